//! What Hills & Sheep shows: the bag and who tends a flock for everybody, the shepherds with
//! their flocks' sizes on the board, the flock decision's prompt and every move in words.

use serde::Serialize;

use super::{HillsAndSheep, SheepDecision, SheepMove, ID, WOLF};
use crate::expansion::{FigureView, Presentation};
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

/// Hills & Sheep's public state.
#[derive(Clone, Debug, Serialize)]
pub struct SheepView {
    /// The tokens in the bag.
    bag: BagView,
    /// Who must grow or stable their flock now.
    tending: Option<Seat>,
}

/// The tokens in the bag, by kind: one, two, three and four sheep, and the wolves.
#[derive(Clone, Debug, Serialize)]
struct BagView {
    #[serde(rename = "1")]
    one: u8,
    #[serde(rename = "2")]
    two: u8,
    #[serde(rename = "3")]
    three: u8,
    #[serde(rename = "4")]
    four: u8,
    wolf: u8,
}

impl Presentation for HillsAndSheep {
    type Public = SheepView;

    fn public(&self, _game: &GameState) -> Option<SheepView> {
        let [one, two, three, four, ..] = self.bag;
        Some(SheepView {
            bag: BagView {
                one,
                two,
                three,
                four,
                wolf: self.bag[WOLF],
            },
            tending: self.tending,
        })
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for (p, s) in self.shepherds.iter() {
            if let Some(s) = s {
                let spot = self.shepherd_spot(game, s);
                out.push(FigureView {
                    module: ID,
                    figure: "shepherd",
                    player: Some(p),
                    at: [spot.at.x, spot.at.y],
                    corner: spot.corner.map(|c| c.name()),
                    location: Some(spot.location.to_string()),
                    value: Some(s.sheep() as i32),
                });
            }
        }
    }

    fn prompt(&self, _game: &GameState, _decision: &SheepDecision) -> Text {
        Text::new("hills-and-sheep.prompt.flock")
    }

    fn label(&self, _game: &GameState, mv: &SheepMove) -> Text {
        match *mv {
            SheepMove::Shepherd { field } => {
                Text::new("hills-and-sheep.choice.shepherd").location("location", field.location)
            }
            SheepMove::Grow => Text::new("hills-and-sheep.choice.grow"),
            SheepMove::Stable => Text::new("hills-and-sheep.choice.stable"),
        }
    }

    fn supplies(&self, _game: &GameState, seat: Seat, out: &mut Vec<(&'static str, u8)>) {
        if self.shepherd(seat).is_none() {
            out.push(("shepherd", 1));
        }
    }
}
