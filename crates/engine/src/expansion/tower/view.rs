//! What the Tower shows: floors left and prisoners for everybody, towers and their tops on the
//! board, the capture's prompt and every move in words.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{TowerDecision, TowerMove, Towers, ID, RANSOM_POINTS};
use crate::board::FollowerKind;
use crate::expansion::{FigureView, Presentation};
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

/// The Tower's public state.
#[derive(Clone, Debug, Serialize)]
pub struct TowerView {
    /// Floors left, per player.
    floors: Vec<u8>,
    /// Who holds whose followers.
    prisoners: Vec<PrisonersView>,
    /// Who may capture now.
    capturing: Option<Seat>,
    /// Whether the active player paid a ransom this turn.
    ransomed: bool,
}

/// The followers of `owner` that `captor` holds.
#[derive(Clone, Debug, Serialize)]
struct PrisonersView {
    captor: Seat,
    owner: Seat,
    count: u8,
    /// By kind, when special followers are among them.
    #[serde(skip_serializing_if = "Option::is_none")]
    kinds: Option<BTreeMap<&'static str, u8>>,
}

impl Presentation for Towers {
    type Public = TowerView;

    fn public(&self, game: &GameState) -> Option<TowerView> {
        let n = game.players();
        let mut prisoners = Vec::new();
        for captor in Seat::all(n) {
            for owner in Seat::all(n) {
                let held = &self.prisoners[captor][owner];
                if held.total() == 0 {
                    continue;
                }
                // Special followers by kind, when some are held.
                let kinds = (held.of(FollowerKind::REGULAR) < held.total())
                    .then(|| held.kinds().map(|k| (k.name(), held.of(k))).collect());
                prisoners.push(PrisonersView {
                    captor,
                    owner,
                    count: held.total(),
                    kinds,
                });
            }
        }
        Some(TowerView {
            floors: self.floors.of(n).to_vec(),
            prisoners,
            capturing: self.capturing(),
            ransomed: self.ransomed,
        })
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for t in self.towers.iter().filter(|t| t.height > 0) {
            let spot = Towers::tower_spot(game, t.tile);
            let view = |figure: &'static str, player: Option<Seat>, value: Option<i32>| FigureView {
                module: ID,
                figure,
                player,
                at: [spot.at.x, spot.at.y],
                corner: spot.corner.map(|c| c.name()),
                location: Some(spot.location.to_string()),
                value,
            };
            out.push(view("tower", None, Some(i32::from(t.height))));
            if let Some(p) = t.top {
                out.push(view("tower-top", Some(p), None));
            }
        }
    }

    fn prompt(&self, game: &GameState, _decision: &TowerDecision) -> Text {
        match self.capturing {
            Some((_, i)) => {
                let t = &self.towers[i];
                Text::new("tower.prompt.capture")
                    .at("at", game.board().tiles()[t.tile as usize].pos)
                    .num("height", t.height)
            }
            None => Text::new("decision.named").str("name", "capture"),
        }
    }

    fn label(&self, _game: &GameState, mv: &TowerMove) -> Text {
        match *mv {
            TowerMove::Floor { tower } => Text::new("tower.choice.floor").at("at", tower.at),
            TowerMove::Top { tower, kind } if kind == FollowerKind::REGULAR => {
                Text::new("tower.choice.top").at("at", tower.at)
            }
            TowerMove::Top { tower, kind } => Text::new("tower.choice.top-kind")
                .at("at", tower.at)
                .text("kind", kind.text()),
            TowerMove::Capture {
                follower,
                owner,
                on_top: true,
            } => Text::new("tower.choice.capture-top")
                .at("at", follower.at)
                .player("owner", owner),
            TowerMove::Capture {
                follower, owner, ..
            } => Text::new("tower.choice.capture")
                .player("owner", owner)
                .spot("spot", follower),
            TowerMove::Pass => Text::new("tower.choice.pass"),
            TowerMove::Ransom { prisoner } => Text::new("tower.choice.ransom")
                .player("captor", prisoner.seat)
                .num("points", RANSOM_POINTS)
                .text("kind", prisoner.kind.text()),
        }
    }

    fn supplies(&self, _game: &GameState, seat: Seat, out: &mut Vec<(&'static str, u8)>) {
        out.push(("floor", self.floors[seat]));
    }
}
