//! Followers on the board: where they stand, how a location names a feature of a tile, and
//! putting them on or taking them off.

use super::{Event, GameState, IllegalMove, LocationProblem, Move, Phase, Spot};
use crate::board::{Follower, FollowerKind};
use crate::geometry::{Corner, Location, Side, SpacePos, Turn, LONG_SIDE, MIDDLE, POINTS};
use crate::seat::Seat;
use crate::tiles::{FeatureKind, Shape, TileKind, NO_SEGMENT};

impl GameState {
    /// The locations where `player`, placing the current tile at `at` as `turn`, may put a
    /// follower: one per feature of the tile (its first location in board order), as
    /// [`GameState::check`] judges them — in a scenario composed freely, onto occupied features
    /// too. For pages offering a placement the legal moves do not list (a free one).
    pub fn follower_locations(&self, player: Seat, at: SpacePos, turn: Turn) -> Vec<Location> {
        let Phase::Place { tile, .. } = self.phase else {
            return Vec::new();
        };
        let candidates = Side::ALL
            .into_iter()
            .flat_map(|side| {
                [
                    Location::Side(side),
                    Location::Half { side, first: true },
                    Location::Half { side, first: false },
                ]
            })
            .chain([Location::Long, Location::Centre])
            .chain(Corner::ALL.map(Location::LongHalf));
        let mut seen = 0u32;
        let mut out = Vec::new();
        for location in candidates {
            let Ok(seg) = self.follower_segment(tile, turn, location) else {
                continue;
            };
            let follower = Some(location);
            if seen & (1 << seg) == 0
                && self
                    .check(player, &Move::Place { at, turn, follower })
                    .is_ok()
            {
                seen |= 1 << seg;
                out.push(location);
            }
        }
        out
    }

    /// Resolves a follower location on a tile lying as `turn` to its local segment.
    ///
    /// # Errors
    /// [`IllegalMove::BadLocation`] when the location names no feature of the tile.
    pub(crate) fn follower_segment(
        &self,
        kind: TileKind,
        turn: Turn,
        location: Location,
    ) -> Result<u8, IllegalMove> {
        let bad = |problem| IllegalMove::BadLocation { location, problem };
        let def = self.catalog().def(kind);
        let point = location.point(turn).map_err(|_| {
            bad(match turn {
                Turn::Square(_) => LocationProblem::NoLongSide,
                Turn::Triangle(_) => LocationProblem::NoSuchLongHalf,
            })
        })?;
        match point {
            // The centre: the monastery, or else a field inside the tile (touching no edge).
            None => def
                .segments
                .iter()
                .position(|s| s.kind == FeatureKind::Monastery)
                .or_else(|| {
                    def.segments
                        .iter()
                        .position(|s| s.kind == FeatureKind::Field && s.points == 0)
                })
                .map(|i| i as u8)
                .ok_or_else(|| bad(LocationProblem::NoMonastery)),
            Some(p) => {
                if p >= LONG_SIDE && def.shape == Shape::Square {
                    return Err(bad(LocationProblem::NoLongSide));
                }
                if p < LONG_SIDE && !turn.covers(Side::from_index(p / 3)) {
                    return Err(bad(LocationProblem::NoSuchSide));
                }
                let seg = def.oriented[turn.quarter_turns() as usize].point_segment[p];
                if seg == NO_SEGMENT {
                    return Err(bad(if p % 3 == MIDDLE {
                        LocationProblem::FieldByMiddle
                    } else {
                        LocationProblem::NoFeature
                    }));
                }
                // A half-side names the field touching that half (§2, §6a.6): never the city
                // whose side it is part of.
                if p % 3 != MIDDLE && def.segments[usize::from(seg)].kind != FeatureKind::Field {
                    return Err(bad(LocationProblem::NoFieldAtHalf));
                }
                Ok(seg)
            }
        }
    }

    /// The kind of the feature that `location` names on a tile of kind `kind` lying as `turn`
    /// (what a follower placed there would stand on), or `None` when it names none.
    pub fn location_feature(
        &self,
        kind: TileKind,
        turn: Turn,
        location: Location,
    ) -> Option<FeatureKind> {
        let seg = self.follower_segment(kind, turn, location).ok()?;
        self.catalog()
            .def(kind)
            .segments
            .get(seg as usize)
            .map(|s| s.kind)
    }

    /// The canonical location of local segment `local` of a tile lying as `turn`.
    pub fn segment_location(&self, kind: TileKind, turn: Turn, local: u8) -> Location {
        let def = self.catalog().def(kind);
        let o = &def.oriented[turn.quarter_turns() as usize];
        let Some(&pts) = o.seg_points.get(local as usize) else {
            // Not one of the tile's own segments (an overlay road: see `spot_of`).
            return Location::Centre;
        };
        if pts == 0 {
            return Location::Centre;
        }
        let p = (0..POINTS)
            .find(|&p| pts & (1 << p) != 0 && p % 3 == MIDDLE)
            .unwrap_or_else(|| pts.trailing_zeros() as usize);
        Location::of_point(p, turn)
    }

