//! What the special monasteries show: the abbots (followers lying on their side) for
//! everybody, as the core's followers they are, and the abbot's move in words.

use serde::Serialize;

use super::{Monasteries, MonasteriesMove};
use crate::expansion::Presentation;
use crate::board::FollowerKind;
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

/// The public state: where the abbots lie.
#[derive(Clone, Debug, Serialize)]
pub struct MonasteriesView {
    /// Each abbot on the board.
    abbots: Vec<AbbotSpot>,
}

/// Where an abbot lies.
#[derive(Clone, Debug, Serialize)]
struct AbbotSpot {
    /// Its owner's seat.
    player: u8,
    /// `[x, y]` of its monastery's space.
    at: [i32; 2],
    /// What it would score at the end now.
    value: u32,
}

impl Presentation for Monasteries {
    type Public = MonasteriesView;

    fn public(&self, game: &GameState) -> Option<MonasteriesView> {
        let board = game.board();
        let abbots = self
            .abbots
            .iter()
            .filter(|a| Monasteries::followers_on(board, a.player, a.tile) > 0)
            .filter_map(|a| {
                let pt = board.tiles().get(a.tile as usize)?;
                Some(AbbotSpot {
                    player: a.player.index() as u8,
                    at: [pt.pos.x, pt.pos.y],
                    value: Monasteries::line_score(board, pt.pos, self.unit),
                })
            })
            .collect();
        Some(MonasteriesView { abbots })
    }

    /// The abbot is no piece of its own: any regular follower in supply may lie as one, so the
    /// lobby's census counts those.
    fn supplies(&self, game: &GameState, seat: Seat, out: &mut Vec<(&'static str, u8)>) {
        out.push((super::ABBOT_MODE, game.supply_of(seat, FollowerKind::REGULAR)));
    }

    fn label(&self, _game: &GameState, mv: &MonasteriesMove) -> Text {
        match *mv {
            MonasteriesMove::AbbotMode { monastery } => {
                Text::new("monasteries.choice.abbot-mode").location("location", monastery.location)
            }
        }
    }
}
