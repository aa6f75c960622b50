// The score track: a line from 0 to a round number above the best score, each seat's mark
// standing at its score (marks at one score stacked), as on the board of the real game. The
// scores themselves are in the players' table; the track is a picture of the race.

import { s } from './dom.js';
import { t } from './messages.js';
import { seatMark } from './palette.js';

/**
 * The track for `scores`.
 * @param {number[]} scores
 * @param {string[]} names  the seats' names, for the picture's description
 */
export function scoreTrack(scores, names) {
  const W = 340;
  const pad = 12;
  const top = Math.max(50, Math.ceil((Math.max(...scores, 0) + 1) / 50) * 50);
  /** @param {number} v */
  const x = (v) => pad + (v / top) * (W - 2 * pad);
  const label = names.map((name, i) => `${name} ${scores[i]}`).join(', ');
  const svg = s('svg', { class: 'score-track', viewBox: `0 0 ${W} 44`, role: 'img', 'aria-label': `${t('game.score-track')}: ${label}` });
  svg.append(s('line', { x1: x(0), x2: x(top), y1: 30, y2: 30, class: 'track-line' }));
  for (let v = 0; v <= top; v += 10) {
    svg.append(s('line', { x1: x(v), x2: x(v), y1: v % 50 === 0 ? 25 : 27, y2: 33, class: 'track-tick' }));
    if (v % 50 === 0) svg.append(s('text', { x: x(v), y: 43, 'text-anchor': 'middle', class: 'track-number' }, String(v)));
  }
  /** @type {Map<number, number>} marks already at a score */
  const stacked = new Map();
  scores.forEach((score, seat) => {
    const k = stacked.get(score) ?? 0;
    stacked.set(score, k + 1);
    svg.append(seatMark(seat, x(score), 20 - k * 9, 5.5));
  });
  return svg;
}
