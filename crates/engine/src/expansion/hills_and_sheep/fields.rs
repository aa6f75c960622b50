//! Fields as Hills & Sheep sees them: whether a field is closed (its flocks then go to the
//! stable at once).

use crate::board::{Board, Content, NONE};
use crate::geometry::{Side, Turn, LONG_SIDE, POINTS};

/// Whether the field rooted at `root` is closed: no border point of it lies open.
pub(crate) fn field_closed(board: &Board, root: u16) -> bool {
    board.members(root).all(|m| {
        let node = &board.segs[m as usize];
        let pt = &board.tiles[node.tile as usize];
        let o = &board.def(pt.kind).oriented[pt.turn.quarter_turns() as usize];
        let pts = o.seg_points[node.local as usize];
        (0..POINTS).filter(|&p| pts & (1 << p) != 0).all(|p| {
            if p >= LONG_SIDE {
                // The long side meets the other triangle of the space.
                let rec = &board.spaces[pt.space as usize];
                let Turn::Triangle(c) = pt.turn else {
                    return true;
                };
                matches!(rec.content, Content::Triangles(m) if m.contains(c.opposite()))
            } else {
                let side = Side::from_index(p / 3);
                board
                    .space(pt.pos.step(side))
                    .is_some_and(|r| r.side_tile[side.opposite().index()] != NONE)
            }
        })
    })
}
