// The browser test of the analysis board, opened from the folder `halflings export-static`
// wrote (file://, offline): a scenario opened from a file shows the four rule books' scores,
// which differ between versions and are those of `halflings replay FILE --rules all`, the
// features that differ outlined on the board; hovering a space with a tile in hand says why it
// does not fit; the bot's best moves are listed and drawn; a position built by hand (legal
// placements with followers for both players, then one placed freely) gives the table the CLI
// gives on the same position saved as a file; the page's link reopens the same position; the
// board is saved as SVG and PNG.
//
//   HALFLINGS_SITE=/tmp/site HALFLINGS_BIN=target/debug/halflings HALFLINGS_CHROMIUM=/usr/bin/chromium \
//   node tests/analysis.mjs

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import { launch } from './chromium.mjs';

const site = process.env.HALFLINGS_SITE;
const bin = process.env.HALFLINGS_BIN;
if (!site || !bin) throw new Error('HALFLINGS_SITE names the folder halflings export-static wrote, HALFLINGS_BIN the halflings binary');
const shots = process.env.HALFLINGS_SCREENSHOTS ?? 'screenshots';
const scenario = fileURLToPath(new URL('../../crates/engine/tests/scenarios/example-1-city-closed-by-triangles.json', import.meta.url));
const VERSIONS = ['c1-2014', 'c1-2015', 'c2-2020', 'c2-2021'];

const { context, page, problems, profile } = await launch({ args: ['--allow-file-access-from-files'] });
await context.setOffline(true);
const work = mkdtempSync(join(tmpdir(), 'halflings-analysis-'));

/** @param {string} msg */
const step = (msg) => console.log(`analysis test: ${msg}`);

/**
 * The final scores per version as `halflings replay FILE --rules all --json` prints them.
 * @param {string} file
 * @returns {Record<string, number[]>}
 */
const replayAll = (file) => JSON.parse(execFileSync(bin, ['replay', file, '--rules', 'all', '--json'], { encoding: 'utf8' }));

/**
 * The table's totals with final scoring, per version, as the page shows them.
 * @returns {Promise<Record<string, number[]>>}
 */
async function tableFinals() {
  const cells = await page.$$eval('.rules-table tr[data-total="final_scores"] td', (tds) => tds.map((td) => [td.dataset.rules ?? '', td.textContent ?? '']));
  return Object.fromEntries(cells.map(([rules, text]) => [rules, text.split(' · ').map(Number)]));
}

/** Waits until the page shows `at` moves played. @param {number} at */
const atMove = (at) => page.waitForFunction((n) => document.body.dataset.at === String(n), at);

/**
 * A file the page offers for download when `button` is clicked, saved; gives its path.
 * @param {string} button
 * @param {string} name
 */
async function downloaded(button, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(button).click()]);
  const path = join(work, name);
  await download.saveAs(path);
  return path;
}

/** Places the tile in hand on the first space offered, with the first follower spot if `follower`. @param {boolean} follower */
async function placeFirst(follower) {
  const at = Number(await page.evaluate(() => document.body.dataset.at));
  await page.waitForSelector('.board .target');
  const targets = page.locator('.board .target');
  for (let i = 0; i < (await targets.count()); i++) {
    if (await targets.nth(i).click({ timeout: 1500 }).then(() => true, () => false)) break;
  }
  await page.waitForSelector('#confirm');
  if (follower) {
    await page.waitForSelector('.board .spot');
    await page.locator('.board .spot').first().click();
  }
  await page.locator('#confirm').click();
  await atMove(at + 1);
}

step('open a scenario: the four rule books, as halflings replay --rules all scores it');
await page.goto(pathToFileURL(join(site, 'analysis.html')).href);
await page.waitForSelector('.rules-table');
await page.setInputFiles('#open-file', scenario);
await atMove(3);
const expected = replayAll(scenario);
assert.deepEqual(await tableFinals(), expected);
assert.deepEqual(expected['c2-2021'], [8, 0]);
assert.deepEqual(expected['c1-2015'], [10, 0]);
assert.ok((await page.locator('.rules-table tr.differs').count()) > 0, 'the rows that differ are marked');
assert.ok((await page.locator('.board path.differs').count()) > 0, 'and outlined on the board');
for (const v of VERSIONS) assert.ok((await page.locator(`.rules-table th[data-rules="${v}"]`).count()) === 1, v);
const explained = await page.locator('.rules-table tbody td[data-rules="c2-2021"]').first().getAttribute('title');
assert.match(explained ?? '', /c2-2021/, 'each score with its explanation');
await page.screenshot({ path: join(shots, 'analysis-scenario.png') });

