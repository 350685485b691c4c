//! The table file: versioned, checksummed, in blocks that are read and
//! inflated one at a time, so a probe touches a few kilobytes.
//!
//! All numbers little-endian:
//!
//! ```text
//! header    "SGTB", version u16, taking u8 (0 optional, 1 forced),
//!           quiet limit u8, entries per block u32, classes u16, 0u16
//! classes   per class: mover u8, other u8, 0u16, entries u64,
//!           first block u32, blocks u32
//! offsets   per block and one more: u32 start in the data
//! data      every block, deflated (RFC 1951); block b is data[offsets[b]..offsets[b+1]]
//! checksum  FNV-1a 64 of everything before it
//! ```
//!
//! Entries are the value bytes of `value` in each class's stored numbering
//! (`index`); a block never spans two classes, so the blocks of a class are
//! the same bytes in every file that holds it.

#[cfg(feature = "tools")]
use super::generate::Solved;
use super::index::Class;
use super::value::QUIET_LIMIT;
use crate::rules::Taking;

const MAGIC: &[u8; 4] = b"SGTB";
/// The format version this code writes and reads.
pub const VERSION: u16 = 1;
/// Entries per block: small enough to inflate in microseconds.
pub const BLOCK_ENTRIES: usize = 4096;
/// How hard the blocks are deflated (miniz's best; deterministic).
#[cfg(feature = "tools")]
const LEVEL: u8 = 10;

const HEADER_LEN: usize = 16;
const CLASS_LEN: usize = 20;
const CHECKSUM_LEN: usize = 8;

/// Why table bytes were refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    #[error("not a Sholo Guti table file")]
    NotATable,
    #[error("table format version {0}; this build reads version {VERSION}")]
    Version(u16),
    #[error("the table file is cut short or its directory is inconsistent")]
    Truncated,
    #[error("the table file's checksum does not match: it is damaged")]
    Checksum,
    #[error("a block of the table file does not inflate: it is damaged")]
    Block,
}

/// One class's place in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassEntry {
    pub class: Class,
    pub entries: u64,
    pub first_block: u32,
    pub blocks: u32,
}

/// A parsed header and directory over the file's bytes.
#[derive(Debug)]
pub struct Layout {
    pub taking: Taking,
    pub block_entries: usize,
    pub classes: Vec<ClassEntry>,
    offsets_at: usize,
    data_at: usize,
    blocks: usize,
}

