//! The test side of the wire: start the real `sholo-server` binary on
//! loopback and speak the protocol to it with a small scripted client.
#![allow(dead_code)] // each test file uses its own part of this

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use sholo_protocol::{encode, parse_server_message, ClientMessage, ErrorCode, ServerMessage};
use tokio::net::TcpStream as AsyncTcp;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A fresh SQLite URL under the target's temporary directory.
pub fn sqlite_url(name: &str) -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(format!(
        "{name}-{}-{}.db",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    format!("sqlite:{}", path.display())
}

/// A running `sholo-server`, killed when dropped.
pub struct Server {
    pub child: Child,
    pub address: String,
    pub stderr_log: PathBuf,
}

/// Limits high enough that only the rate-limit test meets them.
pub const GENEROUS: &[&str] = &[
    "--connection-messages",
    "1000",
    "--address-messages",
    "0",
    "--address-seatings",
    "0",
];

impl Server {
    pub fn start(database: &str, extra: &[&str]) -> Server {
        let stderr_log = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "server-{}-{}.log",
            std::process::id(),
            rand_suffix()
        ));
        let mut child = Command::new(env!("CARGO_BIN_EXE_sholo-server"))
            .args(["--listen", "127.0.0.1:0", "--database", database])
            .args(extra)
            .env("SHOLO_LOG", "debug")
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&stderr_log).expect("log file"))
            .spawn()
            .expect("sholo-server starts");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the server prints its address");
        let address = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| {
                panic!(
                    "unexpected first line {line:?}; log: {}",
                    std::fs::read_to_string(&stderr_log).unwrap_or_default()
                )
            })
            .to_string();
        Server {
            child,
            address,
            stderr_log,
        }
    }

    pub fn url(&self) -> String {
        format!("ws://{}/ws", self.address)
    }

    /// `kill -9`: no chance to flush or say goodbye.
    pub fn kill_hard(&mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.stderr_log).unwrap_or_default()
    }

    /// A plain HTTP GET: (status line, body).
    pub fn get(&self, path: &str) -> (String, String) {
        let mut stream = TcpStream::connect(&self.address).expect("connect");
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            self.address
        )
        .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        let status = response.lines().next().unwrap_or("").to_string();
        let body = response
            .split_once("\r\n\r\n")
            .map(|(_, b)| b.to_string())
            .unwrap_or_default();
        (status, body)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn rand_suffix() -> usize {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// A scripted client: sends requests, reads every frame the server sends.
pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<AsyncTcp>>,
    next_id: u64,
    /// Every text frame received, as sent (to check no token leaked).
    pub frames: Vec<String>,
}

pub const WAIT: Duration = Duration::from_secs(10);

impl Client {
    pub async fn connect(url: &str) -> Client {
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("WebSocket connects");
        Client {
            socket,
            next_id: 1,
            frames: Vec::new(),
        }
    }

    /// Connects and says hello.
    pub async fn greeted(url: &str) -> Client {
        let mut client = Client::connect(url).await;
        let id = client
            .send_with(|id| ClientMessage::Hello { id, version: 1 })
            .await;
        match client.recv().await {
            ServerMessage::Welcome { id: got, .. } => assert_eq!(got, id),
            other => panic!("expected welcome, got {other:?}"),
        }
        client
    }

    pub async fn send_text(&mut self, text: &str) {
        self.socket
            .send(Message::Text(text.to_string().into()))
            .await
            .expect("send");
    }

    /// Sends the request made with the next id; returns the id.
    pub async fn send_with(&mut self, make: impl FnOnce(u64) -> ClientMessage) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        let text = encode(&make(id));
        self.send_text(&text).await;
        id
    }

    /// The next frame as a message (skipping pings); panics after WAIT.
    pub async fn recv(&mut self) -> ServerMessage {
        self.try_recv(WAIT)
            .await
            .unwrap_or_else(|| panic!("no message within {WAIT:?}"))
    }

    /// The next message within `wait`, or None (also when the socket closed).
    pub async fn try_recv(&mut self, wait: Duration) -> Option<ServerMessage> {
        loop {
            let next = tokio::time::timeout(wait, self.socket.next())
                .await
                .ok()??;
            match next.ok()? {
                Message::Text(text) => {
                    self.frames.push(text.to_string());
                    return Some(parse_server_message(text.as_str()).expect("server frames parse"));
                }
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Waits for the socket to close (None) or a frame (Some).
    pub async fn closed(&mut self) -> bool {
        loop {
            match tokio::time::timeout(WAIT, self.socket.next()).await {
                Err(_) => return false,
                Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(Message::Text(text)))) => self.frames.push(text.to_string()),
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    /// The next message must be an error with this code for request `id`.
    pub async fn expect_error(&mut self, id: Option<u64>, code: ErrorCode) -> String {
        match self.recv().await {
            ServerMessage::Error {
                id: got,
                code: got_code,
                message,
            } => {
                assert_eq!((got, got_code), (id, code), "{message}");
                assert!(!message.is_empty());
                message
            }
            other => panic!("expected error {code:?}, got {other:?}"),
        }
    }
}

/// Two seated clients at a new table.
pub struct Pair {
    pub creator: Client,
    pub joiner: Client,
    pub code: String,
    pub creator_token: String,
    pub joiner_token: String,
    /// The creator's side in the first game.
    pub creator_side: sholo_core::Side,
}

pub async fn open_table(url: &str, colour: sholo_protocol::ColourChoice) -> Pair {
    let mut creator = Client::greeted(url).await;
    let id = creator
        .send_with(|id| ClientMessage::Create {
            id,
            rules: Default::default(),
            colour,
        })
        .await;
    let (code, creator_token, creator_side) = match creator.recv().await {
        ServerMessage::Created {
            id: got,
            links,
            token,
            table,
        } => {
            assert_eq!(got, id);
            assert!(links.web.ends_with(&format!("/j/{}", table.code)));
            assert_eq!(links.app, format!("shologuti://join/{}", table.code));
            assert!(!table.white.taken || !table.red.taken);
            (table.code, token, table.your_side)
        }
        other => panic!("expected created, got {other:?}"),
    };
    let mut joiner = Client::greeted(url).await;
    // Joined by the web link, as a friend would.
    let link = format!("https://example.org/j/{}", code.to_lowercase());
    let id = joiner
        .send_with(|id| ClientMessage::Join { id, code: link })
        .await;
    let joiner_token = match joiner.recv().await {
        ServerMessage::Joined {
            id: got,
            token,
            table,
            ..
        } => {
            assert_eq!(got, id);
            assert_eq!(table.your_side, creator_side.other());
            assert!(table.red.taken && table.white.taken);
            token
        }
        other => panic!("expected joined, got {other:?}"),
    };
    match creator.recv().await {
        ServerMessage::Presence {
            side, connected, ..
        } => {
            assert_eq!(side, creator_side.other());
            assert!(connected);
        }
        other => panic!("expected presence, got {other:?}"),
    }
    assert_ne!(creator_token, joiner_token);
    Pair {
        creator,
        joiner,
        code,
        creator_token,
        joiner_token,
        creator_side,
    }
}

/// A legal turn for the game as `turns` left it: the `pick`-th (mod count).
pub fn legal_turn(turns: &[String], pick: usize) -> String {
    let mut game = sholo_core::Game::new(Default::default());
    for t in turns {
        game.play_notation(t).expect("replayed turn");
    }
    let legal = game.legal_turns();
    sholo_core::format_turn(&legal[pick % legal.len()])
}
