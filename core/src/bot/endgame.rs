//! The endgame tables in the bot: perfect play at the root, exact values at
//! the search's leaves.
//!
//! The tables are for the 80-turn quiet rule; under the 60/40 rules (where
//! the quiet limit gives the game to the side with more pieces) their values
//! do not hold and the bot searches as before. Repetition is not in the
//! tables: at the root every turn is played out on a copy of the game, so a
//! turn that repeats a position for the third time is scored a draw; in the
//! search, repetition is checked before the tables are probed.

use super::eval::Knowledge;
use super::search::WIN;
use super::Choice;
use crate::game::Game;
use crate::position::Position;
use crate::rules::{QuietRule, Rules};
use crate::side::Side;
use crate::tablebase::{Tablebase, Value};
use crate::turn::Turn;

/// A table win in `n` turns to the next take scores `TABLE_WIN - n` (less
/// the ply inside the search): above any evaluation, below a game won
/// within the search's sight.
pub const TABLE_WIN: i32 = 25_000;

/// The tables for this game's rules, if they apply.
fn tables_for(rules: Rules) -> Option<&'static Tablebase> {
    (rules.quiet == QuietRule::Draw80).then(|| Tablebase::active(rules.taking))
}

/// Whether the tables hold this position.
fn covers(tables: &Tablebase, pos: &Position) -> bool {
    let pieces = (pos.count(Side::Red) + pos.count(Side::White)) as usize;
    pieces <= tables.max_pieces() && pos.count(Side::Red) > 0 && pos.count(Side::White) > 0
}

/// The score of a position inside the search, for the side to move, if the
/// tables hold it: a win or loss by its distance, a draw as `draw`.
pub(super) fn leaf_score(
    rules: Rules,
    knowledge: Knowledge,
    pos: &Position,
    ply: usize,
    draw: i32,
) -> Option<i32> {
    if knowledge != Knowledge::Full {
        return None;
    }
    let tables = tables_for(rules)?;
    if !covers(tables, pos) {
        return None;
    }
    let value = tables.probe(pos, rules.taking).ok()?;
    let sure = |n: u32| TABLE_WIN - ply as i32 - n as i32;
    Some(match value {
        Value::Win(n) => sure(n),
        Value::Loss(n) => -sure(n),
        Value::Draw => draw,
    })
}

/// A root turn with what the tables say it leads to for the side playing it.
#[derive(Clone, Copy, Debug)]
pub struct Judged {
    pub turn: Turn,
    pub value: Value,
    /// Among turns of equal value, the higher first: a turn that ends the
    /// game, then the next phase's distance (after a take), shorter for a
    /// win and longer for a loss.
    tie_break: i64,
    /// Whether the turn ends the game.
    ends_game: bool,
}

impl Judged {
    /// Larger is better for the side to move.
    fn key(&self) -> (u8, i64, i64) {
        match self.value {
            Value::Win(n) => (2, -i64::from(n), self.tie_break),
            Value::Draw => (1, 0, 0),
            Value::Loss(n) => (0, i64::from(n), self.tie_break),
        }
    }

    /// The score a [`Choice`] carries for this value.
    pub fn score(&self) -> i32 {
        if self.ends_game {
            // As the search scores a game it sees won (or drawn) in one turn.
            return if self.value == Value::Draw {
                0
            } else {
                WIN - 1
            };
        }
        match self.value {
            Value::Win(n) => TABLE_WIN - n as i32,
            Value::Draw => 0,
            Value::Loss(n) => -(TABLE_WIN - n as i32),
        }
    }
}

/// Every turn of `game` judged by the tables, best first (stable: equal
/// turns keep their generation order), if the tables cover the position.
pub fn judge_turns(game: &Game) -> Option<Vec<Judged>> {
    judge(game, game.distinct_turns())
}

/// `turns` of `game` judged by the tables, best first, if they cover it.
pub(super) fn judge(game: &Game, turns: Vec<Turn>) -> Option<Vec<Judged>> {
    let rules = game.rules();
    let tables = tables_for(rules)?;
    if game.is_over() || !covers(tables, game.position()) {
        return None;
    }
    let mut judged = Vec::new();
    for turn in turns {
        let mut after = game.clone();
        after.play(&turn).ok()?;
        let (value, tie_break) = match after.outcome() {
            Some(outcome) => match outcome.winner {
                Some(_) => (Value::Win(1), 1),
                None => (Value::Draw, 0),
            },
            None => {
                let next = tables.probe(after.position(), rules.taking).ok()?;
                let taken = turn.is_capture();
                let turns = |n: u32| if taken { 1 } else { n + 1 };
                match next {
                    Value::Win(n) => (Value::Loss(turns(n)), if taken { i64::from(n) } else { 0 }),
                    Value::Loss(n) => (Value::Win(turns(n)), if taken { -i64::from(n) } else { 0 }),
                    Value::Draw => (Value::Draw, 0),
                }
            }
        };
        judged.push(Judged {
            turn,
            value,
            tie_break,
            ends_game: after.is_over(),
        });
    }
    judged.sort_by_key(|j| std::cmp::Reverse(j.key()));
    Some(judged)
}

/// The turn to play from a position the tables cover: the best judged turn;
/// in a drawn position, `searched` (the search's choice) if it keeps the
/// draw, else the first turn that does.
pub(super) fn choose(judged: &[Judged], searched: Option<Choice>) -> Option<Choice> {
    let best = *judged.first()?;
    let pick = |j: &Judged| Choice {
        turn: j.turn,
        score: j.score(),
        depth: 0,
        nodes: 0,
    };
    if best.value != Value::Draw {
        return Some(pick(&best));
    }
    let keeps_draw = |turn: &Turn| {
        judged
            .iter()
            .any(|j| j.value == Value::Draw && same_result(&j.turn, turn))
    };
    match searched {
        Some(choice) if keeps_draw(&choice.turn) => Some(Choice { score: 0, ..choice }),
        _ => Some(pick(&best)),
    }
}

/// Whether two turns lead to the same position (the search merges runs
/// that end on the same point having taken the same pieces).
fn same_result(a: &Turn, b: &Turn) -> bool {
    a.from() == b.from() && a.to() == b.to() && a.captured() == b.captured()
}
