// Abbey & Mayor: the mayor on the board (a follower wearing a gold chain of office), and
// beside the board where each player's mayor is. Its spots when laying a tile come with the
// placements (a figure spot per free city); its scores come explained by the engine (the
// mayor counts its city's coats of arms).

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'abbey-and-mayor';

/** The mayor's name: the special follower and the figure placing it. */
const MAYOR = 'mayor';

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  followers: {
    // The mayor: a follower with a gold chain of office across its chest.
    [MAYOR]: (at, colour, seat) =>
      s(
        'g',
        { class: 'mayor' },
        follower(at, colour, 1.15, seat),
        s('path', {
          d: `M${at[0] - 5},${at[1] - 2} Q${at[0]},${at[1] + 4} ${at[0] + 5},${at[1] - 2}`,
          fill: 'none',
          stroke: '#e0b622',
          'stroke-width': 1.8,
          'stroke-linecap': 'round',
        }),
        s('circle', { cx: at[0], cy: at[1] + 2.5, r: 1.8, fill: '#e0b622', stroke: '#6b5410', 'stroke-width': 0.6 }),
      ),
  },
  panel: (st, ctx) => {
    const reserve = st.view.reserves?.[MAYOR];
    if (!reserve) return null;
    const items = reserve.map((n, player) => {
      const on = st.view.followers.find((f) => f.kind === MAYOR && f.player === player);
      return h(
        'li',
        { 'data-player': player, 'data-mayor': on ? 'board' : n > 0 ? 'reserve' : 'away' },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(player)}` }),
        on
          ? t(`${ID}.mayor.board`, { who: ctx.seatName(player), at: on.at.join(',') })
          : n > 0
            ? t(`${ID}.mayor.reserve`, { who: ctx.seatName(player) })
            : ctx.seatName(player),
      );
    });
    return [h('p', { class: 'muted' }, t(`${ID}.rules`)), h('ul', { id: 'mayors', class: 'figure-list' }, ...items)];
  },
};
