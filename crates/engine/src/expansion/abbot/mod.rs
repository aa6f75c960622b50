//! The Abbot and gardens (`rules/base-game.md` §5; 2nd-edition base box): an abbot for each
//! player, and gardens on the tiles that show them.
//!
//! * **Placing.** Instead of a follower, a player whose abbot is in reserve may put it on the
//!   monastery or the garden of the tile just placed (move `abbot`, the figure `abbot` at
//!   location `C`). Gardens (symbol `garden`, on the tile copies `X+garden` of the tile data)
//!   are a feature of their own that only an abbot may take; a tile with both would offer its
//!   monastery. On a monastery the abbot is one of the core's special followers (strength 1):
//!   it keeps the monastery occupied, wins its majority, comes home when it is scored, and
//!   every rule that takes followers takes it too. In a garden the module keeps it.
//! * **Scoring.** A monastery or garden holding the abbot scores when its eight neighbouring
//!   spaces are occupied: 1 for each occupied space of its 3×3, or under `c1-2015` each tile
//!   (the way each rules version counts monasteries, `halflings.md` §5); the abbot then comes
//!   home. At the end it scores the same way, incomplete. Bonuses for monasteries (vineyards)
//!   do not apply to gardens.
//! * **Calling the abbot back.** In a turn where the player places no figure, they may instead
//!   take their abbot back (move `recall`, placing the tile and aiming at the abbot) and score
//!   at once what its monastery or garden is worth now, counted as at the end of the game.
//!
//! With Halflings (no source covers it; `halflings.md` §5 and §8 say how everything scored
//! like a monastery counts):
//!
//! * A garden or a monastery holding the abbot is complete when each of the 8 spaces around
//!   its space is occupied (a square, one or two triangles), and counts its 3×3 per occupied
//!   space, or per tile under `c1-2015` (the other triangle of a monastery triangle's own
//!   space included). An abbot called back counts the same way.
//! * The abbot may stand on the monastery of a triangle (Halflings I has one), as a monk may.
//! * **Proposal:** a player who plays a halfling instead of drawing may call the abbot back
//!   in that turn (they place a tile and no figure). Option `recall_with_halfling`: `yes`
//!   (default) or `no` (the recall only with a regular tile, the printed rules speaking of the
//!   tile drawn).
//!
//! Fixed here where the digest is silent: a dragon entering a garden's space sends its abbot
//! home, as it does any follower.

mod moves;
mod view;

use serde::Deserialize;

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, Moves, Placing};
use super::options::{yes_no, OptionSpec};
use super::registry::{
    no_symbol_arg, ExpansionInfo, FigureSpec, FollowerSpec, Standing, SymbolSpec,
};
use super::types::{ExpansionRule, OwnPlace, SymbolId};
use crate::board::{Board, FollowerKind};
use crate::geometry::{Corner, Location, SpacePos};
use crate::rules::RulesVersion;
use crate::scoring::ScoreEvent;
use crate::seat::{PerSeat, Seat};
use crate::state::{GameState, IllegalMove, Phase, Spot};
use crate::text::Text;
use crate::tiles::{FeatureKind, Shape, TileDef, TileKind};
pub use moves::{AbbotEvent, AbbotMove, Ground, HomeReason, NoDecision};
pub use view::AbbotView;

/// The expansion's id in a setup.
pub const ID: &str = "abbot";

/// The symbol of a garden.
pub const GARDEN: &str = "garden";

/// The abbot: the figure, and the special follower it is.
pub const ABBOT: &str = "abbot";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 110;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["abbot", "abbots", "garden", "gardens"],
    name: "The Abbot",
    summary: "an abbot for each player, placed on a monastery or garden instead of a follower and scored like a monk; gardens on the tiles that show them; the abbot called back for its points instead of placing a figure",
    selectable: true,
    options: &[OptionSpec::choice(
        "recall_with_halfling",
        "whether the abbot may be called back in a turn where a halfling is played (the turn places a tile and no figure)",
        &["yes", "no"],
    )],
    symbols: &[SymbolSpec {
        name: GARDEN,
        summary: "a garden: only an abbot may stand on it; scored like a monastery",
        check_arg: no_symbol_arg,
    }],
    figures: &[FigureSpec { name: ABBOT }],
    followers: &[FollowerSpec {
        name: ABBOT,
        words: "abbot.follower.abbot",
        strength: 1,
        each: 1,
        stands: Standing::Only(&[FeatureKind::Monastery]),
    }],
    words: crate::words_files!("words"),
    ..ExpansionInfo::new(&Typed::<Abbots>::CODEC)
};

