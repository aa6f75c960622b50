//! [`Sockets`]: the live-game WebSockets open per client and per game, each kept within its
//! limit ([`Limits::max_sockets_per_client`], [`Limits::max_sockets_per_game`]): one client
//! opening thousands of spectator sockets gets 429 past its share, and the server keeps its
//! file handles for everyone else.

use std::net::{IpAddr, SocketAddr};
use std::sync::{Mutex, PoisonError};

use axum::http::HeaderMap;

use crate::client::client_of;
use crate::error::AppError;
use crate::limits::Limits;
use crate::tally::{Held, Tally};
use crate::throttle::Throttle;

/// The seconds a client refused for its number of sockets is told to wait (`Retry-After`):
/// a socket of its own closes when its page does, which the server cannot foresee.
const RETRY_SOCKET_SECONDS: u64 = 10;

/// The open live-game WebSockets and their limits.
#[derive(Debug)]
pub struct Sockets {
    per_client: Tally<IpAddr>,
    per_game: Tally<String>,
    max_per_client: usize,
    max_per_game: usize,
    trusted_proxies: Vec<IpAddr>,
    refused_log: Mutex<Throttle>,
}

/// A socket counted for its client and its game, until dropped.
#[derive(Debug)]
pub struct Admitted {
    _client: Held<IpAddr>,
    _game: Held<String>,
}

impl Sockets {
    /// No socket open yet, with the limits of `limits`.
    pub fn new(limits: &Limits) -> Sockets {
        Sockets {
            per_client: Tally::default(),
            per_game: Tally::default(),
            max_per_client: limits.max_sockets_per_client,
            max_per_game: limits.max_sockets_per_game,
            trusted_proxies: limits.trusted_proxies.clone(),
            refused_log: Mutex::new(Throttle::default()),
        }
    }

    /// Counts a socket of game `id` asked for from `peer` with `headers`.
    ///
    /// # Errors
    /// [`AppError::TooManyRequests`] when the client has as many open as it may,
    /// [`AppError::Busy`] when the game has.
    pub fn admit(
        &self,
        peer: SocketAddr,
        headers: &HeaderMap,
        id: &str,
    ) -> Result<Admitted, AppError> {
        let client = client_of(peer, headers, &self.trusted_proxies);
        let refused = |why: String| {
            let mut log = self
                .refused_log
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if let Some(more) = log.ready() {
                tracing::warn!("a live-game socket from {client} was refused: {why}{more}");
            }
            why
        };
        let by_client = self
            .per_client
            .take(&client, self.max_per_client)
            .map_err(|n| AppError::TooManyRequests {
                message: refused(format!(
                    "{n} live games are open from your address, as many as one client may \
                         have (--max-sockets-per-client): close one and try again"
                )),
                retry_after: RETRY_SOCKET_SECONDS,
            })?;
        let by_game = self
            .per_game
            .take(&id.to_string(), self.max_per_game)
            .map_err(|n| {
                AppError::Busy(refused(format!(
                    "{n} connections follow game {id}, as many as one game may have \
                 (--max-sockets-per-game): try again later"
                )))
            })?;
        Ok(Admitted {
            _client: by_client,
            _game: by_game,
        })
    }
}
