//! Everything the screen shows, in one snapshot: the shells draw this and
//! decide nothing themselves.

use super::{Selection, Table};
use crate::analysis::{Grade, TurnReview};
use crate::board::Point;
use crate::config::{GameConfig, Mode, PlayerKind};
use crate::hops::{first_hops, movable_pieces, next_hops, HopTarget};
use crate::level::Level;
use crate::position::Position;
use crate::position_text::format_position;
use crate::rules::{Outcome, Rules};
use crate::side::Side;
use crate::stats::{LevelStats, TwoPlayerStats};
use crate::turn::Turn;

use super::event::Actor;

/// Who the table waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToAct {
    /// A person plays the side to move.
    Person,
    /// The computer plays the side to move (its search is running unless the
    /// table is paused).
    Computer,
    /// The person elsewhere plays the side to move (online): their turn
    /// arrives from the network; nothing is searched.
    Opponent,
    /// The game is over.
    Nobody,
}

/// One side's rail: pieces on the board, and enemy pieces it has taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rail {
    pub left: u32,
    pub taken: u32,
}

/// A run of takes in progress: the piece stays picked up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunView {
    /// The start point and every landing so far; the piece stands on the last.
    pub path: Vec<Point>,
    /// The points taken so far.
    pub taken: Vec<Point>,
    /// Whether End turn is allowed now (optional takes).
    pub can_end: bool,
}

/// The last completed turn (of the position shown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastTurnView {
    pub side: Side,
    pub by: Actor,
    pub turn: Turn,
}

/// One line of the move list.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveEntry {
    pub side: Side,
    pub by: Actor,
    pub turn: Turn,
    /// The review's verdict on this turn, once the finished game was reviewed.
    pub assessment: Option<Assessment>,
}

/// What the review says about one turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Assessment {
    pub grade: Grade,
    /// The engine's best turn, when it leads somewhere else than the one played.
    pub best: Option<Turn>,
    /// Worth given away against the best turn, in pieces (never negative).
    pub loss: f64,
    /// Both worths are exact (forced results, or the endgame tables), not estimates.
    pub exact: bool,
}

impl From<&TurnReview> for Assessment {
    fn from(review: &TurnReview) -> Assessment {
        Assessment {
            grade: review.grade,
            best: (review.best != review.played).then_some(review.best),
            loss: review.loss,
            exact: review.exact,
        }
    }
}

/// The record the result panel shows for this kind of game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RecordView {
    /// Against the computer: the person's record at the computer's level.
    Level { level: Level, stats: LevelStats },
    /// Between two people.
    TwoPlayers(TwoPlayerStats),
    /// Two computers: nobody's record counts.
    None,
}

/// The end screen's figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub game_id: String,
    pub outcome: Outcome,
    pub red: Rail,
    pub white: Rail,
    /// Completed turns, both sides counted.
    pub turns: u32,
}

/// An earlier position on the board, read-only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Review {
    /// The position before turn `index` (0: the start position).
    pub index: usize,
    /// Turns in the game: `index` runs from 0 to `played - 1` while reviewing.
    pub played: usize,
}

/// The result as the person reads it: from their point of view when one
/// person plays the computer, by colour otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Headline {
    Draw,
    YouWin,
    YouLose,
    /// Between two people or two computers.
    SideWins(Side),
}

/// The finished game's result, for the status line, the result card and the
/// end-of-game sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResultView {
    pub headline: Headline,
    /// The side that lost (the one that resigned, when the game was
    /// resigned); `None` for a draw.
    pub loser: Option<Side>,
}

/// What the status line says: one choice, in one order, for every shell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatusLine {
    /// An earlier position is shown: the one before turn `index` of `played`.
    Replay { index: usize, played: usize },
    /// The game is over.
    Over(Headline),
    /// The computer searches for `side`'s turn against the person.
    ComputerThinking { side: Side },
    /// One of two computers searches for `side`'s turn.
    BotThinking { side: Side },
    /// A hint was asked for and is being searched.
    HintPending,
    /// The hint, in the middle of a run: end the turn here.
    HintEndTurn,
    /// The hint is ready.
    Hint(Turn),
    /// A run of takes is going on: take again or end it (`can_end`), or
    /// keep taking.
    Run { can_end: bool },
    /// The person playing the computer is to move, as `side`.
    YourTurn { side: Side },
    /// `side` is to move (two people, two computers, or the computer while
    /// the table is paused).
    ToMove { side: Side },
}

