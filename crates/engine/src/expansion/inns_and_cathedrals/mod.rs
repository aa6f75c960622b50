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
mod moves;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::module::{Module, Placing};
use super::registry::{ExpansionInfo, FigureSpec, FollowerSpec, Standing, SymbolSpec};
use super::types::{ExpansionRule, SymbolId};
use crate::board::FollowerKind;
use crate::rules::RulesVersion;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove};
use crate::text::Text;
pub use moves::{InnsDecision, InnsEvent, InnsMove};

/// The expansion's id in a setup.
pub const ID: &str = "inns-and-cathedrals";

/// The big follower's name: its special follower, its figure and its move.
pub const BIG_FOLLOWER: &str = "big-follower";

/// How much the big follower counts when majorities are compared.
pub const BIG_FOLLOWER_STRENGTH: u8 = 2;

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 80;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["inn", "inns", "cathedral", "cathedrals", "big-follower", "big-followers", "big follower", "big followers", "bigfollower", "bigfollowers"],
    name: "Inns & Cathedrals",
    summary: "18 land tiles: inns double a completed road, cathedrals make a completed city worth 3 a unit, both nothing left incomplete; a big follower that counts two",
    selectable: true,
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
    figures: &[FigureSpec { name: BIG_FOLLOWER }],
    followers: &[FollowerSpec {
        name: BIG_FOLLOWER,
        words: "inns-and-cathedrals.follower.big-follower",
        strength: BIG_FOLLOWER_STRENGTH,
        each: 1,
        stands: Standing::Anywhere,
    }],
    pieces: &["big follower"],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<InnsAndCathedrals>::CODEC)
};

/// The refusal for the module's rule `rule`, with its message (`inns-and-cathedrals.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// Inns & Cathedrals' options: it has none (see the [module](self)).
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct InnsOptions {}

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
    /// The big follower's kind.
    pub fn big_follower(&self) -> FollowerKind {
        self.big
    }
}

impl Module for InnsAndCathedrals {
    type Move = InnsMove;
    type Decision = InnsDecision;
    type Event = InnsEvent;
    type Options = InnsOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<InnsAndCathedrals> = HookTable::new()
        .placement_moves(InnsAndCathedrals::big_follower_moves)
        .adjust_score(InnsAndCathedrals::rate_landmarks)
        .worth(InnsAndCathedrals::big_follower_value);

    fn new(_options: InnsOptions, _rules: RulesVersion) -> InnsAndCathedrals {
        InnsAndCathedrals {
            inn: SymbolId::of(landmarks::INN),
            cathedral: SymbolId::of(landmarks::CATHEDRAL),
            big: FollowerKind::of(BIG_FOLLOWER).unwrap_or(FollowerKind::REGULAR),
        }
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &InnsMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, placing) {
            (InnsMove::BigFollower { feature }, Some(placing)) => {
                self.check_big_follower(game, seat, placing, feature)
            }
            // The core gives every move with the tile its placement.
            (InnsMove::BigFollower { .. }, None) => Err(rule(
                "big-follower-needs-place",
                Text::new("inns-and-cathedrals.rule.big-follower-needs-place"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &InnsMove) {
        match *mv {
            InnsMove::BigFollower { feature } => self.play_big_follower(ctx, seat, feature),
        }
    }
}
