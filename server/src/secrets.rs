//! Seat tokens and table codes, from the operating system's randomness.
//! A token is kept only as its SHA-256 hash and is never logged.

use sha2::{Digest, Sha256};
use sholo_protocol::code::{code_from_random, CODE_ALPHABET, CODE_LEN};

/// Random bytes in a token: 160 bits.
const TOKEN_BYTES: usize = 20;

fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the operating system's randomness");
    bytes
}

/// A new seat token: 32 characters of base 32 (160 bits).
pub fn new_token() -> String {
    let bytes = random::<TOKEN_BYTES>();
    let mut bits = 0u32;
    let mut held = 0;
    let mut token = String::with_capacity(32);
    for byte in bytes {
        bits = (bits << 8) | u32::from(byte);
        held += 8;
        while held >= 5 {
            held -= 5;
            token.push(CODE_ALPHABET[((bits >> held) & 31) as usize] as char);
        }
    }
    token
}

/// The hash a token is stored and compared as (hex).
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A new random table code.
pub fn new_code() -> String {
    code_from_random(random::<CODE_LEN>())
}

/// A fair coin, for the creator's colour when it chose `random`.
pub fn coin() -> bool {
    random::<1>()[0] & 1 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_hash_to_fixed_hex() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert_eq!(token_hash(&a).len(), 64);
        assert_eq!(token_hash(&a), token_hash(&a));
        assert_ne!(token_hash(&a), token_hash(&b));
        assert_eq!(
            sholo_protocol::code::normalise_code(&new_code())
                .unwrap()
                .len(),
            CODE_LEN
        );
    }
}
