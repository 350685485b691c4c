//! `sholo bench`: turn-generation speed, bulk-counted perft from the start and
//! from a set of midgame positions.

use sholo_core::perft;
use sholo_core::{parse_position, Position, Taking};
use std::time::Instant;

/// Options of `sholo bench`.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// perft depth from the start position.
    #[arg(long, default_value_t = 7)]
    pub depth: u32,
    /// perft depth from each midgame position.
    #[arg(long, default_value_t = 5)]
    pub midgame_depth: u32,
}

/// Midgame positions with runs, open lines and crowded triangles.
pub const MIDGAME: &[&str] = &[
    "www/w1w/w1w1w/1ww1w/r1w1r/1rr1r/r1rrr/rr1/r1r r 3 21",
    "1w1/www/2w1w/w1r2/1w1w1/r1r1r/2r1r/r1r/rr1 w 0 30",
    "3/1w1/w3w/1w1w1/5/1r1r1/r3r/1r1/3 r 12 61",
    "w1w/1w1/1w1w1/w1w1w/1r1r1/r1r1r/1r1r1/1r1/r1r r 0 25",
];

pub fn run(args: BenchArgs) -> Result<(), String> {
    println!("turn generation (bulk-counted perft, one thread)");
    let start = Position::start();
    for taking in [Taking::Optional, Taking::Forced] {
        measure(
            &format!("start, {taking:?}, depth {}", args.depth),
            &start,
            taking,
            args.depth,
        );
    }
    let mut total = (0u64, 0f64);
    for text in MIDGAME {
        let pos = parse_position(text).map_err(|e| format!("bench position {text}: {e}"))?;
        let (leaves, seconds) = measure(text, &pos, Taking::Optional, args.midgame_depth);
        total = (total.0 + leaves, total.1 + seconds);
    }
    println!(
        "midgame total: {} leaves, {:.1} M leaves/s",
        total.0,
        total.0 as f64 / total.1 / 1e6
    );
    Ok(())
}

fn measure(label: &str, pos: &Position, taking: Taking, depth: u32) -> (u64, f64) {
    let started = Instant::now();
    let leaves = perft(pos, taking, depth);
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    println!(
        "{label}: {leaves} leaves in {seconds:.3} s = {:.1} M leaves/s",
        leaves as f64 / seconds / 1e6
    );
    (leaves, seconds)
}
