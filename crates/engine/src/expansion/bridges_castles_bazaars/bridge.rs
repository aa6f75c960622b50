//! The bridges (digest §2, §6): with the placement of the tile, a bridge straight across the
//! tile just placed or a tile beside it (N–S or E–W, both ends on field sides, across a
//! square or a space of two triangles, never a single triangle), the neighbour at each end
//! empty or showing a road; one bridge a space, ever. It is a road (the core's overlay road):
//! it joins the roads at its ends and scores as a part of its tile. The player may also put a
//! follower on the tile just placed, on the bridge if it lies there.

use super::{rule, BcbMove, BridgesCastlesBazaars};
use crate::board::{Extra, OverlayError};
use crate::expansion::context::Ctx;
use crate::expansion::module::{Moves, Placing};
use crate::geometry::{Location, Side, SpacePos};
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;

/// The sides a bridge named by its end `side` joins: N–S or E–W (the first as named).
fn ends(side: Side) -> (Side, Side) {
    (side, side.opposite())
}

/// The spaces a bridge laid with `placing` may cross: the tile's and its four neighbours'.
fn spaces(placing: Placing) -> [SpacePos; 5] {
    let at = placing.at;
    [
        at,
        at.step(Side::N),
        at.step(Side::E),
        at.step(Side::S),
        at.step(Side::W),
    ]
}

impl BridgesCastlesBazaars {
    /// The bridges `seat` still holds.
    pub fn bridges_held(&self, seat: Seat) -> u8 {
        self.bridges_left[seat]
    }

    /// What the bridges `seat` laid are worth to a bot: a quarter point each (a bridge left
    /// in hand is worth nothing at the end; one laid opens a road both ways).
    pub(super) fn bridges_worth(&self, game: &GameState, seat: Seat) -> f32 {
        let laid = super::pieces_each(game.players()).saturating_sub(self.bridges_left[seat]);
        0.25 * f32::from(laid)
    }

    /// Checks a bridge at `at` with the placement `placing`, without its follower.
    fn check_bridge_place(
        &self,
        game: &GameState,
        seat: Seat,
        at: Spot,
        placing: Placing,
    ) -> Result<(Side, Side), IllegalMove> {
        if self.bridges_left[seat] == 0 {
            return Err(rule(
                "no-bridge-left",
                Text::new("bridges-castles-bazaars.rule.no-bridge-left"),
            ));
        }
        let Location::Side(side) = at.location else {
            return Err(rule(
                "bridge-not-straight",
                Text::new("bridges-castles-bazaars.rule.bridge-not-straight"),
            ));
        };
        if !spaces(placing).contains(&at.at) {
            return Err(rule(
                "bridge-too-far",
                Text::new("bridges-castles-bazaars.rule.bridge-too-far").at("at", at.at),
            ));
        }
        let (a, b) = ends(side);
        let extra: Extra = Some((placing.tile, placing.at, placing.turn));
        game.board()
            .check_overlay_road(at.at, a, b, extra)
            .map_err(|e| {
                let key = match e {
                    OverlayError::NotStraight => "bridge-not-straight",
                    OverlayError::NoTile => {
                        let here = game.board().tiles_in(at.at)
                            + u32::from(placing.at == at.at);
                        if here == 1 {
                            "bridge-on-single-triangle"
                        } else {
                            "bridge-no-tile"
                        }
                    }
                    OverlayError::Taken => "bridge-space-taken",
                    OverlayError::NotField => "bridge-end-not-field",
                    OverlayError::MeetsNoRoad => "bridge-meets-no-road",
                };
                rule(
                    key,
                    Text::new(match key {
                        "bridge-not-straight" => "bridges-castles-bazaars.rule.bridge-not-straight",
                        "bridge-on-single-triangle" => {
                            "bridges-castles-bazaars.rule.bridge-on-single-triangle"
                        }
                        "bridge-no-tile" => "bridges-castles-bazaars.rule.bridge-no-tile",
                        "bridge-space-taken" => "bridges-castles-bazaars.rule.bridge-space-taken",
                        "bridge-end-not-field" => {
                            "bridges-castles-bazaars.rule.bridge-end-not-field"
                        }
                        _ => "bridges-castles-bazaars.rule.bridge-meets-no-road",
                    })
                    .at("at", at.at),
                )
            })?;
        Ok((a, b))
    }

