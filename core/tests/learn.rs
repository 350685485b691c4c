//! Lessons and puzzles: every lesson step is done by the turn it expects
//! and answers or refuses others, through the judge and through the table;
//! the shipped puzzles read, verify and carry their measured ratings.

use sholo_core::learn::lessons::course;
use sholo_core::learn::material;
use sholo_core::learn::puzzles::{self, generate, judge, rate, shipped};
use sholo_core::learn::{english, Goal, Verdict, ENGLISH_TEXTS};
use sholo_core::table::{DrillStatus, Refusal, SearchKind, Settings, Table, ToAct};
use sholo_core::tablebase::Value;
use sholo_core::{
    judge_turns, parse_position, parse_turn, Bot, Game, Point, PointSet, Rules, Side, StatsBook,
    Taking, Turn,
};
use std::sync::atomic::AtomicBool;

fn judge(game: &Game, goal: &Goal, turn: &Turn) -> Verdict {
    let mut after = game.clone();
    after.play(turn).expect("a legal turn");
    goal.judge(game, turn, &after)
}

#[test]
fn every_lesson_step_is_done_by_its_turn_and_not_by_others() {
    for lesson in course() {
        for (n, spec) in lesson.steps().iter().enumerate() {
            let exercise = lesson.exercise(n).expect("the step exists");
            let game = &exercise.start;
            let rules = game.rules();
            assert!(!game.is_over(), "{} {n}: the game is over", lesson.id);
            let expected = match spec.expected {
                "" => exercise.goal.example(game).expect("a turn does it"),
                text => parse_turn(game.position(), rules.taking, text).expect("expected is legal"),
            };
            let verdict = judge(game, &exercise.goal, &expected);
            assert_ne!(
                verdict,
                Verdict::Wrong,
                "{} {n}: the expected turn",
                lesson.id
            );
            if spec.wrong.is_empty() {
                // A first step, and the quiet limit's last turn: every turn does it.
                if !matches!(exercise.goal, Goal::Step | Goal::Draw) {
                    assert!(
                        game.legal_turns()
                            .iter()
                            .any(|t| judge(game, &exercise.goal, t) == Verdict::Wrong),
                        "{} {n}: every turn does it",
                        lesson.id
                    );
                }
            } else {
                match parse_turn(game.position(), rules.taking, spec.wrong) {
                    Ok(wrong) => assert_eq!(
                        judge(game, &exercise.goal, &wrong),
                        Verdict::Wrong,
                        "{} {n}: the wrong turn",
                        lesson.id
                    ),
                    // Not even legal: the rules refuse it (forced takes).
                    Err(_) => assert_eq!(
                        exercise.goal,
                        Goal::Take { at_least: 1 },
                        "{} {n}: {} is not legal",
                        lesson.id,
                        spec.wrong
                    ),
                }
            }
        }
    }
}

#[test]
fn every_text_key_is_worded_in_english() {
    let mut keys = Vec::new();
    for lesson in course() {
        keys.push(lesson.title().key);
        for n in 0..lesson.len() {
            let exercise = lesson.exercise(n).unwrap();
            keys.push(exercise.prompt.key);
            keys.push(exercise.why.unwrap().key);
        }
    }
    keys.extend(
        [
            "puzzle.title",
            "puzzle.title.plain",
            "puzzle.win_piece",
            "puzzle.win_pieces",
            "puzzle.win_game",
            "puzzle.win_now",
            "puzzle.hold",
            "puzzle.keep_draw",
        ]
        .map(String::from),
    );
    keys.extend(
        [
            "drill.wrong.take",
            "drill.wrong.takes",
            "drill.wrong.threat",
            "drill.wrong.threats",
            "drill.wrong.ending",
            "drill.wrong.lost",
            "drill.wrong.free",
            "drill.wrong.goes_on",
            "drill.wrong.no_take",
            "drill.wrong.short",
            "drill.wrong.less",
            "drill.wrong.drawn",
            "drill.line",
        ]
        .map(String::from),
    );
    keys.extend(puzzles::Theme::ALL.map(|t| format!("puzzle.theme.{}", t.name())));
    for key in &keys {
        assert!(english(key, &[]).is_some(), "{key} has no English text");
    }
    for line in ENGLISH_TEXTS.lines() {
        let (key, text) = line.split_once('\t').expect("key<TAB>text");
        assert!(
            keys.iter().any(|k| k == key),
            "{key} is worded but never used"
        );
        assert!(!text.trim().is_empty());
    }
    assert_eq!(
        english("puzzle.win_pieces", &["Red".into(), "2".into()]).unwrap(),
        "Red to play and win 2 pieces"
    );
}

