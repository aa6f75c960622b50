//! Traders & Builders' words in English (see [`crate::text`]).

/// The module's English, by key.
pub(super) const ENGLISH: &[(&str, &str)] = &[
    ("traders-and-builders.event.at", " at {spot}"),
    (
        "traders-and-builders.event.goods-taken",
        "{who} completed the city{at} and takes {n} {goods}",
    ),
    (
        "traders-and-builders.event.builder-placed",
        "{who} places the builder{at}",
    ),
    (
        "traders-and-builders.event.pig-placed",
        "{who} places the pig{at}",
    ),
    (
        "traders-and-builders.event.builder-home",
        "{who}'s builder goes home ({why})",
    ),
    (
        "traders-and-builders.event.pig-home",
        "{who}'s pig goes home ({why})",
    ),
    (
        "traders-and-builders.event.double-turn.regular-tile",
        "{who} extended the builder's feature: another turn, with a regular tile",
    ),
    (
        "traders-and-builders.event.double-turn",
        "{who} extended the builder's feature: another turn",
    ),
    ("traders-and-builders.event.unknown", "{who}: ?"),
    (
        "traders-and-builders.home.completed",
        "its feature is completed",
    ),
    ("traders-and-builders.home.removed", "its space was cleared"),
    (
        "traders-and-builders.home.no-follower",
        "no follower of theirs is left in its feature",
    ),
    ("traders-and-builders.goods.wine", "wine"),
    ("traders-and-builders.goods.grain", "grain"),
    ("traders-and-builders.goods.cloth", "cloth"),
    ("traders-and-builders.goods.unknown", "goods"),
    ("traders-and-builders.piece.builder", "builder"),
    ("traders-and-builders.piece.pig", "pig"),
    ("traders-and-builders.choice.at", "{piece} at {location}"),
    (
        "traders-and-builders.score.pig",
        "{who}'s pig: {n:# completed city|# completed cities} × 1 more (4 a city instead of 3)",
    ),
    (
        "traders-and-builders.score.goods",
        "the most {goods} tokens ({holders}), {each} each",
    ),
    ("traders-and-builders.holding", "{who} {n}{more}"),
    ("traders-and-builders.holding.more", ", {rest}"),
    (
        "traders-and-builders.rule.needs-placement-and-feature",
        "{piece}: name the tile's placement and the feature",
    ),
    (
        "traders-and-builders.rule.not-on-placed-tile",
        "{piece}: it goes on the tile being placed",
    ),
    (
        "traders-and-builders.rule.on-board",
        "{piece}: yours is already on the board",
    ),
    (
        "traders-and-builders.rule.builder-not-on-road-or-city",
        "builder: {location} is no road or city",
    ),
    (
        "traders-and-builders.rule.pig-not-on-field",
        "pig: {location} is no field",
    ),
    (
        "traders-and-builders.rule.no-follower-of-yours-there.builder",
        "builder: you have no knight or highwayman in the feature at {location}",
    ),
    (
        "traders-and-builders.rule.no-follower-of-yours-there.pig",
        "pig: you have no farmer in the feature at {location}",
    ),
    (
        "traders-and-builders.rule.unknown-action",
        "unknown Traders & Builders action",
    ),
];
