//! Dragon tiles drawn while the dragon is beside the board (`princess-and-dragon.md` §3.2):
//! the tile is set aside, in public, and the player draws again. The first volcano shuffles
//! them back into the pile (see [`super::volcano`]). If no volcano ever comes, they are never
//! placed (UNCONFIRMED in the rules; the digest's reading).

use super::{PdEvent, PrincessAndDragon};
use crate::expansion::Ctx;
use crate::tiles::TileKind;

impl PrincessAndDragon {
    /// Whether a tile just drawn is kept: not a dragon tile while the dragon is beside the
    /// board (that one is set aside).
    pub(super) fn keep_drawn(&mut self, ctx: &mut Ctx, tile: TileKind) -> bool {
        if self.dragon.is_some() || !self.is_dragon(ctx.catalog().def(tile)) {
            return true;
        }
        self.set_aside.push(tile);
        let player = ctx.game().active();
        let tile_kind = u16::try_from(tile.index()).unwrap_or(u16::MAX);
        ctx.emit(player, None, PdEvent::SetAside { tile_kind });
        false
    }
}
