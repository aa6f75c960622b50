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


class Game(_native.Game):
    """A game: the engine's session (record, checked moves, seat views, bots' turns).

    ``bots`` gives each seat's bot (``"random"``, ``"greedy"``, ``"search"``, ``"search:300"``
    for 300 iterations, ``"search:200ms"``) or ``None`` for a seat the caller plays; left out,
    the caller plays every seat. Seats are numbered from 0. With ``log=False`` the game keeps
    no event log (``log()`` and the explanations of ``scores()`` stay empty) and its moves are
    cheaper: for learners and benchmarks.

    Methods from the engine's side as they are: ``players`` (a property), ``to_move()`` (the
    seat to decide, ``None`` once over), ``is_over()``, ``move_no()`` (actions played),
    ``legal_count()``, ``play_index(seat, index)`` (the move of that index in
    :meth:`legal_moves`), ``bot_due()`` (whether a bot plays the seat to move),
    ``play_bot(seed=0)`` (that bot decides and plays; gives its seat), ``current_scores()`` and
    ``final_scores_preview()`` (lists per seat).

    A refused call raises a :class:`halflings.HalflingsError` subclass and leaves the game as
    it was: :class:`halflings.IllegalMove` (``.rule`` is the engine's rule code, e.g.
    ``"not-your-turn"``), :class:`halflings.BadInput`, :class:`halflings.SetupError`,
    :class:`halflings.NoBotToMove`.
    """

    def __new__(
        cls,
        rules: str = "c2-2021",
        expansions: Expansions = None,
        players: int = 2,
        seed: int = 0,
        bots: Optional[Sequence[Optional[str]]] = None,
        log: bool = True,
        **setup: Any,
    ) -> "Game":
        return super().__new__(
            cls,
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
        return _native.Game.__new__(cls, None, list(bots or []), log, record=text)

    def legal_moves(self, seat: Optional[int] = None) -> List[Move]:
        """The legal moves in the engine's order: those of the seat to move, none for another
        ``seat`` (or after the end)."""
        if seat is not None and seat != self.to_move():
            return []
        return json.loads(self.legal_moves_json())

    def play(self, seat: int, move: Union[Move, str]) -> None:
        """``seat`` plays ``move`` (a dict in the wire form, or its JSON)."""
        self.play_json(seat, move if isinstance(move, str) else json.dumps(move))

    def view(self, seat: Optional[int] = None) -> Dict[str, Any]:
        """What ``seat`` (``None``: a spectator) may see: never another hand or the pile order."""
        return json.loads(self.view_json(seat))

    def scores(self) -> Dict[str, Any]:
        """The scores: ``scores`` per seat now, ``final_preview`` if the game ended now, and
        ``events``, every scoring so far (the log's ``score`` entries): ``data`` has the points
        per seat, the feature, what was counted and the explanation as a message, ``english``
        says it in words."""
        return {
            "scores": self.current_scores(),
            "final_preview": self.final_scores_preview(),
            "events": [e for e in self.log() if e.get("kind") == "score"],
        }

    def log(self) -> List[Dict[str, Any]]:
        """The event log: every event with the action that caused it (``english``: in words)."""
        return json.loads(self.log_json())

    def record(self) -> Dict[str, Any]:
        """The game record (setup with seed, every move). It reveals the pile order."""
        return json.loads(self.record_json())

    def bot_move(self, bot: str, seed: int = 0) -> Move:
        """The move ``bot`` would make for the seat to move; nothing is played."""
        return json.loads(self.bot_move_json(bot, seed))

    def __repr__(self) -> str:
        return f"<halflings.Game move {self.move_no()}, to move: {self.to_move()}>"
