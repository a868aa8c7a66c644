"""Double-dummy evidence for the director (issue 17): `POST /api/analysis/assigned` — for the contracts
the director names as likely and at all probable for an assigned score (Law 12C2), their double-dummy
results and their scores for each side (Law 77), from `rulings.analysis.assigned`. Evidence beside the
assigned-score form, never the decision: the director chooses the result.

A deal the log model refuses (a hand of 12 cards, a card twice) is a 422 naming the field; a named
contract that cannot be read ("4S" without a declarer) or fewer than four hands is a 422 with its message.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

from rulings.analysis.assigned import assigned_scores
from rulings.errors import LogError
from rulings.log import parse_log
from rulings.seats import ORDER
from rulings.service import schemas

router = APIRouter(prefix="/api/analysis", tags=["双明手分析 analysis"])
ERRORS: dict[int | str, dict[str, Any]] = {
    422: {"model": schemas.ErrorResponse, "description": "牌或定约有误 — the hands or a named contract are not valid"},
}
EXAMPLE_HANDS: dict[str, Any] = {"N": "96432.85.T742.J8", "E": "T7.9632.J85.Q965", "S": "AKQ.AKQJT.AKQ.AK", "W": "J85.74.963.T7432"}

EXAMPLE_REQUEST: dict[str, Any] = {"hands": EXAMPLE_HANDS, "vulnerable": "NS", "likely": ["6S S"],
                                   "at_all_probable": ["7S S", "6NT S"]}


class AssignedRequest(BaseModel):
    """指定分的证据请求 — the deal and the contracts the director names (Law 12C2)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [EXAMPLE_REQUEST]})

    hands: dict[str, str] = Field(description="四家牌，PBN花色顺序 ♠.♥.♦.♣ — the four hands, N E S W, as 'AKQ.AKQJT.AKQ.AK'")
    vulnerable: str = Field("none", description="局况 none | NS | EW | both")
    likely: list[str] = Field([], max_length=20,
                              description="非违规方可能的结果：'定约 庄家' — likely results for the non-offenders, '4S N'")
    at_all_probable: list[str] = Field([], max_length=20,
                                       description="违规方稍有可能的结果 — at-all-probable results for the offenders, '5HX E'")


class NamedResult(BaseModel):
    """One named contract: its double-dummy tricks and its score for each side (Law 77)."""

    contract: str = Field(examples=["6S"])
    declarer: str = Field(examples=["S"])
    double_dummy: int = Field(description="庄家双明手赢墩数 — declarer's tricks with best play by all four")
    score: dict[str, int] = Field(description="{'NS': 980, 'EW': -980}")
    law: str = "77"


class AssignedResponse(BaseModel):
    """指定分的证据 — the figures for the named contracts (Law 12C2); the director decides."""

    law: str = "12C2"
    vulnerable: str
    likely: list[NamedResult]
    at_all_probable: list[NamedResult]


@router.post("/assigned", summary="指定分的双明手证据（第12条C款2项）— double-dummy figures for an assigned score (Law 12C2)",
             responses=ERRORS, response_model=AssignedResponse)
def post_assigned(req: AssignedRequest) -> dict[str, Any]:
    """Law 12C2: for each contract named as likely or at all probable, declarer's double-dummy tricks
    and the score for each side — evidence next to the assigned-score form, not the assigned score."""
    log = parse_log({"dealer": "N", "vulnerable": req.vulnerable, "hands": req.hands, "events": []})
    missing = [str(s) for s in ORDER if s not in log.hands]
    if missing:
        raise LogError(f"the double-dummy figures need the four hands; missing {' '.join(missing)}", field="hands",
                       zh=f"双明手计算需要四家的牌；缺 {' '.join(missing)}")
    return assigned_scores(log.hands, log.vulnerable, req.likely, req.at_all_probable)
