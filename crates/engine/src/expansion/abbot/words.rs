//! The Abbot's words in English (see [`crate::text`]).

/// The module's English (see [`crate::text`]).
pub(super) const ENGLISH: &[(&str, &str)] = &[
    (
        "abbot.event.placed",
        "{who}'s abbot goes to the {home} at {at}",
    ),
    (
        "abbot.event.recalled",
        "{who} calls the abbot back from {at}",
    ),
    (
        "abbot.event.sent-home",
        "{who}'s abbot at {at} is sent home",
    ),
    ("abbot.event.home", "{who}'s abbot at {at} comes home"),
    ("abbot.home.garden", "garden"),
    ("abbot.home.monastery", "monastery"),
    ("abbot.garden", "Garden"),
    ("abbot.follower.abbot", "abbot"),
    ("abbot.choice.place", "the abbot on the monastery or garden"),
    (
        "abbot.choice.recall",
        "call the abbot back from {at} for its points",
    ),
    (
        "abbot.rule.abbot-needs-place",
        "abbot: name the tile's placement and the abbot's spot (location C)",
    ),
    (
        "abbot.rule.abbot-on-board",
        "abbot: yours is on the board (or was never given)",
    ),
    (
        "abbot.rule.abbot-not-on-tile",
        "abbot: it goes on the tile just placed, at its monastery or garden (location C)",
    ),
    (
        "abbot.rule.no-monastery-or-garden",
        "abbot: the tile has no monastery or garden",
    ),
    (
        "abbot.rule.recall-needs-place",
        "recall: the abbot is called back with the turn's placement",
    ),
    (
        "abbot.rule.recall-with-halfling",
        "recall: not in a turn where a halfling is played (option recall_with_halfling)",
    ),
    (
        "abbot.rule.no-abbot-on-board",
        "recall: your abbot is not on the board",
    ),
    (
        "abbot.rule.not-your-abbot",
        "recall: aim at your abbot's spot",
    ),
    ("abbot.rule.unknown-action", "unknown abbot action"),
];
