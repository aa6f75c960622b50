// The browser test's player in a game with the Tower, the Flier and the Princess & the Dragon,
// with Inns & Cathedrals or with Traders & Builders: what the human seat does, decided from the state the server sends
// it (the same the page shows), preferring the expansions' actions — a flight where the die
// most likely brings it down on a tile, then its landing; the princess sending another player's
// knight home; a follower through a magic portal; a floor that brings a follower within the
// tower's range, then a capture (its own follower first, so as to hold no prisoner of the other
// player, another player's once it has paid a ransom or late in the game); a ransom whenever one
// may be paid; the fairy beside a follower of its own when it stands by none; each step of the
// dragon's flight that is its to choose, where it eats the most of the other players'
// followers and the fewest of its own; the builder, else the pig, wherever one may go; else a
// follower near a tower (for the other player to capture), else any floor, else the tile alone.
// With Inns & Cathedrals, the big follower goes on the first road or city it may take while it
// is in reserve. With the Abbot, the abbot goes on the first monastery or garden it may take,
// and is called back once it has stood for `ABBOT_STAY` of the seat's turns. With Abbey & Mayor,
// the abbey with a monk into the first hole as soon as there is one (instead of the tile); the
// barn, else the wagon, else the mayor, wherever one may go; a freed wagon moves on to the
// first feature offered. With the special monasteries, a follower lies as an abbot on every
// special monastery it may. With Little Buildings, a building at the first chance. With Bridges,
// Castles & Bazaars, a castle whenever one is offered; at a bazaar, the first tile offered put up
// for nothing, no raise, a tile sold rather than bought. The browser test
// carries each choice out
// through the page; a game played by this policy against the greedy bot (which decides without
// chance when no halflings are dealt) is the same game every time.

import { placementChoices } from '../src/placements.js';
import { aimOf } from '../src/moves.js';

/** @typedef {import('../src/api.js').StateMessage} StateMessage */
/** @typedef {import('../src/api.js').PlayerView} PlayerView */
/** @typedef {import('../src/api.js').Legal} Legal */
/** @typedef {import('../src/api.js').Move} Move */
/** @typedef {import('../src/api.js').PlacementOption} PlacementOption */
/** @typedef {import('../src/api.js').FigureSpot} FigureSpot */
/** @typedef {import('../src/api.js').TileShape} TileShape */

/** @typedef {import('../src/placements.js').PlacementChoice} Choice */

/**
 * What the player does, for the page to carry out.
 * @typedef {{kind: 'decision', index: number}
 *   | {kind: 'ransom', move: Move}
 *   | {kind: 'abbey', move: Move}
 *   | {kind: 'draw'}
 *   | {kind: 'play', tile: string}
 *   | {kind: 'place', option: Choice, pick: Pick}} Intent
 * @typedef {{type: 'move', move: Move} | {type: 'figure', figure: FigureSpot} | {type: 'follower', location: string} | {type: 'none'}} Pick
 */

/**
 * What the player remembers of the game.
 * @typedef {{ransomed: boolean, captures: number, abbotTurns?: number, built?: boolean}} Memory
 *   `abbotTurns`: the seat's turns since its abbot went on the board; `built`: whether it put
 *   a little building
 */

/** The seat's turns its abbot stands before the seat calls it back. */
const ABBOT_STAY = 4;

/**
 * @param {[number, number]} a
 * @param {[number, number]} b
 */
const same = (a, b) => a[0] === b[0] && a[1] === b[1];

/**
 * Whether a follower stands on the space `at` or within `reach` spaces of it along its row or
 * column (a tower's range counted in spaces).
 * @param {PlayerView} v
 * @param {[number, number]} at
 * @param {number} reach
 */
function followerInRange(v, at, reach) {
  return v.followers.some(
    (f) => (f.at[0] === at[0] && Math.abs(f.at[1] - at[1]) <= reach) || (f.at[1] === at[1] && Math.abs(f.at[0] - at[0]) <= reach),
  );
}

/** The flier's directions, clockwise from north, with the step each takes. */
const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
/** @type {[number, number][]} */
const STEPS = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]];

/**
 * For how many of the die's rolls (1–3) a flight from the flier tile laid as `o` comes down on
 * a space holding a tile.
 * @param {PlayerView} v
 * @param {Choice} o
 * @param {Map<string, TileShape>} shapes
 */
