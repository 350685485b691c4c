//! Turn generation: steps, and capture runs with their stopping rules
//! (docs/RULES.md, "A turn").
//!
//! A run is explored depth first from the moving piece. Under optional takes
//! every landing is a place the player may stop, so every prefix of a run is a
//! turn; under forced takes only runs that cannot go on are turns, and only
//! takes are allowed when any take exists.

use crate::board::{jumps_from, Point, ALL_POINTS};
use crate::position::Position;
use crate::rules::Taking;
use crate::turn::{Turn, MAX_HOPS};

/// Which of several runs reaching the same result to list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paths {
    /// Every turn with its own notation (what a player may enter; what perft counts).
    All,
    /// One turn per resulting position (what a search needs): runs that end on
    /// the same point having taken the same pieces are merged, and the (point,
    /// taken set) states of a run are each explored once.
    Distinct,
}

/// Every legal turn in the position, one per notation, in generation order.
pub fn legal_turns(pos: &Position, taking: Taking) -> Vec<Turn> {
    let mut turns = Vec::new();
    generate(pos, taking, Paths::All, &mut turns);
    turns
}

/// Appends the legal turns of `pos` to `out`.
pub fn generate(pos: &Position, taking: Taking, paths: Paths, out: &mut Vec<Turn>) {
    let side = pos.side_to_move();
    let own = pos.pieces(side).bits();
    let enemy = pos.pieces(side.other()).bits();
    let forced = taking == Taking::Forced;
    let first = out.len();
    let mut seen = Vec::new();
    for from in Point::iter_set(own) {
        let mut run = RunSearch {
            from: from.index() as u8,
            forced,
            paths,
            landings: [0; MAX_HOPS],
            seen: &mut seen,
            out,
        };
        run.seen.clear();
        run.extend(
            from.index(),
            0,
            enemy,
            ALL_POINTS & !(own | enemy) | from.bit(),
            0,
        );
    }
    if forced && out.len() > first {
        return;
    }
    let empty = pos.empty().bits();
    for from in Point::iter_set(own) {
        for to in Point::iter_set(from.neighbours().bits() & empty) {
            out.push(Turn::step(from, to));
        }
    }
}

/// The number of legal turns, as `legal_turns(pos, taking).len()`, without
/// building them: the last ply of perft.
pub(crate) fn count_turns(pos: &Position, taking: Taking) -> u64 {
    let side = pos.side_to_move();
    let own = pos.pieces(side).bits();
    let enemy = pos.pieces(side.other()).bits();
    let forced = taking == Taking::Forced;
    let mut runs = 0;
    for from in Point::iter_set(own) {
        runs += count_runs(
            from.index(),
            enemy,
            ALL_POINTS & !(own | enemy) | from.bit(),
            forced,
        );
    }
    if forced && runs > 0 {
        return runs;
    }
    let empty = pos.empty().bits();
    let steps: u64 = Point::iter_set(own)
        .map(|p| (p.neighbours().bits() & empty).count_ones() as u64)
        .sum();
    runs + steps
}

/// Whether the side to move has any legal turn (a step or a take).
pub fn has_legal_turn(pos: &Position) -> bool {
    let own = pos.pieces(pos.side_to_move()).bits();
    let empty = pos.empty().bits();
    Point::iter_set(own).any(|p| p.neighbours().bits() & empty != 0) || has_capture(pos)
}

/// Whether the side to move can take anything.
pub fn has_capture(pos: &Position) -> bool {
    let side = pos.side_to_move();
    let enemy = pos.pieces(side.other()).bits();
    let empty = pos.empty().bits();
    pos.pieces(side)
        .iter()
        .any(|p| can_take(p.index(), enemy, empty))
}

/// Whether a piece on `at` can take, given the enemy and empty sets.
#[inline]
fn can_take(at: usize, enemy: u64, empty: u64) -> bool {
    jumps_from(at)
        .iter()
        .any(|&(over, to)| enemy & (1 << over) != 0 && empty & (1 << to) != 0)
}

/// Number of runs (turns) starting with a take from `at`.
fn count_runs(at: usize, enemy: u64, empty: u64, forced: bool) -> u64 {
    let mut total = 0;
    for &(over, to) in jumps_from(at) {
        if enemy & (1 << over) != 0 && empty & (1 << to) != 0 {
            let (enemy, empty) = (enemy & !(1 << over), empty | (1 << over));
            let further = count_runs(to as usize, enemy, empty, forced);
            total += if forced { further.max(1) } else { 1 + further };
        }
    }
    total
}

/// The depth-first search over the runs of one piece.
struct RunSearch<'a> {
    from: u8,
    forced: bool,
    paths: Paths,
    landings: [u8; MAX_HOPS],
    /// (point, taken set) states already explored, in `Paths::Distinct` mode.
    seen: &'a mut Vec<(u8, u64)>,
    out: &'a mut Vec<Turn>,
}

impl RunSearch<'_> {
    /// Explores every take from `at` after `depth` takes; returns whether any take
    /// was possible. `empty` counts the moving piece's start point as empty.
    fn extend(&mut self, at: usize, depth: usize, enemy: u64, empty: u64, captured: u64) -> bool {
        let mut any = false;
        for &(over, to) in jumps_from(at) {
            if enemy & (1 << over) == 0 || empty & (1 << to) == 0 {
                continue;
            }
            any = true;
            let captured = captured | (1 << over);
            if self.paths == Paths::Distinct {
                if self.seen.contains(&(to, captured)) {
                    continue;
                }
                self.seen.push((to, captured));
            }
            self.landings[depth] = to;
            if !self.forced {
                self.out
                    .push(Turn::run(self.from, &self.landings[..=depth], captured));
            }
            let (next_enemy, next_empty) = (enemy & !(1 << over), empty | (1 << over));
            let went_on = self.extend(to as usize, depth + 1, next_enemy, next_empty, captured);
            if self.forced && !went_on {
                self.out
                    .push(Turn::run(self.from, &self.landings[..=depth], captured));
            }
        }
        any
    }
}
