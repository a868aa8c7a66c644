"""What each consequence does in the play (Laws 41-71): one small handler per consequence name.

A handler is given an `Effect` (`rulings.table`): `c.t` the play table, `c.ctx` the context of the
fact (the card, the cards exposed, the choice made, the pending choice it settles), `c.params` the
consequence's parameters as the law file writes them, `c.law` the citation of the rule that fired,
`c.add(entry)` to put an entry in the ruling item's rectification. The law decides in the rule
(`lawbook/ch06-play`); the handler only carries it out.
"""

from __future__ import annotations

from rulings.cards import Card
from rulings.consequences.registry import handles
from rulings.consequences.shared import concerns
from rulings.errors import LogError
from rulings.lawbook import normalise_ref
from rulings.play import Contract
from rulings.playtable import PlayPending
from rulings.playtable.context import PlayEffect as Effect  # the play's Effect: c.t typed as the play table
from rulings.refusals import answers_no_question
from rulings.seats import Seat
from rulings.table import Item

PHASE = "play"


def _idx(c: Effect) -> int | None:
    """The index of the ruling item the firing belongs to."""
    return c.t.items.index(c.item) if c.item is not None else None


def _suit_chosen(c: Effect) -> str:
    return (c.ctx.choice[1] or "").upper() if c.ctx.choice else ""


@handles(PHASE, "irregularity")
def irregularity(c: Effect) -> None:
    """The ruling item is opened by the table; a revoke is also followed until it is settled (Laws 62-64)."""
    idx = _idx(c)
    if c.params["name"] == "revoke" and c.ctx.card is not None and idx is not None:
        c.t.open_revoke(idx, c.fact, c.ctx.card)


@handles(PHASE, "option")
def option(c: Effect) -> None:
    """A choice the laws give a player: the table waits for it; the ruling lists what follows from each."""
    t, ctx, fact = c.t, c.ctx, c.fact
    by = c.seat(c.params["by"])
    choices = ctx.choices(c.params["choices"])
    idx = _idx(c)
    if idx is None:
        return
    t.pending = PlayPending(idx, fact.get("irregularity") or t.items[idx].irregularity, Seat(fact["offender"]), by,
                            choices, ctx.card or (ctx.pending.card if ctx.pending else None), dict(fact))
    if c.params.get("waits_as"):
        t.pending.irregularity = c.params["waits_as"]
    elif fact["kind"] == "lead_turn":
        t.pending.irregularity = "lead_penalty" if fact.get("lead_penalty") else "penalty_card_lead"
    c.add({"kind": "option", "by": str(by), "choices": list(dict.fromkeys(x for x, _ in choices))})


@handles(PHASE, "penalty_card")
def penalty_card(c: Effect) -> None:
    """The exposed or withdrawn cards become penalty cards (Law 49, 50); what the holder now holds is
    put to the rules as a `penalty_cards` fact (Law 50B: two or more are all major)."""
    t = c.t
    seat = c.seat(c.params["seat"])
    grade = c.params.get("grade", "major")
    idx = _idx(c)
    # Law 62B1: the penalty card announced before the correction (`penalty_card_due`) is now this one
    c.rect[:] = [x for x in c.rect if not (x.get("kind") == "penalty_card" and x.get("due") == "on_correction")]
    for card in c.ctx.cards:
        if any(pc["card"] == card for pc in t.penalty_cards):
            continue
        awaits = {"grade_awaits": str(c.params["awaits"])} if c.params.get("awaits") else {}  # Law 50B
        c.add({"kind": "penalty_card", "seat": str(seat), "card": card, "grade": grade, **awaits})
        t.penalty_cards.append({"seat": str(seat), "card": card, "grade": grade, "law": c.law, "ruling": idx,
                                "event": c.fact.get("seq")})
    t.penalty_cards_held(seat, c.fact.get("seq", 0), idx)


@handles(PHASE, "penalty_card_grade")
def penalty_card_grade(c: Effect) -> None:
    """Every penalty card the player holds takes the grade the rule names (Law 50B)."""
    seat, grade = c.seat(c.params["seat"]), c.params["grade"]
    for pc in c.t.penalty_cards_of(seat):
        if pc["grade"] != grade:  # the grade it had of its own, should what raised it lapse (Law 47C)
            pc["raised"] = {"law": normalise_ref(c.law), "ruling": _idx(c), "from": pc["grade"]}
            _regrade_in_own_item(c, pc, grade)
        pc["grade"] = grade
    c.add({"kind": "penalty_card_grade", "seat": str(seat), "grade": grade})


