//! A deliberately naive reference model of the board, written from the rules
//! (`rules/halflings.md` §2, §4, §5; `rules/base-game.md` §2) and the tile definitions only.
//!
//! Nothing here uses the engine's board internals (no frontier, no edge patterns, no
//! union-find): placements are tried on every space of the bounding box grown by one, features
//! are found by a flood fill over all placed tiles, and scores are recomputed from scratch. It
//! is slow on purpose; the tests compare the engine with it.
#![allow(dead_code)]

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};
use std::sync::Arc;

use halflings_engine::geometry::{point, rotate_point};
use halflings_engine::{
    Catalog, Corner, Deal, FeatureKind, GameState, Location, Rotation, RulesVersion, ScoreEvent,
    Seat, Setup, Shape, SpacePos, TileKind, Turn,
};

/// A tile on the board as the naive model sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NTile {
    pub kind: TileKind,
    pub pos: SpacePos,
    pub turn: Turn,
}

/// A follower: owner, index of the placed tile, local segment.
pub type NFollower = (Seat, usize, usize);

/// Landscape on a side: 1 field, 2 road, 3 city, 4 water (same order as nothing in
/// particular).
pub const FIELD: u8 = 1;
pub const ROAD: u8 = 2;
pub const CITY: u8 = 3;
pub const WATER: u8 = 4;

/// Every turn a tile could be given: the four rotations and the four corners.
pub fn all_turns() -> [Turn; 8] {
    [
        Turn::Square(Rotation::R0),
        Turn::Square(Rotation::R90),
        Turn::Square(Rotation::R180),
        Turn::Square(Rotation::R270),
        Turn::Triangle(Corner::NW),
        Turn::Triangle(Corner::NE),
        Turn::Triangle(Corner::SE),
        Turn::Triangle(Corner::SW),
    ]
}

/// The space beyond side `side` (0 N, 1 E, 2 S, 3 W).
pub fn step(p: SpacePos, side: usize) -> SpacePos {
    match side {
        0 => SpacePos::new(p.x, p.y - 1),
        1 => SpacePos::new(p.x + 1, p.y),
        2 => SpacePos::new(p.x, p.y + 1),
        _ => SpacePos::new(p.x - 1, p.y),
    }
}

/// Whether a tile lying as `turn` covers side `side` of its space: a square covers all four,
/// a triangle with its right angle at corner `c` covers sides `c` and `c + 3` (NW: N and W).
pub fn covers(turn: Turn, side: usize) -> bool {
    match turn {
        Turn::Square(_) => true,
        Turn::Triangle(c) => side == c.index() || side == (c.index() + 3) % 4,
    }
}

fn quarter(turn: Turn) -> u8 {
    match turn {
        Turn::Square(r) => r as u8,
        Turn::Triangle(c) => c.index() as u8,
    }
}

fn is_triangle(turn: Turn) -> bool {
    matches!(turn, Turn::Triangle(_))
}

/// The local segment at board point `p` of tile `kind` lying as `turn`: the segment whose
/// canonical point, turned, is `p`.
pub fn seg_at(cat: &Catalog, kind: TileKind, turn: Turn, p: usize) -> Option<usize> {
    let q = quarter(turn);
    cat.def(kind)
        .segments
        .iter()
        .position(|s| (0..15).any(|cp| s.points & (1 << cp) != 0 && rotate_point(cp, q) == p))
}

/// The landscape a tile shows on board side `side` (`None` where it does not reach): city if
/// the side's middle is in a city, road if in a road, else field.
pub fn side_kind(cat: &Catalog, t: &NTile, side: usize) -> Option<u8> {
    if !covers(t.turn, side) {
        return None;
    }
    // Water is no feature: the tile data's edges name it (canonical side = board side turned
    // back).
    let canonical = side_of((side + 4 - quarter(t.turn) as usize) % 4);
    if cat.def(t.kind).canonical_edge(canonical) == Some(halflings_engine::tiles::EdgeKind::Water) {
        return Some(WATER);
    }
    Some(middle_kind(cat, t.kind, t.turn, point(side_of(side), 1)))
}

fn middle_kind(cat: &Catalog, kind: TileKind, turn: Turn, p: usize) -> u8 {
    match seg_at(cat, kind, turn, p).map(|s| cat.def(kind).segments[s].kind) {
        Some(FeatureKind::City) => CITY,
        Some(FeatureKind::Road) => ROAD,
        _ => FIELD,
    }
}

