"""Law 71A: tricks a side cannot lose by ANY legal play, decided from the remaining cards."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from rulings.cards import Card
from rulings.playtable.sure_tricks import can_be_held_to, unlosable
from rulings.seats import Seat


def _hands(**cards: str) -> dict[Seat, frozenset[Card]]:
    return {Seat[s]: frozenset(Card.parse(c) for c in v.split()) for s, v in cards.items()}


def test_a_master_card_that_must_win_cannot_be_lost() -> None:
    """Last trick, S leads CQ, W holds CK, no trumps left: East-West take it whatever is played."""
    hands = _hands(N="C4", E="HJ", S="CQ", W="CK")
    assert can_be_held_to(hands, [], Seat.S, "S", "EW", 0) is False
    assert unlosable(hands, [], Seat.S, "S", "EW", 0) == 1


def test_tricks_that_a_legal_misplay_loses_can_be_lost() -> None:
    """E on lead with HJ C6 (HJ the last heart), W CK CT, S CA CQ: E leads C6, S CQ, W ducks CT, then
    S's CA draws the CK: East-West can take no trick, so none of their tricks is unlosable (71A)."""
    hands = _hands(N="C3 C4", E="HJ C6", S="CA CQ", W="CK CT")
    assert can_be_held_to(hands, [], Seat.E, "S", "EW", 0) is True
    assert unlosable(hands, [], Seat.E, "S", "EW", 0) == 0


def test_master_trumps_are_counted_without_a_search() -> None:
    hands = _hands(N="D2 D3", E="H2 H3", S="SA SK", W="C2 C3")
    assert unlosable(hands, [], Seat.N, "S", "NS", 0) == 2
    assert can_be_held_to(hands, [], Seat.N, "S", "NS", 1, budget=0) is False


def test_a_trick_in_progress_is_finished_first() -> None:
    """W has led CK and N followed; E and S still to play, no trumps: nobody left holds a higher club,
    so the CK wins, and W's CT then wins the last trick (nobody else has a club): both unlosable."""
    hands = _hands(N="D4", E="C2 HJ", S="DA D5", W="CT")
    trick = [(Seat.W, Card.parse("CK")), (Seat.N, Card.parse("C3"))]
    assert unlosable(hands, trick, Seat.E, None, "EW", 0) == 2


def test_an_unfinished_search_decides_nothing() -> None:
    hands = _hands(N="D2 D3 D4", E="H2 H3 H4", S="C5 C6 C7", W="CA CK CQ")
    assert can_be_held_to(hands, [], Seat.N, None, "EW", 0, budget=1) is None


# Two positions where the search, cut by its budget, once depended on the order Python's hash seed gave
# the suits (one seed decided 0, another found nothing): a ruling under Law 71A must not.
SEEDED = [
    ({"N": "D3 D7 H3 HJ HQ S3", "E": "C2 C4 C6 DJ H4 S9", "S": "C5 CA CT D4 HK HT", "W": "D9 DT H2 S6 S7 SA"},
     "N", "S", 0),
    ({"N": "DA H7 HA S8 SJ", "E": "D9 HQ S2 SQ ST", "S": "C4 D6 DJ S4 S9", "W": "CA D2 D8 H8 S3"}, "S", None, 1),
]
PROBE = """
import json, sys
from rulings.cards import Card
from rulings.playtable.sure_tricks import unlosable
from rulings.seats import Seat
out = []
for hands, lead, trump, kept in json.loads(sys.argv[1]):
    h = {Seat(s): frozenset(Card.parse(c) for c in cs.split()) for s, cs in hands.items()}
    out.append(unlosable(h, [], Seat(lead), trump, "NS", kept))
print(json.dumps(out))
"""


def test_the_search_does_not_depend_on_the_hash_seed() -> None:
    answers = set()
    for seed in ("0", "1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        p = subprocess.run([sys.executable, "-c", PROBE, json.dumps(SEEDED)], capture_output=True, text=True,
                           env=env, check=True, timeout=300)
        answers.add(p.stdout.strip())
    assert len(answers) == 1, answers
    assert None not in json.loads(answers.pop())  # decided within the budget, whatever the seed
