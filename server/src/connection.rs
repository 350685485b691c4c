//! One WebSocket connection: its writer (frames, keep-alive pings, closes)
//! and its reader (limits, parsing, requests to the hub).

use std::net::IpAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use sholo_protocol::{
    encode, parse_client_message, ClientMessage, ErrorCode, ServerMessage, PROTOCOL_VERSION,
};
use tokio::sync::mpsc;

use crate::hub::{Hub, Outgoing, SeatAt, Sender};
use crate::limits::Bucket;
use crate::table::Refusal;

/// How often the server pings, and how long a silent connection lives.
#[derive(Debug, Clone, Copy)]
pub struct Timing {
    pub ping_every: Duration,
    pub idle_after: Duration,
}

/// Rate-limited requests tolerated before the connection is closed.
const REFUSALS_BEFORE_CLOSE: u32 = 100;

struct Session {
    ip: IpAddr,
    conn: u64,
    tx: Sender,
    greeted: bool,
    seat: Option<SeatAt>,
    messages: Bucket,
    seatings: Bucket,
    rate_refusals: u32,
}

pub async fn serve(socket: WebSocket, ip: IpAddr, hub: Arc<Hub>, timing: Timing) {
    let metrics = hub.metrics.clone();
    metrics.connections.fetch_add(1, Ordering::Relaxed);
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Outgoing>();
    let writer_metrics = metrics.clone();
    let writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(timing.ping_every);
        ping.tick().await;
        loop {
            tokio::select! {
                out = rx.recv() => match out {
                    Some(Outgoing::Text(text, origin)) => {
                        if sink.send(Message::Text(text.into())).await.is_err() {
                            break;
                        }
                        if let Some(origin) = origin {
                            writer_metrics.relayed(origin.elapsed());
                        }
                    }
                    Some(Outgoing::Close(code, reason)) => {
                        let frame = CloseFrame { code, reason: reason.into() };
                        let _ = sink.send(Message::Close(Some(frame))).await;
                        break;
                    }
                    None => break,
                },
                _ = ping.tick() => {
                    if sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                        break;
                    }
                }
            }
        }
    });

    let limits = hub.limits.limits();
    let mut session = Session {
        ip,
        conn: hub.next_conn_id(),
        tx,
        greeted: false,
        seat: None,
        messages: Bucket::new(limits.connection_messages, limits.connection_messages * 2.0),
        seatings: Bucket::new(limits.address_seatings / 60.0, limits.address_seatings),
        rate_refusals: 0,
    };
    loop {
        let next = match tokio::time::timeout(timing.idle_after, stream.next()).await {
            Err(_) => {
                let _ = session.tx.send(Outgoing::Close(1000, "idle"));
                break;
            }
            Ok(None) | Ok(Some(Err(_))) => break,
            Ok(Some(Ok(message))) => message,
        };
        let keep_open = match next {
            Message::Text(text) => session.frame(&hub, text.as_str()).await,
            Message::Binary(_) => {
                session.refuse(
                    &hub,
                    None,
                    Refusal {
                        code: ErrorCode::Malformed,
                        message: "frames are JSON text, not binary".into(),
                    },
                );
                true
            }
            Message::Close(_) => false,
            Message::Ping(_) | Message::Pong(_) => true,
        };
        if !keep_open {
            break;
        }
    }
    if let Some(seat) = session.seat.take() {
        hub.leave(&seat, session.conn).await;
    }
    drop(session);
    // The writer ends when every sender is gone; don't wait on a stuck peer.
    let _ = tokio::time::timeout(Duration::from_secs(5), writer).await;
    metrics.connections.fetch_sub(1, Ordering::Relaxed);
}

impl Session {
    fn send(&self, message: &ServerMessage) {
        let _ = self.tx.send(Outgoing::Text(encode(message), None));
    }

    fn refuse(&self, hub: &Hub, id: Option<u64>, refusal: Refusal) {
        hub.metrics.error(refusal.code);
        tracing::debug!(code = refusal.code.as_str(), "request refused");
        self.send(&ServerMessage::Error {
            id,
            code: refusal.code,
            message: refusal.message,
        });
    }

