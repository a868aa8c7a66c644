"""JSON schemas and response models of the service, for the OpenAPI document at `/docs`.

The event log and the ruling are the library's typed contracts (`rulings.eventlog.EventLog`,
`rulings.ruling_json.Ruling`): the request body is documented with the first, validated by
`parse_log` (which uses the same models) in the worker, and a 422 names the event and field; the
answer is validated and documented with the second.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, Field

from rulings.eventlog import EventLog
from rulings.ruling_json import ExplainedRuling, Ruling

__all__ = ["EVENT_LOG", "MAX_DEPTH", "ExplainedRuling", "Ruling", "inline_schema", "nesting_depth", "request_body"]

FiniteFloat = Annotated[float, Field(allow_inf_nan=False)]

def inline_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema of `model` with every `$ref` replaced by the definition it names, so it can sit
    inside an operation of the OpenAPI document (whose `#/...` references start at the document)."""
    schema = model.model_json_schema()
    defs = schema.pop("$defs", {})

    def resolve(node: Any, seen: tuple[str, ...] = ()) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                name = ref.removeprefix("#/$defs/")
                if name in seen:  # a recursive model: keep the reference rather than loop
                    return node
                rest = {k: v for k, v in node.items() if k != "$ref"}
                return {**resolve(defs[name], (*seen, name)), **resolve(rest, seen)}
            return {k: resolve(v, seen) for k, v in node.items()}
        if isinstance(node, list):
            return [resolve(v, seen) for v in node]
        return node

    return resolve(schema)


#: The request body of `POST /api/rulings`, from the typed contract `rulings.eventlog.EventLog`: one
#: schema per event kind (`rulings.eventlog.EVENT_MODELS`, the one list of them).
EVENT_LOG: dict[str, Any] = inline_schema(EventLog)


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
    """One problem with a request: where (`loc`), what (`msg`; for an event log `msg_zh` too, the message in
    Chinese where it has one), and for an event log the event and field."""

    loc: list[str | int]
    msg: str
    msg_zh: str | None = Field(None, description="该问题的中文说明（事件记录有误时）— the message in Chinese, where it has one")
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
