//! Lessons and puzzles as modes of the table: the same board and intents
//! (tap, drag, End turn, hint, undo), on an exercise's position instead of a
//! game. The person's turn is judged by the exercise's goal: done, go on
//! (the computer replies and the person plays again), or wrong (the
//! computer's strongest reply is played, to show what the turn allowed).
//!
//! While learning, the game in progress is kept aside untouched (the store
//! goes on writing it) and nothing is recorded in the record book but the
//! learning progress.

use super::{Event, Refusal, Selection, Table};
use crate::config::GameConfig;
use crate::game::Game;
use crate::learn::lessons::{course, Lesson};
use crate::learn::puzzles::{pick, shipped, Puzzle};
use crate::learn::{solved_line, wrong_turn, Exercise, Prompt, Verdict};
use crate::level::Level;
use crate::save::SavedGame;
use crate::side::Side;
use crate::turn::Turn;

/// The level that answers a wrong turn and defends an ending: the strongest.
const REPLY_LEVEL: Level = Level::Expert;

/// Which exercise is on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrillKind {
    /// Step `step` (from 0) of lesson `lesson` (its place in the course).
    Lesson { lesson: usize, step: usize },
    /// Puzzle `id` of the shipped set.
    Puzzle { id: u32 },
}

/// Where the exercise stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrillStatus {
    /// The person is to find the turn (or, in an ending, to go on).
    Trying,
    /// Done: the goal was met.
    Solved,
    /// A turn that does not do the job was played; the computer's reply
    /// (once it came) shows why. Retry or Next.
    Missed,
    /// The solution was asked for and is on the board. Retry or Next.
    Shown,
}

/// The exercise on the table.
#[derive(Clone, Debug)]
pub(super) struct Drill {
    pub(super) kind: DrillKind,
    pub(super) exercise: Exercise,
    pub(super) status: DrillStatus,
    /// The hint was asked for: the piece of a turn that does it is marked.
    pub(super) hint_shown: bool,
    /// The computer's answer to a wrong turn.
    pub(super) reply: Option<Turn>,
    /// How it went, in words: what the answer to a wrong turn does, or the
    /// line a solved turn begins (see `learn::wrong_turn`, `learn::solved_line`).
    pub(super) feedback: Option<Prompt>,
    /// A puzzle's result went into the rating already (it counts once).
    pub(super) counted: bool,
}

impl Drill {
    /// Whether the computer plays now, when it is to move: it goes on in an
    /// ending, and answers a wrong turn once.
    pub(super) fn computer_may_move(&self) -> bool {
        match self.status {
            DrillStatus::Trying => true,
            DrillStatus::Missed => self.reply.is_none(),
            DrillStatus::Solved | DrillStatus::Shown => false,
        }
    }

    /// The puzzle being played, if it is one.
    pub(super) fn puzzle(&self) -> Option<&'static Puzzle> {
        match self.kind {
            DrillKind::Puzzle { id } => shipped().get(id as usize),
            DrillKind::Lesson { .. } => None,
        }
    }

    pub(super) fn lesson(&self) -> Option<(&'static Lesson, usize)> {
        match self.kind {
            DrillKind::Lesson { lesson, step } => course().get(lesson).map(|l| (l, step)),
            DrillKind::Puzzle { .. } => None,
        }
    }
}

