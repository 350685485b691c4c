//! An online table: one seat is a person elsewhere whose turns arrive from
//! the network. The table keeps what the screen needs to know about the link
//! (connected or not, and why) and the opponent (here, away, gone), takes the
//! remote seat's turns and decisions, and queues the local person's for the
//! peer in an outbox the runtime drains. It speaks no protocol: the online
//! client translates between these and the wire.

use super::event::{Actor, Event};
use super::Table;
use crate::game::Game;
use crate::notation::parse_turn;
use crate::rules::{EndReason, Outcome};
use crate::side::Side;

/// The link to the server, as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Connection {
    /// Connected and caught up: turns may be made.
    Connected,
    /// Connecting for the first time or again; `attempt` counts from 1.
    Connecting { attempt: u32 },
    /// Not connected and not trying now; `why` is for the screen.
    Offline { why: String },
}

/// Where the opponent is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Nobody has taken the other seat yet (the code was not used).
    NotJoined,
    /// Connected now.
    Present,
    /// Disconnected since this moment (milliseconds since the Unix epoch, as
    /// the server counts them); `may_end` once the table's limit has passed
    /// and the game may be ended as abandoned.
    Away { since_ms: u64, may_end: bool },
    /// Left the table for good.
    Left,
}

/// What the local person did that the peer must hear, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outgoing {
    /// A completed turn in notation, the `index`-th of the game (from 0).
    Turn {
        index: usize,
        notation: String,
    },
    Resign,
    OfferDraw,
    /// The answer to the opponent's draw offer.
    AnswerDraw {
        accept: bool,
    },
    /// A new game with the colours swapped (both must ask).
    Rematch,
    /// Ends the game as abandoned by an opponent away past the limit.
    EndAbandoned,
}

/// What happened online, for the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineEvent {
    /// The link changed.
    Connection(Connection),
    /// The opponent sat down or came back.
    OpponentArrived,
    /// The opponent's connection went.
    OpponentAway,
    /// The opponent left the table for good.
    OpponentLeft,
    /// A draw is offered by `by`.
    DrawOffered { by: Side },
    /// The draw offer was declined (or withdrawn by a turn).
    DrawDeclined,
    /// `by` asks for a rematch.
    RematchAsked { by: Side },
    /// The server's game differs from the one shown (a turn it refused):
    /// the board now shows the server's.
    Resynced,
    /// The server refused something, in its words.
    ServerRefused { message: String },
}

/// Why the remote seat's turn or decision was not taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RemoteRefusal {
    #[error("this is not an online table")]
    NotOnline,
    #[error("it is not the opponent's turn")]
    NotTheirTurn,
    #[error("the game is over")]
    GameOver,
    #[error("'{notation}' is not a legal turn here: {reason}")]
    Illegal { notation: String, reason: String },
    #[error("not an ending decided off the board")]
    NotAnEnding,
}

/// How [`Table::sync_online`] met the server's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sync {
    /// The same game; `played` of the server's turns were new here.
    CaughtUp { played: usize },
    /// This side has `ahead` turns of its own the server has not got yet (to
    /// send again), and perhaps its resignation (the game shown is over by
    /// it, the server's is not).
    Ahead { ahead: usize },
    /// The games differed: the server's replaced the one shown.
    Replaced,
}

/// The online part of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Online {
    pub connection: Connection,
    pub opponent: Presence,
    pub draw_offer: Option<Side>,
    pub rematch_asked: Option<Side>,
    /// The game's end was announced (a restored finished game is not
    /// announced again).
    pub end_announced: bool,
}

impl Online {
    pub fn new(over: bool) -> Online {
        Online {
            connection: Connection::Connecting { attempt: 1 },
            opponent: Presence::NotJoined,
            draw_offer: None,
            rematch_asked: None,
            end_announced: over,
        }
    }
}