def _own_item(c: Effect, pc: dict[str, object]) -> Item | None:
    """The ruling item the penalty card was ruled in, when it is another than the firing's."""
    n = pc.get("ruling")
    item = c.t.items[n] if isinstance(n, int) and 0 <= n < len(c.t.items) else None
    return item if item is not c.item else None


def _regrade_in_own_item(c: Effect, pc: dict[str, object], grade: str) -> None:
    """A penalty card a later ruling raised (Law 50B: "一防家如有两张或更多的罚张时，所有罚张均成为重罚张") is
    shown with its new grade in the item it was ruled in too: its entry there says what it was and what it is
    now (`raised_from`, `raised_by`: the raising item), and the duty stated for the old grade there (50C: a
    minor card's) goes — the raising item states the new one (50D1). The questions asked there stay."""
    item = _own_item(c, pc)
    if item is None:
        return
    for x in item.rectification:
        if x["kind"] == "penalty_card" and x.get("card") == pc["card"] and x.get("grade") != grade and not x.get("due"):
            x.update(raised_from=x["grade"], raised_by=_idx(c), grade=grade)
    item.rectification[:] = [x for x in item.rectification if not (
        x["kind"] == "penalty_card_duty" and x.get("seat") == pc["seat"] and x.get("grade") != grade)]


@handles(PHASE, "penalty_card_grade_lapses")
def penalty_card_grade_lapses(c: Effect) -> None:
    """The grade that the rules of the section named (`law`) gave, in this ruling item, to penalty cards
    the offender still holds lapses with what gave it (Law 47C after a late 45C4b "yes": the card named
    instead never was a penalty card, so 50B's "一防家如有两张或更多的罚张时，所有罚张均成为重罚张" no longer
    raised the others): each takes again the grade it had. `penalty_cards_restated`, declared after it, puts
    what he holds to Law 50B again (still two or more: all major again)."""
    law, idx, item = normalise_ref(str(c.params["law"])), _idx(c), c.item
    if item is None or item.offender is None:  # (an item with no offender holds no penalty card)
        return
    back = [pc for pc in c.t.penalty_cards_of(item.offender)
            if pc.get("raised", {}).get("law") == law and pc["raised"].get("ruling") == idx]
    for pc in back:
        pc["grade"] = pc.pop("raised")["from"]
        own = _own_item(c, pc)
        for x in own.rectification if own is not None else ():
            if x["kind"] == "penalty_card" and x.get("card") == pc["card"] and x.get("raised_by") == idx:
                x["grade"] = x.pop("raised_from")
                x.pop("raised_by")
        c.add({"kind": "penalty_card_grade_lapses", "seat": pc["seat"], "card": pc["card"], "grade": pc["grade"]})


@handles(PHASE, "penalty_card_graded")
def penalty_card_graded(c: Effect) -> None:
    """The director answered the question the card's grade awaited (Law 50B, the fact's law): the card
    takes the grade the rule names. When a grade changed, what the holder now holds is put to the rules
    again (a minor card's duty, Law 50C); what the provisional grade stated lapses by the rule's own
    `stated_lapses`, and the question by its `question_answered`."""
    t, idx = c.t, _idx(c)
    grade, law = c.params["grade"], normalise_ref(str(c.fact.get("law") or ""))
    graded = [x for x in c.rect if x["kind"] == "penalty_card" and x.get("grade_awaits") == law]
    if c.item is None or idx is None or not graded:
        return
    changed = False
    for x in graded:
        x.pop("grade_awaits")
        changed = changed or x["grade"] != grade
        x["grade"] = grade
        for pc in t.penalty_cards:
            if pc["card"] == x["card"] and pc["seat"] == x["seat"]:
                pc["grade"] = grade
    if changed:
        t.penalty_cards_held(Seat(graded[0]["seat"]), c.fact.get("seq", 0), idx)


@handles(PHASE, "stated_lapses")
def stated_lapses(c: Effect) -> None:
    """What the rules of the section named (`law`) stated in this ruling item lapses, the rule that fired
    says so (Law 50C after a 50B answer of minor: 50D1's duty, declarer's 50D2 choice; Law 47C after a late
    45C4b "yes": 47F's card and penalty card, and what 50B, 50D1, 50D2 said of that card): the entries they
    added (and the judgments they asked for), their citation, and a choice they offered that still waits
    (withdrawn, the table no longer waits: the partner leads freely). A choice already made under it is
    history: what it brought stays."""
    t, law, item, idx = c.t, c.params["law"], c.item, _idx(c)
    if item is None:
        return
    offered = any(x["kind"] == "option" and x.get("law") == law for x in c.rect)
    waiting = t.pending is not None and t.pending.item == idx
    if offered and not waiting:
        return
    c.rect[:] = [x for x in c.rect if x.get("law") != law and x.get("rule_ref") != law]
    item.refs[:] = [r for r in item.refs if r != law]
    if offered:
        item.options.clear()
        t.pending = None


