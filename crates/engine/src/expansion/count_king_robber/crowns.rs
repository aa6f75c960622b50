//! The King and the Robber (`count-king-robber-shrines.md` §3.2): who holds each marker, the
//! size that won it, how it changes hands when a placement completes cities or roads, and what
//! it pays (option `king_and_robber_scoring`).
//!
//! Sizes count in the unit the rules version scores roads and cities in (§5, **UNCONFIRMED**
//! by a source, the grid principle): occupied spaces (two triangles of one space in the
//! feature count once) under `c2-2021` and `c1-2014`, tiles (each triangle one) under
//! `c1-2015` and `c2-2020`.

use super::moves::{CountKingRobberEvent, Marker, MarkerScoring};
use crate::board::{Board, FeatureId};
use crate::expansion::{Ctx, Placed};
use crate::geometry::SpacePos;
use crate::rules::Unit;
use crate::scoring::{ScoreEvent, ScoringRules};
use crate::seat::{Seat, SeatSet};
use crate::state::GameState;
use crate::text::Text;
use crate::tiles::FeatureKind;

/// Points a marker pays at the end under `10/20`.
const TEN_EACH: u32 = 10;
/// Points one marker pays at the end under `15/40`.
const FIFTEEN_FOR_ONE: u32 = 15;
/// Points both markers pay together at the end under `15/40`.
const FORTY_FOR_BOTH: u32 = 40;
/// Points a marker is worth to bots under `continuously` (the completions still to come).
const CONTINUOUS_VALUE: f32 = 2.0;

/// One marker: who holds it and the feature that won it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Crown {
    /// Its holder, `None` until the first city (road) is completed.
    pub holder: Option<Seat>,
    /// The size of the largest city (longest road) completed so far, in the version's unit.
    pub size: u32,
    /// A space of that feature (its earliest tile's).
    pub at: SpacePos,
}

impl Default for Crown {
    fn default() -> Crown {
        Crown {
            holder: None,
            size: 0,
            at: SpacePos::new(0, 0),
        }
    }
}

/// The King and the Robber, and what they pay.
#[derive(Clone, Debug)]
pub struct Crowns {
    king: Crown,
    robber: Crown,
    /// Cities, then roads, completed so far (for the bots' valuation).
    completed: [u32; 2],
    scoring: MarkerScoring,
}

impl Marker {
    /// The feature it goes with.
    pub fn feature(self) -> FeatureKind {
        match self {
            Marker::King => FeatureKind::City,
            Marker::Robber => FeatureKind::Road,
        }
    }

    /// Its index in per-marker arrays.
    fn index(self) -> usize {
        match self {
            Marker::King => 0,
            Marker::Robber => 1,
        }
    }

    /// The key of its name's message, the label of its scores.
    fn label(self) -> &'static str {
        match self {
            Marker::King => "count-king-robber.king",
            Marker::Robber => "count-king-robber.robber",
        }
    }

    /// The key of the message counting its points (`{n}`).
    fn detail(self) -> &'static str {
        match self {
            Marker::King => "count-king-robber.score.king",
            Marker::Robber => "count-king-robber.score.robber",
        }
    }

    /// Both, the King first.
    const BOTH: [Marker; 2] = [Marker::King, Marker::Robber];
}

/// The size of feature `f` in `unit`: its distinct tiles, or the distinct spaces they lie on.
pub(super) fn size(board: &Board, f: FeatureId, unit: Unit) -> u32 {
    let mut tiles: Vec<u16> = board.parts(f).map(|p| p.tile).collect();
    tiles.sort_unstable();
    tiles.dedup();
    match unit {
        Unit::Tiles => tiles.len() as u32,
        Unit::Spaces => {
            let mut spaces: Vec<SpacePos> =
                tiles.iter().map(|&t| board.tiles()[t as usize].pos).collect();
            spaces.sort_unstable();
            spaces.dedup();
            spaces.len() as u32
        }
    }
}

impl Crowns {
    /// Nobody holds either marker yet.
    pub(super) fn new(scoring: MarkerScoring) -> Crowns {
        Crowns {
            king: Crown::default(),
            robber: Crown::default(),
            completed: [0; 2],
            scoring,
        }
    }

    /// The marker `marker`.
    pub fn get(&self, marker: Marker) -> Crown {
        match marker {
            Marker::King => self.king,
            Marker::Robber => self.robber,
        }
    }

    fn get_mut(&mut self, marker: Marker) -> &mut Crown {
        match marker {
            Marker::King => &mut self.king,
            Marker::Robber => &mut self.robber,
        }
    }

    /// Marker `marker`'s score for `holder`, `value` points, under `rules`.
    fn score(
        &self,
        rules: &ScoringRules,
        marker: Marker,
        holder: Seat,
        value: u32,
        final_scoring: bool,
    ) -> ScoreEvent {
        let mut s = ScoreEvent::expansion_score(
            marker.feature(),
            self.get(marker).at,
            rules,
            SeatSet::from(holder),
            value,
            Text::new(marker.detail()).num("n", value),
        );
        s.final_scoring = final_scoring;
        s.label = Some(marker.label());
        s
    }

