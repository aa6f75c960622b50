// Traders & Builders: the goods symbols (wine, grain, cloth) on the city the tile data names, the
// builder and the pig on the board, the goods each player holds and those left beside the
// board, who plays the extra turn their builder gave them, and that extra turn announced over
// the board. Where a builder or pig may go with the tile comes with the placements (spots on
// the tile's features); the goods' majorities and the pig's points show in the scores.

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { seatChip } from '../palette.js';
import { placeWords } from '../places.js';
import { follower } from '../tiles.js';

const ID = 'traders-and-builders';

/** The kinds of goods, as the engine names them (and its symbols). */
const GOODS = ['wine', 'grain', 'cloth'];

/** Each kind's colours: fill and outline. */
const GOODS_COLOURS = /** @type {Record<string, [string, string]>} */ ({
  wine: ['#7b2d5b', '#3f1230'],
  grain: ['#e0b43a', '#7a5a12'],
  cloth: ['#3b6fb6', '#1d3a66'],
});

/**
 * Where on its city a goods symbol lies: by the side the tile data names (in the tile's
 * canonical orientation), a little in from it and aside from its middle, opposite the
 * princess's side of it.
 * @param {string | undefined} side
 * @returns {[number, number]}
 */
function goodsPoint(side) {
  /** @type {Record<string, [number, number]>} */
  const points = { N: [64, 15], E: [85, 64], S: [36, 85], W: [15, 36] };
  return points[side ?? 'N'] ?? points.N;
}

/**
 * A goods token's picture centred on `[x, y]`: a wine barrel, a sheaf of grain, a bolt of
 * cloth.
 * @param {string} kind
 * @param {[number, number]} at
 * @param {number} scale
 */
function goodsPicture(kind, [x, y], scale = 1) {
  const [fill, line] = GOODS_COLOURS[kind] ?? ['#999', '#333'];
  const g = s('g', { transform: `translate(${x},${y}) scale(${scale})` });
  if (kind === 'wine') {
    g.append(
      s('ellipse', { cx: 0, cy: 0, rx: 6.5, ry: 8, fill, stroke: line, 'stroke-width': 1 }),
      s('path', { d: 'M-6.3,-3 h12.6 M-6.3,3 h12.6', stroke: '#c9a56b', 'stroke-width': 1.4 }),
    );
  } else if (kind === 'grain') {
    g.append(
      s('path', { d: 'M0,8 L0,-6 M0,8 L-4,-4 M0,8 L4,-4', stroke: line, 'stroke-width': 1.2, fill: 'none' }),
      ...[[-4, -5], [0, -7], [4, -5]].map(([dx, dy]) => s('ellipse', { cx: dx, cy: dy, rx: 2.2, ry: 3.6, fill, stroke: line, 'stroke-width': 0.7 })),
      s('path', { d: 'M-3,3 h6', stroke: line, 'stroke-width': 1.6 }),
    );
  } else {
    g.append(
      s('rect', { x: -7, y: -5, width: 14, height: 10, rx: 3, fill, stroke: line, 'stroke-width': 1 }),
      s('path', { d: 'M-7,-1 h14 M-7,2.5 h14', stroke: '#dbe6f6', 'stroke-width': 0.8 }),
    );
  }
  return g;
}

/**
 * A goods token for the panels, with its count.
 * @param {string} kind
 * @param {number} count
 */
function goodsToken(kind, count) {
  return h(
    'span',
    { class: 'goods', 'data-goods': kind, 'data-count': count, title: t(`${ID}.goods.${kind}`) },
    s('svg', { viewBox: '-10 -10 20 20', width: 18, height: 18, role: 'img', 'aria-label': t(`${ID}.goods.${kind}`) }, goodsPicture(kind, [0, 0])),
    String(count),
  );
}

/**
 * The goods symbol of `kind` on the city crossing side `arg`.
 * @param {string} kind
 * @returns {(at: [number, number], arg?: string) => SVGElement}
 */
const goodsSymbol = (kind) => (_at, arg) => {
  const [x, y] = goodsPoint(arg);
  return s('g', { class: `symbol goods ${kind}`, 'data-anchor': `${x},${y}`, 'data-side': arg ?? 'N' }, goodsPicture(kind, [x, y], 0.9));
};

/**
 * The builder: a tall follower in its owner's colour with a hammer.
 * @param {[number, number]} at
 * @param {string} colour
 */
