//! The game review for the apps' move lists: every turn of a saved game
//! (finished or in progress) with its worth before and after for the side
//! that played it, the engine's best turn and a grade. It runs on the
//! caller's thread, within a time budget, and stops when cancelled.

use std::sync::Arc;
use std::time::Duration;

use crate::{CancelToken, SholoError};

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

/// Reviews the game in `save` (the store's save text) within `budget_ms`
/// (0: the default, four seconds). Blocks; run it off the UI thread. A
/// damaged or newer save is refused with the store's errors.
#[uniffi::export]
pub fn review_saved_game(
    save: String,
    budget_ms: u32,
    cancel: Arc<CancelToken>,
) -> Result<GameReview, SholoError> {
    crate::guard::guarded(|| {
        let saved = sholo_core::load_game(&save)?;
        let mut limits = sholo_core::ReviewLimits::default();
        if budget_ms > 0 {
            limits.total = Duration::from_millis(u64::from(budget_ms));
        }
        let review = sholo_core::analyse_game(&saved.game, limits, cancel.flag());
        Ok(GameReview {
            turns: review.turns.iter().map(reviewed).collect(),
            complete: review.complete,
            elapsed_ms: review.elapsed.as_millis().try_into().unwrap_or(u64::MAX),
        })
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
        grade: match turn.grade {
            sholo_core::Grade::Good => ReviewGrade::Good,
            sholo_core::Grade::Inaccuracy => ReviewGrade::Inaccuracy,
            sholo_core::Grade::Mistake => ReviewGrade::Mistake,
            sholo_core::Grade::Blunder => ReviewGrade::Blunder,
        },
        exact: turn.exact,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_save_is_refused_and_a_cancelled_review_is_partial() {
        let cancel = Arc::new(CancelToken::new());
        let refused = review_saved_game("{ not a save".to_string(), 100, Arc::clone(&cancel));
        assert!(
            matches!(refused, Err(SholoError::DamagedSave { .. })),
            "{refused:?}"
        );

        let mut game = sholo_core::Game::new(sholo_core::Rules::default());
        game.play_notation("b4-c5").unwrap();
        let save = sholo_core::save_game(&sholo_core::SavedGame {
            game_id: "review".to_string(),
            config: sholo_core::GameConfig::two_players(sholo_core::Rules::default()),
            game,
        });
        cancel.cancel();
        let review = review_saved_game(save, 100, cancel).unwrap();
        assert!(!review.complete);
        assert!(review.turns.is_empty());
    }
}
