//! What Abbey & Mayor shows: its moves in words (the mayors are the core's followers, shown
//! with every follower).

use super::{AbbeyAndMayor, AbbeyMayorDecision, AbbeyMayorMove};
use crate::expansion::Presentation;
use crate::state::GameState;
use crate::text::Text;

impl Presentation for AbbeyAndMayor {
    type Public = ();

    fn prompt(&self, _game: &GameState, decision: &AbbeyMayorDecision) -> Text {
        match *decision {}
    }

    fn label(&self, _game: &GameState, mv: &AbbeyMayorMove) -> Text {
        match *mv {
            AbbeyMayorMove::Mayor { city } => Text::new("abbey-and-mayor.choice.mayor")
                .location("location", city.location),
        }
    }
}
