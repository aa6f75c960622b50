//! The Flier / The Flying Machines (`rules/expansions/flier.md`, `halflings.md` §8): 8 land
//! tiles, each with a flying machine whose arrow points in one of eight directions, and the
//! flight die (1, 1, 2, 2, 3, 3).
//!
//! * **Flying.** Instead of a follower on the tile, a player with a follower in supply may put
//!   it on the flying machine of the flier tile just placed (the turn's figure); every kind of
//!   follower may fly ("any meeple may fly", the digest's §3): move [`FlierMove::Fly`] naming
//!   the kind (`"follower"`, `"big-follower"`, `"abbot"`). The die is
//!   rolled at once (1–3 uniformly, from the game's chance) and the flier goes that many steps
//!   in the arrow's direction (it turns with the tile); empty spaces count, a diagonal step
//!   moves one column and one row.
//! * **Landing.** Before the turn's scoring, the player chooses any incomplete feature other
//!   than a field — a road, a city or a monastery — of any tile of the target space (the
//!   square, or either triangle), even one that already holds followers, anyone's. A feature
//!   completed by the tile just placed counts as complete. Decision `landing`: move
//!   [`FlierMove::Land`] naming the feature. A figure with places of its own lands only where
//!   it may stand ([`Standing::Only`](super::registry::Standing::Only)): an abbot on a
//!   monastery (rule `land-where-it-may-not-stand`).
//! * **Crash.** When the target space is empty, or its tiles offer only fields, complete
//!   features and features the flying figure may not stand on, the follower stays in supply and
//!   nothing else is placed this turn.
//!
//! Option `distance` (`halflings.md` §8, the digest's §6): `spaces` — one step per space,
//! the 1/2021 rule and the default of `c1-2014`, `c2-2020` and `c2-2021` — or `tiles` — the
//! 10/2015 clarifications, the default of `c1-2015`: walking the line space by space, an
//! empty space, a square and a lone triangle are one step each, two triangles two steps, the
//! nearer first; on a diagonal along the line between two triangles both are equally near, and
//! the player chooses. **UNCONFIRMED**: the wiki's examples of the 10/2015 counting are marked
//! as assumptions (the digest), so the counting is an option.
//!
//! A place of another module's own where a follower of the flying kind may stand is offered
//! too ([`GameState::ground`]): an abbot may land in a garden that is not complete, and the
//! Abbot module takes it there. The figures of expansions this project does not have yet
//! (mayor, wagon, phantom) will land where their modules let them.

pub mod flight;
mod moves;
mod view;

use rand::Rng;
use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::module::{Module, Moves, Placing};
use super::options::OptionSpec;
use super::registry::{ExpansionInfo, SymbolSpec};
use super::types::{ExpansionRule, OwnPlace, SymbolId};
use crate::board::FollowerKind;
use crate::geometry::{Location, SpacePos, Turn};
use crate::rules::RulesVersion;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileDef, TileKind};
pub use flight::{reach, Direction, Distance, Reach};
use moves::place_name;
pub use moves::{CrashReason, FlierDecision, FlierEvent, FlierMove};
pub use view::FlierView;

/// The expansion's id in a setup.
pub const ID: &str = "flier";

/// The symbol of a flying machine, with its arrow's direction as argument (`"flier NW"`).
pub const SYMBOL: &str = "flier";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 60;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["flier", "fliers"],
    name: "The Flier",
    summary: "8 land tiles with a flying machine: a follower flies 1-3 spaces and lands on any incomplete road, city or monastery",
    selectable: true,
    options: &[OptionSpec::choice(
        "distance",
        "what a step of the flight is: a space (1/2021), or a tile, each triangle one (10/2015; unconfirmed details)",
        &["spaces", "tiles"],
    ).by_version(&[(RulesVersion::C1_2015, "tiles")])],
    tile_sets: &[ID],
    tile_files: &[(
        "flier.json",
        include_str!("../../../../../data/tiles/flier.json"),
    )],
    symbols: &[SymbolSpec {
        name: SYMBOL,
        summary: "a flying machine: a follower put on it flies 1-3 steps towards the arrow (N, NE, E, SE, S, SW, W or NW as the tile is printed)",
        check_arg: check_direction,
    }],
    pieces: &["flight die"],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<Flier>::CODEC)
};

