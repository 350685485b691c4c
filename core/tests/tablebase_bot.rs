//! The bot plays the endgame tables: wins by the shortest route, resists
//! longest, keeps draws, and leaves the tables alone under the 60/40 rules.
//! A sample here; `sholo tb verify` plays hundreds.

use std::sync::atomic::AtomicBool;

use sholo_core::tablebase::{Class, Probe, Sides, Tablebase, Value};
use sholo_core::{
    judge_turns, parse_position, Bot, Game, Level, Position, QuietRule, Rules, Taking,
};

fn rules(taking: Taking) -> Rules {
    Rules {
        taking,
        quiet: QuietRule::Draw80,
    }
}

/// The first stored position of `class`, walking from `skip`, whose value passes `want`.
fn find(tables: &Tablebase, class: Class, skip: usize, want: impl Fn(Value) -> bool) -> Position {
    let mut found = None;
    let mut seen = 0;
    class.for_each_stored(|sides: Sides| {
        if found.is_none() && want(tables.value(sides).unwrap()) {
            seen += 1;
            if seen > skip {
                found = Some(sides.to_position());
            }
        }
    });
    found.expect("such a position exists")
}

fn play_out(game: &mut Game, red: Level, white: Level) {
    let cancel = AtomicBool::new(false);
    let mut bots = [Bot::new(red, 1), Bot::new(white, 2)];
    while !game.is_over() && game.turns().len() < 500 {
        let side = game.position().side_to_move();
        let choice = bots[side.index()].choose(game, &cancel).unwrap();
        game.play(&choice.turn).unwrap();
    }
}

#[test]
fn expert_converts_table_wins_in_exactly_the_tables_distance() {
    for taking in [Taking::Optional, Taking::Forced] {
        let tables = Tablebase::embedded(taking);
        for (class, skip) in [
            (Class::new(2, 1), 40),
            (Class::new(3, 1), 500),
            (Class::new(2, 2), 7),
            (Class::new(3, 2), 999),
        ] {
            let pos = find(
                tables,
                class,
                skip,
                |v| matches!(v, Value::Win(n) if n >= 5),
            );
            let Ok(Value::Win(distance)) = tables.probe(&pos, taking) else {
                unreachable!()
            };
            let mut game = Game::from_position(rules(taking), pos);
            play_out(&mut game, Level::Expert, Level::Expert);
            let winner = game.outcome().and_then(|o| o.winner);
            assert_eq!(winner, Some(pos.side_to_move()), "{pos:?} {taking:?}");
            let first_take = game.turns().iter().position(|t| t.is_capture());
            assert_eq!(
                first_take.map_or(game.turns().len(), |i| i + 1),
                distance as usize,
                "{pos:?} {taking:?}: the take comes exactly when the tables say"
            );
        }
    }
}

#[test]
fn the_bot_and_the_hint_follow_the_tables_and_a_loss_resists_longest() {
    let taking = Taking::Forced;
    let tables = Tablebase::embedded(taking);
    let lost = find(
        tables,
        Class::new(2, 3),
        3,
        |v| matches!(v, Value::Loss(n) if n >= 6),
    );
    let game = Game::from_position(rules(taking), lost);
    let judged = judge_turns(&game).expect("covered");
    let cancel = AtomicBool::new(false);
    let choice = Bot::new(Level::Expert, 3).choose(&game, &cancel).unwrap();
    let hint = Bot::new(Level::Expert, 3).hint(&game, &cancel).unwrap();
    let Ok(Value::Loss(n)) = tables.probe(&lost, taking) else {
        unreachable!()
    };
    for turn in [choice.turn, hint.turn] {
        let after = lost.after(&turn);
        // The reply position is a win for the other side in one turn less.
        assert_eq!(tables.probe(&after, taking), Ok(Value::Win(n - 1)));
        assert_eq!(judged[0].value, Value::Loss(n));
    }
}

#[test]
fn a_drawn_position_is_never_left_for_a_lost_one() {
    let taking = Taking::Optional;
    let tables = Tablebase::embedded(taking);
    let drawn = find(tables, Class::new(2, 2), 100, |v| v == Value::Draw);
    let game = Game::from_position(rules(taking), drawn);
    let choice = Bot::new(Level::Expert, 3)
        .choose(&game, &AtomicBool::new(false))
        .unwrap();
    let judged = judge_turns(&game).unwrap();
    let chosen = judged
        .iter()
        .find(|j| {
            let (a, b) = (&j.turn, &choice.turn);
            a.from() == b.from() && a.to() == b.to() && a.captured() == b.captured()
        })
        .unwrap();
    assert_eq!(chosen.value, Value::Draw);
}

#[test]
fn the_tables_are_left_alone_under_the_more_pieces_rules() {
    let pos = parse_position("3/3/5/5/5/2w2/2r2/3/3 r").unwrap();
    for quiet in [QuietRule::MorePieces60, QuietRule::MorePieces40] {
        let game = Game::from_position(
            Rules {
                taking: Taking::Optional,
                quiet,
            },
            pos,
        );
        assert!(judge_turns(&game).is_none());
    }
    let game = Game::from_position(rules(Taking::Optional), pos);
    assert_eq!(judge_turns(&game).unwrap()[0].value, Value::Win(1));
}

#[test]
fn a_hint_in_a_run_the_tables_hold_carries_the_run_on() {
    // Four pieces: the tables judge the turns. Red's c5 has taken d5 (on to
    // e5); the strongest turn of all is d6's.
    let game = Game::from_position(
        rules(Taking::Optional),
        parse_position("3/3/5/3r1/2rw1/5/5/2w/3 r").unwrap(),
    );
    let cancel = AtomicBool::new(false);
    let run = ["c5", "e5"].map(|n| sholo_core::Point::from_name(n).unwrap());
    let mut bot = Bot::for_hints();
    let best = bot.hint(&game, &cancel).unwrap().turn;
    assert!(
        !best.continues(&run),
        "the whole turn's hint is elsewhere: {best:?}"
    );
    let carried = bot.hint_carrying_on(&game, &run, &cancel).unwrap().turn;
    assert!(carried.continues(&run), "{carried:?}");
}
