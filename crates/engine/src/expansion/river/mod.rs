//! The River (`rules/expansions/river.md`): 12 river tiles laid before the regular pile, from
//! the spring to the lake.
//!
//! * **Setup.** The spring (symbol `spring`) lies on (0,0) instead of the start tile. The other
//!   river tiles form a stack of their own on top of the regular pile, the lake (symbol
//!   `lake`) at its bottom: players draw them first, one a turn, then the regular pile.
//! * **The course.** A river tile must continue the river: its water meets the open end of
//!   the river (`not-at-the-end`), its other sides match as usual. Water continues only water
//!   and parts the fields on its banks like a road (the tile data's fields); it is no feature
//!   and takes no follower. The lake closes the river and is laid in a normal turn.
//! * **No U-turn.** Option `turns`: `immediate` (the printed rules, C1's FAQ and C2's text):
//!   a bend may not turn the same way as the bend of the tile just before it (`u-turn`);
//!   `lookahead` (JCloisterZone's filter instead, stricter, which also rules out every U-turn):
//!   the two spaces the river flows into next and the spaces beside both must be empty
//!   (`no-room-ahead`).
//! * **A river tile that fits nowhere** is discarded like any tile, and the next is drawn
//!   (option `unplaceable` = `discard-tile`, the base rule); `discard-river` (the annotated
//!   rules, CAR 7.4) discards the rest of the river with it. Either way the river may end
//!   without its lake, and an open river end then stays open for good (no other tile shows
//!   water).
//! * **The start tile.** Option `start_tile`: `remove` (C2: the river replaces it), `shuffle`
//!   (JCloisterZone: into the regular pile) or `after-lake` (a Big Box variant: the first
//!   regular tile drawn after the lake).
//!
//! With Halflings (`river.md` §5, no source; the digest's proposals): no halfling may be played
//! while river tiles remain to be drawn (option `halflings_during_river` = `no`; with `yes` a
//! halfling may, and a hill then buries the top tile of the regular pile, not a river tile).
//! No triangle shows water, so none may lie against an open river end; after a river that
//! ended early a triangle may still fill the half of that space away from the water. River
//! tiles are ordinary squares for counting, 3×3s and fields.

mod course;
mod moves;
mod view;

use std::sync::Arc;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, Placing};
use super::options::{yes_no, OptionSpec};
use super::registry::{no_symbol_arg, ExpansionInfo, SymbolSpec};
use super::types::{Refusal, SymbolId};
use crate::rules::RulesVersion;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove};
use crate::tiles::{Catalog, Shape, TileKind};
use course::{water_sides, HALFLING_DURING_RIVER};
pub use course::{Bend, End};
pub use moves::{RiverDecision, RiverEvent, RiverMove};
pub use view::RiverView;

/// The expansion's id in a setup.
pub const ID: &str = "river";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 90;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["river", "rivers", "spring", "springs", "lake", "lakes"],
    name: "The River",
    summary: "12 river tiles laid first, from the spring on (0,0) to the lake; the river parts fields and may not turn back on itself",
    selectable: true,
    options: &[
        OptionSpec::choice(
            "turns",
            "which river tiles are refused: a bend the same way as the bend just before it (the printed rules), or any that leaves no two empty spaces ahead (JCloisterZone)",
            &["immediate", "lookahead"],
        ),
        OptionSpec::choice(
            "start_tile",
            "the regular start tile: out of the game (2nd edition), shuffled into the regular pile (JCloisterZone), or the first regular tile drawn after the lake",
            &["remove", "shuffle", "after-lake"],
        ),
        OptionSpec::choice(
            "unplaceable",
            "a river tile that fits nowhere: discarded and the next drawn (base rule), or the rest of the river discarded with it (annotated rules)",
            &["discard-tile", "discard-river"],
        ),
        OptionSpec::choice(
            "halflings_during_river",
            "whether a halfling may be played while river tiles remain to be drawn (a hill then buries a regular tile)",
            &["no", "yes"],
        ),
    ],
    tile_sets: &[ID],
    tile_files: &[(
        "river.json",
        include_str!("../../../../../data/tiles/river.json"),
    )],
    symbols: &[
        SymbolSpec {
            name: "spring",
            summary: "the river's spring: it lies on (0,0) instead of the start tile",
            check_arg: no_symbol_arg,
        },
        SymbolSpec {
            name: "lake",
            summary: "the river's lake: the last river tile drawn",
            check_arg: no_symbol_arg,
        },
    ],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<River>::CODEC)
};

/// Which river tiles are refused (option `turns`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Turns {
    /// A bend the same way as the bend just before it (the printed rules).
    Immediate,
    /// Any that leaves no room ahead (JCloisterZone).
    Lookahead,
}

/// Where the regular start tile goes when the spring replaces it (option `start_tile`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum StartTile {
    Remove,
    Shuffle,
    AfterLake,
}

/// What becomes of a river tile that fits nowhere (option `unplaceable`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Unplaceable {
    /// It is discarded and the next drawn.
    DiscardTile,
    /// The rest of the river is discarded with it.
    DiscardRiver,
}

/// The River's options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct RiverOptions {
    turns: Turns,
    start_tile: StartTile,
    unplaceable: Unplaceable,
    #[serde(deserialize_with = "yes_no")]
    halflings_during_river: bool,
}

/// The River's state of a game.
#[derive(Clone, Debug)]
pub struct River {
    /// Whether JCloisterZone's room-ahead filter replaces the U-turn rule.
    lookahead: bool,
    start_tile: StartTile,
    /// Whether an unplaceable river tile takes the rest of the river with it.
    discard_river: bool,
    /// Whether halflings may be played while river tiles remain.
    halflings_during_river: bool,
    spring: Option<SymbolId>,
    lake: Option<SymbolId>,
    /// The river's open end, if it has one.
    end: Option<End>,
}

