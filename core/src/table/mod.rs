//! The table: one game on screen, as a pure state machine that every front end
//! drives (the terminal, Android and iOS).
//!
//! It takes a person's intents (tap, drag, End turn, undo, hint, resign,
//! rematch, new game, review the finished game), decides what each means now
//! and refuses the rest with a [`Refusal`]. The computer's turns and hints are
//! [`SearchRequest`]s it issues with ids, the review of a finished game an
//! [`AnalysisRequest`]; a runtime runs them and hands the answers back, and an
//! answer whose id is no longer asked for is dropped. It records a finished game in the
//! stats book once and swaps the seats for the next game once. The shells read
//! a [`View`] of everything on screen and the [`Event`]s since they last looked.
//!
//! The invariant every front end relies on: whenever the side to move is a
//! computer, the game is not over and the table is not paused, exactly one
//! move request is outstanding.
//!
//! The table has no threads, clock or files: the runtime supplies entropy for
//! new games, runs searches, and persists [`Table::saved_game`], the stats book
//! and the settings whenever their revision changes.

mod drill;
mod event;
mod hint;
mod online;
mod request;
mod seating;
mod settings;
mod view;

pub use drill::{resume_step, DrillKind, DrillStatus, DrillView};
pub use event::{Actor, Event, FileKind, Refusal, StoreNote};
pub use online::{
    Connection, OnlineEvent, OnlineView, Outgoing, Presence, RemoteRefusal, Sync as OnlineSync,
};
pub use request::{
    AnalysisAnswer, AnalysisRequest, RequestId, SearchAnswer, SearchFailure, SearchKind,
    SearchRequest,
};
pub use seating::{Opponent, Seating};
pub use settings::{Settings, SettingsError, Speed, SETTINGS_FORMAT, SETTINGS_VERSION};
pub use view::{
    Assessment, Headline, LastTurnView, MoveEntry, Rail, RecordView, ResultView, Review, RunView,
    StatusLine, Summary, ToAct, View,
};

use crate::analysis::{ReviewLimits, TurnReview};
use crate::board::Point;
use crate::config::{GameConfig, Mode};
use crate::game::Game;
use crate::hops::{self, first_hops, HopError, HopOutcome};
use crate::save::SavedGame;
use crate::side::Side;
use crate::stats::StatsBook;
use crate::turn::Turn;
use hint::Hint;

/// What a person has in hand.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Selection {
    Nothing,
    /// A piece picked up, not moved yet.
    Picked(Point),
    /// A run of takes in progress: the start point and the landings so far.
    Run(Vec<Point>),
}

/// Counters that change whenever the thing they name changes, so a runtime
/// knows what to write.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Revisions {
    pub game: u64,
    pub stats: u64,
    pub settings: u64,
}

/// One game on screen. See the module documentation.
#[derive(Clone, Debug)]
pub struct Table {
    settings: Settings,
    saved: SavedGame,
    stats: StatsBook,
    selection: Selection,
    /// The point a drag started on, while a finger is down.
    drag_from: Option<Point>,
    hint: Hint,
    pending_move: Option<RequestId>,
    /// Failed answers to the computer's turn in a row.
    move_failures: u32,
    next_id: RequestId,
    paused: bool,
    /// The earlier position shown (an index into the game's positions).
    review: Option<usize>,
    /// The finished game's review is asked for (it lands in `saved.review`,
    /// which the store keeps with the game).
    analysis_wanted: bool,
    pending_analysis: Option<RequestId>,
    events: Vec<Event>,
    revisions: Revisions,
    /// The lesson or puzzle on the table, if one is.
    drill: Option<drill::Drill>,
    /// The game in progress, kept aside while a lesson or puzzle is on the
    /// table (it is what the store goes on writing).
    stashed: Option<SavedGame>,
    /// The link and the opponent, at an online table.
    online: Option<online::Online>,
    /// The local person's turns and decisions for the peer (online).
    outbox: Vec<Outgoing>,
}

/// How many failed searches in a row before the table plays a simple turn
/// itself, so a broken engine can never stall or loop the game.
const SEARCH_ATTEMPTS: u32 = 2;

