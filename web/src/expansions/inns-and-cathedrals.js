// Inns & Cathedrals: the inn (a house by a lake beside the road its tile names) and the
// cathedral (in the city its tile names) drawn on the tiles, the big follower on the board
// (a larger follower with a ring), and beside the board where each player's big follower is.
// Its spots when laying a tile come with the placements (a figure spot per free feature); its
// scores come explained by the engine (the rate an inn or a cathedral sets).

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'inns-and-cathedrals';

/** The big follower's name: the special follower and the figure placing it. */
const BIG = 'big-follower';

/** How much larger than a follower the big follower is drawn. */
const BIG_SCALE = 1.45;

/**
 * Where an inn stands: beside the road crossing the side `side` names (in the tile's canonical
 * orientation), a little in from that side and off the road (where a highwayman stands).
 * @param {string | undefined} side
 * @returns {[number, number]}
 */
function innPoint(side) {
  /** @type {Record<string, [number, number]>} */
  const points = { N: [31, 20], E: [80, 31], S: [69, 80], W: [20, 69] };
  return points[side ?? 'E'] ?? points.E;
}

/**
 * Where a cathedral stands: in the city holding the side `side` names, past the tile's middle
 * from that side (a knight named by the side stands near it), as the cathedral's city fills
 * the tile.
 * @param {string | undefined} side
 * @returns {[number, number]}
 */
