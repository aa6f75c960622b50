//! Traders & Builders (`rules/expansions/inns-cathedrals-traders-builders.md` Part B and its
//! "With Halflings" section; `halflings.md` §8): its 24 land tiles, trade goods, the builder
//! and the pig.
//!
//! * **Goods** ([`goods`]). 20 of the tiles print a goods symbol on one city (9 wine, 6
//!   grain, 5 cloth; tile data `"wine N"`: the city crossing side N as the file lies). When a
//!   placement completes a city, after it is scored, the player who placed the tile takes one
//!   token per symbol in the city — whoever owns it, even nobody; a triangle completing it
//!   counts like any tile. At the end, for each kind, the players with the most tokens score
//!   10 each (ties: each); a kind nobody holds pays nobody.
//! * **Builder** ([`figures`]). Instead of a follower, a player may put their builder on the
//!   road or city of the tile just placed in which they already have a follower (after the
//!   tile joins it): [`TradersMove::Builder`]. It never counts for majorities. When the player later places a tile —
//!   square or triangle — that extends the builder's feature, they take another turn once the
//!   turn is over (figure step and scoring done): a whole turn, which never earns a third, and
//!   which is earned even if the builder left during the first (its feature completed, or its
//!   space cleared; ruling 3/2015, 12/2018). The extra turn is played like any other: drawn
//!   when the turn ends with tiles in the pile, and not at all once the pile is empty (the
//!   game ends with the turn that placed the last regular tile).
//! * **Pig** ([`figures`]). Instead of a follower, on a field of the tile just placed in which
//!   the player already has a farmer: [`TradersMove::Pig`]. At the end, if its owner wins the field (the most
//!   farmers, ties included), they score 4 per completed city there instead of 3: a score of
//!   1 per city beside the field's own.
//! * Builder and pig go home when their owner has no follower left in their feature: a
//!   completed feature (after its scoring), or followers taken by another rule; a rule
//!   clearing their space (a dragon) takes them too.
//!
//! Option, where the digest leaves the rule to the players (its "With Halflings" section):
//! * `second_turn_halfling`: whether the builder's extra turn may be played with a halfling
//!   from the hand instead of drawing (`yes`: the digest's suggestion — the extra turn is a
//!   normal turn, `halflings.md` §4; `no`: it takes a regular tile from the pile).
//!
//! Fixed here, from the digest: a kind of goods nobody holds pays nobody (UNCONFIRMED, the
//! only reading that keeps "0 never wins"); ties for a majority pay every tied player.

pub mod figures;
pub mod goods;
mod moves;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::{AnotherTurn, Placed};
use super::module::{Module, Placing};
use super::options::{yes_no, OptionSpec};
use super::registry::{feature_by_side, ExpansionInfo, FigureSpec, SymbolSpec};
use super::types::ExpansionRule;
use crate::board::{FeatureId, Part};
use crate::geometry::{Corner, SpacePos};
use crate::scoring::ScoreEvent;
use crate::seat::{PerSeat, Seat, MAX_PLAYERS};
use crate::state::{GameState, IllegalMove, Phase};
use crate::text::Text;
use crate::tiles::FeatureKind;
use figures::{Piece, Stand};
use goods::{Goods, Ware, KINDS};
pub use moves::{HomeReason, TradersDecision, TradersEvent, TradersMove};
pub use view::TradersView;

/// The expansion's id in a setup.
pub const ID: &str = "traders-and-builders";

/// What a symbol marking a city's goods says.
const GOODS_SUMMARY: &str =
    "trade goods on the city crossing the side named: a token to whoever completes the city";

