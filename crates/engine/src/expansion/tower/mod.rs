//! The Tower (`rules/expansions/tower.md`, `halflings.md` §8): 18 land tiles with a tower
//! foundation, tower floors shared out at setup, capture, prisoner exchange and ransom.
//!
//! * **Floors.** Each player gets floors by player count (2: 10, 3: 9, 4: 7, 5: 6, 6: 5).
//! * **The figure step.** After placing any tile, instead of a follower on it, the player may
//!   (A) put a floor on an empty foundation of any tile on the board, the one just placed
//!   included, (B) put a floor on any open tower, or (C) put a follower from supply on top of
//!   any open tower (one with a floor at least), which closes it: move `floor` or `top`, aimed
//!   at the tower's tile (location `C`): [`TowerMove::Floor`], [`TowerMove::Top`].
//! * **Capture.** After a floor, its player may take one follower (of any player, their own
//!   included) standing on a tile in range (see [`range`]): the tower's space and `h` steps in
//!   each orthogonal direction, `h` the height with the new floor. Decision `capture`: move
//!   [`TowerMove::Capture`] naming the follower's spot and owner (and whether it stands on a
//!   tower's top), or [`TowerMove::Pass`]. Another player's follower becomes a prisoner of the
//!   captor; one's own goes back to supply.
//! * **Exchange.** Whenever two players each hold a prisoner of the other, one of each goes
//!   back to its owner's supply, again while it applies (the strongest of each first, when
//!   special followers are held: no rule says which, and an owner would choose it).
//! * **Ransom.** During their own turn before placing, at most once a turn, a player with 3
//!   points or more may pay 3 to a captor for one of their followers back:
//!   [`TowerMove::Ransom`] naming the captor and the kind (a prisoner comes back as the kind it
//!   was, another expansion's special follower too, for the same 3 points).
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
mod moves;
pub mod range;
mod ransom;
#[cfg(test)]
mod tests;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, Placing};
use super::options::{yes_no, OptionSpec};
use super::registry::{no_symbol_arg, ExpansionInfo, FigureSpec, SymbolSpec};
use super::types::{ExpansionRule, SymbolId};
use crate::board::FollowerKind;
use crate::geometry::{Corner, Location, SpacePos};
use crate::rules::RulesVersion;
use crate::seat::{PerSeat, Seat, MAX_PLAYERS};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::TileKind;
use captives::Captives;
pub use moves::{Prisoner, TowerDecision, TowerEvent, TowerMove};
use range::Counting;

/// The expansion's id in a setup.
pub const ID: &str = "tower";

/// Points a ransom costs.
pub const RANSOM_POINTS: u32 = 3;

/// Floors each player gets, by player count (index = players).
pub const FLOORS_EACH: [u8; MAX_PLAYERS + 1] = [0, 0, 10, 9, 7, 6, 5];

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 50;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["tower", "towers"],
    name: "The Tower",
    summary: "18 land tiles with tower foundations, tower floors, capture, prisoner exchange and ransom",
    selectable: true,
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
    figures: &[FigureSpec { name: "floor" }],
    pieces: &["tower"],
    words: crate::words_files!("words"),
    how_to_play: Some(crate::guide_files!("how-to-play", ["tower-range"])),
    ..ExpansionInfo::new(&Typed::<Towers>::CODEC)
};

/// The refusal for the module's rule `rule`, with its message (`tower.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// What the Tower's range counts along its lines (option `range_count`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum RangeCount {
    Spaces,
    Tiles,
}

/// Counting tiles, what the empty half of a space with one triangle is (option
/// `triangle_gaps`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum TriangleGaps {
    Skip,
    Count,
}

/// The Tower's options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct TowerOptions {
    range_count: RangeCount,
    triangle_gaps: TriangleGaps,
    #[serde(deserialize_with = "yes_no")]
    top_capturable: bool,
    #[serde(deserialize_with = "yes_no")]
    eaten_on_top: bool,
}

/// A foundation on the board and the tower built on it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tower {
    /// The placed tile carrying the foundation.
    pub tile: u16,
    /// Floors on it (0: an empty foundation).
    pub height: u8,
    /// The owner of the follower on its top, which closes it.
    pub top: Option<Seat>,
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
    owner: Seat,
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
    floors: PerSeat<u8>,
    /// Every foundation on the board, in the order they came.
    towers: Vec<Tower>,
    /// Prisoners: `[captor][owner]`, by kind.
    prisoners: PerSeat<PerSeat<Captives>>,
    /// The player who may capture now, and from which tower (an index into `towers`).
    capturing: Option<(Seat, usize)>,
    /// Whether the active player paid a ransom this turn.
    ransomed: bool,
    symbol: Option<SymbolId>,
}

impl Towers {
    /// A fresh game's state with `options`; floors are shared out by the setup hook.
    fn with_options(options: TowerOptions) -> Towers {
        let counting = match options.range_count {
            RangeCount::Tiles => Counting::Tiles {
                gaps: options.triangle_gaps == TriangleGaps::Count,
            },
            RangeCount::Spaces => Counting::Spaces,
        };
        Towers {
            counting,
            top_capturable: options.top_capturable,
            eaten_on_top: options.eaten_on_top,
            floors_each: 0,
            floors: PerSeat::splat(0),
            towers: Vec::new(),
            prisoners: PerSeat::default(),
            capturing: None,
            ransomed: false,
            symbol: SymbolId::of(INFO.symbols[0].name),
        }
    }

    /// Floors `player` has left.
    pub fn floors(&self, player: Seat) -> u8 {
        self.floors[player]
    }

    /// Every foundation on the board with its tower.
    pub fn towers(&self) -> &[Tower] {
        &self.towers
    }

