//! The store: every file round-trips; damage is set aside and reported; a
//! newer version's file is refused and never overwritten; a failed write is
//! reported and loses nothing.

use sholo_core::table::{Event, Settings, StoreNote, Table};
use sholo_core::{Level, PlayerKind, StatsBook};
use sholo_runtime::{FileKind, Runtime, Store};
use std::fs;
use std::sync::mpsc;
use std::time::Duration;

fn two_people() -> Settings {
    Settings {
        red: PlayerKind::Human,
        white: PlayerKind::Human,
        ..Settings::default()
    }
}

fn tap(runtime: &Runtime, name: &str) {
    let index = sholo_core::Point::from_name(name).unwrap().index() as i32;
    runtime.act(|t| t.tap(index)).unwrap();
}

fn store_notes(runtime: &Runtime) -> Vec<StoreNote> {
    runtime
        .act(Table::take_events)
        .into_iter()
        .filter_map(|e| match e {
            Event::Store(note) => Some(note),
            _ => None,
        })
        .collect()
}

#[test]
fn the_game_stats_and_settings_survive_a_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let view = {
        let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
        runtime.act(|t| t.new_game(two_people(), 42));
        tap(&runtime, "c4");
        tap(&runtime, "c5");
        tap(&runtime, "d6");
        tap(&runtime, "d5");
        runtime.flush();
        runtime.read(Table::view)
    };
    let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
    assert_eq!(runtime.read(Table::view), view);
    assert_eq!(
        runtime.read(|t| t.settings().clone()).white,
        PlayerKind::Human
    );
    assert!(store_notes(&runtime).is_empty());
}

#[test]
fn a_damaged_save_is_set_aside_kept_and_reported_once() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("game.json"),
        "{\"format\": \"sholo-guti-save\", \"vers",
    )
    .unwrap();
    let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
    let notes = store_notes(&runtime);
    assert!(
        matches!(&notes[..], [StoreNote::SetAside { kind: FileKind::Game, kept_as, .. }]
            if kept_as == "game.json.damaged-1"),
        "{notes:?}"
    );
    assert!(
        dir.path().join("game.json.damaged-1").exists(),
        "kept, not deleted"
    );
    assert_eq!(
        runtime.read(Table::view).moves.len(),
        0,
        "a fresh game instead"
    );
    assert!(store_notes(&runtime).is_empty(), "reported once");
}

#[test]
fn a_hand_edited_save_is_refused_whole() {
    let dir = tempfile::tempdir().unwrap();
    {
        let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
        runtime.act(|t| t.new_game(two_people(), 1));
        tap(&runtime, "c4");
        tap(&runtime, "c5");
        runtime.flush();
    }
    let path = dir.path().join("game.json");
    let text = fs::read_to_string(&path).unwrap().replace("c4-c5", "c4-c6");
    fs::write(&path, text).unwrap();
    let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
    assert!(matches!(
        &store_notes(&runtime)[..],
        [StoreNote::SetAside { .. }]
    ));
}

#[test]
fn a_newer_stats_file_is_refused_and_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let newer = StatsBook::new()
        .to_json()
        .replace("\"version\": 2", "\"version\": 7");
    fs::write(dir.path().join("stats.json"), &newer).unwrap();
    let settings = Settings {
        white: PlayerKind::Computer { level: Level::Easy },
        ..two_people()
    };
    let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
    assert!(matches!(
        &store_notes(&runtime)[..],
        [StoreNote::Newer {
            kind: FileKind::Stats,
            version: 7
        }]
    ));
    runtime.act(|t| t.new_game(settings, 3));
    runtime.act(|t| t.resign()).unwrap();
    runtime.flush();
    assert_eq!(
        fs::read_to_string(dir.path().join("stats.json")).unwrap(),
        newer
    );
    let notes = store_notes(&runtime);
    assert!(
        notes.iter().any(|n| matches!(
            n,
            StoreNote::SaveFailed {
                kind: FileKind::Stats,
                ..
            }
        )),
        "the refusal to overwrite is reported: {notes:?}"
    );
}

#[test]
fn a_disk_that_refuses_a_write_is_reported_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let (changed, wait) = mpsc::channel();
    let runtime = Runtime::open(
        dir.path(),
        Box::new(move || {
            let _ = changed.send(());
        }),
    )
    .unwrap();
    runtime.act(|t| t.new_game(two_people(), 1));
    runtime.flush();
    // The directory disappears under the app (a full or removed disk).
    fs::remove_dir_all(dir.path()).unwrap();
    tap(&runtime, "c4");
    tap(&runtime, "c5");
    runtime.flush();
    wait.recv_timeout(Duration::from_secs(30)).expect("told");
    let notes = store_notes(&runtime);
    assert!(
        matches!(
            &notes[..],
            [StoreNote::SaveFailed {
                kind: FileKind::Game,
                ..
            }]
        ),
        "{notes:?}"
    );
    assert_eq!(runtime.read(Table::view).moves.len(), 1);
}

