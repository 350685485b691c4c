//! Stats files: never panic; a book that loads writes back to the same book.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sholo_core::StatsBook;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(book) = StatsBook::from_json(text) {
            assert_eq!(StatsBook::from_json(&book.to_json()).expect("a written book loads"), book);
        }
    }
});
