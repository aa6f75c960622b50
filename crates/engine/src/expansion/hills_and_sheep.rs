//! Hills & Sheep (`rules/expansions/hills-and-sheep.md`, `base-game.md` §3): its 18 land
//! tiles, the bag of sheep and wolf tokens, one shepherd per player, and the printed sheep of
//! the Halflings sheep triangle (`halflings.md` §6).
//!
//! * **Placing.** Instead of a follower, a player whose shepherd is in supply may put it on a
//!   field of the tile just placed whose field holds no shepherd (farmers do not block it and
//!   it blocks no farmer). A token is drawn at once: sheep start the flock; a wolf goes back
//!   into the bag and the shepherd home. That is the turn's only flock action.
//! * **Tending.** In a later turn in which a player's tile extends the field of their own
//!   shepherd, after the follower step, they must grow the flock (draw: sheep join it; a wolf
//!   scatters every flock in the field, all of those shepherds go home) or drive it to the
//!   stable.
//! * **Stable.** Every player with a shepherd in the field scores the field's total: the sheep
//!   on all its tokens plus 3 for each printed sheep in it (a printed sheep lies in the
//!   largest field of its tile and never leaves). Shepherds go home, tokens back to the bag.
//! * **Enclosed field.** When a placement leaves a field holding shepherds closed, its flocks
//!   go to the stable at once, after the turn's features are scored (C2 rules text).
//! * **Game end.** Flocks still on the board score nothing.

use super::{Decision, Expansion, ExpansionMove, Hooks, Placed};
use crate::board::{Board, Content, NONE};
use crate::game::{Event, GameState, IllegalMove, Move};
use crate::geometry::{Corner, Side, SpacePos, Turn, LONG_SIDE, POINTS};
use crate::scoring::{ScoreEvent, MAX_PLAYERS};
use crate::tiles::{FeatureKind, Symbols, TileDef, TileKind};
use rand::Rng;

/// The expansion's id in a setup.
pub const ID: &str = "hills-and-sheep";

/// Tokens in the bag at the start, by kind: one, two, three and four sheep, then wolves.
pub const BAG: [u8; 5] = [4, 5, 5, 2, 2];

/// Tokens in all.
pub const TOKENS: u8 = 18;

/// Index of the wolves in [`BAG`].
const WOLF: usize = 4;

/// Points a printed sheep adds each time its field's flock goes to the stable.
pub const PRINTED_SHEEP_POINTS: u32 = 3;

/// A shepherd on the board with its flock.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shepherd {
    /// The placed tile it stands on.
    pub tile: u16,
    /// Its global segment (a field).
    seg: u16,
    /// Its sheep tokens, by kind (one to four sheep).
    pub flock: [u8; 4],
}

impl Shepherd {
    /// Sheep in the flock.
    pub fn sheep(&self) -> u32 {
        self.flock
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
            .sum()
    }

    /// Tokens in the flock.
    pub fn tokens(&self) -> u8 {
        self.flock.iter().sum()
    }
}

/// The Hills & Sheep state of a game.
#[derive(Clone, Debug)]
pub struct HillsAndSheep {
    bag: [u8; 5],
    shepherds: [Option<Shepherd>; MAX_PLAYERS],
    /// Who placed their shepherd this turn (no tending then).
    just_placed: Option<u8>,
    /// Who must grow or stable their flock now.
    tending: Option<u8>,
    /// The kind of the next token drawn, fixed by a scenario.
    scripted: Option<usize>,
}

impl HillsAndSheep {
    /// A fresh game's state: every token in the bag, every shepherd in supply.
    pub fn new() -> HillsAndSheep {
        HillsAndSheep {
            bag: BAG,
            shepherds: [None; MAX_PLAYERS],
            just_placed: None,
            tending: None,
            scripted: None,
        }
    }

    /// Tokens in the bag, by kind: one, two, three, four sheep, wolves.
    pub fn bag(&self) -> [u8; 5] {
        self.bag
    }

    /// `player`'s shepherd, if it is on the board.
    pub fn shepherd(&self, player: u8) -> Option<&Shepherd> {
        self.shepherds.get(player as usize)?.as_ref()
    }

    /// Who must decide between growing the flock and the stable, if anyone.
    pub fn tending(&self) -> Option<u8> {
        self.tending
    }

