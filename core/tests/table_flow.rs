//! The table's flows, one by one, including the bugs each front end had when
//! it carried its own copy of the flow.

use sholo_core::table::{
    Actor, Event, Refusal, SearchFailure, SearchKind, SearchRequest, Settings, Table, ToAct,
};
use sholo_core::{
    legal_turns, parse_position, Game, GameConfig, Level, PlayerKind, Point, QuietRule, Rules,
    SavedGame, Side, StatsBook, Taking,
};

fn point(name: &str) -> i32 {
    Point::from_name(name).unwrap().index() as i32
}

fn vs_computer(human: Side, level: Level) -> Settings {
    let (red, white) = match human {
        Side::Red => (PlayerKind::Human, PlayerKind::Computer { level }),
        Side::White => (PlayerKind::Computer { level }, PlayerKind::Human),
    };
    Settings {
        red,
        white,
        ..Settings::default()
    }
}

fn two_people() -> Settings {
    Settings {
        red: PlayerKind::Human,
        white: PlayerKind::Human,
        ..Settings::default()
    }
}

/// The single move request, if exactly one is outstanding.
fn move_request(table: &Table) -> Option<SearchRequest> {
    let moves: Vec<_> = table
        .outstanding()
        .into_iter()
        .filter(|r| matches!(r.kind, SearchKind::Move { .. }))
        .collect();
    assert!(moves.len() <= 1, "more than one move request: {moves:?}");
    moves.into_iter().next()
}

/// Answers the computer's turn with its first legal turn (a stand-in engine).
fn answer_first_legal(table: &mut Table) {
    let request = move_request(table).expect("the computer is searching");
    let turn = legal_turns(request.game.position(), request.game.rules().taking)[0];
    assert!(table.answer(request.id, Ok(turn)));
}

fn refused(table: &mut Table) -> Vec<Refusal> {
    table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            Event::Refused(r) => Some(r),
            _ => None,
        })
        .collect()
}

/// A table on a position built by hand.
fn table_on(settings: Settings, position: &str, rules: Rules) -> Table {
    let config = GameConfig {
        rules,
        ..settings.config(9)
    };
    let saved = SavedGame {
        game_id: "hand".into(),
        config,
        game: Game::from_position(rules, parse_position(position).unwrap()),
        review: None,
    };
    Table::restore(
        Settings { rules, ..settings },
        StatsBook::new(),
        Some(saved),
        1,
    )
}

#[test]
fn tap_picks_up_puts_down_and_steps() {
    let mut table = Table::new(two_people(), StatsBook::new(), 5);
    let view = table.view();
    assert_eq!(view.to_act, ToAct::Person);
    assert_eq!(view.movable.len(), 5, "row 4's pieces can step into row 5");
    table.tap(point("b4")).unwrap();
    assert_eq!(table.view().selected, Point::from_name("b4"));
    assert_eq!(table.view().targets.len(), 3, "b4 steps to a5, b5, c5");
    assert!(
        table.view().movable.is_empty(),
        "nothing else marked while a piece is up"
    );
    table.tap(point("b4")).unwrap();
    assert_eq!(table.view().selected, None);
    assert_eq!(
        table.take_events(),
        vec![
            Event::PickedUp(Point::from_name("b4").unwrap()),
            Event::PutDown(Point::from_name("b4").unwrap())
        ]
    );
    table.tap(point("c4")).unwrap();
    table.tap(point("c5")).unwrap();
    let view = table.view();
    assert_eq!(view.side_to_move, Side::White);
    assert_eq!(view.moves.len(), 1);
    assert!(
        view.board_flipped,
        "two people, board turning on: White at the bottom"
    );
    let events = table.take_events();
    assert!(matches!(
        events.last(),
        Some(Event::TurnPlayed {
            side: Side::Red,
            by: Actor::Person,
            shown_hops: 1,
            ..
        })
    ));
}

#[test]
fn refusals_change_nothing() {
    let mut table = Table::new(two_people(), StatsBook::new(), 5);
    let before = table.view();
    assert_eq!(table.tap(99), Err(Refusal::NoSuchPoint(99)));
    assert_eq!(table.drag_start(-1), Err(Refusal::NoSuchPoint(-1)));
    assert_eq!(
        table.tap(point("c9")),
        Err(Refusal::CannotMove(Point::from_name("c9").unwrap()))
    );
    assert_eq!(table.end_turn(), Err(Refusal::NoRun));
    assert_eq!(table.undo(), Err(Refusal::NothingToUndo));
    assert_eq!(table.rematch(3), Err(Refusal::GameInProgress));
    table.tap(point("c4")).unwrap();
    assert_eq!(
        table.tap(point("c6")),
        Err(Refusal::NoSuchHop {
            from: Point::from_name("c4").unwrap(),
            to: Point::from_name("c6").unwrap()
        })
    );
    assert_eq!(
        table.view().selected,
        Point::from_name("c4"),
        "still in hand"
    );
    table.tap(point("c4")).unwrap();
    assert_eq!(table.view(), before);
    assert_eq!(refused(&mut table).len(), 7);
}

