//! The game record: the rule options, the turns played, and the end conditions
//! checked after every completed turn in the order docs/RULES.md gives.

use crate::movegen::{generate, has_legal_turn, legal_turns, Paths};
use crate::notation::{parse_turn, NotationError};
use crate::position::Position;
use crate::rules::{EndReason, Outcome, Rules};
use crate::side::Side;
use crate::turn::Turn;

/// Why a turn or an undo was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over")]
    GameOver,
    #[error("not a legal turn in this position")]
    IllegalTurn,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("not an ending decided off the board")]
    NotADecision,
    #[error(transparent)]
    Notation(#[from] NotationError),
}

/// A game: where it started, every turn since, and how it ended.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// The position at the start of every turn played, and the current one last.
    positions: Vec<Position>,
    turns: Vec<Turn>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game from the start position.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(rules, Position::start())
    }

    /// A game from any position. A side to move with no pieces or no turn has
    /// already lost.
    pub fn from_position(rules: Rules, start: Position) -> Game {
        let mut game = Game {
            rules,
            positions: vec![start],
            turns: Vec::new(),
            outcome: None,
        };
        game.outcome = game.judge_start();
        game
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has a position")
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The turns played, in order.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The position at the start of every turn played, then the current one.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Every legal turn now, one per notation (none once the game is over).
    pub fn legal_turns(&self) -> Vec<Turn> {
        if self.is_over() {
            return Vec::new();
        }
        legal_turns(self.position(), self.rules.taking)
    }

    /// One legal turn per resulting position (what a search needs).
    pub fn distinct_turns(&self) -> Vec<Turn> {
        let mut turns = Vec::new();
        if !self.is_over() {
            generate(
                self.position(),
                self.rules.taking,
                Paths::Distinct,
                &mut turns,
            );
        }
        turns
    }

    /// Plays a turn after checking it is legal now.
    pub fn play(&mut self, turn: &Turn) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if !self.legal_turns().contains(turn) {
            return Err(GameError::IllegalTurn);
        }
        self.play_unchecked(*turn);
        Ok(())
    }

    /// Plays a turn given in notation.
    pub fn play_notation(&mut self, text: &str) -> Result<Turn, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let turn = parse_turn(self.position(), self.rules.taking, text)?;
        self.play_unchecked(turn);
        Ok(turn)
    }

    /// Plays a turn known to be legal (generated for this position).
    fn play_unchecked(&mut self, turn: Turn) {
        let next = self.position().after(&turn);
        self.positions.push(next);
        self.turns.push(turn);
        self.outcome = self.judge_after_turn(&turn);
    }

    /// `loser` gives up (at any moment, not only on its own turn).
    pub fn resign(&mut self, loser: Side) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        self.outcome = Some(Outcome::win(loser.other(), EndReason::Resigned));
        Ok(())
    }

    /// Ends the game by a decision off the board: a resignation, an abandoned
    /// online game (the winner is the one who stayed), or an agreed draw.
    /// Refused for a reason the board decides, and for a draw that names a
    /// winner or a win that names none.
    pub fn conclude(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let fits = match outcome.reason {
            EndReason::Resigned | EndReason::Abandoned => outcome.winner.is_some(),
            EndReason::AgreedDraw => outcome.winner.is_none(),
            _ => false,
        };
        if !fits {
            return Err(GameError::NotADecision);
        }
        self.outcome = Some(outcome);
        Ok(())
    }

    /// Takes back a resignation, reopening the game; false if there was none.
    pub fn withdraw_resignation(&mut self) -> bool {
        let resigned = matches!(
            self.outcome,
            Some(Outcome {
                reason: EndReason::Resigned,
                ..
            })
        );
        if resigned {
            self.outcome = None;
        }
        resigned
    }

    /// Takes back the last turn and reopens the game.
    pub fn undo(&mut self) -> Result<Turn, GameError> {
        let turn = self.turns.pop().ok_or(GameError::NothingToUndo)?;
        self.positions.pop();
        self.outcome = None;
        Ok(turn)
    }

    /// How many times the current position has stood at the start of a turn,
    /// this time included. Only positions since the last take can repeat it.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let window = now.quiet() as usize + 1;
        self.positions
            .iter()
            .rev()
            .take(window)
            .filter(|p| p.key() == now.key())
            .count()
    }

    fn judge_start(&self) -> Option<Outcome> {
        let pos = self.position();
        let mover = pos.side_to_move();
        if pos.count(mover) == 0 {
            return Some(Outcome::win(mover.other(), EndReason::AllTaken));
        }
        if !has_legal_turn(pos) {
            return Some(Outcome::win(mover.other(), EndReason::ShutIn));
        }
        self.judge_quiet_limit()
    }

    /// The end conditions of docs/RULES.md, in order, after `turn` was played.
    fn judge_after_turn(&self, turn: &Turn) -> Option<Outcome> {
        let pos = self.position();
        let to_move = pos.side_to_move();
        let mover = to_move.other();
        if turn.is_capture() && pos.count(to_move) == 0 {
            return Some(Outcome::win(mover, EndReason::AllTaken));
        }
        if pos.count(to_move) > 0 && !has_legal_turn(pos) {
            return Some(Outcome::win(mover, EndReason::ShutIn));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::draw(EndReason::Repetition));
        }
        self.judge_quiet_limit()
    }

    /// The quiet limit, reached or passed.
    fn judge_quiet_limit(&self) -> Option<Outcome> {
        let pos = self.position();
        let quiet = self.rules.quiet;
        if pos.quiet() >= quiet.limit() {
            if !quiet.more_pieces_wins() {
                return Some(Outcome::draw(EndReason::QuietLimit));
            }
            let (red, white) = (pos.count(Side::Red), pos.count(Side::White));
            return Some(match red.cmp(&white) {
                std::cmp::Ordering::Greater => {
                    Outcome::win(Side::Red, EndReason::QuietLimitMorePieces)
                }
                std::cmp::Ordering::Less => {
                    Outcome::win(Side::White, EndReason::QuietLimitMorePieces)
                }
                std::cmp::Ordering::Equal => Outcome::draw(EndReason::QuietLimitEqual),
            });
        }
        None
    }
}
