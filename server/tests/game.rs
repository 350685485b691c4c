//! Whole games against the real server, and the players' secrets.

mod support;

use sholo_core::{Game, Side};
use sholo_protocol::{ClientMessage, ColourChoice, EndReason, ServerMessage};
use support::{legal_turn, open_table, sqlite_url, Client, Server, GENEROUS};

#[tokio::test]
async fn a_whole_game_is_played_and_judged_by_the_core() {
    let server = Server::start(&sqlite_url("whole-game"), GENEROUS);
    let mut pair = open_table(&server.url(), ColourChoice::Red).await;
    assert_eq!(pair.creator_side, Side::Red);
    let mut game = Game::new(Default::default());
    let mut turns: Vec<String> = Vec::new();
    let mut seq = 0;
    let outcome = loop {
        let mover_is_creator = game.position().side_to_move() == pair.creator_side;
        let turn = legal_turn(&turns, turns.len() * 7 + 3);
        {
            let (mover, _) = if mover_is_creator {
                (&mut pair.creator, &mut pair.joiner)
            } else {
                (&mut pair.joiner, &mut pair.creator)
            };
            let t = turn.clone();
            mover
                .send_with(|id| ClientMessage::Play { id, seq, turn: t })
                .await;
        }
        game.play_notation(&turn).unwrap();
        turns.push(turn.clone());
        seq += 1;
        for client in [&mut pair.creator, &mut pair.joiner] {
            match client.recv().await {
                ServerMessage::TurnPlayed {
                    seq: got,
                    side,
                    turn: t,
                } => {
                    assert_eq!((got, t.as_str()), (seq, turn.as_str()));
                    assert_eq!(
                        side,
                        game.positions()[game.positions().len() - 2].side_to_move()
                    );
                }
                other => panic!("expected turn_played, got {other:?}"),
            }
        }
        if let Some(expected) = game.outcome() {
            seq += 1;
            let mut seen = Vec::new();
            for client in [&mut pair.creator, &mut pair.joiner] {
                match client.recv().await {
                    ServerMessage::GameOver { seq: got, outcome } => {
                        assert_eq!(got, seq);
                        seen.push(outcome);
                    }
                    other => panic!("expected game_over, got {other:?}"),
                }
            }
            assert_eq!(seen[0], seen[1]);
            assert_eq!(seen[0], expected.into());
            break seen[0];
        }
        assert!(turns.len() < 2000, "the core ends every game");
    };
    assert_ne!(outcome.reason, EndReason::Resigned);
    // The table is over: no more turns.
    let id = pair
        .creator
        .send_with(|id| ClientMessage::Resign { id })
        .await;
    pair.creator
        .expect_error(Some(id), sholo_protocol::ErrorCode::GameOver)
        .await;
    // Neither seat ever saw the other's token.
    assert!(pair
        .joiner
        .frames
        .iter()
        .all(|f| !f.contains(&pair.creator_token)));
    assert!(pair
        .creator
        .frames
        .iter()
        .all(|f| !f.contains(&pair.joiner_token)));
    // Nor does the log hold a token.
    let log = server.log();
    assert!(log.contains("table created"), "the log is written");
    assert!(!log.contains(&pair.creator_token) && !log.contains(&pair.joiner_token));
    // The metrics counted the turns.
    let (status, metrics) = server.get("/metrics");
    assert!(status.contains("200"), "{status}");
    assert!(
        metrics.contains(&format!("sholo_turns_total {}", turns.len())),
        "{metrics}"
    );
    assert!(metrics.contains("sholo_relay_seconds_count"));
}

