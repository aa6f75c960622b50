//! Abbey & Mayor (`rules/expansions/abbey-and-mayor.md` and its "With Halflings" section):
//! 12 land tiles and, for each player, a mayor.
//!
//! * **The tiles**: `data/tiles/abbey-and-mayor.json` (JCloisterZone's ids; its notes say
//!   which rest on a single source). `AM/Rrr` is one road with three arms; `AM/CRcr+` a road
//!   passing under a city; the C2 copy of `AM/R` shows a garden (the Abbot's symbol).
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
//! Rulings where the digest leaves a choice (**UNCONFIRMED**, here): the wagon's neighbours
//! are the C2 rule's (the same space or the 8 around, every tile of those spaces) in every
//! rules version, `c1-2015` included; the 1st edition's "connected" reading (JCloisterZone's
//! per-tile links) is not played. The wagon goes on only to a tile of the target feature on
//! those nine spaces.
//!
//! The abbey and the barn of the same box are not played yet.

mod mayor;
mod moves;
mod view;
mod wagon;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::module::{Module, Moves, Placing};
use super::registry::{ExpansionInfo, FigureSpec, FollowerSpec, Standing};
use super::types::ExpansionRule;
use crate::board::FollowerKind;
use crate::rules::RulesVersion;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;
pub use mayor::MAYOR_RESERVE_VALUE;
pub use moves::{AbbeyMayorDecision, AbbeyMayorEvent, AbbeyMayorMove};
pub use wagon::{WAGON_GROUND, WAGON_RESERVE_VALUE};

/// The expansion's id in a setup.
pub const ID: &str = "abbey-and-mayor";

/// The mayor's name: its special follower, its figure and its move.
pub const MAYOR: &str = "mayor";

/// The wagon's name: its special follower, its figure and its move.
pub const WAGON: &str = "wagon";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it). Before the hills'
/// tie-break, which reads the majorities the mayor's strength changes.
pub const HOOK_ORDER: u32 = 15;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["abbey", "abbeys", "mayor", "mayors", "wagon", "wagons", "barn", "barns"],
    name: "Abbey & Mayor",
    summary: "12 land tiles; for each player a mayor, placed instead of a follower in a city, where it counts as many followers as the city has coats of arms, and a wagon, which moves on to a nearby unfinished, unoccupied road, city or monastery when its own is scored",
    selectable: true,
    tile_sets: &[ID],
    tile_files: &[(
        "abbey-and-mayor.json",
        include_str!("../../../../../data/tiles/abbey-and-mayor.json"),
    )],
    figures: &[FigureSpec { name: MAYOR }, FigureSpec { name: WAGON }],
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
    ..ExpansionInfo::new(&Typed::<AbbeyAndMayor>::CODEC)
};

/// The refusal for the module's rule `rule`, with its message (`abbey-and-mayor.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// Abbey & Mayor's options: it has none yet (see the [module](self)).
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct AbbeyMayorOptions {}

/// The Abbey & Mayor state of a game: the mayor's and the wagon's kinds (the figures
/// themselves are the core's, in each player's reserve or on the board) and the wagons waiting
/// to move on.
#[derive(Clone, Debug)]
pub struct AbbeyAndMayor {
    mayor: FollowerKind,
    wagon: FollowerKind,
    freed: wagon::Freed,
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
    }

    /// What the figures in reserve are worth to a bot.
    fn reserve_value(&self, game: &GameState, player: Seat) -> f32 {
        self.mayor_value(game, player) + self.wagon_value(game, player)
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
        .scored(AbbeyAndMayor::wagons_freed)
        .pending(AbbeyAndMayor::pending_wagon)
        .pending_moves(AbbeyAndMayor::wagon_targets)
        .worth(AbbeyAndMayor::reserve_value);

    fn new(_options: AbbeyMayorOptions, _rules: RulesVersion) -> AbbeyAndMayor {
        AbbeyAndMayor {
            mayor: FollowerKind::of(MAYOR).unwrap_or(FollowerKind::REGULAR),
            wagon: FollowerKind::of(WAGON).unwrap_or(FollowerKind::REGULAR),
            freed: wagon::Freed::default(),
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
            (AbbeyMayorMove::Wagon { .. }, None) => Err(rule(
                "wagon-needs-place",
                Text::new("abbey-and-mayor.rule.wagon-needs-place"),
            )),
            (AbbeyMayorMove::MoveWagon { to }, _) => self.check_wagon_move(game, seat, Some(to)),
            (AbbeyMayorMove::KeepWagon, _) => self.check_wagon_move(game, seat, None),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &AbbeyMayorMove) {
        match *mv {
            AbbeyMayorMove::Mayor { city } => self.play_mayor(ctx, seat, city),
            AbbeyMayorMove::Wagon { feature } => self.play_wagon(ctx, seat, feature),
            AbbeyMayorMove::MoveWagon { to } => self.play_wagon_move(ctx, seat, Some(to)),
            AbbeyMayorMove::KeepWagon => self.play_wagon_move(ctx, seat, None),
        }
    }
}
