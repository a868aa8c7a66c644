"""Cards, suits and hands (Law 1: 52 cards, four suits of thirteen; ranks A K Q J 10 … 2).

Cards are written as suit then rank, `SK`, `HT`, `D2`, `C10` (T and 10 both mean the ten).
Hands are written in PBN order, spades.hearts.diamonds.clubs: `AKQ2.J53.T8.K742`.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from rulings.errors import Refusal
from rulings.seats import seat_zh

SUITS = ("S", "H", "D", "C")  # Law 1: spades highest, clubs lowest
STRAINS = ("C", "D", "H", "S", "NT")  # Law 18E: lowest to highest
RANKS = "23456789TJQKA"
HONOURS = "TJQKA"  # definitions: 大牌 A K Q J 10
# The one table of suit and strain names (zh, symbols, en): everything else imports it.
SUIT_ZH = {"S": "黑桃", "H": "红心", "D": "方块", "C": "梅花", "NT": "无将"}
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "NT": "NT"}
SUIT_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "NT": "notrump"}
#: Every way a contract or a call may write its strain: letters, symbols, Chinese names.
STRAIN_WORDS = {
    "C": "C", "D": "D", "H": "H", "S": "S", "N": "NT", "NT": "NT",
    "♣": "C", "♦": "D", "♥": "H", "♡": "H", "♠": "S", "♢": "D", "♧": "C", "♤": "S",
    "梅花": "C", "草花": "C", "方块": "D", "红心": "H", "红桃": "H", "黑桃": "S", "无将": "NT",
}


_PACK: dict[tuple[str, str], Card] = {}  # the pack's 52 cards, by suit and rank


@dataclass(frozen=True, order=True)
class Card:
    """A card. There is one `Card` of each suit and rank of the pack: `Card("S", "K")` gives the same
    object wherever a hand, a trick or a record names it, and it keeps its hash (the same value as the
    dataclass's own hash of (suit, rank)), so a lookup in a hand or trick compares no fields (a deal's
    play looks each card up several times: issue 14)."""

    suit: str
    rank: str
    _hash: ClassVar[int]

    def __new__(cls, suit: str = "", rank: str = "") -> Card:  # no arguments: an older pickle
        card = _PACK.get((suit, rank)) if cls is Card else None
        return card if card is not None else super().__new__(cls)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.suit, self.rank)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled as suit and rank (the hash is worked out again: another process may hash
        strings differently)."""
        return type(self), (self.suit, self.rank)

    def __setstate__(self, state: dict[str, Any]) -> None:
        """A card pickled before its hash was kept (its fields as state)."""
        for key in ("suit", "rank"):
            object.__setattr__(self, key, state[key])
        self.__post_init__()

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse `SK`, `h10`, `DT`, also rank-first `KS`; ValueError for anything that is not a card."""
        t = str(text).strip().upper().replace("10", "T")
        if len(t) == 2 and t[0] in SUITS and t[1] in RANKS:
            return _card(cls, t[0], t[1])
        if len(t) == 2 and t[1] in SUITS and t[0] in RANKS:
            return _card(cls, t[1], t[0])
        raise Refusal(f"{text!r} is not a card (write suit then rank: SK, HT, D2)",
                      f"{text!r} 不是一张牌（先写花色再写点数：SK、HT、D2）")

    @property
    def rank_value(self) -> int:
        return RANKS.index(self.rank) + 2

    @property
    def is_honour(self) -> bool:
        """Definitions: an honour is A, K, Q, J or 10; Law 24A treats the 9 and lower as low cards."""
        return self.rank in HONOURS

    def __str__(self) -> str:
        return self.suit + self.rank

    @property
    def zh(self) -> str:
        return SUIT_SYMBOL[self.suit] + ("10" if self.rank == "T" else self.rank)


def parse_hand(text: str) -> frozenset[Card]:
    """A hand in PBN order S.H.D.C; `-` or empty for a void. ValueError names what is wrong."""
    return read_hand(text)[0]


def read_hand(text: str) -> tuple[frozenset[Card], str]:
    """`parse_hand`, and the hand's text as `format_hand` writes it. Each suit's holding is read once
    (`_holding`) and kept: a session repeats holdings."""
    parts = str(text).strip().split(".")
    if len(parts) != 4:
        raise Refusal(f"hand {text!r} must have four suits separated by dots (S.H.D.C)",
                      f"一手牌 {text!r} 须写四门花色，以点分开（S.H.D.C）")
    count = 0
    sets: list[frozenset[Card]] = []
    texts: list[str] = []
    for table, suit, holding in zip(_HOLDINGS, SUITS, parts, strict=True):
        got = table.get(holding)
        if got is None:
            got = _holding(text, suit, holding, table)
        sets.append(got[0])
        texts.append(got[2])
        count += got[1]
    hand = frozenset().union(*sets)
    if len(hand) != count:
        raise Refusal(f"hand {text!r} holds a card twice", f"一手牌 {text!r} 中同一张牌写了两次")
    return hand, ".".join(texts)


#: for each suit (in the order of SUITS), each holding already read, by its text: its cards, how many
#: it names (more than its cards when one is named twice) and its ranks high to low
_HOLDINGS: tuple[dict[str, tuple[frozenset[Card], int, str]], ...] = ({}, {}, {}, {})
#: the holdings kept for each suit: the first read, which are the common ones (a holding of three or
#: four cards comes back board after board; a rare one is read again, a few microseconds). A suit
#: has 8,192 holdings and more spellings (`a10`, `AT`); kept without a bound, they grow with the
#: boards read (15,000 of them after 10,000 random deals, 24,000 after 100,000, 29,000 after
#: 1,000,000, about 0.8 KB each), and the streaming audit's memory with them (issue 14: memory flat)
HOLDINGS_KEPT = 2048


def _holding(text: str, suit: str, holding: str,
             table: dict[str, tuple[frozenset[Card], int, str]]) -> tuple[frozenset[Card], int, str]:
    """One suit's holding (`AKT2`, `a10`, `-`); ValueError for a rank that is not one."""
    ranks = holding.strip().upper().replace("10", "T")
    if ranks in ("-", ""):
        ranks = ""
    for rank in ranks:
        if rank not in RANKS:
            raise Refusal(f"hand {text!r}: {rank!r} is not a rank", f"一手牌 {text!r}：{rank!r} 不是点数")
    down = "".join(sorted(set(ranks), key=_RANK_DOWN.__getitem__))
    pack = _SUIT_CARDS[suit]
    got = frozenset([pack[rank] for rank in ranks]), len(ranks), down
    if len(table) < HOLDINGS_KEPT:
        table[holding] = got
    return got


