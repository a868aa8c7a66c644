"""The key of a question, asked of the engine each time (never stored), and the items of it that
stand at the question's moment.

`answer_key` rules on the question's log with `rulings.ruling.rule` and reads the key from the same
ruling items the explanation is written from: the cited sections, and the rectification items that
still stand when the log ends (`standing_items`): a forced pass already served, an obligation the
player has since met by calling, a penalty card since picked up or played are history, not the key.
A focused play question (``penalty``, ``tricks``) asks one thing of the ruling (`focus_tokens`).
"""

from __future__ import annotations

import os
import re
from typing import Any

from rulings.engine import Engine
from rulings.errors import InputError
from rulings.lawbook import ref_sort_key
from rulings.log import parse_log
from rulings.quiz.questions import Question
from rulings.render import rectification_text
from rulings.ruling import default_engine, rule

NOISE = {"option", "accepted"}
# Items whose words depend on their section: what a director's judgment asks; "不进一步判罚" (Law 24A)
WITH_LAW = {"director_judgment", "no_penalty"}  # bookkeeping items, not rectification a trainee names
# The items that bind a seat's next call: history once that seat has called after the irregularity.
CALL_OBLIGATIONS = {"revert_turn", "auction_continues", "must_repeat", "must_correct", "must_substitute",
                    "offender_chooses", "no_double"}


def quiz_engine() -> Engine:
    """The engine that answers the quiz: `RULINGS_ENGINE` (durable by default, as `rulings rule`)."""
    return default_engine(os.environ.get("RULINGS_ENGINE", "durable"))


def build_engine() -> Engine:
    """The plain-Python reference evaluator screens candidate variants (durable-rules cannot be asked
    about a log on which no rule fires: see the report); every kept question is checked on the quiz
    engine by the tests."""
    return default_engine("python")


DETAILS = ("grade", "condition", "restrict", "suit", "to", "tricks", "trick", "side", "how", "of")  # Laws 24, 45-71


def norm_rect(r: dict[str, Any]) -> str:
    """A rectification item as a comparable token: kind, seat, scope, suits, card, call (the law
    apart), then for the play's items their details (`DETAILS`: a penalty card's grade, a lead
    restriction's suit, the tricks a revoke transfers and to whom; the section whose judgment a
    director's judgment item asks for, the section whose question it puts, Law 50C/50D1 under 16A, and which
    further question of it, `ask`)
    as `key=value;…`."""
    parts = [r["kind"], r.get("seat") or "", r.get("scope") or "", ",".join(r.get("suits") or []),
             r.get("card") or "", r.get("call") or ""]
    details = (*DETAILS, "law", "worded_by", "ask") if r["kind"] in WITH_LAW else DETAILS
    extra = ";".join(f"{k}={r[k]}" for k in details if r.get(k) not in (None, ""))
    return "|".join(str(p) for p in parts + ([extra] if extra else []))


def focus_tokens(focus: str, r: dict[str, Any]) -> list[str]:
    """What a focused question asks, read from the engine's ruling `r`:

    * ``penalty``: the penalty cards that stand now (`pc|seat|card|grade`, Laws 45E, 49-51, 56, 57)
      and the lead penalties in force (`lead|seat|suit|require|forbid`, Laws 50D2, 51, 52, 56);
    * ``tricks``: the tricks an established revoke transfers, per side (`tricks|NS|2`, Law 64A);
      none (an empty list) when Law 64B leaves the tricks where they are."""
    state = r["state"]
    if focus == "penalty":
        out = [f"pc|{pc['seat']}|{pc['card']}|{pc['grade']}" for pc in state.get("penalty_cards", [])]
        for lp in state.get("lead_penalties", []):
            if lp.get("kind"):  # Laws 50D2a, 51, 52, 56: the restriction declarer chose
                out.append(f"lead|{lp['seat']}|{_suits(lp)}|{lp['kind']}")
            else:  # Law 26: declarer may still require or forbid (or forbid any one suit)
                may = "may" if len(lp.get("declarer_may") or []) > 1 else "may_forbid"
                out.append(f"lead|{lp['seat']}|{_suits(lp)}|{may}")
        return sorted(set(out))
    if focus == "tricks":
        per_side: dict[str, int] = {}
        for t in (state.get("result") or {}).get("transfers", []):
            per_side[t["to"]] = per_side.get(t["to"], 0) + int(t["tricks"])
        return sorted(f"tricks|{side}|{n}" for side, n in per_side.items() if n)
    raise InputError(f"no question focus {focus!r} (题目类型无效)")


