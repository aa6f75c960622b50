//! [`Game`]: a game played from Python — a [`Session`] with the legal moves of the position
//! kept, so that a move can be named by its index in the engine's list.

use halflings_bots::BotSpec;
use halflings_engine::{GameRecord, Move, MoveWire, Seat, Setup};
use halflings_session::Session;
use pyo3::prelude::*;

use crate::{bad_input, catalog, json, session_error};

/// A game played from Python (`halflings._native.Game`). The package's `halflings.Game` is
/// a Python subclass: it takes keyword arguments and gives Python values for the methods
/// that answer JSON here (`…_json`), and the others are these.
#[pyclass(module = "halflings._native", subclass)]
pub struct Game {
    session: Session,
    /// The legal moves of the current position, in the engine's order, when `fresh`; the
    /// buffer is kept from position to position.
    legal: Vec<Move>,
    /// Whether `legal` holds the current position's moves.
    fresh: bool,
}

/// The bot of each seat: `bots` names them (`None`: people play it); no entry at all for a
/// game people play alone.
fn bot_specs(
    py: Python<'_>,
    bots: Vec<Option<String>>,
    players: u8,
) -> PyResult<Vec<Option<BotSpec>>> {
    if bots.is_empty() {
        return Ok(vec![None; usize::from(players)]);
    }
    bots.into_iter()
        .map(|b| b.as_deref().map(str::parse).transpose())
        .collect::<Result<_, String>>()
        .map_err(|e| bad_input(py, e))
}

impl Game {
    /// A game of `session`, which keeps its event log when `log` is set.
    fn of(session: Session, log: bool) -> Game {
        Game {
            session: if log { session } else { session.without_log() },
            legal: Vec::new(),
            fresh: false,
        }
    }

    /// `seat` as the engine's, if the game has it.
    fn seat(&self, py: Python<'_>, seat: u8) -> PyResult<Seat> {
        let players = self.session.state().players();
        if seat < players {
            Ok(Seat::new(seat))
        } else {
            Err(bad_input(
                py,
                format!("no seat {seat}: the game has seats 0 to {}", players - 1),
            ))
        }
    }

    /// The legal moves of the current position (computed once per position).
    fn legal(&mut self) -> &[Move] {
        if !self.fresh {
            self.legal.clear();
            self.session.state().legal_moves_into(&mut self.legal);
            self.fresh = true;
        }
        &self.legal
    }

    /// Plays `wire` for `seat`; the kept legal moves are then stale.
    fn play_wire(&mut self, py: Python<'_>, seat: u8, wire: MoveWire) -> PyResult<()> {
        let seat = self.seat(py, seat)?;
        self.session
            .play(seat, wire, false)
            .map_err(|e| session_error(py, &e))?;
        self.fresh = false;
        Ok(())
    }
}

#[pymethods]
impl Game {
    /// A new game of `setup` (JSON, a game record's setup: `players`, `rules`, `seed`,
    /// `expansions`…; left-out fields take their defaults), or the game of `record` (JSON, a
    /// `halflings-record/1` as [`Game::record_json`] gives it) with every move replayed; with
    /// the bot of each seat (`bots`: `"random"`, `"greedy"`, `"search:300"`… or `None` for
    /// people; empty: people everywhere). Without `log` the game keeps no event log (nor the
    /// explanations of its scores), which makes moves cheaper.
    ///
    /// # Errors
    /// `SetupError` for a setup the engine refuses or bots for another number of seats,
    /// `BadInput` for JSON that does not read, an unknown bot, a record move that does not
    /// replay (naming it), or not exactly one of `setup` and `record`.
    #[new]
    #[pyo3(signature = (setup = None, bots = Vec::new(), log = true, record = None))]
    fn new(
        py: Python<'_>,
        setup: Option<&str>,
        bots: Vec<Option<String>>,
        log: bool,
        record: Option<&str>,
    ) -> PyResult<Game> {
        let session = match (setup, record) {
            (Some(setup), None) => {
                let setup: Setup = serde_json::from_str(setup)
                    .map_err(|e| bad_input(py, format!("setup: {e}")))?;
                let bots = bot_specs(py, bots, setup.players)?;
                Session::start(catalog(), setup, bots)
            }
            (None, Some(record)) => {
                let record = GameRecord::from_json(record).map_err(|e| bad_input(py, e))?;
                let bots = bot_specs(py, bots, record.setup.players)?;
                Session::replayed(catalog(), record, bots)
            }
            _ => return Err(bad_input(py, "give a setup or a record")),
        }
        .map_err(|e| session_error(py, &e))?;
        Ok(Game::of(session, log))
    }

    /// The number of players.
    #[getter]
    fn players(&self) -> u8 {
        self.session.state().players()
    }

    /// The seat that must decide now; `None` once the game is over.
    fn to_move(&self) -> Option<u8> {
        self.session.to_move().map(|s| s.number())
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.session.is_over()
    }

    /// Actions played so far.
    fn move_no(&self) -> u32 {
        self.session.move_no()
    }

    /// How many legal moves the seat to move has (0 once the game is over).
    fn legal_count(&mut self) -> usize {
        self.legal().len()
    }

