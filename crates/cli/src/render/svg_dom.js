// A small DOM for drawing outside a browser: what the browser's drawing code uses (elements
// with attributes and children, text, deep copies, selection by class, a title's text) and the
// markup of an element. `halflings render` runs the browser's own drawing (web/src/picture.js)
// on it, so that its pictures are the browser's.

/** A text node. */
class TextNode {
  /** @param {string} data */
  constructor(data) {
    this.data = data;
  }

  cloneNode() {
    return new TextNode(this.data);
  }

  get textContent() {
    return this.data;
  }

  get markup() {
    return escapeText(this.data);
  }
}

/** @param {string} text */
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** @param {string} text */
const escapeAttr = (text) => escapeText(text).replace(/"/g, '&quot;');

/** An element: a tag, its attributes in order, its children. */
class Element {
  /** @param {string} tag */
  constructor(tag) {
    this.tagName = tag;
    /** @type {Map<string, string>} */
    this.attributes = new Map();
    /** @type {(Element | TextNode)[]} */
    this.childNodes = [];
  }

  /** @param {string} name @param {unknown} value */
  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  /** @param {string} name */
  getAttribute(name) {
    return this.attributes.get(name) ?? null;
  }

  /** @param {string} name */
  hasAttribute(name) {
    return this.attributes.has(name);
  }

  /** @param {string} name */
  removeAttribute(name) {
    this.attributes.delete(name);
  }

  /** @param {...(Element | TextNode | string)} nodes */
  append(...nodes) {
    for (const node of nodes) this.childNodes.push(typeof node === 'string' ? new TextNode(node) : node);
  }

  /** @param {Element | TextNode} node */
  appendChild(node) {
    this.childNodes.push(node);
    return node;
  }

  /** @param {...(Element | TextNode | string)} nodes */
  replaceChildren(...nodes) {
    this.childNodes = [];
    this.append(...nodes);
  }

  /** @param {boolean} [deep] */
  cloneNode(deep) {
    const copy = new Element(this.tagName);
    copy.attributes = new Map(this.attributes);
    if (deep) copy.childNodes = this.childNodes.map((n) => n.cloneNode(true));
    return copy;
  }

  /** The element's style: set property by property, as the browser's drawing code does. */
  get style() {
    return {
      /** @param {string} name @param {string} value */
      setProperty: (name, value) => {
        const before = this.getAttribute('style');
        this.setAttribute('style', `${before ? `${before}; ` : ''}${name}: ${value}`);
      },
    };
  }

  get children() {
    return this.childNodes.filter((n) => n instanceof Element);
  }

  get classList() {
    const classes = () => (this.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
    return {
      /** @param {string} name */
      contains: (name) => classes().includes(name),
      /** @param {...string} names */
      add: (...names) => this.setAttribute('class', [...new Set([...classes(), ...names])].join(' ')),
    };
  }

  /**
   * The elements under this one that match `selector`: a class (`.upright`) or an attribute
   * (`[data-anchor]`), the only selectors the drawing code uses.
   * @param {string} selector
   * @returns {Element[]}
   */
  querySelectorAll(selector) {
    /** @param {Element} el */
    const matches = selector.startsWith('.')
      ? (el) => el.classList.contains(selector.slice(1))
      : (el) => el.hasAttribute(selector.replace(/^\[|\]$/g, ''));
    /** @type {Element[]} */
    const found = [];
    /** @param {Element} el */
    const walk = (el) => {
      for (const child of el.children) {
        if (matches(child)) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }

  /** Drawing outside a browser has no events. */
  addEventListener() {}

  get textContent() {
    return this.childNodes.map((n) => n.textContent).join('');
  }

  set textContent(text) {
    this.childNodes = [new TextNode(String(text))];
  }

  /** The element's markup. */
  get outerHTML() {
    return this.markup;
  }

  get markup() {
    const attrs = [...this.attributes].map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
    if (this.childNodes.length === 0) return `<${this.tagName}${attrs}/>`;
    return `<${this.tagName}${attrs}>${this.childNodes.map((n) => n.markup).join('')}</${this.tagName}>`;
  }
}

globalThis.document = {
  /** @param {string} _ns @param {string} tag */
  createElementNS: (_ns, tag) => new Element(tag),
  /** @param {string} tag */
  createElement: (tag) => new Element(tag),
  /** @param {string} text */
  createTextNode: (text) => new TextNode(text),
};
