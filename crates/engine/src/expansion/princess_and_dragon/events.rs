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

/// The module's English (see [`crate::text`]).
pub(crate) const ENGLISH: &[(&str, &str)] = &[
    ("princess-and-dragon.place", "{at} {corner}"),
    ("princess-and-dragon.place.location", "{at} {corner} {location}"),
    ("princess-and-dragon.event.dragon-jumped", "the dragon jumps to the volcano at {at}"),
    ("princess-and-dragon.event.dragon-moved", "{who} flies the dragon to {at} (step {n})"),
    ("princess-and-dragon.event.eaten", "the dragon eats {who}'s follower at {at}"),
    ("princess-and-dragon.event.flight-over-dead-end", "the dragon's flight ends at {at} after {n:# step|# steps}: no place left to enter"),
    ("princess-and-dragon.event.flight-over", "the dragon's flight ends at {at}"),
    ("princess-and-dragon.event.fairy-moved", "{who} moves the fairy next to the follower at {at}"),
    ("princess-and-dragon.event.fairy-turn-points", "{who} scores {n} at the start of the turn for the fairy"),
    ("princess-and-dragon.event.fairy-bonus", "{who} scores {n} for the fairy: its follower's feature is scored"),
    ("princess-and-dragon.event.set-aside", "{who} draws a dragon tile while the dragon is beside the board: it is set aside, {who} draws again"),
    ("princess-and-dragon.event.reshuffled", "the first volcano: {n:# set-aside dragon tile goes|# set-aside dragon tiles go} back into the pile, shuffled"),
    ("princess-and-dragon.event.portal-follower", "{who} places a follower through the magic portal at {at}"),
    ("princess-and-dragon.event.knight-home", "{who}'s princess sends {owner}'s knight at {at} home"),
    ("princess-and-dragon.score.fairy-turn", "the fairy by {who}'s follower: {points} at the start of the turn"),
    ("princess-and-dragon.score.fairy-bonus", "the fairy: {points} as {why}"),
    ("princess-and-dragon.why.scored", "its follower's feature is scored"),
    ("princess-and-dragon.why.scored-at-end", "its follower's feature is scored at the end"),
    ("princess-and-dragon.prompt.dragon", "step {step} of {steps} of the dragon's flight: choose the neighbouring {unit} it enters (it eats every figure there)"),
    ("princess-and-dragon.unit.space", "space"),
    ("princess-and-dragon.unit.tile", "tile"),
    ("princess-and-dragon.choice.fairy", "move the fairy next to your follower at {at}"),
    ("princess-and-dragon.choice.portal", "a follower through the magic portal onto {at}"),
    ("princess-and-dragon.choice.portal-kind", "your {kind} through the magic portal onto {at}"),
    ("princess-and-dragon.choice.princess", "the princess sends the knight at {at} home"),
    ("princess-and-dragon.choice.dragon", "the dragon flies to {at}"),
    ("princess-and-dragon.rule.no-flight", "the dragon is not flying now"),
    ("princess-and-dragon.rule.step-needs-place", "dragon: name the place it enters"),
    ("princess-and-dragon.rule.dragon-place-visited", "dragon: it has already visited {at} in this flight"),
    ("princess-and-dragon.rule.dragon-fairy-place", "dragon: the fairy protects {at}"),
    ("princess-and-dragon.rule.dragon-enters-spaces", "dragon: it enters whole spaces in this rules version: name {at} without a corner"),
    ("princess-and-dragon.rule.dragon-place-empty", "dragon: no tile to enter at {at} (an empty space cannot be entered)"),
    ("princess-and-dragon.rule.dragon-not-neighbour", "dragon: {at} does not neighbour the dragon's place"),
    ("princess-and-dragon.rule.fairy-needs-follower", "fairy: name the tile's placement and the follower of yours it goes next to"),
    ("princess-and-dragon.rule.princess-must-act", "fairy: the princess must send a knight home with this placement"),
    ("princess-and-dragon.rule.fairy-not-by-own-follower", "fairy: no follower of yours at {spot}"),
    ("princess-and-dragon.rule.fairy-already-there", "fairy: it already stands there"),
    ("princess-and-dragon.rule.portal-feature-occupied", "portal: that feature holds a follower"),
    ("princess-and-dragon.rule.portal-feature-complete", "portal: that feature is complete"),
    ("princess-and-dragon.rule.portal-needs-feature", "portal: name the tile's placement and the feature the follower goes on"),
    ("princess-and-dragon.rule.not-a-portal", "portal: the tile has no magic portal"),
    ("princess-and-dragon.rule.princess-needs-knight", "princess: name the tile's placement and the knight sent home"),
    ("princess-and-dragon.rule.no-princess", "princess: the tile carries no princess"),
    ("princess-and-dragon.rule.princess-no-knight-there", "princess: no knight at {spot} in the city she joins"),
    ("princess-and-dragon.rule.unknown-action", "unknown Princess & Dragon action"),
];

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
