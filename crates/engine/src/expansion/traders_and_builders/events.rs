//! Traders & Builders' events in words and as data, and its typed refusals.

use serde_json::json;

use super::goods::KINDS;
use super::{BUILDER_HOME, BUILDER_PLACED, DOUBLE_TURN, GOODS_TAKEN, MODULE, PIG_HOME, PIG_PLACED};
use crate::expansion::types::{ExpansionEvent, ExpansionRule};
use crate::state::{IllegalMove, Spot};
use crate::text::Text;

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

fn goods_of(value: i32) -> (usize, i32) {
    ((value >> 8) as usize, value & 0xff)
}

/// A kind of goods as a message (`traders-and-builders.goods.<kind>`).
pub(super) fn goods_text(kind: usize) -> Text {
    Text::new(
        GOODS_WORDS
            .get(kind)
            .copied()
            .unwrap_or("traders-and-builders.goods.unknown"),
    )
}

/// The words of each kind of goods, by [`KINDS`]' order.
const GOODS_WORDS: [&str; 3] = [
    "traders-and-builders.goods.wine",
    "traders-and-builders.goods.grain",
    "traders-and-builders.goods.cloth",
];

pub(super) fn describe(e: &ExpansionEvent) -> Text {
    let text = |key| {
        Text::new(key).player("who", e.player).maybe(
            "at",
            e.target
                .map(|s| Text::new("traders-and-builders.event.at").spot("spot", s)),
        )
    };
    match e.kind {
        GOODS_TAKEN => {
            let (kind, n) = goods_of(e.value);
            text("traders-and-builders.event.goods-taken")
                .num("n", n)
                .text("goods", goods_text(kind))
        }
        BUILDER_PLACED => text("traders-and-builders.event.builder-placed"),
        PIG_PLACED => text("traders-and-builders.event.pig-placed"),
        BUILDER_HOME | PIG_HOME => text(if e.kind == BUILDER_HOME {
            "traders-and-builders.event.builder-home"
        } else {
            "traders-and-builders.event.pig-home"
        })
        .text(
            "why",
            Text::new(match e.value {
                HOME_COMPLETED => "traders-and-builders.home.completed",
                HOME_REMOVED => "traders-and-builders.home.removed",
                _ => "traders-and-builders.home.no-follower",
            }),
        ),
        DOUBLE_TURN if e.value == 0 => text("traders-and-builders.event.double-turn.regular-tile"),
        DOUBLE_TURN => text("traders-and-builders.event.double-turn"),
        _ => text("traders-and-builders.event.unknown"),
    }
}

pub(super) fn data(e: &ExpansionEvent) -> serde_json::Value {
    match e.kind {
        GOODS_TAKEN => {
            let (kind, n) = goods_of(e.value);
            json!({"goods": KINDS.get(kind).copied().unwrap_or("?"), "count": n})
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

pub(super) fn rule(rule: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::new(MODULE, rule, message).into()
}
