//! `GameSession`: one game on screen, from a config or a save.
//!
//! The game state sits behind one mutex that is only ever held briefly; the
//! bot searches on a copy of the game under a second mutex, so `view` never
//! waits for a search.

use crate::convert::{index_of, point_of};
use crate::engine::Engines;
use crate::guard::guarded;
use crate::{
    BotTurn, CancelToken, Cell, GameConfig, GameSummary, GameView, Hop, LastTurn, RunView,
    SholoError, SideCount, Target,
};
use sholo_core::{
    self as core, format_position, format_turn, Game, Point, SavedGame, Side, Taking, Turn,
};
use sholo_core::{
    end_run, first_hops, movable_pieces, next_hops, play_hop, turn_with_path, HopOutcome,
};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// A game in progress. Thread-safe: `think` may run on a background thread
/// while the UI thread reads `view`.
#[derive(Debug, uniffi::Object)]
pub struct GameSession {
    state: Mutex<State>,
    engines: Mutex<Engines>,
}

#[derive(Debug)]
struct State {
    saved: SavedGame,
    /// The start point and landings of a run being played hop by hop.
    run: Option<Vec<Point>>,
}

#[uniffi::export]
impl GameSession {
    /// A new game from the start position.
    #[uniffi::constructor]
    pub fn new(config: GameConfig) -> Self {
        let config: core::GameConfig = config.into();
        Self::from_game(config, Game::new(config.rules))
    }

