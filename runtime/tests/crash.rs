//! Crash safety: a writer process killed with SIGKILL at arbitrary moments of
//! its saves always leaves a whole, readable last good file.

use sholo_core::{legal_turns, save_game, Game, GameConfig, Rules, SavedGame};
use sholo_runtime::{FileKind, Store};
use std::process::Command;
use std::time::Duration;

const WRITER: &str = "SHOLO_CRASH_WRITER_DIR";
const ROUNDS: u64 = 60;

#[test]
fn a_writer_killed_at_any_moment_leaves_a_whole_file() {
    if let Ok(dir) = std::env::var(WRITER) {
        write_forever(&dir);
    }
    let dir = tempfile::tempdir().unwrap();
    let mut seen_turns = Vec::new();
    for round in 0..ROUNDS {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "a_writer_killed_at_any_moment_leaves_a_whole_file",
                "--test-threads=1",
            ])
            .env(WRITER, dir.path())
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // Spread the kills over start-up and many saves (an odd step so the
        // moments do not line up with the writer's rhythm).
        std::thread::sleep(Duration::from_micros(2_000 + (round * 7_919) % 60_000));
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        let mut store = Store::open(dir.path()).unwrap();
        let loaded = store.load();
        assert!(
            loaded.notes.is_empty(),
            "round {round}: the file was not whole: {:?}",
            loaded.notes
        );
        if let Some(game) = loaded.game {
            seen_turns.push(game.game.turns().len());
        }
        for entry in std::fs::read_dir(dir.path()).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            if name != FileKind::Game.file_name() {
                // A temporary file left by the kill: harmless, cleaned here.
                std::fs::remove_file(dir.path().join(name)).unwrap();
            }
        }
    }
    seen_turns.dedup();
    assert!(
        seen_turns.len() > ROUNDS as usize / 4,
        "the kills fell during different saves: {seen_turns:?}"
    );
}

/// Saves a game that grows by a turn each time, as fast as it can, until killed.
fn write_forever(dir: &str) -> ! {
    let store = Store::open(dir).unwrap();
    let config = GameConfig::two_players(Rules::default());
    let mut game = Game::new(config.rules);
    let mut n = 0u64;
    loop {
        if game.is_over() {
            game = Game::new(config.rules);
        }
        let turns = legal_turns(game.position(), config.rules.taking);
        let turn = turns[(n as usize * 7) % turns.len()];
        game.play(&turn).unwrap();
        n += 1;
        let saved = SavedGame {
            game_id: format!("crash-{n}"),
            config,
            game: game.clone(),
            review: None,
        };
        store.write(FileKind::Game, &save_game(&saved)).unwrap();
    }
}
