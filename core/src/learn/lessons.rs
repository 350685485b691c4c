//! The course: short lessons on the real board, each a few positions with
//! one thing to do. A step is judged by its [`Goal`] (the rules, and the
//! material search or the endgame tables), so any turn that does the job
//! counts. Every text is a key: `lesson.<id>.title`, `lesson.<id>.<n>` (what
//! to do) and `lesson.<id>.<n>.why` (why it works), worded in `texts.en.tsv`
//! and the shells' string files.

use super::{Exercise, Goal, Prompt};
use crate::game::Game;
use crate::position_text::parse_position;
use crate::rules::{QuietRule, Rules, Taking};

/// One lesson of the course.
#[derive(Debug)]
pub struct Lesson {
    /// Stable: the progress is kept by it.
    pub id: &'static str,
    steps: &'static [Step],
}

/// One position of a lesson, with a turn that does it and one that does not
/// (the tests play both).
#[derive(Debug)]
pub struct Step {
    /// Position text.
    pub position: &'static str,
    /// Turns played before the exercise starts (their positions count for
    /// repetition), in notation.
    pub setup: &'static [&'static str],
    pub taking: Taking,
    pub goal: Goal,
    /// A turn that does the job.
    pub expected: &'static str,
    /// A legal turn that does not, answered or refused (`""`: none).
    pub wrong: &'static str,
}

impl Lesson {
    pub fn title(&self) -> Prompt {
        Prompt::new(&format!("lesson.{}.title", self.id))
    }

    /// Steps in the lesson.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    pub fn steps(&self) -> &'static [Step] {
        self.steps
    }

    /// Step `step` as an exercise (`None` past the last step).
    pub fn exercise(&self, step: usize) -> Option<Exercise> {
        let spec = self.steps.get(step)?;
        let rules = Rules {
            taking: spec.taking,
            quiet: QuietRule::Draw80,
        };
        let position =
            parse_position(spec.position).expect("the course's positions are checked by its tests");
        let mut start = Game::from_position(rules, position);
        for turn in spec.setup {
            start
                .play_notation(turn)
                .expect("the course's set-up turns are checked by its tests");
        }
        Some(Exercise {
            start,
            goal: spec.goal.clone(),
            prompt: Prompt::new(&format!("lesson.{}.{}", self.id, step + 1)),
            why: Some(Prompt::new(&format!("lesson.{}.{}.why", self.id, step + 1))),
        })
    }
}

const fn step(
    position: &'static str,
    goal: Goal,
    expected: &'static str,
    wrong: &'static str,
) -> Step {
    Step {
        position,
        setup: &[],
        taking: Taking::Optional,
        goal,
        expected,
        wrong,
    }
}

