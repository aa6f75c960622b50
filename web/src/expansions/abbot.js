// The Abbot and gardens: the garden drawn on the tiles that show one (a hedge round a flower
// bed), the abbot (a follower in a hooded robe with a white cross) in a garden or on a
// monastery, beside the board where each player's abbot is, and the move that calls it back
// (it lays the tile and aims at the abbot: marked on its tile, worded in the placing bar). The
// scores come explained by the engine (a garden counted like a monastery).

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'abbot';

/** The abbot: the figure in a garden, the special follower on a monastery, the placing move. */
const ABBOT = 'abbot';

/** The colour of the call back's spots and outlines. */
const RECALL_COLOUR = '#7a4fa0';

/**
 * The abbot: a follower with a hood over its head and a white cross on its robe.
 * @param {[number, number]} at
 * @param {string} colour
 * @param {number | undefined} seat
 */
function abbotDrawing([x, y], colour, seat) {
  return s(
    'g',
    { class: 'abbot' },
    s('path', { d: `M${x - 7},${y - 3} Q${x},${y - 17} ${x + 7},${y - 3} Z`, fill: colour, stroke: '#111', 'stroke-width': 1.1 }),
    follower([x, y], colour, 1.05, seat),
    s('path', { d: `M${x},${y - 1} v8 M${x - 3},${y + 2} h6`, stroke: '#fbfbf5', 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
  );
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  symbols: {
    // A garden: a hedge round a bed of flowers, in the tile's free corner.
    garden: ([x, y]) =>
      s(
        'g',
        { class: 'symbol garden' },
        s('circle', { cx: x, cy: y, r: 10, fill: '#b9d98a', stroke: '#3f6b2a', 'stroke-width': 2.4, 'stroke-dasharray': '3 1.5' }),
        ...[[-4, -3, '#d9534f'], [4, -2, '#f0c419'], [0, 4, '#e27fb0']].map(([dx, dy, c]) =>
          s('circle', { cx: x + Number(dx), cy: y + Number(dy), r: 2.4, fill: String(c), stroke: '#6b4b2a', 'stroke-width': 0.6 }),
        ),
      ),
  },
  figures: {
    // The abbot in a garden: on the garden's drawing, where the tile shows it.
    [ABBOT]: (at, colour, figure, symbols) => abbotDrawing(symbols.garden ?? at, colour, figure.player ?? undefined),
  },
  followers: {
    // The abbot on a monastery, where a monk stands.
    [ABBOT]: (at, colour, seat) => abbotDrawing(at, colour, seat),
  },
  aims: {
    recall: { on: 'place', colour: RECALL_COLOUR },
  },
  panel: (st, ctx) => {
    /** @type {({at: [number, number], corner?: string, on: string} | null)[] | undefined} */
    const abbots = st.view.expansions?.[ID]?.abbots;
    if (!abbots) return null;
    const items = abbots.map((a, player) =>
      h(
        'li',
        { 'data-player': player, 'data-abbot': a ? a.on : 'reserve' },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(player)}` }),
        a
          ? t(a.on === 'garden' ? `${ID}.panel.garden` : `${ID}.panel.monastery`, { who: ctx.seatName(player), at: a.at.join(',') })
          : t(`${ID}.panel.reserve`, { who: ctx.seatName(player) }),
      ),
    );
    return [h('p', { class: 'muted' }, t(`${ID}.rules`)), h('ul', { id: 'abbots', class: 'figure-list' }, ...items)];
  },
};
