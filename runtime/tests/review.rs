//! The review of a finished game through the runtime: it runs off the
//! caller's thread, its grades arrive with a notification, and it stops at
//! once when the table no longer wants it (a new game, the table closed).

use sholo_core::table::{Event, Refusal, Settings, Table};
use sholo_core::{legal_turns, save_game, Game, Level, PlayerKind, SavedGame, Side, StatsBook};
use sholo_runtime::{Notify, Runtime};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Two people's game of pseudo-random turns, played to its end (or resigned
/// by the side to move after `most` turns): a long game to review.
fn finished_game(most: usize) -> Table {
    let settings = Settings {
        red: PlayerKind::Human,
        white: PlayerKind::Human,
        ..Settings::default()
    };
    let config = settings.config(3);
    let mut game = Game::new(config.rules);
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    while !game.is_over() && game.turns().len() < most {
        let legal = legal_turns(game.position(), config.rules.taking);
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        let turn = legal[(state >> 33) as usize % legal.len()];
        game.play(&turn).unwrap();
    }
    if !game.is_over() {
        let side = game.position().side_to_move();
        game.resign(side).unwrap();
    }
    let saved = SavedGame {
        game_id: "long".into(),
        config,
        game,
        review: None,
    };
    Table::restore(settings, StatsBook::new(), Some(saved), 1)
}

/// The runtime `open` makes, its notifications sent down a channel.
fn notified(open: impl FnOnce(Notify) -> Runtime) -> (Runtime, mpsc::Receiver<()>) {
    let (changed, wait) = mpsc::channel();
    let runtime = open(Box::new(move || {
        let _ = changed.send(());
    }));
    (runtime, wait)
}

fn notified_runtime(table: Table) -> (Runtime, mpsc::Receiver<()>) {
    notified(|notify| Runtime::in_memory(table, notify))
}

#[test]
fn the_review_arrives_off_the_callers_thread_and_grades_every_turn() {
    let (runtime, wait) = notified_runtime(finished_game(40));
    let turns = runtime.read(|t| t.game().turns().len());
    let asked = Instant::now();
    runtime.act(|t| t.analyse()).unwrap();
    assert!(
        asked.elapsed() < Duration::from_millis(500),
        "asking does not wait for the review"
    );
    assert!(runtime.read(|t| t.view().analysing));
    wait.recv_timeout(Duration::from_secs(60))
        .expect("the review arrives");
    let view = runtime.read(Table::view);
    assert!(!view.analysing);
    assert_eq!(view.moves.len(), turns);
    assert!(view.moves.iter().all(|m| m.assessment.is_some()));
    assert!(runtime
        .act(Table::take_events)
        .contains(&Event::GameAnalysed));
}

#[test]
fn closing_the_table_cancels_a_running_review() {
    let (runtime, _wait) = notified_runtime(finished_game(150));
    runtime.act(|t| t.analyse()).unwrap();
    // The default budget is four seconds for the whole game.
    std::thread::sleep(Duration::from_millis(200));
    let closing = Instant::now();
    drop(runtime);
    let took = closing.elapsed();
    assert!(took < Duration::from_millis(1500), "closing took {took:?}");
}

#[test]
fn a_new_game_cancels_the_review_and_the_computer_plays_at_once() {
    let (runtime, wait) = notified_runtime(finished_game(150));
    runtime.act(|t| t.analyse()).unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let settings = Settings {
        red: PlayerKind::Computer { level: Level::Easy },
        white: PlayerKind::Human,
        ..Settings::default()
    };
    let started = Instant::now();
    runtime.act(|t| t.new_game(settings, 11));
    wait.recv_timeout(Duration::from_secs(60))
        .expect("the computer's opening turn");
    let view = runtime.read(Table::view);
    assert_eq!(view.moves.len(), 1, "the computer opened the new game");
    assert_eq!(view.moves[0].side, Side::Red);
    assert!(view.moves[0].assessment.is_none());
    assert!(!view.analysing);
    // Easy answers in well under the review's four seconds: the review was
    // cancelled rather than run to its end first.
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn a_review_is_written_with_the_game_and_comes_back_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let finished = finished_game(40).saved_game().clone();
    std::fs::write(dir.path().join("game.json"), save_game(&finished)).unwrap();
    let (runtime, wait) = notified(|notify| Runtime::open(dir.path(), notify).unwrap());
    runtime.act(|t| t.analyse()).unwrap();
    while !runtime.read(|t| t.view().moves.iter().all(|m| m.assessment.is_some())) {
        wait.recv_timeout(Duration::from_secs(60))
            .expect("the review arrives");
    }
    let graded = runtime.read(|t| t.view().moves);
    // The store's thread writes the change; then the phone dies, with no
    // goodbye (nothing written on the way out).
    runtime.flush();
    std::mem::forget(runtime);
    let reopened = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
    let view = reopened.read(Table::view);
    assert_eq!(view.moves, graded);
    assert!(!view.can_analyse, "reviewed already");
    assert_eq!(reopened.act(|t| t.analyse()), Err(Refusal::AlreadyAnalysed));
}
