//! Writes tests/vectors/turns.json and the valid saves of saves.json: positions
//! along seeded random games with their legal turns in both take modes, and
//! saves of those games. Run from the repository root:
//! `cargo run -p sholo-core --example make_vectors`. The turn lists were
//! checked against the brute-force generator of core/tests/reference_movegen.rs.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::json;
use sholo_core::GameConfig;
use sholo_core::{
    format_position, format_turn, legal_turns, save_game, Game, Level, Rules, SavedGame, Side,
    Taking,
};

fn sorted_turns(pos: &sholo_core::Position, taking: Taking) -> Vec<String> {
    let mut turns: Vec<String> = legal_turns(pos, taking).iter().map(format_turn).collect();
    turns.sort();
    turns
}

fn main() {
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut turn_vectors = Vec::new();
    let mut saves = Vec::new();
    for game_index in 0..6usize {
        let taking = if game_index.is_multiple_of(2) {
            Taking::Optional
        } else {
            Taking::Forced
        };
        let rules = Rules {
            taking,
            ..Rules::default()
        };
        let mut game = Game::new(rules);
        let length = 30 + 25 * game_index;
        while game.turns().len() < length && !game.is_over() {
            if game.turns().len().is_multiple_of(9) {
                for mode in [Taking::Optional, Taking::Forced] {
                    let pos = game.position();
                    turn_vectors.push(json!({
                        "position": format_position(pos),
                        "taking": if mode == Taking::Optional { "optional" } else { "forced" },
                        "turns": sorted_turns(pos, mode),
                    }));
                }
            }
            // Prefer takes so the games reach sparse boards with long runs.
            let turns = game.legal_turns();
            let takes: Vec<_> = turns.iter().filter(|t| t.is_capture()).collect();
            let turn = if !takes.is_empty() && rng.random_bool(0.7) {
                *takes[rng.random_range(0..takes.len())]
            } else {
                turns[rng.random_range(0..turns.len())]
            };
            game.play(&turn).unwrap();
        }
        let config = GameConfig::vs_computer(
            if game_index % 2 == 0 {
                Side::Red
            } else {
                Side::White
            },
            Level::ALL[game_index % 4],
            rules,
            game_index as u64,
        );
        let history: Vec<String> = game.turns().iter().map(format_turn).collect();
        let position = format_position(game.position());
        let saved = SavedGame {
            game_id: format!("vector-{game_index}"),
            config,
            game,
        };
        saves.push(json!({
            "name": format!("random game {game_index} ({taking:?} takes, {} turns)", history.len()),
            "save": save_game(&saved),
            "position": position,
            "history": history,
        }));
    }
    let turns_json = serde_json::to_string_pretty(&turn_vectors).unwrap();
    std::fs::write("tests/vectors/turns.json", turns_json + "\n").unwrap();
    let invalid = invalid_saves(saves[1]["save"].as_str().unwrap());
    let saves_json = json!({ "valid": saves, "invalid": invalid });
    std::fs::write(
        "tests/vectors/saves.json",
        serde_json::to_string_pretty(&saves_json).unwrap() + "\n",
    )
    .unwrap();
    println!(
        "{} turn vectors, {} saves, {} refused saves",
        turn_vectors.len(),
        saves_json["valid"].as_array().unwrap().len(),
        saves_json["invalid"].as_array().unwrap().len()
    );
}

/// Damaged and edited copies of a good save, each with the error it must get.
fn invalid_saves(good: &str) -> Vec<serde_json::Value> {
    let value: serde_json::Value = serde_json::from_str(good).unwrap();
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = value.clone();
        f(&mut v);
        serde_json::to_string_pretty(&v).unwrap()
    };
    let case = |name: &str, save: String, error: &str| json!({ "name": name, "save": save, "error": error });
    vec![
        case("empty file", String::new(), "damaged_save"),
        case(
            "truncated",
            good[..good.len() / 2].to_string(),
            "damaged_save",
        ),
        case("not JSON", "sholo".to_string(), "damaged_save"),
        case(
            "another app's JSON",
            "{\"format\": \"chess\", \"version\": 1}".to_string(),
            "damaged_save",
        ),
        case(
            "newer version",
            edit(&|v| v["version"] = json!(2)),
            "newer_save",
        ),
        case(
            "much newer version",
            edit(&|v| v["version"] = json!(4_000_000_000u64)),
            "newer_save",
        ),
        case(
            "missing version",
            edit(&|v| {
                v.as_object_mut().unwrap().remove("version");
            }),
            "damaged_save",
        ),
        case(
            "an illegal turn",
            edit(&|v| v["turns"][0] = json!("c4-c6")),
            "damaged_save",
        ),
        case(
            "a malformed turn",
            edit(&|v| v["turns"][1] = json!("c4--c5")),
            "damaged_save",
        ),
        case(
            "a turn removed",
            edit(&|v| {
                v["turns"].as_array_mut().unwrap().pop();
            }),
            "damaged_save",
        ),
        case(
            "position edited",
            edit(&|v| v["position"] = json!("3/3/5/5/5/5/5/3/3 r 0 1")),
            "damaged_save",
        ),
        case(
            "bad start position",
            edit(&|v| v["start"] = json!("www/www r")),
            "damaged_save",
        ),
        case(
            "unknown level",
            edit(&|v| v["config"]["red"] = json!({"kind": "computer", "level": "godlike"})),
            "damaged_save",
        ),
        case(
            "unknown field",
            edit(&|v| v["cheat"] = json!(true)),
            "damaged_save",
        ),
        case(
            "resigned after the game had ended",
            edit(&|v| {
                v["start"] = json!("3/3/5/5/5/5/5/3/r2 w 0 1");
                v["position"] = json!("3/3/5/5/5/5/5/3/r2 w 0 1");
                v["turns"] = json!([]);
                v["resigned"] = json!("red");
            }),
            "damaged_save",
        ),
    ]
}