function flightHits(v, o, shapes) {
  const printed = shapes.get(v.current_tile ?? '')?.symbol_args?.flier;
  if (!printed) return 0;
  const [dx, dy] = STEPS[(DIRECTIONS.indexOf(printed) + 2 * ((o.rot ?? 0) / 90)) % 8];
  let hits = 0;
  for (let roll = 1; roll <= 3; roll++) {
    /** @type {[number, number]} */
    const at = [o.at[0] + dx * roll, o.at[1] + dy * roll];
    if (v.tiles.some((t) => same(t.at, at))) hits++;
  }
  return hits;
}

/**
 * How far the space `at` lies from the nearest tower in its row or column (99: none).
 * @param {PlayerView} v
 * @param {[number, number]} at
 */
function towerDistance(v, at) {
  let best = 99;
  for (const t of (v.figures ?? []).filter((f) => f.module === 'tower' && f.figure === 'tower')) {
    if (t.at[0] === at[0] || t.at[1] === at[1]) best = Math.min(best, Math.abs(t.at[0] - at[0]) + Math.abs(t.at[1] - at[1]));
  }
  return best;
}

/** The Princess & the Dragon's id. */
const PD = 'princess-and-dragon';

/** Bridges, Castles & Bazaars' id. */
const BCB = 'bridges-castles-bazaars';

/**
 * The owner of the follower a move aims at, if one stands there.
 * @param {PlayerView} v
 * @param {Move} m
 */
function ownerAimedAt(v, m) {
  const target = aimOf(m);
  return target && v.followers.find((f) => same(f.at, target.at) && f.corner === target.corner && f.location === target.location)?.player;
}

/**
 * What the dragon eats entering the place `target`, for seat `me`: the other players'
 * followers there less its own.
 * @param {PlayerView} v
 * @param {number} me
 * @param {import('../src/api.js').Target} target
 */
function dragonGain(v, me, target) {
  const there = v.followers.filter((f) => same(f.at, target.at) && (!target.corner || f.corner === target.corner));
  return there.filter((f) => f.player !== me).length - there.filter((f) => f.player === me).length;
}

/**
 * What the seat of `st` does now (it is to move).
 * @param {StateMessage} st
 * @param {Memory} memo
 * @param {Map<string, TileShape>} shapes
 * @returns {Intent}
 */
