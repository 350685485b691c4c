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
/// What a contact between the sides is worth to Expert when it is behind
/// at the root, in hundredths of a piece (docs/BOT.md, "Expert from behind").
const EXPERT_SHARPNESS: i32 = 16;

/// The time a hint may take.
pub const HINT_TIME: Duration = Duration::from_millis(1000);

/// How a level plays: how far it reads, what it knows, and the mistakes a
/// person of its strength makes. Every mistake is rolled from the bot's
/// seed, so a game replays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub limits: SearchLimits,
    /// Chance, per turn, of playing at a glance: the turn that looks best
    /// straight after it is played, without reading the reply. This is how
    /// a person leaves a piece loose or walks into a take.
    pub glance: f64,
    /// Chance, per turn, of not seeing past the first take of any run (its
    /// own and the opponent's) for the whole of that turn's thinking: the
    /// missed second take. Applies under optional takes only: under forced
    /// takes a run must be finished.
    pub short_sight: f64,
    /// Chance, when the chosen turn is a take, of stopping the run a take
    /// too early or going on a take too late, where the rules allow it.
    pub misjudged_run: f64,
    /// Amplitude of the seeded noise added to every evaluation (1 piece = 100),
    /// so a level does not always prefer the same of two similar turns.
    pub noise: i32,
    /// Which evaluation terms the level knows.
    pub knowledge: Knowledge,
    /// Hundredths of a piece each contact between the sides is worth to the
    /// level when it is behind at the root (`sharpness.rs`); 0: never.
    pub sharpness: i32,
    /// Transposition table size.
    pub table: TableSize,
}

impl Style {
    pub fn of(level: Level) -> Style {
        match level {
            // For someone who has just learned the moves: plays almost half
            // its turns at a glance and misses most second takes, but never
            // lost to random play (docs/BOT.md).
            Level::Learning => learner(2, 5_000, 0.45, 0.6, 0.3, 80, Knowledge::Material, 1),
            // Looks at its turn and the reply, but plays one turn in three
            // at a glance and misses a second take in half its turns.
            Level::Easy => learner(2, 20_000, 0.3, 0.5, 0.2, 60, Knowledge::Material, 1),
            Level::Casual => learner(2, 20_000, 0.2, 0.35, 0.15, 50, Knowledge::Basic, 1),
            Level::Steady => learner(3, 40_000, 0.16, 0.3, 0.1, 40, Knowledge::Basic, 2),
            // Three turns ahead, like the published "hard" levels of other
            // apps, with a second take missed in about one turn of five: a
            // fair fight.
            Level::Medium => learner(3, 60_000, 0.075, 0.22, 0.06, 30, Knowledge::Basic, 2),
            Level::Keen => learner(4, 60_000, 0.055, 0.14, 0.04, 25, Knowledge::Basic, 4),
            Level::Skilled => learner(5, 60_000, 0.045, 0.1, 0.03, 20, Knowledge::Full, 4),
            // Six turns ahead and the full evaluation: punishes every loose
            // piece, but one turn in forty is still played at a glance.
            Level::Hard => learner(6, 60_000, 0.025, 0.04, 0.02, 15, Knowledge::Full, 8),
            Level::Strong => learner(8, 120_000, 0.012, 0.02, 0.01, 8, Knowledge::Full, 8),
            // Everything it has, within a phone's patience: about 0.15 s
            // here, under a second on a mid-range phone.
            Level::Expert => Style {
                limits: SearchLimits {
                    target: Some(EXPERT_TARGET),
                    movetime: Some(EXPERT_TIME_CAP),
                    ..limits(64, EXPERT_CAP)
                },
                glance: 0.0,
                short_sight: 0.0,
                misjudged_run: 0.0,
                noise: 0,
                knowledge: Knowledge::Full,
                sharpness: EXPERT_SHARPNESS,
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

/// A level below Expert: its depth and nodes, its chances of a glance,
/// a missed second take and a misjudged run, its noise, its knowledge and
/// its table in MiB.
#[allow(clippy::too_many_arguments)]
const fn learner(
    depth: u32,
    nodes: u64,
    glance: f64,
    short_sight: f64,
    misjudged_run: f64,
    noise: i32,
    knowledge: Knowledge,
    table: u32,
) -> Style {
    Style {
        limits: limits(depth, nodes),
        glance,
        short_sight,
        misjudged_run,
        noise,
        knowledge,
        sharpness: 0,
        table: table_mib(table),
    }
}

const fn limits(depth: u32, nodes: u64) -> SearchLimits {
    SearchLimits {
        depth: Some(depth),
        nodes: Some(nodes),
        movetime: Some(LEVEL_TIME_CAP),
        target: None,
    }
}
