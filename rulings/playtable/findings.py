"""The director's findings during the play: tricks awarded on a claim (Laws 69-71), a defective
trick (Law 67), a revoke established (Law 63A2, 63B, 43B2b), or an answer to a judgment question.

What a finding says is the lawbook's: the law asking the question declares (`finding:`, lawbook/
README.md) which fact its answer goes into and with what value. Where the finding is carried out is
the table's, by that fact kind (`FINDING_FACTS`): a claim finding goes to the open claim, a defective
trick's to the trick, a revoke's to the open revoke, a finding about an earlier card to that card, a
finding about a waiting choice to the choice; never by a law's number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings.answers import PLAIN, check_answer, no_law, open_question
from rulings.errors import LogError, event_number
from rulings.lawbook import NOTHING, Finding, cite_zh, normalise_ref
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.refusals import answers_no_question, law_zh, role_zh
from rulings.table import mark_answered


class Findings(PlayTableBase):
    """The director's findings during the play: the methods of `PlayTable` for them."""

    def _card_found_late(self, ev: Event, d: Finding, value: object) -> bool:
        """A finding about the card of the player of the role the law names (`of_role`; Law 45D: dummy's
        card declarer did not name) found after other cards were played: "在双方对下一墩牌均未打出牌张前
        发现，则该牌张必须收回，而防家在明手误打牌张后违规被指出前所打的牌张也可收回". The finding names no
        card: it is that player's card on the trick in progress (or on the trick just completed, while at
        most one side has played to the next), put to the rules again with the finding. False when the
        finding follows that card itself (ruled with the card), or says the card was not irregular."""
        if d.of_role is None or value is not True:
            return False
        before = max((k for k, fs in self.findings.items() if ev in fs), default=None)
        prior = self.log.events[before] if before is not None and before < len(self.log.events) else None
        holder = next(s for s in (self.declarer, self.contract.dummy, self.declarer.lho, self.declarer.rho)
                     if self.role(s) == d.of_role)
        if prior is not None and prior.type in ("lead", "play") and prior.seat == holder:
            return False
        current = self.ps.current_trick
        cards = current
        if not any(s == holder for s, _ in current) and self.ps.tricks and \
                len({s.side for s, _ in current}) < 2:
            cards = list(self.ps.tricks[-1].cards)
        card = next((c for s, c in cards if s == holder), None)
        if card is None:
            raise LogError(f"a Law {ev.law} finding, but {d.of_role} has no card on the trick to withdraw (found "
                           f"after both sides played to the next trick?)", event=ev.index, field="finding",
                           zh=f"有{law_zh(ev.law)}的认定，但{role_zh(d.of_role)}在这一墩中没有可收回的牌"
                              f"（是否在双方都已向下一墩出牌后才作出认定？）")
        fact = {"kind": "card", "phase": "play", "seq": ev.index, "seat": str(holder), "offender": str(holder),
                "role": d.of_role, "card": str(card), "suit": card.suit, "honour": card.is_honour,
                "trick": self.ps.trick_number, d.field: value, "is_lead": cards[0][0] == holder,
                "in_turn": True, "found_after_play": True}
        self._assert(fact, card=card, event=ev)
        self.changed.add(holder)  # Law 47D: the opponents may now change the cards played after it
        return True

    def on_finding(self, ev: Event) -> None:
        """The director's finding: a law with a finding of its own (`FINDING_LAWS`: a claim settled,
        a defective trick, a revoke established, dummy's card found late) is carried out there;
        every other finding is recorded with the item it answers. A finding without a law answers the one
        open question of the last item; one that names no law when none or several are open, that gives an
        answer its question does not have, or that answers nothing in the ruling, is refused with the
        one-line error (nothing the director entered is silently ignored)."""
        if not ev.law:  # the one question the last ruling item puts, not yet answered (rulings.answers)
            last = self.items[-1] if self.items else None
            only = open_question(last)
            if only is None:
                raise no_law(last, ev.index)
            ev = replace(ev, law=only)
        if self._indication_finding(ev):  # Law 45F: playtable/indications.py
            return
        law = str(ev.law)
        if self._read_as_fact(law):
            self._finding_fact(ev, law)
            return
        target = self._item_asking(law)
        check_answer(self.lawbook, str(ev.finding), law, self.items[target] if target is not None else None, ev.index)
        for d in self.lawbook.findings_for(law):
            carry_out = FINDING_FACTS.get(d.fact)
            if carry_out is not None and carry_out(self, ev, d, d.value(ev.finding)):
                return
        self._answer(ev, law)

    def _read_as_fact(self, law: str) -> bool:
        """A finding under a law whose play rules read it as a fact (Law 13C: `play_finding` rules of a law
        outside 41-71), when no ruling item asks that law's question."""
        want = normalise_ref(law)
        return self.lawbook.phase_of(want) != "play" and want in self.lawbook.found_by_rules("play_finding") \
            and not any(r["kind"] == "director_judgment" and r.get("law") == want
                        for it in self.items for r in it.rectification)

    def _finding_fact(self, ev: Event, law: str) -> None:
        """The finding put to the rules as a `play_finding` fact (the player it names, whether the play is over);
        a rule opening an irregularity opens its item, others join the latest. No rule takes it: refused."""
        seat = ev.seat or self.declarer
        latest = len(self.items) - 1 if self.items else None
        before = len(self.items)
        fact = {"kind": "play_finding", "phase": "play", "seq": ev.index, "seat": str(seat), "offender": str(seat),
                "role": self.role(seat), "law": normalise_ref(law), "finding": PLAIN.get(str(ev.finding).lower(),
                                                                                        str(ev.finding)),
                "trick": self.ps.trick_number, "play_over": self.over}
        if latest is not None:
            fact["ruling"] = latest
        traced = sum(len(it.trace) for it in self.items)
        self._assert(fact)
        if len(self.items) == before and sum(len(it.trace) for it in self.items) == traced:
            # no rule takes it: an answer the law's question does not have is refused as such (its answers
            # listed: Law 75's 'maybe'), any other as answering nothing here
            check_answer(self.lawbook, str(ev.finding), law, None, ev.index)
            raise LogError(f"a finding {ev.finding!r} under {law} answers no question of the play here",
                           event=ev.index, field="finding",
                           zh=f"{law}项下的认定“{ev.finding}”在此不回答打牌中的任何问题")
        target = len(self.items) - 1 if len(self.items) > before else latest
        if target is not None:
            self.items[target].judgments.append(str(ev.finding))

    def _claim_finding(self, ev: Event, d: Finding, stage: object) -> bool:
        """A finding about the open claim (Laws 69-71 declare it: `fact: claim`): the opponents agreed
        (stage acquiesced, 69A), or the director awards a number of the tricks left (awarded: 69B, 70, 71).
        False when no claim is open."""
        c = self.claim
        if c is None or c.settled:
            return False
        if stage == "acquiesced":
            self._claim_fact("acquiesced", ev.index)  # Law 69A: the opponents agreed (a later object is 69B)
            return True
        # what the answer sets, as the law's `finding:` declares it (the section's own first): whose tricks the
        # number is (award_counts; 70C: 给对方一墩或数墩 — the opponents'), and the award a word answer gives
        # (award; 70C 否: 不因该将牌判给对方牌墩 — none)
        said = self._claim_declared(str(ev.law), ev.finding)
        counts = said.get("award_counts", "claimer")
        word = str(ev.finding).strip()
        n = int(word) if word.isascii() and word.isdigit() else said.get("award")
        if not isinstance(n, int):
            whose = " to the opponents" if self._claim_declared(str(ev.law), 0).get("award_counts") == "opponents" \
                else ""
            raise LogError(f"a Law {ev.law} finding is the number of tricks awarded{whose}, not {ev.finding!r}",
                           event=ev.index, field="finding",
                           zh=f"{cite_zh(str(ev.law))}的认定是判给{'对方' if whose else '声称方'}的墩数，"
                              f"不是{ev.finding!r}")
        if not 0 <= n <= c.remaining:
            raise LogError(f"{n} tricks awarded, but only {c.remaining} remained", event=ev.index,
                           field="finding", zh=f"判给{n}墩，但只剩{c.remaining}墩")
        c.tricks_for_claimer = c.remaining - n if counts == "opponents" else n
        self.items[c.item].judgments.append(str(ev.finding))
        self._claim_fact("awarded", ev.index)
        return True

    def _claim_declared(self, law: str, answer: object) -> dict[str, object]:
        """The claim fields an answer under `law` sets, as the law's `finding:` declares them (the section's
        own declarations before those of the law enclosing it)."""
        said: dict[str, object] = {}
        for x in self.lawbook.findings_for(law):
            value = x.value(answer)
            if x.fact == "claim" and value is not NOTHING:
                said.setdefault(x.field, value)
        return said

    def _trick_found_defective(self, ev: Event, d: Finding, defect: object) -> bool:
        """A trick found with a card omitted or too many (Law 67 declares it: `fact: defective_trick`;
        `rulings.playtable.defective`)."""
        if defect is NOTHING:
            return False
        self._defective_finding(ev, str(defect))
        return True

    def _revoke_finding(self, ev: Event, d: Finding, how: object) -> bool:
        """A finding that establishes the open revoke (`fact: revoke, stage: established`: Laws 63A2, 63B,
        43B2b). A finding about the latest revoke not yet assessed (no `stage`; Law 43B2c: dummy drew
        attention to it; when no choice waits, else it is about the choice's irregularity) sets its field on that revoke's facts from then on (its correction, its assessment at
        the end of play), and is recorded as any other. A finding read at the end of play (`stage: end`,
        64B4) is recorded as any other."""
        if how is NOTHING:
            return False
        if d.stage is None:
            if self.pending is not None:  # the finding is about the irregularity the waiting choice rectifies
                return False
            rv = next((r for r in reversed(self.revokes) if not r.assessed
                       and (d.of_role is None or r.role == d.of_role)), None)
            if rv is not None:
                rv.found[d.field] = how
            return False
        if d.stage != "established":
            return False
        self._establish_by_finding(ev, d, str(how))
        return True

    def _waiting_choice_finding(self, ev: Event, d: Finding, value: object) -> bool:
        """A finding about the choice that waits (`fact: play_choice`; Law 43B2c: dummy drew attention to
        the irregularity, so the choice carries no penalty for it): the choice's fact takes the field, and
        the options are explored again. The finding is then recorded as any other."""
        if value is not NOTHING and self.pending is not None:
            self.pending.fact[d.field] = value
            if self.explore is not None and not self.exploring:  # what each choice now leads to
                self.items[self.pending.item].options = self.explore(self, self.pending)
        return False

    def _answer(self, ev: Event, law: str) -> None:
        """A finding recorded with the item whose question it answers, and (under a law of the play, as
        the lawbook places it, or answering a question the play's ruling put: Law 75 at a summons after the
        lead, 21B3.4) put to the rules as a `play_finding` fact."""
        target = self._item_asking(law)
        asked = target is not None and any(r["kind"] == "director_judgment" and r.get("law") == normalise_ref(law)
                                           for r in self.items[target].rectification)
        if target is not None:
            self.items[target].judgments.append(str(ev.finding))
            if law:
                mark_answered(self.items[target], normalise_ref(law), str(ev.finding))
        fired = False
        if law and (self.lawbook.phase_of(law) == "play" or asked):
            fact = {"kind": "play_finding", "phase": "play", "seq": ev.index, "seat": str(self.declarer),
                    "offender": str(ev.seat or self.declarer), "role": "declarer", "law": law,
                    "finding": str(ev.finding), "trick": self.ps.trick_number}
            if target is not None:
                fact["ruling"] = target
                fact["asked"] = asked  # the finding answers a question the ruling put (a `director_judgment`)
            fired = self._assert(fact)
        if not self.items:
            raise answers_no_question(law, ev.index, "finding")
        if self.claim is not None and not self.claim.void and not (asked or fired or self._read_at_end(ev, law)):
            # the play has ceased (Law 68D; a void concession, 68B, does not stop it): nothing after the claim can take the finding but a question the
            # ruling put (Laws 68-71's on the claim, or one put earlier and still open), a rule that reads it, or
            # the assessment of a revoke at the end of play; any other answers nothing (README: refused)
            raise LogError(f"the finding under Law {law} answers no question of this ruling (the play ceased at "
                           f"the {'concession' if self.claim.concession else 'claim'}, event "
                           f"{event_number(self.claim.event)}; questions put: {', '.join(self._asked()) or 'none'})",
                           event=ev.index, field="finding",
                           zh=f"{cite_zh(law)}项下的认定不回答本裁决的任何问题（打牌已在第{event_number(self.claim.event)}"
                              f"项事件的{'承认' if self.claim.concession else '声称'}时停止；已问：{'、'.join(self._asked()) or '无'}）")

    def _asked(self) -> list[str]:
        """The laws whose questions the ruling items put (`director_judgment`), in order."""
        return list(dict.fromkeys(str(r["law"]) for it in self.items for r in it.rectification
                                  if r["kind"] == "director_judgment"))

    def _read_at_end(self, ev: Event, law: str) -> bool:
        """A finding about a revoke (the law declares `fact: revoke`), which is assessed at the end of play
        (Law 64): it is read then, after a claim too."""
        return any(d.fact == "revoke" and d.value(ev.finding) is not NOTHING for d in self.lawbook.findings_for(law))

    def _item_asking(self, law: str) -> int | None:
        """The ruling item a finding answers: the latest that puts that law's question to the director
        (a `director_judgment`), else the latest item."""
        want = normalise_ref(law) if law else ""
        for n in range(len(self.items) - 1, -1, -1):
            if any(r["kind"] == "director_judgment" and r.get("law") == want for r in self.items[n].rectification):
                return n
        return len(self.items) - 1 if self.items else None


# Where the table carries out a finding, by the fact kind the law's `finding:` declares it goes into
# (bridge mechanics: a claim is followed by the table until it is settled, a revoke until it is
# established, a choice until it is made): True when the finding is dealt with, False to record it as any
# other (`_answer`). A finding into a card or expose fact of its own event is read with that event.
FINDING_FACTS: dict[str, Callable[[Findings, Event, Finding, object], bool]] = {
    "claim": Findings._claim_finding,
    "defective_trick": Findings._trick_found_defective,
    "revoke": Findings._revoke_finding,
    "card": Findings._card_found_late,
    "play_choice": Findings._waiting_choice_finding,
}
