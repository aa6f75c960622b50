//! The board: spaces and their contents, placement legality, the frontier of open places and
//! the features that grow across tiles, all kept incrementally.

use std::sync::Arc;

use crate::geometry::{point, Corner, Rotation, Side, SpacePos, Turn, LONG_SIDE, MIDDLE};
use crate::tiles::{Catalog, FeatureKind, Shape, TileDef, TileKind, NO_SEGMENT};

/// "Nothing here" for 16-bit indices.
pub(crate) const NONE: u16 = u16::MAX;

/// Why a tile may not lie where asked (`halflings.md` §4, base rules §2.2).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// The space (or that half of it) already holds a tile.
    #[error("space taken: {at} already holds a tile where this one would lie")]
    SpaceTaken {
        /// The space.
        at: SpacePos,
    },
    /// A square tile may not go into a space holding a triangle.
    #[error("square into a half-filled space: {at} holds a triangle, only its complementary triangle may join it")]
    SquareIntoHalfSpace {
        /// The space.
        at: SpacePos,
    },
    /// Only complementary triangles (NW+SE, NE+SW) share a space.
    #[error("non-complementary half: the triangle in {at} lies at {present}, so only a {} triangle may join it", present.opposite())]
    NotComplementary {
        /// The space.
        at: SpacePos,
        /// The orientation of the triangle already there.
        present: Corner,
    },
    /// The tile would not continue any existing landscape along a full side.
    #[error(
        "not touching: at {at} no side of the tile lies against a placed tile along a full side"
    )]
    NotTouching {
        /// The space.
        at: SpacePos,
    },
    /// A side would not continue the landscape it touches.
    #[error("side mismatch: at {at} the {side} side would be {ours} against {theirs}")]
    SideMismatch {
        /// The space.
        at: SpacePos,
        /// The side, in board orientation.
        side: char,
        /// The new tile's landscape there.
        ours: &'static str,
        /// The neighbour's landscape.
        theirs: &'static str,
    },
    /// The long side would not continue the landscape of the triangle sharing the space.
    #[error("long-side mismatch: in {at} the long side would be {ours} against {theirs}")]
    LongSideMismatch {
        /// The space.
        at: SpacePos,
        /// The new triangle's landscape on its long side.
        ours: &'static str,
        /// The other triangle's.
        theirs: &'static str,
    },
    /// A square was given a corner or a triangle a rotation.
    #[error("wrong turn: {0}")]
    WrongTurn(&'static str),
}

fn kind_name(code: u8) -> &'static str {
    match code {
        1 => "field",
        2 => "road",
        3 => "city",
        _ => "nothing",
    }
}

/// A tile on the board.
#[derive(Clone, Debug)]
pub struct PlacedTile {
    /// Which tile.
    pub kind: TileKind,
    /// Its space.
    pub pos: SpacePos,
    /// How it lies.
    pub turn: Turn,
    /// Index of its space record.
    pub(crate) space: u16,
    /// Global index of its first segment.
    pub(crate) first_seg: u16,
}

/// What a space holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// Nothing: a square gap.
    Empty,
    /// One square tile.
    Square,
    /// One or two triangles: a bit per corner present.
    Triangles(u8),
}

#[derive(Clone, Debug)]
pub(crate) struct SpaceRec {
    pub pos: SpacePos,
    /// The tile covering each side, or `NONE`.
    pub side_tile: [u16; 4],
    /// Tiles in the space: a square in slot 0; a triangle in slot `corner / 2`.
    pub tiles: [u16; 2],
    pub content: Content,
    /// Landscape the neighbours show towards this space, 2 bits per side.
    pub req: u8,
    /// Position in the frontier list, or `NONE`.
    pub frontier: u16,
}

impl SpaceRec {
    fn new(pos: SpacePos) -> SpaceRec {
        SpaceRec {
            pos,
            side_tile: [NONE; 4],
            tiles: [NONE; 2],
            content: Content::Empty,
            req: 0,
            frontier: NONE,
        }
    }