impl Table {
    /// A table with a new game from `settings`; `entropy` seeds the bots and
    /// names the game (the runtime passes something random; tests a constant).
    pub fn new(settings: Settings, stats: StatsBook, entropy: u64) -> Table {
        let saved = fresh_game(&settings, entropy);
        Table::assemble(settings, stats, saved)
    }

    /// A table reopened from the store: the game in progress (if one was
    /// saved), the stats book and the settings. A finished game that was not
    /// yet recorded, or whose seats were not yet swapped (the app was killed
    /// in between), is recorded and swapped now, exactly once.
    pub fn restore(
        settings: Settings,
        stats: StatsBook,
        saved: Option<SavedGame>,
        entropy: u64,
    ) -> Table {
        let saved = saved.unwrap_or_else(|| fresh_game(&settings, entropy));
        let mut table = Table::assemble(settings, stats, saved);
        if table.game().is_over() {
            table.settle_finished_game();
        }
        table.sync_requests();
        table
    }

    /// An online table `code` where this device plays `local`: a new game
    /// under `rules`, or `saved` (the game the store kept for this table).
    /// The settings give only the preferences; the online game never
    /// changes them nor the record book.
    pub fn online(
        code: &str,
        local: Side,
        rules: crate::rules::Rules,
        settings: Settings,
        stats: StatsBook,
        saved: Option<SavedGame>,
    ) -> Table {
        let saved = saved
            .filter(|s| s.game_id == code && s.config.mode() == Mode::Online { local })
            .unwrap_or_else(|| SavedGame {
                game_id: code.to_string(),
                config: GameConfig::online(local, rules),
                game: Game::new(rules),
                review: None,
            });
        Table::assemble(settings, stats, saved)
    }

    fn assemble(settings: Settings, stats: StatsBook, saved: SavedGame) -> Table {
        let online = matches!(saved.config.mode(), Mode::Online { .. })
            .then(|| online::Online::new(saved.game.is_over()));
        let mut table = Table {
            settings,
            saved,
            stats,
            selection: Selection::Nothing,
            drag_from: None,
            hint: Hint::default(),
            pending_move: None,
            move_failures: 0,
            next_id: 1,
            paused: false,
            review: None,
            analysis_wanted: false,
            pending_analysis: None,
            events: Vec::new(),
            revisions: Revisions::default(),
            drill: None,
            stashed: None,
            online,
            outbox: Vec::new(),
        };
        table.sync_requests();
        table
    }

    // ----- what the runtime reads -----

    pub fn game(&self) -> &Game {
        &self.saved.game
    }

    pub fn config(&self) -> &GameConfig {
        &self.saved.config
    }

    /// The game as the store writes it (completed turns only: a run in
    /// progress is not saved).
    pub fn saved_game(&self) -> &SavedGame {
        self.stashed.as_ref().unwrap_or(&self.saved)
    }

    pub fn stats(&self) -> &StatsBook {
        &self.stats
    }

