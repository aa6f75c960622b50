//! The browser app: pages, scripts and styles from `web/`, embedded in the binary so that
//! `halflings serve` needs nothing else at run time.

use axum::extract::Path;
use axum::http::{header, StatusCode, Uri};
use axum::response::{Html, IntoResponse, Response};
use axum::Json;

use crate::error::AppError;

/// The lobby page.
const LOBBY_HTML: &str = include_str!("../../../../web/index.html");

/// The game page.
const GAME_HTML: &str = include_str!("../../../../web/game.html");

const JS: &str = "text/javascript; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";

/// A file of `web/`, embedded: its path under `/assets/`, its content type and its text.
macro_rules! web_file {
    ($path:literal, $mime:expr) => {
        (
            $path,
            $mime,
            include_str!(concat!("../../../../web/", $path)),
        )
    };
}

/// Files under `/assets/`: path, content type, contents.
pub const ASSETS: &[(&str, &str, &str)] = &[
    web_file!("style.css", CSS),
    web_file!("src/api.js", JS),
    web_file!("src/board.js", JS),
    web_file!("src/connection.js", JS),
    web_file!("src/dom.js", JS),
    web_file!("src/game.js", JS),
    web_file!("src/lobby.js", JS),
    web_file!("src/screens.js", JS),
    web_file!("src/summary.js", JS),
    web_file!("src/tiles.js", JS),
];

/// `GET /`.
pub async fn lobby_page() -> Html<&'static str> {
    Html(LOBBY_HTML)
}

/// `GET /game/{id}` (the page itself checks the game).
pub async fn game_page() -> Html<&'static str> {
    Html(GAME_HTML)
}

/// `GET /assets/{file}`.
pub async fn asset(Path(file): Path<String>) -> Response {
    match ASSETS.iter().find(|(name, _, _)| *name == file) {
        Some((_, mime, body)) => (
            [
                (header::CONTENT_TYPE, *mime),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            *body,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "no such file").into_response(),
    }
}

/// Any other path: a JSON error under `/api/`, plain text elsewhere.
pub async fn not_found(uri: Uri) -> Response {
    if uri.path().starts_with("/api/") {
        let e = AppError::BadRequest(format!("no such endpoint {}", uri.path()));
        (StatusCode::NOT_FOUND, Json(e.body())).into_response()
    } else {
        (StatusCode::NOT_FOUND, "not found").into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_script_in_web_src_is_served() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/src");
        for entry in std::fs::read_dir(dir).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            if name.ends_with(".js") {
                let path = format!("src/{name}");
                assert!(
                    ASSETS.iter().any(|(p, _, _)| *p == path),
                    "web/src/{name} is not embedded in routes/assets.rs"
                );
            }
        }
    }
}
