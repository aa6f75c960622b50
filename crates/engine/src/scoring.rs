//! Scoring during the game and at the end, counted as each rules version says, with the
//! explanation every score carries.

use serde::Serialize;

use crate::geometry::SpacePos;
use crate::rules::{RulesVersion, Unit};
use crate::seat::{PerSeat, Seat, SeatSet};
use crate::text::Text;
use crate::tiles::FeatureKind;

/// The rules that decide a score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ScoringRules {
    /// The rules version.
    pub version: RulesVersion,
    /// Whether the halflings' symbols act (`halflings.md` §6).
    pub symbols_active: bool,
    /// Number of players.
    pub players: u8,
}

/// One feature scored: who scores, what was counted and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreEvent {
    /// Road, city, monastery or field.
    pub feature: FeatureKind,
    /// A space of the feature (its earliest tile's).
    pub at: SpacePos,
    /// A segment of the scored road, city or field on the board (none for a monastery or a
    /// score an expansion makes): what [`crate::GameState::score_places`] lists the tiles of.
    #[serde(skip)]
    pub(crate) segment: u16,
    /// Whether the feature was complete.
    pub complete: bool,
    /// Whether this is end-of-game scoring.
    pub final_scoring: bool,
    /// Units counted (spaces or tiles; for a field, completed cities).
    pub counted: u32,
    /// What was counted.
    pub unit: Unit,
    /// Coats of arms (cities).
    pub arms: u32,
    /// A bonus an expansion added.
    pub bonus: Option<Bonus>,
    /// Points an expansion adds to what each scorer gets after every other point of the
    /// scoring (after `bonus` and `rate`, so that nothing multiplies them), with what pays.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub added: Option<Added>,
    /// The points per counted unit (and coat of arms) an expansion set instead of the usual
    /// ones, with why.
    pub rate: Option<Rate>,
    /// Points for each scoring player.
    pub value: u32,
    /// Followers per player in the feature, by strength (a special follower may count more
    /// than one).
    #[serde(skip)]
    pub followers: PerSeat<u8>,
    /// Points per player.
    #[serde(skip)]
    pub points: PerSeat<u32>,
    /// Number of players in the game.
    #[serde(skip)]
    pub players: u8,
    /// What broke a tie among the players with the most followers, if anything did: the key
    /// of its name's message (an expansion's, `"<id>.tie-break"`).
    pub tie_break: Option<&'static str>,
    /// The rules version that decided the counting.
    pub rules: RulesVersion,
    /// For a score an expansion makes: what was counted, in place of the feature's counting.
    pub detail: Option<Text>,
    /// What was scored, when an expansion scores a feature of its own like one of the core's
    /// kinds (scored like a monastery, under its own name): the key of its name's message;
    /// `None`: the kind's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<&'static str>,
    /// The players who score.
    #[serde(skip)]
    pub(crate) winners: SeatSet,
}

/// Points an expansion adds to a feature's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Bonus {
    /// What pays, in the singular.
    pub name: &'static str,
    /// The key of the message counting it (`{n}` of them), the expansion's.
    #[serde(skip)]
    pub key: &'static str,
    /// How many.
    pub count: u32,
    /// Points for each.
    pub each: u32,
}

/// Points an expansion adds last to a feature's value for each scorer (see
/// [`ScoreEvent::add_last`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Added {
    /// The points added.
    pub points: u32,
    /// What pays them, as a message (the expansion's: `"2 … × 1"`).
    pub what: Text,
}

/// Points per counted unit of a road or city (and per coat of arms) that an expansion sets
/// instead of the usual ones.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rate {
    /// Points per counted unit and per coat of arms.
    pub each: u32,
    /// Why (what the feature holds): the key of its message, the expansion's.
    pub because: &'static str,
}

impl ScoreEvent {
    /// Points per player, one entry per seat.
    pub fn points(&self) -> &[u32] {
        self.points.of(self.players)
    }

    /// Followers per player, one entry per seat.
    pub fn followers(&self) -> &[u8] {
        self.followers.of(self.players)
    }

