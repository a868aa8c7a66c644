"""The event log's typed contract: one pydantic model per event kind, and the log that holds them.

These models are the one description of the input of `rulings rule`, `POST /api/rulings`, the case
store and the quiz: `rulings.log.parse_log` validates with them (and turns their first error into a
one-line `LogError` naming the event and field), and the service documents its request body with
their JSON schema. An event is a mapping with exactly one key naming its kind:

    call · director · choose · expose · lead · play · designate · indicate · claim · concede · object · finding ·
    names_card · asks · reserve · review · spectator

(`names` is a field of a call, Law 19A3's named bid, never an event key of its own: Law 49's named card is
`names_card`; an old log's `names` alone is refused with a message naming the new key, `FORMER_EVENT_KEYS`.)

The laws behind the fields: a call (Laws 17-40), the director summoned (Law 9B), the choice a law
gives (accept/decline: Laws 29A, 31, 32; a play choice: 26, 50D, 54, 57), an exposed card (Laws 24,
49, 50), the opening lead and the play (41-45), the designation of dummy's card (46B), dummy touching
or indicating a card of dummy without declarer's instruction (45F), a claim or concession of tricks
(68-71) or of the contract (71B), an objection (68B), the director's finding of a fact the log cannot show,
a defender naming a card in his hand (49), a question about a possible revoke (61B), a player reserving the
right to summon the director later (16A1), a review of the auction as a player stated it (20B-E), a spectator
first drawing attention to an irregularity (11B). `hesitation` on a call or card is a marked hesitation before
it (16A, 73D, 73F), a fact of the table as `alert` is; `seat` on a director event is who summoned him (43A1a, 16B).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    PlainValidator,
    Tag,
    ValidationInfo,
    WithJsonSchema,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from rulings.calls import Call
from rulings.cards import RANKS, SUITS, Card, DealError, check_deal, parse_hand
from rulings.errors import Refusal, zh_of
from rulings.seats import Seat, parse_seat, parse_vulnerability, seat_zh

MAX_BOARD = 99_999  # a board number (Law 2 repeats every 16): no event numbers its boards further
MAX_EVENTS = 500  # a deal has at most a few dozen calls and 52 cards: more is not a table's log
CHOICES = ("accept", "decline")
PLAY_CHOICE_KEYS = ("require_lead", "forbid_lead", "penalty_card", "require_play", "forbid_play", "lead_from")


def show(value: Any) -> str:
    """`repr(value)` for a message, cut short: never a 5,000-digit number or a page of text."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    if isinstance(value, dict | list | tuple):
        return f"a {type(value).__name__} of {len(value)} items" if len(value) > 8 else _short(value)
    return _short(value)


def _short(value: Any) -> str:
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"
    return text if len(text) <= 80 else text[:77] + "..."


MAX_DEPTH = 32  # a log nests four levels deep (log, events, event, cards)
MAX_NODES = 100_000  # 500 events of a dozen values each, with room to spare


def check_shape(data: Any) -> None:
    """Refuse, before any validation, data nested deeper than MAX_DEPTH or with more than MAX_NODES
    values (counted once each, so data that shares one list a billion times is cheap to refuse).
    `Refusal` (a ValueError, in English and Chinese) says which."""
    seen: set[int] = set()
    stack: list[tuple[Any, int]] = [(data, 1)]
    nodes = 0
    while stack:
        node, level = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise Refusal(f"the log holds more than {MAX_NODES:,} values: it is not a table's log",
                          f"记录中的值超过{MAX_NODES:,}个：这不是一副牌的事件记录")
        if isinstance(node, dict | list | tuple):
            if level > MAX_DEPTH:
                raise Refusal(f"the log nests more than {MAX_DEPTH} levels deep", f"事件记录嵌套超过{MAX_DEPTH}层")
            if id(node) in seen:
                continue
            seen.add(id(node))
            children = node.values() if isinstance(node, dict) else node
            stack.extend((child, level + 1) for child in children)


