//! Messages for people as data: a [`Text`] is a stable key and its parameters. The engine
//! never sends words: a browser words a text from its message catalogues (one per language),
//! a program reads the key and the parameters, and [`Text::english`] (also `Display`) gives
//! the English the command-line tool prints.
//!
//! The words live in one place per owner and language, as data ([`words`]): the core's and
//! each expansion's catalogue files, which the engine checks and merges, and which the server
//! hands the browser as they are. A key that starts with an expansion's id and a dot
//! (`"<id>.event.<name>"`) is that expansion's.
//!
//! # Templates
//!
//! One syntax for every catalogue, read by the engine and the browser alike ([`template`]):
//! `{name}` puts the parameter `name` there; `{name:one=…|other=…}` chooses a form by the
//! number `name`'s plural category in the language (`#` standing for the number), or by the
//! text of any other value. The English renderer ([`english`]) writes places as the game's
//! notation does; the browser words them (`web/src/messages.js`). A place on a tile `spot`
//! also gives `{spot_who}` (who stands there: the browser names the follower by its feature,
//! English says "follower") and `{spot_where}` (where on the tile: in words in the browser,
//! the location's code in English).
//!
//! # On the wire
//!
//! `{"key": "score.sum", "args": {"count": {...}, "per": 2}}`: a number is a JSON number, a
//! string is shown as it is (a tile's id), and the other parameters are objects: `{"player":
//! 0}` (a seat), `{"players": [0, 2]}`, `{"at": [x, y]}` (a space), `{"spot": {"at": [x, y],
//! "corner": "NW", "location": "N.w"}}` (a place on a tile), `{"location": "N.w"}`, or a
//! nested text `{"key": …, "args": …}`.

pub mod english;
pub mod template;
pub mod words;

use std::fmt;

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

use crate::geometry::{Location, SpacePos};
use crate::seat::Seat;
use crate::state::Spot;

/// A message for people: a stable key and its parameters (see the [module](self)).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// The message's key (`"event.placed"`, `"<expansion id>.prompt.<decision>"`).
    pub key: &'static str,
    /// Its parameters, by name, in the order given.
    pub args: Vec<(&'static str, Arg)>,
}

/// A parameter of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A number (words in the plural where the template says so).
    Num(i64),
    /// Text shown as it is (a tile's id, a rules version's id).
    Str(String),
    /// A seat, shown by its player's name (`P1` in English).
    Player(Seat),
    /// Several seats.
    Players(Vec<Seat>),
    /// A space.
    At(SpacePos),
    /// A place on a tile of the board.
    Spot(Spot),
    /// A location on a tile.
    Location(Location),
    /// A nested message.
    Text(Box<Text>),
}

impl Text {
    /// The message `key` without parameters.
    pub const fn new(key: &'static str) -> Text {
        Text {
            key,
            args: Vec::new(),
        }
    }

    /// The same with parameter `name` set to `arg`.
    pub fn arg(mut self, name: &'static str, arg: Arg) -> Text {
        self.args.push((name, arg));
        self
    }

    /// The same with the number `name`.
    pub fn num(self, name: &'static str, n: impl Into<i64>) -> Text {
        self.arg(name, Arg::Num(n.into()))
    }

    /// The same with `name` shown as the text `s`.
    pub fn str(self, name: &'static str, s: impl ToString) -> Text {
        self.arg(name, Arg::Str(s.to_string()))
    }

    /// The same with the seat `name`.
    pub fn player(self, name: &'static str, seat: Seat) -> Text {
        self.arg(name, Arg::Player(seat))
    }

    /// The same with the seats `name`.
    pub fn players(self, name: &'static str, seats: impl IntoIterator<Item = Seat>) -> Text {
        self.arg(name, Arg::Players(seats.into_iter().collect()))
    }

    /// The same with the space `name`.
    pub fn at(self, name: &'static str, at: SpacePos) -> Text {
        self.arg(name, Arg::At(at))
    }

    /// The same with the space `name`, if there is one.
    pub fn at_if(self, name: &'static str, at: Option<SpacePos>) -> Text {
        match at {
            Some(at) => self.at(name, at),
            None => self,
        }
    }

    /// The same with the place on a tile `name`.
    pub fn spot(self, name: &'static str, spot: Spot) -> Text {
        self.arg(name, Arg::Spot(spot))
    }

    /// The same with the location `name`.
    pub fn location(self, name: &'static str, location: Location) -> Text {
        self.arg(name, Arg::Location(location))
    }

    /// The same with the nested message `name`.
    pub fn text(self, name: &'static str, text: Text) -> Text {
        self.arg(name, Arg::Text(Box::new(text)))
    }

    /// The same with the nested message `name` when there is one.
    pub fn maybe(self, name: &'static str, text: Option<Text>) -> Text {
        match text {
            Some(t) => self.text(name, t),
            None => self,
        }
    }

    /// The parameter `name`, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The message in English, as the command-line tool prints it.
    pub fn english(&self) -> String {
        let mut out = String::new();
        english::render(self, &mut out);
        out
    }

    /// Every key this text uses, its own and its nested texts'.
    pub fn keys(&self) -> Vec<&'static str> {
        let mut out = vec![self.key];
        for (_, a) in &self.args {
            if let Arg::Text(t) = a {
                out.extend(t.keys());
            }
        }
        out
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.len()))?;
                for (name, arg) in self.0 {
                    map.serialize_entry(name, arg)?;
                }
                map.end()
            }
        }
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("key", self.key)?;
        if !self.args.is_empty() {
            map.serialize_entry("args", &Args(&self.args))?;
        }
        map.end()
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let one = |key: &str, value: serde_json::Value| {
            let mut map = serde_json::Map::new();
            map.insert(key.to_string(), value);
            serde_json::Value::Object(map)
        };
        match self {
            Arg::Num(n) => serializer.serialize_i64(*n),
            Arg::Str(s) => serializer.serialize_str(s),
            Arg::Player(p) => one("player", p.number().into()).serialize(serializer),
            Arg::Players(ps) => {
                let numbers: Vec<u8> = ps.iter().map(|p| p.number()).collect();
                one("players", numbers.into()).serialize(serializer)
            }
            Arg::At(at) => one("at", serde_json::json!([at.x, at.y])).serialize(serializer),
            Arg::Spot(s) => one(
                "spot",
                serde_json::json!({
                    "at": [s.at.x, s.at.y],
                    "corner": s.corner.map(|c| c.name()),
                    "location": s.location.to_string(),
                }),
            )
            .serialize(serializer),
            Arg::Location(l) => one("location", l.to_string().into()).serialize(serializer),
            Arg::Text(t) => t.serialize(serializer),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_goes_on_the_wire_as_key_and_args() {
        let t = Text::new("event.drawn")
            .player("who", Seat::new(1))
            .str("tile", "H1-05")
            .num("n", 3)
            .text("more", Text::new("feature.city"));
        assert_eq!(
            serde_json::to_value(&t).unwrap(),
            serde_json::json!({"key": "event.drawn", "args": {"who": {"player": 1}, "tile": "H1-05", "n": 3, "more": {"key": "feature.city"}}})
        );
        assert_eq!(t.keys(), ["event.drawn", "feature.city"]);
    }
}
