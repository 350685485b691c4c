//! The table's view as UniFFI records: everything the game screen shows.

use crate::convert::{index_of, level_record, move_record, turn_record, two_player_record};
use crate::core;
use crate::types::*;

/// Whose input the table waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum ToAct {
    /// A person plays the side to move.
    Person,
    /// The computer plays the side to move; its search runs unless paused.
    Computer,
    /// The game is over.
    Nobody,
}

/// A run of takes in progress: the piece stays picked up.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RunView {
    /// The start point and every landing so far; the piece stands on the last.
    pub path: Vec<i32>,
    pub taken: Vec<i32>,
    /// Whether End turn is allowed now (optional takes).
    pub can_end: bool,
}

/// An earlier position on the board (read-only replay).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Review {
    /// The position before turn `index` (0: the start position).
    pub index: i32,
    /// Turns in the game.
    pub played: i32,
}

/// The record the result panel shows for this game.
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum RecordView {
    /// Against the computer: the person's record at its level.
    Level {
        record: LevelRecord,
    },
    TwoPlayers {
        record: TwoPlayerRecord,
    },
    /// Two computers: nobody's record counts.
    Nobody,
}

/// The end screen's figures.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameSummary {
    pub game_id: String,
    pub outcome: Outcome,
    pub red: SideCount,
    pub white: SideCount,
    /// Completed turns, both sides counted.
    pub turns: i32,
}

/// The result as the person reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Headline {
    Draw,
    /// The one person playing the computer won.
    YouWin,
    YouLose,
    /// Between two people or two computers.
    SideWins {
        side: Side,
    },
}

/// The finished game's result (`TableView.result`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct ResultView {
    pub headline: Headline,
    /// The side that lost (the one that resigned, when the game was
    /// resigned); `None` for a draw.
    pub loser: Option<Side>,
}

/// What the status line says: the core's one choice, in one order, for both
/// apps (`docs/API.md`, "The status line").
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum StatusLine {
    /// An earlier position is shown: the one before turn `index` of `played`.
    Replay { index: i32, played: i32 },
    /// The game is over.
    Over { headline: Headline },
    /// The computer searches for `side`'s turn against the person.
    ComputerThinking { side: Side },
    /// One of two computers searches for `side`'s turn.
    BotThinking { side: Side },
    /// A hint was asked for and is being searched.
    HintPending,
    /// The hint, in the middle of a run: end the turn here.
    HintEndTurn,
    /// The hint is ready.
    Hint { turn: TurnRecord },
    /// A run of takes is going on: take again or end it (`can_end`), or
    /// keep taking.
    Run { can_end: bool },
    /// The person playing the computer is to move, as `side`.
    YourTurn { side: Side },
    /// `side` is to move (two people, two computers, or the computer while
    /// the table is paused).
    ToMove { side: Side },
}

fn headline(headline: core::Headline) -> Headline {
    match headline {
        core::Headline::Draw => Headline::Draw,
        core::Headline::YouWin => Headline::YouWin,
        core::Headline::YouLose => Headline::YouLose,
        core::Headline::SideWins(side) => Headline::SideWins { side: side.into() },
    }
}

fn status_line(status: core::StatusLine, side_to_move: core::Side) -> StatusLine {
    use core::StatusLine as S;
    match status {
        S::Replay { index, played } => StatusLine::Replay {
            index: index as i32,
            played: played as i32,
        },
        S::Over(h) => StatusLine::Over {
            headline: headline(h),
        },
        S::ComputerThinking { side } => StatusLine::ComputerThinking { side: side.into() },
        S::BotThinking { side } => StatusLine::BotThinking { side: side.into() },
        S::HintPending => StatusLine::HintPending,
        S::HintEndTurn => StatusLine::HintEndTurn,
        S::Hint(turn) => StatusLine::Hint {
            turn: turn_record(side_to_move, core::Actor::Person, &turn),
        },
        S::Run { can_end } => StatusLine::Run { can_end },
        S::YourTurn { side } => StatusLine::YourTurn { side: side.into() },
        S::ToMove { side } => StatusLine::ToMove { side: side.into() },
    }
}

