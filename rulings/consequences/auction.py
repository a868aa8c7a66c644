"""What each consequence does in the auction (Laws 17-40): one small handler per consequence name.

A handler is given an `Effect` (`rulings.table`): `c.t` the auction table, `c.ctx` the context of the
fact (the call record, the pending choice, the exposed cards), `c.params` the consequence's
parameters as the law file writes them, `c.law` the citation of the rule that fired, `c.add(entry)`
to put an entry in the ruling item's rectification. The law decides in the rule (`lawbook/ch05-auction`);
the handler only carries it out.
"""

from __future__ import annotations

from rulings.auction import AuctionEffect as Effect  # the auction's Effect: c.t typed as the auction table
from rulings.auction import Pending
from rulings.consequences.registry import handles
from rulings.consequences.shared import concerns
from rulings.seats import Seat

PHASE = "auction"


@handles(PHASE, "option")
def option(c: Effect) -> None:
    """A choice the laws give a player (accept or decline): the table waits for it."""
    t, ctx, fact = c.t, c.ctx, c.fact
    by = c.seat(c.params["by"])
    rec = ctx.record or (ctx.pending.record if ctx.pending else None)
    assert rec is not None
    interrupted = t.pending if t.pending is not None and not t.pending.hold else None
    t.pending = Pending(fact["ruling"], fact.get("irregularity") or (c.item.irregularity if c.item else ""),
                        Seat(fact["offender"]), by, Seat(fact.get("turn_of") or rec.seat), rec, dict(fact),
                        previous=interrupted)
    c.add({"kind": "option", "by": str(by), "choices": list(c.params["choices"])})
    t.reopen()  # a change of the final pass waits for the choice (25B): the auction is not over while it waits


@handles(PHASE, "hold")
def hold(c: Effect) -> None:
    """Law 35: the rectification waits until the next event shows whether the LHO condoned the call."""
    rec = c.ctx.record
    assert rec is not None
    c.t.pending = Pending(c.fact["ruling"], c.item.irregularity if c.item else "", Seat(c.fact["offender"]), None,
                          Seat(c.fact.get("turn_of") or rec.seat), rec, dict(c.fact), hold=True)


@handles(PHASE, "accepted")
def accepted(c: Effect) -> None:
    """The irregular call stands (the first call a substitute replaces is cancelled by `cancel: {what:
    replaced}`, Law 25B1)."""
    c.add({"kind": "accepted"})


@handles(PHASE, "previous_call_cancelled")
def previous_call_cancelled(c: Effect) -> None:
    """The call takes the place of the caller's previous call, which is cancelled (Law 25A, 25B2b2). When
    that call was the final pass, made before the opening lead is faced, the auction period had not ended
    (17E): the auction is open again, and the new call is read as made in it (not after the final pass)."""
    for prev in c.ctx.replaced:
        prev.cancelled, prev.cancelled_by = True, c.law
    if c.ctx.replaced:
        c.t.reopen()


@handles(PHASE, "forfeit")
def forfeit(c: Effect) -> None:
    c.ctx.cancel_irregular(c.law)
    c.add({"kind": "forfeit"})


@handles(PHASE, "cancel")
def cancel(c: Effect) -> None:
    ctx, fact = c.ctx, c.fact
    what = c.params.get("what", "irregular" if fact["kind"] in ("choice", "condonation") else "call")
    turn_call = ctx.pending.turn_call if ctx.pending is not None else None
    if what == "replaced":  # Law 25B1: the substitute accepted, the caller's first call is cancelled
        rec = ctx.pending.record if ctx.pending is not None else ctx.record
        first = None if rec is None else \
            next((x for x in reversed(c.t.standing) if x.seat == rec.seat and x.seq < rec.seq), None)
        if first is not None:
            first.cancelled, first.cancelled_by = True, c.law
            c.add({"kind": "cancel", "seat": str(first.seat), "call": str(first.call)})
            c.t.reopen()  # the first call was the final pass: the substitute stands in the auction period (17E)
        return
    if what == "turn_holder_call" and turn_call is not None:
        turn_call.cancelled, turn_call.cancelled_by = True, c.law
        c.add({"kind": "cancel", "seat": str(turn_call.seat), "call": str(turn_call.call)})
        return
    if what == "call" and ctx.record is not None and fact["kind"] == "call":
        ctx.record.cancelled, ctx.record.cancelled_by = True, c.law
        c.add({"kind": "cancel", "seat": str(ctx.record.seat), "call": str(ctx.record.call)})
        return
    rec = ctx.cancel_irregular(c.law)
    if rec is not None:
        c.add({"kind": "cancel", "seat": str(rec.seat), "call": str(rec.call)})


