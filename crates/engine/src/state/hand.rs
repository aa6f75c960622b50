//! The halflings: which are in play, the deal or the draft, and the hands.

use std::sync::Arc;

use rand::seq::SliceRandom;

use super::{Event, GameState, Phase, Setup, SetupError};
use crate::rules::{CountPer, Deal};
use crate::seat::Seat;
use crate::tiles::{KindSet, Shape, TileKind};

impl GameState {
    /// The halflings in play: with active symbols, a symbol tile only when every symbol on it
    /// has a meaning in this game (some enabled module owns it).
    pub(super) fn halflings_in_play(&self, setup: &Setup) -> Result<Vec<TileKind>, SetupError> {
        let cat = Arc::clone(self.catalog());
        let symbols = self.rules.symbols_active;
        let handled = self.expansions.symbols();
        let mut pool: Vec<TileKind> = Vec::new();
        for set in &setup.sets {
            let s = cat
                .set(set)
                .filter(|s| s.shape == Shape::Triangle)
                .ok_or_else(|| SetupError::UnknownSet(set.clone()))?;
            if setup.sets.iter().filter(|t| *t == set).count() > 1 {
                return Err(SetupError::DuplicateSet(set.clone()));
            }
            for &k in &s.tiles {
                let sy = cat.def(k).symbols;
                let keep =
                    sy.is_empty() || (setup.symbol_tiles && (!symbols || sy.within(handled)));
                if keep {
                    pool.push(k);
                }
            }
        }
        Ok(pool)
    }

    /// Deals `pool` at random or lays it out for the draft, and starts the first turn.
    pub(super) fn deal(
        &mut self,
        setup: &Setup,
        mut pool: Vec<TileKind>,
    ) -> Result<(), SetupError> {
        let cat = Arc::clone(self.catalog());
        let per_set = setup.count_per == CountPer::PerSet && setup.sets.len() > 1;
        let hand_size = self.count as usize * if per_set { setup.sets.len() } else { 1 };
        let needed = hand_size * setup.players as usize;
        let shortest = if per_set {
            setup
                .sets
                .iter()
                .map(|s| pool.iter().filter(|&&k| &cat.def(k).set == s).count() * setup.sets.len())
                .min()
                .unwrap_or(0)
        } else {
            pool.len()
        };
        if needed > shortest {
            return Err(SetupError::NotEnoughHalflings {
                needed,
                per: self.count,
                available: shortest,
            });
        }
        match setup.deal {
            Deal::Random => {
                pool.shuffle(&mut self.rng);
                for p in Seat::all(setup.players) {
                    for set in &setup.sets {
                        let mut taken = 0;
                        let mut i = 0;
                        while taken < self.count as usize && i < pool.len() {
                            let k = pool[i];
                            if !per_set || &cat.def(k).set == set {
                                self.players[p].hand.insert(k);
                                pool.remove(i);
                                taken += 1;
                            } else {
                                i += 1;
                            }
                        }
                        if !per_set {
                            break;
                        }
                    }
                }
                self.start_turn(&mut Vec::new());
            }
            Deal::Draft if needed > 0 => {
                self.draft_pool = pool.iter().copied().collect();
                self.phase = Phase::Draft;
                self.active = Seat::new(setup.players - 1);
            }
            Deal::Draft => self.start_turn(&mut Vec::new()),
        }
        Ok(())
    }

    /// The halflings in `player`'s hand.
    pub fn hand(&self, player: Seat) -> Vec<TileKind> {
        self.players[player].hand.iter().collect()
    }

    /// Halflings on the draft table.
    pub fn draft_table(&self) -> Vec<TileKind> {
        self.draft_pool.iter().collect()
    }

    /// Number of draft picks made so far.
    pub fn draft_round(&self) -> u16 {
        self.draft_turn
    }

    /// Halflings in `player`'s hand that fit somewhere now.
    pub(super) fn playable_halflings(&self, player: Seat) -> impl Iterator<Item = TileKind> + '_ {
        self.players[player]
            .hand
            .iter()
            .filter(|&k| self.can_place_anywhere(k))
    }

    /// Whether `player` may still pick `tile` in the draft (their count from its set, or in
    /// all, is not reached).
    pub(super) fn draft_allows(&self, player: Seat, tile: TileKind) -> bool {
        let cat = self.catalog();
        let hand = self.players[player].hand;
        if self.setup.count_per == CountPer::PerSet && self.setup.sets.len() > 1 {
            let set = &cat.def(tile).set;
            hand.iter().filter(|&k| &cat.def(k).set == set).count() < self.count as usize
        } else {
            hand.len() < self.count as usize * self.hand_sets()
        }
    }

    /// The number of sets a hand is counted over (1 unless counted per set).
    pub(super) fn hand_sets(&self) -> usize {
        if self.setup.count_per == CountPer::PerSet && self.setup.sets.len() > 1 {
            self.setup.sets.len()
        } else {
            1
        }
    }

    /// `player` picks `tile` in the draft; the next picker is chosen, or the game starts.
    pub(super) fn pick(&mut self, player: Seat, tile: TileKind, events: &mut Vec<Event>) {
        self.draft_pool.remove(tile);
        self.players[player].hand.insert(tile);
        events.push(Event::Picked { player, tile });
        self.draft_turn += 1;
        let total = self.setup.players as usize * self.count as usize * self.hand_sets();
        if self.draft_turn as usize >= total {
            self.draft_pool = KindSet::EMPTY;
            self.active = Seat::FIRST;
            self.start_turn(events);
        } else {
            // Reverse turn order, round after round; skip players whose hand is full.
            let n = self.setup.players;
            let mut next = self.active.previous(n);
            for _ in 0..n {
                if self.draft_pool.iter().any(|k| self.draft_allows(next, k)) {
                    break;
                }
                next = next.previous(n);
            }
            self.active = next;
        }
    }
}
