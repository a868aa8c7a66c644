"""The least successful line of play (最不利的打法) from a position: the search behind a claim's
`worst_normal` (Laws 70A, 70D, 70E: doubtful points go against the claimer; a careless or inferior
line is normal, an irrational one is not) and a concession's `could_not_lose` (Law 71A: a trick that
could not be lost by any legal play).

Both are minimisations of the tricks one side takes: every player on both sides plays to make that
side take as few tricks as possible, so the defence plays its best against the line chosen.

- `normal=True` (a claim): the claimer's side plays its statement (`statements.Step`, in order, as far
  as the player on lead holds the stated card, suit or trumps), and elsewhere any legal card except
  what no player would play, which is irrational (70 footnote): with the last card to a trick the
  opponents are winning, a player who can win it wins it; a player who cannot follow does not
  throw a winner of a plain suit while he holds a card of a plain suit that is not one. The
  opponents play any legal card.
- `normal=False` (a concession, 71A): everyone plays any legal card.

Cards equal in play (touching cards in one hand, counting the cards still out and on the trick) are
tried once. The search is exact; `node_limit` bounds it, and a search cut short reports the fewest
tricks found so far, marked not exact.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from rulings.analysis.solver import TableState
from rulings.analysis.statements import Step
from rulings.cards import RANKS, SUITS, Card
from rulings.seats import ORDER

__all__ = ["LineResult", "fewest_tricks"]

_FULL_SUIT = (1 << 13) - 1
_SUIT_MASK = tuple(_FULL_SUIT << (13 * i) for i in range(4))


def _code(card: Card) -> int:
    return SUITS.index(card.suit) * 13 + RANKS.index(card.rank)


def _card(code: int) -> Card:
    return Card(SUITS[code // 13], RANKS[code % 13])


def _mask(cards: frozenset[Card] | Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << _code(c)
    return m


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass(frozen=True)
class LineResult:
    """The fewest tricks `side` takes from the position, the trick in progress included; the line
    that gives it (cards in order of play); whether the search finished (`exact`)."""

    tricks: int
    line: tuple[Card, ...]
    exact: bool
    nodes: int


class _Limit(Exception):
    pass


class _Search:
    def __init__(self, side: str, trump: str | None, steps: Sequence[Step], normal: bool, node_limit: int) -> None:
        self.side = 0 if side == "NS" else 1
        self.trump = None if trump is None else SUITS.index(trump)
        self.steps = tuple(steps) if normal else ()
        self.normal = normal
        self.node_limit = node_limit
        self.nodes = 0
        self.root_trick: tuple[tuple[int, int], ...] | None = None
        self.greedy_line: list[int] = []
        self.memo: dict[tuple[int, ...], tuple[int, bool, tuple[tuple[int, int], ...] | None]] = {}

    # ---- trick mechanics on bit masks (Law 44)

    def _winner(self, trick: Sequence[tuple[int, int]]) -> tuple[int, int]:
        """Law 44E/F: the highest trump, else the highest card of the suit led."""
        best = trick[0]
        for seat, code in trick[1:]:
            suit, best_suit = code // 13, best[1] // 13
            if (suit == best_suit and code > best[1]) or (suit == self.trump and best_suit != self.trump):
                best = (seat, code)
        return best

    def _step(self, index: int, hands: Sequence[int]) -> int:
        """The first step of the statement not yet done."""
        mine = hands[self.side] | hands[self.side + 2]
        theirs = hands[1 - self.side] | hands[3 - self.side]
        every = mine | theirs
        while index < len(self.steps):
            step = self.steps[index]
            if step.kind == "card" and step.card is not None and every >> _code(step.card) & 1:
                return index
            if step.kind == "suit" and mine & _SUIT_MASK[SUITS.index(step.suit or "S")]:
                return index
            if (step.kind == "trumps" and self.trump is not None and mine & _SUIT_MASK[self.trump]
                    and theirs & _SUIT_MASK[self.trump]):
                return index
            index += 1
        return index

    def _choices(self, seat: int, hands: Sequence[int], trick: Sequence[tuple[int, int]], step: int) -> list[int]:
        hand = hands[seat]
        led = trick[0][1] // 13 if trick else None
        legal = hand & _SUIT_MASK[led] if led is not None else 0
        following = bool(legal)
        if not legal:
            legal = hand
        mine = seat % 2 == self.side
        if self.normal and mine:
            legal = self._normal(seat, hands, trick, step, legal, following)
        present = hands[0] | hands[1] | hands[2] | hands[3]
        for _, code in trick:
            present |= 1 << code
        return self._representatives(legal, present, mine)

    def _normal(self, seat: int, hands: Sequence[int], trick: Sequence[tuple[int, int]], step: int,
                legal: int, following: bool) -> int:
        hand = hands[seat]
        if not trick:
            if step < len(self.steps):
                s = self.steps[step]
                if s.kind == "card" and s.card is not None and hand >> _code(s.card) & 1:
                    return 1 << _code(s.card)
                if s.kind == "suit" and hand & _SUIT_MASK[SUITS.index(s.suit or "S")]:
                    return hand & _SUIT_MASK[SUITS.index(s.suit or "S")]
                if s.kind == "trumps" and self.trump is not None and hand & _SUIT_MASK[self.trump]:
                    return hand & _SUIT_MASK[self.trump]
            return legal
        if len(trick) == 3:
            win_seat, _ = self._winner(trick)
            if win_seat % 2 != self.side:
                winners = 0
                for code in _bits(legal):
                    if self._winner([*trick, (seat, code)])[0] == seat:
                        winners |= 1 << code
                if winners:
                    return winners
        if not following:
            opponents = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
            plain = legal if self.trump is None else legal & ~_SUIT_MASK[self.trump]
            masters = 0
            for code in _bits(plain):
                above = _SUIT_MASK[code // 13] & ~((1 << (code + 1)) - 1)
                if not opponents & above:
                    masters |= 1 << code
            if plain & ~masters:
                legal &= ~masters
        return legal

    @staticmethod
    def _representatives(legal: int, present: int, low_first: bool) -> list[int]:
        """One card of each run of cards equal in play (touching among the cards still present)."""
        out: list[int] = []
        for suit in range(4):
            mine = (legal >> (13 * suit)) & _FULL_SUIT
            if not mine:
                continue
            here = (present >> (13 * suit)) & _FULL_SUIT
            in_run = False
            for rank in range(13):
                if here >> rank & 1:
                    if mine >> rank & 1:
                        if not in_run:
                            out.append(13 * suit + rank)
                        in_run = True
                    else:
                        in_run = False
        return out if low_first else out[::-1]

    # ---- the search

    def _tricks(self, hands: list[int], leader: int, trick: list[tuple[int, int]],
                step: int) -> Iterator[tuple[tuple[tuple[int, int], ...], list[int]]]:
        if len(trick) == 4:
            yield tuple(trick), hands
            return
        seat = (leader + len(trick)) % 4
        for code in self._choices(seat, hands, trick, step):
            after = list(hands)
            after[seat] &= ~(1 << code)
            trick.append((seat, code))
            yield from self._tricks(after, leader, trick, step)
            trick.pop()

    def solve(self, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int, bound: int) -> int:
        """The fewest tricks the side takes from here (the trick in progress included); when that is
        `bound` or more, a value of at least `bound`."""
        if not trick:
            if not hands[leader]:
                return 0
            key = (*hands, leader, step)
            entry = self.memo.get(key)
            if entry is not None and (entry[1] or entry[0] >= bound):
                return entry[0]
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise _Limit
        best, best_trick = bound, None
        for cards, after in self._tricks(list(hands), leader, list(trick), step):
            winner, _ = self._winner(cards)
            won = 1 if winner % 2 == self.side else 0
            if won >= best:
                continue
            rest = self.solve(after, winner, [], self._step(step, after), best - won)
            if won + rest < best:
                best, best_trick = won + rest, cards
                if best == 0:
                    break
        if not trick:
            self.memo[key] = (best, best < bound, best_trick)
        else:
            self.root_trick = best_trick
        return best

    def line(self, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int) -> list[int]:
        """The cards of the line found, from the position (the trick in progress first)."""
        out: list[int] = []
        cards = self.root_trick if trick else None
        while True:
            if not trick:
                entry = self.memo.get((*hands, leader, step))
                if entry is None or not entry[1] or entry[2] is None:
                    return out
                cards = entry[2]
            if cards is None:
                return out
            new = cards[len(trick):]
            out.extend(code for _, code in new)
            hands = list(hands)
            for seat, code in new:
                hands[seat] &= ~(1 << code)
            leader = self._winner(cards)[0]
            step = self._step(step, hands)
            trick = []


def fewest_tricks(state: TableState, side: str, steps: Sequence[Step] = (), *, normal: bool = True,
                  node_limit: int = 2_000_000) -> LineResult:
    """The fewest tricks `side` (NS or EW) takes from `state` (see the module docstring)."""
    hands = [_mask(state.hands[seat]) for seat in ORDER]
    leader = ORDER.index(state.leader)
    trick = []
    seat = state.leader
    for card in state.trick:
        trick.append((ORDER.index(seat), _code(card)))
        seat = seat.lho
    search = _Search(side, None if state.strain == "NT" else state.strain, steps, normal, node_limit)
    step = search._step(0, hands)
    total = state.tricks_left
    try:
        tricks = search.solve(hands, leader, trick, step, total + 1)
        exact = True
    except _Limit:
        exact = False
        # cut short: the line each player's first choice gives, an upper bound on the fewest tricks
        tricks = _greedy(search, hands, leader, trick, step)
    line = search.line(hands, leader, trick, step) if exact else search.greedy_line
    return LineResult(tricks, tuple(_card(c) for c in line), exact, search.nodes)


def _greedy(search: _Search, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int) -> int:
    won = 0
    line: list[int] = []
    hands = list(hands)
    trick = list(trick)
    while hands[leader] or trick:
        while len(trick) < 4:
            seat = (leader + len(trick)) % 4
            code = search._choices(seat, hands, trick, step)[0]
            hands[seat] &= ~(1 << code)
            trick.append((seat, code))
            line.append(code)
        winner, _ = search._winner(trick)
        won += 1 if winner % 2 == search.side else 0
        leader, trick = winner, []
        step = search._step(step, hands)
    search.greedy_line = line
    return won
