//! The fast generator checked against a slow, straightforward one written from
//! RULES.md's list of lines, on thousands of random positions in both modes,
//! and perft from the start deeper than the rule book's table.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use sholo_core::perft;
use sholo_core::{
    format_position, format_turn, legal_turns, parse_position, PointSet, Position, Side, Taking,
};
use std::collections::{BTreeMap, BTreeSet};

/// The drawn lines, spelled out as in RULES.md.
const LINES: &[&str] = &[
    "a3 b3 c3 d3 e3",
    "a4 b4 c4 d4 e4",
    "a5 b5 c5 d5 e5",
    "a6 b6 c6 d6 e6",
    "a7 b7 c7 d7 e7",
    "a3 a4 a5 a6 a7",
    "b3 b4 b5 b6 b7",
    "c1 c2 c3 c4 c5 c6 c7 c8 c9",
    "d3 d4 d5 d6 d7",
    "e3 e4 e5 e6 e7",
    "b2 c2 d2",
    "b8 c8 d8",
    "a1 c1 e1",
    "a9 c9 e9",
    "a3 b4 c5 d6 e7",
    "e3 d4 c5 b6 a7",
    "a5 b4 c3 d2 e1",
    "e5 d4 c3 b2 a1",
    "a5 b6 c7 d8 e9",
    "e5 d6 c7 b8 a9",
];

const ROWS: [&[&str]; 9] = [
    &["a1", "c1", "e1"],
    &["b2", "c2", "d2"],
    &["a3", "b3", "c3", "d3", "e3"],
    &["a4", "b4", "c4", "d4", "e4"],
    &["a5", "b5", "c5", "d5", "e5"],
    &["a6", "b6", "c6", "d6", "e6"],
    &["a7", "b7", "c7", "d7", "e7"],
    &["b8", "c8", "d8"],
    &["a9", "c9", "e9"],
];

