//! Bridges, Castles & Bazaars (`rules/expansions/bridges-castles-bazaars.md` and its "With
//! Halflings" section): 12 land tiles and, for each player, bridges and castles (3 each with
//! 2–4 players, 2 each with 5–6).
//!
//! * **The tiles**: `data/tiles/bridges-castles-bazaars.json` (JCloisterZone's ids; its note
//!   says which rest on a single source). Symbols: `bazaar` on the 8 bazaar tiles;
//!   `no-castle SIDE` on a city that can never become a castle (`BB/CFR!`); the inns of
//!   `BB/R.bi` and `BB/RFR.bi` are Inns & Cathedrals' `inn S` (they act only with it).
//! * **Castles** (`castle.rs`): when a tile completes a city of exactly two one-edge city
//!   segments (two tiles; on triangles too: two city segments each reaching one side), none
//!   marked `no-castle`, with exactly one follower in it, that follower's owner, if they hold
//!   a castle, decides before the turn's scoring (decision `castle`): build a castle (move
//!   `build-castle`: the follower stays as its lord, the city is not scored and is no longer
//!   a city for farmers or any other rule that counts completed cities) or not
//!   (`decline-castle`: it scores as usual). Several such cities: one decision each, in the
//!   order the tile reaches them. On a later turn, the first time features with a tile in
//!   the castle's fief (its two spaces and the four beside them on the long sides; one space
//!   of two triangles and the four beside it, **UNCONFIRMED**) are completed and scored, its
//!   owner scores the highest of their values; the lord goes home and the castle never
//!   scores again. A castle scoring so sets off a castle whose fief holds one of its spaces
//!   (a chain). At the end an unscored castle pays nothing and a field pays 4 for each castle
//!   it touches (besides 3 a completed city).
//!
//! Rulings where the digest leaves a choice (**UNCONFIRMED**): option `castle_on_triangles`
//! `yes` (default: a city with a triangle among its two parts may become a castle, by the
//! grid principle) or `no` (only two square tiles). The fief of two triangles in one space
//! is that space and the four beside it (here).
//!
//! * **Bazaars** (`bazaar.rs`): after a turn with a bazaar tile drawn from the pile, one tile
//!   per player is turned up and auctioned (decisions `bazaar-pick`, `bazaar-bid`,
//!   `bazaar-settle`; moves `auction`, `raise`, `pass-bid`, `sell`, `buy`; under option
//!   `bazaar_no_auction` `yes` each player just takes one, move `take-tile`); the tiles bought
//!   lie on top of the pile in the order their buyers draw. Skipped when fewer tiles than
//!   players are left (C2; here in every version). A bid may not exceed the bidder's score
//!   and a player whose bought tile waits plays no halfling (both **UNCONFIRMED**, the
//!   digest's suggestions).
//!
//! A castle's city is a feature the module holds (the core's `holds_feature` hook): its lord
//! is out of reach of the rules that remove or capture followers (a dragon's meal, a tower's
//! capture: digest §3).
//!
//! * **Bridges** (`bridge.rs`): with the placement of the tile (move `bridge`, its `end` the
//!   spot of one end: a side of the space, N–S or E–W), a bridge across the tile just placed
//!   or a tile beside it, both ends on field sides, each end facing an empty place or a road;
//!   on a space of two triangles too, never a single triangle; one a space, ever. It is the
//!   core's overlay road: it joins the roads at its ends, scores 1 a space, may hold a
//!   follower placed with it on the tile just placed (its `follower` a location on that tile:
//!   a side where the bridge ends names the bridge), and does not cut what it crosses.
//!
//! Not built yet: placing a tile with a road against a field that the bridge laid with it
//! continues (digest §2, "enabling placement"); C1's bridge at any point of the turn.

mod bazaar;
mod bot;
mod bridge;
mod castle;
mod moves;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::module::{Module, Moves, Placing};
use super::options::{yes_no, OptionSpec};
use super::registry::{feature_by_side, no_symbol_arg, ExpansionInfo, SymbolSpec};
use super::types::{ExpansionRule, SymbolId};
use crate::rules::RulesVersion;
use crate::seat::{PerSeat, Seat};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileDef};
pub use castle::FIELD_POINTS_PER_CASTLE;
pub use moves::{BcbDecision, BcbEvent, BcbMove};

