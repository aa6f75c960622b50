//! Little Buildings (`rules/expansions/little-buildings-and-plague.md` Part A and its "With
//! Halflings" section; `halflings.md` §8): 18 building tokens, 6 towers, 6 houses, 6 sheds,
//! dealt out evenly.
//!
//! * **The deal** (A.1): 2 players 9 each, 3 → 6, 4 → 4, 5 → 3, 6 → 3 (the rest stay in the
//!   box); the tokens are dealt from the box in the order tower, house, shed, tower…, so that
//!   every kind lasts. Under option `scoring` `3/2/1` each player gets the same mix: as many of
//!   each kind as the box allows for everybody, so 2 players 3 of each, 3 players 2 of each,
//!   4 to 6 players 1 of each (**here**: with 4 players the table's 4 each cannot be one mix
//!   from 6 of a kind, so each gets 3).
//! * **The move** (A.2): instead of a follower, with the placement of the current tile, one of
//!   the player's buildings on that tile (moves `tower`, `house`, `shed`: no place on the tile,
//!   it belongs to the whole tile and hides nothing). It stays until the end and is neutral.
//! * **The bonus** (A.3): each time a road, city, monastery or field is scored, during the game
//!   or at the end (a field: its farmers' score; also Abbey & Mayor's barn scoring a field
//!   through the field's score), each building on a tile of that feature adds 1 (option
//!   `scoring` `3/2/1`: a tower 3, a house 2, a shed 1) to what each scorer gets, after all
//!   other points of that scoring (a rate another module sets later keeps it). A monastery's
//!   tiles (and anything the core scores as one: an abbey, a shrine) are its 3×3 spaces. Each
//!   building counts once per scored feature.
//! * **With Halflings** (`halflings.md` §8): a building affects every tile of its space, so it
//!   counts for a feature running over any tile of that space, the other triangle of a pair
//!   included; under `c1-2015` it affects only the triangle it stands on (each triangle is a
//!   tile). **Here**, under `c2-2020` (counting roads and cities per tile, but on the grid of
//!   spaces) the grid principle holds too: the building counts once for a feature over either
//!   triangle of its space.
//! * **More than one building on a tile** (A.2, **UNCONFIRMED**; option `several_per_tile`):
//!   `yes` (the digest's suggestion: they add up) or `no`. A tile gets a building only when it
//!   is placed, so several can meet only in one space holding two triangles: with `no` a
//!   triangle whose space holds a building takes none (rule `tile-has-building`) under the
//!   versions where a building stands on its whole space; under `c1-2015` each triangle is its
//!   own tile and the option changes nothing.

mod moves;
mod view;

use serde::{Deserialize, Serialize};

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::module::{Module, Moves, Placing};
use super::options::{yes_no, OptionSpec};
use super::registry::ExpansionInfo;
use super::types::ExpansionRule;
use crate::board::{Board, FeatureId};
use crate::geometry::Location;
use crate::rules::RulesVersion;
use crate::scoring::ScoreEvent;
use crate::seat::{PerSeat, Seat};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;
pub use moves::{LittleBuildingsEvent, LittleBuildingsMove};

/// The expansion's id in a setup.
pub const ID: &str = "little-buildings";

/// Its place among the modules: their hooks run in this order, lowest first. Last of all, so
/// that its bonus comes after every other point of a scoring.
pub const HOOK_ORDER: u32 = 140;

/// The tokens in the box, of each kind.
pub const EACH_KIND: u8 = 6;

