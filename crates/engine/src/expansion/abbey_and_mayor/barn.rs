//! The barn: a figure (no follower) placed instead of a follower on a corner of the tile just
//! placed, where tiles meet from all four quarters around the point and each shows field
//! there. The field it stands in is scored at once for its farmers (3 a completed city), who
//! go home; from then on no follower may go in it, farmers joined to it later score 1 a
//! completed city at once and go home, and at the end it pays its barn's owner 4 a completed
//! city (`abbey-and-mayor.md` §5; 1st and 2nd edition agree).
//!
//! On the grid (`abbey-and-mayor.md` §8): under `c2-*` and `c1-2014` each quarter must be
//! fully covered (a square, a triangle with its right angle at the point, or a pair): no
//! triangular or square gap meets the point. Under `c1-2015` (the 10/2015 reading) a quarter
//! needs only a tile touching the point with field there, triangular gaps may meet it; by
//! default the fields meeting there must then be one field (the digest's suggestion), or with
//! option `barn_fields` `every-field` the barn stands in every field meeting at the point.
//! A field holding a barn takes no other, unless option `barn_placement` is `occupied`: then
//! another player's barn may join it (a barn's own module checks this, with its own rule
//! code; the rule that no follower goes in a barn's field binds followers only).

use super::{rule, AbbeyAndMayor, AbbeyMayorEvent, AbbeyMayorMove};
use crate::board::FeatureId;
use crate::expansion::{Ctx, FigureView, Moves, Placing};
use crate::geometry::{Corner, Location, Side, SpacePos, Turn};
use crate::scoring::ScoreEvent;
use crate::seat::{Seat, SeatSet};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileKind};

/// Points a barn in reserve is worth to a bot early in the game (falling to 0 as the pile
/// runs out).
pub const BARN_RESERVE_VALUE: f32 = 2.0;

/// Points a barn's field pays at the end for each completed city.
pub const BARN_CITY_POINTS: u32 = 4;

/// The most fields a barn stands in (with option `every-field`).
const MOST_FIELDS: usize = 8;

/// A barn on the board: the tile it was placed with, the half-side naming the corner it
/// stands on, and a segment of each field it stands in (fields only ever join, so these
/// keep naming them).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Barn {
    /// The tile placed with it.
    tile: u16,
    /// The half-side at its corner, on that tile.
    location: Location,
    /// Its fields, as (placed tile, local segment).
    fields: [(u16, u8); MOST_FIELDS],
    /// How many of `fields` are used.
    count: u8,
}

impl Barn {
    /// The fields it stands in now, each once.
    fn roots(&self, game: &GameState) -> Vec<FeatureId> {
        let board = game.board();
        let mut out: Vec<FeatureId> = Vec::new();
        for &(t, local) in self.fields.iter().take(self.count as usize) {
            let root = board.feature(t, local);
            if !out.contains(&root) {
                out.push(root);
            }
        }
        out
    }
}

/// The corner of its space a half-side or long-side half touches.
fn corner_of(location: Location) -> Option<Corner> {
    Some(match location {
        Location::Half { side: Side::N, first } => if first { Corner::NW } else { Corner::NE },
        Location::Half { side: Side::E, first } => if first { Corner::NE } else { Corner::SE },
        Location::Half { side: Side::S, first } => if first { Corner::SE } else { Corner::SW },
        Location::Half { side: Side::W, first } => if first { Corner::SW } else { Corner::NW },
        Location::LongHalf(c) => c,
        _ => return None,
    })
}

/// The halves of a tile lying as `turn` that touch corner `q` of its space (none when it does
/// not reach that corner).
fn halves(turn: Turn, q: Corner) -> [Option<Location>; 3] {
    let (a, b) = match q {
        Corner::NW => ((Side::N, true), (Side::W, false)),
        Corner::NE => ((Side::N, false), (Side::E, true)),
        Corner::SE => ((Side::E, false), (Side::S, true)),
        Corner::SW => ((Side::S, false), (Side::W, true)),
    };
    let half = |(side, first): (Side, bool)| {
        turn.covers(side).then_some(Location::Half { side, first })
    };
    let long = match turn.corner() {
        Some(o) if o != q && o != q.opposite() => Some(Location::LongHalf(q)),
        _ => None,
    };
    [half(a), half(b), long]
}

