//! The magic portal (`princess-and-dragon.md` §3.5): after placing a portal tile, the player
//! may put their follower, instead of on the tile, on any feature of any tile already on the
//! board that is unoccupied and incomplete once the portal tile lies (the board answers how a
//! feature would stand after the placement, so a feature the tile completes or joins to an
//! occupied one is refused). Any kind of follower that goes where a follower goes may use it
//! (move [`PdMove::Portal`] names the kind, `"big-follower"` for a special one); expansion
//! figures that must go on the tile just placed cannot (they are not followers).

use smallvec::SmallVec;

use super::{rule, PdEvent, PdMove, PrincessAndDragon};
use crate::board::{Contacts, FollowerKind};
use crate::expansion::{Ctx, Moves, Placing};
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;

impl PrincessAndDragon {
    /// Whether the feature of local segment `local` of placed tile `t` is free for a portal
    /// follower once the tile lies as `placing` says.
    fn portal_open(
        game: &GameState,
        contacts: &Contacts,
        t: u16,
        local: u8,
    ) -> Result<(), IllegalMove> {
        let after = game.board().feature_after_in(contacts, t, local);
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

    /// The portal moves of `player` placing the tile as `placing` says: one per segment of a
    /// placed tile whose feature stays unoccupied and incomplete, and kind of follower ready.
    pub(super) fn portal_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<PrincessAndDragon>,
    ) {
        if !self.is_portal(game.catalog().def(placing.tile)) {
            return;
        }
        let kinds: SmallVec<[FollowerKind; 4]> = game.ready_kinds(player).collect();
        let board = game.board();
        let contacts = board.contacts(placing.tile, placing.at, placing.turn);
        for (t, pt) in board.tiles().iter().enumerate() {
            let t = t as u16;
            for local in 0..game.catalog().def(pt.kind).segments.len() as u8 {
                if Self::portal_open(game, &contacts, t, local).is_ok() {
                    let feature = Spot {
                        at: pt.pos,
                        corner: pt.turn.corner(),
                        location: game.segment_location(pt.kind, pt.turn, local),
                    };
                    for &kind in &kinds {
                        out.push(PdMove::Portal { feature, kind });
                    }
                }
            }
        }
    }

    /// Checks a follower of `player` of kind `kind` through the portal onto `target`, placing
    /// the tile as `placing` says.
    pub(super) fn check_portal(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        target: Spot,
        kind: FollowerKind,
    ) -> Result<(), IllegalMove> {
        if !self.is_portal(game.catalog().def(placing.tile)) {
            return Err(rule(
                "not-a-portal",
                Text::new("princess-and-dragon.rule.not-a-portal"),
            ));
        }
        game.ready_kind(player, kind)?;
        let (t, local) = game.resolve_spot(&target)?;
        let contacts = game
            .board()
            .contacts(placing.tile, placing.at, placing.turn);
        Self::portal_open(game, &contacts, t, local)
    }

    /// `player`'s follower of kind `kind` goes through the portal onto `target` (the tile is
    /// placed).
    pub(super) fn portal_follower(
        &mut self,
        ctx: &mut Ctx,
        player: Seat,
        target: Spot,
        kind: FollowerKind,
    ) {
        if let Ok((t, local)) = ctx.game().resolve_spot(&target) {
            ctx.add_follower_of(player, kind, t, local);
            ctx.emit(player, Some(target), PdEvent::PortalFollower);
        }
    }
}
