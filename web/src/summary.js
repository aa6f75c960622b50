// The log entries in words, and the end of the game: final scores, the breakdown per player
// and kind, the score-over-time chart, and the replay viewer.

import { button, fill, h, s, toast } from './dom.js';
import { t, word } from './messages.js';
import { seatChip, seatColour, seatMark } from './palette.js';

/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').Score} Score */
/** @typedef {import('./api.js').SeatInfo} SeatInfo */
/** @typedef {import('./api.js').ReplayFrame} ReplayFrame */
/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').PlayerView} PlayerView */

/**
 * A log entry as nodes: the engine's text in the page's language, each player named in their
 * colour; the first entry of an action the server made for a seat out of time says so.
 * @param {LogEntry} entry
 * @param {SeatInfo[]} seats
 * @param {boolean} [firstOfAction] whether no earlier entry comes from the same action
 * @returns {(Node | string)[]}
 */
export function describeEntry(entry, seats, firstOfAction = true) {
  /** @type {(Node | string)[]} */
  const out = [h('span', { class: 'move-no' }, `${entry.move_no + 1}.`), ' '];
  // Seats are worded as markers first, then become coloured names.
  const parts = word(entry.text, (seat) => `\u0000${seat}\u0000`).split('\u0000');
  parts.forEach((part, i) => {
    const seat = i % 2 === 1 ? Number(part) : -1;
    if (seat >= 0) {
      out.push(h('span', { class: 'who' }, seatChip(seat, 11), seatName(seats)(seat)));
    } else {
      out.push(part);
    }
  });
  if (entry.out_of_time && firstOfAction) {
    out.push(h('span', { class: 'out-of-time' }, t('log.out-of-time')));
  }
  return out;
}

/**
 * How texts name a seat of `seats`: its player's name.
 * @param {SeatInfo[]} seats
 * @returns {(seat: number) => string}
 */
export const seatName = (seats) => (seat) => seats[seat]?.name ?? t('game.seat', { n: seat + 1 });

/**
 * A text of the engine in the page's language, each seat named by its player's name.
 * @param {import('./messages.js').Text | undefined} text
 * @param {SeatInfo[]} seats
 */
export function withNames(text, seats) {
  return word(text, seatName(seats));
}

const KINDS = ['road', 'city', 'monastery', 'field'];

/**
 * The score of a log entry, if it is one.
 * @param {LogEntry} entry
 * @returns {Score | undefined}
 */
export const scoreOf = (entry) => (entry.kind === 'score' ? entry.data : undefined);

/**
 * Points per seat, kind and moment (during the game or final scoring).
 * @param {LogEntry[]} log
 * @param {number} seats
 */
export function breakdown(log, seats) {
  const table = Array.from({ length: seats }, () =>
    Object.fromEntries(KINDS.map((k) => [k, { during: 0, final: 0 }])),
  );
  for (const e of log) {
    const sc = scoreOf(e);
    if (!sc) continue;
    sc.points.forEach((p, seat) => {
      const cell = table[seat]?.[sc.feature];
      if (cell) cell[sc.final_scoring ? 'final' : 'during'] += p;
    });
  }
  return table;
}

/**
 * Points each seat received from other players less those it paid them (`transfer` events).
 * @param {LogEntry[]} log
 * @param {number} seats
 */
export function transfers(log, seats) {
  const net = new Array(seats).fill(0);
  for (const e of log) {
    if (e.kind !== 'transfer' || !e.data) continue;
    net[e.data.from] -= e.data.points;
    net[e.data.to] += e.data.points;
  }
  return net;
}

/**
 * Each seat's score after each action: `[action][seat]`.
 * @param {LogEntry[]} log
 * @param {number} seats
 * @param {number} actions
 */
