//! Checking a move without playing it: turn, phase, and the rules of each kind of move, the
//! expansions' included.

use super::{GameState, IllegalMove, Move, Phase, Spot, Supply, MAX_TILES};
use crate::expansion::types::Refusal;
use crate::expansion::{Hooks, ModuleId};
use crate::geometry::{SpacePos, Turn};
use crate::seat::Seat;
use crate::tiles::TileKind;

impl GameState {
    /// Checks `mv` for `player` without playing it.
    ///
    /// # Errors
    /// The rule the move breaks.
    pub fn check(&self, player: Seat, mv: &Move) -> Result<(), IllegalMove> {
        let Some(expected) = self.to_move() else {
            return Err(IllegalMove::GameOver);
        };
        if player != expected {
            return Err(IllegalMove::NotYourTurn {
                expected,
                got: player,
            });
        }
        let cat = self.catalog();
        if let Move::Pick { tile } | Move::Play { tile } = *mv {
            if tile.index() >= cat.len() {
                return Err(IllegalMove::UnknownTile);
            }
        }
        let wrong = |attempted: &'static str| {
            Err(IllegalMove::WrongPhase {
                attempted,
                phase: self.phase.describe(),
            })
        };
        match (*mv, self.phase) {
            (Move::Pick { tile }, Phase::Draft) => {
                if !self.draft_pool.has(tile) {
                    return Err(IllegalMove::NotOnDraftTable {
                        tile: cat.def(tile).id.clone(),
                    });
                }
                if !self.draft_allows(player, tile) {
                    return Err(IllegalMove::DraftSetFull {
                        set: cat.def(tile).set.clone(),
                    });
                }
                Ok(())
            }
            (Move::Pick { .. }, _) => wrong("attempt.pick"),
            (Move::Draw, Phase::Choose) if self.supply == Supply::Dealt => Ok(()),
            (Move::Draw, _) => wrong("attempt.draw"),
            (Move::Play { tile }, Phase::Choose) if self.supply == Supply::Dealt => {
                if !self.players[player].hand.has(tile) {
                    return Err(IllegalMove::NotInHand {
                        tile: cat.def(tile).id.clone(),
                    });
                }
                if !self.can_place_anywhere(tile) {
                    // Where the board takes it but an expansion refuses it everywhere: the
                    // expansion's rule.
                    let mut refused = None;
                    self.board.for_each_placement(tile, |at, turn| {
                        refused = self.tile_forbidden_by(tile, at, turn);
                        refused.is_none()
                    });
                    return Err(match refused {
                        Some((module, refusal)) => refusal.of(module).into(),
                        None => IllegalMove::Unplaceable {
                            tile: cat.def(tile).id.clone(),
                        },
                    });
                }
                Ok(())
            }
            (Move::Play { .. }, _) => wrong("attempt.play"),
            (Move::Place { at, turn, follower }, Phase::Place { tile, .. }) => {
                self.check_lay(tile, at, turn)?;
                if let Some(m) = self.obliged_by(tile, at, turn) {
                    return Err(IllegalMove::MustAct { expansion: m.id() });
                }
                if let Some(location) = follower {
                    if self.players[player].supply == 0 {
                        return Err(IllegalMove::NoFollowerInSupply);
                    }
                    let seg = self.follower_segment(tile, turn, location)?;
                    if !self.free && self.board.free_segments(tile, at, turn) & (1 << seg) == 0 {
                        return Err(IllegalMove::FeatureOccupied { location });
                    }
                    if let Some(expansion) = self.follower_forbidden_by(tile, at, turn, seg) {
                        return Err(IllegalMove::FollowerForbidden {
                            expansion,
                            location,
                        });
                    }
                }
                Ok(())
            }
            (Move::Place { .. }, _) => wrong("attempt.place"),
            (Move::Expansion(em), phase) => {
                let Some(module) = self.expansions.get(em.module) else {
                    return Err(IllegalMove::ExpansionNotInGame {
                        expansion: em.module.id(),
                    });
                };
                match (em.place, phase) {
                    (Some((at, turn)), Phase::Place { tile, .. }) => {
                        self.check_lay(tile, at, turn)?;
                        if let Some(m) = self.obliged_by(tile, at, turn) {
                            if m != em.module {
                                return Err(IllegalMove::MustAct { expansion: m.id() });
                            }
                        }
                        self.check_figure_on_placed(tile, at, turn, em.module, em.aim())?;
                    }
                    (None, Phase::Expansion { decision, .. }) if decision.module == em.module => {}
                    // A free action of the player's own turn, before the tile is placed.
                    (None, Phase::Choose | Phase::Place { .. })
                        if self
                            .expansions
                            .with(Hooks::FREE_ACTIONS)
                            .any(|m| m.module() == em.module) => {}
                    (Some(_), _) => return wrong("attempt.place"),
                    (None, _) => return wrong("attempt.decision"),
                }
                module.check(self, player, &em)
            }
        }
    }

    /// Checks that `tile` may lie at `at` as `turn` on a board with room left (in a freely
    /// composed position, that there is room for it there).
    fn check_lay(&self, tile: TileKind, at: SpacePos, turn: Turn) -> Result<(), IllegalMove> {
        if self.board.tiles().len() >= MAX_TILES {
            return Err(IllegalMove::BoardFull { max: MAX_TILES });
        }
        if self.free {
            self.board.check_room(tile, at, turn)?;
            return Ok(());
        }
        self.board.check_placement(tile, at, turn)?;
        if let Some((module, refusal)) = self.tile_forbidden_by(tile, at, turn) {
            return Err(refusal.of(module).into());
        }
        Ok(())
    }

    /// Checks a figure of expansion `module` aimed at the tile being placed against the other
    /// expansions' limits on followers there.
    fn check_figure_on_placed(
        &self,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        module: ModuleId,
        target: Option<Spot>,
    ) -> Result<(), IllegalMove> {
        let Some(spot) = target.filter(|s| s.at == at && s.corner == turn.corner()) else {
            return Ok(());
        };
        if !self.expansions.any(Hooks::FOLLOWER_ALLOWED) {
            return Ok(());
        }
        // A figure that stands on no feature of the tile (a block on a printed base) is the
        // module's own to check.
        let Ok(local) = self.follower_segment(tile, turn, spot.location) else {
            return Ok(());
        };
        match self.figure_forbidden_by(tile, at, turn, local, Some(module)) {
            Some(expansion) => Err(IllegalMove::FollowerForbidden {
                expansion,
                location: spot.location,
            }),
            None => Ok(()),
        }
    }

    /// The expansion whose action placing `tile` at `at` as `turn` obliges (every other way
    /// of placing it there is refused), if one does.
    pub(crate) fn obliged_by(&self, tile: TileKind, at: SpacePos, turn: Turn) -> Option<ModuleId> {
        if !self.expansions.any(Hooks::OBLIGES) {
            return None;
        }
        self.expansions
            .with(Hooks::OBLIGES)
            .find(|m| m.obliges(self, tile, at, turn))
            .map(|m| m.module())
    }

    /// The expansion that forbids `tile` at `at` as `turn`, if one does, and its rule.
    pub(crate) fn tile_forbidden_by(
        &self,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
    ) -> Option<(ModuleId, Refusal)> {
        if !self.expansions.any(Hooks::TILE_ALLOWED) {
            return None;
        }
        self.expansions.with(Hooks::TILE_ALLOWED).find_map(|m| {
            m.allows_tile(self, tile, at, turn)
                .err()
                .map(|r| (m.module(), r))
        })
    }

    /// The expansion that forbids a follower on local segment `local` of `tile` being placed
    /// at `at` as `turn`, if one does.
    pub(crate) fn follower_forbidden_by(
        &self,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        local: u8,
    ) -> Option<&'static str> {
        self.figure_forbidden_by(tile, at, turn, local, None)
    }

    /// The expansion forbidding a figure of module `figure_of` (a follower: `None`) on local
    /// segment `local` of `tile` placed at `at` as `turn`, if one does. A module's limits on
    /// followers do not bind its own figures: it checks those itself, with its own rules.
    pub(crate) fn figure_forbidden_by(
        &self,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        local: u8,
        figure_of: Option<ModuleId>,
    ) -> Option<&'static str> {
        if !self.expansions.any(Hooks::FOLLOWER_ALLOWED) {
            return None;
        }
        self.expansions
            .with(Hooks::FOLLOWER_ALLOWED)
            .filter(|m| Some(m.module()) != figure_of)
            .find(|m| !m.allows_follower(self, tile, at, turn, local))
            .map(|m| m.module().id())
    }

    /// Whether an expansion of this game may forbid a follower somewhere.
    pub(crate) fn vetoes_followers(&self) -> bool {
        self.expansions.any(Hooks::FOLLOWER_ALLOWED)
    }

    /// Whether an expansion of this game may forbid a placement or a follower, or oblige an
    /// action, anywhere (the fast random policy asks once per move).
    pub(crate) fn has_placement_vetoes(&self) -> bool {
        self.expansions.any_of(
            Hooks::TILE_ALLOWED
                .and(Hooks::FOLLOWER_ALLOWED)
                .and(Hooks::OBLIGES),
        )
    }

    /// Whether `tile` fits somewhere, the expansions' limits included.
    pub fn can_place_anywhere(&self, tile: TileKind) -> bool {
        if !self.expansions.any(Hooks::TILE_ALLOWED) {
            return self.board.can_place(tile);
        }
        let mut found = false;
        self.board.for_each_placement(tile, |at, turn| {
            found = self.tile_forbidden_by(tile, at, turn).is_none();
            !found
        });
        found
    }
}
