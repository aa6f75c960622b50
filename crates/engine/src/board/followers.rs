//! Followers on the board, and the segments of a tile about to be placed that a follower may
//! take.

use super::{Board, FeatureId};
use crate::expansion::registry::{special_followers, FollowerSpec, Standing};
use crate::expansion::ModuleId;
use crate::geometry::{SpacePos, Turn};
use crate::seat::Seat;
use crate::text::Text;
use crate::tiles::{FeatureKind, TileKind, NO_SEGMENT};

/// What a follower is: a regular one (one of the seven each player has), or a special
/// follower a module gives each player ([`FollowerSpec`]), by its index among every registered
/// module's special followers plus one (see [`special_followers`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FollowerKind(pub(crate) u8);

impl FollowerKind {
    /// The regular follower.
    pub const REGULAR: FollowerKind = FollowerKind(0);

    /// The special follower named `name`, if a registered module declares one.
    pub fn of(name: &str) -> Option<FollowerKind> {
        special_followers()
            .position(|(_, f)| f.name == name)
            .map(|i| FollowerKind(i as u8 + 1))
    }

    /// Every kind: the regular follower, then every registered special follower.
    pub fn all() -> impl Iterator<Item = FollowerKind> {
        (0..=special_followers().count() as u8).map(FollowerKind)
    }

    /// The special followers of module `module`.
    pub fn of_module(module: ModuleId) -> impl Iterator<Item = FollowerKind> {
        special_followers()
            .enumerate()
            .filter(move |(_, (m, _))| *m == module)
            .map(|(i, _)| FollowerKind(i as u8 + 1))
    }

    /// The declaration of a special follower (`None` for the regular one).
    pub fn spec(self) -> Option<(ModuleId, &'static FollowerSpec)> {
        (self.0 as usize)
            .checked_sub(1)
            .and_then(|i| special_followers().nth(i))
    }

    /// Its index among the special followers (`None` for the regular one).
    pub(crate) fn special_index(self) -> Option<usize> {
        (self.0 as usize).checked_sub(1)
    }

    /// What it counts when majorities are compared.
    pub fn strength(self) -> u8 {
        if self == FollowerKind::REGULAR {
            return 1;
        }
        self.spec().map_or(1, |(_, f)| f.strength)
    }

    /// The kind whose compact form (in a module's values) is `code`, if it is a registered
    /// one.
    pub fn from_code(code: u8) -> Option<FollowerKind> {
        Some(FollowerKind(code)).filter(|k| k.0 == 0 || k.spec().is_some())
    }

    /// Whether it goes wherever a regular follower goes ([`Standing::Anywhere`]).
    pub fn anywhere(self) -> bool {
        self.spec()
            .is_none_or(|(_, f)| f.stands == Standing::Anywhere)
    }

    /// Whether a rule that lets any follower go somewhere (a flight) may put it on a feature
    /// of kind `feature` ([`FollowerSpec::stands`]).
    pub fn may_stand_on(self, feature: FeatureKind) -> bool {
        match self.spec().map(|(_, f)| f.stands) {
            None | Some(Standing::Anywhere) => true,
            Some(Standing::Only(kinds)) => kinds.contains(&feature),
        }
    }

    /// Its name: `"follower"` for the regular one.
    pub fn name(self) -> &'static str {
        self.spec().map_or("follower", |(_, f)| f.name)
    }

    /// Its name as a message: the regular follower's (`follower.regular`), or the one its
    /// module declares ([`FollowerSpec::words`]).
    pub fn text(self) -> Text {
        Text::new(self.spec().map_or("follower.regular", |(_, f)| f.words))
    }
}

/// A follower on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Follower {
    /// Its owner.
    pub player: Seat,
    /// The placed tile it stands on.
    pub tile: u16,
    /// What it is.
    pub kind: FollowerKind,
    /// Global segment index.
    pub(super) seg: u16,
}

impl Board {
    /// Local segments of tile `kind` lying at `at` as `turn` whose feature would hold a
    /// follower once the tile is placed. The tile is not placed.
    fn occupied_segments(&self, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        self.segments_reaching(kind, at, turn, |root| {
            self.segs[root.0 as usize].followers > 0
        })
    }

    /// Local segments of tile `kind` lying at `at` as `turn` whose feature, once the tile is
    /// placed, would contain a feature that satisfies `hit`: those touching such a feature,
    /// and those joined to them through a feature both touch; a bit per local segment. The
    /// tile is not placed.
    pub fn segments_reaching(
        &self,
        kind: TileKind,
        at: SpacePos,
        turn: Turn,
        hit: impl Fn(FeatureId) -> bool,
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
                if hit(FeatureId(root)) {
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

    /// Puts a follower of `player` of kind `kind` on local segment `local` of tile `tile`
    /// (unchecked).
    pub(crate) fn put_follower(&mut self, player: Seat, kind: FollowerKind, tile: u16, local: u8) {
        let seg = self.seg_of(tile, local);
        let root = self.find(seg);
        self.segs[root as usize].followers += 1;
        self.followers.push(Follower {
            player,
            tile,
            kind,
            seg,
        });
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
}
