//! `cargo bench -p sholo-core --bench tablebase`: the cost of one table probe,
//! on random positions of every class (most miss the block cache) and on the
//! positions a search meets (one ending, so the cache holds the blocks).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use sholo_core::tablebase::{Class, Tablebase};
use sholo_core::{generate, Paths, Point, PointSet, Position, Side, Taking, POINT_COUNT};
use std::hint::black_box;
use std::time::Instant;

fn random_positions(rng: &mut SmallRng, count: usize) -> Vec<Position> {
    let classes = Class::up_to(5);
    (0..count)
        .map(|i| {
            let class = classes[i % classes.len()];
            let mut taken = PointSet::EMPTY;
            let mut pick = |n: u8| {
                let mut set = PointSet::EMPTY;
                while set.len() < u32::from(n) {
                    let point = Point::new(rng.random_range(0..POINT_COUNT)).unwrap();
                    if !taken.contains(point) {
                        taken |= point;
                        set |= point;
                    }
                }
                set
            };
            let (mover, other) = (pick(class.mover), pick(class.other));
            Position::from_parts(mover, other, Side::Red, 0, 1)
        })
        .collect()
}

/// Positions two turns on from one 3 v 2 ending: what a search probes.
fn search_like(start: &Position, taking: Taking) -> Vec<Position> {
    let mut out = Vec::new();
    let mut turns = Vec::new();
    generate(start, taking, Paths::Distinct, &mut turns);
    for turn in &turns {
        let child = start.after(turn);
        let mut replies = Vec::new();
        generate(&child, taking, Paths::Distinct, &mut replies);
        out.extend(replies.iter().map(|r| child.after(r)));
    }
    out
}

fn measure(name: &str, tables: &Tablebase, positions: &[Position], taking: Taking) {
    let rounds = (2_000_000 / positions.len()).max(1);
    let started = Instant::now();
    let mut wins = 0u64;
    for _ in 0..rounds {
        for pos in positions {
            if let Ok(sholo_core::tablebase::Value::Win(_)) = tables.probe(black_box(pos), taking) {
                wins += 1;
            }
        }
    }
    let probes = (rounds * positions.len()) as f64;
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "{name:<40} {:>8.2} µs/probe  {:>10.0} probes/s  ({wins} wins)",
        elapsed * 1e6 / probes,
        probes / elapsed
    );
}

fn main() {
    let mut rng = SmallRng::seed_from_u64(1);
    for taking in [Taking::Optional, Taking::Forced] {
        let tables = Tablebase::embedded(taking);
        let random = random_positions(&mut rng, 20_000);
        measure(
            &format!("{taking:?}: random, every class"),
            tables,
            &random,
            taking,
        );
        let start = sholo_core::parse_position("3/3/5/1w3/5/2r2/1r1w1/3/r2 r").unwrap();
        let near = search_like(&start, taking);
        measure(
            &format!("{taking:?}: one ending, 2 turns deep"),
            tables,
            &near,
            taking,
        );
    }
}
