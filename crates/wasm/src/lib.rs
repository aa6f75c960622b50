//! # halflings-wasm
//!
//! The engine and the bots in the browser, compiled to WebAssembly with wasm-bindgen: games
//! without a server ([`Game`]: hot-seat players and bots, every expansion), the analysis board
//! ([`Analysis`]: a scenario or record at any move, scored under every rules version, the
//! placements of a tile and why one is refused, the search bot's best moves), and the engine's
//! speed measured in the browser. The page runs it in a Web Worker
//! (`web/src/engine-worker.js`).
//!
//! Everything crosses as JSON text in the shapes the server uses (views, grouped legal moves,
//! log entries); a refused call throws the JSON of a [`Failure`] (`{"error", "rule",
//! "message"}`). Every rule question is the engine's: this crate only carries questions and
//! answers. Online, the server stays the only authority.
#![deny(missing_docs)]

mod analysis;
mod bench;
mod failure;
mod local;

use std::sync::{Arc, OnceLock};

use halflings_engine::wire::TileShapes;
use halflings_engine::Catalog;
use wasm_bindgen::prelude::*;

pub use analysis::Analysis as AnalysisCore;
pub use failure::Failure;
pub use local::LocalGame;

/// The built-in catalogue, loaded once.
fn catalog() -> Arc<Catalog> {
    static CATALOG: OnceLock<Arc<Catalog>> = OnceLock::new();
    Arc::clone(CATALOG.get_or_init(|| Arc::new(Catalog::builtin())))
}

/// A failure as the value a call throws.
fn thrown(f: Failure) -> JsValue {
    JsValue::from_str(&f.to_json())
}

/// Every tile definition, as the browser draws them (the server's `GET /api/tiles`).
#[wasm_bindgen(js_name = tileShapes)]
pub fn tile_shapes() -> String {
    failure::json(&TileShapes::of(&catalog()))
}

/// What a game of `setup` (JSON, a game record's setup; the seed may be left out) starts
/// with: the engine's census, as the server's `POST /api/census` answers it.
#[wasm_bindgen]
pub fn census(setup: &str) -> Result<String, JsValue> {
    local::census(setup, &catalog()).map_err(thrown)
}

/// A game played in the browser ([`LocalGame`]).
#[wasm_bindgen]
pub struct Game(LocalGame);

#[wasm_bindgen]
impl Game {
    /// The game of a `halflings-record/1` (no moves yet for a new game), replayed.
    #[wasm_bindgen(constructor)]
    pub fn new(record: &str) -> Result<Game, JsValue> {
        LocalGame::new(record, catalog()).map(Game).map_err(thrown)
    }

    /// Who must decide now (`undefined` once the game is over).
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> Option<u8> {
        self.0.to_move()
    }

    /// `seat` plays a move (JSON, as the server reads it).
    pub fn play(&mut self, seat: u8, mv: &str) -> Result<(), JsValue> {
        self.0.play(seat, mv).map_err(thrown)
    }

    /// What `seat` (`undefined`: a spectator) is told, with the log from entry `log_from`.
    #[wasm_bindgen(js_name = stateFor)]
    pub fn state_for(&self, seat: Option<u8>, log_from: usize) -> String {
        self.0.state_for(seat, log_from)
    }

    /// The move of bot `spec` for the seat to move, as JSON.
    #[wasm_bindgen(js_name = botMove)]
    pub fn bot_move(&self, spec: &str, seed: u32) -> Result<String, JsValue> {
        self.0.bot_move(spec, u64::from(seed)).map_err(thrown)
    }

    /// A spectator's view after `n` moves (the replay's frame).
    pub fn frame(&self, n: usize) -> Result<String, JsValue> {
        self.0.frame(n).map_err(thrown)
    }

    /// The rules version in words and the expansion modules in play.
    pub fn facts(&self) -> String {
        self.0.facts()
    }

    /// The game record.
    pub fn record(&self) -> String {
        self.0.record()
    }
}

/// A position of the analysis board ([`AnalysisCore`]).
#[wasm_bindgen]
pub struct Analysis(AnalysisCore);

#[wasm_bindgen]
impl Analysis {
    /// The position after the first `at` moves of a scenario or game record (JSON).
    #[wasm_bindgen(constructor)]
    pub fn new(file: &str, at: usize) -> Result<Analysis, JsValue> {
        AnalysisCore::new(file, at, catalog())
            .map(Analysis)
            .map_err(thrown)
    }

    /// The board, who is next, and the scores under every rules version.
    pub fn report(&self) -> String {
        self.0.report()
    }

    /// The ways `player` may place `tile` here.
    pub fn placements(&self, player: u8, tile: &str) -> Result<String, JsValue> {
        self.0.placements(player, tile).map_err(thrown)
    }

    /// Whether `player` may place `tile` at `(x, y)` as `rot` or `corner` (with a follower at
    /// `follower`), under the rules and in this position's mode, and why not.
    #[allow(clippy::too_many_arguments)]
    pub fn explain(
        &self,
        player: u8,
        tile: &str,
        x: i32,
        y: i32,
        rot: Option<i32>,
        corner: Option<String>,
        follower: Option<String>,
    ) -> Result<String, JsValue> {
        self.0
            .explain(
                player,
                tile,
                [x, y],
                rot.map(i64::from),
                corner.as_deref(),
                follower.as_deref(),
            )
            .map_err(thrown)
    }

    /// The search bot's best moves for the player to move, searched for `millis`.
    #[wasm_bindgen(js_name = askBot)]
    pub fn ask_bot(&self, millis: u32, seed: u32) -> Result<String, JsValue> {
        self.0.ask_bot(millis, u64::from(seed)).map_err(thrown)
    }

    /// The regular tiles not on the board, by id.
    #[wasm_bindgen(js_name = unplacedTiles)]
    pub fn unplaced_tiles(&self) -> Result<String, JsValue> {
        self.0.unplaced_tiles().map_err(thrown)
    }
}

/// Complete random games for about `millis` ms, as `halflings bench` plays them (JSON).
#[wasm_bindgen(js_name = benchRandomGames)]
pub fn bench_random_games(millis: u32) -> Result<String, JsValue> {
    bench::random_games(&catalog(), millis).map_err(thrown)
}

/// Search playouts for about `millis` ms on one thread, as `halflings bench --playouts`
/// measures them (JSON).
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(millis: u32) -> Result<String, JsValue> {
    bench::playouts(&catalog(), millis).map_err(thrown)
}
