//! The catalogue check (`web/tests/catalogues.mjs`, run with Node): the browser's four
//! catalogues hold the same keys, every expansion module's in every language, and the English
//! one holds every key of the engine's texts (core and every registered expansion) and of the
//! lobby's refusals, which this test hands it. Runs when Node.js was found when the tests were built (otherwise it is
//! ignored, with the reason).

use std::path::Path;
use std::process::Command;

use halflings_server::lobby_error::LobbyError;
use halflings_server::names::NameError;

/// One refusal of each kind the lobby has (every variant, every name problem).
fn every_lobby_refusal() -> Vec<LobbyError> {
    let name = |problem| LobbyError::Name { seat: 1, problem };
    vec![
        LobbyError::Seats(7),
        LobbyError::PlayersNotSeats {
            players: 3,
            seats: 2,
        },
        name(NameError::TooLong),
        name(NameError::Control),
        name(NameError::Bidi(0x202E)),
        name(NameError::Invisible),
        name(NameError::CombiningRun),
        LobbyError::UnknownBot {
            seat: 1,
            spec: "clever".into(),
            reason: "unknown bot".into(),
        },
        LobbyError::BotTooSlow { seat: 1 },
        LobbyError::BotTooDeep { seat: 1 },
        LobbyError::ClockTwice,
        LobbyError::ClockMinutes(601),
        LobbyError::ClockSeconds(4),
    ]
}

#[test]
#[cfg_attr(not(halflings_node), ignore = "needs Node.js (node on PATH)")]
fn every_catalogue_holds_every_key() {
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    let dir = tempfile::tempdir().unwrap();
    let keys = dir.path().join("engine-keys.json");
    let lobby = every_lobby_refusal();
    let all: Vec<&str> = halflings_engine::text::english_keys()
        .chain(lobby.iter().map(|e| e.text().key))
        .collect();
    std::fs::write(&keys, serde_json::to_string(&all).unwrap()).unwrap();
    let out = Command::new("node")
        .arg("tests/catalogues.mjs")
        .current_dir(&web)
        .env("HALFLINGS_ENGINE_KEYS", &keys)
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "a catalogue lacks keys:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
