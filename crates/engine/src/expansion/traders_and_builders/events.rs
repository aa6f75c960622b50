//! Traders & Builders' events in words and as data, and its typed refusals.

use serde_json::json;

use super::goods::KINDS;
use super::{BUILDER_HOME, BUILDER_PLACED, DOUBLE_TURN, GOODS_TAKEN, MODULE, PIG_HOME, PIG_PLACED};
use crate::expansion::types::{ExpansionEvent, ExpansionRule};
use crate::state::{IllegalMove, Spot};

/// The names of the events, by kind.
pub(super) const NAMES: &[&str] = &[
    "goods-taken",
    "builder-placed",
    "pig-placed",
    "builder-home",
    "pig-home",
    "double-turn",
];

/// Why a builder or pig went home (the value of its event).
pub(super) const HOME_COMPLETED: i32 = 0;
pub(super) const HOME_NO_FOLLOWER: i32 = 1;
pub(super) const HOME_REMOVED: i32 = 2;

/// Goods taken: the value packs the count and the kind.
pub(super) const fn goods_value(kind: usize, count: u8) -> i32 {
    count as i32 | (kind as i32) << 8
}

fn goods_of(value: i32) -> (&'static str, i32) {
    let kind = KINDS.get((value >> 8) as usize).copied().unwrap_or("?");
    (kind, value & 0xff)
}

fn place(target: Option<Spot>) -> String {
    target
        .map(|s| {
            let corner = s
                .corner
                .map(|c| format!(" {}", c.name()))
                .unwrap_or_default();
            format!(" at {}{corner} {}", s.at, s.location)
        })
        .unwrap_or_default()
}

pub(super) fn describe(e: &ExpansionEvent) -> String {
    let who = format!("P{}", e.player + 1);
    let at = place(e.target);
    match e.kind {
        GOODS_TAKEN => {
            let (kind, n) = goods_of(e.value);
            format!("{who} completed the city{at} and takes {n} {kind}")
        }
        BUILDER_PLACED => format!("{who} places the builder{at}"),
        PIG_PLACED => format!("{who} places the pig{at}"),
        BUILDER_HOME | PIG_HOME => {
            let piece = if e.kind == BUILDER_HOME {
                "builder"
            } else {
                "pig"
            };
            let why = match e.value {
                HOME_COMPLETED => "its feature is completed",
                HOME_REMOVED => "its space was cleared",
                _ => "no follower of theirs is left in its feature",
            };
            format!("{who}'s {piece} goes home ({why})")
        }
        DOUBLE_TURN if e.value == 0 => {
            format!("{who} extended the builder's feature: another turn, with a regular tile")
        }
        DOUBLE_TURN => format!("{who} extended the builder's feature: another turn"),
        _ => format!("{who}: ?"),
    }
}

pub(super) fn data(e: &ExpansionEvent) -> serde_json::Value {
    match e.kind {
        GOODS_TAKEN => {
            let (kind, n) = goods_of(e.value);
            json!({"goods": kind, "count": n})
        }
        BUILDER_HOME | PIG_HOME => json!({"reason": match e.value {
            HOME_COMPLETED => "completed",
            HOME_REMOVED => "removed",
            _ => "no-follower",
        }}),
        DOUBLE_TURN => json!({"halfling": e.value != 0}),
        _ => json!({}),
    }
}

pub(super) fn event(player: u8, kind: u8, target: Option<Spot>, value: i32) -> ExpansionEvent {
    ExpansionEvent::new(MODULE, player, kind, target, value)
}

pub(super) fn rule(rule: &'static str, message: String) -> IllegalMove {
    ExpansionRule::new(MODULE, rule, message).into()
}
