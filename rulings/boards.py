"""Law 2 (复式桥牌牌套): the dealer and vulnerability of a board from its number.

The table is data in the lawbook: `lawbook/ch02-preliminaries/law-02.yaml`, key `data.board_cycle`,
16 entries `{board: n, dealer: N|E|S|W, vulnerable: none|NS|EW|both}`. Boards 17 and on repeat the
cycle (第17副至32副牌套，以及以后每16副牌为一组，均依序重复使用上表的规定).
"""

from __future__ import annotations

import functools
from pathlib import Path

from rulings import yamlio
from rulings.errors import InputError, LawbookError
from rulings.lawbook import LAWBOOK_DIR
from rulings.seats import VULNERABILITIES, Seat, parse_seat

LAW_02 = LAWBOOK_DIR / "ch02-preliminaries" / "law-02.yaml"
CYCLE = 16


@functools.cache
def board_cycle(path: Path = LAW_02) -> tuple[tuple[Seat, str], ...]:
    """Law 2: (dealer, vulnerability) of boards 1–16, read from the lawbook; LawbookError if malformed."""
    try:
        data = yamlio.load(path.read_text(encoding="utf-8"), max_depth=64)
    except (OSError, UnicodeDecodeError) as exc:
        raise LawbookError(f"cannot read the Law 2 board table: {exc}", path=str(path)) from None
    except yamlio.YamlError as exc:
        raise LawbookError(f"not valid YAML: {exc.message}", path=str(path), line=exc.line) from None
    rows = ((data or {}).get("data") or {}).get("board_cycle") if isinstance(data, dict) else None
    if not isinstance(rows, list) or len(rows) != CYCLE:
        raise LawbookError(f"data.board_cycle must list the {CYCLE} boards of Law 2", path=str(path))
    out: list[tuple[Seat, str]] = []
    for number, row in enumerate(rows, 1):
        if not isinstance(row, dict) or row.get("board") != number:
            raise LawbookError(f"data.board_cycle entry {number} must be board {number}", path=str(path))
        try:
            dealer = parse_seat(str(row.get("dealer")))
        except ValueError as exc:
            raise LawbookError(f"data.board_cycle board {number}: {exc}", path=str(path)) from None
        vulnerable = row.get("vulnerable")
        if vulnerable not in VULNERABILITIES:
            raise LawbookError(f"data.board_cycle board {number}: vulnerable must be one of"
                               f" {', '.join(VULNERABILITIES)}, not {vulnerable!r}", path=str(path))
        out.append((dealer, vulnerable))
    return tuple(out)


def conditions(board: int) -> tuple[Seat, str]:
    """Law 2: (dealer, vulnerability) of a board; boards 17 and on repeat the cycle of 16."""
    if isinstance(board, bool) or not isinstance(board, int) or board < 1:
        raise InputError(f"牌号必须是正整数，不能是 {board!r} — a board number is a whole number from 1, not {board!r}")
    return board_cycle()[(board - 1) % CYCLE]
