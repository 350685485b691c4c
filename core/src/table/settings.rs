//! What the new-game screen and the settings screen choose, remembered between
//! games: who sits on each side, the rules, and the player's preferences.

use crate::config::{GameConfig, PlayerKind};
use crate::level::Level;
use crate::rules::Rules;
use crate::side::Side;
use crate::versioned::{self, EnvelopeError};
use serde::{Deserialize, Serialize};

/// The `format` field of every settings file.
pub const SETTINGS_FORMAT: &str = "sholo-guti-settings";
/// The version this build writes and the newest it reads.
pub const SETTINGS_VERSION: u32 = 1;

/// How fast the computer's turns follow each other on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
}

impl Speed {
    /// The least time, in milliseconds, between a computer's turn being asked
    /// for and being played: long enough to see a turn land before the next.
    /// Against a person the answer is never held back; watching two bots it is.
    pub const fn watch_pause_ms(self) -> u32 {
        match self {
            Speed::Slow => 1500,
            Speed::Normal => 800,
            Speed::Fast => 250,
        }
    }
}

/// Everything chosen before a game, and the preferences that outlive games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// Who plays Red (moves first) in the next game.
    pub red: PlayerKind,
    /// Who plays White in the next game.
    pub white: PlayerKind,
    pub rules: Rules,
    pub speed: Speed,
    /// In a game between two people, turn the board so the side to move sits
    /// at the bottom.
    pub turn_board: bool,
    pub sound: bool,
    pub haptics: bool,
    /// The last finished game whose seats were swapped for the next game, so
    /// a game swaps colours exactly once however often it is reopened.
    #[serde(default)]
    pub swapped_after: Option<String>,
}

impl Default for Settings {
    /// A person playing Red against Medium, standard rules.
    fn default() -> Settings {
        Settings {
            red: PlayerKind::Human,
            white: PlayerKind::Computer {
                level: Level::Medium,
            },
            rules: Rules::default(),
            speed: Speed::Normal,
            turn_board: true,
            sound: true,
            haptics: true,
            swapped_after: None,
        }
    }
}

/// Why a settings file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("not a readable settings file: {0}")]
    Malformed(String),
    #[error("not a Sholo Guti settings file")]
    WrongFormat,
    #[error("written by a newer version (settings version {0})")]
    NewerVersion(u32),
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SettingsFile {
    format: String,
    version: u32,
    settings: Settings,
}

impl Settings {
    pub fn player(&self, side: Side) -> PlayerKind {
        match side {
            Side::Red => self.red,
            Side::White => self.white,
        }
    }

    /// The configuration of a game played with these settings and `seed`.
    pub fn config(&self, seed: u64) -> GameConfig {
        GameConfig {
            red: self.red,
            white: self.white,
            rules: self.rules,
            seed,
        }
    }

    /// The seats of `config` (and its rules) taken into these settings.
    pub fn with_seats_of(&self, config: &GameConfig) -> Settings {
        Settings {
            red: config.red,
            white: config.white,
            rules: config.rules,
            ..self.clone()
        }
    }

    /// Red's player sits at White and White's at Red.
    pub fn swapped(&self) -> Settings {
        Settings {
            red: self.white,
            white: self.red,
            ..self.clone()
        }
    }

    pub fn to_json(&self) -> String {
        let file = SettingsFile {
            format: SETTINGS_FORMAT.to_string(),
            version: SETTINGS_VERSION,
            settings: self.clone(),
        };
        serde_json::to_string_pretty(&file).expect("settings always serialise")
    }

    pub fn from_json(text: &str) -> Result<Settings, SettingsError> {
        let file: SettingsFile =
            versioned::read(text, SETTINGS_FORMAT, SETTINGS_VERSION).map_err(|e| match e {
                EnvelopeError::Malformed(reason) => SettingsError::Malformed(reason),
                EnvelopeError::WrongFormat => SettingsError::WrongFormat,
                EnvelopeError::NewerVersion(version) => SettingsError::NewerVersion(version),
            })?;
        Ok(file.settings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_refuse_damage() {
        let settings = Settings {
            sound: false,
            swapped_after: Some("g7".into()),
            ..Settings::default().swapped()
        };
        let json = settings.to_json();
        assert_eq!(Settings::from_json(&json).unwrap(), settings);
        assert_eq!(
            Settings::from_json(&json.replace("\"version\": 1", "\"version\": 3")),
            Err(SettingsError::NewerVersion(3))
        );
        assert!(matches!(
            Settings::from_json(&json[..json.len() / 2]),
            Err(SettingsError::Malformed(_))
        ));
        assert!(matches!(
            Settings::from_json(&json.replace("\"sound\"", "\"noise\"")),
            Err(SettingsError::Malformed(_))
        ));
    }
}
