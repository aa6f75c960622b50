//! # halflings-wasm
//!
//! The engine and the bots in the browser, compiled to WebAssembly with wasm-bindgen: games
//! without a server ([`Game`]: hot-seat players and bots, every expansion), the analysis board
//! ([`Analysis`]: a scenario or record at any move, scored under every rules version, the
//! placements of a tile and why one is refused, the search bot's best moves), and the engine's
//! speed measured in the browser. The page runs it in a Web Worker
//! (`web/src/engine-worker.js`).
//!
//! This crate is glue only: the game session and the analysis board are
//! [`halflings_session`]'s, as on the server and in the CLI. Everything crosses as JSON text
//! in the shapes the server uses (views, grouped legal moves, log entries); a refused call
//! throws the JSON of an [`ErrorBody`] (`{"error", "rule", "message", "text"}`). Online, the
//! server stays the only authority.
#![deny(missing_docs)]

mod analysis;
mod bench;
mod game;

use std::sync::{Arc, OnceLock};

use halflings_engine::wire::TileShapes;
use halflings_engine::{Catalog, Census, Setup};
use halflings_session::{ErrorBody, SessionError};
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use analysis::Analysis;
pub use game::Game;

/// The built-in catalogue, loaded once.
fn catalog() -> Arc<Catalog> {
    static CATALOG: OnceLock<Arc<Catalog>> = OnceLock::new();
    Arc::clone(CATALOG.get_or_init(|| Arc::new(Catalog::builtin())))
}

/// A refusal as the value a call throws.
fn thrown(body: ErrorBody) -> JsValue {
    JsValue::from_str(&body.to_json())
}

/// JSON text of `value` (the engine's types always serialise).
fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// Every tile definition, as the browser draws them (the server's `GET /api/tiles`).
#[wasm_bindgen(js_name = tileShapes)]
pub fn tile_shapes() -> String {
    json(&TileShapes::of(&catalog()))
}

/// What a game of `setup` (JSON, a game record's setup; the seed may be left out) starts
/// with: the engine's census, as the server's `POST /api/census` answers it.
#[wasm_bindgen]
pub fn census(setup: &str) -> Result<String, JsValue> {
    census_of(setup, &catalog()).map_err(thrown)
}

/// The census of `setup` (JSON) as JSON.
fn census_of(setup: &str, catalog: &Arc<Catalog>) -> Result<String, ErrorBody> {
    let setup: Setup =
        serde_json::from_str(setup).map_err(|e| ErrorBody::bad_input(format!("setup: {e}")))?;
    Census::of(catalog, &setup)
        .map(|c| json(&c))
        .map_err(|e| SessionError::Setup(e).body())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_census_of_a_setup_is_the_engines() {
        let catalog = Arc::new(Catalog::builtin());
        let setup = Setup {
            players: 3,
            ..Setup::default()
        };
        let answer: serde_json::Value =
            serde_json::from_str(&census_of(&json(&setup), &catalog).unwrap()).unwrap();
        let engine = serde_json::to_value(Census::of(&catalog, &setup).unwrap()).unwrap();
        assert_eq!(answer, engine);
        assert_eq!(answer["players"], 3);
        assert_eq!(answer["halflings_each"], 3);
        // The lobby leaves the seed out.
        let unseeded: serde_json::Value =
            serde_json::from_str(&census_of(r#"{"players": 4}"#, &catalog).unwrap()).unwrap();
        let four = Setup {
            players: 4,
            ..Setup::default()
        };
        assert_eq!(
            unseeded,
            serde_json::to_value(Census::of(&catalog, &four).unwrap()).unwrap()
        );
        let e = census_of(r#"{"players": 9}"#, &catalog).unwrap_err();
        assert_eq!(e.error, "bad-input");
        assert!(e.message.starts_with("setup: "), "{}", e.message);
        assert_eq!(e.text.map(|t| t.key), Some("setup.players"));
        assert!(census_of("{", &catalog).is_err());
        assert!(census_of(r#"{"expansions": ["no-such"]}"#, &catalog).is_err());
    }
}
