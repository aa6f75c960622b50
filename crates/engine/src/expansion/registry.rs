//! What the core knows of every expansion: its entry ([`ExpansionInfo`]: id, name, options
//! with their defaults, the tile sets it adds, the symbols and figures it owns, its words and
//! vocabulary, its codec) and the look-ups over all of them. The entries are the modules' own
//! (`INFO` in each module's folder); [`REGISTRY`] lists them in the order of the list in
//! `expansion/mod.rs`, which assigns each module its id. Adding an expansion means writing its
//! folder and adding its line to that list; nothing else in the engine, the server or the
//! browser changes.

use serde::Serialize;

use super::codec::Codec;
use super::options::{OptionSpec, OptionValues};
use super::types::{ModuleId, SymbolId};
pub use super::REGISTRY;
use crate::geometry::{point, Location, MIDDLE};
use crate::guide::GuideFiles;
use crate::state::{Setup, SetupError};
use crate::text::words::WordsFiles;
use crate::tiles::{FeatureKind, TileDef};

/// A symbol a module owns: tile data may print it on tiles, and the module checks the
/// symbol's argument (`"flier NW"` has the argument `NW`) against the tile that carries it.
#[derive(Copy, Clone, Debug, Serialize)]
pub struct SymbolSpec {
    /// Its name in tile data.
    pub name: &'static str,
    /// What it does, in words.
    pub summary: &'static str,
    /// Checks the argument written after the name, if any, on the tile carrying the symbol
    /// (checked when the tile is loaded).
    #[serde(skip)]
    pub check_arg: fn(&TileDef, Option<&str>) -> Result<(), String>,
}

/// A figure a module places together with a tile (instead of a follower), named in moves as
/// `"figure"`: the module's move that places it is its
/// [`ModuleMove::with_figure`](super::ModuleMove::with_figure).
#[derive(Copy, Clone, Debug, Serialize)]
pub struct FigureSpec {
    /// The figure's name (`"shepherd"`).
    pub name: &'static str,
}

/// A special follower a module gives each player besides the seven regular ones (placed by
/// the module's own move): it stands in a feature like a follower, counts `strength` towards
/// the majority there, and goes back to its owner's reserve of its kind, never to the supply
/// of regular followers. Every rule that removes a follower removes it whole.
#[derive(Copy, Clone, Debug, Serialize)]
pub struct FollowerSpec {
    /// Its name (`"big-follower"`), on the wire and in views.
    pub name: &'static str,
    /// The key of its name's message (the module's, `"<id>.follower.<name>"`).
    #[serde(skip)]
    pub words: &'static str,
    /// What it counts when majorities are compared (a regular follower counts 1).
    pub strength: u8,
    /// How many each player has.
    pub each: u8,
    /// Where it may stand.
    pub stands: Standing,
}

/// Where a special follower may stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Standing {
    /// Wherever a regular follower goes, by every rule that puts a follower from supply on
    /// the board (the tile just placed, a flight, a magic portal, a tower's top).
    Anywhere,
    /// A figure with places of its own: its module places it, and a rule that lets any
    /// follower go somewhere (a flight: "any meeple may fly", `flier.md` §3) puts it only on
    /// these kinds of feature.
    Only(&'static [FeatureKind]),
}

/// The most special followers all registered modules may declare together.
pub const MAX_SPECIAL_FOLLOWERS: usize = 8;

