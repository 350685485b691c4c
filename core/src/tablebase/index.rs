//! Material classes and the numbering of their positions.
//!
//! A class is the number of pieces of the side to move and of the other side
//! (the side to move always plays Red, see `symmetry`). Its positions are
//! numbered by ranking the mover's set among all sets of that size and the
//! other side's set among the points left, both in colexicographic order
//! (the order of the sets as integers), so counting up a `u64` with
//! Gosper's hack walks the numbering in order.
//!
//! Two numberings exist: the full one, used while generating, and the stored
//! one, which keeps only mover sets that are no greater than their mirror
//! image (a set equal to its mirror image keeps both of its mirrored others).

use std::sync::OnceLock;

use super::symmetry::{mirror, Sides};
use crate::board::{PointSet, POINT_COUNT};

/// Most pieces any table here can hold in all.
pub const MAX_PIECES: usize = 7;

/// Pieces of the side to move and of the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Class {
    pub mover: u8,
    pub other: u8,
}

impl Class {
    pub fn new(mover: u8, other: u8) -> Class {
        Class { mover, other }
    }

    /// The class of a position seen from the side to move.
    pub fn of(sides: Sides) -> Class {
        Class::new(sides.mover.len() as u8, sides.other.len() as u8)
    }

    pub fn pieces(self) -> usize {
        usize::from(self.mover) + usize::from(self.other)
    }

    /// The class after the side to move has played a quiet turn.
    pub fn swapped(self) -> Class {
        Class::new(self.other, self.mover)
    }

    /// Every class with both sides on the board and at most `pieces` in all,
    /// fewest pieces first (the order they are generated and stored in).
    pub fn up_to(pieces: usize) -> Vec<Class> {
        let mut classes = Vec::new();
        for total in 2..=pieces.min(MAX_PIECES) {
            for mover in (1..total).rev() {
                classes.push(Class::new(mover as u8, (total - mover) as u8));
            }
        }
        classes
    }

    /// Sets of the other side for one mover set.
    fn others(self) -> u64 {
        binomial(
            POINT_COUNT - usize::from(self.mover),
            usize::from(self.other),
        )
    }

    /// Positions in the full numbering.
    pub fn full_size(self) -> u64 {
        binomial(POINT_COUNT, usize::from(self.mover)) * self.others()
    }

    /// Positions in the stored numbering.
    pub fn stored_size(self) -> u64 {
        canonical_movers(usize::from(self.mover)).sets.len() as u64 * self.others()
    }

    /// The full number of a position of this class.
    pub fn full_index(self, sides: Sides) -> u64 {
        rank(sides.mover.bits()) * self.others()
            + rank(squeeze(sides.other.bits(), sides.mover.bits()))
    }

    /// The stored number of a position of this class: its mirror image's if
    /// that is the smaller (mover set first, then the other set).
    pub fn stored_index(self, sides: Sides) -> u64 {
        let image = sides.mirrored();
        let order = |s: Sides| (s.mover.bits(), s.other.bits());
        let sides = if order(image) < order(sides) {
            image
        } else {
            sides
        };
        let movers = canonical_movers(usize::from(self.mover));
        let (mover, other) = (sides.mover.bits(), sides.other.bits());
        let slot = movers.slot[rank(mover) as usize];
        debug_assert_ne!(slot, u32::MAX, "a canonical mover set");
        u64::from(slot) * self.others() + rank(squeeze(other, mover))
    }

    /// The position with this full number (the inverse of [`Class::full_index`]).
    pub fn full_sides(self, index: u64) -> Sides {
        let others = self.others();
        let mover = unrank(index / others, usize::from(self.mover));
        let packed = unrank(index % others, usize::from(self.other));
        Sides {
            mover: PointSet::from_board_bits(mover),
            other: spread(packed, &free_points(mover)),
        }
    }

    /// Calls `visit` with every position of the class in full-numbering order.
    pub fn for_each_full(self, mut visit: impl FnMut(u64, Sides)) {
        let mut index = 0;
        for_each_set(POINT_COUNT, usize::from(self.mover), |mover| {
            let free = free_points(mover);
            for_each_set(free.len(), usize::from(self.other), |packed| {
                visit(
                    index,
                    Sides {
                        mover: PointSet::from_board_bits(mover),
                        other: spread(packed, &free),
                    },
                );
                index += 1;
            });
        });
    }

    /// Calls `visit` with every position of the class in stored-numbering order.
    pub fn for_each_stored(self, mut visit: impl FnMut(Sides)) {
        let movers = canonical_movers(usize::from(self.mover));
        for &mover in &movers.sets {
            let free = free_points(mover);
            for_each_set(free.len(), usize::from(self.other), |packed| {
                visit(Sides {
                    mover: PointSet::from_board_bits(mover),
                    other: spread(packed, &free),
                });
            });
        }
    }
}

impl std::fmt::Display for Class {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}v{}", self.mover, self.other)
    }
}

