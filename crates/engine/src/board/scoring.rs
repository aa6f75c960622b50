//! Scoring on the board: completed roads, cities and monasteries as a tile completes them,
//! and every feature still held at the end.

use smallvec::SmallVec;

use super::{Board, Content, FeatureId, Follower, NONE};
use crate::expansion::Expansions;
use crate::geometry::{Corner, SpacePos};
use crate::rules::Unit;
use crate::scoring::{ScoreEvent, ScoringRules};
use crate::seat::{PerSeat, SeatSet};
use crate::tiles::FeatureKind;

/// What was counted for a feature, before majority decides who scores.
struct Counted {
    feature: FeatureKind,
    at: SpacePos,
    complete: bool,
    final_scoring: bool,
    counted: u32,
    unit: Unit,
    arms: u32,
    value: u32,
}

impl Board {
    /// Tiles and spaces of the feature rooted at `root`, and its earliest tile's space.
    pub(super) fn feature_extent(&self, root: u16) -> (u32, u32, SpacePos) {
        // A bit per tile on the board: on the stack for up to `STACK_WORDS * 64` tiles.
        const STACK_WORDS: usize = 8;
        let words = self.tiles.len() / 64 + 1;
        let mut on_stack = [0u64; STACK_WORDS];
        let mut on_heap = Vec::new();
        let seen: &mut [u64] = if words <= STACK_WORDS {
            &mut on_stack[..words]
        } else {
            on_heap.resize(words, 0);
            &mut on_heap
        };
        let is_seen = |seen: &[u64], t: u16| seen[t as usize / 64] & (1 << (t % 64)) != 0;
        let mut tiles = 0;
        let mut first = u16::MAX;
        for m in self.members(root) {
            let t = self.segs[m as usize].tile;
            if !is_seen(seen, t) {
                seen[t as usize / 64] |= 1 << (t % 64);
                tiles += 1;
                first = first.min(t);
            }
        }
        // Two triangles of one space in the feature count as one space.
        let mut shared = 0;
        for (w, &word) in seen.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let t = (w * 64 + bits.trailing_zeros() as usize) as u16;
                bits &= bits - 1;
                let rec = &self.spaces[self.tiles[t as usize].space as usize];
                if let Content::Triangles(_) = rec.content {
                    let other = rec.tiles.iter().copied().find(|&o| o != t && o != NONE);
                    if other.is_some_and(|o| o < t && is_seen(seen, o)) {
                        shared += 1;
                    }
                }
            }
        }
        (tiles, tiles - shared, self.tiles[first as usize].pos)
    }

    /// The space of the earliest tile of the feature rooted at `root`.
    fn first_space_of(&self, root: u16) -> SpacePos {
        let first = self
            .members(root)
            .map(|m| self.segs[m as usize].tile)
            .min()
            .unwrap_or(0);
        self.tiles[first as usize].pos
    }

    /// The tiles a score covers, each by its space and corner (a triangle's), in the order
    /// they were laid: every tile of the feature `segment` belongs to, or, for a monastery (or
    /// what is scored like one), of the 3×3 block around `at`; else the tile at `at`.
    pub(crate) fn score_places(
        &self,
        feature: FeatureKind,
        segment: u16,
        at: SpacePos,
    ) -> Vec<(SpacePos, Option<Corner>)> {
        let mut tiles: Vec<u16> = if feature == FeatureKind::Monastery {
            at.block3()
                .filter_map(|p| self.space(p))
                .flat_map(|s| s.tile_list())
                .collect()
        } else if segment == NONE || segment as usize >= self.segs.len() {
            self.space(at)
                .into_iter()
                .flat_map(|s| s.tile_list())
                .collect()
        } else {
            self.members(self.find(segment))
                .map(|m| self.segs[m as usize].tile)
                .collect()
        };
        tiles.sort_unstable();
        tiles.dedup();
        tiles
            .into_iter()
            .map(|t| {
                let pt = &self.tiles[t as usize];
                (pt.pos, pt.turn.corner())
            })
            .collect()
    }

    /// Units a monastery at `pos` counts: occupied spaces or tiles in its 3×3.
    pub fn monastery_count(&self, pos: SpacePos, unit: Unit) -> u32 {
        pos.block3()
            .map(|p| match unit {
                Unit::Spaces => u32::from(self.occupied(p)),
                Unit::Tiles => self.tiles_in(p),
            })
            .sum()
    }

    /// Whether all 8 spaces around `pos` are occupied.
    pub fn surrounded(&self, pos: SpacePos) -> bool {
        pos.block3().all(|p| p == pos || self.occupied(p))
    }

    /// The followers' strength per player in the feature rooted at `root` (a regular
    /// follower counts 1, a special one its strength).
    fn tally(&self, root: u16) -> PerSeat<u8> {
        let mut count = PerSeat::<u8>::default();
        for f in &self.followers {
            if self.find(f.seg) == root {
                let c = &mut count[f.player];
                *c = c.saturating_add(f.kind.strength());
            }
        }
        count
    }

    /// The score of the feature rooted at `root`, counted as `c`: the players with the most
    /// followers (by strength) win `c.value`; then the expansions adjust it (bonuses, tie-breaks).
    fn award(&self, root: u16, rules: &ScoringRules, hooks: &Expansions, c: Counted) -> ScoreEvent {
        let followers = self.tally(root);
        let max = followers.iter().map(|(_, &n)| n).max().unwrap_or(0);
        let winners = if max == 0 {
            SeatSet::EMPTY
        } else {
            followers
                .iter()
                .filter(|&(_, &n)| n == max)
                .map(|(p, _)| p)
                .collect()
        };
        let mut score = ScoreEvent {
            feature: c.feature,
            at: c.at,
            segment: root,
            complete: c.complete,
            final_scoring: c.final_scoring,
            counted: c.counted,
            unit: c.unit,
            arms: c.arms,
            bonus: None,
            added: None,
            rate: None,
            value: c.value,
            followers,
            points: PerSeat::default(),
            players: rules.players,
            tie_break: None,
            rules: rules.version,
            detail: None,
            label: None,
            winners,
        };
        score.set_value(c.value);
        hooks.adjust_score(self, FeatureId(root), &mut score);
        score
    }

    /// Scores the road or city rooted at `root` (complete during the game, or at the end).
    pub(super) fn score_road_or_city(
        &self,
        root: u16,
        rules: &ScoringRules,
        hooks: &Expansions,
        final_scoring: bool,
    ) -> ScoreEvent {
        let node = self.segs[root as usize];
        let unit = rules.version.road_city_unit();
        let (tiles, spaces, at) = self.feature_extent(root);
        let counted = match unit {
            Unit::Spaces => spaces,
            Unit::Tiles => tiles,
        };
        let complete = node.open == 0;
        let arms = node.arms as u32;
        let value = match node.kind {
            FeatureKind::City if complete && !final_scoring => 2 * counted + 2 * arms,
            FeatureKind::City => counted + arms,
            _ => counted,
        };
        let arms = if node.kind == FeatureKind::City {
            arms
        } else {
            0
        };
        self.award(
            root,
            rules,
            hooks,
            Counted {
                feature: node.kind,
                at,
                complete,
                final_scoring,
                counted,
                unit,
                arms,
                value,
            },
        )
    }

    /// Scores the monastery segment `seg` at `pos`.
    pub(super) fn score_monastery(
        &self,
        seg: u16,
        pos: SpacePos,
        rules: &ScoringRules,
        hooks: &Expansions,
        final_scoring: bool,
    ) -> ScoreEvent {
        let unit = rules.version.monastery_unit();
        let counted = self.monastery_count(pos, unit);
        let complete = self.surrounded(pos);
        let value = counted;
        self.award(
            seg,
            rules,
            hooks,
            Counted {
                feature: FeatureKind::Monastery,
                at: pos,
                complete,
                final_scoring,
                counted,
                unit,
                arms: 0,
                value,
            },
        )
    }

    /// Scores field `field` at the end of the game: 3 per completed city touched.
    pub(crate) fn score_field(
        &self,
        field: FeatureId,
        rules: &ScoringRules,
        hooks: &Expansions,
    ) -> ScoreEvent {
        let root = field.raw();
        let mut cities: SmallVec<[u16; 16]> = SmallVec::new();
        for m in self.members(root) {
            let node = &self.segs[m as usize];
            let pt = &self.tiles[node.tile as usize];
            let mask = self.def(pt.kind).segments[node.local as usize].cities;
            for local in 0..16u8 {
                if mask & (1 << local) != 0 {
                    let c = self.find(pt.first_seg + local as u16);
                    if self.closed(c)
                        && !cities.contains(&c)
                        && !hooks.holds_feature(self, FeatureId(c))
                    {
                        cities.push(c);
                    }
                }
            }
        }
        let at = self.first_space_of(root);
        let counted = cities.len() as u32;
        let value = 3 * counted;
        self.award(
            root,
            rules,
            hooks,
            Counted {
                feature: FeatureKind::Field,
                at,
                complete: false,
                final_scoring: true,
                counted,
                unit: Unit::Tiles,
                arms: 0,
                value,
            },
        )
    }

    /// Returns every follower standing in the feature rooted at `root` to its owner, appending
    /// each to `back`, except those an expansion keeps on the board
    /// ([`Expansion::follower_stays`](crate::expansion::Expansion::follower_stays)).
    pub(super) fn return_followers(
        &mut self,
        root: u16,
        hooks: &Expansions,
        back: &mut Vec<Follower>,
    ) {
        let mut i = 0;
        while i < self.followers.len() {
            if self.find(self.followers[i].seg) == root
                && !hooks.follower_stays(self, &self.followers[i])
            {
                back.push(self.remove_follower(i));
            } else {
                i += 1;
            }
        }
    }

    /// Scores everything the tile just placed completed (roads, cities, monasteries), returns
    /// the followers of scored features and appends the events. `tile` is the placed tile.
    pub(crate) fn score_completed(
        &mut self,
        tile: u16,
        rules: &ScoringRules,
        hooks: &Expansions,
        out: &mut Vec<ScoreEvent>,
        returned: &mut Vec<Follower>,
    ) {
        let pt = self.tiles[tile as usize].clone();
        // At most 16 segments a tile, on the tile and the four across its walls.
        let mut segs = [NONE; 80];
        let mut n = 0;
        for (slot, (_, _, f)) in segs.iter_mut().zip(self.features_reached(tile)) {
            *slot = f.0;
            n += 1;
        }
        let mut done = [NONE; 80];
        for (i, &root) in segs[..n].iter().enumerate() {
            if !matches!(
                self.segs[root as usize].kind,
                FeatureKind::Road | FeatureKind::City
            ) {
                continue;
            }
            if !self.closed(root) || done.contains(&root) {
                continue;
            }
            done[i] = root;
            if hooks.holds_feature(self, FeatureId(root)) {
                continue;
            }
            out.push(self.score_road_or_city(root, rules, hooks, false));
            self.return_followers(root, hooks, returned);
        }
        for m in 0..self.monasteries.len() {
            let rec = self.monasteries[m];
            if rec.complete || !rec.pos.near(pt.pos) || !self.surrounded(rec.pos) {
                continue;
            }
            self.monasteries[m].complete = true;
            out.push(self.score_monastery(rec.seg, rec.pos, rules, hooks, false));
            self.return_followers(rec.seg, hooks, returned);
        }
    }

    /// End-of-game scoring of every feature that still holds followers, in board order.
    pub(crate) fn score_final(
        &self,
        rules: &ScoringRules,
        hooks: &Expansions,
        out: &mut Vec<ScoreEvent>,
    ) {
        let mut roots: Vec<u16> = self.followers.iter().map(|f| self.find(f.seg)).collect();
        roots.sort_unstable();
        roots.dedup();
        for root in roots {
            let node = self.segs[root as usize];
            match node.kind {
                FeatureKind::Road | FeatureKind::City => {
                    if !self.closed(root) {
                        out.push(self.score_road_or_city(root, rules, hooks, true));
                    }
                }
                FeatureKind::Monastery => {
                    if let Some(rec) = self.monasteries.iter().find(|m| m.seg == root) {
                        if !rec.complete {
                            out.push(self.score_monastery(root, rec.pos, rules, hooks, true));
                        }
                    }
                }
                FeatureKind::Field => out.push(self.score_field(FeatureId(root), rules, hooks)),
            }
        }
    }
}
