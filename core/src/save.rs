//! The save format: a versioned JSON record of the configuration and the turns.
//!
//! Loading replays and re-checks every turn, and compares the result with the
//! position written beside them, so a damaged or edited save is refused whole.
//! A review kept with the game is checked the same way (one line a turn, each
//! best turn legal where it was played); a review that does not fit is
//! dropped and the game kept, since a review can be made again.

use crate::analysis::{Grade, TurnReview, Worth};
use crate::config::GameConfig;
use crate::game::Game;
use crate::notation::{format_turn, parse_turn};
use crate::position_text::{format_position, parse_position};
use crate::rules::{EndReason, Outcome};
use crate::side::Side;
use crate::versioned::{self, EnvelopeError};
use serde::{Deserialize, Serialize};

/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "sholo-guti-save";
/// The newest version this build reads. Version 2 added the review (a
/// version 1 save reads as a game not reviewed); version 3 added online
/// games: a remote seat and the endings decided off the board online
/// (abandoned, agreed draw). A save without those is still written as
/// version 2, so an older app goes on reading it; one with them is written
/// as version 3, so an older app refuses it as newer instead of setting it
/// aside as damaged.
pub const SAVE_VERSION: u32 = 3;

/// The version of saves that name nothing of online play.
const OFFLINE_SAVE_VERSION: u32 = 2;

/// A game with what is needed to resume it.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// Fixed when the game starts, so the record book counts it once.
    pub game_id: String,
    pub config: GameConfig,
    pub game: Game,
    /// The game's review once made, one line a turn, so its grades come back
    /// with the game.
    pub review: Option<Vec<TurnReview>>,
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
    #[error("the saved ending does not fit the game")]
    BadEnding,
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
    /// An online ending decided off the board other than a resignation (an
    /// abandoned game, an agreed draw); version 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    decided: Option<Outcome>,
    /// Position text after the turns: a check against damage and editing.
    position: String,
    /// The review, read apart from the rest so a review that does not fit
    /// loses only itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    review: Option<serde_json::Value>,
}

/// One turn's line of a kept review; which turn and who played it come
/// from the turns.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReviewLine {
    before: Worth,
    after: Worth,
    /// The engine's best turn, in notation.
    best: String,
    loss: f64,
    grade: Grade,
    exact: bool,
    depth: u32,
}

