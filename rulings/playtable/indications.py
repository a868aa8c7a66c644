"""Dummy touching or indicating a card of dummy without declarer's instruction (Law 45F), the
director's finding on it, and what a suggestion does to the trick (Law 57C).

Law 45F: "明手摊牌后，若无庄家的指令不得触摸或指定桌上的牌张（整理牌张除外）。如有违反，应立即召请
裁判。裁判应判断明手的行为有无构成建议庄家打牌的意图。如裁判认定有，裁判应允许打牌继续进行，如果防家因
该建议的打法而受到损害时，裁判有权判给调整分。" The log records the fact (`{seat: N, indicate: HK}`);
whether it suggested a play is the director's finding (`{finding: yes|no, law: 45F}`); on `yes`, the
damage question (an adjusted score) is put, and a second 45F finding answers it. Play continues
either way (WBF 1997 Law 45F: "Play continues."). The card indicated is not played: Law 45C3 binds
declarer's touching of dummy's card, not dummy's.

Law 57C: "……或明手自行打过牌或违规建议打过牌，某防家在其同伴打牌前的打牌不判罚": a card fact
carries `dummy_suggested` on the trick where the director found dummy suggested a play.
"""

from __future__ import annotations

from typing import Any

from rulings.cards import Card
from rulings.errors import LogError
from rulings.lawbook import normalise_ref
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import yes
from rulings.refusals import answers_no_question, card_zh
from rulings.seats import seat_zh

LAW = "45F"