@handles(PHASE, "cancel_subsequent")
def cancel_subsequent(c: Effect) -> None:
    rec = c.ctx.cancel_irregular(c.law)
    if rec is None:
        return
    for x in c.t.calls_after(rec.seq):
        if not x.cancelled:
            x.cancelled, x.cancelled_by = True, c.law
    c.add({"kind": "cancel", "seat": str(rec.seat), "call": str(rec.call), "subsequent": True})


@handles(PHASE, "void")
def void(c: Effect) -> None:
    """The inadmissible double stays in the rotation and doubles nothing (Law 35A after the auction period)."""
    rec = c.ctx.pending.record if c.ctx.pending is not None else c.ctx.record
    if rec is None:
        return
    rec.void_by = c.law
    c.t._contract = (None, None)  # worked out again with the double void
    c.add({"kind": "void", "seat": str(rec.seat), "call": str(rec.call)})


@handles(PHASE, "revert_turn")
def revert_turn(c: Effect) -> None:
    c.add({"kind": "revert_turn", "seat": str(c.seat(c.params["seat"]))})


@handles(PHASE, "forced_pass")
def forced_pass(c: Effect) -> None:
    seat, scope = c.seat(c.params["seat"]), c.params["scope"]
    c.add({"kind": "forced_pass", "seat": str(seat), "scope": scope})
    forced = c.t.forced
    if not any(x["seat"] == str(seat) and x["scope"] == scope and x.get("active", True) and x["law"] == c.law
               for x in forced):
        forced.append({"seat": str(seat), "scope": scope, "law": c.law, "active": True,
                       "ruling": c.fact.get("ruling")})


@handles(PHASE, "no_double")
def no_double(c: Effect) -> None:
    """Law 30B2b: no double or redouble at that turn; when the player has already called at that turn
    (before the choice was made), the restriction is stated and has nothing left to bind."""
    seat = c.seat(c.params["seat"])
    c.add({"kind": "no_double", "seat": str(seat), "scope": "next_turn"})
    pending = c.ctx.pending
    used = pending is not None and pending.turn_call is not None and pending.turn_call.seat == seat \
        and pending.turn_call.call.kind not in ("double", "redouble")  # a double at that turn is cancelled (30B2b.3)
    c.t.no_double.append({"seat": str(seat), "law": c.law} | ({"active": False} if used else {}))


@handles(PHASE, "must_repeat", "must_correct", "must_substitute", "offender_chooses")
def obligation(c: Effect) -> None:
    """An obligation on the offender's next call; all but must_repeat are settled by that call."""
    seat = c.seat(c.params["seat"])
    entry = {"kind": c.name, "seat": str(seat)}
    repeated = c.fact.get(c.params.get("call", "cancelled_call")) if c.name == "must_repeat" else None
    if repeated:
        entry["call"] = repeated
    c.add(entry)
    c.t.obligations.append(dict(entry, law=c.law))
    if c.name != "must_repeat":
        c.ctx.start_watch(c.fact, c.item)


@handles(PHASE, "watch_next_call")
def watch_next_call(c: Effect) -> None:
    """The offender's next call is read against the cancelled call (Law 17D): nothing is stated now."""
    c.ctx.start_watch(c.fact, c.item)


@handles(PHASE, "withdrawn_call")
def withdrawn_call(c: Effect) -> None:
    """Nothing to do at the table: the engine asserted the `withdrawn` fact and Law 26's rules fired on it."""


@handles(PHASE, "lead_penalty")
def lead_penalty(c: Effect) -> None:
    """Law 26: when the offender defends, declarer may require or forbid a lead; pending until the
    auction ends (`lead_penalty_check`)."""
    fact, params = c.fact, c.params
    seat = c.seat(params["seat"])
    suits = c.ctx.related_suits(fact) if params["suits"] == "related" else []
    entry = {"kind": "lead_penalty", "seat": str(seat), "declarer_may": list(params["declarer_may"]),
             "suits": suits, "condition": "offender_defends" + ("_and_not_named" if suits else ""),
             "cancelled_call": fact.get("call")}
    if len(suits) == 1:
        entry["suit"] = suits[0]
    c.add(entry)
    c.t.lead_penalties.append(dict(entry, offender=fact["offender"], law=c.law, law_kind=params["law_kind"],
                                   status="pending", ruling=fact.get("ruling"), event=fact.get("seq", 0)))


