//! The Tower (`rules/expansions/tower.md`, `halflings.md` §8): 18 land tiles with a tower
//! foundation, tower floors shared out at setup, capture, prisoner exchange and ransom.
//!
//! * **Floors.** Each player gets floors by player count (2: 10, 3: 9, 4: 7, 5: 6, 6: 5).
//! * **The figure step.** After placing any tile, instead of a follower on it, the player may
//!   (A) put a floor on an empty foundation of any tile on the board, the one just placed
//!   included, (B) put a floor on any open tower, or (C) put a follower from supply on top of
//!   any open tower (one with a floor at least), which closes it: move `floor` or `top`, aimed
//!   at the tower's tile (location `C`).
//! * **Capture.** After a floor, its player may take one follower (of any player, their own
//!   included) standing on a tile in range (see [`range`]): the tower's space and `h` steps in
//!   each orthogonal direction, `h` the height with the new floor. Decision `capture`: move
//!   `capture` aimed at the follower's spot with its owner's seat (`"P2"`, or `"P2 top"` for a
//!   follower on a tower's top), or `pass`. Another player's follower becomes a prisoner of
//!   the captor; one's own goes back to supply.
//! * **Exchange.** Whenever two players each hold a prisoner of the other, one of each goes
//!   back to its owner's supply, again while it applies (the strongest of each first, when
//!   special followers are held: no rule says which, and an owner would choose it).
//! * **Ransom.** During their own turn before placing, at most once a turn, a player with 3
//!   points or more may pay 3 to a captor for one of their followers back: move `ransom` with
//!   the captor's seat (`"P2"`), and the kind when it is another expansion's special follower
//!   (`"P2 big-follower"`: a prisoner comes back as the kind it was, for the same 3 points).
//! * **Tower tops.** Followers on tops score nothing and stay to the end, unless captured
//!   (which reopens the tower) or cleared from their space by another expansion.
//!
//! Options, where the digest marks a rule unconfirmed or the rules version decides:
//! * `range_count`: `spaces` (the grid of spaces, 1/2021) or `tiles` (every triangle a step,
//!   the 10/2015 clarifications: the default under `c1-2015`);
//! * `triangle_gaps`: with `tiles` counting, whether the empty half of a space holding one
//!   triangle is skipped (`skip`, the wiki's example) or counts as a step (`count`);
//! * `top_capturable`: whether followers on tower tops may be captured (`yes`: the C2 text;
//!   a C1 fan summary says no);
//! * `eaten_on_top`: whether a follower on a tower top goes home when another expansion clears
//!   every figure of its space (`yes`: JCloisterZone).
//!
//! Unconfirmed and fixed here: a ransom needs 3 points (JCloisterZone); the capture decision is
//! asked only when something is in range.

mod captives;
mod capture;
mod figure;
pub mod range;
mod ransom;
#[cfg(test)]
mod tests;
mod wire;

use serde_json::json;

use super::context::Ctx;
use super::hooks::{Expansion, Hooks, Placed};
use super::options::{OptionSpec, OptionValues};
use super::registry::{no_legacy, no_symbol_arg, ExpansionInfo, FigureSpec, SymbolSpec};
use super::types::{
    Decision, ExpansionEvent, ExpansionMove, ExpansionRule, FigureView, ModuleId, SymbolId,
};
use crate::board::FollowerKind;
use crate::geometry::{Corner, Location, SpacePos, Turn};
use crate::rules::RulesVersion;
use crate::scoring::MAX_PLAYERS;
use crate::state::{GameState, IllegalMove, Move, Spot};
use crate::text::Text;
use crate::tiles::TileKind;
use captives::Captives;
use range::Counting;
use wire::capture_of;

/// The expansion's id in a setup.
pub const ID: &str = "tower";

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(4);

const FLOOR: u8 = 0;
const TOP: u8 = 1;
const CAPTURE: u8 = 2;
const PASS: u8 = 3;
const RANSOM: u8 = 4;

const CAPTURING: u8 = 0;

