//! Finding puzzles in engine games, and checking them again.
//!
//! Two bots (Easy against Medium, seeded, without their wall-clock caps so
//! a seed replays on any machine) play games, two of every three from the
//! start and one from a few pieces a side set out at random (so the set
//! reaches the endings the tables judge); every position is screened
//! with the material search two turns deep, and a position where exactly
//! one turn stands out is examined four turns deep, then six, and kept
//! only if the same turn stands out alone, doing the same, at both. Where
//! the game can be won now, every turn that ends it is a solution; where
//! the endgame tables hold the position they decide instead: exactly one
//! turn wins (or keeps the draw). A quickest win far ahead, which other
//! turns would reach later, is no puzzle, nor is one the rules of
//! `judge.rs` refuse. A candidate is kept only if Expert plays a solution
//! too, and is rated by the levels' tries (`rate.rs`). One puzzle in four
//! is deep instead, found eight turns deep and verified at ten
//! (`deep.rs`). `judge::verify` checks a stored puzzle again.

use super::in_order::play_in_order;
use super::{judge, rate, Claim, Puzzle, Theme};
use crate::board::{Point, PointSet};
use crate::bot::{judge_turns, Bot, Judged, Style};
use crate::game::Game;
use crate::learn::material::{ordered_turns, standout, GAME};
use crate::level::Level;
use crate::position::Position;
use crate::rules::Rules;
use crate::side::Side;
use crate::tablebase::Value;
use crate::turn::Turn;
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// Turns deep the screen looks.
pub const SCREEN_PLIES: u32 = 2;

/// How deep a candidate is looked at: it is found at `confirm` turns, and
/// kept only if the same turn stands out alone at `verify` (at generation
/// and by `verify`): deeper than it was found, so a turn that only stood
/// out at the horizon goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Depth {
    pub confirm: u32,
    pub verify: u32,
}

/// Most puzzles: confirmed four turns deep, verified at six.
pub const USUAL: Depth = Depth {
    confirm: 4,
    verify: 6,
};
/// Deep puzzles (`deep.rs`): confirmed eight turns deep, verified at ten.
pub const DEEP: Depth = Depth {
    confirm: 8,
    verify: 10,
};
/// The first turns of a game are skipped: nothing is loose yet.
const SKIP_TURNS: u32 = 6;
/// Puzzles taken from one game at most in each stretch of it (a stretch
/// ends whenever six more pieces have gone), so the set is varied and
/// reaches the endings.
const PER_STRETCH: usize = 1;
/// Pieces that go in one stretch.
const STRETCH: u32 = 6;
/// Fewer pieces than this make no puzzle worth the name.
const MIN_PIECES: u32 = 4;
/// A game is cut off after this many turns.
const GAME_TURNS: usize = 160;

/// What the deep look found in a position: the turns that do it and what
/// they do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// One turn, or for `Claim::WinNow` every turn that ends the game now.
    pub solutions: Vec<Turn>,
    pub claim: Claim,
    /// The endgame tables decided it.
    pub by_tables: bool,
    pub distinct_turns: usize,
}

/// Examines the position of `game` at `plies`: `Some` if it can be won at
/// once (and not by every turn), or exactly one turn wins the game (by the
/// endgame tables where they hold the position), keeps the draw (by the
/// tables), wins material, or is the only one that loses none (by the
/// search, past the tables).
pub fn examine(game: &Game, plies: u32) -> Option<Finding> {
    if game.is_over() {
        return None;
    }
    let turns = ordered_turns(game.position(), game.rules().taking);
    if turns.len() < 2 {
        return None;
    }
    if let Some(finding) = win_now(game, &turns) {
        return finding;
    }
    match judge_turns(game) {
        Some(judged) => by_tables(&judged, turns.len()),
        None => by_search(game, plies, turns.len()),
    }
}

/// The turns that end the game now, won: `Some(None)` where every turn
/// does (no puzzle), `None` where none does.
fn win_now(game: &Game, turns: &[Turn]) -> Option<Option<Finding>> {
    let mover = game.position().side_to_move();
    let winners: Vec<Turn> = turns
        .iter()
        .filter(|turn| {
            let mut after = game.clone();
            after.play(turn).is_ok() && after.outcome().is_some_and(|o| o.winner == Some(mover))
        })
        .copied()
        .collect();
    if winners.is_empty() {
        return None;
    }
    Some((winners.len() < turns.len()).then_some(Finding {
        solutions: winners,
        claim: Claim::WinNow,
        by_tables: false,
        distinct_turns: turns.len(),
    }))
}

