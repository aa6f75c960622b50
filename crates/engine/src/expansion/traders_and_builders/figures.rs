//! The builder and the pig (`inns-cathedrals-traders-builders.md` §B.4, §B.5): each player's
//! one builder and one pig, placed with a tile instead of a follower on a feature of that
//! tile where the player already has a follower — the builder on a road or city, the pig on a
//! field — and standing there while the player keeps a follower in that feature.

use super::{rule, TradersAndBuilders, TradersMove};
use crate::board::{Board, FeatureId};
use crate::expansion::{Moves, Placing};
use crate::scoring::ScoreEvent;
use crate::seat::{Seat, SeatSet, MAX_PLAYERS};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;

/// One of the module's two figures.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// The builder: on a road or city; extending its feature gives a double turn.
    Builder,
    /// The pig: on a field; its owner's farmers there score 4 per completed city instead of 3.
    Pig,
}

impl Piece {
    /// Both.
    pub const ALL: [Piece; 2] = [Piece::Builder, Piece::Pig];

    /// Its name in moves and views.
    pub const fn name(self) -> &'static str {
        match self {
            Piece::Builder => "builder",
            Piece::Pig => "pig",
        }
    }

    /// Its name as a message.
    pub fn text(self) -> Text {
        Text::new(match self {
            Piece::Builder => "traders-and-builders.piece.builder",
            Piece::Pig => "traders-and-builders.piece.pig",
        })
    }

    pub(super) const fn index(self) -> usize {
        self as usize
    }

    /// Whether it may stand on a feature of `kind`.
    pub const fn fits(self, kind: FeatureKind) -> bool {
        match self {
            Piece::Builder => matches!(kind, FeatureKind::Road | FeatureKind::City),
            Piece::Pig => matches!(kind, FeatureKind::Field),
        }
    }
}

/// Where a builder or pig was put: the placed tile and its segment on that tile.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stand {
    /// The placed tile it stands on.
    pub tile: u16,
    /// Its segment on that tile.
    pub(super) local: u8,
}

impl Stand {
    /// The feature it stands in.
    pub(super) fn feature(self, board: &Board) -> FeatureId {
        board.feature(self.tile, self.local)
    }
}

/// Whether `player` has a follower in feature `root`.
pub(super) fn has_follower(board: &Board, player: Seat, root: FeatureId) -> bool {
    board
        .followers()
        .iter()
        .any(|f| f.player == player && board.feature_of(f) == root)
}

/// Local segments of the tile being placed as `placing` says whose feature would hold a
/// follower of `player` once the tile is placed. The tile is not placed.
fn reached(game: &GameState, player: Seat, placing: Placing) -> u16 {
    let board = game.board();
    if !board.followers().iter().any(|f| f.player == player) {
        return 0;
    }
    board.segments_reaching(placing.tile, placing.at, placing.turn, |root| {
        has_follower(board, player, root)
    })
}

impl TradersAndBuilders {
    /// `player`'s `piece` on the board: where it was put, while the player still has a
    /// follower in its feature. Once the last one has left (the feature was completed and
    /// scored, or another rule took it away) the piece is back in supply, even before the
    /// module's next hook reports its return.
    pub fn standing(&self, board: &Board, player: Seat, piece: Piece) -> Option<Stand> {
        let stand = self.stands.get(player)?[piece.index()]?;
        has_follower(board, player, stand.feature(board)).then_some(stand)
    }

