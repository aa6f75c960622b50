// What the browser test checks of how playing feels (issue 11): a whole turn with the keyboard
// only, Enter on a focused button doing that button's work, the log's newest line in sight, a
// turn on a phone with Confirm in reach without scrolling, the follower spots of a triangle
// named in words and apart, the seats' colours apart for colour-blind players, and an
// accessibility scan with axe-core finding nothing serious.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SEAT_COLOURS } from '../src/palette.js';
import { closestPairs, contrast } from './colours.mjs';
import { createGame } from './games.mjs';

/** @typedef {import('playwright-core').Page} Page */

const require = createRequire(import.meta.url);

/** The move number the page shows. @param {Page} page */
const moveNo = async (page) => Number(await page.evaluate(() => document.body.dataset.moveNo ?? '-1'));

/**
 * Presses Tab until the focused element matches `selector` (at most `max` times), once the page
 * shows it: the turn banner can say "your turn" a moment before the page offers the turn's
 * buttons, which on a busy machine made the presses run out before #draw existed.
 * @param {Page} page
 * @param {string} selector
 * @param {number} [max]
 */
async function tabTo(page, selector, max = 80) {
  await page.waitForSelector(selector, { timeout: 30000 });
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector}`);
}

/** What has the focus: its classes and id. @param {Page} page */
const focused = (page) => page.evaluate(() => `${document.activeElement?.id ?? ''} ${document.activeElement?.getAttribute('class') ?? ''} ${document.activeElement?.getAttribute('data-key') ?? ''}`);

/**
 * A whole turn with the keyboard only: Tab to Draw, Enter (when the turn offers a choice: with
 * no halfling in hand that fits anywhere, the engine draws at once and the turn starts with the
 * tile to place); Tab to a highlighted space (each a button, with a visible focus ring), the
 * arrows to another, Enter to choose it; R turns the tile, F chooses a follower spot; Enter
 * confirms.
 * @param {Page} page
 */
export async function keyboardTurn(page) {
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await page.waitForSelector('#draw, .board .target', { timeout: 30000 });
  if ((await page.locator('#draw').count()) > 0) {
    await tabTo(page, '#draw');
    await page.keyboard.press('Enter');
  }
  await page.waitForSelector('.board .target');
  await tabTo(page, '.board .target');
  const ring = await page.evaluate(() => {
    const el = /** @type {Element} */ (document.activeElement);
    return { width: getComputedStyle(el).strokeWidth, stroke: getComputedStyle(el).stroke, label: el.getAttribute('aria-label') };
  });
  assert.equal(ring.width, '7px', 'a focused space has a thick ring');
  assert.match(ring.label ?? '', /(start|of the start): the tile fits here$/, 'a space is named in words');
  const targets = await page.locator('.board .target').count();
  if (targets > 1) {
    const before = await focused(page);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      if ((await focused(page)) !== before) break;
    }
    assert.notEqual(await focused(page), before, 'an arrow moves to another space');
  }
  await page.keyboard.press('Enter');
  await page.waitForSelector('#confirm');
  assert.match(await focused(page), /target/, 'the focus stays on the space chosen');
  if ((await page.locator('#rotate').count()) > 0) {
    const where = await page.locator('#placing .where').getAttribute('data-rot');
    await page.keyboard.press('r');
    await page.waitForFunction((w) => document.querySelector('#placing .where')?.getAttribute('data-rot') !== w, where);
  }
  if ((await page.locator('.board .spot').count()) > 0) {
    await page.keyboard.press('f');
    await page.waitForSelector('.board .spot.chosen');
    assert.doesNotMatch(await page.locator('#placing .follower-choice').innerText(), /[NESW]\.[nesw]|\(-?\d/, 'the follower is named in words');
  }
  // Confirm is only offered for a legal choice: with nothing chosen and no bare placement,
  // F again until it is.
  for (let i = 0; i < 8 && (await page.locator('#confirm').isDisabled()); i++) await page.keyboard.press('f');
  const before = await moveNo(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction((b) => Number(document.body.dataset.moveNo) > b, before);
}

/**
 * What a screen reader gets of the game: the board as a list of its tiles in words (one line a
 * tile, no coordinates), and the other players' moves told in the live region.
 * @param {Page} page
 */
export async function screenReaderView(page) {
  const tiles = Number(await page.evaluate(() => document.body.dataset.tiles));
  const lines = await page.locator('#board-list li').allInnerTexts();
  assert.equal(lines.length, tiles, 'a line per tile');
  for (const line of lines) assert.doesNotMatch(line, /\(-?\d+,-?\d+\)|\b[NESW]\.[nesw]\b/, `a tile in words: ${line}`);
  await page.waitForFunction(() => (document.getElementById('announcer')?.textContent ?? '').length > 0);
}

/**
 * Enter on the focused Take back takes the tile back (no placing happens).
 * @param {Page} page
 */
export async function enterOnTakeBack(page) {
  if ((await page.locator('#draw').count()) > 0) await page.locator('#draw').click();
  await page.waitForSelector('.board .target');
  await page.locator('.board .target').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('#take-back');
  const before = await moveNo(page);
  await page.locator('#take-back').focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('#confirm', { state: 'detached' });
  await page.waitForTimeout(300);
  assert.equal(await moveNo(page), before, 'nothing was placed');
  assert.equal(await page.locator('.board .target.selected').count(), 0, 'the space is free again');
}

/**
 * The log's newest line lies within the log's visible part and on the screen.
 * @param {Page} page
 * @param {string} when
 */
export async function logShowsNewest(page, when) {
  // As the player sees it: after the page has drawn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const where = await page.evaluate(() => {
    const list = document.getElementById('log');
    const last = list?.lastElementChild;
    if (!list || !last) return null;
    const l = list.getBoundingClientRect();
    const e = last.getBoundingClientRect();
    return { inList: e.bottom <= l.bottom + 2 && e.top >= l.top - 2, onScreen: e.top >= 0 && e.bottom <= innerHeight + 2 };
  });
  assert.ok(where, `the log has lines (${when})`);
  assert.ok(where.inList && where.onScreen, `the log's newest line is in sight (${when}): ${JSON.stringify(where)}`);
}

