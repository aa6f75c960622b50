//! Abbey & Mayor (`rules/expansions/abbey-and-mayor.md` and its "With Halflings" section):
//! 12 land tiles and, for each player, an abbey, a mayor, a wagon and a barn.
//!
//! * **The tiles**: `data/tiles/abbey-and-mayor.json` (JCloisterZone's ids; its notes say
//!   which rest on a single source). `AM/Rrr` is one road with three arms; `AM/CRcr+` a road
//!   passing under a city; the C2 copy of `AM/R` shows a garden (the Abbot's symbol).
//! * **The abbey** (`abbey.rs`, tile `AM/abbey` in `data/tiles/abbeys.json`, a set kept off
//!   the pile): a monastery with a wall (`W`) on each side. In their turn, before placing a
//!   tile, a player who still holds their abbey may lay it instead (move `abbey`, fields
//!   `space` `[x, y]` and `monk`) into a hole: an empty space with a tile on each of the four
//!   spaces beside it (a square, or one or two triangles: a triangular gap facing the abbey
//!   does not matter, 3/2015), with a monk (a follower from supply) on it if they like. A tile
//!   the player drew goes back on top of the pile, so the next player draws it (the player
//!   drew none; it is seen, as a tile a player looks at). The walls fit any side and end
//!   every road and city meeting them, a triangle's short side too, also of a triangle laid
//!   later into a gap facing it; no field joins through them. Then the turn goes on as after
//!   a placement: the features closed and the monasteries around score, the abbey is scored
//!   like a monastery in the version's unit. Other modules' limits on a monastery there (the
//!   shrines' placement restriction) and on a follower there apply; the shrines' challenge
//!   sees it as a monastery.
//! * **The mayor** (`mayor.rs`): instead of a follower, a player whose mayor is in reserve may
//!   put it in a free city of the tile just placed (move `mayor`, figure `"mayor"` on the
//!   wire; never on a road, field or monastery). When its city is scored, during the game or
//!   at the end, it counts as many followers as the whole city has coats of arms (counted one
//!   by one, `halflings.md` §6a.1), none without: a mayor counting 0 gives its owner no share,
//!   and a city where every figure counts 0 scores for nobody. It is a follower for every
//!   other rule (it occupies its city, comes home when the city is scored, may be eaten or
//!   sent home); a flight lands it only in a city.
//! * **The wagon** (`wagon.rs`): instead of a follower, on a free road, city or monastery
//!   (shrines and monasteries on triangles too, never a field) of the tile just placed (move
//!   `wagon`, figure `"wagon"`). It counts 1. When its feature is scored during the game, its
//!   owner decides (decision `move-wagon`): move it on to an unoccupied, incomplete road, city
//!   or monastery with a tile on the space it stood on or on one of the 8 around (move
//!   `move-wagon`, naming the tile of that feature it stands on), or keep it in reserve
//!   (`keep-wagon`). Several wagons freed in one turn move in turn order from the active
//!   player. At the end it scores as a follower and does not move. A flight lands it only on
//!   a road, city or monastery.
//!
//! * **The barn** (`barn.rs`): instead of a follower, on a corner of the tile just placed
//!   (move `barn`, figure `"barn"`, named by a half-side of the tile at that corner) where a
//!   tile reaches the point from each of the four quarters around it, each showing field
//!   there, into a field holding no barn. Under `c2-*` and `c1-2014` no triangular or square
//!   gap may meet the point (each quarter fully covered: a square, a triangle with its right
//!   angle there, or a pair; 1/2021); under `c1-2015` triangular gaps may (10/2015), and the
//!   fields meeting there must be one (the digest's suggestion; option `barn_fields`
//!   `every-field`: the barn stands in each of them). In the turn's scoring step, after the
//!   features: the barn's field is scored for its farmers as at the end (3 a completed city)
//!   and they go home; then farmers that the tile joined to a barn's field score 1 a
//!   completed city and go home. No follower goes in a barn's field. At the end a barn's field
//!   pays 4 a completed city to every player with a barn there (one barn each: the most barns
//!   is one each, so the digest's two readings agree; the 1st and 2nd editions pay the same).
//!   It is never eaten, captured or moved.
//!
//! Rulings where the digest leaves a choice (**UNCONFIRMED**, here): the wagon's neighbours
//! are the C2 rule's (the same space or the 8 around, every tile of those spaces) in every
//! rules version, `c1-2015` included; the 1st edition's "connected" reading (JCloisterZone's
//! per-tile links) is not played. The wagon goes on only to a tile of the target feature on
//! those nine spaces. A barn's field is scored in the turn's scoring step after the features
//! the tile completed (so a city completed by that tile counts); with option `every-field`
//! each field the barn stands in pays on its own. The digest's `barn-placement` option is
//! `barn_placement`: `not-occupied` (the default: a field holding a barn takes no other) or
//! `occupied` (another player's barn may join it; the field then pays every barn's owner, which
//! is also the "most barns" reading, each player having one barn).
//!
//! The abbey (**here**, where the digest leaves room): the figure step with the abbey is the
//! monk or nothing (no other module's figure action in the same move); the abbey is laid as
//! it lies (its walls alike, no rotation).
//!
//! * **The last round** (`last_round.rs`, §2 "After the last land tile"): when the pile is
//!   empty, each player still holding their abbey with a hole for it is asked in turn order
//!   from the player after the one who laid the last tile (decision `last-abbey`: move
//!   `last-abbey` as `abbey`, or `keep-abbey`); a laid abbey is a whole turn. Then the game
//!   ends. The same order in every version (C2's is unconfirmed).

