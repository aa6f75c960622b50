//! The space index: open addressing from a space's position to its record.

use super::NONE;
use crate::geometry::SpacePos;

pub(super) fn pos_key(p: SpacePos) -> u64 {
    ((p.x as u32 as u64) << 32) | p.y as u32 as u64
}

/// Open addressing from a space's position to the index of its record; never shrinks.
#[derive(Debug)]
pub(super) struct SpaceIndex {
    keys: Vec<u64>,
    /// `NONE` marks an empty slot.
    values: Vec<u16>,
    len: usize,
    shift: u32,
}

impl Clone for SpaceIndex {
    fn clone(&self) -> SpaceIndex {
        SpaceIndex {
            keys: self.keys.clone(),
            values: self.values.clone(),
            len: self.len,
            shift: self.shift,
        }
    }

    /// Copies into the index's own tables (see `copy.rs`).
    fn clone_from(&mut self, source: &SpaceIndex) {
        let SpaceIndex {
            keys,
            values,
            len,
            shift,
        } = source;
        self.keys.clone_from(keys);
        self.values.clone_from(values);
        self.len = *len;
        self.shift = *shift;
    }
}

impl SpaceIndex {
    pub(super) fn with_bits(bits: u32) -> SpaceIndex {
        SpaceIndex {
            keys: vec![0; 1 << bits],
            values: vec![NONE; 1 << bits],
            len: 0,
            shift: 64 - bits,
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize
    }

    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<u16> {
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            match self.values[i] {
                NONE => return None,
                v if self.keys[i] == key => return Some(v),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Inserts a key known to be absent.
    pub(super) fn insert(&mut self, key: u64, value: u16) {
        if (self.len + 1) * 2 > self.keys.len() {
            let mut bigger = SpaceIndex::with_bits(64 - self.shift + 1);
            for (k, v) in self.keys.iter().zip(&self.values) {
                if *v != NONE {
                    bigger.insert(*k, *v);
                }
            }
            *self = bigger;
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        while self.values[i] != NONE {
            i = (i + 1) & mask;
        }
        self.keys[i] = key;
        self.values[i] = value;
        self.len += 1;
    }
}
