//! The browser app: pages, scripts and styles from `web/`, embedded in the binary so that
//! `halflings serve` needs nothing else at run time.

use std::borrow::Cow;

use axum::extract::{Path, State};
use axum::http::{header, Uri};
use axum::response::{Html, IntoResponse, Redirect, Response};

use crate::config::PublicUrl;
use crate::error::AppError;
use crate::routes::guide::GUIDE_HTML;
use crate::routes::AppState;

/// The lobby page.
pub(crate) const LOBBY_HTML: &str = include_str!("../../../../web/index.html");

/// The game page.
pub(crate) const GAME_HTML: &str = include_str!("../../../../web/game.html");

const JS: &str = "text/javascript; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";

/// Files under `/assets/`: path, content type, contents — the style sheet, every script of
/// `web/src/` and the browser engine's bindings (`wasm/halflings_wasm.js`), listed by the build
/// script (`build.rs`).
pub const ASSETS: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/assets.rs"));

/// The browser's engine (`/assets/wasm/halflings_wasm_bg.wasm`), if the build could make it.
pub const ENGINE_WASM: Option<&[u8]> = include!(concat!(env!("OUT_DIR"), "/engine_wasm.rs"));

/// The path of the script that moves a browser to the public URL.
const TO_PUBLIC_URL: &str = "to-public-url.js";

/// The pages as served: as in `web/`, or moving to the public URL.
#[derive(Clone, Debug)]
pub struct Pages {
    lobby: Cow<'static, str>,
    game: Cow<'static, str>,
    /// The How to play page.
    pub(crate) guide: Cow<'static, str>,
    /// With a public URL, the script that moves a browser there.
    to_public_url: Option<String>,
}

impl Pages {
    /// The pages; with a public URL, each first loads a script (`/assets/to-public-url.js`,
    /// not inline: the Content-Security-Policy allows only this server's scripts) that moves a
    /// browser which opened it at another address (`http://127.0.0.1:8080/`) to the same page
    /// at the public URL, fragment included, so that the invite links the page builds from
    /// its own address are the public ones.
    pub fn new(public_url: Option<&PublicUrl>) -> Pages {
        match public_url {
            None => Pages {
                lobby: Cow::Borrowed(LOBBY_HTML),
                game: Cow::Borrowed(GAME_HTML),
                guide: Cow::Borrowed(GUIDE_HTML),
                to_public_url: None,
            },
            Some(url) => {
                let tag = format!("<script src=\"/assets/{TO_PUBLIC_URL}\"></script>");
                let with = |html: &str| {
                    Cow::Owned(html.replacen("<head>", &format!("<head>\n  {tag}"), 1))
                };
                Pages {
                    lobby: with(LOBBY_HTML),
                    game: with(GAME_HTML),
                    guide: with(GUIDE_HTML),
                    to_public_url: Some(to_public_url(url)),
                }
            }
        }
    }
}

/// The script that moves the page to `url`'s origin.
fn to_public_url(url: &PublicUrl) -> String {
    // A JSON string is a JavaScript string.
    let origin = serde_json::Value::String(url.origin()).to_string();
    format!(
        "if (location.origin !== {origin}) location.replace({origin} + location.pathname + location.search + location.hash);\n"
    )
}

/// `GET /`.
pub async fn lobby_page(State(state): State<AppState>) -> Html<Cow<'static, str>> {
    Html(state.pages.lobby.clone())
}

/// `GET /game/{id}` (the page itself checks the game).
pub async fn game_page(State(state): State<AppState>) -> Html<Cow<'static, str>> {
    Html(state.pages.game.clone())
}

/// `GET /assets/{file}`: a file of [`ASSETS`], the browser's engine, or a language's message
/// catalogue (`words/<language>.js`, [`crate::words`]).
pub async fn asset(State(state): State<AppState>, Path(file): Path<String>) -> Response {
    if file == TO_PUBLIC_URL {
        if let Some(script) = &state.pages.to_public_url {
            return ([(header::CONTENT_TYPE, JS)], script.clone()).into_response();
        }
    }
    if file == "wasm/halflings_wasm_bg.wasm" {
        if let Some(wasm) = ENGINE_WASM {
            return file_response("application/wasm", wasm);
        }
    }
    if let Some(words) = crate::words::module(&file) {
        return file_response(JS, words.as_bytes());
    }
    match ASSETS.iter().find(|(name, _, _)| *name == file) {
        Some((_, mime, body)) => file_response(mime, body.as_bytes()),
        None => AppError::NotFound(format!("no file /assets/{file}")).into_response(),
    }
}

/// `GET /local/` and `GET /local/{file}`: the pages that need no server
/// ([`StaticSite`](crate::static_site::StaticSite)).
pub async fn local(State(state): State<AppState>, file: Option<Path<String>>) -> Response {
    let path = file.map(|Path(p)| p).unwrap_or_default();
    match state.site.get(&path) {
        Some(f) => file_response(f.mime, &f.body),
        None => AppError::NotFound(format!("no file /local/{path}")).into_response(),
    }
}

/// `GET /local` and `GET /analysis`: to the folder's page.
pub async fn to_local(uri: Uri) -> Redirect {
    Redirect::permanent(if uri.path() == "/analysis" {
        "/local/analysis.html"
    } else {
        "/local/"
    })
}

/// A file's response, with its type, checked again on each use.
fn file_response(mime: &str, body: &[u8]) -> Response {
    (
        [
            (header::CONTENT_TYPE, mime),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body.to_vec(),
    )
        .into_response()
}

/// Any other path: a JSON error.
pub async fn not_found(uri: Uri) -> Response {
    let what = if uri.path().starts_with("/api/") {
        "endpoint"
    } else {
        "page"
    };
    AppError::NotFound(format!("no such {what} {}", uri.path())).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_move_to_the_public_url_only_when_there_is_one() {
        let plain = Pages::new(None);
        assert_eq!(plain.lobby, LOBBY_HTML);
        assert_eq!(plain.game, GAME_HTML);
        assert_eq!(plain.to_public_url, None);
        let url: PublicUrl = "https://games.example.org".parse().unwrap();
        let moved = Pages::new(Some(&url));
        for page in [&moved.lobby, &moved.game, &moved.guide] {
            let script = page
                .find(r#"<script src="/assets/to-public-url.js"></script>"#)
                .unwrap();
            assert!(
                script < page.find("<script type=\"module\"").unwrap(),
                "before the app"
            );
        }
        assert_eq!(
            moved.to_public_url.unwrap(),
            "if (location.origin !== \"https://games.example.org\") location.replace(\"https://games.example.org\" + location.pathname + location.search + location.hash);\n"
        );
    }

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
