//! [`Throttle`]: a log line that a flood would repeat thousands of times a second is written at
//! most once a minute, with how many were left out.

use std::time::{Duration, Instant};

/// How often a throttled line may be written.
const EVERY: Duration = Duration::from_secs(60);

/// When a kind of log line was last written, and how many have been left out since.
#[derive(Debug, Default)]
pub struct Throttle {
    last: Option<Instant>,
    left_out: u64,
}

impl Throttle {
    /// `Some` when the line may be written now, with what to add to it: nothing, or how many
    /// like it were left out (` (and 41 more like it)`); `None` when it is left out.
    pub fn ready(&mut self) -> Option<String> {
        let now = Instant::now();
        if self
            .last
            .is_some_and(|last| now.duration_since(last) < EVERY)
        {
            self.left_out += 1;
            return None;
        }
        self.last = Some(now);
        let more = std::mem::take(&mut self.left_out);
        Some(if more == 0 {
            String::new()
        } else {
            format!(" (and {more} more like it since the last)")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_written_once_a_minute_with_the_count_left_out() {
        let mut throttle = Throttle::default();
        assert_eq!(throttle.ready().as_deref(), Some(""));
        assert_eq!(throttle.ready(), None);
        assert_eq!(throttle.ready(), None);
        throttle.last = Some(Instant::now() - EVERY);
        assert_eq!(
            throttle.ready().as_deref(),
            Some(" (and 2 more like it since the last)")
        );
    }
}
