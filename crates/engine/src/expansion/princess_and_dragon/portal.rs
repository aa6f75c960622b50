//! The magic portal (`princess-and-dragon.md` §3.5): after placing a portal tile, the player
//! may put their follower, instead of on the tile, on any feature of any tile already on the
//! board that is unoccupied and incomplete once the portal tile lies (the board answers how a
//! feature would stand after the placement, so a feature the tile completes or joins to an
//! occupied one is refused). Expansion figures that must go on the tile just placed cannot
//! use it (they are not followers).

use super::events::{event, PORTAL_USED};
use super::{rule, PrincessAndDragon, MODULE, PORTAL};
use crate::expansion::{Ctx, ExpansionMove};
use crate::geometry::{SpacePos, Turn};
use crate::state::{GameState, IllegalMove, Move, Spot};
use crate::tiles::TileKind;

impl PrincessAndDragon {
    /// Whether the feature of local segment `local` of placed tile `t` is free for a portal
    /// follower once `tile` lies at `at` as `turn`.
    fn portal_open(
        game: &GameState,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        t: u16,
        local: u8,
    ) -> Result<(), IllegalMove> {
        let after = game.board().feature_after(tile, at, turn, t, local);
        if after.occupied {
            return Err(rule(
                "portal-feature-occupied",
                "portal: that feature holds a follower",
            ));
        }
        if after.complete {
            return Err(rule(
                "portal-feature-complete",
                "portal: that feature is complete",
            ));
        }
        Ok(())
    }

    /// Appends the portal moves of `player` placing `tile` at `at` as `turn`: one per
    /// segment of a placed tile whose feature stays unoccupied and incomplete.
    pub(super) fn portal_moves(
        &self,
        game: &GameState,
        player: u8,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        out: &mut Vec<Move>,
    ) {
        if game.supply(player) == 0 || !self.is_portal(game.catalog().def(tile)) {
            return;
        }
        let board = game.board();
        for (t, pt) in board.tiles().iter().enumerate() {
            let t = t as u16;
            for local in 0..game.catalog().def(pt.kind).segments.len() as u8 {
                if Self::portal_open(game, tile, at, turn, t, local).is_ok() {
                    let spot = Spot {
                        at: pt.pos,
                        corner: pt.turn.corner(),
                        location: game.segment_location(pt.kind, pt.turn, local),
                    };
                    out.push(Move::Expansion(
                        ExpansionMove::new(MODULE, PORTAL)
                            .placing(at, turn)
                            .at(spot),
                    ));
                }
            }
        }
    }

    /// Checks a portal move with the current tile.
    pub(super) fn check_portal(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        let Some((at, turn, target, tile)) = mv.aimed_placement(game) else {
            return Err(rule(
                "portal-needs-feature",
                "portal: name the tile's placement and the feature the follower goes on",
            ));
        };
        if !self.is_portal(game.catalog().def(tile)) {
            return Err(rule("not-a-portal", "portal: the tile has no magic portal"));
        }
        if game.supply(player) == 0 {
            return Err(IllegalMove::NoFollowerInSupply);
        }
        let (t, local) = game.resolve_spot(&target)?;
        Self::portal_open(game, tile, at, turn, t, local)
    }

    /// `player`'s follower goes through the portal onto `target` (the tile is placed).
    pub(super) fn portal_follower(&mut self, ctx: &mut Ctx, player: u8, target: Spot) {
        if let Ok((t, local)) = ctx.game().resolve_spot(&target) {
            ctx.add_follower(player, t, local);
            ctx.report(event(player, PORTAL_USED, Some(target), 0));
        }
    }
}
