//! The mistakes a person makes, which the levels below Expert make on
//! purpose (their chances are in `levels.rs`): a turn played at a glance,
//! without reading the reply, which is how a piece is left loose; and a run
//! stopped a take too early or carried a take too late. (The third, the
//! missed second take, lives in the search: `Setup::short_sight`.)
//!
//! Each picks among the legal turns only, from the seeded dice, so a game
//! with mistakes replays like any other.

use super::dice::Dice;
use super::eval::{evaluate, Knowledge};
use crate::game::Game;
use crate::turn::Turn;

/// The turn that looks best straight after it is played, judged with the
/// board's shape (pieces, mobility, loose pieces) plus up to `noise` of
/// seeded noise, without looking at any reply. `None` if no turn is legal.
pub fn at_a_glance(game: &Game, noise: i32, dice: &mut Dice) -> Option<Turn> {
    let quiet_rule = game.rules().quiet;
    let pos = game.position();
    game.distinct_turns().into_iter().max_by_key(|turn| {
        let after = pos.after(turn);
        let jitter = match noise {
            0 => 0,
            n => dice.below(2 * n as usize + 1) as i32 - n,
        };
        // The evaluation is for the side to move next, the opponent.
        -evaluate(&after, Knowledge::Basic, quiet_rule) + jitter
    })
}

/// The run `chosen` stopped a take too early or carried a take further,
/// whichever of these the rules allow (under forced takes, neither can be
/// shorter, and `chosen` is already complete, so usually neither exists).
/// `None` if `chosen` takes nothing or no such run is legal.
pub fn misjudged_run(game: &Game, chosen: &Turn, dice: &mut Dice) -> Option<Turn> {
    if !chosen.is_capture() {
        return None;
    }
    let path = chosen.path();
    let near: Vec<Turn> = game
        .distinct_turns()
        .into_iter()
        .filter(|turn| {
            let other = turn.path();
            turn.is_capture()
                && other.len().abs_diff(path.len()) == 1
                && other.iter().zip(&path).all(|(a, b)| a == b)
        })
        .collect();
    match near.len() {
        0 => None,
        n => Some(near[dice.below(n)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Taking};

    /// Plays seeded random turns until a take of two or more is legal.
    fn game_with_a_double_take(taking: Taking) -> Option<(Game, Turn)> {
        let rules = Rules {
            taking,
            ..Rules::default()
        };
        for seed in 0..400u64 {
            let mut dice = Dice::new(seed);
            let mut game = Game::new(rules);
            for _ in 0..60 {
                if game.is_over() {
                    break;
                }
                if let Some(run) = game
                    .distinct_turns()
                    .into_iter()
                    .find(|t| t.capture_count() >= 2)
                {
                    return Some((game, run));
                }
                let turns = game.legal_turns();
                game.play(&turns[dice.below(turns.len())]).unwrap();
            }
        }
        None
    }

    #[test]
    fn a_run_stopped_early_is_a_legal_prefix_under_optional_takes() {
        let (game, run) = game_with_a_double_take(Taking::Optional).expect("a double take");
        let shorter = misjudged_run(&game, &run, &mut Dice::new(1)).expect("a shorter run");
        assert!(game.legal_turns().contains(&shorter));
        assert_eq!(shorter.from(), run.from());
        assert_eq!(shorter.path().len().abs_diff(run.path().len()), 1);
    }

    #[test]
    fn a_quiet_turn_has_no_run_to_misjudge() {
        let game = Game::new(Rules::default());
        let quiet = game.legal_turns()[0];
        assert_eq!(misjudged_run(&game, &quiet, &mut Dice::new(1)), None);
    }

    #[test]
    fn a_glance_takes_what_is_offered_and_is_legal() {
        let (game, _) = game_with_a_double_take(Taking::Optional).expect("a double take");
        let glance = at_a_glance(&game, 0, &mut Dice::new(2)).expect("a turn");
        assert!(game.legal_turns().contains(&glance));
        assert!(glance.is_capture(), "a glance sees its own takes");
    }
}
