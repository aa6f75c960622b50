// Inns & Cathedrals: the inn (a house by a lake beside the road its tile names) and the
// cathedral (in the city its tile names) drawn on the tiles, the big follower on the board
// (a larger follower with a ring), and beside the board where each player's big follower is.
// Its spots when laying a tile come with the placements (a figure spot per free feature); its
// scores come explained by the engine (the rate an inn or a cathedral sets).

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'inns-and-cathedrals';

/** The big follower's name: the special follower and the figure placing it. */
const BIG = 'big-follower';

/** How much larger than a follower the big follower is drawn. */
const BIG_SCALE = 1.45;

/**
 * Where an inn stands: beside the road crossing the side `side` names (in the tile's canonical
 * orientation), a little in from that side and off the road (where a highwayman stands).
 * @param {string | undefined} side
 * @returns {[number, number]}
 */
function innPoint(side) {
  /** @type {Record<string, [number, number]>} */
  const points = { N: [31, 20], E: [80, 31], S: [69, 80], W: [20, 69] };
  return points[side ?? 'E'] ?? points.E;
}

/**
 * Where a cathedral stands: in the city holding the side `side` names, past the tile's middle
 * from that side (a knight named by the side stands near it), as the cathedral's city fills
 * the tile.
 * @param {string | undefined} side
 * @returns {[number, number]}
 */
function cathedralPoint(side) {
  /** @type {Record<string, [number, number]>} */
  const points = { N: [48, 64], E: [36, 50], S: [52, 38], W: [64, 50] };
  return points[side ?? 'N'] ?? points.N;
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  symbols: {
    // An inn: a little house with a red roof by a blue lake.
    inn: (_at, arg) => {
      const [x, y] = innPoint(arg);
      return s(
        'g',
        { class: 'symbol inn', 'data-anchor': `${x},${y}`, 'data-side': arg },
        s('ellipse', { cx: x + 5, cy: y + 6, rx: 8, ry: 3.5, fill: '#7cc3e8', stroke: '#2b6f93', 'stroke-width': 0.8 }),
        s('rect', { x: x - 7, y: y - 3, width: 10, height: 8, fill: '#f3e2c0', stroke: '#5b4630', 'stroke-width': 1 }),
        s('path', { d: `M${x - 9},${y - 3} L${x - 2},${y - 9} L${x + 5},${y - 3} Z`, fill: '#c0392b', stroke: '#5b4630', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
        s('rect', { x: x - 3.5, y: y, width: 3, height: 5, fill: '#5b4630' }),
      );
    },
    // A cathedral: a grey nave with a tall spire and a cross.
    cathedral: (_at, arg) => {
      const [x, y] = cathedralPoint(arg);
      return s(
        'g',
        { class: 'symbol cathedral', 'data-anchor': `${x},${y}`, 'data-side': arg },
        s('path', { d: `M${x - 12},${y + 9} V${y - 1} L${x - 6},${y - 6} L${x},${y - 1} V${y + 9} Z`, fill: '#d6d3cc', stroke: '#3e3a33', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
        s('path', { d: `M${x},${y + 9} V${y - 6} L${x + 4.5},${y - 16} L${x + 9},${y - 6} V${y + 9} Z`, fill: '#bdb8ae', stroke: '#3e3a33', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
        s('path', { d: `M${x + 4.5},${y - 16} V${y - 22} M${x + 2.5},${y - 20} H${x + 6.5}`, stroke: '#3e3a33', 'stroke-width': 1.1 }),
        s('circle', { cx: x + 4.5, cy: y - 1, r: 2.2, fill: '#7cc3e8', stroke: '#3e3a33', 'stroke-width': 0.7 }),
        s('rect', { x: x - 7.5, y: y + 3, width: 3, height: 6, fill: '#5b4630' }),
      );
    },
  },
  followers: {
    // The big follower: a follower half as large again, ringed.
    [BIG]: (at, colour, seat) =>
      s(
        'g',
        { class: 'big-follower' },
        s('circle', { cx: at[0], cy: at[1] + 1, r: 15, fill: 'none', stroke: colour, 'stroke-width': 2, 'stroke-dasharray': '3 2' }),
        follower(at, colour, BIG_SCALE, seat),
      ),
  },
  panel: (st, ctx) => {
    const reserve = st.view.reserves?.[BIG];
    if (!reserve) return null;
    const items = reserve.map((n, player) => {
      const on = st.view.followers.find((f) => f.kind === BIG && f.player === player);
      return h(
        'li',
        { 'data-player': player, 'data-big': on ? 'board' : n > 0 ? 'reserve' : 'away' },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(player)}` }),
        on
          ? t(`${ID}.big.board`, { who: ctx.seatName(player), at: on.at.join(','), location: on.location })
          : n > 0
            ? t(`${ID}.big.reserve`, { who: ctx.seatName(player) })
            : ctx.seatName(player),
      );
    });
    return [h('p', { class: 'muted' }, t(`${ID}.rules`)), h('ul', { id: 'big-followers', class: 'figure-list' }, ...items)];
  },
};
