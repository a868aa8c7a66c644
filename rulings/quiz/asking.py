"""A question as a trainee reads it, and a key's items in words. The words are `rulings.render`'s (one
place for words); this module arranges them: the deal, every event of the log (a conventional call
with the suits it shows, a director's finding as his answer to the judgment question, never the section
asked for), then what is asked.
"""

from __future__ import annotations

from typing import Any

from rulings.lawbook import cite_en, cite_zh, default_lawbook
from rulings.quiz.questions import SEATS, Question
from rulings.render import (
    ASK,
    card_text,
    contract_text,
    event_text,
    focus_item_text,
    rectification_text,
    seat_name,
    vulnerability_text,
)
from rulings.seats import parse_vulnerability


def judgment_question(ref: str | None, ask: str | None = None) -> dict[str, str] | None:
    """What a finding under `ref` answers (zh, en): the section's judgment question from the lawbook, else
    whether the case is one of its title; None for no section. Never the section's number. `ask`: a further
    question of that judgment (its `then:` map: Law 68's note, `information`; 75D2's, `information`)."""
    if not ref:
        return None
    try:
        sec = default_lawbook().section(str(ref))
    except KeyError:
        return None
    if sec.judgment:
        further = (sec.judgment.get("then") or {}).get(ask) if ask else None
        return dict((further or sec.judgment)["question"])
    return {"zh": f"是否属于“{sec.title.zh}”", "en": f"is it a case of \"{sec.title.en}\""} if sec.title else None


def prompt(q: Question, lang: str = "zh") -> str:
    """The question's text: the deal, the hands, the events (one a line; on a played deal the calls on
    one line and each trick on one), then what is asked."""
    zh = lang == "zh"
    if q.qtype == "score":
        return score_prompt(q.log["score"], lang)
    if "board" in q.log:
        from rulings.boards import conditions

        board_dealer, vul = conditions(int(q.log["board"]))
        dealer = str(board_dealer)
        head = (f"第{q.log['board']}副牌：发牌人{seat_name(dealer, lang)}，局况{vulnerability_text(vul, lang)}" if zh
                else f"Board {q.log['board']}: dealer {seat_name(dealer, lang)}, {vulnerability_text(vul, lang)}")
    else:
        dealer = str(q.log.get("dealer", "N"))
        try:  # a log may state it in Chinese (双无): the English page says it in English
            vul = parse_vulnerability(q.log.get("vulnerable", "none"))
        except ValueError:
            vul = str(q.log.get("vulnerable", "none"))
        head = (f"发牌人{seat_name(dealer, lang)}，局况{vulnerability_text(vul, lang)}" if zh
                else f"Dealer {seat_name(dealer, lang)}, {vulnerability_text(vul, lang)}")
    lines = [head]
    if "hands" in q.log:
        lines.append(("各家的牌（黑桃.红心.方块.梅花）：" if zh else "Hands (S.H.D.C): ")
                     + ("，" if zh else ", ").join(f"{seat_name(s, lang)} {q.log['hands'][s]}"
                                                    for s in SEATS if s in q.log["hands"]))
    lines.extend(event_lines(q.log, lang))
    key = q.focus or ("next_play" if q.qtype == "next" and "hands" in q.log else q.qtype)
    return "\n".join(lines) + "\n" + ASK[key][0 if zh else 1]


def score_prompt(s: dict[str, Any], lang: str) -> str:
    zh = lang == "zh"
    text = (f"定约{contract_text(s['contract'], lang)}，庄家{seat_name(s['declarer'], lang)}，赢得{s['tricks']}墩，"
            f"局况{vulnerability_text(s['vulnerable'], lang)}。" if zh
            else f"Contract {s['contract']} by {seat_name(s['declarer'], lang)}, {s['tricks']} tricks, "
                 f"{vulnerability_text(s['vulnerable'], lang)}.")
    if "other_ns" in s:
        return text + (f"另一桌南北得{s['other_ns']}分。本桌南北得多少分、多少IMP？" if zh
                       else f" The other table's North-South score was {s['other_ns']}. This table's score and IMPs?")
    return text + ("南北方得分是多少？" if zh else " What is North-South's score?")


def event_lines(log: dict[str, Any], lang: str) -> list[str]:
    """The events, one a line; with hands (a play case) the calls go on one line and each trick's
    cards on one line, from its lead to the next lead or irregularity."""
    events = log["events"]

    def text(e: dict[str, Any]) -> str:
        return event_text(e, lang, judgment_question(e.get("law")) if "finding" in e else None)

    if "hands" not in log:
        return [f"  {i + 1}. " + text(e) for i, e in enumerate(events)]
    zh = lang == "zh"
    out: list[str] = []
    run: list[str] = []
    run_kind = ""

    def flush() -> None:
        if not run:
            return
        sep = "，" if zh else ", "
        out.append((("  叫牌：" if zh else "  Auction: ") if run_kind == "call" else "  ") + sep.join(run))

    for e in events:
        kind = "call" if "call" in e and len(e) == 2 else "card" if ("lead" in e or "play" in e) and len(e) == 2 \
            else ""
        if run and (kind != run_kind or "lead" in e):
            flush()
            run = []
        if kind:
            run.append(text(e))
        else:
            out.append("  " + text(e))
        run_kind = kind
    flush()
    return out


