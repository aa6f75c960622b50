//! The bazaars (digest §4): after a turn with a bazaar tile drawn from the pile (not bought
//! at a bazaar, not discarded), when at least as many tiles as players are left, the active
//! player turns up one tile per player and each player, from the active player's left, is
//! auctioneer once until they have a tile: they pick a tile and bid (0 allowed), each other
//! player without a tile, in turn, may raise once or pass, and the auctioneer sells (the
//! highest bidder takes it and pays them) or buys (pays the highest bidder); when nobody
//! raised, the auctioneer takes it and pays their bid to nobody. The last player gets the
//! last tile free. A bid may not exceed the bidder's score (**UNCONFIRMED**: the digest's
//! suggestion). With option `bazaar_no_auction` each player just picks a tile in that order.
//!
//! The tiles bought go back on top of the pile, in the order the players will draw them
//! (from the active player's left): each player's next draw is their own. A player whose
//! bought tile waits may not play a halfling instead (**UNCONFIRMED**: the digest's
//! suggestion), so halflings are never auctioned nor pushed in between. The offered tiles
//! and who bought which are public; the pile under them stays hidden. Limits (here): a
//! bought tile that fits nowhere is discarded and its player draws on, the next tile being
//! the next buyer's; an extra turn (a builder's) draws the next tile too.

use super::moves::{BcbDecision, BcbEvent, BcbMove};
use super::{rule, BridgesCastlesBazaars};
use crate::expansion::{Ctx, Moves, Placed, Placing, Refusal};
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove};
use crate::text::Text;
use crate::tiles::{Shape, TileKind};

/// A bazaar being held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Bazaar {
    /// The tiles turned up, by offer index; `None` once taken.
    offer: Vec<Option<TileKind>>,
    /// The players in auction order (from the active player's left) with the tile they
    /// took, if any.
    buyers: Vec<(Seat, Option<TileKind>)>,
    /// What is being decided.
    step: Step,
}

/// The step of a bazaar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Step {
    /// The auctioneer picks a tile and bids.
    Pick(Seat),
    /// The other players raise or pass in turn (`next` is the index in the buyers' list of
    /// the player asked).
    Bid {
        auctioneer: Seat,
        tile: u8,
        high: u32,
        leader: Seat,
        next: usize,
    },
    /// Somebody raised: the auctioneer sells or buys.
    Settle {
        auctioneer: Seat,
        tile: u8,
        high: u32,
        leader: Seat,
    },
}

impl Bazaar {
    /// The next player after index `from` in auction order without a tile who is not
    /// `except`, as an index.
    fn next_bidder(&self, from: usize, except: Seat) -> Option<usize> {
        (from..self.buyers.len()).find(|&i| self.buyers[i].1.is_none() && self.buyers[i].0 != except)
    }
}

impl BridgesCastlesBazaars {
    /// Hook after the turn's scoring: a bazaar after a bazaar tile drawn from the pile.
    pub(super) fn open_bazaar(&mut self, ctx: &mut Ctx, placed: Placed) {
        let from_bazaar = std::mem::take(&mut self.from_bazaar);
        let game = ctx.game();
        let kind = game.board().tiles()[placed.tile as usize].kind;
        let players = game.players();
        let Some(bazaar) = self.bazaar_symbol else {
            return;
        };
        if from_bazaar
            || !game.catalog().def(kind).symbols.has(bazaar)
            || game.pile_len() < usize::from(players)
        {
            return;
        }
        let mut offer = Vec::new();
        for _ in 0..players {
            if let Some(t) = ctx.take_top_tile() {
                offer.push(Some(t));
            }
        }
        let mut buyers = Vec::new();
        let mut seat = placed.player;
        for _ in 0..players {
            seat = seat.next(players);
            buyers.push((seat, None));
        }
        ctx.emit(placed.player, None, BcbEvent::BazaarHeld { tiles: offer.len() as u8 });
        let first = buyers[0].0;
        self.bazaar = Some(Bazaar {
            offer,
            buyers,
            step: Step::Pick(first),
        });
    }

    /// The bazaar's pending decision, if any.
    pub(super) fn pending_bazaar(&self) -> Option<(Seat, BcbDecision)> {
        let b = self.bazaar.as_ref()?;
        Some(match b.step {
            Step::Pick(seat) => (seat, BcbDecision::BazaarPick),
            Step::Bid { tile, high, next, .. } => (
                b.buyers[next].0,
                BcbDecision::BazaarBid { tile, high },
            ),
            Step::Settle { auctioneer, tile, high, .. } => {
                (auctioneer, BcbDecision::BazaarSettle { tile, high })
            }
        })
    }

