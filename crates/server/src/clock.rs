//! Clocks, enforced.
//!
//! **The rule.** A game may have a clock (`clock_minutes` or `clock_seconds` in the lobby): each
//! seat has that much thinking time for the whole game. A seat's time runs only while it is to
//! move (the engine's `to_move`), for every kind of decision: draw or play a halfling, place, pick
//! in the draft, an expansion's decision. A decision costs the wall-clock time from the
//! action before it (or the game's creation) to its own action, as the log stores them, so the
//! time used survives a restart — and it also runs while no server is up.
//!
//! When a seat's time reaches zero, the server plays that seat's pending decision itself with
//! the greedy bot, and from then on every decision of that seat as soon as it is that seat's
//! turn: the seat is *out of time* and the game always finishes. The seat's own player (or bot)
//! can no longer act. The server's move takes the path of every action
//! ([`Rooms::act`](crate::rooms::Rooms::act): engine check, append with its move number, commit,
//! broadcast), and the log marks it `out_of_time`. When several processes serve a game
//! (PostgreSQL), each may try to play the same timed-out decision: the first append wins, the
//! others are stale and let it be.
//!
//! [`SeatClocks`] counts the time; [`start_timer`] wakes the server when the clock of the seat
//! to move runs out.

use std::sync::Arc;
use std::time::Duration;

use crate::messages::Clocks;
use crate::rooms::{Rooms, SharedRoom};
use crate::store::now_ms;
use halflings_engine::Seat;

/// How long the timer waits for the move it asked for before asking again (the move may have
/// failed, e.g. on a database error).
const RETRY: Duration = Duration::from_secs(1);

/// The thinking time each seat has used, against the time each seat has for the game.
#[derive(Clone, Debug)]
pub struct SeatClocks {
    budget_ms: i64,
    used_ms: Vec<i64>,
}

impl SeatClocks {
    /// Clocks of `budget_seconds` for each of `seats` seats, nothing used yet.
    pub fn new(budget_seconds: u32, seats: usize) -> SeatClocks {
        SeatClocks {
            budget_ms: i64::from(budget_seconds) * 1000,
            used_ms: vec![0; seats],
        }
    }

    /// Charges `seat` for a decision that took `ms` (nothing if the servers' clocks disagree so
    /// that it seems to have taken less than nothing).
    /// A seat the clocks do not have is charged nothing.
    pub fn charge(&mut self, seat: Seat, ms: i64) {
        if let Some(used) = self.used_ms.get_mut(seat.index()) {
            *used = used.saturating_add(ms.max(0));
        }
    }

    /// What `seat` has left once it has also thought `running_ms` about its pending decision;
    /// zero or less: out of time. A seat the clocks do not have has the whole budget.
    pub fn left_ms(&self, seat: Seat, running_ms: i64) -> i64 {
        let used = self.used_ms.get(seat.index()).copied().unwrap_or(0);
        self.budget_ms
            .saturating_sub(used)
            .saturating_sub(running_ms.max(0))
    }

    /// Whether `seat`'s time ran out in a decision already made: the server plays its moves.
    pub fn is_out(&self, seat: Seat) -> bool {
        self.left_ms(seat, 0) <= 0
    }

    /// The clocks as viewers see them, the clock of `running` (the seat to move) running.
    pub fn message(&self, running: Option<Seat>) -> Clocks {
        Clocks {
            left_ms: self
                .used_ms
                .iter()
                .map(|used| self.budget_ms.saturating_sub(*used).max(0))
                .collect(),
            running,
            out_of_time: Seat::all(self.used_ms.len() as u8)
                .map(|seat| self.is_out(seat))
                .collect(),
        }
    }
}

/// Keeps the clocks of the game in `shared` until it is over: sleeps until the clock of the seat
/// to move runs out — re-armed whenever the game changes — and then lets the server play for that
/// seat ([`Rooms::drive_bots`]). Its subscription to the room keeps the room in memory while the
/// game runs, so the timer is never dropped. Start it once per loaded room, and only for a game
/// whose clock runs ([`Room::deadline`](crate::room::Room::deadline)).
pub fn start_timer(rooms: &Arc<Rooms>, shared: &SharedRoom) {
    let rooms = Arc::clone(rooms);
    let shared = Arc::clone(shared);
    tokio::spawn(async move {
        let mut changed = shared.lock().await.subscribe();
        loop {
            let deadline = {
                let room = shared.lock().await;
                // Any change from here on wakes the timer.
                changed.mark_unchanged();
                room.deadline()
            };
            let Some(deadline) = deadline else {
                return;
            };
            let wait = match u64::try_from(deadline - now_ms()) {
                Ok(ms) if ms > 0 => Duration::from_millis(ms),
                _ => {
                    rooms.drive_bots(&shared);
                    RETRY
                }
            };
            tokio::select! {
                () = tokio::time::sleep(wait) => {}
                change = changed.changed() => {
                    if change.is_err() {
                        return;
                    }
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_count_down_and_stop_at_zero() {
        let mut clocks = SeatClocks::new(5, 2);
        clocks.charge(Seat::new(0), 1_500);
        clocks.charge(Seat::new(1), -20);
        assert_eq!(clocks.left_ms(Seat::new(0), 0), 3_500);
        assert_eq!(clocks.left_ms(Seat::new(0), 3_500), 0);
        assert_eq!(clocks.left_ms(Seat::new(1), -7), 5_000);
        clocks.charge(Seat::new(0), 4_000);
        let message = clocks.message(Some(Seat::new(1)));
        assert_eq!(message.left_ms, [0, 5_000]);
        assert_eq!(message.out_of_time, [true, false]);
        assert_eq!(message.running, Some(Seat::new(1)));
    }
}
