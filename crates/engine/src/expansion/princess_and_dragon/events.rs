//! What the module reports: each event a kind with a player, a board place and a value, in
//! words and as data.

use serde_json::json;

use super::MODULE;
use crate::expansion::ExpansionEvent;
use crate::geometry::Location;
use crate::state::Spot;

/// The dragon jumped to a volcano (target: the volcano's space).
pub(crate) const JUMPED: u8 = 0;
/// The dragon stepped (player: who chose; target: the place; value: the step, 1 to 6).
pub(crate) const MOVED: u8 = 1;
/// The dragon ate a follower (player: its owner; target: where it stood).
pub(crate) const EATEN: u8 = 2;
/// The flight ended (player: the active player; target: where the dragon stays; value: the
/// steps flown, fewer than 6 at a dead end).
pub(crate) const FLIGHT_OVER: u8 = 3;
/// The fairy moved (player: who moved it; target: the follower it stands by).
pub(crate) const FAIRY_MOVED: u8 = 4;
/// Points at the start of a turn for the fairy (player; value: the points).
pub(crate) const FAIRY_TURN: u8 = 5;
/// Points when the fairy's follower's feature scores (player; value: the points; target:
/// the follower's place).
pub(crate) const FAIRY_BONUS: u8 = 6;
/// A dragon tile drawn while the dragon is beside the board was set aside (player: who drew
/// it; value: the tile's index in the game's catalogue).
pub(crate) const SET_ASIDE: u8 = 7;
/// The set-aside dragon tiles went back into the pile (player: who placed the volcano;
/// value: how many).
pub(crate) const RESHUFFLED: u8 = 8;
/// A follower went through the magic portal (player; target: where it went).
pub(crate) const PORTAL_USED: u8 = 9;
/// The princess sent a knight home (player: who placed her; target: where the knight stood;
/// value: the knight's owner).
pub(crate) const KNIGHT_HOME: u8 = 10;

/// The events' names, by kind.
pub(crate) const NAMES: &[&str] = &[
    "dragon-jumped",
    "dragon-moved",
    "eaten",
    "flight-over",
    "fairy-moved",
    "fairy-turn-points",
    "fairy-bonus",
    "set-aside",
    "reshuffled",
    "portal-follower",
    "knight-home",
];

/// An event of the module.
pub(crate) fn event(player: u8, kind: u8, target: Option<Spot>, value: i32) -> ExpansionEvent {
    ExpansionEvent::new(MODULE, player, kind, target, value)
}

fn place(e: &ExpansionEvent) -> String {
    e.target
        .map(|s| {
            let corner = s.corner.map(|c| format!(" {c}")).unwrap_or_default();
            match s.location {
                Location::Centre => format!("{}{corner}", s.at),
                l => format!("{}{corner} {l}", s.at),
            }
        })
        .unwrap_or_default()
}

/// An event in words.
pub(crate) fn describe(e: &ExpansionEvent) -> String {
    let who = e.player + 1;
    let at = place(e);
    match e.kind {
        JUMPED => format!("the dragon jumps to the volcano at {at}"),
        MOVED => format!("P{who} flies the dragon to {at} (step {})", e.value),
        EATEN => format!("the dragon eats P{who}'s follower at {at}"),
        FLIGHT_OVER if e.value < 6 => format!(
            "the dragon's flight ends at {at} after {} step{}: no place left to enter",
            e.value,
            if e.value == 1 { "" } else { "s" }
        ),
        FLIGHT_OVER => format!("the dragon's flight ends at {at}"),
        FAIRY_MOVED => format!("P{who} moves the fairy next to the follower at {at}"),
        FAIRY_TURN => format!("P{who} scores {} at the start of the turn for the fairy", e.value),
        FAIRY_BONUS => format!(
            "P{who} scores {} for the fairy: its follower's feature is scored",
            e.value
        ),
        SET_ASIDE => format!("P{who} draws a dragon tile while the dragon is beside the board: it is set aside, P{who} draws again"),
        RESHUFFLED => format!(
            "the first volcano: {} set-aside dragon tile{} go back into the pile, shuffled",
            e.value,
            if e.value == 1 { "" } else { "s" }
        ),
        PORTAL_USED => format!("P{who} places a follower through the magic portal at {at}"),
        _ => format!(
            "P{who}'s princess sends P{}'s knight at {at} home",
            e.value + 1
        ),
    }
}

/// An event's data.
pub(crate) fn data(e: &ExpansionEvent) -> serde_json::Value {
    match e.kind {
        MOVED => json!({"step": e.value}),
        FLIGHT_OVER => json!({"steps": e.value, "dead_end": e.value < 6}),
        FAIRY_TURN | FAIRY_BONUS => json!({"points": e.value}),
        SET_ASIDE => json!({"tile_kind": e.value}),
        RESHUFFLED => json!({"tiles": e.value}),
        KNIGHT_HOME => json!({"owner": e.value}),
        _ => json!({}),
    }
}
