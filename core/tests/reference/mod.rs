//! A slow, straightforward turn generator written from RULES.md's list of lines
//! and nothing else of the crate: the brute-force reference that the fast
//! generator, the conformance vectors and examples/make_vectors.rs are checked
//! against. It reads and writes position text itself.
// Each user (two test files and an example) takes the parts it needs.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

/// The drawn lines, spelled out as in RULES.md.
pub const LINES: &[&str] = &[
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

/// The points of each row, row 1 first.
pub const ROWS: [&[&str]; 9] = [
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

/// Each point's piece: 'r', 'w' or '.'.
pub type Board = BTreeMap<&'static str, char>;
/// (from, to) of a step.
pub type Step = (&'static str, &'static str);
/// (from, over, to) of a jump.
pub type Jump = (&'static str, &'static str, &'static str);

/// (from, to) neighbour pairs and (from, over, to) jumps, both directions.
pub fn topology() -> (Vec<Step>, Vec<Jump>) {
    let mut steps = Vec::new();
    let mut jumps = Vec::new();
    for line in LINES {
        let points: Vec<&'static str> = line.split(' ').collect();
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

/// A position as the reference sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPosition {
    pub board: Board,
    pub side: char,
    pub quiet: u32,
    pub turn: u32,
}

/// Reads position text (the last two fields may be left out).
pub fn read(text: &str) -> RefPosition {
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
        assert_eq!(cells.len(), names.len(), "row {} of {text}", 9 - i);
        for (name, c) in names.iter().zip(cells) {
            board.insert(name, c);
        }
    }
    RefPosition {
        board,
        side: fields[1].chars().next().unwrap(),
        quiet: fields.get(2).map_or(0, |f| f.parse().unwrap()),
        turn: fields.get(3).map_or(1, |f| f.parse().unwrap()),
    }
}

/// Writes position text with all four fields.
pub fn write(pos: &RefPosition) -> String {
    let rows: Vec<String> = ROWS
        .iter()
        .rev()
        .map(|names| {
            let mut out = String::new();
            let mut empty = 0;
            for name in names.iter() {
                let c = pos.board[name];
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out += &empty.to_string();
                        empty = 0;
                    }
                    out.push(c);
                }
            }
            if empty > 0 {
                out += &empty.to_string();
            }
            out
        })
        .collect();
    format!("{} {} {} {}", rows.join("/"), pos.side, pos.quiet, pos.turn)
}

/// An empty board.
pub fn empty_board() -> Board {
    ROWS.iter()
        .flat_map(|r| r.iter())
        .map(|&p| (p, '.'))
        .collect()
}

fn enemy_of(side: char) -> char {
    if side == 'r' {
        'w'
    } else {
        'r'
    }
}

/// Every turn's notation, by brute force.
pub fn turns(text: &str, forced: bool) -> BTreeSet<String> {
    let (steps, jumps) = topology();
    let pos = read(text);
    let (board, side) = (pos.board, pos.side);
    let enemy = enemy_of(side);
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

/// The jumps of a run's notation (`c4xc6xe6`): (from, over, to) of each hop.
pub fn hops(notation: &str) -> Vec<Jump> {
    let (_, jumps) = topology();
    let landings: Vec<&str> = notation.split('x').collect();
    landings
        .windows(2)
        .map(|w| {
            *jumps
                .iter()
                .find(|j| j.0 == w[0] && j.2 == w[1])
                .unwrap_or_else(|| panic!("no jump {}x{} in {notation}", w[0], w[1]))
        })
        .collect()
}

/// The position after a legal turn in notation: the piece moves, every piece
/// jumped over leaves, the other side moves next, the quiet count restarts
/// after a take, and the turn number goes up.
pub fn after(text: &str, notation: &str) -> String {
    let mut pos = read(text);
    let side = pos.side;
    let took = notation.contains('x');
    if took {
        let jumps = hops(notation);
        pos.board.insert(jumps[0].0, '.');
        for (_, over, _) in &jumps {
            assert_eq!(pos.board[over], enemy_of(side), "{notation} on {text}");
            pos.board.insert(over, '.');
        }
        let to = jumps.last().unwrap().2;
        pos.board.insert(to, side);
    } else {
        let (from, to) = notation.split_once('-').expect("a step");
        let from = ROWS
            .iter()
            .flat_map(|r| r.iter())
            .find(|&&p| p == from)
            .unwrap();
        let to = ROWS
            .iter()
            .flat_map(|r| r.iter())
            .find(|&&p| p == to)
            .unwrap();
        pos.board.insert(from, '.');
        pos.board.insert(to, side);
    }
    pos.side = enemy_of(side);
    pos.quiet = if took { 0 } else { pos.quiet + 1 };
    pos.turn += 1;
    write(&pos)
}
