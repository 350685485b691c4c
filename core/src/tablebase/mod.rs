//! Endgame tables: the exact value of every position with few pieces.
//!
//! - `symmetry`: the colour flip (board turned over) and the mirror.
//! - `index`: material classes and the numbering of their positions.
//! - `value`: win / draw / loss with the distance to the next take or the end.
//! - `generate`: the retrograde analysis that builds them.
//! - `format`: the versioned, checksummed file of deflated blocks.
//! - `check`: slow, independent ways to check them.
//!
//! The core does no I/O: a [`Tablebase`] probes bytes it is given, either the
//! tables built into the library ([`Tablebase::embedded`], every class of up
//! to five pieces, for both rule sets) or a file's bytes the caller read.
//! Values are for the 80-turn quiet rule; see `docs/TABLEBASES.md` for how
//! the 60/40 rules and repetition are handled.

#[cfg(feature = "tools")]
pub mod check;
mod format;
#[cfg(feature = "tools")]
mod generate;
mod index;
mod symmetry;
mod value;

use std::borrow::Cow;
use std::sync::{Mutex, OnceLock};

pub use format::{FormatError, BLOCK_ENTRIES, VERSION};
#[cfg(feature = "tools")]
pub use generate::{solve, Solved};
pub use index::{Class, MAX_PIECES};
pub use symmetry::Sides;
pub use value::{Value, QUIET_LIMIT};

use crate::position::Position;
use crate::rules::Taking;
use format::Layout;

/// Pieces in all of the largest class built into the library.
pub const EMBEDDED_PIECES: usize = 5;

static OPTIONAL_BYTES: &[u8] = include_bytes!("../../tables/optional.sgtb");
static FORCED_BYTES: &[u8] = include_bytes!("../../tables/forced.sgtb");

/// Why a probe has no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProbeError {
    #[error("{pieces} pieces: the tables hold positions of at most {max}")]
    TooManyPieces { pieces: usize, max: usize },
    #[error("a side has no pieces: the game is over")]
    NoPieces,
    #[error("the tables are for {tables:?} takes, not {asked:?}")]
    OtherRules { tables: Taking, asked: Taking },
    #[error(transparent)]
    Format(#[from] FormatError),
}

/// Anything that knows table values: built tables in memory, or a file.
pub trait Probe {
    /// The value for the side to move, at quiet count 0 (`None`: not held).
    fn value(&self, sides: Sides) -> Option<Value>;
}

#[cfg(feature = "tools")]
impl Probe for Solved {
    fn value(&self, sides: Sides) -> Option<Value> {
        Solved::value(self, sides)
    }
}

/// Inflated blocks kept, by block number modulo the size.
const CACHE_SLOTS: usize = 256;

/// An inflated block: (class slot in the directory, block in the class, entries).
type CachedBlock = (usize, u32, Vec<u8>);

/// A table file being probed.
#[derive(Debug)]
pub struct Tablebase {
    bytes: Cow<'static, [u8]>,
    layout: Layout,
    /// Recently inflated blocks: (class slot, block in class, entries).
    cache: Mutex<Vec<Option<CachedBlock>>>,
}

impl Tablebase {
    /// Tables from a file's bytes; checks the version, checksum and directory.
    pub fn from_bytes(bytes: impl Into<Cow<'static, [u8]>>) -> Result<Tablebase, FormatError> {
        let bytes = bytes.into();
        let layout = Layout::parse(&bytes)?;
        Ok(Tablebase {
            bytes,
            layout,
            cache: Mutex::new(vec![None; CACHE_SLOTS]),
        })
    }

