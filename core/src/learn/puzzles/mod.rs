//! Puzzles: positions from engine games where exactly one turn (one
//! position after it) wins material or the game, or where only one turn
//! keeps the pieces. `sholo puzzles generate` finds them (see `generate`),
//! `sholo puzzles verify` checks them again, and the set ships inside the
//! core as a compact, versioned, checksummed file, as the endgame tables do.
//!
//! The file, all numbers little-endian:
//!
//! ```text
//! header    "SGPZ", version u16, 0u16, puzzles u32
//! puzzle    red points u64, white points u64 (bit i: point i),
//!           flags u8 (bit 0: White to move, bit 1: forced takes,
//!           bit 2: deep, verified ten turns deep),
//!           claim u8 (0 win pieces, 1 win the game, 2 hold), pieces u8,
//!           themes u8 (bit per `Theme`), difficulty u8 (1–5), rating u16,
//!           solutions u8, then per solution: hops u8, points u8 × (hops + 1)
//! checksum  FNV-1a 64 of everything before it
//! ```

use super::{Exercise, Goal, Prompt};
use crate::board::{Point, PointSet};
use crate::game::Game;
use crate::hops::turn_with_path;
use crate::movegen::legal_turns;
use crate::position::Position;
use crate::rules::{Rules, Taking};
use crate::side::Side;
use crate::turn::Turn;
use std::sync::OnceLock;

#[cfg(feature = "tools")]
mod deep;
#[cfg(feature = "tools")]
pub mod generate;
#[cfg(feature = "tools")]
mod in_order;
#[cfg(feature = "tools")]
pub mod rate;
#[cfg(feature = "tools")]
mod shut_in;

const MAGIC: &[u8; 4] = b"SGPZ";
/// The format version this code writes and reads.
pub const VERSION: u16 = 2;
const CHECKSUM_LEN: usize = 8;

/// The shipped set (made by `sholo puzzles generate --seed 1`).
static SHIPPED_BYTES: &[u8] = include_bytes!("../../../puzzles/puzzles.sgpz");

/// What a puzzle's solution does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// Wins this many pieces against the best defence.
    WinPieces(u8),
    /// Wins the game.
    WinGame,
    /// Every other turn loses material; this one does not.
    Hold,
}

/// What a puzzle is about, for the player to choose and the figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The solution is a run of two takes or more.
    Run,
    /// The solution stops a run before its end.
    StopEarly,
    /// A take is on offer and the solution declines it.
    OfferRefused,
    /// The other side is left with no turn, now or soon.
    ShutIn,
    /// Few pieces are left: the endgame tables judge it.
    Ending,
}

impl Theme {
    pub const ALL: [Theme; 5] = [
        Theme::Run,
        Theme::StopEarly,
        Theme::OfferRefused,
        Theme::ShutIn,
        Theme::Ending,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Theme::Run => "run",
            Theme::StopEarly => "stop-early",
            Theme::OfferRefused => "offer-refused",
            Theme::ShutIn => "shut-in",
            Theme::Ending => "ending",
        }
    }

    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its place in the set, from 0.
    pub id: u32,
    pub position: Position,
    pub taking: Taking,
    pub claim: Claim,
    /// Every solution turn, one per position it leads to (usually one).
    pub solutions: Vec<Turn>,
    pub themes: Vec<Theme>,
    /// 1 (easiest) to 5.
    pub difficulty: u8,
    /// On the players' rating scale: solved half the time at this rating.
    pub rating: u16,
    /// Found eight turns deep and verified at ten, not six (`deep.rs`).
    pub deep: bool,
}

impl Puzzle {
    /// The prompt: "Red to play and win a piece", "... and win 2 pieces".
    pub fn prompt(&self) -> Prompt {
        let side = side_name(self.position.side_to_move()).to_string();
        match self.claim {
            Claim::WinPieces(1) => Prompt::with_args("puzzle.win_piece", vec![side]),
            Claim::WinPieces(n) => {
                Prompt::with_args("puzzle.win_pieces", vec![side, n.to_string()])
            }
            Claim::WinGame => Prompt::with_args("puzzle.win_game", vec![side]),
            Claim::Hold => Prompt::with_args("puzzle.hold", vec![side]),
        }
    }

    /// The puzzle as an exercise on the table.
    pub fn exercise(&self) -> Exercise {
        let rules = Rules {
            taking: self.taking,
            ..Rules::default()
        };
        Exercise {
            start: Game::from_position(rules, self.position),
            goal: Goal::OneOf(self.solutions.clone()),
            prompt: self.prompt(),
            why: None,
        }
    }
}

/// `red` or `white`, as prompts name a side.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Red => "red",
        Side::White => "white",
    }
}

/// Why puzzle bytes were refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleFileError {
    #[error("not a Sholo Guti puzzle file")]
    NotPuzzles,
    #[error("puzzle format version {0}; this build reads version {VERSION}")]
    Version(u16),
    #[error("the puzzle file is cut short or has bytes past its end")]
    Truncated,
    #[error("the puzzle file's checksum does not match: it is damaged")]
    Checksum,
    #[error("puzzle {0} is not a legal position with legal solutions")]
    Invalid(u32),
}