/// Plays `turn` on the table the way a person does: a tap on the piece,
/// then on every landing, and End turn if the run could go on.
fn play_by_taps(table: &mut Table, turn: &Turn) -> Result<(), Refusal> {
    let path = turn.path();
    table.tap(path[0].index() as i32)?;
    for point in &path[1..] {
        table.tap(point.index() as i32)?;
    }
    if table.view().run.is_some() {
        table.end_turn()?;
    }
    Ok(())
}

/// Answers the table's move request with Expert's turn.
fn answer_computer(table: &mut Table) {
    let request = table
        .outstanding()
        .into_iter()
        .find(|r| matches!(r.kind, SearchKind::Move { .. }))
        .expect("the computer is asked to move");
    let turn = Bot::new(sholo_core::Level::Expert, 1)
        .choose(&request.game, &AtomicBool::new(false))
        .expect("a turn")
        .turn;
    assert!(table.answer(request.id, Ok(turn)));
}

fn table() -> Table {
    Table::new(Settings::default(), StatsBook::new(), 7)
}

#[test]
fn every_lesson_is_completed_on_the_table() {
    let mut table = table();
    let game_before = sholo_core::save_game(table.saved_game());
    for (l, lesson) in course().iter().enumerate() {
        for n in 0..lesson.len() {
            table.start_lesson(l, n).unwrap();
            let goal = lesson.exercise(n).unwrap().goal;
            let mut turns = 0;
            while table.view().drill.unwrap().status == DrillStatus::Trying {
                match table.view().to_act {
                    ToAct::Person => {
                        let turn = goal.example(table.game()).expect("a turn does it");
                        play_by_taps(&mut table, &turn).unwrap();
                    }
                    ToAct::Computer => answer_computer(&mut table),
                    ToAct::Nobody => break,
                    ToAct::Opponent => unreachable!("a lesson has no online seat"),
                }
                turns += 1;
                assert!(turns < 200, "{}: the lesson does not end", lesson.id);
            }
            assert_eq!(
                table.view().drill.unwrap().status,
                DrillStatus::Solved,
                "{} {n}",
                lesson.id
            );
            assert!(table.view().drill.unwrap().why.is_some());
        }
        assert_eq!(
            table.stats().learn().steps_done(lesson.id),
            lesson.len() as u32
        );
    }
    // The game in progress was kept aside all along, and comes back.
    assert_eq!(sholo_core::save_game(table.saved_game()), game_before);
    table.leave_learning().unwrap();
    assert!(table.view().drill.is_none());
    assert_eq!(sholo_core::save_game(table.saved_game()), game_before);
    assert_eq!(table.game().turns(), table.saved_game().game.turns());
}

/// Starts the first step of "Stopping a run early" and returns its wrong
/// turn: the run carried a take too far.
fn start_stopping_early(table: &mut Table) -> Turn {
    let stop_early = course().iter().position(|l| l.id == "stop_early").unwrap();
    table.start_lesson(stop_early, 0).unwrap();
    let spec = &course()[stop_early].steps()[0];
    let taking = table.game().rules().taking;
    parse_turn(table.game().position(), taking, spec.wrong).unwrap()
}

