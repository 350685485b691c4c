//! Sholo Guti's online protocol, shared by `sholo-server` and every client.
//!
//! One WebSocket text frame carries one JSON object tagged by `"type"`.
//! A client sends [`ClientMessage`]s, each with a request `id` of its choosing
//! that a refusal ([`ServerMessage::Error`]) echoes; the server answers
//! requests and sends table events ([`ServerMessage`]), each event carrying the
//! table's sequence number. `docs/ONLINE-PROTOCOL.md` describes every message,
//! every error code and the sequence-number rules.
//!
//! Start at [`parse_client_message`] / [`parse_server_message`] to read a frame
//! and [`encode`] to write one; table codes and join links are in [`code`].

pub mod code;
mod error;
mod messages;
mod parse;
mod wire;

pub use error::ErrorCode;
pub use messages::{ClientMessage, ServerMessage, TableState, TurnRecord};
pub use parse::{encode, parse_client_message, parse_server_message, ParseError};
pub use wire::{
    ColourChoice, EndReason, Links, Outcome, QuietLimit, RequestId, SeatState, TakeRule, WireRules,
};

/// The protocol spoken; `hello` carries it and a different one is refused.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest frame a client may send, in bytes. The longest request (a
/// `resume` with its code and token, or a sixteen-take run) is under 300.
pub const MAX_CLIENT_FRAME: usize = 4 * 1024;

/// The largest frame the server sends, in bytes: a snapshot of a long game
/// (the quiet limit and threefold repetition end any game within a few
/// thousand turns of at most 16 hops each) stays well within it.
pub const MAX_SERVER_FRAME: usize = 1024 * 1024;