#[test]
fn only_mistakes_deserve_the_error_feedback() {
    let c4 = Point::from_name("c4").unwrap();
    for mistake in [
        Refusal::GameOver,
        Refusal::ExerciseOver,
        Refusal::ComputerToMove,
        Refusal::WatchingOnly,
        Refusal::NoSuchHop { from: c4, to: c4 },
        Refusal::RunMustGoOn,
        Refusal::NothingToUndo,
        Refusal::NothingToAnalyse,
    ] {
        assert!(mistake.deserves_feedback(), "{mistake:?}");
    }
    for quiet in [
        Refusal::NoSuchPoint(-1),
        Refusal::CannotMove(c4),
        Refusal::NotTheRunningPiece,
        Refusal::NoRun,
        Refusal::RunInProgress,
        Refusal::Reviewing,
        Refusal::NoSuchTurn,
        Refusal::GameInProgress,
        Refusal::Paused,
        Refusal::Analysing,
        Refusal::AlreadyAnalysed,
    ] {
        assert!(!quiet.deserves_feedback(), "{quiet:?}");
    }
}

#[test]
fn a_run_waits_for_end_turn_or_a_tap_on_the_running_piece() {
    let mut table = table_on(two_people(), "3/3/2w2/w4/2w2/2r2/5/3/3 r", Rules::default());
    table.tap(point("c4")).unwrap();
    table.tap(point("c6")).unwrap();
    let view = table.view();
    let run = view.run.expect("the run goes on");
    assert!(run.can_end && view.can_end_turn);
    assert_eq!(run.taken, vec![Point::from_name("c5").unwrap()]);
    assert_eq!(view.white.left, 2, "the taken piece is gone at once");
    assert_eq!(view.red.taken, 1);
    assert_eq!(
        table.tap(point("a6")),
        Err(Refusal::NoSuchHop {
            from: Point::from_name("c6").unwrap(),
            to: Point::from_name("a6").unwrap()
        })
    );
    table.tap(point("c6")).unwrap();
    let view = table.view();
    assert_eq!(view.moves.len(), 1);
    assert_eq!(sholo_core::format_turn(&view.moves[0].turn), "c4xc6");
    assert_eq!(view.side_to_move, Side::White);

    let mut again = table_on(two_people(), "3/3/2w2/w4/2w2/2r2/5/3/3 r", Rules::default());
    again.drag_start(point("c4")).unwrap();
    again.drag_drop(point("c6")).unwrap();
    again.end_turn().unwrap();
    assert_eq!(again.view().moves.len(), 1);
}

#[test]
fn forced_takes_play_the_single_continuation() {
    let rules = Rules {
        taking: Taking::Forced,
        ..Rules::default()
    };
    let mut table = table_on(two_people(), "3/3/2w2/w4/2w2/2r2/5/3/3 r", rules);
    assert_eq!(
        table.view().movable,
        vec![Point::from_name("c4").unwrap()],
        "only the piece that can take may move"
    );
    table.tap(point("c4")).unwrap();
    table.take_events();
    table.tap(point("c6")).unwrap();
    let events = table.take_events();
    let hops = events
        .iter()
        .filter(|e| matches!(e, Event::HopPlayed(_)))
        .count();
    assert_eq!(hops, 2, "c6 on to c8 played by itself");
    assert!(matches!(
        events.last(),
        Some(Event::TurnPlayed { shown_hops: 2, .. })
    ));
    assert_eq!(table.view().white.left, 1);
}

