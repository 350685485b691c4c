//! The endgame tables against independent checks. Quick in debug builds: the
//! whole-table checks run in `sholo tb verify` and the ignored tests below.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use sholo_core::tablebase::{
    check, solve, write_file, Class, FormatError, Probe, ProbeError, Sides, Tablebase, Value,
    EMBEDDED_PIECES,
};
use sholo_core::{parse_position, Point, PointSet, Position, Side, Taking, POINT_COUNT};

const BOTH: [Taking; 2] = [Taking::Optional, Taking::Forced];

/// A random position of `class` with Red to move (as the tables see it).
fn random_sides(rng: &mut SmallRng, class: Class) -> Sides {
    let mut taken = PointSet::EMPTY;
    let mut pick = |n: u8| {
        let mut set = PointSet::EMPTY;
        while set.len() < u32::from(n) {
            let point = Point::new(rng.random_range(0..POINT_COUNT)).unwrap();
            if !taken.contains(point) {
                taken |= point;
                set |= point;
            }
        }
        set
    };
    let mover = pick(class.mover);
    let other = pick(class.other);
    Sides { mover, other }
}

fn classes_of(pieces: usize) -> Vec<Class> {
    Class::up_to(pieces)
        .into_iter()
        .filter(|c| c.pieces() == pieces)
        .collect()
}

#[test]
fn built_in_tables_hold_every_class_up_to_five_pieces_within_two_megabytes() {
    for taking in BOTH {
        let tables = Tablebase::embedded(taking);
        assert_eq!(tables.taking(), taking);
        assert_eq!(tables.max_pieces(), EMBEDDED_PIECES);
        assert_eq!(tables.classes(), Class::up_to(EMBEDDED_PIECES));
        assert!(
            tables.bytes().len() <= 2 << 20,
            "{} bytes",
            tables.bytes().len()
        );
    }
}

#[test]
fn the_generator_reproduces_the_built_in_tables_byte_for_byte_up_to_three_pieces() {
    for taking in BOTH {
        let solved = solve(taking, 3, |_| {});
        let fresh = Tablebase::from_bytes(write_file(&solved)).unwrap();
        let shipped = Tablebase::embedded(taking);
        for class in Class::up_to(3) {
            assert_eq!(
                fresh.class_raw_blocks(class),
                shipped.class_raw_blocks(class),
                "{class} {taking:?}"
            );
        }
    }
}

#[test]
#[ignore = "ten seconds in a release build; scripts/tb-check.sh does the same from the CLI"]
fn the_generator_reproduces_the_built_in_tables_byte_for_byte() {
    for taking in BOTH {
        let solved = solve(taking, EMBEDDED_PIECES, |_| {});
        assert!(
            write_file(&solved) == Tablebase::embedded(taking).bytes(),
            "{taking:?}"
        );
    }
}

#[test]
fn every_two_piece_position_agrees_with_plain_value_iteration() {
    for taking in BOTH {
        agree_with_value_iteration(taking, 2);
    }
}

#[test]
#[ignore = "about a minute in a debug build; run with --release or `sholo tb verify`"]
fn every_three_piece_position_agrees_with_plain_value_iteration() {
    for taking in BOTH {
        agree_with_value_iteration(taking, 3);
    }
}

fn agree_with_value_iteration(taking: Taking, pieces: u32) {
    let tables = Tablebase::embedded(taking);
    let plain = check::solve_plainly(taking, pieces);
    let mut decisive = 0;
    for (&(red, white, side), &value) in &plain {
        let pos = Position::from_parts(red, white, side, 0, 1);
        assert_eq!(
            tables.probe_raw(&pos, taking).unwrap(),
            value,
            "{pos:?} {taking:?}"
        );
        decisive += usize::from(value != Value::Draw);
    }
    assert!(decisive > 0);
}

#[test]
fn random_four_and_five_piece_positions_are_consistent_with_their_successors() {
    let mut rng = SmallRng::seed_from_u64(12);
    for taking in BOTH {
        let tables = Tablebase::embedded(taking);
        for class in classes_of(4).into_iter().chain(classes_of(5)) {
            for _ in 0..25 {
                let sides = random_sides(&mut rng, class);
                let stored = tables.value(sides).unwrap();
                assert_eq!(
                    check::expected(tables, taking, sides),
                    Some(stored),
                    "{:?} {taking:?}",
                    sides.to_position()
                );
            }
        }
    }
}