    /// Whether one of the roads a bridge across `pos` from `a` to `b` joins holds a follower
    /// once the tile of `placing` lies down.
    fn bridge_joins_occupied(game: &GameState, pos: SpacePos, a: Side, b: Side, placing: Placing) -> bool {
        let board = game.board();
        [a, b].into_iter().any(|side| {
            board.road_across(pos, side).is_some_and(|part| {
                board
                    .feature_after(placing.tile, placing.at, placing.turn, part.tile, part.local)
                    .occupied
            })
        })
    }

    /// Checks the follower `location` going on the tile of `placing` with a bridge across
    /// `pos` from `a` to `b`: on the bridge when it lies on that tile's space and the
    /// location names one of its ends there, else on a free feature of the tile; in both
    /// cases not on a road the bridge joins to a follower.
    #[allow(clippy::too_many_arguments)]
    fn check_bridge_follower(
        game: &GameState,
        seat: Seat,
        location: Location,
        pos: SpacePos,
        (a, b): (Side, Side),
        placing: Placing,
    ) -> Result<(), IllegalMove> {
        let refuse = |key: &'static str| {
            Err(rule(
                key,
                Text::new(match key {
                    "bridge-no-follower" => "bridges-castles-bazaars.rule.bridge-no-follower",
                    _ => "bridges-castles-bazaars.rule.bridge-follower-place",
                }),
            ))
        };
        if game.supply_of(seat, crate::board::FollowerKind::REGULAR) == 0 {
            return refuse("bridge-no-follower");
        }
        let joins_occupied = Self::bridge_joins_occupied(game, pos, a, b, placing);
        if Self::on_bridge(location, pos, (a, b), placing) {
            return if joins_occupied {
                refuse("bridge-follower-place")
            } else {
                Ok(())
            };
        }
        let Ok(local) = game.follower_segment(placing.tile, placing.turn, location) else {
            return refuse("bridge-follower-place");
        };
        let free = game.follower_segments(placing.tile, placing.at, placing.turn);
        let road = game.catalog().def(placing.tile).segments.get(usize::from(local)).map(|s| s.kind)
            == Some(crate::tiles::FeatureKind::Road);
        if free & (1 << local) == 0 || (road && joins_occupied) {
            return refuse("bridge-follower-place");
        }
        Ok(())
    }

    /// Whether follower location `location` on the tile of `placing` names the bridge across
    /// `pos` from `a` to `b`: the bridge lies in that tile's space and ends there on the
    /// side named, a side the tile covers.
    fn on_bridge(location: Location, pos: SpacePos, (a, b): (Side, Side), placing: Placing) -> bool {
        pos == placing.at
            && matches!(location, Location::Side(s) if (s == a || s == b) && placing.turn.covers(s))
    }

    /// Checks a bridge move.
    pub(super) fn check_bridge(
        &self,
        game: &GameState,
        seat: Seat,
        at: Spot,
        follower: Option<Location>,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        let Some(placing) = placing else {
            return Err(rule(
                "bridge-with-the-tile",
                Text::new("bridges-castles-bazaars.rule.bridge-with-the-tile"),
            ));
        };
        let ends = self.check_bridge_place(game, seat, at, placing)?;
        if let Some(location) = follower {
            Self::check_bridge_follower(game, seat, location, at.at, ends, placing)?;
        }
        Ok(())
    }

    /// Plays a bridge move (the tile is on the board).
    pub(super) fn play_bridge(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        at: Spot,
        follower: Option<Location>,
    ) {
        let Location::Side(side) = at.location else {
            return;
        };
        let (a, b) = ends(side);
        let Some(placed) = ctx.board().tiles().last().map(|t| (t.kind, t.pos, t.turn)) else {
            return;
        };
        let placing = Placing {
            tile: placed.0,
            at: placed.1,
            turn: placed.2,
        };
        // The follower's segment, found before the bridge changes what the sides show.
        let own = follower
            .filter(|&l| !Self::on_bridge(l, at.at, (a, b), placing))
            .and_then(|l| ctx.placed_segment(l));
        let Ok((tile, local)) = ctx.add_overlay_road(at.at, a, b) else {
            return;
        };
        self.bridges_left[seat] = self.bridges_left[seat].saturating_sub(1);
        ctx.emit(seat, Some(at), super::BcbEvent::BridgeBuilt);
        match (follower, own) {
            (Some(_), Some(part)) => ctx.add_follower(seat, part.tile, part.local),
            (Some(_), None) => ctx.add_follower(seat, tile, local),
            _ => {}
        }
    }

    /// The bridge moves with the placement `placing`: each bridge, bare and with each
    /// follower the player may put on the tile.
    pub(super) fn bridge_moves(
        &self,
        game: &GameState,
        seat: Seat,
        placing: Placing,
        out: &mut Moves<BridgesCastlesBazaars>,
    ) {
        if self.bridges_left[seat] == 0 {
            return;
        }
        let board = game.board();
        let extra: Extra = Some((placing.tile, placing.at, placing.turn));
        let has_follower = game.supply_of(seat, crate::board::FollowerKind::REGULAR) > 0;
        let free = if has_follower {
            game.follower_segments(placing.tile, placing.at, placing.turn)
        } else {
            0
        };
        for pos in spaces(placing) {
            for side in [Side::N, Side::E] {
                let (a, b) = ends(side);
                if board.check_overlay_road(pos, a, b, extra).is_err() {
                    continue;
                }
                let corner = if pos == placing.at && placing.turn.covers(a) {
                    placing.turn.corner()
                } else {
                    board
                        .tiles_at(pos)
                        .map(|t| board.tiles()[t as usize].turn)
                        .find(|t| t.covers(a))
                        .and_then(|t| t.corner())
                        .or_else(|| placing.turn.corner().filter(|_| pos == placing.at))
                };
                let at = Spot {
                    at: pos,
                    corner,
                    location: Location::Side(a),
                };
                out.push(BcbMove::Bridge {
                    end: at,
                    follower: None,
                });
                if !has_follower {
                    continue;
                }
                let joins_occupied = Self::bridge_joins_occupied(game, pos, a, b, placing);
                if pos == placing.at && !joins_occupied {
                    let end = if placing.turn.covers(a) { a } else { b };
                    out.push(BcbMove::Bridge {
                        end: at,
                        follower: Some(Location::Side(end)),
                    });
                }
                let def = game.catalog().def(placing.tile);
                let mut each = free;
                while each != 0 {
                    let local = each.trailing_zeros() as u8;
                    each &= each - 1;
                    let road = def.segments.get(usize::from(local)).map(|s| s.kind)
                        == Some(crate::tiles::FeatureKind::Road);
                    if road && joins_occupied {
                        continue;
                    }
                    let location = game.segment_location(placing.tile, placing.turn, local);
                    out.push(BcbMove::Bridge {
                        end: at,
                        follower: Some(location),
                    });
                }
            }
        }
    }

    /// The bridges on the board, each as the spot of its first end.
    pub(super) fn bridge_places(game: &GameState) -> impl Iterator<Item = Spot> + '_ {
        let board = game.board();
        board.overlay_roads().map(move |(pos, a, _)| {
            let corner = board
                .tiles_at(pos)
                .map(|t| board.tiles()[t as usize].turn)
                .find(|t| t.covers(a))
                .and_then(|t| t.corner());
            Spot {
                at: pos,
                corner,
                location: Location::Side(a),
            }
        })
    }
}
