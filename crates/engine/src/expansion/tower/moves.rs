//! The Tower's moves, decision and events as the module's own types, and the older wire form
//! of its moves (the action with `"target"` and an argument such as `"P2 big-follower"`),
//! which stored games and scenarios keep.

use serde::{Deserialize, Serialize};

use crate::board::FollowerKind;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::{Seat, MAX_PLAYERS};
use crate::state::Spot;
use crate::text::Text;

/// A follower one player holds prisoner: who holds it (`seat`) and its kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prisoner {
    /// The captor holding it.
    pub seat: Seat,
    /// Its kind (a captured follower comes back as the kind it was).
    pub kind: FollowerKind,
}

/// A move of the Tower.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum TowerMove {
    /// With the placement: a floor on the tower at `tower` (the foundation of the tile placed,
    /// or any open tower; location `C`).
    Floor {
        /// The tower's place.
        tower: Spot,
    },
    /// With the placement: a follower of kind `kind` from supply on top of the open tower at
    /// `tower`, which closes it.
    Top {
        /// The tower's place.
        tower: Spot,
        /// The follower's kind.
        kind: FollowerKind,
    },
    /// The pending capture takes the follower of `owner` at `follower` (on the top of the
    /// tower there when `on_top`).
    Capture {
        /// Where the follower stands.
        follower: Spot,
        /// Its owner.
        owner: Seat,
        /// Whether it stands on a tower's top.
        on_top: bool,
    },
    /// The pending capture takes nothing.
    Pass,
    /// Before placing, once a turn: pay the captor of `prisoner` for it back.
    Ransom {
        /// The follower bought back.
        prisoner: Prisoner,
    },
}

const WITH_TILE: Refusal = Refusal::new("tower-with-placement", "tower.rule.tower-with-placement");
const CAPTURING: Refusal = Refusal::new("not-capturing", "tower.rule.not-capturing");
const BEFORE_PLACING: Refusal =
    Refusal::new("ransom-before-placing", "tower.rule.ransom-before-placing");

impl ModuleMove for TowerMove {
    fn timing(&self) -> Timing {
        match self {
            TowerMove::Floor { .. } | TowerMove::Top { .. } => Timing::WithTile(WITH_TILE),
            TowerMove::Capture { .. } | TowerMove::Pass => Timing::Decision(CAPTURING),
            TowerMove::Ransom { .. } => Timing::BeforePlacing(BEFORE_PLACING),
        }
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            TowerMove::Floor { tower } | TowerMove::Top { tower, .. } => Some(tower),
            TowerMove::Capture { follower, .. } => Some(follower),
            TowerMove::Pass | TowerMove::Ransom { .. } => None,
        }
    }

    fn figure(&self) -> Option<&'static str> {
        matches!(self, TowerMove::Floor { .. }).then_some("floor")
    }

    fn with_figure(figure: &str, spot: Spot) -> Option<TowerMove> {
        (figure == "floor").then_some(TowerMove::Floor { tower: spot })
    }

    fn legacy(action: &str, target: Option<Spot>, arg: Option<&str>) -> Result<TowerMove, String> {
        let spot = || target.ok_or_else(|| format!("{action}: name the \"target\""));
        let words: Vec<&str> = arg.unwrap_or_default().split_whitespace().collect();
        Ok(match (action, words.as_slice()) {
            ("floor", []) => TowerMove::Floor { tower: spot()? },
            ("top", []) => TowerMove::Top {
                tower: spot()?,
                kind: FollowerKind::REGULAR,
            },
            ("top", [kind]) => TowerMove::Top {
                tower: spot()?,
                kind: special(kind)?,
            },
            ("capture", [seat]) => TowerMove::Capture {
                follower: spot()?,
                owner: legacy_seat(seat)?,
                on_top: false,
            },
            ("capture", [seat, "top"]) => TowerMove::Capture {
                follower: spot()?,
                owner: legacy_seat(seat)?,
                on_top: true,
            },
            ("pass", []) => TowerMove::Pass,
            ("ransom", [seat]) => TowerMove::Ransom {
                prisoner: Prisoner {
                    seat: legacy_seat(seat)?,
                    kind: FollowerKind::REGULAR,
                },
            },
            ("ransom", [seat, kind]) => TowerMove::Ransom {
                prisoner: Prisoner {
                    seat: legacy_seat(seat)?,
                    kind: special(kind)?,
                },
            },
            ("floor" | "top" | "capture" | "pass" | "ransom", _) => {
                return Err(format!(
                    "{action}: no argument {:?}",
                    arg.unwrap_or_default()
                ))
            }
            _ => {
                return Err(format!(
                    "no action {action:?} (actions: floor, top, capture, pass, ransom)"
                ))
            }
        })
    }
}

