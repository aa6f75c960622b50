// The browser's expansion registry: one module per expansion, by the id the engine's registry
// gives it. The core pages never name an expansion: they ask this registry how to draw a
// symbol or a figure, what to show beside the board and over it, and find each expansion's
// words in the message catalogue, where its module put them.
//
// An expansion without a module here still plays: its symbols and figures are drawn as
// generic marks and tokens, its decisions with the generic decision panel, its log entries
// in the engine's words.

import { addMessages } from '../messages.js';
import cropCircles from './crop-circles.js';
import flier from './flier.js';
import hills from './hills.js';
import hillsAndSheep from './hills-and-sheep.js';
import tower from './tower.js';
import vineyards from './vineyards.js';

/** @typedef {import('../api.js').StateMessage} StateMessage */
/** @typedef {import('../api.js').DecisionInfo} DecisionInfo */
/** @typedef {import('../api.js').FigureView} FigureView */
/** @typedef {import('../api.js').Move} Move */
/** @typedef {import('../api.js').PlayerView} PlayerView */

/**
 * What an expansion's panel or screen may use of the page.
 * @typedef {{
 *   seatName: (seat: number) => string,
 *   seatColour: (seat: number) => string,
 *   act: (move: Move) => void,
 * }} PageContext
 */

/**
 * An expansion's browser module. Its message keys start with its id, except the names of its
 * figures (`figure.<name>`), which are unique across expansions as the engine's are.
 * @typedef {{
 *   id: string,
 *   messages?: Record<string, import('../messages.js').Message>,
 *   symbols?: Record<string, (at: [number, number], arg?: string) => SVGElement>,
 *   figures?: Record<string, (at: [number, number], colour: string, figure: FigureView, symbols: Record<string, [number, number]>) => SVGElement>,
 *   marks?: (view: PlayerView) => SVGElement[],
 *   panel?: (st: StateMessage, ctx: PageContext) => (Node | string)[] | null,
 *   decisionDetail?: (st: StateMessage, decision: DecisionInfo, ctx: PageContext) => (Node | string)[],
 *   announce?: string[],
 * }} BrowserExpansion
 *
 * - `symbols`: drawings of the tile symbols it owns, by name (spaces as dashes), centred on `at`
 *   in the tile's canonical orientation, with what the tile data writes after the name (`arg`,
 *   a direction…). A drawing stays upright however the tile turns, unless it carries the
 *   attribute `data-turns-with-tile` (an arrow).
 * - `figures`: drawings of its figures on the board, by figure name, standing at `at`;
 *   `symbols` gives where the symbols of the tile under the figure lie on the board, by name.
 * - `marks`: drawings on the board, over the tiles and under the figures, from the view (a
 *   flight's path…), in board coordinates (a space is `SIZE` wide).
 * - `panel`: what the side bar shows of its public state (`view.expansions[id]`), if anything;
 *   it may offer the moves of the seat that are its own (`st.legal`), as buttons.
 * - `decisionDetail`: more to say in the panel of one of its pending decisions.
 * - `announce`: its events (by name) shown over the board until dismissed.
 *
 * Its words: `<id>.decision.<decision>.title|mine|other|note` for a decision's panel and the turn
 * banner, `<id>.action.<action>` for a move that lays the tile (`{at}`: where it aims) and
 * `<id>.action.<action>.mark` for its mark on the board, `<id>.announce.<event>.title|note`,
 * `<id>.option.<option>[.<choice>]` in the lobby, `figure.<name>` for its figures.
 */

/** @type {BrowserExpansion[]} */
export const EXPANSIONS = [cropCircles, hills, vineyards, hillsAndSheep, tower, flier];

for (const e of EXPANSIONS) {
  if (e.messages) addMessages(e.messages);
}

/**
 * The browser module of expansion `id`, if there is one.
 * @param {string | undefined} id
 */
export function expansion(id) {
  return EXPANSIONS.find((e) => e.id === id);
}

/**
 * The drawing of tile symbol `name`, if an expansion has one.
 * @param {string} name
 */
export function symbolDrawing(name) {
  for (const e of EXPANSIONS) {
    const draw = e.symbols?.[name];
    if (draw) return draw;
  }
  return undefined;
}

/**
 * The drawing of figure `figure` of expansion `module`, if it has one.
 * @param {string} module
 * @param {string} figure
 */
export function figureDrawing(module, figure) {
  return expansion(module)?.figures?.[figure];
}

/**
 * The marks every expansion in `view` draws on the board.
 * @param {PlayerView} view
 * @returns {SVGElement[]}
 */
export function boardMarks(view) {
  return EXPANSIONS.flatMap((e) => (e.marks && view.expansions?.[e.id] !== undefined ? e.marks(view) : []));
}

/**
 * Whether event `event` of expansion `module` is announced over the board.
 * @param {string | undefined} module
 * @param {string | undefined} event
 */
export function announces(module, event) {
  return event !== undefined && (expansion(module)?.announce ?? []).includes(event);
}