@handles(PHASE, "question_answered")
def question_answered(c: Effect) -> None:
    """The director answered, after the event, a question the ruling put, and the ruling held meanwhile
    is the one the answer gives (Law 45C4b answered "no": 47F): the question is no longer put."""
    law = str(c.fact.get("law") or "")
    c.rect[:] = [x for x in c.rect if not (x["kind"] == "director_judgment" and x.get("law") == law)]


@handles(PHASE, "designation_corrected")
def designation_corrected(c: Effect) -> None:
    """Laws 45C4b, 47C answered "yes" after later cards were played: the change was held to 47F meanwhile
    (the card first designated stood, a defender's card named instead a penalty card). The card first
    designated, which the 47F entry names, goes back to the hand, and the card named instead takes its
    place in its trick and is no longer a penalty card. What 47F and that penalty card stated lapses by
    the rule's own `stated_lapses` (declared after this consequence: they remove the 47F entry read
    here), and what the holder still holds is stated again by `penalty_cards_restated` (after them)."""
    t, item, idx = c.t, c.item, _idx(c)
    held = next((x for x in c.rect if x["kind"] == "card_must_be_played" and x.get("law") == "47F"), None)
    if item is None or idx is None or held is None or not held.get("card"):
        return
    ev = t.log.events[item.event]
    seat, first, instead = Seat(held["seat"]), Card.parse(held["card"]), ev.card
    if instead is None or ev.seat != seat:
        return
    if t.ps.played_by(instead) is not None:
        raise LogError(f"the Law 45C4b finding comes after {instead} was played: it cannot take the place of {first}",
                       event=c.fact.get("seq"), field="finding",
                       zh=f"第45条C款4(b)的认定在 {instead.zh} 打出之后，不能再以它代替 {first.zh}")
    done = next((tr.index for tr in t.ps.tricks if tr.card_of(seat) == first), t.ps.trick_number)
    t.penalty_cards[:] = [pc for pc in t.penalty_cards if not (pc["seat"] == str(seat) and pc["card"] == str(instead))]
    t.replay(replace={(done, seat): instead})  # the trick in progress, or the trick it was played to
    c.add({"kind": "designation_corrected", "seat": str(seat), "card": str(instead), "withdrawn": str(first)})


@handles(PHASE, "penalty_cards_restated")
def penalty_cards_restated(c: Effect) -> None:
    """What the ruling item's offender still holds as penalty cards is put to the rules again (Law 50B,
    50C, 50D1), after what an earlier statement of this item said has lapsed (`stated_lapses`, declared
    before this consequence): a duty stated now is not taken back by those lapses."""
    if c.item is not None and c.item.offender is not None:
        c.t.penalty_cards_held(c.item.offender, c.fact.get("seq", 0), _idx(c))


@handles(PHASE, "penalty_card_played")
def penalty_card_played(c: Effect) -> None:
    fact, t = c.fact, c.t
    played = [pc for pc in t.penalty_cards if pc["seat"] == fact["seat"] and pc["card"] == fact.get("card")]
    t._played_penalty_cards.extend(played)
    t.penalty_cards = [pc for pc in t.penalty_cards if pc not in played]
    c.add({"kind": "penalty_card_played", "seat": fact["seat"], "card": fact.get("card")})


@handles(PHASE, "pick_up_penalty_cards")
def pick_up_penalty_cards(c: Effect) -> None:
    """The penalty cards of the suit named cease to be penalty cards: picked up (应收回, Law 50D2a, 51B1a),
    or the holder may pick them up (可以收回, `may: true`, Law 51B1b, 51B2b)."""
    t, suit, holder = c.t, _suit_chosen(c), c.fact["offender"]
    up = [pc["card"] for pc in t.penalty_cards if pc["seat"] == holder and pc["card"][0] == suit]
    t.penalty_cards = [pc for pc in t.penalty_cards if not (pc["seat"] == holder and pc["card"] in up)]
    c.add({"kind": "pick_up_penalty_cards", "seat": holder, "cards": up, **({"may": True} if c.params.get("may") else {})})


