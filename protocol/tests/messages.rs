//! Every message survives a round trip through its JSON, reads the JSON the
//! protocol document shows, and every bad frame gets its own error.

use sholo_core::Side;
use sholo_protocol::{
    encode, parse_client_message, parse_server_message, ClientMessage, ColourChoice, EndReason,
    ErrorCode, Links, Outcome, ParseError, QuietLimit, SeatState, ServerMessage, TableState,
    TakeRule, TurnRecord, WireRules, MAX_CLIENT_FRAME, MAX_SERVER_FRAME, PROTOCOL_VERSION,
};

fn every_client_message() -> Vec<ClientMessage> {
    vec![
        ClientMessage::Hello {
            id: 1,
            version: PROTOCOL_VERSION,
        },
        ClientMessage::Create {
            id: 2,
            rules: WireRules {
                taking: TakeRule::Forced,
                quiet_limit: QuietLimit::MorePieces60,
            },
            colour: ColourChoice::White,
        },
        ClientMessage::Join {
            id: 3,
            code: "ABCDEFGHJK".into(),
        },
        ClientMessage::Resume {
            id: 4,
            code: "ABCDEFGHJK".into(),
            token: "secret".into(),
            last_seq: 17,
        },
        ClientMessage::Play {
            id: 5,
            seq: 17,
            turn: "c4xc6xe6".into(),
        },
        ClientMessage::Resign { id: 6 },
        ClientMessage::OfferDraw { id: 7 },
        ClientMessage::AnswerDraw {
            id: 8,
            accept: true,
        },
        ClientMessage::OfferRematch { id: 9 },
        ClientMessage::AnswerRematch {
            id: 10,
            accept: false,
        },
        ClientMessage::ClaimAbandoned { id: 11 },
        ClientMessage::Ping { id: u64::MAX },
    ]
}

fn table() -> TableState {
    TableState {
        code: "ABCDEFGHJK".into(),
        game: 2,
        rules: WireRules::default(),
        your_side: Side::White,
        red: SeatState {
            taken: true,
            connected: false,
            away_since: Some(1_765_000_000),
        },
        white: SeatState {
            taken: true,
            connected: true,
            away_since: None,
        },
        seq: 9,
        turns: vec![TurnRecord {
            seq: 8,
            side: Side::Red,
            turn: "c3-c4".into(),
        }],
        to_move: Some(Side::White),
        draw_offer: Some(Side::Red),
        rematch_offer: None,
        outcome: None,
    }
}

fn every_server_message() -> Vec<ServerMessage> {
    let links = Links {
        web: "https://h/j/ABCDEFGHJK".into(),
        app: "shologuti://join/ABCDEFGHJK".into(),
    };
    vec![
        ServerMessage::Welcome {
            id: 1,
            version: PROTOCOL_VERSION,
            away_limit_secs: 600,
        },
        ServerMessage::Created {
            id: 2,
            links: links.clone(),
            token: "t".into(),
            table: table(),
        },
        ServerMessage::Joined {
            id: 3,
            links,
            token: "t".into(),
            table: table(),
        },
        ServerMessage::Resumed {
            id: 4,
            table: table(),
        },
        ServerMessage::TurnPlayed {
            seq: 5,
            side: Side::Red,
            turn: "c3-c4".into(),
        },
        ServerMessage::Presence {
            seq: 5,
            side: Side::White,
            connected: false,
            away_since: Some(12),
        },
        ServerMessage::DrawOffered {
            seq: 6,
            by: Side::White,
        },
        ServerMessage::DrawDeclined {
            seq: 7,
            by: Side::Red,
        },
        ServerMessage::GameOver {
            seq: 8,
            outcome: Outcome {
                winner: None,
                reason: EndReason::AgreedDraw,
            },
        },
        ServerMessage::RematchOffered {
            seq: 9,
            by: Side::Red,
        },
        ServerMessage::RematchDeclined {
            seq: 10,
            by: Side::White,
        },
        ServerMessage::RematchStarted {
            seq: 11,
            table: table(),
        },
        ServerMessage::Pong { id: 12 },
        ServerMessage::Error {
            id: Some(13),
            code: ErrorCode::StaleSeq,
            message: "the table has moved on".into(),
        },
        ServerMessage::Error {
            id: None,
            code: ErrorCode::Malformed,
            message: "not JSON".into(),
        },
    ]
}

