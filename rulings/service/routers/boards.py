"""Law 2 for the console: a board's dealer and vulnerability from its number (`rulings.boards`)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from rulings.boards import conditions
from rulings.seats import SEAT_ZH, VULNERABILITY_ZH
from rulings.service import schemas
from rulings.service.words import VULNERABILITY_EN

router = APIRouter(prefix="/api", tags=["牌套 boards"])


@router.get("/boards/{n}", summary="牌号定发牌人和局况（第2条）— dealer and vulnerability (Law 2)",
            response_model=schemas.BoardConditions)
def get_board(n: Annotated[int, Path(ge=1, le=1_000_000, description="牌号 board number")]) -> schemas.BoardConditions:
    """Law 2: boards 1-16 in the lawbook's cycle; boards 17 and on repeat it."""
    dealer, vulnerable = conditions(n)
    return schemas.BoardConditions(board=n, dealer=str(dealer), vulnerable=vulnerable,
                                   dealer_zh=SEAT_ZH[dealer], vulnerable_zh=VULNERABILITY_ZH[vulnerable],
                                   vulnerable_en=VULNERABILITY_EN[vulnerable])
