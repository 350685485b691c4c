//! `sholo-runtime`: what the pure table needs from the world. It runs the
//! table's searches (and the review of a finished game) on a thread of their
//! own and hands the answers back, and
//! writes the game, the stats book and the settings to the store on a second
//! thread whenever they change, so that no caller ever waits for a search or a
//! disk. Shared by the apps' FFI and the terminal game.
//!
//! A caller changes the table through [`Runtime::act`] and reads it through
//! [`Runtime::read`]; whenever a background thread changes it (a search
//! answered, a file could not be written) the `notify` callback runs, on that
//! thread, and the caller re-reads the view and the events on its own thread.

mod engine;
mod seat;
mod store;

pub use seat::{kept_seats, load_seat, save_seat, seat_path, SeatError, SeatRecord};
pub use sholo_core::table::FileKind;
pub use store::{write_atomically, Loaded, Store, ONLINE_DIR};

use engine::Engines;
use sholo_core::table::{
    AnalysisAnswer, AnalysisRequest, Event, RequestId, Revisions, SearchAnswer, SearchRequest,
    Table,
};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Called from a background thread whenever the table changed there.
pub type Notify = Box<dyn Fn() + Send + Sync>;

/// A table with its search thread and, given a store, its writer thread.
pub struct Runtime {
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runtime").finish_non_exhaustive()
    }
}

struct Shared {
    table: Mutex<Table>,
    searches: Mutex<Searches>,
    searches_changed: Condvar,
    /// `None` without a store (the terminal game).
    writes: Option<(Mutex<Writes>, Condvar)>,
    notify: Notify,
}

/// One piece of work for the search thread. A review is asked for only once
/// the game is over, when no move or hint can be, so it never holds up the
/// computer's turn; and it is cancelled as soon as the table stops asking.
enum Job {
    Search(SearchRequest),
    Analysis(AnalysisRequest),
}

impl Job {
    fn id(&self) -> RequestId {
        match self {
            Job::Search(request) => request.id,
            Job::Analysis(request) => request.id,
        }
    }
}

/// A job's answer, on its way to the table.
enum Answer {
    Search(RequestId, SearchAnswer),
    Analysis(RequestId, AnalysisAnswer),
}

impl Answer {
    /// Hands the answer to the table; false if it no longer asked for it.
    fn deliver(self, table: &mut Table) -> bool {
        match self {
            Answer::Search(id, answer) => table.answer(id, answer),
            Answer::Analysis(id, answer) => table.answer_analysis(id, answer),
        }
    }
}

#[derive(Default)]
struct Searches {
    waiting: VecDeque<Job>,
    running: Option<(RequestId, Arc<AtomicBool>)>,
    shutdown: bool,
}

#[derive(Default)]
struct Writes {
    /// The newest text of each file not yet written, in `FileKind::ALL` order.
    due: [Option<String>; 3],
    /// What was last handed to the writer.
    queued: Revisions,
    busy: bool,
    shutdown: bool,
}

impl Runtime {
    /// Opens the store in `dir` and the table from its files (a damaged file
    /// is set aside and reported in the first events).
    pub fn open(dir: impl Into<std::path::PathBuf>, notify: Notify) -> std::io::Result<Runtime> {
        let mut store = Store::open(dir)?;
        let loaded = store.load();
        let mut table = Table::restore(loaded.settings, loaded.stats, loaded.game, entropy());
        for note in loaded.notes {
            table.note(Event::Store(note));
        }
        Ok(Runtime::start(table, Some(store), notify))
    }

    /// A table whose files are not kept (the terminal game, tests).
    pub fn in_memory(table: Table, notify: Notify) -> Runtime {
        Runtime::start(table, None, notify)
    }

    /// A table made by the caller, kept in `store` (an online table, in the
    /// store of its own code: see [`Store::online`]).
    pub fn with_store(table: Table, store: Store, notify: Notify) -> Runtime {
        Runtime::start(table, Some(store), notify)
    }

