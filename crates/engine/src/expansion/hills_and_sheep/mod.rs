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

mod events;
mod fields;

use rand::Rng;
use serde_json::json;

use super::context::Ctx;
use super::hooks::{Expansion, Hooks, Placed};
use super::registry::{no_arg, no_symbol_arg, refuse_arg, ExpansionInfo, FigureSpec, SymbolSpec};
use super::types::{Decision, ExpansionMove, FigureView, ModuleId, SymbolId};
use crate::board::Board;
use crate::geometry::{Corner, Location, SpacePos, Turn};
use crate::scoring::{ScoreEvent, MAX_PLAYERS};
use crate::state::{GameState, IllegalMove, Move, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileDef, TileKind};

/// The expansion's id in a setup.
pub const ID: &str = "hills-and-sheep";

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(3);

const SHEPHERD: u8 = 0;
const GROW: u8 = 1;
const STABLE: u8 = 2;

const FLOCK: u8 = 0;

const PLACED: u8 = 0;
const GREW: u8 = 1;
const WOLF_EVENT: u8 = 2;
const HOME: u8 = 3;

/// Why a shepherd went home (the value of its event).
const HOME_STABLE: i32 = 0;
const HOME_WOLF: i32 = 1;
const HOME_REMOVED: i32 = 2;

use events::{describe_event, event, event_data, legacy_move, rule};
use fields::field_closed;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    name: "Hills & Sheep",
    summary: "18 land tiles, shepherds and their flocks, the sheep bag with its wolves",
    selectable: true,
    with_active_symbols: false,
    requires: &["hills", "vineyards"],
    options: &[],
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
    figures: &[FigureSpec {
        name: "shepherd",
        action: SHEPHERD,
    }],
    followers: &[],
    pieces: &["shepherd", "sheep token", "wolf token"],
    actions: &["shepherd", "grow", "stable"],
    decisions: &["flock"],
    events: &["shepherd-placed", "flock-grew", "wolf", "shepherd-home"],
    legacy_setup_keys: &[],
    build: Some(|_, _| Box::new(HillsAndSheep::new())),
    describe_event,
    words: crate::words_files!("words"),
    event_data,
    arg_to_wire: no_arg,
    arg_from_wire: refuse_arg,
    legacy_move,
    codec: None,
};

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
    /// Its global segment (a field).
    seg: u16,
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
    shepherds: [Option<Shepherd>; MAX_PLAYERS],
    /// Who placed their shepherd this turn (no tending then).
    just_placed: Option<u8>,
    /// Who must grow or stable their flock now.
    tending: Option<u8>,
    /// The kind of the next token drawn, fixed by a scenario.
    scripted: Option<usize>,
    /// The printed-sheep symbol.
    sheep: Option<SymbolId>,
}

impl HillsAndSheep {
    /// A fresh game's state: every token in the bag, every shepherd in supply.
    pub fn new() -> HillsAndSheep {
        HillsAndSheep {
            bag: BAG,
            shepherds: [None; MAX_PLAYERS],
            just_placed: None,
            tending: None,
            scripted: None,
            sheep: SymbolId::of(INFO.symbols[0].name),
        }
    }

    /// Tokens in the bag, by kind: one, two, three, four sheep, wolves.
    pub fn bag(&self) -> [u8; 5] {
        self.bag
    }

    /// `player`'s shepherd, if it is on the board.
    pub fn shepherd(&self, player: u8) -> Option<&Shepherd> {
        self.shepherds.get(player as usize)?.as_ref()
    }

    /// Who must decide between growing the flock and the stable, if anyone.
    pub fn tending(&self) -> Option<u8> {
        self.tending
    }

    /// Draws a token: `Some(n)` for n sheep, `None` for a wolf (which goes straight back).
    fn draw(&mut self, ctx: &mut Ctx) -> Option<u8> {
        if let Some(kind) = self.scripted.take() {
            if kind == WOLF {
                return None;
            }
            self.bag[kind] -= 1;
            return Some(kind as u8 + 1);
        }
        let total: u32 = self.bag.iter().map(|&n| u32::from(n)).sum();
        let mut r = ctx.rng().random_range(0..total.max(1));
        for (kind, &n) in self.bag.iter().enumerate() {
            if r < u32::from(n) {
                if kind == WOLF {
                    return None;
                }
                self.bag[kind] -= 1;
                return Some(kind as u8 + 1);
            }
            r -= u32::from(n);
        }
        None
    }

