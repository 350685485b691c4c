//! The `sholo` tools as a user or a script runs them.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn sholo(args: &[&str], stdin: &str) -> Output {
    sholo_at(80, args, stdin)
}

/// `sholo ARGS` as if in a terminal `columns` wide (its text is wrapped to it).
fn sholo_at(columns: usize, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sholo"))
        .args(args)
        .env("NO_COLOR", "1")
        .env("COLUMNS", columns.to_string())
        // The built-in tables only: what these tests expect, on any machine.
        .env("SHOLO_TABLES", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sholo runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// `text` with every run of white space one space: a sentence found
/// wherever the wrapping broke its lines.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn turns_answers_every_stdin_line_even_after_a_bad_one() {
    let input =
        "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r\nnot a position\n3/3/2w2/w4/2w2/2r2/5/3/3 r\n";
    let output = sholo(&["turns"], input);
    assert!(output.status.success());
    let lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        "a4-a5 b4-a5 b4-b5 b4-c5 c4-c5 d4-c5 d4-d5 d4-e5 e4-e5"
    );
    assert!(lines[1].starts_with("error: "), "{}", lines[1]);
    assert_eq!(lines[2], "c4-b4 c4-c3 c4-d4 c4xc6 c4xc6xc8");
    let forced = sholo(&["turns", "--forced", "3/3/2w2/w4/2w2/2r2/5/3/3 r"], "");
    assert_eq!(stdout(&forced).trim(), "c4xc6xc8");
}

#[test]
fn perft_counts_and_divides() {
    let output = sholo(&["perft", "3"], "");
    assert!(stdout(&output).contains("perft 3 783"));
    let divide = sholo(&["perft", "2", "--divide"], "");
    let text = stdout(&divide);
    assert_eq!(text.lines().count(), 10);
    assert!(text.ends_with("total 69\n"));
}

#[test]
fn bad_positions_are_reported_not_panicked() {
    let output = sholo(&["show", "www/www/wwwww/wwwww/6/rrrrr/rrrrr/rrr/rrr r"], "");
    assert!(!output.status.success());
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(
        error.contains("row 5: expected 5 points, found 6"),
        "{error}"
    );
}

/// `sholo play` between two people typing `input`: what it printed.
fn two_people(input: &str) -> String {
    let output = sholo(&["play", "--white", "human"], input);
    assert!(output.status.success());
    stdout(&output)
}

#[test]
fn play_between_two_people_from_stdin() {
    // Red steps, White steps, Red picks up a piece, puts it down, asks for the
    // turn list, then an illegal turn is refused and the game goes on.
    let text = two_people("c4-c5\nd6-d5\nb4\nb4\nc5-c6\nquit\n");
    assert!(text.contains("Last turn: d6-d5 (White)"), "{text}");
    assert!(
        text.contains("not a legal turn here") || text.contains("not empty"),
        "{text}"
    );
}

#[test]
fn play_against_the_computer_until_the_input_ends() {
    let output = sholo(&["play", "--white", "easy", "--seed", "9"], "c4-c5\n");
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("White (easy) is thinking"), "{text}");
    assert!(text.matches("Last turn:").count() >= 2, "{text}");
}

#[test]
fn undo_with_nothing_of_yours_to_undo_keeps_the_computers_turn() {
    let output = sholo(
        &["play", "--red", "easy", "--white", "human", "--seed", "1"],
        "undo\nquit\n",
    );
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("nothing to undo"), "{text}");
    assert_eq!(
        text.matches("is thinking").count(),
        1,
        "the computer thinks once: {text}"
    );
    let last = text.rsplit("Last turn:").next().unwrap();
    assert!(last.starts_with(" d4-c5 (Red)"), "Red's turn stays: {text}");
}