/// The Flier's options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct FlierOptions {
    distance: Distance,
}

/// The symbol's argument: one of the eight directions.
fn check_direction(_def: &TileDef, arg: Option<&str>) -> Result<(), String> {
    match arg {
        Some(a) if Direction::parse(a).is_some() => Ok(()),
        Some(a) => Err(format!(
            "the arrow points N, NE, E, SE, S, SW, W or NW (got {a:?})"
        )),
        None => Err("name the arrow's direction (N, NE, E, SE, S, SW, W or NW)".into()),
    }
}

/// The refusal for the module's rule `rule`, with its message (`flier.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// A flight waiting for its player to choose where to land.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Flight {
    /// Whose follower flies.
    pub player: Seat,
    /// What kind of follower it is.
    pub kind: FollowerKind,
    /// The die's roll.
    pub roll: u8,
    /// The flier tile's space.
    pub from: SpacePos,
    /// The arrow's direction as the tile lies.
    pub direction: Direction,
    /// Where it comes down.
    pub reach: Reach,
}

/// The Flier state of a game.
#[derive(Clone, Debug)]
pub struct Flier {
    distance: Distance,
    symbol: Option<SymbolId>,
    /// The next roll, fixed by a scenario.
    scripted: Option<u8>,
    flight: Option<Flight>,
}

impl Flier {
    /// A game's state, counting the flight in `distance`.
    pub fn counting(distance: Distance) -> Flier {
        Flier {
            distance,
            symbol: SymbolId::of(SYMBOL),
            scripted: None,
            flight: None,
        }
    }

    /// How the flight's steps are counted.
    pub fn distance(&self) -> Distance {
        self.distance
    }

    /// The flight waiting for its landing, if any.
    pub fn flight(&self) -> Option<&Flight> {
        self.flight.as_ref()
    }

    /// The arrow of `tile` lying as `turn`, if it is a flier tile.
    pub fn arrow(&self, game: &GameState, tile: TileKind, turn: Turn) -> Option<Direction> {
        let def = game.catalog().def(tile);
        if !self.symbol.is_some_and(|s| def.symbols.has(s)) {
            return None;
        }
        let printed = def.symbol_arg(SYMBOL).and_then(Direction::parse)?;
        Some(printed.rotated(turn.quarter_turns()))
    }

    /// Where a follower of kind `kind` may land when a flight reaches `reach`: every
    /// incomplete road, city and monastery it may stand on of the tiles there in reach,
    /// occupied or not (one spot per feature of each tile), and every place of a module's own
    /// for it there ([`GameState::ground`]: an abbot's garden).
    pub fn landing_spots(game: &GameState, reach: &Reach, kind: FollowerKind) -> Vec<Spot> {
        Flier::landing_spots_with(game, reach, kind, |t| game.ground(kind, t))
    }

    /// [`Flier::landing_spots`], with `ground` giving the place of a module's own on a placed
    /// tile ([`GameState::ground`], or [`Ctx::ground`] within a hook).
    fn landing_spots_with(
        game: &GameState,
        reach: &Reach,
        kind: FollowerKind,
        ground: impl Fn(u16) -> Option<OwnPlace>,
    ) -> Vec<Spot> {
        let board = game.board();
        let mut out = Vec::new();
        for t in board.tiles_at(reach.at) {
            let pt = &board.tiles()[t as usize];
            let corner = pt.turn.corner();
            if !reach.covers(corner) {
                continue;
            }
            for local in 0..game.catalog().def(pt.kind).segments.len() as u8 {
                let feature = board.feature_kind(t, local);
                if feature != FeatureKind::Field
                    && kind.may_stand_on(feature)
                    && !board.feature_complete(t, local)
                {
                    out.push(Spot {
                        at: reach.at,
                        corner,
                        location: game.segment_location(pt.kind, pt.turn, local),
                    });
                }
            }
            out.extend(ground(t).map(|place| place.spot));
        }
        out
    }

    /// The placed tile at `spot` when `spot` is the place of a module's own that `ground`
    /// gives there ([`GameState::ground`], or [`Ctx::ground`] within a hook).
    fn ground_at(
        board: &crate::board::Board,
        spot: &Spot,
        ground: impl Fn(u16) -> Option<OwnPlace>,
    ) -> Option<(u16, OwnPlace)> {
        let t = board.tile_at(spot.at, spot.corner)?;
        ground(t)
            .filter(|place| place.spot == *spot)
            .map(|place| (t, place))
    }

