//! The computer's turns for the terminal game.

use sholo_core::Bot;
use sholo_core::{Game, Level, Side, Turn};
use std::sync::atomic::AtomicBool;

/// The bots at the table, one per computer side, and one for hints.
#[derive(Debug, Default)]
pub struct Computer {
    bots: Vec<(Side, Level, Bot)>,
    hinter: Option<Bot>,
}

/// Never set: the terminal game waits for the bot's own time budget.
static NEVER: AtomicBool = AtomicBool::new(false);

impl Computer {
    /// The bot's turn at `level` for the side to move.
    pub fn choose(&mut self, game: &Game, level: Level, seed: u64) -> Result<Turn, String> {
        let side = game.position().side_to_move();
        let index = match self
            .bots
            .iter()
            .position(|(s, l, _)| *s == side && *l == level)
        {
            Some(index) => index,
            None => {
                self.bots
                    .push((side, level, Bot::new(level, seed ^ side.index() as u64)));
                self.bots.len() - 1
            }
        };
        let bot = &mut self.bots[index].2;
        bot.choose(game, &NEVER)
            .map(|c| c.turn)
            .ok_or_else(|| "the computer found no turn".to_string())
    }

    /// The strongest turn for the side to move.
    pub fn hint(&mut self, game: &Game) -> Result<Turn, String> {
        let bot = self.hinter.get_or_insert_with(Bot::for_hints);
        bot.hint(game, &NEVER)
            .map(|c| c.turn)
            .ok_or_else(|| "no hint: the game is over".to_string())
    }
}
