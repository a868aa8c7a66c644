"""The printed case and casebook (Laws 92–93: what a committee and the organiser keep): the case's
facts, the auction and play diagrams, the engine's ruling with its trace and the text of every law it
cites, the director's ruling beside the committee's decision. The HTML (A4 print CSS, Chinese first)
is the one source of an exported case: the service's pages, the API's exports, `rulings case export`
and the PDF (`rulings.store.pdf`) all print it, so they always agree.

The templates live beside this module (`rulings/store/templates`); the service's case pages render
them through `render`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from jinja2 import Environment, FileSystemLoader, select_autoescape

from rulings.cards import SUIT_SYMBOL, SUITS
from rulings.lawbook import cite_zh, default_lawbook
from rulings.render import card_text, event_text
from rulings.seats import SEAT_ZH, SIDE_ZH, Seat
from rulings.store.cases import CaseView
from rulings.store.inputs import CONTEST_FORM_ZH, DECISION_ZH, ROLE_ZH, STATUS_ZH

TEMPLATES = Path(__file__).resolve().parent / "templates"
SEAT_ORDER = ("W", "N", "E", "S")  # the diagram's columns: 西 北 东 南

_env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html"]),
                   trim_blocks=True, lstrip_blocks=True)


def trace_of(ruling: dict[str, Any]) -> list[dict[str, Any]]:
    """Which rule fired on which facts, with the law text of the rule's section (Chinese and English)."""
    book = default_lawbook()
    out = []
    for item in ruling.get("rulings", []):
        for t in item.get("trace", []):
            ref = t.get("ref") or t.get("rule")
            try:
                sec = book.section(ref)
                text, title, title_en = sec.text, sec.title.zh, sec.title.en
            except (KeyError, TypeError):
                text, title, title_en = "", "", ""
            out.append({"event": item.get("event"), "irregularity": item.get("irregularity"),
                        "rule": t.get("rule"), "ref": ref, "heading": cite_zh(ref) if ref else "",
                        "title": title, "title_en": title_en, "text": text, "facts": t.get("facts", [])})
    return out


def own_text(ref: str, text: str, title: str) -> str:
    """A section's text as printed under its heading and title: empty when the text is only the heading
    and title again (Law 27's text is "第27条：不足叫牌"), so no title is printed twice."""
    bare = re.sub(r"[\s：:，。]", "", text or "")
    return "" if bare in ("", re.sub(r"[\s：:]", "", f"{cite_zh(ref)}{title}"), title, cite_zh(ref)) else text


def _undoubled(line: str) -> str:
    """A citation line of the engine's words without the title said twice ("第27条 不足叫牌：第27条：不足叫牌"
    → "第27条 不足叫牌")."""
    m = re.fullmatch(r"(\s*)(第\S+?) (\S+?)：\2：\3", line)
    return f"{m.group(1)}{m.group(2)} {m.group(3)}" if m else line


def case_json(view: CaseView) -> dict[str, Any]:
    """The case as the API answers it: the version, the audit trail and the ruling trace with law text."""
    out = view.to_dict()
    out["trace"] = trace_of(view.data.get("ruling") or {})
    return out


