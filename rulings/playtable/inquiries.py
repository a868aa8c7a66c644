"""Questions about a possible revoke (Law 61B) and the revoke they establish (Law 63B, 43B2b).

Law 61B: "庄家可以询问未能跟牌的防家是否有引牌花色牌张……明手可询问庄家（但参阅第43条B款2（b））。防家
可以询问庄家，除地区桥牌组织另有规定外，不得询问其同伴。" The log records the question (`{seat: N, asks: S}`);
the table asserts one `revoke_inquiry` fact for it: who asked whom, their roles, and whether the player
asked has a revoke open (neither established nor corrected) and no one had asked about it before. Who
may ask whom, and what a question 61B does not give brings about (63B: the revoke is established and
corrected; 43B2b: dummy who had lost his rights), is the lawbook's (law-61.yaml, law-63.yaml,
law-43.yaml).
"""

from __future__ import annotations

from typing import Any

from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import Revoke
from rulings.refusals import no_card_led
from rulings.seats import Seat


class Inquiries(PlayTableBase):
    """Questions about a possible revoke: the methods of `PlayTable` for them."""

    asked_about: frozenset[int] = frozenset()  # the ruling items of the revokes someone has asked about

    def on_inquiry(self, ev: Event) -> None:
        """Law 61B: a player asks another whether he has a card of the suit led; the fact goes to the rules."""
        asker, asked = ev.seat, ev.asked
        assert asker is not None and asked is not None
        if not self.ps.tricks and not self.ps.current_trick:
            raise no_card_led(ev.index)
        rv = self.open_revoke_of(asked)
        first = rv is not None and rv.item not in self.asked_about
        fact: dict[str, Any] = {"kind": "revoke_inquiry", "phase": "play", "seq": ev.index, "seat": str(asker),
                                "offender": str(asker), "role": self.role(asker), "asked": str(asked),
                                "asked_role": self.role(asked), "partner": asked == asker.partner,
                                "asked_revoke_open": rv is not None, "first": first, "trick": self.ps.trick_number}
        if rv is not None:
            fact["ruling"] = rv.item  # what the rules say of the revoke goes to its ruling item
            self.asked_about = self.asked_about | {rv.item}
        self._assert(fact, event=ev)

    def open_revoke_of(self, seat: Seat) -> Revoke | None:
        """The player's latest revoke that is neither established, corrected nor assessed (Law 62, 63)."""
        return next((r for r in reversed(self.revokes)
                     if r.seat == seat and not (r.established or r.corrected or r.assessed)), None)

    def establish_asked_revoke(self, seat: Seat, seq: int, how: str) -> None:
        """The open revoke of the player asked is established (`how`: Law 63B, attention drawn in breach of
        61B); what follows (its correction, Law 64) is the rules'."""
        rv = self.open_revoke_of(seat)
        if rv is not None:
            self._revoke_fact(rv, "established", seq, how=how)
