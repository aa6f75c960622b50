//! What every request and every answer goes through, before and after the routes:
//!
//! * **Origin.** A request that a browser sends from a page carries an `Origin` header. It
//!   must be this server's own (the host the request names, or the public URL) or one that
//!   `--allow-origin` lists: another site's page can neither create games, nor act, nor open
//!   a game's WebSocket from a visitor's browser. Requests without `Origin` (programs, a
//!   browser's own page loads) pass.
//! * **JSON.** Every state-changing request (`POST`, `PUT`, `PATCH`, `DELETE`) to a route that
//!   takes its method must declare a JSON body (`Content-Type: application/json`): a form or a
//!   `text/plain` body, which another site could send without asking the browser first, is
//!   refused. Each route that takes `POST` does so through [`post_json`], which checks this
//!   for that method only: a method the path does not take is answered 405 and a path that
//!   does not exist 404, whatever the body.
//! * **Header size.** Headers larger than the limit are refused (431).
//! * **Answers.** Every answer carries the browser-hardening headers ([`Guard::CSP`] and the
//!   others), and every error answer has a JSON body: also those of the layers below the
//!   routes (a body over the limit, a path that does not parse, a method the path does not
//!   take), whose plain-text or empty bodies become `{"error": …, "message": …}`.

use axum::body::to_bytes;
use axum::extract::{Request, State};
use axum::handler::Handler;
use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{post, MethodRouter};

use crate::error::AppError;

/// The settings of the guard.
#[derive(Clone, Debug)]
pub struct Guard {
    /// Origins besides the request's own host that may send requests (`https://host[:port]`).
    allowed_origins: Vec<String>,
    /// The most bytes of headers a request may carry (names, values and separators).
    max_header_bytes: usize,
}

/// The most bytes of a plain-text error body read to put it into JSON.
const MAX_ERROR_TEXT: usize = 64 * 1024;

impl Guard {
    /// The Content-Security-Policy of every answer: scripts, styles, images and connections
    /// (WebSocket included) only from this server, no plug-ins, no `<base>`, forms only to this
    /// server, and no framing by any page. `'wasm-unsafe-eval'` lets a page compile
    /// WebAssembly modules this server serves (the engine of the pages under `/local/`); it
    /// allows no JavaScript `eval`. Images from `blob:` URLs are the page's own: the analysis
    /// board draws its picture into a PNG through one.
    pub const CSP: &'static str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
        style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; \
        base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    /// The other browser-hardening headers of every answer.
    pub const HEADERS: [(&'static str, &'static str); 4] = [
        ("x-content-type-options", "nosniff"),
        ("x-frame-options", "DENY"),
        ("referrer-policy", "no-referrer"),
        ("cross-origin-opener-policy", "same-origin"),
    ];

    /// A guard letting in the pages of `allowed_origins` (origins as a browser writes them:
    /// `https://games.example.org`) besides the server's own, and at most `max_header_bytes`
    /// of headers.
    pub fn new(allowed_origins: Vec<String>, max_header_bytes: usize) -> Guard {
        Guard {
            allowed_origins,
            max_header_bytes,
        }
    }

    /// Checks a request before the routes see it.
    ///
    /// # Errors
    /// [`AppError::HeadersTooLarge`] or [`AppError::ForbiddenOrigin`].
    fn check(&self, headers: &HeaderMap) -> Result<(), AppError> {
        let size: usize = headers
            .iter()
            .map(|(name, value)| name.as_str().len() + value.len() + 4)
            .sum();
        if size > self.max_header_bytes {
            return Err(AppError::HeadersTooLarge(format!(
                "the request's headers take {size} bytes: at most {} are taken",
                self.max_header_bytes
            )));
        }
        if let Some(origin) = headers.get(header::ORIGIN) {
            let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
            let origin = origin.to_str().unwrap_or_default();
            if !same_host(origin, host) && !self.allowed_origins.iter().any(|o| o == origin) {
                return Err(AppError::ForbiddenOrigin(format!(
                    "requests from pages of {origin:?} are refused: only this server's own pages \
                     (and those of the origins its --allow-origin lists) may use it"
                )));
            }
        }
        Ok(())
    }
}

