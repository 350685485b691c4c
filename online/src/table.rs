//! An online table: the game table with a remote seat, its runtime, and the
//! connection thread that is the remote seat's turn source.

use crate::address::ServerUrl;
use crate::error::OnlineError;
use crate::link::{self, Backoff, Link};
use sholo_core::table::{Settings, Table};
use sholo_core::{Rules, StatsBook};
use sholo_protocol::code::parse_join_target;
use sholo_protocol::{ClientMessage, ColourChoice, Links, ServerMessage};
use sholo_runtime::{load_seat, save_seat, Notify, Runtime, SeatRecord, Store};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// How to take a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatRequest {
    /// Open a new table with these rules; the creator's colour as chosen.
    Create { rules: Rules, colour: ColourChoice },
    /// Take the free seat of the table with this code or link.
    Join { code: String },
    /// Take again the seat kept in the store for this code.
    Resume { code: String },
}

/// What a friend needs to join: the code and the two links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The code, canonical (ten characters, no dash).
    pub code: String,
    pub links: Option<Links>,
}

/// An online table, connected (or reconnecting) on its own thread until
/// dropped. The shell acts and reads through [`OnlineTable::runtime`] as on
/// any table; `notify` runs whenever the network changed it.
pub struct OnlineTable {
    runtime: Arc<Runtime>,
    invitation: Invitation,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for OnlineTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OnlineTable")
            .field("code", &self.invitation.code)
            .finish_non_exhaustive()
    }
}

impl OnlineTable {
    /// Takes a seat at `server`: creates a table, joins one, or resumes the
    /// seat kept in `dir`. Creating and joining wait for the server's answer
    /// (an error says why it failed); resuming opens the kept game at once
    /// and connects in the background. With a `dir`, the seat and the game
    /// are kept there (`online/CODE.seat.json`, `online/CODE.json`).
    pub fn open(
        server: &str,
        request: SeatRequest,
        dir: Option<PathBuf>,
        backoff: Backoff,
        notify: Notify,
    ) -> Result<OnlineTable, OnlineError> {
        let mut server = ServerUrl::parse(server)?;
        let (seat, first, invitation) = match request {
            SeatRequest::Resume { code } => {
                let code =
                    parse_join_target(&code).map_err(|_| OnlineError::BadCode(code.clone()))?;
                let dir = dir
                    .as_ref()
                    .ok_or_else(|| OnlineError::Store("no directory to resume from".into()))?;
                let seat = load_seat(dir, &code).map_err(|e| OnlineError::Store(e.to_string()))?;
                server = ServerUrl::parse(&seat.server)?;
                let invitation = Invitation {
                    code: seat.code.clone(),
                    links: None,
                };
                (seat, None, invitation)
            }
            request => {
                let (mut socket, away_limit) = link::open(&server)?;
                let message = match request {
                    SeatRequest::Create { rules, colour } => ClientMessage::Create {
                        id: 1,
                        rules: rules.into(),
                        colour,
                    },
                    SeatRequest::Join { code } => ClientMessage::Join {
                        id: 1,
                        code: parse_join_target(&code)
                            .map_err(|_| OnlineError::BadCode(code.clone()))?,
                    },
                    SeatRequest::Resume { .. } => unreachable!("matched above"),
                };
                let mut early = Vec::new();
                let (links, token, state) = match link::request(&mut socket, &message, &mut early)?
                {
                    ServerMessage::Created {
                        links,
                        token,
                        table,
                        ..
                    }
                    | ServerMessage::Joined {
                        links,
                        token,
                        table,
                        ..
                    } => (links, token, table),
                    other => {
                        return Err(OnlineError::Protocol(format!(
                            "expected created or joined, got {other:?}"
                        )))
                    }
                };
                let seat = SeatRecord {
                    server: server.url(),
                    code: state.code.clone(),
                    token,
                    last_seq: 0,
                };
                if let Some(dir) = &dir {
                    save_seat(dir, &seat).map_err(|e| OnlineError::Store(e.to_string()))?;
                }
                let invitation = Invitation {
                    code: state.code.clone(),
                    links: Some(links),
                };
                (seat, Some((socket, early, state, away_limit)), invitation)
            }
        };
        // The table: the kept game of this code if there is one, else new.
        let (table, store) = {
            let (local, rules) = match &first {
                Some((_, _, state, _)) => (state.your_side, state.rules.into()),
                None => (sholo_core::Side::Red, Rules::default()),
            };
            match &dir {
                Some(dir) => {
                    let mut store = Store::online(dir, &seat.code)
                        .map_err(|e| OnlineError::Store(e.to_string()))?;
                    let (saved, notes) = store.load_online_game();
                    let resumed = first.is_none();
                    let (local, rules) = match (&saved, resumed) {
                        (Some(saved), true) => (
                            local_side_of(&saved.config).unwrap_or(local),
                            saved.config.rules,
                        ),
                        _ => (local, rules),
                    };
                    let mut table = online_table(&seat.code, local, rules, saved);
                    for note in notes {
                        table.note(sholo_core::table::Event::Store(note));
                    }
                    (table, Some(store))
                }
                None => (online_table(&seat.code, local, rules, None), None),
            }
        };
        let runtime = Arc::new(match store {
            Some(store) => Runtime::with_store(table, store, notify),
            None => Runtime::in_memory(table, notify),
        });
        let stop = Arc::new(AtomicBool::new(false));
        let mut link = Link {
            runtime: Arc::clone(&runtime),
            server,
            seat,
            dir,
            stop: Arc::clone(&stop),
            backoff,
            away_limit: Duration::from_secs(600),
            next_id: 1,
        };
        let socket = match first {
            Some((mut socket, early, state, away_limit)) => {
                link.away_limit = away_limit;
                link.adopt(&mut socket, &state)
                    .map_err(|link::Lost(why)| OnlineError::Unreachable(why))?;
                Some((socket, early))
            }
            None => None,
        };
        let thread = std::thread::Builder::new()
            .name("sholo-online".into())
            .spawn(move || link.run(socket))
            .map_err(|e| OnlineError::Unreachable(e.to_string()))?;
        Ok(OnlineTable {
            runtime,
            invitation,
            stop,
            thread: Some(thread),
        })
    }

    /// The table and its runtime: act and read as on any table.
    pub fn runtime(&self) -> &Arc<Runtime> {
        &self.runtime
    }

    /// The code and links to send a friend.
    pub fn invitation(&self) -> &Invitation {
        &self.invitation
    }

    /// The table as the server last described it is kept; this closes the
    /// connection and ends the thread (the seat stays the player's).
    pub fn close(mut self) {
        self.stop_thread();
    }

    fn stop_thread(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for OnlineTable {
    fn drop(&mut self) {
        self.stop_thread();
    }
}

fn online_table(
    code: &str,
    local: sholo_core::Side,
    rules: Rules,
    saved: Option<sholo_core::SavedGame>,
) -> Table {
    Table::online(
        code,
        local,
        rules,
        Settings::default(),
        StatsBook::new(),
        saved,
    )
}

/// The side a saved online game's local person plays.
fn local_side_of(config: &sholo_core::GameConfig) -> Option<sholo_core::Side> {
    match config.mode() {
        sholo_core::Mode::Online { local } => Some(local),
        _ => None,
    }
}
