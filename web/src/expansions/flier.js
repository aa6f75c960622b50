// The Flier: the flying machine with its arrow (turning with the tile), the words of the `fly`
// move that lays a flier tile, the flight on the board while the follower is in the air (its
// path, the die and the space it comes down on), the roll beside the board and in the landing
// decision's panel, whose choices — the features it may land on — are targets on the board;
// a crash is announced over the board.

import { placeWords } from '../places.js';
import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { SIZE, outline, placeTransform } from '../tiles.js';

const ID = 'flier';

/** The arrow's directions, clockwise from north, as the tile data writes them. */
const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** The colour of a flight on the board. */
const FLIGHT = '#c2410c';

/**
 * A flight in the air, as the public state gives it.
 * @typedef {{
 *   player: number, roll: number, direction: string, from: [number, number], at: [number, number],
 *   corners: string[] | null
 * }} Flight
 */

/**
 * The flight in the air in `view`, if any.
 * @param {import('../api.js').PlayerView} view
 * @returns {Flight | null}
 */
const flightOf = (view) => view.expansions?.[ID]?.flight ?? null;

/**
 * The middle of space `at`, in board coordinates.
 * @param {[number, number]} at
 * @returns {[number, number]}
 */
const middle = (at) => [(at[0] + 0.5) * SIZE, (at[1] + 0.5) * SIZE];

/**
 * A die showing `roll` (1 to 3 pips), for the panels.
 * @param {number} roll
 */
function die(roll) {
  /** @type {[number, number][][]} */
  const pips = [[], [[15, 15]], [[9, 9], [21, 21]], [[8, 8], [15, 15], [22, 22]]];
  return s(
    'svg',
    { viewBox: '0 0 30 30', width: 30, height: 30, class: 'die', role: 'img', 'aria-label': String(roll), 'data-roll': roll },
    s('rect', { x: 1.5, y: 1.5, width: 27, height: 27, rx: 5, fill: '#fff', stroke: '#333', 'stroke-width': 1.5 }),
    ...(pips[roll] ?? []).map(([cx, cy]) => s('circle', { cx, cy, r: 3, fill: '#222' })),
  );
}

/**
 * The flight in words: who rolled what, towards where, from and to which space.
 * @param {Flight} flight
 * @param {(seat: number) => string} seatName
 */