export function scoresOverTime(log, seats, actions) {
  const totals = new Array(seats).fill(0);
  /** @type {number[][]} */
  const series = [totals.slice()];
  let i = 0;
  for (let n = 0; n < actions; n++) {
    while (i < log.length && log[i].move_no === n) {
      const e = log[i];
      scoreOf(e)?.points.forEach((p, seat) => (totals[seat] += p));
      transfers([e], seats).forEach((p, seat) => (totals[seat] += p));
      i++;
    }
    series.push(totals.slice());
  }
  return series;
}

/**
 * A line chart of the scores over the game.
 * @param {number[][]} series
 * @param {SeatInfo[]} seats
 */
export function scoreChart(series, seats) {
  const W = 520;
  const H = 220;
  const pad = 32;
  const max = Math.max(10, ...series.flat());
  const n = Math.max(1, series.length - 1);
  /** @param {number} i @param {number} v */
  const xy = (i, v) => `${(pad + (i / n) * (W - pad * 1.5)).toFixed(1)},${(H - pad - (v / max) * (H - pad * 1.5)).toFixed(1)}`;
  const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart', role: 'img', 'aria-label': t('end.chart.label') });
  for (let k = 0; k <= 4; k++) {
    const v = Math.round((max * k) / 4);
    const [, y] = xy(0, v).split(',');
    svg.append(s('line', { x1: pad, x2: W - pad / 2, y1: y, y2: y, class: 'grid' }));
    svg.append(s('text', { x: pad - 4, y: Number(y) + 4, 'text-anchor': 'end' }, String(v)));
  }
  svg.append(s('text', { x: W / 2, y: H - 6, 'text-anchor': 'middle' }, t('end.chart.actions')));
  seats.forEach((_, i) => {
    svg.append(
      s('polyline', {
        points: series.map((row, j) => xy(j, row[i])).join(' '),
        fill: 'none',
        stroke: seatColour(i),
        'stroke-width': 2.5,
        class: `line seat-${i}`,
      }),
    );
    // The seat's mark along its line, so that the lines differ by more than colour.
    const every = Math.max(1, Math.round(series.length / 6));
    for (let j = (i * 3) % every; j < series.length; j += every) {
      const [x, y] = xy(j, series[j][i]).split(',').map(Number);
      svg.append(seatMark(i, x, y, 4));
    }
  });
  return svg;
}

/**
 * The end screen's offer of a rematch: the button's words, and what it does (make the
 * rematch, or find the one made, and open it).
 * @typedef {{label: string, go: () => Promise<void>}} RematchOffer
 */

/**
 * Where the end screen's links lead: the game record to download, the lobby, and the rematch
 * this browser may play or watch (none: `null`).
 * @typedef {{
 *   record: () => {href: string, download: string}, lobby: string,
 *   rematch: (st: StateMessage) => RematchOffer | null,
 * }} EndLinks
 */

/** The end-of-game screen. */
export class EndScreen {
  /**
   * @param {HTMLElement} box
   * @param {EndLinks} links
   * @param {() => void} onReplay
   */
  constructor(box, links, onReplay) {
    this.box = box;
    this.links = links;
    this.onReplay = onReplay;
    this.dismissed = false;
    /** @type {string} what the screen shows: the log's length and the rematch */
    this.shownFor = '';
    /** @type {string | undefined} the rematch known when the screen was last shown */
    this.rematchSeen = undefined;
  }

