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

/// The module's English (see [`crate::text`]).
pub(super) const ENGLISH: &[(&str, &str)] = &[
    ("hills-and-sheep.event.place", " at {spot}"),
    (
        "hills-and-sheep.event.placed-wolf",
        "{who} places the shepherd on the field{place}, draws a wolf: the shepherd goes home",
    ),
    (
        "hills-and-sheep.event.placed",
        "{who} places the shepherd on the field{place} and draws {n} sheep",
    ),
    (
        "hills-and-sheep.event.grew",
        "{who} grows the flock: {n} sheep join it",
    ),
    (
        "hills-and-sheep.event.wolf",
        "{who} grows the flock and draws a wolf: the flocks in the field scatter",
    ),
    (
        "hills-and-sheep.event.home-wolf",
        "{who}'s shepherd goes home (a wolf scattered the flock)",
    ),
    (
        "hills-and-sheep.event.home-removed",
        "{who}'s shepherd is taken off the board, its flock lost",
    ),
    (
        "hills-and-sheep.event.home-stable",
        "{who}'s shepherd goes home (its flock is in the stable)",
    ),
    (
        "hills-and-sheep.score",
        "flock of {sheep} sheep × 1{printed} — to the stable ({why})",
    ),
    (
        "hills-and-sheep.score.printed",
        " + {n} printed sheep × {each}",
    ),
    ("hills-and-sheep.why.enclosed", "its field is enclosed"),
    ("hills-and-sheep.why.driven", "driven there"),
    (
        "hills-and-sheep.prompt.flock",
        "your tile extends your shepherd's field: grow the flock or drive it to the stable",
    ),
    (
        "hills-and-sheep.choice.shepherd",
        "shepherd on the field at {location}",
    ),
    (
        "hills-and-sheep.choice.grow",
        "grow the flock (draw a token)",
    ),
    (
        "hills-and-sheep.choice.stable",
        "drive the flock to the stable",
    ),
    (
        "hills-and-sheep.rule.shepherd-needs-field",
        "shepherd: name the tile's placement and the field",
    ),
    (
        "hills-and-sheep.rule.shepherd-on-board",
        "shepherd: your shepherd is already on the board",
    ),
    ("hills-and-sheep.rule.no-tile", "shepherd: no tile to place"),
    (
        "hills-and-sheep.rule.shepherd-not-on-field",
        "shepherd: location {location} is not a field",
    ),
    (
        "hills-and-sheep.rule.field-has-shepherd",
        "shepherd: the field at {location} already holds a shepherd",
    ),
    (
        "hills-and-sheep.rule.no-flock-to-tend",
        "no flock of yours is to be tended now",
    ),
    (
        "hills-and-sheep.rule.unknown-action",
        "unknown Hills & Sheep action",
    ),
];

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
