//! Why a move was refused: [`IllegalMove`], one variant per broken rule, each with a stable
//! code ([`IllegalMove::rule`]) for programs and a message for people.

use crate::board::{FollowerKind, PlacementError};
use crate::expansion::ExpansionRule;
use std::fmt;

use crate::geometry::{Corner, Location, SpacePos};
use crate::seat::Seat;
use crate::text::Text;

use super::setup::SetupError;

/// Why a follower location does not name a feature of the tile.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LocationProblem {
    /// A long-side location on a square tile.
    NoLongSide,
    /// A half of the long side the triangle does not have.
    NoSuchLongHalf,
    /// `C` on a tile without a monastery or inner field.
    NoMonastery,
    /// A side the triangle does not cover.
    NoSuchSide,
    /// The middle of a side where only fields touch it.
    FieldByMiddle,
    /// A location where no feature lies.
    NoFeature,
    /// A half-side (`S.w`, `D.ne`) where no field touches the tile's border: a half-side
    /// names the field at that half (`halflings.md` §2, §6a.6), never the city or road there.
    NoFieldAtHalf,
}

/// Why a move was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game is over.
    GameOver,
    /// Another player is to move.
    NotYourTurn {
        /// Who is to move.
        expected: Seat,
        /// Who tried.
        got: Seat,
    },
    /// This kind of move does not fit the phase.
    WrongPhase {
        /// What was tried: the key of its message.
        attempted: &'static str,
        /// The phase: the key of its message.
        phase: &'static str,
    },
    /// A tile index outside the game's catalogue.
    UnknownTile,
    /// The halfling is not on the draft table.
    NotOnDraftTable {
        /// The tile's id.
        tile: String,
    },
    /// The player already holds their count from that set.
    DraftSetFull {
        /// The set's id.
        set: String,
    },
    /// The halfling is not in the player's hand.
    NotInHand {
        /// The tile's id.
        tile: String,
    },
    /// The halfling fits nowhere.
    Unplaceable {
        /// The tile's id.
        tile: String,
    },
    /// The placement breaks a rule.
    Placement(PlacementError),
    /// No follower is left in supply.
    NoFollowerInSupply,
    /// No follower of the kind named is ready: none in reserve, none in this game, or one
    /// that goes only where its own rules put it.
    NoFollowerOfKind {
        /// The kind named (its name, or the number given).
        kind: String,
    },
    /// The feature already holds a follower.
    FeatureOccupied {
        /// Where the follower was to go.
        location: Location,
    },
    /// The location names no feature of the tile.
    BadLocation {
        /// The location given.
        location: Location,
        /// What is wrong with it.
        problem: LocationProblem,
    },
    /// An expansion forbids a follower there (a volcano…).
    FollowerForbidden {
        /// The expansion's id.
        expansion: &'static str,
        /// The location.
        location: Location,
    },
    /// An expansion obliges the player to act with this placement (not to place it bare).
    MustAct {
        /// The expansion's id.
        expansion: &'static str,
    },
    /// No tile lies where the move points.
    NoSuchTile {
        /// The space.
        at: SpacePos,
        /// The triangle's corner, if one was named.
        corner: Option<Corner>,
    },
    /// A move of an expansion the game does not play with.
    ExpansionNotInGame {
        /// The expansion's id.
        expansion: &'static str,
    },
    /// An expansion's rule is broken (boxed: refusals stay small).
    Expansion(Box<ExpansionRule>),
    /// The board holds as many tiles as it may.
    BoardFull {
        /// The most tiles a board holds.
        max: usize,
    },
    /// Something only a scenario may do.
    ScenarioOnly {
        /// What was tried: the key of its message.
        what: &'static str,
    },
    /// A player number beyond the players of the game.
    NoSuchPlayer {
        /// The player named (perhaps no seat of the game).
        player: Seat,
        /// Players in the game.
        players: u8,
    },
    /// A scenario's start tile is not a square tile lying square.
    StartNotSquare,
    /// A scenario's setup is refused.
    Setup(Box<SetupError>),
    /// A scenario's drawn tile is not the one the pile gives.
    DrawnNotNamed {
        /// The tile the scenario names.
        named: String,
        /// The tile the pile gives, if any.
        drawn: Option<String>,
    },
    /// A halfling in an extra turn an expansion granted with a regular tile only
    /// ([`AnotherTurn::RegularTile`](crate::expansion::AnotherTurn::RegularTile)).
    RegularTileTurn {
        /// The halfling's id.
        tile: String,
    },
    /// A hand given to a position holds a square tile.
    NotHalfling {
        /// The tile's id.
        tile: String,
    },
    /// A halfling given to a position twice: in two hands, or in a hand and on the board.
    HalflingTwice {
        /// The tile's id.
        tile: String,
    },
    /// A pile given to a position holds a triangle.
    NotInPile {
        /// The tile's id.
        tile: String,
    },
    /// A scripted chance outcome no module takes, or one it refuses.
    ChanceRefused {
        /// The outcome named.
        outcome: String,
        /// Why it cannot be.
        reason: String,
    },
}

