//! Property tests over positions reached by random play in both take modes.

use proptest::prelude::*;
use sholo_core::GameConfig;
use sholo_core::{
    format_position, format_turn, legal_turns, load_game, parse_position, parse_turn, save_game,
    Game, Level, Position, Rules, SavedGame, Side, Taking,
};

/// A game of `length` random turns chosen by `choices`, under `taking`.
fn random_game(taking: Taking, choices: &[usize]) -> Game {
    let mut game = Game::new(Rules {
        taking,
        ..Rules::default()
    });
    for &choice in choices {
        let turns = game.legal_turns();
        if turns.is_empty() {
            break;
        }
        game.play(&turns[choice % turns.len()]).unwrap();
    }
    game
}

fn taking() -> impl Strategy<Value = Taking> {
    prop_oneof![Just(Taking::Optional), Just(Taking::Forced)]
}

fn choices() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(any::<usize>(), 0..160)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn playing_then_undoing_restores_position_and_hash(taking in taking(), choices in choices()) {
        let mut game = random_game(taking, &choices);
        let positions: Vec<Position> = game.positions().to_vec();
        for expected in positions.iter().rev().skip(1) {
            game.undo().unwrap();
            prop_assert_eq!(game.position(), expected);
            prop_assert_eq!(game.position().key(), rebuilt(expected).key());
        }
        prop_assert!(game.undo().is_err());
    }

    #[test]
    fn pieces_fall_only_by_the_pieces_taken(taking in taking(), choices in choices()) {
        let game = random_game(taking, &choices);
        for (pos, turn) in game.positions().iter().zip(game.turns()) {
            let next = pos.after(turn);
            let mover = pos.side_to_move();
            prop_assert_eq!(next.count(mover), pos.count(mover));
            prop_assert_eq!(next.count(mover.other()), pos.count(mover.other()) - turn.capture_count());
            prop_assert_eq!(next.key(), rebuilt(&next).key(), "incremental hash");
            let quiet = if turn.is_capture() { 0 } else { pos.quiet() + 1 };
            prop_assert_eq!(next.quiet(), quiet);
        }
    }

    #[test]
    fn every_turn_parses_back_from_its_notation(taking in taking(), choices in choices()) {
        let game = random_game(taking, &choices);
        let pos = game.position();
        for turn in legal_turns(pos, taking) {
            prop_assert_eq!(parse_turn(pos, taking, &format_turn(&turn)), Ok(turn));
        }
    }

    #[test]
    fn position_text_round_trips(taking in taking(), choices in choices()) {
        let game = random_game(taking, &choices);
        for pos in game.positions() {
            let text = format_position(pos);
            prop_assert_eq!(&parse_position(&text).unwrap(), pos);
        }
    }

    #[test]
    fn saves_round_trip(taking in taking(), choices in choices(), seed in any::<u64>(), resign in any::<bool>()) {
        let mut game = random_game(taking, &choices);
        if resign && !game.is_over() {
            game.resign(Side::White).unwrap();
        }
        let config = GameConfig::vs_computer(Side::Red, Level::Expert, game.rules(), seed);
        let saved = SavedGame { game_id: format!("{seed:x}"), config, game, review: None };
        let text = save_game(&saved);
        let loaded = load_game(&text).unwrap();
        prop_assert_eq!(loaded.game.turns(), saved.game.turns());
        prop_assert_eq!(loaded.game.outcome(), saved.game.outcome());
        prop_assert_eq!(loaded.config, saved.config);
        prop_assert_eq!(save_game(&loaded), text);
    }
}

/// The same position built from scratch, so its hash is computed afresh.
fn rebuilt(pos: &Position) -> Position {
    Position::from_parts(
        pos.pieces(Side::Red),
        pos.pieces(Side::White),
        pos.side_to_move(),
        pos.quiet(),
        pos.turn_number(),
    )
}
