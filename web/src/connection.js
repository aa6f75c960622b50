// What a game page follows for a seat: the latest state and the whole log (asking for
// everything again after a gap). Online, one WebSocket connection per seat (with its token) or
// a spectator: it joins, reconnects with back-off, and sends actions numbered with the state
// they answer.

import { toast } from './dom.js';
import { t, word } from './messages.js';
import { refusal } from './rule-link.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').Move} Move */

/**
 * What a game page follows for one seat (or a spectator): the latest state and the whole log,
 * fed by a connection to the server or by the engine in this browser, and a way to act.
 */
export class Feed {
  /**
   * @param {() => void} onChange
   * @param {(fresh: LogEntry[]) => void} onEntries  new log entries, as they arrive
   */
  constructor(onChange, onEntries) {
    this.onChange = onChange;
    this.onEntries = onEntries;
    /** @type {StateMessage | null} */
    this.state = null;
    /** @type {LogEntry[]} */
    this.log = [];
    /** Whether the source of the states is reachable. */
    this.open = false;
    /** When the latest state arrived (for the clocks). */
    this.received = Date.now();
  }

  /**
   * Takes a state: its log entries join the log; a gap asks for everything again.
   * @param {StateMessage} state
   */
  accept(state) {
    if (state.log_from > this.log.length) {
      this.resync();
      return;
    }
    const fresh = state.log.slice(this.log.length - state.log_from);
    this.log = this.log.slice(0, state.log_from).concat(state.log);
    this.state = state;
    this.received = Date.now();
    if (state.log_from > 0) this.onEntries(fresh);
    this.onChange();
  }

  /** Asks for the whole state again. */
  resync() {}

  /**
   * Makes a move for this feed's seat.
   * @param {Move} _move
   */
  act(_move) {}
}

/** One WebSocket connection: a seat (with its token) or a spectator. */
export class Connection extends Feed {
  /**
   * @param {string} gameId
   * @param {string | null} token
   * @param {() => void} onChange
   * @param {(fresh: LogEntry[]) => void} onEntries  new log entries, as they arrive
   */
  constructor(gameId, token, onChange, onEntries) {
    super(onChange, onEntries);
    this.gameId = gameId;
    this.token = token;
    /** @type {WebSocket | null} */
    this.ws = null;
    this.retry = 500;
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
      // A refusal of the rules in the page's language; other errors by their code.
      toast(msg.text ? refusal(word(msg.text), msg.rule) : t(`error.${msg.error}`), 'error');
      if (msg.error === 'stale') this.resync();
      if (msg.error === 'wrong-token') {
        this.token = null;
        toast(t('connection.wrong-token'), 'error');
      }
      return;
    }
    this.accept(msg);
  }

  resync() {
    this.send({ type: 'sync' });
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
