//! perft: counting the sequences of legal turns to a depth, the standard check
//! of a turn generator against the figures of docs/RULES.md.

use crate::movegen::{count_turns, generate, legal_turns, Paths};
use crate::position::Position;
use crate::rules::Taking;
use crate::turn::Turn;

/// perft: the number of sequences of `depth` legal turns, each turn identified
/// by its notation. Game ends by repetition or the quiet limit are not applied
/// (they cannot occur within the depths this is used for from the start).
pub fn perft(pos: &Position, taking: Taking, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_turns(pos, taking),
        _ => {
            let mut turns = Vec::with_capacity(64);
            generate(pos, taking, Paths::All, &mut turns);
            turns
                .iter()
                .map(|t| perft(&pos.after(t), taking, depth - 1))
                .sum()
        }
    }
}

/// perft split by first turn: each legal turn with the count below it.
pub fn perft_divide(pos: &Position, taking: Taking, depth: u32) -> Vec<(Turn, u64)> {
    legal_turns(pos, taking)
        .into_iter()
        .map(|t| (t, perft(&pos.after(&t), taking, depth.saturating_sub(1))))
        .collect()
}
