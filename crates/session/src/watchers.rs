//! [`Watchers`]: who watches a game played on one machine — the seats its people play, or a
//! spectator when bots play alone — and how much of the log each has been sent, so that each
//! change reaches each of them once.

use serde::Serialize;

use crate::session::Session;
use crate::views::SeatState;
use halflings_engine::Seat;

/// The watchers of a session and the log entries each has been sent.
#[derive(Clone, Debug)]
pub struct Watchers {
    /// Each watcher (`None`: a spectator) with the length of the log it has been sent.
    sent: Vec<(Option<Seat>, usize)>,
}

/// What changed for one watcher.
#[derive(Clone, Debug, Serialize)]
pub struct Update<'a> {
    /// The watcher: a seat, or `None` for a spectator.
    pub seat: Option<Seat>,
    /// Its state, with the log entries it has not been sent.
    pub state: SeatState<'a>,
}

impl Watchers {
    /// The watchers of `session`, sent nothing yet.
    pub fn of(session: &Session) -> Watchers {
        let people = session.people();
        let seats: Vec<Option<Seat>> = if people.is_empty() {
            vec![None]
        } else {
            people.into_iter().map(Some).collect()
        };
        Watchers {
            sent: seats.into_iter().map(|seat| (seat, 0)).collect(),
        }
    }

    /// Each watcher's state with the log entries it has not been sent yet, which count as
    /// sent from now on. A seat is offered its moves when it is to move.
    pub fn updates<'a>(&mut self, session: &'a Session) -> Vec<Update<'a>> {
        self.sent
            .iter_mut()
            .map(|(seat, sent)| {
                let state = session.seat_state(*seat, *sent, true);
                *sent = state.log_from + state.log.len();
                Update { seat: *seat, state }
            })
            .collect()
    }

    /// The next update of `seat` sends its whole log again.
    pub fn resync(&mut self, seat: Option<Seat>) {
        for (watcher, sent) in &mut self.sent {
            if *watcher == seat {
                *sent = 0;
            }
        }
    }
}
