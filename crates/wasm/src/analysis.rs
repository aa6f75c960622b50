//! [`Analysis`]: the analysis board's position ([`halflings_session::analysis`]) for the page.

use halflings_bots::Budget;
use halflings_engine::Seat;
use halflings_session::analysis::placements::Where;
use halflings_session::analysis::{Analysis as Position, AnalysisError};
use wasm_bindgen::prelude::*;

use crate::{catalog, json, thrown};

/// A position of the analysis board.
#[wasm_bindgen]
pub struct Analysis(Position);

/// A refusal of the board as the value a call throws.
fn refused(e: AnalysisError) -> JsValue {
    thrown(e.body())
}

#[wasm_bindgen]
impl Analysis {
    /// The position after the first `at` moves of a scenario or game record (JSON).
    #[wasm_bindgen(constructor)]
    pub fn new(file: &str, at: usize) -> Result<Analysis, JsValue> {
        Position::parse(file, at, catalog())
            .map(Analysis)
            .map_err(refused)
    }

    /// The board, who is next, and the scores under every rules version.
    pub fn report(&self) -> String {
        json(&self.0.report())
    }

    /// The ways `player` may place `tile` here.
    pub fn placements(&self, player: u8, tile: &str) -> Result<String, JsValue> {
        self.0
            .placements(Seat::new(player), tile)
            .map(|legal| json(&legal))
            .map_err(refused)
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
        let place = Where {
            at: [x, y],
            rot: rot.map(i64::from),
            corner: corner.as_deref(),
        };
        self.0
            .explain(Seat::new(player), tile, place, follower.as_deref())
            .map(|e| json(&e))
            .map_err(refused)
    }

    /// The search bot's best moves for the player to move, searched for `millis` on one tree.
    #[wasm_bindgen(js_name = askBot)]
    pub fn ask_bot(&self, millis: u32, seed: u32) -> Result<String, JsValue> {
        self.0
            .ask_bot(Budget::Millis(u64::from(millis)), u64::from(seed), Some(1))
            .map(|answer| json(&answer))
            .map_err(refused)
    }

    /// The regular tiles not on the board, by id.
    #[wasm_bindgen(js_name = unplacedTiles)]
    pub fn unplaced_tiles(&self) -> Result<String, JsValue> {
        self.0
            .unplaced_tiles()
            .map(|tiles| json(&tiles))
            .map_err(refused)
    }
}