/// The one turn that wins, or else the one that draws, by the tables.
fn by_tables(judged: &[Judged], distinct_turns: usize) -> Option<Finding> {
    let best = judged.iter().map(|j| table_rank(j.value)).max()?;
    let at_best: Vec<Turn> = judged
        .iter()
        .filter(|j| table_rank(j.value) == best)
        .map(|j| j.turn)
        .collect();
    let claim = match best {
        2 => Claim::WinGame,
        1 => Claim::KeepDraw,
        _ => return None,
    };
    (at_best.len() == 1).then_some(Finding {
        solutions: at_best,
        claim,
        by_tables: true,
        distinct_turns,
    })
}

/// A table value as the puzzle sees it: 2 won, 1 drawn, 0 lost.
pub(super) fn table_rank(value: Value) -> u8 {
    match value {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}

/// The one turn that stands out `plies` deep, by the material search.
pub(super) fn by_search(game: &Game, plies: u32, distinct_turns: usize) -> Option<Finding> {
    let (solution, first) = standout(game.position(), game.rules().taking, plies)?;
    let claim = if first >= GAME / 2 {
        Claim::WinGame
    } else if first > 0 {
        Claim::WinPieces(first as u8)
    } else if first == 0 {
        Claim::Hold
    } else {
        return None;
    };
    Some(Finding {
        solutions: vec![solution],
        claim,
        by_tables: false,
        distinct_turns,
    })
}

/// The themes of a puzzle whose first solution is `solution`, in `game`.
pub fn themes(game: &Game, solution: &Turn) -> Vec<Theme> {
    let pos = game.position();
    let taking = game.rules().taking;
    let legal = game.legal_turns();
    let mut themes = Vec::new();
    if solution.capture_count() >= 2 {
        themes.push(Theme::Run);
    }
    let path = solution.path();
    if solution.is_capture()
        && legal
            .iter()
            .any(|t| t.capture_count() > solution.capture_count() && t.path().starts_with(&path))
    {
        themes.push(Theme::StopEarly);
    }
    // An offer is refused where a take is there to be had and nothing is
    // threatened: a step that parries a threat is a defence, not a refusal.
    if !solution.is_capture() && legal.iter().any(Turn::is_capture) && !under_threat(pos, taking) {
        themes.push(Theme::OfferRefused);
    }
    let after = pos.after(solution);
    let other_pieces = after.count(after.side_to_move());
    if other_pieces > 0 && crate::movegen::legal_turns(&after, taking).is_empty() {
        themes.push(Theme::ShutIn);
    }
    if pos.occupied().len() as usize <= super::judge::TABLE_PIECES {
        themes.push(Theme::Ending);
    }
    themes
}

/// Whether the other side could take something if the side to move passed.
pub fn under_threat(pos: &Position, taking: crate::rules::Taking) -> bool {
    let passed = Position::from_parts(
        pos.pieces(Side::Red),
        pos.pieces(Side::White),
        pos.side_to_move().other(),
        0,
        1,
    );
    crate::movegen::legal_turns(&passed, taking)
        .iter()
        .any(Turn::is_capture)
}

/// The puzzle for the position of `game`, if the look at `depth` confirms
/// one and Expert plays its solution too (a strong player who plays
/// Expert's turn is not told it is wrong), rated by the levels' tries
/// (`rate.rs`). The puzzle stands on its own: the position with its
/// counters reset and no history, as it is stored; its id is given when
/// it is kept.
pub fn puzzle_at(game: &Game, depth: Depth) -> Option<Puzzle> {
    let pos = game.position();
    let position = Position::from_parts(
        pos.pieces(Side::Red),
        pos.pieces(Side::White),
        pos.side_to_move(),
        0,
        1,
    );
    let game = &Game::from_position(game.rules(), position);
    let finding = examine(game, depth.confirm)?;
    let deeper = examine(game, depth.verify)?;
    if deeper != finding || asks_for_the_quickest_win(game, &finding) {
        return None;
    }
    let mut puzzle = Puzzle {
        id: 0,
        position,
        taking: game.rules().taking,
        claim: finding.claim,
        themes: themes(game, &finding.solutions[0]),
        solutions: finding.solutions,
        difficulty: 0,
        rating: 0,
        deep: depth == DEEP,
    };
    if super::judge::rule_fault(&puzzle).is_some()
        || !rate::plays_solution(&puzzle.exercise(), bot(Level::Expert, 0))
    {
        return None;
    }
    puzzle.rating = rate::rate(&puzzle);
    puzzle.difficulty = rate::difficulty(puzzle.rating);
    Some(puzzle)
}

/// A lead, in pieces, past which the side to move wins by more than one
/// road: under optional takes a lead of one or two is often only a draw
/// (docs/BOT.md), a bigger one seldom.
pub const DECIDED_LEAD: i32 = 2;

/// Whether the puzzle would only ask for the quickest of several wins: the
/// material search says one turn wins the game within its look, not at
/// once, but the side to move is so far ahead that other turns most likely
/// win later, and a player who plays one would be told it is wrong. (A
/// game won at once is a `WinNow` puzzle, where every turn that ends it
/// counts; where the tables judge, every other turn is known not to win.)
pub fn asks_for_the_quickest_win(game: &Game, finding: &Finding) -> bool {
    if finding.claim != Claim::WinGame || finding.by_tables {
        return false;
    }
    let position = game.position();
    let mover = position.side_to_move();
    let lead = position.count(mover) as i32 - position.count(mover.other()) as i32;
    lead > DECIDED_LEAD
}

/// Candidates found for every puzzle kept: the set is chosen from them.
const CANDIDATES_PER_PUZZLE: usize = 4;
/// One puzzle in this many is a shut-in, built backwards (`shut_in.rs`):
/// games do not reach them.
const SHUT_IN_SHARE: usize = 16;
/// One puzzle in this many is deep (`deep.rs`), for strong players.
const DEEP_SHARE: usize = 4;

/// The search for candidates that `generate` reports on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Games from the start and from a few pieces a side (`find`).
    Usual,
    /// Deep puzzles (`deep.rs`).
    Deep,
}

