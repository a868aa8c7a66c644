"""Find sections of the code by words, in Chinese or English.

A Chinese word (any word with a CJK character) matches as a substring of a section's Chinese title
or text; an English word matches a whole word of the English title, whatever its case. Every word
must match (in the title or the text). Sections whose titles match come first, then the broader
section before its items, then the more text hits, then the order of the code (the 1999 Laws,
`rulings.lawbook`). The CLI (`rulings search`) and the service both call `search`.
"""

from __future__ import annotations

import re
from typing import Any

from rulings.errors import InputError
from rulings.lawbook import Lawbook, Section, ref_sort_key

CJK_RE = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
EN_WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
DEFAULT_LIMIT = 20
SNIPPET_BEFORE, SNIPPET_AFTER = 20, 40


def is_chinese(word: str) -> bool:
    """Whether a query word is Chinese (holds a CJK character): it then matches as a substring."""
    return bool(CJK_RE.search(word))


def query_words(query: str) -> list[str]:
    """The words of a query: split on spaces (ASCII or full-width) and on commas."""
    return [w for w in re.split(r"[\s,，、;；]+", query.strip()) if w]


def _en_words(text: str) -> set[str]:
    return set(EN_WORD_RE.findall(text.lower()))


def snippet(text: str, words: list[str]) -> str:
    """A short piece of `text` around the first Chinese word found in it (or its beginning)."""
    flat = " ".join(text.split())
    hits = [flat.find(w) for w in words if is_chinese(w) and w in flat]
    if not hits:
        return flat[: SNIPPET_BEFORE + SNIPPET_AFTER] + ("…" if len(flat) > SNIPPET_BEFORE + SNIPPET_AFTER else "")
    at = min(hits)
    start, end = max(at - SNIPPET_BEFORE, 0), min(at + SNIPPET_AFTER, len(flat))
    return ("…" if start > 0 else "") + flat[start:end] + ("…" if end < len(flat) else "")


def _score(section: Section, words: list[str]) -> tuple[int, int] | None:
    """(title hits, text hits) when every word matches the section, None otherwise."""
    title_hits = text_hits = 0
    title_en = _en_words(section.title.en)
    for w in words:
        if is_chinese(w):
            in_title = w in section.title.zh
            n_text = section.text.count(w)
        else:
            in_title = w.lower() in title_en
            n_text = 0
        if not in_title and not n_text:
            return None
        title_hits += in_title
        text_hits += n_text
    return title_hits, text_hits


def search(lawbook: Lawbook, query: str, limit: int = DEFAULT_LIMIT) -> list[dict[str, Any]]:
    """The sections that match every word of `query`, best first, at most `limit` of them.

    Each result: ref, law, heading {zh, en}, title {zh, en}, kind, snippet, title_hits, text_hits.
    An empty query or a limit below 1 is an InputError.
    """
    words = query_words(query or "")
    if not words:
        raise InputError("请给出要查找的词 — give one or more words to search for")
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise InputError(f"结果数必须是正整数，不能是 {limit!r} — the limit must be a whole number from 1")
    found = []
    for section in lawbook.sections.values():
        score = _score(section, words)
        if score is not None:
            found.append((score, section))
    found.sort(key=lambda item: (-item[0][0], len(item[1].ids), -item[0][1], ref_sort_key(item[1].ref)))
    return [{
        "ref": s.ref,
        "law": s.law,
        "heading": {"zh": s.heading_zh, "en": s.heading_en},
        "title": {"zh": s.title.zh, "en": s.title.en},
        "kind": s.kind,
        "snippet": snippet(s.text, words),
        "title_hits": title_hits,
        "text_hits": text_hits,
    } for (title_hits, text_hits), s in found[:limit]]
