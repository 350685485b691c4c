//! Where tables are kept: one SQLite file (the default, one instance) or
//! PostgreSQL (several instances, told of each other's changes by
//! LISTEN/NOTIFY). Both keep the same two tables:
//!
//! - `tables`: code, rules, the creator's first colour, the two seats' token
//!   hashes, created and last-active times (Unix seconds);
//! - `events`: (code, seq) → the event as JSON. The primary key is what keeps
//!   two writers (two instances, or a request racing a reload) from both
//!   storing a seq: the second gets [`StoreError::Conflict`] and nothing.
//!
//! Every write is committed durably before it returns.

mod postgres;
mod sqlite;

use sholo_core::Side;
use sholo_protocol::WireRules;

use crate::table::{Event, TableSetup};

pub use postgres::{Change, Notification};

/// Why the store refused.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The row exists already (a code or a seq another writer stored first).
    #[error("conflict: stored by another writer first")]
    Conflict,
    #[error("database: {0}")]
    Database(String),
}

/// A table as stored.
#[derive(Debug)]
pub struct StoredTable {
    pub setup: TableSetup,
    /// The two seats' token hashes; the joiner's is empty until someone joins.
    pub token_hashes: [Option<String>; 2],
    pub events: Vec<(u64, Event)>,
}

/// A table's row, written and read as text so both databases store the same.
#[derive(Debug)]
struct Row {
    code: String,
    rules: String,
    creator_side: String,
    creator_token: String,
    joiner_token: Option<String>,
}

impl Row {
    fn new(setup: &TableSetup, creator_token: &str) -> Row {
        Row {
            code: setup.code.clone(),
            rules: serde_json::to_string(&setup.rules).expect("rules serialise"),
            creator_side: side_name(setup.creator_side).to_string(),
            creator_token: creator_token.to_string(),
            joiner_token: None,
        }
    }

    fn into_table(self, events: Vec<(u64, String)>) -> Result<StoredTable, StoreError> {
        let damaged = |what: &str| StoreError::Database(format!("table {}: bad {what}", self.code));
        let rules: WireRules = serde_json::from_str(&self.rules).map_err(|_| damaged("rules"))?;
        let creator_side = match self.creator_side.as_str() {
            "red" => Side::Red,
            "white" => Side::White,
            _ => return Err(damaged("side")),
        };
        let events = events
            .into_iter()
            .map(|(seq, json)| {
                serde_json::from_str(&json)
                    .map(|e| (seq, e))
                    .map_err(|_| damaged("event"))
            })
            .collect::<Result<_, _>>()?;
        Ok(StoredTable {
            setup: TableSetup {
                code: self.code.clone(),
                rules,
                creator_side,
            },
            token_hashes: [Some(self.creator_token), self.joiner_token],
            events,
        })
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Red => "red",
        Side::White => "white",
    }
}

fn event_json(event: &Event) -> String {
    serde_json::to_string(event).expect("events serialise")
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    rules TEXT NOT NULL,
    creator_side TEXT NOT NULL,
    creator_token TEXT NOT NULL,
    joiner_token TEXT,
    created_at BIGINT NOT NULL,
    last_active BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS tables_last_active ON tables (last_active);
CREATE TABLE IF NOT EXISTS events (
    code TEXT NOT NULL,
    seq BIGINT NOT NULL,
    event TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (code, seq)
);
";

/// The database behind the server.
#[derive(Clone, Debug)]
pub enum Store {
    Sqlite(sqlite::SqliteStore),
    Postgres(postgres::PgStore),
}

impl Store {
    /// Opens `sqlite:PATH` or `postgres://…`, creating the schema if needed.
    /// For PostgreSQL, notifications of other instances' changes arrive on
    /// the returned receiver.
    pub async fn open(
        url: &str,
    ) -> Result<
        (
            Store,
            Option<tokio::sync::mpsc::UnboundedReceiver<Notification>>,
        ),
        StoreError,
    > {
        if let Some(path) = url.strip_prefix("sqlite:") {
            Ok((Store::Sqlite(sqlite::SqliteStore::open(path)?), None))
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let (store, notes) = postgres::PgStore::open(url).await?;
            Ok((Store::Postgres(store), Some(notes)))
        } else {
            Err(StoreError::Database(format!(
                "'{url}': expected sqlite:PATH or postgres://…"
            )))
        }
    }

    /// Whether other instances may change tables (catch up before acting).
    pub fn is_shared(&self) -> bool {
        matches!(self, Store::Postgres(_))
    }

    pub async fn create(
        &self,
        setup: &TableSetup,
        creator_token_hash: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let row = Row::new(setup, creator_token_hash);
        match self {
            Store::Sqlite(s) => s.create(row, now).await,
            Store::Postgres(s) => s.create(row, now).await,
        }
    }

    pub async fn load(&self, code: &str) -> Result<Option<StoredTable>, StoreError> {
        let loaded = match self {
            Store::Sqlite(s) => s.load(code.to_string()).await?,
            Store::Postgres(s) => s.load(code).await?,
        };
        loaded
            .map(|(row, events)| row.into_table(events))
            .transpose()
    }

    pub async fn events_after(
        &self,
        code: &str,
        seq: u64,
    ) -> Result<Vec<(u64, Event)>, StoreError> {
        let rows = match self {
            Store::Sqlite(s) => s.events_after(code.to_string(), seq).await?,
            Store::Postgres(s) => s.events_after(code, seq).await?,
        };
        rows.into_iter()
            .map(|(seq, json)| {
                serde_json::from_str(&json)
                    .map(|e| (seq, e))
                    .map_err(|_| StoreError::Database(format!("table {code}: bad event")))
            })
            .collect()
    }

    /// Takes the second seat; false if it was taken already.
    pub async fn join(&self, code: &str, token_hash: &str, now: i64) -> Result<bool, StoreError> {
        match self {
            Store::Sqlite(s) => s.join(code.to_string(), token_hash.to_string(), now).await,
            Store::Postgres(s) => s.join(code, token_hash, now).await,
        }
    }

    /// Stores `events` as seq `first_seq`, `first_seq + 1`, … all or nothing.
    pub async fn append(
        &self,
        code: &str,
        first_seq: u64,
        events: &[Event],
        now: i64,
    ) -> Result<(), StoreError> {
        let rows: Vec<(u64, String)> = events
            .iter()
            .enumerate()
            .map(|(i, e)| (first_seq + i as u64, event_json(e)))
            .collect();
        match self {
            Store::Sqlite(s) => s.append(code.to_string(), rows, now).await,
            Store::Postgres(s) => s.append(code, rows, now).await,
        }
    }

    /// Removes tables idle since before `before`; returns how many.
    pub async fn purge(&self, before: i64) -> Result<u64, StoreError> {
        match self {
            Store::Sqlite(s) => s.purge(before).await,
            Store::Postgres(s) => s.purge(before).await,
        }
    }

    /// Tells the other instances (PostgreSQL only).
    pub async fn notify(&self, note: &Notification) {
        if let Store::Postgres(s) = self {
            s.notify(note).await;
        }
    }
}