const FLOOR_PLACED: u8 = 0;
const TOP_PLACED: u8 = 1;
const CAPTURED: u8 = 2;
const EXCHANGED: u8 = 3;
const RANSOMED: u8 = 4;
const TOP_RETURNED: u8 = 5;

/// Points a ransom costs.
pub const RANSOM_POINTS: u32 = 3;

/// Floors each player gets, by player count (index = players).
pub const FLOORS_EACH: [u8; MAX_PLAYERS + 1] = [0, 0, 10, 9, 7, 6, 5];

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    name: "The Tower",
    summary: "18 land tiles with tower foundations, tower floors, capture, prisoner exchange and ransom",
    selectable: true,
    with_active_symbols: false,
    requires: &[],
    options: &[
        OptionSpec::choice(
            "range_count",
            "what a tower's range counts along its lines: spaces (1/2021) or tiles, each triangle one (10/2015)",
            &["spaces", "tiles"],
        ).by_version(&[(RulesVersion::C1_2015, "tiles")]),
        OptionSpec::choice(
            "triangle_gaps",
            "counting tiles: whether the empty half of a space with one triangle is skipped or counts as a step",
            &["skip", "count"],
        ),
        OptionSpec::yes_no(
            "top_capturable",
            "whether a follower on a tower's top may be captured (which reopens the tower)",
        ),
        OptionSpec::yes_no(
            "eaten_on_top",
            "whether a follower on a tower's top goes home when another expansion clears its space",
        ),
    ],
    tile_sets: &[ID],
    tile_files: &[(
        "tower.json",
        include_str!("../../../../../data/tiles/tower.json"),
    )],
    symbols: &[SymbolSpec {
        name: "tower",
        summary: "a tower foundation: floors go on it, then a follower may close it",
        check_arg: no_symbol_arg,
    }],
    figures: &[FigureSpec {
        name: "floor",
        action: FLOOR,
    }],
    followers: &[],
    pieces: &["tower"],
    actions: &["floor", "top", "capture", "pass", "ransom"],
    decisions: &["capture"],
    events: &[
        "floor-placed",
        "top-placed",
        "captured",
        "exchanged",
        "ransomed",
        "top-returned",
    ],
    legacy_setup_keys: &[],
    build: |options, _| Box::new(Towers::new(options)),
    describe_event: wire::describe_event,
    words: crate::words_files!("words"),
    event_data: wire::event_data,
    arg_to_wire: wire::arg_to_wire,
    arg_from_wire: wire::arg_from_wire,
    legacy_move: no_legacy,
};

fn event(player: u8, kind: u8, target: Option<Spot>, value: i32) -> ExpansionEvent {
    ExpansionEvent::new(MODULE, player, kind, target, value)
}

/// The refusal for the module's rule `rule`, with its message (`tower.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::new(MODULE, rule, message).into()
}

/// A foundation on the board and the tower built on it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tower {
    /// The placed tile carrying the foundation.
    pub tile: u16,
    /// Floors on it (0: an empty foundation).
    pub height: u8,
    /// The owner of the follower on its top, which closes it.
    pub top: Option<u8>,
    /// The kind of the follower on its top (another expansion's special follower may stand
    /// there: JCloisterZone's reading).
    pub top_kind: FollowerKind,
}

/// A follower a capture may take: on local segment `local` of placed tile `tile`, or on the
/// top of the tower on `tile` (`local` = `None`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Target {
    tile: u16,
    local: Option<u8>,
    owner: u8,
}

/// The Tower's state of a game.
#[derive(Clone, Debug)]
pub struct Towers {
    counting: Counting,
    top_capturable: bool,
    eaten_on_top: bool,
    /// Floors each player got at setup.
    floors_each: u8,
    /// Floors left, per player.
    floors: [u8; MAX_PLAYERS],
    /// Every foundation on the board, in the order they came.
    towers: Vec<Tower>,
    /// Prisoners: `[captor][owner]`, by kind.
    prisoners: [[Captives; MAX_PLAYERS]; MAX_PLAYERS],
    /// The player who may capture now, and from which tower (an index into `towers`).
    capturing: Option<(u8, usize)>,
    /// Whether the active player paid a ransom this turn.
    ransomed: bool,
    symbol: Option<SymbolId>,
}