def refuse(message: str, field: str | None = None, *, zh: str) -> PydanticCustomError:
    """A validation error with our own one-line message, in English and Chinese (`zh`, which the
    LogError carries), and, where the location is coarser than the field the user should fix, the
    field: `hands.W`."""
    ctx: dict[str, Any] = {"message": message, "zh": zh}
    if field is not None:
        ctx["field"] = field
    return PydanticCustomError("log", "{message}", ctx)


def refused(exc: ValueError, field: str | None = None) -> PydanticCustomError:
    """`refuse` with a reader's ValueError (a card, seat, call or hand it cannot read): its message, and its
    Chinese form (`Refusal.zh`; a bare ValueError's message is said as it is)."""
    return refuse(str(exc), field, zh=zh_of(exc) or f"无法读取：{exc}")


def _typed(parse: Callable[[Any, ValidationInfo], Any], schema: dict[str, Any]) -> Any:
    return (PlainValidator(parse), WithJsonSchema(schema))


def _seat(value: Any, info: ValidationInfo) -> Seat:
    if not isinstance(value, str):
        raise refuse(f"unknown seat {show(value)} (expected N, E, S or W)",
                     zh=f"座位 {show(value)} 不存在（应为 N、E、S、W，或 北、东、南、西）")
    try:
        return parse_seat(value)
    except ValueError as exc:
        raise refused(exc) from None


def _call(value: Any, info: ValidationInfo) -> Call:
    if not isinstance(value, str | int) or isinstance(value, bool):
        raise _not_a_call(value)
    try:
        return Call.parse(str(value))
    except ValueError:
        raise _not_a_call(value) from None


def _not_a_call(value: Any) -> PydanticCustomError:
    return refuse(f"{show(value)} is not a call (1C…7NT, P, X or XX)", zh=f"{show(value)} 不是叫品（1C…7NT、P、X 或 XX）")


def _named_bid(value: Any, info: ValidationInfo) -> Call:
    """The bid a player named with his double or redouble (Law 19A3, 19B3): a bid, not a pass or double."""
    call = _call(value, info)
    if call.kind != "bid":
        raise refuse(f"names is the bid the double or redouble named (such as 2S), not {show(value)}",
                     zh=f"names 是加倍或再加倍时所指的实质叫品（如 2S），不是 {show(value)}")
    return call


def _card(value: Any, info: ValidationInfo) -> Card:
    if not isinstance(value, str):  # a number is never a card: a card names its suit
        raise refuse(f"{show(value)} is not a card (write suit then rank: SK, HT, D2)",
                     zh=f"{show(value)} 不是一张牌（先写花色再写点数：SK、HT、D2）")
    try:
        return Card.parse(value)
    except ValueError as exc:
        raise refused(exc) from None


def _flag(value: Any, info: ValidationInfo) -> bool:
    if not isinstance(value, bool):
        raise refuse(f"{info.field_name} must be true or false, not {show(value)}",
                     zh=f"{info.field_name} 只能是 true 或 false，不是 {show(value)}")
    return value


def _text(value: Any, info: ValidationInfo) -> str:
    if isinstance(value, dict | list):
        raise refuse(f"{info.field_name} is text, not {show(value)}", zh=f"{info.field_name} 应为文字，不是 {show(value)}")
    return str(value)


def _true(value: Any, info: ValidationInfo) -> Literal[True]:
    if value is not True:
        raise refuse(f"write {{{info.field_name}: true}} where it happened",
                     zh=f"在发生之处写 {{{info.field_name}: true}}")
    return True


def _suits(value: Any, info: ValidationInfo) -> tuple[str, ...]:
    items = [value] if isinstance(value, str) else ([] if value is None else value)
    if not isinstance(items, list):
        raise refuse(f"suits is a list of suits such as [H, S], not {show(value)}",
                     zh=f"suits 是花色的列表，如 [H, S]，不是 {show(value)}")
    for s in items:
        if not isinstance(s, str) or s.upper() not in SUITS:
            raise refuse(f"{show(s)} is not a suit (S, H, D or C)", zh=f"{show(s)} 不是花色（S、H、D 或 C）")
    return tuple(s.upper() for s in items)


