//! Position text (docs/RULES.md): `<row9>/…/<row1> <side> [<quiet> <turn>]`.

use crate::board::{Point, PointSet};
use crate::position::{Position, PIECES_PER_SIDE};
use crate::side::Side;

/// The largest quiet count a position can have: the longest quiet limit (a
/// larger count means the game ended already).
pub const MAX_QUIET: u32 = 80;
/// The largest turn number accepted: far beyond any real game, and small
/// enough that counting on never overflows anywhere.
pub const MAX_TURN_NUMBER: u32 = 1_000_000;

/// Position text of the start position.
pub const START_TEXT: &str = "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 1";

/// Why position text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("empty position text")]
    Empty,
    #[error("expected '<rows> <side>' or '<rows> <side> <quiet> <turn>', found {found} fields")]
    FieldCount { found: usize },
    #[error("expected 9 rows separated by '/', found {found}")]
    RowCount { found: usize },
    #[error("row {row}: expected {expected} points, found {found}")]
    RowLength {
        row: u8,
        expected: usize,
        found: usize,
    },
    #[error("row {row}: unexpected character '{found}' (use r, w or a digit)")]
    BadCharacter { row: u8, found: char },
    #[error("side to move: expected 'r' or 'w', found '{found}'")]
    BadSide { found: String },
    #[error("quiet count: expected a whole number from 0 to {MAX_QUIET}, found '{found}'")]
    BadQuiet { found: String },
    #[error("turn number: expected a whole number from 1 to {MAX_TURN_NUMBER}, found '{found}'")]
    BadTurnNumber { found: String },
    #[error("{side} has {count} pieces; a side has at most 16")]
    TooManyPieces { side: &'static str, count: u32 },
}

/// The points of row `row` (1–9), left to right.
fn row_points(row: u8) -> Vec<Point> {
    Point::all().filter(|p| p.row() + 1 == row).collect()
}

/// Reads position text.
pub fn parse_position(text: &str) -> Result<Position, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    match fields.len() {
        0 => return Err(PositionError::Empty),
        2 | 4 => {}
        found => return Err(PositionError::FieldCount { found }),
    }
    let rows: Vec<&str> = fields[0].split('/').collect();
    if rows.len() != 9 {
        return Err(PositionError::RowCount { found: rows.len() });
    }
    let (mut red, mut white) = (PointSet::EMPTY, PointSet::EMPTY);
    for (i, row_text) in rows.iter().enumerate() {
        let row = 9 - i as u8;
        let points = row_points(row);
        let mut cells: Vec<Option<Side>> = Vec::with_capacity(points.len());
        for c in row_text.chars() {
            match c {
                'r' => cells.push(Some(Side::Red)),
                'w' => cells.push(Some(Side::White)),
                '1'..='9' => cells.extend(std::iter::repeat_n(None, c as usize - '0' as usize)),
                found => return Err(PositionError::BadCharacter { row, found }),
            }
        }
        if cells.len() != points.len() {
            return Err(PositionError::RowLength {
                row,
                expected: points.len(),
                found: cells.len(),
            });
        }
        for (point, cell) in points.iter().zip(cells) {
            match cell {
                Some(Side::Red) => red |= *point,
                Some(Side::White) => white |= *point,
                None => {}
            }
        }
    }
    for (side, set) in [(Side::Red, red), (Side::White, white)] {
        let count = set.len();
        if count > PIECES_PER_SIDE {
            return Err(PositionError::TooManyPieces {
                side: side.name(),
                count,
            });
        }
    }
    let side = match fields[1] {
        "r" => Side::Red,
        "w" => Side::White,
        found => {
            return Err(PositionError::BadSide {
                found: found.to_string(),
            })
        }
    };
    let (quiet, turn_number) = if fields.len() == 4 {
        let quiet = fields[2]
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= MAX_QUIET)
            .ok_or_else(|| PositionError::BadQuiet {
                found: fields[2].to_string(),
            })?;
        let turn = fields[3]
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=MAX_TURN_NUMBER).contains(n))
            .ok_or_else(|| PositionError::BadTurnNumber {
                found: fields[3].to_string(),
            })?;
        (quiet, turn)
    } else {
        (0, 1)
    };
    Ok(Position::from_parts(red, white, side, quiet, turn_number))
}

/// Writes position text with all four fields.
pub fn format_position(pos: &Position) -> String {
    let mut rows = Vec::with_capacity(9);
    for row in (1..=9).rev() {
        let mut text = String::new();
        let mut gap = 0;
        for point in row_points(row) {
            match pos.piece_at(point) {
                None => gap += 1,
                Some(side) => {
                    if gap > 0 {
                        text.push_str(&gap.to_string());
                        gap = 0;
                    }
                    text.push(side.letter());
                }
            }
        }
        if gap > 0 {
            text.push_str(&gap.to_string());
        }
        rows.push(text);
    }
    format!(
        "{} {} {} {}",
        rows.join("/"),
        pos.side_to_move().letter(),
        pos.quiet(),
        pos.turn_number()
    )
}

/// A position prints as its position text.
impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format_position(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let pos = parse_position(START_TEXT).unwrap();
        assert_eq!(pos, Position::start());
        assert_eq!(format_position(&pos), START_TEXT);
        let short = parse_position("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r").unwrap();
        assert_eq!(short, Position::start());
    }

    #[test]
    fn every_malformation_is_named() {
        use PositionError::*;
        let cases: &[(&str, PositionError)] = &[
            ("", Empty),
            ("   ", Empty),
            ("www/www r 0", FieldCount { found: 3 }),
            (
                "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr r",
                RowCount { found: 8 },
            ),
            (
                "www/www/wwwww/wwwww/4/rrrrr/rrrrr/rrr/rrr r",
                RowLength {
                    row: 5,
                    expected: 5,
                    found: 4,
                },
            ),
            (
                "www/www/wwwww/wwwww/6/rrrrr/rrrrr/rrr/rrr r",
                RowLength {
                    row: 5,
                    expected: 5,
                    found: 6,
                },
            ),
            (
                "wwww/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r",
                RowLength {
                    row: 9,
                    expected: 3,
                    found: 4,
                },
            ),
            (
                "www/www/wwwww/wwwww/5/rrrrr/rrxrr/rrr/rrr r",
                BadCharacter { row: 3, found: 'x' },
            ),
            (
                "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr b",
                BadSide { found: "b".into() },
            ),
            (
                "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r -1 1",
                BadQuiet { found: "-1".into() },
            ),
            (
                "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 81 1",
                BadQuiet { found: "81".into() },
            ),
            (
                "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 0",
                BadTurnNumber { found: "0".into() },
            ),
            (
                "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 4294967295",
                BadTurnNumber {
                    found: "4294967295".into(),
                },
            ),
            (
                "www/www/wwwww/wwwww/r4/rrrrr/rrrrr/rrr/rrr r",
                TooManyPieces {
                    side: "Red",
                    count: 17,
                },
            ),
            (
                "www/www/wwwww/wwwww/w4/rrrrr/rrrrr/rrr/rrr r",
                TooManyPieces {
                    side: "White",
                    count: 17,
                },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_position(text).unwrap_err(), *expected, "{text:?}");
            assert!(!expected.to_string().is_empty());
        }
    }
}
