// Vineyards: the vineyard symbol (its rule, +3 per vineyard around a monastery completed during
// the game, is the engine's; its points show in the scores).

import { s } from '../dom.js';

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: 'vineyards',
  symbols: {
    vineyard: ([x, y]) => {
      const g = s('g', { class: 'symbol vineyard' });
      for (const [dx, dy] of [[-4, 0], [0, 0], [4, 0], [-2, 4], [2, 4], [0, 8]]) {
        g.append(s('circle', { cx: x + dx, cy: y + dy - 2, r: 2.6, fill: '#6b2d7b', stroke: '#3d1647', 'stroke-width': 0.6 }));
      }
      g.append(s('path', { d: `M${x},${y - 5} q4,-6 9,-4 q-4,3 -9,4`, fill: '#3f7d2a' }));
      return g;
    },
  },
};
