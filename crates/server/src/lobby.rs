//! Setting up a game: the lobby's request (raw), its checked form, seats and what the lobby
//! offers.

use std::sync::Arc;

use halflings_bots::{BotSpec, Budget};
use halflings_engine::expansion::{ExpansionInfo, REGISTRY};
use halflings_engine::{Catalog, GameState, RulesVersion, Setup, Shape, Text, MAX_PLAYERS};
use serde::{Deserialize, Serialize};

use crate::error::AppError;
use crate::lobby_error::{
    LobbyError, MAX_BOT_ITERATIONS, MAX_BOT_MILLIS, MAX_CLOCK_MINUTES, MAX_CLOCK_SECONDS,
    MIN_CLOCK_SECONDS,
};
use crate::names::parse_name;
use crate::token::{random_u64, SeatToken};

/// The budget of a search bot named without one (`search`).
pub const DEFAULT_BOT_BUDGET: Budget = BotSpec::PLAY_BUDGET;

/// The bots the lobby offers, with a label each.
pub const OFFERED_BOTS: [(&str, &str); 5] = [
    ("random", "Random: any legal move"),
    ("greedy", "Greedy: the best score right now"),
    ("search:300ms", "Search, quick: 0.3 s a move"),
    ("search:1s", "Search: 1 s a move"),
    ("search:3s", "Search, strong: 3 s a move"),
];

/// How a seat is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// Someone with the seat's invite link.
    Person,
    /// A player on the creator's browser (the creator keeps the token).
    HotSeat,
    /// A bot on the server.
    Bot(BotSpec),
}

impl SeatKind {
    /// `person`, `hot-seat` or `bot`.
    pub fn name(&self) -> &'static str {
        match self {
            SeatKind::Person => "person",
            SeatKind::HotSeat => "hot-seat",
            SeatKind::Bot(_) => "bot",
        }
    }

    /// The kind stored as `name` and `bot` columns.
    ///
    /// # Errors
    /// An unknown kind or bot spec (a corrupt row).
    pub fn from_stored(name: &str, bot: Option<&str>) -> Result<SeatKind, String> {
        match (name, bot) {
            ("person", None) => Ok(SeatKind::Person),
            ("hot-seat", None) => Ok(SeatKind::HotSeat),
            ("bot", Some(spec)) => spec.parse().map(SeatKind::Bot),
            _ => Err(format!("unknown seat kind {name:?} (bot {bot:?})")),
        }
    }

    /// The bot spec, for a bot seat.
    pub fn bot(&self) -> Option<BotSpec> {
        match self {
            SeatKind::Bot(spec) => Some(*spec),
            _ => None,
        }
    }
}

/// A seat of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// How it is played.
    pub kind: SeatKind,
    /// The player's name.
    pub name: String,
    /// SHA-256 of the seat token (people and hot-seat players; `None` for bots).
    pub token_hash: Option<String>,
    /// When the seat's player accepted the seed its creator chose (Unix ms), if they have.
    pub seed_accepted_at: Option<i64>,
}

impl Seat {
    /// Whether this seat must accept a chosen seed before the game starts: every seat played
    /// by people (invited or hot-seat), not bots.
    pub fn accepts_seeds(&self) -> bool {
        self.kind.bot().is_none()
    }
}

/// Lobby options outside the engine setup.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameOptions {
    /// Minutes of thinking time each seat has for the whole game, if the game has clocks in
    /// whole minutes ([`crate::clock`] says how they are enforced).
    pub clock_minutes: Option<u32>,
    /// Seconds of thinking time each seat has for the whole game, if the clocks were given in
    /// seconds. At most one of `clock_minutes` and `clock_seconds` is set.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock_seconds: Option<u32>,
    /// Whether the creator chose the seed (which tells every hand and the whole pile): then the
    /// game starts once every seat played by people has accepted it ([`crate::seeds`]).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub seed_chosen: bool,
}

impl GameOptions {
    /// The thinking time each seat has for the whole game, in seconds, if the game has clocks.
    pub fn clock_seconds(&self) -> Option<u32> {
        self.clock_seconds
            .or_else(|| self.clock_minutes.map(|m| m.saturating_mul(60)))
    }
}

/// A seat as the lobby form sends it.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum SeatRequest {
    /// A person joining with an invite link.
    Person {
        /// Name (default `Player N`).
        #[serde(default)]
        name: String,
    },
    /// A player on the creator's browser.
    HotSeat {
        /// Name (default `Player N`).
        #[serde(default)]
        name: String,
    },
    /// A bot.
    Bot {
        /// `random`, `greedy`, `search`, `search:500`, `search:1s`, …
        bot: String,
        /// Name (default `Bot N (spec)`).
        #[serde(default)]
        name: String,
    },
}

