//! What a setup puts on the table before the first move: the square tiles of each tile set,
//! the halflings each player gets, and each player's figures — the lobby shows it before a
//! game is created, so that players see what their expansions and options give.

use std::sync::Arc;

use serde::Serialize;

use super::{GameState, Setup, SetupError};
use crate::board::FollowerKind;
use crate::expansion::registry::REGISTRY;
use crate::seat::Seat;
use crate::tiles::{Catalog, Shape};

/// The square tiles of one tile set in a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetTiles {
    /// The tile set's id (`"base"`).
    pub set: String,
    /// Its name for people.
    pub name: String,
    /// Its tiles on the board when the game starts (the start tile).
    pub on_board: u32,
    /// Its tiles still to place: the pile, with every stack an expansion lays on it, and the
    /// tile the first turn may have drawn already (from such a stack).
    pub to_place: u32,
}

/// A kind of figure every player has when the game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FigureCount {
    /// The expansion it comes with (`None`: the regular follower).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub module: Option<&'static str>,
    /// Its name: `"follower"`, or the name of an expansion's special follower or figure.
    pub name: &'static str,
    /// How many each player has.
    pub each: u32,
}

/// What a game starts with: see [`GameState::census`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Census {
    /// Players.
    pub players: u8,
    /// The expansions in play, those the setup implies included, in the registry's order.
    pub expansions: Vec<&'static str>,
    /// Square tiles by tile set, in the catalogue's order (sets the game leaves out omitted).
    pub squares: Vec<SetTiles>,
    /// Square tiles in all.
    pub squares_total: u32,
    /// Halfling triangles each player gets (dealt, or drafted).
    pub halflings_each: u32,
    /// The figures each player has: the regular followers, every special follower, then each
    /// expansion's own pieces ([`Expansion::supplies`](crate::Expansion::supplies)).
    pub figures: Vec<FigureCount>,
}

impl Census {
    /// The census of a game set up by `setup`.
    ///
    /// # Errors
    /// The setup is refused ([`GameState::new`]).
    pub fn of(catalog: &Arc<Catalog>, setup: &Setup) -> Result<Census, SetupError> {
        Ok(GameState::new(Arc::clone(catalog), setup)?.census())
    }
}

impl GameState {
    /// What this game holds and each player has, counted as a new game stands (before the
    /// first move): tiles on the board and still to place by tile set, halflings and figures per player
    /// (those of the first seat: every seat starts alike).
    pub fn census(&self) -> Census {
        let catalog = self.catalog();
        let mut squares: Vec<SetTiles> = Vec::new();
        let mut count = |set: &str, board: bool| {
            let at = match squares.iter().position(|s| s.set == set) {
                Some(i) => i,
                None => {
                    let name = catalog.set(set).map_or(set, |s| &s.name);
                    squares.push(SetTiles {
                        set: set.to_string(),
                        name: name.to_string(),
                        on_board: 0,
                        to_place: 0,
                    });
                    squares.len() - 1
                }
            };
            let s = &mut squares[at];
            if board {
                s.on_board += 1;
            } else {
                s.to_place += 1;
            }
        };
        for placed in self.board().tiles() {
            count(&catalog.def(placed.kind).set, true);
        }
        let drawn = self
            .current_tile()
            .filter(|&k| catalog.def(k).shape == Shape::Square);
        for kind in self.pile_order().iter().copied().chain(drawn) {
            count(&catalog.def(kind).set, false);
        }
        let order = |set: &str| catalog.sets().iter().position(|s| s.id == set);
        squares.sort_by_key(|s| order(&s.set));
        let squares_total = squares.iter().map(|s| s.on_board + s.to_place).sum();

        let mut figures: Vec<FigureCount> = FollowerKind::all()
            .filter_map(|kind| {
                let each = self.followers_each(kind);
                (each > 0).then(|| FigureCount {
                    module: kind.spec().map(|(m, _)| REGISTRY[m.index()].id),
                    name: kind.name(),
                    each: u32::from(each),
                })
            })
            .collect();
        let mut own = Vec::new();
        for module in self.expansions.iter() {
            own.clear();
            module.supplies(self, Seat::FIRST, &mut own);
            let id = REGISTRY[module.module().index()].id;
            figures.extend(own.iter().map(|&(name, each)| FigureCount {
                module: Some(id),
                name,
                each: u32::from(each),
            }));
        }
        Census {
            players: self.players(),
            expansions: self
                .expansions
                .iter()
                .map(|m| REGISTRY[m.module().index()].id)
                .collect(),
            squares,
            squares_total,
            halflings_each: u32::from(self.setup().halflings_each()),
            figures,
        }
    }
}
