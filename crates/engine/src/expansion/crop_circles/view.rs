//! What the crop circle shows: its decisions' prompts and its moves in words.

use super::{CropAction, CropCircles, CropDecision, CropMove};
use crate::expansion::Presentation;
use crate::state::GameState;
use crate::text::Text;

impl Presentation for CropCircles {
    type Public = ();

    fn prompt(&self, _game: &GameState, decision: &CropDecision) -> Text {
        match *decision {
            CropDecision::CropCircle => Text::new("crop-circles.prompt.name"),
            CropDecision::CropAction {
                kind,
                action: CropAction::A,
            } => Text::new("crop-circles.prompt.add").text("kinds", kind.plural_text()),
            CropDecision::CropAction { kind, .. } => {
                Text::new("crop-circles.prompt.return").text("kinds", kind.plural_text())
            }
        }
    }

    fn label(&self, _game: &GameState, mv: &CropMove) -> Text {
        match *mv {
            CropMove::Name { role, task } => {
                let what = match task {
                    CropAction::A => "crop-circles.choice.name.a",
                    CropAction::B => "crop-circles.choice.name.b",
                };
                Text::new("crop-circles.choice.name")
                    .text("kind", role.text())
                    .text("action", Text::new(what))
            }
            CropMove::Pass => Text::new("crop-circles.choice.pass"),
            CropMove::Add { follower } => {
                Text::new("crop-circles.choice.add").spot("spot", follower)
            }
            CropMove::Return { follower } => {
                Text::new("crop-circles.choice.return").spot("spot", follower)
            }
        }
    }
}