export function choose(st, memo, shapes) {
  const me = st.seat ?? 0;
  const v = st.view;
  const legal = /** @type {Legal} */ (st.legal);
  const d = v.decision;
  if (d && d.actor === me) {
    /** @param {(c: import('../src/api.js').ChoiceInfo) => boolean} pred */
    const find = (pred) => d.choices.findIndex(pred);
    if (d.module === 'tower') {
      const mine = (/** @type {import('../src/api.js').ChoiceInfo} */ c) => c.move.owner === me;
      const own = find((c) => c.action === 'capture' && mine(c));
      const other = find((c) => c.action === 'capture' && !mine(c));
      if (own >= 0 && !(memo.ransomed && other >= 0)) return { kind: 'decision', index: own };
      if (other >= 0 && (memo.ransomed || v.pile_count < 20 || (memo.captures === 0 && v.pile_count < 40))) return { kind: 'decision', index: other };
      return { kind: 'decision', index: find((c) => c.action === 'pass') };
    }
    if (d.module === PD) {
      let best = 0;
      d.choices.forEach((c, i) => {
        if (c.target && dragonGain(v, me, c.target) > dragonGain(v, me, /** @type {import('../src/api.js').Target} */ (d.choices[best].target))) best = i;
      });
      return { kind: 'decision', index: best };
    }
    if (d.module === BCB) {
      // A castle whenever one is offered; at a bazaar, the first tile offered for nothing, no
      // raise, and a tile sold rather than bought.
      const pick = find((c) => ['build-castle', 'pass-bid', 'sell'].includes(c.action));
      return { kind: 'decision', index: Math.max(0, pick) };
    }
    // Land on the first feature offered; any other decision: its first choice.
    return { kind: 'decision', index: Math.max(0, find((c) => c.target !== undefined)) };
  }
  const ransom = legal.moves.find((m) => m.module === 'tower' && m.action === 'ransom');
  if (ransom) return { kind: 'ransom', move: ransom };
  const abbey = legal.moves.find((m) => m.module === 'abbey-and-mayor' && m.action === 'abbey' && m.monk);
  if (abbey) return { kind: 'abbey', move: abbey };
  if (v.phase.phase === 'choose') {
    if (legal.moves.some((m) => m.do === 'draw')) return { kind: 'draw' };
    return { kind: 'play', tile: legal.moves.find((m) => m.do === 'play')?.tile ?? '' };
  }
  const choices = placementChoices(legal);
  const flights = choices.filter((o) => o.moves.some((m) => m.module === 'flier' && m.action === 'fly'));
  if (flights.length) {
    const o = flights.reduce((a, b) => (flightHits(v, b, shapes) > flightHits(v, a, shapes) ? b : a));
    const fly = /** @type {Move} */ (o.moves.find((m) => m.action === 'fly'));
    return { kind: 'place', option: o, pick: { type: 'move', move: fly } };
  }
  /**
   * The first way to lay the tile with a move of the Princess & the Dragon `action` that `pred`
   * accepts.
   * @param {string} action
   * @param {(m: Move) => boolean} pred
   * @returns {Intent | null}
   */
  const pd = (action, pred) => {
    for (const o of choices) {
      const m = o.moves.find((x) => x.module === PD && x.action === action && pred(x));
      if (m) return { kind: 'place', option: o, pick: { type: 'move', move: m } };
    }
    return null;
  };
  const princess = pd('princess', (m) => ownerAimedAt(v, m) !== me);
  if (princess) return princess;
  const portal = v.supplies[me] > 1 ? pd('portal', () => true) : null;
  if (portal) return portal;
  const fairyBy = (v.figures ?? []).find((f) => f.module === PD && f.figure === 'fairy')?.player;
  const heights = new Map((v.figures ?? []).filter((f) => f.module === 'tower' && f.figure === 'tower').map((f) => [f.at.join(','), f.value ?? 0]));
  for (const o of choices) {
    for (const m of o.moves.filter((m) => m.action === 'floor' && m.target)) {
      const at = /** @type {[number, number]} */ (m.target?.at);
      if (followerInRange(v, at, (heights.get(at.join(',')) ?? 0) + 1)) return { kind: 'place', option: o, pick: { type: 'move', move: m } };
    }
    const floor = (o.figures ?? []).find((f) => f.figure === 'floor');
    if (floor && followerInRange(v, o.at, 1)) return { kind: 'place', option: o, pick: { type: 'figure', figure: floor } };
  }
  const fairy = fairyBy === me ? null : pd('fairy', () => true);
  if (fairy) return fairy;
  memo.abbotTurns = (v.expansions?.abbot?.abbots?.[me] ? memo.abbotTurns ?? 0 : -1) + 1;
  for (const o of choices) {
    const recall = o.moves.find((m) => m.module === 'abbot' && m.action === 'recall');
    if (recall && memo.abbotTurns > ABBOT_STAY) return { kind: 'place', option: o, pick: { type: 'move', move: recall } };
    const abbot = (o.figures ?? []).find((f) => f.figure === 'abbot');
    if (abbot) return { kind: 'place', option: o, pick: { type: 'figure', figure: abbot } };
  }
  for (const o of choices) {
    const big = (o.figures ?? []).find((f) => f.figure === 'big-follower' && /^[NESWD]$/.test(f.location));
    if (big) return { kind: 'place', option: o, pick: { type: 'figure', figure: big } };
  }
  // Little Buildings: a building at the first chance, from its button in the placing bar.
  if (!memo.built) {
    for (const o of choices) {
      const building = o.moves.find((m) => m.module === 'little-buildings');
      if (building) {
        memo.built = true;
        return { kind: 'place', option: o, pick: { type: 'move', move: building } };
      }
    }
  }
  for (const name of ['builder', 'pig', 'barn', 'wagon', 'mayor', 'abbot-mode']) {
    for (const o of choices) {
      const figure = (o.figures ?? []).find((f) => f.figure === name);
      if (figure) return { kind: 'place', option: o, pick: { type: 'figure', figure } };
    }
  }
  const withFollower = choices.filter((o) => o.followers.length > 0);
  if (withFollower.length && v.supplies[me] > 2) {
    const o = withFollower.reduce((a, b) => (towerDistance(v, b.at) < towerDistance(v, a.at) ? b : a));
    return { kind: 'place', option: o, pick: { type: 'follower', location: o.followers[0] } };
  }
  for (const o of choices) {
    const m = o.moves.find((m) => m.action === 'floor');
    if (m) return { kind: 'place', option: o, pick: { type: 'move', move: m } };
    const floor = (o.figures ?? []).find((f) => f.figure === 'floor');
    if (floor) return { kind: 'place', option: o, pick: { type: 'figure', figure: floor } };
  }
  if (withFollower.length) return { kind: 'place', option: withFollower[0], pick: { type: 'follower', location: withFollower[0].followers[0] } };
  return { kind: 'place', option: choices.find((o) => o.bare) ?? choices[0], pick: { type: 'none' } };
}
