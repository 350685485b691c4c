//! Match statistics: the score, the Elo difference it implies with a 95%
//! interval, and a sequential probability ratio test that stops a match once
//! the result is clear.

/// Wins, draws and losses of the first engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, 0 to 1 (a draw is half a point).
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }

    /// Variance of one game's points around the mean score.
    fn variance(&self) -> f64 {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n
    }

    /// The Elo difference and the half-width of its 95% interval. A clean
    /// sweep has no finite Elo; it is reported as ±inf.
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        let margin = 1.959_964 * (self.variance() / n).sqrt();
        if margin == 0.0 {
            // A clean sweep (or all draws): no spread to measure.
            return (elo_of(s), f64::INFINITY);
        }
        let (elo, low, high) = (elo_of(s), elo_of(s - margin), elo_of(s + margin));
        // Near a sweep one end of the interval is infinite: report the other.
        let error = match (low.is_finite(), high.is_finite()) {
            (true, true) => (high - low) / 2.0,
            (true, false) => elo - low,
            (false, true) => high - elo,
            (false, false) => f64::INFINITY,
        };
        (elo, error)
    }

    /// The log-likelihood ratio of "Elo difference is `elo1`" against "is
    /// `elo0`", under the normal approximation of the per-game score (the
    /// GSPRT used by engine testing frameworks).
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        let n = f64::from(self.games());
        let variance = self.variance();
        if n < 2.0 || variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_of(elo0), score_of(elo1));
        let s = self.score();
        n * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * variance)
    }
}

/// The Elo difference that gives an expected score of `s`.
pub fn elo_of(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / s - 1.0).log10()
    }
}

/// The expected score of an Elo difference.
pub fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// A sequential test of H0: Elo = elo0 against H1: Elo = elo1.
#[derive(Clone, Copy, Debug)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    /// Chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// Chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Continue,
    AcceptH0,
    AcceptH1,
}

impl Sprt {
    /// The bounds the LLR must cross: (lower, upper).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    pub fn verdict(&self, tally: &Tally) -> Verdict {
        let llr = tally.llr(self.elo0, self.elo1);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::AcceptH1
        } else if llr <= lower {
            Verdict::AcceptH0
        } else {
            Verdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo() {
        let tally = Tally {
            wins: 40,
            draws: 20,
            losses: 40,
        };
        let (elo, error) = tally.elo();
        assert!(elo.abs() < 1e-9);
        assert!(error > 30.0 && error < 80.0, "{error}");
    }

    #[test]
    fn three_quarters_is_about_191_elo() {
        assert!((elo_of(0.75) - 190.85).abs() < 0.1);
        assert!((score_of(elo_of(0.3)) - 0.3).abs() < 1e-12);
    }

    #[test]
    fn a_clear_result_stops_the_test() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 50.0,
            alpha: 0.05,
            beta: 0.05,
        };
        assert_eq!(
            sprt.verdict(&Tally {
                wins: 10,
                draws: 5,
                losses: 8
            }),
            Verdict::Continue
        );
        assert_eq!(
            sprt.verdict(&Tally {
                wins: 300,
                draws: 50,
                losses: 100
            }),
            Verdict::AcceptH1
        );
        assert_eq!(
            sprt.verdict(&Tally {
                wins: 100,
                draws: 50,
                losses: 300
            }),
            Verdict::AcceptH0
        );
    }
}
