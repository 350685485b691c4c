//! The tables this instance holds, and every change to them: check with the
//! table's [`Match`], store, then apply and tell the seats. A table's lock is
//! held from the check to the telling, so a table's changes are stored and
//! sent in order; tables do not wait for each other.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use sholo_core::Side;
use sholo_protocol::code::{links, normalise_code, parse_join_target};
use sholo_protocol::{
    encode, ClientMessage, ColourChoice, ErrorCode, SeatState, ServerMessage, WireRules,
};
use tokio::sync::mpsc;

use crate::limits::AddressLimits;
use crate::metrics::Metrics;
use crate::secrets::{coin, new_code, new_token, token_hash};
use crate::store::{Change, Notification, Store, StoreError};
use crate::table::{Event, Match, Refusal, Seat, TableSetup};

/// What a connection's writer sends: a frame (with the arrival time of the
/// request that caused it, for the relay latency), or a close.
#[derive(Debug)]
pub enum Outgoing {
    Text(String, Option<Instant>),
    Close(u16, &'static str),
}

pub type Sender = mpsc::UnboundedSender<Outgoing>;

/// The server's settings that the hub uses.
#[derive(Debug, Clone)]
pub struct HubConfig {
    pub away_limit: Duration,
    pub retention: Duration,
    /// The host (and port) put in links.
    pub public_host: String,
}

#[derive(Debug)]
struct Seated {
    conn: u64,
    tx: Sender,
}

/// A table held in memory: its match, its seats' token hashes and who is
/// connected.
#[derive(Debug)]
pub struct Entry {
    m: Match,
    hashes: [Option<String>; 2],
    local: [Option<Seated>; 2],
    /// Connected to another instance (told by its notifications).
    remote: [bool; 2],
    away_since: [Option<u64>; 2],
    touched: Instant,
}

pub type SharedEntry = Arc<tokio::sync::Mutex<Entry>>;

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl Entry {
    fn connected(&self, seat: Seat) -> bool {
        self.local[seat].is_some() || self.remote[seat]
    }

    fn presence(&self) -> [SeatState; 2] {
        [0, 1].map(|seat| {
            let connected = self.connected(seat);
            SeatState {
                taken: self.m.is_seated(seat),
                connected,
                away_since: if connected || !self.m.is_seated(seat) {
                    None
                } else {
                    self.away_since[seat]
                },
            }
        })
    }

    fn send(&self, seat: Seat, message: &ServerMessage, origin: Option<Instant>) {
        if let Some(seated) = &self.local[seat] {
            let _ = seated.tx.send(Outgoing::Text(encode(message), origin));
        }
    }

    /// Applies stored events and tells the seats connected here.
    fn apply(&mut self, events: &[(u64, Event)], origin: Option<Instant>, metrics: &Metrics) {
        for (seq, event) in events {
            self.m.apply(*seq, event);
            match event {
                Event::Turn { .. } => drop(metrics.turns.fetch_add(1, Ordering::Relaxed)),
                Event::GameOver { .. } => drop(metrics.games_over.fetch_add(1, Ordering::Relaxed)),
                _ => {}
            }
            let presence = self.presence();
            for seat in [0, 1] {
                let message = self.m.event_message(*seq, event, seat, presence);
                self.send(seat, &message, origin);
            }
        }
        self.touched = Instant::now();
    }

    fn presence_message(&self, seat: Seat) -> ServerMessage {
        let state = self.presence()[seat];
        ServerMessage::Presence {
            seq: self.m.seq(),
            side: self.m.side_of(seat),
            connected: state.connected,
            away_since: state.away_since,
        }
    }
}

fn unavailable(e: StoreError) -> Refusal {
    tracing::error!(error = %e, "store refused a change");
    Refusal {
        code: ErrorCode::Unavailable,
        message: "the server could not store this; nothing changed, try again".into(),
    }
}

fn refusal(code: ErrorCode, message: &str) -> Refusal {
    Refusal {
        code,
        message: message.into(),
    }
}

/// Every table this instance holds.
#[derive(Debug)]
pub struct Hub {
    pub store: Store,
    pub config: HubConfig,
    pub metrics: Arc<Metrics>,
    pub limits: AddressLimits,
    instance: String,
    tables: Mutex<HashMap<String, SharedEntry>>,
    next_conn: AtomicU64,
}

/// A connection's seat: the table and which seat.
pub type SeatAt = (SharedEntry, Seat);

impl Hub {
    pub fn new(store: Store, config: HubConfig, limits: AddressLimits) -> Hub {
        Hub {
            store,
            config,
            metrics: Arc::new(Metrics::default()),
            limits,
            instance: new_code(),
            tables: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
        }
    }

