"""Scores for the director: Law 77 (a contract's score), Law 78B (IMPs) and a whole board (Laws 78,
12C, 86, 88), all from `rulings.scoring` — the same as `rulings score`, `rulings imps`, `rulings board`.

Each answer is the `to_dict()` of the scoring result, and carries `law`. A request the scoring code
refuses (a contract of 8, 14 tricks, an unknown vulnerability) is a 422 with its message.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Annotated, Any

from fastapi import APIRouter, Body

from rulings import scoring
from rulings.errors import InputError
from rulings.service import schemas

router = APIRouter(prefix="/api", tags=["记分 scores"])
log = logging.getLogger(__name__)
ERRORS: dict[int | str, dict[str, Any]] = {422: {"model": schemas.ErrorResponse, "description": "请求有误 — bad request"}}

BOARD_SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "一副牌的全部成绩（格式见 rulings.scoring）— a board's results, as in `rulings board`",
    "properties": {
        "board": {"type": "integer", "minimum": 1},
        "vulnerable": {"type": "string", "enum": ["none", "NS", "EW", "both"]},
        "scoring": {"type": "string", "enum": list(scoring.SCORING_FORMS)},
        "form": {"type": "string", "enum": list(scoring.BOARD_FORMS),
                 "description": "比赛形式：双人赛或个人赛（第88条、第89条）— form of contest: pairs or individual"},
        "session": {"type": "object", "additionalProperties": {"type": "number", "minimum": 0, "maximum": 100}},
        "results": {"type": "array", "minItems": 1, "items": {"type": "object"}},
    },
    "required": ["results"],
    "additionalProperties": False,
    "examples": [{"board": 5, "scoring": "matchpoints", "results": [
        {"ns": "1", "ew": "11", "contract": "4H", "declarer": "S", "tricks": 10},
        {"ns": "2", "ew": "12", "contract": "4H", "declarer": "S", "tricks": 9},
        {"ns": "3", "ew": "13", "artificial": "average_plus"}]}],
}


@router.post("/score", summary="定约记分（第77条）— score a contract (Law 77)", responses=ERRORS)
def post_score(req: schemas.ScoreRequest) -> dict[str, Any]:
    """Law 77: the score of a contract and result, with the breakdown line by line."""
    if req.vulnerable is not None:
        vulnerable = scoring.parse_vulnerability(req.vulnerable)
    elif req.board is not None:
        vulnerable = scoring.board_vulnerability(req.board)
    else:
        raise InputError("需要 vulnerable（局况）或 board（牌号）— give 'vulnerable' or 'board'")
    return scoring.score(req.contract, req.declarer, req.tricks, vulnerable).to_dict()


@router.post("/imps", summary="分差换算IMP（第78条B款）— IMPs for a difference (Law 78B)", responses=ERRORS)
def post_imps(req: schemas.ImpsRequest) -> dict[str, Any]:
    """Law 78B: IMPs for `difference`, or for two `scores` (the first minus the second)."""
    if req.difference is not None and req.scores is None:
        difference = req.difference
    elif req.scores is not None and req.difference is None:
        difference = req.scores[0] - req.scores[1]
    else:
        raise InputError("给出 difference（分差）或 scores（两个得分）之一 — give 'difference' or 'scores', not both")
    return scoring.imps(difference).to_dict()


@router.post("/board", summary="一副牌的比赛分/IMP/总分 — score a whole board (Laws 78, 12C, 86, 88)",
             responses=ERRORS, openapi_extra=schemas.request_body(BOARD_SCHEMA))
def post_board(data: Annotated[dict[str, Any], Body()]) -> dict[str, Any]:
    """Matchpoints (78A), IMPs (78B) or total points (78C) for every table, adjusted scores included."""
    if schemas.nesting_depth(data) > schemas.MAX_DEPTH:
        raise InputError(f"成绩文件嵌套超过{schemas.MAX_DEPTH}层 — the board nests more than {schemas.MAX_DEPTH} levels deep")
    text = json.dumps(data, ensure_ascii=False, indent=1)
    try:
        board = scoring.parse_board(text)
    except InputError as exc:  # the line numbers count lines of the re-serialised body: drop them
        raise InputError(re.sub(r"^line \d+: ", "", str(exc))) from None
    except Exception as exc:  # the board reader choked on malformed input: still bad input, and logged
        log.warning("parse_board raised on a request body", exc_info=True)
        raise InputError(f"成绩无法读取 — the board cannot be read ({type(exc).__name__}: {exc})") from None
    return scoring.score_board(board).to_dict()
