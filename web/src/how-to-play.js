// The How to play page: the rules of the halflings, each paragraph beside a small position
// drawn by the boards' own drawing (picture.js), and the rules versions' differences each
// shown on one position with its scores under all four. What it shows is data: the sections
// (the core's and each expansion's, which adds its own the same way), every position played
// out by the engine and its tiles' shapes, from the server (`GET /api/how-to-play`, the
// address in the body's `data-guide`) or, in the folder of pages that need no server, from a
// module beside the scripts. The page decides no rule and scores nothing itself.

import { fetchJson } from './api.js';
import { byId, fill, h } from './dom.js';
import { applyMessages, t, word } from './messages.js';
import { boardPicture } from './picture.js';

/** @typedef {import('./api.js').PlayerView} PlayerView */
/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./analysis-table.js').VersionScores} VersionScores */
/**
 * @typedef {{id: string, title: string, text: string, position?: string, versions?: boolean, rules?: string[]}} Paragraph
 * @typedef {{id: string, title: string, intro?: string, module?: string, paragraphs: Paragraph[]}} Section
 * @typedef {{id: string, rules: string, final_scoring: boolean, view: PlayerView, table: VersionScores[]}} Position
 * @typedef {{sections: Section[], positions: Position[], tiles: TileShape[]}} GuideContent
 */

/** Pixels per board unit (a space is 100 units): a space is 70 pixels wide. */
const SCALE = 0.7;

/** @param {number} seat */
const seatName = (seat) => t('game.seat', { n: seat + 1 });

/**
 * The page's content, from where the page says.
 * @returns {Promise<GuideContent>}
 */
async function load() {
  const source = document.body.dataset.guide ?? '/api/how-to-play';
  if (source.endsWith('.js')) return (await import(new URL(source, document.baseURI).href)).default;
  return fetchJson(source);
}

/**
 * The scores a position shows under one version: the final ones when the position ends with
 * final scoring.
 * @param {Position} position
 * @param {VersionScores} row
 */
const shown = (position, row) => (position.final_scoring ? row.final_scores : row.scores);

/**
 * The players' scores in a line.
 * @param {number[]} scores
 */
const scoreLine = (scores) => scores.map((score, seat) => t('guide.scores.player', { who: seatName(seat), score })).join(', ');

/**
 * The picture of a position, with its scores under its own version underneath when anything
 * scored.
 * @param {Position} position
 * @param {Map<string, TileShape>} shapes
 * @param {string} title  what the paragraph is about
 */
function figure(position, shapes, title) {
  const picture = boardPicture(position.view, shapes, { seatName, scale: SCALE, scores: false });
  picture.setAttribute('role', 'img');
  picture.setAttribute('aria-label', t('guide.picture', { title }));
  const own = position.table.find((row) => row.rules === position.rules);
  const scores = own ? shown(position, own) : [];
  const caption = scores.some((n) => n > 0) ? h('figcaption', {}, t(position.final_scoring ? 'guide.scores.final' : 'guide.scores.during', { rules: position.rules, scores: scoreLine(scores) })) : '';
  return h('figure', { class: 'guide-figure', 'data-position': position.id }, picture, caption);
}

/**
 * The position's scores under every rules version, a row per version.
 * @param {Position} position
 */
function versionsTable(position) {
  const players = position.view.scores.map((_, seat) => h('th', { scope: 'col' }, seatName(seat)));
  const rows = position.table.map((row) =>
    h(
      'tr',
      { 'data-rules': row.rules },
      h('th', { scope: 'row' }, h('code', {}, row.rules)),
      h('td', { class: 'muted' }, word(row.summary)),
      ...shown(position, row).map((score) => h('td', { class: 'score' }, String(score))),
    ),
  );
  return h(
    'table',
    { class: 'guide-versions', 'data-position': position.id },
    h('caption', {}, t('guide.versions.caption')),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('guide.versions.version')), h('th', { scope: 'col' }, t('guide.versions.counts')), ...players)),
    h('tbody', {}, ...rows),
  );
}

/**
 * One paragraph: its words (with an anchor for every rule code it explains) beside its
 * position, and the versions' table under both when it shows one.
 * @param {Paragraph} paragraph
 * @param {Map<string, Position>} positions
 * @param {Map<string, TileShape>} shapes
 */
function paragraphBlock(paragraph, positions, shapes) {
  const title = t(paragraph.title);
  const position = paragraph.position ? positions.get(paragraph.position) : undefined;
  const anchors = (paragraph.rules ?? []).map((rule) => h('span', { id: `rule-${rule}`, class: 'rule-anchor' }));
  return h(
    'article',
    { class: `guide-rule${paragraph.versions ? ' with-versions' : ''}`, id: paragraph.id },
    h('div', { class: 'guide-words' }, ...anchors, h('h3', {}, title), h('p', {}, t(paragraph.text))),
    position ? figure(position, shapes, title) : '',
    position && paragraph.versions ? versionsTable(position) : '',
  );
}

/** Marks the paragraph the address's fragment names (a section, a paragraph or a rule's anchor) and brings it into sight. */
function showTarget() {
  for (const el of document.querySelectorAll('.targeted')) el.classList.remove('targeted');
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  (target.closest('.guide-rule') ?? target).classList.add('targeted');
  target.scrollIntoView({ block: 'start' });
}

applyMessages(document);
document.title = t('guide.title');
try {
  const content = await load();
  const shapes = new Map(content.tiles.map((shape) => [shape.id, shape]));
  const positions = new Map(content.positions.map((p) => [p.id, p]));
  fill(
    byId('contents'),
    h('ol', {}, ...content.sections.map((section) => h('li', {}, h('a', { href: `#section-${section.id}` }, t(section.title))))),
  );
  fill(
    byId('sections'),
    ...content.sections.map((section) =>
      h(
        'section',
        { class: 'guide-section', id: `section-${section.id}`, 'data-module': section.module },
        h('h2', {}, t(section.title)),
        section.intro ? h('p', { class: 'guide-intro' }, t(section.intro)) : '',
        h('div', { class: 'guide-grid' }, ...section.paragraphs.map((p) => paragraphBlock(p, positions, shapes))),
      ),
    ),
  );
  document.body.dataset.ready = 'true';
  showTarget();
  addEventListener('hashchange', showTarget);
} catch (e) {
  fill(byId('sections'), h('p', { class: 'error', role: 'alert' }, t('guide.error', { error: e instanceof Error ? e.message : String(e) })));
}
