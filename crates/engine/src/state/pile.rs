//! The pile: the regular tiles face down, and the stacks expansions lay on top of it to be
//! drawn first (each face down and shuffled within itself, its size known to all).

use rand::seq::SliceRandom;

use super::GameState;
use crate::tiles::TileKind;

impl GameState {
    /// Where the regular pile ends and the stacks on top of it begin (the pile's top is its
    /// last element).
    fn regular_len(&self) -> usize {
        self.stacks.first().copied().unwrap_or(self.pile.len())
    }

    /// Takes the top tile: the top of the highest stack, or of the regular pile.
    pub(super) fn pop_pile(&mut self) -> Option<TileKind> {
        let tile = self.pile.pop()?;
        if self.stacks.last() == Some(&self.pile.len()) {
            self.stacks.pop();
        }
        Some(tile)
    }

    /// Shuffles `tiles` into the regular pile (under the stacks on top of it).
    pub(crate) fn shuffle_into_pile(&mut self, tiles: &[TileKind]) {
        let end = self.regular_len();
        let above: Vec<TileKind> = self.pile.split_off(end);
        self.pile.extend_from_slice(tiles);
        self.pile.shuffle(&mut self.rng);
        let grown = self.pile.len() - end;
        self.pile.extend(above);
        for b in &mut self.stacks {
            *b += grown;
        }
    }

    /// Lays `tiles` on top of the pile as a stack of their own, in the order they will be
    /// drawn (the first drawn first): it is drawn before everything under it.
    pub(crate) fn stack_on_pile(&mut self, tiles: &[TileKind]) {
        if tiles.is_empty() {
            return;
        }
        self.stacks.push(self.pile.len());
        self.pile.extend(tiles.iter().rev());
    }

    /// The regular pile and each stack on top of it, bottom first, as ranges of the pile.
    fn parts(&self) -> Vec<std::ops::Range<usize>> {
        let mut starts = vec![0];
        starts.extend(&self.stacks);
        let mut ends = self.stacks.clone();
        ends.push(self.pile.len());
        starts.into_iter().zip(ends).map(|(a, b)| a..b).collect()
    }

    /// Makes the pile of `parts` (the regular pile, then the stacks bottom first); a stack
    /// left empty disappears.
    fn rebuild_pile(&mut self, parts: Vec<Vec<TileKind>>) {
        self.pile.clear();
        self.stacks.clear();
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 && !part.is_empty() {
                self.stacks.push(self.pile.len());
            }
            self.pile.extend(part);
        }
    }

    /// Takes every tile `take` accepts out of the pile, wherever it lies; gives them in the
    /// order they lay, the top last.
    pub(crate) fn take_from_pile(&mut self, take: impl Fn(TileKind) -> bool) -> Vec<TileKind> {
        let mut taken = Vec::new();
        let parts = self
            .parts()
            .into_iter()
            .map(|r| {
                let (out, kept): (Vec<TileKind>, Vec<TileKind>) =
                    self.pile[r].iter().partition(|&&k| take(k));
                taken.extend(out);
                kept
            })
            .collect();
        self.rebuild_pile(parts);
        taken
    }

    /// Takes the top tile of the regular pile (under the stacks on top of it) unseen; `None`
    /// when it is empty, as it always is in a scenario without a pile.
    pub(crate) fn take_top_tile_unseen(&mut self) -> Option<TileKind> {
        let under = self.take_top_tile()?;
        self.buried.push(under);
        Some(under)
    }

    /// Takes the top tile of the regular pile (under the stacks on top of it), turned up
    /// for everybody to see; `None` when it is empty.
    pub(crate) fn take_top_tile(&mut self) -> Option<TileKind> {
        let end = self.regular_len();
        if end == 0 {
            return None;
        }
        let top = self.pile.remove(end - 1);
        for b in &mut self.stacks {
            *b -= 1;
        }
        Some(top)
    }

    /// The pile in a new order for a seat that cannot see it: the regular pile and the tiles
    /// taken unseen shuffled together (nobody knows which are which), each stack on top
    /// shuffled within itself.
    pub(super) fn reshuffle_unseen(&mut self, rng: &mut impl rand::Rng) {
        let mut parts: Vec<Vec<TileKind>> = self
            .parts()
            .into_iter()
            .map(|r| self.pile[r].to_vec())
            .collect();
        let buried = self.buried.len();
        parts[0].append(&mut self.buried);
        for part in &mut parts {
            // Sorted first: the order depends only on what the seat may know.
            part.sort();
            part.shuffle(rng);
        }
        let regular = parts[0].len() - buried;
        self.buried = parts[0].split_off(regular);
        self.rebuild_pile(parts);
    }

    /// Scenario mode: the pile, top first, with no stack on it.
    pub(super) fn replace_pile(&mut self, top_first: &[TileKind]) {
        self.pile = top_first.iter().rev().copied().collect();
        self.stacks.clear();
    }
}
