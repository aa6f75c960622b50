//! Abbey & Mayor (`rules/expansions/abbey-and-mayor.md` and its "With Halflings" section):
//! 12 land tiles and, for each player, a mayor.
//!
//! * **The tiles**: `data/tiles/abbey-and-mayor.json` (JCloisterZone's ids; its notes say
//!   which rest on a single source). `AM/Rrr` is one road with three arms; `AM/CRcr+` a road
//!   passing under a city; the C2 copy of `AM/R` shows a garden (the Abbot's symbol).
//! * **The mayor** (`mayor.rs`): instead of a follower, a player whose mayor is in reserve may
//!   put it in a free city of the tile just placed (move `mayor`, figure `"mayor"` on the
//!   wire; never on a road, field or monastery). When its city is scored, during the game or
//!   at the end, it counts as many followers as the whole city has coats of arms (counted one
//!   by one, `halflings.md` §6a.1), none without: a mayor counting 0 gives its owner no share,
//!   and a city where every figure counts 0 scores for nobody. It is a follower for every
//!   other rule (it occupies its city, comes home when the city is scored, may be eaten or
//!   sent home); a flight lands it only in a city.
//!
//! The abbey, the wagon and the barn of the same box are not played yet.

mod mayor;
mod moves;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::module::{Module, Placing};
use super::registry::{ExpansionInfo, FigureSpec, FollowerSpec, Standing};
use super::types::ExpansionRule;
use crate::board::FollowerKind;
use crate::rules::RulesVersion;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove};
use crate::text::Text;
use crate::tiles::FeatureKind;
pub use mayor::MAYOR_RESERVE_VALUE;
pub use moves::{AbbeyMayorDecision, AbbeyMayorEvent, AbbeyMayorMove};

/// The expansion's id in a setup.
pub const ID: &str = "abbey-and-mayor";

/// The mayor's name: its special follower, its figure and its move.
pub const MAYOR: &str = "mayor";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it). Before the hills'
/// tie-break, which reads the majorities the mayor's strength changes.
pub const HOOK_ORDER: u32 = 15;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["abbey", "abbeys", "mayor", "mayors", "wagon", "wagons", "barn", "barns"],
    name: "Abbey & Mayor",
    summary: "12 land tiles and a mayor for each player, placed instead of a follower in a city, where it counts as many followers as the city has coats of arms",
    selectable: true,
    tile_sets: &[ID],
    tile_files: &[(
        "abbey-and-mayor.json",
        include_str!("../../../../../data/tiles/abbey-and-mayor.json"),
    )],
    figures: &[FigureSpec { name: MAYOR }],
    followers: &[FollowerSpec {
        name: MAYOR,
        words: "abbey-and-mayor.follower.mayor",
        // Its module adds its city's coats of arms when the city is scored.
        strength: 0,
        each: 1,
        stands: Standing::Only(&[FeatureKind::City]),
    }],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<AbbeyAndMayor>::CODEC)
};

/// The refusal for the module's rule `rule`, with its message (`abbey-and-mayor.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// Abbey & Mayor's options: it has none yet (see the [module](self)).
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct AbbeyMayorOptions {}

/// The Abbey & Mayor state of a game: the mayor's kind (the mayors themselves are the core's,
/// in each player's reserve or on the board).
#[derive(Clone, Debug)]
pub struct AbbeyAndMayor {
    mayor: FollowerKind,
}

impl AbbeyAndMayor {
    /// The mayor's kind.
    pub fn mayor(&self) -> FollowerKind {
        self.mayor
    }
}

impl Module for AbbeyAndMayor {
    type Move = AbbeyMayorMove;
    type Decision = AbbeyMayorDecision;
    type Event = AbbeyMayorEvent;
    type Options = AbbeyMayorOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<AbbeyAndMayor> = HookTable::new()
        .placement_moves(AbbeyAndMayor::mayor_moves)
        .adjust_score(AbbeyAndMayor::mayor_strength)
        .worth(AbbeyAndMayor::mayor_value);

    fn new(_options: AbbeyMayorOptions, _rules: RulesVersion) -> AbbeyAndMayor {
        AbbeyAndMayor {
            mayor: FollowerKind::of(MAYOR).unwrap_or(FollowerKind::REGULAR),
        }
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &AbbeyMayorMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, placing) {
            (AbbeyMayorMove::Mayor { city }, Some(placing)) => {
                self.check_mayor(game, seat, placing, city)
            }
            // The core gives every move with the tile its placement.
            (AbbeyMayorMove::Mayor { .. }, None) => Err(rule(
                "mayor-needs-place",
                Text::new("abbey-and-mayor.rule.mayor-needs-place"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &AbbeyMayorMove) {
        match *mv {
            AbbeyMayorMove::Mayor { city } => self.play_mayor(ctx, seat, city),
        }
    }
}
