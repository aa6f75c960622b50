//! Game records (`halflings-record/1`): a setup with its seed and every decision, replayed
//! bit-exactly.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::moves::{deserialize_moves, MoveWire};
use super::WireError;
use crate::rules::RulesVersion;
use crate::scoring::ScoreEvent;
use crate::state::{Event, GameState, IllegalMove, Setup};
use crate::tiles::Catalog;

/// The format id of game records.
pub const RECORD_FORMAT: &str = "halflings-record/1";

/// A complete game record: setup, seed and every decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// Always [`RECORD_FORMAT`].
    pub format: String,
    /// The setup, seed included.
    pub setup: Setup,
    /// Every decision, in order.
    #[serde(deserialize_with = "deserialize_moves")]
    pub moves: Vec<MoveWire>,
}

/// What replaying a record or scenario gave.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Every event, in order.
    pub events: Vec<Event>,
    /// Final scores per seat.
    pub scores: Vec<u32>,
    /// The state after the last move (and final scoring, if any).
    pub state: GameState,
}

impl Outcome {
    /// The score events.
    pub fn score_events(&self) -> impl Iterator<Item = &ScoreEvent> {
        self.events.iter().filter_map(|e| match e {
            Event::Score(s) => Some(&**s),
            _ => None,
        })
    }

    /// The scores per seat that the events add up to: every score event, and the points
    /// passed between players (equal to [`Outcome::scores`] for a game played from the start).
    pub fn scores_from_events(&self) -> Vec<u32> {
        let mut out = vec![0i64; self.scores.len()];
        for e in &self.events {
            match e {
                Event::Score(s) => {
                    for (o, &p) in out.iter_mut().zip(s.points()) {
                        *o += i64::from(p);
                    }
                }
                Event::Forfeit { player, points } => {
                    if let Some(o) = out.get_mut(player.index()) {
                        *o -= i64::from(*points);
                    }
                }
                Event::Transfer { from, to, points } => {
                    if let Some(o) = out.get_mut(from.index()) {
                        *o -= i64::from(*points);
                    }
                    if let Some(o) = out.get_mut(to.index()) {
                        *o += i64::from(*points);
                    }
                }
                _ => {}
            }
        }
        out.into_iter()
            .map(|p| u32::try_from(p).unwrap_or(0))
            .collect()
    }
}

impl GameRecord {
    /// A record of a game started from `setup` with no moves yet.
    pub fn new(setup: Setup) -> GameRecord {
        GameRecord {
            format: RECORD_FORMAT.into(),
            setup,
            moves: Vec::new(),
        }
    }

    /// Parses a record from JSON.
    ///
    /// # Errors
    /// Malformed JSON or a wrong format id.
    pub fn from_json(text: &str) -> Result<GameRecord, WireError> {
        let r: GameRecord = serde_json::from_str(text)
            .map_err(|e| WireError::whole(format!("not a game record: {e}")))?;
        if r.format != RECORD_FORMAT {
            return Err(WireError::whole(format!(
                "format is {:?}, expected {RECORD_FORMAT:?}",
                r.format
            )));
        }
        Ok(r)
    }

    /// Replays every move, each by the player to move. With `rules`, the game is scored under
    /// that version instead, keeping the record's hand size and symbols setting.
    ///
    /// # Errors
    /// The first move that does not parse or is illegal.
    pub fn replay(
        &self,
        catalog: Arc<Catalog>,
        rules: Option<RulesVersion>,
    ) -> Result<Outcome, WireError> {
        self.replay_to(catalog, rules, self.moves.len())
    }

    /// Replays the first `moves` moves as [`GameRecord::replay`] does (all of them when the
    /// record holds fewer).
    ///
    /// # Errors
    /// As [`GameRecord::replay`].
    pub fn replay_to(
        &self,
        catalog: Arc<Catalog>,
        rules: Option<RulesVersion>,
        moves: usize,
    ) -> Result<Outcome, WireError> {
        let mut setup = self.setup.clone();
        if let Some(v) = rules {
            // Rescoring under another version keeps the deal: the hand size and the symbols
            // setting stay those of the record's own version, or the moves would not fit.
            setup.halflings = Some(setup.halflings_each());
            setup.symbols_active = Some(setup.symbols_act());
            setup.rules = v;
        }
        let mut state = GameState::new(Arc::clone(&catalog), &setup).map_err(WireError::whole)?;
        let mut events = Vec::new();
        for (i, m) in self.moves.iter().take(moves).enumerate() {
            let mv = m.to_move(&catalog).map_err(|e| WireError::at(i, e))?;
            let player = state
                .to_move()
                .ok_or_else(|| WireError::illegal(i, IllegalMove::GameOver))?;
            state
                .play_into(player, &mv, &mut events)
                .map_err(|e| WireError::illegal(i, e))?;
        }
        let scores = state.scores();
        Ok(Outcome {
            events,
            scores,
            state,
        })
    }
}
