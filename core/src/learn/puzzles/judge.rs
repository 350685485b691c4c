//! What makes a puzzle true, and the checks `sholo puzzles verify` runs.
//!
//! A puzzle is kept only where its solutions are exactly the turns that do
//! what it claims: by the endgame tables where they hold the position (six
//! pieces with the terminal's tables, five with the built-in ones), past
//! them by the material search at the depth it was verified and again at
//! the depth it was found (the margin: a turn that stands out at one depth
//! only goes). Where the game can be won now, every turn that ends it is a
//! solution and the prompt says "now". Beside the truth, what a coach
//! would keep: no position lost whatever is played, no hold for a side
//! three or more pieces down, an ending claimed as the tables see it, a
//! solution that is the only take on the board only at the first
//! difficulty and in a small share of it, and themes as the position shows
//! them.

use super::generate::{
    asks_for_the_quickest_win, by_search, examine, table_rank, themes, Depth, Finding, DEEP, USUAL,
};
use super::rate;
use super::{Claim, Puzzle};
use crate::bot::judge_turns;
use crate::game::Game;
use crate::learn::material::ordered_turns;
use crate::tablebase::EMBEDDED_PIECES;
use crate::turn::Turn;
use std::collections::BTreeSet;

/// The most pieces the largest endgame tables there are hold (the
/// terminal's six-piece files): a puzzle with no more is an ending, and
/// claims what the tables would say of it (win, win now, keep the draw).
pub const TABLE_PIECES: usize = 6;
/// A side this many pieces down or more is not asked to hold: keeping the
/// last pieces of a lost game teaches nothing.
pub const FAR_BEHIND: u32 = 3;
/// At most one puzzle of difficulty 1 in this many may be the only take on
/// the board.
pub const ONLY_TAKE_SHARE: usize = 5;

/// Why a puzzle is not one a coach would keep.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    #[error("puzzle {0}: lost whatever is played (by the tables)")]
    Lost(u32),
    #[error("puzzle {0}: no single turn does what it claims")]
    NotUnique(u32),
    #[error("puzzle {0}: {1} turns do as well by the tables")]
    Several(u32, usize),
    #[error("puzzle {0}: the turn stands out at one depth only, not at both")]
    NoMargin(u32),
    #[error("puzzle {0}: the stored solutions are not the turns that do it")]
    WrongSolution(u32),
    #[error("puzzle {0}: the solution does {found:?}, the puzzle says {claimed:?}", found = .1, claimed = .2)]
    WrongClaim(u32, Claim, Claim),
    #[error("puzzle {0}: asks for the quickest of several wins")]
    QuickestWin(u32),
    #[error("puzzle {0}: asks a side {1} pieces down to hold")]
    HoldFarBehind(u32, u32),
    #[error("puzzle {0}: an ending of {1} pieces claims {2:?}, not what the tables would say")]
    NotAnEndingClaim(u32, usize, Claim),
    #[error("puzzle {0}: the solution is the only take on the board, at difficulty {1}")]
    OnlyTakeTooHard(u32, u8),
    #[error("puzzle {0}: themed {1}, the position shows {2}")]
    Themes(u32, String, String),
    #[error("the set: {0} of the {1} puzzles of difficulty 1 are the only take on the board (one in {ONLY_TAKE_SHARE} at most)")]
    TooManyOnlyTakes(usize, usize),
}

impl Fault {
    /// A short name of the kind of fault, for the figures.
    pub fn kind(&self) -> &'static str {
        match self {
            Fault::Lost(_) => "lost whatever is played",
            Fault::NotUnique(_) => "no single turn",
            Fault::Several(..) => "several turns (by the tables)",
            Fault::NoMargin(_) => "no margin",
            Fault::WrongSolution(_) => "another turn",
            Fault::WrongClaim(..) => "another claim",
            Fault::QuickestWin(_) => "quickest of several wins",
            Fault::HoldFarBehind(..) => "hold far behind",
            Fault::NotAnEndingClaim(..) => "ending not claimed as the tables see it",
            Fault::OnlyTakeTooHard(..) => "only take past difficulty 1",
            Fault::Themes(..) => "themes",
            Fault::TooManyOnlyTakes(..) => "too many only takes",
        }
    }
}

/// The depth a puzzle is judged at.
fn depth(puzzle: &Puzzle) -> Depth {
    if puzzle.deep {
        DEEP
    } else {
        USUAL
    }
}

/// Whether the puzzle's answer is the only take on the board: its first
/// solution takes, and every take there is leads where a solution leads
/// (one take, or a last piece that any take removes): no choice to make.
pub fn is_only_take(puzzle: &Puzzle) -> bool {
    let solved = leads_to(puzzle, &puzzle.solutions);
    puzzle.solutions[0].is_capture()
        && ordered_turns(&puzzle.position, puzzle.taking)
            .iter()
            .filter(|t| t.is_capture())
            .all(|t| solved.contains(&puzzle.position.after(t).key()))
}

