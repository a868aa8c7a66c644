"""A choice that can no longer be taken: declarer's Law 52B choice on a card played instead of a penalty
card, once that failure has become an established revoke.

A defender who does not play a penalty card the law requires him to play revokes (61A: "本来能够却未按
规则……的要求引出或打出某牌张"); when he or his partner plays to a later trick the revoke is established
(63A1: "不论是否合法，藏牌成立"), and "藏牌一经成立，即不得再予改正" (63C). Declarer can then no longer
have the penalty card substituted for the card played (52B2), nor is there anything left to accept: the
card stays (WBF 1997 Laws 61A, 63A1, 63C say the same). The choice is not offered any more: the ruling
item says it lapsed and why, and a choice made for it is refused.
"""

from __future__ import annotations

from typing import Any

from rulings.errors import LogError
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import Revoke
from rulings.refusals import card_zh
from rulings.seats import seat_zh

FAILURE = "failure_to_play_penalty_card"


class Lapses(PlayTableBase):
    """Choices that lapsed (Law 63C): the methods of `PlayTable` for them."""

    lapsed: tuple[dict[str, Any], ...] = ()  # the choices that lapsed: item, seat, card, law

    def _lapse_fields(self, rv: Revoke, stage: str) -> dict[str, Any]:
        """For a revoke fact: a Law 52B choice on the revoke card still open when the revoke is established
        (`choice_waiting`, and the ruling item that offers it, `choice_ruling`)."""
        if stage != "established" or rv.kind != "penalty_card":
            return {}
        event = self.items[rv.item].event
        for n, item in enumerate(self.items):
            if item.event == event and item.irregularity == FAILURE and item is not self.items[rv.item] \
                    and any(r["kind"] == "option" for r in item.rectification) \
                    and not any(t["fact"].get("kind") == "play_choice" for t in item.trace):
                return {"choice_waiting": True, "choice_ruling": n}
        return {}

    def lapse_choice(self, idx: int, card: str, law: str) -> dict[str, Any]:
        """The choice offered by ruling item `idx` lapses (the rule citing `law` says so): its options are
        withdrawn, its item cites the law, the table no longer waits for it. The entry for the ruling."""
        item = self.items[idx]
        offered = [r for r in item.rectification if r["kind"] == "option"]
        by = offered[0]["by"] if offered else str(self.declarer)
        choices = list(dict.fromkeys(c for r in offered for c in r.get("choices", [])))
        item.rectification[:] = [r for r in item.rectification if r["kind"] != "option"]
        item.options = []
        if law not in item.refs:
            item.refs.append(law)
        if self.pending is not None and self.pending.item == idx:
            self.pending = None
        entry = {"kind": "choice_lapsed", "law": law, "seat": by, "choices": choices, "card": card}
        item.rectification.append(entry)
        self.lapsed = (*self.lapsed, {"item": idx, "seat": by, "card": card, "law": law})
        return entry

    def _refuse_lapsed_choice(self, ev: Event) -> None:
        """A choice made when nothing waits, after a choice lapsed: refused, saying why (Law 63C)."""
        if self.pending is None and self.lapsed:
            last = self.lapsed[-1]
            raise LogError(f"{last['seat']}'s choice on {last['card']} lapsed: the revoke was established (Law "
                           f"63A1) and can no longer be corrected (Law 63C); no choice is waiting here",
                           event=ev.index, field="choose",
                           zh=f"{seat_zh(last['seat'])}对 {card_zh(last['card'])} 的选择已失效：藏牌已成立（第63条A款1），"
                              f"不能再更正（第63条C款）；此时没有等待作出的选择")