def _cards(value: Any, info: ValidationInfo) -> tuple[Card, ...]:
    items = value if isinstance(value, list) else [value]
    if not items:
        raise refuse("expose lists at least one card", zh="expose 至少列出一张牌")
    return tuple(_card(c, info) for c in items)


def _choice(value: Any, info: ValidationInfo) -> tuple[str, str | None]:
    if isinstance(value, str) and value in CHOICES:
        return value, None
    if isinstance(value, dict) and len(value) == 1:
        ((key, val),) = value.items()
        if key in PLAY_CHOICE_KEYS:
            return key, _choice_value(key, val)
    keys = ', '.join(PLAY_CHOICE_KEYS)
    raise refuse(f"choose must be accept, decline or one of {{{keys}: …}}, not {show(value)}",
                 zh=f"choose 应为 accept（接受）、decline（不接受）或 {{{keys}: …}} 之一，不是 {show(value)}")


def _choice_value(key: str, value: Any) -> str:
    """The value that goes with a play choice: a suit (require_lead, forbid_lead, forbid_play), a card
    (penalty_card, Law 51A), highest | lowest (require_play, Law 57A), or the hand declarer must lead
    from (lead_from, Law 43B2a: named by either defender)."""
    text = str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else None
    if key in ("require_lead", "forbid_lead", "forbid_play"):
        if text is None or text.upper() not in SUITS:
            raise refuse(f"{key} names a suit (S, H, D or C), not {show(value)}",
                         zh=f"{key} 须指明一门花色（S、H、D 或 C），不是 {show(value)}")
        return text.upper()
    if key == "lead_from":
        if text is None or text.upper() not in ("N", "E", "S", "W"):
            raise refuse(f"lead_from names a seat (N, E, S or W), not {show(value)}",
                         zh=f"lead_from 须指明一个方位（N、E、S 或 W），不是 {show(value)}")
        return text.upper()
    if key == "penalty_card":
        try:
            return str(Card.parse(text or ""))
        except ValueError:
            raise refuse(f"penalty_card names a card such as DJ, not {show(value)}",
                         zh=f"penalty_card 须指明一张牌（如 DJ），不是 {show(value)}") from None
    if text is None or text.lower() not in ("highest", "lowest"):
        raise refuse(f"require_play is highest or lowest, not {show(value)}",
                     zh=f"require_play 应为 highest（最大牌张）或 lowest（最小牌张），不是 {show(value)}")
    return text.lower()


def _designation(value: Any, info: ValidationInfo) -> str:
    text = str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else ""
    word, rank = text.lower(), text.upper().replace("10", "T")
    if word in ("high", "low", "any"):
        return word
    if text and (rank in SUITS or (len(rank) == 1 and rank in RANKS)):
        return rank
    raise refuse(f"designate is high, low, any, a suit (S H D C) or a rank, not {show(value)}",
                 zh=f"designate 应为 high、low、any、一门花色（S H D C）或一个点数，不是 {show(value)}")


def _tricks(value: Any, info: ValidationInfo) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise refuse(f"{info.field_name} is a number of tricks from 0 to 13, not {show(value)}",
                     zh=f"{info.field_name} 是0到13的墩数，不是 {show(value)}")
    return value


def _concession(value: Any, info: ValidationInfo) -> int | str:
    """A concession of tricks (a number, Law 68B) or of the contract (`contract`, Law 71B: declarer
    concedes defeat, a defender concedes fulfilment)."""
    if isinstance(value, str) and value.strip().lower() == "contract":
        return "contract"
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise refuse(f"concede is a number of tricks from 0 to 13 or contract, not {show(value)}",
                     zh=f"concede 是0到13的墩数或 contract（承认定约），不是 {show(value)}")
    return value