/// What the rules of a good puzzle say against `puzzle`, without a search:
/// a hold far behind, an ending not claimed as the tables see it, an only
/// take past difficulty 1, themes the position does not show.
pub fn rule_fault(puzzle: &Puzzle) -> Option<Fault> {
    let id = puzzle.id;
    let pos = &puzzle.position;
    let mover = pos.side_to_move();
    let behind = pos.count(mover.other()).saturating_sub(pos.count(mover));
    if matches!(puzzle.claim, Claim::Hold | Claim::KeepDraw) && behind >= FAR_BEHIND {
        return Some(Fault::HoldFarBehind(id, behind));
    }
    let pieces = pos.occupied().len() as usize;
    if pieces <= TABLE_PIECES && matches!(puzzle.claim, Claim::WinPieces(_) | Claim::Hold) {
        return Some(Fault::NotAnEndingClaim(id, pieces, puzzle.claim));
    }
    if is_only_take(puzzle) && puzzle.difficulty > 1 {
        return Some(Fault::OnlyTakeTooHard(id, puzzle.difficulty));
    }
    let game = puzzle.exercise().start;
    let shown = themes(&game, &puzzle.solutions[0]);
    if shown != puzzle.themes {
        let names = |t: &[super::Theme]| {
            let names: Vec<&str> = t.iter().map(|t| t.name()).collect();
            format!("[{}]", names.join(","))
        };
        return Some(Fault::Themes(id, names(&puzzle.themes), names(&shown)));
    }
    None
}

/// What the tables say against the position where no single turn stands
/// out: lost whatever is played, or several turns as good.
fn table_fault(game: &Game, id: u32) -> Option<Fault> {
    let judged = judge_turns(game)?;
    let best = judged.iter().map(|j| table_rank(j.value)).max()?;
    let at_best = judged
        .iter()
        .filter(|j| table_rank(j.value) == best)
        .count();
    match best {
        0 => Some(Fault::Lost(id)),
        _ if at_best > 1 => Some(Fault::Several(id, at_best)),
        _ => None,
    }
}

/// The truth about the puzzle's position: by the tables where they hold it
/// (a position lost whatever is played is a fault), else by the search at
/// the puzzle's verify depth and again at its confirm depth.
pub fn truth(puzzle: &Puzzle) -> Result<Finding, Fault> {
    let game = puzzle.exercise().start;
    let depth = depth(puzzle);
    let Some(finding) = examine(&game, depth.verify) else {
        return Err(table_fault(&game, puzzle.id).unwrap_or(Fault::NotUnique(puzzle.id)));
    };
    if finding.by_tables || finding.claim == Claim::WinNow {
        return Ok(finding);
    }
    if examine(&game, depth.confirm).as_ref() != Some(&finding) {
        return Err(Fault::NoMargin(puzzle.id));
    }
    Ok(finding)
}

/// What the search alone says (at both depths), for an ending the
/// installed tables judge but the built-in ones do not: a run without the
/// large tables must pass too.
fn truth_without_large_tables(puzzle: &Puzzle) -> Result<Finding, Fault> {
    let game = puzzle.exercise().start;
    let depth = depth(puzzle);
    let turns = game.distinct_turns().len();
    let finding = by_search(&game, depth.verify, turns).ok_or(Fault::NotUnique(puzzle.id))?;
    if by_search(&game, depth.confirm, turns).as_ref() != Some(&finding) {
        return Err(Fault::NoMargin(puzzle.id));
    }
    Ok(finding)
}

/// Whether a puzzle claiming `stored` is borne out by a finding of `found`:
/// the same claim, or for an ending judged by the search (the large tables
/// not installed) a claim the search sees of a table's: winning material
/// in a won ending, losing none or winning some in a held draw.
fn agrees(stored: Claim, found: &Finding, pieces: usize) -> bool {
    stored == found.claim
        || (!found.by_tables
            && pieces <= TABLE_PIECES
            && matches!(
                (stored, found.claim),
                (Claim::WinGame, Claim::WinPieces(_))
                    | (Claim::KeepDraw, Claim::Hold | Claim::WinPieces(_))
            ))
}

/// The positions the turns lead to.
fn leads_to(puzzle: &Puzzle, turns: &[Turn]) -> BTreeSet<u64> {
    turns
        .iter()
        .map(|t| puzzle.position.after(t).key())
        .collect()
}

/// Checks a stored puzzle: the rules of a good puzzle, and its solutions
/// are exactly the turns that do what it claims.
pub fn verify(puzzle: &Puzzle) -> Result<(), Fault> {
    if let Some(fault) = rule_fault(puzzle) {
        return Err(fault);
    }
    verify_truth(puzzle)
}

