//! Count, King & Robber (`rules/expansions/count-king-robber-shrines.md`): the shrines
//! ("Heretics and Shrines", §2) and the King & Robber Baron (§3). The Count of Carcassonne and
//! the River II of the same box are not played (the digest leaves them out).
//!
//! * **Shrines.** Five tiles (`CU/S`, `CU/SC`, `CU/SR`, `CU/SCFR`, `CU/SRFR`; option
//!   `shrine_set` `6` adds `CU/SRCR`, else taken out of the pile at setup) show a shrine: a
//!   monastery of the tile data with the symbol `shrine`. The core scores it as it scores a
//!   monastery, in each rules version's unit (`halflings.md` §5, §8): a follower on it (a
//!   heretic) is an ordinary follower.
//! * **The challenge** (`shrines.rs`): a shrine and a monastery (any monastery of the tile data
//!   without the symbol, abbeys and special monasteries included) on neighbouring spaces (the 8
//!   around) are rivals. When an occupied one of them is completed and scored, the followers on
//!   every incomplete rival of the other kind among its neighbours go home with 0 points; a tile
//!   completing both scores both (neither is incomplete any more).
//! * **The placement restriction**: a tile whose building would neighbour more than one of the
//!   other kind is refused (`beside-two-rivals`); with option `indirect_restriction` (`yes` by
//!   default) also one whose only rival already neighbours a building of the tile's own kind
//!   (`rival-already-challenged`).
//! * **King & Robber** (`crowns.rs`): five land tiles (`KR/…`); whoever places the tile completing
//!   the first city takes the King, and later whoever completes a city larger than every city
//!   completed before takes it over (the Robber likewise for roads). Sizes count in the unit the
//!   rules version scores roads and cities in: occupied spaces under `c2-2021` and `c1-2014`,
//!   tiles (each triangle one) under `c1-2015` and `c2-2020`. Option `king_and_robber_scoring`:
//!   `default` (at the end, 1 per completed city for the King, per completed road for the
//!   Robber), `10/20` (10 per marker held), `15/40` (15 for one, 40 for both), `continuously`
//!   (the holder scores 1 each time a city, a road, is completed, after the marker has moved).
//!
//! Fixed here where the digest is silent (**UNCONFIRMED**, each documented where it is coded):
//! the C2 shrine tiles are the 5-tile set (the same tiles in every rules version); a neighbour is one of the 8 spaces around (never the other triangle of the building's own
//! space); a monastery on a triangle is a monastery for the challenge and the restriction; a
//! garden (the Abbot's) is no monastery for either; the restriction limits every monastery-type
//! tile (abbeys too); a monastery emptied by a challenge is not scored again when completed
//! later (it holds nobody); under `continuously` the city or road that hands the marker over
//! pays its new holder.

mod crowns;
mod moves;
mod shrines;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, Nothing};
use super::options::{yes_no, OptionSpec};
use super::registry::{no_symbol_arg, ExpansionInfo, SymbolSpec};
use super::types::SymbolId;
use crate::board::Follower;
use crate::rules::{RulesVersion, Unit};
use crate::scoring::ScoreEvent;
use crate::state::GameState;
pub use crowns::{Crown, Crowns};
pub use moves::{CountKingRobberEvent, Marker, MarkerScoring, ShrineSet};
pub use shrines::Building;
pub use view::CountKingRobberView;

/// The expansion's id in a setup.
pub const ID: &str = "count-king-robber";

/// The symbol of a shrine, on a monastery of the tile data.
pub const SHRINE: &str = "shrine";

