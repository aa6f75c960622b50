//! What the server says to browsers and what they may say back: the JSON on the WebSocket and
//! in HTTP responses. Everything here is built from [`PlayerView`](halflings_engine::PlayerView)s and public facts, never
//! from the game state itself.

pub use halflings_engine::wire::{
    FigureSpot, Legal, LogEntry, ModuleInPlay, PlacementOption, Resolved,
};
use halflings_engine::{MoveWire, Seat, Setup};
pub use halflings_session::{ReplayFrame, SeatState};
use serde::{Deserialize, Deserializer, Serialize};

/// A seat as everyone may see it.
#[derive(Clone, Debug, Serialize)]
pub struct SeatInfo {
    /// Its index in turn order.
    pub seat: Seat,
    /// `person`, `hot-seat` or `bot`.
    pub kind: &'static str,
    /// The player's name.
    pub name: String,
    /// The bot spec, for a bot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// In a game whose seed its creator chose, for a seat played by people: whether it has
    /// accepted that seed ([`crate::seeds`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed_accepted: Option<bool>,
}

/// A game's public facts: seats, the engine setup (without its seed while the game runs: it
/// would reveal the pile) and what it comes to, the clocks.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// The game id.
    pub id: String,
    /// The seats in turn order.
    pub seats: Vec<SeatInfo>,
    /// The engine setup as it was given (`rules`, `halflings`, `sets`, `expansions`…), in the
    /// same object.
    #[serde(flatten)]
    pub setup: PublicSetup,
    /// What the rules version means.
    pub rules_summary: halflings_engine::Text,
    /// The values the setup's defaults take, and the expansion modules in play.
    pub resolved: Resolved,
    /// Seconds of thinking time each seat has for the whole game, if the game has clocks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock_seconds: Option<u32>,
    /// Whether the creator chose the seed: every seat is told, and the game starts once each
    /// seat played by people has accepted it ([`crate::seeds`]).
    pub seed_chosen: bool,
    /// The seed, once the game is over (before that it would reveal the pile).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// When it was created (Unix ms).
    pub created_at: i64,
    /// The id of its rematch, once a seat of the finished game asked for one
    /// ([`crate::rooms::rematch`]): the same seat tokens play there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rematch: Option<String>,
}

/// A setup shown without its seed.
#[derive(Clone, Debug)]
pub struct PublicSetup(pub Setup);

impl Serialize for PublicSetup {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut value = serde_json::to_value(&self.0).map_err(serde::ser::Error::custom)?;
        if let Some(fields) = value.as_object_mut() {
            fields.remove("seed");
        }
        value.serialize(serializer)
    }
}

/// The seats' clocks ([`crate::clock`]).
#[derive(Clone, Debug, Serialize)]
pub struct Clocks {
    /// Milliseconds left per seat as of the latest action (never below zero); the running
    /// seat's clock has run since.
    pub left_ms: Vec<i64>,
    /// The seat whose clock runs, if any.
    pub running: Option<Seat>,
    /// Per seat, whether its time has run out: the server plays its moves.
    pub out_of_time: Vec<bool>,
}

/// The state of a game for one seat or a spectator: sent on joining, after every change and
/// in answer to `GET /api/games/{id}/state`.
#[derive(Clone, Debug, Serialize)]
pub struct StateMessage<'a> {
    /// Always `state`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The game's public facts.
    pub game: GameInfo,
    /// The seat this message is for (`None`: spectator).
    pub seat: Option<Seat>,
    /// The number the next action must carry, what this seat may see, the moves open to it
    /// when it is to move (and not out of time), and the log from an entry on.
    #[serde(flatten)]
    pub state: SeatState<'a>,
    /// The clocks, if the game has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
}

/// The summary of a game for lists.
#[derive(Clone, Debug, Serialize)]
pub struct GameSummary {
    /// The game's public facts.
    pub game: GameInfo,
    /// Actions played.
    pub move_no: u32,
    /// Whether it is over.
    pub finished: bool,
    /// Scores per seat.
    pub scores: Vec<u32>,
    /// Who must decide now.
    pub to_move: Option<Seat>,
}

/// An action sent over HTTP: `{"move_no": 12, "move": {"do": "draw"}}`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    /// The number of the action: the `move_no` of the state it answers.
    pub move_no: u32,
    /// The move, in the engine's wire format (older forms are read too).
    #[serde(rename = "move", deserialize_with = "wire_move")]
    pub action: MoveWire,
}

