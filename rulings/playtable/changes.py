"""A card taken back and replaced (Laws 45C4b, 47, 58B3, 62C): the replacement's fact, and the
correction of a revoke not yet established (Law 62B)."""

from __future__ import annotations

from typing import Any

from rulings.cards import SUIT_ZH, Card
from rulings.errors import LogError
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import Revoke
from rulings.refusals import card_zh
from rulings.seats import Seat, seat_zh


class Changes(PlayTableBase):
    """A card taken back and replaced: the methods of `PlayTable` for them."""

    def on_replace(self, ev: Event) -> None:
        seat, card = ev.seat, ev.card
        assert seat is not None and card is not None
        rv = self._correctable_revoke(seat)
        if rv is not None and rv.kind == "penalty_card":  # Law 52A: not his to withdraw (declarer's 52B)
            self._withdrawal_refused(ev, seat, card)
            return
        if rv is not None:  # Law 62A/B: a revoke not yet established is corrected
            if card.suit != rv.led_suit and rv.kind == "follow":
                raise LogError(f"{seat} corrects the revoke on trick {rv.trick} with {card}, not a "
                               f"{rv.led_suit} card", event=ev.index, field=ev.type,
                               zh=f"{seat_zh(seat)}以 {card_zh(card)} 更正第{rv.trick}墩的藏牌，"
                                  f"这不是{SUIT_ZH.get(rv.led_suit, rv.led_suit)}牌")
            self._revoke_fact(rv, "corrected", ev.index, event=ev,
                              exposed_card=rv.role == "dummy" or rv.faced_card is not None)
            self._place_correction(ev, seat, card, rv)
            if rv.faced_card is not None and rv.faced_card["card"] not in {pc["card"] for pc in self.penalty_cards}:
                self.penalty_cards.append(rv.faced_card)  # Law 62B2: the faced card goes back, still a penalty card
            return
        fact = self._base_card_fact(ev, seat, card)
        fact.update(replaces=True, replaced_revoke=False,
                    after_opponent_change=self._opponent_changed(seat), subsequent_play=self._played_after(seat))
        fact["after_revoke_correction"] = self._after_revoke_correction(seat, fact["after_opponent_change"])
        # Law 47E2: a call of the player's opponents was explained (or alerted) in the auction
        fact["opponents_explained"] = any(s.side != seat.side for _, s in self.explained)
        withdrawn = self._replacement_context(seat, card, fact)
        self._assert(fact, card=card, cards=withdrawn, event=ev)  # Law 47D, 62C1, 62C2: `replace_card` swaps it

    def _withdrawal_refused(self, ev: Event, seat: Seat, card: Card) -> None:
        """Law 52A “当本防家未能按第50条及时引出或打出罚张，他不能主动将所打出的其他牌张收回”: the defender who
        failed to play his penalty card replaces the card he played on his own. The fact joins the Law 52
        item (declarer's 52B choice still waits); what stays in the trick is the rules' (rule 52A.2)."""
        fact = self._base_card_fact(ev, seat, card)
        fact.update(replaces=True, replaced_revoke=True, replaced_penalty_card_failure=True)
        item = next((i for i in range(len(self.items) - 1, -1, -1)
                     if self.items[i].irregularity == "failure_to_play_penalty_card" and self.items[i].offender == seat),
                    None)
        if item is not None:
            fact["ruling"] = item
        self._assert(fact, card=card, event=ev)

    def _replacement_context(self, seat: Seat, card: Card, fact: dict[str, Any]) -> list[str] | None:
        """What the rules need to know about a replacement that corrects no revoke: the offending side
        changing after a corrected revoke (Law 62C2; returns the card withdrawn then), an opponent's
        visible card withdrawn (Law 58B3), an established revoke (Law 63C)."""
        withdrawn: list[str] | None = None
        corr = self._corrected_by
        trick_no = self.last_trick_of(seat)
        cards = (self.ps.current_trick if trick_no == self.ps.trick_number
                 else list(self.ps.tricks[-1].cards) if trick_no is not None else [])
        if corr is not None and seat in (corr, corr.partner) and fact["after_opponent_change"]:
            was = next((c for s, c in cards if s == seat), None)
            item = next((r.item for r in reversed(self.revokes) if r.seat == corr and r.corrected), None)
            fact.update(offending_side_after_correction=True, ruling=item)  # Law 62C2
            withdrawn = [str(was)] if was is not None else None
        mine = [n for n, (s, _) in enumerate(cards) if s == seat]
        for who, trick, count, vitem in self._visible_withdrawn:  # Law 58B3
            if who in (seat.lho, seat.rho) and trick == trick_no and mine and mine[-1] >= count:
                fact.update(after_visible_withdrawn=True, ruling=vitem)
        done = next((r for r in reversed(self.revokes) if r.seat == seat and r.established and not r.corrected
                     and card.suit == r.led_suit), None)
        if done is not None:  # Law 63C: an established revoke may not be corrected
            fact.update(replaced_established_revoke=True, ruling=done.item, trick=done.trick)
            self.revoke_now = done
        return withdrawn

    def _after_revoke_correction(self, seat: Seat, after_opponent_change: bool) -> bool:
        """Law 62C1 ("藏牌发生后至被发现前，非违规方任一赛员所打出的任何牌张均可收回"): an opponent corrected a
        revoke on this trick and this player, of the non-offending side, changes the card he played after it."""
        corr = self._corrected_by
        return after_opponent_change and corr is not None and seat not in (corr, corr.partner)

    def _played_after(self, seat: Seat) -> bool:
        """Law 47E2: has any card been played after this player's last card?"""
        current = self.ps.current_trick
        mine = [n for n, (s, _) in enumerate(current) if s == seat]
        if mine:
            return mine[-1] < len(current) - 1
        if self.ps.tricks and self.ps.tricks[-1].card_of(seat) is not None:
            cards = list(self.ps.tricks[-1].cards)
            return bool(current) or [s for s, _ in cards].index(seat) < len(cards) - 1
        return False

    def last_trick_of(self, seat: Seat) -> int | None:
        if any(s == seat for s, _ in self.ps.current_trick):
            return self.ps.trick_number
        if self.ps.tricks and self.ps.tricks[-1].card_of(seat) is not None:
            return len(self.ps.tricks)
        return None

    def _correctable_revoke(self, seat: Seat) -> Revoke | None:
        for rv in reversed(self.revokes):
            if rv.seat == seat and not rv.corrected and not rv.deemed and (not rv.established or rv.trick == 12
                                                                           or rv.must_correct):
                return rv
        return None

    def _opponent_changed(self, seat: Seat) -> bool:
        return bool(self.changed & {seat.lho, seat.rho})

    def _place_correction(self, ev: Event, seat: Seat, card: Card, rv: Revoke) -> None:
        """Law 62B: the revoke card is withdrawn and a card of the suit led played in its place."""
        self.replay(replace={(rv.trick, seat): card})
        rv.corrected = True
        self.changed = {seat}
        self._corrected_by = seat
        if self.ps.is_over:
            self.end_of_play(ev.index)
