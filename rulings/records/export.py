"""PBN 2.1 export: an event log (and the ruling made on it) back to a PBN game.

`to_pbn(log, ruling, meta)` writes the tags Event, Site, Date, Board, the players, Dealer,
Vulnerable, Deal, Declarer, Contract and Result as far as they are known (from `meta`, the
metadata of an imported board, else from the log: the contract and declarer from the auction, the
result from the play and the claim), then the Auction and Play sections in the notation that
`rulings.records.pbn` reads back, so that import → export → import gives the same log:
- the auction grid starts at the dealer; a call made out of rotation, or a second call by the same
  player, is placed in its player's column with `-` in the columns of the players it skipped;
  an alert is `!`, an explanation a `=N=` note with its `[Note "N:text"]`;
- the play rows start with the opening leader's column; the cards go four to a trick in the order
  of the log, `-` where a player has no card in the trick, `*` at the end.
The ruling, any event PBN cannot show (the director's call, choices, findings …) and the
annotations it cannot show (conventional, replaces, inadvertent …) are written as commentary
`{ … }` in Chinese; a card's note is a `=N=` note of the Play section.

`log` may also be the plain data of a log (as `BoardRecord.data` holds it): then the alerts of
the calls, which `DealLog` does not keep, are exported too.
"""

from __future__ import annotations

import re
from typing import Any

from rulings.cards import format_hand
from rulings.log import DealLog, Event, parse_log
from rulings.play import Contract, trick_winner
from rulings.records.pbn import auction_contract, contract_tuple, format_contract
from rulings.seats import ORDER, SEAT_ZH, Seat, parse_seat

PBN_VULNERABLE = {"none": "None", "NS": "NS", "EW": "EW", "both": "All"}
PBN_CALL = {"pass": "Pass", "double": "X", "redouble": "XX"}
PBN_MARK = re.compile(r"^PBN (\^[A-Z])$")


def to_pbn(log: DealLog | dict[str, Any], ruling: dict[str, Any] | None = None,
           meta: dict[str, Any] | None = None) -> str:
    """One PBN 2.1 game for the log, with the ruling as Chinese commentary."""
    raw_events: list[Any] = []
    if isinstance(log, dict):
        raw_events = list(log.get("events") or [])
        log = parse_log(log)
    meta = meta or {}
    out = ["% PBN 2.1", "% EXPORT"]

    def tag(name: str, value: Any) -> None:
        if value is not None and str(value) != "":
            text = str(value).replace("\\", "\\\\").replace('"', '\\"')
            out.append(f'[{name} "{text}"]')

    calls = [e for e in log.events if e.type == "call"]
    plays = [e for e in log.events if e.type in ("lead", "play")]
    seat_calls = [(e.seat, e.call) for e in calls if e.seat is not None and e.call is not None]
    final = auction_contract(seat_calls)
    tricks, unplaced = _tricks(plays)
    won, complete = _count(tricks, final)
    claims = [e for e in log.events if e.type == "claim"]

    tag("Event", meta.get("event") or log.title)
    tag("Site", meta.get("site"))
    tag("Date", meta.get("date"))
    tag("Board", log.board if log.board is not None else meta.get("board"))
    players = meta.get("players") or {}
    for name, seat in (("West", "W"), ("North", "N"), ("East", "E"), ("South", "S")):
        tag(name, players.get(seat))
    tag("Dealer", str(log.dealer))
    tag("Vulnerable", PBN_VULNERABLE[log.vulnerable])
    if log.hands:
        tag("Deal", "N:" + " ".join(format_hand(log.hands[s]) if s in log.hands else "-" for s in ORDER))
    declarer = meta.get("declarer") or (str(final.declarer) if final else None)
    contract = meta.get("contract") or (format_contract(contract_tuple(final)) if final
                                        else ("Pass" if len(calls) >= 4 else None))
    result = meta.get("result")
    if not result and final is not None:
        if claims and won is not None:
            result = str(won + (claims[-1].tricks or 0))
        elif complete == 13 and won is not None:
            result = str(won)
    tag("Declarer", declarer)
    tag("Contract", contract)
    tag("Result", result)

    comments: list[str] = []
    if calls:
        tag("Auction", str(log.dealer))
        out.extend(_auction(log, calls, raw_events, comments))
    if plays:
        first = plays[0].seat
        assert first is not None
        tag("Play", str(first))
        columns = [first, first.lho, first.partner, first.rho]
        play_notes: list[str] = []
        noted = {e.card: e.note for e in plays if e.note}
        for trick in tricks:
            row = []
            for s in columns:
                if s not in trick:
                    row.append("-  ")
                    continue
                token = f"{str(trick[s]):<3}"
                if trick[s] in noted:
                    play_notes.append(str(noted[trick[s]]))
                    token = f"{trick[s]} ={len(play_notes)}="
                row.append(token)
            out.append(" ".join(row).rstrip())
        out.append("*")
        out.extend(f'[Note "{n}:{_note_safe(text)}"]' for n, text in enumerate(play_notes, start=1))
    for e in unplaced:
        comments.append(f"事件 {e.index}：{_seat_zh(e.seat)}再出 {e.card}（同一墩中第二张，PBN 打牌表无法表示）")
    for e in log.events:
        flags = _flags_zh(e)
        if flags:
            comments.append(f"事件 {e.index}：{_seat_zh(e.seat)}{'叫' if e.type == 'call' else '出'} "
                            f"{e.call if e.type == 'call' else e.card}（{'；'.join(flags)}）")
        if e.type not in ("call", "lead", "play", "claim"):
            comments.append(f"事件 {e.index}：{_event_zh(e)}")
        elif e.type == "claim" and e.statement:
            comments.append(f"事件 {e.index}：{_seat_zh(e.seat)}摊牌，声明：{e.statement}")
    if ruling:
        comments.extend(ruling_zh(ruling))
    for text in comments:
        out.append("{" + _comment_safe(text) + "}")
    return "\n".join(out) + "\n"


