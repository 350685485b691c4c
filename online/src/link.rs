//! The connection to the server, on a thread of its own: the remote seat's
//! turn source. It sends the table's outbox, applies the server's events to
//! the table in sequence order, keeps the socket alive, and when the socket
//! goes it reconnects with a capped, jittered backoff, takes the seat again
//! with its token and last sequence number, and catches up.

use crate::address::ServerUrl;
use crate::error::OnlineError;
use crate::translate;
use sholo_core::table::{Connection, OnlineSync, Presence, Table};
use sholo_core::{format_turn, EndReason, Side};
use sholo_protocol::{
    encode, parse_server_message, ClientMessage, ErrorCode, ServerMessage, TableState,
    MAX_SERVER_FRAME, PROTOCOL_VERSION,
};
use sholo_runtime::{save_seat, Runtime, SeatRecord};
use std::net::{TcpStream, ToSocketAddrs};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tungstenite::protocol::WebSocketConfig;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

pub(crate) type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

/// How long a read waits before the thread looks at the outbox again.
const POLL: Duration = Duration::from_millis(25);
/// Connecting, the handshake, and each answer to a request.
const ANSWER_WITHIN: Duration = Duration::from_secs(10);
/// A ping after this long without sending anything.
const PING_AFTER: Duration = Duration::from_secs(15);
/// The server pings every 20 s: this long without a frame, the link is dead.
const SILENT_FOR: Duration = Duration::from_secs(45);

/// The waits between reconnection attempts: doubling from `first` up to
/// `cap`, each shortened by up to a quarter at random so that many clients
/// dropped together do not return together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    pub first: Duration,
    pub cap: Duration,
}

impl Default for Backoff {
    fn default() -> Backoff {
        Backoff {
            first: Duration::from_millis(500),
            cap: Duration::from_secs(30),
        }
    }
}

impl Backoff {
    /// The wait before attempt `attempt` (from 1), jittered by `entropy`.
    pub fn wait(&self, attempt: u32, entropy: u64) -> Duration {
        let doubled = self
            .first
            .saturating_mul(1u32 << attempt.saturating_sub(1).min(16));
        let full = doubled.min(self.cap);
        let cut = full.mul_f64((entropy % 1000) as f64 / 4000.0);
        full - cut
    }
}

/// Opens a WebSocket to `server` and says hello; returns the socket and the
/// server's away limit.
pub(crate) fn open(server: &ServerUrl) -> Result<(Socket, Duration), OnlineError> {
    let unreachable = |e: &dyn std::fmt::Display| OnlineError::Unreachable(e.to_string());
    let addrs: Vec<_> = (server.host(), server.port())
        .to_socket_addrs()
        .map_err(|e| unreachable(&e))?
        .collect();
    let mut last = None;
    let stream = addrs
        .iter()
        .find_map(
            |addr| match TcpStream::connect_timeout(addr, ANSWER_WITHIN) {
                Ok(stream) => Some(stream),
                Err(e) => {
                    last = Some(e);
                    None
                }
            },
        )
        .ok_or_else(|| {
            last.map_or_else(
                || OnlineError::Unreachable("no address".into()),
                |e| unreachable(&e),
            )
        })?;
    let _ = stream.set_nodelay(true);
    stream
        .set_read_timeout(Some(ANSWER_WITHIN))
        .and_then(|()| stream.set_write_timeout(Some(ANSWER_WITHIN)))
        .map_err(|e| unreachable(&e))?;
    let probe = stream.try_clone().map_err(|e| unreachable(&e))?;
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_SERVER_FRAME))
        .max_frame_size(Some(MAX_SERVER_FRAME));
    let (mut socket, _) = tungstenite::client_tls_with_config(
        server.url(),
        stream,
        Some(config),
        Some(crate::tls::connector()),
    )
    .map_err(|e| unreachable(&e))?;
    probe
        .set_read_timeout(Some(POLL))
        .map_err(|e| unreachable(&e))?;
    let welcome = request(
        &mut socket,
        &ClientMessage::Hello {
            id: 0,
            version: PROTOCOL_VERSION,
        },
        &mut Vec::new(),
    )?;
    match welcome {
        ServerMessage::Welcome {
            away_limit_secs, ..
        } => Ok((socket, Duration::from_secs(away_limit_secs))),
        other => Err(OnlineError::Protocol(format!(
            "expected welcome, got {other:?}"
        ))),
    }
}

