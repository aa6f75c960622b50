// The message catalogues: every word the browser shows, by key, in English (below), Dutch,
// Romanian and German (`i18n/<lang>.js`). The engine sends no words: a decision's prompt and
// choices, a log entry, a score's explanation, a refusal and a rules version's summary come as
// texts — a key and parameters (`{key, args}`) — that `word` puts into the reader's language.
// Each expansion's browser module adds its own entries in every language (see
// expansions/index.js), under keys that start with its id.
//
// A message is a text with placeholders or a function of the parameters. `{name}` puts the
// parameter there (a number in the language's digits: Intl.NumberFormat); `{name:one=…|other=…}`
// chooses by the number `name`'s plural category in the language (Intl.PluralRules: zero, one,
// two, few, many, other), `#` standing for the number. A missing key is recorded
// (`missingMessages`): the browser test fails on any.
//
// The language: the one chosen with the switch in the header of every page (kept in
// localStorage), else the first of the browser's languages that the catalogues have, else
// English.

import DE from './i18n/de.js';
import NL from './i18n/nl.js';
import RO from './i18n/ro.js';

/** @typedef {string | ((params: Record<string, any>) => string)} Message */

/** @type {Record<string, Message>} */
const ENGLISH = {
  // Both pages.
  'app.tagline': 'Carcassonne with the Halflings mini-expansion: every score explained',
  'app.unreachable': 'The server cannot be reached: {error}',
  'app.copy': 'Copy',
  'app.none': 'none',
  'app.you': 'you',
  'app.language': 'Language',
  'text.at': '({x},{y})',
  'text.spot': '{feature} ({space})',
  'text.feature.road': 'the road',
  'text.feature.road.dir': 'the {dir} road',
  'text.feature.city': 'the city',
  'text.feature.city.dir': 'the {dir} city',
  'text.feature.monastery': 'the monastery',
  'text.feature.monastery.dir': 'the {dir} monastery',
  'text.feature.field': 'the field',
  'text.feature.field.dir': 'the {dir} field',
  'text.location': 'the {dir} of the tile',
  'text.location.C': 'the middle of the tile',

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
  'lobby.rules.defaults': ' ({halflings:one=# halfling|other=# halflings} each by default{symbols})',
  'lobby.rules.symbols-act': ', symbols act',
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
  'lobby.census.tiles': '{n:one=# tile|other=# tiles}: ',
  'lobby.census.set': '{name} {n}',
  'lobby.census.set-board': '{name} {n} ({board} on the board)',
  'lobby.census.each': 'Each player: ',
  'lobby.census.halflings': '{n:one=# halfling|other=# halflings}',
  'lobby.census.figure': '{figure} × {n}',
  'lobby.census.refused': 'This game cannot start: {reason}',
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
  'game.rules-line': ' {summary} · {halflings:one=# halfling|other=# halflings} each, {deal} deal',
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

  'place.ways': '{n:one=# way|other=# ways} to place {tile}: click a highlighted space',
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

  'decision.outcome': ' ({points:one=# point|other=# points}{others})',
  'decision.also': '; also {others}',
  'decision.other-points': '{who} {points}',
  'decision.target': '{label}',
  'announce.ok': 'OK',

  'figure.follower': 'Follower',
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
  'analysis.line': ' {kind}, {rules}, move {at} of {moves}',
  'analysis.kind.scenario': 'scenario',
  'analysis.kind.record': 'game record',
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
  'analysis.pile.rest': 'Pile: {n:one=# tile|other=# tiles}, every tile of the sets not on the board',
  'analysis.pile.given': 'Pile: {n:one=# tile|other=# tiles}, as given',
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
  'lobby.refused': 'The game could not be created: {reason}',
  'lobby.error.seats': 'a game has 2 to {max} seats, not {n}',
  'lobby.error.players-not-seats': '{players} players but {seats} seats',
  'lobby.error.name-too-long': 'seat {seat}: a name has at most {max} characters',
  'lobby.error.name-control': 'seat {seat}: a name cannot hold control characters (line breaks, tabs)',
  'lobby.error.name-bidi': 'seat {seat}: a name cannot hold characters that turn the text around ({code})',
  'lobby.error.name-invisible': 'seat {seat}: a name needs a visible character',
  'lobby.error.name-combining': 'seat {seat}: a name cannot stack more than {max} accents on one letter',
  'lobby.error.unknown-bot': 'seat {seat}: there is no bot “{bot}”',
  'lobby.error.bot-too-slow': 'seat {seat}: a bot may think at most {max} s a move',
  'lobby.error.bot-too-deep': 'seat {seat}: a bot may search at most {max} positions a move',
  'lobby.error.clock-twice': 'give the clock in minutes or in seconds, not both',
  'lobby.error.clock-minutes': 'a clock has 1 to {max} minutes, not {n}',
  'lobby.error.clock-seconds': 'a clock has {min} to {max} seconds, not {n}',
  'setup.players': 'a game has 2 to 6 players, not {n}',
  'setup.unknown-set': 'unknown halfling set {set}',
  'setup.duplicate-set': 'halfling set {set} is named twice',
  'setup.not-enough-halflings': '{needed} halflings are needed ({per} each) but only {available} are in play',
  'setup.unknown-expansion': 'unknown expansion {expansion}',
  'setup.duplicate-expansion': 'expansion {expansion} is named twice',
  'setup.unknown-option': 'expansion {expansion} has no option {option}',
  'setup.module-options': 'the options of {expansion} do not fit the module: {problem}',
  'setup.bad-option-value': 'option {option} of {expansion} cannot be {value} (choices: {choices})',
  'setup.missing-tile-set': 'expansion {expansion} needs tile set {set}, which the catalogue lacks',

  // The server's errors, by code (a refusal of the rules comes as a text of the engine).
  'error.bad-request': 'The server could not read the request.',
  'error.unknown-game': 'There is no such game.',
  'error.wrong-token': 'This seat token does not belong to the game.',
  'error.spectator': 'You are watching: spectators cannot act.',
  'error.not-your-turn': 'It is not your turn.',
  'error.out-of-time': 'Your time has run out: the server plays your moves.',
  'error.illegal': 'That move is not allowed.',
  'error.stale': 'The game has moved on: the board is brought up to date.',
  'error.not-yet': 'Not available yet.',
  'error.internal': 'The server failed; try again.',
  'error.seed-not-accepted': 'The game waits until every player has accepted the chosen seed.',
  'error.busy': 'The server is busy: try again in a moment.',
  'error.archived': 'This game was archived after a long time without a move.',
  'error.broken-game': 'This game is damaged and cannot go on.',
  'error.not-found': 'There is nothing at this address.',
  'error.method-not-allowed': 'The server does not take this request here.',
  'error.too-large': 'The request is too large.',
  'error.headers-too-large': 'The request’s headers are too large.',
  'error.unsupported-media-type': 'The server takes only JSON here.',
  'error.bad-authorization': 'The seat token was not sent as the server expects.',
  'error.forbidden-origin': 'Requests from other sites are refused.',
  'error.too-many-requests': 'Too many requests: wait a moment.',
  'error.http': 'The server could not read the request.',

  // The engine's texts (crates/engine/src/text/english.rs has the same English).
  'event.picked': '{who} picks {tile}',
  'event.drawn': '{who} draws {tile}',
  'event.discarded': '{tile} fits nowhere and leaves the game',
  'event.played': '{who} plays halfling {tile}',
  'event.placed': '{who} places {tile} at {at} {turn}{follower}',
  'event.placed.follower': ', {spot_who} {spot_where}',
  'event.returned': '{who}\'s {kind} at {spot} returns',
  'follower.regular': 'follower',
  'event.transfer': '{from} pays {to} {points:one=# point|other=# points}',
  'event.game-over': 'game over',
  'turn.rot': '',
  'turn.corner': '(the {corner} triangle)',
  'score.explain': '{feature} at {at} ({state}) for {who}{tie}: {sum} = {value} — {note}',
  'score.explain.expansion': '{feature} at {at} for {who}: {detail} = {value}',
  'score.feature.road': 'Road',
  'score.feature.city': 'City',
  'score.feature.monastery': 'Monastery',
  'score.feature.field': 'Field',
  'score.state.completed': 'completed',
  'score.state.final': 'final',
  'score.state.incomplete-final': 'incomplete, final',
  'score.state.completed-final': 'completed, final',
  'score.who': '{players}',
  'score.nobody': 'nobody',
  'score.nobody.no-followers': 'nobody: no followers',
  'score.tie': ' (tie broken by {by})',
  'score.sum': '{term}{more}',
  'score.sum.more': ' + {term}',
  'score.sum.rate': '{sum} ({because})',
  'score.term': '{count} × {per}',
  'score.count.spaces': '{n:one=# space|other=# spaces}',
  'score.count.tiles': '{n:one=# tile|other=# tiles}',
  'score.count.arms': '{n:one=# coat of arms|other=# coats of arms}',
  'score.count.cities': '{n:one=# completed city|other=# completed cities}',
  'score.note.spaces': '{rules} counts occupied spaces',
  'score.note.tiles': '{rules} counts each triangle as a tile',
  'score.note.field': '{rules} farmers score per field',
  'rules.c1-2014': '1st edition as printed in 2014: roads, cities and monasteries count spaces',
  'rules.c1-2015': '1st edition with the 10/2015 clarifications: every triangle counts as a tile, monasteries up to 18',
  'rules.c2-2020': '2nd edition of 2020: roads and cities count tiles, monasteries count spaces',
  'rules.c2-2021': 'final rules of 1/2021: everything counts occupied spaces',
  'decision.named': '{name}',
  'choice.named': '{name}',
  'illegal.game-over': 'the game is over',
  'illegal.not-your-turn': 'out of turn: {expected} is to move, not {got}',
  'illegal.wrong-phase': 'wrong phase: {attempted} is not possible now ({phase})',
  'illegal.unknown-tile': 'that tile is not in this game\'s catalogue',
  'illegal.not-on-draft-table': 'not available: {tile} is not on the draft table',
  'illegal.draft-set-full': 'not available: you already hold your count from set {set}',
  'illegal.not-in-hand': 'not available: halfling {tile} is not in your hand',
  'illegal.unplaceable': 'unplaceable: halfling {tile} fits nowhere on the board',
  'illegal.no-follower-in-supply': 'follower: no follower left in supply',
  'illegal.not-halfling': 'a hand holds halflings only: {tile} is a square tile',
  'illegal.halfling-twice': 'halfling {tile} is in two places: each halfling is in one hand or on the board',
  'illegal.not-in-pile': 'the pile holds square tiles only: {tile} is a halfling',
  'illegal.no-follower-of-kind': 'follower: no {kind} of yours is ready to go there',
  'illegal.no-follower-of-kind.unknown': 'follower of kind {kind}',
  'illegal.feature-occupied': 'follower on an occupied feature: the feature at {location} already holds a follower',
  'illegal.bad-location': 'follower: location {location}: {problem}',
  'illegal.follower-forbidden': 'follower: {expansion} forbids a follower at {location}',
  'illegal.must-act': '{expansion}: this placement obliges you to act, not to place the tile bare',
  'illegal.no-such-tile': 'no tile at {at} {corner}',
  'illegal.expansion-not-in-game': 'expansion {expansion} is not played in this game',
  'illegal.no-moves': '{expansion} takes no decisions',
  'illegal.unknown-module-move': '{expansion} has no such move',
  'illegal.board-full': 'the board is full: at most {max} tiles',
  'illegal.scenario-only': '{what} only in scenario mode',
  'illegal.no-such-player': 'player {player} does not exist ({players} players)',
  'illegal.start-not-square': 'the start tile must be a square tile',
  'illegal.bad-setup': '{problem}',
  'illegal.drawn-not-named': 'the pile gives {drawn}, not {named}',
  'illegal.drawn-not-named.tile': '{tile}',
  'illegal.drawn-not-named.none': 'no tile',
  'illegal.regular-tile-turn': 'this extra turn takes a regular tile from the pile, not halfling {tile}',
  'illegal.chance-refused': 'chance {outcome}: {reason}',
  'phase.draft': 'the draft is on',
  'phase.choose': 'choose: draw or play a halfling',
  'phase.place': 'a tile must be placed',
  'phase.expansion': 'an expansion\'s decision is pending',
  'phase.over': 'the game is over',
  'attempt.pick': 'picking a halfling',
  'attempt.draw': 'drawing',
  'attempt.play': 'playing a halfling',
  'attempt.place': 'placing a tile',
  'attempt.decision': 'this decision',
  'attempt.name-tile': 'naming the next tile',
  'attempt.draw-tile': 'drawing the next tile',
  'scenario.pile': 'a pile can be given',
  'scenario.name-tile': 'tiles can be named',
  'scenario.chance': 'chance can be scripted',
  'placement.space-taken': 'space taken: {at} already holds a tile where this one would lie',
  'placement.square-into-half-space': 'square into a half-filled space: {at} holds a triangle, only its complementary triangle may join it',
  'placement.not-complementary': 'non-complementary half: the triangle in {at} lies in the {present}, so only a triangle in the {wanted} may join it',
  'placement.not-touching': 'not touching: at {at} no side of the tile lies against a placed tile along a full side',
  'placement.side-mismatch': 'side mismatch: at {at} the {side} side would be {ours} against {theirs}',
  'placement.long-side-mismatch': 'long-side mismatch: in {at} the long side would be {ours} against {theirs}',
  'placement.wrong-turn.square': 'wrong turn: a square tile takes a rotation, not a corner',
  'placement.wrong-turn.triangle': 'wrong turn: a triangle takes a corner (NW, NE, SE, SW), not a rotation',
  'landscape.field': 'field',
  'landscape.road': 'road',
  'landscape.city': 'city',
  'landscape.water': 'water',
  'landscape.nothing': 'nothing',
  'location.no-long-side': 'a square tile has no long side D',
  'location.no-such-long-half': 'that half of the long side does not exist on this triangle',
  'location.no-monastery': 'the tile has no monastery or inner field (location C)',
  'location.no-such-side': 'the tile does not cover that side',
  'location.field-by-middle': 'that is a field: name a field by a half such as N.w',
  'location.no-feature': 'no feature lies there: name a city by its side',
  'location.no-field-at-half': 'no field touches that half-side: name a city or road by its side',
  'bot.random': 'Random: any legal move',
  'bot.greedy': 'Greedy: the best score right now',
  'bot.search:300ms': 'Search, quick: 0.3 s a move',
  'bot.search:1s': 'Search: 1 s a move',
  'bot.search:3s': 'Search, strong: 3 s a move',
  'set.halflings-1': 'Halflings I',
  'set.halflings-2': 'Halflings II',
  'set.base': 'Base game',
};