/// The refusal for the module's rule `rule`, worded by the message `key`.
fn rule(rule: &'static str, key: &'static str) -> IllegalMove {
    ExpansionRule::refuse(ID, rule, Text::new(key))
}

/// The Abbot's options.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct AbbotOptions {
    /// Whether the abbot may be called back in a turn where a halfling is played.
    #[serde(deserialize_with = "yes_no")]
    recall_with_halfling: bool,
}

/// Points an abbot in reserve is worth to a bot early in the game (falling to 0 as the pile
/// runs out, as a regular follower's value does).
pub const ABBOT_RESERVE_VALUE: f32 = 2.0;

/// What an abbot stands on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Home {
    /// The monastery, the tile's local segment.
    Monastery(u8),
    /// The garden.
    Garden,
}

/// The abbots in gardens (those on monasteries are the core's followers).
#[derive(Clone, Debug)]
pub struct Abbots {
    /// Per player: the placed tile whose garden their abbot stands in.
    gardens: PerSeat<Option<u16>>,
    kind: FollowerKind,
    garden: Option<SymbolId>,
    /// Whether the abbot may be called back in a turn where a halfling is played.
    recall_with_halfling: bool,
}

impl Abbots {
    /// Every abbot in its player's reserve, with `options`.
    fn with_options(options: AbbotOptions) -> Abbots {
        Abbots {
            gardens: PerSeat::splat(None),
            kind: FollowerKind::of(ABBOT).unwrap_or(FollowerKind::REGULAR),
            garden: SymbolId::of(GARDEN),
            recall_with_halfling: options.recall_with_halfling,
        }
    }

    /// Whether the abbot may be called back in a turn that places `tile`.
    fn may_recall_with(&self, game: &GameState, tile: TileKind) -> bool {
        self.recall_with_halfling || game.catalog().def(tile).shape != Shape::Triangle
    }

    /// The abbot's follower kind.
    pub fn kind(&self) -> FollowerKind {
        self.kind
    }

    /// Whether tile `def` shows a garden.
    pub fn has_garden(&self, def: &TileDef) -> bool {
        self.garden.is_some_and(|g| def.symbols.has(g))
    }

    /// Where an abbot would stand on tile `def`: its monastery, else its garden.
    pub fn home(&self, def: &TileDef) -> Option<Home> {
        match def
            .segments
            .iter()
            .position(|s| s.kind == FeatureKind::Monastery)
        {
            Some(i) => Some(Home::Monastery(i as u8)),
            None => self.has_garden(def).then_some(Home::Garden),
        }
    }

    /// Where `player`'s abbot stands: its placed tile and what it stands on, if it is on the
    /// board.
    pub fn abbot(&self, game: &GameState, player: Seat) -> Option<(u16, Home)> {
        if let Some(t) = self.gardens.get(player).copied().flatten() {
            return Some((t, Home::Garden));
        }
        let board = game.board();
        board
            .followers()
            .iter()
            .find(|f| f.player == player && f.kind == self.kind)
            .map(|f| (f.tile, Home::Monastery(board.follower_local(f))))
    }

    /// The spot of placed tile `tile`'s centre, where an abbot stands.
    fn spot_of(board: &Board, tile: u16) -> Spot {
        let pt = &board.tiles()[tile as usize];
        Spot {
            at: pt.pos,
            corner: pt.turn.corner(),
            location: Location::Centre,
        }
    }

