//! Sharpness for the side behind. One or two pieces down against a careful
//! side ahead, waiting draws at best: the side ahead declines every offer
//! behind a backed block (docs/BOT.md, "Expert from behind"), so the wins
//! come from its mistakes, and a search that reads deeper than its opponent
//! finds them where the two sides touch. When the side a search plays for
//! has fewer pieces at the root, every pair of neighbouring points held one
//! by each side is worth a little to it; level or ahead, nothing changes.

use crate::position::Position;
use crate::side::Side;

/// Contact between the sides, valued for the side a search plays for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sharpness {
    /// Hundredths of a piece a contact pair; 0 when the term is off.
    weight: i32,
    side: Side,
}

impl Sharpness {
    /// The term for a search from `root`: `weight` a contact pair for the
    /// side to move if it has fewer pieces there, otherwise nothing.
    pub fn at_root(root: &Position, weight: i32) -> Sharpness {
        let side = root.side_to_move();
        let behind = root.count(side) < root.count(side.other());
        Sharpness {
            weight: if behind { weight } else { 0 },
            side,
        }
    }

    /// Its worth in `pos` for the side to move there.
    pub fn score(&self, pos: &Position) -> i32 {
        if self.weight == 0 {
            return 0;
        }
        let worth = self.weight * contact_pairs(pos) as i32;
        if pos.side_to_move() == self.side {
            worth
        } else {
            -worth
        }
    }
}

/// Pairs of points joined by a drawn line with a piece of each side on them.
pub fn contact_pairs(pos: &Position) -> u32 {
    let white = pos.pieces(Side::White).bits();
    pos.pieces(Side::Red)
        .iter()
        .map(|point| (point.neighbours().bits() & white).count_ones())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position_text::{parse_position, START_TEXT};

    fn position(text: &str) -> Position {
        parse_position(text).unwrap()
    }

    #[test]
    fn contact_counts_each_touching_pair_once() {
        assert_eq!(
            contact_pairs(&position(START_TEXT)),
            0,
            "row 5 parts the sides"
        );
        // White c5 touches Red b4, c4 and d4 (c5 has diagonals); Red a4 touches nothing.
        let touching = position("3/3/5/5/2w2/rrrr1/5/3/3 w 0 1");
        assert_eq!(contact_pairs(&touching), 3);
        // A second white piece on d5 touches d4 only (d5 has no diagonals).
        let more = position("3/3/5/5/2ww1/rrrr1/5/3/3 w 0 1");
        assert_eq!(contact_pairs(&more), 4);
    }

    #[test]
    fn only_the_side_behind_at_the_root_feels_it() {
        // Red to move, 4 v 1 ahead, three pairs touching: nothing.
        let ahead = position("3/3/5/5/2w2/rrrr1/5/3/3 r 0 1");
        assert_eq!(Sharpness::at_root(&ahead, 3).score(&ahead), 0);
        // Level, three pairs touching (a5-b4, c5-b4, c5-c4): nothing.
        let level = position("3/3/5/5/w1w2/1rr2/5/3/3 r 0 1");
        assert_eq!(contact_pairs(&level), 3);
        assert_eq!(Sharpness::at_root(&level, 3).score(&level), 0);
        // White to move, 1 v 4 behind: worth 3 pairs for White, against Red.
        let behind = position("3/3/5/5/2w2/rrrr1/5/3/3 w 0 1");
        let sharpness = Sharpness::at_root(&behind, 3);
        assert_eq!(sharpness.score(&behind), 9);
        let red_to_move = position("3/3/5/5/2w2/rrrr1/5/3/3 r 0 1");
        assert_eq!(sharpness.score(&red_to_move), -9);
        assert_eq!(Sharpness::at_root(&behind, 0).score(&behind), 0);
    }
}
