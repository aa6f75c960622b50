// Bridges, Castles & Bazaars: the bazaar symbol (a market stall) and the no-castle mark on their
// tiles; each castle on the board (a small keep in its owner's colour over its city, beside its
// lord, who is a follower the board draws as any; a castle that has scored flies no flag); each
// bridge (a wooden deck straight across its space, north–south or east–west; a bridge has no
// owner); beside the board each player's castles and bridges left and, while a bazaar
// is held, the tiles on offer (each taken one marked) and the buyers whose bought tiles wait on
// the pile. Its decisions (a castle to build or not, the bazaar's pick, bids and settling) come
// described by the engine, choices and all; the bazaar's panel adds the tile at stake, and
// shows its bids (any amount up to the bidder's score, each a legal move) as a field for the
// amount and one button, not a button per amount.
//
// Where the engine puts them: the castles are the view's figures (`castle`, its city's
// location, `value` 1 once it has scored); the bridges too (`bridge`, no owner, `location` one
// end's side: `N` or `S` a bridge from north to south, `E` or `W` from east to west, `corner`
// the triangle's when it crosses a space of two). The public state, always there, gives each
// player's pieces left and the bazaar: `{castles: [n by seat], bridges: [n by seat], offer:
// [tile id | null] (empty with no bazaar), due: [seat]}`.

import { h, s } from '../dom.js';
import { t, word } from '../messages.js';
import { SIZE, tileIcon } from '../tiles.js';

/** @typedef {import('../api.js').StateMessage} StateMessage */
/** @typedef {import('../api.js').PlayerView} PlayerView */
/** @typedef {import('../api.js').FigureView} FigureView */

const ID = 'bridges-castles-bazaars';

/** A castle's name: the figure and the piece. */
const CASTLE = 'castle';

/** A bridge's name: the figure and the piece. */
const BRIDGE = 'bridge';

/** How much larger than its drawing's 22 units a castle is drawn. */
const CASTLE_SCALE = 1.3;

/** Wood: a bridge's deck and its planks. */
const WOOD = '#b7834a';
const WOOD_DARK = '#6b4522';

/**
 * The module's public state.
 * @typedef {{castles: number[], bridges: number[], offer: (string | null)[], due: number[]}} BcbPublic
 */

/**
 * Whether a bridge joins north and south (else east and west), from the end it names.
 * @param {FigureView} b
 */
const northSouth = (b) => b.location === 'N' || b.location === 'S';

/**
 * A bridge: a wooden deck straight across its space, its planks across it and a rail along each
 * edge in its owner's colour (dark when it has none), in board coordinates.
 * @param {FigureView} b
 * @param {string} colour
 */
function bridgeDrawing(b, colour) {
  const ns = northSouth(b);
  const [x0, y0] = [b.at[0] * SIZE, b.at[1] * SIZE];
  const w = 22;
  const deck = ns ? { x: x0 + 50 - w / 2, y: y0, width: w, height: SIZE } : { x: x0, y: y0 + 50 - w / 2, width: SIZE, height: w };
  const planks = [10, 20, 30, 40, 50, 60, 70, 80, 90]
    .map((p) => (ns ? `M${deck.x},${y0 + p} h${w}` : `M${x0 + p},${deck.y} v${w}`))
    .join(' ');
  const rails = ns
    ? `M${deck.x + 1.5},${y0 + 3} v${SIZE - 6} M${deck.x + w - 1.5},${y0 + 3} v${SIZE - 6}`
    : `M${x0 + 3},${deck.y + 1.5} h${SIZE - 6} M${x0 + 3},${deck.y + w - 1.5} h${SIZE - 6}`;
  return s(
    'g',
    {
      class: 'bcb-bridge',
      'data-at': b.at.join(','),
      'data-corner': b.corner ?? undefined,
      'data-axis': ns ? 'NS' : 'EW',
      'data-player': b.player ?? undefined,
      'pointer-events': 'none',
      opacity: 0.92,
    },
    s('rect', { ...deck, fill: WOOD, stroke: WOOD_DARK, 'stroke-width': 1.2 }),
    s('path', { d: planks, stroke: WOOD_DARK, 'stroke-width': 0.7 }),
    s('path', { d: rails, stroke: colour, 'stroke-width': 3, 'stroke-linecap': 'round' }),
  );
}

/**
 * A castle: a small keep with two towers in its owner's colour, a dark gate and, until it has
 * scored, a flag on its left tower.
 * @param {[number, number]} at
 * @param {string} colour
 * @param {boolean} scored
 */