@handles(PHASE, "penalty_card_duty")
def penalty_card_duty(c: Effect) -> None:
    """Law 50C / 50D1: the holder's obligations, stated with the penalty-card ruling."""
    seat = c.seat(c.params["seat"])
    cards = [pc["card"] for pc in c.t.penalty_cards_of(seat)]
    c.add({"kind": "penalty_card_duty", "seat": str(seat), "grade": c.params["grade"], "cards": cards})


@handles(PHASE, "designate_penalty_card")
def designate_penalty_card(c: Effect) -> None:
    """Law 51A: declarer names which of the holder's penalty cards he plays first."""
    seat = c.seat(c.params["seat"])
    card = ((c.ctx.choice or ("", None))[1] or "").upper()
    for pc in c.t.penalty_cards_of(seat):
        pc["designated"] = pc["card"] == card
    c.add({"kind": "penalty_card_designated", "seat": str(seat), "card": card})


@handles(PHASE, "lead_restriction")
def lead_restriction(c: Effect) -> None:
    """The player must lead, or may not lead, the suit declarer named (Law 26, 50D2, 51B, 54, 55, 56)."""
    t, params = c.t, c.params
    seat = c.seat(params["seat"])
    suit = _suit_chosen(c) if c.ctx.choice else None
    restrict = params["restrict"]
    scope = params.get("scope", "next_lead" if restrict == "require" else "while_retains_lead")
    c.add({"kind": "lead_restriction", "seat": str(seat), "restrict": restrict, "suit": suit, "scope": scope})
    if not any(r["seat"] == str(seat) and r["kind"] == f"{restrict}_lead" and r["suit"] == suit
               for r in t.restrictions):
        t.restrictions.append({"seat": str(seat), "kind": f"{restrict}_lead", "suit": suit, "law": c.law,
                               "scope": scope, "ruling": _idx(c), "trick": t.ps.trick_number})


@handles(PHASE, "play_restriction")
def play_restriction(c: Effect) -> None:
    """Law 57A: highest or lowest of the suit led, or not the suit declarer named, to this trick."""
    seat = c.seat(c.params["seat"])
    choice, value = c.ctx.choice or ("", None)
    kind = (value or "").lower() if choice == "require_play" else "forbid_play"
    suit = (value or "").upper() if choice == "forbid_play" else None
    c.add({"kind": "play_restriction", "seat": str(seat), "restrict": kind, **({"suit": suit} if suit else {})})
    c.t.restrictions.append({"seat": str(seat), "kind": kind, "suit": suit, "law": c.law, "scope": "this_trick",
                             "ruling": _idx(c), "trick": c.t.ps.trick_number})


@handles(PHASE, "retract")
def retract(c: Effect) -> None:
    ctx, t = c.ctx, c.t
    card = ctx.card or (ctx.pending.card if ctx.pending else None)
    if card is None:
        return
    holder = Seat(c.fact["offender"])
    entry = {"kind": "retract", "seat": str(holder), "card": str(card)}
    if any(s == holder and x == card for s, x in t.ps.current_trick) or (
            not t.ps.current_trick and t.ps.tricks and t.ps.tricks[-1].card_of(holder) == card):
        t.ps.withdraw_last(holder)  # from the trick just completed, it is turned back first (Law 45D)
    elif any(all(x.get(k) == v for k, v in entry.items()) for x in c.rect):
        return  # already withdrawn under this item: Law 54D's "应用第56条" and Law 56 name one withdrawal
    c.add(entry)


@handles(PHASE, "substitute")
def substitute(c: Effect) -> None:
    """Law 52B2: the penalty card (the one declarer designated, Law 51A) takes the place of the card
    played; in a trick already complete when declarer declines, that trick is replayed with it."""
    t = c.t
    seat = c.seat(c.params["seat"])
    pcs = t.penalty_cards_of(seat)
    wrong = c.ctx.card or (c.ctx.pending.card if c.ctx.pending else None)
    done = next((tr for tr in t.ps.tricks if wrong is not None and tr.card_of(seat) == wrong), None)
    current = list(done.cards) if done is not None else t.ps.current_trick
    led = current[0][1].suit if current and current[0][0] != seat else None
    legal = [pc for pc in pcs if led is None or pc["card"][0] == led] or pcs
    pick = next((pc for pc in legal if pc.get("designated")), legal[0] if legal else None)
    if pick is not None:
        t.penalty_cards.remove(pick)
        if done is not None:
            t.replay(replace={(done.index, seat): Card.parse(pick["card"])})
        else:
            t.ps.play(seat, Card.parse(pick["card"]))
        c.add({"kind": "substitute", "seat": str(seat), "card": pick["card"]})


