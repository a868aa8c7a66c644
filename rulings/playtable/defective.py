"""Defective tricks (Law 67): a trick quitted with a card missing or with too many cards, and the
card the offender places in it."""

from __future__ import annotations

from typing import Any

from rulings.cards import SUIT_ZH, Card
from rulings.errors import LogError
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import Revoke
from rulings.refusals import card_zh
from rulings.seats import Seat, seat_zh


class DefectiveTricks(PlayTableBase):
    """Defective tricks: the methods of `PlayTable` for them."""

    def _maybe_quit_defective(self, ev: Event, seat: Seat) -> None:
        """A lead while three cards lie on the trick and the fourth player is found (later in the log) to
        have failed to play to it: the players quitted a defective trick (Law 67)."""
        if ev.type != "lead" or self.ps.cards_on_trick != 3:
            return
        current = self.ps.current_trick
        missing = next(s for s in (seat, seat.lho, seat.partner, seat.rho) if all(s != x for x, _ in current))
        if missing != seat and self._omitted_due.get(missing, 0) > 0:
            self._omitted_due[missing] -= 1
            self.defects.append({"seat": missing, "trick": self.ps.quit_defective_trick().index,
                                 "defect": "omitted", "found": False})

    def _defective_finding(self, ev: Event, defect: str) -> None:
        """Law 67: the director finds a defective trick (`defect`: omitted | too_many, as Law 67's `finding:`
        reads the answer); a `defective_trick` fact for Law 67's rules."""
        seat = ev.seat
        if seat is None:
            raise LogError("a Law 67 finding names the offender (seat)", event=ev.index, field="seat",
                           zh="第67条的认定须写明违规者（seat）")
        d = self._omitted_card_found(ev, seat) if defect == "omitted" else self._extra_card_found(ev, seat)
        d["found"] = True
        k = d["trick"]
        nxt = self.ps.trick(k + 1).cards if k + 1 <= len(self.ps.tricks) else tuple(self.ps.current_trick)
        led = self.ps.trick(k).led_suit
        fact = {"kind": "defective_trick", "phase": "play", "seq": ev.index, "seat": str(seat),
                "offender": str(seat), "role": self.role(seat), "trick": k, "defect": d["defect"],
                "next_both_sides": len({s.side for s, _ in nxt}) == 2,
                "has_suit_led": any(c.suit == led for c in self.ps.remaining.get(seat, frozenset()))}
        self.defect_now = d
        extra = [str(ev.card)] if d["defect"] == "too_many" and ev.card is not None else None
        if extra is not None:  # Law 67A2/67B2: the extra card named; it counts as always held by the offender
            if ev.card not in self.ps.remaining.get(seat, frozenset()):
                raise LogError(f"{ev.card} is not a card {seat} still holds: the extra card counts as always held "
                               f"(Law 67B2)", event=ev.index, field="card",
                               zh=f"{card_zh(ev.card)} 不是{seat_zh(seat)}手中尚有的牌：多出的牌视为一直在其手中"
                                  f"（第67条B款2）")
            fact.update(count=1, honour=ev.card.is_honour)
        self._assert(fact, cards=extra)

    def _omitted_card_found(self, ev: Event, seat: Seat) -> dict[str, Any]:
        """Law 67A: the trick (the one named, else the latest) quitted without the offender's card; or the
        trick in progress, when three cards lie on it and the offender has not played."""
        cands = [d for d in self.defects if d["seat"] == seat and not d["found"] and d["defect"] == "omitted"
                 and (ev.trick is None or d["trick"] == ev.trick)]
        current = self.ps.current_trick
        if not cands and len(current) == 3 and all(s != seat for s, _ in current) and \
                ev.trick in (None, self.ps.trick_number):
            self._omitted_due[seat] = max(0, self._omitted_due.get(seat, 0) - 1)
            cands = [{"seat": seat, "trick": self.ps.quit_defective_trick().index, "defect": "omitted"}]
            self.defects.append(cands[0])
        if not cands:
            raise LogError(f"no trick{' ' + str(ev.trick) if ev.trick else ''} was quitted without {seat}'s "
                           f"card (Law 67)", event=ev.index, field="finding",
                           zh=f"没有{'第' + str(ev.trick) + '墩这样' if ev.trick else ''}漏打{seat_zh(seat)}牌张而已翻扣的牌墩"
                              f"（第67条）")
        return cands[-1]

    def _extra_card_found(self, ev: Event, seat: Seat) -> dict[str, Any]:
        """Law 67B: the trick named holds a card too many from the offender."""
        k = ev.trick
        if k is None:
            raise LogError("a Law 67 too_many finding names the defective trick (trick: N)", event=ev.index,
                           field="trick", zh="第67条多出牌张（too_many）的认定须写明有缺陷的牌墩（trick: N）")
        if k > len(self.ps.tricks) or self.ps.trick(k).card_of(seat) is None:
            raise LogError(f"{seat} has no card on a quitted trick {k} (Law 67)", event=ev.index, field="trick",
                           zh=f"{seat_zh(seat)}在已翻扣的第{k}墩中没有牌（第67条）")
        d = {"seat": seat, "trick": k, "defect": "too_many"}
        self.defects.append(d)
        return d

    def _supply_card(self, ev: Event, seat: Seat, card: Card, fld: str) -> None:
        """Law 67A1/67B1: the card the offender places in the defective trick."""
        s = self.supply
        assert s is not None
        k = s["trick"]
        self._check_card(ev, seat, card, fld, supplied=True)
        led = self.ps.trick(k).led_suit
        if card.suit != led and any(c.suit == led for c in self.ps.remaining.get(seat, frozenset())):
            raise LogError(f"{seat} holds a {led} card and must place one in trick {k}, not {card} (Law 67)",
                           event=ev.index, field=fld,
                           zh=f"{seat_zh(seat)}有{SUIT_ZH.get(led, led)}牌，须将一张放入第{k}墩，不能放 {card_zh(card)}"
                              f"（第67条）")
        self.supply = None
        self.ps.add_to_trick(k, seat, card, keep_winner=s["keep_winner"])  # Law 67A1/67B1
        if s["keep_winner"]:
            self._kept_winner.add(k)
        if s["deemed"]:
            self.revokes.append(Revoke(s["item"], seat, k, card, led, self.role(seat), established=True,
                                       deemed=True))
        if self.ps.is_over:  # found after the 13th trick (Law 67B): the deemed revoke is assessed now (Law 64)
            self._settled_play = False
            self.end_of_play(ev.index)