/// The landscape on a triangle's long side.
pub fn long_kind(cat: &Catalog, t: &NTile) -> u8 {
    middle_kind(cat, t.kind, t.turn, 13)
}

fn side_of(i: usize) -> halflings_engine::Side {
    halflings_engine::Side::ALL[i]
}

/// The tiles of a game's board.
pub fn board_tiles(state: &GameState) -> Vec<NTile> {
    state
        .board()
        .tiles()
        .iter()
        .map(|t| NTile {
            kind: t.kind,
            pos: t.pos,
            turn: t.turn,
        })
        .collect()
}

/// The followers of a game's board.
pub fn board_followers(state: &GameState) -> Vec<NFollower> {
    let b = state.board();
    b.followers()
        .iter()
        .map(|f| (f.player, f.tile as usize, b.follower_local(f) as usize))
        .collect()
}

/// Whether `kind` may lie at `pos` as `turn` (`halflings.md` §4, base rules §2.2).
pub fn naive_legal(
    cat: &Catalog,
    tiles: &[NTile],
    kind: TileKind,
    pos: SpacePos,
    turn: Turn,
) -> bool {
    let shape = cat.def(kind).shape;
    // A tile with walls is laid by its module's own rule, never by the placement rules.
    if cat.def(kind).has_walls() {
        return false;
    }
    if (shape == Shape::Square) != matches!(turn, Turn::Square(_)) {
        return false;
    }
    let here: Vec<&NTile> = tiles.iter().filter(|t| t.pos == pos).collect();
    let new = NTile { kind, pos, turn };
    let mut partner = None;
    match turn {
        Turn::Square(_) => {
            if !here.is_empty() {
                return false;
            }
        }
        Turn::Triangle(c) => {
            if here.len() >= 2 {
                return false;
            }
            if let Some(t) = here.first() {
                match t.turn {
                    Turn::Square(_) => return false,
                    Turn::Triangle(d) => {
                        // Only complementary halves share a space.
                        if d.index() != (c.index() + 2) % 4 {
                            return false;
                        }
                    }
                }
                partner = Some(*t);
            }
        }
    }
    let mut contact = false;
    for side in 0..4 {
        let Some(ours) = side_kind(cat, &new, side) else {
            continue;
        };
        let opp = (side + 2) % 4;
        for t in tiles.iter().filter(|t| t.pos == step(pos, side)) {
            if let Some(theirs) = side_kind(cat, t, opp) {
                contact = true;
                if theirs != ours {
                    return false;
                }
            }
        }
    }
    if let Some(p) = partner {
        contact = true;
        if long_kind(cat, p) != long_kind(cat, &new) {
            return false;
        }
    }
    contact
}

/// The spaces of the bounding box of `tiles`, grown by one on every side.
pub fn candidate_spaces(tiles: &[NTile]) -> Vec<SpacePos> {
    let minx = tiles.iter().map(|t| t.pos.x).min().unwrap() - 1;
    let maxx = tiles.iter().map(|t| t.pos.x).max().unwrap() + 1;
    let miny = tiles.iter().map(|t| t.pos.y).min().unwrap() - 1;
    let maxy = tiles.iter().map(|t| t.pos.y).max().unwrap() + 1;
    let mut v = Vec::new();
    for y in miny..=maxy {
        for x in minx..=maxx {
            v.push(SpacePos::new(x, y));
        }
    }
    v
}

/// Every legal placement of `kind`, found by trying every space of the box and every turn.
pub fn naive_placements(
    cat: &Catalog,
    tiles: &[NTile],
    kind: TileKind,
) -> BTreeSet<(SpacePos, Turn)> {
    let mut out = BTreeSet::new();
    for pos in candidate_spaces(tiles) {
        for turn in all_turns() {
            if naive_legal(cat, tiles, kind, pos, turn) {
                out.insert((pos, turn));
            }
        }
    }
    out
}

/// A feature found by flood fill.
#[derive(Clone, Debug)]
pub struct NFeature {
    pub kind: FeatureKind,
    pub members: Vec<(usize, usize)>,
    pub tiles: BTreeSet<usize>,
    pub spaces: BTreeSet<SpacePos>,
    pub arms: u32,
    /// Open ends: border points meeting no tile, every point of a city, the middles of a road.
    pub open: u32,
}

impl NFeature {
    /// The space of the earliest placed tile of the feature.
    pub fn at(&self, tiles: &[NTile]) -> SpacePos {
        tiles[*self.tiles.iter().next().unwrap()].pos
    }

    pub fn complete(&self) -> bool {
        self.open == 0
    }
}

