//! What Abbey & Mayor shows: its decision and moves in words (the mayors and wagons are the
//! core's followers, shown with every follower).

use super::{AbbeyAndMayor, AbbeyMayorDecision, AbbeyMayorMove};
use crate::expansion::Presentation;
use crate::geometry::SpacePos;
use crate::state::GameState;
use crate::text::Text;

impl Presentation for AbbeyAndMayor {
    type Public = ();

    fn prompt(&self, _game: &GameState, decision: &AbbeyMayorDecision) -> Text {
        match *decision {
            AbbeyMayorDecision::MoveWagon { from: [x, y] } => {
                Text::new("abbey-and-mayor.prompt.move-wagon").at("at", SpacePos { x, y })
            }
        }
    }

    fn label(&self, _game: &GameState, mv: &AbbeyMayorMove) -> Text {
        match *mv {
            AbbeyMayorMove::Mayor { city } => Text::new("abbey-and-mayor.choice.mayor")
                .location("location", city.location),
            AbbeyMayorMove::Wagon { feature } => Text::new("abbey-and-mayor.choice.wagon")
                .location("location", feature.location),
            AbbeyMayorMove::MoveWagon { to } => {
                Text::new("abbey-and-mayor.choice.move-wagon").spot("spot", to)
            }
            AbbeyMayorMove::KeepWagon => Text::new("abbey-and-mayor.choice.keep-wagon"),
        }
    }
}
