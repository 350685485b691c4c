//! Every bad input gets its own clear error; the table is unchanged, another
//! table is unaffected, and the server keeps serving.

mod support;

use sholo_protocol::{
    encode, ClientMessage, ColourChoice, ErrorCode, ServerMessage, TableState, MAX_CLIENT_FRAME,
};
use support::{legal_turn, open_table, resume, sqlite_url, Client, Server, GENEROUS};

/// The table as a seat sees it now, through a fresh connection that takes
/// the seat over with its token (returned, to go on playing).
async fn snapshot(url: &str, code: &str, token: &str) -> (Client, TableState) {
    resume(url, code, token, 0).await
}

#[tokio::test]
async fn bad_input_is_refused_and_changes_nothing() {
    let server = Server::start(&sqlite_url("bad-input"), GENEROUS);
    let url = server.url();
    let mut pair = open_table(&url, ColourChoice::Red).await;
    let mut other = open_table(&url, ColourChoice::Red).await;
    // One turn each on the table under test, so there is something to keep.
    let first = legal_turn(&[], 0);
    let t = first.clone();
    pair.creator
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 0,
            turn: t,
        })
        .await;
    pair.creator.recv().await;
    pair.joiner.recv().await;
    let (joiner, before) = snapshot(&url, &pair.code, &pair.joiner_token).await;
    pair.joiner = joiner;
    // The creator is told the joiner's seat is connected (again).
    assert!(matches!(
        pair.creator.recv().await,
        ServerMessage::Presence {
            connected: true,
            ..
        }
    ));
    assert_eq!(before.seq, 1);

    // Frames that are not requests.
    let c = &mut pair.joiner;
    c.send_text("this is not json").await;
    c.expect_error(None, ErrorCode::Malformed).await;
    c.send_text(r#"{"id": 5}"#).await;
    c.expect_error(None, ErrorCode::Malformed).await;
    c.send_text(r#"{"type":"teleport","id":6}"#).await;
    c.expect_error(Some(6), ErrorCode::UnknownType).await;
    c.send_text(r#"{"type":"play","id":7,"turn":"c7-c6"}"#)
        .await;
    c.expect_error(Some(7), ErrorCode::BadRequest).await;
    c.send_text(r#"{"type":"hello","id":8,"version":99}"#).await;
    c.expect_error(Some(8), ErrorCode::WrongVersion).await;
    c.send_text(r#"{"type":"hello","id":9,"version":1}"#).await;
    c.expect_error(Some(9), ErrorCode::HelloFirst).await;

    // Game requests that are not allowed.
    let creator_turn = legal_turn(std::slice::from_ref(&first), 0);
    let id = pair
        .creator
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 1,
            turn: creator_turn.clone(),
        })
        .await;
    pair.creator
        .expect_error(Some(id), ErrorCode::NotYourTurn)
        .await;
    let id = pair
        .joiner
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 1,
            turn: "a1-e9".into(),
        })
        .await;
    let message = pair
        .joiner
        .expect_error(Some(id), ErrorCode::IllegalTurn)
        .await;
    assert!(message.contains("a1"), "{message}");
    let id = pair
        .joiner
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 1,
            turn: "c3-c4".into(),
        })
        .await;
    pair.joiner
        .expect_error(Some(id), ErrorCode::IllegalTurn)
        .await;
    // The creator resends its first turn (same seq): stale, never applied twice.
    let id = pair
        .creator
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 0,
            turn: first.clone(),
        })
        .await;
    pair.creator
        .expect_error(Some(id), ErrorCode::StaleSeq)
        .await;
    // A seq from the future is refused too.
    let joiner_turn = creator_turn;
    let id = pair
        .joiner
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 5,
            turn: joiner_turn.clone(),
        })
        .await;
    pair.joiner
        .expect_error(Some(id), ErrorCode::StaleSeq)
        .await;
    let id = pair
        .joiner
        .send_with(|id| ClientMessage::AnswerDraw { id, accept: true })
        .await;
    pair.joiner.expect_error(Some(id), ErrorCode::NoOffer).await;
    let id = pair
        .joiner
        .send_with(|id| ClientMessage::OfferRematch { id })
        .await;
    pair.joiner
        .expect_error(Some(id), ErrorCode::GameNotOver)
        .await;
    let id = pair
        .joiner
        .send_with(|id| ClientMessage::Join {
            id,
            code: "ABCDEFGHJK".into(),
        })
        .await;
    pair.joiner
        .expect_error(Some(id), ErrorCode::AlreadySeated)
        .await;

    // Requests from strangers.
    let mut stranger = Client::connect(&url).await;
    let id = stranger.send_with(|id| ClientMessage::Ping { id }).await;
    stranger.expect_error(Some(id), ErrorCode::HelloFirst).await;
    let mut stranger = Client::greeted(&url).await;
    let id = stranger.send_with(|id| ClientMessage::Resign { id }).await;
    stranger.expect_error(Some(id), ErrorCode::NotSeated).await;
    let code = pair.code.clone();
    let id = stranger
        .send_with(|id| ClientMessage::Join { id, code })
        .await;
    stranger.expect_error(Some(id), ErrorCode::TableFull).await;
    let id = stranger
        .send_with(|id| ClientMessage::Join {
            id,
            code: "00000-00000".into(),
        })
        .await;
    stranger
        .expect_error(Some(id), ErrorCode::UnknownTable)
        .await;
    let id = stranger
        .send_with(|id| ClientMessage::Join {
            id,
            code: "not a code".into(),
        })
        .await;
    stranger
        .expect_error(Some(id), ErrorCode::UnknownTable)
        .await;
    let (code, token) = (pair.code.clone(), other.creator_token.clone());
    let id = stranger
        .send_with(|id| ClientMessage::Resume {
            id,
            code,
            token,
            last_seq: 0,
        })
        .await;
    stranger.expect_error(Some(id), ErrorCode::WrongToken).await;

    // Nothing changed on this table, nor on the other one.
    let (mut joiner, after) = snapshot(&url, &pair.code, &pair.joiner_token).await;
    assert_eq!(after.seq, before.seq);
    assert_eq!(after.turns, before.turns);
    assert_eq!(after.to_move, before.to_move);
    let t = legal_turn(&[], 1);
    other
        .creator
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 0,
            turn: t,
        })
        .await;
    assert!(matches!(
        other.joiner.recv().await,
        ServerMessage::TurnPlayed { seq: 1, .. }
    ));
    // The joiner can still play its turn (its refusals left no trace).
    joiner
        .send_with(|id| ClientMessage::Play {
            id,
            seq: 1,
            turn: joiner_turn,
        })
        .await;
    assert!(matches!(
        joiner.recv().await,
        ServerMessage::TurnPlayed { seq: 2, .. }
    ));

    // An oversized frame: refused, and that socket is closed.
    let mut big = Client::greeted(&url).await;
    let padding = "x".repeat(MAX_CLIENT_FRAME);
    big.send_text(&format!(r#"{{"type":"ping","id":1,"pad":"{padding}"}}"#))
        .await;
    big.expect_error(None, ErrorCode::TooLarge).await;
    assert!(big.closed().await, "the socket is closed after too_large");
    // The server still serves.
    assert_eq!(server.get("/healthz").1, "ok\n");
    let (_, metrics) = server.get("/metrics");
    assert!(
        metrics.contains("sholo_errors_total{code=\"stale_seq\"} 2"),
        "{metrics}"
    );
}

#[tokio::test]
async fn rate_limits_trip() {
    // Default limits: 20 messages a second (burst 40) per connection,
    // 20 create/join/resume a minute per address.
    let server = Server::start(&sqlite_url("rates"), &[]);
    let url = server.url();
    let mut c = Client::greeted(&url).await;
    for id in 100..160u64 {
        c.send_text(&encode(&ClientMessage::Ping { id })).await;
    }
    let mut pongs = 0;
    let mut limited = 0;
    for _ in 0..60 {
        match c.recv().await {
            ServerMessage::Pong { .. } => pongs += 1,
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => limited += 1,
            other => panic!("{other:?}"),
        }
    }
    assert!(
        limited > 0 && pongs >= 39,
        "pongs {pongs}, limited {limited}"
    );

    // Malformed frames count too: each would otherwise be answered.
    let mut c = Client::greeted(&url).await;
    for _ in 0..120 {
        c.send_text("not json").await;
    }
    let mut limited = 0;
    for _ in 0..120 {
        match c.recv().await {
            ServerMessage::Error {
                code: ErrorCode::Malformed,
                ..
            } => {}
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => limited += 1,
            other => panic!("{other:?}"),
        }
    }
    assert!(limited > 0, "no malformed frame was rate-limited");

    // Join attempts from one address, over several connections.
    let mut refused = 0;
    for _ in 0..25 {
        let mut c = Client::greeted(&url).await;
        let id = c
            .send_with(|id| ClientMessage::Join {
                id,
                code: "ZZZZZZZZZZ".into(),
            })
            .await;
        match c.recv().await {
            ServerMessage::Error {
                id: got,
                code: ErrorCode::UnknownTable,
                ..
            } => assert_eq!(got, Some(id)),
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => refused += 1,
            other => panic!("{other:?}"),
        }
    }
    assert!(refused >= 4, "refused {refused} of 25");
}

#[tokio::test]
async fn idle_sockets_are_closed() {
    let server = Server::start(
        &sqlite_url("idle"),
        &["--idle-timeout", "1s", "--ping-interval", "30s"],
    );
    // A raw client that never answers pings and sends nothing: tungstenite
    // answers pings itself, so use a ping interval longer than the idle time.
    let mut c = Client::greeted(&server.url()).await;
    let started = std::time::Instant::now();
    assert!(c.closed().await);
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
}