@handles(PHASE, "accept_lead")
def accept_lead(c: Effect) -> None:
    c.add({"kind": "accept_lead", "seat": c.fact["offender"]})


@handles(PHASE, "dummy_spread")
def dummy_spread(c: Effect) -> None:
    c.add({"kind": "dummy_spread", "seat": str(c.t.contract.dummy)})


@handles(PHASE, "swap_declarer")
def swap_declarer(c: Effect) -> None:
    """Law 54A: declarer spreads his hand and becomes dummy; dummy becomes declarer."""
    t = c.t
    old = t.declarer
    t.contract = Contract(t.contract.level, t.contract.strain, t.contract.doubled, old.partner)
    t.replay(contract=t.contract)
    t.swapped = True
    c.add({"kind": "swap_declarer", "declarer": str(old.partner), "dummy": str(old)})


@handles(PHASE, "lead_reverts")
def lead_reverts(c: Effect) -> None:
    seat = c.seat(c.params["seat"])
    c.add({"kind": "lead_reverts", "seat": str(c.t.ps.leader or seat)})


@handles(PHASE, "card_must_be_played")
def card_must_be_played(c: Effect) -> None:
    """The card that must be played: the fact's card, or (`card: standing`, Law 47F) the player's card
    already in the trick, which stays there while the attempted replacement does not."""
    seat = c.seat(c.params["seat"])
    card = c.fact.get("card")
    if c.params.get("card") == "standing":
        trick = c.t.last_trick_of(seat)
        cards = (c.t.ps.current_trick if trick == c.t.ps.trick_number and c.t.ps.current_trick
                 else list(c.t.ps.trick(trick).cards) if trick is not None else [])
        card = next((str(x) for s, x in cards if s == seat), card)
    c.add({"kind": "card_must_be_played", "seat": str(seat), "card": card})


@handles(PHASE, "revoke_established")
def revoke_established(c: Effect) -> None:
    """Law 63: the revoke is established. With `as_if` (Law 63B, "按藏牌成立应用第64条处罚") it is so for Law 64's
    penalty only: the revoker still substitutes a legal card, so a penalty card due on that correction stays."""
    rv = c.t.revoke_now
    if rv is not None:
        rv.established = True
    as_if = bool(c.params.get("as_if"))
    if not as_if:  # Law 63C "即不得再予改正": a penalty card announced for the correction (62B1) is no longer due
        c.rect[:] = [x for x in c.rect if not (x.get("kind") == "penalty_card" and x.get("due") == "on_correction")]
    c.add({"kind": "revoke_established", "seat": c.fact["seat"], "trick": c.fact["trick"],
           **({"as_if": True} if as_if else {})})


@handles(PHASE, "establish_revoke")
def establish_revoke(c: Effect) -> None:
    """Law 63B: the open revoke of the player asked (a `revoke_inquiry` fact's `asked`) is established, `how`
    the rule says; its `revoke` fact goes to the rules (63B's own rule: established and corrected)."""
    asked = Seat(c.fact["asked"])
    rv = c.t.open_revoke_of(asked)
    if rv is None:
        return
    c.add({"kind": "establish_revoke", "seat": str(asked), "by": c.fact["seat"], "trick": rv.trick})
    c.t.establish_asked_revoke(asked, c.fact["seq"], str(c.params["how"]))


@handles(PHASE, "correct_revoke")
def correct_revoke(c: Effect) -> None:
    """The revoke is corrected (Law 62), or, established (Law 63B, 43B2b: "藏牌者必须换出合法牌张"), must
    still be: the revoker's later replacement card is then a correction (the table lets him make it)."""
    rv = c.t.revoke_now
    if rv is not None and c.fact.get("stage") == "established":
        rv.must_correct = True
    card = None
    if rv is not None and not rv.corrected and c.fact.get("stage") == "end":
        c.t.correct_twelfth(rv)
    elif rv is not None and not rv.corrected and c.fact.get("how") == "dummy_asked":
        card = c.t.correct_unlogged(rv, c.fact["seq"])  # Law 43B2b: the card the log does not name
    ev = c.ctx.event
    withdrawn = {}
    if c.fact.get("stage") == "corrected" and ev is not None and ev.card is not None and c.ctx.card is not None:
        card, withdrawn = ev.card, {"withdrawn": str(c.ctx.card)}  # Law 62B: the log names the card played instead
    c.add({"kind": "correct_revoke", "seat": c.fact["seat"], "trick": c.fact["trick"],
           **({"card": str(card)} if card is not None else {}), **withdrawn})