/// The view's online part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineView {
    /// The table's code (the game's id).
    pub code: String,
    pub local_side: Side,
    pub connection: Connection,
    pub opponent: Presence,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Side>,
    /// The side that asked for a rematch.
    pub rematch_asked: Option<Side>,
    pub can_offer_draw: bool,
    pub can_end_abandoned: bool,
}

impl Table {
    /// The online side of this table, if it is one.
    pub(super) fn online_view(&self) -> Option<OnlineView> {
        let online = self.online.as_ref()?;
        let local = self.local_side()?;
        let playing = !self.game().is_over() && online.connection == Connection::Connected;
        Some(OnlineView {
            code: self.saved.game_id.clone(),
            local_side: local,
            connection: online.connection.clone(),
            opponent: online.opponent,
            draw_offer: online.draw_offer,
            rematch_asked: online.rematch_asked,
            can_offer_draw: playing && online.draw_offer.is_none(),
            can_end_abandoned: playing
                && matches!(online.opponent, Presence::Away { may_end: true, .. }),
        })
    }

    /// The local person's side at an online table.
    pub fn local_side(&self) -> Option<Side> {
        match self.config().mode() {
            crate::config::Mode::Online { local } => Some(local),
            _ => None,
        }
    }

    /// What the local person did since the last call, for the peer, oldest
    /// first (the runtime sends these; the screen reads the events).
    pub fn take_outbox(&mut self) -> Vec<Outgoing> {
        std::mem::take(&mut self.outbox)
    }

    /// Whether anything waits in the outbox.
    pub fn has_outgoing(&self) -> bool {
        !self.outbox.is_empty()
    }

    /// The link changed.
    pub fn set_connection(&mut self, connection: Connection) {
        let Some(online) = self.online.as_mut() else {
            return;
        };
        if online.connection != connection {
            online.connection = connection.clone();
            if connection != Connection::Connected {
                // A run half played cannot be finished offline.
                self.selection = super::Selection::Nothing;
                self.drag_from = None;
            }
            self.events
                .push(Event::Online(OnlineEvent::Connection(connection)));
        }
    }

    /// The opponent's presence changed.
    pub fn set_opponent(&mut self, presence: Presence) {
        let Some(online) = self.online.as_mut() else {
            return;
        };
        let before = online.opponent;
        online.opponent = presence;
        let event = match (before, presence) {
            (Presence::Present, Presence::Present) => None,
            (_, Presence::Present) => Some(OnlineEvent::OpponentArrived),
            (Presence::Away { .. }, Presence::Away { .. }) => None,
            (_, Presence::Away { .. }) => Some(OnlineEvent::OpponentAway),
            (Presence::Left, Presence::Left) => None,
            (_, Presence::Left) => Some(OnlineEvent::OpponentLeft),
            (_, Presence::NotJoined) => None,
        };
        if let Some(event) = event {
            self.events.push(Event::Online(event));
        }
    }

    /// The remote seat's turn, in notation: played like any turn once it is
    /// checked (the remote side to move, the game on, the turn legal).
    pub fn remote_turn(&mut self, notation: &str) -> Result<(), RemoteRefusal> {
        let local = self.local_side().ok_or(RemoteRefusal::NotOnline)?;
        if self.game().is_over() {
            return Err(RemoteRefusal::GameOver);
        }
        let side = self.game().position().side_to_move();
        if side == local {
            return Err(RemoteRefusal::NotTheirTurn);
        }
        let turn = parse_turn(self.game().position(), self.config().rules.taking, notation)
            .map_err(|e| RemoteRefusal::Illegal {
                notation: notation.to_string(),
                reason: e.to_string(),
            })?;
        self.review = None;
        self.draw_answered();
        self.complete(turn, Actor::Remote, 0);
        self.sync_requests();
        Ok(())
    }

