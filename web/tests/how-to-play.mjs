// The How to play page in real Chromium against a running server: opened in English, Dutch,
// Romanian and German (chosen with the header's switch, as a player does), each time with no
// key missing from the catalogue, the heading in the language, every section of the server's
// content (the core's and the expansions'), every paragraph's position drawn (an SVG whose
// tiles are the position's, as many as the server played out) and, on the positions that show
// the rules versions, the four versions' scores as the server's engine gave them. Then the
// links: from the lobby's header; from the game page, where a refusal the server sends for an
// action through the page's own socket (a halfling not in hand) links its rule code to the
// paragraph that explains it, which the page marks and brings into sight; and from the analysis
// board's header to the same page in the folder of pages that need no server, drawn from the
// module there. Saves a screenshot of the page (`how-to-play.png`).
//
//   HALFLINGS_URL=http://127.0.0.1:8080 HALFLINGS_CHROMIUM=/usr/bin/chromium \
//   HALFLINGS_SCREENSHOTS=screenshots node tests/how-to-play.mjs

import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './chromium.mjs';
import { createGame } from './games.mjs';

const base = process.env.HALFLINGS_URL ?? 'http://127.0.0.1:8080';
const shots = process.env.HALFLINGS_SCREENSHOTS ?? 'screenshots';
mkdirSync(shots, { recursive: true });

/** @param {string} msg */
const step = (msg) => console.log(`how to play: ${msg}`);

/** The page's heading in each language. */
const HEADINGS = {
  en: 'How to play Halflings',
  nl: 'Zo speel je Halflings',
  ro: 'Cum se joacă Halflings',
  de: 'So wird Halflinge gespielt',
};

const content = await (await fetch(`${base}/api/how-to-play`)).json();
assert.ok(content.sections.length >= 5, 'the core sections and an expansion’s');
assert.ok(
  content.sections.some((/** @type {any} */ s) => s.module),
  'an expansion adds its own section',
);
/** @type {Map<string, any>} */
const positions = new Map(content.positions.map((/** @type {any} */ p) => [p.id, p]));
const paragraphs = content.sections.flatMap((/** @type {any} */ s) => s.paragraphs);
const versioned = paragraphs.filter((/** @type {any} */ p) => p.versions);
assert.ok(versioned.length >= 3, 'positions show the versions’ differences');

const { context, page, problems, profile } = await launch({ viewport: { width: 1366, height: 900 } });

/**
 * Waits for the page to be drawn, then checks what it shows against the server's content.
 * @param {import('playwright-core').Page} p
 * @param {string} lang
 */
async function checkPage(p, lang) {
  await p.waitForSelector('body[data-ready="true"]');
  assert.equal(await p.evaluate(() => document.documentElement.lang), lang);
  assert.equal((await p.locator('main h1').textContent())?.trim(), HEADINGS[/** @type {keyof typeof HEADINGS} */ (lang)]);
  const missing = await p.evaluate(() => [.../** @type {any} */ (window).halflingsMissing]);
  assert.deepEqual(missing, [], `${lang}: keys the catalogue lacks`);
  // Every section, and every paragraph's words filled in (no key shown as it is).
  const sections = await p.locator('section.guide-section').evaluateAll((els) => els.map((el) => el.id));
  assert.deepEqual(
    sections,
    content.sections.map((/** @type {any} */ s) => `section-${s.id}`),
  );
  for (const paragraph of paragraphs) {
    const block = p.locator(`article.guide-rule[id="${paragraph.id}"]`);
    const words = (await block.locator('p').textContent()) ?? '';
    assert.ok(words.length > 40 && !words.includes(paragraph.text), `${lang}: ${paragraph.id} worded`);
    if (!paragraph.position) continue;
    // Its position drawn: as many tiles as the engine laid, each with a drawing inside.
    const drawn = await block.locator('figure.guide-figure svg g.tiles > g').evaluateAll((tiles) => tiles.map((g) => g.childElementCount));
    const expected = positions.get(paragraph.position).view.tiles.length;
    assert.equal(drawn.length, expected, `${lang}: ${paragraph.id}: tiles drawn`);
    assert.ok(drawn.every((n) => n > 0), `${lang}: ${paragraph.id}: every tile has its picture`);
    const box = await block.locator('figure.guide-figure svg').boundingBox();
    assert.ok(box && box.width > 60 && box.height > 60, `${lang}: ${paragraph.id}: the picture has a size`);
  }
  // The versions' scores of each such position: a row per version, as the engine counted.
  for (const paragraph of versioned) {
    const position = positions.get(paragraph.position);
    const rows = await p.locator(`article[id="${paragraph.id}"] table.guide-versions tbody tr`).evaluateAll((trs) =>
      trs.map((tr) => ({ rules: /** @type {HTMLElement} */ (tr).dataset.rules, scores: [...tr.querySelectorAll('td.score')].map((td) => Number(td.textContent)) })),
    );
    assert.deepEqual(
      rows,
      position.table.map((/** @type {any} */ row) => ({ rules: row.rules, scores: position.final_scoring ? row.final_scores : row.scores })),
      `${lang}: ${paragraph.id}: the four versions' scores`,
    );
    assert.equal(rows.length, 4);
  }
}

