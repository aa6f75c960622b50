// Where the spots a player may click lie, in board coordinates: each near its place, none
// covering another, and each inside the tile (or triangle) it belongs to — so that the spots of
// a triangle, crowded in half a space, stay apart at any zoom (they are as big as they are far
// apart, both in board units).

import { CORNERS, SIZE } from './tiles.js';

/** How far apart the middles of two spots stay: a spot is drawn within this. */
export const SPOT_GAP = 24;

/** How far a spot's middle keeps from its tile's edges. */
const EDGE = 11;

/**
 * Turns the point `(x, y)` of a space by `quarters` quarter turns clockwise around its middle.
 * @param {number} x
 * @param {number} y
 * @param {number} quarters
 * @returns {[number, number]}
 */
function turn(x, y, quarters) {
  let [px, py] = [x - 50, y - 50];
  for (let q = 0; q < ((quarters % 4) + 4) % 4; q++) [px, py] = [-py, px];
  return [px + 50, py + 50];
}

/**
 * The point of the tile at `at` (a triangle on `corner`) nearest to `p`, at least `EDGE` from
 * its edges.
 * @param {[number, number]} p  board point
 * @param {[number, number]} at
 * @param {string | undefined} corner
 * @returns {[number, number]}
 */
export function keepInside(p, at, corner) {
  const [ox, oy] = [at[0] * SIZE, at[1] * SIZE];
  const [lx, ly] = [p[0] - ox, p[1] - oy];
  const clamp = (/** @type {number} */ v) => Math.min(100 - EDGE, Math.max(EDGE, v));
  if (!corner) return [ox + clamp(lx), oy + clamp(ly)];
  // In the triangle's canonical orientation (right angle at NW): x, y ≥ EDGE, x + y ≤ limit.
  const quarters = Math.max(0, CORNERS.indexOf(corner));
  let [x, y] = turn(lx, ly, -quarters);
  x = Math.max(EDGE, x);
  y = Math.max(EDGE, y);
  const limit = 100 - EDGE * Math.SQRT2;
  if (x + y > limit) {
    const over = (x + y - limit) / 2;
    [x, y] = [x - over, y - over];
    if (x < EDGE) [x, y] = [EDGE, limit - EDGE];
    if (y < EDGE) [x, y] = [limit - EDGE, EDGE];
  }
  const [bx, by] = turn(x, y, quarters);
  return [ox + bx, oy + by];
}

/**
 * Moves apart the board points that fall on one another (several choices aiming at one place)
 * side by side, then pushes apart any two closer than `SPOT_GAP`, a little at a time, each kept
 * inside its tile (`tiles[i]`, when given), so that each stays near its place.
 * @param {[number, number][]} points
 * @param {({at: [number, number], corner?: string} | undefined)[]} [tiles]
 * @returns {[number, number][]}
 */
export function spreadApart(points, tiles = []) {
  /** @type {Map<string, number[]>} */
  const same = new Map();
  points.forEach(([x, y], i) => {
    const key = `${Math.round(x)},${Math.round(y)}`;
    same.set(key, [...(same.get(key) ?? []), i]);
  });
  const out = points.map(([x, y]) => /** @type {[number, number]} */ ([x, y]));
  for (const group of same.values()) {
    group.forEach((i, k) => {
      out[i][0] += (k - (group.length - 1) / 2) * SPOT_GAP;
    });
  }
  const inside = () =>
    out.forEach((p, i) => {
      const tile = tiles[i];
      if (tile) out[i] = keepInside(p, tile.at, tile.corner);
    });
  inside();
  for (let round = 0; round < 60; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const [dx, dy] = [out[j][0] - out[i][0], out[j][1] - out[i][1]];
        const d = Math.hypot(dx, dy);
        if (d >= SPOT_GAP - 0.5) continue;
        // Half the missing distance each, along the line between them (a slant if level, so
        // that two spots pressed against an edge can slide along it).
        const [ux, uy] = d > 0.01 ? [dx / d, dy / d] : [Math.SQRT1_2, Math.SQRT1_2];
        const push = (SPOT_GAP - d) / 2 + 0.3;
        out[i][0] -= ux * push;
        out[i][1] -= uy * push;
        out[j][0] += ux * push;
        out[j][1] += uy * push;
        moved = true;
      }
    }
    inside();
    if (!moved) break;
  }
  return out;
}