/// Binomial coefficients C(n, k) for the board's sizes.
const BINOMIALS: [[u64; MAX_PIECES + 1]; POINT_COUNT + 1] = {
    let mut table = [[0u64; MAX_PIECES + 1]; POINT_COUNT + 1];
    let mut n = 0;
    while n <= POINT_COUNT {
        table[n][0] = 1;
        let mut k = 1;
        while k <= MAX_PIECES {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    table
};

fn binomial(n: usize, k: usize) -> u64 {
    BINOMIALS[n][k]
}

/// The colexicographic rank of a set among the sets of its size.
fn rank(set: u64) -> u64 {
    let mut total = 0;
    let mut rest = set;
    let mut k = 1;
    while rest != 0 {
        let point = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        total += binomial(point, k);
        k += 1;
    }
    total
}

/// The set of `k` points with this colexicographic rank.
fn unrank(mut rank: u64, k: usize) -> u64 {
    let mut set = 0;
    let mut top = POINT_COUNT;
    for size in (1..=k).rev() {
        // The largest point p with C(p, size) <= rank is the set's highest.
        let mut point = top - 1;
        while binomial(point, size) > rank {
            point -= 1;
        }
        rank -= binomial(point, size);
        set |= 1 << point;
        top = point;
    }
    set
}

/// The other side's set renumbered over the points the mover leaves free.
fn squeeze(other: u64, mover: u64) -> u64 {
    let mut packed = 0;
    let mut rest = other;
    while rest != 0 {
        let point = rest.trailing_zeros();
        rest &= rest - 1;
        let below = (mover & ((1u64 << point) - 1)).count_ones();
        packed |= 1 << (point - below);
    }
    packed
}

/// The free points of a mover set, lowest first.
fn free_points(mover: u64) -> Vec<u8> {
    (0..POINT_COUNT as u8)
        .filter(|&p| mover & (1 << p) == 0)
        .collect()
}

/// A packed set put back on the free points it was packed from.
fn spread(packed: u64, free: &[u8]) -> PointSet {
    let mut set = 0u64;
    let mut rest = packed;
    while rest != 0 {
        let slot = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        set |= 1 << free[slot];
    }
    PointSet::from_board_bits(set)
}

/// Every set of `k` of the `n` lowest bits, in increasing order (Gosper's hack).
fn for_each_set(n: usize, k: usize, mut visit: impl FnMut(u64)) {
    if k == 0 {
        visit(0);
        return;
    }
    if k > n {
        return;
    }
    let limit = 1u64 << n;
    let mut set = (1u64 << k) - 1;
    while set < limit {
        visit(set);
        let lowest = set & set.wrapping_neg();
        let ripple = set + lowest;
        set = (((ripple ^ set) >> 2) / lowest) | ripple;
    }
}

/// The mover sets kept in the stored numbering, and each full rank's slot.
#[derive(Debug)]
struct CanonicalMovers {
    sets: Vec<u64>,
    /// Slot of each full rank in `sets`, or `u32::MAX` if not kept.
    slot: Vec<u32>,
}

fn canonical_movers(k: usize) -> &'static CanonicalMovers {
    static TABLES: [OnceLock<CanonicalMovers>; MAX_PIECES + 1] =
        [const { OnceLock::new() }; MAX_PIECES + 1];
    TABLES[k].get_or_init(|| {
        let mut sets = Vec::new();
        let mut slot = Vec::with_capacity(binomial(POINT_COUNT, k) as usize);
        for_each_set(POINT_COUNT, k, |set| {
            if set <= mirror(PointSet::from_board_bits(set)).bits() {
                slot.push(sets.len() as u32);
                sets.push(set);
            } else {
                slot.push(u32::MAX);
            }
        });
        CanonicalMovers { sets, slot }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_numbering_counts_up_in_visiting_order() {
        for class in [Class::new(1, 1), Class::new(2, 1), Class::new(1, 3)] {
            let mut count = 0;
            class.for_each_full(|index, sides| {
                assert_eq!(index, count);
                assert_eq!(class.full_index(sides), index);
                assert_eq!(class.full_sides(index), sides);
                assert!((sides.mover & sides.other).is_empty());
                assert_eq!(Class::of(sides), class);
                count += 1;
            });
            assert_eq!(count, class.full_size());
        }
    }

    #[test]
    fn stored_numbering_counts_up_and_mirrors_share_a_number() {
        for class in [Class::new(1, 1), Class::new(2, 2), Class::new(3, 1)] {
            let mut count = 0;
            class.for_each_stored(|sides| {
                // A mover set that is its own mirror image keeps both others;
                // the probe uses the smaller of the pair.
                let symmetric = sides.mover == mirror(sides.mover);
                if !symmetric || sides.other.bits() <= mirror(sides.other).bits() {
                    assert_eq!(class.stored_index(sides), count);
                }
                count += 1;
            });
            assert_eq!(count, class.stored_size());
            class.for_each_full(|_, sides| {
                assert_eq!(
                    class.stored_index(sides),
                    class.stored_index(sides.mirrored())
                );
                assert!(class.stored_index(sides) < class.stored_size());
            });
        }
        // About half the positions are stored.
        let class = Class::new(3, 2);
        let ratio = class.stored_size() as f64 / class.full_size() as f64;
        assert!(ratio > 0.5 && ratio < 0.52, "{ratio}");
    }

    #[test]
    fn classes_come_fewest_pieces_first() {
        let names: Vec<String> = Class::up_to(4).iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["1v1", "2v1", "1v2", "3v1", "2v2", "1v3"]);
    }
}
