//! The analysis board's engine: a scenario or game record at one of its moves, scored under
//! every rules version side by side, the placements of a tile there and why a placement is
//! refused, and the search bot's ranking of the moves of the player to move.

use std::sync::Arc;

use halflings_bots::{Budget, MoveAnalysis, SearchBot, SearchConfig, View};
use halflings_engine::wire::{parse_turn, Legal, PlacementOption};
use halflings_engine::{
    Catalog, Corner, Event, GameFile, GameState, Location, Move, MoveWire, Phase, PlayerView,
    Rotation, RulesVersion, ScoreWire, Shape, SpacePos, Text, Turn,
};
use serde::Serialize;

use crate::failure::{json, Failure};

/// How many of the bot's moves the board shows.
const BEST_MOVES: usize = 5;

/// A position of a scenario or record, with its scores under every rules version.
pub struct Analysis {
    catalog: Arc<Catalog>,
    file: GameFile,
    at: usize,
    state: GameState,
    table: Vec<VersionScores>,
}

/// The scores of the position under one rules version.
#[derive(Serialize)]
struct VersionScores {
    rules: RulesVersion,
    /// What the version means, as a message the page words.
    summary: Text,
    /// The scores after the moves.
    scores: Vec<u32>,
    /// The scores after final scoring of the position as it stands.
    final_scores: Vec<u32>,
    /// Every score: those the moves made, then final scoring's (`final_scoring`).
    events: Vec<ScoreWire>,
}

/// What the board shows of the position.
#[derive(Serialize)]
struct Report<'a> {
    /// `scenario` or `game record`.
    kind: &'static str,
    /// The file's own rules version.
    rules: RulesVersion,
    /// Moves in the file, and how many are played.
    moves: usize,
    at: usize,
    /// A spectator's view of the position.
    view: PlayerView,
    /// Who places the next tile (scenarios) or must decide (records), if anyone.
    next_player: Option<u8>,
    /// In a record, the moves open to the player to move (a branch starts with one).
    #[serde(skip_serializing_if = "Option::is_none")]
    legal: Option<Legal>,
    table: &'a [VersionScores],
}

/// Whether a placement may be made, and why not.
#[derive(Serialize)]
struct Verdict {
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
    /// The broken rule as a message the page words in its language.
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<Text>,
}

/// A placement judged under the rules and in the position's own mode (free or not), with the
/// follower locations it may take here when it may be made.
#[derive(Serialize)]
struct Explanation {
    rules: Verdict,
    here: Verdict,
    followers: Vec<String>,
}

/// One of the bot's best moves.
#[derive(Serialize)]
struct BotMove {
    #[serde(rename = "move")]
    mv: MoveWire,
    visits: u64,
    margin: f64,
    win_rate: f64,
}

/// The bot's answer: who is to move, with what, and its best moves.
#[derive(Serialize)]
struct BotAnswer {
    seat: u8,
    tile: Option<String>,
    best: Vec<BotMove>,
}

