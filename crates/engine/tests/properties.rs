//! Properties of thousands of seeded random games in every rules version, 2–6 players, symbol
//! tiles on and off, random deal and draft (`varied_setup` in `tests/common/mod.rs`).
//!
//! Moves come from `playout::random_move` or uniformly from `legal_moves()`, picked by a seeded
//! RNG, so a failure names its seed and replays. Checked:
//! * every chosen move is accepted by `play`; no panic; the game ends;
//! * followers on the board + supply = 7 per player after every move;
//! * `validity_check()` (incremental features = recount) after every move in some games and
//!   at the end of all;
//! * every completed road, city and monastery is scored exactly once, when it completes, with
//!   the value and winners the naive model computes; final scoring matches the naive model;
//! * final scores = the sum of the score events;
//! * a game record built from the moves, through JSON and back, replays to the identical
//!   events and scores; every move's JSON round-trips.

mod common;

use std::collections::HashSet;
use std::sync::Arc;

use common::*;
use halflings_engine::state::FOLLOWERS;
use halflings_engine::{
    playout, Catalog, Event, FeatureKind, GameRecord, GameState, Move, MoveWire, ScoreEvent, Seat,
    Setup,
};
use rand::{Rng, SeedableRng};

/// Games per policy, and how many of them are checked after every move.
const GAMES: u64 = 1000;
const FULL: u64 = 150;

#[derive(Copy, Clone, Debug, PartialEq)]
enum Policy {
    Playout,
    Uniform,
}

#[test]
fn random_games_with_the_playout_policy() {
    let cat = Arc::new(Catalog::builtin());
    let mut stats = Stats::default();
    for seed in 0..GAMES {
        run_game(&cat, seed, Policy::Playout, seed < FULL, &mut stats);
    }
    stats.check_coverage();
}

#[test]
fn random_games_with_uniform_legal_moves() {
    let cat = Arc::new(Catalog::builtin());
    let mut stats = Stats::default();
    for seed in GAMES..2 * GAMES {
        run_game(&cat, seed, Policy::Uniform, seed < GAMES + FULL, &mut stats);
    }
    stats.check_coverage();
}

/// What the games went through, so that a change in the setups or policies cannot quietly
/// stop exercising a rule.
#[derive(Debug, Default)]
struct Stats {
    moves: u64,
    halflings_played: u64,
    triangle_pairs: u64,
    crop_circles: u64,
    buried: u64,
    scores_checked_per_move: u64,
    completed: [u64; 4],
    finals: [u64; 4],
    vineyard_bonuses: u64,
    hill_ties: u64,
    drafts: u64,
}

impl Stats {
    fn check_coverage(&self) {
        assert!(self.halflings_played > 1000, "{self:?}");
        assert!(self.triangle_pairs > 200, "{self:?}");
        assert!(self.crop_circles > 20 && self.buried > 20, "{self:?}");
        assert!(self.scores_checked_per_move > 1000, "{self:?}");
        let [roads, cities, fields, monasteries] = self.completed;
        assert!(
            roads > 1000 && cities > 1000 && monasteries > 100 && fields == 0,
            "{self:?}"
        );
        assert!(self.finals.iter().all(|&n| n > 100), "{self:?}");
        assert!(self.vineyard_bonuses > 0 && self.drafts > 100, "{self:?}");
    }
}

/// What the naive model needs to know across the moves of a fully checked game.
struct Tracker {
    rules: NRules,
    /// Monastery tiles already scored as complete.
    monasteries_done: HashSet<usize>,
}

