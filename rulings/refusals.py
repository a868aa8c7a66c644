"""The refusals of a log event that several table models share, each built once in both languages: the
English message (as the tests and the English output read it) and its Chinese form (`LogError.zh`, what
a Chinese director reads first), with the bridge words of the rulings' text (`rulings.render`: 北家,
♠A, 第45条F款)."""

from __future__ import annotations

from typing import Any

from rulings.errors import LogError
from rulings.seats import seat_zh


def card_zh(card: Any) -> str:
    """A card as the table writes it (♠A, ♥10), from a Card or its code (SA, HT); anything else as it is."""
    from rulings.render import card_text

    return card_text(str(card), "zh")


def law_zh(law: Any) -> str:
    """A law as the lawbook's Chinese cites it: 45F -> 第45条F款."""
    from rulings.lawbook import cite_zh

    return cite_zh(str(law))


#: what a choice waits on, where it is not an irregularity of `render.IRREGULARITY`: Law 50D2's choice when the
#: partner of a defender with a major penalty card is to lead (the lawbook's 50D2 title 要求或禁止引出罚张花色)
WAITING_ZH = {"penalty_card_lead": "同伴有重罚张时的引牌（第50条D款2）",
              "penalty_card_lead_more": "同伴有两张或更多罚张时的引牌（第50条D款2、第51条）"}


def irregularity_zh(kind: str) -> str:
    """An irregularity's name in Chinese (the rulings' own words, `render.IRREGULARITY`), or what the choice
    waits on (`WAITING_ZH`)."""
    from rulings.render import IRREGULARITY

    return IRREGULARITY[kind][0] if kind in IRREGULARITY else WAITING_ZH.get(kind, kind)


def no_choice_waiting(seat: Any, event: int, *, why: tuple[str, str] | None = None) -> LogError:
    """A choice stated where none waits for this player (and why, in both languages, where it is known)."""
    en, zh = why or ("", "")
    return LogError(f"no choice is waiting for {seat} here" + (f" ({en})" if en else ""), event=event, field="choose",
                    zh=f"此时没有等待{seat_zh(seat)}作出的选择" + (f"（{zh}）" if zh else ""))


def not_the_chooser(by: Any, seat: Any, irregularity: str, event: int) -> LogError:
    """A choice stated by a player it is not given to (Laws 53A, 57A, 43A1c: declarer's, or the defenders')."""
    return LogError(f"the choice is {by}'s, not {seat}'s ({irregularity})", event=event, field="choose",
                    zh=f"这项选择属于{seat_zh(by)}，不属于{seat_zh(seat)}（{irregularity_zh(irregularity)}）")


def card_elsewhere(card: Any, holder: Any, seat: Any, event: int, field: str) -> LogError:
    """A card named from a hand that does not hold it."""
    return LogError(f"{card} is in {holder}'s hand, not {seat}'s", event=event, field=field,
                    zh=f"{card_zh(card)} 在{seat_zh(holder)}手中，不在{seat_zh(seat)}手中")


def card_already_played(card: Any, by: Any, event: int, field: str) -> LogError:
    """A card played a second time."""
    return LogError(f"{card} has already been played (by {by})", event=event, field=field,
                    zh=f"{card_zh(card)} 已由{seat_zh(by)}打出")


def answers_no_question(law: Any, event: int | None, field: str, *, of: tuple[str, str] = ("this ruling", "本项裁决"),
                        why: tuple[str, str] | None = None) -> LogError:
    """A finding under a law whose question no ruling item puts (and why, in both languages, where it is
    known): `of` is what it was looked for in (this ruling, this deal, the auction)."""
    en, zh = why or ("", "")
    return LogError(f"the finding under Law {law} answers no question of {of[0]}" + (f" ({en})" if en else ""),
                    event=event, field=field,
                    zh=f"{law_zh(law)}的认定不回答{of[1]}的任何问题" + (f"（{zh}）" if zh else ""))


def simultaneous_unfollowed(event: int, *, log_ends: bool = False) -> LogError:
    """Law 58A: a card made at the same time as another, with no other player's lead or play after it."""
    return LogError("a card made at the same time as another (Law 58A) is followed by the other player's lead or "
                    "play it was made with" + ("; the log ends" if log_ends else ""), event=event,
                    field="simultaneous",
                    zh="与另一张牌同时打出的牌（第58条A款），其后应记下与之同时的另一牌手的引牌或出牌"
                       + ("；记录却已结束" if log_ends else ""))


def four_hands(source: str | None) -> LogError:
    """The double-dummy analysis of a log without the four hands."""
    return LogError("the analysis needs the four hands (give 'hands')", source=source, field="hands",
                    zh="分析需要四家的牌（请写 hands）")


def choice_zh(choice: str | None) -> str:
    """A choice the laws give, in the rulings' Chinese (接受, 要求引出 …)."""
    from rulings.render import CHOICE

    return CHOICE[choice][0].rstrip("：") if choice in CHOICE else str(choice)


def no_card_led(event: int) -> LogError:
    """Law 61B's question about a card of the suit led, asked before any card is led."""
    return LogError("asks is a question whether a player has a card of the suit led (Law 61B): no card has been led "
                    "yet", event=event, field="asks", zh="asks 是询问某牌手是否有所引花色的牌（第61条B款）：此时尚未引牌")



def all_tricks_played(seat: Any, card: Any, event: int, field: str) -> LogError:
    """A card played after the thirteenth trick."""
    return LogError(f"all 13 tricks have been played; {seat} cannot play {card}", event=event, field=field,
                    zh=f"13墩牌均已打完；{seat_zh(seat)}不能再打出 {card_zh(card)}")


ROLE_ZH = {"declarer": "庄家", "dummy": "明手", "defender": "防家", "defenders": "防家"}


def role_zh(role: str | None) -> str:
    """A role in the play in Chinese: 庄家, 明手, 防家."""
    return ROLE_ZH.get(role or "", str(role))
