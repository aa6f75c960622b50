//! The "How to play" page (`GET /how-to-play`) and what it draws (`GET /api/how-to-play`):
//! every section, the core's and the expansions', with each position played out by the
//! session crate ([`GuidePage`]) and the shapes of its tiles, so that the page draws its
//! pictures with the browser's drawing code and no engine in the browser.

use std::borrow::Cow;
use std::sync::Arc;

use axum::extract::State;
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use halflings_engine::Catalog;
use halflings_session::guide::GuidePage;

use crate::error::AppError;
use crate::routes::AppState;

/// The page.
pub(crate) const GUIDE_HTML: &str = include_str!("../../../../web/how-to-play.html");

/// The page's content as JSON text, or why it cannot be built (in words, for the operator:
/// the files are the engine's, checked by its tests).
pub fn content(catalog: &Arc<Catalog>) -> Result<String, String> {
    let page = GuidePage::new(catalog).map_err(|e| e.to_string())?;
    serde_json::to_string(&page).map_err(|e| format!("the How to play page: {e}"))
}

/// `GET /how-to-play`.
pub async fn page(State(state): State<AppState>) -> Html<Cow<'static, str>> {
    Html(state.pages.guide.clone())
}

/// `GET /api/how-to-play`: [`content`], built once at start.
pub async fn api(State(state): State<AppState>) -> Response {
    match state.guide_json.as_ref() {
        Ok(json) => ([(header::CONTENT_TYPE, "application/json")], json.clone()).into_response(),
        Err(problem) => AppError::Internal(anyhow::anyhow!("{problem}")).into_response(),
    }
}