/// Everything on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// One entry per point, in the board layout's order.
    pub cells: Vec<Option<Side>>,
    pub side_to_move: Side,
    pub to_act: ToAct,
    /// The computer's search is running.
    pub thinking: bool,
    /// A hint has been asked for and is being searched.
    pub hint_pending: bool,
    /// The finished game's review was asked for and has not come yet (it
    /// runs unless the table is paused; its grades fill `moves`).
    pub analysing: bool,
    /// "Review game" is possible: the game is over, has turns, and was not
    /// reviewed or asked for yet.
    pub can_analyse: bool,
    pub red_player: PlayerKind,
    pub white_player: PlayerKind,
    /// The side the one person plays against the computer; `None` between
    /// two people or two computers (the words say "You" only then).
    pub person_side: Option<Side>,
    pub rules: Rules,
    pub red: Rail,
    pub white: Rail,
    pub quiet: u32,
    pub quiet_limit: u32,
    /// The number of the turn about to be played, from 1.
    pub turn_number: u32,
    /// The person's pieces that can move (nothing picked up, the person to act).
    pub movable: Vec<Point>,
    /// The picked-up piece (during a run, the running piece).
    pub selected: Option<Point>,
    /// Where the picked-up piece may go next; a take names the point it takes.
    pub targets: Vec<HopTarget>,
    pub run: Option<RunView>,
    pub last_turn: Option<LastTurnView>,
    /// The frames of the turn that brought the board to `cells`, so a shell
    /// animates it without the rules: the board before its first hop, then
    /// after each hop (the last is `cells`). During a run, the run so far;
    /// otherwise `last_turn`; empty before the first turn.
    pub hop_boards: Vec<Vec<Option<Side>>>,
    pub hint: Option<Turn>,
    /// What is left of the hint to show: its whole path, or in the middle of
    /// a run the running piece's point and the landings still to come.
    /// Empty without a hint.
    pub hint_ahead: Vec<Point>,
    /// The hint, in the middle of a run, is to end the turn here: nothing of
    /// it is left but the running piece.
    pub hint_ends_run: bool,
    pub outcome: Option<Outcome>,
    /// The outcome as the person reads it, once the game is over.
    pub result: Option<ResultView>,
    /// What the status line says now.
    pub status: StatusLine,
    pub summary: Option<Summary>,
    pub record: RecordView,
    /// Every completed turn, Red's first.
    pub moves: Vec<MoveEntry>,
    /// Draw the board turned round (White at the bottom): the person playing
    /// White against the computer, or White to move between two people with
    /// board turning on.
    pub board_flipped: bool,
    pub can_undo: bool,
    pub can_hint: bool,
    pub can_resign: bool,
    pub can_end_turn: bool,
    /// A game with turns played and not over: Home offers Continue.
    pub resumable: bool,
    pub review: Option<Review>,
    pub paused: bool,
    /// The position shown, in position text (for bug reports).
    pub position_text: String,
    pub game_id: String,
    /// The lesson or puzzle on the table, if one is.
    pub drill: Option<super::DrillView>,
    /// At an online table: the link, the opponent, the offers.
    pub online: Option<super::OnlineView>,
}

impl Table {
    /// The view of what the files keep: the live position with nothing in
    /// hand, no run in progress, no hint, not looking back, not paused, and
    /// the game's review if it came (one asked for and not come is gone).
    /// After the app is killed and reopened from its files, it is exactly this.
    pub fn lasting_view(&self) -> View {
        let mut settled = self.clone();
        if let Some(saved) = settled.stashed.take() {
            settled.saved = saved;
        }
        settled.drill = None;
        settled.selection = Selection::Nothing;
        settled.review = None;
        settled.hint = super::hint::Hint::Unasked;
        settled.paused = false;
        settled.analysis_wanted = false;
        settled.sync_requests();
        settled.view()
    }

