//! What the server says to browsers and what they may say back: the JSON on the WebSocket and
//! in HTTP responses. Everything here is built from [`PlayerView`]s and public facts, never
//! from the game state itself.

use halflings_engine::wire::describe;
use halflings_engine::{Catalog, Event, GameState, Move, MoveWire, PlayerView, ScoreWire, Turn};
use serde::{Deserialize, Serialize};

use crate::store::StoredAction;

/// A seat as everyone may see it.
#[derive(Clone, Debug, Serialize)]
pub struct SeatInfo {
    /// Its index in turn order.
    pub seat: u8,
    /// `person`, `hot-seat` or `bot`.
    pub kind: &'static str,
    /// The player's name.
    pub name: String,
    /// The bot spec, for a bot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
}

/// A game's public facts: seats and options, never the seed while the game runs.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// The game id.
    pub id: String,
    /// The seats in turn order.
    pub seats: Vec<SeatInfo>,
    /// The rules version id.
    pub rules: &'static str,
    /// What the version means.
    pub rules_summary: &'static str,
    /// Halflings per player.
    pub halflings: u8,
    /// Triangle sets in play.
    pub sets: Vec<String>,
    /// Whether the tiles with expansion symbols are in the game.
    pub symbol_tiles: bool,
    /// Whether vineyard, hill and crop circle act.
    pub symbols_active: bool,
    /// `random` or `draft`.
    pub deal: halflings_engine::Deal,
    /// With several sets: count per set or in total.
    pub count_per: halflings_engine::CountPer,
    /// How hills break ties.
    pub hill_tie_break: halflings_engine::HillTieBreak,
    /// Seconds of thinking time each seat has for the whole game, if the game has clocks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock_seconds: Option<u32>,
    /// The seed, once the game is over (before that it would reveal the pile).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// When it was created (Unix ms).
    pub created_at: i64,
}

/// One line of the event log.
#[derive(Clone, Debug, Serialize)]
pub struct LogEntry {
    /// The action (move number) that caused it.
    pub move_no: u32,
    /// The seat that acted.
    pub seat: u8,
    /// What happened, in words (scores with their explanation).
    pub text: String,
    /// The score, for a scoring event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<ScoreWire>,
    /// Whether this entry is the end of the game.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub game_over: bool,
    /// Whether the server made the action for the seat because its time had run out.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub out_of_time: bool,
}

impl LogEntry {
    /// The entry for `event`, caused by `action`.
    pub fn new(event: &Event, action: &StoredAction, catalog: &Catalog) -> LogEntry {
        LogEntry {
            move_no: action.move_no,
            seat: action.seat,
            out_of_time: action.out_of_time,
            text: describe(event, catalog),
            score: match event {
                Event::Score(s) => Some(ScoreWire::from(s)),
                _ => None,
            },
            game_over: matches!(event, Event::GameOver),
        }
    }
}

/// A way to lay the current tile, with the follower spots legal with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlacementOption {
    /// `[x, y]`.
    pub at: [i32; 2],
    /// Rotation in degrees (square tile).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rot: Option<u16>,
    /// Corner (triangle).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corner: Option<&'static str>,
    /// Legal follower locations (board orientation).
    pub followers: Vec<String>,
    /// Whether the tile may be laid without a follower.
    pub bare: bool,
}

/// The moves open to the seat to move, as the engine lists them: placements grouped by space
/// and orientation, every other decision as a move.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Legal {
    /// Draw, play a halfling, pick, crop-circle decisions.
    pub moves: Vec<MoveWire>,
    /// Ways to lay the current tile.
    pub placements: Vec<PlacementOption>,
}

impl Legal {
    /// The legal moves of `state`'s player to move.
    pub fn of(state: &GameState) -> Legal {
        let catalog = state.catalog();
        let mut legal = Legal::default();
        for mv in state.legal_moves() {
            let Move::Place { at, turn, follower } = mv else {
                legal.moves.push(MoveWire::from_move(&mv, catalog));
                continue;
            };
            let (rot, corner) = match turn {
                Turn::Square(r) => (Some(r.degrees()), None),
                Turn::Triangle(c) => (None, Some(c.name())),
            };
            let key = [at.x, at.y];
            let option = match legal.placements.last_mut() {
                Some(p) if p.at == key && p.rot == rot && p.corner == corner => p,
                _ => {
                    legal.placements.push(PlacementOption {
                        at: key,
                        rot,
                        corner,
                        followers: Vec::new(),
                        bare: false,
                    });
                    legal.placements.last_mut().expect("just pushed")
                }
            };
            match follower {
                Some(loc) => option.followers.push(loc.to_string()),
                None => option.bare = true,
            }
        }
        legal
    }
}

/// The seats' clocks ([`crate::clock`]).
#[derive(Clone, Debug, Serialize)]
pub struct Clocks {
    /// Milliseconds left per seat as of the latest action (never below zero); the running
    /// seat's clock has run since.
    pub left_ms: Vec<i64>,
    /// The seat whose clock runs, if any.
    pub running: Option<u8>,
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
    pub seat: Option<u8>,
    /// The number the next action must carry.
    pub move_no: u32,
    /// What this seat may see.
    pub view: PlayerView,
    /// The moves open to this seat, when it is to move (and not out of time).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal: Option<Legal>,
    /// Index of the first log entry in `log`.
    pub log_from: usize,
    /// Log entries from `log_from` on.
    pub log: &'a [LogEntry],
    /// The clocks, if the game has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
}

/// The answer to `GET /api/games/{id}/replay/{n}`: the board after `n` actions.
#[derive(Clone, Debug, Serialize)]
pub struct ReplayFrame {
    /// Actions played.
    pub move_no: u32,
    /// All actions in the game.
    pub moves: u32,
    /// A spectator's view after them.
    pub view: PlayerView,
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
    pub to_move: Option<u8>,
}

/// An action sent over HTTP: `{"move_no": 12, "move": {"do": "draw"}}`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    /// The number of the action: the `move_no` of the state it answers.
    pub move_no: u32,
    /// The move, in the engine's wire format.
    #[serde(rename = "move")]
    pub action: MoveWire,
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
        #[serde(rename = "move")]
        action: MoveWire,
    },
    /// Send the whole state again.
    Sync,
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
