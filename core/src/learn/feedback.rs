//! How a turn went, in words: what the other side's answer to a wrong turn
//! does and which piece falls (even when the answer itself takes nothing),
//! and after a success the line that turns the idea into pieces, as a
//! puzzle site plays it out. Each is a [`Prompt`] the shells word from the
//! same texts as the lessons; points and turns are given in notation.

use super::material::{balance, line};
use super::{Goal, Prompt};
use crate::game::Game;
use crate::notation::format_turn;
use crate::position::Position;
use crate::side::Side;
use crate::turn::Turn;

/// How far ahead a quiet answer's threat is looked for: the person's turn,
/// the answer's take, and the takes left hanging after it.
const THREAT_PLIES: u32 = 4;
/// How far a success's line is played out at most (a puzzle has no depth
/// of its own to go by).
const LINE_PLIES: u32 = 5;

/// Why a wrong turn did not do the job. `game` is the game after it, and
/// `reply` the other side's answer (`None`: the turn ended the game).
pub fn wrong_turn(goal: &Goal, game: &Game, reply: Option<&Turn>) -> Prompt {
    // A wrong turn can end the game only in a draw (the quiet limit,
    // threefold): taking the last piece or shutting in would have done it.
    let Some(reply) = reply else {
        return Prompt::new("drill.wrong.drawn");
    };
    let replier = game.position().side_to_move();
    let who = side_arg(replier);
    let answer = format_turn(reply);
    if reply.is_capture() {
        return match reply.capture_count() {
            1 => Prompt::with_args("drill.wrong.take", vec![who, answer, points(reply)]),
            n => Prompt::with_args(
                "drill.wrong.takes",
                vec![who, answer, n.to_string(), points(reply)],
            ),
        };
    }
    let taking = game.rules().taking;
    let after = game.position().after(reply);
    if !game.is_over() && balance(&after, taking, THREAT_PLIES) < material(&after) {
        let line = line(&after, taking, THREAT_PLIES);
        // The person moves first in the line: the answer's side plays the odd turns.
        if let Some(i) = (1..line.len()).step_by(2).find(|&i| line[i].is_capture()) {
            let key = if line[i].capture_count() == 1 {
                "drill.wrong.threat"
            } else {
                "drill.wrong.threats"
            };
            return Prompt::with_args(
                key,
                vec![
                    who,
                    answer,
                    standing_now(&line[..=i]),
                    notation(&line[..=i]),
                ],
            );
        }
    }
    let key = match goal {
        Goal::WinEnding | Goal::KeepWin => "drill.wrong.ending",
        Goal::Hold => "drill.wrong.lost",
        Goal::ShutIn => "drill.wrong.free",
        Goal::Draw => "drill.wrong.goes_on",
        Goal::Take { .. } => "drill.wrong.no_take",
        Goal::TakeMost => "drill.wrong.short",
        Goal::Step | Goal::Best { .. } | Goal::OneOf(_) => "drill.wrong.less",
    };
    Prompt::with_args(key, vec![who, answer])
}

/// The line a solved exercise's turn begins, played out to its gain: the
/// turn and best play after it up to the last take (`None` when nothing
/// more is taken, or the line gains nothing: the turn was the whole point). `before` is the game the
/// turn was played in.
pub fn solved_line(goal: &Goal, before: &Game, turn: &Turn) -> Option<Prompt> {
    let plies = match goal {
        Goal::Best { plies } => plies.saturating_sub(1),
        Goal::OneOf(_) => LINE_PLIES - 1,
        _ => return None,
    };
    let start = before.position();
    let after = start.after(turn);
    let mut whole = vec![*turn];
    whole.extend(line(&after, before.rules().taking, plies));
    // Shown only when there is more than the turn and it ends in a gain: a
    // line that trades one for one teaches nothing the turn did not.
    let end = whole.iter().fold(*start, |pos, t| pos.after(t));
    let mover = start.side_to_move();
    let lead = |pos: &Position| pos.count(mover) as i32 - pos.count(mover.other()) as i32;
    (whole.len() > 1 && lead(&end) > lead(start))
        .then(|| Prompt::with_args("drill.line", vec![notation(&whole)]))
}

/// The side to move's pieces less the other side's.
fn material(pos: &Position) -> i32 {
    let side = pos.side_to_move();
    pos.count(side) as i32 - pos.count(side.other()) as i32
}

fn side_arg(side: Side) -> String {
    match side {
        Side::Red => "red",
        Side::White => "white",
    }
    .to_string()
}

/// The points a turn takes from: "c5, d6".
fn points(turn: &Turn) -> String {
    turn.captured()
        .iter()
        .map(|p| p.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where the pieces the last turn of `line` takes stand now, before the
/// line: the person's turns in it (the even ones) may have moved them there.
fn standing_now(line: &[Turn]) -> String {
    let Some((last, before)) = line.split_last() else {
        return String::new();
    };
    last.captured()
        .iter()
        .map(|taken| {
            let mut point = taken;
            for turn in before.iter().step_by(2).rev() {
                if turn.to() == point {
                    point = turn.from();
                }
            }
            point.name()
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Turns in notation, one after another: "c4xc6 d7-d6".
fn notation(turns: &[Turn]) -> String {
    turns.iter().map(format_turn).collect::<Vec<_>>().join(" ")
}
