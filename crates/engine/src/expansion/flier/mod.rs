//! The Flier / The Flying Machines (`rules/expansions/flier.md`, `halflings.md` §8): 8 land
//! tiles, each with a flying machine whose arrow points in one of eight directions, and the
//! flight die (1, 1, 2, 2, 3, 3).
//!
//! * **Flying.** Instead of a follower on the tile, a player with a follower in supply may put
//!   it on the flying machine of the flier tile just placed (the turn's figure); any kind of
//!   follower that goes where a follower goes may fly ("any meeple may fly", the digest's §3):
//!   move `fly` with the kind as argument for a special one (`"big-follower"`). The die is
//!   rolled at once (1–3 uniformly, from the game's chance) and the flier goes that many steps
//!   in the arrow's direction (it turns with the tile); empty spaces count, a diagonal step
//!   moves one column and one row.
//! * **Landing.** Before the turn's scoring, the player chooses any incomplete feature other
//!   than a field — a road, a city or a monastery — of any tile of the target space (the
//!   square, or either triangle), even one that already holds followers, anyone's. A feature
//!   completed by the tile just placed counts as complete.
//! * **Crash.** When the target space is empty, or its tiles offer only fields and complete
//!   features, the follower stays in supply and nothing else is placed this turn.
//!
//! Option `distance` (`halflings.md` §8, the digest's §6): `spaces` — one step per space,
//! the 1/2021 rule and the default of `c1-2014`, `c2-2020` and `c2-2021` — or `tiles` — the
//! 10/2015 clarifications, the default of `c1-2015`: walking the line space by space, an
//! empty space, a square and a lone triangle are one step each, two triangles two steps, the
//! nearer first; on a diagonal along the line between two triangles both are equally near, and
//! the player chooses. **UNCONFIRMED**: the wiki's examples of the 10/2015 counting are marked
//! as assumptions (the digest), so the counting is an option.
//!
//! Where a figure may not land (mayor, abbot, wagon, tower tops…) belongs to expansions this
//! project does not have: here every follower that flies lands on any such feature.

pub mod flight;

use rand::Rng;
use serde_json::json;

use super::context::Ctx;
use super::hooks::{Expansion, Hooks};
use super::options::OptionSpec;
use super::registry::{
    kind_from_wire, kind_to_wire, no_legacy, refuse_arg, ExpansionInfo, SymbolSpec,
};
use super::types::{Decision, ExpansionEvent, ExpansionMove, ExpansionRule, ModuleId, SymbolId};
use crate::board::FollowerKind;
use crate::geometry::{Location, SpacePos, Turn};
use crate::rules::RulesVersion;
use crate::state::{GameState, IllegalMove, Move, Phase, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileDef, TileKind};
pub use flight::{reach, Direction, Distance, Reach, ALL_CORNERS};

/// The expansion's id in a setup.
pub const ID: &str = "flier";

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(5);

/// The symbol of a flying machine, with its arrow's direction as argument (`"flier NW"`).
pub const SYMBOL: &str = "flier";

const FLY: u8 = 0;
const LAND: u8 = 1;

const LANDING: u8 = 0;

const FLEW: u8 = 0;
const LANDED: u8 = 1;
const CRASHED: u8 = 2;

/// Why a flier crashed (in its event).
const CRASH_EMPTY: i32 = 0;
const CRASH_NOTHING: i32 = 1;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    name: "The Flier",
    summary: "8 land tiles with a flying machine: a follower flies 1-3 spaces and lands on any incomplete road, city or monastery",
    selectable: true,
    with_active_symbols: false,
    requires: &[],
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
    figures: &[],
    followers: &[],
    pieces: &["flight die"],
    actions: &["fly", "land"],
    decisions: &["landing"],
    events: &["flew", "landed", "crashed"],
    legacy_setup_keys: &[],
    build: Some(|options, _| {
        Box::new(Flier::new(if options.get("distance") == "tiles" {
            Distance::Tiles
        } else {
            Distance::Spaces
        }))
    }),
    describe_event,
    words: crate::words_files!("words"),
    event_data,
    arg_to_wire: |action, arg| if action == FLY { kind_to_wire(arg) } else { None },
    arg_from_wire: |action, text| {
        if action == FLY {
            kind_from_wire(text)
        } else {
            refuse_arg(action, text)
        }
    },
    legacy_move: no_legacy,
    codec: None,
};

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

