//! The universal crop circle (`halflings.md` §6): after a turn with a crop-circle tile, the
//! active player names a follower kind — knight (city), highwayman (road) or farmer (field) —
//! and an action every player carries out, the player to the left first and the active player
//! last:
//!
//! * **A:** a player *may* take a follower from supply and put it beside one of theirs of that
//!   kind (the same feature of the same tile);
//! * **B:** a player *must* return one of their followers of that kind.
//!
//! A player with no follower of that kind on the board (or, for A, none in supply) does
//! nothing. It acts when the halflings' symbols act.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::context::Ctx;
use super::hooks::{Expansion, Hooks, Placed};
use super::registry::{no_legacy_fields, ExpansionInfo, SymbolSpec};
use super::types::{Decision, ExpansionEvent, ExpansionMove, ExpansionRule, ModuleId, SymbolId};
use crate::state::{GameState, IllegalMove, Move, Spot};
use crate::text::Text;
use crate::tiles::FeatureKind;

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(0);

const NAME: u8 = 0;
const ADD: u8 = 1;
const PASS: u8 = 2;
const RETURN: u8 = 3;

const NAMING: u8 = 0;
const ACTING: u8 = 1;

const NAMED: u8 = 0;
const ADDED: u8 = 1;
const PASSED: u8 = 2;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: "crop-circles",
    name: "Crop circles",
    summary: "the Halflings crop circle: a follower kind and an action every player carries out",
    selectable: false,
    with_active_symbols: true,
    requires: &[],
    options: &[],
    tile_sets: &[],
    tile_files: &[],
    symbols: &[SymbolSpec {
        name: "crop circle",
        summary: "after the turn, name a follower kind and action A (add) or B (return)",
        check_arg: super::registry::no_symbol_arg,
    }],
    figures: &[],
    followers: &[],
    pieces: &[],
    actions: &["name", "add", "pass", "return"],
    decisions: &["crop-circle", "crop-action"],
    events: &["named", "added", "passed"],
    legacy_setup_keys: &[],
    build: Some(|_, _| Box::new(CropCircles::new())),
    describe_event,
    words: crate::words_files!("words"),
    event_data,
    arg_to_wire,
    arg_from_wire,
    legacy_move,
    codec: None,
};

/// Crop-circle actions (`halflings.md` §6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CropAction {
    /// Each player may add a follower beside one of theirs of the named kind.
    A,
    /// Each player must return one of their followers of the named kind.
    B,
}

/// The kind of follower a crop circle names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FollowerKind {
    /// In a city.
    Knight,
    /// On a road.
    Highwayman,
    /// In a field.
    Farmer,
}

impl FollowerKind {
    /// The feature such a follower stands in.
    pub const fn feature(self) -> FeatureKind {
        match self {
            FollowerKind::Knight => FeatureKind::City,
            FollowerKind::Highwayman => FeatureKind::Road,
            FollowerKind::Farmer => FeatureKind::Field,
        }
    }

    /// Its name.
    pub const fn name(self) -> &'static str {
        match self {
            FollowerKind::Knight => "knight",
            FollowerKind::Highwayman => "highwayman",
            FollowerKind::Farmer => "farmer",
        }
    }

    /// Its name as a message.
    pub fn text(self) -> Text {
        Text::new(match self {
            FollowerKind::Knight => "crop-circles.kind.knight",
            FollowerKind::Highwayman => "crop-circles.kind.highwayman",
            FollowerKind::Farmer => "crop-circles.kind.farmer",
        })
    }

    /// Followers of this kind, as a message.
    pub fn plural_text(self) -> Text {
        Text::new(match self {
            FollowerKind::Knight => "crop-circles.kinds.knight",
            FollowerKind::Highwayman => "crop-circles.kinds.highwayman",
            FollowerKind::Farmer => "crop-circles.kinds.farmer",
        })
    }

    /// All three kinds.
    pub const ALL: [FollowerKind; 3] = [
        FollowerKind::Knight,
        FollowerKind::Highwayman,
        FollowerKind::Farmer,
    ];
}