/// What the screen shows of the exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillView {
    pub kind: DrillKind,
    /// The lesson's title, or the puzzle's themes (as text keys) once it
    /// is solved, missed or shown: "Puzzle" until then.
    pub title: Prompt,
    /// What to do: "Red to play and win two".
    pub prompt: Prompt,
    /// Why it works, once done (lessons).
    pub why: Option<Prompt>,
    pub status: DrillStatus,
    /// Steps in the lesson (1 for a puzzle).
    pub steps: usize,
    /// The piece the hint marks, once asked for.
    pub hint_piece: Option<crate::board::Point>,
    /// The computer's reply to a wrong turn.
    pub reply: Option<Turn>,
    /// A wrong turn was played and the other side's answer is still to
    /// come ("Red answers…"); false once it came, or when the game ended.
    pub awaiting_reply: bool,
    /// How it went, in words: once missed, what the reply does and which
    /// piece falls (`drill.wrong.*`); once solved, the line played out to
    /// the gain (`drill.line`), where there is more to it than the turn.
    pub feedback: Option<Prompt>,
    /// The side the person plays (to move at the exercise's start); the
    /// reply is the other side's.
    pub side: Side,
    /// The puzzle's rating (lessons: none).
    pub rating: Option<u16>,
    pub can_retry: bool,
    pub can_show_solution: bool,
    /// A next exercise exists (the next step, lesson or puzzle).
    pub can_next: bool,
}

/// The step a lesson opens on when chosen from the list: where the person
/// stopped, or the first again once every step is done.
pub fn resume_step(steps_done: usize, steps: usize) -> usize {
    if steps_done < steps {
        steps_done
    } else {
        0
    }
}

impl Table {
    /// Starts step `step` of lesson `lesson` (their places in
    /// [`course`]); the game in progress is kept aside.
    pub fn start_lesson(&mut self, lesson: usize, step: usize) -> Result<(), Refusal> {
        self.attempt(|t| {
            let exercise = course()
                .get(lesson)
                .and_then(|l| l.exercise(step))
                .ok_or(Refusal::NoSuchLesson)?;
            t.begin_drill(DrillKind::Lesson { lesson, step }, exercise);
            Ok(())
        })
    }

    /// Starts the next puzzle for the person: one near their rating, not
    /// played lately (`entropy` chooses among the nearest).
    pub fn start_puzzle(&mut self, entropy: u64) -> Result<(), Refusal> {
        self.attempt(|t| {
            let record = &t.stats.learn().puzzles;
            let recent: Vec<u32> = record.recent.iter().copied().collect();
            let puzzle =
                pick(shipped(), record.rating, &recent, entropy).ok_or(Refusal::NoPuzzles)?;
            t.begin_drill(DrillKind::Puzzle { id: puzzle.id }, puzzle.exercise());
            Ok(())
        })
    }

    /// Starts puzzle `id` of the shipped set (the terminal; tests).
    pub fn start_puzzle_id(&mut self, id: u32) -> Result<(), Refusal> {
        self.attempt(|t| {
            let puzzle = shipped().get(id as usize).ok_or(Refusal::NoPuzzles)?;
            t.begin_drill(DrillKind::Puzzle { id }, puzzle.exercise());
            Ok(())
        })
    }

    /// Back to the exercise's start, to try again.
    pub fn retry(&mut self) -> Result<(), Refusal> {
        self.attempt(|t| {
            let drill = t.drill.as_mut().ok_or(Refusal::NotLearning)?;
            drill.status = DrillStatus::Trying;
            drill.reply = None;
            drill.feedback = None;
            let start = drill.exercise.start.clone();
            t.set_drill_game(start);
            t.events.push(Event::TakenBack { turns: 0 });
            Ok(())
        })
    }

    /// Plays the solution out from the exercise's start (a puzzle not solved
    /// yet counts as missed).
    pub fn show_solution(&mut self) -> Result<(), Refusal> {
        self.attempt(|t| {
            let drill = t.drill.as_ref().ok_or(Refusal::NotLearning)?;
            let start = drill.exercise.start.clone();
            let solution = drill
                .exercise
                .goal
                .example(&start)
                .ok_or(Refusal::ExerciseOver)?;
            t.count_puzzle(false);
            t.set_drill_game(start);
            let drill = t.drill.as_mut().expect("checked above");
            drill.status = DrillStatus::Shown;
            drill.reply = None;
            drill.feedback = None;
            t.events.push(Event::TakenBack { turns: 0 });
            t.complete(solution, super::Actor::Computer, 0);
            t.events.push(Event::ExerciseSettled(DrillStatus::Shown));
            Ok(())
        })
    }