/// Points a building in reserve is worth to a bot early in the game (falling to 0 as the pile
/// runs out): what it may still add to a feature of the player's.
pub const RESERVE_VALUE: f32 = 0.5;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["little-buildings", "little building", "little buildings"],
    name: "Little Buildings",
    summary: "18 building tokens (towers, houses, sheds) dealt out: instead of a follower a player may put one on the tile just placed; every road, city, monastery or field scored later over that tile (or its space) pays each scorer 1 more per building",
    options: &[
        OptionSpec::choice(
            "scoring",
            "what a building adds (the digest's little-buildings-scoring): 1/1/1 (every kind 1) or 3/2/1 (tower 3, house 2, shed 1; each player then gets the same mix)",
            &["1/1/1", "3/2/1"],
        ),
        OptionSpec::yes_no(
            "several_per_tile",
            "more than one building on one tile (a space holding two triangles, except under c1-2015), adding up (UNCONFIRMED; the digest suggests yes)",
        ),
    ],
    selectable: true,
    pieces: &[TOWER, HOUSE, SHED],
    words: crate::words_files!("words"),
    how_to_play: Some(crate::guide_files!(
        "how-to-play",
        ["little-buildings-space"]
    )),
    ..ExpansionInfo::new(&Typed::<LittleBuildings>::CODEC)
};

/// The tower's name as a figure (views, the lobby's census).
pub const TOWER: &str = "little-tower";
/// The house's name as a figure.
pub const HOUSE: &str = "little-house";
/// The shed's name as a figure.
pub const SHED: &str = "little-shed";

/// A kind of building.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A tower (3 under `3/2/1`).
    Tower,
    /// A house (2 under `3/2/1`).
    House,
    /// A shed (1 under `3/2/1`).
    Shed,
}

impl Kind {
    /// Every kind, in the deal's order.
    pub const ALL: [Kind; 3] = [Kind::Tower, Kind::House, Kind::Shed];

    /// Its index in [`Kind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Its name as a figure.
    pub const fn figure(self) -> &'static str {
        match self {
            Kind::Tower => TOWER,
            Kind::House => HOUSE,
            Kind::Shed => SHED,
        }
    }

    /// The key of its name's message.
    pub const fn words(self) -> &'static str {
        match self {
            Kind::Tower => "little-buildings.kind.tower",
            Kind::House => "little-buildings.kind.house",
            Kind::Shed => "little-buildings.kind.shed",
        }
    }
}

/// What a building adds (option `scoring`, the digest's `little-buildings-scoring`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Scoring {
    /// Every kind 1.
    #[serde(rename = "1/1/1")]
    Even,
    /// A tower 3, a house 2, a shed 1.
    #[serde(rename = "3/2/1")]
    Graded,
}

/// Little Buildings' options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct LittleBuildingsOptions {
    /// What a building adds.
    scoring: Scoring,
    /// Whether a tile (a space, where a building stands on its whole space) takes several.
    #[serde(deserialize_with = "yes_no")]
    several_per_tile: bool,
}

/// A building on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Building {
    /// The placed tile it stands on.
    tile: u16,
    /// Its kind.
    kind: Kind,
    /// Who put it there (it is neutral: this only names it in the record).
    placer: Seat,
}

/// The Little Buildings state of a game: each player's tokens and the buildings on the board.
#[derive(Clone, Debug)]
pub struct LittleBuildings {
    /// What a building adds.
    scoring: Scoring,
    /// Whether a space takes several buildings.
    several: bool,
    /// Whether a building affects only the tile it stands on (`c1-2015`), not its whole space.
    own_tile_only: bool,
    /// Each player's tokens dealt, by kind.
    dealt: PerSeat<[u8; 3]>,
    /// Each player's tokens left, by kind.
    left: PerSeat<[u8; 3]>,
    /// The buildings on the board, in the order they were put.
    placed: Vec<Building>,
}

/// Tokens each player gets with `players` players (A.1).
pub const fn tokens_each(players: u8) -> u8 {
    match players {
        0..=2 => 9,
        3 => 6,
        4 => 4,
        _ => 3,
    }
}

/// The refusal for the module's rule `rule`, with its message (`little-buildings.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

