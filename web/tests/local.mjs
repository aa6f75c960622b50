// The browser test of the pages that need no server, with the network cut: Chromium opens the
// folder `halflings export-static` wrote from disk (file://, with the flag that lets a page
// opened from a file load the folder's scripts) in Playwright's offline mode, checks the lobby's
// census (what the game starts with, counted by the engine in the page's Web Worker, plain and
// with every expansion), and plays a hot-seat game of two people on this browser to the end,
// every turn through the page, then a game against the greedy bot to the end and its rematch
// from the end screen (the same seats and options, a new seed; a move in it); a reload in the
// middle goes on where it was, and the record it offers at the end is the game's.
//
//   HALFLINGS_SITE=/tmp/site HALFLINGS_CHROMIUM=/usr/bin/chromium node tests/local.mjs

import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import { launch } from './chromium.mjs';

const site = process.env.HALFLINGS_SITE;
if (!site) throw new Error('HALFLINGS_SITE names the folder halflings export-static wrote');
const shots = process.env.HALFLINGS_SCREENSHOTS ?? 'screenshots';

const { context, page, problems, profile } = await launch({ args: ['--allow-file-access-from-files'] });
await context.setOffline(true);
/** Every request the pages make: none may leave the folder. */
const requests = /** @type {string[]} */ ([]);
page.on('request', (r) => requests.push(r.url()));

/** @param {string} msg */
const step = (msg) => console.log(`local test: ${msg}`);

/** The move number the page shows. */
const moveNo = async () => Number(await page.evaluate(() => document.body.dataset.moveNo ?? '-1'));

/** Waits until a seat of this browser is to move or the game is over; gives whether one is. */
async function waitForTurn() {
  await page.waitForFunction(() => document.querySelector('.turn-banner.mine') !== null || document.body.dataset.phase === 'over', undefined, { timeout: 60000 });
  return (await page.evaluate(() => document.body.dataset.phase)) !== 'over';
}

/**
 * Plays the turn of the seat to move through the page: a halfling from the hand now and then,
 * else a drawn tile, laid on the first space offered, with a follower when a spot is offered
 * every other turn.
 * @param {number} turn
 */
async function playTurn(turn) {
  const before = await moveNo();
  if (turn % 4 === 1 && (await page.locator('.hand-tile .play').count()) > 0) {
    await page.locator('.hand-tile .play').first().click();
  } else if ((await page.locator('#draw').count()) > 0) {
    await page.locator('#draw').click();
  }
  await page.waitForFunction((b) => Number(document.body.dataset.moveNo) > b || document.querySelector('.board .target') !== null, before);
  if ((await page.locator('.board .target').count()) === 0) return;
  const targets = page.locator('.board .target');
  for (let i = 0; i < (await targets.count()); i++) {
    if (await targets.nth(i).click({ timeout: 1500 }).then(() => true, () => false)) break;
  }
  await page.waitForSelector('#confirm');
  if (turn % 2 === 0 && (await page.locator('.board .spot').count()) > 0) {
    const spots = page.locator('.board .spot');
    for (let i = 0; i < (await spots.count()); i++) {
      if (await spots.nth(i).click({ timeout: 1500 }).then(() => true, () => false)) break;
    }
  }
  const confirm = page.locator('#confirm');
  if (await confirm.isDisabled()) await page.locator('.board .spot').first().click();
  const now = await moveNo();
  await confirm.click();
  await page.waitForFunction((b) => Number(document.body.dataset.moveNo) > b, now);
}

/**
 * Plays every turn of this browser's seats until the game is over; reloads the page once,
 * after `reloadAfter` turns, and checks that the game goes on where it was.
 * @param {number} reloadAfter
 */
async function playToTheEnd(reloadAfter) {
  let turn = 0;
  while (await waitForTurn()) {
    await playTurn(turn++);
    if (turn === reloadAfter) {
      const before = await moveNo();
      await page.reload();
      await page.waitForFunction((b) => Number(document.body.dataset.moveNo) >= b, before);
      assert.equal(await page.locator('.board [data-tile]').count() > 1, true, 'the board is back after a reload');
    }
  }
  return turn;
}

