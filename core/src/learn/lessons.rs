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

static COURSE: [Lesson; 12] = [
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
    Lesson {
        id: "stop_early",
        steps: &[step(
            "w2/3/5/2w2/5/2w2/2r2/3/3 r",
            Goal::Best { plies: 4 },
            "c3xc5xc7",
            "",
        )],
    },
    Lesson {
        id: "offer",
        steps: &[step(
            "w2/3/5/5/2w2/2r2/5/3/3 r",
            Goal::Best { plies: 4 },
            "c4xc6",
            "",
        )],
    },
    Lesson {
        id: "pairs",
        steps: &[step(
            "w2/3/5/5/2w2/2r2/5/3/3 r",
            Goal::Best { plies: 4 },
            "c4xc6",
            "",
        )],
    },
    Lesson {
        id: "eight_lines",
        steps: &[step(
            "w2/3/5/5/2w2/2r2/5/3/3 r",
            Goal::Best { plies: 4 },
            "c4xc6",
            "",
        )],
    },
    Lesson {
        id: "forced",
        steps: &[Step {
            position: "w2/3/5/5/2w2/2r2/5/3/3 r",
            setup: &[],
            taking: Taking::Forced,
            goal: Goal::Take { at_least: 1 },
            expected: "c4xc6",
            wrong: "",
        }],
    },
    Lesson {
        id: "shut_in",
        steps: &[step("w2/3/5/5/2w2/2r2/5/3/3 r", Goal::ShutIn, "c4xc6", "")],
    },
    Lesson {
        id: "quiet",
        steps: &[
            step("w1w/3/5/5/5/5/2r2/3/3 r 79 120", Goal::Draw, "c3-c4", ""),
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
    Lesson {
        id: "trade",
        steps: &[step(
            "w2/3/5/5/2w2/2r2/5/3/3 r",
            Goal::Best { plies: 4 },
            "c4xc6",
            "",
        )],
    },
    Lesson {
        id: "ending",
        steps: &[step("1w1/3/5/5/5/5/1rrr1/3/3 r", Goal::WinEnding, "", "")],
    },
];

/// The course, in order.
pub fn course() -> &'static [Lesson] {
    &COURSE
}
