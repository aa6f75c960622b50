// The game page: joins the game over WebSocket with each seat token this browser holds (one for
// a player, several for hot-seat players, none for a spectator), draws what the server sends
// and offers only the moves the server lists.

import { byId, button, fill, h, toast } from './dom.js';
import { SEAT_COLOURS, SEAT_COLOUR_NAMES, rememberGame, storedGames, tileShapes } from './api.js';
import { Board } from './board.js';
import { Connection } from './connection.js';
import { bagText, renderScreen } from './screens.js';
import { tileIcon, CORNERS } from './tiles.js';
import { EndScreen, ReplayBar, describeEntry } from './summary.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').Move} Move */
/** @typedef {import('./api.js').PlacementOption} PlacementOption */
/** @typedef {import('./api.js').TileShape} TileShape */

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

/**
 * What the player is doing with the tile to place: the space chosen, the ways the tile fits
 * there, which one shows and the spot chosen: a follower's, or an expansion figure's (`figure`,
 * a shepherd) on `follower`.
 * @typedef {{
 *   moveNo: number, at: [number, number], options: PlacementOption[], index: number,
 *   follower: string | null, figure: string | null
 * }} Selection
 */

/** What an expansion figure is called in the side bar. */
const FIGURE_NAMES = /** @type {Record<string, string>} */ ({ shepherd: 'Shepherd' });

/** The page. */
class GamePage {
  /** @param {Map<string, TileShape>} shapes */
  constructor(shapes) {
    this.shapes = shapes;
    this.board = new Board(/** @type {SVGSVGElement} */ (/** @type {unknown} */ (byId('board'))), shapes);
    const tokens = storedGames()[gameId]?.tokens ?? [];
    const tokenList = tokens.length > 0 ? tokens : [null];
    /** @type {Connection[]} */
    this.connections = tokenList.map((t) => new Connection(gameId, t, () => this.render(), (fresh) => this.noticeHill(fresh)));
    /** @type {LogEntry | null} a hill's buried tile, announced until dismissed */
    this.hill = null;
    /** The action of the last hill announced. */
    this.lastHill = -1;
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
   * Announces a tile buried under a hill (once, whichever connection hears of it first).
   * @param {LogEntry[]} fresh
   */
  noticeHill(fresh) {
    const buried = fresh.find((e) => e.text.includes('under the hill'));
    if (buried && buried.move_no > this.lastHill) {
      this.hill = buried;
      this.lastHill = buried.move_no;
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
        toast(`${this.seatName(toMove.state.seat)}: your turn`);
      }
    }
  }

  /** @param {number} seat */
  seatName(seat) {
    return this.shown.state?.game.seats[seat]?.name ?? `P${seat + 1}`;
  }

  render() {
    this.pickShown();
    const conn = this.shown;
    const st = conn.state;
    fill(byId('connection'), this.connections.every((c) => c.open) ? '' : h('span', { class: 'offline' }, 'reconnecting…'));
    if (!st) return;
    if (this.selection && this.selection.moveNo !== st.move_no) this.selection = null;
    // For tests and styles: where the game stands.
    document.body.dataset.moveNo = String(st.move_no);
    document.body.dataset.phase = st.view.phase.phase;
    document.body.dataset.tiles = String(st.view.tiles.length);
    document.title = `Halflings — ${st.game.seats.map((x) => x.name).join(' vs ')}`;
    fill(byId('game-title'), st.game.seats.map((x) => x.name).join(' · '));
    fill(
      byId('rules'),
      h('strong', {}, st.game.rules),
      ` ${st.game.rules_summary} · ${st.game.halflings} halflings each, ${st.game.deal} deal`,
      st.game.expansions?.includes('hills-and-sheep') ? ' · Hills & Sheep' : '',
    );
    this.renderTurn(st);
    this.renderPlayers(st);
    this.renderActions(conn, st);
    this.renderHand(conn, st);
    this.renderPile(st);
    this.renderFlocks(st);
    this.renderInvites();
    this.renderLog(conn);
    if (this.replay.active) return;
    this.board.render(st.view);
    this.renderOverlay(conn, st);
    this.renderModal(conn, st);
    this.end.show(st, conn.log);
  }

