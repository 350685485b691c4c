//! The New game screen's questions on the settings' seats, so both apps
//! read and write them the same way (the core's `Seating`).

use crate::core;
use crate::types::{Level, Settings, Side};

/// Who sits at the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Opponent {
    /// One person against the computer.
    Computer,
    /// Two people passing the phone.
    TwoPlayers,
    /// Two computers, watched.
    WatchBots,
}

/// The New game screen's answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Seating {
    pub opponent: Opponent,
    /// The person's colour against the computer (Red for the other opponents).
    pub person_side: Side,
    /// The computer's level against a person; watching, Red's bot; Medium
    /// between two people.
    pub level: Level,
    /// Watching, White's bot; otherwise the same as `level`.
    pub white_level: Level,
}

/// The answers the seats of `settings` give.
#[uniffi::export]
pub fn seating_of(settings: Settings) -> Seating {
    core::Seating::of(&settings.into()).into()
}

/// `settings` with its seats filled from `seating`; the rules, speed and
/// preferences are left as they were.
#[uniffi::export]
pub fn seated(settings: Settings, seating: Seating) -> Settings {
    let settings: core::Settings = settings.into();
    (&core::Seating::from(seating).onto(&settings)).into()
}

/// The settings of a table with no files to read them from: a person as Red
/// against Medium, the standard rules.
#[uniffi::export]
pub fn standard_settings() -> Settings {
    (&core::Settings::default()).into()
}

impl From<core::Seating> for Seating {
    fn from(seating: core::Seating) -> Seating {
        Seating {
            opponent: match seating.opponent {
                core::Opponent::Computer => Opponent::Computer,
                core::Opponent::TwoPlayers => Opponent::TwoPlayers,
                core::Opponent::WatchBots => Opponent::WatchBots,
            },
            person_side: seating.person_side.into(),
            level: seating.level.into(),
            white_level: seating.white_level.into(),
        }
    }
}

impl From<Seating> for core::Seating {
    fn from(seating: Seating) -> core::Seating {
        core::Seating {
            opponent: match seating.opponent {
                Opponent::Computer => core::Opponent::Computer,
                Opponent::TwoPlayers => core::Opponent::TwoPlayers,
                Opponent::WatchBots => core::Opponent::WatchBots,
            },
            person_side: seating.person_side.into(),
            level: seating.level.into(),
            white_level: seating.white_level.into(),
        }
    }
}
