//! The abbey: each player's one abbey tile, laid instead of a tile into a hole of the board
//! (an empty space whose four neighbouring spaces each hold a tile), with a monk on it if
//! the player likes; its walls end every road and city that meets them.

use super::{rule, AbbeyAndMayor, AbbeyMayorEvent, AbbeyMayorMove};
use crate::board::{Board, FollowerKind};
use crate::expansion::{Ctx, Moves};
use crate::geometry::{Location, Rotation, Side, SpacePos, Turn};
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;

/// The abbey tile's id (tile file `abbeys.json`, kept off the pile).
pub const ABBEY_TILE: &str = "AM/abbey";

/// The abbey lies this way (its four walls alike, the turn changes nothing).
const ABBEY_TURN: Turn = Turn::Square(Rotation::R0);

/// Whether the space at `at` is a hole: empty, with a tile (a square or a triangle, whichever
/// way it lies) on each of the four spaces beside it (`abbey-and-mayor.md` §2 and §8: a
/// triangular gap facing the abbey does not matter).
pub fn is_hole(board: &Board, at: SpacePos) -> bool {
    !board.occupied(at) && Side::ALL.into_iter().all(|s| board.occupied(at.step(s)))
}

/// The holes of the board, each once, in the order of the tiles beside them.
fn holes(board: &Board) -> Vec<SpacePos> {
    let mut out: Vec<SpacePos> = Vec::new();
    for t in board.tiles() {
        for s in Side::ALL {
            let at = t.pos.step(s);
            if is_hole(board, at) && !out.contains(&at) {
                out.push(at);
            }
        }
    }
    out
}

/// The monk's place on an abbey at `at`: its monastery.
fn monastery_at(at: SpacePos) -> Spot {
    Spot {
        at,
        corner: None,
        location: Location::Centre,
    }
}

impl AbbeyAndMayor {
    /// A new game: the abbey tile's kind in its catalogue.
    pub(super) fn setup(&mut self, ctx: &mut Ctx) {
        self.abbey_tile = ctx.catalog().kind(ABBEY_TILE);
    }

    /// Adds an `abbey` move for each hole, without a monk and, while `player` has a follower
    /// in supply, with one, when `player` still holds their abbey.
    pub(super) fn abbey_moves(
        &self,
        game: &GameState,
        player: Seat,
        out: &mut Moves<AbbeyAndMayor>,
    ) {
        for (space, monk) in self.abbey_places(game, player) {
            out.push(AbbeyMayorMove::Abbey { space, monk });
        }
    }

    /// Where `player` may lay their abbey, if they still hold it: each hole without a monk
    /// and, while they have a follower in supply, with one (`[x, y]`, monk).
    pub(super) fn abbey_places(&self, game: &GameState, player: Seat) -> Vec<([i32; 2], bool)> {
        let mut out = Vec::new();
        let Some(kind) = self.abbey_tile else {
            return out;
        };
        if !self.abbeys[player] {
            return out;
        }
        let monk = game.supply_of(player, FollowerKind::REGULAR) > 0;
        for at in holes(game.board()) {
            if game.tile_forbidden_by(kind, at, ABBEY_TURN).is_some() {
                continue;
            }
            let space = [at.x, at.y];
            out.push((space, false));
            if monk && game.follower_forbidden_by(kind, at, ABBEY_TURN, 0).is_none() {
                out.push((space, true));
            }
        }
        out
    }

    /// Checks an `abbey` move of `player` (the core has checked that it comes in their turn
    /// before the tile is placed): their abbey in hand, a hole at `space`, no other module's
    /// limit on a monastery there, and a follower in supply for the monk.
    pub(super) fn check_abbey(
        &self,
        game: &GameState,
        player: Seat,
        space: [i32; 2],
        monk: bool,
    ) -> Result<(), IllegalMove> {
        let Some(kind) = self.abbey_tile else {
            return Err(rule(
                "no-abbey-tile",
                Text::new("abbey-and-mayor.rule.no-abbey-tile"),
            ));
        };
        if !self.abbeys[player] {
            return Err(rule(
                "abbey-played",
                Text::new("abbey-and-mayor.rule.abbey-played"),
            ));
        }
        let at = SpacePos::new(space[0], space[1]);
        if game.board().occupied(at) {
            return Err(rule(
                "abbey-space-taken",
                Text::new("abbey-and-mayor.rule.abbey-space-taken").at("at", at),
            ));
        }
        if !is_hole(game.board(), at) {
            return Err(rule(
                "abbey-not-in-hole",
                Text::new("abbey-and-mayor.rule.abbey-not-in-hole").at("at", at),
            ));
        }
        if let Some((module, refusal)) = game.tile_forbidden_by(kind, at, ABBEY_TURN) {
            return Err(refusal.of(module).into());
        }
        if monk {
            if game.supply_of(player, FollowerKind::REGULAR) == 0 {
                return Err(IllegalMove::NoFollowerInSupply);
            }
            if let Some(module) = game.follower_forbidden_by(kind, at, ABBEY_TURN, 0) {
                return Err(rule(
                    "abbey-monk-forbidden",
                    Text::new("abbey-and-mayor.rule.abbey-monk-forbidden").str("by", module),
                ));
            }
        }
        Ok(())
    }

    /// Lays `player`'s abbey at `space` instead of their tile, with a monk on it if asked (a
    /// checked move).
    pub(super) fn play_abbey(&mut self, ctx: &mut Ctx, player: Seat, space: [i32; 2], monk: bool) {
        let Some(kind) = self.abbey_tile else {
            return;
        };
        self.abbeys[player] = false;
        let at = SpacePos::new(space[0], space[1]);
        let t = ctx.lay_instead(player, kind, at, ABBEY_TURN);
        let spot = monastery_at(at);
        if monk {
            ctx.add_follower(player, t, 0);
        }
        ctx.emit(player, Some(spot), AbbeyMayorEvent::AbbeyPlaced);
    }

    /// How many abbeys `player` still holds (0 or 1).
    pub fn abbeys_left(&self, player: Seat) -> u8 {
        u8::from(self.abbeys[player])
    }
}
