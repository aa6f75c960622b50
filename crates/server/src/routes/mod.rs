//! The HTTP routes: a module per resource.
//!
//! | route | what |
//! |---|---|
//! | `GET /` | the lobby page (with `--public-url`, it moves a browser to that address) |
//! | `GET /game/{id}` | the game page |
//! | `GET /assets/{file}` | scripts and styles, embedded in the binary |
//! | `GET /api/options` | what the lobby offers: rules versions, bots, sets |
//! | `GET /api/expansions` | the engine's expansions: options with their defaults, symbols, figures… |
//! | `GET /api/tiles` | the tile definitions, for drawing |
//! | `POST /api/games` | create a game; gives the seat tokens once |
//! | `GET /api/games/{id}` | a game's summary |
//! | `GET /api/games/{id}/state` | the state for the seat of the bearer token, or a spectator |
//! | `POST /api/games/{id}/actions` | play an action (bearer token) |
//! | `GET /api/games/{id}/replay/{n}` | the board after `n` actions |
//! | `GET /api/games/{id}/record` | the game record, once the game is over |
//! | `GET /api/games/{id}/ws` | the live game over WebSocket |

mod assets;
mod games;
mod ws;

use std::sync::Arc;

use axum::body::Bytes;
use axum::http::{header, HeaderMap};
use axum::routing::{get, post};
use axum::Router;
use serde::de::DeserializeOwned;

use crate::config::PublicUrl;
use crate::error::AppError;
use crate::lobby::{ExpansionList, LobbyOptions};
use crate::rooms::Rooms;
use crate::tile_shapes::TileShapes;

/// What every handler shares.
#[derive(Clone, Debug)]
pub struct AppState {
    /// The live games.
    pub rooms: Arc<Rooms>,
    /// `GET /api/tiles`, serialised once.
    tiles_json: Arc<str>,
    /// `GET /api/options`, serialised once.
    options_json: Arc<str>,
    /// `GET /api/expansions`, serialised once.
    expansions_json: Arc<str>,
    /// The lobby and game pages.
    pages: Arc<assets::Pages>,
}

/// The application's routes over `rooms`; with a public URL, the pages move a browser that
/// opened them at another address to it.
pub fn app(rooms: Arc<Rooms>, public_url: Option<&PublicUrl>) -> Router {
    let catalog = rooms.catalog();
    let state = AppState {
        pages: Arc::new(assets::Pages::new(public_url)),
        tiles_json: serde_json::to_string(&TileShapes::of(catalog))
            .expect("tile shapes serialise")
            .into(),
        options_json: serde_json::to_string(&LobbyOptions::new(catalog))
            .expect("lobby options serialise")
            .into(),
        expansions_json: serde_json::to_string(&ExpansionList::new())
            .expect("the expansion registry serialises")
            .into(),
        rooms,
    };
    Router::new()
        .route("/", get(assets::lobby_page))
        .route("/game/{id}", get(assets::game_page))
        .route("/assets/{*file}", get(assets::asset))
        .route("/api/options", get(games::options))
        .route("/api/expansions", get(games::expansions))
        .route("/api/tiles", get(games::tiles))
        .route("/api/games", post(games::create))
        .route("/api/games/{id}", get(games::summary))
        .route("/api/games/{id}/state", get(games::state))
        .route("/api/games/{id}/actions", post(games::act))
        .route("/api/games/{id}/replay/{n}", get(games::replay))
        .route("/api/games/{id}/record", get(games::record))
        .route("/api/games/{id}/ws", get(ws::upgrade))
        .fallback(assets::not_found)
        .with_state(state)
}

/// Parses a JSON body.
///
/// # Errors
/// [`AppError::BadRequest`] saying what is wrong.
fn parse_json<T: DeserializeOwned>(body: &Bytes) -> Result<T, AppError> {
    serde_json::from_slice(body).map_err(|e| AppError::BadRequest(format!("bad JSON: {e}")))
}

/// The bearer token of a request, if any.
fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    value
        .strip_prefix("Bearer ")
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
}
