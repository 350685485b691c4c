//! The computer opponent.
//!
//! [`Bot`] plays a [`Level`]: it searches the game (iterative-deepening
//! alpha-beta over whole turns, see `search`), judges positions with what this
//! game teaches (`eval`), and makes the mistakes its level is meant to make
//! (`levels`). Where the endgame tables hold the position it plays them
//! perfectly, and the search takes their exact values at its nodes
//! (`endgame`). A bot is a pure function of its level, its seed and the game,
//! apart from wall-clock cut-offs on a device far slower than expected, so a
//! game and a bug report replay exactly.
//!
//! [`Baseline`] is the fixed measuring stick that `sholo arena` plays against.

mod baseline;
mod dice;
mod endgame;
mod eval;
mod levels;
mod limits;
mod mistakes;
mod ordering;
mod search;
mod sharpness;
mod spend;
mod tt;

use std::sync::atomic::AtomicBool;

pub use baseline::Baseline;
pub use dice::Dice;
pub use endgame::{judge_turns, Judged, TABLE_WIN};
pub use eval::{evaluate, HuntFeatures, Knowledge, Terms, Weights, HUNT_FEATURES, TERMS, WEIGHTS};
pub use levels::{Style, HINT_TIME, LEVEL_TIME_CAP};
pub use limits::SearchLimits;
pub use search::{is_result, result_distance, WIN};

use search::CONTEMPT;

use search::Setup;
pub use tt::TableSize;

use tt::Table;

use crate::board::Point;
use crate::game::Game;
use crate::hops::carrying_on;
use crate::level::Level;
use crate::rules::Taking;
use crate::turn::Turn;

/// The table of a review's searches: small, since it is cleared for every
/// position of the game and each search is short.
const REVIEW_TABLE: TableSize = match TableSize::from_mib(2) {
    Some(size) => size,
    None => panic!("2 MiB is a table size"),
};

/// A turn the bot chose, with what the search knew about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub turn: Turn,
    /// For the side that plays the turn, in hundredths of a piece; beyond
    /// ±19 000 a forced result ([`is_result`]): `WIN - n` wins in `n` turns.
    pub score: i32,
    /// Deepest full iteration, in turns (0 for a thrown-away or only turn).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// The computer player. Owns its transposition table (allocated on first use,
/// at most 16 MiB).
#[derive(Debug)]
pub struct Bot {
    style: Style,
    seed: u64,
    table: Option<Table>,
}

impl Bot {
    pub fn new(level: Level, seed: u64) -> Bot {
        Bot::with_style(Style::of(level), seed)
    }

    /// A bot playing any style (for tools: `sholo serve --depth`, tuning).
    pub fn with_style(style: Style, seed: u64) -> Bot {
        Bot {
            style,
            seed,
            table: None,
        }
    }

    /// The turn to play for the side to move in `game` (`None` if the game is
    /// over, or `cancel` was set before any turn was found).
    ///
    /// A pure function of (level, seed, game) but for the wall-clock cap: the
    /// dice are rolled from the seed, the position's key and the turn number,
    /// and the table is cleared first. Polls `cancel` every few hundred nodes.
    pub fn choose(&mut self, game: &Game, cancel: &AtomicBool) -> Option<Choice> {
        if game.is_over() {
            return None;
        }
        let pos = game.position();
        let mut dice = Dice::for_decision(self.seed, pos.key(), pos.turn_number());
        if dice.chance(self.style.glance) {
            let turn = mistakes::at_a_glance(game, self.style.noise, &mut dice)?;
            return Some(Choice {
                turn,
                score: 0,
                depth: 0,
                nodes: 0,
            });
        }
        let setup = Setup {
            limits: self.style.limits,
            knowledge: self.style.knowledge,
            noise: self.style.noise,
            noise_seed: dice.next_u64(),
            short_sight: game.rules().taking == Taking::Optional
                && dice.chance(self.style.short_sight),
            contempt: CONTEMPT,
            sharpness: self.style.sharpness,
            score_only_turn: false,
        };
        let choice = self.think(game, &[], &setup, self.style.table, cancel)?;
        if dice.chance(self.style.misjudged_run) {
            if let Some(turn) = mistakes::misjudged_run(game, &choice.turn, &mut dice) {
                return Some(Choice { turn, ..choice });
            }
        }
        Some(choice)
    }

