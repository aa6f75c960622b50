//! The Princess & The Dragon (`rules/expansions/princess-and-dragon.md`, its §7 "With
//! Halflings", and `halflings.md` §8): 29 of its 30 land tiles (see the tile file's note), the
//! dragon, the fairy, magic portals and princesses. One concept per file:
//!
//! * [`places`]: where the dragon stands and steps — a space, or under `c1-2015` one tile —
//!   and which places neighbour each other;
//! * [`volcano`]: no figure on a volcano just placed; the dragon jumps there; the first
//!   volcano shuffles the set-aside dragon tiles back into the pile;
//! * [`set_aside`]: dragon tiles drawn while the dragon is beside the board;
//! * [`dragon`]: the flight of 6 steps after a dragon tile, each chosen by the next player;
//! * [`fairy`]: moved next to a follower instead of placing a figure; protects its place;
//!   1 point at its owner's turn start, 3 when its follower's feature scores;
//! * [`portal`]: a follower on any unoccupied, incomplete feature of the board;
//! * [`princess`]: a knight of the city the princess joins goes home instead of a figure;
//! * [`events`]: what the module reports, in words and as data.
//!
//! Options (each a reading the digest marks as an edition difference or UNCONFIRMED; the
//! default is the latest clarification or the publisher's own rule):
//!
//! * `dragon_move`: `before-scoring` (HiG and ZMG, C2 step "2b"; default) or `after-scoring`
//!   (RGG's C1 English text): when the flight happens in the turn.
//! * `fairy_placement`: `next-follower` (HiG, both editions; default: the fairy belongs to one
//!   follower, only its owner scores the 1 and the 3 points) or `on-tile` (RGG and ZMG C1
//!   texts, JCloisterZone's reading: the fairy stands on a tile holding a follower of yours;
//!   1 point per follower of yours on that tile at your turn start, 3 to the owner of each
//!   follower on that tile whose feature scores, once per feature).
//! * `princess_action`: `may` (HiG; default) or `must` (RGG and ZMG English texts: when a
//!   knight can be removed the player must remove one, with no other figure).
//! * `c1_cross_gaps`: under `c1-2015` only, whether a dragon step may cross a triangular gap
//!   between two tiles of neighbouring spaces (`yes`, the wiki's example; default) or not.
//!
//! Readings where no rules text decides (doc comments in each file say more): dragon tiles
//! set aside when no volcano ever comes are never placed; the fairy stays where it is when its
//! follower leaves the board, assigned to nobody (JCloisterZone); under `c1-2015` two tiles are
//! neighbours when they share a side, or lie in orthogonally neighbouring spaces with no gap
//! between them (the digest's suggestion), or, with `c1_cross_gaps`, in any two orthogonally
//! neighbouring spaces.

pub mod dragon;
pub mod events;
pub mod fairy;
pub mod places;
pub mod portal;
pub mod princess;
pub mod set_aside;
pub mod volcano;

use serde_json::json;

use super::context::Ctx;
use super::hooks::{Expansion, Hooks, Placed};
use super::options::{OptionSpec, OptionValues};
use super::registry::{
    feature_by_side, kind_from_wire, kind_to_wire, no_legacy, no_symbol_arg, refuse_arg,
    ExpansionInfo, SymbolSpec,
};
use super::types::{Decision, ExpansionMove, ExpansionRule, FigureView, ModuleId, SymbolId};
use crate::board::{Follower, FollowerKind};
use crate::geometry::{SpacePos, Turn};
use crate::rules::RulesVersion;
use crate::scoring::ScoreEvent;
use crate::state::{GameState, IllegalMove, Move};
use crate::text::Text;
use crate::tiles::{FeatureKind, TileDef, TileKind};

pub use dragon::{Flight, FLIGHT_STEPS};
pub use fairy::Fairy;
pub use places::Place;

/// The expansion's id in a setup.
pub const ID: &str = "princess-and-dragon";

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(6);

/// Action: move the fairy next to a follower of yours, with the tile.
pub(crate) const FAIRY: u8 = 0;
/// Action: a follower through the magic portal, with the tile.
pub(crate) const PORTAL: u8 = 1;
/// Action: the princess sends a knight home, with the tile.
pub(crate) const PRINCESS: u8 = 2;
/// Action: one step of the dragon's flight.
pub(crate) const DRAGON: u8 = 3;

