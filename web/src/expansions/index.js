// The browser's expansion registry: one module per expansion, by the id the engine's registry
// gives it. The core pages never name an expansion: they ask this registry how to draw a
// symbol or a figure, what to show beside the board and over it. Each expansion's words are
// in the message catalogue (the engine's: its files `crates/engine/src/expansion/<module>/words/`).
//
// An expansion without a module here still plays: its symbols and figures are drawn as
// generic marks and tokens, its decisions with the generic decision panel, its log entries
// in the key's words (every key is checked to be in every catalogue).

import { MODULES } from './modules.js';

/** @typedef {import('../api.js').StateMessage} StateMessage */
/** @typedef {import('../api.js').DecisionInfo} DecisionInfo */
/** @typedef {import('../api.js').FigureView} FigureView */
/** @typedef {import('../api.js').Move} Move */
/** @typedef {import('../api.js').PlayerView} PlayerView */

/**
 * What an expansion's panel or screen may use of the page: the seats' names and colours, the
 * seats this browser plays (one, several for hot-seat players, none for a spectator), the tile
 * shapes, and a way to make a move.
 * @typedef {{
 *   seatName: (seat: number) => string,
 *   seatColour: (seat: number) => string,
 *   seatsHere: number[],
 *   shapes: Map<string, import('../api.js').TileShape>,
 *   act: (move: Move) => void,
 * }} PageContext
 */

/**
 * How a move aimed at a board place shows there (see `aims` below).
 * @typedef {{on?: 'feature' | 'beside' | 'place', colour?: string}} Aim
 */

/**
 * An expansion's browser module: its drawings and behaviour. Its message keys (in the engine's
 * catalogue files of the expansion, in every language) start with its id, except the names of
 * its figures (`figure.<name>`), which are unique across expansions as the engine's are, and
 * its rules' (`rule.<id>/<rule>`, as a refusal names one).
 * @typedef {{
 *   id: string,
 *   tileArt?: (tile: import('../api.js').TileShape) => SVGElement[],
 *   symbols?: Record<string, (at: [number, number], arg?: string) => SVGElement>,
 *   figures?: Record<string, (at: [number, number], colour: string, figure: FigureView, symbols: Record<string, [number, number]>) => SVGElement>,
 *   followers?: Record<string, (at: [number, number], colour: string, seat: number) => SVGElement>,
 *   followerPose?: (view: PlayerView, follower: import('../api.js').FollowerView) => ((at: [number, number], colour: string, seat: number) => SVGElement) | undefined,
 *   marks?: (view: PlayerView) => SVGElement[],
 *   aims?: Record<string, Aim>,
 *   panel?: (st: StateMessage, ctx: PageContext) => (Node | string)[] | null,
 *   decisionDetail?: (st: StateMessage, decision: DecisionInfo, ctx: PageContext) => (Node | string)[],
 *   decisionChoices?: (st: StateMessage, decision: DecisionInfo, ctx: PageContext, choiceButton: (index: number) => HTMLButtonElement) => (Node | string)[] | null,
 *   turnWords?: (st: StateMessage, ctx: PageContext) => Record<string, string | number>,
 *   announce?: string[],
 * }} BrowserExpansion
 *
 * - `tileArt`: what it draws on a tile from its shape, in the tile's canonical orientation (a
 *   100 × 100 space), over the fields and under the roads, cities and symbols (water…).
 * - `symbols`: drawings of the tile symbols it owns, by name (spaces as dashes), centred on `at`
 *   in the tile's canonical orientation, with what the tile data writes after the name (`arg`,
 *   a direction, a side…). A drawing stays upright however the tile turns, around `at` or the
 *   point it names in its attribute `data-anchor` (`"x,y"`: a mark drawn on the feature the
 *   argument names), unless it carries the attribute `data-turns-with-tile` (an arrow).
 * - `figures`: drawings of its figures on the board, by figure name, standing at `at`;
 *   `symbols` gives where the symbols of the tile under the figure lie on the board, by name.
 * - `followers`: drawings of the special followers it gives each player, by name, standing at
 *   `at` as a follower does, in the colour of `seat` and with its mark (a follower of a kind no
 *   module draws is drawn larger).
 * - `followerPose`: a drawing of its own for a follower of the view that stands in another
 *   pose by its rules (a follower lying on its side), asked for every follower while its
 *   public state is in the view; `undefined` for the followers it leaves to the page.
 * - `marks`: drawings on the board, over the tiles and under the figures, from the view (a
 *   flight's path…), in board coordinates (a space is `SIZE` wide).
 * - `aims`: how its moves aimed at a board place show there, by action — a move that lays the
 *   tile and aims at another tile, or a decision's choice: `on` `feature`, a spot on the
 *   feature itself (a follower going there); `beside` (the default), a spot beside it (a figure
 *   joining the follower there); `place`, the whole tile or space outlined (a figure entering
 *   it); `colour`, the colour of its spots and outlines.
 * - `panel`: what the side bar shows of its public state (`view.expansions[id]`), if anything;
 *   it may offer the moves of the seat that are its own (`st.legal`), as buttons.
 * - `decisionDetail`: more to say in the panel of one of its pending decisions.
 * - `decisionChoices`: the choices of one of its pending decisions its own way (a field for an
 *   amount and one button, say, instead of a button per amount), or `null` for one button
 *   each; `choiceButton(i)` is the panel's button of choice `i`. What it sends must be one of
 *   the choices' moves.
 * - `turnWords`: more parameters for the turn banner's words of its pending decision.
 * - `announce`: its events (by name) shown over the board until dismissed; the events of one
 *   name that one action caused are shown together.
 *
 * Its words: `<id>.name` and `<id>.summary` (the lobby, the game's header), `<id>.symbol.<symbol>`
 * (spaces as dashes), the engine's texts (`<id>.event.…`, `<id>.prompt.…`, `<id>.choice.…`,
 * `<id>.rule.…`, its score details), `<id>.decision.<decision>.title|mine|other|note` for a decision's panel and the turn
 * banner (`{who}`: whose decision it is, and its `turnWords`), `<id>.action.<action>` for a
 * move that lays the tile (`{at}` where it aims, in words, and `{feature}`: the feature
 * there, in words) and `<id>.action.<action>.mark|hint` for its mark on the board and its
 * words in the placing bar, `<id>.announce.<event>.title|note`, `<id>.option.<option>[.<choice>]`
 * in the lobby, `figure.<name>` for its figures and special followers.
 */

