"""Words for the console: each part of a ruling in Chinese and English, from `rulings.render`.

The console shows a ruling item by item (the irregularity, each rectification, each option and what
follows it); this builds those phrases beside the ruling JSON so the page holds no words of its own
for the laws. Every fact still comes from the ruling itself.
"""

from __future__ import annotations

from typing import Any

from rulings.render import (
    CHOICE,
    IRREGULARITY,
    SCOPE,
    condition_text,
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


def ruling_words(ruling: dict[str, Any]) -> dict[str, Any]:
    """Phrases parallel to the ruling JSON: `rulings[i]` and `state` (see the console's script)."""
    items = []
    for item in ruling.get("rulings", []):
        options = []
        for o in item.get("options", []):
            label = CHOICE.get(o.get("choice"), (o.get("choice"), o.get("choice")))
            options.append({
                "label": {"zh": f"{seat_name(o.get('by'), 'zh')}{label[0]}",
                          "en": f"{seat_name(o.get('by'), 'en')} {label[1]}s"},
                "rectification": _rects(o.get("rectification", [])),
                "then": [{"if": both(condition_text, t.get("if", {})), "rectification": _rects(t.get("rectification", []))}
                         for t in o.get("then", [])],
            })
        items.append({"irregularity": _irregularity(item.get("irregularity", ""), item.get("offender")),
                      "offender": both(seat_name, item.get("offender")),
                      "rectification": _rects(item.get("rectification", [])),
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
            "lead_penalties": [both(rectification_text, {"kind": "lead_penalty", **lp})
                               for lp in state.get("lead_penalties", [])],
            "contract": None if not contract else {
                "zh": f"{contract['text']}，庄家{seat_name(contract['declarer'], 'zh')}，"
                      f"首引{seat_name(contract['opening_leader'], 'zh')}",
                "en": f"{contract['text']} by {seat_name(contract['declarer'], 'en')}, "
                      f"opening lead {seat_name(contract['opening_leader'], 'en')}"},
            "vulnerable": {"zh": VULNERABILITY_ZH.get(vul, vul), "en": VULNERABILITY_EN.get(vul, vul)},
        },
        "text": {"zh": render_text(ruling, "zh"), "en": render_text(ruling, "en")},
    }
