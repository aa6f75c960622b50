// One WebSocket connection to a game: a seat (with its token) or a spectator. It joins,
// keeps the latest state and the whole log (asking for everything again after a gap),
// reconnects with back-off, and sends actions numbered with the state they answer.

import { toast } from './dom.js';
import { t } from './messages.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').Move} Move */

/** One WebSocket connection: a seat (with its token) or a spectator. */
export class Connection {
  /**
   * @param {string} gameId
   * @param {string | null} token
   * @param {() => void} onChange
   * @param {(fresh: LogEntry[]) => void} onEntries  new log entries, as they arrive
   */
  constructor(gameId, token, onChange, onEntries) {
    this.gameId = gameId;
    this.token = token;
    this.onChange = onChange;
    this.onEntries = onEntries;
    /** @type {StateMessage | null} */
    this.state = null;
    /** @type {LogEntry[]} */
    this.log = [];
    /** @type {WebSocket | null} */
    this.ws = null;
    this.retry = 500;
    this.open = false;
    /** When the latest state arrived (for the clocks). */
    this.received = Date.now();
    this.connect();
  }

  connect() {
    const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/games/${this.gameId}/ws`);
    this.ws = ws;
    ws.addEventListener('open', () => {
      this.open = true;
      this.retry = 500;
      ws.send(JSON.stringify({ type: 'join', token: this.token }));
      this.onChange();
    });
    ws.addEventListener('message', (e) => this.receive(JSON.parse(String(e.data))));
    ws.addEventListener('close', () => {
      this.open = false;
      this.onChange();
      setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 8000);
    });
  }

  /** @param {any} msg */
  receive(msg) {
    if (msg.type === 'error') {
      // The server's words (for an illegal move, `msg.rule` names the broken rule).
      toast(msg.message, 'error');
      if (msg.error === 'stale') this.send({ type: 'sync' });
      if (msg.error === 'wrong-token') {
        this.token = null;
        toast(t('connection.wrong-token'), 'error');
      }
      return;
    }
    /** @type {StateMessage} */
    const state = msg;
    if (state.log_from > this.log.length) {
      this.send({ type: 'sync' });
      return;
    }
    const fresh = state.log.slice(this.log.length - state.log_from);
    this.log = this.log.slice(0, state.log_from).concat(state.log);
    this.state = state;
    this.received = Date.now();
    if (state.log_from > 0) this.onEntries(fresh);
    this.onChange();
  }

  /** @param {object} msg */
  send(msg) {
    if (this.ws && this.open) this.ws.send(JSON.stringify(msg));
    else toast(t('connection.offline'), 'error');
  }

  /** @param {Move} move */
  act(move) {
    if (!this.state) return;
    this.send({ type: 'act', move_no: this.state.move_no, move });
  }
}
