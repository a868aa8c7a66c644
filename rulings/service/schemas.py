"""JSON schemas and response models of the service, for the OpenAPI document at `/docs`.

The event log schema documents the input of `rulings rule` (see `rulings.log`); the log model itself
(`parse_log`) is the validator: a request that passes this schema can still be refused by it, with a
422 naming the event and field.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, Field

FiniteFloat = Annotated[float, Field(allow_inf_nan=False)]

SEAT: dict[str, Any] = {"type": "string", "enum": ["N", "E", "S", "W"], "description": "座位 seat"}
CALL: dict[str, Any] = {"type": "string", "pattern": r"^([1-8](C|D|H|S|NT)|P|X|XX)$",
                        "description": "叫品 call: 1C…7NT (8C+ for Law 38), P, X, XX", "examples": ["1H"]}
CARD: dict[str, Any] = {"type": "string", "pattern": r"^[SHDC][2-9TJQKA]$", "description": "牌张 card: suit then rank"}
SUIT: dict[str, Any] = {"type": "string", "enum": ["S", "H", "D", "C"]}
NOTE: dict[str, Any] = {"type": "string"}


def _event(key: str, value: dict[str, Any], *, seat: bool = True, **extra: dict[str, Any]) -> dict[str, Any]:
    props: dict[str, Any] = {key: value, "note": NOTE, **extra}
    required = [key]
    if seat:
        props["seat"] = SEAT
        required.insert(0, "seat")
    return {"type": "object", "title": key, "properties": props, "required": required,
            "additionalProperties": False}


CHOICE: dict[str, Any] = {"oneOf": [
    {"type": "string", "enum": ["accept", "decline"]},
    {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
     "properties": {"require_lead": SUIT, "forbid_lead": SUIT, "penalty_card": CARD,
                    "require_play": {"type": "string", "enum": ["highest", "lowest"]}, "forbid_play": SUIT,
                    "lead_from": SEAT}},
]}

EVENT: dict[str, Any] = {"oneOf": [
    _event("call", CALL, conventional={"type": "boolean"}, suits={"type": "array", "items": SUIT},
           replaces={"type": "boolean"}, inadvertent={"type": "boolean"}, simultaneous={"type": "boolean"},
           alert={"type": "boolean"}, explanation={"type": "string"}),
    _event("director", {"type": "boolean", "const": True}, seat=False),
    _event("choose", CHOICE),
    _event("expose", {"type": "array", "items": CARD, "minItems": 1}, premature_lead={"type": "boolean"}),
    _event("lead", CARD, face_down={"type": "boolean"}),
    _event("play", CARD, replaces={"type": "boolean"}),
    _event("designate", {"type": "string", "examples": ["high", "low", "S", "K"]}),
    _event("claim", {"type": "integer", "minimum": 0, "maximum": 13}, statement={"type": "string"}),
    _event("concede", {"type": "integer", "minimum": 0, "maximum": 13}),
    _event("object", {"type": "boolean", "const": True}),
    _event("finding", {"type": "string", "minLength": 1}, seat=False, law={"type": "string"}),
]}

EVENT_LOG: dict[str, Any] = {
    "type": "object",
    "title": "EventLog",
    "description": "一副牌的事件记录 — the event log of a deal (the input of `rulings rule`).",
    "properties": {
        "board": {"type": "integer", "minimum": 1, "description": "牌号：第2条定发牌人和局况 — board (Law 2)"},
        "dealer": SEAT,
        "vulnerable": {"type": "string", "enum": ["none", "NS", "EW", "both"]},
        "title": {"type": "string"},
        "hands": {"type": "object", "description": "PBN order S.H.D.C",
                  "properties": {s: {"type": "string"} for s in "NESW"}, "additionalProperties": False},
        "events": {"type": "array", "items": EVENT, "maxItems": 500},
        "notes": {},
        "source": {"type": "string"},
    },
    "additionalProperties": False,
    "examples": [{"dealer": "N", "vulnerable": "none",
                  "events": [{"seat": "N", "call": "1H"}, {"seat": "S", "call": "2C"}, {"director": True}]}],
}

RULING: dict[str, Any] = {
    "type": "object",
    "description": "裁决 — the ruling JSON of `rulings rule --json` (public contract).",
    "required": ["rulings", "state"],
    "properties": {"rulings": {"type": "array", "items": {"type": "object"}}, "state": {"type": "object"}},
}


MAX_DEPTH = 32  # a log nests four levels deep (log, events, event, cards), a board file five


def nesting_depth(data: Any) -> int:
    """How deeply `data` nests lists and mappings, counted without recursion (stops past MAX_DEPTH)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, dict | list):
            deepest = max(deepest, level)
            if level > MAX_DEPTH:
                break
            stack.extend((child, level + 1) for child in (node.values() if isinstance(node, dict) else node))
    return deepest


def request_body(schema: dict[str, Any]) -> dict[str, Any]:
    """An `openapi_extra` that documents a JSON request body with `schema`."""
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": schema}}}}


class ErrorItem(BaseModel):
    """One problem with a request: where (`loc`), what (`msg`), and for an event log the event and field."""

    loc: list[str | int]
    msg: str
    type: str = "value_error"
    event: int | None = None
    field: str | None = None


class ErrorResponse(BaseModel):
    """422: `{"detail": [{"loc": ["body", "events", 3, "call"], "msg": …, "event": 3, "field": "call"}]}`."""

    detail: list[ErrorItem]


class Unavailable(BaseModel):
    """503 (the rules engine crashed twice or timed out) and 404: one message, Chinese then English."""

    detail: str


class ScoreRequest(BaseModel):
    """Law 77: a contract, its declarer, the tricks taken and the vulnerability (or the board number)."""

    contract: str = Field(examples=["4SX"], description="定约 4S, 3NT, 6HXX …")
    declarer: str = Field(examples=["S"], description="庄家 N E S W")
    tricks: int = Field(ge=0, le=13, strict=True, description="庄家一方赢墩数 tricks taken by declarer's side (a number, never true/false)")
    vulnerable: str | None = Field(default=None, examples=["both"], description="局况 none | NS | EW | both")
    board: int | None = Field(default=None, ge=1, strict=True, description="牌号：按第2条定局况 — Law 2 gives the vulnerability")


class ImpsRequest(BaseModel):
    """Law 78B: a difference in total points, or two scores (the first minus the second)."""

    difference: FiniteFloat | None = Field(default=None, examples=[450])
    scores: list[FiniteFloat] | None = Field(default=None, min_length=2, max_length=2, examples=[[620, 170]])


class BoardConditions(BaseModel):
    """Law 2: a board's dealer and vulnerability."""

    board: int
    dealer: str
    vulnerable: str
    dealer_zh: str
    vulnerable_zh: str
    vulnerable_en: str
    law: str = "2"
