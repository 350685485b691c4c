//! The record book: per difficulty level, wins, losses, draws and streaks
//! against the computer, the player's rating from those games (`rating.rs`),
//! a tally of two-player games, and the progress in lessons and puzzles.
//! Versioned JSON.
//!
//! Version 1 had neither rating nor learning progress: reading one, the
//! rating is the performance rating of its per-level records, the progress
//! is empty, and the next write is version 2.

use crate::config::{GameConfig, Mode};
use crate::learn::LearnProgress;
use crate::level::Level;
use crate::rating::{PlayerRating, PlayerResult};
use crate::rules::Outcome;
use crate::side::Side;
use crate::versioned::{self, EnvelopeError};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, VecDeque};

/// The `format` field of every stats file.
pub const STATS_FORMAT: &str = "sholo-guti-stats";
/// The version this build writes and the newest it reads.
pub const STATS_VERSION: u32 = 2;
/// How many recent game ids are kept to refuse recording a game twice.
const REMEMBERED_GAMES: usize = 64;

/// The record at one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelStats {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Wins in a row up to the last game; a loss or a draw ends it.
    pub current_streak: u32,
    pub best_streak: u32,
}

impl LevelStats {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// Wins over games, 0.0 with no games.
    pub fn win_rate(&self) -> f64 {
        match self.games() {
            0 => 0.0,
            games => self.wins as f64 / games as f64,
        }
    }

    fn record(&mut self, result: PlayerResult) {
        match result {
            PlayerResult::Win => {
                self.wins += 1;
                self.current_streak += 1;
                self.best_streak = self.best_streak.max(self.current_streak);
            }
            PlayerResult::Loss => {
                self.losses += 1;
                self.current_streak = 0;
            }
            PlayerResult::Draw => {
                self.draws += 1;
                self.current_streak = 0;
            }
        }
    }

    fn is_consistent(&self) -> bool {
        self.current_streak <= self.best_streak
            && self.best_streak <= self.wins
            && self
                .wins
                .checked_add(self.losses)
                .and_then(|n| n.checked_add(self.draws))
                .is_some()
    }
}

/// Results of games between two people.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoPlayerStats {
    pub red_wins: u32,
    pub white_wins: u32,
    pub draws: u32,
}

/// Why a stats file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StatsError {
    #[error("not a readable stats file: {0}")]
    Malformed(String),
    #[error("not a Sholo Guti stats file")]
    WrongFormat,
    #[error("written by a newer version (stats version {0})")]
    NewerVersion(u32),
    #[error("the {0} record does not add up")]
    Inconsistent(Level),
    #[error("the rating is out of range")]
    BadRating,
    #[error("the puzzle record does not add up")]
    LearnInconsistent,
}

/// The whole record book.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StatsBook {
    levels: BTreeMap<Level, LevelStats>,
    /// `None` until the first game against the computer.
    rating: Option<PlayerRating>,
    two_player: TwoPlayerStats,
    recent_games: VecDeque<String>,
    learn: LearnProgress,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsFile {
    format: String,
    version: u32,
    levels: BTreeMap<Level, LevelStats>,
    /// Since version 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rating: Option<PlayerRating>,
    two_player: TwoPlayerStats,
    #[serde(default)]
    recent_games: VecDeque<String>,
    /// Added in version 2; a version 1 file has none.
    #[serde(default)]
    learn: LearnProgress,
}

impl StatsBook {
    pub fn new() -> StatsBook {
        StatsBook::default()
    }

    /// The record at `level`.
    pub fn level(&self, level: Level) -> LevelStats {
        self.levels.get(&level).copied().unwrap_or_default()
    }

    pub fn two_player(&self) -> TwoPlayerStats {
        self.two_player
    }

    /// The player's rating from the games against the computer (the
    /// starting rating, with no games, before the first).
    pub fn rating(&self) -> PlayerRating {
        self.rating.unwrap_or_default()
    }

    /// The progress in lessons and puzzles.
    pub fn learn(&self) -> &LearnProgress {
        &self.learn
    }

    pub fn learn_mut(&mut self) -> &mut LearnProgress {
        &mut self.learn
    }

    /// Records a finished game. Against the computer it counts at the level
    /// played; two-player games go to the tally; bot-only games are not
    /// recorded. Returns false if the game was recorded before (by id) or does
    /// not count.
    pub fn record(&mut self, game_id: &str, config: &GameConfig, outcome: &Outcome) -> bool {
        if self.recent_games.iter().any(|id| id == game_id) {
            return false;
        }
        match config.mode() {
            // Online results are not in the offline record book.
            Mode::Watch | Mode::Online { .. } => return false,
            Mode::VsComputer { human, level } => {
                let result = match outcome.winner {
                    None => PlayerResult::Draw,
                    Some(side) if side == human => PlayerResult::Win,
                    Some(_) => PlayerResult::Loss,
                };
                self.levels.entry(level).or_default().record(result);
                self.rating = Some(self.rating().after(level, result));
            }
            Mode::TwoPlayers => match outcome.winner {
                Some(Side::Red) => self.two_player.red_wins += 1,
                Some(Side::White) => self.two_player.white_wins += 1,
                None => self.two_player.draws += 1,
            },
        }
        self.recent_games.push_back(game_id.to_string());
        if self.recent_games.len() > REMEMBERED_GAMES {
            self.recent_games.pop_front();
        }
        true
    }

    /// The book as versioned JSON.
    pub fn to_json(&self) -> String {
        let file = StatsFile {
            format: STATS_FORMAT.to_string(),
            version: STATS_VERSION,
            levels: self.levels.clone(),
            rating: self.rating,
            two_player: self.two_player,
            recent_games: self.recent_games.clone(),
            learn: self.learn.clone(),
        };
        serde_json::to_string_pretty(&file).expect("stats always serialise")
    }

