//! Trade goods (`inns-cathedrals-traders-builders.md` §B.3): the tokens in supply and held by
//! each player, the goods a completed city gives the player who completed it, and the
//! majorities at the end of the game.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::board::{Board, FeatureId};
use crate::expansion::registry::feature_by_side;
use crate::expansion::types::SymbolId;
use crate::geometry::SpacePos;
use crate::scoring::{ScoreEvent, ScoringRules};
use crate::seat::{PerSeat, Seat};
use crate::text::Text;
use crate::tiles::{Catalog, FeatureKind, TileDef};

/// The kinds of goods, in the order of every per-kind array: wine, grain, cloth. Each is also
/// the name of the symbol that prints it on a city (`"wine N"`: the city crossing side N).
pub const KINDS: [&str; 3] = ["wine", "grain", "cloth"];

/// A kind of goods, in the order of [`KINDS`] (named as there in events).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ware {
    /// Wine.
    Wine,
    /// Grain.
    Grain,
    /// Cloth.
    Cloth,
}

impl Ware {
    /// Every kind, in the order of [`KINDS`].
    pub const ALL: [Ware; 3] = [Ware::Wine, Ware::Grain, Ware::Cloth];

    /// Its name as a message (`traders-and-builders.goods.<kind>`).
    pub fn text(self) -> Text {
        Text::new(match self {
            Ware::Wine => "traders-and-builders.goods.wine",
            Ware::Grain => "traders-and-builders.goods.grain",
            Ware::Cloth => "traders-and-builders.goods.cloth",
        })
    }
}

/// Tokens of each kind in the box: 9 wine, 6 grain, 5 cloth.
pub const TOKENS: [u8; 3] = [9, 6, 5];

/// Points for the most tokens of a kind (tied players each score them).
pub const MAJORITY_POINTS: u32 = 10;

/// No goods on that city segment.
const NONE: u8 = u8::MAX;

/// The goods of a game: the tokens left, those each player holds, and where each kind was
/// first taken (the place its majority's score names).
#[derive(Clone, Debug)]
pub(super) struct Goods {
    /// The goods symbols.
    symbols: [Option<SymbolId>; 3],
    /// Per tile kind, per goods kind: the local segment of the city carrying that symbol
    /// ([`NONE`] when the tile has none); built at setup from the catalogue.
    table: Arc<Vec<[u8; 3]>>,
    pub supply: [u8; 3],
    pub held: PerSeat<[u8; 3]>,
    first_at: [Option<SpacePos>; 3],
}

impl Goods {
    /// Every token in supply; the table of printed goods is built by [`Goods::learn`].
    pub fn new() -> Goods {
        Goods {
            symbols: KINDS.map(SymbolId::of),
            table: Arc::new(Vec::new()),
            supply: TOKENS,
            held: PerSeat::splat([0; 3]),
            first_at: [None; 3],
        }
    }

    /// Reads where the tiles of `catalog` print goods.
    pub fn learn(&mut self, catalog: &Catalog) {
        let table = catalog
            .kinds()
            .map(|k| self.printed(catalog.def(k)))
            .collect();
        self.table = Arc::new(table);
    }

    /// Per goods kind, the local segment of the city of `def` carrying it ([`NONE`]: none).
    fn printed(&self, def: &TileDef) -> [u8; 3] {
        std::array::from_fn(|g| {
            let Some(s) = self.symbols[g].filter(|&s| def.symbols.has(s)) else {
                return NONE;
            };
            // The tile was checked at load: the symbol names a city.
            feature_by_side(def, def.symbol_arg(s.name()), FeatureKind::City).unwrap_or(NONE)
        })
    }

    /// Goods printed in city `root`, per kind.
    pub fn in_city(&self, board: &Board, root: FeatureId) -> [u32; 3] {
        let mut n = [0u32; 3];
        for part in board.parts(root) {
            let kind = board.tiles()[part.tile as usize].kind;
            if let Some(row) = self.table.get(kind.index()) {
                for g in 0..3 {
                    n[g] += u32::from(row[g] == part.local);
                }
            }
        }
        n
    }

