//! `sholo tune`: the evaluation's weights fitted to the results of many
//! games by Texel's method. Every quiet position of the games (the side to
//! move has no take) is a row: its counts (`Terms`; the standing ones
//! faded by the quiet count, as the evaluation plays them), the part of the
//! evaluation no weight changes (material, the 4 v 2 hunt), and the game's
//! result for the side to move. The weights are those under which the
//! evaluation, through a logistic curve, best foretells the results.

use std::fs;

use sholo_core::{evaluate, legal_turns, Game, Knowledge, Terms, TERMS, WEIGHTS};

use crate::rule_args::RuleArgs;

/// Options of `sholo tune`.
#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// Files of games as `sholo arena --verbose` prints them (each game's
    /// record on a line of its own, `<position> moves <turn> ...`).
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Turns at the start of each game left out (the arena's random ones).
    #[arg(long, default_value_t = 6)]
    pub skip: usize,
    /// Every Nth game is held out to check the fit on.
    #[arg(long, default_value_t = 5)]
    pub hold_out: usize,
    /// Steps of the descent.
    #[arg(long, default_value_t = 3000)]
    pub steps: u32,
    /// Terms kept at their shipped weight (indices, comma-separated).
    #[arg(long, value_delimiter = ',')]
    pub keep: Vec<usize>,
    #[command(flatten)]
    pub rules: RuleArgs,
}

/// One quiet position: the evaluation's fixed part (hundredths), its
/// counts, and the result for the side to move (1, ½ or 0).
struct Row {
    fixed: f64,
    terms: [f64; TERMS],
    result: f64,
}

pub fn run(args: TuneArgs) -> Result<(), String> {
    if args.keep.iter().any(|&k| k >= TERMS) {
        return Err(format!("--keep takes term indices below {TERMS}"));
    }
    let (fitted, checked, games) = read_rows(&args)?;
    if fitted.is_empty() || checked.is_empty() {
        return Err("too few quiet positions to fit and check".into());
    }
    let shipped: [f64; TERMS] = WEIGHTS.values.map(f64::from);
    let scale = fit_scale(&fitted, &shipped);
    println!(
        "{games} games: {} positions fitted, {} held out; logistic scale {:.3} a piece",
        fitted.len(),
        checked.len(),
        scale * 100.0
    );
    let tuned = descend(&fitted, &checked, shipped, scale, &args);
    println!(
        "mean squared error, fitted / held out: shipped {:.5} / {:.5}, tuned {:.5} / {:.5}",
        error(&fitted, &shipped, scale),
        error(&checked, &shipped, scale),
        error(&fitted, &tuned, scale),
        error(&checked, &tuned, scale),
    );
    println!("{:>3}  {:>7}  {:>7}  term", "", "shipped", "tuned");
    for (i, name) in Terms::NAMES.iter().enumerate() {
        println!(
            "{i:>3}  {:>7.0}  {:>7.0}  {name}",
            shipped[i],
            tuned[i].round()
        );
    }
    let listed: Vec<String> = tuned.iter().map(|w| format!("{:.0}", w.round())).collect();
    println!("[{}]", listed.join(", "));
    Ok(())
}

/// The rows of every quiet position, split into fitted and held out by
/// game, and the number of games read.
fn read_rows(args: &TuneArgs) -> Result<(Vec<Row>, Vec<Row>, usize), String> {
    let rules = args.rules.rules();
    let (mut fitted, mut checked, mut games) = (Vec::new(), Vec::new(), 0);
    for file in &args.files {
        let text = fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for (number, line) in text.lines().enumerate() {
            if !line.contains(" moves ") {
                continue;
            }
            let game = crate::serve::read_game(line.trim(), rules)
                .map_err(|e| format!("{file}, line {}: {e}", number + 1))?;
            let Some(outcome) = game.outcome() else {
                continue;
            };
            games += 1;
            let rows = if games % args.hold_out.max(2) == 0 {
                &mut checked
            } else {
                &mut fitted
            };
            push_quiet_positions(&game, outcome.winner, args.skip, rows);
        }
    }
    Ok((fitted, checked, games))
}

fn push_quiet_positions(
    game: &Game,
    winner: Option<sholo_core::Side>,
    skip: usize,
    rows: &mut Vec<Row>,
) {
    let rules = game.rules();
    let positions = game.positions();
    // The last position is the game's end, not a position to evaluate.
    for pos in positions.iter().take(positions.len() - 1).skip(skip) {
        if legal_turns(pos, rules.taking)
            .iter()
            .any(|turn| turn.is_capture())
        {
            continue;
        }
        let counted = Terms::of(pos, rules.quiet);
        // The standing counts are felt faded by the quiet count; a row
        // carries them faded, so each weight fits what it is played as.
        let kept = Terms::standing_kept(pos, rules.quiet);
        let mut terms = counted.values.map(f64::from);
        for (i, count) in terms.iter_mut().enumerate() {
            if !Terms::CONVERSION.contains(&i) {
                *count *= kept;
            }
        }
        let weighed: f64 = terms
            .iter()
            .zip(WEIGHTS.values)
            .map(|(v, w)| v * f64::from(w))
            .sum();
        let whole = evaluate(pos, Knowledge::Full, rules.quiet);
        let result = match winner {
            None => 0.5,
            Some(side) if side == pos.side_to_move() => 1.0,
            Some(_) => 0.0,
        };
        rows.push(Row {
            fixed: f64::from(whole) - weighed / 100.0,
            terms,
            result,
        });
    }
}

