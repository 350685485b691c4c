//! `sholo play`: a game in the terminal, against the computer, between two
//! people at one keyboard, or watching two bots. It drives the same table as
//! the apps (core's `table`, run by `sholo-runtime`), so it behaves as they do
//! and the same seed plays the same game.

use crate::display::{draw, marks_of, position_of, use_colour};
use crate::rule_args::RuleArgs;
use crate::text::{fill, help, say, width};
use crate::typing::{
    board_command, hint_words, prompt, read, run_line, unknown, Typed, HELP_INTRO,
};
use sholo_core::table::{Actor, Event, Settings, Speed, Table, ToAct, View};
use sholo_core::{format_turn, Level, PlayerKind, Rules, Side, StatsBook, Taking};
use sholo_runtime::Runtime;
use std::io::{Lines, StdinLock};
use std::sync::mpsc::{self, Receiver};

/// Options of `sholo play`.
#[derive(clap::Args, Debug, Default)]
pub struct PlayArgs {
    /// Who plays Red: human or a level (learning, easy, casual, steady, medium, keen, skilled, hard, strong, expert).
    #[arg(long, default_value = "human", value_parser = parse_player)]
    pub red: Option<PlayerKind>,
    /// Who plays White: human or a level (learning, easy, casual, steady, medium, keen, skilled, hard, strong, expert).
    #[arg(long, default_value = "medium", value_parser = parse_player)]
    pub white: Option<PlayerKind>,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Seed for the bots' randomness and the game's id (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// How fast two bots play when you watch: slow, normal or fast.
    #[arg(long, default_value = "normal", value_parser = parse_speed)]
    pub speed: Option<Speed>,
}

fn parse_player(text: &str) -> Result<PlayerKind, String> {
    if text.eq_ignore_ascii_case("human") {
        return Ok(PlayerKind::Human);
    }
    Level::from_name(text)
        .map(|level| PlayerKind::Computer { level })
        .ok_or_else(|| format!("'{text}': expected human or a level (learning, easy, casual, steady, medium, keen, skilled, hard, strong, expert)"))
}

fn parse_speed(text: &str) -> Result<Speed, String> {
    match text {
        "slow" => Ok(Speed::Slow),
        "normal" => Ok(Speed::Normal),
        "fast" => Ok(Speed::Fast),
        _ => Err(format!("'{text}': expected slow, normal or fast")),
    }
}

const COMMANDS: &[(&str, &str)] = &[
    ("end", "end a run of takes here"),
    ("undo", "take back your last turn"),
    ("hint", "suggest a turn (in a run: how to go on)"),
    ("turns", "list what can be played now"),
    ("drop", "put the picked-up piece down"),
    ("resign", "give up this game"),
    ("help", "this text"),
    ("quit", "leave"),
];

pub fn run(args: PlayArgs) -> Result<(), String> {
    crate::tables_home::install_for_this_command()?;
    let seed = args.seed.unwrap_or_else(sholo_runtime::entropy);
    let settings = Settings {
        red: args.red.unwrap_or(PlayerKind::Human),
        white: args.white.unwrap_or(PlayerKind::Computer {
            level: Level::Medium,
        }),
        rules: args.rules.rules(),
        speed: args.speed.unwrap_or_default(),
        ..Settings::default()
    };
    say(&format!(
        "Sholo Guti: Red ({}) against White ({}).{} Type 'help' for commands.",
        who(settings.red),
        who(settings.white),
        rules_in_words(settings.rules)
    ));
    let (changed, wait) = mpsc::channel();
    let runtime = Runtime::in_memory(
        Table::new(settings, StatsBook::new(), seed),
        Box::new(move || {
            let _ = changed.send(());
        }),
    );
    let mut terminal = Terminal {
        runtime,
        wait,
        colour: use_colour(),
        shown: String::new(),
        input: std::io::stdin().lines(),
    };
    terminal.play()
}

/// The terminal's side of the table: read a line, forward it, print what
/// happened and the board.
struct Terminal {
    runtime: Runtime,
    /// A message whenever the search thread changed the table.
    wait: Receiver<()>,
    colour: bool,
    /// The board and status last printed: printed again only when they
    /// change, so an answer that changes nothing (a hint, the help, the
    /// turn list, a refusal) stays just above the prompt, not scrolled away
    /// behind a board the height of a terminal.
    shown: String,
    input: Lines<StdinLock<'static>>,
}

enum Flow {
    Continue,
    Quit,
}

impl Terminal {
    fn play(&mut self) -> Result<(), String> {
        loop {
            self.print_events();
            let view = self.runtime.read(Table::view);
            self.print(&view);
            if let Some(outcome) = view.outcome {
                println!("{}.", outcome.describe());
                return Ok(());
            }
            if view.to_act == ToAct::Computer {
                self.await_computer(&view)?;
                continue;
            }
            print!("{}", prompt(&view));
            crate::show_prompt()?;
            let Some(line) = self.input.next() else {
                println!();
                return Ok(());
            };
            let line = line.map_err(|e| e.to_string())?;
            if let Flow::Quit = self.command(&line, &view)? {
                return Ok(());
            }
        }
    }

    fn await_computer(&mut self, view: &View) -> Result<(), String> {
        let level = player_of(view, view.side_to_move)
            .engine_level()
            .map_or_else(String::new, |level| format!(" ({level})"));
        print!("{}{level} is thinking…", view.side_to_move.name());
        crate::show_prompt()?;
        let played = view.moves.len();
        self.wait_until(|now| now.moves.len() != played || now.to_act != ToAct::Computer)?;
        println!();
        Ok(())
    }

