//! `sholo tb`: build, probe, count and check the endgame tables.

use sholo_core::tablebase::{self, Class, Tablebase};
use sholo_core::{parse_position, Taking};
use std::path::PathBuf;

use crate::tables_home::TablesHome;
use std::time::Instant;

/// Options of `sholo tb`.
#[derive(clap::Args, Debug)]
pub struct TbArgs {
    #[command(subcommand)]
    pub command: TbCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum TbCommand {
    /// Build the tables by retrograde analysis and write them to a file.
    Generate(GenerateArgs),
    /// Build the six-piece tables into the terminal's tables directory
    /// ($SHOLO_TABLES, else ~/.cache/sholo-guti), where the commands that play find them.
    Install(InstallArgs),
    /// The value of a position for the side to move: `win N`, `draw` or `loss N`.
    Probe(ProbeArgs),
    /// Per material class: positions, wins, draws, losses, longest distance.
    Stats(TablesArgs),
    /// Check the tables against independent searches and play them out.
    Verify(VerifyArgs),
    /// Fit the evaluation's hunting weights to the tables' distances.
    Fit(FitArgs),
}

/// Which tables: a directory's file, else those in `$SHOLO_TABLES`, else the
/// built-in ones (up to five pieces; what the bot plays with).
#[derive(clap::Args, Debug)]
pub struct TablesArgs {
    /// Takes are forced (default: optional).
    #[arg(long)]
    pub forced: bool,
    /// Read the tables from DIR/optional.sgtb or DIR/forced.sgtb.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<PathBuf>,
}

#[derive(clap::Args, Debug)]
pub struct GenerateArgs {
    /// Most pieces in all (both sides), 2 to 6.
    #[arg(long, default_value_t = 5)]
    pub pieces: usize,
    /// Where to write optional.sgtb or forced.sgtb.
    #[arg(long, default_value = ".")]
    pub out: PathBuf,
    /// Takes are forced (default: optional).
    #[arg(long)]
    pub forced: bool,
}

#[derive(clap::Args, Debug)]
pub struct InstallArgs {
    /// Takes are forced (default: optional).
    #[arg(long)]
    pub forced: bool,
}

#[derive(clap::Args, Debug)]
pub struct ProbeArgs {
    /// Position text; its quiet count is taken into account.
    pub position: String,
    #[command(flatten)]
    pub tables: TablesArgs,
}

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    #[command(flatten)]
    pub tables: TablesArgs,
    /// Skip the checks of every position (successors, value iteration).
    #[arg(long)]
    pub skip_full: bool,
    /// Random positions of 4+ pieces checked against a plain search.
    #[arg(long, default_value_t = 5000)]
    pub searched: usize,
    /// Table wins played out, Expert against Expert.
    #[arg(long, default_value_t = 600)]
    pub won: usize,
    /// Table draws played out, Expert against Medium.
    #[arg(long, default_value_t = 40)]
    pub drawn: usize,
    /// Table wins of the classes past the bot's own tables played out,
    /// Expert against Expert: a figure of how far the search alone
    /// converts, not a check.
    #[arg(long, default_value_t = 0)]
    pub beyond: usize,
    /// Seed of the samples.
    #[arg(long, default_value_t = 12)]
    pub seed: u64,
}

#[derive(clap::Args, Debug)]
pub struct FitArgs {
    #[command(flatten)]
    pub tables: TablesArgs,
    /// Pieces of the side ahead.
    #[arg(long, default_value_t = 4)]
    pub hunters: u8,
    /// Pieces of the side behind.
    #[arg(long, default_value_t = 2)]
    pub hunted: u8,
    /// Table wins sampled (a sixth of them held out to check the fit).
    #[arg(long, default_value_t = 240_000)]
    pub positions: usize,
    /// Seed of the sample.
    #[arg(long, default_value_t = 7)]
    pub seed: u64,
}

pub fn run(args: TbArgs) -> Result<(), String> {
    // Building needs nothing installed; reading the tables does.
    if !matches!(args.command, TbCommand::Generate(_) | TbCommand::Install(_)) {
        crate::tables_home::install_for_this_command()?;
    }
    match args.command {
        TbCommand::Generate(args) => generate(args),
        TbCommand::Install(args) => install(args),
        TbCommand::Probe(args) => probe(args),
        TbCommand::Stats(args) => stats(args),
        TbCommand::Verify(args) => crate::tb_verify::run(args),
        TbCommand::Fit(args) => crate::tb_fit::run(args),
    }
}

