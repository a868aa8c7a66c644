"""Calls and their order (Law 18: bids, sufficiency, the rank of denominations; Law 19: doubles).

A call is a bid (1C … 7NT, also 8C and above, which Law 38 rules on), a pass `P`, a double `X`
or a redouble `XX`.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.cards import STRAIN_WORDS, STRAINS, SUIT_SYMBOL
from rulings.errors import Refusal

STRAIN_SYMBOLS = {w: s for w, s in STRAIN_WORDS.items() if len(w) == 1 and not w.isascii()}  # ♠ ♥ ♦ ♣ (♤ ♡ ♢ ♧)

_STRAIN_RANK = {s: i for i, s in enumerate(STRAINS)}  # Law 18E: clubs lowest, then D, H, S, NT
PASS_WORDS = {"P", "PASS", "不叫"}
DOUBLE_WORDS = {"X", "D", "DBL", "DOUBLE", "加倍"}
REDOUBLE_WORDS = {"XX", "R", "RDBL", "REDOUBLE", "再加倍"}


@dataclass(frozen=True)
class Call:
    kind: str  # bid | pass | double | redouble
    level: int = 0
    strain: str = ""  # C D H S NT (Law 18A: the denomination)

    @classmethod
    def parse(cls, text: str) -> Call:
        """Parse `1H`, `3NT`, `2N`, `P`, `X`, `XX`, `8C`; ValueError for anything else."""
        t = str(text).strip().upper()
        for word, strain in STRAIN_SYMBOLS.items():
            t = t.replace(word, strain)
        if t in PASS_WORDS:
            return cls("pass")
        if t in DOUBLE_WORDS:
            return cls("double")
        if t in REDOUBLE_WORDS:
            return cls("redouble")
        if len(t) >= 2 and t[0].isdigit():
            digits = ""
            while t and t[0].isdigit():
                digits, t = digits + t[0], t[1:]
            strain = {"N": "NT", "NT": "NT"}.get(t, t)
            level = int(digits) if len(digits) <= 2 else 0  # Law 38 rules on 8C…99NT; more is not a call
            if strain in STRAINS and level >= 1:
                return cls("bid", level, strain)
        raise Refusal(f"{text!r} is not a call (1C…7NT, P, X or XX)", f"{text!r} 不是叫品（1C…7NT、P、X 或 XX）")

    @property
    def is_bid(self) -> bool:
        return self.kind == "bid"

    @property
    def rank(self) -> int:
        """Law 18B/18E: the order of bids, 1C lowest; a higher rank is a sufficient bid over a lower."""
        return (self.level - 1) * 5 + _STRAIN_RANK[self.strain] if self.kind == "bid" else -1

    def __str__(self) -> str:
        if self.kind == "bid":
            return f"{self.level}{self.strain}"
        return {"pass": "P", "double": "X", "redouble": "XX"}[self.kind]

    @property
    def zh(self) -> str:
        if self.is_bid:
            return f"{self.level}{SUIT_SYMBOL[self.strain]}"
        return {"pass": "不叫", "double": "加倍", "redouble": "再加倍"}[self.kind]


def lowest_sufficient(previous: Call | None, strain: str) -> Call:
    """Law 27B1: the lowest sufficient bid in `strain` over `previous`."""
    level = 1
    while previous is not None and Call("bid", level, strain).rank <= previous.rank:
        level += 1
    return Call("bid", level, strain)