/// All features of a board.
pub struct NFeatures {
    pub list: Vec<NFeature>,
    pub of: HashMap<(usize, usize), usize>,
}

impl NFeatures {
    pub fn feature(&self, tile: usize, local: usize) -> &NFeature {
        &self.list[self.of[&(tile, local)]]
    }
}

/// The features of `tiles`, by a from-scratch flood fill: point `(side s, p)` meets the
/// neighbour's `(opposite side, 2 - p)`; long-side point `12 + p` meets the complementary
/// triangle's `12 + (2 - p)`.
pub fn naive_features(cat: &Catalog, tiles: &[NTile]) -> NFeatures {
    let mut by_pos: HashMap<SpacePos, Vec<usize>> = HashMap::new();
    for (i, t) in tiles.iter().enumerate() {
        by_pos.entry(t.pos).or_default().push(i);
    }
    let mut adj: HashMap<(usize, usize), Vec<(usize, usize)>> = HashMap::new();
    let mut open: HashMap<(usize, usize), u32> = HashMap::new();
    // An open end: a road's side middle, or any border point of a city (a city may hold only
    // part of a side, as on the Hills & Sheep tile with two cities on one side).
    let open_end = |t: &NTile, s: usize, p: usize| match cat.def(t.kind).segments[s].kind {
        FeatureKind::City => true,
        FeatureKind::Road => p == 1,
        _ => false,
    };
    for (i, t) in tiles.iter().enumerate() {
        for side in 0..4 {
            if !covers(t.turn, side) {
                continue;
            }
            let opp = (side + 2) % 4;
            let nb = by_pos
                .get(&step(t.pos, side))
                .and_then(|v| v.iter().copied().find(|&u| covers(tiles[u].turn, opp)));
            for p in 0..3 {
                let Some(a) = seg_at(cat, t.kind, t.turn, point(side_of(side), p)) else {
                    continue;
                };
                let b = nb.and_then(|u| {
                    let tu = &tiles[u];
                    seg_at(cat, tu.kind, tu.turn, point(side_of(opp), 2 - p)).map(|b| (u, b))
                });
                match b {
                    Some(ub) => adj.entry((i, a)).or_default().push(ub),
                    None if open_end(t, a, p) => *open.entry((i, a)).or_default() += 1,
                    None => {}
                }
            }
        }
        if let Turn::Triangle(c) = t.turn {
            let partner = by_pos[&t.pos].iter().copied().find(|&u| {
                u != i && tiles[u].turn == Turn::Triangle(Corner::ALL[(c.index() + 2) % 4])
            });
            for p in 0..3 {
                let Some(a) = seg_at(cat, t.kind, t.turn, 12 + p) else {
                    continue;
                };
                let b = partner.and_then(|u| {
                    let tu = &tiles[u];
                    seg_at(cat, tu.kind, tu.turn, 12 + 2 - p).map(|b| (u, b))
                });
                match b {
                    Some(ub) => adj.entry((i, a)).or_default().push(ub),
                    None if open_end(t, a, p) => *open.entry((i, a)).or_default() += 1,
                    None => {}
                }
            }
        }
    }
    // Links found from one side only are made symmetric.
    let pairs: Vec<((usize, usize), (usize, usize))> = adj
        .iter()
        .flat_map(|(a, bs)| bs.iter().map(move |b| (*a, *b)))
        .collect();
    for (a, b) in pairs {
        let back = adj.entry(b).or_default();
        if !back.contains(&a) {
            back.push(a);
        }
    }
    let mut of = HashMap::new();
    let mut list = Vec::new();
    for (i, t) in tiles.iter().enumerate() {
        let def = cat.def(t.kind);
        for l in 0..def.segments.len() {
            if of.contains_key(&(i, l)) {
                continue;
            }
            let id = list.len();
            let mut f = NFeature {
                kind: def.segments[l].kind,
                members: Vec::new(),
                tiles: BTreeSet::new(),
                spaces: BTreeSet::new(),
                arms: 0,
                open: 0,
            };
            let mut queue = VecDeque::from([(i, l)]);
            of.insert((i, l), id);
            while let Some((u, s)) = queue.pop_front() {
                f.members.push((u, s));
                f.tiles.insert(u);
                f.spaces.insert(tiles[u].pos);
                f.arms += cat.def(tiles[u].kind).segments[s].arms as u32;
                f.open += open.get(&(u, s)).copied().unwrap_or(0);
                for &n in adj.get(&(u, s)).map(Vec::as_slice).unwrap_or(&[]) {
                    assert_eq!(
                        cat.def(tiles[n.0].kind).segments[n.1].kind,
                        f.kind,
                        "naive model: two kinds of landscape meet"
                    );
                    if let std::collections::hash_map::Entry::Vacant(e) = of.entry(n) {
                        e.insert(id);
                        queue.push_back(n);
                    }
                }
            }
            list.push(f);
        }
    }
    NFeatures { list, of }
}