impl Towers {
    /// A fresh game's state with `options`; floors are shared out by the setup hook.
    pub fn new(options: &OptionValues) -> Towers {
        let counting = match options.get("range_count") {
            "tiles" => Counting::Tiles {
                gaps: options.get("triangle_gaps") == "count",
            },
            _ => Counting::Spaces,
        };
        Towers {
            counting,
            top_capturable: options.flag("top_capturable"),
            eaten_on_top: options.flag("eaten_on_top"),
            floors_each: 0,
            floors: [0; MAX_PLAYERS],
            towers: Vec::new(),
            prisoners: [[Captives::default(); MAX_PLAYERS]; MAX_PLAYERS],
            capturing: None,
            ransomed: false,
            symbol: SymbolId::of(INFO.symbols[0].name),
        }
    }

    /// Floors `player` has left.
    pub fn floors(&self, player: u8) -> u8 {
        self.floors[player as usize]
    }

    /// Every foundation on the board with its tower.
    pub fn towers(&self) -> &[Tower] {
        &self.towers
    }

    /// Followers of `owner` that `captor` holds prisoner.
    pub fn prisoners(&self, captor: u8, owner: u8) -> u8 {
        self.prisoners[captor as usize][owner as usize].total()
    }

    /// Followers of `owner` of kind `kind` that `captor` holds prisoner.
    pub fn prisoners_of(&self, captor: u8, owner: u8, kind: FollowerKind) -> u8 {
        self.prisoners[captor as usize][owner as usize].of(kind)
    }

    /// How range is counted.
    pub fn counting(&self) -> Counting {
        self.counting
    }

    /// Who may capture now, if anyone.
    pub fn capturing(&self) -> Option<u8> {
        self.capturing.map(|(p, _)| p)
    }

    /// Whether tiles of `kind` carry a foundation.
    fn has_foundation(&self, game: &GameState, kind: TileKind) -> bool {
        self.symbol
            .is_some_and(|s| game.catalog().def(kind).symbols.has(s))
    }

    /// The tower on placed tile `tile`, by index.
    fn tower_at(&self, tile: u16) -> Option<usize> {
        self.towers.iter().position(|t| t.tile == tile)
    }

    /// Where the tower on placed tile `tile` stands: its centre.
    fn tower_spot(game: &GameState, tile: u16) -> Spot {
        let pt = &game.board().tiles()[tile as usize];
        Spot {
            at: pt.pos,
            corner: pt.turn.corner(),
            location: Location::Centre,
        }
    }

    /// Registers the foundation of placed tile `tile`, if it has one and is new; gives its
    /// tower's index.
    fn register(&mut self, game: &GameState, tile: u16) -> Option<usize> {
        if let Some(i) = self.tower_at(tile) {
            return Some(i);
        }
        let kind = game.board().tiles().get(tile as usize)?.kind;
        self.has_foundation(game, kind).then(|| {
            self.towers.push(Tower {
                tile,
                height: 0,
                top: None,
                top_kind: FollowerKind::REGULAR,
            });
            self.towers.len() - 1
        })
    }
}

