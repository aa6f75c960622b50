//! Hills & Sheep (`rules/expansions/hills-and-sheep.md`, `base-game.md` §3): its 18 land
//! tiles, the bag of sheep and wolf tokens, one shepherd per player, and the printed sheep of
//! the Halflings sheep triangle (`halflings.md` §6).
//!
//! * **Placing.** Instead of a follower, a player whose shepherd is in supply may put it on a
//!   field of the tile just placed whose field holds no shepherd (farmers do not block it and
//!   it blocks no farmer). A token is drawn at once: sheep start the flock; a wolf goes back
//!   into the bag and the shepherd home. That is the turn's only flock action.
//! * **Tending.** In a later turn in which a player's tile extends the field of their own
//!   shepherd, after the follower step, they must grow the flock (draw: sheep join it; a wolf
//!   scatters every flock in the field, all of those shepherds go home) or drive it to the
//!   stable.
//! * **Stable.** Every player with a shepherd in the field scores the field's total: the sheep
//!   on all its tokens plus 3 for each printed sheep in it (a printed sheep lies in the
//!   largest field of its tile and never leaves). Shepherds go home, tokens back to the bag.
//! * **Enclosed field.** When a placement leaves a field holding shepherds closed, its flocks
//!   go to the stable at once, after the turn's features are scored (C2 rules text).
//! * **Game end.** Flocks still on the board score nothing.

mod flock;
mod moves;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, Moves, Placing};
use super::registry::{no_symbol_arg, ExpansionInfo, FigureSpec, SymbolSpec};
use super::types::{ExpansionRule, SymbolId};
use crate::board::{Board, FeatureId};
use crate::geometry::{Corner, SpacePos, Turn};
use crate::rules::RulesVersion;
use crate::seat::{PerSeat, Seat, SeatSet};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileDef, TileKind};
use moves::{legacy_move, NEEDS_FIELD, NO_FLOCK};
pub use moves::{HomeReason, SheepDecision, SheepEvent, SheepMove};
pub use view::SheepView;

/// The expansion's id in a setup.
pub const ID: &str = "hills-and-sheep";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 40;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["sheep", "shepherd", "shepherds", "flock", "flocks", "wolf", "wolves"],
    name: "Hills & Sheep",
    summary: "18 land tiles, shepherds and their flocks, the sheep bag with its wolves",
    selectable: true,
    requires: &["hills", "vineyards"],
    tile_sets: &[ID],
    tile_files: &[(
        "hills-and-sheep.json",
        include_str!("../../../../../data/tiles/hills-and-sheep.json"),
    )],
    symbols: &[SymbolSpec {
        name: "sheep",
        summary: "a printed sheep: +3 each time its field's flocks go to the stable",
        check_arg: no_symbol_arg,
    }],
    figures: &[FigureSpec { name: "shepherd" }],
    pieces: &["shepherd", "sheep token", "wolf token"],
    words: crate::words_files!("words"),
    legacy_move,
    ..ExpansionInfo::new(&Typed::<HillsAndSheep>::CODEC)
};

/// The refusal for the module's rule `rule`, whose message is `hills-and-sheep.rule.<rule>`
/// given as `message` (with its parameters).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// Hills & Sheep's options: it has none.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct SheepOptions {}

/// Tokens in the bag at the start, by kind: one, two, three and four sheep, then wolves.
pub const BAG: [u8; 5] = [4, 5, 5, 2, 2];

/// Tokens in all.
pub const TOKENS: u8 = 18;

/// Index of the wolves in [`BAG`].
const WOLF: usize = 4;

/// Points a printed sheep adds each time its field's flock goes to the stable.
pub const PRINTED_SHEEP_POINTS: u32 = 3;

/// A shepherd on the board with its flock.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shepherd {
    /// The placed tile it stands on.
    pub tile: u16,
    /// Its segment on that tile (a field).
    local: u8,
    /// Its sheep tokens, by kind (one to four sheep).
    pub flock: [u8; 4],
}

impl Shepherd {
    /// Sheep in the flock.
    pub fn sheep(&self) -> u32 {
        self.flock
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
            .sum()
    }

    /// Tokens in the flock.
    pub fn tokens(&self) -> u8 {
        self.flock.iter().sum()
    }
}

/// The Hills & Sheep state of a game.
#[derive(Clone, Debug)]
pub struct HillsAndSheep {
    bag: [u8; 5],
    shepherds: PerSeat<Option<Shepherd>>,
    /// Who placed their shepherd this turn (no tending then).
    just_placed: Option<Seat>,
    /// Who must grow or stable their flock now.
    tending: Option<Seat>,
    /// The kind of the next token drawn, fixed by a scenario.
    scripted: Option<usize>,
    /// The printed-sheep symbol.
    sheep: Option<SymbolId>,
}

impl Default for HillsAndSheep {
    /// A fresh game's state: every token in the bag, every shepherd in supply.
    fn default() -> HillsAndSheep {
        HillsAndSheep {
            bag: BAG,
            shepherds: PerSeat::splat(None),
            just_placed: None,
            tending: None,
            scripted: None,
            sheep: SymbolId::of(INFO.symbols[0].name),
        }
    }
}

