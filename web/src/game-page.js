// The game page: draws the game a source feeds — the server over WebSocket (game.js), or the
// engine in this browser (play.js) — one feed per seat this browser plays (one for a player,
// several for hot-seat players, none for a spectator), and offers only the moves listed.
// Everything it shows follows the game: the log (its newest line in sight unless the player
// scrolled up), the board, each seat's last move, a live region that tells screen readers
// whose turn it is and what the others did; in a replay, the board, the scores and the log of
// the step shown.

import { byId, button, fill, h, toast } from './dom.js';
import { ApiError } from './api.js';
import { Board } from './board.js';
import { renderDecision, renderScreen } from './screens.js';
import { SIZE, tileIcon, figurePoint, followerPoint } from './tiles.js';
import { EndScreen, ReplayBar, describeEntry, withNames } from './summary.js';
import { announces, expansion } from './expansions/index.js';
import { applyMessages, t, tOr, word, wordPlacesWith } from './messages.js';
import { Placing } from './placing.js';
import { seatChip, seatColour } from './palette.js';
import { boardWords, textPlaces } from './places.js';
import { GameLog } from './game-log.js';
import { lastMoves, scoredPlaces } from './logplaces.js';
import { renderClocks, renderPlayers } from './players.js';
import { refusal } from './rule-link.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').Move} Move */
/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./api.js').Target} Target */
/** @typedef {import('./api.js').ReplayFrame} ReplayFrame */
/** @typedef {import('./connection.js').Feed} Feed */

/**
 * Where a game comes from: the feeds of the seats this browser plays (or a spectator's), the
 * board after `n` actions for the replay, the end screen's links, what to show beside the
 * board about inviting others, and how a seat accepts the seed its creator chose (online only).
 * @typedef {{
 *   feeds: (onChange: () => void, onEntries: (fresh: LogEntry[]) => void) => Feed[],
 *   frame: (n: number) => Promise<ReplayFrame>,
 *   links: import('./summary.js').EndLinks,
 *   invites: () => (Node | string)[],
 *   acceptSeed: (feed: Feed) => Promise<unknown>,
 * }} GameSource
 */

/**
 * Where a board place is, in board coordinates.
 * @param {Target} target
 * @returns {[number, number]}
 */
function boardPoint(target) {
  const [x, y] = followerPoint(target.location ?? 'C', target.corner);
  return [target.at[0] * SIZE + x, target.at[1] * SIZE + y];
}

/** The page. */
export class GamePage {
  /**
   * @param {Map<string, TileShape>} shapes
   * @param {GameSource} source
   */
  constructor(shapes, source) {
    applyMessages(document);
    this.shapes = shapes;
    // The engine's texts name places in words from the board shown.
    wordPlacesWith(textPlaces(() => this.shown?.state?.view, shapes));
    this.source = source;
    this.board = new Board(/** @type {SVGSVGElement} */ (/** @type {unknown} */ (byId('board'))), shapes);
    this.board.seatName = (seat) => this.seatName(seat);
    /** @type {Feed[]} */
    this.connections = source.feeds(() => this.render(), (fresh) => this.noticeEvents(fresh));
    /** @type {LogEntry[] | null} an expansion's events announced over the board until dismissed */
    this.announcement = null;
    /** Whether this browser chose to only watch rather than accept the creator's seed (yet). */
    this.onlyWatch = false;
    /** The action of the last event announced. */
    this.lastAnnounced = -1;
    /** @type {Feed} */
    this.shown = this.connections[0];
    this.placing = new Placing({
      board: this.board,
      shapes,
      act: (move) => this.shown.act(move),
      render: () => this.render(),
      free: () => this.freeBoard(),
    });
    /** Whether each seat's last move is marked on the board. */
    this.showLast = true;
    /** The turn last told to screen readers. */
    this.toldTurn = '';
    /** @type {{view: import('./api.js').PlayerView, n: number} | null} the replay's step shown */
    this.replayFrame = null;
    this.end = new EndScreen(byId('end'), source.links, () => this.startReplay());
    this.replay = new ReplayBar(
      byId('replay'),
      source.frame,
      (view, n) => {
        this.replayFrame = { view, n };
        this.render();
      },
      () => {
        this.replayFrame = null;
        this.end.reopen();
        this.render();
      },
    );
    byId('zoom-in').addEventListener('click', () => {
      this.board.zoom(1 / 1.25);
      this.board.touched();
    });
    byId('zoom-out').addEventListener('click', () => {
      this.board.zoom(1.25);
      this.board.touched();
    });
    byId('zoom-fit').addEventListener('click', () => {
      const view = this.shown.state?.view;
      if (view) this.board.fit(view);
    });
    const last = byId('last-moves');
    last.addEventListener('click', () => {
      this.showLast = !this.showLast;
      this.render();
      // Shown again: what each seat scored with its last move, once more.
      const st = this.shown.state;
      if (this.showLast && st) this.board.highlight(lastMoves(this.shown.log, st.game.seats.length, st.view).flatMap((m) => m.scored), true);
    });
    this.log = new GameLog(byId('log'), this.board);
    document.addEventListener('keydown', (e) => this.key(e));
    setInterval(() => renderClocks(this.shown), 1000);
  }

