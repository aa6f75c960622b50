//! The engine's English: the core's templates ([`CORE`]) and the renderer that fills a
//! [`Text`] in (an expansion's templates live in its module). Template syntax: see the
//! [parent module](super).

use super::{Arg, Text};
use crate::expansion::registry;

/// The English of a key, if the core or the expansion its prefix names has one.
pub fn template(key: &str) -> Option<&'static str> {
    let table = key
        .split_once('.')
        .and_then(|(prefix, _)| registry::find(prefix))
        .map_or(CORE, |e| e.english);
    table.iter().find(|(k, _)| *k == key).map(|(_, t)| *t)
}

/// Appends `text` in English to `out` (the key itself when no template has it).
pub(super) fn render(text: &Text, out: &mut String) {
    let Some(template) = template(text.key) else {
        out.push_str(text.key);
        return;
    };
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let inner = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        let (name, forms) = match inner.split_once(':') {
            Some((n, f)) => (n, Some(f)),
            None => (inner, None),
        };
        match (text.get(name), forms) {
            (Some(Arg::Num(n)), Some(forms)) => {
                let (one, other) = forms.split_once('|').unwrap_or((forms, forms));
                let form = if *n == 1 { one } else { other };
                out.push_str(&form.replace('#', &n.to_string()));
            }
            (Some(arg), _) => arg_english(arg, out),
            (None, _) => {}
        }
    }
    out.push_str(rest);
}

fn arg_english(arg: &Arg, out: &mut String) {
    use std::fmt::Write as _;
    // Writing to a String cannot fail.
    let _ = match arg {
        Arg::Num(n) => write!(out, "{n}"),
        Arg::Str(s) => write!(out, "{s}"),
        Arg::Player(p) => write!(out, "P{}", p + 1),
        Arg::Players(ps) => {
            let names: Vec<String> = ps.iter().map(|p| format!("P{}", p + 1)).collect();
            write!(out, "{}", names.join(", "))
        }
        Arg::At(at) => write!(out, "{at}"),
        Arg::Spot(s) => write!(out, "{} {}", s.at, s.location),
        Arg::Location(l) => write!(out, "{l}"),
        Arg::Text(t) => {
            render(t, out);
            Ok(())
        }
    };
}