    /// Followers of `owner` that `captor` holds prisoner.
    pub fn prisoners(&self, captor: Seat, owner: Seat) -> u8 {
        self.prisoners[captor][owner].total()
    }

    /// Followers of `owner` of kind `kind` that `captor` holds prisoner.
    pub fn prisoners_of(&self, captor: Seat, owner: Seat, kind: FollowerKind) -> u8 {
        self.prisoners[captor][owner].of(kind)
    }

    /// How range is counted.
    pub fn counting(&self) -> Counting {
        self.counting
    }

    /// Who may capture now, if anyone.
    pub fn capturing(&self) -> Option<Seat> {
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

impl Module for Towers {
    type Move = TowerMove;
    type Decision = TowerDecision;
    type Event = TowerEvent;
    type Options = TowerOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<Towers> = HookTable::new()
        .setup(Towers::setup)
        .placement_moves(Towers::figure_moves)
        .after_placement(Towers::after_placement)
        .pending(Towers::pending)
        .pending_moves(Towers::capture_moves)
        .free_moves(Towers::ransom_moves)
        .figures_removed(Towers::figures_removed)
        .followers_held(Towers::followers_held)
        .worth(Towers::worth)
        .invariants(Towers::invariants);

    fn new(options: TowerOptions, _rules: RulesVersion) -> Towers {
        Towers::with_options(options)
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &TowerMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, placing) {
            (TowerMove::Floor { tower }, Some(placing)) => {
                self.check_figure(game, seat, placing, tower, None)
            }
            (TowerMove::Top { tower, kind }, Some(placing)) => {
                self.check_figure(game, seat, placing, tower, Some(kind))
            }
            (
                TowerMove::Capture {
                    follower,
                    owner,
                    on_top,
                },
                _,
            ) => self.check_capture(game, seat, follower, owner, on_top),
            (TowerMove::Pass, _) => self.check_capturing(seat).map(|_| ()),
            (TowerMove::Ransom { prisoner }, _) => self.check_ransom(game, seat, prisoner),
            // The core gives every move with the tile its placement.
            (TowerMove::Floor { .. } | TowerMove::Top { .. }, None) => Err(rule(
                "tower-with-placement",
                Text::new("tower.rule.tower-with-placement"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &TowerMove) {
        match *mv {
            TowerMove::Floor { tower } => self.play_floor(ctx, seat, tower),
            TowerMove::Top { tower, kind } => self.play_top(ctx, seat, tower, kind),
            TowerMove::Capture {
                follower,
                owner,
                on_top,
            } => {
                self.capturing = None;
                self.play_capture(ctx, seat, follower, owner, on_top);
            }
            TowerMove::Pass => self.capturing = None,
            TowerMove::Ransom { prisoner } => self.play_ransom(ctx, seat, prisoner),
        }
    }
}

/// The hooks.
impl Towers {
    fn setup(&mut self, ctx: &mut Ctx) {
        let players = ctx.game().players();
        self.floors_each = FLOORS_EACH[usize::from(players).min(MAX_PLAYERS)];
        for f in self.floors.of_mut(players) {
            *f = self.floors_each;
        }
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.ransomed = false;
        self.register(ctx.game(), placed.tile);
    }

    /// Another rule cleared the figures of space `at` (of the triangle at `corner`): a
    /// follower on a tower's top there goes home under the option `eaten_on_top`.
    pub(super) fn figures_removed(&mut self, ctx: &mut Ctx, at: SpacePos, corner: Option<Corner>) {
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
                ctx.emit(owner, Some(spot), TowerEvent::TopReturned);
            }
        }
    }

    fn pending(&self) -> Option<(Seat, TowerDecision)> {
        self.capturing.map(|(p, _)| (p, TowerDecision::Capture))
    }

    /// Followers of `player` of kind `kind` held prisoner or standing on tower tops.
    pub(super) fn followers_held(&self, player: Seat, kind: FollowerKind) -> u8 {
        let captive: u8 = self
            .prisoners
            .values()
            .map(|row| row[player].of(kind))
            .sum();
        let on_top = self
            .towers
            .iter()
            .filter(|t| t.top == Some(player) && t.top_kind == kind)
            .count() as u8;
        captive + on_top
    }

    fn worth(&self, _game: &GameState, player: Seat) -> f32 {
        // A prisoner held may be ransomed (3 points) or exchanged; one's own follower held by
        // another costs a ransom or stays away.
        let held: u8 = self.prisoners[player]
            .values()
            .map(Captives::total)
            .sum();
        let captive: u8 = self
            .prisoners
            .values()
            .map(|row| row[player].total())
            .sum();
        1.5 * f32::from(held) - f32::from(captive)
    }

    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let n = game.players();
        let left: u32 = self.floors.values().map(|&f| u32::from(f)).sum();
        let built: u32 = self.towers.iter().map(|t| u32::from(t.height)).sum();
        if left + built != u32::from(self.floors_each) * u32::from(n) {
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
            if t.top.is_some_and(|p| !p.is_in(n)) || (t.top.is_some() && t.height == 0) {
                return Err(format!("the tower at {} has a bad top", pt.pos));
            }
        }
        for (a, row) in self.prisoners.iter() {
            for (b, captives) in row.iter() {
                let held = captives.total();
                if held > 0 && (a == b || !a.is_in(n) || !b.is_in(n)) {
                    return Err(format!("prisoners [{a}][{b}] = {held}"));
                }
                if held > 0 && self.prisoners[b][a].total() > 0 {
                    return Err(format!(
                        "P{} and P{} hold each other's followers",
                        a.ordinal(),
                        b.ordinal()
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