def auction_diagram(log: dict[str, Any], ruling: dict[str, Any] | None = None) -> list[list[list[dict[str, Any]]]]:
    """The calls in rows of 西 北 东 南, as the table writes them: the first row starts at the dealer
    (nothing before him), a call goes on the row of the last call that stands when its seat lies to the
    right of it, else on the next row; a cancelled call (the ruling's `state.auction`) stays struck
    through in its own seat's column. Each cell is a list of entries {call, cancelled, flags}."""
    events = log.get("events") or []
    calls = [c for c in ((ruling or {}).get("state") or {}).get("auction") or [] if isinstance(c, dict)]
    if not calls:
        calls = [{"seat": ev.get("seat"), "call": ev["call"], "event": i} for i, ev in enumerate(events)
                 if isinstance(ev, dict) and "call" in ev]
    dealer = str((ruling or {}).get("dealer") or log.get("dealer") or "N").upper()[:1]
    rows: list[list[list[dict[str, Any]]]] = []
    row, last = 0, (SEAT_ORDER.index(dealer) if dealer in SEAT_ORDER else 1) - 1
    for c in calls:
        seat = str(c.get("seat", "")).upper()[:1]
        col = SEAT_ORDER.index(seat) if seat in SEAT_ORDER else 0
        r = row if col > last else row + 1
        while len(rows) <= r:
            rows.append([[], [], [], []])
        ev = events[c["event"]] if isinstance(c.get("event"), int) and c["event"] < len(events) else {}
        flags = [k for k in ("conventional", "inadvertent", "alert") if isinstance(ev, dict) and ev.get(k)]
        rows[r][col].append({"call": _call_text(str(c.get("call", ""))), "cancelled": bool(c.get("cancelled")),
                             "flags": flags})
        if not c.get("cancelled"):
            row, last = r, col
    return rows


def _call_text(call: str) -> str:
    c = call.upper()
    if c in ("P", "PASS"):
        return "不叫"
    if c == "X":
        return "加倍"
    if c == "XX":
        return "再加倍"
    if len(c) >= 2 and c[0].isdigit() and c[1:] in SUITS:
        return c[0] + SUIT_SYMBOL[c[1:]]
    return c