    /// The answers to the bazaar's decision.
    pub(super) fn bazaar_answers(&self, game: &GameState, out: &mut Moves<BridgesCastlesBazaars>) {
        let Some(b) = &self.bazaar else {
            return;
        };
        match b.step {
            Step::Pick(seat) => {
                for (i, _) in b.offer.iter().enumerate().filter(|(_, t)| t.is_some()) {
                    let tile = i as u8;
                    if self.no_auction {
                        out.push(BcbMove::TakeTile { offered: tile });
                    } else {
                        for bid in 0..=game.score(seat) {
                            out.push(BcbMove::Auction { offered: tile, bid });
                        }
                    }
                }
            }
            Step::Bid { high, next, .. } => {
                for bid in high + 1..=game.score(b.buyers[next].0) {
                    out.push(BcbMove::Raise { bid });
                }
                out.push(BcbMove::PassBid);
            }
            Step::Settle { .. } => {
                out.push(BcbMove::Sell);
                out.push(BcbMove::Buy);
            }
        }
    }

    /// Checks an answer to the bazaar's decision.
    pub(super) fn check_bazaar(
        &self,
        game: &GameState,
        seat: Seat,
        mv: BcbMove,
    ) -> Result<(), IllegalMove> {
        let refuse = |code: &'static str, text: Text| Err(rule(code, text));
        let Some(b) = &self.bazaar else {
            return refuse(
                "no-bazaar",
                Text::new("bridges-castles-bazaars.rule.no-bazaar"),
            );
        };
        let Some((actor, _)) = self.pending_bazaar() else {
            return refuse("no-bazaar", Text::new("bridges-castles-bazaars.rule.no-bazaar"));
        };
        if actor != seat {
            return refuse(
                "not-your-bid",
                Text::new("bridges-castles-bazaars.rule.not-your-bid").player("who", actor),
            );
        }
        let offered = |tile: u8| b.offer.get(usize::from(tile)).is_some_and(Option::is_some);
        // A bid may not exceed the bidder's score (the digest's suggestion, UNCONFIRMED).
        let within_score = |bid: u32| {
            let score = game.score(seat);
            if bid > score {
                refuse(
                    "bid-over-score",
                    Text::new("bridges-castles-bazaars.rule.bid-over-score").num("points", score),
                )
            } else {
                Ok(())
            }
        };
        match (b.step, mv) {
            (Step::Pick(_), BcbMove::TakeTile { offered: tile }) if self.no_auction => {
                if offered(tile) {
                    Ok(())
                } else {
                    refuse("tile-not-offered", Text::new("bridges-castles-bazaars.rule.tile-not-offered"))
                }
            }
            (Step::Pick(_), BcbMove::Auction { offered: tile, bid }) if !self.no_auction => {
                if !offered(tile) {
                    refuse("tile-not-offered", Text::new("bridges-castles-bazaars.rule.tile-not-offered"))
                } else {
                    within_score(bid)
                }
            }
            (Step::Bid { high, .. }, BcbMove::Raise { bid }) => {
                if bid <= high {
                    refuse(
                        "bid-too-low",
                        Text::new("bridges-castles-bazaars.rule.bid-too-low").num("points", high),
                    )
                } else {
                    within_score(bid)
                }
            }
            (Step::Bid { .. }, BcbMove::PassBid) | (Step::Settle { .. }, BcbMove::Sell | BcbMove::Buy) => Ok(()),
            _ => refuse(
                "wrong-bazaar-step",
                Text::new("bridges-castles-bazaars.rule.wrong-bazaar-step"),
            ),
        }
    }

    /// Plays an answer to the bazaar's decision.
    pub(super) fn play_bazaar(&mut self, ctx: &mut Ctx, seat: Seat, mv: BcbMove) {
        let Some(mut b) = self.bazaar.take() else {
            return;
        };
        match (b.step, mv) {
            (Step::Pick(_), BcbMove::TakeTile { offered: tile }) => Self::give(ctx, &mut b, seat, tile, 0),
            (Step::Pick(_), BcbMove::Auction { offered: tile, bid }) => {
                ctx.emit(seat, None, BcbEvent::BazaarBid { tile, bid });
                b.step = Step::Bid {
                    auctioneer: seat,
                    tile,
                    high: bid,
                    leader: seat,
                    next: 0,
                };
                Self::ask_next(ctx, &mut b, 0);
            }
            (Step::Bid { auctioneer, tile, next, .. }, BcbMove::Raise { bid }) => {
                ctx.emit(seat, None, BcbEvent::BazaarBid { tile, bid });
                b.step = Step::Bid {
                    auctioneer,
                    tile,
                    high: bid,
                    leader: seat,
                    next,
                };
                Self::ask_next(ctx, &mut b, next + 1);
            }
            (Step::Bid { next, .. }, BcbMove::PassBid) => {
                ctx.emit(seat, None, BcbEvent::BazaarPassed);
                Self::ask_next(ctx, &mut b, next + 1);
            }
            (Step::Settle { tile, high, leader, .. }, BcbMove::Sell) => {
                ctx.transfer_points(leader, seat, high);
                Self::give(ctx, &mut b, leader, tile, high);
            }
            (Step::Settle { tile, high, leader, .. }, BcbMove::Buy) => {
                ctx.transfer_points(seat, leader, high);
                Self::give(ctx, &mut b, seat, tile, high);
            }
            _ => {}
        }
        self.finish_bazaar(ctx, b);
    }

