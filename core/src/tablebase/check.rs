//! Slow, independent ways of checking the tables, for the tests and
//! `sholo tb verify`. None of them uses the generator's numbering, its
//! steps backwards or its symmetries: they go forwards with the rule book's
//! turn generation (every notation, not merged runs) on plain positions.

use std::collections::HashMap;

use super::symmetry::Sides;
use super::value::{Value, QUIET_LIMIT};
use super::Probe;
use crate::board::{Point, PointSet};
use crate::movegen::legal_turns;
use crate::position::Position;
use crate::rules::Taking;
use crate::side::Side;

/// Which of two values the side to move prefers: the quicker win, a draw
/// over a loss, the slower loss.
pub fn better(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Win(x), Value::Win(y)) => x < y,
        (Value::Win(_), _) => true,
        (Value::Draw, Value::Loss(_)) => true,
        (Value::Loss(x), Value::Loss(y)) => x > y,
        _ => false,
    }
}

/// For the side that played a turn, what the turn leads to, given the value
/// of the position after it for the side to move there (at quiet count 0 for
/// a take, or 1 more than now for a step) and whether it took anything.
pub fn through(taken: bool, after: Value) -> Value {
    let turns = |n: u32| if taken { 1 } else { n + 1 };
    let value = match after {
        Value::Win(n) => Value::Loss(turns(n)),
        Value::Loss(n) => Value::Win(turns(n)),
        Value::Draw => Value::Draw,
    };
    // Beyond the quiet limit nothing is decided.
    match value {
        Value::Win(n) | Value::Loss(n) if n > QUIET_LIMIT => Value::Draw,
        value => value,
    }
}

/// The value a position must have given its successors' table values: the
/// best over every legal turn. `None` if a successor is not in `probe`.
pub fn expected(probe: &impl Probe, taking: Taking, sides: Sides) -> Option<Value> {
    let pos = sides.to_position();
    let mut best: Option<Value> = None;
    for turn in legal_turns(&pos, taking) {
        let after = pos.after(&turn);
        let value = if turn.is_capture() && after.count(Side::White) == 0 {
            Value::Win(1)
        } else {
            through(turn.is_capture(), probe.value(Sides::of(&after))?)
        };
        if best.is_none() || best.is_some_and(|b| better(value, b)) {
            best = Some(value);
        }
    }
    Some(best.unwrap_or(Value::Loss(0)))
}

/// A position as plain sets: Red's, White's, and the side to move.
pub type Plain = (PointSet, PointSet, Side);

/// A turn in plain value iteration: whether it took, and either its result
/// for the mover (it ended the game or left the class) or the position after it.
type Successor = (bool, Result<Value, Plain>);

/// Every position of `red` Red and `white` White pieces, either side to move.
pub fn positions(red: u32, white: u32) -> Vec<Plain> {
    fn choose(points: &[Point], k: u32, from: usize, set: PointSet, out: &mut Vec<PointSet>) {
        if k == 0 {
            out.push(set);
            return;
        }
        for i in from..points.len() {
            choose(points, k - 1, i + 1, set | points[i], out);
        }
    }
    let points: Vec<Point> = Point::all().collect();
    let mut reds = Vec::new();
    choose(&points, red, 0, PointSet::EMPTY, &mut reds);
    let mut out = Vec::new();
    for &r in &reds {
        let free: Vec<Point> = (!r).iter().collect();
        let mut whites = Vec::new();
        choose(&free, white, 0, PointSet::EMPTY, &mut whites);
        for &w in &whites {
            for side in Side::BOTH {
                out.push((r, w, side));
            }
        }
    }
    out
}