    pub fn next_conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    fn held(&self, code: &str) -> Option<SharedEntry> {
        self.tables.lock().expect("tables lock").get(code).cloned()
    }

    fn hold(&self, code: &str, entry: Entry) -> SharedEntry {
        let mut tables = self.tables.lock().expect("tables lock");
        let shared = tables
            .entry(code.to_string())
            .or_insert_with(|| Arc::new(tokio::sync::Mutex::new(entry)))
            .clone();
        self.metrics
            .tables_open
            .store(tables.len() as i64, Ordering::Relaxed);
        shared
    }

    /// The table with this code, from memory or the store.
    async fn entry(&self, code: &str) -> Result<Option<SharedEntry>, Refusal> {
        if let Some(entry) = self.held(code) {
            return Ok(Some(entry));
        }
        let Some(stored) = self.store.load(code).await.map_err(unavailable)? else {
            return Ok(None);
        };
        let joined = stored.token_hashes[1].is_some();
        let mut m = Match::new(stored.setup, joined);
        for (seq, event) in &stored.events {
            m.apply(*seq, event);
        }
        let now = unix_now();
        let entry = Entry {
            m,
            hashes: stored.token_hashes,
            local: [None, None],
            remote: [false, false],
            away_since: [Some(now), joined.then_some(now)],
            touched: Instant::now(),
        };
        Ok(Some(self.hold(code, entry)))
    }

    /// Brings a held table up to the store (other instances may have changed it).
    async fn catch_up(&self, e: &mut Entry) -> Result<(), Refusal> {
        let events = self
            .store
            .events_after(e.m.code(), e.m.seq())
            .await
            .map_err(unavailable)?;
        e.apply(&events, None, &self.metrics);
        Ok(())
    }

