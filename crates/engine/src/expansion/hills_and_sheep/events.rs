//! Hills & Sheep's events in words and data, its typed refusals, and the older wire form of
//! its decisions.

use serde_json::json;

use super::{GREW, HOME, HOME_REMOVED, HOME_WOLF, ID, MODULE, PLACED, WOLF_EVENT};
use crate::expansion::registry::no_legacy_fields;
use crate::expansion::types::{ExpansionEvent, ExpansionRule};
use crate::state::{IllegalMove, Spot};
use crate::text::Text;

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

pub(super) fn describe_event(e: &ExpansionEvent) -> Text {
    let text = |key| Text::new(key).player("who", e.player);
    let place = e
        .target
        .map(|s| Text::new("hills-and-sheep.event.place").spot("spot", s));
    match (e.kind, e.value) {
        (PLACED, 0) => text("hills-and-sheep.event.placed-wolf").maybe("place", place),
        (PLACED, n) => text("hills-and-sheep.event.placed")
            .maybe("place", place)
            .num("n", n),
        (GREW, n) => text("hills-and-sheep.event.grew").num("n", n),
        (WOLF_EVENT, _) => text("hills-and-sheep.event.wolf"),
        (_, HOME_WOLF) => text("hills-and-sheep.event.home-wolf"),
        (_, HOME_REMOVED) => text("hills-and-sheep.event.home-removed"),
        _ => text("hills-and-sheep.event.home-stable"),
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

/// The refusal for the module's rule `rule`, whose message is `hills-and-sheep.rule.<rule>`
/// given as `message` (with its parameters).
pub(super) fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::new(MODULE, rule, message).into()
}
