//! Conversions between the core's types and the API's records and enums.

use crate::types::*;
use crate::SholoError;
use sholo_core as core;

impl From<core::Side> for Side {
    fn from(side: core::Side) -> Side {
        match side {
            core::Side::Red => Side::Red,
            core::Side::White => Side::White,
        }
    }
}

impl From<Side> for core::Side {
    fn from(side: Side) -> core::Side {
        match side {
            Side::Red => core::Side::Red,
            Side::White => core::Side::White,
        }
    }
}

impl From<core::Level> for Level {
    fn from(level: core::Level) -> Level {
        match level {
            core::Level::Easy => Level::Easy,
            core::Level::Medium => Level::Medium,
            core::Level::Hard => Level::Hard,
            core::Level::Expert => Level::Expert,
        }
    }
}

impl From<Level> for core::Level {
    fn from(level: Level) -> core::Level {
        match level {
            Level::Easy => core::Level::Easy,
            Level::Medium => core::Level::Medium,
            Level::Hard => core::Level::Hard,
            Level::Expert => core::Level::Expert,
        }
    }
}

impl From<TakingRule> for core::Taking {
    fn from(taking: TakingRule) -> core::Taking {
        match taking {
            TakingRule::Optional => core::Taking::Optional,
            TakingRule::Forced => core::Taking::Forced,
        }
    }
}

impl From<Rules> for core::Rules {
    fn from(rules: Rules) -> core::Rules {
        core::Rules {
            taking: rules.taking.into(),
            quiet: match rules.quiet {
                QuietRule::Draw80 => core::QuietRule::Draw80,
                QuietRule::MorePieces60 => core::QuietRule::MorePieces60,
                QuietRule::MorePieces40 => core::QuietRule::MorePieces40,
            },
        }
    }
}

impl From<core::Rules> for Rules {
    fn from(rules: core::Rules) -> Rules {
        Rules {
            taking: match rules.taking {
                core::Taking::Optional => TakingRule::Optional,
                core::Taking::Forced => TakingRule::Forced,
            },
            quiet: match rules.quiet {
                core::QuietRule::Draw80 => QuietRule::Draw80,
                core::QuietRule::MorePieces60 => QuietRule::MorePieces60,
                core::QuietRule::MorePieces40 => QuietRule::MorePieces40,
            },
        }
    }
}

impl From<Player> for core::PlayerKind {
    fn from(player: Player) -> core::PlayerKind {
        match player {
            Player::Human => core::PlayerKind::Human,
            Player::Computer { level } => core::PlayerKind::Computer {
                level: level.into(),
            },
        }
    }
}

impl From<core::PlayerKind> for Player {
    fn from(player: core::PlayerKind) -> Player {
        match player {
            core::PlayerKind::Human => Player::Human,
            core::PlayerKind::Computer { level } => Player::Computer {
                level: level.into(),
            },
        }
    }
}

impl From<GameConfig> for core::GameConfig {
    fn from(config: GameConfig) -> core::GameConfig {
        core::GameConfig {
            red: config.red.into(),
            white: config.white.into(),
            rules: config.rules.into(),
            seed: config.seed,
        }
    }
}

impl From<core::GameConfig> for GameConfig {
    fn from(config: core::GameConfig) -> GameConfig {
        GameConfig {
            red: config.red.into(),
            white: config.white.into(),
            rules: config.rules.into(),
            seed: config.seed,
        }
    }
}

impl From<core::EndReason> for EndReason {
    fn from(reason: core::EndReason) -> EndReason {
        match reason {
            core::EndReason::AllTaken => EndReason::AllTaken,
            core::EndReason::ShutIn => EndReason::ShutIn,
            core::EndReason::Repetition => EndReason::Repetition,
            core::EndReason::QuietLimit => EndReason::QuietLimit,
            core::EndReason::QuietLimitMorePieces => EndReason::QuietLimitMorePieces,
            core::EndReason::QuietLimitEqual => EndReason::QuietLimitEqual,
            core::EndReason::Resigned => EndReason::Resigned,
        }
    }
}

impl From<EndReason> for core::EndReason {
    fn from(reason: EndReason) -> core::EndReason {
        match reason {
            EndReason::AllTaken => core::EndReason::AllTaken,
            EndReason::ShutIn => core::EndReason::ShutIn,
            EndReason::Repetition => core::EndReason::Repetition,
            EndReason::QuietLimit => core::EndReason::QuietLimit,
            EndReason::QuietLimitMorePieces => core::EndReason::QuietLimitMorePieces,
            EndReason::QuietLimitEqual => core::EndReason::QuietLimitEqual,
            EndReason::Resigned => core::EndReason::Resigned,
        }
    }
}

impl From<core::Outcome> for Outcome {
    fn from(outcome: core::Outcome) -> Outcome {
        Outcome {
            winner: outcome.winner.map(Side::from),
            reason: outcome.reason.into(),
        }
    }
}

impl From<Outcome> for core::Outcome {
    fn from(outcome: Outcome) -> core::Outcome {
        core::Outcome {
            winner: outcome.winner.map(core::Side::from),
            reason: outcome.reason.into(),
        }
    }
}

/// The API's point index of a core point.
pub(crate) fn index_of(point: core::Point) -> i32 {
    point.index() as i32
}

/// The core point of an API point index, refusing anything off the board.
pub(crate) fn point_of(index: i32) -> Result<core::Point, SholoError> {
    usize::try_from(index)
        .ok()
        .and_then(core::Point::new)
        .ok_or_else(|| SholoError::IllegalMove {
            detail: format!("{index} is not a point on the board"),
        })
}

impl From<core::HopTarget> for Target {
    fn from(target: core::HopTarget) -> Target {
        Target {
            to: index_of(target.to),
            taken: target.taken.map(index_of),
        }
    }
}

impl From<core::Hop> for Hop {
    fn from(hop: core::Hop) -> Hop {
        Hop {
            from: index_of(hop.from),
            to: index_of(hop.to),
            taken: hop.taken.map(index_of),
        }
    }
}

impl From<core::PositionError> for SholoError {
    fn from(error: core::PositionError) -> SholoError {
        SholoError::BadPosition {
            detail: error.to_string(),
        }
    }
}

impl From<core::NotationError> for SholoError {
    fn from(error: core::NotationError) -> SholoError {
        SholoError::BadNotation {
            detail: error.to_string(),
        }
    }
}

impl From<core::SaveError> for SholoError {
    fn from(error: core::SaveError) -> SholoError {
        match error {
            core::SaveError::NewerVersion(version) => SholoError::NewerSave { version },
            other => SholoError::DamagedSave {
                detail: other.to_string(),
            },
        }
    }
}

impl From<core::StatsError> for SholoError {
    fn from(error: core::StatsError) -> SholoError {
        match error {
            core::StatsError::NewerVersion(version) => SholoError::NewerStats { version },
            other => SholoError::DamagedStats {
                detail: other.to_string(),
            },
        }
    }
}

impl From<core::GameError> for SholoError {
    fn from(error: core::GameError) -> SholoError {
        match error {
            core::GameError::GameOver => SholoError::GameOver,
            core::GameError::IllegalTurn => SholoError::IllegalMove {
                detail: error.to_string(),
            },
            core::GameError::NothingToUndo => SholoError::NothingToDo {
                detail: error.to_string(),
            },
            core::GameError::Notation(e) => e.into(),
        }
    }
}
