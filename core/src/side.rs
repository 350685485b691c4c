//! The two sides.

/// A side: Red sits at row 1 and moves first; White sits at row 9.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Red,
    White,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Red, Side::White];

    pub const fn other(self) -> Side {
        match self {
            Side::Red => Side::White,
            Side::White => Side::Red,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in position text: `r` or `w`.
    pub const fn letter(self) -> char {
        match self {
            Side::Red => 'r',
            Side::White => 'w',
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Side::Red => "Red",
            Side::White => "White",
        }
    }
}
