// The ways to lay the tile, as the page offers them (and the browser test plays them).

/** @typedef {import('./api.js').Legal} Legal */
/** @typedef {import('./api.js').Move} Move */
/** @typedef {import('./api.js').PlacementOption} PlacementOption */

/**
 * A way to lay the tile (a placement the server lists) with the expansions' moves that lay it
 * so: each aims at a place on the board (a figure on another tile) or at nothing (an action
 * instead of a follower).
 * @typedef {PlacementOption & {moves: Move[]}} PlacementChoice
 */

/**
 * The ways to lay the tile: the server's placements, each with the expansions' moves that lay
 * the tile the same way (which the server lists among the other moves).
 * @param {Legal} legal
 * @returns {PlacementChoice[]}
 */
export function placementChoices(legal) {
  /** @type {PlacementChoice[]} */
  const out = legal.placements.map((p) => ({ ...p, moves: [] }));
  for (const m of legal.moves) {
    const at = m.at;
    if (m.do !== 'expansion' || !at) continue;
    let option = out.find((p) => p.at[0] === at[0] && p.at[1] === at[1] && p.rot === m.rot && p.corner === m.corner);
    if (!option) {
      option = { at, rot: m.rot, corner: m.corner, followers: [], figures: [], bare: false, moves: [] };
      out.push(option);
    }
    option.moves.push(m);
  }
  return out;
}