    /// A game restored from `save()`. Every turn is replayed and re-checked; a
    /// damaged, edited or newer save is refused whole.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Self, SholoError> {
        let saved = guarded(|| Ok(core::load_game(&saved)?))?;
        let engines = Engines::new(&saved.config);
        Ok(GameSession {
            state: Mutex::new(State { saved, run: None }),
            engines: Mutex::new(engines),
        })
    }

    /// A game from a position text (puzzles, tests, bug reports).
    #[uniffi::constructor]
    pub fn from_position(config: GameConfig, position: String) -> Result<Self, SholoError> {
        let config: core::GameConfig = config.into();
        let start = guarded(|| Ok(core::parse_position(&position)?))?;
        Ok(Self::from_game(
            config,
            Game::from_position(config.rules, start),
        ))
    }

    /// Everything the screen shows now.
    pub fn view(&self) -> GameView {
        self.state().view()
    }

    /// Where the piece on `from` may go now: its steps and takes, or, during a
    /// run, the running piece's next takes. Empty for a piece that cannot move.
    pub fn targets(&self, from: i32) -> Result<Vec<Target>, SholoError> {
        guarded(|| {
            let from = point_of(from)?;
            let state = self.state();
            let turns = state.saved.game.legal_turns();
            let targets = match &state.run {
                Some(path) if path.last() == Some(&from) => next_hops(&turns, path),
                Some(_) => Vec::new(),
                None => first_hops(&turns, from),
            };
            Ok(targets.into_iter().map(Target::from).collect())
        })
    }

    /// Plays one hop by a person: a step (ends the turn) or one take (the turn
    /// goes on while the piece can take again and the player may continue).
    /// Returns every hop played, starting with this one: with forced takes a
    /// single possible continuation is played automatically and included.
    pub fn play_hop(&self, from: i32, to: i32) -> Result<Vec<Hop>, SholoError> {
        guarded(|| {
            let (from, to) = (point_of(from)?, point_of(to)?);
            let mut state = self.state();
            state.require_human_turn()?;
            state.play_hop(from, to)
        })
    }

    /// Ends the run in progress (End turn).
    pub fn end_run(&self) -> Result<(), SholoError> {
        guarded(|| {
            let mut state = self.state();
            let path = state.run.clone().ok_or_else(|| SholoError::NothingToDo {
                detail: "no run in progress".to_string(),
            })?;
            let turns = state.saved.game.legal_turns();
            let turn = end_run(&turns, state.saved.game.rules().taking, &path).map_err(|e| {
                SholoError::IllegalMove {
                    detail: e.to_string(),
                }
            })?;
            state.complete(turn);
            Ok(())
        })
    }

    /// Plays a whole turn given in notation, e.g. `c3-c4` or `c4xc6xe6`.
    pub fn play_notation(&self, notation: String) -> Result<(), SholoError> {
        guarded(|| {
            let mut state = self.state();
            state.require_human_turn()?;
            if state.run.is_some() {
                return Err(SholoError::IllegalMove {
                    detail: "a run is in progress".to_string(),
                });
            }
            state.saved.game.play_notation(&notation)?;
            Ok(())
        })
    }

    /// Takes back: a run in progress, or the last turn; against the computer,
    /// back to before the human's last turn.
    pub fn undo(&self) -> Result<(), SholoError> {
        guarded(|| {
            let mut state = self.state();
            if state.run.take().is_some() || state.saved.game.withdraw_resignation() {
                return Ok(());
            }
            if !state.can_undo() {
                return Err(SholoError::NothingToDo {
                    detail: "no turn of yours to take back".to_string(),
                });
            }
            let config = state.saved.config;
            let game = &mut state.saved.game;
            let someone_human = config.is_human(Side::Red) || config.is_human(Side::White);
            loop {
                let mover = game.position().side_to_move().other();
                game.undo()?;
                if !someone_human || config.is_human(mover) {
                    break;
                }
            }
            Ok(())
        })
    }

    /// The bot's choice for the side to move (a computer player). Blocks the
    /// calling thread, so call it off the UI thread; `cancel` stops it early.
    pub fn think(&self, cancel: Arc<CancelToken>) -> Result<BotTurn, SholoError> {
        guarded(|| {
            let (game_id, game) = {
                let state = self.state();
                state.require_playing()?;
                let side = state.saved.game.position().side_to_move();
                if state.saved.config.is_human(side) {
                    return Err(SholoError::NotYourTurn);
                }
                (state.saved.game_id.clone(), state.saved.game.clone())
            };
            let mut engines = self.engines.lock().unwrap_or_else(PoisonError::into_inner);
            let choice = engines.choose(&game, &cancel)?;
            Ok(bot_turn(&game_id, &game, choice))
        })
    }

    /// The best turn for a person to move, for the hint button. Blocks like `think`.
    pub fn hint(&self, cancel: Arc<CancelToken>) -> Result<BotTurn, SholoError> {
        guarded(|| {
            let (game_id, game) = {
                let state = self.state();
                state.require_human_turn()?;
                if state.run.is_some() {
                    return Err(SholoError::IllegalMove {
                        detail: "finish the run first".to_string(),
                    });
                }
                (state.saved.game_id.clone(), state.saved.game.clone())
            };
            let mut engines = self.engines.lock().unwrap_or_else(PoisonError::into_inner);
            let choice = engines.hint(&game, &cancel)?;
            Ok(bot_turn(&game_id, &game, choice))
        })
    }

    /// Plays a turn from `think`, after re-checking it: refused as stale if the
    /// position changed since it was chosen.
    pub fn apply_bot_turn(&self, turn: BotTurn) -> Result<(), SholoError> {
        guarded(|| {
            let mut state = self.state();
            state.require_playing()?;
            if position_key(&state.saved.game_id, &state.saved.game) != turn.position_key {
                return Err(SholoError::StaleTurn);
            }
            let side = state.saved.game.position().side_to_move();
            if state.saved.config.is_human(side) {
                return Err(SholoError::NotYourTurn);
            }
            state.saved.game.play_notation(&turn.notation)?;
            Ok(())
        })
    }

    /// Gives up the game: the person against the computer, or in a two-player
    /// game the side to move.
    pub fn resign(&self) -> Result<(), SholoError> {
        guarded(|| {
            let mut state = self.state();
            state.require_playing()?;
            let config = state.saved.config;
            let loser = match config.mode() {
                core::Mode::VsComputer { human, .. } => human,
                core::Mode::TwoPlayers => state.saved.game.position().side_to_move(),
                core::Mode::Watch => return Err(SholoError::NotYourTurn),
            };
            state.run = None;
            state.saved.game.resign(loser)?;
            Ok(())
        })
    }

    /// The game as a versioned JSON string, to write after every turn. A run in
    /// progress is not part of it: a save always holds completed turns.
    pub fn save(&self) -> String {
        core::save_game(&self.state().saved)
    }

    /// The end screen's figures, once the game is over.
    pub fn summary(&self) -> Option<GameSummary> {
        let state = self.state();
        let outcome = state.saved.game.outcome()?;
        let game = &state.saved.game;
        Some(GameSummary {
            game_id: state.saved.game_id.clone(),
            outcome: outcome.into(),
            config: state.saved.config.into(),
            red: side_count(game.start(), &cells(game.position()), Side::Red),
            white: side_count(game.start(), &cells(game.position()), Side::White),
            turns: state.saved.game.turns().len() as i32,
        })
    }
}

