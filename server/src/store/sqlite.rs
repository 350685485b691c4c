//! SQLite: one file in WAL mode with `synchronous=FULL`, so a commit is on
//! disk when it returns. One thread owns the connection and commits the jobs
//! waiting for it together (group commit): one fsync serves every turn that
//! arrived while the previous commit was being written, and each job is
//! answered only after the commit that holds it.

use std::sync::mpsc;

use rusqlite::{params, Connection, OptionalExtension};
use tokio::sync::oneshot;

use super::{Row, StoreError, SCHEMA};

/// Jobs taken into one transaction at most.
const BATCH: usize = 512;

type Reply<T> = oneshot::Sender<Result<T, StoreError>>;
type Loaded = Option<(Row, Vec<(u64, String)>)>;

enum Job {
    Create(Row, i64, Reply<()>),
    Load(String, Reply<Loaded>),
    EventsAfter(String, u64, Reply<Vec<(u64, String)>>),
    Join(String, String, i64, Reply<bool>),
    Append(String, Vec<(u64, String)>, i64, Reply<()>),
    Purge(i64, Reply<u64>),
}

#[derive(Clone, Debug)]
pub struct SqliteStore {
    jobs: mpsc::Sender<Job>,
}

fn db_error(e: rusqlite::Error) -> StoreError {
    match e {
        rusqlite::Error::SqliteFailure(f, _)
            if f.code == rusqlite::ErrorCode::ConstraintViolation =>
        {
            StoreError::Conflict
        }
        other => StoreError::Database(other.to_string()),
    }
}

impl SqliteStore {
    pub fn open(path: &str) -> Result<SqliteStore, StoreError> {
        let conn = Connection::open(path).map_err(db_error)?;
        conn.execute_batch(
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA busy_timeout=5000;",
        )
        .map_err(db_error)?;
        conn.execute_batch(SCHEMA).map_err(db_error)?;
        let (jobs, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || run(conn, queue))
            .map_err(|e| StoreError::Database(e.to_string()))?;
        Ok(SqliteStore { jobs })
    }

    async fn ask<T>(&self, job: impl FnOnce(Reply<T>) -> Job) -> Result<T, StoreError> {
        let (reply, answer) = oneshot::channel();
        self.jobs
            .send(job(reply))
            .map_err(|_| StoreError::Database("the SQLite thread stopped".into()))?;
        answer
            .await
            .map_err(|_| StoreError::Database("the SQLite thread stopped".into()))?
    }

    pub(super) async fn create(&self, row: Row, now: i64) -> Result<(), StoreError> {
        self.ask(|r| Job::Create(row, now, r)).await
    }
    pub(super) async fn load(&self, code: String) -> Result<Loaded, StoreError> {
        self.ask(|r| Job::Load(code, r)).await
    }
    pub(super) async fn events_after(
        &self,
        code: String,
        seq: u64,
    ) -> Result<Vec<(u64, String)>, StoreError> {
        self.ask(|r| Job::EventsAfter(code, seq, r)).await
    }
    pub(super) async fn join(
        &self,
        code: String,
        hash: String,
        now: i64,
    ) -> Result<bool, StoreError> {
        self.ask(|r| Job::Join(code, hash, now, r)).await
    }
    pub(super) async fn append(
        &self,
        code: String,
        rows: Vec<(u64, String)>,
        now: i64,
    ) -> Result<(), StoreError> {
        self.ask(|r| Job::Append(code, rows, now, r)).await
    }
    pub(super) async fn purge(&self, before: i64) -> Result<u64, StoreError> {
        self.ask(|r| Job::Purge(before, r)).await
    }
}

/// An answer held until its transaction commits.
type Pending = Box<dyn FnOnce(Option<&StoreError>) + Send>;

fn hold<T: Send + 'static>(reply: Reply<T>, result: Result<T, StoreError>) -> Pending {
    Box::new(move |commit_failed| {
        let result = match (commit_failed, result) {
            (Some(e), _) => Err(StoreError::Database(e.to_string())),
            (None, result) => result,
        };
        let _ = reply.send(result);
    })
}

fn run(mut conn: Connection, queue: mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut jobs = vec![first];
        while jobs.len() < BATCH {
            match queue.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        let tx = match conn.transaction() {
            Ok(tx) => tx,
            Err(e) => {
                let e = db_error(e);
                for job in jobs {
                    fail(job, &e);
                }
                continue;
            }
        };
        let mut pending = Vec::with_capacity(jobs.len());
        for job in jobs {
            pending.push(execute(&tx, job));
        }
        let committed = tx.commit().map_err(db_error).err();
        for answer in pending {
            answer(committed.as_ref());
        }
    }
}