/// Generates `count` puzzles from games seeded by `seed`, played on
/// `threads` threads (the same seed and count give the same puzzles, in the
/// same order, on any number): one in four is a deep
/// puzzle; for the rest four times as many candidates are found, with one
/// in sixteen of the set a shut-in built backwards, and the set takes
/// every candidate with a rarer theme first, then the others taking turns
/// across the difficulties (the bands of their measured ratings), so it is
/// varied and reaches the strong players. `progress` is told the pass, the
/// games it has played and the candidates it has found after each game.
pub fn generate(
    seed: u64,
    count: usize,
    threads: usize,
    progress: impl FnMut(Pass, usize, usize),
) -> Vec<Puzzle> {
    generate_with(seed, count, threads, true, progress)
}

/// As `generate`, with the deep pass left out where `deep` is false (a
/// quick set of usual puzzles to add to one: the deep pass costs most).
pub fn generate_with(
    seed: u64,
    count: usize,
    threads: usize,
    deep: bool,
    mut progress: impl FnMut(Pass, usize, usize),
) -> Vec<Puzzle> {
    // The shut-ins first: the rarest theme is kept first when the set is chosen.
    let mut candidates = super::shut_in::candidates(seed, count / SHUT_IN_SHARE);
    let deep_count = if deep { count / DEEP_SHARE } else { 0 };
    let wanted = (count - deep_count) * CANDIDATES_PER_PUZZLE;
    candidates.extend(find(seed, wanted, threads, |games, found| {
        progress(Pass::Usual, games, found)
    }));
    let deep = super::deep::puzzles(seed, deep_count, threads, |games, found| {
        progress(Pass::Deep, games, found)
    });
    let mut set = select(candidates, count - deep.len());
    set.extend(deep);
    set.sort_by_key(|p| (p.rating, p.id));
    for (id, puzzle) in set.iter_mut().enumerate() {
        puzzle.id = id as u32;
    }
    set
}

/// Chooses `count` of `candidates`: the rarer themes first, then round the
/// difficulties; a solution that is the only take on the board only while
/// such puzzles stay within their share of difficulty 1
/// (`judge::ONLY_TAKE_SHARE`); ids are given in the order kept.
fn select(candidates: Vec<Puzzle>, count: usize) -> Vec<Puzzle> {
    const RARE: [Theme; 4] = [
        Theme::ShutIn,
        Theme::StopEarly,
        Theme::Ending,
        Theme::OfferRefused,
    ];
    let admits = |chosen: &[Puzzle], p: &Puzzle| {
        if !judge::is_only_take(p) {
            return true;
        }
        let first = chosen.iter().filter(|c| c.difficulty == 1).count() + 1;
        let only = chosen.iter().filter(|c| judge::is_only_take(c)).count() + 1;
        only * judge::ONLY_TAKE_SHARE <= first
    };
    let (rare, rest): (Vec<Puzzle>, Vec<Puzzle>) = candidates
        .into_iter()
        .partition(|p| p.themes.iter().any(|t| RARE.contains(t)));
    let mut chosen: Vec<Puzzle> = Vec::new();
    for p in rare {
        if chosen.len() < count / 2 && admits(&chosen, &p) {
            chosen.push(p);
        }
    }
    let mut by_difficulty: Vec<std::collections::VecDeque<Puzzle>> = (1..=5)
        .map(|d| rest.iter().filter(|p| p.difficulty == d).cloned().collect())
        .collect();
    while chosen.len() < count && by_difficulty.iter().any(|q| !q.is_empty()) {
        for queue in by_difficulty.iter_mut() {
            while chosen.len() < count {
                let Some(p) = queue.pop_front() else { break };
                if admits(&chosen, &p) {
                    chosen.push(p);
                    break;
                }
            }
        }
    }
    for (id, puzzle) in chosen.iter_mut().enumerate() {
        puzzle.id = id as u32;
    }
    chosen
}

