//! What the table says so the shells need not work it out: the status
//! line's one choice, the result from the person's side and who lost, the
//! exercise's settling and hint as events, when the exercise's hint is
//! offered, and which step of a lesson to resume.

use sholo_core::learn::lessons::course;
use sholo_core::table::{
    resume_step, DrillStatus, Event, Headline, SearchKind, SearchRequest, Settings, StatusLine,
    Table, ToAct,
};
use sholo_core::{
    legal_turns, parse_position, parse_turn, Bot, Game, GameConfig, Level, PlayerKind, Point,
    Rules, SavedGame, Side, StatsBook, Taking, Turn,
};
use std::sync::atomic::AtomicBool;

fn point(name: &str) -> i32 {
    Point::from_name(name).unwrap().index() as i32
}

fn seated(red: PlayerKind, white: PlayerKind) -> Settings {
    Settings {
        red,
        white,
        ..Settings::default()
    }
}

const MEDIUM: PlayerKind = PlayerKind::Computer {
    level: Level::Medium,
};

fn request(table: &Table, hint: bool) -> SearchRequest {
    table
        .outstanding()
        .into_iter()
        .find(|r| (r.kind == SearchKind::Hint) == hint)
        .expect("a search is asked for")
}

/// Answers the outstanding move (or hint) with the first legal turn.
fn answer_first_legal(table: &mut Table, hint: bool) -> Turn {
    let request = request(table, hint);
    let turn = legal_turns(request.game.position(), request.game.rules().taking)[0];
    assert!(table.answer(request.id, Ok(turn)));
    turn
}

/// Answers the outstanding move with Expert's turn (an exercise's reply).
fn answer_expert(table: &mut Table) {
    let request = request(table, false);
    let turn = Bot::new(Level::Expert, 1)
        .choose(&request.game, &AtomicBool::new(false))
        .expect("a turn")
        .turn;
    assert!(table.answer(request.id, Ok(turn)));
}

/// Plays `turn` by taps, with End turn if the run could go on.
fn play_by_taps(table: &mut Table, turn: &Turn) {
    for point in turn.path() {
        table.tap(point.index() as i32).unwrap();
    }
    if table.view().run.is_some() {
        table.end_turn().unwrap();
    }
}

#[test]
fn the_status_line_follows_a_game_against_the_computer() {
    let mut table = Table::new(seated(PlayerKind::Human, MEDIUM), StatsBook::new(), 3);
    assert_eq!(
        table.view().status,
        StatusLine::YourTurn { side: Side::Red }
    );

    table.hint().unwrap();
    assert_eq!(table.view().status, StatusLine::HintPending);
    let hint = answer_first_legal(&mut table, true);
    assert_eq!(table.view().status, StatusLine::Hint(hint));

    play_by_taps(&mut table, &hint);
    assert_eq!(
        table.view().status,
        StatusLine::ComputerThinking { side: Side::White }
    );
    table.pause();
    assert_eq!(
        table.view().status,
        StatusLine::ToMove { side: Side::White },
        "paused, nobody thinks"
    );
    table.resume();
    answer_first_legal(&mut table, false);
    assert_eq!(
        table.view().status,
        StatusLine::YourTurn { side: Side::Red }
    );

    table.review_to(1).unwrap();
    assert_eq!(
        table.view().status,
        StatusLine::Replay {
            index: 1,
            played: 2
        }
    );
    table.review_live();

    table.resign().unwrap();
    let view = table.view();
    let result = view.result.expect("the game is over");
    assert_eq!(result.headline, Headline::YouLose);
    assert_eq!(result.loser, Some(Side::Red), "the person resigned");
    assert_eq!(view.status, StatusLine::Over(Headline::YouLose));
    table.review_to(0).unwrap();
    assert_eq!(
        table.view().status,
        StatusLine::Replay {
            index: 0,
            played: 2
        },
        "looking back at a finished game says where"
    );
}

#[test]
fn the_person_winning_reads_you_win() {
    let mut table = Table::new(seated(MEDIUM, PlayerKind::Human), StatsBook::new(), 4);
    answer_first_legal(&mut table, false);
    assert_eq!(
        table.view().status,
        StatusLine::YourTurn { side: Side::White }
    );
    // Nobody resigns for the computer: a lost position is played out.
    let config = GameConfig {
        red: MEDIUM,
        white: PlayerKind::Human,
        ..table.saved_game().config
    };
    let mut table = Table::restore(
        seated(MEDIUM, PlayerKind::Human),
        StatsBook::new(),
        Some(SavedGame {
            game_id: "won".into(),
            config,
            game: Game::from_position(
                Rules::default(),
                parse_position("3/3/5/5/2w2/2r2/5/3/3 w").unwrap(),
            ),
            review: None,
        }),
        1,
    );
    table.tap(point("c5")).unwrap();
    table.tap(point("c3")).unwrap();
    let result = table.view().result.expect("every red piece taken");
    assert_eq!(result.headline, Headline::YouWin);
    assert_eq!(result.loser, Some(Side::Red));
}

