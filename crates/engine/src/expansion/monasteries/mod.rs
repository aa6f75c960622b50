//! Special monasteries (`rules/expansions/german-monasteries-and-castles.md` Part A and its
//! "With Halflings" section): Monasteries in Germany, Monasteries in the Netherlands & Belgium
//! and Japanese Buildings, one module (identical rules).
//!
//! * **The tiles**: `data/tiles/monasteries.json`, six special monasteries (`MO/M1`…`MO/M4`
//!   in field, `MO/MR1`, `MO/MR2` with a road ending at the monastery from S), each with the
//!   symbol `special-monastery`. They replace the base game's six monasteries (`A` ×2, `B` ×4),
//!   which the module takes out of the pile when the game starts; option `keep_monasteries`
//!   (the digest's `keep-monasteries`): `replace` (the rules, default) or `keep` (house rule,
//!   JCloisterZone's: the base monasteries stay in the pile too).
//! * **Monk or abbot**: a player placing a special monastery tile may put a follower on its
//!   monastery either standing, as a **monk** (the core's follower placement: an ordinary
//!   monastery, `halflings.md` §5), or lying on its side, as an **abbot** (move `abbot-mode`,
//!   the figure `"abbot-mode"` on the wire with the follower's location, `C`). Either way the
//!   monastery is occupied. An abbot is a regular follower of the core standing there (so every
//!   rule that takes, eats or captures followers takes it too, and it counts as occupying);
//!   the module remembers which followers lie.
//! * **The abbot during play**: never scored. When its monastery is surrounded, monks on it
//!   score it and go home as usual; abbots are left out of that majority and stay on the board
//!   (the core's `follower_stays` hook). A monastery holding only abbots scores for nobody
//!   then.
//! * **The abbot at the end**: an incomplete monastery is scored by the core for its monks
//!   only; then each monastery holding abbots pays the players with the most abbots there
//!   **1 + the occupied spaces in each of the four straight lines** N, E, S and W from the
//!   monastery's space outward, each line stopping at its first **empty space**: a space
//!   holding a square, one triangle or a pair counts 1, so a lone triangular gap does not stop
//!   a line (official, 3/2015). Under `c1-2015` (10/2015) each triangle counts as its own tile
//!   (a pair counts 2), and triangular gaps are still skipped. No maximum, no diagonals.
//!
//! Covered here: the choice when the follower is placed with the special monastery tile. A
//! follower entering a special monastery another way (a flight, a magic portal, a wagon moving
//! on) stands as a monk; the abbot's choice then is **not built**. An abbot taken off the board
//! by another rule (a dragon, a tower's capture, the princess) is forgotten: a follower that
//! later enters that monastery stands as a monk.

mod moves;
mod view;

use std::sync::Arc;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, Moves, Placing};
use super::options::OptionSpec;
use super::registry::{no_symbol_arg, ExpansionInfo, FigureSpec, SymbolSpec};
use super::types::{ExpansionRule, SymbolId};
use crate::board::{Board, FeatureId, Follower, FollowerKind};
use crate::geometry::SpacePos;
use crate::rules::{RulesVersion, Unit};
use crate::scoring::ScoreEvent;
use crate::seat::{PerSeat, Seat, SeatSet};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileKind};
pub use moves::{MonasteriesEvent, MonasteriesMove};

/// The expansion's id in a setup.
pub const ID: &str = "monasteries";

/// The symbol of a special monastery.
pub const SPECIAL: &str = "special-monastery";

/// The abbot's mode: the figure placed with the tile (a regular follower lying on its side)
/// and its move.
pub const ABBOT_MODE: &str = "abbot-mode";

/// The base game's monastery tiles the special ones replace.
pub const REPLACED: [&str; 2] = ["A", "B"];

/// Its place among the modules: their hooks run in this order, lowest first. Before Abbey &
/// Mayor and the hills' tie-break, which read a monastery's majority after the abbots are left
/// out of it.
pub const HOOK_ORDER: u32 = 12;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["special-monastery", "special-monasteries", "abbot-mode"],
    name: "Special monasteries",
    summary: "6 special monasteries (Monasteries in Germany, in the Netherlands & Belgium, Japanese Buildings) replacing the base monasteries; a follower placed on one stands as a monk or lies as an abbot, never scored during play and scored at the end: 1 + the occupied spaces in each straight line N, E, S, W until the first empty space",
    options: &[OptionSpec::choice(
        "keep_monasteries",
        "the base game's six monasteries: replace (the rules: the special monasteries replace them) or keep (house rule, as JCloisterZone: both in the pile)",
        &["replace", "keep"],
    )],
    selectable: true,
    tile_sets: &[ID],
    tile_files: &[(
        "monasteries.json",
        include_str!("../../../../../data/tiles/monasteries.json"),
    )],
    symbols: &[SymbolSpec {
        name: SPECIAL,
        summary: "a special monastery: a follower on it stands as a monk or lies as an abbot, scored at the end along its row and column",
        check_arg: no_symbol_arg,
    }],
    figures: &[FigureSpec { name: ABBOT_MODE }],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<Monasteries>::CODEC)
};