/// The evaluation of a row under `weights`, in hundredths of a piece.
fn evaluation(row: &Row, weights: &[f64; TERMS]) -> f64 {
    row.fixed
        + row
            .terms
            .iter()
            .zip(weights)
            .map(|(t, w)| t * w)
            .sum::<f64>()
            / 100.0
}

/// The logistic curve from an evaluation (hundredths) to an expected result.
fn expected(evaluation: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-scale * evaluation).exp())
}

fn error(rows: &[Row], weights: &[f64; TERMS], scale: f64) -> f64 {
    rows.iter()
        .map(|row| (row.result - expected(evaluation(row, weights), scale)).powi(2))
        .sum::<f64>()
        / rows.len() as f64
}

/// The curve's scale that best fits the shipped weights, by golden-section
/// search (the error is unimodal in it).
fn fit_scale(rows: &[Row], weights: &[f64; TERMS]) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (1e-4, 0.1);
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(rows, weights, a) < error(rows, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// Adam's descent of the mean squared error over the weights, from the
/// shipped ones, with the scale held: the scale ties the evaluation to the
/// results through material, which no weight changes. Positions of one
/// game are far from independent, so the descent overfits long before it
/// settles; it keeps the weights that did best on the held-out games
/// (checked every 50 steps).
fn descend(
    rows: &[Row],
    checked: &[Row],
    start: [f64; TERMS],
    scale: f64,
    args: &TuneArgs,
) -> [f64; TERMS] {
    let (rate, beta1, beta2) = (8.0, 0.9, 0.999);
    let mut weights = start;
    let mut best = (error(checked, &weights, scale), weights);
    let (mut first, mut second) = ([0.0; TERMS], [0.0; TERMS]);
    for step in 1..=args.steps {
        let mut gradient = [0.0; TERMS];
        for row in rows {
            let p = expected(evaluation(row, &weights), scale);
            let slope = (p - row.result) * p * (1.0 - p);
            for (g, t) in gradient.iter_mut().zip(&row.terms) {
                *g += slope * t;
            }
        }
        for i in 0..TERMS {
            if args.keep.contains(&i) {
                continue;
            }
            let g = gradient[i] / rows.len() as f64;
            first[i] = beta1 * first[i] + (1.0 - beta1) * g;
            second[i] = beta2 * second[i] + (1.0 - beta2) * g * g;
            let m = first[i] / (1.0 - beta1.powi(step as i32));
            let v = second[i] / (1.0 - beta2.powi(step as i32));
            weights[i] -= rate * m / (v.sqrt() + 1e-12);
        }
        if step % 50 == 0 {
            let now = error(checked, &weights, scale);
            if now < best.0 {
                best = (now, weights);
            }
        }
    }
    best.1
}

#[cfg(test)]
mod tests {
    use super::*;
    use sholo_core::Dice;

    /// Rows whose results are exactly what `truth` and `scale` foretell.
    fn foretold(truth: &[f64; TERMS], scale: f64, seed: u64) -> Vec<Row> {
        let mut dice = Dice::new(seed);
        (0..2000)
            .map(|_| {
                let terms = std::array::from_fn(|_| dice.below(7) as f64 - 3.0);
                let fixed = dice.below(400) as f64 - 200.0;
                let mut row = Row {
                    fixed,
                    terms,
                    result: 0.0,
                };
                row.result = expected(evaluation(&row, truth), scale);
                row
            })
            .collect()
    }

    fn args(steps: u32, keep: Vec<usize>) -> TuneArgs {
        TuneArgs {
            files: Vec::new(),
            skip: 0,
            hold_out: 5,
            steps,
            keep,
            rules: RuleArgs {
                forced: false,
                quiet_limit: sholo_core::QuietRule::Draw80,
            },
        }
    }

    #[test]
    fn the_scale_is_found_from_results_the_weights_foretell() {
        let truth: [f64; TERMS] = WEIGHTS.values.map(f64::from);
        let rows = foretold(&truth, 0.012, 5);
        let scale = fit_scale(&rows, &truth);
        assert!((scale - 0.012).abs() < 1e-4, "{scale}");
    }

    #[test]
    fn the_descent_finds_the_weights_that_foretell_the_results() {
        let truth: [f64; TERMS] = std::array::from_fn(|i| ((i % 19) as f64 - 9.0) * 150.0);
        let (rows, checked) = (foretold(&truth, 0.01, 6), foretold(&truth, 0.01, 7));
        let start = [0.0; TERMS];
        let tuned = descend(&rows, &checked, start, 0.01, &args(1500, vec![4]));
        assert_eq!(tuned[4], 0.0, "a kept term stays where it started");
        for i in (0..TERMS).filter(|&i| i != 4) {
            assert!((tuned[i] - truth[i]).abs() < 150.0, "term {i}: {tuned:?}");
        }
        assert!(error(&checked, &tuned, 0.01) < error(&checked, &start, 0.01));
    }
}
