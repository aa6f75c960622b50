//! Server processes: killed with SIGKILL mid-game and started again, the game goes on from the
//! same move; two processes on one PostgreSQL database serve the two players of one game.

use serde_json::json;

use crate::game::play_to_end;
use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(a_killed_server_resumes_every_game);

async fn a_killed_server_resumes_every_game(db: TestDb) {
    let mut app = spawn_process(&db);
    let people = app.create(two_people(21)).await;
    let id = people["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&people);
    let with_bot = app
        .create(
            json!({"seats": [{"kind": "person"}, {"kind": "bot", "bot": "random"}], "seed": 22}),
        )
        .await;
    let bot_game = with_bot["id"].as_str().unwrap().to_string();
    let bot_tokens = seat_tokens(&with_bot);

    // Twenty actions in the first game, a few against the bot.
    let mut rng = rng(5);
    for n in 0..20u64 {
        let seat = to_move(&app.state(&id, None).await).unwrap();
        let token = tokens[seat].as_deref().unwrap();
        let mv = random_legal(&app.state(&id, Some(token)).await, &mut rng);
        let (status, body) = app.post_action(&id, token, n, &mv).await;
        assert_eq!(status, 200, "{body}");
    }
    let mut person = Socket::join(&app, &bot_game, bot_tokens[0].as_deref()).await;
    for _ in 0..5 {
        while to_move(&person.state) == Some(1) {
            person.next().await;
        }
        let n = person.state["move_no"].as_u64().unwrap();
        let mv = random_legal(&person.state, &mut rng);
        person.act(n, &mv).await;
        person.until(n + 1).await;
    }
    let before = app.state(&id, tokens[0].as_deref()).await;
    assert_eq!(before["move_no"], 20);
    let bot_before = person.state["move_no"].as_u64().unwrap();
    drop(person);

    app.kill();
    let app = spawn_process(&db);

    // Nothing lost: the same state, the same move number.
    let after = app.state(&id, tokens[0].as_deref()).await;
    assert_eq!(after["view"], before["view"]);
    assert_eq!(after["log"], before["log"]);
    assert_eq!(after["move_no"], 20);
    let mut sockets = vec![
        Socket::join(&app, &id, tokens[0].as_deref()).await,
        Socket::join(&app, &id, tokens[1].as_deref()).await,
    ];
    let moves = play_to_end(&app, &id, &mut sockets, &tokens, 6).await;
    let record = app.record(&id).await;
    assert_eq!(record.moves.len() as u64, moves);

    // The bot game goes on too: the bot moves again after the restart.
    let mut person = Socket::join(&app, &bot_game, bot_tokens[0].as_deref()).await;
    assert!(person.state["move_no"].as_u64().unwrap() >= bot_before);
    let moves = play_to_end(
        &app,
        &bot_game,
        std::slice::from_mut(&mut person),
        &bot_tokens,
        7,
    )
    .await;
    assert!(moves > bot_before);
}

/// Two server processes on one PostgreSQL database; each player is connected to a different
/// one; both see every move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    not(halflings_postgres),
    ignore = "needs HALFLINGS_TEST_POSTGRES=postgres://USER:PASSWORD@HOST:PORT/DATABASE, an account that may create databases"
)]
async fn two_processes_share_a_game_on_postgres() {
    let db = TestDb::postgres().await;
    let first = spawn_process(&db);
    let second = spawn_process(&db);
    let created = first.create(two_people(31)).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    let mut ann = Socket::join(&first, &id, tokens[0].as_deref()).await;
    let mut ben = Socket::join(&second, &id, tokens[1].as_deref()).await;
    let mut watcher = Socket::join(&second, &id, None).await;
    let mut rng = rng(8);
    let mut move_no = 0;
    loop {
        ann.until(move_no).await;
        ben.until(move_no).await;
        watcher.until(move_no).await;
        assert_eq!(ann.state["view"]["tiles"], ben.state["view"]["tiles"]);
        let Some(seat) = to_move(&ann.state) else {
            break;
        };
        let player = if seat == 0 { &mut ann } else { &mut ben };
        let mv = random_legal(&player.state, &mut rng);
        player.act(move_no, &mv).await;
        move_no += 1;
    }
    assert_eq!(ann.state["view"]["scores"], ben.state["view"]["scores"]);
    assert_eq!(
        watcher.state["view"],
        ben.state["view"]
            .as_object()
            .map(|v| {
                let mut v = v.clone();
                v.insert("seat".into(), serde_json::Value::Null);
                v.insert("hand".into(), json!([]));
                serde_json::Value::Object(v)
            })
            .unwrap()
    );
    let record = second.record(&id).await;
    assert_eq!(record.moves.len() as u64, move_no);
    let scores: Vec<u32> = serde_json::from_value(ann.state["view"]["scores"].clone()).unwrap();
    assert_eq!(replayed_scores(&record), scores);

    // A stale action on one process after the other moved is refused and writes nothing.
    let (status, body) = second
        .post_action(
            &id,
            tokens[0].as_deref().unwrap(),
            0,
            &json!({"do": "draw"}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
}
