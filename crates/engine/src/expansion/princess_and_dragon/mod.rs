//! The Princess & The Dragon (`rules/expansions/princess-and-dragon.md`, its §7 "With
//! Halflings", and `halflings.md` §8): 29 of its 30 land tiles (see the tile file's note), the
//! dragon, the fairy, magic portals and princesses. One concept per file:
//!
//! * [`places`]: where the dragon stands and steps — a space, or under `c1-2015` one tile —
//!   and which places neighbour each other;
//! * [`volcano`]: no figure on a volcano just placed; the dragon jumps there; the first
//!   volcano shuffles the set-aside dragon tiles back into the pile;
//! * [`set_aside`]: dragon tiles drawn while the dragon is beside the board;
//! * [`dragon`]: the flight of 6 steps after a dragon tile, each chosen by the next player;
//! * [`fairy`]: moved next to a follower instead of placing a figure; protects its place;
//!   1 point at its owner's turn start, 3 when its follower's feature scores;
//! * [`portal`]: a follower on any unoccupied, incomplete feature of the board;
//! * [`princess`]: a knight of the city the princess joins goes home instead of a figure;
//! * `moves`: its moves and decision, as its own types, and their older wire form;
//! * [`events`]: what the module reports, in words and as data;
//! * `view`: what it shows (its public state, the dragon and the fairy, its moves in words).
//!
//! Options (each a reading the digest marks as an edition difference or UNCONFIRMED; the
//! default is the latest clarification or the publisher's own rule):
//!
//! * `dragon_move`: `before-scoring` (HiG and ZMG, C2 step "2b"; default) or `after-scoring`
//!   (RGG's C1 English text): when the flight happens in the turn.
//! * `fairy_placement`: `next-follower` (HiG, both editions; default: the fairy belongs to one
//!   follower, only its owner scores the 1 and the 3 points) or `on-tile` (RGG and ZMG C1
//!   texts, JCloisterZone's reading: the fairy stands on a tile holding a follower of yours;
//!   1 point per follower of yours on that tile at your turn start, 3 to the owner of each
//!   follower on that tile whose feature scores, once per feature).
//! * `princess_action`: `may` (HiG; default) or `must` (RGG and ZMG English texts: when a
//!   knight can be removed the player must remove one, with no other figure).
//! * `c1_cross_gaps`: under `c1-2015` only, whether a dragon step may cross a triangular gap
//!   between two tiles of neighbouring spaces (`yes`, the wiki's example; default) or not.
//!
//! Readings where no rules text decides (doc comments in each file say more): dragon tiles
//! set aside when no volcano ever comes are never placed; the fairy stays where it is when its
//! follower leaves the board, assigned to nobody (JCloisterZone); under `c1-2015` two tiles are
//! neighbours when they share a side, or lie in orthogonally neighbouring spaces with no gap
//! between them (the digest's suggestion), or, with `c1_cross_gaps`, in any two orthogonally
//! neighbouring spaces.

pub mod dragon;
pub mod events;
pub mod fairy;
mod moves;
pub mod places;
pub mod portal;
pub mod princess;
pub mod set_aside;
mod view;
pub mod volcano;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, ModuleMove, Moves, Placing, Timing};
use super::options::{yes_no, OptionSpec};
use super::registry::{feature_by_side, no_symbol_arg, ExpansionInfo, SymbolSpec};
use super::types::{ExpansionRule, SymbolId};
use crate::board::Follower;
use crate::geometry::SpacePos;
use crate::rules::RulesVersion;
use crate::scoring::ScoreEvent;
use crate::seat::{Seat, SeatSet};
use crate::state::{GameState, IllegalMove};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileDef, TileKind};

pub use dragon::{Flight, FLIGHT_STEPS};
pub use events::PdEvent;
pub use fairy::Fairy;
pub use moves::{PdDecision, PdMove};
pub use places::Place;
pub use view::{FairyView, FlightView, PdView, PlaceView};

/// The expansion's id in a setup.
pub const ID: &str = "princess-and-dragon";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 70;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["dragon", "dragons", "fairy", "fairies", "princess", "princesses", "portal", "portals"],
    name: "The Princess & The Dragon",
    summary: "volcanoes, the dragon's flight, the fairy, magic portals and princesses",
    selectable: true,
    options: &[
        OptionSpec::choice(
            "dragon_move",
            "when the dragon flies after a dragon tile: before the turn's scoring (HiG, ZMG) or after it (RGG)",
            &["before-scoring", "after-scoring"],
        ),
        OptionSpec::choice(
            "fairy_placement",
            "the fairy stands next to one follower (HiG) or on a tile holding followers (RGG, ZMG C1)",
            &["next-follower", "on-tile"],
        ),
        OptionSpec::choice(
            "princess_action",
            "whether the princess's player may (HiG) or must (RGG, ZMG) send a knight home when one can",
            &["may", "must"],
        ),
        OptionSpec::yes_no(
            "c1_cross_gaps",
            "under c1-2015, whether a dragon step may cross a triangular gap",
        ),
    ],
    tile_sets: &[ID],
    tile_files: &[(
        "princess-and-dragon.json",
        include_str!("../../../../../data/tiles/princess-and-dragon.json"),
    )],
    symbols: &[
        SymbolSpec {
            name: "volcano",
            summary: "no figure on it when placed; the dragon jumps to it",
            check_arg: no_symbol_arg,
        },
        SymbolSpec {
            name: "dragon",
            summary: "set aside while the dragon is beside the board; otherwise the dragon flies 6 steps",
            check_arg: no_symbol_arg,
        },
        SymbolSpec {
            name: "portal",
            summary: "a follower may go on any unoccupied, incomplete feature of the board",
            check_arg: no_symbol_arg,
        },
        SymbolSpec {
            name: "princess",
            summary: "the city named (by a side, as the tile file lies) carries the princess: a knight of the city it joins may go home",
            check_arg: |def, arg| feature_by_side(def, arg, FeatureKind::City).map(|_| ()),
        },
    ],
    pieces: &["dragon", "fairy"],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<PrincessAndDragon>::CODEC)
};

