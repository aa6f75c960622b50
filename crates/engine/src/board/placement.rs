//! Placement legality: whether a tile may lie in a space, and why not.

use super::{Board, Content, PlacedTile, SpaceRec};
use crate::geometry::{
    sides_fit, touched, touching_sides, water_fits, Corner, Side, SpacePos, Turn,
};
use crate::text::Text;
use crate::tiles::{Catalog, EdgeKind, Shape, TileDef, TileKind};

/// Why a tile may not lie where asked (`halflings.md` §4, base rules §2.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// The space (or that half of it) already holds a tile.
    SpaceTaken {
        /// The space.
        at: SpacePos,
    },
    /// A square tile may not go into a space holding a triangle.
    SquareIntoHalfSpace {
        /// The space.
        at: SpacePos,
    },
    /// Only complementary triangles (NW+SE, NE+SW) share a space.
    NotComplementary {
        /// The space.
        at: SpacePos,
        /// The orientation of the triangle already there.
        present: Corner,
    },
    /// The tile would not continue any existing landscape along a full side.
    NotTouching {
        /// The space.
        at: SpacePos,
    },
    /// A side would not continue the landscape it touches.
    SideMismatch {
        /// The space.
        at: SpacePos,
        /// The side, in board orientation.
        side: char,
        /// The new tile's landscape there.
        ours: &'static str,
        /// The neighbour's landscape.
        theirs: &'static str,
    },
    /// The long side would not continue the landscape of the triangle sharing the space.
    LongSideMismatch {
        /// The space.
        at: SpacePos,
        /// The new triangle's landscape on its long side.
        ours: &'static str,
        /// The other triangle's.
        theirs: &'static str,
    },
    /// A square was given a corner or a triangle a rotation: the key of the message saying so.
    WrongTurn(&'static str),
}

impl PlacementError {
    /// The refusal as a message.
    pub fn text(&self) -> Text {
        let landscape = |name: &str| {
            Text::new(match name {
                "field" => "landscape.field",
                "road" => "landscape.road",
                "city" => "landscape.city",
                "water" => "landscape.water",
                _ => "landscape.nothing",
            })
        };
        match self {
            PlacementError::SpaceTaken { at } => Text::new("placement.space-taken").at("at", *at),
            PlacementError::SquareIntoHalfSpace { at } => {
                Text::new("placement.square-into-half-space").at("at", *at)
            }
            PlacementError::NotComplementary { at, present } => {
                Text::new("placement.not-complementary")
                    .at("at", *at)
                    .text("present", present.text())
                    .text("wanted", present.opposite().text())
            }
            PlacementError::NotTouching { at } => Text::new("placement.not-touching").at("at", *at),
            PlacementError::SideMismatch {
                at,
                side,
                ours,
                theirs,
            } => Text::new("placement.side-mismatch")
                .at("at", *at)
                .text(
                    "side",
                    Text::new(match side {
                        'N' => "dir.N",
                        'E' => "dir.E",
                        'S' => "dir.S",
                        _ => "dir.W",
                    }),
                )
                .text("ours", landscape(ours))
                .text("theirs", landscape(theirs)),
            PlacementError::LongSideMismatch { at, ours, theirs } => {
                Text::new("placement.long-side-mismatch")
                    .at("at", *at)
                    .text("ours", landscape(ours))
                    .text("theirs", landscape(theirs))
            }
            PlacementError::WrongTurn(key) => Text::new(key),
        }
    }
}

impl std::fmt::Display for PlacementError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for PlacementError {}

fn kind_name(code: u8) -> &'static str {
    EdgeKind::from_code(code).map_or("nothing", EdgeKind::name)
}

/// The landscape named on board side `side` of a packed pattern with water mask `water`.
fn side_name(pattern: u8, water: u8, side: usize) -> &'static str {
    if water & (1 << side) != 0 {
        EdgeKind::Water.name()
    } else {
        kind_name((pattern >> (2 * side)) & 3)
    }
}

impl Board {
    /// Checks that tile `kind` may lie at `at` as `turn` (`halflings.md` §4).
    ///
    /// # Errors
    /// The rule the placement breaks.
    pub fn check_placement(
        &self,
        kind: TileKind,
        at: SpacePos,
        turn: Turn,
    ) -> Result<(), PlacementError> {
        let def = self.def(kind);
        check_turn(def, turn)?;
        match self.space(at) {
            Some(rec) => check_in_space(rec, def, turn, &self.tiles, &self.catalog),
            None => Err(PlacementError::NotTouching { at }),
        }
    }

