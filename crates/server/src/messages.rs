//! What the server says to browsers and what they may say back: the JSON on the WebSocket and
//! in HTTP responses. Everything here is built from [`PlayerView`]s and public facts, never
//! from the game state itself.

use std::collections::BTreeMap;

use halflings_engine::expansion::registry;
use halflings_engine::wire::{parse_turn, EventWire};
use halflings_engine::{
    Catalog, Event, FeatureKind, GameState, Move, MoveWire, Phase, PlayerView, Setup,
};
use serde::{Deserialize, Deserializer, Serialize};

use crate::store::StoredAction;

/// A seat as everyone may see it.
#[derive(Clone, Debug, Serialize)]
pub struct SeatInfo {
    /// Its index in turn order.
    pub seat: u8,
    /// `person`, `hot-seat` or `bot`.
    pub kind: &'static str,
    /// The player's name.
    pub name: String,
    /// The bot spec, for a bot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// In a game whose seed its creator chose, for a seat played by people: whether it has
    /// accepted that seed ([`crate::seeds`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed_accepted: Option<bool>,
}

/// A game's public facts: seats, the engine setup (without its seed while the game runs: it
/// would reveal the pile) and what it comes to, the clocks.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// The game id.
    pub id: String,
    /// The seats in turn order.
    pub seats: Vec<SeatInfo>,
    /// The engine setup as it was given (`rules`, `halflings`, `sets`, `expansions`…), in the
    /// same object.
    #[serde(flatten)]
    pub setup: PublicSetup,
    /// What the rules version means.
    pub rules_summary: &'static str,
    /// The values the setup's defaults take, and the expansion modules in play.
    pub resolved: Resolved,
    /// Seconds of thinking time each seat has for the whole game, if the game has clocks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock_seconds: Option<u32>,
    /// Whether the creator chose the seed: every seat is told, and the game starts once each
    /// seat played by people has accepted it ([`crate::seeds`]).
    pub seed_chosen: bool,
    /// The seed, once the game is over (before that it would reveal the pile).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// When it was created (Unix ms).
    pub created_at: i64,
}

/// A setup shown without its seed.
#[derive(Clone, Debug)]
pub struct PublicSetup(pub Setup);

impl Serialize for PublicSetup {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut value = serde_json::to_value(&self.0).map_err(serde::ser::Error::custom)?;
        if let Some(fields) = value.as_object_mut() {
            fields.remove("seed");
        }
        value.serialize(serializer)
    }
}

/// What a checked setup comes to under its rules version.
#[derive(Clone, Debug, Serialize)]
pub struct Resolved {
    /// Halflings per player.
    pub halflings: u8,
    /// Whether the halflings' symbols act.
    pub symbols_active: bool,
    /// The expansion modules in play (those named and those the setup implies), in the order
    /// their rules run.
    pub modules: Vec<ModuleInPlay>,
}

/// An expansion module in play, with the value of each of its options.
#[derive(Clone, Debug, Serialize)]
pub struct ModuleInPlay {
    /// Its id.
    pub id: &'static str,
    /// Its name for people.
    pub name: &'static str,
    /// Whether players chose it (rather than the setup implying it).
    pub selectable: bool,
    /// Every option with its value.
    pub options: BTreeMap<&'static str, &'static str>,
}

impl Resolved {
    /// What `state`'s setup comes to.
    pub fn of(state: &GameState) -> Resolved {
        let setup = state.setup();
        let symbols_active = state.scoring_rules().symbols_active;
        // The game exists, so its setup passed this check.
        let modules = registry::enabled(setup, symbols_active)
            .unwrap_or_default()
            .into_iter()
            .map(|(id, options)| {
                let info = id.info();
                ModuleInPlay {
                    id: info.id,
                    name: info.name,
                    selectable: info.selectable,
                    options: options.iter().collect(),
                }
            })
            .collect();
        Resolved {
            halflings: setup.halflings_each(),
            symbols_active,
            modules,
        }
    }
}

