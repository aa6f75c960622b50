//! [`Limited`]: the listener the server accepts connections on, so that no client can take its
//! file handles.
//!
//! * **Connections.** At most [`Limits::max_connections`] open at once, and
//!   [`Limits::max_connections_per_client`] from one address (a trusted proxy's are not
//!   counted by address: it carries many clients). A connection beyond either is closed as soon
//!   as it is accepted, and the log says so at most once a minute.
//! * **Idle connections.** A connection from which nothing arrives for
//!   [`Limits::idle_timeout`], or that takes nothing the server sends for as long, is closed
//!   ([`Conn`]): an HTTP connection left open, a WebSocket whose browser went away (a live
//!   browser answers the pings the server sends on every WebSocket every third of that time).
//! * **Accept errors** (out of file handles, above all) make the listener wait before trying
//!   again, from 5 ms doubling to a second while they last, rather than spin; the log says so
//!   at most once a minute.

use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::serve::Listener;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::{Instant, Sleep};

use crate::client::client_key;
use crate::limits::Limits;
use crate::tally::{Held, Tally};
use crate::throttle::Throttle;

/// The first wait after an accept error.
const FIRST_BACKOFF: Duration = Duration::from_millis(5);

/// The longest wait after accept errors.
const MAX_BACKOFF: Duration = Duration::from_secs(1);

/// The key under which every connection is counted.
const ALL: Option<IpAddr> = None;

/// A TCP listener with the limits on connections (see the module docs).
#[derive(Debug)]
pub struct Limited {
    listener: TcpListener,
    limits: Limits,
    /// Open connections: in all under [`ALL`], and per client address.
    open: Tally<Option<IpAddr>>,
    backoff: Duration,
    refused_log: Throttle,
    error_log: Throttle,
}

impl Limited {
    /// Accepts on `listener` within `limits`.
    pub fn new(listener: TcpListener, limits: Limits) -> Limited {
        Limited {
            listener,
            limits,
            open: Tally::default(),
            backoff: FIRST_BACKOFF,
            refused_log: Throttle::default(),
            error_log: Throttle::default(),
        }
    }

    /// Counts a connection from `peer`, or says why it is refused.
    fn admit(&self, peer: IpAddr) -> Result<Vec<Held<Option<IpAddr>>>, String> {
        let all = self
            .open
            .take(&ALL, self.limits.max_connections)
            .map_err(|n| {
                format!(
                    "{n} connections are open, as many as the server takes \
                     (--max-connections)"
                )
            })?;
        if self.limits.trusted_proxies.contains(&peer) {
            return Ok(vec![all]);
        }
        let client = client_key(peer);
        let own = self
            .open
            .take(&Some(client), self.limits.max_connections_per_client)
            .map_err(|n| {
                format!(
                    "{client} has {n} connections open, as many as one client may have \
                     (--max-connections-per-client)"
                )
            })?;
        Ok(vec![all, own])
    }
}

