//! Integration tests of the server: the real server on an ephemeral port with a real database
//! (a temporary SQLite file; a fresh PostgreSQL database too when `HALFLINGS_TEST_POSTGRES` is
//! set), driven over real HTTP and WebSocket — in this process, or in child processes for the
//! crash and multi-process tests.

mod bots;
mod browser;
mod catalogues;
mod clock;
mod connections;
mod corrupt;
mod errors;
mod expansions;
mod floods;
mod game;
mod hardening;
mod helpers;
mod hidden;
mod how_to_play;
mod processes;
mod rematch;
mod seeds;

use std::time::Duration;

use halflings_server::Config;

/// Not a test on its own: with `HALFLINGS_TEST_CHILD_DB` set, this test binary becomes a
/// server process for [`helpers::spawn_process`] (which runs it with `--ignored`) and serves
/// until it is killed.
#[test]
#[ignore = "not a test: the server process that the process tests start"]
fn child_server() {
    let Ok(db) = std::env::var(helpers::CHILD_ENV) else {
        return;
    };
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), db.parse().unwrap());
    config.bot_delay = Duration::ZERO;
    halflings_server::run(config).unwrap();
}
