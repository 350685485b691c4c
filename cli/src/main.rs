//! `sholo`: play Sholo Guti in a terminal, and the engine's tools.

mod arena;
mod bench;
mod display;
mod elo;
mod engines;
mod play;
mod rule_args;
mod serve;
mod tb;
mod tb_verify;
mod tools;

use clap::{Parser, Subcommand};
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
    /// Endgame tables: generate, probe, stats, verify.
    Tb(tb::TbArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Err(message) = tb::install_from_env() {
        eprintln!("sholo: {message}");
        return ExitCode::FAILURE;
    }
    let result = match cli
        .command
        .unwrap_or(Command::Play(play::PlayArgs::default()))
    {
        Command::Play(args) => play::run(args),
        Command::Perft(args) => tools::perft(args),
        Command::Turns(args) => tools::turns(args),
        Command::Show(args) => tools::show(args),
        Command::Bench(args) => bench::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Tb(args) => tb::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("sholo: {message}");
            ExitCode::FAILURE
        }
    }
}