function cathedralPoint(side) {
  /** @type {Record<string, [number, number]>} */
  const points = { N: [48, 64], E: [36, 50], S: [52, 38], W: [64, 50] };
  return points[side ?? 'N'] ?? points.N;
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  messages: {
    en: {
      [`figure.${BIG}`]: 'Big follower',
      [`${ID}.big.reserve`]: '{who}: big follower in reserve',
      [`${ID}.big.board`]: '{who}: big follower at ({at}) {location}',
      [`${ID}.rules`]: 'A road with an inn pays 2 a tile or space when completed, a city with a cathedral 3 (and 3 a coat of arms); left incomplete at the end, either pays nothing. The big follower counts as two followers.',
      'inns-and-cathedrals.name': 'Inns & Cathedrals',
      'inns-and-cathedrals.summary': '18 land tiles: inns double a completed road, cathedrals make a completed city worth 3 a unit, both nothing left incomplete; a big follower that counts two',
      'inns-and-cathedrals.symbol.inn': 'inn',
      'inns-and-cathedrals.symbol.cathedral': 'cathedral',
      'inns-and-cathedrals.follower.big-follower': 'big follower',
      'inns-and-cathedrals.event.place': ' at {spot}',
      'inns-and-cathedrals.event.big-follower-placed': '{who} places their big follower{place}',
      'inns-and-cathedrals.rate.inn': 'an inn',
      'inns-and-cathedrals.rate.inn-left': 'an inn: nothing when left incomplete',
      'inns-and-cathedrals.rate.cathedral': 'a cathedral',
      'inns-and-cathedrals.rate.cathedral-left': 'a cathedral: nothing when left incomplete',
      'inns-and-cathedrals.choice.big-follower': 'big follower at {location}',
      'inns-and-cathedrals.rule.big-follower-needs-place': 'big follower: name the tile\'s placement and the feature',
      'inns-and-cathedrals.rule.big-follower-on-board': 'big follower: yours is on the board (or was never given)',
      'inns-and-cathedrals.rule.big-follower-on-placed-tile': 'big follower: it goes on the tile being placed at {at}, not at {target}',
      'inns-and-cathedrals.rule.unknown-action': 'unknown Inns & Cathedrals action',
    },
    nl: {
      'figure.big-follower': 'Grote horige',
      'inns-and-cathedrals.big.reserve': '{who}: grote horige in reserve',
      'inns-and-cathedrals.big.board': '{who}: grote horige bij {at} {location}',
      'inns-and-cathedrals.rules': 'Een weg met een herberg levert voltooid 2 per tegel of vak op, een stad met een kathedraal 3 (en 3 per wapenschild); onvoltooid aan het eind leveren ze niets op. De grote horige telt als twee horigen.',
      'inns-and-cathedrals.name': 'Herbergen & Kathedralen',
      'inns-and-cathedrals.summary': '18 landtegels: herbergen verdubbelen een voltooide weg, kathedralen maken een voltooide stad 3 per eenheid waard, beide niets als ze onvoltooid blijven; een grote horige die als twee telt',
      'inns-and-cathedrals.symbol.inn': 'herberg',
      'inns-and-cathedrals.symbol.cathedral': 'kathedraal',
      'inns-and-cathedrals.follower.big-follower': 'grote horige',
      'inns-and-cathedrals.event.place': ' op {spot}',
      'inns-and-cathedrals.event.big-follower-placed': '{who} zet de grote horige in{place}',
      'inns-and-cathedrals.rate.inn': 'een herberg',
      'inns-and-cathedrals.rate.inn-left': 'een herberg: niets als de weg onvoltooid blijft',
      'inns-and-cathedrals.rate.cathedral': 'een kathedraal',
      'inns-and-cathedrals.rate.cathedral-left': 'een kathedraal: niets als de stad onvoltooid blijft',
      'inns-and-cathedrals.choice.big-follower': 'grote horige op {location}',
      'inns-and-cathedrals.rule.big-follower-needs-place': 'grote horige: noem de ligging van de tegel en het gebied',
      'inns-and-cathedrals.rule.big-follower-on-board': 'grote horige: de jouwe staat al op het speelveld (of je kreeg er geen)',
      'inns-and-cathedrals.rule.big-follower-on-placed-tile': 'grote horige: hij komt op de tegel die op {at} gelegd wordt, niet op {target}',
      'inns-and-cathedrals.rule.unknown-action': 'onbekende actie van Herbergen & Kathedralen',
    },
    ro: {
      'figure.big-follower': 'Omuleț mare',
      'inns-and-cathedrals.big.reserve': '{who}: omulețul mare în rezervă',
      'inns-and-cathedrals.big.board': '{who}: omulețul mare la {at} {location}',
      'inns-and-cathedrals.rules': 'Un drum cu han aduce, terminat, 2 pe piesă sau loc, un oraș cu catedrală 3 (și 3 pe blazon); lăsate neterminate la final, nu aduc nimic. Omulețul mare contează cât doi omuleți.',
      'inns-and-cathedrals.name': 'Hanuri și catedrale',
      'inns-and-cathedrals.summary': '18 piese de teren: hanurile dublează un drum terminat, catedralele fac un oraș terminat să valoreze 3 pe unitate, amândouă nimic dacă rămân neterminate; un omuleț mare care contează cât doi',
      'inns-and-cathedrals.symbol.inn': 'han',
      'inns-and-cathedrals.symbol.cathedral': 'catedrală',
      'inns-and-cathedrals.follower.big-follower': 'omulețul mare',
      'inns-and-cathedrals.event.place': ' la {spot}',
      'inns-and-cathedrals.event.big-follower-placed': '{who} își pune omulețul mare{place}',
      'inns-and-cathedrals.rate.inn': 'un han',
      'inns-and-cathedrals.rate.inn-left': 'un han: nimic dacă drumul rămâne neterminat',
      'inns-and-cathedrals.rate.cathedral': 'o catedrală',
      'inns-and-cathedrals.rate.cathedral-left': 'o catedrală: nimic dacă orașul rămâne neterminat',
      'inns-and-cathedrals.choice.big-follower': 'omulețul mare pe {location}',
      'inns-and-cathedrals.rule.big-follower-needs-place': 'omuleț mare: numește așezarea piesei și zona',
      'inns-and-cathedrals.rule.big-follower-on-board': 'omuleț mare: al tău e deja pe tablă (sau nu l-ai primit)',
      'inns-and-cathedrals.rule.big-follower-on-placed-tile': 'omuleț mare: merge pe piesa așezată la {at}, nu la {target}',
      'inns-and-cathedrals.rule.unknown-action': 'acțiune necunoscută a extensiei Hanuri și catedrale',
    },
    de: {
      'figure.big-follower': 'Großer Gefolgsmann',
      'inns-and-cathedrals.big.reserve': '{who}: großer Gefolgsmann im Vorrat',
      'inns-and-cathedrals.big.board': '{who}: großer Gefolgsmann bei {at} {location}',
      'inns-and-cathedrals.rules': 'Eine Straße mit Gasthaus bringt fertig 2 je Karte oder Feld, eine Stadt mit Kathedrale 3 (und 3 je Wappen); am Ende unfertig bringen beide nichts. Der große Gefolgsmann zählt wie zwei Gefolgsleute.',
      'inns-and-cathedrals.name': 'Wirtshäuser und Kathedralen',
      'inns-and-cathedrals.summary': '18 Landschaftskarten: Gasthäuser verdoppeln eine fertige Straße, Kathedralen machen eine fertige Stadt 3 je Einheit wert, beide unfertig nichts; ein großer Gefolgsmann, der doppelt zählt',
      'inns-and-cathedrals.symbol.inn': 'Gasthaus',
      'inns-and-cathedrals.symbol.cathedral': 'Kathedrale',
      'inns-and-cathedrals.follower.big-follower': 'Großer Gefolgsmann',
      'inns-and-cathedrals.event.place': ' auf {spot}',
      'inns-and-cathedrals.event.big-follower-placed': '{who} setzt den großen Gefolgsmann ein{place}',
      'inns-and-cathedrals.rate.inn': 'ein Gasthaus',
      'inns-and-cathedrals.rate.inn-left': 'ein Gasthaus: nichts, wenn die Straße unfertig bleibt',
      'inns-and-cathedrals.rate.cathedral': 'eine Kathedrale',
      'inns-and-cathedrals.rate.cathedral-left': 'eine Kathedrale: nichts, wenn die Stadt unfertig bleibt',
      'inns-and-cathedrals.choice.big-follower': 'großer Gefolgsmann auf {location}',
      'inns-and-cathedrals.rule.big-follower-needs-place': 'großer Gefolgsmann: nenne die Lage der Karte und das Gebiet',
      'inns-and-cathedrals.rule.big-follower-on-board': 'großer Gefolgsmann: deiner steht schon in der Auslage (oder du hast keinen bekommen)',
      'inns-and-cathedrals.rule.big-follower-on-placed-tile': 'großer Gefolgsmann: er kommt auf die Karte, die auf {at} gelegt wird, nicht auf {target}',
      'inns-and-cathedrals.rule.unknown-action': 'unbekannte Aktion von Wirtshäuser und Kathedralen',
    },
  },
  symbols: {
    // An inn: a little house with a red roof by a blue lake.
    inn: (_at, arg) => {
      const [x, y] = innPoint(arg);
      return s(
        'g',
        { class: 'symbol inn', 'data-anchor': `${x},${y}`, 'data-side': arg },
        s('ellipse', { cx: x + 5, cy: y + 6, rx: 8, ry: 3.5, fill: '#7cc3e8', stroke: '#2b6f93', 'stroke-width': 0.8 }),
        s('rect', { x: x - 7, y: y - 3, width: 10, height: 8, fill: '#f3e2c0', stroke: '#5b4630', 'stroke-width': 1 }),
        s('path', { d: `M${x - 9},${y - 3} L${x - 2},${y - 9} L${x + 5},${y - 3} Z`, fill: '#c0392b', stroke: '#5b4630', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
        s('rect', { x: x - 3.5, y: y, width: 3, height: 5, fill: '#5b4630' }),
      );
    },
    // A cathedral: a grey nave with a tall spire and a cross.
    cathedral: (_at, arg) => {
      const [x, y] = cathedralPoint(arg);
      return s(
        'g',
        { class: 'symbol cathedral', 'data-anchor': `${x},${y}`, 'data-side': arg },
        s('path', { d: `M${x - 12},${y + 9} V${y - 1} L${x - 6},${y - 6} L${x},${y - 1} V${y + 9} Z`, fill: '#d6d3cc', stroke: '#3e3a33', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
        s('path', { d: `M${x},${y + 9} V${y - 6} L${x + 4.5},${y - 16} L${x + 9},${y - 6} V${y + 9} Z`, fill: '#bdb8ae', stroke: '#3e3a33', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
        s('path', { d: `M${x + 4.5},${y - 16} V${y - 22} M${x + 2.5},${y - 20} H${x + 6.5}`, stroke: '#3e3a33', 'stroke-width': 1.1 }),
        s('circle', { cx: x + 4.5, cy: y - 1, r: 2.2, fill: '#7cc3e8', stroke: '#3e3a33', 'stroke-width': 0.7 }),
        s('rect', { x: x - 7.5, y: y + 3, width: 3, height: 6, fill: '#5b4630' }),
      );
    },
  },
  followers: {
    // The big follower: a follower half as large again, ringed.
    [BIG]: (at, colour, seat) =>
      s(
        'g',
        { class: 'big-follower' },
        s('circle', { cx: at[0], cy: at[1] + 1, r: 15, fill: 'none', stroke: colour, 'stroke-width': 2, 'stroke-dasharray': '3 2' }),
        follower(at, colour, BIG_SCALE, seat),
      ),
  },
  panel: (st, ctx) => {
    const reserve = st.view.reserves?.[BIG];
    if (!reserve) return null;
    const items = reserve.map((n, player) => {
      const on = st.view.followers.find((f) => f.kind === BIG && f.player === player);
      return h(
        'li',
        { 'data-player': player, 'data-big': on ? 'board' : n > 0 ? 'reserve' : 'away' },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(player)}` }),
        on
          ? t(`${ID}.big.board`, { who: ctx.seatName(player), at: on.at.join(','), location: on.location })
          : n > 0
            ? t(`${ID}.big.reserve`, { who: ctx.seatName(player) })
            : ctx.seatName(player),
      );
    });
    return [h('p', { class: 'muted' }, t(`${ID}.rules`)), h('ul', { id: 'big-followers', class: 'figure-list' }, ...items)];
  },
};
