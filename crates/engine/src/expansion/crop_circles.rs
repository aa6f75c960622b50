//! The universal crop circle (`halflings.md` §6): after a turn with a crop-circle tile, the
//! active player names a follower kind — knight (city), highwayman (road) or farmer (field) —
//! and an action every player carries out, the player to the left first and the active player
//! last:
//!
//! * **A:** a player *may* take a follower from supply and put it beside one of theirs of that
//!   kind (the same feature of the same tile);
//! * **B:** a player *must* return one of their followers of that kind.
//!
//! A player with no follower of that kind on the board (or, for A, none in supply) does
//! nothing. It acts when the halflings' symbols act.

use super::{Decision, Expansion, ExpansionMove, Hooks, Placed};
use crate::game::{Event, GameState, IllegalMove, Move, Spot};
use crate::rules::{CropAction, FollowerKind};
use crate::tiles::Symbols;

/// Where a crop circle's decisions stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pending {
    /// `active` names the kind and action.
    Naming { active: u8 },
    /// `actor` carries out `action` on followers of `kind`; `active` played the crop circle.
    Acting {
        active: u8,
        kind: FollowerKind,
        action: CropAction,
        actor: u8,
    },
}

/// The crop-circle rule and its pending decisions.
#[derive(Clone, Debug, Default)]
pub struct CropCircles {
    pending: Option<Pending>,
}

impl CropCircles {
    /// The next actor after `from` (left of `active` first, `active` last), or `None` when
    /// everybody has acted.
    fn next_actor(
        game: &GameState,
        active: u8,
        from: Option<u8>,
        kind: FollowerKind,
        action: CropAction,
    ) -> Option<u8> {
        let n = game.players();
        let start = match from {
            None => 1,
            Some(a) => {
                let offset = (a + n - active) % n;
                if offset == 0 {
                    return None;
                }
                offset + 1
            }
        };
        (start..=n).map(|o| (active + o) % n).find(|&p| {
            game.followers_of_kind(p, kind).next().is_some()
                && (action == CropAction::B || game.supply(p) > 0)
        })
    }

    /// Moves on to the next actor after `from`, or ends the crop circle.
    fn advance(
        &mut self,
        game: &GameState,
        active: u8,
        from: Option<u8>,
        kind: FollowerKind,
        action: CropAction,
    ) {
        self.pending = CropCircles::next_actor(game, active, from, kind, action).map(|actor| {
            Pending::Acting {
                active,
                kind,
                action,
                actor,
            }
        });
    }

    /// The tile and local segment of `player`'s follower of `kind` at `spot`.
    fn own_follower(
        game: &GameState,
        player: u8,
        kind: FollowerKind,
        spot: &Spot,
    ) -> Result<(u16, u8, usize), IllegalMove> {
        let (tile, local) = game
            .resolve_spot(spot)
            .map_err(|e| IllegalMove::Expansion(format!("crop circle: {e}")))?;
        let i = game
            .find_follower(player, kind, tile, local)
            .ok_or_else(|| {
                IllegalMove::Expansion(
                    format!(
                        "crop circle: you have no {kind:?} at {} {}",
                        spot.at, spot.location
                    )
                    .to_lowercase(),
                )
            })?;
        Ok((tile, local, i))
    }
}