const flightWords = (flight, seatName) =>
  t(`${ID}.flight`, {
    who: seatName(flight.player),
    roll: flight.roll,
    direction: t(`${ID}.direction.${flight.direction}`),
    from: placeWords({ at: flight.from }),
    at: placeWords({ at: flight.at }),
  });

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  messages: {
    en: {
      [`${ID}.option.distance`]: 'A flight’s step is',
      [`${ID}.option.distance.spaces`]: 'a space',
      [`${ID}.option.distance.tiles`]: 'a tile (each triangle one)',
      [`${ID}.action.fly`]: 'Fly: a follower on the flying machine, then roll the die',
      [`${ID}.decision.landing.title`]: 'The flier lands',
      [`${ID}.decision.landing.mine`]: 'Your flier comes down: choose where it lands',
      [`${ID}.decision.landing.other`]: '{who}’s flier is landing',
      [`${ID}.decision.landing.note`]: 'Click a highlighted road, city or monastery on the board, or choose below.',
      [`${ID}.announce.crashed.title`]: 'The flier crashed',
      [`${ID}.announce.crashed.note`]: 'Nothing to land on where it came down: the follower stays in supply.',
      [`${ID}.flight`]: '{who} rolled {roll} towards {direction}: from {from} to {at}.',
      [`${ID}.steps.spaces`]: 'A flight counts spaces.',
      [`${ID}.steps.tiles`]: 'A flight counts tiles, each triangle one.',
      [`${ID}.direction.N`]: 'the north',
      [`${ID}.direction.NE`]: 'the north-east',
      [`${ID}.direction.E`]: 'the east',
      [`${ID}.direction.SE`]: 'the south-east',
      [`${ID}.direction.S`]: 'the south',
      [`${ID}.direction.SW`]: 'the south-west',
      [`${ID}.direction.W`]: 'the west',
      [`${ID}.direction.NW`]: 'the north-west',
      'flier.name': 'The Flier',
      'flier.summary': '8 land tiles with a flying machine: a follower flies 1-3 spaces and lands on any incomplete road, city or monastery',
      'flier.symbol.flier': 'flier',
      'flier.place': '{at}',
      'flier.place.corner': '{at} {corner}',
      'flier.event.flew': '{who}\'s flier takes off towards {direction}, rolls {roll} and comes down on {place}',
      'flier.event.landed': '{who}\'s flier lands at {place} {location}',
      'flier.event.crashed-empty': '{who}\'s flier takes off towards {direction}, rolls {roll} and crashes: {place} is empty (the follower stays in supply)',
      'flier.event.crashed': '{who}\'s flier takes off towards {direction}, rolls {roll} and crashes: nothing to land on at {place} (the follower stays in supply)',
      'flier.prompt.land': 'your flier rolled {roll} and comes down on {place}: choose an incomplete road, city or monastery there to land on',
      'flier.prompt.land-anywhere': 'choose where your flier lands',
      'flier.choice.land': 'land on the {feature} at {place} {location}',
      'flier.choice.fly': 'put a follower on the flying machine and roll the die',
      'flier.choice.fly-kind': 'put your {kind} on the flying machine and roll the die',
      'flier.feature.road': 'road',
      'flier.feature.city': 'city',
      'flier.feature.monastery': 'monastery',
      'flier.feature.field': 'field',
      'flier.feature.unknown': 'feature',
      'flier.rule.fly-with-the-tile': 'fly: a follower flies only as the figure of the flier tile being placed',
      'flier.rule.fly-takes-no-target': 'fly: the flight\'s target is left to the die',
      'flier.rule.no-tile': 'fly: no tile to place',
      'flier.rule.not-a-flier-tile': 'fly: {tile} has no flying machine',
      'flier.rule.no-flight': 'land: no flier of yours is in the air',
      'flier.rule.land-needs-target': 'land: name the feature to land on (at, corner, location)',
      'flier.rule.land-off-target': 'land: the flier comes down on {reach}, not on {place}',
      'flier.rule.land-on-field': 'land: {location} is a field; a flier lands on a road, a city or a monastery',
      'flier.rule.land-on-completed-feature': 'land: the feature at {location} is complete',
      'flier.rule.unknown-action': 'unknown Flier action',
    },
    nl: {
      'flier.option.distance': 'Een stap van een vlucht is',
      'flier.option.distance.spaces': 'een vak',
      'flier.option.distance.tiles': 'een tegel (elke driehoek één)',
      'flier.action.fly': 'Vliegen: een horige op de vliegmachine, dan de dobbelsteen gooien',
      'flier.decision.landing.title': 'De vliegmachine landt',
      'flier.decision.landing.mine': 'Je vliegmachine komt neer: kies waar hij landt',
      'flier.decision.landing.other': 'De vliegmachine van {who} landt',
      'flier.decision.landing.note': 'Klik op een gemarkeerde weg, stad of klooster op het speelveld, of kies hieronder.',
      'flier.announce.crashed.title': 'De vliegmachine stortte neer',
      'flier.announce.crashed.note': 'Waar hij neerkwam, viel niets om op te landen: de horige blijft in de voorraad.',
      'flier.flight': '{who} gooide {roll} richting {direction}: van {from} naar {at}.',
      'flier.steps.spaces': 'Een vlucht telt vakken.',
      'flier.steps.tiles': 'Een vlucht telt tegels, elke driehoek één.',
      'flier.direction.N': 'het noorden',
      'flier.direction.NE': 'het noordoosten',
      'flier.direction.E': 'het oosten',
      'flier.direction.SE': 'het zuidoosten',
      'flier.direction.S': 'het zuiden',
      'flier.direction.SW': 'het zuidwesten',
      'flier.direction.W': 'het westen',
      'flier.direction.NW': 'het noordwesten',
      'flier.name': 'De Vliegmachines',
      'flier.summary': '8 landtegels met een vliegmachine: een horige vliegt 1-3 vakken en landt op een onvoltooide weg, stad of klooster',
      'flier.symbol.flier': 'vliegmachine',
      'flier.place': '{at}',
      'flier.place.corner': '{at} {corner}',
      'flier.event.flew': 'de vliegmachine van {who} stijgt op richting {direction}, gooit {roll} en komt neer op {place}',
      'flier.event.landed': 'de vliegmachine van {who} landt op {place} {location}',
      'flier.event.crashed-empty': 'de vliegmachine van {who} stijgt op richting {direction}, gooit {roll} en stort neer: {place} is leeg (de horige blijft in de voorraad)',
      'flier.event.crashed': 'de vliegmachine van {who} stijgt op richting {direction}, gooit {roll} en stort neer: niets om op te landen op {place} (de horige blijft in de voorraad)',
      'flier.prompt.land': 'je vliegmachine gooide {roll} en komt neer op {place}: kies daar een onvoltooide weg, stad of klooster om op te landen',
      'flier.prompt.land-anywhere': 'kies waar je vliegmachine landt',
      'flier.choice.land': 'landen op de {feature} op {place} {location}',
      'flier.choice.fly': 'een horige op de vliegmachine zetten en de dobbelsteen gooien',
      'flier.choice.fly-kind': 'je {kind} op de vliegmachine zetten en de dobbelsteen gooien',
      'flier.feature.road': 'weg',
      'flier.feature.city': 'stad',
      'flier.feature.monastery': 'klooster',
      'flier.feature.field': 'weiland',
      'flier.feature.unknown': 'gebied',
      'flier.rule.fly-with-the-tile': 'vliegen: een horige vliegt alleen als figuur van de vliegmachinetegel die gelegd wordt',
      'flier.rule.fly-takes-no-target': 'vliegen: het doel van de vlucht bepaalt de dobbelsteen',
      'flier.rule.no-tile': 'vliegen: geen tegel om te leggen',
      'flier.rule.not-a-flier-tile': 'vliegen: {tile} heeft geen vliegmachine',
      'flier.rule.no-flight': 'landen: er is geen vliegmachine van jou in de lucht',
      'flier.rule.land-needs-target': 'landen: noem het gebied om op te landen (plaats, hoek, plek)',
      'flier.rule.land-off-target': 'landen: de vliegmachine komt neer op {reach}, niet op {place}',
      'flier.rule.land-on-field': 'landen: {location} is een weiland; een vliegmachine landt op een weg, een stad of een klooster',
      'flier.rule.land-on-completed-feature': 'landen: het gebied op {location} is voltooid',
      'flier.rule.unknown-action': 'onbekende actie van De Vliegmachines',
    },
    ro: {
      'flier.option.distance': 'Un pas al zborului este',
      'flier.option.distance.spaces': 'un loc',
      'flier.option.distance.tiles': 'o piesă (fiecare triunghi una)',
      'flier.action.fly': 'Zbor: un omuleț pe mașina de zbor, apoi arunci zarul',
      'flier.decision.landing.title': 'Mașina de zbor aterizează',
      'flier.decision.landing.mine': 'Mașina ta de zbor coboară: alege unde aterizează',
      'flier.decision.landing.other': 'Mașina de zbor a lui {who} aterizează',
      'flier.decision.landing.note': 'Apasă pe un drum, un oraș sau o mănăstire evidențiate pe tablă sau alege mai jos.',
      'flier.announce.crashed.title': 'Mașina de zbor s-a prăbușit',
      'flier.announce.crashed.note': 'Unde a coborât nu era nimic pe care să aterizeze: omulețul rămâne în rezervă.',
      'flier.flight': '{who} a dat {roll} spre {direction}: de la {from} la {at}.',
      'flier.steps.spaces': 'Un zbor numără locuri.',
      'flier.steps.tiles': 'Un zbor numără piese, fiecare triunghi una.',
      'flier.direction.N': 'nord',
      'flier.direction.NE': 'nord-est',
      'flier.direction.E': 'est',
      'flier.direction.SE': 'sud-est',
      'flier.direction.S': 'sud',
      'flier.direction.SW': 'sud-vest',
      'flier.direction.W': 'vest',
      'flier.direction.NW': 'nord-vest',
      'flier.name': 'Mașinile de zbor',
      'flier.summary': '8 piese de teren cu o mașină de zbor: un omuleț zboară 1-3 locuri și aterizează pe orice drum, oraș sau mănăstire neterminate',
      'flier.symbol.flier': 'mașină de zbor',
      'flier.place': '{at}',
      'flier.place.corner': '{at} {corner}',
      'flier.event.flew': 'mașina de zbor a lui {who} decolează spre {direction}, dă {roll} și coboară la {place}',
      'flier.event.landed': 'mașina de zbor a lui {who} aterizează la {place} {location}',
      'flier.event.crashed-empty': 'mașina de zbor a lui {who} decolează spre {direction}, dă {roll} și se prăbușește: {place} e gol (omulețul rămâne în rezervă)',
      'flier.event.crashed': 'mașina de zbor a lui {who} decolează spre {direction}, dă {roll} și se prăbușește: nimic pe care să aterizeze la {place} (omulețul rămâne în rezervă)',
      'flier.prompt.land': 'mașina ta de zbor a dat {roll} și coboară la {place}: alege acolo un drum, un oraș sau o mănăstire neterminate pe care să aterizeze',
      'flier.prompt.land-anywhere': 'alege unde aterizează mașina ta de zbor',
      'flier.choice.land': 'aterizează pe {feature} de la {place} {location}',
      'flier.choice.fly': 'pune un omuleț pe mașina de zbor și aruncă zarul',
      'flier.choice.fly-kind': 'pune-ți {kind} pe mașina de zbor și aruncă zarul',
      'flier.feature.road': 'drumul',
      'flier.feature.city': 'orașul',
      'flier.feature.monastery': 'mănăstirea',
      'flier.feature.field': 'câmpul',
      'flier.feature.unknown': 'zona',
      'flier.rule.fly-with-the-tile': 'zbor: un omuleț zboară doar ca figură a piesei cu mașina de zbor care se așază',
      'flier.rule.fly-takes-no-target': 'zbor: ținta zborului o hotărăște zarul',
      'flier.rule.no-tile': 'zbor: nicio piesă de așezat',
      'flier.rule.not-a-flier-tile': 'zbor: {tile} nu are mașină de zbor',
      'flier.rule.no-flight': 'aterizare: nicio mașină de zbor a ta nu e în aer',
      'flier.rule.land-needs-target': 'aterizare: numește zona pe care aterizezi (loc, colț, poziție)',
      'flier.rule.land-off-target': 'aterizare: mașina de zbor coboară la {reach}, nu la {place}',
      'flier.rule.land-on-field': 'aterizare: {location} e un câmp; o mașină de zbor aterizează pe un drum, un oraș sau o mănăstire',
      'flier.rule.land-on-completed-feature': 'aterizare: zona de la {location} e terminată',
      'flier.rule.unknown-action': 'acțiune necunoscută a Mașinilor de zbor',
    },
    de: {
      'flier.option.distance': 'Ein Schritt des Flugs ist',
      'flier.option.distance.spaces': 'ein Feld',
      'flier.option.distance.tiles': 'eine Karte (jedes Dreieck eine)',
      'flier.action.fly': 'Fliegen: ein Gefolgsmann auf die Flugmaschine, dann würfeln',
      'flier.decision.landing.title': 'Die Flugmaschine landet',
      'flier.decision.landing.mine': 'Deine Flugmaschine kommt herunter: wähle, wo sie landet',
      'flier.decision.landing.other': 'Die Flugmaschine von {who} landet',
      'flier.decision.landing.note': 'Klicke auf eine markierte Straße, Stadt oder ein Kloster in der Auslage oder wähle unten.',
      'flier.announce.crashed.title': 'Die Flugmaschine ist abgestürzt',
      'flier.announce.crashed.note': 'Wo sie herunterkam, gab es nichts zum Landen: der Gefolgsmann bleibt im Vorrat.',
      'flier.flight': '{who} würfelte {roll} Richtung {direction}: von {from} nach {at}.',
      'flier.steps.spaces': 'Ein Flug zählt Felder.',
      'flier.steps.tiles': 'Ein Flug zählt Karten, jedes Dreieck eine.',
      'flier.direction.N': 'Norden',
      'flier.direction.NE': 'Nordosten',
      'flier.direction.E': 'Osten',
      'flier.direction.SE': 'Südosten',
      'flier.direction.S': 'Süden',
      'flier.direction.SW': 'Südwesten',
      'flier.direction.W': 'Westen',
      'flier.direction.NW': 'Nordwesten',
      'flier.name': 'Die Fluggeräte',
      'flier.summary': '8 Landschaftskarten mit einer Flugmaschine: ein Gefolgsmann fliegt 1-3 Felder und landet auf einer unfertigen Straße, Stadt oder einem Kloster',
      'flier.symbol.flier': 'Flugmaschine',
      'flier.place': '{at}',
      'flier.place.corner': '{at} {corner}',
      'flier.event.flew': 'die Flugmaschine von {who} startet Richtung {direction}, würfelt {roll} und kommt auf {place} herunter',
      'flier.event.landed': 'die Flugmaschine von {who} landet auf {place} {location}',
      'flier.event.crashed-empty': 'die Flugmaschine von {who} startet Richtung {direction}, würfelt {roll} und stürzt ab: {place} ist leer (der Gefolgsmann bleibt im Vorrat)',
      'flier.event.crashed': 'die Flugmaschine von {who} startet Richtung {direction}, würfelt {roll} und stürzt ab: nichts zum Landen auf {place} (der Gefolgsmann bleibt im Vorrat)',
      'flier.prompt.land': 'deine Flugmaschine würfelte {roll} und kommt auf {place} herunter: wähle dort eine unfertige Straße, Stadt oder ein Kloster zum Landen',
      'flier.prompt.land-anywhere': 'wähle, wo deine Flugmaschine landet',
      'flier.choice.land': 'auf {feature} auf {place} {location} landen',
      'flier.choice.fly': 'einen Gefolgsmann auf die Flugmaschine setzen und würfeln',
      'flier.choice.fly-kind': 'deinen {kind} auf die Flugmaschine setzen und würfeln',
      'flier.feature.road': 'der Straße',
      'flier.feature.city': 'der Stadt',
      'flier.feature.monastery': 'dem Kloster',
      'flier.feature.field': 'der Wiese',
      'flier.feature.unknown': 'dem Gebiet',
      'flier.rule.fly-with-the-tile': 'Fliegen: ein Gefolgsmann fliegt nur als Figur der Flugmaschinenkarte, die gelegt wird',
      'flier.rule.fly-takes-no-target': 'Fliegen: das Ziel des Flugs bestimmt der Würfel',
      'flier.rule.no-tile': 'Fliegen: keine Karte zu legen',
      'flier.rule.not-a-flier-tile': 'Fliegen: {tile} hat keine Flugmaschine',
      'flier.rule.no-flight': 'Landen: keine Flugmaschine von dir ist in der Luft',
      'flier.rule.land-needs-target': 'Landen: nenne das Gebiet zum Landen (Feld, Ecke, Platz)',
      'flier.rule.land-off-target': 'Landen: die Flugmaschine kommt auf {reach} herunter, nicht auf {place}',
      'flier.rule.land-on-field': 'Landen: {location} ist eine Wiese; eine Flugmaschine landet auf einer Straße, einer Stadt oder einem Kloster',
      'flier.rule.land-on-completed-feature': 'Landen: das Gebiet auf {location} ist fertig',
      'flier.rule.unknown-action': 'unbekannte Aktion von Die Fluggeräte',
    },
  },
  symbols: {
    // The flying machine seen from above, its nose towards the arrow's direction; it turns with
    // the tile.
    flier: ([x, y], arg) => {
      const angle = Math.max(0, DIRECTIONS.indexOf(arg ?? 'N')) * 45;
      return s(
        'g',
        { class: 'symbol flier', 'data-turns-with-tile': '', 'data-direction': arg },
        s('circle', { cx: x, cy: y, r: 12, fill: '#f6eed9', stroke: '#6b5a3a', 'stroke-width': 1.2 }),
        s(
          'g',
          { transform: `rotate(${angle},${x},${y})` },
          s('path', {
            d: `M${x},${y - 10} L${x + 2},${y - 4} L${x + 9},${y} L${x + 9},${y + 2.5} L${x + 2},${y + 1} L${x + 1.5},${y + 6} L${x + 4.5},${y + 8} L${x + 4.5},${y + 9.5} L${x},${y + 8.5} L${x - 4.5},${y + 9.5} L${x - 4.5},${y + 8} L${x - 1.5},${y + 6} L${x - 2},${y + 1} L${x - 9},${y + 2.5} L${x - 9},${y} L${x - 2},${y - 4} Z`,
            fill: '#8a5a2b',
            stroke: '#3b2712',
            'stroke-width': 0.8,
            'stroke-linejoin': 'round',
          }),
        ),
      );
    },
  },
  marks: (view) => {
    const flight = flightOf(view);
    if (!flight) return [];
    const [x0, y0] = middle(flight.from);
    const [x1, y1] = middle(flight.at);
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
    // The arrow stops short of the target's middle, where its landing spots may be.
    const [ex, ey] = [x1 - ux * 30, y1 - uy * 30];
    const head = `M${ex},${ey} l${(-ux * 12 - uy * 7).toFixed(1)},${(-uy * 12 + ux * 7).toFixed(1)} M${ex},${ey} l${(-ux * 12 + uy * 7).toFixed(1)},${(-uy * 12 - ux * 7).toFixed(1)}`;
    const places = flight.corners?.length
      ? flight.corners.map((corner) => s('path', { d: outline('triangle'), transform: placeTransform(flight.at, undefined, corner) }))
      : [s('path', { d: outline('square'), transform: placeTransform(flight.at, 0, undefined) })];
    const [mx, my] = [(x0 + ex) / 2, (y0 + ey) / 2];
    return [
      s(
        'g',
        { class: 'flight', 'data-at': flight.at.join(','), 'data-roll': flight.roll, 'pointer-events': 'none' },
        s('g', { class: 'flight-target', fill: '#fb923c33', stroke: FLIGHT, 'stroke-width': 4, 'stroke-dasharray': '12 6' }, ...places),
        s('path', { d: `M${x0},${y0} L${ex},${ey} ${head}`, fill: 'none', stroke: FLIGHT, 'stroke-width': 3.5, 'stroke-dasharray': '9 6', 'stroke-linecap': 'round' }),
        s('rect', { x: mx - 9, y: my - 9, width: 18, height: 18, rx: 3.5, fill: '#fff', stroke: FLIGHT, 'stroke-width': 2 }),
        s('text', { x: mx, y: my + 4.5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#222' }, String(flight.roll)),
      ),
    ];
  },
  panel: (st, ctx) => {
    const state = st.view.expansions?.[ID];
    if (!state) return null;
    const flight = flightOf(st.view);
    return [
      flight ? h('p', { class: 'flight-line' }, die(flight.roll), ' ', flightWords(flight, ctx.seatName)) : '',
      h('p', { class: 'muted' }, t(`${ID}.steps.${state.distance === 'tiles' ? 'tiles' : 'spaces'}`)),
    ];
  },
  decisionDetail: (st, _decision, ctx) => {
    const flight = flightOf(st.view);
    return flight ? [h('p', { class: 'flight-line' }, die(flight.roll), ' ', flightWords(flight, ctx.seatName))] : [];
  },
  announce: ['crashed'],
};
