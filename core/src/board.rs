//! The board of docs/RULES.md: 37 points, the drawn lines, and the neighbour and jump
//! tables derived from them at compile time.
//!
//! Points are numbered row by row from Red's end: `a1 c1 e1` are 0–2, `b2 c2 d2`
//! 3–5, rows 3–7 are five points each (6–30), `b8 c8 d8` 31–33 and `a9 c9 e9`
//! 34–36. A set of points is a [`PointSet`], a bitboard with bit `i` for
//! point `i`; the tables here stay plain `u64` for turn generation's hot loops.

use std::fmt;
use std::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

/// Number of points on the board.
pub const POINT_COUNT: usize = 37;

/// Every point's bit.
pub(crate) const ALL_POINTS: u64 = (1 << POINT_COUNT) - 1;

/// A point on the board, 0 to 36.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

/// (column 0–4, row index 0–8) of every point, in index order.
const COORDS: [(u8, u8); POINT_COUNT] = {
    let mut coords = [(0u8, 0u8); POINT_COUNT];
    let mut index = 0;
    let mut row = 0u8;
    while row < 9 {
        let columns: &[u8] = match row {
            0 | 8 => &[0, 2, 4],
            1 | 7 => &[1, 2, 3],
            _ => &[0, 1, 2, 3, 4],
        };
        let mut i = 0;
        while i < columns.len() {
            coords[index] = (columns[i], row);
            index += 1;
            i += 1;
        }
        row += 1;
    }
    coords
};

/// The point at (column, row index), if there is one.
const fn point_at(column: i32, row: i32) -> Option<u8> {
    let mut i = 0;
    while i < POINT_COUNT {
        if COORDS[i].0 as i32 == column && COORDS[i].1 as i32 == row {
            return Some(i as u8);
        }
        i += 1;
    }
    None
}

/// A drawn line as its two end points (column, row index); every point between
/// them on the straight segment lies on the line.
type LineEnds = ((i32, i32), (i32, i32));

/// The drawn lines of docs/RULES.md, end to end.
const LINE_ENDS: [LineEnds; 19] = [
    // Rows 3–7 of the square.
    ((0, 2), (4, 2)),
    ((0, 3), (4, 3)),
    ((0, 4), (4, 4)),
    ((0, 5), (4, 5)),
    ((0, 6), (4, 6)),
    // Columns of the square; column c runs the whole length.
    ((0, 2), (0, 6)),
    ((1, 2), (1, 6)),
    ((2, 0), (2, 8)),
    ((3, 2), (3, 6)),
    ((4, 2), (4, 6)),
    // Crossbars and bases of the triangles.
    ((1, 1), (3, 1)),
    ((1, 7), (3, 7)),
    ((0, 0), (4, 0)),
    ((0, 8), (4, 8)),
    // Diagonals, carried on into the triangles.
    ((0, 2), (4, 6)),
    ((4, 2), (0, 6)),
    ((0, 4), (4, 0)),
    ((4, 4), (0, 0)),
    ((0, 4), (4, 8)),
];

/// The sixth diagonal, kept apart only so the table above stays readable.
const LAST_DIAGONAL: LineEnds = ((4, 4), (0, 8));

/// Number of drawn lines.
pub const LINE_COUNT: usize = 20;

const fn line_ends(line: usize) -> LineEnds {
    if line < LINE_ENDS.len() {
        LINE_ENDS[line]
    } else {
        LAST_DIAGONAL
    }
}

/// The points of every line in order, and how many each has.
const LINES: [([u8; 9], u8); LINE_COUNT] = {
    let mut lines = [([0u8; 9], 0u8); LINE_COUNT];
    let mut l = 0;
    while l < LINE_COUNT {
        let ((x0, y0), (x1, y1)) = line_ends(l);
        let dx = sign(x1 - x0);
        let dy = sign(y1 - y0);
        let (mut x, mut y) = (x0, y0);
        let mut n = 0;
        loop {
            // Walk the segment one column/row at a time; the bases of the
            // triangles skip the columns that have no point there.
            if let Some(p) = point_at(x, y) {
                lines[l].0[n] = p;
                n += 1;
            }
            if x == x1 && y == y1 {
                break;
            }
            x += dx;
            y += dy;
        }
        lines[l].1 = n as u8;
        l += 1;
    }
    lines
};

