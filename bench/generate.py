"""Seeded generators of event logs for the benchmarks (and for tests that want many auctions)."""

from __future__ import annotations

import random
from typing import Any

from rulings.seats import ORDER

BIDS = [f"{lvl}{s}" for lvl in range(1, 8) for s in ("C", "D", "H", "S", "NT")]


def auction_log(rng: random.Random, length: int = 12, irregular: float = 0.25) -> dict[str, Any]:
    """A random auction of about `length` calls with irregularities mixed in: calls out of rotation,
    insufficient bids, doubles of one's own side, accept/decline choices."""
    dealer = rng.choice(ORDER)
    seat = dealer
    level = 0
    events: list[dict[str, Any]] = []
    passes = 0
    for _ in range(length):
        who = seat
        if rng.random() < irregular / 2:
            who = rng.choice([s for s in ORDER if s != seat])
        r = rng.random()
        if r < 0.45:
            call = "P"
        elif r < 0.55:
            call = "X"
        else:
            if rng.random() < irregular / 2 and level > 0:
                call = BIDS[rng.randrange(0, level)]
            else:
                nxt = min(level + rng.randint(1, 4), len(BIDS))
                call = BIDS[nxt - 1]
                level = nxt
        events.append({"seat": str(who), "call": call})
        if rng.random() < irregular / 3:
            events.append({"seat": str(who.lho), "choose": rng.choice(["accept", "decline"])})
        passes = passes + 1 if call == "P" else 0
        seat = who.lho
        if passes >= 3 and level > 0:
            break
    return {"dealer": str(dealer), "vulnerable": rng.choice(["none", "NS", "EW", "both"]), "events": events}


def auction_logs(n: int, seed: int = 1999, length: int = 12) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [auction_log(rng, length) for _ in range(n)]