/// The lobby's request to create a game: the seats, the clock, and the engine's [`Setup`] in
/// the same object (`rules`, `halflings`, `sets`, `expansions` with their options…; see the
/// engine's documentation), whose `players` come from the seats and whose `seed` is random when
/// not given. Unchecked: [`NewGame::parse`] checks it.
#[derive(Clone, Debug, Deserialize)]
pub struct NewGameRequest {
    /// The seats, in turn order (2 to 6).
    pub seats: Vec<SeatRequest>,
    /// The number of players, if given: it must be the number of seats.
    #[serde(default)]
    pub players: Option<u8>,
    /// The seed of all chance, for a reproducible game (default: a random one, kept secret until
    /// the game ends). A chosen seed is shown to every seat, and the game starts once every
    /// seat played by people has accepted it ([`crate::seeds`]).
    #[serde(default)]
    pub seed: Option<u64>,
    /// Minutes of thinking time per seat for the whole game (1 to 600).
    #[serde(default)]
    pub clock_minutes: Option<u32>,
    /// Seconds of thinking time per seat for the whole game (5 to 36,000), instead of
    /// `clock_minutes`: for short games and tests.
    #[serde(default)]
    pub clock_seconds: Option<u32>,
    /// The game's options, as the engine reads them (an unknown key is refused there).
    #[serde(flatten)]
    pub setup: Setup,
}

/// A checked new game: every seat valid and a setup the engine accepts.
#[derive(Debug)]
pub struct NewGame {
    /// The engine setup, seed included.
    pub setup: Setup,
    /// Options outside the setup.
    pub options: GameOptions,
    /// The seats, in turn order.
    pub seats: Vec<Seat>,
    /// The token of each seat played by a person (`None` for bots), to hand out once.
    pub tokens: Vec<Option<SeatToken>>,
}

impl NewGame {
    /// Whether every seat is a bot.
    pub fn bot_only(&self) -> bool {
        self.seats.iter().all(|s| s.kind.bot().is_some())
    }

    /// Checks a lobby request.
    ///
    /// # Errors
    /// [`AppError::Lobby`] naming the bad seat or option, [`AppError::Setup`] for a setup the
    /// engine refuses.
    pub fn parse(request: NewGameRequest, catalog: &Arc<Catalog>) -> Result<NewGame, AppError> {
        let n = request.seats.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(LobbyError::Seats(n).into());
        }
        let mut seats = Vec::with_capacity(n);
        let mut tokens = Vec::with_capacity(n);
        for (i, seat) in request.seats.into_iter().enumerate() {
            let (kind, name) = match seat {
                SeatRequest::Person { name } => (SeatKind::Person, name),
                SeatRequest::HotSeat { name } => (SeatKind::HotSeat, name),
                SeatRequest::Bot { bot, name } => (SeatKind::Bot(parse_bot(&bot, i + 1)?), name),
            };
            let name = check_name(&name, i, &kind)?;
            let token = (!matches!(kind, SeatKind::Bot(_))).then(SeatToken::generate);
            seats.push(Seat {
                kind,
                name,
                token_hash: token.as_ref().map(SeatToken::hash),
                seed_accepted_at: None,
            });
            tokens.push(token);
        }
        let options = GameOptions {
            clock_minutes: request.clock_minutes,
            clock_seconds: request.clock_seconds,
            seed_chosen: request.seed.is_some(),
        };
        check_clock(&options)?;
        if let Some(players) = request.players.filter(|&p| usize::from(p) != n) {
            return Err(LobbyError::PlayersNotSeats { players, seats: n }.into());
        }
        let setup = Setup {
            players: n as u8,
            seed: request.seed.unwrap_or_else(random_u64),
            ..request.setup
        };
        GameState::new(Arc::clone(catalog), &setup).map_err(AppError::Setup)?;
        Ok(NewGame {
            setup,
            options,
            seats,
            tokens,
        })
    }
}

/// Checks the clock of a new game: at most one of minutes and seconds, within range.
fn check_clock(options: &GameOptions) -> Result<(), LobbyError> {
    match (options.clock_minutes, options.clock_seconds) {
        (Some(_), Some(_)) => Err(LobbyError::ClockTwice),
        (Some(m), None) if !(1..=MAX_CLOCK_MINUTES).contains(&m) => {
            Err(LobbyError::ClockMinutes(m))
        }
        (None, Some(s)) if !(MIN_CLOCK_SECONDS..=MAX_CLOCK_SECONDS).contains(&s) => {
            Err(LobbyError::ClockSeconds(s))
        }
        _ => Ok(()),
    }
}

