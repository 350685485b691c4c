//! The runtime with the real bot: the computer answers on its own thread,
//! the shell is told, and pausing stops it.

use sholo_core::table::{Settings, Table, ToAct};
use sholo_core::{Level, PlayerKind};
use sholo_runtime::Runtime;
use std::sync::mpsc;
use std::time::Duration;

#[test]
fn the_computer_plays_on_its_own_thread_and_tells_the_shell() {
    let (changed, wait) = mpsc::channel();
    let settings = Settings {
        red: PlayerKind::Computer { level: Level::Easy },
        white: PlayerKind::Computer {
            level: Level::Medium,
        },
        speed: sholo_core::table::Speed::Fast,
        ..Settings::default()
    };
    let runtime = Runtime::in_memory(
        Table::new(settings, sholo_core::StatsBook::new(), 5),
        Box::new(move || {
            let _ = changed.send(());
        }),
    );
    for played in 1..=4 {
        wait.recv_timeout(Duration::from_secs(60)).expect("a turn");
        assert!(runtime.read(|t| t.view().moves.len()) >= played);
    }
    runtime.act(Table::pause);
    let frozen = runtime.read(|t| t.view().moves.len());
    std::thread::sleep(Duration::from_millis(600));
    assert_eq!(runtime.read(|t| t.view().moves.len()), frozen, "paused");
    assert!(!runtime.read(|t| t.view().thinking));
    runtime.act(Table::resume);
    wait.recv_timeout(Duration::from_secs(60)).expect("resumed");
    assert!(runtime.read(|t| t.view().moves.len()) > frozen);
}

#[test]
fn the_computer_answers_a_person_and_a_hint_arrives() {
    let (changed, wait) = mpsc::channel();
    let settings = Settings {
        white: PlayerKind::Computer { level: Level::Easy },
        ..Settings::default()
    };
    let runtime = Runtime::in_memory(
        Table::new(settings, sholo_core::StatsBook::new(), 9),
        Box::new(move || {
            let _ = changed.send(());
        }),
    );
    runtime.act(|t| t.hint()).unwrap();
    wait.recv_timeout(Duration::from_secs(60))
        .expect("the hint");
    let hint = runtime.read(|t| t.view().hint).expect("shown");
    let path = hint.path();
    for point in [path[0], path[1]] {
        runtime.act(|t| t.tap(point.index() as i32)).unwrap();
    }
    wait.recv_timeout(Duration::from_secs(60))
        .expect("the computer's turn");
    let view = runtime.read(Table::view);
    assert_eq!(view.moves.len(), 2);
    assert_eq!(view.to_act, ToAct::Person);
}

#[test]
fn a_hint_asked_in_a_run_carries_the_run_on() {
    // c4 may take c5 and go on; e4's three-piece run is the best turn of all.
    let rules = sholo_core::Rules::default();
    let start = sholo_core::parse_position("3/3/2w2/3w1/2w1w/2r1r/5/3/3 r").unwrap();
    let settings = Settings {
        white: PlayerKind::Human,
        ..Settings::default()
    };
    let saved = sholo_core::SavedGame {
        game_id: "run".into(),
        config: settings.config(3),
        game: sholo_core::Game::from_position(rules, start),
        review: None,
    };
    let (changed, wait) = mpsc::channel();
    let table = Table::restore(settings, sholo_core::StatsBook::new(), Some(saved), 3);
    let runtime = Runtime::in_memory(
        table,
        Box::new(move || {
            let _ = changed.send(());
        }),
    );
    let c = |name: &str| sholo_core::Point::from_name(name).unwrap();
    for point in [c("c4"), c("c6")] {
        runtime.act(|t| t.tap(point.index() as i32)).unwrap();
    }
    runtime.act(|t| t.hint()).unwrap();
    while runtime.read(|t| t.view().hint_pending) {
        wait.recv_timeout(Duration::from_secs(60))
            .expect("the hint");
    }
    let hint = runtime
        .read(|t| t.view().hint)
        .expect("a hint that carries the run on is shown");
    assert!(hint.continues(&[c("c4"), c("c6")]), "{hint:?}");
    assert_eq!(runtime.read(|t| t.view().hint_ahead)[0], c("c6"));
}
