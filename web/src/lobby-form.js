// The lobby's form: set up a game (seats, rules version, Halflings options, expansions with
// their options, seed, clock) and the list of this browser's games, for a source of games —
// the server (lobby.js) or the engine in this browser (local.js). The expansions and their
// options come from the engine's registry: a checkbox for each one players choose, a select
// for each option, with its default under the chosen rules version; the options of an
// expansion the setup implies show when it is implied.

import { byId, button, fill, h } from './dom.js';
import { seatChip } from './palette.js';
import { optionDefault, ApiError } from './api.js';
import { t, tOr, word } from './messages.js';
import './expansions/index.js';

/** @typedef {import('./api.js').LobbyOptions} LobbyOptions */
/** @typedef {import('./api.js').ExpansionInfo} ExpansionInfo */
/** @typedef {import('./api.js').ExpansionChoice} ExpansionChoice */
/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./api.js').GameSummary} GameSummary */
/** @typedef {import('./api.js').Census} Census */

/**
 * A seat row of the form: who plays it.
 * @typedef {{kind: 'me' | 'hot-seat' | 'friend' | 'bot', name: string, bot: string}} SeatRow
 */

/**
 * Where the lobby's games live: the seat kinds it offers, what the engine counts in the game of
 * the form's request (refused as creating it would be), how a game is created from that request
 * (then opened, or its links shown in `status`), and this browser's games, each with its
 * summary and the page that shows it.
 * @typedef {{
 *   kinds: SeatRow['kind'][],
 *   census: (request: Record<string, unknown>, seats: SeatRow[]) => Promise<Census>,
 *   create: (request: Record<string, unknown>, seats: SeatRow[], status: HTMLElement) => Promise<void>,
 *   games: () => Promise<{href: string, summary: GameSummary}[]>,
 * }} LobbySource
 */

/**
 * The symbols printed on the halflings' triangles (the sets the lobby offers), in the tile
 * data's order, in the page's language: each by its expansion's message
 * `<id>.symbol.<symbol>` (the registry's name with dashes for spaces, as the tile data writes it).
 * @param {LobbyOptions} options
 * @param {ExpansionInfo[]} registry
 * @param {TileShape[]} tiles
 */
export function halflingSymbols(options, registry, tiles) {
  const sets = new Set(options.sets.map((set) => set.id));
  const named = new Map(registry.flatMap((e) => e.symbols.map((sym) => [sym.name.replace(/ /g, '-'), `${e.id}.symbol.${sym.name.replace(/ /g, '-')}`])));
  const printed = tiles.filter((tile) => sets.has(tile.set)).flatMap((tile) => tile.symbols);
  return [...new Set(printed)].map((sym) => t(named.get(sym) ?? sym));
}

/**
 * What the engine says the game of the form starts with, in words: the tiles by tile set (an
 * expansion's set by the expansion's name), then what each player gets (halflings, followers
 * and every expansion's figures).
 * @param {Census} census
 * @param {ExpansionInfo[]} registry
 */
function censusLines(census, registry) {
  /** @param {string} set */
  const setName = (set) => {
    const module = registry.find((e) => e.tile_sets.includes(set));
    return t(module ? `${module.id}.name` : `set.${set}`);
  };
  const sets = census.squares.map((s) => {
    const n = s.on_board + s.to_place;
    const name = setName(s.set);
    const words = s.on_board ? t('lobby.census.set-board', { name, n, board: s.on_board }) : t('lobby.census.set', { name, n });
    return h('li', { 'data-set': s.set, 'data-count': n }, words);
  });
  const figures = census.figures.map((f) =>
    h('li', { 'data-figure': f.name, 'data-count': f.each }, t('lobby.census.figure', { figure: t(`figure.${f.name}`), n: f.each })),
  );
  const halflings = h('li', { 'data-figure': 'halfling', 'data-count': census.halflings_each }, t('lobby.census.halflings', { n: census.halflings_each }));
  return [
    h('div', { class: 'census-tiles', 'data-total': census.squares_total }, t('lobby.census.tiles', { n: census.squares_total }), h('ul', { class: 'census-list' }, ...sets)),
    h('div', { class: 'census-each' }, t('lobby.census.each'), h('ul', { class: 'census-list' }, ...figures, halflings)),
  ];
}

