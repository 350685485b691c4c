//! perft from the start position against RULES.md's table.

use sholo_core::perft;
use sholo_core::{Position, Taking};

#[test]
fn perft_matches_the_rule_book() {
    let start = Position::start();
    for (depth, optional, forced) in [(1, 9, 9), (2, 69, 21), (3, 783, 65)] {
        assert_eq!(
            perft(&start, Taking::Optional, depth),
            optional,
            "optional, depth {depth}"
        );
        assert_eq!(
            perft(&start, Taking::Forced, depth),
            forced,
            "forced, depth {depth}"
        );
    }
}
