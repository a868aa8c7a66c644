"""The table model for the play (Laws 41-71), on the same machinery as the auction.

`PlayTable` starts from the auction's result (the contract, firm Law 26 lead penalties, firm Law 24
penalty cards) and the hands. For each play event it works out the context a rule needs (whose turn
it was, the player's role, whether he could follow suit, whether the card is a penalty card, whether
a lead restriction is in force and the card complies …), asserts ONE flat fact for it, and applies
the consequences the lawbook's rules name (`lawbook/ch06-play/law-41.yaml` … `law-71.yaml`). A few
further facts fall due without an event of their own: a lead that falls due (`lead_turn`, for Law
50D2), a revoke that is established, corrected or assessed at the end of play (`revoke`, Laws
62-64), and each stage of a claim (`claim`, Laws 68-71).

Bridge mechanics live in `rulings.play` (tricks, rotation, revoke detection); what the laws decide
lives in the rules. Python here only reads the log, computes the facts, and carries out the
consequences (a card withdrawn, a penalty card recorded, tricks transferred …).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.auction import AuctionTable
from rulings.cards import FULL_PACK, SUITS, Card
from rulings.engine import EngineSession, Firing
from rulings.errors import LogError
from rulings.log import DealLog, Event
from rulings.play import Contract, PlayState, role_of, trick_winner
from rulings.seats import Seat
from rulings.table import Effect, Handler, Item, copy_sharing_session, run_handler, unique

PLAY_LAWS = range(41, 72)
ESTABLISHING = {"63A2": "indicated", "63B": "attention", "43B2b": "dummy_asked"}
OOT_PENDING = ("opening_lead_out_of_turn", "lead_out_of_turn", "declarer_lead_out_of_turn")


@dataclass
class Revoke:
    """A revoke (Law 61A) and what has become of it (Laws 62-64)."""

    item: int
    seat: Seat
    trick: int
    card: Card
    led_suit: str
    role: str
    kind: str = "follow"  # follow (Law 44C) | restriction (a lead or play penalty not complied with)
    established: bool = False
    corrected: bool = False
    assessed: bool = False
    must_correct: bool = False  # established by Law 63B or 43B2b: the revoker still substitutes a legal card
    deemed: bool = False  # Law 67B1b: deemed to have revoked on a defective trick (at most one trick, Law 64)


@dataclass
class PlayPending:
    """A choice the laws give during the play, waiting for the player who makes it."""

    item: int
    irregularity: str
    offender: Seat
    by: Seat
    choices: list[tuple[str, str | None]]
    card: Card | None = None
    fact: dict[str, Any] = field(default_factory=dict)


@dataclass
class Claim:
    """A claim or concession (Law 68) and how it was settled (Laws 69-71)."""

    item: int
    seat: Seat
    concession: bool
    tricks_for_claimer: int  # of the tricks still to be played, those the claimer's side takes
    remaining: int
    event: int
    stage: str = "made"
    settled: bool = False
    void: bool = False
    statement: bool = True  # Law 68C: the claim came with a statement of the line of play


class PlayTable:
    """Replays the play events, asks the engine for each one, applies what the rules say."""

    def __init__(self, log: DealLog, auction_table: AuctionTable, session: EngineSession | None,
                 handlers: Mapping[str, Handler],
                 explore: Callable[[PlayTable, PlayPending], list[dict[str, Any]]] | None = None) -> None:
        self.log = log
        self.session = session
        self.handlers = handlers  # what each consequence does here (rulings/consequences/play.py)
        self.explore = explore  # what follows from each choice, when a choice falls due (rulings.options)
        first = next((e for e in log.events if e.type in ("lead", "play", "designate", "claim", "concede", "object")),
                     None)
        where = first.index if first is not None else None
        fld = first.type if first is not None else None
        contract = auction_table.contract()
        if contract is None:
            why = "the deal was passed out" if auction_table.ended else "the auction has not ended"
            raise LogError(f"{why}: there is no contract to play (Law 22)", event=where, field=fld)
        if len(log.hands) < 3:
            raise LogError("the play needs the hands (at least three; the fourth is the rest of the pack)",
                           event=where, field="hands")
        try:
            self.ps = PlayState(log.hands, contract)
        except ValueError as exc:
            raise LogError(str(exc), event=where, field="hands") from None
        self.contract: Contract = contract
        self.vulnerable = log.vulnerable
        self.items: list[Item] = []
        self.penalty_cards: list[dict[str, Any]] = []
        self.restrictions: list[dict[str, Any]] = []
        self.pending: PlayPending | None = None
        self.revokes: list[Revoke] = []
        self.transfers: list[dict[str, Any]] = []
        self.claim: Claim | None = None
        self.swapped = False
        self.exploring = False
        self.findings: dict[int, list[Event]] = _findings_by_event(log.events)
        self._settled_play = False
        self.changed: set[Seat] = set()  # players who changed their card to the trick in progress (Law 62C)
        self._corrected_by: Seat | None = None  # who corrected a revoke on the trick in progress (Law 62C2)
        self._visible_withdrawn: list[tuple[Seat, int, int, int | None]] = []  # Law 58B3: seat, trick, cards, item
        self._declarer_retracted = False  # Law 60B: declarer's lead from the wrong hand withdrawn (Law 55B)
        # Law 67: the defective tricks (a card omitted, too many cards), the card owed to one of them
        self.defects: list[dict[str, Any]] = []
        self.defect_now: dict[str, Any] | None = None
        self.supply: dict[str, Any] | None = None
        self._kept_winner: set[int] = set()  # Law 67B1: tricks whose winner the supplied card does not change
        self._omitted_due: dict[Seat, int] = {}
        for f in log.events:
            if f.type == "finding" and (f.law or "").startswith("67") and f.finding == "omitted" and f.seat:
                self._omitted_due[f.seat] = self._omitted_due.get(f.seat, 0) + 1
        for pc in auction_table.penalty_cards:
            if pc.get("status") == "firm":
                self.penalty_cards.append({"seat": pc["seat"], "card": pc["card"], "grade": pc.get("grade", "major"),
                                           "law": pc["law"], "ruling": None, "event": pc.get("event")})
        self._law26_choices(log, auction_table, where)
        self._lead_turn(where if where is not None else 0)
        self._pre_play()

    # ------------------------------------------------------------------ set-up
    def _law26_choices(self, log: DealLog, auction_table: AuctionTable, first: int | None) -> None:
        """Law 26: the lead penalties made firm in the auction wait for the offender's partner's first
        lead (26A2, 26B); the lawbook's rules (law-26.yaml, phase play) give declarer his options then.
        Declarer's choice for the opening lead, made after the auction and before the first play event,
        is kept here and put to the table once the opening lead falls due."""
        self.lead_penalties_due = [dict(lp, used=False) for lp in auction_table.lead_penalties
                                   if lp.get("status") == "firm"]
        last_call = max((e.index for e in log.events if e.type == "call"), default=-1)
        self._pre_play_choices = [ev for ev in log.events
                                  if (first is None or ev.index < first) and ev.type == "choice"
                                  and ev.index > last_call and ev.choice in ("require_lead", "forbid_lead")]

    def _pre_play(self) -> None:
        """Declarer's Law 26 choices made before the opening lead, put to the option now waiting."""
        for ev in self._pre_play_choices:
            p = self.pending
            if p is None or p.irregularity != "lead_penalty":
                raise LogError("no lead penalty is in force for declarer to choose (Law 26)", event=ev.index,
                               field="choose")
            self.on_choice(ev)

    # ------------------------------------------------------------------ views
    @property
    def declarer(self) -> Seat:
        return self.contract.declarer

    @property
    def over(self) -> bool:
        return self.ps.is_over or (self.claim is not None and not self.claim.void)

    def role(self, seat: Seat) -> str:
        return role_of(seat, self.contract)

    def penalty_cards_of(self, seat: Seat) -> list[dict[str, Any]]:
        return [pc for pc in self.penalty_cards if pc["seat"] == str(seat)]

    def _position(self, seat: Seat, turn: Seat) -> str:
        return seat.relation_to(turn)

    # ------------------------------------------------------------------ events
    def on_event(self, ev: Event) -> None:
        """One log event of the play, in table order."""
        if ev.type in ("lead", "play"):
            self.on_card(ev)
        elif ev.type == "designate":
            self.on_designate(ev)
        elif ev.type == "expose":
            self.on_expose(ev)
        elif ev.type == "choice":
            self.on_choice(ev)
        elif ev.type in ("claim", "concede"):
            self.on_claim(ev)
        elif ev.type == "object":
            self.on_object(ev)
        elif ev.type == "finding":
            self.on_finding(ev)
        elif ev.type == "call":
            raise LogError("a call after the play has begun", event=ev.index, field="call")

    # ---- cards
    def _check_card(self, ev: Event, seat: Seat, card: Card, fld: str) -> None:
        """Bad input, not an irregularity: a card played twice, not in that hand, a 14th card."""
        if self.ps.is_over:
            raise LogError(f"all 13 tricks have been played; {seat} cannot play {card}", event=ev.index, field=fld)
        if card not in FULL_PACK:
            raise LogError(f"{card} is not a card of the pack", event=ev.index, field=fld)
        holder = next((s for s, cards in self.ps.hands.items() if card in cards), None)
        if holder is not None and holder != seat:
            raise LogError(f"{card} is in {holder}'s hand, not {seat}'s", event=ev.index, field=fld)
        if self.ps.played_by(card) is not None:
            raise LogError(f"{card} has already been played (by {self.ps.played_by(card)})", event=ev.index,
                           field=fld)
        if seat in self.ps.remaining and not self.ps.remaining[seat]:
            raise LogError(f"{seat} has no cards left (a 14th card)", event=ev.index, field=fld)

    def on_card(self, ev: Event, *, designated: bool = False) -> None:
        seat, card = ev.seat, ev.card
        assert seat is not None and card is not None
        fld = "play" if ev.type == "play" else "lead"
        if self.ps.is_over:
            raise LogError(f"all 13 tricks have been played; {seat} cannot play {card}", event=ev.index, field=fld)
        if self.over:
            self._check_card_exists(ev, seat, card, fld)
            fact = self._base_card_fact(ev, seat, card)
            fact["after_claim"] = True
            self._assert(fact, card=card, event=ev)
            return
        if ev.replaces:
            self._check_replacement(ev, seat, card, fld)
            self.on_replace(ev)
            return
        if self.supply is not None and self.supply["seat"] == seat:
            self._supply_card(ev, seat, card, fld)
            return
        self._check_card(ev, seat, card, fld)
        self._maybe_quit_defective(ev, seat)
        p = self.pending
        oot = p is not None and p.irregularity in OOT_PENDING
        # Law 60C: the offending side plays before the opponents chose their rectification: their rights stay
        before_rect = (p is not None and oot and bool(self.ps.current_trick) and seat in (p.offender, p.offender.partner)
                       and p.by not in (p.offender, p.offender.partner))
        if not before_rect:
            self._resolve_pending_by_card(ev, seat, card)
        condoned = oot and bool(self.ps.current_trick) and not before_rect
        current = self.ps.current_trick
        in_trick = any(s == seat for s, _ in current)
        premature = bool(current) and ev.type == "lead" and len(current) < 4
        extra = bool(current) and in_trick and not premature
        fact = self._base_card_fact(ev, seat, card)
        fact.update(premature=premature, extra_card=extra)
        if before_rect and p is not None:
            fact.update(before_rectification=True, ruling=p.item)
        if condoned and p is not None and len(current) == 1 and current[0][0] == seat.lho:
            fact.update(rho_of_oot_leader=True, ruling=p.item)  # Law 53B
        if self._declarer_retracted and self.role(seat) == "defender":
            fact["after_declarer_retraction"] = True  # Law 60B
        if premature or extra:
            partner_played = any(s == seat.partner for s, _ in current)
            fact.update(partner_played=partner_played, is_lead=premature, in_turn=False)
            self._assert(fact, card=card, event=ev)
            return
        # restrictions, penalty cards and rotation, read before the card is placed
        turn = self.ps.next_to_play
        assert turn is not None
        fact.update(self._restriction_fields(seat, card))
        fact.update(self._penalty_fields(seat, card))
        led = current[0][1].suit if current else card.suit
        fact["declarer_played_both"] = ({self.declarer, self.contract.dummy} <= {s for s, _ in current})
        fact["partner_played"] = any(s == seat.partner for s, _ in current)
        before_trick = self.ps.trick_number
        result = self.ps.play(seat, card)
        fact.update(trick=result.trick, place=result.position, is_lead=result.is_lead,
                    opening_lead=result.trick == 1 and result.is_lead, turn_of=str(turn),
                    turn_role=self.role(turn), position=self._position(seat, turn), in_turn=result.in_turn,
                    followed_suit=result.followed_suit, could_follow=result.could_follow,
                    revoke=bool(result.revoke) and card.suit != led)
        fact["designated"] = designated
        fact["accepted_by_playing"] = condoned
        self._assert(fact, card=card, event=ev)
        if self.role(seat) != "defender":
            self._declarer_retracted = False
        self._after_card(ev, seat, before_trick, result.is_lead)

    def _check_card_exists(self, ev: Event, seat: Seat, card: Card, fld: str) -> None:
        holder = next((s for s, cards in self.ps.hands.items() if card in cards), None)
        if holder is not None and holder != seat:
            raise LogError(f"{card} is in {holder}'s hand, not {seat}'s", event=ev.index, field=fld)

    def _check_replacement(self, ev: Event, seat: Seat, card: Card, fld: str) -> None:
        self._check_card_exists(ev, seat, card, fld)
        if self.ps.played_by(card) is not None and self.ps.played_by(card) != seat:
            raise LogError(f"{card} has already been played (by {self.ps.played_by(card)})", event=ev.index,
                           field=fld)

    def _base_card_fact(self, ev: Event, seat: Seat, card: Card) -> dict[str, Any]:
        found = {f.law: f.finding for f in self.findings.get(ev.index, [])}
        return {"kind": "card", "phase": "play", "seq": ev.index, "seat": str(seat), "offender": str(seat),
                "role": self.role(seat), "card": str(card), "suit": card.suit, "honour": card.is_honour,
                "lead_event": ev.type == "lead", "trick": self.ps.trick_number,
                "unrequested": _yes(found.get("45D")), "declarer_saw_dummy": _yes(found.get("54C")),
                "inadvertent": _yes(found.get("50B")) or _yes(found.get("45E")) or None,
                "misinformed": _yes(found.get("47E1")) or _yes(found.get("47E2a")) or None,
                "inadvertent_designation": _yes(found.get("45C4b")) or _yes(found.get("47C")) or None}

    def _restriction_fields(self, seat: Seat, card: Card) -> dict[str, Any]:
        """A lead or play restriction on this card (Laws 26, 50D2, 51, 57) and whether it is met (Law 59)."""
        current = self.ps.current_trick
        held = self.ps.remaining.get(seat, frozenset())
        for r in self.restrictions:
            if r["seat"] != str(seat):
                continue
            kind = r["kind"]
            if kind.endswith("_lead") and not current:
                suit_cards = [c for c in held if c.suit == r["suit"]]
                if kind == "require_lead":
                    can, ok = bool(suit_cards), card.suit == r["suit"]
                else:
                    can, ok = any(c.suit != r["suit"] for c in held), card.suit != r["suit"]
                return self._restriction_fact(r, kind, can, ok)
            if not kind.endswith("_lead") and current:
                led = current[0][1].suit
                follow = sorted((c for c in held if c.suit == led), key=lambda c: c.rank_value)
                if kind in ("highest", "lowest"):
                    can = bool(follow)
                    ok = can and card == (follow[-1] if kind == "highest" else follow[0])
                else:
                    can = any(c.suit != r["suit"] for c in held) and not (r["suit"] == led and follow)
                    ok = card.suit != r["suit"]
                return self._restriction_fact(r, kind, can, ok)
        return {"restriction": "none"}

    @staticmethod
    def _restriction_fact(r: dict[str, Any], kind: str, can: bool, ok: bool) -> dict[str, Any]:
        return {"restriction": kind, "can_comply": can, "complies": ok, "restriction_breach": can and not ok,
                "ruling": r.get("ruling")}

    def _penalty_fields(self, seat: Seat, card: Card) -> dict[str, Any]:
        """Law 50: is the card a penalty card; had one to be played at this turn (Law 50C/50D1, 52)?"""
        mine = self.penalty_cards_of(seat)
        if not mine:
            return {}
        here = next((pc for pc in mine if pc["card"] == str(card)), None)
        out: dict[str, Any] = {"penalty_card": here is not None}
        current = self.ps.current_trick
        held = self.ps.remaining.get(seat, frozenset())
        led = current[0][1].suit if current else None
        can_follow = led is not None and any(c.suit == led for c in held)
        if here is not None:
            out["penalty_grade"] = here["grade"]
            out["legal_penalty_cards"] = sum(1 for pc in mine if led is None or not can_follow or pc["card"][0] == led)
            out.setdefault("ruling", here.get("ruling"))
            return out
        restricted = any(r["seat"] == str(seat) for r in self.restrictions)
        owes = None
        for pc in mine:
            pcard = Card.parse(pc["card"])
            if pc["grade"] == "major":
                if (led is None and not restricted) or (led is not None and (pcard.suit == led or not can_follow)):
                    owes = pc
                    break
            elif card.suit == pcard.suit and not card.is_honour:
                owes = pc  # Law 50C: no low card of that suit before the minor penalty card
                break
        if owes is not None:
            out["owes_penalty_card"] = True
            out["ruling"] = owes.get("ruling")
        return out

    def _after_card(self, ev: Event, seat: Seat, before_trick: int, was_lead: bool) -> None:
        """Establishment of revokes (Law 63A1), the next lead falling due, the end of play."""
        trick = self.ps.trick_number if self.ps.current_trick else self.ps.trick_number - 1
        for rv in self.revokes:
            if not rv.established and not rv.corrected and seat in (rv.seat, rv.seat.partner) and trick > rv.trick:
                self._revoke_fact(rv, "established", ev.index, how="play")
        self._drop_played_restrictions(seat, was_lead)
        if self.ps.trick_number != before_trick:  # the trick was completed
            self._lead_turn(ev.index)
        if self.ps.is_over:
            self.end_of_play(ev.index)

    def _drop_played_restrictions(self, seat: Seat, was_lead: bool) -> None:
        """A required lead is used up by the lead; a play restriction (Law 57A) by the play to its trick."""
        keep = []
        for r in self.restrictions:
            if r["seat"] == str(seat):
                if r["kind"] == "require_lead" and was_lead:
                    continue
                if r["kind"] in ("highest", "lowest", "forbid_play") and not was_lead:
                    continue
            keep.append(r)
        self.restrictions = keep

    # ---- leads falling due
    def _lead_turn(self, seq: int) -> None:
        """A lead falls due: Law 50D2 when the leader's partner holds a major penalty card."""
        leader = self.ps.leader
        self.changed = set()
        self._corrected_by = None
        if leader is None or self.claim is not None:
            return
        # Law 50D2a: a forbidden suit stays forbidden while that player retains the lead
        self.restrictions = [r for r in self.restrictions
                             if not (r["kind"] == "forbid_lead" and r["seat"] != str(leader))]
        self._law26_due(leader, seq)
        partner_cards = self.penalty_cards_of(leader.partner)
        majors = [pc for pc in partner_cards if pc["grade"] == "major"]
        fact = {"kind": "lead_turn", "phase": "play", "seq": seq, "seat": str(leader),
                "offender": str(leader.partner), "role": self.role(leader), "trick": self.ps.trick_number,
                "partner_major_penalty": bool(majors), "partner_penalty_count": len(partner_cards),
                "partner_penalty_suits": len({Card.parse(pc["card"]).suit for pc in partner_cards})}
        if majors:
            fact["ruling"] = self._item_for_penalty_card(majors[0], seq)
        self._assert(fact)

    def _law26_due(self, leader: Seat, seq: int) -> None:
        """Law 26A2/26B: the offender's partner has the lead for the first time (the opening lead
        included) and a lead penalty from the auction is firm: a `lead_turn` fact for Law 26's rules."""
        for lp in self.lead_penalties_due:
            if lp["used"] or lp["seat"] != str(leader):
                continue
            lp["used"] = True
            idx = self._open_item(seq, "lead_penalty", Seat(lp["offender"]))
            self._lp_suits = list(lp.get("suits") or []) or list(SUITS)
            fact = {"kind": "lead_turn", "phase": "play", "seq": seq, "seat": str(leader),
                    "offender": lp["offender"], "role": self.role(leader), "trick": self.ps.trick_number,
                    "lead_penalty": lp["law_kind"], "ruling": idx}
            self._assert(fact)
            return

    _lp_suits: list[str] = []

    def _item_for_penalty_card(self, pc: dict[str, Any], seq: int) -> int:
        """The ruling item a penalty card belongs to (a Law 24 card from the auction gets one here)."""
        if pc.get("ruling") is None:
            idx = self._open_item(seq, "penalty_card", Seat(pc["seat"]))
            self.items[idx].refs.append(pc["law"])
            pc["ruling"] = idx
        return int(pc["ruling"])

    # ---- replacing a card: Laws 47 and 62
    def on_replace(self, ev: Event) -> None:
        seat, card = ev.seat, ev.card
        assert seat is not None and card is not None
        rv = self._correctable_revoke(seat)
        fact = self._base_card_fact(ev, seat, card)
        fact.update(replaces=True, replaced_revoke=rv is not None,
                    after_opponent_change=self._opponent_changed(seat), subsequent_play=self._played_after(seat))
        withdrawn: list[str] | None = None
        corr = self._corrected_by
        trick_no = self.last_trick_of(seat)
        cards = (self.ps.current_trick if trick_no == self.ps.trick_number
                 else list(self.ps.tricks[-1].cards) if trick_no is not None else [])
        if rv is None and corr is not None and seat in (corr, corr.partner) and fact["after_opponent_change"]:
            was = next((c for s, c in cards if s == seat), None)
            item = next((r.item for r in reversed(self.revokes) if r.seat == corr and r.corrected), None)
            fact.update(offending_side_after_correction=True, ruling=item)  # Law 62C2
            withdrawn = [str(was)] if was is not None else None
        mine = [n for n, (s, _) in enumerate(cards) if s == seat]
        for who, trick, count, vitem in self._visible_withdrawn:  # Law 58B3
            if who in (seat.lho, seat.rho) and trick == trick_no and mine and mine[-1] >= count:
                fact.update(after_visible_withdrawn=True, ruling=vitem)
        done = next((r for r in reversed(self.revokes) if r.seat == seat and r.established and not r.corrected
                     and card.suit == r.led_suit), None)
        if rv is None and done is not None:  # Law 63C: an established revoke may not be corrected
            fact.update(replaced_established_revoke=True, ruling=done.item, trick=done.trick)
            self.revoke_now = done
        if rv is not None:
            if card.suit != rv.led_suit and rv.kind == "follow":
                raise LogError(f"{seat} corrects the revoke on trick {rv.trick} with {card}, not a "
                               f"{rv.led_suit} card", event=ev.index, field=ev.type)
            self._revoke_fact(rv, "corrected", ev.index, exposed_card=rv.role == "dummy")
            self._place_correction(ev, seat, card, rv)
            return
        self._assert(fact, card=card, cards=withdrawn, event=ev)
        if fact["after_opponent_change"]:  # Law 47D, 62C1: the change is allowed, without penalty
            trick = self.last_trick_of(seat)
            if trick is not None:
                self.replay(replace={(trick, seat): card})
                self.changed.add(seat)

    def _played_after(self, seat: Seat) -> bool:
        """Law 47E2: has any card been played after this player's last card?"""
        current = self.ps.current_trick
        mine = [n for n, (s, _) in enumerate(current) if s == seat]
        if mine:
            return mine[-1] < len(current) - 1
        if self.ps.tricks and self.ps.tricks[-1].card_of(seat) is not None:
            cards = list(self.ps.tricks[-1].cards)
            return bool(current) or [s for s, _ in cards].index(seat) < len(cards) - 1
        return False

    def last_trick_of(self, seat: Seat) -> int | None:
        if any(s == seat for s, _ in self.ps.current_trick):
            return self.ps.trick_number
        if self.ps.tricks and self.ps.tricks[-1].card_of(seat) is not None:
            return len(self.ps.tricks)
        return None

    def _correctable_revoke(self, seat: Seat) -> Revoke | None:
        for rv in reversed(self.revokes):
            if rv.seat == seat and not rv.corrected and not rv.deemed and (not rv.established or rv.trick == 12
                                                                           or rv.must_correct):
                return rv
        return None

    def _opponent_changed(self, seat: Seat) -> bool:
        return bool(self.changed & {seat.lho, seat.rho})

    def _place_correction(self, ev: Event, seat: Seat, card: Card, rv: Revoke) -> None:
        """Law 62B: the revoke card is withdrawn and a card of the suit led played in its place."""
        self.replay(replace={(rv.trick, seat): card})
        rv.corrected = True
        self.changed = {seat}
        self._corrected_by = seat
        if self.ps.is_over:
            self.end_of_play(ev.index)

    def replay(self, replace: dict[tuple[int, Seat], Card] | None = None, contract: Contract | None = None) -> None:
        """Rebuild the play with some cards replaced (a corrected revoke) or another declarer (Law 54A).
        Trick 13 is re-dealt from what each player has left when trick 12 changes (Law 62D)."""
        replace = replace or {}
        tricks = [list(t.cards) for t in self.ps.tricks] + ([list(self.ps.current_trick)]
                                                           if self.ps.current_trick else [])
        state = PlayState(self.log.hands, contract or self.contract)
        twelfth_changed = any(n == 12 for n, _ in replace)
        for n, cards in enumerate(tricks, 1):
            if n == 13 and twelfth_changed:
                seat = state.leader
                assert seat is not None
                for _ in range(4):
                    left = state.remaining.get(seat)
                    if left:
                        state.play(seat, next(iter(left)))
                    seat = seat.lho
                continue
            for seat, card in cards:
                state.play(seat, replace.get((n, seat), card))
            if len(cards) < 4 and n <= len(self.ps.tricks):
                state.quit_defective_trick()  # Law 67: a defective trick, quitted with a card missing
            elif n in self._kept_winner and state.tricks[n - 1].winner != self.ps.tricks[n - 1].winner:
                state.award_trick(n, self.ps.tricks[n - 1].winner)  # Law 67B1: a supplied card changes nothing
        self.ps = state

    # ---- designation: Law 46
    def on_designate(self, ev: Event) -> None:
        """Law 46B: declarer's incomplete designation of dummy's card, read as the law reads it."""
        assert ev.seat is not None and ev.designation is not None
        dummy = self.contract.dummy
        if ev.seat not in (self.declarer, dummy):
            raise LogError(f"only declarer designates dummy's cards; {ev.seat} is not declarer", event=ev.index,
                           field="designate")
        if self.over:
            raise LogError("the play is over; nothing to designate", event=ev.index, field="designate")
        d = ev.designation
        current = self.ps.current_trick
        held = sorted(self.ps.remaining.get(dummy, frozenset()), key=lambda c: c.rank_value)
        leading = not current
        led = current[0][1].suit if current else None
        kind = {"high": "high", "low": "low", "any": "any"}.get(d) or ("suit" if d in SUITS else "rank")
        legal = [c for c in held if c.suit == led] if led and any(c.suit == led for c in held) else held
        card: Card | None = None
        ambiguous = not_in = won_prev = False
        fourth = len(current) == 3
        if kind == "any":
            pass  # Law 46B5: the defenders name the card; dummy's next play event is their choice
        elif kind in ("high", "low"):
            suit_cards = [c for c in held if c.suit == led] if led else []
            if not suit_cards:
                ambiguous = True
            elif kind == "low":
                card = suit_cards[0]
            elif fourth:
                winners = [c for c in suit_cards if trick_winner(current + [(dummy, c)], self.ps.trump) == dummy]
                card = winners[0] if winners else suit_cards[-1]
            else:
                card = suit_cards[-1]
        elif kind == "suit":
            suit_cards = [c for c in held if c.suit == d]
            if not suit_cards:
                not_in = True
            else:
                card = suit_cards[0]
        else:
            fits = [c for c in legal if c.rank == d]
            if leading and self.ps.tricks and self.ps.tricks[-1].winner == dummy:
                prev = self.ps.tricks[-1].winning_card.suit
                cand = [c for c in held if c.rank == d and c.suit == prev]
                if cand:
                    card, won_prev = cand[0], True
            if card is None:
                if len(fits) == 1:
                    card = fits[0]
                elif len(fits) > 1:
                    ambiguous = True
                else:
                    not_in = True
        fact = {"kind": "designation", "phase": "play", "seq": ev.index, "seat": str(self.declarer),
                "offender": str(self.declarer), "role": "declarer", "trick": self.ps.trick_number,
                "designation": kind, "leading": leading, "fourth_hand": fourth, "resolved": card is not None,
                "ambiguous": ambiguous, "not_in_dummy": not_in, "won_previous_in_suit": won_prev}
        self.designated: Card | None = card
        self._assert(fact, card=card, event=ev)
        if card is not None and self.designate_play:
            self.designate_play = False
            self.on_card(Event(index=ev.index, type="lead" if leading else "play", seat=dummy, card=card),
                         designated=True)

    designate_play = False
    designated: Card | None = None

    # ---- exposed cards: Laws 48, 49, 50
    def on_expose(self, ev: Event) -> None:
        seat = ev.seat
        assert seat is not None
        for c in ev.cards:
            holder = next((s for s, cards in self.ps.hands.items() if c in cards), None)
            if holder is not None and holder != seat:
                raise LogError(f"{c} is in {holder}'s hand, not {seat}'s", event=ev.index, field="expose")
            if self.ps.played_by(c) is not None:
                raise LogError(f"{c} has already been played", event=ev.index, field="expose")
        found = {f.law: f.finding for f in self.findings.get(ev.index, [])}
        left = self.ps.remaining.get(seat, frozenset())
        p = self.pending
        fact = {"kind": "play_expose", "phase": "play", "seq": ev.index, "seat": str(seat), "offender": str(seat),
                "role": self.role(seat), "trick": self.ps.trick_number, "count": len(ev.cards),
                "honour": any(c.is_honour for c in ev.cards),
                "inadvertent": _yes(found.get("50B")) or _yes(found.get("49")) or None,
                "whole_hand": set(ev.cards) == set(left) and len(left) > 1,
                "penalty_cards_held": len(self.penalty_cards_of(seat)),
                "simultaneous": _yes(found.get("58B2")) or _yes(found.get("58B")) or None}
        if p is not None:
            fact["pending"] = p.irregularity
            fact["pending_role"] = "chooser" if seat == p.by else "other"
            if p.irregularity == "opening_lead_out_of_turn" and seat == p.by:
                fact["ruling"] = p.item
        self._assert(fact, cards=[str(c) for c in ev.cards if str(c) not in
                                  {pc["card"] for pc in self.penalty_cards}], event=ev)
        if fact["simultaneous"]:  # Law 58B3: opponents who played after it may change their cards
            self._visible_withdrawn.append((seat, self.ps.trick_number, len(self.ps.current_trick),
                                            len(self.items) - 1 if self.items else None))
        if p is not None and p is self.pending and p.irregularity == "opening_lead_out_of_turn" and seat == p.by:
            self.choose(p, "spread", None, ev.index, implicit=False, actor=seat)

    # ---- choices
    def on_choice(self, ev: Event) -> None:
        p = self.pending
        assert ev.seat is not None
        if p is None:
            raise LogError(f"no choice is waiting for {ev.seat} here", event=ev.index, field="choose")
        chooser_side = {p.by, p.by.partner}
        if ev.seat not in chooser_side:
            raise LogError(f"the choice is {p.by}'s, not {ev.seat}'s ({p.irregularity})", event=ev.index,
                           field="choose")
        names = [c for c, _ in p.choices]
        if ev.choice not in names:
            raise LogError(f"{p.by} may choose {', '.join(names)} here, not {ev.choice}", event=ev.index,
                           field="choose")
        value = ev.choice_value
        if ev.choice in ("require_lead", "forbid_lead", "forbid_play"):
            value = (value or "").upper()
            allowed = {v for c, v in p.choices if c == ev.choice and v}
            if value not in SUITS or (ev.choice != "forbid_play" and allowed and value not in allowed):
                raise LogError(f"{ev.choice_value!r} is not a suit declarer may name here "
                               f"({', '.join(sorted(allowed)) or 'S H D C'})", event=ev.index, field="choose")
        elif ev.choice == "require_play" and (value or "").lower() not in ("highest", "lowest"):
            raise LogError("require_play is highest or lowest", event=ev.index, field="choose")
        elif ev.choice == "penalty_card" and value and value.upper().replace("10", "T") not in \
                {pc["card"] for pc in self.penalty_cards}:
            raise LogError(f"{value} is not a penalty card", event=ev.index, field="choose")
        self.choose(p, ev.choice or "", value, ev.index, implicit=False, actor=ev.seat)

    def _resolve_pending_by_card(self, ev: Event, seat: Seat, card: Card) -> None:
        """A card played while a choice waits: the chooser's side playing on condones the irregularity
        (Laws 53A, 52B1b, 60A1); the proper leader's lead settles it otherwise (Law 53C)."""
        for _ in range(3):
            p = self.pending
            if p is None:
                return
            self._resolve_once(p, ev, seat)

    def _resolve_once(self, p: PlayPending, ev: Event, seat: Seat) -> None:
        proper = self.ps.leader
        if p.irregularity in OOT_PENDING:
            lead = ev.type == "lead" and seat == proper and seat != p.offender
            self.choose(p, "decline" if lead else "accept", None, ev.index, implicit=True, actor=seat)
        elif p.irregularity == "penalty_card_lead":
            self.choose(p, "penalty_card", None, ev.index, implicit=True, actor=seat)
        elif p.irregularity in ("premature_play", "lead_penalty"):
            self.pending = None  # declarer played on, or the partner played: no restriction was chosen
        elif p.irregularity == "failure_to_play_penalty_card":
            self.choose(p, "accept", None, ev.index, implicit=True, actor=seat)

    def choose(self, p: PlayPending, choice: str, value: str | None, seq: int, *, implicit: bool,
                actor: Seat) -> None:
        self.pending = None
        pcs = self.penalty_cards_of(p.offender)
        suit = (value or "").upper() if choice in ("require_lead", "forbid_lead", "forbid_play") else None
        leader = self.ps.leader
        fact = {"kind": "play_choice", "phase": "play", "seq": seq, "seat": str(actor), "offender": str(p.offender),
                "irregularity": p.irregularity, "ruling": p.item, "choice": choice, "implicit": implicit,
                "value": value,
                "role": self.role(actor), "offender_role": self.role(p.offender), "trick": self.ps.trick_number,
                "opening_lead": bool(p.fact.get("opening_lead")),
                "leader": str(leader) if leader else None, "leader_role": self.role(leader) if leader else None,
                "penalty_cards_in_suit": sum(1 for pc in pcs if suit and pc["card"][0] == suit),
                "penalty_suits": len({pc["card"][0] for pc in pcs}),
                "lead_penalty": p.fact.get("lead_penalty")}
        self._assert(fact, card=p.card, choice=(choice, value), pending=p)
        if p.irregularity == "declarer_lead_out_of_turn" and choice == "decline" and fact["leader_role"] != "defender":
            self._declarer_retracted = True  # Law 60B: until declarer leads from the right hand
        if self.ps.current_trick == [] and self.pending is None and not self.over and \
                choice in ("decline", "spread") and p.irregularity in OOT_PENDING:
            self._lead_turn(seq)

    # ---- claims: Laws 68-71
    def on_claim(self, ev: Event) -> None:
        seat = ev.seat
        assert seat is not None and ev.tricks is not None
        if self.over:
            raise LogError("the play is over; there is nothing left to claim", event=ev.index, field=ev.type)
        remaining = 13 - len(self.ps.tricks)
        if ev.tricks > remaining:
            raise LogError(f"only {remaining} tricks remain; cannot {ev.type} {ev.tricks}", event=ev.index,
                           field=ev.type)
        concession = ev.type == "concede"
        mine = remaining - ev.tricks if concession else ev.tricks
        self.pending = None
        item = self._open_item(ev.index, "concession" if concession else "claim", seat)
        self.claim = Claim(item, seat, concession, mine, remaining, ev.index, statement=bool(ev.statement))
        for rv in self.revokes:  # Law 63A3: a claim or concession by the offending side establishes a revoke
            if not rv.established and not rv.corrected and seat in (rv.seat, rv.seat.partner):
                self._revoke_fact(rv, "established", ev.index, how="claim")
        self._claim_fact("made", ev.index)

    def _claim_fact(self, stage: str, seq: int, **extra: Any) -> None:
        c = self.claim
        assert c is not None
        c.stage = stage
        fact = {"kind": "claim", "phase": "play", "seq": seq, "seat": str(c.seat), "offender": str(c.seat),
                "role": self.role(c.seat), "ruling": c.item, "stage": stage, "concession": c.concession,
                "claimed": c.tricks_for_claimer, "remaining": c.remaining, "trick": self.ps.trick_number,
                "statement": c.statement, **extra}
        self._assert(fact)

    def on_object(self, ev: Event) -> None:
        c = self.claim
        if c is None or c.settled:
            raise LogError("there is no claim or concession to object to", event=ev.index, field="object")
        assert ev.seat is not None
        partner = ev.seat == c.seat.partner and c.concession and self.role(c.seat) == "defender"
        self._claim_fact("contested", ev.index, partner_objects=partner)

    def on_finding(self, ev: Event) -> None:
        """The director's finding: recorded with the item it answers; Law 70/71 findings give tricks."""
        law = ev.law or ""
        if self.claim is not None and not self.claim.settled and law[:2] in ("69", "70", "71"):
            try:
                n = int(str(ev.finding))
            except ValueError:
                raise LogError(f"a Law {law} finding is the number of tricks awarded, not {ev.finding!r}",
                               event=ev.index, field="finding") from None
            c = self.claim
            if not 0 <= n <= c.remaining:
                raise LogError(f"{n} tricks awarded, but only {c.remaining} remained", event=ev.index,
                               field="finding")
            c.tricks_for_claimer = n
            self.items[c.item].judgments.append(str(ev.finding))
            self._claim_fact("awarded", ev.index)
            return
        if law.startswith("67") and ev.finding in ("omitted", "too_many"):
            self._defective_finding(ev)
            return
        if law in ESTABLISHING and _yes(ev.finding):
            self._establish_by_finding(ev, law)
            return
        if self.items:
            self.items[-1].judgments.append(str(ev.finding))
        if law and law[:2].isdigit() and int(law[:2]) in PLAY_LAWS and law not in ("45D", "54C", "50B", "45E", "49"):
            fact = {"kind": "play_finding", "phase": "play", "seq": ev.index, "seat": str(self.declarer),
                    "offender": str(ev.seat or self.declarer), "role": "declarer", "law": law,
                    "finding": str(ev.finding), "trick": self.ps.trick_number}
            self._assert(fact)

    def _establish_by_finding(self, ev: Event, law: str) -> None:
        """Law 63A2 (the offending side named its next lead or play), 63B (attention drawn illegally,
        Law 61B) and 43B2b (dummy asked declarer first): the director's finding establishes the revoke."""
        how = ESTABLISHING[law]
        rv = next((r for r in reversed(self.revokes) if not r.established and not r.corrected
                   and (law != "43B2b" or r.role == "declarer")), None)
        if rv is None:
            raise LogError(f"no revoke {'by declarer ' if law == '43B2b' else ''}is open for a Law {law} finding",
                           event=ev.index, field="finding")
        self.items[rv.item].judgments.append(str(ev.finding))
        rv.must_correct = how in ("attention", "dummy_asked")
        self._revoke_fact(rv, "established", ev.index, how=how)

    # ------------------------------------------------------------------ defective tricks: Law 67
    def _maybe_quit_defective(self, ev: Event, seat: Seat) -> None:
        """A lead while three cards lie on the trick and the fourth player is found (later in the log) to
        have failed to play to it: the players quitted a defective trick (Law 67)."""
        current = self.ps.current_trick
        if ev.type != "lead" or len(current) != 3:
            return
        missing = next(s for s in (seat, seat.lho, seat.partner, seat.rho) if all(s != x for x, _ in current))
        if missing != seat and self._omitted_due.get(missing, 0) > 0:
            self._omitted_due[missing] -= 1
            self.defects.append({"seat": missing, "trick": self.ps.quit_defective_trick().index,
                                 "defect": "omitted", "found": False})

    def _defective_finding(self, ev: Event) -> None:
        """Law 67: the director finds a defective trick; a `defective_trick` fact for Law 67's rules."""
        seat = ev.seat
        if seat is None:
            raise LogError("a Law 67 finding names the offender (seat)", event=ev.index, field="seat")
        if ev.finding == "omitted":
            cands = [d for d in self.defects if d["seat"] == seat and not d["found"] and d["defect"] == "omitted"
                     and (ev.trick is None or d["trick"] == ev.trick)]
            current = self.ps.current_trick
            if not cands and len(current) == 3 and all(s != seat for s, _ in current) and \
                    ev.trick in (None, self.ps.trick_number):
                self._omitted_due[seat] = max(0, self._omitted_due.get(seat, 0) - 1)
                cands = [{"seat": seat, "trick": self.ps.quit_defective_trick().index, "defect": "omitted"}]
                self.defects.append(cands[0])
            if not cands:
                raise LogError(f"no trick{' ' + str(ev.trick) if ev.trick else ''} was quitted without {seat}'s "
                               f"card (Law 67)", event=ev.index, field="finding")
            d = cands[-1]
        else:
            k = ev.trick
            if k is None:
                raise LogError("a Law 67 too_many finding names the defective trick (trick: N)", event=ev.index,
                               field="trick")
            if k > len(self.ps.tricks) or self.ps.trick(k).card_of(seat) is None:
                raise LogError(f"{seat} has no card on a quitted trick {k} (Law 67)", event=ev.index, field="trick")
            d = {"seat": seat, "trick": k, "defect": "too_many"}
            self.defects.append(d)
        d["found"] = True
        k = d["trick"]
        nxt = self.ps.trick(k + 1).cards if k + 1 <= len(self.ps.tricks) else tuple(self.ps.current_trick)
        led = self.ps.trick(k).led_suit
        fact = {"kind": "defective_trick", "phase": "play", "seq": ev.index, "seat": str(seat),
                "offender": str(seat), "role": self.role(seat), "trick": k, "defect": d["defect"],
                "next_both_sides": len({s.side for s, _ in nxt}) == 2,
                "has_suit_led": any(c.suit == led for c in self.ps.remaining.get(seat, frozenset()))}
        self.defect_now = d
        self._assert(fact)

    def _supply_card(self, ev: Event, seat: Seat, card: Card, fld: str) -> None:
        """Law 67A1/67B1: the card the offender places in the defective trick."""
        s = self.supply
        assert s is not None
        k = s["trick"]
        self._check_card(ev, seat, card, fld)
        led = self.ps.trick(k).led_suit
        if card.suit != led and any(c.suit == led for c in self.ps.remaining.get(seat, frozenset())):
            raise LogError(f"{seat} holds a {led} card and must place one in trick {k}, not {card} (Law 67)",
                           event=ev.index, field=fld)
        self.supply = None
        self.ps.add_to_trick(k, seat, card, keep_winner=s["keep_winner"])  # Law 67A1/67B1
        if s["keep_winner"]:
            self._kept_winner.add(k)
        if s["deemed"]:
            self.revokes.append(Revoke(s["item"], seat, k, card, led, self.role(seat), established=True,
                                       deemed=True))

    # ------------------------------------------------------------------ revokes: Laws 62-64
    def _revoke_fact(self, rv: Revoke, stage: str, seq: int, **extra: Any) -> None:
        fact = {"kind": "revoke", "phase": "play", "seq": seq, "seat": str(rv.seat), "offender": str(rv.seat),
                "role": rv.role, "ruling": rv.item, "trick": rv.trick, "stage": stage,
                "established": rv.established, "faced": rv.role == "dummy", "deemed": rv.deemed, **extra}
        self.revoke_now = rv
        self._assert(fact, card=rv.card)

    revoke_now: Revoke | None = None

    def end_of_play(self, seq: int) -> None:
        """The play is over (13 tricks, or a claim settled): each established revoke is assessed (Law 64),
        a revoke on trick 12 corrected (Law 62D)."""
        if self._settled_play:
            return
        self._settled_play = True
        self.pending = None
        for rv in self.revokes:
            if rv.assessed or (rv.corrected and not rv.established):
                continue
            if not rv.established and rv.trick != 12:
                continue
            rv.assessed = True
            self._revoke_fact(rv, "end", seq, **self._assessment(rv))

    def _assessment(self, rv: Revoke) -> dict[str, Any]:
        side = rv.seat.side
        tricks = self.ps.tricks
        won = sum(1 for t in tricks if t.index >= rv.trick and t.winning_side == side)
        if self.claim is not None and self.claim.settled and not self.claim.void:
            c = self.claim
            won += c.tricks_for_claimer if c.seat.side == side else c.remaining - c.tricks_for_claimer
        revoke_trick = next((t for t in tricks if t.index == rv.trick), None)
        offender_won = revoke_trick is not None and revoke_trick.winner == rv.seat
        legal_later = any(t.index > rv.trick and t.winner == rv.seat and t.winning_card.suit == rv.led_suit
                          for t in tricks)
        second = any(o is not rv and o.seat == rv.seat and o.led_suit == rv.led_suit and o.established
                     and o.trick < rv.trick for o in self.revokes)
        late = next((("next_deal" if f.law == "64B4" else "round_end") for f in self.log.events
                     if f.type == "finding" and f.law in ("64B4", "64B5") and _yes(f.finding)), None)
        return {"noticed_late": late, "offender_won_revoke_trick": offender_won, "side_tricks_from_revoke": won,
                "won_later_with_legal_card": legal_later, "second_in_suit": second}

    def correct_twelfth(self, rv: Revoke) -> None:
        """Law 62D1: the revoke on trick 12 is corrected: the offender's card of the suit led goes to
        trick 12, and trick 13 is played from what is left."""
        left = [c for c in self.log_hand(rv.seat) if c.suit == rv.led_suit and self._played_at(c) >= 12]
        if not left:
            return
        self.replay(replace={(12, rv.seat): left[0]})
        rv.corrected = True

    def log_hand(self, seat: Seat) -> frozenset[Card]:
        return self.ps.hands.get(seat, frozenset())

    def _played_at(self, card: Card) -> int:
        for t in self.ps.tricks:
            if t.card_of(self.ps.played_by(card) or Seat.N) == card:
                return t.index
        return 14

    def open_revoke(self, idx: int, fact: dict[str, Any], card: Card) -> None:
        """A revoke (Law 61A) is followed until it is established, corrected or assessed (Laws 62-64)."""
        trick = int(fact["trick"])
        current = self.ps.current_trick
        if current and trick == self.ps.trick_number:
            led = current[0][1].suit
        else:
            led = self.ps.trick(trick).led_suit
        kind = "restriction" if fact.get("restriction_breach") else "follow"
        self.revokes.append(Revoke(idx, Seat(fact["seat"]), trick, card, led, fact["role"], kind))

    # ------------------------------------------------------------------ rules and consequences
    def penalty_cards_held(self, seat: Seat, seq: int, ruling: int | None) -> None:
        """The penalty cards a player now holds, put to the rules (Law 50B: two or more are all major)."""
        mine = self.penalty_cards_of(seat)
        if not mine:
            return
        self._assert({"kind": "penalty_cards", "phase": "play", "seq": seq, "seat": str(seat), "offender": str(seat),
                      "role": self.role(seat), "trick": self.ps.trick_number, "count": len(mine),
                      "minor": sum(1 for pc in mine if pc["grade"] == "minor"), "ruling": ruling})

    def _open_item(self, seq: int, irregularity: str, offender: Seat) -> int:
        self.items.append(Item(seq, irregularity, offender))
        return len(self.items) - 1

    def _assert(self, fact: dict[str, Any], *, card: Card | None = None, cards: list[str] | None = None,
                event: Event | None = None, choice: tuple[str, str | None] | None = None,
                pending: PlayPending | None = None) -> None:
        firings = self.session.assert_fact(fact) if self.session is not None else []
        ctx = _Ctx(self, fact, card, cards, event, choice, pending)
        for f in firings:
            ctx.fire(f)
        ctx.finish()

    # ------------------------------------------------------------------ options
    def clone(self) -> PlayTable:
        twin = copy_sharing_session(self)
        twin.exploring = True
        return twin

    # ------------------------------------------------------------------ the end
    def finish(self) -> None:
        """The log is over: an unopposed claim stands (Law 69A); the play's end is assessed."""
        c = self.claim
        if c is not None and not c.settled and not c.void and c.stage == "made":
            self._claim_fact("acquiesced", c.event)
        if self.over:
            self.end_of_play(self.log.events[-1].index if self.log.events else 0)

    def outcome(self) -> PlayOutcome | None:
        """The result of the play once it is over: tricks played (Law 79), claimed (Laws 68-71) and
        transferred (Law 64), for the score (Law 77)."""
        if not self.over:
            return None
        side = self.contract.declaring_side
        played = self.ps.tricks_won[side]
        claimed = 0
        if self.claim is not None and self.claim.settled:
            c = self.claim
            claimed = c.tricks_for_claimer if c.seat.side == side else c.remaining - c.tricks_for_claimer
        transferred = sum(t["tricks"] if t["to"] == side else -t["tricks"] for t in self.transfers)
        return PlayOutcome(self.contract, played, claimed, transferred, [dict(t) for t in self.transfers],
                           max(0, min(13, played + claimed + transferred)))


