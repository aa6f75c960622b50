//! The search's ranking of a position's moves (what the analysis board asks the bot).

mod common;

use halflings_bots::{playout_position, Bot, Budget, SearchBot, SearchConfig, View};

fn one_tree() -> SearchConfig {
    SearchConfig {
        trees: Some(1),
        ..SearchConfig::default()
    }
}

#[test]
fn the_ranking_puts_the_chosen_move_first_with_its_margin_and_win_rate() {
    let game = playout_position(common::catalog()).unwrap();
    let seat = game.to_move().unwrap();
    let view = View::new(&game, seat);
    let budget = Budget::Iterations(600);
    let ranking = SearchBot::with_config(5, one_tree()).analyse(&view, budget);
    assert!(
        ranking.len() > 1 && ranking.len() <= 8,
        "the best 8 by greedy: {ranking:?}"
    );
    let chosen = SearchBot::with_config(5, one_tree()).choose(&view, budget);
    assert_eq!(ranking[0].mv, chosen, "the move the bot plays comes first");
    assert_eq!(ranking.iter().map(|m| m.visits).sum::<u64>(), 600);
    for pair in ranking.windows(2) {
        assert!(pair[0].visits >= pair[1].visits, "most searched first");
    }
    for m in &ranking {
        assert!((0.0..=1.0).contains(&m.win_rate), "{m:?}");
        assert!((0.0..=1.0).contains(&m.reward), "{m:?}");
        assert!(m.margin.abs() < 200.0, "{m:?}");
        game.check(seat, &m.mv).unwrap();
    }
    // The same seed gives the same ranking.
    assert_eq!(
        SearchBot::with_config(5, one_tree()).analyse(&view, budget),
        ranking
    );
}