    /// The cities and roads the tile `placed` completed: the largest of each kind may hand
    /// its marker to the placer (the first completed always does; an equal size does not);
    /// under `continuously` the holder then scores 1 for each.
    pub(super) fn completed(&mut self, ctx: &mut Ctx, placed: Placed, unit: Unit) {
        for marker in Marker::BOTH {
            let board = ctx.board();
            let mut done: Vec<FeatureId> = board
                .features_reached(placed.tile)
                .map(|(_, _, f)| f)
                .filter(|&f| board.kind_of(f) == marker.feature() && board.is_closed(f))
                .collect();
            done.sort_unstable();
            done.dedup();
            let Some((largest, at)) = done
                .iter()
                .map(|&f| (size(board, f, unit), board.first_space(f)))
                .reduce(|a, b| if b.0 > a.0 { b } else { a })
            else {
                continue;
            };
            self.completed[marker.index()] += done.len() as u32;
            let crown = self.get_mut(marker);
            if crown.holder.is_none() || largest > crown.size {
                *crown = Crown {
                    holder: Some(placed.player),
                    size: largest,
                    at,
                };
                ctx.emit(
                    placed.player,
                    None,
                    CountKingRobberEvent::MarkerTaken {
                        marker,
                        size: largest,
                        at: [at.x, at.y],
                    },
                );
            }
            let crown = self.get(marker);
            if let (MarkerScoring::Continuously, Some(holder)) = (self.scoring, crown.holder) {
                let score = self.score(ctx.game().scoring_rules(), marker, holder, done.len() as u32, false);
                ctx.pay(score);
            }
        }
    }

    /// The markers' scores at the end, as option `king_and_robber_scoring` says.
    pub(super) fn final_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        let held = |m: Marker| self.get(m).holder.map(|h| (m, h));
        match self.scoring {
            MarkerScoring::Continuously => {}
            MarkerScoring::Default => {
                for (m, holder) in Marker::BOTH.into_iter().filter_map(held) {
                    let board = game.board();
                    let count = board
                        .features()
                        .filter(|&f| board.kind_of(f) == m.feature() && board.is_closed(f))
                        .count() as u32;
                    out.push(self.score(game.scoring_rules(), m, holder, count, true));
                }
            }
            MarkerScoring::TenEach => {
                for (m, holder) in Marker::BOTH.into_iter().filter_map(held) {
                    out.push(self.score(game.scoring_rules(), m, holder, TEN_EACH, true));
                }
            }
            MarkerScoring::FifteenForty => match (held(Marker::King), held(Marker::Robber)) {
                (Some((_, k)), Some((_, r))) if k == r => {
                    let mut s = self.score(game.scoring_rules(), Marker::King, k, FORTY_FOR_BOTH, true);
                    s.label = Some("count-king-robber.both");
                    s.detail = Some(Text::new("count-king-robber.both"));
                    out.push(s);
                }
                (king, robber) => {
                    for (m, holder) in [king, robber].into_iter().flatten() {
                        out.push(self.score(game.scoring_rules(), m, holder, FIFTEEN_FOR_ONE, true));
                    }
                }
            },
        }
    }

    /// What the markers `player` holds are worth to them now, in points.
    pub(super) fn worth(&self, _game: &GameState, player: Seat) -> f32 {
        let held: Vec<Marker> = Marker::BOTH
            .into_iter()
            .filter(|&m| self.get(m).holder == Some(player))
            .collect();
        match (self.scoring, held.len()) {
            (_, 0) => 0.0,
            (MarkerScoring::Default, _) => held
                .iter()
                .map(|m| self.completed[m.index()] as f32)
                .sum(),
            (MarkerScoring::TenEach, n) => (TEN_EACH * n as u32) as f32,
            (MarkerScoring::FifteenForty, 1) => FIFTEEN_FOR_ONE as f32,
            (MarkerScoring::FifteenForty, _) => FORTY_FOR_BOTH as f32,
            (MarkerScoring::Continuously, n) => CONTINUOUS_VALUE * n as f32,
        }
    }

    /// A marker is held by a player of the game exactly when a feature has won it.
    pub(super) fn invariants(&self, game: &GameState) -> Result<(), String> {
        for m in Marker::BOTH {
            let c = self.get(m);
            match c.holder {
                Some(p) if !p.is_in(game.players()) => {
                    return Err(format!("{m:?} held by player {p}, who is not in the game"));
                }
                Some(_) if c.size == 0 => return Err(format!("{m:?} held for a feature of size 0")),
                None if c.size > 0 => return Err(format!("{m:?} held by nobody at size {}", c.size)),
                _ => {}
            }
        }
        Ok(())
    }
}
