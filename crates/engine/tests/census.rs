//! What a setup gives before the first move (`GameState::census`, which the lobby shows): the
//! square tiles of each tile set on the board and to draw, the halflings and the figures each
//! player gets — plain, with the expansions the setup implies, with each expansion's own
//! figures, and with every registered expansion together.

use std::sync::Arc;

use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::{Catalog, Census, ExpansionChoice, RulesVersion, Setup};

fn census(players: u8, rules: RulesVersion, expansions: &[&str]) -> Census {
    let setup = Setup {
        players,
        rules,
        expansions: expansions
            .iter()
            .map(|&e| ExpansionChoice::new(e))
            .collect(),
        ..Setup::default()
    };
    Census::of(&Arc::new(Catalog::builtin()), &setup).unwrap()
}

/// `(set, on the board, to draw)` of every tile set.
fn squares(c: &Census) -> Vec<(&str, u32, u32)> {
    c.squares
        .iter()
        .map(|s| (s.set.as_str(), s.on_board, s.to_place))
        .collect()
}

/// `(figure, each)` of every figure.
fn figures(c: &Census) -> Vec<(&str, u32)> {
    c.figures.iter().map(|f| (f.name, f.each)).collect()
}

#[test]
fn a_plain_game_has_the_base_set_seven_followers_and_the_versions_halflings() {
    let c = census(2, RulesVersion::C2_2021, &[]);
    assert_eq!(squares(&c), [("base", 1, 71)]);
    assert_eq!(c.squares_total, 72);
    assert_eq!(figures(&c), [("follower", 7)]);
    assert_eq!(c.halflings_each, 3);
    // Under C2 the halflings' symbols act, which brings their modules (no tiles, no figures).
    assert_eq!(c.expansions, ["crop-circles", "hills", "vineyards"]);
    let c1 = census(5, RulesVersion::C1_2015, &[]);
    assert_eq!(c1.halflings_each, 2);
    assert!(c1.expansions.is_empty());
    assert_eq!(figures(&c1), [("follower", 7)]);
}

#[test]
fn each_expansion_adds_its_tiles_and_its_figures() {
    let c = census(
        2,
        RulesVersion::C2_2021,
        &["traders-and-builders", "inns-and-cathedrals"],
    );
    assert_eq!(
        squares(&c),
        [
            ("base", 1, 71),
            ("inns-and-cathedrals", 0, 18),
            ("traders-and-builders", 0, 24)
        ]
    );
    assert_eq!(c.squares_total, 72 + 18 + 24);
    assert_eq!(
        figures(&c),
        [
            ("follower", 7),
            ("big-follower", 1),
            ("builder", 1),
            ("pig", 1)
        ]
    );
    // The Tower's floors depend on the players; the River lays its spring instead of the
    // start tile (option start_tile, default remove).
    let floors = |players| census(players, RulesVersion::C2_2021, &["tower"]).figures[1].each;
    assert_eq!([2, 3, 4, 5, 6].map(floors), [10, 9, 7, 6, 5]);
    // The first river tile is drawn at once (no halfling while the river flows): still to place.
    let river = census(3, RulesVersion::C2_2021, &["river"]);
    assert_eq!(squares(&river), [("base", 0, 71), ("river", 1, 11)]);
    assert_eq!(figures(&river), [("follower", 7)]);
}

#[test]
fn every_registered_expansion_together_in_every_version() {
    let all: Vec<&str> = selectable_ids().collect();
    for rules in RulesVersion::ALL {
        let c = census(4, rules, &all);
        for id in &all {
            assert!(c.expansions.contains(id), "{id} in play under {rules:?}");
        }
        let total: u32 = c.squares.iter().map(|s| s.on_board + s.to_place).sum();
        assert_eq!(c.squares_total, total);
        assert_eq!(
            c.squares.iter().map(|s| s.on_board).sum::<u32>(),
            1,
            "one tile on the board at the start"
        );
        assert_eq!(c.figures[0].name, "follower");
        assert_eq!(c.figures[0].each, 7);
        // Every figure an expansion places with a tile, and every special follower, is counted.
        for e in halflings_engine::expansion::REGISTRY
            .iter()
            .filter(|e| all.contains(&e.id))
        {
            for name in e
                .figures
                .iter()
                .map(|f| f.name)
                .chain(e.followers.iter().map(|f| f.name))
            {
                assert!(
                    c.figures.iter().any(|f| f.name == name && f.each > 0),
                    "{name} of {} under {rules:?}: {:?}",
                    e.id,
                    figures(&c)
                );
            }
        }
    }
}
