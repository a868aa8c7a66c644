"""The director's findings during the play: tricks awarded on a claim (Laws 69-71), a defective
trick (Law 67), a revoke established (Law 63A2, 63B, 43B2b), or an answer to a judgment question."""

from __future__ import annotations

from collections.abc import Callable

from rulings.errors import LogError
from rulings.lawbook import normalise_ref
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import ESTABLISHING, PLAY_LAWS, yes


class Findings(PlayTableBase):
    """The director's findings during the play: the methods of `PlayTable` for them."""

    def _dummy_misplay_found_late(self, ev: Event) -> bool:
        """Law 45D found after other cards were played: "在双方对下一墩牌均未打出牌张前发现，则该牌张必须
        收回，而防家在明手误打牌张后违规被指出前所打的牌张也可收回". The finding names no card: it is
        dummy's card on the trick in progress (or on the trick just completed, while at most one side has
        played to the next). False when the finding follows dummy's card itself (ruled with the card)."""
        before = max((k for k, fs in self.findings.items() if ev in fs), default=None)
        prior = self.log.events[before] if before is not None and before < len(self.log.events) else None
        dummy = self.contract.dummy
        if prior is not None and prior.type in ("lead", "play") and prior.seat == dummy:
            return False
        current = self.ps.current_trick
        cards = current
        if not any(s == dummy for s, _ in current) and self.ps.tricks and \
                len({s.side for s, _ in current}) < 2:
            cards = list(self.ps.tricks[-1].cards)
        card = next((c for s, c in cards if s == dummy), None)
        if card is None:
            raise LogError("a Law 45D finding, but dummy has no card on the trick to withdraw (found after both "
                           "sides played to the next trick?)", event=ev.index, field="finding")
        fact = {"kind": "card", "phase": "play", "seq": ev.index, "seat": str(dummy), "offender": str(dummy),
                "role": "dummy", "card": str(card), "suit": card.suit, "honour": card.is_honour,
                "trick": self.ps.trick_number, "unrequested": True, "is_lead": cards[0][0] == dummy,
                "in_turn": True, "found_after_play": True}
        self._assert(fact, card=card, event=ev)
        self.changed.add(dummy)  # Law 45D, 47D: the defenders may now change the cards played after it
        return True

    def on_finding(self, ev: Event) -> None:
        """The director's finding: a law with a finding of its own (`FINDING_LAWS`: a claim settled,
        a defective trick, a revoke established, dummy's card found late) is carried out there;
        every other finding is recorded with the item it answers. A finding that names no law, or
        that answers nothing in the ruling, is refused with the one-line error (nothing the director
        entered is silently ignored)."""
        if not ev.law:
            raise LogError("a finding names the law whose question it answers (e.g. law: 45D)", event=ev.index,
                           field="law")
        law = ev.law
        found = FINDING_LAWS.get(law) or FINDING_LAWS.get(law[:2])
        if found is not None and found(self, ev):
            return
        self._answer(ev, law)

    def _claim_finding(self, ev: Event) -> bool:
        """Laws 69-71, while a claim is open: the opponents agreed (69A), or the director awards a number
        of the tricks left (69B, 70, 71). False when no claim is open."""
        c = self.claim
        if c is None or c.settled:
            return False
        if str(ev.law)[:2] == "69" and ev.finding == "acquiesced":
            self._claim_fact("acquiesced", ev.index)  # Law 69A: the opponents agreed (a later object is 69B)
            return True
        try:
            n = int(str(ev.finding))
        except ValueError:
            raise LogError(f"a Law {ev.law} finding is the number of tricks awarded, not {ev.finding!r}",
                           event=ev.index, field="finding") from None
        if not 0 <= n <= c.remaining:
            raise LogError(f"{n} tricks awarded, but only {c.remaining} remained", event=ev.index,
                           field="finding")
        c.tricks_for_claimer = n
        self.items[c.item].judgments.append(str(ev.finding))
        self._claim_fact("awarded", ev.index)
        return True

    def _trick_found_defective(self, ev: Event) -> bool:
        """Law 67: a trick found with a card omitted or too many (`rulings.playtable.defective`)."""
        if ev.finding not in ("omitted", "too_many"):
            return False
        self._defective_finding(ev)
        return True

    def _revoke_established_finding(self, ev: Event) -> bool:
        """Laws 63A2, 63B, 43B2b: the director finds the revoke established."""
        if not yes(ev.finding):
            return False
        self._establish_by_finding(ev, str(ev.law))
        return True

    def _dummy_misplay_finding(self, ev: Event) -> bool:
        """Law 45D: dummy's misplaced card, found after other cards were played."""
        return bool(yes(ev.finding)) and self._dummy_misplay_found_late(ev)

    def _dummy_drew_attention_finding(self, ev: Event) -> bool:
        """Law 43B2c: dummy drew attention to the irregularity: the waiting choice carries no penalty
        for it, and the options are explored again. The finding is then recorded as any other."""
        if yes(ev.finding) and self.pending is not None:
            self.pending.fact["dummy_drew_attention"] = True  # Law 43B2c: no penalty for what dummy pointed out
            if self.explore is not None and not self.exploring:  # what each choice now leads to
                self.items[self.pending.item].options = self.explore(self, self.pending)
        return False

    def _answer(self, ev: Event, law: str) -> None:
        """A finding recorded with the item whose question it answers, and (for a play law) put to the
        rules as a `play_finding` fact."""
        target = self._item_asking(law)
        if target is not None:
            self.items[target].judgments.append(str(ev.finding))
        if law and law[:2].isdigit() and int(law[:2]) in PLAY_LAWS:
            fact = {"kind": "play_finding", "phase": "play", "seq": ev.index, "seat": str(self.declarer),
                    "offender": str(ev.seat or self.declarer), "role": "declarer", "law": law,
                    "finding": str(ev.finding), "trick": self.ps.trick_number}
            if target is not None:
                fact["ruling"] = target
                # the finding answers a question the ruling put (a `director_judgment` of that law)
                fact["asked"] = any(r["kind"] == "director_judgment" and r.get("law") == normalise_ref(law)
                                    for r in self.items[target].rectification)
            self._assert(fact)
        if not self.items:
            raise LogError(f"the finding under Law {law} answers no question of this ruling", event=ev.index,
                           field="finding")

    def _item_asking(self, law: str) -> int | None:
        """The ruling item a finding answers: the latest that puts that law's question to the director
        (a `director_judgment`), else the latest item."""
        want = normalise_ref(law) if law else ""
        for n in range(len(self.items) - 1, -1, -1):
            if any(r["kind"] == "director_judgment" and r.get("law") == want for r in self.items[n].rectification):
                return n
        return len(self.items) - 1 if self.items else None


# The laws whose finding the table carries out itself, by the law the finding names (its first two
# digits for Laws 67, 69-71): True when the finding is dealt with, False to record it as any other.
FINDING_LAWS: dict[str, Callable[[Findings, Event], bool]] = {
    "69": Findings._claim_finding, "70": Findings._claim_finding, "71": Findings._claim_finding,
    "67": Findings._trick_found_defective,
    **{law: Findings._revoke_established_finding for law in ESTABLISHING},
    "45D": Findings._dummy_misplay_finding,
    "43B2c": Findings._dummy_drew_attention_finding,
}
