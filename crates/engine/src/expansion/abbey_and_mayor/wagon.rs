//! The wagon: placed instead of a follower on a free road, city or monastery of the tile just
//! placed; when its feature is scored during the game, its owner may move it on to an
//! unoccupied, incomplete road, city or monastery on the space it stood on or one of the 8
//! around (every tile of those spaces: adjacency counts spaces, `abbey-and-mayor.md` §8),
//! instead of keeping it in reserve. Owners of several wagons freed in one turn decide in turn
//! order from the active player.

use super::{rule, AbbeyAndMayor, AbbeyMayorDecision, AbbeyMayorEvent, AbbeyMayorMove};
use crate::board::Follower;
use crate::expansion::{Ctx, Moves, Placing};
use crate::geometry::SpacePos;
use crate::scoring::ScoreEvent;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;

/// What a wagon may stand on.
pub const WAGON_GROUND: [FeatureKind; 3] =
    [FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery];

/// Points a wagon in reserve is worth to a bot early in the game (falling to 0 as the pile
/// runs out, as a regular follower's value does).
pub const WAGON_RESERVE_VALUE: f32 = 1.5;

/// The wagons freed by the scoring of their feature this turn, waiting for their owners.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Freed {
    /// Per seat: the space the wagon stood on.
    from: [Option<SpacePos>; crate::seat::MAX_PLAYERS],
    /// Whose turn it is: owners decide in turn order from this seat.
    active: u8,
    /// The number of players.
    players: u8,
}

impl Freed {
    /// The first owner in turn order from the active player still to decide, and where their
    /// wagon stood.
    pub(super) fn next(&self) -> Option<(Seat, SpacePos)> {
        (0..self.players)
            .map(|i| Seat::new(self.active).after(i, self.players))
            .find_map(|p| self.from.get(p.index()).copied().flatten().map(|at| (p, at)))
    }

    /// `player` has decided.
    fn done(&mut self, player: Seat) {
        if let Some(f) = self.from.get_mut(player.index()) {
            *f = None;
        }
    }
}

