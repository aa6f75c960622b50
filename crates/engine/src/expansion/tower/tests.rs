//! What only a unit test reaches: another module clearing a tower's space.

use std::sync::Arc;

use super::Towers;
use crate::board::FollowerKind;
use crate::expansion::{Ctx, ExpansionChoice, ModuleId};
use crate::geometry::{Corner, SpacePos};
use crate::seat::Seat;
use crate::state::Event;
use crate::tiles::Catalog;
use crate::wire::Scenario;

/// The position of `to-follower-on-top-closes-then-captured.json` after P2's follower went on
/// top of the tower at (0,1), with the Tower's `eaten_on_top` option as given.
fn closed_tower(eaten_on_top: &str) -> (crate::state::GameState, Towers) {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/to-follower-on-top-closes-then-captured.json"
    ))
    .unwrap();
    let mut s = Scenario::from_json(&text).unwrap();
    s.setup.expansions = vec![ExpansionChoice::new("tower").with("eaten_on_top", eaten_on_top)];
    let (game, _) = s.prepare(Arc::new(Catalog::builtin()), None, 2).unwrap();
    let towers = game.expansion::<Towers>().unwrap().clone();
    (game, towers)
}

#[test]
fn a_cleared_space_sends_the_follower_on_top_home_and_reopens_the_tower() {
    let (mut game, mut towers) = closed_tower("yes");
    assert_eq!(towers.followers_held(Seat::new(1), FollowerKind::REGULAR), 1);
    let mut events = Vec::new();
    // Only a triangle of the space: a square tower is not on it.
    let mut ctx = Ctx::new(
        ModuleId::of(super::ID).unwrap(),
        &mut game,
        &[],
        &[],
        &mut events,
    );
    towers.figures_removed(&mut ctx, SpacePos::new(0, 1), Some(Corner::NW));
    towers.figures_removed(&mut ctx, SpacePos::new(1, 1), None);
    assert_eq!(towers.towers()[0].top, Some(Seat::new(1)));
    towers.figures_removed(&mut ctx, SpacePos::new(0, 1), None);
    assert_eq!(towers.towers()[0].top, None);
    assert_eq!(towers.towers()[0].height, 1);
    assert_eq!(towers.followers_held(Seat::new(1), FollowerKind::REGULAR), 0);
    assert_eq!(game.supply(Seat::new(1)), 7);
    assert!(matches!(
        events.as_slice(),
        [Event::Expansion(e)] if e.name() == "top-returned" && e.player == Seat::new(1)
    ));
}

#[test]
fn with_the_option_off_the_follower_stays_on_top() {
    let (mut game, mut towers) = closed_tower("no");
    let mut events = Vec::new();
    let mut ctx = Ctx::new(
        ModuleId::of(super::ID).unwrap(),
        &mut game,
        &[],
        &[],
        &mut events,
    );
    towers.figures_removed(&mut ctx, SpacePos::new(0, 1), None);
    assert_eq!(towers.towers()[0].top, Some(Seat::new(1)));
    assert_eq!(game.supply(Seat::new(1)), 6);
    assert!(events.is_empty());
}
