//! The board's symmetries, as the tables use them.
//!
//! The colour flip turns the board end over end (row `r` to row `10 - r`) and
//! swaps the colours, so every position can be stored with Red to move. The
//! left–right mirror (column `a` to `e`) maps the board onto itself, so only
//! one of each mirrored pair of Red sets is stored.

use crate::board::{Point, PointSet, POINT_COUNT};
use crate::position::Position;
use crate::side::Side;

/// A point permutation of the board, applied to bitboards.
const fn permutation(turn_over: bool) -> [u8; POINT_COUNT] {
    let mut table = [0u8; POINT_COUNT];
    let mut i = 0;
    while i < POINT_COUNT {
        let point = match Point::new(i) {
            Some(p) => p,
            None => panic!("every index below POINT_COUNT is a point"),
        };
        let (column, row) = (point.column() as usize, point.row() as usize);
        let (column, row) = if turn_over {
            (column, 8 - row)
        } else {
            (4 - column, row)
        };
        // Find the point at the image coordinates.
        let mut j = 0;
        while j < POINT_COUNT {
            let image = match Point::new(j) {
                Some(p) => p,
                None => panic!("every index below POINT_COUNT is a point"),
            };
            if image.column() as usize == column && image.row() as usize == row {
                table[i] = j as u8;
            }
            j += 1;
        }
        i += 1;
    }
    table
}

const TURNED: [u8; POINT_COUNT] = permutation(true);
const MIRRORED: [u8; POINT_COUNT] = permutation(false);

fn map(set: PointSet, table: &[u8; POINT_COUNT]) -> PointSet {
    let mut out = 0u64;
    let mut rest = set.bits();
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        out |= 1 << table[i];
    }
    PointSet::from_board_bits(out)
}

/// The set with the board turned end over end (row 1 becomes row 9).
pub fn turn_over(set: PointSet) -> PointSet {
    map(set, &TURNED)
}

/// The set seen in a mirror (column a becomes column e).
pub fn mirror(set: PointSet) -> PointSet {
    map(set, &MIRRORED)
}

/// A position as the tables see it: the side to move's pieces and the other
/// side's, with the side to move playing Red (up the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sides {
    pub mover: PointSet,
    pub other: PointSet,
}

impl Sides {
    /// The position with the side to move as Red: White's positions are turned over.
    pub fn of(pos: &Position) -> Sides {
        let side = pos.side_to_move();
        let (mover, other) = (pos.pieces(side), pos.pieces(side.other()));
        if side == Side::Red {
            Sides { mover, other }
        } else {
            Sides {
                mover: turn_over(mover),
                other: turn_over(other),
            }
        }
    }

    /// The same position from the other side's point of view (its turn next).
    pub fn swapped(self) -> Sides {
        Sides {
            mover: turn_over(self.other),
            other: turn_over(self.mover),
        }
    }

    /// The mirror image.
    pub fn mirrored(self) -> Sides {
        Sides {
            mover: mirror(self.mover),
            other: mirror(self.other),
        }
    }

    /// The position as a [`Position`] with Red to move and both counters at 0.
    pub fn to_position(self) -> Position {
        Position::from_parts(self.mover, self.other, Side::Red, 0, 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &str) -> PointSet {
        Point::from_name(name).unwrap().into()
    }

    #[test]
    fn symmetries_are_involutions_that_keep_lines_and_jumps() {
        for table in [&TURNED, &MIRRORED] {
            assert_eq!(map(PointSet::ALL, table), PointSet::ALL);
            for a in Point::all() {
                let image = |q: Point| Point::new(table[q.index()] as usize).unwrap();
                assert_eq!(image(image(a)), a);
                assert_eq!(map(a.neighbours(), table), image(a).neighbours());
                for (over, to) in a.jumps() {
                    assert_eq!(image(a).jump_over(image(to)), Some(image(over)));
                }
            }
        }
    }

    #[test]
    fn named_points_map_where_expected() {
        assert_eq!(turn_over(p("a1")), p("a9"));
        assert_eq!(turn_over(p("b2")), p("b8"));
        assert_eq!(turn_over(p("c5")), p("c5"));
        assert_eq!(mirror(p("a1")), p("e1"));
        assert_eq!(mirror(p("b8")), p("d8"));
        assert_eq!(mirror(p("c4")), p("c4"));
    }
}
