//! Building the tables by retrograde analysis.
//!
//! Classes are solved fewest pieces first, a class together with its swap
//! (a quiet turn by the side to move leads from `m v n` to `n v m`). A take
//! always leaves the pair for a smaller class that is already solved, so a
//! take is an exit with a known value and a distance of one turn. Inside the
//! pair the classic layered retrograde runs backwards over quiet steps (a
//! step undone is a step): layer `d` holds the positions decided at distance
//! `d`; a step back from a loss in `d` is a win in `d + 1`, and a position
//! whose every turn leads to a win for the other side is a loss in one more
//! than the longest of them (a counter of undecided quiet turns per
//! position). Results beyond layer 80 need more quiet turns than the
//! 80-turn rule leaves, so they are stored as draws; the layers go on to
//! 126 only to count them (`Solved::too_far`).

use std::collections::BTreeMap;

use super::index::Class;
use super::symmetry::{turn_over, Sides};
use super::value::{Value, QUIET_LIMIT};
use crate::movegen::{generate, Paths};
use crate::rules::Taking;
use crate::turn::Turn;

/// Not decided yet (a byte no decided value uses: distances stop at 126).
const UNKNOWN: u8 = 255;

/// How far the layers go, to count the results the quiet rule puts out of reach.
const COUNTED_LAYERS: usize = 126;

/// Every class up to some number of pieces, solved, in the full numbering.
#[derive(Debug, Default)]
pub struct Solved {
    taking: Taking,
    classes: BTreeMap<Class, Vec<u8>>,
    /// Per class, positions (full numbering) won or lost in 81–126 turns
    /// to the next take: draws under the 80-turn rule.
    too_far: BTreeMap<Class, u64>,
}

impl Solved {
    pub fn taking(&self) -> Taking {
        self.taking
    }

    /// The classes solved, fewest pieces first.
    pub fn classes(&self) -> impl Iterator<Item = Class> + '_ {
        Class::up_to(super::index::MAX_PIECES)
            .into_iter()
            .filter(|c| self.classes.contains_key(c))
    }

    /// The value of a position of a solved class, `None` for another class.
    pub fn value(&self, sides: Sides) -> Option<Value> {
        let class = Class::of(sides);
        let table = self.classes.get(&class)?;
        Some(Value::from_byte(table[class.full_index(sides) as usize]))
    }

    /// Positions of a class (full numbering: both mirror images) whose win
    /// needs 81 to 126 turns to the next take, stored as draws. (Beyond 126
    /// is not counted.)
    pub fn too_far(&self, class: Class) -> u64 {
        self.too_far.get(&class).copied().unwrap_or(0)
    }

    /// The raw bytes of one class, in the full numbering.
    pub fn bytes(&self, class: Class) -> Option<&[u8]> {
        self.classes.get(&class).map(Vec::as_slice)
    }
}

/// Solves every class of at most `pieces` pieces under `taking`, calling
/// `solved` after each pair of classes (for progress reports).
pub fn solve(taking: Taking, pieces: usize, mut solved: impl FnMut(&[Class])) -> Solved {
    let mut tables = Solved {
        taking,
        classes: BTreeMap::new(),
        too_far: BTreeMap::new(),
    };
    for class in Class::up_to(pieces) {
        if tables.classes.contains_key(&class) {
            continue;
        }
        let pair: Vec<Class> = if class.swapped() == class {
            vec![class]
        } else {
            vec![class, class.swapped()]
        };
        let (values, too_far) = Pair::new(&tables, &pair).solve();
        for ((class, values), too_far) in pair.iter().zip(values).zip(too_far) {
            tables.classes.insert(*class, values);
            tables.too_far.insert(*class, too_far);
        }
        solved(&pair);
    }
    tables
}

/// The state of one pair of classes while it is solved.
struct Pair<'a> {
    done: &'a Solved,
    classes: &'a [Class],
    values: Vec<Vec<u8>>,
    /// Quiet turns not yet known to lose, per position (plus one for a take
    /// that holds the draw, so that position never counts down to a loss).
    counters: Vec<Vec<u8>>,
}

/// A position in the pair: which class, and its full number.
type Entry = (u8, u32);