/// The refusal for the module's rule `code`, with its message (`princess-and-dragon.rule.…`).
pub(crate) fn rule(code: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, code, message)
}

/// When the dragon flies after a dragon tile (option `dragon_move`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum FlightTiming {
    BeforeScoring,
    AfterScoring,
}

/// Where the fairy stands (option `fairy_placement`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum FairyPlacement {
    NextFollower,
    OnTile,
}

/// Whether the princess's player may or must send a knight home (option `princess_action`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum PrincessAction {
    May,
    Must,
}

/// The options of The Princess & The Dragon, as a setup chooses them.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct PdOptions {
    dragon_move: FlightTiming,
    fairy_placement: FairyPlacement,
    princess_action: PrincessAction,
    #[serde(deserialize_with = "yes_no")]
    c1_cross_gaps: bool,
}

/// The options a game chose, with what the rules version decides, read once.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The dragon flies after the turn's scoring (option `dragon_move`).
    pub after_scoring: bool,
    /// The fairy stands on a tile, not beside one follower (option `fairy_placement`).
    pub on_tile: bool,
    /// The princess's removal is compulsory when possible (option `princess_action`).
    pub princess_must: bool,
    /// Triangles count as tiles (`c1-2015`): dragon steps, visits and the fairy's protection.
    pub per_tile: bool,
    /// Under `c1-2015`, a step may cross a triangular gap (option `c1_cross_gaps`).
    pub cross_gaps: bool,
}

/// The module's symbols, by id.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Symbols {
    volcano: Option<SymbolId>,
    dragon: Option<SymbolId>,
    portal: Option<SymbolId>,
    princess: Option<SymbolId>,
}

/// The state of The Princess & The Dragon in a game.
#[derive(Clone, Debug)]
pub struct PrincessAndDragon {
    options: Options,
    symbols: Symbols,
    /// Where the dragon is, once a volcano brought it on the board.
    dragon: Option<Place>,
    /// The flight in progress.
    flight: Option<Flight>,
    /// The fairy, once moved onto the board.
    fairy: Option<Fairy>,
    /// Dragon tiles drawn while the dragon was beside the board, in the order drawn.
    set_aside: Vec<TileKind>,
}

impl PrincessAndDragon {
    /// The options the game chose.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Where the dragon is, if on the board.
    pub fn dragon(&self) -> Option<Place> {
        self.dragon
    }

    /// The flight in progress, if any.
    pub fn flight(&self) -> Option<&Flight> {
        self.flight.as_ref()
    }

    /// The fairy, if on the board.
    pub fn fairy(&self) -> Option<Fairy> {
        self.fairy
    }

    /// The dragon tiles set aside (drawn while the dragon was beside the board).
    pub fn set_aside(&self) -> &[TileKind] {
        &self.set_aside
    }

    fn has(def: &TileDef, symbol: Option<SymbolId>) -> bool {
        symbol.is_some_and(|s| def.symbols.has(s))
    }

    /// Whether tile `def` carries a volcano.
    pub(crate) fn is_volcano(&self, def: &TileDef) -> bool {
        Self::has(def, self.symbols.volcano)
    }

    /// Whether tile `def` carries a dragon.
    pub(crate) fn is_dragon(&self, def: &TileDef) -> bool {
        Self::has(def, self.symbols.dragon)
    }

    /// Whether tile `def` carries a magic portal.
    pub(crate) fn is_portal(&self, def: &TileDef) -> bool {
        Self::has(def, self.symbols.portal)
    }

    /// Whether tile `def` carries a princess.
    pub(crate) fn is_princess(&self, def: &TileDef) -> bool {
        Self::has(def, self.symbols.princess)
    }

    /// Pays `value` points to each player in `winners` for the module's
    /// reason `detail`, as a score of the feature follower `f` stands in, at `at`.
    fn pay(ctx: &mut Ctx, f: &Follower, at: SpacePos, winners: SeatSet, value: u32, detail: Text) {
        let feature = ctx.board().follower_feature(f);
        let score = ScoreEvent::expansion_score(
            feature,
            at,
            ctx.game().scoring_rules(),
            winners,
            value,
            detail,
        );
        ctx.pay(score);
    }
}