  /**
   * Announces the events their expansions want shown over the board (once, whichever
   * connection hears of them first); features just scored flash on the board; screen readers
   * hear what the others did.
   * @param {LogEntry[]} fresh
   */
  noticeEvents(fresh) {
    const shown = fresh.find((e) => e.kind === 'expansion' && announces(e.module, e.event));
    if (shown && shown.move_no > this.lastAnnounced) {
      // With the other events of its kind the same action caused (every figure eaten…).
      this.announcement = fresh.filter((e) => e.move_no === shown.move_no && e.module === shown.module && e.event === shown.event);
      this.lastAnnounced = shown.move_no;
    }
    const scored = scoredPlaces(fresh);
    if (scored.length) this.board.highlight(scored, true);
    const seats = this.shown.state?.game.seats ?? [];
    const here = new Set(this.connections.map((c) => c.state?.seat));
    const others = fresh.filter((e) => !here.has(e.seat) || e.kind === 'score');
    if (others.length) this.tell(others.map((e) => describeEntry(e, seats).map((n) => (typeof n === 'string' ? n : n.textContent)).join('')).join('. '));
  }

  /**
   * Tells screen readers `text` (the live region).
   * @param {string} text
   */
  tell(text) {
    const region = byId('announcer');
    region.textContent = '';
    // A new node each time, so that the same words are read again.
    region.append(h('p', {}, text));
  }

  /**
   * The keys of a turn: R turns the tile, F chooses the next follower spot, Esc takes back,
   * Enter confirms — unless the focus is on a control, which keeps its own keys (Enter on
   * Take back takes back).
   * @param {KeyboardEvent} e
   */
  key(e) {
    const el = e.target;
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const control = el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement || (el instanceof Element && el.closest('summary, [role="button"], [role="dialog"]') !== null);
    const placing = this.placing;
    if (!placing.selection) return;
    if (e.key === 'r' || e.key === 'R') placing.rotate();
    else if (e.key === 'f' || e.key === 'F') placing.nextSpot();
    else if (e.key === 'Escape') placing.takeBack();
    else if (e.key === 'Enter' && !control) placing.confirm();
    else return;
    e.preventDefault();
  }

  /** The connection to show: a seat of this browser that is to move, else the one shown. */
  pickShown() {
    const toMove = this.connections.find((c) => c.state?.legal);
    if (toMove && toMove !== this.shown) {
      this.shown = toMove;
      this.placing.selection = null;
      if (this.connections.length > 1 && toMove.state?.seat != null) {
        toast(t('game.your-turn-toast', { name: this.seatName(toMove.state.seat) }));
      }
    }
  }

  /** @param {number} seat */
  seatName(seat) {
    return this.shown.state?.game.seats[seat]?.name ?? t('game.seat', { n: seat + 1 });
  }

  /**
   * An expansion's name, in the page's language.
   * @param {string} module
   */
  moduleName(module) {
    return t(`${module}.name`);
  }

  /** What expansions' panels and screens may use of the page. */
  context() {
    return {
      seatName: (/** @type {number} */ seat) => this.seatName(seat),
      seatColour: (/** @type {number} */ seat) => seatColour(seat),
      seatsHere: this.connections.flatMap((c) => (c.state?.seat == null ? [] : [c.state.seat])),
      shapes: this.shapes,
      moduleName: (/** @type {string} */ module) => this.moduleName(module),
      act: (/** @type {Move} */ move) => this.shown.act(move),
    };
  }

  /**
   * The part of the board's element that nothing covers: below the turn banner, above the
   * placing bar or a decision's panel where they lie over it (on a phone).
   */
  freeBoard() {
    const svg = byId('board').getBoundingClientRect();
    let top = Math.max(svg.top, byId('turn').getBoundingClientRect().bottom);
    let bottom = svg.bottom;
    for (const id of ['dock', 'decision']) {
      const el = byId(id);
      if (el.hidden) continue;
      const r = el.getBoundingClientRect();
      if (r.height > 0 && r.top < bottom && r.bottom > svg.top && r.left < svg.right && r.right > svg.left) bottom = Math.min(bottom, r.top);
    }
    top = Math.min(top, bottom - 1);
    return new DOMRect(svg.left, top, svg.width, bottom - top);
  }

