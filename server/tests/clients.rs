//! The Rust client (`sholo-online`) against the real server on loopback:
//! two online tables play a whole game; the server is killed (`kill -9`) and
//! restarted on the same database mid-game, and one client's connection is
//! cut, and each time both clients reconnect by themselves and the game goes
//! on with no turn lost or doubled.

use sholo_core::table::{Connection, Event, OnlineEvent, Presence, Refusal, Table, ToAct};
use sholo_core::{format_turn, legal_turns, Game, Point, Rules, Side, Turn};
use sholo_online::{Backoff, ColourChoice, OnlineTable, SeatRequest};
use std::io::{BufRead, BufReader};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A `sholo-server` process on `address` (port 0: any), killed when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start(database: &str, address: &str) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sholo-server"))
            .args(["--listen", address, "--database", database])
            .args(["--connection-messages", "1000", "--address-messages", "0"])
            .args(["--address-seatings", "0", "--away-limit", "2s"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("sholo-server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the server prints its address");
        let address = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_string();
        Server { child, address }
    }

    fn url(&self) -> String {
        format!("ws://{}/ws", self.address)
    }

    /// `kill -9`: no chance to flush or say goodbye.
    fn kill_hard(&mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn database(name: &str) -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "clients-{name}-{}-{}.db",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    format!("sqlite:{}", path.display())
}

const QUICK: Backoff = Backoff {
    first: Duration::from_millis(50),
    cap: Duration::from_millis(400),
};

fn wait_until(what: &str, within: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < within, "timed out waiting: {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn open(url: &str, request: SeatRequest, dir: &tempfile::TempDir) -> OnlineTable {
    OnlineTable::open(
        url,
        request,
        Some(dir.path().into()),
        QUICK,
        Box::new(|| {}),
    )
    .expect("the seat is taken")
}

/// Two seats at a new table: Red creates, White joins.
fn pair(url: &str) -> (OnlineTable, OnlineTable, [tempfile::TempDir; 2]) {
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let red = open(
        url,
        SeatRequest::Create {
            rules: Rules::default(),
            colour: ColourChoice::Red,
        },
        &dirs[0],
    );
    let code = red.invitation().code.clone();
    let white = open(url, SeatRequest::Join { code }, &dirs[1]);
    wait_until("both see each other", Duration::from_secs(10), || {
        present(&red) && present(&white)
    });
    (red, white, dirs)
}

fn present(table: &OnlineTable) -> bool {
    table
        .runtime()
        .read(|t| t.view().online.map(|o| o.opponent))
        == Some(Presence::Present)
}

fn connected(table: &OnlineTable) -> bool {
    table
        .runtime()
        .read(|t| t.view().online.map(|o| o.connection))
        == Some(Connection::Connected)
}

fn turns(table: &OnlineTable) -> Vec<Turn> {
    table.runtime().read(|t| t.game().turns().to_vec())
}

/// The turn both players choose: the one that takes most (games end).
fn choice(game: &Game) -> Turn {
    legal_turns(game.position(), game.rules().taking)
        .into_iter()
        .max_by_key(|t| (t.capture_count(), std::cmp::Reverse(format_turn(t))))
        .expect("a turn")
}

/// The side to move plays its turn by taps on its own table.
fn play_one(tables: [&OnlineTable; 2]) -> Turn {
    let game = tables[0].runtime().read(|t| t.game().clone());
    let mover = match game.position().side_to_move() {
        Side::Red => tables[0],
        Side::White => tables[1],
    };
    let turn = choice(&game);
    mover
        .runtime()
        .act(|t| tap_turn(t, &turn))
        .expect("the turn is allowed");
    turn
}

fn tap_turn(table: &mut Table, turn: &Turn) -> Result<(), Refusal> {
    for point in turn.path() {
        table.tap(point.index() as i32)?;
    }
    if table.view().run.is_some() {
        table.end_turn()?;
    }
    Ok(())
}

/// Both tables hold `count` turns.
fn settle(tables: [&OnlineTable; 2], count: usize) {
    wait_until(
        &format!("both tables at {count} turns"),
        Duration::from_secs(20),
        || tables.iter().all(|t| turns(t).len() == count),
    );
}

#[test]
fn two_clients_play_a_whole_game_through_their_tables() {
    let server = Server::start(&database("whole"), "127.0.0.1:0");
    let (red, white, _dirs) = pair(&server.url());
    assert_eq!(
        white.runtime().read(|t| t.view().to_act),
        ToAct::Opponent,
        "White waits for Red"
    );
    let mut played = Vec::new();
    while red.runtime().read(|t| !t.game().is_over()) && played.len() < 400 {
        played.push(play_one([&red, &white]));
        settle([&red, &white], played.len());
    }
    assert_eq!(turns(&red), played);
    assert_eq!(turns(&white), played);
    let outcome = red.runtime().read(|t| t.game().outcome());
    assert!(outcome.is_some(), "the game ended within 400 turns");
    wait_until("White sees the end", Duration::from_secs(5), || {
        white.runtime().read(|t| t.game().outcome()) == outcome
    });
    // A third look from the store: the seat comes back with the whole game.
    drop(white);
    let again = open(
        &server.url(),
        SeatRequest::Resume {
            code: red.invitation().code.clone(),
        },
        &_dirs[1],
    );
    wait_until("the resumed seat connects", Duration::from_secs(10), || {
        connected(&again)
    });
    assert_eq!(turns(&again), played);
}

#[test]
fn a_server_killed_mid_game_comes_back_and_the_game_goes_on() {
    let db = database("restart");
    let mut server = Server::start(&db, "127.0.0.1:0");
    let address = server.address.clone();
    let (red, white, _dirs) = pair(&server.url());
    let mut played = Vec::new();
    for _ in 0..6 {
        played.push(play_one([&red, &white]));
        settle([&red, &white], played.len());
    }
    // A turn and, at once, kill -9: it may or may not be stored.
    played.push(play_one([&red, &white]));
    server.kill_hard();
    wait_until("both notice", Duration::from_secs(60), || {
        !connected(&red) && !connected(&white)
    });
    // While the server is down, no turn can be made.
    let mover = if played.len() % 2 == 0 { &red } else { &white };
    let refused = mover
        .runtime()
        .act(|t| t.tap(Point::from_name("c4").unwrap().index() as i32));
    assert_eq!(refused, Err(Refusal::NotConnected));
    std::thread::sleep(Duration::from_millis(300));
    let server = Server::start(&db, &address);
    wait_until(
        "both reconnect by themselves",
        Duration::from_secs(20),
        || connected(&red) && connected(&white),
    );
    // The turn made as the server died is on both tables, once.
    settle([&red, &white], played.len());
    assert_eq!(turns(&red), played);
    for _ in 0..6 {
        played.push(play_one([&red, &white]));
        settle([&red, &white], played.len());
    }
    assert_eq!(turns(&red), played);
    assert_eq!(turns(&white), played);
    drop(server);
}

/// A TCP relay in front of the server whose connections can be cut.
struct Relay {
    address: String,
    stop: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<TcpStream>>>,
}

impl Relay {
    fn start(target: String) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        listener.set_nonblocking(true).unwrap();
        let address = listener.local_addr().unwrap().to_string();
        let stop = Arc::new(AtomicBool::new(false));
        let open = Arc::new(Mutex::new(Vec::new()));
        let (stopping, streams) = (Arc::clone(&stop), Arc::clone(&open));
        std::thread::spawn(move || {
            while !stopping.load(Ordering::Relaxed) {
                match listener.accept() {
                    Ok((client, _)) => {
                        client.set_nonblocking(false).unwrap();
                        let server = TcpStream::connect(&target).unwrap();
                        let mut list = streams.lock().unwrap();
                        list.push(client.try_clone().unwrap());
                        list.push(server.try_clone().unwrap());
                        for (mut from, mut to) in [
                            (client.try_clone().unwrap(), server.try_clone().unwrap()),
                            (server, client),
                        ] {
                            std::thread::spawn(move || {
                                let _ = std::io::copy(&mut from, &mut to);
                                let _ = to.shutdown(Shutdown::Both);
                            });
                        }
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Relay {
            address,
            stop,
            open,
        }
    }

    /// Drops every connection through the relay (new ones still pass).
    fn cut(&self) {
        for stream in self.open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.cut();
    }
}

#[test]
fn a_cut_connection_reconnects_by_itself_and_the_opponent_sees_it_away_and_back() {
    let server = Server::start(&database("cut"), "127.0.0.1:0");
    let relay = Relay::start(server.address.clone());
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let red = open(
        &format!("ws://{}/ws", relay.address),
        SeatRequest::Create {
            rules: Rules::default(),
            colour: ColourChoice::Red,
        },
        &dirs[0],
    );
    let white = open(
        &server.url(),
        SeatRequest::Join {
            code: red.invitation().code.clone(),
        },
        &dirs[1],
    );
    wait_until("both present", Duration::from_secs(10), || {
        present(&red) && present(&white)
    });
    let mut played = Vec::new();
    for _ in 0..4 {
        played.push(play_one([&red, &white]));
        settle([&red, &white], played.len());
    }
    white.runtime().act(Table::take_events);
    relay.cut();
    // Red comes back within moments: White's screen was told of both.
    let mut seen = Vec::new();
    wait_until(
        "White sees Red away, then back",
        Duration::from_secs(20),
        || {
            seen.extend(
                white
                    .runtime()
                    .act(Table::take_events)
                    .into_iter()
                    .filter_map(|e| match e {
                        Event::Online(
                            e @ (OnlineEvent::OpponentAway | OnlineEvent::OpponentArrived),
                        ) => Some(e),
                        _ => None,
                    }),
            );
            seen.ends_with(&[OnlineEvent::OpponentAway, OnlineEvent::OpponentArrived])
                && connected(&red)
        },
    );
    for _ in 0..4 {
        played.push(play_one([&red, &white]));
        settle([&red, &white], played.len());
    }
    assert_eq!(turns(&red), played);
    assert_eq!(turns(&white), played);
}
