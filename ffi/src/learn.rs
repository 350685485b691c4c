//! Lessons and puzzles as UniFFI records: the exercise's part of the view,
//! and the learner's progress. The words are keys with arguments that the
//! shells word in the player's language (`docs/API.md`, "Learning").

use crate::convert::{index_of, turn_record};
use crate::core;
use crate::types::TurnRecord;
use sholo_core::learn;
use sholo_core::learn::lessons::course;
use sholo_core::learn::puzzles::shipped;
use sholo_core::table as core_table;

/// A text to show: its key, and the arguments it names as `{0}`, `{1}`, …
/// (a side as `red`/`white`, numbers as digits).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Prompt {
    pub key: String,
    pub args: Vec<String>,
}

impl From<learn::Prompt> for Prompt {
    fn from(prompt: learn::Prompt) -> Prompt {
        Prompt {
            key: prompt.key,
            args: prompt.args,
        }
    }
}

/// Which exercise is on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum DrillKind {
    /// Step `step` (from 0) of lesson `lesson` (its place in `learn_progress().lessons`).
    Lesson { lesson: i32, step: i32 },
    /// Puzzle `id` of the shipped set.
    Puzzle { id: i32 },
}

/// Where the exercise stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum DrillStatus {
    /// The person is to find the turn (in an ending: to go on winning).
    Trying,
    /// Done: show `why`, offer Next.
    Solved,
    /// A turn that does not do it was played; the computer's `reply` shows
    /// why. Offer Retry, Solution, Next.
    Missed,
    /// The solution is on the board (played as a computer turn). Retry, Next.
    Shown,
}

/// The lesson or puzzle on the table (`TableView.drill`).
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct DrillView {
    pub kind: DrillKind,
    /// The lesson's title key (`lesson.<id>.title`), or for a puzzle
    /// `puzzle.title` with its themes, comma-separated, as the argument (each
    /// worded by `puzzle.theme.<theme>`) once it is over, or
    /// `puzzle.title.plain` (always while it is being tried: the themes
    /// would give the answer away).
    pub title: Prompt,
    /// What to do: `lesson.<id>.<n>`, or `puzzle.win_piece` (side),
    /// `puzzle.win_pieces` (side, pieces: two or more),
    /// `puzzle.win_game` (side), `puzzle.hold` (side).
    pub prompt: Prompt,
    /// Why it works (`lesson.<id>.<n>.why`), once solved.
    pub why: Option<Prompt>,
    pub status: DrillStatus,
    /// Steps in the lesson (1 for a puzzle).
    pub steps: i32,
    /// The piece the hint marks (after `hint()`), while trying.
    pub hint_piece: Option<i32>,
    /// The computer's reply to a wrong turn, once it came.
    pub reply: Option<TurnRecord>,
    /// A wrong turn was played and the other side's answer is still to come
    /// ("Red answers…"); false once it came, or when the game ended.
    pub awaiting_reply: bool,
    /// How it went, in words: once missed, what the reply does and which
    /// piece falls (`drill.wrong.*`, arguments: the replying side, the reply,
    /// then points or a line in notation); once solved, the line played out
    /// to the gain (`drill.line`), when there is more than the turn.
    pub feedback: Option<Prompt>,
    /// The puzzle's rating; `None` in a lesson.
    pub rating: Option<i32>,
    pub can_retry: bool,
    pub can_show_solution: bool,
    pub can_next: bool,
}

/// One lesson of the course and how far the person got.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonInfo {
    /// Stable id (`step`, `take`, `run`, …): the text keys are built from it.
    pub id: String,
    pub title: Prompt,
    pub steps: i32,
    /// Steps done, from the first; the lesson is done when it equals `steps`.
    pub steps_done: i32,
    /// The step to open when the lesson is chosen: where the person stopped,
    /// or the first again once it is done.
    pub resume_step: i32,
}

/// The puzzle record.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRecord {
    /// Elo scale, from 1000; the next puzzle is picked near it.
    pub rating: i32,
    pub solved: u32,
    pub missed: u32,
    /// Solved in a row up to the last puzzle.
    pub streak: u32,
    pub best_streak: u32,
    /// Puzzles in the shipped set.
    pub available: u32,
}

/// Lessons and puzzles, as saved with the record book.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LearnProgress {
    pub lessons: Vec<LessonInfo>,
    pub puzzles: PuzzleRecord,
}

impl From<core_table::DrillStatus> for DrillStatus {
    fn from(status: core_table::DrillStatus) -> DrillStatus {
        match status {
            core_table::DrillStatus::Trying => DrillStatus::Trying,
            core_table::DrillStatus::Solved => DrillStatus::Solved,
            core_table::DrillStatus::Missed => DrillStatus::Missed,
            core_table::DrillStatus::Shown => DrillStatus::Shown,
        }
    }
}

pub(crate) fn drill_view(view: core_table::DrillView) -> DrillView {
    let replying = view.side.other();
    DrillView {
        kind: match view.kind {
            core_table::DrillKind::Lesson { lesson, step } => DrillKind::Lesson {
                lesson: lesson as i32,
                step: step as i32,
            },
            core_table::DrillKind::Puzzle { id } => DrillKind::Puzzle { id: id as i32 },
        },
        title: view.title.into(),
        prompt: view.prompt.into(),
        why: view.why.map(Prompt::from),
        status: view.status.into(),
        steps: view.steps as i32,
        hint_piece: view.hint_piece.map(index_of),
        reply: view
            .reply
            .map(|turn| turn_record(replying, core::Actor::Computer, &turn)),
        awaiting_reply: view.awaiting_reply,
        feedback: view.feedback.map(Prompt::from),
        rating: view.rating.map(i32::from),
        can_retry: view.can_retry,
        can_show_solution: view.can_show_solution,
        can_next: view.can_next,
    }
}

pub(crate) fn progress(progress: &learn::LearnProgress) -> LearnProgress {
    LearnProgress {
        lessons: course()
            .iter()
            .map(|lesson| {
                let done = (progress.steps_done(lesson.id) as usize).min(lesson.len());
                LessonInfo {
                    id: lesson.id.to_string(),
                    title: lesson.title().into(),
                    steps: lesson.len() as i32,
                    steps_done: done as i32,
                    resume_step: core_table::resume_step(done, lesson.len()) as i32,
                }
            })
            .collect(),
        puzzles: PuzzleRecord {
            rating: progress.puzzles.rating,
            solved: progress.puzzles.solved,
            missed: progress.puzzles.missed,
            streak: progress.puzzles.streak,
            best_streak: progress.puzzles.best_streak,
            available: shipped().len() as u32,
        },
    }
}

/// The English text of a lesson or puzzle key with its arguments filled in
/// (the source the shells' translations are made from; `None` for an
/// unknown key). The shells show their own resources; this is for tests and
/// a fallback.
#[uniffi::export]
pub fn english_text(prompt: Prompt) -> Option<String> {
    learn::english(&prompt.key, &prompt.args)
}
