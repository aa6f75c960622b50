//! A set of the corners of a space.

use super::Corner;

/// A set of the corners of a space, a bit each: the triangles a space holds, or those a
/// flight reaches.
///
/// # Examples
/// ```
/// use halflings_engine::geometry::{Corner, CornerSet};
///
/// let set = CornerSet::from(Corner::SE).with(Corner::NW);
/// assert!(set.contains(Corner::NW) && !set.contains(Corner::NE));
/// assert_eq!((set.len(), set.first()), (2, Some(Corner::NW)));
/// assert_eq!(set.without(Corner::NW).single(), Some(Corner::SE));
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CornerSet(u8);

impl CornerSet {
    /// No corner.
    pub const EMPTY: CornerSet = CornerSet(0);

    /// All four corners.
    pub const ALL: CornerSet = CornerSet(0b1111);

    /// Whether `corner` is in the set.
    #[inline]
    pub const fn contains(self, corner: Corner) -> bool {
        self.0 & (1 << corner as u8) != 0
    }

    /// The set with `corner` too.
    #[inline]
    pub const fn with(self, corner: Corner) -> CornerSet {
        CornerSet(self.0 | 1 << corner as u8)
    }

    /// The set without `corner`.
    #[inline]
    pub const fn without(self, corner: Corner) -> CornerSet {
        CornerSet(self.0 & !(1 << corner as u8))
    }

    /// Whether no corner is in the set.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many corners are in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The first corner of the set, clockwise from north-west.
    #[inline]
    pub const fn first(self) -> Option<Corner> {
        if self.0 == 0 {
            None
        } else {
            Some(Corner::from_index(self.0.trailing_zeros() as usize))
        }
    }

    /// The set's only corner, when it has exactly one.
    #[inline]
    pub const fn single(self) -> Option<Corner> {
        if self.len() == 1 {
            self.first()
        } else {
            None
        }
    }
}

impl From<Corner> for CornerSet {
    /// The set of `corner` alone.
    #[inline]
    fn from(corner: Corner) -> CornerSet {
        CornerSet(1 << corner as u8)
    }
}

impl std::ops::BitOr for CornerSet {
    type Output = CornerSet;

    /// The corners of either set.
    #[inline]
    fn bitor(self, other: CornerSet) -> CornerSet {
        CornerSet(self.0 | other.0)
    }
}
