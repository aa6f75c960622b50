// The message catalogue of the page's language: every word the browser shows, by key. The
// catalogues are the engine's (the core's and every expansion's files, checked and merged by
// the engine): the server hands the page the one of its language as a module,
// `../words/<language>.js` beside `src/` (`/assets/words/nl.js`; the folder of pages that need
// no server and the command-line tool's pictures have the same files). The engine sends no
// words: a decision's prompt and choices, a log entry, a score's explanation, a refusal and a
// rules version's summary come as texts — a key and parameters (`{key, args}`) — that `word`
// puts into the reader's language.
//
// One template syntax, the engine's (crates/engine/src/text/template.rs): `{name}` puts the
// parameter there (a number in the language's digits: Intl.NumberFormat);
// `{name:one=…|other=…}` chooses by the number `name`'s plural category in the language
// (Intl.PluralRules: zero, one, two, few, many, other), `#` standing for the number, or by the
// text of any other value (`{feature:monastery=…|other=…}`), `other` when none matches. A
// missing key is recorded (`missingMessages`): the browser test fails on any.
//
// The language: the one chosen with the switch in the header of every page (kept in
// localStorage), else the first of the browser's languages that the catalogues have, else
// English.

/** The languages, by code, each with its name in itself. */
export const LANGUAGES = /** @type {const} */ ({ en: 'English', nl: 'Nederlands', ro: 'Română', de: 'Deutsch' });

/** @typedef {keyof typeof LANGUAGES} Language */

const LANGUAGE_KEY = 'halflings:language';

/**
 * The language of the pages: the stored choice, else the browser's first known language.
 * @returns {Language}
 */
