//! Seeded randomness for the levels' mistakes and the baseline's tie-breaks.
//!
//! SplitMix64 by hand rather than a library generator: the same seed must
//! give the same game on every platform and every library version, so bug
//! reports and tests replay.

/// A small deterministic random source.
#[derive(Clone, Debug)]
pub struct Dice {
    state: u64,
}

impl Dice {
    pub fn new(seed: u64) -> Dice {
        Dice { state: seed }
    }

    /// The dice for one decision: from the bot's seed, the position's key and
    /// the turn number, so the same game replays whatever happened before.
    pub fn for_decision(seed: u64, key: u64, turn_number: u32) -> Dice {
        Dice::new(mix(mix(seed ^ key) ^ u64::from(turn_number)))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix_finish(self.state)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        p > 0.0 && ((self.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// SplitMix64 of one value: spreads every input bit over the output.
pub fn mix(z: u64) -> u64 {
    mix_finish(z.wrapping_add(0x9E37_79B9_7F4A_7C15))
}

fn mix_finish(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_rolls() {
        let mut a = Dice::new(7);
        let mut b = Dice::new(7);
        let rolls: Vec<_> = (0..5).map(|_| a.below(100)).collect();
        assert_eq!(rolls, (0..5).map(|_| b.below(100)).collect::<Vec<_>>());
        assert_ne!(
            Dice::for_decision(1, 2, 3).next_u64(),
            Dice::for_decision(1, 2, 4).next_u64()
        );
    }

    #[test]
    fn chance_is_about_right() {
        let mut dice = Dice::new(1);
        let hits = (0..10_000).filter(|_| dice.chance(0.25)).count();
        assert!((2_200..2_800).contains(&hits), "{hits}");
        assert!(!Dice::new(3).chance(0.0));
    }
}