impl<'a> Pair<'a> {
    fn new(done: &'a Solved, classes: &'a [Class]) -> Pair<'a> {
        Pair {
            done,
            classes,
            values: classes
                .iter()
                .map(|c| vec![UNKNOWN; c.full_size() as usize])
                .collect(),
            counters: classes
                .iter()
                .map(|c| vec![0; c.full_size() as usize])
                .collect(),
        }
    }

    fn slot(&self, class: Class) -> u8 {
        self.classes
            .iter()
            .position(|c| *c == class)
            .expect("the swap of a class of the pair is in the pair") as u8
    }

    /// The values of each class, and how many of each were out of reach.
    fn solve(mut self) -> (Vec<Vec<u8>>, Vec<u64>) {
        let mut layers: Vec<Vec<Entry>> = vec![Vec::new(), Vec::new()];
        self.decide_exits(&mut layers);
        for distance in 0..COUNTED_LAYERS {
            if layers.len() <= distance + 1 {
                layers.push(Vec::new());
            }
            let layer = std::mem::take(&mut layers[distance]);
            let mut next = std::mem::take(&mut layers[distance + 1]);
            for &(slot, index) in &layer {
                self.step_back(slot, index, distance as u32, &mut next);
            }
            layers[distance + 1] = next;
        }
        let mut too_far = vec![0; self.values.len()];
        for (values, count) in self.values.iter_mut().zip(&mut too_far) {
            for value in values.iter_mut() {
                if *value == UNKNOWN {
                    *value = Value::Draw.to_byte();
                } else if let Value::Win(n) | Value::Loss(n) = Value::from_byte(*value) {
                    if n > QUIET_LIMIT {
                        *count += 1;
                        *value = Value::Draw.to_byte();
                    }
                }
            }
        }
        (self.values, too_far)
    }

    /// The first pass: positions with no turn (lost), with a winning take
    /// (won in 1), or with takes only; the quiet turns of the rest counted.
    fn decide_exits(&mut self, layers: &mut [Vec<Entry>]) {
        let taking = self.done.taking;
        let mut turns: Vec<Turn> = Vec::new();
        for slot in 0..self.classes.len() {
            let class = self.classes[slot];
            let mut values = std::mem::take(&mut self.values[slot]);
            let mut counters = std::mem::take(&mut self.counters[slot]);
            class.for_each_full(|index, sides| {
                turns.clear();
                generate(&sides.to_position(), taking, Paths::Distinct, &mut turns);
                let at = index as usize;
                if turns.is_empty() {
                    values[at] = Value::Loss(0).to_byte();
                    layers[0].push((slot as u8, index as u32));
                    return;
                }
                let mut best_exit: Option<Value> = None;
                let mut steps = 0u8;
                for turn in &turns {
                    if turn.is_capture() {
                        let exit = self.exit_value(sides, turn);
                        best_exit = Some(match best_exit {
                            Some(best) if rank(best) >= rank(exit) => best,
                            _ => exit,
                        });
                    } else {
                        steps += 1;
                    }
                }
                match (best_exit, steps) {
                    (Some(Value::Win(_)), _) => {
                        values[at] = Value::Win(1).to_byte();
                        layers[1].push((slot as u8, index as u32));
                    }
                    (Some(Value::Draw), 0) => values[at] = Value::Draw.to_byte(),
                    (Some(Value::Loss(_)), 0) => {
                        values[at] = Value::Loss(1).to_byte();
                        layers[1].push((slot as u8, index as u32));
                    }
                    (Some(Value::Draw), _) => counters[at] = steps + 1,
                    _ => counters[at] = steps,
                }
            });
            self.values[slot] = values;
            self.counters[slot] = counters;
        }
    }

    /// What a take leads to for the side that takes (win, draw or loss; the
    /// distance is the take itself).
    fn exit_value(&self, sides: Sides, turn: &Turn) -> Value {
        let mover = (sides.mover - turn.from()) | turn.to();
        let other = sides.other - turn.captured();
        if other.is_empty() {
            return Value::Win(1);
        }
        let child = Sides {
            mover: turn_over(other),
            other: turn_over(mover),
        };
        match self.done.value(child) {
            Some(Value::Win(_)) => Value::Loss(1),
            Some(Value::Loss(_)) => Value::Win(1),
            Some(Value::Draw) => Value::Draw,
            None => unreachable!("a take leads to a smaller class, solved before"),
        }
    }

    /// Every position one quiet step before the decided position `(slot,
    /// index)` at `distance`, decided now if this settles it.
    fn step_back(&mut self, slot: u8, index: u32, distance: u32, next: &mut Vec<Entry>) {
        let class = self.classes[slot as usize];
        let sides = class.full_sides(u64::from(index));
        let lost_here = matches!(
            Value::from_byte(self.values[slot as usize][index as usize]),
            Value::Loss(_)
        );
        let back_class = class.swapped();
        let back_slot = self.slot(back_class);
        let empty = !(sides.mover | sides.other);
        // The other side just stepped one of its pieces here from a free neighbour.
        for landed in sides.other {
            for from in landed.neighbours() & empty {
                let before_other = (sides.other - landed) | from;
                let before = Sides {
                    mover: turn_over(before_other),
                    other: turn_over(sides.mover),
                };
                let at = back_class.full_index(before) as usize;
                let values = &mut self.values[back_slot as usize];
                if values[at] != UNKNOWN {
                    continue;
                }
                if lost_here {
                    values[at] = Value::Win(distance + 1).to_byte();
                    next.push((back_slot, at as u32));
                } else {
                    let counter = &mut self.counters[back_slot as usize][at];
                    *counter -= 1;
                    if *counter == 0 {
                        values[at] = Value::Loss(distance + 1).to_byte();
                        next.push((back_slot, at as u32));
                    }
                }
            }
        }
    }
}

/// Win above draw above loss, for picking the best take.
fn rank(value: Value) -> u8 {
    match value {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}