/// The four quarters around corner `q` of space `at`: each space with its corner at the point.
fn quarters(at: SpacePos, q: Corner) -> [(SpacePos, Corner); 4] {
    let west = matches!(q, Corner::NW | Corner::SW);
    let north = matches!(q, Corner::NW | Corner::NE);
    let dx = if west { -1 } else { 1 };
    let dy = if north { -1 } else { 1 };
    let across = |c: Corner| match c {
        Corner::NW => Corner::NE,
        Corner::NE => Corner::NW,
        Corner::SE => Corner::SW,
        Corner::SW => Corner::SE,
    };
    let up = |c: Corner| match c {
        Corner::NW => Corner::SW,
        Corner::SW => Corner::NW,
        Corner::NE => Corner::SE,
        Corner::SE => Corner::NE,
    };
    [
        (at, q),
        (SpacePos { x: at.x + dx, y: at.y }, across(q)),
        (SpacePos { x: at.x, y: at.y + dy }, up(q)),
        (SpacePos { x: at.x + dx, y: at.y + dy }, q.opposite()),
    ]
}

/// What meets at a point where a barn would go, the tile being placed included.
struct Meeting {
    /// The fields of the tiles on the board there, each once.
    roots: Vec<FeatureId>,
    /// The tile being placed's field segments there, a bit each.
    new: u16,
}

