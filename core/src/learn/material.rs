//! A small exact search over material: what a turn wins or loses in pieces
//! against the best replies, a few turns deep, with the takes that are still
//! hanging at the horizon played out. Lessons judge a person's turn with it,
//! and the puzzle generator finds and verifies its puzzles with it: it
//! counts pieces only, so "wins two" means two pieces, whatever the
//! evaluation thinks of the position.

use crate::board::PointSet;
use crate::movegen::{generate, Paths};
use crate::position::Position;
use crate::rules::Taking;
use crate::side::Side;
use crate::turn::Turn;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A won or lost game, in pieces: more than any material count.
pub const GAME: i32 = 100;
/// How many takes in a row the horizon plays out at most.
const QUIESCENCE: u32 = 6;

/// The material balance for the side to move (its pieces minus the other
/// side's) after `plies` more turns of best play by both sides; a side with
/// no piece or no turn has lost ([`GAME`]).
pub fn balance(pos: &Position, taking: Taking, plies: u32) -> i32 {
    Search::new(taking).balance(pos, plies)
}

/// What `turn` gains in pieces for the side playing it (its balance after
/// the turn and `plies - 1` more turns of best play, minus its balance now).
pub fn gain(pos: &Position, taking: Taking, turn: &Turn, plies: u32) -> i32 {
    Search::new(taking).gain(pos, turn, plies)
}

/// The turn that gains more, `plies` deep, than every other turn, with its
/// gain (a turn that wins the game needs only that no other turn wins it);
/// `None` when no turn stands out so. The turns that do not rival it
/// are only shown to gain less, not searched exactly, which makes a deep
/// look affordable; the answer is the one scoring every turn would give.
pub fn standout(pos: &Position, taking: Taking, plies: u32) -> Option<(Turn, i32)> {
    let mut search = Search::new(taking);
    let mut turns = ordered_turns(pos, taking);
    // Likely winners first, so the rest mostly fail the cheap test.
    let mut shallow = Search::new(taking);
    turns.sort_by_cached_key(|t| std::cmp::Reverse(shallow.gain(pos, t, plies.min(2))));
    let (first, rest) = turns.split_first()?;
    let mut best = (*first, search.gain(pos, first, plies));
    let mut runner_up = -GAME - 1;
    for turn in rest {
        let bar = best.1.min(GAME / 2);
        if !search.gains_at_least(pos, turn, plies, bar) {
            continue;
        }
        let value = search.gain(pos, turn, plies);
        if value > best.1 {
            runner_up = best.1;
            best = (*turn, value);
        } else {
            runner_up = runner_up.max(value);
        }
    }
    // Every turn that failed the test gained less than the bar of its time,
    // and the bar only rises.
    (runner_up < best.1.min(GAME / 2)).then_some(best)
}

