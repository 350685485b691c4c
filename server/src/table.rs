//! One table's match, as the server keeps it: the seats, the core's game
//! record and the offers, rebuilt from its stored events. Every request is
//! checked here and turned into the events it causes; nothing changes until
//! the events are stored and then applied.

use serde::{Deserialize, Serialize};
use sholo_core::{parse_turn, Game, Rules, Side};
use sholo_protocol::{EndReason, ErrorCode, Outcome, SeatState, TableState, TurnRecord, WireRules};

/// A seat at a table: 0 is the creator's, 1 the one who joined.
pub type Seat = usize;

/// A change to a table, as stored (one row per event, numbered by `seq`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    Turn { side: Side, turn: String },
    DrawOffered { by: Side },
    DrawDeclined { by: Side },
    GameOver { outcome: Outcome },
    RematchOffered { by: Side },
    RematchDeclined { by: Side },
    RematchStarted,
}

/// A refusal: the code and a sentence for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

fn refuse(code: ErrorCode, message: impl Into<String>) -> Refusal {
    Refusal {
        code,
        message: message.into(),
    }
}

/// What a table is made with (its stored row).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSetup {
    pub code: String,
    pub rules: WireRules,
    /// The creator's side in the first game.
    pub creator_side: Side,
}

/// A table's state, rebuilt by applying its events in order.
#[derive(Debug)]
pub struct Match {
    setup: TableSetup,
    seated: [bool; 2],
    game_number: u32,
    game: Game,
    turns: Vec<TurnRecord>,
    seq: u64,
    /// The seq of the last event that changed the board: a turn, the end, a rematch.
    board_seq: u64,
    draw_offer: Option<Side>,
    rematch_offer: Option<Side>,
    outcome: Option<Outcome>,
}

impl Match {
    pub fn new(setup: TableSetup, joined: bool) -> Match {
        let rules: Rules = setup.rules.into();
        Match {
            setup,
            seated: [true, joined],
            game_number: 1,
            game: Game::new(rules),
            turns: Vec::new(),
            seq: 0,
            board_seq: 0,
            draw_offer: None,
            rematch_offer: None,
            outcome: None,
        }
    }

    pub fn code(&self) -> &str {
        &self.setup.code
    }

    pub fn seq(&self) -> u64 {
        self.seq
    }

    pub fn is_seated(&self, seat: Seat) -> bool {
        self.seated[seat]
    }

    pub fn seat_joined(&mut self) {
        self.seated[1] = true;
    }

    /// The side `seat` plays in the current game (colours swap each rematch).
    pub fn side_of(&self, seat: Seat) -> Side {
        let creator = if self.game_number % 2 == 1 {
            self.setup.creator_side
        } else {
            self.setup.creator_side.other()
        };
        if seat == 0 {
            creator
        } else {
            creator.other()
        }
    }

    pub fn seat_of(&self, side: Side) -> Seat {
        if self.side_of(0) == side {
            0
        } else {
            1
        }
    }