/**
 * Why a call failed, in the words it carries.
 * @param {unknown} e
 */
const failureText = (e) => (e instanceof ApiError || e instanceof Error ? e.message : String(e));

export class Lobby {
  /**
   * @param {LobbyOptions} options
   * @param {ExpansionInfo[]} registry
   * @param {string[]} symbols  the symbols on the halflings' triangles
   * @param {LobbySource} source
   */
  constructor(options, registry, symbols, source) {
    this.options = options;
    this.registry = registry;
    this.symbols = symbols;
    this.source = source;
    /** @type {SeatRow[]} */
    this.seats = [
      { kind: source.kinds[0], name: '', bot: 'greedy' },
      { kind: 'bot', name: '', bot: 'greedy' },
    ];
    /** @type {Set<string>} the expansions players chose */
    this.chosen = new Set();
    /** @type {Map<string, string>} option values the player set, by `module/option` */
    this.optionValues = new Map();
    /** The census asked last (an older answer is dropped), and the timer of the next. */
    this.censusAsked = 0;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.censusTimer = undefined;
    this.renderRules();
    this.renderSets();
    this.renderSeats();
    this.renderExpansions();
    const form = /** @type {HTMLFormElement} */ (byId('new-game'));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.create();
    });
    form.addEventListener('change', (e) => {
      const target = /** @type {HTMLInputElement} */ (e.target);
      if (target.name === 'rules' || target.name === 'symbol_tiles') this.renderExpansions();
      this.askCensus();
    });
    form.addEventListener('input', () => this.askCensus());
    void this.renderGames();
  }

  renderSeats() {
    const rows = this.seats.map((seat, i) => {
      const n = i + 1;
      const kind = h('select', { 'aria-label': t('lobby.seat.kind', { n }), class: 'seat-kind', 'data-seat': i });
      for (const value of this.source.kinds) {
        kind.append(h('option', { value, selected: seat.kind === value }, t(`lobby.seat.${value}`)));
      }
      kind.addEventListener('change', () => {
        seat.kind = /** @type {SeatRow['kind']} */ (kind.value);
        this.renderSeats();
      });
      const placeholder = t(seat.kind === 'bot' ? 'lobby.seat.bot-placeholder' : 'lobby.seat.player-placeholder', { n });
      const name = h('input', { type: 'text', placeholder, value: seat.name, maxlength: 32, 'aria-label': t('lobby.seat.name', { n }) });
      name.addEventListener('input', () => (seat.name = name.value));
      const bot = h('select', { 'aria-label': t('lobby.seat.bot-choice', { n }), class: 'seat-bot' });
      for (const b of this.options.bots) bot.append(h('option', { value: b.spec, selected: seat.bot === b.spec }, tOr(`bot.${b.spec}`, b.spec)));
      bot.addEventListener('change', () => (seat.bot = bot.value));
      const remove = button('', () => {
        this.seats.splice(i, 1);
        this.renderSeats();
      }, { title: t('lobby.seat.remove'), 'aria-label': t('lobby.seat.remove-n', { n }), disabled: this.seats.length <= this.options.min_seats, class: 'remove-seat' });
      remove.append(h('span', { 'aria-hidden': 'true' }, '×'));
      // One card per seat: a bot's level stays inside its seat's card, never a row of its own.
      return h(
        'li',
        { class: `seat${seat.kind === 'bot' ? ' bot-seat' : ''}` },
        seatChip(i, 16),
        kind,
        name,
        seat.kind === 'bot' ? h('span', { class: 'seat-level' }, h('span', { class: 'muted' }, t('lobby.seat.plays-as')), bot) : '',
        remove,
      );
    });
    const add = button(t('lobby.seat.add'), () => {
      this.seats.push({ kind: 'bot', name: '', bot: 'greedy' });
      this.renderSeats();
    }, { disabled: this.seats.length >= this.options.max_seats, id: 'add-seat' });
    fill(byId('seats'), ...rows);
    fill(byId('seat-buttons'), add);
    this.askCensus();
  }

  renderRules() {
    fill(
      byId('rules-list'),
      ...this.options.rules.map((r) =>
        h(
          'label',
          { class: 'rules-option' },
          h('input', { type: 'radio', name: 'rules', value: r.id, checked: r.id === this.options.default_rules }),
          h('strong', {}, r.id),
          ` ${word(r.summary)}`,
          h('span', { class: 'muted' }, t('lobby.rules.defaults', { halflings: r.default_halflings, symbols: r.default_symbols_active ? t('lobby.rules.symbols-act') : '' })),
        ),
      ),
    );
  }

  renderSets() {
    fill(
      byId('sets'),
      ...this.options.sets.map((set) =>
        h('label', {}, h('input', { type: 'checkbox', name: 'sets', value: set.id, checked: true }), ` ${tOr(`set.${set.id}`, set.name)}`),
      ),
    );
    fill(byId('symbol-tiles'), t('lobby.symbol-tiles', { symbols: this.symbols.join(', ') }));
  }

  /** The rules version chosen. */
  rules() {
    const checked = document.querySelector('input[name=rules]:checked');
    return checked instanceof HTMLInputElement ? checked.value : this.options.default_rules;
  }

  /**
   * The expansions in play with the form as it is: those chosen, those the symbol tiles bring
   * (when they act by default or are set to), and those these require.
   * @returns {Set<string>}
   */
  inPlay() {
    const form = /** @type {HTMLFormElement} */ (byId('new-game'));
    const data = new FormData(form);
    const on = new Set(this.chosen);
    if (data.get('symbol_tiles') === 'on') {
      for (const e of this.registry) if (e.with_active_symbols) on.add(e.id);
    }
    let grew = true;
    while (grew) {
      grew = false;
      for (const e of this.registry) {
        if (!on.has(e.id)) continue;
        for (const r of e.requires) {
          if (!on.has(r)) {
            on.add(r);
            grew = true;
          }
        }
      }
    }
    return on;
  }

  /**
   * A select per option of expansion `e`, with the value the player set or the default under
   * the chosen rules version.
   * @param {ExpansionInfo} e
   */
  optionSelects(e) {
    const rules = this.rules();
    return e.options.map((o) => {
      const key = `${e.id}/${o.name}`;
      const value = this.optionValues.get(key) ?? optionDefault(o, rules);
      const select = h(
        'select',
        { name: `option:${key}`, 'data-module': e.id, 'data-option': o.name },
        ...o.choices.map((c) => h('option', { value: c, selected: c === value }, t(`${e.id}.option.${o.name}.${c}`))),
      );
      select.addEventListener('change', () => this.optionValues.set(key, select.value));
      return h('label', { class: 'expansion-option' }, `${t(`${e.id}.option.${o.name}`)} `, select);
    });
  }

  /** The expansions players choose, each with its options, and the options of those implied. */
  renderExpansions() {
    const selectable = this.registry.filter((e) => e.selectable);
    const rows = selectable.map((e) => {
      const box = h('input', { type: 'checkbox', name: 'expansion', value: e.id, checked: this.chosen.has(e.id) });
      box.addEventListener('change', () => {
        if (box.checked) this.chosen.add(e.id);
        else this.chosen.delete(e.id);
        this.renderExpansions();
      });
      return h(
        'div',
        { class: 'expansion', 'data-module': e.id },
        h('label', {}, box, ' ', h('strong', {}, t(`${e.id}.name`)), h('span', { class: 'muted' }, ` — ${t(`${e.id}.summary`)}`)),
        this.chosen.has(e.id) ? h('div', { class: 'expansion-options' }, ...this.optionSelects(e)) : '',
      );
    });
    fill(byId('expansions'), ...(rows.length ? rows : [h('p', { class: 'muted' }, t('lobby.expansions.none'))]));
    const on = this.inPlay();
    const implied = this.registry.filter((e) => !e.selectable && e.options.length > 0 && on.has(e.id));
    fill(byId('implied-options'), ...implied.flatMap((e) => this.optionSelects(e)));
    this.askCensus();
  }

  /**
   * The expansions to name in the request: each one chosen, and each one in play whose options
   * differ from their defaults, with those options.
   * @returns {ExpansionChoice[]}
   */
  expansionChoices() {
    const rules = this.rules();
    const on = this.inPlay();
    return this.registry.flatMap((e) => {
      /** @type {ExpansionChoice[]} */
      const none = [];
      if (!on.has(e.id)) return none;
      /** @type {Record<string, string>} */
      const options = {};
      for (const o of e.options) {
        const value = this.optionValues.get(`${e.id}/${o.name}`);
        if (value !== undefined && value !== optionDefault(o, rules)) options[o.name] = value;
      }
      /** @type {ExpansionChoice} */
      const choice = Object.keys(options).length > 0 ? { id: e.id, options } : e.id;
      return this.chosen.has(e.id) || typeof choice !== 'string' ? [choice] : none;
    });
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
      expansions: this.expansionChoices(),
    };
    if (text('halflings')) req.halflings = Number(text('halflings'));
    if (text('symbols_active')) req.symbols_active = text('symbols_active') === 'on';
    if (text('seed')) req.seed = Number(text('seed'));
    if (text('clock')) req.clock_minutes = Number(text('clock'));
    return req;
  }

  /** Asks the engine, once the form has been still for a moment, what its game starts with. */
  askCensus() {
    clearTimeout(this.censusTimer);
    this.censusTimer = setTimeout(() => void this.renderCensus(), 150);
  }

  /** Shows the census of the form's game, or why it would be refused. */
  async renderCensus() {
    const asked = ++this.censusAsked;
    const box = byId('census');
    try {
      const census = await this.source.census(this.request(), this.seats);
      if (asked === this.censusAsked) fill(box, ...censusLines(census, this.registry));
    } catch (e) {
      if (asked === this.censusAsked) fill(box, h('p', { class: 'error' }, t('lobby.census.refused', { reason: failureText(e) })));
    }
  }

  async create() {
    const status = byId('create-status');
    try {
      await this.source.create(this.request(), this.seats, status);
    } catch (e) {
      fill(status, h('p', { class: 'error' }, t('lobby.refused', { reason: failureText(e) })));
    }
    void this.renderGames();
  }

  async renderGames() {
    /** @type {HTMLElement[]} */
    const runningItems = [];
    /** @type {HTMLElement[]} */
    const finishedItems = [];
    for (const { href, summary: sum } of await this.source.games()) {
      const names = sum.game.seats.map((seat, i) => `${seat.name} ${sum.scores[i]}`).join(' · ');
      const turn = sum.finished ? t('lobby.game.finished') : sum.to_move === null ? '' : t('lobby.game.to-move', { name: sum.game.seats[sum.to_move].name });
      const expansions = sum.game.resolved.modules.filter((m) => m.selectable).map((m) => ` + ${t(`${m.id}.name`)}`).join('');
      const seed = sum.game.seed_chosen ? t('lobby.game.seed-chosen') : '';
      const item = h('li', {}, h('a', { href }, names), h('span', { class: 'muted' }, t('lobby.game.line', { rules: sum.game.rules, expansions, n: sum.move_no, turn }), seed));
      (sum.finished ? finishedItems : runningItems).push(item);
    }
    const none = () => [h('li', { class: 'muted' }, t('app.none'))];
    fill(byId('running'), ...(runningItems.length ? runningItems : none()));
    fill(byId('finished'), ...(finishedItems.length ? finishedItems : none()));
  }
}
