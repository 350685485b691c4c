//! `sholo tb` as a user runs it: probe, stats, generate, and its errors.

use std::process::{Command, Output};

fn sholo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sholo"))
        .args(args)
        .env("SHOLO_TABLES", "off")
        .output()
        .expect("sholo runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn probe_prints_the_value_for_the_side_to_move() {
    let take = sholo(&["tb", "probe", "3/3/5/5/5/2w2/2r2/3/3 r"]);
    assert!(take.status.success());
    assert_eq!(stdout(&take), "win 1\n");
    let shut = sholo(&["tb", "probe", "3/3/5/5/5/5/2w2/w2/rww r"]);
    assert_eq!(stdout(&shut), "loss 0\n");
    // Two against a piece in the far corner (forced takes): a long win, and
    // a draw once the quiet turns left are too few for it.
    let far = "w2/3/5/5/5/5/5/3/r1r r";
    let text = stdout(&sholo(&["tb", "probe", "--forced", far]));
    let n: u32 = text
        .trim()
        .strip_prefix("win ")
        .expect("a win")
        .parse()
        .unwrap();
    assert!(n > 10, "{text}");
    let in_time = format!("{far} {} 1", 80 - n);
    assert_eq!(stdout(&sholo(&["tb", "probe", "--forced", &in_time])), text);
    let too_late = format!("{far} {} 1", 81 - n);
    assert_eq!(
        stdout(&sholo(&["tb", "probe", "--forced", &too_late])),
        "draw\n"
    );
    // The optional-takes tables answer for it too.
    assert!(sholo(&["tb", "probe", far]).status.success());
}

#[test]
fn probe_refuses_more_pieces_than_the_tables_hold() {
    let six = sholo(&["tb", "probe", "3/3/5/5/w1w1w/5/r1r1r/3/3 r"]);
    assert!(!six.status.success());
    assert!(stdout(&six).is_empty());
    let message = String::from_utf8(six.stderr).unwrap();
    assert!(message.contains("6 pieces"), "{message}");
    let bad = sholo(&["tb", "probe", "not a position"]);
    assert!(!bad.status.success());
}

#[test]
fn stats_lists_every_class_and_the_totals() {
    let out = sholo(&["tb", "stats", "--forced"]);
    assert!(out.status.success());
    let text = stdout(&out);
    for class in ["1v1", "2v1", "1v2", "3v2", "2v3", "1v4", "all"] {
        assert!(
            text.lines().any(|l| l.starts_with(class)),
            "{class}: {text}"
        );
    }
}