def format_hand(cards: frozenset[Card] | set[Card]) -> str:
    """The PBN form S.H.D.C of a set of cards, ranks high to low."""
    return ".".join(
        "".join(sorted((c.rank for c in cards if c.suit == s), key=RANKS.index, reverse=True)) for s in SUITS
    )


_PACK.update({(s, r): Card(s, r) for s in SUITS for r in RANKS})
_SUIT_CARDS = {s: {r: _PACK[s, r] for r in RANKS} for s in SUITS}  # each suit's cards by rank
_RANK_DOWN = {r: -i for i, r in enumerate(RANKS)}  # sorts ranks high to low
FULL_PACK: frozenset[Card] = frozenset(_PACK.values())


def _card(cls: type[Card], suit: str, rank: str) -> Card:
    """`cls(suit, rank)`, without initialising the pack's card again."""
    return _PACK[suit, rank] if cls is Card else cls(suit, rank)


class DealError(Refusal):
    """The hands given are not hands of one deal: the message (in English and Chinese) and the seat
    whose hand is wrong."""

    def __init__(self, message: str, seat: Any, zh: str) -> None:
        super().__init__(message, zh)
        self.seat = seat


def check_deal(hands: Mapping[Any, Collection[Card]]) -> None:
    """第1条、第2条、第6条B款 — Laws 1, 2 and 6B: a board holds one pack of 52 cards dealt into four
    hands of 13, one to each pocket. Each hand given holds 13 cards and no card is in two hands (a
    hand not known is simply not given). The one check of a deal, for event logs
    (`rulings.eventlog`) and imported records (`rulings.records.builder`), which add where it is
    (the log's field, the record's file, line and board). DealError names the seat."""
    if all(type(c) is frozenset and len(c) == 13 for c in hands.values()) and \
            len(frozenset().union(*hands.values())) == 13 * len(hands):
        return  # sets of 13 that share no card (the common case, checked without a loop over the cards)
    seen: dict[Card, Any] = {}
    for seat, cards in hands.items():
        if len(set(cards)) != len(cards):
            twice = next(c for c in cards if list(cards).count(c) > 1)
            raise DealError(f"{seat}'s hand holds {twice} twice (Law 1: one pack of 52 cards)", seat,
                            f"{seat_zh(seat)}的牌中 {twice.zh} 写了两次（第1条：一副牌52张）")
        if len(cards) != 13:
            raise DealError(f"{seat}'s hand has {len(cards)} cards, not 13 (Laws 1 and 6B: 13 cards each)", seat,
                            f"{seat_zh(seat)}的牌有{len(cards)}张，不是13张（第1条、第6条B款：每家13张）")
        for card in cards:
            other = seen.get(card)
            if other is not None:
                raise DealError(f"{card} is in both {other}'s and {seat}'s hands (Law 1: one pack of 52 cards)",
                                seat, f"{card.zh} 同时在{seat_zh(other)}和{seat_zh(seat)}的牌中（第1条：一副牌52张）")
            seen[card] = seat
