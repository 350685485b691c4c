//! The bot and the baseline never return an illegal turn, whatever the
//! position: random positions reached by random play, both take rules, all
//! quiet rules, every level (with small node limits so the test stays quick).

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;
use sholo_core::{Baseline, Bot, Game, Level, QuietRule, Rules, SearchLimits, Taking};
use sholo_core::{Dice, Style};

/// A game after `turns` random turns (fewer if it ends first).
fn random_game(rules: Rules, seed: u64, turns: usize) -> Game {
    let mut dice = Dice::new(seed);
    let mut game = Game::new(rules);
    for _ in 0..turns {
        let legal = game.legal_turns();
        if legal.is_empty() {
            break;
        }
        game.play(&legal[dice.below(legal.len())])
            .expect("a legal turn");
    }
    game
}

fn rules(forced: bool, quiet: u8) -> Rules {
    Rules {
        taking: if forced {
            Taking::Forced
        } else {
            Taking::Optional
        },
        quiet: [
            QuietRule::Draw80,
            QuietRule::MorePieces60,
            QuietRule::MorePieces40,
        ][quiet as usize % 3],
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn every_answer_is_a_legal_turn(seed in any::<u64>(), turns in 0usize..120, forced in any::<bool>(), quiet in 0u8..3, level in 0usize..4) {
        let game = random_game(rules(forced, quiet), seed, turns);
        let level = Level::ALL[level];
        let limits = SearchLimits { nodes: Some(3_000), ..Style::of(level).limits };
        let mut bot = Bot::with_style(Style::of(level).with_limits(limits), seed);
        let choice = bot.choose(&game, &AtomicBool::new(false));
        let baseline = Baseline::new(seed).choose(&game);
        if game.is_over() {
            prop_assert!(choice.is_none() && baseline.is_none());
        } else {
            let legal = game.legal_turns();
            let choice = choice.expect("an open game has a turn");
            prop_assert!(legal.contains(&choice.turn), "{:?} not legal in {:?}", choice.turn, game.position());
            prop_assert!(legal.contains(&baseline.expect("a turn")));
        }
    }
}

#[test]
fn whole_games_between_levels_stay_legal() {
    // Game::play checks every turn; a short game at each pairing of levels.
    for (i, (red, white)) in [(Level::Easy, Level::Medium), (Level::Hard, Level::Easy)]
        .into_iter()
        .enumerate()
    {
        let fast = |level: Level| {
            let limits = SearchLimits {
                nodes: Some(2_000),
                ..Style::of(level).limits
            };
            Bot::with_style(Style::of(level).with_limits(limits), i as u64)
        };
        let mut bots = [fast(red), fast(white)];
        let mut game = random_game(Rules::default(), i as u64, 4);
        while !game.is_over() && game.turns().len() < 80 {
            let side = game.position().side_to_move().index();
            let choice = bots[side]
                .choose(&game, &AtomicBool::new(false))
                .expect("a turn");
            game.play(&choice.turn).expect("the bot's turn is legal");
        }
    }
}