/// The symbol check of the goods: the argument names a city of the tile by a side.
fn check_goods(def: &crate::tiles::TileDef, arg: Option<&str>) -> Result<(), String> {
    feature_by_side(def, arg, FeatureKind::City).map(|_| ())
}

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 100;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["trader", "traders", "builder", "builders", "pig", "pigs", "goods", "wine", "grain", "cloth"],
    name: "Traders & Builders",
    summary: "24 land tiles, trade goods for completing cities, the builder's double turn and the pig",
    selectable: true,
    options: &[OptionSpec::yes_no(
        "second_turn_halfling",
        "whether the builder's extra turn may be played with a halfling instead of a drawn tile (yes: the digest's suggestion)",
    )],
    tile_sets: &[ID],
    tile_files: &[(
        "traders-and-builders.json",
        include_str!("../../../../../data/tiles/traders-and-builders.json"),
    )],
    symbols: &[
        SymbolSpec {
            name: KINDS[0],
            summary: GOODS_SUMMARY,
            check_arg: check_goods,
        },
        SymbolSpec {
            name: KINDS[1],
            summary: GOODS_SUMMARY,
            check_arg: check_goods,
        },
        SymbolSpec {
            name: KINDS[2],
            summary: GOODS_SUMMARY,
            check_arg: check_goods,
        },
    ],
    figures: &[
        FigureSpec { name: Piece::Builder.name() },
        FigureSpec { name: Piece::Pig.name() },
    ],
    pieces: &["builder", "pig", "goods tokens"],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<TradersAndBuilders>::CODEC)
};

/// Traders & Builders' options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct TradersOptions {
    #[serde(deserialize_with = "yes_no")]
    second_turn_halfling: bool,
}

/// The refusal for the module's rule `rule`, with its message (`traders-and-builders.rule.…`).
fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, message)
}

/// Points an extra turn is worth to bots while it is to come.
const EXTRA_TURN_VALUE: f32 = 4.0;

/// Points a builder on the board is worth to bots early in the game (the extra turns it may
/// still give; nothing once the pile is out).
const BUILDER_VALUE: f32 = 2.0;

/// The Traders & Builders state of a game.
#[derive(Clone, Debug)]
pub struct TradersAndBuilders {
    /// Whether a halfling may be played in the builder's extra turn.
    halfling_in_extra_turn: bool,
    goods: Goods,
    /// Per player, per [`Piece`]: where it was put (see [`TradersAndBuilders::standing`]).
    stands: PerSeat<[Option<Stand>; 2]>,
    /// Whether the builder came with this turn's tile (that tile earns no extra turn).
    builder_new: bool,
    /// Who earned an extra turn with this turn's tile.
    double: Option<Seat>,
    /// Who is playing the extra turn of their builder.
    second: Option<Seat>,
    /// The tile placed this turn, until its completed cities are scored.
    unscored: Option<u16>,
}

impl TradersAndBuilders {
    /// A fresh game's state with `options`: every token in supply, every figure at home.
    fn with_options(options: TradersOptions) -> TradersAndBuilders {
        TradersAndBuilders {
            halfling_in_extra_turn: options.second_turn_halfling,
            goods: Goods::new(),
            stands: PerSeat::splat([None; 2]),
            builder_new: false,
            double: None,
            second: None,
            unscored: None,
        }
    }

    /// Tokens of each kind of goods (wine, grain, cloth) left in supply.
    pub fn goods_supply(&self) -> [u8; 3] {
        self.goods.supply
    }

    /// Tokens of each kind of goods (wine, grain, cloth) `player` holds.
    pub fn goods_held(&self, player: Seat) -> [u8; 3] {
        self.goods
            .held
            .get(player)
            .copied()
            .unwrap_or([0; 3])
    }

    /// Who is playing the extra turn their builder gave them, if anyone.
    pub fn extra_turn(&self) -> Option<Seat> {
        self.second
    }

    /// Takes home the pieces whose owner has no follower left in their feature.
    fn settle(&mut self, ctx: &mut Ctx) {
        for (p, piece, completed) in self.leaving(ctx.board()) {
            let why = if completed {
                HomeReason::Completed
            } else {
                HomeReason::NoFollower
            };
            self.take_home(ctx, p, piece, why);
        }
    }