function builderDrawing([x, y], colour) {
  return s(
    'g',
    { class: 'figure-drawing builder' },
    follower([x, y - 2], colour, 1.25),
    s('path', { d: `M${x + 9},${y + 8} L${x + 13},${y - 4}`, stroke: '#6b4f2a', 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
    s('rect', { x: x + 9.5, y: y - 7.5, width: 7, height: 4, rx: 1, fill: '#6b7280', stroke: '#111', 'stroke-width': 0.8, transform: `rotate(18,${x + 13},${y - 5.5})` }),
  );
}

/**
 * The pig: a round pig in its owner's colour.
 * @param {[number, number]} at
 * @param {string} colour
 */
function pigDrawing([x, y], colour) {
  return s(
    'g',
    { class: 'figure-drawing pig', stroke: '#111', 'stroke-width': 1.1, 'stroke-linejoin': 'round' },
    s('path', { d: `M${x - 6},${y + 4} v4 M${x - 1},${y + 5} v4 M${x + 3},${y + 5} v4 M${x + 7},${y + 4} v4`, 'stroke-width': 1.8 }),
    s('ellipse', { cx: x, cy: y, rx: 10, ry: 7, fill: colour }),
    s('path', { d: `M${x + 5},${y - 6} l2,-4 l2,4 Z`, fill: colour }),
    s('ellipse', { cx: x + 10.5, cy: y + 0.5, rx: 2.6, ry: 3.2, fill: '#f9a8d4' }),
    s('path', { d: `M${x - 10},${y - 1} q-4,-1 -2,-4`, fill: 'none' }),
  );
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  messages: {
    en: {
      'figure.builder': 'Builder',
      'figure.pig': 'Pig',
      [`${ID}.name`]: 'Traders & Builders',
      [`${ID}.summary`]: '24 land tiles, trade goods for completing cities, the builder’s double turn and the pig',
      [`${ID}.symbol.wine`]: 'wine',
      [`${ID}.symbol.grain`]: 'grain',
      [`${ID}.symbol.cloth`]: 'cloth',
      [`${ID}.option.second_turn_halfling`]: 'The builder’s extra turn may be played with a halfling',
      [`${ID}.option.second_turn_halfling.yes`]: 'yes',
      [`${ID}.option.second_turn_halfling.no`]: 'no: a tile from the pile',
      [`${ID}.goods.wine`]: 'wine',
      [`${ID}.goods.grain`]: 'grain',
      [`${ID}.goods.cloth`]: 'cloth',
      [`${ID}.goods.unknown`]: 'goods',
      [`${ID}.goods.title`]: 'Goods',
      [`${ID}.goods.supply`]: 'Left beside the board:',
      [`${ID}.goods.note`]: 'Whoever completes a city takes its goods; at the end the most of each kind scores 10 (ties: each).',
      [`${ID}.figures.none`]: 'No builder or pig on the board.',
      [`${ID}.builder-at`]: '{who}’s builder at {at}',
      [`${ID}.pig-at`]: '{who}’s pig at {at}',
      [`${ID}.extra-turn`]: '{who} plays the extra turn of their builder.',
      [`${ID}.announce.double-turn.title`]: 'Builder: another turn',
      [`${ID}.announce.double-turn.note`]: 'The tile extended the builder’s road or city: the same player takes another turn.',
      [`${ID}.event.at`]: ' at {spot}',
      [`${ID}.event.goods-taken`]: '{who} completed the city{at} and takes {n} {goods}',
      [`${ID}.event.builder-placed`]: '{who} places the builder{at}',
      [`${ID}.event.pig-placed`]: '{who} places the pig{at}',
      [`${ID}.event.builder-home`]: '{who}’s builder goes home ({why})',
      [`${ID}.event.pig-home`]: '{who}’s pig goes home ({why})',
      [`${ID}.event.double-turn.regular-tile`]: '{who} extended the builder’s feature: another turn, with a regular tile',
      [`${ID}.event.double-turn`]: '{who} extended the builder’s feature: another turn',
      [`${ID}.event.unknown`]: '{who}: ?',
      [`${ID}.home.completed`]: 'its feature is completed',
      [`${ID}.home.removed`]: 'its space was cleared',
      [`${ID}.home.no-follower`]: 'no follower of theirs is left in its feature',
      [`${ID}.piece.builder`]: 'builder',
      [`${ID}.piece.pig`]: 'pig',
      [`${ID}.choice.at`]: '{piece} at {location}',
      [`${ID}.score.pig`]: '{who}’s pig: {n:one=# completed city|other=# completed cities} × 1 more (4 a city instead of 3)',
      [`${ID}.score.goods`]: 'the most {goods} tokens ({holders}), {each} each',
      [`${ID}.holding`]: '{who} {n}{more}',
      [`${ID}.holding.more`]: ', {rest}',
      [`${ID}.rule.needs-placement-and-feature`]: '{piece}: name the tile’s placement and the feature',
      [`${ID}.rule.not-on-placed-tile`]: '{piece}: it goes on the tile being placed',
      [`${ID}.rule.on-board`]: '{piece}: yours is already on the board',
      [`${ID}.rule.builder-not-on-road-or-city`]: 'builder: {location} is no road or city',
      [`${ID}.rule.pig-not-on-field`]: 'pig: {location} is no field',
      [`${ID}.rule.no-follower-of-yours-there.builder`]: 'builder: you have no knight or highwayman in the feature at {location}',
      [`${ID}.rule.no-follower-of-yours-there.pig`]: 'pig: you have no farmer in the feature at {location}',
      [`${ID}.rule.unknown-action`]: 'unknown Traders & Builders action',
    },
    nl: {
      'figure.builder': 'Bouwmeester',
      'figure.pig': 'Varken',
      [`${ID}.name`]: 'Kooplieden & Bouwmeesters',
      [`${ID}.summary`]: '24 landtegels, handelswaar voor wie steden voltooit, de dubbele beurt van de bouwmeester en het varken',
      [`${ID}.symbol.wine`]: 'wijn',
      [`${ID}.symbol.grain`]: 'graan',
      [`${ID}.symbol.cloth`]: 'stof',
      [`${ID}.option.second_turn_halfling`]: 'De extra beurt van de bouwmeester mag met een halfling gespeeld worden',
      [`${ID}.option.second_turn_halfling.yes`]: 'ja',
      [`${ID}.option.second_turn_halfling.no`]: 'nee: een tegel van de stapel',
      [`${ID}.goods.wine`]: 'wijn',
      [`${ID}.goods.grain`]: 'graan',
      [`${ID}.goods.cloth`]: 'stof',
      [`${ID}.goods.unknown`]: 'waren',
      [`${ID}.goods.title`]: 'Handelswaar',
      [`${ID}.goods.supply`]: 'Nog naast het bord:',
      [`${ID}.goods.note`]: 'Wie een stad voltooit, neemt haar waren; aan het eind scoort de meeste van elke soort 10 (gelijkspel: ieder).',
      [`${ID}.figures.none`]: 'Geen bouwmeester of varken op het bord.',
      [`${ID}.builder-at`]: 'bouwmeester van {who} {at}',
      [`${ID}.pig-at`]: 'varken van {who} {at}',
      [`${ID}.extra-turn`]: '{who} speelt de extra beurt van de bouwmeester.',
      [`${ID}.announce.double-turn.title`]: 'Bouwmeester: nog een beurt',
      [`${ID}.announce.double-turn.note`]: 'De tegel verlengde de weg of stad van de bouwmeester: dezelfde speler krijgt nog een beurt.',
      [`${ID}.event.at`]: ' {spot}',
      [`${ID}.event.goods-taken`]: '{who} voltooide de stad{at} en neemt {n:one=# fiche|other=# fiches} {goods}',
      [`${ID}.event.builder-placed`]: '{who} zet de bouwmeester{at}',
      [`${ID}.event.pig-placed`]: '{who} zet het varken{at}',
      [`${ID}.event.builder-home`]: 'de bouwmeester van {who} gaat naar huis ({why})',
      [`${ID}.event.pig-home`]: 'het varken van {who} gaat naar huis ({why})',
      [`${ID}.event.double-turn.regular-tile`]: '{who} verlengde het gebied van de bouwmeester: nog een beurt, met een gewone tegel',
      [`${ID}.event.double-turn`]: '{who} verlengde het gebied van de bouwmeester: nog een beurt',
      [`${ID}.event.unknown`]: '{who}: ?',
      [`${ID}.home.completed`]: 'het gebied is voltooid',
      [`${ID}.home.removed`]: 'de plaats werd leeggemaakt',
      [`${ID}.home.no-follower`]: 'er staat geen horige van de speler meer in het gebied',
      [`${ID}.piece.builder`]: 'bouwmeester',
      [`${ID}.piece.pig`]: 'varken',
      [`${ID}.choice.at`]: '{piece} {location}',
      [`${ID}.score.pig`]: 'varken van {who}: {n:one=# voltooide stad|other=# voltooide steden} × 1 meer (4 per stad in plaats van 3)',
      [`${ID}.score.goods`]: 'de meeste fiches {goods} ({holders}), ieder {each}',
      [`${ID}.holding`]: '{who} {n}{more}',
      [`${ID}.holding.more`]: ', {rest}',
      [`${ID}.rule.needs-placement-and-feature`]: '{piece}: noem de plaats van de tegel en het gebied',
      [`${ID}.rule.not-on-placed-tile`]: '{piece}: komt op de tegel die gelegd wordt',
      [`${ID}.rule.on-board`]: '{piece}: de jouwe staat al op het bord',
      [`${ID}.rule.builder-not-on-road-or-city`]: 'bouwmeester: {location} is geen weg of stad',
      [`${ID}.rule.pig-not-on-field`]: 'varken: {location} is geen weiland',
      [`${ID}.rule.no-follower-of-yours-there.builder`]: 'bouwmeester: je hebt geen ridder of struikrover in het gebied {location}',
      [`${ID}.rule.no-follower-of-yours-there.pig`]: 'varken: je hebt geen boer in het gebied {location}',
      [`${ID}.rule.unknown-action`]: 'onbekende actie van Kooplieden & Bouwmeesters',
    },
    ro: {
      'figure.builder': 'Constructor',
      'figure.pig': 'Porc',
      [`${ID}.name`]: 'Negustori & Constructori',
      [`${ID}.summary`]: '24 de piese de teren, mărfuri pentru orașele terminate, tura dublă a constructorului și porcul',
      [`${ID}.symbol.wine`]: 'vin',
      [`${ID}.symbol.grain`]: 'grâu',
      [`${ID}.symbol.cloth`]: 'stofă',
      [`${ID}.option.second_turn_halfling`]: 'Tura în plus a constructorului se poate juca cu un halfling',
      [`${ID}.option.second_turn_halfling.yes`]: 'da',
      [`${ID}.option.second_turn_halfling.no`]: 'nu: o piesă din teanc',
      [`${ID}.goods.wine`]: 'vin',
      [`${ID}.goods.grain`]: 'grâu',
      [`${ID}.goods.cloth`]: 'stofă',
      [`${ID}.goods.unknown`]: 'mărfuri',
      [`${ID}.goods.title`]: 'Mărfuri',
      [`${ID}.goods.supply`]: 'Rămase lângă tablă:',
      [`${ID}.goods.note`]: 'Cine termină un oraș îi ia mărfurile; la final, cei mai mulți de fiecare fel primesc 10 (la egalitate: fiecare).',
      [`${ID}.figures.none`]: 'Niciun constructor sau porc pe tablă.',
      [`${ID}.builder-at`]: 'constructorul lui {who} {at}',
      [`${ID}.pig-at`]: 'porcul lui {who} {at}',
      [`${ID}.extra-turn`]: '{who} joacă tura în plus a constructorului.',
      [`${ID}.announce.double-turn.title`]: 'Constructor: încă o tură',
      [`${ID}.announce.double-turn.note`]: 'Piesa a prelungit drumul sau orașul constructorului: același jucător mai joacă o tură.',
      [`${ID}.event.at`]: ' {spot}',
      [`${ID}.event.goods-taken`]: '{who} a terminat orașul{at} și ia {n:one=# jeton|few=# jetoane|other=# de jetoane} de {goods}',
      [`${ID}.event.builder-placed`]: '{who} pune constructorul{at}',
      [`${ID}.event.pig-placed`]: '{who} pune porcul{at}',
      [`${ID}.event.builder-home`]: 'constructorul lui {who} se întoarce acasă ({why})',
      [`${ID}.event.pig-home`]: 'porcul lui {who} se întoarce acasă ({why})',
      [`${ID}.event.double-turn.regular-tile`]: '{who} a prelungit zona constructorului: încă o tură, cu o piesă obișnuită',
      [`${ID}.event.double-turn`]: '{who} a prelungit zona constructorului: încă o tură',
      [`${ID}.event.unknown`]: '{who}: ?',
      [`${ID}.home.completed`]: 'zona lui e terminată',
      [`${ID}.home.removed`]: 'spațiul lui a fost golit',
      [`${ID}.home.no-follower`]: 'niciun omuleț al jucătorului nu mai e în zona lui',
      [`${ID}.piece.builder`]: 'constructor',
      [`${ID}.piece.pig`]: 'porc',
      [`${ID}.choice.at`]: '{piece} {location}',
      [`${ID}.score.pig`]: 'porcul lui {who}: {n:one=# oraș terminat|few=# orașe terminate|other=# de orașe terminate} × 1 în plus (4 de oraș în loc de 3)',
      [`${ID}.score.goods`]: 'cele mai multe jetoane de {goods} ({holders}), câte {each}',
      [`${ID}.holding`]: '{who} {n}{more}',
      [`${ID}.holding.more`]: ', {rest}',
      [`${ID}.rule.needs-placement-and-feature`]: '{piece}: numește așezarea piesei și zona',
      [`${ID}.rule.not-on-placed-tile`]: '{piece}: se pune pe piesa așezată acum',
      [`${ID}.rule.on-board`]: '{piece}: al tău e deja pe tablă',
      [`${ID}.rule.builder-not-on-road-or-city`]: 'constructor: {location} nu e drum sau oraș',
      [`${ID}.rule.pig-not-on-field`]: 'porc: {location} nu e câmp',
      [`${ID}.rule.no-follower-of-yours-there.builder`]: 'constructor: nu ai niciun cavaler sau tâlhar în zona {location}',
      [`${ID}.rule.no-follower-of-yours-there.pig`]: 'porc: nu ai niciun țăran în zona {location}',
      [`${ID}.rule.unknown-action`]: 'acțiune necunoscută a Negustorilor & Constructorilor',
    },
    de: {
      'figure.builder': 'Baumeister',
      'figure.pig': 'Schwein',
      [`${ID}.name`]: 'Händler & Baumeister',
      [`${ID}.summary`]: '24 Landschaftskarten, Handelswaren für fertige Städte, der Doppelzug des Baumeisters und das Schwein',
      [`${ID}.symbol.wine`]: 'Wein',
      [`${ID}.symbol.grain`]: 'Getreide',
      [`${ID}.symbol.cloth`]: 'Stoff',
      [`${ID}.option.second_turn_halfling`]: 'Der Extrazug des Baumeisters darf mit einem Halfling gespielt werden',
      [`${ID}.option.second_turn_halfling.yes`]: 'ja',
      [`${ID}.option.second_turn_halfling.no`]: 'nein: eine Karte vom Stapel',
      [`${ID}.goods.wine`]: 'Wein',
      [`${ID}.goods.grain`]: 'Getreide',
      [`${ID}.goods.cloth`]: 'Stoff',
      [`${ID}.goods.unknown`]: 'Waren',
      [`${ID}.goods.title`]: 'Handelswaren',
      [`${ID}.goods.supply`]: 'Noch neben dem Spielplan:',
      [`${ID}.goods.note`]: 'Wer eine Stadt fertigstellt, nimmt ihre Waren; am Ende erhält, wer die meisten einer Sorte hat, 10 (Gleichstand: jeder).',
      [`${ID}.figures.none`]: 'Kein Baumeister und kein Schwein auf dem Spielplan.',
      [`${ID}.builder-at`]: 'Baumeister von {who} {at}',
      [`${ID}.pig-at`]: 'Schwein von {who} {at}',
      [`${ID}.extra-turn`]: '{who} spielt den Extrazug des Baumeisters.',
      [`${ID}.announce.double-turn.title`]: 'Baumeister: noch ein Zug',
      [`${ID}.announce.double-turn.note`]: 'Die Karte hat die Straße oder Stadt des Baumeisters verlängert: derselbe Spieler zieht noch einmal.',
      [`${ID}.event.at`]: ' {spot}',
      [`${ID}.event.goods-taken`]: '{who} hat die Stadt{at} fertiggestellt und nimmt {n:one=# Plättchen|other=# Plättchen} {goods}',
      [`${ID}.event.builder-placed`]: '{who} setzt den Baumeister{at}',
      [`${ID}.event.pig-placed`]: '{who} setzt das Schwein{at}',
      [`${ID}.event.builder-home`]: 'der Baumeister von {who} geht zurück ({why})',
      [`${ID}.event.pig-home`]: 'das Schwein von {who} geht zurück ({why})',
      [`${ID}.event.double-turn.regular-tile`]: '{who} hat das Gebiet des Baumeisters verlängert: noch ein Zug, mit einer normalen Karte',
      [`${ID}.event.double-turn`]: '{who} hat das Gebiet des Baumeisters verlängert: noch ein Zug',
      [`${ID}.event.unknown`]: '{who}: ?',
      [`${ID}.home.completed`]: 'sein Gebiet ist fertig',
      [`${ID}.home.removed`]: 'sein Feld wurde geräumt',
      [`${ID}.home.no-follower`]: 'kein Gefolgsmann des Spielers steht mehr in seinem Gebiet',
      [`${ID}.piece.builder`]: 'Baumeister',
      [`${ID}.piece.pig`]: 'Schwein',
      [`${ID}.choice.at`]: '{piece} {location}',
      [`${ID}.score.pig`]: 'Schwein von {who}: {n:one=# fertige Stadt|other=# fertige Städte} × 1 mehr (4 je Stadt statt 3)',
      [`${ID}.score.goods`]: 'die meisten {goods}-Plättchen ({holders}), je {each}',
      [`${ID}.holding`]: '{who} {n}{more}',
      [`${ID}.holding.more`]: ', {rest}',
      [`${ID}.rule.needs-placement-and-feature`]: '{piece}: nenne die Lage der Karte und das Gebiet',
      [`${ID}.rule.not-on-placed-tile`]: '{piece}: kommt auf die gerade gelegte Karte',
      [`${ID}.rule.on-board`]: '{piece}: deiner steht schon auf dem Spielplan',
      [`${ID}.rule.builder-not-on-road-or-city`]: 'Baumeister: {location} ist keine Straße und keine Stadt',
      [`${ID}.rule.pig-not-on-field`]: 'Schwein: {location} ist keine Wiese',
      [`${ID}.rule.no-follower-of-yours-there.builder`]: 'Baumeister: du hast keinen Ritter oder Wegelagerer im Gebiet {location}',
      [`${ID}.rule.no-follower-of-yours-there.pig`]: 'Schwein: du hast keinen Bauern im Gebiet {location}',
      [`${ID}.rule.unknown-action`]: 'unbekannte Aktion von Händler & Baumeister',
    },
  },
  symbols: {
    wine: goodsSymbol('wine'),
    grain: goodsSymbol('grain'),
    cloth: goodsSymbol('cloth'),
  },
  figures: {
    builder: (at, colour) => builderDrawing(at, colour),
    pig: (at, colour) => pigDrawing(at, colour),
  },
  panel: (st, ctx) => {
    const state = st.view.expansions?.[ID];
    if (!state) return null;
    /** @type {Record<string, number>[]} */
    const held = state.held ?? [];
    /** @type {Record<string, number>} */
    const supply = state.supply ?? {};
    const rows = held.map((goods, seat) =>
      h(
        'li',
        { 'data-player': seat, class: 'goods-held' },
        seatChip(seat),
        `${ctx.seatName(seat)}: `,
        ...GOODS.map((kind) => goodsToken(kind, goods[kind] ?? 0)),
      ),
    );
    const figures = (st.view.figures ?? [])
      .filter((f) => f.module === ID)
      .map((f) =>
        h(
          'li',
          { 'data-player': f.player ?? 0, 'data-figure': f.figure },
          seatChip(f.player ?? 0),
          t(`${ID}.${f.figure}-at`, { who: ctx.seatName(f.player ?? 0), at: placeWords(f) }),
        ),
      );
    return [
      h('h3', {}, t(`${ID}.goods.title`)),
      h('ul', { class: 'figure-list goods-list' }, ...rows),
      h('p', { class: 'goods-supply' }, t(`${ID}.goods.supply`), ' ', ...GOODS.map((kind) => goodsToken(kind, supply[kind] ?? 0))),
      h('p', { class: 'muted' }, t(`${ID}.goods.note`)),
      figures.length ? h('ul', { class: 'figure-list' }, ...figures) : h('p', { class: 'muted' }, t(`${ID}.figures.none`)),
      state.extra_turn !== null && state.extra_turn !== undefined ? h('p', { class: 'extra-turn' }, t(`${ID}.extra-turn`, { who: ctx.seatName(state.extra_turn) })) : '',
    ];
  },
  announce: ['double-turn'],
};
