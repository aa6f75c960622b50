//! Events and pending decisions described for logs, views and people: one line of words per
//! event ([`describe`]), each event as a kind with data ([`EventWire`], so that no program
//! has to read the words), and a pending expansion decision with its choices
//! ([`describe_decision`]).

use serde::Serialize;

use super::moves::{MoveWire, TargetWire};
use crate::board::FollowerKind;
use crate::expansion::{ChoiceInfo, DecisionInfo};
use crate::state::{Event, GameState, Move, Phase};
use crate::tiles::{Catalog, TileKind};

/// One line describing any event, for logs.
pub fn describe(event: &Event, cat: &Catalog) -> String {
    let id = |k: &TileKind| cat.def(*k).id.clone();
    match event {
        Event::Picked { player, tile } => format!("P{} picks {}", player + 1, id(tile)),
        Event::Drawn { player, tile } => format!("P{} draws {}", player + 1, id(tile)),
        Event::Discarded { tile } => format!("{} fits nowhere and leaves the game", id(tile)),
        Event::Played { player, tile } => format!("P{} plays halfling {}", player + 1, id(tile)),
        Event::Placed {
            player,
            tile,
            at,
            turn,
            follower,
        } => format!(
            "P{} places {} at {at} {turn}{}",
            player + 1,
            id(tile),
            follower
                .map(|l| format!(" with a follower on {l}"))
                .unwrap_or_default()
        ),
        Event::Score(s) => s.explain(),
        Event::Returned { player, spot, kind } => format!(
            "P{}'s {} at {} {} returns",
            player + 1,
            kind.noun(),
            spot.at,
            spot.location
        ),
        Event::Transfer { from, to, points } => {
            format!("P{} pays P{} {points} points", from + 1, to + 1)
        }
        Event::Expansion(e) => e.describe(),
        Event::GameOver => "game over".into(),
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
    pub player: Option<u8>,
    /// The board place it concerns, if one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetWire>,
    /// More, by kind (the tile's id, an expansion's fields).
    #[serde(skip_serializing_if = "serde_json::Value::is_null")]
    pub data: serde_json::Value,
    /// In words.
    pub text: String,
}

impl EventWire {
    /// The wire form of `event`.
    pub fn new(event: &Event, cat: &Catalog) -> EventWire {
        let id = |k: &TileKind| serde_json::json!({"tile": cat.def(*k).id});
        let base = |kind: &'static str, player: Option<u8>, data: serde_json::Value| EventWire {
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
                serde_json::to_value(super::ScoreWire::from(s)).unwrap_or_default(),
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
                    .target
                    .as_ref()
                    .and_then(|t| serde_json::to_value(TargetWire::from_spot(t)).ok()),
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
