// The seats' colours and marks. The six colours stay apart for people with deuteranopia,
// protanopia or tritanopia (web/tests/palette.mjs simulates each and checks the distance of
// every pair); each seat also has a mark of its own shape — the head of its followers, the chip
// beside its name, the dots on its line in the chart — so that no one has to tell colours
// apart. Text is never written in a seat's colour (some are too light to read): names stay in
// the ink colour beside their seat's chip.

import { s } from './dom.js';

/** The colours of the seats. */
export const SEAT_COLOURS = ['#E69F00', '#56B4E9', '#117733', '#DDCC77', '#6A3D9A', '#1A1A1A'];

/** The colours' names (message keys `colour.<name>`), for people who cannot tell them apart. */
export const SEAT_COLOUR_NAMES = ['orange', 'sky-blue', 'green', 'sand', 'purple', 'black'];

/** The shapes of the seats' marks (message keys `shape.<name>`). */
export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross'];

/** The colour of a figure or mark that belongs to nobody. */
export const NEUTRAL = '#c9c3b6';

/**
 * The colour of seat `seat` (the neutral grey for none).
 * @param {number | undefined} seat
 */
export const seatColour = (seat) => (seat === undefined ? NEUTRAL : SEAT_COLOURS[seat] ?? NEUTRAL);

/**
 * The outline of a seat's mark, centred on `(x, y)`, `r` its half-size.
 * @param {number} seat
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function markPath(seat, x, y, r) {
  /** @param {[number, number][]} pts */
  const poly = (pts) => `M${pts.map(([px, py]) => `${(x + px * r).toFixed(2)},${(y + py * r).toFixed(2)}`).join(' L')} Z`;
  switch (SEAT_SHAPES[seat % SEAT_SHAPES.length]) {
    case 'square':
      return poly([[-0.85, -0.85], [0.85, -0.85], [0.85, 0.85], [-0.85, 0.85]]);
    case 'triangle':
      return poly([[0, -1.1], [1, 0.8], [-1, 0.8]]);
    case 'diamond':
      return poly([[0, -1.15], [1.05, 0], [0, 1.15], [-1.05, 0]]);
    case 'star':
      return poly(
        Array.from({ length: 10 }, (_, i) => {
          const a = (Math.PI * i) / 5 - Math.PI / 2;
          const k = i % 2 === 0 ? 1.15 : 0.5;
          return /** @type {[number, number]} */ ([Math.cos(a) * k, Math.sin(a) * k]);
        }),
      );
    case 'cross':
      return poly([[-0.35, -1], [0.35, -1], [0.35, -0.35], [1, -0.35], [1, 0.35], [0.35, 0.35], [0.35, 1], [-0.35, 1], [-0.35, 0.35], [-1, 0.35], [-1, -0.35], [-0.35, -0.35]]);
    default:
      return `M${x - r},${y} a${r},${r} 0 1,0 ${2 * r},0 a${r},${r} 0 1,0 ${-2 * r},0 Z`;
  }
}

/**
 * A seat's mark drawn at `(x, y)` in its colour, outlined.
 * @param {number} seat
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function seatMark(seat, x, y, r) {
  return s('path', { d: markPath(seat, x, y, r), fill: seatColour(seat), stroke: '#111', 'stroke-width': Math.max(0.8, r / 5), class: `seat-mark seat-${seat}` });
}

/**
 * A seat's chip for text: a small picture of its mark, hidden from screen readers (the name
 * beside it says who it is).
 * @param {number} seat
 * @param {number} [px]
 */
export function seatChip(seat, px = 14) {
  return s('svg', { class: 'chip', viewBox: '-8 -8 16 16', width: px, height: px, 'aria-hidden': 'true', 'data-seat': seat }, seatMark(seat, 0, 0, 6));
}