def describe(value: dict[str, Any], qtype: str, lang: str = "zh") -> str:
    """A choice's value as text a trainee reads."""
    zh = lang == "zh"
    if qtype == "score":
        return _describe_score(value, zh)
    if qtype == "next":
        return _describe_next(value, lang)
    if qtype == "law":  # each section with its title: 29B and 29C read as the cases they are, not a letter
        named = [titled(r, lang) for r in value["refs"]]
        return ("、" if zh else "; ").join(named) or ("无" if zh else "none")
    items = [token_text(t, lang) for t in value["rectification"]]
    if not value["refs"]:  # a focused question: the items alone
        return ("；" if zh else "; ").join(items) if items else ("无" if zh else "none")
    refs = ("、" if zh else ", ").join((cite_zh if zh else cite_en)(r) for r in value["refs"])
    return refs + (" — " + ("；" if zh else "; ").join(items) if items else "")


def _describe_score(value: dict[str, Any], zh: bool) -> str:
    out = f"南北{value['ns']:+d}分" if zh else f"NS {value['ns']:+d}"
    if "imps" in value:
        out += f"，{value['imps']:+g} IMP" if zh else f", {value['imps']:+g} IMPs"
    return out


def _describe_next(value: dict[str, Any], lang: str) -> str:
    zh = lang == "zh"
    if value.get("next") is None:
        if zh:
            return {"passed_out": "四家不叫，牌局结束", "over": "牌局结束"}.get(str(value.get("phase")), "无人")
        return f"nobody ({value.get('phase')})"
    phase = {"auction": ("叫牌", "to call"), "play": ("出牌", "to play")}.get(str(value.get("phase")), ("", ""))
    who = seat_name(value["next"], lang)
    return f"{who}{phase[0]}" if zh else f"{who} {phase[1]}"


def section_title(ref: str, lang: str = "zh") -> str:
    """A section's title in the lawbook (不接受越序叫牌 / …), or "" where it has none."""
    try:
        title = default_lawbook().section(ref).title
    except KeyError:
        return ""
    return (title.zh if lang == "zh" else title.en) if title else ""


def titled(ref: str, lang: str = "zh") -> str:
    """A section cited with its title from the lawbook: 第29条B款（不接受越序叫牌）/ Law 29B (…)."""
    zh = lang == "zh"
    head = cite_zh(ref) if zh else cite_en(ref)
    words = section_title(ref, lang)
    return f"{head}（{words}）" if zh and words else f"{head} ({words})" if words else head


def item_text(r: dict[str, Any], lang: str = "zh") -> str:
    """A rectification item in words (`rulings.render.rectification_text`); a director's judgment says
    what is to be judged (its section's question, from the lawbook)."""
    if r["kind"] == "no_penalty" and str(r.get("law") or "").startswith("64B"):
        # Law 64B: "藏牌虽然成立，但不判罚" - no trick is transferred; a penalty card of Law 50 stands apart
        return (f"藏牌虽然成立，但不判罚（{cite_zh(r['law'])}）" if lang == "zh"
                else f"the revoke is established but not penalised ({cite_en(r['law'])})")
    if r["kind"] == "director_judgment" and not r.get("question"):
        # `worded_by`: the section whose question it is (Law 50C/50D1: the penalty card, judged under 16A);
        # `ask`: its further question (Law 49 -> 68's note: the exposed or shown cards)
        worded = r.get("worded_by")
        q = judgment_question(worded or r.get("law"), r.get("ask"))
        if not q:
            return "须由裁判作出判断" if lang == "zh" else "the director must judge"
        heads = [x for x in (worded, r["law"]) if x]
        r = {**r, "question": q, "heading": "、".join(cite_zh(x) for x in heads),
             "heading_en": ", ".join(cite_en(x) for x in heads)}
    return rectification_text(r, lang)


def token_text(token: str, lang: str = "zh") -> str:
    """A key's token as text: a focused question's (`pc|…`, `lead|…`, `tricks|…`) or a rectification item's."""
    text = focus_item_text(token, lang)
    return text if text is not None else item_text(token_item(token), lang)


def token_item(token: str) -> dict[str, Any]:
    """A rectification token (`rulings.quiz.keys.norm_rect`) back as an item."""
    kind, seat, scope, suits, card, call, extra = (token.split("|") + [""] * 7)[:7]
    item: dict[str, Any] = {"kind": kind, "law": ""}
    for pair in filter(None, extra.split(";")):
        k, _, v = pair.partition("=")
        item[k] = v
    if seat:
        item["seat"] = seat
    item["scope"] = scope or "next_turn"
    if suits:
        item["suits"] = suits.split(",")
    item["card"] = card
    item["declarer_may"] = ["require", "forbid"]
    item["call"] = call
    return item


__all__ = ["card_text", "describe", "event_lines", "item_text", "judgment_question", "prompt", "titled",
           "token_item", "token_text"]