impl AbbeyAndMayor {
    /// Adds a `wagon` move for each free road, city or monastery of the tile placed as
    /// `placing`, when `player`'s wagon is in reserve.
    pub(super) fn wagon_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<AbbeyAndMayor>,
    ) {
        if game.supply_of(player, self.wagon) == 0 {
            return;
        }
        let mut free = AbbeyAndMayor::free_of(game, placing, &WAGON_GROUND);
        while free != 0 {
            let local = free.trailing_zeros() as u8;
            free &= free - 1;
            let feature = AbbeyAndMayor::spot_on(game, placing, local);
            out.push(AbbeyMayorMove::Wagon { feature });
        }
    }

    /// Checks a `wagon` move: the wagon in reserve, aimed at a free road, city or monastery
    /// of the tile being placed as `placing`.
    pub(super) fn check_wagon(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        feature: Spot,
    ) -> Result<(), IllegalMove> {
        if game.supply_of(player, self.wagon) == 0 {
            return Err(rule(
                "wagon-on-board",
                Text::new("abbey-and-mayor.rule.wagon-on-board"),
            ));
        }
        if !placing.holds(feature) {
            return Err(rule(
                "wagon-on-placed-tile",
                Text::new("abbey-and-mayor.rule.wagon-on-placed-tile")
                    .at("at", placing.at)
                    .at("target", feature.at),
            ));
        }
        let local = game.follower_segment(placing.tile, placing.turn, feature.location)?;
        let kind = game.catalog().def(placing.tile).segments.get(local as usize).map(|s| s.kind);
        if !kind.is_some_and(|k| WAGON_GROUND.contains(&k)) {
            return Err(rule(
                "wagon-not-in-field",
                Text::new("abbey-and-mayor.rule.wagon-not-in-field"),
            ));
        }
        if AbbeyAndMayor::free_of(game, placing, &WAGON_GROUND) & (1 << local) == 0 {
            return Err(IllegalMove::FeatureOccupied {
                location: feature.location,
            });
        }
        Ok(())
    }

    /// Puts `player`'s wagon on the feature at `feature` of the tile just placed (a checked
    /// move).
    pub(super) fn play_wagon(&mut self, ctx: &mut Ctx, player: Seat, feature: Spot) {
        if let Some((tile, local)) = AbbeyAndMayor::last_tile_segment(ctx, feature) {
            ctx.add_follower_of(player, self.wagon, tile, local);
            ctx.emit(player, Some(feature), AbbeyMayorEvent::WagonPlaced);
        }
    }

    /// After the placement's features were scored: every wagon that came home from them
    /// waits for its owner's choice.
    pub(super) fn wagons_freed(&mut self, ctx: &mut Ctx, _scores: &[ScoreEvent], returned: &[Follower]) {
        let game = ctx.game();
        for f in returned.iter().filter(|f| f.kind == self.wagon) {
            let Some(pt) = game.board().tiles().get(f.tile as usize) else {
                continue;
            };
            if let Some(slot) = self.freed.from.get_mut(f.player.index()) {
                *slot = Some(pt.pos);
            }
            self.freed.active = game.active().number();
            self.freed.players = game.players();
        }
    }

    /// The wagon decision waiting, if any.
    pub(super) fn pending_wagon(&self) -> Option<(Seat, AbbeyMayorDecision)> {
        self.freed
            .next()
            .map(|(p, at)| (p, AbbeyMayorDecision::MoveWagon { from: [at.x, at.y] }))
    }

    /// Every place the waiting wagon may go on to, and keeping it.
    pub(super) fn wagon_targets(&self, game: &GameState, out: &mut Moves<AbbeyAndMayor>) {
        let Some((_, from)) = self.freed.next() else {
            return;
        };
        for to in AbbeyAndMayor::targets(game, from) {
            out.push(AbbeyMayorMove::MoveWagon { to });
        }
        out.push(AbbeyMayorMove::KeepWagon);
    }

    /// The unoccupied, incomplete roads, cities and monasteries of every tile on the space
    /// `from` or the 8 around it, one spot per tile of each.
    fn targets(game: &GameState, from: SpacePos) -> Vec<Spot> {
        let board = game.board();
        let mut out = Vec::new();
        for at in from.block3() {
            for t in board.tiles_at(at) {
                let pt = &board.tiles()[t as usize];
                for local in 0..game.catalog().def(pt.kind).segments.len() as u8 {
                    if WAGON_GROUND.contains(&board.feature_kind(t, local))
                        && !board.feature_complete(t, local)
                        && board.feature_followers(t, local) == 0
                    {
                        out.push(Spot {
                            at,
                            corner: pt.turn.corner(),
                            location: game.segment_location(pt.kind, pt.turn, local),
                        });
                    }
                }
            }
        }
        out
    }

    /// Checks the answer of `player` to the wagon decision: moving it on to `to`, or keeping
    /// it (`None`).
    pub(super) fn check_wagon_move(
        &self,
        game: &GameState,
        player: Seat,
        to: Option<Spot>,
    ) -> Result<(), IllegalMove> {
        let Some((owner, from)) = self.freed.next() else {
            return Err(rule(
                "no-wagon-waiting",
                Text::new("abbey-and-mayor.rule.no-wagon-waiting"),
            ));
        };
        if owner != player {
            return Err(rule(
                "not-your-wagon",
                Text::new("abbey-and-mayor.rule.not-your-wagon"),
            ));
        }
        let Some(to) = to else {
            return Ok(());
        };
        if to.at.x.abs_diff(from.x) > 1 || to.at.y.abs_diff(from.y) > 1 {
            return Err(rule(
                "wagon-too-far",
                Text::new("abbey-and-mayor.rule.wagon-too-far").at("at", from),
            ));
        }
        // A feature may be named by any of its sides on that tile.
        let named = game.resolve_spot(&to)?;
        let target = AbbeyAndMayor::targets(game, from)
            .iter()
            .any(|s| game.resolve_spot(s).is_ok_and(|r| r == named));
        if !target {
            return Err(rule(
                "wagon-no-target",
                Text::new("abbey-and-mayor.rule.wagon-no-target").spot("spot", to),
            ));
        }
        Ok(())
    }

    /// Plays the checked answer of `player` to the wagon decision.
    pub(super) fn play_wagon_move(&mut self, ctx: &mut Ctx, player: Seat, to: Option<Spot>) {
        self.freed.done(player);
        match to.and_then(|s| ctx.game().resolve_spot(&s).ok().map(|r| (s, r))) {
            Some((spot, (tile, local))) => {
                ctx.add_follower_of(player, self.wagon, tile, local);
                ctx.emit(player, Some(spot), AbbeyMayorEvent::WagonMoved);
            }
            None => ctx.emit(player, None, AbbeyMayorEvent::WagonKept),
        }
    }

    /// What `player`'s wagon in reserve is worth to a bot now, in points (a wagon on the board
    /// is valued through the score its feature would bring).
    pub(super) fn wagon_value(&self, game: &GameState, player: Seat) -> f32 {
        let left = (game.pile_len() as f32 / 36.0).min(1.0);
        f32::from(game.supply_of(player, self.wagon)) * WAGON_RESERVE_VALUE * left
    }
}
