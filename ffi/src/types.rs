//! The records and enums of the game shared by the table's view and events.

use crate::analysis::ReviewGrade;

/// A side of the board. Red sits at row 1 and moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Side {
    Red,
    White,
}

/// The bot's difficulty: the rungs of the ladder, weakest first, each about
/// 200 Elo above the one below (docs/BOT.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Level {
    Learning,
    Easy,
    Casual,
    Steady,
    Medium,
    Keen,
    Skilled,
    Hard,
    Strong,
    Expert,
}

/// Whether takes may be declined (the standard rule) or must be made to the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TakingRule {
    Optional,
    Forced,
}

/// What happens after a long run of turns with nothing taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum QuietRule {
    /// 80 quiet turns: draw (standard).
    Draw80,
    /// 60 quiet turns: the side with more pieces wins, equal is a draw.
    MorePieces60,
    /// 40 quiet turns: the side with more pieces wins, equal is a draw.
    MorePieces40,
}

/// The rule options chosen before a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Rules {
    pub taking: TakingRule,
    pub quiet: QuietRule,
}

/// Who plays one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Player {
    Human,
    Computer { level: Level },
}

/// How fast the computers' turns follow each other when watching two.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
}

/// The new-game choices and the player's preferences, remembered by the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Settings {
    pub red: Player,
    pub white: Player,
    pub rules: Rules,
    pub speed: Speed,
    /// Between two people, turn the board so the side to move sits at the bottom.
    pub turn_board: bool,
    pub sound: bool,
    pub haptics: bool,
}

/// The content of one point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Cell {
    Empty,
    Red,
    White,
}

/// Pieces left on the board and enemy pieces taken, for one side's rail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct SideCount {
    pub left: i32,
    pub taken: i32,
}

/// A step or a single take of a run: one piece movement to animate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Hop {
    pub from: i32,
    pub to: i32,
    /// The point whose piece this hop removes (a take), or `None` (a step).
    pub taken: Option<i32>,
}

/// One place a picked-up piece may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Target {
    pub to: i32,
    /// The point whose enemy piece is removed: `Some` for a take, `None` for a step.
    pub taken: Option<i32>,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum EndReason {
    /// The winner took the last enemy piece.
    AllTaken,
    /// The loser had pieces but no legal turn.
    ShutIn,
    /// The same position stood for the third time.
    Repetition,
    /// The quiet limit was reached under the draw rule.
    QuietLimit,
    /// The quiet limit was reached and the side with more pieces won.
    QuietLimitMorePieces,
    /// The quiet limit was reached with equal pieces.
    QuietLimitEqual,
    /// A player resigned.
    Resigned,
}

/// The end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
}

/// A completed turn: for the move list, the last-turn marks, the hint and
/// the animation of a turn played.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TurnRecord {
    pub side: Side,
    pub by_computer: bool,
    /// `c4-c5`, `c4xc6xe6`.
    pub notation: String,
    /// The start point, then every landing point.
    pub path: Vec<i32>,
    pub hops: Vec<Hop>,
    /// The points whose pieces it took.
    pub captured: Vec<i32>,
    /// The game's review of this turn: only in the view's `moves`, once the
    /// finished game was reviewed (`GameTable.analyse`).
    #[uniffi(default = None)]
    pub grade: Option<TurnGrade>,
}

/// What the review of a finished game says about one of its turns.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TurnGrade {
    pub grade: ReviewGrade,
    /// The engine's best turn in notation, when it leads somewhere else than
    /// the turn played.
    pub best: Option<String>,
    /// Worth given away against the best turn, in pieces (never negative).
    pub loss_pieces: f64,
    /// Exact (forced results, or the endgame tables), not an estimate.
    pub exact: bool,
}

/// The record against the computer at one level.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct LevelRecord {
    pub level: Level,
    pub wins: i32,
    pub losses: i32,
    pub draws: i32,
    pub games: i32,
    /// Wins divided by games, 0.0 to 1.0 (0.0 with no games).
    pub win_rate: f64,
    /// Wins in a row up to the last game (a loss or a draw ends it).
    pub current_streak: i32,
    pub best_streak: i32,
}

/// Results of games between two people on one phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct TwoPlayerRecord {
    pub red_wins: i32,
    pub white_wins: i32,
    pub draws: i32,
}

/// The whole record book, for the Record screen.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct Records {
    /// Every level, weakest first.
    pub levels: Vec<LevelRecord>,
    /// The player's rating from the games against the computer.
    pub rating: RatingRecord,
    pub two_players: TwoPlayerRecord,
}

/// The player's rating on the ladder's scale (Easy = 800; each level's own
/// rating is `level_rating`). Two-player games do not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct RatingRecord {
    pub rating: i32,
    /// Games against the computer it rests on.
    pub games: i32,
    /// False during the first dozen games, while the rating still moves fast
    /// (show it as provisional).
    pub settled: bool,
    /// The level nearest the rating: "play at my level".
    pub my_level: Level,
}
