//! Hills & Sheep's words in English (see [`crate::text`]).

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
