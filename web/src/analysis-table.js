// The analysis board's four rule books side by side: every scoring of the position under each
// rules version (during the moves, then final scoring of the position as it stands), each with
// the engine's explanation, the totals, and the features whose points differ between versions.

import { h } from './dom.js';
import { t, word } from './messages.js';

/** @typedef {import('./api.js').Score} Score */

/**
 * The scores of the position under one rules version, as the engine gives them.
 * @typedef {{rules: string, summary: import('./messages.js').Text, scores: number[], final_scores: number[], events: Score[]}} VersionScores
 */

/**
 * A feature's scoring, the same across versions: its kind, a space of it, and whether final
 * scoring made it.
 * @typedef {{feature: string, at: [number, number], final: boolean}} Scoring
 */

/**
 * The key of a scoring.
 * @param {Score} e
 */
const keyOf = (e) => `${e.feature} ${e.at.join(',')} ${e.final_scoring ? 'final' : 'during'}`;

/**
 * Every scoring of `table`, in the order the versions first made them, with each version's
 * event for it (if it made one).
 * @param {VersionScores[]} table
 * @returns {{scoring: Scoring, key: string, events: (Score | undefined)[]}[]}
 */
function rows(table) {
  /** @type {Map<string, {scoring: Scoring, key: string, events: (Score | undefined)[]}>} */
  const found = new Map();
  table.forEach((version, v) => {
    for (const e of version.events) {
      const key = keyOf(e);
      let row = found.get(key);
      if (!row) {
        row = { scoring: { feature: e.feature, at: e.at, final: e.final_scoring }, key, events: table.map(() => undefined) };
        found.set(key, row);
      }
      // Two scorings of one key in a version (a feature scored twice): the first keeps its row.
      row.events[v] ??= e;
    }
  });
  return [...found.values()];
}

/**
 * Whether the versions' points for a row differ.
 * @param {(Score | undefined)[]} events
 */
function differs(events) {
  const points = events.map((e) => (e ? e.points.join(',') : 'none'));
  return points.some((p) => p !== points[0]);
}

/**
 * The scorings whose points differ between the versions (to highlight on the board).
 * @param {VersionScores[]} table
 * @returns {Scoring[]}
 */
export function differing(table) {
  return rows(table)
    .filter((row) => differs(row.events))
    .map((row) => row.scoring);
}

/**
 * Points per player, in words: `8 · 0`.
 * @param {number[]} points
 */
const pointsText = (points) => points.join(' · ');

/**
 * The table of `table`, players named by `seatName`.
 * @param {VersionScores[]} table
 * @param {(seat: number) => string} seatName
 * @returns {HTMLElement}
 */
export function rulesTable(table, seatName) {
  const players = table[0]?.scores.length ?? 0;
  const who = Array.from({ length: players }, (_, i) => seatName(i)).join(' · ');
  const head = h(
    'tr',
    {},
    h('th', {}, t('analysis.table.scoring', { who })),
    ...table.map((v) => h('th', { title: word(v.summary), 'data-rules': v.rules }, v.rules)),
  );
  const body = rows(table).map((row) =>
    h(
      'tr',
      { class: differs(row.events) ? 'differs' : '', 'data-key': row.key },
      h('th', {}, t(row.scoring.final ? 'analysis.table.final-row' : 'analysis.table.row', { feature: t(`feature.${row.scoring.feature}`), at: row.scoring.at.join(',') })),
      ...row.events.map((e, v) =>
        h('td', { title: e ? word(e.explanation, seatName) : t('analysis.table.none'), 'data-rules': table[v].rules }, e ? pointsText(e.points) : '–'),
      ),
    ),
  );
  /**
   * A totals row.
   * @param {string} label
   * @param {'scores' | 'final_scores'} which
   */
  const total = (label, which) =>
    h(
      'tr',
      { class: `total ${which}`, 'data-total': which },
      h('th', {}, label),
      ...table.map((v) => h('td', { 'data-rules': v.rules }, pointsText(v[which]))),
    );
  return h(
    'table',
    { class: 'rules-table' },
    h('thead', {}, head),
    h('tbody', {}, ...body),
    h('tfoot', {}, total(t('analysis.table.now'), 'scores'), total(t('analysis.table.with-final'), 'final_scores')),
  );
}