#[test]
fn answers_that_change_nothing_stay_above_the_prompt() {
    // The help, the turn list, a refusal and a hint leave the board as it
    // was: it is not drawn again, so on a short terminal the answer is not
    // scrolled away behind it. A turn played draws it again.
    let text = two_people("help\nturns\nnonsense\nhint\nc4-c5\nquit\n");
    let files = "  a     b     c     d     e";
    assert_eq!(text.matches(files).count(), 2, "{text}");
    let answers = text.split(files).nth(1).expect("a first board");
    for answer in [
        "hint    suggest a turn",
        "a4-a5 b4-a5",
        "'nonsense' is not a point",
        "hint: ",
    ] {
        assert!(answers.contains(answer), "{answer} in {answers}");
    }
    let hint = answers.rsplit("hint: ").next().unwrap();
    let hinted = hint.lines().next().unwrap();
    assert!(hinted.contains('-') || hinted.contains('x'), "{hinted}");
    assert!(hint.lines().nth(1).unwrap().starts_with("Red> "), "{hint}");
}

#[test]
fn a_lesson_draws_its_board_again_only_when_it_changes() {
    // The help and a line that is no turn change nothing: the first board
    // stays above them. The hint marks the piece: the board is drawn again.
    let output = sholo(&["learn"], "help\nnonsense\nhint\nquit\n");
    assert!(output.status.success());
    let text = stdout(&output);
    let boards: Vec<&str> = text.split("  a     b     c     d     e").collect();
    assert_eq!(boards.len(), 3, "two boards: {text}");
    assert!(boards[1].contains("hint      mark the piece"), "{text}");
    assert!(
        boards[1].contains("'nonsense' is not a point, a turn or a command (type 'help'"),
        "{text}"
    );
}

/// `sholo learn --lesson N` typing `input`: what it printed.
fn lesson(n: usize, input: &str) -> String {
    let output = sholo(&["learn", "--lesson", &n.to_string()], input);
    assert!(output.status.success(), "{output:?}");
    stdout(&output)
}

#[test]
fn a_lesson_says_who_plays_and_the_history_it_turns_on() {
    // Lesson 13: the quiet count at 79, then a repetition made of set-up
    // turns; White plays the third step, by picking up a piece and moving it.
    let text = lesson(13, "next\nnext\nc3-c4\nB8\na9\nquit\n");
    assert!(text.contains("Red to play · quiet 79/80"), "{text}");
    assert!(text.contains("White to play · quiet 7/80"), "{text}");
    assert!(
        text.contains("Turns so far: Red c3-c4, White a9-b8, Red c4-c3, White b8-a9,"),
        "{text}"
    );
    assert!(text.contains("White> "), "{text}");
    assert!(text.contains("White (piece picked up)> "), "{text}");
    assert!(text.contains("Lesson complete!"), "{text}");
}

#[test]
fn a_missed_step_says_what_the_answer_is_not_what_it_shows() {
    // A step where a take was asked for: White's answer takes nothing, and
    // the words say what the turn missed.
    let text = lesson(3, "c4-c3\nc4-c5\nquit\n");
    assert!(!text.contains("shows why"), "{text}");
    let missed = text.split("Not that one. ").nth(1).expect(&text);
    let missed = missed.lines().next().unwrap();
    assert!(
        missed.starts_with("That takes nothing. White answers "),
        "{text}"
    );
    assert!(missed.ends_with('.'), "{text}");
    assert!(
        text.contains("Type 'retry', 'solution' or 'next'."),
        "{text}"
    );
    // A move once it is over is answered with the way on.
    assert!(
        text.contains("This one is over: type 'retry', 'solution' or 'next'."),
        "{text}"
    );
}

#[test]
fn a_done_step_answers_a_move_with_the_way_on() {
    let text = lesson(2, "hello\nc3\nc4\nc4-c5\nquit\n");
    assert!(text.contains("Red> "), "{text}");
    assert!(
        text.contains("'hello' is not a point, a turn or a command (type 'help'"),
        "{text}"
    );
    assert!(text.contains("Done!"), "{text}");
    assert!(
        text.contains("This one is done: type 'next' to go on (or 'retry')."),
        "{text}"
    );
    assert!(!text.contains("no piece of the side to move"), "{text}");
}

