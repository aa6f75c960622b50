// The River: water drawn on the tiles that show it (a blue band from each water side to the
// middle, under any road that bridges it), the spring and the lake, the river phase beside the
// board (how many river tiles remain, where the river flows on) and over it (the space the
// river flows into next, outlined in blue, and why the halflings in hand wait), the announcement
// when a river tile fitted nowhere and the rest of the river left the game, and the river's
// options and refusals in words (`rule.river/<code>`, as the engine names a refused move).

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { SIZE } from '../tiles.js';

const ID = 'river';

/** The rule that keeps the halflings in hand while the river is being laid, as refusals name it. */
const HALFLINGS_WAIT = `${ID}/halfling-during-river`;

/** Water's colours: the stream and its banks. */
const WATER = '#4f9fd8';
const BANK = '#2b6f93';

/** The middle of each side of a tile, in its canonical orientation. */
const SIDE_MIDDLE = /** @type {Record<string, [number, number]>} */ ({ N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] });

/** The step from a space to its neighbour across each side. */
const SIDE_STEP = /** @type {Record<string, [number, number]>} */ ({ N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] });

/**
 * The river's public state.
 * @typedef {{left: number, laying: boolean, end: {at: [number, number], side: string, bend: string} | null, turns: string}} RiverState
 *   `laying`: river tiles remain to be laid (the tile to place is one, or one is still to be drawn)
 */

/**
 * @param {import('../api.js').PlayerView} view
 * @returns {RiverState | undefined}
 */
const riverOf = (view) => view.expansions?.[ID];

/**
 * The water of a tile: a band from each side showing water to the middle (a curve through
 * the middle when two sides do).
 * @param {string[]} sides
 * @returns {SVGElement[]}
 */
