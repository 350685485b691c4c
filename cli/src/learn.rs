//! `sholo learn` and `sholo puzzle`: the lessons and the puzzles in the
//! terminal, on the same table as the apps (its learning modes), worded
//! from the English texts the apps' translations are made from.

use crate::display::{draw, use_colour, Marks};
use crate::play::position_of;
use sholo_core::learn::english;
use sholo_core::learn::lessons::course;
use sholo_core::table::{
    Actor, DrillStatus, DrillView, Event, SearchKind, Settings, Table, ToAct, View,
};
use sholo_core::{format_turn, parse_turn, Bot, StatsBook, Turn};
use std::io::BufRead;
use std::sync::atomic::AtomicBool;

#[derive(clap::Args, Debug)]
pub struct LearnArgs {
    /// Start at this lesson (1 to 12; default: the first).
    #[arg(long, default_value_t = 1)]
    lesson: usize,
}

#[derive(clap::Args, Debug)]
pub struct PuzzleArgs {
    /// Play this puzzle of the shipped set first (default: one near 1000).
    #[arg(long)]
    id: Option<u32>,
    /// Chooses among the puzzles nearest the rating (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
}

const HELP: &str = "\
Enter a whole turn (c4-c5, c4xc6xe6). Other commands:
  hint      mark the piece to move          solution  show a turn that does it
  retry     back to the start               next      the next one
  help      this text                       quit      leave";

pub fn run_lessons(args: LearnArgs) -> Result<(), String> {
    crate::tables_home::install_for_this_command()?;
    let mut table = Table::new(Settings::default(), StatsBook::new(), 1);
    let lesson = args
        .lesson
        .checked_sub(1)
        .ok_or("lessons are numbered from 1")?;
    table
        .start_lesson(lesson, 0)
        .map_err(|e| format!("lesson {}: {e} (there are {})", args.lesson, course().len()))?;
    drive(table, 0)
}

pub fn run_puzzles(args: PuzzleArgs) -> Result<(), String> {
    crate::tables_home::install_for_this_command()?;
    let seed = args.seed.unwrap_or_else(sholo_runtime::entropy);
    let mut table = Table::new(Settings::default(), StatsBook::new(), seed);
    match args.id {
        Some(id) => table.start_puzzle_id(id),
        None => table.start_puzzle(seed),
    }
    .map_err(|e| e.to_string())?;
    drive(table, seed)
}

/// The loop: print, let the computer answer, read a command.
fn drive(mut table: Table, seed: u64) -> Result<(), String> {
    let colour = use_colour();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut entropy = seed;
    let mut last_status = None;
    println!("Type 'help' for commands.");
    loop {
        answer_computer(&mut table);
        print_events(&mut table);
        let view = table.view();
        let Some(drill) = view.drill.clone() else {
            return Ok(());
        };
        if last_status != Some((drill.kind, drill.status)) {
            print_board(&view, &drill, colour);
            print_drill(&table, &drill);
            last_status = Some((drill.kind, drill.status));
        }
        let Some(line) = lines.next() else {
            return Ok(());
        };
        let line = line.map_err(|e| e.to_string())?;
        let input = line.trim();
        entropy = entropy.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let result = match input {
            "" => continue,
            "quit" | "q" => return Ok(()),
            "help" | "?" => {
                println!("{HELP}");
                continue;
            }
            "hint" => table.hint(),
            "solution" => table.show_solution(),
            "retry" => table.retry(),
            "next" => table.next_exercise(entropy),
            text => match parse_turn(table.game().position(), table.config().rules.taking, text) {
                Ok(turn) => play_turn(&mut table, &turn),
                // Nothing changed: the board stays above, the answer under it.
                Err(e) => {
                    println!("  {e}");
                    continue;
                }
            },
        };
        if result.is_ok() {
            last_status = None;
        }
    }
}

/// A typed turn, played through taps as a touch screen plays it.
fn play_turn(table: &mut Table, turn: &Turn) -> Result<(), sholo_core::table::Refusal> {
    let path = turn.path();
    table.tap(path[0].index() as i32)?;
    for landing in &path[1..] {
        table.tap(landing.index() as i32)?;
    }
    if table.view().run.is_some() {
        table.end_turn()?;
    }
    Ok(())
}

/// Plays the computer's turn the table asks for, at once.
fn answer_computer(table: &mut Table) {
    while table.view().to_act == ToAct::Computer {
        let Some(request) = table
            .outstanding()
            .into_iter()
            .find(|r| matches!(r.kind, SearchKind::Move { .. }))
        else {
            return;
        };
        let SearchKind::Move { level, seed } = request.kind else {
            return;
        };
        let choice = Bot::new(level, seed).choose(&request.game, &AtomicBool::new(false));
        let answer = choice
            .map(|c| c.turn)
            .ok_or_else(|| sholo_core::table::SearchFailure::Failed("no turn".to_string()));
        table.answer(request.id, answer);
    }
}

fn print_events(table: &mut Table) {
    for event in table.take_events() {
        match event {
            Event::Refused(reason) => println!("  {reason}"),
            Event::TurnPlayed {
                side,
                by: Actor::Computer,
                turn,
                ..
            } => println!("{}: {}", side.name(), format_turn(&turn)),
            _ => {}
        }
    }
}

fn words(prompt: &sholo_core::learn::Prompt) -> String {
    if prompt.key == "puzzle.title" {
        // The argument is a list of theme names, each worded by its own key.
        let themes: Vec<String> = prompt.args[0]
            .split(',')
            .map(|t| english(&format!("puzzle.theme.{t}"), &[]).unwrap_or_else(|| t.to_string()))
            .collect();
        return english("puzzle.title", &[themes.join(", ")]).unwrap_or_default();
    }
    let args: Vec<String> = prompt
        .args
        .iter()
        .map(|a| match a.as_str() {
            "red" => "Red".to_string(),
            "white" => "White".to_string(),
            other => other.to_string(),
        })
        .collect();
    english(&prompt.key, &args).unwrap_or_else(|| prompt.key.clone())
}

fn print_board(view: &View, drill: &DrillView, colour: bool) {
    let mut marks = Marks::default();
    if let Some(last) = &view.last_turn {
        marks.last_path = last.turn.path();
        marks.last_taken = last.turn.captured().iter().collect();
    }
    marks.picked = drill.hint_piece;
    println!();
    print!("{}", draw(&position_of(view), &marks, colour));
}

fn print_drill(table: &Table, drill: &DrillView) {
    let title = words(&drill.title);
    match drill.kind {
        sholo_core::table::DrillKind::Lesson { lesson, step } => println!(
            "Lesson {} of {}: {title} · step {} of {}",
            lesson + 1,
            course().len(),
            step + 1,
            drill.steps
        ),
        sholo_core::table::DrillKind::Puzzle { id } => println!(
            "Puzzle {id} (rated {}) · {title} · your rating {}",
            drill.rating.unwrap_or(0),
            table.stats().learn().puzzles.rating
        ),
    }
    match drill.status {
        DrillStatus::Trying => println!("{}", words(&drill.prompt)),
        DrillStatus::Solved => {
            println!("Done!");
            if let Some(why) = &drill.why {
                println!("{}", words(why));
            }
            println!("Type 'next' to go on.");
        }
        DrillStatus::Missed => {
            match drill.reply {
                Some(reply) => println!(
                    "Not that one: the answer {} shows why.",
                    format_turn(&reply)
                ),
                None => println!("Not that one."),
            }
            println!("Type 'retry', 'solution' or 'next'.");
        }
        DrillStatus::Shown => println!("The solution is on the board. Type 'retry' or 'next'."),
    }
}