/// The refusal for the module's rule `rule`, worded by `monasteries.rule.<rule>`.
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// The module's options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct MonasteriesOptions {
    /// The base game's monasteries: replaced or kept.
    keep_monasteries: Keep,
}

/// What becomes of the base game's monasteries (option `keep_monasteries`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Keep {
    /// They go back in the box (the rules).
    Replace,
    /// They stay in the pile (house rule).
    Keep,
}

/// A follower lying as an abbot: its owner and the placed tile whose monastery it lies on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Abbot {
    /// Its owner.
    pub player: Seat,
    /// The placed tile of its monastery.
    pub tile: u16,
}

/// The special monasteries' state: which followers lie as abbots.
#[derive(Clone, Debug)]
pub struct Monasteries {
    abbots: Vec<Abbot>,
    special: Option<SymbolId>,
    keep: Keep,
    unit: Unit,
}

impl Monasteries {
    /// The abbots on the board.
    pub fn abbots(&self) -> &[Abbot] {
        &self.abbots
    }

    /// Whether tile `kind` is a special monastery.
    pub fn is_special(&self, game: &GameState, kind: TileKind) -> bool {
        self.special
            .is_some_and(|s| game.catalog().def(kind).symbols.has(s))
    }

    /// The local segment of the monastery of tile `kind`, if it has one.
    fn monastery_of(game: &GameState, kind: TileKind) -> Option<u8> {
        game.catalog()
            .def(kind)
            .segments
            .iter()
            .position(|s| s.kind == FeatureKind::Monastery)
            .map(|i| i as u8)
    }

    /// The local segment of the monastery of placed tile `tile`, if it has one.
    fn tile_monastery(board: &Board, tile: u16) -> Option<u8> {
        let pt = board.tiles().get(tile as usize)?;
        board
            .def(pt.kind)
            .segments
            .iter()
            .position(|s| s.kind == FeatureKind::Monastery)
            .map(|i| i as u8)
    }

    /// Regular followers of `player` on the monastery of placed tile `tile`.
    fn followers_on(board: &Board, player: Seat, tile: u16) -> usize {
        let Some(local) = Monasteries::tile_monastery(board, tile) else {
            return 0;
        };
        board
            .followers()
            .iter()
            .filter(|f| {
                f.player == player
                    && f.tile == tile
                    && f.kind == FollowerKind::REGULAR
                    && board.follower_local(f) == local
            })
            .count()
    }

    /// Abbots of `player` on the monastery of placed tile `tile` (as remembered, and at most
    /// the followers of theirs standing there).
    fn abbots_of(&self, board: &Board, player: Seat, tile: u16) -> usize {
        let n = self
            .abbots
            .iter()
            .filter(|a| a.player == player && a.tile == tile)
            .count();
        if n == 0 {
            0
        } else {
            n.min(Monasteries::followers_on(board, player, tile))
        }
    }

    /// The monasteries holding abbots (placed tiles, each once, in the order laid).
    fn abbey_tiles(&self) -> Vec<u16> {
        let mut tiles: Vec<u16> = self.abbots.iter().map(|a| a.tile).collect();
        tiles.sort_unstable();
        tiles.dedup();
        tiles
    }

    /// What an abbot on the monastery at `pos` scores at the end: 1 + each of the four lines.
    pub fn line_score(board: &Board, pos: SpacePos, unit: Unit) -> u32 {
        let mut total = 1;
        for (dx, dy) in [(0, -1), (1, 0), (0, 1), (-1, 0)] {
            let mut p = SpacePos::new(pos.x + dx, pos.y + dy);
            while board.occupied(p) {
                total += match unit {
                    Unit::Spaces => 1,
                    Unit::Tiles => board.tiles_in(p),
                };
                p = SpacePos::new(p.x + dx, p.y + dy);
            }
        }
        total
    }

