//! The end-of-game rules of RULES.md ("How the game ends"), proven on positions
//! built by hand: all taken, shut in, threefold repetition, the quiet limit and
//! its more-pieces variants, the counter reset by a take, and the order the rule
//! book gives when two conditions meet. Every case runs in both take modes.

use std::collections::HashSet;

use sholo_core::{
    parse_position, EndReason, Game, Outcome, PointSet, QuietRule, Rules, Side, Taking, Turn,
};

const MODES: [Taking; 2] = [Taking::Optional, Taking::Forced];

/// The points of each row, row 1 first, as RULES.md lays them out.
const ROWS: [&[&str]; 9] = [
    &["a1", "c1", "e1"],
    &["b2", "c2", "d2"],
    &["a3", "b3", "c3", "d3", "e3"],
    &["a4", "b4", "c4", "d4", "e4"],
    &["a5", "b5", "c5", "d5", "e5"],
    &["a6", "b6", "c6", "d6", "e6"],
    &["a7", "b7", "c7", "d7", "e7"],
    &["b8", "c8", "d8"],
    &["a9", "c9", "e9"],
];

/// Position text written by hand from lists of points, so a case reads as the
/// board it is: `text(&["c4"], &["c5"], 'r', 0)`.
fn text(red: &[&str], white: &[&str], side: char, quiet: u32) -> String {
    for point in red.iter().chain(white) {
        assert!(
            ROWS.iter().any(|row| row.contains(point)),
            "{point} is not a point"
        );
    }
    let rows: Vec<String> = ROWS
        .iter()
        .rev()
        .map(|row| {
            let mut out = String::new();
            let mut empty = 0;
            for point in row.iter() {
                let piece = if red.contains(point) {
                    Some('r')
                } else if white.contains(point) {
                    Some('w')
                } else {
                    None
                };
                match piece {
                    Some(c) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(c);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    format!("{} {side} {quiet} 1", rows.join("/"))
}

fn game(taking: Taking, quiet: QuietRule, position: &str) -> Game {
    let pos = parse_position(position).unwrap_or_else(|e| panic!("{position}: {e}"));
    Game::from_position(Rules { taking, quiet }, pos)
}

/// Plays turns in notation; each must be legal and, but for the last, leave the game open.
fn play_open(game: &mut Game, turns: &[&str]) {
    for turn in turns {
        assert_eq!(game.outcome(), None, "over before {turn}");
        game.play_notation(turn)
            .unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
}

fn win(side: Side, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::win(side, reason))
}

fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::draw(reason))
}

// 1. The side that just moved took the last enemy piece.

#[test]
fn taking_the_last_piece_wins_for_either_side() {
    for taking in MODES {
        let mut red = game(
            taking,
            QuietRule::Draw80,
            &text(&["c4", "a1"], &["c5"], 'r', 0),
        );
        assert_eq!(red.outcome(), None);
        play_open(&mut red, &["c4xc6"]);
        assert_eq!(
            red.outcome(),
            win(Side::Red, EndReason::AllTaken),
            "{taking:?}"
        );

        let mut white = game(
            taking,
            QuietRule::Draw80,
            &text(&["c5"], &["c6", "e9"], 'w', 0),
        );
        play_open(&mut white, &["c6xc4"]);
        assert_eq!(
            white.outcome(),
            win(Side::White, EndReason::AllTaken),
            "{taking:?}"
        );
    }
}

#[test]
fn a_run_wins_only_when_it_takes_the_last_piece() {
    // c3 takes c4 landing on c5, then d6 landing on e7: White's last two pieces.
    let start = text(&["c3"], &["c4", "d6"], 'r', 0);
    let mut whole = game(Taking::Optional, QuietRule::Draw80, &start);
    play_open(&mut whole, &["c3xc5xe7"]);
    assert_eq!(whole.outcome(), win(Side::Red, EndReason::AllTaken));

    let mut stopped = game(Taking::Optional, QuietRule::Draw80, &start);
    play_open(&mut stopped, &["c3xc5"]);
    assert_eq!(stopped.outcome(), None, "one White piece is left");
    assert_eq!(stopped.position().count(Side::White), 1);

    let mut forced = game(Taking::Forced, QuietRule::Draw80, &start);
    assert!(
        forced.play_notation("c3xc5").is_err(),
        "a forced run goes on"
    );
    play_open(&mut forced, &["c3xc5xe7"]);
    assert_eq!(forced.outcome(), win(Side::Red, EndReason::AllTaken));
}

#[test]
fn a_side_with_no_pieces_to_move_has_already_lost() {
    for taking in MODES {
        let red_empty = game(taking, QuietRule::Draw80, &text(&[], &["c5"], 'r', 0));
        assert_eq!(red_empty.outcome(), win(Side::White, EndReason::AllTaken));
        let white_empty = game(taking, QuietRule::Draw80, &text(&["c5"], &[], 'w', 0));
        assert_eq!(white_empty.outcome(), win(Side::Red, EndReason::AllTaken));
    }
}

// 2. The side now to move has pieces but no legal turn.

/// White's a9 corner: Red on b8 and c9 blocks its steps, Red on c7 and e9 its jumps.
const WHITE_CORNERED: (&[&str], &[&str]) = (&["b8", "c9", "c7", "d8"], &["a9"]);
/// Red's a1 corner: White on c1 and b2 blocks its steps, White on c3 and e1 its jumps.
const RED_CORNERED: (&[&str], &[&str]) = (&["a1"], &["c1", "b2", "c3", "d2"]);

#[test]
fn shutting_the_other_side_in_wins_for_either_side() {
    for taking in MODES {
        let (red, white) = WHITE_CORNERED;
        let mut by_red = game(taking, QuietRule::Draw80, &text(red, white, 'r', 0));
        play_open(&mut by_red, &["d8-e9"]);
        assert_eq!(
            by_red.outcome(),
            win(Side::Red, EndReason::ShutIn),
            "{taking:?}"
        );

        let (red, white) = RED_CORNERED;
        let mut by_white = game(taking, QuietRule::Draw80, &text(red, white, 'w', 0));
        play_open(&mut by_white, &["d2-e1"]);
        assert_eq!(
            by_white.outcome(),
            win(Side::White, EndReason::ShutIn),
            "{taking:?}"
        );
    }
}

#[test]
fn a_side_shut_in_at_the_start_has_already_lost() {
    for taking in MODES {
        let white_shut = game(
            taking,
            QuietRule::Draw80,
            &text(&["b8", "c9", "c7", "e9"], &["a9"], 'w', 0),
        );
        assert_eq!(white_shut.outcome(), win(Side::Red, EndReason::ShutIn));
        let red_shut = game(
            taking,
            QuietRule::Draw80,
            &text(&["a1"], &["c1", "b2", "c3", "e1"], 'r', 0),
        );
        assert_eq!(red_shut.outcome(), win(Side::White, EndReason::ShutIn));
        // The same boards with the other side to move: play goes on.
        let white_free = game(
            taking,
            QuietRule::Draw80,
            &text(&["b8", "c9", "c7", "e9"], &["a9"], 'r', 0),
        );
        assert_eq!(white_free.outcome(), None);
    }
}

// 3. Threefold repetition: the same pieces and the same side to move.

#[test]
fn repetition_draws_at_the_third_occurrence_not_the_second() {
    for taking in MODES {
        let mut g = game(taking, QuietRule::Draw80, &text(&["b2"], &["e9"], 'r', 0));
        let cycle = ["b2-c2", "e9-c9", "c2-b2", "c9-e9"];
        play_open(&mut g, &cycle);
        assert_eq!(g.repetitions(), 2);
        assert_eq!(g.outcome(), None, "the second occurrence is not a draw");
        play_open(&mut g, &cycle[..3]);
        assert_eq!(g.outcome(), None);
        g.play_notation(cycle[3]).unwrap();
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome(), draw(EndReason::Repetition), "{taking:?}");
    }
}

#[test]
fn the_same_board_with_the_other_side_to_move_is_another_position() {
    // Red walks a triangle (3 turns), White a line (2 turns): the start board
    // comes back after 5 turns with White to move, and after 12 with Red.
    for taking in MODES {
        let mut g = game(taking, QuietRule::Draw80, &text(&["b2"], &["e9"], 'r', 0));
        let red = ["b2-c2", "c2-c3", "c3-b2"];
        let white = ["e9-c9", "c9-e9"];
        let turn = |i: usize| {
            if i.is_multiple_of(2) {
                red[(i / 2) % 3]
            } else {
                white[(i / 2) % 2]
            }
        };
        let start_board = (
            g.position().pieces(Side::Red),
            g.position().pieces(Side::White),
        );
        let mut same_board_white_to_move = 0;
        for i in 0..23 {
            play_open(&mut g, &[turn(i)]);
            let pos = g.position();
            if (pos.pieces(Side::Red), pos.pieces(Side::White)) == start_board
                && pos.side_to_move() == Side::White
            {
                same_board_white_to_move += 1;
            }
        }
        assert_eq!(same_board_white_to_move, 2, "the case is what it says");
        // Red to move on the start board: turns 0, 12 (and now 24).
        assert_eq!(
            g.outcome(),
            None,
            "four times on the board, twice with Red to move"
        );
        g.play_notation(turn(23)).unwrap();
        assert_eq!(g.outcome(), draw(EndReason::Repetition), "{taking:?}");
    }
}

// 4. The quiet limit: 80 draws; 60 and 40 give the game to the side with more pieces.

/// Plays `n` quiet turns, each to a position not seen before and leaving the
/// next side no take, so only the quiet limit can end the game. A depth-first
/// search with backtracking, so a dead end on the way does not matter.
fn play_quiet_turns(g: &mut Game, n: usize) {
    let mut seen: HashSet<(PointSet, PointSet, Side)> = HashSet::new();
    seen.insert(key(g));
    let start = g.position().quiet() as usize;
    let mut budget = 100_000;
    assert!(
        quiet_path(g, n, &mut seen, &mut budget),
        "no {n} fresh quiet turns"
    );
    assert_eq!(g.position().quiet() as usize, start + n);
}

fn key(g: &Game) -> (PointSet, PointSet, Side) {
    let p = g.position();
    (p.pieces(Side::Red), p.pieces(Side::White), p.side_to_move())
}

fn quiet_path(
    g: &mut Game,
    n: usize,
    seen: &mut HashSet<(PointSet, PointSet, Side)>,
    budget: &mut u32,
) -> bool {
    if n == 0 {
        return true;
    }
    for turn in g.legal_turns() {
        *budget = budget.checked_sub(1).expect("search budget");
        if turn.is_capture() {
            continue;
        }
        g.play(&turn).unwrap();
        let fresh = g.outcome().is_none()
            && !seen.contains(&key(g))
            && !g.legal_turns().iter().any(Turn::is_capture);
        if fresh {
            seen.insert(key(g));
            if quiet_path(g, n - 1, seen, budget) {
                return true;
            }
            seen.remove(&key(g));
        }
        g.undo().unwrap();
    }
    false
}

/// Red's and White's pieces, far apart: `more` is Red's extra pieces (negative: White's).
fn material(more: i32) -> (Vec<&'static str>, Vec<&'static str>) {
    let mut red = vec!["a1", "e1", "a3"];
    let mut white = vec!["a9", "e9", "e7"];
    match more {
        1 => red.push("c1"),
        -1 => white.push("c9"),
        _ => {}
    }
    (red, white)
}

#[test]
fn eighty_quiet_turns_draw_at_exactly_eighty_whatever_the_pieces() {
    for taking in MODES {
        for more in [1, 0, -1] {
            let (red, white) = material(more);
            let mut g = game(taking, QuietRule::Draw80, &text(&red, &white, 'r', 0));
            play_quiet_turns(&mut g, 79);
            assert_eq!(g.outcome(), None, "79 quiet turns");
            play_quiet_turns_finish(&mut g);
            assert_eq!(g.position().quiet(), 80);
            assert_eq!(
                g.outcome(),
                draw(EndReason::QuietLimit),
                "{taking:?} {more}"
            );
        }
    }
}

/// The last quiet turn: any fresh quiet turn (the game may end on it).
fn play_quiet_turns_finish(g: &mut Game) {
    let turn = g
        .legal_turns()
        .into_iter()
        .find(|t| !t.is_capture())
        .expect("a quiet turn");
    g.play(&turn).unwrap();
}

#[test]
fn sixty_and_forty_quiet_turns_give_the_game_to_more_pieces() {
    for taking in MODES {
        for rule in [QuietRule::MorePieces60, QuietRule::MorePieces40] {
            let limit = rule.limit() as usize;
            // Either side may play the last quiet turn.
            for first in ['r', 'w'] {
                for (more, want) in [
                    (1, win(Side::Red, EndReason::QuietLimitMorePieces)),
                    (-1, win(Side::White, EndReason::QuietLimitMorePieces)),
                    (0, draw(EndReason::QuietLimitEqual)),
                ] {
                    let (red, white) = material(more);
                    let mut g = game(taking, rule, &text(&red, &white, first, 0));
                    play_quiet_turns(&mut g, limit - 1);
                    assert_eq!(g.outcome(), None, "{limit}: one short of the limit");
                    play_quiet_turns_finish(&mut g);
                    assert_eq!(
                        g.outcome(),
                        want,
                        "{taking:?} {rule:?} {first} moves first, Red's extra pieces {more}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_take_resets_the_quiet_count() {
    for taking in MODES {
        for rule in [
            QuietRule::Draw80,
            QuietRule::MorePieces60,
            QuietRule::MorePieces40,
        ] {
            let limit = rule.limit();
            // One turn before the limit, Red takes instead of stepping.
            let mut g = game(
                taking,
                rule,
                &text(&["c4", "a1"], &["c5", "e9"], 'r', limit - 1),
            );
            play_open(&mut g, &["c4xc6"]);
            assert_eq!(g.position().quiet(), 0, "{rule:?}");
            assert_eq!(
                g.outcome(),
                None,
                "a take on the limit's turn does not end the game"
            );
            play_open(&mut g, &["e9-c9"]);
            assert_eq!(g.position().quiet(), 1);

            // White takes as well; a run of two takes resets it the same way.
            let mut g = game(
                taking,
                rule,
                &text(&["c4", "d6", "a1"], &["c3", "e9"], 'w', limit - 1),
            );
            play_open(&mut g, &["c3xc5xe7"]);
            assert_eq!(g.position().quiet(), 0);
            assert_eq!(g.outcome(), None);
        }
    }
}

#[test]
fn a_quiet_step_one_short_of_the_limit_does_not_end_the_game() {
    for rule in [
        QuietRule::Draw80,
        QuietRule::MorePieces60,
        QuietRule::MorePieces40,
    ] {
        let limit = rule.limit();
        let mut g = game(
            Taking::Optional,
            rule,
            &text(&["a1", "c1"], &["e9"], 'r', limit - 2),
        );
        play_open(&mut g, &["a1-b2"]);
        assert_eq!(g.outcome(), None);
        g.play_notation("e9-d8").unwrap();
        assert_eq!(g.position().quiet(), limit);
        let want = if rule.more_pieces_wins() {
            win(Side::Red, EndReason::QuietLimitMorePieces)
        } else {
            draw(EndReason::QuietLimit)
        };
        assert_eq!(g.outcome(), want, "{rule:?}");
    }
}

// The order of the rule book when two conditions meet.

#[test]
fn shutting_in_on_the_quiet_limit_s_turn_wins() {
    // Rule 2 before rule 4: the 80th quiet turn shuts White in.
    for taking in MODES {
        for rule in [QuietRule::Draw80, QuietRule::MorePieces40] {
            let (red, white) = WHITE_CORNERED;
            let mut g = game(taking, rule, &text(red, white, 'r', rule.limit() - 1));
            play_open(&mut g, &["d8-e9"]);
            assert_eq!(g.position().quiet(), rule.limit());
            assert_eq!(g.outcome(), win(Side::Red, EndReason::ShutIn), "{rule:?}");
        }
    }
}

#[test]
fn repetition_on_the_quiet_limit_s_turn_is_a_draw_by_repetition() {
    // Rule 3 before rule 4: Red has more pieces, but the turn that reaches 60
    // quiet turns also stands the position for the third time.
    for taking in MODES {
        let mut g = game(
            taking,
            QuietRule::MorePieces60,
            &text(&["b2", "a3"], &["e9"], 'r', 52),
        );
        let cycle = ["b2-c2", "e9-c9", "c2-b2", "c9-e9"];
        play_open(&mut g, &cycle);
        play_open(&mut g, &cycle[..3]);
        g.play_notation(cycle[3]).unwrap();
        assert_eq!(g.position().quiet(), 60);
        assert_eq!(g.outcome(), draw(EndReason::Repetition), "{taking:?}");
    }
}

#[test]
fn taking_the_last_piece_is_all_taken_not_shut_in() {
    // Rule 1 before rule 2: the side to move has no turn because it has no piece.
    for taking in MODES {
        let mut g = game(taking, QuietRule::Draw80, &text(&["c4"], &["c5"], 'r', 79));
        play_open(&mut g, &["c4xc6"]);
        assert_eq!(g.outcome(), win(Side::Red, EndReason::AllTaken));
    }
}

#[test]
fn no_turn_is_taken_after_the_end() {
    let mut g = game(
        Taking::Optional,
        QuietRule::Draw80,
        &text(&["c4", "a1"], &["c5"], 'r', 0),
    );
    play_open(&mut g, &["c4xc6"]);
    assert!(g.legal_turns().is_empty());
    assert!(g.play_notation("a1-b2").is_err());
}