/// An event's value: the roll, the direction and (for a crash) why, packed.
fn pack(roll: u8, dir: Direction, why: i32) -> i32 {
    i32::from(roll) | (dir.index() as i32) << 4 | why << 8
}

fn unpack(value: i32) -> (i32, Direction, i32) {
    (
        value & 0xf,
        Direction::from_index((value >> 4 & 0xf) as usize),
        value >> 8,
    )
}

/// A space, or one triangle of it, as a message.
fn place_name(spot: &Spot) -> Text {
    match spot.corner {
        Some(c) => Text::new("flier.place.corner")
            .at("at", spot.at)
            .str("corner", c.name()),
        None => Text::new("flier.place").at("at", spot.at),
    }
}

/// A direction as a message.
fn direction_name(d: Direction) -> Text {
    Text::new(match d {
        Direction::N => "flier.direction.N",
        Direction::NE => "flier.direction.NE",
        Direction::E => "flier.direction.E",
        Direction::SE => "flier.direction.SE",
        Direction::S => "flier.direction.S",
        Direction::SW => "flier.direction.SW",
        Direction::W => "flier.direction.W",
        Direction::NW => "flier.direction.NW",
    })
}

fn describe_event(e: &ExpansionEvent) -> Text {
    let (roll, dir, why) = unpack(e.value);
    let text = |key| {
        Text::new(key)
            .player("who", e.player)
            .maybe("place", e.target.as_ref().map(place_name))
            .num("roll", roll)
            .text("direction", direction_name(dir))
    };
    match e.kind {
        FLEW => text("flier.event.flew"),
        LANDED => text("flier.event.landed").location(
            "location",
            e.target.map_or(Location::Centre, |t| t.location),
        ),
        _ if why == CRASH_EMPTY => text("flier.event.crashed-empty"),
        _ => text("flier.event.crashed"),
    }
}

fn event_data(e: &ExpansionEvent) -> serde_json::Value {
    let (roll, dir, why) = unpack(e.value);
    let at = e.target.map(|t| [t.at.x, t.at.y]);
    let corner = e.target.and_then(|t| t.corner).map(|c| c.name());
    match e.kind {
        FLEW => json!({"roll": roll, "direction": dir.name(), "at": at, "corner": corner}),
        LANDED => json!({
            "roll": roll,
            "at": at,
            "corner": corner,
            "location": e.target.map(|t| t.location.to_string()),
        }),
        _ => json!({
            "roll": roll,
            "direction": dir.name(),
            "at": at,
            "corner": corner,
            "reason": if why == CRASH_EMPTY { "empty" } else { "nothing-to-land-on" },
        }),
    }
}

/// The refusal for the module's rule `rule`, with its message (`flier.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::new(MODULE, rule, message).into()
}

