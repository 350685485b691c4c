//! Turn notation against a position: never panics, and a turn that parses is
//! one of the legal turns and writes back to the same notation.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sholo_core::{format_turn, legal_turns, parse_position, parse_turn, Taking};

/// Positions with runs, crowded triangles and an open board.
const POSITIONS: [&str; 3] = [
    "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r",
    "3/3/5/5/3w1/2w1w/1wrw1/3/3 r",
    "w1w/1w1/1w1w1/w1w1w/1r1r1/r1r1r/1r1r1/1r1/r1r w",
];

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let pos = parse_position(POSITIONS[selector as usize % POSITIONS.len()]).unwrap();
    let taking = if selector & 0x80 == 0 { Taking::Optional } else { Taking::Forced };
    if let Ok(turn) = parse_turn(&pos, taking, text) {
        assert!(legal_turns(&pos, taking).contains(&turn));
        assert_eq!(parse_turn(&pos, taking, &format_turn(&turn)), Ok(turn));
    }
});
