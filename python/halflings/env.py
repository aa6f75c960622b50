"""A PettingZoo AEC environment of halflings (README: Python, "The environment").

Agents are ``player_0`` … ``player_{n-1}``, the seats the learner plays; the seats named in
``opponents`` are played inside the environment by the project's bots. Action ``i`` is the
``i``-th move of the engine's legal-move list (its canonical order, ``Game.legal_moves()``);
``action_mask`` marks the first ``legal_count`` actions. The observation is a fixed-size
float32 vector built from the agent's seat view only (never another hand or the pile order);
its layout is given by :data:`CHANNELS`, :data:`WINDOW` and :func:`observation_size`.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import _native
from .game import Expansions, Game

MAX_ACTIONS = 2048
"""The default size of the action space (``max_actions``). The largest legal-move list measured
with the base game and the Halflings is 648 (README); some expansions' positions have more
(the magic portal's), and there only the first ``max_actions`` moves are offered."""

MAX_PLAYERS = 6
"""Seats the per-seat features are padded to."""

WINDOW = 31
"""The board window's side, in spaces, centred on the start tile's space ``[0, 0]``: it covers
``x`` and ``y`` from -15 to 15; tiles outside it are left out of the planes."""

CHANNELS = (
    "square",  # (catalogue index + 1) / tiles of the square tile on the space, else 0
    "triangle_nw",  # the same for a triangle in the space's NW corner
    "triangle_ne",
    "triangle_se",
    "triangle_sw",
    "rotation",  # the square tile's rotation in quarter turns / 4 (0, 0.25, 0.5, 0.75)
    "own_followers",  # the observing seat's followers and figures on the space
    "other_followers",  # every other seat's followers and figures on the space
    "last_tile",  # 1 on the space of the tile placed last
)
"""The board planes, in order (each ``WINDOW`` × ``WINDOW``, row ``y + 15``, column ``x + 15``)."""

PHASES = ("draft", "choose", "place", "expansion", "over")
"""The phase one-hot's order."""

_CORNERS = {"NW": 1, "NE": 2, "SE": 3, "SW": 4}


def observation_size(tiles: int) -> int:
    """Length of the observation vector with ``tiles`` tile ids in the catalogue."""
    return len(CHANNELS) * WINDOW * WINDOW + 3 * MAX_PLAYERS + 2 * tiles + len(PHASES) + 3


def encode(view: Mapping[str, Any], seat: int, tile_index: Mapping[str, int]) -> np.ndarray:
    """The observation of ``seat`` from its seat view (README: Python, "Observation").

    Layout: the board planes (:data:`CHANNELS`, flattened channel by channel); then per seat,
    starting with the observer and going round the table, padded with zeros to
    :data:`MAX_PLAYERS`: scores / 100, followers in supply / 7, halflings in hand; then the
    observer's hand as counts per tile id, the tile to place now one-hot per tile id, the
    phase one-hot (:data:`PHASES`), whether the observer is to move, regular tiles left in
    the pile / 72, and players / 6.
    """
    tiles = len(tile_index)
    half = WINDOW // 2
    planes = np.zeros((len(CHANNELS), WINDOW, WINDOW), dtype=np.float32)
    placed = view["tiles"]
    for i, tile in enumerate(placed):
        x, y = tile["at"]
        if not (-half <= x <= half and -half <= y <= half):
            continue
        row, col = y + half, x + half
        value = (tile_index[tile["tile"]] + 1) / tiles
        corner = tile.get("corner")
        if corner is None:
            planes[0, row, col] = value
            planes[5, row, col] = (tile.get("rot") or 0) / 360.0
        else:
            planes[_CORNERS[corner], row, col] = value
        if i == len(placed) - 1:
            planes[8, row, col] = 1.0
    for figure in list(view["followers"]) + list(view.get("figures", [])):
        at = figure.get("at")
        owner = figure.get("player")
        if at is None or owner is None:
            continue
        x, y = at
        if -half <= x <= half and -half <= y <= half:
            planes[6 if owner == seat else 7, y + half, x + half] += 1.0
    players = len(view["scores"])
    order = [(seat + k) % players for k in range(players)]
    per_seat = np.zeros((3, MAX_PLAYERS), dtype=np.float32)
    for k, s in enumerate(order):
        per_seat[0, k] = view["scores"][s] / 100.0
        per_seat[1, k] = view["supplies"][s] / 7.0
        per_seat[2, k] = view["hand_sizes"][s]
    hand = np.zeros(tiles, dtype=np.float32)
    for tile in view["hand"]:
        hand[tile_index[tile]] += 1.0
    current = np.zeros(tiles, dtype=np.float32)
    if view.get("current_tile") is not None:
        current[tile_index[view["current_tile"]]] = 1.0
    phase = np.zeros(len(PHASES), dtype=np.float32)
    phase[PHASES.index(view["phase"]["phase"])] = 1.0
    tail = np.array(
        [float(view.get("to_move") == seat), view["pile_count"] / 72.0, players / 6.0],
        dtype=np.float32,
    )
    return np.concatenate([planes.ravel(), per_seat.ravel(), hand, current, phase, tail])


def agent_name(seat: int) -> str:
    """The agent of ``seat``."""
    return f"player_{seat}"


class raw_env(AECEnv):
    """Carcassonne with the Halflings as a PettingZoo AEC environment.

    ``players``, ``rules``, ``expansions`` and further setup fields (``**setup``) are
    :class:`halflings.Game`'s. ``opponents`` maps agents to bots (``{"player_1": "greedy"}``,
    ``"random"``, ``"search:300"``) that play those seats inside the environment; they are
    then not agents. ``reward``: ``"win"`` gives +1 to each seat with the top final score (a
    shared top too), -1 to the others, at the end; ``"score"`` gives, after each step, the
    change of the seat's score minus the mean of the other seats' scores. ``max_actions`` is
    the size of the action space; a position with more legal moves offers the first
    ``max_actions`` (``infos[agent]["legal_moves"]`` tells how many there are).
    """

    metadata = {"render_modes": ["ansi"], "name": "halflings_v0", "is_parallelizable": False}

    def __init__(
        self,
        players: int = 2,
        rules: str = "c2-2021",
        expansions: Expansions = None,
        opponents: Optional[Mapping[str, str]] = None,
        reward: str = "win",
        max_actions: int = MAX_ACTIONS,
        render_mode: Optional[str] = None,
        **setup: Any,
    ) -> None:
        super().__init__()
        if reward not in ("win", "score"):
            raise ValueError(f"reward must be 'win' or 'score', not {reward!r}")
        self._players = players
        self._rules = rules
        self._expansions = expansions
        self._setup = setup
        self._reward = reward
        self._max_actions = max_actions
        self.render_mode = render_mode
        opponents = dict(opponents or {})
        seats = [agent_name(s) for s in range(players)]
        unknown = set(opponents) - set(seats)
        if unknown:
            raise ValueError(f"opponents for seats the game has not: {sorted(unknown)}")
        self._bots: List[Optional[str]] = [opponents.get(a) for a in seats]
        self.possible_agents = [a for a in seats if a not in opponents]
        if not self.possible_agents:
            raise ValueError("bots play every seat: leave at least one agent")
        ids = _native.tile_ids()
        self._tile_index = {t: i for i, t in enumerate(ids)}
        size = observation_size(len(ids))
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, np.inf, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (max_actions,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(max_actions) for a in self.possible_agents}
        self.game: Optional[Game] = None
        self._bot_seed = 0

    def observation_space(self, agent: str) -> spaces.Space:
        """The observation space of ``agent``."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """The action space of ``agent``."""
        return self.action_spaces[agent]

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() first")
        return self.game

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """A new game: of game seed ``seed``, or a random one."""
        if seed is None:
            seed = int(np.random.default_rng().integers(0, 2**63))
        self._bot_seed = seed
        self.game = Game(
            rules=self._rules,
            expansions=self._expansions,
            players=self._players,
            seed=seed,
            bots=self._bots,
            **self._setup,
        )
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._standing = {a: 0.0 for a in self.agents}
        self._play_bots()
        self._after_move()

    def _play_bots(self) -> None:
        game = self._game()
        while game.bot_due():
            self._bot_seed += 1
            game.play_bot(self._bot_seed)

    def _standings(self, scores: List[int]) -> Dict[str, float]:
        n = len(scores)
        out = {}
        for a in self.agents:
            s = int(a.split("_")[1])
            others = [scores[o] for o in range(n) if o != s]
            out[a] = scores[s] - (sum(others) / len(others) if others else 0.0)
        return out

    def _after_move(self) -> None:
        """Rewards, terminations and the next agent after the game changed."""
        game = self._game()
        scores = game.current_scores()
        if self._reward == "score":
            standing = self._standings(scores)
            for a in self.agents:
                self.rewards[a] = standing[a] - self._standing[a]
            self._standing = standing
        if game.is_over():
            if self._reward == "win":
                top = max(scores)
                for a in self.agents:
                    self.rewards[a] = 1.0 if scores[int(a.split("_")[1])] == top else -1.0
            for a in self.agents:
                self.terminations[a] = True
                self.infos[a] = {"scores": list(scores)}
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = agent_name(game.to_move())
            self.infos[self.agent_selection] = {"legal_moves": game.legal_count()}

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        """``agent``'s observation (from its seat view) and action mask."""
        game = self._game()
        seat = int(agent.split("_")[1])
        mask = np.zeros(self._max_actions, dtype=np.int8)
        if game.to_move() == seat:
            mask[: min(game.legal_count(), self._max_actions)] = 1
        return {
            "observation": encode(game.view(seat), seat, self._tile_index),
            "action_mask": mask,
        }

    def step(self, action: Optional[int]) -> None:
        """The agent to move plays legal move ``action``; then the opponents' bots play.

        Raises :class:`halflings.BadInput` for an index with no legal move; the game is then
        unchanged.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game()
        seat = int(agent.split("_")[1])
        if action is None:
            raise ValueError(f"{agent} is to move: give an action, not None")
        game.play_index(seat, int(action))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self._play_bots()
        self._after_move()
        self._accumulate_rewards()

    def render(self) -> Optional[str]:
        """A line of text: the move number, whose turn, the scores."""
        if self.render_mode is None or self.game is None:
            return None
        game = self.game
        return f"move {game.move_no()}, to move: {game.to_move()}, scores {game.current_scores()}"

    def close(self) -> None:
        """Nothing to free."""


def env(**kwargs: Any) -> AECEnv:
    """:class:`raw_env` with PettingZoo's order-enforcing wrapper."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