    /// Takes `player`'s `piece` off the board and reports why (`why`).
    fn take_home(&mut self, ctx: &mut Ctx, player: Seat, piece: Piece, reason: HomeReason) {
        if let Some(stand) = self.stands[player][piece.index()].take() {
            let spot = Self::spot(ctx.game(), stand);
            let home = match piece {
                Piece::Builder => TradersEvent::BuilderHome { reason },
                Piece::Pig => TradersEvent::PigHome { reason },
            };
            ctx.emit(player, Some(spot), home);
        }
    }

    /// The cities the tile `placed` completed, each with a spot on a tile of it that the
    /// placement reached (the tile's own, or one across its walls).
    fn completed_cities(game: &GameState, tile: u16) -> Vec<(FeatureId, crate::state::Spot)> {
        let board = game.board();
        let mut out: Vec<(FeatureId, crate::state::Spot)> = Vec::new();
        for (t, local, root) in board.features_reached(tile) {
            if board.kind_of(root) == FeatureKind::City
                && board.is_closed(root)
                && !out.iter().any(|(r, _)| *r == root)
            {
                let pt = &board.tiles()[t as usize];
                let spot = crate::state::Spot {
                    at: pt.pos,
                    corner: pt.turn.corner(),
                    location: game.placed_location(t, local),
                };
                out.push((root, spot));
            }
        }
        out
    }

}

impl Module for TradersAndBuilders {
    type Move = TradersMove;
    type Decision = TradersDecision;
    type Event = TradersEvent;
    type Options = TradersOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<TradersAndBuilders> = HookTable::new()
        .setup(TradersAndBuilders::setup)
        .turn_start(TradersAndBuilders::turn_start)
        .placement_moves(TradersAndBuilders::piece_moves)
        .after_placement(TradersAndBuilders::after_placement)
        .after_scoring(TradersAndBuilders::after_scoring)
        .figures_removed(TradersAndBuilders::figures_removed)
        .final_scores(TradersAndBuilders::final_scores)
        .another_turn(TradersAndBuilders::another_turn)
        .worth(TradersAndBuilders::worth)
        .invariants(TradersAndBuilders::invariants);

    fn new(options: TradersOptions, _rules: crate::rules::RulesVersion) -> TradersAndBuilders {
        TradersAndBuilders::with_options(options)
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &TradersMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        let (piece, spot) = mv.piece();
        match placing {
            Some(placing) => self.check_piece(game, seat, placing, piece, spot),
            // The core gives every move with the tile its placement.
            None => Err(moves::WITH_TILE.of_module(ID).into()),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &TradersMove) {
        let (piece, target) = mv.piece();
        let Some(Part { tile, local }) = ctx.placed_segment(target.location) else {
            return;
        };
        self.stands[seat][piece.index()] = Some(Stand { tile, local });
        if piece == Piece::Builder {
            self.builder_new = true;
        }
        let placed = match piece {
            Piece::Builder => TradersEvent::BuilderPlaced,
            Piece::Pig => TradersEvent::PigPlaced,
        };
        ctx.emit(seat, Some(target), placed);
    }
}

/// The hooks.
impl TradersAndBuilders {
    fn setup(&mut self, ctx: &mut Ctx) {
        self.goods.learn(ctx.catalog());
    }

    /// Pieces whose owner lost their last follower since the last hook (a capture, a follower
    /// sent home by another rule) go home before the turn begins.
    fn turn_start(&mut self, ctx: &mut Ctx) {
        self.settle(ctx);
    }

    /// The placed tile earns an extra turn when it extends its player's builder's feature
    /// (not the tile the builder came with, nor a tile of the extra turn itself).
    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.unscored = Some(placed.tile);
        let new = std::mem::take(&mut self.builder_new);
        self.settle(ctx);
        if new || self.second == Some(placed.player) {
            return;
        }
        let board = ctx.board();
        if let Some(b) = self.standing(board, placed.player, Piece::Builder) {
            if board.runs_over(b.feature(board), placed.tile) {
                self.double = Some(placed.player);
            }
        }
    }