/// A named kind and action as one small number (kind × 2 + action).
fn encode(kind: FollowerKind, action: CropAction) -> u16 {
    let k = FollowerKind::ALL
        .iter()
        .position(|&x| x == kind)
        .unwrap_or(0) as u16;
    k * 2 + u16::from(action == CropAction::B)
}

fn decode(arg: u16) -> (FollowerKind, CropAction) {
    let kind = FollowerKind::ALL[(arg as usize / 2).min(2)];
    let action = if arg % 2 == 1 {
        CropAction::B
    } else {
        CropAction::A
    };
    (kind, action)
}

fn arg_to_wire(action: u8, arg: u16) -> Option<String> {
    (action == NAME).then(|| {
        let (kind, action) = decode(arg);
        format!("{} {action:?}", kind.name())
    })
}

fn arg_from_wire(action: u8, text: &str) -> Result<u16, String> {
    if action != NAME {
        return super::registry::refuse_arg(action, text);
    }
    let mut words = text.split_whitespace();
    let kind = words.next().unwrap_or_default();
    let kind = FollowerKind::ALL
        .into_iter()
        .find(|k| k.name() == kind)
        .ok_or_else(|| format!("unknown follower kind {kind:?} (knight, highwayman, farmer)"))?;
    let action = match (words.next(), words.next()) {
        (Some("A"), None) => CropAction::A,
        (Some("B"), None) => CropAction::B,
        _ => {
            return Err(format!(
                "{text:?}: give a kind and A or B, e.g. \"farmer A\""
            ))
        }
    };
    Ok(encode(kind, action))
}

/// The older wire forms `{"do": "crop-circle", "kind", "action"}`, `crop-add`, `crop-pass`
/// and `crop-return`.
fn legacy_move(mv: &serde_json::Map<String, serde_json::Value>) -> Option<serde_json::Value> {
    let target = || {
        let mut t = serde_json::Map::new();
        for key in ["at", "corner", "location"] {
            if let Some(v) = mv.get(key) {
                t.insert(key.into(), v.clone());
            }
        }
        serde_json::Value::Object(t)
    };
    let base = |action: &str| json!({"do": "expansion", "module": INFO.id, "action": action});
    let mut out = match mv.get("do")?.as_str()? {
        "crop-circle" => {
            let kind = mv.get("kind")?.as_str()?;
            let action = mv.get("action")?.as_str()?;
            let mut v = base("name");
            v["arg"] = json!(format!("{kind} {action}"));
            return no_legacy_fields(mv, &["do", "kind", "action"]).then_some(v);
        }
        "crop-pass" => base("pass"),
        "crop-add" => base("add"),
        "crop-return" => base("return"),
        _ => return None,
    };
    if out["action"] != "pass" {
        out["target"] = target();
    }
    no_legacy_fields(mv, &["do", "at", "corner", "location"]).then_some(out)
}

fn describe_event(e: &ExpansionEvent) -> Text {
    let text = |key| Text::new(key).player("who", e.player);
    match (e.kind, e.target) {
        (NAMED, _) => {
            let (kind, action) = decode(e.value as u16);
            text("crop-circles.event.named")
                .text("kind", kind.text())
                .str("action", format!("{action:?}"))
        }
        (ADDED, Some(s)) => text("crop-circles.event.added").spot("spot", s),
        (ADDED, None) => text("crop-circles.event.added-anywhere"),
        _ => text("crop-circles.event.passed"),
    }
}

fn event_data(e: &ExpansionEvent) -> serde_json::Value {
    match e.kind {
        NAMED => {
            let (kind, action) = decode(e.value as u16);
            json!({"kind": kind, "action": action})
        }
        _ => serde_json::Value::Null,
    }
}

/// Where a crop circle's decisions stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pending {
    /// `active` names the kind and action.
    Naming { active: u8 },
    /// `actor` carries out `action` on followers of `kind`; `active` played the crop circle.
    Acting {
        active: u8,
        kind: FollowerKind,
        action: CropAction,
        actor: u8,
    },
}

/// The crop-circle rule and its pending decisions.
#[derive(Clone, Debug)]
pub struct CropCircles {
    pending: Option<Pending>,
    symbol: Option<SymbolId>,
}

