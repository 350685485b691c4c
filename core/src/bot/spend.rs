//! How much of its budget a search spends on a turn. An engine that spends
//! the same on every turn wastes nodes where one turn is plainly best and
//! runs short where the search keeps changing its mind; this spends a
//! node target on an ordinary turn and stretches it, up to the node cap,
//! while the best turn changes between iterations or the score falls.

use crate::turn::Turn;

/// Iterations below this depth are always searched: their choices say
/// little about the position.
const FIRST_JUDGED_DEPTH: u32 = 5;
/// A score falling this far between iterations (hundredths of a piece)
/// means trouble the shallower search did not see.
const SMALL_FALL: i32 = 25;
const BIG_FALL: i32 = 60;
/// The most the target is stretched by.
const MOST_STRETCH: f64 = 4.0;

/// What the iterations so far say about the turn.
#[derive(Debug, Default)]
pub(super) struct Spending {
    last: Option<(Turn, i32)>,
    /// How unsettled the choice is: rises when the best turn changes or
    /// the score falls, decays as iterations agree.
    unrest: f64,
}

impl Spending {
    /// Takes in a finished iteration's best turn and score; returns whether
    /// another iteration is worth its nodes, given `spent` of `target`.
    pub fn another_iteration(
        &mut self,
        depth: u32,
        best: Turn,
        score: i32,
        spent: u64,
        target: u64,
    ) -> bool {
        if let Some((last_turn, last_score)) = self.last {
            self.unrest *= 0.5;
            if last_turn != best {
                self.unrest += 1.0;
            }
            let fall = last_score - score;
            if fall >= BIG_FALL {
                self.unrest += 1.0;
            } else if fall >= SMALL_FALL {
                self.unrest += 0.5;
            }
        }
        self.last = Some((best, score));
        if depth < FIRST_JUDGED_DEPTH {
            return true;
        }
        let stretch = (1.0 + self.unrest).min(MOST_STRETCH);
        (spent as f64) < target as f64 * stretch
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    fn turns() -> (Turn, Turn) {
        let game = Game::new(crate::rules::Rules::default());
        let legal = game.legal_turns();
        (legal[0], legal[1])
    }

    #[test]
    fn a_settled_choice_stops_at_the_target() {
        let (a, _) = turns();
        let mut spending = Spending::default();
        for depth in 1..5 {
            assert!(spending.another_iteration(depth, a, 10, 10, 100));
        }
        assert!(spending.another_iteration(5, a, 10, 99, 100));
        assert!(!spending.another_iteration(6, a, 10, 100, 100));
    }

    #[test]
    fn a_changing_mind_or_a_falling_score_spends_more() {
        let (a, b) = turns();
        let mut changing = Spending::default();
        changing.another_iteration(5, a, 10, 50, 100);
        assert!(changing.another_iteration(6, b, 10, 150, 100));
        let mut falling = Spending::default();
        falling.another_iteration(5, a, 10, 50, 100);
        assert!(falling.another_iteration(6, a, -60, 150, 100));
        // Never past the most stretch.
        let mut wild = Spending::default();
        for depth in 5..20 {
            let turn = if depth % 2 == 0 { a } else { b };
            wild.another_iteration(depth, turn, -100 * depth as i32, 50, 100);
        }
        assert!(!wild.another_iteration(20, a, -3000, 400, 100));
    }
}