    /// The table as `seat` sees it; `presence` gives each seat's state by seat.
    pub fn state_for(&self, seat: Seat, presence: [SeatState; 2]) -> TableState {
        let by_side = |side: Side| presence[self.seat_of(side)];
        TableState {
            code: self.setup.code.clone(),
            game: self.game_number,
            rules: self.setup.rules,
            your_side: self.side_of(seat),
            red: by_side(Side::Red),
            white: by_side(Side::White),
            seq: self.seq,
            turns: self.turns.clone(),
            to_move: self
                .outcome
                .is_none()
                .then(|| self.game.position().side_to_move()),
            draw_offer: self.draw_offer,
            rematch_offer: self.rematch_offer,
            outcome: self.outcome,
        }
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Applies one stored event; `seq` must be the next number.
    pub fn apply(&mut self, seq: u64, event: &Event) {
        debug_assert_eq!(seq, self.seq + 1);
        self.seq = seq;
        match event {
            Event::Turn { side, turn } => {
                // Stored turns were checked before they were stored.
                if self.game.play_notation(turn).is_ok() {
                    self.turns.push(TurnRecord {
                        seq,
                        side: *side,
                        turn: turn.clone(),
                    });
                }
                self.board_seq = seq;
                self.draw_offer = None;
            }
            Event::DrawOffered { by } => self.draw_offer = Some(*by),
            Event::DrawDeclined { .. } => self.draw_offer = None,
            Event::GameOver { outcome } => {
                self.outcome = Some(*outcome);
                self.board_seq = seq;
                self.draw_offer = None;
                self.rematch_offer = None;
            }
            Event::RematchOffered { by } => self.rematch_offer = Some(*by),
            Event::RematchDeclined { .. } => self.rematch_offer = None,
            Event::RematchStarted => {
                self.game_number += 1;
                self.game = Game::new(self.setup.rules.into());
                self.turns.clear();
                self.outcome = None;
                self.draw_offer = None;
                self.rematch_offer = None;
                self.board_seq = seq;
            }
        }
    }

    /// Checks that a game request may be made by `seat` now.
    fn in_play(&self, seat: Seat) -> Result<Side, Refusal> {
        if !self.seated[1] {
            return Err(refuse(
                ErrorCode::OpponentMissing,
                "waiting for the second player to join",
            ));
        }
        if self.is_over() {
            return Err(refuse(ErrorCode::GameOver, "the game is over"));
        }
        Ok(self.side_of(seat))
    }

    /// The events of `seat` playing `text` acting on the table at `seq`.
    pub fn play(&self, seat: Seat, seq: u64, text: &str) -> Result<Vec<Event>, Refusal> {
        let side = self.in_play(seat)?;
        if seq < self.board_seq || seq > self.seq {
            return Err(refuse(
                ErrorCode::StaleSeq,
                format!(
                    "the turn acts on seq {seq}, the table is at {} (last turn at {}): not applied",
                    self.seq, self.board_seq
                ),
            ));
        }
        if self.game.position().side_to_move() != side {
            return Err(refuse(
                ErrorCode::NotYourTurn,
                format!("it is {}'s turn", side.other().name()),
            ));
        }
        let turn = parse_turn(self.game.position(), self.game.rules().taking, text)
            .map_err(|e| refuse(ErrorCode::IllegalTurn, e.to_string()))?;
        let mut after = self.game.clone();
        after
            .play(&turn)
            .map_err(|e| refuse(ErrorCode::IllegalTurn, e.to_string()))?;
        let mut events = vec![Event::Turn {
            side,
            turn: sholo_core::format_turn(&turn),
        }];
        if let Some(outcome) = after.outcome() {
            events.push(Event::GameOver {
                outcome: outcome.into(),
            });
        }
        Ok(events)
    }

    pub fn resign(&self, seat: Seat) -> Result<Vec<Event>, Refusal> {
        let side = self.in_play(seat)?;
        Ok(vec![Event::GameOver {
            outcome: Outcome {
                winner: Some(side.other()),
                reason: EndReason::Resigned,
            },
        }])
    }

    pub fn offer_draw(&self, seat: Seat) -> Result<Vec<Event>, Refusal> {
        let side = self.in_play(seat)?;
        if self.draw_offer.is_some() {
            return Err(refuse(ErrorCode::AlreadyOffered, "a draw offer is pending"));
        }
        Ok(vec![Event::DrawOffered { by: side }])
    }

    pub fn answer_draw(&self, seat: Seat, accept: bool) -> Result<Vec<Event>, Refusal> {
        let side = self.in_play(seat)?;
        if self.draw_offer != Some(side.other()) {
            return Err(refuse(
                ErrorCode::NoOffer,
                "no draw offer from the other seat",
            ));
        }
        Ok(vec![if accept {
            Event::GameOver {
                outcome: Outcome {
                    winner: None,
                    reason: EndReason::AgreedDraw,
                },
            }
        } else {
            Event::DrawDeclined { by: side }
        }])
    }

    pub fn offer_rematch(&self, seat: Seat) -> Result<Vec<Event>, Refusal> {
        let side = self.after_game(seat)?;
        match self.rematch_offer {
            Some(by) if by == side.other() => Ok(vec![Event::RematchStarted]),
            Some(_) => Err(refuse(
                ErrorCode::AlreadyOffered,
                "a rematch offer is pending",
            )),
            None => Ok(vec![Event::RematchOffered { by: side }]),
        }
    }

    pub fn answer_rematch(&self, seat: Seat, accept: bool) -> Result<Vec<Event>, Refusal> {
        let side = self.after_game(seat)?;
        if self.rematch_offer != Some(side.other()) {
            return Err(refuse(
                ErrorCode::NoOffer,
                "no rematch offer from the other seat",
            ));
        }
        Ok(vec![if accept {
            Event::RematchStarted
        } else {
            Event::RematchDeclined { by: side }
        }])
    }

    fn after_game(&self, seat: Seat) -> Result<Side, Refusal> {
        if !self.is_over() {
            return Err(refuse(
                ErrorCode::GameNotOver,
                "the game is still being played",
            ));
        }
        Ok(self.side_of(seat))
    }

    /// `seat` claims the game; `opponent_away_for` is how long the other seat's
    /// player has been gone (`None`: connected now).
    pub fn claim_abandoned(
        &self,
        seat: Seat,
        opponent_away_for: Option<u64>,
        away_limit: u64,
    ) -> Result<Vec<Event>, Refusal> {
        let side = self.in_play(seat)?;
        match opponent_away_for {
            Some(away) if away >= away_limit => Ok(vec![Event::GameOver {
                outcome: Outcome {
                    winner: Some(side),
                    reason: EndReason::Abandoned,
                },
            }]),
            Some(away) => Err(refuse(
                ErrorCode::OpponentNotAway,
                format!(
                    "the opponent has been away {away} s of the {away_limit} s that allow a claim"
                ),
            )),
            None => Err(refuse(
                ErrorCode::OpponentNotAway,
                "the opponent is connected",
            )),
        }
    }

    /// The message that tells a seat of a stored event.
    pub fn event_message(
        &self,
        seq: u64,
        event: &Event,
        seat: Seat,
        presence: [SeatState; 2],
    ) -> sholo_protocol::ServerMessage {
        use sholo_protocol::ServerMessage as M;
        match event {
            Event::Turn { side, turn } => M::TurnPlayed {
                seq,
                side: *side,
                turn: turn.clone(),
            },
            Event::DrawOffered { by } => M::DrawOffered { seq, by: *by },
            Event::DrawDeclined { by } => M::DrawDeclined { seq, by: *by },
            Event::GameOver { outcome } => M::GameOver {
                seq,
                outcome: *outcome,
            },
            Event::RematchOffered { by } => M::RematchOffered { seq, by: *by },
            Event::RematchDeclined { by } => M::RematchDeclined { seq, by: *by },
            Event::RematchStarted => M::RematchStarted {
                seq,
                table: self.state_for(seat, presence),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Match {
        let mut m = Match::new(
            TableSetup {
                code: "ABCDEFGHJK".into(),
                rules: WireRules::default(),
                creator_side: Side::Red,
            },
            false,
        );
        m.seat_joined();
        m
    }

    fn apply_all(m: &mut Match, events: Vec<Event>) {
        for e in events {
            let seq = m.seq() + 1;
            m.apply(seq, &e);
        }
    }

    #[test]
    fn a_turn_is_taken_only_from_the_seat_to_move_at_the_current_seq() {
        let mut m = table();
        assert_eq!(
            m.play(1, 0, "c7-c6").unwrap_err().code,
            ErrorCode::NotYourTurn
        );
        let legal = sholo_core::format_turn(&m.game.legal_turns()[0]);
        assert_eq!(m.play(0, 1, &legal).unwrap_err().code, ErrorCode::StaleSeq);
        assert_eq!(
            m.play(0, 0, "a1-e9").unwrap_err().code,
            ErrorCode::IllegalTurn
        );
        let events = m.play(0, 0, &legal).unwrap();
        apply_all(&mut m, events);
        assert_eq!(m.seq(), 1);
        // The same request again is stale, never a second turn.
        assert_eq!(m.play(0, 0, &legal).unwrap_err().code, ErrorCode::StaleSeq);
        assert_eq!(m.turns.len(), 1);
    }

    #[test]
    fn an_offer_in_between_does_not_make_a_turn_stale() {
        let mut m = table();
        let events = m.offer_draw(1).unwrap();
        apply_all(&mut m, events);
        let legal = sholo_core::format_turn(&m.game.legal_turns()[0]);
        let events = m.play(0, 0, &legal).unwrap();
        apply_all(&mut m, events);
        assert_eq!(m.draw_offer, None, "a turn cancels the pending offer");
    }

    #[test]
    fn draws_resignations_and_rematches_swap_colours() {
        let mut m = table();
        assert_eq!(m.answer_draw(1, true).unwrap_err().code, ErrorCode::NoOffer);
        let events = m.offer_draw(0).unwrap();
        apply_all(&mut m, events);
        assert_eq!(m.answer_draw(0, true).unwrap_err().code, ErrorCode::NoOffer);
        let events = m.answer_draw(1, true).unwrap();
        apply_all(&mut m, events);
        assert_eq!(m.outcome.unwrap().reason, EndReason::AgreedDraw);
        assert_eq!(m.resign(0).unwrap_err().code, ErrorCode::GameOver);
        let events = m.offer_rematch(0).unwrap();
        apply_all(&mut m, events);
        let events = m.offer_rematch(1).unwrap();
        apply_all(&mut m, events);
        assert_eq!(m.game_number, 2);
        assert_eq!(m.side_of(0), Side::White);
        assert_eq!(m.seq(), 4);
        let events = m.resign(0).unwrap();
        apply_all(&mut m, events);
        assert_eq!(m.outcome.unwrap().winner, Some(Side::Red));
    }

    #[test]
    fn abandonment_needs_the_away_limit() {
        let m = table();
        assert_eq!(
            m.claim_abandoned(0, None, 600).unwrap_err().code,
            ErrorCode::OpponentNotAway
        );
        assert_eq!(
            m.claim_abandoned(0, Some(599), 600).unwrap_err().code,
            ErrorCode::OpponentNotAway
        );
        let events = m.claim_abandoned(0, Some(600), 600).unwrap();
        assert_eq!(
            events,
            vec![Event::GameOver {
                outcome: Outcome {
                    winner: Some(Side::Red),
                    reason: EndReason::Abandoned
                }
            }]
        );
    }
}