fn run_game(cat: &Arc<Catalog>, seed: u64, policy: Policy, full: bool, stats: &mut Stats) {
    let (setup, mut state) = varied_game(cat, seed);
    let ctx = format!("seed {seed} ({policy:?}, {setup:?})");
    let mut tracker = Tracker {
        rules: NRules::of(&setup),
        monasteries_done: HashSet::new(),
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut scratch = playout::Scratch::default();
    let mut moves: Vec<Move> = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    while let Some(player) = state.to_move() {
        assert!(moves.len() < 1000, "{ctx}: the game does not end");
        let mv = match policy {
            Policy::Playout => playout::random_move(&state, &mut rng, &mut scratch)
                .unwrap_or_else(|| panic!("{ctx}: no move in {:?}", state.phase())),
            Policy::Uniform => {
                let legal = state.legal_moves();
                assert!(
                    !legal.is_empty(),
                    "{ctx}: no legal move in {:?}",
                    state.phase()
                );
                legal[rng.random_range(0..legal.len())]
            }
        };
        wire_round_trip(cat, &mv, &ctx);
        let before = full.then(|| (board_tiles(&state), board_followers(&state)));
        let new = state
            .play(player, &mv)
            .unwrap_or_else(|e| panic!("{ctx}: move {} {mv:?} refused: {e}", moves.len()));
        for p in Seat::all(setup.players) {
            let on_board = state
                .board()
                .followers()
                .iter()
                .filter(|f| f.player == p)
                .count();
            assert_eq!(
                on_board + state.supply(p) as usize,
                FOLLOWERS as usize,
                "{ctx}: player {p} after move {}",
                moves.len()
            );
        }
        if let Some((tiles, followers)) = before {
            state
                .validity_check()
                .unwrap_or_else(|e| panic!("{ctx}: after move {}: {e}", moves.len()));
            check_move_scores(
                cat,
                &state,
                &mut tracker,
                &mv,
                player,
                &tiles,
                &followers,
                &new,
                &ctx,
            );
        }
        moves.push(mv);
        events.extend(new);
    }
    state
        .validity_check()
        .unwrap_or_else(|e| panic!("{ctx}: at the end: {e}"));
    stats.moves += moves.len() as u64;
    stats.drafts += u64::from(moves.iter().any(|m| matches!(m, Move::Pick { .. })));
    for e in &events {
        match e {
            Event::Played { .. } => stats.halflings_played += 1,
            Event::Expansion(x) if x.name() == "named" => stats.crop_circles += 1,
            Event::Expansion(x) if x.name() == "buried" => stats.buried += 1,
            Event::Score(s) => {
                let k = s.feature as usize;
                if s.final_scoring {
                    stats.finals[k] += 1;
                } else {
                    stats.completed[k] += 1;
                    if full {
                        stats.scores_checked_per_move += 1;
                    }
                }
                stats.vineyard_bonuses += u64::from(s.bonus.is_some());
                stats.hill_ties += u64::from(s.tie_break.is_some());
            }
            _ => {}
        }
    }
    // Each halfling exists once: never in two hands, never played twice.
    let mut seen = HashSet::new();
    for e in &events {
        if let Event::Played { tile, .. } = e {
            assert!(seen.insert(*tile), "{ctx}: {tile} played twice");
        }
    }
    for p in Seat::all(setup.players) {
        for k in state.hand(p) {
            assert!(seen.insert(k), "{ctx}: {k} in two hands or played and kept");
        }
    }
    let tiles = board_tiles(&state);
    stats.triangle_pairs += tiles
        .iter()
        .filter(|t| matches!(t.turn, halflings_engine::Turn::Triangle(_)))
        .filter(|t| tiles.iter().filter(|u| u.pos == t.pos).count() == 2)
        .count() as u64
        / 2;
    check_game_scores(cat, &state, &tracker.rules, &events, &ctx);
    check_replay(cat, &setup, &moves, &events, &state, &ctx);
}

fn wire_round_trip(cat: &Catalog, mv: &Move, ctx: &str) {
    let wire = MoveWire::from_move(mv, cat);
    let json = serde_json::to_string(&wire).unwrap();
    // Read as every reader does (a typed module's named fields included).
    let back = MoveWire::from_value(serde_json::from_str(&json).unwrap())
        .unwrap_or_else(|e| panic!("{ctx}: {json}: {e}"));
    assert_eq!(back, wire, "{ctx}: {json}");
    assert_eq!(back.to_move(cat).as_ref(), Ok(mv), "{ctx}: {json}");
}

fn score_events(events: &[Event]) -> impl Iterator<Item = &ScoreEvent> {
    events.iter().filter_map(|e| match e {
        Event::Score(s) => Some(&**s),
        _ => None,
    })
}

/// Who scores follows the followers: nobody without followers; otherwise the players with
/// the most score the full value, unless a hill broke the tie among them.
fn check_winners(s: &ScoreEvent, ctx: &str) {
    let followers = s.followers();
    let max = *followers.iter().max().unwrap();
    for (p, &pts) in s.points().iter().enumerate() {
        assert!(pts == 0 || pts == s.value, "{ctx}: {}", s.explain());
        if max == 0 || s.value == 0 {
            assert_eq!(pts, 0, "{ctx}: {}", s.explain());
        } else if s.tie_break.is_some() {
            assert!(pts == 0 || followers[p] == max, "{ctx}: {}", s.explain());
        } else {
            assert_eq!(
                pts == s.value,
                followers[p] == max,
                "{ctx}: {}",
                s.explain()
            );
        }
    }
}

/// After a move of a fully checked game: the features this move completed are exactly the
/// ones scored, with the naive values; a game that ended was scored as the naive model says.
#[allow(clippy::too_many_arguments)]
fn check_move_scores(
    cat: &Catalog,
    state: &GameState,
    tracker: &mut Tracker,
    mv: &Move,
    player: Seat,
    tiles_before: &[NTile],
    followers_before: &[NFollower],
    new: &[Event],
    ctx: &str,
) {
    let tiles = board_tiles(state);
    let mut want: Vec<ScoreKey> = Vec::new();
    if let Move::Place { turn, follower, .. } = *mv {
        assert_eq!(
            tiles.len(),
            tiles_before.len() + 1,
            "{ctx}: one tile placed"
        );
        assert_eq!(
            &tiles[..tiles_before.len()],
            tiles_before,
            "{ctx}: tiles never move"
        );
        let n = tiles_before.len();
        let placed = tiles[n];
        assert_eq!(placed.turn, turn);
        // The followers when scoring starts: those before and the one just placed.
        let mut followers = followers_before.to_vec();
        if let Some(loc) = follower {
            let local = naive_location_local(cat, placed.kind, turn, loc)
                .unwrap_or_else(|| panic!("{ctx}: {loc} accepted but names nothing"));
            followers.push((player, n, local));
        }
        let feats = naive_features(cat, &tiles);
        for f in &feats.list {
            if f.tiles.contains(&n)
                && matches!(f.kind, FeatureKind::Road | FeatureKind::City)
                && f.complete()
            {
                want.push(naive_road_city_score(
                    cat,
                    &tracker.rules,
                    &tiles,
                    &followers,
                    f,
                    false,
                ));
            }
        }
        for (t, tile) in tiles.iter().enumerate() {
            let Some(local) = cat
                .def(tile.kind)
                .segments
                .iter()
                .position(|s| s.kind == FeatureKind::Monastery)
            else {
                continue;
            };
            if !tracker.monasteries_done.contains(&t) && surrounded(&tiles, tile.pos) {
                tracker.monasteries_done.insert(t);
                want.push(naive_monastery_score(
                    cat,
                    &tracker.rules,
                    &tiles,
                    &followers,
                    t,
                    local,
                    false,
                ));
            }
        }
    } else {
        assert_eq!(
            tiles.len(),
            tiles_before.len(),
            "{ctx}: {mv:?} placed a tile"
        );
    }
    want.sort();
    let mut got: Vec<ScoreKey> = score_events(new)
        .filter(|s| !s.final_scoring)
        .map(key_of)
        .collect();
    got.sort();
    assert_eq!(got, want, "{ctx}: scores of {mv:?}");
    if new.contains(&Event::GameOver) {
        let mut got: Vec<ScoreKey> = score_events(new)
            .filter(|s| s.final_scoring)
            .map(key_of)
            .collect();
        got.sort();
        let want = naive_final_scores(cat, &tracker.rules, &tiles, &board_followers(state));
        assert_eq!(got, want, "{ctx}: final scoring");
    }
}

/// At the end of any game: each completed road, city and monastery was scored exactly once
/// during the game; final scoring is what the naive model says; scores add up.
fn check_game_scores(
    cat: &Catalog,
    state: &GameState,
    rules: &NRules,
    events: &[Event],
    ctx: &str,
) {
    assert!(state.is_over(), "{ctx}");
    assert_eq!(events.last(), Some(&Event::GameOver), "{ctx}");
    assert_eq!(
        events.iter().filter(|e| **e == Event::GameOver).count(),
        1,
        "{ctx}"
    );
    let tiles = board_tiles(state);
    let feats = naive_features(cat, &tiles);
    let tiles_unit = matches!(
        rules.version,
        halflings_engine::RulesVersion::C1_2015 | halflings_engine::RulesVersion::C2_2020
    );
    // (kind, at, counted, arms) of each completed road or city.
    let mut want: Vec<(FeatureKind, (i32, i32), u32, u32)> = feats
        .list
        .iter()
        .filter(|f| matches!(f.kind, FeatureKind::Road | FeatureKind::City) && f.complete())
        .map(|f| {
            let at = f.at(&tiles);
            let counted = if tiles_unit {
                f.tiles.len()
            } else {
                f.spaces.len()
            } as u32;
            let arms = if f.kind == FeatureKind::City {
                f.arms
            } else {
                0
            };
            (f.kind, (at.x, at.y), counted, arms)
        })
        .collect();
    want.sort();
    let mut got = Vec::new();
    let mut monasteries_got = Vec::new();
    let mut in_final = false;
    for s in score_events(events) {
        check_winners(s, ctx);
        assert!(
            !in_final || s.final_scoring,
            "{ctx}: a score during the game after final scoring"
        );
        in_final = s.final_scoring;
        if s.final_scoring {
            assert!(
                !s.complete,
                "{ctx}: a complete feature in final scoring: {}",
                s.explain()
            );
            continue;
        }
        assert!(
            s.complete,
            "{ctx}: an incomplete feature scored during the game"
        );
        match s.feature {
            FeatureKind::Road | FeatureKind::City => {
                got.push((s.feature, (s.at.x, s.at.y), s.counted, s.arms))
            }
            FeatureKind::Monastery => monasteries_got.push((s.at.x, s.at.y)),
            FeatureKind::Field => panic!("{ctx}: a field scored during the game"),
        }
    }
    got.sort();
    assert_eq!(
        got, want,
        "{ctx}: completed roads and cities, each scored once"
    );
    let mut monasteries_want: Vec<(i32, i32)> = tiles
        .iter()
        .filter(|t| cat.def(t.kind).monastery && surrounded(&tiles, t.pos))
        .map(|t| (t.pos.x, t.pos.y))
        .collect();
    monasteries_want.sort();
    monasteries_got.sort();
    assert_eq!(
        monasteries_got, monasteries_want,
        "{ctx}: completed monasteries, each scored once"
    );
    let mut finals: Vec<ScoreKey> = score_events(events)
        .filter(|s| s.final_scoring)
        .map(key_of)
        .collect();
    finals.sort();
    assert_eq!(
        finals,
        naive_final_scores(cat, rules, &tiles, &board_followers(state)),
        "{ctx}: final scoring"
    );
    let summed: Vec<u32> = (0..state.players() as usize)
        .map(|p| score_events(events).map(|s| s.points()[p]).sum())
        .collect();
    assert_eq!(
        summed,
        state.scores(),
        "{ctx}: scores = sum of score events"
    );
}

fn check_replay(
    cat: &Arc<Catalog>,
    setup: &Setup,
    moves: &[Move],
    events: &[Event],
    state: &GameState,
    ctx: &str,
) {
    let mut record = GameRecord::new(setup.clone());
    record.moves = moves.iter().map(|m| MoveWire::from_move(m, cat)).collect();
    let json = serde_json::to_string(&record).unwrap();
    let parsed = GameRecord::from_json(&json).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert_eq!(parsed, record, "{ctx}: record JSON round trip");
    let out = parsed
        .replay(cat.clone(), None)
        .unwrap_or_else(|e| panic!("{ctx}: replay: {e}"));
    assert_eq!(out.events, events, "{ctx}: replayed events");
    assert_eq!(out.scores, state.scores(), "{ctx}: replayed scores");
    assert_eq!(
        serde_json::to_string(&out.state.view_for(None)).unwrap(),
        serde_json::to_string(&state.view_for(None)).unwrap(),
        "{ctx}: replayed state"
    );
}

/// A setup naming a set twice would deal its triangles twice (two players holding the same
/// halfling); it is refused.
#[test]
fn a_set_named_twice_is_refused() {
    let cat = Arc::new(Catalog::builtin());
    for deal in [
        halflings_engine::Deal::Random,
        halflings_engine::Deal::Draft,
    ] {
        let setup = Setup {
            sets: vec!["halflings-1".into(), "halflings-1".into()],
            players: 6,
            deal,
            ..Setup::default()
        };
        assert_eq!(
            GameState::new(cat.clone(), &setup).err(),
            Some(halflings_engine::SetupError::DuplicateSet(
                "halflings-1".into()
            ))
        );
    }
}
