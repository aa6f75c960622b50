//! What a seat may know, for bots: the unseen tiles and games consistent with a seat's
//! knowledge, drawn at random.

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::GameState;
use crate::rules::Deal;
use crate::seat::Seat;
use crate::tiles::{KindSet, Shape, TileKind};

impl GameState {
    /// The tiles not seen by anyone: the pile and the tiles expansions took unseen, sorted by kind
    /// (what players may know of the pile: its contents, not its order).
    pub fn unseen_tiles(&self) -> Vec<TileKind> {
        let mut v: Vec<TileKind> = self.pile.iter().chain(&self.buried).copied().collect();
        v.sort();
        v
    }

    /// A game consistent with everything `seat` has seen, with the hidden rest drawn at random:
    /// the unseen regular tiles (the pile and tiles taken unseen) in a new order, each stack
    /// an expansion laid on the pile in a new order of its own, and, after a random
    /// deal, the other players' hands drawn anew from the halflings `seat` has not seen. The
    /// result depends only on what `seat` may know (never on the real pile order or hands), so
    /// search bots can sample it freely. Draft picks are public and stay as they are.
    pub fn determinize(&self, seat: Seat, rng: &mut impl rand::Rng) -> GameState {
        let mut s = self.clone();
        self.redraw_hidden(&mut s, seat, rng);
        s
    }

    /// [`GameState::determinize`] into `into`, reusing its memory (a bot's scratch game:
    /// nothing is allocated once it has grown to the game's size).
    pub fn determinize_into(&self, seat: Seat, rng: &mut impl rand::Rng, into: &mut GameState) {
        into.clone_from(self);
        self.redraw_hidden(into, seat, rng);
    }

    /// Draws anew in `s`, a copy of this game, what `seat` has not seen.
    fn redraw_hidden(&self, s: &mut GameState, seat: Seat, rng: &mut impl rand::Rng) {
        s.reshuffle_unseen(rng);
        if self.setup.deal == Deal::Random {
            let on_board: KindSet = self.board.tiles().iter().map(|t| t.kind).collect();
            let own = self.players[seat].hand;
            let mut pool: Vec<TileKind> = self.in_play.minus(own).minus(on_board).iter().collect();
            pool.shuffle(rng);
            let cat = Arc::clone(self.catalog());
            let per_set = self.hand_sets() > 1;
            for p in Seat::all(self.setup.players).filter(|&p| p != seat) {
                // Public: the hand's size and, when the count is per set, its size in each set
                // (the count dealt less the halflings played from that set).
                let hand = self.players[p].hand;
                let mut new_hand = KindSet::EMPTY;
                for set in cat.sets().iter().filter(|s| s.shape == Shape::Triangle) {
                    let in_set = |k: &TileKind| !per_set || cat.def(*k).set == set.id;
                    let need = hand.iter().filter(in_set).count();
                    for _ in 0..need {
                        if let Some(i) = pool.iter().position(in_set) {
                            new_hand.insert(pool.swap_remove(i));
                        }
                    }
                    if !per_set {
                        break;
                    }
                }
                s.players[p].hand = new_hand;
            }
        }
        s.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
    }

    /// The game as `seat` may know it: [`GameState::determinize`] with a fixed seed, so that
    /// two games differing only in what `seat` cannot see give identical results. Hand this to
    /// a bot instead of the real game.
    pub fn redacted_for(&self, seat: Seat) -> GameState {
        self.determinize(seat, &mut ChaCha8Rng::seed_from_u64(0x5eed))
    }
}