/**
 * Every browser module, in file name order: the server's build writes the list from the files
 * beside this one (`modules.js`, typed by `modules.d.ts`), so a module is in by being here.
 * @type {BrowserExpansion[]}
 */
export const EXPANSIONS = MODULES;

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
 * What the expansions draw on tile `tile` from its shape (see `tileArt`).
 * @param {import('../api.js').TileShape} tile
 * @returns {SVGElement[]}
 */
export function tileArt(tile) {
  return EXPANSIONS.flatMap((e) => (e.tileArt ? e.tileArt(tile) : []));
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
 * The drawing of special follower `kind`, if an expansion has one.
 * @param {string} kind
 */
export function followerDrawing(kind) {
  for (const e of EXPANSIONS) {
    const draw = e.followers?.[kind];
    if (draw) return draw;
  }
  return undefined;
}

/**
 * The drawing an expansion gives follower `f` of `view` in a pose of its own, if one does
 * (see `followerPose`).
 * @param {PlayerView} view
 * @param {import('../api.js').FollowerView} f
 */
export function followerPose(view, f) {
  for (const e of EXPANSIONS) {
    if (!e.followerPose || view.expansions?.[e.id] === undefined) continue;
    const draw = e.followerPose(view, f);
    if (draw) return draw;
  }
  return undefined;
}

/**
 * How a move of expansion `module` aimed at a board place with action `action` shows there.
 * @param {string | undefined} module
 * @param {string | undefined} action
 * @returns {Aim}
 */
export function aimOf(module, action) {
  return (action !== undefined && expansion(module)?.aims?.[action]) || {};
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
