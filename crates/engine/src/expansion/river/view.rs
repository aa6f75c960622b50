//! What the River shows: how many river tiles are left, whether the river is being laid, its
//! open end and which U-turn rule applies.

use serde::Serialize;

use super::{River, RiverDecision, RiverMove};
use crate::expansion::Presentation;
use crate::state::GameState;
use crate::text::Text;

/// The River's public state.
#[derive(Clone, Debug, Serialize)]
pub struct RiverView {
    /// River tiles still to be drawn.
    left: usize,
    /// Whether river tiles remain to be laid (the tile to place is one, or one is to be drawn).
    laying: bool,
    /// The river's open end, if it has one.
    end: Option<EndView>,
    /// The rule against U-turns: `immediate` or `lookahead` (option `turns`).
    turns: &'static str,
}

/// The river's open end as the view shows it.
#[derive(Clone, Debug, Serialize)]
struct EndView {
    /// The last river tile's space, `[x, y]`.
    at: [i32; 2],
    /// The side its water leaves by (`N`, `E`, `S`, `W`).
    side: char,
    /// How that tile bent the river (`straight`, `left`, `right`).
    bend: &'static str,
}

impl Presentation for River {
    type Public = RiverView;

    fn public(&self, game: &GameState) -> Option<RiverView> {
        let left = River::left(game);
        Some(RiverView {
            left,
            laying: left > 0
                || game
                    .current_tile()
                    .is_some_and(|k| game.catalog().def(k).has_water()),
            end: self.end.map(|e| EndView {
                at: [e.at.x, e.at.y],
                side: e.side.letter(),
                bend: e.bend.name(),
            }),
            turns: if self.lookahead {
                "lookahead"
            } else {
                "immediate"
            },
        })
    }

    fn prompt(&self, _game: &GameState, decision: &RiverDecision) -> Text {
        match *decision {}
    }

    fn label(&self, _game: &GameState, mv: &RiverMove) -> Text {
        match *mv {}
    }
}