    /// Draws a token: `Some(n)` for n sheep, `None` for a wolf (which goes straight back).
    fn draw(&mut self, game: &mut GameState) -> Option<u8> {
        if let Some(kind) = self.scripted.take() {
            if kind == WOLF {
                return None;
            }
            self.bag[kind] -= 1;
            return Some(kind as u8 + 1);
        }
        let total: u32 = self.bag.iter().map(|&n| u32::from(n)).sum();
        let mut r = game.rng().random_range(0..total.max(1));
        for (kind, &n) in self.bag.iter().enumerate() {
            if r < u32::from(n) {
                if kind == WOLF {
                    return None;
                }
                self.bag[kind] -= 1;
                return Some(kind as u8 + 1);
            }
            r -= u32::from(n);
        }
        None
    }

    /// The players whose shepherd stands in the field rooted at `root`, a bit per seat.
    fn shepherds_in(&self, board: &Board, root: u16) -> u8 {
        (0..MAX_PLAYERS)
            .filter(|&p| self.shepherds[p].is_some_and(|s| board.find(s.seg) == root))
            .fold(0, |m, p| m | 1 << p)
    }

    /// Sends the shepherds in `players` home with their tokens back to the bag.
    fn send_home(&mut self, players: u8, why: &str, events: &mut Vec<Event>) {
        for p in 0..MAX_PLAYERS {
            if players & (1 << p) == 0 {
                continue;
            }
            if let Some(s) = self.shepherds[p].take() {
                for (kind, &n) in s.flock.iter().enumerate() {
                    self.bag[kind] += n;
                }
                events.push(Event::Expansion {
                    player: p as u8,
                    text: format!("P{}'s shepherd goes home ({why})", p + 1),
                });
            }
        }
    }

    /// Drives every flock in the field rooted at `root` to the stable.
    fn stable(&mut self, game: &mut GameState, root: u16, why: &str, events: &mut Vec<Event>) {
        let board = game.board();
        let owners = self.shepherds_in(board, root);
        if owners == 0 {
            return;
        }
        let sheep: u32 = (0..MAX_PLAYERS)
            .filter(|&p| owners & (1 << p) != 0)
            .filter_map(|p| self.shepherds[p].map(|s| s.sheep()))
            .sum();
        let printed = printed_sheep_in(board, root);
        let value = sheep + PRINTED_SHEEP_POINTS * printed;
        let first = (0..MAX_PLAYERS)
            .find(|&p| owners & (1 << p) != 0)
            .and_then(|p| self.shepherds[p])
            .map_or(SpacePos::new(0, 0), |s| board.tiles()[s.tile as usize].pos);
        let mut detail = format!("flock of {sheep} sheep × 1");
        if printed > 0 {
            detail += &format!(" + {printed} printed sheep × {PRINTED_SHEEP_POINTS}");
        }
        detail += &format!(" — to the stable ({why})");
        let score = ScoreEvent::expansion_score(
            FeatureKind::Field,
            first,
            game.scoring_rules(),
            owners,
            value,
            detail,
        );
        game.pay(score, events);
        self.send_home(owners, "its flock is in the stable", events);
    }

    /// Checks a shepherd placement on `location` of the current tile at `at` as `turn`.
    fn check_shepherd(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        let ExpansionMove::Shepherd { at, turn, location } = *mv else {
            return Ok(());
        };
        let bad = |s: String| Err(IllegalMove::Expansion(format!("shepherd: {s}")));
        if self.shepherds[player as usize].is_some() {
            return bad("your shepherd is already on the board".into());
        }
        let Some(tile) = game.current_tile() else {
            return bad("no tile to place".into());
        };
        let local = game
            .follower_segment(tile, turn, location)
            .map_err(|e| IllegalMove::Expansion(format!("shepherd: {e}")))?;
        if game.catalog().def(tile).segments[local as usize].kind != FeatureKind::Field {
            return bad(format!("location {location} is not a field"));
        }
        if self.blocked_fields(game.board(), tile, at, turn) & (1 << local) != 0 {
            return bad(format!("the field at {location} already holds a shepherd"));
        }
        Ok(())
    }

    /// Local segments of `tile` at `at` as `turn` whose field would hold a shepherd.
    fn blocked_fields(&self, board: &Board, tile: TileKind, at: SpacePos, turn: Turn) -> u16 {
        board.segments_reaching(tile, at, turn, |root| {
            self.shepherds
                .iter()
                .flatten()
                .any(|s| board.find(s.seg) == root)
        })
    }
}

impl Default for HillsAndSheep {
    fn default() -> HillsAndSheep {
        HillsAndSheep::new()
    }
}

/// The local segment of `def` holding its printed sheep: its largest field (most border
/// points; the first of equals), as `halfling-tiles.md` draws the sheep triangle.
pub fn printed_sheep_segment(def: &TileDef) -> Option<u8> {
    if !def.symbols.sheep {
        return None;
    }
    let mut best: Option<(u32, u8)> = None;
    for (i, s) in def.segments.iter().enumerate() {
        if s.kind == FeatureKind::Field && best.is_none_or(|(n, _)| s.points.count_ones() > n) {
            best = Some((s.points.count_ones(), i as u8));
        }
    }
    best.map(|(_, i)| i)
}

