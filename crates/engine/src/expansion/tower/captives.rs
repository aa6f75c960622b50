//! The followers one player holds prisoner of another, by kind: a captured follower comes
//! back whole, as the kind it was (a special follower another expansion gives, such as one
//! counting two, returns to its owner's reserve, and its ransom costs the usual points).

use crate::board::FollowerKind;
use crate::expansion::registry::MAX_SPECIAL_FOLLOWERS;

/// Prisoners of one owner held by one captor, a count per [`FollowerKind`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Captives([u8; 1 + MAX_SPECIAL_FOLLOWERS]);

impl Captives {
    /// Prisoners in all.
    pub(super) fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    /// Prisoners of kind `kind`.
    pub(super) fn of(&self, kind: FollowerKind) -> u8 {
        self.0.get(kind.0 as usize).copied().unwrap_or(0)
    }

    /// One more prisoner of kind `kind`.
    pub(super) fn add(&mut self, kind: FollowerKind) {
        if let Some(n) = self.0.get_mut(kind.0 as usize) {
            *n += 1;
        }
    }

    /// Releases a prisoner of kind `kind`; whether there was one.
    pub(super) fn take(&mut self, kind: FollowerKind) -> bool {
        match self.0.get_mut(kind.0 as usize) {
            Some(n) if *n > 0 => {
                *n -= 1;
                true
            }
            _ => false,
        }
    }

    /// The kinds held, in kind order.
    pub(super) fn kinds(&self) -> impl Iterator<Item = FollowerKind> + '_ {
        (0..self.0.len())
            .filter(|&k| self.0[k] > 0)
            .map(|k| FollowerKind(k as u8))
    }

    /// The kind an exchange gives back first: the strongest held (its owner would choose
    /// it; no rule says which), the lowest kind among equals.
    pub(super) fn strongest(&self) -> Option<FollowerKind> {
        self.kinds()
            .fold(None, |best: Option<FollowerKind>, k| match best {
                Some(b) if b.strength() >= k.strength() => Some(b),
                _ => Some(k),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_by_kind_and_gives_the_strongest_back_first() {
        let big = FollowerKind::of("big-follower").unwrap();
        let mut c = Captives::default();
        assert_eq!(c.strongest(), None);
        c.add(FollowerKind::REGULAR);
        c.add(big);
        c.add(FollowerKind::REGULAR);
        assert_eq!(
            (c.total(), c.of(big), c.of(FollowerKind::REGULAR)),
            (3, 1, 2)
        );
        assert_eq!(c.strongest(), Some(big));
        assert!(c.take(big) && !c.take(big));
        assert_eq!(c.strongest(), Some(FollowerKind::REGULAR));
        assert_eq!(c.kinds().collect::<Vec<_>>(), [FollowerKind::REGULAR]);
        // A kind no module declares is never held.
        c.add(FollowerKind(200));
        assert_eq!(c.total(), 2);
    }
}
