//! The How to play page: its content over real HTTP (`GET /api/how-to-play`: each position's
//! scores under the four rules versions are the ones its scenario file expects, the core's
//! sections first and an expansion's after them, every rule code anchored once), the page
//! itself online and in the folder of pages that need no server, and the browser test
//! (`web/tests/how-to-play.mjs`: the page in the four languages with no key missing and every
//! picture drawn, and the links to it), with `HALFLINGS_CHROMIUM` as for `browser.rs`.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::helpers::*;

#[tokio::test]
async fn the_content_gives_every_position_the_scores_its_scenario_expects() {
    let db = TestDb::sqlite();
    let app = spawn_app(&db).await;
    let (status, content) = app.get("/api/how-to-play", None).await;
    assert_eq!(status, 200, "{content}");
    let sections: Vec<&str> = content["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    assert_eq!(&sections[..4], ["turn", "placing", "gaps", "versions"]);
    let modules: Vec<&str> = content["sections"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s["module"].as_str())
        .collect();
    assert!(modules.contains(&"tower"), "{modules:?}");

    // Each position: its board and its scores under the four versions, as the scenario file
    // expects them (the shown ones: final scoring's when the file ends with it).
    let positions = content["positions"].as_array().unwrap();
    let mut checked = 0;
    for position in positions {
        let id = position["id"].as_str().unwrap();
        assert!(
            !position["view"]["tiles"].as_array().unwrap().is_empty(),
            "{id}"
        );
        let table = position["table"].as_array().unwrap();
        let versions: Vec<&str> = table.iter().map(|r| r["rules"].as_str().unwrap()).collect();
        assert_eq!(
            versions,
            ["c1-2014", "c1-2015", "c2-2020", "c2-2021"],
            "{id}"
        );
        let shown = if position["final_scoring"] == Value::Bool(true) {
            "final_scores"
        } else {
            "scores"
        };
        for row in table {
            let rules = row["rules"].as_str().unwrap();
            if let Some(expected) = position["expect"].get(rules) {
                assert_eq!(&row[shown], expected, "{id} under {rules}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 32, "{checked} scores against the files");
    let city = positions.iter().find(|p| p["id"] == "city").unwrap();
    let totals: Vec<u64> = city["table"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["final_scores"][0].as_u64().unwrap())
        .collect();
    assert_eq!(totals, [8, 10, 10, 8], "a city closed by two triangles");

    // Every tile drawn has its shape; every rule code links to one paragraph.
    let shapes: BTreeSet<&str> = content["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap())
        .collect();
    for position in positions {
        for tile in position["view"]["tiles"].as_array().unwrap() {
            assert!(shapes.contains(tile["tile"].as_str().unwrap()), "{tile}");
        }
    }
    let rules: Vec<&str> = content["sections"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["paragraphs"].as_array().unwrap())
        .flat_map(|p| p["rules"].as_array().into_iter().flatten())
        .map(|r| r.as_str().unwrap())
        .collect();
    assert!(rules.contains(&"side-mismatch") && rules.contains(&"not-in-hand"));
    assert_eq!(
        rules.len(),
        rules.iter().collect::<BTreeSet<_>>().len(),
        "{rules:?}"
    );
}

#[tokio::test]
async fn the_page_is_served_online_and_in_the_folder_without_a_server() {
    let db = TestDb::sqlite();
    let app = spawn_app(&db).await;
    for (path, source) in [
        ("/how-to-play", "data-guide=\"/api/how-to-play\""),
        (
            "/local/how-to-play.html",
            "data-guide=\"assets/local/how-to-play.js\"",
        ),
    ] {
        let page = app
            .http
            .get(format!("{}{path}", app.base))
            .send()
            .await
            .unwrap();
        assert_eq!(page.status(), 200, "{path}");
        let html = page.text().await.unwrap();
        assert!(html.contains(source), "{path}: {html}");
        assert!(html.contains("how-to-play.js\"></script>"), "{path}");
    }
    let module = app
        .http
        .get(format!("{}/local/assets/local/how-to-play.js", app.base))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let json = module
        .split_once("export default ")
        .map(|(_, rest)| rest.trim_end().trim_end_matches(';'))
        .unwrap();
    let (_, online) = app.get("/api/how-to-play", None).await;
    assert_eq!(
        serde_json::from_str::<Value>(json).unwrap(),
        online,
        "the folder's content is the server's"
    );
    // The pages that link to it: the lobby, the game page (and the folder's), the analysis board.
    for (path, link) in [
        ("/", "href=\"/how-to-play\""),
        ("/game/x", "href=\"/how-to-play\""),
        ("/local/", "href=\"how-to-play.html\""),
        ("/local/play.html", "href=\"how-to-play.html\""),
        ("/local/analysis.html", "href=\"how-to-play.html\""),
    ] {
        let html = app
            .http
            .get(format!("{}{path}", app.base))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(html.contains(link), "{path} links to the page");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    not(halflings_chromium),
    ignore = "needs HALFLINGS_CHROMIUM=/usr/bin/chromium and npm ci in web/"
)]
async fn how_to_play_in_chromium() {
    crate::browser::run_in_chromium("tests/how-to-play.mjs").await;
}