/// FNV-1a, 64 bits: simple, and enough to catch a damaged or cut file.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The file for every class of `solved`.
#[cfg(feature = "tools")]
pub fn write(solved: &Solved) -> Vec<u8> {
    let mut directory = Vec::new();
    let mut blocks: Vec<Vec<u8>> = Vec::new();
    for class in solved.classes() {
        let full = solved.bytes(class).expect("listed classes are solved");
        let mut stored = Vec::with_capacity(class.stored_size() as usize);
        class.for_each_stored(|sides| stored.push(full[class.full_index(sides) as usize]));
        let first_block = blocks.len() as u32;
        for chunk in stored.chunks(BLOCK_ENTRIES) {
            blocks.push(miniz_oxide::deflate::compress_to_vec(chunk, LEVEL));
        }
        directory.push(ClassEntry {
            class,
            entries: stored.len() as u64,
            first_block,
            blocks: blocks.len() as u32 - first_block,
        });
    }
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(match solved.taking() {
        Taking::Optional => 0,
        Taking::Forced => 1,
    });
    out.push(QUIET_LIMIT as u8);
    out.extend_from_slice(&(BLOCK_ENTRIES as u32).to_le_bytes());
    out.extend_from_slice(&(directory.len() as u16).to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    for entry in &directory {
        out.push(entry.class.mover);
        out.push(entry.class.other);
        out.extend_from_slice(&0u16.to_le_bytes());
        out.extend_from_slice(&entry.entries.to_le_bytes());
        out.extend_from_slice(&entry.first_block.to_le_bytes());
        out.extend_from_slice(&entry.blocks.to_le_bytes());
    }
    let mut offset = 0u32;
    for block in &blocks {
        out.extend_from_slice(&offset.to_le_bytes());
        offset += block.len() as u32;
    }
    out.extend_from_slice(&offset.to_le_bytes());
    for block in &blocks {
        out.extend_from_slice(block);
    }
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

fn u16_at(bytes: &[u8], at: usize) -> Result<u16, FormatError> {
    let slice = bytes.get(at..at + 2).ok_or(FormatError::Truncated)?;
    Ok(u16::from_le_bytes([slice[0], slice[1]]))
}

fn u32_at(bytes: &[u8], at: usize) -> Result<u32, FormatError> {
    let slice = bytes.get(at..at + 4).ok_or(FormatError::Truncated)?;
    Ok(u32::from_le_bytes(slice.try_into().expect("four bytes")))
}

fn u64_at(bytes: &[u8], at: usize) -> Result<u64, FormatError> {
    let slice = bytes.get(at..at + 8).ok_or(FormatError::Truncated)?;
    Ok(u64::from_le_bytes(slice.try_into().expect("eight bytes")))
}

impl Layout {
    /// Checks the magic, version, checksum and directory of `bytes`.
    pub fn parse(bytes: &[u8]) -> Result<Layout, FormatError> {
        if bytes.len() < 4 || &bytes[..4] != MAGIC {
            return Err(FormatError::NotATable);
        }
        let version = u16_at(bytes, 4)?;
        if version != VERSION {
            return Err(FormatError::Version(version));
        }
        if bytes.len() < HEADER_LEN + CHECKSUM_LEN {
            return Err(FormatError::Truncated);
        }
        let body = bytes.len() - CHECKSUM_LEN;
        if checksum(&bytes[..body]) != u64_at(bytes, body)? {
            return Err(FormatError::Checksum);
        }
        let taking = match bytes[6] {
            0 => Taking::Optional,
            1 => Taking::Forced,
            _ => return Err(FormatError::NotATable),
        };
        if u32::from(bytes[7]) != QUIET_LIMIT {
            return Err(FormatError::NotATable);
        }
        let block_entries = u32_at(bytes, 8)? as usize;
        let class_count = usize::from(u16_at(bytes, 12)?);
        if block_entries == 0 {
            return Err(FormatError::Truncated);
        }
        let mut classes = Vec::with_capacity(class_count);
        let mut blocks = 0usize;
        for i in 0..class_count {
            let at = HEADER_LEN + i * CLASS_LEN;
            let header = bytes.get(at..at + 2).ok_or(FormatError::Truncated)?;
            let class = Class::new(header[0], header[1]);
            if class.mover == 0 || class.other == 0 || class.pieces() > super::index::MAX_PIECES {
                return Err(FormatError::NotATable);
            }
            let entry = ClassEntry {
                class,
                entries: u64_at(bytes, at + 4)?,
                first_block: u32_at(bytes, at + 12)?,
                blocks: u32_at(bytes, at + 16)?,
            };
            let needed = entry.entries.div_ceil(block_entries as u64);
            if entry.entries != class.stored_size()
                || u64::from(entry.blocks) != needed
                || entry.first_block as usize != blocks
            {
                return Err(FormatError::Truncated);
            }
            blocks += entry.blocks as usize;
            classes.push(entry);
        }
        let offsets_at = HEADER_LEN + class_count * CLASS_LEN;
        let data_at = offsets_at + (blocks + 1) * 4;
        let layout = Layout {
            taking,
            block_entries,
            classes,
            offsets_at,
            data_at,
            blocks,
        };
        let data_len = layout.offset(bytes, blocks)? as usize;
        if data_at + data_len != body {
            return Err(FormatError::Truncated);
        }
        Ok(layout)
    }

    fn offset(&self, bytes: &[u8], block: usize) -> Result<u32, FormatError> {
        u32_at(bytes, self.offsets_at + block * 4)
    }

    /// The compressed bytes of one block.
    pub fn raw_block<'b>(&self, bytes: &'b [u8], block: usize) -> Result<&'b [u8], FormatError> {
        if block >= self.blocks {
            return Err(FormatError::Truncated);
        }
        let (start, end) = (self.offset(bytes, block)?, self.offset(bytes, block + 1)?);
        if start > end {
            return Err(FormatError::Truncated);
        }
        bytes
            .get(self.data_at + start as usize..self.data_at + end as usize)
            .ok_or(FormatError::Truncated)
    }

    /// One block, inflated, checked to hold as many entries as it should.
    pub fn block(
        &self,
        bytes: &[u8],
        entry: &ClassEntry,
        block_in_class: u32,
    ) -> Result<Vec<u8>, FormatError> {
        let block = (entry.first_block + block_in_class) as usize;
        let raw = self.raw_block(bytes, block)?;
        let before = u64::from(block_in_class) * self.block_entries as u64;
        let expected = (entry.entries - before).min(self.block_entries as u64) as usize;
        let inflated = miniz_oxide::inflate::decompress_to_vec_with_limit(raw, expected)
            .map_err(|_| FormatError::Block)?;
        if inflated.len() != expected {
            return Err(FormatError::Block);
        }
        Ok(inflated)
    }

    /// The directory entry of a class, if the file holds it.
    pub fn class(&self, class: Class) -> Option<&ClassEntry> {
        self.classes.iter().find(|e| e.class == class)
    }

    /// Most pieces of any class held.
    pub fn max_pieces(&self) -> usize {
        self.classes
            .iter()
            .map(|e| e.class.pieces())
            .max()
            .unwrap_or(0)
    }
}