def play_diagram(log: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """The play in tricks: each lead starts a trick; each card with its seat."""
    tricks: list[list[dict[str, Any]]] = []
    for i, ev in enumerate(log.get("events") or []):
        if not isinstance(ev, dict):
            continue
        if "lead" in ev:
            tricks.append([])
            card = ev["lead"]
        elif "play" in ev:
            card = ev["play"]
            if not tricks:
                tricks.append([])
        else:
            continue
        seat = str(ev.get("seat", ""))
        tricks[-1].append({"seat": SEAT_ZH[Seat(seat)] if seat in "NESW" and seat else seat,
                           "card": card_text(str(card), "zh"), "event": i})
    return tricks


def other_events(log: dict[str, Any]) -> list[dict[str, Any]]:
    """Events that are neither calls nor cards: choices, the director's arrival, claims, findings."""
    return [{"event": i + 1, "text": event_text(ev, "zh"), "en": event_text(ev, "en")}
            for i, ev in enumerate(log.get("events") or [])
            if isinstance(ev, dict) and not ({"call", "lead", "play"} & set(ev))]


FIELD_ZH = {"@status": "状态", "status": "状态", "director": "裁判裁决", "appeal": "申诉", "decision": "仲裁决定",
            "committee": "仲裁委员会", "notes": "备注", "log": "事件记录", "ruling": "引擎裁决", "tournament": "比赛",
            "session": "节次", "board": "牌号", "scoring": "计分方式", "form": "比赛形式", "players": "选手", "findings": "认定",
            "adjusted": "调整分", "table_result": "桌上结果", "laws": "所引规则", "statement": "说明", "reasons": "理由",
            "members": "委员", "score": "判分", "amendments": "修正", "laws_cited": "涉及规则",
            "lawbook_version": "规则版本", "answer": "认定", "note": "附注", "law": "规则", "side": "申诉方",
            "appellants": "申诉人", "text": "内容", "deposit_returned": "退还押金", "time_limit_minutes": "申诉时限",
            "decision_zh": "决定", "by": "记录人", "at": "时间", "announced_at": "宣布时间", "lodged_at": "提出时间",
            "deadline": "截止时间", "events": "事件"}
ACTION_ZH = {"create": "立案", "director_ruling": "记录裁判裁决", "appeal": "登记申诉", "decision": "记录仲裁决定",
             "note": "加备注", "amend": "修正已结案例", "rerun": "重新裁决"}
SCORING_ZH = {"matchpoints": "比赛分", "imps": "IMP", "total": "总分"}


def _short(text: Any, limit: int = 40) -> str:
    text = str(text)
    return text if len(text) <= limit else text[:limit] + "…"


def _joined(*parts: str) -> str:
    return "，".join(p for p in parts if p)


def _laws_words(value: dict[str, Any]) -> str:
    laws = "、".join(cite_zh(r) for r in value.get("laws") or [])
    return f"依{laws}" if laws else ""


def _director_words(value: dict[str, Any]) -> str:
    return _joined(f"裁判{value.get('by', '')}", _laws_words(value), (value.get("adjusted") or {}).get("zh") or "",
                   _short(value.get("statement") or ""))


def _appeal_words(value: dict[str, Any]) -> str:
    who = "、".join(value.get("appellants") or [])
    side = SIDE_ZH.get(value.get("side", ""), value.get("side", ""))
    return _joined(f"{side}{'（' + who + '）' if who else ''}申诉", _short(value.get("statement") or ""))


def _decision_words(value: dict[str, Any]) -> str:
    return _joined(DECISION_ZH.get(value.get("decision", ""), value.get("decision", "")), _laws_words(value),
                   (value.get("score") or {}).get("zh") or "", _short(value.get("reasons") or ""))


def _ruling_words(value: dict[str, Any]) -> str:
    refs = dict.fromkeys(c["ref"] for i in value.get("rulings") or [] for c in i.get("citations") or [])
    return f"{len(value.get('rulings') or [])}项违规" + (f"，引用{'、'.join(cite_zh(r) for r in refs)}" if refs else "")


RECORD_WORDS = {
    "director": _director_words, "appeal": _appeal_words, "decision": _decision_words, "ruling": _ruling_words,
    "committee": lambda v: "委员" + "、".join(v.get("members") or []),
    "players": lambda v: "，".join(f"{SEAT_ZH[Seat(s)]}{name}" for s, name in v.items() if s and s in "NESW"),
    "log": lambda v: (f"第{v['board']}副，" if v.get("board") else "") + f"{len(v.get('events') or [])}项事件",
}
NAMED_VALUES = {"@status": STATUS_ZH, "status": STATUS_ZH, "decision": DECISION_ZH, "scoring": SCORING_ZH,
                "form": CONTEST_FORM_ZH, "side": SIDE_ZH}


def _record_words(key: str, value: dict[str, Any]) -> str | None:
    """A record of the case in a few words: who ruled on what, which side appealed, what was decided."""
    words = RECORD_WORDS.get(key)
    if words is not None and (key != "decision" or value.get("decision")):
        return words(value)
    if isinstance(value.get("zh"), str):  # a score: its words
        return str(value["zh"])
    if isinstance(value.get("text"), str):  # a note
        return f"{value.get('by', '')}：{_short(value['text'])}"
    return None


def _list_words(key: str, value: list[Any]) -> str:
    if key in ("laws", "laws_cited"):
        return "、".join(cite_zh(str(r)) for r in value)
    if all(isinstance(v, (str, int, float)) for v in value):
        return _short("、".join(str(v) for v in value))
    words = [_record_words(key, v) if isinstance(v, dict) else None for v in value]
    return "；".join(w for w in words if w) if all(words) else f"{len(value)}项"


def _value_words(path: str, value: Any) -> str:
    """A value of the audit trail in words: a status, decision or scoring form by its Chinese name, the
    laws as cited, a record (the director's ruling, the appeal, the decision…) in a few words, a short
    text as is (a long one cut)."""
    if value is None or value == [] or value == {}:
        return "（无）"
    key = path.rstrip("/").rsplit("/", 1)[-1]
    if key in NAMED_VALUES and isinstance(value, str):
        return NAMED_VALUES[key].get(value, value)
    if isinstance(value, bool):
        return "是" if value else "否"
    if isinstance(value, (str, int, float)):
        return _short(value)
    if isinstance(value, list):
        return _list_words(key, value)
    return _record_words(key, value) or "一份记录"


def audit_words(diff: list[dict[str, Any]]) -> list[str]:
    """Each change of an audit entry as history (issue 16: 7), before → after in words: 状态：已立案 →
    裁判已裁决, 裁判裁决：（无） → 裁判王裁判，依第16条A款…, not `replace /@status`. What a new case is
    filed with is listed as 加入…, leaving out the parts still empty."""
    out = []
    for x in diff:
        path = str(x.get("path", ""))
        parts = [p for p in path.split("/") if p]
        names = [FIELD_ZH.get(p, f"第{int(p) + 1}项" if p.isdigit() else p) for p in parts] or ["案例"]
        what = "·".join(names)
        op = str(x.get("op", ""))
        if op == "replace":
            out.append(f"{what}：{_value_words(path, x.get('old'))} → {_value_words(path, x.get('value'))}")
        elif op == "add":
            if x.get("value") in (None, [], {}, ""):
                continue
            out.append(f"加入{what}：{_value_words(path, x.get('value'))}")
        else:
            out.append(f"删去{what}（原为：{_value_words(path, x.get('old'))}）")
    return out


def action_words(action: str) -> str:
    """What an audit entry did, in words (立案, 记录裁判裁决 …), not the store's key."""
    return ACTION_ZH.get(action, action)


def render(name: str, **ctx: Any) -> str:
    """A case template rendered with the names every case page uses (seats, decisions, statuses, roles)."""
    return _env.get_template(name).render(
        seat_zh={s.value: SEAT_ZH[s] for s in Seat}, decision_zh=DECISION_ZH, status_zh=STATUS_ZH,
        role_zh=ROLE_ZH, cite_zh=cite_zh, audit_words=audit_words,
        action_words=action_words, own_text=own_text, **ctx)


def case_context(view: CaseView) -> dict[str, Any]:
    data = view.data
    log = data.get("log") or {}
    questions = [j for item in (data.get("ruling") or {}).get("rulings", []) for j in item.get("director_judgments", [])]
    return {"case": view, "data": data, "auction": auction_diagram(log, data.get("ruling")), "play": play_diagram(log),
            "other_events": other_events(log), "trace": trace_of(data.get("ruling") or {}),
            "questions": questions, "log_yaml": yaml.safe_dump(log, allow_unicode=True, sort_keys=False),
            "ruling_text": _ruling_text(data.get("ruling") or {}), "laws_text": laws_text(data.get("laws_cited", []))}


def laws_text(refs: list[str]) -> list[dict[str, str]]:
    """Each law cited with its heading, title and text from the lawbook."""
    book = default_lawbook()
    out = []
    for ref in refs:
        try:
            sec = book.section(ref)
            out.append({"ref": ref, "heading": cite_zh(ref), "title": sec.title.zh,
                        "text": own_text(ref, sec.text, sec.title.zh)})
        except KeyError:
            out.append({"ref": ref, "heading": cite_zh(ref), "title": "", "text": ""})
    return out


def _ruling_text(ruling: dict[str, Any]) -> str:
    try:
        from rulings.render import render_text

        return "\n".join(_undoubled(line) for line in render_text(ruling, "zh").splitlines())
    except Exception:  # noqa: BLE001 - the words are a convenience; the JSON is shown anyway
        return ""


def export_case_html(view: CaseView) -> str:
    """A printable case in Chinese: facts, ruling, appeal, decision, laws cited (print CSS)."""
    return render("case_export.html", cases=[case_context(view)], title=f"案例 {view.id}")


def export_casebook_html(views: list[CaseView], *, law: str | None = None, since: str | None = None) -> str:
    """A printable casebook: every case in full, listed by law cited, decision and date."""
    return render("case_export.html", cases=[case_context(v) for v in views], title="仲裁案例汇编",
                   law=law, since=since, index=index(views))


def index(views: list[CaseView]) -> list[dict[str, Any]]:
    return [{"id": v.id, "tournament": v.data.get("tournament"), "board": v.data.get("board"),
             "laws": v.data.get("laws_cited", []), "decision": (v.data.get("decision") or {}).get("decision"),
             "date": ((v.data.get("decision") or {}).get("at") or v.created_at.isoformat())[:10]} for v in views]