pub fn taking(forced: bool) -> Taking {
    if forced {
        Taking::Forced
    } else {
        Taking::Optional
    }
}

pub fn file_name(taking: Taking) -> &'static str {
    match taking {
        Taking::Optional => "optional.sgtb",
        Taking::Forced => "forced.sgtb",
    }
}

/// The tables asked for: read from a directory, or the built-in ones.
pub fn load(args: &TablesArgs) -> Result<&'static Tablebase, String> {
    let taking = taking(args.forced);
    match &args.tables {
        None => Ok(Tablebase::active(taking)),
        Some(dir) => {
            let path = dir.join(file_name(taking));
            let bytes =
                std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let tables =
                Tablebase::from_bytes(bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            // The tables live as long as the command.
            Ok(Box::leak(Box::new(tables)))
        }
    }
}

/// Most pieces `generate` builds: six took 0.5 GB and a minute and a half
/// of CPU here; seven has nine times the positions (1.3 billion), about
/// 13 GB at two bytes and a layer entry each: too much for a shared machine.
const MOST_PIECES_GENERATED: usize = 6;

fn generate(args: GenerateArgs) -> Result<(), String> {
    if !(2..=MOST_PIECES_GENERATED).contains(&args.pieces) {
        return Err(format!(
            "--pieces {}: from 2 to {MOST_PIECES_GENERATED}",
            args.pieces
        ));
    }
    let taking = taking(args.forced);
    let started = Instant::now();
    let solved = tablebase::solve(taking, args.pieces, |pair| {
        let names: Vec<String> = pair.iter().map(Class::to_string).collect();
        eprintln!(
            "{:>8.1} s  solved {}",
            started.elapsed().as_secs_f64(),
            names.join(" and ")
        );
    });
    for class in solved.classes() {
        let far = solved.too_far(class);
        if far > 0 {
            eprintln!(
                "{class}: {far} of {} positions need 81-126 quiet turns to their result (stored as draws)",
                class.full_size()
            );
        }
    }
    let bytes = tablebase::write_file(&solved);
    let path = args.out.join(file_name(taking));
    crate::tables_home::write_atomically(&path, &bytes)?;
    println!(
        "{}: {} bytes, {} classes, {:.1} s",
        path.display(),
        bytes.len(),
        solved.classes().count(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn install(args: InstallArgs) -> Result<(), String> {
    let path = TablesHome::from_env().build_now(taking(args.forced))?;
    println!(
        "{}: the six-piece tables, found there by every command that plays",
        path.display()
    );
    Ok(())
}

fn probe(args: ProbeArgs) -> Result<(), String> {
    let pos = parse_position(&args.position).map_err(|e| format!("bad position: {e}"))?;
    let tables = load(&args.tables)?;
    let value = tables
        .probe(&pos, tables.taking())
        .map_err(|e| e.to_string())?;
    println!("{value}");
    Ok(())
}

fn stats(args: TablesArgs) -> Result<(), String> {
    let tables = load(&args)?;
    println!(
        "{:<6} {:>10} {:>10} {:>10} {:>10} {:>8} {:>8}",
        "class", "positions", "wins", "draws", "losses", "max win", "max loss"
    );
    let mut total = [0u64; 4];
    for s in tables.stats().map_err(|e| e.to_string())? {
        println!(
            "{:<6} {:>10} {:>10} {:>10} {:>10} {:>8} {:>8}",
            s.class.to_string(),
            s.positions,
            s.wins,
            s.draws,
            s.losses,
            s.longest_win,
            s.longest_loss
        );
        for (t, n) in total
            .iter_mut()
            .zip([s.positions, s.wins, s.draws, s.losses])
        {
            *t += n;
        }
    }
    println!(
        "{:<6} {:>10} {:>10} {:>10} {:>10}",
        "all", total[0], total[1], total[2], total[3]
    );
    Ok(())
}