@handles(PHASE, "lead_penalty_lapses", "lead_penalty_applies")
def lead_penalty_settled(c: Effect) -> None:
    ruling = c.fact.get("follows_ruling", c.fact.get("ruling"))  # a later call settles the earlier item's penalty
    for lp in c.t.lead_penalties.where("ruling", ruling):
        if lp["status"] == "pending":
            lp["status"] = "lapsed" if c.name.endswith("lapses") else "firm"
            lp["settled_by"] = c.law
    c.add({"kind": c.name})


@handles(PHASE, "penalty_card")
def penalty_card(c: Effect) -> None:
    """Law 24: the exposed cards become penalty cards if the offender defends (pending until the auction ends)."""
    seat = c.seat(c.params["seat"])
    grade = c.params.get("grade", "major")
    for card in c.ctx.cards:
        c.add({"kind": "penalty_card", "seat": str(seat), "card": card, "grade": grade,
               "condition": "offender_defends"})
        c.t.penalty_cards.append({"seat": str(seat), "card": card, "grade": grade, "law": c.law,
                                  "status": "pending", "ruling": c.fact.get("ruling"), "event": c.fact.get("seq"),
                                  "count": c.fact.get("count"), "honour": c.fact.get("honour"),
                                  "premature_lead": bool(c.fact.get("premature_lead"))})


@handles(PHASE, "penalty_card_lapses", "penalty_card_applies")
def penalty_card_settled(c: Effect) -> None:
    for pc in c.t.penalty_cards.where("ruling", c.fact.get("ruling")):
        if pc["status"] == "pending":
            pc["status"] = "lapsed" if c.name.endswith("lapses") else "firm"
    c.add({"kind": c.name})


@handles(PHASE, "penalty_card_grade")
def penalty_card_grade(c: Effect) -> None:
    """Law 24 -> 50B: the card exposed in the auction, now a penalty card of a defender, is graded under
    Law 50B (the rule that fires says which grade)."""
    seat, grade = c.seat(c.params["seat"]), c.params["grade"]
    for pc in c.t.penalty_cards.where("ruling", c.fact.get("ruling")):
        if pc["card"] == c.fact.get("card"):
            pc["grade"], pc["graded_by"] = grade, c.law
    c.add({"kind": "penalty_card_grade", "seat": str(seat), "card": c.fact.get("card"), "grade": grade})


@handles(PHASE, "face_up")
def face_up(c: Effect) -> None:
    c.add({"kind": "face_up", "seat": str(c.seat(c.params["seat"])), "cards": list(c.ctx.cards)})


@handles(PHASE, "score_limit")
def score_limit(c: Effect) -> None:
    side = Seat(c.fact["offender"]).side
    c.add({"kind": "score_limit", "side": side, "max": c.params["max"]})
    c.t.score_limits.append({"side": side, "max": c.params["max"], "law": c.law})


@handles(PHASE, "director_judgment")
def director_judgment(c: Effect) -> None:
    """The director must judge under the law named; `ask`: a further question of it; `worded_by`: the
    section whose question it is (Law 16A's information from partner's explanation, worded by 75D2)."""
    c.add({"kind": "director_judgment", "law": c.params["law"],
           **{k: c.params[k] for k in ("ask", "worded_by") if c.params.get(k)},
           **concerns(c)})


@handles(PHASE, "auction_continues")
def auction_continues(c: Effect) -> None:
    """Law 34: the auction is not over; the player who missed his turn calls."""
    seat = c.seat(c.params["seat"])
    c.ctx.retain_turn(seat, c.law)
    c.add({"kind": "auction_continues", "seat": str(seat)})


@handles(PHASE, "no_penalty", "deemed_subsequent", "conventional_meaning", "not_repeated")
def stated(c: Effect) -> None:
    """A rectification that is only stated: the entry names it."""
    c.add({"kind": c.name})


@handles(PHASE, "irregularity", "treat_in_rotation", "as_change_of_call", "not_a_change")
def read_by_the_table(c: Effect) -> None:
    """Read by the table before the other consequences (rulings/auction.py `_Ctx.finish`):
    `irregularity` opens the ruling item; `treat_in_rotation` (Law 28A, 33), `as_change_of_call`
    (Law 25) and `not_a_change` (25B's time limit passed) re-read the call. Nothing is left to do when the consequences are applied."""


@handles(PHASE, "stated_lapses")
def stated_lapses(c: Effect) -> None:
    """What the rules of the section named (`law`) stated in this ruling item lapses, the rule that fired
    says so (Law 21B3 once the director found under Law 75 that the explanation was correct: no
    misinformation, so no damage question): the entries they added (and the judgments they asked for) and
    their citation."""
    law, item = c.params["law"], c.item
    if item is None:
        return
    c.rect[:] = [x for x in c.rect if x.get("law") != law and x.get("rule_ref") != law]
    item.refs[:] = [r for r in item.refs if r != law]

