//! The value types messages are made of, with their conversions to the core's.
//!
//! The wire has its own rule and outcome types so that the JSON stays the same
//! whatever the core's types become; [`sholo_core::Side`] is used as it is
//! (`"red"` / `"white"`).

use serde::{Deserialize, Serialize};
use sholo_core::Side;

/// The client's number for a request, echoed by the answer or the refusal.
pub type RequestId = u64;

/// Whether takes may be declined (the New game sheet's first choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TakeRule {
    #[default]
    Optional,
    Forced,
}

/// The quiet limit and its rule: 80 quiet turns draw; at 60 or 40 the side
/// with more pieces wins. Written on the wire as the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub enum QuietLimit {
    #[default]
    Draw80,
    MorePieces60,
    MorePieces40,
}

impl TryFrom<u32> for QuietLimit {
    type Error = String;
    fn try_from(turns: u32) -> Result<Self, String> {
        match turns {
            80 => Ok(QuietLimit::Draw80),
            60 => Ok(QuietLimit::MorePieces60),
            40 => Ok(QuietLimit::MorePieces40),
            other => Err(format!("quiet_limit {other}: expected 80, 60 or 40")),
        }
    }
}

impl From<QuietLimit> for u32 {
    fn from(limit: QuietLimit) -> u32 {
        match limit {
            QuietLimit::Draw80 => 80,
            QuietLimit::MorePieces60 => 60,
            QuietLimit::MorePieces40 => 40,
        }
    }
}

/// A table's rules: `{"taking": "optional", "quiet_limit": 80}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct WireRules {
    pub taking: TakeRule,
    pub quiet_limit: QuietLimit,
}

impl From<WireRules> for sholo_core::Rules {
    fn from(rules: WireRules) -> Self {
        sholo_core::Rules {
            taking: match rules.taking {
                TakeRule::Optional => sholo_core::Taking::Optional,
                TakeRule::Forced => sholo_core::Taking::Forced,
            },
            quiet: match rules.quiet_limit {
                QuietLimit::Draw80 => sholo_core::QuietRule::Draw80,
                QuietLimit::MorePieces60 => sholo_core::QuietRule::MorePieces60,
                QuietLimit::MorePieces40 => sholo_core::QuietRule::MorePieces40,
            },
        }
    }
}

impl From<sholo_core::Rules> for WireRules {
    fn from(rules: sholo_core::Rules) -> Self {
        WireRules {
            taking: match rules.taking {
                sholo_core::Taking::Optional => TakeRule::Optional,
                sholo_core::Taking::Forced => TakeRule::Forced,
            },
            quiet_limit: match rules.quiet {
                sholo_core::QuietRule::Draw80 => QuietLimit::Draw80,
                sholo_core::QuietRule::MorePieces60 => QuietLimit::MorePieces60,
                sholo_core::QuietRule::MorePieces40 => QuietLimit::MorePieces40,
            },
        }
    }
}

/// The side the table's creator plays in its first game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColourChoice {
    Red,
    White,
    #[default]
    Random,
}

/// Why an online game ended: the core's end conditions, and the three that
/// only a table of two people has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    AllTaken,
    ShutIn,
    Repetition,
    QuietLimit,
    QuietLimitMorePieces,
    QuietLimitEqual,
    Resigned,
    /// The winner claimed the game after the loser was away for the away limit.
    Abandoned,
    /// Both players agreed to a draw.
    AgreedDraw,
}

impl From<sholo_core::EndReason> for EndReason {
    fn from(reason: sholo_core::EndReason) -> Self {
        use sholo_core::EndReason as Core;
        match reason {
            Core::AllTaken => EndReason::AllTaken,
            Core::ShutIn => EndReason::ShutIn,
            Core::Repetition => EndReason::Repetition,
            Core::QuietLimit => EndReason::QuietLimit,
            Core::QuietLimitMorePieces => EndReason::QuietLimitMorePieces,
            Core::QuietLimitEqual => EndReason::QuietLimitEqual,
            Core::Resigned => EndReason::Resigned,
            Core::Abandoned => EndReason::Abandoned,
            Core::AgreedDraw => EndReason::AgreedDraw,
        }
    }
}

/// How a game ended: `winner` is absent for a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl From<sholo_core::Outcome> for Outcome {
    fn from(outcome: sholo_core::Outcome) -> Self {
        Outcome {
            winner: outcome.winner,
            reason: outcome.reason.into(),
        }
    }
}

/// A table's two ways in: the web page and the app's own scheme.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Links {
    /// `https://HOST/j/CODE`
    pub web: String,
    /// `shologuti://join/CODE`
    pub app: String,
}

/// One seat as the other sees it: taken or still free, and whether its player
/// is connected now. `away_since` (Unix seconds) is set while a seated player
/// is disconnected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct SeatState {
    pub taken: bool,
    pub connected: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_since: Option<u64>,
}
