//! End-to-end tests of the `halflings` binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Arc;

use halflings_engine::{Catalog, Move, Scenario, Seat};
use serde_json::Value;

/// The scenario of halflings.md §5 example 1.
fn example_1() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../engine/tests/scenarios/example-1-city-closed-by-triangles.json")
}

/// The shipped tile folder.
fn tile_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/tiles")
}

fn halflings(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs the binary, asserts success and gives its stdout.
fn ok(args: &[&str]) -> String {
    let o = halflings(args);
    assert!(
        o.status.success(),
        "halflings {args:?} failed: {}\n{}",
        o.status,
        stderr(&o)
    );
    stdout(&o)
}

/// Runs the binary, asserts success and parses its stdout as JSON.
fn ok_json(args: &[&str]) -> Value {
    let out = ok(args);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"))
}

fn scores(v: &Value) -> Vec<u64> {
    v.as_array()
        .expect("an array of scores")
        .iter()
        .map(|s| s.as_u64().expect("a score"))
        .collect()
}

/// Plays one game of greedy against random (with `more` options) and gives its record's path
/// in `dir`.
fn one_record(dir: &Path, more: &[&str]) -> PathBuf {
    let mut args = vec!["selfplay", "--bots", "greedy,random", "--games", "1"];
    args.extend_from_slice(more);
    args.extend(["--records", dir.to_str().unwrap()]);
    ok(&args);
    dir.join("game-00001.json")
}

/// Asserts a failure with exit code `code`, no panic, and gives stderr.
fn fails(args: &[&str], code: i32) -> String {
    let o = halflings(args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(code), "halflings {args:?}: {err}");
    assert!(
        !err.contains("panicked"),
        "halflings {args:?} panicked: {err}"
    );
    assert!(err.contains("error"), "no error message: {err}");
    err
}

#[test]
fn help_of_every_subcommand() {
    let top = ok(&["--help"]);
    let about = top.lines().next().unwrap();
    for sub in [
        "replay",
        "perft",
        "render",
        "analyse",
        "selfplay",
        "bench",
        "check",
        "expansions",
        "export-static",
        "serve",
        "admin",
    ] {
        assert!(
            top.contains(&format!("\n  {sub} ")),
            "{sub} missing from --help"
        );
        assert!(
            about.contains(sub),
            "{sub} missing from the description: {about}"
        );
        let help = ok(&[sub, "--help"]);
        assert!(help.contains("Usage: halflings"), "{sub}: {help}");
    }
    assert!(ok(&["replay", "--help"]).contains("--rules"));
    assert!(ok(&["selfplay", "--help"]).contains("--bots"));
    assert!(ok(&["perft", "--help"]).contains("--tile"));
    assert!(ok(&["analyse", "--help"]).contains("--budget"));
}

#[test]
fn replay_example_1_text() {
    let file = example_1();
    let out = ok(&["replay", file.to_str().unwrap()]);
    assert!(out.contains("P1 places G at (0,-1)"), "{out}");
    assert!(out.contains("= 8"), "{out}");
    let tail: Vec<Vec<&str>> = out
        .lines()
        .skip_while(|l| !l.starts_with("Final scores"))
        .skip(1)
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(tail, [["P1", "8"], ["P2", "0"]]);
}

/// The README's score line, as `replay` prints it for example 1.
#[test]
fn the_readmes_score_line_is_what_replay_prints() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"))
            .unwrap();
    let (_, after) = readme.split_once("A score reads like\n`").unwrap();
    let (line, _) = after.split_once('`').unwrap();
    let out = ok(&["replay", example_1().to_str().unwrap()]);
    assert!(
        out.lines().any(|l| l == line),
        "README: {line}\nreplay: {out}"
    );
}