#[test]
fn after_the_last_lesson_the_course_is_complete_and_the_puzzles_follow() {
    let text = lesson(14, "solution\nnext\npuzzles\nquit\n");
    let flat = flat(&text);
    assert!(flat.contains("the course is complete"), "{text}");
    assert!(!flat.contains("no such lesson"), "{text}");
    assert!(
        flat.contains("Type 'puzzles' to go on with the puzzles"),
        "{text}"
    );
    assert!(text.contains("Puzzle "), "the puzzles follow: {text}");
}

#[test]
fn a_puzzle_names_its_theme_only_once_it_is_over() {
    let output = sholo(&["puzzle", "--id", "222"], "b6xd4\nquit\n");
    let text = stdout(&output);
    assert!(!text.contains("· Puzzle ·"), "{text}");
    assert!(text.contains("Puzzle 222 (rated "), "{text}");
    assert!(text.contains("): a run of takes · your rating "), "{text}");
    assert!(text.contains("Not that one. Red answers "), "{text}");
}

#[test]
fn a_puzzle_that_does_not_exist_gives_the_range() {
    let output = sholo(&["puzzle", "--id", "99999"], "");
    assert!(!output.status.success());
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(
        error.contains("there is no puzzle 99999: the puzzles are numbered 0 to "),
        "{error}"
    );
    let help = stdout(&sholo(&["puzzle", "--help"], ""));
    let range = error.rsplit("numbered ").next().unwrap().trim();
    assert!(help.contains(range), "{range} in {help}");
}

/// Two people to a position where Red's d4 has taken c5 (landing on b6)
/// and may take c6 next, then `input`.
fn in_a_run(input: &str) -> String {
    two_people(&format!("a4-a5\nd6-d5\na5-a4\nb6-c5\nd4\nb6\n{input}"))
}

#[test]
fn during_a_run_the_answers_say_what_the_run_waits_for() {
    let text = in_a_run("e3-d3\ndrop\nturns\nhint\nundo\nquit\ny\n");
    let waiting = "  a run is in progress: type its next landing (d6) or 'end' it here\n";
    assert_eq!(text.matches(waiting).count(), 2, "e3-d3 and drop: {text}");
    assert!(!text.contains("'drop' it first"), "{text}");
    assert!(
        text.contains("  now: d6 (takes c6) · end (the turn d4xb6)\n"),
        "{text}"
    );
    assert!(!text.contains("a4-a5 b4-a5"), "not the turn list: {text}");
    assert!(
        text.contains("  hint: go on to d6")
            || text.contains("  hint: 'end' the run here (the turn d4xb6)\n"),
        "a hint for the run: {text}"
    );
    assert!(
        text.contains("the run is taken back: the piece is on d4 again"),
        "{text}"
    );
}

#[test]
fn a_run_goes_on_typed_from_the_running_piece() {
    let text = in_a_run("b6xd6\nquit\ny\n");
    assert!(text.contains("Last turn: d4xb6xd6 (Red)"), "{text}");
}

#[test]
fn resign_and_quit_ask_first_and_points_may_be_upper_case() {
    let text = two_people("C4-C5\nquit\nn\nD6\nD5\nresign\nno\nresign\ny\n");
    assert!(text.contains("Last turn: c4-c5 (Red)"), "{text}");
    assert!(
        text.contains("Quit? This game is not saved. (y/n)"),
        "{text}"
    );
    assert!(text.contains("Last turn: d6-d5 (White)"), "{text}");
    assert_eq!(text.matches("Resign this game? (y/n)").count(), 2, "{text}");
    assert!(text.contains("White wins: Red resigned."), "{text}");
}

#[test]
fn a_step_to_a_point_further_along_a_line_says_they_are_not_neighbours() {
    let text = two_people("c4-c6\nquit\n");
    assert!(
        text.contains("c4-c6: c4 and c6 are not neighbours"),
        "{text}"
    );
}

#[test]
fn the_status_line_says_who_took_what_and_the_rules_in_play() {
    let text = two_people("quit\n");
    assert!(
        text.contains("Red 16 pieces, took 0 · White 16 pieces, took 0 · quiet 0/80 · turn 1\n"),
        "{text}"
    );
    let output = sholo_at(120, &["play", "--white", "human", "--forced"], "quit\n");
    let forced = stdout(&output);
    assert!(
        forced.lines().next().unwrap().contains("Takes are forced"),
        "{forced}"
    );
    assert!(forced.contains("· turn 1 · takes forced\n"), "{forced}");
}

