//! The save format: a versioned JSON record of the configuration and the turns.
//!
//! Loading replays and re-checks every turn, and compares the result with the
//! position written beside them, so a damaged or edited save is refused whole.

use crate::config::GameConfig;
use crate::game::Game;
use crate::notation::format_turn;
use crate::position_text::{format_position, parse_position};
use crate::side::Side;
use crate::versioned::{self, EnvelopeError};
use serde::{Deserialize, Serialize};

/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "sholo-guti-save";
/// The version this build writes and the newest it reads.
pub const SAVE_VERSION: u32 = 1;

/// A game with what is needed to resume it.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// Fixed when the game starts, so the record book counts it once.
    pub game_id: String,
    pub config: GameConfig,
    pub game: Game,
}

/// Why a save could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    #[error("not a readable save: {0}")]
    Malformed(String),
    #[error("not a Sholo Guti save")]
    WrongFormat,
    #[error("written by a newer version (save version {0})")]
    NewerVersion(u32),
    #[error("start position: {0}")]
    BadStart(String),
    #[error("turn {index} ({turn}): {reason}")]
    BadTurn {
        index: usize,
        turn: String,
        reason: String,
    },
    #[error("the saved position does not match the turns")]
    PositionMismatch,
    #[error("the saved resignation does not fit the game")]
    BadResignation,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    format: String,
    version: u32,
    game_id: String,
    config: GameConfig,
    /// Position text the game started from.
    start: String,
    turns: Vec<String>,
    /// The side that resigned, if one did.
    #[serde(default)]
    resigned: Option<Side>,
    /// Position text after the turns: a check against damage and editing.
    position: String,
}

/// Writes a save.
pub fn save_game(saved: &SavedGame) -> String {
    let game = &saved.game;
    let resigned = match game.outcome() {
        Some(outcome) if outcome.reason == crate::rules::EndReason::Resigned => {
            outcome.winner.map(Side::other)
        }
        _ => None,
    };
    let file = SaveFile {
        format: SAVE_FORMAT.to_string(),
        version: SAVE_VERSION,
        game_id: saved.game_id.clone(),
        config: saved.config,
        start: format_position(game.start()),
        turns: game.turns().iter().map(format_turn).collect(),
        resigned,
        position: format_position(game.position()),
    };
    serde_json::to_string_pretty(&file).expect("a save always serialises")
}

/// Reads a save, replaying and checking every turn.
pub fn load_game(text: &str) -> Result<SavedGame, SaveError> {
    let file: SaveFile = versioned::read(text, SAVE_FORMAT, SAVE_VERSION).map_err(|e| match e {
        EnvelopeError::Malformed(reason) => SaveError::Malformed(reason),
        EnvelopeError::WrongFormat => SaveError::WrongFormat,
        EnvelopeError::NewerVersion(version) => SaveError::NewerVersion(version),
    })?;
    let start = parse_position(&file.start).map_err(|e| SaveError::BadStart(e.to_string()))?;
    let mut game = Game::from_position(file.config.rules, start);
    for (index, turn) in file.turns.iter().enumerate() {
        game.play_notation(turn).map_err(|e| SaveError::BadTurn {
            index: index + 1,
            turn: turn.clone(),
            reason: e.to_string(),
        })?;
    }
    if format_position(game.position()) != file.position {
        return Err(SaveError::PositionMismatch);
    }
    if let Some(loser) = file.resigned {
        game.resign(loser).map_err(|_| SaveError::BadResignation)?;
    }
    Ok(SavedGame {
        game_id: file.game_id,
        config: file.config,
        game,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::PlayerKind;
    use crate::level::Level;
    use crate::rules::Rules;

    fn sample() -> SavedGame {
        let config = GameConfig::vs_computer(Side::Red, Level::Hard, Rules::default(), 7);
        let mut game = Game::new(config.rules);
        for t in ["c4-c5", "d6-d5", "c5-c4"] {
            game.play_notation(t).unwrap();
        }
        SavedGame {
            game_id: "g1".into(),
            config,
            game,
        }
    }

    #[test]
    fn round_trip_keeps_everything() {
        let saved = sample();
        let text = save_game(&saved);
        let loaded = load_game(&text).unwrap();
        assert_eq!(loaded.game_id, "g1");
        assert_eq!(loaded.config, saved.config);
        assert_eq!(
            loaded.config.white,
            PlayerKind::Computer { level: Level::Hard }
        );
        assert_eq!(loaded.game.turns(), saved.game.turns());
        assert_eq!(loaded.game.position(), saved.game.position());
        assert_eq!(save_game(&loaded), text);
    }

    #[test]
    fn damage_is_refused() {
        let text = save_game(&sample());
        let truncated = &text[..text.len() / 2];
        assert!(matches!(load_game(truncated), Err(SaveError::Malformed(_))));
        assert!(matches!(load_game(""), Err(SaveError::Malformed(_))));
        assert_eq!(load_game("{}").unwrap_err(), SaveError::WrongFormat);
        let edited = text.replace("\"c5-c4\"", "\"c5-c7\"");
        assert!(matches!(
            load_game(&edited),
            Err(SaveError::BadTurn { index: 3, .. })
        ));
        let dropped = text.replace(",\n    \"c5-c4\"", "");
        assert_eq!(
            load_game(&dropped).unwrap_err(),
            SaveError::PositionMismatch
        );
        let newer = text.replace("\"version\": 1", "\"version\": 2");
        assert_eq!(load_game(&newer).unwrap_err(), SaveError::NewerVersion(2));
        let bad_start = text.replace("rrr/rrr r 0 1", "rrr/rrrr r 0 1");
        assert!(matches!(load_game(&bad_start), Err(SaveError::BadStart(_))));
    }
}
