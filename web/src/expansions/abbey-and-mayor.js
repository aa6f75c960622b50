// Abbey & Mayor: the abbey tile (its monastery drawn as any, a grey stone wall along each
// side that is a wall), the abbeys the player may lay instead of the tile as buttons in the
// panel (each into a hole, without or with a monk), the mayor on the board (a follower wearing a gold chain of office), the
// wagon (a cart with two wheels in the player's colour), the barn (a red barn with a roof in
// the player's colour, at the corner it was placed on), and beside the board where each
// player's mayor, wagon and barn are. Where a barn may go comes with the placements (a spot
// per corner, named by a half-side there). Its spots when laying a tile come with the placements (a
// figure spot per free city, road or monastery); the wagon's decision comes described by the
// engine (each target a spot on the board); its scores come explained by the engine (the
// mayor counts its city's coats of arms).

import { button, h, s } from '../dom.js';
import { t } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'abbey-and-mayor';

/** The mayor's name: the special follower and the figure placing it. */
const MAYOR = 'mayor';

/** The wagon's name: the special follower and the figure placing it. */
const WAGON = 'wagon';

/** The barn's name: the figure and the move placing it. */
const BARN = 'barn';

/** The abbey's name: the move laying it. */
const ABBEY = 'abbey';

/** Each side's wall on a 100 × 100 tile: a band along the edge, in the tile's orientation. */
const WALLS = {
  N: { x: 0, y: 0, width: 100, height: 9 },
  E: { x: 91, y: 0, width: 9, height: 100 },
  S: { x: 0, y: 91, width: 100, height: 9 },
  W: { x: 0, y: 0, width: 9, height: 100 },
};

/**
 * The walls of a tile: a grey stone band along each wall side, with its joints.
 * @param {string[]} sides
 */
function wallsDrawing(sides) {
  return sides
    .filter((side) => side in WALLS)
    .map((side) => {
      const r = WALLS[/** @type {'N' | 'E' | 'S' | 'W'} */ (side)];
      const across = r.width > r.height;
      const joints = [20, 40, 60, 80]
        .map((p) => (across ? `M${p},${r.y} v${r.height}` : `M${r.x},${p} h${r.width}`))
        .join(' ');
      return s(
        'g',
        { class: 'abbey-wall', 'data-side': side },
        s('rect', { ...r, fill: '#a59d8f', stroke: '#5d574c', 'stroke-width': 1 }),
        s('path', { d: joints, stroke: '#5d574c', 'stroke-width': 0.8 }),
      );
    });
}

/** The followers beside the board, in the panel's order. */
const FIGURES = [MAYOR, WAGON];

/**
 * The barn: a red barn with a roof in its owner's colour and a white door cross.
 * @param {[number, number]} at
 * @param {string} colour
 */
function barnDrawing([x, y], colour) {
  return s(
    'g',
    { class: 'figure-drawing barn', stroke: '#222', 'stroke-width': 1.1, 'stroke-linejoin': 'round' },
    s('rect', { x: x - 9, y: y - 3, width: 18, height: 12, fill: '#b03a2e' }),
    s('path', { d: `M${x - 11},${y - 2} L${x},${y - 12} L${x + 11},${y - 2} Z`, fill: colour }),
    s('rect', { x: x - 4, y: y + 1, width: 8, height: 8, fill: '#f5efe0' }),
    s('path', { d: `M${x - 4},${y + 1} L${x + 4},${y + 9} M${x + 4},${y + 1} L${x - 4},${y + 9}`, stroke: '#b03a2e', 'stroke-width': 1 }),
  );
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  tileArt: (tile) => wallsDrawing(tile.walls ?? []),
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
    // The wagon: a cart in the player's colour on two dark wheels.
    [WAGON]: (at, colour, seat) =>
      s(
        'g',
        { class: 'wagon', 'data-seat': seat },
        s('rect', { x: at[0] - 9, y: at[1] - 7, width: 18, height: 9, rx: 1.5, fill: colour, stroke: '#222', 'stroke-width': 1.2 }),
        s('path', { d: `M${at[0] - 9},${at[1] - 3} H${at[0] + 9}`, stroke: '#222', 'stroke-width': 0.7 }),
        s('circle', { cx: at[0] - 5, cy: at[1] + 4, r: 3.4, fill: '#5b4630', stroke: '#222', 'stroke-width': 1 }),
        s('circle', { cx: at[0] + 5, cy: at[1] + 4, r: 3.4, fill: '#5b4630', stroke: '#222', 'stroke-width': 1 }),
      ),
  },
  figures: {
    [BARN]: (at, colour) => barnDrawing(at, colour),
  },
  // The wagon's decision: each target a spot on the feature it goes on to.
  aims: { 'move-wagon': { on: 'feature' } },
  panel: (st, ctx) => {
    const lists = FIGURES.map((figure) => {
      const reserve = st.view.reserves?.[figure];
      if (!reserve) return null;
      const items = reserve.map((n, player) => {
        const on = st.view.followers.find((f) => f.kind === figure && f.player === player);
        return h(
          'li',
          { 'data-player': player, [`data-${figure}`]: on ? 'board' : n > 0 ? 'reserve' : 'away' },
          h('span', { class: 'chip', style: `background:${ctx.seatColour(player)}` }),
          on
            ? t(`${ID}.${figure}.board`, { who: ctx.seatName(player), at: on.at.join(',') })
            : n > 0
              ? t(`${ID}.${figure}.reserve`, { who: ctx.seatName(player) })
              : ctx.seatName(player),
        );
      });
      return h('ul', { id: `${figure}s`, class: 'figure-list' }, ...items);
    });
    const seats = st.view.reserves?.[MAYOR] ?? [];
    const barns = seats.map((_, player) => {
      const on = (st.view.figures ?? []).find((f) => f.module === ID && f.figure === BARN && f.player === player);
      return h(
        'li',
        { 'data-player': player, 'data-barn': on ? 'board' : 'reserve' },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(player)}` }),
        on
          ? t(`${ID}.barn.board`, { who: ctx.seatName(player), at: on.at.join(',') })
          : t(`${ID}.barn.reserve`, { who: ctx.seatName(player) }),
      );
    });
    if (lists.every((l) => l === null)) return null;
    const abbeys = (st.legal?.moves ?? []).filter((m) => m.do === 'expansion' && m.module === ID && m.action === ABBEY);
    return [
      h('p', { class: 'muted' }, t(`${ID}.rules`)),
      ...(abbeys.length
        ? [
            h(
              'div',
              { class: 'abbeys' },
              ...abbeys.map((m) =>
                button(t(m.monk ? `${ID}.choice.abbey-monk` : `${ID}.choice.abbey`, { at: (m.space ?? []).join(',') }), () => ctx.act(m), {
                  class: 'abbey',
                  'data-action': ABBEY,
                  'data-at': (m.space ?? []).join(','),
                  'data-monk': m.monk ? 'yes' : 'no',
                }),
              ),
            ),
          ]
        : []),
      ...lists.filter((l) => l !== null),
      h('ul', { id: 'barns', class: 'figure-list' }, ...barns),
    ];
  },
};
