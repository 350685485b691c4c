//! The review of a game: for every turn, what the position was worth before
//! and after it for the side that played it, the engine's best turn, and a
//! grade by how much the turn gave away.
//!
//! Every position of the game is searched once, with Expert's evaluation and
//! no contempt: the score after a turn is the negated score of the next
//! position, so a game of `n` turns costs `n + 1` searches. The time budget
//! is shared out as the review goes (what is left over the positions left),
//! each search also capped in nodes, so a short game is reviewed as deeply as
//! a long one is allowed to be and a long one still fits the budget.
//!
//! A score is exact when it is a forced result the search proved, a game
//! over, or a position the endgame tables hold (draws included); a turn that
//! lets a forced win go or walks into a forced loss is a blunder whatever
//! the pieces say.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::bot::{is_result, judge_turns, result_distance, Bot, SearchLimits, WIN};
use crate::game::Game;
use crate::side::Side;
use crate::turn::Turn;

/// How long a review may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewLimits {
    /// The whole review's time.
    pub total: Duration,
    /// Most nodes for one position's search.
    pub nodes_per_position: u64,
}

impl Default for ReviewLimits {
    /// Four seconds and 200 000 nodes a position: a 150-turn game here takes
    /// about four seconds, a 40-turn game about a second and a half.
    fn default() -> Self {
        ReviewLimits {
            total: Duration::from_secs(4),
            nodes_per_position: 200_000,
        }
    }
}

/// What a position is worth for one side.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Worth {
    /// In pieces (a forced result counts as ±[`RESULT_PIECES`]).
    pub pieces: f64,
    /// A forced result: `Some(n)` wins in `n` turns, `Some(-n)` loses in `n`.
    pub result_in: Option<i32>,
}

/// What a forced result counts for in pieces: more than any material lead.
pub const RESULT_PIECES: f64 = 20.0;