/// For a legal placement: the local segments of the new tile whose feature holds no follower
/// once the tile is placed.
pub fn naive_free_locals(
    cat: &Catalog,
    tiles: &[NTile],
    followers: &[NFollower],
    kind: TileKind,
    pos: SpacePos,
    turn: Turn,
) -> BTreeSet<usize> {
    let mut all = tiles.to_vec();
    all.push(NTile { kind, pos, turn });
    let feats = naive_features(cat, &all);
    let occupied: HashSet<usize> = followers
        .iter()
        .map(|&(_, t, l)| feats.of[&(t, l)])
        .collect();
    let n = all.len() - 1;
    (0..cat.def(kind).segments.len())
        .filter(|&l| !occupied.contains(&feats.of[&(n, l)]))
        .collect()
}

/// `(placements, with_followers)` as `perft::placements` counts them, computed naively.
pub fn naive_perft_placements(
    cat: &Catalog,
    tiles: &[NTile],
    followers: &[NFollower],
    kind: TileKind,
    supply: u8,
) -> (u64, u64) {
    let placements = naive_placements(cat, tiles, kind);
    let mut with = placements.len() as u64;
    if supply > 0 {
        for &(pos, turn) in &placements {
            with += naive_free_locals(cat, tiles, followers, kind, pos, turn).len() as u64;
        }
    }
    (placements.len() as u64, with)
}

/// The local segment a follower location names on tile `kind` lying as `turn`, or `None` if
/// it names nothing there (`halflings.md` §2, §6a.6).
pub fn naive_location_local(
    cat: &Catalog,
    kind: TileKind,
    turn: Turn,
    loc: Location,
) -> Option<usize> {
    let def = cat.def(kind);
    let p = match loc {
        Location::Centre => {
            return def
                .segments
                .iter()
                .position(|s| s.kind == FeatureKind::Monastery)
        }
        Location::Side(s) => point(s, 1),
        Location::Half { side, first } => point(side, if first { 0 } else { 2 }),
        Location::Long => 13,
        Location::LongHalf(k) => {
            let Turn::Triangle(c) = turn else { return None };
            if k.index() == (c.index() + 1) % 4 {
                12
            } else if k.index() == (c.index() + 3) % 4 {
                14
            } else {
                return None;
            }
        }
    };
    if p < 12 && !covers(turn, p / 3) {
        return None;
    }
    if p >= 12 && !is_triangle(turn) {
        return None;
    }
    let seg = seg_at(cat, kind, turn, p)?;
    // A half-side names the field there, never a city or road (`halflings.md` §2, §6a.6).
    (p % 3 == 1 || def.segments[seg].kind == FeatureKind::Field).then_some(seg)
}

/// The counting rules of a game, restated from `halflings.md` §5 and §6.
#[derive(Copy, Clone, Debug)]
pub struct NRules {
    pub version: RulesVersion,
    pub symbols_active: bool,
    /// Hills: only the tied players with the most followers on hills win.
    pub hill_more_followers: bool,
    pub players: usize,
}

impl NRules {
    pub fn of(setup: &Setup) -> NRules {
        let first = matches!(setup.rules, RulesVersion::C1_2014 | RulesVersion::C1_2015);
        NRules {
            version: setup.rules,
            symbols_active: setup.symbols_active.unwrap_or(!first),
            hill_more_followers: setup.expansions.iter().any(|c| {
                c.id == "hills"
                    && c.options.get("tie_break").map(String::as_str) == Some("more-followers")
            }),
            players: setup.players as usize,
        }
    }

    /// Whether roads and cities count tiles (else spaces).
    fn road_city_tiles(&self) -> bool {
        matches!(self.version, RulesVersion::C1_2015 | RulesVersion::C2_2020)
    }

    /// Whether monasteries count tiles (else spaces).
    fn monastery_tiles(&self) -> bool {
        self.version == RulesVersion::C1_2015
    }
}

