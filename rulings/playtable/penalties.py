"""Penalty cards and lead or play restrictions (Laws 48-52, 57, 59): cards exposed during the play,
whether a card is or owes a penalty card, whether it complies with a restriction, and the penalty
cards a player holds put to the rules (Law 50B)."""

from __future__ import annotations

from typing import Any

from rulings.cards import Card
from rulings.errors import LogError
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import found_fields, in_vocabulary_order
from rulings.refusals import card_elsewhere
from rulings.seats import Seat


class Penalties(PlayTableBase):
    """Penalty cards and lead or play restrictions: the methods of `PlayTable` for them."""

    def _restriction_fields(self, seat: Seat, card: Card) -> dict[str, Any]:
        """A lead or play restriction on this card (Laws 26, 50D2, 51, 57) and whether it is met (Law 59)."""
        current = self.ps.current_trick
        held = self.ps.remaining.get(seat, frozenset())
        found: list[dict[str, Any]] = []
        # several suits may be forbidden at once (Law 51B2b): a lead may not be any of them
        forbidden = {r["suit"] for r in self.restrictions if r["seat"] == str(seat) and r["kind"] == "forbid_lead"}
        for r in self.restrictions:
            if r["seat"] != str(seat):
                continue
            kind = r["kind"]
            if kind.endswith("_lead") and not current:
                suit_cards = [c for c in held if c.suit == r["suit"]]
                if kind == "require_lead":
                    can, ok = bool(suit_cards), card.suit == r["suit"]
                else:
                    can, ok = any(c.suit not in forbidden for c in held), card.suit != r["suit"]
                found.append(self._restriction_fact(r, kind, can, ok))
            elif not kind.endswith("_lead") and current:
                led = current[0][1].suit
                follow = sorted((c for c in held if c.suit == led), key=lambda c: c.rank_value)
                if kind in ("highest", "lowest"):
                    can = bool(follow)
                    ok = can and card == (follow[-1] if kind == "highest" else follow[0])
                else:
                    can = any(c.suit != r["suit"] for c in held) and not (r["suit"] == led and follow)
                    ok = card.suit != r["suit"]
                found.append(self._restriction_fact(r, kind, can, ok))
        return next((f for f in found if f["restriction_breach"]), found[0] if found else {"restriction": "none"})

    @staticmethod
    def _restriction_fact(r: dict[str, Any], kind: str, can: bool, ok: bool) -> dict[str, Any]:
        return {"restriction": kind, "can_comply": can, "complies": ok, "restriction_breach": can and not ok,
                "ruling": r.get("ruling")}

    def _penalty_fields(self, seat: Seat, card: Card) -> dict[str, Any]:
        """Law 50: is the card a penalty card; had one to be played at this turn (Law 50C/50D1, 52)?"""
        mine = self.penalty_cards_of(seat)
        if not mine:
            return {}
        here = next((pc for pc in mine if pc["card"] == str(card)), None)
        current = self.ps.current_trick
        held = self.ps.remaining.get(seat, frozenset())
        led = current[0][1].suit if current else None
        can_follow = led is not None and any(c.suit == led for c in held)
        if here is not None:
            return self._penalty_card_played(mine, here, led, can_follow)
        return self._penalty_card_owed(seat, card, mine, led, can_follow)

    @staticmethod
    def _penalty_card_played(mine: list[dict[str, Any]], here: dict[str, Any], led: str | None,
                             can_follow: bool) -> dict[str, Any]:
        """The card played is a penalty card: its grade and how many of them he could legally play here
        (Law 51A), unless declarer designated another one (then it is owed, Law 52)."""
        def legal(pc: dict[str, Any]) -> bool:
            return led is None or not can_follow or pc["card"][0] == led

        designated = next((pc for pc in mine if pc.get("designated") and pc is not here and legal(pc)), None)
        if designated is not None:  # Law 51A: declarer named another one (Law 52)
            return {"penalty_card": False, "not_designated": True, "owes_penalty_card": True,
                    "ruling": designated.get("ruling")}
        return {"penalty_card": True, "penalty_grade": here["grade"],
                "legal_penalty_cards": sum(1 for pc in mine if legal(pc)), "ruling": here.get("ruling")}

    def _penalty_card_owed(self, seat: Seat, card: Card, mine: list[dict[str, Any]], led: str | None,
                           can_follow: bool) -> dict[str, Any]:
        """Another card played: the penalty card he owed at this turn, if any (Law 50C, 50D1, 52)."""
        restricted = any(r["seat"] == str(seat) for r in self.restrictions)
        owes = next((pc for pc in mine if _owed_before(pc, card, led, can_follow, restricted)), None)
        if owes is None:
            return {"penalty_card": False}
        return {"penalty_card": False, "owes_penalty_card": True, "owed_grade": owes["grade"],
                "ruling": owes.get("ruling")}

    def _drop_played_penalty_cards(self) -> None:
        """A penalty card that has been played (and not withdrawn) is no longer one: its card was
        accepted in place of the one owed (Law 52B1), or played when due."""
        self.penalty_cards = [pc for pc in self.penalty_cards if self.ps.played_by(Card.parse(pc["card"])) is None]

    def _drop_played_restrictions(self, seat: Seat, was_lead: bool) -> None:
        """A required lead is used up by the lead; a play restriction (Law 57A) by the play to its trick."""
        keep = []
        for r in self.restrictions:
            if r["seat"] == str(seat):
                if r["kind"] == "require_lead" and was_lead:
                    continue
                if r["kind"] in ("highest", "lowest", "forbid_play") and not was_lead:
                    continue
            keep.append(r)
        self.restrictions = keep

    def on_expose(self, ev: Event) -> None:
        """Cards exposed during the play (Laws 48-50, 58B2): a `play_expose` fact for the rules."""
        seat = ev.seat
        assert seat is not None
        self._check_exposed(ev, seat)
        p = self.pending
        fact = self._expose_fact(ev, seat)
        self._assert(fact, cards=[str(c) for c in ev.cards if str(c) not in
                                  {pc["card"] for pc in self.penalty_cards}], event=ev)
        if fact["simultaneous"]:  # Law 58B3: opponents who played after it may change their cards
            self._visible_withdrawn.append((seat, self.ps.trick_number, len(self.ps.current_trick),
                                            len(self.items) - 1 if self.items else None))
        if p is not None and p is self.pending and p.irregularity == "opening_lead_out_of_turn" and seat == p.by:
            self.choose(p, "spread", None, ev.index, implicit=False, actor=seat)
        leader = self.ps.leader
        if (not self.ps.current_trick and leader == seat.partner and self.role(seat) == "defender"
                and self.penalty_cards_of(seat) and (self.pending is None or self.pending.irregularity
                                                     == "penalty_card_lead") and not self.over):
            self._partner_penalty_due(leader, ev.index)  # Law 50D2: the lead is due and not yet made

    def _check_exposed(self, ev: Event, seat: Seat) -> None:
        """Bad input, not an irregularity: a card exposed from another hand, or already played (the error names
        the field the log wrote: `names_card` for a card named, Law 49; else `expose`)."""
        field = "names_card" if ev.named else "expose"
        for c in ev.cards:
            holder = next((s for s, cards in self.ps.hands.items() if c in cards), None)
            if holder is not None and holder != seat:
                raise card_elsewhere(c, holder, seat, ev.index, field)
            if self.ps.played_by(c) is not None:
                raise LogError(f"{c} has already been played", event=ev.index, field=field, zh=f"{c.zh} 已经打出")

    def _expose_fact(self, ev: Event, seat: Seat) -> dict[str, Any]:
        """The play_expose fact: the cards exposed, and what the director's findings on them say, each in the
        field the law asking the question declares (`finding:` of Laws 49, 50B: inadvertent, deliberate;
        58B, 58B1, 58B2: simultaneous; 68: current_trick_only)."""
        left = self.ps.remaining.get(seat, frozenset())
        p = self.pending
        fact = {"kind": "play_expose", "phase": "play", "seq": ev.index, "seat": str(seat), "offender": str(seat),
                "role": self.role(seat), "trick": self.ps.trick_number, "count": len(ev.cards),
                "honour": any(c.is_honour for c in ev.cards),
                "whole_hand": set(ev.cards) == set(left) and len(left) > 1,
                "penalty_cards_held": len(self.penalty_cards_of(seat))}
        fact = in_vocabulary_order(fact, found_fields(self.lawbook, "play_expose", self.findings.get(ev.index, ())))
        if p is not None:
            fact["pending"] = p.irregularity
            fact["pending_role"] = "chooser" if seat == p.by else "other"
            if p.irregularity == "opening_lead_out_of_turn" and seat in (p.by, p.by.partner):
                fact["ruling"] = p.item  # declarer spreading (48B1, 54A) or dummy facing his hand (54C)
        return fact

    def penalty_cards_held(self, seat: Seat, seq: int, ruling: int | None) -> None:
        """The penalty cards a player now holds, put to the rules (Law 50B: two or more are all major)."""
        mine = self.penalty_cards_of(seat)
        if not mine:
            return
        self._assert({"kind": "penalty_cards", "phase": "play", "seq": seq, "seat": str(seat), "offender": str(seat),
                      "role": self.role(seat), "trick": self.ps.trick_number, "count": len(mine),
                      "minor": sum(1 for pc in mine if pc["grade"] == "minor"),
                      "major": sum(1 for pc in mine if pc["grade"] == "major"), "ruling": ruling})

    def _item_for_penalty_card(self, pc: dict[str, Any], seq: int) -> int:
        """The ruling item a penalty card belongs to (a Law 24 card from the auction gets one here)."""
        if pc.get("ruling") is None:
            idx = self._open_item(seq, "penalty_card", Seat(pc["seat"]))
            self.items[idx].refs.append(pc["law"])
            pc["ruling"] = idx
        return int(pc["ruling"])


def _owed_before(pc: dict[str, Any], card: Card, led: str | None, can_follow: bool, restricted: bool) -> bool:
    """The penalty card had to be played instead of `card`: a major one at the first legal opportunity
    (Law 50D1: a lead with no lead restriction in force, the suit led, or when he cannot follow); a
    minor one before any low card of its suit (Law 50C)."""
    pcard = Card.parse(pc["card"])
    if pc["grade"] == "major":
        return (led is None and not restricted) or (led is not None and (pcard.suit == led or not can_follow))
    return card.suit == pcard.suit and not card.is_honour  # Law 50C: no low card of that suit before the minor one
