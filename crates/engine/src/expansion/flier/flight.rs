//! The flight: the arrow's eight directions, and where a roll of the die takes the flier —
//! counted in spaces (`halflings.md` §8, 1/2021) or, the 10/2015 way, in tiles, each triangle
//! one.
//!
//! ```text
//!   NW   N   NE        a diagonal step moves one column and one row;
//!      \ | /           empty spaces count as steps; the flier flies
//!   W -- + -- E        over anything on the way
//!      / | \
//!   SW   S   SE
//! ```

use serde::{Deserialize, Serialize};

use crate::board::{Board, Content};
use crate::geometry::{Corner, CornerSet, Side, SpacePos};

/// The direction of a flying machine's arrow (named as tile data writes it, `"NW"`, in events
/// and views).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// North (towards negative `y`).
    N,
    /// North-east.
    NE,
    /// East (towards positive `x`).
    E,
    /// South-east.
    SE,
    /// South.
    S,
    /// South-west.
    SW,
    /// West.
    W,
    /// North-west.
    NW,
}

impl Direction {
    /// The eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// Its index, clockwise from north (N = 0).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction with index `i % 8`.
    pub const fn from_index(i: usize) -> Direction {
        Direction::ALL[i % 8]
    }

    /// Its name (`"NW"`), as tile data writes it.
    pub const fn name(self) -> &'static str {
        ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][self as usize]
    }

    /// The direction named `name`.
    pub fn parse(name: &str) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.name() == name)
    }

    /// The direction after turning the tile `quarter_turns` × 90° clockwise (W → N, NW → NE).
    pub const fn rotated(self, quarter_turns: u8) -> Direction {
        Direction::from_index(self as usize + 2 * quarter_turns as usize)
    }

    /// The offset `(dx, dy)` of one step.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::N => (0, -1),
            Direction::NE => (1, -1),
            Direction::E => (1, 0),
            Direction::SE => (1, 1),
            Direction::S => (0, 1),
            Direction::SW => (-1, 1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, -1),
        }
    }

    /// The space one step from `at`.
    pub const fn step(self, at: SpacePos) -> SpacePos {
        let (dx, dy) = self.delta();
        SpacePos::new(at.x + dx, at.y + dy)
    }

    /// Where a flight in this direction enters a space: the side it crosses, or for a
    /// diagonal the corner.
    const fn entry(self) -> Entry {
        match self {
            Direction::N => Entry::Side(Side::S),
            Direction::E => Entry::Side(Side::W),
            Direction::S => Entry::Side(Side::N),
            Direction::W => Entry::Side(Side::E),
            Direction::NE => Entry::Corner(Corner::SW),
            Direction::SE => Entry::Corner(Corner::NW),
            Direction::SW => Entry::Corner(Corner::NE),
            Direction::NW => Entry::Corner(Corner::SE),
        }
    }
}

enum Entry {
    Side(Side),
    Corner(Corner),
}

/// How the flight's steps are counted (option `distance`: `spaces` or `tiles`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Distance {
    /// One step per space, whatever it holds (1/2021).
    Spaces,
    /// One step per tile on the way, each triangle one, an empty space one (10/2015).
    Tiles,
}

/// Where a flight comes down: a space and the triangles of it within reach
/// ([`CornerSet::ALL`] when the whole space is).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The target space.
    pub at: SpacePos,
    /// The triangles in reach there (a square tile is always in reach).
    pub corners: CornerSet,
}

impl Reach {
    /// Whether a tile lying at `corner` of the target space (`None`: a square) is in reach.
    pub fn covers(&self, corner: Option<Corner>) -> bool {
        corner.is_none_or(|c| self.corners.contains(c))
    }

    /// The one triangle in reach, when the reach is a single triangle.
    pub fn single_corner(&self) -> Option<Corner> {
        self.corners.single()
    }
}

