//! `sholo-ffi`: the API the Android and iOS apps use, and nothing else.
//!
//! The app's one object is [`GameTable`]: the flow of a game (the core's
//! table), its search thread and its files (the runtime). This crate maps
//! their types to UniFFI records and enums and decides nothing itself. The
//! shell contract is in `docs/API.md`.

mod analysis;
mod convert;
mod error;
mod event;
mod layout;
mod learn;
mod logging;
mod seating;
mod table;
mod types;
mod view;

pub use analysis::{review_game, GameReview, ReviewCancel, ReviewGrade, ReviewedTurn};
pub use error::SholoError;
pub use event::{FileKind, Refusal, TableEvent};
pub use layout::{board_layout, BoardLayout, BoardLine, PointInfo};
pub use learn::{
    english_text, DrillKind, DrillStatus, DrillView, LearnProgress, LessonInfo, Prompt,
    PuzzleRecord,
};
pub use logging::{init_logging, LogLevel};
pub use seating::{seated, seating_of, standard_settings, Opponent, Seating};
pub use table::{GameTable, TableListener};
pub use types::*;
pub use view::{
    GameSummary, Headline, RecordView, ResultView, Review, RunView, StatusLine, TableView, ToAct,
};

uniffi::setup_scaffolding!();

/// The core's items this crate maps, named in one place.
mod core {
    pub use sholo_core::table::{
        Actor, Event, Headline, MoveEntry, Opponent, Rail, RecordView, Refusal, Seating, Settings,
        Speed, StatusLine, StoreNote, Table, ToAct, View,
    };
    pub use sholo_core::{
        format_turn, parse_position, save_game, EndReason, Game, Grade, Hop, HopTarget, Level,
        LevelStats, Outcome, PlayerKind, PlayerRating, Point, QuietRule, Rules, SavedGame, Side,
        StatsBook, Taking, Turn, TwoPlayerStats,
    };
}

/// The core library's version, for the About screen and bug reports.
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// A level's rating on the ladder's scale (Easy = 800), from the arena
/// games of docs/BOT.md, to show beside the player's own.
#[uniffi::export]
pub fn level_rating(level: Level) -> i32 {
    sholo_core::Level::from(level).rating()
}

/// Every legal turn in `position` (rule-book position text), in notation, sorted.
/// For tools, puzzles and the conformance vectors.
#[uniffi::export]
pub fn legal_turns(position: String, taking: TakingRule) -> Result<Vec<String>, SholoError> {
    error::api(|| {
        let position = sholo_core::parse_position(&position)?;
        let mut turns: Vec<String> = sholo_core::legal_turns(&position, taking.into())
            .iter()
            .map(sholo_core::format_turn)
            .collect();
        turns.sort();
        Ok(turns)
    })
}

/// Panics inside Rust on purpose, so binding tests can prove a panic reaches the
/// shell as an exception instead of taking the app down.
#[cfg(feature = "panic-probe")]
#[uniffi::export]
pub fn debug_panic(message: String) -> String {
    panic!("{message}")
}