#[test]
fn a_wrong_turn_is_answered_then_the_exercise_waits_for_retry() {
    let mut table = table();
    let wrong = start_stopping_early(&mut table);
    play_by_taps(&mut table, &wrong).unwrap();
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Missed);
    answer_computer(&mut table);
    let drill = table.view().drill.unwrap();
    let reply = drill.reply.expect("the computer's reply is shown");
    // The words say what the reply does: it takes the piece the run left hanging.
    let feedback = drill.feedback.expect("the reply is explained");
    assert!(feedback.key.starts_with("drill.wrong.take"), "{feedback:?}");
    assert_eq!(feedback.args[0], "white");
    let fallen: Vec<&str> = reply.captured().iter().map(|p| p.name()).collect();
    assert_eq!(feedback.args.last().unwrap(), &fallen.join(", "));
    assert!(english(&feedback.key, &feedback.args)
        .unwrap()
        .contains(fallen[0]));
    assert!(table.outstanding().is_empty(), "the computer answers once");
    let piece = table.view().cells.iter().position(|c| c.is_some()).unwrap();
    assert_eq!(table.tap(piece as i32), Err(Refusal::ExerciseOver));
    assert_eq!(table.resign(), Err(Refusal::Learning));
    table.retry().unwrap();
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Trying);
    assert!(table.game().turns().is_empty());
    table.hint().unwrap();
    assert_eq!(table.view().drill.unwrap().hint_piece, Some(wrong.from()));
    assert_eq!(table.stats().learn().steps_done("stop_early"), 0);
}

#[test]
fn forced_takes_refuse_a_step_while_a_take_is_on() {
    let mut table = table();
    let forced = course().iter().position(|l| l.id == "forced").unwrap();
    table.start_lesson(forced, 0).unwrap();
    let a1 = sholo_core::Point::from_name("a1").unwrap();
    assert!(matches!(
        table.tap(a1.index() as i32),
        Err(Refusal::CannotMove(_))
    ));
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Trying);
}

#[test]
fn past_the_course_is_no_lesson() {
    let mut table = table();
    assert_eq!(
        table.start_lesson(course().len(), 0),
        Err(Refusal::NoSuchLesson)
    );
    assert_eq!(table.start_lesson(0, 99), Err(Refusal::NoSuchLesson));
    assert_eq!(table.retry(), Err(Refusal::NotLearning));
    assert!(table.view().drill.is_none());
}

#[test]
fn the_shipped_puzzles_read_and_a_sample_verifies() {
    let set = shipped();
    assert!(set.len() >= 300, "{} puzzles", set.len());
    // A sample (debug builds are slow): `sholo puzzles verify` checks them all.
    for puzzle in set.iter().step_by(set.len() / 6) {
        judge::verify(puzzle).unwrap();
    }
}

#[test]
fn a_puzzle_solved_raises_the_rating_a_missed_one_lowers_it() {
    let mut table = table();
    table.start_puzzle(3).unwrap();
    let drill = table.view().drill.unwrap();
    let sholo_core::table::DrillKind::Puzzle { id } = drill.kind else {
        panic!("a puzzle")
    };
    let puzzle = &shipped()[id as usize];
    play_by_taps(&mut table, &puzzle.solutions[0]).unwrap();
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Solved);
    let after_solving = table.stats().learn().puzzles.clone();
    assert!(after_solving.rating > 1000);
    assert_eq!(after_solving.streak, 1);

    table.next_exercise(5).unwrap();
    let sholo_core::table::DrillKind::Puzzle { id: next } = table.view().drill.unwrap().kind else {
        panic!("a puzzle")
    };
    assert_ne!(next, id, "a puzzle just played is not picked again");
    let puzzle = &shipped()[next as usize];
    let pos = puzzle.position;
    let wrong = table
        .game()
        .legal_turns()
        .into_iter()
        .find(|t| {
            puzzle
                .solutions
                .iter()
                .all(|s| pos.after(s).key() != pos.after(t).key())
        })
        .unwrap();
    play_by_taps(&mut table, &wrong).unwrap();
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Missed);
    let after_missing = table.stats().learn().puzzles.clone();
    assert!(after_missing.rating < after_solving.rating);
    assert_eq!((after_missing.streak, after_missing.best_streak), (0, 1));
    table.show_solution().unwrap();
    assert_eq!(table.view().drill.unwrap().status, DrillStatus::Shown);
    assert_eq!(table.game().turns().len(), 1);
    assert_eq!(
        table.stats().learn().puzzles.missed,
        1,
        "a puzzle counts once"
    );
}

#[test]
fn the_shipped_set_writes_back_byte_for_byte_and_a_damaged_copy_is_refused() {
    // Generation itself replays byte for byte in `scripts/tb-check.sh`
    // (release build): each candidate costs Expert's search and the levels' tries.
    let bytes = puzzles::write(shipped());
    assert_eq!(puzzles::read(&bytes).as_deref(), Ok(shipped()));
    let mut damaged = bytes.clone();
    damaged[20] ^= 1;
    assert_eq!(
        puzzles::read(&damaged),
        Err(puzzles::PuzzleFileError::Checksum)
    );
}