/// The core's English, by key.
pub const CORE: &[(&str, &str)] = &[
    // Events.
    ("event.picked", "{who} picks {tile}"),
    ("event.drawn", "{who} draws {tile}"),
    ("event.discarded", "{tile} fits nowhere and leaves the game"),
    ("event.played", "{who} plays halfling {tile}"),
    ("event.placed", "{who} places {tile} at {at} {turn}{follower}"),
    ("event.placed.follower", " with a follower on {location}"),
    ("event.returned", "{who}'s {kind} at {spot} returns"),
    ("follower.regular", "follower"),
    ("event.transfer", "{from} pays {to} {points:# point|# points}"),
    ("event.game-over", "game over"),
    ("turn.rot", "rot {degrees}"),
    ("turn.corner", "corner {corner}"),
    // Scores.
    ("score.explain", "{feature} at {at} ({state}) for {who}{tie}: {sum} = {value} — {note}"),
    ("score.explain.expansion", "{feature} at {at} for {who}: {detail} = {value}"),
    ("score.feature.road", "Road"),
    ("score.feature.city", "City"),
    ("score.feature.monastery", "Monastery"),
    ("score.feature.field", "Field"),
    ("score.state.completed", "completed"),
    ("score.state.final", "final"),
    ("score.state.incomplete-final", "incomplete, final"),
    ("score.state.completed-final", "completed, final"),
    ("score.who", "{players}"),
    ("score.nobody", "nobody"),
    ("score.nobody.no-followers", "nobody: no followers"),
    ("score.tie", " (tie broken by {by})"),
    ("score.sum", "{term}{more}"),
    ("score.sum.more", " + {term}"),
    ("score.sum.rate", "{sum} ({because})"),
    ("score.term", "{count} × {per}"),
    ("score.count.spaces", "{n:# space|# spaces}"),
    ("score.count.tiles", "{n:# tile|# tiles}"),
    ("score.count.arms", "{n:# coat of arms|# coats of arms}"),
    ("score.count.cities", "{n:# completed city|# completed cities}"),
    ("score.note.spaces", "{rules} counts occupied spaces"),
    ("score.note.tiles", "{rules} counts each triangle as a tile"),
    ("score.note.field", "{rules} farmers score per field"),
    // Rules versions.
    ("rules.c1-2014", "1st edition as printed in 2014: roads, cities and monasteries count spaces"),
    ("rules.c1-2015", "1st edition with the 10/2015 clarifications: every triangle counts as a tile, monasteries up to 18"),
    ("rules.c2-2020", "2nd edition of 2020: roads and cities count tiles, monasteries count spaces"),
    ("rules.c2-2021", "final rules of 1/2021: everything counts occupied spaces"),
    // An expansion's decision or choice that its module does not word.
    ("decision.named", "{name}"),
    ("choice.named", "{name}"),
    // Refused setups.
    ("setup.players", "a game has 2 to 6 players, not {n}"),
    ("setup.unknown-set", "unknown halfling set {set}"),
    ("setup.duplicate-set", "halfling set {set} is named twice"),
    ("setup.not-enough-halflings", "{needed} halflings are needed ({per} each) but only {available} are in play"),
    ("setup.unknown-expansion", "unknown expansion {expansion}"),
    ("setup.duplicate-expansion", "expansion {expansion} is named twice"),
    ("setup.unknown-option", "expansion {expansion} has no option {option}"),
    ("setup.module-options", "the options of {expansion} do not fit the module: {problem}"),
    ("setup.bad-option-value", "option {option} of {expansion} cannot be {value} (choices: {choices})"),
    ("setup.missing-tile-set", "expansion {expansion} needs tile set {set}, which the catalogue lacks"),
    // Refused moves.
    ("illegal.game-over", "the game is over"),
    ("illegal.not-your-turn", "out of turn: {expected} is to move, not {got}"),
    ("illegal.wrong-phase", "wrong phase: {attempted} is not possible now ({phase})"),
    ("illegal.unknown-tile", "that tile is not in this game's catalogue"),
    ("illegal.not-on-draft-table", "not available: {tile} is not on the draft table"),
    ("illegal.draft-set-full", "not available: you already hold your count from set {set}"),
    ("illegal.not-in-hand", "not available: halfling {tile} is not in your hand"),
    ("illegal.unplaceable", "unplaceable: halfling {tile} fits nowhere on the board"),
    ("illegal.no-follower-in-supply", "follower: no follower left in supply"),
    ("illegal.not-halfling", "a hand holds halflings only: {tile} is a square tile"),
    ("illegal.halfling-twice", "halfling {tile} is in two places: each halfling is in one hand or on the board"),
    ("illegal.not-in-pile", "the pile holds square tiles only: {tile} is a halfling"),
    ("illegal.no-follower-of-kind", "follower: no {kind} of yours is ready to go there"),
    ("illegal.no-follower-of-kind.unknown", "follower of kind {kind}"),
    ("illegal.feature-occupied", "follower on an occupied feature: the feature at {location} already holds a follower"),
    ("illegal.bad-location", "follower: location {location}: {problem}"),
    ("illegal.follower-forbidden", "follower: {expansion} forbids a follower at {location}"),
    ("illegal.must-act", "{expansion}: this placement obliges you to act, not to place the tile bare"),
    ("illegal.no-such-tile", "no tile at {at} {corner}"),
    ("illegal.expansion-not-in-game", "expansion {expansion} is not played in this game"),
    ("illegal.no-moves", "{expansion} takes no decisions"),
    ("illegal.unknown-module-move", "{expansion} has no such move"),
    ("illegal.board-full", "the board is full: at most {max} tiles"),
    ("illegal.scenario-only", "{what} only in scenario mode"),
    ("illegal.no-such-player", "player {player} does not exist ({players} players)"),
    ("illegal.start-not-square", "the start tile must be a square tile"),
    ("illegal.bad-setup", "{problem}"),
    ("illegal.drawn-not-named", "the pile gives {drawn}, not {named}"),
    ("illegal.drawn-not-named.tile", "{tile}"),
    ("illegal.drawn-not-named.none", "no tile"),
    ("illegal.regular-tile-turn", "this extra turn takes a regular tile from the pile, not halfling {tile}"),
    ("illegal.chance-refused", "chance {outcome}: {reason}"),
    ("phase.draft", "the draft is on"),
    ("phase.choose", "choose: draw or play a halfling"),
    ("phase.place", "a tile must be placed"),
    ("phase.expansion", "an expansion's decision is pending"),
    ("phase.over", "the game is over"),
    ("attempt.pick", "picking a halfling"),
    ("attempt.draw", "drawing"),
    ("attempt.play", "playing a halfling"),
    ("attempt.place", "placing a tile"),
    ("attempt.decision", "this decision"),
    ("attempt.name-tile", "naming the next tile"),
    ("attempt.draw-tile", "drawing the next tile"),
    ("scenario.pile", "a pile can be given"),
    ("scenario.name-tile", "tiles can be named"),
    ("scenario.chance", "chance can be scripted"),
    ("placement.space-taken", "space taken: {at} already holds a tile where this one would lie"),
    ("placement.square-into-half-space", "square into a half-filled space: {at} holds a triangle, only its complementary triangle may join it"),
    ("placement.not-complementary", "non-complementary half: the triangle in {at} lies at {present}, so only a {wanted} triangle may join it"),
    ("placement.not-touching", "not touching: at {at} no side of the tile lies against a placed tile along a full side"),
    ("placement.side-mismatch", "side mismatch: at {at} the {side} side would be {ours} against {theirs}"),
    ("placement.long-side-mismatch", "long-side mismatch: in {at} the long side would be {ours} against {theirs}"),
    ("placement.wrong-turn.square", "wrong turn: a square tile takes a rotation, not a corner"),
    ("placement.wrong-turn.triangle", "wrong turn: a triangle takes a corner (NW, NE, SE, SW), not a rotation"),
    ("dir.N", "N"),
    ("dir.E", "E"),
    ("dir.S", "S"),
    ("dir.W", "W"),
    ("dir.NW", "NW"),
    ("dir.NE", "NE"),
    ("dir.SE", "SE"),
    ("dir.SW", "SW"),
    ("landscape.field", "field"),
    ("landscape.road", "road"),
    ("landscape.city", "city"),
    ("landscape.water", "water"),
    ("landscape.nothing", "nothing"),
    ("location.no-long-side", "a square tile has no long side D"),
    ("location.no-such-long-half", "that half of the long side does not exist on this triangle"),
    ("location.no-monastery", "the tile has no monastery or inner field (location C)"),
    ("location.no-such-side", "the tile does not cover that side"),
    ("location.field-by-middle", "that is a field: name a field by a half such as N.w"),
    ("location.no-feature", "no feature lies there: name a city by its side"),
    (
        "location.no-field-at-half",
        "no field touches that half-side: name a city or road by its side",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_templates_close_their_braces() {
        let keys: Vec<&str> = super::super::english_keys().collect();
        for (i, k) in keys.iter().enumerate() {
            assert!(!keys[..i].contains(k), "{k} twice");
            let t = template(k).unwrap_or_else(|| panic!("{k} has no template"));
            assert_eq!(t.matches('{').count(), t.matches('}').count(), "{k}: {t}");
        }
        for e in crate::expansion::REGISTRY.iter() {
            for (k, _) in e.english {
                assert!(
                    k.starts_with(&format!("{}.", e.id)),
                    "{k} is not {}'s",
                    e.id
                );
            }
        }
    }
}