    /// The next exercise: the lesson's next step (or the next lesson's
    /// first), or the next puzzle near the person's rating (a puzzle left
    /// unsolved counts as missed).
    pub fn next_exercise(&mut self, entropy: u64) -> Result<(), Refusal> {
        let kind = self.drill.as_ref().map(|d| d.kind);
        match kind {
            None => self.attempt(|_| Err(Refusal::NotLearning)),
            Some(DrillKind::Lesson { lesson, step }) => {
                let in_lesson = course().get(lesson).is_some_and(|l| step + 1 < l.len());
                if in_lesson {
                    self.start_lesson(lesson, step + 1)
                } else {
                    self.start_lesson(lesson + 1, 0)
                }
            }
            Some(DrillKind::Puzzle { .. }) => {
                self.count_puzzle(false);
                self.start_puzzle(entropy)
            }
        }
    }

    /// Leaves the lesson or puzzle: the game in progress is back.
    pub fn leave_learning(&mut self) -> Result<(), Refusal> {
        self.attempt(|t| {
            t.drill.take().ok_or(Refusal::NotLearning)?;
            if let Some(saved) = t.stashed.take() {
                t.saved = saved;
            }
            t.events.push(Event::NewGame);
            t.position_changed();
            Ok(())
        })
    }

    /// Whether a lesson or puzzle is on the table.
    pub fn is_learning(&self) -> bool {
        self.drill.is_some()
    }

    // ----- the workings -----

    fn begin_drill(&mut self, kind: DrillKind, exercise: Exercise) {
        if self.stashed.is_none() {
            self.stashed = Some(self.saved.clone());
        }
        let start = exercise.start.clone();
        self.drill = Some(Drill {
            kind,
            exercise,
            status: DrillStatus::Trying,
            hint_shown: false,
            reply: None,
            feedback: None,
            counted: false,
        });
        self.review = None;
        self.move_failures = 0;
        self.set_drill_game(start);
        self.events.push(Event::NewGame);
    }

    /// Puts `game` on the board, the person playing the side to move.
    fn set_drill_game(&mut self, game: Game) {
        let person = game.position().side_to_move();
        let config = GameConfig::vs_computer(person, REPLY_LEVEL, game.rules(), 1);
        let id = match self.drill.as_ref().map(|d| d.kind) {
            Some(DrillKind::Lesson { lesson, step }) => format!("lesson-{lesson}-{step}"),
            Some(DrillKind::Puzzle { id }) => format!("puzzle-{id}"),
            None => "learn".to_string(),
        };
        self.saved = SavedGame {
            game_id: id,
            config,
            game,
            review: None,
        };
        if let Some(drill) = self.drill.as_mut() {
            drill.hint_shown = false;
        }
        self.position_changed();
    }

    /// Judges the turn just played on the exercise; called by `complete`.
    pub(super) fn judge_drill_turn(&mut self, before: &Game, turn: &Turn, by: super::Actor) {
        let Some(drill) = self.drill.as_mut() else {
            return;
        };
        if by == super::Actor::Computer {
            let answered = match drill.status {
                DrillStatus::Missed => drill.reply.is_none(),
                // An ending the computer saved (or won) on its turn.
                DrillStatus::Trying => self.saved.game.is_over(),
                DrillStatus::Solved | DrillStatus::Shown => false,
            };
            if answered {
                let settles_now = drill.status == DrillStatus::Trying;
                drill.status = DrillStatus::Missed;
                drill.reply = Some(*turn);
                drill.feedback = Some(wrong_turn(&drill.exercise.goal, before, Some(turn)));
                if settles_now {
                    self.events
                        .push(Event::ExerciseSettled(DrillStatus::Missed));
                }
            }
            return;
        }
        if drill.status != DrillStatus::Trying {
            return;
        }
        match drill.exercise.goal.judge(before, turn, &self.saved.game) {
            Verdict::Done => {
                drill.status = DrillStatus::Solved;
                drill.feedback = solved_line(&drill.exercise.goal, before, turn);
                self.record_progress(true);
            }
            Verdict::GoOn => return,
            Verdict::Wrong => {
                drill.status = DrillStatus::Missed;
                // No answer comes after a turn that ended the game.
                if self.saved.game.is_over() {
                    drill.feedback = Some(wrong_turn(&drill.exercise.goal, &self.saved.game, None));
                }
                self.record_progress(false);
            }
        }
        if let Some(drill) = &self.drill {
            self.events.push(Event::ExerciseSettled(drill.status));
        }
    }

