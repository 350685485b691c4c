//! PostgreSQL: every write is one statement, committed before it returns;
//! after a change the instance sends `NOTIFY sholo` and every other instance
//! listening on its own connection catches the table up from the database.
//! A lost listening connection is reopened, and then every held table catches
//! up, since notes sent while it was down are not replayed.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use futures_util::future::poll_fn;
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
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
    /// The sender has just loaded the table and knows nobody's presence:
    /// instances with a seat connected answer with [`Change::Presence`].
    WhoIsHere,
    /// A seat's player connected to, or left, the sending instance.
    Presence {
        seat: usize,
        connected: bool,
        away_since: Option<u64>,
    },
}

/// What the listening connection hears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    Note(Notification),
    /// The listening connection was lost and is back: notes sent meanwhile
    /// are gone, so every held table must catch up from the database.
    Missed,
}

/// Opens a connection, forwards its notifications to `notes` and LISTENs.
/// The poller ends when the connection does; the client must live as long.
async fn listen(
    url: &str,
    notes: mpsc::UnboundedSender<Heard>,
) -> Result<(Client, JoinHandle<()>), StoreError> {
    let (client, mut connection) = connect(url).await?;
    let poller = tokio::spawn(async move {
        while let Some(message) = poll_fn(|cx| connection.poll_message(cx)).await {
            match message {
                Ok(AsyncMessage::Notification(n)) => {
                    if let Ok(note) = serde_json::from_str::<Notification>(n.payload()) {
                        if notes.send(Heard::Note(note)).is_err() {
                            return;
                        }
                    }
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::error!(error = %e, "PostgreSQL listener ended");
                    return;
                }
            }
        }
        tracing::error!("PostgreSQL listener ended");
    });
    client
        .batch_execute(&format!("LISTEN {CHANNEL}"))
        .await
        .map_err(db_error)?;
    Ok((client, poller))
}

/// Keeps a LISTEN connection open: when it ends, reconnects with backoff and
/// then says [`Heard::Missed`], so nothing announced meanwhile is lost.
async fn keep_listening(
    url: String,
    notes: mpsc::UnboundedSender<Heard>,
    mut listener: Client,
    mut poller: JoinHandle<()>,
) {
    loop {
        let _ = (&mut poller).await;
        drop(listener);
        let mut delay = Duration::from_millis(200);
        loop {
            if notes.is_closed() {
                return;
            }
            tokio::time::sleep(delay).await;
            match listen(&url, notes.clone()).await {
                Ok((client, handle)) => {
                    (listener, poller) = (client, handle);
                    break;
                }
                Err(e) => {
                    tracing::warn!(error = %e, "PostgreSQL listener: reconnecting");
                    delay = (delay * 2).min(Duration::from_secs(10));
                }
            }
        }
        tracing::info!("PostgreSQL listener back; catching up every held table");
        if notes.send(Heard::Missed).is_err() {
            return;
        }
    }
}

#[derive(Clone, Debug)]
pub struct PgStore {
    url: Arc<str>,
    clients: Arc<Vec<Slot>>,
    next: Arc<AtomicUsize>,
}

/// One query connection, replaced when it is found closed (a database
/// restart, a dropped link): otherwise every request given it would fail
/// until the instance restarted.
#[derive(Debug)]
struct Slot {
    client: RwLock<Arc<Client>>,
    reopening: AtomicBool,
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

/// A query connection, its I/O driven by a task of its own.
async fn open_query_client(url: &str) -> Result<Client, StoreError> {
    let (client, connection) = connect(url).await?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            tracing::error!(error = %e, "PostgreSQL connection ended");
        }
    });
    Ok(client)
}

impl PgStore {
    pub async fn open(url: &str) -> Result<(PgStore, mpsc::UnboundedReceiver<Heard>), StoreError> {
        let mut clients = Vec::with_capacity(CLIENTS);
        for _ in 0..CLIENTS {
            clients.push(open_query_client(url).await?);
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

        let (notes, received) = mpsc::unbounded_channel();
        let (listener, poller) = listen(url, notes.clone()).await?;
        tokio::spawn(keep_listening(url.to_string(), notes, listener, poller));
        let slots = clients
            .into_iter()
            .map(|client| Slot {
                client: RwLock::new(Arc::new(client)),
                reopening: AtomicBool::new(false),
            })
            .collect();
        Ok((
            PgStore {
                url: url.into(),
                clients: Arc::new(slots),
                next: Arc::new(AtomicUsize::new(0)),
            },
            received,
        ))
    }

    /// The next open query connection. A closed one met on the way is
    /// reopened in the background; if all are closed, one is returned
    /// anyway and its request fails (`unavailable`: the client retries).
    fn client(&self) -> Arc<Client> {
        let start = self.next.fetch_add(1, Ordering::Relaxed);
        let count = self.clients.len();
        for k in 0..count {
            let i = (start + k) % count;
            let client = self.clients[i].client.read().expect("slot lock").clone();
            if !client.is_closed() {
                return client;
            }
            self.reopen(i);
        }
        let slot = &self.clients[start % count];
        let client = slot.client.read().expect("slot lock").clone();
        client
    }

    fn reopen(&self, i: usize) {
        if self.clients[i].reopening.swap(true, Ordering::AcqRel) {
            return;
        }
        let (url, clients) = (self.url.clone(), self.clients.clone());
        tokio::spawn(async move {
            let mut delay = Duration::from_millis(200);
            loop {
                match open_query_client(&url).await {
                    Ok(client) => {
                        *clients[i].client.write().expect("slot lock") = Arc::new(client);
                        clients[i].reopening.store(false, Ordering::Release);
                        tracing::info!("PostgreSQL query connection reopened");
                        return;
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, "PostgreSQL query connection: reconnecting");
                        tokio::time::sleep(delay).await;
                        delay = (delay * 2).min(Duration::from_secs(10));
                    }
                }
            }
        });
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
        // One statement: the events and the table's activity time commit
        // together, and only while the table's row exists (a purge that won
        // the race leaves nothing stored, so nothing is acknowledged).
        let stored = self
            .client()
            .execute(
                "WITH live AS (
                     UPDATE tables SET last_active = $4 WHERE code = $1 RETURNING code)
                 INSERT INTO events (code, seq, event, at)
                 SELECT live.code, s, e, $4
                 FROM live, unnest($2::bigint[], $3::text[]) AS t(s, e)",
                &[&code, &seqs, &events, &now],
            )
            .await
            .map_err(db_error)?;
        if stored != seqs.len() as u64 {
            return Err(StoreError::Database(format!("table {code} was removed")));
        }
        Ok(())
    }

    pub(super) async fn purge(&self, before: i64) -> Result<u64, StoreError> {
        // One statement, so a table is removed with its events or not at all.
        let row = self
            .client()
            .query_one(
                "WITH gone AS (DELETE FROM tables WHERE last_active < $1 RETURNING code),
                      events_gone AS (DELETE FROM events WHERE code IN (SELECT code FROM gone))
                 SELECT count(*) FROM gone",
                &[&before],
            )
            .await
            .map_err(db_error)?;
        Ok(row.get::<_, i64>(0) as u64)
    }

    pub(super) async fn touch(&self, codes: &[String], now: i64) -> Result<(), StoreError> {
        self.client()
            .execute(
                "UPDATE tables SET last_active = $2 WHERE code = ANY($1)",
                &[&codes, &now],
            )
            .await
            .map_err(db_error)?;
        Ok(())
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
