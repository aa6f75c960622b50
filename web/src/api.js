// The server's JSON, as JSDoc types, and the calls the pages make. The browser never decides a
// rule: it shows the views the server sends and offers only the moves the server lists.

import { word } from './messages.js';

/**
 * @typedef {{seat: number, kind: 'person' | 'hot-seat' | 'bot', name: string, bot?: string, seed_accepted?: boolean}} SeatInfo
 *   `seed_accepted`: in a game whose seed the creator chose, for a seat played by people
 * @typedef {string | {id: string, options?: Record<string, string>}} ExpansionChoice  an expansion named in a setup
 * @typedef {{id: string, name: string, selectable: boolean, options: Record<string, string>}} ModuleInPlay
 * @typedef {{halflings: number, symbols_active: boolean, modules: ModuleInPlay[]}} Resolved  what a setup comes to
 * @typedef {{
 *   id: string, seats: SeatInfo[], players: number, rules: string, halflings: number | null,
 *   sets: string[], symbol_tiles: boolean, symbols_active: boolean | null, deal: string,
 *   count_per: string, expansions: ExpansionChoice[], rules_summary: Text, resolved: Resolved,
 *   clock_seconds?: number, seed_chosen: boolean, seed?: number, created_at: number, rematch?: string
 * }} GameInfo  the engine setup (without its seed while the game runs) and the server's facts;
 *   `rematch`: the id of the finished game's rematch, once a seat asked for it
 * @typedef {{tile: string, at: [number, number], rot?: number, corner?: string}} TileView
 * @typedef {{player: number, at: [number, number], corner?: string, location: string, kind?: string}} FollowerView
 *   `kind`: the special follower an expansion gives each player, by name (absent: a regular one)
 * @typedef {{at: [number, number], corner?: string, location?: string}} Target  a place on the board
 * @typedef {{
 *   module: string, figure: string, player?: number, at: [number, number], corner?: string,
 *   location?: string, value?: number
 * }} FigureView  an expansion's figure on the board, a player's or neutral
 * @typedef {import('./messages.js').Text} Text  a message: a key and parameters (messages.js words it)
 * @typedef {{move: Move, action: string, label: Text, target?: Target, outcome?: number[]}} ChoiceInfo
 *   a choice of a pending decision: the move that takes it, in words, where it aims and what it
 *   scores when that is known without chance
 * @typedef {{module: string, decision: string, actor: number, prompt: Text, choices: ChoiceInfo[]}} DecisionInfo
 * @typedef {{phase: string, from_hand?: boolean, module?: string, decision?: string, actor?: number}} Phase
 * @typedef {{
 *   seat: number | null, rules: string, phase: Phase, active: number, to_move: number | null,
 *   scores: number[], supplies: number[], reserves?: Record<string, number[]>, hand_sizes: number[], hand: string[],
 *   draft_table: string[], current_tile: string | null, tiles: TileView[],
 *   followers: FollowerView[], pile_count: number, unseen: Record<string, number>,
 *   expansions?: Record<string, any>, figures?: FigureView[], decision?: DecisionInfo
 * }} PlayerView  `expansions`: each expansion's public state, by module id; `reserves`: the
 *   expansions' special followers each seat has off the board, by name
 * @typedef {{do: string, tile?: string, at?: [number, number], rot?: number, corner?: string,
 *   follower?: string, figure?: string, module?: string, action?: string, target?: Target,
 *   arg?: string, [field: string]: any}} Move  an expansion's move has named fields of its own (moves.js)
 * @typedef {{figure: string, location: string}} FigureSpot  where an expansion's figure may go with the tile
 * @typedef {{
 *   at: [number, number], rot?: number, corner?: string, followers: string[], figures?: FigureSpot[],
 *   bare: boolean, features?: Record<string, string>
 * }} PlacementOption  `features`: the kind of feature each spot's location names
 * @typedef {{moves: Move[], placements: PlacementOption[], unplayable?: Record<string, string>}} Legal
 *   `unplayable`: the halflings in hand that may not be played now, with the rule's code
 * @typedef {{
 *   feature: string, at: [number, number], places: {at: [number, number], corner?: string}[],
 *   points: number[], followers: number[],
 *   counted: number, unit: string, arms: number, bonus?: {name: string, count: number, each: number},
 *   rate?: {each: number, because: string}, added?: {points: number, what: Text},
 *   complete: boolean, final_scoring: boolean, tie_break?: string, rules: string, explanation: Text
 * }} Score  `places`: every tile of the feature (a monastery: of its 3×3 block); `added`: points
 *   an expansion added after every other point, with what pays them
 * @typedef {{
 *   move_no: number, seat: number, out_of_time?: boolean, kind: string, module?: string,
 *   event?: string, player?: number, target?: Target, data?: any, text: Text
 * }} LogEntry  an event: `kind` is `placed`, `score` (with the Score as `data`), `expansion`
 *   (with `module` and `event`)…; `text` the message
 * @typedef {{left_ms: number[], running: number | null, out_of_time: boolean[]}} Clocks
 * @typedef {{
 *   type: 'state', game: GameInfo, seat: number | null, move_no: number, view: PlayerView,
 *   legal?: Legal, log_from: number, log: LogEntry[], clocks?: Clocks
 * }} StateMessage
 * @typedef {{type: 'error', error: string, rule?: string, message: string, text?: Text}} ErrorMessage
 * @typedef {{kind: string, points: number[], arms: number}} SegmentShape
 * @typedef {{
 *   id: string, set: string, shape: 'square' | 'triangle', count: number, monastery: boolean,
 *   symbols: string[], symbol_args?: Record<string, string>, decor: string[], water?: string[],
 *   walls?: string[], segments: SegmentShape[]
 * }} TileShape  `symbol_args`: what the tile data writes after a symbol's name (a direction…);
 *   `water`: the sides showing water (no feature), in the canonical orientation; `walls`: the
 *   sides that are walls (they fit any side and end what meets them)
 * @typedef {{id: string, summary: Text, default_halflings: number, default_symbols_active: boolean}} RulesOption
 * @typedef {{
 *   rules: RulesOption[], default_rules: string, bots: {spec: string, label: string}[],
 *   sets: {id: string, name: string, tiles: number}[], min_seats: number, max_seats: number
 * }} LobbyOptions
 * @typedef {{name: string, summary: string, choices: string[], version_defaults: [string, string][]}} OptionSpec
 * @typedef {{
 *   id: string, name: string, summary: string, selectable: boolean, with_active_symbols: boolean,
 *   requires: string[], options: OptionSpec[], tile_sets: string[],
 *   symbols: {name: string, summary: string}[], figures: {name: string}[],
 *   followers: {name: string, strength: number, each: number}[], pieces: string[]
 * }} ExpansionInfo  an expansion as the engine's registry describes it
 * @typedef {{game: GameInfo, move_no: number, finished: boolean, scores: number[], to_move: number | null}} GameSummary
 * @typedef {{move_no: number, moves: number, view: PlayerView}} ReplayFrame
 * @typedef {{id: string, seats: (SeatInfo & {token?: string})[]}} Created
 * @typedef {{set: string, name: string, on_board: number, to_place: number}} SetTiles
 * @typedef {{module?: string, name: string, each: number}} FigureCount
 * @typedef {{
 *   players: number, expansions: string[], squares: SetTiles[], squares_total: number,
 *   halflings_each: number, figures: FigureCount[]
 * }} Census  what a game set up so starts with, as the engine counts it
 */

