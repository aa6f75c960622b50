//! The figure step: a floor on an empty foundation or an open tower anywhere (the tile just
//! placed included), or a follower from supply on top of an open tower, which closes it.

use smallvec::SmallVec;

use super::{rule, TowerEvent, TowerMove, Towers};
use crate::board::FollowerKind;
use crate::expansion::context::Ctx;
use crate::expansion::{Moves, Placing};
use crate::geometry::Location;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;

impl Towers {
    /// The `floor` and `top` moves of `player` placing the tile as `placing` says.
    pub(super) fn figure_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<Towers>,
    ) {
        let floors = self.floors[player] > 0;
        let mut kinds = game.ready_kinds(player).peekable();
        if !floors && kinds.peek().is_none() {
            return;
        }
        let kinds: SmallVec<[FollowerKind; 4]> = kinds.collect();
        if floors && self.has_foundation(game, placing.tile) {
            out.push(TowerMove::Floor {
                tower: Spot {
                    at: placing.at,
                    corner: placing.turn.corner(),
                    location: Location::Centre,
                },
            });
        }
        for t in self.towers.iter().filter(|t| t.top.is_none()) {
            let tower = Towers::tower_spot(game, t.tile);
            if floors {
                out.push(TowerMove::Floor { tower });
            }
            if t.height > 0 {
                for &kind in &kinds {
                    out.push(TowerMove::Top { tower, kind });
                }
            }
        }
    }

    /// The tower a `floor` or `top` move aims at: `Ok(None)` for the foundation of the tile
    /// being placed.
    pub(super) fn aimed_tower(
        &self,
        game: &GameState,
        placing: Placing,
        target: Spot,
    ) -> Result<Option<usize>, IllegalMove> {
        if target.location != Location::Centre {
            return Err(rule(
                "tower-at-centre",
                Text::new("tower.rule.tower-at-centre").location("location", target.location),
            ));
        }
        if placing.holds(target) {
            return if self.has_foundation(game, placing.tile) {
                Ok(None)
            } else {
                Err(rule(
                    "no-foundation",
                    Text::new("tower.rule.no-foundation-placed").at("at", placing.at),
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

    /// Checks a floor (`top` = `None`) or a follower of kind `top` on the tower at `target`,
    /// of `player` placing the tile as `placing` says.
    pub(super) fn check_figure(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        target: Spot,
        top: Option<FollowerKind>,
    ) -> Result<(), IllegalMove> {
        let tower = self
            .aimed_tower(game, placing, target)?
            .map(|i| self.towers[i]);
        if tower.is_some_and(|t| t.top.is_some()) {
            return Err(rule(
                "tower-closed",
                Text::new("tower.rule.tower-closed").at("at", target.at),
            ));
        }
        let Some(kind) = top else {
            if self.floors[player] == 0 {
                return Err(rule("no-floor-left", Text::new("tower.rule.no-floor-left")));
            }
            return Ok(());
        };
        if tower.is_none_or(|t| t.height == 0) {
            return Err(rule(
                "empty-foundation",
                Text::new("tower.rule.empty-foundation").at("at", target.at),
            ));
        }
        game.ready_kind(player, kind)
    }

    /// The tower a checked `floor` or `top` move aims at (the placed tile is on the board).
    pub(super) fn tower_of_move(&mut self, game: &GameState, target: Spot) -> Option<usize> {
        let tile = game.board().tile_at(target.at, target.corner)?;
        self.register(game, tile)
    }

    /// Puts a floor of `player` on the tower at `target`; a capture follows when a follower
    /// stands in range.
    pub(super) fn play_floor(&mut self, ctx: &mut Ctx, player: Seat, target: Spot) {
        let Some(i) = self.tower_of_move(ctx.game(), target) else {
            return;
        };
        self.floors[player] -= 1;
        self.towers[i].height += 1;
        let height = self.towers[i].height;
        ctx.emit(player, Some(target), TowerEvent::FloorPlaced { height });
        if !self.targets(ctx.game(), i).is_empty() {
            self.capturing = Some((player, i));
        }
    }

    /// Puts a follower of `player` of kind `kind` from supply on top of the tower at
    /// `target`: closed.
    pub(super) fn play_top(&mut self, ctx: &mut Ctx, player: Seat, target: Spot, kind: FollowerKind) {
        let Some(i) = self.tower_of_move(ctx.game(), target) else {
            return;
        };
        ctx.hold_follower_of(player, kind);
        self.towers[i].top = Some(player);
        self.towers[i].top_kind = kind;
        let height = self.towers[i].height;
        ctx.emit(player, Some(target), TowerEvent::TopPlaced { height });
    }
}
