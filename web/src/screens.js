// The decisions and events that get a screen of their own over the board: the draft, the
// crop-circle choice, and a tile buried under a hill. The moves offered are the server's.

import { button, fill, h } from './dom.js';
import { tileIcon } from './tiles.js';
import { describeEntry } from './summary.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').Move} Move */
/** @typedef {import('./api.js').TileShape} TileShape */

/**
 * What a screen needs from the page.
 * @typedef {{
 *   shapes: Map<string, TileShape>,
 *   seatName: (seat: number) => string,
 *   act: (move: Move) => void,
 *   hill: LogEntry | null,
 *   dismissHill: () => void,
 * }} ScreenContext
 */

const KINDS = { knight: 'knights (cities)', highwayman: 'highwaymen (roads)', farmer: 'farmers (fields)' };
const ACTIONS = {
  A: 'A: every player with one may add a follower beside one of theirs',
  B: 'B: every player with one must take one of theirs back',
};

/**
 * Fills `body` with the screen the state calls for; gives whether there is one.
 * @param {HTMLElement} body
 * @param {StateMessage} st
 * @param {ScreenContext} ctx
 * @returns {boolean}
 */
export function renderScreen(body, st, ctx) {
  const phase = st.view.phase.phase;
  if (phase === 'draft') {
    draft(body, st, ctx);
    return true;
  }
  if (phase === 'crop-circle' && st.legal) {
    cropCircle(body, st.legal.moves, ctx);
    return true;
  }
  if (ctx.hill) {
    hill(body, ctx.hill, st, ctx);
    return true;
  }
  return false;
}

/**
 * The halflings on the draft table; the seat to move picks one.
 * @param {HTMLElement} body
 * @param {StateMessage} st
 * @param {ScreenContext} ctx
 */
function draft(body, st, ctx) {
  const picks = new Map((st.legal?.moves ?? []).filter((m) => m.do === 'pick').map((m) => [m.tile, m]));
  const who = st.view.to_move === null ? '' : ctx.seatName(st.view.to_move);
  fill(
    body,
    h('h2', {}, 'Draft: the halflings on the table'),
    h('p', {}, st.legal ? 'Pick one for your hand.' : `${who} picks…`),
    h(
      'div',
      { class: 'draft' },
      ...st.view.draft_table.map((id) => {
        const shape = ctx.shapes.get(id);
        const move = picks.get(id);
        return h(
          'div',
          { class: 'draft-tile', 'data-tile': id },
          shape ? tileIcon(shape, 80) : '',
          h('span', {}, id),
          move ? button('Pick', () => ctx.act(move), { class: 'pick' }) : '',
        );
      }),
    ),
    st.view.hand.length ? h('p', {}, `Your hand: ${st.view.hand.join(', ')}`) : '',
  );
}

/**
 * The crop circle: name a follower kind and an action.
 * @param {HTMLElement} body
 * @param {Move[]} moves
 * @param {ScreenContext} ctx
 */
function cropCircle(body, moves, ctx) {
  fill(
    body,
    h('h2', {}, 'Crop circle'),
    h('p', {}, 'Name a kind of follower and an action; it goes round the table, ending with you.'),
    h(
      'div',
      { class: 'crop-choices' },
      ...moves.map((m) =>
        button(
          `${KINDS[/** @type {keyof typeof KINDS} */ (m.kind)] ?? m.kind} — ${ACTIONS[/** @type {keyof typeof ACTIONS} */ (m.action)] ?? m.action}`,
          () => ctx.act(m),
          { class: 'crop' },
        ),
      ),
    ),
  );
}

/**
 * A tile went face down under a hill.
 * @param {HTMLElement} body
 * @param {LogEntry} entry
 * @param {StateMessage} st
 * @param {ScreenContext} ctx
 */
function hill(body, entry, st, ctx) {
  fill(
    body,
    h('h2', {}, 'Hill'),
    h('p', {}, ...describeEntry(entry, st.game.seats)),
    h('p', {}, 'The tile stays face down under the hill and counts among the unseen tiles; followers on the hill win ties.'),
    button('OK', ctx.dismissHill, { class: 'primary', id: 'hill-ok' }),
  );
}
