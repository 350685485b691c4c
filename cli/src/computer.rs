//! The computer's turns for the terminal game.

use sholo_core::{Game, Level, Turn};

/// The bot's turn at `level` for the side to move.
pub fn choose(_game: &Game, _level: Level, _seed: u64) -> Result<Turn, String> {
    Err("computer players arrive with the bot".to_string())
}

/// The strongest turn for the side to move.
pub fn hint(game: &Game, seed: u64) -> Result<Turn, String> {
    choose(game, Level::Expert, seed)
}
