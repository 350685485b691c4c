//! Runs that are easy to get wrong: loops back to the start, passing a point
//! already visited, and crossing into a triangle.

use sholo_core::{format_turn, legal_turns, parse_position, parse_turn, Point, Side, Taking};

#[test]
fn a_run_may_end_where_it_started() {
    // White on c4, d5, e4 and d3 around the square; Red on c3.
    let pos = parse_position("3/3/5/5/3w1/2w1w/2rw1/3/3 r").unwrap();
    let turn = parse_turn(&pos, Taking::Forced, "c3xc5xe5xe3xc3").unwrap();
    let after = pos.after(&turn);
    assert_eq!(after.count(Side::Red), 1);
    assert_eq!(after.count(Side::White), 0);
    assert_eq!(after.pieces(Side::Red), pos.pieces(Side::Red));
}

#[test]
fn a_run_may_pass_its_own_start_and_go_on() {
    // As above, with one more White piece on b3: the loop comes back through
    // c3 (vacated when the run began) and takes b3 too.
    let pos = parse_position("3/3/5/5/3w1/2w1w/1wrw1/3/3 r").unwrap();
    let turn = parse_turn(&pos, Taking::Forced, "c3xc5xe5xe3xc3xa3").unwrap();
    assert_eq!(turn.capture_count(), 5);
    assert!(
        parse_turn(&pos, Taking::Forced, "c3xc5xe5xe3xc3").is_err(),
        "forced runs go on"
    );
}

#[test]
fn runs_cross_into_the_triangles() {
    // Red d4 jumps c3 into Red's triangle (b2), then c2 along the crossbar.
    let pos = parse_position("3/3/5/5/5/3r1/2w2/1w1/3 r").unwrap();
    let forced: Vec<String> = legal_turns(&pos, Taking::Forced)
        .iter()
        .map(format_turn)
        .collect();
    assert_eq!(forced, ["d4xb2xd2"]);
    let mut optional: Vec<String> = legal_turns(&pos, Taking::Optional)
        .iter()
        .map(format_turn)
        .collect();
    optional.retain(|t| t.contains('x'));
    optional.sort();
    assert_eq!(optional, ["d4xb2", "d4xb2xd2"]);
}

#[test]
fn a_turn_carries_on_the_runs_its_path_begins_with() {
    let pos = parse_position("3/3/5/5/3w1/2w1w/1wrw1/3/3 r").unwrap();
    let turn = parse_turn(&pos, Taking::Forced, "c3xc5xe5xe3xc3xa3").unwrap();
    let path = |names: &[&str]| -> Vec<Point> {
        names.iter().map(|n| Point::from_name(n).unwrap()).collect()
    };
    assert!(turn.continues(&[]), "every turn carries on no run");
    assert!(turn.continues(&path(&["c3"])));
    assert!(
        turn.continues(&path(&["c3", "c5", "e5", "e3", "c3"])),
        "back through its start"
    );
    assert!(
        turn.continues(&turn.path()),
        "a run is carried on by itself"
    );
    assert!(!turn.continues(&path(&["c5"])), "another start");
    assert!(
        !turn.continues(&path(&["c3", "c5", "e3"])),
        "another landing"
    );
    let longer = [turn.path(), path(&["a5"])].concat();
    assert!(!turn.continues(&longer), "a run further than the turn");
}
