//! Copying a game: [`Clone::clone_from`] copies into the target's own memory (its board's
//! lists, its pile, each module's state), so that a bot trying move after move on a scratch copy
//! of the game allocates next to nothing once the scratch has grown to the game's size.

use std::sync::Arc;

use super::GameState;

impl Clone for GameState {
    fn clone(&self) -> GameState {
        GameState {
            setup: Arc::clone(&self.setup),
            rules: self.rules,
            count: self.count,
            board: self.board.clone(),
            players: self.players,
            pile: self.pile.clone(),
            stacks: self.stacks.clone(),
            buried: self.buried.clone(),
            draft_pool: self.draft_pool,
            in_play: self.in_play,
            draft_turn: self.draft_turn,
            phase: self.phase,
            active: self.active,
            supply: self.supply,
            free: self.free,
            rng: self.rng.clone(),
            moves_played: self.moves_played,
            expansions: self.expansions.clone(),
            placed: self.placed,
            news: self.news.clone(),
            again: self.again,
        }
    }

    fn clone_from(&mut self, source: &GameState) {
        // Every field named, so that a new one cannot be forgotten here.
        let GameState {
            setup,
            rules,
            count,
            board,
            players,
            pile,
            stacks,
            buried,
            draft_pool,
            in_play,
            draft_turn,
            phase,
            active,
            supply,
            free,
            rng,
            moves_played,
            expansions,
            placed,
            news,
            again,
        } = source;
        if !Arc::ptr_eq(&self.setup, setup) {
            self.setup = Arc::clone(setup);
        }
        self.rules = *rules;
        self.count = *count;
        self.board.clone_from(board);
        self.players = *players;
        self.pile.clone_from(pile);
        self.stacks.clone_from(stacks);
        self.buried.clone_from(buried);
        self.draft_pool = *draft_pool;
        self.in_play = *in_play;
        self.draft_turn = *draft_turn;
        self.phase = *phase;
        self.active = *active;
        self.supply = *supply;
        self.free = *free;
        self.rng.clone_from(rng);
        self.moves_played = *moves_played;
        self.expansions.clone_from(expansions);
        self.placed = *placed;
        self.news.clone_from(news);
        self.again = *again;
    }
}
