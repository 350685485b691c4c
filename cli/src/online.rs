//! `sholo online create|join`: a game against a friend on another terminal
//! (or phone), through `sholo-server`. The same table and board as `sholo
//! play`; the opponent's turns arrive from the network, and the status line
//! says whether we are connected and whether the friend is there.
//!
//! The seat (its secret token) and the game are kept in the data directory
//! (`$SHOLO_HOME`, else `$XDG_DATA_HOME/sholo-guti`, else
//! `~/.local/share/sholo-guti`), so `sholo online join CODE` after quitting
//! takes the same seat again.

use crate::display::{draw, marks_of, position_of, use_colour};
use crate::play::status_line;
use crate::rule_args::RuleArgs;
use crate::text::{fill, help, say, width};
use crate::typing::{board_command, prompt, read, run_line, unknown, Desk, Typed};
use sholo_core::table::{
    Actor, Connection, Event, OnlineEvent, OnlineView, Presence, Table, ToAct, View,
};
use sholo_core::{format_turn, Side};
use sholo_online::{Backoff, ColourChoice, OnlineTable, SeatRequest, DEFAULT_SERVER};
use sholo_protocol::code::{display_code, parse_join_target};
use sholo_runtime::{kept_seats, Runtime};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};

/// `sholo online`.
#[derive(clap::Args, Debug)]
pub struct OnlineArgs {
    #[command(subcommand)]
    command: OnlineCommand,
}

#[derive(clap::Subcommand, Debug)]
enum OnlineCommand {
    /// Open a table: prints its code and links for a friend, then plays.
    Create(CreateArgs),
    /// Join a friend's table by its code or link (or take your seat again).
    Join(JoinArgs),
}

#[derive(clap::Args, Debug)]
struct CreateArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// Your colour: red (moves first), white, or random.
    #[arg(long, default_value = "random", value_parser = parse_colour)]
    colour: ColourChoice,
    /// The server's address (wss:// for any server but this machine).
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: String,
}

#[derive(clap::Args, Debug)]
struct JoinArgs {
    /// The table's code (7K3QM-XP2RD) or a link to it.
    code: String,
    /// The server's address (wss:// for any server but this machine).
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: String,
}

fn parse_colour(text: &str) -> Result<ColourChoice, String> {
    match text {
        "red" => Ok(ColourChoice::Red),
        "white" => Ok(ColourChoice::White),
        "random" => Ok(ColourChoice::Random),
        _ => Err(format!("'{text}': expected red, white or random")),
    }
}

const COMMANDS: &[(&str, &str)] = &[
    ("end", "end a run of takes here"),
    ("turns", "list what can be played now"),
    ("drop", "put the picked-up piece down"),
    ("draw", "offer a draw"),
    ("accept", "accept the draw offered"),
    ("decline", "decline the draw offered"),
    ("resign", "give up this game"),
    (
        "claim",
        "end the game when your friend has been away too long",
    ),
    ("rematch", "after a game: another, colours swapped"),
    ("code", "show the table's code again"),
    ("help", "this text"),
    (
        "quit",
        "leave (your seat is kept: join again with the code)",
    ),
];

/// What the terminal waits for: a line typed, or the table changed.
enum Input {
    Line(String),
    Changed,
    End,
}

pub fn run(args: OnlineArgs) -> Result<(), String> {
    let dir = data_dir()?;
    let (server, request) = match args.command {
        OnlineCommand::Create(create) => (
            create.server,
            SeatRequest::Create {
                rules: create.rules.rules(),
                colour: create.colour,
            },
        ),
        OnlineCommand::Join(join) => {
            let code = parse_join_target(&join.code).map_err(|e| e.to_string())?;
            // A seat kept for this table: take it again.
            let request = if kept_seats(&dir).contains(&code) {
                SeatRequest::Resume { code }
            } else {
                SeatRequest::Join { code }
            };
            (join.server, request)
        }
    };
    let resuming = matches!(request, SeatRequest::Resume { .. });
    let creating = matches!(request, SeatRequest::Create { .. });
    let (send, inputs) = mpsc::channel();
    let changed = send.clone();
    let table = OnlineTable::open(
        &server,
        request,
        Some(dir),
        Backoff::default(),
        Box::new(move || {
            let _ = changed.send(Input::Changed);
        }),
    )
    .map_err(|e| e.to_string())?;
    let invitation = table.invitation().clone();
    if resuming {
        say(&format!(
            "Back at table {}.",
            display_code(&invitation.code)
        ));
    } else if let Some(links) = &invitation.links {
        println!("Table {}", display_code(&invitation.code));
        println!("  {}", links.web);
        println!("  {}", links.app);
        if creating {
            say("Send your friend the code or a link; they type: sholo online join CODE.");
        }
        say("Type 'help' for commands.");
    }
    read_lines(send);
    let mut terminal = Terminal {
        runtime: std::sync::Arc::clone(table.runtime()),
        inputs,
        colour: use_colour(),
        shown: String::new(),
        prompted: false,
        confirming_resign: false,
        code: invitation.code,
    };
    let result = terminal.play();
    table.close();
    result
}

