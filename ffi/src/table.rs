//! `GameTable`: the app's one object. It owns the table (the flow of the
//! game), the runtime's search thread and the store, and tells the shell
//! through a [`TableListener`] when a background thread changed something.
//!
//! The shell's loop: forward every gesture as an intent, then read `view()`
//! and `take_events()`; when `changed()` is called (on a background thread),
//! post to the main thread and read them again. Intents never throw: a refusal
//! arrives as a `Refused` event, and nothing changes.

use crate::convert::{level_record, rating_record, two_player_record};
use crate::core;
use crate::error::{api, SholoError};
use crate::event::TableEvent;
use crate::types::{Records, Settings};
use crate::view::TableView;
use sholo_runtime::{entropy, panic_message, Runtime};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

/// Told when the table changed on a background thread (a computer's turn, a
/// hint, a file that could not be written). Called on that thread: post to
/// the main thread and re-read there.
#[uniffi::export(with_foreign)]
pub trait TableListener: Send + Sync {
    fn changed(&self);
}

/// One game on screen, with its search thread and its files.
#[derive(uniffi::Object)]
pub struct GameTable {
    runtime: Runtime,
}

impl std::fmt::Debug for GameTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameTable").finish_non_exhaustive()
    }
}

#[uniffi::export]
impl GameTable {
    /// Opens the app's files in `store_dir` (created if missing): the game in
    /// progress, the stats book, the settings. A damaged file is set aside and
    /// reported in the first events; a newer one is left untouched.
    #[uniffi::constructor]
    pub fn open(
        store_dir: String,
        listener: Arc<dyn TableListener>,
    ) -> Result<Arc<GameTable>, SholoError> {
        api(|| {
            let runtime = Runtime::open(store_dir, notifier(listener))?;
            Ok(Arc::new(GameTable { runtime }))
        })
    }

    /// A table whose files are not kept (previews and tests), with a new game
    /// from `settings`; the same `seed` plays the same game.
    #[uniffi::constructor]
    pub fn in_memory(
        settings: Settings,
        seed: u64,
        listener: Arc<dyn TableListener>,
    ) -> Arc<GameTable> {
        let table = core::Table::new(settings.into(), core::StatsBook::new(), seed);
        Arc::new(GameTable {
            runtime: Runtime::in_memory(table, notifier(listener)),
        })
    }

    /// A table on a position given as position text (puzzles, bug reports,
    /// tests), its files not kept.
    #[uniffi::constructor]
    pub fn from_position(
        settings: Settings,
        position: String,
        listener: Arc<dyn TableListener>,
    ) -> Result<Arc<GameTable>, SholoError> {
        api(|| {
            let start = core::parse_position(&position)?;
            let settings: core::Settings = settings.into();
            let config = settings.config(1);
            let saved = core::SavedGame {
                game_id: format!("{:016x}", entropy()),
                config,
                game: core::Game::from_position(config.rules, start),
                review: None,
            };
            let table = core::Table::restore(settings, core::StatsBook::new(), Some(saved), 1);
            Ok(Arc::new(GameTable {
                runtime: Runtime::in_memory(table, notifier(listener)),
            }))
        })
    }

    /// Everything on screen now.
    pub fn view(&self) -> TableView {
        self.runtime.read(|t| t.view()).into()
    }

    /// What happened since the last call, oldest first.
    pub fn take_events(&self) -> Vec<TableEvent> {
        self.runtime
            .act(core::Table::take_events)
            .into_iter()
            .filter_map(TableEvent::of)
            .collect()
    }

    /// The new-game choices and preferences (the seats already swapped after
    /// a finished game).
    pub fn settings(&self) -> Settings {
        self.runtime.read(|t| t.settings().into())
    }

    /// The whole record book.
    pub fn records(&self) -> Records {
        self.runtime.read(|t| Records {
            levels: core::Level::ALL
                .into_iter()
                .map(|level| level_record(level, t.stats().level(level)))
                .collect(),
            rating: rating_record(t.stats().rating()),
            two_players: two_player_record(t.stats().two_player()),
        })
    }

    /// The game as the save file holds it (for bug reports and sharing).
    pub fn save_text(&self) -> String {
        self.runtime.read(|t| core::save_game(t.saved_game()))
    }

    pub fn tap(&self, point: i32) {
        self.intent(|t| t.tap(point));
    }

    pub fn drag_start(&self, point: i32) {
        self.intent(|t| t.drag_start(point));
    }

    pub fn drag_drop(&self, point: i32) {
        self.intent(|t| t.drag_drop(point));
    }

    pub fn drag_cancel(&self) {
        self.intent(core::Table::drag_cancel);
    }

    pub fn end_turn(&self) {
        self.intent(|t| t.end_turn());
    }

    pub fn undo(&self) {
        self.intent(|t| t.undo());
    }