def _finding(value: Any, info: ValidationInfo) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if not isinstance(value, str) or value == "":
        raise refuse("finding is a word such as inadvertent, yes or no",
                     zh="finding 是裁判的认定，一个词，如 inadvertent、yes 或 no")
    return value


def _law(value: Any, info: ValidationInfo) -> str:
    if not isinstance(value, str | int) or isinstance(value, bool):
        raise refuse(f"law is a citation such as \"23\" or \"64C\", not {show(value)}",
                     zh=f"law 是条款编号，如 \"23\" 或 \"64C\"，不是 {show(value)}")
    return str(value)


def _trick(value: Any, info: ValidationInfo) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 13:
        raise refuse(f"trick is the number of a trick from 1 to 13, not {show(value)}",
                     zh=f"trick 是墩的序号，从1到13，不是 {show(value)}")
    return value


SEAT_SCHEMA: dict[str, Any] = {"type": "string", "enum": ["N", "E", "S", "W"], "description": "座位 seat (also 北 东 南 西)"}
SUIT_SCHEMA: dict[str, Any] = {"type": "string", "enum": list(SUITS)}
CARD_SCHEMA: dict[str, Any] = {"type": "string", "pattern": r"^[SHDCshdc]([2-9TJQKAtjqka]|10)$",
                               "description": "牌张 card: suit then rank (SK, HT, D2)", "examples": ["SK"]}

SeatIn = Annotated[Seat, *_typed(_seat, SEAT_SCHEMA)]
CallIn = Annotated[Call, *_typed(_call, {"type": "string", "pattern": r"^([1-9][0-9]?(C|D|H|S|N|NT)|P|X|XX)$",
                                         "description": "叫品 call: 1C…7NT (8C and up for Law 38), P, X, XX",
                                         "examples": ["1H"]})]
CardIn = Annotated[Card, *_typed(_card, CARD_SCHEMA)]
Flag = Annotated[bool, *_typed(_flag, {"type": "boolean"})]
Text = Annotated[str, *_typed(_text, {"type": "string"})]
Note = Annotated[str, *_typed(_text, {"type": "string", "description": "备注 a note (not read by the rules)"})] | None
TrueFlag = Annotated[Literal[True], *_typed(_true, {"type": "boolean", "const": True})]
Tricks = Annotated[int, *_typed(_tricks, {"type": "integer", "minimum": 0, "maximum": 13})]

CHOICE_SCHEMA: dict[str, Any] = {"oneOf": [
    {"type": "string", "enum": list(CHOICES)},
    {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
     "properties": {"require_lead": SUIT_SCHEMA, "forbid_lead": SUIT_SCHEMA, "penalty_card": CARD_SCHEMA,
                    "require_play": {"type": "string", "enum": ["highest", "lowest"]}, "forbid_play": SUIT_SCHEMA,
                    "lead_from": {"type": "string", "enum": ["N", "E", "S", "W"]}}},
]}


