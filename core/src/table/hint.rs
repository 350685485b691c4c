//! The hint for the person to move, as one state: not asked for, wanted
//! (searched under an id while the table lets it run), or shown. A hint
//! asked for in the middle of a run of takes is for that run: the strongest
//! turn that carries it on.

use super::request::RequestId;
use crate::board::Point;
use crate::turn::Turn;

/// Where the hint stands since the position last changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) enum Hint {
    #[default]
    Unasked,
    /// Asked for in `run` (empty: before the turn began); `search` is the
    /// id of the search out for it, while one is.
    Wanted {
        run: Vec<Point>,
        search: Option<RequestId>,
    },
    /// Found: `turn`, searched for `run`.
    Shown { turn: Turn, run: Vec<Point> },
}

impl Hint {
    /// Asked for in `run`; a hint already wanted or shown stays as it is.
    pub(super) fn ask(&mut self, run: &[Point]) {
        if *self == Hint::Unasked {
            *self = Hint::Wanted {
                run: run.to_vec(),
                search: None,
            };
        }
    }

    pub(super) fn shown(&self) -> Option<Turn> {
        match self {
            Hint::Shown { turn, .. } => Some(*turn),
            _ => None,
        }
    }

    /// The search out for a wanted hint, if one is.
    pub(super) fn search(&self) -> Option<RequestId> {
        match self {
            Hint::Wanted { search, .. } => *search,
            _ => None,
        }
    }

    /// The run a wanted hint must carry on (empty when none is wanted).
    pub(super) fn run(&self) -> &[Point] {
        match self {
            Hint::Wanted { run, .. } => run,
            _ => &[],
        }
    }

    /// The wanted hint is found: `turn`, for the run it was asked in.
    pub(super) fn found(&mut self, turn: Turn) {
        if let Hint::Wanted { run, .. } = self {
            let run = std::mem::take(run);
            *self = Hint::Shown { turn, run };
        }
    }

    /// Whether a search should be out for it (when the table lets one run).
    pub(super) fn is_wanted(&self) -> bool {
        matches!(self, Hint::Wanted { .. })
    }

    /// The search for a wanted hint is out under `id`, or (`None`) not.
    pub(super) fn searched_as(&mut self, id: Option<RequestId>) {
        if let Hint::Wanted { search, .. } = self {
            *search = id;
        }
    }

    /// The run of takes is now `run` (a hop further, or taken back). A hint
    /// shown stays while the run follows it and it was searched for a run
    /// this one carries on; a wanted one is searched again for `run`.
    pub(super) fn run_changed(&mut self, now: &[Point]) {
        match self {
            Hint::Shown { turn, run } if !(turn.continues(now) && now.starts_with(run)) => {
                *self = Hint::Unasked;
            }
            Hint::Wanted { .. } => {
                *self = Hint::Wanted {
                    run: now.to_vec(),
                    search: None,
                };
            }
            _ => {}
        }
    }
}
