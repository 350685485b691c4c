//! A turn: a step, or a run of one or more takes by one piece.

use crate::board::{Point, PointSet};

/// Most takes in one run: a run can take every enemy piece at most once.
pub const MAX_HOPS: usize = 16;

/// One complete turn. Two runs with different paths are different turns even
/// when they end on the same point having taken the same pieces (their
/// notation differs). Its `Debug` form is its notation (see `notation`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Turn {
    from: u8,
    hops: u8,
    landings: [u8; MAX_HOPS],
    /// The points whose enemy pieces the run removes (0 for a step).
    captured: u64,
}

impl Turn {
    /// A step from `from` to the neighbouring `to`.
    pub fn step(from: Point, to: Point) -> Turn {
        let mut landings = [0; MAX_HOPS];
        landings[0] = to.index() as u8;
        Turn {
            from: from.index() as u8,
            hops: 1,
            landings,
            captured: 0,
        }
    }

    /// A run from `from` landing on each of `landings` in turn, taking `captured`.
    /// The caller vouches that each landing is a jump from the previous point.
    pub(crate) fn run(from: u8, landings: &[u8], captured: u64) -> Turn {
        debug_assert!(!landings.is_empty() && landings.len() <= MAX_HOPS);
        let mut turn = Turn {
            from,
            hops: landings.len() as u8,
            landings: [0; MAX_HOPS],
            captured,
        };
        turn.landings[..landings.len()].copy_from_slice(landings);
        turn
    }

    pub fn from(&self) -> Point {
        point(self.from)
    }

    /// Where the piece ends the turn.
    pub fn to(&self) -> Point {
        point(self.landings[self.hops as usize - 1])
    }

    /// Every landing point, in order (one for a step).
    pub fn landings(&self) -> impl ExactSizeIterator<Item = Point> + '_ {
        self.landings[..self.hops as usize]
            .iter()
            .map(|&i| point(i))
    }

    /// The start point followed by every landing point.
    pub fn path(&self) -> Vec<Point> {
        std::iter::once(self.from())
            .chain(self.landings())
            .collect()
    }

    /// Whether this turn carries on `run`, a run of takes in progress (its
    /// start point and the landings so far): its path begins with it. Every
    /// turn carries on an empty run.
    pub fn continues(&self, run: &[Point]) -> bool {
        run.len() <= self.hop_count() + 1
            && run.first().is_none_or(|&start| start == self.from())
            && run
                .iter()
                .skip(1)
                .zip(self.landings())
                .all(|(a, b)| *a == b)
    }

    /// The points whose pieces this turn takes.
    pub fn captured(&self) -> PointSet {
        PointSet::from_board_bits(self.captured)
    }

    /// Pieces taken.
    pub fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }

    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// Number of hops: 1 for a step, the number of takes for a run.
    pub fn hop_count(&self) -> usize {
        self.hops as usize
    }

    /// The hops one by one, for animation.
    pub fn hops(&self) -> Vec<Hop> {
        let path = self.path();
        path.windows(2)
            .map(|w| {
                let taken = if self.is_capture() {
                    w[0].jump_over(w[1])
                } else {
                    None
                };
                Hop {
                    from: w[0],
                    to: w[1],
                    taken,
                }
            })
            .collect()
    }
}

fn point(index: u8) -> Point {
    Point::new(index as usize).expect("turns hold only board points")
}

/// One hop played: from, to, and the point taken (for a take).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hop {
    pub from: Point,
    pub to: Point,
    pub taken: Option<Point>,
}
