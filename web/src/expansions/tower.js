// The Tower: the foundation symbol, towers with their height and a follower on a tower's top on
// the board, floors left and prisoners beside the board with the ransoms the player may pay,
// and the words of its moves and its capture decision. Which towers a floor or a follower may
// go on with the tile comes with the placements (spots on those towers); the followers a
// capture may take are the decision's targets on the board.

import { button, h, s } from '../dom.js';
import { t, tOr } from '../messages.js';
import { follower } from '../tiles.js';

const ID = 'tower';

/** What a ransom costs, in points (the engine's rule; its log says so too). */
const RANSOM_POINTS = 3;

/**
 * The kind of follower a ransom buys back, when another expansion's special one (the move's
 * `prisoner`: `{"seat": 1, "kind": "big-follower"}`).
 * @param {{seat: number, kind: string}} prisoner
 */
const specialKind = (prisoner) => (prisoner.kind === 'follower' ? undefined : prisoner.kind);

/**
 * Where a tower stands: on its tile's foundation, else where the board puts the figure.
 * @param {[number, number]} at
 * @param {Record<string, [number, number]>} symbols
 * @returns {[number, number]}
 */
const towerPoint = (at, symbols) => symbols.tower ?? at;

/** How much larger than a follower a tower is drawn. */
const SCALE = 1.35;

/** How high a tower's drawing stands above its foot, where a follower on its top stands. */
const TOP = 33 * SCALE;

/**
 * A tower of `height` floors: a stone tower with battlements, the height on its front.
 * @param {[number, number]} foot  the middle of its foot
 * @param {number} height
 */
