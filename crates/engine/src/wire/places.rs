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

/// Every location, each at the index that is its compact form.
fn compact_locations() -> impl Iterator<Item = Location> {
    let sides = Side::ALL.into_iter();
    sides
        .clone()
        .map(Location::Side)
        .chain([Location::Long, Location::Centre])
        .chain(sides.flat_map(|side| [true, false].map(|first| Location::Half { side, first })))
        .chain(Corner::ALL.map(Location::LongHalf))
}

impl Serialize for Location {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.collect_str(self)
        } else {
            let code = compact_locations().position(|l| l == *self).unwrap_or(0);
            s.serialize_u8(code as u8)
        }
    }
}

impl<'de> Deserialize<'de> for Location {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Location, D::Error> {
        if d.is_human_readable() {
            String::deserialize(d)?.parse().map_err(D::Error::custom)
        } else {
            let code = u8::deserialize(d)?;
            compact_locations()
                .nth(usize::from(code))
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

    #[test]
    fn places_and_kinds_read_as_written_in_both_forms() {
        for location in compact_locations() {
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
        assert_eq!(compact_locations().count(), 18);
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
