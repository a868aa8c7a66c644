"""The director's findings during the play: tricks awarded on a claim (Laws 69-71), a defective
trick (Law 67), a revoke established (Law 63A2, 63B, 43B2b), or an answer to a judgment question."""

from __future__ import annotations

from rulings.errors import LogError
from rulings.lawbook import normalise_ref
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import ESTABLISHING, PLAY_LAWS, yes


class Findings(PlayTableBase):
    """The director's findings during the play: the methods of `PlayTable` for them."""

    def on_finding(self, ev: Event) -> None:
        """The director's finding: recorded with the item it answers; Law 70/71 findings give tricks."""
        law = ev.law or ""
        if not law:  # bad input: a finding answers some law's question; it is never silently dropped
            raise LogError("a finding in the play names the law whose question it answers (law: …)",
                           event=ev.index, field="finding")
        if self.claim is not None and not self.claim.settled and law[:2] == "69" and ev.finding == "acquiesced":
            self._claim_fact("acquiesced", ev.index)  # Law 69A: the opponents agreed (a later object is 69B)
            return
        if self.claim is not None and not self.claim.settled and law[:2] in ("69", "70", "71"):
            try:
                n = int(str(ev.finding))
            except ValueError:
                raise LogError(f"a Law {law} finding is the number of tricks awarded, not {ev.finding!r}",
                               event=ev.index, field="finding") from None
            c = self.claim
            if not 0 <= n <= c.remaining:
                raise LogError(f"{n} tricks awarded, but only {c.remaining} remained", event=ev.index,
                               field="finding")
            c.tricks_for_claimer = n
            self.items[c.item].judgments.append(str(ev.finding))
            self._claim_fact("awarded", ev.index)
            return
        if law.startswith("67") and ev.finding in ("omitted", "too_many"):
            self._defective_finding(ev)
            return
        if law in ESTABLISHING and yes(ev.finding):
            self._establish_by_finding(ev, law)
            return
        target = self._item_asking(law)
        if target is not None:
            self.items[target].judgments.append(str(ev.finding))
        if law and law[:2].isdigit() and int(law[:2]) in PLAY_LAWS and law not in ("45D", "54C", "50B", "45E", "49"):
            fact = {"kind": "play_finding", "phase": "play", "seq": ev.index, "seat": str(self.declarer),
                    "offender": str(ev.seat or self.declarer), "role": "declarer", "law": law,
                    "finding": str(ev.finding), "trick": self.ps.trick_number}
            if target is not None:
                fact["ruling"] = target
            self._assert(fact)

    def _item_asking(self, law: str) -> int | None:
        """The ruling item a finding answers: the latest that puts that law's question to the director
        (a `director_judgment`), else the latest item."""
        want = normalise_ref(law) if law else ""
        for n in range(len(self.items) - 1, -1, -1):
            if any(r["kind"] == "director_judgment" and r.get("law") == want for r in self.items[n].rectification):
                return n
        return len(self.items) - 1 if self.items else None
