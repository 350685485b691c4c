//! The bot's difficulty levels, as players choose them: a ladder of ten
//! rungs from Learning (for someone who has just learned the moves) to
//! Expert, each about 200 Elo above the one below (docs/BOT.md, "Levels").
//!
//! The four levels of the first releases keep their names (`easy`,
//! `medium`, `hard`, `expert`), so old saves and record books read as
//! before and a record kept at one of them stays with it.

/// One rung of the ladder, weakest first.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Learning,
    Easy,
    Casual,
    Steady,
    #[default]
    Medium,
    Keen,
    Skilled,
    Hard,
    Strong,
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 10] = [
        Level::Learning,
        Level::Easy,
        Level::Casual,
        Level::Steady,
        Level::Medium,
        Level::Keen,
        Level::Skilled,
        Level::Hard,
        Level::Strong,
        Level::Expert,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Learning => "learning",
            Level::Easy => "easy",
            Level::Casual => "casual",
            Level::Steady => "steady",
            Level::Medium => "medium",
            Level::Keen => "keen",
            Level::Skilled => "skilled",
            Level::Hard => "hard",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    /// The level of this name (any case), e.g. `easy` or `skilled`.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name))
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_and_the_first_releases_names_still_parse() {
        for level in Level::ALL {
            assert_eq!(Level::from_name(level.name()), Some(level));
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{}\"", level.name()));
            assert_eq!(serde_json::from_str::<Level>(&json).unwrap(), level);
        }
        for (old, level) in [
            ("\"easy\"", Level::Easy),
            ("\"medium\"", Level::Medium),
            ("\"hard\"", Level::Hard),
            ("\"expert\"", Level::Expert),
        ] {
            assert_eq!(serde_json::from_str::<Level>(old).unwrap(), level);
        }
        assert_eq!(Level::from_name("EXPERT"), Some(Level::Expert));
        assert_eq!(Level::from_name("grandmaster"), None);
    }

    #[test]
    fn the_ladder_is_in_order_weakest_first() {
        assert!(Level::ALL.windows(2).all(|pair| pair[0] < pair[1]));
        assert_eq!(Level::ALL.len(), 10);
    }
}
