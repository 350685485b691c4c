//! How long a search may run: a depth, a node count and a wall-clock time, any
//! of which may be left open, plus the caller's cancel flag.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Limits on one search. Depth and node limits make a search replay exactly on
/// any machine; the time limit is a safety cap for slow phones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SearchLimits {
    /// Deepest iteration, in whole turns (plies).
    pub depth: Option<u32>,
    /// Nodes (positions visited, quiescence included) before stopping.
    pub nodes: Option<u64>,
    /// Wall-clock time before stopping.
    pub movetime: Option<Duration>,
    /// Nodes the search means to spend on an ordinary turn: past this it
    /// starts no new iteration unless its last ones changed their mind or
    /// saw the score fall, and it never passes `nodes`. `None`: search to
    /// `nodes`. This is how Expert spends its budget where the position
    /// needs it and stays node-limited (a turn replays on any machine).
    pub target: Option<u64>,
}

impl SearchLimits {
    /// The deepest iteration these limits allow (a search with no limit at all
    /// still stops somewhere).
    pub(crate) fn max_depth(&self) -> u32 {
        self.depth
            .unwrap_or(MAX_PLY as u32 - 1)
            .clamp(1, MAX_PLY as u32 - 1)
    }

    /// These limits with the node cap set to `nodes` and the target, if
    /// any, scaled with it (for `sholo serve --nodes` and `expert:NODES`).
    pub fn with_nodes(self, nodes: u64) -> SearchLimits {
        let target = match (self.target, self.nodes) {
            (Some(target), Some(cap)) if cap > 0 => {
                Some((u128::from(target) * u128::from(nodes) / u128::from(cap)) as u64)
            }
            (target, _) => target.map(|t| t.min(nodes)),
        };
        SearchLimits {
            nodes: Some(nodes),
            target,
            ..self
        }
    }
}

/// Deepest ply a search reaches, quiescence included: sizes the per-ply tables.
pub(crate) const MAX_PLY: usize = 96;

/// Nodes between looks at the clock and the cancel flag: often enough to stop
/// within a fraction of a millisecond, rarely enough to cost nothing. A power
/// of two.
const POLL_INTERVAL: u64 = 256;

/// The running budget of one search: counts nodes and decides when to stop.
#[derive(Debug)]
pub(crate) struct Budget<'a> {
    node_limit: u64,
    deadline: Option<Instant>,
    cancel: &'a AtomicBool,
    pub nodes: u64,
    stopped: bool,
}

impl<'a> Budget<'a> {
    pub fn start(limits: &SearchLimits, cancel: &'a AtomicBool) -> Budget<'a> {
        Budget {
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            deadline: limits.movetime.map(|t| Instant::now() + t),
            cancel,
            nodes: 0,
            stopped: cancel.load(Ordering::Relaxed),
        }
    }

    /// Counts a node; returns whether the search must stop now.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes & (POLL_INTERVAL - 1) == 0 {
            self.poll();
        }
        self.stopped
    }

    fn poll(&mut self) {
        if self.cancel.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.stopped = true;
        }
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Whether the caller cancelled (as opposed to a limit running out).
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Whether another iteration is worth starting: time-limited searches skip
    /// one that would very likely not finish (each takes a few times longer
    /// than the last).
    pub fn worth_another_iteration(&mut self, started: Instant) -> bool {
        self.poll();
        if self.stopped {
            return false;
        }
        match self.deadline {
            Some(deadline) => {
                let spent = started.elapsed();
                let left = deadline.saturating_duration_since(Instant::now());
                left > spent.mul_f32(1.5)
            }
            None => true,
        }
    }
}