/// Everything about one expansion that is known without a game.
#[derive(Copy, Clone, Serialize)]
pub struct ExpansionInfo {
    /// Its id in setups and on the wire.
    pub id: &'static str,
    /// The words that name it or its pieces (lower case, each form: `"tower"`, `"towers"`):
    /// no core, server or browser core file may use one (the plug-in check,
    /// `tests/plugin_seam.rs`).
    pub vocabulary: &'static [&'static str],
    /// Its name for people.
    pub name: &'static str,
    /// What it adds, in one line.
    pub summary: &'static str,
    /// Whether players choose it (lobbies offer it); the others are on when the setup implies
    /// them (see `with_active_symbols` and `requires`) or when named to set their options.
    pub selectable: bool,
    /// Whether it is on whenever the halflings' symbols act (`halflings.md` §6).
    pub with_active_symbols: bool,
    /// Expansions it turns on with it.
    pub requires: &'static [&'static str],
    /// Its options.
    pub options: &'static [OptionSpec],
    /// Square tile sets (by id) it shuffles into the pile.
    pub tile_sets: &'static [&'static str],
    /// The tile files it ships, `(file name, contents)`, embedded in the engine.
    #[serde(skip)]
    pub tile_files: &'static [(&'static str, &'static str)],
    /// The tile symbols it gives a meaning to.
    pub symbols: &'static [SymbolSpec],
    /// The figures placed with a tile.
    pub figures: &'static [FigureSpec],
    /// Its special followers (each player's reserve of every kind).
    pub followers: &'static [FollowerSpec],
    /// Its figures that never leave it, for views and the documentation (`"dragon"`).
    pub pieces: &'static [&'static str],
    /// Old top-level setup keys that are now its options: `(key, option)`.
    pub legacy_setup_keys: &'static [(&'static str, &'static str)],
    /// Its words: its catalogue files (`words/<language>.json` in its folder; every key starts
    /// with its id and a dot, or names one of its figures), which the engine and the browser
    /// read ([`text::words`](crate::text::words)).
    #[serde(skip)]
    pub words: WordsFiles,
    /// Its section of the "How to play" page, if it has one: its sections file and positions
    /// in its folder ([`guide_files!`](crate::guide_files), [`crate::guide`]).
    #[serde(skip)]
    pub how_to_play: Option<GuideFiles>,
    /// Rewrites a move in an older wire form of this module into the current form.
    #[serde(skip)]
    pub legacy_move: fn(&serde_json::Map<String, serde_json::Value>) -> Option<serde_json::Value>,
    /// Its module's values (see [`super::module`]): how the module is built for a game, and
    /// its moves, decisions and events by name, in words and as JSON.
    #[serde(skip)]
    pub codec: &'static dyn Codec,
}

impl ExpansionInfo {
    /// The entry of the module whose values `codec` gives, with nothing else declared: a
    /// module's entry is `ExpansionInfo { id, …, ..ExpansionInfo::new(&Typed::<M>::CODEC) }`.
    pub const fn new(codec: &'static dyn Codec) -> ExpansionInfo {
        ExpansionInfo {
            id: "",
            vocabulary: &[],
            name: "",
            summary: "",
            selectable: false,
            with_active_symbols: false,
            requires: &[],
            options: &[],
            tile_sets: &[],
            tile_files: &[],
            symbols: &[],
            figures: &[],
            followers: &[],
            pieces: &[],
            legacy_setup_keys: &[],
            words: WordsFiles::EMPTY,
            how_to_play: None,
            legacy_move: no_legacy,
            codec,
        }
    }
}

impl std::fmt::Debug for ExpansionInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExpansionInfo")
            .field("id", &self.id)
            .finish()
    }
}

/// The entry of module `id`.
pub fn info(id: ModuleId) -> &'static ExpansionInfo {
    &REGISTRY[id.index()]
}

/// The entry with id `id`.
pub fn find(id: &str) -> Option<&'static ExpansionInfo> {
    REGISTRY.iter().find(|e| e.id == id)
}

/// Every symbol of every module, with its module, in registry order (a [`SymbolId`] is an
/// index into this list).
///
/// [`SymbolId`]: super::SymbolId
pub fn symbols() -> impl Iterator<Item = (ModuleId, &'static SymbolSpec)> {
    REGISTRY
        .iter()
        .enumerate()
        .flat_map(|(i, e)| e.symbols.iter().map(move |s| (ModuleId(i as u8), s)))
}

/// Every special follower of every module, with its module, in registry order (a
/// [`FollowerKind`](crate::board::FollowerKind) other than the regular one is an index into
/// this list, plus one).
pub fn special_followers() -> impl Iterator<Item = (ModuleId, &'static FollowerSpec)> {
    REGISTRY
        .iter()
        .enumerate()
        .flat_map(|(i, e)| e.followers.iter().map(move |f| (ModuleId(i as u8), f)))
}

/// Reads a symbol as tile data writes it, `"name"` or `"name ARG"`: the name must be a
/// registered module's symbol (its argument is checked on the tile by [`check_symbol_arg`]).
///
/// # Errors
/// An unknown symbol, naming the known ones.
pub fn parse_symbol(text: &str) -> Result<(SymbolId, Option<String>), String> {
    let (name, arg) = match text.split_once(' ') {
        Some((n, a)) if SymbolId::of(text).is_none() => (n, Some(a.trim())),
        _ => (text, None),
    };
    let Some(id) = SymbolId::of(name) else {
        let known: Vec<&str> = symbols().map(|(_, s)| s.name).collect();
        return Err(format!(
            "unknown symbol {name:?} (known: {})",
            known.join(", ")
        ));
    };
    Ok((id, arg.map(str::to_string)))
}

