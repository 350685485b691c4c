//! An online table: one seat is a person elsewhere whose turns arrive from the
//! network. It is never searched for, never played for, and its turns are
//! checked like any other; the local person's go to the outbox in order.

use sholo_core::table::{
    Actor, Connection, Event, OnlineEvent, OnlineSync, Outgoing, Presence, Refusal, RemoteRefusal,
    Settings, Table, ToAct,
};
use sholo_core::{
    format_turn, legal_turns, EndReason, Game, Outcome, Point, Rules, Side, StatsBook,
};

fn point(name: &str) -> i32 {
    Point::from_name(name).unwrap().index() as i32
}

/// An online table where this device plays `local`, connected, the opponent
/// present.
fn online(local: Side) -> Table {
    let mut table = Table::online(
        "K7MX3QPA",
        local,
        Rules::default(),
        Settings::default(),
        StatsBook::new(),
        None,
    );
    table.set_connection(Connection::Connected);
    table.set_opponent(Presence::Present);
    table.take_events();
    table
}

/// Plays a step by two taps.
fn step(table: &mut Table, from: &str, to: &str) -> Result<(), Refusal> {
    table.tap(point(from))?;
    table.tap(point(to))
}

fn online_events(table: &mut Table) -> Vec<OnlineEvent> {
    table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            Event::Online(e) => Some(e),
            _ => None,
        })
        .collect()
}

#[test]
fn a_remote_seat_is_never_searched_for_nor_shown_thinking() {
    let mut table = online(Side::White);
    let view = table.view();
    assert_eq!(view.to_act, ToAct::Opponent);
    assert!(!view.thinking);
    assert!(table.outstanding().is_empty());
    // Paused and resumed, disconnected and back: still nothing to search.
    table.pause();
    table.resume();
    table.set_connection(Connection::Offline {
        why: "the network is down".into(),
    });
    table.set_connection(Connection::Connected);
    assert!(table.outstanding().is_empty());
    assert!(!table.view().thinking);
}

#[test]
fn a_remote_seat_never_gets_a_fallback_turn() {
    let mut table = online(Side::White);
    // Whatever failed answers a runtime hands in, no request is theirs, and
    // the table plays nothing for the absent player.
    for id in 0..10 {
        assert!(!table.answer(
            id,
            Err(sholo_core::table::SearchFailure::Failed("x".into()))
        ));
    }
    assert!(table.game().turns().is_empty());
    assert_eq!(table.view().to_act, ToAct::Opponent);
}

#[test]
fn the_remote_turn_is_played_and_an_illegal_one_refused_with_the_table_unchanged() {
    let mut table = online(Side::White);
    let before = *table.game().position();
    assert!(matches!(
        table.remote_turn("c4-c6"),
        Err(RemoteRefusal::Illegal { .. })
    ));
    assert!(matches!(
        table.remote_turn("nonsense"),
        Err(RemoteRefusal::Illegal { .. })
    ));
    assert_eq!(table.game().position(), &before);
    assert!(table.remote_turn("c4-c5").is_ok());
    assert_eq!(table.game().turns().len(), 1);
    let played: Vec<_> = table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            Event::TurnPlayed { by, side, .. } => Some((by, side)),
            _ => None,
        })
        .collect();
    assert_eq!(played, vec![(Actor::Remote, Side::Red)]);
    assert_eq!(table.view().moves[0].by, Actor::Remote);
    // Now it is this side's turn: a second remote turn is out of turn, and
    // the remote turn never reaches the outbox.
    assert_eq!(table.remote_turn("d6-d5"), Err(RemoteRefusal::NotTheirTurn));
    assert!(table.take_outbox().is_empty());
    assert_eq!(table.view().to_act, ToAct::Person);
}

#[test]
fn a_person_cannot_play_the_remote_seat() {
    let mut table = online(Side::White);
    assert_eq!(step(&mut table, "c4", "c5"), Err(Refusal::OpponentToMove));
    assert!(table.view().movable.is_empty());
}

#[test]
fn local_turns_reach_the_outbox_in_order() {
    let mut table = online(Side::Red);
    let mut expected = Vec::new();
    for (index, (mine, theirs)) in [("c4", "c5"), ("c5", "c4"), ("b4", "b5")]
        .iter()
        .zip(["d6-d5", "d5-d6", "b6-a5"])
        .enumerate()
    {
        step(&mut table, mine.0, mine.1).unwrap();
        expected.push(Outgoing::Turn {
            index: index * 2,
            notation: format!("{}-{}", mine.0, mine.1),
        });
        table.remote_turn(theirs).unwrap();
    }
    assert_eq!(table.take_outbox(), expected);
    assert!(table.take_outbox().is_empty(), "drained once");
}

