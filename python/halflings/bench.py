"""Random games per second through the Python API, beside the same games in Rust.

``python -m halflings.bench [--seconds S]`` plays complete games of uniformly random legal
moves through :class:`halflings.Game` (``legal_count`` and ``play_index``, each move checked
by the engine and logged, as any Python caller plays), on ``halflings bench``'s setup (2
players, c2-2021, symbol tiles, 3 halflings each, game seed i; no event log), then the games of
``halflings bench`` part (1) in Rust for as long, in the same process; it prints both figures
and their ratio. Pin it to one core for the README's figures: ``taskset -c 0 python -m
halflings.bench``.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Dict

from . import _native
from .game import Game


def python_rate(seconds: float) -> Dict[str, float]:
    """Random games through the Python API for about ``seconds`` (at least one game)."""
    games = moves = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        setup = json.loads(_native.bench_setup_json(games))
        game = Game(log=False, **setup)
        rng = random.Random(games)
        while True:
            seat = game.to_move()
            if seat is None:
                break
            game.play_index(seat, rng.randrange(game.legal_count()))
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "games": games,
        "moves": moves,
        "seconds": elapsed,
        "games_per_second": games / elapsed,
        "moves_per_second": moves / elapsed,
    }


def main() -> None:
    """Measure and print both figures (``--json`` for JSON)."""
    parser = argparse.ArgumentParser(prog="python -m halflings.bench", description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time for each part")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    py = python_rate(args.seconds)
    native = json.loads(_native.bench_native(args.seconds))
    ratio = py["games_per_second"] / native["games_per_second"]
    if args.json:
        print(json.dumps({"python": py, "native": native, "ratio": ratio}))
        return
    print(f"python: {py['games_per_second']:.1f} games/s ({py['moves_per_second']:.0f} moves/s)")
    print(
        f"native: {native['games_per_second']:.1f} games/s "
        f"({native['moves_per_second']:.0f} moves/s)"
    )
    print(f"ratio:  {ratio:.1%} of native")


if __name__ == "__main__":
    main()
