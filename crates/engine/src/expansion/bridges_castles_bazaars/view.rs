//! What Bridges, Castles & Bazaars shows: the castles on the board, the bridges and castles
//! each player holds, its decision and moves in words.

use super::{pieces_each, BcbDecision, BcbMove, BridgesCastlesBazaars, BRIDGE, CASTLE, ID};
use crate::expansion::{FigureView, Presentation};
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

impl Presentation for BridgesCastlesBazaars {
    type Public = ();

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for (owner, spot, scored) in self.castle_places(game) {
            out.push(FigureView {
                module: ID,
                figure: CASTLE,
                player: Some(owner),
                at: [spot.at.x, spot.at.y],
                corner: spot.corner.map(|c| c.name()),
                location: Some(spot.location.to_string()),
                value: Some(i32::from(scored)),
            });
        }
    }

    fn supplies(&self, game: &GameState, seat: Seat, out: &mut Vec<(&'static str, u8)>) {
        out.push((BRIDGE, pieces_each(game.players())));
        out.push((CASTLE, self.castles_held(seat)));
    }

    fn prompt(&self, _game: &GameState, decision: &BcbDecision) -> Text {
        match *decision {
            BcbDecision::Castle { city } => {
                Text::new("bridges-castles-bazaars.prompt.castle").spot("spot", city)
            }
        }
    }

    fn label(&self, _game: &GameState, mv: &BcbMove) -> Text {
        match mv {
            BcbMove::BuildCastle => Text::new("bridges-castles-bazaars.choice.build-castle"),
            BcbMove::DeclineCastle => Text::new("bridges-castles-bazaars.choice.decline-castle"),
        }
    }
}
