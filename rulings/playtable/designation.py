"""Declarer's designation of dummy's card (Law 46B): an incomplete designation read as the law
reads it."""

from __future__ import annotations

from rulings.cards import SUITS, Card
from rulings.errors import LogError
from rulings.log import Event
from rulings.play import trick_winner
from rulings.playtable.base import PlayTableBase


class Designation(PlayTableBase):
    """Declarer's designation of dummy's card: the methods of `PlayTable` for them."""

    def on_designate(self, ev: Event) -> None:
        """Law 46B: declarer's incomplete designation of dummy's card, read as the law reads it."""
        assert ev.seat is not None and ev.designation is not None
        dummy = self.contract.dummy
        if ev.seat not in (self.declarer, dummy):
            raise LogError(f"only declarer designates dummy's cards; {ev.seat} is not declarer", event=ev.index,
                           field="designate")
        if self.over:
            raise LogError("the play is over; nothing to designate", event=ev.index, field="designate")
        d = ev.designation
        current = self.ps.current_trick
        held = sorted(self.ps.remaining.get(dummy, frozenset()), key=lambda c: c.rank_value)
        leading = not current
        led = current[0][1].suit if current else None
        kind = {"high": "high", "low": "low", "any": "any"}.get(d) or ("suit" if d in SUITS else "rank")
        legal = [c for c in held if c.suit == led] if led and any(c.suit == led for c in held) else held
        card: Card | None = None
        ambiguous = not_in = won_prev = False
        fourth = len(current) == 3
        if kind == "any":
            pass  # Law 46B5: the defenders name the card; dummy's next play event is their choice
        elif kind in ("high", "low"):
            suit_cards = [c for c in held if c.suit == led] if led else []
            if not suit_cards:
                ambiguous = True
            elif kind == "low":
                card = suit_cards[0]
            elif fourth:
                winners = [c for c in suit_cards if trick_winner(current + [(dummy, c)], self.ps.trump) == dummy]
                card = winners[0] if winners else suit_cards[-1]
            else:
                card = suit_cards[-1]
        elif kind == "suit":
            suit_cards = [c for c in held if c.suit == d]
            if not suit_cards:
                not_in = True
            else:
                card = suit_cards[0]
        else:
            fits = [c for c in legal if c.rank == d]
            if leading and self.ps.tricks and self.ps.tricks[-1].winner == dummy:
                prev = self.ps.tricks[-1].winning_card.suit
                cand = [c for c in held if c.rank == d and c.suit == prev]
                if cand:
                    card, won_prev = cand[0], True
            if card is None:
                if len(fits) == 1:
                    card = fits[0]
                elif len(fits) > 1:
                    ambiguous = True
                else:
                    not_in = True
        fact = {"kind": "designation", "phase": "play", "seq": ev.index, "seat": str(self.declarer),
                "offender": str(self.declarer), "role": "declarer", "trick": self.ps.trick_number,
                "designation": kind, "leading": leading, "fourth_hand": fourth, "resolved": card is not None,
                "ambiguous": ambiguous, "not_in_dummy": not_in, "won_previous_in_suit": won_prev}
        self.designated: Card | None = card
        self._assert(fact, card=card, event=ev)
        if card is not None and self.designate_play:
            self.designate_play = False
            self.on_card(Event(index=ev.index, type="lead" if leading else "play", seat=dummy, card=card),
                         designated=True)
