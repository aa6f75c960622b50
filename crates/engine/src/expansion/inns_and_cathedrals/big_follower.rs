//! The big follower: placed instead of a regular follower on a free feature of the tile just
//! placed, while it is in its owner's reserve; what it is worth to a bot still in reserve.

use super::{rule, InnsAndCathedrals, InnsEvent, InnsMove};
use crate::expansion::{Ctx, Moves, Placing};
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;

/// Points a big follower in reserve is worth to a bot early in the game (falling to 0 as the
/// pile runs out, as a regular follower's value does): more than a regular follower's, so
/// that it is spent where counting two matters.
pub const BIG_FOLLOWER_RESERVE_VALUE: f32 = 3.0;

impl InnsAndCathedrals {
    /// Adds a `big-follower` move for each free feature of the tile placed as `placing`,
    /// when `player`'s big follower is in reserve.
    pub(super) fn big_follower_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<InnsAndCathedrals>,
    ) {
        if game.supply_of(player, self.big) == 0 {
            return;
        }
        let Placing { tile, at, turn } = placing;
        let mut free = game.follower_segments(tile, at, turn);
        while free != 0 {
            let local = free.trailing_zeros() as u8;
            free &= free - 1;
            let feature = Spot {
                at,
                corner: turn.corner(),
                location: game.segment_location(tile, turn, local),
            };
            out.push(InnsMove::BigFollower { feature });
        }
    }

    /// Checks a `big-follower` move: the big follower in reserve, aimed at a free feature of
    /// the tile being placed as `placing`.
    pub(super) fn check_big_follower(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        feature: Spot,
    ) -> Result<(), IllegalMove> {
        let Placing { tile, at, turn } = placing;
        if game.supply_of(player, self.big) == 0 {
            return Err(rule(
                "big-follower-on-board",
                Text::new("inns-and-cathedrals.rule.big-follower-on-board"),
            ));
        }
        if !placing.holds(feature) {
            return Err(rule(
                "big-follower-on-placed-tile",
                Text::new("inns-and-cathedrals.rule.big-follower-on-placed-tile")
                    .at("at", at)
                    .at("target", feature.at),
            ));
        }
        let local = game.follower_segment(tile, turn, feature.location)?;
        if game.board().free_segments(tile, at, turn) & (1 << local) == 0 {
            return Err(IllegalMove::FeatureOccupied {
                location: feature.location,
            });
        }
        Ok(())
    }

    /// Puts `player`'s big follower on the feature `feature` of the tile just placed (a checked
    /// move).
    pub(super) fn play_big_follower(&mut self, ctx: &mut Ctx, player: Seat, feature: Spot) {
        let board = ctx.board();
        let Some(tile) = board.tiles().len().checked_sub(1) else {
            return;
        };
        let pt = &board.tiles()[tile];
        let Ok(local) = ctx
            .game()
            .follower_segment(pt.kind, pt.turn, feature.location)
        else {
            return;
        };
        ctx.add_follower_of(player, self.big, tile as u16, local);
        ctx.emit(player, Some(feature), InnsEvent::BigFollowerPlaced);
    }

    /// What `player`'s big follower in reserve is worth to a bot now, in points (the module's
    /// worth for bots).
    pub fn big_follower_value(&self, game: &GameState, player: Seat) -> f32 {
        let left = (game.pile_len() as f32 / 36.0).min(1.0);
        f32::from(game.supply_of(player, self.big)) * BIG_FOLLOWER_RESERVE_VALUE * left
    }
}