function castleDrawing([x, y], colour, scored) {
  return s(
    'g',
    {
      class: 'figure-drawing castle',
      'data-scored': scored ? 'yes' : 'no',
      transform: `translate(${x},${y}) scale(${CASTLE_SCALE})`,
      stroke: '#222',
      'stroke-width': 1.1,
      'stroke-linejoin': 'round',
    },
    s('path', {
      // Two towers with battlements and the wall between them.
      d: 'M-11,8 V-9 h2 v2 h2 v-2 h2 v2 h2 v-2 h1 V-4 h4 V-9 h1 v2 h2 v-2 h2 v2 h2 v-2 h2 V8 Z',
      fill: colour,
    }),
    s('path', { d: 'M-3,8 V2 a3,3 0 0 1 6,0 V8', fill: '#3a2e22' }),
    scored ? '' : s('path', { d: 'M-8,-9 V-17 l6,2 l-6,2', fill: colour, 'stroke-width': 0.9 }),
  );
}

/**
 * The module's public state in `view`.
 * @param {PlayerView} view
 * @returns {BcbPublic | undefined}
 */
const publicOf = (view) => view.expansions?.[ID];

/**
 * Offered tile `n` (from 0) in words, as the engine words it (`tile 2 (BB/RCr)`).
 * @param {number} n
 * @param {string} id
 */
const offeredWords = (n, id) => t(`${ID}.tile`, { n: n + 1, id });

/**
 * The tiles on offer at the bazaar: a picture of each with its words, a taken one marked.
 * @param {(string | null)[]} offer
 * @param {Map<string, import('../api.js').TileShape>} shapes
 * @param {number} [stake]  the tile being auctioned, marked
 */
function offerList(offer, shapes, stake) {
  return h(
    'ul',
    { class: 'bazaar-offer', style: 'list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:0.5em' },
    ...offer.map((id, n) => {
      const shape = id ? shapes.get(id) : undefined;
      return h(
        'li',
        {
          'data-offered': n,
          'data-tile': id ?? undefined,
          'data-taken': id ? 'no' : 'yes',
          'data-stake': n === stake ? 'yes' : undefined,
          style: `display:flex;flex-direction:column;align-items:center;${id ? '' : 'opacity:0.45;'}${n === stake ? 'outline:2px solid currentColor;' : ''}`,
        },
        ...(shape ? [tileIcon(shape, 40)] : []),
        h('span', {}, id ? offeredWords(n, id) : t(`${ID}.tile`, { n: n + 1, id: '—' })),
      );
    }),
  );
}

/**
 * The tile a bazaar decision is about (its prompt's `tile`, `{key, args: {n, id}}`), as its
 * index in the offer.
 * @param {import('../api.js').DecisionInfo} decision
 * @returns {number | undefined}
 */
function stakeOf(decision) {
  const tile = /** @type {any} */ (decision.prompt)?.args?.tile;
  const n = tile?.args?.n;
  return typeof n === 'number' ? n - 1 : undefined;
}

/**
 * The bids among a decision's choices (those whose move names an amount, `bid`), as one field
 * for the amount and one button: for the auctioneer's pick one pair per tile on offer, for a
 * raise one. The button sends the choice of the amount in the field, worded as the engine
 * words it (its index in `data-choice`); an amount that is no choice disables it.
 * @param {import('../api.js').DecisionInfo} decision
 * @param {number[]} indices  the bids' indices in the choices, one tile's
 * @param {PageContextLike} ctx
 */
function bidChoice(decision, indices, ctx) {
  const first = decision.choices[indices[0]];
  const amounts = indices.map((i) => Number(decision.choices[i].move.bid));
  const offered = first.move.offered;
  const field = /** @type {HTMLInputElement} */ (
    h('input', {
      type: 'number',
      class: 'bid-amount',
      min: Math.min(...amounts),
      max: Math.max(...amounts),
      step: 1,
      value: Math.min(...amounts),
      'data-action': first.action,
      'data-offered': offered,
      'aria-label': t(`${ID}.amount`),
      style: 'width:5em',
    })
  );
  /** The index of the choice of the amount in the field, if it is one. */
  const chosen = () => indices.find((i) => String(decision.choices[i].move.bid) === field.value.trim());
  const send = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'choice bid', 'data-action': first.action, 'data-offered': offered }));
  const update = () => {
    const i = chosen();
    send.disabled = i === undefined;
    send.textContent = word(decision.choices[i ?? indices[0]].label, ctx.seatName);
    if (i === undefined) delete send.dataset.choice;
    else send.dataset.choice = String(i);
  };
  field.addEventListener('input', update);
  send.addEventListener('click', () => {
    const i = chosen();
    if (i !== undefined) ctx.act(decision.choices[i].move);
  });
  update();
  return h('div', { class: 'bid-choice', 'data-action': first.action, 'data-offered': offered, style: 'display:flex;gap:0.5em;align-items:center' }, field, send);
}

/** @typedef {{seatName: (seat: number) => string, act: (move: import('../api.js').Move) => void}} PageContextLike */