/// Decision: the next step of the dragon's flight.
pub(crate) const STEP: u8 = 0;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    name: "The Princess & The Dragon",
    summary: "volcanoes, the dragon's flight, the fairy, magic portals and princesses",
    selectable: true,
    with_active_symbols: false,
    requires: &[],
    options: &[
        OptionSpec::choice(
            "dragon_move",
            "when the dragon flies after a dragon tile: before the turn's scoring (HiG, ZMG) or after it (RGG)",
            &["before-scoring", "after-scoring"],
        ),
        OptionSpec::choice(
            "fairy_placement",
            "the fairy stands next to one follower (HiG) or on a tile holding followers (RGG, ZMG C1)",
            &["next-follower", "on-tile"],
        ),
        OptionSpec::choice(
            "princess_action",
            "whether the princess's player may (HiG) or must (RGG, ZMG) send a knight home when one can",
            &["may", "must"],
        ),
        OptionSpec::yes_no(
            "c1_cross_gaps",
            "under c1-2015, whether a dragon step may cross a triangular gap",
        ),
    ],
    tile_sets: &[ID],
    tile_files: &[(
        "princess-and-dragon.json",
        include_str!("../../../../../data/tiles/princess-and-dragon.json"),
    )],
    symbols: &[
        SymbolSpec {
            name: "volcano",
            summary: "no figure on it when placed; the dragon jumps to it",
            check_arg: no_symbol_arg,
        },
        SymbolSpec {
            name: "dragon",
            summary: "set aside while the dragon is beside the board; otherwise the dragon flies 6 steps",
            check_arg: no_symbol_arg,
        },
        SymbolSpec {
            name: "portal",
            summary: "a follower may go on any unoccupied, incomplete feature of the board",
            check_arg: no_symbol_arg,
        },
        SymbolSpec {
            name: "princess",
            summary: "the city named (by a side, as the tile file lies) carries the princess: a knight of the city it joins may go home",
            check_arg: |def, arg| feature_by_side(def, arg, FeatureKind::City).map(|_| ()),
        },
    ],
    figures: &[],
    followers: &[],
    pieces: &["dragon", "fairy"],
    actions: &["fairy", "portal", "princess", "dragon"],
    decisions: &["dragon-step"],
    events: events::NAMES,
    legacy_setup_keys: &[],
    build: Some(|options, rules| Box::new(PrincessAndDragon::new(options, rules))),
    describe_event: events::describe,
    words: crate::words_files!("words"),
    event_data: events::data,
    arg_to_wire: |action, arg| {
        if action == PORTAL {
            kind_to_wire(arg)
        } else {
            None
        }
    },
    arg_from_wire: |action, text| {
        if action == PORTAL {
            kind_from_wire(text)
        } else {
            refuse_arg(action, text)
        }
    },
    legacy_move: no_legacy,
    codec: None,
};

/// A rule of the module is broken.
/// The refusal for the module's rule `code`, with its message (`princess-and-dragon.rule.…`).
pub(crate) fn rule(code: &'static str, message: Text) -> IllegalMove {
    ExpansionRule::new(MODULE, code, message).into()
}

/// The options a game chose, read once.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The dragon flies after the turn's scoring (option `dragon_move`).
    pub after_scoring: bool,
    /// The fairy stands on a tile, not beside one follower (option `fairy_placement`).
    pub on_tile: bool,
    /// The princess's removal is compulsory when possible (option `princess_action`).
    pub princess_must: bool,
    /// Triangles count as tiles (`c1-2015`): dragon steps, visits and the fairy's protection.
    pub per_tile: bool,
    /// Under `c1-2015`, a step may cross a triangular gap (option `c1_cross_gaps`).
    pub cross_gaps: bool,
}

/// The module's symbols, by id.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Symbols {
    volcano: Option<SymbolId>,
    dragon: Option<SymbolId>,
    portal: Option<SymbolId>,
    princess: Option<SymbolId>,
}

/// The state of The Princess & The Dragon in a game.
#[derive(Clone, Debug)]
pub struct PrincessAndDragon {
    options: Options,
    symbols: Symbols,
    /// Where the dragon is, once a volcano brought it on the board.
    dragon: Option<Place>,
    /// The flight in progress.
    flight: Option<Flight>,
    /// The fairy, once moved onto the board.
    fairy: Option<Fairy>,
    /// Dragon tiles drawn while the dragon was beside the board, in the order drawn.
    set_aside: Vec<TileKind>,
}

impl PrincessAndDragon {
    /// A fresh game's state: the dragon and the fairy beside the board.
    pub fn new(options: &OptionValues, rules: RulesVersion) -> PrincessAndDragon {
        PrincessAndDragon {
            options: Options {
                after_scoring: options.get("dragon_move") == "after-scoring",
                on_tile: options.get("fairy_placement") == "on-tile",
                princess_must: options.get("princess_action") == "must",
                per_tile: rules == RulesVersion::C1_2015,
                cross_gaps: options.get("c1_cross_gaps") != "no",
            },
            symbols: Symbols {
                volcano: SymbolId::of("volcano"),
                dragon: SymbolId::of("dragon"),
                portal: SymbolId::of("portal"),
                princess: SymbolId::of("princess"),
            },
            dragon: None,
            flight: None,
            fairy: None,
            set_aside: Vec::new(),
        }
    }

