//! A game played in the browser without a server: its record (setup, seed and every move),
//! the state it replays to, and the event log, in the server's words and shapes.

use std::sync::Arc;

use halflings_bots::BotSpec;
use halflings_engine::wire::{Legal, LogEntry, Resolved};
use halflings_engine::{
    Catalog, Census, GameRecord, GameState, MoveWire, PlayerView, Setup, SetupError, Text,
};
use serde::Serialize;

use crate::failure::{json, Failure};

/// A game in the browser.
pub struct LocalGame {
    catalog: Arc<Catalog>,
    record: GameRecord,
    state: GameState,
    log: Vec<LogEntry>,
}

/// What a seat is told after every change: the shape of the server's state message without
/// the parts the page keeps itself (the game's facts, the clocks).
#[derive(Serialize)]
struct SeatState<'a> {
    move_no: u32,
    view: PlayerView,
    #[serde(skip_serializing_if = "Option::is_none")]
    legal: Option<Legal>,
    log_from: usize,
    log: &'a [LogEntry],
}

/// The board after some of the game's moves (the replay viewer's frame).
#[derive(Serialize)]
struct Frame {
    move_no: u32,
    moves: u32,
    view: PlayerView,
}

/// What the game's setup comes to, for its facts.
#[derive(Serialize)]
struct Facts {
    rules_summary: Text,
    resolved: Resolved,
}

impl LocalGame {
    /// The game of `record` (a `halflings-record/1`, with no moves for a new game), replayed.
    ///
    /// # Errors
    /// A malformed record, a setup the engine refuses or an illegal move in it.
    pub fn new(record: &str, catalog: Arc<Catalog>) -> Result<LocalGame, Failure> {
        let record = GameRecord::from_json(record)?;
        let state = GameState::new(Arc::clone(&catalog), &record.setup).map_err(refused_setup)?;
        let mut game = LocalGame {
            catalog,
            record: GameRecord::new(record.setup.clone()),
            state,
            log: Vec::new(),
        };
        for (i, mv) in record.moves.into_iter().enumerate() {
            let seat = game.state.to_move().unwrap_or(0);
            game.play_wire(seat, mv)
                .map_err(|e| Failure::bad_input(format!("move {}: {}", i + 1, e.message)))?;
        }
        Ok(game)
    }

    /// `seat` plays `mv` (a move as JSON, as the server reads it).
    ///
    /// # Errors
    /// A malformed move, or one the rules refuse (the game is then unchanged).
    pub fn play(&mut self, seat: u8, mv: &str) -> Result<(), Failure> {
        let value: serde_json::Value =
            serde_json::from_str(mv).map_err(|e| Failure::bad_input(format!("bad JSON: {e}")))?;
        let wire = MoveWire::from_value(value).map_err(Failure::bad_input)?;
        self.play_wire(seat, wire)
    }

    fn play_wire(&mut self, seat: u8, wire: MoveWire) -> Result<(), Failure> {
        let mv = wire.to_move(&self.catalog).map_err(Failure::bad_input)?;
        let mut events = Vec::new();
        self.state.play_into(seat, &mv, &mut events)?;
        let move_no = self.record.moves.len() as u32;
        self.record
            .moves
            .push(MoveWire::from_move(&mv, &self.catalog));
        self.log.extend(
            events
                .iter()
                .map(|e| LogEntry::new(e, move_no, seat, false, &self.state)),
        );
        Ok(())
    }

    /// Who must decide now, if the game is not over.
    pub fn to_move(&self) -> Option<u8> {
        self.state.to_move()
    }

    /// What `seat` (a spectator: `None`) is told: the number of the next move, its view, the
    /// moves open to it when it is to move, and the log from entry `log_from` on.
    pub fn state_for(&self, seat: Option<u8>, log_from: usize) -> String {
        let legal =
            (seat.is_some() && seat == self.state.to_move()).then(|| Legal::of(&self.state));
        let log_from = log_from.min(self.log.len());
        json(&SeatState {
            move_no: self.record.moves.len() as u32,
            view: self.state.view_for(seat),
            legal,
            log_from,
            log: &self.log[log_from..],
        })
    }

    /// The move the bot `spec` (`random`, `greedy`, `search:1s`…) makes for the seat to move,
    /// seeded with `seed`, as JSON. It decides on that seat's view only.
    ///
    /// # Errors
    /// An unknown bot, or a game that is over.
    pub fn bot_move(&self, spec: &str, seed: u64) -> Result<String, Failure> {
        let spec: BotSpec = spec.parse().map_err(Failure::bad_input)?;
        let seat = self
            .state
            .to_move()
            .ok_or_else(|| Failure::bad_input("the game is over"))?;
        let mv =
            spec.build(seed, Some(1))
                .decide(&self.state, seat, spec.budget(BotSpec::PLAY_BUDGET));
        Ok(json(&MoveWire::from_move(&mv, &self.catalog)))
    }

    /// A spectator's view after the first `n` moves, with the number of moves of the game.
    ///
    /// # Errors
    /// Never for a game that replayed (its record replays).
    pub fn frame(&self, n: usize) -> Result<String, Failure> {
        let n = n.min(self.record.moves.len());
        let outcome = self.record.replay_to(Arc::clone(&self.catalog), None, n)?;
        Ok(json(&Frame {
            move_no: n as u32,
            moves: self.record.moves.len() as u32,
            view: outcome.state.view_for(None),
        }))
    }

