//! Support for the expansions' tests: the built-in catalogue, scenario files by name, and
//! random games (uniform legal moves, expansion moves favoured, every listed move checked, the
//! state's invariants after every move, the record's replay compared with the game).
#![allow(dead_code)]

use std::path::Path;
use std::sync::Arc;

use halflings_engine::{
    Catalog, Event, ExpansionChoice, GameRecord, GameState, Move, MoveWire, RulesVersion, Scenario,
    Seat, Setup,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The built-in catalogue.
pub fn catalog() -> Arc<Catalog> {
    Arc::new(Catalog::builtin())
}

/// The scenario file `name` of `tests/scenarios/`.
pub fn scenario(name: &str) -> Scenario {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios")
        .join(name);
    Scenario::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The state of scenario `s` after its first `steps` steps.
pub fn state_of(s: &Scenario, steps: usize) -> GameState {
    s.prepare(catalog(), None, steps).unwrap().0
}

/// A move from its JSON (wire) form.
pub fn mv(json: &str) -> Move {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    MoveWire::from_value(v)
        .unwrap()
        .to_move(&catalog())
        .unwrap()
}

/// Checks a module's move in both wire forms: `json` (today's, named fields) reads as the
/// same move as `older` (the form stored games and scenarios keep), and is what the wire
/// writes of it.
pub fn assert_wire_forms(json: &str, older: &str) {
    let cat = catalog();
    let m = mv(json);
    assert_eq!(mv(older), m, "{older}");
    let wire = MoveWire::from_move(&m, &cat);
    assert_eq!(wire.to_move(&cat), Ok(m), "{json}");
    let want: serde_json::Value = serde_json::from_str(json).unwrap();
    assert_eq!(serde_json::to_value(&wire).unwrap(), want, "{json}");
}

/// A game played to the end.
pub struct Played {
    /// Its record.
    pub record: GameRecord,
    /// The final state.
    pub game: GameState,
    /// Every event, in order.
    pub events: Vec<Event>,
}

/// Most listed moves checked per decision (a portal offers thousands: a sample then).
const CHECKED: usize = 300;

/// Plays game `seed` of `setup` to the end: an expansion's move with chance `bias` when one is
/// legal, else any legal move; every listed move (or a sample of `CHECKED`) passes `check`,
/// the chosen one `play`, and `validity_check()` holds after every move.
pub fn play_checked(cat: &Arc<Catalog>, setup: &Setup, seed: u64, bias: f64) -> Played {
    let ctx = format!("{:?} {} seed {seed}", setup.expansions, setup.rules);
    let mut game = GameState::new(Arc::clone(cat), setup).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xe4a7);
    let mut record = GameRecord::new(setup.clone());
    let mut events = Vec::new();
    let mut steps = 0u32;
    while let Some(player) = game.to_move() {
        steps += 1;
        assert!(steps < 5000, "{ctx}: the game does not end");
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "{ctx}: no legal move for {player}");
        for mv in moves.iter().step_by((moves.len() / CHECKED).max(1)) {
            if let Err(e) = game.check(player, mv) {
                panic!("{ctx}: listed move {mv:?} refused: {e}");
            }
        }
        let mv = pick(&moves, &mut rng, bias);
        record.moves.push(MoveWire::from_move(&mv, cat));
        let played = game
            .play(player, &mv)
            .unwrap_or_else(|e| panic!("{ctx}: {mv:?} refused: {e}"));
        events.extend(played);
        game.validity_check()
            .unwrap_or_else(|e| panic!("{ctx} after {mv:?}: {e}"));
    }
    Played {
        record,
        game,
        events,
    }
}

/// A random move of `moves` (not empty): an expansion's with chance `bias` when one is listed,
/// else any, uniformly.
pub fn pick(moves: &[Move], rng: &mut ChaCha8Rng, bias: f64) -> Move {
    let expansion: Vec<&Move> = moves
        .iter()
        .filter(|m| matches!(m, Move::Expansion(_)))
        .collect();
    if !expansion.is_empty() && rng.random_bool(bias) {
        *expansion[rng.random_range(0..expansion.len())]
    } else {
        moves[rng.random_range(0..moves.len())]
    }
}

/// The record of `played`, through JSON and back, replays to the identical events, scores and
/// view.
pub fn assert_replays(cat: &Arc<Catalog>, played: &Played) {
    let setup = &played.record.setup;
    let ctx = format!("{:?} {} seed {}", setup.expansions, setup.rules, setup.seed);
    let text = serde_json::to_string(&played.record).unwrap();
    let back = GameRecord::from_json(&text).unwrap();
    let out = back
        .replay(Arc::clone(cat), None)
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert_eq!(out.events, played.events, "{ctx}: replayed events");
    assert_eq!(out.scores, played.game.scores(), "{ctx}: replayed scores");
    assert_eq!(
        out.scores_from_events(),
        out.scores,
        "{ctx}: scores from events"
    );
    assert_eq!(
        serde_json::to_value(out.state.view_for(None)).unwrap(),
        serde_json::to_value(played.game.view_for(None)).unwrap(),
        "{ctx}: the replayed view differs"
    );
}

/// How many expansion events named `name` happened.
pub fn count_events(events: &[Event], name: &str) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Expansion(x) if x.name() == name))
        .count()
}

/// Checks that `mv` by `player` is refused with the rule whose code is `rule` (an expansion's
/// as `"ID/RULE"`), that the refusal changes nothing, and that `mv` is not among the legal
/// moves.
pub fn refused(game: &GameState, player: Seat, mv: &Move, rule: &str) {
    let before = format!("{:?}", game.legal_moves());
    let mut copy = game.clone();
    match copy.play(player, mv) {
        Err(e) => assert_eq!(e.rule(), rule, "{mv:?}: {e}"),
        Ok(_) => panic!("{mv:?}: expected {rule}, but it was played"),
    }
    assert_eq!(
        format!("{:?}", copy.legal_moves()),
        before,
        "state unchanged"
    );
    assert_eq!(copy.scores(), game.scores());
    assert!(!game.legal_moves().contains(mv), "{mv:?} is listed");
}

/// The setup of random game `seed` with `expansions`: 2 to 4 players by the seed, the halflings'
/// symbols acting in every other game.
pub fn random_setup(expansions: &[&str], rules: RulesVersion, seed: u64) -> Setup {
    Setup {
        players: 2 + (seed % 3) as u8,
        rules,
        seed,
        symbol_tiles: seed.is_multiple_of(2),
        expansions: expansions
            .iter()
            .map(|&e| ExpansionChoice::new(e))
            .collect(),
        ..Setup::default()
    }
}
