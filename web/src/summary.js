// The log entries in words, and the end of the game: final scores, the breakdown per player
// and kind, the score-over-time chart, and the replay viewer.

import { button, fill, h, s } from './dom.js';
import { SEAT_COLOURS, replayFrame } from './api.js';
import { t } from './messages.js';

/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').Score} Score */
/** @typedef {import('./api.js').SeatInfo} SeatInfo */
/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./board.js').Board} Board */

/**
 * A log entry as nodes: the engine's words, where "P1" becomes the player's name in their
 * colour; the first entry of an action the server made for a seat out of time says so.
 * @param {LogEntry} entry
 * @param {SeatInfo[]} seats
 * @param {boolean} [firstOfAction] whether no earlier entry comes from the same action
 * @returns {(Node | string)[]}
 */
export function describeEntry(entry, seats, firstOfAction = true) {
  /** @type {(Node | string)[]} */
  const out = [h('span', { class: 'move-no' }, `${entry.move_no + 1}.`), ' '];
  const parts = entry.text.split(/\b(P\d)\b/);
  parts.forEach((part, i) => {
    const seat = i % 2 === 1 ? Number(part.slice(1)) - 1 : -1;
    if (seat >= 0 && seats[seat]) {
      out.push(h('span', { class: 'who', style: `color:${SEAT_COLOURS[seat]}` }, seats[seat].name));
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
 * The engine's words with each "P1" replaced by that player's name.
 * @param {string} text
 * @param {SeatInfo[]} seats
 */
export function withNames(text, seats) {
  return text.replace(/\bP(\d)\b/g, (all, n) => seats[Number(n) - 1]?.name ?? all);
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
        stroke: SEAT_COLOURS[i],
        'stroke-width': 2.5,
        class: `line seat-${i}`,
      }),
    );
  });
  return svg;
}

/** The end-of-game screen. */
export class EndScreen {
  /**
   * @param {HTMLElement} box
   * @param {string} gameId
   * @param {() => void} onReplay
   */
  constructor(box, gameId, onReplay) {
    this.box = box;
    this.gameId = gameId;
    this.onReplay = onReplay;
    this.dismissed = false;
    this.shownFor = -1;
  }

  /**
   * Shows the results once the game is over (until dismissed).
   * @param {StateMessage} st
   * @param {LogEntry[]} log
   */
  show(st, log) {
    if (st.view.phase.phase !== 'over' || this.dismissed) {
      this.box.hidden = true;
      return;
    }
    this.box.hidden = false;
    if (this.shownFor === log.length) return;
    this.shownFor = log.length;
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
        h('td', {}, h('span', { class: 'chip', style: `background:${SEAT_COLOURS[i]}` }), ` ${seats[i].name}`),
        ...KINDS.flatMap((k) => [h('td', {}, String(table[i][k].during)), h('td', {}, String(table[i][k].final))]),
        anyPaid ? h('td', { class: 'transfers' }, paid[i] > 0 ? `+${paid[i]}` : String(paid[i])) : '',
        h('td', { class: 'total' }, String(scores[i])),
      ),
    );
    fill(
      this.box,
      h('h2', {}, t(winners.length > 1 ? 'end.title.many' : 'end.title.one', { winners: winners.join(t('end.and')), points: best })),
      h(
        'table',
        { class: 'breakdown' },
        h('thead', {}, h('tr', {}, h('th', {}, t('end.player')), ...kindHead, h('th', {}, t('end.total'))), h('tr', {}, h('th', {}), ...sub, h('th', {}))),
        h('tbody', {}, ...rows),
      ),
      h('h3', {}, t('end.chart')),
      scoreChart(scoresOverTime(log, seats.length, st.move_no), seats),
      h(
        'div',
        { class: 'end-buttons' },
        button(t('end.replay'), () => {
          this.dismissed = true;
          this.box.hidden = true;
          this.onReplay();
        }, { id: 'replay-open', class: 'primary' }),
        h('a', { href: `/api/games/${this.gameId}/record`, download: `halflings-${this.gameId}.json` }, t('end.record')),
        button(t('end.board'), () => {
          this.dismissed = true;
          this.box.hidden = true;
        }),
        h('a', { href: '/' }, t('end.lobby')),
      ),
    );
  }

  /** Shows the results again (after the replay). */
  reopen() {
    this.dismissed = false;
    this.shownFor = -1;
  }
}

/** The replay viewer: steps through the game move by move. */
export class ReplayBar {
  /**
   * @param {HTMLElement} box
   * @param {string} gameId
   * @param {Board} board
   * @param {() => void} onClose
   */
  constructor(box, gameId, board, onClose) {
    this.box = box;
    this.gameId = gameId;
    this.board = board;
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
    const frame = await replayFrame(this.gameId, this.n);
    if (!this.active) return;
    this.board.render(frame.view);
    const entries = this.log.filter((e) => e.move_no === this.n - 1);
    const slider = h('input', { type: 'range', min: 0, max: this.total, value: this.n, id: 'replay-slider' });
    slider.addEventListener('input', () => void this.go(Number(slider.value)));
    fill(
      this.box,
      button('⏮', () => void this.go(0), { title: t('replay.start') }),
      button('◀', () => void this.go(this.n - 1), { title: t('replay.previous'), id: 'replay-prev' }),
      slider,
      button('▶', () => void this.go(this.n + 1), { title: t('replay.next'), id: 'replay-next' }),
      button('⏭', () => void this.go(this.total), { title: t('replay.end') }),
      button(this.timer ? t('replay.pause') : t('replay.play'), () => this.toggle()),
      h('span', { class: 'replay-pos' }, t('replay.position', { n: this.n, total: this.total })),
      h('span', { class: 'replay-events' }, ...entries.flatMap((e, i) => [...describeEntry(e, this.seats, i === 0), ' '])),
      button(t('replay.close'), () => this.close(), { id: 'replay-close' }),
    );
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
