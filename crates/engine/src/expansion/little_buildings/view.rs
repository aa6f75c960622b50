//! What Little Buildings shows: the buildings on the board (neutral, each of its kind on its
//! tile), each player's tokens left and what each kind adds, its moves in words.

use serde::Serialize;

use super::{Kind, LittleBuildings, LittleBuildingsMove};
use crate::expansion::{FigureView, Presentation};
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

/// The public state: each player's tokens left by kind (tower, house, shed) and the points each
/// kind adds.
#[derive(Serialize)]
pub struct LittleBuildingsPublic {
    /// Each seat's tokens left: `[towers, houses, sheds]`.
    left: Vec<[u8; 3]>,
    /// Points a tower, a house and a shed add.
    values: [u32; 3],
}

impl Presentation for LittleBuildings {
    type Public = LittleBuildingsPublic;

    fn public(&self, game: &GameState) -> Option<LittleBuildingsPublic> {
        Some(LittleBuildingsPublic {
            left: Seat::all(game.players()).map(|p| self.left(p)).collect(),
            values: Kind::ALL.map(|k| self.value(k)),
        })
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for b in &self.placed {
            let Some(pt) = game.board().tiles().get(b.tile as usize) else {
                continue;
            };
            out.push(FigureView {
                module: super::ID,
                figure: b.kind.figure(),
                player: None,
                at: [pt.pos.x, pt.pos.y],
                corner: pt.turn.corner().map(|c| c.name()),
                location: None,
                value: None,
            });
        }
    }

    fn supplies(&self, _game: &GameState, seat: Seat, out: &mut Vec<(&'static str, u8)>) {
        let left = self.left(seat);
        for k in Kind::ALL {
            out.push((k.figure(), left[k.index()]));
        }
    }

    fn label(&self, _game: &GameState, mv: &LittleBuildingsMove) -> Text {
        let kind = mv.kind();
        Text::new("little-buildings.choice.build")
            .text("kind", Text::new(kind.words()))
            .num("points", self.value(kind))
    }
}