class Indications(PlayTableBase):
    """Dummy's indication of a card and the 45F findings: the methods of `PlayTable` for them."""

    suggested_tricks: frozenset[int] = frozenset()  # Law 57C: tricks where dummy illegally suggested a play
    answered_45f: tuple[int, ...] = ()  # the ruling item of each 45F finding, in order (one per question asked)

    def dummy_names_card(self, ev: Event) -> bool:
        """A card dummy names (`{seat: N, names_card: HK}`) once his hand is faced (a card led, and no opening
        lead out of turn waiting on declarer's choice) is
        dummy indicating a card, not an exposure: dummy's cards are on the table already (48A's exposure is
        declarer's; its clause "庄家和明手的牌张永远不会成为罚张" still holds), and 42A3 sends dummy's
        suggestion to 45F ("如明手建议庄家打牌，参阅第45条F款"). One fact for both log forms: `on_indicate`."""
        p = self.pending  # a faced opening lead out of turn: dummy's hand is not spread before declarer's choice (54)
        faced = bool(self.ps.tricks or self.ps.current_trick) and (p is None or p.irregularity
                                                                     != "opening_lead_out_of_turn")
        return ev.named and ev.seat == self.contract.dummy and faced

    def on_indicate(self, ev: Event) -> None:
        """Dummy indicated a card: one of dummy's (`indicate` or `names_card`; Law 45F "指定桌上的牌张", the
        45F question is put) or, named (`names_card`), one of declarer's hand (Law 43A1c "明手不得参与打牌，
        也不得与庄家进行有关打牌的任何交流"; 43B1's Law 90 question). The fact says whose card (`hand`); the
        rules say which law."""
        dummy, declarer = self.contract.dummy, self.declarer
        field = "names_card" if ev.named else "indicate"
        card = ev.cards[0] if ev.named else ev.card
        assert ev.seat is not None and card is not None
        if ev.seat != dummy:
            raise LogError(f"indicate is dummy's touching or indicating a card of dummy (Law 45F); {ev.seat} is not "
                           f"dummy ({dummy} is)", event=ev.index, field="seat",
                           zh=f"indicate 是明手触摸或指示桌上的牌（第45条F款）；{seat_zh(ev.seat)}不是明手"
                              f"（明手是{seat_zh(dummy)}）")
        if self.over:
            raise LogError(f"the play is over; dummy has no card to {'name' if ev.named else 'indicate'}",
                           event=ev.index, field=field,
                           zh=f"打牌已结束，明手没有可{'指明' if ev.named else '指示'}的牌")
        hand = ("dummy" if card in self.ps.remaining.get(dummy, frozenset())
                else "declarer" if ev.named and card in self.ps.remaining.get(declarer, frozenset()) else None)
        if hand is None:
            raise self._not_indicable(ev, card, field)
        fact = {"kind": "dummy_indication", "phase": "play", "seq": ev.index, "seat": str(dummy),
                "offender": str(dummy), "role": "dummy", "card": str(card), "suit": card.suit, "hand": hand,
                "trick": self.ps.trick_number}
        self._assert(fact, card=card, event=ev)

    def _not_indicable(self, ev: Event, card: Card, field: str) -> LogError:
        """Bad input: a card played already, a defender's card, or (`indicate`, a card of the table) declarer's."""
        dummy, declarer = self.contract.dummy, self.declarer
        if self.ps.played_by(card) is not None:
            return LogError(f"{card} has already been played", event=ev.index, field=field, zh=f"{card_zh(card)} 已经打出")
        holder = next((s for s, cards in self.ps.remaining.items() if card in cards), None)
        if holder == declarer:  # `indicate` is of a card of the table (45F); a card named is `names_card`
            return LogError(f"{card} is not among dummy's ({dummy}) remaining cards; dummy naming a card of "
                            f"declarer's hand is {{seat: {dummy}, names_card: {card}}} (Law 43A1c)",
                            event=ev.index, field=field,
                            zh=f"{card_zh(card)} 不在明手（{seat_zh(dummy)}）余下的牌中；明手指明庄家手中的牌，记作 "
                               f"{{seat: {dummy}, names_card: {card}}}（第43条A款1（c））")
        if ev.named and holder is not None:
            return LogError(f"{card} is in {holder}'s hand, not {dummy}'s (dummy) or {declarer}'s (declarer)",
                            event=ev.index, field=field,
                            zh=f"{card_zh(card)} 在{seat_zh(holder)}手中，不在明手（{seat_zh(dummy)}）或庄家（{seat_zh(declarer)}）手中")
        return LogError(f"{card} is not among dummy's ({dummy}) remaining cards", event=ev.index, field=field,
                        zh=f"{card_zh(card)} 不在明手（{seat_zh(dummy)}）余下的牌中")

    def _indication_finding(self, ev: Event) -> bool:
        """A Law 45F finding: the answer to the question the indication put (`suggestion`), or after a
        `yes`, to the damage question (`damage`). Refused when no 45F question was put. True when handled."""
        if normalise_ref(ev.law or "") != LAW:
            return False
        target = self._item_asking_45f()
        if target is None:
            raise answers_no_question(LAW, ev.index, "finding", why=(
                "log dummy's indication first: {seat: N, indicate: HK}", "请先记下明手的指示：{seat: N, indicate: HK}"))
        answer = yes(ev.finding)
        if answer is None or (not answer and str(ev.finding).lower() not in ("no", "false", "否")):
            raise LogError(f"a Law 45F finding is yes or no, not {ev.finding!r}", event=ev.index, field="finding",
                           zh=f"第45条F款的认定是“是”或“否”（yes 或 no），不是 {ev.finding!r}")
        item = self.items[target]
        asked = [r for r in item.rectification if r["kind"] == "director_judgment" and r.get("law") == LAW]
        answers = "damage" if any(r.get("ask") == "damage" for r in asked) else "suggestion"
        if self.answered_45f.count(target) >= len(asked):
            raise LogError(f"the Law 45F question{'s' if len(asked) > 1 else ''} of this ruling "
                           f"{'are' if len(asked) > 1 else 'is'} already answered", event=ev.index, field="finding",
                           zh="本项裁决第45条F款的问题已有答案")
        item.judgments.append("yes" if answer else "no")
        self.answered_45f = (*self.answered_45f, target)
        fact: dict[str, Any] = {"kind": "play_finding", "phase": "play", "seq": ev.index, "seat": str(self.declarer),
                                "offender": str(item.offender), "role": "dummy", "law": LAW,
                                "finding": "yes" if answer else "no", "answers": answers, "ruling": target,
                                "trick": self._indicated_trick(item.event)}
        self._assert(fact)
        return True

    def _item_asking_45f(self) -> int | None:
        for n in range(len(self.items) - 1, -1, -1):
            if any(r["kind"] == "director_judgment" and r.get("law") == LAW for r in self.items[n].rectification):
                return n
        return None

    def _indicated_trick(self, seq: int) -> int:
        """The trick the indication at event `seq` was made to (the trick fact it was asserted with)."""
        for item in self.items:
            if item.event == seq:
                for t in item.trace:
                    if t["fact"].get("kind") == "dummy_indication":
                        return int(t["fact"]["trick"])
        return self.ps.trick_number

    def mark_suggestion(self, trick: int) -> None:
        """Law 57C: dummy illegally suggested a play to this trick (the director's 45F finding)."""
        self.suggested_tricks = self.suggested_tricks | {trick}

    def _suggestion_fields(self) -> dict[str, Any]:
        """For a card fact: whether dummy illegally suggested a play to the trick in progress (Law 57C)."""
        return {"dummy_suggested": self.ps.trick_number in self.suggested_tricks}
