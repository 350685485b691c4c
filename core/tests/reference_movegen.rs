//! The fast generator checked against a slow, straightforward one written from
//! RULES.md's list of lines (tests/reference/), on thousands of random positions
//! in both modes, and perft from the start deeper than the rule book's table.

mod reference;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use sholo_core::perft;
use sholo_core::{
    format_position, format_turn, legal_turns, parse_position, PointSet, Position, Side, Taking,
};
use std::collections::BTreeSet;

fn reference_turns(text: &str, forced: bool) -> BTreeSet<String> {
    reference::turns(text, forced)
}

fn fast_turns(text: &str, taking: Taking) -> BTreeSet<String> {
    let pos = parse_position(text).unwrap();
    let list: Vec<String> = legal_turns(&pos, taking).iter().map(format_turn).collect();
    let set: BTreeSet<String> = list.iter().cloned().collect();
    assert_eq!(set.len(), list.len(), "no turn is listed twice: {text}");
    set
}

/// A random position: random numbers of pieces on random points, often sparse
/// enough for long runs.
fn random_position(rng: &mut SmallRng) -> String {
    let mut red = 0u64;
    let mut white = 0u64;
    let (nr, nw) = (rng.random_range(1..=16), rng.random_range(1..=16));
    while red.count_ones() < nr {
        red |= 1 << rng.random_range(0..37);
    }
    while white.count_ones() < nw {
        let bit = 1 << rng.random_range(0..37);
        if red & bit == 0 {
            white |= bit;
        }
    }
    let side = if rng.random_bool(0.5) {
        Side::Red
    } else {
        Side::White
    };
    let set = |bits| PointSet::from_bits(bits).expect("bits 0 to 36 are points");
    format_position(&Position::from_parts(set(red), set(white), side, 0, 1))
}

#[test]
fn fast_and_reference_generators_agree_on_random_positions() {
    let mut rng = SmallRng::seed_from_u64(0x5eed);
    let mut longest = 0;
    for _ in 0..3000 {
        let text = random_position(&mut rng);
        for (taking, forced) in [(Taking::Optional, false), (Taking::Forced, true)] {
            let fast = fast_turns(&text, taking);
            assert_eq!(fast, reference_turns(&text, forced), "{text} {taking:?}");
            longest = longest.max(
                fast.iter()
                    .map(|t| t.matches('x').count())
                    .max()
                    .unwrap_or(0),
            );
        }
    }
    assert!(
        longest >= 4,
        "random positions should include long runs (longest {longest})"
    );
}

#[test]
fn fast_and_reference_generators_agree_along_random_games() {
    let mut rng = SmallRng::seed_from_u64(7);
    for game in 0..40 {
        let taking = if game % 2 == 0 {
            Taking::Optional
        } else {
            Taking::Forced
        };
        let mut pos = Position::start();
        for _ in 0..120 {
            let text = format_position(&pos);
            assert_eq!(
                fast_turns(&text, taking),
                reference_turns(&text, taking == Taking::Forced),
                "{text}"
            );
            let turns = legal_turns(&pos, taking);
            if turns.is_empty() {
                break;
            }
            let turn = turns[rng.random_range(0..turns.len())];
            pos.play(&turn);
            assert_eq!(
                format_position(&pos),
                reference::after(&text, &format_turn(&turn)),
                "{text} then {}",
                format_turn(&turn)
            );
        }
    }
}

/// perft by the reference generator, every position made by the reference too.
fn reference_perft(text: &str, forced: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    reference_turns(text, forced)
        .iter()
        .map(|turn| reference_perft(&reference::after(text, turn), forced, depth - 1))
        .sum()
}

#[test]
fn perft_deeper_than_the_rule_book_matches_the_reference() {
    let start = Position::start();
    let text = format_position(&start);
    for (forced, taking, depth) in [(false, Taking::Optional, 4), (true, Taking::Forced, 6)] {
        assert_eq!(
            perft(&start, taking, depth),
            reference_perft(&text, forced, depth),
            "{taking:?} {depth}"
        );
    }
}
