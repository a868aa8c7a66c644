"""The lawbook for the director: one section by its citation, and a search by words.

`GET /api/laws/{ref}` accepts `31A2b`, `31A2(b)`, `第31条A款2(b)` or `Law 31A2b` and answers the
section's title, text, kind, cross-references (`refs`), the sections that refer to it (`cited_by`), the
rules that encode it, its sub-sections and the chain of headings above it.
`GET /api/search?q=` finds sections (and the definitions of chapter 1) whose title or text holds every
word of the query, Chinese or English, titles first.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Query

from rulings.lawbook import Lawbook, Section, cite_en, cite_zh, normalise_ref, ref_sort_key
from rulings.service import schemas
from rulings.service.deps import LawbookDep

router = APIRouter(prefix="/api", tags=["规则 laws"])
MAX_RESULTS = 50


def _brief(sec: Section) -> dict[str, Any]:
    return {"ref": sec.ref, "heading": cite_zh(sec.ref), "heading_en": cite_en(sec.ref),
            "title": {"zh": sec.title.zh, "en": sec.title.en}}


def section_json(book: Lawbook, sec: Section) -> dict[str, Any]:
    """A section as the console shows it (everything the lawbook holds on it)."""
    law = book.law(sec.law)
    return {
        **_brief(sec),
        "law": sec.law,
        "law_title": {"zh": law.title.zh, "en": law.title.en},
        "kind": sec.kind,
        "text": sec.text,
        "refs": list(sec.refs),
        "cited_by": book.cited_by(sec.ref),
        "notes": list(sec.notes),
        "judgment": sec.judgment,
        "rules": [{"id": r.id, "when": r.when, "then": [{name: params} for name, params in r.then],
                   "overrides": list(r.overrides), "phase": r.phase} for r in sec.rules],
        "sections": [_brief(c) for c in sec.children],
        "chain": [_brief(c) for c in sec.chain()],
    }


@router.get("/laws/{ref}", summary="查一条规则 — a law or section by its citation",
            responses={404: {"model": schemas.Unavailable, "description": "没有这一条 — no such section"}})
def get_law(ref: str, book: LawbookDep) -> dict[str, Any]:
    """Law `ref` (31, 31A, 31A2b, 第31条A款2(b)): text, title, kind, refs, cited_by and rules."""
    try:
        sec = book.section(ref)
    except KeyError:
        raise HTTPException(404, f"没有第{ref}条（或该款） — no law or section {ref!r}"
                                 f" (write 31, 31A, 31A2b or 第31条A款2(b))") from None
    return section_json(book, sec)


def _hits(haystacks: list[str], words: list[str]) -> bool:
    text = "\n".join(haystacks).casefold()
    return all(w in text for w in words)


def _snippet(text: str, words: list[str], width: int = 60) -> str:
    low = text.casefold()
    at = min((low.find(w) for w in words if low.find(w) >= 0), default=0)
    start = max(at - width // 3, 0)
    return ("…" if start else "") + text[start:start + width] + ("…" if start + width < len(text) else "")


@router.get("/search", summary="按字词查规则 — search the lawbook")
def search(book: LawbookDep,
           q: Annotated[str, Query(min_length=1, max_length=200, description="中文或英文字词 — Chinese or English words")],
           ) -> dict[str, Any]:
    """Sections (and definitions) whose title or text holds every word of `q`; title matches first."""
    words = [w.casefold() for w in q.split() if w.strip()]
    if not words:
        raise HTTPException(422, [{"loc": ["query", "q"], "msg": "请给出要查的字词 — give a word to search for",
                                   "type": "value_error", "event": None, "field": "q"}])
    exact: list[dict[str, Any]] = []
    key = normalise_ref(q)
    if key in book.sections:
        exact.append({**_brief(book.sections[key]), "kind": "section", "snippet": book.sections[key].text[:60],
                      "match": "ref"})
    titled, texted = [], []
    for ref in sorted(book.sections, key=ref_sort_key):
        sec = book.sections[ref]
        if ref == key:
            continue
        law = book.law(sec.law)
        titles = [sec.title.zh, sec.title.en, law.title.zh, law.title.en] if sec is law else [sec.title.zh, sec.title.en]
        hit = {**_brief(sec), "kind": "section"}
        if _hits(titles, words):
            titled.append({**hit, "snippet": _snippet(sec.text, words), "match": "title"})
        elif _hits(titles + [sec.text], words):
            texted.append({**hit, "snippet": _snippet(sec.text, words), "match": "text"})
    defined = []
    for d in book.definitions:
        term = d.get("term") or {}
        if _hits([str(term.get("zh", "")), str(term.get("en", "")), str(d.get("text", ""))], words):
            defined.append({"ref": None, "heading": "定义", "heading_en": "Definitions",
                            "title": {"zh": str(term.get("zh", "")), "en": str(term.get("en", ""))},
                            "kind": "definition", "snippet": _snippet(str(d.get("text", "")), words),
                            "match": "definition"})
    results = exact + titled + defined + texted
    return {"q": q, "count": len(results), "results": results[:MAX_RESULTS]}
