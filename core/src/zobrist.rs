//! Zobrist keys: a position's hash is the XOR of one key per (side, point) piece
//! and one for White to move, so applying a turn updates it in a few XORs.

use crate::board::POINT_COUNT;
use crate::side::Side;

/// SplitMix64, used at compile time so the keys are fixed across builds and
/// platforms (saved hashes and test vectors stay valid).
const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const KEYS: ([[u64; POINT_COUNT]; 2], u64) = {
    let mut pieces = [[0u64; POINT_COUNT]; 2];
    let mut state = 0x5311_0600_1600_0037;
    let mut side = 0;
    while side < 2 {
        let mut p = 0;
        while p < POINT_COUNT {
            let (s, key) = splitmix(state);
            state = s;
            pieces[side][p] = key;
            p += 1;
        }
        side += 1;
    }
    let (_, white) = splitmix(state);
    (pieces, white)
};

/// The key of a piece of `side` on point `index`.
#[inline]
pub fn piece_key(side: Side, index: usize) -> u64 {
    KEYS.0[side.index()][index]
}

/// XOR of the keys of every piece of `side` in `set`.
pub fn set_key(side: Side, mut set: u64) -> u64 {
    let mut key = 0;
    while set != 0 {
        key ^= piece_key(side, set.trailing_zeros() as usize);
        set &= set - 1;
    }
    key
}

/// The key toggled when the side to move changes.
pub const WHITE_TO_MOVE: u64 = KEYS.1;
