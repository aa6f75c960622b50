"""``python -m halflings.bench``: both figures are counted."""

from __future__ import annotations

import json

from halflings import _native
from halflings.bench import python_rate


def test_the_bench_counts_games_through_python_and_in_rust() -> None:
    py = python_rate(0.05)
    assert py["games"] >= 1 and py["moves"] > 50 * py["games"]
    native = json.loads(_native.bench_native(0.05))
    assert native["games"] >= 1 and native["games_per_second"] > 0