/// What a score event says, for comparing the engine with the naive model.
pub type ScoreKey = (
    FeatureKind,
    (i32, i32),
    bool, // complete
    bool, // final scoring
    u32,  // counted
    u32,  // arms
    u32,  // vineyards
    u32,  // value
    Vec<u32>,
    Vec<u8>,
);

pub fn key_of(e: &ScoreEvent) -> ScoreKey {
    (
        e.feature,
        (e.at.x, e.at.y),
        e.complete,
        e.final_scoring,
        e.counted,
        e.arms,
        e.bonus.map_or(0, |b| b.count),
        e.value,
        e.points().to_vec(),
        e.followers().to_vec(),
    )
}

/// Whether a hill lies on space `pos`.
fn hill_at(cat: &Catalog, tiles: &[NTile], pos: SpacePos) -> bool {
    tiles
        .iter()
        .any(|t| t.pos == pos && cat.def(t.kind).has_symbol("hill"))
}

/// Followers per player in a feature and how many of them stand on a hill's space, then the
/// points per player for `value` (majority; ties share; a hill breaks ties, §6a.4).
fn majority(
    cat: &Catalog,
    rules: &NRules,
    tiles: &[NTile],
    followers: &[NFollower],
    members: &[(usize, usize)],
    value: u32,
) -> (Vec<u32>, Vec<u8>) {
    let mut count = vec![0u8; rules.players];
    let mut hills = vec![0u8; rules.players];
    for &(p, t, l) in followers {
        if members.contains(&(t, l)) {
            count[p.index()] += 1;
            if hill_at(cat, tiles, tiles[t].pos) {
                hills[p.index()] += 1;
            }
        }
    }
    let max = *count.iter().max().unwrap();
    let mut points = vec![0u32; rules.players];
    if max == 0 {
        return (points, count);
    }
    let mut winners: Vec<usize> = (0..rules.players).filter(|&p| count[p] == max).collect();
    if rules.symbols_active && winners.len() > 1 {
        let best = winners.iter().map(|&p| hills[p]).max().unwrap();
        if best > 0 {
            winners.retain(|&p| match rules.hill_more_followers {
                false => hills[p] > 0,
                true => hills[p] == best,
            });
        }
    }
    for p in winners {
        points[p] = value;
    }
    (points, count)
}

/// The score of a road or city, as `halflings.md` §5 counts it.
pub fn naive_road_city_score(
    cat: &Catalog,
    rules: &NRules,
    tiles: &[NTile],
    followers: &[NFollower],
    f: &NFeature,
    final_scoring: bool,
) -> ScoreKey {
    let counted = if rules.road_city_tiles() {
        f.tiles.len() as u32
    } else {
        f.spaces.len() as u32
    };
    let complete = f.complete();
    let value = match f.kind {
        FeatureKind::City if complete && !final_scoring => 2 * counted + 2 * f.arms,
        FeatureKind::City => counted + f.arms,
        _ => counted,
    };
    let arms = if f.kind == FeatureKind::City {
        f.arms
    } else {
        0
    };
    let (points, count) = majority(cat, rules, tiles, followers, &f.members, value);
    let at = f.at(tiles);
    (
        f.kind,
        (at.x, at.y),
        complete,
        final_scoring,
        counted,
        arms,
        0,
        value,
        points,
        count,
    )
}

fn block3(pos: SpacePos) -> Vec<SpacePos> {
    let mut v = Vec::new();
    for dy in -1..=1 {
        for dx in -1..=1 {
            v.push(SpacePos::new(pos.x + dx, pos.y + dy));
        }
    }
    v
}

/// Whether all 8 spaces around `pos` hold a tile.
pub fn surrounded(tiles: &[NTile], pos: SpacePos) -> bool {
    block3(pos)
        .into_iter()
        .all(|p| p == pos || tiles.iter().any(|t| t.pos == p))
}

/// The score of the monastery on tile `tile` (local segment `local`).
pub fn naive_monastery_score(
    cat: &Catalog,
    rules: &NRules,
    tiles: &[NTile],
    followers: &[NFollower],
    tile: usize,
    local: usize,
    final_scoring: bool,
) -> ScoreKey {
    let pos = tiles[tile].pos;
    let block = block3(pos);
    let counted = if rules.monastery_tiles() {
        tiles.iter().filter(|t| block.contains(&t.pos)).count() as u32
    } else {
        block
            .iter()
            .filter(|p| tiles.iter().any(|t| t.pos == **p))
            .count() as u32
    };
    let complete = surrounded(tiles, pos);
    let vineyards = if rules.symbols_active && complete && !final_scoring {
        tiles
            .iter()
            .filter(|t| block.contains(&t.pos) && cat.def(t.kind).has_symbol("vineyard"))
            .count() as u32
    } else {
        0
    };
    let value = counted + 3 * vineyards;
    let (points, count) = majority(cat, rules, tiles, followers, &[(tile, local)], value);
    (
        FeatureKind::Monastery,
        (pos.x, pos.y),
        complete,
        final_scoring,
        counted,
        0,
        vineyards,
        value,
        points,
        count,
    )
}