    fn full(&self) -> bool {
        match self.content {
            Content::Empty => false,
            Content::Square => true,
            Content::Triangles(m) => m.count_ones() == 2,
        }
    }

    fn open(&self) -> bool {
        !self.full() && (self.req != 0 || self.content != Content::Empty)
    }

    /// The tiles in this space.
    pub fn tile_list(&self) -> impl Iterator<Item = u16> + '_ {
        self.tiles.iter().copied().filter(|&t| t != NONE)
    }
}

/// A segment node: one tile-local feature, linked into the feature it belongs to.
#[derive(Copy, Clone, Debug)]
pub(crate) struct SegNode {
    pub parent: u16,
    /// Next member of the same feature (a circular list).
    pub next: u16,
    pub tile: u16,
    pub local: u8,
    pub kind: FeatureKind,
    // Valid at roots:
    /// Open border points (see [`open_points`]): 0 when a road or city is complete.
    pub open: u16,
    pub arms: u16,
    pub followers: u8,
    pub size: u16,
}

/// A follower on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Follower {
    /// Its owner.
    pub player: u8,
    /// The placed tile it stands on.
    pub tile: u16,
    /// Global segment index.
    pub(crate) seg: u16,
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct MonasteryRec {
    pub seg: u16,
    pub pos: SpacePos,
    pub complete: bool,
}

fn pos_key(p: SpacePos) -> u64 {
    ((p.x as u32 as u64) << 32) | p.y as u32 as u64
}

/// Open addressing from a space's position to the index of its record; never shrinks.
#[derive(Clone, Debug)]
struct SpaceIndex {
    keys: Vec<u64>,
    /// `NONE` marks an empty slot.
    values: Vec<u16>,
    len: usize,
    shift: u32,
}

