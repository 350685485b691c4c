//! A plain outside engine to measure the bot against: iterative-deepening
//! alpha-beta over whole turns with a material-only evaluation, captures
//! tried first, and nothing else: no quiescence, no table, no knowledge of
//! repetition or the quiet limit. This is the kind of engine a strong
//! outsider writes first (issue 12 describes one that drew Expert 14 times in
//! 20), and it shares no code with the bot's search, so it finds the bot's
//! blind spots rather than its own.
//!
//! Node-limited by default so a match replays exactly; a time limit can be
//! added for a wall-clock match.

use std::time::{Duration, Instant};

use sholo_core::{Game, Paths, Position, Rules, Turn};

const WIN: i32 = 10_000;
const PIECE: i32 = 100;
/// Nodes between looks at the clock.
const POLL: u64 = 1024;

/// The engine's limits for one turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlainLimits {
    pub nodes: u64,
    pub movetime: Option<Duration>,
}

/// What one search found.
#[derive(Clone, Copy, Debug)]
pub struct PlainChoice {
    pub turn: Turn,
    pub depth: u32,
    pub nodes: u64,
}

/// Iterative-deepening material-only alpha-beta.
pub fn choose(game: &Game, limits: PlainLimits) -> Option<PlainChoice> {
    if game.is_over() {
        return None;
    }
    let mut search = PlainSearch {
        rules: game.rules(),
        limits,
        started: Instant::now(),
        nodes: 0,
        stopped: false,
    };
    let root = game.position();
    let mut turns = search.turns(root);
    let mut best = PlainChoice {
        turn: *turns.first()?,
        depth: 0,
        nodes: 0,
    };
    if turns.len() == 1 {
        return Some(best);
    }
    for depth in 1..64 {
        let mut alpha = -WIN - 1;
        let mut found = None;
        for (i, turn) in turns.iter().enumerate() {
            let score = -search.negamax(&root.after(turn), depth - 1, -WIN - 1, -alpha, 1);
            if search.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                found = Some(i);
            }
        }
        if let Some(i) = found {
            // Keep a partly searched iteration's best only if it was searched
            // against the previous best (which is tried first).
            best.turn = turns[i];
            best.depth = if search.stopped { depth - 1 } else { depth };
            turns[..=i].rotate_right(1);
        }
        if search.stopped || alpha.abs() >= WIN - 64 {
            break;
        }
    }
    best.nodes = search.nodes;
    Some(best)
}

struct PlainSearch {
    rules: Rules,
    limits: PlainLimits,
    started: Instant,
    nodes: u64,
    stopped: bool,
}

impl PlainSearch {
    /// Distinct turns, captures first (most pieces first).
    fn turns(&self, pos: &Position) -> Vec<Turn> {
        let mut turns = Vec::new();
        sholo_core::generate(pos, self.rules.taking, Paths::Distinct, &mut turns);
        turns.sort_by_key(|t| std::cmp::Reverse(t.capture_count()));
        turns
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(POLL) {
            if let Some(limit) = self.limits.movetime {
                self.stopped |= self.started.elapsed() >= limit;
            }
        }
        self.stopped
    }

    fn negamax(&mut self, pos: &Position, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        if self.tick() {
            return 0;
        }
        let side = pos.side_to_move();
        if pos.count(side) == 0 {
            return -(WIN - ply);
        }
        if depth == 0 {
            // Material only: a shut-in is seen one ply earlier, when the
            // side to move has no turn to generate.
            return PIECE * (pos.count(side) as i32 - pos.count(side.other()) as i32);
        }
        let turns = self.turns(pos);
        if turns.is_empty() {
            return -(WIN - ply);
        }
        let mut best = -WIN - 1;
        for turn in &turns {
            let score = -self.negamax(&pos.after(turn), depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}