    fn start(table: Table, store: Option<Store>, notify: Notify) -> Runtime {
        // Whatever the restore changed (a finished game recorded, seats
        // swapped) is due for writing: the writer starts from nothing written.
        let queued = Revisions::default();
        let shared = Arc::new(Shared {
            table: Mutex::new(table),
            searches: Mutex::new(Searches::default()),
            searches_changed: Condvar::new(),
            writes: store.as_ref().map(|_| {
                (
                    Mutex::new(Writes {
                        queued,
                        ..Writes::default()
                    }),
                    Condvar::new(),
                )
            }),
            notify,
        });
        let mut threads = Vec::new();
        let searcher = Arc::clone(&shared);
        threads.push(
            std::thread::Builder::new()
                .name("sholo-search".into())
                .spawn(move || searcher.search_loop())
                .expect("the search thread starts"),
        );
        if let Some(store) = store {
            let writer = Arc::clone(&shared);
            threads.push(
                std::thread::Builder::new()
                    .name("sholo-store".into())
                    .spawn(move || writer.write_loop(store))
                    .expect("the store thread starts"),
            );
        }
        shared.after_change(&mut shared.table());
        Runtime { shared, threads }
    }

    /// Changes the table (an intent), then starts or cancels searches and
    /// queues the files that changed. Returns what `change` returned.
    pub fn act<R>(&self, change: impl FnOnce(&mut Table) -> R) -> R {
        let mut table = self.shared.table();
        let result = change(&mut table);
        self.shared.after_change(&mut table);
        result
    }

    /// Reads the table.
    pub fn read<R>(&self, look: impl FnOnce(&Table) -> R) -> R {
        look(&self.shared.table())
    }

    /// Tells the shell the table changed, as the search thread does: for a
    /// turn source of its own (an online table's connection thread), which
    /// changes the table through [`Runtime::act`] on its thread.
    pub fn changed(&self) {
        (self.shared.notify)();
    }

    /// Waits until every change so far is on disk (tests, and the terminal
    /// before it quits).
    pub fn flush(&self) {
        if let Some((writes, changed)) = &self.shared.writes {
            let mut writes = lock(writes);
            while writes.busy || writes.due.iter().any(Option::is_some) {
                writes = changed.wait(writes).unwrap_or_else(PoisonError::into_inner);
            }
        }
    }
}

impl Drop for Runtime {
    /// Cancels the search, writes what is due, and joins both threads.
    fn drop(&mut self) {
        {
            let mut searches = lock(&self.shared.searches);
            searches.shutdown = true;
            if let Some((_, cancel)) = &searches.running {
                cancel.store(true, Ordering::Relaxed);
            }
            self.shared.searches_changed.notify_all();
        }
        if let Some((writes, changed)) = &self.shared.writes {
            lock(writes).shutdown = true;
            changed.notify_all();
        }
        let me = std::thread::current().id();
        for thread in self.threads.drain(..) {
            // The last reference can go on one of our own threads (a listener
            // that let go of the table): that thread ends by itself.
            if thread.thread().id() != me {
                let _ = thread.join();
            }
        }
    }
}