  /**
   * Shows the results once the game is over (until dismissed); shown again when a rematch
   * starts.
   * @param {StateMessage} st
   * @param {LogEntry[]} log
   */
  show(st, log) {
    const started = st.game.rematch !== undefined && this.rematchSeen === undefined && this.shownFor !== '';
    if (started) this.dismissed = false;
    this.rematchSeen = st.game.rematch;
    if (st.view.phase.phase !== 'over' || this.dismissed) {
      this.box.hidden = true;
      return;
    }
    this.box.hidden = false;
    const key = `${log.length} ${st.game.rematch ?? ''}`;
    if (this.shownFor === key) return;
    this.shownFor = key;
    const offer = this.links.rematch(st);
    const seats = st.game.seats;
    const scores = st.view.scores;
    const order = seats.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
    const best = scores[order[0]];
    const winners = order.filter((i) => scores[i] === best).map((i) => seats[i].name);
    const table = breakdown(log, seats.length);
    // Points paid between players, when any were.
    const paid = transfers(log, seats.length);
    const anyPaid = paid.some((p) => p !== 0);
    const kindHead = [...KINDS.map((k) => h('th', { colspan: 2 }, t(`feature.${k}`))), anyPaid ? h('th', {}, t('end.transfers')) : ''];
    const sub = [...KINDS.flatMap(() => [h('th', {}, t('end.during')), h('th', {}, t('end.final'))]), anyPaid ? h('th', {}) : ''];
    const rows = order.map((i) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, seatChip(i), ` ${seats[i].name}`),
        ...KINDS.flatMap((k) => [h('td', {}, String(table[i][k].during)), h('td', {}, String(table[i][k].final))]),
        anyPaid ? h('td', { class: 'transfers' }, paid[i] > 0 ? `+${paid[i]}` : String(paid[i])) : '',
        h('td', { class: 'total' }, String(scores[i])),
      ),
    );
    fill(
      this.box,
      h('h2', { id: 'end-title' }, t(winners.length > 1 ? 'end.title.many' : 'end.title.one', { winners: winners.join(t('end.and')), points: best })),
      h(
        'table',
        { class: 'breakdown' },
        h('thead', {}, h('tr', {}, h('th', {}, t('end.player')), ...kindHead, h('th', {}, t('end.total'))), h('tr', {}, h('th', {}), ...sub, h('th', {}))),
        h('tbody', {}, ...rows),
      ),
      h('h3', {}, t('end.chart')),
      scoreChart(scoresOverTime(log, seats.length, st.move_no), seats),
      st.game.rematch ? h('p', { id: 'rematch-started', role: 'status' }, t('end.rematch.started')) : '',
      h(
        'div',
        { class: 'end-buttons' },
        offer ? button(offer.label, () => offer.go().catch((e) => toast(e.message, 'error')), { id: 'rematch', class: 'primary', title: t('end.rematch.hint') }) : '',
        button(t('end.replay'), () => {
          this.dismissed = true;
          this.box.hidden = true;
          this.onReplay();
        }, { id: 'replay-open', class: offer ? '' : 'primary' }),
        h('a', { ...this.links.record(), id: 'record-link' }, t('end.record')),
        button(t('end.board'), () => {
          this.dismissed = true;
          this.box.hidden = true;
        }),
        h('a', { href: this.links.lobby }, t('end.lobby')),
      ),
    );
  }

  /** Shows the results again (after the replay). */
  reopen() {
    this.dismissed = false;
    this.shownFor = '';
  }
}

/**
 * The pictures of the replay's buttons, drawn (no font has to hold them): to the start, back,
 * forward, to the end, play, pause.
 * @param {'start' | 'previous' | 'next' | 'end' | 'play' | 'pause'} name
 */
function replayIcon(name) {
  /** @type {Record<string, string>} */
  const paths = {
    start: 'M3,3 h2.5 v12 h-2.5 Z M15,3 v12 l-9,-6 Z',
    previous: 'M14,3 v12 l-10,-6 Z',
    next: 'M4,3 v12 l10,-6 Z',
    end: 'M12.5,3 h2.5 v12 h-2.5 Z M3,3 v12 l9,-6 Z',
    play: 'M5,3 v12 l10,-6 Z',
    pause: 'M4,3 h3.5 v12 h-3.5 Z M10.5,3 h3.5 v12 h-3.5 Z',
  };
  return s('svg', { viewBox: '0 0 18 18', width: 18, height: 18, 'aria-hidden': 'true', class: 'icon' }, s('path', { d: paths[name], fill: 'currentColor' }));
}

