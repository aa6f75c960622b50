//! The expansion symbols printed on a tile.

/// Symbols from other expansions printed on a tile.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Symbols {
    /// A vineyard (Hills & Sheep): +3 for each completed monastery around it.
    pub vineyard: bool,
    /// A hill: a regular tile is buried under it; followers on its space win ties.
    pub hill: bool,
    /// A printed sheep (needs Hills & Sheep).
    pub sheep: bool,
    /// A universal crop circle.
    pub crop_circle: bool,
}

impl Symbols {
    /// Whether the tile carries any symbol.
    pub const fn any(self) -> bool {
        self.vineyard || self.hill || self.sheep || self.crop_circle
    }
}