const fn sign(v: i32) -> i32 {
    if v > 0 {
        1
    } else if v < 0 {
        -1
    } else {
        0
    }
}

/// Neighbour bitboard of every point.
const NEIGHBOURS: [u64; POINT_COUNT] = {
    let mut table = [0u64; POINT_COUNT];
    let mut l = 0;
    while l < LINE_COUNT {
        let (points, n) = LINES[l];
        let mut i = 0;
        while i + 1 < n as usize {
            let (a, b) = (points[i] as usize, points[i + 1] as usize);
            table[a] |= 1 << b;
            table[b] |= 1 << a;
            i += 1;
        }
        l += 1;
    }
    table
};

/// Most jumps that start from one point (the eight-line points have eight).
pub const MAX_JUMPS_FROM: usize = 8;

/// Every jump from a point as (over, to), and how many there are.
const JUMPS: [([(u8, u8); MAX_JUMPS_FROM], u8); POINT_COUNT] = {
    let mut table = [([(0u8, 0u8); MAX_JUMPS_FROM], 0u8); POINT_COUNT];
    let mut l = 0;
    while l < LINE_COUNT {
        let (points, n) = LINES[l];
        let mut i = 0;
        while i + 2 < n as usize {
            let (a, b, c) = (points[i], points[i + 1], points[i + 2]);
            let k = table[a as usize].1 as usize;
            table[a as usize].0[k] = (b, c);
            table[a as usize].1 += 1;
            let k = table[c as usize].1 as usize;
            table[c as usize].0[k] = (b, a);
            table[c as usize].1 += 1;
            i += 1;
        }
        l += 1;
    }
    table
};

const NAMES: [&str; POINT_COUNT] = [
    "a1", "c1", "e1", "b2", "c2", "d2", "a3", "b3", "c3", "d3", "e3", "a4", "b4", "c4", "d4", "e4",
    "a5", "b5", "c5", "d5", "e5", "a6", "b6", "c6", "d6", "e6", "a7", "b7", "c7", "d7", "e7", "b8",
    "c8", "d8", "a9", "c9", "e9",
];

impl Point {
    /// The point with this index, if it is on the board.
    pub const fn new(index: usize) -> Option<Point> {
        if index < POINT_COUNT {
            Some(Point(index as u8))
        } else {
            None
        }
    }

    /// Every point, in index order.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..POINT_COUNT as u8).map(Point)
    }

    /// The points of a bitboard, lowest index first.
    pub(crate) fn iter_set(set: u64) -> Points {
        Points(set)
    }

    /// The point named `a1`…`e9`, if such a point exists.
    pub fn from_name(name: &str) -> Option<Point> {
        NAMES
            .iter()
            .position(|n| *n == name)
            .map(|i| Point(i as u8))
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// This point's bit in a bitboard.
    pub(crate) const fn bit(self) -> u64 {
        1 << self.0
    }

    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }

    /// Column 0 (a) to 4 (e).
    pub const fn column(self) -> u8 {
        COORDS[self.0 as usize].0
    }

    /// Row index 0 (row 1, Red's end) to 8 (row 9).
    pub const fn row(self) -> u8 {
        COORDS[self.0 as usize].1
    }

    /// The neighbours joined to this point by a drawn line.
    pub const fn neighbours(self) -> PointSet {
        PointSet(NEIGHBOURS[self.0 as usize])
    }

    /// The jumps from this point as (over, to).
    pub fn jumps(self) -> impl Iterator<Item = (Point, Point)> {
        let (table, n) = &JUMPS[self.index()];
        table[..*n as usize]
            .iter()
            .map(|&(over, to)| (Point(over), Point(to)))
    }

    /// The point jumped over when a piece jumps from `self` to `to`, if that is a jump.
    pub fn jump_over(self, to: Point) -> Option<Point> {
        self.jumps().find(|&(_, t)| t == to).map(|(over, _)| over)
    }
}