/// A seat as the older form wrote it: `P1` … `P6`.
fn legacy_seat(text: &str) -> Result<Seat, String> {
    text.strip_prefix('P')
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|n| (1..=MAX_PLAYERS as u8).contains(n))
        .map(|n| Seat::new(n - 1))
        .ok_or_else(|| format!("{text:?} is no seat: write P1 … P{MAX_PLAYERS}"))
}

/// A special follower by name, as the older form wrote it.
fn special(name: &str) -> Result<FollowerKind, String> {
    FollowerKind::of(name)
        .ok_or_else(|| format!("{name:?} is no special follower of a registered expansion"))
}

/// The decision the Tower waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TowerDecision {
    /// The player who put a floor on a tower may capture a follower in range.
    Capture,
}

/// What the Tower reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TowerEvent {
    /// A floor went on a tower, now `height` high.
    FloorPlaced {
        /// The tower's height with it.
        height: u8,
    },
    /// A follower went on top of a tower `height` high, which closes it.
    TopPlaced {
        /// The tower's height.
        height: u8,
    },
    /// A follower of `owner` was captured: a prisoner unless the captor's own, which goes
    /// back to supply.
    Captured {
        /// The follower's owner.
        owner: Seat,
        /// Whether it stood on a tower's top.
        top: bool,
        /// Whether it became a prisoner (another player's follower).
        prisoner: bool,
    },
    /// The player and `with` each got a follower back from the other.
    Exchanged {
        /// The other player.
        with: Seat,
    },
    /// The player paid `captor` `points` and took a follower of kind `kind` back.
    Ransomed {
        /// Who held it.
        captor: Seat,
        /// What it cost.
        points: u32,
        /// Its kind.
        kind: FollowerKind,
    },
    /// The player's follower on top of a tower went back to supply: its space was cleared.
    TopReturned,
}

impl ModuleEvent for TowerEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let text = |key| Text::new(key).player("who", player).at_if("at", at.map(|s| s.at));
        match *self {
            TowerEvent::FloorPlaced { height } => {
                text("tower.event.floor-placed").num("height", height)
            }
            TowerEvent::TopPlaced { .. } => text("tower.event.top-placed"),
            TowerEvent::Captured { owner, top, .. } => {
                let place = at.map(|s| match top {
                    true => Text::new("tower.place.top").at("at", s.at),
                    false => Text::new("tower.place.spot").spot("spot", s),
                });
                if owner == player {
                    text("tower.event.freed-own").maybe("place", place)
                } else {
                    text("tower.event.captured")
                        .player("owner", owner)
                        .maybe("place", place)
                }
            }
            TowerEvent::Exchanged { with } => text("tower.event.exchanged").player("other", with),
            TowerEvent::Ransomed {
                captor,
                points,
                kind,
            } => text("tower.event.ransomed")
                .player("captor", captor)
                .num("points", points)
                .text("kind", kind.text()),
            TowerEvent::TopReturned => text("tower.event.top-returned"),
        }
    }
}