impl CropCircles {
    fn new() -> CropCircles {
        CropCircles {
            pending: None,
            symbol: SymbolId::of(INFO.symbols[0].name),
        }
    }

    /// The next actor after `from` (left of `active` first, `active` last), or `None` when
    /// everybody has acted.
    fn next_actor(
        game: &GameState,
        active: u8,
        from: Option<u8>,
        kind: FollowerKind,
        action: CropAction,
    ) -> Option<u8> {
        let n = game.players();
        let start = match from {
            None => 1,
            Some(a) => {
                let offset = (a + n - active) % n;
                if offset == 0 {
                    return None;
                }
                offset + 1
            }
        };
        (start..=n).map(|o| (active + o) % n).find(|&p| {
            game.followers_in(p, kind.feature()).next().is_some()
                && (action == CropAction::B || game.supply(p) > 0)
        })
    }

    /// Moves on to the next actor after `from`, or ends the crop circle.
    fn advance(
        &mut self,
        game: &GameState,
        active: u8,
        from: Option<u8>,
        kind: FollowerKind,
        action: CropAction,
    ) {
        self.pending = CropCircles::next_actor(game, active, from, kind, action).map(|actor| {
            Pending::Acting {
                active,
                kind,
                action,
                actor,
            }
        });
    }

    /// The tile and local segment of `player`'s follower of `kind` at `spot`, and its index.
    fn own_follower(
        game: &GameState,
        player: u8,
        kind: FollowerKind,
        spot: &Spot,
    ) -> Result<(u16, u8, usize), IllegalMove> {
        let (tile, local) = game.resolve_spot(spot)?;
        let i = game
            .find_follower(player, kind.feature(), tile, local)
            .ok_or_else(|| {
                ExpansionRule::new(
                    MODULE,
                    "not-your-follower",
                    Text::new("crop-circles.rule.not-your-follower")
                        .text("kind", kind.text())
                        .spot("spot", *spot),
                )
            })?;
        Ok((tile, local, i))
    }
}

fn wrong(attempted: &'static str) -> IllegalMove {
    IllegalMove::WrongPhase {
        attempted,
        phase: "crop-circles.phase.pending",
    }
}