/// The jump table of a point, for the hot loop of turn generation.
#[inline]
pub(crate) fn jumps_from(index: usize) -> &'static [(u8, u8)] {
    let (table, n) = &JUMPS[index];
    &table[..*n as usize]
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of points: a bitboard with bit `i` for point `i`, never a bit off
/// the board. `|`, `&`, `^`, `-` (difference) and `!` (complement on the
/// board) work on sets and on single points; iterating gives the points
/// lowest index first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PointSet(u64);

impl PointSet {
    pub const EMPTY: PointSet = PointSet(0);
    /// Every point of the board.
    pub const ALL: PointSet = PointSet(ALL_POINTS);

    /// The set with these bits, if every bit is a point of the board.
    pub const fn from_bits(bits: u64) -> Option<PointSet> {
        if bits & !ALL_POINTS == 0 {
            Some(PointSet(bits))
        } else {
            None
        }
    }

    /// The set with these bits, which the caller knows lie on the board.
    #[inline]
    pub(crate) const fn from_board_bits(bits: u64) -> PointSet {
        debug_assert!(bits & !ALL_POINTS == 0);
        PointSet(bits)
    }

    /// The set as a bitboard (bit `i` for point `i`).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Number of points in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, point: Point) -> bool {
        self.0 & point.bit() != 0
    }

    /// The points, lowest index first.
    pub fn iter(self) -> Points {
        Points(self.0)
    }
}

impl From<Point> for PointSet {
    fn from(point: Point) -> PointSet {
        PointSet(point.bit())
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(points: I) -> PointSet {
        PointSet(points.into_iter().fold(0, |bits, p| bits | p.bit()))
    }
}

impl IntoIterator for PointSet {
    type Item = Point;
    type IntoIter = Points;

    fn into_iter(self) -> Points {
        self.iter()
    }
}

/// The points of a set, lowest index first.
#[derive(Clone, Debug)]
pub struct Points(u64);

impl Iterator for Points {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            let index = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(Point(index))
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Points {}

impl Not for PointSet {
    type Output = PointSet;

    /// The points not in the set (on the board).
    fn not(self) -> PointSet {
        PointSet(!self.0 & ALL_POINTS)
    }
}

/// The binary set operators, for a set or a single point on the right.
macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, |$a:ident, $b:ident| $bits:expr) => {
        impl<T: Into<PointSet>> $trait<T> for PointSet {
            type Output = PointSet;

            fn $method(self, other: T) -> PointSet {
                let ($a, $b) = (self.0, other.into().0);
                PointSet($bits)
            }
        }

        impl<T: Into<PointSet>> $assign<T> for PointSet {
            fn $assign_method(&mut self, other: T) {
                *self = $trait::$method(*self, other);
            }
        }
    };
}

set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, |a, b| a ^ b);
set_operator!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

/// A set prints as its point names: `{a1, c4}`.
impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// The drawn lines, each as its points in order, for drawing the board.
pub fn board_lines() -> impl Iterator<Item = Vec<Point>> {
    LINES
        .iter()
        .map(|(points, n)| points[..*n as usize].iter().map(|&p| Point(p)).collect())
}

