"""The Python API of the engine: setups, legal moves, play, views, scores, records, bots, errors."""

from __future__ import annotations

import json
import random

import pytest

import halflings
from halflings import Game


def play_random(game: Game, seed: int, moves: int = 10_000) -> None:
    """Plays up to ``moves`` uniformly random legal moves (bots' seats by their bots)."""
    rng = random.Random(seed)
    for _ in range(moves):
        seat = game.to_move()
        if seat is None:
            return
        if game.bot_due():
            game.play_bot(rng.randrange(2**32))
        else:
            game.play_index(seat, rng.randrange(game.legal_count()))


def test_a_game_from_a_setup_lists_and_plays_its_legal_moves() -> None:
    game = Game(rules="c1-2014", players=3, seed=7)
    assert game.players == 3
    assert game.record()["setup"]["rules"] == "c1-2014"
    seat = game.to_move()
    assert seat == 0
    moves = game.legal_moves(seat)
    assert moves and all("do" in m for m in moves)
    assert len(moves) == game.legal_count()
    assert game.legal_moves(1) == [], "a seat not to move has none"
    game.play(seat, moves[0])
    assert game.move_no() == 1
    play_random(game, 1)
    assert game.is_over() and game.to_move() is None
    assert game.legal_moves() == []


def test_expansions_with_options_reach_the_engine() -> None:
    ids = halflings.expansion_ids()
    assert "hills-and-sheep" in ids
    game = Game(expansions={"hills-and-sheep": {}}, seed=2)
    # Written back as the bare id when no option is set.
    assert game.record()["setup"]["expansions"] == ["hills-and-sheep"]
    with pytest.raises(halflings.SetupError) as refused:
        Game(expansions=["no-such-expansion"])
    assert refused.value.error == "bad-input"
    with pytest.raises(halflings.SetupError):
        Game(players=9)


def test_a_seat_view_hides_other_hands_and_the_pile_order() -> None:
    game = Game(players=3, seed=11)
    record = game.record()
    view = game.view(0)
    assert view["seat"] == 0
    # The seat sees its own hand, and of the others only how many they hold.
    assert view["hand"], "halflings are dealt"
    assert view["hand_sizes"] == [len(view["hand"])] * 3
    assert set(view) <= {
        "seat", "rules", "phase", "active", "to_move", "scores", "supplies", "reserves",
        "hand_sizes", "hand", "draft_table", "current_tile", "tiles", "followers",
        "pile_count", "unseen", "expansions", "figures", "decision",
    }
    # Another seat's halflings appear nowhere in the view.
    text = json.dumps(view)
    public = json.dumps({k: v for k, v in view.items() if k != "unseen"})
    for seat in (1, 2):
        for tile in set(game.view(seat)["hand"]) - set(view["hand"]):
            assert f'"{tile}"' not in text
    # The pile: counts by id in the id's order, no order of draws, no seed.
    assert list(view["unseen"]) == sorted(view["unseen"])
    assert sum(view["unseen"].values()) >= view["pile_count"]
    assert "seed" not in public and str(record["setup"]["seed"]) not in json.dumps(view["scores"])
    spectator = game.view()
    assert spectator["hand"] == [] and spectator["seat"] is None


def test_scores_come_with_explanations() -> None:
    game = Game(seed=5)
    play_random(game, 5)
    scores = game.scores()
    assert scores["scores"] == scores["final_preview"]
    assert len(scores["scores"]) == 2 and max(scores["scores"]) > 0
    assert scores["events"], "every score is in the log"
    event = scores["events"][0]
    assert event["kind"] == "score" and "explanation" in event["data"]
    assert sum(event["data"]["points"]) > 0 or "no-followers" in json.dumps(event["data"])
    # "City at (0,0) (completed) for nobody: no followers: 2 spaces × 2 = 4 — c2-2021 counts …"
    assert " = " in event["english"] and "c2-2021" in event["english"], event["english"]
    quiet = Game(seed=5, log=False)
    play_random(quiet, 5)
    assert quiet.scores()["scores"] == scores["scores"]
    assert quiet.log() == [] and quiet.scores()["events"] == []


def test_a_record_replays_exactly() -> None:
    game = Game(players=4, seed=13, symbol_tiles=True)
    play_random(game, 13, moves=60)
    record = game.record()
    again = Game.replay(record)
    assert isinstance(again, Game)
    assert again.record() == record
    assert json.dumps(again.view()) == json.dumps(game.view())
    for seat in range(4):
        assert again.view(seat) == game.view(seat)
    assert again.legal_moves() == game.legal_moves()
    assert again.log() == game.log()
    # Both go on alike.
    play_random(game, 99)
    play_random(again, 99)
    assert again.scores() == game.scores()
    assert Game.replay(json.dumps(record)).record() == record
    broken = dict(record, moves=record["moves"][:3] + [{"do": "draw"}] * 2)
    with pytest.raises(halflings.BadInput) as refused:
        Game.replay(broken)
    assert str(refused.value).startswith("move 4: illegal move")
    with pytest.raises(halflings.BadInput):
        Game.replay("{")


def test_a_bad_move_raises_naming_the_rule_and_changes_nothing() -> None:
    game = Game(seed=3)
    play_random(game, 3, moves=7)
    seat = game.to_move()
    before = (game.record(), game.view(), game.legal_moves())
    with pytest.raises(halflings.IllegalMove) as out_of_turn:
        game.play(1 - seat, {"do": "draw"})
    assert out_of_turn.value.rule == "not-your-turn"
    assert "not-your-turn" in str(out_of_turn.value)
    with pytest.raises(halflings.IllegalMove) as wrong:
        game.play(seat, {"do": "place", "at": [40, 40], "rot": 0})
    assert wrong.value.rule and wrong.value.rule in str(wrong.value)
    assert wrong.value.error == "illegal"
    assert isinstance(wrong.value, halflings.HalflingsError)
    with pytest.raises(halflings.BadInput):
        game.play(seat, {"do": "fly"})
    with pytest.raises(halflings.BadInput):
        game.play(seat, "{")
    with pytest.raises(halflings.BadInput):
        game.play_index(seat, game.legal_count())
    with pytest.raises(halflings.IllegalMove) as index_out_of_turn:
        game.play_index(1 - seat, 0)
    assert index_out_of_turn.value.rule == "not-your-turn"
    with pytest.raises(halflings.BadInput):
        game.view(5)
    with pytest.raises(halflings.NoBotToMove):
        game.play_bot()
    assert (game.record(), game.view(), game.legal_moves()) == before


def test_bots_play_their_seats_and_advise() -> None:
    game = Game(seed=4, bots=[None, "greedy"])
    assert not game.bot_due()
    advice = game.bot_move("search:30", seed=1)
    assert advice in game.legal_moves()
    assert game.bot_move("random", seed=1) in game.legal_moves()
    play_random(game, 4)
    assert game.is_over()
    bots = Game(seed=8, bots=["random", "search:20"])
    while bots.bot_due():
        bots.play_bot(1)
    assert bots.is_over()
    with pytest.raises(halflings.BadInput):
        Game(bots=["clever", None])
    with pytest.raises(halflings.SetupError):
        Game(bots=["random"])


def test_a_game_may_be_played_from_another_thread() -> None:
    import threading

    game = Game(seed=1, bots=["search:50", "greedy"])
    seats: list = []
    worker = threading.Thread(target=lambda: seats.append(game.play_bot(3)))
    worker.start()
    worker.join()
    assert seats == [0] and game.move_no() == 1
