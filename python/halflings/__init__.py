"""halflings: Carcassonne with the Halflings mini-expansion, from Python.

The rules engine and the bots are the Rust workspace's (``halflings._native``, built by
maturin); :class:`Game` plays a game, :mod:`halflings.env` is a PettingZoo AEC environment and
``python -m halflings.bench`` measures random games per second through this API.
"""

from ._native import (
    BadInput,
    HalflingsError,
    IllegalMove,
    NoBotToMove,
    SetupError,
    expansion_ids,
    tile_ids,
)
from .game import Game, Move, make_setup

__all__ = [
    "BadInput",
    "Game",
    "HalflingsError",
    "IllegalMove",
    "Move",
    "NoBotToMove",
    "SetupError",
    "expansion_ids",
    "make_setup",
    "tile_ids",
]
