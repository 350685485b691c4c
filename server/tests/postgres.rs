//! Two server instances on one PostgreSQL database, one player on each: a
//! whole game, each seeing the other's turns (LISTEN/NOTIFY).
//!
//! Needs `SHOLO_TEST_POSTGRES` (a postgres:// URL; the `server` suite of
//! scripts/test-all.sh starts a throwaway cluster and sets it). Without it
//! the test says so and passes; with it, a database it cannot use fails it.

mod support;

use sholo_core::Game;
use sholo_protocol::{ClientMessage, ColourChoice, ServerMessage};
use support::{legal_turn, Client, Server, GENEROUS};

fn database() -> Option<String> {
    match std::env::var("SHOLO_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            eprintln!("SKIPPED: SHOLO_TEST_POSTGRES is not set (the server suite sets it)");
            None
        }
    }
}

/// Red creates a table on `server`: its connection and the code.
async fn red_creates(server: &Server) -> (Client, String) {
    let mut red = Client::greeted(&server.url()).await;
    red.send_with(|id| ClientMessage::Create {
        id,
        rules: Default::default(),
        colour: ColourChoice::Red,
    })
    .await;
    match red.recv().await {
        ServerMessage::Created { table, .. } => (red, table.code),
        other => panic!("{other:?}"),
    }
}

/// White joins the table `code` on `server`.
async fn white_joins(server: &Server, code: &str) -> Client {
    let mut white = Client::greeted(&server.url()).await;
    let code = code.to_string();
    white.send_with(|id| ClientMessage::Join { id, code }).await;
    assert!(matches!(white.recv().await, ServerMessage::Joined { .. }));
    white
}

#[tokio::test]
async fn two_instances_play_one_game() {
    let Some(url) = database() else { return };
    let a = Server::start(&url, GENEROUS);
    let b = Server::start(&url, GENEROUS);
    assert!(
        a.log().contains("serving") && b.log().contains("serving"),
        "both instances opened the database: {}{}",
        a.log(),
        b.log()
    );
    let (mut red, code) = red_creates(&a).await;
    // White joins on the other instance.
    let mut white = white_joins(&b, &code).await;
    match red.recv().await {
        ServerMessage::Presence { connected, .. } => assert!(connected, "red sees white arrive"),
        other => panic!("{other:?}"),
    }
    let mut game = Game::new(Default::default());
    let mut turns: Vec<String> = Vec::new();
    let mut seq = 0;
    while !game.is_over() && turns.len() < 400 {
        let turn = legal_turn(&turns, turns.len() * 5 + 1);
        let red_moves = turns.len().is_multiple_of(2);
        let mover = if red_moves { &mut red } else { &mut white };
        let t = turn.clone();
        mover
            .send_with(|id| ClientMessage::Play { id, seq, turn: t })
            .await;
        seq += 1;
        for c in [&mut red, &mut white] {
            match c.recv_event().await {
                ServerMessage::TurnPlayed {
                    seq: got, turn: t, ..
                } => {
                    assert_eq!((got, t.as_str()), (seq, turn.as_str()))
                }
                other => panic!("turn {seq}: expected turn_played, got {other:?}"),
            }
        }
        game.play_notation(&turn).unwrap();
        turns.push(turn);
    }
    if game.is_over() {
        for c in [&mut red, &mut white] {
            assert!(matches!(
                c.recv_event().await,
                ServerMessage::GameOver { .. }
            ));
        }
    } else {
        // A long game: White resigns on instance B, Red hears it on A.
        white.send_with(|id| ClientMessage::Resign { id }).await;
        for c in [&mut red, &mut white] {
            assert!(matches!(
                c.recv_event().await,
                ServerMessage::GameOver { .. }
            ));
        }
    }
    // Both instances hold the same table: resume on each and compare.
    let mut again = Client::greeted(&b.url()).await;
    let (code_b, token) = (code.clone(), String::from("not a token"));
    again
        .send_with(|id| ClientMessage::Resume {
            id,
            code: code_b,
            token,
            last_seq: 0,
        })
        .await;
    assert!(matches!(
        again.recv().await,
        ServerMessage::Error {
            code: sholo_protocol::ErrorCode::WrongToken,
            ..
        }
    ));
}

/// Ends the other sessions of the test database that match `which` (SQL on
/// pg_stat_activity), as a database restart or a dropped link would.
async fn cut_connections(url: &str, which: &str) {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .expect("connect to the test database");
    tokio::spawn(connection);
    let query = format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND ({which})"
    );
    client
        .execute(&query, &[])
        .await
        .expect("terminate the connections");
}

