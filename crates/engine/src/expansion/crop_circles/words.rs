//! The crop circle's words in English (see [`crate::text`]).

/// The module's English (see [`crate::text`]).
pub(super) const ENGLISH: &[(&str, &str)] = &[
    (
        "crop-circles.event.named",
        "{who} names crop circle {kind} / {action}",
    ),
    (
        "crop-circles.event.added",
        "{who} adds a follower at {spot}",
    ),
    ("crop-circles.event.added-anywhere", "{who} adds a follower"),
    ("crop-circles.event.passed", "{who} adds nothing"),
    ("crop-circles.kind.knight", "knight"),
    ("crop-circles.kind.highwayman", "highwayman"),
    ("crop-circles.kind.farmer", "farmer"),
    ("crop-circles.kinds.knight", "knights"),
    ("crop-circles.kinds.highwayman", "highwaymen"),
    ("crop-circles.kinds.farmer", "farmers"),
    (
        "crop-circles.prompt.name",
        "the crop circle's follower kind and action must be named",
    ),
    (
        "crop-circles.prompt.add",
        "crop-circle action A: add a follower beside one of your {kinds}, or pass",
    ),
    (
        "crop-circles.prompt.return",
        "crop-circle action B: return one of your {kinds}",
    ),
    ("crop-circles.choice.name", "{kind}, action {action}"),
    ("crop-circles.choice.name.a", "A (add)"),
    ("crop-circles.choice.name.b", "B (return)"),
    ("crop-circles.choice.pass", "add nothing"),
    ("crop-circles.choice.add", "add a follower at {spot}"),
    (
        "crop-circles.choice.return",
        "return the follower at {spot}",
    ),
    (
        "crop-circles.rule.not-your-follower",
        "crop circle: you have no {kind} at {spot}",
    ),
    (
        "crop-circles.phase.pending",
        "a crop-circle decision is pending",
    ),
    ("crop-circles.attempt.name-again", "that kind and action"),
    ("crop-circles.attempt.name", "naming a crop-circle action"),
    (
        "crop-circles.attempt.no-follower",
        "an action without a follower",
    ),
    ("crop-circles.attempt.action", "this crop-circle action"),
];
