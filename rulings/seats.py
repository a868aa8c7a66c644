"""Seats, rotation and the relations between players (definitions: 上家 RHO, 下家 LHO, 同伴 partner).

Law 17C: after the dealer, the auction proceeds clockwise.
"""

from __future__ import annotations

from enum import StrEnum

from rulings.errors import Refusal


class Seat(StrEnum):
    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def lho(self) -> Seat:
        """The left-hand opponent (下家), next in rotation."""
        return ORDER[(ORDER.index(self) + 1) % 4]

    @property
    def partner(self) -> Seat:
        """The partner (同伴)."""
        return ORDER[(ORDER.index(self) + 2) % 4]

    @property
    def rho(self) -> Seat:
        """The right-hand opponent (上家), previous in rotation."""
        return ORDER[(ORDER.index(self) + 3) % 4]

    @property
    def side(self) -> str:
        return "NS" if self in (Seat.N, Seat.S) else "EW"

    @property
    def zh(self) -> str:
        return SEAT_ZH[self]

    @property
    def en(self) -> str:
        return SEAT_EN[self]

    def relation_to(self, other: Seat) -> str:
        """What `other` is to this player: self | lho | partner | rho."""
        return RELATIONS[(ORDER.index(other) - ORDER.index(self)) % 4]

    def at(self, relation: str) -> Seat:
        """The seat standing in `relation` (self | lho | partner | rho) to this one."""
        return ORDER[(ORDER.index(self) + RELATIONS.index(relation)) % 4]


ORDER: tuple[Seat, ...] = (Seat.N, Seat.E, Seat.S, Seat.W)
RELATIONS: tuple[str, ...] = ("self", "lho", "partner", "rho")
# The one table of seat and vulnerability names (zh, en): everything else imports it.
SEAT_ZH = {Seat.N: "北", Seat.E: "东", Seat.S: "南", Seat.W: "西"}
SEAT_EN = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}
SIDE_ZH = {"NS": "南北", "EW": "东西"}
SIDE_EN = {"NS": "North-South", "EW": "East-West"}
RELATION_ZH = {"self": "本人", "lho": "下家", "partner": "同伴", "rho": "上家"}
SIDES = ("NS", "EW")
VULNERABILITIES = ("none", "NS", "EW", "both")
VULNERABILITY_ZH = {"none": "双无", "NS": "南北有局", "EW": "东西有局", "both": "双有"}
VULNERABILITY_EN = {"none": "neither side vulnerable", "NS": "North-South vulnerable", "EW": "East-West vulnerable",
                    "both": "both sides vulnerable"}
#: Every way a log, a board file or a request may write a vulnerability (Law 2), lower-cased.
VULNERABILITY_WORDS = {
    "none": "none", "nil": "none", "love": "none", "-": "none", "无": "none", "双无": "none",
    "ns": "NS", "n-s": "NS", "南北": "NS", "南北有局": "NS",
    "ew": "EW", "e-w": "EW", "东西": "EW", "东西有局": "EW",
    "both": "both", "all": "both", "双有": "both", "全": "both",
}


def is_vulnerable(seat: Seat, vulnerable: str) -> bool:
    """Whether the side of `seat` is vulnerable under a board's vulnerability (none | NS | EW | both)."""
    return vulnerable == "both" or vulnerable == seat.side


def parse_vulnerability(text: object) -> str:
    """A vulnerability (局况, Law 2): none | NS | EW | both, also 双无 南北 东西 双有; ValueError otherwise."""
    word = str(text).strip()
    found = VULNERABILITY_WORDS.get(word.lower())
    if found is None:
        raise Refusal(f"unknown vulnerability {word!r} (expected none, NS, EW or both)",
                      f"局况 {word!r} 不存在（应为 none、NS、EW、both，或 双无、南北、东西、双有）")
    return found


def seat_zh(seat: object) -> str:
    """A seat's name in Chinese as a director reads it (北家, 东家 …), from a Seat or its letter; anything
    else as it is written."""
    try:
        return SEAT_ZH[Seat(str(seat).upper())] + "家"
    except ValueError:
        return str(seat)


def parse_seat(text: str) -> Seat:
    """A seat from N/E/S/W (any case) or 北/东/南/西; ValueError otherwise."""
    t = str(text).strip()
    for seat, zh in SEAT_ZH.items():
        if t == zh:
            return seat
    try:
        return Seat(t.upper())
    except ValueError:
        raise Refusal(f"unknown seat {text!r} (expected N, E, S or W)",
                      f"座位 {text!r} 不存在（应为 N、E、S、W，或 北、东、南、西）") from None