try {
  const city = positions.get('city');
  assert.deepEqual(
    city.table.map((/** @type {any} */ r) => r.final_scores[0]),
    [8, 10, 10, 8],
    'the city closed by triangles: 8 counting spaces, 10 counting tiles',
  );

  for (const lang of ['nl', 'ro', 'de', 'en']) {
    await page.goto(base);
    await page.waitForSelector('#language');
    await page.locator('#language').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.goto(`${base}/how-to-play`);
    await checkPage(page, lang);
    if (lang === 'de') await page.screenshot({ path: join(shots, 'how-to-play-de.png') });
    step(`${lang}: every section worded, ${paragraphs.length} paragraphs, every picture drawn, the versions' scores shown`);
  }
  await page.screenshot({ path: join(shots, 'how-to-play.png') });
  await page.locator('#versions-city').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'how-to-play-versions.png') });

  step('the lobby links to the page');
  await page.goto(base);
  await page.locator('#open-guide').click();
  await page.waitForURL(`${base}/how-to-play`);
  await checkPage(page, 'en');

  step('the game page: its header, and a refusal linking its rule to the paragraph');
  const game = await createGame(base, { seats: [{ kind: 'person', name: 'Ann' }, { kind: 'person', name: 'Ben' }] });
  const ann = game.seats[0].token;
  /** @type {import('playwright-core').WebSocketRoute[]} */
  const toServer = [];
  await page.routeWebSocket(/\/api\/games\/[^/]+\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => ws.send(m));
    toServer.push(server);
  });
  await page.goto(`${base}/game/${game.id}#t=${ann}`);
  await page.waitForSelector('.turn-banner.mine');
  assert.equal(await page.locator('#open-guide').getAttribute('href'), '/how-to-play');
  const state = await (await fetch(`${base}/api/games/${game.id}/state`, { headers: { authorization: `Bearer ${ann}` } })).json();
  const notMine = ['H1-01', 'H1-02', 'H1-03', 'H1-04'].find((id) => !state.view.hand.includes(id));
  // Through the page's own socket, as the page sends an action: the server refuses it.
  toServer[toServer.length - 1].send(JSON.stringify({ type: 'act', move_no: state.move_no, move: { do: 'play', tile: notMine } }));
  const link = page.locator('#toasts .toast.error a.rule-link');
  await link.waitFor();
  assert.equal(await link.getAttribute('data-rule'), 'not-in-hand');
  assert.equal(await link.getAttribute('href'), '/how-to-play#rule-not-in-hand');
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await checkPage(opened, 'en');
  const explains = paragraphs.find((/** @type {any} */ p) => (p.rules ?? []).includes('not-in-hand'));
  assert.ok(explains, 'a paragraph explains the refusal');
  await opened.waitForSelector(`article.guide-rule.targeted[id="${explains.id}"]`);
  const inSight = await opened.locator(`article[id="${explains.id}"]`).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= -1 && r.top < innerHeight / 2;
  });
  assert.ok(inSight, 'the paragraph is brought into sight');
  await opened.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  step('the analysis board links to the page in the folder of pages that need no server');
  await page.goto(`${base}/analysis`);
  const guideLink = page.locator('#open-guide');
  await guideLink.waitFor();
  assert.equal(await guideLink.getAttribute('href'), 'how-to-play.html');
  const [local] = await Promise.all([context.waitForEvent('page'), guideLink.click()]);
  await local.waitForURL(`${base}/local/how-to-play.html`);
  await checkPage(local, 'en');
  await local.close();

  assert.deepEqual(problems, [], 'no page errors');
  step('done');
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