#[test]
fn a_puzzles_themes_are_named_only_once_it_is_over() {
    let puzzle = shipped()
        .iter()
        .find(|p| p.themes.contains(&puzzles::Theme::OfferRefused))
        .expect("an offer-refused puzzle");
    let mut table = table();
    table.start_puzzle_id(puzzle.id).unwrap();
    let title = |table: &Table| table.view().drill.unwrap().title;
    assert_eq!(
        title(&table).key,
        "puzzle.title.plain",
        "no answer given away"
    );
    table.show_solution().unwrap();
    let shown = title(&table);
    assert_eq!(shown.key, "puzzle.title");
    assert!(
        shown.args[0].split(',').any(|t| t == "offer-refused"),
        "{shown:?}"
    );
    table.retry().unwrap();
    assert_eq!(
        title(&table).key,
        "puzzle.title.plain",
        "a retry hides them again"
    );
}

#[test]
fn a_puzzle_file_of_another_version_or_with_unknown_flags_is_refused() {
    let bytes = puzzles::write(&shipped()[..2]);
    let mut newer = bytes.clone();
    newer[4..6].copy_from_slice(&(puzzles::VERSION + 1).to_le_bytes());
    assert_eq!(
        puzzles::read(&newer),
        Err(puzzles::PuzzleFileError::Version(puzzles::VERSION + 1))
    );
    // The first puzzle's flags byte, after the header and its two point sets.
    let mut unknown = bytes[..bytes.len() - 8].to_vec();
    unknown[12 + 16] |= 8;
    let sum = puzzles::checksum(&unknown);
    unknown.extend_from_slice(&sum.to_le_bytes());
    assert_eq!(
        puzzles::read(&unknown),
        Err(puzzles::PuzzleFileError::Invalid(0))
    );
}

/// What a search would report for `text` with `solution` winning the game.
fn wins_the_game(text: &str, solution: &str) -> (Game, generate::Finding) {
    let position = parse_position(text).expect("a position");
    let game = Game::from_position(Rules::default(), position);
    let solution = parse_turn(&position, game.rules().taking, solution).expect("a legal turn");
    let finding = generate::Finding {
        solutions: vec![solution],
        claim: puzzles::Claim::WinGame,
        by_tables: false,
        distinct_turns: game.legal_turns().len(),
    };
    (game, finding)
}

#[test]
fn a_puzzle_does_not_ask_for_the_quickest_of_several_wins() {
    // Five against one: the quickest win is a step, and the others win later.
    let (game, finding) = wins_the_game("2r/3/2r2/3r1/r4/5/5/r2/1w1 r 0 1", "a5-b4");
    assert!(generate::asks_for_the_quickest_win(&game, &finding));
    // A shut-in ends the game at once: a puzzle to win now, as a mate in one
    // is, where every turn that ends it counts.
    let (game, finding) = wins_the_game("wwr/wrr/2r2/2r2/5/5/5/3/3 r 0 1", "c6-d6");
    let now = generate::examine(&game, 2).expect("a puzzle");
    assert_eq!(now.claim, puzzles::Claim::WinNow);
    assert!(now.solutions.contains(&finding.solutions[0]));
    assert!(!generate::asks_for_the_quickest_win(&game, &now));
    // Level material: no other road to a win is likely.
    let (game, finding) = wins_the_game("3/2r/1r3/3r1/5/w1w1w/5/3/3 r 0 1", "d6-e6");
    assert!(!generate::asks_for_the_quickest_win(&game, &finding));
    for puzzle in shipped() {
        let game = puzzle.exercise().start;
        let finding = generate::Finding {
            solutions: puzzle.solutions.clone(),
            claim: puzzle.claim,
            by_tables: puzzle.themes.contains(&puzzles::Theme::Ending),
            distinct_turns: game.legal_turns().len(),
        };
        assert!(
            !generate::asks_for_the_quickest_win(&game, &finding),
            "puzzle {}",
            puzzle.id
        );
    }
}

