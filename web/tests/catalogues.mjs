// The catalogue check: every language's catalogue (web/src/messages.js, web/src/i18n/*.js and
// every expansion module's messages) holds exactly the keys of the English one, with no
// placeholder the English lacks; and, given the keys the engine and the server send (a JSON
// list in the file named by HALFLINGS_ENGINE_KEYS, as crates/server/tests/api/catalogues.rs
// writes it), the English one holds every one of them. Prints each problem; exits 1 on any.
//
//   node tests/catalogues.mjs

import { readFileSync } from 'node:fs';
import { EXPANSIONS } from '../src/expansions/index.js';
import { LANGUAGES, catalogues } from '../src/messages.js';

const all = catalogues();
const english = all.en;
/** @type {string[]} */
const problems = [];

/**
 * The placeholder names of a string message.
 * @param {unknown} message
 */
const placeholders = (message) =>
  new Set(typeof message === 'string' ? [...message.matchAll(/\{(\w+)(?::[^{}]*)?\}/g)].map((m) => m[1]) : []);

for (const lang of Object.keys(LANGUAGES)) {
  const catalogue = all[/** @type {keyof typeof LANGUAGES} */ (lang)];
  for (const key of Object.keys(english)) {
    if (!(key in catalogue)) {
      problems.push(`${lang}: missing ${key}`);
      continue;
    }
    const theirs = placeholders(catalogue[key]);
    const ours = placeholders(english[key]);
    for (const name of theirs) {
      if (typeof english[key] === 'string' && !ours.has(name)) problems.push(`${lang}: ${key} has {${name}}, which English has not`);
    }
  }
  for (const key of Object.keys(catalogue)) {
    if (!(key in english)) problems.push(`${lang}: ${key} is not an English key`);
  }
}

// Each expansion module gives its own keys in every language.
for (const e of EXPANSIONS) {
  const keys = Object.keys(e.messages?.en ?? {});
  for (const lang of Object.keys(LANGUAGES)) {
    const own = e.messages?.[/** @type {keyof typeof LANGUAGES} */ (lang)] ?? {};
    for (const key of keys) if (!(key in own)) problems.push(`${e.id} (${lang}): missing ${key}`);
  }
}

const engineKeys = process.env.HALFLINGS_ENGINE_KEYS;
if (engineKeys) {
  /** @type {string[]} */
  const keys = JSON.parse(readFileSync(engineKeys, 'utf8'));
  for (const key of keys) if (!(key in english)) problems.push(`${key} (sent by the engine or the server) is in no catalogue`);
}

for (const p of problems) console.log(p);
const checked = Object.keys(english).length * Object.keys(LANGUAGES).length;
console.log(`catalogues: ${checked - problems.length} passed, ${problems.length} failed`);
process.exit(problems.length ? 1 : 0);
