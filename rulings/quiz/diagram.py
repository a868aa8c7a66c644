"""A question as a bridge diagram (issue 16, point 10): the deal's conditions (Law 2: the board, the
dealer, the vulnerability in the page's language), the hands around the table, the auction in columns
西 北 东 南 starting at the dealer, the play trick by trick with the lead first, and the other events
(a choice, an exposed card, a claim, the director's finding) told where they happened. A call or card
that replaces an earlier one is marked as such, as is a conventional call with the suits it shows.

The words are `rulings.render`'s; this module only arranges them. `diagram` is the structure the web
quiz draws; `diagram_text` the same diagram for the terminal (`rulings quiz`). The calls are shown as
they were made: which of them are cancelled is the ruling's to say, so the diagram strikes none.
The question's plain text (`rulings.quiz.asking.prompt`) stays what the bank's checker reads.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from rulings.cards import SUIT_SYMBOL
from rulings.quiz.asking import judgment_question
from rulings.quiz.questions import Question
from rulings.render import ASK, call_text, card_text, event_text, seat_name, vulnerability_text
from rulings.seats import parse_vulnerability

COLUMNS = "WNES"  # the auction's columns, as a Chinese scoresheet writes them: 西 北 东 南
COMPASS = "NWES"  # the hands: North above, West and East beside, South below
SUITS = "SHDC"


def conditions(log: dict[str, Any]) -> tuple[int | None, str, str]:
    """The board number (or None), the dealer and the vulnerability (none | NS | EW | both) of a log: by
    Law 2 from the board, else as the log states them (a Chinese 双无 read as none)."""
    board = log.get("board")
    if board is not None:
        from rulings.boards import conditions as by_board

        dealer, vul = by_board(int(board))
        return int(board), str(dealer), str(vul)
    try:
        vul = parse_vulnerability(log.get("vulnerable", "none"))
    except ValueError:
        vul = "none"
    return None, str(log.get("dealer", "N")).upper()[:1] or "N", vul


def _ask(q: Question, lang: str) -> str:
    key = q.focus or ("next_play" if q.qtype == "next" and "hands" in q.log else q.qtype)
    return ASK[key][0 if lang == "zh" else 1]


def _remark(e: dict[str, Any], bare: dict[str, Any], lang: str) -> str:
    """What the log says of a call or card beyond the call or card itself (替换, 约定性叫牌…), in words."""
    full, plain = event_text(e, lang), event_text(bare, lang)
    if full == plain or not full.startswith(plain):
        return ""
    return full[len(plain):].strip().strip("（）()").strip()


def _holding(cards: str) -> str:
    cards = cards.strip().upper()
    if cards in ("", "-"):
        return "—"
    return " ".join("10" if c == "T" else c for c in cards)


def _hands(log: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    hands = log.get("hands") or {}
    out = []
    for seat in COMPASS:
        if seat not in hands:
            continue
        holdings = (str(hands[seat]).split(".") + ["", "", "", ""])[:4]
        out.append({"seat": seat, "name": seat_name(seat, lang),
                    "suits": [{"suit": s, "symbol": SUIT_SYMBOL[s], "cards": _holding(h)}
                              for s, h in zip(SUITS, holdings, strict=True)]})
    return out


def diagram(q: Question, lang: str = "zh") -> dict[str, Any] | None:
    """The question as a diagram (see the module); None for a scoring question (it has no deal)."""
    if q.qtype == "score" or "events" not in q.log:
        return None
    log = q.log
    board, dealer, vul = conditions(log)
    layout = _Layout(lang, dealer)
    for e in log["events"]:
        layout.add(e)
    return {"head": _head(board, dealer, vul, lang), "board": board, "dealer": seat_name(dealer, lang),
            "vulnerability": vulnerability_text(vul, lang), "hands": _hands(log, lang),
            "columns": [seat_name(s, lang) for s in COLUMNS], "auction": layout.rows, "tricks": layout.tricks,
            "notes": layout.notes, "ask": _ask(q, lang)}


def _head(board: Any, dealer: str, vul: Any, lang: str) -> str:
    """The board's conditions in one line: 第3副牌，发牌人北，局况双无 / Board 3, dealer North, none vulnerable."""
    if lang == "zh":
        return "，".join(filter(None, (f"第{board}副牌" if board else "", f"发牌人{seat_name(dealer, lang)}",
                                       f"局况{vulnerability_text(vul, lang)}")))
    head = ", ".join(filter(None, (f"Board {board}" if board else "", f"dealer {seat_name(dealer, lang)}",
                                   vulnerability_text(vul, lang))))
    return head[:1].upper() + head[1:]


