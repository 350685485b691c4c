//! Sharpness for the side behind. One or two pieces down against a careful
//! side ahead, waiting draws at best: the side ahead declines every offer
//! behind a backed block (docs/BOT.md, "Expert from behind"), so the wins
//! come from its mistakes, and a search that reads deeper than its opponent
//! finds them where the two sides touch. When the side a search plays for
//! has fewer pieces at the root, every pair of neighbouring points held one
//! by each side is worth a little to it; level or ahead, nothing changes.
//!
//! Only safe contact counts, so the term never pays for a piece (issue 66:
//! at 0.16 a pair, a piece down, Expert gave a second piece for six pairs
//! and drew two down): a pair counts only where the side's piece is covered
//! against that neighbour (the point behind it on their line is taken), and
//! nothing counts in a position where the side has fallen further behind
//! than it was at the root.

use crate::position::Position;
use crate::side::Side;

/// Contact between the sides, valued for the side a search plays for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sharpness {
    /// Hundredths of a piece a contact pair; 0 when the term is off.
    weight: i32,
    side: Side,
    /// The side's pieces less the other's at the root.
    root_lead: i32,
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
            root_lead: lead(root, side),
        }
    }

    /// Its worth in `pos` for the side to move there.
    pub fn score(&self, pos: &Position) -> i32 {
        if self.weight == 0 || lead(pos, self.side) < self.root_lead {
            return 0;
        }
        let worth = self.weight * covered_contact_pairs(pos, self.side) as i32;
        if pos.side_to_move() == self.side {
            worth
        } else {
            -worth
        }
    }
}

/// `side`'s pieces less the other side's.
fn lead(pos: &Position, side: Side) -> i32 {
    pos.count(side) as i32 - pos.count(side.other()) as i32
}

/// Contact pairs in which `side`'s piece cannot be taken by the other piece
/// of the pair: the point beyond it on their line is taken, or there is none.
pub fn covered_contact_pairs(pos: &Position, side: Side) -> u32 {
    let theirs = pos.pieces(side.other());
    let occupied = pos.occupied();
    let mut pairs = 0;
    for piece in pos.pieces(side).iter() {
        for enemy in piece.neighbours() & theirs {
            // The enemy takes by jumping over `piece` to the point beyond.
            let open = enemy
                .jumps()
                .any(|(over, landing)| over == piece && !occupied.contains(landing));
            pairs += u32::from(!open);
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position_text::{parse_position, START_TEXT};

    fn position(text: &str) -> Position {
        parse_position(text).unwrap()
    }

    #[test]
    fn only_covered_contact_counts() {
        let start = position(START_TEXT);
        assert_eq!(
            covered_contact_pairs(&start, Side::Red),
            0,
            "row 5 parts the sides"
        );
        // White c5 touches Red b4, c4 and d4 (c5 has diagonals); the points
        // behind them (a3, c3, e3) are empty, so c5 could take any of them,
        // and they could take c5 (b6, c6, d6 are empty too).
        let loose = position("3/3/5/5/2w2/rrrr1/5/3/3 w 0 1");
        assert_eq!(covered_contact_pairs(&loose, Side::Red), 0);
        assert_eq!(covered_contact_pairs(&loose, Side::White), 0);
        // Row 3 filled behind them: Red's three pairs are covered.
        let backed = position("3/3/5/5/2w2/rrrr1/rrrrr/3/3 w 0 1");
        assert_eq!(covered_contact_pairs(&backed, Side::Red), 3);
        assert_eq!(covered_contact_pairs(&backed, Side::White), 0);
    }

    #[test]
    fn only_the_side_behind_at_the_root_feels_it() {
        // White c5 backed by b6, c6 and d6 against Red b4, c4 and d4: three
        // covered pairs for White, none for Red (row 3 is empty).
        let text = |side| format!("3/3/5/1www1/2w2/rrrr1/5/3/3 {side} 0 1");
        let even = position(&text('w'));
        assert_eq!(covered_contact_pairs(&even, Side::White), 3);
        // Level, 4 v 4: nothing, whoever is to move.
        assert_eq!(Sharpness::at_root(&even, 3).score(&even), 0);
        // White to move, 4 v 6 behind: worth 3 pairs for White, against Red.
        let behind = position("3/3/5/1www1/2w2/rrrr1/r3r/3/3 w 0 1");
        let sharpness = Sharpness::at_root(&behind, 3);
        assert_eq!(sharpness.score(&behind), 9);
        let red_to_move = position("3/3/5/1www1/2w2/rrrr1/r3r/3/3 r 0 1");
        assert_eq!(sharpness.score(&red_to_move), -9);
        assert_eq!(Sharpness::at_root(&behind, 0).score(&behind), 0);
        // Red to move, 6 v 4 ahead: nothing.
        assert_eq!(Sharpness::at_root(&red_to_move, 3).score(&red_to_move), 0);
    }

    #[test]
    fn a_piece_given_after_the_root_ends_it() {
        // From 4 v 6 behind, White gives its b6 (4 v 6 becomes 3 v 6): the
        // contact that is left is worth nothing, so no piece is paid for it.
        let behind = position("3/3/5/1www1/2w2/rrrr1/r3r/3/3 w 0 1");
        let sharpness = Sharpness::at_root(&behind, 3);
        let worse = position("3/3/5/2ww1/2w2/rrrr1/r3r/3/3 w 0 1");
        assert_eq!(covered_contact_pairs(&worse, Side::White), 2);
        assert_eq!(sharpness.score(&worse), 0);
        // Won back (4 v 5): it counts again.
        let back = position("3/3/5/1www1/2w2/rrrr1/r4/3/3 w 0 1");
        assert_eq!(sharpness.score(&back), 9);
    }
}