    /// The tables built into the library for `taking` (up to five pieces).
    pub fn embedded(taking: Taking) -> &'static Tablebase {
        static OPTIONAL: OnceLock<Tablebase> = OnceLock::new();
        static FORCED: OnceLock<Tablebase> = OnceLock::new();
        let (cell, bytes) = match taking {
            Taking::Optional => (&OPTIONAL, OPTIONAL_BYTES),
            Taking::Forced => (&FORCED, FORCED_BYTES),
        };
        cell.get_or_init(|| {
            Tablebase::from_bytes(bytes).expect("the built-in tables are checked by the tests")
        })
    }

    /// The tables the bot uses for `taking`: those [`install`]ed, else the
    /// built-in ones.
    pub fn active(taking: Taking) -> &'static Tablebase {
        installed(taking)
            .get()
            .unwrap_or_else(|| Tablebase::embedded(taking))
    }

    /// The rule set the tables are for.
    pub fn taking(&self) -> Taking {
        self.layout.taking
    }

    /// Most pieces in all of any class held.
    pub fn max_pieces(&self) -> usize {
        self.layout.max_pieces()
    }

    /// The classes held, fewest pieces first.
    pub fn classes(&self) -> Vec<Class> {
        self.layout.classes.iter().map(|e| e.class).collect()
    }

    /// The whole file, as given.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The value of `pos` for the side to move with its quiet count taken into
    /// account (a result too far for the turns left is a draw), under
    /// `taking`. Repetition is not considered.
    pub fn probe(&self, pos: &Position, taking: Taking) -> Result<Value, ProbeError> {
        Ok(self.probe_raw(pos, taking)?.at_quiet(pos.quiet()))
    }

    /// The stored value of `pos` as if nothing had been taken for no turns.
    pub fn probe_raw(&self, pos: &Position, taking: Taking) -> Result<Value, ProbeError> {
        if taking != self.taking() {
            return Err(ProbeError::OtherRules {
                tables: self.taking(),
                asked: taking,
            });
        }
        let sides = Sides::of(pos);
        if sides.mover.is_empty() || sides.other.is_empty() {
            return Err(ProbeError::NoPieces);
        }
        self.lookup(sides)
    }

    fn lookup(&self, sides: Sides) -> Result<Value, ProbeError> {
        let class = Class::of(sides);
        let slot = self
            .layout
            .classes
            .iter()
            .position(|e| e.class == class)
            .ok_or(ProbeError::TooManyPieces {
                pieces: class.pieces(),
                max: self.max_pieces(),
            })?;
        let index = class.stored_index(sides) as usize;
        let block = (index / self.layout.block_entries) as u32;
        let at = index % self.layout.block_entries;
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        let key = (self.layout.classes[slot].first_block + block) as usize % CACHE_SLOTS;
        if let Some((s, b, entries)) = &cache[key] {
            if *s == slot && *b == block {
                return Ok(Value::from_byte(entries[at]));
            }
        }
        let entries = self
            .layout
            .block(&self.bytes, &self.layout.classes[slot], block)?;
        let value = Value::from_byte(entries[at]);
        cache[key] = Some((slot, block, entries));
        Ok(value)
    }

    /// Every stored entry of a class, inflated block by block (for stats and checks).
    pub fn class_entries(&self, class: Class) -> Result<Vec<u8>, ProbeError> {
        let entry = *self.layout.class(class).ok_or(ProbeError::TooManyPieces {
            pieces: class.pieces(),
            max: self.max_pieces(),
        })?;
        let mut all = Vec::with_capacity(entry.entries as usize);
        for block in 0..entry.blocks {
            all.extend(self.layout.block(&self.bytes, &entry, block)?);
        }
        Ok(all)
    }

    /// Every class inflated into memory, for checks that probe every position.
    pub fn inflate_all(&self) -> Result<Inflated, ProbeError> {
        let classes = self
            .classes()
            .into_iter()
            .map(|class| Ok((class, self.class_entries(class)?)))
            .collect::<Result<_, ProbeError>>()?;
        Ok(Inflated { classes })
    }

    /// The deflated bytes of a class's blocks, for comparing files class by class.
    pub fn class_raw_blocks(&self, class: Class) -> Option<Vec<&[u8]>> {
        let entry = self.layout.class(class)?;
        (0..entry.blocks)
            .map(|b| {
                self.layout
                    .raw_block(&self.bytes, (entry.first_block + b) as usize)
                    .ok()
            })
            .collect()
    }

    /// Counts per class: positions, wins, draws, losses, longest distance.
    pub fn stats(&self) -> Result<Vec<ClassStats>, ProbeError> {
        self.classes()
            .into_iter()
            .map(|class| Ok(ClassStats::of(class, &self.class_entries(class)?)))
            .collect()
    }
}

impl Probe for Tablebase {
    fn value(&self, sides: Sides) -> Option<Value> {
        self.lookup(sides).ok()
    }
}

fn installed(taking: Taking) -> &'static OnceLock<Tablebase> {
    static OPTIONAL: OnceLock<Tablebase> = OnceLock::new();
    static FORCED: OnceLock<Tablebase> = OnceLock::new();
    match taking {
        Taking::Optional => &OPTIONAL,
        Taking::Forced => &FORCED,
    }
}

/// Makes `tables` the ones the bot uses for their rule set instead of the
/// built-in ones, for the rest of the process (the terminal and the arena
/// with six-piece tables read from a file). Once per rule set: a second
/// call gives its tables back.
pub fn install(tables: Tablebase) -> Result<(), Tablebase> {
    installed(tables.taking()).set(tables)
}

/// A table file with every class inflated: probes are plain lookups.
#[derive(Debug)]
pub struct Inflated {
    classes: Vec<(Class, Vec<u8>)>,
}

impl Probe for Inflated {
    fn value(&self, sides: Sides) -> Option<Value> {
        let class = Class::of(sides);
        let (_, entries) = self.classes.iter().find(|(c, _)| *c == class)?;
        Some(Value::from_byte(
            entries[class.stored_index(sides) as usize],
        ))
    }
}

/// The file holding every class of `solved`, as `sholo tb generate` writes it.
#[cfg(feature = "tools")]
pub fn write_file(solved: &Solved) -> Vec<u8> {
    format::write(solved)
}

/// What one class holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassStats {
    pub class: Class,
    /// Stored positions (side to move as Red, mirror images once).
    pub positions: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// Longest win distance and longest loss distance.
    pub longest_win: u32,
    pub longest_loss: u32,
}

impl ClassStats {
    pub fn of(class: Class, entries: &[u8]) -> ClassStats {
        let mut stats = ClassStats {
            class,
            positions: entries.len() as u64,
            wins: 0,
            draws: 0,
            losses: 0,
            longest_win: 0,
            longest_loss: 0,
        };
        for &byte in entries {
            match Value::from_byte(byte) {
                Value::Win(n) => {
                    stats.wins += 1;
                    stats.longest_win = stats.longest_win.max(n);
                }
                Value::Draw => stats.draws += 1,
                Value::Loss(n) => {
                    stats.losses += 1;
                    stats.longest_loss = stats.longest_loss.max(n);
                }
            }
        }
        stats
    }
}
