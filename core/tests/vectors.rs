//! The conformance vectors in tests/vectors/, which the Kotlin tests read too:
//! both languages check the same facts.

use serde_json::Value;
use sholo_core::{
    format_position, format_turn, legal_turns, load_game, parse_position, EndReason, GameConfig,
    Level, Outcome, Rules, SaveError, Side, StatsBook, StatsError, Taking,
};
use std::path::PathBuf;

fn vectors(name: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/vectors")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap()
}

fn side(name: &str) -> Side {
    match name {
        "red" => Side::Red,
        "white" => Side::White,
        other => panic!("unknown side {other}"),
    }
}

#[test]
fn legal_turns_of_each_position() {
    let cases = vectors("turns.json");
    let cases = cases.as_array().unwrap();
    assert!(cases.len() >= 100);
    for case in cases {
        let pos = parse_position(case["position"].as_str().unwrap()).unwrap();
        let taking = match case["taking"].as_str().unwrap() {
            "optional" => Taking::Optional,
            _ => Taking::Forced,
        };
        let mut turns: Vec<String> = legal_turns(&pos, taking).iter().map(format_turn).collect();
        turns.sort();
        let expected: Vec<&str> = case["turns"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap())
            .collect();
        assert_eq!(turns, expected, "{}", case["position"]);
    }
}

#[test]
fn valid_saves_load_to_their_position() {
    let saves = vectors("saves.json");
    for case in saves["valid"].as_array().unwrap() {
        let loaded = load_game(case["save"].as_str().unwrap()).unwrap();
        assert_eq!(
            format_position(loaded.game.position()),
            case["position"].as_str().unwrap()
        );
        let history: Vec<String> = loaded.game.turns().iter().map(format_turn).collect();
        let expected: Vec<&str> = case["history"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap())
            .collect();
        assert_eq!(history, expected, "{}", case["name"]);
    }
}

#[test]
fn refused_saves_get_their_error() {
    let saves = vectors("saves.json");
    for case in saves["invalid"].as_array().unwrap() {
        let error = load_game(case["save"].as_str().unwrap()).unwrap_err();
        let kind = match error {
            SaveError::NewerVersion(_) => "newer_save",
            _ => "damaged_save",
        };
        assert_eq!(
            kind,
            case["error"].as_str().unwrap(),
            "{}: {error}",
            case["name"]
        );
    }
}

#[test]
fn stats_sequences_give_their_records() {
    let stats = vectors("stats.json");
    for sequence in stats["sequences"].as_array().unwrap() {
        let mut book = StatsBook::new();
        for (i, game) in sequence["games"].as_array().unwrap().iter().enumerate() {
            let level = Level::from_name(game["level"].as_str().unwrap()).unwrap();
            let config = GameConfig::vs_computer(
                side(game["human"].as_str().unwrap()),
                level,
                Rules::default(),
                0,
            );
            let outcome = match game["winner"].as_str() {
                Some(winner) => Outcome::win(side(winner), EndReason::AllTaken),
                None => Outcome::draw(EndReason::Repetition),
            };
            assert!(book.record(&format!("game-{i}"), &config, &outcome));
        }
        for expect in sequence["expect"].as_array().unwrap() {
            let record = book.level(Level::from_name(expect["level"].as_str().unwrap()).unwrap());
            let got = [
                record.wins,
                record.losses,
                record.draws,
                record.current_streak,
                record.best_streak,
            ];
            let want = ["wins", "losses", "draws", "current_streak", "best_streak"]
                .map(|k| expect[k].as_u64().unwrap() as u32);
            assert_eq!(got, want, "{}: {}", sequence["name"], expect["level"]);
        }
    }
}

#[test]
fn refused_stats_get_their_error() {
    let stats = vectors("stats.json");
    for case in stats["invalid"].as_array().unwrap() {
        let error = StatsBook::from_json(case["json"].as_str().unwrap()).unwrap_err();
        let kind = match error {
            StatsError::NewerVersion(_) => "newer_stats",
            _ => "damaged_stats",
        };
        assert_eq!(
            kind,
            case["error"].as_str().unwrap(),
            "{}: {error}",
            case["name"]
        );
    }
}
