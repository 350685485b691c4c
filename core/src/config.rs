//! Who plays each side, and the rule options: everything chosen before a game.

use crate::level::Level;
use crate::rules::Rules;
use crate::side::Side;

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum PlayerKind {
    Human,
    Computer { level: Level },
}

/// Everything chosen on the new-game screen, and the seed that makes the bots'
/// choices replayable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct GameConfig {
    pub red: PlayerKind,
    pub white: PlayerKind,
    pub rules: Rules,
    pub seed: u64,
}

/// How the two seats are filled, as the record book sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// One person against the computer at a level.
    VsComputer { human: Side, level: Level },
    /// Two people passing one phone.
    TwoPlayers,
    /// Two bots; nobody's record counts.
    Watch,
}

impl GameConfig {
    /// A person playing `human` against the computer at `level`.
    pub fn vs_computer(human: Side, level: Level, rules: Rules, seed: u64) -> GameConfig {
        let (red, white) = match human {
            Side::Red => (PlayerKind::Human, PlayerKind::Computer { level }),
            Side::White => (PlayerKind::Computer { level }, PlayerKind::Human),
        };
        GameConfig {
            red,
            white,
            rules,
            seed,
        }
    }

    /// Two people on one phone.
    pub fn two_players(rules: Rules) -> GameConfig {
        GameConfig {
            red: PlayerKind::Human,
            white: PlayerKind::Human,
            rules,
            seed: 0,
        }
    }

    pub fn player(&self, side: Side) -> PlayerKind {
        match side {
            Side::Red => self.red,
            Side::White => self.white,
        }
    }

    pub fn is_human(&self, side: Side) -> bool {
        self.player(side) == PlayerKind::Human
    }

    pub fn mode(&self) -> Mode {
        match (self.red, self.white) {
            (PlayerKind::Human, PlayerKind::Human) => Mode::TwoPlayers,
            (PlayerKind::Human, PlayerKind::Computer { level }) => Mode::VsComputer {
                human: Side::Red,
                level,
            },
            (PlayerKind::Computer { level }, PlayerKind::Human) => Mode::VsComputer {
                human: Side::White,
                level,
            },
            (PlayerKind::Computer { .. }, PlayerKind::Computer { .. }) => Mode::Watch,
        }
    }
}