#[tokio::test]
async fn draws_resignations_and_rematches_with_colours_swapped() {
    let server = Server::start(&sqlite_url("offers"), GENEROUS);
    let mut pair = open_table(&server.url(), ColourChoice::White).await;
    assert_eq!(pair.creator_side, Side::White);
    // Red (the joiner) offers a draw; White declines.
    pair.joiner
        .send_with(|id| ClientMessage::OfferDraw { id })
        .await;
    for c in [&mut pair.creator, &mut pair.joiner] {
        assert_eq!(
            c.recv().await,
            ServerMessage::DrawOffered {
                seq: 1,
                by: Side::Red
            }
        );
    }
    pair.creator
        .send_with(|id| ClientMessage::AnswerDraw { id, accept: false })
        .await;
    for c in [&mut pair.creator, &mut pair.joiner] {
        assert_eq!(
            c.recv().await,
            ServerMessage::DrawDeclined {
                seq: 2,
                by: Side::White
            }
        );
    }
    // Offered again and accepted.
    pair.creator
        .send_with(|id| ClientMessage::OfferDraw { id })
        .await;
    for c in [&mut pair.creator, &mut pair.joiner] {
        assert_eq!(
            c.recv().await,
            ServerMessage::DrawOffered {
                seq: 3,
                by: Side::White
            }
        );
    }
    pair.joiner
        .send_with(|id| ClientMessage::AnswerDraw { id, accept: true })
        .await;
    for c in [&mut pair.creator, &mut pair.joiner] {
        match c.recv().await {
            ServerMessage::GameOver { seq: 4, outcome } => {
                assert_eq!(outcome.winner, None);
                assert_eq!(outcome.reason, EndReason::AgreedDraw);
            }
            other => panic!("{other:?}"),
        }
    }
    // Rematch: offered by one, accepted by the other; colours swap.
    pair.joiner
        .send_with(|id| ClientMessage::OfferRematch { id })
        .await;
    for c in [&mut pair.creator, &mut pair.joiner] {
        assert_eq!(
            c.recv().await,
            ServerMessage::RematchOffered {
                seq: 5,
                by: Side::Red
            }
        );
    }
    pair.creator
        .send_with(|id| ClientMessage::AnswerRematch { id, accept: true })
        .await;
    for (c, side) in [
        (&mut pair.creator, Side::Red),
        (&mut pair.joiner, Side::White),
    ] {
        match c.recv().await {
            ServerMessage::RematchStarted { seq: 6, table } => {
                assert_eq!(table.game, 2);
                assert_eq!(table.your_side, side);
                assert!(table.turns.is_empty() && table.outcome.is_none());
                assert_eq!(table.to_move, Some(Side::Red));
            }
            other => panic!("{other:?}"),
        }
    }
    // The creator is Red now and moves first; then resigns.
    let turn = legal_turn(&[], 0);
    pair.creator
        .send_with(|id| ClientMessage::Play { id, seq: 6, turn })
        .await;
    for c in [&mut pair.creator, &mut pair.joiner] {
        assert!(matches!(
            c.recv().await,
            ServerMessage::TurnPlayed {
                seq: 7,
                side: Side::Red,
                ..
            }
        ));
    }
    pair.creator
        .send_with(|id| ClientMessage::Resign { id })
        .await;
    for c in [&mut pair.creator, &mut pair.joiner] {
        match c.recv().await {
            ServerMessage::GameOver { seq: 8, outcome } => {
                assert_eq!(outcome.winner, Some(Side::White));
                assert_eq!(outcome.reason, EndReason::Resigned);
            }
            other => panic!("{other:?}"),
        }
    }
}

#[tokio::test]
async fn an_abandoned_game_can_be_claimed_after_the_away_limit_only() {
    let mut args = GENEROUS.to_vec();
    args.extend(["--away-limit", "2s"]);
    let server = Server::start(&sqlite_url("abandon"), &args);
    let pair = open_table(&server.url(), ColourChoice::Red).await;
    let support::Pair {
        mut creator,
        joiner,
        ..
    } = pair;
    let id = creator
        .send_with(|id| ClientMessage::ClaimAbandoned { id })
        .await;
    creator
        .expect_error(Some(id), sholo_protocol::ErrorCode::OpponentNotAway)
        .await;
    drop(joiner);
    match creator.recv().await {
        ServerMessage::Presence {
            connected: false,
            away_since: Some(_),
            side: Side::White,
            ..
        } => {}
        other => panic!("expected the joiner's departure, got {other:?}"),
    }
    let id = creator
        .send_with(|id| ClientMessage::ClaimAbandoned { id })
        .await;
    creator
        .expect_error(Some(id), sholo_protocol::ErrorCode::OpponentNotAway)
        .await;
    tokio::time::sleep(std::time::Duration::from_millis(3100)).await;
    creator
        .send_with(|id| ClientMessage::ClaimAbandoned { id })
        .await;
    match creator.recv().await {
        ServerMessage::GameOver { outcome, .. } => {
            assert_eq!(outcome.winner, Some(Side::Red));
            assert_eq!(outcome.reason, EndReason::Abandoned);
        }
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn health_and_join_pages_answer() {
    let server = Server::start(&sqlite_url("http"), &[]);
    assert_eq!(server.get("/healthz").1, "ok\n");
    let (status, page) = server.get("/j/abcde-fghjk");
    assert!(status.contains("200"));
    assert!(page.contains("shologuti://join/ABCDEFGHJK"));
    assert!(server.get("/j/nope").0.contains("404"));
    // A client that only says hello is answered.
    let _ = Client::greeted(&server.url()).await;
}