  render() {
    this.pickShown();
    const conn = this.shown;
    const live = conn.state;
    fill(byId('connection'), this.connections.every((c) => c.open) ? '' : h('span', { class: 'offline' }, t('game.reconnecting')));
    if (!live) return;
    // In a replay: the step shown, with its scores and its log.
    const frame = this.replay.active ? this.replayFrame : null;
    /** @type {StateMessage} */
    const st = frame ? { ...live, view: frame.view, move_no: frame.n, legal: undefined, clocks: undefined } : live;
    const log = frame ? conn.log.filter((e) => e.move_no < frame.n) : conn.log;
    // For tests and styles: where the game stands.
    document.body.dataset.moveNo = String(live.move_no);
    document.body.dataset.phase = live.view.phase.phase;
    document.body.dataset.tiles = String(live.view.tiles.length);
    document.title = t('game.title', { names: st.game.seats.map((x) => x.name).join(t('game.vs')) });
    fill(byId('game-title'), st.game.seats.map((x) => x.name).join(' · '));
    const chosen = st.game.resolved.modules.filter((m) => m.selectable).map((m) => ` · ${this.moduleName(m.id)}`);
    fill(
      byId('rules'),
      h('strong', {}, st.game.rules),
      t('game.rules-line', { summary: word(st.game.rules_summary), halflings: st.game.resolved.halflings, deal: tOr(`game.deal.${st.game.deal}`, st.game.deal) }),
      ...chosen,
      st.game.seed_chosen ? h('span', { class: 'seed-chosen', id: 'seed-chosen', title: t('game.seed-chosen.title') }, ` · ${t('game.seed-chosen')}`) : '',
    );
    this.renderTurn(st);
    renderPlayers(st, new Set(this.connections.map((c) => c.state?.seat)));
    renderClocks(this.shown);
    this.renderActions(conn, st);
    if (this.onlyWatch && st.seat !== null && st.game.seats[st.seat]?.seed_accepted === false) {
      byId('actions').append(button(t('seed.accept-later'), () => void this.acceptSeed(conn), { id: 'accept-seed-later' }));
    }
    this.renderHand(conn, st);
    this.renderPile(st);
    this.renderPanels(st);
    this.renderInvites();
    this.log.render(st, log);
    this.renderBoardList(st);
    this.board.render(st.view);
    this.board.showLastMoves(this.showLast ? lastMoves(log, st.game.seats.length, st.view) : []);
    byId('last-moves').setAttribute('aria-pressed', String(this.showLast));
    if (frame) {
      this.board.clearOverlay();
      fill(byId('placing'));
      byId('placing').hidden = true;
    } else {
      this.renderOverlay(conn, st);
    }
    // The dock (at the bottom of a phone's screen) only while it holds something to do.
    const playable = byId('hand').querySelector('.play') !== null;
    const dock = byId('dock');
    dock.classList.toggle('idle', byId('actions').childElementCount === 0 && byId('placing').hidden && !playable);
    dock.classList.toggle('can-play', playable);
    if (!frame) {
      this.renderModal(conn, st);
      this.renderDecision(conn, st);
      this.end.show(st, conn.log);
    }
    // What appeared above the log may have made it shorter.
    this.log.follow();
  }

  /** @param {StateMessage} st */
  renderTurn(st) {
    const v = st.view;
    const mine = st.legal !== undefined;
    const phase = v.phase.phase;
    const who = v.to_move === null ? '' : this.seatName(v.to_move);
    // An expansion's decision: its own words if its module has them, else the engine's prompt.
    const decision = phase === 'expansion' ? `${v.phase.module}.decision.${v.phase.decision}` : '';
    const more = decision ? expansion(v.phase.module)?.turnWords?.(st, this.context()) : undefined;
    const params = { who, tile: v.current_tile ?? '', ...more };
    // A chosen seed not yet accepted by everyone: the game has not started.
    const waiting = st.game.seats.filter((x) => x.seed_accepted === false).map((x) => x.name);
    let text;
    if (phase === 'over') text = t('turn.over');
    else if (waiting.length) text = t('turn.seed-waiting', { names: waiting.join(', ') });
    else if (mine && decision) text = tOr(`${decision}.mine`, v.decision ? withNames(v.decision.prompt, st.game.seats) : t('turn.mine'), params);
    else if (mine) text = tOr(`turn.mine.${phase}`, t('turn.mine'), params);
    else if (v.to_move !== null && st.clocks?.out_of_time[v.to_move]) text = t('turn.out-of-time', params);
    else if (decision) text = tOr(`${decision}.other`, t('turn.other.decision', { who, expansion: this.moduleName(v.phase.module ?? '') }), params);
    else text = tOr(`turn.other.${phase}`, t('turn.other', params), params);
    const banner = byId('turn');
    banner.className = `turn-banner${mine ? ' mine' : ''}`;
    fill(banner, v.to_move === null ? '' : seatChip(v.to_move), h('span', { class: 'turn-text' }, text));
    // Screen readers hear when it is this browser's turn.
    const told = `${st.move_no} ${text}`;
    if (mine && told !== this.toldTurn && !this.replay.active) this.tell(text);
    this.toldTurn = told;
  }

