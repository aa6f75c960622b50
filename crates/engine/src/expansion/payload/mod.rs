//! The compact form in which the core carries a module's typed values — its moves, decisions
//! and events — without knowing their types: a fixed-size, `Copy` byte string written and read
//! by serde in a compact, positional format of its own ([`Payload::pack`], [`Payload::unpack`]).
//!
//! A module declares its values as ordinary enums and structs with named fields deriving
//! `Serialize` and `Deserialize`; the same derive writes them as JSON with named fields on the
//! wire (human-readable) and into a [`Payload`] in the hot paths (not human-readable: no names,
//! no allocation). What the compact form takes: numbers, `bool`, `Option`, tuples, arrays,
//! structs, enums and the engine's own types (spots, locations, corners, follower kinds); what
//! it refuses: strings, sequences of unknown length, maps and skipped fields (a payload is
//! read back by position). [`Payload::pack`] says so with a [`PayloadError`]; the registry's
//! tests pack every move the modules generate in random games.

mod de;
mod ser;

use serde::de::DeserializeOwned;
use serde::Serialize;

/// How many bytes a payload holds: enough for a variant, a spot on the board and a few small
/// fields.
pub const PAYLOAD_BYTES: usize = 16;

/// A module's value in compact form (see the [module](self)).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Payload([u8; PAYLOAD_BYTES]);

/// Why a value has no compact form, or a payload is no value of the type asked for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PayloadError {
    /// The value needs more than [`PAYLOAD_BYTES`] bytes.
    #[error("the value needs more than {PAYLOAD_BYTES} bytes")]
    TooLarge,
    /// The value holds something of unknown size (a string, a list, a map, a skipped field).
    #[error("a payload holds no {0}")]
    Unsupported(&'static str),
    /// An enum with more than 256 variants.
    #[error("an enum variant past 255")]
    VariantOutOfRange,
    /// The bytes are no value of the type asked for.
    #[error("{0}")]
    Invalid(String),
}

impl serde::ser::Error for PayloadError {
    fn custom<T: std::fmt::Display>(msg: T) -> PayloadError {
        PayloadError::Invalid(msg.to_string())
    }
}

impl serde::de::Error for PayloadError {
    fn custom<T: std::fmt::Display>(msg: T) -> PayloadError {
        PayloadError::Invalid(msg.to_string())
    }
}

impl Payload {
    /// No value (the payload of a module without types of its own).
    pub const EMPTY: Payload = Payload([0; PAYLOAD_BYTES]);

    /// The first byte: an enum's variant index.
    pub const fn tag(&self) -> u8 {
        self.0[0]
    }

    /// `value` in compact form.
    ///
    /// # Errors
    /// A value larger than a payload, or holding what a payload cannot (see the
    /// [module](self)).
    pub fn pack<T: Serialize + ?Sized>(value: &T) -> Result<Payload, PayloadError> {
        let mut out = ser::Writer::default();
        value.serialize(&mut out)?;
        Ok(Payload(out.bytes))
    }

    /// The value of type `T` this payload holds.
    ///
    /// # Errors
    /// Bytes that are no `T`.
    pub fn unpack<T: DeserializeOwned>(&self) -> Result<T, PayloadError> {
        T::deserialize(&mut de::Reader::new(&self.0))
    }

    /// The name of the variant `value` is, when it is an enum (as serde names it: the name
    /// on the wire).
    pub fn variant_name<T: Serialize + ?Sized>(value: &T) -> Option<&'static str> {
        let mut out = ser::Writer::default();
        value.serialize(&mut out).ok()?;
        out.variant
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    use super::*;
    use crate::geometry::{Corner, Location, Side, SpacePos};
    use crate::state::Spot;

    #[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum Sample {
        Pass,
        Aim { spot: Spot, seat: u8 },
        Pair(u16, Option<bool>),
        Wrapped(Corner),
    }

    #[test]
    fn values_round_trip_and_name_their_variant() {
        let spot = Spot {
            at: SpacePos::new(-3, 70000),
            corner: Some(Corner::SE),
            location: Location::Half {
                side: Side::W,
                first: false,
            },
        };
        for v in [
            Sample::Pass,
            Sample::Aim { spot, seat: 5 },
            Sample::Pair(513, Some(true)),
            Sample::Pair(0, None),
            Sample::Wrapped(Corner::NE),
        ] {
            let p = Payload::pack(&v).unwrap();
            assert_eq!(p.unpack::<Sample>().unwrap(), v);
        }
        let aim = Sample::Aim { spot, seat: 0 };
        assert_eq!(Payload::variant_name(&aim), Some("aim"));
        assert_eq!(Payload::variant_name(&Sample::Pass), Some("pass"));
        assert_eq!(Payload::variant_name(&5u8), None);
        // Different values, different payloads; equal values, equal payloads.
        assert_ne!(
            Payload::pack(&Sample::Pass).unwrap(),
            Payload::pack(&Sample::Wrapped(Corner::NW)).unwrap()
        );
        assert_eq!(Payload::pack(&aim).unwrap(), Payload::pack(&aim).unwrap());
    }

    #[test]
    fn what_has_no_fixed_size_is_refused_and_bad_bytes_are_errors() {
        assert_eq!(
            Payload::pack("text"),
            Err(PayloadError::Unsupported("string"))
        );
        assert_eq!(
            Payload::pack(&vec![1u8, 2]),
            Err(PayloadError::Unsupported("sequence of unknown length"))
        );
        assert_eq!(Payload::pack(&[7u64; 3]), Err(PayloadError::TooLarge));
        // A variant index no variant has.
        let bad = Payload::pack(&9u8).unwrap();
        assert!(bad.unpack::<Sample>().is_err());
        assert!(Payload::pack(&2u8).unwrap().unpack::<bool>().is_err());
    }
}
