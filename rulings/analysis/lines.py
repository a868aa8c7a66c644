"""The least successful line of play (最不利的打法) from a position: the search behind a claim's
`worst_normal` (Laws 70A, 70D, 70E: doubtful points go against the claimer; a careless or inferior
line is normal, an irrational one is not) and a concession's `could_not_lose` (Law 71A: a trick that
could not be lost by any legal play).

Both are minimisations of the tricks one side takes: every player on both sides plays to make that
side take as few tricks as possible, so the defence plays its best against the line chosen.

- `normal=True` (a claim): the claimer's side plays its statement (`statements.Step`, in order, as far
  as the player on lead holds the stated card, suit or trumps), and elsewhere any legal card except
  what no player would play, which is irrational (70 footnote): on lead where the statement does not
  bind him, a player who holds a winner (a card no opponent can beat in its suit; a ruff is the
  careless risk 70C describes) does not lead a loser — he cashes winners, in any order, before
  giving up the lead; with the last card to a trick the opponents are winning, a player who can win
  it wins it; a player who cannot follow does not throw a winner of a plain suit while he holds a
  card of a plain suit that is not one. The opponents play any legal card.
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
        self.trump = -1 if trump is None else SUITS.index(trump)
        self.steps = tuple(steps) if normal else ()
        self.normal = normal
        self.node_limit = node_limit
        self.nodes = 0
        self.memo: dict[tuple[int, ...], tuple[int, bool, tuple[tuple[int, int], ...] | None]] = {}
        self.root_trick: tuple[tuple[int, int], ...] | None = None
        self.incumbent = 99
        self.incumbent_line: list[int] = []

    # ---- trick mechanics on bit masks (Law 44)

    def _beats(self, card: int, best: int) -> bool:
        """Law 44E/F: whether `card` beats `best`, the card winning the trick so far."""
        suit, best_suit = card // 13, best // 13
        return (suit == best_suit and card > best) or (suit == self.trump and best_suit != self.trump)

    def _winner(self, trick: Sequence[tuple[int, int]]) -> tuple[int, int]:
        best = trick[0]
        for seat, code in trick[1:]:
            if self._beats(code, best[1]):
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
            if (step.kind == "trumps" and self.trump >= 0 and mine & _SUIT_MASK[self.trump]
                    and theirs & _SUIT_MASK[self.trump]):
                return index
            index += 1
        return index

    @staticmethod
    def _runs(hand: int, present: int) -> list[list[int]]:
        """For each suit, the lowest card of each run of `hand`'s cards equal in play (touching among
        the cards still present), low to high."""
        out: list[list[int]] = []
        for suit in range(4):
            shift = 13 * suit
            mine = (hand >> shift) & _FULL_SUIT
            reps: list[int] = []
            if mine:
                here = (present >> shift) & _FULL_SUIT
                in_run = False
                while here:
                    low = here & -here
                    rank = low.bit_length() - 1
                    here ^= low
                    if mine & low:
                        if not in_run:
                            reps.append(shift + rank)
                        in_run = True
                    else:
                        in_run = False
            out.append(reps)
        return out

    def _choices(self, seat: int, hands: Sequence[int], runs: list[list[int]], trick: Sequence[tuple[int, int]],
                 win: tuple[int, int] | None, step: int) -> list[int]:
        mine = seat % 2 == self.side
        if not trick:
            cards = [c for suit in runs for c in suit]
            if self.normal and mine:
                stated = self._stated(hands[seat], runs, step) if step < len(self.steps) else []
                if stated:
                    return stated
                opponents = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
                masters = [c for c in cards if not opponents & _SUIT_MASK[c // 13] & ~((1 << (c + 1)) - 1)]
                return masters or cards
            return cards if mine else cards[::-1]
        led = trick[0][1] // 13
        following = bool(runs[led])
        cards = list(runs[led]) if following else [c for suit in runs for c in suit]
        if self.normal and mine:
            assert win is not None
            if len(trick) == 3 and win[0] % 2 != self.side:
                winners = [c for c in cards if self._beats(c, win[1])]
                if winners:
                    cards = winners
            if not following:
                opponents = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
                side_masters = {c for c in cards if c // 13 != self.trump
                                and not opponents & _SUIT_MASK[c // 13] & ~((1 << (c + 1)) - 1)}
                if any(c // 13 != self.trump and c not in side_masters for c in cards):
                    cards = [c for c in cards if c not in side_masters]
        return cards if mine else cards[::-1]

    def _stated(self, hand: int, runs: list[list[int]], step: int) -> list[int]:
        """The leads the statement's current step allows the player on lead, [] when it does not bind
        him (he does not hold the stated card, suit or a trump)."""
        s = self.steps[step]
        if s.kind == "card" and s.card is not None and hand >> _code(s.card) & 1:
            return [_code(s.card)]
        if s.kind == "suit":
            return list(runs[SUITS.index(s.suit or "S")])
        if s.kind == "trumps" and self.trump >= 0:
            return list(runs[self.trump])
        return []

    # ---- the search

    def _tricks(self, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int,
                runs: list[list[list[int]]]) -> Iterator[tuple[tuple[tuple[int, int], ...], list[int], int]]:
        """Every way the trick in progress can be completed: (cards, hands after, winner)."""
        def fill(hands: list[int], win: tuple[int, int] | None) -> Iterator[tuple[tuple[tuple[int, int], ...],
                                                                                list[int], int]]:
            if len(trick) == 4:
                assert win is not None
                yield tuple(trick), hands, win[0]
                return
            seat = (leader + len(trick)) % 4
            for code in self._choices(seat, hands, runs[seat], trick, win, step):
                after = list(hands)
                after[seat] &= ~(1 << code)
                trick.append((seat, code))
                yield from fill(after, (seat, code) if win is None or self._beats(code, win[1]) else win)
                trick.pop()

        return fill(hands, self._winner(trick) if trick else None)

    def solve(self, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int, bound: int,
              acc: int = 0, path: tuple[int, ...] = ()) -> tuple[int, bool]:
        """The fewest tricks the side takes from here (the trick in progress included), and whether
        that is exact; when not, the true figure is at least the one returned (the search below
        `bound` — and below the best whole line found so far, the incumbent — is all that matters).
        `acc` and `path`: the side's tricks and the cards from the root, to keep the incumbent."""
        key: tuple[int, ...] = ()
        if not trick:
            if not hands[leader]:
                return 0, True
            key = (*hands, leader, step)
            entry = self.memo.get(key)
            if entry is not None and (entry[1] or entry[0] >= bound):
                return entry[0], entry[1]
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise _Limit
        present = hands[0] | hands[1] | hands[2] | hands[3]
        for _, code in trick:
            present |= 1 << code
        runs = [self._runs(hand, present) for hand in hands]
        best, best_trick = 99, None  # the fewest found exactly
        floor = 99  # the least lower bound of what was not searched to the end
        for cards, after, winner in self._tricks(list(hands), leader, list(trick), step, runs):
            won = 1 if winner % 2 == self.side else 0
            limit = min(best, bound, self.incumbent - acc)
            if won >= limit:
                floor = min(floor, won)
                continue
            line = path + tuple(code for _, code in cards[len(trick):])
            next_step = self._step(step, after)
            rest, exact = self.solve(after, winner, [], next_step, limit - won, acc + won, line)
            if not exact:
                floor = min(floor, won + rest)
            elif won + rest < best:
                best, best_trick = won + rest, cards
                if acc + best < self.incumbent:
                    self.incumbent = acc + best
                    self.incumbent_line = list(line) + self.line(after, winner, [], next_step)
                if best == 0:
                    break
        exact = best <= floor
        value = best if exact else min(best, floor)
        if not trick:
            self.memo[key] = (value, exact, best_trick if exact else None)
        elif exact:
            self.root_trick = best_trick
        return value, exact

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
        search.solve(hands, leader, trick, step, total + 1)
        exact = True
    except _Limit:
        exact = False  # cut short: the best whole line found so far, an upper bound on the fewest tricks
    tricks, line = search.incumbent, search.incumbent_line
    return LineResult(tricks, tuple(_card(c) for c in line), exact, search.nodes)
