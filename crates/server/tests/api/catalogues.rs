//! The catalogue checks of the server's side. The lobby's refusals are texts whose keys every
//! catalogue must hold (this test hands the engine's catalogues one refusal of each kind);
//! and the browser's check (`web/tests/catalogues.mjs`, run with Node) reads the catalogues as
//! the browser gets them: every language with English's keys, every template filled in by the
//! browser's filler, every key the pages name in the catalogue. The latter runs when Node.js
//! was found when the tests were built (otherwise it is ignored, with the reason).

use std::path::Path;
use std::process::Command;

use halflings_engine::text::words::{catalogue, Language};
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
fn every_catalogue_holds_every_refusal_of_the_lobby() {
    for language in Language::ALL {
        for e in every_lobby_refusal() {
            let key = e.text().key;
            assert!(
                catalogue(language).get(key).is_some(),
                "{}: no {key}",
                language.code()
            );
        }
    }
}

#[test]
#[cfg_attr(not(halflings_node), ignore = "needs Node.js (node on PATH)")]
fn every_catalogue_holds_every_key() {
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    let dir = tempfile::tempdir().unwrap();
    for language in Language::ALL {
        std::fs::write(
            dir.path().join(format!("{}.json", language.code())),
            serde_json::to_string(catalogue(language)).unwrap(),
        )
        .unwrap();
    }
    let out = Command::new("node")
        .arg("tests/catalogues.mjs")
        .current_dir(&web)
        .env("HALFLINGS_WORDS", dir.path())
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "a catalogue lacks keys:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
