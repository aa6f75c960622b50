//! Chosen seeds, disclosed and accepted.
//!
//! **The rule.** A game's seed decides all its chance: every hand of halflings and the whole
//! order of the pile. Whoever knows it can know them, so a creator who chooses the seed (for a
//! reproducible game, or so that several tables play the same deal) could know everything the
//! others may not see. Such a game says so to every seat before it starts — the lobby, the
//! game's header and the page an invite link opens all show it — and it starts only once every
//! seat played by people, invited or hot-seat, has accepted the chosen seed
//! (`POST /api/games/{id}/accept-seed` with the seat's token). Until then no action is taken,
//! no bot moves and no clock runs; a seat's clock starts when the last seat accepts. Bots accept
//! nothing. The lobby accepts for the seats whose tokens the creator's browser keeps (the
//! creator's own and hot-seat players at that browser); an invitee accepts on the page their
//! link opens.
//!
//! **Why not keep chosen seeds to games against bots?** Choosing a seed is useful among people
//! too — the same deal at several tables, a game replayed with friends — and the server cannot
//! tell which seat is the creator's: a game of one invited person against bots would hide the
//! same secret. Telling everyone and asking each keeps the choice and removes the secret.

use crate::lobby::{GameOptions, Seat};

/// The seats still to accept the game's chosen seed, in seat order: none when the seed was
/// drawn at random.
pub fn waiting(options: &GameOptions, seats: &[Seat]) -> Vec<halflings_engine::Seat> {
    if !options.seed_chosen {
        return Vec::new();
    }
    halflings_engine::Seat::all(seats.len() as u8)
        .zip(seats)
        .filter(|(_, seat)| seat.accepts_seeds() && seat.seed_accepted_at.is_none())
        .map(|(i, _)| i)
        .collect()
}

/// When the last seat accepted the chosen seed (Unix ms), if any did: the game starts then.
pub fn started_at(seats: &[Seat]) -> Option<i64> {
    seats.iter().filter_map(|s| s.seed_accepted_at).max()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lobby::SeatKind;

    fn seat(kind: SeatKind, accepted: Option<i64>) -> Seat {
        Seat {
            kind,
            name: "x".into(),
            token_hash: None,
            seed_accepted_at: accepted,
        }
    }

    #[test]
    fn people_accept_a_chosen_seed_bots_do_not() {
        let chosen = GameOptions {
            seed_chosen: true,
            ..GameOptions::default()
        };
        let seats = [
            seat(SeatKind::Person, Some(5)),
            seat(SeatKind::Bot(halflings_bots::BotSpec::Greedy), None),
            seat(SeatKind::HotSeat, None),
            seat(SeatKind::Person, None),
        ];
        assert_eq!(
            waiting(&chosen, &seats),
            [2, 3].map(halflings_engine::Seat::new)
        );
        assert_eq!(
            waiting(&GameOptions::default(), &seats),
            [] as [halflings_engine::Seat; 0]
        );
        assert_eq!(started_at(&seats), Some(5));
    }
}
