//! `sholo learn` and `sholo puzzle`: the lessons and the puzzles in the
//! terminal, on the same table as the apps (its learning modes), worded
//! from the English texts the apps' translations are made from.

use crate::display::{draw, marks_of, position_of, use_colour};
use crate::text::{fill, help, say, width, wrap};
use crate::typing::{
    board_command, prompt, read, run_line, run_waits_for, unknown, Typed, HELP_INTRO,
};
use sholo_core::learn::english;
use sholo_core::learn::lessons::course;
use sholo_core::learn::puzzles::shipped;
use sholo_core::table::{
    Actor, DrillKind, DrillStatus, DrillView, Event, Refusal, SearchKind, Settings, Table, ToAct,
    View,
};
use sholo_core::{format_turn, Bot, StatsBook, Taking};
use std::sync::atomic::AtomicBool;

#[derive(clap::Args, Debug)]
pub struct LearnArgs {
    /// Start at this lesson (1 to 14; default: the first).
    #[arg(long, default_value_t = 1)]
    lesson: usize,
}

#[derive(clap::Args, Debug)]
pub struct PuzzleArgs {
    /// Play this puzzle of the shipped set first (default: one near 1000).
    #[arg(long, help = puzzle_id_help())]
    id: Option<u32>,
    /// Chooses among the puzzles nearest the rating (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
}

/// `--id`'s help, with the ids the shipped set has.
fn puzzle_id_help() -> String {
    match shipped().len() {
        0 => "Play this puzzle of the shipped set first (this build ships none)".to_string(),
        n => format!(
            "Play this puzzle of the shipped set first, 0 to {} (default: one near 1000)",
            n - 1
        ),
    }
}

/// The commands of both, then the lessons' own.
const COMMANDS: &[(&str, &str)] = &[
    ("hint", "mark the piece to move"),
    ("solution", "show a turn that does it"),
    ("retry", "back to the start"),
    ("next", "the next one"),
    ("end", "end a run of takes here"),
    ("drop", "put the picked-up piece down"),
    ("turns", "list what can be played now"),
    ("help", "this text"),
    ("quit", "leave"),
];
const LESSON_COMMANDS: &[(&str, &str)] = &[("puzzles", "leave the lessons for the puzzles")];

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
    let count = shipped().len();
    match args.id {
        Some(id) if id as usize >= count && count > 0 => {
            return Err(format!(
                "there is no puzzle {id}: the puzzles are numbered 0 to {}",
                count - 1
            ))
        }
        Some(id) => table.start_puzzle_id(id),
        None => table.start_puzzle(seed),
    }
    .map_err(|e| e.to_string())?;
    drive(table, seed)
}

