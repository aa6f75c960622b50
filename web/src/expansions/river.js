// The River: water drawn on the tiles that show it (a blue band from each water side to the
// middle, under any road that bridges it), the spring and the lake, the river phase beside the
// board (how many river tiles remain, where the river flows on) and over it (the space the
// river flows into next, outlined in blue, and why the halflings in hand wait), and the announcement
// when a river tile fitted nowhere and the rest of the river left the game.

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { SIZE } from '../tiles.js';

const ID = 'river';

/** The rule that keeps the halflings in hand while the river is being laid, as refusals name it. */
const HALFLINGS_WAIT = `${ID}/halfling-during-river`;

/** Water's colours: the stream and its banks. */
const WATER = '#4f9fd8';
const BANK = '#2b6f93';

/** The middle of each side of a tile, in its canonical orientation. */
const SIDE_MIDDLE = /** @type {Record<string, [number, number]>} */ ({ N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] });

/** The step from a space to its neighbour across each side. */
const SIDE_STEP = /** @type {Record<string, [number, number]>} */ ({ N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] });

/**
 * The river's public state.
 * @typedef {{left: number, laying: boolean, end: {at: [number, number], side: string, bend: string} | null, turns: string}} RiverState
 *   `laying`: river tiles remain to be laid (the tile to place is one, or one is still to be drawn)
 */

/**
 * @param {import('../api.js').PlayerView} view
 * @returns {RiverState | undefined}
 */
const riverOf = (view) => view.expansions?.[ID];

/**
 * The water of a tile: a band from each side showing water to the middle (a curve through
 * the middle when two sides do).
 * @param {string[]} sides
 * @returns {SVGElement[]}
 */
function water(sides) {
  const ends = sides.map((side) => SIDE_MIDDLE[side]).filter(Boolean);
  if (ends.length === 0) return [];
  const d = ends.length === 2 ? `M${ends[0].join(',')} Q50,50 ${ends[1].join(',')}` : ends.map((e) => `M${e.join(',')} L50,50`).join(' ');
  return [
    s('path', { d, fill: 'none', stroke: BANK, 'stroke-width': 17, class: 'water-bank' }),
    s('path', { d, fill: 'none', stroke: WATER, 'stroke-width': 13, class: 'water' }),
  ];
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  tileArt: (tile) => water(tile.water ?? []),
  symbols: {
    // The spring: a pool where the water wells up, in the middle of the tile.
    spring: () =>
      s(
        'g',
        { class: 'symbol spring', 'data-anchor': '50,50' },
        s('circle', { cx: 50, cy: 50, r: 11, fill: WATER, stroke: BANK, 'stroke-width': 2 }),
        s('circle', { cx: 50, cy: 50, r: 5, fill: 'none', stroke: '#dff0fb', 'stroke-width': 1.4 }),
      ),
    // The lake: a wide stretch of water in the middle of the tile.
    lake: () =>
      s(
        'g',
        { class: 'symbol lake', 'data-anchor': '50,50' },
        s('ellipse', { cx: 50, cy: 52, rx: 30, ry: 20, fill: WATER, stroke: BANK, 'stroke-width': 2 }),
        s('path', { d: 'M38,50 q4,-3 8,0 t8,0 M46,58 q4,-3 8,0 t8,0', fill: 'none', stroke: '#dff0fb', 'stroke-width': 1.2 }),
      ),
  },
  marks: (view) => {
    const river = riverOf(view);
    if (!river?.end || !river.laying) return [];
    const step = SIDE_STEP[river.end.side] ?? [0, 0];
    const [x, y] = [river.end.at[0] + step[0], river.end.at[1] + step[1]];
    return [
      s('rect', {
        class: 'river-next',
        x: x * SIZE + 4,
        y: y * SIZE + 4,
        width: SIZE - 8,
        height: SIZE - 8,
        rx: 6,
        fill: 'none',
        stroke: WATER,
        'stroke-width': 4,
        'stroke-dasharray': '10 6',
      }),
    ];
  },
  announce: ['river-abandoned'],
  panel: (st) => {
    const river = riverOf(st.view);
    if (!river) return null;
    const flowing = river.laying;
    // The halflings in hand wait while the river is being laid, unless the option lets them.
    const options = st.game.resolved.modules.find((m) => m.id === ID)?.options ?? {};
    const halflingsWait = flowing && options.halflings_during_river !== 'yes' && st.view.hand.length > 0;
    const end = river.end;
    /** @type {Record<string, string>} */
    const words = end ? { at: end.at.join(','), side: t(`${ID}.side.${end.side}`) } : { at: '', side: '' };
    return [
      h(
        'p',
        { id: 'river-phase', 'data-left': river.left, 'data-phase': flowing ? 'river' : 'regular' },
        flowing ? (river.left === 0 ? t(`${ID}.phase.last`) : t(`${ID}.phase`, { n: river.left })) : end ? t(`${ID}.open`, words) : t(`${ID}.laid`),
      ),
      flowing && end ? h('p', {}, t(`${ID}.flows`, words)) : '',
      flowing ? h('p', { class: 'muted' }, t(`${ID}.turns.${river.turns}`)) : '',
      halflingsWait ? h('p', { class: 'river-halflings', 'data-rule': HALFLINGS_WAIT }, t(`rule.${HALFLINGS_WAIT}`)) : '',
    ];
  },
};
