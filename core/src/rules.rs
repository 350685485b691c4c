//! The rule options chosen before a game, and how a game can end (docs/RULES.md).

use crate::side::Side;

/// Whether takes may be declined.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Taking {
    /// The standard rule: a take is never compulsory and a run may stop after any take.
    #[default]
    Optional,
    /// A take must be made when one exists, and a run followed to its end.
    Forced,
}

/// What a long run of turns with nothing taken leads to.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum QuietRule {
    /// 80 quiet turns (40 each): a draw. The standard rule.
    #[default]
    Draw80,
    /// 60 quiet turns: the side with more pieces wins; equal is a draw.
    MorePieces60,
    /// 40 quiet turns: the side with more pieces wins; equal is a draw.
    MorePieces40,
}

impl QuietRule {
    /// The number of quiet turns that ends the game.
    pub const fn limit(self) -> u32 {
        match self {
            QuietRule::Draw80 => 80,
            QuietRule::MorePieces60 => 60,
            QuietRule::MorePieces40 => 40,
        }
    }

    /// Whether reaching the limit gives the game to the side with more pieces.
    pub const fn more_pieces_wins(self) -> bool {
        !matches!(self, QuietRule::Draw80)
    }
}

/// The rule options of a game.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Rules {
    pub taking: Taking,
    pub quiet: QuietRule,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The winner took the last enemy piece.
    AllTaken,
    /// The loser had pieces but no legal turn.
    ShutIn,
    /// The same position stood at the start of a turn for the third time.
    Repetition,
    /// The quiet limit under the draw rule.
    QuietLimit,
    /// The quiet limit, and the winner had more pieces.
    QuietLimitMorePieces,
    /// The quiet limit with equal pieces, under a more-pieces rule.
    QuietLimitEqual,
    /// The loser resigned.
    Resigned,
    /// Online: the loser was away past the table's limit and the winner
    /// ended the game.
    Abandoned,
    /// Online: one player offered a draw and the other accepted.
    AgreedDraw,
}

impl EndReason {
    /// Whether the game ended by a player's decision rather than on the
    /// board (and so cannot be judged again from the turns).
    pub const fn is_decided_off_the_board(self) -> bool {
        matches!(
            self,
            EndReason::Resigned | EndReason::Abandoned | EndReason::AgreedDraw
        )
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl Outcome {
    pub fn win(side: Side, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    pub fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// A sentence for the end screen and the terminal.
    pub fn describe(&self) -> String {
        let who = |s: Side| s.name();
        match (self.winner, self.reason) {
            (Some(s), EndReason::AllTaken) => format!("{} wins by taking every piece", who(s)),
            (Some(s), EndReason::ShutIn) => {
                format!("{} wins: {} is shut in", who(s), who(s.other()))
            }
            (Some(s), EndReason::Resigned) => {
                format!("{} wins: {} resigned", who(s), who(s.other()))
            }
            (Some(s), EndReason::Abandoned) => {
                format!("{} wins: {} left the game", who(s), who(s.other()))
            }
            (Some(s), _) => format!("{} wins on pieces at the quiet limit", who(s)),
            (None, EndReason::Repetition) => "Draw by threefold repetition".to_string(),
            (None, EndReason::QuietLimitEqual) => {
                "Draw: equal pieces at the quiet limit".to_string()
            }
            (None, EndReason::AgreedDraw) => "Draw by agreement".to_string(),
            (None, _) => "Draw at the quiet limit".to_string(),
        }
    }
}