#[test]
fn the_computer_moves_after_a_hint_then_a_move_android_bug() {
    let mut table = Table::new(vs_computer(Side::Red, Level::Easy), StatsBook::new(), 11);
    assert!(
        move_request(&table).is_none(),
        "Red, the person, moves first"
    );
    table.hint().unwrap();
    let hint = table.outstanding().pop().expect("the hint is searched");
    assert_eq!(hint.kind, SearchKind::Hint);
    assert!(table.view().hint_pending);
    table.tap(point("c4")).unwrap();
    table.tap(point("c5")).unwrap();
    let computer = move_request(&table).expect("the computer thinks at once");
    assert_eq!(table.outstanding().len(), 1, "the hint was dropped");
    let stale = legal_turns(hint.game.position(), Taking::Optional)[0];
    assert!(!table.answer(hint.id, Ok(stale)), "a stale hint is dropped");
    assert_eq!(table.view().hint, None, "and never shown");
    assert_eq!(move_request(&table).map(|r| r.id), Some(computer.id));
    answer_first_legal(&mut table);
    assert_eq!(table.view().to_act, ToAct::Person);
    assert_eq!(table.view().moves.len(), 2);
}

#[test]
fn a_hint_is_shown_until_the_position_changes() {
    let mut table = Table::new(two_people(), StatsBook::new(), 11);
    table.hint().unwrap();
    let request = table.outstanding().pop().unwrap();
    let turn = legal_turns(request.game.position(), Taking::Optional)[2];
    assert!(table.answer(request.id, Ok(turn)));
    assert_eq!(table.view().hint, Some(turn));
    assert!(table.take_events().contains(&Event::HintShown {
        side: Side::Red,
        turn
    }));
    table.tap(point("a4")).unwrap();
    table.tap(point("a5")).unwrap();
    assert_eq!(table.view().hint, None);
}

/// Two red pieces that can run: c4 takes two at most, e4 three
/// (e4xe6xc6xc8).
const TWO_RUNS: &str = "3/3/2w2/3w1/2w1w/2r1r/5/3/3 r";

fn the_hint_request(table: &Table) -> SearchRequest {
    let hints: Vec<_> = table
        .outstanding()
        .into_iter()
        .filter(|r| r.kind == SearchKind::Hint)
        .collect();
    assert_eq!(hints.len(), 1, "one hint searched: {hints:?}");
    hints.into_iter().next().unwrap()
}

/// A turn of `start` by its notation.
fn turn_in(start: &str, text: &str) -> sholo_core::Turn {
    let position = parse_position(start).unwrap();
    sholo_core::parse_turn(&position, Taking::Optional, text).unwrap()
}

/// TWO_RUNS with c4 having taken c5, on c6 and waiting: c8, e6 or stop.
fn in_c4s_run(rules: Rules) -> Table {
    let mut table = table_on(two_people(), TWO_RUNS, rules);
    table.tap(point("c4")).unwrap();
    table.tap(point("c6")).unwrap();
    table
}

/// Asks for a hint and returns its search.
fn ask_hint(table: &mut Table) -> SearchRequest {
    table.hint().unwrap();
    the_hint_request(table)
}

fn turn(text: &str) -> sholo_core::Turn {
    turn_in(TWO_RUNS, text)
}

fn points(names: &[&str]) -> Vec<Point> {
    names.iter().map(|n| Point::from_name(n).unwrap()).collect()
}

#[test]
fn a_hint_in_a_run_carries_the_run_on() {
    let mut table = in_c4s_run(Rules::default());
    assert!(table.view().can_hint, "a hint may be asked in a run");
    let request = ask_hint(&mut table);
    assert_eq!(request.run, points(&["c4", "c6"]));

    // The engine's own search, the whole turn and then within the run.
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let best = sholo_core::Bot::for_hints()
        .hint(&request.game, &cancel)
        .unwrap()
        .turn;
    assert_eq!(best, turn("e4xe6xc6xc8"), "the best turn of all is e4's");
    let carried = sholo_core::Bot::for_hints()
        .hint_carrying_on(&request.game, &request.run, &cancel)
        .unwrap()
        .turn;
    assert!(carried.continues(&request.run), "{carried:?}");

    assert!(table.answer(request.id, Ok(carried)));
    let view = table.view();
    assert_eq!(view.hint, Some(carried));
    assert_eq!(view.hint_ahead, carried.path()[1..].to_vec());
    assert!(!view.can_hint, "shown: nothing more to ask");
}

#[test]
fn a_hint_to_stop_shows_the_running_piece_alone() {
    let mut table = in_c4s_run(Rules::default());
    let request = ask_hint(&mut table);
    assert!(table.answer(request.id, Ok(turn("c4xc6"))));
    assert_eq!(
        table.view().hint_ahead,
        points(&["c6"]),
        "end the turn here"
    );
    table.end_turn().unwrap();
    assert_eq!(table.view().hint, None, "the position moved on");
}

