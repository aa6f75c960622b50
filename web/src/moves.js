// An expansion's move as the page reads it. A module's move has named fields of its own
// (`{"do": "expansion", "module": "…", "action": "…", "to": {"at": [0, 1], …},
// "kind": "…"}`); the page needs two things of any of them: the place on the board it
// aims at — the one field that is a place (has `at`), or the older form's `target` — and the
// special follower it names, if any (its `kind`, or the older form's `arg`).

/**
 * The place on the board a move aims at, if any.
 * @param {import('./api.js').Move} m
 * @returns {import('./api.js').Target | undefined}
 */
export function aimOf(m) {
  if (m.target) return m.target;
  for (const [key, value] of Object.entries(m)) {
    if (key !== 'at' && value && typeof value === 'object' && Array.isArray(value.at)) return value;
  }
  return undefined;
}

/**
 * The special follower kind a move names, if any: not the regular follower.
 * @param {import('./api.js').Move} m
 * @returns {string | undefined}
 */
export function kindOf(m) {
  const kind = typeof m.kind === 'string' ? m.kind : m.arg;
  return kind === 'follower' ? undefined : kind;
}
