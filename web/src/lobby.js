// The lobby: set up a game (seats, rules version, Halflings options, expansions, seed, clock)
// and the list of this browser's games.

import { byId, button, fill, h, toast } from './dom.js';
import { SEAT_COLOURS, createGame, forgetGame, gameSummary, lobbyOptions, rememberGame, storedGames, ApiError } from './api.js';

/** @typedef {import('./api.js').LobbyOptions} LobbyOptions */

/**
 * A seat row of the form: who plays it.
 * @typedef {{kind: 'me' | 'hot-seat' | 'friend' | 'bot', name: string, bot: string}} SeatRow
 */

const KIND_LABELS = {
  me: 'You (this browser)',
  'hot-seat': 'Hot-seat player (this browser)',
  friend: 'A friend (invite link)',
  bot: 'Bot',
};

class Lobby {
  /** @param {LobbyOptions} options */
  constructor(options) {
    this.options = options;
    /** @type {SeatRow[]} */
    this.seats = [
      { kind: 'me', name: '', bot: 'greedy' },
      { kind: 'bot', name: '', bot: 'greedy' },
    ];
    this.renderRules();
    this.renderSets();
    this.renderSeats();
    byId('new-game').addEventListener('submit', (e) => {
      e.preventDefault();
      void this.create();
    });
    void this.renderGames();
  }

  renderSeats() {
    const rows = this.seats.map((seat, i) => {
      const kind = h('select', { 'aria-label': `seat ${i + 1} kind`, class: 'seat-kind', 'data-seat': i });
      for (const [value, label] of Object.entries(KIND_LABELS)) {
        kind.append(h('option', { value, selected: seat.kind === value }, label));
      }
      kind.addEventListener('change', () => {
        seat.kind = /** @type {SeatRow['kind']} */ (kind.value);
        this.renderSeats();
      });
      const name = h('input', { type: 'text', placeholder: seat.kind === 'bot' ? `Bot ${i + 1}` : `Player ${i + 1}`, value: seat.name, maxlength: 32, 'aria-label': `seat ${i + 1} name` });
      name.addEventListener('input', () => (seat.name = name.value));
      const bot = h('select', { 'aria-label': `seat ${i + 1} bot`, class: 'seat-bot' });
      for (const b of this.options.bots) bot.append(h('option', { value: b.spec, selected: seat.bot === b.spec }, b.label));
      bot.addEventListener('change', () => (seat.bot = bot.value));
      const remove = button('✕', () => {
        this.seats.splice(i, 1);
        this.renderSeats();
      }, { title: 'remove this seat', disabled: this.seats.length <= this.options.min_seats });
      return h(
        'li',
        { class: 'seat' },
        h('span', { class: 'chip', style: `background:${SEAT_COLOURS[i]}` }),
        kind,
        name,
        seat.kind === 'bot' ? bot : '',
        remove,
      );
    });
    const add = button('Add a seat', () => {
      this.seats.push({ kind: 'bot', name: '', bot: 'greedy' });
      this.renderSeats();
    }, { disabled: this.seats.length >= this.options.max_seats, id: 'add-seat' });
    fill(byId('seats'), ...rows);
    fill(byId('seat-buttons'), add);
  }

  renderRules() {
    const list = byId('rules-list');
    fill(
      list,
      ...this.options.rules.map((r) =>
        h(
          'label',
          { class: 'rules-option' },
          h('input', { type: 'radio', name: 'rules', value: r.id, checked: r.id === this.options.default_rules }),
          h('strong', {}, r.id),
          ` ${r.summary}`,
          h('span', { class: 'muted' }, ` (${r.default_halflings} halflings each by default${r.default_symbols_active ? ', symbols act' : ''})`),
        ),
      ),
    );
  }

  renderSets() {
    fill(
      byId('sets'),
      ...this.options.sets.map((set) =>
        h('label', {}, h('input', { type: 'checkbox', name: 'sets', value: set.id, checked: true }), ` ${set.name}`),
      ),
    );
  }

