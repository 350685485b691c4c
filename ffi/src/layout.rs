//! The board's geometry, for drawing: the shells never hard-code a coordinate.

use crate::types::Cell;
use sholo_core::{board_lines, Point, Position};

/// One of the 37 points.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct PointInfo {
    /// Index into `GameView::cells` and every point argument of the API.
    pub index: i32,
    /// Its name in notation, `a1` to `e9`.
    pub name: String,
    /// Column, 0 (a) to 4 (e).
    pub x: f32,
    /// Row from Red's end, 0 (row 1) to 8 (row 9).
    pub y: f32,
    /// How many neighbours it has (2 to 8): the strong points have 8.
    pub line_count: i32,
}

/// A drawn line, through the listed points in order.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BoardLine {
    pub points: Vec<i32>,
}

/// The points, the drawn lines and the pieces as a game starts.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct BoardLayout {
    pub points: Vec<PointInfo>,
    pub lines: Vec<BoardLine>,
    /// One cell per point, as the rule book sets the board up: the picture
    /// on Home and How to play.
    pub opening: Vec<Cell>,
}

/// The board to draw: 37 points with names and coordinates, the lines, and
/// the opening position.
#[uniffi::export]
pub fn board_layout() -> BoardLayout {
    let points = Point::all()
        .map(|p| PointInfo {
            index: p.index() as i32,
            name: p.name().to_string(),
            x: p.column() as f32,
            y: p.row() as f32,
            line_count: p.neighbours().len() as i32,
        })
        .collect();
    let lines = board_lines()
        .map(|line| BoardLine {
            points: line.iter().map(|p| p.index() as i32).collect(),
        })
        .collect();
    let start = Position::start();
    let opening = Point::all()
        .map(|p| Cell::from(start.piece_at(p)))
        .collect();
    BoardLayout {
        points,
        lines,
        opening,
    }
}