#[test]
fn text_is_wrapped_between_words_to_the_terminal() {
    let output = sholo_at(
        60,
        &["play", "--white", "human", "--forced"],
        "help\nturns\nquit\n",
    );
    let text = stdout(&output);
    // Piped, the prompt and the answer share a line; typed, they do not.
    for line in text.lines().map(|l| l.trim_start_matches("Red> ")) {
        assert!(line.chars().count() <= 60, "{line:?} in\n{text}");
    }
    assert!(
        text.contains("  end     end a run of takes here\n"),
        "{text}"
    );
    let lesson = stdout(&sholo_at(40, &["learn", "--lesson", "8"], "d3-e3\nquit\n"));
    // Lines are broken between words only: the text read flat is whole.
    let why = "After d3xd5 your piece lands among White's pieces with empty points behind \
               it, and White takes it and more.";
    assert!(flat(&lesson).contains(why), "{lesson}");
    for line in lesson
        .lines()
        .map(|l| l.trim_start_matches("Red> ").trim_start_matches("> "))
        .filter(|l| !l.starts_with(|c: char| c.is_ascii_digit() || c == ' '))
    {
        assert!(line.chars().count() <= 40, "{line:?} in\n{lesson}");
    }
}

#[test]
fn a_run_typed_whole_and_a_refused_hop() {
    let text = two_people("b4\nc6\nb4\nc4-c5\nd6-d5\nquit\n");
    assert!(text.contains("b4 cannot go to c6"), "{text}");
    assert!(text.contains("Last turn: d6-d5 (White)"), "{text}");
}