def _suits(lp: dict[str, Any]) -> str:
    """The suits a lead penalty names (`H,S` for a conventional call's, Law 26A), or `any` (Law 26B)."""
    return ",".join(lp.get("suits") or ([lp["suit"]] if lp.get("suit") else [])) or "any"


PENALTY_LAWS = {45, 49, 50, 51, 52, 56, 57}  # the laws whose rulings leave penalty cards or lead penalties


def focuses(r: dict[str, Any], trace: tuple[str, ...]) -> list[str]:
    """The focused questions a play ruling supports: ``penalty`` where a penalty-card law was reached
    (or a penalty card or lead penalty stands), ``tricks`` where Law 64 ruled on a finished hand."""
    state = r["state"]
    if state.get("phase") not in ("play", "over"):
        return []
    laws = {int(m.group()) for ref in trace if (m := re.match(r"\d+", ref))}
    out = []
    if laws & PENALTY_LAWS or state.get("penalty_cards") or state.get("lead_penalties"):
        out.append("penalty")
    if 64 in laws and state.get("result") is not None:
        out.append("tricks")
    return out


def ruling_of(log: dict[str, Any], engine: Engine | None = None) -> dict[str, Any]:
    """The engine's ruling on a question's log (bad logs raise a one-line RulingsError)."""
    return rule(parse_log(log, source="quiz"), engine or quiz_engine())


def _called_after(log: dict[str, Any], seat: str | None, index: int) -> bool:
    return any("call" in e and e.get("seat") == seat for e in log["events"][index + 1:])


def corrected_after(log: dict[str, Any], seat: str | None, index: int) -> bool:
    """Whether `seat` has since event `index` played a card in place of one played (`replaces`): the
    correction of a revoke (Law 62A; 62C2 then lets the others change their cards)."""
    return any(e.get("seat") == seat and "play" in e and e.get("replaces") for e in log["events"][index + 1:])


def standing_items(r: dict[str, Any], log: dict[str, Any]) -> list[dict[str, Any]]:
    """The rectification items of the ruling that stand when the log ends (bookkeeping apart):

    * a forced pass only while the auction is on and the state still holds it (Laws 16-40: served);
    * an obligation on a seat's next call (`CALL_OBLIGATIONS`: "由东家叫牌", "必须改为足够叫牌…") only
      while that seat has not called since;
    * a lead penalty of Law 26 only while the state holds it (it lapses when the offender's side
      declares, or under 26A1);
    * a penalty card in the play only while the state holds it (Law 50D2a: once declarer chooses, the
      card is picked up; Law 50A: a card played ceases to be a penalty card); in the auction, the
      conditional one of Law 24 stands until the offender's side knows whether it defends;
    * a card that must be played only until it is withdrawn (Law 52B2);
    * a revoke to be corrected (Law 62A, 43B2b) only until the revoker has played the proper card in
      its place (an obligation met is not listed: "东家必须改正第3墩的藏牌" after East has corrected it).

    Two items that read alike (不判罚 under 48A and 57C) are one line, and a bare 不判罚 beside a card
    withdrawn and replaced without penalty in the same ruling item (45C4b, 47E2a) is said by that line."""
    st = r["state"]
    out = []
    seen: set[str] = set()
    every = [x for item in r["rulings"] for x in item["rectification"]]
    for item in r["rulings"]:
        for x in item["rectification"]:
            if x["kind"] in NOISE or _gone(x, item, every[every.index(x) + 1:], st, log):
                continue
            if x["kind"] == "no_penalty" and not x.get("seat"):  # whose act goes unpenalised: "南家不受判罚"
                who = next((y["seat"] for y in item["rectification"] if y is not x and y.get("law") == x.get("law")
                            and y.get("seat") in tuple("NESW")), item.get("offender"))
                if who in tuple("NESW"):
                    x = {**x, "seat": who}
            text = rectification_text(x, "zh")
            if text not in seen:  # two items that read alike are one line
                seen.add(text)
                out.append(x)
    return out