#[test]
fn turns_are_refused_while_disconnected_and_allowed_once_back() {
    let mut table = online(Side::Red);
    table.tap(point("c4")).unwrap();
    table.set_connection(Connection::Connecting { attempt: 2 });
    let view = table.view();
    assert!(view.movable.is_empty() && view.selected.is_none());
    assert!(!view.can_resign);
    assert_eq!(
        view.online.as_ref().unwrap().connection,
        Connection::Connecting { attempt: 2 }
    );
    assert_eq!(table.tap(point("c4")), Err(Refusal::NotConnected));
    assert_eq!(table.resign(), Err(Refusal::NotConnected));
    assert_eq!(table.offer_draw(), Err(Refusal::NotConnected));
    assert!(table.take_outbox().is_empty());
    assert!(Refusal::NotConnected.deserves_feedback());
    table.set_connection(Connection::Connected);
    step(&mut table, "c4", "c5").unwrap();
    assert_eq!(table.take_outbox().len(), 1);
}

#[test]
fn hints_and_takebacks_are_not_part_of_an_online_game() {
    let mut table = online(Side::Red);
    assert!(!table.view().can_hint);
    assert_eq!(table.hint(), Err(Refusal::InOnlineGame));
    step(&mut table, "c4", "c5").unwrap();
    assert!(!table.view().can_undo);
    assert_eq!(table.undo(), Err(Refusal::InOnlineGame));
    assert_eq!(table.game().turns().len(), 1);
}

#[test]
fn presence_and_connection_changes_are_announced_once() {
    let mut table = online(Side::Red);
    table.set_opponent(Presence::Away {
        since_ms: 5,
        may_end: false,
    });
    table.set_opponent(Presence::Away {
        since_ms: 5,
        may_end: true,
    });
    assert!(table.view().online.unwrap().can_end_abandoned);
    table.set_opponent(Presence::Present);
    table.set_connection(Connection::Offline { why: "x".into() });
    table.set_connection(Connection::Offline { why: "x".into() });
    assert_eq!(
        online_events(&mut table),
        vec![
            OnlineEvent::OpponentAway,
            OnlineEvent::OpponentArrived,
            OnlineEvent::Connection(Connection::Offline { why: "x".into() }),
        ]
    );
}

#[test]
fn resigning_online_loses_for_this_side_tells_the_peer_and_leaves_the_record_alone() {
    let mut table = online(Side::White);
    let stats_before = table.stats().clone();
    let settings_before = table.settings().clone();
    table.resign().unwrap();
    assert_eq!(
        table.game().outcome(),
        Some(Outcome::win(Side::Red, EndReason::Resigned))
    );
    assert_eq!(table.take_outbox(), vec![Outgoing::Resign]);
    let over = table
        .take_events()
        .into_iter()
        .filter(|e| matches!(e, Event::GameOver(_)))
        .count();
    assert_eq!(over, 1);
    assert_eq!(table.stats(), &stats_before);
    assert_eq!(table.settings(), &settings_before);
}

#[test]
fn endings_from_the_server_close_the_game_once() {
    let mut table = online(Side::Red);
    let abandoned = Outcome::win(Side::Red, EndReason::Abandoned);
    assert_eq!(
        table.remote_ending(Outcome::draw(EndReason::Repetition)),
        Err(RemoteRefusal::NotAnEnding)
    );
    table.remote_ending(abandoned).unwrap();
    table.remote_ending(abandoned).unwrap();
    let overs: Vec<_> = table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            Event::GameOver(o) => Some(o),
            _ => None,
        })
        .collect();
    assert_eq!(overs, vec![abandoned]);
    assert_eq!(table.view().outcome, Some(abandoned));
    assert_eq!(
        table.remote_turn("c4-c5"),
        Err(RemoteRefusal::GameOver),
        "no turn after the end"
    );
}

#[test]
fn a_draw_offered_and_accepted_ends_the_game_agreed() {
    let mut table = online(Side::Red);
    assert_eq!(table.answer_draw(true), Err(Refusal::NoDrawOffer));
    table.remote_draw_offer();
    assert_eq!(table.view().online.unwrap().draw_offer, Some(Side::White));
    table.answer_draw(true).unwrap();
    assert_eq!(
        table.take_outbox(),
        vec![Outgoing::AnswerDraw { accept: true }]
    );
    assert_eq!(
        table.game().outcome(),
        Some(Outcome::draw(EndReason::AgreedDraw))
    );
}

#[test]
fn a_local_draw_offer_goes_out_once_and_a_turn_withdraws_it() {
    let mut table = online(Side::Red);
    table.offer_draw().unwrap();
    assert_eq!(table.offer_draw(), Err(Refusal::DrawOffered));
    assert_eq!(table.take_outbox(), vec![Outgoing::OfferDraw]);
    step(&mut table, "c4", "c5").unwrap();
    assert_eq!(table.view().online.unwrap().draw_offer, None);
}

