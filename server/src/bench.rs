//! `sholo-server bench`: starts a server on loopback (this same binary),
//! opens N tables with two WebSocket clients each, and plays random legal
//! games on all of them at a set pace. Prints turns a second, the relay
//! latency (a turn sent by one seat until the other seat has it, p50/p99)
//! and the server's memory per table (its RSS after the tables are open,
//! less its RSS before, over N).

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use sholo_core::{format_turn, Game, Side};
use sholo_protocol::{encode, parse_server_message, ClientMessage, ColourChoice, ServerMessage};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::config::parse_duration;

#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Tables played at once (two connections each).
    #[arg(long, default_value_t = 100)]
    pub tables: usize,
    /// Time between two turns at one table; 0 plays as fast as the server answers.
    #[arg(long, default_value = "2000ms", value_parser = parse_millis)]
    pub interval: Duration,
    /// How long to play once every table is open.
    #[arg(long, default_value = "30s", value_parser = parse_duration)]
    pub duration: Duration,
    /// The server's database (a fresh SQLite file under /tmp by default).
    #[arg(long)]
    pub database: Option<String>,
    /// Tables opened at once while setting up.
    #[arg(long, default_value_t = 100)]
    pub setup_concurrency: usize,
}

fn parse_millis(text: &str) -> Result<Duration, String> {
    match text.strip_suffix("ms") {
        Some(ms) => ms
            .parse()
            .map(Duration::from_millis)
            .map_err(|_| format!("'{text}': expected a number of ms")),
        None => parse_duration(text),
    }
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// What the tables measured together.
#[derive(Debug, Default)]
struct Tally {
    turns: AtomicU64,
    errors: AtomicU64,
    games: AtomicU64,
}

/// A server child process, killed when dropped.
struct ServerProcess {
    child: Child,
    address: String,
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_server(database: &str) -> Result<ServerProcess, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .args(["--listen", "127.0.0.1:0", "--database", database])
        .args(["--connection-messages", "0", "--address-messages", "0"])
        .args(["--address-seatings", "0", "--idle-timeout", "1h"])
        .env("SHOLO_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    let mut line = String::new();
    let stdout = child.stdout.take().ok_or("no stdout")?;
    BufReader::new(stdout)
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    let address = line
        .trim()
        .strip_prefix("listening on ")
        .ok_or_else(|| format!("the server said {line:?}"))?
        .to_string();
    Ok(ServerProcess { child, address })
}

/// A process's resident memory and CPU time, from /proc.
fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

fn cpu_secs(pid: u32) -> f64 {
    let ticks = std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            let after = s.rsplit_once(')')?.1.split_whitespace().collect::<Vec<_>>();
            Some(after.get(11)?.parse::<u64>().ok()? + after.get(12)?.parse::<u64>().ok()?)
        })
        .unwrap_or(0);
    ticks as f64 / 100.0
}

async fn send(socket: &mut Socket, message: &ClientMessage) -> Result<(), String> {
    socket
        .send(Message::Text(encode(message).into()))
        .await
        .map_err(|e| e.to_string())
}

/// The next message that is not presence.
async fn next_event(socket: &mut Socket) -> Result<ServerMessage, String> {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(30), socket.next())
            .await
            .map_err(|_| "no answer in 30 s".to_string())?
            .ok_or("closed")?
            .map_err(|e| e.to_string())?;
        if let Message::Text(text) = frame {
            match parse_server_message(text.as_str()).map_err(|e| e.to_string())? {
                ServerMessage::Presence { .. } => continue,
                message => return Ok(message),
            }
        }
    }
}

async fn hello(url: &str) -> Result<Socket, String> {
    let (mut socket, _) = tokio_tungstenite::connect_async(url)
        .await
        .map_err(|e| e.to_string())?;
    send(&mut socket, &ClientMessage::Hello { id: 0, version: 1 }).await?;
    next_event(&mut socket).await?;
    Ok(socket)
}

/// One table: the creator's socket and side, the joiner's socket.
struct Table {
    creator: Socket,
    joiner: Socket,
    creator_side: Side,
}

async fn open_table(url: &str) -> Result<Table, String> {
    let mut creator = hello(url).await?;
    send(
        &mut creator,
        &ClientMessage::Create {
            id: 1,
            rules: Default::default(),
            colour: ColourChoice::Red,
        },
    )
    .await?;
    let code = match next_event(&mut creator).await? {
        ServerMessage::Created { table, .. } => table.code,
        other => return Err(format!("expected created, got {other:?}")),
    };
    let mut joiner = hello(url).await?;
    send(&mut joiner, &ClientMessage::Join { id: 1, code }).await?;
    match next_event(&mut joiner).await? {
        ServerMessage::Joined { .. } => {}
        other => return Err(format!("expected joined, got {other:?}")),
    }
    Ok(Table {
        creator,
        joiner,
        creator_side: Side::Red,
    })
}

