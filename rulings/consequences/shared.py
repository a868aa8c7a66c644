"""Consequences both phases handle alike, written once: what a law states the director does once its facts
are found (Laws 12A, 13, 16B, 84E, 85B, 86C, 43B1), and whom a Law 16 question concerns (16C1/16C2)."""

from __future__ import annotations

from rulings.consequences.registry import handles
from rulings.table import Effect

#: the consequences a law only states, with their parameters (`stated_by_law`)
STATED_BY_LAW = ("score_adjusted", "procedural_penalty", "appeal_right", "ruling_to_continue", "redeal",
                 "result_cancelled", "play_normally")


def stated_by_law(c: Effect) -> None:
    """What a law states the director does once its facts are found (Laws 12A, 13, 16B, 84E, 85B, 86C, 43B1):
    the entry names it, with its parameters."""
    c.add({"kind": c.name, **c.params})


def concerns(c: Effect) -> dict[str, str]:
    """`concerns: offenders` (Law 16C2: the question is about the offending side's players — 16C1: all the
    non-offenders' information from withdrawn actions is authorized): the item's offending side, NS or EW."""
    offender = c.item.offender if c.item is not None else None
    if c.params.get("concerns") != "offenders" or offender is None:
        return {}
    return {"concerns": offender.side}


for _phase in ("auction", "play"):
    handles(_phase, *STATED_BY_LAW)(stated_by_law)
