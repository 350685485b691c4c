//! The apps' object through its Rust face: the same calls the generated
//! Kotlin and Swift make, with their records and events.

mod common;

use common::{index, new_listener, refusals};
use sholo_ffi::*;
use std::time::Duration;

fn settings(red: Player, white: Player) -> Settings {
    Settings {
        red,
        white,
        rules: Rules {
            taking: TakingRule::Optional,
            quiet: QuietRule::Draw80,
        },
        speed: Speed::Fast,
        turn_board: true,
        sound: true,
        haptics: false,
    }
}

#[test]
fn a_person_plays_and_the_computer_answers_from_its_thread() {
    let dir = tempfile::tempdir().unwrap();
    let (listener, changed) = new_listener();
    let table = GameTable::open(dir.path().to_string_lossy().into(), listener).unwrap();
    table.new_game(settings(
        Player::Human,
        Player::Computer { level: Level::Easy },
    ));
    table.tap(index("c4"));
    table.tap(index("c5"));
    let events = table.take_events();
    assert!(events.iter().any(|e| matches!(
        e,
        TableEvent::TurnPlayed { turn, shown_hops: 1 } if turn.notation == "c4-c5" && !turn.by_computer
    )));
    changed
        .recv_timeout(Duration::from_secs(60))
        .expect("told from the search thread");
    let view = table.view();
    assert_eq!(view.moves.len(), 2);
    assert!(view.moves[1].by_computer);
    assert_eq!(view.to_act, ToAct::Person);
    assert_eq!(view.cells.len(), 37);
    table.flush();
    assert!(dir.path().join("game.json").exists());
}

#[test]
fn a_refusal_says_whether_the_apps_sound_it() {
    let (listener, _changed) = new_listener();
    let table = GameTable::in_memory(settings(Player::Human, Player::Human), 3, listener);
    table.tap(400);
    table.undo();
    let feedback: Vec<(Refusal, bool)> = table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            TableEvent::Refused { reason, feedback } => Some((reason, feedback)),
            _ => None,
        })
        .collect();
    assert_eq!(
        feedback,
        vec![
            (Refusal::NoSuchPoint { index: 400 }, false),
            (Refusal::NothingToUndo, true),
        ]
    );
}

#[test]
fn refusals_arrive_as_events_and_nothing_throws() {
    let (listener, _changed) = new_listener();
    let table = GameTable::in_memory(settings(Player::Human, Player::Human), 3, listener);
    table.tap(400);
    table.tap(-3);
    table.end_turn();
    table.review_to(-1);
    table.rematch();
    let reasons = refusals(&table);
    assert_eq!(
        reasons,
        vec![
            Refusal::NoSuchPoint { index: 400 },
            Refusal::NoSuchPoint { index: -3 },
            Refusal::NoRun,
            Refusal::NoSuchTurn,
            Refusal::GameInProgress,
        ]
    );
}

#[test]
fn a_run_is_shown_with_its_marks() {
    let (listener, _changed) = new_listener();
    let table = GameTable::from_position(
        settings(Player::Human, Player::Human),
        "3/3/2w2/w4/2w2/2r2/5/3/3 r".into(),
        listener,
    )
    .unwrap();
    table.tap(index("c4"));
    let view = table.view();
    assert_eq!(view.selected, Some(index("c4")));
    assert!(view
        .targets
        .iter()
        .any(|t| t.to == index("c6") && t.taken == Some(index("c5"))));
    table.tap(index("c6"));
    let run = table.view().run.expect("a run");
    assert_eq!(run.taken, vec![index("c5")]);
    assert!(run.can_end && table.view().can_end_turn);
    table.end_turn();
    assert_eq!(table.view().moves[0].notation, "c4xc6");
    let frames = table.view().hop_boards;
    let at = |frame: usize, point: &str| frames[frame][index(point) as usize];
    assert_eq!(frames.len(), 2, "before the take, after it");
    assert_eq!((at(0, "c4"), at(0, "c5")), (Cell::Red, Cell::White));
    assert_eq!(
        (at(1, "c4"), at(1, "c5"), at(1, "c6")),
        (Cell::Empty, Cell::Empty, Cell::Red),
        "moved, the taken piece gone"
    );
    assert_eq!(frames[1], table.view().cells);
    assert_eq!(table.view().moves[0].captured, vec![index("c5")]);
    let (other, _) = new_listener();
    assert!(matches!(
        GameTable::from_position(
            settings(Player::Human, Player::Human),
            "nonsense".into(),
            other
        ),
        Err(SholoError::BadPosition { .. })
    ));
}

