//! The river's course: where its open end lies, how a river tile bends it, and which river
//! tiles may continue it.

use super::River;
use crate::board::Board;
use crate::expansion::Refusal;
use crate::geometry::{Side, SpacePos, Turn};
use crate::tiles::TileDef;

/// How a river tile leads the water on, seen along the flow from the spring.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bend {
    /// Straight on (or the spring or lake, which have one water side).
    Straight,
    /// A bend to the left.
    Left,
    /// A bend to the right.
    Right,
}

impl Bend {
    /// The bend of water entering a tile by side `into` and leaving it by `out`.
    pub fn of(into: Side, out: Side) -> Bend {
        let heading = into.opposite();
        if out == heading.rotated(1) {
            Bend::Right
        } else if out == heading.rotated(3) {
            Bend::Left
        } else {
            Bend::Straight
        }
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            Bend::Straight => "straight",
            Bend::Left => "left",
            Bend::Right => "right",
        }
    }
}

/// The open end of the river: the space of its last tile and the side the water leaves it by.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct End {
    /// The last river tile's space.
    pub at: SpacePos,
    /// The side its water leaves by.
    pub side: Side,
    /// How that tile bent the river.
    pub bend: Bend,
}

impl End {
    /// The space the river flows into next.
    pub fn next(self) -> SpacePos {
        self.at.step(self.side)
    }
}

/// The board sides of a tile lying as `turn` that show water, in the order N E S W.
pub(super) fn water_sides(def: &TileDef, turn: Turn) -> impl Iterator<Item = Side> + '_ {
    let water = def.oriented[turn.quarter_turns() as usize].water;
    Side::ALL
        .into_iter()
        .filter(move |s| water & (1 << s.index()) != 0)
}

/// A river tile placed anywhere but at the river's open end.
pub(super) const NOT_AT_END: Refusal = Refusal {
    rule: "not-at-the-end",
    key: "river.rule.not-at-the-end",
};

/// A bend the same way as the bend just before it.
pub(super) const U_TURN: Refusal = Refusal {
    rule: "u-turn",
    key: "river.rule.u-turn",
};

/// A river tile that leaves no room ahead (the `lookahead` option).
pub(super) const NO_ROOM: Refusal = Refusal {
    rule: "no-room-ahead",
    key: "river.rule.no-room-ahead",
};

/// A halfling while river tiles remain.
pub(super) const HALFLING_DURING_RIVER: Refusal = Refusal {
    rule: "halfling-during-river",
    key: "river.rule.halfling-during-river",
};

impl River {
    /// The end the river would have once river tile `def` lies at `at` as `turn`, its water
    /// meeting the open end (`None`: the lake closes the river).
    pub(super) fn extend(
        &self,
        def: &TileDef,
        at: SpacePos,
        turn: Turn,
    ) -> Result<Option<End>, Refusal> {
        let end = self.end.filter(|e| e.next() == at).ok_or(NOT_AT_END)?;
        let into = end.side.opposite();
        if !water_sides(def, turn).any(|s| s == into) {
            return Err(NOT_AT_END);
        }
        Ok(water_sides(def, turn).find(|&s| s != into).map(|out| End {
            at,
            side: out,
            bend: Bend::of(into, out),
        }))
    }

    /// Whether river tile `def` may lie at `at` as `turn`: it continues the river
    /// ([`River::extend`]) and does not bend the same way as the tile before it (option
    /// `turns` = `immediate`) or leaves room ahead (`lookahead`).
    pub(super) fn continues(
        &self,
        board: &Board,
        def: &TileDef,
        at: SpacePos,
        turn: Turn,
    ) -> Result<(), Refusal> {
        let Some(next) = self.extend(def, at, turn)? else {
            return Ok(());
        };
        if self.lookahead {
            if !room_ahead(board, next) {
                return Err(NO_ROOM);
            }
        } else if next.bend != Bend::Straight && self.end.is_some_and(|e| e.bend == next.bend) {
            return Err(U_TURN);
        }
        Ok(())
    }
}

/// JCloisterZone's filter: the space the river flows into next, the one beyond it and the
/// spaces beside both are empty.
fn room_ahead(board: &Board, end: End) -> bool {
    let first = end.next();
    let second = first.step(end.side);
    let across = [end.side.rotated(1), end.side.rotated(3)];
    [first, second]
        .into_iter()
        .flat_map(|p| [p, p.step(across[0]), p.step(across[1])])
        .all(|p| !board.occupied(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bends_are_seen_along_the_flow() {
        // Entering by W (flowing east): leaving by S turns right, by N left, by E straight on.
        assert_eq!(Bend::of(Side::W, Side::S), Bend::Right);
        assert_eq!(Bend::of(Side::W, Side::N), Bend::Left);
        assert_eq!(Bend::of(Side::W, Side::E), Bend::Straight);
        // Entering by N (flowing south): leaving by W turns right.
        assert_eq!(Bend::of(Side::N, Side::W), Bend::Right);
        assert_eq!(Bend::of(Side::N, Side::E), Bend::Left);
    }
}
