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
import hills from './hills.js';
import hillsAndSheep from './hills-and-sheep.js';
import vineyards from './vineyards.js';

/** @typedef {import('../api.js').StateMessage} StateMessage */
/** @typedef {import('../api.js').DecisionInfo} DecisionInfo */
/** @typedef {import('../api.js').FigureView} FigureView */
/** @typedef {import('../api.js').Move} Move */

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
 *   symbols?: Record<string, (at: [number, number]) => SVGElement>,
 *   figures?: Record<string, (at: [number, number], colour: string, figure: FigureView) => SVGElement>,
 *   panel?: (st: StateMessage, ctx: PageContext) => (Node | string)[] | null,
 *   decisionDetail?: (st: StateMessage, decision: DecisionInfo, ctx: PageContext) => (Node | string)[],
 *   announce?: string[],
 * }} BrowserExpansion
 *
 * - `symbols`: drawings of the tile symbols it owns, by name (spaces as dashes), centred on `at`.
 * - `figures`: drawings of its figures on the board, by figure name, standing at `at`.
 * - `panel`: what the side bar shows of its public state (`view.expansions[id]`), if anything.
 * - `decisionDetail`: more to say in the panel of one of its pending decisions.
 * - `announce`: its events (by name) shown over the board until dismissed.
 */

/** @type {BrowserExpansion[]} */
export const EXPANSIONS = [cropCircles, hills, vineyards, hillsAndSheep];

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
 * Whether event `event` of expansion `module` is announced over the board.
 * @param {string | undefined} module
 * @param {string | undefined} event
 */
export function announces(module, event) {
  return event !== undefined && (expansion(module)?.announce ?? []).includes(event);
}
