// The Princess & The Dragon: the volcano, dragon, portal and princess symbols (the princess on
// the city the tile data names), the dragon and the fairy on the board; during a flight its
// path, the places visited and those it may enter next, with whose step it is and how many are
// left (beside the board, in the turn banner and in the step's panel, whose choices are the
// places outlined on the board); the fairy's protected place while the dragon flies; the
// dragon tiles set aside; the words of the moves that lay a tile and aim elsewhere — a follower
// through the portal onto any free feature (a spot on each feature, lit across the board), the
// fairy beside one of your followers, the princess sending a knight home (spots beside the
// followers) — and the followers the dragon eats, announced over the board.

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { SIZE, followerPoint, placeOutline, tileIcon } from '../tiles.js';
import { placeWords } from '../places.js';

const ID = 'princess-and-dragon';

/**
 * A place of the dragon: a space, or (when triangles count as tiles) one triangle of it.
 * @typedef {{at: [number, number], corner?: string | null}} Place
 */

/**
 * A flight in progress, as the public state gives it: the step to choose now, how many are
 * left (this one included), who chooses it, the places visited (the start first) and those it
 * may enter now.
 * @typedef {{step: number, steps_left: number, chooser: number, visited: Place[], choices: Place[]}} Flight
 */

/**
 * The expansion's public state.
 * @typedef {{
 *   dragon: Place | null,
 *   fairy: {at: [number, number], corner?: string | null, follower: {player: number, location: string} | null} | null,
 *   set_aside: string[],
 *   flight: Flight | null,
 * }} State
 */

/** @typedef {import('../api.js').PlayerView} PlayerView */
/** @typedef {import('../api.js').StateMessage} StateMessage */
/** @typedef {import('./index.js').PageContext} PageContext */

/** The dragon's red. */
const DRAGON = '#b3261e';
/** The colour of a flight's path and of the places it visited. */
const PATH = '#7f1d1d';
/** The fairy's colour: its spots and the place it protects. */
const FAIRY = '#c026d3';
/** The portal's colour: its spots, lit across the board. */
const PORTAL = '#6d28d9';
/** The princess's colour: her spots beside the knights. */
const PRINCESS = '#db2777';

/**
 * The expansion's public state in `view`, if it is in play.
 * @param {PlayerView} view
 * @returns {State | null}
 */
const stateOf = (view) => view.expansions?.[ID] ?? null;

/**
 * The middle of a place, in board coordinates.
 * @param {Place} p
 * @returns {[number, number]}
 */
function middle(p) {
  const [x, y] = followerPoint('C', p.corner ?? undefined);
  return [p.at[0] * SIZE + x, p.at[1] * SIZE + y];
}


/**
 * The dragon: a red winged beast facing right, its middle at `(x, y)`.
 * @param {[number, number]} at
 * @param {number} scale
 */
function dragonDrawing([x, y], scale) {
  return s(
    'g',
    { transform: `translate(${x},${y}) scale(${scale})`, stroke: '#3f0d0a', 'stroke-width': 1, 'stroke-linejoin': 'round' },
    // The tail, the wing behind, the body, the neck and head, the wing in front.
    s('path', { d: 'M-8,3 Q-15,4 -17,-1 L-20,1 L-18,-4 L-15,-2 Q-13,1 -8,0', fill: DRAGON }),
    s('path', { d: 'M-1,-3 L-7,-15 L-3,-12 L0,-16 L2,-11 L5,-13 L3,-3 Z', fill: '#7a1712' }),
    s('ellipse', { cx: 0, cy: 2, rx: 9, ry: 5.5, fill: DRAGON }),
    s('path', { d: 'M6,-1 Q9,-6 10,-9 L16,-8 L17,-5.5 L12,-5 Q11,-1 8,3 Z', fill: DRAGON }),
    s('path', { d: 'M-3,-2 L-11,-12 L-6,-10 L-4,-14 L-1,-9 L2,-11 L1,-2 Z', fill: '#d9443a' }),
    s('path', { d: 'M-5,6 v4 M4,6 v4', fill: 'none', 'stroke-width': 2, 'stroke-linecap': 'round' }),
    s('circle', { cx: 12.5, cy: -7.5, r: 1, fill: '#facc15', stroke: 'none' }),
  );
}

/**
 * The fairy: a little figure with wings and a wand, its dress in `colour`, at `(x, y)`.
 * @param {[number, number]} at
 * @param {string} colour
 * @param {number} scale
 */
