//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::sync::Arc;

use halflings_bots::{Bot, BotSpec, Budget};
use halflings_engine::{Catalog, GameState, Move, MoveWire, Phase, RulesVersion, Scenario, Setup};

/// The built-in catalogue, loaded once per test binary.
pub fn catalog() -> Arc<Catalog> {
    use std::sync::OnceLock;
    static CAT: OnceLock<Arc<Catalog>> = OnceLock::new();
    Arc::clone(CAT.get_or_init(|| Arc::new(Catalog::builtin())))
}

/// A two-player scenario position with expansion `module` after `moves` (JSON move lines).
pub fn position(module: &str, moves: &str) -> GameState {
    let text = format!(
        r#"{{"format": "halflings-scenario/1", "players": 2, "expansions": ["{module}"],
        "moves": [{moves}], "expect": {{"c2-2021": [0, 0]}}}}"#
    );
    let s = Scenario::from_json(&text).unwrap();
    s.prepare(catalog(), None, s.steps.len()).unwrap().0
}

/// A move from its JSON (wire) form.
pub fn wire(json: &str) -> Move {
    MoveWire::from_value(serde_json::from_str(json).unwrap())
        .unwrap()
        .to_move(&catalog())
        .unwrap()
}

/// Which decisions a game asked for.
#[derive(Default, Debug, Clone, Copy)]
pub struct Seen {
    pub draft: u32,
    pub choose: u32,
    pub place: u32,
    pub crop_circle: u32,
    pub crop_action: u32,
    pub expansion: u32,
}

impl Seen {
    pub fn add(&mut self, o: Seen) {
        self.draft += o.draft;
        self.choose += o.choose;
        self.place += o.place;
        self.crop_circle += o.crop_circle;
        self.crop_action += o.crop_action;
        self.expansion += o.expansion;
    }
}

/// Plays a game with one bot per seat, checking every move with `GameState::check` and the
/// state with `validity_check`; returns the final game, the decisions each seat was asked
/// for, and the moves.
pub fn play_checked(
    setup: &Setup,
    bots: &mut [Box<dyn Bot>],
    budget: Budget,
) -> (GameState, Vec<Seen>, Vec<Move>) {
    let mut game = GameState::new(catalog(), setup).unwrap();
    let mut seen = vec![Seen::default(); bots.len()];
    let mut moves = Vec::new();
    while let Some(seat) = game.to_move() {
        let seen = &mut seen[seat.index()];
        match game.phase() {
            Phase::Draft => seen.draft += 1,
            Phase::Choose => seen.choose += 1,
            Phase::Place { .. } => seen.place += 1,
            Phase::Expansion { decision, .. } => match decision.name() {
                "crop-circle" => seen.crop_circle += 1,
                "crop-action" => seen.crop_action += 1,
                _ => seen.expansion += 1,
            },
            Phase::Over => unreachable!(),
        }
        let mv = bots[seat.index()].decide(&game, seat, budget);
        if let Err(e) = game.check(seat, &mv) {
            panic!(
                "{setup:?} seat {seat}: {} played illegal {mv:?}: {e}",
                bots[seat.index()].name()
            );
        }
        game.play(seat, &mv).unwrap();
        moves.push(mv);
    }
    game.validity_check().unwrap();
    (game, seen, moves)
}

/// The moves of whole two-player games with expansion `expansion` between two copies of
/// greedy, then of random (checked by [`play_checked`]), one game per seed in `0..games`, the
/// rules version going round the four: for each of the two bots, every move of its games.
pub fn games_of_each_bot(expansion: &str, games: u64) -> [(BotSpec, Vec<Move>); 2] {
    [BotSpec::Greedy, BotSpec::Random].map(|spec| {
        let mut moves = Vec::new();
        for seed in 0..games {
            let setup = Setup {
                rules: RulesVersion::ALL[seed as usize % RulesVersion::ALL.len()],
                seed,
                expansions: vec![expansion.into()],
                ..Setup::default()
            };
            let mut bots = vec![spec.build(seed, Some(1)), spec.build(seed + 100, Some(1))];
            let (game, _, played) = play_checked(&setup, &mut bots, Budget::Iterations(1));
            assert!(game.is_over());
            moves.extend(played);
        }
        (spec, moves)
    })
}
