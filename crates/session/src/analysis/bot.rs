//! The search bot's ranking of the moves of the player to move on the analysis board.

use std::sync::Arc;

use halflings_bots::{Budget, SearchBot, SearchConfig, View};
use halflings_engine::{GameFile, MoveWire, Seat};
use serde::Serialize;

use super::{Analysis, AnalysisError};

/// How many of the bot's moves an answer holds.
pub const BEST_MOVES: usize = 5;

/// One of the bot's best moves.
#[derive(Clone, Debug, Serialize)]
pub struct BotMove {
    /// The move.
    #[serde(rename = "move")]
    pub mv: MoveWire,
    /// How often the search began with it.
    pub visits: u64,
    /// The mover's expected final margin after it: their score less the best other's.
    pub margin: f64,
    /// The mover's win rate after it (a level game counts half).
    pub win_rate: f64,
}

/// The bot's answer: who is to move, with what, and its best moves, best first.
#[derive(Clone, Debug, Serialize)]
pub struct BotAnswer {
    /// The seat to move.
    pub seat: Seat,
    /// The tile it places, if it has one.
    pub tile: Option<String>,
    /// At most [`BEST_MOVES`] moves.
    pub best: Vec<BotMove>,
}

impl Analysis {
    /// The search bot's best moves for the player to move, searched within `budget` on
    /// `trees` trees (`None`: one per thread) seeded with `seed`: a scenario's position goes
    /// on as a game with its hands, pile and next player and tile
    /// ([`halflings_engine::Scenario::resume`]); a record's is the game.
    ///
    /// # Errors
    /// [`AnalysisError::File`] for a position that cannot go on as a game (see `resume`),
    /// [`AnalysisError::GameOver`] for one that is over.
    pub fn ask_bot(
        &self,
        budget: Budget,
        seed: u64,
        trees: Option<usize>,
    ) -> Result<BotAnswer, AnalysisError> {
        let game = match &self.file {
            GameFile::Scenario(s) => s
                .resume(Arc::clone(&self.catalog), None, self.at)
                .map_err(AnalysisError::File)?,
            GameFile::Record(_) => self.state.clone(),
        };
        let seat = game.to_move().ok_or(AnalysisError::GameOver)?;
        let mut bot = SearchBot::with_config(
            seed,
            SearchConfig {
                trees,
                ..SearchConfig::default()
            },
        );
        let ranking = bot.analyse(&View::new(&game, seat), budget);
        Ok(BotAnswer {
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
        })
    }
}

#[cfg(test)]
mod tests {
    use halflings_engine::Catalog;

    use super::super::tests::{json, scenario_file};
    use super::*;

    #[test]
    fn the_bot_ranks_the_moves_of_the_next_placer() {
        let text = scenario_file("example-1-city-closed-by-triangles.json").replacen(
            "\"players\": 2",
            "\"players\": 2, \"next\": {\"tile\": \"K\"}, \"pile\": [\"A\", \"U\", \"E\", \"B\"]",
            1,
        );
        let analysis = Analysis::parse(&text, 99, Arc::new(Catalog::builtin())).unwrap();
        let answer = json(&analysis.ask_bot(Budget::Millis(200), 7, Some(1)).unwrap());
        assert_eq!(answer["seat"], 1);
        assert_eq!(answer["tile"], "K");
        let best = answer["best"].as_array().unwrap();
        assert!(!best.is_empty() && best.len() <= BEST_MOVES);
        for m in best {
            assert_eq!(m["move"]["do"], "place");
            assert!((0.0..=1.0).contains(&m["win_rate"].as_f64().unwrap()));
        }
        let pile = json(&analysis.unplaced_tiles().unwrap());
        assert_eq!(pile.as_array().unwrap().len(), 72 - 2);
    }
}