impl Expansion for Towers {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::PLACEMENT_MOVES
            .and(Hooks::AFTER_PLACEMENT)
            .and(Hooks::DECISIONS)
            .and(Hooks::FREE_ACTIONS)
            .and(Hooks::FIGURES_REMOVED)
    }

    fn setup(&mut self, ctx: &mut Ctx) {
        let players = ctx.game().players();
        self.floors_each = FLOORS_EACH[usize::from(players).min(MAX_PLAYERS)];
        for f in self.floors.iter_mut().take(usize::from(players)) {
            *f = self.floors_each;
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
        self.figure_moves(game, player, tile, at, turn, out);
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.ransomed = false;
        self.register(ctx.game(), placed.tile);
    }

    fn figures_removed(&mut self, ctx: &mut Ctx, at: SpacePos, corner: Option<Corner>) {
        if !self.eaten_on_top {
            return;
        }
        for i in 0..self.towers.len() {
            let t = self.towers[i];
            let pt = &ctx.board().tiles()[t.tile as usize];
            if pt.pos != at || corner.is_some_and(|c| pt.turn.corner() != Some(c)) {
                continue;
            }
            if let Some(owner) = t.top {
                let spot = Towers::tower_spot(ctx.game(), t.tile);
                self.towers[i].top = None;
                ctx.give_follower_of(owner, t.top_kind);
                ctx.report(event(owner, TOP_RETURNED, Some(spot), 0));
            }
        }
    }

    fn free_moves(&self, game: &GameState, player: u8, out: &mut Vec<Move>) {
        self.ransom_moves(game, player, out);
    }

    fn pending(&self) -> Option<(u8, Decision)> {
        self.capturing.map(|(p, _)| {
            (
                p,
                Decision {
                    module: MODULE,
                    code: CAPTURING,
                    arg: 0,
                },
            )
        })
    }

    fn pending_moves(&self, game: &GameState, out: &mut Vec<Move>) {
        self.capture_moves(game, out);
    }

    fn prompt(&self, game: &GameState, decision: &Decision) -> Text {
        let Some((_, i)) = self.capturing else {
            return Text::new("decision.named").str("name", decision.name());
        };
        let t = &self.towers[i];
        Text::new("tower.prompt.capture")
            .at("at", game.board().tiles()[t.tile as usize].pos)
            .num("height", t.height)
    }

    fn label(&self, _game: &GameState, mv: &ExpansionMove) -> Text {
        let text = |key| match mv.target {
            Some(s) => Text::new(key).at("at", s.at),
            None => Text::new(key),
        };
        let special = FollowerKind::from_arg(mv.arg).filter(|&k| k != FollowerKind::REGULAR);
        match (mv.action, mv.target) {
            (FLOOR, _) => text("tower.choice.floor"),
            (TOP, _) => match special {
                Some(k) => text("tower.choice.top-kind").text("kind", k.text()),
                None => text("tower.choice.top"),
            },
            (CAPTURE, Some(s)) => {
                let (owner, top) = capture_of(mv.arg);
                if top {
                    text("tower.choice.capture-top").player("owner", owner)
                } else {
                    Text::new("tower.choice.capture")
                        .player("owner", owner)
                        .spot("spot", s)
                }
            }
            (PASS, _) => Text::new("tower.choice.pass"),
            (RANSOM, _) => {
                let (captor, kind) = wire::ransom_of(mv.arg);
                Text::new("tower.choice.ransom")
                    .player("captor", captor)
                    .num("points", RANSOM_POINTS)
                    .text("kind", kind.text())
            }
            _ => Text::new("choice.named").str("name", mv.action_name()),
        }
    }

    fn check(&self, game: &GameState, player: u8, mv: &ExpansionMove) -> Result<(), IllegalMove> {
        match mv.action {
            FLOOR | TOP => self.check_figure(game, player, mv),
            CAPTURE | PASS => self.check_capture(game, player, mv),
            RANSOM => self.check_ransom(game, player, mv),
            _ => Err(rule(
                "unknown-action",
                Text::new("tower.rule.unknown-action"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, player: u8, mv: &ExpansionMove) {
        match (mv.action, mv.target) {
            (FLOOR, Some(target)) => self.play_floor(ctx, player, target),
            (TOP, Some(target)) => self.play_top(ctx, player, target, mv.arg),
            (CAPTURE, Some(spot)) => {
                self.capturing = None;
                self.play_capture(ctx, player, spot, mv.arg);
            }
            (PASS, _) => self.capturing = None,
            (RANSOM, _) => self.play_ransom(ctx, player, mv.arg),
            _ => {}
        }
    }

    fn public_state(&self, game: &GameState) -> Option<serde_json::Value> {
        let n = usize::from(game.players());
        let mut prisoners = Vec::new();
        for captor in 0..n {
            for owner in 0..n {
                let held = &self.prisoners[captor][owner];
                if held.total() > 0 {
                    let mut entry =
                        json!({"captor": captor, "owner": owner, "count": held.total()});
                    // Special followers by kind, when some are held.
                    if held.of(FollowerKind::REGULAR) < held.total() {
                        let kinds: serde_json::Map<String, serde_json::Value> = held
                            .kinds()
                            .map(|k| (k.name().to_string(), json!(held.of(k))))
                            .collect();
                        entry["kinds"] = kinds.into();
                    }
                    prisoners.push(entry);
                }
            }
        }
        Some(json!({
            "floors": &self.floors[..n],
            "prisoners": prisoners,
            "capturing": self.capturing(),
            "ransomed": self.ransomed,
        }))
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for t in self.towers.iter().filter(|t| t.height > 0) {
            let spot = Towers::tower_spot(game, t.tile);
            let view = |figure: &'static str, player: Option<u8>, value: Option<i32>| FigureView {
                module: ID,
                figure,
                player,
                at: [spot.at.x, spot.at.y],
                corner: spot.corner.map(|c| c.name()),
                location: Some(spot.location.to_string()),
                value,
            };
            out.push(view("tower", None, Some(i32::from(t.height))));
            if let Some(p) = t.top {
                out.push(view("tower-top", Some(p), None));
            }
        }
    }

    fn followers_held(&self, player: u8, kind: FollowerKind) -> u8 {
        let captive: u8 = self
            .prisoners
            .iter()
            .map(|row| row[player as usize].of(kind))
            .sum();
        let on_top = self
            .towers
            .iter()
            .filter(|t| t.top == Some(player) && t.top_kind == kind)
            .count() as u8;
        captive + on_top
    }

    fn supplies(&self, _game: &GameState, player: u8, out: &mut Vec<(&'static str, u8)>) {
        out.push(("floor", self.floors[player as usize]));
    }

    fn heuristic(&self, _game: &GameState, player: u8) -> f32 {
        // A prisoner held may be ransomed (3 points) or exchanged; one's own follower held by
        // another costs a ransom or stays away.
        let held: u8 = self.prisoners[player as usize]
            .iter()
            .map(Captives::total)
            .sum();
        let captive: u8 = self
            .prisoners
            .iter()
            .map(|row| row[player as usize].total())
            .sum();
        1.5 * f32::from(held) - f32::from(captive)
    }

    fn validity_check(&self, game: &GameState) -> Result<(), String> {
        let n = usize::from(game.players());
        let left: u32 = self.floors.iter().map(|&f| u32::from(f)).sum();
        let built: u32 = self.towers.iter().map(|t| u32::from(t.height)).sum();
        if left + built != u32::from(self.floors_each) * n as u32 {
            return Err(format!(
                "tower floors: {left} left + {built} built != {} × {n}",
                self.floors_each
            ));
        }
        for (i, t) in self.towers.iter().enumerate() {
            let Some(pt) = game.board().tiles().get(t.tile as usize) else {
                return Err(format!(
                    "a tower on tile {} that is not on the board",
                    t.tile
                ));
            };
            if !self.has_foundation(game, pt.kind) || self.tower_at(t.tile) != Some(i) {
                return Err(format!(
                    "the tower at {} has no foundation of its own",
                    pt.pos
                ));
            }
            if t.top.is_some_and(|p| usize::from(p) >= n) || (t.top.is_some() && t.height == 0) {
                return Err(format!("the tower at {} has a bad top", pt.pos));
            }
        }
        for a in 0..MAX_PLAYERS {
            for b in 0..MAX_PLAYERS {
                let held = self.prisoners[a][b].total();
                if held > 0 && (a == b || a >= n || b >= n) {
                    return Err(format!("prisoners [{a}][{b}] = {held}"));
                }
                if held > 0 && self.prisoners[b][a].total() > 0 {
                    return Err(format!(
                        "P{} and P{} hold each other's followers",
                        a + 1,
                        b + 1
                    ));
                }
            }
        }
        if self.capturing.is_some_and(|(_, i)| i >= self.towers.len()) {
            return Err("a capture from no tower".into());
        }
        Ok(())
    }
}