#[test]
fn a_hint_that_does_not_carry_the_run_on_is_not_shown() {
    let mut table = in_c4s_run(Rules::default());
    let request = ask_hint(&mut table);
    assert_eq!(request.run, points(&["c4", "c6"]));
    table.take_events();
    assert!(table.answer(request.id, Ok(turn("e4xe6"))));
    assert_eq!(table.view().hint, None);
    assert!(table
        .take_events()
        .iter()
        .any(|e| matches!(e, Event::EngineTrouble { .. })));
}

#[test]
fn a_hint_shown_before_a_run_stays_while_the_run_follows_it() {
    let mut table = table_on(two_people(), TWO_RUNS, Rules::default());
    let request = ask_hint(&mut table);
    assert!(request.run.is_empty(), "asked before the turn began");
    assert!(table.answer(request.id, Ok(turn("c4xc6xc8"))));
    assert_eq!(table.view().hint_ahead, points(&["c4", "c6", "c8"]));
    table.tap(point("c4")).unwrap();
    table.tap(point("c6")).unwrap();
    let view = table.view();
    assert_eq!(view.hint, Some(turn("c4xc6xc8")), "followed: it stays");
    assert_eq!(view.hint_ahead, points(&["c6", "c8"]), "what is left of it");
    table.undo().unwrap();
    assert_eq!(
        table.view().hint,
        Some(turn("c4xc6xc8")),
        "a whole turn's hint holds again once the run is taken back"
    );

    table.tap(point("e4")).unwrap();
    table.tap(point("e6")).unwrap();
    assert_eq!(
        table.view().hint,
        None,
        "a run that leaves the hint drops it"
    );
}

#[test]
fn a_hint_asked_in_a_run_goes_with_the_run() {
    let mut table = in_c4s_run(Rules::default());
    let request = ask_hint(&mut table);
    assert!(table.answer(request.id, Ok(turn("c4xc6xc8"))));
    table.undo().unwrap();
    let view = table.view();
    assert_eq!(view.hint, None, "searched for that run only");
    assert!(view.can_hint);
}

#[test]
fn a_hint_being_searched_is_asked_again_when_the_run_moves_on() {
    let start = "3/3/2w2/5/2w2/2r2/5/3/3 r";
    let mut table = table_on(two_people(), start, Rules::default());
    let before = ask_hint(&mut table);
    table.tap(point("c4")).unwrap();
    table.tap(point("c6")).unwrap();
    let after = the_hint_request(&table);
    assert_ne!(after.id, before.id, "asked again");
    assert_eq!(after.run, points(&["c4", "c6"]));
    let old = turn_in(start, "c4-d4");
    assert!(
        !table.answer(before.id, Ok(old)),
        "the old answer is dropped"
    );
    assert!(table.view().hint_pending);
    assert!(table.answer(after.id, Ok(turn_in(start, "c4xc6xc8"))));
    assert_eq!(table.view().hint_ahead, points(&["c6", "c8"]));
}

#[test]
fn a_hint_in_a_run_is_drawn_from_the_board_shown() {
    let mut table = in_c4s_run(Rules::default());
    let request = ask_hint(&mut table);
    assert!(table.answer(request.id, Ok(turn("c4xc6"))));
    assert!(table.view().hint_ends_run);
    table.pause();
    let paused = table.view();
    assert_eq!(paused.run, None, "paused, the board shows the turn's start");
    assert_eq!(
        paused.hint_ahead,
        points(&["c4", "c6"]),
        "so the hint is drawn whole"
    );
    assert!(!paused.hint_ends_run);
    table.resume();
    assert_eq!(table.view().hint_ahead, points(&["c6"]));
    assert!(table.view().hint_ends_run);
}

#[test]
fn a_hint_in_a_forced_run_goes_on() {
    let rules = Rules {
        taking: Taking::Forced,
        ..Rules::default()
    };
    let mut table = in_c4s_run(rules);
    assert!(table.view().run.is_some(), "c8 or e6 next: the run waits");
    let request = ask_hint(&mut table);
    let position = request.game.position();
    let stop = sholo_core::parse_turn(position, Taking::Optional, "c4xc6").unwrap();
    table.take_events();
    assert!(table.answer(request.id, Ok(stop)));
    assert_eq!(
        table.view().hint,
        None,
        "stopping is no turn under forced takes"
    );
    let request = ask_hint(&mut table);
    let on = sholo_core::parse_turn(position, Taking::Forced, "c4xc6xe6").unwrap();
    assert!(table.answer(request.id, Ok(on)));
    assert_eq!(table.view().hint_ahead, points(&["c6", "e6"]));
}