    /// The settings for the next game and the player's preferences.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn revisions(&self) -> Revisions {
        self.revisions
    }

    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The searches the table wants running now (at most a move and a hint).
    /// A runtime starts those it is not running and cancels the others.
    pub fn outstanding(&self) -> Vec<SearchRequest> {
        let mut requests = Vec::new();
        if let Some(id) = self.pending_move {
            let side = self.game().position().side_to_move();
            if let Some(level) = self.config().player(side).engine_level() {
                requests.push(SearchRequest {
                    id,
                    kind: SearchKind::Move {
                        level,
                        seed: side_seed(self.config().seed, side),
                    },
                    game: self.game().clone(),
                    run: Vec::new(),
                    pace_ms: match self.config().mode() {
                        Mode::Watch => self.settings.speed.watch_pause_ms(),
                        _ => 0,
                    },
                });
            }
        }
        if let Some(id) = self.hint.search() {
            requests.push(SearchRequest {
                id,
                kind: SearchKind::Hint,
                game: self.game().clone(),
                run: self.hint.run().to_vec(),
                pace_ms: 0,
            });
        }
        requests
    }

    /// The review of the finished game the table wants running now, if any.
    /// A runtime runs it like a search (cancelling it once it is not asked for).
    pub fn outstanding_analysis(&self) -> Option<AnalysisRequest> {
        self.pending_analysis.map(|id| AnalysisRequest {
            id,
            game: self.game().clone(),
            limits: ReviewLimits::default(),
        })
    }

    /// The events since the last call, oldest first.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// An event from outside the table (the store's reports), queued in order.
    pub fn note(&mut self, event: Event) {
        self.events.push(event);
    }

    // ----- a person's intents -----

    /// A tap on point `index` (as in the board layout): pick a piece up, put
    /// it down, pick another, step or take with the picked-up piece, or, in a
    /// run, take again (a tap on the running piece ends the run).
    pub fn tap(&mut self, index: i32) -> Result<(), Refusal> {
        self.attempt(|t| {
            let point = point_of(index)?;
            t.person_to_act()?;
            t.tap_point(point)
        })
    }

    /// A finger went down on point `index` and starts dragging: the piece
    /// there is picked up (during a run only the running piece may be dragged).
    pub fn drag_start(&mut self, index: i32) -> Result<(), Refusal> {
        self.attempt(|t| {
            let point = point_of(index)?;
            t.person_to_act()?;
            match &t.selection {
                Selection::Run(path) if path.last() != Some(&point) => {
                    return Err(Refusal::NotTheRunningPiece)
                }
                Selection::Run(_) => {}
                Selection::Picked(at) if *at == point => {}
                _ => t.pick(point)?,
            }
            t.drag_from = Some(point);
            Ok(())
        })
    }

    /// The dragged piece was let go over point `index`: there it moves if it
    /// may; back on its own point it stays picked up.
    pub fn drag_drop(&mut self, index: i32) -> Result<(), Refusal> {
        self.attempt(|t| {
            let from = t.drag_from.take();
            let point = point_of(index)?;
            t.person_to_act()?;
            match from {
                Some(from) if from == point => Ok(()),
                Some(from) => t.hop(from, point),
                None => t.tap_point(point),
            }
        })
    }

    /// The drag was abandoned (the finger left the board): nothing moves and
    /// the piece stays picked up.
    pub fn drag_cancel(&mut self) {
        self.drag_from = None;
    }

    /// End turn: stop a run of takes here (optional takes only).
    pub fn end_turn(&mut self) -> Result<(), Refusal> {
        self.attempt(|t| {
            t.person_to_act()?;
            t.end_run()
        })
    }

    /// Takes back. A run in progress is undone first, alone. Against the
    /// computer, every turn back to before the person's last one; between two
    /// people, one turn. A finished game is final: its result is recorded and
    /// the seats already swapped, so undo is refused rather than reopen it.
    pub fn undo(&mut self) -> Result<(), Refusal> {
        if self.drill.is_some() {
            // In a lesson or puzzle, taking back is trying again.
            return self.retry();
        }
        self.attempt(|t| {
            t.not_reviewing()?;
            if t.game().is_over() {
                return Err(Refusal::GameOver);
            }
            let config = *t.config();
            if config.mode() == Mode::Watch {
                return Err(Refusal::WatchingOnly);
            }
            t.offline()?;
            match std::mem::replace(&mut t.selection, Selection::Nothing) {
                Selection::Run(_) => {
                    t.events.push(Event::TakenBack { turns: 0 });
                    t.run_changed();
                    return Ok(());
                }
                Selection::Picked(point) => t.events.push(Event::PutDown(point)),
                Selection::Nothing => {}
            }
            let keep = t.turns_kept_by_undo().ok_or(Refusal::NothingToUndo)?;
            let taken_back = t.game().turns().len() - keep;
            while t.game().turns().len() > keep {
                t.saved.game.undo().map_err(|_| Refusal::NothingToUndo)?;
            }
            t.events.push(Event::TakenBack { turns: taken_back });
            t.position_changed();
            Ok(())
        })
    }

    /// Asks for the strongest turn for the person to move; in the middle of a
    /// run of takes, the strongest that carries the run on (on, or stop
    /// here). The answer arrives as a `HintShown` event and stays in the view
    /// until the position changes or the run leaves it.
    pub fn hint(&mut self) -> Result<(), Refusal> {
        self.attempt(|t| {
            t.person_to_act()?;
            t.offline()?;
            if let Some(drill) = t.drill.as_mut() {
                if matches!(t.selection, Selection::Run(_)) {
                    return Err(Refusal::RunInProgress);
                }
                // The exercise's hint marks the piece; no search is needed.
                let piece = drill
                    .exercise
                    .goal
                    .example(&t.saved.game)
                    .map(|turn| turn.from());
                if !drill.hint_shown {
                    t.events.extend(piece.map(Event::PieceHinted));
                }
                drill.hint_shown = true;
                return Ok(());
            }
            let run = t.run_path().to_vec();
            t.hint.ask(&run);
            Ok(())
        })
    }

    /// Asks for the review of the finished game: every turn graded, with the
    /// engine's best turn where it differs. The answer fills the move list and
    /// arrives as a `GameAnalysed` event; a new game or a rematch drops it.
    pub fn analyse(&mut self) -> Result<(), Refusal> {
        self.attempt(|t| {
            t.not_learning()?;
            if !t.game().is_over() {
                return Err(Refusal::GameInProgress);
            }
            if t.game().turns().is_empty() {
                return Err(Refusal::NothingToAnalyse);
            }
            if t.paused {
                return Err(Refusal::Paused);
            }
            if t.saved.review.is_some() {
                return Err(Refusal::AlreadyAnalysed);
            }
            if t.analysis_wanted {
                return Err(Refusal::Analysing);
            }
            t.analysis_wanted = true;
            Ok(())
        })
    }

    /// Gives up: against the computer the person loses (at any moment, even
    /// while the computer thinks); between two people the side to move.
    pub fn resign(&mut self) -> Result<(), Refusal> {
        self.attempt(|t| {
            t.not_learning()?;
            t.not_reviewing()?;
            if t.game().is_over() {
                return Err(Refusal::GameOver);
            }
            let loser = match t.config().mode() {
                Mode::VsComputer { human, .. } => human,
                Mode::TwoPlayers => t.game().position().side_to_move(),
                Mode::Watch => return Err(Refusal::WatchingOnly),
                Mode::Online { local } => {
                    t.online_and_connected()?;
                    local
                }
            };
            t.selection = Selection::Nothing;
            t.saved.game.resign(loser).map_err(|_| Refusal::GameOver)?;
            if t.online.is_some() {
                t.outbox.push(Outgoing::Resign);
            }
            t.position_changed();
            t.settle_finished_game();
            Ok(())
        })
    }

    /// The next game with the seats as they stand after the last one (swapped
    /// once when it finished). Only once the game is over.
    pub fn rematch(&mut self, entropy: u64) -> Result<(), Refusal> {
        self.attempt(|t| {
            t.not_learning()?;
            if !t.game().is_over() {
                return Err(Refusal::GameInProgress);
            }
            if let (Some(local), Some(_)) = (t.local_side(), &t.online) {
                // The server starts the next game once both asked.
                t.online_and_connected()?;
                let online = t.online.as_mut().expect("checked online");
                if online.rematch_asked == Some(local) {
                    return Ok(());
                }
                if online.rematch_asked.is_none() {
                    online.rematch_asked = Some(local);
                }
                t.outbox.push(Outgoing::Rematch);
                return Ok(());
            }
            let settings = t.settings.clone();
            t.start(settings, entropy);
            Ok(())
        })
    }

    /// Abandons the game on the table (an unfinished game is not recorded) and
    /// starts a new one with `settings`, which are remembered for next time.
    pub fn new_game(&mut self, settings: Settings, entropy: u64) {
        self.drill = None;
        if let Some(saved) = self.stashed.take() {
            self.saved = saved;
        }
        let settings = Settings {
            swapped_after: self.settings.swapped_after.clone(),
            ..settings
        };
        self.start(settings, entropy);
        self.sync_requests();
    }

    /// Changes the settings for the next game and the preferences (sound,
    /// haptics, speed, board turning) without touching the game on the table.
    pub fn set_settings(&mut self, settings: Settings) {
        let settings = Settings {
            swapped_after: self.settings.swapped_after.clone(),
            ..settings
        };
        if settings != self.settings {
            self.settings = settings;
            self.revisions.settings += 1;
        }
    }

    /// The screen is gone: nothing is searched until `resume`.
    pub fn pause(&mut self) {
        self.paused = true;
        self.drag_from = None;
        self.sync_requests();
    }

    /// The screen is back: what is due (the computer's turn, an asked-for
    /// hint) is asked for again under new ids.
    pub fn resume(&mut self) {
        self.paused = false;
        self.sync_requests();
    }

    /// Shows the position before turn `index` (0: the start; the number of
    /// turns played: the live position, which ends the review). Read-only.
    pub fn review_to(&mut self, index: usize) -> Result<(), Refusal> {
        self.attempt(|t| {
            t.not_learning()?;
            let played = t.game().turns().len();
            if index > played {
                return Err(Refusal::NoSuchTurn);
            }
            if let Selection::Picked(point) = t.selection {
                t.events.push(Event::PutDown(point));
                t.selection = Selection::Nothing;
            }
            if matches!(t.selection, Selection::Run(_)) {
                return Err(Refusal::RunInProgress);
            }
            t.review = (index < played).then_some(index);
            Ok(())
        })
    }

    /// Steps the review `delta` turns back (negative) or forward.
    pub fn review_step(&mut self, delta: i32) -> Result<(), Refusal> {
        let played = self.game().turns().len() as i64;
        let now = self.review.map_or(played, |i| i as i64);
        let target = (now + i64::from(delta)).clamp(0, played) as usize;
        self.review_to(target)
    }

    /// Back to the live position.
    pub fn review_live(&mut self) {
        self.review = None;
    }

    // ----- the runtime's answers -----

    /// The answer to request `id`. Returns false (and changes nothing) when the
    /// request is no longer asked for: the position moved on, the table was
    /// paused, or the game was replaced.
    pub fn answer(&mut self, id: RequestId, answer: SearchAnswer) -> bool {
        let taken = if self.pending_move == Some(id) {
            self.pending_move = None;
            self.answer_move(answer);
            true
        } else if self.hint.search() == Some(id) {
            self.hint.searched_as(None);
            self.answer_hint(answer);
            true
        } else {
            false
        };
        self.sync_requests();
        taken
    }

    /// The answer to analysis request `id`; false (and nothing changed) when
    /// it is no longer asked for. A review that does not fit the game's turns
    /// is reported as engine trouble and not shown.
    pub fn answer_analysis(&mut self, id: RequestId, answer: AnalysisAnswer) -> bool {
        if self.pending_analysis != Some(id) {
            return false;
        }
        self.pending_analysis = None;
        match answer {
            Err(SearchFailure::Cancelled) => {}
            Ok(review) if fits(&review.turns, self.game().turns()) => {
                self.analysis_wanted = false;
                self.saved.review = Some(review.turns);
                // Written with the game, so the grades survive a restart.
                self.revisions.game += 1;
                self.events.push(Event::GameAnalysed);
            }
            failed => {
                let detail = match failed {
                    Err(SearchFailure::Failed(detail)) => detail,
                    _ => "the review does not fit the game".to_string(),
                };
                self.analysis_wanted = false;
                self.events.push(Event::EngineTrouble {
                    detail,
                    retrying: false,
                });
            }
        }
        self.sync_requests();
        true
    }

    fn answer_move(&mut self, answer: SearchAnswer) {
        let legal = self.game().legal_turns();
        match answer {
            Ok(turn) if legal.contains(&turn) => {
                self.move_failures = 0;
                self.complete(turn, Actor::Computer, 0);
            }
            Err(SearchFailure::Cancelled) => {}
            failed => {
                let detail = match failed {
                    Ok(turn) => format!("the engine chose an illegal turn {turn:?}"),
                    Err(SearchFailure::Failed(detail)) => detail,
                    Err(SearchFailure::Cancelled) => unreachable!("handled above"),
                };
                self.move_failures += 1;
                let retrying = self.move_failures < SEARCH_ATTEMPTS;
                self.events.push(Event::EngineTrouble { detail, retrying });
                if !retrying {
                    self.move_failures = 0;
                    if let Some(turn) = simple_turn(&legal) {
                        self.complete(turn, Actor::Computer, 0);
                    }
                }
            }
        }
    }

    fn answer_hint(&mut self, answer: SearchAnswer) {
        match answer {
            Ok(turn)
                if self.game().legal_turns().contains(&turn) && turn.continues(self.run_path()) =>
            {
                self.hint.found(turn);
                let side = self.game().position().side_to_move();
                self.events.push(Event::HintShown { side, turn });
            }
            Err(SearchFailure::Cancelled) => {}
            Ok(_) | Err(SearchFailure::Failed(_)) => {
                self.hint = Hint::Unasked;
                self.events.push(Event::EngineTrouble {
                    detail: "no hint could be found".to_string(),
                    retrying: false,
                });
            }
        }
    }

    // ----- the workings -----

    /// Runs an intent; a refusal is queued as an event and returned, and
    /// leaves nothing changed (every intent checks before it changes).
    fn attempt(
        &mut self,
        intent: impl FnOnce(&mut Table) -> Result<(), Refusal>,
    ) -> Result<(), Refusal> {
        let result = intent(self);
        if let Err(refusal) = result {
            self.events.push(Event::Refused(refusal));
        }
        self.sync_requests();
        result
    }

    fn not_reviewing(&self) -> Result<(), Refusal> {
        if self.review.is_some() {
            Err(Refusal::Reviewing)
        } else {
            Ok(())
        }
    }

    /// Refuses what a lesson or puzzle does not have (it has Retry, Solution
    /// and Next instead).
    fn not_learning(&self) -> Result<(), Refusal> {
        if self.drill.is_some() {
            Err(Refusal::Learning)
        } else {
            Ok(())
        }
    }

    /// Whether a person may act on the board now.
    fn person_to_act(&self) -> Result<(), Refusal> {
        self.not_reviewing()?;
        if self
            .drill
            .as_ref()
            .is_some_and(|d| d.status != DrillStatus::Trying)
        {
            return Err(Refusal::ExerciseOver);
        }
        if self.game().is_over() {
            return Err(Refusal::GameOver);
        }
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.config().mode() == Mode::Watch {
            return Err(Refusal::WatchingOnly);
        }
        if let Some(online) = &self.online {
            self.online_and_connected()?;
            if online.opponent == Presence::NotJoined {
                return Err(Refusal::NotJoined);
            }
        }
        let side = self.game().position().side_to_move();
        match self.config().player(side) {
            crate::config::PlayerKind::Human => Ok(()),
            crate::config::PlayerKind::Computer { .. } => Err(Refusal::ComputerToMove),
            crate::config::PlayerKind::Remote => Err(Refusal::OpponentToMove),
        }
    }

    /// Refuses what an online game does not have (hints, takebacks).
    fn offline(&self) -> Result<(), Refusal> {
        if self.online.is_some() {
            Err(Refusal::InOnlineGame)
        } else {
            Ok(())
        }
    }

    fn tap_point(&mut self, point: Point) -> Result<(), Refusal> {
        match self.selection.clone() {
            Selection::Nothing => self.pick(point),
            Selection::Picked(at) if at == point => {
                self.selection = Selection::Nothing;
                self.events.push(Event::PutDown(at));
                Ok(())
            }
            Selection::Picked(at) => {
                let legal = self.game().legal_turns();
                if first_hops(&legal, at).iter().any(|t| t.to == point) {
                    self.hop(at, point)
                } else if !first_hops(&legal, point).is_empty() {
                    self.pick(point)
                } else {
                    Err(Refusal::NoSuchHop {
                        from: at,
                        to: point,
                    })
                }
            }
            Selection::Run(path) => {
                let at = *path.last().expect("a run has a start");
                if at == point {
                    self.end_run()
                } else {
                    self.hop(at, point)
                }
            }
        }
    }

    /// Picks up the piece on `point`, putting down the one in hand if any.
    fn pick(&mut self, point: Point) -> Result<(), Refusal> {
        if first_hops(&self.game().legal_turns(), point).is_empty() {
            return Err(Refusal::CannotMove(point));
        }
        if let Selection::Picked(held) = self.selection {
            self.events.push(Event::PutDown(held));
        }
        self.selection = Selection::Picked(point);
        self.events.push(Event::PickedUp(point));
        Ok(())
    }

    /// Plays one hop of the person's turn.
    fn hop(&mut self, from: Point, to: Point) -> Result<(), Refusal> {
        let legal = self.game().legal_turns();
        let run = match &self.selection {
            Selection::Run(path) => Some(path.as_slice()),
            _ => None,
        };
        let outcome = hops::play_hop(&legal, self.config().rules.taking, run, from, to)
            .map_err(refusal_of)?;
        match outcome {
            HopOutcome::Running { path, hops } => {
                self.events.extend(hops.into_iter().map(Event::HopPlayed));
                self.selection = Selection::Run(path);
                self.run_changed();
            }
            HopOutcome::Complete { turn, hops } => {
                self.events.extend(hops.into_iter().map(Event::HopPlayed));
                self.complete(turn, Actor::Person, turn.hop_count());
            }
        }
        Ok(())
    }

    fn end_run(&mut self) -> Result<(), Refusal> {
        let Selection::Run(path) = &self.selection else {
            return Err(Refusal::NoRun);
        };
        let legal = self.game().legal_turns();
        let turn = hops::end_run(&legal, self.config().rules.taking, path).map_err(refusal_of)?;
        self.complete(turn, Actor::Person, turn.hop_count());
        Ok(())
    }

    /// Plays a complete, legal turn.
    fn complete(&mut self, turn: Turn, by: Actor, shown_hops: usize) {
        let side = self.game().position().side_to_move();
        let before = self.drill.is_some().then(|| self.game().clone());
        let index = self.game().turns().len();
        self.saved
            .game
            .play(&turn)
            .expect("the table only plays legal turns");
        if let Some(online) = self.online.as_mut() {
            // A turn answers a standing draw offer: no.
            online.draw_offer = None;
            if by == Actor::Person {
                self.outbox.push(Outgoing::Turn {
                    index,
                    notation: crate::notation::format_turn(&turn),
                });
            }
        }
        self.events.push(Event::TurnPlayed {
            side,
            by,
            turn,
            shown_hops,
        });
        self.position_changed();
        if let Some(before) = before {
            self.judge_drill_turn(&before, &turn, by);
        }
        if self.game().is_over() {
            self.settle_finished_game();
        }
    }

    /// The run of takes in progress (its start and landings so far); empty
    /// when there is none.
    fn run_path(&self) -> &[Point] {
        match &self.selection {
            Selection::Run(path) => path,
            _ => &[],
        }
    }

    /// The run went a hop further or was taken back: the hint follows it.
    fn run_changed(&mut self) {
        let run = self.run_path().to_vec();
        self.hint.run_changed(&run);
    }

    /// Everything that belonged to the old position goes.
    fn position_changed(&mut self) {
        self.selection = Selection::Nothing;
        self.drag_from = None;
        self.hint = Hint::Unasked;
        self.pending_move = None;
        self.saved.review = None;
        self.analysis_wanted = false;
        self.pending_analysis = None;
        self.revisions.game += 1;
    }

    /// A finished game: announced, recorded once, seats swapped once.
    fn settle_finished_game(&mut self) {
        if self.drill.is_some() {
            // A lesson's or puzzle's game is not a game of the record.
            return;
        }
        let Some(outcome) = self.game().outcome() else {
            return;
        };
        if let Some(online) = self.online.as_mut() {
            // Online games are not in the offline record book, and the
            // server decides the colours of a rematch.
            if !online.end_announced {
                online.end_announced = true;
                self.events.push(Event::GameOver(outcome));
            }
            return;
        }
        let config = *self.config();
        let game_id = self.saved.game_id.clone();
        if self.stats.record(&game_id, &config, &outcome) {
            self.revisions.stats += 1;
            self.events.push(Event::GameOver(outcome));
        }
        if self.settings.swapped_after.as_deref() != Some(game_id.as_str()) {
            self.settings = Settings {
                swapped_after: Some(game_id),
                ..self.settings.with_seats_of(&config).swapped()
            };
            self.revisions.settings += 1;
        }
    }

    fn start(&mut self, settings: Settings, entropy: u64) {
        if settings != self.settings {
            self.settings = settings;
            self.revisions.settings += 1;
        }
        self.saved = fresh_game(&self.settings, entropy);
        self.review = None;
        self.move_failures = 0;
        self.events.push(Event::NewGame);
        self.position_changed();
    }

    /// How many turns stay after an undo, or `None` if there is nothing the
    /// person may take back.
    fn turns_kept_by_undo(&self) -> Option<usize> {
        let game = self.game();
        let played = game.turns().len();
        match self.config().mode() {
            Mode::VsComputer { human, .. } => (0..played)
                .rev()
                .find(|&i| game.positions()[i].side_to_move() == human),
            Mode::TwoPlayers => played.checked_sub(1),
            Mode::Watch | Mode::Online { .. } => None,
        }
    }

    /// Keeps the outstanding requests true to the state: exactly one move
    /// request while a computer is to move (not paused, not over), a hint
    /// request while one is wanted, a review of the finished game while one
    /// is wanted (not paused), and nothing else.
    fn sync_requests(&mut self) {
        let game = &self.saved.game;
        let side = game.position().side_to_move();
        let live = !self.paused && !game.is_over();
        let drill_lets = self
            .drill
            .as_ref()
            .is_none_or(drill::Drill::computer_may_move);
        // Only an engine's seat is searched for: a person's turns come from
        // the screen, a remote seat's from the network.
        let computer_due =
            live && self.saved.config.player(side).engine_level().is_some() && drill_lets;
        if !computer_due {
            self.pending_move = None;
        } else if self.pending_move.is_none() {
            self.pending_move = Some(self.fresh_id());
        }
        let hint_due = live && !computer_due && self.hint.is_wanted();
        if !hint_due {
            self.hint.searched_as(None);
        } else if self.hint.search().is_none() {
            let id = self.fresh_id();
            self.hint.searched_as(Some(id));
        }
        let analysis_due = !self.paused
            && self.saved.game.is_over()
            && self.analysis_wanted
            && self.saved.review.is_none();
        if !analysis_due {
            self.pending_analysis = None;
        } else if self.pending_analysis.is_none() {
            self.pending_analysis = Some(self.fresh_id());
        }
    }

    fn fresh_id(&mut self) -> RequestId {
        let id = self.next_id;
        self.next_id += 1;
        id
    }
}

