// Crop circles: the crop-circle symbol and the words of its two decisions (naming a follower
// kind and an action; carrying the action out, whose targets are followers on the board).

import { s } from '../dom.js';

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: 'crop-circles',
  messages: {
    'crop-circles.decision.crop-circle.title': 'Crop circle',
    'crop-circles.decision.crop-circle.mine': 'Crop circle: name a follower kind and an action',
    'crop-circles.decision.crop-circle.other': '{who} names the crop circle',
    'crop-circles.decision.crop-circle.note': 'Name a kind of follower and an action; it goes round the table, ending with you.',
    'crop-circles.decision.crop-action.title': 'Crop circle',
    'crop-circles.decision.crop-action.mine': 'Crop circle: your action',
    'crop-circles.decision.crop-action.other': '{who} acts on the crop circle',
    'crop-circles.decision.crop-action.note': 'Click a highlighted follower on the board, or choose below.',
  },
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
