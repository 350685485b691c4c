//! Conversions between the core's types and the API's records and enums.

use crate::core;
use crate::types::*;

impl From<Option<core::Side>> for Cell {
    /// What stands on a point: nothing, or a side's piece.
    fn from(content: Option<core::Side>) -> Cell {
        match content {
            None => Cell::Empty,
            Some(core::Side::Red) => Cell::Red,
            Some(core::Side::White) => Cell::White,
        }
    }
}

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
            core::Level::Learning => Level::Learning,
            core::Level::Easy => Level::Easy,
            core::Level::Casual => Level::Casual,
            core::Level::Steady => Level::Steady,
            core::Level::Medium => Level::Medium,
            core::Level::Keen => Level::Keen,
            core::Level::Skilled => Level::Skilled,
            core::Level::Hard => Level::Hard,
            core::Level::Strong => Level::Strong,
            core::Level::Expert => Level::Expert,
        }
    }
}

impl From<Level> for core::Level {
    fn from(level: Level) -> core::Level {
        match level {
            Level::Learning => core::Level::Learning,
            Level::Easy => core::Level::Easy,
            Level::Casual => core::Level::Casual,
            Level::Steady => core::Level::Steady,
            Level::Medium => core::Level::Medium,
            Level::Keen => core::Level::Keen,
            Level::Skilled => core::Level::Skilled,
            Level::Hard => core::Level::Hard,
            Level::Strong => core::Level::Strong,
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
            // Online tables are not open to the apps yet (issue 61's second
            // half): no table behind this API has a remote seat. Should one,
            // it is a person.
            core::PlayerKind::Remote => Player::Human,
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
            // Online endings: not reachable through this API yet (no online
            // table is open to the apps); the nearest offline reasons.
            core::EndReason::Abandoned => EndReason::Resigned,
            core::EndReason::AgreedDraw => EndReason::Repetition,
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

impl From<core::Speed> for Speed {
    fn from(speed: core::Speed) -> Speed {
        match speed {
            core::Speed::Slow => Speed::Slow,
            core::Speed::Normal => Speed::Normal,
            core::Speed::Fast => Speed::Fast,
        }
    }
}

impl From<Speed> for core::Speed {
    fn from(speed: Speed) -> core::Speed {
        match speed {
            Speed::Slow => core::Speed::Slow,
            Speed::Normal => core::Speed::Normal,
            Speed::Fast => core::Speed::Fast,
        }
    }
}

impl From<&core::Settings> for Settings {
    fn from(settings: &core::Settings) -> Settings {
        Settings {
            red: settings.red.into(),
            white: settings.white.into(),
            rules: settings.rules.into(),
            speed: settings.speed.into(),
            turn_board: settings.turn_board,
            sound: settings.sound,
            haptics: settings.haptics,
        }
    }
}

impl From<Settings> for core::Settings {
    /// The table keeps its own note of the last swapped game whatever comes in.
    fn from(settings: Settings) -> core::Settings {
        core::Settings {
            red: settings.red.into(),
            white: settings.white.into(),
            rules: settings.rules.into(),
            speed: settings.speed.into(),
            turn_board: settings.turn_board,
            sound: settings.sound,
            haptics: settings.haptics,
            swapped_after: None,
        }
    }
}

/// A turn as the shells see it.
pub(crate) fn turn_record(side: core::Side, by: core::Actor, turn: &core::Turn) -> TurnRecord {
    TurnRecord {
        side: side.into(),
        by_computer: by == core::Actor::Computer,
        notation: core::format_turn(turn),
        path: turn.path().into_iter().map(index_of).collect(),
        hops: turn.hops().into_iter().map(Hop::from).collect(),
        captured: turn.captured().iter().map(index_of).collect(),
        grade: None,
    }
}

/// A line of the move list, with the review's grade once there is one.
pub(crate) fn move_record(entry: &core::MoveEntry) -> TurnRecord {
    TurnRecord {
        grade: entry.assessment.map(|a| TurnGrade {
            grade: a.grade.into(),
            best: a.best.as_ref().map(core::format_turn),
            loss_pieces: a.loss,
            exact: a.exact,
        }),
        ..turn_record(entry.side, entry.by, &entry.turn)
    }
}

impl From<core::Grade> for crate::analysis::ReviewGrade {
    fn from(grade: core::Grade) -> Self {
        use crate::analysis::ReviewGrade;
        match grade {
            core::Grade::Good => ReviewGrade::Good,
            core::Grade::Inaccuracy => ReviewGrade::Inaccuracy,
            core::Grade::Mistake => ReviewGrade::Mistake,
            core::Grade::Blunder => ReviewGrade::Blunder,
        }
    }
}

pub(crate) fn level_record(level: core::Level, stats: core::LevelStats) -> LevelRecord {
    LevelRecord {
        level: level.into(),
        wins: saturate(stats.wins),
        losses: saturate(stats.losses),
        draws: saturate(stats.draws),
        games: saturate(stats.games()),
        win_rate: stats.win_rate(),
        current_streak: saturate(stats.current_streak),
        best_streak: saturate(stats.best_streak),
    }
}

pub(crate) fn rating_record(rating: core::PlayerRating) -> RatingRecord {
    RatingRecord {
        rating: rating.rounded(),
        games: saturate(rating.games),
        settled: rating.is_settled(),
        my_level: rating.level().into(),
    }
}

pub(crate) fn two_player_record(stats: core::TwoPlayerStats) -> TwoPlayerRecord {
    TwoPlayerRecord {
        red_wins: saturate(stats.red_wins),
        white_wins: saturate(stats.white_wins),
        draws: saturate(stats.draws),
    }
}

fn saturate(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}
