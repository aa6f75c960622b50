// The Tower: the foundation symbol, towers with their height and a follower on a tower's top on
// the board, floors left and prisoners beside the board with the ransoms the player may pay,
// its moves and its capture decision. Which towers a floor or a follower may
// go on with the tile comes with the placements (spots on those towers); the followers a
// capture may take are the decision's targets on the board.

import { button, h, s } from '../dom.js';
import { t, tOr } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'tower';

/** What a ransom costs, in points (the engine's rule; its log says so too). */
const RANSOM_POINTS = 3;

/**
 * The kind of follower a ransom buys back, when another expansion's special one (the move's
 * `prisoner`: `{"seat": 1, "kind": "big-follower"}`).
 * @param {{seat: number, kind: string}} prisoner
 */
const specialKind = (prisoner) => (prisoner.kind === 'follower' ? undefined : prisoner.kind);

/**
 * Where a tower stands: on its tile's foundation, else where the board puts the figure.
 * @param {[number, number]} at
 * @param {Record<string, [number, number]>} symbols
 * @returns {[number, number]}
 */
const towerPoint = (at, symbols) => symbols.tower ?? at;

/** How much larger than a follower a tower is drawn. */
const SCALE = 1.35;

/** How high a tower's drawing stands above its foot, where a follower on its top stands. */
const TOP = 33 * SCALE;

/**
 * A tower of `height` floors: a stone tower with battlements, the height on its front.
 * @param {[number, number]} foot  the middle of its foot
 * @param {number} height
 */
function towerDrawing([x, y], height) {
  return s(
    'g',
    { class: 'figure-drawing tower', transform: `translate(${x},${y}) scale(${SCALE})` },
    s('path', {
      d: 'M-9,4 L-8,-20 h-1.5 v-5 h4 v3 h3 v-3 h5 v3 h3 v-3 h4 v5 h-1.5 L9,4 Z',
      fill: '#a7a196',
      stroke: '#3e3a33',
      'stroke-width': 1.2,
      'stroke-linejoin': 'round',
    }),
    s('path', { d: 'M-8.5,-6 h17 M-8,-15 h16', stroke: '#6f695e', 'stroke-width': 0.8 }),
    s('rect', { x: -6.5, y: -19, width: 13, height: 11, rx: 2, fill: '#fbfbf5', stroke: '#3e3a33', 'stroke-width': 0.8 }),
    s('text', { x: 0, y: -10.5, 'text-anchor': 'middle', class: 'figure-value tower-height' }, String(height)),
  );
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  symbols: {
    // The foundation: a square of grey stones.
    tower: ([x, y]) =>
      s(
        'g',
        { class: 'symbol tower' },
        s('rect', { x: x - 10, y: y - 8, width: 20, height: 16, rx: 2, fill: '#bdb7aa', stroke: '#4c473f', 'stroke-width': 1.2 }),
        s('path', { d: `M${x - 10},${y} h20 M${x - 3},${y - 8} v8 M${x + 4},${y} v8`, stroke: '#6f695e', 'stroke-width': 1, fill: 'none' }),
      ),
  },
  figures: {
    tower: (at, _colour, figure, symbols) => towerDrawing(towerPoint(at, symbols), figure.value ?? 0),
    // A follower on the tower's top, in its owner's colour.
    'tower-top': (at, colour, figure, symbols) => {
      const [x, y] = towerPoint(at, symbols);
      return s('g', { class: 'figure-drawing tower-top' }, follower([x, y - TOP], colour, 0.9, figure.player));
    },
  },
  panel: (st, ctx) => {
    const state = st.view.expansions?.[ID];
    if (!state) return null;
    /** @type {{captor: number, owner: number, count: number}[]} */
    const prisoners = state.prisoners ?? [];
    /** @type {number[]} */
    const floors = state.floors ?? [];
    const rows = floors.map((n, seat) => {
      const held = prisoners.filter((p) => p.captor === seat);
      return h(
        'li',
        { 'data-player': seat },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(seat)}` }),
        `${ctx.seatName(seat)}: ${t(`${ID}.floors`, { n })}, `,
        h(
          'span',
          { class: 'prisoners', 'data-count': held.reduce((a, p) => a + p.count, 0) },
          held.length ? held.map((p) => t(`${ID}.holds`, { n: p.count, owner: ctx.seatName(p.owner) })).join(', ') : t(`${ID}.holds-none`),
        ),
      );
    });
    const towers = (st.view.figures ?? []).filter((f) => f.module === ID && f.figure === 'tower').length;
    const ransoms = (st.legal?.moves ?? []).filter((m) => m.do === 'expansion' && m.module === ID && m.action === 'ransom');
    const me = st.seat;
    return [
      h('ul', { class: 'figure-list' }, ...rows),
      h('p', { class: 'muted' }, t(`${ID}.towers`, { n: towers })),
      state.capturing !== null && state.capturing !== undefined ? h('p', {}, t(`${ID}.capturing`, { who: ctx.seatName(state.capturing) })) : '',
      ...(ransoms.length
        ? [
            h(
              'div',
              { class: 'ransoms' },
              ...ransoms.map((m) => {
                const kind = specialKind(m.prisoner);
                const words = { who: ctx.seatName(m.prisoner.seat), points: RANSOM_POINTS, figure: kind && tOr(`figure.${kind}`, kind) };
                return button(t(kind ? `${ID}.ransom.kind` : `${ID}.ransom`, words), () => ctx.act(m), {
                  class: 'ransom',
                  'data-action': 'ransom',
                  'data-captor': m.prisoner.seat,
                });
              }),
            ),
            h('p', { class: 'muted' }, t(`${ID}.ransom.note`)),
          ]
        : []),
      state.ransomed && me !== null && st.view.active === me && st.view.phase.phase !== 'over' ? h('p', { class: 'muted' }, t(`${ID}.ransomed`)) : '',
    ];
  },
};
