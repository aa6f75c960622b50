// The online game page: the game's feeds are WebSocket connections to the server, one per seat
// token this browser holds (one for a player, several for hot-seat players, none for a
// spectator); the replay and the record come from the server.

import { copyField, h } from './dom.js';
import { acceptSeed, followRematch, rematch, rememberGame, replayFrame, storedGames, tileShapes } from './api.js';
import { Connection } from './connection.js';
import { GamePage } from './game-page.js';
import { t } from './messages.js';

const gameId = location.pathname.split('/').filter(Boolean)[1] ?? '';

// An invite link carries the seat token in its fragment: keep it, then hide it.
{
  const token = new URLSearchParams(location.hash.slice(1)).get('t');
  if (token) {
    rememberGame(gameId, (g) => {
      if (!g.tokens.includes(token)) g.tokens.push(token);
    });
    history.replaceState(null, '', location.pathname);
  }
}

/** @type {import('./game-page.js').GameSource} */
const online = {
  feeds: (onChange, onEntries) => {
    const tokens = storedGames()[gameId]?.tokens ?? [];
    return (tokens.length > 0 ? tokens : [null]).map((token) => new Connection(gameId, token, onChange, onEntries));
  },
  frame: (n) => replayFrame(gameId, n),
  links: {
    record: () => ({ href: `/api/games/${gameId}/record`, download: `halflings-${gameId}.json` }),
    lobby: '/',
    // A seat of this browser makes the rematch (or finds the one made) and takes its tokens
    // and invite links there; a spectator may watch it once it is made.
    rematch: (st) => {
      const token = storedGames()[gameId]?.tokens[0];
      const next = st.game.rematch;
      if (!token) return next ? { label: t('end.rematch.watch'), go: async () => location.assign(`/game/${next}`) } : null;
      return {
        label: t(next ? 'end.rematch.open' : 'end.rematch'),
        go: async () => {
          const made = await rematch(gameId, token);
          followRematch(gameId, made.id);
          location.assign(`/game/${made.id}`);
        },
      };
    },
  },
  invites: () => {
    const invites = storedGames()[gameId]?.invites ?? {};
    const rows = Object.entries(invites).map(([name, url]) => h('li', {}, `${name}: `, ...copyField(url, t('invites.link', { name }))));
    const watch = `${location.origin}/game/${gameId}`;
    return [h('details', {}, h('summary', {}, t('invites.title')), h('ul', { class: 'links' }, ...rows, h('li', {}, t('invites.watch'), ...copyField(watch, t('invites.watch-link')))))];
  },
  acceptSeed: async (feed) => {
    if (feed instanceof Connection && feed.token) await acceptSeed(gameId, feed.token);
  },
};

new GamePage(await tileShapes(), online);