/// Finds `count` candidate puzzles in games seeded by `seed`, played on
/// `threads` threads (the candidates do not depend on how many).
fn find(
    seed: u64,
    count: usize,
    threads: usize,
    mut progress: impl FnMut(usize, usize),
) -> Vec<Puzzle> {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut kept = HashSet::new();
    play_in_order(
        threads,
        usize::MAX,
        |game| candidates_in_game(seed, game),
        |game, found| {
            for mut puzzle in found {
                if puzzles.len() < count && kept.insert(puzzle.position.key()) {
                    puzzle.id = puzzles.len() as u32;
                    puzzles.push(puzzle);
                }
            }
            progress(game + 1, puzzles.len());
            puzzles.len() < count
        },
    );
    puzzles
}

/// The candidates in the `game_number`th game: at most one in each stretch.
fn candidates_in_game(seed: u64, game_number: usize) -> Vec<Puzzle> {
    let game_seed = mix(seed, game_number as u64);
    let mut sparring = Sparring::new(game_number, game_seed);
    let from_few = game_number % 3 == 2;
    let mut game = if from_few {
        sparse_game(game_seed, 2..=5)
    } else {
        Game::new(Rules::default())
    };
    let mut puzzles = Vec::new();
    let mut found = [0usize; 32 / STRETCH as usize + 1];
    while !game.is_over() && game.turns().len() < GAME_TURNS {
        let pieces = game.position().occupied().len();
        let stretch = (32 - pieces.min(32)) / STRETCH;
        if found[stretch as usize] < PER_STRETCH
            && pieces >= MIN_PIECES
            && (game.position().turn_number() > SKIP_TURNS || from_few)
            && examine(&game, SCREEN_PLIES).is_some()
        {
            if let Some(puzzle) = puzzle_at(&game, USUAL) {
                puzzles.push(puzzle);
                found[stretch as usize] += 1;
            }
        }
        if !sparring.play_turn(&mut game) {
            break;
        }
    }
    puzzles
}

/// Easy against Medium, the colours swapped every other game: the games
/// puzzles are found in.
pub(super) struct Sparring {
    bots: [Bot; 2],
    cancel: AtomicBool,
}

impl Sparring {
    /// The bots of the `game`th game, seeded by `seed`.
    pub(super) fn new(game: usize, seed: u64) -> Sparring {
        let (red, white) = if game.is_multiple_of(2) {
            (Level::Easy, Level::Medium)
        } else {
            (Level::Medium, Level::Easy)
        };
        Sparring {
            bots: [bot(red, seed), bot(white, seed ^ 0x5eed)],
            cancel: AtomicBool::new(false),
        }
    }

    /// Plays the turn of the side to move; `false` when there is none.
    pub(super) fn play_turn(&mut self, game: &mut Game) -> bool {
        let mover = game.position().side_to_move() as usize;
        self.bots[mover]
            .choose(game, &self.cancel)
            .is_some_and(|choice| game.play(&choice.turn).is_ok())
    }
}

/// A game with `pieces` a side (each side's count drawn from the range) on
/// random points, Red to move.
pub(super) fn sparse_game(seed: u64, pieces: std::ops::RangeInclusive<u64>) -> Game {
    let mut n = 0;
    let mut next = move |below: u64| {
        n += 1;
        mix(seed, n) % below
    };
    let mut points: Vec<Point> = Point::all().collect();
    let mut red = PointSet::EMPTY;
    let mut white = PointSet::EMPTY;
    let (fewest, choices) = (*pieces.start(), pieces.end() - pieces.start() + 1);
    for (set, count) in [
        (&mut red, fewest + next(choices)),
        (&mut white, fewest + next(choices)),
    ] {
        for _ in 0..count {
            let point = points.swap_remove(next(points.len() as u64) as usize);
            *set |= point;
        }
    }
    Game::from_position(
        Rules::default(),
        Position::from_parts(red, white, Side::Red, 0, 1),
    )
}

/// A bot at `level` without its wall-clock cap, so its games replay exactly.
pub(super) fn bot(level: Level, seed: u64) -> Bot {
    let mut style = Style::of(level);
    style.limits.movetime = None;
    Bot::with_style(style, seed)
}

/// SplitMix64 of `seed` and `n`: one seed per game.
pub(super) fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed.wrapping_add(n.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