    /// The options the game chose.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Where the dragon is, if on the board.
    pub fn dragon(&self) -> Option<Place> {
        self.dragon
    }

    /// The flight in progress, if any.
    pub fn flight(&self) -> Option<&Flight> {
        self.flight.as_ref()
    }

    /// The fairy, if on the board.
    pub fn fairy(&self) -> Option<Fairy> {
        self.fairy
    }

    /// The dragon tiles set aside (drawn while the dragon was beside the board).
    pub fn set_aside(&self) -> &[TileKind] {
        &self.set_aside
    }

    fn has(def: &TileDef, symbol: Option<SymbolId>) -> bool {
        symbol.is_some_and(|s| def.symbols.has(s))
    }

    /// Whether tile `def` carries a volcano.
    pub(crate) fn is_volcano(&self, def: &TileDef) -> bool {
        Self::has(def, self.symbols.volcano)
    }

    /// Whether tile `def` carries a dragon.
    pub(crate) fn is_dragon(&self, def: &TileDef) -> bool {
        Self::has(def, self.symbols.dragon)
    }

    /// Whether tile `def` carries a magic portal.
    pub(crate) fn is_portal(&self, def: &TileDef) -> bool {
        Self::has(def, self.symbols.portal)
    }

    /// Whether tile `def` carries a princess.
    pub(crate) fn is_princess(&self, def: &TileDef) -> bool {
        Self::has(def, self.symbols.princess)
    }

    /// Pays `value` points to each player in `winners` (a bit per seat) for the module's
    /// reason `detail`, as a score of the feature follower `f` stands in, at `at`.
    fn pay(ctx: &mut Ctx, f: &Follower, at: SpacePos, winners: u8, value: u32, detail: Text) {
        let feature = ctx.board().follower_feature(f);
        let score = ScoreEvent::expansion_score(
            feature,
            at,
            ctx.game().scoring_rules(),
            winners,
            value,
            detail,
        );
        ctx.pay(score);
    }
}