/// The expansion's id in a setup.
pub const ID: &str = "bridges-castles-bazaars";

/// The bazaar's symbol in tile data.
pub const BAZAAR: &str = "bazaar";

/// The symbol marking a city (by a side it crosses) that can never become a castle.
pub const NO_CASTLE: &str = "no-castle";

/// A bridge's name: the piece each player holds.
pub const BRIDGE: &str = "bridge";

/// A castle's name: the piece each player holds.
pub const CASTLE: &str = "castle";

/// Its place among the modules: their hooks run in this order, lowest first. After every
/// other module: a castle reacts to the scores they adjusted.
pub const HOOK_ORDER: u32 = 130;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["bridge", "bridges", "castle", "castles", "bazaar", "bazaars"],
    name: "Bridges, Castles & Bazaars",
    summary: "12 land tiles, 8 with a bazaar; for each player bridges and castles (3 each with 2-4 players, 2 with 5-6): a small city of two tiles completed with one follower may become a castle instead of scoring, which later scores the first feature completed in its fief",
    selectable: true,
    tile_sets: &[ID],
    tile_files: &[(
        "bridges-castles-bazaars.json",
        include_str!("../../../../../data/tiles/bridges-castles-bazaars.json"),
    )],
    symbols: &[
        SymbolSpec {
            name: BAZAAR,
            summary: "a bazaar: after a turn with this tile the players auction tiles from the pile",
            check_arg: no_symbol_arg,
        },
        SymbolSpec {
            name: NO_CASTLE,
            summary: "the city crossing the side named can never become a castle",
            check_arg: check_no_castle,
        },
    ],
    options: &[
        OptionSpec::choice(
            "castle_on_triangles",
            "whether a city with a triangle among its two parts may become a castle: yes (the grid principle, the digest's suggestion) or no (squares only)",
            &["yes", "no"],
        ),
        OptionSpec::choice(
            "bazaar_no_auction",
            "at a bazaar: no (an auction for each tile, bids at most the bidder's score, the digest's suggestion) or yes (each player just picks a tile in turn, JCloisterZone's option)",
            &["no", "yes"],
        ),
    ],
    pieces: &[BRIDGE, CASTLE],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<BridgesCastlesBazaars>::CODEC)
};

/// Checks a `no-castle` mark's argument on its tile: a side a city of the tile crosses.
fn check_no_castle(def: &TileDef, arg: Option<&str>) -> Result<(), String> {
    feature_by_side(def, arg, FeatureKind::City).map(|_| ())
}

/// The local segment of `def` that its `no-castle` mark names, if any.
fn marked_city(def: &TileDef) -> Option<u8> {
    feature_by_side(def, def.symbol_arg(NO_CASTLE), FeatureKind::City).ok()
}

/// The refusal for the module's rule `rule`, with its message
/// (`bridges-castles-bazaars.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// The pieces of each kind every player gets with `players` players (digest §1).
pub fn pieces_each(players: u8) -> u8 {
    if players >= 5 {
        2
    } else {
        3
    }
}

/// The module's options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct BcbOptions {
    /// Whether a city with a triangle among its two parts may become a castle (option
    /// `castle_on_triangles`).
    #[serde(deserialize_with = "yes_no")]
    castle_on_triangles: bool,
    /// Whether each player just picks a tile at a bazaar (option `bazaar_no_auction`).
    #[serde(deserialize_with = "yes_no")]
    bazaar_no_auction: bool,
}

/// The Bridges, Castles & Bazaars state of a game: the castles on the board and in hand,
/// and the castles offered to be built this turn.
#[derive(Clone, Debug)]
pub struct BridgesCastlesBazaars {
    /// The `no-castle` symbol's id.
    no_castle: Option<SymbolId>,
    /// The castles built.
    castles: Vec<castle::Castle>,
    /// The castles each player still holds.
    castles_left: PerSeat<u8>,
    /// The bridges each player still holds.
    bridges_left: PerSeat<u8>,
    /// The castles offered this turn, in order, before the turn's scoring.
    offers: Vec<castle::Offer>,
    /// Whether a city with a triangle among its parts may become a castle.
    on_triangles: bool,
    /// The `bazaar` symbol's id.
    bazaar_symbol: Option<SymbolId>,
    /// The bazaar being held.
    bazaar: Option<bazaar::Bazaar>,
    /// The buyers whose bought tiles lie on top of the pile, in the order they draw them.
    due: Vec<Seat>,
    /// Whether the tile of this turn was bought at a bazaar.
    from_bazaar: bool,
    /// Whether each player just picks a tile at a bazaar.
    no_auction: bool,
}

