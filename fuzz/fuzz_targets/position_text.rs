//! Position text: never panics, and whatever parses writes back to text that
//! parses to the same position.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sholo_core::{format_position, parse_position};

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(pos) = parse_position(text) {
            let again = parse_position(&format_position(&pos)).expect("written text parses");
            assert_eq!(again, pos);
        }
    }
});