/** @type {import('./index.js').BrowserExpansion} */
export default {
  id: ID,
  symbols: {
    // The bazaar: a market stall with a striped awning.
    bazaar: ([x, y]) =>
      s(
        'g',
        { class: 'symbol bazaar', stroke: '#4a3318', 'stroke-width': 1, 'stroke-linejoin': 'round' },
        s('rect', { x: x - 9, y: y - 2, width: 18, height: 9, fill: '#d9b77a' }),
        s('path', { d: `M${x - 11},${y - 2} L${x - 8},${y - 9} H${x + 8} L${x + 11},${y - 2} Z`, fill: '#c0392b' }),
        s('path', { d: `M${x - 4},${y - 9} L${x - 5},${y - 2} M${x + 4},${y - 9} L${x + 5},${y - 2}`, stroke: '#f5efe0', 'stroke-width': 2.2 }),
        s('rect', { x: x - 6, y: y + 1, width: 4, height: 3, fill: '#e67e22', 'stroke-width': 0.6 }),
        s('rect', { x: x + 2, y: y + 1, width: 4, height: 3, fill: '#27ae60', 'stroke-width': 0.6 }),
      ),
    // No castle here: a small keep struck through.
    'no-castle': ([x, y]) =>
      s(
        'g',
        { class: 'symbol no-castle', stroke: '#5d2a22', 'stroke-width': 1 },
        s('path', { d: `M${x - 5},${y + 4} V${y - 4} h2 v2 h2 v-2 h2 v2 h2 v-2 h2 V${y + 4} Z`, fill: '#ddd3c0' }),
        s('path', { d: `M${x - 8},${y + 7} L${x + 8},${y - 7}`, stroke: '#b03a2e', 'stroke-width': 2, 'stroke-linecap': 'round' }),
      ),
  },
  figures: {
    [CASTLE]: (at, colour, figure) => castleDrawing(at, colour, (figure.value ?? 0) > 0),
    // A bridge as a figure: across its whole space, wherever the board would stand a figure.
    [BRIDGE]: (_at, colour, figure) => bridgeDrawing(figure, figure.player === undefined ? WOOD_DARK : colour),
  },
  panel: (st, ctx) => {
    const v = st.view;
    const pub = publicOf(v);
    const pieces = v.scores.map((_, seat) => {
      const words = {
        who: ctx.seatName(seat),
        castles: pub?.castles[seat] ?? 0,
        bridges: pub?.bridges[seat] ?? 0,
      };
      return h(
        'li',
        { 'data-player': seat, 'data-castles': words.castles, 'data-bridges': words.bridges },
        h('span', { class: 'chip', style: `background:${ctx.seatColour(seat)}` }),
        t(`${ID}.left`, words),
      );
    });
    const decision = v.decision?.module === ID ? v.decision : undefined;
    const stake = decision ? stakeOf(decision) : undefined;
    const offer = pub?.offer ?? [];
    const due = pub?.due ?? [];
    return [
      h('p', { class: 'muted' }, t(`${ID}.rules`)),
      h('ul', { id: 'bcb-pieces', class: 'figure-list' }, ...pieces),
      ...(offer.length
        ? [
            h(
              'div',
              { class: 'bazaar', 'data-offered': offer.filter(Boolean).length },
              h('h3', {}, t(`${ID}.offer`)),
              offerList(offer, ctx.shapes, stake),
            ),
          ]
        : []),
      ...(due.length
        ? [
            h('p', { class: 'muted' }, t(`${ID}.due`)),
            h(
              'ol',
              { class: 'bazaar-due', 'data-due': due.join(',') },
              ...due.map((seat) => h('li', { 'data-player': seat }, h('span', { class: 'chip', style: `background:${ctx.seatColour(seat)}` }), ctx.seatName(seat))),
            ),
          ]
        : []),
    ];
  },
  // A bazaar's pick or raise: a field for the amount and one button (per tile), not a button
  // per amount; the other choices (pass, take a tile…) a button each.
  decisionChoices: (_st, decision, ctx, choiceButton) => {
    const bids = decision.choices.flatMap((c, i) => (typeof c.move.bid === 'number' ? [i] : []));
    if (!bids.length) return null;
    /** @type {Map<unknown, number[]>} the bids by tile */
    const byTile = new Map();
    for (const i of bids) {
      const tile = decision.choices[i].move.offered;
      byTile.set(tile, [...(byTile.get(tile) ?? []), i]);
    }
    return [
      ...[...byTile.values()].map((indices) => bidChoice(decision, indices, ctx)),
      ...decision.choices.flatMap((c, i) => (typeof c.move.bid === 'number' ? [] : [choiceButton(i)])),
    ];
  },
  // A bazaar's decision: the tile at stake, pictured.
  decisionDetail: (st, decision, ctx) => {
    const stake = stakeOf(decision);
    const id = stake === undefined ? undefined : (publicOf(st.view)?.offer[stake] ?? undefined);
    const shape = id ? ctx.shapes.get(id) : undefined;
    return shape ? [h('div', { class: 'bazaar-stake', 'data-tile': id }, tileIcon(shape, 64))] : [];
  },
};
