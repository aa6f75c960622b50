//! The generic values through which the core carries what belongs to an expansion: its moves,
//! decisions, events, symbols and figures. Each is small and `Copy` where it travels through hot
//! paths (legal-move lists, phases, playout events); only the owning module interprets their
//! compact forms, and its entry in the [`registry`](super::registry) gives them their names.

use serde::Serialize;

use super::payload::Payload;
use super::registry::{info, REGISTRY};
use crate::geometry::{SpacePos, Turn};
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::TileKind;

/// A registered expansion, by its index in [`REGISTRY`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ModuleId(pub(crate) u8);

impl ModuleId {
    /// The module's id in setups and on the wire.
    pub fn id(self) -> &'static str {
        info(self).id
    }

    /// The module with id `id`, if registered.
    pub fn of(id: &str) -> Option<ModuleId> {
        REGISTRY
            .iter()
            .position(|e| e.id == id)
            .map(|i| ModuleId(i as u8))
    }

    /// The index in [`REGISTRY`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A move that belongs to an expansion: the module's own move in compact form, with the
/// placement of the current tile it makes, if any. Only the module reads the payload; the
/// module's [codec](super::codec::Codec) names its action and the place it aims at.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpansionMove {
    /// The module.
    pub module: ModuleId,
    /// The placement of the current tile this move makes, if it places it (a figure of the
    /// module goes with the tile).
    pub place: Option<(SpacePos, Turn)>,
    /// The module's move in compact form (see [`super::payload`]).
    pub payload: Payload,
}

impl ExpansionMove {
    /// Module `module`'s move `payload` (in compact form), placing nothing.
    pub const fn new(module: ModuleId, payload: Payload) -> ExpansionMove {
        ExpansionMove {
            module,
            place: None,
            payload,
        }
    }

    /// The same move with the placement `place`, if any.
    pub const fn placed(mut self, place: Option<(SpacePos, Turn)>) -> ExpansionMove {
        self.place = place;
        self
    }

    /// The action's name (`"shepherd"`, `"stable"`).
    pub fn action_name(&self) -> &'static str {
        info(self.module).codec.action_name(self)
    }

    /// The place on the board the move aims at, if any (a field for a shepherd, a follower
    /// to return…).
    pub fn aim(&self) -> Option<Spot> {
        info(self.module).codec.aim(self)
    }

    /// For a move placing the current tile with a figure aimed at a place on the board: the
    /// placement, the aim and the tile; `None` when the move lacks one of them or no tile
    /// waits to be placed.
    pub fn aimed_placement(&self, game: &GameState) -> Option<(SpacePos, Turn, Spot, TileKind)> {
        let (at, turn) = self.place?;
        Some((at, turn, self.aim()?, game.current_tile()?))
    }
}

/// A decision an expansion waits for: the module's own decision in compact form.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Decision {
    /// The module.
    pub module: ModuleId,
    /// The module's decision in compact form (see [`super::payload`]).
    pub payload: Payload,
}

impl Decision {
    /// Module `module`'s decision `payload` (in compact form).
    pub const fn new(module: ModuleId, payload: Payload) -> Decision {
        Decision { module, payload }
    }

    /// The decision's name (`"flock"`).
    pub fn name(&self) -> &'static str {
        info(self.module).codec.decision_name(self)
    }
}

/// Something an expansion did: the module's own event in compact form, the player it
/// concerns and where it happened, if anywhere. Cheap to copy, so playouts pay nothing for it;
/// the module's [codec](super::codec::Codec) turns it into words and data.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpansionEvent {
    /// The module.
    pub module: ModuleId,
    /// The player it concerns.
    pub player: Seat,
    /// Where, if anywhere.
    pub target: Option<Spot>,
    /// The module's event in compact form (see [`super::payload`]).
    pub payload: Payload,
}

impl ExpansionEvent {
    /// Module `module`'s event `payload` (in compact form) concerning `player`, at `target`
    /// if anywhere.
    pub const fn new(
        module: ModuleId,
        player: Seat,
        target: Option<Spot>,
        payload: Payload,
    ) -> ExpansionEvent {
        ExpansionEvent {
            module,
            player,
            target,
            payload,
        }
    }

    /// The event's name (`"shepherd-placed"`).
    pub fn name(&self) -> &'static str {
        info(self.module).codec.event_name(self)
    }

    /// The event as a message.
    pub fn describe(&self) -> Text {
        info(self.module).codec.describe_event(self)
    }

    /// The event's data as JSON (module-defined fields).
    pub fn data(&self) -> serde_json::Value {
        info(self.module).codec.event_data(self)
    }
}

/// A symbol printed on tiles, by index into the registry's list of every module's symbols.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SymbolId(pub(crate) u8);

impl SymbolId {
    /// The symbol named `name` (`"hill"`), if some registered module owns it.
    pub fn of(name: &str) -> Option<SymbolId> {
        super::registry::symbols()
            .position(|(_, s)| s.name == name)
            .map(|i| SymbolId(i as u8))
    }