/// Where a flight of `roll` steps from `from` towards `dir` comes down.
///
/// Counted in [`Distance::Tiles`], the line is walked space by space: an empty space, a square
/// and a single triangle are one step each, two triangles two steps, the nearer first (the one
/// covering the side the flight enters by, or the corner it enters at). On a diagonal along
/// the line between two triangles both are equally near: then either may be the step, and
/// the player chooses between them.
pub fn reach(board: &Board, from: SpacePos, dir: Direction, roll: u8, by: Distance) -> Reach {
    match by {
        Distance::Spaces => {
            let (dx, dy) = dir.delta();
            let r = i32::from(roll);
            Reach {
                at: SpacePos::new(from.x + dx * r, from.y + dy * r),
                corners: CornerSet::ALL,
            }
        }
        Distance::Tiles => {
            let mut at = from;
            let mut left = usize::from(roll.max(1));
            loop {
                at = dir.step(at);
                let (steps, n) = steps_in(board.content(at), dir);
                if left <= n {
                    return Reach {
                        at,
                        corners: steps[left - 1],
                    };
                }
                left -= n;
            }
        }
    }
}

/// The steps a space holding `content` counts for a flight towards `dir`, counted in tiles:
/// each step's triangles in reach, and how many steps.
fn steps_in(content: Content, dir: Direction) -> ([CornerSet; 2], usize) {
    let Content::Triangles(m) = content else {
        return ([CornerSet::ALL, CornerSet::EMPTY], 1);
    };
    if m.len() < 2 {
        return ([m, CornerSet::EMPTY], 1);
    }
    let near = Corner::ALL.into_iter().find(|&c| {
        m.contains(c)
            && match dir.entry() {
                Entry::Side(s) => c.covers(s),
                Entry::Corner(k) => c == k,
            }
    });
    match near {
        Some(c) => ([CornerSet::from(c), m.without(c)], 2),
        None => ([m, m], 2),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NW: CornerSet = CornerSet::EMPTY.with(Corner::NW);
    const NE: CornerSet = CornerSet::EMPTY.with(Corner::NE);
    const SE: CornerSet = CornerSet::EMPTY.with(Corner::SE);
    const SW: CornerSet = CornerSet::EMPTY.with(Corner::SW);
    const NONE: CornerSet = CornerSet::EMPTY;

    #[test]
    fn the_arrow_turns_with_the_tile() {
        assert_eq!(Direction::W.rotated(1), Direction::N);
        assert_eq!(Direction::NW.rotated(1), Direction::NE);
        assert_eq!(Direction::NW.rotated(2), Direction::SE);
        assert_eq!(Direction::W.rotated(3), Direction::S);
        for d in Direction::ALL {
            assert_eq!(Direction::parse(d.name()), Some(d));
            assert_eq!(d.rotated(4), d);
        }
        assert_eq!(Direction::parse("X"), None);
    }

    #[test]
    fn the_nearer_triangle_is_the_first_step() {
        let pair = |a, b| Content::Triangles(a | b);
        // Going east, the flight enters by the W side: NW and SW cover it.
        assert_eq!(steps_in(pair(NW, SE), Direction::E), ([NW, SE], 2));
        assert_eq!(steps_in(pair(NE, SW), Direction::E), ([SW, NE], 2));
        assert_eq!(steps_in(pair(NE, SW), Direction::W), ([NE, SW], 2));
        assert_eq!(steps_in(pair(NW, SE), Direction::N), ([SE, NW], 2));
        // Going south-east, it enters at the NW corner.
        assert_eq!(steps_in(pair(NW, SE), Direction::SE), ([NW, SE], 2));
        // Along the line between NE and SW both are equally near.
        assert_eq!(steps_in(pair(NE, SW), Direction::SE), ([NE | SW; 2], 2));
        assert_eq!(steps_in(pair(NW, SE), Direction::NE), ([NW | SE; 2], 2));
        assert_eq!(steps_in(Content::Triangles(NE), Direction::E), ([NE, NONE], 1));
        assert_eq!(steps_in(Content::Square, Direction::E).1, 1);
        assert_eq!(steps_in(Content::Empty, Direction::NW).1, 1);
    }
}
