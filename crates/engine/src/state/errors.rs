//! Why a move was refused: [`IllegalMove`], one variant per broken rule, each with a stable
//! code ([`IllegalMove::rule`]) for programs and a message for people.

use crate::board::PlacementError;
use crate::expansion::ExpansionRule;
use crate::geometry::{Corner, Location, SpacePos};

use super::setup::SetupError;

/// Why a follower location does not name a feature of the tile.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LocationProblem {
    /// A long-side location on a square tile.
    #[error("a square tile has no long side D")]
    NoLongSide,
    /// A half of the long side the triangle does not have.
    #[error("that half of the long side does not exist on this triangle")]
    NoSuchLongHalf,
    /// `C` on a tile without a monastery or inner field.
    #[error("the tile has no monastery or inner field (location C)")]
    NoMonastery,
    /// A side the triangle does not cover.
    #[error("the tile does not cover that side")]
    NoSuchSide,
    /// The middle of a side where only fields touch it.
    #[error("that is a field: name a field by a half such as N.w")]
    FieldByMiddle,
    /// A location where no feature lies.
    #[error("no feature lies there: name a city by its side")]
    NoFeature,
    /// A half-side (`S.w`, `D.ne`) where no field touches the tile's border: a half-side
    /// names the field at that half (`halflings.md` §2, §6a.6), never the city or road there.
    #[error("no field touches that half-side: name a city or road by its side")]
    NoFieldAtHalf,
}