class _Event(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    note: Note = None


class _SeatedEvent(_Event):
    seat: SeatIn


class CallEvent(_SeatedEvent):
    """叫牌 A call (Laws 17-40), with what only the players know as annotations."""

    call: CallIn
    conventional: Flag | None = Field(None, description="约定叫 the call is conventional (Laws 29C, 27B2, 30C)")
    suits: Annotated[tuple[str, ...], *_typed(_suits, {"type": "array", "items": SUIT_SCHEMA})] = Field(
        (), description="the suits a conventional call relates to (Laws 26A, 29C)")
    replaces: Flag | None = Field(None, description="this call takes the place of one already made (Law 25)")
    inadvertent: Flag | None = Field(None, description="Law 25A: a slip of the tongue, changed at once")
    simultaneous: Flag | None = Field(None, description="Law 33: made at the same time as the call on turn")
    alert: Flag | None = Field(None, description="提醒 the call was alerted (kept by PBN/LIN export); false on a "
                                                 "conventional call: not alerted, read as misinformation (Law 21B1)")
    explanation: Text | None = Field(None, description="the explanation given of the call")
    wrong_board: Flag | None = Field(None, description="Law 17D: the caller had taken his cards from the wrong board")
    hesitation: Flag | None = Field(None, description="迟疑 a marked hesitation before the call (Laws 16A, 73D, 73F)")
    names: Annotated[Call, *_typed(_named_bid, {"type": "string", "pattern": r"^[1-9][0-9]?(C|D|H|S|N|NT)$",
                                                 "description": "Law 19A3/19B3: the bid the player named with his "
                                                                "double or redouble", "examples": ["2S"]})] | None = None

    @model_validator(mode="after")
    def _names_a_double(self) -> CallEvent:
        """`names` goes with a double or redouble only (Law 19A3, 19B3): on another call it names nothing."""
        if self.names is not None and self.call.kind not in ("double", "redouble"):
            raise refuse(f"names goes with a double or redouble (Law 19A3/19B3), not with {self.call}", "names",
                         zh=f"names 只随加倍或再加倍写（第19条A款3、B款3），不随 {self.call.zh}")
        return self


class DirectorEvent(_Event):
    """召请裁判 The director is summoned (Law 9B); `seat`, where the log says it, is the player who summoned
    him (Law 43A1a: dummy may not, unless another player has drawn attention to an irregularity; 16B)."""

    director: TrueFlag
    seat: SeatIn | None = Field(None, description="召请者 the player who summoned the director")


class ChooseEvent(_SeatedEvent):
    """选择 The choice a law gives: accept | decline (Laws 29A, 31, 32 …) or a play choice
    {require_lead | forbid_lead | forbid_play: suit, penalty_card: card, require_play: highest|lowest,
    lead_from: seat}."""

    choose: Annotated[tuple[str, str | None], *_typed(_choice, CHOICE_SCHEMA)]


class ExposeEvent(_SeatedEvent):
    """亮出 Cards exposed during the auction or the play (Laws 24, 49, 50)."""

    expose: Annotated[tuple[Card, ...], *_typed(_cards, {"type": "array", "items": CARD_SCHEMA, "minItems": 1})]
    premature_lead: Flag | None = Field(None, description="Law 24: the exposed card was led prematurely")


class LeadEvent(_SeatedEvent):
    """首攻 The opening lead, or a lead to a later trick (Laws 41, 44)."""

    lead: CardIn
    face_down: Flag | None = Field(None, description="Law 41A: the opening lead was made face down (then faced, 41C)")
    hesitation: Flag | None = Field(None, description="迟疑 a marked hesitation before the card (Laws 73D, 73F)")
    simultaneous: Flag | None = Field(None, description="Law 58A: made at the same time as the next event, another "
                                      "player's legal lead or play; deemed made after it")


class PlayEvent(_SeatedEvent):
    """出牌 A card played (Laws 44, 45)."""

    play: CardIn
    replaces: Flag | None = Field(None, description="this card takes the place of one already played (Laws 47, 62)")
    hesitation: Flag | None = Field(None, description="迟疑 a marked hesitation before the card (Laws 73D, 73F)")
    simultaneous: Flag | None = Field(None, description="Law 58A: made at the same time as the next event, another "
                                      "player's legal lead or play; deemed made after it")


class DesignateEvent(_SeatedEvent):
    """指定 Declarer designates dummy's card (Law 46B): high | low | any | a suit | a rank."""

    designate: Annotated[str, *_typed(_designation, {"type": "string", "examples": ["high", "low", "S", "K"]})]


class ClaimEvent(_SeatedEvent):
    """摊牌 A claim of tricks (Law 68A), with the statement made (Law 68C)."""

    claim: Tricks
    statement: Text | None = None


class ConcedeEvent(_SeatedEvent):
    """认输 A concession of tricks (Law 68B), or of the contract (`contract`, Law 71B): declarer
    concedes defeat (the tricks that leave him one short of his contract), a defender concedes
    fulfilment (the tricks declarer still needs)."""

    concede: Annotated[int | str, *_typed(_concession, {"oneOf": [
        {"type": "integer", "minimum": 0, "maximum": 13}, {"type": "string", "const": "contract"}]})]


class IndicateEvent(_SeatedEvent):
    """明手指示出牌 Dummy touches or indicates a card of dummy without declarer's instruction (Law
    45F). The fact only: whether it suggested a play is the director's 45F finding; the card is not
    thereby played (45C3 binds declarer's touching, not dummy's)."""

    indicate: CardIn


class NamesCardEvent(_SeatedEvent):
    """指明 A defender names a card in his hand without showing it (Law 49 “防家指明其手中的某张牌”): the card
    becomes a penalty card as an exposed one (its grade is Law 50B's). `{seat: E, names_card: HJ}`. Declarer
    naming his own card: an exposed card, no penalty (48A). Dummy naming a card once a card is led is dummy
    indicating it (the `indicate` fact): a card of dummy, Law 45F (42A3); a card of declarer's hand, Law 43A1c."""

    names_card: CardIn


class AsksEvent(_SeatedEvent):
    """询问 A player asks another whether he has a card of the suit led (Law 61B “有关藏牌的查询”):
    `{seat: N, asks: S}`, the asker's seat and the seat asked. Who may ask whom, and what a question
    61B does not give brings about (63B, 43B2b), is the lawbook's (lawbook/ch06-play/law-61.yaml)."""

    asks: SeatIn

    @model_validator(mode="after")
    def _another_player(self) -> AsksEvent:
        if self.asks == self.seat:
            raise refuse(f"asks names the player asked, not the asker himself ({self.seat})", "asks",
                         zh=f"asks 写被询问的牌手，不是询问者本人（{seat_zh(self.seat)}）")
        return self


class ObjectEvent(_SeatedEvent):
    """提出异议 A player objects to a claim or concession (Laws 68B, 69)."""

    object: TrueFlag


class FindingEvent(_Event):
    """裁判认定 The director's finding of a fact the log cannot show, with the law whose question it
    answers and (Law 67) the trick it is about and the extra card."""

    seat: SeatIn | None = None
    finding: Annotated[str, *_typed(_finding, {"type": ["string", "boolean"], "minLength": 1})]
    law: Annotated[str, *_typed(_law, {"type": "string", "examples": ["23", "64C"]})] | None = None
    trick: Annotated[int, *_typed(_trick, {"type": "integer", "minimum": 1, "maximum": 13})] | None = None
    card: CardIn | None = Field(None, description="Law 67: the extra card of a trick quitted with too many cards")


def _review(value: Any, info: ValidationInfo) -> tuple[Call, ...]:
    """A review of the auction as the player stated it (Law 20B-E): the calls, in order, separated by spaces."""
    if not isinstance(value, str) or not value.strip():
        raise refuse(f"review is the auction as the player stated it, calls separated by spaces (\"1H P 2H\"), "
                     f"not {show(value)}", zh=f"review 是赛员所述的叫牌过程，叫品以空格分开（\"1H P 2H\"），不是 {show(value)}")
    calls = []
    for word in value.split():
        try:
            calls.append(Call.parse(word))
        except ValueError:
            raise refuse(f"{show(word)} in the review is not a call (1C…7NT, P, X or XX)",
                         zh=f"review 中的 {show(word)} 不是叫品（1C…7NT、P、X 或 XX）") from None
    return tuple(calls)


def _side(value: Any, info: ValidationInfo) -> str:
    text = value.strip().upper() if isinstance(value, str) else None
    if text not in ("NS", "EW"):
        raise refuse(f"spectator names the side he is responsible to, NS or EW, not {show(value)}",
                     zh=f"spectator 写观众所属的一方，NS 或 EW，不是 {show(value)}")
    return text


class ReserveEvent(_SeatedEvent):
    """保留召请裁判的权利 The player reserves the right to summon the director later (Law 16A1: the
    opponents may have given unauthorized information). Not a summons: the director is not at the table."""

    reserve: TrueFlag


class ReviewEvent(_SeatedEvent):
    """复述 The player reviews the auction (Law 20B-D), as he stated it: `{seat: E, review: "1H 1S P P"}`.
    A review that differs from the calls made is an incorrect review; another player's correct review
    right after it is its correction (Law 20E)."""

    review: Annotated[tuple[Call, ...], *_typed(_review, {"type": "string", "examples": ["1H P 2H P"]})]


class SpectatorEvent(_Event):
    """观众 A spectator, responsible to the side named, first draws attention to the latest irregularity
    (Law 11B: to the non-offending side, 11B1; to the offending side, 11B2)."""

    spectator: Annotated[str, *_typed(_side, {"type": "string", "enum": ["NS", "EW"]})]


EVENT_MODELS: dict[str, type[_Event]] = {
    "call": CallEvent, "director": DirectorEvent, "choose": ChooseEvent, "expose": ExposeEvent,
    "lead": LeadEvent, "play": PlayEvent, "designate": DesignateEvent, "indicate": IndicateEvent, "claim": ClaimEvent,
    "concede": ConcedeEvent, "object": ObjectEvent, "finding": FindingEvent, "names_card": NamesCardEvent,
    "asks": AsksEvent, "reserve": ReserveEvent, "review": ReviewEvent, "spectator": SpectatorEvent,
}
EVENT_KEYS: dict[str, set[str]] = {kind: set(model.model_fields) for kind, model in EVENT_MODELS.items()}


#: a key that once named an event kind of its own, and the key that names it now: a log that still
#: uses it alone is refused with a message naming the new key (`names` stays a field of a call, the bid a
#: double or redouble named, Law 19A3; Law 49's named card is `names_card`)
FORMER_EVENT_KEYS: dict[str, str] = {"names": "names_card"}


def event_kind(raw: Any) -> str | None:
    """The kind of an event: the one key among EVENT_MODELS it holds; None when it holds none or more."""
    if isinstance(raw, BaseModel):
        return next(k for k, m in EVENT_MODELS.items() if isinstance(raw, m))
    if not isinstance(raw, dict):
        return None
    kinds = [k for k in EVENT_MODELS if k in raw]
    return kinds[0] if len(kinds) == 1 else None


AnyEvent = Annotated[
    Annotated[CallEvent, Tag("call")] | Annotated[DirectorEvent, Tag("director")]
    | Annotated[ChooseEvent, Tag("choose")] | Annotated[ExposeEvent, Tag("expose")]
    | Annotated[LeadEvent, Tag("lead")] | Annotated[PlayEvent, Tag("play")]
    | Annotated[DesignateEvent, Tag("designate")] | Annotated[IndicateEvent, Tag("indicate")]
    | Annotated[ClaimEvent, Tag("claim")]
    | Annotated[ConcedeEvent, Tag("concede")] | Annotated[ObjectEvent, Tag("object")]
    | Annotated[FindingEvent, Tag("finding")] | Annotated[NamesCardEvent, Tag("names_card")]
    | Annotated[AsksEvent, Tag("asks")] | Annotated[ReserveEvent, Tag("reserve")]
    | Annotated[ReviewEvent, Tag("review")] | Annotated[SpectatorEvent, Tag("spectator")],
    Discriminator(event_kind, custom_error_type="event_kind",
                  custom_error_message="an event is a mapping with exactly one event key"),
]


def _board(value: Any, info: ValidationInfo) -> int | None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_BOARD):
        raise refuse(f"board must be a whole number from 1 to {MAX_BOARD}, not {show(value)}",
                     zh=f"牌号 board 是1到{MAX_BOARD}的整数，不是 {show(value)}")
    return value


