//! What the tables say about a position, and how it is written in one byte.

/// The quiet limit the tables are built for: 80 turns, then a draw.
pub const QUIET_LIMIT: u32 = 80;

/// A position's value for the side to move, ignoring repetition.
///
/// The distance counts turns, both sides', up to and including the turn that
/// takes something or ends the game (a win by taking the last piece or by
/// shutting the other side in). `Loss(0)`: no legal turn now. A win counts
/// only if the take comes before the quiet limit: with `q` quiet turns
/// already played, `Win(n)` is a win if `q + n <= 80`, and so is `Loss(n)` a
/// loss; otherwise the limit comes first and the game is a draw
/// ([`Value::at_quiet`]). The tables keep distances up to 80; a position
/// whose win needs more is a draw at any quiet count and is stored so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Win(u32),
    Draw,
    Loss(u32),
}

impl Value {
    /// The value once `quiet` turns with nothing taken have been played.
    pub fn at_quiet(self, quiet: u32) -> Value {
        let turns_left = QUIET_LIMIT.saturating_sub(quiet);
        match self {
            Value::Win(n) | Value::Loss(n) if n > turns_left => Value::Draw,
            value => value,
        }
    }

    /// The byte stored for this value: 0 a draw, `n` (1–127) a win in `n`,
    /// 128 + `n` a loss in `n`.
    pub fn to_byte(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(n) => {
                debug_assert!((1..=127).contains(&n));
                n as u8
            }
            Value::Loss(n) => {
                debug_assert!(n <= 127);
                128 + n as u8
            }
        }
    }

    pub fn from_byte(byte: u8) -> Value {
        match byte {
            0 => Value::Draw,
            1..=127 => Value::Win(u32::from(byte)),
            _ => Value::Loss(u32::from(byte - 128)),
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win {n}"),
            Value::Draw => f.write_str("draw"),
            Value::Loss(n) => write!(f, "loss {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip() {
        for value in [
            Value::Draw,
            Value::Win(1),
            Value::Win(80),
            Value::Loss(0),
            Value::Loss(80),
        ] {
            assert_eq!(Value::from_byte(value.to_byte()), value);
        }
    }

    #[test]
    fn a_win_too_far_for_the_turns_left_is_a_draw() {
        assert_eq!(Value::Win(9).at_quiet(71), Value::Win(9));
        assert_eq!(Value::Win(9).at_quiet(72), Value::Draw);
        assert_eq!(Value::Loss(10).at_quiet(70), Value::Loss(10));
        assert_eq!(Value::Loss(10).at_quiet(71), Value::Draw);
        assert_eq!(Value::Loss(0).at_quiet(80), Value::Loss(0));
    }
}
