"""The typed Python face of the engine: :class:`Game`, a game of Carcassonne with the Halflings.

Every rule lives in the Rust engine (``halflings._native``); this module only turns keyword
arguments into a setup and JSON answers into Python values. Moves are dicts in the server's
wire form, e.g. ``{"do": "draw"}`` or ``{"do": "place", "at": [1, 0], "rot": 90}``.
"""

from __future__ import annotations

import json
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Union

from . import _native

Move = Dict[str, Any]
"""A move in the server's wire form (``{"do": ...}``)."""

Expansions = Union[Mapping[str, Optional[Mapping[str, str]]], Iterable[str], None]
"""Expansions: ids, or ids mapped to their options (``{"hills-and-sheep": {"tie_break": ...}}``)."""


def _expansion_choices(expansions: Expansions) -> List[Dict[str, Any]]:
    """The setup's ``expansions`` list from ids or a mapping of ids to options."""
    if expansions is None:
        return []
    if isinstance(expansions, str):
        expansions = [expansions]
    if isinstance(expansions, Mapping):
        return [
            {"id": str(name), "options": dict(options or {})}
            for name, options in expansions.items()
        ]
    return [{"id": str(name), "options": {}} for name in expansions]


def make_setup(
    rules: str = "c2-2021",
    expansions: Expansions = None,
    players: int = 2,
    seed: int = 0,
    **more: Any,
) -> Dict[str, Any]:
    """A game record's setup as a dict.

    ``more`` passes further setup fields as the engine names them (``halflings``,
    ``symbol_tiles``, ``deal``, ``sets``, ``count_per``, ``symbols_active``).
    """
    setup: Dict[str, Any] = {
        "players": players,
        "rules": rules,
        "seed": seed,
        "expansions": _expansion_choices(expansions),
    }
    setup.update(more)
    return setup


class Game:
    """A game: the engine's session (record, checked moves, seat views, bots' turns).

    ``bots`` gives each seat's bot (``"random"``, ``"greedy"``, ``"search"``, ``"search:300"``
    for 300 iterations, ``"search:200ms"``) or ``None`` for a seat the caller plays; left out,
    the caller plays every seat. Seats are numbered from 0. With ``log=False`` the game keeps
    no event log (``log()`` and the explanations of ``scores()`` stay empty) and its moves are
    cheaper: for learners and benchmarks.

    A refused call raises a :class:`halflings.HalflingsError` subclass and leaves the game as
    it was: :class:`halflings.IllegalMove` (``.rule`` is the engine's rule code, e.g.
    ``"not-your-turn"``), :class:`halflings.BadInput`, :class:`halflings.SetupError`,
    :class:`halflings.NoBotToMove`.
    """

    __slots__ = ("_game",)

    def __init__(
        self,
        rules: str = "c2-2021",
        expansions: Expansions = None,
        players: int = 2,
        seed: int = 0,
        bots: Optional[Sequence[Optional[str]]] = None,
        log: bool = True,
        **setup: Any,
    ) -> None:
        self._game = _native.Game(
            json.dumps(make_setup(rules, expansions, players, seed, **setup)),
            list(bots or []),
            log,
        )

    @classmethod
    def replay(
        cls,
        record: Union[str, Mapping[str, Any]],
        bots: Optional[Sequence[Optional[str]]] = None,
        log: bool = True,
    ) -> "Game":
        """The game of ``record`` (from :meth:`record`, a dict or its JSON), replayed exactly."""
        text = record if isinstance(record, str) else json.dumps(record)
        game = cls.__new__(cls)
        game._game = _native.Game.replay(text, list(bots or []), log)
        return game

    @property
    def players(self) -> int:
        """The number of players."""
        return self._game.players()

    def to_move(self) -> Optional[int]:
        """The seat that must decide now, ``None`` once the game is over."""
        return self._game.to_move()

    def is_over(self) -> bool:
        """Whether the game is over."""
        return self._game.is_over()

    def move_no(self) -> int:
        """Actions played so far."""
        return self._game.move_no()

    def legal_moves(self, seat: Optional[int] = None) -> List[Move]:
        """The legal moves in the engine's order: those of the seat to move, none for another
        ``seat`` (or after the end)."""
        if seat is not None and seat != self._game.to_move():
            return []
        return json.loads(self._game.legal_moves())

    def legal_count(self) -> int:
        """How many legal moves the seat to move has."""
        return self._game.legal_count()

    def play(self, seat: int, move: Union[Move, str]) -> None:
        """``seat`` plays ``move`` (a dict in the wire form, or its JSON)."""
        self._game.play(seat, move if isinstance(move, str) else json.dumps(move))

    def play_index(self, seat: int, index: int) -> None:
        """``seat`` plays the move of index ``index`` in :meth:`legal_moves`."""
        self._game.play_index(seat, index)

    def view(self, seat: Optional[int] = None) -> Dict[str, Any]:
        """What ``seat`` (``None``: a spectator) may see: never another hand or the pile order."""
        return json.loads(self._game.view(seat))

    def scores(self) -> Dict[str, Any]:
        """The scores: ``scores`` per seat now, ``final_preview`` if the game ended now, and
        ``events``, every scoring so far with its explanation (the log's ``score`` entries)."""
        return {
            "scores": self._game.scores(),
            "final_preview": self._game.final_scores_preview(),
            "events": [e for e in self.log() if e.get("kind") == "score"],
        }

    def log(self) -> List[Dict[str, Any]]:
        """The event log: every event with the action that caused it."""
        return json.loads(self._game.log())

    def record(self) -> Dict[str, Any]:
        """The game record (setup with seed, every move). It reveals the pile order."""
        return json.loads(self._game.record())

    def bot_due(self) -> bool:
        """Whether a bot plays the seat to move."""
        return self._game.bot_due()

    def play_bot(self, seed: int = 0) -> int:
        """The bot of the seat to move decides (seeded with ``seed``) and plays; gives its seat."""
        return self._game.play_bot(seed)

    def bot_move(self, bot: str, seed: int = 0) -> Move:
        """The move ``bot`` would make for the seat to move; nothing is played."""
        return json.loads(self._game.bot_move(bot, seed))

    def __repr__(self) -> str:
        return f"<halflings.Game move {self.move_no()}, to move: {self.to_move()}>"
