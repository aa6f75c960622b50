//! Random games with every expansion players choose, each alone and all together, in every
//! rules version (the registry decides which: a new expansion is covered once registered).
//!
//! Moves are drawn uniformly from `legal_moves()` (with a bias towards expansion moves, so that
//! their rules are exercised) by a seeded RNG, so a failure names its seed and replays.
//! Checked after every move: every legal move is accepted by `check`; the chosen one by `play`;
//! no panic; `validity_check()` (every follower accounted for: on the board + in supply + held
//! by a module = 7 per player; features equal a recount; each module's own invariants). At the
//! end: the game ends; the goods of Traders & Builders, when it plays, are conserved (tokens in
//! supply + held = one a symbol printed on its tiles, and no more held of a kind than the placed
//! tiles print); and a game record of the moves, through JSON and back, replays to the
//! identical scores and view.

use std::sync::Arc;

mod support;

use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::expansion::traders_and_builders::goods::KINDS;
use halflings_engine::expansion::traders_and_builders::ID as TB;
use halflings_engine::{Catalog, GameState, RulesVersion, Seat};
use support::{assert_replays, play_checked, random_setup};

/// Games per expansion set and rules version.
const GAMES: u64 = 40;

/// The sets of expansions played: each selectable one alone, then all together.
fn expansion_sets() -> Vec<Vec<&'static str>> {
    let all: Vec<&'static str> = selectable_ids().collect();
    let mut sets: Vec<Vec<&'static str>> = all.iter().map(|&e| vec![e]).collect();
    if all.len() > 1 {
        sets.push(all);
    }
    sets
}

/// Traders & Builders' goods in `game`, if it plays, as its public state shows them: supply +
/// held = the symbols its tiles print, kind by kind, and held ≤ those on the tiles placed.
fn assert_goods_conserved(game: &GameState, what: &str) {
    let view = game.view_for(None);
    let Some(goods) = view.expansions.get(TB) else {
        return;
    };
    let cat = game.catalog();
    let set = cat.set(TB).expect("its tile set");
    for kind in KINDS {
        let prints = |k: halflings_engine::TileKind| u64::from(cat.def(k).has_symbol(kind));
        let held: u64 = goods["held"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h[kind].as_u64().unwrap())
            .sum();
        let supply = goods["supply"][kind].as_u64().unwrap();
        let in_box: u64 = set
            .tiles
            .iter()
            .map(|&k| u64::from(cat.def(k).count) * prints(k))
            .sum();
        let placed: u64 = game.board().tiles().iter().map(|t| prints(t.kind)).sum();
        assert_eq!(supply + held, in_box, "{what}: {kind}");
        assert!(
            held <= placed,
            "{what}: {held} {kind} held, {placed} placed"
        );
    }
}

#[test]
fn random_games_with_each_expansion_and_all_together_in_every_version() {
    let cat = Arc::new(Catalog::builtin());
    let sets = expansion_sets();
    assert!(!sets.is_empty(), "no expansion to choose");
    for expansions in &sets {
        for rules in RulesVersion::ALL {
            for seed in 0..GAMES {
                let played = play_checked(&cat, &random_setup(expansions, rules, seed), seed, 0.4);
                assert!(played.game.is_over());
                assert_goods_conserved(&played.game, &format!("{expansions:?} {rules:?} {seed}"));
                assert_replays(&cat, &played);
            }
        }
    }
}

/// Any expansion move at all — every registered module's, with arbitrary fields (actions,
/// arguments, targets) and placements — is checked without panicking, and one that passes
/// `check` plays without panicking and leaves a valid game (bad input never crashes).
#[test]
fn arbitrary_expansion_moves_never_panic() {
    use halflings_engine::expansion::{ExpansionMove, ModuleId, Payload, REGISTRY};
    use halflings_engine::{Corner, Location, Move, Rotation, SpacePos, Spot, Turn};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    let cat = Arc::new(Catalog::builtin());
    let all: Vec<&str> = selectable_ids().collect();
    let locations = ["C", "N", "E.s", "W.n", "D", "D.ne", "S"];
    let turns = [
        Turn::Square(Rotation::R0),
        Turn::Square(Rotation::R270),
        Turn::Triangle(Corner::NW),
        Turn::Triangle(Corner::SE),
    ];
    let mut accepted = 0;
    for seed in 0..24u64 {
        let setup = random_setup(&all, RulesVersion::ALL[seed as usize % 4], seed);
        let played = play_checked(&cat, &setup, seed, 0.5);
        // Replay the game's first moves, trying arbitrary expansion moves before each.
        let mut game = halflings_engine::GameState::new(Arc::clone(&cat), &setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for wire in played.record.moves.iter().take(120) {
            let Some(player) = game.to_move() else { break };
            for _ in 0..40 {
                let module = rng.random_range(0..REGISTRY.len());
                let info = &REGISTRY[module];
                let spot = Spot {
                    at: SpacePos::new(rng.random_range(-4..5), rng.random_range(-4..5)),
                    corner: [None, Some(Corner::NE), Some(Corner::SW)][rng.random_range(0..3)],
                    location: locations[rng.random_range(0..locations.len())]
                        .parse::<Location>()
                        .unwrap(),
                };
                // The module's move in compact form with arbitrary fields — a variant, a
                // place, a small number and a flag, what its moves hold — read as whichever of
                // its moves (or none) the bytes make.
                let fields = (
                    rng.random_range(0..8u8),
                    spot,
                    rng.random_range(0..8u8),
                    rng.random_bool(0.5),
                );
                let id = ModuleId::of(info.id).unwrap();
                let mut mv = ExpansionMove::new(id, Payload::pack(&fields).unwrap());
                let at = SpacePos::new(rng.random_range(-4..5), rng.random_range(-4..5));
                if rng.random_bool(0.5) {
                    mv.place = Some((at, turns[rng.random_range(0..turns.len())]));
                }
                let mv = Move::Expansion(mv);
                let asker = if rng.random_bool(0.8) {
                    player
                } else {
                    Seat::new(rng.random_range(0..8))
                };
                if game.check(asker, &mv).is_ok() {
                    accepted += 1;
                    let mut copy = game.clone();
                    copy.play(asker, &mv).unwrap();
                    copy.validity_check()
                        .unwrap_or_else(|e| panic!("seed {seed} after {mv:?}: {e}"));
                }
            }
            let mv = wire.to_move(&cat).unwrap();
            game.play(player, &mv).unwrap();
        }
    }
    assert!(accepted > 50, "only {accepted} arbitrary moves were legal");
}