    /// Checks only that tile `kind` can physically lie at `at` as `turn`: its shape takes the
    /// turn and the space (or that half of it) is free, beside a complementary triangle if
    /// any. Whether it touches the board and continues the landscapes is not asked: a
    /// position composed freely (a scenario's `free` mode) places tiles so.
    ///
    /// # Errors
    /// [`PlacementError::WrongTurn`], [`PlacementError::SpaceTaken`],
    /// [`PlacementError::SquareIntoHalfSpace`] or [`PlacementError::NotComplementary`].
    pub fn check_room(
        &self,
        kind: TileKind,
        at: SpacePos,
        turn: Turn,
    ) -> Result<(), PlacementError> {
        check_turn(self.def(kind), turn)?;
        match self.space(at) {
            Some(rec) => check_content(rec, turn).map(|_| ()),
            None => Ok(()),
        }
    }
}

/// Checks that a tile of `def`'s shape takes `turn`.
fn check_turn(def: &TileDef, turn: Turn) -> Result<(), PlacementError> {
    match (def.shape, turn) {
        (Shape::Square, Turn::Triangle(_)) => {
            Err(PlacementError::WrongTurn("placement.wrong-turn.square"))
        }
        (Shape::Triangle, Turn::Square(_)) => {
            Err(PlacementError::WrongTurn("placement.wrong-turn.triangle"))
        }
        _ => Ok(()),
    }
}

/// Checks that the space `rec` has room for a tile lying as `turn`; gives the sides that tile
/// covers and, for a triangle, the tile of the complementary triangle already there.
#[inline]
fn check_content(rec: &SpaceRec, turn: Turn) -> Result<(u8, Option<u16>), PlacementError> {
    let at = rec.pos;
    match turn {
        Turn::Square(_) => match rec.content {
            Content::Empty => Ok((0xFF, None)),
            Content::Square => Err(PlacementError::SpaceTaken { at }),
            Content::Triangles(_) => Err(PlacementError::SquareIntoHalfSpace { at }),
        },
        Turn::Triangle(c) => {
            let partner = match rec.content {
                Content::Empty => None,
                Content::Square => return Err(PlacementError::SpaceTaken { at }),
                Content::Triangles(m) => {
                    if m.contains(c) {
                        return Err(PlacementError::SpaceTaken { at });
                    }
                    let present = m.first().unwrap_or(Corner::NW);
                    if present != c.opposite() {
                        return Err(PlacementError::NotComplementary { at, present });
                    }
                    Some(rec.tiles[present.index() / 2])
                }
            };
            Ok((c.side_mask(), partner))
        }
    }
}

/// The legality check shared by [`Board::check_placement`] and the placement generator.
#[inline]
pub(super) fn check_in_space(
    rec: &SpaceRec,
    def: &TileDef,
    turn: Turn,
    tiles: &[PlacedTile],
    catalog: &Catalog,
) -> Result<(), PlacementError> {
    let at = rec.pos;
    let o = &def.oriented[turn.quarter_turns() as usize];
    let (side_mask, partner) = check_content(rec, turn)?;
    let req = rec.req & side_mask;
    if !sides_fit(o.pattern, req) || !water_fits(o.water, rec.water, req) {
        let touching = touching_sides(req);
        let side = (0..4)
            .find(|s| {
                (o.pattern ^ req) & touching & (3 << (2 * s)) != 0
                    || (o.water ^ rec.water) & touched(req) & (1 << s) != 0
            })
            .unwrap_or(0);
        return Err(PlacementError::SideMismatch {
            at,
            side: Side::from_index(side).letter(),
            ours: side_name(o.pattern, o.water, side),
            theirs: side_name(req, rec.water, side),
        });
    }
    if let Some(p) = partner {
        let pt = &tiles[p as usize];
        let theirs = catalog.def(pt.kind).oriented[0].long_kind;
        if theirs != o.long_kind {
            return Err(PlacementError::LongSideMismatch {
                at,
                ours: kind_name(o.long_kind),
                theirs: kind_name(theirs),
            });
        }
    } else if req == 0 {
        return Err(PlacementError::NotTouching { at });
    }
    Ok(())
}
