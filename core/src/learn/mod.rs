//! Learning the game: a course of lessons and a set of puzzles, played on the
//! table (see `table::Table::start_lesson` and `table::Table::start_puzzle`).
//!
//! Both are made of [`Exercise`]s: a game to start from, a [`Goal`] the
//! person's turn is judged by, and a [`Prompt`] that says what to do. A goal
//! is checked with the rules and a search, never against one stored answer:
//! any turn that does the job counts.
//!
//! Words are not kept here: a prompt is a key with arguments, and the shells
//! word it in the player's language. The English text of every key is in
//! `texts.en.tsv` beside this file; the shells' string files are made from
//! it (see `docs/API.md`), and the terminal prints it.

mod feedback;
mod goal;
pub mod lessons;
pub mod material;
mod progress;
pub mod puzzles;
mod texts;

pub use feedback::{solved_line, wrong_turn};
pub use goal::{Goal, Verdict};
pub use progress::{LearnProgress, PuzzleRecord};
pub use texts::{english, ENGLISH_TEXTS};

use crate::game::Game;

/// What to show the person: a text key and the arguments the text names as
/// `{0}`, `{1}`, … (a side is given as `red` or `white`, numbers as digits).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Prompt {
    pub key: String,
    pub args: Vec<String>,
}

impl Prompt {
    pub fn new(key: &str) -> Prompt {
        Prompt {
            key: key.to_string(),
            args: Vec::new(),
        }
    }

    pub fn with_args(key: &str, args: Vec<String>) -> Prompt {
        Prompt {
            key: key.to_string(),
            args,
        }
    }
}

/// One position with one thing to do.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The game to start from (its history counts for repetitions).
    pub start: Game,
    pub goal: Goal,
    /// What to do ("Red to play and win two").
    pub prompt: Prompt,
    /// Why it works, shown once the exercise is done (lessons only).
    pub why: Option<Prompt>,
}