    /// The `abbot-mode` moves for placing a special monastery tile as `placing`: its monastery,
    /// when free and `player` has a follower in supply.
    fn placement_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<Monasteries>,
    ) {
        if !self.is_special(game, placing.tile)
            || game.supply_of(player, FollowerKind::REGULAR) == 0
        {
            return;
        }
        let Some(local) = Monasteries::monastery_of(game, placing.tile) else {
            return;
        };
        if game.follower_segments(placing.tile, placing.at, placing.turn) & (1 << local) == 0 {
            return;
        }
        out.push(MonasteriesMove::AbbotMode {
            monastery: Spot {
                at: placing.at,
                corner: placing.turn.corner(),
                location: game.segment_location(placing.tile, placing.turn, local),
            },
        });
    }

    /// Checks an `abbot-mode` move.
    fn check_abbot(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        monastery: Spot,
    ) -> Result<(), IllegalMove> {
        if !self.is_special(game, placing.tile) {
            return Err(rule(
                "abbot-not-special",
                Text::new("monasteries.rule.abbot-not-special"),
            ));
        }
        if !placing.holds(monastery) {
            return Err(rule(
                "abbot-on-placed-tile",
                Text::new("monasteries.rule.abbot-on-placed-tile")
                    .at("at", placing.at)
                    .at("target", monastery.at),
            ));
        }
        let local = game.follower_segment(placing.tile, placing.turn, monastery.location)?;
        if Monasteries::monastery_of(game, placing.tile) != Some(local) {
            return Err(rule(
                "abbot-only-on-monastery",
                Text::new("monasteries.rule.abbot-only-on-monastery"),
            ));
        }
        if game.supply_of(player, FollowerKind::REGULAR) == 0 {
            return Err(rule(
                "abbot-no-follower",
                Text::new("monasteries.rule.abbot-no-follower"),
            ));
        }
        if game.follower_segments(placing.tile, placing.at, placing.turn) & (1 << local) == 0 {
            return Err(IllegalMove::FeatureOccupied {
                location: monastery.location,
            });
        }
        Ok(())
    }

    /// Lays a follower of `player` as an abbot on the monastery of the tile just placed.
    fn play_abbot(&mut self, ctx: &mut Ctx, player: Seat, monastery: Spot) {
        let board = ctx.board();
        let Some(tile) = board.tiles().len().checked_sub(1) else {
            return;
        };
        let kind = board.tiles()[tile].kind;
        let Some(local) = Monasteries::monastery_of(ctx.game(), kind) else {
            return;
        };
        ctx.add_follower(player, tile as u16, local);
        self.abbots.push(Abbot {
            player,
            tile: tile as u16,
        });
        ctx.emit(player, Some(monastery), MonasteriesEvent::AbbotLaid);
    }

    /// Forgets abbots no longer on the board (eaten, captured, sent home).
    fn prune(&mut self, board: &Board) {
        let mut kept: Vec<Abbot> = Vec::with_capacity(self.abbots.len());
        for a in &self.abbots {
            let already = kept
                .iter()
                .filter(|k| k.player == a.player && k.tile == a.tile)
                .count();
            if already < Monasteries::followers_on(board, a.player, a.tile) {
                kept.push(*a);
            }
        }
        self.abbots = kept;
    }

    /// At the start of a turn: forgets abbots taken off the board.
    fn turn_start(&mut self, ctx: &mut Ctx) {
        if !self.abbots.is_empty() {
            self.prune(ctx.board());
        }
    }

    /// After a placement, before scoring: forgets abbots taken off the board.
    fn after_placement(&mut self, ctx: &mut Ctx, _placed: Placed) {
        if !self.abbots.is_empty() {
            self.prune(ctx.board());
        }
    }

    /// A monastery's majority leaves its abbots out: only monks score it, during play and at
    /// the end (the abbots' own score comes in [`Monasteries::abbot_scores`]).
    fn leave_out_abbots(&self, board: &Board, root: FeatureId, score: &mut ScoreEvent) {
        if score.feature != FeatureKind::Monastery || self.abbots.is_empty() {
            return;
        }
        let mut changed = false;
        for tile in self.abbey_tiles() {
            let Some(local) = Monasteries::tile_monastery(board, tile) else {
                continue;
            };
            if board.feature(tile, local) != root {
                continue;
            }
            for p in Seat::all(score.players) {
                let n = self.abbots_of(board, p, tile) as u8;
                if n > 0 {
                    let c = &mut score.followers[p];
                    *c = c.saturating_sub(n);
                    changed = true;
                }
            }
        }
        if changed {
            score.set_winners(majority(&score.followers, score.players));
        }
    }

    /// Whether `follower` is an abbot (it stays when its monastery is scored during play).
    fn stays(&self, board: &Board, follower: &Follower) -> bool {
        if follower.kind != FollowerKind::REGULAR || self.abbots.is_empty() {
            return false;
        }
        let n = self.abbots_of(board, follower.player, follower.tile);
        if n == 0 {
            return false;
        }
        let Some(local) = Monasteries::tile_monastery(board, follower.tile) else {
            return false;
        };
        if board.follower_local(follower) != local {
            return false;
        }
        // The player's followers there are alike: the first `n` of them lie.
        let place = board
            .followers()
            .iter()
            .filter(|f| {
                f.player == follower.player
                    && f.tile == follower.tile
                    && f.kind == FollowerKind::REGULAR
                    && board.follower_local(f) == local
            })
            .position(|f| std::ptr::eq(f, follower));
        place.is_some_and(|i| i < n)
    }

    /// The abbots' scores at the end: each monastery holding abbots pays the players with the
    /// most abbots there its row-and-column score.
    fn abbot_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        let board = game.board();
        let rules = game.scoring_rules();
        for tile in self.abbey_tiles() {
            let mut count = PerSeat::<u8>::default();
            for p in Seat::all(rules.players) {
                count[p] = self.abbots_of(board, p, tile) as u8;
            }
            let winners = majority(&count, rules.players);
            if winners.is_empty() {
                continue;
            }
            let Some(pt) = board.tiles().get(tile as usize) else {
                continue;
            };
            let value = Monasteries::line_score(board, pt.pos, self.unit);
            let mut score = ScoreEvent::expansion_score(
                FeatureKind::Monastery,
                pt.pos,
                rules,
                winners,
                value,
                Text::new(match self.unit {
                    Unit::Spaces => "monasteries.score.abbot-spaces",
                    Unit::Tiles => "monasteries.score.abbot-tiles",
                })
                .num("n", value - 1),
            );
            score.followers = count;
            score.final_scoring = true;
            score.complete = board.surrounded(pt.pos);
            score.unit = self.unit;
            score.label = Some("monasteries.score.abbot");
            out.push(score);
        }
    }

    /// Starts the game: the base monasteries leave the pile (unless kept).
    fn setup(&mut self, ctx: &mut Ctx) {
        if self.keep == Keep::Keep {
            return;
        }
        let cat = Arc::clone(ctx.game().catalog());
        let _ = ctx.take_from_pile(|k| REPLACED.contains(&cat.def(k).id.as_str()));
    }

    /// What the abbots on the board would score `player` at the end now.
    fn worth(&self, game: &GameState, player: Seat) -> f32 {
        let board = game.board();
        self.abbey_tiles()
            .into_iter()
            .filter(|&t| self.abbots_of(board, player, t) > 0)
            .filter_map(|t| board.tiles().get(t as usize))
            .map(|pt| Monasteries::line_score(board, pt.pos, self.unit) as f32)
            .sum()
    }

    /// The invariant: every remembered abbot was laid on a placed special monastery.
    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let board = game.board();
        for a in &self.abbots {
            let special = board
                .tiles()
                .get(a.tile as usize)
                .is_some_and(|pt| self.is_special(game, pt.kind));
            if !special {
                return Err(format!(
                    "an abbot of {} on tile {}, no special monastery",
                    a.player, a.tile
                ));
            }
        }
        Ok(())
    }
}

