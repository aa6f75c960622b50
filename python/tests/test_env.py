"""The PettingZoo environment: PettingZoo's own API test, the mask, the encoding, opponents."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

import halflings
from halflings import env as henv


def test_the_environment_passes_pettingzoos_api_test() -> None:
    api_test(henv.env(), num_cycles=300)


def test_the_environment_with_a_bot_opponent_passes_too() -> None:
    api_test(henv.env(players=3, opponents={"player_1": "greedy"}), num_cycles=200)


def test_the_mask_marks_the_legal_moves_and_the_observation_is_fixed() -> None:
    e = henv.raw_env(players=2)
    e.reset(seed=3)
    size = henv.observation_size(len(halflings.tile_ids()))
    steps = 0
    while not all(e.terminations.values()):
        agent = e.agent_selection
        obs = e.observe(agent)
        assert obs["observation"].shape == (size,)
        assert obs["observation"].dtype == np.float32
        assert e.observation_space(agent)["observation"].contains(obs["observation"])
        legal = e.game.legal_count()
        assert obs["action_mask"].sum() == legal
        assert obs["action_mask"][:legal].all()
        other = "player_1" if agent == "player_0" else "player_0"
        assert e.observe(other)["action_mask"].sum() == 0
        e.step(int(np.flatnonzero(obs["action_mask"])[-1]))
        steps += 1
    assert steps > 50
    assert sorted(e.rewards.values()) in ([-1.0, 1.0], [1.0, 1.0])


def test_an_action_without_a_legal_move_raises_and_changes_nothing() -> None:
    e = henv.raw_env()
    e.reset(seed=1)
    before = e.game.record()
    with pytest.raises(halflings.BadInput):
        e.step(henv.MAX_ACTIONS - 1)
    assert e.game.record() == before


def test_opponents_play_inside_and_score_rewards_add_up() -> None:
    e = henv.raw_env(players=2, opponents={"player_1": "random"}, reward="score")
    assert e.possible_agents == ["player_0"]
    e.reset(seed=9)
    total = 0.0
    while not e.terminations["player_0"]:
        assert e.agent_selection == "player_0"
        e.step(0)
        total += e.rewards["player_0"]
    scores = e.infos["player_0"]["scores"]
    assert total == pytest.approx(scores[0] - scores[1])
    with pytest.raises(ValueError):
        henv.raw_env(opponents={"player_0": "random", "player_1": "random"})
    with pytest.raises(ValueError):
        henv.raw_env(opponents={"player_7": "random"})


def test_the_observation_encodes_the_board_and_the_hand() -> None:
    game = halflings.Game(seed=2)
    ids = halflings.tile_ids()
    index = {t: i for i, t in enumerate(ids)}
    view = game.view(0)
    obs = henv.encode(view, 0, index)
    planes = obs[: len(henv.CHANNELS) * henv.WINDOW**2].reshape(
        len(henv.CHANNELS), henv.WINDOW, henv.WINDOW
    )
    centre = henv.WINDOW // 2
    assert planes[0, centre, centre] == (index["D"] + 1) / len(ids), "the start tile"
    assert planes[8, centre, centre] == 1.0
    hand = obs[len(henv.CHANNELS) * henv.WINDOW**2 + 3 * henv.MAX_PLAYERS :][: len(ids)]
    assert hand.sum() == len(view["hand"])


@pytest.mark.parametrize("expansion", halflings.expansion_ids())
def test_the_environment_passes_with_each_expansion(expansion: str) -> None:
    api_test(
        henv.env(players=3, expansions=[expansion], opponents={"player_2": "search:20"}),
        num_cycles=100,
    )


def test_the_environment_passes_with_every_expansion_and_the_draft() -> None:
    api_test(henv.env(players=4, expansions=halflings.expansion_ids(), deal="draft"), num_cycles=100)
