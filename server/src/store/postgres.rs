//! PostgreSQL: every write is one statement, committed before it returns;
//! after a change the instance sends `NOTIFY sholo` and every other instance
//! listening on its own connection catches the table up from the database.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use futures_util::future::poll_fn;
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use tokio_postgres::error::SqlState;
use tokio_postgres::{AsyncMessage, Client, NoTls};

use super::{Row, StoreError, SCHEMA};

/// Connections for queries: requests are spread over them and pipelined.
const CLIENTS: usize = 4;
/// The NOTIFY channel.
const CHANNEL: &str = "sholo";

/// What one instance tells the others about a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notification {
    /// The sending instance (an instance ignores its own).
    pub instance: String,
    pub code: String,
    pub what: Change,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    /// New events are stored up to `seq`.
    Events { seq: u64 },
    /// The second seat was taken.
    Joined,
    /// A seat's player connected to, or left, the sending instance.
    Presence {
        seat: usize,
        connected: bool,
        away_since: Option<u64>,
    },
}

#[derive(Clone, Debug)]
pub struct PgStore {
    clients: Arc<Vec<Client>>,
    next: Arc<AtomicUsize>,
}

fn db_error(e: tokio_postgres::Error) -> StoreError {
    if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
        StoreError::Conflict
    } else {
        StoreError::Database(e.to_string())
    }
}

async fn connect(
    url: &str,
) -> Result<
    (
        Client,
        tokio_postgres::Connection<tokio_postgres::Socket, tokio_postgres::tls::NoTlsStream>,
    ),
    StoreError,
> {
    tokio_postgres::connect(url, NoTls).await.map_err(db_error)
}

impl PgStore {
    pub async fn open(
        url: &str,
    ) -> Result<(PgStore, mpsc::UnboundedReceiver<Notification>), StoreError> {
        let mut clients = Vec::with_capacity(CLIENTS);
        for _ in 0..CLIENTS {
            let (client, connection) = connect(url).await?;
            tokio::spawn(async move {
                if let Err(e) = connection.await {
                    tracing::error!(error = %e, "PostgreSQL connection ended");
                }
            });
            clients.push(client);
        }
        // Two instances starting together may both create the schema.
        let lock = "SELECT pg_advisory_lock(7250)";
        clients[0].batch_execute(lock).await.map_err(db_error)?;
        let made = clients[0].batch_execute(SCHEMA).await.map_err(db_error);
        clients[0]
            .batch_execute("SELECT pg_advisory_unlock(7250)")
            .await
            .map_err(db_error)?;
        made?;

        let (listener, mut connection) = connect(url).await?;
        let (notes, received) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Some(message) = poll_fn(|cx| connection.poll_message(cx)).await {
                match message {
                    Ok(AsyncMessage::Notification(n)) => {
                        if let Ok(note) = serde_json::from_str::<Notification>(n.payload()) {
                            if notes.send(note).is_err() {
                                break;
                            }
                        }
                    }
                    Ok(_) => {}
                    Err(e) => {
                        tracing::error!(error = %e, "PostgreSQL listener ended");
                        break;
                    }
                }
            }
        });
        listener
            .batch_execute(&format!("LISTEN {CHANNEL}"))
            .await
            .map_err(db_error)?;
        // The listener's client must live as long as its connection.
        std::mem::forget(listener);
        Ok((
            PgStore {
                clients: Arc::new(clients),
                next: Arc::new(AtomicUsize::new(0)),
            },
            received,
        ))
    }

    fn client(&self) -> &Client {
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.clients.len();
        &self.clients[i]
    }

    pub(super) async fn create(&self, row: Row, now: i64) -> Result<(), StoreError> {
        self.client()
            .execute(
                "INSERT INTO tables (code, rules, creator_side, creator_token, joiner_token, created_at, last_active)
                 VALUES ($1, $2, $3, $4, NULL, $5, $5)",
                &[&row.code, &row.rules, &row.creator_side, &row.creator_token, &now],
            )
            .await
            .map_err(db_error)?;
        Ok(())
    }

    pub(super) async fn load(
        &self,
        code: &str,
    ) -> Result<Option<(Row, Vec<(u64, String)>)>, StoreError> {
        let client = self.client();
        let row = client
            .query_opt(
                "SELECT code, rules, creator_side, creator_token, joiner_token FROM tables WHERE code = $1",
                &[&code],
            )
            .await
            .map_err(db_error)?;
        let Some(row) = row else { return Ok(None) };
        let row = Row {
            code: row.get(0),
            rules: row.get(1),
            creator_side: row.get(2),
            creator_token: row.get(3),
            joiner_token: row.get(4),
        };
        let events = self.events_after(code, 0).await?;
        Ok(Some((row, events)))
    }

    pub(super) async fn events_after(
        &self,
        code: &str,
        seq: u64,
    ) -> Result<Vec<(u64, String)>, StoreError> {
        let rows = self
            .client()
            .query(
                "SELECT seq, event FROM events WHERE code = $1 AND seq > $2 ORDER BY seq",
                &[&code, &(seq as i64)],
            )
            .await
            .map_err(db_error)?;
        Ok(rows
            .iter()
            .map(|r| (r.get::<_, i64>(0) as u64, r.get(1)))
            .collect())
    }

    pub(super) async fn join(&self, code: &str, hash: &str, now: i64) -> Result<bool, StoreError> {
        let changed = self
            .client()
            .execute(
                "UPDATE tables SET joiner_token = $2, last_active = $3
                 WHERE code = $1 AND joiner_token IS NULL",
                &[&code, &hash, &now],
            )
            .await
            .map_err(db_error)?;
        Ok(changed == 1)
    }

    pub(super) async fn append(
        &self,
        code: &str,
        rows: Vec<(u64, String)>,
        now: i64,
    ) -> Result<(), StoreError> {
        let seqs: Vec<i64> = rows.iter().map(|(s, _)| *s as i64).collect();
        let events: Vec<String> = rows.into_iter().map(|(_, e)| e).collect();
        // One statement: the events and the table's activity time commit together.
        self.client()
            .execute(
                "WITH stored AS (
                     INSERT INTO events (code, seq, event, at)
                     SELECT $1, s, e, $4 FROM unnest($2::bigint[], $3::text[]) AS t(s, e)
                     RETURNING 1)
                 UPDATE tables SET last_active = $4 WHERE code = $1",
                &[&code, &seqs, &events, &now],
            )
            .await
            .map_err(db_error)?;
        Ok(())
    }

    pub(super) async fn purge(&self, before: i64) -> Result<u64, StoreError> {
        let client = self.client();
        client
            .execute(
                "DELETE FROM events WHERE code IN (SELECT code FROM tables WHERE last_active < $1)",
                &[&before],
            )
            .await
            .map_err(db_error)?;
        client
            .execute("DELETE FROM tables WHERE last_active < $1", &[&before])
            .await
            .map_err(db_error)
    }

    pub(super) async fn notify(&self, note: &Notification) {
        let payload = serde_json::to_string(note).expect("notifications serialise");
        if let Err(e) = self
            .client()
            .execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
            .await
        {
            tracing::warn!(error = %e, "NOTIFY failed; other instances catch up on their next request");
        }
    }
}
