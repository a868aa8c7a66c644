"""Scores in a case (Laws 12C, 77, 78, 86, 88, 89): a table result or an adjusted score as the director
or the committee gives it (`inputs.ScoreIn`), scored by `rulings.scoring`, with the law each part rests on.

The case's form of contest (比赛形式, `case_form`) decides the artificial score (Law 12C1): pairs 60% /
50% / 40% against a pair's session percentage (Law 88), teams ±3 / 0 IMPs (Law 86A), and in an
individual event (个人赛) the same percentages given to each player: 平均正分 at least 60% or the
player's own session percentage (Law 88 "在双人赛或个人赛中……该赛员"), the side at fault both players the
same (Law 89 "给予违规方两人以相同的调整分"). In an individual event every score is also given player by
player (`players`): each has his side's result, assigned or weighted score.
"""

from __future__ import annotations

from typing import Any

from rulings import scoring
from rulings.errors import Invalid
from rulings.store.inputs import CONTEST_FORM_ZH, ResultIn, ScoreIn, validate

SEAT_ZH = {"N": "北", "E": "东", "S": "南", "W": "西"}
SIDE_OF = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
SIDE_ZH = {"NS": "南北", "EW": "东西"}


def case_form(data: dict[str, Any]) -> str:
    """The case's form of contest: as filed, or for a case filed before forms were recorded the one its
    scoring implied (IMPs: teams, else pairs), so that its scores are recomputed as they were."""
    form = data.get("form")
    if form:
        return str(form)
    return "teams" if data.get("scoring") == "imps" else "pairs"


def check_form(form: str, scoring: str) -> None:
    """An individual event is scored by matchpoints or total points (Laws 88, 89; IMPs' artificial scores
    are the teams' of Law 86A), as in a board file."""
    if form == "individual" and scoring == "imps":
        raise Invalid("个人赛按比赛分或总分计分，不用IMP（第86条的IMP人为调整分属队式赛）"
                      " — an individual event is scored by matchpoints or total points, not IMPs (field 'form')")


def _session(s: ScoreIn, form: str) -> dict[str, float]:
    """The session percentages of Law 88, keyed as the form has it (pairs NS/EW, individual N/E/S/W)."""
    if not s.session:
        return {}
    allowed = {"pairs": ("NS", "EW"), "individual": ("N", "E", "S", "W"), "teams": ()}[form]
    for key in s.session:
        if key not in allowed:
            want = "、".join(allowed) or "无 none"
            raise Invalid(f"{CONTEST_FORM_ZH[form]}的整节比赛百分比按 {want} 给出，不能用 {key}（第88条）"
                          f" — a session percentage of {'an' if form == 'individual' else 'a'} {form} event is keyed by {', '.join(allowed) or 'nothing'},"
                          f" not {key} (field 'session.{key}')")
    return {k: float(v) for k, v in s.session.items()}