impl Analysis {
    /// The position after the first `at` moves of `file` (a scenario or game record, as JSON).
    ///
    /// # Errors
    /// A malformed file, or an illegal move among the first `at`.
    pub fn new(file: &str, at: usize, catalog: Arc<Catalog>) -> Result<Analysis, Failure> {
        let file = GameFile::parse(file)?;
        let at = at.min(file.moves());
        let state = file.position(&catalog, None, at)?.state;
        let table = RulesVersion::ALL
            .into_iter()
            .map(|v| scores_under(&file, &catalog, v, at))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Analysis {
            catalog,
            file,
            at,
            state,
            table,
        })
    }

    /// The position: the board, who is next, the scores under every version.
    pub fn report(&self) -> String {
        json(&Report {
            kind: self.file.kind(),
            rules: self.file.rules(),
            moves: self.file.moves(),
            at: self.at,
            view: self.state.view_for(None),
            next_player: self.next_player(),
            legal: (matches!(self.file, GameFile::Record(_)) && !self.state.is_over())
                .then(|| Legal::of(&self.state)),
            table: &self.table,
        })
    }

    /// Who places the next tile of a scenario, or must decide in a record.
    fn next_player(&self) -> Option<u8> {
        let to_move = self.state.to_move()?;
        Some(match (&self.file, self.state.phase()) {
            (GameFile::Scenario(s), Phase::Choose) => s.next_placer(&self.state, self.at),
            _ => to_move,
        })
    }

    /// The state where `player` is to place `tile` (by id): a scenario's next turn, or the
    /// record's position when that tile is the one to place.
    fn with_tile(&self, player: u8, tile: &str) -> Result<GameState, Failure> {
        let kind = self
            .catalog
            .kind(tile)
            .ok_or_else(|| Failure::bad_input(format!("unknown tile id {tile:?}")))?;
        match &self.file {
            GameFile::Scenario(_) => {
                let mut state = self.state.clone();
                state.begin_free_turn(player, kind)?;
                Ok(state)
            }
            GameFile::Record(_) if self.state.current_tile() == Some(kind) => {
                Ok(self.state.clone())
            }
            GameFile::Record(_) => Err(Failure::bad_input(format!(
                "in a game record only the tile drawn may be placed, not {tile}"
            ))),
        }
    }

    /// The ways `player` may place `tile` here, grouped as the game page offers them: the
    /// legal ones, or — in a scenario composed freely — every way the engine lets the tile lie
    /// on a space next to the board or within it, each with the follower locations it takes.
    ///
    /// # Errors
    /// An unknown tile, a player beyond the game's, or (in a record) another tile than the
    /// one to place.
    pub fn placements(&self, player: u8, tile: &str) -> Result<String, Failure> {
        let state = self.with_tile(player, tile)?;
        if !state.places_freely() {
            return Ok(json(&Legal::of(&state)));
        }
        let kind = state
            .current_tile()
            .unwrap_or_else(|| state.catalog().start());
        let shape = state.catalog().def(kind).shape;
        let tiles = state.board().tiles();
        let (xs, ys) = (tiles.iter().map(|t| t.pos.x), tiles.iter().map(|t| t.pos.y));
        let (x0, x1) = (xs.clone().min().unwrap_or(0) - 1, xs.max().unwrap_or(0) + 1);
        let (y0, y1) = (ys.clone().min().unwrap_or(0) - 1, ys.max().unwrap_or(0) + 1);
        let turns: Vec<Turn> = match shape {
            Shape::Square => Rotation::ALL.map(Turn::Square).to_vec(),
            Shape::Triangle => Corner::ALL.map(Turn::Triangle).to_vec(),
        };
        let mut legal = Legal::default();
        for y in y0..=y1 {
            for x in x0..=x1 {
                let at = SpacePos::new(x, y);
                for &turn in &turns {
                    let bare = Move::Place {
                        at,
                        turn,
                        follower: None,
                    };
                    if state.check(player, &bare).is_err() {
                        continue;
                    }
                    let followers = state.follower_locations(player, at, turn);
                    let MoveWire::Place { rot, corner, .. } =
                        MoveWire::from_move(&bare, state.catalog())
                    else {
                        continue;
                    };
                    legal.placements.push(PlacementOption {
                        at: [x, y],
                        rot,
                        corner,
                        features: followers
                            .iter()
                            .filter_map(|&l| {
                                Some((l.to_string(), state.location_feature(kind, turn, l)?))
                            })
                            .collect(),
                        followers: followers.iter().map(ToString::to_string).collect(),
                        figures: Vec::new(),
                        bare: true,
                    });
                }
            }
        }
        Ok(json(&legal))
    }

    /// Whether `player` may place `tile` at `at` as `rot` (a square) or `corner` (a triangle),
    /// with a follower at `follower` if given: under the rules, and in this position's own
    /// mode (a scenario composed freely places more), each with the broken rule's code and
    /// words when refused.
    ///
    /// # Errors
    /// As [`Analysis::placements`], or a turn or location that cannot be read.
    pub fn explain(
        &self,
        player: u8,
        tile: &str,
        at: [i32; 2],
        rot: Option<i64>,
        corner: Option<&str>,
        follower: Option<&str>,
    ) -> Result<String, Failure> {
        let here = self.with_tile(player, tile)?;
        let turn = parse_turn(rot, corner).map_err(Failure::bad_input)?;
        let follower = follower
            .map(str::parse::<Location>)
            .transpose()
            .map_err(Failure::bad_input)?;
        let space = SpacePos::new(at[0], at[1]);
        let mv = Move::Place {
            at: space,
            turn,
            follower,
        };
        let verdict = |state: &GameState| match state.check(player, &mv) {
            Ok(()) => Verdict {
                ok: true,
                rule: None,
                message: None,
                text: None,
            },
            Err(e) => Verdict {
                ok: false,
                rule: Some(e.rule()),
                message: Some(e.to_string()),
                text: Some(e.text()),
            },
        };
        let mut strict = here.clone();
        if matches!(self.file, GameFile::Scenario(_)) {
            strict.set_free_placement(false)?;
        }
        let here_verdict = verdict(&here);
        let followers = if here_verdict.ok {
            here.follower_locations(player, space, turn)
                .iter()
                .map(ToString::to_string)
                .collect()
        } else {
            Vec::new()
        };
        Ok(json(&Explanation {
            rules: verdict(&strict),
            here: here_verdict,
            followers,
        }))
    }

    /// The search bot's best moves for the player to move, searched for `millis` on one tree
    /// seeded with `seed`: a scenario's position goes on as a game with its hands, pile and
    /// next player and tile ([`halflings_engine::Scenario::resume`]); a record's is the game.
    /// Each move with how often it was searched, the mover's expected final margin (their
    /// score less the best other's) and win rate.
    ///
    /// # Errors
    /// A position that cannot go on as a game (see `resume`), or one that is over.
    pub fn ask_bot(&self, millis: u32, seed: u64) -> Result<String, Failure> {
        let game = match &self.file {
            GameFile::Scenario(s) => s.resume(Arc::clone(&self.catalog), None, self.at)?,
            GameFile::Record(_) => self.state.clone(),
        };
        let seat = game
            .to_move()
            .ok_or_else(|| Failure::bad_input("the game is over: nobody is to move"))?;
        let mut bot = SearchBot::with_config(
            seed,
            SearchConfig {
                trees: Some(1),
                ..SearchConfig::default()
            },
        );
        let ranking: Vec<MoveAnalysis> =
            bot.analyse(&View::new(&game, seat), Budget::Millis(u64::from(millis)));
        Ok(json(&BotAnswer {
            seat,
            tile: game.current_tile().map(|k| self.catalog.def(k).id.clone()),
            best: ranking
                .into_iter()
                .take(BEST_MOVES)
                .map(|m| BotMove {
                    mv: MoveWire::from_move(&m.mv, &self.catalog),
                    visits: m.visits,
                    margin: m.margin,
                    win_rate: m.win_rate,
                })
                .collect(),
        }))
    }

    /// The regular tiles not on the board, by id: the pile a composed position leaves.
    ///
    /// # Errors
    /// When the catalogue lacks an expansion's tile set.
    pub fn unplaced_tiles(&self) -> Result<String, Failure> {
        let tiles = self
            .state
            .unplaced_tiles()
            .map_err(|e| Failure::bad_input(e.to_string()))?;
        Ok(json(
            &tiles
                .iter()
                .map(|&k| self.catalog.def(k).id.as_str())
                .collect::<Vec<_>>(),
        ))
    }
}

