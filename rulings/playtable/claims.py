"""Claims and concessions (Laws 68-71): each stage (made, contested, acquiesced, awarded) a `claim`
fact for the rules."""

from __future__ import annotations

from typing import Any

from rulings.errors import LogError
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import Claim
from rulings.playtable.statements import parse_statement
from rulings.playtable.sure_tricks import unlosable
from rulings.seats import Seat


class Claims(PlayTableBase):
    """Claims and concessions: the methods of `PlayTable` for them."""

    def on_claim(self, ev: Event) -> None:
        seat = ev.seat
        assert seat is not None
        if self.over:
            raise LogError("the play is over; there is nothing left to claim", event=ev.index, field=ev.type,
                           zh="打牌已结束，没有可声称或承认的牌墩")
        remaining = 13 - len(self.ps.tricks)
        tricks, of_contract = self._tricks_conceded(ev, remaining)
        concession = ev.type == "concede"
        mine = remaining - tricks if concession else tricks
        self.pending = None
        item = self._open_item(ev.index, "concession" if concession else "claim", seat)
        self.claim = Claim(item, seat, concession, mine, remaining, ev.index, statement=bool(ev.statement))
        for rv in self.revokes:  # Law 63A3: a claim or concession by the offending side establishes a revoke
            if not rv.established and not rv.corrected and seat in (rv.seat, rv.seat.partner):
                self._revoke_fact(rv, "established", ev.index, how="claim")
        self._claim_fact("made", ev.index, **self._unlosable(seat.side if concession else None, mine), **of_contract)

    def _tricks_conceded(self, ev: Event, remaining: int) -> tuple[int, dict[str, Any]]:
        """The tricks a claim or concession names (a concession of the contract: Law 71B's reading in
        `rulings.playtable.concessions`), with the facts that go with it."""
        if ev.contract:
            return self._contract_conceded(ev, remaining)
        assert ev.tricks is not None
        if ev.tricks > remaining:
            raise LogError(f"only {remaining} tricks remain; cannot {ev.type} {ev.tricks}", event=ev.index,
                           field=ev.type, zh=f"只剩{remaining}墩，不能{'承认' if ev.type == 'concede' else '声称'}"
                                             f"{ev.tricks}墩")
        return ev.tricks, {}

    def _unlosable(self, side: str | None, kept: int) -> dict[str, Any]:
        """Law 71A (and 69B): how many of the tricks conceded (or acquiesced in) the side could not lose
        by any legal play of the remaining cards, decided from the cards (`rulings.playtable.sure_tricks`).
        Empty when there is nothing to decide or the search did not finish."""
        if side is None or self.ps.next_to_play is None or not self.ps.hands:
            return {}
        n = unlosable(self.ps.remaining, list(self.ps.current_trick), self.ps.next_to_play, self.contract.trump,
                      side, kept)
        return {} if n is None else {"unlosable": n}

    def deemed_claim(self, seat: Seat, seq: int, item: int) -> None:
        """Law 48B2 (declarer), 68A (a defender showing his whole hand): a claim of the remaining tricks,
        without a statement, ruled
        under Law 68 on the same ruling item."""
        if self.over:
            return
        remaining = 13 - len(self.ps.tricks)
        self.pending = None
        self.claim = Claim(item, seat, False, remaining, remaining, seq, statement=False)
        for rv in self.revokes:  # Law 63A3: a claim by the offending side establishes a revoke
            if not rv.established and not rv.corrected and seat in (rv.seat, rv.seat.partner):
                self._revoke_fact(rv, "established", seq, how="claim")
        self._claim_fact("made", seq)

    def _claim_fact(self, stage: str, seq: int, **extra: Any) -> None:
        c = self.claim
        assert c is not None
        c.stage = stage
        if stage == "acquiesced":  # Law 63A3 "默示了他对所能赢得的牌墩数的……承认": the opponents' agreement
            for rv in self.revokes:
                if not rv.established and not rv.corrected and rv.seat.side != c.seat.side:
                    self._revoke_fact(rv, "established", seq, how="acquiesced")
        fact = {"kind": "claim", "phase": "play", "seq": seq, "seat": str(c.seat), "offender": str(c.seat),
                "role": self.role(c.seat), "ruling": c.item, "stage": stage, "concession": c.concession,
                "claimed": c.tricks_for_claimer, "remaining": c.remaining, "trick": self.ps.trick_number,
                "statement": c.statement, **extra}
        self._assert(fact)

    def on_object(self, ev: Event) -> None:
        c = self.claim
        assert ev.seat is not None
        if c is not None and c.settled and not c.void and c.stage == "acquiesced" and ev.seat.side != c.seat.side:
            # Law 69B: the opponents withdraw their acquiescence (within the Law 79C correction period)
            self._claim_fact("retracted", ev.index,
                             **self._unlosable(ev.seat.side, c.remaining - c.tricks_for_claimer))
            return
        if c is None or c.settled:
            raise LogError("there is no claim or concession to object to", event=ev.index, field="object",
                           zh="没有可提出异议的声称或承认")
        partner = ev.seat == c.seat.partner and c.concession and self.role(c.seat) == "defender"
        self._claim_fact("contested", ev.index, partner_objects=partner, by_claimer_side=ev.seat.side == c.seat.side,
                         outstanding_trump=self._outstanding_trump(c.seat), trump_mentioned=self._trump_mentioned(c))

    def _trump_mentioned(self, c: Claim) -> bool:
        """Law 70C1 "声称者未说明该将牌": whether the claimer's statement (the log's, read as the claim
        analysis reads it: `rulings.playtable.statements`) mentions the trumps. False without a statement."""
        text = self.log.events[c.event].statement if c.statement else None
        return parse_statement(text).mentions_trump(self.contract.trump)

    def _outstanding_trump(self, claimer: Seat) -> bool:
        """Law 70C "当某对手手中尚持有一张将牌时": an opponent of the claimer still holds a trump (a fact of
        the cards; whether the statement mentions it is `trump_mentioned`, whether he knew of it the director's
        70C question)."""
        trump = self.contract.trump
        held = self.ps.remaining
        return trump is not None and any(card.suit == trump for seat in (claimer.lho, claimer.rho)
                                         for card in held.get(seat, ()))
