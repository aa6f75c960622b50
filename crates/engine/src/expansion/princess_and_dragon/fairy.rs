//! The fairy (`princess-and-dragon.md` §3.4, §7): a neutral figure.
//!
//! * **Moving it** is the turn's figure action: with the tile, instead of any figure, the
//!   player moves the fairy next to one of their followers on the board (option
//!   `fairy_placement` `next-follower`), or onto a tile holding one (`on-tile`); allowed on a
//!   volcano turn, not with a princess who must act.
//! * **Protection:** the dragon cannot enter the fairy's space (under `c1-2015` only its
//!   tile: the other triangle of the space is not protected).
//! * **Points** (`next-follower`): 1 to the follower's owner at the start of each of their
//!   turns; 3 when that follower's feature is scored, during play or at the end (whoever wins
//!   the feature). `on-tile`: at the start of your turn 1 per follower of yours on the
//!   fairy's tile; when a feature holding followers on that tile scores, 3 to each of their
//!   owners, once per feature.
//! * When its follower leaves the board the fairy stays on its tile, assigned to nobody
//!   (JCloisterZone; UNCONFIRMED in a rules text), and still protects its place. The module
//!   notices a departure at its next hook (it checks whether the follower is still on the
//!   board).

use super::{rule, PdEvent, PdMove, PrincessAndDragon};
use crate::board::{Board, FeatureId, Follower};
use crate::expansion::{Ctx, FigureView, Moves, Placing};
use crate::geometry::SpacePos;
use crate::scoring::ScoreEvent;
use crate::seat::{Seat, SeatSet};
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;

/// Points at the start of a turn.
pub const TURN_POINTS: u32 = 1;
/// Points when the fairy's follower's feature is scored.
pub const BONUS_POINTS: u32 = 3;

/// The fairy on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Fairy {
    /// The placed tile it stands on (by index into the board's tiles).
    pub tile: u16,
    /// The follower it stands next to (`next-follower`), while that follower is on the
    /// board.
    pub follower: Option<Follower>,
}

impl Fairy {
    /// Its follower, if still on the board.
    pub(crate) fn follower_on(&self, board: &Board) -> Option<Follower> {
        self.follower.filter(|f| board.followers().contains(f))
    }

    /// As a figure on the board: its tile and, when it stands by a follower, that follower's
    /// owner and location.
    pub(crate) fn view(self, game: &GameState) -> FigureView {
        let board = game.board();
        let pt = &board.tiles()[self.tile as usize];
        let follower = self.follower_on(board);
        FigureView {
            module: super::ID,
            figure: "fairy",
            player: follower.map(|f| f.player),
            at: [pt.pos.x, pt.pos.y],
            corner: pt.turn.corner().map(|c| c.name()),
            location: follower.map(|f| game.follower_spot(&f).location.to_string()),
            value: None,
        }
    }

    /// Checks that it stands on a tile and by a follower on that tile.
    pub(crate) fn validity_check(self, board: &Board) -> Result<(), String> {
        if self.tile as usize >= board.tiles().len() {
            return Err("the fairy stands on no tile".into());
        }
        if self.follower_on(board).is_some_and(|f| f.tile != self.tile) {
            return Err("the fairy is not on its follower's tile".into());
        }
        Ok(())
    }
}

impl PrincessAndDragon {
    /// The fairy's follower, if it still stands on the board.
    fn fairy_follower(&self, board: &Board) -> Option<Follower> {
        self.fairy.and_then(|f| f.follower_on(board))
    }

    /// Forgets the fairy's follower once it has left the board.
    pub(super) fn refresh_fairy(&mut self, ctx: &Ctx) {
        let on = self.fairy_follower(ctx.board());
        if let Some(f) = self.fairy.as_mut() {
            f.follower = on;
        }
    }

    /// Whether the fairy may go next to (or onto the tile of) follower `f`.
    fn fairy_target(&self, board: &Board, f: &Follower) -> bool {
        match self.fairy {
            None => true,
            Some(fy) if self.options.on_tile => fy.tile != f.tile,
            Some(fy) => fy.follower_on(board).is_none_or(|g| {
                g.tile != f.tile || board.follower_local(&g) != board.follower_local(f)
            }),
        }
    }

    /// The fairy moves of `player` placing the current tile (the placement does not matter:
    /// the fairy goes next to a follower already on the board).
    pub(super) fn fairy_moves(
        &self,
        game: &GameState,
        player: Seat,
        out: &mut Moves<PrincessAndDragon>,
    ) {
        let board = game.board();
        let mut offered: Vec<Spot> = Vec::new();
        for f in board.followers() {
            if f.player != player || !self.fairy_target(board, f) {
                continue;
            }
            let spot = game.follower_spot(f);
            let dup = offered.iter().any(|t| {
                *t == spot || (self.options.on_tile && t.at == spot.at && t.corner == spot.corner)
            });
            if !dup {
                offered.push(spot);
                out.push(PdMove::Fairy { follower: spot });
            }
        }
    }

    /// Checks a fairy move of `player` next to their follower at `target`, placing the tile
    /// as `placing` says.
    pub(super) fn check_fairy(
        &self,
        game: &GameState,
        player: Seat,
        placing: Placing,
        target: Spot,
    ) -> Result<(), IllegalMove> {
        if self.princess_obliges(game, placing) {
            return Err(rule(
                "princess-must-act",
                Text::new("princess-and-dragon.rule.princess-must-act"),
            ));
        }
        let (t, local) = game.resolve_spot(&target)?;
        let board = game.board();
        let Some(f) = board
            .followers()
            .iter()
            .find(|f| f.player == player && f.tile == t && board.follower_local(f) == local)
        else {
            return Err(rule(
                "fairy-not-by-own-follower",
                Text::new("princess-and-dragon.rule.fairy-not-by-own-follower")
                    .spot("spot", target),
            ));
        };
        if !self.fairy_target(board, f) {
            return Err(rule(
                "fairy-already-there",
                Text::new("princess-and-dragon.rule.fairy-already-there"),
            ));
        }
        Ok(())
    }

