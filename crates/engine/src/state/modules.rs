//! Running the expansions' hooks: each module gets a [`Ctx`] on the game and the other
//! modules, while its own state is taken out of the game for the call.

use super::{Event, GameState};
use crate::board::FollowerKind;
use crate::expansion::{Ctx, Expansion, Hooks, ModuleId, OwnPlace};
use crate::geometry::{Corner, SpacePos};
use crate::seat::Seat;

/// What a module did that the other modules hear of once its hook has returned.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum News {
    /// Every figure on the tiles of a space (only the triangle at the corner, when given) was
    /// removed ([`Ctx::remove_figures_at`]).
    Removed(SpacePos, Option<Corner>),
    /// A follower of the seat, of the kind, goes onto a module's own place on a placed tile
    /// ([`Ctx::put_on_ground`]).
    Grounded(Seat, FollowerKind, u16),
}

impl GameState {
    /// Calls `f` on every module implementing `hook`, in registry order.
    pub(super) fn run_hook(
        &mut self,
        hook: Hooks,
        events: &mut Vec<Event>,
        f: impl FnMut(&mut dyn Expansion, &mut Ctx),
    ) {
        if self.expansions.any(hook) {
            self.run_where(|_, h| h.has(hook), events, f);
        }
    }

    /// Calls `f` on every module.
    pub(super) fn run_all(
        &mut self,
        events: &mut Vec<Event>,
        f: impl FnMut(&mut dyn Expansion, &mut Ctx),
    ) {
        self.run_where(|_, _| true, events, f);
    }

    /// Calls `f` on module `id`, if the game runs it.
    pub(super) fn run_module(
        &mut self,
        id: ModuleId,
        events: &mut Vec<Event>,
        f: impl FnMut(&mut dyn Expansion, &mut Ctx),
    ) {
        self.run_where(|m, _| m == id, events, f);
    }

    /// Calls `f` on every module `pick` chooses (by the module and its hooks), each with a context on
    /// the game and the other modules; then tells the modules of the figures removed meanwhile.
    fn run_where(
        &mut self,
        pick: impl Fn(ModuleId, Hooks) -> bool,
        events: &mut Vec<Event>,
        mut f: impl FnMut(&mut dyn Expansion, &mut Ctx),
    ) {
        let mut set = std::mem::take(&mut self.expansions);
        for i in 0..set.modules.len() {
            if !pick(set.ids[i], set.hooks[i]) {
                continue;
            }
            let (before, rest) = set.modules.split_at_mut(i);
            if let Some((me, after)) = rest.split_first_mut() {
                let mut ctx = Ctx::new(set.ids[i], self, before, after, events);
                f(me.as_mut(), &mut ctx);
            }
        }
        self.expansions = set;
        if !self.news.is_empty() {
            self.tell_news(events);
        }
    }

    /// Tells the modules what another module did: the figures it removed (see
    /// [`Ctx::remove_figures_at`]), the followers it put on a module's own place (see
    /// [`Ctx::put_on_ground`]).
    #[cold]
    fn tell_news(&mut self, events: &mut Vec<Event>) {
        while !self.news.is_empty() {
            let news = std::mem::take(&mut self.news);
            for item in news {
                match item {
                    News::Removed(at, corner) => {
                        self.run_hook(Hooks::FIGURES_REMOVED, events, |m, ctx| {
                            m.figures_removed(ctx, at, corner)
                        });
                    }
                    News::Grounded(player, kind, tile) => {
                        self.run_hook(Hooks::GROUNDS, events, |m, ctx| {
                            m.onto_ground(ctx, player, kind, tile)
                        });
                    }
                }
            }
        }
    }

    /// Queues news for the modules (see [`GameState::tell_news`]).
    pub(crate) fn queue_news(&mut self, news: News) {
        self.news.push(news);
    }

    /// The place of a module's own on placed tile `tile` where a follower of kind `kind` may
    /// go by a rule that lets any follower go somewhere (a flight's landing), where only some kinds of follower stand; `None` when there is none,
    /// or it is complete.
    pub fn ground(&self, kind: FollowerKind, tile: u16) -> Option<OwnPlace> {
        self.expansions.ground(self, kind, tile)
    }

    /// The game's source of chance, for expansions.
    pub(crate) fn rng(&mut self) -> &mut rand_chacha::ChaCha8Rng {
        &mut self.rng
    }

    /// Pays `score` and reports it (for scores an expansion makes).
    pub(crate) fn pay(&mut self, score: crate::scoring::ScoreEvent, events: &mut Vec<Event>) {
        for p in Seat::all(self.setup.players) {
            self.players[p].score += score.points[p];
        }
        events.push(Event::Score(Box::new(score)));
    }

    /// Takes `points` from `player`'s score (never below zero) and reports it.
    pub(crate) fn forfeit_points(&mut self, player: Seat, points: u32, events: &mut Vec<Event>) {
        let paid = points.min(self.players[player].score);
        self.players[player].score -= paid;
        events.push(Event::Forfeit {
            player,
            points: paid,
        });
    }

    /// Moves `points` from `from`'s score to `to`'s and reports it (the caller has checked
    /// that `from` has them).
    pub(crate) fn transfer_points(
        &mut self,
        from: Seat,
        to: Seat,
        points: u32,
        events: &mut Vec<Event>,
    ) {
        let paid = points.min(self.players[from].score);
        self.players[from].score -= paid;
        self.players[to].score += paid;
        events.push(Event::Transfer {
            from,
            to,
            points: paid,
        });
    }
}
