//! The princess (`princess-and-dragon.md` §3.6): when the princess's city segment of the tile
//! just placed joins a city holding knights, the player may, instead of any figure, send one
//! knight of that city (anyone's, their own included) back to its owner's supply. Option
//! `princess_action` `must` makes it compulsory when possible: the tile may then not be
//! placed bare, nor with a follower, an expansion's figure or a fairy move.
//!
//! Tile data names the princess's city by a side after the symbol (`"princess N"`), in the
//! orientation the tile file gives; a side crossed by no city is refused when the tile loads.

use super::{rule, PdEvent, PdMove, PrincessAndDragon};
use crate::expansion::registry::feature_by_side;
use crate::expansion::{Ctx, Moves, Placing};
use crate::board::FeatureId;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileKind};

impl PrincessAndDragon {
    /// The local segment of the princess's city on `tile`, if it carries one.
    pub(crate) fn princess_segment(&self, game: &GameState, tile: TileKind) -> Option<u8> {
        let def = game.catalog().def(tile);
        if !self.is_princess(def) {
            return None;
        }
        feature_by_side(def, def.symbol_arg("princess"), FeatureKind::City).ok()
    }

    /// Indexes into the board's followers of the knights in the city the princess of the tile
    /// joins once it lies as `placing` says (none when the tile has no princess).
    pub(crate) fn knights_reached(&self, game: &GameState, placing: Placing) -> Vec<usize> {
        let Placing { tile, at, turn } = placing;
        let Some(princess) = self.princess_segment(game, tile) else {
            return Vec::new();
        };
        let board = game.board();
        let mut reached: Vec<(FeatureId, bool)> = Vec::new();
        let mut out = Vec::new();
        for (i, f) in board.followers().iter().enumerate() {
            if board.follower_feature(f) != FeatureKind::City {
                continue;
            }
            let root = board.feature_of(f);
            let joins = match reached.iter().find(|(r, _)| *r == root) {
                Some(&(_, j)) => j,
                None => {
                    let mask = board.segments_reaching(tile, at, turn, |r| r == root);
                    let j = mask & (1 << princess) != 0;
                    reached.push((root, j));
                    j
                }
            };
            if joins {
                out.push(i);
            }
        }
        out
    }

    /// Whether, under `princess_action` `must`, placing the tile as `placing` says obliges
    /// the player to send a knight home.
    pub(crate) fn princess_obliges(&self, game: &GameState, placing: Placing) -> bool {
        self.options.princess_must && !self.knights_reached(game, placing).is_empty()
    }

    /// The princess's moves for placing the tile as `placing` says (one per knight's place);
    /// gives whether there is one.
    pub(super) fn princess_moves(
        &self,
        game: &GameState,
        placing: Placing,
        out: &mut Moves<PrincessAndDragon>,
    ) -> bool {
        let mut offered: Vec<Spot> = Vec::new();
        for i in self.knights_reached(game, placing) {
            let knight = game.follower_spot(&game.board().followers()[i]);
            if !offered.contains(&knight) {
                offered.push(knight);
                out.push(PdMove::Princess { knight });
            }
        }
        !offered.is_empty()
    }

    /// Checks the princess sending the knight at `target` home, placing the tile as `placing`
    /// says.
    pub(super) fn check_princess(
        &self,
        game: &GameState,
        placing: Placing,
        target: Spot,
    ) -> Result<(), IllegalMove> {
        if self.princess_segment(game, placing.tile).is_none() {
            return Err(rule(
                "no-princess",
                Text::new("princess-and-dragon.rule.no-princess"),
            ));
        }
        let (t, local) = game.resolve_spot(&target)?;
        let board = game.board();
        let knights = self.knights_reached(game, placing);
        if knights.iter().any(|&i| {
            let f = &board.followers()[i];
            f.tile == t && board.follower_local(f) == local
        }) {
            Ok(())
        } else {
            Err(rule(
                "princess-no-knight-there",
                Text::new("princess-and-dragon.rule.princess-no-knight-there").spot("spot", target),
            ))
        }
    }

    /// The princess placed by `player` sends the knight at `target` home.
    pub(super) fn send_knight_home(&mut self, ctx: &mut Ctx, player: Seat, target: Spot) {
        let Ok((t, local)) = ctx.game().resolve_spot(&target) else {
            return;
        };
        let board = ctx.board();
        let found = board.followers().iter().position(|f| {
            f.tile == t
                && board.follower_local(f) == local
                && board.follower_feature(f) == FeatureKind::City
        });
        if let Some(i) = found {
            let owner = board.followers()[i].player;
            ctx.return_follower(i);
            ctx.emit(player, Some(target), PdEvent::KnightHome { owner });
        }
        self.refresh_fairy(ctx);
    }
}
