// Little Buildings: each building on the board drawn by its kind on its tile (a tower, a
// house, a shed; neutral, in wood colours, beside the tile's middle so that a monk there stays
// visible), and beside the board each player's tokens left by kind and what each kind adds.
// The moves putting one come with the placements as buttons in the placing bar, in the
// engine's words (`little-buildings.action.<kind>`); its bonus comes explained with every score.

import { h, s } from '../dom.js';
import { t } from '../messages.js';

const ID = 'little-buildings';

/** The kinds, in the engine's order, by their figure names. */
const KINDS = ['little-tower', 'little-house', 'little-shed'];

/** Where a building stands from the tile's middle, so as not to hide a monk there. */
const OFFSET = 13;

/** The outline of every drawing. */
const LINE = { stroke: '#2b2118', 'stroke-width': 1, 'stroke-linejoin': 'round' };

/**
 * A tower: a tall stone body with battlements.
 * @param {[number, number]} at
 */
function towerDrawing([x, y]) {
  const cx = x + OFFSET;
  const cy = y + OFFSET;
  return s(
    'g',
    { class: 'figure-drawing little-tower', ...LINE },
    s('path', {
      d: `M${cx - 5},${cy + 8} V${cy - 7} h2 v-3 h2 v3 h2 v-3 h2 v3 h2 V${cy + 8} Z`,
      fill: '#b9ab8f',
    }),
    s('rect', { x: cx - 1.5, y: cy + 2, width: 3, height: 6, fill: '#5b4630' }),
  );
}

/**
 * A house: a square body under a red gable roof.
 * @param {[number, number]} at
 */
function houseDrawing([x, y]) {
  const cx = x + OFFSET;
  const cy = y + OFFSET;
  return s(
    'g',
    { class: 'figure-drawing little-house', ...LINE },
    s('rect', { x: cx - 6, y: cy - 1, width: 12, height: 8, fill: '#e8d9b5' }),
    s('path', { d: `M${cx - 8},${cy} L${cx},${cy - 8} L${cx + 8},${cy} Z`, fill: '#b5432f' }),
    s('rect', { x: cx - 1.5, y: cy + 2, width: 3, height: 5, fill: '#5b4630' }),
  );
}

/**
 * A shed: a low wooden hut under a sloping roof.
 * @param {[number, number]} at
 */
function shedDrawing([x, y]) {
  const cx = x + OFFSET;
  const cy = y + OFFSET;
  return s(
    'g',
    { class: 'figure-drawing little-shed', ...LINE },
    s('rect', { x: cx - 6, y: cy, width: 12, height: 6, fill: '#9b6a3c' }),
    s('path', { d: `M${cx - 7},${cy + 0.5} L${cx + 7},${cy - 4} L${cx + 7},${cy + 0.5} Z`, fill: '#6f4a27' }),
    s('path', { d: `M${cx - 2},${cy} v6 M${cx + 2},${cy} v6`, stroke: '#6f4a27', 'stroke-width': 0.7 }),
  );
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  figures: {
    'little-tower': (at) => towerDrawing(at),
    'little-house': (at) => houseDrawing(at),
    'little-shed': (at) => shedDrawing(at),
  },
  panel: (st, ctx) => {
    const state = /** @type {{left?: number[][], values?: number[]} | undefined} */ (st.view.expansions?.[ID]);
    if (!state?.left) return null;
    const items = state.left.map((left, player) =>
      h(
        'li',
        { 'data-player': player, ...Object.fromEntries(KINDS.map((k, i) => [`data-${k}`, left[i] ?? 0])) },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(player)}` }),
        t(`${ID}.left`, { who: ctx.seatName(player), towers: left[0] ?? 0, houses: left[1] ?? 0, sheds: left[2] ?? 0 }),
      ),
    );
    return [h('p', { class: 'muted' }, t(`${ID}.rules`)), h('ul', { id: 'little-buildings', class: 'figure-list' }, ...items)];
  },
};