    /// The legal moves of the seat to move, in the engine's order, as a JSON list of moves in
    /// the server's wire form (`{"do": "place", "at": [1, 0], "rot": 90, …}`).
    fn legal_moves_json(&mut self) -> String {
        let catalog = catalog();
        let wires: Vec<MoveWire> = self
            .legal()
            .iter()
            .map(|mv| MoveWire::from_move(mv, &catalog))
            .collect();
        json(&wires)
    }

    /// `seat` plays `mv` (JSON, the server's wire form). A refused move changes nothing.
    ///
    /// # Errors
    /// `IllegalMove` (with the rule) for a move the rules refuse or out of turn, `BadInput`
    /// for a move that does not read or names nothing of this game, or a seat the game has
    /// not.
    fn play_json(&mut self, py: Python<'_>, seat: u8, mv: &str) -> PyResult<()> {
        let value: serde_json::Value =
            serde_json::from_str(mv).map_err(|e| bad_input(py, format!("bad JSON: {e}")))?;
        let wire = MoveWire::from_value(value).map_err(|e| bad_input(py, e))?;
        self.play_wire(py, seat, wire)
    }

    /// `seat` plays the legal move of index `index` in [`Game::legal_moves_json`]'s list. A refused
    /// move changes nothing.
    ///
    /// # Errors
    /// `IllegalMove` (`not-your-turn`, `game-over`) when `seat` is not to move, `BadInput` for
    /// an index past the list.
    fn play_index(&mut self, py: Python<'_>, seat: u8, index: usize) -> PyResult<()> {
        let catalog = catalog();
        let legal = self.legal();
        let count = legal.len();
        let Some(mv) = legal.get(index) else {
            let seat = self.seat(py, seat)?;
            // Out of turn or after the end, the seat hears why first.
            if let Err(e) = self.session.check(seat, MoveWire::Draw {}) {
                if matches!(e, halflings_session::SessionError::Turn(_)) {
                    return Err(session_error(py, &e));
                }
            }
            return Err(bad_input(
                py,
                format!("no legal move of index {index}: there are {count}"),
            ));
        };
        let wire = MoveWire::from_move(mv, &catalog);
        self.play_wire(py, seat, wire)
    }

    /// What `seat` (`None`: a spectator) may see, as JSON: the engine's seat view — public
    /// facts, its own hand, never another seat's hand or the pile order.
    ///
    /// # Errors
    /// `BadInput` for a seat the game has not.
    #[pyo3(signature = (seat = None))]
    fn view_json(&self, py: Python<'_>, seat: Option<u8>) -> PyResult<String> {
        let seat = seat.map(|s| self.seat(py, s)).transpose()?;
        Ok(json(&self.session.state().view_for(seat)))
    }

    /// The score of each seat now.
    fn current_scores(&self) -> Vec<u32> {
        self.session.state().scores()
    }

    /// The score of each seat if the game ended now (with final scoring).
    fn final_scores_preview(&self) -> Vec<u32> {
        self.session.state().final_scores_preview()
    }

    /// The event log as JSON: every event with the action that caused it, in the server's
    /// shape (a score's entry explains it: `data.explanation`), and each entry's `text` in
    /// English words as `english`.
    fn log_json(&self) -> String {
        let entries: Vec<serde_json::Value> = self
            .session
            .log()
            .iter()
            .map(|entry| {
                let mut value = serde_json::to_value(entry).unwrap_or_default();
                if let Some(fields) = value.as_object_mut() {
                    fields.insert("english".into(), entry.event.text.english().into());
                }
                value
            })
            .collect();
        json(&entries)
    }

    /// The game record as JSON: the setup with its seed and every move. It reveals the pile
    /// order while the game runs.
    fn record_json(&self) -> String {
        json(self.session.record())
    }

    /// Whether a bot plays the seat to move.
    fn bot_due(&self) -> bool {
        self.session.bot_turn().is_some()
    }

    /// The bot of the seat to move decides, seeded with `seed`, and its move is played; gives
    /// the seat. A search bot named without a budget thinks a second.
    ///
    /// # Errors
    /// `NoBotToMove` when people are to move or the game is over.
    #[pyo3(signature = (seed = 0))]
    fn play_bot(&mut self, py: Python<'_>, seed: u64) -> PyResult<u8> {
        let session = &mut self.session;
        // Other Python threads run while the bot thinks.
        let seat = py
            .detach(|| session.play_bot(seed))
            .map_err(|e| session_error(py, &e))?;
        self.fresh = false;
        Ok(seat.number())
    }

    /// The move `bot` (`"random"`, `"greedy"`, `"search:300"`…) would make for the seat to
    /// move, seeded with `seed`, as JSON; nothing is played. A search bot named without a
    /// budget thinks a second.
    ///
    /// # Errors
    /// `BadInput` for an unknown bot, `NoBotToMove` once the game is over.
    #[pyo3(signature = (bot, seed = 0))]
    fn bot_move_json(&self, py: Python<'_>, bot: &str, seed: u64) -> PyResult<String> {
        let spec: BotSpec = bot.parse().map_err(|e| bad_input(py, e))?;
        let seat = self
            .session
            .to_move()
            .ok_or_else(|| session_error(py, &halflings_session::SessionError::NoBotToMove))?;
        let state = self.session.state();
        let mv = py.detach(|| {
            spec.build(seed, Some(1))
                .decide(state, seat, spec.budget(BotSpec::PLAY_BUDGET))
        });
        Ok(json(&MoveWire::from_move(&mv, self.session.catalog())))
    }
}