/// Reads a move as the engine does, rewriting the older forms of expansions' moves.
fn wire_move<'de, D: Deserializer<'de>>(d: D) -> Result<MoveWire, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    MoveWire::from_value(value).map_err(serde::de::Error::custom)
}

/// What a browser may send on the WebSocket.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: a seat token, or none to watch.
    Join {
        /// The seat token from the invite link.
        #[serde(default)]
        token: Option<String>,
    },
    /// An action of the joined seat.
    Act {
        /// As in [`ActionRequest`].
        move_no: u32,
        /// As in [`ActionRequest`].
        #[serde(rename = "move", deserialize_with = "wire_move")]
        action: MoveWire,
    },
    /// Send the whole state again.
    Sync,
}

/// The body of `POST /api/games/{id}/accept-seed`: `{}` (the bearer token names the seat).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AcceptSeed {}

/// The answer to accepting a chosen seed.
#[derive(Clone, Debug, Serialize)]
pub struct SeedAccepted {
    /// The seat that accepted.
    pub seat: Seat,
    /// The seats still to accept: the game starts when none is left.
    pub waiting: Vec<Seat>,
}

/// The body of `POST /api/games/{id}/rematch`: `{}` (the bearer token names the seat).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RematchRequest {}

/// The answer to asking for a rematch ([`crate::rooms::rematch`]).
#[derive(Clone, Debug, Serialize)]
pub struct Rematched {
    /// The rematch's id: the seat tokens of the finished game play there, in the same seats.
    pub id: String,
    /// The seat of the token that asked.
    pub seat: Seat,
}

/// The answer to an accepted action.
#[derive(Clone, Debug, Serialize)]
pub struct Accepted {
    /// The number the next action must carry.
    pub move_no: u32,
}

/// The answer to creating a game: its id and each seat's token (people only), given once.
#[derive(Clone, Debug, Serialize)]
pub struct Created {
    /// The game id.
    pub id: String,
    /// The seats with their tokens.
    pub seats: Vec<CreatedSeat>,
}

/// A seat of a created game.
#[derive(Clone, Debug, Serialize)]
pub struct CreatedSeat {
    /// Public facts.
    #[serde(flatten)]
    pub info: SeatInfo,
    /// The seat token (people and hot-seat players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use halflings_engine::expansion::{registry, REGISTRY};
    use halflings_engine::{Catalog, GameState, Setup};

    use super::*;

    #[test]
    fn game_info_embeds_the_setup_without_its_seed_until_the_end() {
        let setup = Setup {
            seed: 77,
            symbol_tiles: true,
            ..Setup::default()
        };
        let state = GameState::new(Arc::new(Catalog::builtin()), &setup).unwrap();
        let info = |seed| GameInfo {
            id: "x".into(),
            seats: Vec::new(),
            setup: PublicSetup(setup.clone()),
            rules_summary: setup.rules.summary(),
            resolved: Resolved::of(&state),
            clock_seconds: None,
            seed_chosen: false,
            seed,
            created_at: 0,
            rematch: None,
        };
        let running = serde_json::to_value(info(None)).unwrap();
        assert_eq!(running["rules"], "c2-2021");
        assert_eq!(running["symbol_tiles"], true);
        assert_eq!(running["halflings"], serde_json::Value::Null);
        assert_eq!(running["resolved"]["halflings"], 3);
        assert_eq!(running["resolved"]["symbols_active"], true);
        assert!(running.get("seed").is_none(), "{running}");
        // The modules the active symbols imply are in play, with every option's value.
        let implied: Vec<&str> = REGISTRY
            .iter()
            .filter(|e| e.with_active_symbols)
            .map(|e| e.id)
            .collect();
        let modules = running["resolved"]["modules"].as_array().unwrap();
        assert_eq!(modules.len(), implied.len());
        for (m, id) in modules.iter().zip(&implied) {
            assert_eq!(m["id"], *id);
            let info = registry::find(id).unwrap();
            assert_eq!(m["options"].as_object().unwrap().len(), info.options.len());
        }
        assert_eq!(serde_json::to_value(info(Some(77))).unwrap()["seed"], 77);
    }
}