/// The bot of seat `seat` (from 1): a spec with a budget the server is willing to spend.
fn parse_bot(text: &str, seat: usize) -> Result<BotSpec, LobbyError> {
    let spec: BotSpec = text.parse().map_err(|reason| LobbyError::UnknownBot {
        seat,
        spec: text.to_string(),
        reason,
    })?;
    match spec.budget(DEFAULT_BOT_BUDGET) {
        Budget::Millis(ms) if ms > MAX_BOT_MILLIS => Err(LobbyError::BotTooSlow { seat }),
        Budget::Iterations(n) if n > MAX_BOT_ITERATIONS => Err(LobbyError::BotTooDeep { seat }),
        _ => Ok(spec),
    }
}

/// The name checked and normalised ([`crate::names`]), or the default for seat `index`.
fn check_name(name: &str, index: usize, kind: &SeatKind) -> Result<String, LobbyError> {
    let checked = parse_name(name).map_err(|problem| LobbyError::Name {
        seat: index + 1,
        problem,
    })?;
    Ok(checked.unwrap_or_else(|| match kind {
        SeatKind::Bot(spec) => format!("Bot {} ({spec})", index + 1),
        _ => format!("Player {}", index + 1),
    }))
}

/// What the lobby offers, for its form.
#[derive(Debug, Serialize)]
pub struct LobbyOptions {
    /// The rules versions, oldest first, with their one-line summaries.
    pub rules: Vec<RulesOption>,
    /// The default rules version.
    pub default_rules: RulesVersion,
    /// The bots.
    pub bots: Vec<BotOption>,
    /// The triangle sets.
    pub sets: Vec<SetOption>,
    /// Fewest seats.
    pub min_seats: usize,
    /// Most seats.
    pub max_seats: usize,
}

/// The answer to `GET /api/expansions`: every expansion the engine has, as its registry
/// describes it (id, name, summary, whether players choose it, its options with their defaults
/// per rules version, its symbols, figures, actions, decisions and events), so that the lobby
/// offers them and their options without knowing any.
#[derive(Debug, Serialize)]
pub struct ExpansionList {
    /// The registry's entries, in the order their rules run.
    pub expansions: &'static [ExpansionInfo],
}

impl ExpansionList {
    /// The engine's registry.
    pub fn new() -> ExpansionList {
        ExpansionList {
            expansions: &REGISTRY,
        }
    }
}

impl Default for ExpansionList {
    fn default() -> ExpansionList {
        ExpansionList::new()
    }
}

/// A rules version in the lobby.
#[derive(Debug, Serialize)]
pub struct RulesOption {
    /// Its id.
    pub id: RulesVersion,
    /// One line saying what it means, as a message.
    pub summary: Text,
    /// Halflings per player by default.
    pub default_halflings: u8,
    /// Whether symbols act by default.
    pub default_symbols_active: bool,
}

/// A bot in the lobby.
#[derive(Debug, Serialize)]
pub struct BotOption {
    /// The spec to send back.
    pub spec: &'static str,
    /// What it is.
    pub label: &'static str,
}

/// A triangle set in the lobby.
#[derive(Debug, Serialize)]
pub struct SetOption {
    /// Set id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Number of triangles.
    pub tiles: usize,
}