    /// Waits for the search thread until the view meets `done` (a wake-up
    /// may belong to an earlier change, so the view is what decides).
    fn wait_until(&self, done: impl Fn(&View) -> bool) -> Result<(), String> {
        while !done(&self.runtime.read(Table::view)) {
            self.wait
                .recv()
                .map_err(|_| "the search thread stopped".to_string())?;
        }
        Ok(())
    }

    fn command(&mut self, line: &str, view: &View) -> Result<Flow, String> {
        let typed = read(line);
        if board_command(&mut self.runtime, &typed, view) {
            return Ok(Flow::Continue);
        }
        let Typed::Word(word) = typed else {
            unreachable!("the board answers points and turns")
        };
        match word.as_str() {
            "quit" | "exit" | "q" => {
                // Nothing of a game in progress is kept: ask first.
                let unsaved = view.outcome.is_none() && !view.moves.is_empty();
                if !unsaved || self.ask("Quit? This game is not saved.")? != Some(false) {
                    return Ok(Flow::Quit);
                }
            }
            "help" | "?" => println!("{}", help(HELP_INTRO, COMMANDS, width())),
            "undo" => {
                let undone = self.runtime.act(Table::undo).is_ok();
                if let (true, Some(run)) = (undone, &view.run) {
                    say(&format!(
                        "  the run is taken back: the piece is on {} again",
                        run.path[0]
                    ));
                }
            }
            "hint" => {
                if self.runtime.act(Table::hint).is_ok() && view.hint.is_none() {
                    print!("  thinking of a hint…");
                    crate::show_prompt()?;
                    self.wait_until(|now| !now.hint_pending)?;
                    println!();
                }
                if let Some(words) = hint_words(view) {
                    println!("{words}");
                }
            }
            "resign" if view.can_resign => {
                if self.ask("Resign this game?")? == Some(true) {
                    let _ = self.runtime.act(Table::resign);
                }
            }
            "resign" => {
                let _ = self.runtime.act(Table::resign);
            }
            word => say(&unknown(word)),
        }
        Ok(Flow::Continue)
    }

    /// Asks a yes-or-no question: `Some(true)` for y or yes, `None` if the
    /// input ended.
    fn ask(&mut self, question: &str) -> Result<Option<bool>, String> {
        print!("{question} (y/n) ");
        crate::show_prompt()?;
        let Some(line) = self.input.next() else {
            println!();
            return Ok(None);
        };
        let answer = line.map_err(|e| e.to_string())?.trim().to_ascii_lowercase();
        Ok(Some(matches!(answer.as_str(), "y" | "yes")))
    }

    fn print_events(&self) {
        for event in self.runtime.act(Table::take_events) {
            match event {
                Event::Refused(reason) => say(&format!("  {reason}")),
                Event::TurnPlayed {
                    side,
                    by: Actor::Computer,
                    turn,
                    ..
                } => println!("{}: {}", side.name(), format_turn(&turn)),
                Event::TakenBack { turns } if turns > 0 => {
                    println!(
                        "  took back {turns} turn{}",
                        if turns == 1 { "" } else { "s" }
                    )
                }
                Event::HintShown { .. } => {
                    if let Some(words) = hint_words(&self.runtime.read(Table::view)) {
                        println!("{words}");
                    }
                }
                Event::EngineTrouble { detail, .. } => println!("  the computer: {detail}"),
                _ => {}
            }
        }
    }

    fn print(&mut self, view: &View) {
        let picture = self.picture(view);
        if picture != self.shown {
            print!("{picture}");
            self.shown = picture;
        }
    }

    /// The board with its marks and the status lines under it.
    fn picture(&self, view: &View) -> String {
        let width = width();
        let mut text = format!(
            "\n{}",
            draw(&position_of(view), &marks_of(view), self.colour)
        );
        text += &status_line(view, width);
        text.push('\n');
        if let Some(last) = &view.last_turn {
            text += &format!(
                "Last turn: {} ({})\n",
                format_turn(&last.turn),
                last.side.name()
            );
        }
        text += &run_line(view, width);
        text
    }
}

/// "Red 14 pieces, took 2 · White 14 pieces, took 2 · quiet 4/80 · turn 37",
/// with "takes forced" when they are, broken between its parts to `width`.
pub(crate) fn status_line(view: &View, width: usize) -> String {
    let mut parts = vec![
        format!("Red {} pieces, took {}", view.red.left, view.red.taken),
        format!(
            "White {} pieces, took {}",
            view.white.left, view.white.taken
        ),
        format!(
            "quiet {}/{}{}",
            view.quiet,
            view.quiet_limit,
            if view.rules.quiet.more_pieces_wins() {
                " (more pieces wins)"
            } else {
                ""
            }
        ),
        format!("turn {}", view.turn_number),
    ];
    if view.rules.taking == Taking::Forced {
        parts.push("takes forced".to_string());
    }
    fill(parts.iter().map(String::as_str), " · ", "", width)
}

/// The rules of the game in a sentence each, for the banner: nothing for
/// the standard ones.
fn rules_in_words(rules: Rules) -> String {
    let mut words = String::new();
    if rules.taking == Taking::Forced {
        words += " Takes are forced: a take must be made, and a run goes on while it can.";
    }
    if rules.quiet.more_pieces_wins() {
        words += &format!(
            " After {} quiet turns the side with more pieces wins.",
            rules.quiet.limit()
        );
    }
    words
}

fn player_of(view: &View, side: Side) -> PlayerKind {
    match side {
        Side::Red => view.red_player,
        Side::White => view.white_player,
    }
}

fn who(player: PlayerKind) -> String {
    match player {
        PlayerKind::Human => "you".to_string(),
        PlayerKind::Computer { level } => format!("computer, {level}"),
        PlayerKind::Remote => "your friend, online".to_string(),
    }
}
