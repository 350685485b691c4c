//! `sholo-online`: the online client. An online table is the same game table
//! as offline play with one seat remote: its turns arrive from `sholo-server`
//! and the local person's go there (the table's outbox), over a WebSocket
//! (docs/ONLINE-PROTOCOL.md) on a thread of its own, so the runtime's search
//! thread never waits on the network.
//!
//! The connection thread keeps the table true to the server: it reconnects
//! with a capped, jittered backoff, keeps the socket alive, takes the seat
//! again with its token and last sequence number, and catches up; a turn
//! sent into a dropped connection is sent again on the new one, and the
//! server's sequence numbers make sure it is never applied twice. The seat
//! (token, code, last seq) and the game are kept by the runtime's store, so
//! an app killed mid-game comes back to its table.
//!
//! TLS is rustls with a pure-Rust crypto provider (no OpenSSL, no C to
//! cross-compile for the phones); `wss://` is required for any server but
//! this machine.

mod address;
mod error;
mod link;
mod table;
mod tls;
mod translate;

pub use address::{ServerUrl, DEFAULT_SERVER};
pub use error::OnlineError;
pub use link::Backoff;
pub use sholo_protocol::ColourChoice;
pub use table::{Invitation, OnlineTable, SeatRequest};