class _Layout:
    """The events laid out: calls in their seat's column from the dealer, cards in tricks, every other
    event as a note saying after which call or card it happened."""

    def __init__(self, lang: str, dealer: str) -> None:
        self.lang, self.zh = lang, lang == "zh"
        self.rows: list[list[list[dict[str, str]]]] = []
        self.row, self.last = 0, COLUMNS.index(dealer) - 1 if dealer in COLUMNS else 0
        self.tricks: list[dict[str, Any]] = []
        self.notes: list[dict[str, str]] = []
        self.after = ""  # the last call or card, for telling where another event happened

    def add(self, e: dict[str, Any]) -> None:
        seat = str(e.get("seat", "")).upper()[:1]
        if "call" in e and seat in COLUMNS:
            self.call(e, seat)
        elif ("lead" in e or "play" in e) and seat:
            self.card(e, seat, "lead" if "lead" in e else "play")
        else:
            text = event_text(e, self.lang, judgment_question(e.get("law")) if "finding" in e else None)
            self.notes.append({"at": self.after or ("开始时" if self.zh else "at the start"), "text": text})

    def call(self, e: dict[str, Any], seat: str) -> None:
        lang, col = self.lang, COLUMNS.index(seat)
        self.row = self.row if col > self.last else self.row + 1
        self.last = col
        while len(self.rows) <= self.row:
            self.rows.append([[], [], [], []])
        call = call_text(str(e["call"]), lang)
        self.rows[self.row][col].append({"call": call, "note": _remark(e, {"seat": seat, "call": e["call"]}, lang),
                                         "replaces": "yes" if e.get("replaces") else ""})
        self.after = (f"{seat_name(seat, lang)}叫{call}之后" if self.zh
                      else f"after {seat_name(seat, lang)}'s {call}")

    def card(self, e: dict[str, Any], seat: str, kind: str) -> None:
        lang = self.lang
        if kind == "lead" or not self.tricks:
            self.tricks.append({"n": len(self.tricks) + 1, "cards": []})
        card = card_text(str(e[kind]), lang)
        self.tricks[-1]["cards"].append({"seat": seat, "name": seat_name(seat, lang), "card": card,
                                         "lead": kind == "lead", "note": _remark(e, {"seat": seat, kind: e[kind]}, lang),
                                         "replaces": "yes" if e.get("replaces") else ""})
        n = self.tricks[-1]["n"]
        self.after = (f"第{n}墩{seat_name(seat, lang)}{'引' if kind == 'lead' else '出'}{card}之后" if self.zh
                      else f"trick {n}, after {seat_name(seat, lang)}'s {card}")


# ------------------------------------------------------------------------------------------ the terminal

def width(text: str) -> int:
    """Columns a text takes in a terminal (a Chinese character two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def pad(text: str, columns: int) -> str:
    return text + " " * max(0, columns - width(text))


def _hand_lines(hand: dict[str, Any] | None) -> list[str]:
    if hand is None:
        return []
    return [hand["name"]] + [f"{s['symbol']} {s['cards']}" for s in hand["suits"]]


def _compass(hands: list[dict[str, Any]]) -> list[str]:
    """The hands around the table: North above, West and East side by side, South below."""
    by = {h["seat"]: h for h in hands}
    west, east = _hand_lines(by.get("W")), _hand_lines(by.get("E"))
    left = max([width(x) for x in west] + [12]) + 4
    indent = " " * (left // 2 + 2)
    out = [indent + x for x in _hand_lines(by.get("N"))]
    for i in range(max(len(west), len(east))):
        out.append(pad(west[i] if i < len(west) else "", left + 8) + (east[i] if i < len(east) else ""))
    out += [indent + x for x in _hand_lines(by.get("S"))]
    return ["  " + x.rstrip() for x in out]


def _auction_lines(d: dict[str, Any], zh: bool) -> list[str]:
    cells = [[" ".join(c["call"] + ("*" if c["note"] else "") for c in cell) for cell in row] for row in d["auction"]]
    col = max([width(x) for row in cells for x in row] + [width(x) for x in d["columns"]] + [6]) + 2
    out = ["  " + "".join(pad(x, col) for x in d["columns"]).rstrip()]
    out += ["  " + "".join(pad(x, col) for x in row).rstrip() for row in cells]
    starred = [(d["columns"][i], c) for row in d["auction"] for i, cell in enumerate(row) for c in cell if c["note"]]
    out += [f"  * {who}{c['call']}：{c['note']}" if zh else f"  * {who} {c['call']}: {c['note']}"
            for who, c in starred]
    return out


def _trick_lines(d: dict[str, Any], zh: bool) -> list[str]:
    out = []
    for t in d["tricks"]:
        cards = []
        for c in t["cards"]:
            note = (f"（{c['note']}）" if zh else f" ({c['note']})") if c["note"] else ""
            cards.append(f"{c['name']}{'引' if c['lead'] else '出'}{c['card']}{note}" if zh
                         else f"{c['name']} {'leads' if c['lead'] else 'plays'} {c['card']}{note}")
        out.append((f"  第{t['n']}墩：" if zh else f"  Trick {t['n']}: ") + ("，" if zh else ", ").join(cards))
    return out


def diagram_text(q: Question, lang: str = "zh") -> str:
    """The diagram for the terminal: the conditions, the hands, the auction table, the tricks, the other
    events where they happened, then what is asked. A scoring question is its prompt."""
    d = diagram(q, lang)
    if d is None:
        from rulings.quiz.asking import prompt

        return prompt(q, lang)
    zh = lang == "zh"
    lines = [d["head"]]
    if d["hands"]:
        lines += ["", *_compass(d["hands"])]
    if d["auction"]:
        lines += ["", "叫牌：" if zh else "Auction:", *_auction_lines(d, zh)]
    if d["tricks"]:
        lines += ["", "打牌：" if zh else "Play:", *_trick_lines(d, zh)]
    if d["notes"]:
        lines += ["", "其他事件：" if zh else "Other events:"]
        lines += [f"  {n['at']}：{n['text']}" if zh else f"  {n['at'][:1].upper()}{n['at'][1:]}: {n['text']}"
                  for n in d["notes"]]
    return "\n".join([*lines, "", d["ask"]])


__all__ = ["conditions", "diagram", "diagram_text", "pad", "width"]
