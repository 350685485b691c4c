//! Sholo Guti's core: the board, the rules, notation, the game record, the bot,
//! the save format and the stats book. No I/O and no platform code.
//!
//! Start at [`game::Game`] for a game with its end conditions, or at
//! [`movegen`] for turn generation on a bare [`position::Position`].

pub mod board;
pub mod game;
pub mod level;
pub mod movegen;
pub mod notation;
pub mod position;
pub mod position_text;
pub mod rules;
pub mod side;
pub mod turn;
mod zobrist;

pub use board::Point;
pub use game::{Game, GameError};
pub use level::Level;
pub use movegen::{legal_turns, Paths, Taking};
pub use notation::{format_turn, parse_turn, NotationError};
pub use position::Position;
pub use rules::{EndReason, Outcome, QuietRule, Rules};
pub use position_text::{format_position, parse_position, PositionError, START_TEXT};
pub use side::Side;
pub use turn::Turn;
