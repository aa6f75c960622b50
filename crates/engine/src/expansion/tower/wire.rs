//! The Tower's moves and events in words and as data: the seat a ransom pays (with the kind of
//! follower bought back when it is a special one: `"P2 big-follower"`) and the follower a
//! capture takes, written on the wire as `"P2"` (seat, 1-based) or `"P2 top"` (the follower of
//! seat 2 on top of the tower named by the target).

use serde_json::json;

use super::{
    CAPTURE, CAPTURED, EXCHANGED, FLOOR_PLACED, RANSOM, RANSOMED, RANSOM_POINTS, TOP, TOP_PLACED,
};
use crate::board::FollowerKind;
use crate::expansion::registry::{kind_from_wire, kind_to_wire, refuse_arg};
use crate::expansion::ExpansionEvent;
use crate::scoring::MAX_PLAYERS;
use crate::text::Text;

/// The bit of a capture's argument that names the follower on a tower's top.
pub(super) const TOP_BIT: u16 = 8;

/// A capture's argument: the follower's owner and whether it stands on a tower's top.
pub(super) const fn capture_arg(owner: u8, top: bool) -> u16 {
    owner as u16 | if top { TOP_BIT } else { 0 }
}

/// The owner and top flag of a capture's argument.
pub(super) const fn capture_of(arg: u16) -> (u8, bool) {
    ((arg & 7) as u8, arg & TOP_BIT != 0)
}

/// A ransom's argument: the captor paid and the kind of follower bought back.
pub(super) const fn ransom_arg(captor: u8, kind: FollowerKind) -> u16 {
    captor as u16 | (kind.0 as u16) << 4
}

/// The captor and kind of a ransom's argument.
pub(super) const fn ransom_of(arg: u16) -> (u8, FollowerKind) {
    ((arg & 7) as u8, FollowerKind((arg >> 4) as u8))
}

fn seat(s: u16) -> String {
    format!("P{}", s + 1)
}

fn parse_seat(text: &str) -> Result<u16, String> {
    text.strip_prefix('P')
        .and_then(|n| n.parse::<u16>().ok())
        .filter(|n| (1..=MAX_PLAYERS as u16).contains(n))
        .map(|n| n - 1)
        .ok_or_else(|| format!("{text:?} is no seat: write P1 … P{MAX_PLAYERS}"))
}

pub(super) fn arg_to_wire(action: u8, arg: u16) -> Option<String> {
    match action {
        TOP => kind_to_wire(arg),
        RANSOM => {
            let (captor, kind) = ransom_of(arg);
            Some(match kind {
                FollowerKind::REGULAR => seat(u16::from(captor)),
                k => format!("{} {}", seat(u16::from(captor)), k.name()),
            })
        }
        CAPTURE => {
            let (owner, top) = capture_of(arg);
            Some(if top {
                format!("{} top", seat(u16::from(owner)))
            } else {
                seat(u16::from(owner))
            })
        }
        _ => None,
    }
}

pub(super) fn arg_from_wire(action: u8, text: &str) -> Result<u16, String> {
    match action {
        TOP => kind_from_wire(text),
        RANSOM => {
            let mut words = text.split_whitespace();
            let captor = parse_seat(words.next().unwrap_or_default())?;
            let kind = match (words.next(), words.next()) {
                (None, _) => FollowerKind::REGULAR,
                (Some(name), None) => FollowerKind::of(name).ok_or_else(|| {
                    format!("{name:?} is no special follower of a registered expansion")
                })?,
                _ => {
                    return Err(format!(
                        "{text:?}: name the captor, e.g. \"P2\", and the kind of a special follower, e.g. \"P2 big-follower\""
                    ))
                }
            };
            Ok(ransom_arg(captor as u8, kind))
        }
        CAPTURE => {
            let mut words = text.split_whitespace();
            let owner = parse_seat(words.next().unwrap_or_default())?;
            match (words.next(), words.next()) {
                (None, _) => Ok(owner),
                (Some("top"), None) => Ok(owner | TOP_BIT),
                _ => Err(format!(
                    "{text:?}: name the follower's owner, e.g. \"P2\", or \"P2 top\" for one on a tower's top"
                )),
            }
        }
        _ => refuse_arg(action, text),
    }
}

pub(super) fn describe_event(e: &ExpansionEvent) -> Text {
    let text = |key| {
        let t = Text::new(key).player("who", e.player);
        match e.target {
            Some(s) => t.at("at", s.at),
            None => t,
        }
    };
    let seat = |v: i32| u8::try_from(v).unwrap_or_default();
    match e.kind {
        FLOOR_PLACED => text("tower.event.floor-placed").num("height", e.value),
        TOP_PLACED => text("tower.event.top-placed"),
        CAPTURED => {
            let (owner, top) = capture_of(e.value as u16);
            let place = match (top, e.target) {
                (true, Some(s)) => Some(Text::new("tower.place.top").at("at", s.at)),
                (false, Some(s)) => Some(Text::new("tower.place.spot").spot("spot", s)),
                (_, None) => None,
            };
            if owner == e.player {
                text("tower.event.freed-own").maybe("place", place)
            } else {
                text("tower.event.captured")
                    .player("owner", owner)
                    .maybe("place", place)
            }
        }
        EXCHANGED => text("tower.event.exchanged").player("other", seat(e.value)),
        RANSOMED => {
            let (captor, kind) = ransom_of(e.value as u16);
            text("tower.event.ransomed")
                .player("captor", captor)
                .num("points", RANSOM_POINTS)
                .text("kind", kind.text())
        }
        _ => text("tower.event.top-returned"),
    }
}

pub(super) fn event_data(e: &ExpansionEvent) -> serde_json::Value {
    match e.kind {
        FLOOR_PLACED | TOP_PLACED => json!({"height": e.value}),
        CAPTURED => {
            let (owner, top) = capture_of(e.value as u16);
            json!({"owner": owner, "top": top, "prisoner": owner != e.player})
        }
        EXCHANGED => json!({"with": e.value}),
        RANSOMED => {
            let (captor, kind) = ransom_of(e.value as u16);
            let mut data = json!({"captor": captor, "points": RANSOM_POINTS});
            if kind != FollowerKind::REGULAR {
                data["kind"] = kind.name().into();
            }
            data
        }
        _ => json!({}),
    }
}
