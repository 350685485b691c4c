//! Turn notation (docs/RULES.md): a step `c4-c5`; a run `c4xc6xe6` (start and
//! every landing).

use crate::board::Point;
use crate::movegen::legal_turns;
use crate::position::Position;
use crate::rules::Taking;
use crate::turn::Turn;

/// Why notation could not be read, or is not a legal turn here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("empty turn")]
    Empty,
    #[error("'{text}': expected points joined by '-' (a step) or 'x' (a run)")]
    Malformed { text: String },
    #[error("'{name}' is not a point on the board (a1 to e9)")]
    UnknownPoint { name: String },
    /// Two points that do not follow each other on a line: on one line but
    /// further apart (`c4-c6`), or on no common line (`b3-c4`).
    #[error("{from}-{to}: {from} and {to} are not neighbours (a step goes to the next point along a line)")]
    NotAStep { from: String, to: String },
    #[error("{from}x{to}: there is no jump from {from} to {to}")]
    NotAJump { from: String, to: String },
    #[error("{point}: no piece of the side to move stands there")]
    NoPiece { point: String },
    #[error("{turn}: not a legal turn here ({reason})")]
    Illegal { turn: String, reason: &'static str },
}

/// The notation of a turn.
pub fn format_turn(turn: &Turn) -> String {
    let separator = if turn.is_capture() { "x" } else { "-" };
    turn.path()
        .iter()
        .map(|p| p.name())
        .collect::<Vec<_>>()
        .join(separator)
}

/// A turn prints as its notation.
impl std::fmt::Debug for Turn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format_turn(self))
    }
}