impl GameSession {
    fn from_game(config: core::GameConfig, game: Game) -> Self {
        let saved = SavedGame {
            game_id: new_game_id(config.seed),
            config,
            game,
        };
        let engines = Engines::new(&config);
        GameSession {
            state: Mutex::new(State { saved, run: None }),
            engines: Mutex::new(engines),
        }
    }

    /// The state, even after a panic in another call poisoned the lock: every
    /// mutation completes before it can panic, so the state is never half-made.
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl State {
    fn require_playing(&self) -> Result<(), SholoError> {
        if self.saved.game.is_over() {
            Err(SholoError::GameOver)
        } else {
            Ok(())
        }
    }

    fn require_human_turn(&self) -> Result<(), SholoError> {
        self.require_playing()?;
        if self
            .saved
            .config
            .is_human(self.saved.game.position().side_to_move())
        {
            Ok(())
        } else {
            Err(SholoError::NotYourTurn)
        }
    }

    fn play_hop(&mut self, from: Point, to: Point) -> Result<Vec<Hop>, SholoError> {
        let turns = self.saved.game.legal_turns();
        let taking = self.saved.game.rules().taking;
        let outcome = play_hop(&turns, taking, self.run.as_deref(), from, to).map_err(|e| {
            SholoError::IllegalMove {
                detail: e.to_string(),
            }
        })?;
        let played = match outcome {
            HopOutcome::Complete { turn, hops } => {
                self.complete(turn);
                hops
            }
            HopOutcome::Running { path, hops } => {
                self.run = Some(path);
                hops
            }
        };
        Ok(played.into_iter().map(Hop::from).collect())
    }

    fn complete(&mut self, turn: Turn) {
        self.run = None;
        self.saved
            .game
            .play(&turn)
            .expect("hops only build legal turns");
    }

    /// Whether undo has something to take back: a run, or a turn played by a
    /// person (against the computer, only the person's own turns count).
    fn can_undo(&self) -> bool {
        let resigned =
            matches!(self.saved.game.outcome(), Some(o) if o.reason == core::EndReason::Resigned);
        if self.run.is_some() || resigned {
            return true;
        }
        let config = &self.saved.config;
        let game = &self.saved.game;
        let movers = game.positions()[..game.turns().len()]
            .iter()
            .map(|p| p.side_to_move());
        match config.mode() {
            core::Mode::VsComputer { human, .. } => movers.into_iter().any(|s| s == human),
            _ => !game.turns().is_empty(),
        }
    }

    fn view(&self) -> GameView {
        let game = &self.saved.game;
        let config = self.saved.config;
        let pos = game.position();
        let side = pos.side_to_move();
        let awaiting = if game.is_over() {
            crate::Awaiting::Nobody
        } else if config.is_human(side) {
            crate::Awaiting::Human
        } else {
            crate::Awaiting::Computer
        };
        let turns = if game.is_over() {
            Vec::new()
        } else {
            game.legal_turns()
        };
        let (cells, run) = match &self.run {
            Some(path) => (
                cells_during_run(pos, path),
                Some(run_view(&turns, path, config.rules.taking)),
            ),
            None => (cells(pos), None),
        };
        let movable = if awaiting == crate::Awaiting::Human && run.is_none() {
            movable_pieces(&turns).into_iter().map(index_of).collect()
        } else {
            Vec::new()
        };
        let last_turn = game.turns().last().map(|turn| LastTurn {
            side: pos.side_to_move().other().into(),
            notation: format_turn(turn),
            path: turn.path().into_iter().map(index_of).collect(),
            taken: turn.captured().iter().map(index_of).collect(),
        });
        GameView {
            red: side_count(game.start(), &cells, Side::Red),
            white: side_count(game.start(), &cells, Side::White),
            cells,
            side_to_move: side.into(),
            awaiting,
            quiet_count: pos.quiet() as i32,
            quiet_limit: config.rules.quiet.limit() as i32,
            turn_number: pos.turn_number() as i32,
            last_turn,
            run,
            outcome: game.outcome().map(Into::into),
            history: game.turns().iter().map(format_turn).collect(),
            can_undo: self.can_undo(),
            movable,
            config: config.into(),
            position_text: format_position(pos),
        }
    }
}

fn cells(pos: &core::Position) -> Vec<Cell> {
    Point::all()
        .map(|p| match pos.piece_at(p) {
            None => Cell::Empty,
            Some(Side::Red) => Cell::Red,
            Some(Side::White) => Cell::White,
        })
        .collect()
}

/// The board as it stands part-way through a run: the piece has moved and the
/// pieces it jumped are gone.
fn cells_during_run(pos: &core::Position, path: &[Point]) -> Vec<Cell> {
    let mut cells = cells(pos);
    let mover = cells[path[0].index()];
    for hop in path.windows(2) {
        cells[hop[0].index()] = Cell::Empty;
        if let Some(over) = hop[0].jump_over(hop[1]) {
            cells[over.index()] = Cell::Empty;
        }
        cells[hop[1].index()] = mover;
    }
    cells
}

fn run_view(turns: &[Turn], path: &[Point], taking: Taking) -> RunView {
    let taken = path
        .windows(2)
        .filter_map(|hop| hop[0].jump_over(hop[1]))
        .map(index_of)
        .collect();
    RunView {
        piece: index_of(*path.last().expect("a run has a start")),
        path: path.iter().copied().map(index_of).collect(),
        taken,
        next_takes: next_hops(turns, path)
            .into_iter()
            .map(Target::from)
            .collect(),
        can_end: taking == Taking::Optional && turn_with_path(turns, path).is_some(),
    }
}

/// Pieces `side` has on the board as drawn (during a run, the pieces jumped
/// so far are already gone), and enemy pieces it has taken since `start`.
fn side_count(start: &core::Position, cells: &[Cell], side: Side) -> SideCount {
    let count = |s: Side| {
        let cell = if s == Side::Red {
            Cell::Red
        } else {
            Cell::White
        };
        cells.iter().filter(|c| **c == cell).count() as u32
    };
    let taken = start
        .count(side.other())
        .saturating_sub(count(side.other()));
    SideCount {
        left: count(side) as i32,
        taken: taken as i32,
    }
}

/// Identifies the game and the position a bot turn was chosen for, turn
/// number included, so a turn from another game or moment is refused.
fn position_key(game_id: &str, game: &Game) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    game_id.hash(&mut hasher);
    let pos = game.position();
    hasher.finish() ^ pos.key() ^ (pos.turn_number() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

fn bot_turn(game_id: &str, game: &Game, choice: crate::engine::Choice) -> BotTurn {
    let hops = choice.turn.hops().into_iter().map(Hop::from).collect();
    BotTurn {
        notation: format_turn(&choice.turn),
        hops,
        position_key: position_key(game_id, game),
        score: choice.score,
        depth: choice.depth as i32,
    }
}

/// A game id that differs between games started in the same instant.
fn new_game_id(seed: u64) -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::{SystemTime, UNIX_EPOCH};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let count = COUNTER.fetch_add(1, Ordering::Relaxed);
    format!("{:016x}{:08x}", nanos ^ seed.rotate_left(17), count)
}
