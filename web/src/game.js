// The game page: joins the game over WebSocket with each seat token this browser holds (one for
// a player, several for hot-seat players, none for a spectator), draws what the server sends
// and offers only the moves the server lists.

import { byId, button, fill, h, toast } from './dom.js';
import { SEAT_COLOURS, SEAT_COLOUR_NAMES, rememberGame, storedGames, tileShapes } from './api.js';
import { Board, figureName } from './board.js';
import { Connection } from './connection.js';
import { renderDecision, renderScreen } from './screens.js';
import { SIZE, tileIcon, CORNERS, featureAt, figurePoint, followerPoint } from './tiles.js';
import { EndScreen, ReplayBar, describeEntry, withNames } from './summary.js';
import { announces, expansion } from './expansions/index.js';
import { applyMessages, t, tOr } from './messages.js';
import { placementChoices } from './placements.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').Move} Move */
/** @typedef {import('./api.js').PlacementOption} PlacementOption */
/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./api.js').Target} Target */

const gameId = location.pathname.split('/').filter(Boolean)[1] ?? '';

// An invite link carries the seat token in its fragment: keep it, then hide it.
{
  const token = new URLSearchParams(location.hash.slice(1)).get('t');
  if (token) {
    rememberGame(gameId, (g) => {
      if (!g.tokens.includes(token)) g.tokens.push(token);
    });
    history.replaceState(null, '', location.pathname);
  }
}

/** @typedef {import('./placements.js').PlacementChoice} PlacementChoice */

/**
 * What the player is doing with the tile to place: the space chosen, the ways the tile fits
 * there, which one shows and the spot chosen: a follower's, or an expansion's figure's
 * (`figure`) on `follower`; or an expansion's move that lays the tile (`extra`).
 * @typedef {{
 *   moveNo: number, at: [number, number], options: PlacementChoice[], index: number,
 *   follower: string | null, figure: string | null, extra: Move | null
 * }} Selection
 */

/**
 * An expansion's move that lays the tile, in words: where it aims, if anywhere, and the
 * feature there (from the tile lying there in `view`).
 * @param {Move} m
 * @param {import('./api.js').PlayerView} view
 * @param {Map<string, TileShape>} shapes
 */
function moveWords(m, view, shapes) {
  const target = m.target;
  const tile = target && view.tiles.find((x) => x.at[0] === target.at[0] && x.at[1] === target.at[1] && x.corner === target.corner);
  const shape = tile && shapes.get(tile.tile);
  const feature = shape && target ? featureAt(shape, target.location ?? 'C', tile.rot, tile.corner) : undefined;
  return tOr(`${m.module}.action.${m.action}`, m.action ?? '', {
    at: target?.at.join(',') ?? '',
    location: target?.location ?? '',
    feature: feature ? t(`feature.${feature}`) : t('feature.unknown'),
  });
}

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
class GamePage {
  /** @param {Map<string, TileShape>} shapes */
  constructor(shapes) {
    applyMessages(document);
    this.shapes = shapes;
    this.board = new Board(/** @type {SVGSVGElement} */ (/** @type {unknown} */ (byId('board'))), shapes);
    this.board.seatName = (seat) => this.seatName(seat);
    const tokens = storedGames()[gameId]?.tokens ?? [];
    const tokenList = tokens.length > 0 ? tokens : [null];
    /** @type {Connection[]} */
    this.connections = tokenList.map((token) => new Connection(gameId, token, () => this.render(), (fresh) => this.noticeEvents(fresh)));
    /** @type {LogEntry[] | null} an expansion's events announced over the board until dismissed */
    this.announcement = null;
    /** The action of the last event announced. */
    this.lastAnnounced = -1;
    /** @type {Connection} */
    this.shown = this.connections[0];
    /** @type {Selection | null} */
    this.selection = null;
    this.end = new EndScreen(byId('end'), gameId, () => this.startReplay());
    this.replay = new ReplayBar(byId('replay'), gameId, this.board, () => {
      this.end.reopen();
      this.render();
    });
    byId('zoom-in').addEventListener('click', () => {
      this.board.zoom(1 / 1.25);
      this.board.moved = true;
    });
    byId('zoom-out').addEventListener('click', () => {
      this.board.zoom(1.25);
      this.board.moved = true;
    });
    byId('zoom-fit').addEventListener('click', () => {
      const view = this.shown.state?.view;
      if (view) this.board.fit(view);
    });
    document.addEventListener('keydown', (e) => this.key(e));
    setInterval(() => this.renderClocks(), 1000);
  }

