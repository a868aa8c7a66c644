"""Assigned scores (Law 12C2): for the contracts the director names — for the non-offending side the
most favourable result that was likely, for the offending side the most unfavourable result that was
at all probable — their double-dummy results and their scores for each side (Law 77), as evidence on
the assigned-score form. The director chooses; this module only works the figures out.

Shape (JSON, for the command line, the API and the case page):
`{"law": "12C2", "vulnerable": "NS", "likely": [{"contract": "4S", "declarer": "N", "double_dummy": 10,
"score": {"NS": 620, "EW": -620}, "law": "77"}], "at_all_probable": [...]}`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rulings.analysis import solver
from rulings.cards import Card
from rulings.errors import InputError
from rulings.scoring import parse_contract, score
from rulings.seats import Seat, parse_seat

__all__ = ["assigned_scores", "parse_named_contract"]


def parse_named_contract(text: str) -> tuple[str, Seat]:
    """`4S N`, `4SX E`, `3NT S`, `4♠加倍 北`: the contract (Law 77 form) and its declarer; InputError
    (one line) when either part is missing or wrong."""
    words = str(text).replace("/", " ").split()
    if len(words) != 2:
        raise InputError(f"指定的定约 {text!r} 应写作 定约 庄家，如 '4S N' — a named contract is contract and "
                         f"declarer, such as '4S N', not {text!r}")
    contract = parse_contract(words[0])
    try:
        seat = parse_seat(words[1])
    except ValueError as exc:
        raise InputError(f"指定的定约 {text!r}：{exc} — named contract {text!r}: {exc}") from None
    return str(contract), seat


def _entry(text: str, table: Mapping[Seat, Mapping[str, int]], vulnerable: str) -> dict[str, Any]:
    contract, declarer = parse_named_contract(text)
    strain = parse_contract(contract).strain
    tricks = table[declarer][strain]
    law77 = score(contract, declarer, tricks, vulnerable)
    return {"contract": contract, "declarer": str(declarer), "double_dummy": tricks,
            "score": {"NS": law77.ns, "EW": law77.ew}, "law": "77"}


def assigned_scores(hands: Mapping[Seat, Iterable[Card]], vulnerable: str, likely: Sequence[str] = (),
                    at_all_probable: Sequence[str] = (),
                    table: Mapping[Seat, Mapping[str, int]] | None = None) -> dict[str, Any]:
    """The figures for the contracts the director names (see the module docstring). `table` is the
    deal's double-dummy table when already worked out (`solver.dd_table`)."""
    table = table if table is not None else solver.dd_table(hands)
    return {"law": "12C2", "vulnerable": vulnerable,
            "likely": [_entry(t, table, vulnerable) for t in likely],
            "at_all_probable": [_entry(t, table, vulnerable) for t in at_all_probable]}