    /// `player` completed city `root`: they take a token per goods symbol in it, while the
    /// supply lasts. Gives the tokens taken, per kind.
    pub fn take(&mut self, board: &Board, root: FeatureId, player: Seat) -> [u8; 3] {
        let printed = self.in_city(board, root);
        let at = board.first_space(root);
        std::array::from_fn(|g| {
            let n = printed[g].min(u32::from(self.supply[g])) as u8;
            if n > 0 {
                self.supply[g] -= n;
                self.held[player][g] += n;
                self.first_at[g].get_or_insert(at);
            }
            n
        })
    }

    /// The majorities at the end: for each kind, the players holding the most tokens score
    /// [`MAJORITY_POINTS`] each; no token of a kind, no majority (`§B.3`: 0 never wins, so a
    /// kind nobody holds pays nobody — UNCONFIRMED in the digest, the only reading that keeps
    /// "0 never wins").
    pub fn majorities(&self, rules: &ScoringRules, out: &mut Vec<ScoreEvent>) {
        let n = rules.players;
        for g in 0..KINDS.len() {
            let best = Seat::all(n).map(|p| self.held[p][g]).max().unwrap_or(0);
            if best == 0 {
                continue;
            }
            let winners = Seat::all(n)
                .filter(|&p| self.held[p][g] == best)
                .collect();
            let holders = Seat::all(n).rev().filter(|&p| self.held[p][g] > 0).fold(
                None,
                |more: Option<Text>, p| {
                    Some(
                        Text::new("traders-and-builders.holding")
                            .player("who", p)
                            .num("n", self.held[p][g])
                            .maybe(
                                "more",
                                more.map(|m| {
                                    Text::new("traders-and-builders.holding.more").text("rest", m)
                                }),
                            ),
                    )
                },
            );
            let detail = Text::new("traders-and-builders.score.goods")
                .text("goods", Ware::ALL[g].text())
                .maybe("holders", holders)
                .num("each", MAJORITY_POINTS);
            let at = self.first_at[g].unwrap_or(SpacePos::new(0, 0));
            let mut score = ScoreEvent::expansion_score(
                FeatureKind::City,
                at,
                rules,
                winners,
                MAJORITY_POINTS,
                detail,
            );
            score.final_scoring = true;
            out.push(score);
        }
    }

    /// Checks the goods' conservation: per kind, tokens in supply + held = the tokens in the
    /// box, and the tokens held = the goods printed in the cities completed and scored so far
    /// (all of them while the supply lasts). `unscored` is the tile placed this turn whose
    /// completed cities are not scored yet.
    pub fn check(&self, board: &Board, players: u8, unscored: Option<u16>) -> Result<(), String> {
        let mut paid = [0u32; 3];
        for root in board.features() {
            if board.kind_of(root) != FeatureKind::City || !board.is_closed(root) {
                continue;
            }
            if unscored.is_some_and(|t| board.features_reached(t).any(|(_, _, f)| f == root)) {
                continue;
            }
            let printed = self.in_city(board, root);
            for g in 0..3 {
                paid[g] += printed[g];
            }
        }
        for (g, name) in KINDS.iter().enumerate() {
            let held: u32 = self.held.values().map(|h| u32::from(h[g])).sum();
            if u32::from(self.supply[g]) + held != u32::from(TOKENS[g]) {
                return Err(format!(
                    "{name}: {} in supply + {held} held != {}",
                    self.supply[g], TOKENS[g]
                ));
            }
            if held != paid[g].min(u32::from(TOKENS[g])) {
                return Err(format!(
                    "{name}: {held} held, but the completed cities print {}",
                    paid[g]
                ));
            }
            if self.held.iter().any(|(p, h)| !p.is_in(players) && h[g] > 0) {
                return Err(format!("{name} held by a seat that does not play"));
            }
        }
        Ok(())
    }
}
