//! Reading a value back from a payload, in the order [`super::ser`] wrote it.

use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};

use super::PayloadError;

type Result<T, E = PayloadError> = std::result::Result<T, E>;

/// The payload's bytes and how far they are read.
pub(super) struct Reader<'b> {
    bytes: &'b [u8],
}

impl<'b> Reader<'b> {
    pub(super) fn new(bytes: &'b [u8]) -> Reader<'b> {
        Reader { bytes }
    }

    fn take<const N: usize>(&mut self) -> Result<[u8; N]> {
        let (head, rest) = self
            .bytes
            .split_first_chunk::<N>()
            .ok_or_else(|| PayloadError::Invalid("the payload ends early".into()))?;
        self.bytes = rest;
        Ok(*head)
    }

    fn byte(&mut self) -> Result<u8> {
        Ok(self.take::<1>()?[0])
    }
}

/// Reads a number of type `$t` and hands it to the visitor's `$visit`.
macro_rules! numbers {
    ($($method:ident: $t:ty => $visit:ident),*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
            visitor.$visit(<$t>::from_le_bytes(self.take()?))
        }
    )*};
}

/// The kinds of value a payload never holds.
macro_rules! unsupported {
    ($($method:ident: $what:literal),*) => {$(
        fn $method<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value> {
            Err(PayloadError::Unsupported($what))
        }
    )*};
}

impl<'de> de::Deserializer<'de> for &mut Reader<'_> {
    type Error = PayloadError;

    fn is_human_readable(&self) -> bool {
        false
    }

    numbers!(
        deserialize_i8: i8 => visit_i8,
        deserialize_i16: i16 => visit_i16,
        deserialize_i32: i32 => visit_i32,
        deserialize_i64: i64 => visit_i64,
        deserialize_u8: u8 => visit_u8,
        deserialize_u16: u16 => visit_u16,
        deserialize_u32: u32 => visit_u32,
        deserialize_u64: u64 => visit_u64,
        deserialize_f32: f32 => visit_f32,
        deserialize_f64: f64 => visit_f64
    );

    unsupported!(
        deserialize_any: "self-describing value",
        deserialize_str: "string",
        deserialize_string: "string",
        deserialize_bytes: "byte string",
        deserialize_byte_buf: "byte string",
        deserialize_seq: "sequence of unknown length",
        deserialize_map: "map",
        deserialize_identifier: "identifier",
        deserialize_ignored_any: "ignored value"
    );

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.byte()? {
            0 => visitor.visit_bool(false),
            1 => visitor.visit_bool(true),
            b => Err(PayloadError::Invalid(format!("{b} is no bool"))),
        }
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let code = u32::from_le_bytes(self.take()?);
        let c = char::from_u32(code)
            .ok_or_else(|| PayloadError::Invalid(format!("{code} is no char")))?;
        visitor.visit_char(c)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.byte()? {
            0 => visitor.visit_none(),
            1 => visitor.visit_some(self),
            b => Err(PayloadError::Invalid(format!("{b} is no option tag"))),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_unit()
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_unit()
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value> {
        visitor.visit_seq(Elements {
            reader: self,
            left: len,
        })
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_tuple(len, visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_tuple(fields.len(), visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_enum(self)
    }
}

/// The elements of a tuple or the fields of a struct, by position.
struct Elements<'r, 'b> {
    reader: &'r mut Reader<'b>,
    left: usize,
}

impl<'de> de::SeqAccess<'de> for Elements<'_, '_> {
    type Error = PayloadError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.reader).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

impl<'de> de::EnumAccess<'de> for &mut Reader<'_> {
    type Error = PayloadError;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self)> {
        let index = u32::from(self.byte()?);
        let value = seed.deserialize(IntoDeserializer::<PayloadError>::into_deserializer(index))?;
        Ok((value, self))
    }
}

impl<'de> de::VariantAccess<'de> for &mut Reader<'_> {
    type Error = PayloadError;

    fn unit_variant(self) -> Result<()> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value> {
        de::Deserializer::deserialize_tuple(self, len, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        de::Deserializer::deserialize_tuple(self, fields.len(), visitor)
    }
}