impl Expansion for CropCircles {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::AFTER_SCORING.and(Hooks::DECISIONS)
    }

    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        let kind = ctx.board().tiles()[placed.tile as usize].kind;
        if self
            .symbol
            .is_some_and(|s| ctx.catalog().def(kind).symbols.has(s))
        {
            self.pending = Some(Pending::Naming {
                active: placed.player,
            });
        }
    }

    fn pending(&self) -> Option<(u8, Decision)> {
        match self.pending? {
            Pending::Naming { active } => Some((
                active,
                Decision {
                    module: MODULE,
                    code: NAMING,
                    arg: 0,
                    payload: crate::expansion::Payload::EMPTY,
                },
            )),
            Pending::Acting {
                kind,
                action,
                actor,
                ..
            } => Some((
                actor,
                Decision {
                    module: MODULE,
                    code: ACTING,
                    arg: encode(kind, action),
                    payload: crate::expansion::Payload::EMPTY,
                },
            )),
        }
    }

    fn prompt(&self, _game: &GameState, decision: &Decision) -> Text {
        let (kind, action) = decode(decision.arg);
        match (decision.code, action) {
            (NAMING, _) => Text::new("crop-circles.prompt.name"),
            (_, CropAction::A) => {
                Text::new("crop-circles.prompt.add").text("kinds", kind.plural_text())
            }
            _ => Text::new("crop-circles.prompt.return").text("kinds", kind.plural_text()),
        }
    }

    fn label(&self, _game: &GameState, mv: &ExpansionMove) -> Text {
        match (mv.action, mv.target) {
            (NAME, _) => {
                let (kind, action) = decode(mv.arg);
                let what = if action == CropAction::A {
                    "crop-circles.choice.name.a"
                } else {
                    "crop-circles.choice.name.b"
                };
                Text::new("crop-circles.choice.name")
                    .text("kind", kind.text())
                    .text("action", Text::new(what))
            }
            (PASS, _) => Text::new("crop-circles.choice.pass"),
            (ADD, Some(s)) => Text::new("crop-circles.choice.add").spot("spot", s),
            (_, Some(s)) => Text::new("crop-circles.choice.return").spot("spot", s),
            _ => Text::new("choice.named").str("name", mv.action_name()),
        }
    }

    fn pending_moves(&self, game: &GameState, out: &mut Vec<Move>) {
        match self.pending {
            None => {}
            Some(Pending::Naming { .. }) => {
                for kind in FollowerKind::ALL {
                    for action in [CropAction::A, CropAction::B] {
                        out.push(Move::Expansion(
                            ExpansionMove::new(MODULE, NAME).with_arg(encode(kind, action)),
                        ));
                    }
                }
            }
            Some(Pending::Acting {
                kind,
                action,
                actor,
                ..
            }) => {
                if action == CropAction::A {
                    out.push(Move::Expansion(ExpansionMove::new(MODULE, PASS)));
                }
                let mut seen: Vec<(u16, u8)> = Vec::new();
                let board = game.board();
                for i in game.followers_in(actor, kind.feature()) {
                    let f = board.followers()[i];
                    let key = (f.tile, board.follower_local(&f));
                    if seen.contains(&key) {
                        continue;
                    }
                    seen.push(key);
                    let spot = game.follower_spot(&f);
                    let act = if action == CropAction::A { ADD } else { RETURN };
                    out.push(Move::Expansion(ExpansionMove::new(MODULE, act).at(spot)));
                }
            }
        }
    }

    fn check(&self, game: &GameState, player: u8, mv: &ExpansionMove) -> Result<(), IllegalMove> {
        match (mv.action, self.pending) {
            (NAME, Some(Pending::Naming { .. })) if mv.arg < 6 => Ok(()),
            (NAME, Some(Pending::Naming { .. })) => Err(wrong("crop-circles.attempt.name-again")),
            (NAME, _) => Err(wrong("crop-circles.attempt.name")),
            (
                PASS,
                Some(Pending::Acting {
                    action: CropAction::A,
                    ..
                }),
            ) => Ok(()),
            (
                ADD,
                Some(Pending::Acting {
                    kind,
                    action: CropAction::A,
                    ..
                }),
            )
            | (
                RETURN,
                Some(Pending::Acting {
                    kind,
                    action: CropAction::B,
                    ..
                }),
            ) => {
                let spot = mv
                    .target
                    .ok_or_else(|| wrong("crop-circles.attempt.no-follower"))?;
                CropCircles::own_follower(game, player, kind, &spot).map(|_| ())
            }
            _ => Err(wrong("crop-circles.attempt.action")),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, player: u8, mv: &ExpansionMove) {
        let event = |kind: u8, target: Option<Spot>, value: i32| ExpansionEvent {
            module: MODULE,
            player,
            kind,
            target,
            value,
            payload: crate::expansion::Payload::EMPTY,
        };
        match (mv.action, self.pending) {
            (NAME, Some(Pending::Naming { active })) => {
                ctx.report(event(NAMED, None, i32::from(mv.arg)));
                let (kind, action) = decode(mv.arg);
                self.advance(ctx.game(), active, None, kind, action);
            }
            (
                PASS,
                Some(Pending::Acting {
                    active,
                    kind,
                    action,
                    actor,
                }),
            ) => {
                ctx.report(event(PASSED, None, 0));
                self.advance(ctx.game(), active, Some(actor), kind, action);
            }
            (
                ADD | RETURN,
                Some(Pending::Acting {
                    active,
                    kind,
                    action,
                    actor,
                }),
            ) => {
                if let Some(spot) = mv.target {
                    if let Ok((tile, local, i)) =
                        CropCircles::own_follower(ctx.game(), actor, kind, &spot)
                    {
                        if action == CropAction::A {
                            ctx.add_follower(actor, tile, local);
                            ctx.report(event(ADDED, Some(spot), 0));
                        } else {
                            ctx.return_follower(i);
                        }
                    }
                }
                self.advance(ctx.game(), active, Some(actor), kind, action);
            }
            _ => {}
        }
    }
}
