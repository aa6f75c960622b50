// Hills & Sheep: the printed sheep symbol, the shepherd figure with its flock's size, the sheep
// bag and the shepherds beside the board, and what the flock decision's panel says about the
// flock and the odds of a wolf. The choices themselves (grow the flock, drive it to the stable
// with the points it would score) come from the engine's description of the decision.

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { seatChip } from '../palette.js';
import { placeWords } from '../places.js';

const ID = 'hills-and-sheep';

/** The tokens of the sheep bag, by name: sheep tokens by their count, then the wolves. */
const SHEEP_TOKENS = ['1', '2', '3', '4'];

/** @param {import('../api.js').StateMessage} st */
const shepherds = (st) => (st.view.figures ?? []).filter((f) => f.module === ID && f.figure === 'shepherd');

/**
 * The sheep bag's contents in words: "4×1 5×2 5×3 2×4, 2 wolves".
 * @param {Record<string, number>} bag
 */
function bagText(bag) {
  const sheep = SHEEP_TOKENS.filter((k) => (bag[k] ?? 0) > 0).map((k) => t(`${ID}.bag.tokens`, { n: bag[k], sheep: k }));
  return t(`${ID}.bag.contents`, {
    sheep: sheep.length ? sheep.join(' ') : t(`${ID}.bag.no-sheep`),
    wolves: t(`${ID}.bag.wolves`, { n: bag.wolf ?? 0 }),
  });
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  messages: {
    en: {
      'figure.shepherd': 'Shepherd',
      [`${ID}.decision.flock.title`]: 'Your flock',
      [`${ID}.decision.flock.mine`]: 'Your flock: grow it or drive it to the stable',
      [`${ID}.decision.flock.other`]: '{who} tends the flock: grow it or stable it',
      [`${ID}.bag`]: 'Sheep bag: {contents}',
      [`${ID}.bag.tokens`]: '{n}×{sheep}',
      [`${ID}.bag.contents`]: '{sheep}, {wolves}',
      [`${ID}.bag.no-sheep`]: 'no sheep',
      [`${ID}.bag.wolves`]: '{n:one=# wolf|other=# wolves}',
      [`${ID}.shepherd`]: '{who}: {sheep} sheep at {at}',
      [`${ID}.tending`]: ' — tending',
      [`${ID}.no-shepherd`]: 'No shepherd on the board.',
      [`${ID}.flock`]: 'Your flock: {sheep} sheep.',
      [`${ID}.odds`]: 'In the bag: {bag} — a wolf is {wolves} in {tokens}. A wolf scatters every flock of the field.',
      'hills-and-sheep.name': 'Hills & Sheep',
      'hills-and-sheep.summary': '18 land tiles, shepherds and their flocks, the sheep bag with its wolves',
      'hills-and-sheep.symbol.sheep': 'sheep',
      'hills-and-sheep.event.place': ' at {spot}',
      'hills-and-sheep.event.placed-wolf': '{who} places the shepherd on the field{place}, draws a wolf: the shepherd goes home',
      'hills-and-sheep.event.placed': '{who} places the shepherd on the field{place} and draws {n} sheep',
      'hills-and-sheep.event.grew': '{who} grows the flock: {n} sheep join it',
      'hills-and-sheep.event.wolf': '{who} grows the flock and draws a wolf: the flocks in the field scatter',
      'hills-and-sheep.event.home-wolf': '{who}\'s shepherd goes home (a wolf scattered the flock)',
      'hills-and-sheep.event.home-removed': '{who}\'s shepherd is taken off the board, its flock lost',
      'hills-and-sheep.event.home-stable': '{who}\'s shepherd goes home (its flock is in the stable)',
      'hills-and-sheep.score': 'flock of {sheep} sheep × 1{printed} — to the stable ({why})',
      'hills-and-sheep.score.printed': ' + {n} printed sheep × {each}',
      'hills-and-sheep.why.enclosed': 'its field is enclosed',
      'hills-and-sheep.why.driven': 'driven there',
      'hills-and-sheep.prompt.flock': 'your tile extends your shepherd\'s field: grow the flock or drive it to the stable',
      'hills-and-sheep.choice.shepherd': 'shepherd on the field at {location}',
      'hills-and-sheep.choice.grow': 'grow the flock (draw a token)',
      'hills-and-sheep.choice.stable': 'drive the flock to the stable',
      'hills-and-sheep.rule.shepherd-needs-field': 'shepherd: name the tile\'s placement and the field',
      'hills-and-sheep.rule.shepherd-on-board': 'shepherd: your shepherd is already on the board',
      'hills-and-sheep.rule.no-tile': 'shepherd: no tile to place',
      'hills-and-sheep.rule.shepherd-not-on-field': 'shepherd: location {location} is not a field',
      'hills-and-sheep.rule.field-has-shepherd': 'shepherd: the field at {location} already holds a shepherd',
      'hills-and-sheep.rule.no-flock-to-tend': 'no flock of yours is to be tended now',
      'hills-and-sheep.rule.unknown-action': 'unknown Hills & Sheep action',
    },
    nl: {
      'figure.shepherd': 'Herder',
      'hills-and-sheep.decision.flock.title': 'Je kudde',
      'hills-and-sheep.decision.flock.mine': 'Je kudde: laat hem groeien of drijf hem naar de stal',
      'hills-and-sheep.decision.flock.other': '{who} hoedt de kudde: laten groeien of naar de stal',
      'hills-and-sheep.bag': 'Schapenzak: {contents}',
      'hills-and-sheep.bag.tokens': '{n}×{sheep}',
      'hills-and-sheep.bag.contents': '{sheep}, {wolves}',
      'hills-and-sheep.bag.no-sheep': 'geen schapen',
      'hills-and-sheep.bag.wolves': '{n:one=# wolf|other=# wolven}',
      'hills-and-sheep.shepherd': '{who}: {sheep:one=# schaap|other=# schapen} op {at}',
      'hills-and-sheep.tending': ' — hoedt',
      'hills-and-sheep.no-shepherd': 'Geen herder op het speelveld.',
      'hills-and-sheep.flock': 'Je kudde: {sheep:one=# schaap|other=# schapen}.',
      'hills-and-sheep.odds': 'In de zak: {bag} — de kans op een wolf is {wolves} op {tokens}. Een wolf verjaagt elke kudde van het weiland.',
      'hills-and-sheep.name': 'Heuvels & Schapen',
      'hills-and-sheep.summary': '18 landtegels, herders met hun kuddes, de schapenzak met zijn wolven',
      'hills-and-sheep.symbol.sheep': 'schaap',
      'hills-and-sheep.event.place': ' op {spot}',
      'hills-and-sheep.event.placed-wolf': '{who} zet de herder in het weiland{place} en trekt een wolf: de herder gaat naar huis',
      'hills-and-sheep.event.placed': '{who} zet de herder in het weiland{place} en trekt {n:one=# schaap|other=# schapen}',
      'hills-and-sheep.event.grew': '{who} laat de kudde groeien: er komen {n:one=# schaap|other=# schapen} bij',
      'hills-and-sheep.event.wolf': '{who} laat de kudde groeien en trekt een wolf: de kuddes in het weiland vluchten',
      'hills-and-sheep.event.home-wolf': 'de herder van {who} gaat naar huis (een wolf verjoeg de kudde)',
      'hills-and-sheep.event.home-removed': 'de herder van {who} gaat van het speelveld, zijn kudde is verloren',
      'hills-and-sheep.event.home-stable': 'de herder van {who} gaat naar huis (zijn kudde staat in de stal)',
      'hills-and-sheep.score': 'kudde van {sheep:one=# schaap|other=# schapen} × 1{printed} — naar de stal ({why})',
      'hills-and-sheep.score.printed': ' + {n:one=# gedrukt schaap|other=# gedrukte schapen} × {each}',
      'hills-and-sheep.why.enclosed': 'het weiland is omsloten',
      'hills-and-sheep.why.driven': 'erheen gedreven',
      'hills-and-sheep.prompt.flock': 'je tegel vergroot het weiland van je herder: laat de kudde groeien of drijf hem naar de stal',
      'hills-and-sheep.choice.shepherd': 'herder in het weiland op {location}',
      'hills-and-sheep.choice.grow': 'de kudde laten groeien (een fiche trekken)',
      'hills-and-sheep.choice.stable': 'de kudde naar de stal drijven',
      'hills-and-sheep.rule.shepherd-needs-field': 'herder: noem de ligging van de tegel en het weiland',
      'hills-and-sheep.rule.shepherd-on-board': 'herder: je herder staat al op het speelveld',
      'hills-and-sheep.rule.no-tile': 'herder: geen tegel om te leggen',
      'hills-and-sheep.rule.shepherd-not-on-field': 'herder: plek {location} is geen weiland',
      'hills-and-sheep.rule.field-has-shepherd': 'herder: in het weiland op {location} staat al een herder',
      'hills-and-sheep.rule.no-flock-to-tend': 'er valt nu geen kudde van jou te hoeden',
      'hills-and-sheep.rule.unknown-action': 'onbekende actie van Heuvels & Schapen',
    },
    ro: {
      'figure.shepherd': 'Păstor',
      'hills-and-sheep.decision.flock.title': 'Turma ta',
      'hills-and-sheep.decision.flock.mine': 'Turma ta: mărește-o sau du-o la stână',
      'hills-and-sheep.decision.flock.other': '{who} păzește turma: o mărește sau o duce la stână',
      'hills-and-sheep.bag': 'Sacul cu oi: {contents}',
      'hills-and-sheep.bag.tokens': '{n}×{sheep}',
      'hills-and-sheep.bag.contents': '{sheep}, {wolves}',
      'hills-and-sheep.bag.no-sheep': 'nicio oaie',
      'hills-and-sheep.bag.wolves': '{n:one=# lup|few=# lupi|other=# de lupi}',
      'hills-and-sheep.shepherd': '{who}: {sheep:one=# oaie|few=# oi|other=# de oi} la {at}',
      'hills-and-sheep.tending': ' — păzește',
      'hills-and-sheep.no-shepherd': 'Niciun păstor pe tablă.',
      'hills-and-sheep.flock': 'Turma ta: {sheep:one=# oaie|few=# oi|other=# de oi}.',
      'hills-and-sheep.odds': 'În sac: {bag} — un lup iese cu șansa {wolves} din {tokens}. Un lup risipește toate turmele de pe câmp.',
      'hills-and-sheep.name': 'Dealuri și oi',
      'hills-and-sheep.summary': '18 piese de teren, păstori cu turmele lor, sacul cu oi și lupii lui',
      'hills-and-sheep.symbol.sheep': 'oaie',
      'hills-and-sheep.event.place': ' la {spot}',
      'hills-and-sheep.event.placed-wolf': '{who} pune păstorul pe câmp{place} și trage un lup: păstorul se întoarce acasă',
      'hills-and-sheep.event.placed': '{who} pune păstorul pe câmp{place} și trage {n:one=# oaie|few=# oi|other=# de oi}',
      'hills-and-sheep.event.grew': '{who} mărește turma: i se alătură {n:one=# oaie|few=# oi|other=# de oi}',
      'hills-and-sheep.event.wolf': '{who} mărește turma și trage un lup: turmele de pe câmp se risipesc',
      'hills-and-sheep.event.home-wolf': 'păstorul lui {who} se întoarce acasă (un lup i-a risipit turma)',
      'hills-and-sheep.event.home-removed': 'păstorul lui {who} e luat de pe tablă, turma lui e pierdută',
      'hills-and-sheep.event.home-stable': 'păstorul lui {who} se întoarce acasă (turma lui e la stână)',
      'hills-and-sheep.score': 'turmă de {sheep:one=# oaie|few=# oi|other=# de oi} × 1{printed} — la stână ({why})',
      'hills-and-sheep.score.printed': ' + {n:one=# oaie tipărită|few=# oi tipărite|other=# de oi tipărite} × {each}',
      'hills-and-sheep.why.enclosed': 'câmpul ei e închis',
      'hills-and-sheep.why.driven': 'dusă acolo',
      'hills-and-sheep.prompt.flock': 'piesa ta mărește câmpul păstorului tău: mărește turma sau du-o la stână',
      'hills-and-sheep.choice.shepherd': 'păstor pe câmpul de la {location}',
      'hills-and-sheep.choice.grow': 'mărește turma (trage un jeton)',
      'hills-and-sheep.choice.stable': 'du turma la stână',
      'hills-and-sheep.rule.shepherd-needs-field': 'păstor: numește așezarea piesei și câmpul',
      'hills-and-sheep.rule.shepherd-on-board': 'păstor: păstorul tău e deja pe tablă',
      'hills-and-sheep.rule.no-tile': 'păstor: nicio piesă de așezat',
      'hills-and-sheep.rule.shepherd-not-on-field': 'păstor: locul {location} nu e un câmp',
      'hills-and-sheep.rule.field-has-shepherd': 'păstor: pe câmpul de la {location} e deja un păstor',
      'hills-and-sheep.rule.no-flock-to-tend': 'acum nu ai nicio turmă de păzit',
      'hills-and-sheep.rule.unknown-action': 'acțiune necunoscută a extensiei Dealuri și oi',
    },
    de: {
      'figure.shepherd': 'Schäfer',
      'hills-and-sheep.decision.flock.title': 'Deine Herde',
      'hills-and-sheep.decision.flock.mine': 'Deine Herde: vergrößere sie oder treibe sie in den Stall',
      'hills-and-sheep.decision.flock.other': '{who} hütet die Herde: vergrößern oder in den Stall',
      'hills-and-sheep.bag': 'Schafsbeutel: {contents}',
      'hills-and-sheep.bag.tokens': '{n}×{sheep}',
      'hills-and-sheep.bag.contents': '{sheep}, {wolves}',
      'hills-and-sheep.bag.no-sheep': 'keine Schafe',
      'hills-and-sheep.bag.wolves': '{n:one=# Wolf|other=# Wölfe}',
      'hills-and-sheep.shepherd': '{who}: {sheep:one=# Schaf|other=# Schafe} auf {at}',
      'hills-and-sheep.tending': ' — hütet',
      'hills-and-sheep.no-shepherd': 'Kein Schäfer in der Auslage.',
      'hills-and-sheep.flock': 'Deine Herde: {sheep:one=# Schaf|other=# Schafe}.',
      'hills-and-sheep.odds': 'Im Beutel: {bag} — ein Wolf kommt mit {wolves} zu {tokens}. Ein Wolf vertreibt jede Herde der Wiese.',
      'hills-and-sheep.name': 'Hügel & Schafe',
      'hills-and-sheep.summary': '18 Landschaftskarten, Schäfer mit ihren Herden, der Schafsbeutel mit seinen Wölfen',
      'hills-and-sheep.symbol.sheep': 'Schaf',
      'hills-and-sheep.event.place': ' auf {spot}',
      'hills-and-sheep.event.placed-wolf': '{who} setzt den Schäfer auf die Wiese{place} und zieht einen Wolf: der Schäfer geht nach Hause',
      'hills-and-sheep.event.placed': '{who} setzt den Schäfer auf die Wiese{place} und zieht {n:one=# Schaf|other=# Schafe}',
      'hills-and-sheep.event.grew': '{who} vergrößert die Herde: {n:one=# Schaf kommt|other=# Schafe kommen} dazu',
      'hills-and-sheep.event.wolf': '{who} vergrößert die Herde und zieht einen Wolf: die Herden der Wiese zerstreuen sich',
      'hills-and-sheep.event.home-wolf': 'der Schäfer von {who} geht nach Hause (ein Wolf hat die Herde zerstreut)',
      'hills-and-sheep.event.home-removed': 'der Schäfer von {who} verlässt die Auslage, seine Herde ist verloren',
      'hills-and-sheep.event.home-stable': 'der Schäfer von {who} geht nach Hause (seine Herde ist im Stall)',
      'hills-and-sheep.score': 'Herde aus {sheep:one=# Schaf|other=# Schafen} × 1{printed} — in den Stall ({why})',
      'hills-and-sheep.score.printed': ' + {n:one=# gedrucktes Schaf|other=# gedruckte Schafe} × {each}',
      'hills-and-sheep.why.enclosed': 'ihre Wiese ist umschlossen',
      'hills-and-sheep.why.driven': 'dorthin getrieben',
      'hills-and-sheep.prompt.flock': 'deine Karte vergrößert die Wiese deines Schäfers: vergrößere die Herde oder treibe sie in den Stall',
      'hills-and-sheep.choice.shepherd': 'Schäfer auf die Wiese auf {location}',
      'hills-and-sheep.choice.grow': 'die Herde vergrößern (ein Plättchen ziehen)',
      'hills-and-sheep.choice.stable': 'die Herde in den Stall treiben',
      'hills-and-sheep.rule.shepherd-needs-field': 'Schäfer: nenne die Lage der Karte und die Wiese',
      'hills-and-sheep.rule.shepherd-on-board': 'Schäfer: dein Schäfer steht schon in der Auslage',
      'hills-and-sheep.rule.no-tile': 'Schäfer: keine Karte zu legen',
      'hills-and-sheep.rule.shepherd-not-on-field': 'Schäfer: Platz {location} ist keine Wiese',
      'hills-and-sheep.rule.field-has-shepherd': 'Schäfer: auf der Wiese auf {location} steht schon ein Schäfer',
      'hills-and-sheep.rule.no-flock-to-tend': 'du hast gerade keine Herde zu hüten',
      'hills-and-sheep.rule.unknown-action': 'unbekannte Aktion von Hügel & Schafe',
    },
  },
  symbols: {
    sheep: ([x, y]) =>
      s(
        'g',
        { class: 'symbol sheep' },
        s('ellipse', { cx: x, cy: y, rx: 9, ry: 6, fill: '#fbfbf5', stroke: '#666', 'stroke-width': 1 }),
        s('ellipse', { cx: x + 9, cy: y - 2, rx: 3.2, ry: 2.6, fill: '#333' }),
        s('path', { d: `M${x - 5},${y + 5} v4 M${x + 4},${y + 5} v4`, stroke: '#333', 'stroke-width': 1.5 }),
      ),
  },
  figures: {
    // A figure with a crook in the player's colour, and a badge with its flock's sheep.
    shepherd: ([x, y], colour, figure) =>
      s(
        'g',
        { class: 'figure-drawing' },
        s('path', {
          d: `M${x - 6},${y + 9} L${x - 3},${y - 2} L${x + 3},${y - 2} L${x + 6},${y + 9} Z`,
          fill: colour,
          stroke: '#111',
          'stroke-width': 1.2,
          'stroke-linejoin': 'round',
        }),
        s('circle', { cx: x, cy: y - 6, r: 3.8, fill: colour, stroke: '#111', 'stroke-width': 1.2 }),
        s('path', { d: `M${x + 8},${y + 10} V${y - 8} a3,3 0 0 0 -6,0`, fill: 'none', stroke: '#5b4630', 'stroke-width': 1.8, 'stroke-linecap': 'round' }),
        s('circle', { cx: x - 9, cy: y - 9, r: 6.5, fill: '#fbfbf5', stroke: '#555', 'stroke-width': 1 }),
        s('text', { x: x - 9, y: y - 6, 'text-anchor': 'middle', class: 'figure-value' }, String(figure.value ?? '')),
      ),
  },
  panel: (st, ctx) => {
    const hs = st.view.expansions?.[ID];
    if (!hs) return null;
    const items = shepherds(st).map((sh) => {
      const player = sh.player ?? 0;
      return h(
        'li',
        { 'data-player': player },
        seatChip(player),
        t(`${ID}.shepherd`, { who: ctx.seatName(player), sheep: sh.value ?? 0, at: placeWords(sh) }),
        hs.tending === player ? h('span', { class: 'muted' }, t(`${ID}.tending`)) : '',
      );
    });
    return [
      h('p', { id: 'sheep-bag', class: 'bag' }, t(`${ID}.bag`, { contents: bagText(hs.bag) })),
      items.length ? h('ul', { class: 'figure-list' }, ...items) : h('p', { class: 'muted' }, t(`${ID}.no-shepherd`)),
    ];
  },
  decisionDetail: (st, decision) => {
    const hs = st.view.expansions?.[ID];
    const flock = shepherds(st).find((sh) => sh.player === decision.actor);
    /** @type {Record<string, number>} */
    const bag = hs?.bag ?? {};
    const tokens = Object.values(bag).reduce((a, b) => a + b, 0);
    return [
      flock ? h('p', {}, t(`${ID}.flock`, { sheep: flock.value ?? 0 })) : '',
      hs ? h('p', { class: 'muted' }, t(`${ID}.odds`, { bag: bagText(bag), wolves: bag.wolf ?? 0, tokens })) : '',
    ];
  },
};
