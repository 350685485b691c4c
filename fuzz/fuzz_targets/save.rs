//! Saves: never panic; a save that loads writes back to text that loads to the
//! same game and the same kept review.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sholo_core::{load_game, save_game};

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(saved) = load_game(text) {
            let again = load_game(&save_game(&saved)).expect("a written save loads");
            assert_eq!(again.game.turns(), saved.game.turns());
            assert_eq!(again.game.outcome(), saved.game.outcome());
            assert_eq!(again.review, saved.review);
        }
    }
});
