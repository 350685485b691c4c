//! The rules `sholo puzzles verify` holds a puzzle to (`learn/puzzles/judge.rs`):
//! each is broken on purpose here and must be caught. The tables are the
//! built-in five-piece ones (the core never reads the terminal's cache).

use sholo_core::learn::puzzles::generate::{self, themes, under_threat};
use sholo_core::learn::puzzles::judge::{self, Fault};
use sholo_core::learn::puzzles::{shipped, Claim, Puzzle, Theme};
use sholo_core::{parse_position, parse_turn, Game, Rules, Taking};

/// A puzzle on `text` whose solution is `solution`, claiming `claim`, with
/// the themes its position shows (so only the rule under test can fail).
fn puzzle(text: &str, solution: &str, claim: Claim, difficulty: u8) -> Puzzle {
    let position = parse_position(text).expect("a position");
    let game = Game::from_position(Rules::default(), position);
    let solution = parse_turn(&position, Taking::Optional, solution).expect("a legal turn");
    Puzzle {
        id: 7,
        position,
        taking: Taking::Optional,
        claim,
        solutions: vec![solution],
        themes: themes(&game, &solution),
        difficulty,
        rating: 400,
        deep: false,
    }
}

/// Four White pieces against one Red: a table win for White, whichever of
/// many turns White plays; a loss for Red, whatever Red plays.
const FOUR_AGAINST_ONE: &str = "r2/3/5/5/5/5/w1w1w/3/1w1";