#[test]
fn between_two_people_and_two_computers_the_status_names_the_side() {
    let mut people = Table::new(
        seated(PlayerKind::Human, PlayerKind::Human),
        StatsBook::new(),
        5,
    );
    assert_eq!(people.view().status, StatusLine::ToMove { side: Side::Red });
    people.resign().unwrap();
    let view = people.view();
    assert_eq!(
        view.status,
        StatusLine::Over(Headline::SideWins(Side::White))
    );
    assert_eq!(view.result.unwrap().loser, Some(Side::Red));

    let bots = Table::new(seated(MEDIUM, MEDIUM), StatsBook::new(), 6);
    assert_eq!(
        bots.view().status,
        StatusLine::BotThinking { side: Side::Red }
    );
}

/// Two red pieces that can run: c4 takes two at most, e4 three.
const TWO_RUNS: &str = "3/3/2w2/3w1/2w1w/2r1r/5/3/3 r";

#[test]
fn a_run_says_take_again_and_a_hint_to_stop_says_end_turn() {
    let saved = SavedGame {
        game_id: "runs".into(),
        config: seated(PlayerKind::Human, PlayerKind::Human).config(9),
        game: Game::from_position(Rules::default(), parse_position(TWO_RUNS).unwrap()),
        review: None,
    };
    let two = seated(PlayerKind::Human, PlayerKind::Human);
    let mut table = Table::restore(two, StatsBook::new(), Some(saved), 1);
    table.tap(point("c4")).unwrap();
    table.tap(point("c6")).unwrap();
    assert_eq!(table.view().status, StatusLine::Run { can_end: true });
    table.hint().unwrap();
    let hint = request(&table, true);
    let position = parse_position(TWO_RUNS).unwrap();
    let stop = parse_turn(&position, Taking::Optional, "c4xc6").unwrap();
    assert!(table.answer(hint.id, Ok(stop)));
    assert_eq!(table.view().status, StatusLine::HintEndTurn);
}

/// Starts the first step of "Stopping a run early" and returns its wrong turn.
fn start_stopping_early(table: &mut Table) -> Turn {
    let lesson = course().iter().position(|l| l.id == "stop_early").unwrap();
    table.start_lesson(lesson, 0).unwrap();
    let spec = &course()[lesson].steps()[0];
    parse_turn(
        table.game().position(),
        table.game().rules().taking,
        spec.wrong,
    )
    .unwrap()
}

fn settled(events: &[Event]) -> Vec<DrillStatus> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ExerciseSettled(status) => Some(*status),
            _ => None,
        })
        .collect()
}

#[test]
fn a_missed_exercise_is_told_once_and_awaits_its_reply() {
    let mut table = Table::new(Settings::default(), StatsBook::new(), 7);
    let wrong = start_stopping_early(&mut table);
    table.take_events();
    play_by_taps(&mut table, &wrong);
    let events = table.take_events();
    assert_eq!(settled(&events), [DrillStatus::Missed]);
    let turn_at = events
        .iter()
        .position(|e| matches!(e, Event::TurnPlayed { .. }));
    let settled_at = events
        .iter()
        .position(|e| matches!(e, Event::ExerciseSettled(_)));
    assert!(turn_at < settled_at, "the turn, then its verdict");
    let drill = table.view().drill.unwrap();
    assert!(drill.awaiting_reply, "the other side answers");
    assert_eq!(table.view().to_act, ToAct::Computer);

    answer_expert(&mut table);
    assert!(settled(&table.take_events()).is_empty(), "told once");
    let drill = table.view().drill.unwrap();
    assert!(!drill.awaiting_reply && drill.reply.is_some());

    table.show_solution().unwrap();
    let events = table.take_events();
    assert_eq!(settled(&events), [DrillStatus::Shown]);
    assert!(matches!(events.last(), Some(Event::ExerciseSettled(_))));
}

#[test]
fn the_exercise_hint_is_offered_once_and_its_piece_told() {
    let mut table = Table::new(Settings::default(), StatsBook::new(), 7);
    start_stopping_early(&mut table);
    table.take_events();
    assert!(table.view().can_hint);
    table.hint().unwrap();
    let piece = table
        .view()
        .drill
        .unwrap()
        .hint_piece
        .expect("a piece marked");
    assert_eq!(table.take_events(), [Event::PieceHinted(piece)]);
    assert!(
        !table.view().can_hint,
        "marked already: nothing more to offer"
    );
    table.hint().unwrap();
    assert!(
        table.take_events().is_empty(),
        "the same piece is not told again"
    );

    let lesson = course().iter().find(|l| l.id == "stop_early").unwrap();
    let goal = lesson.exercise(0).unwrap().goal;
    let solution = goal.example(table.game()).expect("a turn does it");
    play_by_taps(&mut table, &solution);
    assert_eq!(settled(&table.take_events()), [DrillStatus::Solved]);
    assert!(!table.view().can_hint, "solved: no hint");
    table.retry().unwrap();
    assert!(
        table.view().can_hint,
        "tried again: the hint is offered again"
    );
}

#[test]
fn a_lesson_resumes_where_it_stopped_and_starts_over_once_done() {
    assert_eq!(resume_step(0, 3), 0);
    assert_eq!(resume_step(2, 3), 2);
    assert_eq!(resume_step(3, 3), 0, "done: from the start again");
    assert_eq!(resume_step(5, 3), 0);
}
