//! Playing a turn one hop at a time, as a touch screen does: pick up a piece,
//! step or take, take again, stop. Legality comes from the full list of legal
//! turns, so a partly played run is legal exactly when it is the start of one.

use crate::board::Point;
use crate::rules::Taking;
use crate::turn::{Hop, Turn};

/// One place a piece may go next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HopTarget {
    pub to: Point,
    /// The point whose piece this hop removes (a take), or `None` (a step).
    pub taken: Option<Point>,
}

/// The first hops of the piece on `from` among `turns` (the legal turns now).
pub fn first_hops(turns: &[Turn], from: Point) -> Vec<HopTarget> {
    next_hops(turns, &[from])
}

/// The hops that continue `path` (a start point and the landings so far)
/// towards some legal turn. For a path of more than one point these are takes.
pub fn next_hops(turns: &[Turn], path: &[Point]) -> Vec<HopTarget> {
    let mut targets: Vec<HopTarget> = Vec::new();
    for turn in turns {
        let full = turn.path();
        if full.len() > path.len() && turn.continues(path) {
            let at = path[path.len() - 1];
            let to = full[path.len()];
            let taken = if turn.is_capture() {
                at.jump_over(to)
            } else {
                None
            };
            let target = HopTarget { to, taken };
            if !targets.contains(&target) {
                targets.push(target);
            }
        }
    }
    targets
}

/// The turns among `turns` that carry on `run` (a start point and the
/// landings so far): the ways to go on, and the run itself where it may stop.
pub(crate) fn carrying_on(turns: &[Turn], run: &[Point]) -> Vec<Turn> {
    turns.iter().copied().filter(|t| t.continues(run)).collect()
}

/// The legal turn that is exactly `path` (a place where the player may stop).
pub fn turn_with_path(turns: &[Turn], path: &[Point]) -> Option<Turn> {
    turns.iter().find(|t| t.path() == path).copied()
}

/// The pieces of the side to move that have any legal turn.
pub fn movable_pieces(turns: &[Turn]) -> Vec<Point> {
    let mut pieces: Vec<Point> = turns.iter().map(Turn::from).collect();
    pieces.sort_unstable();
    pieces.dedup();
    pieces
}

/// What playing a hop led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HopOutcome {
    /// The turn is complete: play it. `hops` lists every hop, starting with the
    /// one asked for (a forced single continuation plays itself).
    Complete { turn: Turn, hops: Vec<Hop> },
    /// The run goes on from the end of `path` (start point and landings).
    Running { path: Vec<Point>, hops: Vec<Hop> },
}

/// Why a hop was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HopError {
    #[error("only the running piece may move until the run ends")]
    NotTheRunningPiece,
    #[error("{from} cannot go to {to}")]
    NoSuchHop { from: Point, to: Point },
    #[error("the run must go on while a take is left")]
    RunMustGoOn,
}

/// Plays the hop `from` → `to`, given the legal turns now and the run in
/// progress (its start point and landings), if any.
///
/// A step completes the turn. After a take the run goes on while the piece can
/// take again; under forced takes a single possible continuation is played
/// at once, and the run completes when no take is left.
pub fn play_hop(
    turns: &[Turn],
    taking: Taking,
    run: Option<&[Point]>,
    from: Point,
    to: Point,
) -> Result<HopOutcome, HopError> {
    let mut path = match run {
        Some(path) if path.last() == Some(&from) => path.to_vec(),
        Some(_) => return Err(HopError::NotTheRunningPiece),
        None => vec![from],
    };
    let target = next_hops(turns, &path)
        .into_iter()
        .find(|t| t.to == to)
        .ok_or(HopError::NoSuchHop { from, to })?;
    let mut hops = vec![Hop {
        from,
        to,
        taken: target.taken,
    }];
    path.push(to);
    loop {
        let next = next_hops(turns, &path);
        if next.is_empty() {
            let turn =
                turn_with_path(turns, &path).expect("a hop with no continuation ends a legal turn");
            return Ok(HopOutcome::Complete { turn, hops });
        }
        if taking == Taking::Forced && next.len() == 1 {
            let at = path[path.len() - 1];
            hops.push(Hop {
                from: at,
                to: next[0].to,
                taken: next[0].taken,
            });
            path.push(next[0].to);
            continue;
        }
        return Ok(HopOutcome::Running { path, hops });
    }
}

/// The turn that ends the run in progress here (End turn), if stopping is allowed.
pub fn end_run(turns: &[Turn], taking: Taking, path: &[Point]) -> Result<Turn, HopError> {
    match turn_with_path(turns, path) {
        Some(turn) if taking == Taking::Optional => Ok(turn),
        _ => Err(HopError::RunMustGoOn),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movegen::legal_turns;
    use crate::position_text::parse_position;

    fn p(name: &str) -> Point {
        Point::from_name(name).unwrap()
    }

    #[test]
    fn a_run_waits_then_ends_or_goes_on() {
        let pos = parse_position("3/3/2w2/w4/2w2/2r2/5/3/3 r").unwrap();
        let turns = legal_turns(&pos, Taking::Optional);
        let first = play_hop(&turns, Taking::Optional, None, p("c4"), p("c6")).unwrap();
        let HopOutcome::Running { path, hops } = first else {
            panic!("the run goes on")
        };
        assert_eq!(
            hops,
            vec![Hop {
                from: p("c4"),
                to: p("c6"),
                taken: Some(p("c5"))
            }]
        );
        assert_eq!(
            end_run(&turns, Taking::Optional, &path).unwrap().path(),
            vec![p("c4"), p("c6")]
        );
        assert_eq!(
            play_hop(&turns, Taking::Optional, Some(&path), p("a6"), p("a5")),
            Err(HopError::NotTheRunningPiece)
        );
        let done = play_hop(&turns, Taking::Optional, Some(&path), p("c6"), p("c8")).unwrap();
        assert!(matches!(done, HopOutcome::Complete { turn, .. } if turn.capture_count() == 2));
    }

    #[test]
    fn forced_runs_play_their_only_continuation() {
        let pos = parse_position("3/3/2w2/w4/2w2/2r2/5/3/3 r").unwrap();
        let turns = legal_turns(&pos, Taking::Forced);
        assert_eq!(
            play_hop(&turns, Taking::Forced, None, p("c4"), p("d4")),
            Err(HopError::NoSuchHop {
                from: p("c4"),
                to: p("d4")
            })
        );
        let HopOutcome::Complete { turn, hops } =
            play_hop(&turns, Taking::Forced, None, p("c4"), p("c6")).unwrap()
        else {
            panic!("a single continuation completes the run")
        };
        assert_eq!(hops.len(), 2);
        assert_eq!(crate::notation::format_turn(&turn), "c4xc6xc8");
        assert_eq!(
            end_run(&turns, Taking::Forced, &[p("c4"), p("c6")]),
            Err(HopError::RunMustGoOn)
        );
    }
}
