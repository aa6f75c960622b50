//! # halflings-python
//!
//! The engine and the bots from Python: the extension module `halflings._native`, built by
//! maturin from `python/pyproject.toml` (README: Python) with the stable ABI (Python 3.9+).
//! The typed Python package around it (`python/halflings/`) adds the keyword-argument API
//! and the PettingZoo environment.
//!
//! This crate is glue only, as `crates/wasm` is for the browser: a [`Game`] is a
//! [`halflings_session::Session`] — the record, checked moves, seat views and bots' turns of
//! the server and the browser — and no rule is written here. Everything crosses as JSON text
//! in the server's shapes (setups and records, moves, views, log entries). A refused call
//! raises a [`HalflingsError`] subclass carrying the [`ErrorBody`]'s `error` code and, for a
//! move the rules refuse, the engine's `rule` code; the game is then unchanged.
#![deny(missing_docs)]

mod game;

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use halflings_bots::{bench_setup, random_game_rate};
use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::Catalog;
use halflings_session::{ErrorBody, SessionError};
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use serde::Serialize;

pub use game::Game;

create_exception!(
    _native,
    HalflingsError,
    PyException,
    "A call the engine refused: `error` is the code (`illegal`, `bad-input`, …), `rule` the broken rule's code for a move the rules refuse, `message` the words. The game is unchanged."
);
create_exception!(
    _native,
    SetupError,
    HalflingsError,
    "A setup that cannot start a game (or bots for another number of seats)."
);
create_exception!(
    _native,
    IllegalMove,
    HalflingsError,
    "A move the rules refuse, or made out of turn; `rule` names the rule (`not-your-turn`, `feature-occupied`, …)."
);
create_exception!(
    _native,
    BadInput,
    HalflingsError,
    "Input that cannot be read: malformed JSON, a move naming nothing of this game, an unknown bot, a seat or action index out of range, a record that does not replay."
);
create_exception!(
    _native,
    NoBotToMove,
    HalflingsError,
    "A bot was asked to move where people are to move, or the game is over."
);

/// The built-in catalogue, loaded once.
fn catalog() -> Arc<Catalog> {
    static CATALOG: OnceLock<Arc<Catalog>> = OnceLock::new();
    Arc::clone(CATALOG.get_or_init(|| Arc::new(Catalog::builtin())))
}

/// JSON text of `value` (the engine's types always serialise).
fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// The Python exception of a session's refusal.
fn session_error(py: Python<'_>, e: &SessionError) -> PyErr {
    let body = e.body();
    match e {
        SessionError::Setup(_) | SessionError::Seats { .. } => raised::<SetupError>(py, &body),
        SessionError::Turn(_) | SessionError::Illegal(_) => raised::<IllegalMove>(py, &body),
        SessionError::NoBotToMove => raised::<NoBotToMove>(py, &body),
        _ => raised::<BadInput>(py, &body),
    }
}

/// Input that cannot be read, in `message`'s words.
fn bad_input(py: Python<'_>, message: impl ToString) -> PyErr {
    raised::<BadInput>(py, &ErrorBody::bad_input(message))
}

/// An exception of class `E` for `body`: its message names the rule first when there is one
/// (`"not-your-turn: …"`), and it carries `error`, `rule` and `message` as attributes.
fn raised<E: pyo3::PyTypeInfo>(py: Python<'_>, body: &ErrorBody) -> PyErr {
    let text = match &body.rule {
        Some(rule) => format!("{rule}: {}", body.message),
        None => body.message.clone(),
    };
    let err = PyErr::new::<E, _>(text);
    let value = err.value(py);
    // Setting attributes on a fresh exception instance cannot fail.
    let _ = value.setattr("error", body.error);
    let _ = value.setattr("rule", body.rule.clone());
    let _ = value.setattr("message", body.message.clone());
    err
}

/// The id of every tile of the built-in catalogue, in the catalogue's order (the order the
/// PettingZoo observation counts tiles in).
#[pyfunction]
fn tile_ids() -> Vec<String> {
    let catalog = catalog();
    catalog.kinds().map(|k| catalog.def(k).id.clone()).collect()
}

/// The ids of the expansions players may choose (`expansions=` of a game), in the registry's
/// order.
#[pyfunction]
fn expansion_ids() -> Vec<&'static str> {
    selectable_ids().collect()
}

/// The setup of game `seed` of `halflings bench`'s random games, as JSON.
#[pyfunction]
fn bench_setup_json(seed: u64) -> String {
    json(&bench_setup(seed))
}

/// Complete random games in Rust for about `seconds` (at least one game), exactly as
/// `halflings bench` plays them in its part (1): the figures as JSON (`games`, `moves`,
/// `seconds`, `games_per_second`, `moves_per_second`).
///
/// # Errors
/// [`BadInput`] when the catalogue cannot start the benchmark's setup.
#[pyfunction]
fn bench_native(py: Python<'_>, seconds: f64) -> PyResult<String> {
    let budget = Duration::from_secs_f64(seconds.max(0.0));
    let rate = py
        .detach(|| random_game_rate(&catalog(), &bench_setup, None, budget))
        .map_err(|e| bad_input(py, e))?;
    Ok(json(&rate))
}

/// The module `halflings._native`.
#[pymodule]
#[pyo3(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<Game>()?;
    m.add("HalflingsError", py.get_type::<HalflingsError>())?;
    m.add("SetupError", py.get_type::<SetupError>())?;
    m.add("IllegalMove", py.get_type::<IllegalMove>())?;
    m.add("BadInput", py.get_type::<BadInput>())?;
    m.add("NoBotToMove", py.get_type::<NoBotToMove>())?;
    m.add_function(wrap_pyfunction!(tile_ids, m)?)?;
    m.add_function(wrap_pyfunction!(expansion_ids, m)?)?;
    m.add_function(wrap_pyfunction!(bench_setup_json, m)?)?;
    m.add_function(wrap_pyfunction!(bench_native, m)?)?;
    Ok(())
}