  /**
   * @param {Feed} conn
   * @param {StateMessage} st
   */
  renderActions(conn, st) {
    const box = byId('actions');
    const legal = st.legal;
    const v = st.view;
    const parts = [];
    if (v.current_tile) {
      const shape = this.shapes.get(v.current_tile);
      parts.push(h('div', { class: 'current' }, shape ? tileIcon(shape, 72) : '', h('span', {}, t('actions.current', { tile: v.current_tile }))));
    }
    const draw = legal?.moves.find((m) => m.do === 'draw');
    if (draw) parts.push(button(t('actions.draw'), () => conn.act(draw), { id: 'draw', class: 'primary' }));
    fill(box, ...parts);
  }

  /**
   * @param {Feed} conn
   * @param {StateMessage} st
   */
  renderHand(conn, st) {
    const box = byId('hand');
    if (st.seat === null) {
      fill(box, h('p', { class: 'muted' }, t('hand.watching')));
      return;
    }
    const plays = new Map((st.legal?.moves ?? []).filter((m) => m.do === 'play').map((m) => [m.tile, m]));
    const blocked = st.legal?.unplayable ?? {};
    const tiles = st.view.hand.map((id) => {
      const shape = this.shapes.get(id);
      const move = plays.get(id);
      const item = h('div', { class: `hand-tile${move ? ' playable' : ''}`, 'data-tile': id }, shape ? tileIcon(shape, 56) : '', h('span', {}, id));
      if (move) {
        item.append(button(t('hand.play'), () => conn.act(move), { class: 'play', 'aria-label': t('hand.play-tile', { tile: id }) }));
      } else if (blocked[id]) {
        // Why it may not be played now, in the rule's words.
        item.append(h('span', { class: 'unplayable', 'data-rule': blocked[id] }, t('hand.unplayable'), h('br'), refusal(tOr(`rule.${blocked[id]}`, blocked[id]), blocked[id])));
      }
      return item;
    });
    fill(box, h('h2', {}, t('hand.title')), tiles.length ? h('div', { class: 'hand' }, ...tiles) : h('p', { class: 'muted' }, t('hand.none')));
  }

  /** @param {StateMessage} st */
  renderPile(st) {
    const v = st.view;
    const kinds = Object.entries(v.unseen).map(([id, n]) => {
      const shape = this.shapes.get(id);
      return h('div', { class: 'unseen', title: t('pile.kind', { tile: id, n }) }, shape ? tileIcon(shape, 30) : '', h('span', {}, `×${n}`));
    });
    fill(
      byId('pile'),
      h('h2', {}, t('pile.title', { n: v.pile_count })),
      h('details', {}, h('summary', {}, t('pile.unseen')), h('div', { class: 'unseen-list' }, ...kinds)),
    );
  }

  /**
   * What each expansion in play shows beside the board (its module's panel, if it has one).
   * @param {StateMessage} st
   */
  renderPanels(st) {
    const box = byId('panels');
    const ctx = this.context();
    const panels = st.game.resolved.modules.flatMap((m) => {
      const nodes = expansion(m.id)?.panel?.(st, ctx);
      return nodes ? [h('section', { class: 'expansion-panel', 'data-module': m.id }, h('h2', {}, this.moduleName(m.id)), ...nodes)] : [];
    });
    fill(box, ...panels);
    box.hidden = panels.length === 0;
  }

  renderInvites() {
    fill(byId('invites'), ...this.source.invites());
  }

  /**
   * The board in words for screen readers: the tiles as a list they can walk.
   * @param {StateMessage} st
   */
  renderBoardList(st) {
    const words = boardWords(st.view, this.shapes, (seat) => this.seatName(seat));
    fill(byId('board-list'), ...words.map((w) => h('li', {}, w)));
  }

