"""Scores in a case (Laws 12C, 77, 78, 86): a table result or an adjusted score as the director or the
committee gives it (`inputs.ScoreIn`), scored by `rulings.scoring`, with the law each part rests on.
"""

from __future__ import annotations

from typing import Any

from rulings import scoring
from rulings.errors import Invalid
from rulings.store.inputs import ResultIn, ScoreIn, validate


def _result(r: ResultIn) -> scoring.ResultLike:
    if r.score is not None:
        return r.score
    if r.contract is not None and r.contract.strip().lower() in ("pass", "p", "passed out", "四家不叫"):
        return 0
    if r.contract is None or r.declarer is None or r.tricks is None:
        raise Invalid("成绩需要 contract、declarer、tricks，或 score — a result needs contract, declarer and "
                      "tricks, or score")
    return scoring.Result.of(r.contract, r.declarer, r.tricks)


def _weighted(results: list[ResultIn], vulnerable: str) -> scoring.WeightedScore:
    if any(r.weight is None for r in results):
        raise Invalid("加权调整分的每个结果都需要 weight（第12条C款3）— every result of a weighted score needs a weight")
    return scoring.weighted_score([(_result(r), float(r.weight or 0)) for r in results], vulnerable)


def _side(value: ResultIn | list[ResultIn] | None, vulnerable: str, what: str
          ) -> scoring.ResultLike | scoring.WeightedScore:
    if value is None:
        raise Invalid(f"指定调整分需要 {what}（第12条C款2）— an assigned score needs {what}")
    return _weighted(value, vulnerable) if isinstance(value, list) else _result(value)


def compute_score(spec: ScoreIn | dict[str, Any], vulnerable: str, form: str) -> dict[str, Any]:
    """Score a table result or an adjusted score (Laws 77, 12C1–3, 78, 86) with `rulings.scoring`."""
    s = spec if isinstance(spec, ScoreIn) else validate(ScoreIn, spec, "score")
    out: dict[str, Any] = {"kind": s.kind, "input": s.model_dump(exclude_none=True, exclude_defaults=True)}
    out["input"]["kind"] = s.kind
    other = _result(s.other_table) if s.other_table is not None else None
    this: Any
    if s.kind == "table":
        if s.result is None:
            raise Invalid("需要 result — a table score needs 'result'")
        res = _result(s.result)
        ns = res.score(vulnerable).ns if isinstance(res, scoring.Result) else res
        out.update(law="77", ns=ns, ew=-ns, zh=(res.score(vulnerable).zh if isinstance(res, scoring.Result)
                                               else f"南北 {scoring.signed(ns)}"))
        this = res
        if form == "matchpoints" and s.field:
            out["matchpoints"] = scoring.weighted_matchpoints(scoring.WeightedScore(((ns, 1.0),)), s.field).to_dict()
            out["matchpoints"]["law"] = "78A"
    elif s.kind == "weighted":
        if form == "total":
            raise Invalid("总分赛不能使用加权调整分（第12条C款3）— total points cannot express a weighted score")
        w = _weighted(s.results, vulnerable)
        this = w
        out.update(law=w.law, parts=w.to_dict()["parts"], zh=w.zh)  # never weighted total points (12C3)
        if form == "matchpoints" and s.field:
            out["matchpoints"] = scoring.weighted_matchpoints(w, s.field).to_dict()
    elif s.kind == "assigned":
        if s.offenders is None:
            raise Invalid("指定调整分需要 offenders（NS 或 EW）— an assigned score needs the offenders")
        a = scoring.assigned_score(_side(s.non_offending, vulnerable, "non_offending"),
                                   _side(s.offending, vulnerable, "offending"),
                                   offenders=s.offenders, vulnerable=vulnerable)
        this = a
        out.update(a.to_dict(), kind="assigned", zh=a.zh)
    else:
        if not s.artificial:
            raise Invalid("人为调整分需要 artificial: {ns, ew}（第12条C款1）— give artificial: {ns, ew}")
        art_form = "teams" if form == "imps" else "pairs"
        arts = {k: scoring.artificial_score(v, art_form) for k, v in s.artificial.items()}
        out.update(law="12C1", artificial={k: a.to_dict() for k, a in arts.items()},
                   zh="；".join(f"{'南北' if k == 'ns' else '东西'} {a.zh}" for k, a in arts.items()))
        this = scoring.ArtificialTable(s.artificial.get("ns", "average"), s.artificial.get("ew", "average"))
    if form == "imps" and other is not None:
        out["imps"] = scoring.team_imps(this, other, vulnerable=vulnerable, knockout=s.knockout).to_dict()
    return out

