//! What the core asks of a typed module's values without a game: how to build the module, and
//! its moves, decisions and events by name, in words and as JSON. One generic implementation
//! ([`Typed`]) answers for every typed module from its types.

use std::marker::PhantomData;

use serde_json::{Map, Value};

use super::adapter::Adapter;
use super::hooks::Expansion;
use super::module::{ModuleEvent, ModuleMove, Presentation};
use super::options::OptionValues;
use super::payload::Payload;
use super::types::{Decision, ExpansionEvent, ExpansionMove, ModuleId};
use crate::rules::RulesVersion;
use crate::state::{SetupError, Spot};
use crate::text::Text;

/// A typed module's values, erased (see the [module](self)).
pub trait Codec: Sync {
    /// The module for a game, under registry id `id`, with checked `options`.
    ///
    /// # Errors
    /// Options its option type does not take (the registry's tests build every choice).
    fn build(
        &self,
        id: ModuleId,
        options: &OptionValues,
        rules: RulesVersion,
    ) -> Result<Box<dyn Expansion>, SetupError>;

    /// The name of a move's action (`"ransom"`).
    fn action_name(&self, mv: &ExpansionMove) -> &'static str;

    /// The place on the board a move aims at, if any ([`ModuleMove::aim`]).
    fn aim(&self, mv: &ExpansionMove) -> Option<Spot>;

    /// A move's fields on the wire: `"action"` and the action's own named fields.
    fn move_fields(&self, mv: &ExpansionMove) -> Map<String, Value>;

    /// A move from its fields on the wire (`"action"` and the action's own), in compact form.
    ///
    /// # Errors
    /// An unknown action or a field it does not take, in words.
    fn read_move(&self, fields: &Map<String, Value>) -> Result<Payload, String>;

    /// A move in the form every module wrote before moves had named fields: the action, the
    /// board place it aims at and its argument as text (`"P2 big-follower"`); in compact form.
    ///
    /// # Errors
    /// An unknown action, or a target or argument it does not take, in words.
    fn read_legacy(
        &self,
        action: &str,
        target: Option<Spot>,
        arg: Option<&str>,
    ) -> Result<Payload, String>;

    /// The figure a move places at its aim on the tile it places, when it is one of the
    /// module's figures (written on the wire as a placement with `"figure"`).
    fn figure(&self, mv: &ExpansionMove) -> Option<&'static str>;

    /// The move placing figure `figure` at `spot` on the tile being placed, if the module
    /// has such a figure: its compact form.
    fn figure_move(&self, figure: &str, spot: Spot) -> Option<Payload>;

    /// The name of the decision `d` asks for.
    fn decision_name(&self, d: &Decision) -> &'static str;

    /// The name of an event's kind.
    fn event_name(&self, e: &ExpansionEvent) -> &'static str;

    /// The event as a message.
    fn describe_event(&self, e: &ExpansionEvent) -> Text;

    /// The event's own named fields as JSON.
    fn event_data(&self, e: &ExpansionEvent) -> Value;
}

/// The [`Codec`] of typed module `M`.
pub struct Typed<M>(PhantomData<fn() -> M>);

impl<M> Typed<M> {
    /// The codec of `M`, for its registry entry.
    pub const CODEC: Typed<M> = Typed(PhantomData);
}

/// The variant's fields of a value serde writes externally tagged (`{"name": {...}}`, or
/// `"name"` for a variant without fields).
fn fields_of(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(o) => match o.into_iter().next() {
            Some((_, Value::Object(fields))) => fields,
            _ => Map::new(),
        },
        _ => Map::new(),
    }
}

impl<M: Presentation> Codec for Typed<M> {
    fn build(
        &self,
        id: ModuleId,
        options: &OptionValues,
        rules: RulesVersion,
    ) -> Result<Box<dyn Expansion>, SetupError> {
        let typed = options
            .typed::<M::Options>()
            .map_err(|problem| SetupError::ModuleOptions {
                expansion: M::ID,
                problem,
            })?;
        Ok(Box::new(Adapter::new(id, M::new(typed, rules))))
    }

    fn action_name(&self, mv: &ExpansionMove) -> &'static str {
        mv.payload
            .unpack::<M::Move>()
            .ok()
            .and_then(|m| Payload::variant_name(&m))
            .unwrap_or("?")
    }

    fn aim(&self, mv: &ExpansionMove) -> Option<Spot> {
        mv.payload.unpack::<M::Move>().ok()?.aim()
    }

    fn move_fields(&self, mv: &ExpansionMove) -> Map<String, Value> {
        let Ok(typed) = mv.payload.unpack::<M::Move>() else {
            return Map::new();
        };
        let mut out = Map::new();
        let name = Payload::variant_name(&typed).unwrap_or("?");
        out.insert("action".into(), name.into());
        out.extend(fields_of(serde_json::to_value(typed).unwrap_or_default()));
        out
    }

    fn read_move(&self, fields: &Map<String, Value>) -> Result<Payload, String> {
        let Some(Value::String(action)) = fields.get("action") else {
            return Err("name the move's \"action\"".into());
        };
        let mut rest = fields.clone();
        rest.remove("action");
        let tagged = if rest.is_empty() {
            Value::String(action.clone())
        } else {
            Value::Object(Map::from_iter([(action.clone(), Value::Object(rest))]))
        };
        let typed: M::Move = serde_json::from_value(tagged)
            .map_err(|e| format!("{} move {action:?}: {e}", M::ID))?;
        Payload::pack(&typed).map_err(|e| e.to_string())
    }

    fn figure(&self, mv: &ExpansionMove) -> Option<&'static str> {
        mv.payload.unpack::<M::Move>().ok()?.figure()
    }

    fn figure_move(&self, figure: &str, spot: Spot) -> Option<Payload> {
        Payload::pack(&M::Move::with_figure(figure, spot)?).ok()
    }

    fn read_legacy(
        &self,
        action: &str,
        target: Option<Spot>,
        arg: Option<&str>,
    ) -> Result<Payload, String> {
        let typed = M::Move::legacy(action, target, arg)
            .map_err(|e| format!("{} move {action:?}: {e}", M::ID))?;
        Payload::pack(&typed).map_err(|e| e.to_string())
    }

    fn decision_name(&self, d: &Decision) -> &'static str {
        d.payload
            .unpack::<M::Decision>()
            .ok()
            .and_then(|d| Payload::variant_name(&d))
            .unwrap_or("?")
    }

    fn event_name(&self, e: &ExpansionEvent) -> &'static str {
        e.payload
            .unpack::<M::Event>()
            .ok()
            .and_then(|e| Payload::variant_name(&e))
            .unwrap_or("?")
    }

    fn describe_event(&self, e: &ExpansionEvent) -> Text {
        match e.payload.unpack::<M::Event>() {
            Ok(typed) => typed.describe(e.player, e.target),
            Err(_) => Text::new("decision.named").str("name", "?"),
        }
    }

    fn event_data(&self, e: &ExpansionEvent) -> Value {
        e.payload
            .unpack::<M::Event>()
            .ok()
            .and_then(|typed| serde_json::to_value(typed).ok())
            .map_or(Value::Null, |v| Value::Object(fields_of(v)))
    }
}