/// Solves every position of at most `pieces` pieces by plain value
/// iteration over the finite game of 80 quiet turns: the value with `k`
/// quiet turns left is computed from the values with `k - 1` left, for `k`
/// up to 80 (or until nothing changes). Slow, and independent of the
/// generator; for two and three pieces.
pub fn solve_plainly(taking: Taking, pieces: u32) -> HashMap<Plain, Value> {
    let mut known: HashMap<Plain, Value> = HashMap::new();
    for total in 2..=pieces {
        let mut class: Vec<Plain> = Vec::new();
        for red in 1..total {
            class.extend(positions(red, total - red));
        }
        // The turns of each position: (taken, result for the mover if it ends
        // the game or leaves the class, else the position after it).
        let mut moves: HashMap<Plain, Vec<Successor>> = HashMap::new();
        for &plain in &class {
            let pos = Position::from_parts(plain.0, plain.1, plain.2, 0, 1);
            let list = legal_turns(&pos, taking)
                .iter()
                .map(|turn| {
                    let after = pos.after(turn);
                    let next = (
                        after.pieces(Side::Red),
                        after.pieces(Side::White),
                        after.side_to_move(),
                    );
                    let to_move = after.side_to_move();
                    if turn.is_capture() && after.count(to_move) == 0 {
                        (true, Ok(Value::Win(1)))
                    } else if turn.is_capture() {
                        (true, Ok(through(true, known[&next])))
                    } else {
                        (false, Err(next))
                    }
                })
                .collect();
            moves.insert(plain, list);
        }
        // decided[p] = the value, set at the iteration k equal to its distance.
        let mut decided: HashMap<Plain, Value> = HashMap::new();
        for k in 0..=QUIET_LIMIT {
            let mut new = Vec::new();
            for &plain in &class {
                if decided.contains_key(&plain) {
                    continue;
                }
                let list = &moves[&plain];
                let mut win = false;
                let mut all_lose = true;
                for (_, result) in list {
                    let value = match result {
                        Ok(v) => Some(*v),
                        // Only what was decided with fewer turns left counts.
                        Err(next) => decided.get(next).map(|v| through(false, *v)),
                    };
                    match value {
                        Some(Value::Win(n)) if n <= k => win = true,
                        Some(Value::Loss(n)) if n <= k => {}
                        _ => all_lose = false,
                    }
                }
                if win {
                    new.push((plain, Value::Win(k)));
                } else if all_lose {
                    new.push((plain, Value::Loss(k)));
                }
            }
            if new.is_empty() && k > 0 {
                break;
            }
            decided.extend(new);
        }
        for plain in class {
            known.insert(plain, decided.get(&plain).copied().unwrap_or(Value::Draw));
        }
    }
    known
}

/// What an exhaustive search of `depth` turns proves about a position (with
/// takes valued by `probe`, the smaller classes): a win or a loss within
/// the depth, with its exact distance, or nothing (`None`).
pub fn search(probe: &impl Probe, taking: Taking, pos: &Position, depth: u32) -> Option<Value> {
    let turns = legal_turns(pos, taking);
    if turns.is_empty() {
        return Some(Value::Loss(0));
    }
    if depth == 0 {
        return None;
    }
    let mut best: Option<Value> = None;
    let mut unknown = false;
    for turn in &turns {
        let after = pos.after(turn);
        let value = if turn.is_capture() {
            if after.count(after.side_to_move()) == 0 {
                Some(Value::Win(1))
            } else {
                probe.value(Sides::of(&after)).map(|v| through(true, v))
            }
        } else {
            search(probe, taking, &after, depth - 1).map(|v| through(false, v))
        };
        match value {
            Some(v) if best.is_none() || best.is_some_and(|b| better(v, b)) => best = Some(v),
            Some(_) => {}
            None => unknown = true,
        }
    }
    match best {
        // A win within the depth is proved whatever the unknown turns hold.
        Some(Value::Win(n)) => Some(Value::Win(n)),
        // A loss only if every turn is known to lose, and a draw is not proved.
        Some(Value::Loss(n)) if !unknown => Some(Value::Loss(n)),
        _ => None,
    }
}