    /// Asks the next bidder from buyers' index `from`, or ends the bidding: the auctioneer
    /// sells or buys, or takes the tile when nobody raised.
    fn ask_next(ctx: &mut Ctx, b: &mut Bazaar, from: usize) {
        let Step::Bid { auctioneer, tile, high, leader, .. } = b.step else {
            return;
        };
        if let Some(next) = b.next_bidder(from, auctioneer) {
            b.step = Step::Bid {
                auctioneer,
                tile,
                high,
                leader,
                next,
            };
        } else if leader == auctioneer {
            ctx.forfeit_points(auctioneer, high);
            Self::give(ctx, b, auctioneer, tile, high);
        } else {
            b.step = Step::Settle {
                auctioneer,
                tile,
                high,
                leader,
            };
        }
    }

    /// `seat` takes offered tile `tile` (for `points`), and the next auctioneer picks, or the
    /// last player takes the last tile.
    fn give(ctx: &mut Ctx, b: &mut Bazaar, seat: Seat, tile: u8, points: u32) {
        let Some(kind) = b.offer.get_mut(usize::from(tile)).and_then(Option::take) else {
            return;
        };
        if let Some(entry) = b.buyers.iter_mut().find(|(s, _)| *s == seat) {
            entry.1 = Some(kind);
        }
        ctx.emit(seat, None, BcbEvent::BazaarBought { tile, points });
        let left: Vec<Seat> = b
            .buyers
            .iter()
            .filter(|(_, t)| t.is_none())
            .map(|&(s, _)| s)
            .collect();
        match left[..] {
            [] => {}
            [last] => {
                let free = b.offer.iter().position(Option::is_some).unwrap_or(0) as u8;
                Self::give(ctx, b, last, free, 0);
            }
            [next, ..] => b.step = Step::Pick(next),
        }
    }

    /// Keeps the bazaar while tiles are left to take; else lays the tiles bought on top of
    /// the pile in the order their buyers draw.
    fn finish_bazaar(&mut self, ctx: &mut Ctx, b: Bazaar) {
        if b.buyers.iter().any(|(_, t)| t.is_none()) {
            self.bazaar = Some(b);
            return;
        }
        let stack: Vec<TileKind> = b.buyers.iter().filter_map(|&(_, t)| t).collect();
        self.due = b.buyers.iter().filter_map(|&(s, t)| t.map(|_| s)).collect();
        ctx.stack_on_pile(&stack);
    }

    /// Hook on a draw: the tile is a bought one when its buyer is due to draw.
    pub(super) fn drawn(&mut self, ctx: &mut Ctx, _tile: TileKind) -> bool {
        if self.due.first() == Some(&ctx.game().active()) {
            self.due.remove(0);
            self.from_bazaar = true;
        }
        true
    }

    /// Hook on a discarded tile: a bought tile discarded leaves no bazaar behind.
    pub(super) fn tile_discarded(&mut self, _ctx: &mut Ctx, _tile: TileKind) {
        self.from_bazaar = false;
    }

    /// Hook on placements: a player whose bought tile waits on the pile plays no halfling.
    pub(super) fn no_halfling_while_due(
        &self,
        game: &GameState,
        placing: Placing,
    ) -> Result<(), Refusal> {
        let triangle = game.catalog().def(placing.tile).shape == Shape::Triangle;
        if triangle && self.due.first() == Some(&game.active()) {
            return Err(Refusal::new(
                "bought-tile-waits",
                "bridges-castles-bazaars.rule.bought-tile-waits",
            ));
        }
        Ok(())
    }

    /// The tiles on offer at the bazaar being held, by offer index (`None` once taken);
    /// empty when no bazaar is held.
    pub fn offered_tiles(&self) -> Vec<Option<TileKind>> {
        self.bazaar.as_ref().map_or_else(Vec::new, |b| b.offer.clone())
    }

    /// The tiles on offer, for views: their ids, `None` once taken.
    pub(super) fn offer_ids(&self, game: &GameState) -> Vec<Option<String>> {
        self.bazaar.as_ref().map_or_else(Vec::new, |b| {
            b.offer
                .iter()
                .map(|t| t.map(|k| game.catalog().def(k).id.clone()))
                .collect()
        })
    }
}
