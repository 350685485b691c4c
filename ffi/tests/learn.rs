//! Lessons and puzzles through the apps' object: started, judged, answered,
//! and their progress saved with the record book and read back.

mod common;

use common::{index, new_listener, refusals};
use sholo_ffi::*;
use std::time::Duration;

fn lesson(table: &GameTable, id: &str) -> i32 {
    table
        .learn_progress()
        .lessons
        .iter()
        .position(|l| l.id == id)
        .unwrap() as i32
}

#[test]
fn a_lesson_step_is_done_and_its_progress_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path: String = dir.path().to_string_lossy().into();
    let (listener, _changed) = new_listener();
    let table = GameTable::open(path.clone(), listener).unwrap();
    let game_before = table.save_text();
    let step = lesson(&table, "step");
    table.start_lesson(step, 0);
    let drill = table.view().drill.expect("a lesson is on the table");
    assert_eq!(
        drill.kind,
        DrillKind::Lesson {
            lesson: step,
            step: 0
        }
    );
    assert_eq!(drill.status, DrillStatus::Trying);
    assert_eq!(drill.prompt.key, "lesson.step.1");
    assert!(english_text(drill.prompt.clone()).is_some());
    table.tap(index("c3"));
    table.tap(index("c4"));
    let drill = table.view().drill.unwrap();
    assert_eq!(drill.status, DrillStatus::Solved);
    assert_eq!(drill.why.unwrap().key, "lesson.step.1.why");
    assert!(drill.can_next);
    assert_eq!(table.learn_progress().lessons[step as usize].steps_done, 1);
    assert_eq!(
        table.save_text(),
        game_before,
        "the game in progress is kept aside"
    );
    table.flush();
    drop(table);

    let (listener, _changed) = new_listener();
    let table = GameTable::open(path, listener).unwrap();
    assert_eq!(table.learn_progress().lessons[step as usize].steps_done, 1);
    assert!(
        table.view().drill.is_none(),
        "a reopened app shows the game"
    );
}

#[test]
fn a_wrong_turn_is_answered_from_the_search_thread() {
    let (listener, changed) = new_listener();
    let table = GameTable::in_memory(standard_settings(), 5, listener);
    table.start_lesson(lesson(&table, "take"), 0);
    table.tap(index("c4"));
    table.tap(index("b4"));
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Missed);
    changed
        .recv_timeout(Duration::from_secs(60))
        .expect("the reply comes from the search thread");
    let view = table.view();
    let drill = view.drill.unwrap();
    let reply = drill.reply.expect("the reply is in the view");
    assert!(reply.by_computer);
    assert_eq!(
        reply.side,
        Side::White,
        "the reply is White's, Red having played"
    );
    // The words: the reply takes the piece the step left on b4.
    let feedback = drill.feedback.expect("the reply is explained");
    assert_eq!(feedback.key, "drill.wrong.take");
    assert_eq!(feedback.args, ["white", "c5xa3", "b4"]);
    assert_eq!(
        view.to_act,
        ToAct::Nobody,
        "the exercise waits for Retry or Next"
    );
    table.take_events();
    table.tap(index("c4"));
    table.resign();
    let reasons = refusals(&table);
    assert_eq!(reasons, vec![Refusal::ExerciseOver, Refusal::Learning]);
    table.retry();
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Trying);
    table.leave_learning();
    assert!(table.view().drill.is_none());
}

#[test]
fn puzzles_are_picked_rated_and_counted() {
    let (listener, _changed) = new_listener();
    let table = GameTable::in_memory(standard_settings(), 9, listener);
    assert!(table.learn_progress().puzzles.available >= 300);
    table.start_puzzle();
    let drill = table.view().drill.unwrap();
    assert!(matches!(drill.kind, DrillKind::Puzzle { .. }));
    assert!(drill.rating.is_some());
    assert!(drill.prompt.key.starts_with("puzzle."));
    table.hint();
    assert!(table.view().drill.unwrap().hint_piece.is_some());
    table.show_solution();
    let view = table.view();
    assert_eq!(view.drill.unwrap().status, DrillStatus::Shown);
    assert_eq!(view.moves.len(), 1, "the solution is played");
    let record = table.learn_progress().puzzles;
    assert_eq!((record.missed, record.streak), (1, 0));
    assert!(record.rating < 1000);
    table.next_exercise();
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Trying);
}

#[test]
fn a_puzzle_by_its_id_is_the_same_every_time_and_past_the_set_is_refused() {
    let (listener, _changed) = new_listener();
    let table = GameTable::in_memory(standard_settings(), 9, listener);
    table.start_puzzle_id(0);
    let first = table.view();
    assert_eq!(first.drill.unwrap().kind, DrillKind::Puzzle { id: 0 });
    table.start_puzzle_id(0);
    assert_eq!(table.view().cells, first.cells);
    table.take_events();
    table.start_puzzle_id(-1);
    assert!(table.take_events().contains(&TableEvent::Refused {
        reason: Refusal::NoPuzzles,
        feedback: false
    }));
}