    /// What `player`'s abbot's monastery or garden is worth now, as a score of its own.
    fn worth(&self, game: &GameState, player: Seat, final_scoring: bool) -> Option<ScoreEvent> {
        let (t, home) = self.abbot(game, player)?;
        let board = game.board();
        let at = board.tiles()[t as usize].pos;
        let rules = game.scoring_rules();
        let unit = rules.version.monastery_unit();
        let label = match home {
            Home::Monastery(_) => "score.feature.monastery",
            Home::Garden => "abbot.garden",
        };
        Some(ScoreEvent::like_monastery(
            label,
            at,
            rules,
            player,
            board.monastery_count(at, unit),
            unit,
            board.surrounded(at),
            final_scoring,
        ))
    }

    /// What the events of `player`'s abbot at `spot` say of where it stands.
    fn emit(
        ctx: &mut Ctx,
        player: Seat,
        spot: Spot,
        event: impl Fn([i32; 2], Option<Corner>) -> AbbotEvent,
    ) {
        ctx.emit(
            player,
            Some(spot),
            event([spot.at.x, spot.at.y], spot.corner),
        );
    }

    /// `player`'s abbot comes home from the garden of `tile` for `reason`.
    fn leave_garden(&mut self, ctx: &mut Ctx, player: Seat, tile: u16, reason: HomeReason) {
        let spot = Abbots::spot_of(ctx.board(), tile);
        self.gardens[player] = None;
        ctx.give_follower_of(player, self.kind);
        Abbots::emit(ctx, player, spot, |at, corner| AbbotEvent::AbbotHome {
            at,
            corner,
            reason,
        });
    }

    /// Checks `player`'s abbot on `home`, placing the tile as `placing` says.
    fn check_place(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        home: Spot,
    ) -> Result<(), IllegalMove> {
        if game.supply_of(player, self.kind) == 0 {
            return Err(rule("abbot-on-board", "abbot.rule.abbot-on-board"));
        }
        if !placing.holds(home) || home.location != Location::Centre {
            return Err(rule("abbot-not-on-tile", "abbot.rule.abbot-not-on-tile"));
        }
        if self.home(game.catalog().def(placing.tile)).is_none() {
            return Err(rule(
                "no-monastery-or-garden",
                "abbot.rule.no-monastery-or-garden",
            ));
        }
        Ok(())
    }

    /// Checks `player` calling their abbot at `abbot` back, placing the tile as `placing`
    /// says.
    fn check_recall(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        abbot: Spot,
    ) -> Result<(), IllegalMove> {
        if !self.may_recall_with(game, placing.tile) {
            return Err(rule(
                "recall-with-halfling",
                "abbot.rule.recall-with-halfling",
            ));
        }
        let Some((t, _)) = self.abbot(game, player) else {
            return Err(rule("no-abbot-on-board", "abbot.rule.no-abbot-on-board"));
        };
        if abbot != Abbots::spot_of(game.board(), t) {
            return Err(rule("not-your-abbot", "abbot.rule.not-your-abbot"));
        }
        Ok(())
    }

    /// `player`'s checked abbot goes on the monastery or garden of the tile just placed.
    fn play_place(&mut self, ctx: &mut Ctx, player: Seat) {
        // The core laid the tile first: it is the last one on the board.
        let Some(t) = ctx.board().tiles().len().checked_sub(1) else {
            return;
        };
        let t = t as u16;
        let def = ctx.catalog().def(ctx.board().tiles()[t as usize].kind);
        let spot = Abbots::spot_of(ctx.board(), t);
        let Some(home) = self.home(def) else {
            return;
        };
        match home {
            Home::Monastery(local) => ctx.add_follower_of(player, self.kind, t, local),
            Home::Garden => {
                ctx.hold_follower_of(player, self.kind);
                self.gardens[player] = Some(t);
            }
        }
        let on = home.ground();
        Abbots::emit(ctx, player, spot, |at, corner| AbbotEvent::AbbotPlaced {
            at,
            corner,
            on,
        });
    }

