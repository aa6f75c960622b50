// Hills: the hill symbol and the announcement of a tile buried under a hill.

import { s } from '../dom.js';

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: 'hills',
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