impl BridgesCastlesBazaars {
    /// The spot of local segment `local` of placed tile `tile`.
    fn spot(game: &GameState, tile: u16, local: u8) -> Spot {
        let pt = &game.board().tiles()[tile as usize];
        Spot {
            at: pt.pos,
            corner: pt.turn.corner(),
            location: game.placed_location(tile, local),
        }
    }

    /// Hook at the start: each player's pieces for the number of players.
    fn setup(&mut self, ctx: &mut Ctx) {
        let each = pieces_each(ctx.game().players());
        self.castles_left = PerSeat::splat(each);
        self.bridges_left = PerSeat::splat(each);
    }

    /// The decision pending: a castle's (before the scoring) or the bazaar's.
    fn pending(&self) -> Option<(Seat, BcbDecision)> {
        self.pending_castle().or_else(|| self.pending_bazaar())
    }

    /// The answers to the pending decision.
    fn pending_moves(&self, game: &GameState, out: &mut Moves<BridgesCastlesBazaars>) {
        if self.pending_castle().is_some() {
            self.castle_answers(game, out);
        } else {
            self.bazaar_answers(game, out);
        }
    }

    /// Checks the module's invariants.
    fn invariants(&self, game: &GameState) -> Result<(), String> {
        self.castle_invariants(game)
    }
}

impl Module for BridgesCastlesBazaars {
    type Move = BcbMove;
    type Decision = BcbDecision;
    type Event = BcbEvent;
    type Options = BcbOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<BridgesCastlesBazaars> = HookTable::new()
        .setup(BridgesCastlesBazaars::setup)
        .after_placement(BridgesCastlesBazaars::offer_castles)
        .pending(BridgesCastlesBazaars::pending)
        .pending_moves(BridgesCastlesBazaars::pending_moves)
        .after_scoring(BridgesCastlesBazaars::open_bazaar)
        .keeps_drawn(BridgesCastlesBazaars::drawn)
        .discarded(BridgesCastlesBazaars::tile_discarded)
        .allows_tile(BridgesCastlesBazaars::no_halfling_while_due)
        .placement_moves(BridgesCastlesBazaars::bridge_moves)
        .holds_feature(BridgesCastlesBazaars::holds_castle)
        .worth(BridgesCastlesBazaars::bridges_worth)
        .scored(BridgesCastlesBazaars::castles_score)
        .adjust_score(BridgesCastlesBazaars::field_castles)
        .quick_answer(BridgesCastlesBazaars::quick_answer)
        .invariants(BridgesCastlesBazaars::invariants);

    fn new(options: BcbOptions, _rules: RulesVersion) -> BridgesCastlesBazaars {
        BridgesCastlesBazaars {
            no_castle: SymbolId::of(NO_CASTLE),
            castles: Vec::new(),
            castles_left: PerSeat::splat(pieces_each(2)),
            bridges_left: PerSeat::splat(pieces_each(2)),
            offers: Vec::new(),
            on_triangles: options.castle_on_triangles,
            bazaar_symbol: SymbolId::of(BAZAAR),
            bazaar: None,
            due: Vec::new(),
            from_bazaar: false,
            no_auction: options.bazaar_no_auction,
        }
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &BcbMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match *mv {
            BcbMove::Bridge { end, follower } => self.check_bridge(game, seat, end, follower, placing),
            BcbMove::BuildCastle | BcbMove::DeclineCastle => self.check_castle(seat),
            other => self.check_bazaar(game, seat, other),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &BcbMove) {
        match *mv {
            BcbMove::Bridge { end, follower } => self.play_bridge(ctx, seat, end, follower),
            BcbMove::BuildCastle => self.play_castle(ctx, seat, true),
            BcbMove::DeclineCastle => self.play_castle(ctx, seat, false),
            other => self.play_bazaar(ctx, seat, other),
        }
    }
}