    /// `player` calls their abbot back and scores what its monastery or garden is worth now.
    fn play_recall(&mut self, ctx: &mut Ctx, player: Seat) {
        let Some((t, home)) = self.abbot(ctx.game(), player) else {
            return;
        };
        if let Some(score) = self.worth(ctx.game(), player, false) {
            ctx.pay(score);
        }
        let spot = Abbots::spot_of(ctx.board(), t);
        Abbots::emit(ctx, player, spot, |at, corner| AbbotEvent::AbbotRecalled {
            at,
            corner,
        });
        match home {
            Home::Monastery(_) => {
                let kind = self.kind;
                if let Some(i) = ctx
                    .board()
                    .followers()
                    .iter()
                    .position(|f| f.player == player && f.kind == kind)
                {
                    ctx.return_follower(i);
                }
            }
            Home::Garden => {
                self.gardens[player] = None;
                ctx.give_follower_of(player, self.kind);
            }
        }
    }
}

impl Module for Abbots {
    type Move = AbbotMove;
    type Decision = NoDecision;
    type Event = AbbotEvent;
    type Options = AbbotOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<Abbots> = HookTable::new()
        .placement_moves(Abbots::placement_moves)
        .after_scoring(Abbots::after_scoring)
        .figures_removed(Abbots::figures_removed)
        .final_scores(Abbots::final_scores)
        .followers_held(Abbots::followers_held)
        .ground(Abbots::garden_for)
        .onto_ground(Abbots::onto_garden)
        .worth(Abbots::bot_value)
        .invariants(Abbots::invariants);

    fn new(options: AbbotOptions, _rules: RulesVersion) -> Abbots {
        Abbots::with_options(options)
    }

    fn check(
        &self,
        game: &GameState,
        seat: Seat,
        mv: &AbbotMove,
        placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        let Some(placing) = placing else {
            // The core gives every move with the tile its placement.
            return Err(mv.needs_placement().of_module(ID).into());
        };
        match *mv {
            AbbotMove::Abbot { home } => self.check_place(game, seat, placing, home),
            AbbotMove::Recall { abbot } => self.check_recall(game, seat, placing, abbot),
        }
    }

    fn play(&mut self, ctx: &mut Ctx, seat: Seat, mv: &AbbotMove) {
        match mv {
            AbbotMove::Abbot { .. } => self.play_place(ctx, seat),
            AbbotMove::Recall { .. } => self.play_recall(ctx, seat),
        }
    }
}

/// The hooks.
impl Abbots {
    /// The abbot on the monastery or garden of the tile placed as `placing` says, when
    /// `player`'s is in reserve; else the call back of the one on the board.
    fn placement_moves(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        out: &mut Moves<Abbots>,
    ) {
        if game.supply_of(player, self.kind) > 0 {
            if self.home(game.catalog().def(placing.tile)).is_some() {
                out.push(AbbotMove::Abbot {
                    home: Spot {
                        at: placing.at,
                        corner: placing.turn.corner(),
                        location: Location::Centre,
                    },
                });
            }
        } else if let Some((t, _)) = self
            .abbot(game, player)
            .filter(|_| self.may_recall_with(game, placing.tile))
        {
            out.push(AbbotMove::Recall {
                abbot: Abbots::spot_of(game.board(), t),
            });
        }
    }

    /// The garden of placed tile `tile`, where an abbot (`kind`) may go by a rule that lets
    /// any follower go somewhere (a flight, `flier.md` §3), while its space is not surrounded
    /// (a complete garden takes nobody). A tile with a monastery offers that instead, which
    /// is the core's.
    fn garden_for(&self, game: &GameState, kind: FollowerKind, tile: u16) -> Option<OwnPlace> {
        let board = game.board();
        let pt = board.tiles().get(tile as usize)?;
        (kind == self.kind
            && self.home(game.catalog().def(pt.kind)) == Some(Home::Garden)
            && !board.surrounded(pt.pos))
        .then(|| OwnPlace {
            spot: Abbots::spot_of(board, tile),
            name: Text::new("abbot.home.garden"),
        })
    }