mod abbey;
mod barn;
mod last_round;
mod mayor;
mod moves;
mod view;
mod wagon;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, Moves, Placing};
use super::options::OptionSpec;
use super::registry::{ExpansionInfo, FigureSpec, FollowerSpec, Standing};
use super::types::ExpansionRule;
use crate::board::FollowerKind;
use crate::rules::RulesVersion;
use crate::seat::{PerSeat, Seat};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;
pub use abbey::{is_hole, ABBEY_TILE};
pub use barn::{BARN_CITY_POINTS, BARN_RESERVE_VALUE};
pub use mayor::MAYOR_RESERVE_VALUE;
pub use moves::{AbbeyMayorDecision, AbbeyMayorEvent, AbbeyMayorMove};
pub use wagon::{WAGON_GROUND, WAGON_RESERVE_VALUE};

/// The expansion's id in a setup.
pub const ID: &str = "abbey-and-mayor";

/// The mayor's name: its special follower, its figure and its move.
pub const MAYOR: &str = "mayor";

/// The wagon's name: its special follower, its figure and its move.
pub const WAGON: &str = "wagon";

/// The abbey's name: its move and the piece each player holds.
pub const ABBEY: &str = "abbey";

/// The barn's name: its figure and its move.
pub const BARN: &str = "barn";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it). Before the hills'
/// tie-break, which reads the majorities the mayor's strength changes.
pub const HOOK_ORDER: u32 = 15;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["abbey", "abbeys", "mayor", "mayors", "wagon", "wagons", "barn", "barns"],
    name: "Abbey & Mayor",
    summary: "12 land tiles; for each player a mayor, placed instead of a follower in a city, where it counts as many followers as the city has coats of arms; a wagon, which moves on to a nearby unfinished, unoccupied road, city or monastery when its own is scored; and a barn, placed where four fields meet, scoring that field's farmers at once and its completed cities at the end; and an abbey, laid instead of a tile into a hole, its walls closing every road and city they meet, scored like a monastery",
    options: &[
        OptionSpec::choice(
            "barn_fields",
            "under c1-2015, where triangular gaps may meet a barn's point: one-field (the fields meeting there must be one, the digest's suggestion) or every-field (the barn stands in each of them)",
            &["one-field", "every-field"],
        ),
        OptionSpec::choice(
            "barn_placement",
            "a barn into a field that holds one already: not-occupied (never, the rules' text) or occupied (a second player's barn may join it, as JCloisterZone allows)",
            &["not-occupied", "occupied"],
        ),
    ],
    selectable: true,
    tile_sets: &[ID],
    tile_files: &[
        (
            "abbey-and-mayor.json",
            include_str!("../../../../../data/tiles/abbey-and-mayor.json"),
        ),
        (
            "abbeys.json",
            include_str!("../../../../../data/tiles/abbeys.json"),
        ),
    ],
    figures: &[
        FigureSpec { name: MAYOR },
        FigureSpec { name: WAGON },
        FigureSpec { name: BARN },
    ],
    pieces: &["barn"],
    followers: &[
        FollowerSpec {
            name: MAYOR,
            words: "abbey-and-mayor.follower.mayor",
            // Its module adds its city's coats of arms when the city is scored.
            strength: 0,
            each: 1,
            stands: Standing::Only(&[FeatureKind::City]),
        },
        FollowerSpec {
            name: WAGON,
            words: "abbey-and-mayor.follower.wagon",
            strength: 1,
            each: 1,
            stands: Standing::Only(&WAGON_GROUND),
        },
    ],
    words: crate::words_files!("words"),
    how_to_play: Some(crate::guide_files!(
        "how-to-play",
        ["abbey-and-mayor-abbey", "abbey-and-mayor-mayor"]
    )),
    ..ExpansionInfo::new(&Typed::<AbbeyAndMayor>::CODEC)
};

