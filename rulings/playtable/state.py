"""What the play table follows besides the cards: a revoke, a waiting choice, a claim, the outcome
of the play; and how the director's findings in the log are read."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rulings.cards import Card
from rulings.errors import LogError
from rulings.lawbook import NOTHING, Lawbook
from rulings.log import Event
from rulings.play import Contract
from rulings.refusals import law_zh
from rulings.seats import Seat
from rulings.vocabulary import ANSWER_WORDS, fact_fields

OOT_PENDING = ("opening_lead_out_of_turn", "lead_out_of_turn", "declarer_lead_out_of_turn")


@dataclass
class Revoke:
    """A revoke (Law 61A) and what has become of it (Laws 62-64)."""

    item: int
    seat: Seat
    trick: int
    card: Card
    led_suit: str
    role: str
    kind: str = "follow"  # follow (Law 44C) | restriction (a lead or play penalty not complied with) |
    # penalty_card (a faced penalty card not played when Law 50 required it, Law 61A, 64B3)
    established: bool = False
    corrected: bool = False
    assessed: bool = False
    must_correct: bool = False  # established by Law 63B or 43B2b: the revoker still substitutes a legal card
    deemed: bool = False  # Law 67B1b: deemed to have revoked on a defective trick (at most one trick, Law 64)
    won_later_asked: bool = False  # Law 64A2: the offending side's first trick won after it was put to the rules
    faced_card: dict[str, Any] | None = None  # Law 62B2: the revoke card was a defender's penalty card (faced)
    how: str | None = None  # how it was established (Law 63A, 63B, 43B2b): its correction's facts say it
    found: dict[str, Any] = field(default_factory=dict)  # the director's findings about it since (Law 43B2c)


@dataclass
class PlayPending:
    """A choice the laws give during the play, waiting for the player who makes it."""

    item: int
    irregularity: str
    offender: Seat
    by: Seat
    choices: list[tuple[str, str | None]]
    card: Card | None = None
    fact: dict[str, Any] = field(default_factory=dict)


@dataclass
class Claim:
    """A claim or concession (Law 68) and how it was settled (Laws 69-71)."""

    item: int
    seat: Seat
    concession: bool
    tricks_for_claimer: int  # of the tricks still to be played, those the claimer's side takes
    remaining: int
    event: int
    stage: str = "made"
    settled: bool = False
    void: bool = False
    statement: bool = True  # Law 68C: the claim came with a statement of the line of play


@dataclass(frozen=True)
class PlayOutcome:
    """What the play produced: the contract played (after Law 54A, the new declarer) and the
    declarer's tricks, played, claimed and transferred."""

    contract: Contract
    played: int
    claimed: int
    transferred: int
    transfers: list[dict[str, Any]]
    tricks: int


def yes(value: str | None) -> bool | None:
    """A yes-or-no answer read as yes (the yes words of the vocabulary's ANSWER_WORDS), no, or none given."""
    if value is None:
        return None
    return str(value).lower() in ANSWER_WORDS["yes"]


def found_fields(book: Lawbook, fact: str, findings: Iterable[Event]) -> dict[str, Any]:
    """The fields of a `fact` the director's findings on its event set, as the laws asking the questions
    declare them (their `finding:`, lawbook/README.md): every field some law declares for that fact kind,
    with the value the answer gives, else the value it has when no finding is entered. Two findings that
    give one field two values contradict each other and are refused (nothing entered is silently dropped)."""
    out = book.finding_fields(fact)
    by: dict[str, Event] = {}
    for ev in findings:
        for d in book.findings_for(str(ev.law or "")):
            if d.fact != fact or d.stage is not None:
                continue
            value = d.value(ev.finding)
            if value is NOTHING:
                continue
            first = by.setdefault(d.field, ev)
            if first is not ev and out[d.field] != value:
                raise LogError(f"the findings under Law {first.law} ({first.finding}) and Law {ev.law} ({ev.finding}) "
                               f"contradict each other: {fact} {d.field} {out[d.field]!r} or {value!r}",
                               event=ev.index, field="finding",
                               zh=f"{law_zh(first.law)}的认定（{first.finding}）与{law_zh(ev.law)}的认定（{ev.finding}）"
                                  f"相互矛盾：{fact} {d.field} 为 {out[d.field]!r} 还是 {value!r}")
            out[d.field] = value
    return out


def in_vocabulary_order(fact: dict[str, Any], found: dict[str, Any]) -> dict[str, Any]:
    """The fact with the fields `found` added, each where the vocabulary lists it among the fact's fields
    (after the last field before it that the fact has), so a fact reads the same however it was built."""
    order = {name: i for i, name in enumerate(fact_fields(str(fact["kind"])))}
    items = list(fact.items())
    for name, value in found.items():
        keys = [k for k, _ in items]
        if name in keys:
            items[keys.index(name)] = (name, value)
            continue
        before = [n for n, k in enumerate(keys) if order.get(k, -1) < order[name] and k in order]
        items.insert(max(before) + 1 if before else len(items), (name, value))
    return dict(items)


def findings_by_event(events: tuple[Event, ...]) -> dict[int, list[Event]]:
    """Each finding belongs to the last event before it that is not a finding (or director call)."""
    out: dict[int, list[Event]] = {}
    last: int | None = None
    for ev in events:
        if ev.type == "finding":
            if last is not None:
                out.setdefault(last, []).append(ev)
        elif ev.type != "director":
            last = ev.index
    return out
