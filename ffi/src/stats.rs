//! The player's record per difficulty and for two-player games.

use crate::{GameSummary, Level, SholoError};
use sholo_core as core;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The record against the computer at one level.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct LevelRecord {
    pub level: Level,
    pub wins: i32,
    pub losses: i32,
    pub draws: i32,
    pub games: i32,
    /// Wins divided by games, 0.0 to 1.0 (0.0 with no games).
    pub win_rate: f64,
    /// Wins in a row up to the last game (a loss or a draw ends it).
    pub current_streak: i32,
    pub best_streak: i32,
}

/// Results of games between two people on one phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct TwoPlayerRecord {
    pub red_wins: i32,
    pub white_wins: i32,
    pub draws: i32,
}

/// The stats book, persisted by the shell as its own versioned JSON.
#[derive(Debug, uniffi::Object)]
pub struct StatsBook {
    book: Mutex<core::StatsBook>,
}

#[uniffi::export]
impl StatsBook {
    /// An empty book.
    #[uniffi::constructor]
    pub fn new() -> Self {
        StatsBook {
            book: Mutex::new(core::StatsBook::new()),
        }
    }

    /// Reads a book written by `to_json`; a damaged or newer file is refused.
    #[uniffi::constructor]
    pub fn load(json: String) -> Result<Self, SholoError> {
        Ok(StatsBook {
            book: Mutex::new(core::StatsBook::from_json(&json)?),
        })
    }

    /// Records a finished game. Games against the computer count for the human's
    /// level; two-player games in the two-player tally; bot-vs-bot games not at
    /// all. Returns false if the game does not count, or if its id is among
    /// the last 64 games recorded (a save restored after the app recorded it).
    pub fn record_game(&self, summary: GameSummary) -> bool {
        let config: core::GameConfig = summary.config.into();
        let outcome: core::Outcome = summary.outcome.into();
        self.book().record(&summary.game_id, &config, &outcome)
    }

    pub fn level_record(&self, level: Level) -> LevelRecord {
        let stats = self.book().level(level.into());
        LevelRecord {
            level,
            wins: saturate(stats.wins),
            losses: saturate(stats.losses),
            draws: saturate(stats.draws),
            games: saturate(stats.games()),
            win_rate: stats.win_rate(),
            current_streak: saturate(stats.current_streak),
            best_streak: saturate(stats.best_streak),
        }
    }

    /// All four levels, Easy first.
    pub fn level_records(&self) -> Vec<LevelRecord> {
        [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
            .into_iter()
            .map(|l| self.level_record(l))
            .collect()
    }

    pub fn two_player_record(&self) -> TwoPlayerRecord {
        let two = self.book().two_player();
        TwoPlayerRecord {
            red_wins: saturate(two.red_wins),
            white_wins: saturate(two.white_wins),
            draws: saturate(two.draws),
        }
    }

    pub fn to_json(&self) -> String {
        self.book().to_json()
    }
}

impl Default for StatsBook {
    fn default() -> Self {
        Self::new()
    }
}

impl StatsBook {
    fn book(&self) -> MutexGuard<'_, core::StatsBook> {
        self.book.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

fn saturate(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}
