//! The bots of one session: one per computer side, seeded from the game's
//! seed, and a full-strength one for hints. Each is made when first needed,
//! since each owns a transposition table.

use crate::{CancelToken, SholoError};
use sholo_core::Bot;
use sholo_core::{Game, GameConfig, PlayerKind, Side, Turn};

/// A bot's chosen turn and how it judged it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Choice {
    pub turn: Turn,
    pub score: i32,
    pub depth: u32,
}

/// The session's bots.
#[derive(Debug)]
pub(crate) struct Engines {
    config: GameConfig,
    players: [Option<Bot>; 2],
    hinter: Option<Bot>,
}

impl Engines {
    pub fn new(config: &GameConfig) -> Engines {
        Engines {
            config: *config,
            players: [None, None],
            hinter: None,
        }
    }

    /// The configured bot's turn for the side to move.
    pub fn choose(&mut self, game: &Game, cancel: &CancelToken) -> Result<Choice, SholoError> {
        let side = game.position().side_to_move();
        let PlayerKind::Computer { level } = self.config.player(side) else {
            return Err(SholoError::NotYourTurn);
        };
        let seed = side_seed(self.config.seed, side);
        let bot = self.players[side.index()].get_or_insert_with(|| Bot::new(level, seed));
        finish(bot.choose(game, cancel.flag()), cancel)
    }

    /// The strongest turn for the side to move.
    pub fn hint(&mut self, game: &Game, cancel: &CancelToken) -> Result<Choice, SholoError> {
        let bot = self.hinter.get_or_insert_with(Bot::for_hints);
        finish(bot.hint(game, cancel.flag()), cancel)
    }
}

/// Each side's bot gets its own stream of randomness from the game's seed.
fn side_seed(seed: u64, side: Side) -> u64 {
    match side {
        Side::Red => seed,
        Side::White => seed.rotate_left(32) ^ 0x5768_6974_6521,
    }
}

/// A cancelled search is reported as cancelled even if it found a turn: the
/// shell no longer wants it.
fn finish(choice: Option<sholo_core::Choice>, cancel: &CancelToken) -> Result<Choice, SholoError> {
    if cancel.is_cancelled() {
        return Err(SholoError::Cancelled);
    }
    let choice = choice.ok_or_else(|| SholoError::Internal {
        detail: "the bot found no turn".to_string(),
    })?;
    Ok(Choice {
        turn: choice.turn,
        score: choice.score,
        depth: choice.depth,
    })
}
