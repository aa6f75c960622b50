//! The magic portal (`princess-and-dragon.md` §3.5): after placing a portal tile, the player
//! may put their follower, instead of on the tile, on any feature of any tile already on the
//! board that is unoccupied and incomplete once the portal tile lies (the board answers how a
//! feature would stand after the placement, so a feature the tile completes or joins to an
//! occupied one is refused). Any kind of follower that goes where a follower goes may use it
//! (move `portal` with the kind as argument for a special one, `"big-follower"`); expansion
//! figures that must go on the tile just placed cannot (they are not followers).

use super::events::{event, PORTAL_USED};
use super::{rule, PrincessAndDragon, MODULE, PORTAL};
use crate::board::FollowerKind;
use crate::expansion::{Ctx, ExpansionMove};
use crate::geometry::{SpacePos, Turn};
use crate::state::{GameState, IllegalMove, Move, Spot};
use crate::text::Text;
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
                Text::new("princess-and-dragon.rule.portal-feature-occupied"),
            ));
        }
        if after.complete {
            return Err(rule(
                "portal-feature-complete",
                Text::new("princess-and-dragon.rule.portal-feature-complete"),
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
        if !self.is_portal(game.catalog().def(tile)) {
            return;
        }
        let kinds: Vec<u16> = game.ready_kinds(player).map(|k| u16::from(k.0)).collect();
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
                    for &kind in &kinds {
                        out.push(Move::Expansion(
                            ExpansionMove::new(MODULE, PORTAL)
                                .placing(at, turn)
                                .at(spot)
                                .with_arg(kind),
                        ));
                    }
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
                Text::new("princess-and-dragon.rule.portal-needs-feature"),
            ));
        };
        if !self.is_portal(game.catalog().def(tile)) {
            return Err(rule(
                "not-a-portal",
                Text::new("princess-and-dragon.rule.not-a-portal"),
            ));
        }
        game.ready_kind(player, mv.arg)?;
        let (t, local) = game.resolve_spot(&target)?;
        Self::portal_open(game, tile, at, turn, t, local)
    }

    /// `player`'s follower of the kind `arg` names goes through the portal onto `target` (the
    /// tile is placed).
    pub(super) fn portal_follower(&mut self, ctx: &mut Ctx, player: u8, target: Spot, arg: u16) {
        if let (Ok((t, local)), Some(kind)) = (
            ctx.game().resolve_spot(&target),
            FollowerKind::from_arg(arg),
        ) {
            ctx.add_follower_of(player, kind, t, local);
            ctx.report(event(player, PORTAL_USED, Some(target), 0));
        }
    }
}
