//! [`Game`]: a game played in the browser without a server — a [`Session`] with the seats
//! the page gave and what each watcher has been sent, in the server's words and shapes.

use halflings_bots::BotSpec;
use halflings_engine::wire::Resolved;
use halflings_engine::{GameRecord, MoveWire, Seat, Text};
use halflings_session::{ErrorBody, Session, Watchers};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::{catalog, json, thrown};

/// A game played in the browser.
#[wasm_bindgen]
pub struct Game {
    session: Session,
    watchers: Watchers,
}

/// A seat as the page describes it: only its bot matters here.
#[derive(Deserialize)]
struct PageSeat {
    #[serde(default)]
    bot: Option<String>,
}

/// What the game's setup comes to, for its facts.
#[derive(Serialize)]
struct Facts {
    rules_summary: Text,
    resolved: Resolved,
}

/// The bot of each seat of `seats` (the page's seats as JSON), or people in each of
/// `players` seats when the page gives none.
fn bots(seats: Option<&str>, players: u8) -> Result<Vec<Option<BotSpec>>, ErrorBody> {
    let Some(seats) = seats else {
        return Ok(vec![None; usize::from(players)]);
    };
    let seats: Vec<PageSeat> =
        serde_json::from_str(seats).map_err(|e| ErrorBody::bad_input(format!("seats: {e}")))?;
    seats
        .into_iter()
        .map(|s| s.bot.as_deref().map(str::parse).transpose())
        .collect::<Result<_, String>>()
        .map_err(ErrorBody::bad_input)
}

/// The game of `record` with `seats`, replayed.
fn open(record: &str, seats: Option<&str>) -> Result<Game, ErrorBody> {
    let record = GameRecord::from_json(record).map_err(|e| ErrorBody::from(&e))?;
    let bots = bots(seats, record.setup.players)?;
    let session = Session::replayed(catalog(), record, bots).map_err(|e| e.body())?;
    Ok(Game {
        watchers: Watchers::of(&session),
        session,
    })
}

/// `seat` plays `mv` (JSON) in `session`.
fn play(session: &mut Session, seat: Seat, mv: &str) -> Result<(), ErrorBody> {
    let value: serde_json::Value =
        serde_json::from_str(mv).map_err(|e| ErrorBody::bad_input(format!("bad JSON: {e}")))?;
    let wire = MoveWire::from_value(value).map_err(ErrorBody::bad_input)?;
    session.play(seat, wire, false).map_err(|e| e.body())
}

#[wasm_bindgen]
impl Game {
    /// The game of a `halflings-record/1` (no moves yet for a new game), replayed, with the
    /// page's seats as JSON (`[{"bot": "greedy"}, {}]`; none: people play every seat).
    #[wasm_bindgen(constructor)]
    pub fn new(record: &str, seats: Option<String>) -> Result<Game, JsValue> {
        open(record, seats.as_deref()).map_err(thrown)
    }

    /// `seat` plays a move (JSON, as the server reads it). A refused move changes nothing.
    pub fn play(&mut self, seat: u8, mv: &str) -> Result<(), JsValue> {
        play(&mut self.session, Seat::new(seat), mv).map_err(thrown)
    }

    /// What `seat` (`undefined`: a spectator) is told, with the log from entry `log_from`.
    #[wasm_bindgen(js_name = stateFor)]
    pub fn state_for(&self, seat: Option<u8>, log_from: usize) -> String {
        json(&self.session.seat_state(seat.map(Seat::new), log_from, true))
    }

    /// What changed for each watcher (the seats people play, or a spectator when bots play
    /// alone) since the last call: `[{"seat", "state"}]`, as JSON.
    pub fn updates(&mut self) -> String {
        json(&self.watchers.updates(&self.session))
    }

    /// The next [`Game::updates`] sends `seat` (`undefined`: the spectator) everything again.
    pub fn resync(&mut self, seat: Option<u8>) {
        self.watchers.resync(seat.map(Seat::new));
    }

    /// Whether a bot is to move.
    #[wasm_bindgen(js_name = botDue)]
    pub fn bot_due(&self) -> bool {
        self.session.bot_turn().is_some()
    }

    /// The bot to move decides (seeded with `seed`) and its move is played.
    #[wasm_bindgen(js_name = playBot)]
    pub fn play_bot(&mut self, seed: u32) -> Result<(), JsValue> {
        self.session
            .play_bot(u64::from(seed))
            .map(drop)
            .map_err(|e| thrown(e.body()))
    }

    /// A spectator's view after `n` moves (all of them when the game has fewer): the replay's
    /// frame.
    pub fn frame(&self, n: u32) -> Result<String, JsValue> {
        let n = n.min(self.session.move_no());
        self.session
            .frame(n)
            .map(|f| json(&f))
            .map_err(|e| thrown(e.body()))
    }

    /// The rules version in words and the expansion modules in play.
    pub fn facts(&self) -> String {
        json(&Facts {
            rules_summary: self.session.record().setup.rules.summary(),
            resolved: Resolved::of(self.session.state()),
        })
    }

    /// The game record, seed included.
    pub fn record(&self) -> String {
        json(self.session.record())
    }
}

#[cfg(test)]
mod tests {
    use halflings_engine::Setup;

    use super::*;

    fn record(seed: u64) -> String {
        json(&GameRecord::new(Setup {
            seed,
            ..Setup::default()
        }))
    }

    fn value(text: &str) -> serde_json::Value {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn bots_of_the_page_play_and_the_record_replays_the_game() {
        let mut game = open(
            &record(3),
            Some(r#"[{"bot": "greedy"}, {"bot": "random"}]"#),
        )
        .unwrap();
        while game.bot_due() {
            game.session.play_bot(1).unwrap();
        }
        let again = open(&game.record(), None).unwrap();
        assert_eq!(again.state_for(None, 0), game.state_for(None, 0));
        let updates = value(&game.updates());
        assert_eq!(
            updates[0]["seat"],
            serde_json::Value::Null,
            "a spectator watches bots"
        );
        assert_eq!(updates[0]["state"]["view"]["phase"]["phase"], "over");
        assert!(value(&game.updates())[0]["state"]["log"]
            .as_array()
            .unwrap()
            .is_empty());
        let frame = value(&game.frame(5).unwrap());
        assert_eq!(frame["move_no"], 5);
        let last = value(&game.frame(10_000).unwrap());
        assert_eq!(last["move_no"], last["moves"]);
        let facts = value(&game.facts());
        assert_eq!(facts["resolved"]["halflings"], 3);
    }

    #[test]
    fn bad_moves_seats_and_records_are_refused() {
        let mut game = open(&record(5), None).unwrap();
        let seat = game.session.to_move().unwrap();
        let before = game.state_for(None, 0);
        let e = play(
            &mut game.session,
            Seat::new(1 - seat.number()),
            r#"{"do": "draw"}"#,
        )
        .unwrap_err();
        assert_eq!(e.rule.as_deref(), Some("not-your-turn"));
        let e = play(&mut game.session, seat, "{").unwrap_err();
        assert_eq!(e.error, "bad-input");
        let e = play(&mut game.session, seat, r#"{"do": "fly"}"#).unwrap_err();
        assert_eq!(e.error, "bad-input");
        assert_eq!(game.state_for(None, 0), before);
        assert!(open(&record(5), Some(r#"[{"bot": "clever"}, {}]"#)).is_err());
        assert!(open(&record(5), Some("{")).is_err());
        assert!(open("{}", None).is_err());
        let nine = json(&GameRecord::new(Setup {
            players: 9,
            ..Setup::default()
        }));
        assert!(open(&nine, None).is_err());
    }
}