/**
 * The follower spots offered on a triangle just chosen: named in words, none covering another.
 * @param {Page} page
 */
export async function triangleSpots(page) {
  const spots = await page.locator('.board .spot').evaluateAll((els) => els.map((el) => ({ label: el.getAttribute('aria-label') ?? '', box: el.getBoundingClientRect().toJSON() })));
  for (const s of spots) assert.match(s.label, /^(robber|knight|monk|farmer|[A-Z][a-z]+) (on|in) the ([a-z-]+ )?(road|city|monastery|field)$/, `a spot in words: ${s.label}`);
  spots.forEach((a, i) =>
    spots.slice(i + 1).forEach((b) => {
      const gap = Math.hypot(a.box.x + a.box.width / 2 - b.box.x - b.box.width / 2, a.box.y + a.box.height / 2 - b.box.y - b.box.height / 2);
      assert.ok(gap >= 0.9 * Math.min(a.box.width, b.box.width), `spots ${a.label} and ${b.label} lie apart`);
    }),
  );
  return spots.length;
}

/**
 * The seats' colours: apart for full colour vision and each colour-vision deficiency; the
 * page's muted text readable on its panels.
 */
export function checkPalette() {
  for (const { vision, distance, pair } of closestPairs(SEAT_COLOURS)) {
    assert.ok(distance >= 20, `seat colours ${pair.join(' and ')} look alike with ${vision} (ΔE ${distance.toFixed(1)})`);
  }
  for (const bg of ['#fffdf8', '#fff3c4', '#eef6e9', '#e6eefc']) assert.ok(contrast('#655c51', bg) >= 4.5, `muted text on ${bg}`);
}

/**
 * A turn on a phone (390 × 844, touch): the tile to place, Rotate, Take back and Confirm in
 * sight without scrolling, all by taps.
 * @param {import('playwright-core').BrowserContext} phone  a context with the phone's viewport
 * @param {string} base
 * @param {string} shots
 */
