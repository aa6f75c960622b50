// The Web Worker that runs the engine in this browser (see engine.js): it loads the
// WebAssembly build of the engine and the bots (crates/wasm), answers the page's calls, and
// plays the games on this browser. The game session is the engine's (crates/session, as on
// the server): it checks every move, knows which seats its bots play and what each watcher
// has been sent; this worker only passes calls and pushes on, and paces the bots' moves so
// that each stays in sight a moment.

/**
 * The bindings of the engine (crates/wasm): what this worker uses of them.
 * @typedef {{
 *   default: (init: {module_or_path: ArrayBuffer}) => Promise<unknown>,
 *   tileShapes: () => string,
 *   census: (setup: string) => string,
 *   benchRandomGames: (millis: number) => string,
 *   benchPlayouts: (millis: number) => string,
 *   Game: new (record: string, seats?: string) => WasmGame,
 *   Analysis: new (file: string, at: number) => WasmAnalysis,
 * }} Bindings
 * @typedef {{
 *   play: (seat: number, move: string) => void,
 *   stateFor: (seat: number | undefined, logFrom: number) => string,
 *   updates: () => string, resync: (seat: number | undefined) => void,
 *   botDue: () => boolean, playBot: (seed: number) => void, frame: (n: number) => string,
 *   facts: () => string, record: () => string, free: () => void,
 * }} WasmGame
 * @typedef {{
 *   report: () => string, placements: (player: number, tile: string) => string,
 *   explain: (player: number, tile: string, x: number, y: number, rot?: number, corner?: string, follower?: string) => string,
 *   askBot: (millis: number, seed: number) => string, unplacedTiles: () => string, free: () => void,
 * }} WasmAnalysis
 * @typedef {import('./api.js').SeatInfo} SeatInfo
 */

/**
 * Sends `message` to the page.
 * @param {unknown} message
 */
const send = (message) => /** @type {{postMessage: (m: unknown) => void}} */ (/** @type {unknown} */ (globalThis)).postMessage(message);

/** How long a bot's move stays in sight before the next bot moves, in milliseconds. */
const BOT_PAUSE = 250;

/** @type {Promise<Bindings>} */
const bindings = load();

/** Loads the engine: its bindings, then its WebAssembly. */
async function load() {
  /** @type {Bindings} */
  const glue = await import(new URL('../wasm/halflings_wasm.js', import.meta.url).href);
  const bytes = await readBytes(new URL('../wasm/halflings_wasm_bg.wasm', import.meta.url));
  await glue.default({ module_or_path: bytes });
  return glue;
}

/**
 * The bytes of the file at `url`: fetched, or read with a request where fetching cannot (a
 * page opened from a file, where the browser lets it read the folder).
 * @param {URL} url
 * @returns {Promise<ArrayBuffer>}
 */
async function readBytes(url) {
  if (url.protocol !== 'file:') {
    const r = await fetch(url);
    if (!r.ok) throw new Error(`${url.pathname}: ${r.status} ${r.statusText}`);
    return r.arrayBuffer();
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url.href);
    xhr.responseType = 'arraybuffer';
    xhr.onload = () => (xhr.response ? resolve(xhr.response) : reject(new Error(`cannot read ${url.href}`)));
    xhr.onerror = () => reject(new Error(`cannot read ${url.href}`));
    xhr.send();
  });
}

/** A random seed for a game or a bot's decision. */
function seed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/**
 * A game on this browser: the engine's session, and whether its bots' moves are being played.
 * @typedef {{game: WasmGame, botsRunning: boolean}} Local
 */

/** @type {Map<string, Local>} */
const games = new Map();

/** @type {WasmAnalysis | null} the analysis board's position */
let analysis = null;

/**
 * Pushes to the page what changed for each watcher of game `id`, with the game record.
 * @param {string} id
 * @param {Local} local
 */
function push(id, local) {
  const record = local.game.record();
  for (const { seat, state } of JSON.parse(local.game.updates())) send({ push: 'state', game: id, seat, state, record });
}

/**
 * While a bot is to move: a pause, its move, and the push of the change.
 * @param {string} id
 * @param {Local} local
 */
async function runBots(id, local) {
  if (local.botsRunning) return;
  local.botsRunning = true;
  try {
    while (local.game.botDue()) {
      await new Promise((resolve) => setTimeout(resolve, BOT_PAUSE));
      local.game.playBot(seed());
      push(id, local);
    }
  } finally {
    local.botsRunning = false;
  }
}

/**
 * The game `id` opened on this worker.
 * @param {string} id
 */
