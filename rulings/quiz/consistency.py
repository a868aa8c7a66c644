"""The bank-wide checker: what a trainee reads of a question (the prompt, the choices, the explanation
written from the key's items) must not contradict itself or the position at the question's moment.

`contradictions(q, key)` lists, in words, every finding of:

* "不判罚" beside a penalty (a penalty card, a forced pass, a lead penalty or restriction, tricks
  transferred: Law 43B2b applies Law 64);
* a penalty card that is also returned to hand or withdrawn (Law 50D2a: once declarer chooses, "该牌张
  不再成为罚张，应收回"), or itself the play "该不合法的打牌视同依序出牌" (Law 60A2);
* a lead penalty that has lapsed (Law 26A1: the offender has since bid the suit legally; or his side
  declares the contract, Law 26);
* a stale obligation: a forced pass after the auction, or at a next turn already taken; "由东家叫牌"
  after East has called; "东家必须改正第3墩的藏牌" after East has corrected it (Law 62A);
* a duplicated line;
* in the Chinese text, an English tag or code ("(replaces)", "：yes", "low", "none", "NS", a raw card
  code such as "SK" or a call such as "1H").
"""

from __future__ import annotations

import re
from typing import Any

from rulings.quiz.asking import describe, item_text, prompt
from rulings.quiz.keys import corrected_after
from rulings.quiz.questions import Question

PENALTIES = {"penalty_card", "forced_pass", "lead_penalty", "lead_restriction", "play_restriction", "trick_transfer",
             "deemed_revoke", "score_limit"}
REVOKE_PENALTIES = {"trick_transfer", "deemed_revoke"}  # what Law 64B withholds
TURN_ITEMS = {"revert_turn", "auction_continues"}
ENGLISH = [(re.compile(r"[A-Za-z]*[a-z][A-Za-z]+"), "an English word"),
           (re.compile(r"(?<![A-Za-z0-9.\-])[SHDC](?:10|[AKQJT2-9])(?![A-Za-z0-9.])"), "a raw card code"),
           (re.compile(r"(?<![A-Za-z0-9])[1-7](?:NT|[SHDC])(?![A-Za-z])"), "a raw call"),
           (re.compile(r"(?<![A-Za-z])(?:NS|EW|XX|X|P)(?![A-Za-z])"), "a raw code")]
HANDS = re.compile(r"[AKQJT2-9\-]+\.[AKQJT2-9\-]*\.[AKQJT2-9\-]*\.[AKQJT2-9\-]*")


def _strain(call: str) -> str | None:
    m = re.fullmatch(r"[1-7](NT|[SHDC])", call.strip().upper())
    return m.group(1) if m else None


def english_in(text: str) -> list[str]:
    """English tags and codes in a Chinese text (the hands' notation and IMP apart)."""
    bare = HANDS.sub("", text).replace("IMP", "")
    found: list[str] = []
    for pattern, what in ENGLISH:
        found.extend(f"{what} {m.group()!r}" for m in pattern.finditer(bare))
    return found


def item_contradictions(items: list[dict[str, Any]], ruling: dict[str, Any], log: dict[str, Any]) -> list[str]:
    """What the key's items say against each other or against the position (see the module)."""
    return [*_no_penalty_beside_a_penalty(items), *_penalty_cards_returned(items),
            *_stale_obligations(items, ruling, log)]


def _no_penalty_beside_a_penalty(items: list[dict[str, Any]]) -> list[str]:
    """"不判罚" (or "X不受判罚") beside a penalty on the same player, or on anyone if unnamed (Law 43B2b)."""
    out: list[str] = []
    for x in items:
        if x["kind"] != "no_penalty" or x.get("law") == "24A":
            continue
        # Law 64B ("藏牌虽然成立，但不判罚") speaks of the revoke's penalty, the tricks of Law 64A: a penalty
        # card the same player holds under Law 50 (52B1c: "未打出的罚张仍保持为罚张") is no contradiction
        kinds = REVOKE_PENALTIES if str(x.get("law") or "").startswith("64B") else PENALTIES
        on = {y["kind"] for y in items if y["kind"] in kinds
              and (not x.get("seat") or y.get("seat") in (None, x.get("seat")))}
        if on:
            out.append(f"不判罚 beside a penalty ({', '.join(sorted(on))})")
    return out