#[test]
fn a_hint_asked_in_a_run_then_undone_is_asked_for_the_whole_turn() {
    let mut table = in_c4s_run(Rules::default());
    let in_run = ask_hint(&mut table);
    table.undo().unwrap();
    let whole = the_hint_request(&table);
    assert_ne!(whole.id, in_run.id);
    assert!(
        whole.run.is_empty(),
        "the run is gone: a hint for the whole turn"
    );
    assert!(table.answer(whole.id, Ok(turn("e4xe6xc6xc8"))));
    assert_eq!(table.view().hint_ahead, points(&["e4", "e6", "c6", "c8"]));
}

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_turn() {
    let mut table = Table::new(vs_computer(Side::Red, Level::Easy), StatsBook::new(), 3);
    table.tap(point("c4")).unwrap();
    table.tap(point("c5")).unwrap();
    answer_first_legal(&mut table);
    table.tap(point("a4")).unwrap();
    table.tap(point("a5")).unwrap();
    assert!(move_request(&table).is_some());
    table.undo().unwrap();
    assert_eq!(
        table.view().moves.len(),
        2,
        "the person's turn, the computer still thinking"
    );
    assert!(move_request(&table).is_none());
    table.undo().unwrap();
    assert_eq!(table.view().moves.len(), 0);
    assert_eq!(table.undo(), Err(Refusal::NothingToUndo));
}

#[test]
fn undo_with_nothing_of_yours_to_undo_leaves_the_computers_turn_terminal_bug() {
    // `sholo play --red easy --white human`: undo before White's first turn.
    let mut table = Table::new(vs_computer(Side::White, Level::Easy), StatsBook::new(), 1);
    answer_first_legal(&mut table);
    let before = table.view();
    assert_eq!(before.moves.len(), 1);
    assert!(!before.can_undo);
    assert_eq!(table.undo(), Err(Refusal::NothingToUndo));
    assert_eq!(table.view(), before);
    assert!(
        table.outstanding().is_empty(),
        "the computer does not think again"
    );
}

#[test]
fn two_people_undo_one_turn() {
    let mut table = Table::new(two_people(), StatsBook::new(), 3);
    table.tap(point("c4")).unwrap();
    table.tap(point("c5")).unwrap();
    table.tap(point("d6")).unwrap();
    table.tap(point("d5")).unwrap();
    table.undo().unwrap();
    assert_eq!(table.view().moves.len(), 1);
    assert_eq!(table.view().side_to_move, Side::White);
}

#[test]
fn a_finished_game_is_recorded_once_and_swaps_seats_once() {
    let mut table = table_on(
        vs_computer(Side::Red, Level::Hard),
        "3/3/5/5/2w2/2r2/5/3/3 r",
        Rules::default(),
    );
    table.tap(point("c4")).unwrap();
    table.tap(point("c6")).unwrap();
    let view = table.view();
    let outcome = view.outcome.expect("Red took the last piece");
    assert_eq!(outcome.winner, Some(Side::Red));
    match view.record {
        sholo_core::table::RecordView::Level { level, stats } => {
            assert_eq!(level, Level::Hard);
            assert_eq!((stats.wins, stats.games()), (1, 1));
        }
        other => panic!("a record at Hard, not {other:?}"),
    }
    assert_eq!(
        table.settings().red,
        PlayerKind::Computer { level: Level::Hard }
    );
    assert_eq!(table.settings().white, PlayerKind::Human);
    assert!(table.take_events().contains(&Event::GameOver(outcome)));
    // The Android bug: the panel closed, undo, play on, finish again.
    assert_eq!(table.undo(), Err(Refusal::GameOver));
    // Reopened from its files: no second record, no second swap.
    let reopened = Table::restore(
        table.settings().clone(),
        table.stats().clone(),
        Some(table.saved_game().clone()),
        2,
    );
    assert_eq!(reopened.stats(), table.stats());
    assert_eq!(reopened.settings(), table.settings());
    let mut table = reopened;
    table.rematch(44).unwrap();
    let view = table.view();
    assert_eq!(view.red_player, PlayerKind::Computer { level: Level::Hard });
    assert_eq!(view.white_player, PlayerKind::Human);
    assert!(
        move_request(&table).is_some(),
        "the computer opens the rematch"
    );
}

#[test]
fn a_game_killed_before_it_was_recorded_is_recorded_on_reopening() {
    let settings = vs_computer(Side::Red, Level::Easy);
    let config = settings.config(5);
    let mut game = Game::from_position(
        config.rules,
        parse_position("3/3/5/5/2w2/2r2/5/3/3 r").unwrap(),
    );
    game.play_notation("c4xc6").unwrap();
    let saved = SavedGame {
        game_id: "killed".into(),
        config,
        game,
        review: None,
    };
    let table = Table::restore(settings.clone(), StatsBook::new(), Some(saved), 1);
    assert_eq!(table.stats().level(Level::Easy).wins, 1);
    assert_eq!(table.settings().swapped_after.as_deref(), Some("killed"));
    assert_eq!(table.settings().red, settings.white);
}