    /// Reads a book written by `to_json`.
    pub fn from_json(text: &str) -> Result<StatsBook, StatsError> {
        let file: StatsFile =
            versioned::read(text, STATS_FORMAT, STATS_VERSION).map_err(|e| match e {
                EnvelopeError::Malformed(reason) => StatsError::Malformed(reason),
                EnvelopeError::WrongFormat => StatsError::WrongFormat,
                EnvelopeError::NewerVersion(version) => StatsError::NewerVersion(version),
            })?;
        if let Some((level, _)) = file.levels.iter().find(|(_, s)| !s.is_consistent()) {
            return Err(StatsError::Inconsistent(*level));
        }
        let rating = match file.rating {
            Some(rating) if !rating.is_sane() => return Err(StatsError::BadRating),
            Some(rating) => Some(rating),
            None => PlayerRating::from_record(&performance(&file.levels)),
        };
        if !file.learn.is_consistent() {
            return Err(StatsError::LearnInconsistent);
        }
        Ok(StatsBook {
            levels: file.levels,
            rating,
            two_player: file.two_player,
            recent_games: file.recent_games,
            learn: file.learn,
        })
    }
}

/// Each level's points and games, for the rating of a book without one.
fn performance(levels: &BTreeMap<Level, LevelStats>) -> Vec<(Level, f64, u32)> {
    levels
        .iter()
        .map(|(&level, stats)| {
            let points = f64::from(stats.wins) + f64::from(stats.draws) / 2.0;
            (level, points, stats.games())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{EndReason, Rules};

    fn vs(level: Level) -> GameConfig {
        GameConfig::vs_computer(Side::White, level, Rules::default(), 1)
    }

    #[test]
    fn streaks_follow_wins_losses_and_draws() {
        let mut book = StatsBook::new();
        let win = Outcome::win(Side::White, EndReason::AllTaken);
        let loss = Outcome::win(Side::Red, EndReason::ShutIn);
        let draw = Outcome::draw(EndReason::Repetition);
        for (i, o) in [win, win, win, loss, win, draw, win, win]
            .iter()
            .enumerate()
        {
            assert!(book.record(&format!("g{i}"), &vs(Level::Hard), o));
        }
        let hard = book.level(Level::Hard);
        assert_eq!((hard.wins, hard.losses, hard.draws), (6, 1, 1));
        assert_eq!((hard.current_streak, hard.best_streak), (2, 3));
        assert!((hard.win_rate() - 0.75).abs() < 1e-9);
        assert_eq!(book.level(Level::Easy), LevelStats::default());
        assert!(!book.record("g0", &vs(Level::Hard), &win), "recorded twice");
    }

    #[test]
    fn json_round_trip_and_refusals() {
        let mut book = StatsBook::new();
        book.record(
            "a",
            &vs(Level::Easy),
            &Outcome::win(Side::White, EndReason::AllTaken),
        );
        book.record(
            "b",
            &GameConfig::two_players(Rules::default()),
            &Outcome::draw(EndReason::QuietLimit),
        );
        let json = book.to_json();
        assert_eq!(StatsBook::from_json(&json).unwrap(), book);
        assert_eq!(
            StatsBook::from_json(&json.replace("\"version\": 2", "\"version\": 9")).unwrap_err(),
            StatsError::NewerVersion(9)
        );
        assert!(matches!(
            StatsBook::from_json("{\"format\""),
            Err(StatsError::Malformed(_))
        ));
        assert_eq!(
            StatsBook::from_json(&json.replace("\"best_streak\": 1", "\"best_streak\": 5"))
                .unwrap_err(),
            StatsError::Inconsistent(Level::Easy)
        );
    }

    #[test]
    fn games_against_the_computer_are_rated_and_two_player_games_are_not() {
        let mut book = StatsBook::new();
        assert_eq!(book.rating(), PlayerRating::default());
        book.record(
            "a",
            &GameConfig::two_players(Rules::default()),
            &Outcome::win(Side::Red, EndReason::AllTaken),
        );
        assert_eq!(book.rating().games, 0);
        book.record(
            "b",
            &vs(Level::Medium),
            &Outcome::win(Side::White, EndReason::AllTaken),
        );
        let rating = book.rating();
        assert_eq!(rating.games, 1);
        assert!(rating.rating > f64::from(Level::Medium.rating()));
        let json = book.to_json();
        assert!(json.contains("\"rating\""));
        assert_eq!(StatsBook::from_json(&json).unwrap().rating(), rating);
        let mut edited: serde_json::Value = serde_json::from_str(&json).unwrap();
        edited["rating"]["rating"] = serde_json::json!(99_999.0);
        assert_eq!(
            StatsBook::from_json(&edited.to_string()),
            Err(StatsError::BadRating)
        );
    }

    #[test]
    fn a_version_1_file_reads_with_no_learning_progress() {
        let v1 = r#"{"format": "sholo-guti-stats", "version": 1,
            "levels": {"easy": {"wins": 1, "losses": 0, "draws": 0, "current_streak": 1, "best_streak": 1}},
            "two_player": {"red_wins": 0, "white_wins": 0, "draws": 0}}"#;
        let book = StatsBook::from_json(v1).unwrap();
        assert_eq!(book.level(Level::Easy).wins, 1);
        assert_eq!(book.learn(), &LearnProgress::default());
        let mut book = book;
        book.learn_mut().step_done("step", 0);
        book.learn_mut().puzzle_played(7, 900, true);
        let again = StatsBook::from_json(&book.to_json()).unwrap();
        assert_eq!(again, book);
        assert!(book.to_json().contains("\"version\": 2"));
    }
}
