//! The modules a game runs, in hook order, with the hooks each implements.

use super::hooks::{Expansion, Hooks};
use super::registry::{self, info};
use super::types::{Decision, ModuleId, OwnPlace, SymbolId, SymbolSet};
use crate::board::{Board, FeatureId, Follower, FollowerKind};
use crate::scoring::ScoreEvent;
use crate::seat::Seat;
use crate::state::{GameState, Setup, SetupError};

/// The modules a game runs, in hook order, with the hooks each implements.
#[derive(Debug, Default)]
pub struct Expansions {
    pub(crate) modules: Vec<Box<dyn Expansion>>,
    /// Per module: its id (kept beside it, so that finding a module asks none of them).
    pub(crate) ids: Vec<ModuleId>,
    /// Per module: its hooks.
    pub(crate) hooks: Vec<Hooks>,
    /// Every module's hooks together.
    pub(crate) all: Hooks,
}

impl Clone for Expansions {
    fn clone(&self) -> Expansions {
        Expansions {
            modules: self.modules.iter().map(|e| e.clone_box()).collect(),
            ids: self.ids.clone(),
            hooks: self.hooks.clone(),
            all: self.all,
        }
    }

    /// Copies every module into the target's own, when the target runs the same modules.
    fn clone_from(&mut self, source: &Expansions) {
        if self.modules.len() != source.modules.len() {
            *self = source.clone();
            return;
        }
        for (mine, theirs) in self.modules.iter_mut().zip(&source.modules) {
            theirs.copy_into(mine);
        }
        self.ids.clone_from(&source.ids);
        self.hooks.clone_from(&source.hooks);
        self.all = source.all;
    }
}

impl Expansions {
    /// The modules `setup` enables (see [`registry::enabled`]), built.
    ///
    /// # Errors
    /// An unknown or repeated expansion, or a bad option.
    pub fn for_setup(setup: &Setup, symbols_active: bool) -> Result<Expansions, SetupError> {
        let mut modules = Vec::new();
        for (id, options) in registry::enabled(setup, symbols_active)? {
            modules.push(info(id).codec.build(id, &options, setup.rules)?);
        }
        Ok(Expansions::new(modules))
    }

    fn new(modules: Vec<Box<dyn Expansion>>) -> Expansions {
        let ids: Vec<ModuleId> = modules.iter().map(|m| m.module()).collect();
        let hooks: Vec<Hooks> = modules.iter().map(|m| m.hooks()).collect();
        let all = hooks.iter().fold(Hooks::default(), |a, &h| a.and(h));
        Expansions {
            modules,
            ids,
            hooks,
            all,
        }
    }

    /// The modules.
    pub fn iter(&self) -> impl Iterator<Item = &dyn Expansion> {
        self.modules.iter().map(|e| e.as_ref())
    }

    /// The module `id`, if the game runs it.
    pub fn get(&self, id: ModuleId) -> Option<&dyn Expansion> {
        let i = self.ids.iter().position(|&m| m == id)?;
        Some(self.modules[i].as_ref())
    }

    /// The state of the module of type `T`, if the game runs it.
    pub fn find<T: 'static>(&self) -> Option<&T> {
        self.iter()
            .find_map(|e| e.typed_state().downcast_ref::<T>())
    }

    /// The modules that implement `hook`.
    pub(crate) fn with(&self, hook: Hooks) -> impl Iterator<Item = &dyn Expansion> {
        self.modules
            .iter()
            .zip(&self.hooks)
            .filter(move |(_, h)| h.has(hook))
            .map(|(m, _)| m.as_ref())
    }

    /// Whether some module implements `hook`.
    pub(crate) fn any(&self, hook: Hooks) -> bool {
        self.all.has(hook)
    }

    /// Whether some module implements one of the hooks in `hooks`.
    pub(crate) fn any_of(&self, hooks: Hooks) -> bool {
        self.all.meets(hooks)
    }

    /// The first pending decision of a module, with who takes it.
    pub(crate) fn pending(&self) -> Option<(Seat, Decision)> {
        if !self.any(Hooks::DECISIONS) {
            return None;
        }
        self.with(Hooks::DECISIONS).find_map(|e| e.pending())
    }

    /// Lets every module adjust `score` of the feature rooted at `root`.
    pub(crate) fn adjust_score(&self, board: &Board, root: FeatureId, score: &mut ScoreEvent) {
        if self.any(Hooks::SCORING) {
            for e in self.with(Hooks::SCORING) {
                e.adjust_score(board, root, score);
            }
        }
    }

    /// Whether some module keeps `follower` on the board when its feature is scored during
    /// the game ([`Expansion::follower_stays`]).
    pub(crate) fn follower_stays(&self, board: &Board, follower: &Follower) -> bool {
        self.any(Hooks::STAYS)
            && self
                .with(Hooks::STAYS)
                .any(|e| e.follower_stays(board, follower))
    }

    /// Whether some module holds the completed road or city rooted at `root` as its own
    /// feature ([`Expansion::holds_feature`]).
    pub(crate) fn holds_feature(&self, board: &Board, root: FeatureId) -> bool {
        self.any(Hooks::HELD_FEATURES)
            && self
                .with(Hooks::HELD_FEATURES)
                .any(|e| e.holds_feature(board, root))
    }

    /// Appends the scores the modules add at the end of the game to `out`
    /// ([`Expansion::final_scores`]).
    pub(crate) fn final_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        if self.any(Hooks::FINAL_SCORES) {
            for e in self.with(Hooks::FINAL_SCORES) {
                e.final_scores(game, out);
            }
        }
    }

    /// The symbols some module gives a meaning to.
    pub fn symbols(&self) -> SymbolSet {
        let mut set = SymbolSet::default();
        for (i, (m, _)) in registry::symbols().enumerate() {
            if self.get(m).is_some() {
                set = set.with(SymbolId(i as u8));
            }
        }
        set
    }

    /// The place of a module's own on placed tile `tile` where a follower of kind `kind` may
    /// go by a rule that lets any follower go somewhere ([`Expansion::ground`]).
    pub(crate) fn ground(
        &self,
        game: &GameState,
        kind: FollowerKind,
        tile: u16,
    ) -> Option<OwnPlace> {
        self.with(Hooks::GROUNDS)
            .find_map(|m| m.ground(game, kind, tile))
    }

    /// Followers of `player` of kind `kind` that modules hold off the board.
    pub(crate) fn followers_held(&self, player: Seat, kind: FollowerKind) -> u8 {
        self.iter().map(|m| m.followers_held(player, kind)).sum()
    }
}
