//! The search: iterative deepening, principal-variation alpha-beta over whole
//! turns, a transposition table, late-move reductions for quiet steps, and a
//! quiescence search over takes (standing pat is allowed because takes are
//! optional; under forced takes it is not while a take exists).
//!
//! The game's end conditions are applied inside the tree in RULES.md's order:
//! no pieces, shut in, repetition, the quiet limit. Draws carry a small
//! contempt against the side the search plays for, so it makes progress.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::dice::mix;
use super::eval::{evaluate, Knowledge};
use super::limits::{Budget, SearchLimits, MAX_PLY};
use super::ordering::Ordering;
use super::sharpness::Sharpness;
use super::spend::Spending;
use super::tt::{Bound, Table};
use crate::board::Point;
use crate::game::Game;
use crate::hops::carrying_on;
use crate::movegen::{generate, has_capture, has_legal_turn, Paths};
use crate::position::Position;
use crate::rules::{Rules, Taking};
use crate::side::Side;
use crate::turn::Turn;

/// A won game, less the plies it takes: nearer wins score higher.
pub const WIN: i32 = 30_000;
/// A game won on pieces at the quiet limit (a more-pieces rule).
const QUIET_WIN: i32 = 20_000;
/// Scores beyond this are game results, not evaluations.
const RESULT_BOUND: i32 = 19_000;
const INFINITY: i32 = 31_000;
/// Iterations from this depth on start in a window this wide around the
/// last score.
const ASPIRATION_DEPTH: u32 = 4;
const ASPIRATION_WINDOW: i32 = 40;
/// Late-move reductions: ln(depth) · ln(n) / this.
const LMR_DIVISOR: f32 = 1.8;
/// Null moves are tried from this depth, with at least this many pieces a side.
const NULL_MOVE_DEPTH: i32 = 3;
const NULL_MOVE_PIECES: u32 = 5;
/// What a draw costs the side the search plays for, when playing.
pub const CONTEMPT: i32 = 20;

/// Whether a score is a forced game result rather than an evaluation.
pub fn is_result(score: i32) -> bool {
    score.abs() > RESULT_BOUND
}

/// The turns to a forced result's end (`None` for an evaluation): a game won
/// outright, a table win (turns to its next take), or a win on pieces at
/// the quiet limit.
pub fn result_distance(score: i32) -> Option<i32> {
    let size = score.abs();
    let table_win = super::endgame::TABLE_WIN;
    if size > WIN - 1000 {
        Some(WIN - size)
    } else if size > table_win - 1000 && size <= table_win {
        // An endgame-table win: turns to the next take or the end.
        Some(table_win - size)
    } else if size > RESULT_BOUND {
        Some(QUIET_WIN - size)
    } else {
        None
    }
}

/// Everything one search needs to know besides the game.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    pub limits: SearchLimits,
    pub knowledge: Knowledge,
    /// Amplitude of the seeded evaluation noise.
    pub noise: i32,
    pub noise_seed: u64,
    /// See only the first take of every run.
    pub short_sight: bool,
    /// What a draw costs the side the search plays for (a review uses 0, so
    /// scores before and after a turn, seen from either side, compare).
    pub contempt: i32,
    /// What each contact between the sides is worth to the side the search
    /// plays for if it is behind at the root (`sharpness.rs`; a review uses 0).
    pub sharpness: i32,
    /// Search even when only one turn is legal (a review needs its score).
    pub score_only_turn: bool,
}

/// The search's answer.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    pub turn: Turn,
    /// For the side to move, in hundredths of a piece (or a game result).
    pub score: i32,
    /// Deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
}

/// Searches the side to move's best turn in `game` among those that carry on
/// `run`, a run of takes in progress (empty: every turn). `None` if the game
/// is over, no turn carries the run on, or the search was cancelled before
/// it had any answer.
pub fn search(
    game: &Game,
    run: &[Point],
    setup: &Setup,
    table: &mut Table,
    cancel: &AtomicBool,
) -> Option<Found> {
    if game.is_over() {
        return None;
    }
    let mut search = Search::new(game, setup, table, cancel);
    let turns = if run.is_empty() {
        let mut turns = Vec::new();
        search.generate(game.position(), &mut turns);
        turns
    } else {
        // Every path: the one turn kept per resulting position may have
        // taken another way there than the run.
        carrying_on(&game.legal_turns(), run)
    };
    search.run(*game.position(), turns)
}

/// The per-ply scratch space: generated turns and the order to try them in.
#[derive(Debug, Default)]
struct Frame {
    turns: Vec<Turn>,
    order: Vec<(i32, u16)>,
}

