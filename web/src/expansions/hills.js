// Hills: the hill symbol, the announcement of a tile buried under a hill, and the words of the
// tie-break option.

import { s } from '../dom.js';

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: 'hills',
  messages: {
    en: {
      'hills.option.tie_break': 'Hills break ties',
      'hills.option.tie_break.any-follower': 'for any follower on a hill',
      'hills.option.tie_break.more-followers': 'for more followers on hills',
      'hills.announce.buried.title': 'Hill',
      'hills.announce.buried.note': 'The tile stays face down under the hill and counts among the unseen tiles; followers on the hill win ties.',
      'hills.name': 'Hills',
      'hills.summary': 'hill symbols: a tile buried under the hill, ties broken by followers on hills',
      'hills.symbol.hill': 'hill',
      'hills.event.buried': '{who} buries the top tile of the pile under the hill',
      'hills.tie-break': 'a hill',
    },
    nl: {
      'hills.option.tie_break': 'Heuvels beslissen een gelijkspel',
      'hills.option.tie_break.any-follower': 'voor elke horige op een heuvel',
      'hills.option.tie_break.more-followers': 'voor meer horigen op heuvels',
      'hills.announce.buried.title': 'Heuvel',
      'hills.announce.buried.note': 'De tegel blijft gedekt onder de heuvel en telt bij de ongeziene tegels; horigen op de heuvel winnen een gelijkspel.',
      'hills.name': 'Heuvels',
      'hills.summary': 'heuvelsymbolen: een tegel onder de heuvel begraven, gelijkspel beslist door horigen op heuvels',
      'hills.symbol.hill': 'heuvel',
      'hills.event.buried': '{who} legt de bovenste tegel van de stapel onder de heuvel',
      'hills.tie-break': 'een heuvel',
    },
    ro: {
      'hills.option.tie_break': 'Dealurile rup egalitatea',
      'hills.option.tie_break.any-follower': 'pentru orice omuleț pe un deal',
      'hills.option.tie_break.more-followers': 'pentru mai mulți omuleți pe dealuri',
      'hills.announce.buried.title': 'Deal',
      'hills.announce.buried.note': 'Piesa rămâne cu fața în jos sub deal și se numără printre piesele nevăzute; omuleții de pe deal câștigă la egalitate.',
      'hills.name': 'Dealuri',
      'hills.summary': 'simboluri de deal: o piesă îngropată sub deal, egalități rupte de omuleții de pe dealuri',
      'hills.symbol.hill': 'deal',
      'hills.event.buried': '{who} pune piesa de deasupra teancului sub deal',
      'hills.tie-break': 'un deal',
    },
    de: {
      'hills.option.tie_break': 'Hügel entscheiden Gleichstände',
      'hills.option.tie_break.any-follower': 'für jeden Gefolgsmann auf einem Hügel',
      'hills.option.tie_break.more-followers': 'für mehr Gefolgsleute auf Hügeln',
      'hills.announce.buried.title': 'Hügel',
      'hills.announce.buried.note': 'Die Karte bleibt verdeckt unter dem Hügel und zählt zu den ungesehenen Karten; Gefolgsleute auf dem Hügel gewinnen Gleichstände.',
      'hills.name': 'Hügel',
      'hills.summary': 'Hügelsymbole: eine Karte unter dem Hügel vergraben, Gleichstände durch Gefolgsleute auf Hügeln entschieden',
      'hills.symbol.hill': 'Hügel',
      'hills.event.buried': '{who} legt die oberste Karte des Stapels unter den Hügel',
      'hills.tie-break': 'einen Hügel',
    },
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
