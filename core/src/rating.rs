//! The player's rating: an estimate of their strength on the ladder's own
//! scale (docs/BOT.md, "Levels": Easy = 800), from their games against the
//! computer, and the level nearest to it ("play at my level").
//!
//! Elo with a settling period: each game moves the rating by K times the
//! difference between the result and the expected result against that
//! level's rating. The first [`SETTLING_GAMES`] games count with a large K,
//! so a new player's rating finds its place in a dozen games; after that a
//! smaller K keeps it steady against a lucky or unlucky game. Pass-and-play
//! games are not rated: the other person's strength is not known.

use crate::level::Level;
use serde::{Deserialize, Serialize};

/// Games played before the rating counts as settled.
pub const SETTLING_GAMES: u32 = 12;
/// K while settling, and after.
const SETTLING_K: f64 = 96.0;
const SETTLED_K: f64 = 32.0;
/// How far the rating may stray beyond the ladder's ends: a result against
/// the weakest or the strongest level says little beyond that.
const BEYOND_THE_LADDER: f64 = 400.0;

impl Level {
    /// This level's rating on the ladder's scale (Easy = 800), from the
    /// ladder's first arena measurement; kept while the puzzles' ratings
    /// are fitted on it (docs/BOT.md, "The app's scale").
    pub const fn rating(self) -> i32 {
        match self {
            Level::Learning => 608,
            Level::Easy => 800,
            Level::Casual => 1003,
            Level::Steady => 1169,
            Level::Medium => 1407,
            Level::Keen => 1593,
            Level::Skilled => 1742,
            Level::Hard => 1948,
            Level::Strong => 2153,
            Level::Expert => 2363,
        }
    }

    /// The level whose rating is nearest `rating` (the weaker of two as near).
    pub fn nearest(rating: i32) -> Level {
        Level::ALL
            .into_iter()
            .min_by_key(|level| (level.rating() - rating).abs())
            .expect("the ladder has levels")
    }
}

/// A game's result from the person's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerResult {
    Win,
    Loss,
    Draw,
}

/// The player's rating and how many games it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerRating {
    pub rating: f64,
    pub games: u32,
}

impl Default for PlayerRating {
    /// A new player starts at the default level's rating, where the app's
    /// first game is played.
    fn default() -> PlayerRating {
        PlayerRating {
            rating: f64::from(Level::default().rating()),
            games: 0,
        }
    }
}

impl PlayerRating {
    /// Whether the first games are over and the rating means much.
    pub fn is_settled(&self) -> bool {
        self.games >= SETTLING_GAMES
    }

    /// The rating rounded, as shown.
    pub fn rounded(&self) -> i32 {
        self.rating.round() as i32
    }

    /// The level to play next: the one nearest the rating.
    pub fn level(&self) -> Level {
        Level::nearest(self.rounded())
    }

    /// The rating after one more game against `level`.
    pub fn after(self, level: Level, result: PlayerResult) -> PlayerRating {
        let k = k_factor(self.games);
        let points = match result {
            PlayerResult::Win => 1.0,
            PlayerResult::Draw => 0.5,
            PlayerResult::Loss => 0.0,
        };
        let rating = self.rating + k * (points - expected(self.rating, level));
        PlayerRating {
            rating: clamp_to_ladder(rating),
            games: self.games.saturating_add(1),
        }
    }

    /// The rating a record book of an older version implies: the one at
    /// which the games it holds, level by level, would have scored what
    /// they did (the performance rating), counting as that many games.
    /// `None` for a book without games against the computer.
    pub fn from_record(games: &[(Level, f64, u32)]) -> Option<PlayerRating> {
        let played: u32 = games.iter().map(|&(_, _, n)| n).sum();
        if played == 0 {
            return None;
        }
        Some(PlayerRating {
            rating: performance(games, lowest(), highest()),
            games: played,
        })
    }

    /// Whether a rating read from a file is one this code could have made.
    pub(crate) fn is_sane(&self) -> bool {
        self.rating.is_finite() && (lowest()..=highest()).contains(&self.rating)
    }
}

/// K for a rating that rests on `played` results: large while it settles.
/// The puzzle rating (`learn/progress.rs`) moves by the same rule.
pub(crate) fn k_factor(played: u32) -> f64 {
    if played >= SETTLING_GAMES {
        SETTLED_K
    } else {
        SETTLING_K
    }
}

/// The performance rating of `games` (level, points scored, games played):
/// the rating, within `low..=high`, at which they would have scored what
/// they did. Also rates a puzzle from the levels' tries at it.
pub(crate) fn performance(games: &[(Level, f64, u32)], low: f64, high: f64) -> f64 {
    let scored: f64 = games.iter().map(|&(_, points, _)| points).sum();
    let expected_at = |rating: f64| -> f64 {
        games
            .iter()
            .map(|&(level, _, n)| f64::from(n) * expected(rating, level))
            .sum()
    };
    // The expected score grows with the rating: bisect for the one that
    // matches.
    let (mut low, mut high) = (low, high);
    for _ in 0..60 {
        let middle = (low + high) / 2.0;
        if expected_at(middle) < scored {
            low = middle;
        } else {
            high = middle;
        }
    }
    (low + high) / 2.0
}

