//! Ranking a move list by the greedy evaluation in two stages, so that large lists (a tile's
//! placements, each with an expansion's figure sent to any of many places on the board) cost
//! a few evaluations per placement and per place aimed at rather than one per move.
//!
//! A move *aims* when it places the tile with a figure sent to a place on the board
//! ([`ExpansionMove::aim`] with a placement): the same figure sent to the same place makes a
//! move with every placement. Its value is nearly the placement's plus the aim's.
//!
//! 1. **Every move aiming nowhere** is valued by [`evaluate_move`]: the plain placements
//!    with and without a follower, a figure on the tile placed, a move placing nothing. Then
//!    **one move per aim**: with the best placement alone its aim is offered with; the aim's
//!    worth is its value less that placement's.
//! 2. **The other aimed moves** are estimated as their placement's value plus their aim's
//!    worth, and the `extra` best estimates valued by [`evaluate_move`].
//!
//! The moves valued come out best first, each with its full greedy value; the others are not
//! ranked. Every value is [`evaluate_move`] itself and every move the engine's, so no rule is
//! judged here. Deterministic: ties go to the earlier legal move.

use std::collections::HashMap;

use halflings_engine::{ExpansionMove, GameState, Move, Seat, SpacePos, Turn};

use crate::greedy::{evaluate_move, Buffers, GreedyConfig};

/// The placement `mv` makes, if any.
fn placement(mv: &Move) -> Option<(SpacePos, Turn)> {
    match *mv {
        Move::Place { at, turn, .. } => Some((at, turn)),
        Move::Expansion(em) => em.place,
        _ => None,
    }
}

/// For a move placing the tile with a figure aimed at a place on the board: the move without
/// its placement (its *aim*, shared by the same figure sent there with other placements).
fn aim_of(mv: &Move) -> Option<ExpansionMove> {
    match *mv {
        Move::Expansion(em) if em.place.is_some() && em.aim().is_some() => Some(em.placed(None)),
        _ => None,
    }
}

/// Reusable memory for [`rank_moves`].
#[derive(Debug, Clone, Default)]
pub struct RankBuffers {
    /// The greedy evaluation's buffers.
    pub(crate) greedy: Buffers,
    /// Per move: its placement's index, its aim's (`u32::MAX`: none), its value (NaN until
    /// valued) and its estimate.
    per_move: Vec<(u32, u32, f64, f64)>,
    /// Per placement: its placement (`None`: a move placing nothing, alone in its group)
    /// and the value of the placement alone (NaN until known).
    placements: Vec<(Option<(SpacePos, Turn)>, f64)>,
    /// Per aim: the aim, its representative (a move) and its value less its placement's.
    aims: Vec<(ExpansionMove, usize, f64)>,
    /// Index of each aim.
    aim_index: HashMap<ExpansionMove, u32>,
    /// Moves by estimate.
    order: Vec<u32>,
}

/// Ranks `moves` (legal in `state`) for `seat` by [`evaluate_move`] in two stages (see the
/// module docs), valuing the `extra` aimed moves of the best estimates. Writes the moves
/// valued into `out` as `(value, index in moves)`, best first (earlier move first on ties),
/// and returns how many evaluations it made.
///
/// With `extra` at least the number of moves, every move is valued.
pub fn rank_moves(
    state: &GameState,
    moves: &[Move],
    seat: Seat,
    cfg: &GreedyConfig,
    extra: usize,
    buf: &mut RankBuffers,
    out: &mut Vec<(f64, usize)>,
) -> usize {
    out.clear();
    buf.per_move.clear();
    buf.placements.clear();
    buf.aims.clear();
    buf.aim_index.clear();
    let mut evaluations = 0;
    let mut value = |buf: &mut RankBuffers, i: usize| {
        evaluations += 1;
        evaluate_move(state, &moves[i], seat, cfg, &mut buf.greedy)
    };
    if extra >= moves.len() {
        for i in 0..moves.len() {
            out.push((value(buf, i), i));
        }
        out.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        return evaluations;
    }
    // Placements in order of their first move, found by a search from the last one (a
    // placement's variants mostly come together); aims by their map.
    for mv in moves {
        let key = placement(mv);
        let p = key
            .and_then(|k| buf.placements.iter().rposition(|p| p.0 == Some(k)))
            .unwrap_or_else(|| {
                buf.placements.push((key, f64::NAN));
                buf.placements.len() - 1
            });
        let a = match aim_of(mv) {
            Some(aim) => {
                let next = buf.aims.len() as u32;
                let a = *buf.aim_index.entry(aim).or_insert(next);
                if a == next {
                    buf.aims.push((aim, usize::MAX, f64::NAN));
                }
                a
            }
            None => u32::MAX,
        };
        buf.per_move.push((p as u32, a, f64::NAN, f64::NAN));
    }
    // Stage 1: every move aiming nowhere (the plain placements, with and without a
    // follower, a figure on the tile placed...).
    for (i, mv) in moves.iter().enumerate() {
        let (p, a, _, _) = buf.per_move[i];
        if a == u32::MAX {
            let v = value(buf, i);
            buf.per_move[i].2 = v;
            if let Move::Place { follower: None, .. } = mv {
                buf.placements[p as usize].1 = v;
            }
        }
    }
    // Then one move per aim, with the best placement alone its aim is offered with (the
    // first on ties; a placement not offered alone counts as 0).
    let base = |buf: &RankBuffers, p: u32| {
        let v = buf.placements[p as usize].1;
        if v.is_nan() {
            0.0
        } else {
            v
        }
    };
    for i in 0..moves.len() {
        let (p, a, _, _) = buf.per_move[i];
        if a != u32::MAX {
            let rep = buf.aims[a as usize].1;
            if rep == usize::MAX || base(buf, p) > base(buf, buf.per_move[rep].0) {
                buf.aims[a as usize].1 = i;
            }
        }
    }
    for a in 0..buf.aims.len() {
        let rep = buf.aims[a].1;
        let v = value(buf, rep);
        buf.per_move[rep].2 = v;
        buf.aims[a].2 = v - base(buf, buf.per_move[rep].0);
    }
    // Stage 2: the other aimed moves estimated as their placement's value plus their aim's,
    // the best `extra` valued.
    buf.order.clear();
    for i in 0..moves.len() {
        let (p, a, v, _) = buf.per_move[i];
        if v.is_nan() {
            buf.per_move[i].3 = base(buf, p) + buf.aims[a as usize].2;
            buf.order.push(i as u32);
        }
    }
    let per_move = &buf.per_move;
    buf.order.sort_by(|&a, &b| {
        per_move[b as usize]
            .3
            .total_cmp(&per_move[a as usize].3)
            .then(a.cmp(&b))
    });
    for k in 0..extra.min(buf.order.len()) {
        let i = buf.order[k] as usize;
        buf.per_move[i].2 = value(buf, i);
    }
    out.extend(
        buf.per_move
            .iter()
            .enumerate()
            .filter(|(_, m)| !m.2.is_nan())
            .map(|(i, m)| (m.2, i)),
    );
    out.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    evaluations
}