/// The data directory the seats are kept in.
fn data_dir() -> Result<PathBuf, String> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    var("SHOLO_HOME")
        .map(PathBuf::from)
        .or_else(|| var("XDG_DATA_HOME").map(|d| PathBuf::from(d).join("sholo-guti")))
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".local/share/sholo-guti")))
        .ok_or_else(|| "no data directory: set SHOLO_HOME or HOME".to_string())
}

/// Reads standard input on a thread of its own, so the screen follows the
/// friend's turns while nothing is typed.
fn read_lines(send: Sender<Input>) {
    std::thread::spawn(move || {
        for line in std::io::stdin().lines() {
            match line {
                Ok(line) => {
                    if send.send(Input::Line(line)).is_err() {
                        return;
                    }
                }
                Err(_) => break,
            }
        }
        let _ = send.send(Input::End);
    });
}

/// The board commands act on the online table's runtime.
struct Seat<'a>(&'a Runtime);

impl Desk for Seat<'_> {
    fn with<R>(&mut self, change: impl FnOnce(&mut Table) -> R) -> R {
        self.0.act(change)
    }
}

struct Terminal {
    runtime: std::sync::Arc<Runtime>,
    inputs: Receiver<Input>,
    colour: bool,
    /// The board and status last printed (printed again only when changed).
    shown: String,
    /// The prompt is on screen for the picture shown.
    prompted: bool,
    /// "Resign this game?" was asked; the next line answers.
    confirming_resign: bool,
    code: String,
}

impl Terminal {
    fn play(&mut self) -> Result<(), String> {
        loop {
            self.print_events();
            let view = self.runtime.read(Table::view);
            self.print(&view);
            if !self.prompted {
                print!("{}", self.prompt(&view));
                crate::show_prompt()?;
                self.prompted = true;
            }
            match self.inputs.recv() {
                Ok(Input::Changed) => {}
                Ok(Input::Line(line)) => {
                    self.prompted = false;
                    let view = self.runtime.read(Table::view);
                    if !self.command(&line, &view) {
                        return Ok(());
                    }
                }
                Ok(Input::End) | Err(_) => {
                    println!();
                    return Ok(());
                }
            }
        }
    }

    fn prompt(&self, view: &View) -> String {
        if self.confirming_resign {
            return "Resign this game? (y/n) ".to_string();
        }
        match view.to_act {
            ToAct::Person if connected(view) => prompt(view),
            _ => "> ".to_string(),
        }
    }

    /// Acts on one typed line; false to leave.
    fn command(&mut self, line: &str, view: &View) -> bool {
        if std::mem::take(&mut self.confirming_resign) {
            if matches!(line.trim().to_ascii_lowercase().as_str(), "y" | "yes") {
                let _ = self.runtime.act(Table::resign);
            }
            return true;
        }
        let typed = read(line);
        if board_command(&mut Seat(&self.runtime), &typed, view) {
            return true;
        }
        let Typed::Word(word) = typed else {
            unreachable!("the board answers points and turns")
        };
        match word.as_str() {
            "quit" | "exit" | "q" => return false,
            "help" | "?" => println!("{}", help(HELP_INTRO, COMMANDS, width())),
            "code" => println!("Table {}", display_code(&self.code)),
            "resign" if view.can_resign => self.confirming_resign = true,
            "resign" => {
                let _ = self.runtime.act(Table::resign);
            }
            "draw" => {
                if self.runtime.act(Table::offer_draw).is_ok() {
                    say("  draw offered");
                }
            }
            "accept" => {
                let _ = self.runtime.act(|t| t.answer_draw(true));
            }
            "decline" => {
                let _ = self.runtime.act(|t| t.answer_draw(false));
            }
            "claim" => {
                let _ = self.runtime.act(Table::end_abandoned);
            }
            "rematch" => {
                if self.runtime.act(|t| t.rematch(0)).is_ok() {
                    say("  rematch asked: it starts when your friend asks too");
                }
            }
            word => say(&unknown(word)),
        }
        true
    }

