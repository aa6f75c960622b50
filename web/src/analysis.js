// The analysis board (analysis.html): a position — a scenario composed here or opened, or a
// game record — at any of its moves, with the engine in this browser. Compose: any tile on any
// space, legal placements only or freely, followers and figures for any player, hands and the
// pile; take them away again. Step through the moves and branch from any of them. The four
// rule books side by side, the features whose points differ outlined on the board; why the
// tile in hand fits where the pointer is, or not; the search bot's best moves, drawn on the
// board. The position travels in the page's URL fragment, as a file, and as a picture.

import { byId, button, fill, h, s, toast } from './dom.js';
import { Board } from './board.js';
import { Engine } from './engine.js';
import { localData } from './local-games.js';
import { applyMessages, t, word, wordPlacesWith } from './messages.js';
import { CORNERS, SIZE, outline, placeTransform, turnDegrees } from './tiles.js';
import { boardPicture, boardStyle } from './picture.js';
import { iconButton } from './summary.js';
import { differing, rulesTable } from './analysis-table.js';
import { botMoves, holdings, newPositionForm, playerChips, select, tilePicker } from './analysis-panels.js';
import { download, fromFragment, pngOf, readPicked, toFragment } from './share.js';
import { Placing } from './placing.js';
import { placeWords, textPlaces } from './places.js';

/** @typedef {import('./api.js').PlayerView} PlayerView */
/** @typedef {import('./api.js').Legal} Legal */
/** @typedef {import('./api.js').Move} Move */
/** @typedef {import('./placements.js').PlacementChoice} PlacementChoice */
/** @typedef {import('./analysis-table.js').VersionScores} VersionScores */
/** @typedef {import('./analysis-panels.js').BotAnswer} BotAnswer */

/**
 * What the engine says of the position.
 * @typedef {{
 *   kind: string, rules: string, moves: number, at: number, view: PlayerView,
 *   next_player: number | null, legal?: Legal, table: VersionScores[]
 * }} Report
 */

const SCENARIO = 'halflings-scenario/1';

applyMessages(document);
document.title = t('analysis.page-title');

const engine = new Engine();
const data = await localData();
const shapes = new Map(data.tiles.map((tile) => [tile.id, tile]));
const board = new Board(/** @type {SVGSVGElement} */ (/** @type {unknown} */ (byId('board'))), shapes);

/**
 * A new scenario.
 * @param {{players: number, rules: string, expansions: string[], free: boolean}} setup
 */
const newScenario = (setup) => ({ format: SCENARIO, ...setup, moves: [], final_scoring: true });

/** @type {any} the open file: a scenario or a game record */
let file = newScenario({ players: 2, rules: data.options.default_rules, expansions: [], free: false });
/** @type {Report | null} */
let report = null;
// The engine's texts (explanations, refusals) name places in words from the position shown.
wordPlacesWith(textPlaces(() => report?.view, shapes));
/** @type {[any, number][]} earlier files and moves, for undo */
const undo = [];
/** The player the composing acts for. */
let player = 0;
/** @type {string | null} the tile in hand */
let tile = null;
/** @type {'tile' | 'follower' | null} what a click on the board takes away */
let removing = null;
/** @type {Legal | null} the ways the tile in hand may lie (for the player composing) */
let places = null;
/** @type {BotAnswer | null} */
let answer = null;
/** @type {string[]} the tiles not on the board (the pile when the position gives none) */
let unplaced = [];
/** The bot's time, in milliseconds. */
let botMillis = 1000;

const isScenario = () => file.format === SCENARIO;
/** @param {number} seat */
const seatName = (seat) => t('game.seat', { n: seat + 1 });
board.seatName = seatName;

/**
 * Shows `next` after its first `at` moves (the engine clamps): the table, the board, the
 * panels; remembered for undo unless `remember` is false. A file the engine refuses is not
 * shown: its words are.
 * @param {any} next
 * @param {number} at
 * @param {boolean} [remember]
 */
async function show(next, at, remember = true) {
  try {
    const r = /** @type {Report} */ (await engine.call('analyse', JSON.stringify(next), at));
    if (remember && report) undo.push([file, report.at]);
    file = next;
    report = r;
    placing.selection = null;
    places = null;
    answer = null;
    unplaced = isScenario() ? await engine.call('unplacedTiles') : [];
    if (player >= r.view.scores.length) player = 0;
    if (!isScenario()) tile = r.view.current_tile;
    render();
    history.replaceState(null, '', await toFragment(file, r.at));
  } catch (e) {
    toast(e instanceof Error ? e.message : String(e), 'error');
  }
}