def _artificial(s: ScoreIn, form: str, players: dict[str, str]) -> dict[str, Any]:
    """Law 12C1 with 86A, 88 and 89: the artificial score of each side, and in an individual event of each
    player (平均正分 by his own session percentage, the offending side's two players the same)."""
    if not s.artificial:
        raise Invalid("人为调整分需要 artificial: {ns, ew}（第12条C款1）— give artificial: {ns, ew}")
    session = _session(s, form)
    kinds: dict[str, str] = {k: scoring.parse_artificial(v) for k, v in s.artificial.items()}
    if form != "individual":
        arts = {k: scoring.artificial_score(v, form, session.get(k.upper()) if form == "pairs" else None)
                for k, v in kinds.items()}
        unused = [f"{SIDE_ZH[k]}的本节成绩{v:g}%不用：平均分为50%（第12条C款1）— {k}'s session percentage is not"
                  " used: average is 50% (Law 12C1)" for k, v in session.items() if kinds.get(k.lower()) == "average"]
        return {"law": "12C1", "artificial": {k: a.to_dict() for k, a in arts.items()}, **({"notes": unused} if unused else {}),
                "zh": "；".join(f"{SIDE_ZH[k.upper()]} {a.zh}" for k, a in arts.items())}
    arts = {k: scoring.artificial_score(v, "individual") for k, v in kinds.items()}
    per: dict[str, Any] = {}
    notes: list[str] = []
    for seat in "NESW":
        side = SIDE_OF[seat]
        kind = kinds.get(side.lower(), "average")
        if seat in session and kind != "average_plus":  # said, never silently dropped
            notes.append(f"{SEAT_ZH[seat]}家的本节成绩{session[seat]:g}%不用：{scoring.ARTIFICIAL_ZH[kind]}"
                         + ("由违规方两人相同（第89条）" if kind == "average_minus" else "为50%（第12条C款1）")
                         + f" — {seat}'s session percentage is not used: {scoring.ARTIFICIAL_EN[kind]} is "
                         + ("the same for both offenders (Law 89)" if kind == "average_minus" else "50% (Law 12C1)"))
        # Law 88: the player's own session percentage lifts 平均正分; Law 89: the side at fault, both the same
        art = scoring.artificial_score(kind, "individual", session.get(seat) if kind == "average_plus" else None)
        one = {"seat": seat, "side": side, "player": players.get(seat), **art.to_dict()}
        if kind == "average_minus":
            one.update(law="89", zh=art.zh + "；违规方两人得相同的调整分（第89条）",
                       en=art.en + "; both players of the offending side the same (Law 89)")
        per[seat] = one
    return {"law": "12C1", "artificial": {k: a.to_dict() for k, a in arts.items()}, "players": per, "notes": notes,
            "zh": "；".join(f"{SEAT_ZH[t]}{'（' + p['player'] + '）' if p['player'] else ''} {p['zh']}"
                           for t, p in per.items())}


def _share(out: dict[str, Any], players: dict[str, str]) -> None:
    """An individual event: each player is given his side's score (a result, or an assigned or weighted
    score: the offending side's two players the same, Law 89)."""
    per: dict[str, Any] = {}
    for seat in "NESW":
        side = SIDE_OF[seat]
        one: dict[str, Any] = {"seat": seat, "side": side, "player": players.get(seat)}
        if "parts" in out:  # weighted (12C3): NS points, each side by its own sign
            one["parts"] = [{"points": p["ns"] if side == "NS" else -p["ns"], "weight": p["weight"]}
                            for p in out["parts"]]
        elif side.lower() in out:
            one["points"] = out[side.lower()]
        one["law"] = "89" if out.get("offenders") == side else out.get("law")
        per[seat] = one
    out["players"] = per


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


def _contest(s: ScoreIn, form: str, contest: str | None) -> str:
    """The form of contest a score is computed for (by default teams with IMPs, else pairs), checked
    against the scoring; a session percentage only goes with an artificial score (Law 88)."""
    contest = contest or ("teams" if form == "imps" else "pairs")
    check_form(contest, form)
    if s.session and s.kind != "artificial":
        raise Invalid("整节比赛百分比只用于人为调整分（第88条）— a session percentage is for an artificial score"
                      " only (field 'session')")
    return contest


def compute_score(spec: ScoreIn | dict[str, Any], vulnerable: str, form: str, contest: str | None = None,
                  players: dict[str, str] | None = None) -> dict[str, Any]:
    """Score a table result or an adjusted score (Laws 77, 12C1–3, 78, 86, 88, 89) with `rulings.scoring`.

    `form` is the scoring (matchpoints | imps | total); `contest` the form of contest (pairs | individual
    | teams; by default teams with IMPs, else pairs); `players` the players by seat (individual)."""
    s = spec if isinstance(spec, ScoreIn) else validate(ScoreIn, spec, "score")
    contest = _contest(s, form, contest)
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
        art = _artificial(s, contest, players or {})
        out.update(art)
        this = scoring.ArtificialTable(art["artificial"].get("ns", {}).get("kind", "average"),
                                       art["artificial"].get("ew", {}).get("kind", "average"))
    if contest == "individual" and s.kind != "artificial":
        _share(out, players or {})
    if form == "imps" and other is not None and (contest == "teams" or s.kind != "artificial"):
        out["imps"] = scoring.team_imps(this, other, vulnerable=vulnerable, knockout=s.knockout).to_dict()
    return out