def _vulnerable(value: Any, info: ValidationInfo) -> str | None:
    if value is None:
        return None
    try:
        return parse_vulnerability(value)
    except ValueError:
        raise refuse(f"vulnerable must be none, NS, EW or both, not {show(value)}",
                     zh=f"局况 vulnerable 应为 none、NS、EW、both（或 双无、南北、东西、双有），不是 {show(value)}") from None


def _hands(value: Any, info: ValidationInfo) -> dict[Seat, frozenset[Card]]:
    """The hands of the log, S.H.D.C each, checked as one deal (`rulings.cards.check_deal`)."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise refuse("hands is a mapping seat -> S.H.D.C", zh="hands 是各家的牌：座位 -> S.H.D.C")
    hands: dict[Seat, frozenset[Card]] = {}
    fields: dict[Seat, str] = {}
    for key, text in value.items():
        where = f"hands.{key}"
        try:
            seat = parse_seat(key)
            if not isinstance(text, str | int) or isinstance(text, bool):
                raise Refusal(f"a hand is written S.H.D.C, not {show(text)}", f"一手牌写作 S.H.D.C，不是 {show(text)}")
            hands[seat] = parse_hand(str(text))
        except ValueError as exc:
            raise refused(exc, where) from None
        fields[seat] = where
    try:
        check_deal(hands)
    except DealError as exc:
        raise refused(exc, fields[exc.seat]) from None
    return hands


def _events(value: Any, info: ValidationInfo) -> Any:
    if value is None:
        return []
    if not isinstance(value, list):
        raise refuse("'events' must be a list, in table order", zh="events 须是事件的列表，按牌桌上的先后")
    if len(value) > MAX_EVENTS:
        raise refuse(f"at most {MAX_EVENTS} events in one log, not {len(value)}",
                     zh=f"一份记录最多{MAX_EVENTS}项事件，不是{len(value)}项")
    return value


class EventLog(BaseModel):
    """一副牌的事件记录 — the event log of a deal (the input of `rulings rule` and `POST /api/rulings`).

    `dealer` and `vulnerable` follow from `board` by Law 2 when not given; `hands` (PBN order
    S.H.D.C) may be left out or given in part; `events` are in table order."""

    model_config = ConfigDict(extra="forbid", title="EventLog", json_schema_extra={
        "examples": [{"dealer": "N", "vulnerable": "none",
                      "events": [{"seat": "N", "call": "1H"}, {"seat": "S", "call": "2C"}, {"director": True}]}]})

    board: Annotated[int | None, *_typed(_board, {"type": "integer", "minimum": 1, "maximum": MAX_BOARD})] = Field(
        None, description="牌号：第2条定发牌人和局况 — board (Law 2)")
    dealer: SeatIn | None = Field(None, description="发牌人 dealer")
    vulnerable: Annotated[str | None, *_typed(_vulnerable, {"type": "string", "enum": ["none", "NS", "EW", "both"]})] = \
        Field(None, description="局况 vulnerability (also 双无 南北 东西 双有)")
    title: Text | None = None
    hands: Annotated[dict[Seat, frozenset[Card]], *_typed(_hands, {
        "type": "object", "description": "各家的牌 the hands, PBN order S.H.D.C",
        "properties": {s: {"type": "string", "examples": ["AKQ2.J53.T8.K742"]} for s in "NESW"},
        "additionalProperties": False})] = Field(default_factory=dict)
    events: Annotated[list[AnyEvent], Field(max_length=MAX_EVENTS)] = Field(default_factory=list)
    notes: Any = Field(None, description="备注 notes on the deal (not read by the rules)")
    source: Text | None = None

    @field_validator("events", mode="before")
    @classmethod
    def _a_list_of_events(cls, value: Any, info: ValidationInfo) -> Any:
        return _events(value, info)
