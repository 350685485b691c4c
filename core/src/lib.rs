//! Sholo Guti's core: the board, the rules, notation, the game record, the bot,
//! the save format and the stats book. No I/O and no platform code.
//!
//! Start at [`game::Game`] for a game with its end conditions, or at
//! [`movegen`] for turn generation on a bare [`position::Position`].

pub mod board;
pub mod bot;
pub mod config;
pub mod game;
pub mod hops;
pub mod level;
pub mod movegen;
pub mod notation;
pub mod position;
pub mod position_text;
pub mod rules;
pub mod save;
pub mod side;
pub mod stats;
pub mod table;
pub mod turn;
mod versioned;
mod zobrist;

pub use board::Point;
pub use bot::{Baseline, Bot, Choice, SearchLimits};
pub use config::{GameConfig, Mode, PlayerKind};
pub use game::{Game, GameError};
pub use level::Level;
pub use movegen::{legal_turns, Paths, Taking};
pub use notation::{format_turn, parse_turn, NotationError};
pub use position::Position;
pub use position_text::{format_position, parse_position, PositionError, START_TEXT};
pub use rules::{EndReason, Outcome, QuietRule, Rules};
pub use save::{load_game, save_game, SaveError, SavedGame};
pub use side::Side;
pub use stats::{LevelStats, StatsBook, StatsError, TwoPlayerStats};
pub use turn::Turn;