/// The refusal for the module's rule `rule`, with its message (`abbey-and-mayor.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// Abbey & Mayor's options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct AbbeyMayorOptions {
    /// Under `c1-2015`, where a barn stands when several fields meet at its point.
    barn_fields: BarnFields,
    /// Whether a barn may go into a field that holds one.
    barn_placement: BarnPlacement,
}

/// Under `c1-2015`, where a barn stands when several fields meet at its point (option
/// `barn_fields`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BarnFields {
    /// Nowhere: the fields meeting there must be one (the digest's suggestion).
    OneField,
    /// In each of them.
    EveryField,
}

/// Whether a barn may go into a field that holds one already (option `barn_placement`; the
/// digest's `barn-placement`, both JCloisterZone's).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BarnPlacement {
    /// Never (the rules' text).
    NotOccupied,
    /// Yes: a second player's barn may join it, and the field pays each barn's owner.
    Occupied,
}

/// The Abbey & Mayor state of a game: the mayor's and the wagon's kinds (the figures
/// themselves are the core's, in each player's reserve or on the board), the wagons waiting
/// to move on and the barns.
#[derive(Clone, Debug)]
pub struct AbbeyAndMayor {
    mayor: FollowerKind,
    wagon: FollowerKind,
    freed: wagon::Freed,
    /// Each player's barn, once placed.
    barns: PerSeat<Option<barn::Barn>>,
    /// Whose barn was placed this turn (its field is scored in the scoring step).
    fresh: Option<Seat>,
    /// Whether triangular gaps may meet a barn's point (`c1-2015`).
    barn_gaps: bool,
    /// Whether a barn stands in every field meeting at its point (`c1-2015`, option).
    every_field: bool,
    /// Whether a barn may go into a field holding one (option `barn_placement` `occupied`).
    second_barn: bool,
    /// The abbey tile's kind in the game's catalogue (`None` without the abbeys' tile file).
    abbey_tile: Option<crate::tiles::TileKind>,
    /// Whether each player still holds their abbey.
    abbeys: PerSeat<bool>,
    /// Who laid the last tile placed (the abbeys' last round starts after them).
    last_placer: Option<Seat>,
    /// The abbeys' last round, once the pile is empty.
    last_round: Option<last_round::LastRound>,
}

impl AbbeyAndMayor {
    /// The mayor's kind.
    pub fn mayor(&self) -> FollowerKind {
        self.mayor
    }

    /// The wagon's kind.
    pub fn wagon(&self) -> FollowerKind {
        self.wagon
    }

    /// Local segments of the tile placed as `placing` that are free features of a kind in
    /// `kinds`, a bit each.
    fn free_of(game: &GameState, placing: Placing, kinds: &[FeatureKind]) -> u16 {
        let Placing { tile, at, turn } = placing;
        let def = game.catalog().def(tile);
        let free = game.follower_segments(tile, at, turn);
        def.segments
            .iter()
            .enumerate()
            .filter(|(i, s)| kinds.contains(&s.kind) && free & (1 << i) != 0)
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// The spot of local segment `local` of the tile placed as `placing`.
    fn spot_on(game: &GameState, placing: Placing, local: u8) -> Spot {
        Spot {
            at: placing.at,
            corner: placing.turn.corner(),
            location: game.segment_location(placing.tile, placing.turn, local),
        }
    }

    /// The tile just placed (the core lays it before a move with it is played: the last one
    /// on the board) and its local segment at `spot`.
    fn last_tile_segment(ctx: &Ctx, spot: Spot) -> Option<(u16, u8)> {
        let board = ctx.board();
        let tile = board.tiles().len().checked_sub(1)?;
        let pt = &board.tiles()[tile];
        let local = ctx.game().follower_segment(pt.kind, pt.turn, spot.location).ok()?;
        Some((tile as u16, local))
    }

    /// The figures' moves with the placement.
    fn placement_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<AbbeyAndMayor>,
    ) {
        self.mayor_moves(game, player, placing, out);
        self.wagon_moves(game, player, placing, out);
        self.barn_moves(game, player, placing, out);
    }

    /// What the figures in reserve are worth to a bot.
    fn reserve_value(&self, game: &GameState, player: Seat) -> f32 {
        self.mayor_value(game, player) + self.wagon_value(game, player) + self.barn_value(game, player)
    }