/** The languages, by code, each with its name in itself. */
export const LANGUAGES = /** @type {const} */ ({ en: 'English', nl: 'Nederlands', ro: 'Română', de: 'Deutsch' });

/** @typedef {keyof typeof LANGUAGES} Language */

const LANGUAGE_KEY = 'halflings:language';

/** @type {Record<Language, Record<string, Message>>} */
const CATALOGUES = { en: ENGLISH, nl: NL, ro: RO, de: DE };

/**
 * The language of the pages: the stored choice, else the browser's first known language.
 * @returns {Language}
 */
function chooseLanguage() {
  /** @param {string | null | undefined} code */
  const known = (code) => {
    const base = (code ?? '').toLowerCase().split('-')[0];
    return base in LANGUAGES ? /** @type {Language} */ (base) : undefined;
  };
  let stored = null;
  try {
    stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  const browser = globalThis.navigator?.languages ?? [];
  return known(stored) ?? browser.map(known).find(Boolean) ?? 'en';
}

/** The language the pages speak. */
export const language = chooseLanguage();

// Without Intl (the command-line tool's script engine draws pictures with these modules):
// English plurals, plain digits and commas.
const intl = typeof Intl === 'undefined' ? undefined : Intl;
const plurals = intl ? new intl.PluralRules(language) : { select: (/** @type {number} */ n) => (n === 1 ? 'one' : 'other') };
const numbers = intl ? new intl.NumberFormat(language) : { format: (/** @type {number} */ n) => String(n) };
const lists = intl ? new intl.ListFormat(language, { type: 'conjunction' }) : { format: (/** @type {string[]} */ items) => items.join(', ') };

/** Keys the pages asked for that the language's catalogue lacks (the browser test reads it). */
export const missingMessages = new Set();
if (typeof window !== 'undefined') /** @type {any} */ (window).halflingsMissing = missingMessages;

/**
 * Adds entries to the catalogues (an expansion's own words, per language); an entry already
 * there is kept.
 * @param {Partial<Record<Language, Record<string, Message>>>} byLanguage
 */
export function addMessages(byLanguage) {
  for (const [lang, entries] of Object.entries(byLanguage)) {
    const catalogue = CATALOGUES[/** @type {Language} */ (lang)];
    if (!catalogue || !entries) continue;
    for (const [key, message] of Object.entries(entries)) {
      if (!(key in catalogue)) catalogue[key] = message;
    }
  }
}

/**
 * Every catalogue, by language (for the check that they hold the same keys).
 * @returns {Record<Language, Record<string, Message>>}
 */
export function catalogues() {
  return CATALOGUES;
}

/**
 * Whether the catalogue has `key`.
 * @param {string} key
 */
export function hasMessage(key) {
  return key in ENGLISH;
}

/**
 * A number in the language's digits.
 * @param {number} n
 */
export function formatNumber(n) {
  return numbers.format(n);
}

/**
 * Fills a template in: `{name}` and `{name:one=…|other=…}` (see the top of this file).
 * @param {string} template
 * @param {Record<string, unknown>} params
 */
function fill(template, params) {
  return template.replace(/\{(\w+)(?::([^{}]*))?\}/g, (_all, name, forms) => {
    if (!(name in params)) return '';
    const value = params[name];
    if (forms === undefined) return typeof value === 'number' ? numbers.format(value) : String(value);
    const n = Number(value);
    /** @type {Record<string, string>} */
    const byCategory = {};
    for (const form of forms.split('|')) {
      const eq = form.indexOf('=');
      byCategory[form.slice(0, eq)] = form.slice(eq + 1);
    }
    const chosen = byCategory[plurals.select(n)] ?? byCategory.other ?? '';
    return chosen.replace(/#/g, numbers.format(n));
  });
}

/**
 * The message `key` with `params` filled in, in the page's language (in English when the
 * language lacks it; the key itself when no catalogue has it — both recorded as missing).
 * @param {string} key
 * @param {Record<string, any>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  let message = CATALOGUES[language][key];
  if (message === undefined) {
    missingMessages.add(`${language}:${key}`);
    message = ENGLISH[key];
  }
  if (message === undefined) return key;
  if (typeof message === 'function') return message(params);
  return fill(message, params);
}

/**
 * The message `key` if the catalogue has it, else `fallback`.
 * @param {string} key
 * @param {string} fallback
 * @param {Record<string, any>} [params]
 */
export function tOr(key, fallback, params = {}) {
  return hasMessage(key) ? t(key, params) : fallback;
}

/**
 * How texts word the places they name, for a page that shows a board (places.js
 * `textPlaces`): a space, a place on a tile (in full, as where a follower stands, and the
 * follower standing on such a feature) and a location on a tile. Never coordinates or codes.
 * @typedef {{
 *   space: (at: [number, number]) => string,
 *   spot: (spot: {at: [number, number], corner?: string | null, location: string}) => {place: string, where: string, who: string},
 *   location: (location: string) => string,
 * }} PlaceWording
 */

/** @type {PlaceWording | null} */
let placeWording = null;

/**
 * Words places in texts with `wording` from now on.
 * @param {PlaceWording} wording
 */
export function wordPlacesWith(wording) {
  placeWording = wording;
}

/**
 * A text the engine sent (`{key, args}`) in the page's language. `seatName` words a seat.
 * @typedef {{key: string, args?: Record<string, any>}} Text
 * @param {Text | undefined | null} text
 * @param {(seat: number) => string} [seatName]
 * @returns {string}
 */
export function word(text, seatName = (seat) => t('game.seat', { n: seat + 1 })) {
  if (!text) return '';
  /** @type {Record<string, unknown>} */
  const params = {};
  for (const [name, arg] of Object.entries(text.args ?? {})) {
    if (arg && typeof arg === 'object' && 'spot' in arg) {
      // A place on a tile: in full, and as `{name_where}` and `{name_who}`.
      const spot = placeWording?.spot(arg.spot);
      params[name] = spot?.place ?? t('text.at', { x: arg.spot.at[0], y: arg.spot.at[1] });
      params[`${name}_where`] = spot?.where ?? '';
      params[`${name}_who`] = spot?.who ?? '';
    } else {
      params[name] = wordArg(arg, seatName);
    }
  }
  return t(text.key, params);
}

/**
 * One parameter of a text (see `crates/engine/src/text`): a number or string as it is, a
 * seat, seats, a space, a location (in words, see `wordPlacesWith`) or a nested text.
 * @param {any} arg
 * @param {(seat: number) => string} seatName
 * @returns {unknown}
 */
function wordArg(arg, seatName) {
  if (typeof arg !== 'object' || arg === null) return arg;
  if ('key' in arg) return word(arg, seatName);
  if ('player' in arg) return seatName(arg.player);
  if ('players' in arg) return lists.format(arg.players.map(seatName));
  // Without a board to word them by (no page of ours), a space by its coordinates.
  if ('at' in arg) return placeWording?.space(arg.at) ?? t('text.at', { x: arg.at[0], y: arg.at[1] });
  if ('location' in arg) return placeWording?.location(arg.location) ?? arg.location;
  return '';
}

/**
 * Fills the words of a page: an element with `data-msg` gets that message as its text, and one
 * with `data-msg-title`, `data-msg-placeholder` or `data-msg-aria-label` that attribute; an
 * element with `data-language-switch` gets the language switch.
 * @param {ParentNode} root
 */
export function applyMessages(root) {
  document.documentElement.lang = language;
  for (const el of root.querySelectorAll('[data-msg]')) {
    el.textContent = t(el.getAttribute('data-msg') ?? '');
  }
  for (const attr of ['title', 'placeholder', 'aria-label']) {
    for (const el of root.querySelectorAll(`[data-msg-${attr}]`)) {
      el.setAttribute(attr, t(el.getAttribute(`data-msg-${attr}`) ?? ''));
    }
  }
  for (const el of root.querySelectorAll('[data-language-switch]')) el.replaceChildren(languageSwitch());
}

/**
 * The language switch: a choice of the four languages; choosing one keeps it and reloads the
 * page in it.
 * @returns {HTMLElement}
 */
function languageSwitch() {
  const select = document.createElement('select');
  select.id = 'language';
  select.setAttribute('aria-label', t('app.language'));
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    option.textContent = name;
    option.selected = code === language;
    select.append(option);
  }
  select.addEventListener('change', () => {
    localStorage.setItem(LANGUAGE_KEY, select.value);
    location.reload();
  });
  return select;
}