    /// Everything the screen shows now.
    pub fn view(&self) -> View {
        let game = self.game();
        let config = *self.config();
        let live = game.position();
        let shown_index = self.review.unwrap_or(game.turns().len());
        let shown = &game.positions()[shown_index];
        let side = live.side_to_move();
        // A finished exercise waits for Retry or Next; the answer to a wrong
        // turn is still the computer's to play.
        let drill_over = self
            .drill
            .as_ref()
            .filter(|d| d.status != super::DrillStatus::Trying);
        let to_act = if game.is_over() {
            ToAct::Nobody
        } else if let Some(drill) = drill_over {
            if drill.computer_may_move() && !config.is_human(side) {
                ToAct::Computer
            } else {
                ToAct::Nobody
            }
        } else {
            match config.player(side) {
                PlayerKind::Human => ToAct::Person,
                PlayerKind::Computer { .. } => ToAct::Computer,
                PlayerKind::Remote => ToAct::Opponent,
            }
        };
        let connected = self.online.as_ref().is_none_or(|o| {
            o.connection == super::Connection::Connected && o.opponent != super::Presence::NotJoined
        });
        let person_acts =
            to_act == ToAct::Person && self.review.is_none() && !self.paused && connected;
        let legal = if person_acts {
            game.legal_turns()
        } else {
            Vec::new()
        };
        let shown_hint = self.hint.shown().filter(|_| self.review.is_none());
        let (cells, selected, targets, run) = match &self.selection {
            Selection::Run(path) if person_acts => {
                let during = position_during_run(live, path);
                let taken = taken_on(path);
                (
                    cells_of(&during),
                    path.last().copied(),
                    next_hops(&legal, path),
                    Some(RunView {
                        path: path.clone(),
                        taken,
                        can_end: crate::hops::end_run(&legal, config.rules.taking, path).is_ok(),
                    }),
                )
            }
            Selection::Picked(at) if person_acts => {
                (cells_of(live), Some(*at), first_hops(&legal, *at), None)
            }
            _ => (cells_of(shown), None, Vec::new(), None),
        };
        // Drawn from the run the board shows (none while paused or looking back).
        let hint_ahead = shown_hint.map_or_else(Vec::new, |hint| {
            let shown_run = run.as_ref().map_or(&[][..], |r| r.path.as_slice());
            ahead_of(&hint, shown_run)
        });
        let hint_ends_run = run.is_some() && hint_ahead.len() == 1;
        let movable = if person_acts && selected.is_none() {
            movable_pieces(&legal)
        } else {
            Vec::new()
        };
        let reviewed = self.saved.review.as_deref().unwrap_or_default();
        let moves: Vec<MoveEntry> = game
            .turns()
            .iter()
            .zip(game.positions())
            .enumerate()
            .map(|(i, (turn, before))| {
                let side = before.side_to_move();
                MoveEntry {
                    side,
                    by: actor(&config, side),
                    turn: *turn,
                    assessment: reviewed.get(i).map(Assessment::from),
                }
            })
            .collect();
        let last_turn = shown_index
            .checked_sub(1)
            .map(|i| moves[i])
            .map(|m| LastTurnView {
                side: m.side,
                by: m.by,
                turn: m.turn,
            });
        let hop_boards = match (&run, shown_index.checked_sub(1)) {
            (Some(run), _) => boards_along(live, &run.path),
            (None, Some(last)) => boards_along(&game.positions()[last], &game.turns()[last].path()),
            (None, None) => Vec::new(),
        };
        let start = game.start();
        let rail = |s: Side, counted: &[Option<Side>]| {
            let left = counted.iter().filter(|c| **c == Some(s)).count() as u32;
            let enemy_left = counted.iter().filter(|c| **c == Some(s.other())).count() as u32;
            Rail {
                left,
                taken: start.count(s.other()).saturating_sub(enemy_left),
            }
        };
        let red = rail(Side::Red, &cells);
        let white = rail(Side::White, &cells);
        let outcome = game.outcome();
        let summary = outcome.map(|outcome| {
            let final_cells = cells_of(live);
            Summary {
                game_id: self.saved.game_id.clone(),
                outcome,
                red: rail(Side::Red, &final_cells),
                white: rail(Side::White, &final_cells),
                turns: game.turns().len() as u32,
            }
        });
        let record = match config.mode() {
            _ if self.drill.is_some() => RecordView::None,
            Mode::VsComputer { level, .. } => RecordView::Level {
                level,
                stats: self.stats.level(level),
            },
            Mode::TwoPlayers => RecordView::TwoPlayers(self.stats.two_player()),
            Mode::Watch | Mode::Online { .. } => RecordView::None,
        };
        let board_flipped = match config.mode() {
            Mode::VsComputer { human, .. } => human == Side::White,
            Mode::TwoPlayers => self.settings.turn_board && shown.side_to_move() == Side::White,
            Mode::Watch => false,
            Mode::Online { local } => local == Side::White,
        };
        let in_run = matches!(self.selection, Selection::Run(_));
        let person_side = match config.mode() {
            Mode::VsComputer { human, .. } | Mode::Online { local: human } => Some(human),
            Mode::TwoPlayers | Mode::Watch => None,
        };
        let result = outcome.map(|outcome| result_of(&outcome, person_side));
        let thinking = self.pending_move.is_some();
        let hint_pending = self.hint.search().is_some();
        let review = self.review.map(|index| Review {
            index,
            played: game.turns().len(),
        });
        let status = if let Some(review) = review {
            StatusLine::Replay {
                index: review.index,
                played: review.played,
            }
        } else if let Some(result) = result {
            StatusLine::Over(result.headline)
        } else if thinking && person_side.is_some() {
            StatusLine::ComputerThinking { side }
        } else if thinking {
            StatusLine::BotThinking { side }
        } else if hint_pending {
            StatusLine::HintPending
        } else if hint_ends_run {
            StatusLine::HintEndTurn
        } else if let Some(hint) = shown_hint {
            StatusLine::Hint(hint)
        } else if let Some(run) = &run {
            StatusLine::Run {
                can_end: run.can_end,
            }
        } else if to_act == ToAct::Person && person_side == Some(side) {
            StatusLine::YourTurn { side }
        } else {
            StatusLine::ToMove { side }
        };
        // An exercise offers its hint once, while the person is trying.
        let drill_hint_shown = self.drill.as_ref().is_some_and(|d| d.hint_shown);
        View {
            cells,
            side_to_move: if self.review.is_some() {
                shown.side_to_move()
            } else {
                side
            },
            to_act,
            thinking,
            hint_pending,
            analysing: self.analysis_wanted,
            can_analyse: self.drill.is_none()
                && game.is_over()
                && !game.turns().is_empty()
                && !self.paused
                && !self.analysis_wanted
                && self.saved.review.is_none(),
            red_player: config.red,
            white_player: config.white,
            person_side,
            rules: config.rules,
            red,
            white,
            quiet: shown.quiet(),
            quiet_limit: config.rules.quiet.limit(),
            turn_number: shown.turn_number(),
            movable,
            selected,
            targets,
            can_end_turn: run.as_ref().is_some_and(|r| r.can_end),
            run,
            last_turn,
            hop_boards,
            hint: shown_hint,
            hint_ends_run,
            hint_ahead,
            outcome,
            result,
            status,
            summary,
            record,
            board_flipped,
            can_undo: self.review.is_none()
                && !game.is_over()
                && (in_run || self.turns_kept_by_undo().is_some()),
            can_hint: person_acts
                && self.online.is_none()
                && self.hint.shown().is_none()
                && !(in_run && self.drill.is_some())
                && !drill_hint_shown,
            can_resign: self.review.is_none()
                && !game.is_over()
                && connected
                && config.mode() != Mode::Watch
                && self.drill.is_none(),
            resumable: !game.is_over() && !game.turns().is_empty(),
            review,
            paused: self.paused,
            position_text: format_position(shown),
            game_id: self.saved.game_id.clone(),
            moves,
            drill: self.drill_view(),
            online: self.online_view(),
        }
    }
}