impl LittleBuildings {
    /// Each player's tokens by kind with `players` players.
    fn deal(&self, players: u8) -> PerSeat<[u8; 3]> {
        let mut out = PerSeat::splat([0; 3]);
        let n = tokens_each(players);
        for p in Seat::all(players) {
            let mut mix = [0u8; 3];
            match self.scoring {
                Scoring::Graded => {
                    let each = (EACH_KIND / players.max(1)).min(n / 3);
                    mix = [each; 3];
                }
                Scoring::Even => {
                    let first = p.index() * n as usize;
                    for i in first..first + n as usize {
                        mix[i % 3] += 1;
                    }
                }
            }
            out[p] = mix;
        }
        out
    }

    /// Points a building of kind `kind` adds.
    fn value(&self, kind: Kind) -> u32 {
        match (self.scoring, kind) {
            (Scoring::Even, _) | (Scoring::Graded, Kind::Shed) => 1,
            (Scoring::Graded, Kind::House) => 2,
            (Scoring::Graded, Kind::Tower) => 3,
        }
    }

    /// The tokens `seat` has left, by kind.
    pub fn left(&self, seat: Seat) -> [u8; 3] {
        self.left.get(seat).copied().unwrap_or_default()
    }

    /// Whether the space of the tile placed as `placing` holds a building already.
    fn space_has_building(&self, game: &GameState, placing: Placing) -> bool {
        let board = game.board();
        self.placed
            .iter()
            .any(|b| board.tiles().get(b.tile as usize).is_some_and(|t| t.pos == placing.at))
    }

    /// The rule a building of `kind` put by `seat` with the tile placed as `placing` breaks.
    fn refusal(&self, game: &GameState, seat: Seat, kind: Kind, placing: Placing) -> Option<IllegalMove> {
        if self.left(seat)[kind.index()] == 0 {
            return Some(rule(
                "no-building-left",
                Text::new("little-buildings.rule.no-building-left").text("kind", Text::new(kind.words())),
            ));
        }
        if !self.several && !self.own_tile_only && self.space_has_building(game, placing) {
            return Some(rule(
                "tile-has-building",
                Text::new("little-buildings.rule.tile-has-building").at("at", placing.at),
            ));
        }
        None
    }

    /// A move per kind of building `seat` may put with the tile placed as `placing`.
    fn placement_moves(&self, game: &GameState, seat: Seat, placing: Placing, out: &mut Moves<LittleBuildings>) {
        for kind in Kind::ALL {
            if self.refusal(game, seat, kind, placing).is_none() {
                out.push(LittleBuildingsMove::of(kind));
            }
        }
    }

    /// Whether building `b` stands on a tile of the feature scored in `score` (rooted at
    /// `root`): a monastery's 3×3 spaces; else a tile of the feature on its space (`c1-2015`:
    /// its own tile).
    fn counts_for(&self, board: &Board, root: FeatureId, score: &ScoreEvent, b: &Building) -> bool {
        let Some(pt) = board.tiles().get(b.tile as usize) else {
            return false;
        };
        if score.feature == FeatureKind::Monastery {
            return score.at.near(pt.pos);
        }
        let on_feature = |t: u16| {
            let kind = board.tiles()[t as usize].kind;
            (0..board.def(kind).segments.len()).any(|l| board.feature(t, l as u8) == root)
        };
        if self.own_tile_only {
            on_feature(b.tile)
        } else {
            board.tiles_in_space_of(b.tile).any(on_feature)
        }
    }

    /// Adds the buildings on the scored feature's tiles to what each scorer gets, last.
    fn bonus(&self, board: &Board, root: FeatureId, score: &mut ScoreEvent) {
        if self.placed.is_empty() || score.detail.is_some() {
            return;
        }
        let mut count = [0u32; 3];
        for b in &self.placed {
            if self.counts_for(board, root, score, b) {
                count[b.kind.index()] += 1;
            }
        }
        let points: u32 = Kind::ALL.iter().map(|&k| count[k.index()] * self.value(k)).sum();
        if points == 0 {
            return;
        }
        let what = match self.scoring {
            Scoring::Even => Text::new("little-buildings.score.even").num("n", count.iter().sum::<u32>()),
            Scoring::Graded => Text::new("little-buildings.score.graded")
                .num("towers", count[0])
                .num("houses", count[1])
                .num("sheds", count[2]),
        };
        score.add_last(points, what);
    }

