//! The conformance vectors in tests/vectors/, which the Kotlin tests read too:
//! both languages check the same facts. The facts are not the code's own word:
//! every turn list and every saved game's history and position is checked here
//! against the brute-force reference generator (tests/reference/), and the turn
//! vectors must make every jump and every link of the board a legal turn.

mod reference;

use serde_json::Value;
use sholo_core::{
    format_position, format_turn, legal_turns, load_game, parse_position, EndReason, GameConfig,
    Level, Outcome, Rules, SaveError, Side, StatsBook, StatsError, Taking,
};
use std::collections::BTreeSet;
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
fn every_turn_vector_is_what_the_reference_generator_says() {
    for case in vectors("turns.json").as_array().unwrap() {
        let text = case["position"].as_str().unwrap();
        let forced = case["taking"].as_str().unwrap() == "forced";
        let expected: BTreeSet<String> = case["turns"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap().to_string())
            .collect();
        assert_eq!(
            expected,
            reference::turns(text, forced),
            "{text} forced: {forced}"
        );
    }
}

#[test]
fn the_turn_vectors_take_every_jump_and_step_along_every_link_in_both_modes() {
    let (steps, jumps) = reference::topology();
    assert_eq!((steps.len(), jumps.len()), (152, 112), "RULES.md's counts");
    for mode in ["optional", "forced"] {
        let mut jumped = BTreeSet::new();
        let mut stepped = BTreeSet::new();
        for case in vectors("turns.json").as_array().unwrap() {
            if case["taking"].as_str().unwrap() != mode {
                continue;
            }
            for turn in case["turns"].as_array().unwrap() {
                let turn = turn.as_str().unwrap();
                match turn.split_once('-') {
                    Some((from, to)) => {
                        stepped.insert((from.to_string(), to.to_string()));
                    }
                    None => jumped.extend(reference::hops(turn)),
                }
            }
        }
        let missing_jumps: Vec<_> = jumps.iter().filter(|j| !jumped.contains(*j)).collect();
        assert!(
            missing_jumps.is_empty(),
            "{mode}: no vector takes {missing_jumps:?}"
        );
        let missing_steps: Vec<_> = steps
            .iter()
            .filter(|(a, b)| !stepped.contains(&(a.to_string(), b.to_string())))
            .collect();
        assert!(
            missing_steps.is_empty(),
            "{mode}: no vector steps {missing_steps:?}"
        );
    }
}

#[test]
fn every_saved_history_replays_on_the_reference_to_its_position() {
    for case in vectors("saves.json")["valid"].as_array().unwrap() {
        let save: Value = serde_json::from_str(case["save"].as_str().unwrap()).unwrap();
        let forced = save["config"]["rules"]["taking"].as_str().unwrap() == "forced";
        let mut text = reference::write(&reference::read(save["start"].as_str().unwrap()));
        for turn in case["history"].as_array().unwrap() {
            let turn = turn.as_str().unwrap();
            assert!(
                reference::turns(&text, forced).contains(turn),
                "{}: {turn} is not legal in {text}",
                case["name"]
            );
            text = reference::after(&text, turn);
        }
        assert_eq!(text, case["position"].as_str().unwrap(), "{}", case["name"]);
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

#[test]
fn version_1_stats_books_migrate_with_a_rating() {
    let stats = vectors("stats.json");
    for case in stats["version_1_books"].as_array().unwrap() {
        let name = case["name"].as_str().unwrap();
        let book = StatsBook::from_json(case["json"].as_str().unwrap()).unwrap();
        let rating = book.rating();
        assert_eq!(
            u64::from(rating.games),
            case["rated_games"].as_u64().unwrap(),
            "{name}"
        );
        let level = |v: &serde_json::Value| Level::from_name(v.as_str().unwrap()).unwrap();
        if let Some(as_level) = case.get("rated_as") {
            let want = f64::from(level(as_level).rating());
            assert!((rating.rating - want).abs() < 1.0, "{name}: {rating:?}");
        }
        if let Some(between) = case.get("rated_between") {
            let (low, high) = (level(&between[0]).rating(), level(&between[1]).rating());
            assert!(
                f64::from(low) < rating.rating && rating.rating < f64::from(high),
                "{name}: {rating:?}"
            );
        }
        for expect in case["records"].as_array().unwrap() {
            let record = book.level(level(&expect["level"]));
            let got = [
                record.wins,
                record.losses,
                record.draws,
                record.current_streak,
                record.best_streak,
            ];
            let want = ["wins", "losses", "draws", "current_streak", "best_streak"]
                .map(|k| expect[k].as_u64().unwrap() as u32);
            assert_eq!(got, want, "{name}");
        }
        let rewritten = StatsBook::from_json(&book.to_json()).unwrap();
        assert_eq!(
            rewritten, book,
            "{name}: written as version 2 and read back"
        );
        assert!(book.to_json().contains("\"version\": 2"), "{name}");
    }
}
