//! A small exact search over material: what a turn wins or loses in pieces
//! against the best replies, a few turns deep, with the takes that are still
//! hanging at the horizon played out. Lessons judge a person's turn with it,
//! and the puzzle generator finds and verifies its puzzles with it: it
//! counts pieces only, so "wins two" means two pieces, whatever the
//! evaluation thinks of the position.

use crate::movegen::{generate, Paths};
use crate::position::Position;
use crate::rules::Taking;
use crate::turn::Turn;

/// A won or lost game, in pieces: more than any material count.
pub const GAME: i32 = 100;
/// How many takes in a row the horizon plays out at most.
const QUIESCENCE: u32 = 6;

/// The material balance for the side to move (its pieces minus the other
/// side's) after `plies` more turns of best play by both sides; a side with
/// no piece or no turn has lost ([`GAME`]).
pub fn balance(pos: &Position, taking: Taking, plies: u32) -> i32 {
    negamax(pos, taking, plies, -GAME - 1, GAME + 1)
}

/// What `turn` gains in pieces for the side playing it (its balance after
/// the turn and `plies - 1` more turns of best play, minus its balance now).
pub fn gain(pos: &Position, taking: Taking, turn: &Turn, plies: u32) -> i32 {
    let side = pos.side_to_move();
    let now = pos.count(side) as i32 - pos.count(side.other()) as i32;
    let after = pos.after(turn);
    -balance(&after, taking, plies.saturating_sub(1)) - now
}

/// One turn per resulting position, takes first (the bigger first).
pub fn ordered_turns(pos: &Position, taking: Taking) -> Vec<Turn> {
    let mut turns = Vec::new();
    generate(pos, taking, Paths::Distinct, &mut turns);
    turns.sort_by_key(|t| std::cmp::Reverse(t.capture_count()));
    turns
}

/// The position's turns, or its value when the game is over: a side with
/// no piece, or the side to move with no turn, has lost.
fn turns_or_end(pos: &Position, taking: Taking) -> Result<Vec<Turn>, i32> {
    let side = pos.side_to_move();
    if pos.count(side) == 0 {
        return Err(-GAME);
    }
    if pos.count(side.other()) == 0 {
        return Err(GAME);
    }
    let turns = ordered_turns(pos, taking);
    if turns.is_empty() {
        return Err(-GAME);
    }
    Ok(turns)
}

fn negamax(pos: &Position, taking: Taking, plies: u32, mut alpha: i32, beta: i32) -> i32 {
    if plies == 0 {
        return quiesce(pos, taking, QUIESCENCE, alpha, beta);
    }
    let turns = match turns_or_end(pos, taking) {
        Ok(turns) => turns,
        Err(end) => return end,
    };
    let mut best = -GAME - 1;
    for turn in &turns {
        let score = -negamax(&pos.after(turn), taking, plies - 1, -beta, -alpha);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The balance with the takes at the horizon played out: the side to move
/// may stand pat, or take.
fn quiesce(pos: &Position, taking: Taking, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let turns = match turns_or_end(pos, taking) {
        Ok(turns) => turns,
        Err(end) => return end,
    };
    let side = pos.side_to_move();
    let own = pos.count(side) as i32;
    let other = pos.count(side.other()) as i32;
    let takes: Vec<&Turn> = turns.iter().filter(|t| t.is_capture()).collect();
    // Under forced taking a take cannot be declined: no standing pat then.
    let may_stand = taking == Taking::Optional || takes.is_empty();
    let mut best = if may_stand { own - other } else { -GAME - 1 };
    if depth == 0 || takes.is_empty() {
        return if may_stand { best } else { own - other };
    }
    alpha = alpha.max(best);
    if alpha >= beta {
        return best;
    }
    for turn in takes {
        let score = -quiesce(&pos.after(turn), taking, depth - 1, -beta, -alpha);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_turn;
    use crate::position_text::parse_position;

    #[test]
    fn a_free_piece_is_worth_one() {
        let pos = parse_position("w2/3/5/5/2w2/2r2/5/3/3 r").unwrap();
        let take = parse_turn(&pos, Taking::Optional, "c4xc6").unwrap();
        assert_eq!(gain(&pos, Taking::Optional, &take, 2), 1);
        let step = parse_turn(&pos, Taking::Optional, "c4-b4").unwrap();
        assert!(gain(&pos, Taking::Optional, &step, 2) < 1);
    }

    #[test]
    fn taking_the_last_piece_wins_the_game() {
        let pos = parse_position("3/3/5/5/2w2/2r2/5/3/3 r").unwrap();
        assert_eq!(balance(&pos, Taking::Optional, 1), GAME);
    }
}
