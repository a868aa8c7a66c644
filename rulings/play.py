"""The mechanics of the play: contract, tricks, who is to play, who won (bridge mechanics, no rulings).

This module states facts about the play and never decides what the laws require when something goes
wrong: the rulings are YAML rules run by the engine. It depends only on the small mechanics modules
(seats, cards, calls), never on the engine.

- Law 22: the auction ends; the last bid is the contract; the declarer is the player of the declaring
  side who first named its denomination.
- Law 41A: the opening lead is made by the player on declarer's left; Law 41D: dummy's partner is
  declarer.
- Law 44: sequence and procedure of play. 44A: the leader leads, then play proceeds clockwise; 44B:
  four cards, one from each hand, make a trick; 44C: each player must follow suit if able; 44D: if
  unable, a player may play any card; 44E/F: a trick containing a trump is won by the highest trump,
  otherwise by the highest card of the suit led; 44G: the winner of a trick leads to the next.
- Law 45: a card is played when it is placed in the trick (the log records that fact).
- Law 61A: failure to follow suit when able is a revoke.
- Law 63A1: a revoke becomes established when the offender or the offender's partner leads or
  plays to the following trick.
- Law 64A: the trick on which the revoke occurred and subsequent tricks won by the offending side.
- Laws 65/66: the arrangement and inspection of quitted tricks; Law 79: tricks won by each side.
- Law 67: a defective trick: a trick quitted with a card missing (`PlayState.quit_defective_trick`),
  the card owed to it placed later (`add_to_trick`: 67A1 decides the winner anew, 67B1 keeps it,
  `award_trick`).

Hands may be partly unknown (a log need not give them): facts that depend on a hand that is not
known are reported as None.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.cards import FULL_PACK, Card, check_deal
from rulings.contract import Contract, other_side
from rulings.errors import Refusal
from rulings.seats import ORDER, SIDES, Seat, seat_zh

__all__ = [
    "Contract",
    "PlayResult",
    "PlayState",
    "Trick",
    "declarer_tricks_after",
    "defender_tricks_after",
    "dummy",
    "opening_leader",
    "other_side",
    "trick_winner",
    "validate_hands",
]

# --------------------------------------------------------------------------- contract (Law 22)
# The contract is `rulings.contract.Contract` (one value type); it is re-exported here for the table
# models that import it from the play.


def opening_leader(contract: Contract) -> Seat:
    """Law 41A: the opening lead is made by the defender on declarer's left."""
    return contract.declarer_seat.lho


def dummy(contract: Contract) -> Seat:
    """Law 41D: declarer's partner becomes dummy."""
    return contract.dummy


_LHO: dict[Seat, Seat] = {s: s.lho for s in ORDER}  # rotation as tables: read several times per card
PARTNER: dict[Seat, Seat] = {s: s.partner for s in ORDER}


def role_of(seat: Seat, contract: Contract) -> str:
    """declarer | dummy | defender."""
    if seat == contract.declarer:
        return "declarer"
    if seat == contract.dummy:
        return "dummy"
    return "defender"


# --------------------------------------------------------------------------- hands (Law 1, Law 6)


def validate_hands(hands: Mapping[Seat, Iterable[Card]], *, complete: bool = True) -> None:
    """Check a deal for the play model: the seats and cards are real, then the one deal check of Laws
    1, 2 and 6B (`rulings.cards.check_deal`); when `complete`, all four hands are given.

    Raises `Refusal` (a ValueError in English and Chinese; a `DealError` for the deal itself) naming the seat
    and the card; the caller turns it into a LogError with the event number.
    """
    given: dict[Seat, list[Card]] = {}
    for seat, cards in hands.items():
        if not isinstance(seat, Seat):
            raise Refusal(f"{seat!r} is not a seat (N, E, S or W)", f"{seat!r} 不是方位（N、E、S 或 W）")
        given[seat] = list(cards)
        for card in given[seat]:
            if card not in FULL_PACK:
                raise Refusal(f"{seat}'s hand holds {card!r}, which is not a card of the pack",
                              f"{seat_zh(seat)}的牌中有 {card!r}，这不是这副牌中的牌")
    check_deal(given)
    missing_seats = [str(s) for s in ORDER if s not in hands]
    if complete and missing_seats:
        raise Refusal(f"no hand for {', '.join(missing_seats)}: a deal has four hands of 13 cards",
                      f"缺少 {'、'.join(seat_zh(s) for s in missing_seats)} 的牌：一副牌有四手，每手13张")


