//! The session API as a shell uses it, from Rust.

use sholo_ffi::*;

fn two_players(taking: TakingRule) -> GameConfig {
    GameConfig {
        red: Player::Human,
        white: Player::Human,
        rules: Rules {
            taking,
            quiet: QuietRule::Draw80,
        },
        seed: 1,
    }
}

fn point(name: &str) -> i32 {
    board_layout()
        .points
        .iter()
        .find(|p| p.name == name)
        .expect("a board point")
        .index
}

#[test]
fn layout_has_the_board() {
    let layout = board_layout();
    assert_eq!(layout.points.len(), 37);
    assert_eq!(layout.lines.len(), 20);
    assert_eq!(
        layout.points.iter().filter(|p| p.line_count == 8).count(),
        7
    );
}

#[test]
fn hops_steps_runs_and_end_turn() {
    // Red c4 can take c5 and then c7; White also has a piece on a6.
    let session = GameSession::from_position(
        two_players(TakingRule::Optional),
        "3/3/2w2/w4/2w2/2r2/5/3/3 r".into(),
    )
    .unwrap();
    let targets = session.targets(point("c4")).unwrap();
    assert!(targets.contains(&Target {
        to: point("c6"),
        taken: Some(point("c5"))
    }));
    assert!(targets.contains(&Target {
        to: point("d4"),
        taken: None
    }));
    assert!(matches!(
        session.play_hop(point("c4"), point("c8")),
        Err(SholoError::IllegalMove { .. })
    ));
    let hops = session.play_hop(point("c4"), point("c6")).unwrap();
    assert_eq!(hops.len(), 1);
    let view = session.view();
    let run = view.run.expect("the run goes on");
    assert!(run.can_end);
    assert_eq!(
        run.next_takes,
        vec![Target {
            to: point("c8"),
            taken: Some(point("c7"))
        }]
    );
    assert_eq!(view.cells[point("c5") as usize], Cell::Empty);
    session.end_run().unwrap();
    let view = session.view();
    assert_eq!(view.history, vec!["c4xc6"]);
    assert_eq!(view.side_to_move, Side::White);
    assert_eq!(view.white.left, 2);
    assert_eq!(view.red.taken, 1);
    assert_eq!(view.last_turn.unwrap().taken, vec![point("c5")]);
}

#[test]
fn forced_single_continuation_plays_itself() {
    let session = GameSession::from_position(
        two_players(TakingRule::Forced),
        "3/3/2w2/w4/2w2/2r2/5/3/3 r".into(),
    )
    .unwrap();
    assert!(session
        .targets(point("c4"))
        .unwrap()
        .iter()
        .all(|t| t.taken.is_some()));
    let hops = session.play_hop(point("c4"), point("c6")).unwrap();
    assert_eq!(hops.len(), 2);
    assert_eq!(session.view().history, vec!["c4xc6xc8"]);
}

#[test]
fn save_restore_and_damage() {
    let session = GameSession::new(two_players(TakingRule::Optional));
    session.play_notation("c4-c5".into()).unwrap();
    session.play_notation("d6-d5".into()).unwrap();
    let saved = session.save();
    let restored = GameSession::restore(saved.clone()).unwrap();
    assert_eq!(restored.view(), session.view());
    assert!(matches!(
        GameSession::restore(saved[..40].to_string()),
        Err(SholoError::DamagedSave { .. })
    ));
    let newer = saved.replace("\"version\": 1", "\"version\": 3");
    assert_eq!(
        GameSession::restore(newer).unwrap_err(),
        SholoError::NewerSave { version: 3 }
    );
    session.undo().unwrap();
    assert_eq!(session.view().history, vec!["c4-c5"]);
}

#[test]
fn bad_input_is_refused_with_its_reason() {
    let config = two_players(TakingRule::Optional);
    assert!(matches!(
        GameSession::from_position(config, "rrr r".into()),
        Err(SholoError::BadPosition { .. })
    ));
    let session = GameSession::new(config);
    assert!(matches!(
        session.play_notation("c4-c9".into()),
        Err(SholoError::BadNotation { .. })
    ));
    assert!(matches!(
        session.targets(99),
        Err(SholoError::IllegalMove { .. })
    ));
    assert!(matches!(
        session.undo(),
        Err(SholoError::NothingToDo { .. })
    ));
    assert!(matches!(
        session.end_run(),
        Err(SholoError::NothingToDo { .. })
    ));
}

