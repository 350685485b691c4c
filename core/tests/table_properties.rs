//! The table as a state machine under random drive: intents, answers to the
//! computer's and the hint's searches (current, stale, out of order, failing),
//! pause and resume, and "the app was killed: reopen from the files" at any
//! step, under both take rules and every quiet rule. After every step:
//! - no stall: a computer to move (not over, not paused) has exactly one move
//!   search outstanding, and nobody else has one;
//! - reopened from its files, the table shows what it showed (what is not
//!   saved aside: the piece in hand, a run in progress, the hint, the review);
//! - every finished game is counted once and swaps the seats once;
//! - lessons and puzzles (started, retried, solved or missed, shown, left at
//!   any step) keep the game in progress aside untouched, are never counted
//!   as games, and ask the computer only to answer them;
//! - nothing panics.

use proptest::prelude::*;
use sholo_core::table::{SearchFailure, SearchKind, SearchRequest, Settings, Table, ToAct, View};
use sholo_core::{
    legal_turns, load_game, parse_position, save_game, Game, Hop, Level, PlayerKind, QuietRule,
    Rules, SavedGame, StatsBook, Taking,
};
use std::collections::BTreeSet;

#[derive(Clone, Debug)]
enum Step {
    Tap(i32),
    DragStart(i32),
    DragDrop(i32),
    DragCancel,
    EndTurn,
    Undo,
    Hint,
    Resign,
    Rematch,
    NewGame(u8),
    SetSettings(u8),
    Pause,
    Resume,
    Review(i8),
    ReviewLive,
    /// Answer the current move search with its n-th legal turn.
    AnswerMove(u8),
    /// Answer the current hint search with its n-th legal turn.
    AnswerHint(u8),
    /// Ask for a hint and answer it at once (an engine quicker than the
    /// player's next tap: a run in progress is still there).
    HintAnswered(u8),
    /// The current move search fails.
    FailMove,
    /// An old request (the n-th seen) is answered, out of order.
    AnswerStale(u8),
    /// A tap on one of the person's movable pieces or targets, so games move.
    PlaySensibly(u8),
    KillAndRestore,
    /// Lesson n % 14 of the course, at step n / 14 % 3 (past it: refused).
    StartLesson(u8),
    /// A puzzle: the n-th of the set, or (odd n) one near the rating.
    StartPuzzle(u8),
    Retry,
    ShowSolution,
    NextExercise,
    LeaveLearning,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => (-2i32..40).prop_map(Step::Tap),
        1 => (0i32..37).prop_map(Step::DragStart),
        1 => (0i32..37).prop_map(Step::DragDrop),
        1 => Just(Step::DragCancel),
        1 => Just(Step::EndTurn),
        2 => Just(Step::Undo),
        1 => Just(Step::Hint),
        1 => Just(Step::Resign),
        1 => Just(Step::Rematch),
        1 => any::<u8>().prop_map(Step::NewGame),
        1 => any::<u8>().prop_map(Step::SetSettings),
        1 => Just(Step::Pause),
        1 => Just(Step::Resume),
        1 => (-3i8..3).prop_map(Step::Review),
        1 => Just(Step::ReviewLive),
        6 => any::<u8>().prop_map(Step::AnswerMove),
        2 => any::<u8>().prop_map(Step::AnswerHint),
        2 => any::<u8>().prop_map(Step::HintAnswered),
        1 => Just(Step::FailMove),
        2 => any::<u8>().prop_map(Step::AnswerStale),
        10 => any::<u8>().prop_map(Step::PlaySensibly),
        2 => Just(Step::KillAndRestore),
        1 => any::<u8>().prop_map(Step::StartLesson),
        1 => any::<u8>().prop_map(Step::StartPuzzle),
        1 => Just(Step::Retry),
        1 => Just(Step::ShowSolution),
        1 => Just(Step::NextExercise),
        1 => Just(Step::LeaveLearning),
    ]
}

fn player(code: u8) -> PlayerKind {
    match code % 6 {
        0 | 1 => PlayerKind::Human,
        n => PlayerKind::Computer {
            level: Level::ALL[(n - 2) as usize],
        },
    }
}