  /**
   * Announces the events their expansions want shown over the board (once, whichever
   * connection hears of them first).
   * @param {LogEntry[]} fresh
   */
  noticeEvents(fresh) {
    const shown = fresh.find((e) => e.kind === 'expansion' && announces(e.module, e.event));
    if (shown && shown.move_no > this.lastAnnounced) {
      // With the other events of its kind the same action caused (every figure eaten…).
      this.announcement = fresh.filter((e) => e.move_no === shown.move_no && e.module === shown.module && e.event === shown.event);
      this.lastAnnounced = shown.move_no;
    }
  }

  /** @param {KeyboardEvent} e */
  key(e) {
    if (!this.selection || e.target instanceof HTMLInputElement) return;
    if (e.key === 'r' || e.key === 'R') this.rotate();
    else if (e.key === 'Escape') this.takeBack();
    else if (e.key === 'Enter') this.confirm();
  }

  /** The connection to show: a seat of this browser that is to move, else the one shown. */
  pickShown() {
    const toMove = this.connections.find((c) => c.state?.legal);
    if (toMove && toMove !== this.shown) {
      this.shown = toMove;
      this.selection = null;
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
   * An expansion's name: as the game's setup resolved it, else its id.
   * @param {string} module
   */
  moduleName(module) {
    return this.shown.state?.game.resolved.modules.find((m) => m.id === module)?.name ?? module;
  }

  /** What expansions' panels and screens may use of the page. */
  context() {
    return {
      seatName: (/** @type {number} */ seat) => this.seatName(seat),
      seatColour: (/** @type {number} */ seat) => SEAT_COLOURS[seat] ?? '#888',
      seatsHere: this.connections.flatMap((c) => (c.state?.seat == null ? [] : [c.state.seat])),
      shapes: this.shapes,
      moduleName: (/** @type {string} */ module) => this.moduleName(module),
      act: (/** @type {Move} */ move) => this.shown.act(move),
    };
  }

  render() {
    this.pickShown();
    const conn = this.shown;
    const st = conn.state;
    fill(byId('connection'), this.connections.every((c) => c.open) ? '' : h('span', { class: 'offline' }, t('game.reconnecting')));
    if (!st) return;
    if (this.selection && this.selection.moveNo !== st.move_no) this.selection = null;
    // For tests and styles: where the game stands.
    document.body.dataset.moveNo = String(st.move_no);
    document.body.dataset.phase = st.view.phase.phase;
    document.body.dataset.tiles = String(st.view.tiles.length);
    document.title = t('game.title', { names: st.game.seats.map((x) => x.name).join(t('game.vs')) });
    fill(byId('game-title'), st.game.seats.map((x) => x.name).join(' · '));
    const chosen = st.game.resolved.modules.filter((m) => m.selectable).map((m) => ` · ${m.name}`);
    fill(
      byId('rules'),
      h('strong', {}, st.game.rules),
      t('game.rules-line', { summary: st.game.rules_summary, halflings: st.game.resolved.halflings, deal: tOr(`game.deal.${st.game.deal}`, st.game.deal) }),
      ...chosen,
    );
    this.renderTurn(st);
    this.renderPlayers(st);
    this.renderActions(conn, st);
    this.renderHand(conn, st);
    this.renderPile(st);
    this.renderPanels(st);
    this.renderInvites();
    this.renderLog(conn);
    if (this.replay.active) return;
    this.board.render(st.view);
    this.renderOverlay(conn, st);
    this.renderModal(conn, st);
    this.renderDecision(conn, st);
    this.end.show(st, conn.log);
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
    let text;
    if (phase === 'over') text = t('turn.over');
    else if (mine && decision) text = tOr(`${decision}.mine`, v.decision ? withNames(v.decision.prompt, st.game.seats) : t('turn.mine'), params);
    else if (mine) text = tOr(`turn.mine.${phase}`, t('turn.mine'), params);
    else if (v.to_move !== null && st.clocks?.out_of_time[v.to_move]) text = t('turn.out-of-time', params);
    else if (decision) text = tOr(`${decision}.other`, t('turn.other.decision', { who, expansion: this.moduleName(v.phase.module ?? '') }), params);
    else text = tOr(`turn.other.${phase}`, t('turn.other', params), params);
    const banner = byId('turn');
    banner.className = `turn-banner${mine ? ' mine' : ''}`;
    const colour = v.to_move === null ? undefined : SEAT_COLOURS[v.to_move];
    fill(banner, colour ? h('span', { class: 'chip', style: `background:${colour}` }) : '', text);
  }

  /** @param {StateMessage} st */
  renderPlayers(st) {
    const v = st.view;
    const mine = new Set(this.connections.map((c) => c.state?.seat));
    const rows = st.game.seats.map((seat, i) =>
      h(
        'tr',
        { class: `${v.to_move === i ? 'to-move' : ''} seat-${i}` },
        h('td', {}, h('span', { class: 'chip', style: `background:${SEAT_COLOURS[i]}`, title: SEAT_COLOUR_NAMES[i] })),
        h('td', { class: 'name' }, seat.name, mine.has(i) ? h('span', { class: 'you' }, t('players.you')) : '', seat.bot ? h('span', { class: 'bot' }, ` ${seat.bot}`) : ''),
        h('td', { class: 'score', title: t('players.score.title') }, String(v.scores[i])),
        h('td', { title: t('players.followers.title') }, `${v.supplies[i]} ♟`),
        h('td', { title: t('players.halflings.title') }, `${v.hand_sizes[i]} ◣`),
        h('td', { class: 'clock', 'data-seat': i }),
      ),
    );
    fill(
      byId('players'),
      h('table', { class: 'players' }, h('thead', {}, h('tr', {}, h('th', {}), h('th', {}, t('players.player')), h('th', {}, t('players.score')), h('th', {}, t('players.followers')), h('th', {}, t('players.halflings')), h('th', {}))), h('tbody', {}, ...rows)),
    );
    this.renderClocks();
  }

  /** The clocks: the running one counts down to 0:00; a seat out of time says so. */
  renderClocks() {
    const conn = this.shown;
    const clocks = conn.state?.clocks;
    if (!clocks) return;
    const over = conn.state?.view.phase.phase === 'over';
    clocks.left_ms.forEach((left, i) => {
      const cell = document.querySelector(`td.clock[data-seat="${i}"]`);
      if (!(cell instanceof HTMLElement)) return;
      const out = clocks.out_of_time[i];
      const running = !over && !out && clocks.running === i;
      const ms = Math.max(0, left - (running ? Date.now() - conn.received : 0));
      const secs = Math.floor(ms / 1000);
      cell.textContent = `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}${out ? t('clock.out') : ''}`;
      cell.title = out ? t('clock.out.title') : t('clock.title');
      cell.className = `clock${running ? ' running' : ''}${out || ms === 0 ? ' flag' : ''}`;
    });
  }

  /**
   * @param {Connection} conn
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
   * @param {Connection} conn
   * @param {StateMessage} st
   */
  renderHand(conn, st) {
    const box = byId('hand');
    if (st.seat === null) {
      fill(box, h('p', { class: 'muted' }, t('hand.watching')));
      return;
    }
    const plays = new Map((st.legal?.moves ?? []).filter((m) => m.do === 'play').map((m) => [m.tile, m]));
    const tiles = st.view.hand.map((id) => {
      const shape = this.shapes.get(id);
      const move = plays.get(id);
      const item = h('div', { class: `hand-tile${move ? ' playable' : ''}`, 'data-tile': id }, shape ? tileIcon(shape, 56) : '', h('span', {}, id));
      if (move) {
        item.append(button(t('hand.play'), () => conn.act(move), { class: 'play' }));
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
      return nodes ? [h('section', { class: 'expansion-panel', 'data-module': m.id }, h('h2', {}, m.name), ...nodes)] : [];
    });
    fill(box, ...panels);
    box.hidden = panels.length === 0;
  }

  renderInvites() {
    const invites = storedGames()[gameId]?.invites ?? {};
    const rows = Object.entries(invites).map(([name, url]) =>
      h('li', {}, `${name}: `, h('input', { value: url, readonly: true, class: 'link' }), button(t('app.copy'), () => navigator.clipboard?.writeText(url))),
    );
    const watch = `${location.origin}/game/${gameId}`;
    fill(
      byId('invites'),
      h('details', {}, h('summary', {}, t('invites.title')), h('ul', { class: 'links' }, ...rows, h('li', {}, t('invites.watch'), h('input', { value: watch, readonly: true, class: 'link' })))),
    );
  }

  /** @param {Connection} conn */
  renderLog(conn) {
    const list = byId('log');
    const st = conn.state;
    if (!st) return;
    const last = st.move_no - 1;
    const items = conn.log.map((e, i) => {
      const li = h('li', {
        class: `${e.kind === 'score' ? 'score' : ''}${e.move_no === last ? ' latest' : ''}`,
        'data-kind': e.kind,
        'data-module': e.module,
        'data-event': e.event,
      });
      li.append(...describeEntry(e, st.game.seats, conn.log[i - 1]?.move_no !== e.move_no));
      return li;
    });
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 30;
    list.replaceChildren(...items);
    if (atBottom) list.scrollTop = list.scrollHeight;
  }

  /**
   * @param {Connection} conn
   * @param {StateMessage} st
   */
  renderOverlay(conn, st) {
    this.board.clearOverlay();
    const legal = st.legal;
    const bar = byId('placing');
    const choices = legal ? placementChoices(legal) : [];
    if (!legal || st.view.phase.phase !== 'place' || choices.length === 0) {
      fill(bar);
      bar.hidden = true;
      if (legal) this.showChoiceTargets(conn, st);
      return;
    }
    const sel = this.selection;
    this.board.showTargets(
      choices.map((p) => ({ at: p.at, corner: p.corner })),
      (at, where) => this.select(st, at, where),
      sel ? sel.at : null,
    );
    if (!sel || !st.view.current_tile) {
      fill(bar, h('span', {}, t('place.ways', { n: choices.length, tile: st.view.current_tile ?? '' })));
      bar.hidden = false;
      return;
    }
    const option = sel.options[sel.index];
    const figures = option.figures ?? [];
    // The expansions' moves laying the tile this way: aimed at a place, or at nothing.
    const aimed = option.moves.filter((m) => m.target);
    const plain = option.moves.filter((m) => !m.target);
    this.board.showPreview(st.view.current_tile, option.at, option.rot, option.corner, () => this.rotate());
    /**
     * Chooses the spot `loc` for a follower (`figure` null) or a figure; again: none.
     * @param {string} loc
     * @param {string | null} figure
     */
    const pick = (loc, figure) => {
      const again = sel.follower === loc && sel.figure === figure;
      sel.follower = again ? null : loc;
      sel.figure = again ? null : figure;
      sel.extra = null;
      this.render();
    };
    /**
     * Chooses an expansion's move laying the tile; again: none.
     * @param {Move} m
     */
    const pickMove = (m) => {
      sel.extra = sel.extra === m ? null : m;
      sel.follower = null;
      sel.figure = null;
      this.render();
    };
    this.board.showSpots([
      ...option.followers.map((loc) => ({
        at: option.at,
        corner: option.corner,
        location: loc,
        chosen: sel.follower === loc && sel.figure === null,
        onPick: () => pick(loc, null),
      })),
      ...figures.map((f) => ({
        at: option.at,
        corner: option.corner,
        location: f.location,
        figure: f.figure,
        chosen: sel.follower === f.location && sel.figure === f.figure,
        onPick: () => pick(f.location, f.figure),
      })),
      ...aimed.map((m) => {
        const target = /** @type {Target} */ (m.target);
        return {
          at: target.at,
          corner: target.corner,
          location: target.location ?? 'C',
          action: m.action,
          module: m.module,
          aimed: true,
          mark: tOr(`${m.module}.action.${m.action}.mark`, (m.action ?? '').slice(0, 1).toUpperCase()),
          title: moveWords(m, st.view, this.shapes),
          chosen: sel.extra === m,
          onPick: () => pickMove(m),
        };
      }),
    ]);
    const turn = option.rot !== undefined ? t('place.turn.rot', { rot: option.rot }) : t('place.turn.corner', { corner: option.corner ?? '' });
    const canConfirm = sel.follower !== null || sel.extra !== null || option.bare;
    const spotKinds = [
      option.followers.length ? t('place.a-follower') : '',
      ...new Set(figures.map((f) => t('place.figure-spot', { figure: figureName(f.figure) }))),
      ...new Set(aimed.map((m) => tOr(`${m.module}.action.${m.action}.hint`, m.action ?? ''))),
    ].filter(Boolean);
    let chosenText = '';
    if (sel.extra) chosenText = moveWords(sel.extra, st.view, this.shapes);
    else if (sel.follower !== null) chosenText = t('place.on', { who: sel.figure ? figureName(sel.figure) : t('place.follower'), location: sel.follower });
    const nothing = plain.length ? t('place.nothing-chosen') : t('place.no-follower-possible');
    fill(
      bar,
      h('span', { class: 'where' }, `(${option.at.join(',')}) ${turn}`),
      sel.options.length > 1 ? button(t('place.rotate', { i: sel.index + 1, n: sel.options.length }), () => this.rotate(), { id: 'rotate' }) : h('span', { class: 'muted' }, t('place.one-way')),
      h('span', { class: 'follower-choice' }, chosenText || (spotKinds.length ? t('place.no-follower-hint', { what: spotKinds.join(t('place.or')) }) : nothing)),
      ...plain.map((m) =>
        button(moveWords(m, st.view, this.shapes), () => pickMove(m), {
          class: `placing-move${sel.extra === m ? ' chosen' : ''}`,
          'data-module': m.module,
          'data-action': m.action,
          'aria-pressed': sel.extra === m ? 'true' : 'false',
        }),
      ),
      sel.follower || sel.extra ? button(t('place.no-follower'), () => { sel.follower = null; sel.figure = null; sel.extra = null; this.render(); }, { id: 'no-follower' }) : '',
      button(t('place.confirm'), () => this.confirm(), { id: 'confirm', class: 'primary', disabled: !canConfirm }),
      button(t('place.take-back'), () => this.takeBack(), { id: 'take-back' }),
    );
    bar.hidden = false;
  }

  /**
   * Chooses the space `at`: for a triangle, the legal half nearest the click (`where`, 0..1
   * each way); clicking the chosen space again turns the tile.
   * @param {StateMessage} st
   * @param {[number, number]} at
   * @param {[number, number]} where
   */
  select(st, at, where) {
    const options = (st.legal ? placementChoices(st.legal) : []).filter((p) => p.at[0] === at[0] && p.at[1] === at[1]);
    if (options.length === 0) return;
    const sel = this.selection;
    if (sel && sel.at[0] === at[0] && sel.at[1] === at[1] && !options[0].corner) {
      this.rotate();
      return;
    }
    /** @param {PlacementChoice} p */
    const distance = (p) => {
      const [cx, cy] = [[0, 0], [1, 0], [1, 1], [0, 1]][Math.max(0, CORNERS.indexOf(p.corner ?? 'NW'))];
      return Math.hypot(cx - where[0], cy - where[1]);
    };
    let index = 0;
    options.forEach((p, i) => {
      if (distance(p) < distance(options[index])) index = i;
    });
    this.selection = { moveNo: st.move_no, at, options, index, follower: null, figure: null, extra: null };
    this.render();
  }

  rotate() {
    const sel = this.selection;
    if (!sel) return;
    sel.index = (sel.index + 1) % sel.options.length;
    sel.follower = null;
    sel.figure = null;
    sel.extra = null;
    this.render();
  }

  takeBack() {
    this.selection = null;
    this.render();
  }

  confirm() {
    const sel = this.selection;
    if (!sel) return;
    const option = sel.options[sel.index];
    if (sel.extra) {
      this.shown.act(sel.extra);
      return;
    }
    if (sel.follower === null && !option.bare) return;
    /** @type {Move} */
    const move = { do: 'place', at: option.at };
    if (option.rot !== undefined) move.rot = option.rot;
    else move.corner = option.corner;
    if (sel.follower !== null) move.follower = sel.follower;
    if (sel.follower !== null && sel.figure !== null) move.figure = sel.figure;
    this.shown.act(move);
  }

  /**
   * The board places the choices of this seat's pending decision aim at, clickable.
   * @param {Connection} conn
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
   * The draft and an expansion's announced event have screens of their own over the board.
   * @param {Connection} conn
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
    });
    byId('modal').hidden = !shown;
  }

  /**
   * The panel of this seat's pending expansion decision, below the board's middle; the board
   * moves so that what the decision is about stays in sight above it: the places its choices
   * aim at, else the deciding player's figures of that expansion and the last tile placed.
   * @param {Connection} conn
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
    /** @type {[number, number][]} */
    let focus = decision.choices.flatMap((c) => (c.target ? [boardPoint(c.target)] : []));
    if (focus.length === 0) {
      focus = (st.view.figures ?? [])
        .filter((f) => f.module === decision.module && f.player === decision.actor)
        .map((f) => {
          const [x, y] = f.location ? figurePoint(f.location, f.corner) : followerPoint('C', f.corner);
          return /** @type {[number, number]} */ ([f.at[0] * SIZE + x, f.at[1] * SIZE + y]);
        });
      const last = st.view.tiles[st.view.tiles.length - 1];
      if (last) focus.push(boardPoint({ at: last.at, corner: last.corner }));
    }
    const svg = byId('board').getBoundingClientRect();
    const banner = byId('turn').getBoundingClientRect();
    const top = Math.max(svg.top, banner.bottom);
    const bottom = Math.min(svg.bottom, box.getBoundingClientRect().top);
    this.board.reveal(focus, new DOMRect(svg.left, top, svg.width, bottom - top));
  }

  startReplay() {
    const st = this.shown.state;
    if (!st) return;
    this.board.clearOverlay();
    this.replay.open(st.move_no, this.shown.log, st.game.seats);
  }
}

new GamePage(await tileShapes());
