//! What Inns & Cathedrals shows: its move in words (the big followers are the core's, shown
//! with every follower).

use super::{InnsAndCathedrals, InnsDecision, InnsMove};
use crate::expansion::Presentation;
use crate::state::GameState;
use crate::text::Text;

impl Presentation for InnsAndCathedrals {
    type Public = ();

    fn prompt(&self, _game: &GameState, decision: &InnsDecision) -> Text {
        match *decision {}
    }

    fn label(&self, _game: &GameState, mv: &InnsMove) -> Text {
        match *mv {
            InnsMove::BigFollower { feature } => {
                Text::new("inns-and-cathedrals.choice.big-follower")
                    .location("location", feature.location)
            }
        }
    }
}