/// Every link between neighbouring points, each once, lower index first.
pub fn board_links() -> Vec<(Point, Point)> {
    Point::all()
        .flat_map(|a| {
            a.neighbours()
                .iter()
                .filter(move |b| a < *b)
                .map(move |b| (a, b))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(set: PointSet) -> Vec<&'static str> {
        let mut v: Vec<_> = set.iter().map(Point::name).collect();
        v.sort_unstable();
        v
    }

    fn point(name: &str) -> Point {
        Point::from_name(name).unwrap()
    }

    #[test]
    fn point_sets_combine_like_sets() {
        let (a1, c1, e9) = (point("a1"), point("c1"), point("e9"));
        let ends = PointSet::from(a1) | c1;
        assert_eq!(ends.len(), 2);
        assert!(ends.contains(c1) && !ends.contains(e9));
        assert_eq!((ends - a1).iter().collect::<Vec<_>>(), [c1]);
        assert_eq!(ends & c1, PointSet::from(c1));
        assert_eq!(ends ^ a1 ^ e9, [c1, e9].into_iter().collect());
        assert_eq!((!ends).len(), POINT_COUNT as u32 - 2);
        assert_eq!(!PointSet::ALL, PointSet::EMPTY);
        assert!(PointSet::EMPTY.is_empty() && PointSet::default().is_empty());
        assert_eq!(PointSet::from_bits(ALL_POINTS), Some(PointSet::ALL));
        assert_eq!(PointSet::from_bits(1 << POINT_COUNT), None);
        assert_eq!(format!("{ends:?}"), "{a1, c1}");
        assert_eq!(PointSet::ALL.iter().len(), POINT_COUNT);
        assert!(PointSet::ALL.iter().eq(Point::all()));
    }

    #[test]
    fn names_and_coordinates_agree() {
        for p in Point::all() {
            let expected = format!("{}{}", (b'a' + p.column()) as char, p.row() + 1);
            assert_eq!(p.name(), expected);
            assert_eq!(Point::from_name(p.name()), Some(p));
        }
        assert_eq!(Point::from_name("b1"), None);
        assert_eq!(Point::from_name("f5"), None);
    }

    #[test]
    fn link_and_jump_counts() {
        assert_eq!(board_links().len(), 76);
        let jumps: usize = Point::all().map(|p| p.jumps().count()).sum();
        assert_eq!(jumps, 112);
    }

    #[test]
    fn neighbour_table_of_the_rule_book() {
        let expect = [
            ("a1", "b2 c1"),
            ("c1", "a1 c2 e1"),
            ("e1", "c1 d2"),
            ("b2", "a1 c2 c3"),
            ("c2", "b2 c1 c3 d2"),
            ("d2", "c2 c3 e1"),
            ("c3", "b2 b3 b4 c2 c4 d2 d3 d4"),
            ("b8", "a9 c7 c8"),
            ("c8", "b8 c7 c9 d8"),
            ("d8", "c7 c8 e9"),
            ("a9", "b8 c9"),
            ("c9", "a9 c8 e9"),
            ("e9", "c9 d8"),
        ];
        for (p, ns) in expect {
            assert_eq!(
                names(point(p).neighbours()),
                ns.split(' ').collect::<Vec<_>>(),
                "{p}"
            );
        }
    }

    #[test]
    fn eight_line_points_and_corners() {
        let eight: Vec<_> = Point::all().filter(|p| p.neighbours().len() == 8).collect();
        let mut eight_names: Vec<_> = eight.iter().map(|p| p.name()).collect();
        eight_names.sort_unstable();
        assert_eq!(eight_names, ["b4", "b6", "c3", "c5", "c7", "d4", "d6"]);
        let two: Vec<_> = Point::all().filter(|p| p.neighbours().len() == 2).collect();
        assert_eq!(two.len(), 4);
    }

    #[test]
    fn jumps_cross_into_the_triangles() {
        assert_eq!(point("c4").jump_over(point("c2")), Some(point("c3")));
        assert_eq!(point("b4").jump_over(point("d2")), Some(point("c3")));
        assert_eq!(point("a1").jump_over(point("e1")), Some(point("c1")));
        assert_eq!(point("b2").jump_over(point("d2")), Some(point("c2")));
        assert_eq!(point("b3").jump_over(point("b5")), Some(point("b4")));
        assert_eq!(point("b3").jump_over(point("b2")), None);
        assert_eq!(
            point("b3").jump_over(point("d5")),
            None,
            "b3 has no diagonals"
        );
    }

    #[test]
    fn every_line_is_straight_and_neighbours_are_symmetric() {
        assert_eq!(board_lines().count(), LINE_COUNT);
        for a in Point::all() {
            for b in a.neighbours() {
                assert!(b.neighbours().contains(a));
            }
            for (over, to) in a.jumps() {
                assert_eq!(to.jump_over(a), Some(over));
                assert!(a.neighbours().contains(over) && over.neighbours().contains(to));
            }
        }
    }
}