/// The points written in a turn's notation, and whether it is a run. Checks
/// the shape only: names, and that each hop follows a line or is a jump.
pub fn parse_shape(text: &str) -> Result<(Vec<Point>, bool), NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    let malformed = || NotationError::Malformed {
        text: text.to_string(),
    };
    let is_run = text.contains('x');
    if is_run && text.contains('-') {
        return Err(malformed());
    }
    let parts: Vec<&str> = text.split(if is_run { 'x' } else { '-' }).collect();
    if parts.len() < 2 || (!is_run && parts.len() != 2) {
        return Err(malformed());
    }
    let points = parts
        .iter()
        .map(|name| {
            if name.is_empty() {
                return Err(malformed());
            }
            Point::from_name(name).ok_or_else(|| NotationError::UnknownPoint {
                name: name.to_string(),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    for pair in points.windows(2) {
        let (from, to) = (pair[0].name().to_string(), pair[1].name().to_string());
        if is_run && pair[0].jump_over(pair[1]).is_none() {
            return Err(NotationError::NotAJump { from, to });
        }
        if !is_run && !pair[0].neighbours().contains(pair[1]) {
            return Err(NotationError::NotAStep { from, to });
        }
    }
    Ok((points, is_run))
}

/// Reads a turn and finds it among the legal turns of `pos`.
pub fn parse_turn(pos: &Position, taking: Taking, text: &str) -> Result<Turn, NotationError> {
    let (points, is_run) = parse_shape(text)?;
    let from = points[0];
    if !pos.pieces(pos.side_to_move()).contains(from) {
        return Err(NotationError::NoPiece {
            point: from.name().to_string(),
        });
    }
    let turns = legal_turns(pos, taking);
    if let Some(turn) = turns.iter().find(|t| t.path() == points) {
        return Ok(*turn);
    }
    let written = points
        .iter()
        .map(|p| p.name())
        .collect::<Vec<_>>()
        .join(if is_run { "x" } else { "-" });
    let reason = illegal_reason(pos, taking, &turns, &points, is_run);
    Err(NotationError::Illegal {
        turn: written,
        reason,
    })
}

/// Explains why a well-formed turn is not legal, in the words a player needs.
fn illegal_reason(
    pos: &Position,
    taking: Taking,
    turns: &[Turn],
    points: &[Point],
    is_run: bool,
) -> &'static str {
    let prefix_of_legal = turns.iter().any(|t| t.path().starts_with(points));
    let extends_legal = turns
        .iter()
        .any(|t| points.starts_with(&t.path()) && t.is_capture());
    if !is_run {
        if pos.occupied().contains(points[1]) {
            return "the point is not empty";
        }
        if taking == Taking::Forced {
            return "a take is available and takes are forced";
        }
    } else if prefix_of_legal && taking == Taking::Forced {
        return "the run must go on while a take is left";
    } else if extends_legal {
        return "a jump in the run has no enemy piece to take or no empty landing";
    } else {
        return "the first jump has no enemy piece to take or no empty landing";
    }
    "not allowed"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position_text::parse_position;

    #[test]
    fn shape_errors_are_precise() {
        use NotationError::*;
        let cases: &[(&str, NotationError)] = &[
            ("", Empty),
            ("c4", Malformed { text: "c4".into() }),
            (
                "c4-c5-c6",
                Malformed {
                    text: "c4-c5-c6".into(),
                },
            ),
            (
                "c4-c5xc6",
                Malformed {
                    text: "c4-c5xc6".into(),
                },
            ),
            ("c4x", Malformed { text: "c4x".into() }),
            ("c4-z9", UnknownPoint { name: "z9".into() }),
            ("b1-c2", UnknownPoint { name: "b1".into() }),
            (
                "b3-c4",
                NotAStep {
                    from: "b3".into(),
                    to: "c4".into(),
                },
            ),
            (
                "c4xc7",
                NotAJump {
                    from: "c4".into(),
                    to: "c7".into(),
                },
            ),
            (
                "c4xc6xd5",
                NotAJump {
                    from: "c6".into(),
                    to: "d5".into(),
                },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_shape(text).unwrap_err(), *expected, "{text:?}");
        }
    }

    #[test]
    fn a_step_that_skips_a_point_or_leaves_the_lines_says_so() {
        // c4-c6 lies on a line but skips c5; b3-c4 lies on no line at all:
        // the same words are true of both.
        for (text, from, to) in [("c4-c6", "c4", "c6"), ("b3-c4", "b3", "c4")] {
            assert_eq!(
                parse_shape(text).unwrap_err().to_string(),
                format!(
                    "{text}: {from} and {to} are not neighbours (a step goes to the next point along a line)"
                )
            );
        }
    }

    #[test]
    fn turns_are_matched_against_the_position() {
        let start = Position::start();
        let turn = parse_turn(&start, Taking::Optional, "c4-c5").unwrap();
        assert_eq!(format_turn(&turn), "c4-c5");
        assert_eq!(
            parse_turn(&start, Taking::Optional, "c6-c5").unwrap_err(),
            NotationError::NoPiece { point: "c6".into() }
        );
        assert!(matches!(
            parse_turn(&start, Taking::Optional, "c3-c4").unwrap_err(),
            NotationError::Illegal {
                reason: "the point is not empty",
                ..
            }
        ));
        assert!(matches!(
            parse_turn(&start, Taking::Optional, "c4xc6").unwrap_err(),
            NotationError::Illegal { .. }
        ));
    }

    #[test]
    fn forced_runs_must_finish() {
        // Red c4 can take c5, then c7 landing on c8: c4xc6 stops early.
        let pos = parse_position("3/3/2w2/5/2w2/2r2/5/3/3 r").unwrap();
        assert!(parse_turn(&pos, Taking::Optional, "c4xc6").is_ok());
        assert!(parse_turn(&pos, Taking::Optional, "c4xc6xc8").is_ok());
        assert!(matches!(
            parse_turn(&pos, Taking::Forced, "c4xc6").unwrap_err(),
            NotationError::Illegal {
                reason: "the run must go on while a take is left",
                ..
            }
        ));
        assert!(matches!(
            parse_turn(&pos, Taking::Forced, "c4-d4").unwrap_err(),
            NotationError::Illegal {
                reason: "a take is available and takes are forced",
                ..
            }
        ));
        assert!(parse_turn(&pos, Taking::Forced, "c4xc6xc8").is_ok());
    }
}
