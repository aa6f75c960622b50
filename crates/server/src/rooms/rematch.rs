//! Rematches: a finished game played again by the same people.
//!
//! **The rule.** Once a game is over, any seat played by people may ask for its rematch
//! (`POST /api/games/{id}/rematch` with the seat's token, body `{}`). The first request makes
//! it: a new game with the same seats in the same order (people, hot-seat players and bots, the
//! same names and bots), the same options (rules version, sets, deal, expansions with their
//! options, clock) and a new seed drawn by the server — never the old one, and never a chosen
//! one, so nobody knows it and there is nothing to accept. Every later request, from any seat
//! and any server process, answers the same game: the database records the link from the old
//! game to the new one in the transaction that creates it, only while the old game has none.
//!
//! **The same people.** The rematch's seats keep the old seats' tokens (the database keeps
//! their hashes), so an invite link of the old game still opens its seat, and the browser that
//! holds a token takes it over to the new game. The old game's facts name the rematch
//! (`"rematch": "<id>"` in the game info of its state and summary), and everyone watching the
//! old game over WebSocket gets that state at once, so their pages offer the new game. A game
//! between bots only has no token, so no rematch; a rematch is not counted among the games a
//! client may create: it is made once per finished game, and needs a seat of that game.

use std::sync::Arc;

use halflings_engine::{GameState, Seat, Setup};
use sqlx::Row;

use super::Rooms;
use crate::error::AppError;
use crate::lobby::{GameOptions, NewGame, Seat as StoredSeat};
use crate::store::{insert_game, Store, StoredGame};
use crate::token::random_u64;

/// What asking for a rematch gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rematch {
    /// The seat of the token that asked.
    pub seat: Seat,
    /// The rematch's id.
    pub id: String,
    /// Whether this request made it (else an earlier one had).
    pub created: bool,
}

/// The rematch of `game`: its seats (their tokens' hashes kept, no acceptance of a seed), its
/// setup with a new random seed, its options (the seed now drawn, not chosen).
pub fn next_game(game: &StoredGame) -> NewGame {
    let seats: Vec<StoredSeat> = game
        .seats
        .iter()
        .map(|seat| StoredSeat {
            seed_accepted_at: None,
            ..seat.clone()
        })
        .collect();
    NewGame {
        setup: Setup {
            seed: random_u64(),
            ..game.setup.clone()
        },
        options: GameOptions {
            seed_chosen: false,
            ..game.options.clone()
        },
        tokens: vec![None; seats.len()],
        seats,
    }
}

impl Rooms {
    /// The rematch of game `id`, asked for by the seat of `token`: made now if the game has
    /// none yet (and then the viewers of the old game are told, and the new game starts: a bot
    /// may move first), else the one made before.
    ///
    /// # Errors
    /// Unknown game, wrong token, [`AppError::NotYet`] while the game runs, a setup the engine
    /// no longer accepts, or a database failure.
    pub async fn rematch(self: &Arc<Self>, id: &str, token: &str) -> Result<Rematch, AppError> {
        let shared = self.get(id).await?;
        let mut room = shared.lock().await;
        let seat = Rooms::seat_for(&room, token)?;
        if !room.is_over() {
            return Err(AppError::NotYet(
                "a rematch is made once the game is over".into(),
            ));
        }
        if let Some(next) = room.rematch() {
            return Ok(Rematch {
                seat,
                id: next.to_string(),
                created: false,
            });
        }
        let game = next_game(room.stored());
        GameState::new(Arc::clone(&self.catalog), &game.setup).map_err(AppError::Setup)?;
        let (next, created) = self.store.create_rematch(id, &game).await?;
        room.set_rematch(&next);
        self.store.announce(format!("{} {}", self.process_id, id));
        drop(room);
        if created {
            tracing::info!("game {next} created: the rematch of game {id}");
            self.get(&next).await?;
        }
        Ok(Rematch {
            seat,
            id: next,
            created,
        })
    }

    /// Takes the rematch of `room`, once it is over, from the database (another process may
    /// have made it), waking its viewers if it is new to the room.
    pub(super) async fn refresh_rematch(&self, room: &mut crate::room::Room) -> anyhow::Result<()> {
        if room.is_over() && room.rematch().is_none() {
            if let Some(next) = self.store.rematch_of(room.id()).await? {
                room.set_rematch(&next);
            }
        }
        Ok(())
    }
}

impl Store {
    /// Stores `game` as the rematch of game `old`, unless `old` has one already: gives the
    /// rematch's id and whether it was made now. The new game and the link are written in one
    /// transaction, so two requests at once (in any processes) make one game.
    ///
    /// # Errors
    /// A database failure; nothing is written then.
    pub async fn create_rematch(
        &self,
        old: &str,
        game: &NewGame,
    ) -> anyhow::Result<(String, bool)> {
        let id = uuid::Uuid::new_v4().simple().to_string();
        let _turn = self.write_turn().await;
        let mut tx = self.pool().begin().await?;
        insert_game(&mut tx, &id, game).await?;
        let linked = sqlx::query("UPDATE games SET rematch = $1 WHERE id = $2 AND rematch IS NULL")
            .bind(&id)
            .bind(old)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if linked == 1 {
            tx.commit().await?;
            return Ok((id, true));
        }
        tx.rollback().await?;
        let existing = self
            .rematch_of(old)
            .await?
            .ok_or_else(|| anyhow::anyhow!("game {old} is gone while its rematch was made"))?;
        Ok((existing, false))
    }

    /// The id of game `id`'s rematch, if it has one.
    ///
    /// # Errors
    /// A database failure.
    pub async fn rematch_of(&self, id: &str) -> anyhow::Result<Option<String>> {
        let row = sqlx::query("SELECT rematch FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(row) => row.try_get("rematch")?,
            None => None,
        })
    }
}