impl Listener for Limited {
    type Io = Conn;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Conn, SocketAddr) {
        loop {
            match self.listener.accept().await {
                Ok((stream, peer)) => {
                    self.backoff = FIRST_BACKOFF;
                    match self.admit(peer.ip()) {
                        Ok(held) => {
                            return (Conn::new(stream, held, self.limits.idle_timeout), peer)
                        }
                        Err(why) => {
                            if let Some(more) = self.refused_log.ready() {
                                tracing::warn!(
                                    "a new connection from {peer} was closed: {why}{more}"
                                );
                            }
                        }
                    }
                }
                // The client gave up before it was accepted: nothing to wait for.
                Err(e) if is_connection_error(&e) => {}
                Err(e) => {
                    if let Some(more) = self.error_log.ready() {
                        tracing::warn!(
                            "cannot accept connections: {e} (out of file handles? see \
                             --max-connections and ulimit -n); trying again in {:?}{more}",
                            self.backoff
                        );
                    }
                    tokio::time::sleep(self.backoff).await;
                    self.backoff = (self.backoff * 2).min(MAX_BACKOFF);
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// Files the server keeps open besides its connections: the database's, the listener, the
/// runtime's.
const OTHER_FILES: u64 = 100;

/// The most connections the server may keep open, given that `wanted` are asked for: first the
/// process's open-file limit is raised as far as the system lets it (`ulimit -n` is often 1024
/// where 500,000 would be allowed), then `wanted` is lowered to what the limit leaves beside
/// the server's other files, with a warning.
pub fn fit_open_files(wanted: usize) -> usize {
    #[cfg(unix)]
    {
        let Ok(limit) = rlimit::increase_nofile_limit(u64::MAX) else {
            return wanted;
        };
        let fits = usize::try_from(limit.saturating_sub(OTHER_FILES)).unwrap_or(usize::MAX);
        if fits < wanted {
            tracing::warn!(
                "at most {fits} connections at once, not {wanted}: this process may open {limit} \
                 files (ulimit -n; raise it for --max-connections {wanted})"
            );
            return fits.max(1);
        }
    }
    wanted
}

/// Errors of one connection that leave the listener as it was.
fn is_connection_error(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// An accepted connection: counted while it is open, and closed when idle (see the module
/// docs).
#[derive(Debug)]
pub struct Conn {
    stream: TcpStream,
    _counted: Vec<Held<Option<IpAddr>>>,
    idle: Duration,
    /// When something last arrived.
    last_read: Instant,
    /// Wakes a read that waits.
    read_timer: Pin<Box<Sleep>>,
    /// Since when a write waits, and the timer that wakes it.
    write_stalled: Option<Pin<Box<Sleep>>>,
}

impl Conn {
    fn new(stream: TcpStream, counted: Vec<Held<Option<IpAddr>>>, idle: Duration) -> Conn {
        let now = Instant::now();
        Conn {
            stream,
            _counted: counted,
            idle,
            last_read: now,
            read_timer: Box::pin(tokio::time::sleep_until(now + idle)),
            write_stalled: None,
        }
    }

    fn timed_out(&self, what: &str) -> io::Error {
        io::Error::new(
            io::ErrorKind::TimedOut,
            format!("{what} for {:?}: the connection is closed", self.idle),
        )
    }

    /// A write that waits: an error once it has waited for the idle time.
    fn poll_stalled<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        let idle = self.idle;
        let timer = self
            .write_stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(idle)));
        match timer.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(self.timed_out("nothing taken"))),
            Poll::Pending => Poll::Pending,
        }
    }

    /// What a write gave: progress ends a stall.
    fn wrote<T>(
        &mut self,
        cx: &mut Context<'_>,
        written: Poll<io::Result<T>>,
    ) -> Poll<io::Result<T>> {
        match written {
            Poll::Ready(result) => {
                self.write_stalled = None;
                Poll::Ready(result)
            }
            Poll::Pending => self.poll_stalled(cx),
        }
    }
}

impl AsyncRead for Conn {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        match Pin::new(&mut this.stream).poll_read(cx, buf) {
            Poll::Ready(result) => {
                if buf.filled().len() > before {
                    this.last_read = Instant::now();
                }
                Poll::Ready(result)
            }
            Poll::Pending => loop {
                // The timer is moved on only when it fires: not on every read.
                let due = this.last_read + this.idle;
                if this.read_timer.deadline() != due {
                    this.read_timer.as_mut().reset(due);
                }
                match this.read_timer.as_mut().poll(cx) {
                    Poll::Pending => return Poll::Pending,
                    Poll::Ready(()) if this.last_read + this.idle <= Instant::now() => {
                        return Poll::Ready(Err(this.timed_out("nothing received")));
                    }
                    Poll::Ready(()) => {}
                }
            },
        }
    }
}

impl AsyncWrite for Conn {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let written = Pin::new(&mut this.stream).poll_write(cx, buf);
        this.wrote(cx, written)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let written = Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
        this.wrote(cx, written)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let flushed = Pin::new(&mut this.stream).poll_flush(cx);
        this.wrote(cx, flushed)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}