    /// A move placing each of `player`'s pieces in supply with the tile as `placing` says, on
    /// each feature of the tile where it may stand.
    pub(super) fn piece_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<TradersAndBuilders>,
    ) {
        let Placing { tile, at, turn } = placing;
        let board = game.board();
        let free = Piece::ALL.map(|p| self.standing(board, player, p).is_none());
        if free == [false; 2] {
            return;
        }
        let mut reached = reached(game, player, placing);
        let def = game.catalog().def(tile);
        while reached != 0 {
            let local = reached.trailing_zeros() as u8;
            reached &= reached - 1;
            let kind = def.segments[local as usize].kind;
            for piece in Piece::ALL {
                if !free[piece.index()] || !piece.fits(kind) {
                    continue;
                }
                let spot = Spot {
                    at,
                    corner: turn.corner(),
                    location: game.segment_location(tile, turn, local),
                };
                out.push(TradersMove::of(piece, spot));
            }
        }
    }

    /// Checks a move of `player` placing `piece` at `spot` with the tile as `placing` says.
    pub(super) fn check_piece(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        piece: Piece,
        spot: Spot,
    ) -> Result<(), IllegalMove> {
        let name = || piece.text();
        let Placing { tile, turn, .. } = placing;
        if !placing.holds(spot) {
            return Err(rule(
                "not-on-placed-tile",
                Text::new("traders-and-builders.rule.not-on-placed-tile").text("piece", name()),
            ));
        }
        if self.standing(game.board(), player, piece).is_some() {
            return Err(rule(
                match piece {
                    Piece::Builder => "builder-on-board",
                    Piece::Pig => "pig-on-board",
                },
                Text::new("traders-and-builders.rule.on-board").text("piece", name()),
            ));
        }
        let local = game.follower_segment(tile, turn, spot.location)?;
        if !piece.fits(game.catalog().def(tile).segments[local as usize].kind) {
            return Err(match piece {
                Piece::Builder => rule(
                    "builder-not-on-road-or-city",
                    Text::new("traders-and-builders.rule.builder-not-on-road-or-city")
                        .location("location", spot.location),
                ),
                Piece::Pig => rule(
                    "pig-not-on-field",
                    Text::new("traders-and-builders.rule.pig-not-on-field")
                        .location("location", spot.location),
                ),
            });
        }
        if reached(game, player, placing) & (1 << local) == 0 {
            return Err(rule(
                "no-follower-of-yours-there",
                Text::new(match piece {
                    Piece::Builder => {
                        "traders-and-builders.rule.no-follower-of-yours-there.builder"
                    }
                    Piece::Pig => "traders-and-builders.rule.no-follower-of-yours-there.pig",
                })
                .location("location", spot.location),
            ));
        }
        Ok(())
    }

    /// The pieces put on the board whose owner has no follower left in their feature: taken
    /// off, each with the reason (a completed feature, or none of the owner's followers left).
    pub(super) fn leaving(&self, board: &Board) -> Vec<(Seat, Piece, bool)> {
        let mut out = Vec::new();
        for (p, stands) in self.stands.iter() {
            for piece in Piece::ALL {
                if let Some(s) = stands[piece.index()] {
                    let root = s.feature(board);
                    if !has_follower(board, p, root) {
                        let completed = piece == Piece::Builder && board.is_closed(root);
                        out.push((p, piece, completed));
                    }
                }
            }
        }
        out
    }

    /// The pigs' share of final scoring: a pig's owner who wins its field (most farmers, ties
    /// included, after every tie-break) scores 1 more per completed city there, 4 instead of 3
    /// (a separate score beside the field's own).
    pub(super) fn pig_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        let board = game.board();
        for p in Seat::all(game.players().min(MAX_PLAYERS as u8)) {
            let Some(pig) = self.standing(board, p, Piece::Pig) else {
                continue;
            };
            let field = game.field_score(pig.feature(board));
            if !field.winners_mask().contains(p) || field.counted == 0 {
                continue;
            }
            let n = field.counted;
            let detail = Text::new("traders-and-builders.score.pig")
                .player("who", p)
                .num("n", n);
            let mut score = ScoreEvent::expansion_score(
                FeatureKind::Field,
                field.at,
                game.scoring_rules(),
                SeatSet::from(p),
                n,
                detail,
            );
            score.final_scoring = true;
            out.push(score);
        }
    }

    /// Where `stand` is, as a spot.
    pub(super) fn spot(game: &GameState, stand: Stand) -> Spot {
        let board = game.board();
        let pt = &board.tiles()[stand.tile as usize];
        Spot {
            at: pt.pos,
            corner: pt.turn.corner(),
            location: game.placed_location(stand.tile, stand.local),
        }
    }
}