function water(sides) {
  const ends = sides.map((side) => SIDE_MIDDLE[side]).filter(Boolean);
  if (ends.length === 0) return [];
  const d = ends.length === 2 ? `M${ends[0].join(',')} Q50,50 ${ends[1].join(',')}` : ends.map((e) => `M${e.join(',')} L50,50`).join(' ');
  return [
    s('path', { d, fill: 'none', stroke: BANK, 'stroke-width': 17, class: 'water-bank' }),
    s('path', { d, fill: 'none', stroke: WATER, 'stroke-width': 13, class: 'water' }),
  ];
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  messages: {
    en: {
      'river.name': 'The River',
      'river.summary': '12 river tiles laid first, from the spring to the lake; the river parts fields and may not turn back on itself',
      'river.symbol.spring': 'spring',
      'river.symbol.lake': 'lake',
      'river.option.turns': 'River tiles refused',
      'river.option.turns.immediate': 'a bend the same way as the bend just before it (printed rules)',
      'river.option.turns.lookahead': 'any that leaves no two empty spaces ahead (JCloisterZone)',
      'river.option.start_tile': 'The regular start tile',
      'river.option.start_tile.remove': 'out of the game (2nd edition)',
      'river.option.start_tile.shuffle': 'shuffled into the pile (JCloisterZone)',
      'river.option.start_tile.after-lake': 'the first tile drawn after the lake',
      'river.option.unplaceable': 'A river tile that fits nowhere',
      'river.option.unplaceable.discard-tile': 'is discarded, the next one drawn (base rule)',
      'river.option.unplaceable.discard-river': 'takes the rest of the river with it (annotated rules)',
      'river.option.halflings_during_river': 'Halflings while the river is laid',
      'river.option.halflings_during_river.no': 'no',
      'river.option.halflings_during_river.yes': 'yes (a hill buries a regular tile)',
      'river.event.abandoned': 'the rest of the river leaves the game with it ({n:one=# tile|other=# tiles})',
      'river.rule.not-at-the-end': 'a river tile continues the river: its water must meet the open end of the river',
      'river.rule.u-turn': 'the river may not bend the same way twice in a row (no U-turn)',
      'river.rule.no-room-ahead': 'the river must have room ahead: the two spaces it flows into next and the spaces beside them must be empty',
      'river.rule.halfling-during-river': 'no halfling may be played until the river is laid',
      'river.phase': 'River phase: {n:one=# more river tile|other=# more river tiles} to draw before the regular pile.',
      'river.phase.last': 'River phase: the last river tile to lay.',
      'river.flows': 'The river flows on from ({at}) to the {side}: the next river tile must continue it there.',
      'river.laid': 'The river is laid: the regular pile is being drawn.',
      'river.open': 'The river ended without its lake: its open end at ({at}) stays open.',
      'river.turns.immediate': 'No bend may turn the same way as the bend just before it.',
      'river.turns.lookahead': 'Each river tile must leave two empty spaces ahead of the river.',
      'river.side.N': 'north',
      'river.side.E': 'east',
      'river.side.S': 'south',
      'river.side.W': 'west',
      'river.announce.river-abandoned.title': 'The river ends here',
      'river.announce.river-abandoned.note': 'A river tile fitted nowhere: the rest of the river left the game with it, and the regular pile comes next.',
      'rule.river/not-at-the-end': 'a river tile must continue the river at its open end',
      'rule.river/u-turn': 'the river may not bend the same way twice in a row',
      'rule.river/no-room-ahead': 'the river needs two empty spaces ahead',
      'rule.river/halfling-during-river': 'No halfling until the river is laid.',
    },
    nl: {
      'river.name': 'De Rivier',
      'river.summary': '12 riviertegels eerst gelegd, van de bron tot het meer; de rivier scheidt weilanden en mag niet op zichzelf terugdraaien',
      'river.symbol.spring': 'bron',
      'river.symbol.lake': 'meer',
      'river.option.turns': 'Geweigerde riviertegels',
      'river.option.turns.immediate': 'een bocht dezelfde kant op als de bocht ervoor (gedrukte regels)',
      'river.option.turns.lookahead': 'elke die geen twee lege plaatsen vooruit laat (JCloisterZone)',
      'river.option.start_tile': 'De gewone starttegel',
      'river.option.start_tile.remove': 'uit het spel (2e editie)',
      'river.option.start_tile.shuffle': 'door de stapel geschud (JCloisterZone)',
      'river.option.start_tile.after-lake': 'de eerste tegel die na het meer getrokken wordt',
      'river.option.unplaceable': 'Een riviertegel die nergens past',
      'river.option.unplaceable.discard-tile': 'gaat uit het spel, de volgende wordt getrokken (basisregel)',
      'river.option.unplaceable.discard-river': 'neemt de rest van de rivier mee (geannoteerde regels)',
      'river.option.halflings_during_river': 'Halflings terwijl de rivier gelegd wordt',
      'river.option.halflings_during_river.no': 'nee',
      'river.option.halflings_during_river.yes': 'ja (een heuvel begraaft een gewone tegel)',
      'river.event.abandoned': 'de rest van de rivier gaat mee uit het spel ({n:one=# tegel|other=# tegels})',
      'river.rule.not-at-the-end': 'een riviertegel zet de rivier voort: zijn water moet aansluiten op het open einde van de rivier',
      'river.rule.u-turn': 'de rivier mag niet twee keer na elkaar dezelfde kant op buigen (geen U-bocht)',
      'river.rule.no-room-ahead': 'de rivier moet ruimte vooruit hebben: de twee plaatsen waar ze naartoe stroomt en de plaatsen ernaast moeten leeg zijn',
      'river.rule.halfling-during-river': 'er mag geen halfling gespeeld worden tot de rivier gelegd is',
      'river.phase': 'Rivierfase: nog {n:one=# riviertegel|other=# riviertegels} te trekken voor de gewone stapel.',
      'river.phase.last': 'Rivierfase: de laatste riviertegel om te leggen.',
      'river.flows': 'De rivier stroomt verder van ({at}) naar het {side}: de volgende riviertegel moet haar daar voortzetten.',
      'river.laid': 'De rivier is gelegd: er wordt van de gewone stapel getrokken.',
      'river.open': 'De rivier eindigde zonder haar meer: haar open einde bij ({at}) blijft open.',
      'river.turns.immediate': 'Geen bocht mag dezelfde kant op draaien als de bocht er vlak voor.',
      'river.turns.lookahead': 'Elke riviertegel moet twee lege plaatsen vóór de rivier laten.',
      'river.side.N': 'noorden',
      'river.side.E': 'oosten',
      'river.side.S': 'zuiden',
      'river.side.W': 'westen',
      'river.announce.river-abandoned.title': 'Hier eindigt de rivier',
      'river.announce.river-abandoned.note': 'Een riviertegel paste nergens: de rest van de rivier ging mee uit het spel, en nu komt de gewone stapel.',
      'rule.river/not-at-the-end': 'een riviertegel moet de rivier voortzetten aan haar open einde',
      'rule.river/u-turn': 'de rivier mag niet twee keer na elkaar dezelfde kant op buigen',
      'rule.river/no-room-ahead': 'de rivier heeft twee lege plaatsen vooruit nodig',
      'rule.river/halfling-during-river': 'Geen halfling tot de rivier gelegd is.',
    },
    ro: {
      'river.name': 'Râul',
      'river.summary': '12 piese de râu puse întâi, de la izvor la lac; râul desparte câmpurile și nu se poate întoarce spre el însuși',
      'river.symbol.spring': 'izvor',
      'river.symbol.lake': 'lac',
      'river.option.turns': 'Piese de râu refuzate',
      'river.option.turns.immediate': 'o cotitură în aceeași parte ca cea de dinainte (regulile tipărite)',
      'river.option.turns.lookahead': 'orice piesă care nu lasă două spații libere în față (JCloisterZone)',
      'river.option.start_tile': 'Piesa de start obișnuită',
      'river.option.start_tile.remove': 'scoasă din joc (ediția a 2-a)',
      'river.option.start_tile.shuffle': 'amestecată în teanc (JCloisterZone)',
      'river.option.start_tile.after-lake': 'prima piesă trasă după lac',
      'river.option.unplaceable': 'O piesă de râu care nu se potrivește nicăieri',
      'river.option.unplaceable.discard-tile': 'iese din joc și se trage următoarea (regula de bază)',
      'river.option.unplaceable.discard-river': 'ia cu ea restul râului (regulile adnotate)',
      'river.option.halflings_during_river': 'Halflingi cât timp se pune râul',
      'river.option.halflings_during_river.no': 'nu',
      'river.option.halflings_during_river.yes': 'da (un deal îngroapă o piesă obișnuită)',
      'river.event.abandoned': 'restul râului iese din joc odată cu ea ({n:one=# piesă|few=# piese|other=# de piese})',
      'river.rule.not-at-the-end': 'o piesă de râu continuă râul: apa ei trebuie să întâlnească capătul deschis al râului',
      'river.rule.u-turn': 'râul nu poate coti de două ori la rând în aceeași parte (fără întoarcere în U)',
      'river.rule.no-room-ahead': 'râul trebuie să aibă loc în față: cele două spații în care curge mai departe și cele de lângă ele trebuie să fie libere',
      'river.rule.halfling-during-river': 'niciun halfling nu poate fi jucat până nu e pus tot râul',
      'river.phase': 'Faza râului: încă {n:one=# piesă de râu|few=# piese de râu|other=# de piese de râu} de tras înainte de teancul obișnuit.',
      'river.phase.last': 'Faza râului: ultima piesă de râu de pus.',
      'river.flows': 'Râul curge mai departe de la ({at}) spre {side}: următoarea piesă de râu trebuie să-l continue acolo.',
      'river.laid': 'Râul e pus: se trage din teancul obișnuit.',
      'river.open': 'Râul s-a terminat fără lac: capătul lui deschis de la ({at}) rămâne deschis.',
      'river.turns.immediate': 'Nicio cotitură nu poate fi în aceeași parte ca cea de imediat dinainte.',
      'river.turns.lookahead': 'Fiecare piesă de râu trebuie să lase două spații libere în fața râului.',
      'river.side.N': 'nord',
      'river.side.E': 'est',
      'river.side.S': 'sud',
      'river.side.W': 'vest',
      'river.announce.river-abandoned.title': 'Aici se termină râul',
      'river.announce.river-abandoned.note': 'O piesă de râu nu se potrivea nicăieri: restul râului a ieșit din joc odată cu ea, iar acum urmează teancul obișnuit.',
      'rule.river/not-at-the-end': 'o piesă de râu trebuie să continue râul la capătul lui deschis',
      'rule.river/u-turn': 'râul nu poate coti de două ori la rând în aceeași parte',
      'rule.river/no-room-ahead': 'râul are nevoie de două spații libere în față',
      'rule.river/halfling-during-river': 'Niciun halfling până nu e pus râul.',
    },
    de: {
      'river.name': 'Der Fluss',
      'river.summary': '12 Flusskarten zuerst gelegt, von der Quelle bis zum See; der Fluss trennt Wiesen und darf nicht zu sich zurückbiegen',
      'river.symbol.spring': 'Quelle',
      'river.symbol.lake': 'See',
      'river.option.turns': 'Abgelehnte Flusskarten',
      'river.option.turns.immediate': 'eine Biegung in dieselbe Richtung wie die direkt davor (gedruckte Regeln)',
      'river.option.turns.lookahead': 'jede, die keine zwei freien Felder voraus lässt (JCloisterZone)',
      'river.option.start_tile': 'Die normale Startkarte',
      'river.option.start_tile.remove': 'aus dem Spiel (2. Edition)',
      'river.option.start_tile.shuffle': 'in den Stapel gemischt (JCloisterZone)',
      'river.option.start_tile.after-lake': 'die erste nach dem See gezogene Karte',
      'river.option.unplaceable': 'Eine Flusskarte, die nirgends passt',
      'river.option.unplaceable.discard-tile': 'scheidet aus, die nächste wird gezogen (Grundregel)',
      'river.option.unplaceable.discard-river': 'nimmt den Rest des Flusses mit (kommentierte Regeln)',
      'river.option.halflings_during_river': 'Halflinge, während der Fluss gelegt wird',
      'river.option.halflings_during_river.no': 'nein',
      'river.option.halflings_during_river.yes': 'ja (ein Hügel begräbt eine normale Karte)',
      'river.event.abandoned': 'der Rest des Flusses scheidet mit ihr aus ({n:one=# Karte|other=# Karten})',
      'river.rule.not-at-the-end': 'eine Flusskarte setzt den Fluss fort: ihr Wasser muss an das offene Ende des Flusses stoßen',
      'river.rule.u-turn': 'der Fluss darf nicht zweimal hintereinander in dieselbe Richtung biegen (keine Kehre)',
      'river.rule.no-room-ahead': 'der Fluss braucht Platz voraus: die zwei Felder, in die er als Nächstes fließt, und die daneben müssen frei sein',
      'river.rule.halfling-during-river': 'kein Halfling darf gespielt werden, bevor der Fluss gelegt ist',
      'river.phase': 'Flussphase: noch {n:one=# Flusskarte|other=# Flusskarten} vor dem normalen Stapel zu ziehen.',
      'river.phase.last': 'Flussphase: die letzte Flusskarte ist zu legen.',
      'river.flows': 'Der Fluss fließt von ({at}) nach {side} weiter: die nächste Flusskarte muss ihn dort fortsetzen.',
      'river.laid': 'Der Fluss ist gelegt: es wird vom normalen Stapel gezogen.',
      'river.open': 'Der Fluss endete ohne seinen See: sein offenes Ende bei ({at}) bleibt offen.',
      'river.turns.immediate': 'Keine Biegung darf in dieselbe Richtung gehen wie die direkt davor.',
      'river.turns.lookahead': 'Jede Flusskarte muss zwei freie Felder vor dem Fluss lassen.',
      'river.side.N': 'Norden',
      'river.side.E': 'Osten',
      'river.side.S': 'Süden',
      'river.side.W': 'Westen',
      'river.announce.river-abandoned.title': 'Hier endet der Fluss',
      'river.announce.river-abandoned.note': 'Eine Flusskarte passte nirgends: der Rest des Flusses schied mit ihr aus, und der normale Stapel folgt.',
      'rule.river/not-at-the-end': 'eine Flusskarte muss den Fluss an seinem offenen Ende fortsetzen',
      'rule.river/u-turn': 'der Fluss darf nicht zweimal hintereinander in dieselbe Richtung biegen',
      'rule.river/no-room-ahead': 'der Fluss braucht zwei freie Felder voraus',
      'rule.river/halfling-during-river': 'Kein Halfling, bevor der Fluss gelegt ist.',
    },
  },
  tileArt: (tile) => water(tile.water ?? []),
  symbols: {
    // The spring: a pool where the water wells up, in the middle of the tile.
    spring: () =>
      s(
        'g',
        { class: 'symbol spring', 'data-anchor': '50,50' },
        s('circle', { cx: 50, cy: 50, r: 11, fill: WATER, stroke: BANK, 'stroke-width': 2 }),
        s('circle', { cx: 50, cy: 50, r: 5, fill: 'none', stroke: '#dff0fb', 'stroke-width': 1.4 }),
      ),
    // The lake: a wide stretch of water in the middle of the tile.
    lake: () =>
      s(
        'g',
        { class: 'symbol lake', 'data-anchor': '50,50' },
        s('ellipse', { cx: 50, cy: 52, rx: 30, ry: 20, fill: WATER, stroke: BANK, 'stroke-width': 2 }),
        s('path', { d: 'M38,50 q4,-3 8,0 t8,0 M46,58 q4,-3 8,0 t8,0', fill: 'none', stroke: '#dff0fb', 'stroke-width': 1.2 }),
      ),
  },
  marks: (view) => {
    const river = riverOf(view);
    if (!river?.end || !river.laying) return [];
    const step = SIDE_STEP[river.end.side] ?? [0, 0];
    const [x, y] = [river.end.at[0] + step[0], river.end.at[1] + step[1]];
    return [
      s('rect', {
        class: 'river-next',
        x: x * SIZE + 4,
        y: y * SIZE + 4,
        width: SIZE - 8,
        height: SIZE - 8,
        rx: 6,
        fill: 'none',
        stroke: WATER,
        'stroke-width': 4,
        'stroke-dasharray': '10 6',
      }),
    ];
  },
  announce: ['river-abandoned'],
  panel: (st) => {
    const river = riverOf(st.view);
    if (!river) return null;
    const flowing = river.laying;
    // The halflings in hand wait while the river is being laid, unless the option lets them.
    const options = st.game.resolved.modules.find((m) => m.id === ID)?.options ?? {};
    const halflingsWait = flowing && options.halflings_during_river !== 'yes' && st.view.hand.length > 0;
    const end = river.end;
    /** @type {Record<string, string>} */
    const words = end ? { at: end.at.join(','), side: t(`${ID}.side.${end.side}`) } : { at: '', side: '' };
    return [
      h(
        'p',
        { id: 'river-phase', 'data-left': river.left, 'data-phase': flowing ? 'river' : 'regular' },
        flowing ? (river.left === 0 ? t(`${ID}.phase.last`) : t(`${ID}.phase`, { n: river.left })) : end ? t(`${ID}.open`, words) : t(`${ID}.laid`),
      ),
      flowing && end ? h('p', {}, t(`${ID}.flows`, words)) : '',
      flowing ? h('p', { class: 'muted' }, t(`${ID}.turns.${river.turns}`)) : '',
      halflingsWait ? h('p', { class: 'river-halflings', 'data-rule': HALFLINGS_WAIT }, t(`rule.${HALFLINGS_WAIT}`)) : '',
    ];
  },
};
