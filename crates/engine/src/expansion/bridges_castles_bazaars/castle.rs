//! The castles (digest §3): a small city completed with one follower alone in it may become a
//! castle instead of scoring; the castle scores once, on a later turn, the value of the first
//! feature of its fief scored.
//!
//! A castle candidate is a completed city of exactly two parts (tiles), each a city segment
//! reaching one side of its tile (a one-edge cap; on a triangle too: the grid principle,
//! **UNCONFIRMED**), neither marked `no-castle`, with exactly one follower in it, whose owner
//! holds a castle. Its owner decides before the turn's scoring. The fief: the castle's two
//! spaces and the four beside them on the long sides (a 3×2 block); when both parts lie in
//! one space (two triangles), that space and the four beside it (**UNCONFIRMED**).

use super::moves::{BcbDecision, BcbEvent, BcbMove};
use super::{rule, BridgesCastlesBazaars};
use crate::board::{Board, FeatureId};
use crate::expansion::{Ctx, Moves, Placed};
use crate::geometry::{SpacePos, POINTS};
use crate::scoring::ScoreEvent;
use crate::seat::{Seat, SeatSet};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;

/// Points a field pays at the end for each castle it touches.
pub const FIELD_POINTS_PER_CASTLE: u32 = 4;

/// A castle on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Castle {
    /// Its owner (its lord's).
    owner: Seat,
    /// A part of its city: placed tile and local segment.
    tile: u16,
    local: u8,
    /// Its spaces.
    spaces: Vec<SpacePos>,
    /// Its fief: its spaces and those beside them on the long sides.
    fief: Vec<SpacePos>,
    /// How many tiles the board held when it was built: it scores only once more lie there.
    built_at: usize,
    /// Whether it has scored (it never scores again).
    scored: bool,
}

/// A castle offered to a player: the city's part (placed tile, local segment).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Offer {
    seat: Seat,
    tile: u16,
    local: u8,
    /// A place of the city, for the decision.
    city: Spot,
}

/// Whether the city segment of `points` (a bit per border point) reaches exactly one side.
fn one_edge(points: u16) -> bool {
    // Three points a side: N, E, S, W, then a triangle's long side.
    (0..POINTS)
        .step_by(3)
        .filter(|&first| (points >> first) & 0b111 != 0)
        .count()
        == 1
}

/// The fief of a castle on `spaces`.
fn fief(spaces: &[SpacePos]) -> Vec<SpacePos> {
    let mut out: Vec<SpacePos> = spaces.to_vec();
    let beside: &[(i32, i32)] = match spaces {
        [a, b] if a.y == b.y => &[(0, -1), (0, 1)],
        [a, b] if a.x == b.x => &[(-1, 0), (1, 0)],
        _ => &[(0, -1), (0, 1), (-1, 0), (1, 0)],
    };
    for s in spaces {
        for &(dx, dy) in beside {
            let p = SpacePos::new(s.x + dx, s.y + dy);
            if !out.contains(&p) {
                out.push(p);
            }
        }
    }
    out
}

impl BridgesCastlesBazaars {
    /// Whether `root` is a castle's city.
    fn is_castle(&self, board: &Board, root: FeatureId) -> bool {
        self.castles
            .iter()
            .any(|c| board.feature(c.tile, c.local) == root)
    }

    /// Hook: a castle's city is the module's own feature (never scored as a city).
    pub(super) fn holds_castle(&self, board: &Board, root: FeatureId) -> bool {
        self.is_castle(board, root)
    }

