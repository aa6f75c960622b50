//! Flocks: the bag's draws, a shepherd placed with its first token, a flock grown or scattered
//! by a wolf, and flocks driven to the stable, which scores them.

use rand::Rng;

use super::{HillsAndSheep, HomeReason, SheepEvent, Shepherd, PRINTED_SHEEP_POINTS, WOLF};
use crate::board::{Board, FeatureId};
use crate::expansion::context::Ctx;
use crate::geometry::SpacePos;
use crate::scoring::ScoreEvent;
use crate::seat::{Seat, SeatSet};
use crate::state::Spot;
use crate::text::Text;
use crate::tiles::FeatureKind;

impl HillsAndSheep {
    /// Draws a token: `Some(n)` for n sheep, `None` for a wolf (which goes straight back).
    fn draw(&mut self, ctx: &mut Ctx) -> Option<u8> {
        if let Some(kind) = self.scripted.take() {
            if kind == WOLF {
                return None;
            }
            self.bag[kind] -= 1;
            return Some(kind as u8 + 1);
        }
        let total: u32 = self.bag.iter().map(|&n| u32::from(n)).sum();
        let mut r = ctx.rng().random_range(0..total.max(1));
        for (kind, &n) in self.bag.iter().enumerate() {
            if r < u32::from(n) {
                if kind == WOLF {
                    return None;
                }
                self.bag[kind] -= 1;
                return Some(kind as u8 + 1);
            }
            r -= u32::from(n);
        }
        None
    }

    /// The players whose shepherd stands in field `root`.
    pub(super) fn shepherds_in(&self, board: &Board, root: FeatureId) -> SeatSet {
        self.shepherds
            .iter()
            .filter(|(_, s)| s.is_some_and(|s| board.feature(s.tile, s.local) == root))
            .map(|(p, _)| p)
            .collect()
    }

    /// Sends the shepherds in `players` home with their tokens back to the bag.
    pub(super) fn send_home(&mut self, ctx: &mut Ctx, players: SeatSet, reason: HomeReason) {
        for p in players.iter() {
            if let Some(s) = self.shepherds[p].take() {
                for (kind, &n) in s.flock.iter().enumerate() {
                    self.bag[kind] += n;
                }
                ctx.emit(p, None, SheepEvent::ShepherdHome { reason });
            }
        }
    }

    /// Drives every flock in field `root` to the stable.
    pub(super) fn stable(&mut self, ctx: &mut Ctx, root: FeatureId, why: &'static str) {
        let board = ctx.board();
        let owners = self.shepherds_in(board, root);
        if owners.is_empty() {
            return;
        }
        let sheep: u32 = owners
            .iter()
            .filter_map(|p| self.shepherds[p].map(|s| s.sheep()))
            .sum();
        let printed = self.printed_sheep_in(board, root);
        let value = sheep + PRINTED_SHEEP_POINTS * printed;
        let first = owners
            .iter()
            .next()
            .and_then(|p| self.shepherds[p])
            .map_or(SpacePos::new(0, 0), |s| board.tiles()[s.tile as usize].pos);
        let detail = Text::new("hills-and-sheep.score")
            .num("sheep", sheep)
            .maybe(
                "printed",
                (printed > 0).then(|| {
                    Text::new("hills-and-sheep.score.printed")
                        .num("n", printed)
                        .num("each", PRINTED_SHEEP_POINTS)
                }),
            )
            .text("why", Text::new(why));
        let score = ScoreEvent::expansion_score(
            FeatureKind::Field,
            first,
            ctx.game().scoring_rules(),
            owners,
            value,
            detail,
        );
        ctx.pay(score);
        self.send_home(ctx, owners, HomeReason::Stable);
    }

    /// `player` puts their checked shepherd on the field at `field` of the tile just placed
    /// and draws its first token.
    pub(super) fn play_shepherd(&mut self, ctx: &mut Ctx, player: Seat, field: Spot) {
        let board = ctx.board();
        let Some(tile) = board.tiles().len().checked_sub(1) else {
            return;
        };
        let tile = tile as u16;
        let pt = &board.tiles()[tile as usize];
        let Ok(local) = ctx
            .game()
            .follower_segment(pt.kind, pt.turn, field.location)
        else {
            return;
        };
        self.just_placed = Some(player);
        let token = self.draw(ctx);
        if let Some(n) = token {
            let mut flock = [0u8; 4];
            flock[n as usize - 1] = 1;
            self.shepherds[player] = Some(Shepherd { tile, local, flock });
        }
        let sheep = token.unwrap_or(0);
        let wolf = token.is_none();
        ctx.emit(
            player,
            Some(field),
            SheepEvent::ShepherdPlaced { sheep, wolf },
        );
    }

    /// `player` grows the flock: sheep join it, or a wolf scatters every flock of its field.
    pub(super) fn grow(&mut self, ctx: &mut Ctx, player: Seat) {
        let Some(s) = self.shepherds[player] else {
            return;
        };
        let root = ctx.board().feature(s.tile, s.local);
        match self.draw(ctx) {
            Some(sheep) => {
                if let Some(s) = self.shepherds[player].as_mut() {
                    s.flock[sheep as usize - 1] += 1;
                }
                ctx.emit(player, None, SheepEvent::FlockGrew { sheep });
            }
            None => {
                ctx.emit(player, None, SheepEvent::Wolf);
                let owners = self.shepherds_in(ctx.board(), root);
                self.send_home(ctx, owners, HomeReason::Wolf);
            }
        }
    }
}