#[test]
fn the_deep_puzzles_are_for_strong_players_and_hidden_six_turns_deep() {
    let set = shipped();
    let deep: Vec<_> = set.iter().filter(|p| p.deep).collect();
    // One in four when a set is generated; fewer after `refine` dropped some.
    assert!(deep.len() >= set.len() / 8, "{} deep puzzles", deep.len());
    let median = |ratings: Vec<u16>| ratings[ratings.len() / 2];
    let mut deep_ratings: Vec<u16> = deep.iter().map(|p| p.rating).collect();
    deep_ratings.sort();
    let usual_ratings: Vec<u16> = set.iter().filter(|p| !p.deep).map(|p| p.rating).collect();
    assert!(
        median(deep_ratings.clone()) > median(usual_ratings.clone()) + 300,
        "deep {deep_ratings:?}"
    );
    // Beyond the hardest usual puzzle, enough for a strong player's while.
    let usual_hardest = *usual_ratings.iter().max().expect("usual puzzles");
    let beyond = deep_ratings.iter().filter(|&&r| r > usual_hardest).count();
    assert!(beyond >= set.len() / 30, "{beyond} beyond {usual_hardest}");
    // The one with the fewest pieces (the quickest to search in a debug
    // build): ten turns deep it verifies; six turns deep its solution is
    // not the one turn that does what it claims.
    let smallest = deep
        .iter()
        .min_by_key(|p| p.position.occupied().len())
        .expect("deep puzzles");
    judge::verify(smallest).unwrap();
    let six = generate::examine(&smallest.exercise().start, generate::USUAL.verify);
    let pos = smallest.position;
    assert!(six.is_none_or(|f| f.claim != smallest.claim
        || pos.after(&f.solutions[0]).key() != pos.after(&smallest.solutions[0]).key()));
}

#[test]
fn the_shipped_ratings_are_measured_and_spread_over_every_difficulty() {
    let set = shipped();
    for pair in set.windows(2) {
        assert!(pair[0].rating <= pair[1].rating, "sorted by rating");
    }
    for puzzle in set {
        assert_eq!(
            puzzle.difficulty,
            rate::difficulty(puzzle.rating),
            "puzzle {}",
            puzzle.id
        );
    }
    for difficulty in 1..=5 {
        assert!(
            set.iter().any(|p| p.difficulty == difficulty),
            "no puzzle of difficulty {difficulty}"
        );
    }
    // The puzzle with the fewest pieces (the quickest to search in a debug
    // build) gets the rating it ships with again.
    let smallest = set
        .iter()
        .min_by_key(|p| p.position.occupied().len())
        .expect("puzzles");
    assert_eq!(
        rate::rate(smallest),
        smallest.rating,
        "puzzle {}",
        smallest.id
    );
}

#[test]
fn an_exercise_refuses_a_hint_in_the_middle_of_a_run() {
    // Its hint marks the piece to move, and the piece is already moving.
    let mut table = table();
    let wrong = start_stopping_early(&mut table);
    let path = wrong.path();
    table.tap(path[0].index() as i32).unwrap();
    table.tap(path[1].index() as i32).unwrap();
    assert!(table.view().run.is_some(), "a run of takes in progress");
    assert!(!table.view().can_hint);
    assert_eq!(table.hint(), Err(Refusal::RunInProgress));
    assert_eq!(table.view().drill.unwrap().hint_piece, None);
}

/// The lesson and step of the course with this id.
fn lesson_step(id: &str, step: usize) -> (usize, Game, Turn) {
    let l = course()
        .iter()
        .position(|l| l.id == id)
        .expect("the lesson");
    let exercise = course()[l].exercise(step).unwrap();
    let spec = &course()[l].steps()[step];
    let game = exercise.start;
    let expected = parse_turn(game.position(), game.rules().taking, spec.expected).unwrap();
    (l, game, expected)
}

/// The takes `by` could make now if it were its turn: (jumper, jumped, landing).
fn threats(pos: &sholo_core::Position, by: Side) -> Vec<(Point, Point, Point)> {
    let mut found = Vec::new();
    for piece in pos.pieces(by) {
        for (over, to) in piece.jumps() {
            if pos.piece_at(over) == Some(by.other()) && pos.piece_at(to).is_none() {
                found.push((piece, over, to));
            }
        }
    }
    found
}