    /// The game ended by a decision off the board that the server reports: a
    /// resignation (either side's), an abandoned game, an agreed draw. The
    /// same ending already on the table is accepted and changes nothing.
    pub fn remote_ending(&mut self, outcome: Outcome) -> Result<(), RemoteRefusal> {
        if self.online.is_none() {
            return Err(RemoteRefusal::NotOnline);
        }
        if self.game().outcome() == Some(outcome) {
            return Ok(());
        }
        if !outcome.reason.is_decided_off_the_board() {
            return Err(RemoteRefusal::NotAnEnding);
        }
        self.saved.game.conclude(outcome).map_err(|e| match e {
            crate::game::GameError::GameOver => RemoteRefusal::GameOver,
            _ => RemoteRefusal::NotAnEnding,
        })?;
        self.draw_answered();
        self.position_changed();
        self.settle_finished_game();
        self.sync_requests();
        Ok(())
    }

    /// Makes the game shown the server's (after connecting or reconnecting):
    /// turns it has that this table has not are played as they came; turns of
    /// this side's own it has not got yet are kept (to be sent again); a game
    /// that differs is replaced by the server's.
    pub fn sync_online(
        &mut self,
        turns: &[String],
        ending: Option<Outcome>,
    ) -> Result<Sync, RemoteRefusal> {
        let local = self.local_side().ok_or(RemoteRefusal::NotOnline)?;
        let rules = self.config().rules;
        let mut server = Game::from_position(rules, *self.game().start());
        for notation in turns {
            server
                .play_notation(notation)
                .map_err(|e| RemoteRefusal::Illegal {
                    notation: notation.clone(),
                    reason: e.to_string(),
                })?;
        }
        if let Some(outcome) = ending.filter(|o| o.reason.is_decided_off_the_board()) {
            server
                .conclude(outcome)
                .map_err(|_| RemoteRefusal::NotAnEnding)?;
        }
        let ours = self.game().turns();
        let shared = ours
            .iter()
            .zip(server.turns())
            .take_while(|(a, b)| a == b)
            .count();
        let ahead_ours = &self.game().positions()[shared..ours.len()];
        let only_ours_ahead = shared == server.turns().len()
            && ahead_ours.iter().all(|p| p.side_to_move() == local)
            && server.outcome().is_none();
        if shared == ours.len()
            && self
                .game()
                .outcome()
                .is_none_or(|o| server.outcome() == Some(o))
        {
            let new: Vec<_> = server.turns()[shared..].to_vec();
            for (i, turn) in new.iter().enumerate() {
                let side = server.positions()[shared + i].side_to_move();
                let by = if side == local {
                    Actor::Person
                } else {
                    Actor::Remote
                };
                self.complete(*turn, by, 0);
            }
            if let Some(outcome) = server.outcome() {
                if !self.game().is_over() {
                    self.saved
                        .game
                        .conclude(outcome)
                        .map_err(|_| RemoteRefusal::NotAnEnding)?;
                    self.position_changed();
                    self.settle_finished_game();
                }
            }
            self.sync_requests();
            return Ok(Sync::CaughtUp { played: new.len() });
        }
        // Our own resignation may not have reached the server either.
        let ours_to_send = |o: Outcome| {
            !o.reason.is_decided_off_the_board()
                || (o.reason == EndReason::Resigned && o.winner == Some(local.other()))
        };
        if only_ours_ahead && self.game().outcome().is_none_or(ours_to_send) {
            return Ok(Sync::Ahead {
                ahead: ours.len() - shared,
            });
        }
        self.saved.game = server;
        self.selection = super::Selection::Nothing;
        self.review = None;
        self.position_changed();
        self.events.push(Event::Online(OnlineEvent::Resynced));
        if let Some(online) = self.online.as_mut() {
            online.end_announced = false;
        }
        self.settle_finished_game();
        self.sync_requests();
        Ok(Sync::Replaced)
    }

    /// The opponent offers a draw.
    pub fn remote_draw_offer(&mut self) {
        let (Some(local), Some(online)) = (self.local_side(), self.online.as_mut()) else {
            return;
        };
        if online.draw_offer.is_none() {
            online.draw_offer = Some(local.other());
            self.events.push(Event::Online(OnlineEvent::DrawOffered {
                by: local.other(),
            }));
        }
    }

