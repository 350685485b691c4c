//! The messages: what a client asks, and what the server answers and tells.

use serde::{Deserialize, Serialize};
use sholo_core::Side;

use crate::error::ErrorCode;
use crate::wire::{ColourChoice, Links, Outcome, RequestId, SeatState, WireRules};

/// A client's request. Every one carries the client's `id`, which the answer
/// or the refusal echoes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message on every connection.
    Hello {
        id: RequestId,
        version: u32,
    },
    /// Opens a table and seats the sender at it.
    Create {
        id: RequestId,
        #[serde(default)]
        rules: WireRules,
        #[serde(default)]
        colour: ColourChoice,
    },
    /// Takes the free seat of the table with this code (a bare code or a link).
    Join {
        id: RequestId,
        code: String,
    },
    /// Takes one's seat again with its token, after a reconnect.
    Resume {
        id: RequestId,
        code: String,
        token: String,
        /// The last sequence number this client applied (0 for none).
        #[serde(default)]
        last_seq: u64,
    },
    /// A turn in the rule book's notation, acting on the table at `seq`.
    Play {
        id: RequestId,
        seq: u64,
        turn: String,
    },
    Resign {
        id: RequestId,
    },
    OfferDraw {
        id: RequestId,
    },
    AnswerDraw {
        id: RequestId,
        accept: bool,
    },
    /// After a game: offers another with colours swapped.
    OfferRematch {
        id: RequestId,
    },
    AnswerRematch {
        id: RequestId,
        accept: bool,
    },
    /// Ends the game as won when the opponent has been away for the away limit.
    ClaimAbandoned {
        id: RequestId,
    },
    Ping {
        id: RequestId,
    },
}

impl ClientMessage {
    /// The request's id.
    pub fn id(&self) -> RequestId {
        match self {
            ClientMessage::Hello { id, .. }
            | ClientMessage::Create { id, .. }
            | ClientMessage::Join { id, .. }
            | ClientMessage::Resume { id, .. }
            | ClientMessage::Play { id, .. }
            | ClientMessage::Resign { id }
            | ClientMessage::OfferDraw { id }
            | ClientMessage::AnswerDraw { id, .. }
            | ClientMessage::OfferRematch { id }
            | ClientMessage::AnswerRematch { id, .. }
            | ClientMessage::ClaimAbandoned { id }
            | ClientMessage::Ping { id } => *id,
        }
    }

    /// Every `type` a client may send.
    pub const TYPES: [&'static str; 12] = [
        "hello",
        "create",
        "join",
        "resume",
        "play",
        "resign",
        "offer_draw",
        "answer_draw",
        "offer_rematch",
        "answer_rematch",
        "claim_abandoned",
        "ping",
    ];
}

/// One turn of the game so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    pub seq: u64,
    pub side: Side,
    /// The rule book's notation: `c4-c5`, `c4xc6xe6`.
    pub turn: String,
}

/// Everything a seat needs to draw its table, sent on create, join and resume.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableState {
    /// The table's code, canonical (ten characters, no dash).
    pub code: String,
    /// The game's number at this table: 1, then one more for each rematch.
    pub game: u32,
    pub rules: WireRules,
    /// The side this seat plays in this game.
    pub your_side: Side,
    pub red: SeatState,
    pub white: SeatState,
    /// The table's sequence number now: the last event's.
    pub seq: u64,
    /// This game's turns, in order.
    pub turns: Vec<TurnRecord>,
    /// The side to move, or none once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<Side>,
    /// The side whose draw offer is pending.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<Side>,
    /// The side whose rematch offer is pending.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_offer: Option<Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
}

/// What the server sends: answers to a request (with its `id`) and table
/// events (with the table's `seq`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to `hello`. `away_limit_secs` is how long an opponent must be
    /// away before `claim_abandoned` is accepted.
    Welcome {
        id: RequestId,
        version: u32,
        away_limit_secs: u64,
    },
    /// The answer to `create`: the code, the links to send a friend, and this
    /// seat's token (keep it: it alone lets this seat play again).
    Created {
        id: RequestId,
        links: Links,
        token: String,
        table: TableState,
    },
    /// The answer to `join`, with this seat's token.
    Joined {
        id: RequestId,
        links: Links,
        token: String,
        table: TableState,
    },
    /// The answer to `resume`: the table as it is now. The turns with a `seq`
    /// after the client's `last_seq` are the ones it missed.
    Resumed {
        id: RequestId,
        table: TableState,
    },
    /// A turn was played (and stored). The mover gets it too: it is the
    /// acknowledgement of its `play`.
    TurnPlayed {
        seq: u64,
        side: Side,
        turn: String,
    },
    /// A seat's player connected or left. Not a table change: `seq` is the
    /// table's current number, not a new one.
    Presence {
        seq: u64,
        side: Side,
        connected: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        away_since: Option<u64>,
    },
    DrawOffered {
        seq: u64,
        by: Side,
    },
    DrawDeclined {
        seq: u64,
        by: Side,
    },
    GameOver {
        seq: u64,
        outcome: Outcome,
    },
    RematchOffered {
        seq: u64,
        by: Side,
    },
    RematchDeclined {
        seq: u64,
        by: Side,
    },
    /// A new game at the same table (same code, same tokens), each seat
    /// playing the other colour than before.
    RematchStarted {
        seq: u64,
        table: TableState,
    },
    Pong {
        id: RequestId,
    },
    /// A refusal: `id` is the request's when it could be read. Nothing changed.
    Error {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<RequestId>,
        code: ErrorCode,
        message: String,
    },
}

impl ServerMessage {
    /// The table's sequence number an event carries, if it is an event.
    pub fn seq(&self) -> Option<u64> {
        match self {
            ServerMessage::TurnPlayed { seq, .. }
            | ServerMessage::Presence { seq, .. }
            | ServerMessage::DrawOffered { seq, .. }
            | ServerMessage::DrawDeclined { seq, .. }
            | ServerMessage::GameOver { seq, .. }
            | ServerMessage::RematchOffered { seq, .. }
            | ServerMessage::RematchDeclined { seq, .. }
            | ServerMessage::RematchStarted { seq, .. } => Some(*seq),
            _ => None,
        }
    }

    /// Every `type` the server may send.
    pub const TYPES: [&'static str; 14] = [
        "welcome",
        "created",
        "joined",
        "resumed",
        "turn_played",
        "presence",
        "draw_offered",
        "draw_declined",
        "game_over",
        "rematch_offered",
        "rematch_declined",
        "rematch_started",
        "pong",
        "error",
    ];
}
