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

mod moves;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, Moves, Placing};
use super::registry::{no_symbol_arg, ExpansionInfo, SymbolSpec};
use super::types::{ExpansionRule, SymbolId};
use crate::rules::RulesVersion;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use moves::legacy_move;
pub use moves::{CropAction, CropDecision, CropEvent, CropMove, FollowerKind};

/// The expansion's id in a setup.
pub const ID: &str = "crop-circles";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 10;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["crop"],
    name: "Crop circles",
    summary: "the Halflings crop circle: a follower kind and an action every player carries out",
    with_active_symbols: true,
    symbols: &[SymbolSpec {
        name: "crop circle",
        summary: "after the turn, name a follower kind and action A (add) or B (return)",
        check_arg: no_symbol_arg,
    }],
    words: crate::words_files!("words"),
    legacy_move,
    ..ExpansionInfo::new(&Typed::<CropCircles>::CODEC)
};

/// The crop circle's options: it has none.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct CropOptions {}

/// Where a crop circle's decisions stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pending {
    /// `active` names the kind and action.
    Naming { active: Seat },
    /// `actor` carries out `action` on followers of `kind`; `active` played the crop circle.
    Acting {
        active: Seat,
        kind: FollowerKind,
        action: CropAction,
        actor: Seat,
    },
}

/// The crop-circle rule and its pending decisions.
#[derive(Clone, Debug)]
pub struct CropCircles {
    pending: Option<Pending>,
    symbol: Option<SymbolId>,
}

impl CropCircles {
    fn fresh() -> CropCircles {
        CropCircles {
            pending: None,
            symbol: SymbolId::of(INFO.symbols[0].name),
        }
    }

    /// The next actor after `from` (left of `active` first, `active` last), or `None` when
    /// everybody has acted.
    fn next_actor(
        game: &GameState,
        active: Seat,
        from: Option<Seat>,
        kind: FollowerKind,
        action: CropAction,
    ) -> Option<Seat> {
        let n = game.players();
        let start = match from {
            None => 1,
            Some(a) => {
                let offset = (a.number() + n - active.number()) % n;
                if offset == 0 {
                    return None;
                }
                offset + 1
            }
        };
        (start..=n).map(|o| active.after(o, n)).find(|&p| {
            game.followers_in(p, kind.feature()).next().is_some()
                && (action == CropAction::B || game.supply(p) > 0)
        })
    }

    /// Moves on to the next actor after `from`, or ends the crop circle.
    fn advance(
        &mut self,
        game: &GameState,
        active: Seat,
        from: Option<Seat>,
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

    /// The tile and local segment of `player`'s follower of `kind` at `spot`, and its index.
    fn own_follower(
        game: &GameState,
        player: Seat,
        kind: FollowerKind,
        spot: &Spot,
    ) -> Result<(u16, u8, usize), IllegalMove> {
        let (tile, local) = game.resolve_spot(spot)?;
        let i = game
            .find_follower(player, kind.feature(), tile, local)
            .ok_or_else(|| ExpansionRule {
                module: ID,
                rule: "not-your-follower",
                message: Text::new("crop-circles.rule.not-your-follower")
                    .text("kind", kind.text())
                    .spot("spot", *spot),
            })?;
        Ok((tile, local, i))
    }
}

fn wrong(attempted: &'static str) -> IllegalMove {
    IllegalMove::WrongPhase {
        attempted,
        phase: "crop-circles.phase.pending",
    }
}

impl Module for CropCircles {
    type Move = CropMove;
    type Decision = CropDecision;
    type Event = CropEvent;
    type Options = CropOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<CropCircles> = HookTable::new()
        .after_scoring(CropCircles::after_scoring)
        .pending(CropCircles::pending)
        .pending_moves(CropCircles::pending_moves);

    fn new(_options: CropOptions, _rules: RulesVersion) -> CropCircles {
        CropCircles::fresh()
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &CropMove,
        _placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, self.pending) {
            (CropMove::Name { .. }, Some(Pending::Naming { .. })) => Ok(()),
            (CropMove::Name { .. }, _) => Err(wrong("crop-circles.attempt.name")),
            (
                CropMove::Pass,
                Some(Pending::Acting {
                    action: CropAction::A,
                    ..
                }),
            ) => Ok(()),
            (
                CropMove::Add { follower },
                Some(Pending::Acting {
                    kind,
                    action: CropAction::A,
                    ..
                }),
            )
            | (
                CropMove::Return { follower },
                Some(Pending::Acting {
                    kind,
                    action: CropAction::B,
                    ..
                }),
            ) => CropCircles::own_follower(game, seat, kind, &follower).map(|_| ()),
            _ => Err(wrong("crop-circles.attempt.action")),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &CropMove) {
        match (*mv, self.pending) {
            (CropMove::Name { role, task }, Some(Pending::Naming { active })) => {
                ctx.emit(
                    seat,
                    None,
                    CropEvent::Named {
                        kind: role,
                        action: task,
                    },
                );
                self.advance(ctx.game(), active, None, role, task);
            }
            (
                CropMove::Pass,
                Some(Pending::Acting {
                    active,
                    kind,
                    action,
                    actor,
                }),
            ) => {
                ctx.emit(seat, None, CropEvent::Passed);
                self.advance(ctx.game(), active, Some(actor), kind, action);
            }
            (
                CropMove::Add { follower: spot } | CropMove::Return { follower: spot },
                Some(Pending::Acting {
                    active,
                    kind,
                    action,
                    actor,
                }),
            ) => {
                if let Ok((tile, local, i)) =
                    CropCircles::own_follower(ctx.game(), actor, kind, &spot)
                {
                    if action == CropAction::A {
                        ctx.add_follower(actor, tile, local);
                        ctx.emit(seat, Some(spot), CropEvent::Added);
                    } else {
                        ctx.return_follower(i);
                    }
                }
                self.advance(ctx.game(), active, Some(actor), kind, action);
            }
            _ => {}
        }
    }
}

/// The hooks.
impl CropCircles {
    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        let kind = ctx.board().tiles()[placed.tile as usize].kind;
        if self
            .symbol
            .is_some_and(|s| ctx.catalog().def(kind).symbols.has(s))
        {
            self.pending = Some(Pending::Naming {
                active: placed.player,
            });
        }
    }

    fn pending(&self) -> Option<(Seat, CropDecision)> {
        match self.pending? {
            Pending::Naming { active } => Some((active, CropDecision::CropCircle)),
            Pending::Acting {
                kind,
                action,
                actor,
                ..
            } => Some((actor, CropDecision::CropAction { kind, action })),
        }
    }

    /// The answers to the pending decision: every kind with each action; or pass (action A)
    /// and each of the actor's followers of the kind, once per feature of a tile.
    fn pending_moves(&self, game: &GameState, out: &mut Moves<CropCircles>) {
        match self.pending {
            None => {}
            Some(Pending::Naming { .. }) => {
                for role in FollowerKind::ALL {
                    for task in [CropAction::A, CropAction::B] {
                        out.push(CropMove::Name { role, task });
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
                    out.push(CropMove::Pass);
                }
                let mut seen: Vec<(u16, u8)> = Vec::new();
                let board = game.board();
                for i in game.followers_in(actor, kind.feature()) {
                    let f = board.followers()[i];
                    let key = (f.tile, board.follower_local(&f));
                    if seen.contains(&key) {
                        continue;
                    }
                    seen.push(key);
                    let follower = game.follower_spot(&f);
                    out.push(match action {
                        CropAction::A => CropMove::Add { follower },
                        CropAction::B => CropMove::Return { follower },
                    });
                }
            }
        }
    }
}
