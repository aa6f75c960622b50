// The Princess & The Dragon: the volcano, dragon, portal and princess symbols (the princess on
// the city the tile data names), the dragon and the fairy on the board; during a flight its
// path, the places visited and those it may enter next, with whose step it is and how many are
// left (beside the board, in the turn banner and in the step's panel, whose choices are the
// places outlined on the board); the fairy's protected place while the dragon flies; the
// dragon tiles set aside; the moves that lay a tile and aim elsewhere — a follower
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
