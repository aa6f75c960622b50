//! Hills & Sheep's events in words and data, its typed refusals, and the older wire form of
//! its decisions.

use serde_json::json;

use super::{GREW, HOME, HOME_REMOVED, HOME_WOLF, ID, MODULE, PLACED, WOLF_EVENT};
use crate::expansion::registry::no_legacy_fields;
use crate::expansion::types::{ExpansionEvent, ExpansionRule};
use crate::state::{IllegalMove, Spot};

/// The older wire form `{"do": "decide", "choice": "grow" | "stable"}`.
pub(super) fn legacy_move(
    mv: &serde_json::Map<String, serde_json::Value>,
) -> Option<serde_json::Value> {
    if mv.get("do")?.as_str()? != "decide" || !no_legacy_fields(mv, &["do", "choice"]) {
        return None;
    }
    let choice = mv.get("choice")?.as_str()?;
    ["grow", "stable"]
        .contains(&choice)
        .then(|| json!({"do": "expansion", "module": ID, "action": choice}))
}

pub(super) fn describe_event(e: &ExpansionEvent) -> String {
    let who = e.player + 1;
    let place = e
        .target
        .map(|s| format!(" at {} {}", s.at, s.location))
        .unwrap_or_default();
    match (e.kind, e.value) {
        (PLACED, 0) => format!(
            "P{who} places the shepherd on the field{place}, draws a wolf: the shepherd goes home"
        ),
        (PLACED, n) => {
            format!("P{who} places the shepherd on the field{place} and draws {n} sheep")
        }
        (GREW, n) => format!("P{who} grows the flock: {n} sheep join it"),
        (WOLF_EVENT, _) => {
            format!("P{who} grows the flock and draws a wolf: the flocks in the field scatter")
        }
        (_, HOME_WOLF) => format!("P{who}'s shepherd goes home (a wolf scattered the flock)"),
        (_, HOME_REMOVED) => format!("P{who}'s shepherd is taken off the board, its flock lost"),
        _ => format!("P{who}'s shepherd goes home (its flock is in the stable)"),
    }
}

pub(super) fn event_data(e: &ExpansionEvent) -> serde_json::Value {
    match e.kind {
        PLACED => json!({"sheep": e.value, "wolf": e.value == 0}),
        GREW => json!({"sheep": e.value}),
        HOME => json!({"reason": match e.value {
            HOME_WOLF => "wolf",
            HOME_REMOVED => "removed",
            _ => "stable",
        }}),
        _ => json!({}),
    }
}

pub(super) fn event(player: u8, kind: u8, target: Option<Spot>, value: i32) -> ExpansionEvent {
    ExpansionEvent::new(MODULE, player, kind, target, value)
}

pub(super) fn rule(rule: &'static str, message: String) -> IllegalMove {
    ExpansionRule::new(MODULE, rule, message).into()
}