def _auction(log: DealLog, calls: list[Event], raw_events: list[Any], comments: list[str]) -> list[str]:
    tokens: list[str] = []
    notes: list[str] = []
    column = log.dealer
    for e in calls:
        assert e.seat is not None and e.call is not None
        while column != e.seat:
            tokens.append("-")
            column = column.lho
        token = PBN_CALL.get(e.call.kind, str(e.call))
        raw = raw_events[e.index] if e.index < len(raw_events) and isinstance(raw_events[e.index], dict) else {}
        if raw.get("alert") is True:
            token += "!"
        if e.note:
            mark = PBN_MARK.match(e.note)
            if mark:
                token += mark.group(1)
            else:
                comments.append(f"事件 {e.index}：{_seat_zh(e.seat)}叫 {e.call} 注：{e.note}")
        explanation = e.explanation or raw.get("explanation")
        if explanation:
            notes.append(str(explanation))
            token += f" ={len(notes)}="
        tokens.append(token)
        column = column.lho
    rows = []
    for i in range(0, len(tokens), 4):
        rows.append(" ".join(tokens[i:i + 4]))
    rows.extend(f'[Note "{n}:{_note_safe(text)}"]' for n, text in enumerate(notes, start=1))
    return rows


def _tricks(plays: list[Event]) -> tuple[list[dict[Seat, Any]], list[Event]]:
    """The cards four to a trick in log order; a second card by the same player in one trick
    cannot be placed (it is reported in the commentary)."""
    tricks: list[dict[Seat, Any]] = []
    unplaced: list[Event] = []
    current: dict[Seat, Any] = {}
    for e in plays:
        assert e.seat is not None
        if len(current) == 4:
            tricks.append(current)
            current = {}
        if e.seat in current:
            unplaced.append(e)
            continue
        current[e.seat] = e.card
    if current:
        tricks.append(current)
    return tricks, unplaced


def _count(tricks: list[dict[Seat, Any]], final: Contract | None) -> tuple[int | None, int]:
    """Tricks won by declarer's side in the complete tricks, and how many tricks are complete."""
    if final is None:
        return None, sum(1 for t in tricks if len(t) == 4)
    won = complete = 0
    leader: Seat | None = None
    for trick in tricks:
        if len(trick) < 4:
            break
        first = leader if leader in trick else next(iter(trick))
        played = [(s, trick[s]) for s in (first, first.lho, first.partner, first.rho)]
        leader = trick_winner(played, final.trump)
        complete += 1
        won += int(leader.side == final.declaring_side)
    return won, complete


# --------------------------------------------------------------------------- Chinese commentary


