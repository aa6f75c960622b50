// What the log says about the board: the places a log line names (to highlight them while it is
// hovered or focused), each seat's last move (its tile, its follower, what it scored), and the
// places scored by an action — all read from the events' kinds and data, never from words.

/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').PlayerView} PlayerView */
/** @typedef {import('./board.js').Place} Place */
/** @typedef {import('./board.js').LastMove} LastMove */

/**
 * The places a log entry names: its target, or every tile of a scored feature (as the engine
 * lists them).
 * @param {LogEntry} entry
 * @returns {Place[]}
 */
export function entryPlaces(entry) {
  if (entry.target) return [{ at: entry.target.at, corner: entry.target.corner, location: entry.target.location }];
  if (entry.kind === 'score') return (entry.data?.places ?? []).map((/** @type {{at: [number, number], corner?: string}} */ p) => ({ at: p.at, corner: p.corner }));
  return [];
}

/**
 * The places scored by the events of `entries`.
 * @param {LogEntry[]} entries
 * @returns {Place[]}
 */
export const scoredPlaces = (entries) => entries.filter((e) => e.kind === 'score' && e.data?.points?.some((/** @type {number} */ p) => p > 0)).flatMap(entryPlaces);

/**
 * Each seat's last move as the log tells it: the tile it laid, its follower placed with it
 * while it still stands there (`view`), and what that action scored.
 * @param {LogEntry[]} log
 * @param {number} seats
 * @param {PlayerView} view
 * @returns {LastMove[]}
 */
export function lastMoves(log, seats, view) {
  /** @type {LastMove[]} */
  const out = [];
  for (let seat = 0; seat < seats; seat++) {
    let i = log.length - 1;
    while (i >= 0 && !(log[i].kind === 'placed' && log[i].player === seat)) i--;
    const placed = log[i];
    if (!placed?.target) continue;
    const tile = { at: placed.target.at, corner: placed.target.corner };
    const location = placed.data?.follower;
    const stands =
      typeof location === 'string' &&
      view.followers.some((f) => f.player === seat && f.at[0] === tile.at[0] && f.at[1] === tile.at[1] && f.corner === tile.corner && f.location === location);
    out.push({
      seat,
      tile,
      follower: stands ? { ...tile, location } : undefined,
      scored: scoredPlaces(log.filter((e) => e.move_no === placed.move_no)),
    });
  }
  return out;
}