    /// `player`'s abbot goes from reserve into the garden of placed tile `tile` (another
    /// module's rule put it there: a flight).
    fn onto_garden(&mut self, ctx: &mut Ctx, player: Seat, kind: FollowerKind, tile: u16) {
        if self.garden_for(ctx.game(), kind, tile).is_some() && self.gardens[player].is_none() {
            ctx.hold_follower_of(player, kind);
            self.gardens[player] = Some(tile);
        }
    }

    fn after_scoring(&mut self, ctx: &mut Ctx, _placed: Placed) {
        // An abbot on a monastery is the core's follower: scored and sent home with it.
        for p in Seat::all(ctx.game().players()) {
            let Some(t) = self.gardens[p] else {
                continue;
            };
            if ctx.board().surrounded(ctx.board().tiles()[t as usize].pos) {
                if let Some(score) = self.worth(ctx.game(), p, false) {
                    ctx.pay(score);
                }
                self.leave_garden(ctx, p, t, HomeReason::Scored);
            }
        }
    }

    fn figures_removed(&mut self, ctx: &mut Ctx, at: SpacePos, corner: Option<Corner>) {
        for p in Seat::all(ctx.game().players()) {
            let Some(t) = self.gardens[p] else {
                continue;
            };
            let pt = &ctx.board().tiles()[t as usize];
            if pt.pos == at && corner.is_none_or(|c| pt.turn.corner() == Some(c)) {
                self.leave_garden(ctx, p, t, HomeReason::Removed);
            }
        }
    }

    fn final_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        // An abbot on a monastery is scored by the core's final scoring, as a follower.
        for p in Seat::all(game.players()) {
            if self.gardens[p].is_some() {
                out.extend(self.worth(game, p, true));
            }
        }
    }

    fn followers_held(&self, player: Seat, kind: FollowerKind) -> u8 {
        u8::from(kind == self.kind && self.gardens[player].is_some())
    }

    fn bot_value(&self, game: &GameState, player: Seat) -> f32 {
        // An abbot in reserve may still go somewhere; one on the board may still see its 3×3
        // filled (half the points still missing, while tiles remain).
        let left = (game.pile_len() as f32 / 36.0).min(1.0);
        match self.abbot(game, player) {
            None => f32::from(game.supply_of(player, self.kind)) * ABBOT_RESERVE_VALUE * left,
            Some((t, _)) => {
                let at = game.board().tiles()[t as usize].pos;
                let now = game.board().monastery_count(at, crate::rules::Unit::Spaces);
                0.5 * (9u32.saturating_sub(now)) as f32 * left
            }
        }
    }

    fn invariants(&self, game: &GameState) -> Result<(), String> {
        let board = game.board();
        for (p, t) in self.gardens.iter() {
            let Some(t) = *t else { continue };
            if !p.is_in(game.players()) {
                return Err(format!("an abbot for player {p}, who is not in the game"));
            }
            let Some(pt) = board.tiles().get(usize::from(t)) else {
                return Err(format!(
                    "player {p}'s abbot stands on tile {t}, not on the board"
                ));
            };
            if self.home(game.catalog().def(pt.kind)) != Some(Home::Garden) {
                return Err(format!("player {p}'s abbot at {} is in no garden", pt.pos));
            }
            if self.gardens.of(p.number()).contains(&Some(t)) {
                return Err(format!("two abbots in the garden at {}", pt.pos));
            }
            let between_turns = !matches!(game.phase(), Phase::Expansion { .. } | Phase::Over);
            if between_turns && board.surrounded(pt.pos) {
                return Err(format!(
                    "player {p}'s abbot is still in the garden at {}, whose 3×3 is complete",
                    pt.pos
                ));
            }
        }
        for f in board.followers().iter().filter(|f| f.kind == self.kind) {
            let pt = &board.tiles()[f.tile as usize];
            if board.follower_feature(f) != FeatureKind::Monastery {
                return Err(format!("an abbot at {} stands on no monastery", pt.pos));
            }
        }
        Ok(())
    }
}
