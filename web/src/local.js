// The lobby of games on this browser, without a server: the same form as online, its seats
// people on this browser or bots; the game is set up by the engine in this browser and kept in
// the browser's storage, then opened in play.html. The lobby's options, the expansions'
// registry and the tile shapes come with the folder (assets/local/data.js).

import { byId, fill, h, toast } from './dom.js';
import { Engine } from './engine.js';
import { Lobby, halflingSymbols } from './lobby-form.js';
import { gameInfo, keepLocalGame, localData, localGames, newGameId } from './local-games.js';
import { applyMessages, t } from './messages.js';

/** @typedef {import('./api.js').SeatInfo} SeatInfo */

const engine = new Engine();

/**
 * The engine's setup of the form's request: as many players as seats (the page keeps their
 * names and kinds), no clock.
 * @param {Record<string, unknown>} request
 * @param {import('./lobby-form.js').SeatRow[]} seats
 */
function setupOf(request, seats) {
  const { seats: _seats, clock_minutes: _clock, ...setup } = request;
  return { ...setup, players: seats.length };
}

/** @type {import('./lobby-form.js').LobbySource} */
const local = {
  kinds: ['me', 'hot-seat', 'bot'],
  census: (request, seats) => engine.call('census', setupOf(request, seats)),
  create: async (request, seats) => {
    /** @type {SeatInfo[]} */
    const seatInfo = seats.map((row, i) => {
      const bot = row.kind === 'bot';
      const name = row.name.trim() || t(bot ? 'lobby.seat.bot-placeholder' : 'lobby.seat.player-placeholder', { n: i + 1 });
      return bot ? { seat: i, kind: 'bot', name, bot: row.bot } : { seat: i, kind: 'hot-seat', name };
    });
    const record = await engine.call('newGame', setupOf(request, seats));
    const id = newGameId();
    keepLocalGame(id, { seats: seatInfo, record, created: Date.now() });
    location.href = `play.html#${id}`;
  },
  games: async () => {
    const games = localGames();
    const ids = Object.keys(games).sort((a, b) => games[b].created - games[a].created);
    return Promise.all(
      ids.map(async (id) => {
        const game = games[id];
        const sum = await engine.call('summary', JSON.stringify(game.record));
        return {
          href: `play.html#${id}`,
          summary: {
            game: gameInfo(id, game, sum.facts),
            move_no: sum.move_no,
            finished: sum.view.phase.phase === 'over',
            scores: sum.view.scores,
            to_move: sum.view.to_move,
          },
        };
      }),
    );
  },
};

applyMessages(document);
document.title = t('local.page-title');
// Without a server there is no clock and no friend to invite.
document.querySelector('input[name=clock]')?.closest('label')?.remove();
fill(byId('local-links'), h('a', { href: 'analysis.html', id: 'open-analysis' }, t('local.analysis')));
try {
  const data = await localData();
  new Lobby(data.options, data.expansions, halflingSymbols(data.options, data.expansions, data.tiles), local);
} catch (e) {
  toast(t('local.no-data', { error: String(e) }), 'error');
}