    /// The players whose shepherd stands in the field rooted at `root`, a bit per seat.
    fn shepherds_in(&self, board: &Board, root: u16) -> u8 {
        (0..MAX_PLAYERS)
            .filter(|&p| self.shepherds[p].is_some_and(|s| board.find(s.seg) == root))
            .fold(0, |m, p| m | 1 << p)
    }

    /// Sends the shepherds in `players` home with their tokens back to the bag.
    fn send_home(&mut self, ctx: &mut Ctx, players: u8, why: i32) {
        for p in 0..MAX_PLAYERS {
            if players & (1 << p) == 0 {
                continue;
            }
            if let Some(s) = self.shepherds[p].take() {
                for (kind, &n) in s.flock.iter().enumerate() {
                    self.bag[kind] += n;
                }
                ctx.report(event(p as u8, HOME, None, why));
            }
        }
    }

    /// Drives every flock in the field rooted at `root` to the stable.
    fn stable(&mut self, ctx: &mut Ctx, root: u16, why: &'static str) {
        let board = ctx.board();
        let owners = self.shepherds_in(board, root);
        if owners == 0 {
            return;
        }
        let sheep: u32 = (0..MAX_PLAYERS)
            .filter(|&p| owners & (1 << p) != 0)
            .filter_map(|p| self.shepherds[p].map(|s| s.sheep()))
            .sum();
        let printed = self.printed_sheep_in(board, root);
        let value = sheep + PRINTED_SHEEP_POINTS * printed;
        let first = (0..MAX_PLAYERS)
            .find(|&p| owners & (1 << p) != 0)
            .and_then(|p| self.shepherds[p])
            .map_or(SpacePos::new(0, 0), |s| board.tiles()[s.tile as usize].pos);
        let detail = Text::new("hills-and-sheep.score")
            .num("sheep", sheep)
            .maybe(
                "printed",
                (printed > 0).then(|| {
                    Text::new("hills-and-sheep.score.printed")
                        .num("n", printed)
                        .num("each", PRINTED_SHEEP_POINTS)
                }),
            )
            .text("why", Text::new(why));
        let score = ScoreEvent::expansion_score(
            FeatureKind::Field,
            first,
            ctx.game().scoring_rules(),
            owners,
            value,
            detail,
        );
        ctx.pay(score);
        self.send_home(ctx, owners, HOME_STABLE);
    }

    /// Checks a shepherd placement with the current tile.
    fn check_shepherd(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        let (Some((at, turn)), Some(target)) = (mv.place, mv.target) else {
            return Err(rule(
                "shepherd-needs-field",
                Text::new("hills-and-sheep.rule.shepherd-needs-field"),
            ));
        };
        let location = target.location;
        if self.shepherds[player as usize].is_some() {
            return Err(rule(
                "shepherd-on-board",
                Text::new("hills-and-sheep.rule.shepherd-on-board"),
            ));
        }
        let Some(tile) = game.current_tile() else {
            return Err(rule("no-tile", Text::new("hills-and-sheep.rule.no-tile")));
        };
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
                .iter()
                .flatten()
                .any(|s| board.find(s.seg) == root)
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

    /// Printed sheep in the field rooted at `root`.
    fn printed_sheep_in(&self, board: &Board, root: u16) -> u32 {
        board
            .members(root)
            .filter(|&m| {
                let node = &board.segs[m as usize];
                let def = board.def(board.tiles[node.tile as usize].kind);
                self.printed_sheep_segment(def) == Some(node.local)
            })
            .count() as u32
    }

    /// Where `player`'s shepherd stands.
    fn shepherd_spot(&self, game: &GameState, s: &Shepherd) -> Spot {
        let board = game.board();
        let pt = &board.tiles()[s.tile as usize];
        let local = board.segs[s.seg as usize].local;
        Spot {
            at: pt.pos,
            corner: pt.turn.corner(),
            location: game.segment_location(pt.kind, pt.turn, local),
        }
    }
}

impl Default for HillsAndSheep {
    fn default() -> HillsAndSheep {
        HillsAndSheep::new()
    }
}

impl Expansion for HillsAndSheep {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::PLACEMENT_MOVES
            .and(Hooks::AFTER_PLACEMENT)
            .and(Hooks::AFTER_SCORING)
            .and(Hooks::DECISIONS)
            .and(Hooks::FIGURES_REMOVED)
    }