#[test]
fn resigning_ends_the_game_for_the_person() {
    let mut table = Table::new(vs_computer(Side::White, Level::Medium), StatsBook::new(), 8);
    assert!(move_request(&table).is_some());
    table.resign().unwrap();
    let view = table.view();
    assert_eq!(view.outcome.unwrap().winner, Some(Side::Red));
    assert!(table.outstanding().is_empty());
    assert_eq!(table.resign(), Err(Refusal::GameOver));
}

#[test]
fn a_failing_engine_is_asked_again_then_replaced_never_looping() {
    let mut table = Table::new(vs_computer(Side::Red, Level::Easy), StatsBook::new(), 3);
    table.tap(point("c4")).unwrap();
    table.tap(point("c5")).unwrap();
    let first = move_request(&table).unwrap();
    assert!(table.answer(first.id, Err(SearchFailure::Failed("boom".into()))));
    let second = move_request(&table).expect("asked again");
    assert_ne!(second.id, first.id);
    assert!(table.answer(second.id, Err(SearchFailure::Failed("boom".into()))));
    assert!(move_request(&table).is_none());
    assert_eq!(
        table.view().moves.len(),
        2,
        "a simple turn keeps the game going"
    );
    let troubles: Vec<_> = table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            Event::EngineTrouble { retrying, .. } => Some(retrying),
            _ => None,
        })
        .collect();
    assert_eq!(troubles, vec![true, false]);
}

#[test]
fn pausing_cancels_and_resuming_asks_again() {
    let mut table = Table::new(vs_computer(Side::White, Level::Easy), StatsBook::new(), 3);
    let before = move_request(&table).unwrap();
    table.pause();
    assert!(table.outstanding().is_empty());
    assert!(!table.answer(
        before.id,
        Ok(legal_turns(before.game.position(), Taking::Optional)[0])
    ));
    assert_eq!(table.view().moves.len(), 0);
    table.resume();
    let after = move_request(&table).unwrap();
    assert_ne!(after.id, before.id);
}

#[test]
fn watching_two_computers_of_different_levels() {
    let settings = Settings {
        red: PlayerKind::Computer { level: Level::Easy },
        white: PlayerKind::Computer {
            level: Level::Expert,
        },
        ..Settings::default()
    };
    let mut table = Table::new(settings, StatsBook::new(), 3);
    let red = move_request(&table).unwrap();
    assert!(matches!(
        red.kind,
        SearchKind::Move {
            level: Level::Easy,
            ..
        }
    ));
    assert!(red.pace_ms > 0, "watching is paced");
    answer_first_legal(&mut table);
    let white = move_request(&table).unwrap();
    assert!(matches!(
        white.kind,
        SearchKind::Move {
            level: Level::Expert,
            ..
        }
    ));
    assert_eq!(table.tap(point("c4")), Err(Refusal::WatchingOnly));
    assert_eq!(table.undo(), Err(Refusal::WatchingOnly));
}

#[test]
fn review_shows_earlier_positions_read_only() {
    let mut table = Table::new(two_people(), StatsBook::new(), 3);
    for (from, to) in [("c4", "c5"), ("d6", "d5"), ("a4", "a5")] {
        table.tap(point(from)).unwrap();
        table.tap(point(to)).unwrap();
    }
    let live = table.view();
    table.review_step(-2).unwrap();
    let view = table.view();
    assert_eq!(view.review.unwrap().index, 1);
    assert_eq!(view.last_turn.map(|l| l.turn), Some(live.moves[0].turn));
    assert_eq!(table.tap(point("d6")), Err(Refusal::Reviewing));
    table.review_to(0).unwrap();
    assert_eq!(table.view().position_text, sholo_core::START_TEXT);
    table.review_step(5).unwrap();
    assert_eq!(table.view(), live);
    assert_eq!(table.review_to(9), Err(Refusal::NoSuchTurn));
}

