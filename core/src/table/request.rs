//! The searches the table asks for. The table never searches itself: a runtime
//! runs each request (on a thread of its own) and hands the answer back with
//! the request's id; an answer whose id is no longer asked for is dropped.

use crate::analysis::{GameReview, ReviewLimits};
use crate::board::Point;
use crate::game::Game;
use crate::level::Level;
use crate::turn::Turn;

/// Identifies one request; ids are never reused within a table.
pub type RequestId = u64;

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchKind {
    /// The computer's turn, at its level, seeded so the game replays.
    Move { level: Level, seed: u64 },
    /// The strongest turn for the person to move.
    Hint,
}

/// "Search this game for the side to move."
#[derive(Clone, Debug)]
pub struct SearchRequest {
    pub id: RequestId,
    pub kind: SearchKind,
    /// The game as it stands (the search needs its history for repetitions).
    pub game: Game,
    /// For a hint asked in the middle of a run of takes, the run so far (its
    /// start point and landings): the answer must carry it on. Else empty.
    pub run: Vec<Point>,
    /// The least time in milliseconds between the request and its answer being
    /// played, so that watching two computers can be followed. 0: no pause.
    pub pace_ms: u32,
}

/// Why a search gave no turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchFailure {
    /// Cancelled by the runtime (the table no longer wanted it).
    Cancelled,
    /// The engine failed (found no turn, or panicked); the detail is for logs.
    Failed(String),
}

/// A runtime's answer to a request.
pub type SearchAnswer = Result<Turn, SearchFailure>;

/// "Review every turn of this finished game" (the grades in the move list).
/// Run like a search: off the caller's thread, its answer handed back with
/// the id and dropped once the table no longer asks for it.
#[derive(Clone, Debug)]
pub struct AnalysisRequest {
    pub id: RequestId,
    pub game: Game,
    pub limits: ReviewLimits,
}

/// A runtime's answer to an analysis request.
pub type AnalysisAnswer = Result<GameReview, SearchFailure>;
