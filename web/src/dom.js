// Small DOM helpers: functions that make HTML and SVG elements, checked lookups, toasts and
// copying.

import { t } from './messages.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Sets attribute `name` of `el`. A style (`background:#d7263d`, `--spot:#c00`) is set property
 * by property on the element's style object, which the server's Content-Security-Policy allows:
 * it refuses a `style` attribute, and `style.cssText`, as inline style.
 * @param {HTMLElement | SVGElement} el
 * @param {string} name
 * @param {string} value
 */
function setAttr(el, name, value) {
  if (name !== 'style') {
    el.setAttribute(name, value);
    return;
  }
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) el.style.setProperty(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
}

/**
 * An HTML element with attributes and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number | boolean | undefined>} [attrs]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    setAttr(el, k, v === true ? '' : String(v));
  }
  el.append(...children);
  return el;
}

/**
 * An SVG element with attributes and children.
 * @param {string} tag
 * @param {Record<string, string | number | undefined>} [attrs]
 * @param {...(Node | string)} children
 * @returns {SVGElement}
 */
export function s(tag, attrs = {}, ...children) {
  const el = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined) setAttr(el, k, String(v));
  }
  el.append(...children);
  return el;
}

/**
 * The element with this id; throws if the page lacks it.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

/**
 * Replaces the children of `el`.
 * @param {Element} el
 * @param {...(Node | string)} children
 */
export function fill(el, ...children) {
  el.replaceChildren(...children);
}

/**
 * A button that runs `action` when clicked.
 * @param {string} label
 * @param {() => void} action
 * @param {Record<string, string | number | boolean | undefined>} [attrs]
 * @returns {HTMLButtonElement}
 */
export function button(label, action, attrs = {}) {
  const b = h('button', { type: 'button', ...attrs }, label);
  b.addEventListener('click', action);
  return b;
}

/**
 * Copies `text`: with the clipboard where the page may use it (https, localhost), else — on a
 * plain-http address of a LAN — by selecting it in `field` and the browser's copy command;
 * says what happened.
 * @param {string} text
 * @param {HTMLInputElement} field  a field showing the text
 */
export async function copyText(text, field) {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('app.copied'));
      return;
    } catch {
      // Refused: fall back on selecting it.
    }
  }
  field.focus();
  field.select();
  field.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  toast(t(copied ? 'app.copied' : 'app.copy-select'));
}

/**
 * A read-only field showing `url` with a Copy button beside it.
 * @param {string} url
 * @param {string} label  the field's name for screen readers
 * @returns {(Node | string)[]}
 */
export function copyField(url, label) {
  const field = h('input', { value: url, readonly: true, class: 'link', 'aria-label': label });
  return [field, button(t('app.copy'), () => void copyText(url, field))];
}

/**
 * Shows a short message at the bottom of the page for a few seconds.
 * @param {string | Node} text  words, or words with a link
 * @param {'info' | 'error'} [kind]
 */
export function toast(text, kind = 'info') {
  let box = document.getElementById('toasts');
  if (!box) {
    box = h('div', { id: 'toasts', 'aria-live': 'polite' });
    document.body.append(box);
  }
  const note = h('div', { class: `toast ${kind}` }, text);
  box.append(note);
  // Only the latest few stay.
  while (box.childElementCount > 3) box.firstElementChild?.remove();
  setTimeout(() => note.remove(), kind === 'error' ? 6000 : 4000);
}