/// The loop: print, let the computer answer, read a command.
fn drive(mut table: Table, seed: u64) -> Result<(), String> {
    let colour = use_colour();
    let mut lines = std::io::stdin().lines();
    let mut entropy = seed;
    // The board and the words under it, printed again only when they
    // change (as in `sholo play`), so an answer stays above the prompt.
    let mut shown = String::new();
    println!("Type 'help' for commands.");
    loop {
        answer_computer(&mut table);
        print_events(&mut table);
        let view = table.view();
        let Some(drill) = view.drill.clone() else {
            return Ok(());
        };
        let picture = picture(&table, &view, &drill, colour);
        if picture != shown {
            print!("{picture}");
            shown = picture;
        }
        if drill.status == DrillStatus::Trying && view.to_act == ToAct::Person {
            print!("{}", prompt(&view));
        } else {
            print!("> ");
        }
        crate::show_prompt()?;
        let Some(line) = lines.next() else {
            println!();
            return Ok(());
        };
        let typed = read(&line.map_err(|e| e.to_string())?);
        entropy = entropy.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let on_board = match &typed {
            Typed::Point(_) | Typed::Turn(_) => true,
            Typed::Word(w) => matches!(w.as_str(), "end" | "drop" | "hint" | "turns"),
            Typed::Nothing => false,
        };
        if on_board && drill.status != DrillStatus::Trying {
            say(&format!("  {}", over(&drill)));
            continue;
        }
        if board_command(&mut table, &typed, &view) {
            continue;
        }
        let Typed::Word(word) = typed else {
            unreachable!("the board answers points and turns")
        };
        let in_lesson = matches!(drill.kind, DrillKind::Lesson { .. });
        match word.as_str() {
            "quit" | "exit" | "q" => return Ok(()),
            "help" | "?" => {
                let mut commands = COMMANDS.to_vec();
                if in_lesson {
                    commands.extend_from_slice(LESSON_COMMANDS);
                }
                println!("{}", help(HELP_INTRO, &commands, width()));
            }
            "hint" if view.run.is_some() => say(&hint_in_run(&view)),
            "hint" => {
                if table.hint().is_ok() {
                    if let Some(piece) = table.view().drill.and_then(|d| d.hint_piece) {
                        say(&format!("  hint: the piece on {piece} does it"));
                    }
                }
            }
            "solution" => {
                let _ = table.show_solution();
            }
            "retry" => {
                let _ = table.retry();
            }
            "next" if course_complete(&drill) => say(&format!("  {}", way_on(&drill))),
            "next" if !drill.can_next => {
                say("  this is the last step of the last lesson: there is no next one")
            }
            "next" => {
                let _ = table.next_exercise(entropy);
            }
            "puzzles" | "puzzle" if in_lesson => {
                let _ = table.start_puzzle(entropy);
            }
            word => say(&unknown(word)),
        }
    }
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
            Event::Refused(Refusal::ExerciseOver) => {
                if let Some(drill) = table.view().drill {
                    say(&format!("  {}", over(&drill)));
                }
            }
            Event::Refused(reason) => say(&format!("  {reason}")),
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

/// A puzzle's themes, once the title names them ("a run of takes").
fn themes(title: &sholo_core::learn::Prompt) -> Option<String> {
    if title.key != "puzzle.title" {
        return None;
    }
    // The argument is a list of theme names, each worded by its own key.
    let themes: Vec<String> = title.args[0]
        .split(',')
        .map(|t| english(&format!("puzzle.theme.{t}"), &[]).unwrap_or_else(|| t.to_string()))
        .collect();
    Some(themes.join(", "))
}

/// The board and everything under it: which exercise, who is to play and
/// what of the game so far matters, what to do or how it went.
fn picture(table: &Table, view: &View, drill: &DrillView, colour: bool) -> String {
    let width = width();
    let mut marks = marks_of(view);
    if marks.picked.is_none() {
        marks.picked = drill.hint_piece;
    }
    let mut lines = vec![String::new()];
    lines.push(
        draw(&position_of(view), &marks, colour)
            .trim_end()
            .to_string(),
    );
    let header = match drill.kind {
        DrillKind::Lesson { lesson, step } => [
            format!(
                "Lesson {} of {}: {}",
                lesson + 1,
                course().len(),
                words(&drill.title)
            ),
            format!("step {} of {}", step + 1, drill.steps),
        ],
        DrillKind::Puzzle { id } => [
            format!(
                "Puzzle {id} (rated {}){}",
                drill.rating.unwrap_or(0),
                themes(&drill.title)
                    .map(|t| format!(": {t}"))
                    .unwrap_or_default()
            ),
            format!("your rating {}", table.stats().learn().puzzles.rating),
        ],
    };
    lines.push(fill(header.iter().map(String::as_str), " · ", "", width));
    if drill.status == DrillStatus::Trying {
        lines.extend(to_play(view, drill, width));
        let run = run_line(view, width);
        if !run.is_empty() {
            lines.push(run.trim_end().to_string());
        }
    }
    match drill.status {
        DrillStatus::Trying => lines.push(words(&drill.prompt)),
        DrillStatus::Solved => {
            let lesson_done =
                matches!(drill.kind, DrillKind::Lesson { step, .. } if step + 1 == drill.steps);
            lines.push(match drill.kind {
                DrillKind::Puzzle { .. } => "Solved!".to_string(),
                _ if lesson_done => "Lesson complete!".to_string(),
                _ => "Done!".to_string(),
            });
            if let Some(why) = &drill.why {
                lines.push(words(why));
            }
            // The line the turn begins, played out to the gain.
            if let Some(line) = &drill.feedback {
                lines.push(words(line));
            }
            lines.push(way_on(drill));
        }
        DrillStatus::Missed => {
            // What the answer does and which piece falls, in the core's words.
            lines.push(match (&drill.feedback, drill.reply) {
                (Some(feedback), _) => format!("Not that one. {}", words(feedback)),
                (None, Some(reply)) => format!(
                    "Not that one. {} answers {}.",
                    drill.side.other().name(),
                    format_turn(&reply)
                ),
                (None, None) => "Not that one.".to_string(),
            });
            lines.push(way_on(drill));
        }
        DrillStatus::Shown => {
            let shown = view
                .last_turn
                .map(|l| format!(": {}", format_turn(&l.turn)))
                .unwrap_or_default();
            lines.push(format!("The solution is on the board{shown}."));
            lines.push(way_on(drill));
        }
    }
    let mut text: String = lines
        .iter()
        .map(|line| wrap(line, width))
        .collect::<Vec<_>>()
        .join("\n");
    text.push('\n');
    text
}

/// Who is to play, and what of the game so far the exercise may turn on:
/// the quiet count and the last turns (a lesson on the quiet limit or on
/// repetition is about them), and forced takes. A puzzle's task names the
/// side already.
fn to_play(view: &View, drill: &DrillView, width: usize) -> Vec<String> {
    let mut facts = Vec::new();
    if matches!(drill.kind, DrillKind::Lesson { .. }) {
        facts.push(format!("{} to play", view.side_to_move.name()));
    }
    if view.quiet > 0 {
        facts.push(format!(
            "quiet {}/{} (turns without a take)",
            view.quiet, view.quiet_limit
        ));
    }
    if view.rules.taking == Taking::Forced {
        facts.push("takes forced".to_string());
    }
    let mut lines = Vec::new();
    if !facts.is_empty() {
        lines.push(fill(facts.iter().map(String::as_str), " · ", "", width));
    }
    if !view.moves.is_empty() {
        let from = view.moves.len().saturating_sub(LAST_TURNS);
        let turns: Vec<String> = view.moves[from..]
            .iter()
            .map(|m| format!("{} {}", m.side.name(), format_turn(&m.turn)))
            .collect();
        let label = if from == 0 {
            "Turns so far"
        } else {
            "Last turns"
        };
        lines.push(format!("{label}: {}", turns.join(", ")));
    }
    lines
}

/// The turns of the game so far shown under a lesson's board, at most.
const LAST_TURNS: usize = 8;

/// What to type once the exercise is over.
fn way_on(drill: &DrillView) -> String {
    if course_complete(drill) {
        return "That was the last lesson: the course is complete. \
            Type 'puzzles' to go on with the puzzles, 'retry', or 'quit'."
            .to_string();
    }
    format!("Type {}.", choices(drill))
}

/// The answer to a move once the exercise is over.
fn over(drill: &DrillView) -> String {
    if course_complete(drill) {
        return "The course is complete: type 'puzzles' to go on with the puzzles, \
            'retry', or 'quit'."
            .to_string();
    }
    let state = match drill.status {
        DrillStatus::Solved => "This one is done",
        _ => "This one is over",
    };
    format!("{state}: type {}.", choices(drill))
}

/// The commands that go on from a finished exercise.
fn choices(drill: &DrillView) -> &'static str {
    match (drill.status, drill.can_next) {
        (DrillStatus::Solved, true) => "'next' to go on (or 'retry')",
        (DrillStatus::Missed, true) => "'retry', 'solution' or 'next'",
        (DrillStatus::Missed, false) => "'retry' or 'solution'",
        (_, true) => "'retry' or 'next'",
        (_, false) => "'retry' or 'quit'",
    }
}

/// The last step of the last lesson is over: there is no next one.
fn course_complete(drill: &DrillView) -> bool {
    matches!(drill.kind, DrillKind::Lesson { .. })
        && !drill.can_next
        && drill.status != DrillStatus::Trying
}

/// The answer to `hint` during a run: an exercise's hint marks the piece to
/// move, and this one is already moving.
fn hint_in_run(view: &View) -> String {
    format!(
        "  the hint marks the piece to move, and this one is moving: {}; 'retry' starts again",
        run_waits_for(view)
    )
}