/// Printed sheep in the field rooted at `root`.
fn printed_sheep_in(board: &Board, root: u16) -> u32 {
    board
        .members(root)
        .filter(|&m| {
            let node = &board.segs[m as usize];
            let def = board.def(board.tiles[node.tile as usize].kind);
            printed_sheep_segment(def) == Some(node.local)
        })
        .count() as u32
}

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
                matches!(rec.content, Content::Triangles(m) if m & (1 << Corner::opposite(c).index()) != 0)
            } else {
                let side = Side::from_index(p / 3);
                board
                    .space(pt.pos.step(side))
                    .is_some_and(|r| r.side_tile[side.opposite().index()] != NONE)
            }
        })
    })
}

impl Expansion for HillsAndSheep {
    fn id(&self) -> &'static str {
        ID
    }

    fn hooks(&self) -> Hooks {
        Hooks::PLACEMENT_MOVES
            .and(Hooks::AFTER_PLACEMENT)
            .and(Hooks::AFTER_SCORING)
            .and(Hooks::DECISIONS)
    }

    fn tile_sets(&self) -> &'static [&'static str] {
        &[ID]
    }

    fn symbols(&self) -> Symbols {
        Symbols {
            sheep: true,
            ..Symbols::default()
        }
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
        if self.shepherds[player as usize].is_some() {
            return;
        }
        let def = game.catalog().def(tile);
        let blocked = self.blocked_fields(game.board(), tile, at, turn);
        for (local, seg) in def.segments.iter().enumerate() {
            if seg.kind == FeatureKind::Field && blocked & (1 << local) == 0 {
                let location = game.segment_location(tile, turn, local as u8);
                out.push(Move::Expansion(ExpansionMove::Shepherd {
                    at,
                    turn,
                    location,
                }));
            }
        }
    }

    fn after_placement(&mut self, game: &mut GameState, placed: Placed, _events: &mut Vec<Event>) {
        if self.just_placed.take() == Some(placed.player) {
            return;
        }
        let Some(s) = self.shepherds[placed.player as usize] else {
            return;
        };
        let board = game.board();
        let root = board.find(s.seg);
        let pt = &board.tiles()[placed.tile as usize];
        let extends = (0..board.def(pt.kind).segments.len() as u16)
            .any(|i| board.find(pt.first_seg + i) == root);
        if extends {
            self.tending = Some(placed.player);
        }
    }

    fn after_scoring(&mut self, game: &mut GameState, placed: Placed, events: &mut Vec<Event>) {
        let board = game.board();
        let pt = &board.tiles()[placed.tile as usize];
        let mut roots: Vec<u16> = (0..board.def(pt.kind).segments.len() as u16)
            .map(|i| board.find(pt.first_seg + i))
            .filter(|&r| board.segs[r as usize].kind == FeatureKind::Field)
            .filter(|&r| self.shepherds_in(board, r) != 0 && field_closed(board, r))
            .collect();
        roots.sort_unstable();
        roots.dedup();
        for root in roots {
            self.stable(game, root, "its field is enclosed", events);
        }
    }

    fn pending(&self) -> Option<(u8, Decision)> {
        self.tending.map(|p| (p, Decision::Flock))
    }

    fn script_chance(&mut self, outcome: &str) -> Option<Result<(), String>> {
        let kind = match outcome {
            "wolf" => WOLF,
            "1" | "2" | "3" | "4" => outcome.parse::<usize>().ok()? - 1,
            _ => return None,
        };
        Some(if self.bag[kind] == 0 {
            Err(format!("no {outcome}-sheep token is left in the bag"))
        } else {
            self.scripted = Some(kind);
            Ok(())
        })
    }

    fn pending_moves(&self, _game: &GameState, out: &mut Vec<Move>) {
        if self.tending.is_some() {
            out.push(Move::Expansion(ExpansionMove::GrowFlock));
            out.push(Move::Expansion(ExpansionMove::StableFlock));
        }
    }

    fn check(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Option<Result<(), IllegalMove>> {
        Some(match mv {
            ExpansionMove::Shepherd { .. } => self.check_shepherd(game, player, mv),
            ExpansionMove::GrowFlock | ExpansionMove::StableFlock => {
                if self.tending == Some(player) {
                    Ok(())
                } else {
                    Err(IllegalMove::Expansion(
                        "no flock of yours is to be tended now".into(),
                    ))
                }
            }
            _ => return None,
        })
    }

    fn play(
        &mut self,
        game: &mut GameState,
        player: u8,
        mv: &ExpansionMove,
        events: &mut Vec<Event>,
    ) -> bool {
        match *mv {
            ExpansionMove::Shepherd { turn, location, .. } => {
                let board = game.board();
                let tile = board.tiles().len() as u16 - 1;
                let pt = &board.tiles()[tile as usize];
                let Ok(local) = game.follower_segment(pt.kind, turn, location) else {
                    return true;
                };
                let seg = pt.first_seg + u16::from(local);
                let at = pt.pos;
                self.just_placed = Some(player);
                let token = self.draw(game);
                let who = player + 1;
                match token {
                    Some(n) => {
                        let mut flock = [0u8; 4];
                        flock[n as usize - 1] = 1;
                        self.shepherds[player as usize] = Some(Shepherd { tile, seg, flock });
                        events.push(Event::Expansion {
                            player,
                            text: format!(
                                "P{who} places the shepherd on the field at {at} {location} and draws {n} sheep"
                            ),
                        });
                    }
                    None => events.push(Event::Expansion {
                        player,
                        text: format!(
                            "P{who} places the shepherd on the field at {at} {location}, draws a wolf: the shepherd goes home"
                        ),
                    }),
                }
            }
            ExpansionMove::GrowFlock => {
                self.tending = None;
                let Some(s) = self.shepherds[player as usize] else {
                    return true;
                };
                let root = game.board().find(s.seg);
                match self.draw(game) {
                    Some(n) => {
                        if let Some(s) = self.shepherds[player as usize].as_mut() {
                            s.flock[n as usize - 1] += 1;
                        }
                        events.push(Event::Expansion {
                            player,
                            text: format!("P{} grows the flock: {n} sheep join it", player + 1),
                        });
                    }
                    None => {
                        events.push(Event::Expansion {
                            player,
                            text: format!(
                                "P{} grows the flock and draws a wolf: the flocks in the field scatter",
                                player + 1
                            ),
                        });
                        let owners = self.shepherds_in(game.board(), root);
                        self.send_home(owners, "a wolf scattered the flock", events);
                    }
                }
            }
            ExpansionMove::StableFlock => {
                self.tending = None;
                if let Some(s) = self.shepherds[player as usize] {
                    let root = game.board().find(s.seg);
                    self.stable(game, root, "driven there", events);
                }
            }
            _ => return false,
        }
        true
    }

    fn public_state(&self, game: &GameState) -> Option<serde_json::Value> {
        let board = game.board();
        let shepherds: Vec<serde_json::Value> = (0..MAX_PLAYERS)
            .filter_map(|p| self.shepherds[p].map(|s| (p, s)))
            .map(|(p, s)| {
                let pt = &board.tiles()[s.tile as usize];
                let local = board.segs[s.seg as usize].local;
                let corner = match pt.turn {
                    Turn::Triangle(c) => Some(c.name()),
                    Turn::Square(_) => None,
                };
                serde_json::json!({
                    "player": p,
                    "at": [pt.pos.x, pt.pos.y],
                    "corner": corner,
                    "location": game.segment_location(pt.kind, pt.turn, local).to_string(),
                    "flock": s.flock,
                    "sheep": s.sheep(),
                })
            })
            .collect();
        let b = self.bag;
        Some(serde_json::json!({
            "bag": {"1": b[0], "2": b[1], "3": b[2], "4": b[3], "wolf": b[WOLF]},
            "shepherds": shepherds,
            "tending": self.tending,
        }))
    }

    fn validity_check(&self, game: &GameState) -> Result<(), String> {
        let on_board: u8 = self.shepherds.iter().flatten().map(Shepherd::tokens).sum();
        let in_bag: u8 = self.bag.iter().sum();
        if on_board + in_bag != TOKENS {
            return Err(format!(
                "sheep tokens: {in_bag} in the bag + {on_board} on the board != {TOKENS}"
            ));
        }
        if self.bag[WOLF] != BAG[WOLF] {
            return Err("a wolf is missing from the bag".into());
        }
        for (p, s) in self.shepherds.iter().enumerate() {
            if let Some(s) = s {
                if p >= usize::from(game.players()) {
                    return Err(format!("a shepherd of player {p} who does not play"));
                }
                if game.board().segs[s.seg as usize].kind != FeatureKind::Field {
                    return Err(format!("P{}'s shepherd is not on a field", p + 1));
                }
                if s.tokens() == 0 {
                    return Err(format!("P{}'s shepherd has no flock", p + 1));
                }
            }
        }
        Ok(())
    }
}
