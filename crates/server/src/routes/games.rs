//! The JSON API of games: options, expansions, tiles, a setup's census, create, summary, state, actions, rematch, replay, record.

use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use halflings_engine::Census;

use super::{bearer, parse_json, AppState};
use crate::client::Peer;
use crate::error::AppError;
use crate::lobby::{NewGame, NewGameRequest};
use crate::messages::{
    AcceptSeed, Accepted, ActionRequest, Created, GameSummary, RematchRequest, Rematched,
    ReplayFrame, SeedAccepted,
};
use crate::rooms::{Actor, Rooms};

/// A JSON text serialised in advance.
fn json_text(text: &str) -> Response {
    (
        [(header::CONTENT_TYPE, "application/json")],
        text.to_string(),
    )
        .into_response()
}

/// `GET /api/options`.
pub async fn options(State(app): State<AppState>) -> Response {
    json_text(&app.options_json)
}

/// `GET /api/expansions`: the engine's expansion registry ([`crate::lobby::ExpansionList`]).
pub async fn expansions(State(app): State<AppState>) -> Response {
    json_text(&app.expansions_json)
}

/// `GET /api/tiles`.
pub async fn tiles(State(app): State<AppState>) -> Response {
    json_text(&app.tiles_json)
}

/// `POST /api/census`: what the game a [`NewGameRequest`] describes would start with — the
/// square tiles of each tile set, and the halflings and figures each player gets (the engine's
/// [`Census`]) — for the lobby to show before the game is created. The request is checked as
/// `POST /api/games` checks it (400 with the same message); no game is created.
pub async fn census(State(app): State<AppState>, body: Bytes) -> Result<Json<Census>, AppError> {
    let request: NewGameRequest = parse_json(&body)?;
    let catalog = app.rooms.catalog();
    let game = NewGame::parse(request, catalog)?;
    Census::of(catalog, &game.setup)
        .map(Json)
        .map_err(AppError::Setup)
}

/// `POST /api/games`: a [`NewGameRequest`]; answers 201 with the seat tokens — within the
/// games its client may create ([`super::creations`]).
pub async fn create(
    State(app): State<AppState>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<(StatusCode, Json<Created>), AppError> {
    let request: NewGameRequest = parse_json(&body)?;
    let game = NewGame::parse(request, app.rooms.catalog())?;
    app.creations.count(peer, &headers)?;
    let created = app.rooms.create(game).await?;
    tracing::info!("game {} created", created.id);
    Ok((StatusCode::CREATED, Json(created)))
}

/// `GET /api/games/{id}`.
pub async fn summary(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<GameSummary>, AppError> {
    let room = app.rooms.get(&id).await?;
    let summary = room.lock().await.summary();
    Ok(Json(summary))
}

/// `GET /api/games/{id}/state`: for the seat of the bearer token, or a spectator without one.
pub async fn state(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let room = app.rooms.get(&id).await?;
    let room = room.lock().await;
    let seat = bearer(&headers)?
        .map(|token| Rooms::seat_for(&room, &token))
        .transpose()?;
    Ok(Json(room.state_message(seat, 0)).into_response())
}

/// `POST /api/games/{id}/actions`: an [`ActionRequest`] with the seat's bearer token.
pub async fn act(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<Accepted>, AppError> {
    let actor = Actor::Client(bearer(&headers)?);
    let request: ActionRequest = parse_json(&body)?;
    let move_no = app
        .rooms
        .act(&id, actor, request.move_no, &request.action)
        .await?;
    Ok(Json(Accepted { move_no }))
}

/// `POST /api/games/{id}/accept-seed`: the seat of the bearer token accepts the seed the
/// game's creator chose ([`crate::seeds`]); the body is `{}`.
pub async fn accept_seed(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<SeedAccepted>, AppError> {
    let token = bearer(&headers)?.ok_or(AppError::Spectator)?;
    let AcceptSeed {} = parse_json(&body)?;
    let (seat, waiting) = app.rooms.accept_seed(&id, &token).await?;
    Ok(Json(SeedAccepted { seat, waiting }))
}

/// `POST /api/games/{id}/rematch`: once the game is over, its rematch for the seat of the
/// bearer token ([`crate::rooms::rematch`]); the body is `{}`. Answers 201 when this request
/// made it, 200 with the same game when an earlier one had.
pub async fn rematch(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<(StatusCode, Json<Rematched>), AppError> {
    let token = bearer(&headers)?.ok_or(AppError::Spectator)?;
    let RematchRequest {} = parse_json(&body)?;
    let rematch = app.rooms.rematch(&id, &token).await?;
    let status = if rematch.created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((
        status,
        Json(Rematched {
            id: rematch.id,
            seat: rematch.seat,
        }),
    ))
}

/// `GET /api/games/{id}/replay/{n}`.
pub async fn replay(
    State(app): State<AppState>,
    Path((id, n)): Path<(String, u32)>,
) -> Result<Json<ReplayFrame>, AppError> {
    let room = app.rooms.get(&id).await?;
    let frame = room.lock().await.replay_frame(n)?;
    Ok(Json(frame))
}

/// `GET /api/games/{id}/record`.
pub async fn record(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    let room = app.rooms.get(&id).await?;
    let record = room.lock().await.record()?;
    Ok(Json(record).into_response())
}
