"""Variations of a worked case, so that each section is asked from more than one angle.

`variants` gives the case itself, then its structural variations (the choice flipped, accept vs decline:
Laws 25B, 27A/B, 29A/B; the declarer's other options at a choice of the play: Laws 50D2, 54, 57; a call
out of rotation moved to RHO's, partner's or LHO's turn: Laws 30-32; the offender's correction call
replaced: Laws 27B, 31A, 32B), each of them also rotated (Law 17: the dealer and the hands move with the
seats). Each variant says whether it is the case turned `k` places (its expectations still hold, their
seats moved) or a structural variation (the case's expectations say nothing of it).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rulings.engine import Engine
from rulings.errors import RulingsError
from rulings.quiz.keys import ruling_of
from rulings.quiz.questions import SEATS

OUT_OF_ROTATION = ("bid_out_of_rotation", "pass_out_of_rotation", "double_out_of_rotation")


def rotate(log: dict[str, Any], k: int) -> dict[str, Any]:
    """The same case with every seat moved k places clockwise (Law 17: the dealer moves too)."""

    def r(s: str) -> str:
        return SEATS[(SEATS.index(s) + k) % 4]

    out = {key: v for key, v in log.items() if key not in ("events", "hands", "board")}
    if "board" in log:  # a board fixes the dealer (Law 2): rotate from its dealer instead
        from rulings.boards import conditions

        dealer, vul = conditions(int(log["board"]))
        out["dealer"], out["vulnerable"] = str(dealer), vul
    out["dealer"] = r(str(out.get("dealer", "N")))
    if "hands" in log:
        out["hands"] = {r(s): h for s, h in log["hands"].items()}
    out["events"] = [dict(e, seat=r(e["seat"])) if "seat" in e else dict(e) for e in log["events"]]
    return out


def flip_choices(log: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for i, e in enumerate(log["events"]):
        if e.get("choose") in ("accept", "decline"):
            other = "decline" if e["choose"] == "accept" else "accept"
            events = [dict(x) for x in log["events"][: i + 1]]
            events[i]["choose"] = other
            yield dict(log, events=events)


def _move_out_of_rotation(log: dict[str, Any], ruling: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The call out of rotation made at another player's turn: RHO's, partner's, LHO's (Laws 30-32)."""
    for item in ruling["rulings"]:
        if item["irregularity"] not in OUT_OF_ROTATION:
            continue
        idx = item["event"]
        if not (0 <= idx < len(log["events"])) or "call" not in log["events"][idx]:
            continue
        offender = log["events"][idx]["seat"]
        choice = next((e["choose"] for e in log["events"][idx + 1:] if e.get("choose") in ("accept", "decline")),
                      None)
        for k in (1, 2, 3):
            seat = SEATS[(SEATS.index(offender) + k) % 4]
            events = [dict(e) for e in log["events"][: idx + 1]]
            events[idx]["seat"] = seat
            if choice:
                events.append({"seat": SEATS[(SEATS.index(seat) + 1) % 4], "choose": choice})
            yield dict(log, events=events)


CORRECTIONS = ("P", "2NT", "3C", "2S", "3H", "4D", "X")


def _replace_correction(log: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """After a decline, the offender's next call replaced by each of a few others (Laws 27B, 31A, 32B)."""
    events = log["events"]
    for i, e in enumerate(events):
        if e.get("choose") != "decline":
            continue
        for j in range(i + 1, len(events)):
            if "call" in events[j]:
                for c in CORRECTIONS:
                    if c != events[j]["call"]:
                        new = [dict(x) for x in events[: j + 1]]
                        new[j] = {"seat": events[j]["seat"], "call": c}
                        yield dict(log, events=new)
                break


def other_options(log: dict[str, Any], engine: Engine | None) -> Iterator[dict[str, Any]]:
    """The declarer's other options at each choice of the play, as the engine lists them when the
    choice is due (`state.pending`): Law 50D2 (require or forbid the lead of a penalty card's suit, or
    keep the penalty card), Law 57A/B (highest or lowest card, or forbid the suit), Law 54 (spread,
    accept, decline). The log ends at the new choice: what followed the old one may not fit it."""
    if engine is None:
        return
    for i, e in enumerate(log["events"]):
        if "choose" not in e or "hands" not in log:
            continue
        try:
            before = ruling_of(dict(log, events=log["events"][:i]), engine)["state"]
        except RulingsError:
            continue
        pending = before.get("pending") or {}
        suits = sorted({pc["card"][0] for pc in before.get("penalty_cards", [])})
        options: list[Any] = []
        for choice in dict.fromkeys(pending.get("choices", [])):
            if choice in ("require_lead", "forbid_lead", "forbid_play"):
                options.extend({choice: su} for su in suits)
            elif choice == "penalty_card":
                options.extend({choice: pc["card"]} for pc in before.get("penalty_cards", []))
            elif choice == "require_play":
                options.extend({choice: how} for how in ("highest", "lowest"))
            elif isinstance(choice, str):
                options.append(choice)
        for option in options:
            if option != e["choose"]:
                events = [dict(x) for x in log["events"][: i + 1]]
                events[i]["choose"] = option
                yield dict(log, events=events)


def variants(log: dict[str, Any], ruling: dict[str, Any],
             engine: Engine | None = None) -> Iterator[tuple[dict[str, Any], int | None]]:
    """(log, turn) for every variation of a case: turn is k for the case itself turned k places
    (0 for the case), None for a structural variation or one of its rotations."""
    base = [*flip_choices(log), *other_options(log, engine), *_move_out_of_rotation(log, ruling),
            *_replace_correction(log)]
    for k in range(4):
        yield (log if k == 0 else rotate(log, k)), k
    for b in base:
        yield b, None
        for k in (1, 2, 3):
            yield rotate(b, k), None