  /** The request the form describes. */
  request() {
    const form = /** @type {HTMLFormElement} */ (byId('new-game'));
    const data = new FormData(form);
    /** @param {string} key */
    const text = (key) => String(data.get(key) ?? '').trim();
    /** @type {Record<string, unknown>} */
    const req = {
      seats: this.seats.map((seat) =>
        seat.kind === 'bot'
          ? { kind: 'bot', bot: seat.bot, name: seat.name }
          : { kind: seat.kind === 'hot-seat' ? 'hot-seat' : 'person', name: seat.name },
      ),
      rules: text('rules'),
      sets: data.getAll('sets').map(String),
      deal: text('deal'),
      count_per: text('count_per'),
      symbol_tiles: data.get('symbol_tiles') === 'on',
      hill_tie_break: text('hill_tie_break'),
      expansions: data.getAll('expansions').map(String),
    };
    if (text('halflings')) req.halflings = Number(text('halflings'));
    if (text('symbols_active')) req.symbols_active = text('symbols_active') === 'on';
    if (text('seed')) req.seed = Number(text('seed'));
    if (text('clock')) req.clock_minutes = Number(text('clock'));
    return req;
  }

  async create() {
    const status = byId('create-status');
    try {
      const created = await createGame(this.request());
      /** @type {string[]} */
      const tokens = [];
      /** @type {Record<string, string>} */
      const invites = {};
      created.seats.forEach((seat, i) => {
        if (!seat.token) return;
        if (this.seats[i].kind === 'friend') invites[seat.name] = `${location.origin}/game/${created.id}#t=${seat.token}`;
        else tokens.push(seat.token);
      });
      rememberGame(created.id, (g) => {
        g.tokens = tokens;
        g.invites = invites;
      });
      if (Object.keys(invites).length === 0) {
        location.href = `/game/${created.id}`;
        return;
      }
      fill(
        status,
        h('p', {}, 'Game created. Send each friend their own link (it lets them play their seat):'),
        h('ul', { class: 'links' }, ...Object.entries(invites).map(([name, url]) => h('li', {}, `${name}: `, h('input', { value: url, readonly: true, class: 'link' }), button('Copy', () => navigator.clipboard?.writeText(url))))),
        h('a', { href: `/game/${created.id}`, class: 'button primary', id: 'open-game' }, 'Open the game'),
      );
    } catch (e) {
      fill(status, h('p', { class: 'error' }, e instanceof ApiError ? e.message : String(e)));
    }
    void this.renderGames();
  }

  async renderGames() {
    const games = storedGames();
    const running = byId('running');
    const finished = byId('finished');
    /** @type {HTMLElement[]} */
    const runningItems = [];
    /** @type {HTMLElement[]} */
    const finishedItems = [];
    const ids = Object.keys(games).sort((a, b) => games[b].created - games[a].created);
    await Promise.all(
      ids.map(async (id) => {
        try {
          const sum = await gameSummary(id);
          const names = sum.game.seats.map((seat, i) => `${seat.name} ${sum.scores[i]}`).join(' · ');
          const turn = sum.finished ? 'finished' : sum.to_move === null ? '' : `${sum.game.seats[sum.to_move].name} to move`;
          const item = h('li', {}, h('a', { href: `/game/${id}` }, names), h('span', { class: 'muted' }, ` ${sum.game.rules}${sum.game.expansions?.includes('hills-and-sheep') ? ' + Hills & Sheep' : ''}, action ${sum.move_no}, ${turn}`));
          (sum.finished ? finishedItems : runningItems).push(item);
        } catch (e) {
          if (e instanceof ApiError && e.status === 404) forgetGame(id);
        }
      }),
    );
    fill(running, ...(runningItems.length ? runningItems : [h('li', { class: 'muted' }, 'none')]));
    fill(finished, ...(finishedItems.length ? finishedItems : [h('li', { class: 'muted' }, 'none')]));
  }
}

try {
  new Lobby(await lobbyOptions());
} catch (e) {
  toast(`The server cannot be reached: ${e}`, 'error');
}
