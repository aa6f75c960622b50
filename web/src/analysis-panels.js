// The analysis board's side panels, built from what the page holds: the file panel (a new
// position, open, share, download, pictures), the tile picker with the composing tools, the
// hands and the pile, and the bot's answer. Each takes the page's actions as callbacks; the
// page (analysis.js) decides what they do.

import { button, h } from './dom.js';
import { seatChip } from './palette.js';
import { t } from './messages.js';
import { tileIcon } from './tiles.js';
import { figureName } from './picture.js';
import { placeWords } from './places.js';

/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./api.js').ExpansionInfo} ExpansionInfo */
/** @typedef {import('./api.js').Move} Move */

/**
 * The bot's answer: who is to move, with what tile, and its best moves with how often each
 * was searched, the mover's expected margin and win rate.
 * @typedef {{seat: number, tile: string | null, best: {move: Move, visits: number, margin: number, win_rate: number}[]}} BotAnswer
 */

/**
 * A select of `choices` (value and words), `value` chosen.
 * @param {Record<string, string>} attrs
 * @param {[string, string][]} choices
 * @param {string} value
 * @param {(value: string) => void} onChange
 */
export function select(attrs, choices, value, onChange) {
  const el = h('select', attrs, ...choices.map(([v, words]) => h('option', { value: v, selected: v === value }, words)));
  el.addEventListener('change', () => onChange(el.value));
  return el;
}

/**
 * A new position's form: players, rules version, the expansions players choose, and whether
 * tiles go anywhere.
 * @param {{rules: {id: string, summary: import('./messages.js').Text}[], default_rules: string}} options
 * @param {ExpansionInfo[]} registry
 * @param {(setup: {players: number, rules: string, expansions: string[], free: boolean}) => void} onCreate
 */
export function newPositionForm(options, registry, onCreate) {
  const players = select({ 'aria-label': t('analysis.new.players'), id: 'new-players' }, [2, 3, 4, 5, 6].map((n) => [String(n), String(n)]), '2', () => {});
  const rules = select({ 'aria-label': t('analysis.new.rules'), id: 'new-rules' }, options.rules.map((r) => [r.id, r.id]), options.default_rules, () => {});
  const free = h('input', { type: 'checkbox', id: 'new-free' });
  const boxes = registry
    .filter((e) => e.selectable)
    .map((e) => h('label', { title: t(`${e.id}.summary`) }, h('input', { type: 'checkbox', name: 'new-expansion', value: e.id }), ` ${t(`${e.id}.name`)}`));
  return h(
    'details',
    { class: 'new-position' },
    h('summary', {}, t('analysis.new')),
    h('label', {}, `${t('analysis.new.players')} `, players),
    ' ',
    h('label', {}, `${t('analysis.new.rules')} `, rules),
    h('div', { class: 'new-expansions' }, ...boxes),
    h('label', {}, free, ` ${t('analysis.mode.free')}`),
    button(t('analysis.new.create'), () => {
      const expansions = boxes.flatMap((label) => {
        const box = label.querySelector('input');
        return box?.checked ? [box.value] : [];
      });
      onCreate({ players: Number(players.value), rules: rules.value, expansions, free: free.checked });
    }, { id: 'new-create' }),
  );
}

/**
 * The chips of the players, one chosen.
 * @param {number} players
 * @param {number} chosen
 * @param {(seat: number) => string} seatName
 * @param {(seat: number) => void} onPick
 */
export function playerChips(players, chosen, seatName, onPick) {
  return h(
    'div',
    { class: 'player-chips', role: 'radiogroup', 'aria-label': t('analysis.player') },
    ...Array.from({ length: players }, (_, seat) => {
      const b = button('', () => onPick(seat), {
        class: `player-chip${seat === chosen ? ' chosen' : ''}`,
        'data-seat': seat,
        'aria-pressed': seat === chosen ? 'true' : 'false',
      });
      b.append(seatChip(seat), ` ${seatName(seat)}`);
      return b;
    }),
  );
}

/**
 * The tile picker: every tile of the sets in play, by set, the tile in hand marked.
 * @param {TileShape[]} tiles
 * @param {string | null} chosen
 * @param {(id: string | null) => void} onPick  a tile, or none (clicking the tile in hand)
 */
export function tilePicker(tiles, chosen, onPick) {
  /** @type {Map<string, TileShape[]>} */
  const bySet = new Map();
  for (const tile of tiles) bySet.set(tile.set, [...(bySet.get(tile.set) ?? []), tile]);
  return h(
    'details',
    { class: 'tile-picker', open: true },
    h('summary', {}, chosen ? t('analysis.tile.in-hand', { tile: chosen }) : t('analysis.tile.pick')),
    ...[...bySet].map(([set, list]) =>
      h(
        'div',
        { class: 'tile-set', 'data-set': set },
        h('div', { class: 'muted' }, set),
        ...list.map((tile) => {
          const b = button('', () => onPick(tile.id === chosen ? null : tile.id), {
            class: `pick-tile${tile.id === chosen ? ' chosen' : ''}`,
            'data-tile': tile.id,
            title: tile.id,
          });
          b.append(tileIcon(tile, 34));
          return b;
        }),
      ),
    ),
  );
}

