// The Flier: the flying machine with its arrow (turning with the tile), the `fly` move that
// lays a flier tile, the flight on the board while the follower is in the air (its
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
