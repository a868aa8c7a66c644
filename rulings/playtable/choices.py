"""The choices the laws give during the play (Laws 26, 50D2, 52, 53-56, 57): a choice stated,
or made by playing on, put to the rules as a `play_choice` fact."""

from __future__ import annotations

from collections.abc import Callable

from rulings.cards import SUITS, Card
from rulings.errors import LogError
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import OOT_PENDING, PlayPending
from rulings.refusals import card_zh, choice_zh, no_choice_waiting, not_the_chooser
from rulings.seats import Seat, seat_zh


class _Unresolved(Exception):
    """The card leaves the waiting choice open (Law 52B1b)."""


class Choices(PlayTableBase):
    """The choices the laws give during the play: the methods of `PlayTable` for them."""

    def on_choice(self, ev: Event) -> None:
        """A choice stated at the table: put to the rules once it is known to be the chooser's, one the
        laws give here, with a value they allow (`CHOICE_VALUES`)."""
        assert ev.seat is not None
        p = self._waiting_choice(ev)
        check = CHOICE_VALUES.get(ev.choice or "")
        value = check(self, p, ev) if check is not None else ev.choice_value
        self.choose(p, ev.choice or "", value, ev.index, implicit=False, actor=ev.seat)

    def _waiting_choice(self, ev: Event) -> PlayPending:
        """The choice waiting for this player's side, and this choice among those it offers; else the
        one-line error naming the event."""
        p = self.pending
        if p is None:
            raise no_choice_waiting(ev.seat, ev.index)
        # Laws 53A, 57A, 43A1c: a choice given to declarer is his, never dummy's; one given to the
        # defenders (Law 55A "任一防家") may be made by either of them
        chooser_side = {p.by} if self.role(p.by) == "declarer" else {p.by, p.by.partner}
        if ev.seat not in chooser_side:
            raise not_the_chooser(p.by, ev.seat, p.irregularity, ev.index)
        names = list(dict.fromkeys(c for c, _ in p.choices))  # one name per choice, not one per suit it takes
        if ev.choice not in names:
            raise _not_offered(p.by, names, ev.choice or "", ev.index)
        return p

    def _resolve_pending_by_card(self, ev: Event, seat: Seat, card: Card) -> None:
        """A card played while a choice waits: the chooser's side playing on condones the irregularity
        (Laws 53A, 52B1b, 60A1); the proper leader's lead settles it otherwise (Law 53C)."""
        for _ in range(3):
            p = self.pending
            if p is None:
                return
            try:
                self._resolve_once(p, ev, seat)
            except _Unresolved:
                return

    def _resolve_once(self, p: PlayPending, ev: Event, seat: Seat) -> None:
        proper = self.ps.leader
        if p.irregularity in OOT_PENDING:
            lead = ev.type == "lead" and seat == proper and seat != p.offender
            self.choose(p, "decline" if lead else "accept", None, ev.index, implicit=True, actor=seat)
        elif p.irregularity == "penalty_card_lead":
            self.choose(p, "penalty_card", None, ev.index, implicit=True, actor=seat)
        elif p.irregularity in ("premature_play", "lead_penalty", "dummy_warns_declarer"):
            self.pending = None  # declarer played on, or the partner played: no restriction was chosen
        elif p.irregularity == "failure_to_play_penalty_card":
            # Law 52B1b: "如果庄家从其手中或由明手接续打了牌，则必须接受" — only declarer's own play or dummy's
            # forces acceptance; the offending side's next card does not take declarer's choice away.
            if seat in (self.declarer, self.contract.dummy):
                self.choose(p, "accept", None, ev.index, implicit=True, actor=seat)
            else:
                raise _Unresolved
        elif p.irregularity == "penalty_card_lead_more":
            self.pending = None  # Law 51B2b: the lead is made; declarer forbade no further suit

    def choose(self, p: PlayPending, choice: str, value: str | None, seq: int, *, implicit: bool,
                actor: Seat) -> None:
        self.pending = None
        if isinstance(p.item, int) and 0 <= p.item < len(self.items):
            self.items[p.item].chosen.append({"by": str(actor), "choice": choice, "value": value, "event": seq,
                                              "implicit": implicit})
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
                "lead_penalty_owed": self.lead_penalty_owed(p.offender),
                "lead_penalty": p.fact.get("lead_penalty"),
                "dummy_drew_attention": bool(p.fact.get("dummy_drew_attention")),
                "designates": choice == "penalty_card" and value is not None,
                "actor_position": p.offender.relation_to(actor)}
        self._assert(fact, card=p.card, choice=(choice, value), pending=p)
        if self.pending is None:
            self._drop_played_penalty_cards()
        if p.irregularity == "declarer_lead_out_of_turn" and choice == "decline" and fact["leader_role"] != "defender":
            self._declarer_retracted = True  # Law 60B: until declarer leads from the right hand
        if self.ps.current_trick == [] and self.pending is None and not self.over and \
                choice in ("decline", "spread") and p.irregularity in OOT_PENDING:
            self._lead_turn(seq)


