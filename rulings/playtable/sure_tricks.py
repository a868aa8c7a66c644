"""Tricks a side cannot lose by ANY legal play of the remaining cards (Laws 71A, 69B).

Law 71A: "赛员所承认的失墩……在剩余的牌张中，以任何合法的打法，该墩牌均不会丢失" — a fact of the
cards, not a judgment. It is decided exactly by an exhaustive search: every legal play by all four
players (Law 44: follow suit when able; any card otherwise), the fewest tricks the side takes. No
double-dummy solver is needed (nobody plays well here: all four may play anything legal), so the rule
stays independent of the analysis tools.

Cards that touch in rank within one hand (no card of another player, still held or on the trick in
progress, lies between them) are the same card for this question; only one of them is tried. The
search is memoised by position and stops at a budget: `None` then means "not decided" and the law's
judgment question stands.
"""

from __future__ import annotations

from collections.abc import Mapping

from rulings.cards import Card
from rulings.play import trick_winner
from rulings.seats import Seat

BUDGET = 1_500  # positions searched before giving up (a late concession needs far fewer; an early one is left undecided)


class _Budget(Exception):
    pass


def can_be_held_to(hands: Mapping[Seat, frozenset[Card]], trick: list[tuple[Seat, Card]], to_play: Seat,
                   trump: str | None, side: str, tricks: int, budget: int = BUDGET) -> bool | None:
    """Whether some legal play of all four players (Law 44: follow suit when able) leaves `side` (NS |
    EW) with at most `tricks` of the tricks still to be played: `hands` the cards each still holds,
    `trick` the cards already on the trick in progress, `to_play` the player next to play. False means
    the side cannot lose its trick(s) by any legal play (Law 71A). None when the search did not finish
    within `budget` positions."""
    seats = list(Seat)
    # a position -> (fewest tricks found from it, whether that is exact or only a line good enough)
    memo: dict[tuple[tuple[frozenset[Card], ...], tuple[tuple[Seat, Card], ...], Seat], tuple[int, bool]] = {}
    count = [0]

    def classes(seat: Seat, cur: tuple[tuple[Seat, Card], ...], left: dict[Seat, frozenset[Card]]) -> list[Card]:
        """One card of each run of touching cards among the player's legal cards."""
        held = left[seat]
        led = cur[0][1].suit if cur else None
        legal = [c for c in held if c.suit == led] if led and any(c.suit == led for c in held) else list(held)
        out: list[Card] = []
        for suit in sorted({c.suit for c in legal}):  # a fixed order: the budget must cut the same search
            between = [c.rank_value for s, cs in left.items() if s != seat for c in cs if c.suit == suit]
            between += [c.rank_value for _, c in cur if c.suit == suit]
            prev: Card | None = None
            for c in sorted((c for c in legal if c.suit == suit), key=lambda c: c.rank_value):
                if prev is None or any(prev.rank_value < r < c.rank_value for r in between):
                    out.append(c)
                prev = c
        # try first the cards that lose tricks for `side`: its players low and not trumping, the others high
        # (ties broken by suit, so that the order never depends on the hash seed)
        if seat.side == side:
            return sorted(out, key=lambda c: (c.suit == trump, c.rank_value, c.suit))
        return sorted(out, key=lambda c: (c.suit != trump, -c.rank_value, c.suit))

    def search(left: dict[Seat, frozenset[Card]], cur: tuple[tuple[Seat, Card], ...], seat: Seat, acc: int) -> int:
        """The fewest tricks for `side` from here, or any line that keeps acc + it within `tricks`."""
        if not cur and not any(left.values()):
            return 0
        key = (tuple(left[s] for s in seats), cur, seat)
        known = memo.get(key)
        if known is not None and (known[1] or acc + known[0] <= tricks):
            return known[0]
        count[0] += 1
        if count[0] > budget:
            raise _Budget
        best: int | None = None
        exact = True
        for card in classes(seat, cur, left):
            nxt = dict(left)
            nxt[seat] = left[seat] - {card}
            now = cur + ((seat, card),)
            if len(now) == 4:
                winner = trick_winner(now, trump)
                won = 1 if winner.side == side else 0
                value = won + search(nxt, (), winner, acc + won)
            else:
                value = search(nxt, now, seat.lho, acc)
            if best is None or value < best:
                best = value
            if acc + best <= tricks:
                exact = best == 0
                break
        memo[key] = (best or 0, exact)
        return best or 0

    hands_left = {s: frozenset(hands.get(s, frozenset())) for s in seats}
    if _master_trumps(hands_left, trick, trump, side) > tricks:
        return False
    try:
        return search(hands_left, tuple(trick), to_play, 0) <= tricks
    except _Budget:
        return None


def _master_trumps(hands: Mapping[Seat, frozenset[Card]], trick: list[tuple[Seat, Card]], trump: str | None,
                   side: str) -> int:
    """A lower bound: the trumps one player of `side` holds above every trump of the other side (each
    wins the trick it is played to, or partner's card does). Players yet to play to the trick in
    progress count too, so the bound stays safe while a trick is half played."""
    if trump is None:
        return 0
    theirs = [c.rank_value for s, cs in hands.items() if s.side != side for c in cs if c.suit == trump]
    theirs += [c.rank_value for s, c in trick if s.side != side and c.suit == trump]
    top = max(theirs, default=0)
    best = 0
    for s, cs in hands.items():
        if s.side == side:
            best = max(best, sum(1 for c in cs if c.suit == trump and c.rank_value > top))
    return best


def unlosable(hands: Mapping[Seat, frozenset[Card]], trick: list[tuple[Seat, Card]], to_play: Seat,
              trump: str | None, side: str, kept: int) -> int | None:
    """Of the tricks still to be played, how many more than `kept` `side` takes by ANY legal play
    (Law 71A: conceded tricks that could not be lost). None when the search did not finish."""
    remaining = max((len(cs) for cs in hands.values()), default=0)
    for n in range(kept, remaining + 1):
        held = can_be_held_to(hands, trick, to_play, trump, side, n)
        if held is None:
            return None
        if held:
            return n - kept
    return 0