impl Expansion for CropCircles {
    fn id(&self) -> &'static str {
        "crop-circles"
    }

    fn hooks(&self) -> Hooks {
        Hooks::AFTER_SCORING.and(Hooks::DECISIONS)
    }

    fn symbols(&self) -> Symbols {
        Symbols {
            crop_circle: true,
            ..Symbols::default()
        }
    }

    fn after_scoring(&mut self, game: &mut GameState, placed: Placed, _events: &mut Vec<Event>) {
        let kind = game.board().tiles()[placed.tile as usize].kind;
        if game.catalog().def(kind).symbols.crop_circle {
            self.pending = Some(Pending::Naming {
                active: placed.player,
            });
        }
    }

    fn pending(&self) -> Option<(u8, Decision)> {
        match self.pending? {
            Pending::Naming { active } => Some((active, Decision::CropCircle)),
            Pending::Acting {
                kind,
                action,
                actor,
                ..
            } => Some((actor, Decision::CropAction { kind, action })),
        }
    }

    fn pending_moves(&self, game: &GameState, out: &mut Vec<Move>) {
        match self.pending {
            None => {}
            Some(Pending::Naming { .. }) => {
                for kind in FollowerKind::ALL {
                    for action in [CropAction::A, CropAction::B] {
                        out.push(Move::Expansion(ExpansionMove::CropCircle { kind, action }));
                    }
                }
            }
            Some(Pending::Acting {
                kind,
                action,
                actor,
                ..
            }) => {
                if action == CropAction::A {
                    out.push(Move::Expansion(ExpansionMove::CropPass));
                }
                let mut seen: Vec<(u16, u8)> = Vec::new();
                let board = game.board();
                for i in game.followers_of_kind(actor, kind) {
                    let f = board.followers()[i];
                    let key = (f.tile, board.follower_local(&f));
                    if seen.contains(&key) {
                        continue;
                    }
                    seen.push(key);
                    let spot = game.follower_spot(&f);
                    out.push(Move::Expansion(if action == CropAction::A {
                        ExpansionMove::CropAdd(spot)
                    } else {
                        ExpansionMove::CropReturn(spot)
                    }));
                }
            }
        }
    }

    fn check(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Option<Result<(), IllegalMove>> {
        let wrong = |what: &str| {
            Err(IllegalMove::WrongPhase(format!(
                "{what} is not possible now"
            )))
        };
        Some(match (*mv, self.pending) {
            (ExpansionMove::CropCircle { .. }, Some(Pending::Naming { .. })) => Ok(()),
            (ExpansionMove::CropCircle { .. }, _) => wrong("naming a crop-circle action"),
            (
                ExpansionMove::CropPass,
                Some(Pending::Acting {
                    action: CropAction::A,
                    ..
                }),
            ) => Ok(()),
            (
                ExpansionMove::CropAdd(spot),
                Some(Pending::Acting {
                    kind,
                    action: CropAction::A,
                    ..
                }),
            )
            | (
                ExpansionMove::CropReturn(spot),
                Some(Pending::Acting {
                    kind,
                    action: CropAction::B,
                    ..
                }),
            ) => CropCircles::own_follower(game, player, kind, &spot).map(|_| ()),
            (
                ExpansionMove::CropPass | ExpansionMove::CropAdd(_) | ExpansionMove::CropReturn(_),
                _,
            ) => wrong("this crop-circle action"),
            _ => return None,
        })
    }

    fn play(
        &mut self,
        game: &mut GameState,
        player: u8,
        mv: &ExpansionMove,
        events: &mut Vec<Event>,
    ) -> bool {
        let who = player + 1;
        match (*mv, self.pending) {
            (ExpansionMove::CropCircle { kind, action }, Some(Pending::Naming { active })) => {
                events.push(Event::Expansion {
                    player,
                    text: format!("P{who} names crop circle {kind:?} / {action:?}"),
                });
                self.advance(game, active, None, kind, action);
            }
            (
                ExpansionMove::CropPass,
                Some(Pending::Acting {
                    active,
                    kind,
                    action,
                    actor,
                }),
            ) => {
                events.push(Event::Expansion {
                    player,
                    text: format!("P{who} adds nothing"),
                });
                self.advance(game, active, Some(actor), kind, action);
            }
            (
                ExpansionMove::CropAdd(spot) | ExpansionMove::CropReturn(spot),
                Some(Pending::Acting {
                    active,
                    kind,
                    action,
                    actor,
                }),
            ) => {
                if let Ok((tile, local, i)) = CropCircles::own_follower(game, actor, kind, &spot) {
                    if action == CropAction::A {
                        game.add_follower(actor, tile, local);
                        events.push(Event::Expansion {
                            player: actor,
                            text: format!(
                                "P{who} adds a follower at {} {}",
                                spot.at, spot.location
                            ),
                        });
                    } else {
                        game.return_follower(i, events);
                    }
                }
                self.advance(game, active, Some(actor), kind, action);
            }
            (
                ExpansionMove::CropCircle { .. }
                | ExpansionMove::CropPass
                | ExpansionMove::CropAdd(_)
                | ExpansionMove::CropReturn(_),
                _,
            ) => {}
            _ => return false,
        }
        true
    }
}
