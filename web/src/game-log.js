// The game's log beside the board: a line per entry, its newest line in sight unless the player
// scrolled up in it (and kept in sight when its box shrinks); a line naming a place on the board
// highlights it while hovered or focused, and the arrow keys move between lines.

import { h } from './dom.js';
import { entryPlaces } from './logplaces.js';
import { describeEntry } from './summary.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').LogEntry} LogEntry */

/** The log of the game page. */
export class GameLog {
  /**
   * @param {HTMLElement} list the log's list
   * @param {{highlight: (places: import('./api.js').Target[]) => void}} board where its places light up
   */
  constructor(list, board) {
    this.list = list;
    this.board = board;
    /** @type {LogEntry[]} the lines shown, by their index */
    this.entries = [];
    /** Whether the log keeps its newest line in sight (until the player scrolls up in it). */
    this.follows = true;
    /** Where the page last scrolled the log to (a scroll above it is the player's). */
    this.pinned = 0;
    list.addEventListener('scroll', () => {
      if (list.scrollHeight - list.scrollTop - list.clientHeight < 30) this.follows = true;
      else if (list.scrollTop < this.pinned - 2) this.follows = false;
    });
    // The log's box shrinks when the placing bar or a panel appears above it: it keeps its
    // newest line in sight all the same.
    new ResizeObserver(() => this.follow()).observe(list);
    this.installHighlights();
  }

  /**
   * The log's lines, the newest in sight unless the player scrolled up in it.
   * @param {StateMessage} st
   * @param {LogEntry[]} log
   */
  render(st, log) {
    const last = st.move_no - 1;
    /** @type {HTMLElement | null} */
    let newest = null;
    const items = log.map((e, i) => {
      const places = entryPlaces(e);
      const li = h('li', {
        class: `${e.kind === 'score' ? 'score' : ''}${e.move_no === last ? ' latest' : ''}${places.length ? ' names-place' : ''}`,
        'data-kind': e.kind,
        'data-module': e.module,
        'data-event': e.event,
        'data-index': i,
        tabindex: '-1',
      });
      li.append(...describeEntry(e, st.game.seats, log[i - 1]?.move_no !== e.move_no));
      newest = li;
      return li;
    });
    if (newest) /** @type {HTMLElement} */ (newest).tabIndex = 0;
    this.entries = log;
    this.list.replaceChildren(...items);
    this.follow();
  }

  /** Scrolls the log to its newest line, unless the player scrolled up in it. */
  follow() {
    if (!this.follows) return;
    this.list.scrollTop = this.list.scrollHeight;
    this.pinned = this.list.scrollTop;
  }

  /** A line names a place: hovering or focusing it highlights the place on the board. */
  installHighlights() {
    const list = this.list;
    /** @param {EventTarget | null} target */
    const show = (target) => {
      const li = target instanceof Element ? target.closest('li[data-index]') : null;
      const entry = li ? this.entries[Number(li.getAttribute('data-index'))] : undefined;
      this.board.highlight(entry ? entryPlaces(entry) : []);
    };
    list.addEventListener('mouseover', (e) => show(e.target));
    list.addEventListener('mouseleave', () => show(null));
    list.addEventListener('focusin', (e) => show(e.target));
    list.addEventListener('focusout', () => show(null));
    list.addEventListener('keydown', (e) => {
      const li = e.target instanceof Element ? e.target.closest('li') : null;
      const next = e.key === 'ArrowDown' ? li?.nextElementSibling : e.key === 'ArrowUp' ? li?.previousElementSibling : null;
      if (!(next instanceof HTMLElement)) return;
      e.preventDefault();
      next.focus();
    });
  }
}
