// The players beside the board: a row a seat (its mark, name, score, followers in supply and
// special followers in reserve, halflings in hand, clock) and the score track.

import { byId, fill, h } from './dom.js';
import { figureName } from './board.js';
import { t } from './messages.js';
import { SEAT_COLOUR_NAMES, SEAT_SHAPES, seatChip } from './palette.js';
import { scoreTrack } from './scoretrack.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./connection.js').Feed} Feed */

/**
 * The players' table: each seat's mark, name, score, followers and special followers in
 * reserve, halflings in hand and clock, the seats `mine` marked as this browser's; the score
 * track under it.
 * @param {StateMessage} st
 * @param {Set<number | null | undefined>} mine
 */
export function renderPlayers(st, mine) {
  const v = st.view;
  const rows = st.game.seats.map((seat, i) => {
    const mark = t('players.mark', { colour: t(`colour.${SEAT_COLOUR_NAMES[i]}`), shape: t(`shape.${SEAT_SHAPES[i]}`) });
    return h(
      'tr',
      { class: `${v.to_move === i ? 'to-move' : ''} seat-${i}`, 'aria-current': v.to_move === i ? 'true' : undefined },
      h('td', { title: mark }, seatChip(i, 16), h('span', { class: 'sr-only' }, mark)),
      h('th', { class: 'name', scope: 'row' }, seat.name, mine.has(i) ? h('span', { class: 'you' }, t('players.you')) : '', seat.bot ? h('span', { class: 'bot' }, ` ${seat.bot}`) : ''),
      h('td', { class: 'score' }, String(v.scores[i])),
      h(
        'td',
        {},
        String(v.supplies[i]),
        ...Object.entries(v.reserves ?? {})
          .filter(([, n]) => (n[i] ?? 0) > 0)
          .map(([kind, n]) => h('span', { class: 'reserve', 'data-kind': kind }, t('players.reserve', { n: n[i], figure: figureName(kind) }))),
      ),
      h('td', {}, String(v.hand_sizes[i])),
      h('td', { class: 'clock', 'data-seat': i }),
    );
  });
  fill(
    byId('players'),
    h(
      'table',
      { class: 'players' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, t('players.mark.title'))), h('th', { scope: 'col' }, t('players.player')), h('th', { scope: 'col', title: t('players.score.title') }, t('players.score')), h('th', { scope: 'col', title: t('players.followers.title') }, t('players.followers')), h('th', { scope: 'col', title: t('players.halflings.title') }, t('players.halflings')), h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, t('clock.title'))))),
      h('tbody', {}, ...rows),
    ),
    scoreTrack(v.scores, st.game.seats.map((x) => x.name)),
  );
}

/**
 * The clocks of the game `conn` shows: the running one counts down to 0:00; a seat out of time
 * says so.
 * @param {Feed} conn
 */
export function renderClocks(conn) {
  const clocks = conn.state?.clocks;
  if (!clocks) return;
  const over = conn.state?.view.phase.phase === 'over';
  clocks.left_ms.forEach((left, i) => {
    const cell = document.querySelector(`td.clock[data-seat="${i}"]`);
    if (!(cell instanceof HTMLElement)) return;
    const out = clocks.out_of_time[i];
    const running = !over && !out && clocks.running === i;
    const ms = Math.max(0, left - (running ? Date.now() - conn.received : 0));
    const secs = Math.floor(ms / 1000);
    cell.textContent = `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}${out ? t('clock.out') : ''}`;
    cell.title = out ? t('clock.out.title') : t('clock.title');
    cell.className = `clock${running ? ' running' : ''}${out || ms === 0 ? ' flag' : ''}`;
  });
}
