"""The claimer's statement read as the line it states (Law 68C: a claim is accompanied by a statement
of the line of play; Law 70B1: the director has the claimer repeat it; 70C: whether it mentions an
outstanding trump; 70D: no successful line the statement did not embrace).

A statement is free text in the log (`{seat: S, claim: 5, statement: "…"}`). The analysis reads the
steps it can, in order, in Chinese or English, and lists every word it could not read: nothing the
director entered is silently dropped.

- a card: `SA`, `♠A`, `S10` — play this card when its holder is on lead;
- a suit: `hearts`, `红心`, `run hearts` — lead this suit while the claimer's side holds it;
- `draw trumps`, `清将`, `trumps first`, `先调将` — lead trumps while an opponent holds one;
- `concede a trick`, `输一墩`, `give up a trick` — the claimer says he loses a trick (no card to play).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from rulings.cards import STRAIN_WORDS, SUIT_EN, SUIT_SYMBOL, SUIT_ZH, SUITS, Card

__all__ = ["Statement", "Step", "parse_statement"]

_SYMBOL_SUIT = {v: k for k, v in SUIT_SYMBOL.items() if k != "NT"}
#: a suit by its word: the names and symbols of `rulings.cards.STRAIN_WORDS`, and English, plural or singular
_SUIT_WORDS = {**{word.lower(): s for word, s in STRAIN_WORDS.items() if s in SUITS},
               **{SUIT_EN[s]: s for s in SUITS}, **{SUIT_EN[s].removesuffix("s"): s for s in SUITS}}
_PATTERNS: list[tuple[str, str]] = [
    ("trumps", r"draw(?:ing)?\s+(?:the\s+)?trumps?|trumps?\s+first|清将|调将|肃清将牌|先清将|先调将"),
    ("concede", r"conced(?:e|ing)\s+(?:a|one|1)\s+trick|give\s+up\s+(?:a|one|1)\s+trick|lose\s+(?:a|one|1)\s+trick"
                r"|输一墩|送一墩|让一墩|丢一墩|输掉一墩"),
    ("card", r"(?<![a-z])[shdc](?:10|[2-9tjqka])(?![a-z0-9])|[♠♥♦♣](?:10|[2-9tjqka])(?![a-z0-9])"
             r"|(?:黑桃|红心|红桃|方块|梅花|草花)(?:10|[2-9tjqka])"),
    ("suit", r"spades?|hearts?|diamonds?|clubs?|黑桃|红心|红桃|方块|梅花|草花|[♠♥♦♣]"),
]
_TOKEN = re.compile("|".join(f"(?P<{name}>{pattern})" for name, pattern in _PATTERNS), re.IGNORECASE)
#: words that join the steps and carry no step of their own
_FILLER = re.compile(
    r"^(?:[\s,;.:，；。：、/+>\-→]|then|and|first|next|after|that|play(?:ing)?|cash(?:ing)?|run(?:ning)?|the|"
    r"lead(?:ing)?|to|from|top|a|all|my|remaining|rest|of|winners?|is|are|good|claim(?:ing)?|"
    r"先|再|然后|接着|打|出|兑现|连打|引|和|及|最后|剩下|剩余|的|都|是|赢张|赢墩|大牌|全部|其余|声称)+$",
    re.IGNORECASE)

#: a word naming the trumps (Law 70C1 "未提及将牌"): trump, 将牌, 王牌, 清将/调将/吊将/肃将, 将吃 (to ruff), a
#: count of them (一张将, 两个将), 小将/大将 — not 将 alone, which is also "will" (我将先打红心: no trump named)
_TRUMP_WORD = re.compile(r"trump|将牌|王牌|[清调吊肃]将|将吃|[张个][小大]?将|[小大]将", re.IGNORECASE)


@dataclass(frozen=True)
class Step:
    """One step of the stated line: kind card | suit | trumps | concede, with its card or suit."""

    kind: str
    card: Card | None = None
    suit: str | None = None

    def as_text(self, lang: str = "zh") -> str:
        if self.kind == "card":
            return str(self.card)
        if self.kind == "suit":
            return SUIT_ZH[self.suit or "S"] if lang != "en" else SUIT_EN[self.suit or "S"]
        return {"trumps": ("清将", "draw trumps"), "concede": ("输一墩", "concede a trick")}[self.kind][
            0 if lang != "en" else 1]


@dataclass(frozen=True)
class Statement:
    """A statement read: its text, the steps in order, and the words not understood."""

    text: str | None
    steps: tuple[Step, ...] = field(default=())
    not_understood: tuple[str, ...] = field(default=())
    mentions_trumps_word: bool = False

    def mentions_trump(self, trump: str | None) -> bool:
        """Law 70C1: whether the statement mentions the trumps (a trump suit step, a trump card, or
        the word trump / 将)."""
        if trump is None:
            return False
        return self.mentions_trumps_word or any(
            s.kind == "trumps" or (s.kind == "suit" and s.suit == trump) or (s.card is not None and s.card.suit == trump)
            for s in self.steps)

    @property
    def concedes(self) -> int:
        """The tricks the statement gives up (`concede a trick`, `输一墩`, once each): a claim with it
        is for the tricks left less these."""
        return sum(1 for s in self.steps if s.kind == "concede")

    def as_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {"text": self.text, "steps": [s.as_text(lang) for s in self.steps],
                "not_understood": list(self.not_understood), "concedes": self.concedes}


def _card(text: str) -> Card:
    t = text.strip()
    for word, suit in _SUIT_WORDS.items():
        if t.startswith(word) and len(t) > len(word) and not word.isascii():
            return Card.parse(suit + t[len(word):])
    return Card.parse(t)


def parse_statement(text: str | None) -> Statement:
    """Read a statement into its steps (see the module docstring); words that are neither a step nor
    a joining word are kept in `not_understood`."""
    if not text:
        return Statement(text)
    steps: list[Step] = []
    leftovers: list[str] = []
    pos = 0
    for m in _TOKEN.finditer(text):
        gap = text[pos:m.start()]
        if gap.strip() and not _FILLER.match(gap.strip()):
            leftovers.append(gap.strip(" ,;，；。"))
        pos = m.end()
        kind = m.lastgroup or ""
        word = m.group(0)
        if kind == "card":
            steps.append(Step("card", card=_card(word)))
        elif kind == "suit":
            steps.append(Step("suit", suit=_SUIT_WORDS[word.lower()]))
        else:
            steps.append(Step(kind))
    tail = text[pos:]
    if tail.strip() and not _FILLER.match(tail.strip()):
        leftovers.append(tail.strip(" ,;，；。"))
    trumps_word = bool(_TRUMP_WORD.search(text))
    return Statement(text, tuple(steps), tuple(x for x in leftovers if x), trumps_word)