/// A game record's replay leaves out scorings that pay no player, unless `--all`.
#[test]
fn replay_of_a_record_shows_only_scorings_that_pay() {
    let dir = tempfile::tempdir().unwrap();
    let file = one_record(dir.path(), &["--players", "3", "--rules", "c1-2015"]);
    let file = file.to_str().unwrap();
    let out = ok(&["replay", file]);
    assert!(!out.contains("for nobody"), "{out}");
    assert!(!out.contains(" = 0 "), "{out}");
    let all = ok(&["replay", file, "--all"]);
    let unpaid = all.lines().filter(|l| l.contains("for nobody")).count();
    assert!(unpaid > 0, "the game has no unpaid scoring any more: {all}");
    assert!(
        out.contains(&format!("({unpaid} scorings that paid no player not shown")),
        "{out}"
    );
    assert_eq!(
        all.lines().count(),
        out.lines().count() - 1 + unpaid,
        "--all adds the unpaid lines and drops the note"
    );
}

#[test]
fn replay_example_1_json_per_version() {
    let file = example_1();
    let f = file.to_str().unwrap();
    let v = ok_json(&["replay", f, "--json"]);
    let obj = v.as_object().unwrap();
    assert_eq!(obj.keys().collect::<Vec<_>>(), ["events", "scores"]);
    assert_eq!(scores(&v["scores"]), [8, 0]);
    let events = v["events"].as_array().unwrap();
    assert_eq!(events.len(), 1);
    let e = &events[0];
    assert_eq!(e["feature"], "city");
    assert_eq!(scores(&e["points"]), [8, 0]);
    assert_eq!(e["counted"], 3);
    assert_eq!(e["unit"], "spaces");

    let v = ok_json(&["replay", f, "--json", "--rules", "c1-2015"]);
    assert_eq!(scores(&v["scores"]), [10, 0]);
    assert_eq!(v["events"][0]["counted"], 4);
    assert_eq!(v["events"][0]["unit"], "tiles");
    assert_eq!(v["events"][0]["rules"], "c1-2015");
}

#[test]
fn replay_rules_override_text() {
    let file = example_1();
    let out = ok(&["replay", file.to_str().unwrap(), "--rules", "c1-2015"]);
    assert!(out.contains("= 10"), "{out}");
    let tail: Vec<Vec<&str>> = out
        .lines()
        .skip_while(|l| !l.starts_with("Final scores (c1-2015)"))
        .skip(1)
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(tail, [["P1", "10"], ["P2", "0"]]);
}