/// Checks only that the puzzle's solutions are exactly the turns that do
/// what it claims (by the tables or the search), not the other rules.
pub fn verify_truth(puzzle: &Puzzle) -> Result<(), Fault> {
    let finding = truth(puzzle)?;
    check_finding(puzzle, &finding)
}

/// Whether `finding` bears out the puzzle's solutions and claim.
fn check_finding(puzzle: &Puzzle, finding: &Finding) -> Result<(), Fault> {
    let id = puzzle.id;
    if leads_to(puzzle, &puzzle.solutions) != leads_to(puzzle, &finding.solutions) {
        return Err(Fault::WrongSolution(id));
    }
    let pieces = puzzle.position.occupied().len() as usize;
    if !agrees(puzzle.claim, finding, pieces) {
        return Err(Fault::WrongClaim(id, finding.claim, puzzle.claim));
    }
    if asks_for_the_quickest_win(&puzzle.exercise().start, finding) {
        return Err(Fault::QuickestWin(id));
    }
    Ok(())
}

/// Checks the set as a whole: every puzzle, then the share of only takes.
pub fn verify_set(set: &[Puzzle]) -> Vec<Fault> {
    let mut faults: Vec<Fault> = set.iter().filter_map(|p| verify(p).err()).collect();
    faults.extend(only_take_share_fault(set));
    faults
}

fn only_take_share_fault(set: &[Puzzle]) -> Option<Fault> {
    let first = set.iter().filter(|p| p.difficulty == 1).count();
    let only = set.iter().filter(|p| is_only_take(p)).count();
    (only * ONLY_TAKE_SHARE > first).then_some(Fault::TooManyOnlyTakes(only, first))
}

/// The puzzle made true, or why it cannot be: its claim, solutions and
/// themes set to what the truth says, rated again where its solutions
/// changed (or always, with `rerate`: the levels may have changed since it
/// was rated); an ending the installed tables judge must also pass without
/// them.
pub fn refine(puzzle: &Puzzle, rerate: bool) -> Result<Puzzle, Fault> {
    let finding = truth(puzzle)?;
    let pieces = puzzle.position.occupied().len() as usize;
    if finding.by_tables && pieces > EMBEDDED_PIECES {
        let searched = truth_without_large_tables(puzzle)?;
        if leads_to(puzzle, &searched.solutions) != leads_to(puzzle, &finding.solutions)
            || !agrees(finding.claim, &searched, pieces)
        {
            return Err(Fault::NotUnique(puzzle.id));
        }
    }
    let game = puzzle.exercise().start;
    if asks_for_the_quickest_win(&game, &finding) {
        return Err(Fault::QuickestWin(puzzle.id));
    }
    let mut fixed = Puzzle {
        claim: finding.claim,
        themes: themes(&game, &finding.solutions[0]),
        solutions: finding.solutions.clone(),
        ..puzzle.clone()
    };
    if rerate || leads_to(puzzle, &puzzle.solutions) != leads_to(puzzle, &fixed.solutions) {
        fixed.rating = rate::rate(&fixed);
        fixed.difficulty = rate::difficulty(fixed.rating);
    }
    match rule_fault(&fixed) {
        Some(fault) => Err(fault),
        None => Ok(fixed),
    }
}

/// The set made true: each puzzle refined (`rerate`: rated again) or
/// dropped (`dropped` is told why), a position met twice kept once, only
/// takes beyond their share dropped (the lowest rated kept), sorted by
/// rating and numbered again.
pub fn refine_set(set: &[Puzzle], rerate: bool, mut dropped: impl FnMut(&Fault)) -> Vec<Puzzle> {
    let mut kept: Vec<Puzzle> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for puzzle in set.iter().filter(|p| seen.insert(p.position.key())) {
        match refine(puzzle, rerate) {
            Ok(fixed) => kept.push(fixed),
            Err(fault) => dropped(&fault),
        }
    }
    kept.sort_by_key(|p| (p.rating, p.id));
    let others = kept
        .iter()
        .filter(|p| p.difficulty == 1 && !is_only_take(p))
        .count();
    // k only takes among others + k: k × share ≤ others + k.
    let allowed = others / (ONLY_TAKE_SHARE - 1);
    let mut only_takes = 0;
    kept.retain(|p| {
        if !is_only_take(p) {
            return true;
        }
        only_takes += 1;
        if only_takes > allowed {
            dropped(&Fault::TooManyOnlyTakes(only_takes, allowed));
        }
        only_takes <= allowed
    });
    for (id, puzzle) in kept.iter_mut().enumerate() {
        puzzle.id = id as u32;
    }
    kept
}