    /// Puts `seat`'s building of kind `kind` on the tile just placed (a checked move).
    fn build(&mut self, ctx: &mut Ctx, seat: Seat, kind: Kind) {
        let board = ctx.board();
        let Some(tile) = board.tiles().len().checked_sub(1) else {
            return;
        };
        let pt = &board.tiles()[tile];
        let spot = Spot {
            at: pt.pos,
            corner: pt.turn.corner(),
            location: Location::Centre,
        };
        if let Some(left) = self.left.get_mut(seat) {
            left[kind.index()] = left[kind.index()].saturating_sub(1);
        }
        self.placed.push(Building {
            tile: tile as u16,
            kind,
            placer: seat,
        });
        ctx.emit(seat, Some(spot), LittleBuildingsEvent::Built { kind });
    }

    /// The tokens deals out at the start.
    fn setup(&mut self, ctx: &mut Ctx) {
        let dealt = self.deal(ctx.game().players());
        self.dealt = dealt;
        self.left = dealt;
    }

    /// What `seat`'s tokens in reserve are worth to a bot now, in points.
    fn reserve_value(&self, game: &GameState, seat: Seat) -> f32 {
        let left = (game.pile_len() as f32 / 36.0).min(1.0);
        let tokens: u32 = self.left(seat).iter().map(|&n| u32::from(n)).sum();
        RESERVE_VALUE * left * tokens as f32
    }

    /// Every token accounted for: each player's left and on the board make what was dealt,
    /// never more of a kind than the box holds, each building on a placed tile.
    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let mut total = [0u32; 3];
        for p in Seat::all(game.players()) {
            let mut on_board = [0u8; 3];
            for b in self.placed.iter().filter(|b| b.placer == p) {
                on_board[b.kind.index()] += 1;
            }
            for k in Kind::ALL {
                let i = k.index();
                if self.left(p)[i] + on_board[i] != self.dealt[p][i] {
                    return Err(format!(
                        "little buildings: {p:?} has {} {k:?} left and {} on the board of {} dealt",
                        self.left(p)[i],
                        on_board[i],
                        self.dealt[p][i]
                    ));
                }
                total[i] += u32::from(self.dealt[p][i]);
            }
        }
        if total.iter().any(|&n| n > u32::from(EACH_KIND)) {
            return Err(format!("little buildings: {total:?} dealt, more than the box holds"));
        }
        let tiles = game.board().tiles().len();
        if let Some(b) = self.placed.iter().find(|b| b.tile as usize >= tiles) {
            return Err(format!("little buildings: a building on tile {} of {tiles}", b.tile));
        }
        Ok(())
    }
}

impl Module for LittleBuildings {
    type Move = LittleBuildingsMove;
    type Decision = super::module::Nothing;
    type Event = LittleBuildingsEvent;
    type Options = LittleBuildingsOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<LittleBuildings> = HookTable::new()
        .setup(LittleBuildings::setup)
        .placement_moves(LittleBuildings::placement_moves)
        .adjust_score(LittleBuildings::bonus)
        .worth(LittleBuildings::reserve_value)
        .invariants(LittleBuildings::invariants);

    fn new(options: LittleBuildingsOptions, rules: RulesVersion) -> LittleBuildings {
        LittleBuildings {
            scoring: options.scoring,
            several: options.several_per_tile,
            own_tile_only: rules == RulesVersion::C1_2015,
            dealt: PerSeat::splat([0; 3]),
            left: PerSeat::splat([0; 3]),
            placed: Vec::new(),
        }
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &LittleBuildingsMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        let Some(placing) = placing else {
            return Err(rule(
                "building-needs-place",
                Text::new("little-buildings.rule.building-needs-place"),
            ));
        };
        match self.refusal(game, seat, mv.kind(), placing) {
            Some(refused) => Err(refused),
            None => Ok(()),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &LittleBuildingsMove) {
        self.build(ctx, seat, mv.kind());
    }
}