    /// The seats that score.
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.players).filter(|&p| self.points[p] > 0)
    }

    /// The players who win the feature (even when it is worth nothing).
    pub fn winners_mask(&self) -> SeatSet {
        self.winners
    }

    /// A score of `value` for each player in `winners`, as an expansion
    /// reports it; `detail` says what was counted.
    pub fn expansion_score(
        feature: FeatureKind,
        at: SpacePos,
        rules: &ScoringRules,
        winners: SeatSet,
        value: u32,
        detail: Text,
    ) -> ScoreEvent {
        let mut s = ScoreEvent {
            feature,
            at,
            segment: crate::board::NONE,
            complete: true,
            final_scoring: false,
            counted: value,
            unit: Unit::Tiles,
            arms: 0,
            bonus: None,
            added: None,
            rate: None,
            value,
            followers: PerSeat::default(),
            points: PerSeat::default(),
            players: rules.players,
            tie_break: None,
            rules: rules.version,
            detail: Some(detail),
            label: None,
            winners,
        };
        s.set_value(value);
        s
    }

    /// A feature an expansion scores like a monastery for `player` alone: its 3×3 around `at`,
    /// `counted` in `unit` (as the rules version counts monasteries), worth 1 a unit; `label`
    /// (the key of a message) names it.
    #[allow(clippy::too_many_arguments)]
    pub fn like_monastery(
        label: &'static str,
        at: SpacePos,
        rules: &ScoringRules,
        player: Seat,
        counted: u32,
        unit: Unit,
        complete: bool,
        final_scoring: bool,
    ) -> ScoreEvent {
        let mut s = ScoreEvent::expansion_score(
            FeatureKind::Monastery,
            at,
            rules,
            SeatSet::from(player),
            counted,
            Text::new(label),
        );
        s.followers[player] = 1;
        s.complete = complete;
        s.final_scoring = final_scoring;
        s.unit = unit;
        s.detail = None;
        s.label = Some(label);
        s
    }

    /// The name of what was scored, as a message (`"City"`, or an expansion's label).
    pub fn name(&self) -> Text {
        Text::new(self.label.unwrap_or(match self.feature {
            FeatureKind::Road => "score.feature.road",
            FeatureKind::City => "score.feature.city",
            FeatureKind::Monastery => "score.feature.monastery",
            FeatureKind::Field => "score.feature.field",
        }))
    }

    /// Makes `winners` the scoring players.
    pub(crate) fn set_winners(&mut self, winners: SeatSet) {
        self.winners = winners;
        self.set_value(self.value);
    }

    /// Counts the road or city at `each` points per unit and per coat of arms, `because`
    /// something an expansion puts on it (the key of the message saying what).
    pub fn set_rate(&mut self, each: u32, because: &'static str) {
        self.rate = Some(Rate { each, because });
        let arms = if self.feature == FeatureKind::City {
            self.arms
        } else {
            0
        };
        let added = self.added.as_ref().map_or(0, |a| a.points);
        self.set_value(each * (self.counted + arms) + added);
    }

    /// Adds `points` to what each scorer gets, after every other point of the scoring (a rate
    /// set later keeps them); `what` says what pays them. Points added before are kept, their
    /// explanations joined.
    pub fn add_last(&mut self, points: u32, what: Text) {
        let added = match self.added.take() {
            Some(before) => Added {
                points: before.points + points,
                what: Text::new("score.sum.more-added")
                    .text("before", before.what)
                    .text("added", what),
            },
            None => Added { points, what },
        };
        self.added = Some(added);
        self.set_value(self.value + points);
    }

    /// Makes the feature worth `value` to each winner.
    pub(crate) fn set_value(&mut self, value: u32) {
        self.value = value;
        for (p, pts) in self.points.iter_mut() {
            *pts = if self.winners.contains(p) { value } else { 0 };
        }
    }

    /// The explanation as a message (its English, e.g.
    /// `City at (0,0) (completed) for P1: 3 spaces × 2 + 1 coat of arms × 2 = 8 — c2-2021
    /// counts occupied spaces`, is [`Text::english`]).
    pub fn explain(&self) -> Text {
        let who = if self.winners().next().is_some() {
            Text::new("score.who").players("players", self.winners())
        } else if self.followers().iter().all(|&f| f == 0) {
            Text::new("score.nobody.no-followers")
        } else {
            Text::new("score.nobody")
        };
        let feature = self.name();
        let base = |key| {
            Text::new(key)
                .text("feature", feature.clone())
                .at("at", self.at)
                .text("who", who.clone())
                .num("value", self.value)
        };
        if let Some(detail) = &self.detail {
            let detail = match &self.added {
                Some(a) => Text::new("score.sum.added")
                    .text("sum", detail.clone())
                    .text("added", a.what.clone()),
                None => detail.clone(),
            };
            return base("score.explain.expansion").text("detail", detail);
        }
        let state = match (self.complete, self.final_scoring) {
            (true, false) => "score.state.completed",
            (_, true) if self.feature == FeatureKind::Field => "score.state.final",
            (false, true) => "score.state.incomplete-final",
            _ => "score.state.completed-final",
        };
        let unit = match self.unit {
            Unit::Spaces => "score.count.spaces",
            Unit::Tiles => "score.count.tiles",
        };
        let term = |key, n: u32, per: u32| {
            Text::new("score.term")
                .text("count", Text::new(key).num("n", n))
                .num("per", per)
        };
        let (main, more) = match self.feature {
            FeatureKind::City => {
                let per = match self.rate {
                    Some(r) => r.each,
                    None if self.complete && !self.final_scoring => 2,
                    None => 1,
                };
                let arms = (self.arms > 0).then(|| term("score.count.arms", self.arms, per));
                (term(unit, self.counted, per), arms)
            }
            FeatureKind::Road | FeatureKind::Monastery => (
                term(unit, self.counted, self.rate.map_or(1, |r| r.each)),
                self.bonus.map(|b| term(b.key, b.count, b.each)),
            ),
            FeatureKind::Field => (term("score.count.cities", self.counted, 3), None),
        };
        let sum = Text::new("score.sum").text("term", main).maybe(
            "more",
            more.map(|m| Text::new("score.sum.more").text("term", m)),
        );
        let sum = match self.rate {
            Some(r) => Text::new("score.sum.rate")
                .text("sum", sum)
                .text("because", Text::new(r.because)),
            None => sum,
        };
        let sum = match &self.added {
            Some(a) => Text::new("score.sum.added")
                .text("sum", sum)
                .text("added", a.what.clone()),
            None => sum,
        };
        let note = match (self.feature, self.unit) {
            (FeatureKind::Field, _) => "score.note.field",
            (_, Unit::Spaces) => "score.note.spaces",
            (_, Unit::Tiles) => "score.note.tiles",
        };
        base("score.explain")
            .text(
                "state",
                Text::new(state).str("feature", self.feature.name().to_lowercase()),
            )
            .maybe(
                "tie",
                self.tie_break
                    .map(|t| Text::new("score.tie").text("by", Text::new(t))),
            )
            .text("sum", sum)
            .text("note", Text::new(note).str("rules", self.rules.id()))
    }
}
