//! The HTTP routes: a module per resource.
//!
//! | route | what |
//! |---|---|
//! | `GET /` | the lobby page (with `--public-url`, it moves a browser to that address) |
//! | `GET /game/{id}` | the game page |
//! | `GET /how-to-play` | the rules, each beside a small position |
//! | `GET /assets/{file}` | scripts and styles, embedded in the binary, and the browser's engine |
//! | `GET /local/…` | the pages that need no server: games on one browser, the analysis board (`StaticSite`; `/local` and `/analysis` lead there) |
//! | `GET /api/options` | what the lobby offers: rules versions, bots, sets |
//! | `GET /api/expansions` | the engine's expansions: options with their defaults, symbols, figures… |
//! | `GET /api/tiles` | the tile definitions, for drawing |
//! | `GET /api/how-to-play` | the How to play page's sections, its positions played out (board and scores under every version) and their tiles |
//! | `POST /api/games` | create a game; gives the seat tokens once |
//! | `GET /api/games/{id}` | a game's summary |
//! | `GET /api/games/{id}/state` | the state for the seat of the bearer token, or a spectator |
//! | `POST /api/games/{id}/actions` | play an action (bearer token) |
//! | `POST /api/games/{id}/accept-seed` | accept the seed the creator chose (bearer token; body `{}`) |
//! | `POST /api/games/{id}/rematch` | once the game is over, its rematch: the same seats and options, a new seed (bearer token; body `{}`; [`crate::rooms::rematch`]) |
//! | `GET /api/games/{id}/replay/{n}` | the board after `n` actions |
//! | `GET /api/games/{id}/record` | the game record, once the game is over |
//! | `GET /api/games/{id}/ws` | the live game over WebSocket |

pub mod assets;
pub mod creations;
mod games;
mod guard;
pub mod guide;
pub mod sockets;
mod ws;

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde::de::DeserializeOwned;
use tower_http::catch_panic::CatchPanicLayer;

use creations::Creations;
use guard::post_json;
pub use guard::Guard;
use sockets::Sockets;

use crate::config::Config;
use crate::error::AppError;
use crate::lobby::{ExpansionList, LobbyOptions};
use crate::rooms::Rooms;
use crate::static_site::StaticSite;
use halflings_engine::wire::TileShapes;

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
    /// `GET /api/how-to-play`, serialised once (or why it cannot be).
    guide_json: Arc<Result<String, String>>,
    /// The lobby and game pages.
    pages: Arc<assets::Pages>,
    /// How many `sync` requests a WebSocket connection may make per second.
    sync_per_second: NonZeroU32,
    /// The live-game sockets open, within their limits.
    sockets: Arc<Sockets>,
    /// The games each client may still create.
    creations: Arc<Creations>,
    /// How often a live-game socket is pinged.
    ping_every: Duration,
    /// How long a live-game socket may stay silent (not even answering a ping) before the
    /// server closes it, saying why: a little less than the listener's idle timeout, which
    /// would close it without a word.
    silent_limit: Duration,
    /// The pages that need no server.
    site: Arc<StaticSite>,
}

/// The application's routes over `rooms`, behind the [`Guard`], with `config`'s limits; with a
/// public URL, the pages move a browser that opened them at another address to it.
pub fn app(rooms: Arc<Rooms>, config: &Config) -> Router {
    let catalog = rooms.catalog();
    let public_url = config.public_url.as_ref();
    let allowed = public_url
        .into_iter()
        .chain(&config.allowed_origins)
        .map(|url| url.origin())
        .collect();
    let guard = Arc::new(Guard::new(allowed, config.max_header_bytes));
    let state = AppState {
        sync_per_second: config.sync_per_second,
        sockets: Arc::new(Sockets::new(&config.limits)),
        creations: Arc::new(Creations::new(&config.limits)),
        ping_every: (config.limits.idle_timeout / 3).max(Duration::from_millis(100)),
        silent_limit: config.limits.idle_timeout.mul_f64(0.9),
        pages: Arc::new(assets::Pages::new(public_url)),
        site: Arc::new(StaticSite::new(catalog)),
        tiles_json: serde_json::to_string(&TileShapes::of(catalog))
            .expect("tile shapes serialise")
            .into(),
        options_json: serde_json::to_string(&LobbyOptions::new(catalog))
            .expect("lobby options serialise")
            .into(),
        guide_json: Arc::new(guide::content(catalog)),
        expansions_json: serde_json::to_string(&ExpansionList::new())
            .expect("the expansion registry serialises")
            .into(),
        rooms,
    };
    Router::new()
        .route("/", get(assets::lobby_page))
        .route("/game/{id}", get(assets::game_page))
        .route("/how-to-play", get(guide::page))
        .route("/assets/{*file}", get(assets::asset))
        .route("/local", get(assets::to_local))
        .route("/analysis", get(assets::to_local))
        .route("/local/", get(assets::local))
        .route("/local/{*file}", get(assets::local))
        .route("/api/options", get(games::options))
        .route("/api/expansions", get(games::expansions))
        .route("/api/tiles", get(games::tiles))
        .route("/api/how-to-play", get(guide::api))
        .route("/api/census", post_json(games::census))
        .route("/api/games", post_json(games::create))
        .route("/api/games/{id}", get(games::summary))
        .route("/api/games/{id}/state", get(games::state))
        .route("/api/games/{id}/actions", post_json(games::act))
        .route("/api/games/{id}/accept-seed", post_json(games::accept_seed))
        .route("/api/games/{id}/rematch", post_json(games::rematch))
        .route("/api/games/{id}/replay/{n}", get(games::replay))
        .route("/api/games/{id}/record", get(games::record))
        .route("/api/games/{id}/ws", get(ws::upgrade))
        .fallback(assets::not_found)
        .with_state(state)
        .layer(DefaultBodyLimit::max(config.max_body_bytes))
        .layer(CatchPanicLayer::custom(panicked))
        .layer(axum::middleware::from_fn_with_state(guard, guard::guard))
}

/// The answer to a request whose handler panicked (a bug): a JSON internal error, and the
/// server goes on.
fn panicked(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    AppError::Internal(anyhow::anyhow!("a request handler panicked")).into_response()
}

/// Parses a JSON body.
///
/// # Errors
/// [`AppError::BadRequest`] saying what is wrong.
fn parse_json<T: DeserializeOwned>(body: &Bytes) -> Result<T, AppError> {
    serde_json::from_slice(body).map_err(|e| AppError::BadRequest(format!("bad JSON: {e}")))
}

/// The bearer token of a request: `None` without an `Authorization` header (a spectator).
///
/// # Errors
/// [`AppError::BadAuthorization`] for any other header than `Bearer TOKEN`: a client that
/// meant to act as a seat learns so, rather than quietly watching.
fn bearer(headers: &HeaderMap) -> Result<Option<String>, AppError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value.to_str().map_err(|_| AppError::BadAuthorization)?;
    let (scheme, token) = value
        .trim()
        .split_once(' ')
        .ok_or(AppError::BadAuthorization)?;
    let token = token.trim();
    if !scheme.eq_ignore_ascii_case("bearer") || token.is_empty() {
        return Err(AppError::BadAuthorization);
    }
    Ok(Some(token.to_string()))
}