fn settings_from(code: u8) -> Settings {
    Settings {
        red: player(code),
        white: player(code / 6),
        rules: Rules {
            taking: if code & 1 == 0 {
                Taking::Optional
            } else {
                Taking::Forced
            },
            quiet: [
                QuietRule::Draw80,
                QuietRule::MorePieces60,
                QuietRule::MorePieces40,
            ][(code / 2 % 3) as usize],
        },
        ..Settings::default()
    }
}

/// Few pieces, so that games end within a test's steps.
const STARTS: [&str; 5] = [
    "3/3/5/1w3/2w2/1r1r1/5/3/3 r",
    "3/3/2w2/w4/2w2/2r2/5/3/3 r",
    // Runs of one, two and three takes for two pieces (hints mid-run).
    "3/3/2w2/3w1/2w1w/2r1r/5/3/3 r",
    "w2/3/5/5/5/5/5/3/r1r w",
    "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r",
];

/// The test's memory of what it has seen, to check the counts against.
struct Seen {
    requests: Vec<SearchRequest>,
    finished: BTreeSet<String>,
    counted: BTreeSet<String>,
    swaps: usize,
    last_swapped: Option<String>,
    /// Who should sit where in the next game.
    seats: (PlayerKind, PlayerKind),
    /// The game in progress as it was when learning began.
    kept_aside: Option<String>,
}

fn kill_and_restore(table: &Table) -> Table {
    // Exactly what the store writes and reads back.
    let game = load_game(&save_game(table.saved_game())).expect("a save always loads");
    let stats = StatsBook::from_json(&table.stats().to_json()).expect("stats always load");
    let settings = Settings::from_json(&table.settings().to_json()).expect("settings load");
    Table::restore(settings, stats, Some(game), 999)
}

fn current(table: &Table, kind_is_move: bool) -> Option<SearchRequest> {
    table
        .outstanding()
        .into_iter()
        .find(|r| matches!(r.kind, SearchKind::Move { .. }) == kind_is_move)
}

fn nth_legal(request: &SearchRequest, n: u8) -> sholo_core::Turn {
    let turns = legal_turns(request.game.position(), request.game.rules().taking);
    turns[n as usize % turns.len()]
}

/// The n-th legal turn that carries on the request's run (for a hint asked
/// mid-run; every turn carries on no run).
fn nth_carrying_on(request: &SearchRequest, n: u8) -> sholo_core::Turn {
    let mut turns = legal_turns(request.game.position(), request.game.rules().taking);
    turns.retain(|t| t.continues(&request.run));
    turns[n as usize % turns.len()]
}