    /// Where local segment `local` of placed tile `tile` is shown: its tile's own segment's
    /// location, or for an overlay road the middle of the side it ends on there.
    pub fn placed_location(&self, tile: u16, local: u8) -> Location {
        if let Some(side) = self.board.overlay_side(tile, local) {
            return Location::Side(side);
        }
        let pt = &self.board.tiles()[tile as usize];
        self.segment_location(pt.kind, pt.turn, local)
    }

    pub(super) fn spot_of(&self, f: &Follower) -> Spot {
        let pt = &self.board.tiles()[f.tile as usize];
        let corner = pt.turn.corner();
        let local = self.board.follower_local(f);
        Spot {
            at: pt.pos,
            corner,
            location: self.placed_location(f.tile, local),
        }
    }

    /// The spot where follower `f` stands.
    pub fn follower_spot(&self, f: &Follower) -> Spot {
        self.spot_of(f)
    }

    /// Followers of `player` standing in a feature of kind `kind`: indexes into the board's
    /// list.
    pub fn followers_in(
        &self,
        player: Seat,
        kind: FeatureKind,
    ) -> impl Iterator<Item = usize> + '_ {
        self.board
            .followers()
            .iter()
            .enumerate()
            .filter(move |(_, f)| f.player == player && self.board.follower_feature(f) == kind)
            .map(|(i, _)| i)
    }

    /// The index of `player`'s follower in a feature of kind `kind` on local segment `local`
    /// of placed tile `tile`.
    pub fn find_follower(
        &self,
        player: Seat,
        kind: FeatureKind,
        tile: u16,
        local: u8,
    ) -> Option<usize> {
        self.followers_in(player, kind).find(|&i| {
            let f = &self.board.followers()[i];
            f.tile == tile && self.board.follower_local(f) == local
        })
    }

    /// The placed tile and local segment at `spot`.
    ///
    /// # Errors
    /// [`IllegalMove::NoSuchTile`] or [`IllegalMove::BadLocation`].
    pub fn resolve_spot(&self, spot: &Spot) -> Result<(u16, u8), IllegalMove> {
        let tile = self
            .board
            .tile_at(spot.at, spot.corner)
            .ok_or(IllegalMove::NoSuchTile {
                at: spot.at,
                corner: spot.corner,
            })?;
        if let Location::Side(side) = spot.location {
            if let Some(part) = self.board.overlay_at_side(tile, side) {
                return Ok((part.tile, part.local));
            }
        }
        let pt = &self.board.tiles()[tile as usize];
        let local = self.follower_segment(pt.kind, pt.turn, spot.location)?;
        Ok((tile, local))
    }

    /// Puts a follower of `player` of kind `kind` from their supply (or reserve) on local
    /// segment `local` of placed tile `tile` (the caller has checked that one is there).
    pub(crate) fn add_follower(&mut self, player: Seat, kind: FollowerKind, tile: u16, local: u8) {
        self.board.put_follower(player, kind, tile, local);
        self.hold_follower(player, kind);
    }

    /// Lays an overlay road across space `pos` from side `a` to side `b`
    /// ([`crate::board::Board::check_overlay_road`]); gives the placed tile and local segment
    /// it is a part of.
    pub(crate) fn add_overlay_road(
        &mut self,
        pos: crate::geometry::SpacePos,
        a: crate::geometry::Side,
        b: crate::geometry::Side,
    ) -> Result<(u16, u8), crate::board::OverlayError> {
        self.board.add_overlay_road(pos, a, b)
    }

    /// Gives `player` a follower of kind `kind` back into their supply (or reserve).
    pub(crate) fn give_follower(&mut self, player: Seat, kind: FollowerKind) {
        let p = &mut self.players[player];
        match kind.special_index() {
            None => p.supply += 1,
            Some(i) => p.reserve[i] += 1,
        }
    }

    /// Returns the follower at index `i` of the board's list to its owner.
    pub(crate) fn return_follower(&mut self, i: usize, events: &mut Vec<Event>) {
        let spot = self.spot_of(&self.board.followers()[i]);
        let f = self.board.remove_follower(i);
        self.give_follower(f.player, f.kind);
        events.push(Event::Returned {
            player: f.player,
            spot,
            kind: f.kind,
        });
    }

    /// Takes the follower at index `i` off the board, not into any supply.
    pub(crate) fn take_follower(&mut self, i: usize) -> Follower {
        self.board.remove_follower(i)
    }

    /// Takes a follower of `player` of kind `kind` out of their supply (or reserve), not onto
    /// the board (a module then holds it; or it goes on the board).
    pub(crate) fn hold_follower(&mut self, player: Seat, kind: FollowerKind) {
        let p = &mut self.players[player];
        match kind.special_index() {
            None => p.supply = p.supply.saturating_sub(1),
            Some(i) => p.reserve[i] = p.reserve[i].saturating_sub(1),
        }
    }
}