/// Checks symbol `id`'s argument `arg` on tile `def`, which carries it: its module must accept
/// it there.
///
/// # Errors
/// The argument refused, naming the symbol.
pub fn check_symbol_arg(id: SymbolId, arg: Option<&str>, def: &TileDef) -> Result<(), String> {
    let Some((_, spec)) = symbols().nth(id.0 as usize) else {
        return Err(format!("unknown symbol {:?}", id.name()));
    };
    (spec.check_arg)(def, arg).map_err(|e| format!("symbol {:?}: {e}", spec.name))
}

/// The feature of kind `kind` of `def` that a symbol's argument names by a side, as the tile
/// lies in its file (`"N"`: the road or city crossing the middle of the north side): its local
/// segment. For symbols that mark one road or city of a tile (a princess, an inn, a cathedral,
/// trade goods).
///
/// # Errors
/// No argument, an argument that is no side, or no such feature crossing that side.
pub fn feature_by_side(def: &TileDef, arg: Option<&str>, kind: FeatureKind) -> Result<u8, String> {
    let noun = kind.name().to_lowercase();
    let Some(text) = arg else {
        return Err(format!("name the {noun} by a side, e.g. \"N\""));
    };
    let Ok(Location::Side(side)) = text.parse::<Location>() else {
        return Err(format!("{text:?}: name the {noun} by a side, N, E, S or W"));
    };
    let local = def.oriented[0].point_segment[point(side, MIDDLE)];
    match def.segments.get(local as usize) {
        Some(s) if s.kind == kind => Ok(local),
        _ => Err(format!("no {noun} of this tile crosses side {text}")),
    }
}

/// The expansion and option that an old top-level setup key now is.
pub fn legacy_setup_key(key: &str) -> Option<(&'static str, &'static str)> {
    REGISTRY.iter().find_map(|e| {
        e.legacy_setup_keys
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, o)| (e.id, *o))
    })
}

/// Ids of the expansions players choose (lobbies offer these).
pub fn selectable_ids() -> impl Iterator<Item = &'static str> {
    REGISTRY.iter().filter(|e| e.selectable).map(|e| e.id)
}

/// No older wire form: the default for [`ExpansionInfo::legacy_move`].
pub fn no_legacy(_mv: &serde_json::Map<String, serde_json::Value>) -> Option<serde_json::Value> {
    None
}

/// A symbol without an argument: the check for most symbols.
pub fn no_symbol_arg(_def: &TileDef, arg: Option<&str>) -> Result<(), String> {
    match arg {
        None => Ok(()),
        Some(a) => Err(format!("takes no argument (got {a:?})")),
    }
}

/// Whether an old wire move has no key outside `allowed` (for [`ExpansionInfo::legacy_move`]).
pub fn no_legacy_fields(mv: &serde_json::Map<String, serde_json::Value>, allowed: &[&str]) -> bool {
    mv.keys().all(|k| allowed.contains(&k.as_str()))
}

