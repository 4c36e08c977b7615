//! A fan sheet: how many times each [`Fan`] counts, indexed by fan.

use super::fan::{Fan, SLOTS};
use std::ops::{Index, IndexMut};

/// Counts per fan (slot 0 unused).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Sheet(pub(crate) [u16; SLOTS]);

impl Default for Sheet {
    fn default() -> Self {
        Sheet([0; SLOTS])
    }
}

impl Index<Fan> for Sheet {
    type Output = u16;
    fn index(&self, f: Fan) -> &u16 {
        &self.0[f.slot()]
    }
}

impl IndexMut<Fan> for Sheet {
    fn index_mut(&mut self, f: Fan) -> &mut u16 {
        &mut self.0[f.slot()]
    }
}

impl Sheet {
    /// `f` counts (its count is not zero).
    pub(crate) fn has(&self, f: Fan) -> bool {
        self[f] != 0
    }

    /// Sets `f` to count once.
    pub(crate) fn set(&mut self, f: Fan) {
        self[f] = 1;
    }

    /// Clears `f`.
    pub(crate) fn clear(&mut self, f: Fan) {
        self[f] = 0;
    }

    /// Adds one to `f`'s count.
    pub(crate) fn add(&mut self, f: Fan) {
        self[f] = self[f].wrapping_add(1);
    }

    /// The total: each fan's value times its count.
    pub(crate) fn total(&self) -> u32 {
        self.0
            .iter()
            .zip(Fan::VALUES_BY_SLOT.iter())
            .map(|(&n, &v)| u32::from(n) * u32::from(v))
            .sum()
    }

    /// The fans that count, in table order (the slots' order), with their
    /// counts: the counting slots found sixteen at a time, one allocation
    /// of the right size.
    pub(crate) fn list(&self) -> Vec<(Fan, u16)> {
        let mut held = [0u16; SLOTS.div_ceil(16)];
        for (word, chunk) in held.iter_mut().zip(self.0.chunks(16)) {
            for (bit, &n) in chunk.iter().enumerate() {
                *word |= u16::from(n != 0) << bit;
            }
        }
        // Slot 0 is no fan.
        held[0] &= !1;
        let mut out = Vec::with_capacity(held.iter().map(|w| w.count_ones() as usize).sum());
        for (k, &word) in held.iter().enumerate() {
            let mut w = word;
            while w != 0 {
                let slot = k * 16 + w.trailing_zeros() as usize;
                w &= w - 1;
                out.push((Fan::from_slot(slot).expect("every slot past 0 is a fan"), self.0[slot]));
            }
        }
        out
    }
}