    /// The place of a module's own at `spot` for the flier in the air, if `spot` is one.
    pub(super) fn own_place_at(&self, game: &GameState, spot: &Spot) -> Option<OwnPlace> {
        let kind = self.flight?.kind;
        Flier::ground_at(game.board(), spot, |t| game.ground(kind, t)).map(|(_, place)| place)
    }

    /// Checks a flight of `player`'s follower of kind `kind` placing the tile as `placing`
    /// says.
    fn check_fly(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        kind: FollowerKind,
    ) -> Result<(), IllegalMove> {
        if self.arrow(game, placing.tile, placing.turn).is_none() {
            return Err(rule(
                "not-a-flier-tile",
                Text::new("flier.rule.not-a-flier-tile")
                    .str("tile", &game.catalog().def(placing.tile).id),
            ));
        }
        game.in_supply(player, kind)
    }

    /// Checks a landing of `player`'s flier on the feature at `spot`.
    fn check_land(&self, game: &GameState, player: Seat, spot: Spot) -> Result<(), IllegalMove> {
        let Some(flight) = self.flight.filter(|f| f.player == player) else {
            return Err(rule("no-flight", Text::new("flier.rule.no-flight")));
        };
        if spot.at != flight.reach.at || !flight.reach.covers(spot.corner) {
            return Err(rule(
                "land-off-target",
                Text::new("flier.rule.land-off-target")
                    .text(
                        "reach",
                        place_name(&Spot {
                            at: flight.reach.at,
                            corner: flight.reach.single_corner(),
                            location: Location::Centre,
                        }),
                    )
                    .text("place", place_name(&spot)),
            ));
        }
        if Flier::ground_at(game.board(), &spot, |t| game.ground(flight.kind, t)).is_some() {
            return game.in_supply(player, flight.kind);
        }
        let (tile, local) = game.resolve_spot(&spot)?;
        let board = game.board();
        let feature = board.feature_kind(tile, local);
        if feature == FeatureKind::Field {
            return Err(rule(
                "land-on-field",
                Text::new("flier.rule.land-on-field").location("location", spot.location),
            ));
        }
        if board.feature_complete(tile, local) {
            return Err(rule(
                "land-on-completed-feature",
                Text::new("flier.rule.land-on-completed-feature")
                    .location("location", spot.location),
            ));
        }
        if !flight.kind.may_stand_on(feature) {
            return Err(rule(
                "land-where-it-may-not-stand",
                Text::new("flier.rule.land-where-it-may-not-stand")
                    .text("kind", flight.kind.text())
                    .location("location", spot.location),
            ));
        }
        if game.supply_of(player, flight.kind) == 0 {
            return Err(IllegalMove::NoFollowerInSupply);
        }
        Ok(())
    }

    /// Puts `player`'s follower of kind `kind` on the flying machine of the tile just placed
    /// and rolls: the flight waits for its landing, or crashes.
    fn play_fly(&mut self, ctx: &mut Ctx, player: Seat, kind: FollowerKind) {
        let board = ctx.board();
        let Some(pt) = board.tiles().last() else {
            return;
        };
        let (from, tile, turn) = (pt.pos, pt.kind, pt.turn);
        let Some(direction) = self.arrow(ctx.game(), tile, turn) else {
            return;
        };
        let roll = match self.scripted.take() {
            Some(r) => r,
            None => ctx.rng().random_range(1..=3u8),
        };
        let reach = reach(ctx.board(), from, direction, roll, self.distance);
        let corner = reach.single_corner();
        let spot = Spot {
            at: reach.at,
            corner,
            location: Location::Centre,
        };
        let at = [reach.at.x, reach.at.y];
        if Flier::landing_spots_with(ctx.game(), &reach, kind, |t| ctx.ground(kind, t)).is_empty() {
            let reason = if ctx.board().occupied(reach.at) {
                CrashReason::NothingToLandOn
            } else {
                CrashReason::Empty
            };
            let crashed = FlierEvent::Crashed {
                roll,
                direction,
                at,
                corner,
                reason,
            };
            ctx.emit(player, Some(spot), crashed);
        } else {
            self.flight = Some(Flight {
                player,
                kind,
                roll,
                from,
                direction,
                reach,
            });
            let flew = FlierEvent::Flew {
                roll,
                direction,
                at,
                corner,
            };
            ctx.emit(player, Some(spot), flew);
        }
    }