def _not_offered(by: Seat, names: list[str], chosen: str, event: int) -> LogError:
    """The refusal of a choice the laws do not give here, in English and Chinese, each choice once."""
    return LogError(f"{by} may choose {', '.join(names)} here, not {chosen}", event=event, field="choose",
                    zh=f"{seat_zh(by)}此时只可选择{'、'.join(choice_zh(n) for n in names)}，不能{choice_zh(chosen)}")


# ------------------------------------------------------------------ the value that goes with a choice
# One check per choice that takes a value: the value as the rules read it, or the one-line error.

def _suit_named(table: Choices, p: PlayPending, ev: Event) -> str:
    """Laws 26, 50D2, 57A: the suit declarer requires or forbids (one of those the laws offer here)."""
    value = (ev.choice_value or "").upper()
    allowed = {v for c, v in p.choices if c == ev.choice and v}
    if value not in SUITS or (allowed and value not in allowed):
        suits = ', '.join(sorted(allowed)) or 'S H D C'
        raise LogError(f"{ev.choice_value!r} is not a suit declarer may name here ({suits})", event=ev.index,
                       field="choose", zh=f"{ev.choice_value!r} 不是庄家此时可指定的花色（{suits}）")
    return value


def _leading_hand(table: Choices, p: PlayPending, ev: Event) -> str | None:
    """Law 43B2a: either defender names the hand declarer leads from, his own or dummy's."""
    value = ev.choice_value
    if value not in {v for c, v in p.choices if c == "lead_from"}:
        raise LogError(f"declarer leads from his own hand or dummy's, not {value}", event=ev.index, field="choose",
                       zh=f"庄家从自己手中或明手引牌，不能从{seat_zh(value)}引牌")
    return value


def _card_required(table: Choices, p: PlayPending, ev: Event) -> str | None:
    """Law 57A: declarer requires the highest or the lowest card of the suit led."""
    if (ev.choice_value or "").lower() not in ("highest", "lowest"):
        raise LogError("require_play is highest or lowest", event=ev.index, field="choose",
                       zh="require_play 应为 highest（最大牌张）或 lowest（最小牌张）")
    return ev.choice_value


def _penalty_card_named(table: Choices, p: PlayPending, ev: Event) -> str | None:
    """Law 51A: the penalty card declarer designates is one of the offender's penalty cards."""
    value = ev.choice_value
    if value and value.upper().replace("10", "T") not in {pc["card"] for pc in table.penalty_cards_of(p.offender)}:
        raise LogError(f"{value} is not a penalty card of {p.offender}'s (Law 51A)", event=ev.index, field="choose",
                       zh=f"{card_zh(value)} 不是{seat_zh(p.offender)}的罚张（第51条A款）")
    return value


CHOICE_VALUES: dict[str, Callable[[Choices, PlayPending, Event], str | None]] = {
    "require_lead": _suit_named, "forbid_lead": _suit_named, "forbid_play": _suit_named,
    "lead_from": _leading_hand, "require_play": _card_required, "penalty_card": _penalty_card_named,
}
