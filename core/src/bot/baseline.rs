//! The measuring stick: plain three-ply alpha-beta over whole turns with a
//! material-only evaluation and random tie-breaks, which is what a
//! competitor's "Hard" level is published to be. No table, no quiescence, no
//! knowledge of repetition or the quiet limit: wins and shut-ins only.

use super::dice::Dice;
use crate::game::Game;
use crate::movegen::{generate, Paths};
use crate::position::Position;
use crate::rules::Rules;
use crate::turn::Turn;

const WIN: i32 = 10_000;

/// The baseline engine.
#[derive(Clone, Debug)]
pub struct Baseline {
    seed: u64,
    depth: u32,
}

impl Baseline {
    /// Plies the baseline looks ahead.
    pub const DEPTH: u32 = 3;

    pub fn new(seed: u64) -> Baseline {
        Baseline {
            seed,
            depth: Baseline::DEPTH,
        }
    }

    /// One of the turns with the best three-ply material score, picked at
    /// random (seeded by the position, like the bot). `None` once the game is over.
    pub fn choose(&self, game: &Game) -> Option<Turn> {
        if game.is_over() {
            return None;
        }
        let pos = game.position();
        let rules = game.rules();
        let mut turns = Vec::new();
        generate(pos, rules.taking, Paths::Distinct, &mut turns);
        let mut best = -WIN - 1;
        let mut tied = Vec::new();
        for turn in &turns {
            // A window just below the best so far gives exact scores for ties.
            let score = -negamax(
                &pos.after(turn),
                rules,
                self.depth - 1,
                -WIN - 1,
                -(best - 1),
                1,
            );
            if score > best {
                best = score;
                tied.clear();
            }
            if score == best {
                tied.push(*turn);
            }
        }
        let mut dice = Dice::for_decision(self.seed, pos.key(), pos.turn_number());
        tied.get(dice.below(tied.len().max(1))).copied()
    }
}

fn negamax(pos: &Position, rules: Rules, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
    let side = pos.side_to_move();
    if pos.count(side) == 0 {
        return -(WIN - ply);
    }
    let mut turns = Vec::new();
    generate(pos, rules.taking, Paths::Distinct, &mut turns);
    if turns.is_empty() {
        return -(WIN - ply);
    }
    if depth == 0 {
        return 100 * (pos.count(side) as i32 - pos.count(side.other()) as i32);
    }
    let mut best = -WIN - 1;
    for turn in &turns {
        let score = -negamax(&pos.after(turn), rules, depth - 1, -beta, -alpha, ply + 1);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}