function chooseLanguage() {
  /** @param {string | null | undefined} code */
  const known = (code) => {
    const base = (code ?? '').toLowerCase().split('-')[0];
    return base in LANGUAGES ? /** @type {Language} */ (base) : undefined;
  };
  let stored = null;
  try {
    stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  const browser = globalThis.navigator?.languages ?? [];
  return known(stored) ?? browser.map(known).find(Boolean) ?? 'en';
}

/** The language the pages speak. */
export const language = chooseLanguage();

/**
 * The catalogue of the page's language, by key (none where it cannot be loaded: the keys then
 * show, each recorded as missing).
 * @type {Record<string, string>}
 */
const WORDS = await import(`../words/${language}.js`).then(
  (module) => module.default,
  () => ({}),
);

// Without Intl (the command-line tool's script engine draws pictures with these modules):
// English plurals, plain digits and commas.
const intl = typeof Intl === 'undefined' ? undefined : Intl;
const plurals = intl ? new intl.PluralRules(language) : { select: (/** @type {number} */ n) => (n === 1 ? 'one' : 'other') };
const numbers = intl ? new intl.NumberFormat(language) : { format: (/** @type {number} */ n) => String(n) };
const lists = intl ? new intl.ListFormat(language, { type: 'conjunction' }) : { format: (/** @type {string[]} */ items) => items.join(', ') };

/** Keys the pages asked for that the language's catalogue lacks (the browser test reads it). */
export const missingMessages = new Set();
if (typeof window !== 'undefined') /** @type {any} */ (window).halflingsMissing = missingMessages;

/**
 * Whether the catalogue has `key`.
 * @param {string} key
 */
export function hasMessage(key) {
  return key in WORDS;
}

/**
 * A number in the language's digits.
 * @param {number} n
 */
export function formatNumber(n) {
  return numbers.format(n);
}

/**
 * Fills a template in: `{name}` and `{name:one=…|other=…}` (see the top of this file).
 * @param {string} template
 * @param {Record<string, unknown>} params
 */
export function fill(template, params) {
  return template.replace(/\{(\w+)(?::([^{}]*))?\}/g, (_all, name, forms) => {
    if (!(name in params)) return '';
    const value = params[name];
    if (forms === undefined) return typeof value === 'number' ? numbers.format(value) : String(value);
    /** @type {Record<string, string>} */
    const byCategory = {};
    for (const form of forms.split('|')) {
      const eq = form.indexOf('=');
      byCategory[form.slice(0, eq)] = form.slice(eq + 1);
    }
    if (typeof value !== 'number') return byCategory[String(value)] ?? byCategory.other ?? '';
    const chosen = byCategory[plurals.select(value)] ?? byCategory.other ?? '';
    return chosen.replace(/#/g, numbers.format(value));
  });
}

/**
 * The message `key` with `params` filled in, in the page's language (the key itself when the
 * catalogue lacks it, recorded as missing).
 * @param {string} key
 * @param {Record<string, any>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const message = WORDS[key];
  if (message === undefined) {
    missingMessages.add(`${language}:${key}`);
    return key;
  }
  return fill(message, params);
}

/**
 * The message `key` if the catalogue has it, else `fallback`.
 * @param {string} key
 * @param {string} fallback
 * @param {Record<string, any>} [params]
 */
export function tOr(key, fallback, params = {}) {
  return hasMessage(key) ? t(key, params) : fallback;
}

/**
 * How texts word the places they name, for a page that shows a board (places.js
 * `textPlaces`): a space, a place on a tile (in full, as where a follower stands, and the
 * follower standing on such a feature) and a location on a tile. Never coordinates or codes.
 * @typedef {{
 *   space: (at: [number, number]) => string,
 *   spot: (spot: {at: [number, number], corner?: string | null, location: string}) => {place: string, where: string, who: string},
 *   location: (location: string) => string,
 * }} PlaceWording
 */

/** @type {PlaceWording | null} */
let placeWording = null;

/**
 * Words places in texts with `wording` from now on.
 * @param {PlaceWording} wording
 */
export function wordPlacesWith(wording) {
  placeWording = wording;
}

/**
 * A text the engine sent (`{key, args}`) in the page's language. `seatName` words a seat.
 * @typedef {{key: string, args?: Record<string, any>}} Text
 * @param {Text | undefined | null} text
 * @param {(seat: number) => string} [seatName]
 * @returns {string}
 */
export function word(text, seatName = (seat) => t('game.seat', { n: seat + 1 })) {
  if (!text) return '';
  /** @type {Record<string, unknown>} */
  const params = {};
  for (const [name, arg] of Object.entries(text.args ?? {})) {
    if (arg && typeof arg === 'object' && 'spot' in arg) {
      // A place on a tile: in full, and as `{name_where}` and `{name_who}`.
      const spot = placeWording?.spot(arg.spot);
      params[name] = spot?.place ?? t('text.at', { x: arg.spot.at[0], y: arg.spot.at[1] });
      params[`${name}_where`] = spot?.where ?? '';
      params[`${name}_who`] = spot?.who ?? '';
    } else {
      params[name] = wordArg(arg, seatName);
    }
  }
  return t(text.key, params);
}

/**
 * One parameter of a text (see `crates/engine/src/text`): a number or string as it is, a
 * seat, seats, a space, a location (in words, see `wordPlacesWith`) or a nested text.
 * @param {any} arg
 * @param {(seat: number) => string} seatName
 * @returns {unknown}
 */
function wordArg(arg, seatName) {
  if (typeof arg !== 'object' || arg === null) return arg;
  if ('key' in arg) return word(arg, seatName);
  if ('player' in arg) return seatName(arg.player);
  if ('players' in arg) return lists.format(arg.players.map(seatName));
  // Without a board to word them by (no page of ours), a space by its coordinates.
  if ('at' in arg) return placeWording?.space(arg.at) ?? t('text.at', { x: arg.at[0], y: arg.at[1] });
  if ('location' in arg) return placeWording?.location(arg.location) ?? arg.location;
  return '';
}

/**
 * Fills the words of a page: an element with `data-msg` gets that message as its text, and one
 * with `data-msg-title`, `data-msg-placeholder` or `data-msg-aria-label` that attribute; an
 * element with `data-language-switch` gets the language switch.
 * @param {ParentNode} root
 */
export function applyMessages(root) {
  document.documentElement.lang = language;
  for (const el of root.querySelectorAll('[data-msg]')) {
    el.textContent = t(el.getAttribute('data-msg') ?? '');
  }
  for (const attr of ['title', 'placeholder', 'aria-label']) {
    for (const el of root.querySelectorAll(`[data-msg-${attr}]`)) {
      el.setAttribute(attr, t(el.getAttribute(`data-msg-${attr}`) ?? ''));
    }
  }
  for (const el of root.querySelectorAll('[data-language-switch]')) el.replaceChildren(languageSwitch());
}

/**
 * The language switch: a choice of the four languages; choosing one keeps it and reloads the
 * page in it.
 * @returns {HTMLElement}
 */
function languageSwitch() {
  const select = document.createElement('select');
  select.id = 'language';
  select.setAttribute('aria-label', t('app.language'));
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    option.textContent = name;
    option.selected = code === language;
    select.append(option);
  }
  select.addEventListener('change', () => {
    localStorage.setItem(LANGUAGE_KEY, select.value);
    location.reload();
  });
  return select;
}
