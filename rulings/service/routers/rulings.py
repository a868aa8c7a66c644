"""Rulings for the director: an event log in, the ruling JSON out (the same as `rulings rule --json`).

`POST /api/rulings` is the public contract: its answer is `rule(parse_log(body))` with the double-dummy
evidence under the judgments about the play (`rulings rule --evidence`; Laws 64C, 70, 71). The log is
ruled in a worker process of the engine pool (`rulings.service.pool`). A log the model refuses is a
422 naming the event and field; a crashed or hung engine is a 503.
`POST /api/rulings/explain` adds the words the console shows (Chinese and English) beside the ruling.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Request

from rulings import eventlog
from rulings.errors import LogError
from rulings.service import schemas
from rulings.service.deps import PoolDep, client_of
from rulings.service.words import event_words, ruling_words

router = APIRouter(prefix="/api", tags=["裁决 rulings"])

ERRORS: dict[int | str, dict[str, Any]] = {
    413: {"model": schemas.ErrorResponse, "description": "请求体过大 — the request body is too large"},
    429: {"model": schemas.Unavailable, "description": "同一客户端请求过多 — too many rulings from this client (Retry-After)"},
    422: {"model": schemas.ErrorResponse, "description": "记录有误 — the log is not valid (event, field)"},
    503: {"model": schemas.Unavailable, "description": "规则引擎暂不可用 — the rules engine crashed or timed out"},
}
LogBody = Annotated[dict[str, Any], Body(description="事件记录 — the event log (same schema as the CLI)")]
MAX_EVENTS = eventlog.MAX_EVENTS  # the same limit as the CLI's (rulings.eventlog)


def check_size(data: dict[str, Any]) -> None:
    """Refuse, as a 422 naming the field, a log too long or too deeply nested to be a table's log."""
    events = data.get("events")
    if isinstance(events, list) and len(events) > MAX_EVENTS:
        raise LogError(f"at most {MAX_EVENTS} events in one log, not {len(events)}", field="events",
                       zh=f"一份记录最多{MAX_EVENTS}项事件，不是{len(events)}项")
    if schemas.nesting_depth(data) > schemas.MAX_DEPTH:
        raise LogError(f"the log nests more than {schemas.MAX_DEPTH} levels deep",
                       zh=f"事件记录嵌套超过{schemas.MAX_DEPTH}层")


@router.post("/rulings", summary="对事件记录作出裁决 — rule on an event log", responses=ERRORS,
             openapi_extra=schemas.request_body(schemas.EVENT_LOG),
             response_model=schemas.Ruling, response_model_exclude_unset=True,
             response_description="裁决JSON — the ruling JSON of `rulings rule --json`")
async def post_ruling(data: LogBody, pool: PoolDep, request: Request) -> dict[str, Any]:
    """The ruling on an event log: the JSON of `rulings rule --json` (Laws 17-40, and play where built)."""
    check_size(data)
    return await pool.rule(data, client_of(request))


@router.post("/rulings/explain", summary="裁决及其文字 — the ruling with its words", responses=ERRORS,
             openapi_extra=schemas.request_body(schemas.EVENT_LOG),
             response_model=schemas.ExplainedRuling, response_model_exclude_unset=True)
async def explain_ruling(data: LogBody, pool: PoolDep, request: Request) -> dict[str, Any]:
    """`{"ruling": <as POST /api/rulings>, "words": <each part in Chinese and English>}` for the console."""
    check_size(data)
    ruling = await pool.rule(data, client_of(request))
    words = ruling_words(ruling)
    words["events"] = event_words(data.get("events") or [])
    return {"ruling": ruling, "words": words}