/// Why a move was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Another player is to move.
    #[error("out of turn: player {expected} is to move, not player {got}")]
    NotYourTurn {
        /// Who is to move (0-based).
        expected: u8,
        /// Who tried.
        got: u8,
    },
    /// This kind of move does not fit the phase.
    #[error("wrong phase: {attempted} is not possible now ({phase})")]
    WrongPhase {
        /// What was tried.
        attempted: &'static str,
        /// The phase, in words.
        phase: &'static str,
    },
    /// A tile index outside the game's catalogue.
    #[error("that tile is not in this game's catalogue")]
    UnknownTile,
    /// The halfling is not on the draft table.
    #[error("not available: {tile} is not on the draft table")]
    NotOnDraftTable {
        /// The tile's id.
        tile: String,
    },
    /// The player already holds their count from that set.
    #[error("not available: you already hold your count from set {set}")]
    DraftSetFull {
        /// The set's id.
        set: String,
    },
    /// The halfling is not in the player's hand.
    #[error("not available: halfling {tile} is not in your hand")]
    NotInHand {
        /// The tile's id.
        tile: String,
    },
    /// The halfling fits nowhere.
    #[error("unplaceable: halfling {tile} fits nowhere on the board")]
    Unplaceable {
        /// The tile's id.
        tile: String,
    },
    /// The placement breaks a rule.
    #[error("{0}")]
    Placement(#[from] PlacementError),
    /// No follower is left in supply.
    #[error("follower: no follower left in supply")]
    NoFollowerInSupply,
    /// No follower of the kind named is ready: none in reserve, none in this game, or one
    /// that goes only where its own rules put it.
    #[error("follower: no {kind} of yours is ready to go there")]
    NoFollowerOfKind {
        /// The kind named (its name, or the number given).
        kind: String,
    },
    /// The feature already holds a follower.
    #[error("follower on an occupied feature: the feature at {location} already holds a follower")]
    FeatureOccupied {
        /// Where the follower was to go.
        location: Location,
    },
    /// The location names no feature of the tile.
    #[error("follower: location {location}: {problem}")]
    BadLocation {
        /// The location given.
        location: Location,
        /// What is wrong with it.
        problem: LocationProblem,
    },
    /// An expansion forbids a follower there (a volcano…).
    #[error("follower: {expansion} forbids a follower at {location}")]
    FollowerForbidden {
        /// The expansion's id.
        expansion: &'static str,
        /// The location.
        location: Location,
    },
    /// An expansion obliges the player to act with this placement (not to place it bare).
    #[error("{expansion}: this placement obliges you to act, not to place the tile bare")]
    MustAct {
        /// The expansion's id.
        expansion: &'static str,
    },
    /// No tile lies where the move points.
    #[error("no tile at {at} {}", corner.map_or("", |c| c.name()))]
    NoSuchTile {
        /// The space.
        at: SpacePos,
        /// The triangle's corner, if one was named.
        corner: Option<Corner>,
    },
    /// A move of an expansion the game does not play with.
    #[error("expansion {expansion} is not played in this game")]
    ExpansionNotInGame {
        /// The expansion's id.
        expansion: &'static str,
    },
    /// An expansion's rule is broken.
    #[error("{0}")]
    Expansion(#[from] ExpansionRule),
    /// The board holds as many tiles as it may.
    #[error("the board is full: at most {max} tiles")]
    BoardFull {
        /// The most tiles a board holds.
        max: usize,
    },
    /// Something only a scenario may do.
    #[error("{what} only in scenario mode")]
    ScenarioOnly {
        /// What was tried.
        what: &'static str,
    },
    /// A player number beyond the players of the game.
    #[error("player {player} does not exist ({players} players)")]
    NoSuchPlayer {
        /// The player named (0-based).
        player: u8,
        /// Players in the game.
        players: u8,
    },
    /// A scenario's start tile is not a square tile lying square.
    #[error("the start tile must be a square tile")]
    StartNotSquare,
    /// A scenario's setup is refused.
    #[error("{0}")]
    Setup(Box<SetupError>),
    /// A scenario's drawn tile is not the one the pile gives.
    #[error("the pile gives {}, not {named}", drawn.as_deref().unwrap_or("no tile"))]
    DrawnNotNamed {
        /// The tile the scenario names.
        named: String,
        /// The tile the pile gives, if any.
        drawn: Option<String>,
    },
    /// A halfling in an extra turn an expansion granted with a regular tile only
    /// ([`AnotherTurn::RegularTile`](crate::expansion::AnotherTurn::RegularTile)).
    #[error("this extra turn takes a regular tile from the pile, not halfling {tile}")]
    RegularTileTurn {
        /// The halfling's id.
        tile: String,
    },
    /// A hand given to a position holds a square tile.
    #[error("a hand holds halflings only: {tile} is a square tile")]
    NotHalfling {
        /// The tile's id.
        tile: String,
    },
    /// A halfling given to a position twice: in two hands, or in a hand and on the board.
    #[error("halfling {tile} is in two places: each halfling is in one hand or on the board")]
    HalflingTwice {
        /// The tile's id.
        tile: String,
    },
    /// A pile given to a position holds a triangle.
    #[error("the pile holds square tiles only: {tile} is a halfling")]
    NotInPile {
        /// The tile's id.
        tile: String,
    },
    /// A scripted chance outcome no module takes, or one it refuses.
    #[error("chance {outcome:?}: {reason}")]
    ChanceRefused {
        /// The outcome named.
        outcome: String,
        /// Why it cannot be.
        reason: String,
    },
}

impl From<SetupError> for IllegalMove {
    fn from(e: SetupError) -> IllegalMove {
        IllegalMove::Setup(Box::new(e))
    }
}

impl IllegalMove {
    /// The broken rule's stable code (`"feature-occupied"`); an expansion's rule is prefixed
    /// with the expansion's id (`"ID/RULE"`).
    pub fn rule(&self) -> String {
        let code = match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::NotYourTurn { .. } => "not-your-turn",
            IllegalMove::WrongPhase { .. } => "wrong-phase",
            IllegalMove::UnknownTile => "unknown-tile",
            IllegalMove::NotOnDraftTable { .. } => "not-on-draft-table",
            IllegalMove::DraftSetFull { .. } => "draft-set-full",
            IllegalMove::NotInHand { .. } => "not-in-hand",
            IllegalMove::Unplaceable { .. } => "unplaceable",
            IllegalMove::Placement(p) => p.rule(),
            IllegalMove::NoFollowerInSupply => "no-follower-in-supply",
            IllegalMove::NoFollowerOfKind { .. } => "no-follower-of-kind",
            IllegalMove::FeatureOccupied { .. } => "feature-occupied",
            IllegalMove::BadLocation { .. } => "bad-location",
            IllegalMove::FollowerForbidden { .. } => "follower-forbidden",
            IllegalMove::MustAct { .. } => "must-act",
            IllegalMove::NoSuchTile { .. } => "no-such-tile",
            IllegalMove::ExpansionNotInGame { .. } => "expansion-not-in-game",
            IllegalMove::Expansion(e) => return format!("{}/{}", e.module, e.rule),
            IllegalMove::BoardFull { .. } => "board-full",
            IllegalMove::ScenarioOnly { .. } => "scenario-only",
            IllegalMove::NoSuchPlayer { .. } => "no-such-player",
            IllegalMove::StartNotSquare => "start-not-square",
            IllegalMove::Setup(_) => "bad-setup",
            IllegalMove::DrawnNotNamed { .. } => "drawn-not-named",
            IllegalMove::RegularTileTurn { .. } => "regular-tile-turn",
            IllegalMove::ChanceRefused { .. } => "chance-refused",
            IllegalMove::NotHalfling { .. } => "not-a-halfling",
            IllegalMove::HalflingTwice { .. } => "halfling-twice",
            IllegalMove::NotInPile { .. } => "not-in-pile",
        };
        code.to_string()
    }
}

impl PlacementError {
    /// The broken placement rule's stable code (`"side-mismatch"`).
    pub fn rule(&self) -> &'static str {
        match self {
            PlacementError::SpaceTaken { .. } => "space-taken",
            PlacementError::SquareIntoHalfSpace { .. } => "square-into-half-space",
            PlacementError::NotComplementary { .. } => "not-complementary",
            PlacementError::NotTouching { .. } => "not-touching",
            PlacementError::SideMismatch { .. } => "side-mismatch",
            PlacementError::LongSideMismatch { .. } => "long-side-mismatch",
            PlacementError::WrongTurn(_) => "wrong-turn",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_errors_stay_small() {
        // Legal-move lists are the hot path: a move must stay a few words.
        assert!(std::mem::size_of::<crate::state::Move>() <= 32);
        assert!(std::mem::size_of::<IllegalMove>() <= 64);
    }
}