    /// Stores `events`, then applies them and tells the seats.
    async fn commit(
        &self,
        e: &mut Entry,
        events: Vec<Event>,
        origin: Instant,
    ) -> Result<(), Refusal> {
        let first = e.m.seq() + 1;
        let now = unix_now() as i64;
        match self.store.append(e.m.code(), first, &events, now).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                // Another writer stored this seq first: catch up and refuse.
                self.catch_up(e).await?;
                return Err(refusal(
                    ErrorCode::StaleSeq,
                    "the table changed while this was being stored; not applied",
                ));
            }
            Err(other) => return Err(unavailable(other)),
        }
        let numbered: Vec<(u64, Event)> = (first..).zip(events).collect();
        e.apply(&numbered, Some(origin), &self.metrics);
        let seq = e.m.seq();
        self.tell_others(e.m.code(), Change::Events { seq }).await;
        Ok(())
    }

    async fn tell_others(&self, code: &str, what: Change) {
        if self.store.is_shared() {
            let note = Notification {
                instance: self.instance.clone(),
                code: code.to_string(),
                what,
            };
            self.store.notify(&note).await;
        }
    }

    /// Seats a connection, telling the other seat it arrived.
    async fn sit(&self, e: &mut Entry, seat: Seat, conn: u64, tx: Sender) {
        if let Some(old) = e.local[seat].replace(Seated { conn, tx }) {
            let _ = old
                .tx
                .send(Outgoing::Close(4000, "seat taken by a newer connection"));
        }
        e.away_since[seat] = None;
        e.touched = Instant::now();
        let message = e.presence_message(seat);
        e.send(1 - seat, &message, None);
        self.tell_others(
            e.m.code(),
            Change::Presence {
                seat,
                connected: true,
                away_since: None,
            },
        )
        .await;
    }

    pub async fn create(
        &self,
        id: u64,
        rules: WireRules,
        colour: ColourChoice,
        conn: u64,
        tx: Sender,
    ) -> Result<SeatAt, Refusal> {
        let creator_side = match colour {
            ColourChoice::Red => Side::Red,
            ColourChoice::White => Side::White,
            ColourChoice::Random if coin() => Side::Red,
            ColourChoice::Random => Side::White,
        };
        let token = new_token();
        let hash = token_hash(&token);
        let now = unix_now();
        let mut attempts = 0;
        let setup = loop {
            let setup = TableSetup {
                code: new_code(),
                rules,
                creator_side,
            };
            match self.store.create(&setup, &hash, now as i64).await {
                Ok(()) => break setup,
                Err(StoreError::Conflict) if attempts < 5 => attempts += 1,
                Err(e) => return Err(unavailable(e)),
            }
        };
        let code = setup.code.clone();
        let entry = self.hold(
            &code,
            Entry {
                m: Match::new(setup, false),
                hashes: [Some(hash), None],
                local: [None, None],
                remote: [false, false],
                away_since: [None, None],
                touched: Instant::now(),
            },
        );
        let mut e = entry.lock().await;
        self.sit(&mut e, 0, conn, tx.clone()).await;
        self.metrics.tables_created.fetch_add(1, Ordering::Relaxed);
        tracing::info!(table = %code, side = e.m.side_of(0).name(), "table created");
        let message = ServerMessage::Created {
            id,
            links: links(&self.config.public_host, &code),
            token,
            table: e.m.state_for(0, e.presence()),
        };
        let _ = tx.send(Outgoing::Text(encode(&message), None));
        drop(e);
        Ok((entry, 0))
    }

    pub async fn join(
        &self,
        id: u64,
        target: &str,
        conn: u64,
        tx: Sender,
    ) -> Result<SeatAt, Refusal> {
        let code = parse_join_target(target)
            .map_err(|e| refusal(ErrorCode::UnknownTable, &format!("no table: {e}")))?;
        let entry = self
            .entry(&code)
            .await?
            .ok_or_else(|| refusal(ErrorCode::UnknownTable, "no table has this code"))?;
        let mut e = entry.lock().await;
        let full = || refusal(ErrorCode::TableFull, "both seats of this table are taken");
        if e.m.is_seated(1) {
            return Err(full());
        }
        let token = new_token();
        let hash = token_hash(&token);
        if !self
            .store
            .join(&code, &hash, unix_now() as i64)
            .await
            .map_err(unavailable)?
        {
            e.m.seat_joined();
            return Err(full());
        }
        e.hashes[1] = Some(hash);
        e.m.seat_joined();
        self.tell_others(&code, Change::Joined).await;
        self.sit(&mut e, 1, conn, tx.clone()).await;
        tracing::info!(table = %code, "second seat taken");
        let message = ServerMessage::Joined {
            id,
            links: links(&self.config.public_host, &code),
            token,
            table: e.m.state_for(1, e.presence()),
        };
        let _ = tx.send(Outgoing::Text(encode(&message), None));
        drop(e);
        Ok((entry, 1))
    }

    pub async fn resume(
        &self,
        id: u64,
        code: &str,
        token: &str,
        conn: u64,
        tx: Sender,
    ) -> Result<SeatAt, Refusal> {
        let unknown = || refusal(ErrorCode::UnknownTable, "no table has this code");
        let code = normalise_code(code).map_err(|_| unknown())?;
        let entry = self.entry(&code).await?.ok_or_else(unknown)?;
        let mut e = entry.lock().await;
        if self.store.is_shared() {
            self.catch_up(&mut e).await?;
        }
        let hash = token_hash(token);
        let find = |e: &Entry| (0..2).find(|&s| e.hashes[s].as_deref() == Some(hash.as_str()));
        let mut seat = find(&e);
        if seat.is_none() && e.hashes[1].is_none() {
            // The second seat may have been taken on another instance.
            if let Some(stored) = self.store.load(&code).await.map_err(unavailable)? {
                e.hashes = stored.token_hashes;
                if e.hashes[1].is_some() {
                    e.m.seat_joined();
                }
                seat = find(&e);
            }
        }
        let seat = seat.ok_or_else(|| {
            refusal(
                ErrorCode::WrongToken,
                "this is not a seat token of this table",
            )
        })?;
        self.sit(&mut e, seat, conn, tx.clone()).await;
        tracing::info!(table = %code, seat, "seat resumed");
        let message = ServerMessage::Resumed {
            id,
            table: e.m.state_for(seat, e.presence()),
        };
        let _ = tx.send(Outgoing::Text(encode(&message), None));
        drop(e);
        Ok((entry, seat))
    }

    /// A game request from a seated connection.
    pub async fn act(
        &self,
        (entry, seat): &SeatAt,
        request: &ClientMessage,
        origin: Instant,
    ) -> Result<(), Refusal> {
        let seat = *seat;
        let mut e = entry.lock().await;
        if self.store.is_shared() {
            self.catch_up(&mut e).await?;
        }
        let events = match request {
            ClientMessage::Play { seq, turn, .. } => e.m.play(seat, *seq, turn),
            ClientMessage::Resign { .. } => e.m.resign(seat),
            ClientMessage::OfferDraw { .. } => e.m.offer_draw(seat),
            ClientMessage::AnswerDraw { accept, .. } => e.m.answer_draw(seat, *accept),
            ClientMessage::OfferRematch { .. } => e.m.offer_rematch(seat),
            ClientMessage::AnswerRematch { accept, .. } => e.m.answer_rematch(seat, *accept),
            ClientMessage::ClaimAbandoned { .. } => {
                let opponent = 1 - seat;
                let away_for = (!e.connected(opponent))
                    .then(|| unix_now().saturating_sub(e.away_since[opponent].unwrap_or(0)));
                e.m.claim_abandoned(seat, away_for, self.config.away_limit.as_secs())
            }
            _ => return Err(refusal(ErrorCode::BadRequest, "not a game request")),
        }?;
        let ended = events.iter().any(|e| matches!(e, Event::GameOver { .. }));
        self.commit(&mut e, events, origin).await?;
        if ended {
            tracing::info!(table = %e.m.code(), "game over");
        }
        Ok(())
    }

    /// A seated connection closed.
    pub async fn leave(&self, (entry, seat): &SeatAt, conn: u64) {
        let seat = *seat;
        let mut e = entry.lock().await;
        if e.local[seat].as_ref().map(|s| s.conn) != Some(conn) {
            return; // a newer connection holds the seat
        }
        e.local[seat] = None;
        let now = unix_now();
        e.away_since[seat] = Some(now);
        e.touched = Instant::now();
        let message = e.presence_message(seat);
        e.send(1 - seat, &message, None);
        self.tell_others(
            e.m.code(),
            Change::Presence {
                seat,
                connected: false,
                away_since: Some(now),
            },
        )
        .await;
    }

    /// Another instance changed a table: catch up if it is held here.
    pub async fn notified(&self, note: Notification) {
        if note.instance == self.instance {
            return;
        }
        let Some(entry) = self.held(&note.code) else {
            return;
        };
        let mut e = entry.lock().await;
        match note.what {
            Change::Events { seq } => {
                if seq > e.m.seq() {
                    if let Err(r) = self.catch_up(&mut e).await {
                        tracing::warn!(table = %note.code, "catch-up failed: {}", r.message);
                    }
                }
            }
            Change::Joined => {
                e.m.seat_joined();
                e.hashes[1] = None; // read from the store when it resumes here
            }
            Change::Presence {
                seat,
                connected,
                away_since,
            } if seat < 2 => {
                e.remote[seat] = connected;
                if e.local[seat].is_none() {
                    e.away_since[seat] = away_since;
                }
                let message = e.presence_message(seat);
                e.send(1 - seat, &message, None);
            }
            Change::Presence { .. } => {}
        }
    }

    /// Removes tables past the retention time from the store and lets go of
    /// held tables nobody here has used for a minute.
    pub async fn sweep(&self) {
        let before = unix_now().saturating_sub(self.config.retention.as_secs()) as i64;
        match self.store.purge(before).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(tables = n, "idle tables removed"),
            Err(e) => tracing::warn!(error = %e, "purge failed"),
        }
        let mut tables = self.tables.lock().expect("tables lock");
        tables.retain(|_, entry| match entry.try_lock() {
            Ok(e) => {
                e.local.iter().any(Option::is_some) || e.touched.elapsed() < Duration::from_secs(60)
            }
            Err(_) => true,
        });
        self.metrics
            .tables_open
            .store(tables.len() as i64, Ordering::Relaxed);
        self.limits.sweep();
    }
}
