//! A puzzle's rating on the ladder's scale, measured rather than guessed:
//! every level below Expert tries the puzzle a few times, each try with its
//! own seed, and the puzzle is rated where a player would solve it as often
//! as those tries did. A level "solves" it when its turn leads where a
//! solution leads; its mistakes (a glance, a missed second take, a run
//! stopped early) are the ones it makes in games, and so are its endgame
//! tables (Skilled and up play table positions perfectly).
//!
//! The rating is the maximum-likelihood Elo of the tries, each a game
//! between the level (at its rating, `Level::rating`) and the puzzle, with
//! one virtual draw against Medium so that a puzzle every level solves, or
//! none does, still gets a finite rating: the same fit as a player's
//! performance rating.

use super::generate::{bot, mix};
use super::Puzzle;
use crate::bot::Bot;
use crate::learn::{Exercise, Verdict};
use crate::level::Level;
use crate::rating::performance;
use std::sync::atomic::AtomicBool;

/// Tries each level makes at each puzzle.
pub const TRIES_PER_LEVEL: u64 = 4;

/// The levels that try: every level but Expert, which plays every
/// solution (`generate::puzzle_at` keeps no other).
fn raters() -> impl Iterator<Item = Level> {
    Level::ALL
        .into_iter()
        .filter(|&level| level != Level::Expert)
}

/// Ratings a puzzle can get: as far as a player's puzzle rating goes.
const LOWEST: f64 = 100.0;
const HIGHEST: f64 = 3000.0;

/// The puzzle's rating from its tries (a pure function of the puzzle: the
/// seeds come from its position).
pub fn rate(puzzle: &Puzzle) -> u16 {
    let exercise = puzzle.exercise();
    let key = exercise.start.position().key();
    let solves = |level: Level, n: u64| {
        let seed = mix(key, level as u64 * TRIES_PER_LEVEL + n);
        plays_solution(&exercise, bot(level, seed))
    };
    fit(&tries(solves)).round() as u16
}

/// Whether `bot` plays a solution of the puzzle set out as `exercise`, by
/// the judge a player's answer meets (a turn to the same position counts).
pub(super) fn plays_solution(exercise: &Exercise, mut bot: Bot) -> bool {
    let game = &exercise.start;
    let Some(choice) = bot.choose(game, &AtomicBool::new(false)) else {
        return false;
    };
    let mut after = game.clone();
    after.play(&choice.turn).is_ok()
        && exercise.goal.judge(game, &choice.turn, &after) == Verdict::Done
}

/// Every rater's tries, each `solves(level, n)` for its `n`th try.
fn tries(solves: impl Fn(Level, u64) -> bool) -> Vec<(Level, bool)> {
    raters()
        .flat_map(|level| (0..TRIES_PER_LEVEL).map(move |n| (level, n)))
        .map(|(level, n)| (level, solves(level, n)))
        .collect()
}

/// The rating at which the puzzle would be solved as often as `tries` did,
/// against levels at their ladder ratings, with one virtual draw against
/// Medium; within `LOWEST..=HIGHEST`. It is the puzzle's performance
/// rating: it scores a point for each try that misses.
pub fn fit(tries: &[(Level, bool)]) -> f64 {
    let mut games: Vec<(Level, f64, u32)> = tries
        .iter()
        .map(|&(level, solved)| (level, if solved { 0.0 } else { 1.0 }, 1))
        .collect();
    games.push((Level::Medium, 0.5, 1));
    performance(&games, LOWEST, HIGHEST)
}

/// The difficulty (1 to 5) for a rating: bands of 250 from below 600, where
/// the puzzles the games yield lie (docs/PUZZLES.md); the set is chosen
/// round them, so the few hard ones all get in.
pub fn difficulty(rating: u16) -> u8 {
    match rating {
        ..600 => 1,
        600..850 => 2,
        850..1100 => 3,
        1100..1350 => 4,
        _ => 5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_solved_by_the_levels_above_a_rung_is_rated_near_it() {
        // Medium and up solve it every time, the levels below never.
        let rating = fit(&tries(|level, _| level >= Level::Medium));
        assert!(
            (f64::from(Level::Steady.rating())..f64::from(Level::Medium.rating()))
                .contains(&rating),
            "{rating}"
        );
    }

    #[test]
    fn fewer_solves_rate_a_puzzle_higher() {
        let mut last = LOWEST;
        for cut in raters() {
            let rating = fit(&tries(|level, _| level >= cut));
            assert!(rating > last, "solved from {cut:?} up: {rating} !> {last}");
            last = rating;
        }
    }

    #[test]
    fn every_try_solved_or_none_still_gives_a_rating_in_range() {
        let easiest = fit(&tries(|_, _| true));
        let hardest = fit(&tries(|_, _| false));
        assert!(easiest > LOWEST && easiest < f64::from(Level::Learning.rating()));
        assert!(hardest < HIGHEST && hardest > f64::from(Level::Strong.rating()));
    }

    #[test]
    fn half_the_tries_at_every_level_is_a_middling_puzzle() {
        let rating = fit(&tries(|_, n| n % 2 == 0));
        let levels: Vec<f64> = raters().map(|level| f64::from(level.rating())).collect();
        let mean = levels.iter().sum::<f64>() / levels.len() as f64;
        assert!((rating - mean).abs() < 150.0, "{rating} against {mean}");
    }

    #[test]
    fn difficulty_follows_the_rating() {
        assert_eq!(difficulty(100), 1);
        assert_eq!(difficulty(599), 1);
        assert_eq!(difficulty(600), 2);
        assert_eq!(difficulty(1000), 3);
        assert_eq!(difficulty(1349), 4);
        assert_eq!(difficulty(1350), 5);
        assert_eq!(difficulty(3000), 5);
    }
}