#[test]
fn two_bots_play_a_whole_game_through_the_api() {
    let config = GameConfig {
        red: Player::Computer { level: Level::Easy },
        white: Player::Computer {
            level: Level::Medium,
        },
        rules: Rules {
            taking: TakingRule::Optional,
            quiet: QuietRule::MorePieces40,
        },
        seed: 11,
    };
    let session = GameSession::new(config);
    let cancel = std::sync::Arc::new(CancelToken::new());
    let mut turns = 0;
    while session.view().awaiting == Awaiting::Computer {
        let turn = session.think(cancel.clone()).unwrap();
        assert!(!turn.hops.is_empty());
        session.apply_bot_turn(turn.clone()).unwrap();
        let again = if session.view().outcome.is_some() {
            SholoError::GameOver
        } else {
            SholoError::StaleTurn
        };
        assert_eq!(session.apply_bot_turn(turn), Err(again));
        turns += 1;
        assert!(turns < 2000, "the quiet limit ends every game");
    }
    let view = session.view();
    let summary = session.summary().expect("the game is over");
    assert_eq!(Some(summary.outcome), view.outcome);
    assert_eq!(summary.turns as usize, view.history.len());
    assert!(matches!(
        session.think(cancel.clone()),
        Err(SholoError::GameOver)
    ));
    let restored = GameSession::restore(session.save()).unwrap();
    assert_eq!(restored.view(), view);
}

#[test]
fn a_person_cannot_ask_the_bot_to_play_for_them_and_hints_are_legal() {
    let config = GameConfig {
        red: Player::Human,
        white: Player::Computer { level: Level::Hard },
        rules: Rules {
            taking: TakingRule::Optional,
            quiet: QuietRule::Draw80,
        },
        seed: 5,
    };
    let session = GameSession::new(config);
    let cancel = std::sync::Arc::new(CancelToken::new());
    assert_eq!(
        session.think(cancel.clone()).unwrap_err(),
        SholoError::NotYourTurn
    );
    let hint = session.hint(cancel.clone()).unwrap();
    session.play_notation(hint.notation).unwrap();
    assert_eq!(session.view().awaiting, Awaiting::Computer);
    let reply = session.think(cancel.clone()).unwrap();
    session.apply_bot_turn(reply).unwrap();
    session.undo().unwrap();
    assert!(
        session.view().history.is_empty(),
        "undo goes back to before the person's turn"
    );
    let cancelled = std::sync::Arc::new(CancelToken::new());
    cancelled.cancel();
    assert_eq!(session.hint(cancelled).unwrap_err(), SholoError::Cancelled);
}

#[test]
fn rails_count_pieces_taken_during_a_run() {
    let session = GameSession::from_position(
        two_players(TakingRule::Optional),
        "3/3/2w2/w4/2w2/2r2/5/3/3 r".into(),
    )
    .unwrap();
    session.play_hop(point("c4"), point("c6")).unwrap();
    let view = session.view();
    assert_eq!((view.white.left, view.red.taken), (2, 1));
}

#[test]
fn undo_after_resigning_only_takes_back_the_resignation() {
    let session = GameSession::new(two_players(TakingRule::Optional));
    session.play_notation("c4-c5".into()).unwrap();
    session.resign().unwrap();
    assert_eq!(
        session.view().outcome.map(|o| o.reason),
        Some(EndReason::Resigned)
    );
    assert!(session.view().can_undo);
    session.undo().unwrap();
    let view = session.view();
    assert_eq!((view.outcome, view.history.len()), (None, 1));
}

#[test]
fn a_bot_turn_from_another_game_is_stale() {
    let config = GameConfig {
        red: Player::Computer { level: Level::Easy },
        white: Player::Human,
        rules: Rules {
            taking: TakingRule::Optional,
            quiet: QuietRule::Draw80,
        },
        seed: 3,
    };
    let (first, second) = (GameSession::new(config), GameSession::new(config));
    let turn = first
        .think(std::sync::Arc::new(CancelToken::new()))
        .unwrap();
    assert_eq!(
        second.apply_bot_turn(turn.clone()),
        Err(SholoError::StaleTurn)
    );
    first.apply_bot_turn(turn).unwrap();
}

#[test]
fn counters_beyond_any_game_are_refused() {
    let config = two_players(TakingRule::Optional);
    let start = "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r";
    for counters in ["0 4294967295", "81 1", "-1 1"] {
        let result = GameSession::from_position(config, format!("{start} {counters}"));
        assert!(
            matches!(result, Err(SholoError::BadPosition { .. })),
            "{counters}"
        );
    }
    let at_limit = GameSession::from_position(config, format!("{start} 80 100")).unwrap();
    assert_eq!(
        at_limit.view().outcome.map(|o| o.reason),
        Some(EndReason::QuietLimit)
    );
}