/** An error answer of the server: its words, or its text in the page's language when it has one. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Text} [text]  a refusal of the rules or of a setup, as a message
   */
  constructor(status, code, message, text) {
    super(text ? word(text) : message);
    this.status = status;
    this.code = code;
  }
}

/**
 * Fetches JSON; throws an {@link ApiError} with the server's message on failure.
 * @param {string} path
 * @param {RequestInit} [init]
 * @returns {Promise<any>}
 */
export async function fetchJson(path, init) {
  const r = await fetch(path, init);
  const body = await r.json().catch(() => null);
  if (!r.ok) {
    throw new ApiError(r.status, body?.error ?? 'http', body?.message ?? `${r.status} ${r.statusText}`, body?.text ?? undefined);
  }
  return body;
}

/** @returns {Promise<LobbyOptions>} */
export const lobbyOptions = () => fetchJson('/api/options');

/** @returns {Promise<ExpansionInfo[]>} the engine's expansions */
export async function expansionRegistry() {
  /** @type {{expansions: ExpansionInfo[]}} */
  const body = await fetchJson('/api/expansions');
  return body.expansions;
}

/**
 * The default of option `option` under rules version `rules`.
 * @param {OptionSpec} option
 * @param {string} rules
 */
export function optionDefault(option, rules) {
  return option.version_defaults.find(([v]) => v === rules)?.[1] ?? option.choices[0];
}