async fn wait_for_log(server: &Server, text: &str) {
    let started = std::time::Instant::now();
    while !server.log().contains(text) {
        assert!(
            started.elapsed() < support::WAIT,
            "no '{text}' in the log: {}",
            server.log()
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn turns_still_cross_instances_after_the_listeners_are_cut() {
    let Some(url) = database() else { return };
    let a = Server::start(&url, GENEROUS);
    let b = Server::start(&url, GENEROUS);
    let (mut red, code) = red_creates(&a).await;
    let mut white = white_joins(&b, &code).await;
    assert!(matches!(red.recv().await, ServerMessage::Presence { .. }));

    cut_connections(&url, "query = 'LISTEN sholo'").await;
    for server in [&a, &b] {
        wait_for_log(server, "PostgreSQL listener ended").await;
    }
    // Played while the listeners may still be down: heard after they are back.
    let mut turns = Vec::new();
    for seq in 0..2u64 {
        let turn = legal_turn(&turns, 3);
        let t = turn.clone();
        let mover = if seq == 0 { &mut red } else { &mut white };
        mover
            .send_with(|id| ClientMessage::Play { id, seq, turn: t })
            .await;
        for c in [&mut red, &mut white] {
            match c.recv_event().await {
                ServerMessage::TurnPlayed {
                    seq: got, turn: t, ..
                } => {
                    assert_eq!((got, t.as_str()), (seq + 1, turn.as_str()))
                }
                other => panic!("turn {seq}: expected turn_played, got {other:?}"),
            }
        }
        turns.push(turn);
    }
}

#[tokio::test]
async fn a_player_connected_to_one_instance_is_present_on_the_other() {
    let Some(url) = database() else { return };
    let a = Server::start(&url, GENEROUS);
    let mut args = GENEROUS.to_vec();
    args.extend(["--away-limit", "1s"]);
    let b = Server::start(&url, &args);
    let (_red, code) = red_creates(&a).await; // connected throughout
                                              // B loads the table when White joins there: it must learn Red is on A.
    let mut white = Client::greeted(&b.url()).await;
    white.send_with(|id| ClientMessage::Join { id, code }).await;
    let red_here = match white.recv().await {
        ServerMessage::Joined { table, .. } => table.red.connected,
        other => panic!("{other:?}"),
    };
    if !red_here {
        match white.recv().await {
            ServerMessage::Presence {
                side, connected, ..
            } => assert_eq!((side, connected), (sholo_core::Side::Red, true)),
            other => panic!("expected Red's presence, got {other:?}"),
        }
    }
    // Past B's away limit, Red (connected all along) cannot be claimed against.
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    let id = white
        .send_with(|id| ClientMessage::ClaimAbandoned { id })
        .await;
    white
        .expect_error(Some(id), sholo_protocol::ErrorCode::OpponentNotAway)
        .await;
}

#[tokio::test]
async fn an_instance_plays_on_after_its_database_connections_are_cut() {
    let Some(url) = database() else { return };
    let a = Server::start(&url, GENEROUS);
    let b = Server::start(&url, GENEROUS);
    let (mut red, code) = red_creates(&a).await;
    let mut white = white_joins(&b, &code).await;
    assert!(matches!(red.recv().await, ServerMessage::Presence { .. }));

    cut_connections(&url, "true").await;
    // The first tries may meet a closed connection (unavailable, nothing
    // stored); the turn is then stored once the connections are back.
    let turn = legal_turn(&[], 1);
    let started = std::time::Instant::now();
    loop {
        let t = turn.clone();
        let id = red
            .send_with(|id| ClientMessage::Play {
                id,
                seq: 0,
                turn: t,
            })
            .await;
        match red.recv_event().await {
            ServerMessage::TurnPlayed { seq: 1, .. } => break,
            ServerMessage::Error {
                id: got,
                code: sholo_protocol::ErrorCode::Unavailable,
                ..
            } if got == Some(id) => {
                assert!(started.elapsed() < support::WAIT, "never stored again");
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            }
            other => panic!("expected turn_played or unavailable, got {other:?}"),
        }
    }
    match white.recv_event().await {
        ServerMessage::TurnPlayed { seq, turn: t, .. } => assert_eq!((seq, t), (1, turn)),
        other => panic!("expected the turn on the other instance, got {other:?}"),
    }
}