    /// A bot that only gives hints: a hint reads no seed and no level, so
    /// none is asked for.
    pub fn for_hints() -> Bot {
        Bot::with_style(Style::hint(), 0)
    }

    /// The strongest turn for the side to move, for the hint button: full
    /// strength, no mistakes, about a second at most. Any bot can hint; the
    /// hint ignores its level and seed.
    pub fn hint(&mut self, game: &Game, cancel: &AtomicBool) -> Option<Choice> {
        self.hint_carrying_on(game, &[], cancel)
    }

    /// The strongest turn that carries on `run`, a run of takes in progress
    /// (its start point and the landings so far), for a hint in the middle
    /// of one: it takes on, or (under optional takes) it is the run itself,
    /// stopped here. An empty run is [`Bot::hint`]. `None` if no turn
    /// carries the run on.
    pub fn hint_carrying_on(
        &mut self,
        game: &Game,
        run: &[Point],
        cancel: &AtomicBool,
    ) -> Option<Choice> {
        let style = Style::hint();
        let setup = Setup {
            limits: style.limits,
            knowledge: style.knowledge,
            noise: 0,
            noise_seed: 0,
            short_sight: false,
            contempt: CONTEMPT,
            sharpness: style.sharpness,
            score_only_turn: false,
        };
        self.think(game, run, &setup, style.table, cancel)
    }

    /// The best turn and the position's score for the side to move, for a
    /// game review: Expert's knowledge without noise or contempt (a draw is
    /// worth 0 to both sides, so a score before a turn and the negated score
    /// after it compare), searched even when only one turn is legal.
    pub fn review(
        &mut self,
        game: &Game,
        limits: SearchLimits,
        cancel: &AtomicBool,
    ) -> Option<Choice> {
        let style = Style::of(Level::Expert);
        let setup = Setup {
            limits,
            knowledge: style.knowledge,
            noise: 0,
            noise_seed: 0,
            short_sight: false,
            contempt: 0,
            sharpness: 0,
            score_only_turn: true,
        };
        self.think(game, &[], &setup, REVIEW_TABLE, cancel)
    }

    fn think(
        &mut self,
        game: &Game,
        run: &[Point],
        setup: &Setup,
        table_size: TableSize,
        cancel: &AtomicBool,
    ) -> Option<Choice> {
        // Perfect play where the endgame tables hold the position: the
        // search only picks among the turns that keep a drawn position drawn.
        if setup.knowledge == Knowledge::Full {
            let judged = if run.is_empty() {
                endgame::judge_turns(game)
            } else {
                endgame::judge(game, carrying_on(&game.legal_turns(), run))
            };
            if let Some(judged) = judged {
                let searched = match judged.first().map(|j| j.value) {
                    Some(crate::tablebase::Value::Draw) => {
                        self.search(game, run, setup, table_size, cancel)
                    }
                    _ => None,
                };
                return endgame::choose(&judged, searched);
            }
        }
        self.search(game, run, setup, table_size, cancel)
    }

    fn search(
        &mut self,
        game: &Game,
        run: &[Point],
        setup: &Setup,
        table_size: TableSize,
        cancel: &AtomicBool,
    ) -> Option<Choice> {
        let table = self.table_of(table_size);
        let found = search::search(game, run, setup, table, cancel)?;
        Some(Choice {
            turn: found.turn,
            score: found.score,
            depth: found.depth,
            nodes: found.nodes,
        })
    }

    /// The table, at exactly the size asked for (a table of another size could
    /// change the choice, and a choice must not depend on earlier calls).
    fn table_of(&mut self, size: TableSize) -> &mut Table {
        if !self.table.as_ref().is_some_and(|t| t.has_size(size)) {
            self.table = Some(Table::with_size(size));
        }
        self.table.as_mut().expect("made above")
    }
}