@handles(PHASE, "trick_transfer")
def trick_transfer(c: Effect) -> None:
    """Law 64: after the play, tricks go from the offending side to the other. The transfer announced
    when the revoke was established (`trick_transfer_due`) is this one: it leaves the item, the result
    applies the transfer once."""
    to = "EW" if Seat(c.fact["offender"]).side == "NS" else "NS"
    entry = {"kind": "trick_transfer", "to": to, "tricks": int(c.params["tricks"])}
    c.rect[:] = [x for x in c.rect if not (x.get("kind") == "trick_transfer" and x.get("due"))]
    c.add(entry)
    c.t.transfers.append(dict(entry, law=c.law, ruling=_idx(c)))


@handles(PHASE, "trick_transfer_due")
def trick_transfer_due(c: Effect) -> None:
    """Law 64A "（判罚）打牌结束后，将…转给非违规方": announced when the revoke is established, as far as
    the play so far decides it; nothing is applied before the end of play (`trick_transfer`)."""
    to = "EW" if Seat(c.fact["offender"]).side == "NS" else "NS"
    c.add({"kind": "trick_transfer", "to": to, "tricks": int(c.params["tricks"]), "due": "end_of_play"})


@handles(PHASE, "penalty_not_given")
def penalty_not_given(c: Effect) -> None:
    """Law 43B2c "则不应给予判罚": the penalties announced as due in the revoke's item (a trick transfer at the
    end of play, `trick_transfer_due`; a penalty card on the correction, `penalty_card_due`) leave it, and
    with them the citation of a law that now states nothing there."""
    removed = [x for x in c.rect if x.get("kind") in ("trick_transfer", "penalty_card") and x.get("due")]
    c.rect[:] = [x for x in c.rect if x not in removed]
    gone = {x.get("law") for x in removed} - {x.get("law") for x in c.rect} - {x.get("rule_ref") for x in c.rect}
    if c.item is not None:
        c.item.refs[:] = [r for r in c.item.refs if r not in gone]


@handles(PHASE, "penalty_card_due")
def penalty_card_due(c: Effect) -> None:
    """Law 62B1: before the correction is made, the ruling says the card to be withdrawn will be a
    penalty card; it becomes one when the correction is on the log (`penalty_card`)."""
    rv = c.t.revoke_now
    c.add({"kind": "penalty_card", "seat": str(c.seat(c.params["seat"])), "grade": c.params.get("grade", "major"),
           **({"card": str(rv.card)} if rv is not None else {}), "due": "on_correction"})


@handles(PHASE, "play_designated")
def play_designated(c: Effect) -> None:
    c.add({"kind": "play_designated", "seat": str(c.t.contract.dummy), "card": str(c.t.designated)})
    c.t.designate_play = True


@handles(PHASE, "defender_designates")
def defender_designates(c: Effect) -> None:
    """Law 46B5 "则任一防家可指定明手的打牌": dummy's next card is the defenders' to name; the table refuses
    a designation by declarer until dummy has played it."""
    c.add({"kind": "defender_designates", "seat": str(c.t.contract.dummy)})
    c.t.defenders_name_dummy_card = c.t.ps.trick_number


@handles(PHASE, "designate_again")
def designate_again(c: Effect) -> None:
    c.add({"kind": "designate_again", "seat": str(c.t.declarer)})


@handles(PHASE, "play_void")
def play_void(c: Effect) -> None:
    c.add({"kind": "play_void", "seat": c.fact["seat"], "card": c.fact.get("card")})


@handles(PHASE, "claim_settled")
def claim_settled(c: Effect) -> None:
    """The tricks are scored as claimed, or as the director awards them (Laws 69, 70)."""
    claim = c.t.claim
    if claim is None or claim.void:
        return
    claim.settled = True
    c.add({"kind": "claim_settled", "how": c.params["how"], "side": claim.seat.side,
           "tricks": claim.tricks_for_claimer, "of": claim.remaining})
    c.t.end_of_play(c.fact["seq"])


@handles(PHASE, "claim_void")
def claim_void(c: Effect) -> None:
    if c.t.claim is not None:
        c.t.claim.void = True
        c.t.claim.settled = True
    c.add({"kind": "claim_void"})


