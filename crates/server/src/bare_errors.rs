//! JSON bodies for the answers the HTTP library writes itself. A request it cannot even read
//! (more than 100 headers, some hundred kilobytes of them, a malformed request line, a URI
//! too long) never reaches the routes: hyper answers `400`, `414` or `431` with an empty body
//! and closes the connection. [`JsonErrors`] wraps each connection and puts in place of such
//! an answer the same answer with a JSON body, as every other error has ([`crate::error`]).
//!
//! Such an answer is recognised by its status (400, 414 or 431) and by having neither a
//! content type nor a body: every answer of the routes to these statuses has a JSON body.

use std::io;
use std::pin::Pin;
use std::task::{ready, Context, Poll};

use axum::http::StatusCode;
use axum::serve::Listener;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use crate::error::AppError;

/// A listener whose connections get JSON bodies for hyper's own error answers.
#[derive(Debug)]
pub struct JsonErrors<L>(pub L);

impl<L: Listener> Listener for JsonErrors<L> {
    type Io = JsonErrorsIo<L::Io>;
    type Addr = L::Addr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        let (io, addr) = self.0.accept().await;
        (
            JsonErrorsIo {
                io,
                pending: Vec::new(),
            },
            addr,
        )
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.0.local_addr()
    }
}

/// A connection whose bare error answers get JSON bodies.
#[derive(Debug)]
pub struct JsonErrorsIo<T> {
    io: T,
    /// An answer put in place of one hyper wrote, still to be sent.
    pending: Vec<u8>,
}

/// The answer to put in place of `written`, if it is one of hyper's bare error answers.
fn replacement(written: &[u8]) -> Option<Vec<u8>> {
    let end = written.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = std::str::from_utf8(written.get(..end)?).ok()?;
    let mut lines = head.split("\r\n");
    let status_line = lines.next()?;
    let code = status_line.strip_prefix("HTTP/1.1 ")?.get(..3)?;
    let status = StatusCode::from_bytes(code.as_bytes()).ok()?;
    let error = match status {
        StatusCode::BAD_REQUEST => AppError::BadRequest(
            "the request cannot be read as HTTP (a malformed request line or header)".into(),
        ),
        StatusCode::URI_TOO_LONG => AppError::Http {
            status,
            message: "the request's URI is too long".into(),
        },
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => AppError::HeadersTooLarge(
            "the request has too many headers, or too large ones, to be read".into(),
        ),
        _ => return None,
    };
    let mut bare = true;
    for line in lines {
        let (name, value) = line.split_once(':')?;
        let name = name.trim().to_ascii_lowercase();
        bare &= name != "content-type" && (name != "content-length" || value.trim() == "0");
    }
    if !bare || written.len() != end + 4 {
        return None;
    }
    let body = serde_json::to_string(&error.body()).ok()?;
    Some(
        format!(
            "{status_line}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        )
        .into_bytes(),
    )
}

impl<T: AsyncWrite + Unpin> JsonErrorsIo<T> {
    /// Writes what is pending; ready once nothing is.
    fn poll_pending(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while !self.pending.is_empty() {
            let n = ready!(Pin::new(&mut self.io).poll_write(cx, &self.pending))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.pending.drain(..n.min(self.pending.len()));
        }
        Poll::Ready(Ok(()))
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for JsonErrorsIo<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for JsonErrorsIo<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.poll_pending(cx))?;
        if let Some(answer) = replacement(buf) {
            this.pending = answer;
            // What hyper wrote is taken; its replacement goes out now or on the next call.
            if let Poll::Ready(Err(e)) = this.poll_pending(cx) {
                return Poll::Ready(Err(e));
            }
            return Poll::Ready(Ok(buf.len()));
        }
        Pin::new(&mut this.io).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_pending(cx))?;
        Pin::new(&mut this.io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_pending(cx))?;
        Pin::new(&mut this.io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_bare_error_answers_are_replaced() {
        let bare = b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: Mon, 01 Dec 2025 10:00:00 GMT\r\n\r\n";
        let answer = String::from_utf8(replacement(bare).unwrap()).unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"));
        assert!(head.contains("content-type: application/json"));
        assert!(head.contains(&format!("content-length: {}", body.len())));
        let body: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(body["error"], "headers-too-large");
        let bad = b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n";
        assert!(replacement(bad).is_some());
        // Answers of the routes, other statuses, a body: left alone.
        for kept in [
            &b"HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}"[..],
            b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\n\r\nx",
            b"HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\n\r\n",
            b"{\"error\": \"HTTP/1.1 400 \"}",
        ] {
            assert_eq!(replacement(kept), None);
        }
    }
}
