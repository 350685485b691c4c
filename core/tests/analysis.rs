//! The game review grades what a turn gave away: a turn that hands the
//! opponent a run of takes is a blunder, the take that punishes it is good,
//! a forced win is exact, and a review stops when cancelled.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sholo_core::{
    analyse_game, format_turn, parse_position, Game, Grade, ReviewLimits, Rules, Side,
};

/// Small enough for a debug build, deep enough for two-turn tactics.
fn quick() -> ReviewLimits {
    ReviewLimits {
        total: Duration::from_secs(20),
        nodes_per_position: 20_000,
    }
}

fn game(position: &str, turns: &[&str]) -> Game {
    let mut game = Game::from_position(Rules::default(), parse_position(position).unwrap());
    for turn in turns {
        game.play_notation(turn).unwrap();
    }
    game
}

/// Red's b4-b5 walks into a5xc5xe5, a run of two takes; anything else keeps
/// the pieces as they are. Enough pieces stand far away that the endgame
/// tables hold none of these positions: the grades come from the search.
const BLUNDER_POSITION: &str = "w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r";

#[test]
fn a_turn_that_gives_away_a_run_of_takes_is_a_blunder() {
    let game = game(BLUNDER_POSITION, &["b4-b5", "a5xc5xe5"]);
    let review = analyse_game(&game, quick(), &AtomicBool::new(false));
    assert!(review.complete);
    assert_eq!(review.turns.len(), 2);
    let blunder = &review.turns[0];
    assert_eq!(blunder.side, Side::Red);
    assert_eq!(blunder.grade, Grade::Blunder, "{blunder:?}");
    assert!(blunder.loss >= 1.8, "{blunder:?}");
    assert_ne!(format_turn(&blunder.best), "b4-b5");
    assert!(blunder.before.pieces > blunder.after.pieces + 1.8);
    let punishment = &review.turns[1];
    assert_eq!(punishment.side, Side::White);
    assert_eq!(punishment.grade, Grade::Good, "{punishment:?}");
    assert_eq!(format_turn(&punishment.best), "a5xc5xe5");
    // The worth after one turn is the worth before the next, seen from the other side.
    assert!((blunder.after.pieces + punishment.before.pieces).abs() < 1e-9);
}

#[test]
fn declining_the_run_is_a_mistake_and_a_safe_turn_is_good() {
    // White does not take after the blunder: it gives the two pieces back.
    let game = game(BLUNDER_POSITION, &["e1-d2", "a9-c9", "b4-b5", "e9-d8"]);
    let review = analyse_game(&game, quick(), &AtomicBool::new(false));
    let grades: Vec<Grade> = review.turns.iter().map(|t| t.grade).collect();
    assert_eq!(grades[0], Grade::Good, "{:?}", review.turns[0]);
    assert_eq!(grades[2], Grade::Blunder, "{:?}", review.turns[2]);
    assert!(grades[3] >= Grade::Mistake, "{:?}", review.turns[3]);
    assert_eq!(format_turn(&review.turns[3].best), "a5xc5xe5");
}

#[test]
fn a_forced_win_is_exact() {
    // Red takes White's last two pieces in one run.
    let game = game("3/3/5/2w2/5/2w2/2r2/3/3 r", &["c3xc5xc7"]);
    let review = analyse_game(&game, quick(), &AtomicBool::new(false));
    let turn = &review.turns[0];
    assert!(turn.exact, "{turn:?}");
    assert_eq!(turn.grade, Grade::Good);
    assert_eq!(turn.before.result_in, Some(1));
    assert_eq!(turn.after.result_in, Some(0));
}

#[test]
fn a_cancelled_review_stops_and_says_so() {
    let mut long = Game::new(Rules::default());
    // Forty quiet shuffles' worth of turns from the start.
    for turn in ["b4-c5", "b6-b5", "d4-d5", "d6-e5", "a3-b4", "a6-a5"] {
        long.play_notation(turn).unwrap();
    }
    let cancelled = AtomicBool::new(true);
    let review = analyse_game(&long, quick(), &cancelled);
    assert!(!review.complete);
    assert!(review.turns.is_empty());

    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let slow = ReviewLimits {
        total: Duration::from_secs(600),
        nodes_per_position: u64::MAX,
    };
    let reviewer = std::thread::spawn(move || analyse_game(&long, slow, &flag));
    std::thread::sleep(Duration::from_millis(200));
    let set_at = Instant::now();
    cancel.store(true, Ordering::Relaxed);
    let review = reviewer.join().unwrap();
    assert!(!review.complete);
    assert!(review.turns.len() < 6);
    assert!(set_at.elapsed() < Duration::from_secs(2));
}

#[test]
fn the_time_budget_bounds_the_review() {
    let mut game = Game::new(Rules::default());
    for turn in [
        "b4-c5", "b6-b5", "d4-d5", "d6-e5", "a3-b4", "a6-a5", "b3-a3", "e7-d6",
    ] {
        game.play_notation(turn).unwrap();
    }
    let budget = ReviewLimits {
        total: Duration::from_millis(300),
        nodes_per_position: u64::MAX,
    };
    let review = analyse_game(&game, budget, &AtomicBool::new(false));
    assert!(review.complete);
    assert_eq!(review.turns.len(), 8);
    // Each position gets its share of what is left, so the review ends near
    // the budget (slack for a loaded machine).
    assert!(
        review.elapsed < Duration::from_millis(1500),
        "{:?}",
        review.elapsed
    );
}

#[test]
fn the_endgame_tables_make_a_small_ending_exact() {
    // One piece each: stepping next to the other piece lets it jump the
    // last piece, a lost game from a drawn one.
    let game = game("3/3/5/5/2w2/5/2r2/3/3 r", &["c3-c4"]);
    let review = analyse_game(&game, quick(), &AtomicBool::new(false));
    let turn = &review.turns[0];
    assert!(turn.exact, "{turn:?}");
    assert_eq!(turn.before.result_in, None, "a table draw: {turn:?}");
    assert!(turn.after.result_in.is_some_and(|n| n < 0), "{turn:?}");
    assert_eq!(turn.grade, Grade::Blunder);
}