/**
 * The players' hands (halflings) and the pile: the tile in hand joins a hand if it is a
 * halfling; a halfling leaves a hand when clicked; the pile is every tile of the sets not on
 * the board unless given, each kind with buttons to take one out or put one more in.
 * @param {{
 *   hands: string[][], players: number, pile: string[], pileGiven: boolean, tile: string | null,
 *   shapes: Map<string, TileShape>, seatName: (seat: number) => string,
 *   onHands: (hands: string[][]) => void, onPile: (pile: string[] | null) => void,
 * }} p
 */
export function holdings(p) {
  const halfling = p.tile !== null && p.shapes.get(p.tile)?.shape === 'triangle';
  const hands = Array.from({ length: p.players }, (_, seat) => {
    const hand = p.hands[seat] ?? [];
    return h(
      'li',
      { class: 'hand-row', 'data-seat': seat },
      seatChip(seat),
      ` ${t('analysis.hand', { who: p.seatName(seat) })} `,
      ...hand.map((id, i) => {
        const shape = p.shapes.get(id);
        const b = button('', () => p.onHands(p.hands.map((list, s) => (s === seat ? list.filter((_, j) => j !== i) : list))), {
          class: 'hand-tile',
          title: t('analysis.hand.remove', { tile: id }),
          'data-tile': id,
        });
        if (shape) b.append(tileIcon(shape, 28));
        return b;
      }),
      halfling
        ? button(t('analysis.hand.add', { tile: p.tile ?? '' }), () => {
            const next = Array.from({ length: p.players }, (_, s) => [...(p.hands[s] ?? [])]);
            next[seat].push(p.tile ?? '');
            p.onHands(next);
          }, { class: 'hand-add', 'data-seat': seat })
        : '',
    );
  });
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const id of p.pile) counts.set(id, (counts.get(id) ?? 0) + 1);
  const kinds = [...counts].map(([id, n]) => {
    const shape = p.shapes.get(id);
    return h(
      'div',
      { class: 'pile-kind', 'data-tile': id },
      shape ? tileIcon(shape, 26) : '',
      ` ×${n} `,
      button('−', () => {
        const i = p.pile.indexOf(id);
        p.onPile(p.pile.filter((_, j) => j !== i));
      }, { title: t('analysis.pile.less', { tile: id }) }),
      button('+', () => p.onPile([...p.pile, id]), { title: t('analysis.pile.more', { tile: id }) }),
    );
  });
  return [
    h('h2', {}, t('analysis.holdings')),
    h('ul', { class: 'hands' }, ...hands),
    h(
      'details',
      { class: 'pile' },
      h('summary', {}, t(p.pileGiven ? 'analysis.pile.given' : 'analysis.pile.rest', { n: p.pile.length })),
      h('div', { class: 'pile-kinds' }, ...kinds),
      p.pileGiven ? button(t('analysis.pile.reset'), () => p.onPile(null), { id: 'pile-reset' }) : '',
    ),
  ];
}

/**
 * A move in words: a placement's tile, space, turn and follower, or the move's kind.
 * @param {Move} m
 * @param {string | null} tile  the tile it places
 */
export function moveWords(m, tile) {
  if (m.do !== 'place' || !m.at) return t('analysis.move.other', { move: m.action ?? m.tile ?? m.do });
  const turn = m.rot !== undefined ? t('analysis.turn', { turn: t(`place.turn.${m.rot}`) }) : '';
  const on = m.follower ? t('analysis.move.on', { who: m.figure ? figureName(m.figure) : t('analysis.follower'), location: m.follower }) : '';
  return t('analysis.move.place', { tile: tile ?? '', place: placeWords({ at: m.at, corner: m.corner }), turn, on });
}

/**
 * The bot's best moves, best first.
 * @param {BotAnswer} answer
 * @param {(seat: number) => string} seatName
 */
export function botMoves(answer, seatName) {
  return [
    h('p', {}, t('analysis.bot.for', { who: seatName(answer.seat), tile: answer.tile ?? '–' })),
    h(
      'ol',
      { class: 'bot-moves' },
      ...answer.best.map((b, i) =>
        h(
          'li',
          { 'data-rank': i + 1 },
          t('analysis.bot.move', {
            move: moveWords(b.move, answer.tile),
            margin: `${b.margin >= 0 ? '+' : ''}${b.margin.toFixed(1)}`,
            win: Math.round(b.win_rate * 100),
            visits: b.visits,
          }),
        ),
      ),
    ),
  ];
}