    /// What the setup comes to: the rules version in words and the modules in play.
    pub fn facts(&self) -> String {
        json(&Facts {
            rules_summary: self.record.setup.rules.summary(),
            resolved: Resolved::of(&self.state),
        })
    }

    /// The game record, seed included.
    pub fn record(&self) -> String {
        json(&self.record)
    }
}

/// A setup the engine refuses, in its words and as a message the page words.
fn refused_setup(e: SetupError) -> Failure {
    Failure {
        text: Some(e.text()),
        ..Failure::bad_input(format!("setup: {e}"))
    }
}

/// What a game of `setup` (a record's setup, as JSON) starts with, as JSON: the engine's
/// [`Census`].
///
/// # Errors
/// A malformed setup, or one the engine refuses.
pub fn census(setup: &str, catalog: &Arc<Catalog>) -> Result<String, Failure> {
    let setup: Setup =
        serde_json::from_str(setup).map_err(|e| Failure::bad_input(format!("setup: {e}")))?;
    Census::of(catalog, &setup)
        .map(|c| json(&c))
        .map_err(refused_setup)
}

#[cfg(test)]
mod tests {
    use halflings_engine::Setup;

    use super::*;

    fn new_game(seed: u64) -> LocalGame {
        let record = json(&GameRecord::new(Setup {
            seed,
            ..Setup::default()
        }));
        LocalGame::new(&record, Arc::new(Catalog::builtin())).unwrap()
    }

    #[test]
    fn bots_play_a_game_to_the_end_and_the_record_replays_it() {
        let mut game = new_game(3);
        while let Some(seat) = game.to_move() {
            let mv = game.bot_move("greedy", 1).unwrap();
            game.play(seat, &mv).unwrap();
        }
        let record = game.record();
        let again = LocalGame::new(&record, Arc::new(Catalog::builtin())).unwrap();
        assert_eq!(again.state_for(None, 0), game.state_for(None, 0));
        let end: serde_json::Value = serde_json::from_str(&game.state_for(Some(0), 0)).unwrap();
        assert_eq!(end["view"]["phase"]["phase"], "over");
        assert!(end.get("legal").is_none());
        assert!(end["log"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["kind"] == "score"));
        let frame: serde_json::Value = serde_json::from_str(&game.frame(5).unwrap()).unwrap();
        assert_eq!(frame["move_no"], 5);
        assert_eq!(frame["moves"], end["move_no"]);
    }

    #[test]
    fn a_seat_is_told_its_moves_and_only_its_hand() {
        let game = new_game(4);
        let seat = game.to_move().unwrap();
        let mine: serde_json::Value = serde_json::from_str(&game.state_for(Some(seat), 0)).unwrap();
        assert!(mine["legal"]["moves"].as_array().unwrap().len() > 1);
        assert_eq!(mine["view"]["hand"].as_array().unwrap().len(), 3);
        let other: serde_json::Value =
            serde_json::from_str(&game.state_for(Some(1 - seat), 0)).unwrap();
        assert!(other.get("legal").is_none());
        assert_ne!(other["view"]["hand"], mine["view"]["hand"]);
        let facts: serde_json::Value = serde_json::from_str(&game.facts()).unwrap();
        assert_eq!(facts["resolved"]["halflings"], 3);
    }

    #[test]
    fn bad_moves_are_refused_and_change_nothing() {
        let mut game = new_game(5);
        let seat = game.to_move().unwrap();
        let before = game.state_for(None, 0);
        let e = game.play(1 - seat, r#"{"do": "draw"}"#).unwrap_err();
        assert_eq!(e.rule.as_deref(), Some("not-your-turn"));
        let e = game.play(seat, "{").unwrap_err();
        assert_eq!(e.error, "bad-input");
        let e = game.play(seat, r#"{"do": "fly"}"#).unwrap_err();
        assert_eq!(e.error, "bad-input");
        assert_eq!(game.state_for(None, 0), before);
        assert!(game.bot_move("clever", 1).is_err());
        assert!(LocalGame::new("{}", Arc::new(Catalog::builtin())).is_err());
        let six = json(&GameRecord::new(Setup {
            players: 9,
            ..Setup::default()
        }));
        assert!(LocalGame::new(&six, Arc::new(Catalog::builtin())).is_err());
    }

    #[test]
    fn the_census_of_a_setup_is_the_engines() {
        let catalog = Arc::new(Catalog::builtin());
        let setup = Setup {
            players: 3,
            ..Setup::default()
        };
        let answer: serde_json::Value =
            serde_json::from_str(&census(&json(&setup), &catalog).unwrap()).unwrap();
        let engine = serde_json::to_value(Census::of(&catalog, &setup).unwrap()).unwrap();
        assert_eq!(answer, engine);
        assert_eq!(answer["players"], 3);
        assert_eq!(answer["halflings_each"], 3);
        // The lobby leaves the seed out.
        let unseeded: serde_json::Value =
            serde_json::from_str(&census(r#"{"players": 4}"#, &catalog).unwrap()).unwrap();
        let four = Setup {
            players: 4,
            ..Setup::default()
        };
        assert_eq!(
            unseeded,
            serde_json::to_value(Census::of(&catalog, &four).unwrap()).unwrap()
        );
        let e = census(r#"{"players": 9}"#, &catalog).unwrap_err();
        assert_eq!(e.error, "bad-input");
        assert!(e.message.starts_with("setup: "), "{}", e.message);
        assert_eq!(e.text.map(|t| t.key), Some("setup.players"));
        assert!(census("{", &catalog).is_err());
        assert!(census(r#"{"expansions": ["no-such"]}"#, &catalog).is_err());
    }
}
