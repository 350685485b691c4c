//! The table's events as UniFFI enums: what happened since the shell last
//! looked, for animation, sound, haptics and announcements.

use crate::convert::{index_of, turn_record};
use crate::core;
use crate::types::*;
pub use sholo_core::table::FileKind;

/// Which of the app's three files a store event is about: the core's own
/// enum, exposed as it is (the variants below must match it, which the
/// compiler checks).
#[uniffi::remote(Enum)]
pub enum FileKind {
    /// The game in progress (`game.json`).
    Game,
    /// The record of finished games, ratings and learning progress (`stats.json`).
    Stats,
    /// The new-game choices and preferences (`settings.json`).
    Settings,
}

/// Why an intent was refused (nothing changed). The shells word each one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Refusal {
    NoSuchPoint {
        index: i32,
    },
    GameOver,
    ComputerToMove,
    WatchingOnly,
    /// No piece of the side to move that can move stands there.
    CannotMove {
        point: i32,
    },
    NoSuchHop {
        from: i32,
        to: i32,
    },
    NotTheRunningPiece,
    RunMustGoOn,
    NoRun,
    NothingToUndo,
    RunInProgress,
    Reviewing,
    NoSuchTurn,
    GameInProgress,
    Paused,
    /// No turn was played: nothing to review.
    NothingToAnalyse,
    /// The review is on its way.
    Analysing,
    /// The game was reviewed already: its grades are in the move list.
    AlreadyAnalysed,
    /// A lesson or puzzle is on the table: it has Retry, Solution and Next
    /// instead (resign, rematch, review).
    Learning,
    /// A lesson or puzzle intent with none on the table.
    NotLearning,
    /// The exercise is finished (solved, missed or shown): Retry or Next.
    ExerciseOver,
    /// No such lesson or step (past the end of the course).
    NoSuchLesson,
    /// No puzzles are available.
    NoPuzzles,
}

/// One thing that happened, oldest first.
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum TableEvent {
    /// A person picked a piece up (a light haptic tick).
    PickedUp {
        point: i32,
    },
    /// The picked-up piece was put back.
    PutDown {
        point: i32,
    },
    /// One hop of a person's turn as it is played (a step, or a take in a run).
    HopPlayed {
        hop: Hop,
    },
    /// A turn completed; animate its hops after the first `shown_hops`
    /// (those were `HopPlayed` already), and say it in words.
    TurnPlayed {
        turn: TurnRecord,
        shown_hops: i32,
    },
    /// Turns were taken back (0: a run in progress was undone).
    TakenBack {
        turns: i32,
    },
    HintShown {
        turn: TurnRecord,
    },
    /// The exercise's hint marked the piece on `point` (`DrillView.hint_piece`).
    PieceHinted {
        point: i32,
    },
    /// The exercise was solved, missed or its solution shown (`status`):
    /// say, sound and feel it once (after the turn that settled it).
    ExerciseSettled {
        status: crate::learn::DrillStatus,
    },
    GameOver {
        outcome: Outcome,
    },
    NewGame,
    /// The finished game's review arrived: the move list shows its grades.
    GameAnalysed,
    /// `feedback`: whether the apps sound the error tone, the haptic and a
    /// message for it (the table's one policy, the same on both platforms);
    /// false for refusals that are no mistake, such as a tap on nothing.
    Refused {
        reason: Refusal,
        feedback: bool,
    },
    /// The computer's search failed; `retrying` false means the table played
    /// a simple turn itself so the game goes on.
    EngineTrouble {
        detail: String,
        retrying: bool,
    },
    /// A damaged file was renamed aside and not used. `kind` says which of
    /// the three it was (the notice's words); `file` is its name (for logs).
    FileSetAside {
        kind: FileKind,
        file: String,
        kept_as: String,
        reason: String,
    },
    /// A file from a newer version of the app was left untouched.
    FileFromNewerVersion {
        kind: FileKind,
        file: String,
        version: u32,
    },
    /// A file could not be written; the last good copy is still in place.
    SaveFailed {
        kind: FileKind,
        file: String,
        reason: String,
    },
}