    /// The turn's scoring step after the features: the barns.
    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.note_last_placer(placed);
        self.barn_scoring(ctx);
    }
}

impl Module for AbbeyAndMayor {
    type Move = AbbeyMayorMove;
    type Decision = AbbeyMayorDecision;
    type Event = AbbeyMayorEvent;
    type Options = AbbeyMayorOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<AbbeyAndMayor> = HookTable::new()
        .placement_moves(AbbeyAndMayor::placement_moves)
        .adjust_score(AbbeyAndMayor::mayor_strength)
        .allows_follower(AbbeyAndMayor::no_follower_by_a_barn)
        .scored(AbbeyAndMayor::wagons_freed)
        .after_scoring(AbbeyAndMayor::after_scoring)
        .final_scores(AbbeyAndMayor::barn_scores)
        .pending(AbbeyAndMayor::pending)
        .pending_moves(AbbeyAndMayor::pending_moves)
        .last_round(AbbeyAndMayor::last_round)
        .free_moves(AbbeyAndMayor::abbey_moves)
        .setup(AbbeyAndMayor::setup)
        .worth(AbbeyAndMayor::reserve_value);

    fn new(options: AbbeyMayorOptions, rules: RulesVersion) -> AbbeyAndMayor {
        let barn_gaps = rules == RulesVersion::C1_2015;
        AbbeyAndMayor {
            mayor: FollowerKind::of(MAYOR).unwrap_or(FollowerKind::REGULAR),
            wagon: FollowerKind::of(WAGON).unwrap_or(FollowerKind::REGULAR),
            freed: wagon::Freed::default(),
            barns: PerSeat::splat(None),
            fresh: None,
            barn_gaps,
            every_field: barn_gaps && options.barn_fields == BarnFields::EveryField,
            second_barn: options.barn_placement == BarnPlacement::Occupied,
            abbey_tile: None,
            abbeys: PerSeat::splat(true),
            last_placer: None,
            last_round: None,
        }
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &AbbeyMayorMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        match (*mv, placing) {
            (AbbeyMayorMove::Mayor { city }, Some(placing)) => {
                self.check_mayor(game, seat, placing, city)
            }
            (AbbeyMayorMove::Wagon { feature }, Some(placing)) => {
                self.check_wagon(game, seat, placing, feature)
            }
            // The core gives every move with the tile its placement.
            (AbbeyMayorMove::Mayor { .. }, None) => Err(rule(
                "mayor-needs-place",
                Text::new("abbey-and-mayor.rule.mayor-needs-place"),
            )),
            (AbbeyMayorMove::Barn { corner }, Some(placing)) => {
                self.check_barn(game, seat, placing, corner)
            }
            (AbbeyMayorMove::Barn { .. }, None) => Err(rule(
                "barn-needs-place",
                Text::new("abbey-and-mayor.rule.barn-needs-place"),
            )),
            (AbbeyMayorMove::Wagon { .. }, None) => Err(rule(
                "wagon-needs-place",
                Text::new("abbey-and-mayor.rule.wagon-needs-place"),
            )),
            (AbbeyMayorMove::Abbey { space, monk }, _) => {
                self.check_abbey(game, seat, space, monk)
            }
            (AbbeyMayorMove::MoveWagon { to }, _) => self.check_wagon_move(game, seat, Some(to)),
            (AbbeyMayorMove::KeepWagon, _) => self.check_wagon_move(game, seat, None),
            (AbbeyMayorMove::LastAbbey { space, monk }, _) => {
                self.check_last_abbey(game, seat, Some((space, monk)))
            }
            (AbbeyMayorMove::KeepAbbey, _) => self.check_last_abbey(game, seat, None),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &AbbeyMayorMove) {
        match *mv {
            AbbeyMayorMove::Mayor { city } => self.play_mayor(ctx, seat, city),
            AbbeyMayorMove::Wagon { feature } => self.play_wagon(ctx, seat, feature),
            AbbeyMayorMove::Barn { corner } => self.play_barn(ctx, seat, corner),
            AbbeyMayorMove::Abbey { space, monk } => self.play_abbey(ctx, seat, space, monk),
            AbbeyMayorMove::MoveWagon { to } => self.play_wagon_move(ctx, seat, Some(to)),
            AbbeyMayorMove::KeepWagon => self.play_wagon_move(ctx, seat, None),
            AbbeyMayorMove::LastAbbey { space, monk } => {
                self.play_last_abbey(ctx, seat, Some((space, monk)))
            }
            AbbeyMayorMove::KeepAbbey => self.play_last_abbey(ctx, seat, None),
        }
    }
}
