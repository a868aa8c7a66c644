"""Checking an answer against the engine's key: right or wrong, why item by item, the law's text and
the rectification, in the words of `rulings.render`."""

from __future__ import annotations

import json
from typing import Any

from rulings.engine import Engine
from rulings.errors import InputError
from rulings.lawbook import cite_en, cite_zh, default_lawbook, normalise_ref, ref_sort_key
from rulings.quiz.asking import describe, item_text, token_text
from rulings.quiz.keys import answer_key, norm_rect
from rulings.quiz.questions import Question
from rulings.ruling import citation


def check(q: Question, answer: dict[str, Any], lang: str = "zh", engine: Engine | None = None) -> dict[str, Any]:
    """Compare an answer (a choice's value, or a free-form {"refs": [...], "rectification": [...]})
    with the engine's key. Returns correct, the key, the laws' text (via `rulings.ruling.citation`),
    and why the answer was wrong, item by item."""
    key = answer_key(q, engine)
    right = key["value"]
    answer = _normalise_answer(q.qtype, answer, q.focus)
    wrong: list[str] = []
    zh = lang == "zh"
    if q.qtype in ("ruling", "law"):
        got, want = set(answer.get("refs", [])), set(right["refs"])
        if q.focus:  # a focused question asks for its items only
            got = want
        for r in sorted(got - want, key=ref_sort_key):
            wrong.append(f"多选了{cite_zh(r)}：本案不适用" if zh else f"{cite_en(r)} does not apply here")
        for r in sorted(want - got, key=ref_sort_key):
            wrong.append(f"漏了{cite_zh(r)}" if zh else f"missing {cite_en(r)}")
        if q.qtype == "ruling":
            gr, wr = set(answer.get("rectification", [])), set(right["rectification"])
            for t in sorted(gr - wr):
                wrong.append(("多出的纠正：" if zh else "not part of the ruling: ") + token_text(t, lang))
            for t in sorted(wr - gr):
                wrong.append(("漏掉的纠正：" if zh else "missing rectification: ") + token_text(t, lang))
    elif answer != right:
        wrong.append(("你的答案：" if zh else "your answer: ") + describe(answer, q.qtype, lang) +
                     ("；正确答案：" if zh else "; the engine's: ") + describe(right, q.qtype, lang))
    book = default_lawbook()
    texts = []
    for ref in key["refs"]:
        try:
            texts.append(citation(book, ref))
        except KeyError:
            continue
    return {"question": q.id, "qtype": q.qtype, "correct": not wrong, "answer": answer, "key": right,
            "key_text": describe(right, q.qtype, lang), "citations": texts, "why": wrong,
            "rectification": [item_text(r, lang) for r in key["rectification"]],
            "laws": list(q.laws)}


def _focus_token(item: dict[str, Any]) -> str:
    """A free-form item of a focused answer as its token: a penalty card {kind: penalty_card, seat, card,
    grade}, a lead {kind: lead_restriction, seat, suit, restrict}, a transfer {kind: trick_transfer, to,
    tricks}."""
    k = item.get("kind")
    if k == "penalty_card":
        return f"pc|{item.get('seat')}|{item.get('card')}|{item.get('grade') or 'major'}"
    if k in ("lead_restriction", "lead_penalty"):
        return f"lead|{item.get('seat')}|{item.get('suit')}|{item.get('restrict') or item.get('kind_of') or 'require'}"
    if k == "trick_transfer":
        return f"tricks|{item.get('to')}|{item.get('tricks')}"
    return norm_rect(item) if k else json.dumps(item, sort_keys=True)


def _normalise_answer(qtype: str, answer: dict[str, Any], focus: str = "") -> dict[str, Any]:
    if not isinstance(answer, dict):
        raise InputError("an answer is a mapping (答案须为映射)")
    if qtype == "ruling" and focus:
        toks = sorted({t if isinstance(t, str) else _focus_token(t) for t in answer.get("rectification", [])})
        return {"refs": [], "rectification": toks}
    if qtype == "ruling":
        rect = answer.get("rectification", [])
        toks = sorted({t if isinstance(t, str) else norm_rect(t) for t in rect})
        return {"refs": sorted({_ref(r) for r in answer.get("refs", [])}, key=ref_sort_key), "rectification": toks}
    if qtype == "law":
        return {"refs": sorted({_ref(r) for r in answer.get("refs", [])}, key=ref_sort_key)}
    return dict(answer)


def _ref(r: Any) -> str:
    return normalise_ref(str(r))