    /// The player who may build a castle on completed city `root`, if it is a candidate.
    fn candidate(&self, game: &GameState, root: FeatureId) -> Option<Seat> {
        let board = game.board();
        if board.kind_of(root) != FeatureKind::City
            || !board.is_closed(root)
            || self.is_castle(board, root)
        {
            return None;
        }
        let mut parts = 0;
        for part in board.parts(root) {
            parts += 1;
            let pt = &board.tiles()[part.tile as usize];
            let def = board.def(pt.kind);
            let seg = def.segments.get(part.local as usize)?;
            let marked = self.no_castle.is_some_and(|s| def.symbols.has(s))
                && super::marked_city(def) == Some(part.local);
            let triangle = pt.turn.corner().is_some();
            if parts > 2 || !one_edge(seg.points) || marked || (triangle && !self.on_triangles) {
                return None;
            }
        }
        let mut in_it = board.followers().iter().filter(|f| board.feature_of(f) == root);
        let owner = in_it.next()?.player;
        (parts == 2 && in_it.next().is_none() && self.castles_left[owner] > 0).then_some(owner)
    }

    /// Hook after the placement: the castles the tile's completed cities offer.
    pub(super) fn offer_castles(&mut self, ctx: &mut Ctx, placed: Placed) {
        let game = ctx.game();
        let mut offers = Vec::new();
        for (tile, local, root) in game.board().features_reached(placed.tile) {
            if offers.iter().any(|o: &Offer| game.board().feature(o.tile, o.local) == root) {
                continue;
            }
            if let Some(seat) = self.candidate(game, root) {
                let city = Self::spot(game, tile, local);
                offers.push(Offer {
                    seat,
                    tile,
                    local,
                    city,
                });
            }
        }
        self.offers = offers;
    }

    /// The castle decision pending, if any.
    pub(super) fn pending_castle(&self) -> Option<(Seat, BcbDecision)> {
        let o = self.offers.first()?;
        Some((o.seat, BcbDecision::Castle { city: o.city }))
    }

    /// The answers to the castle decision.
    pub(super) fn castle_answers(&self, _game: &GameState, out: &mut Moves<BridgesCastlesBazaars>) {
        if !self.offers.is_empty() {
            out.push(BcbMove::BuildCastle);
            out.push(BcbMove::DeclineCastle);
        }
    }

    /// Checks an answer to the castle decision.
    pub(super) fn check_castle(&self, seat: Seat) -> Result<(), IllegalMove> {
        match self.offers.first() {
            None => Err(rule(
                "no-castle-offered",
                Text::new("bridges-castles-bazaars.rule.no-castle-offered"),
            )),
            Some(o) if o.seat != seat => Err(rule(
                "not-your-castle",
                Text::new("bridges-castles-bazaars.rule.not-your-castle").player("owner", o.seat),
            )),
            Some(_) => Ok(()),
        }
    }

    /// Plays an answer to the castle decision.
    pub(super) fn play_castle(&mut self, ctx: &mut Ctx, seat: Seat, build: bool) {
        if self.offers.is_empty() {
            return;
        }
        let o = self.offers.remove(0);
        let at = o.city;
        if !build {
            ctx.emit(seat, Some(at), BcbEvent::CastleDeclined);
            return;
        }
        let board = ctx.board();
        let root = board.feature(o.tile, o.local);
        let mut spaces: Vec<SpacePos> = board
            .parts(root)
            .map(|p| board.tiles()[p.tile as usize].pos)
            .collect();
        spaces.dedup();
        self.castles.push(Castle {
            owner: seat,
            tile: o.tile,
            local: o.local,
            fief: fief(&spaces),
            spaces,
            built_at: board.tiles().len(),
            scored: false,
        });
        self.castles_left[seat] = self.castles_left[seat].saturating_sub(1);
        ctx.emit(seat, Some(at), BcbEvent::CastleBuilt);
    }

