// The server's JSON, as JSDoc types, and the calls the pages make. The browser never decides a
// rule: it shows the views the server sends and offers only the moves the server lists.

/**
 * @typedef {{seat: number, kind: 'person' | 'hot-seat' | 'bot', name: string, bot?: string}} SeatInfo
 * @typedef {{
 *   id: string, seats: SeatInfo[], rules: string, rules_summary: string, halflings: number,
 *   sets: string[], symbol_tiles: boolean, symbols_active: boolean, deal: string,
 *   count_per: string, hill_tie_break: string, expansions?: string[], clock_seconds?: number,
 *   seed?: number, created_at: number
 * }} GameInfo
 * @typedef {{tile: string, at: [number, number], rot?: number, corner?: string}} TileView
 * @typedef {{player: number, at: [number, number], corner?: string, location: string}} FollowerView
 * @typedef {{phase: string, from_hand?: boolean, kind?: string, action?: string, actor?: number}} Phase
 * @typedef {{
 *   seat: number | null, rules: string, phase: Phase, active: number, to_move: number | null,
 *   scores: number[], supplies: number[], hand_sizes: number[], hand: string[],
 *   draft_table: string[], current_tile: string | null, tiles: TileView[],
 *   followers: FollowerView[], pile_count: number, unseen: Record<string, number>,
 *   expansions?: ExpansionViews
 * }} PlayerView
 * @typedef {{
 *   player: number, at: [number, number], corner: string | null, location: string,
 *   flock: number[], sheep: number
 * }} ShepherdView  a shepherd on the board; `flock[i]` tokens of i + 1 sheep
 * @typedef {{bag: Record<string, number>, shepherds: ShepherdView[], tending: number | null}} HillsAndSheepView
 * @typedef {{'hills-and-sheep'?: HillsAndSheepView}} ExpansionViews  what each expansion shows
 * @typedef {{do: string, tile?: string, at?: [number, number], rot?: number, corner?: string,
 *   follower?: string, figure?: string, choice?: string, kind?: string, action?: string,
 *   location?: string}} Move
 * @typedef {{figure: string, location: string}} FigureSpot  an expansion figure's place (a shepherd)
 * @typedef {{
 *   at: [number, number], rot?: number, corner?: string, followers: string[], figures?: FigureSpot[],
 *   bare: boolean
 * }} PlacementOption
 * @typedef {{choice: string, points: number[]}} Outcome  what a decision without chance scores
 * @typedef {{moves: Move[], placements: PlacementOption[], outcomes?: Outcome[]}} Legal
 * @typedef {{
 *   feature: string, at: [number, number], points: number[], followers: number[],
 *   counted: number, unit: string, arms: number, vineyards: number, complete: boolean,
 *   final_scoring: boolean, hill_tie_break: boolean, rules: string, explanation: string
 * }} Score
 * @typedef {{
 *   move_no: number, seat: number, text: string, score?: Score, game_over?: boolean, out_of_time?: boolean
 * }} LogEntry
 * @typedef {{left_ms: number[], running: number | null, out_of_time: boolean[]}} Clocks
 * @typedef {{
 *   type: 'state', game: GameInfo, seat: number | null, move_no: number, view: PlayerView,
 *   legal?: Legal, log_from: number, log: LogEntry[], clocks?: Clocks
 * }} StateMessage
 * @typedef {{type: 'error', error: string, message: string}} ErrorMessage
 * @typedef {{kind: string, points: number[], arms: number}} SegmentShape
 * @typedef {{
 *   id: string, set: string, shape: 'square' | 'triangle', count: number, monastery: boolean,
 *   symbols: string[], decor: string[], segments: SegmentShape[]
 * }} TileShape
 * @typedef {{id: string, summary: string, default_halflings: number, default_symbols_active: boolean}} RulesOption
 * @typedef {{
 *   rules: RulesOption[], default_rules: string, bots: {spec: string, label: string}[],
 *   sets: {id: string, name: string, tiles: number}[], min_seats: number, max_seats: number
 * }} LobbyOptions
 * @typedef {{game: GameInfo, move_no: number, finished: boolean, scores: number[], to_move: number | null}} GameSummary
 * @typedef {{move_no: number, moves: number, view: PlayerView}} ReplayFrame
 * @typedef {{id: string, seats: (SeatInfo & {token?: string})[]}} Created
 */

/** An error answer of the server. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   */
  constructor(status, code, message) {
    super(message);
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
    throw new ApiError(r.status, body?.error ?? 'http', body?.message ?? `${r.status} ${r.statusText}`);
  }
  return body;
}

/** @returns {Promise<LobbyOptions>} */
export const lobbyOptions = () => fetchJson('/api/options');

/** @returns {Promise<Map<string, TileShape>>} the tile shapes by id */
export async function tileShapes() {
  /** @type {{tiles: TileShape[]}} */
  const body = await fetchJson('/api/tiles');
  return new Map(body.tiles.map((t) => [t.id, t]));
}

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

/** @returns {Record<string, StoredGame>} */
export function storedGames() {
  try {
    return JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}');
  } catch {
    return {};
  }
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

/** @param {string} id */
export function forgetGame(id) {
  const all = storedGames();
  delete all[id];
  localStorage.setItem(STORE_KEY, JSON.stringify(all));
}

/** The colours of the seats. */
export const SEAT_COLOURS = ['#d7263d', '#1b6ecf', '#f2b705', '#1f8a3b', '#3a3a3a', '#9b4dca'];

/** The colour names, for people who cannot tell the colours apart. */
export const SEAT_COLOUR_NAMES = ['red', 'blue', 'yellow', 'green', 'black', 'purple'];
