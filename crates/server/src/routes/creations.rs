//! [`Creations`]: how many games one client may create — a burst, then a few a minute
//! ([`Limits::games_burst`], [`Limits::games_per_minute`]) — so that no client can fill the
//! database with games; kept by `governor`'s keyed rate limiter (GCRA).

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;

use axum::http::HeaderMap;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::client::client_of;
use crate::error::AppError;
use crate::limits::Limits;

/// Clients remembered before those whose share is whole again are forgotten.
const REMEMBERED: usize = 4096;

/// The games each client may still create.
#[derive(Debug)]
pub struct Creations {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    per_minute: NonZeroU32,
    trusted_proxies: Vec<IpAddr>,
}

impl Creations {
    /// The limits of `limits`.
    pub fn new(limits: &Limits) -> Creations {
        let per_minute = NonZeroU32::new(limits.games_per_minute).unwrap_or(NonZeroU32::MIN);
        let burst = NonZeroU32::new(limits.games_burst).unwrap_or(NonZeroU32::MIN);
        Creations {
            limiter: DefaultKeyedRateLimiter::keyed(
                Quota::per_minute(per_minute).allow_burst(burst),
            ),
            per_minute,
            trusted_proxies: limits.trusted_proxies.clone(),
        }
    }

    /// Counts a game created by the client of a request from `peer` with `headers`.
    ///
    /// # Errors
    /// [`AppError::TooManyRequests`], saying when the next may be created, when the client
    /// has used its share.
    pub fn count(&self, peer: SocketAddr, headers: &HeaderMap) -> Result<(), AppError> {
        let client = client_of(peer, headers, &self.trusted_proxies);
        let outcome = self.limiter.check_key(&client);
        if self.limiter.len() > REMEMBERED {
            self.limiter.retain_recent();
        }
        outcome.map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            let retry_after = wait.as_secs() + 1;
            AppError::TooManyRequests {
                message: format!(
                    "your address has created as many games as it may for now ({} a minute \
                     after the first few, --games-per-minute): try again in {retry_after} s",
                    self.per_minute,
                ),
                retry_after,
            }
        })
    }
}
