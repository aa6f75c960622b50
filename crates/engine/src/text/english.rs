//! The engine's English, as the command-line tool prints it: a [`Text`] filled in from the
//! English catalogue ([`words`](super::words)), its parameters written as the game's notation
//! writes them (a seat `P1`, a space `(0,-1)`, a location `N.w`).

use super::template::{form, Part};
use super::words::{catalogue, Language};
use super::{Arg, Text};

/// The English template of `key` as written, if a catalogue has it.
pub fn template(key: &str) -> Option<&'static str> {
    catalogue(Language::En).source(key)
}

/// Appends `text` in English to `out` (the key itself when no catalogue has it).
pub(super) fn render(text: &Text, out: &mut String) {
    let Some(template) = catalogue(Language::En).get(text.key) else {
        out.push_str(text.key);
        return;
    };
    for part in template.parts() {
        match part {
            Part::Literal(s) => out.push_str(s),
            Part::Param(name) => param(text, name, out),
            Part::Choice { name, forms } => match text.get(name) {
                Some(Arg::Num(n)) => {
                    let category = if n.abs() == 1 { "one" } else { "other" };
                    out.push_str(&form(forms, category).replace('#', &n.to_string()));
                }
                Some(arg) => {
                    let mut value = String::new();
                    arg_english(arg, &mut value);
                    out.push_str(form(forms, &value));
                }
                None => {}
            },
        }
    }
}

/// The parameter `name` of `text` in English: one it has, or what a place on a tile gives
/// besides itself (`{spot_who}`: who stands there, a follower; `{spot_where}`: its location).
fn param(text: &Text, name: &str, out: &mut String) {
    if let Some(arg) = text.get(name) {
        arg_english(arg, out);
        return;
    }
    let spot = |suffix| {
        name.strip_suffix(suffix)
            .and_then(|base| match text.get(base) {
                Some(Arg::Spot(s)) => Some(s),
                _ => None,
            })
    };
    if spot("_who").is_some() {
        render(&Text::new("follower.regular"), out);
    } else if let Some(s) = spot("_where") {
        out.push_str(&s.location.to_string());
    }
}

fn arg_english(arg: &Arg, out: &mut String) {
    use std::fmt::Write as _;
    // Writing to a String cannot fail.
    let _ = match arg {
        Arg::Num(n) => write!(out, "{n}"),
        Arg::Str(s) => write!(out, "{s}"),
        Arg::Player(p) => write!(out, "P{}", p.ordinal()),
        Arg::Players(ps) => {
            let names: Vec<String> = ps.iter().map(|p| format!("P{}", p.ordinal())).collect();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::SpacePos;
    use crate::seat::Seat;

    #[test]
    fn english_chooses_plurals_and_values() {
        let points = |n| {
            Text::new("event.transfer")
                .player("from", Seat::new(0))
                .player("to", Seat::new(1))
                .num("points", n)
        };
        assert_eq!(points(1).english(), "P1 pays P2 1 point");
        assert_eq!(points(3).english(), "P1 pays P2 3 points");
        assert_eq!(
            Text::new("illegal.no-such-tile")
                .at("at", SpacePos::new(0, 1))
                .english(),
            "no tile at (0,1)"
        );
        assert_eq!(Text::new("no.such.key").english(), "no.such.key");
    }
}