impl From<core::Refusal> for Refusal {
    fn from(refusal: core::Refusal) -> Refusal {
        use core::Refusal as R;
        match refusal {
            R::NoSuchPoint(index) => Refusal::NoSuchPoint { index },
            R::GameOver => Refusal::GameOver,
            R::ComputerToMove => Refusal::ComputerToMove,
            R::WatchingOnly => Refusal::WatchingOnly,
            R::CannotMove(point) => Refusal::CannotMove {
                point: index_of(point),
            },
            R::NoSuchHop { from, to } => Refusal::NoSuchHop {
                from: index_of(from),
                to: index_of(to),
            },
            R::NotTheRunningPiece => Refusal::NotTheRunningPiece,
            R::RunMustGoOn => Refusal::RunMustGoOn,
            R::NoRun => Refusal::NoRun,
            R::NothingToUndo => Refusal::NothingToUndo,
            R::RunInProgress => Refusal::RunInProgress,
            R::Reviewing => Refusal::Reviewing,
            R::NoSuchTurn => Refusal::NoSuchTurn,
            R::GameInProgress => Refusal::GameInProgress,
            R::Paused => Refusal::Paused,
            R::NothingToAnalyse => Refusal::NothingToAnalyse,
            R::Analysing => Refusal::Analysing,
            R::AlreadyAnalysed => Refusal::AlreadyAnalysed,
            R::Learning => Refusal::Learning,
            R::NotLearning => Refusal::NotLearning,
            R::ExerciseOver => Refusal::ExerciseOver,
            R::NoSuchLesson => Refusal::NoSuchLesson,
            R::NoPuzzles => Refusal::NoPuzzles,
            // Online refusals: no online table is open to the apps yet (issue
            // 61's second half adds them); the nearest offline ones meanwhile.
            R::OpponentToMove => Refusal::ComputerToMove,
            R::NotConnected
            | R::NotOnline
            | R::InOnlineGame
            | R::DrawOffered
            | R::NoDrawOffer
            | R::OpponentNotAway
            | R::NotJoined => Refusal::Paused,
        }
    }
}

impl TableEvent {
    /// The app's event for a table event; `None` for the online ones, which
    /// no table open to the apps has yet (issue 61's second half).
    pub(crate) fn of(event: core::Event) -> Option<TableEvent> {
        use core::Event as E;
        Some(match event {
            E::PickedUp(point) => TableEvent::PickedUp {
                point: index_of(point),
            },
            E::PutDown(point) => TableEvent::PutDown {
                point: index_of(point),
            },
            E::HopPlayed(hop) => TableEvent::HopPlayed { hop: hop.into() },
            E::TurnPlayed {
                side,
                by,
                turn,
                shown_hops,
            } => TableEvent::TurnPlayed {
                turn: turn_record(side, by, &turn),
                shown_hops: shown_hops as i32,
            },
            E::TakenBack { turns } => TableEvent::TakenBack {
                turns: turns as i32,
            },
            E::HintShown { side, turn } => TableEvent::HintShown {
                turn: turn_record(side, core::Actor::Person, &turn),
            },
            E::PieceHinted(point) => TableEvent::PieceHinted {
                point: index_of(point),
            },
            E::ExerciseSettled(status) => TableEvent::ExerciseSettled {
                status: status.into(),
            },
            E::GameOver(outcome) => TableEvent::GameOver {
                outcome: outcome.into(),
            },
            E::NewGame => TableEvent::NewGame,
            E::GameAnalysed => TableEvent::GameAnalysed,
            E::Refused(reason) => TableEvent::Refused {
                reason: reason.into(),
                feedback: reason.deserves_feedback(),
            },
            E::EngineTrouble { detail, retrying } => TableEvent::EngineTrouble { detail, retrying },
            E::Store(core::StoreNote::SetAside {
                kind,
                kept_as,
                reason,
            }) => TableEvent::FileSetAside {
                kind,
                file: kind.file_name().to_string(),
                kept_as,
                reason,
            },
            E::Store(core::StoreNote::Newer { kind, version }) => {
                TableEvent::FileFromNewerVersion {
                    kind,
                    file: kind.file_name().to_string(),
                    version,
                }
            }
            E::Store(core::StoreNote::SaveFailed { kind, reason }) => TableEvent::SaveFailed {
                kind,
                file: kind.file_name().to_string(),
                reason,
            },
            E::Online(_) => return None,
        })
    }
}