#[test]
fn a_finished_game_shows_its_record_and_swaps_seats() {
    let (listener, _changed) = new_listener();
    let table = GameTable::from_position(
        settings(Player::Human, Player::Computer { level: Level::Hard }),
        "3/3/5/5/2w2/2r2/5/3/3 r".into(),
        listener,
    )
    .unwrap();
    table.tap(index("c4"));
    table.tap(index("c6"));
    let view = table.view();
    assert_eq!(view.outcome.unwrap().winner, Some(Side::Red));
    match view.record {
        RecordView::Level { record } => assert_eq!((record.level, record.wins), (Level::Hard, 1)),
        other => panic!("{other:?}"),
    }
    let records = table.records();
    let hard = records
        .levels
        .iter()
        .find(|r| r.level == Level::Hard)
        .unwrap();
    assert_eq!(hard.wins, 1);
    assert_eq!(
        records.rating.games, 1,
        "a game against the computer is rated"
    );
    assert!(!records.rating.settled);
    assert!(
        records.rating.rating > level_rating(Level::Medium),
        "a win raises the rating"
    );
    assert_eq!(level_rating(Level::Easy), 800);
    assert_eq!(
        table.settings().red,
        Player::Computer { level: Level::Hard }
    );
    assert!(table
        .take_events()
        .iter()
        .any(|e| matches!(e, TableEvent::GameOver { .. })));
}

#[test]
fn a_directory_that_cannot_be_made_is_a_storage_error() {
    let file = tempfile::NamedTempFile::new().unwrap();
    let inside_a_file = file.path().join("store");
    let (listener, _changed) = new_listener();
    assert!(matches!(
        GameTable::open(inside_a_file.to_string_lossy().into(), listener),
        Err(SholoError::Storage { .. })
    ));
}

#[test]
fn a_finished_game_is_reviewed_and_its_move_list_graded() {
    let (listener, changed) = new_listener();
    let table = GameTable::from_position(
        settings(Player::Human, Player::Human),
        "w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r".to_string(),
        listener,
    )
    .unwrap();
    table.analyse();
    assert!(table.take_events().iter().any(|e| matches!(
        e,
        TableEvent::Refused {
            reason: Refusal::GameInProgress,
            feedback: false
        }
    )));
    for at in ["b4", "b5", "a5", "c5", "e5"] {
        table.tap(index(at));
    }
    table.resign();
    assert!(table.view().can_analyse);
    table.analyse();
    assert!(table.view().analysing);
    changed
        .recv_timeout(Duration::from_secs(60))
        .expect("told when the review arrives");
    let view = table.view();
    assert!(!view.analysing && !view.can_analyse);
    let first = view.moves[0].grade.clone().expect("graded");
    assert_eq!(first.grade, ReviewGrade::Blunder);
    assert!(first.best.is_some_and(|best| best != "b4-b5"));
    let second = view.moves[1].grade.clone().expect("graded");
    assert_eq!(second.best, None, "the double take was the best turn");
    let events = table.take_events();
    assert!(events.contains(&TableEvent::GameAnalysed));
    table.analyse();
    assert!(table.take_events().contains(&TableEvent::Refused {
        reason: Refusal::AlreadyAnalysed,
        feedback: false
    }));
}

#[test]
fn each_damaged_file_is_reported_with_its_kind() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["game.json", "stats.json", "settings.json"] {
        std::fs::write(dir.path().join(name), "{ not json").unwrap();
    }
    let (listener, _changed) = new_listener();
    let table = GameTable::open(dir.path().to_string_lossy().into(), listener).unwrap();
    let aside: Vec<(FileKind, String, String)> = table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            TableEvent::FileSetAside {
                kind,
                file,
                kept_as,
                ..
            } => Some((kind, file, kept_as)),
            _ => None,
        })
        .collect();
    let expected = |kind, file: &str| (kind, file.to_string(), format!("{file}.damaged-1"));
    assert_eq!(
        aside,
        vec![
            expected(FileKind::Game, "game.json"),
            expected(FileKind::Stats, "stats.json"),
            expected(FileKind::Settings, "settings.json"),
        ]
    );
}

#[test]
fn a_newer_file_is_reported_with_its_kind() {
    let dir = tempfile::tempdir().unwrap();
    let newer = "{\"format\": \"sholo-guti-settings\", \"version\": 99}";
    std::fs::write(dir.path().join("settings.json"), newer).unwrap();
    let (listener, _changed) = new_listener();
    let table = GameTable::open(dir.path().to_string_lossy().into(), listener).unwrap();
    let reported: Vec<(FileKind, u32)> = table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            TableEvent::FileFromNewerVersion { kind, version, .. } => Some((kind, version)),
            _ => None,
        })
        .collect();
    assert_eq!(reported, vec![(FileKind::Settings, 99)]);
}