/** @returns {Promise<Map<string, TileShape>>} the tile shapes by id */
export async function tileShapes() {
  /** @type {{tiles: TileShape[]}} */
  const body = await fetchJson('/api/tiles');
  return new Map(body.tiles.map((t) => [t.id, t]));
}

/**
 * What the game `request` describes would start with (checked as a new game is; none is
 * created).
 * @param {object} request
 * @returns {Promise<Census>}
 */
export const gameCensus = (request) =>
  fetchJson('/api/census', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });

/**
 * @param {object} request
 * @returns {Promise<Created>}
 */
export const createGame = (request) =>
  fetchJson('/api/games', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });

/**
 * The seat of `token` accepts the seed the creator of game `id` chose; the game starts once
 * every seat played by people has.
 * @param {string} id
 * @param {string} token
 * @returns {Promise<{seat: number, waiting: number[]}>}
 */
export const acceptSeed = (id, token) =>
  fetchJson(`/api/games/${id}/accept-seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });

/**
 * The rematch of finished game `id` for the seat of `token`: made by the first seat that asks
 * (the same seats and options, a new seed), the same game for every later one. The seat
 * tokens of game `id` play there.
 * @param {string} id
 * @param {string} token
 * @returns {Promise<{id: string, seat: number}>}
 */
export const rematch = (id, token) =>
  fetchJson(`/api/games/${id}/rematch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });

/**
 * @param {string} id
 * @returns {Promise<GameSummary>}
 */
export const gameSummary = (id) => fetchJson(`/api/games/${id}`);

/**
 * @param {string} id
 * @param {number} n
 * @returns {Promise<ReplayFrame>}
 */
export const replayFrame = (id, n) => fetchJson(`/api/games/${id}/replay/${n}`);

// ---- What this browser remembers: its games and the seat tokens it holds. ----

/**
 * The seat tokens this browser plays with (its own seat, hot-seat players) and the invite links
 * it created for friends (by seat name).
 * @typedef {{tokens: string[], invites: Record<string, string>, created: number}} StoredGame
 */

const STORE_KEY = 'halflings:games';

/**
 * What this browser keeps under `key`: a JSON object by id (empty when there is none, or it
 * cannot be read).
 * @param {string} key
 * @returns {Record<string, any>}
 */
export function readStore(key) {
  try {
    return JSON.parse(localStorage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
}

/** @returns {Record<string, StoredGame>} */
export function storedGames() {
  return readStore(STORE_KEY);
}

/**
 * Updates what this browser remembers of game `id`.
 * @param {string} id
 * @param {(g: StoredGame) => void} change
 */
export function rememberGame(id, change) {
  const all = storedGames();
  const game = all[id] ?? { tokens: [], invites: {}, created: Date.now() };
  change(game);
  all[id] = game;
  localStorage.setItem(STORE_KEY, JSON.stringify(all));
}

/**
 * Game `next` is the rematch of game `id`, played with the same seat tokens: this browser keeps
 * them for it too, and the invite links it keeps for friends now open it.
 * @param {string} id
 * @param {string} next
 */
export function followRematch(id, next) {
  const old = storedGames()[id];
  if (!old) return;
  rememberGame(next, (g) => {
    g.tokens = [...new Set([...g.tokens, ...old.tokens])];
    for (const [name, url] of Object.entries(old.invites)) g.invites[name] = url.replace(`/game/${id}#`, `/game/${next}#`);
  });
}

/** @param {string} id */
export function forgetGame(id) {
  const all = storedGames();
  delete all[id];
  localStorage.setItem(STORE_KEY, JSON.stringify(all));
}
