//! `sholo play`: a game in the terminal, against the computer, between two
//! people at one keyboard, or watching two bots.

use crate::computer::Computer;
use crate::display::{draw, use_colour, Marks};
use crate::rule_args::RuleArgs;
use sholo_core::{end_run, first_hops, next_hops, play_hop, HopOutcome};
use sholo_core::{format_turn, Game, GameConfig, Level, PlayerKind, Point, Side, Taking, Turn};
use std::io::{BufRead, Write};
use std::time::Duration;

/// Options of `sholo play`.
#[derive(clap::Args, Debug, Default)]
pub struct PlayArgs {
    /// Who plays Red: human, easy, medium, hard or expert.
    #[arg(long, default_value = "human", value_parser = parse_player)]
    pub red: Option<PlayerKind>,
    /// Who plays White: human, easy, medium, hard or expert.
    #[arg(long, default_value = "medium", value_parser = parse_player)]
    pub white: Option<PlayerKind>,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Seed for the bots' randomness (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Pause between bot turns when two bots play, in milliseconds.
    #[arg(long, default_value_t = 600)]
    pub delay: u64,
}

fn parse_player(text: &str) -> Result<PlayerKind, String> {
    if text.eq_ignore_ascii_case("human") {
        return Ok(PlayerKind::Human);
    }
    Level::from_name(text)
        .map(|level| PlayerKind::Computer { level })
        .ok_or_else(|| format!("'{text}': expected human, easy, medium, hard or expert"))
}

const HELP: &str = "\
Enter a whole turn (c4-c5, c4xc6xe6), or a point to pick up a piece and then
points to move it one hop at a time. Other commands:
  end     end a run of takes here          undo    take back your last turn
  hint    suggest a turn                   turns   list every legal turn
  drop    put the picked-up piece down     resign  give up this game
  help    this text                        quit    leave";

/// The terminal game: its configuration, the game, and what is picked up.
struct Table {
    config: GameConfig,
    game: Game,
    /// The picked-up piece and, during a run, its landings so far.
    picked: Vec<Point>,
    colour: bool,
    delay: Duration,
    computer: Computer,
}

pub fn run(args: PlayArgs) -> Result<(), String> {
    let seed = args.seed.unwrap_or_else(clock_seed);
    let rules = args.rules.rules();
    let config = GameConfig {
        red: args.red.unwrap_or(PlayerKind::Human),
        white: args.white.unwrap_or(PlayerKind::Computer {
            level: Level::Medium,
        }),
        rules,
        seed,
    };
    let mut table = Table {
        config,
        game: Game::new(rules),
        picked: Vec::new(),
        colour: use_colour(),
        delay: Duration::from_millis(args.delay),
        computer: Computer::default(),
    };
    println!(
        "Sholo Guti: Red ({}) against White ({}). Type 'help' for commands.",
        who(config.red),
        who(config.white)
    );
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        table.print();
        if let Some(outcome) = table.game.outcome() {
            println!("{}.", outcome.describe());
            return Ok(());
        }
        let side = table.game.position().side_to_move();
        if let PlayerKind::Computer { level } = table.config.player(side) {
            table.computer_turn(level)?;
            continue;
        }
        print!(
            "{}{}> ",
            side.name(),
            if table.picked.is_empty() {
                ""
            } else {
                " (piece picked up)"
            }
        );
        std::io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(line) = lines.next() else {
            println!();
            return Ok(());
        };
        let line = line.map_err(|e| e.to_string())?;
        match table.command(line.trim()) {
            Ok(Flow::Continue) => {}
            Ok(Flow::Quit) => return Ok(()),
            Err(message) => println!("  {message}"),
        }
    }
}

enum Flow {
    Continue,
    Quit,
}

impl Table {
    fn command(&mut self, input: &str) -> Result<Flow, String> {
        match input {
            "" => {}
            "quit" | "exit" | "q" => return Ok(Flow::Quit),
            "help" | "?" => println!("{HELP}"),
            "drop" => {
                if self.picked.len() > 1 {
                    return Err("a run has started: finish it or 'end' it".to_string());
                }
                self.picked.clear();
            }
            "end" => {
                let turns = self.game.legal_turns();
                let turn = end_run(&turns, self.config.rules.taking, &self.picked)
                    .map_err(|e| e.to_string())?;
                self.play(turn)?;
            }
            "undo" => self.undo()?,
            "turns" => {
                let mut turns: Vec<String> =
                    self.game.legal_turns().iter().map(format_turn).collect();
                turns.sort();
                println!("  {}", turns.join(" "));
            }
            "hint" => {
                let turn = self.computer.hint(&self.game)?;
                println!("  hint: {}", format_turn(&turn));
            }
            "resign" => {
                let side = self.game.position().side_to_move();
                self.game.resign(side).map_err(|e| e.to_string())?;
            }
            text if text.contains('-') || text.contains('x') && text.len() > 2 => {
                if !self.picked.is_empty() {
                    return Err("a piece is picked up: move it, or 'drop' it first".to_string());
                }
                self.game.play_notation(text).map_err(|e| e.to_string())?;
            }
            name => {
                let point = Point::from_name(name).ok_or_else(|| {
                    format!("'{name}' is not a point, a turn or a command (try 'help')")
                })?;
                self.tap(point)?;
            }
        }
        Ok(Flow::Continue)
    }

