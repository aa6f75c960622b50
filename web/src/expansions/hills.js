// Hills: the hill symbol, the announcement of a tile buried under a hill, and the words of the
// tie-break option.

import { s } from '../dom.js';

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: 'hills',
  messages: {
    'hills.option.tie_break': 'Hills break ties',
    'hills.option.tie_break.any-follower': 'for any follower on a hill',
    'hills.option.tie_break.more-followers': 'for more followers on hills',
    'hills.announce.buried.title': 'Hill',
    'hills.announce.buried.note': 'The tile stays face down under the hill and counts among the unseen tiles; followers on the hill win ties.',
  },
  symbols: {
    hill: ([x, y]) =>
      s('path', {
        class: 'symbol hill',
        d: `M${x - 13},${y + 6} Q${x - 4},${y - 12} ${x + 2},${y - 4} Q${x + 7},${y - 9} ${x + 13},${y + 6} Z`,
        fill: '#9c8a4c',
        stroke: '#5e5128',
        'stroke-width': 1.2,
      }),
  },
  announce: ['buried'],
};
