//! [`KindSet`]: a set of tile kinds, a bit per kind (hands, the draft table, the halflings in
//! play).

use super::TileKind;

/// A set of tile kinds: a bit for each of the 256 kinds a catalogue may hold.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct KindSet([u128; 2]);

impl KindSet {
    /// The empty set.
    pub const EMPTY: KindSet = KindSet([0; 2]);

    fn word_bit(k: TileKind) -> (usize, u128) {
        (k.index() / 128, 1 << (k.index() % 128))
    }

    /// Whether `k` is in the set.
    pub fn has(self, k: TileKind) -> bool {
        let (w, b) = KindSet::word_bit(k);
        self.0[w] & b != 0
    }

    /// Adds `k`.
    pub fn insert(&mut self, k: TileKind) {
        let (w, b) = KindSet::word_bit(k);
        self.0[w] |= b;
    }

    /// Removes `k`.
    pub fn remove(&mut self, k: TileKind) {
        let (w, b) = KindSet::word_bit(k);
        self.0[w] &= !b;
    }

    /// The kinds of this set that are not in `other`.
    pub fn minus(self, other: KindSet) -> KindSet {
        KindSet([self.0[0] & !other.0[0], self.0[1] & !other.0[1]])
    }

    /// How many kinds the set holds.
    pub fn len(self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones()) as usize
    }

    /// The kinds in the set, in order.
    pub fn iter(self) -> impl Iterator<Item = TileKind> {
        let mut words = self.0;
        let mut w = 0;
        std::iter::from_fn(move || {
            while w < words.len() {
                if words[w] != 0 {
                    let i = words[w].trailing_zeros() as usize;
                    words[w] &= words[w] - 1;
                    return Some(TileKind((w * 128 + i) as u8));
                }
                w += 1;
            }
            None
        })
    }
}

impl FromIterator<TileKind> for KindSet {
    fn from_iter<I: IntoIterator<Item = TileKind>>(iter: I) -> KindSet {
        let mut set = KindSet::EMPTY;
        for k in iter {
            set.insert(k);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_past_127_are_kept_apart_from_the_first_ones() {
        let kinds = [
            TileKind(0),
            TileKind(5),
            TileKind(127),
            TileKind(128),
            TileKind(255),
        ];
        let mut set: KindSet = kinds.iter().copied().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), kinds);
        assert_eq!(set.len(), 5);
        assert!(set.has(TileKind(128)) && !set.has(TileKind(1)));
        set.remove(TileKind(128));
        assert!(set.has(TileKind(127)) && !set.has(TileKind(128)));
        let rest = set.minus([TileKind(0), TileKind(255)].into_iter().collect());
        assert_eq!(
            rest.iter().collect::<Vec<_>>(),
            [TileKind(5), TileKind(127)]
        );
    }
}
