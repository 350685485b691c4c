//! What a line typed at the board means, the board's own commands, and
//! the prompt and run line they are typed under: the same in `sholo
//! play`, `sholo learn` and `sholo puzzle`, since all
//! three drive the same table. A point picks a piece up or moves it one
//! hop, as a tap does on a phone; a whole turn is played through the same
//! taps.

use crate::text::{fill, say, width, wrap};
use sholo_core::table::{Table, View};
use sholo_core::{format_turn, parse_turn, Point};
use sholo_runtime::Runtime;

/// Something that holds the table: the runtime of `sholo play`, or the
/// bare table of the lessons and puzzles (which answer the computer's
/// turns themselves).
pub trait Desk {
    fn with<R>(&mut self, change: impl FnOnce(&mut Table) -> R) -> R;
}

impl Desk for Table {
    fn with<R>(&mut self, change: impl FnOnce(&mut Table) -> R) -> R {
        change(self)
    }
}

impl Desk for Runtime {
    fn with<R>(&mut self, change: impl FnOnce(&mut Table) -> R) -> R {
        self.act(change)
    }
}

/// A line typed at the board, read case-blind (`C4`, `C4-C5` and `HINT`
/// are `c4`, `c4-c5` and `hint`).
#[derive(Debug, PartialEq, Eq)]
pub enum Typed {
    Nothing,
    /// A point: pick up, put down, or move the picked-up piece there.
    Point(Point),
    /// A whole turn (`c4-c5`, `c4xc6xe6`), not checked yet.
    Turn(String),
    /// A command word, or something that is none of these.
    Word(String),
}

pub fn read(line: &str) -> Typed {
    let text = line.trim().to_ascii_lowercase();
    if text.is_empty() {
        return Typed::Nothing;
    }
    if let Some(point) = Point::from_name(&text) {
        return Typed::Point(point);
    }
    let bytes = text.as_bytes();
    // A run starts like `c4x`: words such as `next` and `exit` are not runs.
    let run = bytes.len() > 2
        && bytes[0].is_ascii_alphabetic()
        && bytes[1].is_ascii_digit()
        && bytes[2] == b'x';
    if text.contains('-') || run {
        Typed::Turn(text)
    } else {
        Typed::Word(text)
    }
}

/// How `help` begins in every mode: the ways to play a turn; each mode
/// then lists its own commands.
pub const HELP_INTRO: &str = "Enter a whole turn (c4-c5, c4xc6xe6), or a point to pick up a piece \
and then points to move it one hop at a time. Other commands:";

/// The answer to a word nobody knows.
pub fn unknown(word: &str) -> String {
    format!("  '{word}' is not a point, a turn or a command (type 'help' for the commands)")
}

/// The board's commands, alike in every mode: a point, a whole turn,
/// `drop`, `end` and `turns`. `view` is the view the line was typed at.
/// Returns false for a word that is none of these (the mode's own
/// commands, or an unknown word). Refusals come back as the table's
/// events.
pub fn board_command(desk: &mut impl Desk, typed: &Typed, view: &View) -> bool {
    match typed {
        Typed::Nothing => {}
        Typed::Point(point) => {
            let _ = desk.with(|t| t.tap(point.index() as i32));
        }
        Typed::Turn(text) => whole_turn(desk, text, view),
        Typed::Word(word) => match word.as_str() {
            "drop" => match (view.selected, &view.run) {
                (Some(_), Some(_)) => say(&format!("  {}", run_in_progress(view))),
                (Some(at), None) => {
                    let _ = desk.with(|t| t.tap(at.index() as i32));
                }
                (None, _) => say("  nothing is picked up"),
            },
            "end" => {
                let _ = desk.with(Table::end_turn);
            }
            "turns" if view.run.is_some() => println!("{}", wrapped(&run_choices(view))),
            "turns" => {
                let mut turns: Vec<String> = desk
                    .with(|t| t.game().legal_turns())
                    .iter()
                    .map(format_turn)
                    .collect();
                turns.sort();
                println!(
                    "{}",
                    fill(turns.iter().map(String::as_str), " ", "  ", width())
                );
            }
            _ => return false,
        },
    }
    true
}

/// What a run in progress waits for, as an answer to a line that does not
/// go on with it.
pub fn run_in_progress(view: &View) -> String {
    format!("a run is in progress: {}", run_waits_for(view))
}

/// The hint shown, in words: the turn, or in the middle of a run what the
/// run should do next (go on to its next landings, or end here).
pub fn hint_words(view: &View) -> Option<String> {
    let hint = view.hint?;
    let whole = format_turn(&hint);
    Some(if view.hint_ends_run {
        format!("  hint: 'end' the run here (the turn {whole})")
    } else if view.run.is_some() {
        let ahead: Vec<&str> = view.hint_ahead.iter().skip(1).map(|p| p.name()).collect();
        format!(
            "  hint: go on to {} (the turn {whole})",
            ahead.join(", then ")
        )
    } else {
        format!("  hint: {whole}")
    })
}

/// What a run in progress waits for: its next landings, and `end` if it
/// may stop here.
pub fn run_waits_for(view: &View) -> String {
    let landings: Vec<&str> = view.targets.iter().map(|t| t.to.name()).collect();
    let landings = landings.join(", ");
    if view.can_end_turn {
        format!("type its next landing ({landings}) or 'end' it here")
    } else {
        format!(
            "type its next landing ({landings}); takes are forced, so it goes on while a take is left"
        )
    }
}