/// FNV-1a 64, as the endgame tables use.
pub fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The file's bytes for `puzzles` (in their order; ids are their places).
pub fn write(puzzles: &[Puzzle]) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out.extend_from_slice(&(puzzles.len() as u32).to_le_bytes());
    for p in puzzles {
        out.extend_from_slice(&p.position.pieces(Side::Red).bits().to_le_bytes());
        out.extend_from_slice(&p.position.pieces(Side::White).bits().to_le_bytes());
        let flags = u8::from(p.position.side_to_move() == Side::White)
            | (u8::from(p.taking == Taking::Forced) << 1)
            | (u8::from(p.deep) << 2);
        let (claim, pieces) = match p.claim {
            Claim::WinPieces(n) => (0, n),
            Claim::WinGame => (1, 0),
            Claim::Hold => (2, 0),
        };
        let themes = p.themes.iter().fold(0u8, |bits, t| bits | t.bit());
        out.extend_from_slice(&[flags, claim, pieces, themes, p.difficulty]);
        out.extend_from_slice(&p.rating.to_le_bytes());
        out.push(p.solutions.len() as u8);
        for s in &p.solutions {
            let path = s.path();
            out.push((path.len() - 1) as u8);
            out.extend(path.iter().map(|pt| pt.index() as u8));
        }
    }
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// Reads a puzzle file, checking its checksum and that every puzzle is a
/// legal position whose solutions are legal turns.
pub fn read(bytes: &[u8]) -> Result<Vec<Puzzle>, PuzzleFileError> {
    if bytes.len() < 12 + CHECKSUM_LEN || &bytes[..4] != MAGIC {
        return Err(PuzzleFileError::NotPuzzles);
    }
    let version = u16::from_le_bytes([bytes[4], bytes[5]]);
    if version != VERSION {
        return Err(PuzzleFileError::Version(version));
    }
    let (body, sum) = bytes.split_at(bytes.len() - CHECKSUM_LEN);
    if checksum(body) != u64::from_le_bytes(sum.try_into().expect("eight bytes")) {
        return Err(PuzzleFileError::Checksum);
    }
    let count = u32::from_le_bytes(body[8..12].try_into().expect("four bytes"));
    let mut reader = Reader {
        bytes: body,
        at: 12,
    };
    let mut puzzles = Vec::new();
    for id in 0..count {
        puzzles.push(reader.puzzle(id)?);
    }
    if reader.at != body.len() {
        return Err(PuzzleFileError::Truncated);
    }
    Ok(puzzles)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], PuzzleFileError> {
        let slice = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or(PuzzleFileError::Truncated)?;
        self.at += n;
        Ok(slice)
    }

    fn u8(&mut self) -> Result<u8, PuzzleFileError> {
        Ok(self.take(1)?[0])
    }

    fn u64(&mut self) -> Result<u64, PuzzleFileError> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("eight bytes"),
        ))
    }

    fn puzzle(&mut self, id: u32) -> Result<Puzzle, PuzzleFileError> {
        let invalid = PuzzleFileError::Invalid(id);
        let red = PointSet::from_bits(self.u64()?).ok_or(invalid.clone())?;
        let white = PointSet::from_bits(self.u64()?).ok_or(invalid.clone())?;
        let [flags, claim, pieces, themes, difficulty] =
            self.take(5)?.try_into().expect("five bytes");
        let rating = u16::from_le_bytes(self.take(2)?.try_into().expect("two bytes"));
        if !(red & white).is_empty() || red.len() > 16 || white.len() > 16 || flags > 7 {
            return Err(invalid);
        }
        let side = if flags & 1 == 1 {
            Side::White
        } else {
            Side::Red
        };
        let taking = if flags & 2 == 2 {
            Taking::Forced
        } else {
            Taking::Optional
        };
        let position = Position::from_parts(red, white, side, 0, 1);
        let claim = match claim {
            0 => Claim::WinPieces(pieces),
            1 => Claim::WinGame,
            2 => Claim::Hold,
            _ => return Err(invalid),
        };
        let legal = legal_turns(&position, taking);
        let mut solutions = Vec::new();
        for _ in 0..self.u8()? {
            let hops = self.u8()? as usize;
            let path: Vec<Point> = self
                .take(hops + 1)?
                .iter()
                .map(|&i| Point::new(i as usize))
                .collect::<Option<_>>()
                .ok_or(invalid.clone())?;
            solutions.push(turn_with_path(&legal, &path).ok_or(invalid.clone())?);
        }
        if solutions.is_empty() || !(1..=5).contains(&difficulty) {
            return Err(invalid);
        }
        Ok(Puzzle {
            id,
            position,
            taking,
            claim,
            solutions,
            themes: Theme::ALL
                .into_iter()
                .filter(|t| themes & t.bit() != 0)
                .collect(),
            difficulty,
            rating,
            deep: flags & 4 == 4,
        })
    }
}

/// The shipped puzzles (read once; the file is checked by the tests, so a
/// damaged build fails them rather than the player).
pub fn shipped() -> &'static [Puzzle] {
    static SHIPPED: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SHIPPED.get_or_init(|| read(SHIPPED_BYTES).unwrap_or_default())
}

/// The next puzzle for a player rated `rating`: among the puzzles not played
/// lately, one of the few rated nearest, chosen by `entropy`.
pub fn pick<'a>(
    puzzles: &'a [Puzzle],
    rating: i32,
    recent: &[u32],
    entropy: u64,
) -> Option<&'a Puzzle> {
    const NEAREST: usize = 8;
    let mut fresh: Vec<&Puzzle> = puzzles.iter().filter(|p| !recent.contains(&p.id)).collect();
    if fresh.is_empty() {
        fresh = puzzles.iter().collect();
    }
    fresh.sort_by_key(|p| ((i32::from(p.rating) - rating).abs(), p.id));
    let nearest = &fresh[..fresh.len().min(NEAREST)];
    if nearest.is_empty() {
        return None;
    }
    Some(nearest[(entropy % nearest.len() as u64) as usize])
}