  /** @param {StateMessage} st */
  renderTurn(st) {
    const v = st.view;
    const mine = st.legal !== undefined;
    const phase = v.phase.phase;
    let text;
    if (phase === 'over') text = 'Game over';
    else if (mine) {
      text = {
        choose: 'Your turn: draw a tile or play one of your halflings',
        place: `Place ${v.current_tile}: click a highlighted space, turn it, choose a follower, confirm`,
        draft: 'Pick a halfling',
        'crop-circle': 'Crop circle: name a follower kind and an action',
        'crop-action': 'Crop circle: your action',
        flock: 'Your flock: grow it or drive it to the stable',
        expansion: 'Your flock: grow it or drive it to the stable',
      }[phase] ?? 'Your turn';
    } else if (v.to_move !== null && st.clocks?.out_of_time[v.to_move]) {
      text = `${this.seatName(v.to_move)} is out of time: the server moves`;
    } else {
      const who = v.to_move === null ? '' : this.seatName(v.to_move);
      text = {
        choose: `${who} draws a tile or plays a halfling`,
        place: `${who} places ${v.current_tile}`,
        draft: `${who} picks a halfling`,
        'crop-circle': `${who} names the crop circle`,
        'crop-action': `${who} acts on the crop circle`,
        flock: `${who} tends the flock: grow it or stable it`,
        expansion: `${who} tends the flock: grow it or stable it`,
      }[phase] ?? `${who} is to move`;
    }
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
        h('td', { class: 'name' }, seat.name, mine.has(i) ? h('span', { class: 'you' }, ' (you)') : '', seat.bot ? h('span', { class: 'bot' }, ` ${seat.bot}`) : ''),
        h('td', { class: 'score', title: 'score' }, String(v.scores[i])),
        h('td', { title: 'followers in supply' }, `${v.supplies[i]} ♟`),
        h('td', { title: 'halflings in hand' }, `${v.hand_sizes[i]} ◣`),
        h('td', { class: 'clock', 'data-seat': i }),
      ),
    );
    fill(
      byId('players'),
      h('table', { class: 'players' }, h('thead', {}, h('tr', {}, h('th', {}), h('th', {}, 'Player'), h('th', {}, 'Score'), h('th', {}, 'Followers'), h('th', {}, 'Halflings'), h('th', {}))), h('tbody', {}, ...rows)),
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
      cell.textContent = `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}${out ? ' out of time' : ''}`;
      cell.title = out ? 'Out of time: the server plays this seat’s moves' : 'thinking time left';
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
      parts.push(h('div', { class: 'current' }, shape ? tileIcon(shape, 72) : '', h('span', {}, `Tile to place: ${v.current_tile}`)));
    }
    if (legal) {
      const draw = legal.moves.find((m) => m.do === 'draw');
      if (draw) parts.push(button('Draw a tile', () => conn.act(draw), { id: 'draw', class: 'primary' }));
      if (v.phase.phase === 'crop-action') {
        for (const m of legal.moves) {
          const label =
            m.do === 'crop-pass'
              ? 'Add nothing'
              : `${m.do === 'crop-add' ? 'Add a follower beside yours at' : 'Return your follower at'} (${m.at?.join(',')}) ${m.location}`;
          parts.push(button(label, () => conn.act(m), { class: 'crop' }));
        }
      }
    }
    fill(box, ...parts);
  }

  /**
   * @param {Connection} conn
   * @param {StateMessage} st
   */
  renderHand(conn, st) {
    const box = byId('hand');
    if (st.seat === null) {
      fill(box, h('p', { class: 'muted' }, 'You are watching: the players’ halflings stay hidden.'));
      return;
    }
    const plays = new Map((st.legal?.moves ?? []).filter((m) => m.do === 'play').map((m) => [m.tile, m]));
    const tiles = st.view.hand.map((id) => {
      const shape = this.shapes.get(id);
      const move = plays.get(id);
      const item = h('div', { class: `hand-tile${move ? ' playable' : ''}`, 'data-tile': id }, shape ? tileIcon(shape, 56) : '', h('span', {}, id));
      if (move) {
        item.append(button('Play', () => conn.act(move), { class: 'play' }));
      }
      return item;
    });
    fill(box, h('h2', {}, 'Your halflings'), tiles.length ? h('div', { class: 'hand' }, ...tiles) : h('p', { class: 'muted' }, 'none left'));
  }

  /** @param {StateMessage} st */
  renderPile(st) {
    const v = st.view;
    const kinds = Object.entries(v.unseen).map(([id, n]) => {
      const shape = this.shapes.get(id);
      return h('div', { class: 'unseen', title: `${id}: ${n} unseen` }, shape ? tileIcon(shape, 30) : '', h('span', {}, `×${n}`));
    });
    fill(
      byId('pile'),
      h('h2', {}, `Tiles left: ${v.pile_count}`),
      h('details', {}, h('summary', {}, 'Which kinds remain (pile and under hills)'), h('div', { class: 'unseen-list' }, ...kinds)),
    );
  }

  /**
   * Hills & Sheep: the sheep bag's contents and every shepherd with its flock.
   * @param {StateMessage} st
   */
  renderFlocks(st) {
    const box = byId('flocks');
    const hs = st.view.expansions?.['hills-and-sheep'];
    box.hidden = !hs;
    if (!hs) {
      fill(box);
      return;
    }
    const shepherds = hs.shepherds.map((sh) => {
      const tokens = sh.flock.flatMap((n, i) => Array(n).fill(String(i + 1)));
      return h(
        'li',
        { 'data-player': sh.player },
        h('span', { class: 'chip', style: `background:${SEAT_COLOURS[sh.player]}` }),
        `${this.seatName(sh.player)}: ${sh.sheep} sheep (${tokens.join(' + ')}) at (${sh.at.join(',')}) ${sh.location}`,
        hs.tending === sh.player ? h('span', { class: 'muted' }, ' — tending') : '',
      );
    });
    fill(
      box,
      h('h2', {}, 'Hills & Sheep'),
      h('p', { id: 'sheep-bag', class: 'bag' }, `Sheep bag: ${bagText(hs.bag)}`),
      shepherds.length ? h('ul', { class: 'shepherds' }, ...shepherds) : h('p', { class: 'muted' }, 'No shepherd on the board.'),
    );
  }

  renderInvites() {
    const invites = storedGames()[gameId]?.invites ?? {};
    const rows = Object.entries(invites).map(([name, url]) =>
      h('li', {}, `${name}: `, h('input', { value: url, readonly: true, class: 'link' }), button('Copy', () => navigator.clipboard?.writeText(url))),
    );
    const watch = `${location.origin}/game/${gameId}`;
    fill(
      byId('invites'),
      h('details', {}, h('summary', {}, 'Invite and watch links'), h('ul', { class: 'links' }, ...rows, h('li', {}, 'Watch: ', h('input', { value: watch, readonly: true, class: 'link' })))),
    );
  }

  /** @param {Connection} conn */
  renderLog(conn) {
    const list = byId('log');
    const st = conn.state;
    if (!st) return;
    const last = st.move_no - 1;
    const items = conn.log.map((e, i) => {
      const li = h('li', { class: `${e.score ? 'score' : ''}${e.move_no === last ? ' latest' : ''}` });
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
    if (!legal || st.view.phase.phase !== 'place' || legal.placements.length === 0) {
      fill(bar);
      bar.hidden = true;
      if (legal && st.view.phase.phase === 'crop-action') this.showCropSpots(conn, legal.moves);
      return;
    }
    const sel = this.selection;
    this.board.showTargets(
      legal.placements.map((p) => ({ at: p.at, corner: p.corner })),
      (at, where) => this.select(st, at, where),
      sel ? sel.at : null,
    );
    if (!sel || !st.view.current_tile) {
      fill(bar, h('span', {}, `${legal.placements.length} ways to place ${st.view.current_tile}: click a highlighted space`));
      bar.hidden = false;
      return;
    }
    const option = sel.options[sel.index];
    const figures = option.figures ?? [];
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
    ]);
    const turn = option.rot !== undefined ? `${option.rot}°` : `corner ${option.corner}`;
    const canConfirm = sel.follower !== null || option.bare;
    const spotKinds = [option.followers.length ? 'a follower' : '', ...new Set(figures.map((f) => `the ${f.figure} (◆)`))].filter(Boolean);
    const chosenText = sel.follower === null ? '' : `${sel.figure ? FIGURE_NAMES[sel.figure] ?? sel.figure : 'Follower'} on ${sel.follower}`;
    fill(
      bar,
      h('span', { class: 'where' }, `(${option.at.join(',')}) ${turn}`),
      sel.options.length > 1 ? button(`Rotate (${sel.index + 1}/${sel.options.length})`, () => this.rotate(), { id: 'rotate' }) : h('span', { class: 'muted' }, 'only this way fits'),
      h('span', { class: 'follower-choice' }, spotKinds.length ? chosenText || `No follower (click a spot to place ${spotKinds.join(' or ')})` : 'No follower possible'),
      sel.follower ? button('No follower', () => { sel.follower = null; sel.figure = null; this.render(); }) : '',
      button('Confirm', () => this.confirm(), { id: 'confirm', class: 'primary', disabled: !canConfirm }),
      button('Take back', () => this.takeBack(), { id: 'take-back' }),
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
    const options = (st.legal?.placements ?? []).filter((p) => p.at[0] === at[0] && p.at[1] === at[1]);
    if (options.length === 0) return;
    const sel = this.selection;
    if (sel && sel.at[0] === at[0] && sel.at[1] === at[1] && !options[0].corner) {
      this.rotate();
      return;
    }
    /** @param {PlacementOption} p */
    const distance = (p) => {
      const [cx, cy] = [[0, 0], [1, 0], [1, 1], [0, 1]][Math.max(0, CORNERS.indexOf(p.corner ?? 'NW'))];
      return Math.hypot(cx - where[0], cy - where[1]);
    };
    let index = 0;
    options.forEach((p, i) => {
      if (distance(p) < distance(options[index])) index = i;
    });
    this.selection = { moveNo: st.move_no, at, options, index, follower: null, figure: null };
    this.render();
  }

  rotate() {
    const sel = this.selection;
    if (!sel) return;
    sel.index = (sel.index + 1) % sel.options.length;
    sel.follower = null;
    sel.figure = null;
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
   * Crop-circle choices of followers on the board.
   * @param {Connection} conn
   * @param {Move[]} moves
   */
  showCropSpots(conn, moves) {
    this.board.showSpots(
      moves
        .filter((m) => m.at && m.location)
        .map((m) => ({
          at: /** @type {[number, number]} */ (m.at),
          corner: m.corner,
          location: /** @type {string} */ (m.location),
          onPick: () => conn.act(m),
        })),
    );
  }

  /**
   * The draft, the crop-circle choice, the flock's and a hill's buried tile have screens of
   * their own.
   * @param {Connection} conn
   * @param {StateMessage} st
   */
  renderModal(conn, st) {
    const shown = renderScreen(byId('modal-body'), st, {
      shapes: this.shapes,
      seatName: (seat) => this.seatName(seat),
      act: (move) => conn.act(move),
      hill: this.hill,
      dismissHill: () => {
        this.hill = null;
        this.render();
      },
    });
    byId('modal').hidden = !shown;
  }

  startReplay() {
    const st = this.shown.state;
    if (!st) return;
    this.board.clearOverlay();
    this.replay.open(st.move_no, this.shown.log, st.game.seats);
  }
}

new GamePage(await tileShapes());