impl LocationProblem {
    /// The problem as a message.
    pub fn text(self) -> Text {
        Text::new(match self {
            LocationProblem::NoLongSide => "location.no-long-side",
            LocationProblem::NoSuchLongHalf => "location.no-such-long-half",
            LocationProblem::NoMonastery => "location.no-monastery",
            LocationProblem::NoSuchSide => "location.no-such-side",
            LocationProblem::FieldByMiddle => "location.field-by-middle",
            LocationProblem::NoFeature => "location.no-feature",
            LocationProblem::NoFieldAtHalf => "location.no-field-at-half",
        })
    }
}

impl fmt::Display for LocationProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for LocationProblem {}

impl From<PlacementError> for IllegalMove {
    fn from(e: PlacementError) -> IllegalMove {
        IllegalMove::Placement(e)
    }
}

impl From<ExpansionRule> for IllegalMove {
    fn from(e: ExpansionRule) -> IllegalMove {
        IllegalMove::Expansion(Box::new(e))
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for IllegalMove {}

impl From<SetupError> for IllegalMove {
    fn from(e: SetupError) -> IllegalMove {
        IllegalMove::Setup(Box::new(e))
    }
}

impl IllegalMove {
    /// The refusal as a message: `illegal.<rule>` with its parameters; a placement's and an
    /// expansion's refusals are their own messages.
    pub fn text(&self) -> Text {
        let t = Text::new;
        match self {
            IllegalMove::GameOver => t("illegal.game-over"),
            IllegalMove::NotYourTurn { expected, got } => t("illegal.not-your-turn")
                .player("expected", *expected)
                .player("got", *got),
            IllegalMove::WrongPhase { attempted, phase } => t("illegal.wrong-phase")
                .text("attempted", t(attempted))
                .text("phase", t(phase)),
            IllegalMove::UnknownTile => t("illegal.unknown-tile"),
            IllegalMove::NotOnDraftTable { tile } => {
                t("illegal.not-on-draft-table").str("tile", tile)
            }
            IllegalMove::DraftSetFull { set } => t("illegal.draft-set-full").str("set", set),
            IllegalMove::NotInHand { tile } => t("illegal.not-in-hand").str("tile", tile),
            IllegalMove::Unplaceable { tile } => t("illegal.unplaceable").str("tile", tile),
            IllegalMove::Placement(p) => p.text(),
            IllegalMove::RegularTileTurn { tile } => {
                t("illegal.regular-tile-turn").str("tile", tile)
            }
            IllegalMove::NoFollowerInSupply => t("illegal.no-follower-in-supply"),
            IllegalMove::NotHalfling { tile } => t("illegal.not-halfling").str("tile", tile),
            IllegalMove::HalflingTwice { tile } => t("illegal.halfling-twice").str("tile", tile),
            IllegalMove::NotInPile { tile } => t("illegal.not-in-pile").str("tile", tile),
            IllegalMove::NoFollowerOfKind { kind } => t("illegal.no-follower-of-kind").text(
                "kind",
                FollowerKind::of(kind).map_or_else(
                    || Text::new("illegal.no-follower-of-kind.unknown").str("kind", kind),
                    FollowerKind::text,
                ),
            ),
            IllegalMove::FeatureOccupied { location } => {
                t("illegal.feature-occupied").location("location", *location)
            }
            IllegalMove::BadLocation { location, problem } => t("illegal.bad-location")
                .location("location", *location)
                .text("problem", problem.text()),
            IllegalMove::FollowerForbidden {
                expansion,
                location,
            } => t("illegal.follower-forbidden")
                .str("expansion", expansion)
                .location("location", *location),
            IllegalMove::MustAct { expansion } => t("illegal.must-act").str("expansion", expansion),
            IllegalMove::NoSuchTile { at, corner } => {
                t("illegal.no-such-tile").at("at", *at).maybe(
                    "corner",
                    corner.map(|c| Text::new("turn.corner").text("corner", c.text())),
                )
            }
            IllegalMove::ExpansionNotInGame { expansion } => {
                t("illegal.expansion-not-in-game").str("expansion", expansion)
            }
            IllegalMove::Expansion(e) => e.message.clone(),
            IllegalMove::BoardFull { max } => t("illegal.board-full").num("max", *max as i64),
            IllegalMove::ScenarioOnly { what } => t("illegal.scenario-only").text("what", t(what)),
            IllegalMove::NoSuchPlayer { player, players } => t("illegal.no-such-player")
                .num("player", player.number())
                .num("players", *players),
            IllegalMove::StartNotSquare => t("illegal.start-not-square"),
            IllegalMove::Setup(e) => t("illegal.bad-setup").str("problem", e),
            IllegalMove::DrawnNotNamed { named, drawn } => {
                let drawn = match drawn {
                    Some(d) => t("illegal.drawn-not-named.tile").str("tile", d),
                    None => t("illegal.drawn-not-named.none"),
                };
                t("illegal.drawn-not-named")
                    .str("named", named)
                    .text("drawn", drawn)
            }
            IllegalMove::ChanceRefused { outcome, reason } => t("illegal.chance-refused")
                .str("outcome", format!("{outcome:?}"))
                .str("reason", reason),
        }
    }

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
        // Legal-move lists are the hot path: a move must stay a few words (an expansion's
        // move is its module, a placement and its payload).
        assert!(std::mem::size_of::<crate::state::Move>() <= 32);
        assert!(std::mem::size_of::<IllegalMove>() <= 64);
    }
}
