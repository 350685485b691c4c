//! Records and enums shared by the session, the bot and the stats book.

/// A side of the board. Red sits at row 1 and moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Side {
    Red,
    White,
}

/// The bot's difficulty, from beatable to strongest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Level {
    Easy,
    Medium,
    Hard,
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

/// Everything chosen on the new-game screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct GameConfig {
    pub red: Player,
    pub white: Player,
    pub rules: Rules,
    /// Seeds the bots' randomness, so a game (and a bug report) replays exactly.
    pub seed: u64,
}

/// The content of one point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Cell {
    Empty,
    Red,
    White,
}

/// Whose input the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Awaiting {
    /// A person must play (the side to move is human).
    Human,
    /// The shell should start `think` for the side to move.
    Computer,
    /// The game is over.
    Nobody,
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

/// The last completed turn, for ringing the moved piece and marking taken points.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LastTurn {
    pub side: Side,
    pub notation: String,
    /// Start point, then every landing point.
    pub path: Vec<i32>,
    pub taken: Vec<i32>,
}

/// A run of takes in progress: the piece stays picked up.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RunView {
    /// Where the running piece stands now.
    pub piece: i32,
    /// Start point, then every landing point so far.
    pub path: Vec<i32>,
    pub taken: Vec<i32>,
    /// The takes it may make next.
    pub next_takes: Vec<Target>,
    /// Whether End turn is allowed now (optional takes, at least one take made).
    pub can_end: bool,
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

/// Everything the game screen shows, in one snapshot.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct GameView {
    /// One cell per point, indexed like `board_layout().points`.
    pub cells: Vec<Cell>,
    pub side_to_move: Side,
    pub awaiting: Awaiting,
    pub red: SideCount,
    pub white: SideCount,
    pub quiet_count: i32,
    pub quiet_limit: i32,
    /// The number of the turn being played, from 1.
    pub turn_number: i32,
    pub last_turn: Option<LastTurn>,
    pub run: Option<RunView>,
    pub outcome: Option<Outcome>,
    /// Every completed turn in notation, Red's first.
    pub history: Vec<String>,
    pub can_undo: bool,
    /// Points holding a piece of the side to move that has a legal turn (empty
    /// when it is not a human's turn or while a run is in progress).
    pub movable: Vec<i32>,
    pub config: GameConfig,
    /// The position in the rule book's position text, for bug reports.
    pub position_text: String,
}

/// A turn chosen by the bot, to animate hop by hop and then apply.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BotTurn {
    pub notation: String,
    pub hops: Vec<Hop>,
    /// Identifies the position the turn was chosen for; applying it anywhere
    /// else (after undo, or in a new game) is refused as stale.
    pub position_key: u64,
    /// The search's own judgement, for the hint text and for logs.
    pub score: i32,
    pub depth: i32,
}

/// The end-of-game screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameSummary {
    /// A random id fixed when the game starts, so recording it twice is detected.
    pub game_id: String,
    pub outcome: Outcome,
    pub config: GameConfig,
    pub red: SideCount,
    pub white: SideCount,
    /// Completed turns, both sides counted.
    pub turns: i32,
}