/// Plays random games at `interval` until `stop`; returns the relay latencies (µs).
async fn play(
    mut table: Table,
    seed: u64,
    interval: Duration,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) -> Vec<u32> {
    let mut rng = seed | 1;
    let mut random = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut latencies = Vec::new();
    let mut game = Game::new(Default::default());
    let mut seq = 0u64;
    if !interval.is_zero() {
        let spread = random() % interval.as_millis().max(1) as u64;
        tokio::time::sleep(Duration::from_millis(spread)).await;
    }
    let mut next_turn = Instant::now();
    while !stop.load(Ordering::Relaxed) {
        if !interval.is_zero() {
            tokio::time::sleep_until(next_turn.into()).await;
            next_turn += interval;
        }
        let outcome = async {
            if game.is_over() {
                send(&mut table.creator, &ClientMessage::OfferRematch { id: 2 }).await?;
                next_event(&mut table.creator).await?;
                next_event(&mut table.joiner).await?;
                send(
                    &mut table.joiner,
                    &ClientMessage::AnswerRematch {
                        id: 3,
                        accept: true,
                    },
                )
                .await?;
                next_event(&mut table.creator).await?;
                next_event(&mut table.joiner).await?;
                seq += 2;
                table.creator_side = table.creator_side.other();
                game = Game::new(Default::default());
                tally.games.fetch_add(1, Ordering::Relaxed);
                return Ok::<_, String>(None);
            }
            let legal = game.legal_turns();
            let turn = legal[(random() % legal.len() as u64) as usize];
            let creator_moves = game.position().side_to_move() == table.creator_side;
            let (mover, other) = if creator_moves {
                (&mut table.creator, &mut table.joiner)
            } else {
                (&mut table.joiner, &mut table.creator)
            };
            let sent = Instant::now();
            send(
                mover,
                &ClientMessage::Play {
                    id: seq,
                    seq,
                    turn: format_turn(&turn),
                },
            )
            .await?;
            let relayed = next_event(other).await?;
            let latency = sent.elapsed();
            if !matches!(relayed, ServerMessage::TurnPlayed { .. }) {
                return Err(format!("expected turn_played, got {relayed:?}"));
            }
            next_event(mover).await?;
            game.play(&turn).map_err(|e| e.to_string())?;
            seq += 1;
            if game.is_over() {
                next_event(&mut table.creator).await?;
                next_event(&mut table.joiner).await?;
                seq += 1;
            }
            Ok(Some(latency))
        }
        .await;
        match outcome {
            Ok(Some(latency)) => {
                latencies.push(latency.as_micros().min(u32::MAX as u128) as u32);
                tally.turns.fetch_add(1, Ordering::Relaxed);
            }
            Ok(None) => {}
            Err(e) => {
                if tally.errors.fetch_add(1, Ordering::Relaxed) < 5 {
                    eprintln!("table error: {e}");
                }
                break;
            }
        }
    }
    latencies
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

pub async fn run(args: BenchArgs) -> Result<(), String> {
    let scratch = std::env::temp_dir().join(format!("sholo-bench-{}.db", std::process::id()));
    let database = args
        .database
        .clone()
        .unwrap_or_else(|| format!("sqlite:{}", scratch.display()));
    let result = measure(&args, &database).await;
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", scratch.display()));
    }
    result
}

async fn measure(args: &BenchArgs, database: &str) -> Result<(), String> {
    let server = start_server(database)?;
    let pid = server.child.id();
    let url = format!("ws://{}/ws", server.address);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let rss_before = rss_kib(pid);
    println!(
        "bench: {} tables ({} sockets), a turn every {:?} a table, {:?}, database {}",
        args.tables,
        args.tables * 2,
        args.interval,
        args.duration,
        database.split('@').next_back().unwrap_or("")
    );
    let setup_started = Instant::now();
    let mut tables = Vec::with_capacity(args.tables);
    let mut pending = Vec::new();
    for _ in 0..args.tables {
        let url = url.clone();
        pending.push(tokio::spawn(async move { open_table(&url).await }));
        if pending.len() >= args.setup_concurrency {
            for p in pending.drain(..) {
                tables.push(p.await.map_err(|e| e.to_string())??);
            }
        }
    }
    for p in pending.drain(..) {
        tables.push(p.await.map_err(|e| e.to_string())??);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss_open = rss_kib(pid);
    println!(
        "opened {} tables in {:.1} s; server RSS {} MiB before, {} MiB after: {:.1} KiB a table",
        tables.len(),
        setup_started.elapsed().as_secs_f64(),
        rss_before / 1024,
        rss_open / 1024,
        (rss_open.saturating_sub(rss_before)) as f64 / args.tables as f64
    );

    let stop = Arc::new(AtomicBool::new(false));
    let tally = Arc::new(Tally::default());
    let cpu_before = cpu_secs(pid);
    let own_cpu_before = cpu_secs(std::process::id());
    let started = Instant::now();
    let players: Vec<_> = tables
        .into_iter()
        .enumerate()
        .map(|(i, table)| {
            tokio::spawn(play(
                table,
                0x9E37_79B9_7F4A_7C15 ^ (i as u64 * 0x1000_0001),
                args.interval,
                stop.clone(),
                tally.clone(),
            ))
        })
        .collect();
    tokio::time::sleep(args.duration).await;
    stop.store(true, Ordering::Relaxed);
    let elapsed = started.elapsed().as_secs_f64();
    let turns_at_stop = tally.turns.load(Ordering::Relaxed);
    let cpu = cpu_secs(pid) - cpu_before;
    let own_cpu = cpu_secs(std::process::id()) - own_cpu_before;
    let mut latencies = Vec::new();
    for p in players {
        latencies.extend(p.await.map_err(|e| e.to_string())?);
    }
    latencies.sort_unstable();
    let rss_end = rss_kib(pid);
    println!(
        "turns {} in {:.1} s: {:.0} turns/s; relay p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; games finished {}; errors {}",
        turns_at_stop,
        elapsed,
        turns_at_stop as f64 / elapsed,
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
        tally.games.load(Ordering::Relaxed),
        tally.errors.load(Ordering::Relaxed),
    );
    println!(
        "server: {:.1} CPU s ({:.0}% of one core), RSS {} MiB at the end; load generator: {:.1} CPU s ({:.0}%)",
        cpu,
        cpu / elapsed * 100.0,
        rss_end / 1024,
        own_cpu,
        own_cpu / elapsed * 100.0
    );
    if tally.errors.load(Ordering::Relaxed) > 0 {
        return Err("some tables failed (see above)".into());
    }
    Ok(())
}