/// One entry of the event log: the action that caused it and the event as the engine
/// describes it, `{"move_no": 7, "seat": 1, "kind": "score", "player": …, "target": …, "data":
/// {…}, "text": "…"}`; an expansion's event has `"kind": "expansion"` with `module` and `event`
/// naming it.
#[derive(Clone, Debug, Serialize)]
pub struct LogEntry {
    /// The action (move number) that caused it.
    pub move_no: u32,
    /// The seat that acted.
    pub seat: u8,
    /// Whether the server made the action for the seat because its time had run out.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub out_of_time: bool,
    /// The event: its kind, data and words.
    #[serde(flatten)]
    pub event: EventWire,
}

impl LogEntry {
    /// The entry for `event`, caused by `action`.
    pub fn new(event: &Event, action: &StoredAction, catalog: &Catalog) -> LogEntry {
        LogEntry {
            move_no: action.move_no,
            seat: action.seat,
            out_of_time: action.out_of_time,
            event: EventWire::new(event, catalog),
        }
    }
}

/// A way to lay the current tile, with the follower spots and expansion figure spots legal
/// with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlacementOption {
    /// `[x, y]`.
    pub at: [i32; 2],
    /// Rotation in degrees (square tile).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rot: Option<i64>,
    /// Corner (triangle).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corner: Option<String>,
    /// Legal follower locations (board orientation).
    pub followers: Vec<String>,
    /// Expansion figures that may go on the tile instead of a follower, each with one
    /// location.
    pub figures: Vec<FigureSpot>,
    /// Whether the tile may be laid without a follower.
    pub bare: bool,
    /// The kind of feature (`road`, `city`, `monastery`, `field`) each location of
    /// `followers` and `figures` names on the tile laid this way, by location: what the
    /// browser calls a spot ("farmer in the field").
    pub features: BTreeMap<String, FeatureKind>,
}

/// An expansion figure and where it may stand: `{"figure": "…", "location": "S.e"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FigureSpot {
    /// The figure's name, as the expansion's registry entry gives it.
    pub figure: String,
    /// Its location (board orientation).
    pub location: String,
}

/// The moves open to the seat to move, as the engine lists them: placements grouped by space
/// and orientation, every other decision as a move.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Legal {
    /// Draw, play a halfling, pick, and expansions' moves (`{"do": "expansion", …}`; a pending
    /// expansion decision is also described in the view's `decision`).
    pub moves: Vec<MoveWire>,
    /// Ways to lay the current tile.
    pub placements: Vec<PlacementOption>,
    /// The halflings in the hand that may not be played now, while the player chooses
    /// between drawing and playing one, each with the code of the rule that stops it
    /// (`unplaceable`: it fits nowhere), by tile id.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub unplayable: BTreeMap<String, String>,
}

impl Legal {
    /// The legal moves of `state`'s player to move.
    pub fn of(state: &GameState) -> Legal {
        let catalog = state.catalog();
        let mut legal = Legal::default();
        for mv in state.legal_moves() {
            let wire = MoveWire::from_move(&mv, catalog);
            let MoveWire::Place {
                at,
                rot,
                corner,
                follower,
                figure,
            } = wire
            else {
                legal.moves.push(wire);
                continue;
            };
            let same = |p: &PlacementOption| p.at == at && p.rot == rot && p.corner == corner;
            if !legal.placements.iter().any(same) {
                legal.placements.push(PlacementOption {
                    at,
                    rot,
                    corner: corner.clone(),
                    followers: Vec::new(),
                    figures: Vec::new(),
                    bare: false,
                    features: BTreeMap::new(),
                });
            }
            let Some(option) = legal.placements.iter_mut().rev().find(|p| same(p)) else {
                continue;
            };
            if let Some(location) = &follower {
                let feature = state.current_tile().and_then(|tile| {
                    let turn = parse_turn(option.rot, option.corner.as_deref()).ok()?;
                    state.location_feature(tile, turn, location.parse().ok()?)
                });
                if let Some(feature) = feature {
                    option.features.insert(location.clone(), feature);
                }
            }
            match (figure, follower) {
                (Some(figure), Some(location)) => {
                    option.figures.push(FigureSpot { figure, location })
                }
                (None, Some(location)) => option.followers.push(location),
                (_, None) => option.bare = true,
            }
        }
        if let (Phase::Choose, Some(player)) = (state.phase(), state.to_move()) {
            for tile in state.hand(player) {
                if let Err(e) = state.check(player, &Move::Play { tile }) {
                    legal
                        .unplayable
                        .insert(catalog.def(tile).id.clone(), e.rule());
                }
            }
        }
        legal
    }
}