/// A flight waiting for its player to choose where to land.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Flight {
    /// Whose follower flies.
    pub player: u8,
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
    pub fn new(distance: Distance) -> Flier {
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

    /// Where a follower may land when a flight reaches `reach`: every incomplete road, city
    /// and monastery of the tiles there in reach, occupied or not (one spot per feature of
    /// each tile).
    pub fn landing_spots(game: &GameState, reach: &Reach) -> Vec<Spot> {
        let board = game.board();
        let mut out = Vec::new();
        for t in board.tiles_at(reach.at) {
            let pt = &board.tiles()[t as usize];
            let corner = pt.turn.corner();
            if !reach.covers(corner) {
                continue;
            }
            for local in 0..game.catalog().def(pt.kind).segments.len() as u8 {
                if board.feature_kind(t, local) != FeatureKind::Field
                    && !board.feature_complete(t, local)
                {
                    out.push(Spot {
                        at: reach.at,
                        corner,
                        location: game.segment_location(pt.kind, pt.turn, local),
                    });
                }
            }
        }
        out
    }

    fn check_fly(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        let Some((_, turn)) = mv.place else {
            return Err(rule(
                "fly-with-the-tile",
                Text::new("flier.rule.fly-with-the-tile"),
            ));
        };
        if mv.target.is_some() {
            return Err(rule(
                "fly-takes-no-target",
                Text::new("flier.rule.fly-takes-no-target"),
            ));
        }
        let Some(tile) = game.current_tile() else {
            return Err(rule("no-tile", Text::new("flier.rule.no-tile")));
        };
        if self.arrow(game, tile, turn).is_none() {
            return Err(rule(
                "not-a-flier-tile",
                Text::new("flier.rule.not-a-flier-tile").str("tile", &game.catalog().def(tile).id),
            ));
        }
        game.ready_kind(player, mv.arg).map(|_| ())
    }

    fn check_land(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        let Some(flight) = self.flight.filter(|f| f.player == player) else {
            return Err(rule("no-flight", Text::new("flier.rule.no-flight")));
        };
        let Some(spot) = mv.target else {
            return Err(rule(
                "land-needs-target",
                Text::new("flier.rule.land-needs-target"),
            ));
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
        let (tile, local) = game.resolve_spot(&spot)?;
        let board = game.board();
        if board.feature_kind(tile, local) == FeatureKind::Field {
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
        if game.supply_of(player, flight.kind) == 0 {
            return Err(IllegalMove::NoFollowerInSupply);
        }
        Ok(())
    }
}

impl Expansion for Flier {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::PLACEMENT_MOVES.and(Hooks::DECISIONS)
    }

    fn placement_moves(
        &self,
        game: &GameState,
        player: u8,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        out: &mut Vec<Move>,
    ) {
        if self.arrow(game, tile, turn).is_some() {
            for kind in game.ready_kinds(player) {
                out.push(Move::Expansion(
                    ExpansionMove::new(MODULE, FLY)
                        .placing(at, turn)
                        .with_arg(u16::from(kind.0)),
                ));
            }
        }
    }

    fn pending(&self) -> Option<(u8, Decision)> {
        self.flight.map(|f| {
            (
                f.player,
                Decision {
                    module: MODULE,
                    code: LANDING,
                    arg: u16::from(f.roll),
                    payload: crate::expansion::Payload::EMPTY,
                },
            )
        })
    }

    fn pending_moves(&self, game: &GameState, out: &mut Vec<Move>) {
        let asked =
            matches!(game.phase(), Phase::Expansion { decision, .. } if decision.module == MODULE);
        if let Some(f) = self.flight.as_ref().filter(|_| asked) {
            for spot in Flier::landing_spots(game, &f.reach) {
                out.push(Move::Expansion(ExpansionMove::new(MODULE, LAND).at(spot)));
            }
        }
    }

    fn prompt(&self, _game: &GameState, _decision: &Decision) -> Text {
        match &self.flight {
            Some(f) => Text::new("flier.prompt.land").num("roll", f.roll).text(
                "place",
                place_name(&Spot {
                    at: f.reach.at,
                    corner: f.reach.single_corner(),
                    location: Location::Centre,
                }),
            ),
            None => Text::new("flier.prompt.land-anywhere"),
        }
    }

    fn label(&self, game: &GameState, mv: &ExpansionMove) -> Text {
        match (mv.action, mv.target) {
            (LAND, Some(spot)) => {
                let kind = game
                    .resolve_spot(&spot)
                    .map(|(t, l)| match game.board().feature_kind(t, l) {
                        FeatureKind::Road => "flier.feature.road",
                        FeatureKind::City => "flier.feature.city",
                        FeatureKind::Monastery => "flier.feature.monastery",
                        FeatureKind::Field => "flier.feature.field",
                    })
                    .unwrap_or("flier.feature.unknown");
                Text::new("flier.choice.land")
                    .text("feature", Text::new(kind))
                    .text("place", place_name(&spot))
                    .location("location", spot.location)
            }
            _ => match FollowerKind::from_arg(mv.arg).filter(|&k| k != FollowerKind::REGULAR) {
                Some(k) => Text::new("flier.choice.fly-kind").text("kind", k.text()),
                None => Text::new("flier.choice.fly"),
            },
        }
    }

    fn is_chance(&self, mv: &ExpansionMove) -> bool {
        mv.action == FLY
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

    fn check(&self, game: &GameState, player: u8, mv: &ExpansionMove) -> Result<(), IllegalMove> {
        match mv.action {
            FLY => self.check_fly(game, player, mv),
            LAND => self.check_land(game, player, mv),
            _ => Err(rule(
                "unknown-action",
                Text::new("flier.rule.unknown-action"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, player: u8, mv: &ExpansionMove) {
        match mv.action {
            FLY => {
                let board = ctx.board();
                let Some(pt) = board.tiles().last() else {
                    return;
                };
                let (from, kind, turn) = (pt.pos, pt.kind, pt.turn);
                let Some(direction) = self.arrow(ctx.game(), kind, turn) else {
                    return;
                };
                let roll = match self.scripted.take() {
                    Some(r) => r,
                    None => ctx.rng().random_range(1..=3u8),
                };
                let reach = reach(ctx.board(), from, direction, roll, self.distance);
                let at = Spot {
                    at: reach.at,
                    corner: reach.single_corner(),
                    location: Location::Centre,
                };
                let event = |kind, why| ExpansionEvent {
                    module: MODULE,
                    player,
                    kind,
                    target: Some(at),
                    value: pack(roll, direction, why),
                    payload: crate::expansion::Payload::EMPTY,
                };
                if Flier::landing_spots(ctx.game(), &reach).is_empty() {
                    let why = if ctx.board().occupied(reach.at) {
                        CRASH_NOTHING
                    } else {
                        CRASH_EMPTY
                    };
                    ctx.report(event(CRASHED, why));
                } else {
                    self.flight = Some(Flight {
                        player,
                        kind: FollowerKind::from_arg(mv.arg).unwrap_or_default(),
                        roll,
                        from,
                        direction,
                        reach,
                    });
                    ctx.report(event(FLEW, 0));
                }
            }
            LAND => {
                let Some(flight) = self.flight.take() else {
                    return;
                };
                let Some(spot) = mv.target else { return };
                let Ok((tile, local)) = ctx.game().resolve_spot(&spot) else {
                    return;
                };
                ctx.add_follower_of(player, flight.kind, tile, local);
                ctx.report(ExpansionEvent {
                    module: MODULE,
                    player,
                    kind: LANDED,
                    target: Some(spot),
                    value: pack(flight.roll, flight.direction, 0),
                    payload: crate::expansion::Payload::EMPTY,
                });
            }
            _ => {}
        }
    }

    fn public_state(&self, _game: &GameState) -> Option<serde_json::Value> {
        let flight = self.flight.map(|f| {
            let corners: Vec<&str> = crate::geometry::Corner::ALL
                .into_iter()
                .filter(|c| f.reach.corners != ALL_CORNERS && f.reach.covers(Some(*c)))
                .map(|c| c.name())
                .collect();
            let mut v = json!({
                "player": f.player,
                "roll": f.roll,
                "direction": f.direction.name(),
                "from": [f.from.x, f.from.y],
                "at": [f.reach.at.x, f.reach.at.y],
                "corners": if corners.is_empty() { serde_json::Value::Null } else { json!(corners) },
            });
            // A special follower in the air says so.
            if f.kind != FollowerKind::REGULAR {
                v["kind"] = f.kind.name().into();
            }
            v
        });
        Some(json!({
            "distance": match self.distance {
                Distance::Spaces => "spaces",
                Distance::Tiles => "tiles",
            },
            "flight": flight,
        }))
    }

    fn validity_check(&self, game: &GameState) -> Result<(), String> {
        let Some(f) = &self.flight else {
            return Ok(());
        };
        if f.player >= game.players() {
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
        if Flier::landing_spots(game, &f.reach).is_empty() {
            return Err(format!(
                "a flier is in the air over {} with nowhere to land",
                f.reach.at
            ));
        }
        Ok(())
    }
}
