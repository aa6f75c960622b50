//! What the Abbot shows: where each player's abbot stands for everybody, the abbots in gardens
//! on the board (those on monasteries are the core's followers), and its moves in words.

use serde::Serialize;

use super::moves::{Ground, NoDecision};
use super::{AbbotMove, Abbots, Home, ABBOT, ID};
use crate::expansion::{FigureView, Presentation};
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

/// The Abbot's public state.
#[derive(Clone, Debug, Serialize)]
pub struct AbbotView {
    /// Per player: where their abbot stands, `None` in reserve.
    abbots: Vec<Option<AbbotSpot>>,
}

/// Where an abbot stands.
#[derive(Clone, Debug, Serialize)]
struct AbbotSpot {
    /// `[x, y]` of its space.
    at: [i32; 2],
    /// The triangle's corner, when it stands on a triangle.
    corner: Option<&'static str>,
    /// What it stands on.
    on: Ground,
}

impl Presentation for Abbots {
    type Public = AbbotView;

    fn public(&self, game: &GameState) -> Option<AbbotView> {
        let board = game.board();
        let abbots = Seat::all(game.players())
            .map(|p| {
                self.abbot(game, p).map(|(t, home)| {
                    let s = Abbots::spot_of(board, t);
                    AbbotSpot {
                        at: [s.at.x, s.at.y],
                        corner: s.corner.map(|c| c.name()),
                        on: home.ground(),
                    }
                })
            })
            .collect();
        Some(AbbotView { abbots })
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for (p, t) in self.gardens.iter() {
            let Some(t) = *t else { continue };
            let spot = Abbots::spot_of(game.board(), t);
            out.push(FigureView {
                module: ID,
                figure: ABBOT,
                player: Some(p),
                at: [spot.at.x, spot.at.y],
                corner: spot.corner.map(|c| c.name()),
                location: Some(spot.location.to_string()),
                value: None,
            });
        }
    }

    fn prompt(&self, _game: &GameState, decision: &NoDecision) -> Text {
        match *decision {}
    }

    fn label(&self, _game: &GameState, mv: &AbbotMove) -> Text {
        match *mv {
            AbbotMove::Abbot { .. } => Text::new("abbot.choice.place"),
            AbbotMove::Recall { abbot } => Text::new("abbot.choice.recall").at("at", abbot.at),
        }
    }
}

impl Home {
    /// What it is, without its segment.
    pub(super) fn ground(self) -> Ground {
        match self {
            Home::Monastery(_) => Ground::Monastery,
            Home::Garden => Ground::Garden,
        }
    }
}