#[test]
fn a_win_that_many_turns_reach_is_caught() {
    let text = format!("{FOUR_AGAINST_ONE} w 0 1");
    let game = Game::from_position(Rules::default(), parse_position(&text).unwrap());
    let first = game.distinct_turns()[0];
    let many = puzzle(&text, &sholo_core::format_turn(&first), Claim::WinGame, 1);
    match judge::verify(&many) {
        Err(Fault::Several(7, n)) => assert!(n > 1, "{n}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_position_lost_whatever_is_played_is_caught() {
    let text = format!("{FOUR_AGAINST_ONE} r 0 1");
    let game = Game::from_position(Rules::default(), parse_position(&text).unwrap());
    assert!(game.distinct_turns().len() >= 2);
    let turn = sholo_core::format_turn(&game.distinct_turns()[0]);
    assert_eq!(
        judge::verify(&puzzle(&text, &turn, Claim::WinGame, 1)),
        Err(Fault::Lost(7))
    );
}

#[test]
fn a_hold_three_pieces_down_is_caught() {
    let text = format!("{FOUR_AGAINST_ONE} r 0 1");
    let game = Game::from_position(Rules::default(), parse_position(&text).unwrap());
    let turn = sholo_core::format_turn(&game.distinct_turns()[0]);
    for claim in [Claim::KeepDraw, Claim::Hold] {
        assert_eq!(
            judge::rule_fault(&puzzle(&text, &turn, claim, 1)),
            Some(Fault::HoldFarBehind(7, 3))
        );
    }
}

#[test]
fn an_ending_claims_what_the_tables_say() {
    // Five pieces, a piece won by the search: the tables see a game won.
    let text = format!("{FOUR_AGAINST_ONE} w 0 1");
    let game = Game::from_position(Rules::default(), parse_position(&text).unwrap());
    let turn = sholo_core::format_turn(&game.distinct_turns()[0]);
    assert!(matches!(
        judge::rule_fault(&puzzle(&text, &turn, Claim::WinPieces(1), 1)),
        Some(Fault::NotAnEndingClaim(7, 5, Claim::WinPieces(1)))
    ));
}

#[test]
fn a_game_won_now_accepts_every_turn_that_ends_it_and_says_now() {
    // A shut-in in one: the Red steps that wall White in end the game.
    let text = "wwr/wrr/2r2/2r2/5/5/5/3/3 r 0 1";
    let game = Game::from_position(Rules::default(), parse_position(text).unwrap());
    let now = generate::examine(&game, 4).expect("a puzzle");
    assert_eq!(now.claim, Claim::WinNow);
    for turn in game.distinct_turns() {
        let mut after = game.clone();
        after.play(&turn).unwrap();
        let ends = after.outcome().is_some_and(|o| o.winner.is_some());
        assert_eq!(now.solutions.contains(&turn), ends, "{turn:?}");
    }
    let stored = puzzle(text, "c6-d6", Claim::WinNow, 1);
    assert_eq!(stored.prompt().key, "puzzle.win_now");
    if now.solutions.len() > 1 {
        assert_eq!(judge::verify(&stored), Err(Fault::WrongSolution(7)));
    }
    let as_a_plain_win = puzzle(text, "c6-d6", Claim::WinGame, 1);
    assert!(matches!(
        judge::verify(&as_a_plain_win),
        Err(Fault::WrongClaim(7, Claim::WinNow, Claim::WinGame) | Fault::WrongSolution(7))
    ));
}

#[test]
fn a_step_that_parries_a_threat_is_not_refusing_an_offer() {
    // Puzzle 357 of the first set: White steps out of two threats with a
    // take on the board; it was themed "refuse the offer".
    let text = "www/www/1w2r/w1w1w/w1w2/rr2r/r2rr/r1r/rrr w 0 1";
    let parry = puzzle(text, "e6-d6", Claim::Hold, 4);
    assert!(under_threat(&parry.position, Taking::Optional));
    assert!(!parry.themes.contains(&Theme::OfferRefused));
    let mut mislabelled = parry.clone();
    mislabelled.themes.push(Theme::OfferRefused);
    mislabelled.themes.sort();
    assert!(matches!(
        judge::rule_fault(&mislabelled),
        Some(Fault::Themes(7, ..))
    ));
    // Nothing threatened, a take on offer, and a step: that is a refusal.
    let refusal = puzzle(
        "www/w1w/r2ww/3w1/r1w1r/4r/r1rr1/rrr/rrr r 0 1",
        "a5-b6",
        Claim::WinPieces(1),
        3,
    );
    assert!(!under_threat(&refusal.position, Taking::Optional));
    assert!(refusal.themes.contains(&Theme::OfferRefused));
}

#[test]
fn the_only_take_on_the_board_is_a_first_difficulty_puzzle_at_most() {
    let only = puzzle(
        "ww1/3/5/1w1w1/5/1w3/5/1wr/r2 r 0 1",
        "d2xb2",
        Claim::WinPieces(1),
        2,
    );
    assert!(judge::is_only_take(&only));
    assert_eq!(judge::rule_fault(&only), Some(Fault::OnlyTakeTooHard(7, 2)));
    let easy = Puzzle {
        difficulty: 1,
        ..only.clone()
    };
    assert_eq!(judge::rule_fault(&easy), None);
    // A set of nothing else has too many.
    let set = vec![easy.clone(), easy];
    assert!(judge::verify_set(&set)
        .iter()
        .any(|f| matches!(f, Fault::TooManyOnlyTakes(2, 2))));
}

#[test]
fn the_shipped_set_keeps_the_rules_of_a_good_puzzle() {
    // The searches are for `sholo puzzles verify` (release build, CI); the
    // rules without a search are cheap enough for every puzzle here.
    let set = shipped();
    for puzzle in set {
        assert_eq!(judge::rule_fault(puzzle), None);
    }
    let first = set.iter().filter(|p| p.difficulty == 1).count();
    let only = set.iter().filter(|p| judge::is_only_take(p)).count();
    assert!(only * judge::ONLY_TAKE_SHARE <= first, "{only} of {first}");
    for puzzle in set.iter().filter(|p| p.claim == Claim::Hold) {
        assert_eq!(puzzle.prompt().key, "puzzle.hold");
    }
}
