//! The game review for the apps' move lists: every turn of a game (finished
//! or in progress, given as its start position, its turns and its rules)
//! with its worth before and after for the side that played it, the
//! engine's best turn and a grade. It runs on the caller's thread (a
//! background one: it takes up to the budget), and stops when cancelled.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::{Rules, SholoError};

/// Stops a running review from any thread; the review returns the turns it
/// has done within milliseconds.
#[derive(Debug, Default, uniffi::Object)]
pub struct ReviewCancel {
    flag: AtomicBool,
}

#[uniffi::export]
impl ReviewCancel {
    #[uniffi::constructor]
    pub fn new() -> Self {
        Self::default()
    }

    pub fn cancel(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }
}

/// How much a turn gave away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum ReviewGrade {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// One turn of the game, reviewed. Worth is for the side that played the
/// turn, in pieces; a forced result is also given as turns to its end.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct ReviewedTurn {
    /// Which turn of the game (0 = the first).
    pub index: u32,
    pub played_by_red: bool,
    /// The turn played and the engine's best, in notation (equal when the
    /// played turn was the best).
    pub played: String,
    pub best: String,
    pub before_pieces: f64,
    pub after_pieces: f64,
    /// `Some(n)`: a forced win in `n` turns; `Some(-n)`: a forced loss.
    pub before_result_in: Option<i32>,
    pub after_result_in: Option<i32>,
    /// Worth given away against the best turn, in pieces (never negative).
    pub loss: f64,
    pub grade: ReviewGrade,
    /// Both worths are exact (forced results), not estimates.
    pub exact: bool,
}

/// A game's review.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct GameReview {
    pub turns: Vec<ReviewedTurn>,
    /// False when cancelled before the last turn: `turns` holds those done.
    pub complete: bool,
    pub elapsed_ms: u64,
}

/// Reviews the game that started at `start` (position text) and went on with
/// `turns` (notation) under `rules`, within `budget_ms` (0: the default,
/// four seconds). Blocks; call it off the UI thread. A start or a turn that
/// cannot be read or played is refused as `BadPosition`, naming it.
#[uniffi::export]
pub fn review_game(
    start: String,
    turns: Vec<String>,
    rules: Rules,
    budget_ms: u32,
    cancel: Arc<ReviewCancel>,
) -> Result<GameReview, SholoError> {
    crate::error::api(|| Ok(review(&start, &turns, rules, budget_ms, &cancel.flag)))?
}

fn review(
    start: &str,
    turns: &[String],
    rules: Rules,
    budget_ms: u32,
    cancel: &AtomicBool,
) -> Result<GameReview, SholoError> {
    let refused = |detail: String| SholoError::BadPosition { detail };
    let start = sholo_core::parse_position(start).map_err(|e| refused(e.to_string()))?;
    let mut game = sholo_core::Game::from_position(rules.into(), start);
    for (index, turn) in turns.iter().enumerate() {
        game.play_notation(turn)
            .map_err(|e| refused(format!("turn {} ({turn}): {e}", index + 1)))?;
    }
    let mut limits = sholo_core::ReviewLimits::default();
    if budget_ms > 0 {
        limits.total = Duration::from_millis(u64::from(budget_ms));
    }
    let review = sholo_core::analyse_game(&game, limits, cancel);
    Ok(GameReview {
        turns: review.turns.iter().map(reviewed).collect(),
        complete: review.complete,
        elapsed_ms: review.elapsed.as_millis().try_into().unwrap_or(u64::MAX),
    })
}

fn reviewed(turn: &sholo_core::TurnReview) -> ReviewedTurn {
    ReviewedTurn {
        index: turn.index.try_into().unwrap_or(u32::MAX),
        played_by_red: turn.side == sholo_core::Side::Red,
        played: sholo_core::format_turn(&turn.played),
        best: sholo_core::format_turn(&turn.best),
        before_pieces: turn.before.pieces,
        after_pieces: turn.after.pieces,
        before_result_in: turn.before.result_in,
        after_result_in: turn.after.result_in,
        loss: turn.loss,
        grade: turn.grade.into(),
        exact: turn.exact,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{QuietRule, TakingRule};

    const RULES: Rules = Rules {
        taking: TakingRule::Optional,
        quiet: QuietRule::Draw80,
    };

    #[test]
    fn a_blunder_is_graded_and_bad_input_is_refused() {
        let cancel = Arc::new(ReviewCancel::new());
        let turns = vec!["b4-b5".to_string(), "a5xc5xe5".to_string()];
        let start = "w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r".to_string();
        let review = review_game(start.clone(), turns, RULES, 2000, Arc::clone(&cancel)).unwrap();
        assert!(review.complete);
        assert_eq!(review.turns[0].grade, ReviewGrade::Blunder);
        assert!(review.turns[0].played_by_red);
        assert_eq!(review.turns[1].best, "a5xc5xe5");

        let bad = review_game(
            start,
            vec!["b4-b6".to_string()],
            RULES,
            100,
            Arc::clone(&cancel),
        );
        assert!(
            matches!(&bad, Err(SholoError::BadPosition { detail }) if detail.contains("turn 1")),
            "{bad:?}"
        );
        let unreadable = review_game("nonsense".to_string(), vec![], RULES, 100, cancel);
        assert!(matches!(unreadable, Err(SholoError::BadPosition { .. })));
    }

    #[test]
    fn a_cancelled_review_is_partial() {
        let cancel = Arc::new(ReviewCancel::new());
        cancel.cancel();
        let start = sholo_core::START_TEXT.to_string();
        let review = review_game(start, vec!["b4-c5".to_string()], RULES, 100, cancel).unwrap();
        assert!(!review.complete);
        assert!(review.turns.is_empty());
    }
}