/// Sends `message` and waits for its answer (or refusal); events that come
/// first are kept in `early`, in order.
pub(crate) fn request(
    socket: &mut Socket,
    message: &ClientMessage,
    early: &mut Vec<ServerMessage>,
) -> Result<ServerMessage, OnlineError> {
    send(socket, message).map_err(|e| OnlineError::Unreachable(e.to_string()))?;
    let id = message.id();
    let deadline = Instant::now() + ANSWER_WITHIN;
    while Instant::now() < deadline {
        match receive(socket) {
            Ok(Some(ServerMessage::Error {
                id: Some(got),
                code,
                message,
            })) if got == id => return Err(OnlineError::Refused { code, message }),
            Ok(Some(ServerMessage::Error {
                id: None,
                code,
                message,
            })) => return Err(OnlineError::Refused { code, message }),
            Ok(Some(answer)) if answer.seq().is_none() => return Ok(answer),
            Ok(Some(event)) => early.push(event),
            Ok(None) => {}
            Err(Lost(why)) => return Err(OnlineError::Unreachable(why)),
        }
    }
    Err(OnlineError::Unreachable(
        "the server did not answer in time".into(),
    ))
}

fn send(socket: &mut Socket, message: &ClientMessage) -> tungstenite::Result<()> {
    socket.send(Message::text(encode(message)))
}

/// The socket is gone, and why.
pub(crate) struct Lost(pub String);

/// One frame from the server: `None` when nothing came within the poll (or
/// it was a control frame).
fn receive(socket: &mut Socket) -> Result<Option<ServerMessage>, Lost> {
    match socket.read() {
        Ok(Message::Text(text)) => parse_server_message(text.as_str())
            .map(Some)
            .map_err(|e| Lost(format!("the server sent something unreadable: {e}"))),
        Ok(Message::Close(_)) => Err(Lost("the server closed the connection".into())),
        Ok(_) => Ok(None),
        Err(tungstenite::Error::Io(e))
            if matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ) =>
        {
            Ok(None)
        }
        Err(e) => Err(Lost(e.to_string())),
    }
}

/// The connection thread's state.
pub(crate) struct Link {
    pub runtime: Arc<Runtime>,
    pub server: ServerUrl,
    pub seat: SeatRecord,
    /// The app's directory, where the seat is kept (none: not kept).
    pub dir: Option<PathBuf>,
    pub stop: Arc<AtomicBool>,
    pub backoff: Backoff,
    pub away_limit: Duration,
    pub next_id: u64,
}

/// Why serving a connection ended.
enum Ended {
    Stopped,
    /// Reconnect: the socket went, or the table must be fetched whole again.
    Again(String),
    /// Nothing more can be done (the seat is no longer ours).
    Over(String),
}

