//! What the server says to browsers and what they may say back: the JSON on the WebSocket and
//! in HTTP responses. Everything here is built from [`PlayerView`]s and public facts, never
//! from the game state itself.

use halflings_engine::wire::describe;
use halflings_engine::{Catalog, Event, GameState, Move, MoveWire, PlayerView, ScoreWire};
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
    /// Expansions played with, by id (`hills-and-sheep`).
    pub expansions: Vec<String>,
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

/// A way to lay the current tile, with the follower spots and expansion figure spots legal
/// with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlacementOption {
    /// `[x, y]`.
    pub at: [i32; 2],
    /// Rotation in degrees (square tile).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rot: Option<i64>,
    /// Corner (triangle).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corner: Option<String>,
    /// Legal follower locations (board orientation).
    pub followers: Vec<String>,
    /// Expansion figures that may go on the tile instead of a follower (a shepherd), each with
    /// one location.
    pub figures: Vec<FigureSpot>,
    /// Whether the tile may be laid without a follower.
    pub bare: bool,
}

/// An expansion figure and where it may stand: `{"figure": "shepherd", "location": "S.e"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FigureSpot {
    /// The figure (`shepherd`).
    pub figure: String,
    /// Its location (board orientation).
    pub location: String,
}

/// What a decision without chance would pay at once: the points per seat of driving a flock to
/// the stable, so that the choice can show them. (Growing the flock draws a token, so it is
/// never foretold: that would reveal the bag's next token.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// The `choice` of the decide move.
    pub choice: String,
    /// Points each seat would score.
    pub points: Vec<u32>,
}

/// The decide choices whose outcome is certain, foretold in [`Legal::outcomes`].
const CERTAIN_CHOICES: &[&str] = &["stable"];

/// The moves open to the seat to move, as the engine lists them: placements grouped by space
/// and orientation, every other decision as a move.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Legal {
    /// Draw, play a halfling, pick, crop-circle and expansion decisions (`decide`).
    pub moves: Vec<MoveWire>,
    /// Ways to lay the current tile.
    pub placements: Vec<PlacementOption>,
    /// The points of the decisions without chance among `moves` (driving a flock to the
    /// stable).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub outcomes: Vec<Outcome>,
}

impl Legal {
    /// The legal moves of `state`'s player to move.
    pub fn of(state: &GameState) -> Legal {
        let catalog = state.catalog();
        let mut legal = Legal::default();
        for mv in state.legal_moves() {
            let wire = MoveWire::from_move(&mv, catalog);
            let MoveWire::Place {
                at,
                rot,
                corner,
                follower,
                figure,
            } = wire
            else {
                if let MoveWire::Decide { choice } = &wire {
                    if let Some(outcome) = Outcome::of(state, &mv, choice) {
                        legal.outcomes.push(outcome);
                    }
                }
                legal.moves.push(wire);
                continue;
            };
            let found = legal
                .placements
                .iter()
                .rposition(|p| p.at == at && p.rot == rot && p.corner == corner);
            let index = found.unwrap_or_else(|| {
                legal.placements.push(PlacementOption {
                    at,
                    rot,
                    corner,
                    followers: Vec::new(),
                    figures: Vec::new(),
                    bare: false,
                });
                legal.placements.len() - 1
            });
            let option = &mut legal.placements[index];
            match (figure, follower) {
                (Some(figure), Some(location)) => {
                    option.figures.push(FigureSpot { figure, location })
                }
                (None, Some(location)) => option.followers.push(location),
                (_, None) => option.bare = true,
            }
        }
        legal
    }
}

impl Outcome {
    /// The points of decision `mv` (`choice`) when it is certain: played on a copy of the game,
    /// its first score.
    fn of(state: &GameState, mv: &Move, choice: &str) -> Option<Outcome> {
        if !CERTAIN_CHOICES.contains(&choice) {
            return None;
        }
        let player = state.to_move()?;
        let mut copy = state.clone();
        let events = copy.play(player, mv).ok()?;
        let points = events.iter().find_map(|e| match e {
            Event::Score(s) => Some(ScoreWire::from(s).points),
            _ => None,
        });
        Some(Outcome {
            choice: choice.to_string(),
            points: points.unwrap_or_else(|| vec![0; state.setup().players as usize]),
        })
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

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use halflings_engine::{Catalog, GameState, MoveWire, Setup};

    use super::*;

    /// Every way to play `legal` offers, as wire moves.
    fn listed(legal: &Legal) -> Vec<MoveWire> {
        let mut out = legal.moves.clone();
        for p in &legal.placements {
            let place = |follower: Option<&str>, figure: Option<&str>| MoveWire::Place {
                at: p.at,
                rot: p.rot,
                corner: p.corner.clone(),
                follower: follower.map(str::to_string),
                figure: figure.map(str::to_string),
            };
            out.extend(p.bare.then(|| place(None, None)));
            out.extend(p.followers.iter().map(|f| place(Some(f), None)));
            out.extend(
                p.figures
                    .iter()
                    .map(|f| place(Some(&f.location), Some(&f.figure))),
            );
        }
        out
    }

    #[test]
    fn legal_lists_every_move_once_with_shepherd_spots_and_the_stable_foretold() {
        let setup = Setup {
            expansions: vec!["hills-and-sheep".into()],
            seed: 9,
            ..Setup::default()
        };
        let mut state = GameState::new(Arc::new(Catalog::builtin()), &setup).unwrap();
        let (mut figures, mut foretold) = (0, 0);
        let mut step = 0usize;
        while let Some(player) = state.to_move() {
            let legal = Legal::of(&state);
            let mut engine: Vec<MoveWire> = state
                .legal_moves()
                .iter()
                .map(|m| MoveWire::from_move(m, state.catalog()))
                .collect();
            let mut grouped = listed(&legal);
            assert_eq!(grouped.len(), engine.len(), "each move once");
            let key = |m: &MoveWire| serde_json::to_string(m).unwrap();
            engine.sort_by_key(key);
            grouped.sort_by_key(key);
            assert_eq!(grouped, engine);
            figures += legal
                .placements
                .iter()
                .map(|p| p.figures.len())
                .sum::<usize>();
            for o in &legal.outcomes {
                assert_eq!(o.choice, "stable");
                assert_eq!(o.points.len(), 2);
                foretold += 1;
            }
            // A shepherd whenever one may go, the first flock decision (grow), else any move.
            let moves = state.legal_moves();
            let mv = *moves
                .iter()
                .find(|m| {
                    matches!(
                        MoveWire::from_move(m, state.catalog()),
                        MoveWire::Place {
                            figure: Some(_),
                            ..
                        } | MoveWire::Decide { .. }
                    )
                })
                .unwrap_or(&moves[step * 7 % moves.len()]);
            state.play(player, &mv).unwrap();
            step += 1;
        }
        assert!(figures > 0, "shepherd spots were offered");
        assert!(foretold > 0, "a stabling was foretold");
    }
}
