//! How a module's typed values write the engine's own types: a place on the board
//! ([`Spot`]), a location on a tile ([`Location`]) and a follower kind ([`FollowerKind`]). On
//! the wire (human-readable) they read as everywhere else — `{"at": [0, 1], "corner": "NE",
//! "location": "N.w"}`, `"N.w"`, a follower kind's name (`"follower"` for the regular one); in a
//! [`Payload`](crate::expansion::payload::Payload) they are a few bytes.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::TargetWire;
use crate::board::FollowerKind;
use crate::geometry::{Corner, Location, Side, SpacePos};
use crate::state::Spot;

impl Serialize for Spot {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            TargetWire::from_spot(self).serialize(s)
        } else {
            (self.at.x, self.at.y, self.corner, self.location).serialize(s)
        }
    }
}

impl<'de> Deserialize<'de> for Spot {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Spot, D::Error> {
        if d.is_human_readable() {
            TargetWire::deserialize(d)?
                .to_spot()
                .map_err(D::Error::custom)
        } else {
            let (x, y, corner, location) = <(i32, i32, Option<Corner>, Location)>::deserialize(d)?;
            Ok(Spot {
                at: SpacePos::new(x, y),
                corner,
                location,
            })
        }
    }
}

/// A location's number in a payload: the four sides, the long side, the centre, the eight
/// halves of sides (clockwise-first half first), the four halves of the long side.
fn compact_code(location: Location) -> u8 {
    match location {
        Location::Side(side) => side.index() as u8,
        Location::Long => 4,
        Location::Centre => 5,
        Location::Half { side, first } => 6 + 2 * side.index() as u8 + u8::from(!first),
        Location::LongHalf(corner) => 14 + corner.index() as u8,
    }
}

/// The location numbered `code` in a payload (see [`compact_code`]), if it is one.
fn from_compact_code(code: u8) -> Option<Location> {
    Some(match code {
        0..=3 => Location::Side(Side::ALL[usize::from(code)]),
        4 => Location::Long,
        5 => Location::Centre,
        6..=13 => Location::Half {
            side: Side::ALL[usize::from(code - 6) / 2],
            first: (code - 6).is_multiple_of(2),
        },
        14..=17 => Location::LongHalf(Corner::ALL[usize::from(code - 14)]),
        _ => return None,
    })
}

impl Serialize for Location {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.collect_str(self)
        } else {
            s.serialize_u8(compact_code(*self))
        }
    }
}

impl<'de> Deserialize<'de> for Location {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Location, D::Error> {
        if d.is_human_readable() {
            String::deserialize(d)?.parse().map_err(D::Error::custom)
        } else {
            let code = u8::deserialize(d)?;
            from_compact_code(code)
                .ok_or_else(|| D::Error::custom(format!("{code} is no location")))
        }
    }
}

impl Serialize for FollowerKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.serialize_str(self.name())
        } else {
            s.serialize_u8(self.0)
        }
    }
}

impl<'de> Deserialize<'de> for FollowerKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<FollowerKind, D::Error> {
        let kind = if d.is_human_readable() {
            let name = String::deserialize(d)?;
            if name == FollowerKind::REGULAR.name() {
                Some(FollowerKind::REGULAR)
            } else {
                FollowerKind::of(&name)
            }
            .ok_or_else(|| {
                D::Error::custom(format!(
                    "{name:?} is no follower kind (\"follower\" or a registered expansion's special follower)"
                ))
            })?
        } else {
            FollowerKind::from_code(u8::deserialize(d)?)
                .ok_or_else(|| D::Error::custom("no such follower kind"))?
        };
        Ok(kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expansion::payload::Payload;

    /// Every location, in the order of their compact codes.
    fn all_locations() -> Vec<Location> {
        let sides = Side::ALL.into_iter();
        sides
            .clone()
            .map(Location::Side)
            .chain([Location::Long, Location::Centre])
            .chain(sides.flat_map(|side| [true, false].map(|first| Location::Half { side, first })))
            .chain(Corner::ALL.map(Location::LongHalf))
            .collect()
    }

    #[test]
    fn every_location_has_its_own_compact_code_and_reads_back() {
        let all = all_locations();
        for (code, location) in all.iter().enumerate() {
            assert_eq!(usize::from(compact_code(*location)), code, "{location}");
            assert_eq!(from_compact_code(code as u8), Some(*location));
        }
        assert_eq!(from_compact_code(all.len() as u8), None);
    }

    #[test]
    fn places_and_kinds_read_as_written_in_both_forms() {
        for location in all_locations() {
            let spot = Spot {
                at: SpacePos::new(2, -1),
                corner: Some(Corner::NW),
                location,
            };
            let json = serde_json::to_value(spot).unwrap();
            assert_eq!(json["location"], location.to_string());
            assert_eq!(serde_json::from_value::<Spot>(json).unwrap(), spot);
            assert_eq!(
                Payload::pack(&spot).unwrap().unpack::<Spot>().unwrap(),
                spot
            );
        }
        assert_eq!(all_locations().len(), 18);
        for kind in FollowerKind::all() {
            let json = serde_json::to_value(kind).unwrap();
            assert_eq!(json, kind.name());
            assert_eq!(serde_json::from_value::<FollowerKind>(json).unwrap(), kind);
            assert_eq!(
                Payload::pack(&kind)
                    .unwrap()
                    .unpack::<FollowerKind>()
                    .unwrap(),
                kind
            );
        }
        assert!(serde_json::from_value::<FollowerKind>("giant".into()).is_err());
        assert!(Payload::pack(&200u8)
            .unwrap()
            .unpack::<FollowerKind>()
            .is_err());
    }
}