static COURSE: [Lesson; 14] = [
    // What the game is for, before how the pieces move.
    Lesson {
        id: "goal",
        steps: &[
            step(
                "3/3/5/5/5/5/2rw1/3/3 r",
                Goal::Take { at_least: 1 },
                "c3xe3",
                "c3-c4",
            ),
            step("3/3/5/5/5/5/2r2/r1r/wr1 r", Goal::ShutIn, "d2-e1", "c1-e1"),
        ],
    },
    Lesson {
        id: "step",
        steps: &[
            step("w2/3/5/5/5/5/2r2/3/3 r", Goal::Step, "c3-c4", ""),
            step("1w1/3/5/5/1r3/5/5/3/3 r", Goal::Step, "b5-b6", ""),
        ],
    },
    Lesson {
        id: "take",
        steps: &[
            step(
                "w2/3/5/5/2w2/2r2/5/3/3 r",
                Goal::Take { at_least: 1 },
                "c4xc6",
                "c4-b4",
            ),
            step(
                "w2/3/5/5/2w2/1r3/5/3/3 r",
                Goal::Take { at_least: 1 },
                "b4xd6",
                "b4-b3",
            ),
        ],
    },
    Lesson {
        id: "run",
        steps: &[
            step(
                "w2/3/5/2w2/5/2w2/2r2/3/3 r",
                Goal::TakeMost,
                "c3xc5xc7",
                "c3xc5",
            ),
            step(
                "w2/3/5/3w1/5/2w2/2r2/3/3 r",
                Goal::TakeMost,
                "c3xc5xe7",
                "c3xc5",
            ),
        ],
    },
    // The start: the empty middle row, and the first contact.
    Lesson {
        id: "opening",
        steps: &[
            step(crate::position_text::START_TEXT, Goal::Step, "c4-c5", ""),
            Step {
                position: crate::position_text::START_TEXT,
                setup: &["c4-c5", "c6xc4"],
                taking: Taking::Optional,
                goal: Goal::Best { plies: 4 },
                expected: "c3xc5",
                wrong: "b4-b5",
            },
        ],
    },
    Lesson {
        id: "stop_early",
        steps: &[
            step(
                "2w/1w1/2w2/2rr1/5/w4/5/3/3 r",
                Goal::Best { plies: 4 },
                "d6xb8",
                "d6xb8xd8",
            ),
            step(
                "3/3/1r3/3ww/4r/wr3/5/3/2w r",
                Goal::Best { plies: 4 },
                "e5xe7",
                "",
            ),
        ],
    },
    // A friend on the landing point: the piece cannot be jumped.
    Lesson {
        id: "behind",
        steps: &[
            step(
                "3/2r/wr1w1/5/5/5/5/3/3 r",
                Goal::Best { plies: 4 },
                "d8-c7",
                "b7-b6",
            ),
            step(
                "w1w/r1r/5/2r2/5/5/5/3/3 r",
                Goal::Best { plies: 4 },
                "c6-c7",
                "b8-c8",
            ),
            step(
                "2w/2r/2r2/5/5/5/5/w2/1w1 r",
                Goal::Best { plies: 4 },
                "d8-c8",
                "c7-c6",
            ),
        ],
    },
    Lesson {
        id: "poisoned",
        steps: &[step(
            "3/3/5/2r2/4w/1w1w1/3r1/3/3 r",
            Goal::Best { plies: 4 },
            "d3-e3",
            "d3xd5",
        )],
    },
    Lesson {
        id: "eight_lines",
        steps: &[
            step(
                "3/3/1r3/w1w2/3w1/w3r/5/3/rr1 r",
                Goal::Best { plies: 4 },
                "b7-b6",
                "b7-c7",
            ),
            step(
                "3/3/2r2/5/5/5/1rww1/w2/r2 r",
                Goal::Best { plies: 4 },
                "b3-b4",
                "a1-c1",
            ),
        ],
    },
    // The four base corners: two neighbours, on no line's middle.
    Lesson {
        id: "corners",
        steps: &[
            step(
                "2w/2w/5/5/5/5/5/1r1/1rw r",
                Goal::Best { plies: 4 },
                "c1-a1",
                "c2-b2",
            ),
            step("1r1/w2/2w2/5/5/5/5/3/3 r", Goal::Hold, "c9-a9", "c9-e9"),
        ],
    },
    Lesson {
        id: "trade",
        steps: &[
            step(
                "r2/3/2r2/1w3/5/5/1rw2/3/3 r",
                Goal::KeepWin,
                "b3xd3",
                "c7xa5",
            ),
            step(
                "3/3/2r2/1w3/5/3w1/1r1r1/3/3 r",
                Goal::KeepWin,
                "d3xd5",
                "c7xa5",
            ),
        ],
    },
    Lesson {
        id: "ending",
        steps: &[step("1r1/3/w1r2/5/4r/5/5/3/3 r", Goal::WinEnding, "", "")],
    },
    Lesson {
        id: "quiet",
        steps: &[
            step(
                "w2/w2/5/2w2/2r2/5/5/3/3 r 79 120",
                Goal::Draw,
                "c5-c4",
                "c5xc7",
            ),
            step(
                "w2/3/5/5/2w2/2r2/2rr1/3/3 r 79 120",
                Goal::KeepWin,
                "c4xc6",
                "d3-e3",
            ),
            Step {
                position: "w1w/3/5/5/5/5/2r2/3/3 r",
                setup: &[
                    "c3-c4", "a9-b8", "c4-c3", "b8-a9", "c3-c4", "a9-b8", "c4-c3",
                ],
                taking: Taking::Optional,
                goal: Goal::Draw,
                expected: "b8-a9",
                wrong: "e9-d8",
            },
        ],
    },
    // A rule option, last: the course plays the standard rule.
    Lesson {
        id: "forced",
        steps: &[Step {
            position: "w2/3/5/5/2w2/2r2/5/3/r2 r",
            setup: &[],
            taking: Taking::Forced,
            goal: Goal::Take { at_least: 1 },
            expected: "c4xc6",
            wrong: "a1-b2",
        }],
    },
];

/// The course, in order.
pub fn course() -> &'static [Lesson] {
    &COURSE
}