    pub fn hint(&self) {
        self.intent(|t| t.hint());
    }

    pub fn resign(&self) {
        self.intent(|t| t.resign());
    }

    /// Reviews the finished game on a background thread: `changed()` is
    /// called when the grades are in the view's `moves` (a `GameAnalysed`
    /// event). A new game, a rematch or `pause` stops it.
    pub fn analyse(&self) {
        self.intent(|t| t.analyse());
    }

    /// The next game, seats swapped after the last one (once it is over).
    pub fn rematch(&self) {
        self.intent(|t| t.rematch(entropy()));
    }

    /// Abandons the game on the table and starts one with `settings`.
    pub fn new_game(&self, settings: Settings) {
        self.intent(|t| t.new_game(settings.into(), entropy()));
    }

    /// Changes the next game's choices and the preferences; the game on the
    /// table is untouched.
    pub fn set_settings(&self, settings: Settings) {
        self.intent(|t| t.set_settings(settings.into()));
    }

    /// The screen is gone (backgrounded, closed): searches stop.
    pub fn pause(&self) {
        self.intent(core::Table::pause);
    }

    /// The screen is back: the computer's turn (or a hint) is searched again.
    pub fn resume(&self) {
        self.intent(core::Table::resume);
    }

    /// Shows the position before turn `index` (0: the start); read-only.
    pub fn review_to(&self, index: i32) {
        self.intent(|t| t.review_to(usize::try_from(index).unwrap_or(usize::MAX)));
    }

    /// Steps the review back (negative) or forward.
    pub fn review_step(&self, delta: i32) {
        self.intent(|t| t.review_step(delta));
    }

    /// Back to the live position.
    pub fn review_live(&self) {
        self.intent(core::Table::review_live);
    }

    /// Starts step `step` (from 0) of lesson `lesson` (its place in
    /// `learn_progress().lessons`); the game in progress is kept aside and
    /// comes back with `leave_learning()`. Refused with `NoSuchLesson`.
    pub fn start_lesson(&self, lesson: i32, step: i32) {
        let index = |n: i32| usize::try_from(n).unwrap_or(usize::MAX);
        self.intent(|t| t.start_lesson(index(lesson), index(step)));
    }

    /// Starts a puzzle near the person's puzzle rating, not played lately.
    pub fn start_puzzle(&self) {
        self.intent(|t| t.start_puzzle(entropy()));
    }

    /// Starts puzzle `id` of the shipped set (`0..available`): for tests and
    /// screenshots that need the same puzzle every time. Refused with
    /// `NoPuzzles` past the set.
    pub fn start_puzzle_id(&self, id: i32) {
        let id = u32::try_from(id).unwrap_or(u32::MAX);
        self.intent(|t| t.start_puzzle_id(id));
    }

    /// Back to the exercise's start (also what `undo()` does in one).
    pub fn retry(&self) {
        self.intent(|t| t.retry());
    }

    /// Plays the solution from the exercise's start (a `TurnPlayed` by the
    /// computer to animate); an unsolved puzzle counts as missed.
    pub fn show_solution(&self) {
        self.intent(|t| t.show_solution());
    }

    /// The next step or lesson, or the next puzzle near the person's rating.
    pub fn next_exercise(&self) {
        self.intent(|t| t.next_exercise(entropy()));
    }

    /// Back to the game in progress.
    pub fn leave_learning(&self) {
        self.intent(|t| t.leave_learning());
    }

    /// The course with the steps done, and the puzzle record.
    pub fn learn_progress(&self) -> crate::learn::LearnProgress {
        self.runtime
            .read(|t| crate::learn::progress(t.stats().learn()))
    }

    /// Waits until every change is on disk (tests; before a process exits).
    pub fn flush(&self) {
        self.runtime.flush();
    }
}

impl GameTable {
    /// Runs an intent; its refusal (if any) is already queued as an event, so
    /// its result is dropped. A panic inside it is logged and reported as an
    /// event, never thrown into the shell.
    fn intent<R>(&self, change: impl FnOnce(&mut core::Table) -> R) {
        let result = catch_unwind(AssertUnwindSafe(|| drop(self.runtime.act(change))));
        if let Err(payload) = result {
            let detail = panic_message(payload.as_ref());
            log::error!("panic inside an intent: {detail}");
            self.runtime.act(|t| {
                t.note(core::Event::EngineTrouble {
                    detail: format!("internal error: {detail}"),
                    retrying: false,
                })
            });
        }
    }
}

/// The runtime's notification, calling the shell's listener; an exception
/// thrown by the listener is logged, not propagated into the runtime.
fn notifier(listener: Arc<dyn TableListener>) -> sholo_runtime::Notify {
    Box::new(move || {
        if catch_unwind(AssertUnwindSafe(|| listener.changed())).is_err() {
            log::error!("the table's listener failed");
        }
    })
}