/**
 * `file` with `step` made after its first `report.at` moves (the later ones dropped: a branch).
 * @param {object} step
 */
function branch(step) {
  const at = report?.at ?? 0;
  void show({ ...file, moves: [...file.moves.slice(0, at), step] }, at + 1);
}

function render() {
  if (!report) return;
  const r = report;
  document.body.dataset.at = String(r.at);
  document.body.dataset.moves = String(r.moves);
  fill(
    byId('position-line'),
    t('analysis.line', { kind: t(isScenario() ? 'analysis.kind.scenario' : 'analysis.kind.record'), rules: r.rules, at: r.at, moves: r.moves }),
    isScenario() && file.free ? t('analysis.line.free') : '',
  );
  board.render(r.view);
  renderSteps(r);
  renderFile();
  renderCompose(r);
  renderHoldings(r);
  renderBot();
  fill(byId('table'), h('h2', {}, t('analysis.table.title')), rulesTable(r.table, seatName));
  void renderOverlay(r);
}

/** @param {Report} r */
function renderSteps(r) {
  const slider = h('input', { type: 'range', min: 0, max: r.moves, value: r.at, id: 'step-slider', 'aria-label': t('analysis.steps') });
  slider.addEventListener('change', () => void show(file, Number(slider.value), false));
  fill(
    byId('steps'),
    iconButton('start', t('replay.start'), () => void show(file, 0, false), { id: 'step-first' }),
    iconButton('previous', t('replay.previous'), () => void show(file, r.at - 1, false), { id: 'step-prev' }),
    slider,
    iconButton('next', t('replay.next'), () => void show(file, r.at + 1, false), { id: 'step-next' }),
    iconButton('end', t('replay.end'), () => void show(file, r.moves, false), { id: 'step-last' }),
    h('span', { class: 'replay-pos' }, t('analysis.step', { at: r.at, moves: r.moves })),
    r.at < r.moves ? h('span', { class: 'muted' }, t('analysis.branch-note')) : '',
  );
}

function renderFile() {
  const picker = /** @type {HTMLInputElement} */ (h('input', { type: 'file', accept: '.json,application/json', id: 'open-file' }));
  picker.addEventListener('change', async () => {
    const text = await readPicked(picker);
    if (text === null) return;
    try {
      const opened = JSON.parse(text);
    tile = null;
    await show(opened, Number.MAX_SAFE_INTEGER);
    // The player who goes on: the file's, else the next placer.
    player = opened.next?.player ?? report?.next_player ?? 0;
    render();
    } catch (e) {
      toast(String(e), 'error');
    }
  });
  // The board's rules of the page's style sheet, which the picture carries.
  const css = () =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
  const picture = () =>
    boardPicture(/** @type {Report} */ (report).view, shapes, {
      caption: t('analysis.caption', { rules: report?.rules ?? '', at: report?.at ?? 0 }),
      style: boardStyle(css()),
    });
  const name = isScenario() ? 'halflings-scenario.json' : 'halflings-record.json';
  fill(
    byId('file'),
    newPositionForm(data.options, data.expansions, (setup) => {
      player = 0;
      tile = null;
      void show(newScenario(setup), 0);
    }),
    h('label', { class: 'open-file' }, `${t('analysis.open')} `, picker),
    h(
      'div',
      { class: 'file-buttons' },
      button(t('analysis.share'), () => {
        void navigator.clipboard?.writeText(location.href).catch(() => {});
        toast(t('analysis.shared'));
      }, { id: 'share' }),
      button(t('analysis.download'), () => download(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), name), { id: 'download-file' }),
      button(t('analysis.svg'), () => download(new Blob([new XMLSerializer().serializeToString(picture())], { type: 'image/svg+xml' }), 'halflings-board.svg'), { id: 'download-svg' }),
      button(t('analysis.png'), () => void pngOf(picture()).then((png) => download(png, 'halflings-board.png')), { id: 'download-png' }),
      button(t('analysis.undo'), () => {
        const last = undo.pop();
        if (last) void show(last[0], last[1], false);
      }, { id: 'undo', disabled: undo.length === 0 }),
    ),
  );
}

/**
 * The tiles of the sets in play: the base set, the halflings' and the expansions' named.
 * @returns {import('./api.js').TileShape[]}
 */