    fn print_events(&mut self) {
        let local = self.runtime.read(Table::local_side);
        for event in self.runtime.act(Table::take_events) {
            let line = match event {
                Event::Refused(reason) => format!("  {reason}"),
                Event::TurnPlayed {
                    side,
                    by: Actor::Remote,
                    turn,
                    ..
                } => format!("{}: {}", side.name(), format_turn(&turn)),
                Event::GameOver(outcome) => format!("{}.", outcome.describe()),
                Event::NewGame => {
                    format!("A new game: you play {}.", local.map_or("?", |s| s.name()))
                }
                Event::Online(event) => match online_words(&event, local) {
                    Some(words) => words,
                    None => continue,
                },
                Event::Store(note) => format!("  the online files: {note:?}"),
                _ => continue,
            };
            self.interrupt();
            say(&line);
        }
    }

    /// Ends a prompt left on screen, so what follows starts on a new line.
    fn interrupt(&mut self) {
        if self.prompted {
            println!();
            self.prompted = false;
        }
    }

    fn print(&mut self, view: &View) {
        let width = width();
        let mut picture = format!(
            "\n{}",
            draw(&position_of(view), &marks_of(view), self.colour)
        );
        picture += &status_line(view, width);
        picture.push('\n');
        if let Some(online) = &view.online {
            picture += &online_line(online, view, width);
            picture.push('\n');
        }
        if let Some(last) = &view.last_turn {
            picture += &format!(
                "Last turn: {} ({})\n",
                format_turn(&last.turn),
                last.side.name()
            );
        }
        picture += &run_line(view, width);
        if picture != self.shown {
            self.interrupt();
            print!("{picture}");
            self.shown = picture;
        }
    }
}

const HELP_INTRO: &str = "Play by typing a point (c4) to pick a piece up and another to move it, or a whole turn (c4-c5, c4xc6xe6). Your friend's turns appear as they are played.";

fn connected(view: &View) -> bool {
    view.online
        .as_ref()
        .is_some_and(|o| o.connection == Connection::Connected)
}

/// "Online 7K3QM-XP2RD · you: Red · connected · friend: here · your turn".
fn online_line(online: &OnlineView, view: &View, width: usize) -> String {
    let connection = match &online.connection {
        Connection::Connected => "connected".to_string(),
        Connection::Connecting { attempt: 1 } => "connecting…".to_string(),
        Connection::Connecting { attempt } => format!("reconnecting (try {attempt})…"),
        Connection::Offline { why } => format!("offline: {why}"),
    };
    let friend = match online.opponent {
        Presence::NotJoined => "friend: not joined yet".to_string(),
        Presence::Present => "friend: here".to_string(),
        Presence::Away { may_end: true, .. } => {
            "friend: away too long ('claim' ends the game)".to_string()
        }
        Presence::Away { since_ms, .. } => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as u64);
            format!("friend: away for {}s", now.saturating_sub(since_ms) / 1000)
        }
        Presence::Left => "friend: left".to_string(),
    };
    let mut parts = vec![
        format!("Online {}", display_code(&online.code)),
        format!("you: {}", online.local_side.name()),
        connection,
        friend,
    ];
    match view.to_act {
        ToAct::Person => parts.push("your turn".into()),
        ToAct::Opponent => parts.push("your friend's turn".into()),
        _ => {}
    }
    if let Some(by) = online.draw_offer {
        parts.push(if by == online.local_side {
            "draw offered".into()
        } else {
            "a draw is offered: accept or decline".into()
        });
    }
    if let Some(by) = online.rematch_asked {
        if by != online.local_side {
            parts.push("your friend asks for a rematch".into());
        }
    }
    fill(parts.iter().map(String::as_str), " · ", "", width)
}

/// An online event in words; `None` for those the status line shows.
fn online_words(event: &OnlineEvent, local: Option<Side>) -> Option<String> {
    Some(match event {
        OnlineEvent::Connection(Connection::Connected) => "  connected".into(),
        OnlineEvent::Connection(Connection::Connecting { attempt: 1 }) => {
            "  the connection dropped: reconnecting…".into()
        }
        OnlineEvent::Connection(Connection::Connecting { .. }) => return None,
        OnlineEvent::Connection(Connection::Offline { why }) => format!("  offline: {why}"),
        OnlineEvent::OpponentArrived => "  your friend is here".into(),
        OnlineEvent::OpponentAway => "  your friend's connection dropped".into(),
        OnlineEvent::OpponentLeft => "  your friend left".into(),
        OnlineEvent::DrawOffered { by } if Some(*by) != local => {
            "  your friend offers a draw: 'accept' or 'decline'".into()
        }
        OnlineEvent::DrawOffered { .. } => return None,
        OnlineEvent::DrawDeclined => "  the draw was declined".into(),
        OnlineEvent::RematchAsked { by } if Some(*by) != local => {
            "  your friend asks for a rematch: type 'rematch' to play again".into()
        }
        OnlineEvent::RematchAsked { .. } => return None,
        OnlineEvent::Resynced => "  the board was brought in line with the server's".into(),
        OnlineEvent::ServerRefused { message } => format!("  the server: {message}"),
    })
}
