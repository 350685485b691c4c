//! A position: where the pieces stand, whose turn it is, the quiet-turn count
//! and the turn number, with its Zobrist hash kept up to date.

use crate::board::{Point, PointSet};
use crate::side::Side;
use crate::turn::Turn;
use crate::zobrist;

/// Pieces each side starts with.
pub const PIECES_PER_SIDE: u32 = 16;

/// Red's triangle and rows 3 and 4 (points 0–15); White's mirror (21–36).
const RED_START: PointSet = PointSet::from_board_bits((1 << 16) - 1);
const WHITE_START: PointSet = PointSet::from_board_bits(((1 << 16) - 1) << 21);

/// A position at the start of a turn. Small and `Copy`: the search copies it
/// rather than undoing turns. Its `Debug` form is its position text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pieces: [u64; 2],
    side: Side,
    quiet: u32,
    turn_number: u32,
    hash: u64,
}

impl Position {
    /// The start position: Red to move, turn 1.
    pub fn start() -> Position {
        Position::from_parts(RED_START, WHITE_START, Side::Red, 0, 1)
    }

    /// A position from its parts. The caller checks that the two sets do not
    /// overlap (position text does).
    pub fn from_parts(
        red: PointSet,
        white: PointSet,
        side: Side,
        quiet: u32,
        turn_number: u32,
    ) -> Position {
        debug_assert!((red & white).is_empty());
        let (red, white) = (red.bits(), white.bits());
        let mut hash = zobrist::set_key(Side::Red, red) ^ zobrist::set_key(Side::White, white);
        if side == Side::White {
            hash ^= zobrist::WHITE_TO_MOVE;
        }
        Position {
            pieces: [red, white],
            side,
            quiet,
            turn_number,
            hash,
        }
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// The points where `side` has pieces.
    pub fn pieces(&self, side: Side) -> PointSet {
        PointSet::from_board_bits(self.pieces[side.index()])
    }

    pub fn count(&self, side: Side) -> u32 {
        self.pieces[side.index()].count_ones()
    }

    pub fn occupied(&self) -> PointSet {
        self.pieces(Side::Red) | self.pieces(Side::White)
    }

    pub fn empty(&self) -> PointSet {
        !self.occupied()
    }

    /// The side whose piece stands on `point`, if any.
    pub fn piece_at(&self, point: Point) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.pieces(*s).contains(point))
    }

    /// Turns in a row with nothing taken, both sides counted.
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// The number of the turn about to be played, from 1.
    pub fn turn_number(&self) -> u32 {
        self.turn_number
    }

    /// Identifies the pieces and the side to move (not the counters): equal
    /// keys are the same position for repetition.
    pub fn key(&self) -> u64 {
        self.hash
    }

    /// Plays a turn that is legal here (generated for this position or parsed
    /// against it); nothing is checked.
    pub fn play(&mut self, turn: &Turn) {
        let side = self.side;
        let other = side.other();
        let (from, to) = (turn.from(), turn.to());
        // A run may end where it started, so clear then set rather than toggle.
        let own = &mut self.pieces[side.index()];
        *own = (*own & !from.bit()) | to.bit();
        self.hash ^= zobrist::piece_key(side, from.index()) ^ zobrist::piece_key(side, to.index());
        let captured = turn.captured().bits();
        if captured != 0 {
            self.pieces[other.index()] &= !captured;
            self.hash ^= zobrist::set_key(other, captured);
            self.quiet = 0;
        } else {
            self.quiet = self.quiet.saturating_add(1);
        }
        self.side = other;
        self.hash ^= zobrist::WHITE_TO_MOVE;
        self.turn_number = self.turn_number.saturating_add(1);
    }

    /// The same pieces with the other side to move, as if this side had
    /// passed (the search's null move; passing is not a legal turn).
    pub(crate) fn passed(&self) -> Position {
        Position {
            side: self.side.other(),
            quiet: self.quiet.saturating_add(1),
            turn_number: self.turn_number.saturating_add(1),
            hash: self.hash ^ zobrist::WHITE_TO_MOVE,
            ..*self
        }
    }

    /// The position after `turn`, leaving this one as it is.
    pub fn after(&self, turn: &Turn) -> Position {
        let mut next = *self;
        next.play(turn);
        next
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}