/// The tile of the 6-tile shrine set only (option `shrine_set` `6`).
pub const SIXTH_SHRINE: &str = "CU/SRCR";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 120;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["shrine", "shrines", "heretic", "heretics", "king", "robber", "baron"],
    name: "Count, King & Robber",
    summary: "shrines (monasteries in challenge with their neighbours: the first completed sends the other's followers home) and the King and the Robber for the largest completed city and the longest completed road, with their 10 land tiles",
    selectable: true,
    options: &[
        OptionSpec::choice(
            "shrine_set",
            "the shrine tiles: 5 (the Count box) or 6 (Hans im Glück's earlier set, adding CU/SRCR)",
            &["5", "6"],
        ),
        OptionSpec::yes_no(
            "indirect_restriction",
            "whether a building may not go beside a rival that already has a rival of the new building's kind (JCloisterZone's reading)",
        ),
        OptionSpec::choice(
            "king_and_robber_scoring",
            "what the King and the Robber pay: default (1 per completed city or road at the end), 10/20 (10 per marker held), 15/40 (15 for one marker, 40 for both), continuously (1 to the holder each time a city or road is completed)",
            &["default", "10/20", "15/40", "continuously"],
        ),
    ],
    tile_sets: &[ID],
    tile_files: &[(
        "count-king-robber.json",
        include_str!("../../../../../data/tiles/count-king-robber.json"),
    )],
    symbols: &[SymbolSpec {
        name: SHRINE,
        summary: "a shrine: the tile's monastery is a shrine, in challenge with the monasteries around it",
        check_arg: no_symbol_arg,
    }],
    pieces: &["king", "robber"],
    words: crate::words_files!("words"),
    how_to_play: Some(crate::guide_files!(
        "how-to-play",
        ["count-king-robber-challenge", "count-king-robber-king"]
    )),
    ..ExpansionInfo::new(&Typed::<CountKingRobber>::CODEC)
};

/// The module's options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct CountKingRobberOptions {
    /// Which shrine tiles are played.
    shrine_set: ShrineSet,
    /// Whether the indirect case of the placement restriction holds.
    #[serde(deserialize_with = "yes_no")]
    indirect_restriction: bool,
    /// What the King and the Robber pay.
    king_and_robber_scoring: MarkerScoring,
}

/// The state of a game with Count, King & Robber.
#[derive(Clone, Debug)]
pub struct CountKingRobber {
    /// The symbol that makes a monastery a shrine.
    shrine: Option<SymbolId>,
    /// Which shrine tiles are played.
    shrine_set: ShrineSet,
    /// Whether the indirect case of the placement restriction holds.
    indirect: bool,
    /// The King and the Robber.
    crowns: Crowns,
    /// The unit the rules version sizes cities and roads in.
    unit: Unit,
}

impl CountKingRobber {
    /// The King and the Robber.
    pub fn crowns(&self) -> &Crowns {
        &self.crowns
    }

    /// The unit cities and roads are sized in for the King and the Robber.
    pub fn unit(&self) -> Unit {
        self.unit
    }
}

impl Module for CountKingRobber {
    type Move = Nothing;
    type Decision = Nothing;
    type Event = CountKingRobberEvent;
    type Options = CountKingRobberOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<CountKingRobber> = HookTable::new()
        .setup(CountKingRobber::setup)
        .allows_tile(CountKingRobber::allows_tile)
        .scored(CountKingRobber::scored)
        .after_scoring(CountKingRobber::after_scoring)
        .final_scores(CountKingRobber::final_scores)
        .worth(CountKingRobber::bot_value)
        .invariants(CountKingRobber::invariants);

    fn new(options: CountKingRobberOptions, rules: RulesVersion) -> CountKingRobber {
        CountKingRobber {
            shrine: SymbolId::of(SHRINE),
            shrine_set: options.shrine_set,
            indirect: options.indirect_restriction,
            crowns: Crowns::new(options.king_and_robber_scoring),
            unit: rules.road_city_unit(),
        }
    }
}

/// The hooks that are neither the shrines' nor the crowns' alone.
impl CountKingRobber {
    /// With the 5-tile shrine set, the sixth shrine leaves the pile.
    fn setup(&mut self, ctx: &mut Ctx) {
        if self.shrine_set == ShrineSet::Five {
            let sixth = ctx.catalog().kind(SIXTH_SHRINE);
            let _ = ctx.take_from_pile(|k| Some(k) == sixth);
        }
    }

    /// The challenge after scoring (the shrines).
    fn scored(&mut self, ctx: &mut Ctx, scores: &[ScoreEvent], _returned: &[Follower]) {
        self.challenge(ctx, scores);
    }

    /// The King and the Robber after the placement's features were scored.
    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        let unit = self.unit;
        self.crowns.completed(ctx, placed, unit);
    }

    /// The markers' scores at the end.
    fn final_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        self.crowns.final_scores(game, out);
    }

    /// The markers' worth to their holders.
    fn bot_value(&self, game: &GameState, player: crate::seat::Seat) -> f32 {
        self.crowns.worth(game, player)
    }

    /// The markers' holders are players of the game, each with the size that won it.
    fn invariants(&self, game: &GameState) -> Result<(), String> {
        self.crowns.invariants(game)
    }
}