/// The modules `setup` enables, each with its checked options, in registry order: those it
/// names, those on whenever symbols act (when `symbols_active`), and those they require.
///
/// # Errors
/// [`SetupError::UnknownExpansion`], [`SetupError::DuplicateExpansion`] and bad options.
pub fn enabled(
    setup: &Setup,
    symbols_active: bool,
) -> Result<Vec<(ModuleId, OptionValues)>, SetupError> {
    let mut on = [false; REGISTRY.len()];
    for (i, choice) in setup.expansions.iter().enumerate() {
        let Some(m) = ModuleId::of(&choice.id) else {
            return Err(SetupError::UnknownExpansion(choice.id.clone()));
        };
        if setup.expansions[..i].iter().any(|c| c.id == choice.id) {
            return Err(SetupError::DuplicateExpansion(choice.id.clone()));
        }
        // A module the setup implies is only configured by naming it.
        if info(m).selectable {
            on[m.index()] = true;
        }
    }
    for (i, e) in REGISTRY.iter().enumerate() {
        if e.with_active_symbols && symbols_active {
            on[i] = true;
        }
    }
    // Requirements, to a fixed point (the registry is small).
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..REGISTRY.len() {
            if !on[i] {
                continue;
            }
            for r in REGISTRY[i].requires {
                if let Some(m) = ModuleId::of(r) {
                    if !on[m.index()] {
                        on[m.index()] = true;
                        changed = true;
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for (i, e) in REGISTRY.iter().enumerate() {
        if !on[i] {
            continue;
        }
        const NONE_CHOSEN: &std::collections::BTreeMap<String, String> =
            &std::collections::BTreeMap::new();
        let chosen = setup
            .expansions
            .iter()
            .find(|c| c.id == e.id)
            .map_or(NONE_CHOSEN, |c| &c.options);
        out.push((
            ModuleId(i as u8),
            OptionValues::check(e, chosen, setup.rules)?,
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Location, Rotation, SpacePos, Turn};
    use crate::rules::RulesVersion;
    use crate::state::Move;
    use crate::wire::{figure_move, MoveWire};

    #[test]
    fn ids_and_symbols_are_unique_and_modules_are_built_with_their_index() {
        for (i, e) in REGISTRY.iter().enumerate() {
            let id = ModuleId(i as u8);
            assert_eq!(ModuleId::of(e.id), Some(id), "{}", e.id);
            for o in e.options {
                assert!(!o.choices.is_empty(), "{}.{}", e.id, o.name);
            }
            // Every choice of every option, each under every rules version, builds the module.
            for rules in RulesVersion::ALL {
                let defaults = OptionValues::defaults(e.id, rules);
                let mut tried = vec![defaults.clone()];
                for o in e.options {
                    for choice in o.choices {
                        let chosen = [(o.name.to_string(), choice.to_string())].into();
                        tried.push(OptionValues::check(e, &chosen, rules).unwrap());
                    }
                }
                for values in tried {
                    let built = e.codec.build(id, &values, rules).unwrap();
                    assert_eq!(built.module(), id, "{} is built with another id", e.id);
                }
            }
        }
        let names: Vec<&str> = symbols().map(|(_, s)| s.name).collect();
        for (i, n) in names.iter().enumerate() {
            assert!(!names[..i].contains(n), "symbol {n} owned twice");
        }
        assert!(names.len() <= 64);
        let followers: Vec<&str> = special_followers().map(|(_, f)| f.name).collect();
        assert!(followers.len() <= MAX_SPECIAL_FOLLOWERS);
        for (i, n) in followers.iter().enumerate() {
            assert!(!followers[..i].contains(n), "follower {n} declared twice");
            assert_ne!(*n, "follower", "the regular follower's name");
        }
    }

    #[test]
    fn every_registered_figure_and_legacy_form_round_trips() {
        let cat = crate::tiles::Catalog::builtin();
        // Each older form reads as the same move as today's form, which round-trips.
        for (legacy, today) in [
            (
                r#"{"do": "decide", "choice": "grow"}"#,
                r#"{"do": "expansion", "module": "hills-and-sheep", "action": "grow"}"#,
            ),
            (
                r#"{"do": "crop-circle", "kind": "farmer", "action": "A"}"#,
                r#"{"do": "expansion", "module": "crop-circles", "action": "name", "role": "farmer", "task": "A"}"#,
            ),
            (
                r#"{"do": "crop-add", "at": [0, 1], "location": "N.w"}"#,
                r#"{"do": "expansion", "module": "crop-circles", "action": "add", "follower": {"at": [0, 1], "location": "N.w"}}"#,
            ),
            (
                r#"{"do": "crop-pass"}"#,
                r#"{"do": "expansion", "module": "crop-circles", "action": "pass"}"#,
            ),
        ] {
            let read = |json: &str| {
                let v: serde_json::Value = serde_json::from_str(json).unwrap();
                let mv = MoveWire::from_value(v).unwrap();
                assert!(matches!(mv, MoveWire::Expansion { .. }), "{json}: {mv:?}");
                mv.to_move(&cat).unwrap()
            };
            let mv = read(legacy);
            assert_eq!(read(today), mv, "{legacy}");
            let back = serde_json::to_value(MoveWire::from_move(&mv, &cat)).unwrap();
            let want: serde_json::Value = serde_json::from_str(today).unwrap();
            assert_eq!(back, want, "{legacy}");
        }
        let mv = figure_move(
            "shepherd",
            SpacePos::new(1, 0),
            Turn::Square(Rotation::R90),
            "S.e".parse().unwrap(),
        )
        .unwrap();
        let wire = MoveWire::from_move(&Move::Expansion(mv), &cat);
        assert!(matches!(&wire, MoveWire::Place { figure: Some(f), .. } if f == "shepherd"));
        assert_eq!(wire.to_move(&cat), Ok(Move::Expansion(mv)));
        assert!(figure_move(
            "dragon",
            SpacePos::new(0, 0),
            Turn::Square(Rotation::R0),
            Location::Centre
        )
        .is_err());
    }
}
