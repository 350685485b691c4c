//! `kill -9` mid-game: the restarted server has every acknowledged turn,
//! once; both players resume from their last seq and play on.

mod support;

use sholo_protocol::{ClientMessage, ColourChoice, ErrorCode, ServerMessage};
use support::{legal_turn, open_table, resume, sqlite_url, Server, GENEROUS};

#[tokio::test]
async fn a_killed_server_restarts_with_every_turn_once() {
    let database = sqlite_url("restart");
    let mut server = Server::start(&database, GENEROUS);
    let mut pair = open_table(&server.url(), ColourChoice::Red).await;
    let mut turns: Vec<String> = Vec::new();
    // Ten turns, each acknowledged to both seats.
    for n in 0..10u64 {
        let turn = legal_turn(&turns, n as usize);
        let mover = if n % 2 == 0 {
            &mut pair.creator
        } else {
            &mut pair.joiner
        };
        let t = turn.clone();
        mover
            .send_with(|id| ClientMessage::Play {
                id,
                seq: n,
                turn: t,
            })
            .await;
        for c in [&mut pair.creator, &mut pair.joiner] {
            assert!(
                matches!(c.recv().await, ServerMessage::TurnPlayed { seq, .. } if seq == n + 1)
            );
        }
        turns.push(turn);
    }
    // The 11th turn is sent and the server is killed at once: it may or may
    // not have been stored, but if it was, it is there exactly once.
    let eleventh = legal_turn(&turns, 10);
    let t = eleventh.clone();
    pair.creator
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 10,
            turn: t,
        })
        .await;
    server.kill_hard();
    let acknowledged = pair
        .creator
        .try_recv(std::time::Duration::from_millis(200))
        .await;

    let server = Server::start(&database, GENEROUS);
    let url = server.url();
    // The joiner comes back having seen seq 10; the creator too.
    let (mut joiner, table) = resume(&url, &pair.code, &pair.joiner_token, 10).await;
    let stored: Vec<String> = table.turns.iter().map(|t| t.turn.clone()).collect();
    assert_eq!(&stored[..10], &turns[..], "every acknowledged turn is kept");
    let seqs: Vec<u64> = table.turns.iter().map(|t| t.seq).collect();
    assert_eq!(
        seqs,
        (1..=stored.len() as u64).collect::<Vec<_>>(),
        "no turn doubled"
    );
    if matches!(acknowledged, Some(ServerMessage::TurnPlayed { .. })) {
        assert_eq!(stored.len(), 11, "an acknowledged turn is never lost");
    }
    let (mut creator, table2) = resume(&url, &pair.code, &pair.creator_token, 10).await;
    assert_eq!(table2.turns, table.turns);
    // The joiner sees the creator come back.
    assert!(matches!(
        joiner.recv().await,
        ServerMessage::Presence {
            connected: true,
            ..
        }
    ));
    // The creator resends its 11th turn acting on seq 10: applied once at most.
    let t = eleventh.clone();
    let id = creator
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 10,
            turn: t,
        })
        .await;
    if stored.len() == 11 {
        creator.expect_error(Some(id), ErrorCode::StaleSeq).await;
    } else {
        assert!(matches!(
            creator.recv().await,
            ServerMessage::TurnPlayed { seq: 11, .. }
        ));
        assert!(matches!(
            joiner.recv().await,
            ServerMessage::TurnPlayed { seq: 11, .. }
        ));
        turns.push(eleventh);
    }
    if stored.len() == 11 {
        turns.push(stored[10].clone());
    }
    // And the game goes on.
    let next = legal_turn(&turns, 0);
    joiner
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 11,
            turn: next,
        })
        .await;
    for c in [&mut creator, &mut joiner] {
        assert!(matches!(
            c.recv().await,
            ServerMessage::TurnPlayed { seq: 12, .. }
        ));
    }
    let (_, last) = resume(&url, &pair.code, &pair.creator_token, 12).await;
    assert_eq!(last.turns.len(), 12);
    assert_eq!(last.seq, 12);
}
