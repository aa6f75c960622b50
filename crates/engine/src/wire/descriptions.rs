//! Events and pending decisions described for logs, views and people: a message per event
//! ([`describe`]), each event as a kind with data ([`EventWire`], so that no program
//! has to read the words), and a pending expansion decision with its choices
//! ([`describe_decision`]).

use serde::Serialize;

use super::moves::{MoveWire, TargetWire};
use crate::board::FollowerKind;
use crate::expansion::{ChoiceInfo, DecisionInfo};
use crate::geometry::Turn;
use crate::seat::Seat;
use crate::state::{Event, GameState, Move, Phase, Spot};
use crate::text::Text;
use crate::tiles::{Catalog, TileKind};

/// Any event as a message, for logs (its English: [`Text::english`]).
pub fn describe(event: &Event, cat: &Catalog) -> Text {
    let id = |k: &TileKind| cat.def(*k).id.clone();
    match event {
        Event::Picked { player, tile } => Text::new("event.picked")
            .player("who", *player)
            .str("tile", id(tile)),
        Event::Drawn { player, tile } => Text::new("event.drawn")
            .player("who", *player)
            .str("tile", id(tile)),
        Event::Discarded { tile } => Text::new("event.discarded").str("tile", id(tile)),
        Event::Played { player, tile } => Text::new("event.played")
            .player("who", *player)
            .str("tile", id(tile)),
        Event::Placed {
            player,
            tile,
            at,
            turn,
            follower,
        } => Text::new("event.placed")
            .player("who", *player)
            .str("tile", id(tile))
            .at("at", *at)
            .text("turn", turn_text(*turn))
            .maybe(
                "follower",
                follower.map(|location| {
                    Text::new("event.placed.follower")
                        .location("location", location)
                        .spot(
                            "spot",
                            Spot {
                                at: *at,
                                corner: turn.corner(),
                                location,
                            },
                        )
                }),
            ),
        Event::Score(s) => s.explain(),
        Event::Returned { player, spot, kind } => Text::new("event.returned")
            .player("who", *player)
            .text("kind", kind.text())
            .spot("spot", *spot),
        Event::Transfer { from, to, points } => Text::new("event.transfer")
            .player("from", *from)
            .player("to", *to)
            .num("points", *points),
        Event::Forfeit { player, points } => Text::new("event.forfeit")
            .player("who", *player)
            .num("points", *points),
        Event::Expansion(e) => e.describe(),
        Event::GameOver => Text::new("event.game-over"),
    }
}

/// How a tile lies, as a message: `turn.rot` with its degrees (a square tile) or `turn.corner`
/// with its corner (a triangle).
pub fn turn_text(turn: Turn) -> Text {
    match turn {
        Turn::Square(r) => Text::new("turn.rot").num("degrees", r.degrees()),
        Turn::Triangle(c) => Text::new("turn.corner").text("corner", c.text()),
    }
}

/// An event as a kind and data: `kind` is the core's (`"placed"`, `"score"`…) or, for an
/// expansion's event, `"expansion"` with `module` and `event` naming it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EventWire {
    /// The kind of event.
    pub kind: &'static str,
    /// The expansion, for an expansion's event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub module: Option<&'static str>,
    /// The expansion's event name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<&'static str>,
    /// The player it concerns, if one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
    /// The board place it concerns, if one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetWire>,
    /// More, by kind (the tile's id, an expansion's fields).
    #[serde(skip_serializing_if = "serde_json::Value::is_null")]
    pub data: serde_json::Value,
    /// In words: a message (key and parameters) the reader words.
    pub text: Text,
}

impl EventWire {
    /// The wire form of `event`, which led to `state` (a score names the tiles it covers on
    /// its board).
    pub fn new(event: &Event, state: &GameState) -> EventWire {
        let cat = state.catalog();
        let id = |k: &TileKind| serde_json::json!({"tile": cat.def(*k).id});
        let base = |kind: &'static str, player: Option<Seat>, data: serde_json::Value| EventWire {
            kind,
            module: None,
            event: None,
            player,
            target: None,
            data,
            text: describe(event, cat),
        };
        match event {
            Event::Picked { player, tile } => base("picked", Some(*player), id(tile)),
            Event::Drawn { player, tile } => base("drawn", Some(*player), id(tile)),
            Event::Discarded { tile } => base("discarded", None, id(tile)),
            Event::Played { player, tile } => base("played", Some(*player), id(tile)),
            Event::Placed {
                player,
                tile,
                at,
                turn,
                follower,
            } => {
                let mut w = base(
                    "placed",
                    Some(*player),
                    serde_json::json!({
                        "tile": cat.def(*tile).id,
                        "turn": turn.to_string(),
                        "follower": follower.map(|l| l.to_string()),
                    }),
                );
                w.target = Some(TargetWire {
                    at: [at.x, at.y],
                    corner: turn.corner().map(|c| c.name().to_string()),
                    location: None,
                });
                w
            }
            Event::Score(s) => base(
                "score",
                None,
                serde_json::to_value(super::ScoreWire::on_board(s, state)).unwrap_or_default(),
            ),
            Event::Returned { player, spot, kind } => {
                let data = match *kind {
                    FollowerKind::REGULAR => serde_json::Value::Null,
                    k => serde_json::json!({"kind": k.name()}),
                };
                let mut w = base("returned", Some(*player), data);
                w.target = Some(TargetWire::from_spot(spot));
                w
            }
            Event::Transfer { from, to, points } => base(
                "transfer",
                Some(*from),
                serde_json::json!({"from": from, "to": to, "points": points}),
            ),
            Event::Forfeit { player, points } => base(
                "forfeit",
                Some(*player),
                serde_json::json!({"player": player, "points": points}),
            ),
            Event::Expansion(e) => EventWire {
                kind: "expansion",
                module: Some(e.module.id()),
                event: Some(e.name()),
                player: Some(e.player),
                target: e.target.as_ref().map(TargetWire::from_spot),
                data: e.data(),
                text: e.describe(),
            },
            Event::GameOver => base("game-over", None, serde_json::Value::Null),
        }
    }
}

/// The pending expansion decision of `game`, described for someone who does not know the
/// expansion: what is asked, and each legal choice with its move as JSON, a label, its board
/// target and, where the choice draws on no chance, the points it would score at once.
pub fn describe_decision(game: &GameState) -> Option<DecisionInfo> {
    let Phase::Expansion { actor, decision } = game.phase() else {
        return None;
    };
    let module = game.expansions().get(decision.module)?;
    let cat = game.catalog();
    let before = game.scores();
    let mut events = Vec::new();
    let choices = game
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let Move::Expansion(em) = mv else { return None };
            let outcome = (!module.is_chance(&em)).then(|| {
                let mut copy = game.clone();
                copy.play_unchecked(&mv, &mut events);
                events.clear();
                copy.scores()
                    .iter()
                    .zip(&before)
                    .map(|(a, b)| i64::from(*a) - i64::from(*b))
                    .collect()
            });
            Some(ChoiceInfo {
                mv: serde_json::to_value(MoveWire::from_move(&mv, cat)).unwrap_or_default(),
                action: em.action_name(),
                label: module.label(game, &em),
                target: em
                    .aim()
                    .and_then(|t| serde_json::to_value(TargetWire::from_spot(&t)).ok()),
                outcome,
            })
        })
        .collect();
    Some(DecisionInfo {
        module: decision.module.id(),
        decision: decision.name(),
        actor,
        prompt: module.prompt(game, &decision),
        choices,
    })
}
