//! The volcano (`princess-and-dragon.md` §3.1): no follower and no expansion figure may go on
//! the volcano tile just placed (the module forbids every segment of it, and the core applies
//! that to the other modules' figures too); the player may still move the fairy or do
//! anything that puts no figure on it. The dragon jumps to the volcano's space from wherever
//! it is, or from beside the board: a jump, not a flight, so it eats nothing. The first
//! volcano shuffles the dragon tiles set aside so far back into the pile.

use super::places::Place;
use super::{PdEvent, PrincessAndDragon};
use crate::expansion::{Ctx, Placed};

impl PrincessAndDragon {
    /// A volcano was placed: the dragon jumps to it; set-aside dragon tiles go back into the
    /// pile.
    pub(super) fn volcano_placed(&mut self, ctx: &mut Ctx, placed: Placed) {
        let at = ctx.board().tiles()[placed.tile as usize].pos;
        let place = Place { at, corner: None };
        self.dragon = Some(place);
        ctx.emit(placed.player, Some(place.spot()), PdEvent::DragonJumped);
        if !self.set_aside.is_empty() {
            let tiles = std::mem::take(&mut self.set_aside);
            ctx.shuffle_into_pile(&tiles);
            let reshuffled = PdEvent::Reshuffled {
                tiles: u16::try_from(tiles.len()).unwrap_or(u16::MAX),
            };
            ctx.emit(placed.player, None, reshuffled);
        }
    }
}
