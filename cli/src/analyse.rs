//! `sholo analyse`: the review of a saved game (or of a protocol line, such
//! as `sholo arena --verbose` prints): every turn's worth before and after,
//! the engine's best turn and a grade.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sholo_core::{analyse_game, format_turn, load_game, Game, Grade, ReviewLimits, Worth};

use crate::rule_args::RuleArgs;

/// Options of `sholo analyse`.
#[derive(clap::Args, Debug)]
pub struct AnalyseArgs {
    /// A save file (JSON, as the apps and `sholo play` write), or a file
    /// holding one protocol line (`<position> moves <turn> ...`).
    pub file: String,
    /// The whole review's time, in milliseconds.
    #[arg(long, default_value_t = 4000)]
    pub budget: u64,
    /// Most nodes searched for one position.
    #[arg(long, default_value_t = ReviewLimits::default().nodes_per_position)]
    pub nodes: u64,
    /// Rules of a protocol line (a save carries its own).
    #[command(flatten)]
    pub rules: RuleArgs,
}

pub fn run(args: AnalyseArgs) -> Result<(), String> {
    crate::tables_home::install_for_this_command()?;
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| format!("cannot read {}: {e}", args.file))?;
    let game = read(&text, &args)?;
    let limits = ReviewLimits {
        total: Duration::from_millis(args.budget),
        nodes_per_position: args.nodes,
    };
    let review = analyse_game(&game, limits, &AtomicBool::new(false));
    println!("turn  side   played        before   after    best          grade");
    for t in &review.turns {
        println!(
            "{:>4}  {:<5}  {:<12}  {:>7}  {:>7}  {:<12}  {}{}",
            t.index + 1,
            t.side.name(),
            format_turn(&t.played),
            shown(&t.before),
            shown(&t.after),
            if t.grade == Grade::Good && t.best == t.played {
                "=".to_string()
            } else {
                format_turn(&t.best)
            },
            t.grade.name(),
            if t.exact { " (exact)" } else { "" }
        );
    }
    let count = |grade| review.turns.iter().filter(|t| t.grade == grade).count();
    println!(
        "{} turns in {:.2} s ({} nodes){}: {} inaccuracies, {} mistakes, {} blunders",
        review.turns.len(),
        review.elapsed.as_secs_f64(),
        review.nodes,
        if review.complete { "" } else { ", unfinished" },
        count(Grade::Inaccuracy),
        count(Grade::Mistake),
        count(Grade::Blunder)
    );
    Ok(())
}

/// A save, else a protocol line.
fn read(text: &str, args: &AnalyseArgs) -> Result<Game, String> {
    if text.trim_start().starts_with('{') {
        return load_game(text)
            .map(|saved| saved.game)
            .map_err(|e| format!("{}: {e}", args.file));
    }
    crate::serve::read_game(text.trim(), args.rules.rules())
}

/// Worth for the side that played: pieces, or a forced result.
fn shown(worth: &Worth) -> String {
    match worth.result_in {
        Some(n) if n >= 0 => format!("win {n}"),
        Some(n) => format!("loss {}", -n),
        None => format!("{:+.2}", worth.pieces),
    }
}
