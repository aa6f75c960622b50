//! What Abbey & Mayor shows: the barns on the board and in reserve, the abbeys in hand, its decision and moves in
//! words (the mayors and wagons are the core's followers, shown with every follower).

use super::{AbbeyAndMayor, AbbeyMayorDecision, AbbeyMayorMove};
use crate::expansion::{FigureView, Presentation};
use crate::geometry::SpacePos;
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

impl Presentation for AbbeyAndMayor {
    type Public = ();

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        self.barn_figures(game, out);
    }

    fn supplies(&self, _game: &GameState, seat: Seat, out: &mut Vec<(&'static str, u8)>) {
        out.push((super::BARN, u8::from(self.barn_in_reserve(seat))));
        out.push((super::ABBEY, self.abbeys_left(seat)));
    }

    fn prompt(&self, _game: &GameState, decision: &AbbeyMayorDecision) -> Text {
        match *decision {
            AbbeyMayorDecision::MoveWagon { from: [x, y] } => {
                Text::new("abbey-and-mayor.prompt.move-wagon").at("at", SpacePos { x, y })
            }
            AbbeyMayorDecision::LastAbbey => Text::new("abbey-and-mayor.prompt.last-abbey"),
        }
    }

    fn label(&self, _game: &GameState, mv: &AbbeyMayorMove) -> Text {
        match *mv {
            AbbeyMayorMove::Mayor { city } => Text::new("abbey-and-mayor.choice.mayor")
                .location("location", city.location),
            AbbeyMayorMove::Wagon { feature } => Text::new("abbey-and-mayor.choice.wagon")
                .location("location", feature.location),
            AbbeyMayorMove::Barn { corner } => Text::new("abbey-and-mayor.choice.barn")
                .location("location", corner.location),
            AbbeyMayorMove::MoveWagon { to } => {
                Text::new("abbey-and-mayor.choice.move-wagon").spot("spot", to)
            }
            AbbeyMayorMove::KeepWagon => Text::new("abbey-and-mayor.choice.keep-wagon"),
            AbbeyMayorMove::Abbey {
                space: [x, y],
                monk,
            } => Text::new(if monk {
                "abbey-and-mayor.choice.abbey-monk"
            } else {
                "abbey-and-mayor.choice.abbey"
            })
            .at("at", SpacePos { x, y }),
            AbbeyMayorMove::LastAbbey {
                space: [x, y],
                monk,
            } => Text::new(if monk {
                "abbey-and-mayor.choice.last-abbey-monk"
            } else {
                "abbey-and-mayor.choice.last-abbey"
            })
            .at("at", SpacePos { x, y }),
            AbbeyMayorMove::KeepAbbey => Text::new("abbey-and-mayor.choice.keep-abbey"),
        }
    }
}
