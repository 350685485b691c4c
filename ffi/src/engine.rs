//! The bots of one session: one per computer side, seeded from the game's
//! seed, plus a full-strength one for hints.

use crate::{CancelToken, SholoError};
use sholo_core::{Game, GameConfig, Turn};

/// A bot's chosen turn and how it judged it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Choice {
    pub turn: Turn,
    pub score: i32,
    pub depth: u32,
}

/// The session's bots (created when first needed: each owns a hash table).
#[derive(Debug)]
pub(crate) struct Engines {
    config: GameConfig,
}

impl Engines {
    pub fn new(config: &GameConfig) -> Engines {
        Engines { config: *config }
    }

    /// The configured bot's turn for the side to move.
    pub fn choose(&mut self, game: &Game, cancel: &CancelToken) -> Result<Choice, SholoError> {
        let _ = (game, cancel, &self.config);
        Err(SholoError::Internal {
            detail: "the bot is not built yet".to_string(),
        })
    }

    /// The strongest turn for the side to move.
    pub fn hint(&mut self, game: &Game, cancel: &CancelToken) -> Result<Choice, SholoError> {
        self.choose(game, cancel)
    }
}