#[test]
fn catching_up_plays_the_missed_turns_and_keeps_our_unsent_one() {
    let mut table = online(Side::Red);
    step(&mut table, "c4", "c5").unwrap();
    table.take_outbox();
    // The server has ours and their answer: caught up by one.
    let server = vec!["c4-c5".to_string(), "d6-d5".to_string()];
    assert_eq!(
        table.sync_online(&server, None),
        Ok(OnlineSync::CaughtUp { played: 1 })
    );
    assert_eq!(table.game().turns().len(), 2);
    assert_eq!(table.view().moves[1].by, Actor::Remote);
    // The same again changes nothing: no turn is played twice.
    assert_eq!(
        table.sync_online(&server, None),
        Ok(OnlineSync::CaughtUp { played: 0 })
    );
    assert_eq!(table.game().turns().len(), 2);
    // Our next turn never reached the server: it is kept, to be sent again.
    step(&mut table, "c5", "c4").unwrap();
    assert_eq!(
        table.sync_online(&server, None),
        Ok(OnlineSync::Ahead { ahead: 1 })
    );
    assert_eq!(table.game().turns().len(), 3);
    // The server's game differs: it wins, and the screen is told.
    table.take_events();
    let other = vec!["b4-b5".to_string()];
    assert_eq!(table.sync_online(&other, None), Ok(OnlineSync::Replaced));
    assert_eq!(
        table
            .game()
            .turns()
            .iter()
            .map(format_turn)
            .collect::<Vec<_>>(),
        other
    );
    assert!(online_events(&mut table).contains(&OnlineEvent::Resynced));
    // An illegal history from the server is refused and changes nothing.
    let bad = vec!["c4-c7".to_string()];
    assert!(matches!(
        table.sync_online(&bad, None),
        Err(RemoteRefusal::Illegal { .. })
    ));
    assert_eq!(table.game().turns().len(), 1);
}

#[test]
fn a_whole_game_between_two_tables_through_their_outboxes() {
    let mut red = online(Side::Red);
    let mut white = online(Side::White);
    let mut reference = Game::new(Rules::default());
    let mut plies = 0;
    while !reference.is_over() && plies < 400 {
        let turn = legal_turns(reference.position(), reference.rules().taking)
            .into_iter()
            .max_by_key(|t| (t.capture_count(), t.path().len()))
            .unwrap();
        let (mover, watcher) = match reference.position().side_to_move() {
            Side::Red => (&mut red, &mut white),
            Side::White => (&mut white, &mut red),
        };
        // The mover plays by taps, then its outbox goes to the other table.
        let path = turn.path();
        for p in &path {
            mover.tap(p.index() as i32).unwrap();
        }
        if mover.view().run.is_some() {
            mover.end_turn().unwrap();
        }
        for out in mover.take_outbox() {
            let Outgoing::Turn { index, notation } = out else {
                panic!("only turns were made");
            };
            assert_eq!(index, plies);
            watcher.remote_turn(&notation).unwrap();
        }
        reference.play(&turn).unwrap();
        plies += 1;
    }
    assert_eq!(red.game().turns(), reference.turns());
    assert_eq!(white.game().turns(), reference.turns());
    assert_eq!(red.game().outcome(), white.game().outcome());
}

#[test]
fn an_online_table_restores_only_its_own_game() {
    let mut table = online(Side::White);
    table.remote_turn("c4-c5").unwrap();
    let saved = table.saved_game().clone();
    let again = Table::online(
        "K7MX3QPA",
        Side::White,
        Rules::default(),
        Settings::default(),
        StatsBook::new(),
        Some(saved.clone()),
    );
    assert_eq!(again.game().turns().len(), 1);
    let other_code = Table::online(
        "ZZZZ2222",
        Side::White,
        Rules::default(),
        Settings::default(),
        StatsBook::new(),
        Some(saved),
    );
    assert!(other_code.game().turns().is_empty());
    assert_eq!(other_code.view().online.unwrap().code, "ZZZZ2222");
}

#[test]
fn no_turn_is_made_before_the_friend_joins() {
    let mut table = Table::online(
        "K7MX3QPA",
        Side::Red,
        Rules::default(),
        Settings::default(),
        StatsBook::new(),
        None,
    );
    table.set_connection(Connection::Connected);
    assert_eq!(table.tap(point("c4")), Err(Refusal::NotJoined));
    assert!(table.view().movable.is_empty());
    table.set_opponent(Presence::Present);
    assert!(step(&mut table, "c4", "c5").is_ok());
}

#[test]
fn a_resignation_the_server_has_not_got_is_kept_to_be_sent_again() {
    let mut table = online(Side::Red);
    step(&mut table, "c4", "c5").unwrap();
    table.resign().unwrap();
    // The server got neither the turn nor the resignation.
    assert_eq!(
        table.sync_online(&[], None),
        Ok(OnlineSync::Ahead { ahead: 1 })
    );
    assert_eq!(
        table.game().outcome(),
        Some(Outcome::win(Side::White, EndReason::Resigned))
    );
    // It got the turn only: the resignation is still ours to send.
    assert_eq!(
        table.sync_online(&["c4-c5".to_string()], None),
        Ok(OnlineSync::Ahead { ahead: 0 })
    );
    assert!(table.game().is_over());
}
