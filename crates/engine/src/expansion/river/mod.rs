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

use std::sync::Arc;

use serde_json::json;

use super::context::Ctx;
use super::hooks::{Expansion, Hooks, Placed};
use super::options::{OptionSpec, OptionValues};
use super::registry::{no_arg, no_legacy, no_symbol_arg, refuse_arg, ExpansionInfo, SymbolSpec};
use super::types::{ExpansionEvent, ModuleId, Refusal, SymbolId};
use crate::geometry::{SpacePos, Turn};
use crate::state::GameState;
use crate::text::Text;
use crate::tiles::{Catalog, Shape, TileKind};
use course::{water_sides, HALFLING_DURING_RIVER};
pub use course::{Bend, End};

/// The expansion's id in a setup.
pub const ID: &str = "river";

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(8);

/// Event: a river tile fitted nowhere and the rest of the river left the game with it
/// (value: how many more tiles).
const ABANDONED: u8 = 0;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    name: "The River",
    summary: "12 river tiles laid first, from the spring on (0,0) to the lake; the river parts fields and may not turn back on itself",
    selectable: true,
    with_active_symbols: false,
    requires: &[],
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
    figures: &[],
    followers: &[],
    pieces: &[],
    actions: &[],
    decisions: &[],
    events: &["river-abandoned"],
    legacy_setup_keys: &[],
    build: Some(|options, _| Box::new(River::new(options))),
    describe_event: |e| Text::new("river.event.abandoned").num("n", e.value),
    words: crate::words_files!("words"),
    event_data: |e| json!({"tiles": e.value}),
    arg_to_wire: no_arg,
    arg_from_wire: refuse_arg,
    legacy_move: no_legacy,
    codec: None,
};

/// Where the regular start tile goes when the spring replaces it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum StartTile {
    Remove,
    Shuffle,
    AfterLake,
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
    /// A fresh game's state with `options`.
    pub fn new(options: &OptionValues) -> River {
        River {
            lookahead: options.get("turns") == "lookahead",
            start_tile: match options.get("start_tile") {
                "shuffle" => StartTile::Shuffle,
                "after-lake" => StartTile::AfterLake,
                _ => StartTile::Remove,
            },
            discard_river: options.get("unplaceable") == "discard-river",
            halflings_during_river: options.flag("halflings_during_river"),
            spring: SymbolId::of("spring"),
            lake: SymbolId::of("lake"),
            end: None,
        }
    }

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

impl Expansion for River {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::TILE_ALLOWED
            .and(Hooks::AFTER_PLACEMENT)
            .and(Hooks::DRAW)
    }

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

    fn allows_tile(
        &self,
        game: &GameState,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
    ) -> Result<(), Refusal> {
        let def = game.catalog().def(tile);
        if def.shape == Shape::Triangle {
            if !self.halflings_during_river && River::flowing(game) {
                return Err(HALFLING_DURING_RIVER);
            }
            return Ok(());
        }
        if !def.has_water() {
            return Ok(());
        }
        self.continues(game.board(), def, at, turn)
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
            ctx.report(ExpansionEvent {
                module: MODULE,
                player,
                kind: ABANDONED,
                target: None,
                value: rest.len() as i32,
                payload: crate::expansion::Payload::EMPTY,
            });
        }
    }

    fn public_state(&self, game: &GameState) -> Option<serde_json::Value> {
        Some(json!({
            "left": River::left(game),
            "laying": River::left(game) > 0
                || game.current_tile().is_some_and(|k| game.catalog().def(k).has_water()),
            "end": self.end.map(|e| json!({
                "at": [e.at.x, e.at.y],
                "side": e.side.letter().to_string(),
                "bend": e.bend.name(),
            })),
            "turns": if self.lookahead { "lookahead" } else { "immediate" },
        }))
    }

    fn validity_check(&self, game: &GameState) -> Result<(), String> {
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