  /**
   * What the player may do on the board: lay the tile, or take a decision's choices aimed at
   * the board.
   * @param {Feed} conn
   * @param {StateMessage} st
   */
  renderOverlay(conn, st) {
    this.board.clearOverlay();
    if (!this.placing.render(st) && st.legal) {
      this.showChoiceTargets(conn, st);
      this.board.restoreFocus();
    }
  }

  /**
   * The board places the choices of this seat's pending decision aim at, clickable.
   * @param {Feed} conn
   * @param {StateMessage} st
   */
  showChoiceTargets(conn, st) {
    const decision = st.view.decision;
    if (!decision || decision.actor !== st.seat) return;
    this.board.showChoices(
      decision.choices.flatMap((c) =>
        c.target ? [{ ...c.target, label: withNames(c.label, st.game.seats), module: decision.module, action: c.action, onPick: () => conn.act(c.move) }] : [],
      ),
    );
  }

  /**
   * Whether the seat shown is still to accept the seed the creator chose (unless this browser
   * chose to only watch for now).
   * @param {StateMessage} st
   */
  seedToAccept(st) {
    return !this.onlyWatch && st.seat !== null && st.game.seats[st.seat]?.seed_accepted === false;
  }

  /**
   * Accepts the chosen seed for the seat of `conn`; the new state comes over the socket.
   * @param {Feed} conn
   */
  async acceptSeed(conn) {
    this.onlyWatch = false;
    try {
      await this.source.acceptSeed(conn);
    } catch (e) {
      toast(e instanceof ApiError ? t(`error.${e.code}`) : e instanceof Error ? e.message : String(e), 'error');
    }
  }

  /**
   * The seed notice, the draft and an expansion's announced event have screens of their own
   * over the board.
   * @param {Feed} conn
   * @param {StateMessage} st
   */
  renderModal(conn, st) {
    const shown = renderScreen(byId('modal-body'), st, {
      ...this.context(),
      shapes: this.shapes,
      act: (move) => conn.act(move),
      announcement: this.announcement,
      dismiss: () => {
        this.announcement = null;
        this.render();
      },
      seed: this.seedToAccept(st)
        ? {
            accept: () => void this.acceptSeed(conn),
            watch: () => {
              this.onlyWatch = true;
              this.render();
            },
          }
        : undefined,
    });
    const modal = byId('modal');
    const opening = shown && modal.hidden;
    modal.hidden = !shown;
    if (!shown) return;
    // A dialog: named by its title, the focus inside it while it is open.
    const title = modal.querySelector('h2');
    if (title) title.id = 'modal-title';
    const inside = modal.contains(document.activeElement);
    if (opening || !inside) modal.querySelector('button')?.focus({ preventScroll: true });
  }

  /**
   * The panel of this seat's pending expansion decision, below the board's middle; the board
   * moves so that what the decision is about stays in sight above it: the places its choices
   * aim at, else the deciding player's figures of that expansion and the last tile placed.
   * @param {Feed} conn
   * @param {StateMessage} st
   */
  renderDecision(conn, st) {
    const box = byId('decision');
    // A screen over the board comes first.
    const covered = !byId('modal').hidden;
    const shown =
      !covered &&
      renderDecision(box, st, {
        ...this.context(),
        shapes: this.shapes,
        act: (move) => conn.act(move),
        announcement: null,
        dismiss: () => {},
      });
    if (covered) fill(box);
    box.hidden = !shown;
    const decision = st.view.decision;
    if (!shown || !decision) return;
    const title = box.querySelector('h2');
    if (title) title.id = 'decision-title';
    /** @type {[number, number][]} */
    let focus = decision.choices.flatMap((c) => (c.target ? [boardPoint(c.target)] : []));
    if (focus.length === 0) {
      focus = (st.view.figures ?? [])
        .filter((f) => f.module === decision.module && f.player === decision.actor)
        .flatMap((f) => {
          const [x, y] = f.location ? figurePoint(f.location, f.corner) : followerPoint('C', f.corner);
          const [px, py] = [f.at[0] * SIZE + x, f.at[1] * SIZE + y];
          // The figure and the spaces around it: the field or the feature it stands on.
          return /** @type {[number, number][]} */ ([[px, py], [px - SIZE, py], [px + SIZE, py], [px, py - SIZE], [px, py + SIZE]]);
        });
      const last = st.view.tiles[st.view.tiles.length - 1];
      if (last) focus.push(boardPoint({ at: last.at, corner: last.corner }));
    }
    this.board.reveal(focus, this.freeBoard());
  }

  startReplay() {
    const st = this.shown.state;
    if (!st) return;
    this.board.clearOverlay();
    this.replay.open(st.move_no, this.shown.log, st.game.seats);
  }
}

