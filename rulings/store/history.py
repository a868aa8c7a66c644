"""A case's history: the diff each version records against the one before (the audit trail), the laws
a case cites, law references as the director types them, and the JSON a version may hold.
"""

from __future__ import annotations

import json
import re
from datetime import date, datetime
from typing import Any

from rulings.errors import Invalid
from rulings.lawbook import REF_RE, default_lawbook, normalise_ref


def json_diff(old: Any, new: Any, path: str = "") -> list[dict[str, Any]]:
    """A JSON-Patch-like diff (`add`, `remove`, `replace` with the old value kept) from old to new."""
    if isinstance(old, dict) and isinstance(new, dict):
        out: list[dict[str, Any]] = []
        for key in sorted(set(old) | set(new), key=str):
            p = f"{path}/{str(key).replace('~', '~0').replace('/', '~1')}"
            if key not in new:
                out.append({"op": "remove", "path": p, "old": old[key]})
            elif key not in old:
                out.append({"op": "add", "path": p, "value": new[key]})
            else:
                out.extend(json_diff(old[key], new[key], p))
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new) and old != new:
        return [d for i, (a, b) in enumerate(zip(old, new, strict=True)) for d in json_diff(a, b, f"{path}/{i}")]
    if old == new:
        return []
    return [{"op": "replace", "path": path or "/", "old": old, "value": new}]



def laws_cited(data: dict[str, Any]) -> list[str]:
    """Every law reference a case cites: the engine's citations and the director's and committee's laws."""
    refs: set[str] = set()
    for item in (data.get("ruling") or {}).get("rulings", []):
        refs.update(c["ref"] for c in item.get("citations", []))
        for f in item.get("director_judgments", []):
            refs.add(f["law"])
    for part in ("director", "decision"):
        refs.update((data.get(part) or {}).get("laws", []))
        adj = (data.get(part) or {}).get("adjusted")
        if adj and adj.get("law"):
            refs.add(adj["law"])
    return sorted(refs, key=_ref_key)


def _ref_key(ref: str) -> tuple[int, str]:
    m = re.match(r"\d+", ref)
    return (int(m.group()) if m else 10_000, ref)


def law_number(ref: str) -> int | None:
    m = re.match(r"\d+", ref)
    return int(m.group()) if m else None


def clean_refs(refs: list[str], field: str = "laws") -> list[str]:
    """Law references as the director types them (`16A`, `第12条C款2`), each a section of the 1999
    lawbook; `field` names where they were written, for the error."""
    return [clean_ref(raw, f"{field}.{i}") for i, raw in enumerate(refs)]


def clean_ref(raw: str, where: str) -> str:
    """One law reference, normalised (`第16条A款` -> `16A`); refused, naming the field `where`, if it is no
    citation or no section of the 1999 lawbook."""
    ref = normalise_ref(str(raw).strip().replace("第", "").replace("条", ""))
    if not REF_RE.match(ref):
        raise Invalid(f"字段 {where}：规则条文 {raw!r} 无法识别（如 16A、12C2）— {raw!r} is not a law reference"
                      f" (field '{where}')")
    if ref not in default_lawbook().sections:
        raise Invalid(f"字段 {where}：规则中没有条文 {raw!r}（1999年规则共93条）— the 1999 Laws have no section"
                      f" {raw!r} (field '{where}')")
    return ref


def json_safe(data: Any, what: str) -> Any:
    try:
        return json.loads(json.dumps(data, ensure_ascii=False, default=_iso))
    except (TypeError, ValueError) as exc:
        raise Invalid(f"{what} 不是JSON数据：{exc} — {what} is not JSON data") from None


def _iso(value: Any) -> str:
    if isinstance(value, datetime | date):
        return value.isoformat()
    raise TypeError(f"{type(value).__name__} is not JSON data")