@handles(PHASE, "replace_card")
def replace_card(c: Effect) -> None:
    """The card withdrawn goes back to the hand, or lies face up as a penalty card (`penalty:
    penalty_card`, Law 62C2: "如果他是防家，其收回的牌张，成为罚张"); the new card is played in its place
    (Laws 45C4b, 47C, 47E2a, 62C2). One change is one replacement: when two rules carry out the same
    change (45C4b and 47C read alike), the second finds the new card already in the trick and adds nothing
    (it would say the new card was withdrawn for itself, issue 18)."""
    t, card = c.t, c.ctx.card
    seat = Seat(c.fact["seat"])
    trick = t.last_trick_of(seat)
    if trick is None or card is None:
        return
    old = (t.ps.current_trick if trick == t.ps.trick_number and t.ps.current_trick
           else list(t.ps.trick(trick).cards))
    was = next((x for s, x in old if s == seat), None)
    if was is not None and str(was) == str(card):
        return
    t.replay(replace={(trick, seat): card})
    t.changed.add(seat)
    penalty = {"penalty": "penalty_card"} if c.params.get("penalty") == "penalty_card" else {}
    c.add({"kind": "replace_card", "seat": str(seat), "card": str(card), **({"withdrawn": str(was)} if was else {}),
           **penalty})


@handles(PHASE, "lead_from_hand")
def lead_from_hand(c: Effect) -> None:
    """Law 43B2a: the next lead is made from the hand the defender named (declarer's or dummy's)."""
    seat = Seat((c.ctx.choice or ("", None))[1] or str(c.t.declarer))
    c.t.ps.lead_from = seat
    c.add({"kind": "lead_from_hand", "seat": str(seat)})


@handles(PHASE, "choose_leading_hand")
def choose_leading_hand(c: Effect) -> None:
    c.add({"kind": "choose_leading_hand", "by": str(c.seat(c.params["by"])), "declarer": str(c.t.declarer)})


@handles(PHASE, "penalty_retained", "statement_required", "penalty_card_designated")
def stated_for_offender(c: Effect) -> None:
    """A rectification that is only stated, for the offender."""
    c.add({"kind": c.name, "seat": c.fact["offender"]})


@handles(PHASE, "treat_in_rotation")
def treat_in_rotation(c: Effect) -> None:
    """Law 60A2: "该不合法的打牌即视同依序出牌" — the entry names the irregular card, so it is never read
    as the penalty card an earlier irregularity left (60A3 keeps that obligation)."""
    card = c.ctx.pending.card if c.ctx.pending is not None else None
    c.add({"kind": "treat_in_rotation", "seat": c.fact["offender"], **({"card": str(card)} if card else {})})


@handles(PHASE, "may_play_any_card")
def may_play_any_card(c: Effect) -> None:
    """Laws 57B, 59: the player who cannot comply with the lead or play penalty may play any other legal
    card ("则可打出其他任何合法牌张"); the penalty itself stands, and so does any penalty card."""
    c.add({"kind": "may_play_any_card", "seat": str(c.seat(c.params["seat"]))})


@handles(PHASE, "supply_card")
def supply_card(c: Effect) -> None:
    """Law 67A1/67B1: the offender's next card goes to the defective trick."""
    t = c.t
    d = t.defect_now
    if d is None:
        return
    seat = c.seat(c.params["seat"])
    t.supply = {"seat": seat, "trick": d["trick"], "item": _idx(c), "deemed": False,
                "keep_winner": bool(c.fact.get("next_both_sides"))}
    c.add({"kind": "supply_card", "seat": str(seat), "trick": d["trick"]})


@handles(PHASE, "deemed_revoke")
def deemed_revoke(c: Effect) -> None:
    if c.t.supply is not None:
        c.t.supply["deemed"] = True
    c.add({"kind": "deemed_revoke", "seat": c.fact["seat"], "trick": c.fact["trick"]})


@handles(PHASE, "extra_withdrawn")
def extra_withdrawn(c: Effect) -> None:
    c.add({"kind": "extra_withdrawn", "seat": c.fact["seat"], "trick": c.fact["trick"]})


@handles(PHASE, "deemed_claim")
def deemed_claim(c: Effect) -> None:
    """Law 48B2, 68A: facing one's hand is a claim (of the remaining tricks, without a statement)."""
    c.add({"kind": "deemed_claim", "seat": c.fact["seat"]})
    idx = _idx(c)
    if idx is not None:
        c.t.deemed_claim(Seat(c.fact["seat"]), c.fact["seq"], idx)


@handles(PHASE, "later_cards_may_change")
def later_cards_may_change(c: Effect) -> None:
    c.add({"kind": "later_cards_may_change", "seat": str(c.t.contract.dummy)})

@handles(PHASE, "must_accept")
def must_accept(c: Effect) -> None:
    """Law 54C: the choice waiting on the opening lead out of turn is settled: declarer must accept it
    (what accepting brings, 54B, follows from the choice)."""
    t, p = c.t, c.t.pending
    c.add({"kind": "must_accept", "seat": str(t.declarer)})
    if p is not None and p.irregularity == "opening_lead_out_of_turn":
        t.choose(p, "accept", None, c.fact["seq"], implicit=False, actor=p.by)