/// Everything the game screen shows, in one snapshot.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TableView {
    /// One cell per point, indexed like `board_layout().points`.
    pub cells: Vec<Cell>,
    pub side_to_move: Side,
    pub to_act: ToAct,
    /// The computer's search is running.
    pub thinking: bool,
    /// A hint was asked for and is being searched.
    pub hint_pending: bool,
    /// The finished game's review was asked for and has not come yet (the
    /// grades then fill `moves`).
    pub analysing: bool,
    /// "Review game" is possible now (the game is over, has turns, and was
    /// not reviewed yet).
    pub can_analyse: bool,
    pub red_player: Player,
    pub white_player: Player,
    /// The side the one person plays against the computer; `None` between
    /// two people or two computers.
    pub person_side: Option<Side>,
    pub rules: Rules,
    pub red: SideCount,
    pub white: SideCount,
    pub quiet_count: i32,
    pub quiet_limit: i32,
    /// The number of the turn about to be played, from 1.
    pub turn_number: i32,
    /// The person's pieces that can move (when nothing is picked up).
    pub movable: Vec<i32>,
    /// The picked-up piece (during a run, the running piece).
    pub selected: Option<i32>,
    /// Where the picked-up piece may go next.
    pub targets: Vec<Target>,
    pub run: Option<RunView>,
    pub last_turn: Option<TurnRecord>,
    /// The frames of the turn that brought the board to `cells`, to animate
    /// it without the rules: the board before its first hop, then after each
    /// hop (the last is `cells`). During a run, the run so far; otherwise
    /// `last_turn`; empty before the first turn.
    pub hop_boards: Vec<Vec<Cell>>,
    pub hint: Option<TurnRecord>,
    /// What is left of the hint to draw: its whole path, or in the middle of
    /// a run the running piece's point and the landings still to come.
    pub hint_ahead: Vec<i32>,
    /// The hint, in the middle of a run, is to end the turn here (ring the
    /// running piece; say so).
    pub hint_ends_run: bool,
    pub outcome: Option<Outcome>,
    /// The outcome as the person reads it, once the game is over.
    pub result: Option<ResultView>,
    /// What the status line says now.
    pub status: StatusLine,
    pub summary: Option<GameSummary>,
    pub record: RecordView,
    /// Every completed turn, Red's first; graded once the game was reviewed.
    pub moves: Vec<TurnRecord>,
    /// Draw the board turned round (White at the bottom).
    pub board_flipped: bool,
    pub can_undo: bool,
    pub can_hint: bool,
    pub can_resign: bool,
    pub can_end_turn: bool,
    /// Turns played and not over: Home offers Continue.
    pub resumable: bool,
    pub review: Option<Review>,
    pub paused: bool,
    /// The position shown, in position text (for bug reports).
    pub position_text: String,
    pub game_id: String,
    /// The lesson or puzzle on the table (`None` in a game).
    pub drill: Option<crate::learn::DrillView>,
}

fn count(rail: core::Rail) -> SideCount {
    SideCount {
        left: rail.left as i32,
        taken: rail.taken as i32,
    }
}

impl From<core::View> for TableView {
    fn from(view: core::View) -> TableView {
        TableView {
            cells: view.cells.iter().map(|&c| Cell::from(c)).collect(),
            side_to_move: view.side_to_move.into(),
            to_act: match view.to_act {
                core::ToAct::Person => ToAct::Person,
                // No online table is open to the apps yet: the opponent
                // elsewhere is, like the computer, someone to wait for.
                core::ToAct::Computer | core::ToAct::Opponent => ToAct::Computer,
                core::ToAct::Nobody => ToAct::Nobody,
            },
            thinking: view.thinking,
            hint_pending: view.hint_pending,
            analysing: view.analysing,
            can_analyse: view.can_analyse,
            red_player: view.red_player.into(),
            white_player: view.white_player.into(),
            person_side: view.person_side.map(Side::from),
            rules: view.rules.into(),
            red: count(view.red),
            white: count(view.white),
            quiet_count: view.quiet as i32,
            quiet_limit: view.quiet_limit as i32,
            turn_number: view.turn_number as i32,
            movable: view.movable.into_iter().map(index_of).collect(),
            selected: view.selected.map(index_of),
            targets: view.targets.into_iter().map(Target::from).collect(),
            run: view.run.map(|run| RunView {
                path: run.path.into_iter().map(index_of).collect(),
                taken: run.taken.into_iter().map(index_of).collect(),
                can_end: run.can_end,
            }),
            hop_boards: view
                .hop_boards
                .iter()
                .map(|board| board.iter().map(|&c| Cell::from(c)).collect())
                .collect(),
            last_turn: view
                .last_turn
                .map(|last| turn_record(last.side, last.by, &last.turn)),
            hint: view
                .hint
                .map(|turn| turn_record(view.side_to_move, core::Actor::Person, &turn)),
            hint_ahead: view.hint_ahead.into_iter().map(index_of).collect(),
            hint_ends_run: view.hint_ends_run,
            outcome: view.outcome.map(Outcome::from),
            result: view.result.map(|result| ResultView {
                headline: headline(result.headline),
                loser: result.loser.map(Side::from),
            }),
            status: status_line(view.status, view.side_to_move),
            summary: view.summary.map(|s| GameSummary {
                game_id: s.game_id,
                outcome: s.outcome.into(),
                red: count(s.red),
                white: count(s.white),
                turns: s.turns as i32,
            }),
            record: match view.record {
                core::RecordView::Level { level, stats } => RecordView::Level {
                    record: level_record(level, stats),
                },
                core::RecordView::TwoPlayers(stats) => RecordView::TwoPlayers {
                    record: two_player_record(stats),
                },
                core::RecordView::None => RecordView::Nobody,
            },
            moves: view.moves.iter().map(move_record).collect(),
            board_flipped: view.board_flipped,
            can_undo: view.can_undo,
            can_hint: view.can_hint,
            can_resign: view.can_resign,
            can_end_turn: view.can_end_turn,
            resumable: view.resumable,
            review: view.review.map(|r| Review {
                index: r.index as i32,
                played: r.played as i32,
            }),
            paused: view.paused,
            position_text: view.position_text,
            game_id: view.game_id,
            drill: view.drill.map(crate::learn::drill_view),
        }
    }
}