#[test]
fn random_four_and_five_piece_positions_agree_with_a_plain_search() {
    let mut rng = SmallRng::seed_from_u64(5);
    let depth = 3;
    for taking in BOTH {
        let tables = Tablebase::embedded(taking);
        let mut proved = 0;
        for class in classes_of(4).into_iter().chain(classes_of(5)) {
            for _ in 0..20 {
                let sides = random_sides(&mut rng, class);
                let pos = sides.to_position();
                let stored = tables.value(sides).unwrap();
                let within = matches!(stored, Value::Win(n) | Value::Loss(n) if n <= depth);
                let searched = check::search(tables, taking, &pos, depth);
                assert_eq!(searched, within.then_some(stored), "{pos:?} {taking:?}");
                proved += usize::from(within);
            }
        }
        // Some of the sample is decided within the depth, so both answers are exercised.
        assert!(proved >= 10, "{proved}");
    }
}

#[test]
fn a_value_is_the_same_with_the_colours_swapped_and_in_the_mirror() {
    let mut rng = SmallRng::seed_from_u64(7);
    for taking in BOTH {
        let tables = Tablebase::embedded(taking);
        for class in Class::up_to(5) {
            for _ in 0..10 {
                let sides = random_sides(&mut rng, class);
                let red = sides.to_position();
                // The same position turned over, White to move.
                let white = Position::from_parts(
                    sides.swapped().mover,
                    sides.swapped().other,
                    Side::White,
                    0,
                    1,
                );
                let mirrored = sides.mirrored().to_position();
                let value = tables.probe_raw(&red, taking).unwrap();
                assert_eq!(tables.probe_raw(&white, taking).unwrap(), value);
                assert_eq!(tables.probe_raw(&mirrored, taking).unwrap(), value);
            }
        }
    }
}

#[test]
fn known_endings() {
    let tables = Tablebase::embedded(Taking::Optional);
    // Red takes the last piece at once.
    let take = parse_position("3/3/5/5/5/2w2/2r2/3/3 r").unwrap();
    assert_eq!(tables.probe(&take, Taking::Optional), Ok(Value::Win(1)));
    // The same with White to move: White takes first.
    let other = parse_position("3/3/5/5/5/2w2/2r2/3/3 w").unwrap();
    assert_eq!(tables.probe(&other, Taking::Optional), Ok(Value::Win(1)));
    // Shut in: Red's last piece on a1, its steps and its jumps blocked.
    let shut = parse_position("3/3/5/5/5/5/2w2/w2/rww r").unwrap();
    assert_eq!(tables.probe(&shut, Taking::Optional), Ok(Value::Loss(0)));
}

#[test]
fn the_quiet_count_turns_a_far_win_into_a_draw() {
    let tables = Tablebase::embedded(Taking::Forced);
    let mut rng = SmallRng::seed_from_u64(3);
    let (sides, n) = loop {
        let sides = random_sides(&mut rng, Class::new(3, 2));
        if let Some(Value::Win(n)) = tables.value(sides) {
            if n > 5 {
                break (sides, n);
            }
        }
    };
    let at = |quiet| {
        let pos = Position::from_parts(sides.mover, sides.other, Side::Red, quiet, 1);
        tables.probe(&pos, Taking::Forced).unwrap()
    };
    assert_eq!(at(0), Value::Win(n));
    assert_eq!(at(80 - n), Value::Win(n));
    assert_eq!(at(81 - n), Value::Draw);
}

#[test]
fn probes_outside_the_tables_are_clear_errors() {
    let tables = Tablebase::embedded(Taking::Optional);
    let six = parse_position("3/3/5/5/w1w1w/5/r1r1r/3/3 r").unwrap();
    assert_eq!(
        tables.probe(&six, Taking::Optional),
        Err(ProbeError::TooManyPieces { pieces: 6, max: 5 })
    );
    let start = Position::start();
    assert!(tables.probe(&start, Taking::Optional).is_err());
    let one = parse_position("3/3/5/5/5/5/2r2/3/3 w").unwrap();
    assert_eq!(
        tables.probe(&one, Taking::Optional),
        Err(ProbeError::NoPieces)
    );
    let pos = parse_position("3/3/5/5/5/2w2/2r2/3/3 r").unwrap();
    assert!(matches!(
        tables.probe(&pos, Taking::Forced),
        Err(ProbeError::OtherRules { .. })
    ));
}

#[test]
fn damaged_files_are_refused() {
    let good = Tablebase::embedded(Taking::Optional).bytes().to_vec();
    let mut flipped = good.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x10;
    assert_eq!(
        Tablebase::from_bytes(flipped).unwrap_err(),
        FormatError::Checksum
    );
    assert_eq!(
        Tablebase::from_bytes(good[..good.len() - 9].to_vec()).unwrap_err(),
        FormatError::Checksum
    );
    let mut newer = good.clone();
    newer[4] = 9;
    assert_eq!(
        Tablebase::from_bytes(newer).unwrap_err(),
        FormatError::Version(9)
    );
    assert_eq!(
        Tablebase::from_bytes(b"PK\x03\x04 not tables".to_vec()).unwrap_err(),
        FormatError::NotATable
    );
    assert_eq!(
        Tablebase::from_bytes(Vec::new()).unwrap_err(),
        FormatError::NotATable
    );
}
