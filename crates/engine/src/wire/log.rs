//! A game's event log as pages show it: each event with the action that caused it.

use serde::Serialize;

use super::descriptions::EventWire;
use crate::seat::Seat;
use crate::state::{Event, GameState};

/// One entry of the event log: the action that caused it and the event as the engine
/// describes it, `{"move_no": 7, "seat": 1, "kind": "score", "player": …, "target": …, "data":
/// {…}, "text": "…"}`; an expansion's event has `"kind": "expansion"` with `module` and `event`
/// naming it.
#[derive(Clone, Debug, Serialize)]
pub struct LogEntry {
    /// The action (move number) that caused it.
    pub move_no: u32,
    /// The seat that acted.
    pub seat: Seat,
    /// Whether a server made the action for the seat because its time had run out.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub out_of_time: bool,
    /// The event: its kind, data and words.
    #[serde(flatten)]
    pub event: EventWire,
}

impl LogEntry {
    /// The entry for `event`, caused by action `move_no` of `seat` (made for it when its time
    /// had run out: `out_of_time`), which led to `state`.
    pub fn new(
        event: &Event,
        move_no: u32,
        seat: Seat,
        out_of_time: bool,
        state: &GameState,
    ) -> LogEntry {
        LogEntry {
            move_no,
            seat,
            out_of_time,
            event: EventWire::new(event, state),
        }
    }
}
