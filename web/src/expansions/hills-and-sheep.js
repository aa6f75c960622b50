// Hills & Sheep: the printed sheep symbol, the shepherd figure with its flock's size, the sheep
// bag and the shepherds beside the board, and what the flock decision's panel says about the
// flock and the odds of a wolf. The choices themselves (grow the flock, drive it to the stable
// with the points it would score) come from the engine's description of the decision.

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { seatChip } from '../palette.js';
import { placeWords } from '../places.js';

const ID = 'hills-and-sheep';

/** The tokens of the sheep bag, by name: sheep tokens by their count, then the wolves. */
const SHEEP_TOKENS = ['1', '2', '3', '4'];

/** @param {import('../api.js').StateMessage} st */
const shepherds = (st) => (st.view.figures ?? []).filter((f) => f.module === ID && f.figure === 'shepherd');

/**
 * The sheep bag's contents in words: "4×1 5×2 5×3 2×4, 2 wolves".
 * @param {Record<string, number>} bag
 */
function bagText(bag) {
  const sheep = SHEEP_TOKENS.filter((k) => (bag[k] ?? 0) > 0).map((k) => t(`${ID}.bag.tokens`, { n: bag[k], sheep: k }));
  return t(`${ID}.bag.contents`, {
    sheep: sheep.length ? sheep.join(' ') : t(`${ID}.bag.no-sheep`),
    wolves: t(`${ID}.bag.wolves`, { n: bag.wolf ?? 0 }),
  });
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  symbols: {
    sheep: ([x, y]) =>
      s(
        'g',
        { class: 'symbol sheep' },
        s('ellipse', { cx: x, cy: y, rx: 9, ry: 6, fill: '#fbfbf5', stroke: '#666', 'stroke-width': 1 }),
        s('ellipse', { cx: x + 9, cy: y - 2, rx: 3.2, ry: 2.6, fill: '#333' }),
        s('path', { d: `M${x - 5},${y + 5} v4 M${x + 4},${y + 5} v4`, stroke: '#333', 'stroke-width': 1.5 }),
      ),
  },
  figures: {
    // A figure with a crook in the player's colour, and a badge with its flock's sheep.
    shepherd: ([x, y], colour, figure) =>
      s(
        'g',
        { class: 'figure-drawing' },
        s('path', {
          d: `M${x - 6},${y + 9} L${x - 3},${y - 2} L${x + 3},${y - 2} L${x + 6},${y + 9} Z`,
          fill: colour,
          stroke: '#111',
          'stroke-width': 1.2,
          'stroke-linejoin': 'round',
        }),
        s('circle', { cx: x, cy: y - 6, r: 3.8, fill: colour, stroke: '#111', 'stroke-width': 1.2 }),
        s('path', { d: `M${x + 8},${y + 10} V${y - 8} a3,3 0 0 0 -6,0`, fill: 'none', stroke: '#5b4630', 'stroke-width': 1.8, 'stroke-linecap': 'round' }),
        s('circle', { cx: x - 9, cy: y - 9, r: 6.5, fill: '#fbfbf5', stroke: '#555', 'stroke-width': 1 }),
        s('text', { x: x - 9, y: y - 6, 'text-anchor': 'middle', class: 'figure-value' }, String(figure.value ?? '')),
      ),
  },
  panel: (st, ctx) => {
    const hs = st.view.expansions?.[ID];
    if (!hs) return null;
    const items = shepherds(st).map((sh) => {
      const player = sh.player ?? 0;
      return h(
        'li',
        { 'data-player': player },
        seatChip(player),
        t(`${ID}.shepherd`, { who: ctx.seatName(player), sheep: sh.value ?? 0, at: placeWords(sh) }),
        hs.tending === player ? h('span', { class: 'muted' }, t(`${ID}.tending`)) : '',
      );
    });
    return [
      h('p', { id: 'sheep-bag', class: 'bag' }, t(`${ID}.bag`, { contents: bagText(hs.bag) })),
      items.length ? h('ul', { class: 'figure-list' }, ...items) : h('p', { class: 'muted' }, t(`${ID}.no-shepherd`)),
    ];
  },
  decisionDetail: (st, decision) => {
    const hs = st.view.expansions?.[ID];
    const flock = shepherds(st).find((sh) => sh.player === decision.actor);
    /** @type {Record<string, number>} */
    const bag = hs?.bag ?? {};
    const tokens = Object.values(bag).reduce((a, b) => a + b, 0);
    return [
      flock ? h('p', {}, t(`${ID}.flock`, { sheep: flock.value ?? 0 })) : '',
      hs ? h('p', { class: 'muted' }, t(`${ID}.odds`, { bag: bagText(bag), wolves: bag.wolf ?? 0, tokens })) : '',
    ];
  },
};