/**
 * A replay button: its picture, named in words for screen readers and on hovering.
 * @param {'start' | 'previous' | 'next' | 'end' | 'play' | 'pause'} icon
 * @param {string} label
 * @param {() => void} action
 * @param {Record<string, string>} [attrs]
 */
export function iconButton(icon, label, action, attrs = {}) {
  const b = button('', action, { title: label, 'aria-label': label, class: 'icon-button', ...attrs });
  b.append(replayIcon(icon));
  return b;
}

/**
 * The replay viewer: steps through the game action by action; the page shows the board, the
 * scores and the log of the step shown (`onFrame`).
 */
export class ReplayBar {
  /**
   * @param {HTMLElement} box
   * @param {(n: number) => Promise<ReplayFrame>} frame  the board after `n` actions
   * @param {(view: PlayerView, n: number) => void} onFrame  the step to show, after `n` actions
   * @param {() => void} onClose
   */
  constructor(box, frame, onFrame, onClose) {
    this.box = box;
    this.frame = frame;
    this.onFrame = onFrame;
    this.onClose = onClose;
    this.active = false;
    this.n = 0;
    this.total = 0;
    /** @type {LogEntry[]} */
    this.log = [];
    /** @type {SeatInfo[]} */
    this.seats = [];
    /** @type {ReturnType<typeof setInterval> | null} */
    this.timer = null;
  }

  /**
   * @param {number} total  actions in the game
   * @param {LogEntry[]} log
   * @param {SeatInfo[]} seats
   */
  open(total, log, seats) {
    this.active = true;
    this.total = total;
    this.log = log;
    this.seats = seats;
    this.box.hidden = false;
    void this.go(0);
  }

  close() {
    this.active = false;
    this.stop();
    this.box.hidden = true;
    this.onClose();
  }

  stop() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** @param {number} n */
  async go(n) {
    this.n = Math.max(0, Math.min(this.total, n));
    const frame = await this.frame(this.n);
    if (!this.active) return;
    const entries = this.log.filter((e) => e.move_no === this.n - 1);
    const slider = h('input', { type: 'range', min: 0, max: this.total, value: this.n, id: 'replay-slider', 'aria-label': t('replay.slider') });
    slider.addEventListener('input', () => void this.go(Number(slider.value)));
    const focused = document.activeElement instanceof HTMLElement && this.box.contains(document.activeElement) ? document.activeElement.id : '';
    fill(
      this.box,
      iconButton('start', t('replay.start'), () => void this.go(0), { id: 'replay-start' }),
      iconButton('previous', t('replay.previous'), () => void this.go(this.n - 1), { id: 'replay-prev' }),
      slider,
      iconButton('next', t('replay.next'), () => void this.go(this.n + 1), { id: 'replay-next' }),
      iconButton('end', t('replay.end'), () => void this.go(this.total), { id: 'replay-end' }),
      iconButton(this.timer ? 'pause' : 'play', this.timer ? t('replay.pause') : t('replay.play'), () => this.toggle(), { id: 'replay-play' }),
      h('span', { class: 'replay-pos', 'aria-live': 'polite' }, t('replay.position', { n: this.n, total: this.total })),
      h('span', { class: 'replay-events' }, ...entries.flatMap((e, i) => [...describeEntry(e, this.seats, i === 0), ' '])),
      button(t('replay.close'), () => this.close(), { id: 'replay-close' }),
    );
    if (focused) document.getElementById(focused)?.focus();
    this.onFrame(frame.view, this.n);
  }

  toggle() {
    if (this.timer) {
      this.stop();
      void this.go(this.n);
      return;
    }
    this.timer = setInterval(() => {
      if (this.n >= this.total) this.stop();
      void this.go(this.n + 1);
    }, 600);
    void this.go(this.n);
  }
}