/// A new game from `settings`: the seed and the game's id both come from
/// `entropy`, so the same entropy plays the same game on every front end.
fn fresh_game(settings: &Settings, entropy: u64) -> SavedGame {
    let config = settings.config(entropy);
    SavedGame {
        game_id: format!("{entropy:016x}"),
        config,
        game: Game::new(config.rules),
        review: None,
    }
}

/// Each computer side gets its own stream of randomness from the game's seed.
pub fn side_seed(seed: u64, side: Side) -> u64 {
    match side {
        Side::Red => seed,
        Side::White => seed.rotate_left(32) ^ 0x5768_6974_6521,
    }
}

/// What the table plays itself when the engine keeps failing: the turn that
/// takes most, else the first legal turn. Keeps the game going; never chosen
/// while the engine works.
fn simple_turn(legal: &[Turn]) -> Option<Turn> {
    legal.iter().copied().max_by_key(Turn::capture_count)
}

/// Whether a review is of these turns: one entry per turn from the first, in
/// order (a review cut short holds fewer).
fn fits(reviewed: &[TurnReview], turns: &[Turn]) -> bool {
    reviewed.len() <= turns.len()
        && reviewed
            .iter()
            .enumerate()
            .all(|(i, r)| r.index == i && r.played == turns[i])
}

fn point_of(index: i32) -> Result<Point, Refusal> {
    usize::try_from(index)
        .ok()
        .and_then(Point::new)
        .ok_or(Refusal::NoSuchPoint(index))
}

fn refusal_of(error: HopError) -> Refusal {
    match error {
        HopError::NotTheRunningPiece => Refusal::NotTheRunningPiece,
        HopError::NoSuchHop { from, to } => Refusal::NoSuchHop { from, to },
        HopError::RunMustGoOn => Refusal::RunMustGoOn,
    }
}