impl SpaceIndex {
    fn with_bits(bits: u32) -> SpaceIndex {
        SpaceIndex {
            keys: vec![0; 1 << bits],
            values: vec![NONE; 1 << bits],
            len: 0,
            shift: 64 - bits,
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize
    }

    #[inline]
    fn get(&self, key: u64) -> Option<u16> {
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            match self.values[i] {
                NONE => return None,
                v if self.keys[i] == key => return Some(v),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Inserts a key known to be absent.
    fn insert(&mut self, key: u64, value: u16) {
        if (self.len + 1) * 2 > self.keys.len() {
            let mut bigger = SpaceIndex::with_bits(64 - self.shift + 1);
            for (k, v) in self.keys.iter().zip(&self.values) {
                if *v != NONE {
                    bigger.insert(*k, *v);
                }
            }
            *self = bigger;
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        while self.values[i] != NONE {
            i = (i + 1) & mask;
        }
        self.keys[i] = key;
        self.values[i] = value;
        self.len += 1;
    }
}

/// The board and everything on it.
#[derive(Clone, Debug)]
pub struct Board {
    pub(crate) catalog: Arc<Catalog>,
    pub(crate) tiles: Vec<PlacedTile>,
    pub(crate) segs: Vec<SegNode>,
    pub(crate) spaces: Vec<SpaceRec>,
    index: SpaceIndex,
    frontier: Vec<FrontierEntry>,
    pub(crate) monasteries: Vec<MonasteryRec>,
    pub(crate) followers: Vec<Follower>,
}

/// An open place on the board: a space not yet full that a new tile could touch.
#[derive(Copy, Clone, Debug)]
struct FrontierEntry {
    pos: SpacePos,
    space: u16,
    /// Landscape the neighbours show, 2 bits per side.
    req: u8,
    /// Triangles present, a bit per corner (0: the space is empty).
    corners: u8,
}

impl Board {
    /// An empty board.
    pub fn new(catalog: Arc<Catalog>) -> Board {
        Board {
            catalog,
            tiles: Vec::with_capacity(100),
            segs: Vec::with_capacity(400),
            spaces: Vec::with_capacity(300),
            index: SpaceIndex::with_bits(9),
            frontier: Vec::with_capacity(128),
            monasteries: Vec::new(),
            followers: Vec::with_capacity(42),
        }
    }

    /// The catalogue the board's tiles come from.
    pub fn catalog(&self) -> &Arc<Catalog> {
        &self.catalog
    }

    /// Tiles on the board, in the order they were placed.
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    /// Followers on the board.
    pub fn followers(&self) -> &[Follower] {
        &self.followers
    }

    pub(crate) fn space_index(&self, pos: SpacePos) -> Option<u16> {
        self.index.get(pos_key(pos))
    }

    pub(crate) fn space(&self, pos: SpacePos) -> Option<&SpaceRec> {
        self.space_index(pos).map(|i| &self.spaces[i as usize])
    }

    /// What the space at `pos` holds.
    pub fn content(&self, pos: SpacePos) -> Content {
        self.space(pos).map_or(Content::Empty, |s| s.content)
    }

    /// Whether the space holds at least one tile.
    pub fn occupied(&self, pos: SpacePos) -> bool {
        self.content(pos) != Content::Empty
    }

    /// Number of tiles in the space (0, 1 or 2).
    pub fn tiles_in(&self, pos: SpacePos) -> u32 {
        self.space(pos).map_or(0, |s| s.tile_list().count() as u32)
    }

    /// The placed tile at `pos` (for a triangle: the one at `corner`).
    pub fn tile_at(&self, pos: SpacePos, corner: Option<Corner>) -> Option<u16> {
        let s = self.space(pos)?;
        match (s.content, corner) {
            (Content::Square, None) => Some(s.tiles[0]),
            (Content::Triangles(m), Some(c)) if m & (1 << c.index()) != 0 => {
                Some(s.tiles[c.index() / 2])
            }
            _ => None,
        }
    }

    pub(crate) fn def(&self, kind: TileKind) -> &TileDef {
        self.catalog.def(kind)
    }

    /// Checks that tile `kind` may lie at `at` as `turn` (`halflings.md` §4).
    ///
    /// # Errors
    /// The rule the placement breaks.
    pub fn check_placement(
        &self,
        kind: TileKind,
        at: SpacePos,
        turn: Turn,
    ) -> Result<(), PlacementError> {
        let def = self.def(kind);
        match (def.shape, turn) {
            (Shape::Square, Turn::Triangle(_)) => {
                return Err(PlacementError::WrongTurn(
                    "a square tile takes a rotation, not a corner",
                ))
            }
            (Shape::Triangle, Turn::Square(_)) => {
                return Err(PlacementError::WrongTurn(
                    "a triangle takes a corner (NW, NE, SE, SW), not a rotation",
                ))
            }
            _ => {}
        }
        match self.space(at) {
            Some(rec) => check_in_space(rec, def, turn, &self.tiles, &self.catalog),
            None => Err(PlacementError::NotTouching { at }),
        }
    }

    /// Calls `f` for every legal placement of `kind`: each open space × rotation (square) or
    /// orientation (triangle). Symmetric rotations are not merged. Stops when `f` returns
    /// `false`; returns whether it ran to the end.
    pub fn for_each_placement(
        &self,
        kind: TileKind,
        mut f: impl FnMut(SpacePos, Turn) -> bool,
    ) -> bool {
        let def = self.def(kind);
        for e in &self.frontier {
            if e.corners != 0 {
                // Half-filled: only the complementary triangle, checked in full.
                if def.shape == Shape::Triangle {
                    let present = Corner::from_index(e.corners.trailing_zeros() as usize);
                    let turn = Turn::Triangle(present.opposite());
                    let rec = &self.spaces[e.space as usize];
                    if check_in_space(rec, def, turn, &self.tiles, &self.catalog).is_ok()
                        && !f(e.pos, turn)
                    {
                        return false;
                    }
                }
                continue;
            }
            // Empty space: the table of fitting turns for what the neighbours show.
            let mut fits = def.fits[e.req as usize];
            while fits != 0 {
                let q = fits.trailing_zeros() as usize;
                fits &= fits - 1;
                let turn = match def.shape {
                    Shape::Square => Turn::Square(Rotation::ALL[q]),
                    Shape::Triangle => Turn::Triangle(Corner::ALL[q]),
                };
                if !f(e.pos, turn) {
                    return false;
                }
            }
        }
        true
    }

    /// A legal placement of `kind` drawn uniformly at random, or `None` if there is none.
    ///
    /// Tries random open places and turns first (rejection sampling, uniform over the legal
    /// ones) and falls back to counting all of them, which is uniform too.
    pub fn random_placement(
        &self,
        kind: TileKind,
        rng: &mut impl rand::Rng,
    ) -> Option<(SpacePos, Turn)> {
        let def = self.def(kind);
        let n = self.frontier.len();
        if n == 0 {
            return None;
        }
        for _ in 0..32 {
            let bits = rng.next_u32();
            let e = &self.frontier[(bits >> 2) as usize % n];
            let q = (bits & 3) as usize;
            let turn = match def.shape {
                Shape::Square => Turn::Square(Rotation::ALL[q]),
                Shape::Triangle => Turn::Triangle(Corner::ALL[q]),
            };
            let legal = if e.corners == 0 {
                def.fits[e.req as usize] & (1 << q) != 0
            } else {
                def.shape == Shape::Triangle
                    && e.corners == 1 << Corner::ALL[q].opposite().index()
                    && check_in_space(
                        &self.spaces[e.space as usize],
                        def,
                        turn,
                        &self.tiles,
                        &self.catalog,
                    )
                    .is_ok()
            };
            if legal {
                return Some((e.pos, turn));
            }
        }
        let total = self.count_placements(kind);
        if total == 0 {
            return None;
        }
        let mut k = rng.random_range(0..total);
        let mut found = None;
        self.for_each_placement(kind, |at, turn| {
            if k == 0 {
                found = Some((at, turn));
                return false;
            }
            k -= 1;
            true
        });
        found
    }

    /// Whether `kind` can be placed anywhere.
    pub fn can_place(&self, kind: TileKind) -> bool {
        !self.for_each_placement(kind, |_, _| false)
    }

    /// Number of legal placements of `kind`.
    pub fn count_placements(&self, kind: TileKind) -> usize {
        let mut n = 0;
        self.for_each_placement(kind, |_, _| {
            n += 1;
            true
        });
        n
    }

    /// Places the start tile on an empty board.
    pub(crate) fn place_first(&mut self, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        self.place_unchecked(kind, at, turn)
    }

    /// Local segments of tile `kind` lying at `at` as `turn` whose feature would hold a
    /// follower once the tile is placed. The tile is not placed.
    fn occupied_segments(&self, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        self.segments_reaching(kind, at, turn, |root| {
            self.segs[root as usize].followers > 0
        })
    }

    /// Local segments of tile `kind` lying at `at` as `turn` whose feature, once the tile is
    /// placed, would contain a feature whose root satisfies `hit`: those touching such a
    /// feature, and those joined to them through a feature both touch. The tile is not placed.
    pub(crate) fn segments_reaching(
        &self,
        kind: TileKind,
        at: SpacePos,
        turn: Turn,
        hit: impl Fn(u16) -> bool,
    ) -> u16 {
        let o = &self.def(kind).oriented[turn.quarter_turns() as usize];
        // (local segment, neighbouring root) for each contact: at most 12.
        let mut pairs = [(0u8, 0u16); 12];
        let mut n = 0;
        let mut reached = 0u16;
        self.for_each_contact(at, turn, |ours, theirs| {
            let ls = o.point_segment[ours];
            if ls != NO_SEGMENT && n < pairs.len() {
                let root = self.find(theirs);
                if hit(root) {
                    reached |= 1 << ls;
                }
                pairs[n] = (ls, root);
                n += 1;
            }
        });
        // Spread through shared neighbouring features until nothing changes.
        let pairs = &pairs[..n];
        loop {
            let before = reached;
            for &(a, ra) in pairs {
                if reached & (1 << a) != 0 {
                    for &(b, rb) in pairs {
                        if rb == ra {
                            reached |= 1 << b;
                        }
                    }
                }
            }
            if reached == before {
                return reached;
            }
        }
    }

    /// Local segments of tile `kind` at `at` as `turn` on which a follower may stand: those
    /// whose feature would hold no follower once the tile is placed. The tile is not placed.
    pub fn free_segments(&self, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        let def = self.def(kind);
        let all = (1u16 << def.segments.len()) - 1;
        all & !self.occupied_segments(kind, at, turn)
    }

    /// Calls `f(our point, their global segment)` for each border point of a tile lying at `at`
    /// as `turn` that meets a segment of a placed tile.
    fn for_each_contact(&self, at: SpacePos, turn: Turn, mut f: impl FnMut(usize, u16)) {
        for side in Side::ALL {
            if !turn.covers(side) {
                continue;
            }
            let Some(nrec) = self.space(at.step(side)) else {
                continue;
            };
            let u = nrec.side_tile[side.opposite().index()];
            if u == NONE {
                continue;
            }
            let ut = &self.tiles[u as usize];
            let uo = &self.def(ut.kind).oriented[ut.turn.quarter_turns() as usize];
            for p in 0..3 {
                let theirs = uo.point_segment[point(side.opposite(), 2 - p)];
                if theirs != NO_SEGMENT {
                    f(point(side, p), ut.first_seg + theirs as u16);
                }
            }
        }
        if let Turn::Triangle(c) = turn {
            if let Some(rec) = self.space(at) {
                let other = rec.tiles[c.opposite().index() / 2];
                if other != NONE
                    && matches!(rec.content, Content::Triangles(m) if m & (1 << c.opposite().index()) != 0)
                {
                    let ut = &self.tiles[other as usize];
                    let uo = &self.def(ut.kind).oriented[ut.turn.quarter_turns() as usize];
                    for p in 0..3 {
                        let theirs = uo.point_segment[LONG_SIDE + 2 - p];
                        if theirs != NO_SEGMENT {
                            f(LONG_SIDE + p, ut.first_seg + theirs as u16);
                        }
                    }
                }
            }
        }
    }

    /// Places a tile without checking legality; returns its index. Features are joined and
    /// the frontier updated; nothing is scored.
    pub(crate) fn place_unchecked(&mut self, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        let t = self.tiles.len() as u16;
        let first_seg = self.segs.len() as u16;
        let si = self.ensure_space(at);
        let catalog = Arc::clone(&self.catalog);
        let def = catalog.def(kind);
        let o = &def.oriented[turn.quarter_turns() as usize];
        for (i, seg) in def.segments.iter().enumerate() {
            let g = first_seg + i as u16;
            let open = open_points(seg.kind, o.seg_points[i]);
            self.segs.push(SegNode {
                parent: g,
                next: g,
                tile: t,
                local: i as u8,
                kind: seg.kind,
                open,
                arms: seg.arms as u16,
                followers: 0,
                size: 1,
            });
            if seg.kind == FeatureKind::Monastery {
                self.monasteries.push(MonasteryRec {
                    seg: g,
                    pos: at,
                    complete: false,
                });
            }
        }
        // Join across borders (computed before the tile enters its space).
        let mut links: [(u16, u16, bool); 12] = [(0, 0, false); 12];
        let mut nlinks = 0;
        self.for_each_contact(at, turn, |ours, theirs| {
            let ls = o.point_segment[ours];
            if ls != NO_SEGMENT && nlinks < links.len() {
                links[nlinks] = (first_seg + ls as u16, theirs, ours % 3 == MIDDLE);
                nlinks += 1;
            }
        });
        self.tiles.push(PlacedTile {
            kind,
            pos: at,
            turn,
            space: si,
            first_seg,
        });
        for &(a, b, middle) in &links[..nlinks] {
            self.union(a, b, middle);
        }
        // Fill the space.
        let rec = &mut self.spaces[si as usize];
        match turn {
            Turn::Square(_) => {
                rec.content = Content::Square;
                rec.tiles[0] = t;
            }
            Turn::Triangle(c) => {
                let m = match rec.content {
                    Content::Triangles(m) => m,
                    _ => 0,
                };
                rec.content = Content::Triangles(m | 1 << c.index());
                rec.tiles[c.index() / 2] = t;
            }
        }
        for side in Side::ALL {
            if turn.covers(side) {
                self.spaces[si as usize].side_tile[side.index()] = t;
            }
        }
        self.update_frontier(si);
        // Tell the neighbours what this tile shows them.
        for side in Side::ALL {
            if !turn.covers(side) {
                continue;
            }
            let code = (o.pattern >> (2 * side.index())) & 3;
            let ni = self.ensure_space(at.step(side));
            self.spaces[ni as usize].req |= code << (2 * side.opposite().index());
            self.update_frontier(ni);
        }
        t
    }

    fn ensure_space(&mut self, pos: SpacePos) -> u16 {
        if let Some(i) = self.space_index(pos) {
            return i;
        }
        let i = self.spaces.len() as u16;
        self.spaces.push(SpaceRec::new(pos));
        self.index.insert(pos_key(pos), i);
        i
    }

    fn update_frontier(&mut self, si: u16) {
        let rec = &self.spaces[si as usize];
        let want = rec.open();
        let have = rec.frontier != NONE;
        let entry = FrontierEntry {
            pos: rec.pos,
            space: si,
            req: rec.req,
            corners: match rec.content {
                Content::Triangles(m) => m,
                _ => 0,
            },
        };
        if want && have {
            self.frontier[rec.frontier as usize] = entry;
        } else if want {
            self.spaces[si as usize].frontier = self.frontier.len() as u16;
            self.frontier.push(entry);
        } else if have {
            let pos = rec.frontier as usize;
            self.frontier.swap_remove(pos);
            if pos < self.frontier.len() {
                let moved = self.frontier[pos].space;
                self.spaces[moved as usize].frontier = pos as u16;
            }
            self.spaces[si as usize].frontier = NONE;
        }
    }

    /// The root of segment `s`'s feature.
    pub(crate) fn find(&self, mut s: u16) -> u16 {
        while self.segs[s as usize].parent != s {
            s = self.segs[s as usize].parent;
        }
        s
    }

    /// Joins the features of `a` and `b`, linked at a border point (`middle`: a side's middle).
    fn union(&mut self, a: u16, b: u16, middle: bool) {
        let ra = self.find(a);
        let rb = self.find(b);
        let closes = link_closes(self.segs[ra as usize].kind, middle);
        if ra == rb {
            if closes {
                self.segs[ra as usize].open -= 2;
            }
            return;
        }
        let (big, small) = if self.segs[ra as usize].size >= self.segs[rb as usize].size {
            (ra, rb)
        } else {
            (rb, ra)
        };
        let s = self.segs[small as usize];
        let g = &mut self.segs[big as usize];
        g.size += s.size;
        g.open += s.open;
        if closes {
            g.open -= 2;
        }
        g.arms += s.arms;
        g.followers += s.followers;
        // Splice the two circular member lists.
        let big_next = g.next;
        g.next = s.next;
        self.segs[small as usize].next = big_next;
        self.segs[small as usize].parent = big;
    }

    /// Members of the feature rooted at `root`.
    pub(crate) fn members(&self, root: u16) -> impl Iterator<Item = u16> + '_ {
        let mut cur = root;
        let mut done = false;
        std::iter::from_fn(move || {
            if done {
                return None;
            }
            let out = cur;
            cur = self.segs[cur as usize].next;
            done = cur == root;
            Some(out)
        })
    }

    /// The global segment of the local segment `local` of placed tile `tile`.
    pub(crate) fn seg_of(&self, tile: u16, local: u8) -> u16 {
        self.tiles[tile as usize].first_seg + local as u16
    }

    /// Puts a follower of `player` on local segment `local` of tile `tile` (unchecked).
    pub(crate) fn put_follower(&mut self, player: u8, tile: u16, local: u8) {
        let seg = self.seg_of(tile, local);
        let root = self.find(seg);
        self.segs[root as usize].followers += 1;
        self.followers.push(Follower { player, tile, seg });
    }

    /// Removes the follower at index `i` of the follower list.
    pub(crate) fn remove_follower(&mut self, i: usize) -> Follower {
        let f = self.followers.remove(i);
        let root = self.find(f.seg);
        self.segs[root as usize].followers -= 1;
        f
    }

    /// The kind of the feature a follower stands in.
    pub fn follower_feature(&self, f: &Follower) -> FeatureKind {
        self.segs[f.seg as usize].kind
    }

    /// The local segment index a follower stands on.
    pub fn follower_local(&self, f: &Follower) -> u8 {
        self.segs[f.seg as usize].local
    }

    /// Whether the feature containing follower `f` is a road or city that is complete.
    pub(crate) fn root_of_follower(&self, f: &Follower) -> u16 {
        self.find(f.seg)
    }

    /// Whether the road or city rooted at `root` is complete.
    pub(crate) fn closed(&self, root: u16) -> bool {
        self.segs[root as usize].open == 0
    }

    /// A from-scratch recount of every feature (for cross-checks): for each segment, the
    /// smallest segment index of its feature and the feature's open ends.
    pub fn recount_features(&self) -> Vec<(u16, u16)> {
        let n = self.segs.len();
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(p: &mut [usize], mut x: usize) -> usize {
            while p[x] != x {
                p[x] = p[p[x]];
                x = p[x];
            }
            x
        }
        let mut open = vec![0i32; n];
        for (t, pt) in self.tiles.iter().enumerate() {
            let def = self.def(pt.kind);
            let o = &def.oriented[pt.turn.quarter_turns() as usize];
            for (i, seg) in def.segments.iter().enumerate() {
                open[pt.first_seg as usize + i] += open_points(seg.kind, o.seg_points[i]) as i32;
            }
            // Scan every other tile for a shared border, not the incremental links: a side of
            // this space against the facing side, or the long side against the other triangle.
            for ut in self.tiles.iter().skip(t + 1) {
                let border = match (pt.turn, ut.turn) {
                    (Turn::Triangle(c), Turn::Triangle(d))
                        if ut.pos == pt.pos && d == c.opposite() =>
                    {
                        Some((LONG_SIDE, LONG_SIDE))
                    }
                    _ => Side::ALL
                        .into_iter()
                        .find(|&side| {
                            ut.pos == pt.pos.step(side)
                                && pt.turn.covers(side)
                                && ut.turn.covers(side.opposite())
                        })
                        .map(|side| (point(side, 0), point(side.opposite(), 0))),
                };
                let Some((ours, theirs)) = border else {
                    continue;
                };
                let uo = &self.def(ut.kind).oriented[ut.turn.quarter_turns() as usize];
                for p in 0..3 {
                    let a = o.point_segment[ours + p];
                    let b = uo.point_segment[theirs + 2 - p];
                    if a != NO_SEGMENT && b != NO_SEGMENT {
                        let (ga, gb) = (
                            pt.first_seg as usize + a as usize,
                            ut.first_seg as usize + b as usize,
                        );
                        let (ra, rb) = (find(&mut parent, ga), find(&mut parent, gb));
                        if link_closes(def.segments[a as usize].kind, p == MIDDLE) {
                            open[ga] -= 1;
                            open[gb] -= 1;
                        }
                        parent[ra.max(rb)] = ra.min(rb);
                    }
                }
            }
        }
        let mut total = vec![0i32; n];
        let roots: Vec<usize> = (0..n).map(|i| find(&mut parent, i)).collect();
        for i in 0..n {
            total[roots[i]] += open[i];
        }
        (0..n)
            .map(|i| (roots[i] as u16, total[roots[i]] as u16))
            .collect()
    }

    /// The incremental view of the same facts as [`Board::recount_features`].
    pub fn incremental_features(&self) -> Vec<(u16, u16)> {
        let n = self.segs.len();
        let mut smallest = vec![u16::MAX; n];
        for i in 0..n {
            let r = self.find(i as u16) as usize;
            smallest[r] = smallest[r].min(i as u16);
        }
        (0..n)
            .map(|i| {
                let r = self.find(i as u16) as usize;
                (smallest[r], self.segs[r].open)
            })
            .collect()
    }
}

/// The open ends a segment of `kind` touching border points `points` brings: a city counts
/// every border point it holds (three per side, fewer on a side it shares with another city,
/// long-side points included), a road its middles; other features none. A link across a border
/// closes two of them (one on each side) where [`link_closes`] says so, so a road or city is
/// complete when its count reaches 0.
fn open_points(kind: FeatureKind, points: u16) -> u16 {
    const MIDDLES: u16 = (1 << point(Side::N, MIDDLE))
        | (1 << point(Side::E, MIDDLE))
        | (1 << point(Side::S, MIDDLE))
        | (1 << point(Side::W, MIDDLE))
        | (1 << (LONG_SIDE + MIDDLE));
    match kind {
        FeatureKind::City => points.count_ones() as u16,
        FeatureKind::Road => (points & MIDDLES).count_ones() as u16,
        FeatureKind::Field | FeatureKind::Monastery => 0,
    }
}

/// Whether a link between two segments of `kind` at a border point (`middle`: a side's middle)
/// closes an open end on each side: any point of a city, the middle of a road.
const fn link_closes(kind: FeatureKind, middle: bool) -> bool {
    match kind {
        FeatureKind::City => true,
        FeatureKind::Road => middle,
        FeatureKind::Field | FeatureKind::Monastery => false,
    }
}

/// The legality check shared by [`Board::check_placement`] and the placement generator.
#[inline]
fn check_in_space(
    rec: &SpaceRec,
    def: &TileDef,
    turn: Turn,
    tiles: &[PlacedTile],
    catalog: &Catalog,
) -> Result<(), PlacementError> {
    let at = rec.pos;
    let o = &def.oriented[turn.quarter_turns() as usize];
    let (side_mask, partner) = match turn {
        Turn::Square(_) => {
            match rec.content {
                Content::Empty => {}
                Content::Square => return Err(PlacementError::SpaceTaken { at }),
                Content::Triangles(_) => return Err(PlacementError::SquareIntoHalfSpace { at }),
            }
            (0xFFu8, None)
        }
        Turn::Triangle(c) => {
            let partner = match rec.content {
                Content::Empty => None,
                Content::Square => return Err(PlacementError::SpaceTaken { at }),
                Content::Triangles(m) => {
                    if m & (1 << c.index()) != 0 {
                        return Err(PlacementError::SpaceTaken { at });
                    }
                    let present = Corner::from_index(m.trailing_zeros() as usize);
                    if present != c.opposite() {
                        return Err(PlacementError::NotComplementary { at, present });
                    }
                    Some(rec.tiles[present.index() / 2])
                }
            };
            (c.side_mask(), partner)
        }
    };
    let req = rec.req & side_mask;
    if !sides_fit(o.pattern, req) {
        let touching = touching_sides(req);
        let side = (0..4)
            .find(|s| (o.pattern ^ req) & touching & (3 << (2 * s)) != 0)
            .unwrap_or(0);
        return Err(PlacementError::SideMismatch {
            at,
            side: Side::from_index(side).letter(),
            ours: kind_name((o.pattern >> (2 * side)) & 3),
            theirs: kind_name((req >> (2 * side)) & 3),
        });
    }
    if let Some(p) = partner {
        let pt = &tiles[p as usize];
        let theirs = catalog.def(pt.kind).oriented[0].long_kind;
        if theirs != o.long_kind {
            return Err(PlacementError::LongSideMismatch {
                at,
                ours: kind_name(o.long_kind),
                theirs: kind_name(theirs),
            });
        }
    } else if req == 0 {
        return Err(PlacementError::NotTouching { at });
    }
    Ok(())
}

/// Sides (2 bits each) where `req` shows landscape.
#[inline]
const fn touching_sides(req: u8) -> u8 {
    ((req | (req >> 1)) & 0x55) * 3
}

/// Whether a tile showing `pattern` continues every landscape `req` shows on the sides it
/// touches (2 bits per side; 0 = no tile there).
#[inline]
pub(crate) const fn sides_fit(pattern: u8, req: u8) -> bool {
    pattern & touching_sides(req) == req
}
