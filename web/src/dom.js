// Small DOM helpers: element builders for HTML and SVG, and checked lookups.

const SVG_NS = 'http://www.w3.org/2000/svg';

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
    el.setAttribute(k, v === true ? '' : String(v));
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
    if (v !== undefined) el.setAttribute(k, String(v));
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
 * Shows a short message at the bottom of the page for a few seconds.
 * @param {string} text
 * @param {'info' | 'error'} [kind]
 */
export function toast(text, kind = 'info') {
  let box = document.getElementById('toasts');
  if (!box) {
    box = h('div', { id: 'toasts', 'aria-live': 'polite' });
    document.body.append(box);
  }
  const t = h('div', { class: `toast ${kind}` }, text);
  box.append(t);
  // Only the latest few stay.
  while (box.childElementCount > 3) box.firstElementChild?.remove();
  setTimeout(() => t.remove(), kind === 'error' ? 6000 : 4000);
}