def _complete_hands(hands: Mapping[Seat, Iterable[Card]]) -> dict[Seat, frozenset[Card]]:
    """The known hands; with three known, the fourth is the rest of the pack."""
    known = {seat: frozenset(cards) for seat, cards in hands.items()}
    if len(known) == 3:
        (rest,) = [s for s in ORDER if s not in known]
        known[rest] = FULL_PACK.difference(*known.values())
    return known


@dataclass(frozen=True)
class _Deal:
    """What never changes during the play of a deal: who was dealt each card. Frozen, so a table's copy
    that explores a choice shares it (`rulings.table.fork`)."""

    holder: dict[Card, Seat] = field(default_factory=dict)

    @classmethod
    def of(cls, hands: Mapping[Seat, frozenset[Card]]) -> _Deal:
        return cls({card: seat for seat, cards in hands.items() for card in cards})


# --------------------------------------------------------------------------- tricks (Law 44)


def trick_winner(cards: list[tuple[Seat, Card]] | tuple[tuple[Seat, Card], ...], trump: str | None) -> Seat:
    """Law 44E/F: a trick containing a trump is won by the player of the highest trump; otherwise by
    the player of the highest card of the suit led (the suit of the first card). Works on an
    unfinished trick too (who is winning it so far). ValueError on an empty trick."""
    if not cards:
        raise ValueError("a trick with no cards has no winner")
    led = cards[0][1].suit
    trumps = [(seat, card) for seat, card in cards if trump is not None and card.suit == trump]
    candidates = trumps or [(seat, card) for seat, card in cards if card.suit == led]
    return max(candidates, key=lambda sc: sc[1].rank_value)[0]


@dataclass(frozen=True)
class Trick:
    """A completed trick (Law 44B): its number 1-13, the player who led it, the four cards in the
    order played, and the winner (Law 44E/F)."""

    index: int
    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    winner: Seat

    @property
    def led_suit(self) -> str:
        return self.cards[0][1].suit

    @property
    def winning_side(self) -> str:
        return self.winner.side

    @property
    def winning_card(self) -> Card:
        card = self.card_of(self.winner)
        if card is None:  # cannot happen: the winner is one of the players to the trick (Law 44E/F)
            raise ValueError(f"trick {self.index} is won by {self.winner}, who played no card to it")
        return card

    def card_of(self, seat: Seat) -> Card | None:
        """The card `seat` played to this trick (Law 65/66: each player's quitted card)."""
        return next((card for s, card in self.cards if s == seat), None)

    def as_dict(self) -> dict[str, Any]:
        return {"index": self.index, "leader": str(self.leader), "winner": str(self.winner),
                "winning_side": self.winning_side, "led_suit": self.led_suit,
                "cards": [[str(s), str(c)] for s, c in self.cards]}


