//! The placements of a tile on the analysis board, and why a placement is refused: under the
//! rules, and in the position's own mode (a scenario composed freely places more).

use halflings_engine::wire::{parse_turn, Legal, PlacementOption};
use halflings_engine::{
    Corner, GameFile, GameState, Location, Move, MoveWire, Rotation, Seat, Shape, SpacePos, Text,
    Turn,
};
use serde::Serialize;

use super::{Analysis, AnalysisError};

/// Whether a placement may be made, and why not.
#[derive(Clone, Debug, Serialize)]
pub struct Verdict {
    /// Whether it may.
    pub ok: bool,
    /// The broken rule's code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// The broken rule, in English words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// The broken rule as a message the page words in its language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<Text>,
}

/// A placement judged under the rules and in the position's own mode (free or not), with the
/// follower locations it may take here when it may be made.
#[derive(Clone, Debug, Serialize)]
pub struct Explanation {
    /// Under the rules.
    pub rules: Verdict,
    /// In the position's own mode.
    pub here: Verdict,
    /// The follower locations it may take here.
    pub followers: Vec<String>,
}

/// Where a placement goes: the space, and the rotation (a square) or corner (a triangle).
#[derive(Copy, Clone, Debug)]
pub struct Where<'a> {
    /// The space, `[x, y]`.
    pub at: [i32; 2],
    /// The rotation of a square, in degrees.
    pub rot: Option<i64>,
    /// The corner of a triangle (`NW`, …).
    pub corner: Option<&'a str>,
}

impl Analysis {
    /// The state where `player` is to place `tile` (by id): a scenario's next turn, or the
    /// record's position when that tile is the one to place.
    fn with_tile(&self, player: Seat, tile: &str) -> Result<GameState, AnalysisError> {
        let kind = self
            .catalog
            .kind(tile)
            .ok_or_else(|| AnalysisError::UnknownTile(tile.to_string()))?;
        match &self.file {
            GameFile::Scenario(_) => {
                let mut state = self.state.clone();
                state
                    .begin_free_turn(player, kind)
                    .map_err(AnalysisError::Refused)?;
                Ok(state)
            }
            GameFile::Record(_) if self.state.current_tile() == Some(kind) => {
                Ok(self.state.clone())
            }
            GameFile::Record(_) => Err(AnalysisError::NotTheTileDrawn(tile.to_string())),
        }
    }

    /// The ways `player` may place `tile` here, grouped as the game page offers them: the
    /// legal ones, or — in a scenario composed freely — every way the engine lets the tile lie
    /// on a space next to the board or within it, each with the follower locations it takes.
    ///
    /// # Errors
    /// An unknown tile, a player beyond the game's, or (in a record) another tile than the
    /// one to place.
    pub fn placements(&self, player: Seat, tile: &str) -> Result<Legal, AnalysisError> {
        let state = self.with_tile(player, tile)?;
        if !state.places_freely() {
            return Ok(Legal::of(&state));
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
        Ok(legal)
    }

    /// Whether `player` may place `tile` at `place`, with a follower at `follower` if given:
    /// under the rules, and in this position's own mode (a scenario composed freely places
    /// more), each with the broken rule's code and words when refused.
    ///
    /// # Errors
    /// As [`Analysis::placements`], or a turn or location that cannot be read.
    pub fn explain(
        &self,
        player: Seat,
        tile: &str,
        place: Where<'_>,
        follower: Option<&str>,
    ) -> Result<Explanation, AnalysisError> {
        let here = self.with_tile(player, tile)?;
        let turn = parse_turn(place.rot, place.corner).map_err(AnalysisError::Unreadable)?;
        let follower = follower
            .map(str::parse::<Location>)
            .transpose()
            .map_err(AnalysisError::Unreadable)?;
        let space = SpacePos::new(place.at[0], place.at[1]);
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
            strict
                .set_free_placement(false)
                .map_err(AnalysisError::Refused)?;
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
        Ok(Explanation {
            rules: verdict(&strict),
            here: here_verdict,
            followers,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use halflings_engine::Catalog;

    use super::super::tests::{json, scenario_file};
    use super::*;

    fn square(at: [i32; 2], rot: i64) -> Where<'static> {
        Where {
            at,
            rot: Some(rot),
            corner: None,
        }
    }

    #[test]
    fn placements_and_their_explanations() {
        let text = scenario_file("example-1-city-closed-by-triangles.json");
        let analysis = Analysis::parse(&text, 1, Arc::new(Catalog::builtin())).unwrap();
        let legal = json(&analysis.placements(Seat::new(1), "H1-09").unwrap());
        assert!(!legal["placements"].as_array().unwrap().is_empty());
        let triangle = Where {
            at: [0, -2],
            rot: None,
            corner: Some("SE"),
        };
        let fits = json(
            &analysis
                .explain(Seat::new(1), "H1-09", triangle, None)
                .unwrap(),
        );
        assert_eq!(fits["rules"]["ok"], true, "{fits}");
        let far = json(
            &analysis
                .explain(Seat::new(1), "E", square([4, 4], 0), None)
                .unwrap(),
        );
        assert_eq!(far["rules"]["rule"], "not-touching");
        assert_eq!(far["here"]["rule"], "not-touching");
        let side = json(
            &analysis
                .explain(Seat::new(1), "E", square([0, -2], 0), None)
                .unwrap(),
        );
        assert_eq!(side["rules"]["rule"], "side-mismatch", "{side}");
        assert!(analysis
            .explain(Seat::new(1), "ZZ", square([0, 0], 0), None)
            .is_err());
        // A scenario composed freely places it all the same.
        let free = text.replacen("\"players\": 2", "\"players\": 2, \"free\": true", 1);
        let analysis = Analysis::parse(&free, 1, Arc::new(Catalog::builtin())).unwrap();
        let far = json(
            &analysis
                .explain(Seat::new(1), "E", square([4, 4], 0), None)
                .unwrap(),
        );
        assert_eq!(far["rules"]["rule"], "not-touching");
        assert_eq!(far["here"]["ok"], true);
        // Placing freely: every way next to the board, a side mismatch too, with followers.
        let free = json(&analysis.placements(Seat::new(1), "E").unwrap());
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
}
