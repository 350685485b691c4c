//! What each level is: how far it looks, how much it knows, and how it errs.
//!
//! Every level is limited by depth and nodes, so it plays the same turn on a
//! slow phone and a fast desktop; the wall-clock cap only bites on a device
//! far slower than expected, to keep the wait under about two seconds.

use std::time::Duration;

use super::eval::Knowledge;
use super::limits::SearchLimits;
use super::tt::TableSize;
use crate::level::Level;

/// The wall-clock cap of every level's turn. The node limits below take at
/// most about a third of it on a mid-range phone.
pub const LEVEL_TIME_CAP: Duration = Duration::from_millis(1500);

/// Expert's nodes on an ordinary turn, and the most it stretches to on a
/// turn whose search keeps changing its mind (see `spend.rs`). On average
/// it spends about what the fixed 400 000 nodes of the first engine did.
const EXPERT_TARGET: u64 = 200_000;
const EXPERT_CAP: u64 = 1_600_000;
/// Expert's own wall-clock cap: a stretched turn stays under a second
/// here; on a phone the cap, not the node cap, ends its longest turns.
const EXPERT_TIME_CAP: Duration = Duration::from_millis(950);

/// The time a hint may take.
pub const HINT_TIME: Duration = Duration::from_millis(1000);

/// How a level plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub limits: SearchLimits,
    /// Chance of throwing the turn away: a uniformly random legal turn.
    pub random_turn: f64,
    /// Chance, per turn, of not seeing past the first take of any run (its
    /// own and the opponent's) for the whole of that turn's thinking. Applies
    /// under optional takes only: under forced takes a run must be finished.
    pub short_sight: f64,
    /// Amplitude of the seeded noise added to every evaluation (1 piece = 100),
    /// so a level does not always prefer the same of two similar turns.
    pub noise: i32,
    /// Which evaluation terms the level knows.
    pub knowledge: Knowledge,
    /// Transposition table size.
    pub table: TableSize,
}

impl Style {
    pub fn of(level: Level) -> Style {
        match level {
            // Looks at its turn and the reply, often misses a second take,
            // and throws away about one turn in four.
            Level::Easy => Style {
                limits: limits(2, 20_000),
                random_turn: 0.25,
                short_sight: 0.5,
                noise: 60,
                knowledge: Knowledge::Material,
                table: const { table_mib(1) },
            },
            // Three turns ahead, like the published "hard" levels of other
            // apps (it scores about even against `Baseline`), with some
            // noise, a second take missed in one turn of five and one turn
            // in about seventeen thrown away: a fair fight.
            Level::Medium => Style {
                limits: limits(3, 60_000),
                random_turn: 0.06,
                short_sight: 0.2,
                noise: 30,
                knowledge: Knowledge::Basic,
                table: const { table_mib(2) },
            },
            // Six turns ahead and the full evaluation: punishes every loose
            // piece. About one turn in forty is still thrown away, which is
            // what lets a strong player (and Expert) beat it.
            Level::Hard => Style {
                limits: limits(6, 60_000),
                random_turn: 0.025,
                short_sight: 0.04,
                noise: 15,
                knowledge: Knowledge::Full,
                table: const { table_mib(8) },
            },
            // Everything it has, within a phone's patience: about 0.15 s
            // here, under a second on a mid-range phone.
            Level::Expert => Style {
                limits: SearchLimits {
                    target: Some(EXPERT_TARGET),
                    movetime: Some(EXPERT_TIME_CAP),
                    ..limits(64, EXPERT_CAP)
                },
                random_turn: 0.0,
                short_sight: 0.0,
                noise: 0,
                knowledge: Knowledge::Full,
                table: const { table_mib(16) },
            },
        }
    }

    /// Full strength for the hint button: no noise, no oversights, a short time.
    pub fn hint() -> Style {
        Style {
            limits: SearchLimits {
                depth: None,
                nodes: Some(2_000_000),
                movetime: Some(HINT_TIME),
                target: None,
            },
            ..Style::of(Level::Expert)
        }
    }

    /// This style with other limits (for `sholo serve --depth/--movetime`).
    pub fn with_limits(self, limits: SearchLimits) -> Style {
        Style { limits, ..self }
    }
}

/// A table size the levels use, checked when the crate is built.
const fn table_mib(mib: u32) -> TableSize {
    match TableSize::from_mib(mib) {
        Some(size) => size,
        None => panic!("a level's table is 1 to TableSize::MAX_MIB MiB"),
    }
}

fn limits(depth: u32, nodes: u64) -> SearchLimits {
    SearchLimits {
        depth: Some(depth),
        nodes: Some(nodes),
        movetime: Some(LEVEL_TIME_CAP),
        target: None,
    }
}