export async function phoneTurn(phone, base, shots) {
  const created = await createGame(base, { seats: [{ kind: 'person', name: 'Ann' }, { kind: 'bot', bot: 'random' }], seed: 5 });
  const page = await phone.newPage();
  await page.goto(`${base}/game/${created.id}#t=${created.seats[0].token}`);
  await page.waitForSelector('.turn-banner.mine');
  await page.locator('#draw').tap();
  await page.waitForSelector('.board .target');
  await page.locator('.board .target').first().tap();
  await page.waitForSelector('#confirm');
  await page.waitForTimeout(200);
  const seen = await page.evaluate(() => {
    const inView = (/** @type {string} */ sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && r.height >= 40;
    };
    return { scrolled: scrollY, confirm: inView('#confirm'), takeBack: inView('#take-back'), tile: inView('#actions .current') };
  });
  assert.deepEqual(seen, { scrolled: 0, confirm: true, takeBack: true, tile: true }, 'on a phone the tile and the buttons are in reach without scrolling');
  const banner = await page.locator('#turn').boundingBox();
  assert.ok(banner && banner.height <= 48, 'a compact banner');
  if (await page.locator('#confirm').isDisabled()) await page.locator('.board .spot').first().tap();
  await page.screenshot({ path: join(shots, 'phone-turn.png') });
  const before = await moveNo(page);
  await page.locator('#confirm').tap();
  await page.waitForFunction((b) => Number(document.body.dataset.moveNo) > b, before);
  await page.close();
}

/**
 * Scans the page with axe-core; fails on any serious or critical violation.
 * @param {Page} page
 * @param {string} what
 */
export async function accessibilityScan(page, what) {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  /** @type {{id: string, impact: string, help: string, nodes: {target: string[]}[]}[]} */
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is the scanner just loaded into the page
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((/** @type {any} */ v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((/** @type {any} */ n) => ({ target: n.target })) }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad, [], `${what}: no serious or critical accessibility violation`);
  return violations.length;
}

/**
 * The log names places in words — no coordinates, location codes or turn jargon — and its line
 * of a feature scored over several tiles highlights every tile of it (as the engine lists
 * them) while hovered, and again while focused (issue 11).
 * @param {Page} page
 * @param {string} base
 * @param {string} id  the game shown
 */
export async function logInWords(page, base, id) {
  const lines = await page.locator('#log li').allInnerTexts();
  assert.ok(lines.length > 10, 'the log has lines');
  for (const line of lines) {
    assert.doesNotMatch(line, /\(-?\d+, ?-?\d+\)/, `no coordinates: ${line}`);
    assert.doesNotMatch(line, /(^|[\s(])[NESWD]\.[nesw]{1,2}\b/, `no location codes: ${line}`);
    assert.doesNotMatch(line, /\brot \d+|\bcorner (NW|NE|SE|SW)\b/, `no turn jargon: ${line}`);
  }
  /** @type {import('../src/api.js').LogEntry[]} */
  const log = (await (await fetch(`${base}/api/games/${id}/state`)).json()).log;
  const scored = log.map((e, i) => ({ e, i })).filter(({ e }) => e.kind === 'score' && e.data.places.length > 1);
  assert.ok(scored.length, 'a feature of several tiles was scored');
  const { e, i } = scored.reduce((a, b) => (b.e.data.places.length > a.e.data.places.length ? b : a));
  const want = e.data.places.map((/** @type {{at: number[]}} */ p) => p.at.join(',')).sort();
  const line = page.locator(`#log li[data-index="${i}"]`);
  assert.equal(await line.getAttribute('data-kind'), 'score');
  const lit = () => page.locator('.board .highlights .highlight[data-at]').evaluateAll((els) => els.map((el) => el.getAttribute('data-at') ?? '').sort());
  await line.scrollIntoViewIfNeeded();
  await line.hover();
  assert.deepEqual(await lit(), want, 'hovering the score highlights every tile of its feature');
  await page.mouse.move(0, 0);
  assert.deepEqual(await lit(), [], 'the highlight goes with the pointer');
  await line.focus();
  assert.deepEqual(await lit(), want, 'focusing the score highlights every tile of its feature');
  await line.blur();
  return want.length;
}
