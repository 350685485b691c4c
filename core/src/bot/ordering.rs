//! Move ordering: the table's turn first, then takes (most pieces first),
//! then the killer turns that cut off at the same ply, then quiet steps by
//! their history. Good ordering is most of alpha-beta's speed.

use super::limits::MAX_PLY;
use crate::board::POINT_COUNT;
use crate::side::Side;
use crate::turn::Turn;

const TABLE_TURN: i32 = 1 << 30;
const TAKE: i32 = 1 << 24;
const FIRST_KILLER: i32 = 1 << 22;
const SECOND_KILLER: i32 = FIRST_KILLER - 1;

/// What the search learns about quiet turns as it goes.
#[derive(Debug)]
pub struct Ordering {
    killers: [[Option<Turn>; 2]; MAX_PLY],
    history: [[[i32; POINT_COUNT]; POINT_COUNT]; 2],
}

impl Ordering {
    pub fn new() -> Ordering {
        Ordering {
            killers: [[None; 2]; MAX_PLY],
            history: [[[0; POINT_COUNT]; POINT_COUNT]; 2],
        }
    }

    /// The order to try `turns` in, best first, as indices into `turns` (the
    /// table remembers turns by their index in generation order).
    /// `table_turn` is the index the table remembers for this position.
    pub fn order(
        &self,
        turns: &[Turn],
        table_turn: Option<usize>,
        side: Side,
        ply: usize,
        out: &mut Vec<(i32, u16)>,
    ) {
        let killers = self.killers[ply.min(MAX_PLY - 1)];
        let score = |i: usize, t: &Turn| -> i32 {
            if Some(i) == table_turn {
                TABLE_TURN
            } else if t.is_capture() {
                // More pieces first; among equals, the shorter path.
                TAKE + 1000 * t.capture_count() as i32 - t.hop_count() as i32
            } else if Some(*t) == killers[0] {
                FIRST_KILLER
            } else if Some(*t) == killers[1] {
                SECOND_KILLER
            } else {
                self.history[side.index()][t.from().index()][t.to().index()]
            }
        };
        out.clear();
        out.extend(
            turns
                .iter()
                .enumerate()
                .map(|(i, t)| (score(i, t), i as u16)),
        );
        // Equal scores keep generation order, so a search replays exactly.
        out.sort_by_key(|&(score, index)| (std::cmp::Reverse(score), index));
    }

    /// Whether `turn` is one of the killers at `ply`.
    pub fn is_killer(&self, turn: &Turn, ply: usize) -> bool {
        self.killers[ply.min(MAX_PLY - 1)].contains(&Some(*turn))
    }

    /// Remembers a quiet turn that caused a cut-off at `ply` and `depth`.
    pub fn reward(&mut self, turn: Turn, side: Side, ply: usize, depth: u32) {
        if turn.is_capture() {
            return;
        }
        let killers = &mut self.killers[ply.min(MAX_PLY - 1)];
        if killers[0] != Some(turn) {
            killers[1] = killers[0];
            killers[0] = Some(turn);
        }
        let entry = &mut self.history[side.index()][turn.from().index()][turn.to().index()];
        *entry = (*entry + (depth * depth) as i32).min(FIRST_KILLER / 2);
    }
}

impl Default for Ordering {
    fn default() -> Self {
        Ordering::new()
    }
}