/**
 * Creates a game in the lobby of the folder with the seats `kinds` (in order).
 * @param {string[]} kinds  `me`, `hot-seat` or `bot`
 */
async function createGame(kinds) {
  await page.goto(pathToFileURL(join(site ?? '', 'index.html')).href);
  await page.waitForSelector('#create');
  const selects = page.locator('select.seat-kind');
  for (let i = 0; i < kinds.length; i++) {
    if (i >= (await selects.count())) await page.locator('#add-seat').click();
    await selects.nth(i).selectOption(kinds[i]);
  }
  await page.locator('#create').click();
  await page.waitForURL(/play\.html#/);
  await page.waitForSelector('.board [data-tile]');
}

/** The game record the end screen offers, as the page would download it. */
async function recordOffered() {
  const link = page.locator('#record-link');
  const href = await link.getAttribute('href');
  assert.ok(href?.startsWith('blob:'), 'the record is made in the browser');
  return page.evaluate(async (url) => JSON.parse(await (await fetch(url)).text()), href ?? '');
}

/** The lobby's census as the page shows it: tiles in all, by tile set, and figures each. */
const census = () =>
  page.evaluate(() => {
    /** @param {string} selector */
    const counts = (selector) => Object.fromEntries([...document.querySelectorAll(`#census li[${selector}]`)].map((li) => [li.getAttribute(selector), Number(li.getAttribute('data-count'))]));
    return {
      total: Number(document.querySelector('#census .census-tiles')?.getAttribute('data-total')),
      sets: counts('data-set'),
      figures: counts('data-figure'),
      text: document.querySelector('#census')?.textContent ?? '',
    };
  });

step('the lobby shows what the game starts with, counted by the engine in this browser');
await page.goto(pathToFileURL(join(site, 'index.html')).href);
await page.waitForSelector('#census .census-tiles');
const plain = await census();
assert.equal(plain.figures.follower, 7, 'seven followers each');
assert.ok(plain.figures.halfling > 0, 'halflings each');
assert.equal(Object.values(plain.sets).reduce((a, b) => a + b, 0), plain.total);
assert.ok(plain.total > 70, `the tiles in all (${plain.total})`);
assert.ok(plain.text.includes(String(plain.total)), `the census in words: ${plain.text}`);
// Every expansion players choose (under the folded expert options): each one's tile sets with
// their tiles as the folder's tile data prints them, and each of its figures and special
// followers, join the census.
/** @type {{expansions: import('../src/api.js').ExpansionInfo[], tiles: import('../src/api.js').TileShape[]}} */
const data = await import(pathToFileURL(join(site, 'assets/local/data.js')).href);
const chosen = data.expansions.filter((e) => e.selectable);
assert.ok(chosen.length > 0, 'the folder offers expansions');
await page.locator('details.expert > summary').click();
for (const e of chosen) await page.locator(`input[name=expansion][value="${e.id}"]`).check();
// Every printed tile in the pile: the sixth shrine is in only with the 6-tile shrine set.
await page.locator('select[data-module="count-king-robber"][data-option="shrine_set"]').selectOption('6');
const sets = chosen.flatMap((e) => e.tile_sets);
/** @param {string} set */
const printed = (set) => data.tiles.filter((tile) => tile.set === set).reduce((n, tile) => n + tile.count, 0);
const counts = sets.map((set) => [set, String(printed(set))]);
const figures = chosen.flatMap((e) => [...e.figures.map((f) => f.name), ...e.followers.map((f) => f.name)]);
// The census is asked again when an option changes: wait for the counts (the asserts below say which differs).
await page
  .waitForFunction(
    ([counts, figures]) =>
      counts.every(([set, n]) => document.querySelector(`#census li[data-set="${set}"]`)?.getAttribute('data-count') === n) &&
      figures.every((name) => document.querySelector(`#census li[data-figure="${name}"]`)),
    /** @type {[string[][], string[]]} */ ([counts, figures]),
    { timeout: 10000 },
  )
  .catch(() => {});
const all = await census();
for (const set of sets) assert.equal(all.sets[set], printed(set), `the census counts ${set}`);
for (const name of figures) {
  assert.ok(all.figures[name] > 0, `the census gives each player ${name}: ${JSON.stringify(all.figures)}`);
}
assert.equal(all.figures.follower, 7);
await page.locator('#census').scrollIntoViewIfNeeded();
await page.screenshot({ path: join(shots, 'local-census.png') });

step('a hot-seat game of two people on this browser, with the network cut');
await createGame(['me', 'hot-seat']);
const turns = await playToTheEnd(7);
assert.ok(turns > 40, `both seats played every turn through the page (${turns})`);
assert.equal(await page.evaluate(() => document.body.dataset.phase), 'over');
await page.waitForSelector('#end:not([hidden])');
const hotSeat = await recordOffered();
assert.equal(hotSeat.format, 'halflings-record/1');
assert.equal(hotSeat.moves.length, await moveNo());
await page.screenshot({ path: join(shots, 'local-hot-seat-end.png') });

step('a game against the greedy bot, in its Web Worker');
await createGame(['me', 'bot']);
const mine = await playToTheEnd(5);
assert.ok(mine > 20, `the person played every turn of theirs (${mine})`);
await page.waitForSelector('#end:not([hidden])');
const againstBot = await recordOffered();
assert.ok(againstBot.moves.length > 2 * mine - 2, 'the bot played its turns too');
const scores = await page.evaluate(() => [...document.querySelectorAll('#end .total')].map((td) => Number(td.textContent)));
assert.equal(scores.length, 2);
await page.screenshot({ path: join(shots, 'local-greedy-end.png') });

step('a rematch from the end screen: the same seats and options, a new seed, played');
const playPage = pathToFileURL(join(site, 'play.html')).href;
const oldGame = new URL(page.url()).hash.slice(1);
assert.equal(await page.locator('#rematch').innerText(), 'Rematch');
// The page loads again, on the rematch.
await Promise.all([page.waitForEvent('load'), page.locator('#rematch').click()]);
await page.waitForFunction((old) => location.hash.slice(1) !== old && document.querySelector('.board [data-tile]') !== null, oldGame);
const newGame = new URL(page.url()).hash.slice(1);
/** @type {Record<string, import('../src/local-games.js').LocalGame>} */
const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('halflings:local-games') ?? '{}'));
assert.equal(kept[oldGame].rematch, newGame, 'the old game knows its rematch');
assert.deepEqual(kept[newGame].seats, kept[oldGame].seats, 'the same seats');
const { seed: oldSeed, ...oldSetup } = kept[oldGame].record.setup;
const { seed: newSeed, ...newSetup } = kept[newGame].record.setup;
assert.deepEqual(newSetup, oldSetup, 'the same options');
assert.notEqual(newSeed, oldSeed, 'a new seed');
assert.ok(await waitForTurn(), 'the person is to move in the rematch');
await playTurn(0);
// The old game's end screen leads to the same rematch.
await page.goto(pathToFileURL(join(site, 'index.html')).href);
await page.goto(`${playPage}#${oldGame}`);
await page.waitForSelector('#end:not([hidden]) #rematch');
assert.equal(await page.locator('#rematch').innerText(), 'Play the rematch');
await Promise.all([page.waitForEvent('load'), page.locator('#rematch').click()]);
await page.waitForFunction((next) => location.hash.slice(1) === next && Number(document.body.dataset.moveNo) > 0, newGame);

step('both games are listed in the folder\'s lobby');
await page.goto(pathToFileURL(join(site, 'index.html')).href);
await page.waitForFunction(() => document.querySelectorAll('#finished li a').length >= 2);

const outside = requests.filter((url) => !url.startsWith('file:') && !url.startsWith('blob:') && !url.startsWith('data:'));
assert.deepEqual(outside, [], 'no request left the folder');
assert.deepEqual(problems, [], 'no page errors');
await context.close();
rmSync(profile, { recursive: true, force: true });
// The folder is the one the CLI wrote: its index is the lobby's.
assert.ok(readFileSync(join(site, 'index.html'), 'utf8').includes('assets/src/local.js'));
step('passed');