#[test]
fn every_file_is_versioned_json() {
    let dir = tempfile::tempdir().unwrap();
    {
        let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
        runtime.act(|t| t.new_game(two_people(), 1));
        runtime.act(|t| t.resign()).unwrap();
        runtime.flush();
    }
    let mut store = Store::open(dir.path()).unwrap();
    for kind in FileKind::ALL {
        let text = fs::read_to_string(store.path(kind)).unwrap();
        assert!(text.contains("\"format\": \"sholo-guti-"), "{text}");
        assert!(text.contains("\"version\": "), "{text}");
    }
    let loaded = store.load();
    assert!(loaded.notes.is_empty());
    assert_eq!(loaded.stats.two_player().white_wins, 1);
}

#[test]
fn a_finished_game_found_on_opening_is_recorded_written_and_announced_once() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        white: PlayerKind::Computer { level: Level::Easy },
        ..two_people()
    };
    let config = settings.config(5);
    let mut game = sholo_core::Game::from_position(
        config.rules,
        sholo_core::parse_position("3/3/5/5/2w2/2r2/5/3/3 r").unwrap(),
    );
    game.play_notation("c4xc6").unwrap();
    let saved = sholo_core::SavedGame {
        game_id: "killed-before-recording".into(),
        config,
        game,
        review: None,
    };
    // The app was killed after saving the last turn, before anything else.
    fs::write(dir.path().join("game.json"), sholo_core::save_game(&saved)).unwrap();
    fs::write(dir.path().join("settings.json"), settings.to_json()).unwrap();
    let game_over = |runtime: &Runtime| {
        runtime
            .act(Table::take_events)
            .iter()
            .filter(|e| matches!(e, Event::GameOver(_)))
            .count()
    };
    {
        let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
        assert_eq!(game_over(&runtime), 1);
        runtime.flush();
    }
    let stats =
        StatsBook::from_json(&fs::read_to_string(dir.path().join("stats.json")).unwrap()).unwrap();
    assert_eq!(stats.level(Level::Easy).wins, 1, "the win is on disk");
    let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
    assert_eq!(game_over(&runtime), 0, "announced once");
    assert_eq!(runtime.read(|t| t.stats().level(Level::Easy).wins), 1);
    assert_eq!(
        runtime.read(|t| t.settings().red),
        PlayerKind::Computer { level: Level::Easy },
        "the seats swapped, once"
    );
}

#[test]
fn an_online_game_has_its_own_file_and_leaves_the_offline_game_alone() {
    let dir = tempfile::tempdir().unwrap();
    {
        let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
        runtime.act(|t| t.new_game(two_people(), 42));
        tap(&runtime, "c4");
        tap(&runtime, "c5");
        runtime.flush();
    }
    let offline = fs::read_to_string(dir.path().join("game.json")).unwrap();
    let code = "7K3QMXP2RD";
    {
        let table = Table::online(
            code,
            sholo_core::Side::Red,
            sholo_core::Rules::default(),
            Settings::default(),
            StatsBook::new(),
            None,
        );
        let store = Store::online(dir.path(), code).unwrap();
        let runtime = Runtime::with_store(table, store, Box::new(|| {}));
        runtime.act(|t| t.set_connection(sholo_core::table::Connection::Connected));
        runtime.act(|t| t.set_opponent(sholo_core::table::Presence::Present));
        tap(&runtime, "b4");
        tap(&runtime, "b5");
        runtime.act(|t| t.remote_turn("d6-d5")).unwrap();
        runtime.flush();
    }
    assert_eq!(
        fs::read_to_string(dir.path().join("game.json")).unwrap(),
        offline
    );
    let mut store = Store::online(dir.path(), code).unwrap();
    let (saved, notes) = store.load_online_game();
    assert!(notes.is_empty());
    let saved = saved.expect("the online game is kept");
    assert_eq!(saved.game.turns().len(), 2);
    assert_eq!(saved.game_id, code);
    assert!(
        fs::read_to_string(dir.path().join("online").join(format!("{code}.json")))
            .unwrap()
            .contains("\"version\": 3")
    );
    // The offline game reads back as it was.
    let runtime = Runtime::open(dir.path(), Box::new(|| {})).unwrap();
    assert_eq!(runtime.read(|t| t.game().turns().len()), 1);
    assert!(Store::online(dir.path(), "../etc").is_err());
}
