//! The error codes a refusal carries (`{"type": "error", "code": ...}`).

use serde::{Deserialize, Serialize};

/// Why the server refused a frame or a request. The table is unchanged by
/// every refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, or not a JSON object with a string `type`.
    Malformed,
    /// A `type` this protocol does not have.
    UnknownType,
    /// A known `type` with missing or wrong fields.
    BadRequest,
    /// `hello` with another protocol version.
    WrongVersion,
    /// A frame over [`crate::MAX_CLIENT_FRAME`] bytes (the socket is closed).
    TooLarge,
    /// A request before `hello`, or a second `hello`.
    HelloFirst,
    /// A table request on a connection already seated at a table.
    AlreadySeated,
    /// A game request on a connection not seated at a table.
    NotSeated,
    /// No table has this code (or the code is not a table code).
    UnknownTable,
    /// Both seats of the table are taken.
    TableFull,
    /// The token is not this table's seat token.
    WrongToken,
    /// A turn from the seat that is not to move.
    NotYourTurn,
    /// A turn that is not legal now, or not notation.
    IllegalTurn,
    /// A `play` acting on an older state than the table's (a resent or crossed
    /// turn); it was not applied.
    StaleSeq,
    /// The game is over: no turn, resign or draw offer.
    GameOver,
    /// The game is still on: no rematch yet.
    GameNotOver,
    /// Waiting for the second player: no turn or offer yet.
    OpponentMissing,
    /// No offer to answer, or one's own offer.
    NoOffer,
    /// An offer of the same kind is already pending.
    AlreadyOffered,
    /// `claim_abandoned` before the opponent was away for the away limit.
    OpponentNotAway,
    /// Too many requests, or too many join/create attempts: wait and retry.
    RateLimited,
    /// The server could not store the change; nothing was applied. Retry.
    Unavailable,
}

impl ErrorCode {
    /// The code as written on the wire, for logs and metrics labels.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::Malformed => "malformed",
            ErrorCode::UnknownType => "unknown_type",
            ErrorCode::BadRequest => "bad_request",
            ErrorCode::WrongVersion => "wrong_version",
            ErrorCode::TooLarge => "too_large",
            ErrorCode::HelloFirst => "hello_first",
            ErrorCode::AlreadySeated => "already_seated",
            ErrorCode::NotSeated => "not_seated",
            ErrorCode::UnknownTable => "unknown_table",
            ErrorCode::TableFull => "table_full",
            ErrorCode::WrongToken => "wrong_token",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::IllegalTurn => "illegal_turn",
            ErrorCode::StaleSeq => "stale_seq",
            ErrorCode::GameOver => "game_over",
            ErrorCode::GameNotOver => "game_not_over",
            ErrorCode::OpponentMissing => "opponent_missing",
            ErrorCode::NoOffer => "no_offer",
            ErrorCode::AlreadyOffered => "already_offered",
            ErrorCode::OpponentNotAway => "opponent_not_away",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::Unavailable => "unavailable",
        }
    }

    /// Every code, for documentation checks and metrics.
    pub const ALL: [ErrorCode; 22] = [
        ErrorCode::Malformed,
        ErrorCode::UnknownType,
        ErrorCode::BadRequest,
        ErrorCode::WrongVersion,
        ErrorCode::TooLarge,
        ErrorCode::HelloFirst,
        ErrorCode::AlreadySeated,
        ErrorCode::NotSeated,
        ErrorCode::UnknownTable,
        ErrorCode::TableFull,
        ErrorCode::WrongToken,
        ErrorCode::NotYourTurn,
        ErrorCode::IllegalTurn,
        ErrorCode::StaleSeq,
        ErrorCode::GameOver,
        ErrorCode::GameNotOver,
        ErrorCode::OpponentMissing,
        ErrorCode::NoOffer,
        ErrorCode::AlreadyOffered,
        ErrorCode::OpponentNotAway,
        ErrorCode::RateLimited,
        ErrorCode::Unavailable,
    ];
}
