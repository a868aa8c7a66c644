"""The double-dummy solver (双明手分析): the one door to Bo Haglund's DDS, through the endplay package.

Nothing else in `rulings` imports endplay (a test checks it): every analysis of the play — the
double-dummy table and par of a deal, a claim (Laws 68–71), a revoke's equity (64C), an assigned
score (12C2) — asks this module, in the project's own types (`Seat`, `Card`, strain text).

A position is a `TableState`: the cards each player still holds, the strain, the player who led (or is
to lead) the trick in progress and the cards already played to it. The solver answers for the side
of the player on turn, counting the trick in progress and every later one, with best play by all
four (the double-dummy assumption: every player sees every card).

DDS keeps per-thread state; calls go through one lock, so the service may call it from any thread.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import endplay._dds as _raw
from endplay import dds as _dds
from endplay.dds.ddtable import DDTable
from endplay.types import Card as _EpCard
from endplay.types import Deal as _EpDeal
from endplay.types import Denom as _EpDenom
from endplay.types import Player as _EpPlayer
from endplay.types import Vul as _EpVul

from rulings.cards import STRAINS, Card, format_hand
from rulings.seats import ORDER, Seat

__all__ = ["ParResult", "TableState", "best_tricks", "card_results", "dd_table", "par"]

#: endplay's Denom order is S H D C NT
_DENOM = {"S": _EpDenom.spades, "H": _EpDenom.hearts, "D": _EpDenom.diamonds, "C": _EpDenom.clubs,
          "NT": _EpDenom.nt}
_STRAIN_OF = {v: k for k, v in _DENOM.items()}
_PLAYER = {Seat.N: _EpPlayer.north, Seat.E: _EpPlayer.east, Seat.S: _EpPlayer.south, Seat.W: _EpPlayer.west}
_SEAT_OF = {v: k for k, v in _PLAYER.items()}
_VUL = {"none": _EpVul.none, "NS": _EpVul.ns, "EW": _EpVul.ew, "both": _EpVul.both}
_LOCK = threading.Lock()


@dataclass(frozen=True)
class TableState:
    """A position in the play: `hands` the cards each player still holds (not those on the trick in
    progress), `strain` C D H S NT, `leader` the player who led the trick in progress (or is on lead
    to the next one, Law 44G), `trick` the cards already played to it, in order from the leader."""

    hands: Mapping[Seat, frozenset[Card]]
    strain: str
    leader: Seat
    trick: tuple[Card, ...] = field(default=())

    def __post_init__(self) -> None:
        if self.strain not in STRAINS:
            raise ValueError(f"strain must be one of {', '.join(STRAINS)}, not {self.strain!r}")
        if len(self.trick) > 3:
            raise ValueError("a trick in progress holds at most three cards")
        if set(self.hands) != set(ORDER):
            raise ValueError("a position needs the remaining cards of all four hands")
        sizes = {seat: len(self.hands[seat]) for seat in ORDER}
        seat = self.leader
        for i in range(4):
            expected = sizes[self.leader] + (1 if i >= len(self.trick) and self.trick else 0)
            if sizes[seat] != expected:
                raise ValueError(f"{seat} holds {sizes[seat]} cards; the trick in progress needs {expected}")
            seat = seat.lho

    @property
    def to_play(self) -> Seat:
        """The player on turn (Law 44A): the leader's len(trick)-th left-hand neighbour."""
        seat = self.leader
        for _ in self.trick:
            seat = seat.lho
        return seat

    @property
    def tricks_left(self) -> int:
        """Tricks still to be played, the one in progress included."""
        return len(self.hands[self.leader]) + (1 if self.trick else 0)


def _deal(hands: Mapping[Seat, Iterable[Card]]) -> _EpDeal:
    text = "N:" + " ".join(format_hand(frozenset(hands[seat])) for seat in ORDER)
    return _EpDeal(text)


def _position(state: TableState) -> _EpDeal:
    deal = _deal(state.hands)
    deal.trump = _DENOM[state.strain]
    deal.first = _PLAYER[state.leader]
    for card in state.trick:
        deal.play(_EpCard(str(card)), from_hand=False)
    return deal


def _card(card: _EpCard) -> Card:
    return Card(_STRAIN_OF[card.suit], card.rank.abbr)


def card_results(state: TableState) -> dict[Card, int]:
    """For each card the player on turn may legally play (Law 44C), the tricks his side then takes
    from the trick in progress on, with best play by all four afterwards."""
    if state.tricks_left == 0:
        return {}
    with _LOCK:
        solved = _dds.solve_board(_position(state))
        return {_card(card): tricks for card, tricks in solved}


def best_tricks(state: TableState) -> int:
    """The tricks the side on turn takes, the trick in progress included, with best play by all four."""
    results = card_results(state)
    return max(results.values()) if results else 0


def dd_table(hands: Mapping[Seat, Iterable[Card]]) -> dict[Seat, dict[str, int]]:
    """The double-dummy table of a full deal: for each seat as declarer and each strain, the tricks
    declarer takes with best play by all four, the opening lead from declarer's left (Law 41A)."""
    with _LOCK:
        table = _dds.calc_dd_table(_deal(hands))
        return {seat: {strain: table[_DENOM[strain], _PLAYER[seat]] for strain in STRAINS} for seat in ORDER}


@dataclass(frozen=True)
class ParResult:
    """The par of a deal: the score for North-South, and the par contracts as (level, strain, doubled
    0/1/2, declarer, tricks over (+) or under (-) the contract)."""

    score_ns: int
    contracts: tuple[tuple[int, str, int, Seat, int], ...]


def par(table: Mapping[Seat, Mapping[str, int]], vulnerable: str, dealer: Seat) -> ParResult:
    """The par score and contracts for a double-dummy table (`dd_table`), the board's vulnerability
    (none | NS | EW | both) and dealer: the contract both sides reach when each bids best knowing
    the table."""
    raw = _raw.ddTableResults()
    for seat, row in table.items():
        for strain, tricks in row.items():
            raw.resTable[_DENOM[strain]][_PLAYER[seat]] = tricks
    with _LOCK:
        result = _dds.par(DDTable(raw), _VUL[vulnerable], _PLAYER[dealer])
        contracts = tuple((c.level, _STRAIN_OF[c.denom], {1: 0, 2: 1, 4: 2}[int(c.penalty)], _SEAT_OF[c.declarer],
                           c.result) for c in result)
        return ParResult(result.score, contracts)