#[test]
fn replay_all_versions() {
    let file = example_1();
    let f = file.to_str().unwrap();
    let out = ok(&["replay", f, "--rules", "all"]);
    let rows: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(
        rows,
        [
            vec!["player", "c1-2014", "c1-2015", "c2-2020", "c2-2021"],
            vec!["P1", "8", "10", "10", "8"],
            vec!["P2", "0", "0", "0", "0"],
        ]
    );
    let v = ok_json(&["replay", f, "--rules", "all", "--json"]);
    assert_eq!(scores(&v["c1-2014"]), [8, 0]);
    assert_eq!(scores(&v["c1-2015"]), [10, 0]);
    assert_eq!(scores(&v["c2-2020"]), [10, 0]);
    assert_eq!(scores(&v["c2-2021"]), [8, 0]);
    // The scenario's own expectations hold under every version.
    let o = halflings(&["replay", f, "--rules", "all", "--check"]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn perft_text_and_json_agree() {
    let file = example_1();
    let f = file.to_str().unwrap();
    let text = ok(&["perft", f, "--tile", "E"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    let n: u64 = lines[0]
        .strip_prefix("placements: ")
        .unwrap()
        .parse()
        .unwrap();
    let m: u64 = lines[1]
        .strip_prefix("with_followers: ")
        .unwrap()
        .parse()
        .unwrap();
    assert!(n > 0);
    // P2 places next with 7 followers: every placement of E offers a follower on its city and
    // on its field.
    assert!(m > n);
    let v = ok_json(&["perft", f, "--tile", "E", "--json"]);
    assert_eq!(v["placements"], n);
    assert_eq!(v["with_followers"], m);
    assert_eq!(v.as_object().unwrap().len(), 2);

    // The same counts from the engine's move generator: every `Place` move of E for the
    // player who places next (P2) in the scenario's final position.
    let cat = Arc::new(Catalog::builtin());
    let scenario = Scenario::from_json(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let (mut state, _) = scenario
        .prepare(Arc::clone(&cat), None, scenario.steps.len())
        .unwrap();
    let placer = scenario.next_placer(&state, scenario.steps.len());
    assert_eq!(placer, Seat::new(1));
    state
        .begin_free_turn(placer, cat.kind("E").unwrap())
        .unwrap();
    let moves = state.legal_moves();
    let bare = moves
        .iter()
        .filter(|m| matches!(m, Move::Place { follower: None, .. }))
        .count() as u64;
    assert_eq!(bare, n);
    assert_eq!(moves.len() as u64, m);

    let err = fails(&["perft", f, "--tile", "NOPE"], 1);
    assert!(err.contains("unknown tile id \"NOPE\""), "{err}");
}

/// The bot at `seat` of game `game` (from 0) when `bots` bots rotate over the seats.
fn bot_at(game: usize, seat: usize, bots: usize) -> usize {
    (game + seat) % bots
}

#[test]
fn selfplay_greedy_against_random_json() {
    let v = ok_json(&[
        "selfplay",
        "--bots",
        "greedy,random",
        "--games",
        "4",
        "--json",
    ]);
    assert_eq!(v["config"]["games"], 4);
    assert_eq!(v["config"]["setup"]["players"], 2);
    assert_eq!(v["config"]["setup"]["rules"], "c2-2021");
    assert!(v["threads"].as_u64().unwrap() >= 1);
    let bots = v["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 2);
    let (greedy, random) = (&bots[0], &bots[1]);
    assert_eq!(greedy["bot"], "greedy");
    assert_eq!(random["bot"], "random");
    // Seats rotate: each bot plays one seat of every game.
    assert_eq!(greedy["games"], 4);
    assert_eq!(random["games"], 4);
    let wins = greedy["wins"].as_u64().unwrap();
    assert!(wins >= 3, "greedy won {wins} of 4 against random");
    assert_eq!(greedy["win_rate"].as_f64().unwrap(), wins as f64 / 4.0);
    let score = &greedy["score"];
    let mean = score["mean"].as_f64().unwrap();
    assert!(mean > random["score"]["mean"].as_f64().unwrap());
    assert!(score["low"].as_f64().unwrap() <= mean && mean <= score["high"].as_f64().unwrap());
    let points = &greedy["points"];
    let by_kind: f64 = ["road", "city", "monastery", "field"]
        .iter()
        .map(|k| points[*k].as_f64().unwrap())
        .sum();
    assert!(
        (by_kind - mean).abs() < 1e-9,
        "points by kind add up to the score"
    );
    assert!(greedy["halflings_per_game"].as_f64().unwrap() >= 0.0);
    assert!(greedy["moves"].as_u64().unwrap() > 100);
    assert!(greedy["seconds_per_move"].as_f64().unwrap() > 0.0);
}

#[test]
fn selfplay_records_replay_to_the_same_scores() {
    let dir = tempfile::tempdir().unwrap();
    let records = dir.path().join("records");
    let args = [
        "selfplay",
        "--bots",
        "greedy,random",
        "--games",
        "3",
        "--seed",
        "11",
        "--json",
    ];
    let mut with_records = args.to_vec();
    with_records.extend(["--records", records.to_str().unwrap()]);
    let v = ok_json(&with_records);
    let mut files: Vec<String> = std::fs::read_dir(&records)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(
        files,
        ["game-00001.json", "game-00002.json", "game-00003.json"]
    );

    // Replayed, the records give each bot (rotated over the seats) its mean score and wins.
    let mut total = [0u64; 2];
    let mut wins = [0u64; 2];
    for (i, f) in files.iter().enumerate() {
        let file = records.join(f);
        let record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        assert_eq!(record["setup"]["seed"], 11 + i as u64);
        let replayed = ok_json(&["replay", file.to_str().unwrap(), "--json"]);
        let s = scores(&replayed["scores"]);
        assert_eq!(s.len(), 2);
        let top = *s.iter().max().unwrap();
        for (seat, &score) in s.iter().enumerate() {
            let b = bot_at(i, seat, 2);
            total[b] += score;
            wins[b] += u64::from(score == top);
        }
    }
    let bots = v["bots"].as_array().unwrap();
    for b in 0..2 {
        let mean = bots[b]["score"]["mean"].as_f64().unwrap();
        assert!((mean - total[b] as f64 / 3.0).abs() < 1e-9, "bot {b}");
        assert_eq!(bots[b]["wins"], wins[b], "bot {b}");
    }

    // The same options give the same games.
    let again = ok_json(&args);
    for b in 0..2 {
        assert_eq!(again["bots"][b]["score"], bots[b]["score"]);
        assert_eq!(again["bots"][b]["moves"], bots[b]["moves"]);
    }
}

/// A bot listed twice is one row over all its seats.
#[test]
fn selfplay_a_bot_listed_twice_is_one_row() {
    let out = ok(&[
        "selfplay",
        "--bots",
        "greedy,random,random",
        "--games",
        "3",
        "--players",
        "3",
    ]);
    let rows: Vec<Vec<&str>> = out
        .lines()
        .skip_while(|l| !l.starts_with("bot "))
        .skip(1)
        .take_while(|l| !l.is_empty() && !l.starts_with('('))
        .map(|l| l.split_whitespace().collect())
        .collect();
    let names: Vec<&str> = rows.iter().map(|r| r[0]).collect();
    assert_eq!(names, ["greedy", "random"], "{out}");
    assert_eq!((rows[0][1], rows[1][1]), ("3", "6"), "seats played: {out}");
}

#[test]
fn selfplay_text_summary_and_bad_bots() {
    let out = ok(&[
        "selfplay",
        "--games",
        "2",
        "--players",
        "3",
        "--bots",
        "random",
    ]);
    assert!(out.contains("2 games, 3 players"), "{out}");
    let row: Vec<&str> = out
        .lines()
        .find(|l| l.starts_with("random "))
        .unwrap_or_else(|| panic!("no row for random: {out}"))
        .split_whitespace()
        .collect();
    assert_eq!(row[1], "6", "one bot in all 3 seats of 2 games: {out}");
    assert!(out.contains("games/s"), "{out}");

    let o = halflings(&["selfplay", "--games", "1", "--bots", "nope"]);
    assert_eq!(o.status.code(), Some(2), "clap rejects an unknown bot");
    let err = stderr(&o);
    assert!(err.contains("unknown bot \"nope\""), "{err}");
    assert!(err.contains("random, greedy, search"), "{err}");
    let err = fails(&["selfplay", "--games", "1", "--bots", "greedy:5"], 2);
    assert!(err.contains("takes no budget"), "{err}");

    // A record folder that cannot be made.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let err = fails(
        &[
            "selfplay",
            "--games",
            "1",
            "--records",
            file.join("records").to_str().unwrap(),
        ],
        1,
    );
    assert!(err.contains("cannot create"), "{err}");
}

#[test]
fn bench_prints_figures() {
    let out = ok(&["bench", "--games", "5"]);
    let line = out
        .lines()
        .find(|l| l.trim_start().starts_with("games/s:"))
        .unwrap_or_else(|| panic!("no games/s line: {out}"));
    let gps: f64 = line.split_whitespace().last().unwrap().parse().unwrap();
    assert!(gps > 0.0);
    assert!(out.contains("5 games"), "{out}");
    assert!(out.contains("enumerations/s:"), "{out}");
    assert!(!out.contains("playouts/s"), "{out}");

    let v = ok_json(&[
        "bench",
        "--games",
        "2",
        "--seconds",
        "0.05",
        "--playouts",
        "--json",
    ]);
    let rates = v["search_playouts"]["rates"].as_array().unwrap();
    assert_eq!(rates[0]["threads"], 1);
    for r in rates {
        assert!(r["playouts"].as_u64().unwrap() > 0);
        assert!(r["per_second"].as_f64().unwrap() > 0.0);
    }
    assert_eq!(v["search_playouts"]["moves_played"], 30);
    assert_eq!(v["random_games"]["games"], 2);
    assert!(v["random_games"]["moves"].as_u64().unwrap() > 100);
    assert!(v["placement_enumeration"]["placements"].as_u64().unwrap() > 0);
    assert!(
        v["placement_enumeration"]["tiles_on_board"]
            .as_u64()
            .unwrap()
            >= 40
    );
    assert!(
        v["placement_enumeration"]["enumerations_per_second"]
            .as_f64()
            .unwrap()
            > 0.0
    );
}

#[test]
fn check_the_shipped_tiles() {
    let dir = tile_dir();
    let out = ok(&["check", dir.to_str().unwrap()]);
    let row = |id: &str| -> Vec<String> {
        let l = out
            .lines()
            .find(|l| l.starts_with(&format!("{id} ")))
            .unwrap_or_else(|| panic!("no row for {id}: {out}"));
        l.split_whitespace().map(str::to_string).collect()
    };
    let base = row("base");
    assert!(base.contains(&"square".to_string()));
    assert_eq!(&base[base.len() - 3..], ["32", "72", "base.json"]);
    let h1 = row("halflings-1");
    assert_eq!(
        &h1[h1.len() - 4..],
        ["triangle", "12", "12", "halflings-1.json"]
    );
    let hs = row("hills-and-sheep");
    assert_eq!(&hs[hs.len() - 3..], ["16", "18", "hills-and-sheep.json"]);
    let ic = row("inns-and-cathedrals");
    assert_eq!(
        &ic[ic.len() - 3..],
        ["17", "18", "inns-and-cathedrals.json"]
    );
    let tb = row("traders-and-builders");
    assert_eq!(
        &tb[tb.len() - 3..],
        ["24", "24", "traders-and-builders.json"]
    );
    // The core sets and every registered expansion's.
    let cat = Catalog::builtin();
    let tiles: u32 = cat.kinds().map(|k| u32::from(cat.def(k).count)).sum();
    let totals = format!(
        "{} sets, {} kinds, {tiles} tiles",
        cat.sets().len(),
        cat.len()
    );
    assert!(out.contains(&totals), "{totals}: {out}");
    assert!(cat.sets().len() >= 8 && cat.len() > 120, "{totals}");
}

#[test]
fn check_a_broken_folder_names_the_file() {
    let dir = tempfile::tempdir().unwrap();
    for f in std::fs::read_dir(tile_dir()).unwrap() {
        let f = f.unwrap();
        std::fs::copy(f.path(), dir.path().join(f.file_name())).unwrap();
    }
    std::fs::write(
        dir.path().join("zz-broken.json"),
        r#"{"format": "halflings-tiles/1", "set": "x", "name": "X", "shape": "square",
            "tiles": [{"id": "Z1", "count": 1, "edges": "CCQQ"}]}"#,
    )
    .unwrap();
    let d = dir.path().to_str().unwrap();
    let err = fails(&["check", d], 1);
    assert!(err.contains("zz-broken.json"), "{err}");
    assert!(err.contains("Z1"), "{err}");

    // The same folder given to --tiles stops any command with exit code 2.
    let file = example_1();
    let err = fails(&["--tiles", d, "replay", file.to_str().unwrap()], 2);
    assert!(err.contains("zz-broken.json"), "{err}");

    // An empty folder is an error too.
    let empty = tempfile::tempdir().unwrap();
    let err = fails(&["check", empty.path().to_str().unwrap()], 1);
    assert!(err.contains("no *.json"), "{err}");
}

#[test]
fn tiles_option_with_the_shipped_folder_matches_builtin() {
    let dir = tile_dir();
    let file = example_1();
    let v = ok_json(&[
        "--tiles",
        dir.to_str().unwrap(),
        "replay",
        file.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(scores(&v["scores"]), [8, 0]);
}

#[test]
fn replay_errors_are_messages_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let malformed = write("malformed.json", "{\"format\": ");
    let err = fails(&["replay", &malformed], 1);
    assert!(
        err.contains("malformed.json") && err.contains("not valid JSON"),
        "{err}"
    );

    let unknown = write("unknown.json", r#"{"format": "chess-pgn/1"}"#);
    let err = fails(&["replay", &unknown], 1);
    assert!(err.contains("unknown format"), "{err}");

    let illegal = write(
        "illegal.json",
        r#"{"format": "halflings-scenario/1", "players": 2, "moves": [
            {"tile": "G", "at": [0, -1], "rot": 90},
            {"tile": "E", "at": [7, 7], "rot": 0}]}"#,
    );
    let err = fails(&["replay", &illegal], 1);
    assert!(err.contains("move 2"), "{err}");

    let record = write(
        "record.json",
        r#"{"format": "halflings-record/1", "setup": {"seed": 3},
            "moves": [{"do": "place", "at": [9, 9], "rot": 0}]}"#,
    );
    let err = fails(&["replay", &record], 1);
    assert!(err.contains("move 1"), "{err}");
    fails(&["perft", &record, "--tile", "E"], 1);

    let missing = dir.path().join("missing.json");
    fails(&["replay", missing.to_str().unwrap()], 1);
}

#[test]
fn analyse_scores_a_scenario_under_every_version_as_replay_does() {
    let file = example_1();
    let file = file.to_str().unwrap();
    let v = ok_json(&["analyse", file, "--budget", "0", "--json"]);
    assert_eq!(v["kind"], "scenario");
    assert_eq!((v["at"].as_u64(), v["moves"].as_u64()), (Some(3), Some(3)));
    assert!(v["search"].is_null(), "a budget of 0 skips the search");
    let replayed = ok_json(&["replay", file, "--rules", "all", "--json"]);
    let table = v["table"].as_array().unwrap();
    assert_eq!(table.len(), 4);
    for row in table {
        let version = row["rules"].as_str().unwrap();
        assert_eq!(row["final_scores"], replayed[version], "{version}");
    }
    assert_eq!(scores(&table[3]["final_scores"]), [8, 0]);
    assert_eq!(scores(&table[1]["final_scores"]), [10, 0]);
    // Before its last move the city is not closed yet.
    let early = ok_json(&["analyse", file, "--at", "1", "--budget", "0", "--json"]);
    assert_eq!(early["at"], 1);
    assert_ne!(early["table"][3]["final_scores"], table[3]["final_scores"]);
    let text = ok(&["analyse", file, "--budget", "0"]);
    assert!(text.contains("after 3 of 3 moves"), "{text}");
    assert!(text.contains("With final scoring"), "{text}");
    let header = text.lines().find(|l| l.starts_with("player")).unwrap();
    for version in ["c1-2014", "c1-2015", "c2-2020", "c2-2021"] {
        assert!(header.contains(version), "{header}");
    }
    assert!(!text.contains("best moves"), "{text}");
}

#[test]
fn analyse_asks_the_search_for_the_best_moves_of_a_record() {
    let dir = tempfile::tempdir().unwrap();
    let record = one_record(dir.path(), &[]);
    let record = record.to_str().unwrap();
    let at = ["analyse", record, "--at", "10", "--budget", "100", "--json"];
    let v = ok_json(&at);
    assert_eq!(v["kind"], "game record");
    assert_eq!(v["at"], 10);
    let search = &v["search"];
    assert_eq!(search["seat"], v["next_player"]);
    let best = search["best"].as_array().unwrap();
    assert!(!best.is_empty() && best.len() <= 5, "{search}");
    for m in best {
        assert!(m["move"]["do"].is_string(), "{m}");
        assert!((0.0..=1.0).contains(&m["win_rate"].as_f64().unwrap()));
    }
    // Iterations and a seed: the same answer again.
    assert_eq!(ok_json(&at)["search"], v["search"]);
    let text = ok(&["analyse", record, "--at", "10", "--budget", "100"]);
    assert!(text.contains("The search's best moves for P"), "{text}");
    assert!(text.contains("visits"), "{text}");
    // At the end nobody is to move: the scores only.
    let end = ok(&["analyse", record, "--budget", "100"]);
    assert!(end.contains("nobody is to move"), "{end}");
    assert!(end.contains("nothing to rank"), "{end}");
}

#[test]
fn analyse_errors_are_messages() {
    let err = fails(&["analyse", "/no/such/file.json"], 1);
    assert!(err.contains("cannot read /no/such/file.json"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, r#"{"format": "halflings-record/1"}"#).unwrap();
    fails(&["analyse", bad.to_str().unwrap()], 1);
    let file = example_1();
    let usage = fails(&["analyse", file.to_str().unwrap(), "--budget", "soon"], 2);
    assert!(usage.contains("bad budget"), "{usage}");
}