def _penalty_cards_returned(items: list[dict[str, Any]]) -> list[str]:
    """A penalty card also picked up into the hand (Law 50D2a), or withdrawn and replaced without
    penalty, or itself the irregular play 'treated as made in rotation' (Law 60A2). A card withdrawn
    from a trick to lie face up as a penalty card (`retract`, Laws 49, 57A; `replace_card` marked
    `penalty: penalty_card`, Law 62C2) is no contradiction, nor is an earlier penalty card beside the
    lead out of turn treated as in rotation (Law 60A3 keeps that obligation for later)."""
    out: list[str] = []
    cards = {(x.get("seat"), x.get("card")) for x in items if x["kind"] == "penalty_card"}
    for x in items:
        back = set(x.get("cards") or []) if x["kind"] == "pick_up_penalty_cards" else \
            {x.get("withdrawn")} if x["kind"] == "replace_card" and x.get("penalty") != "penalty_card" else set()
        for seat, card in cards:
            if card in back and (x.get("seat") in (None, seat)):
                out.append(f"the penalty card {card} is also returned to hand ({x['kind']})")
    for x in items:
        if x["kind"] == "treat_in_rotation" and cards and (
                not x.get("card") or (x.get("seat"), x.get("card")) in cards):
            out.append("a penalty card beside 'the irregular play is treated as made in rotation'")
    return out


def _stale_obligations(items: list[dict[str, Any]], ruling: dict[str, Any], log: dict[str, Any]) -> list[str]:
    """A lapsed lead penalty (Law 26A1, 26); a forced pass after the auction or at a next turn already
    taken; a turn given back to a player who has since called; a revoke to be corrected that has been."""
    out: list[str] = []
    events = log.get("events", [])
    st = ruling.get("state", {})
    where = {id(x): it for it in ruling.get("rulings", []) for x in it["rectification"]}
    for x in items:
        item = where.get(id(x), {})
        at = item.get("event", -1)
        seat = x.get("seat")
        later_calls = [e for e in events[at + 1:] if "call" in e and e.get("seat") == seat] if at >= 0 else []
        if x["kind"] == "lead_penalty":
            out.extend(_lapsed_lead_penalty(x, item, events, st))
        if x["kind"] == "forced_pass":
            if st.get("phase") not in (None, "auction"):
                out.append(f"a forced pass on {seat} after the auction")
            elif x.get("scope") == "next_turn" and later_calls:
                out.append(f"a forced pass at {seat}'s next turn, already taken")
        if x["kind"] == "correct_revoke" and at >= 0 and corrected_after(log, seat, at):
            out.append(f"a revoke by {seat} to be corrected, though {seat} has since corrected it (62A)")
        if x["kind"] in TURN_ITEMS and later_calls:
            out.append(f"{x['kind']} to {seat}, who has since called")
    return out


def _lapsed_lead_penalty(x: dict[str, Any], item: dict[str, Any], events: list[dict[str, Any]],
                         st: dict[str, Any]) -> list[str]:
    """A lead penalty though the offender has since bid the suit legally (Law 26A1), or on a player
    whose side declares the contract (Law 26)."""
    out: list[str] = []
    at = item.get("event", -1)
    seat = x.get("seat")
    suits = set(x.get("suits") or [])
    legal = {(a["seat"], a["call"]) for a in st.get("auction", []) if not a.get("cancelled")}
    offender = item.get("offender")
    bid = [e["call"] for e in events[at + 1:] if at >= 0 and "call" in e and e.get("seat") == offender
           and _strain(e["call"]) in suits and (offender, e["call"]) in legal]
    if bid:
        out.append(f"a lead penalty in {','.join(sorted(suits))}, though the offender {offender} has since "
                   f"bid {bid[0]} legally (26A1)")
    contract = st.get("contract") or {}
    if contract.get("declarer") and seat and contract["declarer"] in (seat, "NESW"["NESW".index(seat) ^ 2]):
        out.append(f"a lead penalty on {seat}, whose side declares")
    return out


def contradictions(q: Question, key: dict[str, Any], choices: list[dict[str, Any]] | None = None) -> list[str]:
    """Every contradiction a trainee could read in a question, its choices and its explanation."""
    if q.qtype == "score":
        texts = [prompt(q, "zh")] + [describe(c["value"], q.qtype, "zh") for c in choices or []]
        return [f"zh text has {w}" for t in texts for w in english_in(t)]
    items = key["rectification"]
    out = item_contradictions(items, key["ruling"], q.log)
    lines = [item_text(x, "zh") for x in items]
    dup = sorted({t for t in lines if lines.count(t) > 1})
    out.extend(f"duplicated line {t!r}" for t in dup)
    texts = [prompt(q, "zh"), describe(key["value"], q.qtype, "zh"), *lines]
    texts += [describe(c["value"], q.qtype, "zh") for c in choices or []]
    for t in texts:
        out.extend(f"zh text has {w}: {t!r}" for w in english_in(t))
        if re.search(r"必须出(?:[，。；]|$)", t):
            out.append(f"a line with no card: {t!r}")
        m = re.search(r"收回(\S+?)，改出(\S+?)(?:[，。；]|$)", t)
        if m and m.group(1) == m.group(2):
            out.append(f"the same card withdrawn and played: {t!r}")
    return sorted(set(out))