    /// A point typed on its own: pick up, put down, or hop there.
    fn tap(&mut self, point: Point) -> Result<(), String> {
        let turns = self.game.legal_turns();
        if self.picked.is_empty() {
            if first_hops(&turns, point).is_empty() {
                return Err(format!("{point}: no piece of yours that can move"));
            }
            self.picked.push(point);
            return Ok(());
        }
        if self.picked == [point] {
            self.picked.clear();
            return Ok(());
        }
        let at = *self.picked.last().expect("something is picked up");
        let run = if self.picked.len() > 1 {
            Some(self.picked.as_slice())
        } else {
            None
        };
        match play_hop(&turns, self.config.rules.taking, run, at, point)
            .map_err(|e| e.to_string())?
        {
            HopOutcome::Complete { turn, .. } => self.play(turn),
            HopOutcome::Running { path, .. } => {
                self.picked = path;
                Ok(())
            }
        }
    }

    fn play(&mut self, turn: Turn) -> Result<(), String> {
        self.picked.clear();
        self.game.play(&turn).map_err(|e| e.to_string())
    }

    /// Takes back the last turn; against the computer, back to before yours.
    fn undo(&mut self) -> Result<(), String> {
        if !self.picked.is_empty() {
            self.picked.clear();
            return Ok(());
        }
        loop {
            let mover = self.game.position().side_to_move().other();
            self.game.undo().map_err(|e| e.to_string())?;
            if self.config.is_human(mover) {
                return Ok(());
            }
        }
    }

    fn computer_turn(&mut self, level: Level) -> Result<(), String> {
        let side = self.game.position().side_to_move();
        print!("{} ({level}) is thinking…", side.name());
        std::io::stdout().flush().map_err(|e| e.to_string())?;
        let turn = self.computer.choose(&self.game, level, self.config.seed)?;
        println!(" {}", format_turn(&turn));
        if !self.config.is_human(Side::Red) && !self.config.is_human(Side::White) {
            std::thread::sleep(self.delay);
        }
        self.play(turn)
    }

    fn print(&self) {
        let pos = self.game.position();
        let turns = self.game.legal_turns();
        let mut marks = Marks::default();
        if let Some(last) = self.game.turns().last() {
            marks.last_path = last.path();
            marks.last_taken = last.captured().iter().collect();
        }
        let mut shown = *pos;
        if let Some(&at) = self.picked.last() {
            marks.picked = Some(at);
            let targets = if self.picked.len() > 1 {
                next_hops(&turns, &self.picked)
            } else {
                first_hops(&turns, at)
            };
            for t in targets {
                match t.taken {
                    Some(over) => {
                        marks.takes.push(t.to);
                        marks.threatened.push(over);
                    }
                    None => marks.steps.push(t.to),
                }
            }
            if self.picked.len() > 1 {
                shown = position_during_run(pos, &self.picked);
            }
        }
        println!();
        print!("{}", draw(&shown, &marks, self.colour));
        let (red, white) = (pos.count(Side::Red), pos.count(Side::White));
        let start = self.game.start();
        println!(
            "Red {red} left, {} taken · White {white} left, {} taken · quiet {}/{} · turn {}",
            start.count(Side::White) - white,
            start.count(Side::Red) - red,
            pos.quiet(),
            self.config.rules.quiet.limit(),
            pos.turn_number()
        );
        if let Some(last) = self.game.turns().last() {
            println!(
                "Last turn: {} ({})",
                format_turn(last),
                pos.side_to_move().other().name()
            );
        }
        if self.picked.len() > 1 && self.config.rules.taking == Taking::Optional {
            println!("Run in progress: take again (x on the board) or 'end'.");
        }
    }
}

/// The position as it looks part-way through a run.
fn position_during_run(pos: &sholo_core::Position, path: &[Point]) -> sholo_core::Position {
    let side = pos.side_to_move();
    let mut own = (pos.pieces(side) - path[0]) | path[path.len() - 1];
    let mut enemy = pos.pieces(side.other());
    for hop in path.windows(2) {
        if let Some(over) = hop[0].jump_over(hop[1]) {
            enemy -= over;
        }
    }
    if side == Side::White {
        std::mem::swap(&mut own, &mut enemy);
    }
    sholo_core::Position::from_parts(own, enemy, side, pos.quiet(), pos.turn_number())
}

fn who(player: PlayerKind) -> String {
    match player {
        PlayerKind::Human => "you".to_string(),
        PlayerKind::Computer { level } => format!("computer, {level}"),
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}