/// The final score of a field: 3 per completed city it touches (base rules §2.5).
pub fn naive_field_score(
    cat: &Catalog,
    rules: &NRules,
    tiles: &[NTile],
    followers: &[NFollower],
    feats: &NFeatures,
    f: &NFeature,
) -> ScoreKey {
    let mut cities = BTreeSet::new();
    for &(t, l) in &f.members {
        let mask = cat.def(tiles[t].kind).segments[l].cities;
        for c in 0..16 {
            if mask & (1 << c) != 0 {
                let id = feats.of[&(t, c)];
                if feats.list[id].complete() {
                    cities.insert(id);
                }
            }
        }
    }
    let counted = cities.len() as u32;
    let value = 3 * counted;
    let (points, count) = majority(cat, rules, tiles, followers, &f.members, value);
    let at = f.at(tiles);
    (
        FeatureKind::Field,
        (at.x, at.y),
        false,
        true,
        counted,
        0,
        0,
        value,
        points,
        count,
    )
}

/// Final scoring from scratch: every feature holding a follower, as it stands at game end.
pub fn naive_final_scores(
    cat: &Catalog,
    rules: &NRules,
    tiles: &[NTile],
    followers: &[NFollower],
) -> Vec<ScoreKey> {
    let feats = naive_features(cat, tiles);
    let mut ids: Vec<usize> = followers
        .iter()
        .map(|&(_, t, l)| feats.of[&(t, l)])
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let mut out = Vec::new();
    for id in ids {
        let f = &feats.list[id];
        out.push(match f.kind {
            FeatureKind::Road | FeatureKind::City => {
                naive_road_city_score(cat, rules, tiles, followers, f, true)
            }
            FeatureKind::Monastery => {
                let (t, l) = f.members[0];
                naive_monastery_score(cat, rules, tiles, followers, t, l, true)
            }
            FeatureKind::Field => naive_field_score(cat, rules, tiles, followers, &feats, f),
        });
    }
    out.sort();
    out
}

/// The setups the random games cycle through: every rules version, 2–6 players, symbol tiles
/// on and off, random deal and draft, one set or both, counts per set or in total.
pub fn varied_setup(seed: u64) -> Setup {
    let mut s = Setup {
        seed,
        rules: RulesVersion::ALL[(seed % 4) as usize],
        players: 2 + ((seed / 4) % 5) as u8,
        symbol_tiles: (seed / 20).is_multiple_of(2),
        deal: if (seed / 40).is_multiple_of(2) {
            Deal::Random
        } else {
            Deal::Draft
        },
        ..Setup::default()
    };
    match (seed / 80) % 5 {
        1 => s.symbols_active = Some(!s.rules.default_symbols_active()),
        2 => {
            s.expansions =
                vec![halflings_engine::ExpansionChoice::new("hills")
                    .with("tie_break", "more-followers")]
        }
        3 => s.count_per = halflings_engine::CountPer::PerSet,
        4 => s.sets = vec![["halflings-1", "halflings-2"][(seed / 400 % 2) as usize].into()],
        _ => {}
    }
    if (seed / 7).is_multiple_of(6) {
        s.halflings = Some(1 + (seed / 42 % 4) as u8);
    }
    s
}

/// A game for `varied_setup(seed)`; options that need more halflings than exist are eased.
pub fn varied_game(cat: &Arc<Catalog>, seed: u64) -> (Setup, GameState) {
    let mut setup = varied_setup(seed);
    loop {
        match GameState::new(cat.clone(), &setup) {
            Ok(g) => return (setup, g),
            Err(halflings_engine::SetupError::NotEnoughHalflings { .. }) => {
                if setup.count_per == halflings_engine::CountPer::PerSet {
                    setup.count_per = halflings_engine::CountPer::Total;
                } else if setup.sets.len() == 1 {
                    setup.sets = Setup::default().sets;
                } else {
                    setup.halflings = Some(1);
                }
            }
            Err(e) => panic!("seed {seed}: {e}"),
        }
    }
}
