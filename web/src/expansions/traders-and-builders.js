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
