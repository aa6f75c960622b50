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

/// Files under `/assets/`: path, content type, contents — the style sheet and every script of
/// `web/src/`, listed by the build script (`build.rs`).
pub const ASSETS: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/assets.rs"));

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
        fn walk(dir: &std::path::Path, prefix: &str) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let entry = entry.unwrap();
                let name = entry.file_name().into_string().unwrap();
                let path = format!("{prefix}/{name}");
                if entry.file_type().unwrap().is_dir() {
                    walk(&entry.path(), &path);
                } else if name.ends_with(".js") {
                    assert!(
                        ASSETS.iter().any(|(p, _, _)| *p == path),
                        "web/{path} is not embedded"
                    );
                }
            }
        }
        walk(
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/src")),
            "src",
        );
        assert!(ASSETS.iter().any(|(p, _, _)| *p == "style.css"));
    }
}
