//! The player's record per difficulty and for two-player games.

use crate::{GameSummary, Level, SholoError};
use std::sync::Mutex;

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
    inner: Mutex<()>,
}

#[uniffi::export]
impl StatsBook {
    /// An empty book.
    #[uniffi::constructor]
    pub fn new() -> Self {
        todo!()
    }

    /// Reads a book written by `to_json`; a damaged or newer file is refused.
    #[uniffi::constructor]
    pub fn load(json: String) -> Result<Self, SholoError> {
        let _ = json;
        todo!()
    }

    /// Records a finished game. Games against the computer count for the human's
    /// level; two-player games in the two-player tally; bot-vs-bot games not at
    /// all. Returns false if this game (by its id) was already recorded.
    pub fn record_game(&self, summary: GameSummary) -> bool {
        let _ = (summary, &self.inner);
        todo!()
    }

    pub fn level_record(&self, level: Level) -> LevelRecord {
        let _ = level;
        todo!()
    }

    /// All four levels, Easy first.
    pub fn level_records(&self) -> Vec<LevelRecord> {
        todo!()
    }

    pub fn two_player_record(&self) -> TwoPlayerRecord {
        todo!()
    }

    pub fn to_json(&self) -> String {
        todo!()
    }
}