/// Writes a save.
pub fn save_game(saved: &SavedGame) -> String {
    let game = &saved.game;
    let resigned = match game.outcome() {
        Some(outcome) if outcome.reason == EndReason::Resigned => outcome.winner.map(Side::other),
        _ => None,
    };
    let decided = game
        .outcome()
        .filter(|outcome| matches!(outcome.reason, EndReason::Abandoned | EndReason::AgreedDraw));
    let online = decided.is_some()
        || [Side::Red, Side::White]
            .into_iter()
            .any(|side| saved.config.is_remote(side));
    let file = SaveFile {
        format: SAVE_FORMAT.to_string(),
        version: if online {
            SAVE_VERSION
        } else {
            OFFLINE_SAVE_VERSION
        },
        game_id: saved.game_id.clone(),
        config: saved.config,
        start: format_position(game.start()),
        turns: game.turns().iter().map(format_turn).collect(),
        resigned,
        decided,
        position: format_position(game.position()),
        review: saved.review.as_deref().map(review_lines),
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
    if let Some(outcome) = file.decided {
        if outcome.reason == EndReason::Resigned {
            return Err(SaveError::BadEnding);
        }
        game.conclude(outcome).map_err(|_| SaveError::BadEnding)?;
    }
    let review = file.review.and_then(|lines| kept_review(lines, &game));
    Ok(SavedGame {
        game_id: file.game_id,
        config: file.config,
        game,
        review,
    })
}

/// The review as the save writes it.
fn review_lines(review: &[TurnReview]) -> serde_json::Value {
    let lines: Vec<ReviewLine> = review
        .iter()
        .map(|turn| ReviewLine {
            before: turn.before,
            after: turn.after,
            best: format_turn(&turn.best),
            loss: turn.loss,
            grade: turn.grade,
            exact: turn.exact,
            depth: turn.depth,
        })
        .collect();
    serde_json::to_value(lines).expect("a review always serialises")
}

/// The kept review of `game`, if it fits it: a line for every turn, each
/// best turn legal in the position it was played from.
fn kept_review(lines: serde_json::Value, game: &Game) -> Option<Vec<TurnReview>> {
    let lines: Vec<ReviewLine> = serde_json::from_value(lines).ok()?;
    if lines.len() != game.turns().len() {
        return None;
    }
    let taking = game.rules().taking;
    let mut review = Vec::with_capacity(lines.len());
    // Each turn was played from the game's position of the same index.
    let played_from = game.turns().iter().zip(game.positions());
    for (index, (line, (&played, pos))) in lines.into_iter().zip(played_from).enumerate() {
        let best = parse_turn(pos, taking, &line.best).ok()?;
        if !line.loss.is_finite() || line.loss < 0.0 {
            return None;
        }
        review.push(TurnReview {
            index,
            side: pos.side_to_move(),
            played,
            before: line.before,
            after: line.after,
            best,
            loss: line.loss,
            grade: line.grade,
            exact: line.exact,
            depth: line.depth,
        });
    }
    Some(review)
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
            review: None,
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
        let newer = text.replace("\"version\": 2", "\"version\": 4");
        assert_eq!(load_game(&newer).unwrap_err(), SaveError::NewerVersion(4));
        let bad_start = text.replace("rrr/rrr r 0 1", "rrr/rrrr r 0 1");
        assert!(matches!(load_game(&bad_start), Err(SaveError::BadStart(_))));
    }

    fn reviewed() -> SavedGame {
        let mut saved = sample();
        let limits = crate::analysis::ReviewLimits {
            total: std::time::Duration::from_secs(10),
            nodes_per_position: 2_000,
        };
        let cancel = std::sync::atomic::AtomicBool::new(false);
        saved.review = Some(crate::analysis::analyse_game(&saved.game, limits, &cancel).turns);
        saved
    }

    #[test]
    fn a_review_is_kept_with_the_game() {
        let saved = reviewed();
        let text = save_game(&saved);
        let loaded = load_game(&text).unwrap();
        assert_eq!(loaded.review, saved.review);
        assert_eq!(save_game(&loaded), text);
        assert_eq!(load_game(&save_game(&sample())).unwrap().review, None);
    }

    #[test]
    fn a_version_1_save_reads_as_a_game_not_reviewed() {
        let text = save_game(&sample()).replace("\"version\": 2", "\"version\": 1");
        let loaded = load_game(&text).unwrap();
        assert_eq!(loaded.game.turns(), sample().game.turns());
        assert_eq!(loaded.review, None);
    }

    #[test]
    fn a_review_that_does_not_fit_is_dropped_and_the_game_kept() {
        let text = save_game(&reviewed());
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let edited = |edit: &dyn Fn(&mut serde_json::Value)| {
            let mut value = value.clone();
            edit(&mut value["review"]);
            serde_json::to_string(&value).unwrap()
        };
        let broken = [
            edited(&|r| r[0]["best"] = "c4-c6".into()),
            edited(&|r| r[1]["grade"] = "superb".into()),
            edited(&|r| r[2]["loss"] = (-1.0).into()),
            edited(&|r| {
                r.as_array_mut().unwrap().pop();
            }),
            edited(&|r| *r = "graded".into()),
        ];
        for text in broken {
            let loaded = load_game(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
            assert_eq!(loaded.review, None, "{text}");
            assert_eq!(loaded.game.turns(), sample().game.turns());
        }
    }

    fn online(ending: Option<Outcome>) -> SavedGame {
        let config = GameConfig::online(Side::White, Rules::default());
        let mut game = Game::new(config.rules);
        for t in ["c4-c5", "d6-d5"] {
            game.play_notation(t).unwrap();
        }
        if let Some(outcome) = ending {
            game.conclude(outcome).unwrap();
        }
        SavedGame {
            game_id: "ABCD2345".into(),
            config,
            game,
            review: None,
        }
    }

    #[test]
    fn an_offline_save_stays_version_2_and_an_online_one_is_version_3() {
        assert!(save_game(&sample()).contains("\"version\": 2"));
        let text = save_game(&online(None));
        assert!(text.contains("\"version\": 3"), "{text}");
        assert!(text.contains("\"kind\": \"remote\""), "{text}");
        let loaded = load_game(&text).unwrap();
        assert_eq!(loaded.config, online(None).config);
        assert_eq!(loaded.game.turns(), online(None).game.turns());
    }

    #[test]
    fn online_endings_are_kept_and_checked() {
        for outcome in [
            Outcome::win(Side::Red, EndReason::Abandoned),
            Outcome::draw(EndReason::AgreedDraw),
            Outcome::win(Side::White, EndReason::Resigned),
        ] {
            let text = save_game(&online(Some(outcome)));
            assert_eq!(load_game(&text).unwrap().game.outcome(), Some(outcome));
        }
        let text = save_game(&online(Some(Outcome::draw(EndReason::AgreedDraw))));
        let winner_in_a_draw = text.replace("\"winner\": null", "\"winner\": \"red\"");
        assert_ne!(winner_in_a_draw, text);
        assert_eq!(
            load_game(&winner_in_a_draw).unwrap_err(),
            SaveError::BadEnding
        );
        let board_reason = text.replace("agreed_draw", "repetition");
        assert_eq!(load_game(&board_reason).unwrap_err(), SaveError::BadEnding);
    }

    #[test]
    fn an_app_that_reads_only_version_2_refuses_an_online_save_as_newer() {
        let text = save_game(&online(None));
        let read_by_version_2 =
            versioned::read::<SaveFile>(&text, SAVE_FORMAT, OFFLINE_SAVE_VERSION);
        assert!(matches!(
            read_by_version_2,
            Err(EnvelopeError::NewerVersion(3))
        ));
    }
}
