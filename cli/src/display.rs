//! Drawing the board in a terminal: the lines as they are drawn on the ground,
//! pieces coloured, and marks for targets, takes and the last turn.

use sholo_core::table::View;
use sholo_core::{board_links, Point, PointSet};
use sholo_core::{Position, Side};
use std::io::IsTerminal;

/// Characters per board column and lines per board row.
const DX: usize = 6;
const DY: usize = 3;
const WIDTH: usize = 4 * DX + 1;
const HEIGHT: usize = 8 * DY + 1;

/// What to mark on the drawing besides the pieces.
#[derive(Default, Debug)]
pub struct Marks {
    /// Points a picked-up piece may step to.
    pub steps: Vec<Point>,
    /// Points it may land on with a take.
    pub takes: Vec<Point>,
    /// Pieces a take would remove.
    pub threatened: Vec<Point>,
    /// The picked-up piece.
    pub picked: Option<Point>,
    /// The last turn's path and the points it took from.
    pub last_path: Vec<Point>,
    pub last_taken: Vec<Point>,
}

/// Whether to use ANSI colours: on a terminal, unless NO_COLOR is set.
pub fn use_colour() -> bool {
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

fn cell(point: Point) -> (usize, usize) {
    (
        point.column() as usize * DX,
        (8 - point.row() as usize) * DY,
    )
}

/// The board with its lines, row labels on the left and column letters below.
pub fn draw(pos: &Position, marks: &Marks, colour: bool) -> String {
    let mut grid = vec![vec![String::from(" "); WIDTH]; HEIGHT];
    for (a, b) in board_links() {
        let ((x0, y0), (x1, y1)) = (cell(a), cell(b));
        let (dx, dy) = (x1 as isize - x0 as isize, y1 as isize - y0 as isize);
        let glyph = match (dx.signum(), dy.signum()) {
            (0, _) => "│",
            (_, 0) => "─",
            (s, t) if s == t => "╲",
            _ => "╱",
        };
        // Diagonals and columns advance one text line per step; rows one character.
        let n = if dy == 0 { dx.abs() } else { dy.abs() };
        for i in 1..n {
            let (x, y) = (x0 as isize + dx * i / n, y0 as isize + dy * i / n);
            grid[y as usize][x as usize] = glyph.to_string();
        }
    }
    for point in Point::all() {
        let (x, y) = cell(point);
        grid[y][x] = point_glyph(pos, point, marks, colour);
    }
    let mut out = String::new();
    for (y, row) in grid.iter().enumerate() {
        let label = if y % DY == 0 {
            format!("{} ", 9 - y / DY)
        } else {
            "  ".to_string()
        };
        out.push_str(&label);
        out.push_str(row.concat().trim_end());
        out.push('\n');
    }
    out.push_str("  ");
    for (i, c) in ['a', 'b', 'c', 'd', 'e'].iter().enumerate() {
        out.push(*c);
        if i < 4 {
            out.push_str(&" ".repeat(DX - 1));
        }
    }
    out.push('\n');
    out
}

fn point_glyph(pos: &Position, point: Point, marks: &Marks, colour: bool) -> String {
    let piece = pos.piece_at(point);
    let (glyph, code) = if marks.takes.contains(&point) {
        ("x", "1;33")
    } else if marks.steps.contains(&point) {
        ("*", "1;32")
    } else {
        match piece {
            Some(Side::Red) => ("R", "1;31"),
            Some(Side::White) => ("W", "1;37"),
            None if marks.last_taken.contains(&point) => ("∘", "2;35"),
            None => ("·", "2"),
        }
    };
    let emphasised = marks.picked == Some(point)
        || marks.threatened.contains(&point)
        || (piece.is_some() && marks.last_path.last() == Some(&point));
    if !colour {
        // Without colour, a picked-up, threatened or just-moved piece is lower case.
        return if emphasised {
            glyph.to_lowercase()
        } else {
            glyph.to_string()
        };
    }
    let style = if emphasised {
        format!("{code};7")
    } else {
        code.to_string()
    };
    format!("\x1b[{style}m{glyph}\x1b[0m")
}

/// The position the view shows, for the drawing.
pub fn position_of(view: &View) -> Position {
    let bits = |side: Side| -> PointSet {
        Point::all()
            .filter(|p| view.cells[p.index()] == Some(side))
            .collect()
    };
    Position::from_parts(
        bits(Side::Red),
        bits(Side::White),
        view.side_to_move,
        view.quiet,
        view.turn_number,
    )
}

/// The marks on the board: the last turn, the picked-up piece, where it
/// may go and what its takes would remove.
pub fn marks_of(view: &View) -> Marks {
    let mut marks = Marks::default();
    if let Some(last) = &view.last_turn {
        marks.last_path = last.turn.path();
        marks.last_taken = last.turn.captured().iter().collect();
    }
    marks.picked = view.selected;
    for target in &view.targets {
        match target.taken {
            Some(over) => {
                marks.takes.push(target.to);
                marks.threatened.push(over);
            }
            None => marks.steps.push(target.to),
        }
    }
    marks
}