    /// `player` moves the fairy next to their follower at `target`.
    pub(super) fn move_fairy(&mut self, ctx: &mut Ctx, player: Seat, target: Spot) {
        let Ok((t, local)) = ctx.game().resolve_spot(&target) else {
            return;
        };
        let board = ctx.board();
        let follower = board
            .followers()
            .iter()
            .find(|f| f.player == player && f.tile == t && board.follower_local(f) == local)
            .copied();
        self.fairy = Some(Fairy {
            tile: t,
            follower: follower.filter(|_| !self.options.on_tile),
        });
        ctx.emit(player, Some(target), PdEvent::FairyMoved);
    }

    /// The fairy's space (where its points are reported).
    fn fairy_at(&self, board: &Board) -> Option<SpacePos> {
        self.fairy.map(|f| board.tiles()[f.tile as usize].pos)
    }

    /// At the start of a turn: 1 point to the active player for the fairy (per follower of
    /// theirs on its tile, `on-tile`).
    pub(super) fn fairy_turn_start(&mut self, ctx: &mut Ctx) {
        self.refresh_fairy(ctx);
        let Some(fy) = self.fairy else { return };
        let active = ctx.game().active();
        let board = ctx.board();
        let (f, n) = if self.options.on_tile {
            let mine: Vec<Follower> = board
                .followers()
                .iter()
                .filter(|f| f.player == active && f.tile == fy.tile)
                .copied()
                .collect();
            match mine.first() {
                Some(&f) => (f, mine.len() as u32),
                None => return,
            }
        } else {
            match fy.follower {
                Some(f) if f.player == active => (f, 1),
                _ => return,
            }
        };
        let at = board.tiles()[fy.tile as usize].pos;
        let points = TURN_POINTS * n;
        Self::pay(
            ctx,
            &f,
            at,
            SeatSet::from(active),
            points,
            Text::new("princess-and-dragon.score.fairy-turn")
                .player("who", active)
                .num("points", points),
        );
        ctx.emit(active, None, PdEvent::FairyTurnPoints { points });
    }

    /// Pays the fairy's 3 points for the features of `followers` (those on the fairy's tile
    /// under `on-tile`, its own follower otherwise): once per feature and owner.
    fn pay_bonus(&mut self, ctx: &mut Ctx, followers: &[Follower], why: &'static str) {
        let Some(fy) = self.fairy else { return };
        let Some(at) = self.fairy_at(ctx.board()) else {
            return;
        };
        let chosen: Vec<Follower> = followers
            .iter()
            .filter(|f| match fy.follower {
                _ if self.options.on_tile => f.tile == fy.tile,
                Some(g) => **f == g,
                None => false,
            })
            .copied()
            .collect();
        let mut done: Vec<FeatureId> = Vec::new();
        for f in &chosen {
            let root = ctx.board().feature_of(f);
            if done.contains(&root) {
                continue;
            }
            done.push(root);
            let owners = chosen
                .iter()
                .filter(|g| ctx.board().feature_of(g) == root)
                .map(|g| g.player)
                .collect();
            Self::pay(
                ctx,
                f,
                at,
                owners,
                BONUS_POINTS,
                Text::new("princess-and-dragon.score.fairy-bonus")
                    .num("points", BONUS_POINTS)
                    .text("why", Text::new(why)),
            );
            for p in owners.iter() {
                let spot = ctx.game().follower_spot(f);
                let bonus = PdEvent::FairyBonus {
                    points: BONUS_POINTS,
                };
                ctx.emit(p, Some(spot), bonus);
            }
        }
    }

    /// After the turn's features were scored, `returned` went home: the fairy's follower's
    /// feature (or under `on-tile` those of its tile's followers) pays 3.
    pub(super) fn fairy_scored(
        &mut self,
        ctx: &mut Ctx,
        _scores: &[ScoreEvent],
        returned: &[Follower],
    ) {
        self.pay_bonus(ctx, returned, "princess-and-dragon.why.scored");
        self.refresh_fairy(ctx);
    }

    /// Before final scoring, which scores every feature holding followers: the fairy's
    /// follower's feature pays 3.
    pub(super) fn fairy_game_end(&mut self, ctx: &mut Ctx) {
        self.refresh_fairy(ctx);
        let on_board: Vec<Follower> = ctx.board().followers().to_vec();
        self.pay_bonus(ctx, &on_board, "princess-and-dragon.why.scored-at-end");
    }

    /// What the fairy is worth to `player` now, for bots: its bonus still to come.
    pub(super) fn fairy_value(&self, game: &GameState, player: Seat) -> f32 {
        let Some(fy) = self.fairy else { return 0.0 };
        let board = game.board();
        let mine = board
            .followers()
            .iter()
            .filter(|f| f.player == player && f.tile == fy.tile)
            .count();
        match fy.follower_on(board) {
            _ if self.options.on_tile => (mine as u32 * (TURN_POINTS + BONUS_POINTS)) as f32,
            Some(f) if f.player == player => (TURN_POINTS + BONUS_POINTS) as f32,
            _ => 0.0,
        }
    }
}