function towerDrawing([x, y], height) {
  return s(
    'g',
    { class: 'figure-drawing tower', transform: `translate(${x},${y}) scale(${SCALE})` },
    s('path', {
      d: 'M-9,4 L-8,-20 h-1.5 v-5 h4 v3 h3 v-3 h5 v3 h3 v-3 h4 v5 h-1.5 L9,4 Z',
      fill: '#a7a196',
      stroke: '#3e3a33',
      'stroke-width': 1.2,
      'stroke-linejoin': 'round',
    }),
    s('path', { d: 'M-8.5,-6 h17 M-8,-15 h16', stroke: '#6f695e', 'stroke-width': 0.8 }),
    s('rect', { x: -6.5, y: -19, width: 13, height: 11, rx: 2, fill: '#fbfbf5', stroke: '#3e3a33', 'stroke-width': 0.8 }),
    s('text', { x: 0, y: -10.5, 'text-anchor': 'middle', class: 'figure-value tower-height' }, String(height)),
  );
}

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  messages: {
    en: {
      [`${ID}.ransom.kind`]: 'Pay {who} {points:one=# point|other=# points} for your {figure} back',
      'figure.floor': 'Floor',
      'figure.tower': 'Tower',
      'figure.tower-top': 'Follower on a tower',
      [`${ID}.option.range_count`]: 'A tower’s range counts',
      [`${ID}.option.range_count.spaces`]: 'spaces',
      [`${ID}.option.range_count.tiles`]: 'tiles (each triangle one)',
      [`${ID}.option.triangle_gaps`]: 'Counting tiles, the empty half of a space',
      [`${ID}.option.triangle_gaps.skip`]: 'is skipped',
      [`${ID}.option.triangle_gaps.count`]: 'counts as a step',
      [`${ID}.option.top_capturable`]: 'Followers on tower tops may be captured',
      [`${ID}.option.top_capturable.yes`]: 'yes',
      [`${ID}.option.top_capturable.no`]: 'no',
      [`${ID}.option.eaten_on_top`]: 'A follower on a tower top goes home when its space is cleared',
      [`${ID}.option.eaten_on_top.yes`]: 'yes',
      [`${ID}.option.eaten_on_top.no`]: 'no',
      [`${ID}.action.floor`]: 'A floor on the tower at {at}',
      [`${ID}.action.floor.mark`]: 'F',
      [`${ID}.action.floor.hint`]: 'a floor on a tower (◆ F)',
      [`${ID}.action.top`]: 'A follower on top of the tower at {at}',
      [`${ID}.action.top.mark`]: '♟',
      [`${ID}.action.top.hint`]: 'a follower on top of a tower (◆ ♟)',
      [`${ID}.decision.capture.title`]: 'Tower: capture',
      [`${ID}.decision.capture.mine`]: 'Your tower grew: capture a follower in its range, or pass',
      [`${ID}.decision.capture.other`]: '{who} may capture a follower',
      [`${ID}.decision.capture.note`]: 'Click a highlighted follower on the board, or choose below. Another player’s follower becomes your prisoner; your own goes back to your supply.',
      [`${ID}.floors`]: '{n:one=# floor left|other=# floors left}',
      [`${ID}.holds`]: 'holds {n} of {owner}’s followers',
      [`${ID}.holds-none`]: 'no prisoner',
      [`${ID}.towers`]: '{n:one=# tower on the board|other=# towers on the board}',
      [`${ID}.capturing`]: '{who} is capturing.',
      [`${ID}.ransom`]: 'Pay {who} {points:one=# point|other=# points} for a follower back',
      [`${ID}.ransom.note`]: 'Before placing your tile, once a turn.',
      [`${ID}.ransomed`]: 'You paid a ransom this turn.',
      'tower.name': 'The Tower',
      'tower.summary': '18 land tiles with tower foundations, tower floors, capture, prisoner exchange and ransom',
      'tower.symbol.tower': 'tower',
      'tower.event.floor-placed': '{who} adds a floor to the tower at {at}: height {height}',
      'tower.event.top-placed': '{who} puts a follower on top of the tower at {at}: it is closed',
      'tower.event.freed-own': '{who} takes their own follower {place} back into supply',
      'tower.event.captured': '{who} captures {owner}\'s follower {place}',
      'tower.event.exchanged': '{who} and {other} exchange prisoners: each gets one follower back',
      'tower.event.ransomed': '{who} pays {captor} {points:one=# point|other=# points} and takes a captured {kind} back',
      'tower.event.top-returned': '{who}\'s follower on top of the tower at {at} goes back to supply (its space was cleared)',
      'tower.place.top': 'on top of the tower at {at}',
      'tower.place.spot': 'at {spot}',
      'tower.prompt.capture': 'your tower at {at} is {height} high: capture one follower in range, or pass',
      'tower.choice.floor': 'a floor on the tower at {at}',
      'tower.choice.top': 'a follower on top of the tower at {at}',
      'tower.choice.top-kind': 'your {kind} on top of the tower at {at}',
      'tower.choice.capture-top': 'capture {owner}\'s follower on the tower at {at}',
      'tower.choice.capture': 'capture {owner}\'s follower at {spot}',
      'tower.choice.pass': 'capture nothing',
      'tower.choice.ransom': 'pay {captor} {points:one=# point|other=# points} for your {kind}',
      'tower.rule.not-capturing': 'no capture of yours is pending',
      'tower.rule.capture-needs-target': 'capture: name where the follower stands',
      'tower.rule.top-not-capturable': 'followers on tower tops cannot be captured in this game',
      'tower.rule.no-follower-there': 'no follower of {owner} stands at {spot}',
      'tower.rule.no-follower-on-top': 'no follower of {owner} stands on a tower\'s top at {spot}',
      'tower.rule.out-of-range': '{owner}\'s follower at {at} is out of range of the tower at {tower} (height {height})',
      'tower.rule.tower-at-centre': 'a tower stands in the middle of its tile: name location C, not {location}',
      'tower.rule.no-foundation-placed': 'the tile placed at {at} has no tower foundation',
      'tower.rule.no-foundation': 'no tile with a tower foundation at {at}',
      'tower.rule.tower-with-placement': 'a floor or a follower on a tower goes with placing the tile: name the placement and the tower',
      'tower.rule.tower-closed': 'the tower at {at} is closed by a follower on its top',
      'tower.rule.no-floor-left': 'you have no tower floor left',
      'tower.rule.empty-foundation': 'a follower may not stand on the empty foundation at {at}: a floor first',
      'tower.rule.unknown-action': 'unknown Tower action',
      'tower.rule.ransom-before-placing': 'a ransom is paid during your own turn, before placing the tile',
      'tower.rule.one-ransom-a-turn': 'you have paid a ransom this turn already',
      'tower.rule.no-prisoner': '{captor} holds no {kind} of yours',
      'tower.rule.ransom-needs-points': 'a ransom costs {points:one=# point|other=# points} and you have fewer',
    },
    nl: {
      'tower.ransom.kind': 'Betaal {who} {points:one=# punt|other=# punten} om je {figure} terug te krijgen',
      'figure.floor': 'Verdieping',
      'figure.tower': 'Toren',
      'figure.tower-top': 'Horige op een toren',
      'tower.option.range_count': 'Het bereik van een toren telt',
      'tower.option.range_count.spaces': 'vakken',
      'tower.option.range_count.tiles': 'tegels (elke driehoek één)',
      'tower.option.triangle_gaps': 'Bij het tellen van tegels wordt de lege helft van een vak',
      'tower.option.triangle_gaps.skip': 'overgeslagen',
      'tower.option.triangle_gaps.count': 'als stap geteld',
      'tower.option.top_capturable': 'Horigen op torenspitsen mogen gevangen worden',
      'tower.option.top_capturable.yes': 'ja',
      'tower.option.top_capturable.no': 'nee',
      'tower.option.eaten_on_top': 'Een horige op een torenspits gaat naar huis als zijn vak leeggemaakt wordt',
      'tower.option.eaten_on_top.yes': 'ja',
      'tower.option.eaten_on_top.no': 'nee',
      'tower.action.floor': 'Een verdieping op de toren bij {at}',
      'tower.action.floor.mark': 'V',
      'tower.action.floor.hint': 'een verdieping op een toren (◆ V)',
      'tower.action.top': 'Een horige boven op de toren bij {at}',
      'tower.action.top.mark': '♟',
      'tower.action.top.hint': 'een horige boven op een toren (◆ ♟)',
      'tower.decision.capture.title': 'Toren: gevangennemen',
      'tower.decision.capture.mine': 'Je toren groeide: neem een horige binnen zijn bereik gevangen, of pas',
      'tower.decision.capture.other': '{who} mag een horige gevangennemen',
      'tower.decision.capture.note': 'Klik op een gemarkeerde horige op het speelveld, of kies hieronder. De horige van een ander wordt jouw gevangene; een eigen horige gaat terug naar je voorraad.',
      'tower.floors': '{n:one=nog # verdieping|other=nog # verdiepingen}',
      'tower.holds': 'houdt {n:one=# horige|other=# horigen} van {owner} gevangen',
      'tower.holds-none': 'geen gevangene',
      'tower.towers': '{n:one=# toren op het speelveld|other=# torens op het speelveld}',
      'tower.capturing': '{who} neemt gevangen.',
      'tower.ransom': 'Betaal {who} {points:one=# punt|other=# punten} om een horige terug te krijgen',
      'tower.ransom.note': 'Voor je je tegel legt, eens per beurt.',
      'tower.ransomed': 'Je hebt deze beurt al losgeld betaald.',
      'tower.name': 'De Toren',
      'tower.summary': '18 landtegels met torenfundamenten, torenverdiepingen, gevangenneming, uitwisseling van gevangenen en losgeld',
      'tower.symbol.tower': 'toren',
      'tower.event.floor-placed': '{who} bouwt een verdieping op de toren op {at}: hoogte {height}',
      'tower.event.top-placed': '{who} zet een horige boven op de toren op {at}: hij is af',
      'tower.event.freed-own': '{who} neemt een eigen horige {place} terug in de voorraad',
      'tower.event.captured': '{who} neemt de horige van {owner} {place} gevangen',
      'tower.event.exchanged': '{who} en {other} ruilen gevangenen: elk krijgt een horige terug',
      'tower.event.ransomed': '{who} betaalt {captor} {points:one=# punt|other=# punten} en krijgt een gevangen {kind} terug',
      'tower.event.top-returned': 'de horige van {who} boven op de toren op {at} gaat terug naar de voorraad (zijn vak werd leeggemaakt)',
      'tower.place.top': 'boven op de toren op {at}',
      'tower.place.spot': 'op {spot}',
      'tower.prompt.capture': 'je toren op {at} is {height} hoog: neem een horige binnen bereik gevangen, of pas',
      'tower.choice.floor': 'een verdieping op de toren op {at}',
      'tower.choice.top': 'een horige boven op de toren op {at}',
      'tower.choice.top-kind': 'je {kind} boven op de toren op {at}',
      'tower.choice.capture-top': 'de horige van {owner} op de toren op {at} gevangennemen',
      'tower.choice.capture': 'de horige van {owner} op {spot} gevangennemen',
      'tower.choice.pass': 'niemand gevangennemen',
      'tower.choice.ransom': '{captor} {points:one=# punt|other=# punten} betalen voor je {kind}',
      'tower.rule.not-capturing': 'er staat geen gevangenneming van jou open',
      'tower.rule.capture-needs-target': 'gevangennemen: noem waar de horige staat',
      'tower.rule.top-not-capturable': 'horigen op torenspitsen mogen in dit spel niet gevangen worden',
      'tower.rule.no-follower-there': 'op {spot} staat geen horige van {owner}',
      'tower.rule.no-follower-on-top': 'op {spot} staat geen horige van {owner} boven op een toren',
      'tower.rule.out-of-range': 'de horige van {owner} op {at} is buiten bereik van de toren op {tower} (hoogte {height})',
      'tower.rule.tower-at-centre': 'een toren staat in het midden van zijn tegel: noem plek C, niet {location}',
      'tower.rule.no-foundation-placed': 'de tegel op {at} heeft geen torenfundament',
      'tower.rule.no-foundation': 'geen tegel met een torenfundament op {at}',
      'tower.rule.tower-with-placement': 'een verdieping of een horige op een toren hoort bij het leggen van de tegel: noem de ligging en de toren',
      'tower.rule.tower-closed': 'de toren op {at} is afgesloten door een horige op de spits',
      'tower.rule.no-floor-left': 'je hebt geen torenverdieping meer',
      'tower.rule.empty-foundation': 'een horige mag niet op het lege fundament op {at} staan: eerst een verdieping',
      'tower.rule.unknown-action': 'onbekende actie van De Toren',
      'tower.rule.ransom-before-placing': 'losgeld betaal je in je eigen beurt, voor je de tegel legt',
      'tower.rule.one-ransom-a-turn': 'je hebt deze beurt al losgeld betaald',
      'tower.rule.no-prisoner': '{captor} heeft geen {kind} van jou gevangen',
      'tower.rule.ransom-needs-points': 'losgeld kost {points:one=# punt|other=# punten} en je hebt er minder',
    },
    ro: {
      'tower.ransom.kind': 'Plătește-i lui {who} {points:one=# punct|few=# puncte|other=# de puncte} ca să primești înapoi {figure}',
      'figure.floor': 'Etaj',
      'figure.tower': 'Turn',
      'figure.tower-top': 'Omuleț pe un turn',
      'tower.option.range_count': 'Raza unui turn numără',
      'tower.option.range_count.spaces': 'locuri',
      'tower.option.range_count.tiles': 'piese (fiecare triunghi una)',
      'tower.option.triangle_gaps': 'Când se numără piese, jumătatea goală a unui loc',
      'tower.option.triangle_gaps.skip': 'se sare',
      'tower.option.triangle_gaps.count': 'contează ca un pas',
      'tower.option.top_capturable': 'Omuleții din vârful turnurilor pot fi capturați',
      'tower.option.top_capturable.yes': 'da',
      'tower.option.top_capturable.no': 'nu',
      'tower.option.eaten_on_top': 'Un omuleț din vârful unui turn se întoarce acasă când locul lui e golit',
      'tower.option.eaten_on_top.yes': 'da',
      'tower.option.eaten_on_top.no': 'nu',
      'tower.action.floor': 'Un etaj pe turnul de la {at}',
      'tower.action.floor.mark': 'E',
      'tower.action.floor.hint': 'un etaj pe un turn (◆ E)',
      'tower.action.top': 'Un omuleț în vârful turnului de la {at}',
      'tower.action.top.mark': '♟',
      'tower.action.top.hint': 'un omuleț în vârful unui turn (◆ ♟)',
      'tower.decision.capture.title': 'Turn: captură',
      'tower.decision.capture.mine': 'Turnul tău a crescut: capturează un omuleț din raza lui sau renunță',
      'tower.decision.capture.other': '{who} poate captura un omuleț',
      'tower.decision.capture.note': 'Apasă pe un omuleț evidențiat pe tablă sau alege mai jos. Omulețul altui jucător devine prizonierul tău; al tău se întoarce în rezervă.',
      'tower.floors': '{n:one=mai ai # etaj|few=mai ai # etaje|other=mai ai # de etaje}',
      'tower.holds': 'ține {n:one=# omuleț|few=# omuleți|other=# de omuleți} ai lui {owner}',
      'tower.holds-none': 'niciun prizonier',
      'tower.towers': '{n:one=# turn pe tablă|few=# turnuri pe tablă|other=# de turnuri pe tablă}',
      'tower.capturing': '{who} capturează.',
      'tower.ransom': 'Plătește-i lui {who} {points:one=# punct|few=# puncte|other=# de puncte} ca să primești înapoi un omuleț',
      'tower.ransom.note': 'Înainte să-ți așezi piesa, o dată pe tură.',
      'tower.ransomed': 'Ai plătit deja o răscumpărare în această tură.',
      'tower.name': 'Turnul',
      'tower.summary': '18 piese de teren cu temelii de turn, etaje, capturi, schimb de prizonieri și răscumpărare',
      'tower.symbol.tower': 'turn',
      'tower.event.floor-placed': '{who} adaugă un etaj turnului de la {at}: înălțimea {height}',
      'tower.event.top-placed': '{who} pune un omuleț în vârful turnului de la {at}: turnul e închis',
      'tower.event.freed-own': '{who} își ia înapoi în rezervă propriul omuleț {place}',
      'tower.event.captured': '{who} capturează omulețul lui {owner} {place}',
      'tower.event.exchanged': '{who} și {other} schimbă prizonieri: fiecare primește înapoi un omuleț',
      'tower.event.ransomed': '{who} îi plătește lui {captor} {points:one=# punct|few=# puncte|other=# de puncte} și primește înapoi {kind} capturat',
      'tower.event.top-returned': 'omulețul lui {who} din vârful turnului de la {at} se întoarce în rezervă (locul lui a fost golit)',
      'tower.place.top': 'din vârful turnului de la {at}',
      'tower.place.spot': 'de la {spot}',
      'tower.prompt.capture': 'turnul tău de la {at} are înălțimea {height}: capturează un omuleț din rază sau renunță',
      'tower.choice.floor': 'un etaj pe turnul de la {at}',
      'tower.choice.top': 'un omuleț în vârful turnului de la {at}',
      'tower.choice.top-kind': '{kind} tău în vârful turnului de la {at}',
      'tower.choice.capture-top': 'capturează omulețul lui {owner} de pe turnul de la {at}',
      'tower.choice.capture': 'capturează omulețul lui {owner} de la {spot}',
      'tower.choice.pass': 'nu captura nimic',
      'tower.choice.ransom': 'plătește-i lui {captor} {points:one=# punct|few=# puncte|other=# de puncte} pentru {kind} tău',
      'tower.rule.not-capturing': 'nu ai nicio captură în așteptare',
      'tower.rule.capture-needs-target': 'captură: numește unde stă omulețul',
      'tower.rule.top-not-capturable': 'în acest joc omuleții din vârful turnurilor nu pot fi capturați',
      'tower.rule.no-follower-there': 'niciun omuleț al lui {owner} nu stă la {spot}',
      'tower.rule.no-follower-on-top': 'niciun omuleț al lui {owner} nu stă în vârful unui turn la {spot}',
      'tower.rule.out-of-range': 'omulețul lui {owner} de la {at} e în afara razei turnului de la {tower} (înălțimea {height})',
      'tower.rule.tower-at-centre': 'un turn stă în mijlocul piesei: numește locul C, nu {location}',
      'tower.rule.no-foundation-placed': 'piesa așezată la {at} nu are temelie de turn',
      'tower.rule.no-foundation': 'nicio piesă cu temelie de turn la {at}',
      'tower.rule.tower-with-placement': 'un etaj sau un omuleț pe un turn vine odată cu așezarea piesei: numește așezarea și turnul',
      'tower.rule.tower-closed': 'turnul de la {at} e închis de un omuleț din vârf',
      'tower.rule.no-floor-left': 'nu mai ai niciun etaj de turn',
      'tower.rule.empty-foundation': 'un omuleț nu poate sta pe temelia goală de la {at}: întâi un etaj',
      'tower.rule.unknown-action': 'acțiune necunoscută a Turnului',
      'tower.rule.ransom-before-placing': 'răscumpărarea se plătește în tura ta, înainte de a așeza piesa',
      'tower.rule.one-ransom-a-turn': 'ai plătit deja o răscumpărare în această tură',
      'tower.rule.no-prisoner': '{captor} nu ține prizonier {kind} tău',
      'tower.rule.ransom-needs-points': 'o răscumpărare costă {points:one=# punct|few=# puncte|other=# de puncte} și ai mai puține',
    },
    de: {
      'tower.ransom.kind': '{who} {points:one=# Punkt|other=# Punkte} zahlen, um deine Figur ({figure}) zurückzubekommen',
      'figure.floor': 'Turmteil',
      'figure.tower': 'Turm',
      'figure.tower-top': 'Gefolgsmann auf einem Turm',
      'tower.option.range_count': 'Die Reichweite eines Turms zählt',
      'tower.option.range_count.spaces': 'Felder',
      'tower.option.range_count.tiles': 'Karten (jedes Dreieck eine)',
      'tower.option.triangle_gaps': 'Beim Zählen von Karten wird die leere Hälfte eines Feldes',
      'tower.option.triangle_gaps.skip': 'übersprungen',
      'tower.option.triangle_gaps.count': 'als Schritt gezählt',
      'tower.option.top_capturable': 'Gefolgsleute auf Turmspitzen dürfen gefangen werden',
      'tower.option.top_capturable.yes': 'ja',
      'tower.option.top_capturable.no': 'nein',
      'tower.option.eaten_on_top': 'Ein Gefolgsmann auf einer Turmspitze geht heim, wenn sein Feld geräumt wird',
      'tower.option.eaten_on_top.yes': 'ja',
      'tower.option.eaten_on_top.no': 'nein',
      'tower.action.floor': 'Ein Turmteil auf den Turm bei {at}',
      'tower.action.floor.mark': 'T',
      'tower.action.floor.hint': 'ein Turmteil auf einen Turm (◆ T)',
      'tower.action.top': 'Ein Gefolgsmann auf die Spitze des Turms bei {at}',
      'tower.action.top.mark': '♟',
      'tower.action.top.hint': 'ein Gefolgsmann auf eine Turmspitze (◆ ♟)',
      'tower.decision.capture.title': 'Turm: gefangen nehmen',
      'tower.decision.capture.mine': 'Dein Turm ist gewachsen: nimm einen Gefolgsmann in seiner Reichweite gefangen oder passe',
      'tower.decision.capture.other': '{who} darf einen Gefolgsmann gefangen nehmen',
      'tower.decision.capture.note': 'Klicke auf einen markierten Gefolgsmann in der Auslage oder wähle unten. Der Gefolgsmann eines anderen wird dein Gefangener; ein eigener geht zurück in deinen Vorrat.',
      'tower.floors': '{n:one=noch # Turmteil|other=noch # Turmteile}',
      'tower.holds': 'hält {n:one=# Gefolgsmann|other=# Gefolgsleute} von {owner} gefangen',
      'tower.holds-none': 'kein Gefangener',
      'tower.towers': '{n:one=# Turm in der Auslage|other=# Türme in der Auslage}',
      'tower.capturing': '{who} nimmt gefangen.',
      'tower.ransom': '{who} {points:one=# Punkt|other=# Punkte} zahlen, um einen Gefolgsmann zurückzubekommen',
      'tower.ransom.note': 'Bevor du deine Karte legst, einmal pro Zug.',
      'tower.ransomed': 'Du hast in diesem Zug schon Lösegeld gezahlt.',
      'tower.name': 'Der Turm',
      'tower.summary': '18 Landschaftskarten mit Turmfundamenten, Turmteile, Gefangennahme, Gefangenenaustausch und Lösegeld',
      'tower.symbol.tower': 'Turm',
      'tower.event.floor-placed': '{who} baut ein Turmteil auf den Turm auf {at}: Höhe {height}',
      'tower.event.top-placed': '{who} setzt einen Gefolgsmann auf die Spitze des Turms auf {at}: er ist fertig',
      'tower.event.freed-own': '{who} nimmt den eigenen Gefolgsmann {place} zurück in den Vorrat',
      'tower.event.captured': '{who} nimmt den Gefolgsmann von {owner} {place} gefangen',
      'tower.event.exchanged': '{who} und {other} tauschen Gefangene: jeder bekommt einen Gefolgsmann zurück',
      'tower.event.ransomed': '{who} zahlt {captor} {points:one=# Punkt|other=# Punkte} und bekommt eine gefangene Figur zurück ({kind})',
      'tower.event.top-returned': 'der Gefolgsmann von {who} auf der Spitze des Turms auf {at} geht zurück in den Vorrat (sein Feld wurde geräumt)',
      'tower.place.top': 'auf der Spitze des Turms auf {at}',
      'tower.place.spot': 'auf {spot}',
      'tower.prompt.capture': 'dein Turm auf {at} ist {height} hoch: nimm einen Gefolgsmann in Reichweite gefangen oder passe',
      'tower.choice.floor': 'ein Turmteil auf den Turm auf {at}',
      'tower.choice.top': 'ein Gefolgsmann auf die Spitze des Turms auf {at}',
      'tower.choice.top-kind': 'dein {kind} auf die Spitze des Turms auf {at}',
      'tower.choice.capture-top': 'den Gefolgsmann von {owner} auf dem Turm auf {at} gefangen nehmen',
      'tower.choice.capture': 'den Gefolgsmann von {owner} auf {spot} gefangen nehmen',
      'tower.choice.pass': 'niemanden gefangen nehmen',
      'tower.choice.ransom': '{captor} {points:one=# Punkt|other=# Punkte} für deine Figur zahlen ({kind})',
      'tower.rule.not-capturing': 'keine Gefangennahme von dir steht aus',
      'tower.rule.capture-needs-target': 'Gefangennahme: nenne, wo der Gefolgsmann steht',
      'tower.rule.top-not-capturable': 'Gefolgsleute auf Turmspitzen dürfen in diesem Spiel nicht gefangen werden',
      'tower.rule.no-follower-there': 'auf {spot} steht kein Gefolgsmann von {owner}',
      'tower.rule.no-follower-on-top': 'auf {spot} steht kein Gefolgsmann von {owner} auf einer Turmspitze',
      'tower.rule.out-of-range': 'der Gefolgsmann von {owner} auf {at} ist außer Reichweite des Turms auf {tower} (Höhe {height})',
      'tower.rule.tower-at-centre': 'ein Turm steht in der Mitte seiner Karte: nenne Platz C, nicht {location}',
      'tower.rule.no-foundation-placed': 'die auf {at} gelegte Karte hat kein Turmfundament',
      'tower.rule.no-foundation': 'keine Karte mit Turmfundament auf {at}',
      'tower.rule.tower-with-placement': 'ein Turmteil oder ein Gefolgsmann auf einem Turm gehört zum Legen der Karte: nenne die Lage und den Turm',
      'tower.rule.tower-closed': 'der Turm auf {at} ist durch einen Gefolgsmann auf der Spitze abgeschlossen',
      'tower.rule.no-floor-left': 'du hast kein Turmteil mehr',
      'tower.rule.empty-foundation': 'ein Gefolgsmann darf nicht auf das leere Fundament auf {at}: zuerst ein Turmteil',
      'tower.rule.unknown-action': 'unbekannte Aktion von Der Turm',
      'tower.rule.ransom-before-placing': 'Lösegeld zahlst du in deinem Zug, bevor du die Karte legst',
      'tower.rule.one-ransom-a-turn': 'du hast in diesem Zug schon Lösegeld gezahlt',
      'tower.rule.no-prisoner': '{captor} hält keine Figur von dir gefangen ({kind})',
      'tower.rule.ransom-needs-points': 'Lösegeld kostet {points:one=# Punkt|other=# Punkte} und du hast weniger',
    },
  },
  symbols: {
    // The foundation: a square of grey stones.
    tower: ([x, y]) =>
      s(
        'g',
        { class: 'symbol tower' },
        s('rect', { x: x - 10, y: y - 8, width: 20, height: 16, rx: 2, fill: '#bdb7aa', stroke: '#4c473f', 'stroke-width': 1.2 }),
        s('path', { d: `M${x - 10},${y} h20 M${x - 3},${y - 8} v8 M${x + 4},${y} v8`, stroke: '#6f695e', 'stroke-width': 1, fill: 'none' }),
      ),
  },
  figures: {
    tower: (at, _colour, figure, symbols) => towerDrawing(towerPoint(at, symbols), figure.value ?? 0),
    // A follower on the tower's top, in its owner's colour.
    'tower-top': (at, colour, figure, symbols) => {
      const [x, y] = towerPoint(at, symbols);
      return s('g', { class: 'figure-drawing tower-top' }, follower([x, y - TOP], colour, 0.9, figure.player));
    },
  },
  panel: (st, ctx) => {
    const state = st.view.expansions?.[ID];
    if (!state) return null;
    /** @type {{captor: number, owner: number, count: number}[]} */
    const prisoners = state.prisoners ?? [];
    /** @type {number[]} */
    const floors = state.floors ?? [];
    const rows = floors.map((n, seat) => {
      const held = prisoners.filter((p) => p.captor === seat);
      return h(
        'li',
        { 'data-player': seat },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(seat)}` }),
        `${ctx.seatName(seat)}: ${t(`${ID}.floors`, { n })}, `,
        h(
          'span',
          { class: 'prisoners', 'data-count': held.reduce((a, p) => a + p.count, 0) },
          held.length ? held.map((p) => t(`${ID}.holds`, { n: p.count, owner: ctx.seatName(p.owner) })).join(', ') : t(`${ID}.holds-none`),
        ),
      );
    });
    const towers = (st.view.figures ?? []).filter((f) => f.module === ID && f.figure === 'tower').length;
    const ransoms = (st.legal?.moves ?? []).filter((m) => m.do === 'expansion' && m.module === ID && m.action === 'ransom');
    const me = st.seat;
    return [
      h('ul', { class: 'figure-list' }, ...rows),
      h('p', { class: 'muted' }, t(`${ID}.towers`, { n: towers })),
      state.capturing !== null && state.capturing !== undefined ? h('p', {}, t(`${ID}.capturing`, { who: ctx.seatName(state.capturing) })) : '',
      ...(ransoms.length
        ? [
            h(
              'div',
              { class: 'ransoms' },
              ...ransoms.map((m) => {
                const kind = specialKind(m.prisoner);
                const words = { who: ctx.seatName(m.prisoner.seat), points: RANSOM_POINTS, figure: kind && tOr(`figure.${kind}`, kind) };
                return button(t(kind ? `${ID}.ransom.kind` : `${ID}.ransom`, words), () => ctx.act(m), {
                  class: 'ransom',
                  'data-action': 'ransom',
                  'data-captor': m.prisoner.seat,
                });
              }),
            ),
            h('p', { class: 'muted' }, t(`${ID}.ransom.note`)),
          ]
        : []),
      state.ransomed && me !== null && st.view.active === me && st.view.phase.phase !== 'over' ? h('p', { class: 'muted' }, t(`${ID}.ransomed`)) : '',
    ];
  },
};