function opened(id) {
  const local = games.get(id);
  if (!local) throw { error: 'bad-input', message: `game ${id} is not open` };
  return local;
}

/** @type {Record<string, (engine: Bindings, ...args: any[]) => any>} */
const METHODS = {
  tiles: (engine) => JSON.parse(engine.tileShapes()),

  /** What a game of `setup` starts with (the server's census of the same game). */
  census: (engine, /** @type {Record<string, unknown>} */ setup) => JSON.parse(engine.census(JSON.stringify(setup))),

  /**
   * A new game's record (checked by the engine) for `setup` with a random seed if it names
   * none.
   */
  newGame: (engine, /** @type {Record<string, unknown>} */ setup) => {
    const record = { format: 'halflings-record/1', setup: { seed: seed(), ...setup }, moves: [] };
    new engine.Game(JSON.stringify(record)).free();
    return record;
  },

  /** What a stored game comes to, for the lobby's list. */
  summary: (engine, /** @type {string} */ record) => {
    const game = new engine.Game(record);
    try {
      const state = JSON.parse(game.stateFor(undefined, 0));
      return { facts: facts(game), move_no: state.move_no, view: state.view };
    } finally {
      game.free();
    }
  },

  /** Opens game `id` from its record and seats; the states follow as pushes. */
  openGame: (engine, /** @type {string} */ id, /** @type {string} */ record, /** @type {SeatInfo[]} */ seats) => {
    games.get(id)?.game.free();
    /** @type {Local} */
    const local = { game: new engine.Game(record, JSON.stringify(seats)), botsRunning: false };
    games.set(id, local);
    push(id, local);
    void runBots(id, local);
    return facts(local.game);
  },

  act: (_engine, /** @type {string} */ id, /** @type {number} */ seat, /** @type {object} */ move) => {
    const local = opened(id);
    local.game.play(seat, JSON.stringify(move));
    push(id, local);
    void runBots(id, local);
    return null;
  },

  /** Everything again for `seat` of game `id`. */
  resync: (_engine, /** @type {string} */ id, /** @type {number | null} */ seat) => {
    const local = opened(id);
    local.game.resync(seat ?? undefined);
    push(id, local);
    return null;
  },

  frame: (_engine, /** @type {string} */ id, /** @type {number} */ n) => JSON.parse(opened(id).game.frame(n)),

  analyse: (engine, /** @type {string} */ file, /** @type {number} */ at) => {
    const next = new engine.Analysis(file, at);
    analysis?.free();
    analysis = next;
    return JSON.parse(next.report());
  },

  placements: (_engine, /** @type {number} */ player, /** @type {string} */ tile) => JSON.parse(current().placements(player, tile)),

  explain: (_engine, /** @type {any[]} */ ...args) => {
    const [player, tile, x, y, rot, corner, follower] = args;
    return JSON.parse(current().explain(player, tile, x, y, rot ?? undefined, corner ?? undefined, follower ?? undefined));
  },

  askBot: (_engine, /** @type {number} */ millis) => JSON.parse(current().askBot(millis, seed())),

  unplacedTiles: () => JSON.parse(current().unplacedTiles()),

  bench: (engine, /** @type {number} */ millis) => ({
    random_games: JSON.parse(engine.benchRandomGames(millis)),
    playouts: JSON.parse(engine.benchPlayouts(millis)),
  }),
};

/**
 * What a game's setup comes to, with the setup itself (every key filled in by the engine).
 * @param {WasmGame} game
 */
function facts(game) {
  return { ...JSON.parse(game.facts()), setup: JSON.parse(game.record()).setup };
}

/** The analysis board's position. */
function current() {
  if (!analysis) throw { error: 'bad-input', message: 'no position is open' };
  return analysis;
}

/**
 * What a refusal says: the engine's JSON, or an error's words.
 * @param {unknown} e
 */
function failure(e) {
  if (typeof e === 'string') {
    try {
      return JSON.parse(e);
    } catch {
      return { error: 'engine', message: e };
    }
  }
  if (e && typeof e === 'object' && 'message' in e) return { error: 'error' in e ? e.error : 'engine', message: String(e.message) };
  return { error: 'engine', message: String(e) };
}

addEventListener('message', async (e) => {
  const { id, method, args } = /** @type {MessageEvent} */ (e).data;
  try {
    const engine = await bindings;
    const run = METHODS[method];
    if (!run) throw { error: 'bad-input', message: `no method ${method}` };
    send({ id, result: await run(engine, ...args) });
  } catch (err) {
    send({ id, error: failure(err) });
  }
});
