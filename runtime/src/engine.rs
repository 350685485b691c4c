//! Answers one search request with the core's bot: the computer's turn at its
//! level and seed, or a full-strength hint; and a finished game's review. A
//! panic in the bot becomes a failed answer, never a crash.

use sholo_core::table::{
    AnalysisAnswer, AnalysisRequest, SearchAnswer, SearchFailure, SearchKind, SearchRequest,
};
use sholo_core::{analyse_game, Bot, Level};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};

/// The bots kept between requests (each owns a transposition table, so they
/// are made once). A bot's choice does not depend on earlier calls.
#[derive(Debug, Default)]
pub struct Engines {
    bots: Vec<(Level, u64, Bot)>,
    hinter: Option<Bot>,
}

impl Engines {
    pub fn answer(&mut self, request: &SearchRequest, cancel: &AtomicBool) -> SearchAnswer {
        let found = catch_unwind(AssertUnwindSafe(|| match request.kind {
            SearchKind::Move { level, seed } => self.bot(level, seed).choose(&request.game, cancel),
            SearchKind::Hint => self
                .hinter
                .get_or_insert_with(Bot::for_hints)
                .hint_carrying_on(&request.game, &request.run, cancel),
        }));
        if cancel.load(Ordering::Relaxed) {
            return Err(SearchFailure::Cancelled);
        }
        match found {
            Ok(Some(choice)) => Ok(choice.turn),
            Ok(None) => Err(SearchFailure::Failed("the bot found no turn".to_string())),
            Err(payload) => {
                let detail = crate::panic_message(payload.as_ref());
                log::error!("the bot panicked: {detail}");
                // The bot may be half-way through its table: start afresh.
                self.bots.clear();
                self.hinter = None;
                Err(SearchFailure::Failed(format!("the bot panicked: {detail}")))
            }
        }
    }

    /// Reviews the finished game within the request's limits; a cancelled
    /// review is `Cancelled` (the table no longer wants even part of it).
    pub fn analyse(&mut self, request: &AnalysisRequest, cancel: &AtomicBool) -> AnalysisAnswer {
        let review = catch_unwind(AssertUnwindSafe(|| {
            analyse_game(&request.game, request.limits, cancel)
        }));
        if cancel.load(Ordering::Relaxed) {
            return Err(SearchFailure::Cancelled);
        }
        review.map_err(|payload| {
            let detail = crate::panic_message(payload.as_ref());
            log::error!("the review panicked: {detail}");
            SearchFailure::Failed(format!("the review panicked: {detail}"))
        })
    }

    fn bot(&mut self, level: Level, seed: u64) -> &mut Bot {
        let index = match self
            .bots
            .iter()
            .position(|(l, s, _)| *l == level && *s == seed)
        {
            Some(index) => index,
            None => {
                self.bots.push((level, seed, Bot::new(level, seed)));
                self.bots.len() - 1
            }
        };
        &mut self.bots[index].2
    }
}