@dataclass(frozen=True)
class PlayOutcome:
    """What the play produced: the contract played (after Law 54A, the new declarer) and the
    declarer's tricks, played, claimed and transferred."""

    contract: Contract
    played: int
    claimed: int
    transferred: int
    transfers: list[dict[str, Any]]
    tricks: int


def _yes(value: str | None) -> bool | None:
    if value is None:
        return None
    return str(value).lower() in ("yes", "true", "inadvertent", "unrequested", "seen", "是")


def _findings_by_event(events: tuple[Event, ...]) -> dict[int, list[Event]]:
    """Each finding belongs to the last event before it that is not a finding (or director call)."""
    out: dict[int, list[Event]] = {}
    last: int | None = None
    for ev in events:
        if ev.type == "finding":
            if last is not None:
                out.setdefault(last, []).append(ev)
        elif ev.type != "director":
            last = ev.index
    return out


class _Ctx:
    """The firings on one play fact: opens their ruling items, cites them, and hands each consequence to
    its handler (rulings/consequences/play.py), in a fixed order."""

    def __init__(self, table: PlayTable, fact: dict[str, Any], card: Card | None, cards: list[str] | None,
                 event: Event | None, choice: tuple[str, str | None] | None, pending: PlayPending | None) -> None:
        self.t, self.fact, self.card, self.event, self.choice, self.pending = table, fact, card, event, choice, pending
        self.cards = cards if cards is not None else ([str(card)] if card is not None else [])
        self.names: list[tuple[str, dict[str, Any], Firing]] = []
        self.new_items: dict[str, int] = {}

    def rule(self, f: Firing) -> Any:
        return self.t.session.engine.rules[f.rule]  # type: ignore[union-attr]

    def fire(self, f: Firing) -> None:
        """durable-rules may fire a rule once per matching `any` alternative: count each rule once per fact."""
        if any(g.rule == f.rule and g.fid == f.fid for _, _, g in self.names):
            return
        for name, params in self.rule(f).then:
            self.names.append((name, params, f))

    def seat(self, expr: str, fact: dict[str, Any] | None = None) -> Seat:
        """A seat written relative to the fact (`offender.partner`, `declarer`, `leader` …)."""
        fact = self.fact
        base, _, rel = expr.partition(".")
        if base == "declarer":
            s = self.t.declarer
        elif base == "dummy":
            s = self.t.contract.dummy
        elif base == "leader":
            s = Seat(fact.get("leader") or self.t.ps.leader or fact["seat"])
        else:
            s = Seat(fact.get({"offender": "offender", "seat": "seat", "turn_of": "turn_of"}.get(base, base))
                     or fact["seat"])
        return getattr(s, rel) if rel else s

    def item_of(self, f: Firing) -> Item | None:
        rule = self.rule(f)
        named = [p["name"] for n, p in rule.then if n == "irregularity"]
        if named and named[0] in self.new_items:
            return self.t.items[self.new_items[named[0]]]
        idx = self.fact.get("ruling")
        if idx is None and self.new_items:
            idx = next(iter(self.new_items.values()))
        return self.t.items[idx] if isinstance(idx, int) and idx < len(self.t.items) else None

    def finish(self) -> None:
        t, fact = self.t, self.fact
        for name, params, _f in self.names:
            if name == "irregularity" and params["name"] not in self.new_items:
                self.new_items[params["name"]] = t._open_item(fact["seq"], params["name"], Seat(fact["offender"]))
        for f in unique(f for _, _, f in self.names):
            item = self.item_of(f)
            if item is None:
                continue
            ref = self.rule(f).ref
            if ref not in item.refs:
                item.refs.append(ref)
            item.trace.append({"rule": f.rule, "fact": {k: v for k, v in f.fact.items() if k != "sid"}})
        for name, params, f in self.names:
            run_handler(t.handlers, "play", Effect(self, name, params, f, self.fact, self.rule(f).ref, self.item_of(f)))
        p = t.pending
        if p is not None and t.explore is not None and not t.exploring and not t.items[p.item].options \
                and p is not self.pending:
            t.items[p.item].options = t.explore(t, p)  # what follows from each choice (rulings.options)

    def choices(self, names: list[str]) -> list[tuple[str, str | None]]:
        """The choices with the value each takes here (the penalty card's suit, highest/lowest …)."""
        t, fact = self.t, self.fact
        out: list[tuple[str, str | None]] = []
        holder = Seat(fact["offender"])
        suits = sorted({pc["card"][0] for pc in t.penalty_cards_of(holder)}, key=SUITS.index)
        if fact.get("lead_penalty"):  # Law 26: the related suit(s) (26A2), or any suit declarer names (26B)
            suits = list(t._lp_suits)
        for n in names:
            if n in ("require_lead", "forbid_lead"):
                out.extend((n, s) for s in (suits or [None]))
            elif n == "penalty_card":
                out.append((n, None))
            elif n == "require_play":
                out.extend([(n, "highest"), (n, "lowest")])
            elif n == "forbid_play":
                current = t.ps.current_trick
                led = current[0][1].suit if current else (self.card.suit if self.card else "S")
                out.append((n, next(s for s in SUITS if s != led)))
            else:
                out.append((n, None))
        return out
