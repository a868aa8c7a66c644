"""Declarer's designation of dummy's card (Law 46B): an incomplete designation read as the law
reads it."""

from __future__ import annotations

from rulings.cards import SUITS, Card
from rulings.errors import LogError
from rulings.log import Event
from rulings.play import trick_winner
from rulings.playtable.base import PlayTableBase
from rulings.seats import Seat, seat_zh


class Designation(PlayTableBase):
    """Declarer's designation of dummy's card: the methods of `PlayTable` for them."""

    def on_designate(self, ev: Event) -> None:
        """Law 46B: declarer's incomplete designation of dummy's card, read as the law reads it."""
        assert ev.seat is not None and ev.designation is not None
        dummy = self.contract.dummy
        if ev.seat not in (self.declarer, dummy):
            raise LogError(f"only declarer designates dummy's cards; {ev.seat} is not declarer", event=ev.index,
                           field="designate", zh=f"只有庄家指定明手的牌；{seat_zh(ev.seat)}不是庄家")
        if self.over:
            raise LogError("the play is over; nothing to designate", event=ev.index, field="designate",
                           zh="打牌已结束，没有可指定的牌")
        if self._defenders_name(dummy):
            raise LogError("declarer left the choice of dummy's card to the defenders (Law 46B5, \"随便\"): "
                           "a defender names it, log dummy's play", event=ev.index, field="designate",
                           zh="庄家已把明手出哪张牌交由防家选择（第46条B款5，“随便”）：由防家指定，请记下明手打出的牌")
        d = ev.designation
        current = self.ps.current_trick
        held = sorted(self.ps.remaining.get(dummy, frozenset()), key=lambda c: c.rank_value)
        leading = not current
        kind = {"high": "high", "low": "low", "any": "any"}.get(d) or ("suit" if d in SUITS else "rank")
        fourth = len(current) == 3
        card, ambiguous, not_in, won_prev = None, False, False, False
        if kind in ("high", "low"):
            card = _high_or_low(kind, held, current, dummy, self.ps.trump)
            ambiguous = card is None
        elif kind == "suit":
            card = next((c for c in held if c.suit == d), None)
            not_in = card is None
        elif kind == "rank":
            card, ambiguous, not_in, won_prev = self._rank(d, held, current, dummy)
        # kind "any": Law 46B5, the defenders name the card; dummy's next play event is their choice
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

    def _defenders_name(self, dummy: Seat) -> bool:
        """Law 46B5: after declarer's "随便" on this trick, dummy's card is still the defenders' to name
        (dummy has not played to the trick since)."""
        trick = self.defenders_name_dummy_card
        return trick is not None and trick == self.ps.trick_number and \
            not any(s == dummy for s, _ in self.ps.current_trick)

    def _rank(self, rank: str, held: list[Card], current: list[tuple[Seat, Card]],
              dummy: Seat) -> tuple[Card | None, bool, bool, bool]:
        """Law 46B2/46B3: a rank only: the card, whether it is ambiguous, not in dummy, and whether it is
        read in the suit in which dummy won the previous trick (46B3a)."""
        if not current and self.ps.tricks and self.ps.tricks[-1].winner == dummy:
            prev = self.ps.tricks[-1].winning_card.suit
            cand = [c for c in held if c.rank == rank and c.suit == prev]
            if cand:
                return cand[0], False, False, True
        led = current[0][1].suit if current else None
        legal = [c for c in held if c.suit == led] if led and any(c.suit == led for c in held) else held
        fits = [c for c in legal if c.rank == rank]
        if len(fits) == 1:
            return fits[0], False, False, False
        return None, len(fits) > 1, not fits, False


def _high_or_low(kind: str, held: list[Card], current: list[tuple[Seat, Card]], dummy: Seat,
                 trump: str | None) -> Card | None:
    """Law 46B1: "high" or "low" of the suit led (fourth hand: the lowest that wins); None when dummy
    cannot follow (ambiguous)."""
    led = current[0][1].suit if current else None
    suit_cards = [c for c in held if c.suit == led] if led else []
    if not suit_cards:
        return None
    if kind == "low":
        return suit_cards[0]
    if len(current) == 3:
        winners = [c for c in suit_cards if trick_winner(current + [(dummy, c)], trump) == dummy]
        return winners[0] if winners else suit_cards[-1]
    return suit_cards[-1]
