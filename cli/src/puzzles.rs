//! `sholo puzzles`: make the puzzle set from engine games, check it again,
//! and count it. The set ships in the core (`core/puzzles/puzzles.sgpz`).

use sholo_core::learn::puzzles::{self, generate, judge, Claim, Puzzle, Theme};
use sholo_core::tablebase::Tablebase;
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
        /// Leave out the deep puzzles (a quick set of usual ones to add to a
        /// set with `refine`).
        #[arg(long)]
        no_deep: bool,
    },
    /// Check every puzzle: its solutions are exactly the turns that do what
    /// it claims (by the endgame tables where they reach, past them by the
    /// search at two depths), and the rules of a good puzzle (judge.rs).
    Verify {
        /// A puzzle file (default: the set built into this program).
        file: Option<PathBuf>,
    },
    /// Make a set true: each puzzle's claim, solutions and themes set to what
    /// the tables or the search say (rated again where its solutions
    /// change), or dropped; run with the six-piece tables installed.
    Refine {
        /// Puzzle files, taken together (default: the set built into this
        /// program).
        files: Vec<PathBuf>,
        #[arg(long)]
        out: PathBuf,
        /// Rate every puzzle again, not only those whose solutions change.
        #[arg(long)]
        rerate: bool,
    },
    /// Count the puzzles by claim, theme and difficulty, the shares of only
    /// takes and of several answers, the ratings' spread, and what the
    /// endgame tables say of those they hold.
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
            no_deep,
        } => {
            let started = Instant::now();
            let threads = threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            });
            let set =
                generate::generate_with(seed, count, threads, !no_deep, |pass, games, found| {
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
            let faults = judge::verify_set(&set);
            for fault in &faults {
                eprintln!("{fault}");
            }
            println!(
                "{} puzzles, {} faults, verified with tables of {} pieces in {:.1?}",
                set.len(),
                faults.len(),
                table_pieces(),
                started.elapsed()
            );
            if faults.is_empty() {
                Ok(())
            } else {
                Err(format!("{} faults found", faults.len()))
            }
        }
        PuzzlesCommand::Refine { files, out, rerate } => {
            let set = if files.is_empty() {
                load(None)?
            } else {
                let mut set = Vec::new();
                for file in files {
                    set.extend(load(Some(file))?);
                }
                set
            };
            let started = Instant::now();
            let mut dropped: Vec<String> = Vec::new();
            let refined = judge::refine_set(&set, rerate, |fault| {
                eprintln!("dropped: {fault}");
                dropped.push(fault.kind().to_string());
            });
            let bytes = puzzles::write(&refined);
            std::fs::write(&out, &bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            println!(
                "{} puzzles kept of {}, with tables of {} pieces, in {:.1?} -> {}",
                refined.len(),
                set.len(),
                table_pieces(),
                started.elapsed(),
                out.display()
            );
            for (kind, n) in tally(dropped) {
                println!("dropped  {kind:<40} {n}");
            }
            print_stats(&refined);
            Ok(())
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

/// Most pieces the endgame tables in use hold (six with the terminal's).
fn table_pieces() -> usize {
    Tablebase::active(sholo_core::Taking::Optional).max_pieces()
}

/// Each distinct item with how often it occurs, in first-seen order.
fn tally(items: Vec<String>) -> Vec<(String, usize)> {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for item in items {
        match counts.iter_mut().find(|(k, _)| *k == item) {
            Some((_, n)) => *n += 1,
            None => counts.push((item, 1)),
        }
    }
    counts
}

fn claim_name(claim: Claim) -> &'static str {
    match claim {
        Claim::WinPieces(1) => "win a piece",
        Claim::WinPieces(_) => "win pieces",
        Claim::WinGame => "win the game",
        Claim::WinNow => "win the game now",
        Claim::Hold => "lose no material",
        Claim::KeepDraw => "keep the draw",
    }
}

fn print_stats(set: &[Puzzle]) {
    let share = |n: usize| format!("{n} ({:.1}%)", 100.0 * n as f64 / set.len().max(1) as f64);
    println!("puzzles {}", set.len());
    for (claim, n) in tally(
        set.iter()
            .map(|p| claim_name(p.claim).to_string())
            .collect(),
    ) {
        println!("claim {claim:<18} {n}");
    }
    for theme in Theme::ALL {
        let n = set.iter().filter(|p| p.themes.contains(&theme)).count();
        println!("theme {:<18} {n}", theme.name());
    }
    let plain = set.iter().filter(|p| p.themes.is_empty()).count();
    println!("theme {:<18} {plain}", "(none)");
    let only_takes: Vec<&Puzzle> = set.iter().filter(|p| judge::is_only_take(p)).collect();
    let first = set.iter().filter(|p| p.difficulty == 1).count();
    println!(
        "the only take on the board  {} ({} of the {first} of difficulty 1)",
        share(only_takes.len()),
        only_takes.iter().filter(|p| p.difficulty == 1).count()
    );
    let several = set.iter().filter(|p| p.solutions.len() > 1).count();
    println!("several answers (win now)   {}", share(several));
    let pieces = table_pieces();
    let held: Vec<&Puzzle> = set
        .iter()
        .filter(|p| p.position.occupied().len() as usize <= pieces)
        .collect();
    let faults: Vec<String> = held
        .iter()
        .filter_map(|p| judge::verify_truth(p).err())
        .map(|f| f.kind().to_string())
        .collect();
    println!(
        "held by the {pieces}-piece tables {}, contradicted by them {}",
        held.len(),
        faults.len()
    );
    for (kind, n) in tally(faults) {
        println!("  {kind:<40} {n}");
    }
    let broken: Vec<String> = set
        .iter()
        .filter_map(judge::rule_fault)
        .map(|f| f.kind().to_string())
        .collect();
    println!("against the rules of a good puzzle {}", broken.len());
    for (kind, n) in tally(broken) {
        println!("  {kind:<40} {n}");
    }
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