/// The player's expected score against `level` at `rating`.
fn expected(rating: f64, level: Level) -> f64 {
    1.0 / (1.0 + 10f64.powf((f64::from(level.rating()) - rating) / 400.0))
}

fn lowest() -> f64 {
    f64::from(Level::ALL[0].rating()) - BEYOND_THE_LADDER
}

fn highest() -> f64 {
    f64::from(Level::ALL[Level::ALL.len() - 1].rating()) + BEYOND_THE_LADDER
}

fn clamp_to_ladder(rating: f64) -> f64 {
    rating.clamp(lowest(), highest())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(rating: f64, games: u32) -> PlayerRating {
        PlayerRating { rating, games }
    }

    #[test]
    fn the_ladder_climbs_and_easy_is_800() {
        assert_eq!(Level::Easy.rating(), 800);
        assert!(Level::ALL
            .windows(2)
            .all(|pair| pair[0].rating() < pair[1].rating()));
    }

    #[test]
    fn an_even_game_moves_the_rating_by_half_of_k() {
        let medium = f64::from(Level::Medium.rating());
        let won = at(medium, 0).after(Level::Medium, PlayerResult::Win);
        assert!((won.rating - (medium + 48.0)).abs() < 1e-9);
        assert_eq!(won.games, 1);
        let lost = at(medium, SETTLING_GAMES).after(Level::Medium, PlayerResult::Loss);
        assert!((lost.rating - (medium - 16.0)).abs() < 1e-9);
        let drawn = at(medium, 30).after(Level::Medium, PlayerResult::Draw);
        assert!((drawn.rating - medium).abs() < 1e-9);
    }

    #[test]
    fn beating_a_stronger_level_gains_more_than_beating_a_weaker_one() {
        let me = at(1500.0, 20);
        let up = me.after(Level::Expert, PlayerResult::Win).rating - 1500.0;
        let down = me.after(Level::Easy, PlayerResult::Win).rating - 1500.0;
        assert!(up > 31.0 && up <= 32.0, "{up}");
        assert!(down > 0.0 && down < 1.0, "{down}");
        let lost_to_easy = me.after(Level::Easy, PlayerResult::Loss).rating - 1500.0;
        assert!(lost_to_easy < -31.0, "{lost_to_easy}");
    }

    #[test]
    fn settling_ends_after_twelve_games() {
        let mut rating = PlayerRating::default();
        for _ in 0..SETTLING_GAMES - 1 {
            rating = rating.after(Level::Medium, PlayerResult::Draw);
        }
        assert!(!rating.is_settled());
        assert!(rating.after(Level::Medium, PlayerResult::Draw).is_settled());
    }

    #[test]
    fn a_player_who_always_wins_climbs_to_the_top_and_no_further() {
        let mut rating = PlayerRating::default();
        for _ in 0..300 {
            rating = rating.after(rating.level(), PlayerResult::Win);
        }
        assert_eq!(rating.level(), Level::Expert);
        assert_eq!(rating.rating, highest());
    }

    #[test]
    fn a_player_settles_near_the_level_they_score_half_against() {
        // Wins against Keen and below, loses against Skilled and above,
        // always playing at their level: they end between the two.
        let mut rating = PlayerRating::default();
        for _ in 0..200 {
            let level = rating.level();
            let result = if level <= Level::Keen {
                PlayerResult::Win
            } else {
                PlayerResult::Loss
            };
            rating = rating.after(level, result);
        }
        assert!(
            matches!(rating.level(), Level::Keen | Level::Skilled),
            "{rating:?}"
        );
    }

    #[test]
    fn play_at_my_level_picks_the_nearest_rung() {
        assert_eq!(Level::nearest(0), Level::Learning);
        assert_eq!(Level::nearest(810), Level::Easy);
        assert_eq!(Level::nearest(9999), Level::Expert);
        for pair in Level::ALL.windows(2) {
            let (below, above) = (pair[0].rating(), pair[1].rating());
            let middle = (below + above) / 2;
            assert_eq!(Level::nearest(middle - 1), pair[0]);
            assert_eq!(Level::nearest(middle + 1), pair[1]);
            assert_eq!(at(f64::from(above) - 0.4, 5).level(), pair[1]);
        }
    }

    #[test]
    fn an_old_record_gives_its_performance_rating() {
        // Half the points against Medium alone: Medium's rating.
        let even = PlayerRating::from_record(&[(Level::Medium, 5.0, 10)]).unwrap();
        assert!((even.rating - f64::from(Level::Medium.rating())).abs() < 0.01);
        assert_eq!(even.games, 10);
        // Every game won against Easy: above Easy, below the top.
        let strong = PlayerRating::from_record(&[(Level::Easy, 6.0, 6)]).unwrap();
        assert!(strong.rating > 800.0 && strong.is_sane());
        assert_eq!(PlayerRating::from_record(&[(Level::Hard, 0.0, 0)]), None);
    }
}