impl AbbeyAndMayor {
    /// What meets at corner `q` of the tile placed as `placing`, or the rule a barn there
    /// breaks (the fields there being one is checked apart).
    fn survey(&self, game: &GameState, placing: Placing, q: Corner) -> Result<Meeting, &'static str> {
        let board = game.board();
        let mut meeting = Meeting { roots: Vec::new(), new: 0 };
        for (space, c) in quarters(placing.at, q) {
            let mut tiles: Vec<(TileKind, Turn, Option<u16>)> = board
                .tiles_at(space)
                .map(|t| {
                    let pt = &board.tiles()[t as usize];
                    (pt.kind, pt.turn, Some(t))
                })
                .collect();
            if space == placing.at {
                tiles.push((placing.tile, placing.turn, None));
            }
            let square = tiles.iter().any(|(_, turn, _)| turn.corner().is_none());
            let triangles = tiles.iter().filter_map(|(_, turn, _)| turn.corner());
            let (mut right_angle, mut count) = (false, 0);
            for o in triangles {
                right_angle |= o == c;
                count += 1;
            }
            let full = square || right_angle || count == 2;
            let mut touching = false;
            for &(kind, turn, placed) in &tiles {
                for h in halves(turn, c).into_iter().flatten() {
                    touching = true;
                    let local = game.follower_segment(kind, turn, h).map_err(|_| "barn-not-on-field")?;
                    let def = game.catalog().def(kind);
                    if def.segments.get(local as usize).map(|s| s.kind) != Some(FeatureKind::Field) {
                        return Err("barn-not-on-field");
                    }
                    match placed {
                        Some(t) => {
                            let root = board.feature(t, local);
                            if !meeting.roots.contains(&root) {
                                meeting.roots.push(root);
                            }
                        }
                        None => meeting.new |= 1 << local,
                    }
                }
            }
            if !touching {
                return Err("barn-needs-four-tiles");
            }
            if !full && !self.barn_gaps {
                return Err("barn-beside-a-gap");
            }
        }
        Ok(meeting)
    }

    /// The fields holding a barn now.
    fn barn_fields(&self, game: &GameState) -> Vec<FeatureId> {
        let mut out = Vec::new();
        for barn in self.barns.iter().filter_map(|(_, b)| b.as_ref()) {
            out.extend(barn.roots(game));
        }
        out
    }

    /// Checks a barn at corner `q` of the tile placed as `placing`: what meets there, one
    /// field unless the barn may stand in several, and no barn in any of them unless a second
    /// may join one.
    fn check_point(&self, game: &GameState, placing: Placing, q: Corner) -> Result<(), &'static str> {
        let meeting = self.survey(game, placing, q)?;
        let board = game.board();
        let Placing { tile, at, turn } = placing;
        let reach = |root: FeatureId| board.segments_reaching(tile, at, turn, |r| r == root);
        let masks: Vec<u16> = meeting.roots.iter().map(|&r| reach(r)).collect();
        if !self.every_field {
            // One field once the tile lies: every field there joined through the tile.
            let mut joined = vec![false; masks.len()];
            let mut mask = match masks.first() {
                Some(&m) => {
                    joined[0] = true;
                    m
                }
                None => meeting.new,
            };
            let mut grew = true;
            while grew {
                grew = false;
                for (i, &m) in masks.iter().enumerate() {
                    if !joined[i] && m & mask != 0 {
                        joined[i] = true;
                        mask |= m;
                        grew = true;
                    }
                }
            }
            if joined.iter().any(|j| !j) || meeting.new & !mask != 0 {
                return Err("barn-between-fields");
            }
        }
        if self.second_barn {
            return Ok(());
        }
        let barns = self.barn_fields(game);
        let to_barn = board.segments_reaching(tile, at, turn, |r| barns.contains(&r));
        let near_barn = meeting.roots.iter().any(|r| barns.contains(r))
            || meeting.new & to_barn != 0
            || masks.iter().any(|m| m & to_barn != 0);
        if near_barn {
            return Err("field-has-barn");
        }
        Ok(())
    }

    /// The half-side naming corner `q` on a tile lying as `turn`, if the tile reaches it.
    fn corner_location(turn: Turn, q: Corner) -> Option<Location> {
        halves(turn, q).into_iter().flatten().next()
    }

    /// Adds a `barn` move for each corner of the tile placed as `placing` where `player`'s
    /// barn in reserve may go.
    pub(super) fn barn_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<AbbeyAndMayor>,
    ) {
        if self.barns.get(player).is_none_or(|b| b.is_some()) {
            return;
        }
        for q in Corner::ALL {
            let Some(location) = AbbeyAndMayor::corner_location(placing.turn, q) else {
                continue;
            };
            if self.check_point(game, placing, q).is_ok() {
                let corner = Spot {
                    at: placing.at,
                    corner: placing.turn.corner(),
                    location,
                };
                out.push(AbbeyMayorMove::Barn { corner });
            }
        }
    }

    /// Checks a `barn` move of `player` at `corner` with the tile placed as `placing`.
    pub(super) fn check_barn(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        corner: Spot,
    ) -> Result<(), IllegalMove> {
        if self.barns.get(player).is_none_or(|b| b.is_some()) {
            return Err(rule("barn-on-board", Text::new("abbey-and-mayor.rule.barn-on-board")));
        }
        if !placing.holds(corner) {
            return Err(rule(
                "barn-on-placed-tile",
                Text::new("abbey-and-mayor.rule.barn-on-placed-tile")
                    .at("at", placing.at)
                    .at("target", corner.at),
            ));
        }
        let q = corner_of(corner.location)
            .filter(|&q| halves(placing.turn, q).contains(&Some(corner.location)))
            .ok_or_else(|| rule("barn-not-a-corner", Text::new("abbey-and-mayor.rule.barn-not-a-corner")))?;
        self.check_point(game, placing, q).map_err(|code| {
            rule(code, Text::new(match code {
                "barn-not-on-field" => "abbey-and-mayor.rule.barn-not-on-field",
                "barn-needs-four-tiles" => "abbey-and-mayor.rule.barn-needs-four-tiles",
                "barn-beside-a-gap" => "abbey-and-mayor.rule.barn-beside-a-gap",
                "barn-between-fields" => "abbey-and-mayor.rule.barn-between-fields",
                _ => "abbey-and-mayor.rule.field-has-barn",
            }))
        })
    }

    /// Puts `player`'s barn at `corner` of the tile just placed (a checked move); its field
    /// is scored in the turn's scoring step.
    pub(super) fn play_barn(&mut self, ctx: &mut Ctx, player: Seat, corner: Spot) {
        let game = ctx.game();
        let board = game.board();
        let Some(tile) = board.tiles().len().checked_sub(1) else {
            return;
        };
        let pt = &board.tiles()[tile];
        let Some(q) = corner_of(corner.location) else {
            return;
        };
        let mut barn = Barn {
            tile: tile as u16,
            location: corner.location,
            fields: [(0, 0); MOST_FIELDS],
            count: 0,
        };
        let mut roots: Vec<FeatureId> = Vec::new();
        for (space, c) in quarters(pt.pos, q) {
            for t in board.tiles_at(space) {
                let st = &board.tiles()[t as usize];
                for h in halves(st.turn, c).into_iter().flatten() {
                    let Ok(local) = game.follower_segment(st.kind, st.turn, h) else {
                        continue;
                    };
                    let root = board.feature(t, local);
                    if !roots.contains(&root) && (barn.count as usize) < MOST_FIELDS {
                        roots.push(root);
                        barn.fields[barn.count as usize] = (t, local);
                        barn.count += 1;
                    }
                }
            }
        }
        if let Some(slot) = self.barns.get_mut(player) {
            *slot = Some(barn);
        }
        self.fresh = Some(player);
        ctx.emit(player, Some(corner), AbbeyMayorEvent::BarnPlaced);
    }

    /// The turn's barn scoring, after its features were scored: a barn placed this turn
    /// scores its fields for their farmers as at the end (3 a completed city), then farmers
    /// found in any barn's field (joined to it this turn) score 1 a completed city; those
    /// farmers go home.
    pub(super) fn barn_scoring(&mut self, ctx: &mut Ctx) {
        if let Some(p) = self.fresh.take() {
            let roots = self.barns.get(p).copied().flatten().map(|b| b.roots(ctx.game()));
            for root in roots.unwrap_or_default() {
                let score = ctx.field_score(root);
                AbbeyAndMayor::pay_and_send_home(ctx, root, score);
            }
        }
        for root in self.barn_fields(ctx.game()) {
            let board = ctx.board();
            if board.followers().iter().any(|f| board.feature_of(f) == root) {
                let mut score = ctx.field_score(root);
                score.set_rate(1, "abbey-and-mayor.rate.barn-joined");
                AbbeyAndMayor::pay_and_send_home(ctx, root, score);
            }
        }
    }

    /// Pays `score` (when someone wins it) and sends every follower in field `root` home.
    fn pay_and_send_home(ctx: &mut Ctx, root: FeatureId, score: ScoreEvent) {
        if score.winners_mask() != SeatSet::EMPTY {
            ctx.pay(score);
        }
        let board = ctx.board();
        let mut on: Vec<usize> = (0..board.followers().len())
            .filter(|&i| board.feature_of(&board.followers()[i]) == root)
            .collect();
        on.reverse();
        for i in on {
            ctx.return_follower(i);
        }
    }

    /// No follower goes in a field holding a barn (nor one the tile joins to it).
    pub(super) fn no_follower_by_a_barn(&self, game: &GameState, placing: Placing, local: u8) -> bool {
        let def = game.catalog().def(placing.tile);
        if def.segments.get(local as usize).map(|s| s.kind) != Some(FeatureKind::Field) {
            return true;
        }
        let barns = self.barn_fields(game);
        if barns.is_empty() {
            return true;
        }
        let Placing { tile, at, turn } = placing;
        game.board().segments_reaching(tile, at, turn, |r| barns.contains(&r)) & (1 << local) == 0
    }

    /// The barns' share of final scoring: each field holding a barn pays 4 a completed city
    /// to every player with a barn there (each has one barn, so the most barns there is one
    /// each: the digest's two readings agree).
    pub(super) fn barn_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        let mut fields: Vec<(FeatureId, SeatSet)> = Vec::new();
        for (p, barn) in self.barns.iter() {
            let Some(barn) = barn else { continue };
            for root in barn.roots(game) {
                match fields.iter_mut().find(|(r, _)| *r == root) {
                    Some((_, owners)) => owners.insert(p),
                    None => fields.push((root, SeatSet::from(p))),
                }
            }
        }
        for (root, owners) in fields {
            let field = game.field_score(root);
            if field.counted == 0 {
                continue;
            }
            let detail = Text::new("abbey-and-mayor.score.barn").num("n", field.counted);
            let mut score = ScoreEvent::expansion_score(
                FeatureKind::Field,
                field.at,
                game.scoring_rules(),
                owners,
                BARN_CITY_POINTS * field.counted,
                detail,
            );
            score.final_scoring = true;
            // Points another module adds to the field's score last (little buildings on its
            // tiles) come with the barn's too.
            if let Some(added) = field.added {
                score.add_last(added.points, added.what);
            }
            out.push(score);
        }
    }

    /// The barns on the board, for views.
    pub(super) fn barn_figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for (p, barn) in self.barns.iter() {
            let Some(barn) = barn else { continue };
            let Some(pt) = game.board().tiles().get(barn.tile as usize) else {
                continue;
            };
            out.push(FigureView {
                module: super::ID,
                figure: super::BARN,
                player: Some(p),
                at: [pt.pos.x, pt.pos.y],
                corner: pt.turn.corner().map(|c| c.name()),
                location: Some(barn.location.to_string()),
                value: None,
            });
        }
    }

    /// Whether `player`'s barn is still beside the board.
    pub(super) fn barn_in_reserve(&self, player: Seat) -> bool {
        self.barns.get(player).is_some_and(|b| b.is_none())
    }

    /// What `player`'s barn in reserve is worth to a bot now, in points (a barn on the
    /// board is valued through the final score its field would bring).
    pub(super) fn barn_value(&self, game: &GameState, player: Seat) -> f32 {
        let left = (game.pile_len() as f32 / 36.0).min(1.0);
        if self.barn_in_reserve(player) {
            BARN_RESERVE_VALUE * left
        } else {
            0.0
        }
    }
}
