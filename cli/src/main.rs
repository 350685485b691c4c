//! `sholo`: play Sholo Guti in a terminal, and the engine's tools.

mod analyse;
mod arena;
mod bench;
mod careful;
mod display;
mod elo;
mod engines;
mod learn;
mod online;
mod plain;
mod play;
mod puzzles;
mod rule_args;
mod serve;
mod tables_home;
mod tb;
mod tb_fit;
mod tb_verify;
mod text;
mod tools;
mod tune;
mod typing;

use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "sholo",
    version,
    about = "Sholo Guti (Sixteen Soldiers): play, and the engine's tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play a game in the terminal (the default command).
    Play(play::PlayArgs),
    /// Play a friend online through sholo-server: create a table or join one.
    Online(online::OnlineArgs),
    /// Count move sequences to a depth (perft).
    Perft(tools::PerftArgs),
    /// List the legal turns of a position (or of each line on stdin).
    Turns(tools::TurnsArgs),
    /// Draw a position.
    Show(tools::ShowArgs),
    /// Measure turn-generation and search speed.
    Bench(bench::BenchArgs),
    /// Speak the engine protocol on stdin/stdout (see docs/ENGINE-PROTOCOL.md).
    Serve(serve::ServeArgs),
    /// Play two engines against each other over many games.
    Arena(arena::ArenaArgs),
    /// Review a saved game: every turn's worth, the best turn, a grade.
    Analyse(analyse::AnalyseArgs),
    /// Endgame tables: generate, install, probe, stats, verify, fit.
    Tb(tb::TbArgs),
    /// The lessons: the rules and the ideas of the game, one position at a time.
    Learn(learn::LearnArgs),
    /// Play puzzles from the shipped set, picked near your rating.
    Puzzle(learn::PuzzleArgs),
    /// Puzzles: generate the set from engine games, verify it, count it.
    Puzzles(puzzles::PuzzlesArgs),
    /// Fit the evaluation's weights to the results of games (Texel's method).
    Tune(tune::TuneArgs),
}

fn main() -> ExitCode {
    end_quietly_on_a_closed_pipe();
    let cli = Cli::parse();
    let result = match cli
        .command
        .unwrap_or(Command::Play(play::PlayArgs::default()))
    {
        Command::Play(args) => play::run(args),
        Command::Online(args) => online::run(args),
        Command::Perft(args) => tools::perft(args),
        Command::Turns(args) => tools::turns(args),
        Command::Show(args) => tools::show(args),
        Command::Bench(args) => bench::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Analyse(args) => analyse::run(args),
        Command::Tb(args) => tb::run(args),
        Command::Tune(args) => tune::run(args),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Learn(args) => learn::run_lessons(args),
        Command::Puzzle(args) => learn::run_puzzles(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("sholo: {message}");
            ExitCode::FAILURE
        }
    }
}

/// A reader that stops early (`sholo analyse game.json | head`) closes the
/// pipe, and the next `println!` panics. The reader has what it wanted, so
/// that is a normal end: leave without a word, successfully.
fn end_quietly_on_a_closed_pipe() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        default_hook(info);
    }));
}

/// Shows what was printed without a line end (a prompt) now. A closed pipe
/// is the same normal end here as for a printed line (above); any other
/// failure is an error.
pub(crate) fn show_prompt() -> Result<(), String> {
    match std::io::stdout().flush() {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        shown => shown.map_err(|e| e.to_string()),
    }
}
