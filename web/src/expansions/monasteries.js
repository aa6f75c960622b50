// The special monasteries (Monasteries in Germany, in the Netherlands & Belgium, Japanese
// Buildings): the special monastery marked on its tile (a gold ring round the monastery), the
// follower lying on its side as an abbot (the engine's public state says which followers lie),
// and beside the board each abbot with what it would score now. Laying a follower as an abbot
// is a figure spot of the placement (`figure.abbot-mode`) beside the monk's follower spot; the
// refusals and the abbots' scores come worded and explained by the engine.

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'monasteries';

/** The abbot's mode: the figure on the wire. */
const ABBOT_MODE = 'abbot-mode';

/**
 * An abbot: the player's follower lying on its side, its head to the east.
 * @param {[number, number]} at
 * @param {string} colour
 * @param {number} seat
 */
function lying([x, y], colour, seat) {
  const g = s('g', { class: `follower lying ${ABBOT_MODE}`, transform: `rotate(90 ${x} ${y + 3})`, 'data-figure': ABBOT_MODE });
  g.append(follower([x, y], colour, 1, seat));
  return g;
}

/**
 * The abbots of the view: `{player, at, value}` each.
 * @param {import('../api.js').PlayerView} view
 * @returns {{player: number, at: [number, number], value: number}[]}
 */
function abbotsOf(view) {
  return view.expansions?.[ID]?.abbots ?? [];
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  symbols: {
    // A special monastery: a gold ring with four rays round the monastery's middle.
    'special-monastery': ([x, y]) =>
      s(
        'g',
        { class: 'symbol special-monastery' },
        s('circle', { cx: x, cy: y, r: 8, fill: 'none', stroke: '#d4a017', 'stroke-width': 2 }),
        s('path', { d: `M${x},${y - 10} v-3 M${x + 10},${y} h3 M${x},${y + 10} v3 M${x - 10},${y} h-3`, stroke: '#d4a017', 'stroke-width': 1.8, 'stroke-linecap': 'round' }),
      ),
  },
  followerPose: (view, f) => {
    if (f.kind || f.location !== 'C') return undefined;
    const lies = abbotsOf(view).some((a) => a.player === f.player && a.at[0] === f.at[0] && a.at[1] === f.at[1]);
    return lies ? lying : undefined;
  },
  panel: (st, ctx) => {
    const abbots = abbotsOf(st.view);
    const items = abbots.map((a) =>
      h(
        'li',
        { 'data-player': a.player, 'data-abbot': a.at.join(',') },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(a.player)}` }),
        t(`${ID}.panel.abbot`, { who: ctx.seatName(a.player), at: a.at.join(','), value: a.value }),
      ),
    );
    return [h('p', { class: 'muted' }, t(`${ID}.rules`)), h('ul', { id: 'abbots-lying', class: 'figure-list' }, ...items)];
  },
};