    /// Hook after the turn's features scored: each castle of an earlier turn whose fief holds
    /// a tile of one of them scores the highest such value and its lord goes home; a castle
    /// scoring so may set off another (a chain).
    pub(super) fn castles_score(
        &mut self,
        ctx: &mut Ctx,
        scores: &[ScoreEvent],
        _returned: &[crate::board::Follower],
    ) {
        let game = ctx.game();
        let mut scored: Vec<(Vec<SpacePos>, u32)> = scores
            .iter()
            .filter(|s| s.complete && !s.final_scoring && s.feature != FeatureKind::Field)
            .map(|s| {
                let spaces = if s.feature == FeatureKind::Monastery {
                    vec![s.at]
                } else {
                    game.score_places(s).into_iter().map(|(p, _)| p).collect()
                };
                (spaces, s.value)
            })
            .collect();
        let tiles = game.board().tiles().len();
        let mut next = 0;
        while next < scored.len() {
            let (spaces, value) = scored[next].clone();
            next += 1;
            for i in 0..self.castles.len() {
                let c = &self.castles[i];
                if c.scored || c.built_at >= tiles || !spaces.iter().any(|p| c.fief.contains(p)) {
                    continue;
                }
                // The highest value among those reaching it this turn.
                let best = scored
                    .iter()
                    .filter(|(s, _)| s.iter().any(|p| c.fief.contains(p)))
                    .map(|&(_, v)| v)
                    .max()
                    .unwrap_or(value);
                self.castles[i].scored = true;
                let c = self.castles[i].clone();
                self.pay_castle(ctx, &c, best);
                scored.push((c.spaces, best));
            }
        }
    }

    /// Pays castle `c` `points` and sends its lord home.
    fn pay_castle(&self, ctx: &mut Ctx, c: &Castle, points: u32) {
        let at = Self::spot(ctx.game(), c.tile, c.local);
        let score = ScoreEvent::expansion_score(
            FeatureKind::City,
            at.at,
            ctx.game().scoring_rules(),
            SeatSet::from(c.owner),
            points,
            Text::new("bridges-castles-bazaars.score.castle").num("points", points),
        );
        ctx.pay(score);
        ctx.emit(c.owner, Some(at), BcbEvent::CastleScored { points });
        let board = ctx.board();
        let root = board.feature(c.tile, c.local);
        if let Some(i) = board.followers().iter().position(|f| board.feature_of(f) == root) {
            ctx.return_follower(i);
        }
    }

    /// Hook on every score: a field at the end pays 4 for each castle it touches.
    pub(super) fn field_castles(&self, board: &Board, root: FeatureId, score: &mut ScoreEvent) {
        if score.feature != FeatureKind::Field || self.castles.is_empty() {
            return;
        }
        let mut touched: Vec<usize> = Vec::new();
        for part in board.parts(root) {
            let pt = &board.tiles()[part.tile as usize];
            let Some(seg) = board.def(pt.kind).segments.get(part.local as usize) else {
                continue;
            };
            for city in (0..16u8).filter(|c| seg.cities & (1 << c) != 0) {
                let f = board.feature(part.tile, city);
                if let Some(i) = self
                    .castles
                    .iter()
                    .position(|c| board.feature(c.tile, c.local) == f)
                {
                    if !touched.contains(&i) {
                        touched.push(i);
                    }
                }
            }
        }
        if touched.is_empty() {
            return;
        }
        let castles = touched.len() as u32;
        score.detail = Some(
            Text::new("bridges-castles-bazaars.score.field")
                .num("cities", score.counted)
                .num("castles", castles),
        );
        score.set_value(score.value + FIELD_POINTS_PER_CASTLE * castles);
    }

    /// The castles on the board, for views: `(owner, spot, scored)`.
    pub(super) fn castle_places<'a>(
        &'a self,
        game: &'a GameState,
    ) -> impl Iterator<Item = (Seat, Spot, bool)> + 'a {
        self.castles
            .iter()
            .map(move |c| (c.owner, Self::spot(game, c.tile, c.local), c.scored))
    }

    /// The castles `seat` still holds.
    pub(super) fn castles_held(&self, seat: Seat) -> u8 {
        self.castles_left[seat]
    }

    /// Checks that every castle's city is a completed city and the pieces add up.
    pub(super) fn castle_invariants(&self, game: &GameState) -> Result<(), String> {
        let board = game.board();
        for c in &self.castles {
            let root = board.feature(c.tile, c.local);
            if board.kind_of(root) != FeatureKind::City || !board.is_closed(root) {
                return Err(format!("castle at {:?} is on no completed city", c.spaces));
            }
        }
        Ok(())
    }
}
