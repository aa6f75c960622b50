// Games the browser test makes over the HTTP API rather than through the lobby.

import assert from 'node:assert/strict';

/**
 * Creates a game with `request` on the server at `base`; a seed it chooses is then accepted
 * for every seat played by people, as the lobby does for its own seats and an invitee on the
 * page of their link — unless `accept` is false. Gives the server's answer.
 * @param {string} base
 * @param {Record<string, unknown>} request
 * @param {{accept?: boolean}} [options]
 * @returns {Promise<{id: string, seats: {name: string, token?: string}[]}>}
 */
export async function createGame(base, request, { accept = true } = {}) {
  const answer = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  assert.equal(answer.status, 201);
  const created = await answer.json();
  if (accept && request.seed !== undefined) {
    for (const seat of created.seats) {
      if (!seat.token) continue;
      const accepted = await fetch(`${base}/api/games/${created.id}/accept-seed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${seat.token}` },
        body: '{}',
      });
      assert.equal(accepted.status, 200);
    }
  }
  return created;
}
