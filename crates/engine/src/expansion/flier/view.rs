//! What the Flier shows: how flights are counted and the flight in the air for everybody, the
//! landing's prompt and every move in words.

use serde::Serialize;

use super::moves::place_name;
use super::{Direction, Distance, Flier, FlierDecision, FlierMove};
use crate::board::FollowerKind;
use crate::expansion::Presentation;
use crate::geometry::{Corner, CornerSet, Location};
use crate::seat::Seat;
use crate::state::{GameState, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;

/// The Flier's public state.
#[derive(Clone, Debug, Serialize)]
pub struct FlierView {
    /// How a flight's steps are counted.
    distance: Distance,
    /// The flight waiting for its landing, if any.
    flight: Option<FlightView>,
}

/// A flight in the air.
#[derive(Clone, Debug, Serialize)]
struct FlightView {
    player: Seat,
    roll: u8,
    direction: Direction,
    /// `[x, y]` of the flier tile.
    from: [i32; 2],
    /// `[x, y]` of the space it comes down on.
    at: [i32; 2],
    /// The triangles of that space in reach, when not the whole space.
    corners: Option<Vec<Corner>>,
    /// A special follower in the air says so.
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<FollowerKind>,
}

impl Presentation for Flier {
    type Public = FlierView;

    fn public(&self, _game: &GameState) -> Option<FlierView> {
        let flight = self.flight.map(|f| {
            let corners: Vec<Corner> = Corner::ALL
                .into_iter()
                .filter(|c| f.reach.corners != CornerSet::ALL && f.reach.covers(Some(*c)))
                .collect();
            FlightView {
                player: f.player,
                roll: f.roll,
                direction: f.direction,
                from: [f.from.x, f.from.y],
                at: [f.reach.at.x, f.reach.at.y],
                corners: (!corners.is_empty()).then_some(corners),
                kind: (f.kind != FollowerKind::REGULAR).then_some(f.kind),
            }
        });
        Some(FlierView {
            distance: self.distance,
            flight,
        })
    }

    fn prompt(&self, _game: &GameState, _decision: &FlierDecision) -> Text {
        match &self.flight {
            Some(f) => Text::new("flier.prompt.land").num("roll", f.roll).text(
                "place",
                place_name(&Spot {
                    at: f.reach.at,
                    corner: f.reach.single_corner(),
                    location: Location::Centre,
                }),
            ),
            None => Text::new("flier.prompt.land-anywhere"),
        }
    }

    fn label(&self, game: &GameState, mv: &FlierMove) -> Text {
        match *mv {
            FlierMove::Land { feature } => {
                let name = match self.own_place_at(game, &feature) {
                    Some(place) => place.name,
                    None => Text::new(
                        game.resolve_spot(&feature)
                            .map(|(t, l)| match game.board().feature_kind(t, l) {
                                FeatureKind::Road => "flier.feature.road",
                                FeatureKind::City => "flier.feature.city",
                                FeatureKind::Monastery => "flier.feature.monastery",
                                FeatureKind::Field => "flier.feature.field",
                            })
                            .unwrap_or("flier.feature.unknown"),
                    ),
                };
                Text::new("flier.choice.land")
                    .text("feature", name)
                    .text("place", place_name(&feature))
                    .location("location", feature.location)
            }
            FlierMove::Fly { kind } if kind == FollowerKind::REGULAR => {
                Text::new("flier.choice.fly")
            }
            FlierMove::Fly { kind } => Text::new("flier.choice.fly-kind").text("kind", kind.text()),
        }
    }
}