def ref_zh(ref: str) -> str:
    """A citation path in Chinese: 31 → 第31条, 31B → 第31条B款, 31A2b → 第31条A款第2项(b)."""
    m = re.fullmatch(r"(\d+)([A-Z])?(\d+)?([a-z])?", str(ref).strip())
    if m is None:
        return str(ref)
    law, section, item, sub = m.groups()
    text = f"第{law}条"
    if section:
        text += f"{section}款"
    if item:
        text += f"第{item}项"
    if sub:
        text += f"({sub})"
    return text


def ruling_zh(ruling: dict[str, Any]) -> list[str]:
    """The ruling JSON (`{"rulings": [{event, irregularity, offender, citations, rectification}], "state"}`)
    as lines of Chinese commentary, one per ruling."""
    lines: list[str] = []
    for item in ruling.get("rulings") or []:
        citations = item.get("citations") or []
        heads = [f"{ref_zh(c.get('ref') or c.get('law') or '')} {_zh(c.get('title'))}".strip() for c in citations]
        text = "裁决：" + ("；".join(heads) if heads else _zh(item.get("irregularity")) or "无违规")
        if item.get("event") is not None:
            text += f"（事件 {item['event']}）"
        if item.get("irregularity") and heads:
            text += f"；违规：{_zh(item['irregularity'])}"
        if item.get("offender"):
            text += f"；违规者：{_seat_zh(item['offender'])}"
        rectification = item.get("rectification") or []
        if rectification:
            text += "；纠正：" + "；".join(_plain(r) for r in rectification)
        for c in citations:
            if c.get("text"):
                text += f"。{ref_zh(c.get('ref') or c.get('law') or '')}：{_zh(c['text'])}"
        lines.append(text)
    if not lines and "rulings" in ruling:
        lines.append("裁决：未发现违规")
    return lines


def _zh(value: Any) -> str:
    if isinstance(value, dict):
        return str(value.get("zh") or value.get("en") or "")
    return "" if value is None else str(value)


def _plain(value: Any) -> str:
    """Rectification items are strings or small mappings; written without braces."""
    if isinstance(value, dict):
        return "，".join(f"{k}（{_plain(v)}）" if isinstance(v, dict) else f"{k}: {_plain(v)}"
                        for k, v in value.items())
    if isinstance(value, list | tuple):
        return "、".join(_plain(v) for v in value)
    if isinstance(value, str):
        return _seat_zh(value) if value in ("N", "E", "S", "W") else value
    return str(value)


def _seat_zh(seat: Any) -> str:
    try:
        return SEAT_ZH[parse_seat(str(seat))]
    except ValueError:
        return str(seat)


def _flags_zh(e: Event) -> list[str]:
    """The annotations of a call or card that PBN cannot show."""
    if e.type not in ("call", "lead", "play"):
        return []
    flags = []
    if e.conventional is not None:
        flags.append("约定叫" if e.conventional else "自然叫")
    if e.suits:
        flags.append("相关花色 " + "".join(e.suits))
    if e.replaces:
        flags.append("替换先前的叫牌" if e.type == "call" else "替换先前的出牌")
    if e.inadvertent is not None:
        flags.append("无意的" if e.inadvertent else "非无意的")
    if e.simultaneous:
        flags.append("与轮到者同时叫出")
    return flags


def _event_zh(e: Event) -> str:
    who = _seat_zh(e.seat) if e.seat is not None else ""
    if e.type == "director":
        return "召请裁判"
    if e.type == "choice":
        return f"{who}选择 {e.choice}" + (f" {e.choice_value}" if e.choice_value else "")
    if e.type == "expose":
        return f"{who}亮出 {' '.join(str(c) for c in e.cards)}"
    if e.type == "designate":
        return f"{who}指定 {e.designation}"
    if e.type == "concede":
        return f"{who}认输 {e.tricks} 墩" + (f"，声明：{e.statement}" if e.statement else "")
    if e.type == "object":
        return f"{who}提出异议"
    if e.type == "finding":
        return f"裁判认定 {e.finding}" + (f"（{ref_zh(e.law)}）" if e.law else "")
    return e.type  # pragma: no cover


def _comment_safe(text: str) -> str:
    return text.replace("}", "｝").replace("{", "｛")


def _note_safe(text: str) -> str:
    return text.replace("\n", " ").replace("\\", "\\\\").replace('"', '\\"')


__all__ = ["ref_zh", "ruling_zh", "to_pbn"]