#[test]
fn analyse_grades_the_turn_that_gives_away_a_run_and_refuses_a_bad_file() {
    let dir = std::env::temp_dir().join(format!("sholo-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("blunder.txt");
    std::fs::write(
        &game,
        "w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r moves b4-b5 a5xc5xe5\n",
    )
    .unwrap();
    let output = sholo(&["analyse", game.to_str().unwrap(), "--nodes", "20000"], "");
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let first = text.lines().nth(1).unwrap();
    assert!(
        first.contains("b4-b5") && first.ends_with("blunder"),
        "{text}"
    );
    assert!(text.contains("2 turns in"), "{text}");

    std::fs::write(&game, "{ \"format\": \"not a save\" }").unwrap();
    let refused = sholo(&["analyse", game.to_str().unwrap()], "");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("sholo:"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tb_fit_weighs_every_count_and_refuses_a_class_past_the_tables() {
    let output = sholo(
        &[
            "tb",
            "fit",
            "--hunters",
            "3",
            "--hunted",
            "1",
            "--positions",
            "3000",
        ],
        "",
    );
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(
        text.starts_with("3v1 wins at quiet count 0: 2500 fitted, 500 held out; R² 0."),
        "{text}"
    );
    let weights: Vec<i64> = text
        .lines()
        .filter(|line| line.starts_with("  "))
        .map(|line| line.split_whitespace().next().unwrap().parse().unwrap())
        .collect();
    assert!(
        text.lines()
            .last()
            .unwrap()
            .starts_with("the counts' part averages "),
        "{text}"
    );
    assert_eq!(weights.len(), 13, "{text}");
    assert_eq!(
        weights[1], 0,
        "one piece behind has no gap to weigh: {text}"
    );
    assert!(
        weights[0] > 0,
        "more safe steps, further from a take: {text}"
    );

    let refused = sholo(&["tb", "fit"], "");
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("4v2 is past these tables"),
        "{refused:?}"
    );
}

#[test]
fn tune_fits_the_weights_to_arena_games_and_refuses_a_bad_record() {
    let dir = std::env::temp_dir().join(format!("sholo-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let games = dir.join("games.txt");
    let arena = sholo(
        &[
            "arena",
            "medium",
            "easy",
            "--games",
            "10",
            "--verbose",
            "--seed",
            "5",
        ],
        "",
    );
    assert!(arena.status.success(), "{arena:?}");
    std::fs::write(&games, &arena.stdout).unwrap();
    let file = games.to_str().unwrap();

    let output = sholo(&["tune", file, "--steps", "200", "--keep", "0"], "");
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(text.starts_with("10 games: "), "{text}");
    // The error line: shipped and tuned, on the fitted and held-out games.
    let errors: Vec<f64> = text
        .lines()
        .nth(1)
        .unwrap()
        .split([' ', ','])
        .filter_map(|word| word.parse().ok())
        .collect();
    assert_eq!(errors.len(), 4, "{text}");
    assert!(
        errors[3] <= errors[1],
        "the kept weights do best held out: {text}"
    );
    let rows: Vec<Vec<&str>> = text
        .lines()
        .skip(3)
        .take_while(|line| !line.starts_with('['))
        .map(|line| line.split_whitespace().collect())
        .collect();
    assert_eq!(rows.len(), sholo_core::TERMS, "{text}");
    assert_eq!(rows[0][1], rows[0][2], "a kept weight stays: {text}");

    std::fs::write(
        &games,
        "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r moves c4-c9\n",
    )
    .unwrap();
    let refused = sholo(&["tune", file], "");
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("line 1: move 1 (c4-c9)"), "{said}");
    let terms = sholo_core::TERMS.to_string();
    let refused = sholo(&["tune", file, "--keep", &terms], "");
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains(&format!("below {terms}")), "{said}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs `sholo ARGS` with `stdin` written by a thread of its own (before
/// or after the reader goes, as sholo reads it), reads the first line out
/// and closes the pipe.
fn first_line_then_close(args: &[&str], stdin: String) -> (String, Output) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sholo"))
        .args(args)
        .env("SHOLO_TABLES", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sholo runs");
    let mut input = child.stdin.take().unwrap();
    // Fails once sholo has gone, which is allowed.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(stdin.as_bytes());
    });
    let mut reader = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    std::io::BufRead::read_line(&mut reader, &mut first).unwrap();
    drop(reader);
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (first, output)
}

#[test]
fn a_reader_that_stops_early_ends_the_output_without_an_error() {
    // Far more to print than a pipe holds, so sholo is still printing when
    // the reader goes: `sholo turns < positions | head -1` (writeln!), and a
    // game of two people that prints the board after every turn (print!) and
    // flushes a prompt.
    let start = "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r\n";
    let (first, turns) = first_line_then_close(&["turns"], start.repeat(20_000));
    assert!(first.starts_with("a4-a5"), "{first}");
    let shuffle = "a4-a5\na6-a7\na5-a4\na7-a6\n".repeat(500);
    let (first, play) = first_line_then_close(&["play", "--white", "human"], shuffle);
    assert!(first.starts_with("Sholo Guti"), "{first}");
    for output in [turns, play] {
        assert!(output.status.success(), "{:?}", output.status);
        assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    }
}

#[test]
fn arena_from_behind_tells_the_games_still_behind_from_the_rest() {
    let args = [
        "arena", "easy", "learning", "--behind", "--games", "6", "--seed", "3",
    ];
    let output = sholo(&args, "");
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let summary = text.lines().find(|l| l.contains(" games, +")).unwrap();
    let split: Vec<Vec<usize>> = text
        .lines()
        .filter(|l| l.contains("4 turns after the opening: "))
        .map(|l| {
            l.split([' ', '+', '=', '-', ','])
                .filter_map(|word| word.parse().ok())
                .skip(1)
                .collect()
        })
        .collect();
    assert!(!split.is_empty(), "{text}");
    // Games, wins, draws, losses: the two kinds add up to the whole match.
    let total: Vec<usize> = (0..4)
        .map(|i| split.iter().map(|kind| kind[i]).sum())
        .collect();
    let whole: Vec<usize> = summary
        .split([' ', '+', '=', '-', ','])
        .filter_map(|word| word.parse().ok())
        .take(4)
        .collect();
    assert_eq!(total, whole, "{text}");

    let level = sholo(
        &["arena", "easy", "learning", "--games", "2", "--seed", "3"],
        "",
    );
    assert!(!stdout(&level).contains("after the opening"));
}
