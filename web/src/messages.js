// The message catalogue: every word the browser shows, by key, in English. Texts the engine
// writes (a decision's prompt and choices, a log entry, a rules version's summary, an
// expansion's name and summary) are shown as they come. Each expansion's browser module adds its
// own entries (see expansions/index.js), under keys that start with its id.
//
// A message is a text with `{name}` placeholders, or a function of the parameters (for plurals).

/** @typedef {string | ((params: Record<string, string | number>) => string)} Message */

/** @type {Record<string, Message>} */
const MESSAGES = {
  // Both pages.
  'app.tagline': 'Carcassonne with the Halflings mini-expansion: every score explained',
  'app.unreachable': 'The server cannot be reached: {error}',
  'app.copy': 'Copy',
  'app.none': 'none',
  'app.you': 'you',

  // The lobby.
  'lobby.page-title': 'Halflings — Carcassonne with the Halflings',
  'lobby.title': 'New game',
  'lobby.seats': 'Seats, in turn order',
  'lobby.seat.me': 'You (this browser)',
  'lobby.seat.hot-seat': 'Hot-seat player (this browser)',
  'lobby.seat.friend': 'A friend (invite link)',
  'lobby.seat.bot': 'Bot',
  'lobby.seat.kind': 'seat {n} kind',
  'lobby.seat.name': 'seat {n} name',
  'lobby.seat.bot-choice': 'seat {n} bot',
  'lobby.seat.player-placeholder': 'Player {n}',
  'lobby.seat.bot-placeholder': 'Bot {n}',
  'lobby.seat.remove': 'remove this seat',
  'lobby.seat.add': 'Add a seat',
  'lobby.rules': 'Rules version',
  'lobby.rules.defaults': (p) => ` (${p.halflings} halflings each by default${p.symbols ? ', symbols act' : ''})`,
  'lobby.halflings': 'Halflings',
  'lobby.halflings.count': 'Halflings per player',
  'lobby.halflings.by-version': 'by version',
  'lobby.deal': 'Deal',
  'lobby.deal.random': 'random (dealt face down)',
  'lobby.deal.draft': 'draft (picked face up)',
  'lobby.sets': 'Sets:',
  'lobby.count-per': 'With both sets, the count is',
  'lobby.count-per.total': 'in total',
  'lobby.count-per.per-set': 'per set',
  'lobby.symbol-tiles': 'the tiles with expansion symbols ({symbols})',
  'lobby.symbols-active': 'Symbols act',
  'lobby.symbols-active.by-version': 'by version',
  'lobby.symbols-active.on': 'yes',
  'lobby.symbols-active.off': 'no',
  'lobby.expansions': 'Expansions',
  'lobby.expansions.none': 'No expansion to choose.',
  'lobby.more': 'More',
  'lobby.seed': 'Seed (for a reproducible game)',
  'lobby.seed.random': 'random',
  'lobby.seed.note': 'A chosen seed decides every hand and the whole pile: whoever knows it knows them. Every player is told, and the game starts once each has accepted it.',
  'lobby.clock': 'Clock, minutes per player',
  'lobby.clock.title': 'Thinking time per player for the whole game; when it runs out, the server plays that player’s moves',
  'lobby.clock.none': 'none',
  'lobby.create': 'Create the game',
  'lobby.created': 'Game created. Send each friend their own link (it lets them play their seat):',
  'lobby.open-game': 'Open the game',
  'lobby.running': 'Your games in progress',
  'lobby.finished': 'Finished games',
  'lobby.game.finished': 'finished',
  'lobby.game.to-move': '{name} to move',
  'lobby.game.line': ' {rules}{expansions}, action {n}, {turn}',
  'lobby.game.seed-chosen': ' · chosen seed',

  // The game page.
  'game.title': 'Halflings — {names}',
  'game.vs': ' vs ',
  'game.rules-line': ' {summary} · {halflings} halflings each, {deal} deal',
  'game.seed-chosen': 'chosen seed',
  'game.seed-chosen.title': 'The creator chose this game’s seed, which decides every hand and the whole pile: whoever knows it knows them.',
  'game.deal.random': 'random',
  'game.deal.draft': 'draft',
  'game.reconnecting': 'reconnecting…',
  'game.board': 'the board',
  'game.zoom-in': 'zoom in',
  'game.zoom-out': 'zoom out',
  'game.fit': 'Fit',
  'game.fit.title': 'fit the board',
  'game.log': 'Log',
  'game.your-turn-toast': '{name}: your turn',
  'game.seat': 'P{n}',

  'turn.over': 'Game over',
  'turn.seed-waiting': 'Waiting for {names} to accept the chosen seed',
  'turn.mine.choose': 'Your turn: draw a tile or play one of your halflings',
  'turn.mine.place': 'Place {tile}: click a highlighted space, turn it, choose a follower, confirm',
  'turn.mine.draft': 'Pick a halfling',
  'turn.mine': 'Your turn',
  'turn.out-of-time': '{who} is out of time: the server moves',
  'turn.other.choose': '{who} draws a tile or plays a halfling',
  'turn.other.place': '{who} places {tile}',
  'turn.other.draft': '{who} picks a halfling',
  'turn.other.decision': '{who} decides: {expansion}',
  'turn.other': '{who} is to move',

  'players.player': 'Player',
  'players.score': 'Score',
  'players.followers': 'Followers',
  'players.halflings': 'Halflings',
  'players.you': ' (you)',
  'players.score.title': 'score',
  'players.followers.title': 'followers in supply',
  'players.reserve': ' +{n} {figure}',
  'place.move-with': '{move} — {figure}',
  'players.halflings.title': 'halflings in hand',
  'clock.out': ' out of time',
  'clock.out.title': 'Out of time: the server plays this seat’s moves',
  'clock.title': 'thinking time left',

  'actions.current': 'Tile to place: {tile}',
  'actions.draw': 'Draw a tile',
  'hand.watching': 'You are watching: the players’ halflings stay hidden.',
  'hand.play': 'Play',
  'hand.title': 'Your halflings',
  'hand.none': 'none left',
  'pile.title': 'Tiles left: {n}',
  'pile.unseen': 'Which kinds remain unseen',
  'pile.kind': '{tile}: {n} unseen',
  'invites.title': 'Invite and watch links',
  'invites.watch': 'Watch: ',

  'place.ways': '{n} ways to place {tile}: click a highlighted space',
  'place.rotate': 'Rotate ({i}/{n})',
  'place.one-way': 'only this way fits',
  'place.a-follower': 'a follower',
  'place.figure-spot': 'the {figure} (◆)',
  'place.or': ' or ',
  'place.no-follower-hint': 'No follower (click a spot to place {what})',
  'place.no-follower-possible': 'No follower possible',
  'place.nothing-chosen': 'No follower: choose an action below, or confirm without',
  'place.no-follower': 'No follower',
  'place.confirm': 'Confirm',
  'place.take-back': 'Take back',

  'draft.title': 'Draft: the halflings on the table',
  'draft.pick-one': 'Pick one for your hand.',
  'draft.waiting': '{who} picks…',
  'draft.pick': 'Pick',
  'draft.hand': 'Your hand: {tiles}',

  'decision.outcome': (p) => ` (${p.points} ${Number(p.points) === 1 ? 'point' : 'points'}${p.others ? `; also ${p.others}` : ''})`,
  'decision.other-points': '{who} {points}',
  'decision.target': '{label}',
  'announce.ok': 'OK',

  'figure.of': '{figure} of {who}',
  'figure.neutral': '{figure}',
  'figure.value': '{figure}: {value}',

  // A picture of the board (saved from the analysis board, or written by `halflings render`).
  'picture.score': '{who}: {score}',

  // Without a server: the lobby and the games on this browser.
  'lobby.local': 'Play without a server',
  'lobby.analysis': 'Analysis board',
  'local.page-title': 'Halflings — games on this browser',
  'local.analysis': 'Analysis board',
  'local.lobby': 'Back to the games on this browser',
  'local.no-game': 'This browser keeps no game with this address.',
  'local.no-data': 'The pages’ data cannot be read: {error}',
  'local.no-engine': 'The engine cannot run in this browser: {error}',

  // The analysis board.
  'analysis.page-title': 'Halflings — analysis board',
  'analysis.title': 'Analysis board',
  'analysis.board': 'the analysis board',
  'analysis.line': (p) => ` ${p.kind}, ${p.rules}, move ${p.at} of ${p.moves}`,
  'analysis.line.free': ', tiles placed freely',
  'analysis.steps': 'move',
  'analysis.step': 'move {at} of {moves}',
  'analysis.branch-note': 'a move made here drops the later ones (a branch)',
  'analysis.new': 'New position',
  'analysis.new.players': 'Players',
  'analysis.new.rules': 'Rules',
  'analysis.new.create': 'Start',
  'analysis.open': 'Open a scenario or game record',
  'analysis.share': 'Share the link',
  'analysis.shared': 'The link to this position is copied (it is also the page’s address).',
  'analysis.download': 'Download the file',
  'analysis.svg': 'Board as SVG',
  'analysis.png': 'Board as PNG',
  'analysis.undo': 'Undo',
  'analysis.caption': 'Analysis board · {rules} · move {at}',
  'analysis.compose': 'Compose',
  'analysis.mode': 'Placing',
  'analysis.mode.legal': 'legal placements only',
  'analysis.mode.free': 'freely (any tile on any space)',
  'analysis.player': 'for player',
  'analysis.tile.pick': 'Pick a tile to place',
  'analysis.tile.in-hand': 'Tile in hand: {tile} (click it again to put it down)',
  'analysis.remove.tile': 'Take a tile away',
  'analysis.remove.follower': 'Take a follower away',
  'analysis.branch': 'Branch from here',
  'analysis.record-note': '{who} is to move: a placement on the board or a move below starts a branch.',
  'analysis.over': 'The game is over here.',
  'analysis.play-halfling': 'Play halfling {tile}',
  'analysis.holdings': 'Hands and pile',
  'analysis.hand': '{who}’s hand:',
  'analysis.hand.add': '+ {tile}',
  'analysis.hand.remove': 'take {tile} out of the hand',
  'analysis.pile.rest': 'Pile: {n} tiles, every tile of the sets not on the board',
  'analysis.pile.given': 'Pile: {n} tiles, as given',
  'analysis.pile.less': 'one {tile} less',
  'analysis.pile.more': 'one {tile} more',
  'analysis.pile.reset': 'Every tile not on the board',
  'analysis.bot': 'Ask the bot',
  'analysis.bot.ask': 'Best moves',
  'analysis.bot.time': 'thinking time',
  'analysis.bot.thinking': 'The bot is thinking…',
  'analysis.bot.for': '{who} to move, tile {tile}: the search bot’s five best moves',
  'analysis.bot.move': '{move}: {margin} points ahead at the end, wins {win}% ({visits} games played out)',
  'analysis.move.place': (p) => `${p.tile} ${p.place}${p.turn ? `, ${p.turn}` : ''}${p.on}`,
  'analysis.move.on': ', {who} on {location}',
  'analysis.move.other': '{move}',
  'analysis.follower': 'a follower',
  'analysis.table.title': 'Four rule books',
  'analysis.table.scoring': 'Scoring ({who})',
  'analysis.table.row': '{feature} at ({at})',
  'analysis.table.final-row': '{feature} at ({at}), final scoring',
  'analysis.table.none': 'not scored under this version',
  'analysis.table.now': 'After the moves',
  'analysis.table.with-final': 'With final scoring',
  'analysis.differs': 'The {feature} at ({at}) scores differently under the rule books',
  'analysis.hover.fits': (p) => `${p.tile} fits ${p.place}${p.turn ? `, ${p.turn}` : ''}.`,
  'analysis.hover.refused': (p) => `${p.tile} does not fit ${p.place}${p.turn ? `, ${p.turn}` : ''}: ${p.reason}.`,
  'analysis.hover.free': ' Placing freely, it goes there all the same.',

  'log.out-of-time': ' — out of time: played by the server',

  'feature.road': 'road',
  'feature.city': 'city',
  'feature.monastery': 'monastery',
  'feature.field': 'field',
  'feature.unknown': 'feature',
  'end.title.one': 'Game over — {winners} wins with {points}',
  'end.title.many': 'Game over — {winners} win with {points}',
  'end.and': ' and ',
  'end.player': 'Player',
  'end.total': 'Total',
  'end.transfers': 'transfers',
  'end.during': 'game',
  'end.final': 'final',
  'end.chart': 'Scores over the game',
  'end.chart.label': 'scores over the game',
  'end.chart.actions': 'actions',
  'end.replay': 'Replay the game',
  'end.record': 'Download the record',
  'end.board': 'Show the board',
  'end.lobby': 'Back to the lobby',

  'replay.start': 'to the start',
  'replay.previous': 'previous action',
  'replay.next': 'next action',
  'replay.end': 'to the end',
  'replay.play': 'Play',
  'replay.pause': 'Pause',
  'replay.position': 'action {n} of {total}',
  'replay.close': 'Close the replay',
  'replay.slider': 'action shown',

  'connection.offline': 'Not connected: trying again…',
  'connection.wrong-token': 'This invite link is not valid for this game: you are watching.',

  'seed.title': 'The creator chose this game’s seed',
  'seed.body': 'The seed decides every player’s halflings and the whole order of the pile: whoever knows it can know them. The game starts once every player has accepted it. Take your seat only if you trust the creator.',
  'seed.accept': 'Accept the seed and take my seat',
  'seed.watch': 'Only watch',
  'seed.accept-later': 'Accept the seed',

  // Places in words (places.js): no coordinates, no location codes.
  'dir.N': 'north',
  'dir.NE': 'north-east',
  'dir.E': 'east',
  'dir.SE': 'south-east',
  'dir.S': 'south',
  'dir.SW': 'south-west',
  'dir.W': 'west',
  'dir.NW': 'north-west',
  'dir.C': 'middle',
  'space.start': 'the start space',
  'space.north': '{n} north',
  'space.south': '{n} south',
  'space.east': '{n} east',
  'space.west': '{n} west',
  'space.and': ', ',
  'space.from-start': '{offset} of the start',
  'space.triangle': 'the {corner} triangle, {space}',
  'follower.road': 'robber',
  'follower.city': 'knight',
  'follower.monastery': 'monk',
  'follower.field': 'farmer',
  'follower.unknown': 'follower',
  'spot.follower': '{who} {where}',
  'spot.figure': '{who} {where}',
  'spot.road': 'on the road',
  'spot.road.dir': 'on the {dir} road',
  'spot.city': 'in the city',
  'spot.city.dir': 'in the {dir} city',
  'spot.monastery': 'in the monastery',
  'spot.monastery.dir': 'in the {dir} monastery',
  'spot.field': 'in the field',
  'spot.field.dir': 'in the {dir} field',
  'spot.unknown': 'here',
  'spot.unknown.dir': 'to the {dir}',
  'tile.icon': 'tile {tile}',
  'tile.feature-sides': '{feature} to the {sides}',
  'tile.features-and': '; ',
  'tile.only-fields': 'fields only',
  'tile.on-board': '{place}: {tile}, {features}',
  'tile.follower': '{who}’s {follower} {where}',

  // Seats' colours and marks (palette.js).
  'colour.orange': 'orange',
  'colour.sky-blue': 'sky blue',
  'colour.green': 'green',
  'colour.sand': 'sand',
  'colour.purple': 'purple',
  'colour.black': 'black',
  'shape.circle': 'circle',
  'shape.square': 'square',
  'shape.triangle': 'triangle',
  'shape.diamond': 'diamond',
  'shape.star': 'star',
  'shape.cross': 'cross',
  'players.mark': '{colour} {shape}',

  // Playing with the keyboard and screen readers.
  'place.turn.0': 'as printed',
  'place.turn.90': 'turned right',
  'place.turn.180': 'upside down',
  'place.turn.270': 'turned left',
  'place.where': '{place}, {turn}',
  'place.target': '{place}: the tile fits here',
  'place.target.selected': '{place}: the tile lies here, {turn}',
  'place.keys': 'Keys: Tab or arrows to a space, Enter to choose it, R to turn, F for the next follower spot, Enter to confirm, Esc to take back',
  'game.heading': 'A game of Carcassonne with the Halflings',
  'game.board-list': 'The tiles on the board',
  'game.last-moves': 'Last moves',
  'game.last-moves.title': 'mark each player’s last tile, follower and scores',
  'game.score-track': 'Score track',
  'hand.unplayable': 'Cannot be played now',
  'rule.unplaceable': 'it fits nowhere on the board now',
  'app.copied': 'Copied',
  'app.copy-select': 'Copy the selected link with Ctrl+C',
  'lobby.seat.remove-n': 'remove seat {n}',
  'lobby.expert': 'More options: halflings, sets, expansions, seed, clock',
  'lobby.seat.plays-as': 'plays as',
  'hand.play-tile': 'Play halfling {tile}',
  'invites.link': 'invite link for {name}',
  'invites.watch-link': 'link to watch the game',
  'players.mark.title': 'colour and mark',
};