function tilesInPlay() {
  const named = (file.expansions ?? (file.setup?.expansions) ?? []).map((/** @type {any} */ e) => (typeof e === 'string' ? e : e.id));
  const sets = new Set(['base', ...data.options.sets.map((set) => set.id)]);
  for (const e of data.expansions) if (named.includes(e.id)) for (const set of e.tile_sets) sets.add(set);
  return data.tiles.filter((x) => sets.has(x.set));
}

/** @param {Report} r */
function renderCompose(r) {
  const box = byId('compose');
  if (!isScenario()) {
    const moves = (r.legal?.moves ?? []).filter((m) => !m.at);
    fill(
      box,
      h('h2', {}, t('analysis.branch')),
      h('p', { class: 'muted' }, r.view.to_move === null ? t('analysis.over') : t('analysis.record-note', { who: seatName(r.view.to_move) })),
      ...moves.map((m) => button(m.do === 'play' ? t('analysis.play-halfling', { tile: m.tile ?? '' }) : m.do === 'draw' ? t('actions.draw') : m.action ?? m.do, () => branch(m), { class: 'branch-move', 'data-do': m.do })),
    );
    return;
  }
  const mode = select({ 'aria-label': t('analysis.mode'), id: 'mode' }, [['legal', t('analysis.mode.legal')], ['free', t('analysis.mode.free')]], file.free ? 'free' : 'legal', (v) => void show({ ...file, free: v === 'free' }, r.at));
  fill(
    box,
    h('h2', {}, t('analysis.compose')),
    h('label', {}, `${t('analysis.mode')} `, mode),
    playerChips(r.view.scores.length, player, seatName, (seat) => {
      player = seat;
      keepNext();
    }),
    tilePicker(tilesInPlay(), tile, (id) => {
      tile = id;
      removing = null;
      keepNext();
    }),
    h(
      'div',
      { class: 'remove-tools' },
      button(t('analysis.remove.tile'), () => toggleRemove('tile'), { id: 'remove-tile', 'aria-pressed': removing === 'tile' ? 'true' : 'false', class: removing === 'tile' ? 'chosen' : '' }),
      button(t('analysis.remove.follower'), () => toggleRemove('follower'), { id: 'remove-follower', 'aria-pressed': removing === 'follower' ? 'true' : 'false', class: removing === 'follower' ? 'chosen' : '' }),
    ),
  );
}

/** @param {'tile' | 'follower'} what */
function toggleRemove(what) {
  removing = removing === what ? null : what;
  tile = null;
  placing.selection = null;
  places = null;
  render();
}

/** The tile in hand and the player are the position's next: kept in the file for sharing. */
function keepNext() {
  places = null;
  placing.selection = null;
  if (!isScenario() || !report) return;
  /** @type {Record<string, unknown>} */
  const next = { player };
  if (tile) next.tile = tile;
  void show({ ...file, next }, report.at, false);
}

/** @param {Report} r */
function renderHoldings(r) {
  const box = byId('holdings');
  if (!isScenario()) {
    fill(box);
    return;
  }
  fill(
    box,
    ...holdings({
      hands: file.hands ?? [],
      players: r.view.scores.length,
      pile: file.pile ?? unplaced,
      pileGiven: Array.isArray(file.pile),
      tile,
      shapes,
      seatName,
      onHands: (hands) => void show({ ...file, hands }, r.at),
      onPile: (pile) => {
        const { pile: _old, ...rest } = file;
        void show(pile === null ? rest : { ...rest, pile }, r.at);
      },
    }),
  );
}

function renderBot() {
  const time = select({ 'aria-label': t('analysis.bot.time'), id: 'bot-time' }, [['300', '0.3 s'], ['1000', '1 s'], ['3000', '3 s']], String(botMillis), (v) => (botMillis = Number(v)));
  fill(
    byId('bot'),
    h('h2', {}, t('analysis.bot')),
    h('div', {}, button(t('analysis.bot.ask'), () => void askBot(), { id: 'ask-bot', class: 'primary' }), ' ', time),
    ...(answer ? botMoves(answer, seatName) : []),
  );
}

/** Asks the bot for the best moves of the player to move (a scenario: the next placer). */
async function askBot() {
  if (!report) return;
  const at = report.at;
  const asked = isScenario() ? { ...file, pile: file.pile ?? unplaced, next: { player, ...(tile ? { tile } : {}) } } : file;
  fill(byId('bot'), h('h2', {}, t('analysis.bot')), h('p', { class: 'muted', id: 'bot-thinking' }, t('analysis.bot.thinking')));
  try {
    await engine.call('analyse', JSON.stringify(asked), at);
    answer = await engine.call('askBot', botMillis);
  } catch (e) {
    answer = null;
    toast(e instanceof Error ? e.message : String(e), 'error');
  }
  renderBot();
  if (report) void renderOverlay(report);
}