    /// A standing draw offer was declined.
    pub fn remote_draw_declined(&mut self) {
        if self.online.as_ref().is_some_and(|o| o.draw_offer.is_some()) {
            self.draw_answered();
            self.events.push(Event::Online(OnlineEvent::DrawDeclined));
        }
    }

    /// `by` asks for a rematch.
    pub fn remote_rematch_asked(&mut self, by: Side) {
        if let Some(online) = self.online.as_mut() {
            if online.rematch_asked != Some(by) {
                online.rematch_asked = Some(by);
                self.events
                    .push(Event::Online(OnlineEvent::RematchAsked { by }));
            }
        }
    }

    /// The server started the next game at this table (a rematch): `local`
    /// is this side's colour in it, `game_id` names it.
    pub fn online_new_game(&mut self, local: Side, game_id: String) {
        let rules = self.config().rules;
        self.saved = crate::save::SavedGame {
            game_id,
            config: crate::config::GameConfig::online(local, rules),
            game: Game::new(rules),
            review: None,
        };
        self.online = Some(Online {
            connection: self
                .online
                .as_ref()
                .map_or(Connection::Connected, |o| o.connection.clone()),
            opponent: self
                .online
                .as_ref()
                .map_or(Presence::Present, |o| o.opponent),
            ..Online::new(false)
        });
        self.review = None;
        self.events.push(Event::NewGame);
        self.position_changed();
        self.sync_requests();
    }

    /// The server refused something this side sent, in its words.
    pub fn server_refused(&mut self, message: String) {
        self.events
            .push(Event::Online(OnlineEvent::ServerRefused { message }));
    }

    /// Offers the opponent a draw.
    pub fn offer_draw(&mut self) -> Result<(), super::Refusal> {
        self.attempt(|t| {
            t.online_and_connected()?;
            if t.game().is_over() {
                return Err(super::Refusal::GameOver);
            }
            let local = t.local_side().ok_or(super::Refusal::NotOnline)?;
            let online = t.online.as_mut().expect("checked online");
            if online.draw_offer.is_some() {
                return Err(super::Refusal::DrawOffered);
            }
            online.draw_offer = Some(local);
            t.outbox.push(Outgoing::OfferDraw);
            Ok(())
        })
    }

    /// Accepts or declines the opponent's draw offer.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), super::Refusal> {
        self.attempt(|t| {
            t.online_and_connected()?;
            let local = t.local_side().ok_or(super::Refusal::NotOnline)?;
            if t.online.as_ref().and_then(|o| o.draw_offer) != Some(local.other()) {
                return Err(super::Refusal::NoDrawOffer);
            }
            t.draw_answered();
            t.outbox.push(Outgoing::AnswerDraw { accept });
            if accept {
                t.saved
                    .game
                    .conclude(Outcome::draw(EndReason::AgreedDraw))
                    .map_err(|_| super::Refusal::GameOver)?;
                t.position_changed();
                t.settle_finished_game();
            }
            Ok(())
        })
    }

    /// Ends the game as abandoned by an opponent away past the limit.
    pub fn end_abandoned(&mut self) -> Result<(), super::Refusal> {
        self.attempt(|t| {
            t.online_and_connected()?;
            if t.game().is_over() {
                return Err(super::Refusal::GameOver);
            }
            if !t.online_view().is_some_and(|v| v.can_end_abandoned) {
                return Err(super::Refusal::OpponentNotAway);
            }
            t.outbox.push(Outgoing::EndAbandoned);
            Ok(())
        })
    }

    pub(super) fn online_and_connected(&self) -> Result<(), super::Refusal> {
        match &self.online {
            None => Err(super::Refusal::NotOnline),
            Some(online) if online.connection != Connection::Connected => {
                Err(super::Refusal::NotConnected)
            }
            Some(_) => Ok(()),
        }
    }

    /// A draw offer stands no longer (answered, or a turn was played).
    fn draw_answered(&mut self) {
        if let Some(online) = self.online.as_mut() {
            online.draw_offer = None;
        }
    }
}
