"""Legal invariants over a log and its ruling JSON (issue 13, "checks that do not depend on our
reading"). Each check returns the list of violations, as one-line strings; an empty list is a pass.

The checks read only the public contract: the log as data (README "The event log") and the ruling
JSON (README "The ruling JSON"). They state what any correct reading of the 1999 laws must satisfy,
whatever the rule that decided it:

* rotation: turning every seat by one turns the ruling and changes nothing else (the laws name
  relations — 上家、下家、同伴 — never compass points);
* rectification falls on the offending side: no forced pass, lead penalty, penalty card or play
  restriction on the non-offending side; a trick transfer goes from the offending side to the other;
* only the opponents condone (Laws 28B, 29A, 35, 53, 55): an acceptance, a forfeiture of the right
  to rectify or a condonation is brought about by an opponent of the offender, never by his partner;
* a prefix of the log is ruled as the whole log rules those events, except what the later events
  legitimately settle (see `prefix_violations`);
* Law 64: at most two tricks for one revoke, never more than the offending side won from the revoke
  trick on; the declarer's tricks stay in 0–13 and add up;
* every citation is a lawbook section with the lawbook's text, and every mechanical citation has a
  rule firing behind it.

违规处罚只落在违规方；只有对方能放弃处罚；座位轮转一位裁决随之轮转；引用皆为规则原文且有规则触发。
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from tests.generators import SEATS, lho, side

ROT = {s: SEATS[(i + 1) % 4] for i, s in enumerate(SEATS)}
SIDE_ROT = {"NS": "EW", "EW": "NS"}
VUL_ROT = {"none": "none", "both": "both", "NS": "EW", "EW": "NS"}
KEY_ROT = {**ROT, **SIDE_ROT, "ns": "ew", "ew": "ns"}  # mappings keyed by seat or side (tricks, score)
SEAT_KEYS = {"seat", "offender", "by", "declarer", "dummy", "opening_leader", "next_to_act", "turn_of",
             "follows_offender", "skipped_seat", "dealer", "holder", "leader", "claimer", "winner", "player",
             "to_seat"}
SIDE_KEYS = {"to", "side", "declaring_side", "offending_side", "concerns"}
# a question that names the side it concerns (`concerns`, Law 16C2) says it in words: they turn with it
SIDE_WORDS = (("南北", "东西"), ("North-South", "East-West"))
PENALTY_KINDS = ("forced_pass", "lead_penalty", "penalty_card", "lead_restriction", "play_restriction", "no_double")


# ------------------------------------------------------------------------------------------- rotation

def rotate_log(log: dict[str, Any]) -> dict[str, Any]:
    """Every seat turned by one (N→E→S→W→N): dealer, hands, every event's seat; the vulnerability
    follows the sides (NS↔EW). No board number: dealer and vulnerability are given."""
    out = copy.deepcopy(log)
    out.pop("board", None)
    out["dealer"] = ROT[log["dealer"]]
    out["vulnerable"] = VUL_ROT[log.get("vulnerable", "none")]
    if "hands" in log:
        out["hands"] = {ROT[s]: h for s, h in log["hands"].items()}
    for ev in out["events"]:
        if "seat" in ev:
            ev["seat"] = ROT[ev["seat"]]
    return out


def rotate_ruling(value: Any, key: str | None = None) -> Any:
    """The ruling JSON with every seat and side turned as `rotate_log` turns the log."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            nk = KEY_ROT.get(k, k) if isinstance(k, str) else k
            out[nk] = rotate_ruling(v, k)
        if value.get("concerns") in SIDE_ROT and isinstance(value.get("question"), dict):
            out["question"] = {k: _turn_side_words(str(v)) for k, v in value["question"].items()}
        return out
    if isinstance(value, list):
        if key == "current_trick":
            return [[ROT[s], c] for s, c in value]
        return [rotate_ruling(v, key) for v in value]
    if isinstance(value, str):
        if key in SEAT_KEYS and value in ROT:
            return ROT[value]
        if key in SIDE_KEYS and value in SIDE_ROT:
            return SIDE_ROT[value]
        if key == "vulnerable":
            return VUL_ROT.get(value, value)
    return value


def _turn_side_words(text: str) -> str:
    """NS's name and EW's swapped in a question that names the side it concerns."""
    for a, b in SIDE_WORDS:
        text = text.replace(a, "\0").replace(b, a).replace("\0", b)
    return text