def _gone(x: dict[str, Any], item: dict[str, Any], later: list[dict[str, Any]], st: dict[str, Any],
          log: dict[str, Any]) -> bool:
    """Whether a rectification item no longer stands when the log ends (see `standing_items`)."""
    k = x["kind"]
    if k == "forced_pass":
        return not (st.get("phase") == "auction" and any(
            f["seat"] == x.get("seat") and f["scope"] == x.get("scope") for f in st.get("forced_passes", [])))
    if k in CALL_OBLIGATIONS and x.get("seat") and _called_after(log, x.get("seat"), item["event"]):
        return True
    if k == "lead_penalty":  # Law 26: lapsed (the offender's side declares, or 26A1)
        return not any(lp.get("seat") == x.get("seat") for lp in st.get("lead_penalties", []))
    if k == "penalty_card":
        return st.get("phase") != "auction" and not any(
            pc["seat"] == x.get("seat") and pc["card"] == x.get("card") for pc in st.get("penalty_cards", []))
    if k == "no_penalty":  # "收回♦2，改出♦4，不判罚" (45C4b) says it already: one line, not two
        return any(y["kind"] == "replace_card" and y.get("penalty") != "penalty_card"
                   and x.get("seat") in (None, y.get("seat")) for y in item["rectification"])
    if k == "correct_revoke":  # Law 62A: the revoke corrected, the obligation is met
        return corrected_after(log, x.get("seat"), item["event"])
    if k == "card_must_be_played":  # the card was withdrawn since (Law 52B2: declarer chose otherwise)
        return any(y["kind"] in ("retract", "pick_up_penalty_cards") and y.get("seat") == x.get("seat")
                   and x.get("card") in (y.get("card"), *(y.get("cards") or [])) for y in later)
    return False


def answer_key(q: Question, engine: Engine | None = None, ruling: dict[str, Any] | None = None) -> dict[str, Any]:
    """The key of a question, computed now by the engine (never read from storage): its value (what
    the trainee chooses among), the cited sections, the standing rectification items, the state. `ruling` is the engine's
    ruling on the log when the caller has it already."""
    if q.qtype == "score":
        return score_key(q.log)
    r = ruling if ruling is not None else ruling_of(q.log, engine)
    refs = sorted({c["ref"] for i in r["rulings"] for c in i["citations"]}, key=ref_sort_key)
    rect = standing_items(r, q.log)
    trace = sorted({t["ref"] for i in r["rulings"] for t in i["trace"]}, key=ref_sort_key)
    value: Any
    if q.qtype == "ruling" and q.focus:
        value = {"refs": [], "rectification": focus_tokens(q.focus, r)}
    elif q.qtype == "ruling":
        value = {"refs": refs, "rectification": sorted({norm_rect(x) for x in rect})}
    elif q.qtype == "law":
        value = {"refs": refs}
    else:
        value = {"next": r["state"]["next_to_act"], "phase": r["state"]["phase"]}
    return {"qtype": q.qtype, "value": value, "refs": refs, "trace": trace,
            "rectification": rect, "state": r["state"], "ruling": r}


def score_key(spec: dict[str, Any]) -> dict[str, Any]:
    from rulings import scoring

    s = spec["score"]
    sc = scoring.score(s["contract"], s["declarer"], int(s["tricks"]), s["vulnerable"])
    value: dict[str, Any] = {"ns": sc.ns}
    refs = ["77"]
    if "other_ns" in s:
        value["imps"] = scoring.imps(sc.ns - int(s["other_ns"])).imps
        refs.append("78B")
    return {"qtype": "score", "value": value, "refs": refs, "trace": refs, "rectification": [],
            "state": {}, "score": sc.to_dict(), "text": sc.zh}