/// The seats' clocks ([`crate::clock`]).
#[derive(Clone, Debug, Serialize)]
pub struct Clocks {
    /// Milliseconds left per seat as of the latest action (never below zero); the running
    /// seat's clock has run since.
    pub left_ms: Vec<i64>,
    /// The seat whose clock runs, if any.
    pub running: Option<u8>,
    /// Per seat, whether its time has run out: the server plays its moves.
    pub out_of_time: Vec<bool>,
}

/// The state of a game for one seat or a spectator: sent on joining, after every change and
/// in answer to `GET /api/games/{id}/state`.
#[derive(Clone, Debug, Serialize)]
pub struct StateMessage<'a> {
    /// Always `state`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The game's public facts.
    pub game: GameInfo,
    /// The seat this message is for (`None`: spectator).
    pub seat: Option<u8>,
    /// The number the next action must carry.
    pub move_no: u32,
    /// What this seat may see.
    pub view: PlayerView,
    /// The moves open to this seat, when it is to move (and not out of time).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal: Option<Legal>,
    /// Index of the first log entry in `log`.
    pub log_from: usize,
    /// Log entries from `log_from` on.
    pub log: &'a [LogEntry],
    /// The clocks, if the game has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
}

/// The answer to `GET /api/games/{id}/replay/{n}`: the board after `n` actions.
#[derive(Clone, Debug, Serialize)]
pub struct ReplayFrame {
    /// Actions played.
    pub move_no: u32,
    /// All actions in the game.
    pub moves: u32,
    /// A spectator's view after them.
    pub view: PlayerView,
}

/// The summary of a game for lists.
#[derive(Clone, Debug, Serialize)]
pub struct GameSummary {
    /// The game's public facts.
    pub game: GameInfo,
    /// Actions played.
    pub move_no: u32,
    /// Whether it is over.
    pub finished: bool,
    /// Scores per seat.
    pub scores: Vec<u32>,
    /// Who must decide now.
    pub to_move: Option<u8>,
}

/// An action sent over HTTP: `{"move_no": 12, "move": {"do": "draw"}}`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    /// The number of the action: the `move_no` of the state it answers.
    pub move_no: u32,
    /// The move, in the engine's wire format (older forms are read too).
    #[serde(rename = "move", deserialize_with = "wire_move")]
    pub action: MoveWire,
}

/// Reads a move as the engine does, rewriting the older forms of expansions' moves.
fn wire_move<'de, D: Deserializer<'de>>(d: D) -> Result<MoveWire, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    MoveWire::from_value(value).map_err(serde::de::Error::custom)
}

/// What a browser may send on the WebSocket.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: a seat token, or none to watch.
    Join {
        /// The seat token from the invite link.
        #[serde(default)]
        token: Option<String>,
    },
    /// An action of the joined seat.
    Act {
        /// As in [`ActionRequest`].
        move_no: u32,
        /// As in [`ActionRequest`].
        #[serde(rename = "move", deserialize_with = "wire_move")]
        action: MoveWire,
    },
    /// Send the whole state again.
    Sync,
}

/// The body of `POST /api/games/{id}/accept-seed`: `{}` (the bearer token names the seat).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AcceptSeed {}

/// The answer to accepting a chosen seed.
#[derive(Clone, Debug, Serialize)]
pub struct SeedAccepted {
    /// The seat that accepted.
    pub seat: u8,
    /// The seats still to accept: the game starts when none is left.
    pub waiting: Vec<u8>,
}

