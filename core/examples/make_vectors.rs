//! Writes tests/vectors/turns.json and the valid saves of saves.json. The turn
//! vectors are positions along seeded random games, plus positions built so
//! that every one of the 112 jumps and every step along the 76 links is a
//! legal turn in at least one of them, each in both take modes. Their expected
//! turns come from the brute-force reference generator (core/tests/reference/),
//! not from the code under test, and core/tests/vectors.rs checks the code
//! against them. Run from the repository root:
//! `cargo run -p sholo-core --example make_vectors`.

#[path = "../tests/reference/mod.rs"]
mod reference;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::json;
use sholo_core::GameConfig;
use sholo_core::{
    format_position, format_turn, save_game, Game, Level, Rules, SavedGame, Side, Taking,
};

/// The reference's turns, sorted as the vectors list them.
fn sorted_turns(text: &str, taking: Taking) -> Vec<String> {
    reference::turns(text, taking == Taking::Forced)
        .into_iter()
        .collect()
}

fn turn_vector(text: &str, mode: Taking, origin: &str) -> serde_json::Value {
    json!({
        "position": text,
        "taking": if mode == Taking::Optional { "optional" } else { "forced" },
        "turns": sorted_turns(text, mode),
        "origin": origin,
    })
}

/// Positions that together make every jump a take and every link a step:
/// greedily, each jump's (from, over, to) as (mover, enemy, empty), or each
/// step's (from, to) as (mover, empty), added while they agree with the points
/// already set. Step positions have one enemy piece that nothing can take or be
/// taken by, so in forced mode the steps are legal too. The mover alternates.
fn covering_positions() -> Vec<(String, &'static str)> {
    let (steps, jumps) = reference::topology();
    let mut out = Vec::new();
    let mut jumps_left: Vec<reference::Jump> = jumps.clone();
    while !jumps_left.is_empty() {
        let side = if out.len() % 2 == 0 { 'r' } else { 'w' };
        let enemy = if side == 'r' { 'w' } else { 'r' };
        let mut board = reference::empty_board();
        let mut fixed = std::collections::BTreeSet::new();
        jumps_left.retain(|&(from, over, to)| {
            let wants = [(from, side), (over, enemy), (to, '.')];
            let fits = wants
                .iter()
                .all(|&(p, c)| !fixed.contains(p) || board[p] == c);
            let count = |c: char| board.values().filter(|&&v| v == c).count();
            if fits && count(side) < 16 && count(enemy) < 16 {
                for (p, c) in wants {
                    board.insert(p, c);
                    fixed.insert(p);
                }
                false
            } else {
                true
            }
        });
        out.push((write(board, side), "every jump"));
    }
    let mut steps_left: Vec<reference::Step> = steps.clone();
    let neighbours =
        |p: &str| -> Vec<&'static str> { steps.iter().filter(|s| s.0 == p).map(|s| s.1).collect() };
    while !steps_left.is_empty() {
        let side = if out.len() % 2 == 0 { 'r' } else { 'w' };
        let enemy = if side == 'r' { 'w' } else { 'r' };
        let mut board = reference::empty_board();
        let mut fixed = std::collections::BTreeSet::new();
        // The lone enemy piece, with every neighbour kept empty, on a point
        // that leaves some step still to cover.
        let alone = board
            .keys()
            .copied()
            .find(|&p| {
                steps_left
                    .iter()
                    .any(|s| s.0 != p && s.1 != p && !neighbours(p).contains(&s.0))
            })
            .expect("a point for the lone enemy piece");
        board.insert(alone, enemy);
        fixed.insert(alone);
        for n in neighbours(alone) {
            fixed.insert(n);
        }
        steps_left.retain(|&(from, to)| {
            let fits = (!fixed.contains(from) || board[from] == side)
                && (!fixed.contains(to) || board[to] == '.');
            let movers = board.values().filter(|&&v| v == side).count();
            if fits && movers < 16 {
                board.insert(from, side);
                board.insert(to, '.');
                fixed.insert(from);
                fixed.insert(to);
                false
            } else {
                true
            }
        });
        out.push((write(board, side), "every step"));
    }
    out
}

fn write(board: reference::Board, side: char) -> String {
    reference::write(&reference::RefPosition {
        board,
        side,
        quiet: 0,
        turn: 1,
    })
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
                    let text = format_position(game.position());
                    turn_vectors.push(turn_vector(&text, mode, "random game"));
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
            review: None,
        };
        saves.push(json!({
            "name": format!("random game {game_index} ({taking:?} takes, {} turns)", history.len()),
            "save": save_game(&saved),
            "position": position,
            "history": history,
        }));
    }
    for (text, origin) in covering_positions() {
        for mode in [Taking::Optional, Taking::Forced] {
            turn_vectors.push(turn_vector(&text, mode, origin));
        }
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
            edit(&|v| v["version"] = json!(4)),
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
