"""The table at an event of a log: the contract (Law 22) and the play replayed card by card with the
public API of `rulings.play.PlayState` (Laws 44, 45, 47, 62), then handed to the solver as a
`TableState`.

This replay states facts for the analysis and never rules: an irregular card is placed as it was
played (the rulings are the engine's), a card that replaces one (`replaces: true`, Laws 47 and 62)
takes its place.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.analysis.solver import TableState
from rulings.calls import Call
from rulings.errors import LogError, Refusal, zh_of
from rulings.log import DealLog, Event
from rulings.play import Contract, PlayState
from rulings.refusals import four_hands
from rulings.seats import ORDER, Seat, seat_zh

__all__ = ["Position", "contract_of", "position_at", "table_state"]


def contract_of(log: DealLog) -> Contract | None:
    """Law 22: the contract of the log's auction — the last bid, its declarer and any double or
    redouble after it. A call logged with `replaces: true` takes the place of the same player's
    previous call (Law 25). None when no bid was made (passed out) or the log has no auction."""
    calls: list[tuple[Seat, Call]] = []
    for ev in log.events:
        if ev.type != "call" or ev.seat is None or ev.call is None:
            continue
        if ev.replaces:
            index = next((i for i in range(len(calls) - 1, -1, -1) if calls[i][0] == ev.seat), None)
            if index is not None:
                calls[index] = (ev.seat, ev.call)
                continue
        calls.append((ev.seat, ev.call))
    return Contract.from_auction(calls)


@dataclass
class Position:
    """The play replayed up to an event: the `PlayState` and the contract it was played in."""

    state: PlayState
    contract: Contract

    @property
    def tricks_left(self) -> int:
        """Tricks still to be played, the one in progress included."""
        return 13 - len(self.state.tricks)

    def table_state(self) -> TableState:
        return table_state(self.state)


def table_state(state: PlayState) -> TableState:
    """The solver's view of a PlayState with four known hands: remaining cards, strain, leader, trick."""
    trick = state.current_trick
    leader = trick[0][0] if trick else state.leader
    assert leader is not None, "the play is over"
    return TableState(hands=state.remaining, strain=state.contract.strain, leader=leader,
                      trick=tuple(card for _, card in trick))


def position_at(log: DealLog, event_index: int | None = None, contract: Contract | None = None) -> Position:
    """The play replayed with every card logged before event `event_index` (all cards when None).
    `contract` defaults to the auction's (Law 22). LogError names the event when the log has no
    four hands, no contract, or a card that cannot be placed."""
    contract = contract or contract_of(log)
    if contract is None:
        raise LogError("no contract: the auction has no bid, so there is no play to analyse",
                       source=log.source, event=event_index, zh="没有定约：竞叫中没有实质叫品，没有打牌可分析")
    if len(log.hands) < 3:
        raise four_hands(log.source)
    state = PlayState(log.hands, contract)
    if set(state.hands) != set(ORDER):
        raise four_hands(log.source)
    end = len(log.events) if event_index is None else event_index
    for ev in log.events[:end]:
        _place(state, ev, log)
    return Position(state, contract)


def _place(state: PlayState, ev: Event, log: DealLog) -> None:
    if ev.type not in ("lead", "play") or ev.seat is None or ev.card is None:
        return
    try:
        if ev.replaces:
            state.withdraw_last(ev.seat)
        if ev.card not in state.remaining.get(ev.seat, frozenset()):
            raise Refusal(f"{ev.seat} does not hold {ev.card}", f"{seat_zh(ev.seat)}手中没有 {ev.card.zh}")
        state.play(ev.seat, ev.card)
    except ValueError as exc:
        raise LogError(f"the play cannot be replayed: {exc}", source=log.source, event=ev.index,
                       line=ev.line, field=ev.type, zh=f"打牌过程无法重演：{zh_of(exc) or exc}") from None
