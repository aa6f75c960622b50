//! What Traders & Builders shows: the goods in supply and those each player holds, who plays
//! the builder's extra turn, the builders and pigs on the board, the pieces beside it and every
//! move in words.

use serde::Serialize;

use super::figures::Piece;
use super::{TradersAndBuilders, TradersDecision, TradersMove, ID};
use crate::expansion::{FigureView, Presentation};
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

/// Traders & Builders' public state.
#[derive(Clone, Debug, Serialize)]
pub struct TradersView {
    /// Tokens left in supply.
    supply: GoodsCount,
    /// Tokens each player holds.
    held: Vec<GoodsCount>,
    /// Who is playing the extra turn their builder gave them.
    extra_turn: Option<Seat>,
}

/// Tokens of each kind.
#[derive(Copy, Clone, Debug, Serialize)]
struct GoodsCount {
    wine: u8,
    grain: u8,
    cloth: u8,
}

impl From<[u8; 3]> for GoodsCount {
    fn from([wine, grain, cloth]: [u8; 3]) -> GoodsCount {
        GoodsCount { wine, grain, cloth }
    }
}

impl Presentation for TradersAndBuilders {
    type Public = TradersView;

    fn public(&self, game: &GameState) -> Option<TradersView> {
        Some(TradersView {
            supply: self.goods_supply().into(),
            held: Seat::all(game.players())
                .map(|p| self.goods_held(p).into())
                .collect(),
            extra_turn: self.extra_turn(),
        })
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for p in Seat::all(game.players()) {
            for piece in Piece::ALL {
                if let Some(stand) = self.standing(game.board(), p, piece) {
                    let spot = Self::spot(game, stand);
                    out.push(FigureView {
                        module: ID,
                        figure: piece.name(),
                        player: Some(p),
                        at: [spot.at.x, spot.at.y],
                        corner: spot.corner.map(|c| c.name()),
                        location: Some(spot.location.to_string()),
                        value: None,
                    });
                }
            }
        }
    }

    fn prompt(&self, _game: &GameState, decision: &TradersDecision) -> Text {
        match *decision {}
    }

    fn label(&self, _game: &GameState, mv: &TradersMove) -> Text {
        let (piece, spot) = mv.piece();
        Text::new("traders-and-builders.choice.at")
            .text("piece", piece.text())
            .location("location", spot.location)
    }

    fn supplies(&self, game: &GameState, seat: Seat, out: &mut Vec<(&'static str, u8)>) {
        for piece in Piece::ALL {
            if self.standing(game.board(), seat, piece).is_none() {
                out.push((piece.name(), 1));
            }
        }
    }
}