/// How bad a turn was.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    /// The grade of a turn that lost `pieces` of worth against the best turn.
    pub fn of_loss(pieces: f64) -> Grade {
        if pieces < INACCURACY {
            Grade::Good
        } else if pieces < MISTAKE {
            Grade::Inaccuracy
        } else if pieces < BLUNDER {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// Losses from here up, in pieces, are inaccuracies (a loose piece, a lost
/// tempo), mistakes (about a piece) and blunders (a run of takes, or a won
/// game thrown away).
pub const INACCURACY: f64 = 0.4;
pub const MISTAKE: f64 = 0.9;
pub const BLUNDER: f64 = 1.8;

/// One turn of the game, reviewed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TurnReview {
    /// Which turn of the game (0 = the first).
    pub index: usize,
    pub side: Side,
    pub played: Turn,
    /// For the side that played, before the turn (with its best turn) and after it.
    pub before: Worth,
    pub after: Worth,
    /// The engine's best turn (the played one when they lead to the same position).
    pub best: Turn,
    /// How much worth the turn gave away, in pieces (never negative).
    pub loss: f64,
    pub grade: Grade,
    /// Whether both scores are exact (forced results, or positions the
    /// endgame tables hold), not estimates.
    pub exact: bool,
    /// Deepest full iteration of the search before the turn.
    pub depth: u32,
}

/// A game's review.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    pub turns: Vec<TurnReview>,
    /// False if the review was cancelled before the last turn.
    pub complete: bool,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// What the search said about one position, for the side to move.
#[derive(Clone, Copy, Debug)]
struct Judged {
    score: i32,
    best: Option<Turn>,
    depth: u32,
    /// A game over, a proven result, or a position the endgame tables hold.
    exact: bool,
}

/// Reviews every turn of `game` (finished or not) within `limits`. Polls
/// `cancel`; a cancelled review returns the turns reviewed so far.
pub fn analyse_game(game: &Game, limits: ReviewLimits, cancel: &AtomicBool) -> GameReview {
    let started = Instant::now();
    let deadline = started + limits.total;
    let mut bot = Bot::new(crate::level::Level::Expert, 0);
    let mut replay = Game::from_position(game.rules(), *game.start());
    let turns = game.turns();
    let mut nodes = 0;
    let mut judge = |replay: &Game, positions_left: usize, nodes: &mut u64| -> Option<Judged> {
        if let Some(score) = final_score(replay) {
            return Some(Judged {
                score,
                best: None,
                depth: 0,
                exact: true,
            });
        }
        let left = deadline.saturating_duration_since(Instant::now());
        let share = (left / positions_left.max(1) as u32).max(Duration::from_millis(1));
        let search = SearchLimits {
            depth: None,
            nodes: Some(limits.nodes_per_position),
            movetime: Some(share),
            target: None,
        };
        let choice = bot.review(replay, search, cancel)?;
        *nodes += choice.nodes;
        (!cancel.load(Ordering::Relaxed)).then_some(Judged {
            score: choice.score,
            best: Some(choice.turn),
            depth: choice.depth,
            exact: is_result(choice.score) || judge_turns(replay).is_some(),
        })
    };
    let mut reviews = Vec::with_capacity(turns.len());
    let mut before = judge(&replay, turns.len() + 1, &mut nodes);
    for (index, turn) in turns.iter().enumerate() {
        let Some(now) = before else { break };
        let side = replay.position().side_to_move();
        if replay.play(turn).is_err() {
            break;
        }
        let Some(next) = judge(&replay, turns.len() - index, &mut nodes) else {
            break;
        };
        let best = now.best.unwrap_or(*turn);
        reviews.push(review_turn(index, side, *turn, best, &now, &next));
        before = Some(next);
    }
    GameReview {
        complete: reviews.len() == turns.len(),
        turns: reviews,
        nodes,
        elapsed: started.elapsed(),
    }
}

/// The score of a position where the game is over, for the side to move.
fn final_score(game: &Game) -> Option<i32> {
    let outcome = game.outcome()?;
    Some(match outcome.winner {
        None => 0,
        Some(winner) if winner == game.position().side_to_move() => WIN,
        Some(_) => -WIN,
    })
}

fn review_turn(
    index: usize,
    side: Side,
    played: Turn,
    best: Turn,
    before: &Judged,
    next: &Judged,
) -> TurnReview {
    let after_score = -next.score;
    let (before_worth, after_worth) = (worth(before.score), worth(after_score));
    let same = same_result(&played, &best);
    let exact = before.exact && next.exact;
    let loss = if same {
        0.0
    } else {
        (before_worth.pieces - after_worth.pieces).max(0.0)
    };
    // A won game let go, or a lost one walked into, is a blunder whatever
    // the pieces say.
    let result_lost = !same
        && ((is_result(before.score)
            && before.score > 0
            && !(after_score > 0 && is_result(after_score)))
            || (!(is_result(before.score) && before.score < 0)
                && is_result(after_score)
                && after_score < 0));
    let grade = if result_lost {
        Grade::Blunder
    } else {
        Grade::of_loss(loss)
    };
    TurnReview {
        index,
        side,
        played,
        before: before_worth,
        after: after_worth,
        best: if same { played } else { best },
        loss,
        grade,
        exact,
        depth: before.depth,
    }
}

/// Whether two turns lead to the same position (same piece, same end
/// point, same pieces taken), whatever path they took.
fn same_result(a: &Turn, b: &Turn) -> bool {
    a.from() == b.from() && a.to() == b.to() && a.captured() == b.captured()
}

/// A search score as worth in pieces.
fn worth(score: i32) -> Worth {
    if let Some(plies) = result_distance(score) {
        Worth {
            pieces: RESULT_PIECES * f64::from(score.signum()),
            result_in: Some(score.signum() * plies.max(0)),
        }
    } else {
        Worth {
            pieces: f64::from(score) / 100.0,
            result_in: None,
        }
    }
}
