//! What The Princess & The Dragon shows: the dragon, the fairy, the set-aside dragon tiles and
//! the flight in progress for everybody, the dragon and the fairy on the board, the flight's
//! prompt and every move in words.

use serde::Serialize;

use super::events::place;
use super::{Fairy, Flight, PdDecision, PdMove, Place, PrincessAndDragon, FLIGHT_STEPS, ID};
use crate::board::FollowerKind;
use crate::expansion::{FigureView, Presentation};
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

/// The public state of The Princess & The Dragon.
#[derive(Clone, Debug, Serialize)]
pub struct PdView {
    /// Where the dragon is, once on the board.
    dragon: Option<PlaceView>,
    /// The fairy, once on the board.
    fairy: Option<FairyView>,
    /// The ids of the dragon tiles set aside, in the order drawn.
    set_aside: Vec<String>,
    /// The flight in progress.
    flight: Option<FlightView>,
}

/// A place of the dragon: `{"at": [x, y]}`, with `"corner"` when it is one triangle.
#[derive(Clone, Debug, Serialize)]
pub struct PlaceView {
    at: [i32; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    corner: Option<&'static str>,
}

impl From<Place> for PlaceView {
    fn from(p: Place) -> PlaceView {
        PlaceView {
            at: [p.at.x, p.at.y],
            corner: p.corner.map(|c| c.name()),
        }
    }
}

/// The fairy: its tile (`"corner"` null on a square) and the follower it stands by.
#[derive(Clone, Debug, Serialize)]
pub struct FairyView {
    at: [i32; 2],
    corner: Option<&'static str>,
    follower: Option<FairyFollowerView>,
}

/// The follower the fairy stands by: its owner and location.
#[derive(Clone, Debug, Serialize)]
struct FairyFollowerView {
    player: Seat,
    location: String,
}

impl FairyView {
    fn of(fairy: Fairy, game: &GameState) -> FairyView {
        let board = game.board();
        let pt = &board.tiles()[fairy.tile as usize];
        FairyView {
            at: [pt.pos.x, pt.pos.y],
            corner: pt.turn.corner().map(|c| c.name()),
            follower: fairy.follower_on(board).map(|f| FairyFollowerView {
                player: f.player,
                location: game.follower_spot(&f).location.to_string(),
            }),
        }
    }
}

/// A flight in progress: the step to choose, how many are left (this one included), who
/// chooses it, the places visited (the start first) and those it may enter now.
#[derive(Clone, Debug, Serialize)]
pub struct FlightView {
    step: u8,
    steps_left: u8,
    chooser: Seat,
    visited: Vec<PlaceView>,
    choices: Vec<PlaceView>,
}

impl From<&Flight> for FlightView {
    fn from(f: &Flight) -> FlightView {
        let places = |ps: &[Place]| ps.iter().map(|&p| PlaceView::from(p)).collect();
        FlightView {
            step: f.step,
            steps_left: FLIGHT_STEPS + 1 - f.step,
            chooser: f.actor,
            visited: places(&f.visited),
            choices: places(&f.choices),
        }
    }
}

impl Presentation for PrincessAndDragon {
    type Public = PdView;

    fn public(&self, game: &GameState) -> Option<PdView> {
        let cat = game.catalog();
        Some(PdView {
            dragon: self.dragon.map(PlaceView::from),
            fairy: self.fairy.map(|f| FairyView::of(f, game)),
            set_aside: self
                .set_aside
                .iter()
                .map(|&k| cat.def(k).id.clone())
                .collect(),
            flight: self.flight.as_ref().map(FlightView::from),
        })
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        if let Some(p) = self.dragon {
            out.push(FigureView {
                module: ID,
                figure: "dragon",
                player: None,
                at: [p.at.x, p.at.y],
                corner: p.corner.map(|c| c.name()),
                location: None,
                value: None,
            });
        }
        if let Some(f) = self.fairy {
            out.push(f.view(game));
        }
    }

    fn prompt(&self, _game: &GameState, decision: &PdDecision) -> Text {
        let PdDecision::DragonStep { step } = *decision;
        let unit = if self.options.per_tile {
            "princess-and-dragon.unit.tile"
        } else {
            "princess-and-dragon.unit.space"
        };
        Text::new("princess-and-dragon.prompt.dragon")
            .num("step", step)
            .num("steps", FLIGHT_STEPS)
            .text("unit", Text::new(unit))
    }

    fn label(&self, _game: &GameState, mv: &PdMove) -> Text {
        let (key, at) = match *mv {
            PdMove::Fairy { follower } => ("princess-and-dragon.choice.fairy", follower),
            PdMove::Portal { feature, kind } if kind != FollowerKind::REGULAR => {
                return Text::new("princess-and-dragon.choice.portal-kind")
                    .text("kind", kind.text())
                    .text("at", place(feature))
            }
            PdMove::Portal { feature, .. } => ("princess-and-dragon.choice.portal", feature),
            PdMove::Princess { knight } => ("princess-and-dragon.choice.princess", knight),
            PdMove::Dragon { to } => ("princess-and-dragon.choice.dragon", to),
        };
        Text::new(key).text("at", place(at))
    }
}
