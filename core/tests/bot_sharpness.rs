//! Expert's sharpness when behind: it changes Expert's search only where
//! Expert has fewer pieces at the root, and never a level that lacks it.

use std::sync::atomic::AtomicBool;

use sholo_core::{parse_position, Bot, Choice, Game, Level, Rules, SearchLimits, Style};

fn game(text: &str) -> Game {
    Game::from_position(
        Rules::default(),
        parse_position(text).expect("a valid position"),
    )
}

/// Expert's choice, with its sharpness or with none, at limits a debug build
/// searches quickly.
fn expert(game: &Game, sharp: bool) -> Choice {
    let full = Style::of(Level::Expert);
    let style = Style {
        sharpness: if sharp { full.sharpness } else { 0 },
        ..full.with_limits(SearchLimits {
            depth: Some(6),
            nodes: Some(60_000),
            movetime: None,
            target: None,
        })
    };
    Bot::with_style(style, 3)
        .choose(game, &AtomicBool::new(false))
        .expect("a turn")
}

/// Both searches, as (turn, score, nodes).
fn with_and_without(game: &Game) -> [(String, i32, u64); 2] {
    [true, false].map(|sharp| {
        let choice = expert(game, sharp);
        (
            sholo_core::format_turn(&choice.turn),
            choice.score,
            choice.nodes,
        )
    })
}

#[test]
fn expert_has_it_and_the_ladder_does_not() {
    assert!(Style::of(Level::Expert).sharpness > 0);
    for level in Level::ALL.into_iter().filter(|&l| l != Level::Expert) {
        assert_eq!(Style::of(level).sharpness, 0, "{level}");
    }
}

#[test]
fn level_or_ahead_it_changes_nothing() {
    let start = Game::new(Rules::default());
    let [sharp, plain] = with_and_without(&start);
    assert_eq!(sharp, plain, "level at the start");
    // Red to move with a piece more (White's b6 gone).
    let ahead = game("www/www/wwwww/w1www/5/rrrrr/rrrrr/rrr/rrr r 0 1");
    let [sharp, plain] = with_and_without(&ahead);
    assert_eq!(sharp, plain, "a piece ahead");
}

#[test]
fn behind_it_values_contact() {
    // Red to move a piece down (its b4 gone): every position the search
    // reaches with the sides touching scores higher for Red.
    let behind = game("www/www/wwwww/wwwww/5/r1rrr/rrrrr/rrr/rrr r 0 1");
    let [sharp, plain] = with_and_without(&behind);
    assert_ne!(sharp, plain, "the search sees the contact");
    assert!(
        sharp.1 >= plain.1,
        "contact is worth something to Red: {sharp:?} {plain:?}"
    );
}
