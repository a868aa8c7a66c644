"""The ruling JSON's typed contract (README, "The ruling JSON"): what `rulings rule --json` prints and
`POST /api/rulings` answers.

The models name every field a client may rely on; each keeps the fields it does not name
(`extra="allow"`), so a new rectification parameter reaches the client before the model documents
it. Citations are `ref` paths (31A2b = 第31条A款2(b)); every rectification item names its `law`.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class Words(_Open):
    """Chinese text with the English beside it."""

    zh: str
    en: str = ""


class Citation(_Open):
    """A citation: the section's path, the law's number and title, the section's title and text."""

    ref: str = Field(description="citation path, 31A2b = 第31条A款2(b)", examples=["31A2b"])
    law: int
    title: str
    title_en: str | None = None
    section_title: str | None = None
    section_title_en: str | None = None
    heading: str = Field(description="第31条A款2(b)")
    heading_en: str | None = Field(None, description="Law 31A2(b)")
    kind: str | None = Field(None, description="mechanical | judgment | procedural")
    text: str


class JudgmentAnswer(_Open):
    answer: Words
    then: Words | None = None


class Evidence(_Open):
    """证据 — the analysis that informs a judgment about the play (Laws 64C, 70, 71), never its verdict:
    `kind` claim | concession | revoke; `analysis` the figures of `rulings analyse` for that claim
    (double_dummy, worst_normal, outstanding_trumps, lines, for a concession could_not_lose and
    already) or revoke (result_with_transfer, double_dummy_without_revoke, replacements); `skipped`
    says why figures are left out (the four hands unknown, the search cut short)."""

    kind: str = Field(description="claim | concession | revoke", examples=["claim"])
    law: str = Field(description="the judgment law it informs", examples=["70"])
    note: Words
    analysis: dict[str, Any] | None = None
    skipped: Words | None = None


class DirectorJudgment(_Open):
    """A question a judgment law puts to the director, and what follows from each answer; `evidence`
    (with `rulings rule --evidence` and from the service) the double-dummy analysis that informs it."""

    law: str
    heading: str
    heading_en: str | None = None
    question: Words
    answers: list[JudgmentAnswer] = []
    text: str | None = None
    worded_by: str | None = Field(None, description="the section whose question it is, when the judgment is filed "
                                  "under another law (Law 50C, 50D1: the penalty card's information, under 16A)")
    evidence: Evidence | None = None


class Rectification(_Open):
    """One consequence of the ruling (forced_pass, lead_penalty, penalty_card, trick_transfer,
    director_judgment, …), with the law that produced it; the other fields depend on the kind."""

    kind: str = Field(examples=["forced_pass"])
    law: str | None = Field(None, description="the citation path of the rule that produced it")
    seat: str | None = None


class Continuation(_Open):
    """What follows a decline when the next calls are these (Laws 27B, 31A, 32B)."""

    citations: list[Citation] = []
    rectification: list[Rectification] = []


class Option(_Open):
    """A choice the laws give (accept | decline, or a play choice) and what follows from it."""

    by: str | None = None
    choice: str
    citations: list[Citation] = []
    rectification: list[Rectification] = []
    then: list[Continuation] | None = None


class TraceStep(_Open):
    """One rule firing: the rule (its id is its citation path) and the facts it fired on."""

    rule: str
    ref: str
    facts: list[dict[str, Any]]


class RulingItem(_Open):
    """One irregularity: the event it was found at, the offender, citations, rectification,
    the options and director's judgments it leads to, and the trace of rule firings."""

    event: int
    irregularity: str
    offender: str | None
    citations: list[Citation]
    rectification: list[Rectification]
    options: list[Option] = []
    director_judgments: list[DirectorJudgment] = []
    findings: list[Any] = []
    trace: list[TraceStep] = []


class ContractState(_Open):
    """The contract (Law 22) as the auction left it."""

    level: int
    strain: str
    doubled: int = Field(description="0 undoubled, 1 doubled, 2 redoubled")
    declarer: str
    text: str = Field(examples=["4SX"])
    dummy: str | None = None
    opening_leader: str | None = None


class Pending(_Open):
    """A choice the laws give that nobody has made yet."""

    irregularity: str
    by: str | None
    choices: list[str]
    event: int


class State(_Open):
    """The state of the table under the ruling: phase (auction | passed_out | play | over), who acts
    next, the auction with cancelled calls, restrictions in force, the contract, and in the play the
    tricks and the result (Laws 77, 79)."""

    phase: str
    next_to_act: str | None = None
    auction: list[dict[str, Any]] = []
    forced_passes: list[dict[str, Any]] = []
    lead_penalties: list[dict[str, Any]] = []
    penalty_cards: list[dict[str, Any]] = []
    pending: Pending | None = None
    contract: ContractState | None = None
    result: dict[str, Any] | None = None


class Ruling(_Open):
    """裁决 — the ruling JSON of `rulings rule --json` (public contract)."""

    contract_version: int | None = None
    board: int | None = None
    dealer: str | None = None
    vulnerable: str | None = None
    rulings: list[RulingItem]
    state: State
    lawbook: dict[str, Any] | None = None
    engine: str | None = None


class ExplainedRuling(BaseModel):
    """`POST /api/rulings/explain`: the ruling and the words the console shows beside it."""

    ruling: Ruling
    words: dict[str, Any]