fn fail(job: Job, e: &StoreError) {
    let e = || StoreError::Database(e.to_string());
    match job {
        Job::Create(_, _, r) | Job::Append(_, _, _, r) => drop(r.send(Err(e()))),
        Job::Load(_, r) => drop(r.send(Err(e()))),
        Job::EventsAfter(_, _, r) => drop(r.send(Err(e()))),
        Job::Join(_, _, _, r) => drop(r.send(Err(e()))),
        Job::Purge(_, r) => drop(r.send(Err(e()))),
    }
}

/// Runs one job inside its own savepoint, so a refused job (a conflict)
/// leaves the others of the batch in.
fn execute(tx: &rusqlite::Transaction<'_>, job: Job) -> Pending {
    match job {
        Job::Create(row, now, reply) => hold(
            reply,
            in_savepoint(tx, |c| {
                c.execute(
                    "INSERT INTO tables (code, rules, creator_side, creator_token, joiner_token, created_at, last_active)
                     VALUES (?1, ?2, ?3, ?4, NULL, ?5, ?5)",
                    params![row.code, row.rules, row.creator_side, row.creator_token, now],
                )?;
                Ok(())
            }),
        ),
        Job::Load(code, reply) => hold(reply, load(tx, &code).map_err(db_error)),
        Job::EventsAfter(code, seq, reply) => {
            hold(reply, events_after(tx, &code, seq).map_err(db_error))
        }
        Job::Join(code, hash, now, reply) => hold(
            reply,
            in_savepoint(tx, |c| {
                let changed = c.execute(
                    "UPDATE tables SET joiner_token = ?2, last_active = ?3
                     WHERE code = ?1 AND joiner_token IS NULL",
                    params![code, hash, now],
                )?;
                Ok(changed == 1)
            }),
        ),
        Job::Append(code, rows, now, reply) => hold(
            reply,
            in_savepoint(tx, |c| {
                let mut insert = c.prepare_cached(
                    "INSERT INTO events (code, seq, event, at) VALUES (?1, ?2, ?3, ?4)",
                )?;
                for (seq, json) in &rows {
                    insert.execute(params![code, *seq as i64, json, now])?;
                }
                c.execute(
                    "UPDATE tables SET last_active = ?2 WHERE code = ?1",
                    params![code, now],
                )?;
                Ok(())
            }),
        ),
        Job::Purge(before, reply) => hold(
            reply,
            in_savepoint(tx, |c| {
                c.execute(
                    "DELETE FROM events WHERE code IN (SELECT code FROM tables WHERE last_active < ?1)",
                    params![before],
                )?;
                Ok(c.execute("DELETE FROM tables WHERE last_active < ?1", params![before])? as u64)
            }),
        ),
    }
}

fn in_savepoint<T>(
    tx: &rusqlite::Transaction<'_>,
    work: impl FnOnce(&rusqlite::Transaction<'_>) -> rusqlite::Result<T>,
) -> Result<T, StoreError> {
    tx.execute_batch("SAVEPOINT job").map_err(db_error)?;
    match work(tx) {
        Ok(value) => {
            tx.execute_batch("RELEASE job").map_err(db_error)?;
            Ok(value)
        }
        Err(e) => {
            let _ = tx.execute_batch("ROLLBACK TO job; RELEASE job");
            Err(db_error(e))
        }
    }
}

fn load(tx: &rusqlite::Transaction<'_>, code: &str) -> rusqlite::Result<Loaded> {
    let row = tx
        .query_row(
            "SELECT code, rules, creator_side, creator_token, joiner_token FROM tables WHERE code = ?1",
            params![code],
            |r| {
                Ok(Row {
                    code: r.get(0)?,
                    rules: r.get(1)?,
                    creator_side: r.get(2)?,
                    creator_token: r.get(3)?,
                    joiner_token: r.get(4)?,
                })
            },
        )
        .optional()?;
    match row {
        Some(row) => Ok(Some((row, events_after(tx, code, 0)?))),
        None => Ok(None),
    }
}

fn events_after(
    tx: &rusqlite::Transaction<'_>,
    code: &str,
    seq: u64,
) -> rusqlite::Result<Vec<(u64, String)>> {
    let mut query = tx.prepare_cached(
        "SELECT seq, event FROM events WHERE code = ?1 AND seq > ?2 ORDER BY seq",
    )?;
    let rows = query.query_map(params![code, seq as i64], |r| {
        Ok((r.get::<_, i64>(0)? as u64, r.get(1)?))
    })?;
    rows.collect()
}