    /// The symbol's name.
    pub fn name(self) -> &'static str {
        super::registry::symbols()
            .nth(self.0 as usize)
            .map_or("?", |(_, s)| s.name)
    }
}

/// A set of symbols, a bit per [`SymbolId`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SymbolSet(pub(crate) u64);

impl SymbolSet {
    /// Whether `s` is in the set.
    pub const fn has(self, s: SymbolId) -> bool {
        self.0 & (1 << s.0) != 0
    }

    /// The set with `s` added.
    pub const fn with(self, s: SymbolId) -> SymbolSet {
        SymbolSet(self.0 | 1 << s.0)
    }

    /// The symbols in both sets.
    pub const fn intersection(self, other: SymbolSet) -> SymbolSet {
        SymbolSet(self.0 & other.0)
    }

    /// How many symbols the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether every symbol of the set is in `other`.
    pub const fn within(self, other: SymbolSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The symbols in the set.
    pub fn iter(self) -> impl Iterator<Item = SymbolId> {
        (0..64u8)
            .filter(move |&i| self.0 & (1 << i) != 0)
            .map(SymbolId)
    }
}

/// A figure of an expansion on the board (a neutral figure like the dragon, or a player's
/// special figure like a shepherd), as views show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FigureView {
    /// The module.
    pub module: &'static str,
    /// What figure (`"shepherd"`).
    pub figure: &'static str,
    /// Its owner, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
    /// `[x, y]` of its space.
    pub at: [i32; 2],
    /// The triangle's corner, when it stands on a triangle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corner: Option<&'static str>,
    /// Its location on the tile, when it stands on a feature.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    /// A number shown with it (a flock's sheep, a tower's height…).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<i32>,
}

/// A pending decision described for someone who does not know the expansion: what is asked
/// and, per legal choice, the move as JSON, a label, the board place it aims at and what it
/// would score where that is known without chance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DecisionInfo {
    /// The module's id.
    pub module: &'static str,
    /// The decision's name.
    pub decision: &'static str,
    /// Who decides.
    pub actor: Seat,
    /// What is asked, as a message.
    pub prompt: Text,
    /// The legal choices.
    pub choices: Vec<ChoiceInfo>,
}

/// One legal choice of a [`DecisionInfo`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChoiceInfo {
    /// The move as JSON (what to send to take this choice).
    #[serde(rename = "move")]
    pub mv: serde_json::Value,
    /// The action's name.
    pub action: &'static str,
    /// The choice as a message.
    pub label: Text,
    /// The board place the choice aims at, if any: `{"at": [x, y], "corner", "location"}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<serde_json::Value>,
    /// Points per player the choice would score at once, when known without chance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Vec<i64>>,
}

/// A rule of an expansion that a move breaks: the module, the rule's code (kebab-case, for
/// programs) and the message (for people).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ExpansionRule {
    /// The module's id.
    pub module: &'static str,
    /// The broken rule's code (`"shepherd-on-board"`).
    pub rule: &'static str,
    /// What is wrong, as a message.
    pub message: Text,
}

impl ExpansionRule {
    /// Rule `rule` of `module` is broken: `message`.
    pub fn new(module: ModuleId, rule: &'static str, message: Text) -> ExpansionRule {
        ExpansionRule {
            module: module.id(),
            rule,
            message,
        }
    }

    /// The move breaks rule `rule` of the module with id `module`: `message`.
    pub fn refuse(module: &'static str, rule: &'static str, message: Text) -> IllegalMove {
        ExpansionRule {
            module,
            rule,
            message,
        }
        .into()
    }
}

/// A rule of an expansion that refuses a placement, without allocating (the placement
/// generator asks for every candidate): its code and the key of its message.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The rule's code (kebab-case, for programs).
    pub rule: &'static str,
    /// The key of what the rule says (`"<id>.rule.<rule>"`, a [`Text`] without parameters).
    pub key: &'static str,
}

impl Refusal {
    /// The refusal of rule `rule`, worded by the message `key`.
    pub const fn new(rule: &'static str, key: &'static str) -> Refusal {
        Refusal { rule, key }
    }

    /// The rule broken, as module `module`'s [`ExpansionRule`].
    pub fn of(self, module: ModuleId) -> ExpansionRule {
        ExpansionRule::new(module, self.rule, Text::new(self.key))
    }

    /// The rule broken, as the [`ExpansionRule`] of the module with id `module`.
    pub fn of_module(self, module: &'static str) -> ExpansionRule {
        ExpansionRule {
            module,
            rule: self.rule,
            message: Text::new(self.key),
        }
    }
}

impl ModuleId {
    /// The module's registry entry.
    pub fn info(self) -> &'static super::ExpansionInfo {
        info(self)
    }
}

/// A place of a module's own on a placed tile where a follower may go by a rule that lets any
/// follower go somewhere (a flight's landing), where only some kinds of follower stand
/// ([`Expansion::ground`](super::Expansion::ground)).
#[derive(Clone, Debug, PartialEq)]
pub struct OwnPlace {
    /// Where it is (the place a move names).
    pub spot: Spot,
    /// What it is, in words.
    pub name: Text,
}
