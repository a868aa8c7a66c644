"""Words for the console: each part of a ruling in Chinese and English, from `rulings.render`.

The console shows a ruling item by item (the irregularity, each rectification, each option and what
follows it); this builds those phrases beside the ruling JSON so the page holds no words of its own
for the laws. Every fact still comes from the ruling itself.
"""

from __future__ import annotations

from typing import Any

from rulings.render import (
    FINDING,
    IRREGULARITY,
    SCOPE,
    choice_text,
    condition_text,
    contract_text,
    event_text,
    lead_penalty_state_text,
    ordered_citations,
    rectification_lines,
    rectification_text,
    render_text,
    seat_name,
)
from rulings.seats import VULNERABILITY_ZH

PHASE = {"auction": ("竞叫中", "auction in progress"), "play": ("打牌阶段", "play"),
         "passed_out": ("四家不叫，该副牌不打", "passed out"), "over": ("结束", "over")}
VULNERABILITY_EN = {"none": "None vulnerable", "NS": "N-S vulnerable", "EW": "E-W vulnerable", "both": "Both vulnerable"}


def both(fn: Any, *args: Any) -> dict[str, str]:
    """`fn(*args, lang)` in both languages."""
    return {"zh": fn(*args, "zh"), "en": fn(*args, "en")}


def _irregularity(code: str, offender: str | None) -> dict[str, str]:
    zh, en = IRREGULARITY.get(code, (code, code.replace("_", " ")))
    return {"zh": f"{seat_name(offender, 'zh')}{zh}", "en": f"{en[:1].upper()}{en[1:]} by {seat_name(offender, 'en')}"}


def _rects(items: list[dict[str, Any]]) -> list[dict[str, str]]:
    return [both(rectification_text, r) for r in items]


def _lines(items: list[dict[str, Any]]) -> list[dict[str, str]]:
    """The rectification said once per line (duplicates merged), in both languages, with its laws."""
    zh, en = rectification_lines(items, "zh"), rectification_lines(items, "en")
    kinds: dict[str, str] = {}
    for r in items:
        kinds.setdefault(rectification_text(r, "zh"), str(r.get("kind")))
    return [{"zh": a[0], "en": b[0], "law": a[1], "kind": kinds.get(a[0], "")} for a, b in zip(zh, en, strict=True)]


def _findings(item: dict[str, Any]) -> list[dict[str, str]]:
    """Each finding on an item as the director's answer and what follows from it (the law's `judgment`)."""
    out = []
    answers = [a for j in item.get("director_judgments", []) for a in j.get("answers", [])]
    for f in item.get("findings", []):
        value = str(f)
        match = next((a for a in answers if finding_value(a) == value), None)
        word = FINDING.get(value, (value, value))
        if match:
            out.append({"zh": f"{match['answer']['zh']} → {match['then']['zh']}",
                        "en": f"{match['answer']['en']} → {match['then']['en']}"})
        else:
            out.append({"zh": word[0], "en": word[1]})
    return out


def finding_value(answer: dict[str, Any]) -> str:
    """The `finding` a judgment's answer enters in the log: yes / no, else its Chinese word."""
    en = str(answer.get("answer", {}).get("en", "")).strip().lower()
    if en.startswith("yes"):
        return "yes"
    if en.startswith("no") and not en.startswith("no result"):
        return "no"
    return str(answer.get("answer", {}).get("zh", en))


def event_words(events: list[Any]) -> list[dict[str, str]]:
    """Each event of the log in words (the console's event list): never a raw key or JSON."""
    return [both(event_text, e) if isinstance(e, dict) else {"zh": str(e), "en": str(e)} for e in events]


def ruling_words(ruling: dict[str, Any]) -> dict[str, Any]:
    """Phrases parallel to the ruling JSON: `rulings[i]` and `state` (see the console's script)."""
    items = []
    for item in ruling.get("rulings", []):
        options = []
        for o in item.get("options", []):
            by, choice, value = o.get("by"), str(o.get("choice")), o.get("value")
            options.append({
                "label": {"zh": f"{seat_name(by, 'zh')}{choice_text(choice, value, 'zh')}",
                          "en": f"{seat_name(by, 'en')}: {choice_text(choice, value, 'en')}"},
                "rectification": _rects(o.get("rectification", [])),
                "then": [{"if": both(condition_text, t.get("if", {})), "rectification": _rects(t.get("rectification", []))}
                         for t in o.get("then", [])],
            })
        items.append({"irregularity": _irregularity(item.get("irregularity", ""), item.get("offender")),
                      "offender": both(seat_name, item.get("offender")),
                      "rectification": _rects(item.get("rectification", [])),
                      "lines": _lines(item.get("rectification", [])),
                      "citation_order": [c.get("ref") for c in ordered_citations(item)],
                      "findings": _findings(item),
                      "answers": [[finding_value(a) for a in j.get("answers", [])]
                                  for j in item.get("director_judgments", [])],
                      "options": options})
    state = ruling.get("state", {})
    phase = PHASE.get(state.get("phase"), (state.get("phase"), state.get("phase")))
    contract = state.get("contract")
    vul = ruling.get("vulnerable", "none")
    return {
        "rulings": items,
        "state": {
            "phase": {"zh": phase[0], "en": phase[1]},
            "next_to_act": both(seat_name, state.get("next_to_act")),
            "forced_passes": [{"zh": f"{seat_name(f['seat'], 'zh')}{SCOPE[f['scope']][0]}",
                               "en": f"{seat_name(f['seat'], 'en')} {SCOPE[f['scope']][1]}"}
                              if f.get("scope") in SCOPE else both(seat_name, f.get("seat"))
                              for f in state.get("forced_passes", [])],
            "lead_penalties": [both(lead_penalty_state_text, lp) for lp in state.get("lead_penalties", [])],
            "contract": None if not contract else {
                "zh": f"{contract_text(contract['text'], 'zh')}，庄家{seat_name(contract['declarer'], 'zh')}，"
                      f"首引{seat_name(contract['opening_leader'], 'zh')}",
                "en": f"{contract_text(contract['text'], 'en')} by {seat_name(contract['declarer'], 'en')}, "
                      f"opening lead {seat_name(contract['opening_leader'], 'en')}"},
            "vulnerable": {"zh": VULNERABILITY_ZH.get(vul, vul), "en": VULNERABILITY_EN.get(vul, vul)},
        },
        "text": {"zh": render_text(ruling, "zh"), "en": render_text(ruling, "en")},
    }
