//! Playing a turn one hop at a time, as a touch screen does: pick up a piece,
//! step or take, take again, stop. Legality comes from the full list of legal
//! turns, so a partly played run is legal exactly when it is the start of one.

use crate::board::Point;
use crate::turn::Turn;

/// One place a piece may go next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HopTarget {
    pub to: Point,
    /// The point whose piece this hop removes (a take), or `None` (a step).
    pub taken: Option<Point>,
}

/// The first hops of the piece on `from` among `turns` (the legal turns now).
pub fn first_hops(turns: &[Turn], from: Point) -> Vec<HopTarget> {
    next_hops(turns, &[from])
}

/// The hops that continue `path` (a start point and the landings so far)
/// towards some legal turn. For a path of more than one point these are takes.
pub fn next_hops(turns: &[Turn], path: &[Point]) -> Vec<HopTarget> {
    let mut targets: Vec<HopTarget> = Vec::new();
    for turn in turns {
        let full = turn.path();
        if full.len() > path.len() && full.starts_with(path) {
            let at = path[path.len() - 1];
            let to = full[path.len()];
            let taken = if turn.is_capture() { at.jump_over(to) } else { None };
            let target = HopTarget { to, taken };
            if !targets.contains(&target) {
                targets.push(target);
            }
        }
    }
    targets
}

/// The legal turn that is exactly `path` (a place where the player may stop).
pub fn turn_with_path(turns: &[Turn], path: &[Point]) -> Option<Turn> {
    turns.iter().find(|t| t.path() == path).copied()
}

/// The pieces of the side to move that have any legal turn.
pub fn movable_pieces(turns: &[Turn]) -> Vec<Point> {
    let mut pieces: Vec<Point> = turns.iter().map(Turn::from).collect();
    pieces.sort_unstable();
    pieces.dedup();
    pieces
}
