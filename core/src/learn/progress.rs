//! The learner's progress: the lesson steps done, and the puzzle record (a
//! rating, a streak, the puzzles played lately). Kept in the stats book, so
//! it is saved with the record and travels with it.

use crate::rating::k_factor;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, VecDeque};

/// The rating a new player starts from (an Elo scale: a puzzle at the
/// player's rating is solved half the time).
pub const START_RATING: i32 = 1000;
/// Puzzles remembered as played lately, so the next one is a new one.
const RECENT: usize = 100;

/// The puzzle record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleRecord {
    pub rating: i32,
    pub solved: u32,
    pub missed: u32,
    /// Solved in a row up to the last puzzle (a miss or a solution asked for ends it).
    pub streak: u32,
    pub best_streak: u32,
    /// The ids of the puzzles played lately, the newest last.
    #[serde(default)]
    pub recent: VecDeque<u32>,
}

impl Default for PuzzleRecord {
    fn default() -> PuzzleRecord {
        PuzzleRecord {
            rating: START_RATING,
            solved: 0,
            missed: 0,
            streak: 0,
            best_streak: 0,
            recent: VecDeque::new(),
        }
    }
}

/// Lessons and puzzles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LearnProgress {
    /// Per lesson id, how many of its steps were done (the first ones).
    #[serde(default)]
    pub lessons: BTreeMap<String, u32>,
    #[serde(default)]
    pub puzzles: PuzzleRecord,
}

impl LearnProgress {
    /// Steps of lesson `id` done, from the first.
    pub fn steps_done(&self, id: &str) -> u32 {
        self.lessons.get(id).copied().unwrap_or(0)
    }

    /// Step `step` (from 0) of lesson `id` was done; true if that is news.
    pub fn step_done(&mut self, id: &str, step: u32) -> bool {
        let done = self.lessons.entry(id.to_string()).or_insert(0);
        if step + 1 > *done {
            *done = step + 1;
            true
        } else {
            false
        }
    }

    /// A puzzle rated `puzzle_rating` was solved (or not): the rating moves
    /// by the Elo rule, with the game rating's settling period (three times
    /// the K for the first dozen puzzles, so a strong player reaches the
    /// hard puzzles soon), the streak grows or ends, and the puzzle is
    /// remembered as played.
    pub fn puzzle_played(&mut self, id: u32, puzzle_rating: i32, solved: bool) {
        let record = &mut self.puzzles;
        let expected = 1.0 / (1.0 + 10f64.powf(f64::from(puzzle_rating - record.rating) / 400.0));
        let score = if solved { 1.0 } else { 0.0 };
        let k = k_factor(record.solved.saturating_add(record.missed));
        record.rating += (k * (score - expected)).round() as i32;
        record.rating = record.rating.clamp(100, 3000);
        if solved {
            record.solved += 1;
            record.streak += 1;
            record.best_streak = record.best_streak.max(record.streak);
        } else {
            record.missed += 1;
            record.streak = 0;
        }
        record.recent.retain(|&r| r != id);
        record.recent.push_back(id);
        while record.recent.len() > RECENT {
            record.recent.pop_front();
        }
    }

    /// Whether the counts hold together (a hand-edited file may not).
    pub fn is_consistent(&self) -> bool {
        let p = &self.puzzles;
        p.streak <= p.best_streak && p.best_streak <= p.solved && (100..=3000).contains(&p.rating)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_the_rating_and_the_streak_missing_ends_it() {
        let mut progress = LearnProgress::default();
        progress.puzzle_played(1, START_RATING, true);
        assert_eq!(progress.puzzles.rating, START_RATING + 48);
        assert_eq!(progress.puzzles.streak, 1);
        progress.puzzle_played(2, START_RATING, false);
        assert!(progress.puzzles.rating < START_RATING + 48);
        assert_eq!(
            (progress.puzzles.streak, progress.puzzles.best_streak),
            (0, 1)
        );
        assert_eq!(progress.puzzles.recent, [1, 2]);
        assert!(progress.is_consistent());
    }

    #[test]
    fn the_first_dozen_puzzles_move_the_rating_three_times_as_far() {
        let mut progress = LearnProgress::default();
        let mut steps = Vec::new();
        for id in 0..14 {
            let before = progress.puzzles.rating;
            // An even puzzle each time: solved, it is worth half of K.
            progress.puzzle_played(id, before, true);
            steps.push(progress.puzzles.rating - before);
        }
        assert_eq!(steps[..12], [48; 12]);
        assert_eq!(steps[12..], [16, 16]);
        // A strong newcomer is past 1500 after a dozen solved.
        assert_eq!(progress.puzzles.rating, START_RATING + 12 * 48 + 2 * 16);
    }

    #[test]
    fn a_step_counts_once_and_in_order() {
        let mut progress = LearnProgress::default();
        assert!(progress.step_done("step", 0));
        assert!(!progress.step_done("step", 0));
        assert!(progress.step_done("step", 2));
        assert_eq!(progress.steps_done("step"), 3);
    }
}