    /// Lands `player`'s flier on the feature at `spot`.
    fn play_land(&mut self, ctx: &mut Ctx, player: Seat, spot: Spot) {
        let Some(flight) = self.flight.take() else {
            return;
        };
        let grounded = Flier::ground_at(ctx.board(), &spot, |t| ctx.ground(flight.kind, t));
        if let Some((tile, _)) = grounded {
            ctx.put_on_ground(player, flight.kind, tile);
        } else if let Ok((tile, local)) = ctx.game().resolve_spot(&spot) {
            ctx.add_follower_of(player, flight.kind, tile, local);
        } else {
            return;
        }
        let landed = FlierEvent::Landed {
            roll: flight.roll,
            at: [spot.at.x, spot.at.y],
            corner: spot.corner,
            location: spot.location,
        };
        ctx.emit(player, Some(spot), landed);
    }
}

impl Module for Flier {
    type Move = FlierMove;
    type Decision = FlierDecision;
    type Event = FlierEvent;
    type Options = FlierOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<Flier> = HookTable::new()
        .placement_moves(Flier::fly_moves)
        .pending(Flier::pending)
        .pending_moves(Flier::landing_moves)
        .script_chance(Flier::script_chance)
        .invariants(Flier::invariants);

    fn new(options: FlierOptions, _rules: RulesVersion) -> Flier {
        Flier::counting(options.distance)
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &FlierMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, placing) {
            (FlierMove::Fly { kind }, Some(placing)) => self.check_fly(game, seat, placing, kind),
            // The core gives every move with the tile its placement.
            (FlierMove::Fly { .. }, None) => Err(moves::WITH_TILE.of_module(ID).into()),
            (FlierMove::Land { feature }, _) => self.check_land(game, seat, feature),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &FlierMove) {
        match *mv {
            FlierMove::Fly { kind } => self.play_fly(ctx, seat, kind),
            FlierMove::Land { feature } => self.play_land(ctx, seat, feature),
        }
    }
}

/// The hooks.
impl Flier {
    /// A flight for each kind of follower `player` has off the board, placing a flier tile.
    fn fly_moves(&self, game: &GameState, player: Seat, placing: Placing, out: &mut Moves<Flier>) {
        if self.arrow(game, placing.tile, placing.turn).is_some() {
            for kind in FollowerKind::all().filter(|&k| game.supply_of(player, k) > 0) {
                out.push(FlierMove::Fly { kind });
            }
        }
    }

    fn pending(&self) -> Option<(Seat, FlierDecision)> {
        self.flight.map(|f| (f.player, FlierDecision::Landing))
    }

    /// Every feature the flier in the air may land on.
    fn landing_moves(&self, game: &GameState, out: &mut Moves<Flier>) {
        if let Some(f) = &self.flight {
            for feature in Flier::landing_spots(game, &f.reach, f.kind) {
                out.push(FlierMove::Land { feature });
            }
        }
    }

    fn script_chance(&mut self, outcome: &str) -> Option<Result<(), String>> {
        let roll = outcome.strip_prefix("roll ")?;
        Some(match roll {
            "1" | "2" | "3" => {
                self.scripted = roll.parse().ok();
                Ok(())
            }
            _ => Err(format!("the flight die shows 1, 2 or 3 (got {roll:?})")),
        })
    }

    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let Some(f) = &self.flight else {
            return Ok(());
        };
        if !f.player.is_in(game.players()) {
            return Err(format!("a flier of player {} who does not play", f.player));
        }
        if !(1..=3).contains(&f.roll) {
            return Err(format!("the flight die rolled {}", f.roll));
        }
        if game.supply_of(f.player, f.kind) == 0 {
            return Err(format!(
                "a flier is in the air but no {} is in supply",
                f.kind.name()
            ));
        }
        if Flier::landing_spots(game, &f.reach, f.kind).is_empty() {
            return Err(format!(
                "a flier is in the air over {} with nowhere to land",
                f.reach.at
            ));
        }
        Ok(())
    }
}