impl Expansion for PrincessAndDragon {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::TURN_START
            .and(Hooks::DRAW)
            .and(Hooks::FOLLOWER_ALLOWED)
            .and(Hooks::OBLIGES)
            .and(Hooks::PLACEMENT_MOVES)
            .and(Hooks::AFTER_PLACEMENT)
            .and(Hooks::DECISIONS)
            .and(Hooks::SCORED)
            .and(Hooks::AFTER_SCORING)
            .and(Hooks::GAME_END)
    }

    fn turn_start(&mut self, ctx: &mut Ctx) {
        self.fairy_turn_start(ctx);
    }

    fn keeps_drawn(&mut self, ctx: &mut Ctx, tile: TileKind) -> bool {
        self.keep_drawn(ctx, tile)
    }

    fn allows_follower(
        &self,
        game: &GameState,
        tile: TileKind,
        _at: SpacePos,
        _turn: Turn,
        _local: u8,
    ) -> bool {
        !self.is_volcano(game.catalog().def(tile))
    }

    fn obliges(&self, game: &GameState, tile: TileKind, at: SpacePos, turn: Turn) -> bool {
        self.princess_obliges(game, tile, at, turn)
    }

    fn placement_moves(
        &self,
        game: &GameState,
        player: u8,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        out: &mut Vec<Move>,
    ) {
        if self.princess_moves(game, tile, at, turn, out) && self.options.princess_must {
            return;
        }
        self.portal_moves(game, player, tile, at, turn, out);
        self.fairy_moves(game, player, at, turn, out);
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.refresh_fairy(ctx);
        let kind = ctx.board().tiles()[placed.tile as usize].kind;
        let def = ctx.catalog().def(kind);
        if self.is_volcano(def) {
            self.volcano_placed(ctx, placed);
        } else if self.is_dragon(def) && !self.options.after_scoring {
            self.start_flight(ctx, placed.player);
        }
    }

    fn scored(&mut self, ctx: &mut Ctx, _scores: &[ScoreEvent], returned: &[Follower]) {
        self.fairy_scored(ctx, returned);
    }

    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        self.refresh_fairy(ctx);
        let kind = ctx.board().tiles()[placed.tile as usize].kind;
        if self.options.after_scoring && self.is_dragon(ctx.catalog().def(kind)) {
            self.start_flight(ctx, placed.player);
        }
    }

    fn game_end(&mut self, ctx: &mut Ctx) {
        self.fairy_game_end(ctx);
    }

    fn pending(&self) -> Option<(u8, Decision)> {
        self.flight.as_ref().map(|f| {
            (
                f.actor,
                Decision {
                    module: MODULE,
                    code: STEP,
                    arg: u16::from(f.step),
                    payload: crate::expansion::Payload::EMPTY,
                },
            )
        })
    }

    fn pending_moves(&self, _game: &GameState, out: &mut Vec<Move>) {
        if let Some(f) = &self.flight {
            for p in &f.choices {
                out.push(Move::Expansion(
                    ExpansionMove::new(MODULE, DRAGON).at(p.spot()),
                ));
            }
        }
    }

    fn prompt(&self, _game: &GameState, decision: &Decision) -> Text {
        let unit = if self.options.per_tile {
            "princess-and-dragon.unit.tile"
        } else {
            "princess-and-dragon.unit.space"
        };
        Text::new("princess-and-dragon.prompt.dragon")
            .num("step", decision.arg)
            .num("steps", FLIGHT_STEPS as i64)
            .text("unit", Text::new(unit))
    }

    fn label(&self, _game: &GameState, mv: &ExpansionMove) -> Text {
        let key = match mv.action {
            FAIRY => "princess-and-dragon.choice.fairy",
            PORTAL => "princess-and-dragon.choice.portal",
            PRINCESS => "princess-and-dragon.choice.princess",
            _ => "princess-and-dragon.choice.dragon",
        };
        let special = FollowerKind::from_arg(mv.arg).filter(|&k| k != FollowerKind::REGULAR);
        match (mv.action, special) {
            (PORTAL, Some(k)) => Text::new("princess-and-dragon.choice.portal-kind")
                .text("kind", k.text())
                .maybe("at", mv.target.map(events::place)),
            _ => Text::new(key).maybe("at", mv.target.map(events::place)),
        }
    }

    fn check(&self, game: &GameState, player: u8, mv: &ExpansionMove) -> Result<(), IllegalMove> {
        match mv.action {
            FAIRY => self.check_fairy(game, player, mv),
            PORTAL => self.check_portal(game, player, mv),
            PRINCESS => self.check_princess(game, mv),
            DRAGON => self.check_step(game, mv),
            _ => Err(rule(
                "unknown-action",
                Text::new("princess-and-dragon.rule.unknown-action"),
            )),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, player: u8, mv: &ExpansionMove) {
        let Some(target) = mv.target else { return };
        match mv.action {
            FAIRY => self.move_fairy(ctx, player, target),
            PORTAL => self.portal_follower(ctx, player, target, mv.arg),
            PRINCESS => self.send_knight_home(ctx, player, target),
            _ => self.step(ctx, player, target),
        }
    }

    fn public_state(&self, game: &GameState) -> Option<serde_json::Value> {
        let cat = game.catalog();
        let flight = self.flight.as_ref().map(|f| {
            json!({
                "step": f.step,
                "steps_left": FLIGHT_STEPS + 1 - f.step,
                "chooser": f.actor,
                "visited": f.visited.iter().map(Place::to_json).collect::<Vec<_>>(),
                "choices": f.choices.iter().map(Place::to_json).collect::<Vec<_>>(),
            })
        });
        Some(json!({
            "dragon": self.dragon.map(|p| p.to_json()),
            "fairy": self.fairy.map(|f| f.to_json(game)),
            "set_aside": self.set_aside.iter().map(|&k| cat.def(k).id.clone()).collect::<Vec<_>>(),
            "flight": flight,
        }))
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        if let Some(p) = self.dragon {
            out.push(FigureView {
                module: ID,
                figure: "dragon",
                player: None,
                at: [p.at.x, p.at.y],
                corner: p.corner.map(|c| c.name()),
                location: None,
                value: None,
            });
        }
        if let Some(f) = self.fairy {
            out.push(f.view(game));
        }
    }

    fn heuristic(&self, game: &GameState, player: u8) -> f32 {
        self.fairy_value(game, player)
    }

    fn validity_check(&self, game: &GameState) -> Result<(), String> {
        let board = game.board();
        if let Some(p) = self.dragon {
            if !p.exists(board) {
                return Err(format!("the dragon stands on no tile at {}", p.at));
            }
            if !self.set_aside.is_empty() {
                return Err("dragon tiles are set aside while the dragon is on the board".into());
            }
        }
        for &k in &self.set_aside {
            if !self.is_dragon(game.catalog().def(k)) {
                return Err(format!(
                    "{} is set aside but has no dragon",
                    game.catalog().def(k).id
                ));
            }
        }
        if let Some(f) = &self.flight {
            f.validity_check(self.dragon)?;
        }
        if let Some(f) = self.fairy {
            f.validity_check(board)?;
        }
        Ok(())
    }
}
