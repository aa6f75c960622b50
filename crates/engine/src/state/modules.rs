//! Running the expansions' hooks: each module gets a [`Ctx`] on the game and the other
//! modules, while its own state is taken out of the game for the call.

use super::{Event, GameState};
use crate::expansion::{Ctx, Expansion, Hooks, ModuleId};
use crate::geometry::{Corner, SpacePos};
use crate::seat::Seat;

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
        if !self.removals.is_empty() {
            self.tell_removals(events);
        }
    }

    /// Tells every module of the figures another module removed (see
    /// [`Ctx::remove_figures_at`]).
    #[cold]
    fn tell_removals(&mut self, events: &mut Vec<Event>) {
        while !self.removals.is_empty() {
            let removals = std::mem::take(&mut self.removals);
            for (at, corner) in removals {
                self.run_hook(Hooks::FIGURES_REMOVED, events, |m, ctx| {
                    m.figures_removed(ctx, at, corner)
                });
            }
        }
    }

    /// Queues the news that the figures at `at` (`corner`) were removed.
    pub(crate) fn queue_removal(&mut self, at: SpacePos, corner: Option<Corner>) {
        self.removals.push((at, corner));
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
