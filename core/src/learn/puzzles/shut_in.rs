//! Shut-in puzzles, built backwards: engine games almost never reach a
//! position where one step leaves the other side without a turn (none in
//! the 1 280 candidates of the first set), so they are made from the end.
//! One to three White pieces joined along lines are shut in: a Red piece on
//! every point next to them and on every point behind a Red piece they
//! could jump. One of those Red pieces is then stepped back to an empty
//! point next to it, and the position before that step, Red to move, is a
//! candidate; `generate::puzzle_at` keeps it only if the deep look finds
//! that step, and only it, wins, as for any other puzzle.

use super::generate::{mix, puzzle_at, USUAL};
use super::{Puzzle, Theme};
use crate::board::{Point, PointSet};
use crate::game::Game;
use crate::movegen::legal_turns;
use crate::position::Position;
use crate::rules::{Rules, Taking};
use crate::side::Side;

/// Red pieces beyond the wall, at most: the rest of a game's army.
const MOST_EXTRA_PIECES: u64 = 3;
/// Attempts per candidate wanted, before giving up (about one in twenty
/// attempts gives a shut-in puzzle).
const ATTEMPTS_PER_CANDIDATE: u64 = 200;

/// Up to `count` shut-in puzzles from positions seeded by `seed`, each
/// position once; the same seed gives the same puzzles.
pub fn candidates(seed: u64, count: usize) -> Vec<Puzzle> {
    let mut found: Vec<Puzzle> = Vec::new();
    for attempt in 0..count as u64 * ATTEMPTS_PER_CANDIDATE {
        if found.len() == count {
            break;
        }
        let Some(game) = one_step_from_shut_in(mix(seed, attempt)) else {
            continue;
        };
        let Some(puzzle) = puzzle_at(&game, USUAL) else {
            continue;
        };
        let new = !found.iter().any(|p| p.position == puzzle.position);
        if new && puzzle.themes.contains(&Theme::ShutIn) {
            found.push(puzzle);
        }
    }
    found
}

/// A position one Red step before White is shut in, or `None` when this
/// seed's pieces make no such position.
fn one_step_from_shut_in(seed: u64) -> Option<Game> {
    let mut n = 0;
    let mut next = move |below: u64| {
        n += 1;
        mix(seed, n) % below
    };
    let all: Vec<Point> = Point::all().collect();
    let mut white = PointSet::from(all[next(all.len() as u64) as usize]);
    for _ in 0..next(3) {
        let joined: Vec<Point> = white
            .into_iter()
            .flat_map(Point::neighbours)
            .filter(|p| !white.contains(*p))
            .collect();
        white |= *joined.get(next(joined.len().max(1) as u64) as usize)?;
    }
    let mut red = PointSet::EMPTY;
    for piece in white {
        red |= piece.neighbours() & !white;
    }
    for piece in white {
        for (over, to) in piece.jumps() {
            if red.contains(over) && !white.contains(to) {
                red |= to;
            }
        }
    }
    for _ in 0..next(MOST_EXTRA_PIECES + 1) {
        let extra = all[next(all.len() as u64) as usize];
        if !white.contains(extra) {
            red |= extra;
        }
    }
    let shut = Position::from_parts(red, white, Side::White, 0, 1);
    if !(3..=12).contains(&red.len()) || !legal_turns(&shut, Taking::Optional).is_empty() {
        return None;
    }
    let reds: Vec<Point> = red.into_iter().collect();
    let stepper = reds[next(reds.len() as u64) as usize];
    let empty: Vec<Point> = (stepper.neighbours() & !red & !white).into_iter().collect();
    let back = *empty.get(next(empty.len().max(1) as u64) as usize)?;
    let before = (red & !PointSet::from(stepper)) | back;
    let game = Game::from_position(
        Rules::default(),
        Position::from_parts(before, white, Side::Red, 0, 1),
    );
    (!game.is_over()).then_some(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::puzzles::judge::verify;

    #[test]
    fn every_candidate_is_one_step_that_shuts_the_other_side_in_and_verifies() {
        let found = candidates(5, 4);
        assert_eq!(found.len(), 4);
        for puzzle in &found {
            let pos = puzzle.position;
            assert_eq!(pos.side_to_move(), Side::Red);
            let after = pos.after(&puzzle.solutions[0]);
            assert!(after.count(Side::White) > 0);
            assert!(legal_turns(&after, puzzle.taking).is_empty(), "{pos:?}");
            assert_eq!(verify(puzzle), Ok(()));
        }
        assert_eq!(candidates(5, 4), found, "the same seed, the same puzzles");
    }
}
