//! `sholo tb fit`: the weights of the hunting term (`HuntFeatures`) fitted
//! by least squares to the tables' distances, so that the evaluation of a
//! side well ahead follows what the tables know about getting to a take.

use crate::tb::{load, FitArgs};
use crate::tb_verify::random_position;
use sholo_core::tablebase::{Class, Probe, Value};
use sholo_core::{Dice, HuntFeatures, HUNT_FEATURES};

/// The fitted columns: the features, whether the hunters are to move, and
/// a constant.
const COLUMNS: usize = HUNT_FEATURES + 2;

pub fn run(args: FitArgs) -> Result<(), String> {
    let tables = load(&args.tables)?;
    let class = Class::new(args.hunters, args.hunted);
    if args.hunters <= args.hunted {
        return Err("--hunters must be more than --hunted".into());
    }
    if class.pieces() > tables.max_pieces() {
        return Err(format!(
            "{class} is past these tables ({} pieces); give --tables with larger ones",
            tables.max_pieces()
        ));
    }
    let mut dice = Dice::new(args.seed);
    let mut rows: Vec<([f64; COLUMNS], f64)> = Vec::with_capacity(args.positions);
    let mut tries = 0u64;
    while rows.len() < args.positions {
        tries += 1;
        if tries > 100 * args.positions as u64 + 10_000 {
            return Err(format!("too few wins of {class} to sample"));
        }
        // Half the positions with the hunters to move, half with the hunted.
        let hunters_move = dice.chance(0.5);
        let sampled = if hunters_move { class } else { class.swapped() };
        let (sides, pos) = random_position(&mut dice, sampled);
        let distance = match (tables.value(sides), hunters_move) {
            (Some(Value::Win(n)), true) | (Some(Value::Loss(n)), false) => n,
            _ => continue,
        };
        let hunters = if hunters_move {
            pos.side_to_move()
        } else {
            pos.side_to_move().other()
        };
        let features = HuntFeatures::of(&pos, hunters);
        let mut row = [0.0; COLUMNS];
        for (cell, value) in row.iter_mut().zip(features.values) {
            *cell = f64::from(value);
        }
        row[HUNT_FEATURES] = f64::from(u8::from(hunters_move));
        row[HUNT_FEATURES + 1] = 1.0;
        rows.push((row, f64::from(distance)));
    }
    let held_out = rows.len() / 6;
    let (fitted, checked) = rows.split_at(rows.len() - held_out);
    let weights = least_squares(fitted).ok_or("the features are linearly dependent here")?;
    println!(
        "{class} wins at quiet count 0: {} fitted, {} held out; R² {:.3} on those held out",
        fitted.len(),
        checked.len(),
        r_squared(checked, &weights)
    );
    println!("turns to the next take per count, in hundredths:");
    let names = HuntFeatures::NAMES
        .iter()
        .copied()
        .chain(["the hunters to move", "constant"]);
    for (name, weight) in names.zip(weights) {
        println!("  {:>6.0}  {name}", weight * 100.0);
    }
    // What the counts alone foresee on average: the evaluation takes the
    // foreseen turns relative to this, so that entering the class costs
    // nothing on average.
    let centre = fitted
        .iter()
        .map(|(x, _)| {
            x[..HUNT_FEATURES]
                .iter()
                .zip(&weights)
                .map(|(a, b)| a * b)
                .sum::<f64>()
        })
        .sum::<f64>()
        / fitted.len() as f64;
    println!("the counts' part averages {:.0} hundredths", centre * 100.0);
    Ok(())
}

/// The weights minimising the squared error, from the normal equations
/// solved by Gaussian elimination with partial pivoting. A faint ridge
/// (a millionth of the row count on the diagonal) gives a count that never
/// varies in the sample (the gap between pieces with one piece behind) a
/// weight of 0 instead of no answer.
fn least_squares(rows: &[([f64; COLUMNS], f64)]) -> Option<[f64; COLUMNS]> {
    let mut a = [[0.0; COLUMNS + 1]; COLUMNS];
    for (x, y) in rows {
        for i in 0..COLUMNS {
            for j in 0..COLUMNS {
                a[i][j] += x[i] * x[j];
            }
            a[i][COLUMNS] += x[i] * y;
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += 1e-6 * rows.len() as f64;
    }
    for col in 0..COLUMNS {
        let pivot = (col..COLUMNS).max_by(|&p, &q| a[p][col].abs().total_cmp(&a[q][col].abs()))?;
        if a[pivot][col].abs() < 1e-9 {
            return None;
        }
        a.swap(col, pivot);
        let pivot_row = a[col];
        for (r, row) in a.iter_mut().enumerate() {
            if r != col {
                let factor = row[col] / pivot_row[col];
                for (cell, above) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *cell -= factor * above;
                }
            }
        }
    }
    let mut weights = [0.0; COLUMNS];
    for (i, w) in weights.iter_mut().enumerate() {
        *w = a[i][COLUMNS] / a[i][i];
    }
    Some(weights)
}

/// The share of the distances' variance the weights explain.
fn r_squared(rows: &[([f64; COLUMNS], f64)], weights: &[f64; COLUMNS]) -> f64 {
    let mean = rows.iter().map(|(_, y)| y).sum::<f64>() / rows.len() as f64;
    let (mut residual, mut total) = (0.0, 0.0);
    for (x, y) in rows {
        let predicted: f64 = x.iter().zip(weights).map(|(a, b)| a * b).sum();
        residual += (y - predicted).powi(2);
        total += (y - mean).powi(2);
    }
    1.0 - residual / total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_squares_recovers_an_exact_linear_rule() {
        let mut dice = Dice::new(3);
        let truth: [f64; COLUMNS] = std::array::from_fn(|i| i as f64 - 4.0);
        let rows: Vec<_> = (0..200)
            .map(|_| {
                let mut x = [0.0; COLUMNS];
                for cell in &mut x[..COLUMNS - 1] {
                    *cell = dice.below(10) as f64;
                }
                x[COLUMNS - 1] = 1.0;
                let y = x.iter().zip(&truth).map(|(a, b)| a * b).sum();
                (x, y)
            })
            .collect();
        let fitted = least_squares(&rows).expect("independent columns");
        for (got, want) in fitted.iter().zip(truth) {
            assert!((got - want).abs() < 1e-3, "{fitted:?}");
        }
        assert!((r_squared(&rows, &fitted) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn a_count_that_never_varies_gets_no_weight() {
        let mut dice = Dice::new(4);
        let rows: Vec<_> = (0..200)
            .map(|_| {
                let mut x = [0.0; COLUMNS];
                x[1] = dice.below(10) as f64;
                x[COLUMNS - 1] = 1.0;
                (x, 3.0 * x[1] + 2.0)
            })
            .collect();
        let fitted = least_squares(&rows).expect("the ridge makes it solvable");
        assert_eq!(fitted[0], 0.0);
        assert!((fitted[1] - 3.0).abs() < 1e-3, "{fitted:?}");
        assert!((fitted[COLUMNS - 1] - 2.0).abs() < 1e-2, "{fitted:?}");
    }

    #[test]
    fn no_rows_give_no_answer() {
        assert_eq!(least_squares(&[]), None);
    }
}
