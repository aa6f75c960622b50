//! Copying a board: [`Clone::clone_from`] copies into the target's own lists, so that a bot
//! trying move after move on a scratch copy of the game allocates nothing once the scratch has
//! grown to the board's size.

use std::sync::Arc;

use super::Board;

impl Clone for Board {
    fn clone(&self) -> Board {
        Board {
            catalog: Arc::clone(&self.catalog),
            tiles: self.tiles.clone(),
            segs: self.segs.clone(),
            spaces: self.spaces.clone(),
            index: self.index.clone(),
            frontier: self.frontier.clone(),
            monasteries: self.monasteries.clone(),
            followers: self.followers.clone(),
            overlays: self.overlays.clone(),
        }
    }

    fn clone_from(&mut self, source: &Board) {
        // Every field named, so that a new one cannot be forgotten here.
        let Board {
            catalog,
            tiles,
            segs,
            spaces,
            index,
            frontier,
            monasteries,
            followers,
            overlays,
        } = source;
        if !Arc::ptr_eq(&self.catalog, catalog) {
            self.catalog = Arc::clone(catalog);
        }
        self.tiles.clone_from(tiles);
        self.segs.clone_from(segs);
        self.spaces.clone_from(spaces);
        self.index.clone_from(index);
        self.frontier.clone_from(frontier);
        self.monasteries.clone_from(monasteries);
        self.followers.clone_from(followers);
        self.overlays.clone_from(overlays);
    }
}