fn apply(table: &mut Table, step: &Step, seen: &mut Seen, entropy: &mut u64) {
    *entropy += 1;
    match *step {
        Step::Tap(p) => drop(table.tap(p)),
        Step::DragStart(p) => drop(table.drag_start(p)),
        Step::DragDrop(p) => drop(table.drag_drop(p)),
        Step::DragCancel => table.drag_cancel(),
        Step::EndTurn => drop(table.end_turn()),
        Step::Undo => drop(table.undo()),
        Step::Hint => drop(table.hint()),
        Step::Resign => drop(table.resign()),
        Step::Rematch => drop(table.rematch(*entropy)),
        Step::NewGame(code) => {
            let settings = settings_from(code);
            seen.seats = (settings.red, settings.white);
            table.new_game(settings, *entropy);
        }
        Step::SetSettings(code) => {
            let settings = settings_from(code);
            seen.seats = (settings.red, settings.white);
            table.set_settings(settings);
        }
        Step::Pause => table.pause(),
        Step::Resume => table.resume(),
        Step::Review(delta) => drop(table.review_step(delta.into())),
        Step::ReviewLive => table.review_live(),
        Step::AnswerMove(n) => {
            if let Some(request) = current(table, true) {
                assert!(table.answer(request.id, Ok(nth_legal(&request, n))));
            }
        }
        Step::HintAnswered(n) => {
            let _ = table.hint();
            apply(table, &Step::AnswerHint(n), seen, entropy);
        }
        Step::AnswerHint(n) => {
            if let Some(request) = current(table, false) {
                // Now and then a turn that may not carry the run on: not shown.
                let turn = if n % 4 == 0 {
                    nth_legal(&request, n / 4)
                } else {
                    nth_carrying_on(&request, n)
                };
                assert!(table.answer(request.id, Ok(turn)));
            }
        }
        Step::FailMove => {
            if let Some(request) = current(table, true) {
                table.answer(request.id, Err(SearchFailure::Failed("planted".into())));
            }
        }
        Step::AnswerStale(n) => {
            if !seen.requests.is_empty() {
                let old = seen.requests[n as usize % seen.requests.len()].clone();
                let wanted = table.outstanding().iter().any(|r| r.id == old.id);
                let before = table.lasting_view();
                let taken = table.answer(old.id, Ok(nth_legal(&old, n)));
                assert_eq!(taken, wanted, "only a request still asked for is taken");
                if !taken {
                    assert_eq!(
                        table.lasting_view(),
                        before,
                        "a stale answer changes nothing"
                    );
                }
            }
        }
        Step::PlaySensibly(n) => {
            let view = table.view();
            // Takes first, when the piece in hand has any: runs come often.
            let takes: Vec<i32> = view
                .targets
                .iter()
                .filter(|t| t.taken.is_some())
                .map(|t| t.to.index() as i32)
                .collect();
            let choices: Vec<i32> = if !takes.is_empty() {
                takes
            } else if !view.targets.is_empty() {
                view.targets.iter().map(|t| t.to.index() as i32).collect()
            } else {
                view.movable.iter().map(|p| p.index() as i32).collect()
            };
            if !choices.is_empty() {
                let _ = table.tap(choices[n as usize % choices.len()]);
            } else if view.can_end_turn {
                let _ = table.end_turn();
            }
        }
        Step::KillAndRestore => {
            let before = table.lasting_view();
            *table = kill_and_restore(table);
            assert_eq!(table.lasting_view(), before, "reopened from the files");
        }
        Step::StartLesson(n) => learning(table, seen, |t| {
            t.start_lesson(usize::from(n % 14), usize::from(n / 14 % 3))
        }),
        Step::StartPuzzle(n) if n % 2 == 1 => {
            learning(table, seen, |t| t.start_puzzle(u64::from(n)))
        }
        Step::StartPuzzle(n) => learning(table, seen, |t| t.start_puzzle_id(u32::from(n))),
        Step::Retry => learning(table, seen, Table::retry),
        Step::ShowSolution => learning(table, seen, Table::show_solution),
        Step::NextExercise => learning(table, seen, |t| t.next_exercise(7)),
        Step::LeaveLearning => {
            let _ = table.leave_learning();
            if let Some(kept) = seen.kept_aside.take() {
                assert_eq!(
                    save_game(table.saved_game()),
                    kept,
                    "the game in progress is back as it was"
                );
            }
        }
    }
    seen.requests.extend(table.outstanding());
    table.take_events();
}

/// A learning intent: the game in progress is kept aside while learning,
/// and stays what it was.
fn learning(
    table: &mut Table,
    seen: &mut Seen,
    intent: impl FnOnce(&mut Table) -> Result<(), sholo_core::table::Refusal>,
) {
    let before = save_game(table.saved_game());
    let was_learning = table.is_learning();
    let _ = intent(table);
    assert_eq!(
        save_game(table.saved_game()),
        before,
        "learning leaves the game alone"
    );
    if table.is_learning() && !was_learning {
        seen.kept_aside = Some(before);
    }
}