fn point(name: &str) -> Point {
    Point::from_name(name).unwrap()
}

#[test]
fn every_judged_step_expects_the_best_turn_by_the_tables_or_the_search() {
    for lesson in course() {
        for (n, spec) in lesson.steps().iter().enumerate() {
            let game = lesson.exercise(n).unwrap().start;
            let pos = *game.position();
            let taking = game.rules().taking;
            let Ok(expected) = parse_turn(&pos, taking, spec.expected) else {
                continue;
            };
            let after = pos.after(&expected).key();
            let rank = |v: &Value| match v {
                Value::Win(_) => 2,
                Value::Draw => 1,
                Value::Loss(_) => 0,
            };
            if let Some(judged) = judge_turns(&game) {
                let best = judged.iter().map(|j| rank(&j.value)).max().unwrap();
                let own = judged
                    .iter()
                    .find(|j| pos.after(&j.turn).key() == after)
                    .map(|j| rank(&j.value));
                assert_eq!(own, Some(best), "{} {n}: the tables", lesson.id);
            }
            if let Goal::Best { plies } = lesson.exercise(n).unwrap().goal {
                let gains: Vec<(i32, u64)> = material::ordered_turns(&pos, taking)
                    .iter()
                    .map(|t| (material::gain(&pos, taking, t, plies), pos.after(t).key()))
                    .collect();
                let best = gains.iter().map(|g| g.0).max().unwrap();
                let own = gains.iter().find(|g| g.1 == after).unwrap().0;
                assert_eq!(own, best, "{} {n}: the search", lesson.id);
                // The idea is the one good turn: no other position is as good.
                let equal = gains.iter().filter(|g| g.0 == best).count();
                assert_eq!(equal, 1, "{} {n}: one best turn", lesson.id);
            }
        }
    }
}

#[test]
fn the_idea_steps_show_their_idea_on_the_board() {
    // A friend behind: the step fills the one landing point of the one threat.
    let (_, game, expected) = lesson_step("behind", 0);
    let pos = *game.position();
    let threat = threats(&pos, Side::White);
    assert_eq!(threat.len(), 1);
    assert_eq!(expected.to(), threat[0].2, "the friend fills the landing");
    assert_ne!(expected.from(), threat[0].1, "the attacked piece stays");
    assert!(threats(&pos.after(&expected), Side::White).is_empty());
    // One step parries two: two threats, one landing, filled by a third piece.
    let (_, game, expected) = lesson_step("behind", 1);
    let pos = *game.position();
    let threat = threats(&pos, Side::White);
    assert_eq!(threat.len(), 2);
    assert!(threat.iter().all(|t| t.2 == expected.to()));
    assert!(threat.iter().all(|t| t.1 != expected.from()));
    assert!(threats(&pos.after(&expected), Side::White).is_empty());
    // The point behind you: the step that keeps the guard is the one good
    // turn, and every step of the guard empties the landing behind its friend.
    let (_, game, expected) = lesson_step("behind", 2);
    let pos = *game.position();
    assert!(threats(&pos, Side::White).is_empty());
    let guard = point("c7");
    assert_ne!(expected.from(), guard);
    for turn in game.legal_turns().iter().filter(|t| t.from() == guard) {
        assert!(threats(&pos.after(turn), Side::White)
            .iter()
            .any(|t| t.2 == guard && t.1 == point("d8")));
    }
    // A poisoned take: the one take loses pieces, the quiet step keeps them.
    let (_, game, expected) = lesson_step("poisoned", 0);
    let pos = *game.position();
    let takes: Vec<Turn> = game
        .legal_turns()
        .into_iter()
        .filter(Turn::is_capture)
        .collect();
    assert_eq!(takes.len(), 1);
    assert!(material::gain(&pos, Taking::Optional, &takes[0], 4) < 0);
    assert!(!expected.is_capture());
    assert_eq!(material::gain(&pos, Taking::Optional, &expected, 4), 0);
    // The decoy: the step offers a piece to c3, and the run through c3 follows.
    let (_, game, expected) = lesson_step("eight_lines", 1);
    let pos = *game.position();
    let after = pos.after(&expected);
    assert!(threats(&after, Side::White)
        .iter()
        .any(|t| t.0 == point("c3") && t.1 == expected.to()));
    let decoy_taken = parse_turn(&after, Taking::Optional, "c3xa5").unwrap();
    let run = parse_turn(&after.after(&decoy_taken), Taking::Optional, "a1xc3xe3").unwrap();
    assert_eq!(run.capture_count(), 2);
    // The corners: the threatened piece steps into one, where no jump reaches it.
    let (_, game, expected) = lesson_step("corners", 0);
    let pos = *game.position();
    let threat = threats(&pos, Side::White);
    assert_eq!((threat.len(), threat[0].1), (1, expected.from()));
    assert!(["a1", "e1", "a9", "e9"].contains(&expected.to().name()));
    let after = pos.after(&expected);
    assert!(threats(&after, Side::White).is_empty());
    assert!(Point::all().all(|p| p.jumps().all(|(over, _)| over != expected.to())));
    // A lone piece holds the draw in a corner, and only there.
    let (_, game, expected) = lesson_step("corners", 1);
    assert_eq!(game.position().count(Side::Red), 1);
    assert!(["a1", "e1", "a9", "e9"].contains(&expected.to().name()));
    let judged = judge_turns(&game).expect("three pieces: the tables");
    for j in judged {
        let holds = j.value == Value::Draw;
        assert_eq!(holds, j.turn.to() == expected.to(), "{:?}", j.turn);
    }
    // The opening: the first take of the game is taken back.
    let (_, game, expected) = lesson_step("opening", 1);
    assert_eq!(game.turns().len(), 2);
    assert!(game.turns()[1].is_capture());
    assert_eq!(expected.captured(), PointSet::from(game.turns()[1].to()));
    // Ahead at the quiet limit: the take keeps the win, a step draws at once.
    let (_, game, expected) = lesson_step("quiet", 1);
    assert_eq!(game.position().quiet(), 79);
    assert!(expected.is_capture());
    for turn in game.legal_turns().iter().filter(|t| !t.is_capture()) {
        let mut after = game.clone();
        after.play(turn).unwrap();
        assert!(after.outcome().is_some_and(|o| o.winner.is_none()));
    }
}