impl Module for PrincessAndDragon {
    type Move = PdMove;
    type Decision = PdDecision;
    type Event = PdEvent;
    type Options = PdOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<PrincessAndDragon> = HookTable::new()
        .turn_start(PrincessAndDragon::fairy_turn_start)
        .keeps_drawn(PrincessAndDragon::keep_drawn)
        .allows_follower(PrincessAndDragon::allows_follower)
        .obliges(PrincessAndDragon::princess_obliges)
        .placement_moves(PrincessAndDragon::placement_moves)
        .after_placement(PrincessAndDragon::after_placement)
        .pending(PrincessAndDragon::pending)
        .pending_moves(PrincessAndDragon::step_moves)
        .scored(PrincessAndDragon::fairy_scored)
        .after_scoring(PrincessAndDragon::after_scoring)
        .game_end(PrincessAndDragon::fairy_game_end)
        .worth(PrincessAndDragon::fairy_value)
        .invariants(PrincessAndDragon::invariants);

    /// A fresh game's state: the dragon and the fairy beside the board.
    fn new(options: PdOptions, rules: RulesVersion) -> PrincessAndDragon {
        PrincessAndDragon {
            options: Options {
                after_scoring: options.dragon_move == FlightTiming::AfterScoring,
                on_tile: options.fairy_placement == FairyPlacement::OnTile,
                princess_must: options.princess_action == PrincessAction::Must,
                per_tile: rules == RulesVersion::C1_2015,
                cross_gaps: options.c1_cross_gaps,
            },
            symbols: Symbols {
                volcano: SymbolId::of("volcano"),
                dragon: SymbolId::of("dragon"),
                portal: SymbolId::of("portal"),
                princess: SymbolId::of("princess"),
            },
            dragon: None,
            flight: None,
            fairy: None,
            set_aside: Vec::new(),
        }
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &PdMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, placing) {
            (PdMove::Fairy { follower }, Some(placing)) => {
                self.check_fairy(game, seat, placing, follower)
            }
            (PdMove::Portal { feature, kind }, Some(placing)) => {
                self.check_portal(game, seat, placing, feature, kind)
            }
            (PdMove::Princess { knight }, Some(placing)) => {
                self.check_princess(game, placing, knight)
            }
            (PdMove::Dragon { to }, _) => self.check_step(game, to),
            // The core gives every move with the tile its placement.
            (PdMove::Fairy { .. } | PdMove::Portal { .. } | PdMove::Princess { .. }, None) => {
                Err(match mv.timing() {
                    Timing::WithTile(r) | Timing::Decision(r) | Timing::BeforePlacing(r) => {
                        r.of_module(ID).into()
                    }
                })
            }
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &PdMove) {
        match *mv {
            PdMove::Fairy { follower } => self.move_fairy(ctx, seat, follower),
            PdMove::Portal { feature, kind } => self.portal_follower(ctx, seat, feature, kind),
            PdMove::Princess { knight } => self.send_knight_home(ctx, seat, knight),
            PdMove::Dragon { to } => self.step(ctx, seat, to),
        }
    }
}

/// The hooks that are not one rule's own.
impl PrincessAndDragon {
    /// Nothing goes on a volcano just placed.
    fn allows_follower(&self, game: &GameState, placing: Placing, _local: u8) -> bool {
        !self.is_volcano(game.catalog().def(placing.tile))
    }

    /// The princess's moves, and unless she must act, the portal's and the fairy's.
    fn placement_moves(
        &self,
        game: &GameState,
        seat: Seat,
        placing: Placing,
        out: &mut Moves<PrincessAndDragon>,
    ) {
        if self.princess_moves(game, placing, out) && self.options.princess_must {
            return;
        }
        self.portal_moves(game, seat, placing, out);
        self.fairy_moves(game, seat, out);
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.refresh_fairy(ctx);
        let kind = ctx.board().tiles()[placed.tile as usize].kind;
        let def = ctx.catalog().def(kind);
        if self.is_volcano(def) {
            self.volcano_placed(ctx, placed);
        } else if self.is_dragon(def) && !self.options.after_scoring {
            self.start_flight(ctx, placed.player);
        }
    }

    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.refresh_fairy(ctx);
        let kind = ctx.board().tiles()[placed.tile as usize].kind;
        if self.options.after_scoring && self.is_dragon(ctx.catalog().def(kind)) {
            self.start_flight(ctx, placed.player);
        }
    }

    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let board = game.board();
        if let Some(p) = self.dragon {
            if !p.exists(board) {
                return Err(format!("the dragon stands on no tile at {}", p.at));
            }
            if !self.set_aside.is_empty() {
                return Err("dragon tiles are set aside while the dragon is on the board".into());
            }
        }
        for &k in &self.set_aside {
            if !self.is_dragon(game.catalog().def(k)) {
                return Err(format!(
                    "{} is set aside but has no dragon",
                    game.catalog().def(k).id
                ));
            }
        }
        if let Some(f) = &self.flight {
            f.validity_check(self.dragon)?;
        }
        if let Some(f) = self.fairy {
            f.validity_check(board)?;
        }
        Ok(())
    }
}
