//! Floods and abandoned games: a client creates games within a rate (a burst, then a few a
//! minute), and an unfinished game without an action for the idle time (30 days) is archived
//! — never loaded or played again — and listed and purged as `halflings admin` does
//! (README: Hardening). The rate is lowered here so that a few games reach it.

use std::collections::BTreeSet;
use std::time::Duration;

use halflings_server::archive::Which;
use halflings_server::store::Store;
use serde_json::Value;

use crate::helpers::*;
use crate::on_both_databases;

/// `POST /api/games` as the client `client` behind the trusted proxy (the test itself): the
/// status and the body.
async fn create_as(app: &TestApp, client: &str) -> (u16, Value) {
    let (status, body, _) = create_with_retry_as(app, client).await;
    (status, body)
}

/// [`create_as`], with the answer's `Retry-After` header.
async fn create_with_retry_as(app: &TestApp, client: &str) -> (u16, Value, Option<u64>) {
    let r = app
        .http
        .post(format!("{}/api/games", app.base))
        .header("x-forwarded-for", client)
        .json(&two_people(1))
        .send()
        .await
        .unwrap();
    let retry_after = r
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().parse().unwrap());
    (
        r.status().as_u16(),
        r.json().await.unwrap_or(Value::Null),
        retry_after,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_creates_games_within_a_rate() {
    let db = TestDb::sqlite();
    let app = spawn_app_with(&db, |config| {
        config.limits.games_burst = 3;
        config.limits.games_per_minute = 1;
        config.limits.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
    })
    .await;
    for _ in 0..3 {
        assert_eq!(create_as(&app, "192.0.2.1").await.0, 201);
    }
    let (status, body, retry_after) = create_with_retry_as(&app, "192.0.2.1").await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["error"], "too-many-requests", "{body}");
    // One game a minute: the next in at most 60 s, as the header and the message say.
    let retry_after = retry_after.expect("a 429 answer says when to try again (Retry-After)");
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    let message = body["message"].as_str().unwrap();
    assert!(
        message.contains(&format!("try again in {retry_after} s")),
        "{message}"
    );
    assert_eq!(
        create_as(&app, "192.0.2.2").await.0,
        201,
        "another client has its own share"
    );
}

/// 31 days, in milliseconds, as SQL.
const MONTH_AGO: &str = "2678400000";

async fn abandoned_games_are_archived_listed_and_purged(db: TestDb) {
    let app = spawn_app(&db).await;
    let id = |created: &Value| created["id"].as_str().unwrap().to_string();
    // Created a month ago, never played.
    let untouched = id(&app.create(two_people(1)).await);
    // Created a month ago, and its last action a month ago.
    let left = app.create(two_people(2)).await;
    // Created a month ago, but played now.
    let played = app.create(two_people(3)).await;
    // Created now.
    let fresh = id(&app.create(two_people(4)).await);
    let mut rng = rng(5);
    for created in [&left, &played] {
        let game = id(created);
        let state = app.state(&game, None).await;
        let to_move = to_move(&state).unwrap();
        let token = seat_tokens(created)[to_move].clone().unwrap();
        let state = app.state(&game, Some(&token)).await;
        let mv = random_legal(&state, &mut rng);
        let (status, body) = app.post_action(&game, &token, 0, &mv).await;
        assert_eq!(status, 200, "{body}");
    }
    let (left, played) = (id(&left), id(&played));
    db.execute(&format!(
        "UPDATE games SET created_at = created_at - {MONTH_AGO}
         WHERE id IN ('{untouched}', '{left}', '{played}')"
    ))
    .await;
    db.execute(&format!(
        "UPDATE actions SET created_at = created_at - {MONTH_AGO} WHERE game_id = '{left}'"
    ))
    .await;

    // The next server archives the abandoned two at start.
    let app = spawn_app(&db).await;
    for game in [&untouched, &left] {
        let (status, body) = app.get(&format!("/api/games/{game}"), None).await;
        assert_eq!(status, 410, "{game}: {body}");
        assert_eq!(body["error"], "archived", "{body}");
        let (status, _) = app.get(&format!("/api/games/{game}/state"), None).await;
        assert_eq!(status, 410);
    }
    for game in [&played, &fresh] {
        let (status, body) = app.get(&format!("/api/games/{game}"), None).await;
        assert_eq!(status, 200, "{game}: {body}");
    }

    // What `halflings admin` lists and purges.
    let store = Store::connect(&db.database).await.unwrap();
    let ids = |games: Vec<halflings_server::archive::GameRow>| -> BTreeSet<String> {
        games.into_iter().map(|g| g.id).collect()
    };
    let archived = store.list_games(Which::Archived).await.unwrap();
    assert!(archived
        .iter()
        .all(|g| g.archived_at.is_some() && g.seats == ["Ann", "Ben"]));
    assert_eq!(
        ids(archived),
        BTreeSet::from([untouched.clone(), left.clone()])
    );
    assert_eq!(store.list_games(Which::All).await.unwrap().len(), 4);
    let day = Duration::from_secs(86_400);
    assert!(store
        .list_games(Which::IdleFor(day))
        .await
        .unwrap()
        .is_empty());
    assert_eq!(store.purge_archived().await.unwrap(), 2);
    assert_eq!(
        ids(store.list_games(Which::All).await.unwrap()),
        BTreeSet::from([played, fresh])
    );
    let (status, _) = app.get(&format!("/api/games/{untouched}"), None).await;
    assert_eq!(status, 404, "purged");
}

on_both_databases!(abandoned_games_are_archived_listed_and_purged);
