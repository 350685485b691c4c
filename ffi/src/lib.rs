//! `sholo-ffi`: the API the Android and iOS apps use, and nothing else.
//!
//! Everything here maps core types to UniFFI records, enums and objects. There is
//! no game logic in this crate: legality, outcomes, streaks and board geometry
//! are all decided in `sholo-core`. See `docs/api.md` for the shell contract.

mod analysis;
mod cancel;
mod convert;
mod engine;
mod error;
mod guard;
mod layout;
mod logging;
mod session;
mod stats;
mod types;

pub use cancel::CancelToken;
pub use error::SholoError;
pub use layout::{board_layout, BoardLayout, BoardLine, PointInfo};
pub use logging::{init_logging, LogLevel};
pub use session::GameSession;
pub use stats::{LevelRecord, StatsBook, TwoPlayerRecord};
pub use types::*;

uniffi::setup_scaffolding!();

/// The core library's version, for the About screen and bug reports.
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Every legal turn in `position` (rule-book position text), in notation, sorted.
/// For tools, puzzles and the conformance vectors.
#[uniffi::export]
pub fn legal_turns(position: String, taking: TakingRule) -> Result<Vec<String>, SholoError> {
    guard::guarded(|| {
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