struct Search<'a> {
    rules: Rules,
    setup: Setup,
    root_side: Side,
    table: &'a mut Table,
    ordering: Box<Ordering>,
    budget: Budget<'a>,
    /// Keys of the positions since the last take: the game's, then the path's.
    keys: Vec<u64>,
    /// Index in `keys` of the root position.
    root_index: usize,
    frames: Vec<Frame>,
    /// Whether the turn from each ply was a null move (never two in a row).
    passed: [bool; MAX_PLY],
    sharpness: Sharpness,
}

/// What one root iteration produced.
struct Iteration {
    /// Best root turn (index into the root list) and its score, if any turn
    /// was searched to the end.
    best: Option<(usize, i32)>,
    complete: bool,
}

impl<'a> Search<'a> {
    fn new(game: &Game, setup: &Setup, table: &'a mut Table, cancel: &'a AtomicBool) -> Search<'a> {
        let now = game.position();
        let history = game.positions();
        let since_take = (now.quiet() as usize).min(history.len() - 1);
        let keys: Vec<u64> = history[history.len() - 1 - since_take..history.len() - 1]
            .iter()
            .map(Position::key)
            .collect();
        table.clear();
        Search {
            rules: game.rules(),
            setup: *setup,
            root_side: now.side_to_move(),
            table,
            ordering: Box::new(Ordering::new()),
            budget: Budget::start(&setup.limits, cancel),
            root_index: keys.len(),
            keys,
            frames: (0..MAX_PLY).map(|_| Frame::default()).collect(),
            passed: [false; MAX_PLY],
            sharpness: Sharpness::at_root(now, setup.sharpness),
        }
    }

    /// Iterative deepening from the root, over the root's `turns`.
    fn run(&mut self, root: Position, turns: Vec<Turn>) -> Option<Found> {
        let started = Instant::now();
        if turns.is_empty() {
            return None;
        }
        if turns.len() == 1 && !self.setup.score_only_turn {
            return Some(Found {
                turn: turns[0],
                score: 0,
                depth: 0,
                nodes: 0,
            });
        }
        let mut order = Vec::new();
        self.ordering
            .order(&turns, None, root.side_to_move(), 0, &mut order);
        let mut root_turns: Vec<Turn> = order.iter().map(|&(_, i)| turns[i as usize]).collect();
        let mut found: Option<Found> = None;
        let mut spending = Spending::default();
        for depth in 1..=self.setup.limits.max_depth() {
            let iteration = self.aspiration(&root, depth, &root_turns, found.map(|f| f.score));
            if let Some((index, score)) = iteration.best {
                let turn = root_turns[index];
                let depth = if iteration.complete { depth } else { depth - 1 };
                found = Some(Found {
                    turn,
                    score,
                    depth,
                    nodes: self.budget.nodes,
                });
                // The best turn leads the next iteration; the rest keep their order.
                root_turns[..=index].rotate_right(1);
            }
            if !iteration.complete {
                break;
            }
            // A forced result within the horizon will not change with more depth.
            if is_result(found.map_or(0, |f| f.score)) && depth > 2 {
                break;
            }
            if !self.budget.worth_another_iteration(started) {
                break;
            }
            if let (Some(target), Some(f)) = (self.setup.limits.target, found) {
                if !spending.another_iteration(depth, f.turn, f.score, self.budget.nodes, target) {
                    break;
                }
            }
        }
        if found.is_none() && !self.budget.cancelled() {
            // A node limit too small for even one ply: the best-ordered turn.
            found = Some(Found {
                turn: root_turns[0],
                score: 0,
                depth: 0,
                nodes: self.budget.nodes,
            });
        }
        found.map(|f| Found {
            nodes: self.budget.nodes,
            ..f
        })
    }

    /// One root iteration in a window around the last iteration's score,
    /// widened and searched again when the score falls outside it: most
    /// iterations land near the last score, and a narrow window cuts more.
    fn aspiration(
        &mut self,
        root: &Position,
        depth: u32,
        turns: &[Turn],
        last: Option<i32>,
    ) -> Iteration {
        let Some(last) = last.filter(|&s| depth >= ASPIRATION_DEPTH && !is_result(s)) else {
            return self.search_root(root, depth, turns, -INFINITY, INFINITY);
        };
        let mut width = ASPIRATION_WINDOW;
        loop {
            let (alpha, beta) = (last - width, last + width);
            let iteration = self.search_root(root, depth, turns, alpha, beta);
            let inside = iteration
                .best
                .is_some_and(|(_, score)| score > alpha && score < beta);
            if inside || !iteration.complete || width >= INFINITY {
                return iteration;
            }
            width = if width >= 4 * ASPIRATION_WINDOW {
                INFINITY
            } else {
                width * 4
            };
        }
    }

    fn search_root(
        &mut self,
        root: &Position,
        depth: u32,
        turns: &[Turn],
        window_alpha: i32,
        beta: i32,
    ) -> Iteration {
        let depth = depth as i32;
        let mut alpha = window_alpha;
        let mut best: Option<(usize, i32)> = None;
        self.keys.push(root.key());
        for (i, turn) in turns.iter().enumerate() {
            let child = root.after(turn);
            let mut score = if i == 0 {
                -self.alpha_beta(&child, depth - 1, -beta, -alpha, 1)
            } else {
                -self.alpha_beta(&child, depth - 1, -alpha - 1, -alpha, 1)
            };
            if i > 0 && score > alpha && !self.budget.stopped() {
                score = -self.alpha_beta(&child, depth - 1, -beta, -alpha, 1);
            }
            if self.budget.stopped() {
                break;
            }
            let improves = match best {
                Some((_, best_score)) => score > best_score,
                None => true,
            };
            if improves {
                best = Some((i, score));
                alpha = alpha.max(score);
                if alpha >= beta {
                    // Above the window: the caller widens it and looks again.
                    break;
                }
            }
        }
        self.keys.pop();
        Iteration {
            best,
            complete: !self.budget.stopped(),
        }
    }

    fn alpha_beta(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.budget.tick() {
            return 0;
        }
        if let Some(score) = self.game_end(pos, ply) {
            return score;
        }
        // Endgame tables: the exact value where they hold the position.
        let draw = self.draw(pos.side_to_move());
        let knowledge = self.setup.knowledge;
        if let Some(score) = super::endgame::leaf_score(self.rules, knowledge, pos, ply, draw) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        let key = self.table_key(pos);
        let hit = self.table.probe(key);
        if let Some(hit) = hit {
            if hit.depth as i32 >= depth {
                let score = from_table(hit.score, ply);
                let usable = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }

        if beta - alpha == 1 && depth >= NULL_MOVE_DEPTH && self.may_pass(pos, ply, beta) {
            if let Some(score) = self.null_move(pos, depth, beta, ply) {
                return score;
            }
        }

        let mut frame = std::mem::take(&mut self.frames[ply]);
        self.generate(pos, &mut frame.turns);
        let side = pos.side_to_move();
        self.ordering.order(
            &frame.turns,
            hit.and_then(|h| h.best),
            side,
            ply,
            &mut frame.order,
        );

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_index = None;
        self.keys.push(pos.key());
        for (n, &(_, index)) in frame.order.iter().enumerate() {
            let turn = frame.turns[index as usize];
            let child = pos.after(&turn);
            let score = if n == 0 {
                -self.alpha_beta(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet steps are searched shallower first, the later
                // the shallower (they rarely turn out best).
                let reduce = depth >= 3
                    && n >= 3
                    && !turn.is_capture()
                    && !self.ordering.is_killer(&turn, ply);
                let reduction = if reduce { reduction(depth, n) } else { 0 };
                let reduced = depth - 1 - reduction;
                let mut score = -self.alpha_beta(&child, reduced, -alpha - 1, -alpha, ply + 1);
                if score > alpha && reduce {
                    score = -self.alpha_beta(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if score > alpha && score < beta {
                    score = -self.alpha_beta(&child, depth - 1, -beta, -alpha, ply + 1);
                }
                score
            };
            if self.budget.stopped() {
                break;
            }
            if score > best_score {
                best_score = score;
                best_index = Some(index as usize);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        self.ordering.reward(turn, side, ply, depth as u32);
                        break;
                    }
                }
            }
        }
        self.keys.pop();
        self.frames[ply] = frame;
        if self.budget.stopped() {
            return 0;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            key,
            to_table(best_score, ply),
            depth as u32,
            bound,
            best_index,
        );
        best_score
    }

    /// Whether a null move may be tried here: not twice in a row, not with
    /// few pieces (where having to move can lose: a shut-in, a fortress
    /// broken), not near the quiet limit or a forced result.
    fn may_pass(&self, pos: &Position, ply: usize, beta: i32) -> bool {
        let side = pos.side_to_move();
        ply > 0
            && !self.passed[ply - 1]
            && !is_result(beta)
            && pos.count(side) >= NULL_MOVE_PIECES
            && pos.count(side.other()) >= NULL_MOVE_PIECES
            && pos.quiet() + 2 < self.rules.quiet.limit()
    }

    /// The null move: if giving the other side a free turn still leaves the
    /// side to move at or above `beta` in a shallower search, a real turn
    /// would too, and the node is cut without searching its turns.
    fn null_move(&mut self, pos: &Position, depth: i32, beta: i32, ply: usize) -> Option<i32> {
        if self.evaluate(pos) < beta {
            return None;
        }
        let reduction = 2 + depth / 4;
        self.keys.push(pos.key());
        self.passed[ply] = true;
        let score = -self.alpha_beta(
            &pos.passed(),
            depth - 1 - reduction,
            -beta,
            -beta + 1,
            ply + 1,
        );
        self.passed[ply] = false;
        self.keys.pop();
        if self.budget.stopped() {
            return Some(0);
        }
        (score >= beta && !is_result(score)).then_some(beta)
    }

    /// Takes only, until the position is quiet.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.budget.tick() {
            return 0;
        }
        let side = pos.side_to_move();
        if pos.count(side) == 0 || !has_legal_turn(pos) {
            return -(WIN - ply as i32);
        }
        let can_take = has_capture(pos);
        let must_take = can_take && self.rules.taking == Taking::Forced;
        let stand_pat = self.evaluate(pos);
        if !must_take {
            if stand_pat >= beta || !can_take || ply >= MAX_PLY - 1 {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
        } else if ply >= MAX_PLY - 1 {
            return stand_pat;
        }
        let mut frame = std::mem::take(&mut self.frames[ply]);
        self.generate(pos, &mut frame.turns);
        frame.turns.retain(Turn::is_capture);
        // Most pieces first; the sort is stable so the search replays.
        frame
            .turns
            .sort_by_key(|t| std::cmp::Reverse(t.capture_count()));
        let mut best = if must_take { -INFINITY } else { stand_pat };
        for turn in &frame.turns {
            let score = -self.quiesce(&pos.after(turn), -beta, -alpha, ply + 1);
            if self.budget.stopped() {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.frames[ply] = frame;
        best
    }

    /// The game's end conditions at a position inside the tree, for the side
    /// to move, in RULES.md's order.
    fn game_end(&self, pos: &Position, ply: usize) -> Option<i32> {
        let side = pos.side_to_move();
        if pos.count(side) == 0 || !has_legal_turn(pos) {
            return Some(-(WIN - ply as i32));
        }
        if self.repeats(pos) {
            return Some(self.draw(side));
        }
        let quiet = self.rules.quiet;
        if pos.quiet() >= quiet.limit() {
            let lead = pos.count(side) as i32 - pos.count(side.other()) as i32;
            return Some(if !quiet.more_pieces_wins() || lead == 0 {
                self.draw(side)
            } else {
                lead.signum() * (QUIET_WIN - ply as i32)
            });
        }
        None
    }

    /// Whether `pos` counts as a draw by repetition: it stood before within
    /// the search (the side that allowed it can repeat again), or twice before
    /// in the game.
    fn repeats(&self, pos: &Position) -> bool {
        let key = pos.key();
        let reach = (pos.quiet() as usize).min(self.keys.len());
        let mut in_game = 0;
        // Only positions with the same side to move: every second one back.
        let mut back = 2;
        while back <= reach {
            let index = self.keys.len() - back;
            if self.keys[index] == key {
                if index >= self.root_index {
                    return true;
                }
                in_game += 1;
                if in_game >= 2 {
                    return true;
                }
            }
            back += 2;
        }
        false
    }

    /// A draw's worth to the side to move: a little less than nothing for the
    /// side the search plays for.
    fn draw(&self, side: Side) -> i32 {
        if side == self.root_side {
            -self.setup.contempt
        } else {
            self.setup.contempt
        }
    }

    fn evaluate(&self, pos: &Position) -> i32 {
        let score =
            evaluate(pos, self.setup.knowledge, self.rules.quiet) + self.sharpness.score(pos);
        let amplitude = self.setup.noise;
        if amplitude == 0 {
            return score;
        }
        let roll = mix(pos.key() ^ self.setup.noise_seed) % (2 * amplitude as u64 + 1);
        score + roll as i32 - amplitude
    }

    /// The table's key: the position's, with the quiet count mixed in (the
    /// quiet limit and the evaluation both depend on it).
    fn table_key(&self, pos: &Position) -> u64 {
        pos.key() ^ mix(u64::from(pos.quiet()) ^ 0x5155_4945_5400)
    }

    /// One turn per resulting position; with short sight, runs cut to one take.
    fn generate(&self, pos: &Position, out: &mut Vec<Turn>) {
        out.clear();
        generate(pos, self.rules.taking, Paths::Distinct, out);
        if self.setup.short_sight && self.rules.taking == Taking::Optional {
            out.retain(|t| t.hop_count() == 1);
        }
    }
}

/// Plies cut from the search of the `n`th turn (from 0) at `depth`: one for
/// the first late steps, growing slowly with depth and lateness, never
/// below a one-ply search.
fn reduction(depth: i32, n: usize) -> i32 {
    let r = ((depth as f32).ln() * (n as f32).ln() / LMR_DIVISOR) as i32;
    r.clamp(1, (depth - 2).max(1))
}

/// Game results are stored relative to the node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > RESULT_BOUND {
        score + ply as i32
    } else if score < -RESULT_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > RESULT_BOUND {
        score - ply as i32
    } else if score < -RESULT_BOUND {
        score + ply as i32
    } else {
        score
    }
}