/**
 * The board's overlay: the features whose points differ between versions, the bot's moves,
 * and the ways the tile in hand may lie (the placing bar beside the board: placing.js, as in a
 * game).
 * @param {Report} r
 */
async function renderOverlay(r) {
  if (tile && !removing && !places) places = await placesFor(r);
  if (report !== r) return;
  drawOverlay(r);
}

/** @param {Report} r */
function drawOverlay(r) {
  board.clearOverlay();
  for (const scoring of differing(r.table)) {
    board.overlay.append(
      s('path', { d: outline('square'), transform: placeTransform(scoring.at, 0, undefined), class: 'differs', 'data-at': scoring.at.join(','), 'data-feature': scoring.feature }, s('title', {}, t('analysis.differs', { feature: t(`feature.${scoring.feature}`), at: scoring.at.join(',') }))),
    );
  }
  answer?.best.forEach((b, i) => {
    const m = b.move;
    if (m.do !== 'place' || !m.at || !answer?.tile) return;
    const g = s('g', { class: 'ghost', transform: placeTransform(m.at, m.rot, m.corner), 'data-rank': i + 1 });
    g.append(board.pictures.get(answer.tile, turnDegrees(m.rot, m.corner)));
    board.overlay.append(g, s('g', { class: 'ghost-rank', 'data-rank': i + 1 }, s('circle', { cx: m.at[0] * SIZE + 50, cy: m.at[1] * SIZE + 50, r: 14 }), s('text', { x: m.at[0] * SIZE + 50, y: m.at[1] * SIZE + 56, 'text-anchor': 'middle' }, String(i + 1))));
  });
  const legal = !removing && tile ? places : null;
  // What placing.js reads of a game's state: the tile in hand to lay, for the player composing.
  placing.render(/** @type {import('./api.js').StateMessage} */ ({
    type: 'state',
    seat: isScenario() ? player : r.view.to_move,
    move_no: r.at,
    view: { ...r.view, current_tile: tile, phase: { phase: 'place' } },
    legal: legal ?? undefined,
  }));
}

/**
 * The ways the tile in hand may lie: a scenario's (legal, or — placing freely — every way the
 * engine lets it lie near the board), or the record's placements of the tile drawn.
 * @param {Report} r
 * @returns {Promise<Legal | null>}
 */
async function placesFor(r) {
  if (!tile) return null;
  if (!isScenario()) return r.legal ?? null;
  try {
    return await engine.call('placements', player, tile);
  } catch (e) {
    toast(e instanceof Error ? e.message : String(e), 'error');
    return null;
  }
}

/**
 * Makes the move placing.js confirmed: a scenario's step for the player composing (the tile
 * in hand laid, with its follower or figure, or an expansion's move laying it), or a record's
 * move.
 * @param {Move} move
 */
function makeMove(move) {
  placing.selection = null;
  if (!isScenario()) {
    branch(move);
    return;
  }
  const { do: kind, ...rest } = move;
  branch(kind === 'place' ? { tile, ...rest, player } : { ...move, tile, player });
}

const placing = new Placing({
  board,
  shapes,
  act: makeMove,
  render: () => {
    if (report) drawOverlay(report);
  },
  free: () => byId('board').getBoundingClientRect(),
});

/**
 * Takes away what the remove tool points at: the tile (its step) or the follower of the
 * tile placed at `at` (the triangle on the half nearest `where`).
 * @param {[number, number]} at
 * @param {[number, number]} where
 */
function removeAt(at, where) {
  if (!report || !isScenario()) return;
  /** @type {any[]} */
  const steps = file.moves.slice(0, report.at);
  const corner = CORNERS[where[1] < 0.5 ? (where[0] < 0.5 ? 0 : 1) : where[0] < 0.5 ? 3 : 2];
  const candidates = steps.flatMap((m, index) => (m.tile && m.at && m.at[0] === at[0] && m.at[1] === at[1] ? [{ step: m, index }] : []));
  // On a space of two triangles, the one on the half clicked.
  const found = candidates.find((c) => !c.step.corner || c.step.corner === corner || candidates.length === 1);
  if (!found) return;
  const { step, index } = found;
  if (removing === 'follower') {
    const { follower: _f, figure: _g, ...bare } = step;
    const moves = [...file.moves];
    moves[index] = bare;
    void show({ ...file, moves }, report.at);
  } else {
    void show({ ...file, moves: file.moves.filter((/** @type {any} */ _, /** @type {number} */ i) => i !== index) }, report.at - 1);
  }
}