#[test]
fn a_quiet_reply_is_explained_by_the_piece_it_wins_next() {
    // Backing the wrong way (b7-b6): White need not take at once to win a piece.
    let (l, game, _) = lesson_step("behind", 0);
    let wrong = parse_turn(game.position(), Taking::Optional, "b7-b6").unwrap();
    let mut after = game.clone();
    after.play(&wrong).unwrap();
    for reply in after.legal_turns() {
        let feedback = sholo_core::learn::wrong_turn(
            &course()[l].exercise(0).unwrap().goal,
            &after,
            Some(&reply),
        );
        let text = english(&feedback.key, &feedback.args).unwrap();
        if reply.is_capture() {
            assert_eq!(feedback.key, "drill.wrong.take", "{text}");
        } else if feedback.key == "drill.wrong.threat" {
            // The piece named is one of Red's, and the line ends with White taking it.
            let named = point(&feedback.args[2]);
            let answered = after.position().after(&reply);
            assert_eq!(answered.piece_at(named), Some(Side::Red), "{text}");
            assert!(feedback.args[3].split(' ').count() >= 2, "{text}");
        }
    }
}

#[test]
fn a_success_shows_the_line_to_the_gain() {
    let mut table = table();
    let (l, game, expected) = lesson_step("eight_lines", 1);
    table.start_lesson(l, 1).unwrap();
    play_by_taps(&mut table, &expected).unwrap();
    let drill = table.view().drill.unwrap();
    assert_eq!(drill.status, DrillStatus::Solved);
    let line = drill.feedback.expect("the line is shown");
    assert_eq!(line.key, "drill.line");
    let turns: Vec<&str> = line.args[0].split(' ').collect();
    assert_eq!(turns[0], "b3-b4");
    // Played out, the line ends with Red a piece up.
    let mut pos = *game.position();
    for text in &turns {
        let turn = parse_turn(&pos, Taking::Optional, text).unwrap();
        pos = pos.after(&turn);
    }
    assert!(pos.count(Side::Red) > pos.count(Side::White), "{turns:?}");
}