    /// Handles one text frame; false closes the connection.
    async fn frame(&mut self, hub: &Hub, text: &str) -> bool {
        let origin = Instant::now();
        let message = match parse_client_message(text) {
            Ok(message) => message,
            Err(e) => {
                let too_large = e.code() == ErrorCode::TooLarge;
                self.refuse(
                    hub,
                    e.request_id(),
                    Refusal {
                        code: e.code(),
                        message: e.to_string(),
                    },
                );
                if too_large {
                    let _ = self.tx.send(Outgoing::Close(1009, "frame too large"));
                }
                return !too_large;
            }
        };
        let id = message.id();
        if !self.messages.take() || !hub.limits.message(self.ip) {
            return self.rate_limited(hub, id, "too many messages: slow down");
        }
        match self.handle(hub, message, origin).await {
            Ok(()) => true,
            Err(refusal) if refusal.code == ErrorCode::RateLimited => {
                self.rate_limited(hub, id, &refusal.message)
            }
            Err(refusal) => {
                self.refuse(hub, Some(id), refusal);
                true
            }
        }
    }

    fn rate_limited(&mut self, hub: &Hub, id: u64, why: &str) -> bool {
        self.rate_refusals += 1;
        self.refuse(
            hub,
            Some(id),
            Refusal {
                code: ErrorCode::RateLimited,
                message: why.into(),
            },
        );
        if self.rate_refusals >= REFUSALS_BEFORE_CLOSE {
            let _ = self.tx.send(Outgoing::Close(1008, "rate limit"));
            return false;
        }
        true
    }

    /// Checks that this connection may take a seat now.
    fn may_sit(&mut self, hub: &Hub) -> Result<(), Refusal> {
        if self.seat.is_some() {
            return Err(Refusal {
                code: ErrorCode::AlreadySeated,
                message: "this connection is seated at a table already".into(),
            });
        }
        if !self.seatings.take() || !hub.limits.seating(self.ip) {
            return Err(Refusal {
                code: ErrorCode::RateLimited,
                message: "too many tables created or joined from here: wait a minute".into(),
            });
        }
        Ok(())
    }

    async fn handle(
        &mut self,
        hub: &Hub,
        message: ClientMessage,
        origin: Instant,
    ) -> Result<(), Refusal> {
        let refuse = |code, message: &str| Refusal {
            code,
            message: message.into(),
        };
        if let ClientMessage::Hello { id, .. } = message {
            if self.greeted {
                return Err(refuse(ErrorCode::HelloFirst, "hello was said already"));
            }
            self.greeted = true;
            self.send(&ServerMessage::Welcome {
                id,
                version: PROTOCOL_VERSION,
                away_limit_secs: hub.config.away_limit.as_secs(),
            });
            return Ok(());
        }
        if !self.greeted {
            return Err(refuse(ErrorCode::HelloFirst, "say hello first"));
        }
        match message {
            ClientMessage::Ping { id } => {
                self.send(&ServerMessage::Pong { id });
                Ok(())
            }
            ClientMessage::Create { id, rules, colour } => {
                self.may_sit(hub)?;
                let seat = hub
                    .create(id, rules, colour, self.conn, self.tx.clone())
                    .await?;
                self.seat = Some(seat);
                Ok(())
            }
            ClientMessage::Join { id, code } => {
                self.may_sit(hub)?;
                let seat = hub.join(id, &code, self.conn, self.tx.clone()).await?;
                self.seat = Some(seat);
                Ok(())
            }
            ClientMessage::Resume {
                id, code, token, ..
            } => {
                self.may_sit(hub)?;
                let seat = hub
                    .resume(id, &code, &token, self.conn, self.tx.clone())
                    .await?;
                self.seat = Some(seat);
                Ok(())
            }
            request => {
                let seat = self
                    .seat
                    .as_ref()
                    .ok_or_else(|| refuse(ErrorCode::NotSeated, "join or create a table first"))?;
                hub.act(seat, &request, origin).await
            }
        }
    }
}
