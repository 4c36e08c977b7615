//! A fan sheet: how many times each [`Fan`] counts, indexed by fan.

use super::fan::{Fan, SLOTS};
use std::ops::{Index, IndexMut};

/// Lanes of a sheet: the fan slots rounded up to whole 16-byte lanes, so
/// that the total, the held mask and the all-zero test run sixteen slots at
/// a time.
pub(crate) const LANES: usize = SLOTS.div_ceil(16) * 16;

/// Counts per fan (slot 0 and the slots past the last fan unused, always 0).
/// A count never passes 8 (花牌), so a byte holds it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Sheet(pub(crate) [u8; LANES]);

impl Default for Sheet {
    fn default() -> Self {
        Sheet([0; LANES])
    }
}

impl Index<Fan> for Sheet {
    type Output = u8;
    fn index(&self, f: Fan) -> &u8 {
        &self.0[f.slot()]
    }
}

impl IndexMut<Fan> for Sheet {
    fn index_mut(&mut self, f: Fan) -> &mut u8 {
        &mut self.0[f.slot()]
    }
}

/// Each slot's value (0 for slot 0 and past the last fan).
const VALUES: [u8; LANES] = {
    let mut v = [0u8; LANES];
    let mut i = 0;
    while i < SLOTS {
        v[i] = Fan::VALUES_BY_SLOT[i];
        i += 1;
    }
    v
};

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
        // Sixteen-bit lanes: a count is at most 8 and a value at most 88.
        let sum: u16 = self
            .0
            .iter()
            .zip(VALUES.iter())
            .map(|(&n, &v)| u16::from(n) * u16::from(v))
            .fold(0, u16::wrapping_add);
        u32::from(sum)
    }

    /// The slots that count, one bit per slot.
    pub(crate) fn held(&self) -> u128 {
        let mut held = 0u128;
        for (k, lane) in self.0.chunks_exact(16).enumerate() {
            let mut bits = 0u16;
            for (bit, &n) in lane.iter().enumerate() {
                bits |= u16::from(n != 0) << bit;
            }
            held |= u128::from(bits) << (16 * k);
        }
        held
    }
}