    /// The cities the placement completed give their goods to its player; pieces whose
    /// feature was completed (or lost its owner's followers) go home.
    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.unscored = None;
        for (root, spot) in Self::completed_cities(ctx.game(), placed.tile) {
            let taken = self.goods.take(ctx.board(), root, placed.player);
            for (goods, count) in Ware::ALL.into_iter().zip(taken) {
                if count > 0 {
                    ctx.emit(
                        placed.player,
                        Some(spot),
                        TradersEvent::GoodsTaken { goods, count },
                    );
                }
            }
        }
        self.settle(ctx);
    }

    /// A rule cleared the figures of space `at` (one triangle when `corner` is given): the
    /// builders and pigs there go home, then those whose owner lost their last follower.
    fn figures_removed(&mut self, ctx: &mut Ctx, at: SpacePos, corner: Option<Corner>) {
        for p in Seat::all(MAX_PLAYERS as u8) {
            for piece in Piece::ALL {
                let Some(stand) = self.stands[p][piece.index()] else {
                    continue;
                };
                let pt = &ctx.board().tiles()[stand.tile as usize];
                if pt.pos == at && (corner.is_none() || pt.turn.corner() == corner) {
                    self.take_home(ctx, p, piece, HomeReason::Removed);
                }
            }
        }
        self.settle(ctx);
    }

    fn final_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        self.goods.majorities(game.scoring_rules(), out);
        self.pig_scores(game, out);
    }

    /// The turn that earned an extra turn ends: its player takes it (a regular tile only
    /// under `second_turn_halfling` = `no`). The extra turn's own end earns nothing.
    fn another_turn(&mut self, ctx: &mut Ctx) -> Option<AnotherTurn> {
        let active = ctx.game().active();
        let was_second = self.second.take() == Some(active);
        let earned = self.double.take() == Some(active);
        if was_second || !earned {
            return None;
        }
        self.second = Some(active);
        let halfling = self.halfling_in_extra_turn;
        ctx.emit(active, None, TradersEvent::DoubleTurn { halfling });
        Some(if halfling {
            AnotherTurn::Any
        } else {
            AnotherTurn::RegularTile
        })
    }

    /// An extra turn to come is worth a turn's points; a builder on the board what its
    /// extra turns may bring while the pile lasts. Goods and pigs count in the preview of the
    /// final scores.
    fn worth(&self, game: &GameState, player: Seat) -> f32 {
        let mut v = 0.0;
        let turn_ahead = matches!(game.phase(), Phase::Choose | Phase::Place { .. });
        if self.double == Some(player) || (self.second == Some(player) && turn_ahead) {
            v += EXTRA_TURN_VALUE;
        }
        if self
            .standing(game.board(), player, Piece::Builder)
            .is_some()
        {
            v += BUILDER_VALUE * (game.pile_len() as f32 / 36.0).min(1.0);
        }
        v
    }

    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let board = game.board();
        self.goods.check(board, game.players(), self.unscored)?;
        for (p, stands) in self.stands.iter() {
            for piece in Piece::ALL {
                let Some(s) = stands[piece.index()] else {
                    continue;
                };
                if !p.is_in(game.players()) {
                    return Err(format!(
                        "a {} of player {p} who does not play",
                        piece.name()
                    ));
                }
                let Some(pt) = board.tiles().get(s.tile as usize) else {
                    return Err(format!("P{}'s {} is off the board", p.ordinal(), piece.name()));
                };
                let Some(segment) = board.def(pt.kind).segments.get(usize::from(s.local)) else {
                    return Err(format!("P{}'s {} is off its tile", p.ordinal(), piece.name()));
                };
                if !piece.fits(segment.kind) {
                    return Err(format!(
                        "P{}'s {} stands on a {:?}",
                        p.ordinal(),
                        piece.name(),
                        segment.kind
                    ));
                }
            }
        }
        for who in [self.double, self.second].into_iter().flatten() {
            if !who.is_in(game.players()) {
                return Err(format!("an extra turn for player {who} who does not play"));
            }
        }
        Ok(())
    }
}
