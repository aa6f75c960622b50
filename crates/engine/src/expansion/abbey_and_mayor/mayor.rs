//! The mayor: placed instead of a follower in a free city of the tile just placed; when its
//! city is scored it counts as many followers as the city has coats of arms (none without);
//! what it is worth to a bot still in reserve.

use super::{rule, AbbeyAndMayor, AbbeyMayorEvent, AbbeyMayorMove};
use crate::board::{Board, FeatureId};
use crate::expansion::{Ctx, Moves, Placing};
use crate::scoring::ScoreEvent;
use crate::seat::{Seat, SeatSet};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;

/// Points a mayor in reserve is worth to a bot early in the game (falling to 0 as the pile
/// runs out, as a regular follower's value does).
pub const MAYOR_RESERVE_VALUE: f32 = 2.0;

impl AbbeyAndMayor {
    /// Adds a `mayor` move for each free city of the tile placed as `placing`, when
    /// `player`'s mayor is in reserve.
    pub(super) fn mayor_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<AbbeyAndMayor>,
    ) {
        if game.supply_of(player, self.mayor) == 0 {
            return;
        }
        let mut free = AbbeyAndMayor::free_of(game, placing, &[FeatureKind::City]);
        while free != 0 {
            let local = free.trailing_zeros() as u8;
            free &= free - 1;
            let city = AbbeyAndMayor::spot_on(game, placing, local);
            out.push(AbbeyMayorMove::Mayor { city });
        }
    }

    /// Checks a `mayor` move: the mayor in reserve, aimed at a free city of the tile being
    /// placed as `placing`.
    pub(super) fn check_mayor(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        city: Spot,
    ) -> Result<(), IllegalMove> {
        if game.supply_of(player, self.mayor) == 0 {
            return Err(rule(
                "mayor-on-board",
                Text::new("abbey-and-mayor.rule.mayor-on-board"),
            ));
        }
        if !placing.holds(city) {
            return Err(rule(
                "mayor-on-placed-tile",
                Text::new("abbey-and-mayor.rule.mayor-on-placed-tile")
                    .at("at", placing.at)
                    .at("target", city.at),
            ));
        }
        let local = game.follower_segment(placing.tile, placing.turn, city.location)?;
        let def = game.catalog().def(placing.tile);
        if def.segments.get(local as usize).map(|s| s.kind) != Some(FeatureKind::City) {
            return Err(rule(
                "mayor-not-in-city",
                Text::new("abbey-and-mayor.rule.mayor-not-in-city"),
            ));
        }
        if AbbeyAndMayor::free_of(game, placing, &[FeatureKind::City]) & (1 << local) == 0 {
            return Err(IllegalMove::FeatureOccupied {
                location: city.location,
            });
        }
        Ok(())
    }

    /// Puts `player`'s mayor in the city at `city` of the tile just placed (a checked move).
    pub(super) fn play_mayor(&mut self, ctx: &mut Ctx, player: Seat, city: Spot) {
        if let Some((tile, local)) = AbbeyAndMayor::last_tile_segment(ctx, city) {
            ctx.add_follower_of(player, self.mayor, tile, local);
            ctx.emit(player, Some(city), AbbeyMayorEvent::MayorPlaced);
        }
    }

    /// The mayors' strength in a city being scored: each counts the city's coats of arms (its
    /// declared strength is 0), and the players with the most strength win it; a city where
    /// every figure counts 0 scores for nobody (`abbey-and-mayor.md` §3).
    pub(super) fn mayor_strength(&self, board: &Board, root: FeatureId, score: &mut ScoreEvent) {
        if score.feature != FeatureKind::City {
            return;
        }
        let strength = u8::try_from(score.arms).unwrap_or(u8::MAX);
        let mut mayors = false;
        for f in board.followers() {
            if f.kind == self.mayor && board.feature_of(f) == root {
                let c = &mut score.followers[f.player];
                *c = c.saturating_add(strength);
                mayors = true;
            }
        }
        if !mayors {
            return;
        }
        let max = score.followers.iter().map(|(_, &n)| n).max().unwrap_or(0);
        let winners: SeatSet = if max == 0 {
            SeatSet::EMPTY
        } else {
            score
                .followers
                .iter()
                .filter(|&(_, &n)| n == max)
                .map(|(p, _)| p)
                .collect()
        };
        score.set_winners(winners);
    }

    /// What `player`'s mayor in reserve is worth to a bot now, in points (a mayor on the
    /// board is valued through the score its city would bring).
    pub(super) fn mayor_value(&self, game: &GameState, player: Seat) -> f32 {
        let left = (game.pile_len() as f32 / 36.0).min(1.0);
        f32::from(game.supply_of(player, self.mayor)) * MAYOR_RESERVE_VALUE * left
    }
}