fn check(table: &Table, seen: &mut Seen) {
    let view = table.view();
    let moves: Vec<_> = table
        .outstanding()
        .into_iter()
        .filter(|r| matches!(r.kind, SearchKind::Move { .. }))
        .collect();
    let computer_due = view.to_act == ToAct::Computer && !table.is_paused();
    assert_eq!(
        moves.len(),
        usize::from(computer_due),
        "exactly one search while the computer is due: {view:?}"
    );
    if let Some(request) = moves.first() {
        assert_eq!(request.game.position(), table.game().position());
    }
    check_hop_boards(&view);
    check_hint(&view);
    if !table.is_learning() {
        seen.kept_aside = None;
    }
    if view.outcome.is_some() && !table.is_learning() {
        if seen.finished.insert(view.game_id.clone()) {
            seen.seats = (table.config().white, table.config().red);
        }
        if table.config().mode() != sholo_core::Mode::Watch {
            seen.counted.insert(view.game_id.clone());
        }
        assert_eq!(
            table.settings().swapped_after.as_deref(),
            Some(view.game_id.as_str()),
            "a finished game swapped the seats"
        );
    }
    if table.settings().swapped_after != seen.last_swapped {
        seen.swaps += 1;
        seen.last_swapped = table.settings().swapped_after.clone();
    }
    assert_eq!(
        seen.swaps,
        seen.finished.len(),
        "one swap per finished game"
    );
    assert_eq!(
        (table.settings().red, table.settings().white),
        seen.seats,
        "the seats swap once, after the game"
    );
    let stats = table.stats();
    let games: u32 = Level::ALL
        .iter()
        .map(|l| stats.level(*l).games())
        .sum::<u32>()
        + stats.two_player().red_wins
        + stats.two_player().white_wins
        + stats.two_player().draws;
    assert_eq!(
        games as usize,
        seen.counted.len(),
        "each finished game counted once"
    );
}

/// A hint shown carries on the run in progress, and what is left of it to
/// draw starts at the running piece (without a run: the whole turn).
fn check_hint(view: &View) {
    let Some(hint) = view.hint else {
        assert!(view.hint_ahead.is_empty(), "nothing to draw without a hint");
        return;
    };
    match &view.run {
        Some(run) => {
            assert!(hint.continues(&run.path), "{hint:?} leaves the run {run:?}");
            assert_eq!(
                view.hint_ahead.first(),
                run.path.last(),
                "from the running piece"
            );
            assert_eq!(view.hint_ahead[1..], hint.path()[run.path.len()..]);
        }
        None => assert_eq!(view.hint_ahead, hint.path()),
    }
}

/// The view's frames of the turn shown are its hops applied one by one to
/// the board before it (each hop moves the piece and lifts the one it
/// takes), and end on the board shown.
fn check_hop_boards(view: &View) {
    let hops: Vec<Hop> = match (&view.run, &view.last_turn) {
        (Some(run), _) => run
            .path
            .windows(2)
            .map(|hop| Hop {
                from: hop[0],
                to: hop[1],
                taken: hop[0].jump_over(hop[1]),
            })
            .collect(),
        (None, Some(last)) => last.turn.hops(),
        (None, None) => {
            assert!(view.hop_boards.is_empty(), "no turn, no frames");
            return;
        }
    };
    assert_eq!(
        view.hop_boards.len(),
        hops.len() + 1,
        "before, then each hop"
    );
    for (hop, pair) in hops.iter().zip(view.hop_boards.windows(2)) {
        let mut board = pair[0].clone();
        board[hop.to.index()] = board[hop.from.index()].take();
        if let Some(taken) = hop.taken {
            board[taken.index()] = None;
        }
        assert_eq!(board, pair[1], "the board after {hop:?}");
    }
    assert_eq!(
        view.hop_boards.last(),
        Some(&view.cells),
        "ends on the board shown"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn the_table_never_stalls_forgets_or_double_counts(
        start in 0usize..STARTS.len(),
        code in any::<u8>(),
        steps in proptest::collection::vec(step(), 1..120),
    ) {
        let settings = settings_from(code);
        let config = settings.config(7);
        let saved = SavedGame {
            game_id: "first".into(),
            config,
            game: Game::from_position(config.rules, parse_position(STARTS[start]).unwrap()),
            review: None,
        };
        let mut table = Table::restore(settings, StatsBook::new(), Some(saved), 3);
        let mut seen = Seen {
            requests: Vec::new(),
            finished: BTreeSet::new(),
            counted: BTreeSet::new(),
            swaps: 0,
            last_swapped: None,
            seats: (table.settings().red, table.settings().white),
            kept_aside: None,
        };
        let mut entropy = 100;
        check(&table, &mut seen);
        for step in &steps {
            apply(&mut table, step, &mut seen, &mut entropy);
            check(&table, &mut seen);
        }
    }
}