#[test]
fn generate_writes_a_file_the_probe_reads() {
    let dir = std::env::temp_dir().join(format!("sholo-tb-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let dir_text = dir.to_str().unwrap();
    let out = sholo(&["tb", "generate", "--pieces", "3", "--out", dir_text]);
    assert!(out.status.success(), "{:?}", out);
    let probe = sholo(&[
        "tb",
        "probe",
        "--tables",
        dir_text,
        "3/3/5/5/5/2w2/2r2/3/3 r",
    ]);
    assert_eq!(stdout(&probe), "win 1\n");
    let four = sholo(&[
        "tb",
        "probe",
        "--tables",
        dir_text,
        "3/3/5/5/5/1ww2/2r2/2r/3 r",
    ]);
    assert!(!four.status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `sholo ARGS` with the tables looked for in the cache under `cache`
/// (no `$SHOLO_TABLES`), as on a user's machine.
fn sholo_with_cache(args: &[&str], cache: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sholo"))
        .args(args)
        .env_remove("SHOLO_TABLES")
        .env("XDG_CACHE_HOME", cache)
        .output()
        .expect("sholo runs")
}

/// `sholo ARGS` with the tables looked for in `dir` (`$SHOLO_TABLES`).
fn sholo_with_tables(args: &[&str], dir: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sholo"))
        .args(args)
        .env("SHOLO_TABLES", dir)
        .output()
        .expect("sholo runs")
}

/// A fresh cache directory for the test `name`, and the tables directory
/// in it (created, empty).
fn a_cache(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let cache = std::env::temp_dir().join(format!("sholo-{name}-test-{}", std::process::id()));
    let home = cache.join("sholo-guti");
    std::fs::create_dir_all(&home).unwrap();
    (cache, home)
}

#[test]
fn the_commands_that_play_or_probe_use_the_tables_in_the_cache() {
    let (cache, home) = a_cache("cache");
    // Three-piece tables stand in for the six-piece ones (which take a
    // minute to build): the command must take them up instead of the
    // built-in five-piece ones, so a four-piece position is past them.
    let made = sholo(&[
        "tb",
        "generate",
        "--pieces",
        "3",
        "--out",
        home.to_str().unwrap(),
    ]);
    assert!(made.status.success(), "{made:?}");
    let three = "3/3/5/5/5/2w2/2r2/3/3 r";
    let four = "3/3/5/5/5/1ww2/2r2/2r/3 r";
    assert_eq!(
        stdout(&sholo_with_cache(&["tb", "probe", three], &cache)),
        "win 1\n"
    );
    let past = sholo_with_cache(&["tb", "probe", four], &cache);
    assert!(!past.status.success(), "{past:?}");
    assert!(sholo(&["tb", "probe", four]).status.success());
    std::fs::remove_dir_all(&cache).unwrap();
}

#[test]
fn a_damaged_file_in_the_cache_is_set_aside_and_the_built_in_tables_play() {
    let (cache, home) = a_cache("damaged");
    std::fs::write(home.join("optional.sgtb"), b"half a file").unwrap();
    let out = sholo_with_cache(&["tb", "probe", "3/3/5/5/5/1ww2/2r2/2r/3 r"], &cache);
    assert!(out.status.success(), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("set aside"), "{said}");
    assert!(!home.join("optional.sgtb").exists());
    assert_eq!(
        std::fs::read(home.join("optional.sgtb.damaged")).unwrap(),
        b"half a file"
    );
    std::fs::remove_dir_all(&cache).unwrap();
}

#[test]
fn a_named_tables_directory_without_tables_is_an_error() {
    let empty = std::env::temp_dir().join(format!("sholo-empty-test-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let out = sholo_with_tables(&["tb", "stats"], &empty);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("neither optional.sgtb nor forced.sgtb"),
        "{said}"
    );
    std::fs::remove_dir_all(&empty).unwrap();
}

#[test]
fn install_waits_its_turn_while_another_process_builds() {
    let dir = std::env::temp_dir().join(format!("sholo-install-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // This test's own process stands for a live builder.
    std::fs::write(
        dir.join("optional.sgtb.building"),
        std::process::id().to_string(),
    )
    .unwrap();
    let out = sholo_with_tables(&["tb", "install"], &dir);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    let me = format!("process {} is building", std::process::id());
    assert!(said.contains(&me), "{said}");
    assert!(!dir.join("optional.sgtb").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn commands_that_neither_play_nor_probe_leave_the_tables_unread() {
    let (cache, home) = a_cache("unread");
    let file = home.join("optional.sgtb");
    std::fs::write(&file, b"not tables").unwrap();
    // A damaged file is set aside by whoever reads it: these must not.
    for args in [
        &["show"][..],
        &["turns", "3/3/5/5/5/2w2/2r2/3/3 r"],
        &["perft", "2"],
    ] {
        let out = sholo_with_cache(args, &cache);
        assert!(out.status.success(), "{args:?}: {out:?}");
        assert!(file.exists(), "{args:?} read the tables");
    }
    let probe = sholo_with_cache(&["tb", "probe", "3/3/5/5/5/2w2/2r2/3/3 r"], &cache);
    assert!(probe.status.success(), "{probe:?}");
    assert!(!file.exists());
    assert!(home.join("optional.sgtb.damaged").exists());
    std::fs::remove_dir_all(&cache).unwrap();
}
