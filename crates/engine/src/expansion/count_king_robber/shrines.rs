//! The shrines (`count-king-robber-shrines.md` §2): which buildings are shrines and which
//! monasteries, the placement restriction (§2.3) and the challenge (§2.2).
//!
//! Neighbours are the 8 spaces around a building's space (§5, **UNCONFIRMED**): the other
//! triangle of its own space is none, and a space holding two buildings (two monastery
//! triangles) counts both. A building is the monastery of a tile (a square or a triangle, as
//! the Halflings' monastery triangle); a garden of the Abbot is none (**UNCONFIRMED**: the
//! digest names monasteries, abbeys and special monasteries only).

use super::moves::CountKingRobberEvent;
use super::CountKingRobber;
use crate::board::Board;
use crate::expansion::module::Placing;
use crate::expansion::{Ctx, Refusal};
use crate::geometry::{Location, SpacePos};
use crate::scoring::ScoreEvent;
use crate::state::{GameState, Spot};
use crate::tiles::{FeatureKind, TileDef};

/// A monastery-type building, by its kind for the challenge.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Building {
    /// A monastery of any kind that is not a shrine (abbeys and special monasteries too).
    Monastery,
    /// A shrine.
    Shrine,
}

impl Building {
    /// The kind it is in challenge with.
    pub fn rival(self) -> Building {
        match self {
            Building::Monastery => Building::Shrine,
            Building::Shrine => Building::Monastery,
        }
    }
}

/// A building on the board: its placed tile and the tile's local segment.
type Placed = (u16, u8);

/// Refused: the building would neighbour two rivals or more.
const BESIDE_TWO_RIVALS: Refusal = Refusal::new(
    "beside-two-rivals",
    "count-king-robber.rule.beside-two-rivals",
);

/// Refused: the building's only rival already neighbours a building of the new one's kind.
const RIVAL_ALREADY_CHALLENGED: Refusal = Refusal::new(
    "rival-already-challenged",
    "count-king-robber.rule.rival-already-challenged",
);

impl CountKingRobber {
    /// The building on tile `def`, if it has one, with its local segment.
    pub fn building(&self, def: &TileDef) -> Option<(Building, u8)> {
        let local = def
            .segments
            .iter()
            .position(|s| s.kind == FeatureKind::Monastery)?;
        let shrine = self.shrine.is_some_and(|s| def.symbols.has(s));
        let kind = if shrine {
            Building::Shrine
        } else {
            Building::Monastery
        };
        Some((kind, local as u8))
    }

    /// The buildings of kind `kind` on the 8 spaces around `at`.
    fn around<'b>(
        &'b self,
        board: &'b Board,
        at: SpacePos,
        kind: Building,
    ) -> impl Iterator<Item = Placed> + 'b {
        at.block3()
            .filter(move |&p| p != at)
            .flat_map(|p| board.tiles_at(p))
            .filter_map(move |t| {
                let (k, local) = self.building(board.def(board.tiles()[t as usize].kind))?;
                (k == kind).then_some((t, local))
            })
    }

    /// The placement restriction (§2.3): a building may not neighbour two rivals or more,
    /// nor (with `indirect_restriction`, JCloisterZone's reading, **UNCONFIRMED**) a single
    /// rival that already neighbours a building of its own kind. It limits every
    /// monastery-type tile, abbeys included (**UNCONFIRMED**: the digest's suggestion).
    pub(super) fn allows_tile(&self, game: &GameState, placing: Placing) -> Result<(), Refusal> {
        let Some((kind, _)) = self.building(game.catalog().def(placing.tile)) else {
            return Ok(());
        };
        let board = game.board();
        let mut rivals = self.around(board, placing.at, kind.rival());
        let Some((rival, _)) = rivals.next() else {
            return Ok(());
        };
        if rivals.next().is_some() {
            return Err(BESIDE_TWO_RIVALS);
        }
        let rival_at = board.tiles()[rival as usize].pos;
        if self.indirect && self.around(board, rival_at, kind).next().is_some() {
            return Err(RIVAL_ALREADY_CHALLENGED);
        }
        Ok(())
    }

    /// The challenge (§2.2, JCloisterZone's model): for each occupied building the placement
    /// completed and scored, the followers on every incomplete rival around it go home
    /// without points. A rival completed by the same tile was scored with it.
    pub(super) fn challenge(&self, ctx: &mut Ctx, scores: &[ScoreEvent]) {
        for s in scores {
            let occupied = s.followers().iter().any(|&f| f > 0);
            if s.feature != FeatureKind::Monastery || !s.complete || s.final_scoring || !occupied
            {
                continue;
            }
            let board = ctx.board();
            let Some(kind) = board
                .tiles_at(s.at)
                .find_map(|t| self.building(board.def(board.tiles()[t as usize].kind)))
                .map(|(k, _)| k)
            else {
                continue;
            };
            let losers: Vec<Placed> = self
                .around(board, s.at, kind.rival())
                .filter(|&(t, _)| !board.surrounded(board.tiles()[t as usize].pos))
                .collect();
            for (tile, local) in losers {
                send_home(ctx, tile, local, kind.rival() == Building::Shrine);
            }
        }
    }
}

/// Every follower on the building of placed tile `tile` (local segment `local`) goes home
/// without points, each reported.
fn send_home(ctx: &mut Ctx, tile: u16, local: u8, shrine: bool) {
    let pt = &ctx.board().tiles()[tile as usize];
    let spot = Spot {
        at: pt.pos,
        corner: pt.turn.corner(),
        location: Location::Centre,
    };
    loop {
        let board = ctx.board();
        let feature = board.feature(tile, local);
        let Some(i) = board
            .followers()
            .iter()
            .position(|f| board.feature_of(f) == feature)
        else {
            break;
        };
        let owner = board.followers()[i].player;
        ctx.return_follower(i);
        ctx.emit(
            owner,
            Some(spot),
            CountKingRobberEvent::ChallengeLost {
                at: [spot.at.x, spot.at.y],
                corner: spot.corner,
                shrine,
            },
        );
    }
}