    /// Another rule removed every figure of a space (or of one triangle): a shepherd there
    /// goes home and its tokens back to the bag, unscored (JCloisterZone's reading of the
    /// dragon eating a shepherd).
    fn figures_removed(&mut self, ctx: &mut Ctx, at: SpacePos, corner: Option<Corner>) {
        let board = ctx.board();
        let removed = (0..MAX_PLAYERS)
            .filter(|&p| {
                self.shepherds[p].is_some_and(|s| {
                    let pt = &board.tiles()[s.tile as usize];
                    pt.pos == at && (corner.is_none() || pt.turn.corner() == corner)
                })
            })
            .fold(0u8, |m, p| m | 1 << p);
        if removed != 0 {
            if self.tending.is_some_and(|p| removed & (1 << p) != 0) {
                self.tending = None;
            }
            self.send_home(ctx, removed, HOME_REMOVED);
        }
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
        if self.shepherds[player as usize].is_some() {
            return;
        }
        let def = game.catalog().def(tile);
        let blocked = self.blocked_fields(game.board(), tile, at, turn);
        let corner = turn.corner();
        for (local, seg) in def.segments.iter().enumerate() {
            if seg.kind == FeatureKind::Field && blocked & (1 << local) == 0 {
                let location = game.segment_location(tile, turn, local as u8);
                out.push(Move::Expansion(
                    ExpansionMove::new(MODULE, SHEPHERD)
                        .placing(at, turn)
                        .at(Spot {
                            at,
                            corner,
                            location,
                        }),
                ));
            }
        }
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        if self.just_placed.take() == Some(placed.player) {
            return;
        }
        let Some(s) = self.shepherds[placed.player as usize] else {
            return;
        };
        let board = ctx.board();
        let root = board.find(s.seg);
        let pt = &board.tiles()[placed.tile as usize];
        let extends = (0..board.def(pt.kind).segments.len() as u16)
            .any(|i| board.find(pt.first_seg + i) == root);
        if extends {
            self.tending = Some(placed.player);
        }
    }

    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        let board = ctx.board();
        let pt = &board.tiles()[placed.tile as usize];
        let mut roots: Vec<u16> = (0..board.def(pt.kind).segments.len() as u16)
            .map(|i| board.find(pt.first_seg + i))
            .filter(|&r| board.segs[r as usize].kind == FeatureKind::Field)
            .filter(|&r| self.shepherds_in(board, r) != 0 && field_closed(board, r))
            .collect();
        roots.sort_unstable();
        roots.dedup();
        for root in roots {
            self.stable(ctx, root, "hills-and-sheep.why.enclosed");
        }
    }

    fn pending(&self) -> Option<(u8, Decision)> {
        self.tending.map(|p| {
            (
                p,
                Decision {
                    module: MODULE,
                    code: FLOCK,
                    arg: 0,
                    payload: crate::expansion::Payload::EMPTY,
                },
            )
        })
    }

    fn prompt(&self, _game: &GameState, _decision: &Decision) -> Text {
        Text::new("hills-and-sheep.prompt.flock")
    }

    fn label(&self, _game: &GameState, mv: &ExpansionMove) -> Text {
        match mv.action {
            SHEPHERD => Text::new("hills-and-sheep.choice.shepherd").location(
                "location",
                mv.target.map_or(Location::Centre, |t| t.location),
            ),
            GROW => Text::new("hills-and-sheep.choice.grow"),
            _ => Text::new("hills-and-sheep.choice.stable"),
        }
    }

    fn is_chance(&self, mv: &ExpansionMove) -> bool {
        mv.action != STABLE
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

    fn pending_moves(&self, _game: &GameState, out: &mut Vec<Move>) {
        if self.tending.is_some() {
            out.push(Move::Expansion(ExpansionMove::new(MODULE, GROW)));
            out.push(Move::Expansion(ExpansionMove::new(MODULE, STABLE)));
        }
    }

    fn check(&self, game: &GameState, player: u8, mv: &ExpansionMove) -> Result<(), IllegalMove> {
        match mv.action {
            SHEPHERD => self.check_shepherd(game, player, mv),
            GROW | STABLE if self.tending == Some(player) => Ok(()),
            GROW | STABLE => Err(rule(
                "no-flock-to-tend",
                Text::new("hills-and-sheep.rule.no-flock-to-tend"),
            )),
            _ => Err(rule(
                "unknown-action",
                Text::new("hills-and-sheep.rule.unknown-action"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, player: u8, mv: &ExpansionMove) {
        match mv.action {
            SHEPHERD => {
                let Some(target) = mv.target else { return };
                let board = ctx.board();
                let tile = board.tiles().len() as u16 - 1;
                let pt = &board.tiles()[tile as usize];
                let Ok(local) = ctx
                    .game()
                    .follower_segment(pt.kind, pt.turn, target.location)
                else {
                    return;
                };
                let seg = pt.first_seg + u16::from(local);
                self.just_placed = Some(player);
                let token = self.draw(ctx);
                if let Some(n) = token {
                    let mut flock = [0u8; 4];
                    flock[n as usize - 1] = 1;
                    self.shepherds[player as usize] = Some(Shepherd { tile, seg, flock });
                }
                ctx.report(event(
                    player,
                    PLACED,
                    Some(target),
                    token.map_or(0, i32::from),
                ));
            }
            GROW => {
                self.tending = None;
                let Some(s) = self.shepherds[player as usize] else {
                    return;
                };
                let root = ctx.board().find(s.seg);
                match self.draw(ctx) {
                    Some(n) => {
                        if let Some(s) = self.shepherds[player as usize].as_mut() {
                            s.flock[n as usize - 1] += 1;
                        }
                        ctx.report(event(player, GREW, None, i32::from(n)));
                    }
                    None => {
                        ctx.report(event(player, WOLF_EVENT, None, 0));
                        let owners = self.shepherds_in(ctx.board(), root);
                        self.send_home(ctx, owners, HOME_WOLF);
                    }
                }
            }
            _ => {
                self.tending = None;
                if let Some(s) = self.shepherds[player as usize] {
                    let root = ctx.board().find(s.seg);
                    self.stable(ctx, root, "hills-and-sheep.why.driven");
                }
            }
        }
    }

    fn public_state(&self, _game: &GameState) -> Option<serde_json::Value> {
        let b = self.bag;
        Some(json!({
            "bag": {"1": b[0], "2": b[1], "3": b[2], "4": b[3], "wolf": b[WOLF]},
            "tending": self.tending,
        }))
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for (p, s) in self.shepherds.iter().enumerate() {
            if let Some(s) = s {
                let spot = self.shepherd_spot(game, s);
                out.push(FigureView {
                    module: ID,
                    figure: "shepherd",
                    player: Some(p as u8),
                    at: [spot.at.x, spot.at.y],
                    corner: spot.corner.map(|c| c.name()),
                    location: Some(spot.location.to_string()),
                    value: Some(s.sheep() as i32),
                });
            }
        }
    }

    fn supplies(&self, _game: &GameState, player: u8, out: &mut Vec<(&'static str, u8)>) {
        if self.shepherd(player).is_none() {
            out.push(("shepherd", 1));
        }
    }

    fn heuristic(&self, _game: &GameState, player: u8) -> f32 {
        self.shepherd(player).map_or(0.0, |s| s.sheep() as f32)
    }

    fn validity_check(&self, game: &GameState) -> Result<(), String> {
        let on_board: u8 = self.shepherds.iter().flatten().map(Shepherd::tokens).sum();
        let in_bag: u8 = self.bag.iter().sum();
        if on_board + in_bag != TOKENS {
            return Err(format!(
                "sheep tokens: {in_bag} in the bag + {on_board} on the board != {TOKENS}"
            ));
        }
        if self.bag[WOLF] != BAG[WOLF] {
            return Err("a wolf is missing from the bag".into());
        }
        for (p, s) in self.shepherds.iter().enumerate() {
            if let Some(s) = s {
                if p >= usize::from(game.players()) {
                    return Err(format!("a shepherd of player {p} who does not play"));
                }
                if game.board().segs[s.seg as usize].kind != FeatureKind::Field {
                    return Err(format!("P{}'s shepherd is not on a field", p + 1));
                }
                if s.tokens() == 0 {
                    return Err(format!("P{}'s shepherd has no flock", p + 1));
                }
            }
        }
        Ok(())
    }
}
