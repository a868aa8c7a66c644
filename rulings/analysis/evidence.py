"""The analysis as evidence under the director's question (Laws 64C, 70, 71): a ruling in, the same
ruling out with an `evidence` entry on each judgment about the play — the law's question unchanged,
the director decides.

- a disputed claim (Law 70) or a concession (71): `claims.claim_evidence` at the claim's event —
  double-dummy tricks, `worst_normal` and its line, the outstanding trumps (70C), for a concession the
  tricks that could not be lost (71A) and whether the contract was already made or defeated (71B);
- an established revoke (64C): `revokes.revoke_evidence` — the result after the transfer beside the
  double-dummy result had a legal card been played.

The ruling assembly knows nothing of this (it sits below the analysis): `with_evidence` is called one
level up, by `rulings rule --evidence` and by the service's worker (`rulings.service.pool`). When the
four hands are unknown, or the search for the worst normal line is cut short, the figures that cannot be
given are left out and `skipped` says why: evidence is never guessed.

Shape of the entry on a `director_judgments` item (`rulings.ruling_json.Evidence`):
`{"kind": "claim" | "concession" | "revoke", "law": "70", "note": {zh, en}, "analysis": {...}}` or,
when it cannot be given, `{"kind": ..., "law": ..., "note": ..., "skipped": {zh, en}}`.
"""

from __future__ import annotations

import copy
from typing import Any

from rulings.analysis.claims import claim_evidence
from rulings.analysis.revokes import revoke_evidence
from rulings.errors import RulingsError
from rulings.log import DealLog

__all__ = ["EVIDENCE_NODE_LIMIT", "judgment_evidence", "with_evidence"]

#: the search of normal lines under a ruling stops here (nodes: cards tried, each of bounded cost), so the
#: evidence costs at most about a second of CPU on the loaded 2-core machine (130,000-300,000 nodes a
#: second). Claims with up to 7 tricks left needed at most ~22,000 over the 64 real positions and ~112,000
#: over 120 random endings (bench/RESULTS.md, 2026-12-02); one cut short leaves worst_normal out with the
#: note CUT_SHORT.
EVIDENCE_NODE_LIMIT = 200_000

NOTE = {"zh": "双明手分析，仅供裁判判断参考，不是裁决（由裁判决定）",
        "en": "double-dummy analysis: evidence for the director's judgment, not its verdict (the director decides)"}
NO_HANDS = {"zh": "四家牌不全或无定约，无法分析", "en": "the four hands or the contract are not known: no analysis"}
CUT_SHORT = {"zh": "正常打法的搜索被截断（超过{n}个节点），最不利正常打法从略",
             "en": "the search of normal lines was cut short (over {n} nodes): worst_normal is left out"}


def _law_kind(law: str) -> str | None:
    """Which analysis informs the judgment of this law: claims (70, 71), revokes (64C), else none."""
    if law.startswith(("70", "71")):
        return "claim"
    if law.startswith("64C"):
        return "revoke"
    return None


def _words(template: dict[str, str], **kw: Any) -> dict[str, str]:
    return {k: v.format(**kw) for k, v in template.items()}


def judgment_evidence(log: DealLog, item: dict[str, Any], law: str, lang: str = "zh",
                      node_limit: int = EVIDENCE_NODE_LIMIT) -> dict[str, Any] | None:
    """The evidence for the judgment of `law` on ruling item `item` (its `event`), or None when no
    analysis informs it."""
    kind = _law_kind(law)
    if kind is None:
        return None
    out: dict[str, Any] = {"kind": kind, "law": law, "note": dict(NOTE)}
    if kind == "claim":
        try:
            claim = claim_evidence(log, item["event"], lang, node_limit)
        except RulingsError:
            out["skipped"] = dict(NO_HANDS)
            return out
        out["kind"] = claim["kind"]
        if not claim["exact"]:
            claim = {k: v for k, v in claim.items() if k not in ("worst_normal", "lines")}
            out["skipped"] = _words(CUT_SHORT, n=node_limit)
        out["analysis"] = claim
        return out
    try:
        revokes = revoke_evidence(log)
    except RulingsError:
        out["skipped"] = dict(NO_HANDS)
        return out
    at = [r for r in revokes if r["event"] == item["event"]] or revokes
    if not at:
        out["skipped"] = dict(NO_HANDS)
        return out
    out["analysis"] = at[0]
    return out


def with_evidence(log: DealLog, ruling: dict[str, Any], lang: str = "zh",
                  node_limit: int = EVIDENCE_NODE_LIMIT) -> dict[str, Any]:
    """A copy of `ruling` whose judgments about the play (64C, 70, 71) carry their evidence; every
    other field, the questions included, is unchanged."""
    out = copy.deepcopy(ruling)
    done: dict[tuple[Any, str], dict[str, Any] | None] = {}  # one analysis an item and kind (70 and 70C share it)
    for item in out.get("rulings", []):
        for judgment in item.get("director_judgments", []):
            law = str(judgment.get("law", ""))
            kind = _law_kind(law)
            if kind is None:
                continue
            key = (item.get("event"), kind)
            if key not in done:
                done[key] = judgment_evidence(log, item, law, lang, node_limit)
            evidence = done[key]
            if evidence is not None:
                judgment["evidence"] = {**copy.deepcopy(evidence), "law": law}
    return out