/// What can be done now in a run: each next landing with the piece it
/// takes, and `end` with the turn it stops at (when it may stop).
fn run_choices(view: &View) -> Vec<String> {
    let mut choices: Vec<String> = view
        .targets
        .iter()
        .map(|t| match t.taken {
            Some(over) => format!("{} (takes {over})", t.to),
            None => t.to.to_string(),
        })
        .collect();
    if let Some(run) = view.run.as_ref().filter(|_| view.can_end_turn) {
        let so_far: Vec<&str> = run.path.iter().map(|p| p.name()).collect();
        choices.push(format!("end (the turn {})", so_far.join("x")));
    }
    choices
}

fn wrapped(choices: &[String]) -> String {
    let items = choices
        .iter()
        .enumerate()
        .map(|(i, c)| {
            if i == 0 {
                format!("now: {c}")
            } else {
                c.clone()
            }
        })
        .collect::<Vec<_>>();
    fill(items.iter().map(String::as_str), " · ", "  ", width())
}

/// A turn typed whole: checked, then played hop by hop through the same
/// taps as a touch screen (so it meets the same rules). During a run it
/// may go on from the run so far: the whole turn from its start, or the
/// rest from the running piece (`b6xd6`).
fn whole_turn(desk: &mut impl Desk, text: &str, view: &View) {
    let text = match &view.run {
        None => text.to_string(),
        Some(run) => {
            let so_far: Vec<&str> = run.path.iter().map(|p| p.name()).collect();
            let whole = so_far.join("x");
            let at = so_far[so_far.len() - 1];
            if text.starts_with(&format!("{whole}x")) || text == whole {
                text.to_string()
            } else if let Some(rest) = text.strip_prefix(&format!("{at}x")) {
                format!("{whole}x{rest}")
            } else {
                say(&format!("  {}", run_in_progress(view)));
                return;
            }
        }
    };
    let checked = desk.with(|t| parse_turn(t.game().position(), t.config().rules.taking, &text));
    let turn = match checked {
        Ok(turn) => turn,
        Err(e) => {
            say(&format!("  {e}"));
            return;
        }
    };
    let played = view.moves.len();
    let done = view.run.as_ref().map_or(0, |run| run.path.len());
    desk.with(|t| {
        let path = turn.path();
        if done == 0 && t.view().selected != Some(path[0]) && t.tap(path[0].index() as i32).is_err()
        {
            return;
        }
        for landing in &path[done.max(1)..] {
            let now = t.view();
            if now.moves.len() > played {
                return;
            }
            // A forced run's only way on is played by the table itself.
            let there = now.selected == Some(*landing) && now.run.is_some();
            if !there && t.tap(landing.index() as i32).is_err() {
                return;
            }
        }
        if t.view().run.is_some() {
            let _ = t.end_turn();
        }
    });
}

/// The prompt: whose turn it is, and whether a piece is in hand.
pub fn prompt(view: &View) -> String {
    format!(
        "{}{}> ",
        view.side_to_move.name(),
        if view.selected.is_some() {
            " (piece picked up)"
        } else {
            ""
        }
    )
}

/// The line under the board during a run of takes (else nothing).
pub fn run_line(view: &View, width: usize) -> String {
    if view.run.is_none() {
        return String::new();
    }
    let run = if view.can_end_turn {
        "Run in progress: take again (x on the board) or 'end'."
    } else {
        "Run in progress: take again (x on the board); takes are forced."
    };
    format!("{}\n", wrap(run, width))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table of two people where Red's c4 has taken c5 and may go on
    /// (c6xc8, c6xe6) or stop, with the hint `answer` shown.
    fn hinted_in_a_run(answer: &str) -> View {
        use sholo_core::table::Settings;
        use sholo_core::{parse_position, Game, PlayerKind, Rules, SavedGame, StatsBook};
        let start = parse_position("3/3/2w2/3w1/2w1w/2r1r/5/3/3 r").unwrap();
        let settings = Settings {
            red: PlayerKind::Human,
            white: PlayerKind::Human,
            ..Settings::default()
        };
        let saved = SavedGame {
            game_id: "run".into(),
            config: settings.config(1),
            game: Game::from_position(Rules::default(), start),
            review: None,
        };
        let mut table = Table::restore(settings, StatsBook::new(), Some(saved), 1);
        for name in ["c4", "c6"] {
            let point = Point::from_name(name).unwrap();
            table.tap(point.index() as i32).unwrap();
        }
        table.hint().unwrap();
        let request = table.outstanding().pop().unwrap();
        let turn =
            parse_turn(request.game.position(), request.game.rules().taking, answer).unwrap();
        assert!(table.answer(request.id, Ok(turn)));
        table.view()
    }

    #[test]
    fn a_hint_in_a_run_says_how_to_carry_it_on() {
        assert_eq!(
            hint_words(&hinted_in_a_run("c4xc6xc8")).unwrap(),
            "  hint: go on to c8 (the turn c4xc6xc8)"
        );
        assert_eq!(
            hint_words(&hinted_in_a_run("c4xc6")).unwrap(),
            "  hint: 'end' the run here (the turn c4xc6)"
        );
    }

    #[test]
    fn lines_are_read_case_blind_and_words_are_not_runs() {
        let c4 = Point::from_name("c4").unwrap();
        assert_eq!(read(" C4 "), Typed::Point(c4));
        assert_eq!(read("C4-C5"), Typed::Turn("c4-c5".into()));
        assert_eq!(read("C4XC6"), Typed::Turn("c4xc6".into()));
        assert_eq!(read("next"), Typed::Word("next".into()));
        assert_eq!(read("exit"), Typed::Word("exit".into()));
        assert_eq!(read("Hint"), Typed::Word("hint".into()));
        assert_eq!(read("c4-"), Typed::Turn("c4-".into()));
        assert_eq!(read(""), Typed::Nothing);
    }
}