/// The answer to an accepted action.
#[derive(Clone, Debug, Serialize)]
pub struct Accepted {
    /// The number the next action must carry.
    pub move_no: u32,
}

/// The answer to creating a game: its id and each seat's token (people only), given once.
#[derive(Clone, Debug, Serialize)]
pub struct Created {
    /// The game id.
    pub id: String,
    /// The seats with their tokens.
    pub seats: Vec<CreatedSeat>,
}

/// A seat of a created game.
#[derive(Clone, Debug, Serialize)]
pub struct CreatedSeat {
    /// Public facts.
    #[serde(flatten)]
    pub info: SeatInfo,
    /// The seat token (people and hot-seat players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use halflings_engine::expansion::REGISTRY;
    use halflings_engine::{Catalog, GameState, MoveWire, Setup};

    use super::*;

    /// Every way to play `legal` offers, as wire moves.
    fn listed(legal: &Legal) -> Vec<MoveWire> {
        let mut out = legal.moves.clone();
        for p in &legal.placements {
            let place = |follower: Option<&str>, figure: Option<&str>| MoveWire::Place {
                at: p.at,
                rot: p.rot,
                corner: p.corner.clone(),
                follower: follower.map(str::to_string),
                figure: figure.map(str::to_string),
            };
            out.extend(p.bare.then(|| place(None, None)));
            out.extend(p.followers.iter().map(|f| place(Some(f), None)));
            out.extend(
                p.figures
                    .iter()
                    .map(|f| place(Some(&f.location), Some(&f.figure))),
            );
        }
        out
    }

    /// A setup with every expansion players may choose, and seed `seed`.
    fn every_expansion(seed: u64) -> Setup {
        Setup {
            expansions: REGISTRY
                .iter()
                .filter(|e| e.selectable)
                .map(|e| e.id.into())
                .collect(),
            seed,
            ..Setup::default()
        }
    }

    #[test]
    fn legal_lists_every_move_once_with_figure_spots_and_decisions_foretold() {
        // Every expansion players may choose, and the symbol tiles for the others.
        let setup = Setup {
            symbol_tiles: true,
            ..every_expansion(9)
        };
        let mut state = GameState::new(Arc::new(Catalog::builtin()), &setup).unwrap();
        let (mut figures, mut foretold) = (0, 0);
        let mut step = 0usize;
        while let Some(player) = state.to_move() {
            let legal = Legal::of(&state);
            let mut engine: Vec<MoveWire> = state
                .legal_moves()
                .iter()
                .map(|m| MoveWire::from_move(m, state.catalog()))
                .collect();
            let mut grouped = listed(&legal);
            assert_eq!(grouped.len(), engine.len(), "each move once");
            let key = |m: &MoveWire| serde_json::to_string(m).unwrap();
            engine.sort_by_key(key);
            grouped.sort_by_key(key);
            assert_eq!(grouped, engine);
            figures += legal
                .placements
                .iter()
                .map(|p| p.figures.len())
                .sum::<usize>();
            if let Some(decision) = state.view_for(Some(player)).decision {
                // Each choice's move is one the legal moves list.
                for c in &decision.choices {
                    let mv = MoveWire::from_value(c.mv.clone()).unwrap();
                    assert!(legal.moves.contains(&mv), "{mv:?}");
                }
                for c in decision.choices.iter().filter(|c| c.outcome.is_some()) {
                    assert_eq!(c.outcome.as_ref().map(Vec::len), Some(2));
                    foretold += 1;
                }
            }
            // A figure whenever one may go, the first choice of an expansion's decision, else
            // any move.
            let moves = state.legal_moves();
            let mv = *moves
                .iter()
                .find(|m| {
                    matches!(
                        MoveWire::from_move(m, state.catalog()),
                        MoveWire::Place {
                            figure: Some(_),
                            ..
                        } | MoveWire::Expansion { .. }
                    )
                })
                .unwrap_or(&moves[step * 7 % moves.len()]);
            state.play(player, &mv).unwrap();
            step += 1;
        }
        assert!(figures > 0, "figure spots were offered");
        assert!(foretold > 0, "a choice's points were foretold");
    }

