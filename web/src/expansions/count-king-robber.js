// Count, King & Robber: the shrine drawn on its tiles (a small stone altar with a flame, beside
// the monastery the tile data gives it), and beside the board the King (a crown) and the Robber
// (a masked face), each with its holder and the size of the city or road that won it, counted
// in the unit the rules version uses. The challenge and the markers' scores come explained by
// the engine (its events and scores).

import { h, s } from '../dom.js';
import { t } from '../messages.js';

const ID = 'count-king-robber';

/**
 * The shrine: a stone altar on a step, a flame burning on it.
 * @param {[number, number]} at
 */
function shrineDrawing([x, y]) {
  return s(
    'g',
    { class: 'symbol shrine' },
    s('rect', { x: x - 8, y: y + 2, width: 16, height: 4, fill: '#9a9388', stroke: '#3d3a35', 'stroke-width': 1 }),
    s('rect', { x: x - 5, y: y - 5, width: 10, height: 7, fill: '#c9c2b4', stroke: '#3d3a35', 'stroke-width': 1 }),
    s('path', { d: `M${x},${y - 15} Q${x + 5},${y - 9} ${x},${y - 5} Q${x - 5},${y - 9} ${x},${y - 15} Z`, fill: '#f08a24', stroke: '#9b3d12', 'stroke-width': 0.8 }),
  );
}

/**
 * A marker's token, drawn in a small square picture: the King's crown or the Robber's mask.
 * @param {'king' | 'robber'} marker
 */
function tokenDrawing(marker) {
  const picture =
    marker === 'king'
      ? s('path', { d: 'M3,17 L3,7 L8,12 L12,4 L16,12 L21,7 L21,17 Z', fill: '#e8c12f', stroke: '#6b5210', 'stroke-width': 1.2 })
      : s(
          'g',
          {},
          s('circle', { cx: 12, cy: 12, r: 9, fill: '#d9b48f', stroke: '#5a3b1f', 'stroke-width': 1.2 }),
          s('rect', { x: 3, y: 8, width: 18, height: 5, rx: 2, fill: '#222' }),
          s('circle', { cx: 8.5, cy: 10.5, r: 1.3, fill: '#fff' }),
          s('circle', { cx: 15.5, cy: 10.5, r: 1.3, fill: '#fff' }),
        );
  return s('svg', { class: `token ${marker}`, width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': 'true' }, picture);
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  symbols: {
    shrine: (at) => shrineDrawing(at),
  },
  panel: (st, ctx) => {
    /** @type {{king: {holder: number | null, size: number}, robber: {holder: number | null, size: number}, unit: string} | undefined} */
    const state = st.view.expansions?.[ID];
    if (!state) return null;
    /** @param {'king' | 'robber'} marker */
    const item = (marker) => {
      const m = state[marker];
      return h(
        'li',
        { 'data-marker': marker, 'data-holder': m.holder ?? 'none' },
        tokenDrawing(marker),
        ' ',
        h('strong', {}, t(`${ID}.panel.${marker}`)),
        ': ',
        m.holder === null
          ? t(`${ID}.panel.nobody`)
          : h(
              'span',
              {},
              h('span', { class: 'chip', style: `background:${ctx.seatColour(m.holder)}` }),
              t(`${ID}.panel.held`, { who: ctx.seatName(m.holder), size: m.size }),
            ),
      );
    };
    return [
      h('p', { class: 'muted' }, t(`${ID}.rules`)),
      h('ul', { id: 'king-and-robber', class: 'figure-list' }, item('king'), item('robber')),
      h('p', { class: 'muted' }, t(`${ID}.panel.unit.${state.unit}`)),
    ];
  },
};
