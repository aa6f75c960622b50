// Crop circles: the crop-circle symbol and its two decisions (naming a follower kind and an
// action; carrying the action out, whose targets are followers on the board).

import { s } from '../dom.js';

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: 'crop-circles',
  symbols: {
    'crop-circle': ([x, y]) =>
      s(
        'g',
        { class: 'symbol crop-circle', fill: 'none', stroke: '#e8d27a', 'stroke-width': 1.6 },
        s('circle', { cx: x, cy: y, r: 10 }),
        s('circle', { cx: x, cy: y, r: 5.5 }),
        s('circle', { cx: x, cy: y, r: 1.5, fill: '#e8d27a' }),
      ),
  },
};
