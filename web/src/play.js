// A game on this browser, without a server (play.html#ID): the engine in this browser plays it
// (every move checked by the engine, the bots' moves decided there), one feed per person at
// this browser, the game kept in the browser's storage after every move so that a reload goes
// on where it was.

import { byId, fill, h, toast } from './dom.js';
import { Feed } from './connection.js';
import { Engine } from './engine.js';
import { GamePage } from './game-page.js';
import { gameInfo, keepLocalGame, localData, localGames, newGameId } from './local-games.js';
import { applyMessages, t } from './messages.js';
import { refusal } from './rule-link.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').GameInfo} GameInfo */
/** @typedef {import('./api.js').Move} Move */

const gameId = location.hash.slice(1);
const stored = localGames()[gameId];
const engine = new Engine();

/** A seat of this browser (or a spectator when bots play alone), fed by the engine. */
class LocalFeed extends Feed {
  /**
   * @param {number | null} seat
   * @param {() => void} onChange
   * @param {(fresh: import('./api.js').LogEntry[]) => void} onEntries
   */
  constructor(seat, onChange, onEntries) {
    super(onChange, onEntries);
    this.seat = seat;
    this.open = true;
  }

  resync() {
    void engine.call('resync', gameId, this.seat);
  }

  /** @param {Move} move */
  act(move) {
    if (this.seat === null) return;
    engine.call('act', gameId, this.seat, move).catch((e) => toast(refusal(e.message, e.rule), 'error'));
  }
}

if (!stored) {
  applyMessages(document);
  fill(byId('turn'), h('span', {}, t('local.no-game')), ' ', h('a', { href: 'index.html' }, t('local.lobby')));
} else {
  /** @type {Map<number | null, LocalFeed>} */
  const feeds = new Map();
  /** @type {GameInfo | null} */
  let info = null;
  /** @type {{seat: number | null, state: any}[]} pushes that came before the game's facts */
  const early = [];
  let record = JSON.stringify(stored.record);
  engine.onPush = (msg) => {
    if (msg.game !== gameId) return;
    record = msg.record;
    keepLocalGame(gameId, { ...stored, record: JSON.parse(record) });
    if (!info) {
      early.push(msg);
      return;
    }
    feeds.get(msg.seat)?.accept({ ...msg.state, type: 'state', game: info, seat: msg.seat });
  };
  const people = stored.seats.filter((s) => s.kind !== 'bot').map((s) => s.seat);
  /** @type {import('./game-page.js').GameSource} */
  const source = {
    feeds: (onChange, onEntries) =>
      (people.length ? people : [null]).map((seat) => {
        const feed = new LocalFeed(seat, onChange, onEntries);
        feeds.set(seat, feed);
        return feed;
      }),
    frame: (n) => engine.call('frame', gameId, n),
    links: {
      record: () => ({ href: URL.createObjectURL(new Blob([record], { type: 'application/json' })), download: `halflings-${gameId}.json` }),
      lobby: 'index.html',
      // The same seats and options, a new seed: made once, then opened again.
      rematch: () => ({
        label: t(stored.rematch ? 'end.rematch.open' : 'end.rematch'),
        go: async () => {
          let next = stored.rematch;
          if (!next || !localGames()[next]) {
            const { seed: _seed, ...setup } = stored.record.setup;
            const fresh = await engine.call('newGame', setup);
            next = newGameId();
            keepLocalGame(next, { seats: stored.seats, record: fresh, created: Date.now() });
            stored.rematch = next;
            keepLocalGame(gameId, { ...stored, record: JSON.parse(record) });
          }
          // Only the fragment changes: the page opens the other game when it loads again.
          location.hash = next;
          location.reload();
        },
      }),
    },
    invites: () => [],
    // A game on this browser has no seed to accept: the seats here chose it.
    acceptSeed: async () => {},
  };
  try {
    const data = await localData();
    new GamePage(new Map(data.tiles.map((tile) => [tile.id, tile])), source);
    info = gameInfo(gameId, stored, await engine.call('openGame', gameId, record, stored.seats));
    for (const msg of early.splice(0)) feeds.get(msg.seat)?.accept({ ...msg.state, type: 'state', game: info, seat: msg.seat });
  } catch (e) {
    toast(t('local.no-engine', { error: e instanceof Error ? e.message : String(e) }), 'error');
  }
}