impl HillsAndSheep {
    /// Tokens in the bag, by kind: one, two, three, four sheep, wolves.
    pub fn bag(&self) -> [u8; 5] {
        self.bag
    }

    /// `player`'s shepherd, if it is on the board.
    pub fn shepherd(&self, player: Seat) -> Option<&Shepherd> {
        self.shepherds.get(player)?.as_ref()
    }

    /// Who must decide between growing the flock and the stable, if anyone.
    pub fn tending(&self) -> Option<Seat> {
        self.tending
    }

    /// Checks `player`'s shepherd on the field at `field`, placing the tile as `placing` says.
    fn check_shepherd(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        field: Spot,
    ) -> Result<(), IllegalMove> {
        let location = field.location;
        if self.shepherds[player].is_some() {
            return Err(rule(
                "shepherd-on-board",
                Text::new("hills-and-sheep.rule.shepherd-on-board"),
            ));
        }
        let Placing { tile, at, turn } = placing;
        let local = game.follower_segment(tile, turn, location)?;
        if game.catalog().def(tile).segments[local as usize].kind != FeatureKind::Field {
            return Err(rule(
                "shepherd-not-on-field",
                Text::new("hills-and-sheep.rule.shepherd-not-on-field")
                    .location("location", location),
            ));
        }
        if self.blocked_fields(game.board(), tile, at, turn) & (1 << local) != 0 {
            return Err(rule(
                "field-has-shepherd",
                Text::new("hills-and-sheep.rule.field-has-shepherd").location("location", location),
            ));
        }
        Ok(())
    }

    /// Local segments of `tile` at `at` as `turn` whose field would hold a shepherd.
    fn blocked_fields(&self, board: &Board, tile: TileKind, at: SpacePos, turn: Turn) -> u16 {
        board.segments_reaching(tile, at, turn, |root| {
            self.shepherds
                .values()
                .flatten()
                .any(|s| board.feature(s.tile, s.local) == root)
        })
    }

    /// The local segment of `def` holding its printed sheep: its largest field (most border
    /// points; the first of equals), as `halfling-tiles.md` draws the sheep triangle.
    pub fn printed_sheep_segment(&self, def: &TileDef) -> Option<u8> {
        if !self.sheep.is_some_and(|s| def.symbols.has(s)) {
            return None;
        }
        let mut best: Option<(u32, u8)> = None;
        for (i, s) in def.segments.iter().enumerate() {
            if s.kind == FeatureKind::Field && best.is_none_or(|(n, _)| s.points.count_ones() > n) {
                best = Some((s.points.count_ones(), i as u8));
            }
        }
        best.map(|(_, i)| i)
    }

    /// Printed sheep in field `root`.
    fn printed_sheep_in(&self, board: &Board, root: FeatureId) -> u32 {
        board
            .parts(root)
            .filter(|part| {
                let def = board.def(board.tiles()[part.tile as usize].kind);
                self.printed_sheep_segment(def) == Some(part.local)
            })
            .count() as u32
    }

    /// Where `player`'s shepherd stands.
    fn shepherd_spot(&self, game: &GameState, s: &Shepherd) -> Spot {
        let board = game.board();
        let pt = &board.tiles()[s.tile as usize];
        let local = s.local;
        Spot {
            at: pt.pos,
            corner: pt.turn.corner(),
            location: game.placed_location(s.tile, local),
        }
    }
}

impl Module for HillsAndSheep {
    type Move = SheepMove;
    type Decision = SheepDecision;
    type Event = SheepEvent;
    type Options = SheepOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<HillsAndSheep> = HookTable::new()
        .placement_moves(HillsAndSheep::shepherd_moves)
        .after_placement(HillsAndSheep::after_placement)
        .after_scoring(HillsAndSheep::after_scoring)
        .pending(HillsAndSheep::pending)
        .pending_moves(HillsAndSheep::flock_moves)
        .figures_removed(HillsAndSheep::figures_removed)
        .script_chance(HillsAndSheep::script_chance)
        .worth(HillsAndSheep::worth)
        .invariants(HillsAndSheep::invariants);

    fn new(_options: SheepOptions, _rules: RulesVersion) -> HillsAndSheep {
        HillsAndSheep::default()
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &SheepMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, placing) {
            (SheepMove::Shepherd { field }, Some(placing)) => {
                self.check_shepherd(game, seat, placing, field)
            }
            // The core gives every move with the tile its placement.
            (SheepMove::Shepherd { .. }, None) => Err(NEEDS_FIELD.of_module(ID).into()),
            (SheepMove::Grow | SheepMove::Stable, _) if self.tending == Some(seat) => Ok(()),
            (SheepMove::Grow | SheepMove::Stable, _) => Err(NO_FLOCK.of_module(ID).into()),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &SheepMove) {
        match *mv {
            SheepMove::Shepherd { field } => self.play_shepherd(ctx, seat, field),
            SheepMove::Grow => {
                self.tending = None;
                self.grow(ctx, seat);
            }
            SheepMove::Stable => {
                self.tending = None;
                if let Some(s) = self.shepherds[seat] {
                    let root = ctx.board().feature(s.tile, s.local);
                    self.stable(ctx, root, "hills-and-sheep.why.driven");
                }
            }
        }
    }
}

