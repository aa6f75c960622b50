//! The greedy bot beats the random bot.

use halflings_bots::arena::{self, ArenaConfig};
use halflings_bots::BotSpec;
use halflings_engine::Setup;

#[test]
fn greedy_beats_random() {
    let summary = arena::run(&ArenaConfig {
        bots: vec![BotSpec::Greedy, BotSpec::Random],
        games: 40,
        threads: 2,
        setup: Setup {
            players: 2,
            seed: 2024,
            ..Setup::default()
        },
        ..ArenaConfig::default()
    })
    .unwrap();
    let greedy = &summary.bots[0];
    assert_eq!(greedy.games, 40);
    assert!(
        greedy.wins >= 38,
        "greedy won only {} of 40 games against random",
        greedy.wins
    );
    assert!(greedy.score.mean > summary.bots[1].score.mean + 30.0);
}