/**
 * Adds entries to the catalogue (an expansion's own words); an entry already there is kept.
 * @param {Record<string, Message>} entries
 */
export function addMessages(entries) {
  for (const [key, message] of Object.entries(entries)) {
    if (!(key in MESSAGES)) MESSAGES[key] = message;
  }
}

/**
 * Whether the catalogue has `key`.
 * @param {string} key
 */
export function hasMessage(key) {
  return key in MESSAGES;
}

/**
 * The message `key` with `params` filled in; the key itself when the catalogue lacks it.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const message = MESSAGES[key];
  if (message === undefined) return key;
  if (typeof message === 'function') return message(params);
  return message.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

/**
 * The message `key` if the catalogue has it, else `fallback`.
 * @param {string} key
 * @param {string} fallback
 * @param {Record<string, string | number>} [params]
 */
export function tOr(key, fallback, params = {}) {
  return hasMessage(key) ? t(key, params) : fallback;
}

/**
 * Fills the words of a page: an element with `data-msg` gets that message as its text, and one
 * with `data-msg-title`, `data-msg-placeholder` or `data-msg-aria-label` that attribute.
 * @param {ParentNode} root
 */
export function applyMessages(root) {
  for (const el of root.querySelectorAll('[data-msg]')) {
    el.textContent = t(el.getAttribute('data-msg') ?? '');
  }
  for (const attr of ['title', 'placeholder', 'aria-label']) {
    for (const el of root.querySelectorAll(`[data-msg-${attr}]`)) {
      el.setAttribute(attr, t(el.getAttribute(`data-msg-${attr}`) ?? ''));
    }
  }
}