impl River {
    /// The river's open end: where the next river tile must go on.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// River tiles still to be drawn (they lie on top of the regular pile, so players know
    /// how many).
    pub fn left(game: &GameState) -> usize {
        let cat = game.catalog();
        game.pile_order()
            .iter()
            .filter(|&&k| cat.def(k).has_water())
            .count()
    }

    /// Whether river tiles remain to be drawn: the next tile drawn is one.
    fn flowing(game: &GameState) -> bool {
        game.pile_order()
            .last()
            .is_some_and(|&k| game.catalog().def(k).has_water())
    }

    fn has(cat: &Catalog, kind: TileKind, symbol: Option<SymbolId>) -> bool {
        symbol.is_some_and(|s| cat.def(kind).symbols.has(s))
    }
}

impl Module for River {
    type Move = RiverMove;
    type Decision = RiverDecision;
    type Event = RiverEvent;
    type Options = RiverOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<River> = HookTable::new()
        .start_tile(River::start_tile)
        .setup(River::setup)
        .allows_tile(River::allows_tile)
        .after_placement(River::after_placement)
        .discarded(River::discarded)
        .invariants(River::invariants);

    fn new(options: RiverOptions, _rules: RulesVersion) -> River {
        River {
            lookahead: options.turns == Turns::Lookahead,
            start_tile: options.start_tile,
            discard_river: options.unplaceable == Unplaceable::DiscardRiver,
            halflings_during_river: options.halflings_during_river,
            spring: SymbolId::of("spring"),
            lake: SymbolId::of("lake"),
            end: None,
        }
    }

    fn check(
        &self,
        _game: &GameState,
        _seat: Seat,
        mv: &RiverMove,
        _placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match *mv {}
    }

    fn play(&mut self, _ctx: &mut Ctx, _seat: Seat, mv: &RiverMove) {
        match *mv {}
    }
}

/// The hooks.
impl River {
    fn start_tile(&self, catalog: &Catalog) -> Option<TileKind> {
        catalog
            .kinds()
            .find(|&k| catalog.def(k).shape == Shape::Square && River::has(catalog, k, self.spring))
    }

    fn setup(&mut self, ctx: &mut Ctx) {
        let cat = Arc::clone(ctx.game().catalog());
        // The tile on (0,0): the spring in a dealt game, a scenario's start tile.
        if let Some(first) = ctx.board().tiles().first() {
            let mut sides = water_sides(cat.def(first.kind), first.turn);
            if let (Some(side), None) = (sides.next(), sides.next()) {
                self.end = Some(End {
                    at: first.pos,
                    side,
                    bend: Bend::Straight,
                });
            }
        }
        // A dealt game: the core shuffled the river tiles into the pile; they go on top of it,
        // the lake at the bottom of their stack.
        let river = ctx.take_from_pile(|k| cat.def(k).has_water());
        if river.is_empty() {
            return;
        }
        match self.start_tile {
            StartTile::Remove => {}
            StartTile::Shuffle => ctx.shuffle_into_pile(&[cat.start()]),
            StartTile::AfterLake => ctx.stack_on_pile(&[cat.start()]),
        }
        let (lake, rest): (Vec<TileKind>, Vec<TileKind>) = river
            .into_iter()
            .partition(|&k| River::has(&cat, k, self.lake));
        ctx.stack_on_pile(&lake);
        ctx.stack_on_pile(&rest);
    }

    fn allows_tile(&self, game: &GameState, placing: Placing) -> Result<(), Refusal> {
        let def = game.catalog().def(placing.tile);
        if def.shape == Shape::Triangle {
            if !self.halflings_during_river && River::flowing(game) {
                return Err(HALFLING_DURING_RIVER);
            }
            return Ok(());
        }
        if !def.has_water() {
            return Ok(());
        }
        self.continues(game.board(), def, placing.at, placing.turn)
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        let pt = &ctx.board().tiles()[placed.tile as usize];
        let def = ctx.catalog().def(pt.kind);
        if def.shape == Shape::Square && def.has_water() {
            self.end = self.extend(def, pt.pos, pt.turn).unwrap_or(None);
        }
    }

    fn discarded(&mut self, ctx: &mut Ctx, tile: TileKind) {
        if !self.discard_river || !ctx.catalog().def(tile).has_water() {
            return;
        }
        let cat = Arc::clone(ctx.game().catalog());
        let rest = ctx.take_from_pile(|k| cat.def(k).has_water());
        if !rest.is_empty() {
            let player = ctx.game().active();
            let tiles = u16::try_from(rest.len()).unwrap_or(u16::MAX);
            ctx.emit(player, None, RiverEvent::Abandoned { tiles });
        }
    }

    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let cat = game.catalog();
        let pile = game.pile_order();
        if let Some(first) = pile.iter().position(|&k| cat.def(k).has_water()) {
            if let Some(&k) = pile[first..].iter().find(|&&k| !cat.def(k).has_water()) {
                return Err(format!(
                    "{} lies in the pile above a river tile",
                    cat.def(k).id
                ));
            }
        }
        if let Some(e) = self.end {
            let board = game.board();
            let open = board
                .tile_at(e.at, None)
                .map(|t| &board.tiles()[t as usize])
                .is_some_and(|pt| water_sides(cat.def(pt.kind), pt.turn).any(|s| s == e.side));
            if !open || board.water_sides(e.next()) & (1 << e.side.opposite().index()) == 0 {
                return Err(format!(
                    "the river's end at {} {} is not open water",
                    e.at,
                    e.side.letter()
                ));
            }
        }
        Ok(())
    }
}