#[test]
fn every_client_message_round_trips() {
    let messages = every_client_message();
    let mut kinds: Vec<String> = Vec::new();
    for message in messages {
        let frame = encode(&message);
        assert_eq!(parse_client_message(&frame), Ok(message.clone()), "{frame}");
        let kind = serde_json::from_str::<serde_json::Value>(&frame).unwrap()["type"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(ClientMessage::TYPES.contains(&kind.as_str()), "{kind}");
        let id = serde_json::from_str::<serde_json::Value>(&frame).unwrap()["id"]
            .as_u64()
            .unwrap();
        assert_eq!(id, message.id());
        kinds.push(kind);
    }
    kinds.sort();
    kinds.dedup();
    assert_eq!(
        kinds.len(),
        ClientMessage::TYPES.len(),
        "one test message per type"
    );
}

#[test]
fn every_server_message_round_trips() {
    let mut kinds: Vec<String> = Vec::new();
    for message in every_server_message() {
        let frame = encode(&message);
        assert_eq!(parse_server_message(&frame), Ok(message.clone()), "{frame}");
        let value: serde_json::Value = serde_json::from_str(&frame).unwrap();
        kinds.push(value["type"].as_str().unwrap().to_string());
        assert_eq!(value.get("seq").and_then(|s| s.as_u64()), message.seq());
    }
    kinds.sort();
    kinds.dedup();
    assert_eq!(
        kinds.len(),
        ServerMessage::TYPES.len(),
        "one test message per type"
    );
}

#[test]
fn the_documented_json_reads() {
    let create =
        r#"{"type":"create","id":7,"rules":{"taking":"forced","quiet_limit":40},"colour":"red"}"#;
    assert_eq!(
        parse_client_message(create),
        Ok(ClientMessage::Create {
            id: 7,
            rules: WireRules {
                taking: TakeRule::Forced,
                quiet_limit: QuietLimit::MorePieces40
            },
            colour: ColourChoice::Red
        })
    );
    // Rules and colour may be left out: the New game sheet's defaults.
    assert_eq!(
        parse_client_message(r#"{"type":"create","id":1}"#),
        Ok(ClientMessage::Create {
            id: 1,
            rules: WireRules::default(),
            colour: ColourChoice::Random
        })
    );
    let turn = r#"{"type":"turn_played","seq":3,"side":"white","turn":"c7-c6"}"#;
    assert_eq!(
        parse_server_message(turn),
        Ok(ServerMessage::TurnPlayed {
            seq: 3,
            side: Side::White,
            turn: "c7-c6".into()
        })
    );
    // A newer peer's extra fields are ignored (additive changes stay compatible).
    assert!(parse_client_message(r#"{"type":"ping","id":1,"later":true}"#).is_ok());
}

#[test]
fn the_wire_rules_convert_to_the_cores_and_back() {
    for taking in [TakeRule::Optional, TakeRule::Forced] {
        for quiet_limit in [
            QuietLimit::Draw80,
            QuietLimit::MorePieces60,
            QuietLimit::MorePieces40,
        ] {
            let wire = WireRules {
                taking,
                quiet_limit,
            };
            let core: sholo_core::Rules = wire.into();
            assert_eq!(core.quiet.limit(), u32::from(quiet_limit));
            assert_eq!(WireRules::from(core), wire);
        }
    }
    let outcome: Outcome =
        sholo_core::Outcome::win(Side::Red, sholo_core::EndReason::ShutIn).into();
    assert_eq!(outcome.winner, Some(Side::Red));
    assert_eq!(outcome.reason, EndReason::ShutIn);
}

#[test]
fn an_oversized_frame_is_refused_before_it_is_read() {
    let frame = format!(
        r#"{{"type":"ping","id":1,"pad":"{}"}}"#,
        "x".repeat(MAX_CLIENT_FRAME)
    );
    let error = parse_client_message(&frame).unwrap_err();
    assert_eq!(error.code(), ErrorCode::TooLarge);
    assert_eq!(error.request_id(), None);
    let huge = "[".repeat(MAX_SERVER_FRAME + 1);
    assert_eq!(
        parse_server_message(&huge).unwrap_err().code(),
        ErrorCode::TooLarge
    );
}

#[test]
fn malformed_frames_are_refused() {
    for frame in [
        "",
        "not json",
        "{\"type\":",
        "[1,2]",
        "\"hello\"",
        "{\"id\":1}",
        "{\"type\":5,\"id\":1}",
    ] {
        let error = parse_client_message(frame).unwrap_err();
        assert!(
            matches!(error, ParseError::Malformed { .. }),
            "{frame}: {error:?}"
        );
        assert_eq!(error.code(), ErrorCode::Malformed);
        assert_eq!(
            parse_server_message(frame).unwrap_err().code(),
            ErrorCode::Malformed
        );
    }
}

#[test]
fn an_unknown_type_is_refused_with_its_id() {
    let error = parse_client_message(r#"{"type":"teleport","id":42}"#).unwrap_err();
    assert_eq!(
        error,
        ParseError::UnknownType {
            id: Some(42),
            kind: "teleport".into()
        }
    );
    assert_eq!(error.code(), ErrorCode::UnknownType);
    assert_eq!(error.request_id(), Some(42));
    // A server type is not a client type, and the other way round.
    assert_eq!(
        parse_client_message(r#"{"type":"welcome","id":1,"version":1,"away_limit_secs":1}"#)
            .unwrap_err()
            .code(),
        ErrorCode::UnknownType
    );
    assert_eq!(
        parse_server_message(r#"{"type":"hello","id":1,"version":1}"#)
            .unwrap_err()
            .code(),
        ErrorCode::UnknownType
    );
}

#[test]
fn bad_fields_are_refused_with_the_id_when_there_is_one() {
    for (frame, id) in [
        (r#"{"type":"play","id":3,"turn":"c3-c4"}"#, Some(3)),
        (r#"{"type":"play","id":3,"seq":-1,"turn":"c3-c4"}"#, Some(3)),
        (r#"{"type":"join","code":"ABCDEFGHJK"}"#, None),
        (
            r#"{"type":"create","id":4,"rules":{"taking":"forced","quiet_limit":50}}"#,
            Some(4),
        ),
        (r#"{"type":"create","id":5,"colour":"green"}"#, Some(5)),
        (r#"{"type":"answer_draw","id":6,"accept":"yes"}"#, Some(6)),
    ] {
        let error = parse_client_message(frame).unwrap_err();
        assert_eq!(error.code(), ErrorCode::BadRequest, "{frame}: {error}");
        assert_eq!(error.request_id(), id, "{frame}");
    }
    let error = parse_client_message(
        r#"{"type":"create","id":4,"rules":{"taking":"forced","quiet_limit":50}}"#,
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("expected 80, 60 or 40"),
        "{error}"
    );
}

#[test]
fn another_protocol_version_is_refused() {
    let error = parse_client_message(r#"{"type":"hello","id":9,"version":2}"#).unwrap_err();
    assert_eq!(error, ParseError::WrongVersion { id: 9, got: 2 });
    assert_eq!(error.code(), ErrorCode::WrongVersion);
    assert_eq!(error.request_id(), Some(9));
}

#[test]
fn every_error_code_has_its_wire_name() {
    for code in ErrorCode::ALL {
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(json, format!("\"{}\"", code.as_str()));
        assert_eq!(serde_json::from_str::<ErrorCode>(&json).unwrap(), code);
    }
}
