// The decisions and events that get a screen of their own over the board: the draft, the
// crop-circle choice, tending a flock (Hills & Sheep), and a tile buried under a hill. The moves
// offered are the server's.

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
  if (st.legal?.moves.some((m) => m.do === 'decide')) {
    flock(body, st, ctx);
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

/** The decisions of a flock, in words. */
const CHOICES = {
  grow: 'Grow the flock (draw a token: sheep or wolf)',
  stable: 'Drive the flock to the stable',
};

/**
 * The sheep bag's contents in words: "4×1 5×2 5×3 2×4, 2 wolves".
 * @param {Record<string, number>} bag
 */
export function bagText(bag) {
  const sheep = ['1', '2', '3', '4'].filter((k) => (bag[k] ?? 0) > 0).map((k) => `${bag[k]}×${k}`);
  const wolves = bag.wolf ?? 0;
  return `${sheep.length ? sheep.join(' ') : 'no sheep'}, ${wolves === 1 ? '1 wolf' : `${wolves} wolves`}`;
}

/**
 * Hills & Sheep: the tile extended the field of the mover's shepherd, who grows the flock or
 * drives it to the stable. What stabling scores comes from the server (`legal.outcomes`).
 * @param {HTMLElement} body
 * @param {StateMessage} st
 * @param {ScreenContext} ctx
 */
function flock(body, st, ctx) {
  const legal = /** @type {import('./api.js').Legal} */ (st.legal);
  const hs = st.view.expansions?.['hills-and-sheep'];
  const seat = st.seat ?? -1;
  const mine = hs?.shepherds.find((sh) => sh.player === seat);
  const bag = hs?.bag;
  const tokens = bag ? Object.values(bag).reduce((a, b) => a + b, 0) : 0;
  /** @param {Move} m */
  const label = (m) => {
    const choice = m.choice ?? '';
    const text = CHOICES[/** @type {keyof typeof CHOICES} */ (choice)] ?? choice;
    const points = legal.outcomes?.find((o) => o.choice === choice)?.points;
    if (!points) return text;
    const others = points
      .map((p, i) => (i !== seat && p > 0 ? `${ctx.seatName(i)} ${p}` : ''))
      .filter(Boolean);
    return `${text} (score ${points[seat] ?? 0}${others.length ? `; also ${others.join(', ')}` : ''})`;
  };
  fill(
    body,
    h('h2', {}, 'Your flock'),
    h('p', {}, 'Your tile extends the field of your shepherd.', mine ? ` Your flock: ${mine.sheep} sheep.` : ''),
    bag ? h('p', { class: 'muted' }, `In the bag: ${bagText(bag)}${tokens ? ` — a wolf is ${bag.wolf ?? 0} in ${tokens}` : ''}. A wolf scatters every flock of the field.`) : '',
    h(
      'div',
      { class: 'flock-choices' },
      ...legal.moves
        .filter((m) => m.do === 'decide')
        .map((m) => button(label(m), () => ctx.act(m), { class: `decide ${m.choice === 'grow' ? '' : 'primary'}`, 'data-choice': m.choice })),
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