#[test]
fn the_same_entropy_plays_the_same_game() {
    let settings = Settings {
        red: PlayerKind::Computer { level: Level::Easy },
        white: PlayerKind::Computer { level: Level::Easy },
        ..Settings::default()
    };
    let play = || {
        let mut table = Table::new(settings.clone(), StatsBook::new(), 77);
        for _ in 0..12 {
            let request = move_request(&table).unwrap();
            let SearchKind::Move { level, seed } = request.kind else {
                unreachable!()
            };
            let mut bot = sholo_core::Bot::new(level, seed);
            let choice = bot
                .choose(&request.game, &std::sync::atomic::AtomicBool::new(false))
                .unwrap();
            table.answer(request.id, Ok(choice.turn));
        }
        table.view().moves
    };
    assert_eq!(play(), play());
}

#[test]
fn quiet_rule_and_view_figures() {
    let rules = Rules {
        quiet: QuietRule::MorePieces40,
        ..Rules::default()
    };
    let table = table_on(two_people(), "3/3/5/5/2w2/2r2/5/3/3 r 12 30", rules);
    let view = table.view();
    assert_eq!(
        (view.quiet, view.quiet_limit, view.turn_number),
        (12, 40, 30)
    );
    assert_eq!(view.red.left, 1);
    assert_eq!(
        view.red.taken, 0,
        "taken counts from the position the game began in"
    );
}

#[test]
fn switching_pieces_by_tap_or_drag_puts_the_first_one_down() {
    let b4 = Point::from_name("b4").unwrap();
    let c4 = Point::from_name("c4").unwrap();
    for by_drag in [false, true] {
        let mut table = Table::new(two_people(), StatsBook::new(), 5);
        table.tap(point("b4")).unwrap();
        table.take_events();
        if by_drag {
            table.drag_start(point("c4")).unwrap();
        } else {
            table.tap(point("c4")).unwrap();
        }
        assert_eq!(
            table.take_events(),
            vec![Event::PutDown(b4), Event::PickedUp(c4)],
            "by drag: {by_drag}"
        );
        assert_eq!(table.view().selected, Some(c4));
    }
}

/// Two people's game with a known blunder (Red's b4-b5 lets White take two),
/// ended by Red resigning: a finished game of two turns to review.
fn blundered_and_resigned() -> Table {
    let mut table = table_on(
        two_people(),
        "w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r",
        Rules::default(),
    );
    for at in ["b4", "b5", "a5", "c5", "e5"] {
        table.tap(point(at)).unwrap();
    }
    if table.view().run.is_some() {
        table.end_turn().unwrap();
    }
    assert_eq!(table.view().moves.len(), 2);
    table.resign().unwrap();
    table.take_events();
    table
}

/// Runs the table's review request with the real analysis, briefly.
fn run_analysis(table: &Table) -> (u64, sholo_core::table::AnalysisAnswer) {
    let request = table.outstanding_analysis().expect("a review is asked for");
    let limits = sholo_core::ReviewLimits {
        total: std::time::Duration::from_millis(500),
        ..request.limits
    };
    let cancel = std::sync::atomic::AtomicBool::new(false);
    (
        request.id,
        Ok(sholo_core::analyse_game(&request.game, limits, &cancel)),
    )
}

#[test]
fn a_finished_game_is_reviewed_on_request_and_its_grades_fill_the_move_list() {
    let mut table = blundered_and_resigned();
    let view = table.view();
    assert!(view.can_analyse && !view.analysing);
    assert!(view.moves.iter().all(|m| m.assessment.is_none()));
    assert!(
        table.outstanding_analysis().is_none(),
        "nothing until asked"
    );

    table.analyse().unwrap();
    let view = table.view();
    assert!(view.analysing && !view.can_analyse);
    assert!(table.outstanding().is_empty(), "no move or hint beside it");
    assert_eq!(table.analyse(), Err(Refusal::Analysing));
    let (id, answer) = run_analysis(&table);
    assert!(table.answer_analysis(id, answer));
    assert!(table.take_events().contains(&Event::GameAnalysed));

    let view = table.view();
    assert!(!view.analysing && !view.can_analyse);
    let blunder = view.moves[0].assessment.expect("turn 1 is graded");
    assert_eq!(blunder.grade, sholo_core::Grade::Blunder);
    assert!(blunder.loss > 0.0);
    let best = blunder.best.expect("the engine had a better turn");
    assert_ne!(best, view.moves[0].turn);
    let take = view.moves[1].assessment.expect("turn 2 is graded");
    assert_eq!(take.best, None, "White's double take was the best turn");
    assert!(table.outstanding_analysis().is_none());
    assert_eq!(table.analyse(), Err(Refusal::AlreadyAnalysed));
    // The files keep the review: reopened, the game shows its grades.
    assert_eq!(table.lasting_view().moves, view.moves);
    let reloaded = sholo_core::load_game(&sholo_core::save_game(table.saved_game())).unwrap();
    let reopened = Table::restore(
        table.settings().clone(),
        StatsBook::new(),
        Some(reloaded),
        9,
    );
    assert_eq!(reopened.view().moves, view.moves);
    assert!(!reopened.view().can_analyse);
}