    #[test]
    fn placements_name_the_feature_of_each_spot_and_unplayable_halflings_their_rule() {
        // Every expansion players may choose: their figures' spots name features too.
        let setup = every_expansion(3);
        let mut state = GameState::new(Arc::new(Catalog::builtin()), &setup).unwrap();
        let (mut kinds, mut choices) = (BTreeMap::new(), 0);
        let mut step = 0usize;
        while let Some(player) = state.to_move() {
            let legal = Legal::of(&state);
            for p in &legal.placements {
                // Every follower spot with the feature a follower there stands on, as the
                // engine resolves it; a figure's spot too when it names a feature (a figure
                // may stand on none, such as a foundation of its own).
                for location in &p.followers {
                    assert!(p.features.contains_key(location), "{location}");
                }
                for location in p.features.keys() {
                    assert!(
                        p.followers.contains(location)
                            || p.figures.iter().any(|f| &f.location == location),
                        "{location}"
                    );
                }
                let tile = state.current_tile().unwrap();
                let turn = parse_turn(p.rot, p.corner.as_deref()).unwrap();
                for (location, feature) in &p.features {
                    let engine = state.location_feature(tile, turn, location.parse().unwrap());
                    assert_eq!(engine, Some(*feature));
                    *kinds.entry(*feature).or_insert(0) += 1;
                }
            }
            if state.phase() == Phase::Choose {
                choices += 1;
                // Each halfling in hand is either playable or named with its rule.
                for tile in state.hand(player) {
                    let id = &state.catalog().def(tile).id;
                    let listed = legal.moves.contains(&MoveWire::Play { tile: id.clone() });
                    assert_ne!(listed, legal.unplayable.contains_key(id), "{id}");
                    if let Some(rule) = legal.unplayable.get(id) {
                        assert_eq!(rule, "unplaceable");
                    }
                }
            } else {
                assert!(legal.unplayable.is_empty());
            }
            let moves = state.legal_moves();
            let mv = moves[step * 5 % moves.len()];
            state.play(player, &mv).unwrap();
            step += 1;
        }
        assert_eq!(
            kinds.len(),
            4,
            "every kind of feature was offered: {kinds:?}"
        );
        assert!(choices > 0);
    }

    #[test]
    fn game_info_embeds_the_setup_without_its_seed_until_the_end() {
        let setup = Setup {
            seed: 77,
            symbol_tiles: true,
            ..Setup::default()
        };
        let state = GameState::new(Arc::new(Catalog::builtin()), &setup).unwrap();
        let info = |seed| GameInfo {
            id: "x".into(),
            seats: Vec::new(),
            setup: PublicSetup(setup.clone()),
            rules_summary: setup.rules.summary(),
            resolved: Resolved::of(&state),
            clock_seconds: None,
            seed_chosen: false,
            seed,
            created_at: 0,
        };
        let running = serde_json::to_value(info(None)).unwrap();
        assert_eq!(running["rules"], "c2-2021");
        assert_eq!(running["symbol_tiles"], true);
        assert_eq!(running["halflings"], serde_json::Value::Null);
        assert_eq!(running["resolved"]["halflings"], 3);
        assert_eq!(running["resolved"]["symbols_active"], true);
        assert!(running.get("seed").is_none(), "{running}");
        // The modules the active symbols imply are in play, with every option's value.
        let implied: Vec<&str> = REGISTRY
            .iter()
            .filter(|e| e.with_active_symbols)
            .map(|e| e.id)
            .collect();
        let modules = running["resolved"]["modules"].as_array().unwrap();
        assert_eq!(modules.len(), implied.len());
        for (m, id) in modules.iter().zip(&implied) {
            assert_eq!(m["id"], *id);
            let info = registry::find(id).unwrap();
            assert_eq!(m["options"].as_object().unwrap().len(), info.options.len());
        }
        assert_eq!(serde_json::to_value(info(Some(77))).unwrap()["seed"], 77);
    }
}
