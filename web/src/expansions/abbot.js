// The Abbot and gardens: the garden drawn on the tiles that show one (a hedge round a flower
// bed), the abbot (a follower in a hooded robe with a white cross) in a garden or on a
// monastery, beside the board where each player's abbot is, and the move that calls it back
// (it lays the tile and aims at the abbot: marked on its tile, worded in the placing bar). The
// scores come explained by the engine (a garden counted like a monastery).

import { h, s } from '../dom.js';
import { t } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'abbot';

/** The abbot: the figure in a garden, the special follower on a monastery, the placing move. */
const ABBOT = 'abbot';

/** The colour of the call back's spots and outlines. */
const RECALL_COLOUR = '#7a4fa0';

/**
 * The abbot: a follower with a hood over its head and a white cross on its robe.
 * @param {[number, number]} at
 * @param {string} colour
 * @param {number | undefined} seat
 */
function abbotDrawing([x, y], colour, seat) {
  return s(
    'g',
    { class: 'abbot' },
    s('path', { d: `M${x - 7},${y - 3} Q${x},${y - 17} ${x + 7},${y - 3} Z`, fill: colour, stroke: '#111', 'stroke-width': 1.1 }),
    follower([x, y], colour, 1.05, seat),
    s('path', { d: `M${x},${y - 1} v8 M${x - 3},${y + 2} h6`, stroke: '#fbfbf5', 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
  );
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  messages: {
    en: {
      'figure.abbot': 'Abbot',
      'abbot.name': 'The Abbot',
      'abbot.summary': 'an abbot for each player, placed on a monastery or garden instead of a follower and scored like a monk; gardens on the tiles that show them; the abbot called back for its points instead of placing a figure',
      'abbot.symbol.garden': 'garden',
      'abbot.option.recall_with_halfling': 'The abbot may be called back in a turn where a halfling is played',
      'abbot.option.recall_with_halfling.yes': 'yes',
      'abbot.option.recall_with_halfling.no': 'no',
      'abbot.event.placed': '{who}’s abbot goes to the {home} at {at}',
      'abbot.event.recalled': '{who} calls the abbot back from {at}',
      'abbot.event.sent-home': '{who}’s abbot at {at} is sent home',
      'abbot.event.home': '{who}’s abbot at {at} comes home',
      'abbot.home.garden': 'garden',
      'abbot.home.monastery': 'monastery',
      'abbot.garden': 'Garden',
      'abbot.follower.abbot': 'abbot',
      'abbot.choice.place': 'the abbot on the monastery or garden',
      'abbot.choice.recall': 'call the abbot back from {at} for its points',
      'abbot.rule.abbot-needs-place': 'abbot: name the tile’s placement and the abbot’s spot',
      'abbot.rule.abbot-on-board': 'abbot: yours is on the board (or was never given)',
      'abbot.rule.abbot-not-on-tile': 'abbot: it goes on the tile just placed, on its monastery or garden',
      'abbot.rule.no-monastery-or-garden': 'abbot: the tile has no monastery or garden',
      'abbot.rule.recall-needs-place': 'recall: the abbot is called back with the turn’s placement',
      'abbot.rule.recall-with-halfling': 'recall: not in a turn where a halfling is played',
      'abbot.rule.no-abbot-on-board': 'recall: your abbot is not on the board',
      'abbot.rule.not-your-abbot': 'recall: aim at your abbot',
      'abbot.rule.unknown-action': 'unknown abbot action',
      'abbot.action.recall': 'Call your abbot back from {at} for its points (no figure this turn)',
      'abbot.action.recall.mark': '↩',
      'abbot.action.recall.hint': 'call your abbot back for its points (◆ ↩)',
      'abbot.panel.reserve': '{who}: abbot in reserve',
      'abbot.panel.garden': '{who}: abbot in the garden at ({at})',
      'abbot.panel.monastery': '{who}: abbot on the monastery at ({at})',
      'abbot.rules': 'Each player has an abbot: it goes instead of a follower on the monastery or the garden of the tile just placed (no follower stands in a garden). A garden or monastery with the abbot scores like a monastery. In a turn where you place no figure you may call the abbot back and score at once what it would at the end.',
    },
    nl: {
      'figure.abbot': 'Abt',
      'abbot.name': 'De Abt',
      'abbot.summary': 'een abt voor elke speler, in plaats van een horige op een klooster of tuin gezet en gewaardeerd als een monnik; tuinen op de tegels die ze tonen; de abt teruggeroepen voor zijn punten in plaats van een figuur te zetten',
      'abbot.symbol.garden': 'tuin',
      'abbot.option.recall_with_halfling': 'De abt mag teruggeroepen worden in een beurt waarin een halfling gespeeld wordt',
      'abbot.option.recall_with_halfling.yes': 'ja',
      'abbot.option.recall_with_halfling.no': 'nee',
      'abbot.event.placed': 'de abt van {who} gaat naar {home} op {at}',
      'abbot.event.recalled': '{who} roept de abt terug van {at}',
      'abbot.event.sent-home': 'de abt van {who} op {at} wordt naar huis gestuurd',
      'abbot.event.home': 'de abt van {who} op {at} komt naar huis',
      'abbot.home.garden': 'de tuin',
      'abbot.home.monastery': 'het klooster',
      'abbot.garden': 'Tuin',
      'abbot.follower.abbot': 'abt',
      'abbot.choice.place': 'de abt op het klooster of de tuin',
      'abbot.choice.recall': 'de abt terugroepen van {at} voor zijn punten',
      'abbot.rule.abbot-needs-place': 'abt: noem de plaats van de tegel en de plek van de abt',
      'abbot.rule.abbot-on-board': 'abt: de jouwe staat al op het bord (of werd nooit gegeven)',
      'abbot.rule.abbot-not-on-tile': 'abt: hij komt op de tegel die net gelegd is, op het klooster of de tuin',
      'abbot.rule.no-monastery-or-garden': 'abt: de tegel heeft geen klooster of tuin',
      'abbot.rule.recall-needs-place': 'terugroepen: de abt wordt met de plaatsing van de beurt teruggeroepen',
      'abbot.rule.recall-with-halfling': 'terugroepen: niet in een beurt waarin een halfling gespeeld wordt',
      'abbot.rule.no-abbot-on-board': 'terugroepen: je abt staat niet op het bord',
      'abbot.rule.not-your-abbot': 'terugroepen: wijs je eigen abt aan',
      'abbot.rule.unknown-action': 'onbekende actie van de abt',
      'abbot.action.recall': 'Roep je abt terug van {at} voor zijn punten (geen figuur deze beurt)',
      'abbot.action.recall.mark': '↩',
      'abbot.action.recall.hint': 'roep je abt terug voor zijn punten (◆ ↩)',
      'abbot.panel.reserve': '{who}: abt in voorraad',
      'abbot.panel.garden': '{who}: abt in de tuin op ({at})',
      'abbot.panel.monastery': '{who}: abt op het klooster op ({at})',
      'abbot.rules': 'Elke speler heeft een abt: hij komt in plaats van een horige op het klooster of de tuin van de net gelegde tegel (in een tuin staat geen horige). Een tuin of klooster met de abt wordt gewaardeerd als een klooster. In een beurt waarin je geen figuur zet, mag je de abt terugroepen en meteen scoren wat hij aan het einde zou opleveren.',
    },
    ro: {
      'figure.abbot': 'Stareț',
      'abbot.name': 'Starețul',
      'abbot.summary': 'un stareț pentru fiecare jucător, pus pe o mănăstire sau o grădină în locul unui omuleț și punctat ca un călugăr; grădini pe piesele care le arată; starețul chemat înapoi pentru punctele lui în loc să pui o figurină',
      'abbot.symbol.garden': 'grădină',
      'abbot.option.recall_with_halfling': 'Starețul poate fi chemat înapoi într-o tură în care se joacă un halfling',
      'abbot.option.recall_with_halfling.yes': 'da',
      'abbot.option.recall_with_halfling.no': 'nu',
      'abbot.event.placed': 'starețul lui {who} merge la {home} de la {at}',
      'abbot.event.recalled': '{who} cheamă starețul înapoi de la {at}',
      'abbot.event.sent-home': 'starețul lui {who} de la {at} e trimis acasă',
      'abbot.event.home': 'starețul lui {who} de la {at} se întoarce acasă',
      'abbot.home.garden': 'grădina',
      'abbot.home.monastery': 'mănăstirea',
      'abbot.garden': 'Grădină',
      'abbot.follower.abbot': 'stareț',
      'abbot.choice.place': 'starețul pe mănăstire sau grădină',
      'abbot.choice.recall': 'cheamă starețul înapoi de la {at} pentru punctele lui',
      'abbot.rule.abbot-needs-place': 'stareț: numește așezarea piesei și locul starețului',
      'abbot.rule.abbot-on-board': 'stareț: al tău e deja pe tablă (sau nu a fost dat)',
      'abbot.rule.abbot-not-on-tile': 'stareț: se pune pe piesa tocmai așezată, pe mănăstirea sau grădina ei',
      'abbot.rule.no-monastery-or-garden': 'stareț: piesa nu are mănăstire sau grădină',
      'abbot.rule.recall-needs-place': 'chemare: starețul e chemat înapoi odată cu așezarea din tură',
      'abbot.rule.recall-with-halfling': 'chemare: nu într-o tură în care se joacă un halfling',
      'abbot.rule.no-abbot-on-board': 'chemare: starețul tău nu e pe tablă',
      'abbot.rule.not-your-abbot': 'chemare: țintește starețul tău',
      'abbot.rule.unknown-action': 'acțiune necunoscută a starețului',
      'abbot.action.recall': 'Cheamă-ți starețul înapoi de la {at} pentru punctele lui (nicio figurină în tura asta)',
      'abbot.action.recall.mark': '↩',
      'abbot.action.recall.hint': 'cheamă-ți starețul înapoi pentru punctele lui (◆ ↩)',
      'abbot.panel.reserve': '{who}: stareț în rezervă',
      'abbot.panel.garden': '{who}: stareț în grădina de la ({at})',
      'abbot.panel.monastery': '{who}: stareț pe mănăstirea de la ({at})',
      'abbot.rules': 'Fiecare jucător are un stareț: se pune în locul unui omuleț pe mănăstirea sau grădina piesei tocmai așezate (într-o grădină nu stă niciun omuleț). O grădină sau o mănăstire cu starețul se punctează ca o mănăstire. Într-o tură în care nu pui nicio figurină poți chema starețul înapoi și primești imediat punctele pe care le-ar primi la final.',
    },
    de: {
      'figure.abbot': 'Abt',
      'abbot.name': 'Der Abt',
      'abbot.summary': 'ein Abt für jeden Spieler, statt eines Gefolgsmanns auf ein Kloster oder einen Garten gesetzt und gewertet wie ein Mönch; Gärten auf den Karten, die sie zeigen; der Abt für seine Punkte zurückgeholt, statt eine Figur zu setzen',
      'abbot.symbol.garden': 'Garten',
      'abbot.option.recall_with_halfling': 'Der Abt darf in einem Zug zurückgeholt werden, in dem ein Halfling gespielt wird',
      'abbot.option.recall_with_halfling.yes': 'ja',
      'abbot.option.recall_with_halfling.no': 'nein',
      'abbot.event.placed': 'der Abt von {who} geht auf {home} auf {at}',
      'abbot.event.recalled': '{who} holt den Abt von {at} zurück',
      'abbot.event.sent-home': 'der Abt von {who} auf {at} wird nach Hause geschickt',
      'abbot.event.home': 'der Abt von {who} auf {at} kommt nach Hause',
      'abbot.home.garden': 'den Garten',
      'abbot.home.monastery': 'das Kloster',
      'abbot.garden': 'Garten',
      'abbot.follower.abbot': 'Abt',
      'abbot.choice.place': 'den Abt auf das Kloster oder den Garten',
      'abbot.choice.recall': 'den Abt von {at} für seine Punkte zurückholen',
      'abbot.rule.abbot-needs-place': 'Abt: nenne die Lage der Karte und den Platz des Abts',
      'abbot.rule.abbot-on-board': 'Abt: deiner steht schon auf dem Spielplan (oder wurde nie gegeben)',
      'abbot.rule.abbot-not-on-tile': 'Abt: er kommt auf die gerade gelegte Karte, auf ihr Kloster oder ihren Garten',
      'abbot.rule.no-monastery-or-garden': 'Abt: die Karte hat kein Kloster und keinen Garten',
      'abbot.rule.recall-needs-place': 'Zurückholen: der Abt wird mit dem Legen des Zugs zurückgeholt',
      'abbot.rule.recall-with-halfling': 'Zurückholen: nicht in einem Zug, in dem ein Halfling gespielt wird',
      'abbot.rule.no-abbot-on-board': 'Zurückholen: dein Abt steht nicht auf dem Spielplan',
      'abbot.rule.not-your-abbot': 'Zurückholen: ziele auf deinen Abt',
      'abbot.rule.unknown-action': 'unbekannte Aktion des Abts',
      'abbot.action.recall': 'Hol deinen Abt von {at} für seine Punkte zurück (keine Figur in diesem Zug)',
      'abbot.action.recall.mark': '↩',
      'abbot.action.recall.hint': 'hol deinen Abt für seine Punkte zurück (◆ ↩)',
      'abbot.panel.reserve': '{who}: Abt im Vorrat',
      'abbot.panel.garden': '{who}: Abt im Garten auf ({at})',
      'abbot.panel.monastery': '{who}: Abt auf dem Kloster auf ({at})',
      'abbot.rules': 'Jeder Spieler hat einen Abt: er kommt statt eines Gefolgsmanns auf das Kloster oder den Garten der gerade gelegten Karte (in einem Garten steht kein Gefolgsmann). Ein Garten oder Kloster mit dem Abt wird wie ein Kloster gewertet. In einem Zug, in dem du keine Figur setzt, darfst du den Abt zurückholen und sofort werten, was er am Ende brächte.',
    },
  },
  symbols: {
    // A garden: a hedge round a bed of flowers, in the tile's free corner.
    garden: ([x, y]) =>
      s(
        'g',
        { class: 'symbol garden' },
        s('circle', { cx: x, cy: y, r: 10, fill: '#b9d98a', stroke: '#3f6b2a', 'stroke-width': 2.4, 'stroke-dasharray': '3 1.5' }),
        ...[[-4, -3, '#d9534f'], [4, -2, '#f0c419'], [0, 4, '#e27fb0']].map(([dx, dy, c]) =>
          s('circle', { cx: x + Number(dx), cy: y + Number(dy), r: 2.4, fill: String(c), stroke: '#6b4b2a', 'stroke-width': 0.6 }),
        ),
      ),
  },
  figures: {
    // The abbot in a garden: on the garden's drawing, where the tile shows it.
    [ABBOT]: (at, colour, figure, symbols) => abbotDrawing(symbols.garden ?? at, colour, figure.player ?? undefined),
  },
  followers: {
    // The abbot on a monastery, where a monk stands.
    [ABBOT]: (at, colour, seat) => abbotDrawing(at, colour, seat),
  },
  aims: {
    recall: { on: 'place', colour: RECALL_COLOUR },
  },
  panel: (st, ctx) => {
    /** @type {({at: [number, number], corner?: string, on: string} | null)[] | undefined} */
    const abbots = st.view.expansions?.[ID]?.abbots;
    if (!abbots) return null;
    const items = abbots.map((a, player) =>
      h(
        'li',
        { 'data-player': player, 'data-abbot': a ? a.on : 'reserve' },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(player)}` }),
        a
          ? t(a.on === 'garden' ? `${ID}.panel.garden` : `${ID}.panel.monastery`, { who: ctx.seatName(player), at: a.at.join(',') })
          : t(`${ID}.panel.reserve`, { who: ctx.seatName(player) }),
      ),
    );
    return [h('p', { class: 'muted' }, t(`${ID}.rules`)), h('ul', { id: 'abbots', class: 'figure-list' }, ...items)];
  },
};