step('step back and forth through the moves');
await page.locator('#step-prev').click();
await atMove(2);
await page.locator('#step-last').click();
await atMove(3);

step('hover a space with a tile in hand: why it does not fit');
await page.locator('.pick-tile[data-tile="E"]').click();
await page.waitForSelector('.board .target');
// The space south of the start tile: E's city side against the start tile's field.
const box = await page.locator('.board [data-tile="D"]').boundingBox();
assert.ok(box);
await page.mouse.move(box.x + box.width / 2, box.y + box.height * 1.5);
await page.waitForSelector('#hover:not([hidden])');
const rule = await page.locator('#hover').getAttribute('data-rule');
assert.ok(rule && rule.length > 0, `the rule it breaks is named (${rule})`);
step(`  there: ${await page.locator('#hover').textContent()}`);

step('ask the bot: its best moves, listed and drawn on the board');
await page.locator('#bot-time').selectOption('300');
await page.locator('#ask-bot').click();
await page.waitForSelector('.bot-moves li', { timeout: 60000 });
const best = await page.locator('.bot-moves li').count();
assert.ok(best >= 1 && best <= 5, `the bot's best moves (${best})`);
assert.ok((await page.locator('.board .ghost-rank').count()) >= 1, 'drawn on the board');
await page.screenshot({ path: join(shots, 'analysis-bot.png') });

step('build a position by hand: legal placements with followers for both players, one placed freely');
await page.locator('details.new-position > summary').click();
await page.locator('#new-create').click();
await atMove(0);
await page.locator('.player-chip[data-seat="0"]').click();
await page.locator('.pick-tile[data-tile="U"]').click();
await placeFirst(true);
await page.locator('.player-chip[data-seat="1"]').click();
await page.locator('.pick-tile[data-tile="K"]').click();
await placeFirst(true);
await page.locator('.player-chip[data-seat="0"]').click();
await page.locator('.pick-tile[data-tile="E"]').click();
await placeFirst(true);
await page.locator('#mode').selectOption('free');
await page.waitForFunction(() => document.querySelector('#position-line')?.textContent?.includes('freely'));
await page.locator('.player-chip[data-seat="1"]').click();
await page.locator('.pick-tile[data-tile="B"]').click();
await placeFirst(true);
const built = await downloaded('#download-file', 'built.json');
const saved = JSON.parse(readFileSync(built, 'utf8'));
assert.equal(saved.format, 'halflings-scenario/1');
assert.equal(saved.moves.length, 4);
assert.equal(saved.free, true);
assert.deepEqual(await tableFinals(), replayAll(built), 'the table is the CLI\'s on the saved file');

step('share by the page\'s link: it reopens the same position');
const link = page.url();
assert.match(link, /#at=4&p=/);
const tiles = await page.locator('.board [data-tile]').count();
const finals = await tableFinals();
const again = await context.newPage();
again.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
await again.goto(link);
await again.waitForFunction(() => document.body.dataset.at === '4');
assert.equal(await again.locator('.board [data-tile]').count(), tiles);
const reopened = await again.$$eval('.rules-table tr[data-total="final_scores"] td', (tds) => tds.map((td) => td.textContent));
assert.deepEqual(reopened, Object.values(finals).map((s) => s.join(' · ')));
await again.close();

step('the board as SVG and PNG');
const svg = readFileSync(await downloaded('#download-svg', 'board.svg'), 'utf8');
assert.ok(svg.startsWith('<svg') && svg.includes('data-tile='), 'an SVG picture of the board');
const png = readFileSync(await downloaded('#download-png', 'board.png'));
assert.deepEqual([...png.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47], 'a PNG');
await page.screenshot({ path: join(shots, 'analysis-built.png') });

assert.deepEqual(problems, [], 'no page errors');
await context.close();
rmSync(profile, { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
step('passed');
