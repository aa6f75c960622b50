//! A tower's range: its own space and, in each of the four orthogonal directions, the next
//! positions in a straight line (`rules/expansions/tower.md` §3.2, `halflings.md` §8).
//!
//! ```text
//!                 . (x, y-2)
//!                 . (x, y-1)
//!   (x-2,y) . . [T] . . (x+2, y)        height 2: 9 positions
//!                 . (x, y+1)
//!                 . (x, y+2)
//! ```
//!
//! Empty spaces and other towers do not stop the line. How far it goes depends on the
//! counting ([`Counting`]): on the grid of spaces (since 1/2021) each space is one step and
//! every tile overlapping a space in range is in range; under the 10/2015 clarifications
//! (`c1-2015`) every triangle is a tile of its own, so a space holding two triangles costs two
//! steps and the nearer triangle may be in range while the farther is not.

use smallvec::SmallVec;

use crate::board::{Board, Content};
use crate::geometry::{Corner, CornerSet, Side, SpacePos};

/// How a tower's range is counted along its lines.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Counting {
    /// One step per space; all tiles of a space in range are in range.
    Spaces,
    /// One step per tile (each triangle is a tile), one per empty space; with `gaps`, the empty
    /// half of a space holding one triangle costs a step too.
    Tiles {
        /// Whether triangular gaps count as a step.
        gaps: bool,
    },
}

/// Tiles in range, on the stack for a tower of usual height.
pub type InRange = SmallVec<[u16; 32]>;

/// The placed tiles (indices into [`Board::tiles`]) in range of a tower of `height` on
/// space `at`, its own space's included, each once.
pub fn tiles_in_range(board: &Board, at: SpacePos, height: u8, counting: Counting) -> InRange {
    let mut out: InRange = board.tiles_at(at).collect();
    for side in Side::ALL {
        walk(board, at, side, height, counting, &mut out);
    }
    out
}

/// Appends the tiles on the line from `at` towards `side`, `height` steps long.
fn walk(
    board: &Board,
    at: SpacePos,
    side: Side,
    height: u8,
    counting: Counting,
    out: &mut InRange,
) {
    let mut budget = u32::from(height);
    let mut pos = at;
    while budget > 0 {
        pos = pos.step(side);
        let content = board.content(pos);
        match (content, counting) {
            (Content::Empty | Content::Square, _) | (_, Counting::Spaces) => {
                if content != Content::Empty {
                    out.extend(board.tiles_at(pos));
                }
                budget -= 1;
            }
            (Content::Triangles(present), Counting::Tiles { gaps }) => {
                for corner in halves_along(present, side) {
                    if budget == 0 {
                        break;
                    }
                    match board.tile_at(pos, Some(corner)) {
                        Some(t) => {
                            out.push(t);
                            budget -= 1;
                        }
                        None if gaps => budget -= 1,
                        None => {}
                    }
                }
            }
        }
    }
}

/// The two halves of a space holding the triangles `present` (a bit per corner), in the order
/// a line heading towards `side` meets them: first the half covering the side it enters by.
fn halves_along(present: CornerSet, side: Side) -> [Corner; 2] {
    let one = present.first().unwrap_or(Corner::NW);
    let other = one.opposite();
    if one.covers(side.opposite()) {
        [one, other]
    } else {
        [other, one]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_meets_first_the_triangle_on_the_side_it_enters_by() {
        let nw_se = CornerSet::from(Corner::NW) | CornerSet::from(Corner::SE);
        // Heading east, the line enters by the west side: NW first.
        assert_eq!(halves_along(nw_se, Side::E), [Corner::NW, Corner::SE]);
        assert_eq!(halves_along(nw_se, Side::N), [Corner::SE, Corner::NW]);
        let sw = CornerSet::from(Corner::SW);
        assert_eq!(halves_along(sw, Side::W), [Corner::NE, Corner::SW]);
        assert_eq!(halves_along(sw, Side::S), [Corner::NE, Corner::SW]);
        assert_eq!(halves_along(sw, Side::N), [Corner::SW, Corner::NE]);
    }
}
