//! The error every fallible call returns; the shells map each variant to a
//! localized message.

/// Why a call was refused. Nothing is changed when an error is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum SholoError {
    /// Position text could not be read; `detail` names the field and why.
    #[error("bad position: {detail}")]
    BadPosition { detail: String },
    /// Turn notation could not be read or is not a legal turn here.
    #[error("bad notation: {detail}")]
    BadNotation { detail: String },
    /// A tap or hop that is not legal now (not your piece, no such target, ...).
    #[error("illegal move: {detail}")]
    IllegalMove { detail: String },
    /// The side to move is not played by a person (or the bot was asked to play for one).
    #[error("it is not this player's turn")]
    NotYourTurn,
    /// The game has ended; only undo, save and summary still work.
    #[error("the game is over")]
    GameOver,
    /// A bot turn chosen for another position.
    #[error("the turn was chosen for another position")]
    StaleTurn,
    /// Nothing to undo, or a run in progress to end when there is none.
    #[error("nothing to do: {detail}")]
    NothingToDo { detail: String },
    /// The bot's search was cancelled before it chose a turn.
    #[error("cancelled")]
    Cancelled,
    /// A saved game that is damaged, edited or inconsistent.
    #[error("damaged save: {detail}")]
    DamagedSave { detail: String },
    /// A save written by a newer version of the app.
    #[error("save from a newer version ({version})")]
    NewerSave { version: u32 },
    /// A stats file that is damaged or edited.
    #[error("damaged stats: {detail}")]
    DamagedStats { detail: String },
    /// A stats file written by a newer version of the app.
    #[error("stats from a newer version ({version})")]
    NewerStats { version: u32 },
    /// A bug in the core (a caught panic); the app keeps running.
    #[error("internal error: {detail}")]
    Internal { detail: String },
}
