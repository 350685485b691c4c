//! Sholo Guti's core: the board, the rules, notation, the game record, the bot
//! and its endgame tables, the save format and the stats book. No I/O and no
//! platform code.
//!
//! The rules this crate plays are written out in `docs/RULES.md` of the
//! repository: the board and its lines, the set-up, turns and runs, the take
//! options, the end conditions in order, notation, position text and the perft
//! figures the turn generator is checked against.
//!
//! Every item has exactly one path. The game itself (board, rules, notation,
//! record, bot, save format, stats book) lives at the crate root, re-exported
//! from private modules: start at [`Game`] for a game with its end conditions,
//! or at [`legal_turns`] for turn generation on a bare [`Position`]; [`Bot`] is
//! the computer player. The one public module is [`table`], the flow of a game
//! on screen that every front end drives; its vocabulary (`table::View`,
//! `table::Event`, `table::Settings`) reads best with its module's name, so
//! none of it is re-exported at the root. The same holds for [`tablebase`],
//! the endgame tables (`tablebase::Value`, `tablebase::Class`, …); the bot's
//! use of them ([`judge_turns`]) is at the root with the bot.

mod analysis;
mod board;
mod bot;
mod config;
mod game;
mod hops;
pub mod learn;
mod level;
mod movegen;
mod notation;
mod perft;
mod position;
mod position_text;
mod rating;
mod rules;
mod save;
mod side;
mod stats;
pub mod table;
pub mod tablebase;
mod turn;
mod versioned;
mod zobrist;

pub use analysis::{analyse_game, GameReview, Grade, ReviewLimits, TurnReview, Worth};
pub use board::{board_lines, board_links, Point, PointSet, Points, POINT_COUNT};
pub use bot::{
    evaluate, is_result, judge_turns, Baseline, Bot, Choice, Dice, HuntFeatures, Judged, Knowledge,
    SearchLimits, Style, TableSize, Terms, Weights, HINT_TIME, HUNT_FEATURES, LEVEL_TIME_CAP,
    TABLE_WIN, TERMS, WEIGHTS, WIN,
};
pub use config::{GameConfig, Mode, PlayerKind};
pub use game::{Game, GameError};
pub use hops::{
    end_run, first_hops, movable_pieces, next_hops, play_hop, turn_with_path, HopError, HopOutcome,
    HopTarget,
};
pub use level::Level;
pub use movegen::{generate, legal_turns, Paths};
pub use notation::{format_turn, parse_turn, NotationError};
pub use perft::{perft, perft_divide};
pub use position::Position;
pub use position_text::{format_position, parse_position, PositionError, START_TEXT};
pub use rating::{PlayerRating, PlayerResult, SETTLING_GAMES};
pub use rules::{EndReason, Outcome, QuietRule, Rules, Taking};
pub use save::{load_game, save_game, SaveError, SavedGame};
pub use side::Side;
pub use stats::{LevelStats, StatsBook, StatsError, TwoPlayerStats};
pub use turn::{Hop, Turn};