/// The line best play by material follows, `plies` turns deep: each turn
/// the one that gains most (takes first among equals), cut after its last
/// take, since the quiet turns after it show nothing. It shows what a
/// search's number means: which pieces fall, and how.
pub fn line(pos: &Position, taking: Taking, plies: u32) -> Vec<Turn> {
    let mut search = Search::new(taking);
    let mut line = Vec::new();
    let mut pos = *pos;
    for depth in (1..=plies).rev() {
        let Ok(turns) = turns_or_end(&pos, taking) else {
            break;
        };
        let mut best = (i32::MIN, turns[0]);
        for turn in &turns {
            let value = search.gain(&pos, turn, depth);
            if value > best.0 {
                best = (value, *turn);
            }
        }
        line.push(best.1);
        pos = pos.after(&best.1);
    }
    let last_take = line.iter().rposition(Turn::is_capture);
    line.truncate(last_take.map_or(0, |i| i + 1));
    line
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

/// What a finished search of a position to a depth showed: its value, or
/// a bound on it where the window cut the search short.
#[derive(Clone, Copy)]
struct Memory {
    slot: Slot,
    value: i32,
    bound: Bound,
    best: Turn,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    AtLeast,
    AtMost,
}

/// A position exactly (both sides' points and the side to move, not a
/// hash, so no collision can change an answer) and the depth searched.
type Slot = (PointSet, PointSet, Side, u32);

/// An alpha-beta search over material that remembers every position it
/// has searched at each depth: moves made in another order meet again, and
/// the turns from one position share what they find. Values are those of
/// the plain fixed-depth search; memory only saves work.
struct Search {
    taking: Taking,
    /// By the slot's Zobrist key; the slot itself is kept to check.
    memory: HashMap<u64, Memory, BuildHasherDefault<KeyHasher>>,
}

/// The map's hasher: its keys are Zobrist keys, already uniform.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

impl Search {
    fn new(taking: Taking) -> Search {
        Search {
            taking,
            memory: HashMap::default(),
        }
    }

    fn balance(&mut self, pos: &Position, plies: u32) -> i32 {
        self.negamax(pos, plies, -GAME - 1, GAME + 1)
    }

    fn gain(&mut self, pos: &Position, turn: &Turn, plies: u32) -> i32 {
        -self.balance(&pos.after(turn), plies.saturating_sub(1)) - material(pos)
    }

    /// Whether `turn` gains at least `bar`: a search with a null window.
    fn gains_at_least(&mut self, pos: &Position, turn: &Turn, plies: u32, bar: i32) -> bool {
        // gain >= bar exactly when the balance after it is at most `most`.
        let most = -(bar + material(pos));
        self.negamax(&pos.after(turn), plies.saturating_sub(1), most, most + 1) <= most
    }

    fn negamax(&mut self, pos: &Position, plies: u32, mut alpha: i32, beta: i32) -> i32 {
        if plies == 0 {
            return quiesce(pos, self.taking, QUIESCENCE, alpha, beta);
        }
        let slot = (
            pos.pieces(Side::Red),
            pos.pieces(Side::White),
            pos.side_to_move(),
            plies,
        );
        // Odd constant times the depth: a different key for each depth.
        let key = pos.key() ^ u64::from(plies).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let remembered = self.memory.get(&key).copied().filter(|m| m.slot == slot);
        if let Some(m) = remembered {
            let settled = match m.bound {
                Bound::Exact => true,
                Bound::AtLeast => m.value >= beta,
                Bound::AtMost => m.value <= alpha,
            };
            if settled {
                return m.value;
            }
        }
        let mut turns = match turns_or_end(pos, self.taking) {
            Ok(turns) => turns,
            Err(end) => return end,
        };
        if let Some(i) = remembered.and_then(|m| turns.iter().position(|t| *t == m.best)) {
            turns[..=i].rotate_right(1);
        }
        let window_floor = alpha;
        let mut best = (-GAME - 1, turns[0]);
        for turn in &turns {
            let score = -self.negamax(&pos.after(turn), plies - 1, -beta, -alpha);
            if score > best.0 {
                best = (score, *turn);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best.0 <= window_floor {
            Bound::AtMost
        } else if best.0 >= beta {
            Bound::AtLeast
        } else {
            Bound::Exact
        };
        self.memory.insert(
            key,
            Memory {
                slot,
                value: best.0,
                bound,
                best: best.1,
            },
        );
        best.0
    }
}

/// The side to move's pieces less the other side's.
fn material(pos: &Position) -> i32 {
    let side = pos.side_to_move();
    pos.count(side) as i32 - pos.count(side.other()) as i32
}

/// The balance with the takes at the horizon played out: the side to move
/// may stand pat, or take.
fn quiesce(pos: &Position, taking: Taking, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let turns = match turns_or_end(pos, taking) {
        Ok(turns) => turns,
        Err(end) => return end,
    };
    let takes: Vec<&Turn> = turns.iter().filter(|t| t.is_capture()).collect();
    // Under forced taking a take cannot be declined: no standing pat then.
    let may_stand = taking == Taking::Optional || takes.is_empty();
    let mut best = if may_stand { material(pos) } else { -GAME - 1 };
    if depth == 0 || takes.is_empty() {
        return if may_stand { best } else { material(pos) };
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

    /// The plain fixed-depth search, remembering nothing: the reference.
    fn plain_negamax(pos: &Position, taking: Taking, plies: u32) -> i32 {
        if plies == 0 {
            return quiesce(pos, taking, QUIESCENCE, -GAME - 1, GAME + 1);
        }
        match turns_or_end(pos, taking) {
            Err(end) => end,
            Ok(turns) => turns
                .iter()
                .map(|t| -plain_negamax(&pos.after(t), taking, plies - 1))
                .max()
                .expect("a position that is not over has a turn"),
        }
    }

    /// Positions from the shipped puzzles (middlegames and endings, both
    /// sides to move), under both take rules.
    fn sample() -> Vec<(Position, Taking)> {
        let puzzles = crate::learn::puzzles::shipped();
        puzzles
            .iter()
            .step_by(puzzles.len() / 16)
            .flat_map(|p| [(p.position, Taking::Optional), (p.position, Taking::Forced)])
            .collect()
    }

    #[test]
    fn memory_changes_no_turns_gain() {
        for (pos, taking) in sample() {
            let mut search = Search::new(taking);
            for turn in ordered_turns(&pos, taking) {
                for plies in [2, 3] {
                    let plain =
                        -plain_negamax(&pos.after(&turn), taking, plies - 1) - material(&pos);
                    assert_eq!(
                        search.gain(&pos, &turn, plies),
                        plain,
                        "{turn:?} at {plies}"
                    );
                }
            }
        }
    }

    #[test]
    fn standout_is_the_one_turn_scoring_every_turn_finds() {
        let mut found = 0;
        for (pos, taking) in sample() {
            for plies in [2, 3] {
                let mut scored: Vec<(i32, Turn)> = ordered_turns(&pos, taking)
                    .into_iter()
                    .map(|t| {
                        (
                            -plain_negamax(&pos.after(&t), taking, plies - 1) - material(&pos),
                            t,
                        )
                    })
                    .collect();
                scored.sort_by_key(|s| std::cmp::Reverse(s.0));
                let expected = match scored.as_slice() {
                    [only] => Some(*only),
                    [first, second, ..] if second.0 < first.0.min(GAME / 2) => Some(*first),
                    _ => None,
                };
                let got = standout(&pos, taking, plies);
                assert_eq!(got.map(|g| g.1), expected.map(|e| e.0), "at {plies}");
                assert_eq!(
                    got.map(|g| pos.after(&g.0).key()),
                    expected.map(|e| pos.after(&e.1).key())
                );
                found += usize::from(got.is_some());
            }
        }
        assert!(found > 10, "the sample has standouts to compare: {found}");
    }
}