/// The hooks.
impl HillsAndSheep {
    /// Another rule removed every figure of a space (or of one triangle): a shepherd there
    /// goes home and its tokens back to the bag, unscored (JCloisterZone's reading of the
    /// dragon eating a shepherd).
    fn figures_removed(&mut self, ctx: &mut Ctx, at: SpacePos, corner: Option<Corner>) {
        let board = ctx.board();
        let removed: SeatSet = self
            .shepherds
            .iter()
            .filter(|(_, s)| {
                s.is_some_and(|s| {
                    let pt = &board.tiles()[s.tile as usize];
                    pt.pos == at && (corner.is_none() || pt.turn.corner() == corner)
                })
            })
            .map(|(p, _)| p)
            .collect();
        if !removed.is_empty() {
            if self.tending.is_some_and(|p| removed.contains(p)) {
                self.tending = None;
            }
            self.send_home(ctx, removed, HomeReason::Removed);
        }
    }

    /// The shepherds `player` may put on a field of the tile placed as `placing` says: on
    /// each field holding no shepherd, when theirs is in supply.
    fn shepherd_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<HillsAndSheep>,
    ) {
        if self.shepherds[player].is_some() {
            return;
        }
        let Placing { tile, at, turn } = placing;
        let def = game.catalog().def(tile);
        let blocked = self.blocked_fields(game.board(), tile, at, turn);
        let corner = turn.corner();
        for (local, seg) in def.segments.iter().enumerate() {
            if seg.kind == FeatureKind::Field && blocked & (1 << local) == 0 {
                let location = game.segment_location(tile, turn, local as u8);
                out.push(SheepMove::Shepherd {
                    field: Spot {
                        at,
                        corner,
                        location,
                    },
                });
            }
        }
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        if self.just_placed.take() == Some(placed.player) {
            return;
        }
        let Some(s) = self.shepherds[placed.player] else {
            return;
        };
        let board = ctx.board();
        let root = board.feature(s.tile, s.local);
        if board.runs_over(root, placed.tile) {
            self.tending = Some(placed.player);
        }
    }

    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        let board = ctx.board();
        let mut roots: Vec<FeatureId> = board
            .features_of_tile(placed.tile)
            .filter(|&r| board.kind_of(r) == FeatureKind::Field)
            .filter(|&r| !self.shepherds_in(board, r).is_empty() && board.is_enclosed(r))
            .collect();
        roots.sort_unstable();
        roots.dedup();
        for root in roots {
            self.stable(ctx, root, "hills-and-sheep.why.enclosed");
        }
    }

    fn pending(&self) -> Option<(Seat, SheepDecision)> {
        self.tending.map(|p| (p, SheepDecision::Flock))
    }

    /// The answers to the pending flock decision: grow the flock or drive it to the stable.
    fn flock_moves(&self, _game: &GameState, out: &mut Moves<HillsAndSheep>) {
        if self.tending.is_some() {
            out.push(SheepMove::Grow);
            out.push(SheepMove::Stable);
        }
    }

    fn script_chance(&mut self, outcome: &str) -> Option<Result<(), String>> {
        let kind = match outcome {
            "wolf" => WOLF,
            "1" | "2" | "3" | "4" => outcome.parse::<usize>().ok()? - 1,
            _ => return None,
        };
        Some(if self.bag[kind] == 0 {
            Err(format!("no {outcome}-sheep token is left in the bag"))
        } else {
            self.scripted = Some(kind);
            Ok(())
        })
    }

    fn worth(&self, _game: &GameState, player: Seat) -> f32 {
        self.shepherd(player).map_or(0.0, |s| s.sheep() as f32)
    }

    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let on_board: u8 = self.shepherds.values().flatten().map(Shepherd::tokens).sum();
        let in_bag: u8 = self.bag.iter().sum();
        if on_board + in_bag != TOKENS {
            return Err(format!(
                "sheep tokens: {in_bag} in the bag + {on_board} on the board != {TOKENS}"
            ));
        }
        if self.bag[WOLF] != BAG[WOLF] {
            return Err("a wolf is missing from the bag".into());
        }
        for (p, s) in self.shepherds.iter() {
            if let Some(s) = s {
                if !p.is_in(game.players()) {
                    return Err(format!("a shepherd of player {p} who does not play"));
                }
                let board = game.board();
                if board.kind_of(board.feature(s.tile, s.local)) != FeatureKind::Field {
                    return Err(format!("P{}'s shepherd is not on a field", p.ordinal()));
                }
                if s.tokens() == 0 {
                    return Err(format!("P{}'s shepherd has no flock", p.ordinal()));
                }
            }
        }
        Ok(())
    }
}
