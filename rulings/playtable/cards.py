"""Cards led and played (Laws 44, 45, 53-57): the bad input refused, the card fact with its
context (turn, role, following suit, penalty cards and restrictions), and what falls due after a card
(a revoke established by play, Law 63A1; the next lead; the end of play)."""

from __future__ import annotations

from typing import Any

from rulings.cards import FULL_PACK, Card
from rulings.errors import LogError
from rulings.log import Event
from rulings.play import PARTNER
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import OOT_PENDING, PlayPending, found_fields, yes
from rulings.refusals import all_tricks_played, card_already_played, card_elsewhere, card_zh
from rulings.seats import Seat, seat_zh


class Cards(PlayTableBase):
    """Cards led and played: the methods of `PlayTable` for them."""

    def _check_card(self, ev: Event, seat: Seat, card: Card, fld: str, *, supplied: bool = False) -> None:
        """Bad input, not an irregularity: a card played twice, not in that hand, a 14th card. A card
        supplied to a defective trick (Law 67) may come after the 13th trick."""
        if self.ps.is_over and not supplied:
            raise all_tricks_played(seat, card, ev.index, fld)
        holder = self.ps.holder(card)
        if holder is None and card not in FULL_PACK:  # a card dealt is a card of the pack
            raise LogError(f"{card} is not a card of the pack", event=ev.index, field=fld,
                           zh=f"{card_zh(card)} 不是这副牌中的牌")
        if holder is not None and holder != seat:
            raise card_elsewhere(card, holder, seat, ev.index, fld)
        by = self.ps.played_by(card)
        if by is not None:
            raise card_already_played(card, by, ev.index, fld)
        if self.ps.cards_left(seat) == 0:
            raise LogError(f"{seat} has no cards left (a 14th card)", event=ev.index, field=fld,
                           zh=f"{seat_zh(seat)}手中已没有牌（这是第14张）")

    def on_card(self, ev: Event, *, designated: bool = False) -> None:
        seat, card = ev.seat, ev.card
        assert seat is not None and card is not None
        fld = "play" if ev.type == "play" else "lead"
        if self.supply is not None and self.supply["seat"] == seat and not ev.replaces:
            self._supply_card(ev, seat, card, fld)  # Law 67: also after the 13th trick (67B)
            return
        if self.ps.is_over:
            raise all_tricks_played(seat, card, ev.index, fld)
        if self.over:  # Law 68D: a card played after a claim or concession
            self._check_card_exists(ev, seat, card, fld)
            fact = self._base_card_fact(ev, seat, card)
            fact["after_claim"] = True
            self._assert(fact, card=card, event=ev)
            return
        if ev.replaces:
            self._check_replacement(ev, seat, card, fld)
            self.on_replace(ev)
            return
        self._check_card(ev, seat, card, fld)
        if self._face_down_beside_faced(ev, seat, card):
            return
        if ev.face_down and self.ps.opening_lead_made:
            raise LogError("only the opening lead is made face down (Law 41A)", event=ev.index, field="face_down",
                           zh="只有首引可以牌面向下打出（第41条A款）")
        self._maybe_quit_defective(ev, seat)
        self._play_card(ev, seat, card, designated)
        if ev.face_down and self.ps.trick_number == 1 and self.ps.current_trick == [(seat, card)]:
            self._face_down_lead = (seat, card)

    def _face_down_beside_faced(self, ev: Event, seat: Seat, card: Card) -> bool:
        """Law 54, the opening words: a defender's faced opening lead out of turn and his partner's face-down
        opening lead, in either order in the log. The face-down card is set aside (it was never faced),
        the faced one is read as the opening lead, and a `face_down_lead` fact lets Law 54's rule withdraw
        the face-down card. False when the event is no such lead."""
        p = self.pending
        if ev.type != "lead" or self.ps.tricks:
            return False
        if ev.face_down and p is not None and p.irregularity == "opening_lead_out_of_turn" \
                and p.offender == seat.partner and self.ps.current_trick == [(p.offender, p.card)]:
            self._assert_face_down_lead(ev.index, seat, card, p.item)  # the faced lead came first
            return True
        fd = self._face_down_lead
        if ev.face_down or fd is None or fd[0] != seat.partner or self.ps.current_trick != [fd]:
            return False
        self.ps.withdraw_last(fd[0])  # the face-down lead came first: the faced one is the opening lead
        self._face_down_lead = None
        self._play_card(ev, seat, card, False)
        p = self.pending
        if p is not None and p.irregularity == "opening_lead_out_of_turn":
            self._assert_face_down_lead(ev.index, fd[0], fd[1], p.item)
        return True

    def _assert_face_down_lead(self, seq: int, seat: Seat, card: Card, item: int) -> None:
        self._assert({"kind": "face_down_lead", "phase": "play", "seq": seq, "seat": str(seat), "offender": str(seat),
                      "role": self.role(seat), "trick": 1, "card": str(card), "partner_led_face_up": True,
                      "ruling": item}, card=card)

    def _fifth_card_finding(self, ev: Event, seat: Seat) -> str | None:
        """Law 45E1: a defender's `play` (not a lead) when no card is on the trick and he is not the
        leader is a fifth card to the trick just completed, "除非裁判认为该张牌是下一墩的引牌": the
        director's finding under 45E1 (yes: a lead, ruled as one; no: a penalty card), or none."""
        if ev.type != "play" or self.ps.cards_on_trick or self.ps.trick_number == 1 or seat == self.ps.leader \
                or self.role(seat) != "defender":
            return None
        found = {f.law: f.finding for f in self.findings.get(ev.index, [])}
        answer = yes(found.get("45E1"))
        return "none" if answer is None else ("yes" if answer else "no")

    def _leads_before_choice(self, p: PlayPending | None, seat: Seat) -> bool:
        """Law 50D2: the leader, whose partner holds a major penalty card, leads while declarer's choice
        waits."""
        return (p is not None and p.irregularity == "penalty_card_lead" and not self.ps.current_trick
                and seat == self.ps.leader and seat == p.offender.partner)

    def _pending_on_card(self, ev: Event, seat: Seat, card: Card) -> tuple[PlayPending | None, bool, bool]:
        """A card played while a choice waits: the waiting choice, whether the card comes before the
        opponents chose their rectification (Law 60C: their rights stay), and whether playing on
        condoned a lead out of turn (Laws 53A, 54B2, 60A1)."""
        p = self.pending
        oot = p is not None and p.irregularity in OOT_PENDING
        before_rect = (p is not None and oot and bool(self.ps.current_trick) and seat in (p.offender, p.offender.partner)
                       and p.by not in (p.offender, p.offender.partner))
        if not before_rect and not self._leads_before_choice(p, seat):
            self._resolve_pending_by_card(ev, seat, card)
        return p, before_rect, oot and bool(self.ps.current_trick) and not before_rect

    def _play_card(self, ev: Event, seat: Seat, card: Card, designated: bool) -> None:
        p, before_rect, condoned = self._pending_on_card(ev, seat, card)
        current = self.ps.current_trick
        in_trick = any(s == seat for s, _ in current)
        premature = bool(current) and ev.type == "lead" and len(current) < 4
        extra = bool(current) and in_trick and not premature
        fact = self._base_card_fact(ev, seat, card)
        fact.update(premature=premature, extra_card=extra)
        if before_rect and p is not None:
            fact.update(before_rectification=True, ruling=p.item)
        if condoned and p is not None and len(current) == 1 and current[0][0] == seat.lho:
            fact.update(rho_of_oot_leader=True, ruling=p.item)  # Law 53B
        if self._declarer_retracted and self.role(seat) == "defender":
            fact["after_declarer_retraction"] = True  # Law 60B
        if self._leads_before_choice(p, seat):  # Law 50D2: "在庄家尚未对下述罚则作出选择前，不得引牌"
            fact.update(lead_before_choice=True, is_lead=True, in_turn=True)
            self._assert(fact, card=card, event=ev)
            return
        lead_finding = self._fifth_card_finding(ev, seat)
        if lead_finding in ("no", "none"):  # Law 45E1: a defender's card added to the trick just completed
            extra = True
            fact.update(extra_card=True, after_complete_trick=True, lead_finding=lead_finding,
                        trick=self.ps.trick_number - 1)
        if premature or extra:
            partner_played = any(s == seat.partner for s, _ in current)
            fact.update(partner_played=partner_played, is_lead=premature, in_turn=False)
            self._assert(fact, card=card, event=ev)
            if premature:  # Law 63A1: a lead to the next trick, legal or not, establishes the revoke
                self._establish_by_play(seat, self.ps.trick_number + 1, ev.index)
            return
        self._place_card(ev, seat, card, fact, current, designated=designated, condoned=condoned)

    def _place_card(self, ev: Event, seat: Seat, card: Card, fact: dict[str, Any], current: list[tuple[Seat, Card]],
                    *, designated: bool, condoned: bool) -> None:
        """The card goes to the trick (`current`, the cards on it): restrictions, penalty cards and
        rotation are read before it is placed, following suit and the trick after."""
        ps = self.ps
        if self.restrictions:
            fact.update(self._restriction_fields(seat, card))
        else:  # what _restriction_fields says when no restriction is in force
            fact["restriction"] = "none"
        if self.penalty_cards:
            fact.update(self._penalty_fields(seat, card))
        led = current[0][1].suit if current else card.suit
        seats = [s for s, _ in current]
        declarer, partner = self.declarer, PARTNER[seat]
        fact["declarer_played_both"] = declarer in seats and PARTNER[declarer] in seats  # and dummy
        fact.update(self._suggestion_fields())  # Law 57C: dummy illegally suggested a play to this trick
        fact["partner_played"] = partner in seats
        fact["partner_suits"] = ps.suits_held(partner)  # Law 62D2
        before_trick = ps.trick_number
        number, place, turn, is_lead, _leader, _led, followed, could_follow, revoke, _in_hand, _won = \
            ps.place(seat, card)
        assert turn is not None  # the play is not over: someone was to play
        fact["trick"] = number
        fact["place"] = place
        fact["is_lead"] = is_lead
        fact["opening_lead"] = number == 1 and is_lead
        fact["turn_of"] = str(turn)
        fact["turn_role"] = self.role(turn)
        fact["position"] = self._position(seat, turn)
        fact["in_turn"] = seat == turn
        fact["followed_suit"] = followed
        fact["could_follow"] = could_follow
        fact["revoke"] = bool(revoke) and card.suit != led
        fact["designated"] = designated
        fact["accepted_by_playing"] = condoned
        self._assert(fact, card=card, event=ev)
        if self.role(seat) != "defender":
            self._declarer_retracted = False
        self._after_card(ev, seat, before_trick, is_lead)

    def _check_card_exists(self, ev: Event, seat: Seat, card: Card, fld: str) -> None:
        holder = next((s for s, cards in self.ps.hands.items() if card in cards), None)
        if holder is not None and holder != seat:
            raise card_elsewhere(card, holder, seat, ev.index, fld)

    def _check_replacement(self, ev: Event, seat: Seat, card: Card, fld: str) -> None:
        self._check_card_exists(ev, seat, card, fld)
        if self.ps.played_by(card) is not None and self.ps.played_by(card) != seat:
            raise card_already_played(card, self.ps.played_by(card), ev.index, fld)

    def _base_card_fact(self, ev: Event, seat: Seat, card: Card) -> dict[str, Any]:
        """The card fact: the card and who played it, and what the director's findings on it say, each in
        the field the law asking the question declares (`finding:` of Laws 45C4b, 45D, 45E, 47C, 47E, 50B,
        54C …: unrequested, inadvertent, misinformed …); a field no finding answers is absent (None: e.g.
        Law 45C4b's question is then put)."""
        return {"kind": "card", "phase": "play", "seq": ev.index, "seat": str(seat), "offender": str(seat),
                "role": self.role(seat), "card": str(card), "suit": card.suit, "honour": card.is_honour,
                "lead_event": ev.type == "lead", "trick": self.ps.trick_number, "face_down": ev.face_down,
                "simultaneous": ev.simultaneous, **({"hesitation": True} if ev.hesitation else {}),
                **found_fields(self.lawbook, "card", self.findings.get(ev.index, ()))}

    def _establish_by_play(self, seat: Seat, trick: int, seq: int) -> None:
        """Law 63A1: the offender or his partner played or led to a later trick (不论是否合法)."""
        for rv in self.revokes:
            if not rv.established and not rv.corrected and seat in (rv.seat, rv.seat.partner) and trick > rv.trick:
                self._revoke_fact(rv, "established", seq, how="play")

    def _after_card(self, ev: Event, seat: Seat, before_trick: int, was_lead: bool) -> None:
        """Establishment of revokes (Law 63A1), the next lead falling due, the end of play."""
        trick = self.ps.trick_number if self.ps.cards_on_trick else self.ps.trick_number - 1
        if self.revokes:
            self._establish_by_play(seat, trick, ev.index)
        if self.restrictions:
            self._drop_played_restrictions(seat, was_lead)
        if self.penalty_cards and (self.pending is None
                                   or self.pending.irregularity != "failure_to_play_penalty_card"):
            self._drop_played_penalty_cards()
        if self.ps.trick_number != before_trick:  # the trick was completed
            if self.revokes and not self.ps.is_over:
                self.revoke_side_won_trick(ev.index)  # Law 64A2: a trick won after the revoke
            self._lead_turn(ev.index)
        if self.ps.is_over:
            self.end_of_play(ev.index)
