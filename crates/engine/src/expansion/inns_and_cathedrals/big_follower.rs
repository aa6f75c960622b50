//! The big follower: placed instead of a regular follower on a free feature of the tile just
//! placed, while it is in its owner's reserve; what it is worth to a bot still in reserve.

use super::{rule, InnsAndCathedrals, BIG, BIG_PLACED, MODULE};
use crate::expansion::{Ctx, ExpansionEvent, ExpansionMove};
use crate::geometry::{SpacePos, Turn};
use crate::state::{GameState, IllegalMove, Move, Spot};
use crate::text::Text;
use crate::tiles::TileKind;

/// Points a big follower in reserve is worth to a bot early in the game (falling to 0 as the
/// pile runs out, as a regular follower's value does): more than a regular follower's, so
/// that it is spent where counting two matters.
pub const BIG_FOLLOWER_RESERVE_VALUE: f32 = 3.0;

impl InnsAndCathedrals {
    /// Appends a `big-follower` move for each free feature of `tile` lying at `at` as `turn`,
    /// when `player`'s big follower is in reserve.
    pub(super) fn big_follower_moves(
        &self,
        game: &GameState,
        player: u8,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        out: &mut Vec<Move>,
    ) {
        if game.supply_of(player, self.big) == 0 {
            return;
        }
        let mut free = game.follower_segments(tile, at, turn);
        while free != 0 {
            let local = free.trailing_zeros() as u8;
            free &= free - 1;
            let spot = Spot {
                at,
                corner: turn.corner(),
                location: game.segment_location(tile, turn, local),
            };
            out.push(Move::Expansion(
                ExpansionMove::new(MODULE, BIG).placing(at, turn).at(spot),
            ));
        }
    }

    /// Checks a `big-follower` move: the big follower in reserve, aimed at a free feature of
    /// the tile being placed.
    pub(super) fn check_big_follower(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        let Some((at, turn, target, tile)) = mv.aimed_placement(game) else {
            return Err(rule(
                "big-follower-needs-place",
                Text::new("inns-and-cathedrals.rule.big-follower-needs-place"),
            ));
        };
        if game.supply_of(player, self.big) == 0 {
            return Err(rule(
                "big-follower-on-board",
                Text::new("inns-and-cathedrals.rule.big-follower-on-board"),
            ));
        }
        if target.at != at || target.corner != turn.corner() {
            return Err(rule(
                "big-follower-on-placed-tile",
                Text::new("inns-and-cathedrals.rule.big-follower-on-placed-tile")
                    .at("at", at)
                    .at("target", target.at),
            ));
        }
        let local = game.follower_segment(tile, turn, target.location)?;
        if game.board().free_segments(tile, at, turn) & (1 << local) == 0 {
            return Err(IllegalMove::FeatureOccupied {
                location: target.location,
            });
        }
        Ok(())
    }

    /// Puts `player`'s big follower on the feature of the tile just placed that the checked
    /// move names.
    pub(super) fn play_big_follower(&mut self, ctx: &mut Ctx, player: u8, mv: &ExpansionMove) {
        let Some(target) = mv.target else { return };
        let board = ctx.board();
        let Some(tile) = board.tiles().len().checked_sub(1) else {
            return;
        };
        let pt = &board.tiles()[tile];
        let Ok(local) = ctx
            .game()
            .follower_segment(pt.kind, pt.turn, target.location)
        else {
            return;
        };
        ctx.add_follower_of(player, self.big, tile as u16, local);
        ctx.report(ExpansionEvent {
            module: MODULE,
            player,
            kind: BIG_PLACED,
            target: Some(target),
            value: 0,
            payload: crate::expansion::Payload::EMPTY,
        });
    }

    /// What `player`'s big follower in reserve is worth to a bot now, in points.
    pub(super) fn big_follower_value(&self, game: &GameState, player: u8) -> f32 {
        let left = (game.pile_len() as f32 / 36.0).min(1.0);
        f32::from(game.supply_of(player, self.big)) * BIG_FOLLOWER_RESERVE_VALUE * left
    }
}