impl Shared {
    fn table(&self) -> MutexGuard<'_, Table> {
        lock(&self.table)
    }

    /// Makes the running searches match what the table asks for, and hands
    /// the writer every file whose revision moved. Called with the table held.
    fn after_change(&self, table: &mut Table) {
        let wanted: Vec<Job> = table
            .outstanding()
            .into_iter()
            .map(Job::Search)
            .chain(table.outstanding_analysis().map(Job::Analysis))
            .collect();
        {
            let mut searches = lock(&self.searches);
            let is_wanted = |id: RequestId| wanted.iter().any(|job| job.id() == id);
            if let Some((id, cancel)) = &searches.running {
                if !is_wanted(*id) {
                    cancel.store(true, Ordering::Relaxed);
                }
            }
            searches.waiting.retain(|job| is_wanted(job.id()));
            for job in wanted {
                let running = searches.running.as_ref().map(|(id, _)| *id);
                if running != Some(job.id()) && !searches.waiting.iter().any(|w| w.id() == job.id())
                {
                    searches.waiting.push_back(job);
                }
            }
            self.searches_changed.notify_all();
        }
        if let Some((writes, changed)) = &self.writes {
            let mut writes = lock(writes);
            let now = table.revisions();
            if now.game != writes.queued.game {
                writes.due[0] = Some(sholo_core::save_game(table.saved_game()));
            }
            if now.stats != writes.queued.stats {
                writes.due[1] = Some(table.stats().to_json());
            }
            if now.settings != writes.queued.settings {
                writes.due[2] = Some(table.settings().to_json());
            }
            writes.queued = now;
            changed.notify_all();
        }
    }

    fn search_loop(&self) {
        let mut engines = Engines::default();
        loop {
            let (job, cancel) = {
                let mut searches = lock(&self.searches);
                loop {
                    if searches.shutdown {
                        return;
                    }
                    if let Some(job) = searches.waiting.pop_front() {
                        let cancel = Arc::new(AtomicBool::new(false));
                        searches.running = Some((job.id(), Arc::clone(&cancel)));
                        break (job, cancel);
                    }
                    searches = self
                        .searches_changed
                        .wait(searches)
                        .unwrap_or_else(PoisonError::into_inner);
                }
            };
            let answer = match job {
                Job::Search(request) => {
                    let started = Instant::now();
                    let answer = engines.answer(&request, &cancel);
                    pace(
                        started,
                        Duration::from_millis(request.pace_ms.into()),
                        &cancel,
                    );
                    Answer::Search(request.id, answer)
                }
                Job::Analysis(request) => {
                    Answer::Analysis(request.id, engines.analyse(&request, &cancel))
                }
            };
            {
                let mut table = self.table();
                lock(&self.searches).running = None;
                let taken = answer.deliver(&mut table);
                self.after_change(&mut table);
                if !taken {
                    continue;
                }
            }
            (self.notify)();
        }
    }

    fn write_loop(&self, store: Store) {
        let (writes, changed) = self.writes.as_ref().expect("a writer has a store");
        loop {
            let due = {
                let mut writes = lock(writes);
                loop {
                    if writes.due.iter().any(Option::is_some) {
                        writes.busy = true;
                        break std::mem::take(&mut writes.due);
                    }
                    writes.busy = false;
                    changed.notify_all();
                    if writes.shutdown {
                        return;
                    }
                    writes = changed.wait(writes).unwrap_or_else(PoisonError::into_inner);
                }
            };
            let mut failures = Vec::new();
            for (kind, text) in FileKind::ALL.into_iter().zip(due) {
                if let Some(text) = text {
                    if let Err(note) = store.write(kind, &text) {
                        log::error!("could not write {}: {note:?}", kind.file_name());
                        failures.push(note);
                    }
                }
            }
            if !failures.is_empty() {
                let mut table = self.table();
                for note in failures {
                    table.note(Event::Store(note));
                }
                drop(table);
                (self.notify)();
            }
        }
    }
}

/// Holds an answer back until `least` has passed since `started`, unless
/// cancelled (watching two computers at a pace a person can follow).
fn pace(started: Instant, least: Duration, cancel: &AtomicBool) {
    while started.elapsed() < least && !cancel.load(Ordering::Relaxed) {
        let left = least.saturating_sub(started.elapsed());
        std::thread::sleep(left.min(Duration::from_millis(10)));
    }
}

/// A lock, even after a panic elsewhere poisoned it: every change to what it
/// guards completes before anything can panic.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The message of a caught panic (for logs and the events that report it).
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".to_string())
}

/// Fresh entropy for a new game's seed and id: the clock, mixed with a
/// counter so two games started in the same instant differ.
pub fn entropy() -> u64 {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mut x = nanos
        ^ COUNTER
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    // splitmix64's finaliser spreads the bits.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
