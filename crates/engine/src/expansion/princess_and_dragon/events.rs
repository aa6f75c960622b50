//! What the module reports: each event a kind with a player, a board place and a value, in
//! words and as data.

use serde_json::json;

use super::MODULE;
use crate::expansion::ExpansionEvent;
use crate::geometry::Location;
use crate::state::Spot;
use crate::text::Text;

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

/// A place on the board as a message: its space, the triangle's corner and the location on
/// the tile, where given.
pub(crate) fn place(spot: Spot) -> Text {
    let corner = spot.corner.map_or("", |c| c.name());
    match spot.location {
        Location::Centre => Text::new("princess-and-dragon.place")
            .at("at", spot.at)
            .str("corner", corner),
        l => Text::new("princess-and-dragon.place.location")
            .at("at", spot.at)
            .str("corner", corner)
            .location("location", l),
    }
}

/// An event as a message.
pub(crate) fn describe(e: &ExpansionEvent) -> Text {
    let key = match e.kind {
        JUMPED => "princess-and-dragon.event.dragon-jumped",
        MOVED => "princess-and-dragon.event.dragon-moved",
        EATEN => "princess-and-dragon.event.eaten",
        FLIGHT_OVER if e.value < 6 => "princess-and-dragon.event.flight-over-dead-end",
        FLIGHT_OVER => "princess-and-dragon.event.flight-over",
        FAIRY_MOVED => "princess-and-dragon.event.fairy-moved",
        FAIRY_TURN => "princess-and-dragon.event.fairy-turn-points",
        FAIRY_BONUS => "princess-and-dragon.event.fairy-bonus",
        SET_ASIDE => "princess-and-dragon.event.set-aside",
        RESHUFFLED => "princess-and-dragon.event.reshuffled",
        PORTAL_USED => "princess-and-dragon.event.portal-follower",
        _ => "princess-and-dragon.event.knight-home",
    };
    let text = Text::new(key)
        .player("who", e.player)
        .maybe("at", e.target.map(place))
        .num("n", e.value);
    if e.kind == KNIGHT_HOME {
        text.player("owner", u8::try_from(e.value).unwrap_or_default())
    } else {
        text
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
