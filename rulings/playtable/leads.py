"""Leads falling due (Law 26 lead penalties from the auction, Law 50D2 the partner of a defender
with a major penalty card): a `lead_turn` fact for the rules, and declarer's choices made before
the opening lead."""

from __future__ import annotations

from typing import Any

from rulings.auction import AuctionTable
from rulings.cards import SUITS, Card
from rulings.errors import LogError
from rulings.log import DealLog
from rulings.playtable.base import PlayTableBase
from rulings.seats import Seat

# declarer's choices that may be made after the final pass, before the opening lead (Law 26A2, 26B, 50D2)
PRE_PLAY_CHOICES = ("require_lead", "forbid_lead", "penalty_card")


class Leads(PlayTableBase):
    """Leads falling due: the methods of `PlayTable` for them."""

    def _law26_choices(self, log: DealLog, auction_table: AuctionTable, first: int | None) -> None:
        """Law 26: the lead penalties made firm in the auction wait for the offender's partner's first
        lead (26A2, 26B); the lawbook's rules (law-26.yaml, phase play) give declarer his options then.
        Declarer's choice for the opening lead, made after the auction and before the first play event,
        is kept here and put to the table once the opening lead falls due."""
        self.lead_penalties_due = [dict(lp, used=False) for lp in auction_table.lead_penalties
                                   if lp.get("status") == "firm"]
        last_call = max((e.index for e in log.events if e.type == "call"), default=-1)
        self._pre_play_choices = [ev for ev in log.events
                                  if (first is None or ev.index < first) and ev.type == "choice"
                                  and ev.index > last_call and ev.choice in PRE_PLAY_CHOICES]

    def lead_penalty_owed(self, seat: Seat) -> bool:
        """Law 60A3 "应履行引牌或打牌的判罚": `seat` still owes a lead or play penalty — a Law 26 penalty
        waiting for his first lead (26A2 "首次获得引牌权"), or a restriction declarer chose and he has not met."""
        return any(not lp["used"] and lp["seat"] == str(seat) for lp in self.lead_penalties_due) or \
            any(r["seat"] == str(seat) for r in self.restrictions)

    def waiting_lead_penalties(self) -> list[dict[str, Any]]:
        """Law 26A2/26B: the lead penalties from the auction still waiting for the offender's partner's
        first lead ("在违规者的同伴首次获得引牌权，包括首引时") — in force, though not yet put to declarer."""
        return [lp for lp in self.lead_penalties_due if not lp["used"]]

    def _pre_play(self) -> None:
        """Declarer's choices made before the opening lead, put to the option now waiting: a Law 26 lead
        penalty, or Law 50D2 when the opening leader's partner holds a major penalty card from the auction
        (24: “庄家将所有这些牌张视为罚张（参阅第50条）”)."""
        for ev in self._pre_play_choices:
            p = self.pending
            if p is None or p.irregularity not in ("lead_penalty", "penalty_card_lead", "penalty_card_lead_more"):
                raise LogError("no lead penalty is in force for declarer to choose (Law 26, 50D2)", event=ev.index,
                               field="choose", zh="没有生效的引牌限制可供庄家选择（第26条、第50条D款2）")
            self.on_choice(ev)

    def _lead_turn(self, seq: int) -> None:
        """A lead falls due: Law 50D2 when the leader's partner holds a major penalty card."""
        leader = self.ps.leader
        self.changed = set()
        self._corrected_by = None
        if leader is None or self.claim is not None:
            return
        # Law 50D2a: a forbidden suit stays forbidden while that player retains the lead
        self.restrictions = [r for r in self.restrictions
                             if not (r["kind"] == "forbid_lead" and r["seat"] != str(leader))]
        self._law26_due(leader, seq)
        self._partner_penalty_due(leader, seq)

    def _partner_penalty_due(self, leader: Seat, seq: int) -> None:
        """Law 50D2: the leader's partner holds a major penalty card: a `lead_turn` fact for the rules.
        It is asked when a lead falls due and again whenever a penalty card appears while the partner
        is on lead ("当轮到某防家引牌，如果其同伴有一重罚张时"), not only when a trick completes."""
        partner_cards = self.penalty_cards_of(leader.partner)
        majors = [pc for pc in partner_cards if pc["grade"] == "major"]
        fact = {"kind": "lead_turn", "phase": "play", "seq": seq, "seat": str(leader),
                "offender": str(leader.partner), "role": self.role(leader), "trick": self.ps.trick_number,
                "partner_major_penalty": bool(majors), "partner_penalty_count": len(partner_cards),
                "partner_penalty_suits": len({Card.parse(pc["card"]).suit for pc in partner_cards})}
        if majors:
            fact["ruling"] = self._item_for_penalty_card(majors[0], seq)
        self._assert(fact)

    def _law26_due(self, leader: Seat, seq: int) -> None:
        """Law 26A2/26B: the offender's partner has the lead for the first time (the opening lead
        included) and a lead penalty from the auction is firm: a `lead_turn` fact for Law 26's rules."""
        for lp in self.lead_penalties_due:
            if lp["used"] or lp["seat"] != str(leader):
                continue
            lp["used"] = True
            idx = self._open_item(seq, "lead_penalty", Seat(lp["offender"]))
            self._lp_suits = list(lp.get("suits") or []) or list(SUITS)
            fact = {"kind": "lead_turn", "phase": "play", "seq": seq, "seat": str(leader),
                    "offender": lp["offender"], "role": self.role(leader), "trick": self.ps.trick_number,
                    "lead_penalty": lp["law_kind"], "ruling": idx}
            self._assert(fact)
            return
