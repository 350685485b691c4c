//! `sholo puzzles`: make the puzzle set from engine games, check it again,
//! and count it. The set ships in the core (`core/puzzles/puzzles.sgpz`).

use sholo_core::learn::puzzles::{self, generate, Puzzle, Theme};
use sholo_core::{format_position, format_turn};
use std::path::PathBuf;
use std::time::Instant;

/// Where the shipped set lives, from the workspace root.
const SHIPPED: &str = "core/puzzles/puzzles.sgpz";

#[derive(clap::Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(clap::Subcommand, Debug)]
enum PuzzlesCommand {
    /// Play engine games and keep the positions where one turn stands out.
    Generate {
        /// The same seed and count make the same file, byte for byte.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 640)]
        count: usize,
        #[arg(long, default_value = SHIPPED)]
        out: PathBuf,
        /// Threads to play the games on (default: one a core); the file does
        /// not depend on it.
        #[arg(long)]
        threads: Option<usize>,
    },
    /// Check every puzzle's solution and that it is the only one.
    Verify {
        /// A puzzle file (default: the set built into this program).
        file: Option<PathBuf>,
    },
    /// Count the puzzles by theme and difficulty, and their ratings' spread.
    Stats { file: Option<PathBuf> },
    /// List every puzzle: id, position text, solution, claim, themes ("(deep)" if deep).
    List { file: Option<PathBuf> },
}

pub fn run(args: PuzzlesArgs) -> Result<(), String> {
    crate::tables_home::install_for_this_command()?;
    match args.command {
        PuzzlesCommand::Generate {
            seed,
            count,
            out,
            threads,
        } => {
            let started = Instant::now();
            let threads = threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            });
            let set = generate::generate(seed, count, threads, |pass, games, found| {
                if games % 10 == 0 {
                    let pass = match pass {
                        generate::Pass::Usual => "",
                        generate::Pass::Deep => "deep: ",
                    };
                    eprintln!(
                        "{pass}{games} games, {found} puzzles, {:.0?}",
                        started.elapsed()
                    );
                }
            });
            let bytes = puzzles::write(&set);
            std::fs::write(&out, &bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            println!(
                "{} puzzles, {} bytes, checksum {:016x}, in {:.1?} -> {}",
                set.len(),
                bytes.len(),
                puzzles::checksum(&bytes[..bytes.len() - 8]),
                started.elapsed(),
                out.display()
            );
            print_stats(&set);
            Ok(())
        }
        PuzzlesCommand::Verify { file } => {
            let set = load(file)?;
            let started = Instant::now();
            let failures: Vec<String> = set
                .iter()
                .filter_map(|p| generate::verify(p).err().map(|e| e.to_string()))
                .collect();
            for failure in &failures {
                eprintln!("{failure}");
            }
            println!(
                "{} puzzles, {} failed, verified in {:.1?}",
                set.len(),
                failures.len(),
                started.elapsed()
            );
            if failures.is_empty() {
                Ok(())
            } else {
                Err(format!("{} puzzles failed verification", failures.len()))
            }
        }
        PuzzlesCommand::Stats { file } => {
            print_stats(&load(file)?);
            Ok(())
        }
        PuzzlesCommand::List { file } => {
            for p in load(file)? {
                let mut themes: Vec<&str> = p.themes.iter().map(|t| t.name()).collect();
                if p.deep {
                    themes.push("(deep)");
                }
                println!(
                    "{}\t{}\t{}\t{:?}\td{} r{}\t{}",
                    p.id,
                    format_position(&p.position),
                    format_turn(&p.solutions[0]),
                    p.claim,
                    p.difficulty,
                    p.rating,
                    themes.join(",")
                );
            }
            Ok(())
        }
    }
}

fn load(file: Option<PathBuf>) -> Result<Vec<Puzzle>, String> {
    match file {
        None => {
            let set = puzzles::shipped().to_vec();
            if set.is_empty() {
                return Err("this build ships no puzzles".to_string());
            }
            Ok(set)
        }
        Some(path) => {
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            puzzles::read(&bytes).map_err(|e| format!("{}: {e}", path.display()))
        }
    }
}

fn print_stats(set: &[Puzzle]) {
    for theme in Theme::ALL {
        let n = set.iter().filter(|p| p.themes.contains(&theme)).count();
        println!("theme {:<14} {n}", theme.name());
    }
    let plain = set.iter().filter(|p| p.themes.is_empty()).count();
    println!("theme {:<14} {plain}", "(none)");
    let deep = set.iter().filter(|p| p.deep).count();
    println!("deep (ten turns) {deep}");
    for d in 1..=5 {
        let rated: Vec<u16> = set
            .iter()
            .filter(|p| p.difficulty == d)
            .map(|p| p.rating)
            .collect();
        let span = match (rated.iter().min(), rated.iter().max()) {
            (Some(low), Some(high)) => format!("  rated {low}–{high}"),
            _ => String::new(),
        };
        println!("difficulty {d}  {}{span}", rated.len());
    }
    let mut ratings: Vec<u16> = set.iter().map(|p| p.rating).collect();
    ratings.sort_unstable();
    if !ratings.is_empty() {
        let at = |q: usize| ratings[(ratings.len() - 1) * q / 100];
        println!(
            "rating  lowest {}  quartiles {} / {} / {}  highest {}",
            at(0),
            at(25),
            at(50),
            at(75),
            at(100)
        );
    }
}