function fairyDrawing([x, y], colour, scale) {
  return s(
    'g',
    { transform: `translate(${x},${y}) scale(${scale})` },
    s('ellipse', { cx: -5, cy: -3, rx: 5, ry: 3, transform: 'rotate(-30,-5,-3)', fill: '#cffafe', stroke: '#0e7490', 'stroke-width': 0.8, opacity: 0.9 }),
    s('ellipse', { cx: 5, cy: -3, rx: 5, ry: 3, transform: 'rotate(30,5,-3)', fill: '#cffafe', stroke: '#0e7490', 'stroke-width': 0.8, opacity: 0.9 }),
    s('path', { d: 'M-4,8 L0,-2 L4,8 Z', fill: colour, stroke: '#111', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
    s('circle', { cx: 0, cy: -5, r: 3, fill: '#fde68a', stroke: '#111', 'stroke-width': 1 }),
    s('path', { d: 'M3,1 L8,-6', stroke: '#6b4f2a', 'stroke-width': 1 }),
    s('path', { d: 'M8,-9.5 L8.9,-7 L11.5,-6.8 L9.4,-5.3 L10.2,-2.8 L8,-4.3 L5.8,-2.8 L6.6,-5.3 L4.5,-6.8 L7.1,-7 Z', fill: '#facc15', stroke: '#a16207', 'stroke-width': 0.5 }),
  );
}

/**
 * Where on the city the princess stands: on the side `side` names (in the tile's canonical
 * orientation), a little in from it and aside from its middle (where a knight stands).
 * @param {string | undefined} side
 * @returns {[number, number]}
 */
function princessPoint(side) {
  /** @type {Record<string, [number, number]>} */
  const points = { N: [34, 13], E: [87, 34], S: [66, 87], W: [13, 66] };
  return points[side ?? 'N'] ?? points.N;
}

/**
 * The seat that chooses step `k` of `flight` with `players` players: the steps go round the
 * table from the player who chose step 1.
 * @param {Flight} flight
 * @param {number} k
 * @param {number} players
 */
const chooserOf = (flight, k, players) => (((flight.chooser - (flight.step - 1) + (k - 1)) % players) + players) % players;

/**
 * How many steps the flight has in all.
 * @param {Flight} flight
 */
const totalSteps = (flight) => flight.step + flight.steps_left - 1;

/**
 * The flight in words: its step and the steps left, whose step it is (this browser's seat, a
 * hot-seat player of this browser, or another), who takes the steps after it, and its path.
 * @param {StateMessage} st
 * @param {Flight} flight
 * @param {PageContext} ctx
 */
function flightLines(st, flight, ctx) {
  const who = ctx.seatName(flight.chooser);
  const here = ctx.seatsHere.includes(flight.chooser);
  let whose = t(`${ID}.flight.chooser`, { who });
  if (here && ctx.seatsHere.length > 1) whose = t(`${ID}.flight.hot-seat`, { who });
  else if (here) whose = t(`${ID}.flight.yours`);
  const players = st.game.seats.length;
  const later = [];
  for (let k = flight.step + 1; k <= totalSteps(flight); k++) later.push(ctx.seatName(chooserOf(flight, k, players)));
  return [
    h('p', { class: 'dragon-flight-line', 'data-step': flight.step, 'data-left': flight.steps_left, 'data-chooser': flight.chooser }, t(`${ID}.flight`, { step: flight.step, total: totalSteps(flight), left: flight.steps_left })),
    h('p', { class: 'dragon-whose' }, h('span', { class: 'chip', style: `background:${ctx.seatColour(flight.chooser)}` }), whose),
    later.length ? h('p', { class: 'muted' }, t(`${ID}.flight.then`, { order: later.join(', ') })) : '',
    h('p', { class: 'muted' }, t(`${ID}.flight.path`, { path: flight.visited.map(placeWords).join(' → ') })),
  ];
}

/**
 * What entering place `p` would eat: the followers and the players' figures standing there.
 * @param {PlayerView} view
 * @param {Place} p
 * @param {PageContext} ctx
 */
function eatenAt(view, p, ctx) {
  /** @param {{at: [number, number], corner?: string}} f */
  const inside = (f) => f.at[0] === p.at[0] && f.at[1] === p.at[1] && (!p.corner || f.corner === p.corner);
  const followers = view.followers.filter(inside).map((f) => t(`${ID}.whose`, { who: ctx.seatName(f.player), figure: t(`${ID}.follower`) }));
  const figures = (view.figures ?? [])
    .filter((f) => f.module !== ID && f.player !== undefined && inside(f))
    .map((f) => t(`${ID}.whose`, { who: ctx.seatName(f.player ?? 0), figure: t(`figure.${f.figure}`) }));
  return [...followers, ...figures];
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  messages: {
    en: {
      'figure.dragon': 'Dragon',
      'figure.fairy': 'Fairy',
      [`${ID}.option.dragon_move`]: 'The dragon flies',
      [`${ID}.option.dragon_move.before-scoring`]: 'before the turn’s scoring',
      [`${ID}.option.dragon_move.after-scoring`]: 'after the turn’s scoring',
      [`${ID}.option.fairy_placement`]: 'The fairy stands',
      [`${ID}.option.fairy_placement.next-follower`]: 'next to one follower',
      [`${ID}.option.fairy_placement.on-tile`]: 'on a tile, for every follower of yours there',
      [`${ID}.option.princess_action`]: 'The princess’s player',
      [`${ID}.option.princess_action.may`]: 'may send a knight home',
      [`${ID}.option.princess_action.must`]: 'must send a knight home when one can',
      [`${ID}.option.c1_cross_gaps`]: 'Under c1-2015, a dragon step may cross a triangular gap',
      [`${ID}.option.c1_cross_gaps.yes`]: 'yes',
      [`${ID}.option.c1_cross_gaps.no`]: 'no',
      [`${ID}.action.portal`]: 'A follower through the portal onto the {feature} at {at}',
      [`${ID}.action.portal.mark`]: '✦',
      [`${ID}.action.portal.hint`]: 'a follower through the portal onto a free feature anywhere (◆ ✦)',
      [`${ID}.action.fairy`]: 'The fairy beside your follower on the {feature} at {at}',
      [`${ID}.action.fairy.mark`]: '✿',
      [`${ID}.action.fairy.hint`]: 'the fairy beside one of your followers (◆ ✿)',
      [`${ID}.action.princess`]: 'The princess sends the knight at {at} home',
      [`${ID}.action.princess.mark`]: '♛',
      [`${ID}.action.princess.hint`]: 'the princess sending a knight of her city home (◆ ♛)',
      [`${ID}.decision.dragon-step.title`]: 'The dragon flies',
      [`${ID}.decision.dragon-step.mine`]: '{who}, your step of the dragon’s flight ({step} of {total}): click where it goes',
      [`${ID}.decision.dragon-step.other`]: '{who} chooses step {step} of the dragon’s flight ({left} left)',
      [`${ID}.decision.dragon-step.note`]: 'Click an outlined place next to the dragon, or choose below. Every figure there goes back to its owner; the dragon never enters a place twice in a flight, nor the fairy’s.',
      [`${ID}.announce.eaten.title`]: '{n:one=The dragon ate a follower|other=The dragon ate # followers}',
      [`${ID}.announce.eaten.note`]: 'Eaten followers go back to their owners’ supply without scoring.',
      [`${ID}.dragon.beside`]: 'The dragon waits beside the board for the first volcano.',
      [`${ID}.dragon.at`]: 'The dragon is at {at}.',
      [`${ID}.flight`]: 'The dragon is flying: step {step} of {total}, {left:one=# step|other=# steps} left.',
      [`${ID}.flight.yours`]: 'This step is yours: click where it goes.',
      [`${ID}.flight.hot-seat`]: 'This step is {who}’s: {who} takes it on this browser.',
      [`${ID}.flight.chooser`]: '{who} chooses this step.',
      [`${ID}.flight.then`]: 'The steps after it: {order}.',
      [`${ID}.flight.path`]: 'Its path: {path}.',
      [`${ID}.flight.eats`]: 'Entering {at} eats {figures}.',
      [`${ID}.flight.eats-nothing`]: 'No figure stands where it may go.',
      [`${ID}.whose`]: '{who}’s {figure}',
      [`${ID}.follower`]: 'follower',
      [`${ID}.fairy.beside`]: 'The fairy waits beside the board.',
      [`${ID}.fairy.by`]: 'The fairy stands by {who}’s follower at {at} and keeps the dragon out of its place.',
      [`${ID}.fairy.alone`]: 'The fairy stands at {at}, by no follower, and keeps the dragon out of its place.',
      [`${ID}.set-aside`]: '{n:one=# dragon tile set aside, back into the pile with the first volcano:|other=# dragon tiles set aside, back into the pile with the first volcano:}',
      [`${ID}.set-aside.none`]: 'No dragon tile set aside.',
      'princess-and-dragon.name': 'The Princess & The Dragon',
      'princess-and-dragon.summary': 'volcanoes, the dragon\'s flight, the fairy, magic portals and princesses',
      'princess-and-dragon.symbol.volcano': 'volcano',
      'princess-and-dragon.symbol.dragon': 'dragon',
      'princess-and-dragon.symbol.portal': 'portal',
      'princess-and-dragon.symbol.princess': 'princess',
      'princess-and-dragon.place': '{at} {corner}',
      'princess-and-dragon.place.location': '{at} {corner} {location}',
      'princess-and-dragon.event.dragon-jumped': 'the dragon jumps to the volcano at {at}',
      'princess-and-dragon.event.dragon-moved': '{who} flies the dragon to {at} (step {n})',
      'princess-and-dragon.event.eaten': 'the dragon eats {who}\'s follower at {at}',
      'princess-and-dragon.event.flight-over-dead-end': 'the dragon\'s flight ends at {at} after {n:one=# step|other=# steps}: no place left to enter',
      'princess-and-dragon.event.flight-over': 'the dragon\'s flight ends at {at}',
      'princess-and-dragon.event.fairy-moved': '{who} moves the fairy next to the follower at {at}',
      'princess-and-dragon.event.fairy-turn-points': '{who} scores {n} at the start of the turn for the fairy',
      'princess-and-dragon.event.fairy-bonus': '{who} scores {n} for the fairy: its follower\'s feature is scored',
      'princess-and-dragon.event.set-aside': '{who} draws a dragon tile while the dragon is beside the board: it is set aside, {who} draws again',
      'princess-and-dragon.event.reshuffled': 'the first volcano: {n:one=# set-aside dragon tile goes|other=# set-aside dragon tiles go} back into the pile, shuffled',
      'princess-and-dragon.event.portal-follower': '{who} places a follower through the magic portal at {at}',
      'princess-and-dragon.event.knight-home': '{who}\'s princess sends {owner}\'s knight at {at} home',
      'princess-and-dragon.score.fairy-turn': 'the fairy by {who}\'s follower: {points} at the start of the turn',
      'princess-and-dragon.score.fairy-bonus': 'the fairy: {points} as {why}',
      'princess-and-dragon.why.scored': 'its follower\'s feature is scored',
      'princess-and-dragon.why.scored-at-end': 'its follower\'s feature is scored at the end',
      'princess-and-dragon.prompt.dragon': 'step {step} of {steps} of the dragon\'s flight: choose the neighbouring {unit} it enters (it eats every figure there)',
      'princess-and-dragon.unit.space': 'space',
      'princess-and-dragon.unit.tile': 'tile',
      'princess-and-dragon.choice.fairy': 'move the fairy next to your follower at {at}',
      'princess-and-dragon.choice.portal': 'a follower through the magic portal onto {at}',
      'princess-and-dragon.choice.portal-kind': 'your {kind} through the magic portal onto {at}',
      'princess-and-dragon.choice.princess': 'the princess sends the knight at {at} home',
      'princess-and-dragon.choice.dragon': 'the dragon flies to {at}',
      'princess-and-dragon.rule.no-flight': 'the dragon is not flying now',
      'princess-and-dragon.rule.step-needs-place': 'dragon: name the place it enters',
      'princess-and-dragon.rule.dragon-place-visited': 'dragon: it has already visited {at} in this flight',
      'princess-and-dragon.rule.dragon-fairy-place': 'dragon: the fairy protects {at}',
      'princess-and-dragon.rule.dragon-enters-spaces': 'dragon: it enters whole spaces in this rules version: name {at} without a corner',
      'princess-and-dragon.rule.dragon-place-empty': 'dragon: no tile to enter at {at} (an empty space cannot be entered)',
      'princess-and-dragon.rule.dragon-not-neighbour': 'dragon: {at} does not neighbour the dragon\'s place',
      'princess-and-dragon.rule.fairy-needs-follower': 'fairy: name the tile\'s placement and the follower of yours it goes next to',
      'princess-and-dragon.rule.princess-must-act': 'fairy: the princess must send a knight home with this placement',
      'princess-and-dragon.rule.fairy-not-by-own-follower': 'fairy: no follower of yours at {spot}',
      'princess-and-dragon.rule.fairy-already-there': 'fairy: it already stands there',
      'princess-and-dragon.rule.portal-feature-occupied': 'portal: that feature holds a follower',
      'princess-and-dragon.rule.portal-feature-complete': 'portal: that feature is complete',
      'princess-and-dragon.rule.portal-needs-feature': 'portal: name the tile\'s placement and the feature the follower goes on',
      'princess-and-dragon.rule.not-a-portal': 'portal: the tile has no magic portal',
      'princess-and-dragon.rule.princess-needs-knight': 'princess: name the tile\'s placement and the knight sent home',
      'princess-and-dragon.rule.no-princess': 'princess: the tile carries no princess',
      'princess-and-dragon.rule.princess-no-knight-there': 'princess: no knight at {spot} in the city she joins',
      'princess-and-dragon.rule.unknown-action': 'unknown Princess & Dragon action',
    },
    nl: {
      'figure.dragon': 'Draak',
      'figure.fairy': 'Fee',
      'princess-and-dragon.option.dragon_move': 'De draak vliegt',
      'princess-and-dragon.option.dragon_move.before-scoring': 'voor de waardering van de beurt',
      'princess-and-dragon.option.dragon_move.after-scoring': 'na de waardering van de beurt',
      'princess-and-dragon.option.fairy_placement': 'De fee staat',
      'princess-and-dragon.option.fairy_placement.next-follower': 'naast één horige',
      'princess-and-dragon.option.fairy_placement.on-tile': 'op een tegel, voor al je horigen daar',
      'princess-and-dragon.option.princess_action': 'De speler van de prinses',
      'princess-and-dragon.option.princess_action.may': 'mag een ridder naar huis sturen',
      'princess-and-dragon.option.princess_action.must': 'moet een ridder naar huis sturen als dat kan',
      'princess-and-dragon.option.c1_cross_gaps': 'Onder c1-2015 mag een stap van de draak een driehoekig gat oversteken',
      'princess-and-dragon.option.c1_cross_gaps.yes': 'ja',
      'princess-and-dragon.option.c1_cross_gaps.no': 'nee',
      'princess-and-dragon.action.portal': 'Een horige door de poort naar de {feature} bij {at}',
      'princess-and-dragon.action.portal.mark': '✦',
      'princess-and-dragon.action.portal.hint': 'een horige door de poort naar een vrij gebied waar dan ook (◆ ✦)',
      'princess-and-dragon.action.fairy': 'De fee naast je horige op de {feature} bij {at}',
      'princess-and-dragon.action.fairy.mark': '✿',
      'princess-and-dragon.action.fairy.hint': 'de fee naast een van je horigen (◆ ✿)',
      'princess-and-dragon.action.princess': 'De prinses stuurt de ridder bij {at} naar huis',
      'princess-and-dragon.action.princess.mark': '♛',
      'princess-and-dragon.action.princess.hint': 'de prinses stuurt een ridder van haar stad naar huis (◆ ♛)',
      'princess-and-dragon.decision.dragon-step.title': 'De draak vliegt',
      'princess-and-dragon.decision.dragon-step.mine': '{who}, jouw stap van de vlucht van de draak ({step} van {total}): klik waar hij heen gaat',
      'princess-and-dragon.decision.dragon-step.other': '{who} kiest stap {step} van de vlucht van de draak (nog {left})',
      'princess-and-dragon.decision.dragon-step.note': 'Klik op een omlijnde plaats naast de draak, of kies hieronder. Elke figuur daar gaat terug naar zijn eigenaar; de draak komt in een vlucht nooit twee keer op dezelfde plaats, en nooit bij de fee.',
      'princess-and-dragon.announce.eaten.title': '{n:one=De draak at een horige op|other=De draak at # horigen op}',
      'princess-and-dragon.announce.eaten.note': 'Opgegeten horigen gaan zonder punten terug naar de voorraad van hun eigenaar.',
      'princess-and-dragon.dragon.beside': 'De draak wacht naast het speelveld op de eerste vulkaan.',
      'princess-and-dragon.dragon.at': 'De draak is bij {at}.',
      'princess-and-dragon.flight': 'De draak vliegt: stap {step} van {total}, nog {left:one=# stap|other=# stappen}.',
      'princess-and-dragon.flight.yours': 'Deze stap is aan jou: klik waar hij heen gaat.',
      'princess-and-dragon.flight.hot-seat': 'Deze stap is aan {who}: {who} zet hem in deze browser.',
      'princess-and-dragon.flight.chooser': '{who} kiest deze stap.',
      'princess-and-dragon.flight.then': 'De stappen daarna: {order}.',
      'princess-and-dragon.flight.path': 'Zijn pad: {path}.',
      'princess-and-dragon.flight.eats': 'Bij {at} eet hij {figures} op.',
      'princess-and-dragon.flight.eats-nothing': 'Waar hij heen kan, staat geen figuur.',
      'princess-and-dragon.whose': '{figure} van {who}',
      'princess-and-dragon.follower': 'horige',
      'princess-and-dragon.fairy.beside': 'De fee wacht naast het speelveld.',
      'princess-and-dragon.fairy.by': 'De fee staat bij de horige van {who} bij {at} en houdt de draak weg van die plaats.',
      'princess-and-dragon.fairy.alone': 'De fee staat bij {at}, bij geen horige, en houdt de draak weg van die plaats.',
      'princess-and-dragon.set-aside': '{n:one=# draaktegel apart gelegd, bij de eerste vulkaan terug in de stapel:|other=# draaktegels apart gelegd, bij de eerste vulkaan terug in de stapel:}',
      'princess-and-dragon.set-aside.none': 'Geen draaktegel apart gelegd.',
      'princess-and-dragon.name': 'De Prinses & De Draak',
      'princess-and-dragon.summary': 'vulkanen, de vlucht van de draak, de fee, magische poorten en prinsessen',
      'princess-and-dragon.symbol.volcano': 'vulkaan',
      'princess-and-dragon.symbol.dragon': 'draak',
      'princess-and-dragon.symbol.portal': 'poort',
      'princess-and-dragon.symbol.princess': 'prinses',
      'princess-and-dragon.place': '{at} {corner}',
      'princess-and-dragon.place.location': '{at} {corner} {location}',
      'princess-and-dragon.event.dragon-jumped': 'de draak springt naar de vulkaan op {at}',
      'princess-and-dragon.event.dragon-moved': '{who} laat de draak naar {at} vliegen (stap {n})',
      'princess-and-dragon.event.eaten': 'de draak eet de horige van {who} op {at} op',
      'princess-and-dragon.event.flight-over-dead-end': 'de vlucht van de draak eindigt op {at} na {n:one=# stap|other=# stappen}: er is geen plaats meer om binnen te gaan',
      'princess-and-dragon.event.flight-over': 'de vlucht van de draak eindigt op {at}',
      'princess-and-dragon.event.fairy-moved': '{who} zet de fee naast de horige op {at}',
      'princess-and-dragon.event.fairy-turn-points': '{who} krijgt aan het begin van de beurt {n:one=# punt|other=# punten} voor de fee',
      'princess-and-dragon.event.fairy-bonus': '{who} krijgt {n:one=# punt|other=# punten} voor de fee: het gebied van haar horige wordt gewaardeerd',
      'princess-and-dragon.event.set-aside': '{who} trekt een draaktegel terwijl de draak naast het speelveld staat: hij wordt apart gelegd, {who} trekt opnieuw',
      'princess-and-dragon.event.reshuffled': 'de eerste vulkaan: {n:one=# apart gelegde draaktegel gaat|other=# apart gelegde draaktegels gaan} geschud terug in de stapel',
      'princess-and-dragon.event.portal-follower': '{who} zet een horige door de magische poort op {at}',
      'princess-and-dragon.event.knight-home': 'de prinses van {who} stuurt de ridder van {owner} op {at} naar huis',
      'princess-and-dragon.score.fairy-turn': 'de fee bij de horige van {who}: {points} aan het begin van de beurt',
      'princess-and-dragon.score.fairy-bonus': 'de fee: {points} omdat {why}',
      'princess-and-dragon.why.scored': 'het gebied van haar horige gewaardeerd wordt',
      'princess-and-dragon.why.scored-at-end': 'het gebied van haar horige aan het eind gewaardeerd wordt',
      'princess-and-dragon.prompt.dragon': 'stap {step} van {steps} van de vlucht van de draak: kies het naburige {unit} waar hij binnengaat (hij eet er elke figuur op)',
      'princess-and-dragon.unit.space': 'vak',
      'princess-and-dragon.unit.tile': 'tegel',
      'princess-and-dragon.choice.fairy': 'de fee naast je horige op {at} zetten',
      'princess-and-dragon.choice.portal': 'een horige door de magische poort naar {at}',
      'princess-and-dragon.choice.portal-kind': 'je {kind} door de magische poort naar {at}',
      'princess-and-dragon.choice.princess': 'de prinses stuurt de ridder op {at} naar huis',
      'princess-and-dragon.choice.dragon': 'de draak vliegt naar {at}',
      'princess-and-dragon.rule.no-flight': 'de draak vliegt nu niet',
      'princess-and-dragon.rule.step-needs-place': 'draak: noem de plaats waar hij binnengaat',
      'princess-and-dragon.rule.dragon-place-visited': 'draak: hij was in deze vlucht al op {at}',
      'princess-and-dragon.rule.dragon-fairy-place': 'draak: de fee beschermt {at}',
      'princess-and-dragon.rule.dragon-enters-spaces': 'draak: in deze regelversie gaat hij hele vakken binnen: noem {at} zonder hoek',
      'princess-and-dragon.rule.dragon-place-empty': 'draak: geen tegel om binnen te gaan op {at} (een leeg vak kan niet)',
      'princess-and-dragon.rule.dragon-not-neighbour': 'draak: {at} grenst niet aan de plaats van de draak',
      'princess-and-dragon.rule.fairy-needs-follower': 'fee: noem de ligging van de tegel en de horige van jou waar ze naast gaat',
      'princess-and-dragon.rule.princess-must-act': 'fee: de prinses moet met deze tegel een ridder naar huis sturen',
      'princess-and-dragon.rule.fairy-not-by-own-follower': 'fee: geen horige van jou op {spot}',
      'princess-and-dragon.rule.fairy-already-there': 'fee: ze staat daar al',
      'princess-and-dragon.rule.portal-feature-occupied': 'poort: op dat gebied staat een horige',
      'princess-and-dragon.rule.portal-feature-complete': 'poort: dat gebied is voltooid',
      'princess-and-dragon.rule.portal-needs-feature': 'poort: noem de ligging van de tegel en het gebied waar de horige heen gaat',
      'princess-and-dragon.rule.not-a-portal': 'poort: de tegel heeft geen magische poort',
      'princess-and-dragon.rule.princess-needs-knight': 'prinses: noem de ligging van de tegel en de ridder die naar huis gaat',
      'princess-and-dragon.rule.no-princess': 'prinses: de tegel heeft geen prinses',
      'princess-and-dragon.rule.princess-no-knight-there': 'prinses: geen ridder op {spot} in de stad waar ze bij komt',
      'princess-and-dragon.rule.unknown-action': 'onbekende actie van De Prinses & De Draak',
    },
    ro: {
      'figure.dragon': 'Dragon',
      'figure.fairy': 'Zână',
      'princess-and-dragon.option.dragon_move': 'Dragonul zboară',
      'princess-and-dragon.option.dragon_move.before-scoring': 'înainte de punctarea turei',
      'princess-and-dragon.option.dragon_move.after-scoring': 'după punctarea turei',
      'princess-and-dragon.option.fairy_placement': 'Zâna stă',
      'princess-and-dragon.option.fairy_placement.next-follower': 'lângă un omuleț',
      'princess-and-dragon.option.fairy_placement.on-tile': 'pe o piesă, pentru toți omuleții tăi de acolo',
      'princess-and-dragon.option.princess_action': 'Jucătorul prințesei',
      'princess-and-dragon.option.princess_action.may': 'poate trimite un cavaler acasă',
      'princess-and-dragon.option.princess_action.must': 'trebuie să trimită un cavaler acasă când se poate',
      'princess-and-dragon.option.c1_cross_gaps': 'Sub c1-2015, un pas al dragonului poate trece peste un gol triunghiular',
      'princess-and-dragon.option.c1_cross_gaps.yes': 'da',
      'princess-and-dragon.option.c1_cross_gaps.no': 'nu',
      'princess-and-dragon.action.portal': 'Un omuleț prin portal pe {feature} de la {at}',
      'princess-and-dragon.action.portal.mark': '✦',
      'princess-and-dragon.action.portal.hint': 'un omuleț prin portal pe o zonă liberă oriunde (◆ ✦)',
      'princess-and-dragon.action.fairy': 'Zâna lângă omulețul tău de pe {feature} de la {at}',
      'princess-and-dragon.action.fairy.mark': '✿',
      'princess-and-dragon.action.fairy.hint': 'zâna lângă unul dintre omuleții tăi (◆ ✿)',
      'princess-and-dragon.action.princess': 'Prințesa trimite acasă cavalerul de la {at}',
      'princess-and-dragon.action.princess.mark': '♛',
      'princess-and-dragon.action.princess.hint': 'prințesa trimite acasă un cavaler din orașul ei (◆ ♛)',
      'princess-and-dragon.decision.dragon-step.title': 'Dragonul zboară',
      'princess-and-dragon.decision.dragon-step.mine': '{who}, pasul tău din zborul dragonului ({step} din {total}): apasă unde merge',
      'princess-and-dragon.decision.dragon-step.other': '{who} alege pasul {step} din zborul dragonului (mai sunt {left})',
      'princess-and-dragon.decision.dragon-step.note': 'Apasă pe un loc conturat lângă dragon sau alege mai jos. Orice figură de acolo se întoarce la proprietar; dragonul nu intră de două ori în același loc într-un zbor și nici unde e zâna.',
      'princess-and-dragon.announce.eaten.title': '{n:one=Dragonul a mâncat un omuleț|few=Dragonul a mâncat # omuleți|other=Dragonul a mâncat # de omuleți}',
      'princess-and-dragon.announce.eaten.note': 'Omuleții mâncați se întorc în rezerva proprietarilor fără puncte.',
      'princess-and-dragon.dragon.beside': 'Dragonul așteaptă lângă tablă primul vulcan.',
      'princess-and-dragon.dragon.at': 'Dragonul e la {at}.',
      'princess-and-dragon.flight': 'Dragonul zboară: pasul {step} din {total}, {left:one=mai e # pas|few=mai sunt # pași|other=mai sunt # de pași}.',
      'princess-and-dragon.flight.yours': 'Pasul acesta e al tău: apasă unde merge.',
      'princess-and-dragon.flight.hot-seat': 'Pasul acesta e al lui {who}: {who} îl face în acest browser.',
      'princess-and-dragon.flight.chooser': '{who} alege acest pas.',
      'princess-and-dragon.flight.then': 'Pașii de după: {order}.',
      'princess-and-dragon.flight.path': 'Drumul lui: {path}.',
      'princess-and-dragon.flight.eats': 'Intrând la {at}, mănâncă {figures}.',
      'princess-and-dragon.flight.eats-nothing': 'Nicio figură nu stă unde poate merge.',
      'princess-and-dragon.whose': '{figure} lui {who}',
      'princess-and-dragon.follower': 'omulețul',
      'princess-and-dragon.fairy.beside': 'Zâna așteaptă lângă tablă.',
      'princess-and-dragon.fairy.by': 'Zâna stă lângă omulețul lui {who} de la {at} și ține dragonul departe de locul ei.',
      'princess-and-dragon.fairy.alone': 'Zâna stă la {at}, lângă niciun omuleț, și ține dragonul departe de locul ei.',
      'princess-and-dragon.set-aside': '{n:one=# piesă cu dragon pusă deoparte, revine în teanc la primul vulcan:|few=# piese cu dragon puse deoparte, revin în teanc la primul vulcan:|other=# de piese cu dragon puse deoparte, revin în teanc la primul vulcan:}',
      'princess-and-dragon.set-aside.none': 'Nicio piesă cu dragon pusă deoparte.',
      'princess-and-dragon.name': 'Prințesa și Dragonul',
      'princess-and-dragon.summary': 'vulcani, zborul dragonului, zâna, portaluri magice și prințese',
      'princess-and-dragon.symbol.volcano': 'vulcan',
      'princess-and-dragon.symbol.dragon': 'dragon',
      'princess-and-dragon.symbol.portal': 'portal',
      'princess-and-dragon.symbol.princess': 'prințesă',
      'princess-and-dragon.place': '{at} {corner}',
      'princess-and-dragon.place.location': '{at} {corner} {location}',
      'princess-and-dragon.event.dragon-jumped': 'dragonul sare la vulcanul de la {at}',
      'princess-and-dragon.event.dragon-moved': '{who} duce dragonul la {at} (pasul {n})',
      'princess-and-dragon.event.eaten': 'dragonul mănâncă omulețul lui {who} de la {at}',
      'princess-and-dragon.event.flight-over-dead-end': 'zborul dragonului se termină la {at} după {n:one=# pas|few=# pași|other=# de pași}: nu mai are unde intra',
      'princess-and-dragon.event.flight-over': 'zborul dragonului se termină la {at}',
      'princess-and-dragon.event.fairy-moved': '{who} mută zâna lângă omulețul de la {at}',
      'princess-and-dragon.event.fairy-turn-points': '{who} primește {n:one=# punct|few=# puncte|other=# de puncte} la începutul turei pentru zână',
      'princess-and-dragon.event.fairy-bonus': '{who} primește {n:one=# punct|few=# puncte|other=# de puncte} pentru zână: zona omulețului ei e punctată',
      'princess-and-dragon.event.set-aside': '{who} trage o piesă cu dragon cât timp dragonul e lângă tablă: e pusă deoparte, {who} trage din nou',
      'princess-and-dragon.event.reshuffled': 'primul vulcan: {n:one=# piesă cu dragon pusă deoparte revine|few=# piese cu dragon puse deoparte revin|other=# de piese cu dragon puse deoparte revin} în teanc, amestecate',
      'princess-and-dragon.event.portal-follower': '{who} pune un omuleț prin portalul magic la {at}',
      'princess-and-dragon.event.knight-home': 'prințesa lui {who} trimite acasă cavalerul lui {owner} de la {at}',
      'princess-and-dragon.score.fairy-turn': 'zâna de lângă omulețul lui {who}: {points} la începutul turei',
      'princess-and-dragon.score.fairy-bonus': 'zâna: {points} pentru că {why}',
      'princess-and-dragon.why.scored': 'zona omulețului ei e punctată',
      'princess-and-dragon.why.scored-at-end': 'zona omulețului ei e punctată la final',
      'princess-and-dragon.prompt.dragon': 'pasul {step} din {steps} al zborului dragonului: alege {unit} în care intră (mănâncă orice figură de acolo)',
      'princess-and-dragon.unit.space': 'locul vecin',
      'princess-and-dragon.unit.tile': 'piesa vecină',
      'princess-and-dragon.choice.fairy': 'mută zâna lângă omulețul tău de la {at}',
      'princess-and-dragon.choice.portal': 'un omuleț prin portalul magic la {at}',
      'princess-and-dragon.choice.portal-kind': '{kind} tău prin portalul magic la {at}',
      'princess-and-dragon.choice.princess': 'prințesa trimite acasă cavalerul de la {at}',
      'princess-and-dragon.choice.dragon': 'dragonul zboară la {at}',
      'princess-and-dragon.rule.no-flight': 'dragonul nu zboară acum',
      'princess-and-dragon.rule.step-needs-place': 'dragon: numește locul în care intră',
      'princess-and-dragon.rule.dragon-place-visited': 'dragon: a fost deja la {at} în acest zbor',
      'princess-and-dragon.rule.dragon-fairy-place': 'dragon: zâna apără {at}',
      'princess-and-dragon.rule.dragon-enters-spaces': 'dragon: în această versiune intră în locuri întregi: numește {at} fără colț',
      'princess-and-dragon.rule.dragon-place-empty': 'dragon: nicio piesă în care să intre la {at} (un loc gol nu se poate)',
      'princess-and-dragon.rule.dragon-not-neighbour': 'dragon: {at} nu e vecin cu locul dragonului',
      'princess-and-dragon.rule.fairy-needs-follower': 'zână: numește așezarea piesei și omulețul tău lângă care merge',
      'princess-and-dragon.rule.princess-must-act': 'zână: cu această piesă prințesa trebuie să trimită un cavaler acasă',
      'princess-and-dragon.rule.fairy-not-by-own-follower': 'zână: niciun omuleț al tău la {spot}',
      'princess-and-dragon.rule.fairy-already-there': 'zână: stă deja acolo',
      'princess-and-dragon.rule.portal-feature-occupied': 'portal: pe acea zonă e un omuleț',
      'princess-and-dragon.rule.portal-feature-complete': 'portal: acea zonă e terminată',
      'princess-and-dragon.rule.portal-needs-feature': 'portal: numește așezarea piesei și zona pe care merge omulețul',
      'princess-and-dragon.rule.not-a-portal': 'portal: piesa nu are portal magic',
      'princess-and-dragon.rule.princess-needs-knight': 'prințesă: numește așezarea piesei și cavalerul trimis acasă',
      'princess-and-dragon.rule.no-princess': 'prințesă: piesa nu are prințesă',
      'princess-and-dragon.rule.princess-no-knight-there': 'prințesă: niciun cavaler la {spot} în orașul în care intră',
      'princess-and-dragon.rule.unknown-action': 'acțiune necunoscută a extensiei Prințesa și Dragonul',
    },
    de: {
      'figure.dragon': 'Drache',
      'figure.fairy': 'Fee',
      'princess-and-dragon.option.dragon_move': 'Der Drache fliegt',
      'princess-and-dragon.option.dragon_move.before-scoring': 'vor der Wertung des Zugs',
      'princess-and-dragon.option.dragon_move.after-scoring': 'nach der Wertung des Zugs',
      'princess-and-dragon.option.fairy_placement': 'Die Fee steht',
      'princess-and-dragon.option.fairy_placement.next-follower': 'neben einem Gefolgsmann',
      'princess-and-dragon.option.fairy_placement.on-tile': 'auf einer Karte, für alle deine Gefolgsleute dort',
      'princess-and-dragon.option.princess_action': 'Der Spieler der Prinzessin',
      'princess-and-dragon.option.princess_action.may': 'darf einen Ritter nach Hause schicken',
      'princess-and-dragon.option.princess_action.must': 'muss einen Ritter nach Hause schicken, wenn es geht',
      'princess-and-dragon.option.c1_cross_gaps': 'Unter c1-2015 darf ein Drachenschritt eine dreieckige Lücke überqueren',
      'princess-and-dragon.option.c1_cross_gaps.yes': 'ja',
      'princess-and-dragon.option.c1_cross_gaps.no': 'nein',
      'princess-and-dragon.action.portal': 'Ein Gefolgsmann durch das Portal auf {feature} bei {at}',
      'princess-and-dragon.action.portal.mark': '✦',
      'princess-and-dragon.action.portal.hint': 'ein Gefolgsmann durch das Portal auf ein freies Gebiet irgendwo (◆ ✦)',
      'princess-and-dragon.action.fairy': 'Die Fee neben deinen Gefolgsmann auf {feature} bei {at}',
      'princess-and-dragon.action.fairy.mark': '✿',
      'princess-and-dragon.action.fairy.hint': 'die Fee neben einen deiner Gefolgsleute (◆ ✿)',
      'princess-and-dragon.action.princess': 'Die Prinzessin schickt den Ritter bei {at} nach Hause',
      'princess-and-dragon.action.princess.mark': '♛',
      'princess-and-dragon.action.princess.hint': 'die Prinzessin schickt einen Ritter ihrer Stadt nach Hause (◆ ♛)',
      'princess-and-dragon.decision.dragon-step.title': 'Der Drache fliegt',
      'princess-and-dragon.decision.dragon-step.mine': '{who}, dein Schritt des Drachenflugs ({step} von {total}): klicke, wohin er fliegt',
      'princess-and-dragon.decision.dragon-step.other': '{who} wählt Schritt {step} des Drachenflugs (noch {left})',
      'princess-and-dragon.decision.dragon-step.note': 'Klicke auf einen umrandeten Ort neben dem Drachen oder wähle unten. Jede Figur dort geht an ihren Besitzer zurück; der Drache betritt in einem Flug keinen Ort zweimal und nie den der Fee.',
      'princess-and-dragon.announce.eaten.title': '{n:one=Der Drache hat einen Gefolgsmann gefressen|other=Der Drache hat # Gefolgsleute gefressen}',
      'princess-and-dragon.announce.eaten.note': 'Gefressene Gefolgsleute gehen ohne Wertung in den Vorrat ihrer Besitzer zurück.',
      'princess-and-dragon.dragon.beside': 'Der Drache wartet neben der Auslage auf den ersten Vulkan.',
      'princess-and-dragon.dragon.at': 'Der Drache ist bei {at}.',
      'princess-and-dragon.flight': 'Der Drache fliegt: Schritt {step} von {total}, noch {left:one=# Schritt|other=# Schritte}.',
      'princess-and-dragon.flight.yours': 'Dieser Schritt gehört dir: klicke, wohin er fliegt.',
      'princess-and-dragon.flight.hot-seat': 'Dieser Schritt gehört {who}: {who} macht ihn an diesem Browser.',
      'princess-and-dragon.flight.chooser': '{who} wählt diesen Schritt.',
      'princess-and-dragon.flight.then': 'Die Schritte danach: {order}.',
      'princess-and-dragon.flight.path': 'Sein Weg: {path}.',
      'princess-and-dragon.flight.eats': 'Bei {at} frisst er {figures}.',
      'princess-and-dragon.flight.eats-nothing': 'Wo er hinkann, steht keine Figur.',
      'princess-and-dragon.whose': '{figure} von {who}',
      'princess-and-dragon.follower': 'Gefolgsmann',
      'princess-and-dragon.fairy.beside': 'Die Fee wartet neben der Auslage.',
      'princess-and-dragon.fairy.by': 'Die Fee steht beim Gefolgsmann von {who} bei {at} und hält den Drachen von ihrem Ort fern.',
      'princess-and-dragon.fairy.alone': 'Die Fee steht bei {at}, bei keinem Gefolgsmann, und hält den Drachen von ihrem Ort fern.',
      'princess-and-dragon.set-aside': '{n:one=# Drachenkarte beiseitegelegt, mit dem ersten Vulkan zurück in den Stapel:|other=# Drachenkarten beiseitegelegt, mit dem ersten Vulkan zurück in den Stapel:}',
      'princess-and-dragon.set-aside.none': 'Keine Drachenkarte beiseitegelegt.',
      'princess-and-dragon.name': 'Burgfräulein und Drache',
      'princess-and-dragon.summary': 'Vulkane, der Flug des Drachen, die Fee, Zauberportale und Prinzessinnen',
      'princess-and-dragon.symbol.volcano': 'Vulkan',
      'princess-and-dragon.symbol.dragon': 'Drache',
      'princess-and-dragon.symbol.portal': 'Portal',
      'princess-and-dragon.symbol.princess': 'Prinzessin',
      'princess-and-dragon.place': '{at} {corner}',
      'princess-and-dragon.place.location': '{at} {corner} {location}',
      'princess-and-dragon.event.dragon-jumped': 'der Drache springt zum Vulkan auf {at}',
      'princess-and-dragon.event.dragon-moved': '{who} lässt den Drachen nach {at} fliegen (Schritt {n})',
      'princess-and-dragon.event.eaten': 'der Drache frisst den Gefolgsmann von {who} auf {at}',
      'princess-and-dragon.event.flight-over-dead-end': 'der Flug des Drachen endet auf {at} nach {n:one=# Schritt|other=# Schritten}: kein Ort mehr zu betreten',
      'princess-and-dragon.event.flight-over': 'der Flug des Drachen endet auf {at}',
      'princess-and-dragon.event.fairy-moved': '{who} setzt die Fee neben den Gefolgsmann auf {at}',
      'princess-and-dragon.event.fairy-turn-points': '{who} bekommt zu Beginn des Zugs {n:one=# Punkt|other=# Punkte} für die Fee',
      'princess-and-dragon.event.fairy-bonus': '{who} bekommt {n:one=# Punkt|other=# Punkte} für die Fee: das Gebiet ihres Gefolgsmanns wird gewertet',
      'princess-and-dragon.event.set-aside': '{who} zieht eine Drachenkarte, während der Drache neben der Auslage steht: sie wird beiseitegelegt, {who} zieht noch einmal',
      'princess-and-dragon.event.reshuffled': 'der erste Vulkan: {n:one=# beiseitegelegte Drachenkarte kommt|other=# beiseitegelegte Drachenkarten kommen} gemischt zurück in den Stapel',
      'princess-and-dragon.event.portal-follower': '{who} setzt einen Gefolgsmann durch das Zauberportal auf {at}',
      'princess-and-dragon.event.knight-home': 'die Prinzessin von {who} schickt den Ritter von {owner} auf {at} nach Hause',
      'princess-and-dragon.score.fairy-turn': 'die Fee beim Gefolgsmann von {who}: {points} zu Beginn des Zugs',
      'princess-and-dragon.score.fairy-bonus': 'die Fee: {points}, weil {why}',
      'princess-and-dragon.why.scored': 'das Gebiet ihres Gefolgsmanns gewertet wird',
      'princess-and-dragon.why.scored-at-end': 'das Gebiet ihres Gefolgsmanns am Ende gewertet wird',
      'princess-and-dragon.prompt.dragon': 'Schritt {step} von {steps} des Drachenflugs: wähle das benachbarte {unit}, das er betritt (er frisst dort jede Figur)',
      'princess-and-dragon.unit.space': 'Feld',
      'princess-and-dragon.unit.tile': 'Kartenstück',
      'princess-and-dragon.choice.fairy': 'die Fee neben deinen Gefolgsmann auf {at} setzen',
      'princess-and-dragon.choice.portal': 'ein Gefolgsmann durch das Zauberportal auf {at}',
      'princess-and-dragon.choice.portal-kind': 'dein {kind} durch das Zauberportal auf {at}',
      'princess-and-dragon.choice.princess': 'die Prinzessin schickt den Ritter auf {at} nach Hause',
      'princess-and-dragon.choice.dragon': 'der Drache fliegt nach {at}',
      'princess-and-dragon.rule.no-flight': 'der Drache fliegt gerade nicht',
      'princess-and-dragon.rule.step-needs-place': 'Drache: nenne den Ort, den er betritt',
      'princess-and-dragon.rule.dragon-place-visited': 'Drache: er war in diesem Flug schon auf {at}',
      'princess-and-dragon.rule.dragon-fairy-place': 'Drache: die Fee schützt {at}',
      'princess-and-dragon.rule.dragon-enters-spaces': 'Drache: in dieser Regelversion betritt er ganze Felder: nenne {at} ohne Ecke',
      'princess-and-dragon.rule.dragon-place-empty': 'Drache: keine Karte zu betreten auf {at} (ein leeres Feld geht nicht)',
      'princess-and-dragon.rule.dragon-not-neighbour': 'Drache: {at} grenzt nicht an den Ort des Drachen',
      'princess-and-dragon.rule.fairy-needs-follower': 'Fee: nenne die Lage der Karte und deinen Gefolgsmann, neben den sie kommt',
      'princess-and-dragon.rule.princess-must-act': 'Fee: die Prinzessin muss mit dieser Karte einen Ritter nach Hause schicken',
      'princess-and-dragon.rule.fairy-not-by-own-follower': 'Fee: kein Gefolgsmann von dir auf {spot}',
      'princess-and-dragon.rule.fairy-already-there': 'Fee: sie steht schon dort',
      'princess-and-dragon.rule.portal-feature-occupied': 'Portal: auf diesem Gebiet steht ein Gefolgsmann',
      'princess-and-dragon.rule.portal-feature-complete': 'Portal: dieses Gebiet ist fertig',
      'princess-and-dragon.rule.portal-needs-feature': 'Portal: nenne die Lage der Karte und das Gebiet, auf das der Gefolgsmann kommt',
      'princess-and-dragon.rule.not-a-portal': 'Portal: die Karte hat kein Zauberportal',
      'princess-and-dragon.rule.princess-needs-knight': 'Prinzessin: nenne die Lage der Karte und den Ritter, der nach Hause geht',
      'princess-and-dragon.rule.no-princess': 'Prinzessin: die Karte trägt keine Prinzessin',
      'princess-and-dragon.rule.princess-no-knight-there': 'Prinzessin: kein Ritter auf {spot} in der Stadt, zu der sie kommt',
      'princess-and-dragon.rule.unknown-action': 'unbekannte Aktion von Burgfräulein und Drache',
    },
  },
  symbols: {
    // A volcano: a brown cone with glowing lava and smoke.
    volcano: ([x, y]) =>
      s(
        'g',
        { class: 'symbol volcano' },
        s('circle', { cx: x + 2, cy: y - 12, r: 3, fill: '#9ca3af' }),
        s('circle', { cx: x + 5.5, cy: y - 15, r: 2.5, fill: '#d1d5db' }),
        s('path', { d: `M${x - 12},${y + 9} L${x - 4},${y - 6} L${x + 4},${y - 6} L${x + 12},${y + 9} Z`, fill: '#6b4f3a', stroke: '#3b2a1d', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }),
        s('path', { d: `M${x - 4},${y - 6} Q${x},${y - 9} ${x + 4},${y - 6} Z`, fill: '#f97316', stroke: '#b45309', 'stroke-width': 0.8 }),
        s('path', { d: `M${x - 1.5},${y - 6} l-2.5,7 M${x + 2},${y - 6} l1.5,5`, stroke: '#ef4444', 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
      ),
    // A dragon: the beast itself, small.
    dragon: ([x, y]) => s('g', { class: 'symbol dragon' }, dragonDrawing([x, y + 2], 0.65)),
    // A magic portal: a violet ring of light.
    portal: ([x, y]) =>
      s(
        'g',
        { class: 'symbol portal' },
        s('ellipse', { cx: x, cy: y, rx: 8, ry: 11, fill: '#ede9fe', stroke: PORTAL, 'stroke-width': 3 }),
        s('ellipse', { cx: x, cy: y, rx: 3.5, ry: 6.5, fill: '#c4b5fd' }),
        s('path', { d: `M${x + 10},${y - 10} l1,2.5 2.5,1 -2.5,1 -1,2.5 -1,-2.5 -2.5,-1 2.5,-1 Z`, fill: '#facc15' }),
      ),
    // The princess, on the city her tile names: a crown over a figure in a rose dress.
    princess: (_at, arg) => {
      const [x, y] = princessPoint(arg);
      return s(
        'g',
        { class: 'symbol princess', 'data-anchor': `${x},${y}`, 'data-side': arg },
        s('path', { d: `M${x - 5},${y + 9} L${x - 2},${y - 1} L${x + 2},${y - 1} L${x + 5},${y + 9} Z`, fill: '#f9a8d4', stroke: '#831843', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
        s('circle', { cx: x, cy: y - 3.5, r: 3, fill: '#fde68a', stroke: '#831843', 'stroke-width': 1 }),
        s('path', { d: `M${x - 3.5},${y - 6} l0,-4 1.75,2 1.75,-3 1.75,3 1.75,-2 0,4 Z`, fill: '#facc15', stroke: '#a16207', 'stroke-width': 0.7 }),
      );
    },
  },
  figures: {
    // Off the place's middle, where a flight's step numbers go.
    dragon: ([x, y]) => s('g', { class: 'figure-drawing dragon' }, dragonDrawing([x - 8, y - 10], 1.15)),
    fairy: (at, colour) => s('g', { class: 'figure-drawing fairy' }, fairyDrawing(at, colour, 1.3)),
  },
  aims: {
    portal: { on: 'feature', colour: PORTAL },
    fairy: { colour: FAIRY },
    princess: { colour: PRINCESS },
    dragon: { on: 'place', colour: DRAGON },
  },
  marks: (view) => {
    const state = stateOf(view);
    const flight = state?.flight;
    if (!state || !flight) return [];
    const g = s('g', { class: 'dragon-flight', 'data-step': flight.step, 'data-chooser': flight.chooser, 'pointer-events': 'none' });
    // The fairy's place, which the dragon may not enter: its tile when places are tiles.
    const fairy = state.fairy;
    if (fairy) {
      const perTile = [...flight.visited, ...flight.choices].some((p) => p.corner);
      g.append(placeOutline(fairy.at, perTile ? fairy.corner ?? undefined : undefined, { class: 'fairy-protects', fill: '#f5d0fe44', stroke: FAIRY, 'stroke-width': 3, 'stroke-dasharray': '3 5' }));
    }
    for (const p of flight.visited) {
      g.append(placeOutline(p.at, p.corner ?? undefined, { class: 'dragon-visited', 'data-at': p.at.join(','), fill: '#7f1d1d30', stroke: PATH, 'stroke-width': 2.5, 'stroke-dasharray': '5 4' }));
    }
    for (const p of flight.choices) {
      g.append(placeOutline(p.at, p.corner ?? undefined, { class: 'dragon-choice', 'data-at': p.at.join(','), fill: 'none', stroke: DRAGON, 'stroke-width': 4, 'stroke-dasharray': '12 6' }));
    }
    const points = flight.visited.map(middle);
    g.append(s('polyline', { points: points.map(([x, y]) => `${x},${y}`).join(' '), fill: 'none', stroke: PATH, 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.8 }));
    // Each place with the step that entered it (the start: a ring).
    points.forEach(([x, y], i) => {
      const [bx, by] = [x + 16, y + 16];
      g.append(s('circle', { cx: bx, cy: by, r: 8, fill: i === 0 ? '#fff' : PATH, stroke: PATH, 'stroke-width': 2 }));
      if (i > 0) g.append(s('text', { x: bx, y: by + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff' }, String(i)));
    });
    return [g];
  },
  panel: (st, ctx) => {
    const state = stateOf(st.view);
    if (!state) return null;
    const fairy = state.fairy;
    let fairyText = t(`${ID}.fairy.beside`);
    if (fairy?.follower) fairyText = t(`${ID}.fairy.by`, { who: ctx.seatName(fairy.follower.player), at: placeWords(fairy) });
    else if (fairy) fairyText = t(`${ID}.fairy.alone`, { at: placeWords(fairy) });
    const setAside = state.set_aside.map((id) => {
      const shape = ctx.shapes.get(id);
      return h('span', { class: 'unseen', 'data-tile': id, title: id }, shape ? tileIcon(shape, 36) : id);
    });
    return [
      h('p', { class: 'dragon-place' }, state.dragon ? t(`${ID}.dragon.at`, { at: placeWords(state.dragon) }) : t(`${ID}.dragon.beside`)),
      ...(state.flight ? flightLines(st, state.flight, ctx) : []),
      h('p', { class: 'fairy-place' }, fairyText),
      h('p', { class: 'set-aside', 'data-count': state.set_aside.length }, state.set_aside.length ? t(`${ID}.set-aside`, { n: state.set_aside.length }) : t(`${ID}.set-aside.none`)),
      setAside.length ? h('div', { class: 'unseen-list set-aside-tiles' }, ...setAside) : '',
    ];
  },
  decisionDetail: (st, _decision, ctx) => {
    const flight = stateOf(st.view)?.flight;
    if (!flight) return [];
    const eats = flight.choices.flatMap((p) => {
      const figures = eatenAt(st.view, p, ctx);
      return figures.length ? [h('li', {}, t(`${ID}.flight.eats`, { at: placeWords(p), figures: figures.join(', ') }))] : [];
    });
    return [
      h('p', { class: 'dragon-flight-line' }, t(`${ID}.flight`, { step: flight.step, total: totalSteps(flight), left: flight.steps_left })),
      eats.length ? h('ul', { class: 'dragon-eats' }, ...eats) : h('p', { class: 'muted' }, t(`${ID}.flight.eats-nothing`)),
    ];
  },
  turnWords: (st) => {
    const flight = stateOf(st.view)?.flight;
    /** @type {Record<string, number>} */
    const words = flight ? { step: flight.step, total: totalSteps(flight), left: flight.steps_left } : {};
    return words;
  },
  announce: ['eaten'],
};