def diff(a: Any, b: Any, path: str = "$") -> list[str]:
    """Where two JSON values differ (the first few paths)."""
    if type(a) is not type(b):
        return [f"{path}: {a!r} != {b!r}"]
    if isinstance(a, dict):
        out = []
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                out.append(f"{path}.{k}: only in {'rotated-original' if k in a else 'ruling-of-rotated'}")
            else:
                out.extend(diff(a[k], b[k], f"{path}.{k}"))
        return out
    if isinstance(a, list):
        if len(a) != len(b):
            return [f"{path}: {len(a)} entries != {len(b)}"]
        out = []
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            out.extend(diff(x, y, f"{path}[{i}]"))
        return out
    return [] if a == b else [f"{path}: {a!r} != {b!r}"]


def rotation_violations(ruling: dict[str, Any], ruling_of_rotated: dict[str, Any]) -> list[str]:
    return [f"rotation: {d}" for d in diff(rotate_ruling(ruling), ruling_of_rotated)[:5]]


# ------------------------------------------------------------------------------ the offending side

def _rect_lists(item: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    """The rectification lists of an item: its own, each option's and each option continuation's."""
    out = [("rectification", item.get("rectification", []))]
    for o in item.get("options", []):
        out.append((f"option {o.get('by')}:{o.get('choice')}", o.get("rectification", [])))
        for t in o.get("then", []):
            out.append((f"option {o.get('by')}:{o.get('choice')} then {t.get('if')}", t.get("rectification", [])))
    return out


def offending_side_violations(ruling: dict[str, Any]) -> list[str]:
    """No forced pass, lead penalty, penalty card, play restriction or bar on doubling falls on the
    non-offending side; a trick transfer always goes to the non-offending side."""
    out = []
    for item in ruling["rulings"]:
        off = item["offender"]
        for where, rects in _rect_lists(item):
            for r in rects:
                if r.get("kind") in PENALTY_KINDS and r.get("seat") in SEATS and side(r["seat"]) != side(off):
                    out.append(f"non-offending side penalised: event {item['event']} {item['irregularity']} by {off}:"
                               f" {where}: {r['kind']} on {r['seat']} ({r.get('law')})")
                if r.get("kind") == "score_limit" and r.get("side") != side(off):
                    out.append(f"non-offending side's score limited: event {item['event']} {item['irregularity']}"
                               f" by {off}: {where} ({r.get('law')})")
                if r.get("kind") == "trick_transfer" and r.get("to") == side(off):
                    out.append(f"tricks transferred to the offending side: event {item['event']}"
                               f" {item['irregularity']} by {off}: {where} ({r.get('law')})")
    for lp in ruling["state"].get("lead_penalties", []):
        if "offender" in lp and side(lp["seat"]) != side(lp["offender"]):
            out.append(f"state: lead penalty on {lp['seat']} for {lp['offender']}'s irregularity ({lp.get('law')})")
    return out


# --------------------------------------------------------------------------- only opponents condone

CONDONING = {("choice", "accept"), ("choice", "called_in_turn"), ("condonation", True), ("play_choice", "accept")}


def condonation_violations(log: dict[str, Any], ruling: dict[str, Any]) -> list[str]:
    """An acceptance (29A, 53, 55), a forfeiture of the right to rectify (28B) or a condonation (35)
    is brought about by an event of an opponent of the offender: never by the offender's partner
    (nor by the offender himself). The trace fact names the event (`seq`) that brought it about."""
    events = log["events"]
    out = []
    for item in ruling["rulings"]:
        off = item["offender"]
        for t in item.get("trace", []):
            for fact in t.get("facts", []):
                kind = fact.get("kind")
                what = fact.get("condoned") if kind == "condonation" else fact.get("choice")
                if (kind, what) not in CONDONING:
                    continue
                seq = fact.get("seq")
                if not isinstance(seq, int) or not 0 <= seq < len(events):
                    continue
                by = events[seq].get("seat")
                if by is not None and side(by) == side(off):
                    role = "partner" if by != off else "the offender himself"
                    out.append(f"condoned by the offending side: {item['irregularity']} by {off} (event "
                               f"{item['event']}) is '{what}' ({t['rule']}) through event {seq} "
                               f"{events[seq]} by {by}, the offender's {role}")
    return out


# ------------------------------------------------------------------------------------------- prefix

def _key(item: dict[str, Any]) -> tuple[int, str, str]:
    return item["event"], item["irregularity"], item["offender"]


def _canon(x: Any) -> str:
    import json

    return json.dumps(x, sort_keys=True, ensure_ascii=False)


SETTLING_KINDS = {"lead_penalty_applies", "lead_penalty_lapses", "penalty_card_applies", "penalty_card_lapses"}


def prefix_violations(prefix_len: int, prefix: dict[str, Any], full: dict[str, Any],
                      log: dict[str, Any]) -> list[str]:
    """The ruling on the first `prefix_len` events agrees with the ruling on the whole log.

    Precisely: every ruling item of the prefix is an item of the full ruling (same event,
    irregularity, offender), and for an item that is not open at the cut, its citations, its
    rectification and its trace are kept in the full ruling (the full ruling may add to them:
    a conditional penalty settled later — 24/26/50 lead penalties and penalty cards becoming firm or
    lapsing, a Law 64 assessment, a later forfeiture or condonation — and it may hold items opened
    by later events). Options are compared without their `then` continuations.
    An item is OPEN at the cut when its choice is still pending there (`state.pending`), or it was
    raised by the prefix's last event (a Law 35 inadmissible call is held until the next event
    shows whether the offender's LHO condoned it; the end of a log means the director was called),
    or it is a claim, concession or revoke the play had not yet settled: for these only the
    identity is required.
    """
    out = []
    prefix_events = log["events"][:prefix_len]
    full_items: dict[tuple[int, str, str], list[dict[str, Any]]] = {}
    for it in full["rulings"]:  # one event may raise two items of one kind (a call re-read, Law 28A)
        full_items.setdefault(_key(it), []).append(it)
    pending = (prefix["state"].get("pending") or {}).get("event")
    seen: Counter[tuple[int, str, str]] = Counter()
    for it in prefix["rulings"]:
        k = _key(it)
        nth, seen[k] = seen[k], seen[k] + 1
        f = full_items[k][nth] if nth < len(full_items.get(k, [])) else None
        if f is None:
            out.append(f"prefix {prefix_len}: item {k} is not in the full ruling "
                       f"(full has {[_key(x) for x in full['rulings']]})")
            continue
        settled_after = [e for e in prefix_events[it["event"] + 1:] if "call" in e or "director" in e]
        if it["event"] == pending or not settled_after:
            continue
        if it["irregularity"] in ("claim", "concession", "revoke"):
            continue
        pref_refs = {c["ref"] for c in it["citations"]}
        full_refs = {c["ref"] for c in f["citations"]}
        if not pref_refs <= full_refs:
            out.append(f"prefix {prefix_len}: item {k} cites {sorted(pref_refs - full_refs)} only in the prefix")
        full_rect = Counter(_canon(r) for r in f["rectification"])
        for r in it["rectification"]:
            if r.get("kind") in SETTLING_KINDS:
                continue
            c = _canon(r)
            if full_rect[c] <= 0:
                out.append(f"prefix {prefix_len}: item {k} rectification {r.get('kind')} {r.get('seat', '')} "
                           f"({r.get('law')}) is not in the full ruling")
            full_rect[c] -= 1

        def strip(options: list[dict[str, Any]]) -> list[str]:
            return [_canon({x: y for x, y in o.items() if x != "then"}) for o in options]

        if strip(it["options"]) != strip(f["options"]):
            out.append(f"prefix {prefix_len}: item {k} options differ from the full ruling's")
        pt, ft = it["trace"], f["trace"]
        if [t["rule"] for t in pt] != [t["rule"] for t in ft[:len(pt)]]:
            out.append(f"prefix {prefix_len}: item {k} trace {[t['rule'] for t in pt]} is not a prefix of "
                       f"{[t['rule'] for t in ft]}")
    return out


# ------------------------------------------------------------------------------------------- Law 64

def _winner(trick: list[tuple[str, str]], trump: str | None) -> str:
    from tests.generators import RANKS

    led = trick[0][1][0]
    return max(trick, key=lambda sc: (2 if sc[1][0] == trump else 1 if sc[1][0] == led else 0,
                                      RANKS.index(sc[1][1])))[0]


def revoke_violations(ruling: dict[str, Any], tricks: list[list[tuple[str, str]]] | None = None,
                      trump: str | None = None) -> list[str]:
    """Law 64A: at most two tricks transferred for one revoke, never more than the offending side
    won from the revoke trick on (when the tricks as played are known); the declarer's tricks add up
    and stay in 0–13."""
    out = []
    for item in ruling["rulings"]:
        transfers = [r for r in item["rectification"] if r.get("kind") == "trick_transfer"]
        total = sum(r.get("tricks", 0) for r in transfers)
        if total > 2:
            out.append(f"Law 64: {total} tricks transferred for one revoke (event {item['event']}, "
                       f"{item['offender']}, {[r.get('law') for r in transfers]})")
        if tricks is not None and transfers:
            trick_no = next((r.get("trick") for r in item["rectification"] if r.get("kind") == "revoke_established"),
                            None)
            if isinstance(trick_no, int):
                won = sum(1 for t in tricks[trick_no - 1:] if side(_winner(t, trump)) == side(item["offender"]))
                if total > won:
                    out.append(f"Law 64: {total} tricks transferred for {item['offender']}'s revoke on trick "
                               f"{trick_no}, but the offending side won only {won} from that trick on")
    result = (ruling["state"] or {}).get("result")
    if result:
        d = result["declarer_tricks"]
        played = result["declarer_tricks_played"]
        claimed = result["declarer_tricks_claimed"]
        transferred = result["transferred"]
        if not 0 <= d <= 13:
            out.append(f"declarer's tricks {d} outside 0-13")
        if not 0 <= played + claimed <= 13:
            out.append(f"declarer's tricks played {played} + claimed {claimed} = {played + claimed} > 13")
        if d != played + claimed + transferred:
            out.append(f"declarer's tricks {d} != played {played} + claimed {claimed} + transferred {transferred}")
        tp = ruling["state"].get("tricks_played")
        tricks_by_side = ruling["state"].get("tricks") or {}
        if isinstance(tp, int) and sum(tricks_by_side.values()) != tp:
            out.append(f"tricks won {tricks_by_side} do not add up to the {tp} tricks played")
    return out


# ------------------------------------------------------------------------------------------- citations

def citation_violations(ruling: dict[str, Any], lawbook: Any) -> list[str]:
    """Every citation is a lawbook section whose text is the lawbook's text; every mechanical citation
    of an item has a rule firing behind it (its ref is the ref of a trace rule, or the law a
    director_judgment item names, or a law cited with an option — an option is a replay of rules)."""
    out = []
    for item in ruling["rulings"]:
        fired = {t["ref"] for t in item.get("trace", [])} | {t["rule"].split(".")[0] for t in item.get("trace", [])}
        judged = {r["law"] for r in item["rectification"] if r.get("kind") == "director_judgment"}
        cites = [("item", c) for c in item["citations"]]
        for o in item.get("options", []):
            cites += [("option", c) for c in o.get("citations", [])]
            for t in o.get("then", []):
                cites += [("then", c) for c in t.get("citations", [])]
        for where, c in cites:
            ref = c["ref"]
            try:
                sec = lawbook.section(ref)
            except Exception as exc:  # noqa: BLE001 - any refusal means: not a section
                out.append(f"citation {ref} ({where}) is not a lawbook section: {exc}")
                continue
            text = sec.text or lawbook.law(sec.law).text
            if c.get("text") != text:
                out.append(f"citation {ref} ({where}) text differs from the lawbook's")
            if where == "item" and c.get("kind") == "mechanical" and ref not in fired | judged:
                out.append(f"citation {ref} of {item['irregularity']} (event {item['event']}) has no rule firing"
                           f" behind it (fired: {sorted(fired)})")
        for r in item["rectification"]:
            law = r.get("law")
            if law and r.get("kind") != "director_judgment" and law not in fired:
                out.append(f"rectification {r.get('kind')} cites {law} with no {law} rule firing "
                           f"({item['irregularity']}, event {item['event']})")
    return out


def offender_is_the_irregular_seat(log: dict[str, Any], ruling: dict[str, Any]) -> list[str]:
    """Sanity of the item's identity: an item's event is an event of the log (or the end of it)."""
    n = len(log["events"])
    return [f"item event {it['event']} outside the log's {n} events" for it in ruling["rulings"]
            if not 0 <= it["event"] <= max(n - 1, 0)]


__all__ = ["lho", "rotate_log", "rotate_ruling"]


# ------------------------------------------------------------------------------------------- input

def ignored_input_violations(log: dict[str, Any], ruling: dict[str, Any]) -> list[str]:
    """Nothing the director entered is silently ignored (issue 13, "Bad input is not silently
    ignored"): every choice and every finding in the log is either applied — a rule fired on a fact
    of that event (its `seq`), or the finding is recorded with an earlier ruling item — or the whole
    log is refused with the one-line error."""
    if "refused" in ruling:
        return []
    used = {f.get("seq") for item in ruling["rulings"] for t in item.get("trace", []) for f in t.get("facts", [])}
    out = []
    for i, ev in enumerate(log["events"]):
        if "choose" in ev and i not in used:
            out.append(f"choice ignored: event {i} {ev} changed nothing and was not refused")
        if "finding" in ev and i not in used and not any(
                it["event"] < i and str(ev["finding"]) in it.get("findings", []) for it in ruling["rulings"]):
            out.append(f"finding ignored: event {i} {ev} is attached to no ruling and was not refused")
    return out
