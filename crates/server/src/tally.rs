//! [`Tally`]: counts of things open per key (connections per address, WebSockets per client
//! or per game), each taken with a limit and given back when its [`Held`] is dropped.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, PoisonError};

/// Open things per key, shared by whoever takes and gives back.
#[derive(Debug)]
pub struct Tally<K: Eq + Hash> {
    open: Arc<Mutex<HashMap<K, usize>>>,
}

impl<K: Eq + Hash> Default for Tally<K> {
    fn default() -> Tally<K> {
        Tally {
            open: Arc::new(Mutex::new(HashMap::new())),
        }
    }
}

impl<K: Eq + Hash + Clone> Tally<K> {
    /// Counts one more for `key` if fewer than `max` are open; `Err` with the number open
    /// otherwise.
    ///
    /// # Errors
    /// `max` are open already.
    pub fn take(&self, key: &K, max: usize) -> Result<Held<K>, usize> {
        // A count is plain data: a panic elsewhere while the lock was held cannot break it.
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let n = open.get(key).copied().unwrap_or(0);
        if n >= max {
            return Err(n);
        }
        open.insert(key.clone(), n + 1);
        Ok(Held {
            open: Arc::clone(&self.open),
            key: Some(key.clone()),
        })
    }

    /// How many are open for `key`.
    pub fn count(&self, key: &K) -> usize {
        let open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        open.get(key).copied().unwrap_or(0)
    }
}

/// One counted thing: given back when dropped.
#[derive(Debug)]
pub struct Held<K: Eq + Hash> {
    open: Arc<Mutex<HashMap<K, usize>>>,
    key: Option<K>,
}

impl<K: Eq + Hash> Drop for Held<K> {
    fn drop(&mut self) {
        let Some(key) = self.key.take() else { return };
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = open.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                open.remove(&key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_taken_up_to_the_limit_and_given_back() {
        let tally: Tally<&str> = Tally::default();
        let a = tally.take(&"a", 2).unwrap();
        let b = tally.take(&"a", 2).unwrap();
        assert_eq!(tally.take(&"a", 2).unwrap_err(), 2);
        assert!(tally.take(&"b", 2).is_ok(), "another key has its own count");
        drop(a);
        assert_eq!(tally.count(&"a"), 1);
        let _c = tally.take(&"a", 2).unwrap();
        drop(b);
        assert_eq!(tally.count(&"a"), 1);
        assert_eq!(tally.count(&"b"), 0, "a count given back leaves no key");
    }
}
