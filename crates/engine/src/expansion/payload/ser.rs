//! Writing a value into a payload: fields in order, fixed-width little-endian numbers, a byte
//! per enum variant and per `Option` tag, nothing for names.

use serde::ser::{self, Serialize};

use super::{PayloadError, PAYLOAD_BYTES};

/// The bytes written so far, and the name of the outermost enum variant met.
#[derive(Default)]
pub(super) struct Writer {
    pub(super) bytes: [u8; PAYLOAD_BYTES],
    len: usize,
    pub(super) variant: Option<&'static str>,
}

impl Writer {
    fn put(&mut self, data: &[u8]) -> Result<(), PayloadError> {
        let end = self.len + data.len();
        let slot = self
            .bytes
            .get_mut(self.len..end)
            .ok_or(PayloadError::TooLarge)?;
        slot.copy_from_slice(data);
        self.len = end;
        Ok(())
    }

    fn variant(&mut self, index: u32, name: &'static str) -> Result<(), PayloadError> {
        self.variant.get_or_insert(name);
        let index = u8::try_from(index).map_err(|_| PayloadError::VariantOutOfRange)?;
        self.put(&[index])
    }
}

type Result<T, E = PayloadError> = std::result::Result<T, E>;

impl ser::Serializer for &mut Writer {
    type Ok = ();
    type Error = PayloadError;
    type SerializeSeq = ser::Impossible<(), PayloadError>;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = ser::Impossible<(), PayloadError>;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn is_human_readable(&self) -> bool {
        false
    }

    fn serialize_bool(self, v: bool) -> Result<()> {
        self.put(&[u8::from(v)])
    }
    fn serialize_i8(self, v: i8) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_i16(self, v: i16) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_i32(self, v: i32) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_i64(self, v: i64) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_u8(self, v: u8) -> Result<()> {
        self.put(&[v])
    }
    fn serialize_u16(self, v: u16) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_u32(self, v: u32) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_u64(self, v: u64) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_f32(self, v: f32) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_f64(self, v: f64) -> Result<()> {
        self.put(&v.to_le_bytes())
    }
    fn serialize_char(self, v: char) -> Result<()> {
        self.put(&u32::from(v).to_le_bytes())
    }
    fn serialize_str(self, _v: &str) -> Result<()> {
        Err(PayloadError::Unsupported("string"))
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result<()> {
        Err(PayloadError::Unsupported("byte string"))
    }
    fn serialize_none(self) -> Result<()> {
        self.put(&[0])
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<()> {
        self.put(&[1])?;
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<()> {
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<()> {
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        index: u32,
        variant: &'static str,
    ) -> Result<()> {
        self.variant(index, variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<()> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<()> {
        self.variant(index, variant)?;
        value.serialize(self)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq> {
        Err(PayloadError::Unsupported("sequence of unknown length"))
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self> {
        Ok(self)
    }
    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Self> {
        Ok(self)
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self> {
        self.variant(index, variant)?;
        Ok(self)
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap> {
        Err(PayloadError::Unsupported("map"))
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Self> {
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self> {
        self.variant(index, variant)?;
        Ok(self)
    }
}

/// The compound forms: every element in order.
macro_rules! elements {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for &mut Writer {
            type Ok = ();
            type Error = PayloadError;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
                value.serialize(&mut **self)
            }
            fn end(self) -> Result<()> {
                Ok(())
            }
        }
    )*};
}

elements!(
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

/// The struct forms: every field in order, by position; a skipped field would shift the
/// others, so it is refused.
macro_rules! fields {
    ($($trait:ident),*) => {$(
        impl ser::$trait for &mut Writer {
            type Ok = ();
            type Error = PayloadError;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, _key: &'static str, value: &T) -> Result<()> {
                value.serialize(&mut **self)
            }
            fn skip_field(&mut self, _key: &'static str) -> Result<()> {
                Err(PayloadError::Unsupported("skipped field"))
            }
            fn end(self) -> Result<()> {
                Ok(())
            }
        }
    )*};
}

fields!(SerializeStruct, SerializeStructVariant);