    fn record_progress(&mut self, solved: bool) {
        let Some(drill) = self.drill.as_ref() else {
            return;
        };
        if let (true, Some((lesson, step))) = (solved, drill.lesson()) {
            if self.stats.learn_mut().step_done(lesson.id, step as u32) {
                self.revisions.stats += 1;
            }
        }
        self.count_puzzle(solved);
    }

    /// Counts the puzzle on the table into the rating, once.
    fn count_puzzle(&mut self, solved: bool) {
        let Some(drill) = self.drill.as_mut() else {
            return;
        };
        let Some(puzzle) = drill.puzzle() else {
            return;
        };
        if drill.counted {
            return;
        }
        drill.counted = true;
        self.stats
            .learn_mut()
            .puzzle_played(puzzle.id, i32::from(puzzle.rating), solved);
        self.revisions.stats += 1;
    }

    /// The exercise's part of the view.
    pub(super) fn drill_view(&self) -> Option<DrillView> {
        let drill = self.drill.as_ref()?;
        let over = drill.status != DrillStatus::Trying;
        let live =
            drill.status == DrillStatus::Trying && !matches!(self.selection, Selection::Run(_));
        let example = if drill.hint_shown && live {
            drill.exercise.goal.example(self.game())
        } else {
            None
        };
        let (title, steps, can_next) = match (drill.kind, drill.lesson(), drill.puzzle()) {
            (
                DrillKind::Lesson {
                    lesson: index,
                    step,
                },
                Some((lesson, _)),
                _,
            ) => (
                lesson.title(),
                lesson.len(),
                step + 1 < lesson.len() || index + 1 < course().len(),
            ),
            (_, _, Some(puzzle)) => (
                // The themes name the idea ("refuse the offer"): shown
                // before the answer they would give it away.
                match puzzle.themes.as_slice() {
                    themes if over && !themes.is_empty() => Prompt::with_args(
                        "puzzle.title",
                        vec![themes
                            .iter()
                            .map(|t| t.name())
                            .collect::<Vec<_>>()
                            .join(",")],
                    ),
                    _ => Prompt::new("puzzle.title.plain"),
                },
                1,
                shipped().len() > 1,
            ),
            _ => (Prompt::new("puzzle.title.plain"), 1, false),
        };
        Some(DrillView {
            kind: drill.kind,
            title,
            prompt: drill.exercise.prompt.clone(),
            why: (drill.status == DrillStatus::Solved)
                .then(|| drill.exercise.why.clone())
                .flatten(),
            status: drill.status,
            steps,
            hint_piece: example.map(|t| t.from()),
            reply: drill.reply,
            awaiting_reply: drill.status == DrillStatus::Missed
                && drill.reply.is_none()
                && !self.game().is_over(),
            feedback: drill.feedback.clone(),
            side: drill.exercise.start.position().side_to_move(),
            rating: drill.puzzle().map(|p| p.rating),
            can_retry: over || !self.game().turns().is_empty(),
            can_show_solution: drill.status != DrillStatus::Shown,
            can_next,
        })
    }
}