impl Link {
    /// The thread's body: serve `socket` (already seated), then reconnect
    /// and serve again until stopped.
    pub fn run(mut self, mut socket: Option<(Socket, Vec<ServerMessage>)>) {
        let mut attempt = 0u32;
        loop {
            if self.stopped() {
                return;
            }
            let (connected, early) = match socket.take() {
                Some(open) => open,
                None => {
                    attempt += 1;
                    self.set(|t| t.set_connection(Connection::Connecting { attempt }));
                    match self.reconnect() {
                        Ok(open) => open,
                        Err(e) if e.is_lasting() => {
                            log::warn!("online table {}: {e}", self.seat.code);
                            self.set(|t| {
                                t.set_connection(Connection::Offline { why: e.to_string() })
                            });
                            return;
                        }
                        Err(e) => {
                            let wait = self.backoff.wait(attempt, sholo_runtime::entropy());
                            log::info!("online table {}: {e}; again in {wait:?}", self.seat.code);
                            self.sleep(wait);
                            continue;
                        }
                    }
                }
            };
            attempt = 0;
            match self.serve(connected, early) {
                Ended::Stopped => return,
                Ended::Again(why) => {
                    log::info!("online table {}: {why}; reconnecting", self.seat.code);
                }
                Ended::Over(why) => {
                    self.set(|t| t.set_connection(Connection::Offline { why }));
                    return;
                }
            }
        }
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Sleeps `wait`, waking early when stopped.
    fn sleep(&self, wait: Duration) {
        let until = Instant::now() + wait;
        while !self.stopped() && Instant::now() < until {
            std::thread::sleep(POLL.min(until.saturating_duration_since(Instant::now())));
        }
    }

    /// Changes the table and tells the shell.
    fn set<R>(&self, change: impl FnOnce(&mut Table) -> R) -> R {
        let result = self.runtime.act(change);
        self.runtime.changed();
        result
    }

    fn fresh_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// A new connection, the seat taken again; the table state it answers
    /// with is applied.
    fn reconnect(&mut self) -> Result<(Socket, Vec<ServerMessage>), OnlineError> {
        let (mut socket, away_limit) = open(&self.server)?;
        self.away_limit = away_limit;
        let mut early = Vec::new();
        let id = self.fresh_id();
        let answer = request(
            &mut socket,
            &ClientMessage::Resume {
                id,
                code: self.seat.code.clone(),
                token: self.seat.token.clone(),
                last_seq: self.seat.last_seq,
            },
            &mut early,
        )?;
        let ServerMessage::Resumed { table, .. } = answer else {
            return Err(OnlineError::Protocol(format!(
                "expected resumed, got {answer:?}"
            )));
        };
        self.adopt(&mut socket, &table)
            .map_err(|Lost(why)| OnlineError::Unreachable(why))?;
        Ok((socket, early))
    }

    /// Makes the table the server's `state` (on connecting, and for a
    /// rematch): plays what was missed, sends again a turn of ours the server
    /// has not got, and shows the opponent's seat and the standing offers.
    pub fn adopt(&mut self, socket: &mut Socket, state: &TableState) -> Result<(), Lost> {
        let turns: Vec<String> = state.turns.iter().map(|t| t.turn.clone()).collect();
        let ending = state.outcome.map(translate::outcome);
        let local = state.your_side;
        let opponent = match local.other() {
            Side::Red => state.red,
            Side::White => state.white,
        };
        let presence = translate::presence(opponent, self.away_limit, translate::now_secs());
        let synced = self.set(|t| {
            if t.local_side() != Some(local) {
                t.online_new_game(local, state.code.clone());
            }
            let synced = t.sync_online(&turns, ending);
            t.set_opponent(presence);
            if state.draw_offer == Some(local.other()) {
                t.remote_draw_offer();
            }
            if let Some(by) = state.rematch_offer {
                t.remote_rematch_asked(by);
            }
            // What waits in the outbox was made before this state: turns
            // are found again below by comparing games; offers are dropped.
            t.take_outbox();
            t.set_connection(Connection::Connected);
            synced
        });
        self.seat.last_seq = state.seq;
        self.keep_seat();
        match synced {
            Ok(OnlineSync::Ahead { ahead }) => {
                // Our last turn never reached the server: send it again,
                // acting on the state just fetched.
                let last = self
                    .runtime
                    .read(|t| t.game().turns().last().map(format_turn));
                if let Some(turn) = last.filter(|_| ahead > 0) {
                    let id = self.fresh_id();
                    send(
                        socket,
                        &ClientMessage::Play {
                            id,
                            seq: state.seq,
                            turn,
                        },
                    )
                    .map_err(|e| Lost(e.to_string()))?;
                }
                // And our resignation, if it went into the dropped socket.
                let resigned = self.runtime.read(|t| {
                    t.game()
                        .outcome()
                        .is_some_and(|o| o.reason == EndReason::Resigned)
                });
                if resigned {
                    let id = self.fresh_id();
                    send(socket, &ClientMessage::Resign { id }).map_err(|e| Lost(e.to_string()))?;
                }
                Ok(())
            }
            Ok(_) => Ok(()),
            Err(refusal) => Err(Lost(format!("the server's game is unreadable: {refusal}"))),
        }
    }

    fn keep_seat(&self) {
        if let Some(dir) = &self.dir {
            if let Err(e) = save_seat(dir, &self.seat) {
                log::error!("could not keep the seat of {}: {e}", self.seat.code);
            }
        }
    }

    /// Serves one connection until it ends.
    fn serve(&mut self, mut socket: Socket, early: Vec<ServerMessage>) -> Ended {
        let mut last_heard = Instant::now();
        let mut last_sent = Instant::now();
        let mut last_away_check = Instant::now();
        for message in early {
            if let Err(ended) = self.apply(&mut socket, message) {
                return ended;
            }
        }
        loop {
            if self.stopped() {
                let _ = socket.close(None);
                let _ = socket.flush();
                return Ended::Stopped;
            }
            let outbox = self.runtime.act(Table::take_outbox);
            for out in outbox {
                let rematch_offered = self.runtime.read(|t| {
                    let local = t.local_side();
                    t.view()
                        .online
                        .and_then(|o| o.rematch_asked)
                        .is_some_and(|by| Some(by) != local)
                });
                let id = self.fresh_id();
                let message = translate::request(&out, id, self.seat.last_seq, rematch_offered);
                if let Err(e) = send(&mut socket, &message) {
                    return Ended::Again(format!("sending failed: {e}"));
                }
                last_sent = Instant::now();
            }
            if last_sent.elapsed() > PING_AFTER {
                let id = self.fresh_id();
                if let Err(e) = send(&mut socket, &ClientMessage::Ping { id }) {
                    return Ended::Again(format!("sending failed: {e}"));
                }
                last_sent = Instant::now();
            }
            if last_away_check.elapsed() > Duration::from_secs(1) {
                last_away_check = Instant::now();
                self.recheck_away();
            }
            match receive(&mut socket) {
                Ok(Some(message)) => {
                    last_heard = Instant::now();
                    if let Err(ended) = self.apply(&mut socket, message) {
                        return ended;
                    }
                }
                Ok(None) => {
                    // Control frames count as life too; tungstenite answers
                    // pings by itself on the next read or write.
                    if socket.flush().is_err() {
                        return Ended::Again("the connection broke".into());
                    }
                    if last_heard.elapsed() > SILENT_FOR {
                        return Ended::Again("the server went silent".into());
                    }
                }
                Err(Lost(why)) => return Ended::Again(why),
            }
        }
    }

    /// An opponent away past the limit may now be ended as abandoned.
    fn recheck_away(&self) {
        let presence = self.runtime.read(|t| t.view().online.map(|o| o.opponent));
        if let Some(Presence::Away {
            since_ms,
            may_end: false,
        }) = presence
        {
            let now = translate::now_secs();
            let updated = translate::away(Some(since_ms / 1000), self.away_limit, now);
            if updated != presence.expect("matched") {
                self.set(|t| t.set_opponent(updated));
            }
        }
    }

    /// Applies one message from the server to the table, in sequence order.
    fn apply(&mut self, socket: &mut Socket, message: ServerMessage) -> Result<(), Ended> {
        let local = self
            .runtime
            .read(Table::local_side)
            .ok_or_else(|| Ended::Over("not an online table".into()))?;
        if let Some(seq) = message.seq() {
            let is_change = !matches!(message, ServerMessage::Presence { .. });
            if seq <= self.seat.last_seq && is_change {
                return Ok(()); // Seen already.
            }
            let expected = if is_change {
                self.seat.last_seq + 1
            } else {
                self.seat.last_seq
            };
            if seq > expected {
                return Err(Ended::Again(format!(
                    "missed events {}..{seq}: catching up",
                    self.seat.last_seq + 1
                )));
            }
        }
        let resync = |why: String| Err(Ended::Again(why));
        let new_seq = message_seq_after(self.seat.last_seq, &message);
        match message {
            ServerMessage::TurnPlayed { side, turn, .. } if side == local => {
                // Our own turn, stored: it must be the table's latest.
                let ours = self
                    .runtime
                    .read(|t| t.game().turns().last().map(format_turn));
                if ours.as_deref() != Some(turn.as_str()) {
                    return resync(format!("the server stored {turn}, not our turn"));
                }
            }
            ServerMessage::TurnPlayed { turn, .. } => {
                if let Err(refusal) = self.set(|t| t.remote_turn(&turn)) {
                    return resync(format!("the opponent's turn {turn}: {refusal}"));
                }
            }
            ServerMessage::Presence {
                side,
                connected,
                away_since,
                ..
            } => {
                if side != local {
                    let presence = if connected {
                        Presence::Present
                    } else {
                        translate::away(away_since, self.away_limit, translate::now_secs())
                    };
                    self.set(|t| t.set_opponent(presence));
                }
            }
            ServerMessage::DrawOffered { by, .. } => {
                if by != local {
                    self.set(Table::remote_draw_offer);
                }
            }
            ServerMessage::DrawDeclined { by, .. } => {
                if by != local {
                    self.set(Table::remote_draw_declined);
                }
            }
            ServerMessage::GameOver { outcome, .. } => {
                let outcome = translate::outcome(outcome);
                let shown = self.runtime.read(|t| t.game().outcome());
                if shown != Some(outcome) {
                    if !outcome.reason.is_decided_off_the_board() {
                        return resync(format!("the server ended the game: {outcome:?}"));
                    }
                    if let Err(refusal) = self.set(|t| t.remote_ending(outcome)) {
                        return resync(format!("the server's ending: {refusal}"));
                    }
                }
            }
            ServerMessage::RematchOffered { by, .. } => {
                self.set(|t| t.remote_rematch_asked(by));
            }
            ServerMessage::RematchDeclined { by, .. } => {
                if by != local {
                    self.set(|t| t.server_refused("the rematch was declined".into()));
                }
            }
            ServerMessage::RematchStarted { table, .. } => {
                self.set(|t| t.online_new_game(table.your_side, table.code.clone()));
                self.adopt(socket, &table)
                    .map_err(|Lost(why)| Ended::Again(why))?;
            }
            ServerMessage::Error { code, message, .. } => {
                return match code {
                    // The table here and the server's differ: fetch it whole.
                    ErrorCode::StaleSeq
                    | ErrorCode::IllegalTurn
                    | ErrorCode::NotYourTurn
                    | ErrorCode::OpponentMissing
                    | ErrorCode::GameOver => resync(format!("{}: {message}", code.as_str())),
                    ErrorCode::WrongToken | ErrorCode::UnknownTable => Err(Ended::Over(message)),
                    _ => {
                        self.set(|t| t.server_refused(message));
                        Ok(())
                    }
                };
            }
            ServerMessage::Pong { .. }
            | ServerMessage::Welcome { .. }
            | ServerMessage::Created { .. }
            | ServerMessage::Joined { .. }
            | ServerMessage::Resumed { .. } => {}
        }
        if let Some(seq) = new_seq.filter(|&seq| seq > self.seat.last_seq) {
            self.seat.last_seq = seq;
            self.keep_seat();
        }
        Ok(())
    }
}

/// The new last sequence number after `message`, if it moved it.
fn message_seq_after(last: u64, message: &ServerMessage) -> Option<u64> {
    match message {
        ServerMessage::Presence { .. } => None,
        _ => message.seq().filter(|&seq| seq > last),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backoff_doubles_to_its_cap_with_at_most_a_quarter_off() {
        let backoff = Backoff {
            first: Duration::from_millis(100),
            cap: Duration::from_secs(1),
        };
        assert_eq!(backoff.wait(1, 0), Duration::from_millis(100));
        assert_eq!(backoff.wait(2, 0), Duration::from_millis(200));
        assert_eq!(backoff.wait(5, 0), Duration::from_secs(1));
        assert_eq!(backoff.wait(40, 0), Duration::from_secs(1));
        for entropy in [1, 250, 999, u64::MAX] {
            let wait = backoff.wait(3, entropy);
            assert!(wait <= Duration::from_millis(400) && wait >= Duration::from_millis(300));
        }
    }
}
