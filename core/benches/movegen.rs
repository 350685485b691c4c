//! `cargo bench -p sholo-core --bench movegen`: turn generation measured as
//! leaf turns per second (bulk-counted perft), and full generation with and
//! without merging runs of the same result. A plain harness keeps the build
//! light; compare figures from one run, since the machines are shared.

use sholo_core::perft;
use sholo_core::{generate, Paths};
use sholo_core::{parse_position, Position, Taking};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Runs `work` until at least `budget` has passed; returns (calls, seconds).
fn time<F: FnMut() -> u64>(budget: Duration, mut work: F) -> (u64, u64, f64) {
    let started = Instant::now();
    let (mut calls, mut units) = (0, 0);
    while started.elapsed() < budget {
        units += black_box(work());
        calls += 1;
    }
    (calls, units, started.elapsed().as_secs_f64())
}

const MIDGAME: &[&str] = &[
    "www/w1w/w1w1w/1ww1w/r1w1r/1rr1r/r1rrr/rr1/r1r r 3 21",
    "1w1/www/2w1w/w1r2/1w1w1/r1r1r/2r1r/r1r/rr1 w 0 30",
    "3/1w1/w3w/1w1w1/5/1r1r1/r3r/1r1/3 r 12 61",
    "w1w/1w1/1w1w1/w1w1w/1r1r1/r1r1r/1r1r1/1r1/r1r r 0 25",
];

fn main() {
    let budget = Duration::from_millis(1500);
    let start = Position::start();
    for (taking, depth) in [(Taking::Optional, 6), (Taking::Forced, 8)] {
        let (_, leaves, seconds) = time(budget, || perft(&start, taking, depth));
        println!(
            "perft start {taking:?} depth {depth}: {:.1} M leaves/s",
            leaves as f64 / seconds / 1e6
        );
    }
    let positions: Vec<Position> = MIDGAME.iter().map(|t| parse_position(t).unwrap()).collect();
    let (_, leaves, seconds) = time(budget, || {
        positions
            .iter()
            .map(|p| perft(p, Taking::Optional, 4))
            .sum()
    });
    println!(
        "perft midgame depth 4: {:.1} M leaves/s",
        leaves as f64 / seconds / 1e6
    );
    for paths in [Paths::All, Paths::Distinct] {
        let mut out = Vec::with_capacity(256);
        let (calls, turns, seconds) = time(budget, || {
            positions
                .iter()
                .map(|p| {
                    out.clear();
                    generate(p, Taking::Optional, paths, &mut out);
                    out.len() as u64
                })
                .sum()
        });
        println!(
            "generate {paths:?}: {:.0} ns per position, {:.1} turns per position",
            seconds * 1e9 / (calls * positions.len() as u64) as f64,
            turns as f64 / (calls * positions.len() as u64) as f64
        );
    }
}