@dataclass(frozen=True)
class PlayResult:
    """The facts about one card played (Law 45), flat, for a ruling engine.

    `trick` is the number of the trick (1-13) and `position` the card's place in it (1-4).
    `expected` is the seat whose turn it was (Law 44A/G) and `in_turn` whether `seat` is that seat.
    `is_lead` is position 1; `led_suit` is the suit of the trick's first card. `followed_suit` is
    True when the card is of the led suit (always for a lead). `could_follow` says the player held a
    card of the led suit before playing (Law 44C); `revoke` = could follow but did not (Law 61A).
    `card_in_hand` says the card was in the player's remaining hand. These three are None when the
    player's hand is not known. `completes_trick` is set on the fourth card, with `winner` and
    `winning_side` (Law 44E/F). `role` is declarer | dummy | defender.
    """

    seat: Seat
    card: Card
    trick: int
    position: int
    expected: Seat | None
    in_turn: bool
    is_lead: bool
    leader: Seat
    led_suit: str
    followed_suit: bool
    could_follow: bool | None
    revoke: bool | None
    card_in_hand: bool | None
    completes_trick: bool
    winner: Seat | None
    winning_side: str | None
    role: str

    def as_dict(self) -> dict[str, Any]:
        """The result as JSON-ready data (seats and cards as text), e.g. for an engine fact."""
        return {
            "seat": str(self.seat), "card": str(self.card), "suit": self.card.suit, "rank": self.card.rank,
            "trick": self.trick, "position": self.position,
            "expected": None if self.expected is None else str(self.expected), "in_turn": self.in_turn,
            "is_lead": self.is_lead, "leader": str(self.leader), "led_suit": self.led_suit,
            "followed_suit": self.followed_suit, "could_follow": self.could_follow, "revoke": self.revoke,
            "card_in_hand": self.card_in_hand, "completes_trick": self.completes_trick,
            "winner": None if self.winner is None else str(self.winner), "winning_side": self.winning_side,
            "role": self.role,
        }


