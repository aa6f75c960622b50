//! Inns and cathedrals: which road or city of a tile carries one, and how they change the
//! score of the feature they lie in.
//!
//! Tile data names the feature by a side after the symbol (`"inn E"`: the road crossing the
//! east side; `"cathedral N"`: the city holding the north side), in the file's orientation. A
//! symbol naming a side where no road (for an inn) or city (for a cathedral) crosses is refused
//! when the tile loads.

use super::InnsAndCathedrals;
use crate::board::{Board, FeatureId};
use crate::expansion::registry::feature_by_side;
use crate::scoring::ScoreEvent;
use crate::tiles::{FeatureKind, TileDef};

/// The inn's symbol in tile data.
pub const INN: &str = "inn";

/// The cathedral's symbol in tile data.
pub const CATHEDRAL: &str = "cathedral";

/// Points per counted unit of a completed road with an inn.
pub const INN_POINTS: u32 = 2;

/// Points per counted unit and per coat of arms of a completed city with a cathedral.
pub const CATHEDRAL_POINTS: u32 = 3;

/// Checks an inn's argument on its tile: the side a road of the tile crosses.
pub(super) fn check_inn(def: &TileDef, arg: Option<&str>) -> Result<(), String> {
    feature_by_side(def, arg, FeatureKind::Road).map(|_| ())
}

/// Checks a cathedral's argument on its tile: the side a city of the tile crosses.
pub(super) fn check_cathedral(def: &TileDef, arg: Option<&str>) -> Result<(), String> {
    feature_by_side(def, arg, FeatureKind::City).map(|_| ())
}

/// The local segment of `def` that the symbol `symbol` marks (the feature crossing the side
/// its argument names), if it is a feature of kind `kind`.
pub fn marked_segment(def: &TileDef, symbol: &str, kind: FeatureKind) -> Option<u8> {
    feature_by_side(def, def.symbol_arg(symbol), kind).ok()
}

impl InnsAndCathedrals {
    /// Whether feature `root` holds a segment that the symbol of kind `kind`
    /// (an inn on a road, a cathedral in a city) marks.
    fn marked(&self, board: &Board, root: FeatureId, kind: FeatureKind) -> bool {
        let (symbol, name) = match kind {
            FeatureKind::Road => (self.inn, INN),
            _ => (self.cathedral, CATHEDRAL),
        };
        let Some(symbol) = symbol else {
            return false;
        };
        board.parts(root).any(|part| {
            let def = board.def(board.tiles()[part.tile as usize].kind);
            def.symbols.has(symbol) && marked_segment(def, name, kind) == Some(part.local)
        })
    }

    /// A road with an inn or a city with a cathedral: completed, it pays the higher rate per
    /// counted unit (and coat of arms); left incomplete at the end, nothing.
    pub(super) fn rate_landmarks(&self, board: &Board, root: FeatureId, score: &mut ScoreEvent) {
        let (points, completed, left) = match score.feature {
            FeatureKind::Road => (
                INN_POINTS,
                "inns-and-cathedrals.rate.inn",
                "inns-and-cathedrals.rate.inn-left",
            ),
            FeatureKind::City => (
                CATHEDRAL_POINTS,
                "inns-and-cathedrals.rate.cathedral",
                "inns-and-cathedrals.rate.cathedral-left",
            ),
            _ => return,
        };
        if score.detail.is_some() || !self.marked(board, root, score.feature) {
            return;
        }
        if score.complete && !score.final_scoring {
            score.set_rate(points, completed);
        } else {
            score.set_rate(0, left);
        }
    }
}
