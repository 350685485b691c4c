//! `sholo perft`, `sholo turns` and `sholo show`: the engine's inspection tools.

use crate::display::{draw, use_colour, Marks};
use sholo_core::{format_turn, legal_turns, parse_position, Position, Taking};
use sholo_core::{perft as count_perft, perft_divide};
use std::io::BufRead;
use std::time::Instant;

/// Options of `sholo perft`.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// How many turns deep to count.
    pub depth: u32,
    /// Takes are forced (default: optional).
    #[arg(long)]
    pub forced: bool,
    /// Show the count below each first turn.
    #[arg(long)]
    pub divide: bool,
    /// Position text (default: the start position); quote it.
    pub position: Option<String>,
}

/// Options of `sholo turns`.
#[derive(clap::Args, Debug)]
pub struct TurnsArgs {
    /// Takes are forced (default: optional).
    #[arg(long)]
    pub forced: bool,
    /// Position text; without it, positions are read from stdin, one per line.
    pub position: Option<String>,
}

/// Options of `sholo show`.
#[derive(clap::Args, Debug)]
pub struct ShowArgs {
    /// Position text (default: the start position), or a protocol line
    /// (`<position> moves <turn> ...`): the position after those turns.
    pub position: Option<String>,
}

fn taking(forced: bool) -> Taking {
    if forced {
        Taking::Forced
    } else {
        Taking::Optional
    }
}

fn position_or_start(text: Option<&str>) -> Result<Position, String> {
    match text {
        None => Ok(Position::start()),
        Some(text) => parse_position(text).map_err(|e| format!("bad position: {e}")),
    }
}

pub fn perft(args: PerftArgs) -> Result<(), String> {
    let pos = position_or_start(args.position.as_deref())?;
    let taking = taking(args.forced);
    if args.divide {
        let mut rows: Vec<(String, u64)> = perft_divide(&pos, taking, args.depth)
            .into_iter()
            .map(|(t, n)| (format_turn(&t), n))
            .collect();
        rows.sort();
        for (turn, count) in &rows {
            println!("{turn} {count}");
        }
        println!("total {}", rows.iter().map(|(_, n)| n).sum::<u64>());
        return Ok(());
    }
    for depth in 1..=args.depth {
        let started = Instant::now();
        let count = count_perft(&pos, taking, depth);
        let seconds = started.elapsed().as_secs_f64();
        println!("perft {depth} {count} ({seconds:.3} s)");
    }
    Ok(())
}

/// The legal turns of a position, sorted, on one line.
fn turns_line(text: &str, taking: Taking) -> Result<String, String> {
    let pos = parse_position(text).map_err(|e| format!("error: {e}"))?;
    let mut turns: Vec<String> = legal_turns(&pos, taking).iter().map(format_turn).collect();
    turns.sort();
    Ok(turns.join(" "))
}

pub fn turns(args: TurnsArgs) -> Result<(), String> {
    let taking = taking(args.forced);
    if let Some(text) = args.position {
        println!(
            "{}",
            turns_line(&text, taking).map_err(|e| e.trim_start_matches("error: ").to_string())?
        );
        return Ok(());
    }
    // println! goes out a line at a time (stdout is line-buffered), so a
    // script reading the answers gets each as soon as it is ready; a closed
    // pipe ends sholo quietly (main's panic hook).
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        println!("{}", turns_line(&line, taking).unwrap_or_else(|e| e));
    }
    Ok(())
}

pub fn show(args: ShowArgs) -> Result<(), String> {
    let pos = match args.position.as_deref() {
        Some(line) if line.contains(" moves") => {
            *crate::serve::read_game(line, sholo_core::Rules::default())?.position()
        }
        text => position_or_start(text)?,
    };
    print!("{}", draw(&pos, &Marks::default(), use_colour()));
    println!(
        "{} to move · Red {} · White {} · quiet {} · turn {}",
        pos.side_to_move().name(),
        pos.count(sholo_core::Side::Red),
        pos.count(sholo_core::Side::White),
        pos.quiet(),
        pos.turn_number()
    );
    Ok(())
}