// Clicks on the board take things away while a remove tool is on.
byId('board').addEventListener('click', (e) => {
  if (!removing) return;
  const [x, y] = board.boardPoint(e.clientX, e.clientY);
  const at = /** @type {[number, number]} */ ([Math.floor(x / SIZE), Math.floor(y / SIZE)]);
  removeAt(at, [x / SIZE - at[0], y / SIZE - at[1]]);
});

// Hovering a space with the tile in hand says whether it fits there, and why not.
/** @type {string} the space and turn last explained */
let hovered = '';
byId('board').addEventListener('pointermove', (e) => {
  if (!tile || !report || removing) return;
  const [x, y] = board.boardPoint(e.clientX, e.clientY);
  const at = /** @type {[number, number]} */ ([Math.floor(x / SIZE), Math.floor(y / SIZE)]);
  const triangle = shapes.get(tile)?.shape === 'triangle';
  const [fx, fy] = [x / SIZE - at[0], y / SIZE - at[1]];
  const corner = triangle ? CORNERS[fy < 0.5 ? (fx < 0.5 ? 0 : 1) : fx < 0.5 ? 3 : 2] : undefined;
  const sel = placing.selection;
  const shown = sel?.options[sel.index];
  const rot = triangle ? undefined : shown && shown.at[0] === at[0] && shown.at[1] === at[1] ? shown.rot ?? 0 : 0;
  const key = `${at} ${rot ?? corner}`;
  if (key === hovered) return;
  hovered = key;
  void explainHover(at, rot, corner, key);
});
byId('board').addEventListener('pointerleave', () => {
  hovered = '';
  byId('hover').hidden = true;
});

/**
 * Says why the tile in hand fits at `at` as `rot` or `corner`, or not.
 * @param {[number, number]} at
 * @param {number | undefined} rot
 * @param {string | undefined} corner
 * @param {string} key  the hover it answers
 */
async function explainHover(at, rot, corner, key) {
  if (!tile) return;
  const who = isScenario() ? player : report?.view.to_move ?? 0;
  try {
    const e = await engine.call('explain', who, tile, at[0], at[1], rot ?? null, corner ?? null, null);
    if (key !== hovered) return;
    const place = placeWords({ at, corner });
    const turn = rot !== undefined ? t('analysis.turn', { turn: t(`place.turn.${rot}`) }) : '';
    const words = e.rules.ok
      ? t('analysis.hover.fits', { tile, place, turn })
      : t('analysis.hover.refused', { tile, place, turn, reason: e.rules.text ? word(e.rules.text) : e.rules.message });
    const free = !e.rules.ok && e.here.ok ? t('analysis.hover.free') : '';
    const box = byId('hover');
    box.dataset.ok = String(e.rules.ok);
    box.dataset.rule = e.rules.rule ?? '';
    fill(box, words, free);
    box.hidden = false;
  } catch (err) {
    if (key === hovered) {
      fill(byId('hover'), err instanceof Error ? err.message : String(err));
      byId('hover').hidden = false;
    }
  }
}

// The keys of placing, as in a game: R turns the tile, F the next spot, Esc takes back.
document.addEventListener('keydown', (e) => {
  if (!placing.selection || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
  if (e.key === 'r' || e.key === 'R') placing.rotate();
  else if (e.key === 'f' || e.key === 'F') placing.nextSpot();
  else if (e.key === 'Escape') placing.takeBack();
});

byId('zoom-in').addEventListener('click', () => {
  board.zoom(1 / 1.25);
  board.touched();
});
byId('zoom-out').addEventListener('click', () => {
  board.zoom(1.25);
  board.touched();
});
byId('zoom-fit').addEventListener('click', () => {
  if (report) board.fit(report.view);
});

// The position the page's fragment carries, else a new one.
try {
  const shared = await fromFragment(location.hash);
  if (shared) {
    const next = shared.value.next;
    if (next && typeof next.player === 'number') player = next.player;
    if (next && typeof next.tile === 'string') tile = next.tile;
    await show(shared.value, shared.at, false);
  } else {
    await show(file, 0, false);
  }
} catch (e) {
  toast(t('local.no-engine', { error: e instanceof Error ? e.message : String(e) }), 'error');
}
