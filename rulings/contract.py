"""The contract (定约, Law 22), one value type for the auction, the play, the scores and the records.

>>> c = Contract.parse("4SX")
>>> str(c), c.zh, c.doubled
('4SX', '4♠加倍', 1)
>>> str(Contract.parse("3N", declarer=Seat.S))
'3NT S'

Law 22: the auction ends; the last bid becomes the contract, doubled or redoubled by the last double
or redouble after it; the declarer is the player of the declaring side who first named its
denomination (`Contract.from_auction`). Law 77 scores a contract of level 1 to 7 (a bid of 8 or more
is cancelled under Law 38, never played).

A deal passed out (四家不叫, Law 22A: four passes, no contract) has no Contract: a record says so with
the one value `PASSED_OUT`, so a record's contract is `Contract | PassedOut | None` (None: not given).
`parse_recorded` reads a record's contract text and hands every contract to `Contract.parse`, the one
parser of a contract's text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from rulings.calls import Call
from rulings.cards import STRAIN_WORDS, STRAINS, SUIT_SYMBOL
from rulings.seats import SIDES, Seat

DOUBLED_TEXT = ("", "X", "XX")
DOUBLED_ZH = ("", "加倍", "再加倍")
DOUBLED_EN = ("undoubled", "doubled", "redoubled")


@dataclass(frozen=True)
class Contract:
    """Level 1-7, strain C D H S NT, doubled 0 (undoubled), 1 (doubled) or 2 (redoubled), and the
    declarer where known (a score needs it given beside; the table models always know it)."""

    level: int
    strain: str
    doubled: int = 0
    declarer: Seat | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.level, int) or isinstance(self.level, bool) or not 1 <= self.level <= 7:
            raise ValueError(f"contract level must be 1 to 7, not {self.level!r}")
        if self.strain not in STRAINS:
            raise ValueError(f"contract strain must be one of {', '.join(STRAINS)}, not {self.strain!r}")
        if self.doubled not in (0, 1, 2):
            raise ValueError(f"doubled must be 0, 1 (doubled) or 2 (redoubled), not {self.doubled!r}")
        if self.declarer is not None and not isinstance(self.declarer, Seat):
            raise ValueError(f"declarer must be a Seat, not {self.declarer!r}")

    @classmethod
    def parse(cls, text: str, declarer: Seat | None = None) -> Contract:
        """`4S`, `4SX`, `4SXX`, `3NT`, `3N`, `4♠X`, `4S-X`, `7D加倍`; ValueError (Chinese, then English)."""
        raw = str(text).strip()
        t = raw.replace(" ", "").replace("-", "").replace("再加倍", "XX").replace("加倍", "X").upper()
        doubled = 0
        if t.endswith("XX"):
            doubled, t = 2, t[:-2]
        elif t.endswith("X"):
            doubled, t = 1, t[:-1]
        digits = ""
        while t and t[0].isdigit():
            digits, t = digits + t[0], t[1:]
        if not digits:
            raise ValueError(f"定约 {raw!r} 缺少线位（应写作 4S、3NT、4SX、4SXX）— contract {raw!r} has no level")
        level = int(digits) if len(digits) <= 3 else 1000  # no int() of a 5,000-digit string
        strain = STRAIN_WORDS.get(t)
        if strain is None:
            raise ValueError(f"定约 {raw!r} 的定约名目 {t!r} 不认识（应为 C D H S NT）"
                             f" — unknown strain {t!r} in contract {raw!r} (expected C, D, H, S or NT)")
        if not 1 <= level <= 7:
            raise ValueError(f"定约线位必须是1至7（第77条）：{raw!r} — contract level must be 1 to 7, not {digits}")
        return cls(level, strain, doubled, declarer)

    @classmethod
    def from_auction(cls, calls: Iterable[tuple[Seat, Call]]) -> Contract | None:
        """The contract reached by a legal auction, given as (seat, call) pairs in table order.

        Law 22: the last bid is the contract. The declarer is the first player of the side that made
        the last bid to have named its strain at any point in the auction. The contract is doubled or
        redoubled by the last double or redouble made after the last bid. None if no bid was made
        (the deal is passed out).
        """
        pairs = list(calls)
        last_index = None
        for i, (_, call) in enumerate(pairs):
            if call.is_bid:
                last_index = i
        if last_index is None:
            return None
        bidder, bid = pairs[last_index]
        declarer = next(seat for seat, call in pairs
                        if call.is_bid and call.strain == bid.strain and seat.side == bidder.side)
        doubled = 0
        for _, call in pairs[last_index + 1:]:
            if call.kind == "double":
                doubled = 1
            elif call.kind == "redouble":
                doubled = 2
        return cls(bid.level, bid.strain, doubled, declarer)

    def __str__(self) -> str:
        """`4SX`, and `4SX S` when the declarer is known."""
        return self.text + (f" {self.declarer}" if self.declarer is not None else "")

    @property
    def text(self) -> str:
        """`4SX`: level, strain, X or XX."""
        return f"{self.level}{self.strain}{DOUBLED_TEXT[self.doubled]}"

    @property
    def zh(self) -> str:
        """`4♠加倍`, `3NT再加倍`."""
        return f"{self.level}{SUIT_SYMBOL[self.strain]}{DOUBLED_ZH[self.doubled]}"

    @property
    def doubling(self) -> int:
        """The name the scores used for `doubled`."""
        return self.doubled

    @property
    def trump(self) -> str | None:
        """The trump suit, None at notrump."""
        return None if self.strain == "NT" else self.strain

    @property
    def declarer_seat(self) -> Seat:
        """The declarer, for a contract that names him (the table models' always does; a record's may
        not): ValueError when it does not."""
        if self.declarer is None:
            raise ValueError(f"contract {self} has no declarer")
        return self.declarer

    @property
    def dummy(self) -> Seat:
        """Declarer's partner (Law 41D)."""
        return self.declarer_seat.partner

    @property
    def declaring_side(self) -> str:
        return self.declarer_seat.side

    @property
    def defending_side(self) -> str:
        return other_side(self.declarer_seat.side)

    @property
    def tricks_needed(self) -> int:
        """The book of six plus the level: the tricks declarer contracted to win (Law 77)."""
        return self.level + 6


