//! What happened since the shell last looked, in order: the shells turn these
//! into animation, sound, haptics and screen-reader announcements.

use crate::board::Point;
use crate::rules::Outcome;
use crate::side::Side;
use crate::turn::Hop;
use crate::turn::Turn;

/// Who played a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// The person at this device.
    Person,
    Computer,
    /// The person elsewhere, at an online table.
    Remote,
}

/// Why an intent was refused. Nothing changes when one is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("there is no point {0} on the board")]
    NoSuchPoint(i32),
    #[error("the game is over")]
    GameOver,
    #[error("the computer is to move")]
    ComputerToMove,
    #[error("two computers are playing; only watching is possible")]
    WatchingOnly,
    #[error("{0}: no piece of the side to move that can move")]
    CannotMove(Point),
    #[error("{from} cannot go to {to}")]
    NoSuchHop { from: Point, to: Point },
    #[error("only the running piece may move until the run ends")]
    NotTheRunningPiece,
    #[error("the run must go on while a take is left")]
    RunMustGoOn,
    #[error("no run of takes is in progress")]
    NoRun,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("finish the run of takes first")]
    RunInProgress,
    #[error("an earlier position is on the board: return to the game first")]
    Reviewing,
    #[error("no such turn in the game")]
    NoSuchTurn,
    #[error("the game is still being played")]
    GameInProgress,
    #[error("the game is paused")]
    Paused,
    #[error("no turn has been played: there is nothing to review")]
    NothingToAnalyse,
    #[error("the game is being reviewed")]
    Analysing,
    #[error("the game has been reviewed")]
    AlreadyAnalysed,
    #[error("a lesson or puzzle is on the table: it has Retry, Solution and Next instead")]
    Learning,
    #[error("no lesson or puzzle is on the table")]
    NotLearning,
    #[error("this exercise is finished: try again or go on to the next")]
    ExerciseOver,
    #[error("there is no such lesson or step")]
    NoSuchLesson,
    #[error("no puzzles are available")]
    NoPuzzles,
    #[error("the opponent is to move")]
    OpponentToMove,
    #[error("not connected")]
    NotConnected,
    #[error("this is not an online game")]
    NotOnline,
    #[error("not possible in an online game")]
    InOnlineGame,
    #[error("a draw offer is already standing")]
    DrawOffered,
    #[error("no draw is offered")]
    NoDrawOffer,
    #[error("the opponent has not been away long enough")]
    OpponentNotAway,
    #[error("nobody has joined the table yet")]
    NotJoined,
}

impl Refusal {
    /// Whether the refusal is a mistake worth the error tone, the haptic and a
    /// message: a move that is not allowed, a turn that is not the player's,
    /// a move once the game or the exercise is over, nothing to undo or
    /// review. The others need no word (a tap on an empty
    /// point, a gesture while the table is paused, a second try while the
    /// review runs): both apps stay silent for them.
    pub fn deserves_feedback(self) -> bool {
        matches!(
            self,
            Refusal::GameOver
                | Refusal::ExerciseOver
                | Refusal::ComputerToMove
                | Refusal::OpponentToMove
                | Refusal::NotConnected
                | Refusal::WatchingOnly
                | Refusal::NoSuchHop { .. }
                | Refusal::RunMustGoOn
                | Refusal::NothingToUndo
                | Refusal::NothingToAnalyse
        )
    }
}

/// Which of the store's three files a [`StoreNote`] is about, so a shell
/// words its notice by the file's role rather than by its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileKind {
    /// The game in progress (`game.json`).
    Game,
    /// The record of finished games, ratings and learning progress (`stats.json`).
    Stats,
    /// The new-game choices and preferences (`settings.json`).
    Settings,
}

impl FileKind {
    pub const ALL: [FileKind; 3] = [FileKind::Game, FileKind::Stats, FileKind::Settings];

    /// The file's name in the app's directory.
    pub fn file_name(self) -> &'static str {
        match self {
            FileKind::Game => "game.json",
            FileKind::Stats => "stats.json",
            FileKind::Settings => "settings.json",
        }
    }
}

/// Why the store set a file aside or could not write one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreNote {
    /// A damaged or hand-edited file was renamed to `kept_as` and not used.
    SetAside {
        kind: FileKind,
        kept_as: String,
        reason: String,
    },
    /// A file written by a newer version of the app was left untouched and
    /// not used.
    Newer { kind: FileKind, version: u32 },
    /// A file could not be written; the last good copy is still in place.
    SaveFailed { kind: FileKind, reason: String },
}

/// One thing that happened, for the shell to show or say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A person picked a piece up (or a drag started on it).
    PickedUp(Point),
    /// The picked-up piece was put back without moving.
    PutDown(Point),
    /// One hop of a person's turn, shown as it is played: a step, or a take
    /// inside a run (a forced single continuation included).
    HopPlayed(Hop),
    /// A turn completed. The first `shown_hops` of its hops were already
    /// announced as `HopPlayed`; animate the rest.
    TurnPlayed {
        side: Side,
        by: Actor,
        turn: Turn,
        shown_hops: usize,
    },
    /// Turns were taken back; the board jumps to the position now.
    TakenBack { turns: usize },
    /// The hint is ready (it stays in the view until the position changes).
    HintShown { side: Side, turn: Turn },
    /// The exercise's hint marked the piece on this point (its
    /// `DrillView::hint_piece`).
    PieceHinted(Point),
    /// The exercise on the table was solved, missed or its solution shown:
    /// said, sounded and felt once, when it happens (after the turn that
    /// settled it; a solution after its turn).
    ExerciseSettled(super::DrillStatus),
    /// The game ended (played out, resigned, or at a limit).
    GameOver(Outcome),
    /// A new game started (new game or rematch).
    NewGame,
    /// The finished game's review arrived: the move list shows its grades.
    GameAnalysed,
    /// An intent was refused.
    Refused(Refusal),
    /// The computer's search failed; `retrying` says whether it is asked again
    /// (false: the table played a simple legal turn so the game goes on).
    EngineTrouble { detail: String, retrying: bool },
    /// The store reports on its files.
    Store(StoreNote),
    /// At an online table: the link, the opponent, offers.
    Online(super::OnlineEvent),
}
