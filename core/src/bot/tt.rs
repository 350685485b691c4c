//! The transposition table: what earlier searches found about a position, so
//! a transposition is not searched twice and the best turn is tried first.
//!
//! Bounded (a fixed number of 16-byte entries), always-replace within a
//! two-entry bucket, preferring to keep the deeper entry.

/// The size of a transposition table in MiB, from 1 to [`TableSize::MAX_MIB`]:
/// checked when made, so no level or tool can ask a phone for more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableSize(u32);

impl TableSize {
    /// The largest table: what Expert uses, and plenty for desktop tools.
    pub const MAX_MIB: u32 = 64;

    /// A table of `mib` MiB, if that is from 1 to `MAX_MIB`.
    pub const fn from_mib(mib: u32) -> Option<TableSize> {
        if mib >= 1 && mib <= TableSize::MAX_MIB {
            Some(TableSize(mib))
        } else {
            None
        }
    }

    pub const fn mib(self) -> u32 {
        self.0
    }
}

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no turn reached alpha).
    Upper,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    score: i16,
    depth: u8,
    /// 0 = empty, 1 = exact, 2 = lower, 3 = upper.
    bound: u8,
    /// Index of the best turn in the position's generated turn list, plus one
    /// (0 = none). Generation order is fixed for a position, so an index names
    /// a turn in two bytes.
    best: u16,
}

/// What a probe returns.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub score: i32,
    pub depth: u32,
    pub bound: Bound,
    pub best: Option<usize>,
}

/// A bounded table of search results.
#[derive(Debug)]
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of at most `size` (rounded down to a power of two entries).
    pub fn with_size(size: TableSize) -> Table {
        let size = Table::entries_for(size);
        Table {
            entries: vec![Entry::default(); size],
            mask: size - 2,
        }
    }

    /// Entries in a table of `size`: a power of two, at least two.
    fn entries_for(size: TableSize) -> usize {
        let wanted = ((size.mib() as usize) << 20) / std::mem::size_of::<Entry>();
        1usize << (usize::BITS - 1 - wanted.leading_zeros())
    }

    /// Whether this table is the one `with_size(size)` would make.
    pub fn has_size(&self, size: TableSize) -> bool {
        self.entries.len() == Table::entries_for(size)
    }

    /// Forgets everything, so the next search does not depend on the last.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    pub fn probe(&self, key: u64) -> Option<Hit> {
        let bucket = self.bucket(key);
        self.entries[bucket..bucket + 2]
            .iter()
            .find(|e| e.bound != 0 && e.key == key)
            .map(|e| Hit {
                score: i32::from(e.score),
                depth: u32::from(e.depth),
                bound: match e.bound {
                    1 => Bound::Exact,
                    2 => Bound::Lower,
                    _ => Bound::Upper,
                },
                best: e.best.checked_sub(1).map(usize::from),
            })
    }

    pub fn store(&mut self, key: u64, score: i32, depth: u32, bound: Bound, best: Option<usize>) {
        let bucket = self.bucket(key);
        let pair = &mut self.entries[bucket..bucket + 2];
        // Same position, else an empty slot, else the shallower entry.
        let slot = if pair[0].key == key || pair[0].bound == 0 {
            0
        } else if pair[1].key == key || pair[1].bound == 0 || pair[1].depth <= pair[0].depth {
            1
        } else {
            0
        };
        let entry = &mut pair[slot];
        // Keep a move we knew when a shallower search of the same position found none.
        let best = match best {
            Some(i) => u16::try_from(i + 1).unwrap_or(0),
            None if entry.key == key => entry.best,
            None => 0,
        };
        *entry = Entry {
            key,
            score: score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth: depth.min(255) as u8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            best,
        };
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds() {
        let mib = |n| TableSize::from_mib(n).unwrap();
        let mut table = Table::with_size(mib(1));
        assert!(table.has_size(mib(1)) && !table.has_size(mib(2)));
        assert_eq!(table.entries.len() * std::mem::size_of::<Entry>(), 1 << 20);
        table.store(42, -17, 3, Bound::Lower, Some(5));
        let hit = table.probe(42).unwrap();
        assert_eq!(
            (hit.score, hit.depth, hit.bound, hit.best),
            (-17, 3, Bound::Lower, Some(5))
        );
        assert!(table.probe(43).is_none());
        table.clear();
        assert!(table.probe(42).is_none());
    }

    #[test]
    fn sizes_are_bounded() {
        assert_eq!(TableSize::from_mib(0), None);
        assert_eq!(TableSize::from_mib(TableSize::MAX_MIB + 1), None);
        assert_eq!(TableSize::from_mib(16).map(TableSize::mib), Some(16));
        // A size that is not a power of two rounds down to one.
        let three = Table::with_size(TableSize::from_mib(3).unwrap());
        assert_eq!(three.entries.len() * std::mem::size_of::<Entry>(), 2 << 20);
    }
}
