//! `GameSession`: one game on screen, from a config or a save.

use crate::{BotTurn, CancelToken, GameConfig, GameSummary, GameView, Hop, SholoError, Target};
use std::sync::{Arc, Mutex};

/// A game in progress. Thread-safe: `think` may run on a background thread while
/// the UI thread reads `view`.
#[derive(Debug, uniffi::Object)]
pub struct GameSession {
    inner: Mutex<()>,
}

#[uniffi::export]
impl GameSession {
    /// A new game from the start position.
    #[uniffi::constructor]
    pub fn new(config: GameConfig) -> Self {
        let _ = config;
        todo!()
    }

    /// A game restored from `save()`. Every turn is replayed and re-checked; a
    /// damaged, edited or newer save is refused whole.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Self, SholoError> {
        let _ = saved;
        todo!()
    }

    /// A game from a position text (puzzles, tests, bug reports).
    #[uniffi::constructor]
    pub fn from_position(config: GameConfig, position: String) -> Result<Self, SholoError> {
        let _ = (config, position);
        todo!()
    }

    /// Everything the screen shows now.
    pub fn view(&self) -> GameView {
        let _ = &self.inner;
        todo!()
    }

    /// Where the piece on `from` may go now: its steps and takes, or, during a
    /// run, the running piece's next takes. Empty for a piece that cannot move.
    pub fn targets(&self, from: i32) -> Result<Vec<Target>, SholoError> {
        let _ = from;
        todo!()
    }

    /// Plays one hop by a person: a step (ends the turn) or one take (the turn
    /// goes on while the piece can take again and the player may continue).
    /// Returns every hop played, starting with this one: with forced takes a
    /// single possible continuation is played automatically and included.
    pub fn play_hop(&self, from: i32, to: i32) -> Result<Vec<Hop>, SholoError> {
        let _ = (from, to);
        todo!()
    }

    /// Ends the run in progress (End turn).
    pub fn end_run(&self) -> Result<(), SholoError> {
        todo!()
    }

    /// Plays a whole turn given in notation, e.g. `c3-c4` or `c4xc6xe6`.
    pub fn play_notation(&self, notation: String) -> Result<(), SholoError> {
        let _ = notation;
        todo!()
    }

    /// Takes back: a run in progress, or the last turn; against the computer,
    /// back to before the human's last turn.
    pub fn undo(&self) -> Result<(), SholoError> {
        todo!()
    }

    /// The bot's choice for the side to move (a computer player). Blocks the
    /// calling thread, so call it off the UI thread; `cancel` stops it early.
    pub fn think(&self, cancel: Arc<CancelToken>) -> Result<BotTurn, SholoError> {
        let _ = cancel;
        todo!()
    }

    /// The best turn for a person to move, for the hint button. Blocks like `think`.
    pub fn hint(&self, cancel: Arc<CancelToken>) -> Result<BotTurn, SholoError> {
        let _ = cancel;
        todo!()
    }

    /// Plays a turn from `think`, after re-checking it: refused as stale if the
    /// position changed since it was chosen.
    pub fn apply_bot_turn(&self, turn: BotTurn) -> Result<(), SholoError> {
        let _ = turn;
        todo!()
    }

    /// The side to move (a person) gives up the game.
    pub fn resign(&self) -> Result<(), SholoError> {
        todo!()
    }

    /// The game as a versioned JSON string, to write after every turn.
    pub fn save(&self) -> String {
        todo!()
    }

    /// The end screen's figures, once the game is over.
    pub fn summary(&self) -> Option<GameSummary> {
        todo!()
    }
}
