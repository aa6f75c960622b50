//! What one seat (or a spectator) may see of a game.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::board::FollowerKind;
use crate::expansion::{DecisionInfo, FigureView};
use crate::geometry::Turn;
use crate::seat::Seat;
use crate::state::{GameState, Phase};
use crate::wire::describe_decision;

/// A tile on the board, as seen by everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileView {
    /// Tile id.
    pub tile: String,
    /// `[x, y]`.
    pub at: [i32; 2],
    /// Rotation in degrees (square tiles).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rot: Option<u16>,
    /// Corner (triangles).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corner: Option<&'static str>,
}

/// A follower on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FollowerView {
    /// Owner's seat.
    pub player: Seat,
    /// `[x, y]`.
    pub at: [i32; 2],
    /// The triangle's corner, for a follower on a triangle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corner: Option<&'static str>,
    /// Location on the tile.
    pub location: String,
    /// The special follower it is, by name; absent for a regular follower.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<&'static str>,
}

/// What a seat may see: everything public, its own hand, never the pile order or another
/// player's halflings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The seat this view is for (`None` for a spectator).
    pub seat: Option<Seat>,
    /// Rules version id.
    pub rules: &'static str,
    /// The phase.
    pub phase: Phase,
    /// Whose turn it is.
    pub active: Seat,
    /// Who must decide now.
    pub to_move: Option<Seat>,
    /// Scores per seat.
    pub scores: Vec<u32>,
    /// Followers in supply per seat.
    pub supplies: Vec<u8>,
    /// Special followers in reserve per seat, by name (only those this game's expansions
    /// give).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub reserves: BTreeMap<&'static str, Vec<u8>>,
    /// Halflings in hand per seat (counts only).
    pub hand_sizes: Vec<u32>,
    /// This seat's own halflings.
    pub hand: Vec<String>,
    /// Halflings on the draft table (public).
    pub draft_table: Vec<String>,
    /// The tile to place now (public once drawn or played).
    pub current_tile: Option<String>,
    /// Tiles on the board, in the order placed.
    pub tiles: Vec<TileView>,
    /// Followers on the board.
    pub followers: Vec<FollowerView>,
    /// Regular tiles left in the pile.
    pub pile_count: usize,
    /// Tiles nobody has seen yet, by id: the pile and any tile an expansion took from it unseen
    /// (counts, no order).
    pub unseen: BTreeMap<String, u32>,
    /// What everybody may see of each expansion's state, by module id (a bag's contents, who
    /// must decide…).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub expansions: BTreeMap<&'static str, serde_json::Value>,
    /// The expansions' figures on the board (players' special figures, neutral figures…).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub figures: Vec<FigureView>,
    /// The pending expansion decision, described with its choices.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<DecisionInfo>,
}

impl GameState {
    /// The view of `seat` (`None`: a spectator's).
    pub fn view_for(&self, seat: Option<Seat>) -> PlayerView {
        let cat = self.catalog();
        let n = self.players();
        let id = |k| cat.def(k).id.clone();
        let mut unseen = BTreeMap::new();
        for k in self.unseen_tiles() {
            *unseen.entry(id(k)).or_insert(0) += 1;
        }
        PlayerView {
            seat,
            rules: self.setup().rules.id(),
            phase: self.phase(),
            active: self.active(),
            to_move: self.to_move(),
            scores: self.scores(),
            supplies: Seat::all(n).map(|p| self.supply(p)).collect(),
            reserves: FollowerKind::all()
                .filter(|&k| k != FollowerKind::REGULAR && self.followers_each(k) > 0)
                .map(|k| {
                    (
                        k.name(),
                        Seat::all(n).map(|p| self.supply_of(p, k)).collect(),
                    )
                })
                .collect(),
            hand_sizes: Seat::all(n).map(|p| self.hand(p).len() as u32).collect(),
            hand: seat
                .filter(|&s| s.is_in(n))
                .map(|s| self.hand(s).into_iter().map(id).collect())
                .unwrap_or_default(),
            draft_table: self.draft_table().into_iter().map(id).collect(),
            current_tile: self.current_tile().map(id),
            tiles: self
                .board()
                .tiles()
                .iter()
                .map(|t| {
                    let (rot, corner) = match t.turn {
                        Turn::Square(r) => (Some(r.degrees()), None),
                        Turn::Triangle(c) => (None, Some(c.name())),
                    };
                    TileView {
                        tile: id(t.kind),
                        at: [t.pos.x, t.pos.y],
                        rot,
                        corner,
                    }
                })
                .collect(),
            followers: self
                .board()
                .followers()
                .iter()
                .map(|f| {
                    let spot = self.follower_spot(f);
                    FollowerView {
                        player: f.player,
                        at: [spot.at.x, spot.at.y],
                        corner: spot.corner.map(|c| c.name()),
                        location: spot.location.to_string(),
                        kind: (f.kind != FollowerKind::REGULAR).then(|| f.kind.name()),
                    }
                })
                .collect(),
            pile_count: self.pile_len(),
            unseen,
            expansions: self
                .expansions()
                .iter()
                .filter_map(|e| Some((e.module().id(), e.public_state(self)?)))
                .collect(),
            figures: {
                let mut v = Vec::new();
                for e in self.expansions().iter() {
                    e.figures(self, &mut v);
                }
                v
            },
            decision: describe_decision(self),
        }
    }
}
