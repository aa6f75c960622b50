//! Capture after a floor: the followers in range (on tiles and on tower tops), the decision,
//! prisoners, and their exchange whenever two players hold one of each other's.

use smallvec::SmallVec;

use super::range::tiles_in_range;
use super::{rule, Target, TowerEvent, TowerMove, Towers};
use crate::expansion::context::Ctx;
use crate::expansion::Moves;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;

impl Towers {
    /// Appends the choices of the pending capture: pass, or one follower in range.
    pub(super) fn capture_moves(&self, game: &GameState, out: &mut Moves<Towers>) {
        let Some((_, tower)) = self.capturing else {
            return;
        };
        out.push(TowerMove::Pass);
        let board = game.board();
        for t in self.targets(game, tower) {
            let spot = match t.local {
                None => Towers::tower_spot(game, t.tile),
                Some(local) => {
                    let pt = &board.tiles()[t.tile as usize];
                    Spot {
                        at: pt.pos,
                        corner: pt.turn.corner(),
                        location: game.placed_location(t.tile, local),
                    }
                }
            };
            out.push(TowerMove::Capture {
                follower: spot,
                owner: t.owner,
                on_top: t.local.is_none(),
            });
        }
    }

    /// What a capture from tower `tower` may take: followers on tiles in range and, when the
    /// option allows it, followers on the tops of towers in range.
    pub(super) fn targets(&self, game: &GameState, tower: usize) -> Vec<Target> {
        let board = game.board();
        let t = self.towers[tower];
        let at = board.tiles()[t.tile as usize].pos;
        let tiles = tiles_in_range(board, at, t.height, self.counting);
        // The followers on tiles in range, by the tile's place in the range, then in board
        // order (one pass over the followers, not one per tile).
        let mut hits: SmallVec<[(usize, usize); 16]> = board
            .followers()
            .iter()
            .enumerate()
            // A follower in a feature a module holds (a castle's lord) is out of reach.
            .filter(|(_, f)| !game.is_held(board.feature_of(f)))
            .filter_map(|(i, f)| tiles.iter().position(|&t| t == f.tile).map(|r| (r, i)))
            .collect();
        hits.sort_unstable();
        let mut out: Vec<Target> = Vec::new();
        for (r, i) in hits {
            let f = &board.followers()[i];
            let target = Target {
                tile: tiles[r],
                local: Some(board.follower_local(f)),
                owner: f.player,
            };
            if !out.contains(&target) {
                out.push(target);
            }
        }
        if self.top_capturable {
            for other in &self.towers {
                if let Some(owner) = other.top.filter(|_| tiles.contains(&other.tile)) {
                    out.push(Target {
                        tile: other.tile,
                        local: None,
                        owner,
                    });
                }
            }
        }
        out
    }

    /// The follower a capture names: at `spot` (on a tower's top when `top`) of `owner`;
    /// whether one stands there.
    pub(super) fn named(
        &self,
        game: &GameState,
        spot: Spot,
        owner: Seat,
        top: bool,
    ) -> Result<(Target, bool), IllegalMove> {
        if top {
            let tile =
                game.board()
                    .tile_at(spot.at, spot.corner)
                    .ok_or(IllegalMove::NoSuchTile {
                        at: spot.at,
                        corner: spot.corner,
                    })?;
            let there = self
                .tower_at(tile)
                .is_some_and(|i| self.towers[i].top == Some(owner));
            return Ok((
                Target {
                    tile,
                    local: None,
                    owner,
                },
                there,
            ));
        }
        let (tile, local) = game.resolve_spot(&spot)?;
        let board = game.board();
        let there = board.followers_on(tile).any(|i| {
            let f = &board.followers()[i];
            f.player == owner && board.follower_local(f) == local
        });
        Ok((
            Target {
                tile,
                local: Some(local),
                owner,
            },
            there,
        ))
    }

    /// The tower `player` captures from, when the pending capture is theirs.
    pub(super) fn check_capturing(&self, player: Seat) -> Result<usize, IllegalMove> {
        match self.capturing {
            Some((p, tower)) if p == player => Ok(tower),
            _ => Err(rule("not-capturing", Text::new("tower.rule.not-capturing"))),
        }
    }

    /// Checks a capture of `player` of `owner`'s follower at `spot` (on a tower's top when
    /// `top`): the capture must be theirs, the follower there and in range.
    pub(super) fn check_capture(
        &self,
        game: &GameState,
        player: Seat,
        spot: Spot,
        owner: Seat,
        top: bool,
    ) -> Result<(), IllegalMove> {
        let tower = self.check_capturing(player)?;
        if top && !self.top_capturable {
            return Err(rule(
                "top-not-capturable",
                Text::new("tower.rule.top-not-capturable"),
            ));
        }
        let (wanted, there) = self.named(game, spot, owner, top)?;
        if !there {
            return Err(rule(
                "no-follower-there",
                Text::new(if top {
                    "tower.rule.no-follower-on-top"
                } else {
                    "tower.rule.no-follower-there"
                })
                .player("owner", owner)
                .spot("spot", spot),
            ));
        }
        if !self.targets(game, tower).contains(&wanted) {
            let t = &self.towers[tower];
            return Err(rule(
                "out-of-range",
                Text::new("tower.rule.out-of-range")
                    .player("owner", owner)
                    .at("at", spot.at)
                    .at("tower", game.board().tiles()[t.tile as usize].pos)
                    .num("height", t.height),
            ));
        }
        Ok(())
    }

    /// `captor` takes the follower of the checked capture: a prisoner, or back to supply when
    /// it is the captor's own; a tower's top reopens; then prisoners are exchanged.
    pub(super) fn play_capture(
        &mut self,
        ctx: &mut Ctx,
        captor: Seat,
        spot: Spot,
        owner: Seat,
        top: bool,
    ) {
        let Ok((target, true)) = self.named(ctx.game(), spot, owner, top) else {
            return;
        };
        let prisoner = owner != captor;
        ctx.emit(
            captor,
            Some(spot),
            TowerEvent::Captured {
                owner,
                top,
                prisoner,
            },
        );
        match target.local {
            None => {
                let Some(i) = self.tower_at(target.tile) else {
                    return;
                };
                self.towers[i].top = None;
                let kind = self.towers[i].top_kind;
                if owner == captor {
                    ctx.give_follower_of(owner, kind);
                } else {
                    self.prisoners[captor][owner].add(kind);
                }
            }
            Some(local) => {
                let board = ctx.board();
                let Some(i) = board.followers_on(target.tile).find(|&i| {
                    let f = &board.followers()[i];
                    f.player == owner && board.follower_local(f) == local
                }) else {
                    return;
                };
                if owner == captor {
                    ctx.return_follower(i);
                } else {
                    let f = ctx.take_follower(i);
                    self.prisoners[captor][owner].add(f.kind);
                }
            }
        }
        self.exchange(ctx);
    }

    /// Swaps prisoners back while two players each hold one of the other.
    pub(super) fn exchange(&mut self, ctx: &mut Ctx) {
        let n = ctx.game().players();
        for a in Seat::all(n) {
            for b in Seat::all(n).skip(a.index() + 1) {
                while let (Some(of_b), Some(of_a)) = (
                    self.prisoners[a][b].strongest(),
                    self.prisoners[b][a].strongest(),
                ) {
                    self.prisoners[a][b].take(of_b);
                    self.prisoners[b][a].take(of_a);
                    ctx.give_follower_of(b, of_b);
                    ctx.give_follower_of(a, of_a);
                    ctx.emit(a, None, TowerEvent::Exchanged { with: b });
                }
            }
        }
    }
}