impl LobbyOptions {
    /// The options for `catalog`.
    pub fn new(catalog: &Catalog) -> LobbyOptions {
        LobbyOptions {
            rules: RulesVersion::ALL
                .into_iter()
                .map(|v| RulesOption {
                    id: v,
                    summary: v.summary(),
                    default_halflings: v.default_halflings(),
                    default_symbols_active: v.default_symbols_active(),
                })
                .collect(),
            default_rules: RulesVersion::default(),
            bots: OFFERED_BOTS
                .into_iter()
                .map(|(spec, label)| BotOption { spec, label })
                .collect(),
            sets: catalog
                .sets()
                .iter()
                .filter(|s| s.shape == Shape::Triangle)
                .map(|s| SetOption {
                    id: s.id.clone(),
                    name: s.name.clone(),
                    tiles: s.tiles.len(),
                })
                .collect(),
            min_seats: 2,
            max_seats: MAX_PLAYERS,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(json: &str) -> NewGameRequest {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_valid_request_gives_tokens_to_people_only() {
        let cat = Arc::new(Catalog::builtin());
        let game = NewGame::parse(
            request(r#"{"seats": [{"kind": "person", "name": " Ann "}, {"kind": "bot", "bot": "greedy"}, {"kind": "hot-seat"}], "seed": 5}"#),
            &cat,
        )
        .unwrap();
        assert_eq!(game.setup.players, 3);
        assert_eq!(game.setup.seed, 5);
        assert_eq!(game.seats[0].name, "Ann");
        assert_eq!(game.seats[1].name, "Bot 2 (greedy)");
        assert_eq!(game.seats[2].name, "Player 3");
        assert!(game.tokens[0].is_some() && game.tokens[1].is_none() && game.tokens[2].is_some());
        assert_eq!(game.seats[1].token_hash, None);
    }

    #[test]
    fn bad_requests_name_the_problem() {
        let cat = Arc::new(Catalog::builtin());
        let err = |json: &str| NewGame::parse(request(json), &cat).unwrap_err().to_string();
        assert!(err(r#"{"seats": [{"kind": "person"}]}"#).contains("2 to 6 seats"));
        assert!(
            err(r#"{"seats": [{"kind": "person"}, {"kind": "bot", "bot": "alphazero"}]}"#)
                .contains("seat 2: unknown bot")
        );
        assert!(
            err(r#"{"seats": [{"kind": "person"}, {"kind": "bot", "bot": "search:60s"}]}"#)
                .contains("at most 10 s")
        );
        assert!(
            err(r#"{"seats": [{"kind": "person"}, {"kind": "person"}], "halflings": 20}"#)
                .contains("halflings are needed")
        );
        assert!(
            err(r#"{"seats": [{"kind": "person"}, {"kind": "person"}], "sets": ["base"]}"#)
                .contains("unknown halfling set")
        );
        assert!(serde_json::from_str::<NewGameRequest>(r#"{"seats": [], "colour": 1}"#).is_err());
        assert!(
            err(r#"{"seats": [{"kind": "person"}, {"kind": "person"}], "players": 3}"#)
                .contains("3 players but 2 seats")
        );
        assert!(
            err(r#"{"seats": [{"kind": "person"}, {"kind": "person"}], "expansions": ["x"]}"#)
                .contains("unknown expansion")
        );
        let two = r#"{"seats": [{"kind": "person"}, {"kind": "person"}], "#;
        assert_eq!(
            err(&format!("{two}\"clock_minutes\": 601}}")),
            "a clock has 1 to 600 minutes, not 601"
        );
        assert_eq!(
            err(&format!("{two}\"clock_seconds\": 4}}")),
            "a clock has 5 to 36000 seconds, not 4"
        );
        assert_eq!(
            err(&format!(
                "{two}\"clock_minutes\": 1, \"clock_seconds\": 60}}"
            )),
            "give the clock in minutes or in seconds, not both"
        );
    }

    #[test]
    fn the_request_carries_the_engine_setup() {
        let cat = Arc::new(Catalog::builtin());
        let selectable: Vec<&str> = REGISTRY
            .iter()
            .filter(|e| e.selectable)
            .map(|e| e.id)
            .collect();
        let json = serde_json::json!({
            "seats": [{"kind": "person"}, {"kind": "person"}],
            "rules": "c1-2015",
            "halflings": 1,
            "sets": ["halflings-1"],
            "deal": "draft",
            "symbol_tiles": true,
            "expansions": selectable,
            "seed": 3,
        });
        let game = NewGame::parse(serde_json::from_value(json).unwrap(), &cat).unwrap();
        let expected = Setup {
            players: 2,
            rules: RulesVersion::C1_2015,
            seed: 3,
            halflings: Some(1),
            sets: vec!["halflings-1".into()],
            symbol_tiles: true,
            deal: halflings_engine::Deal::Draft,
            expansions: selectable.iter().map(|&id| id.into()).collect(),
            ..Setup::default()
        };
        assert_eq!(game.setup, expected);
        // A seed is drawn when none is given.
        let two = request(r#"{"seats": [{"kind": "person"}, {"kind": "person"}]}"#);
        assert_eq!(two.setup, Setup::default());
    }

    #[test]
    fn a_clock_in_minutes_or_seconds_gives_the_seconds_per_seat() {
        let cat = Arc::new(Catalog::builtin());
        let clock = |json: &str| {
            let json =
                format!(r#"{{"seats": [{{"kind": "person"}}, {{"kind": "person"}}]{json}}}"#);
            NewGame::parse(request(&json), &cat)
                .unwrap()
                .options
                .clock_seconds()
        };
        assert_eq!(clock(""), None);
        assert_eq!(clock(r#", "clock_minutes": 600"#), Some(36_000));
        assert_eq!(clock(r#", "clock_seconds": 5"#), Some(5));
        // Games stored before clocks in seconds existed read as they were.
        let stored: GameOptions = serde_json::from_str(r#"{"clock_minutes": 3}"#).unwrap();
        assert_eq!(stored.clock_seconds(), Some(180));
    }
}