/// The players with the most of `count` (none when nobody has any).
fn majority(count: &PerSeat<u8>, players: u8) -> SeatSet {
    let max = Seat::all(players).map(|p| count[p]).max().unwrap_or(0);
    if max == 0 {
        return SeatSet::EMPTY;
    }
    Seat::all(players).filter(|&p| count[p] == max).collect()
}

impl Module for Monasteries {
    type Move = MonasteriesMove;
    type Decision = super::module::Nothing;
    type Event = MonasteriesEvent;
    type Options = MonasteriesOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<Monasteries> = HookTable::new()
        .setup(Monasteries::setup)
        .placement_moves(Monasteries::placement_moves)
        .turn_start(Monasteries::turn_start)
        .after_placement(Monasteries::after_placement)
        .adjust_score(Monasteries::leave_out_abbots)
        .follower_stays(Monasteries::stays)
        .final_scores(Monasteries::abbot_scores)
        .worth(Monasteries::worth)
        .invariants(Monasteries::invariants);

    fn new(options: MonasteriesOptions, rules: RulesVersion) -> Monasteries {
        Monasteries {
            abbots: Vec::new(),
            special: SymbolId::of(SPECIAL),
            keep: options.keep_monasteries,
            unit: rules.monastery_unit(),
        }
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &MonasteriesMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, placing) {
            (MonasteriesMove::AbbotMode { monastery }, Some(placing)) => {
                self.check_abbot(game, seat, placing, monastery)
            }
            (MonasteriesMove::AbbotMode { .. }, None) => Err(rule(
                "abbot-needs-place",
                Text::new("monasteries.rule.abbot-needs-place"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &MonasteriesMove) {
        match *mv {
            MonasteriesMove::AbbotMode { monastery } => self.play_abbot(ctx, seat, monastery),
        }
    }
}