/// The scores of `file`'s first `at` moves under `rules`, then final scoring's.
fn scores_under(
    file: &GameFile,
    catalog: &Arc<Catalog>,
    rules: RulesVersion,
    at: usize,
) -> Result<VersionScores, Failure> {
    let outcome = file.position(catalog, Some(rules), at)?;
    let mut end = outcome.state.clone();
    let final_events = end.finish();
    let events = outcome
        .events
        .iter()
        .chain(&final_events)
        .filter_map(|e| match e {
            Event::Score(s) => Some(ScoreWire::from(s)),
            _ => None,
        })
        .collect();
    Ok(VersionScores {
        rules,
        summary: rules.summary(),
        scores: outcome.state.scores(),
        final_scores: end.scores(),
        events,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scenario_file(name: &str) -> String {
        std::fs::read_to_string(format!(
            "{}/../engine/tests/scenarios/{name}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap()
    }

    fn value(text: &str) -> serde_json::Value {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn the_table_gives_each_version_the_scores_replay_gives() {
        let text = scenario_file("example-1-city-closed-by-triangles.json");
        let catalog = Arc::new(Catalog::builtin());
        let analysis = Analysis::new(&text, 99, Arc::clone(&catalog)).unwrap();
        let report = value(&analysis.report());
        assert_eq!(report["at"], 3);
        let file = GameFile::parse(&text).unwrap();
        for (row, v) in report["table"]
            .as_array()
            .unwrap()
            .iter()
            .zip(RulesVersion::ALL)
        {
            assert_eq!(row["rules"], v.id());
            let replayed = file.outcome(&catalog, Some(v)).unwrap().scores;
            assert_eq!(row["final_scores"], serde_json::json!(replayed), "{v}");
        }
        assert_eq!(
            report["table"][3]["final_scores"],
            serde_json::json!([8, 0])
        );
        assert_eq!(
            report["table"][1]["final_scores"],
            serde_json::json!([10, 0])
        );
    }

    #[test]
    fn placements_and_their_explanations() {
        let text = scenario_file("example-1-city-closed-by-triangles.json");
        let analysis = Analysis::new(&text, 1, Arc::new(Catalog::builtin())).unwrap();
        let legal = value(&analysis.placements(1, "H1-09").unwrap());
        assert!(!legal["placements"].as_array().unwrap().is_empty());
        let fits = value(
            &analysis
                .explain(1, "H1-09", [0, -2], None, Some("SE"), None)
                .unwrap(),
        );
        assert_eq!(fits["rules"]["ok"], true, "{fits}");
        let far = value(
            &analysis
                .explain(1, "E", [4, 4], Some(0), None, None)
                .unwrap(),
        );
        assert_eq!(far["rules"]["rule"], "not-touching");
        assert_eq!(far["here"]["rule"], "not-touching");
        let side = value(
            &analysis
                .explain(1, "E", [0, -2], Some(0), None, None)
                .unwrap(),
        );
        assert_eq!(side["rules"]["rule"], "side-mismatch", "{side}");
        assert!(analysis
            .explain(1, "ZZ", [0, 0], Some(0), None, None)
            .is_err());
        // A scenario composed freely places it all the same.
        let free = text.replacen("\"players\": 2", "\"players\": 2, \"free\": true", 1);
        let analysis = Analysis::new(&free, 1, Arc::new(Catalog::builtin())).unwrap();
        let far = value(
            &analysis
                .explain(1, "E", [4, 4], Some(0), None, None)
                .unwrap(),
        );
        assert_eq!(far["rules"]["rule"], "not-touching");
        assert_eq!(far["here"]["ok"], true);
        // Placing freely: every way next to the board, a side mismatch too, with followers.
        let free = value(&analysis.placements(1, "E").unwrap());
        let options = free["placements"].as_array().unwrap();
        let mismatch = options
            .iter()
            .find(|p| p["at"] == serde_json::json!([0, -2]) && p["rot"] == 0)
            .expect("E turned as printed north of the G");
        assert_eq!(mismatch["followers"], serde_json::json!(["N", "E.n"]));
        assert_eq!(mismatch["features"]["N"], "city");
        assert!(
            options.iter().all(|p| p["at"] != serde_json::json!([0, 0])),
            "not on the start tile"
        );
    }

    #[test]
    fn the_bot_ranks_the_moves_of_the_next_placer() {
        let text = scenario_file("example-1-city-closed-by-triangles.json").replacen(
            "\"players\": 2",
            "\"players\": 2, \"next\": {\"tile\": \"K\"}, \"pile\": [\"A\", \"U\", \"E\", \"B\"]",
            1,
        );
        let analysis = Analysis::new(&text, 99, Arc::new(Catalog::builtin())).unwrap();
        let answer = value(&analysis.ask_bot(200, 7).unwrap());
        assert_eq!(answer["seat"], 1);
        assert_eq!(answer["tile"], "K");
        let best = answer["best"].as_array().unwrap();
        assert!(!best.is_empty() && best.len() <= BEST_MOVES);
        for m in best {
            assert_eq!(m["move"]["do"], "place");
            assert!((0.0..=1.0).contains(&m["win_rate"].as_f64().unwrap()));
        }
        let pile = value(&analysis.unplaced_tiles().unwrap());
        assert_eq!(pile.as_array().unwrap().len(), 72 - 2);
    }
}
