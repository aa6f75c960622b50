// The engine's speed in the browser beside its native speed: complete random games per second
// and search playouts per second (one thread), measured the same way by the same code
// (halflings_bots::random_game_rate and playout_rate) — in Chromium, through the Web Worker of
// the folder `halflings export-static` wrote, and natively by `halflings bench --json
// --playouts`, one after the other; prints both and their ratio. Not part of the test run.
//
//   HALFLINGS_SITE=/tmp/site HALFLINGS_BIN=target/release/halflings HALFLINGS_CHROMIUM=/usr/bin/chromium \
//   node tests/bench.mjs [SECONDS]

import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from './chromium.mjs';

const site = process.env.HALFLINGS_SITE;
const bin = process.env.HALFLINGS_BIN;
if (!site || !bin) throw new Error('HALFLINGS_SITE names the folder halflings export-static wrote, HALFLINGS_BIN the halflings binary');
const seconds = Number(process.argv[2] ?? 5);

const { context, page, profile } = await launch({ args: ['--allow-file-access-from-files'] });
await page.goto(pathToFileURL(join(site, 'analysis.html')).href);
await page.waitForSelector('.rules-table');
const browser = await page.evaluate(async (millis) => {
  // The folder's engine, as its pages load it.
  const { Engine } = await import(new URL('assets/src/engine.js', location.href).href);
  return new Engine().call('bench', millis);
}, seconds * 1000);
await context.close();
rmSync(profile, { recursive: true, force: true });

const native = JSON.parse(execFileSync(bin, ['bench', '--json', '--playouts', '--seconds', String(seconds)], { encoding: 'utf8' }));
const nativeGames = native.random_games.games_per_second;
const nativePlayouts = native.search_playouts.rates.find((/** @type {{threads: number}} */ r) => r.threads === 1).per_second;
const rows = [
  ['random games per second', browser.random_games.games_per_second, nativeGames],
  ['search playouts per second (1 thread)', browser.playouts.per_second, nativePlayouts],
];
console.log('| measure | browser (WebAssembly) | native | browser / native |');
console.log('|---|---|---|---|');
for (const [name, b, n] of rows) console.log(`| ${name} | ${Math.round(b)} | ${Math.round(n)} | ${(b / n).toFixed(2)} |`);
