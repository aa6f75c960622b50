//! Seats: who plays. [`Seat`] names one, [`PerSeat`] holds something for each and
//! [`SeatSet`] is a set of them.
//!
//! A seat is a player's place in turn order, from 0. On the wire, in game records, scenario
//! files and JSON it is the bare number (`"player": 2`).

use std::fmt;
use std::ops::{BitOr, BitOrAssign, Index, IndexMut};

use serde::{Deserialize, Serialize};

/// The most players a game may have.
pub const MAX_PLAYERS: usize = 6;

/// A player's seat: their place in turn order, from 0.
///
/// Serialised as the bare number. Whether a seat is in a game (below its number of players)
/// is the game's to check.
///
/// # Examples
/// ```
/// use halflings_engine::Seat;
///
/// let seats: Vec<Seat> = Seat::all(3).collect();
/// assert_eq!(seats, [Seat::new(0), Seat::new(1), Seat::new(2)]);
/// assert_eq!(Seat::new(2).next(3), Seat::FIRST);
/// assert_eq!(Seat::new(1).after(4, 3), Seat::new(2));
/// assert!(Seat::new(2).is_in(3) && !Seat::new(3).is_in(3));
/// assert_eq!(Seat::new(1).to_string(), "1");
/// ```
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// The seat that plays first.
    pub const FIRST: Seat = Seat(0);

    /// The seat numbered `n` (0 plays first).
    #[inline]
    pub const fn new(n: u8) -> Seat {
        Seat(n)
    }

    /// The seat's number, as the wire, records and JSON write it.
    #[inline]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The seat's number counted from 1, as players name seats ("P1"); wide enough for any
    /// seat a file may name.
    #[inline]
    pub const fn ordinal(self) -> u16 {
        self.0 as u16 + 1
    }

    /// The seat's number as an index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether this is a seat of a game of `players` players.
    #[inline]
    pub const fn is_in(self, players: u8) -> bool {
        self.0 < players
    }

    /// The seats of a game of `players` players, in turn order.
    #[inline]
    pub fn all(players: u8) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone {
        (0..players).map(Seat)
    }

    /// The seat after this one in turn order, in a game of `players` players.
    #[inline]
    pub const fn next(self, players: u8) -> Seat {
        self.after(1, players)
    }

    /// The seat `steps` seats after this one in turn order, in a game of `players` players.
    #[inline]
    pub const fn after(self, steps: u8, players: u8) -> Seat {
        Seat((self.0 + steps) % players)
    }

    /// The seat before this one in turn order, in a game of `players` players.
    #[inline]
    pub const fn previous(self, players: u8) -> Seat {
        Seat((self.0 + players - 1) % players)
    }
}

impl fmt::Display for Seat {
    /// The bare number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// One `T` for each seat a game may have, indexed by [`Seat`]: a fixed array, never
/// allocated. Entries past a game's players are unused (the default).
///
/// # Examples
/// ```
/// use halflings_engine::{PerSeat, Seat};
///
/// let mut points = PerSeat::<u32>::default();
/// points[Seat::new(1)] += 4;
/// assert_eq!(points.of(3), [0, 4, 0]);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PerSeat<T>([T; MAX_PLAYERS]);

impl<T: Copy> PerSeat<T> {
    /// `value` for every seat.
    #[inline]
    pub const fn splat(value: T) -> PerSeat<T> {
        PerSeat([value; MAX_PLAYERS])
    }
}

impl<T> PerSeat<T> {
    /// The entry of `seat`, or `None` past the most seats a game may have.
    #[inline]
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat.index())
    }

    /// The entry of `seat` to change, or `None` past the most seats a game may have.
    #[inline]
    pub fn get_mut(&mut self, seat: Seat) -> Option<&mut T> {
        self.0.get_mut(seat.index())
    }

    /// Every seat's entry, in turn order (all [`MAX_PLAYERS`] of them).
    #[inline]
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The entries of a game of `players` players, in turn order.
    #[inline]
    pub fn of(&self, players: u8) -> &[T] {
        &self.0[..usize::from(players)]
    }

    /// The entries of a game of `players` players, in turn order, to change.
    #[inline]
    pub fn of_mut(&mut self, players: u8) -> &mut [T] {
        &mut self.0[..usize::from(players)]
    }

    /// Every seat's entry with its seat, in turn order (all [`MAX_PLAYERS`] of them).
    #[inline]
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (Seat, &T)> + ExactSizeIterator {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// Every seat's entry with its seat, in turn order, to change.
    #[inline]
    pub fn iter_mut(
        &mut self,
    ) -> impl DoubleEndedIterator<Item = (Seat, &mut T)> + ExactSizeIterator {
        self.0
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (Seat(i as u8), v))
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;

    #[inline]
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    #[inline]
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// A set of seats, a bit each.
///
/// # Examples
/// ```
/// use halflings_engine::{Seat, SeatSet};
///
/// let mut set = SeatSet::from(Seat::new(3));
/// set.insert(Seat::new(0));
/// assert!(set.contains(Seat::new(3)) && !set.contains(Seat::new(1)));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [Seat::new(0), Seat::new(3)]);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Whether `seat` is in the set.
    #[inline]
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// Adds `seat`.
    #[inline]
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    /// Takes `seat` out.
    #[inline]
    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat.0);
    }

    /// Whether no seat is in the set.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many seats are in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The seats in the set, in turn order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Seat> + Clone {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let seat = Seat(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            Some(seat)
        })
    }
}

impl From<Seat> for SeatSet {
    /// The set of `seat` alone.
    #[inline]
    fn from(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }
}

impl BitOr for SeatSet {
    type Output = SeatSet;

    #[inline]
    fn bitor(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 | other.0)
    }
}

impl BitOrAssign for SeatSet {
    #[inline]
    fn bitor_assign(&mut self, other: SeatSet) {
        self.0 |= other.0;
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for seat in seats {
            set.insert(seat);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_is_its_bare_number_on_the_wire() {
        assert_eq!(serde_json::to_string(&Seat::new(4)).unwrap(), "4");
        assert_eq!(serde_json::from_str::<Seat>("5").unwrap(), Seat::new(5));
        assert_eq!(std::mem::size_of::<Seat>(), 1);
        assert_eq!(std::mem::size_of::<Option<Seat>>(), 2);
    }

    #[test]
    fn players_count_seats_from_one_even_the_last_a_file_may_name() {
        assert_eq!(Seat::new(0).ordinal(), 1);
        assert_eq!(Seat::new(255).ordinal(), 256);
        let text = crate::text::Text::new("turn.out-of-time").player("who", Seat::new(255));
        assert_eq!(text.english(), "P256 is out of time: the server moves");
    }

    #[test]
    fn a_set_lists_its_seats_in_turn_order() {
        let set: SeatSet = [Seat::new(5), Seat::new(0), Seat::new(2)]
            .into_iter()
            .collect();
        assert_eq!(set.len(), 3);
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [Seat::new(0), Seat::new(2), Seat::new(5)]
        );
        let mut less = set;
        less.remove(Seat::new(2));
        assert_eq!(less | SeatSet::from(Seat::new(2)), set);
        assert!(SeatSet::EMPTY.is_empty() && SeatSet::EMPTY.iter().next().is_none());
    }

    #[test]
    fn per_seat_entries_are_indexed_by_seat() {
        let mut n = PerSeat::splat(1u8);
        n[Seat::new(2)] = 7;
        assert_eq!(n.of(3), [1, 1, 7]);
        assert_eq!(n.iter().nth(2), Some((Seat::new(2), &7)));
    }
}