type Board = BTreeMap<&'static str, char>;
/// (from, to) of a step.
type Step = (&'static str, &'static str);
/// (from, over, to) of a jump.
type Jump = (&'static str, &'static str, &'static str);

/// (from, to) neighbour pairs and (from, over, to) jumps, both directions.
fn topology() -> (Vec<Step>, Vec<Jump>) {
    let mut steps = Vec::new();
    let mut jumps = Vec::new();
    for line in LINES {
        let points: Vec<&str> = line.split(' ').collect();
        for w in points.windows(2) {
            steps.push((w[0], w[1]));
            steps.push((w[1], w[0]));
        }
        for w in points.windows(3) {
            jumps.push((w[0], w[1], w[2]));
            jumps.push((w[2], w[1], w[0]));
        }
    }
    (steps, jumps)
}

/// The board read straight from position text.
fn board_of(text: &str) -> (Board, char) {
    let fields: Vec<&str> = text.split(' ').collect();
    let mut board = Board::new();
    for (i, row) in fields[0].split('/').enumerate() {
        let names = ROWS[8 - i];
        let mut cells = Vec::new();
        for c in row.chars() {
            match c.to_digit(10) {
                Some(n) => cells.extend(std::iter::repeat_n('.', n as usize)),
                None => cells.push(c),
            }
        }
        for (name, c) in names.iter().zip(cells) {
            board.insert(name, c);
        }
    }
    (board, fields[1].chars().next().unwrap())
}

/// Every turn's notation, by brute force.
fn reference_turns(text: &str, forced: bool) -> BTreeSet<String> {
    let (steps, jumps) = topology();
    let (board, side) = board_of(text);
    let enemy = if side == 'r' { 'w' } else { 'r' };
    let mut runs = BTreeSet::new();
    for (&from, &c) in &board {
        if c == side {
            let mut b = board.clone();
            b.insert(from, '.');
            extend(&b, &jumps, enemy, &mut vec![from], forced, &mut runs);
        }
    }
    if forced && !runs.is_empty() {
        return runs;
    }
    let mut all = runs;
    for (from, to) in steps {
        if board[from] == side && board[to] == '.' {
            all.insert(format!("{from}-{to}"));
        }
    }
    all
}

fn extend(
    board: &Board,
    jumps: &[Jump],
    enemy: char,
    path: &mut Vec<&'static str>,
    forced: bool,
    out: &mut BTreeSet<String>,
) {
    let at = *path.last().unwrap();
    let mut any = false;
    for &(from, over, to) in jumps {
        if from == at && board[over] == enemy && board[to] == '.' {
            any = true;
            let mut next = board.clone();
            next.insert(over, '.');
            path.push(to);
            if !forced {
                out.insert(path.join("x"));
            }
            extend(&next, jumps, enemy, path, forced, out);
            path.pop();
        }
    }
    if forced && !any && path.len() > 1 {
        out.insert(path.join("x"));
    }
}

fn fast_turns(text: &str, taking: Taking) -> BTreeSet<String> {
    let pos = parse_position(text).unwrap();
    let list: Vec<String> = legal_turns(&pos, taking).iter().map(format_turn).collect();
    let set: BTreeSet<String> = list.iter().cloned().collect();
    assert_eq!(set.len(), list.len(), "no turn is listed twice: {text}");
    set
}

/// A random position: random numbers of pieces on random points, often sparse
/// enough for long runs.
fn random_position(rng: &mut SmallRng) -> String {
    let mut red = 0u64;
    let mut white = 0u64;
    let (nr, nw) = (rng.random_range(1..=16), rng.random_range(1..=16));
    while red.count_ones() < nr {
        red |= 1 << rng.random_range(0..37);
    }
    while white.count_ones() < nw {
        let bit = 1 << rng.random_range(0..37);
        if red & bit == 0 {
            white |= bit;
        }
    }
    let side = if rng.random_bool(0.5) {
        Side::Red
    } else {
        Side::White
    };
    let set = |bits| PointSet::from_bits(bits).expect("bits 0 to 36 are points");
    format_position(&Position::from_parts(set(red), set(white), side, 0, 1))
}

#[test]
fn fast_and_reference_generators_agree_on_random_positions() {
    let mut rng = SmallRng::seed_from_u64(0x5eed);
    let mut longest = 0;
    for _ in 0..3000 {
        let text = random_position(&mut rng);
        for (taking, forced) in [(Taking::Optional, false), (Taking::Forced, true)] {
            let fast = fast_turns(&text, taking);
            assert_eq!(fast, reference_turns(&text, forced), "{text} {taking:?}");
            longest = longest.max(
                fast.iter()
                    .map(|t| t.matches('x').count())
                    .max()
                    .unwrap_or(0),
            );
        }
    }
    assert!(
        longest >= 4,
        "random positions should include long runs (longest {longest})"
    );
}

#[test]
fn fast_and_reference_generators_agree_along_random_games() {
    let mut rng = SmallRng::seed_from_u64(7);
    for game in 0..40 {
        let taking = if game % 2 == 0 {
            Taking::Optional
        } else {
            Taking::Forced
        };
        let mut pos = Position::start();
        for _ in 0..120 {
            let text = format_position(&pos);
            assert_eq!(
                fast_turns(&text, taking),
                reference_turns(&text, taking == Taking::Forced),
                "{text}"
            );
            let turns = legal_turns(&pos, taking);
            if turns.is_empty() {
                break;
            }
            pos.play(&turns[rng.random_range(0..turns.len())]);
        }
    }
}

/// perft by the reference generator: every turn's position rebuilt from text.
fn reference_perft(text: &str, forced: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let taking = if forced {
        Taking::Forced
    } else {
        Taking::Optional
    };
    let pos = parse_position(text).unwrap();
    reference_turns(text, forced)
        .iter()
        .map(|turn| {
            let next = pos.after(&sholo_core::parse_turn(&pos, taking, turn).unwrap());
            reference_perft(&format_position(&next), forced, depth - 1)
        })
        .sum()
}

#[test]
fn perft_deeper_than_the_rule_book_matches_the_reference() {
    let start = Position::start();
    let text = format_position(&start);
    for (forced, taking, depth) in [(false, Taking::Optional, 4), (true, Taking::Forced, 6)] {
        assert_eq!(
            perft(&start, taking, depth),
            reference_perft(&text, forced, depth),
            "{taking:?} {depth}"
        );
    }
}
