// The online lobby: games are created on the server (people join with invite links, bots play
// on the server) and listed from the seat tokens this browser keeps.

import { byId, copyField, fill, h, toast } from './dom.js';
import { ApiError, acceptSeed, createGame, expansionRegistry, forgetGame, gameCensus, gameSummary, lobbyOptions, rememberGame, storedGames, tileShapes } from './api.js';
import { Lobby, halflingSymbols } from './lobby-form.js';
import { applyMessages, t } from './messages.js';

/** @type {import('./lobby-form.js').LobbySource} */
const online = {
  kinds: ['me', 'hot-seat', 'friend', 'bot'],
  census: (request) => gameCensus(request),
  create: async (request, seats, status) => {
    const created = await createGame(request);
    /** @type {string[]} */
    const tokens = [];
    /** @type {Record<string, string>} */
    const invites = {};
    created.seats.forEach((seat, i) => {
      if (!seat.token) return;
      if (seats[i].kind === 'friend') invites[seat.name] = `${location.origin}/game/${created.id}#t=${seat.token}`;
      else tokens.push(seat.token);
    });
    rememberGame(created.id, (g) => {
      g.tokens = tokens;
      g.invites = invites;
    });
    // The seed this browser chose is accepted for the seats it keeps; friends accept it on
    // the page their link opens.
    if (request.seed !== undefined) await Promise.all(tokens.map((token) => acceptSeed(created.id, token)));
    if (Object.keys(invites).length === 0) {
      location.href = `/game/${created.id}`;
      return;
    }
    fill(
      status,
      h('p', {}, t('lobby.created')),
      h('ul', { class: 'links' }, ...Object.entries(invites).map(([name, url]) => h('li', {}, `${name}: `, ...copyField(url, t('invites.link', { name }))))),
      h('a', { href: `/game/${created.id}`, class: 'button primary', id: 'open-game' }, t('lobby.open-game')),
    );
  },
  games: async () => {
    const games = storedGames();
    const ids = Object.keys(games).sort((a, b) => games[b].created - games[a].created);
    const found = await Promise.all(
      ids.map(async (id) => {
        try {
          return [{ href: `/game/${id}`, summary: await gameSummary(id) }];
        } catch (e) {
          if (e instanceof ApiError && e.status === 404) forgetGame(id);
          return [];
        }
      }),
    );
    return found.flat();
  },
};

applyMessages(document);
document.title = t('lobby.page-title');
fill(byId('local-links'), h('a', { href: '/local/', id: 'open-local' }, t('lobby.local')), ' ', h('a', { href: '/analysis', id: 'open-analysis' }, t('lobby.analysis')));
try {
  const [options, registry, shapes] = await Promise.all([lobbyOptions(), expansionRegistry(), tileShapes()]);
  new Lobby(options, registry, halflingSymbols(options, registry, [...shapes.values()]), online);
} catch (e) {
  toast(t('app.unreachable', { error: String(e) }), 'error');
}
