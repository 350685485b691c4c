//! Who plays each side, and the rule options: everything chosen before a game.

use crate::level::Level;
use crate::rules::Rules;
use crate::side::Side;

/// Who plays one side: the seat decides where that side's turns come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum PlayerKind {
    /// A person at this device: turns come from taps, drags and typing.
    Human,
    /// The engine at a level: turns come from the table's search requests.
    Computer { level: Level },
    /// A person elsewhere, at an online table: turns arrive from the network
    /// (never searched for, never played for them).
    Remote,
}

impl PlayerKind {
    /// The engine's level when the engine plays this seat.
    pub fn engine_level(self) -> Option<Level> {
        match self {
            PlayerKind::Computer { level } => Some(level),
            PlayerKind::Human | PlayerKind::Remote => None,
        }
    }
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
    /// One person here against a person elsewhere (an online table).
    Online { local: Side },
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

    /// Whether a person at this device plays `side`.
    pub fn is_human(&self, side: Side) -> bool {
        self.player(side) == PlayerKind::Human
    }

    /// Whether `side`'s turns arrive from the network.
    pub fn is_remote(&self, side: Side) -> bool {
        self.player(side) == PlayerKind::Remote
    }

    /// A person here (`local`) against a person elsewhere.
    pub fn online(local: Side, rules: Rules) -> GameConfig {
        let (red, white) = match local {
            Side::Red => (PlayerKind::Human, PlayerKind::Remote),
            Side::White => (PlayerKind::Remote, PlayerKind::Human),
        };
        GameConfig {
            red,
            white,
            rules,
            seed: 0,
        }
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
            (PlayerKind::Human, PlayerKind::Remote) => Mode::Online { local: Side::Red },
            (PlayerKind::Remote, PlayerKind::Human) => Mode::Online { local: Side::White },
            // Nobody here plays: only watching.
            (PlayerKind::Computer { .. } | PlayerKind::Remote, _) => Mode::Watch,
        }
    }
}