#[test]
fn a_review_is_refused_while_the_game_goes_on_or_has_no_turns() {
    let mut table = Table::new(vs_computer(Side::Red, Level::Easy), StatsBook::new(), 4);
    assert_eq!(table.analyse(), Err(Refusal::GameInProgress));
    assert!(!table.view().can_analyse);
    table.resign().unwrap();
    assert!(!table.view().can_analyse);
    assert_eq!(table.analyse(), Err(Refusal::NothingToAnalyse));
    assert!(table.outstanding_analysis().is_none());
    assert_eq!(
        refused(&mut table),
        vec![Refusal::GameInProgress, Refusal::NothingToAnalyse]
    );
}

#[test]
fn a_review_for_a_game_left_behind_is_dropped() {
    let mut table = blundered_and_resigned();
    table.analyse().unwrap();
    let (id, answer) = run_analysis(&table);
    table.rematch(77).unwrap();
    assert!(
        table.outstanding_analysis().is_none(),
        "the rematch cancels it"
    );
    assert!(!table.view().analysing);
    assert!(
        !table.answer_analysis(id, answer),
        "a stale review is dropped"
    );
    assert!(table.view().moves.is_empty());
    assert!(!table.take_events().contains(&Event::GameAnalysed));

    let mut table = blundered_and_resigned();
    table.analyse().unwrap();
    let (id, answer) = run_analysis(&table);
    table.new_game(vs_computer(Side::White, Level::Easy), 78);
    assert!(table.outstanding_analysis().is_none());
    assert!(move_request(&table).is_some(), "the computer opens at once");
    assert!(!table.answer_analysis(id, answer));
}

#[test]
fn a_paused_table_stops_the_review_and_asks_again_on_resuming() {
    let mut table = blundered_and_resigned();
    table.analyse().unwrap();
    let (first, answer) = run_analysis(&table);
    table.pause();
    assert!(table.outstanding_analysis().is_none());
    assert!(table.view().analysing, "still wanted, not running");
    assert_eq!(table.analyse(), Err(Refusal::Paused));
    table.resume();
    let again = table.outstanding_analysis().expect("asked again").id;
    assert_ne!(again, first);
    assert!(!table.answer_analysis(first, answer.clone()));
    assert!(table.answer_analysis(again, answer));
    assert!(table.view().moves[0].assessment.is_some());
}

#[test]
fn a_review_that_fails_or_does_not_fit_is_reported_and_may_be_asked_again() {
    let mut table = blundered_and_resigned();
    table.analyse().unwrap();
    let id = table.outstanding_analysis().unwrap().id;
    assert!(table.answer_analysis(id, Err(SearchFailure::Failed("boom".into()))));
    assert!(table.take_events().iter().any(|e| matches!(
        e,
        Event::EngineTrouble {
            retrying: false,
            ..
        }
    )));
    assert!(table.view().can_analyse, "the person may try again");

    // A review of some other game is not shown.
    let mut elsewhere = Table::new(two_people(), StatsBook::new(), 5);
    elsewhere.tap(point("c4")).unwrap();
    elsewhere.tap(point("c5")).unwrap();
    elsewhere.resign().unwrap();
    elsewhere.analyse().unwrap();
    let (_, answer) = run_analysis(&elsewhere);
    table.analyse().unwrap();
    let id = table.outstanding_analysis().unwrap().id;
    assert!(table.answer_analysis(id, answer));
    assert!(table.view().moves.iter().all(|m| m.assessment.is_none()));
    assert!(table
        .take_events()
        .iter()
        .any(|e| matches!(e, Event::EngineTrouble { .. })));
}

#[test]
fn the_view_names_the_persons_side_only_against_the_computer() {
    let view_of = |settings: Settings| Table::new(settings, StatsBook::default(), 1).view();
    assert_eq!(
        view_of(vs_computer(Side::White, Level::Hard)).person_side,
        Some(Side::White)
    );
    assert_eq!(
        view_of(vs_computer(Side::Red, Level::Easy)).person_side,
        Some(Side::Red)
    );
    assert_eq!(view_of(two_people()).person_side, None);
    let bots = Settings {
        red: PlayerKind::Computer { level: Level::Easy },
        white: PlayerKind::Computer { level: Level::Hard },
        ..Settings::default()
    };
    assert_eq!(view_of(bots).person_side, None);
}