def other_side(side: str) -> str:
    """NS <-> EW."""
    if side not in SIDES:
        raise ValueError(f"side must be NS or EW, not {side!r}")
    return "EW" if side == "NS" else "NS"


class PassedOut:
    """四家不叫 — the deal passed out (Law 22A): the auction ended with four passes and there is no
    contract. One value, `PASSED_OUT`; `text` is PBN's `Pass`."""

    _one: PassedOut | None = None
    text: Final = "Pass"
    zh: Final = "四家不叫"

    def __new__(cls) -> PassedOut:
        if cls._one is None:
            cls._one = super().__new__(cls)
        return cls._one

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return "PASSED_OUT"


PASSED_OUT: Final = PassedOut()
_NOT_GIVEN = ("", "?", "-")
_PASS_WORDS = ("PASS", "P", "AP")
_OLD_DOUBLING = re.compile(r"([1-7](?:NT|N|S|H|D|C))(R|D)")  # `4SD` doubled, `4SR` redoubled


def parse_recorded(text: str) -> Contract | PassedOut | None:
    """A record's contract (the PBN Contract tag, a LIN or an audited record): None when not given
    (empty, `?`, `-`), `PASSED_OUT` for `Pass` / `P` / `AP`, else the Contract of `Contract.parse`
    (PBN's `*` and the `D` / `R` suffixes some programs write for doubled / redoubled read as X / XX).
    ValueError for anything else."""
    t = str(text).strip().upper().replace("*", "X")
    if t in _NOT_GIVEN:
        return None
    if t in _PASS_WORDS:
        return PASSED_OUT
    old = _OLD_DOUBLING.fullmatch(t)
    if old:
        t = old.group(1) + ("XX" if old.group(2) == "R" else "X")
    try:
        return Contract.parse(t)
    except ValueError as exc:
        raise ValueError(f"{text!r} is not a contract (4H, 3NTX, 6SXX, Pass): {exc}") from None
