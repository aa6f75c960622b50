//! Inns & Cathedrals (`rules/expansions/inns-cathedrals-traders-builders.md` Part A and its
//! "With Halflings" section): 18 land tiles, inns on roads, cathedrals in cities, and one big
//! follower per player (six colours: a sixth player has one too).
//!
//! * **Inns and cathedrals** ([`landmarks`]). A road with one or more inns on its tiles is worth
//!   2 per counted unit when completed; a city with a cathedral 3 per unit and 3 per coat of
//!   arms. Left incomplete at the end, either scores nothing. Several do not add up. The unit
//!   is the rules version's for roads and cities: occupied spaces under `c2-2021` and
//!   `c1-2014`, tiles (each triangle one) under `c1-2015` and `c2-2020`; coats of arms count one
//!   by one (`halflings.md` §6a.1). A completed cathedral city is an ordinary completed city
//!   for farmers.
//! * **The big follower** (`big_follower`). Instead of a regular follower, a player whose big
//!   follower is in reserve may put it on a free feature of the tile just placed, as a
//!   follower goes (roads, cities, monasteries, fields; triangles too): move `big-follower`
//!   (figure `"big-follower"` on the wire). It counts two when majorities are compared,
//!   farmers included, never doubles the points, and comes back to its owner's reserve
//!   whenever a follower would come back: every rule that removes a follower removes it whole.
//!
//! Rulings where the sources are silent (the digest's "With Halflings" section, all of it
//! unconfirmed, applies the general rules of `halflings.md` §5 and §6a and offers no other
//! reading, so the module has no options): an inn road or cathedral city closed by triangles
//! counts what the version counts; incomplete at game end pays 0 in every version.

mod big_follower;
pub mod landmarks;

use serde_json::json;

use super::context::Ctx;
use super::hooks::{Expansion, Hooks};
use super::registry::{
    no_arg, no_legacy, refuse_arg, ExpansionInfo, FigureSpec, FollowerSpec, SymbolSpec,
};
use super::types::{ExpansionEvent, ExpansionMove, ExpansionRule, ModuleId, SymbolId};
use crate::board::{Board, FollowerKind};
use crate::geometry::{Location, SpacePos, Turn};
use crate::scoring::ScoreEvent;
use crate::state::{GameState, IllegalMove, Move, Spot};
use crate::text::Text;
use crate::tiles::TileKind;

/// The expansion's id in a setup.
pub const ID: &str = "inns-and-cathedrals";

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(7);

/// The big follower's name: its special follower, its figure and its move.
pub const BIG_FOLLOWER: &str = "big-follower";

/// How much the big follower counts when majorities are compared.
pub const BIG_FOLLOWER_STRENGTH: u8 = 2;

const BIG: u8 = 0;

const BIG_PLACED: u8 = 0;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    name: "Inns & Cathedrals",
    summary: "18 land tiles: inns double a completed road, cathedrals make a completed city worth 3 a unit, both nothing left incomplete; a big follower that counts two",
    selectable: true,
    with_active_symbols: false,
    requires: &[],
    options: &[],
    tile_sets: &[ID],
    tile_files: &[(
        "inns-and-cathedrals.json",
        include_str!("../../../../../data/tiles/inns-and-cathedrals.json"),
    )],
    symbols: &[
        SymbolSpec {
            name: landmarks::INN,
            summary: "an inn beside the road crossing the side named: the road pays 2 a unit when completed, nothing when left incomplete",
            check_arg: landmarks::check_inn,
        },
        SymbolSpec {
            name: landmarks::CATHEDRAL,
            summary: "a cathedral in the city holding the side named: the city pays 3 a unit and a coat of arms when completed, nothing when left incomplete",
            check_arg: landmarks::check_cathedral,
        },
    ],
    figures: &[FigureSpec {
        name: BIG_FOLLOWER,
        action: BIG,
    }],
    followers: &[FollowerSpec {
        name: BIG_FOLLOWER,
        words: "inns-and-cathedrals.follower.big-follower",
        strength: BIG_FOLLOWER_STRENGTH,
        each: 1,
        anywhere: true,
    }],
    pieces: &["big follower"],
    actions: &[BIG_FOLLOWER],
    decisions: &[],
    events: &["big-follower-placed"],
    legacy_setup_keys: &[],
    build: Some(|_, _| Box::new(InnsAndCathedrals::new())),
    describe_event,
    words: crate::words_files!("words"),
    event_data: |_| json!({}),
    arg_to_wire: no_arg,
    arg_from_wire: refuse_arg,
    legacy_move: no_legacy,
    codec: None,
};

fn describe_event(e: &ExpansionEvent) -> Text {
    Text::new("inns-and-cathedrals.event.big-follower-placed")
        .player("who", e.player)
        .maybe(
            "place",
            e.target
                .map(|s| Text::new("inns-and-cathedrals.event.place").spot("spot", s)),
        )
}

/// The refusal for the module's rule `rule`, with its message (`inns-and-cathedrals.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::new(MODULE, rule, message).into()
}

/// The Inns & Cathedrals state of a game: which symbols are the inn and the cathedral, and
/// the big follower's kind (the big followers themselves are the core's, in each player's
/// reserve or on the board).
#[derive(Clone, Debug)]
pub struct InnsAndCathedrals {
    inn: Option<SymbolId>,
    cathedral: Option<SymbolId>,
    big: FollowerKind,
}

impl InnsAndCathedrals {
    /// A game's state.
    pub fn new() -> InnsAndCathedrals {
        InnsAndCathedrals {
            inn: SymbolId::of(landmarks::INN),
            cathedral: SymbolId::of(landmarks::CATHEDRAL),
            big: FollowerKind::of(BIG_FOLLOWER).unwrap_or(FollowerKind::REGULAR),
        }
    }

    /// The big follower's kind.
    pub fn big_follower(&self) -> FollowerKind {
        self.big
    }
}

impl Default for InnsAndCathedrals {
    fn default() -> InnsAndCathedrals {
        InnsAndCathedrals::new()
    }
}

impl Expansion for InnsAndCathedrals {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::PLACEMENT_MOVES.and(Hooks::SCORING)
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
        self.big_follower_moves(game, player, tile, at, turn, out);
    }

    fn label(&self, _game: &GameState, mv: &ExpansionMove) -> Text {
        Text::new("inns-and-cathedrals.choice.big-follower").location(
            "location",
            mv.target.map_or(Location::Centre, |t: Spot| t.location),
        )
    }

    fn check(&self, game: &GameState, player: u8, mv: &ExpansionMove) -> Result<(), IllegalMove> {
        match mv.action {
            BIG => self.check_big_follower(game, player, mv),
            _ => Err(rule(
                "unknown-action",
                Text::new("inns-and-cathedrals.rule.unknown-action"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, player: u8, mv: &ExpansionMove) {
        if mv.action == BIG {
            self.play_big_follower(ctx, player, mv);
        }
    }

    fn adjust_score(&self, board: &Board, root: u16, score: &mut ScoreEvent) {
        self.rate_landmarks(board, root, score);
    }

    fn heuristic(&self, game: &GameState, player: u8) -> f32 {
        self.big_follower_value(game, player)
    }
}
