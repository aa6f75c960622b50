// The catalogue check on the browser's side. The catalogues are the engine's (checked there:
// every key in every language, no key a translation has alone); given them as the browser
// loads them (the folder named by HALFLINGS_WORDS holds `<language>.json`, as
// crates/server/tests/api/catalogues.rs writes them), this checks that the browser reads them:
// every language has English's keys, the browser's filler (messages.js `fill`) fills every
// template in leaving no brace, and every key the pages name as written — `t('…')`,
// `tOr('…')`, `hasMessage('…')` in web/src and `data-msg…="…"` in the pages — is in English.
// Prints each problem; exits 1 on any.
//
//   HALFLINGS_WORDS=DIR node tests/catalogues.mjs

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, fill } from '../src/messages.js';

const dir = process.env.HALFLINGS_WORDS;
if (!dir) throw new Error('HALFLINGS_WORDS names no folder of catalogues');
/** @type {Record<string, Record<string, string>>} */
const all = Object.fromEntries(Object.keys(LANGUAGES).map((lang) => [lang, JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'))]));
const english = all.en;
/** @type {string[]} */
const problems = [];

for (const [lang, catalogue] of Object.entries(all)) {
  for (const key of Object.keys(english)) if (!(key in catalogue)) problems.push(`${lang}: missing ${key}`);
  for (const [key, template] of Object.entries(catalogue)) {
    if (!(key in english)) problems.push(`${lang}: ${key} is not an English key`);
    // Every parameter a number, then a word: a choice by number and one by value.
    const names = [...template.matchAll(/\{(\w+)/g)].map((m) => m[1]);
    for (const value of [2, 'other']) {
      const filled = fill(template, Object.fromEntries(names.map((n) => [n, value])));
      if (/[{}]/.test(filled)) problems.push(`${lang}: ${key}: the browser leaves a brace in ${JSON.stringify(filled)}`);
    }
  }
}

/**
 * Every file under `folder` whose name ends with `ending`.
 * @param {string} folder
 * @param {string} ending
 * @returns {string[]}
 */
function files(folder, ending) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(folder, e.name), ending) : e.name.endsWith(ending) ? [join(folder, e.name)] : [],
  );
}

const web = fileURLToPath(new URL('..', import.meta.url));
const named = [
  ...files(join(web, 'src'), '.js').flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\b(?:t|tOr|hasMessage)\('([^']+)'/g)].map((m) => [f, m[1]])),
  ...readdirSync(web)
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(web, f))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bdata-msg(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => [f, m[1]])),
];
for (const [file, key] of named) if (!(key in english)) problems.push(`${file.slice(web.length)} names ${key}, which no catalogue has`);

for (const p of problems) console.log(p);
console.log(`catalogues: ${Object.keys(english).length} keys in ${Object.keys(all).length} languages, ${named.length} keys named by the pages; ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
