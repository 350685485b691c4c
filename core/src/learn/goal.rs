//! What an exercise asks for, and the judge of a person's turn against it.

use super::material::{gain, ordered_turns};
use crate::bot::judge_turns;
use crate::game::Game;
use crate::rules::EndReason;
use crate::tablebase::Value;
use crate::turn::Turn;

/// What a turn must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Any step (a turn that takes nothing).
    Step,
    /// Take at least this many pieces in the turn.
    Take { at_least: u32 },
    /// Take as many pieces as any turn can (the longest run there is).
    TakeMost,
    /// Come out as well in pieces as the best turn does, `plies` turns deep
    /// (the turn and the best replies): stop a run where it is not taken
    /// back, refuse an offer, keep a pair, trade when ahead.
    Best { plies: u32 },
    /// Leave the other side without a legal turn.
    ShutIn,
    /// End the game in a draw now (the quiet limit, threefold repetition).
    Draw,
    /// Win the game against the computer; every turn must keep the win the
    /// endgame tables see (or, past them, the best material).
    WinEnding,
    /// One turn that keeps the win the endgame tables see (past them, the
    /// best material): done at once, with no hunt after it. For a choice
    /// the tables settle (which of two takes wins; a take before the quiet
    /// limit).
    KeepWin,
    /// One turn as good as the best by the endgame tables (past them, by
    /// material): where every other turn loses, the one that holds the draw.
    Hold,
    /// A puzzle: one of these turns, or any turn to the same position.
    OneOf(Vec<Turn>),
}

/// The judge's word on a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The exercise is done.
    Done,
    /// The turn keeps to the goal; the other side replies and play goes on.
    GoOn,
    /// The turn does not do the job: the other side's reply shows why.
    Wrong,
}

/// How deep a `WinEnding` looks at material past the endgame tables.
const ENDING_PLIES: u32 = 4;

impl Goal {
    /// Judges `turn`, played by the side to move in `before` (`after` is the
    /// game once it was played).
    pub fn judge(&self, before: &Game, turn: &Turn, after: &Game) -> Verdict {
        let mover = before.position().side_to_move();
        let done = |ok: bool| if ok { Verdict::Done } else { Verdict::Wrong };
        match self {
            Goal::Step => done(!turn.is_capture()),
            Goal::Take { at_least } => done(turn.capture_count() >= *at_least),
            Goal::TakeMost => {
                let most = before
                    .legal_turns()
                    .iter()
                    .map(Turn::capture_count)
                    .max()
                    .unwrap_or(0);
                done(turn.capture_count() == most)
            }
            Goal::Best { plies } => {
                done(best_turns(before, *plies).contains(&after_key(before, turn)))
            }
            Goal::ShutIn => done(
                after
                    .outcome()
                    .is_some_and(|o| o.winner == Some(mover) && o.reason == EndReason::ShutIn),
            ),
            Goal::Draw => done(after.outcome().is_some_and(|o| o.winner.is_none())),
            Goal::WinEnding | Goal::KeepWin => {
                if after.outcome().is_some_and(|o| o.winner == Some(mover)) {
                    return Verdict::Done;
                }
                if after.is_over() {
                    return Verdict::Wrong;
                }
                match (keeps_win(before, turn), self) {
                    (false, _) => Verdict::Wrong,
                    (true, Goal::KeepWin) => Verdict::Done,
                    (true, _) => Verdict::GoOn,
                }
            }
            Goal::Hold => done(holds(before, turn)),
            Goal::OneOf(solutions) => {
                let key = after_key(before, turn);
                done(solutions.iter().any(|s| after_key(before, s) == key))
            }
        }
    }

    /// A turn that does the job in `game`, for the hint (its piece) and the
    /// solution played out; `None` if no turn does.
    pub fn example(&self, game: &Game) -> Option<Turn> {
        if let Goal::OneOf(solutions) = self {
            return solutions.first().copied();
        }
        if let (Goal::WinEnding | Goal::KeepWin | Goal::Hold, Some(judged)) =
            (self, judge_turns(game))
        {
            return judged.first().map(|j| j.turn);
        }
        let mut turns = game.distinct_turns();
        turns.sort_by_key(|t| std::cmp::Reverse(t.capture_count()));
        turns.into_iter().find(|turn| {
            let mut after = game.clone();
            after.play(turn).is_ok() && self.judge(game, turn, &after) != Verdict::Wrong
        })
    }
}

/// Whether `turn` keeps the win the endgame tables see in `before` (past
/// them, or with no win to keep: whether it is among the best by material).
fn keeps_win(before: &Game, turn: &Turn) -> bool {
    match judge_turns(before) {
        Some(judged) if judged.iter().any(|j| matches!(j.value, Value::Win(_))) => {
            judged.iter().any(|j| {
                matches!(j.value, Value::Win(_))
                    && after_key(before, &j.turn) == after_key(before, turn)
            })
        }
        _ => best_turns(before, ENDING_PLIES).contains(&after_key(before, turn)),
    }
}

/// Whether `turn` is worth as much as the best turn by the endgame tables
/// (a win, a draw or a loss, however long), or past them by material.
fn holds(before: &Game, turn: &Turn) -> bool {
    let rank = |value: &Value| match value {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    };
    match judge_turns(before) {
        Some(judged) => {
            let best = judged.iter().map(|j| rank(&j.value)).max();
            judged.iter().any(|j| {
                Some(rank(&j.value)) == best
                    && after_key(before, &j.turn) == after_key(before, turn)
            })
        }
        None => best_turns(before, ENDING_PLIES).contains(&after_key(before, turn)),
    }
}

/// Which position a turn leads to: two turns to the same position are the
/// same turn to the judge (a run's paths may differ).
fn after_key(before: &Game, turn: &Turn) -> u64 {
    before.position().after(turn).key()
}

/// The positions the best turns by material lead to, `plies` deep.
fn best_turns(game: &Game, plies: u32) -> Vec<u64> {
    let pos = game.position();
    let taking = game.rules().taking;
    let scored: Vec<(i32, u64)> = ordered_turns(pos, taking)
        .iter()
        .map(|t| (gain(pos, taking, t, plies), pos.after(t).key()))
        .collect();
    let best = scored.iter().map(|s| s.0).max().unwrap_or(0);
    scored
        .into_iter()
        .filter(|s| s.0 == best)
        .map(|s| s.1)
        .collect()
}
