// A refusal's rule code as a link to the paragraph of the How to play page that explains it:
// the page gives each paragraph an anchor `rule-<code>` for every code its data names (the
// engine's `data/how-to-play/sections.json`, an expansion's in its folder), so no code is
// mapped here. The page's address is the one the header's link names (`#open-guide`), which
// the pages without a server make relative.

import { h } from './dom.js';
import { t } from './messages.js';

/** The How to play page's address, as the page's header links to it. */
function guideAddress() {
  return document.getElementById('open-guide')?.getAttribute('href') ?? '/how-to-play';
}

/**
 * A link to the paragraph that explains the rule `rule`.
 * @param {string} rule  the engine's code (`side-mismatch`, an expansion's `ID/RULE`)
 */
export function ruleLink(rule) {
  return h('a', { href: `${guideAddress()}#rule-${rule}`, class: 'rule-link', 'data-rule': rule, target: '_blank', rel: 'noopener' }, t('guide.rule-link'));
}

/**
 * A refusal in words, followed by the link to its rule when it names one.
 * @param {string} text
 * @param {string | null | undefined} rule
 * @returns {Node | string}
 */
export function refusal(text, rule) {
  return rule ? h('span', {}, text, ' (', ruleLink(rule), ')') : text;
}