/// The outcome from the person's point of view (`person`: the side they
/// play against the computer, if they do).
fn result_of(outcome: &Outcome, person: Option<Side>) -> ResultView {
    let headline = match (outcome.winner, person) {
        (None, _) => Headline::Draw,
        (Some(winner), Some(person)) if winner == person => Headline::YouWin,
        (Some(_), Some(_)) => Headline::YouLose,
        (Some(winner), None) => Headline::SideWins(winner),
    };
    ResultView {
        headline,
        loser: outcome.winner.map(Side::other),
    }
}

/// What is left of `hint` once `run` (the run of takes on the board, or
/// none) has been played: the running piece's point and the landings to come.
fn ahead_of(hint: &Turn, run: &[Point]) -> Vec<Point> {
    let done = run.len().saturating_sub(1);
    hint.path()
        .get(done..)
        .map_or_else(Vec::new, <[Point]>::to_vec)
}

/// Who played `side`'s turns, by its seat.
fn actor(config: &GameConfig, side: Side) -> Actor {
    match config.player(side) {
        PlayerKind::Human => Actor::Person,
        PlayerKind::Computer { .. } => Actor::Computer,
        PlayerKind::Remote => Actor::Remote,
    }
}

fn cells_of(pos: &Position) -> Vec<Option<Side>> {
    Point::all().map(|p| pos.piece_at(p)).collect()
}

/// The points taken along a run's path so far.
fn taken_on(path: &[Point]) -> Vec<Point> {
    path.windows(2)
        .filter_map(|hop| hop[0].jump_over(hop[1]))
        .collect()
}

/// The board before a turn (or run) along `path` from `before`, then after
/// each of its hops.
fn boards_along(before: &Position, path: &[Point]) -> Vec<Vec<Option<Side>>> {
    (1..=path.len())
        .map(|hops_done| cells_of(&position_during_run(before, &path[..hops_done])))
        .collect()
}

/// The board part-way through a run: the piece on its latest landing, the
/// pieces it took already gone.
fn position_during_run(pos: &Position, path: &[Point]) -> Position {
    let side = pos.side_to_move();
    let start = path[0];
    let at = *path.last().expect("a run has a start");
    let mut own = (pos.pieces(side) - start) | at;
    let mut enemy = pos.pieces(side.other());
    for over in taken_on(path) {
        enemy -= over;
    }
    if side == Side::White {
        std::mem::swap(&mut own, &mut enemy);
    }
    Position::from_parts(own, enemy, side, pos.quiet(), pos.turn_number())
}
