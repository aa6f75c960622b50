//! The figure step: a floor on an empty foundation or an open tower anywhere (the tile just
//! placed included), or a follower from supply on top of an open tower, which closes it.

use super::{event, rule, Towers, FLOOR, FLOOR_PLACED, MODULE, TOP, TOP_PLACED};
use crate::board::FollowerKind;
use crate::expansion::context::Ctx;
use crate::expansion::types::ExpansionMove;
use crate::geometry::{Location, SpacePos, Turn};
use crate::state::{GameState, IllegalMove, Move, Spot};
use crate::text::Text;
use crate::tiles::TileKind;

impl Towers {
    /// Appends the `floor` and `top` moves of `player` placing `tile` at `at` as `turn`.
    pub(super) fn figure_moves(
        &self,
        game: &GameState,
        player: u8,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        out: &mut Vec<Move>,
    ) {
        let floors = self.floors[player as usize] > 0;
        let kinds: Vec<u16> = game.ready_kinds(player).map(|k| u16::from(k.0)).collect();
        if !floors && kinds.is_empty() {
            return;
        }
        let mv = |action: u8, spot: Spot, arg: u16| {
            Move::Expansion(
                ExpansionMove::new(MODULE, action)
                    .placing(at, turn)
                    .at(spot)
                    .with_arg(arg),
            )
        };
        if floors && self.has_foundation(game, tile) {
            out.push(mv(
                FLOOR,
                Spot {
                    at,
                    corner: turn.corner(),
                    location: Location::Centre,
                },
                0,
            ));
        }
        for t in self.towers.iter().filter(|t| t.top.is_none()) {
            let spot = Towers::tower_spot(game, t.tile);
            if floors {
                out.push(mv(FLOOR, spot, 0));
            }
            if t.height > 0 {
                for &kind in &kinds {
                    out.push(mv(TOP, spot, kind));
                }
            }
        }
    }

    /// The tower a `floor` or `top` move aims at: `Ok(None)` for the foundation of the tile
    /// being placed (at `at` as `turn`).
    pub(super) fn aimed_tower(
        &self,
        game: &GameState,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        target: Spot,
    ) -> Result<Option<usize>, IllegalMove> {
        if target.location != Location::Centre {
            return Err(rule(
                "tower-at-centre",
                Text::new("tower.rule.tower-at-centre").location("location", target.location),
            ));
        }
        if target.at == at && target.corner == turn.corner() {
            return if self.has_foundation(game, tile) {
                Ok(None)
            } else {
                Err(rule(
                    "no-foundation",
                    Text::new("tower.rule.no-foundation-placed").at("at", at),
                ))
            };
        }
        game.board()
            .tile_at(target.at, target.corner)
            .and_then(|t| self.tower_at(t))
            .map(Some)
            .ok_or_else(|| {
                rule(
                    "no-foundation",
                    Text::new("tower.rule.no-foundation").at("at", target.at),
                )
            })
    }

    /// Checks a `floor` or `top` move of `player` with the current tile's placement.
    pub(super) fn check_figure(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        let Some((at, turn, target, tile)) = mv.aimed_placement(game) else {
            return Err(rule(
                "tower-with-placement",
                Text::new("tower.rule.tower-with-placement"),
            ));
        };
        let tower = self
            .aimed_tower(game, tile, at, turn, target)?
            .map(|i| self.towers[i]);
        if tower.is_some_and(|t| t.top.is_some()) {
            return Err(rule(
                "tower-closed",
                Text::new("tower.rule.tower-closed").at("at", target.at),
            ));
        }
        if mv.action == FLOOR {
            if self.floors[player as usize] == 0 {
                return Err(rule("no-floor-left", Text::new("tower.rule.no-floor-left")));
            }
            return Ok(());
        }
        if tower.is_none_or(|t| t.height == 0) {
            return Err(rule(
                "empty-foundation",
                Text::new("tower.rule.empty-foundation").at("at", target.at),
            ));
        }
        game.ready_kind(player, mv.arg).map(|_| ())
    }

    /// The tower a checked `floor` or `top` move aims at (the placed tile is on the board).
    pub(super) fn tower_of_move(&mut self, game: &GameState, target: Spot) -> Option<usize> {
        let tile = game.board().tile_at(target.at, target.corner)?;
        self.register(game, tile)
    }

    /// Puts a floor of `player` on the tower at `target`; a capture follows when a follower
    /// stands in range.
    pub(super) fn play_floor(&mut self, ctx: &mut Ctx, player: u8, target: Spot) {
        let Some(i) = self.tower_of_move(ctx.game(), target) else {
            return;
        };
        self.floors[player as usize] -= 1;
        self.towers[i].height += 1;
        let height = self.towers[i].height;
        ctx.report(event(player, FLOOR_PLACED, Some(target), i32::from(height)));
        if !self.targets(ctx.game(), i).is_empty() {
            self.capturing = Some((player, i));
        }
    }

    /// Puts a follower of `player` of the kind `arg` names from supply on top of the tower at
    /// `target`: closed.
    pub(super) fn play_top(&mut self, ctx: &mut Ctx, player: u8, target: Spot, arg: u16) {
        let (Some(i), Some(kind)) = (
            self.tower_of_move(ctx.game(), target),
            FollowerKind::from_arg(arg),
        ) else {
            return;
        };
        ctx.hold_follower_of(player, kind);
        self.towers[i].top = Some(player);
        self.towers[i].top_kind = kind;
        let height = self.towers[i].height;
        ctx.report(event(player, TOP_PLACED, Some(target), i32::from(height)));
    }
}