/// A `POST` route to `handler` that takes only a request declaring a JSON body: any other is
/// answered [`AppError::UnsupportedMediaType`]. The check is layered on the `POST` endpoint
/// alone (a route layer of the method router), so that another method on the path is still
/// answered 405.
pub fn post_json<H, T, S>(handler: H) -> MethodRouter<S>
where
    H: Handler<T, S>,
    T: 'static,
    S: Clone + Send + Sync + 'static,
{
    post(handler).route_layer(axum::middleware::from_fn(json_body))
}

/// The JSON check of [`post_json`].
async fn json_body(request: Request, next: Next) -> Response {
    if !is_json(request.headers()) {
        return AppError::UnsupportedMediaType(
            "send the request body as JSON, with Content-Type: application/json".into(),
        )
        .into_response();
    }
    next.run(request).await
}

/// Whether the request declares a JSON body (`application/json`, parameters allowed).
fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/json"))
}

/// Whether `origin` (`http://host:port`) names the host and port of `host` (the request's
/// `Host` header, `host[:port]`). The scheme is not compared: behind a reverse proxy that
/// ends TLS, the page is `https://` while the server hears plain HTTP.
fn same_host(origin: &str, host: Option<&str>) -> bool {
    let (Ok(origin), Some(host)) = (url::Url::parse(origin), host) else {
        return false;
    };
    let Ok(host) = host.parse::<axum::http::uri::Authority>() else {
        return false;
    };
    let Some(origin_host) = origin.host_str() else {
        return false;
    };
    origin_host.eq_ignore_ascii_case(host.host()) && origin.port() == host.port_u16()
}

/// The guard as a middleware: checks the request, runs the routes, gives every error answer a
/// JSON body and every answer the hardening headers.
pub async fn guard(
    State(guard): State<std::sync::Arc<Guard>>,
    request: Request,
    next: Next,
) -> Response {
    let asked = format!("{} {}", request.method(), request.uri().path());
    let response = match guard.check(request.headers()) {
        Ok(()) => next.run(request).await,
        Err(e) => e.into_response(),
    };
    let mut response = json_error(response, &asked).await;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(Guard::CSP),
    );
    for (name, value) in Guard::HEADERS {
        headers.insert(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    }
    response
}

/// An error answer to `asked` (method and path) with a JSON body: as it is when it has one,
/// else the error its status means, with the words of its plain-text body (shortened) or of
/// its status.
async fn json_error(response: Response, asked: &str) -> Response {
    let status = response.status();
    let is_json_body = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json_body {
        return response;
    }
    let (parts, body) = response.into_parts();
    let text = to_bytes(body, MAX_ERROR_TEXT).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&text).trim().to_string();
    let reason = status.canonical_reason().unwrap_or("error").to_string();
    let message = if text.is_empty() { reason } else { text };
    let error = match status {
        StatusCode::BAD_REQUEST => AppError::BadRequest(message),
        StatusCode::NOT_FOUND => AppError::NotFound(message),
        // The router adds the `Allow` header afterwards.
        StatusCode::METHOD_NOT_ALLOWED => AppError::MethodNotAllowed(format!(
            "{asked}: the path does not take this method (the Allow header lists those it takes)"
        )),
        StatusCode::PAYLOAD_TOO_LARGE => AppError::TooLarge(message),
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => AppError::HeadersTooLarge(message),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => AppError::UnsupportedMediaType(message),
        // A layer's own `Retry-After` is kept below; without one, a second.
        StatusCode::TOO_MANY_REQUESTS => AppError::TooManyRequests {
            message,
            retry_after: 1,
        },
        status => AppError::Http { status, message },
    };
    let mut json = error.into_response();
    // Keep what the layer said besides its body (`Allow` on a 405…).
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            json.headers_mut().insert(name.clone(), value.clone());
        }
    }
    *json.status_mut() = status;
    json
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_origin_is_the_requests_own_when_it_names_its_host_and_port() {
        assert!(same_host("http://127.0.0.1:8080", Some("127.0.0.1:8080")));
        assert!(same_host(
            "https://Games.example.org",
            Some("games.example.org")
        ));
        assert!(same_host("http://[::1]:8080", Some("[::1]:8080")));
        assert!(!same_host("http://127.0.0.1:8081", Some("127.0.0.1:8080")));
        assert!(!same_host(
            "https://evil.example",
            Some("games.example.org")
        ));
        assert!(!same_host(
            "https://games.example.org:8443",
            Some("games.example.org")
        ));
        assert!(!same_host("null", Some("games.example.org")));
        assert!(!same_host("http://127.0.0.1:8080", None));
    }
}
