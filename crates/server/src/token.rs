//! Seat tokens, the secret of an invite link, and other server-side randomness.
//!
//! A token is 32 bytes from the operating system's random source, written as 64 hex digits;
//! the database keeps only its SHA-256, so a leaked database does not hand out seats.

use sha2::{Digest, Sha256};

/// A fresh seat token.
#[derive(Clone, PartialEq, Eq)]
pub struct SeatToken(String);

impl SeatToken {
    /// A new unguessable token.
    pub fn generate() -> SeatToken {
        let mut bytes = [0u8; 32];
        os_random(&mut bytes);
        SeatToken(hex(&bytes))
    }

    /// The token as text, for the invite link.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What the database keeps.
    pub fn hash(&self) -> String {
        hash_token(&self.0)
    }
}

impl std::fmt::Debug for SeatToken {
    /// Never prints the secret.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatToken(…)")
    }
}

/// The SHA-256 of a token presented by a client, as stored.
pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A random 64-bit number (a game's seed when the lobby gives none, a bot's seed).
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    os_random(&mut bytes);
    u64::from_le_bytes(bytes)
}

/// Fills `bytes` from the operating system.
///
/// # Panics
/// When the operating system has no random source, which no supported system lacks.
fn os_random(bytes: &mut [u8]) {
    getrandom::fill(bytes).expect("the operating system gives random bytes");
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_distinct_and_hash_stably() {
        let a = SeatToken::generate();
        let b = SeatToken::generate();
        assert_eq!(a.as_str().len(), 64);
        assert_ne!(a, b);
        assert_eq!(a.hash(), hash_token(a.as_str()));
        assert_ne!(a.hash(), b.hash());
        assert!(!format!("{a:?}").contains(a.as_str()));
    }
}