@handles(PHASE, "rights_unaffected")
def rights_unaffected(c: Effect) -> None:
    c.add({"kind": "rights_unaffected", "seat": c.fact["seat"]})


@handles(PHASE, "director_judgment")
def director_judgment(c: Effect) -> None:
    """The director must judge under the law named; `ask`: a further question of it (Law 45F: damage);
    `worded_by`: the section whose question it is (Law 50C/50D1: the penalty card's information, judged
    under Law 16A)."""
    c.add({"kind": "director_judgment", "law": c.params["law"],
           **{k: c.params[k] for k in ("ask", "worded_by") if c.params.get(k)},
           **concerns(c)})


@handles(PHASE, "concession_cancelled")
def concession_cancelled(c: Effect) -> None:
    """Laws 71A, 69B: the tricks conceded (or acquiesced in) that could not be lost by any legal play go
    back to the side that gave them up; after a Law 71 award the award already says how many."""
    claim, n = c.t.claim, int(c.fact.get("unlosable") or 0)
    if claim is None or not n:
        c.add({"kind": "concession_cancelled"})
        return
    if c.fact["stage"] == "retracted":  # Law 69B: the acquiescing side, the claimer's opponents
        claim.tricks_for_claimer -= n
        side = "EW" if claim.seat.side == "NS" else "NS"
    else:  # Law 71A: the conceding side
        claim.tricks_for_claimer += n
        side = claim.seat.side
    c.add({"kind": "concession_cancelled", "side": side, "tricks": n})


@handles(PHASE, "no_penalty", "accepted", "play_ceases", "right_exercised")
def stated(c: Effect) -> None:
    """A rectification that is only stated: the entry names it."""
    c.add({"kind": c.name})


@handles(PHASE, "contract_concession_cancelled")
def contract_concession_cancelled(c: Effect) -> None:
    """Law 71B: the concession of a contract already made (declarer) or already defeated (a defender) is
    cancelled; the tricks still to be played go as the cards decide them, else the director awards them."""
    if c.t.claim is None:
        return
    decided = c.t.settle_cancelled_contract_concession()
    c.add({"kind": "concession_cancelled", "contract": True, **decided})
    if decided["decided"]:
        c.t.end_of_play(c.fact["seq"])
    else:
        c.add({"kind": "director_judgment", "law": c.law})


@handles(PHASE, "acquiescence_withdrawn")
def acquiescence_withdrawn(c: Effect) -> None:
    """Law 69B, on the director's finding: the tricks the acquiescing side acquiesced in losing go back to
    it and the board is rescored."""
    claim, law = c.t.claim, normalise_ref(str(c.fact.get("law") or ""))
    asked = any(r["kind"] == "director_judgment" and r.get("law") == law for r in c.rect)  # the question put
    if claim is None or claim.void or claim.stage != "retracted" or not asked:
        raise answers_no_question(law, c.fact.get("seq"), "finding", why=(
            "no withdrawn acquiescence left to the director", "没有撤回的同意留待裁判处理"))
    n = claim.tricks_for_claimer
    claim.tricks_for_claimer = 0
    c.add({"kind": "concession_cancelled", "side": "EW" if claim.seat.side == "NS" else "NS", "tricks": n})


@handles(PHASE, "dummy_suggested")
def dummy_suggested(c: Effect) -> None:
    """Law 45F (the director found dummy suggested a play): play continues; Law 57C for the trick."""
    trick = int(c.fact.get("trick") or c.t.ps.trick_number)
    c.t.mark_suggestion(trick)
    c.add({"kind": "dummy_suggested", "seat": str(c.t.contract.dummy), "trick": trick})


@handles(PHASE, "adjusted_score")
def adjusted_score(c: Effect) -> None:
    """Law 45F: the defenders were damaged by the play dummy suggested: an adjusted score (Law 12C)."""
    c.add({"kind": "adjusted_score"})


@handles(PHASE, "choice_lapses")
def choice_lapses(c: Effect) -> None:
    """Law 63C: declarer's Law 52B choice on the revoke card lapses once the revoke is established; the
    entry goes to the ruling item that offered the choice."""
    idx = c.fact.get("choice_ruling")
    if isinstance(idx, int):
        c.t.lapse_choice(idx, c.fact.get("card") or (str(c.ctx.card) if c.ctx.card else ""), c.law)

