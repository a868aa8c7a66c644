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

Both sides minimising one side's tricks, this is a search for the shortest line, not a game: the
solver's minimax answers another question and serves here only as a check (tests). What keeps it fast:

- cards equal in play (touching in one hand, counting the cards still out and on the trick: the
  solver's own notion) are tried once, and the memo merges positions that differ only in ranks no
  card still out lies between (relative ranks), unless the statement names a card;
- a lower bound at each trick's start, the most of: the trumps of one hand of the side that the
  opponents' trumps cannot all beat; the winners a hand must play before it can first discard (it
  throws a card only on a suit it is void in), less one for each opponent's trump; on lead, the
  cashes the normal line must make in a row when no opponent holds a trump (its trumps and a plain
  winner; the fewer of the two partners' winners; all its winners, when its partner can never take
  one from it);
- deepening: after a first greedy line (an upper bound), one round per target from the lower bound
  up asks for a line giving the side no more than the target; what a round proves stays in the memo;
  a trick the side is sure to win is dropped before its last cards are tried once it, and the trumps
  the side is then sure to win, reach the target.

The search is exact; `node_limit` bounds its work: a node is one card tried in a trick (each costs at
most a lower bound, cached, and a share of its trick's ordering), over all rounds, so the limit bounds
the time whatever the position (about 130,000-300,000 nodes a second of CPU here, bench/RESULTS.md).
A search cut short reports the fewest tricks of a whole line found so far, an upper bound, marked not
exact.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulings.analysis.solver import TableState
from rulings.cards import RANKS, SUITS, Card
from rulings.playtable.statements import Step
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


def _above(code: int) -> int:
    """The cards of `code`'s suit higher than it."""
    return _SUIT_MASK[code // 13] & ~((1 << (code + 1)) - 1)


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


#: a way to complete the trick in progress: (the least the side takes from its start, tricks the side
#: wins by it 0/1, the trick's cards as (seat, code) from its leader, hands after it, its winner, the
#: statement's step after it, the lower bound after it)
_Child = tuple[int, int, tuple[tuple[int, int], ...], list[int], int, int, int]


class _Search:
    def __init__(self, side: str, trump: str | None, steps: Sequence[Step], normal: bool, node_limit: int) -> None:
        self.side = 0 if side == "NS" else 1
        self.trump = -1 if trump is None else SUITS.index(trump)
        self.steps = tuple(steps) if normal else ()
        self.normal = normal
        self.node_limit = node_limit
        self.nodes = 0
        #: position at a trick's start -> (fewest tricks, exact) or (a lower bound, False)
        self.memo: dict[tuple[int, ...], tuple[int, bool]] = {}
        # a statement naming a card ties the position to that card: no merging by relative rank
        self.relative = not any(s.kind == "card" for s in self.steps)
        self.incumbent = 99  # the fewest tricks of a whole line found so far
        self.incumbent_line: list[int] = []
        self.cutoff = 99  # lines giving the side this many tricks or more are not searched
        self.sure_cache: dict[tuple[int, int], int] = {}
        self.bound_cache: dict[tuple[int, ...], int] = {}
        self.suit_codes: dict[tuple[int, ...], int] = {}  # a suit's holdings -> its relative-rank code

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
                    here ^= low
                    if mine & low:
                        if not in_run:
                            reps.append(shift + low.bit_length() - 1)
                        in_run = True
                    else:
                        in_run = False
            out.append(reps)
        return out

    # ---- the cards a player may choose (Law 44C; for the claimer's side, Law 70's normal line)

    def _choices(self, seat: int, hands: Sequence[int], runs: list[list[int]], trick: Sequence[tuple[int, int]],
                 win: tuple[int, int] | None, step: int) -> list[int]:
        """The cards `seat` may play, one of each run: the claimer's side (low first) within its normal
        line when `normal`, the opponents (high first) any legal card."""
        mine = seat % 2 == self.side
        if self.normal and mine:
            if not trick:
                return self._normal_lead(seat, hands, runs, step)
            assert win is not None
            return self._normal_follow(seat, hands, runs, trick[0][1] // 13, win, len(trick) == 3)
        led = trick[0][1] // 13 if trick else -1
        cards = list(runs[led]) if trick and runs[led] else [c for suit in runs for c in suit]
        return cards if mine else cards[::-1]

    def _normal_lead(self, seat: int, hands: Sequence[int], runs: list[list[int]], step: int) -> list[int]:
        """On lead: the statement's step where it binds him; else he cashes a winner while he holds one."""
        stated = self._stated(hands[seat], runs, step) if step < len(self.steps) else []
        if stated:
            return stated
        cards = [c for suit in runs for c in suit]
        opponents = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
        return [c for c in cards if not opponents & _above(c)] or cards

    def _normal_follow(self, seat: int, hands: Sequence[int], runs: list[list[int]], led: int,
                       win: tuple[int, int], last: bool) -> list[int]:
        """Following: last to a trick the opponents are winning, he wins it if he can; unable to
        follow, he keeps his winners of plain suits while he holds a plain card that is not one."""
        following = bool(runs[led])
        cards = list(runs[led]) if following else [c for suit in runs for c in suit]
        if last and win[0] % 2 != self.side:
            cards = [c for c in cards if self._beats(c, win[1])] or cards
        if not following:
            opponents = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
            masters = {c for c in cards if c // 13 != self.trump and not opponents & _above(c)}
            if any(c // 13 != self.trump and c not in masters for c in cards):
                cards = [c for c in cards if c not in masters]
        return cards

    def _can_beat(self, hand: int, led: int, best: int) -> bool:
        """Whether a player holding `hand` can beat `best` on a trick led in suit `led`."""
        if hand & _SUIT_MASK[led]:
            return best // 13 == led and bool(hand & _above(best))
        if self.trump < 0 or led == self.trump:
            return False
        trumps = hand & _SUIT_MASK[self.trump]
        return bool(trumps & _above(best)) if best // 13 == self.trump else bool(trumps)

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

    # ---- bounds and the transposition table

    def _lower_bound(self, hands: Sequence[int], leader: int, step: int) -> int:
        """Tricks the side wins from a trick's start whatever anyone plays (within the normal line):
        those one hand of the side is sure to win (`_hand_bound`); on lead with winners the opponents
        cannot ruff, those the normal line must cash (`_cash_bound`: Law 70's careless line still
        wins them)."""
        known = self.bound_cache.get((*hands, leader, step))
        if known is not None:
            return known
        s = self.side
        bound = max(self._hand_bound(hands, s), self._hand_bound(hands, s + 2))
        if self.normal and leader % 2 == s and bound < hands[leader].bit_count():
            bound = max(bound, self._cash_bound(hands, leader, step))
        self.bound_cache[(*hands, leader, step)] = bound
        return bound

    def _hand_bound(self, hands: Sequence[int], seat: int) -> int:
        """Tricks the side's hand `seat` is sure to win whatever anyone plays (Law 44): its trumps no
        opponent's trump can beat (`_sure_trumps`); and its winners (cards no opponent can beat in
        their suit) that it must play before it can first discard. It throws a card only on a suit it
        is void in, so before its first discard it has played every card of some suit that another
        player can still lead after it (one holding more of the suit), each winner there taking its
        trick unless an opponent ruffs it; with no such suit it never discards. Each opponent's trump
        takes at most one of these tricks from it, a ruff or a higher trump."""
        hand = hands[seat]
        if not hand:
            return 0
        trumps = _SUIT_MASK[self.trump] if self.trump >= 0 else 0
        opponents = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
        partner = hands[(seat + 2) % 4]
        sure = self._sure_trumps(hand & trumps, opponents & trumps) if hand & trumps else 0
        left, right = hands[(seat + 1) % 4], hands[(seat + 3) % 4]
        fewest, every = 13, 0
        for suit, mask in enumerate(_SUIT_MASK):
            mine = hand & mask
            if suit != self.trump and mine:
                winners = (mine & ~((1 << (opponents & mask).bit_length()) - 1)).bit_count()
                every += winners
            else:
                winners = 0
            length = mine.bit_count()
            if ((left & mask).bit_count() > length or (right & mask).bit_count() > length
                    or (partner & mask).bit_count() > length):
                fewest = min(fewest, winners)  # voiding this suit lets it discard when another leads it
        if fewest == 13:
            fewest = every
        return max(sure, (hand & trumps).bit_count() + fewest - (opponents & trumps).bit_count())

    def _cash_bound(self, hands: Sequence[int], leader: int, step: int) -> int:
        """Tricks the normal line on lead must win by cashing (Law 70: he leads no loser while he holds
        a winner): none unless he must cash now (`_cashes`). Once the statement no longer binds and no
        opponent holds a trump, every card he leads while he holds a winner takes its trick, and:
        - he stays on lead while his partner cannot take the trick from him (a higher card, or a ruff):
          all his winners if his partner can never take one, two if only a card of his that is not
          yet a winner could be taken, else one;
        - his trumps all win (no opponent has one); leading them keeps the lead while his partner has
          no higher trump, so holding a winner of a plain suit he must cash it at last: his trumps and
          one more;
        - the side keeps the lead while its player on lead holds a winner (each trick costs him and
          his partner one card each, so each holds as many winners less one a trick): at least the
          fewer of the two hands' winners."""
        if not self._cashes(hands, leader, step):
            return 0
        trumps = _SUIT_MASK[self.trump] if self.trump >= 0 else 0
        if step < len(self.steps) or (hands[(leader + 1) % 4] | hands[(leader + 3) % 4]) & trumps:
            return 1
        hand, partner = hands[leader], hands[(leader + 2) % 4]
        opponents = hands[(leader + 1) % 4] | hands[(leader + 3) % 4]
        winners, plain, later, now, theirs = 0, False, False, False, 0
        for suit in range(4):
            mine = hand & _SUIT_MASK[suit]
            high = (opponents & _SUIT_MASK[suit]).bit_length()
            theirs += (partner & _SUIT_MASK[suit] & ~((1 << high) - 1)).bit_count()
            if not mine:
                continue
            won = mine & ~((1 << high) - 1)
            winners += won.bit_count()
            plain = plain or (bool(won) and suit != self.trump)
            ours = partner & _SUIT_MASK[suit]
            ruff = suit != self.trump and bool(partner & trumps)
            now = now or bool(won) and ((ruff and not ours) or ours.bit_length() > (won & -won).bit_length())
            later = later or ruff or ours.bit_length() > (mine & -mine).bit_length()
        mine = hand & trumps
        kept = not (partner & trumps).bit_length() > (mine & -mine).bit_length()
        by_trumps = mine.bit_count() + (1 if plain and kept else 0)
        return max(by_trumps, min(winners, theirs), 1 if now else min(winners, 2) if later else winners)

    def _trump_bound(self, hands: Sequence[int], pending: int) -> int:
        """Tricks the side wins by its trumps whatever anyone plays (Law 44E/F): a trump of the side's
        loses its trick only to a higher trump of an opponent's on the same trick, and each opponent's
        trump falls on one trick: so a hand whose trumps outnumber the opponents' trumps that can beat
        them (the most of its trumps, from the top, each matched to a higher one of theirs) wins the
        difference; partners' trumps may fall on the same trick, so the larger of the two hands.
        `pending`: the side's seats (bits) still to play to the trick in progress, each of which may
        yet spend one trump on it."""
        trumps = _SUIT_MASK[self.trump]
        s = self.side
        theirs = (hands[1 - s] | hands[3 - s]) & trumps
        best = 0
        for seat in (s, s + 2):
            mine = hands[seat] & trumps
            if mine:
                best = max(best, self._sure_trumps(mine, theirs) - (pending >> seat & 1))
        return best

    def _sure_trumps(self, mine: int, theirs: int) -> int:
        """How many of the trumps `mine` the trumps `theirs` cannot all beat: from the top, each of mine
        is beaten only if more of theirs lie above it than have beaten a higher one of mine."""
        known = self.sure_cache.get((mine, theirs))
        if known is not None:
            return known
        beaten = sure = 0
        rest = mine
        while rest:
            top = rest.bit_length() - 1
            rest ^= 1 << top
            if (theirs >> (top + 1)).bit_count() > beaten:
                beaten += 1
            else:
                sure += 1
        self.sure_cache[(mine, theirs)] = sure
        return sure

    def _cashes(self, hands: Sequence[int], leader: int, step: int) -> bool:
        """Whether the normal line on lead must win this trick: the statement does not bind him, he
        holds a winner, and in no suit of his winners can an opponent ruff."""
        hand = hands[leader]
        if step < len(self.steps):
            s = self.steps[step]
            if ((s.kind == "card" and s.card is not None and hand >> _code(s.card) & 1)
                    or (s.kind == "suit" and hand & _SUIT_MASK[SUITS.index(s.suit or "S")])
                    or (s.kind == "trumps" and self.trump >= 0 and hand & _SUIT_MASK[self.trump])):
                return False
        left, right = hands[(leader + 1) % 4], hands[(leader + 3) % 4]
        opponents = left | right
        trumps = _SUIT_MASK[self.trump] if self.trump >= 0 else 0
        winners = False
        for suit in range(4):
            mine = hand & _SUIT_MASK[suit]
            if not mine or opponents & _above(mine.bit_length() - 1):
                continue
            winners = True
            if suit != self.trump and any(not h & _SUIT_MASK[suit] and h & trumps for h in (left, right)):
                return False
        return winners

    def _winners(self, hands: Sequence[int]) -> int:
        """The side's cards no opponent can beat in their suit: the order to try lines in, fewest first
        (a guide only: a line that keeps the opponents' winners and spends the side's comes early)."""
        s = self.side
        mine, theirs = hands[s] | hands[s + 2], hands[1 - s] | hands[3 - s]
        count = 0
        for suit in _SUIT_MASK:
            high = (theirs & suit).bit_length()
            count += (mine & suit & ~((1 << high) - 1)).bit_count()
        return count

    def _key(self, hands: Sequence[int], leader: int, step: int) -> tuple[int, ...]:
        """The position at a trick's start; positions alike but for ranks no card still out lies
        between (the solver's own notion of equal cards) share a key."""
        if not self.relative:
            return (*hands, leader, step)
        key = [leader, step]
        for shift in (0, 13, 26, 39):
            suit = tuple((hand >> shift) & _FULL_SUIT for hand in hands)
            code = self.suit_codes.get(suit)
            if code is None:
                h0, h1, h2, h3 = suit
                here, code = h0 | h1 | h2 | h3, 1
                while here:
                    low = here & -here
                    here ^= low
                    code = code << 2 | (0 if h0 & low else 1 if h1 & low else 2 if h2 & low else 3)
                self.suit_codes[suit] = code
            key.append(code)
        return tuple(key)

    # ---- the search

    def _completions(self, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int,
                     limit: int = 99) -> tuple[list[_Child], int]:
        """Every way the trick in progress can be completed (one card of each run) that may still give
        the side fewer than `limit` tricks from here, each with the least it gives (its trick and the
        lower bound after it); and the least of those left out (99: none). A trick the side is sure
        to win is left out as soon as it and the trumps the side is then sure to win reach `limit`,
        before the cards still to come are tried."""
        present = hands[0] | hands[1] | hands[2] | hands[3]
        for _, code in trick:
            present |= 1 << code
        runs = [self._runs(hand, present) for hand in hands]
        out: list[_Child] = []
        dropped = [99]
        side = self.side

        def fill(hands: list[int], cards: list[tuple[int, int]], win: tuple[int, int] | None) -> None:
            seat = (leader + len(cards)) % 4
            last = len(cards) == 3
            for code in self._choices(seat, hands, runs[seat], cards, win, step):
                self.nodes += 1
                after = list(hands)
                after[seat] &= ~(1 << code)
                cards.append((seat, code))
                now = (seat, code) if win is None or self._beats(code, win[1]) else win
                if last:  # the trick is complete
                    won = 1 if now[0] % 2 == side else 0
                    nstep = self._step(step, after) if step < len(self.steps) else step
                    bound = self._lower_bound(after, now[0], nstep) if after[now[0]] else 0
                    if won + bound >= limit:
                        dropped[0] = min(dropped[0], won + bound)
                    else:
                        out.append((won + bound, won, tuple(cards), after, now[0], nstep, bound))
                else:
                    least = 1 + self._pending_bound(after, leader, len(cards)) if (
                        limit < 99 and now[0] % 2 == side) else 0
                    if least >= limit and self._sure_won(after, leader, cards, now):
                        dropped[0] = min(dropped[0], least)
                    else:
                        fill(after, cards, now)
                cards.pop()

        fill(list(hands), list(trick), self._winner(trick) if trick else None)
        return out, dropped[0]

    def _sure_won(self, hands: Sequence[int], leader: int, cards: Sequence[tuple[int, int]],
                  win: tuple[int, int]) -> bool:
        """Whether no opponent still to play to the trick can beat `win`, the side's card winning it."""
        led = cards[0][1] // 13
        return not any(self._can_beat(hands[(leader + i) % 4], led, win[1])
                       for i in range(len(cards), 4) if (leader + i) % 2 != self.side)

    def _pending_bound(self, hands: Sequence[int], leader: int, played: int) -> int:
        """The tricks the side's trumps are sure to win after the trick in progress, whatever its
        `4 - played` cards still to come."""
        if self.trump < 0:
            return 0
        pending = 0
        for i in range(played, 4):
            if (leader + i) % 2 == self.side:
                pending |= 1 << ((leader + i) % 4)
        return self._trump_bound(hands, pending)

    def solve(self, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int, bound: int,
              acc: int = 0, path: tuple[int, ...] = (), known: int = -1) -> tuple[int, bool]:
        """The fewest tricks the side takes from here (the trick in progress included), and whether
        that is exact; when not, the true figure is at least the one returned (the search below
        `bound` — and below the best whole line found so far, the incumbent — is all that matters).
        `acc` and `path`: the side's tricks and the cards from the root, to keep the incumbent;
        `known`: the lower bound at a trick's start when the caller has it."""
        key: tuple[int, ...] = ()
        floor_here = 0  # a lower bound on the answer
        if not trick:
            if not hands[leader]:
                if acc < self.incumbent:
                    self.incumbent, self.incumbent_line = acc, list(path)
                    self.cutoff = min(self.cutoff, acc)
                return 0, True
            key = self._key(hands, leader, step)
            entry = self.memo.get(key)
            if entry is not None and entry[1]:
                if acc + entry[0] < self.incumbent:
                    self._improve(acc + entry[0], path, hands, leader, step, entry[0])
                return entry
            floor_here = max(known if known >= 0 else self._lower_bound(hands, leader, step),
                             entry[0] if entry else 0)
            if floor_here >= bound or acc + floor_here >= self.cutoff:
                return floor_here, False
        if self.nodes > self.node_limit:
            raise _Limit
        children, floor = self._children(hands, leader, trick, step, min(bound, self.cutoff - acc))
        best = 99  # the fewest found exactly; `floor`: the least lower bound of what was not searched to the end
        for least, won, cards, after, winner, nstep, after_bound in children:
            limit = min(best, bound, self.cutoff - acc)
            if least >= limit:
                floor = min(floor, least)
                break  # the rest (sorted) cannot do better either
            line = path + tuple(code for _, code in cards[len(trick):])
            rest, exact = self.solve(after, winner, [], nstep, limit - won, acc + won, line, after_bound)
            if not exact:
                floor = min(floor, won + rest)
            elif won + rest < best:
                best = won + rest
                if best <= floor_here:
                    floor = 99
                    break
        exact = best <= floor
        value = best if exact else max(min(best, floor), floor_here)
        if key:
            self.memo[key] = (value, exact)
        return value, exact

    def _improve(self, total: int, path: tuple[int, ...], hands: list[int], leader: int, step: int,
                 rest: int) -> None:
        """A whole line better than the incumbent: `path` to a position whose fewest tricks `rest`
        the memo holds exactly, then the line the memo gives from there."""
        self.incumbent, self.incumbent_line = total, list(path) + self.line(hands, leader, step, rest)
        self.cutoff = min(self.cutoff, total)

    def _children(self, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int,
                  limit: int = 99) -> tuple[list[_Child], int]:
        """The completions of the trick in progress that may give the side fewer than `limit` tricks,
        in the order to try them: the least the side can then take, then the side's winners left;
        and the least of those left out (`_completions`)."""
        children, dropped = self._completions(hands, leader, trick, step, limit)
        children.sort(key=lambda child: (child[0], child[1] + self._winners(child[3])))
        return children, dropped

    def first_line(self, hands: list[int], leader: int, trick: list[tuple[int, int]], step: int) -> None:
        """The incumbent from the line that takes the first child at every trick: an upper bound to
        start from."""
        won, path = 0, list[int]()
        while trick or hands[leader]:
            _, gain, cards, hands, leader, step, _ = self._children(hands, leader, trick, step)[0][0]
            path.extend(code for _, code in cards[len(trick):])
            won, trick = won + gain, []
        self.incumbent, self.incumbent_line = won, path

    def line(self, hands: list[int], leader: int, step: int, target: int) -> list[int]:
        """The cards of a line from a trick's start giving the side `target` tricks, read from the
        exact entries of the memo."""
        out: list[int] = []
        while hands[leader]:
            for _, won, cards, after, winner, nstep, _ in self._completions(hands, leader, [], step)[0]:
                if won > target:
                    continue
                entry = self.memo.get(self._key(after, winner, nstep)) if after[winner] else (0, True)
                if entry is not None and entry[1] and won + entry[0] == target:
                    out.extend(code for _, code in cards)
                    hands, leader, step, target = after, winner, nstep, target - won
                    break
            else:
                return out
        return out


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
    try:
        # the fewest tricks by deepening: is there a line giving the side `target`? from the lower
        # bound up, below the first line found; what each round proved stays in the memo
        search.first_line(hands, leader, trick, step)
        start = 0 if trick else search._lower_bound(hands, leader, step)
        for target in range(start, search.incumbent):
            search.cutoff = target + 1
            if search.solve(hands, leader, trick, step, target + 1)[1]:
                break
        exact = True
    except _Limit:
        exact = False  # cut short: the best whole line found so far, an upper bound on the fewest tricks
    tricks, line = search.incumbent, search.incumbent_line
    return LineResult(tricks, tuple(_card(c) for c in line), exact, search.nodes)