class PlayState:
    """The table during the play: who is to play, the trick in progress, the quitted tricks, the
    tricks won by each side, and what each player still holds.

    Built from the hands (all four, or some of them: with three known the fourth is deduced) and the
    contract. `play` records a card as played by a seat to the current trick and reports the facts
    (Law 45); it does not refuse a card played out of turn or a revoke, which are for the rulings.
    It refuses only what cannot physically happen: a card played twice, a player playing two cards
    to one trick, or a fourteenth trick.
    """

    def __init__(self, hands: Mapping[Seat, Iterable[Card]] | None, contract: Contract) -> None:
        hands = dict(hands or {})
        validate_hands(hands, complete=len(hands) == 4)
        self.contract = contract
        self.trump = contract.trump
        self.hands: dict[Seat, frozenset[Card]] = _complete_hands(hands)
        self._deal = _Deal.of(self.hands)
        self._remaining: dict[Seat, set[Card]] = {seat: set(cards) for seat, cards in self.hands.items()}
        self._held: dict[Seat, frozenset[Card]] = {}  # `remaining` as last read, per seat until its hand changes
        self._suits: dict[Seat, int] = {}  # the number of suits each player still holds, until his hand changes
        self._played: dict[Card, Seat] = {}
        self._current: list[tuple[Seat, Card]] = []
        self._tricks: list[Trick] = []
        self._won: dict[str, int] = {"NS": 0, "EW": 0}
        self.lead_from: Seat | None = None  # Law 43B2a: the hand a defender named for declarer's next lead

    # ---- views

    @property
    def tricks(self) -> list[Trick]:
        """The completed tricks, in order (index 1-13)."""
        return list(self._tricks)

    @property
    def current_trick(self) -> list[tuple[Seat, Card]]:
        """The cards played to the trick in progress, as (seat, card) in the order played."""
        return list(self._current)

    @property
    def trick_number(self) -> int:
        """The number (1-13) of the trick in progress or about to be led; 14 when the play is over."""
        return len(self._tricks) + 1

    @property
    def tricks_won(self) -> dict[str, int]:
        """Law 79: tricks won so far by each side, {"NS": n, "EW": m}."""
        return dict(self._won)

    @property
    def remaining(self) -> dict[Seat, frozenset[Card]]:
        """What each player whose hand is known still holds."""
        held = self._held
        for seat, cards in self._remaining.items():
            if seat not in held:
                held[seat] = frozenset(cards)
        return {seat: held[seat] for seat in self._remaining}

    def held(self, seat: Seat) -> frozenset[Card] | None:
        """What `seat` still holds (`remaining[seat]`), None if his hand is not known."""
        cards = self._held.get(seat)
        if cards is None:
            left = self._remaining.get(seat)
            if left is None:
                return None
            cards = self._held[seat] = frozenset(left)
        return cards

    def cards_left(self, seat: Seat) -> int | None:
        """How many cards `seat` still holds, None if his hand is not known."""
        left = self._remaining.get(seat)
        return None if left is None else len(left)

    def suits_held(self, seat: Seat) -> int:
        """How many suits `seat` still holds (0 if his hand is not known)."""
        n = self._suits.get(seat)
        if n is None:
            n = self._suits[seat] = len({c.suit for c in self._remaining.get(seat, ())})
        return n

    def holder(self, card: Card) -> Seat | None:
        """The player who was dealt `card`, None if no known hand holds it."""
        return self._deal.holder.get(card)

    @property
    def cards_on_trick(self) -> int:
        """How many cards lie on the trick in progress."""
        return len(self._current)

    @property
    def played(self) -> frozenset[Card]:
        """Every card played so far (quitted tricks and the trick in progress)."""
        return frozenset(self._played)

    def played_by(self, card: Card) -> Seat | None:
        """The seat that played `card`, None if it has not been played."""
        return self._played.get(card)

    @property
    def is_over(self) -> bool:
        """All 13 tricks have been played."""
        return len(self._tricks) == 13

    @property
    def opening_lead_made(self) -> bool:
        """Law 41C/D: once the opening lead is faced, dummy spreads the hand."""
        return bool(self._played)

    @property
    def leader(self) -> Seat | None:
        """The player due to lead to the trick in progress (Law 41A for the first trick, Law 44G for
        the others: the winner of the previous trick). None when the play is over."""
        if self.is_over:
            return None
        if self.lead_from is not None and not self._current:
            return self.lead_from
        return self._tricks[-1].winner if self._tricks else opening_leader(self.contract)

    @property
    def trick_leader(self) -> Seat | None:
        """The player who actually led the trick in progress (None before its lead)."""
        return self._current[0][0] if self._current else None

    @property
    def next_to_play(self) -> Seat | None:
        """Whose turn it is (Law 44A/G): the leader when no card is on the trick, otherwise the first
        player clockwise from the one who led it who has not yet played to it. None when the play
        is over."""
        if self.is_over:
            return None
        return self._next()

    def _next(self) -> Seat | None:
        """`next_to_play` while the play is not over."""
        current = self._current
        if not current:
            return self.leader
        done = [s for s, _ in current]
        seat = _LHO[done[0]]
        while seat in done:
            seat = _LHO[seat]
        return seat

    def knows(self, seat: Seat) -> bool:
        """Whether `seat`'s hand is known."""
        return seat in self.hands

    def holds_suit(self, seat: Seat, suit: str) -> bool | None:
        """Whether `seat` still holds a card of `suit` (Law 44C), None if the hand is not known."""
        if seat not in self._remaining:
            return None
        return any(card.suit == suit for card in self._remaining[seat])

    def cards_of(self, seat: Seat, suit: str) -> frozenset[Card] | None:
        """The cards of `suit` that `seat` still holds, None if the hand is not known."""
        if seat not in self._remaining:
            return None
        return frozenset(card for card in self._remaining[seat] if card.suit == suit)

    def legal_cards(self, seat: Seat) -> frozenset[Card] | None:
        """Law 44C/D: the cards `seat` may play to the trick in progress without revoking: the cards
        of the suit led if any, else any card. None if the hand is not known."""
        if seat not in self._remaining:
            return None
        held = frozenset(self._remaining[seat])
        if not self._current:
            return held
        follow = frozenset(card for card in held if card.suit == self._current[0][1].suit)
        return follow or held

    def trick(self, index: int) -> Trick:
        """Completed trick number `index` (1-13); IndexError if it has not been completed."""
        if not 1 <= index <= len(self._tricks):
            raise IndexError(f"trick {index} has not been completed ({len(self._tricks)} tricks quitted)")
        return self._tricks[index - 1]

    def trick_won_by_seat(self, trick_index: int) -> Seat:
        """The player who won completed trick `trick_index` (Law 44E/F)."""
        return self.trick(trick_index).winner

    def tricks_won_by_side_from(self, trick_index: int, side: str) -> int:
        """Completed tricks numbered `trick_index` or later won by `side` (NS or EW): for Law 64A,
        the trick on which a revoke occurred and subsequent tricks won by the offending side."""
        if side not in SIDES:
            raise ValueError(f"side must be NS or EW, not {side!r}")
        return sum(1 for t in self._tricks if t.index >= trick_index and t.winning_side == side)

    def card_played_to(self, trick_index: int, seat: Seat) -> Card | None:
        """The card `seat` played to trick `trick_index` (completed or in progress), if any."""
        if trick_index == len(self._tricks) + 1:
            return next((card for s, card in self._current if s == seat), None)
        return self.trick(trick_index).card_of(seat)

    def revoked(self, trick_index: int, seat: Seat) -> bool | None:
        """Law 61A: whether `seat` failed to follow suit to trick `trick_index` while holding a card
        of the suit led, from the hand as dealt and the cards it played to earlier tricks. None if the
        hand is not known or the seat has not played to that trick (or led it: a lead cannot revoke)."""
        card = self.card_played_to(trick_index, seat)
        if card is None or seat not in self.hands:
            return None
        cards = self._current if trick_index == len(self._tricks) + 1 else self.trick(trick_index).cards
        led = cards[0][1].suit
        if card.suit == led:
            return False
        earlier = {t.card_of(seat) for t in self._tricks[: trick_index - 1]}
        return any(c.suit == led and c not in earlier for c in self.hands[seat])

    def revokes(self) -> list[tuple[int, Seat]]:
        """Every (trick number, seat) where a known hand revoked (Law 61A), in order of play."""
        found: list[tuple[int, Seat]] = []
        for index in range(1, len(self._tricks) + 2):
            cards = self._current if index == len(self._tricks) + 1 else self._tricks[index - 1].cards
            found.extend((index, seat) for seat, _ in cards if self.revoked(index, seat))
        return found

    def revoke_established(self, trick_index: int, seat: Seat) -> bool:
        """Law 63A1: a revoke on trick `trick_index` by `seat` is established once the offender or the
        offender's partner has led or played to a following trick. (The other ways of Law 63A, a
        claim or concession, a named or designated card, are for the rulings.)"""
        side = {seat, seat.partner}
        later = [t.cards for t in self._tricks[trick_index:]]
        if trick_index <= len(self._tricks):
            later.append(tuple(self._current))
        return any(s in side for cards in later for s, _ in cards)

    # ---- changes

    def play(self, seat: Seat, card: Card) -> PlayResult:
        """Record `card` as played by `seat` to the trick in progress (Law 45) and report the facts.

        The card is placed whether or not it was `seat`'s turn (Law 44A) and whether or not it
        follows suit (Law 44C); `in_turn`, `revoke` and `card_in_hand` say so. The fourth card
        completes the trick (Law 44B), which goes to its winner's side (Law 44E/F, Law 79) and the
        winner leads next (Law 44G). ValueError if the card has been played already, the seat has
        already played to this trick, or all 13 tricks are over.
        """
        (number, position, expected, is_lead, leader, led_suit, followed, could_follow, revoke, card_in_hand,
         winner) = self.place(seat, card)
        return PlayResult(
            seat=seat, card=card, trick=number, position=position, expected=expected,
            in_turn=seat == expected, is_lead=is_lead, leader=leader, led_suit=led_suit,
            followed_suit=followed, could_follow=could_follow, revoke=revoke, card_in_hand=card_in_hand,
            completes_trick=winner is not None, winner=winner,
            winning_side=None if winner is None else winner.side, role=role_of(seat, self.contract),
        )

    def place(self, seat: Seat, card: Card) -> tuple[int, int, Seat | None, bool, Seat, str, bool, bool | None,
                                                      bool | None, bool | None, Seat | None]:
        """`play` for the table model, which reads the facts one by one (no `PlayResult` is built):
        (trick, position, expected, is_lead, leader, led_suit, followed_suit, could_follow, revoke,
        card_in_hand, winner)."""
        if len(self._tricks) == 13:
            raise Refusal(f"all 13 tricks have been played; {seat} cannot play {card}",
                          f"13墩牌均已打完；{seat_zh(seat)}不能再打出 {card.zh}")
        if card not in self._deal.holder and card not in FULL_PACK:  # a card dealt is a card of the pack
            raise Refusal(f"{card!r} is not a card of the pack", f"{card!r} 不是这副牌中的牌")
        if card in self._played:
            by = self._played[card]
            raise Refusal(f"{card} has already been played (by {by})", f"{card.zh} 已由{seat_zh(by)}打出")
        number = len(self._tricks) + 1
        current = self._current
        if any(s == seat for s, _ in current):
            raise Refusal(f"{seat} has already played to trick {number}", f"{seat_zh(seat)}已向第{number}墩出过牌")
        expected = self._next()
        is_lead = not current
        if is_lead:
            self.lead_from = None
        led_suit = card.suit if is_lead else current[0][1].suit
        hand = self._remaining.get(seat)
        if hand is not None:
            card_in_hand: bool | None = card in hand
            could_follow: bool | None = any(c.suit == led_suit for c in hand)
        else:
            could_follow = None
            card_in_hand = False if any(card in cards for s, cards in self.hands.items() if s != seat) else None
        followed = card.suit == led_suit
        revoke = None if could_follow is None else (could_follow and not followed)
        if card_in_hand:
            assert hand is not None
            hand.discard(card)
            self._held.pop(seat, None)
            self._suits.pop(seat, None)
        self._played[card] = seat
        current.append((seat, card))
        position = len(current)
        leader = current[0][0]
        winner: Seat | None = None
        if position == 4:
            winner = trick_winner(current, self.trump)
            self._tricks.append(Trick(number, leader, tuple(current), winner))
            self._won[winner.side] += 1
            self._current = []
        return (number, position, expected, is_lead, leader, led_suit, followed, could_follow, revoke, card_in_hand,
                winner)

    def withdraw_last(self, seat: Seat) -> Card:
        """Take back the card `seat` played to the trick in progress and return it to the hand, for a
        correction under Laws 47 and 62 (the rulings decide whether it becomes a penalty card).

        When no card is on the trick in progress, the last quitted trick is turned back into the
        trick in progress first (a revoke may be corrected until it is established, Law 62A), and its
        trick is taken back from the winning side. ValueError if `seat` has no card to withdraw
        there."""
        if not self._current and self._tricks:
            if self._tricks[-1].card_of(seat) is None:
                raise Refusal(f"{seat} has no card on trick {len(self._tricks)} to withdraw",
                              f"{seat_zh(seat)}在第{len(self._tricks)}墩中没有可收回的牌")
            last = self._tricks.pop()
            self._won[last.winning_side] -= 1
            self._current = list(last.cards)
        index = next((i for i, (s, _) in enumerate(self._current) if s == seat), None)
        if index is None:
            raise Refusal(f"{seat} has no card on trick {len(self._tricks) + 1} to withdraw",
                          f"{seat_zh(seat)}在第{len(self._tricks) + 1}墩中没有可收回的牌")
        _, card = self._current.pop(index)
        del self._played[card]
        if seat in self.hands and card in self.hands[seat]:
            self._remaining[seat].add(card)
            self._held.pop(seat, None)
            self._suits.pop(seat, None)
        return card


    # ---- defective tricks (Law 67)

    def quit_defective_trick(self) -> Trick:
        """Law 67: the players quit the trick in progress with a card missing (a player failed to play
        to it: a defective trick). It is completed as it stands and goes to the player of the best card
        among those played (Law 44E/F); the tricks won are counted (Law 79) and its winner leads next
        (Law 44G). The card owed to it may later be placed with `add_to_trick` (Law 67A1/67B1).
        ValueError when no card is on the trick in progress (a fourth card completes it in `play`)."""
        if not self._current:
            raise ValueError(f"no card has been played to trick {len(self._tricks) + 1}: nothing to quit")
        cards = tuple(self._current)
        winner = trick_winner(cards, self.trump)
        trick = Trick(len(self._tricks) + 1, cards[0][0], cards, winner)
        self._tricks.append(trick)
        self._won[winner.side] += 1
        self._current = []
        return trick

    def add_to_trick(self, index: int, seat: Seat, card: Card, *, keep_winner: bool = False) -> Trick:
        """Law 67A1/67B1: the offender places the card he failed to play in quitted defective trick
        `index`. Discovered before both sides played to the next trick (67A1), the trick is then
        completed as any other and its winner decided anew (Law 44E/F); after that (67B1,
        `keep_winner`), the card does not change who won it. The card leaves the offender's hand.
        Returns the trick as it now stands. IndexError if trick `index` has not been quitted;
        ValueError if `seat` already has a card in it or the card has been played already."""
        old = self.trick(index)
        if old.card_of(seat) is not None:
            raise ValueError(f"{seat} already has a card ({old.card_of(seat)}) in trick {index}")
        if card not in FULL_PACK:
            raise ValueError(f"{card!r} is not a card of the pack")
        if card in self._played:
            raise ValueError(f"{card} has already been played (by {self._played[card]})")
        cards = old.cards + ((seat, card),)
        self._tricks[index - 1] = Trick(old.index, old.leader, cards, old.winner)
        if seat in self._remaining:
            self._remaining[seat].discard(card)
            self._held.pop(seat, None)
            self._suits.pop(seat, None)
        self._played[card] = seat
        if not keep_winner:
            self.award_trick(index, trick_winner(cards, self.trump))
        return self._tricks[index - 1]

    def award_trick(self, index: int, winner: Seat) -> Trick:
        """Law 67B1: a card placed in a defective trick after both sides played to the next trick
        "has no effect on the original winner" (该张牌对原来赢墩者并无影响): quitted trick `index`
        goes to `winner`, and the tricks won by each side (Law 79) follow. Returns the trick;
        IndexError if it has not been quitted."""
        old = self.trick(index)
        if old.winner != winner:
            self._tricks[index - 1] = Trick(old.index, old.leader, old.cards, winner)
            self._won[old.winner.side] -= 1
            self._won[winner.side] += 1
        return self._tricks[index - 1]


# --------------------------------------------------------------------------- totals (Law 79)


def declarer_tricks_after(state: PlayState, trick_index: int | None = None) -> int:
    """Law 79: tricks won by the declaring side in the completed tricks 1..`trick_index` (all
    completed tricks when None)."""
    side = state.contract.declaring_side
    last = len(state.tricks) if trick_index is None else trick_index
    return sum(1 for t in state.tricks if t.index <= last and t.winning_side == side)


def defender_tricks_after(state: PlayState, trick_index: int | None = None) -> int:
    """Law 79: tricks won by the defending side in the completed tricks 1..`trick_index` (all
    completed tricks when None)."""
    side = state.contract.defending_side
    last = len(state.tricks) if trick_index is None else trick_index
    return sum(1 for t in state.tricks if t.index <= last and t.winning_side == side)
