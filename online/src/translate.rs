//! Between the wire and the table: the protocol's outcomes and seats as the
//! core's, and the table's outbox as requests.

use sholo_core::table::{Outgoing, Presence};
use sholo_core::{EndReason, Outcome};
use sholo_protocol::{self as wire, ClientMessage, RequestId, SeatState};
use std::time::Duration;

/// The wire's outcome as the core's.
pub fn outcome(outcome: wire::Outcome) -> Outcome {
    let reason = match outcome.reason {
        wire::EndReason::AllTaken => EndReason::AllTaken,
        wire::EndReason::ShutIn => EndReason::ShutIn,
        wire::EndReason::Repetition => EndReason::Repetition,
        wire::EndReason::QuietLimit => EndReason::QuietLimit,
        wire::EndReason::QuietLimitMorePieces => EndReason::QuietLimitMorePieces,
        wire::EndReason::QuietLimitEqual => EndReason::QuietLimitEqual,
        wire::EndReason::Resigned => EndReason::Resigned,
        wire::EndReason::Abandoned => EndReason::Abandoned,
        wire::EndReason::AgreedDraw => EndReason::AgreedDraw,
    };
    Outcome {
        winner: outcome.winner,
        reason,
    }
}

/// The opponent's seat as the table shows it; `away_limit` is the server's.
pub fn presence(seat: SeatState, away_limit: Duration, now_secs: u64) -> Presence {
    if !seat.taken {
        Presence::NotJoined
    } else if seat.connected {
        Presence::Present
    } else {
        away(seat.away_since, away_limit, now_secs)
    }
}

/// Away since `since` (Unix seconds; now when the server did not say).
pub fn away(since: Option<u64>, away_limit: Duration, now_secs: u64) -> Presence {
    let since = since.unwrap_or(now_secs);
    Presence::Away {
        since_ms: since.saturating_mul(1000),
        may_end: now_secs >= since.saturating_add(away_limit.as_secs()),
    }
}

/// The request that carries one item of the outbox; `seq` is the table's
/// state a turn acts on, and `rematch_offered` whether the opponent already
/// asked (then a rematch is an answer, not an offer).
pub fn request(out: &Outgoing, id: RequestId, seq: u64, rematch_offered: bool) -> ClientMessage {
    match out {
        Outgoing::Turn { notation, .. } => ClientMessage::Play {
            id,
            seq,
            turn: notation.clone(),
        },
        Outgoing::Resign => ClientMessage::Resign { id },
        Outgoing::OfferDraw => ClientMessage::OfferDraw { id },
        Outgoing::AnswerDraw { accept } => ClientMessage::AnswerDraw {
            id,
            accept: *accept,
        },
        Outgoing::Rematch if rematch_offered => ClientMessage::AnswerRematch { id, accept: true },
        Outgoing::Rematch => ClientMessage::OfferRematch { id },
        Outgoing::EndAbandoned => ClientMessage::ClaimAbandoned { id },
    }
}

/// Seconds since the Unix epoch, as the server counts `away_since`.
pub fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn away_may_be_ended_only_past_the_limit() {
        let limit = Duration::from_secs(600);
        assert_eq!(
            away(Some(1_000), limit, 1_599),
            Presence::Away {
                since_ms: 1_000_000,
                may_end: false
            }
        );
        assert_eq!(
            away(Some(1_000), limit, 1_600),
            Presence::Away {
                since_ms: 1_000_000,
                may_end: true
            }
        );
        let free = SeatState::default();
        assert_eq!(presence(free, limit, 5), Presence::NotJoined);
    }

    #[test]
    fn every_wire_reason_reads_as_the_core_reason_of_the_same_name() {
        use sholo_core::Side;
        for reason in [
            EndReason::AllTaken,
            EndReason::ShutIn,
            EndReason::Repetition,
            EndReason::QuietLimit,
            EndReason::QuietLimitMorePieces,
            EndReason::QuietLimitEqual,
            EndReason::Resigned,
            EndReason::Abandoned,
            EndReason::AgreedDraw,
        ] {
            let core = Outcome {
                winner: Some(Side::Red),
                reason,
            };
            assert_eq!(outcome(core.into()), core);
        }
    }

    #[test]
    fn a_rematch_answers_an_offer_that_stands() {
        assert_eq!(
            request(&Outgoing::Rematch, 3, 9, true),
            ClientMessage::AnswerRematch {
                id: 3,
                accept: true
            }
        );
        assert_eq!(
            request(&Outgoing::Rematch, 3, 9, false),
            ClientMessage::OfferRematch { id: 3 }
        );
    }
}
