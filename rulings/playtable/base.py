"""The base of the play's table model (`rulings.playtable.PlayTable`): its state, its views and
replaying the tricks (asking the engine is `rulings.playtable.context`).

The table model for the play (Laws 41-71) runs on the same machinery as the auction.

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

import dataclasses
from abc import abstractmethod
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Self

from rulings.answers import spectator_fact
from rulings.auction import AuctionTable
from rulings.cards import Card
from rulings.engine import EngineSession
from rulings.errors import LogError, zh_of
from rulings.lawbook import Finding, Lawbook, default_lawbook
from rulings.log import DealLog, Event
from rulings.play import Contract, PlayState, role_of
from rulings.playtable.state import Claim, PlayPending, Revoke, findings_by_event
from rulings.refusals import simultaneous_unfollowed
from rulings.seats import ORDER, Seat
from rulings.table import Handler, Item, copy_sharing_session

_RELATION = {(seat, other): seat.relation_to(other) for seat in ORDER for other in ORDER}


class PlayTableBase:
    """The play table's state and its views; what its concept modules give one another is declared below."""

    def __init__(self, log: DealLog, auction_table: AuctionTable, session: EngineSession | None,
                 handlers: Mapping[str, Handler],
                 explore: Callable[[Any, PlayPending], list[dict[str, Any]]] | None = None) -> None:
        self.log = log
        self.session = session
        self.handlers = handlers  # what each consequence does here (rulings/consequences/play.py)
        self.explore = explore  # what follows from each choice, when a choice falls due (rulings.options)
        first = next((e for e in log.events if e.type in ("lead", "play", "designate", "indicate", "claim", "concede",
                                                          "object")),
                     None)
        where = first.index if first is not None else None
        fld = first.type if first is not None else None
        contract = auction_table.contract()
        if contract is None:
            why, why_zh = ("the deal was passed out", "四家均不叫") if auction_table.ended else \
                ("the auction has not ended", "竞叫尚未结束")
            raise LogError(f"{why}: there is no contract to play (Law 22)", event=where, field=fld,
                           zh=f"{why_zh}：没有定约可打（第22条）")
        if len(log.hands) < 3:
            raise LogError("the play needs the hands (at least three; the fourth is the rest of the pack)",
                           event=where, field="hands", zh="打牌需要各家的牌（至少三家；第四家是其余的牌）")
        try:
            self.ps = PlayState(log.hands, contract)
        except ValueError as exc:
            raise LogError(str(exc), event=where, field="hands", zh=zh_of(exc) or f"各家的牌有误：{exc}") from None
        self.contract: Contract = contract
        self._roles: tuple[Contract | None, dict[Seat, str]] = (None, {})  # each seat's role under `contract`
        self.vulnerable = log.vulnerable
        self.items: list[Item] = []
        self.auction_items: list[Item] = auction_table.items  # (Law 43A1a: an irregularity since the last summons)
        self.penalty_cards: list[dict[str, Any]] = []
        self._played_penalty_cards: list[dict[str, Any]] = []  # penalty cards played since (Law 62B2 reads them)
        self.restrictions: list[dict[str, Any]] = []
        self.pending: PlayPending | None = None
        self.revokes: list[Revoke] = []
        self.transfers: list[dict[str, Any]] = []
        self.claim: Claim | None = None
        self.swapped = False
        self.exploring = False
        self.findings: dict[int, list[Event]] = findings_by_event(log.events)
        self._settled_play = False
        self.changed: set[Seat] = set()  # players who changed their card to the trick in progress (Law 62C)
        self._corrected_by: Seat | None = None  # who corrected a revoke on the trick in progress (Law 62C2)
        self._visible_withdrawn: list[tuple[Seat, int, int, int | None]] = []  # Law 58B3: seat, trick, cards, item
        self._face_down_lead: tuple[Seat, Card] | None = None  # Law 41A: the opening lead made face down
        self._declarer_retracted = False  # Law 60B: declarer's lead from the wrong hand withdrawn (Law 55B)
        # Law 67: the defective tricks (a card omitted, too many cards), the card owed to one of them
        self.defects: list[dict[str, Any]] = []
        self.defect_now: dict[str, Any] | None = None
        self.supply: dict[str, Any] | None = None
        self._kept_winner: set[int] = set()  # Law 67B1: tricks whose winner the supplied card does not change
        self._omitted_due: dict[Seat, int] = {}
        for f in log.events:  # Law 67A: the director's finding of a card omitted (the law's `finding:`)
            if f.type == "finding" and f.seat and any(
                    d.fact == "defective_trick" and d.value(f.finding) == "omitted"
                    for d in self.lawbook.findings_for(str(f.law or ""))):
                self._omitted_due[f.seat] = self._omitted_due.get(f.seat, 0) + 1
        for pc in auction_table.penalty_cards:
            if pc.get("status") == "firm":
                self.penalty_cards.append({"seat": pc["seat"], "card": pc["card"], "grade": pc.get("grade", "major"),
                                           "law": pc["law"], "ruling": None, "event": pc.get("event")})
        # Law 21B3, 75D2: the auction's calls and the explanations given, read when the director is summoned
        self.auction_calls = list(auction_table.calls)
        self.explained = list(auction_table.explained)
        self.explanation_found = dict(auction_table.explanation_found)  # the director's findings on them (Law 75)
        self._law26_choices(log, auction_table, where)
        self._lead_turn(where if where is not None else 0)
        self._pre_play()

    @property
    def lawbook(self) -> Lawbook:
        """The lawbook the table's engine runs (what each law's finding sets is read from it)."""
        return self.session.engine.lawbook if self.session is not None else default_lawbook()

    @property
    def declarer(self) -> Seat:
        return self.contract.declarer_seat

    @property
    def over(self) -> bool:
        return self.ps.is_over or (self.claim is not None and not self.claim.void)

    def role(self, seat: Seat) -> str:
        contract = self.contract
        if self._roles[0] is not contract:  # Law 54A may give the contract another declarer
            self._roles = (contract, {s: role_of(s, contract) for s in ORDER})
        return self._roles[1][seat]

    def penalty_cards_of(self, seat: Seat) -> list[dict[str, Any]]:
        return [pc for pc in self.penalty_cards if pc["seat"] == str(seat)]

    def _position(self, seat: Seat, turn: Seat) -> str:
        return _RELATION[seat, turn]

    def on_event(self, ev: Event) -> None:
        """One log event of the play, in table order."""
        if self._simultaneous_card(ev):
            return
        if ev.type in ("lead", "play"):
            self.on_card(ev)
        elif ev.type == "designate":
            self.on_designate(ev)
        elif ev.type == "expose" and not self.dummy_names_card(ev):
            self.on_expose(ev)
        elif ev.type == "expose":  # dummy naming a card is dummy's indication (45F, 43A1c): indications.py
            self.on_indicate(ev)
        elif ev.type == "indicate":
            self.on_indicate(ev)
        elif ev.type == "inquiry":
            self.on_inquiry(ev)
        elif ev.type == "choice":
            self._refuse_lapsed_choice(ev)
            self.on_choice(ev)
        elif ev.type in ("claim", "concede"):
            self.on_claim(ev)
        elif ev.type == "object":
            self.on_object(ev)
        elif ev.type == "finding":  # Law 45F's among them: playtable/indications.py
            self.on_finding(ev)
        elif ev.type == "call":
            raise LogError("a call after the play has begun", event=ev.index, field="call", zh="打牌阶段开始后的叫品")
        elif ev.type == "director":
            self.on_director(ev)
        elif ev.type == "spectator":  # Law 11B: about the latest irregularity of the play
            self._assert(spectator_fact(ev, self.items, "play"))
        elif ev.type == "review":
            raise LogError("a review of the auction during the play (Law 41C, 20E) is not ruled on yet: write it "
                           "before the opening lead", event=ev.index, field="review",
                           zh="打牌中对叫牌过程的复述（第41条C款、第20条E款）尚不能裁决：请在首引之前记录")
        # `reserve` (Law 16A1): the right to summon the director later is reserved; nothing is ruled on it

    _lp_suits: list[str] = []

    held_simultaneous: Event | None = None  # Law 58A: a card made at the same time as the next event's

    def _simultaneous_card(self, ev: Event) -> bool:
        """Law 58A "与合法引牌或打牌的赛员同时引牌或打牌可视为接续行动": a lead or play logged with
        `simultaneous: true` was made at the same time as the next event, the legal lead or play of another
        player; it is held, and made after that card (a play to the trick that card leads or is played to, or
        the lead to the next trick when that card completed one). True when the event was dealt with here."""
        held = self.held_simultaneous
        if held is not None:
            self.held_simultaneous = None
            if ev.type not in ("lead", "play") or ev.seat == held.seat or ev.simultaneous:
                raise simultaneous_unfollowed(held.index)
            self.on_event(ev)
            self.on_card(dataclasses.replace(held, type="play" if self.ps.current_trick else "lead"))
            return True
        if ev.type in ("lead", "play") and ev.simultaneous:
            if ev.replaces:
                raise LogError("a card that replaces one played is not made at the same time as another (Law 58A)",
                               event=ev.index, field="simultaneous",
                               zh="替换已打出牌张的牌，不是与另一张牌同时打出的（第58条A款）")
            self.held_simultaneous = ev
            return True
        return False

    def replay(self, replace: dict[tuple[int, Seat], Card] | None = None, contract: Contract | None = None) -> None:
        """Rebuild the play with some cards replaced (a corrected revoke) or another declarer (Law 54A).
        Trick 13 is re-dealt from what each player has left when trick 12 changes (Law 62D)."""
        replace = replace or {}
        tricks = [list(t.cards) for t in self.ps.tricks] + ([list(self.ps.current_trick)]
                                                           if self.ps.current_trick else [])
        state = PlayState(self.log.hands, contract or self.contract)
        lead_from = self.ps.lead_from  # Law 43B2a, when the lead it names has not been made yet
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
        if not state.current_trick:
            state.lead_from = lead_from
        self.ps = state

    designate_play = False

    designated: Card | None = None

    # Law 46B5: the trick on which declarer said "随便" and the defenders name dummy's card, until dummy plays
    defenders_name_dummy_card: int | None = None

    revoke_now: Revoke | None = None

    def _open_item(self, seq: int, irregularity: str, offender: Seat) -> int:
        self.items.append(Item(seq, irregularity, offender))
        return len(self.items) - 1

    def clone(self) -> Self:
        twin: Self = copy_sharing_session(self)
        twin.exploring = True
        return twin

    if TYPE_CHECKING:
        # What the concept modules give one another and the play's consequence handlers (through
        # `PlayEffect.t`, rulings/consequences/play.py); `PlayTable` is all of them over this base.
        # Declared for the type checker only: each call is checked against one contract, each
        # definition against its declaration, and `PlayTable` must define them all (mypy refuses to
        # instantiate it otherwise). At run time the definitions are the modules' own; nothing here exists.

        # context: asking the engine about one fact and applying what fired
        @abstractmethod
        def _assert(self, fact: dict[str, Any], *, card: Card | None = None, cards: list[str] | None = None,
                    event: Event | None = None, choice: tuple[str, str | None] | None = None,
                    pending: PlayPending | None = None) -> bool: ...

        # leads (Laws 26, 50D2)
        @abstractmethod
        def _law26_choices(self, log: DealLog, auction_table: AuctionTable, first: int | None) -> None: ...
        @abstractmethod
        def _pre_play(self) -> None: ...
        @abstractmethod
        def _lead_turn(self, seq: int) -> None: ...
        @abstractmethod
        def lead_penalty_owed(self, seat: Seat) -> bool: ...
        @abstractmethod
        def _partner_penalty_due(self, leader: Seat, seq: int) -> None: ...

        # cards (Laws 44, 45, 53-57)
        @abstractmethod
        def on_card(self, ev: Event, *, designated: bool = False) -> None: ...
        @abstractmethod
        def _check_card(self, ev: Event, seat: Seat, card: Card, fld: str, *,
                        supplied: bool = False) -> None: ...
        @abstractmethod
        def _base_card_fact(self, ev: Event, seat: Seat, card: Card) -> dict[str, Any]: ...

        # penalties (Laws 48-52, 57, 59)
        @abstractmethod
        def on_expose(self, ev: Event) -> None: ...
        @abstractmethod
        def penalty_cards_held(self, seat: Seat, seq: int, ruling: int | None) -> None: ...
        @abstractmethod
        def _restriction_fields(self, seat: Seat, card: Card) -> dict[str, Any]: ...
        @abstractmethod
        def _penalty_fields(self, seat: Seat, card: Card) -> dict[str, Any]: ...
        @abstractmethod
        def _drop_played_penalty_cards(self) -> None: ...
        @abstractmethod
        def _drop_played_restrictions(self, seat: Seat, was_lead: bool) -> None: ...
        @abstractmethod
        def _item_for_penalty_card(self, pc: dict[str, Any], seq: int) -> int: ...

        # changes (Laws 45C4b, 47, 58B3, 62)
        @abstractmethod
        def on_replace(self, ev: Event) -> None: ...
        @abstractmethod
        def last_trick_of(self, seat: Seat) -> int | None: ...

        # designation (Law 46)
        @abstractmethod
        def on_designate(self, ev: Event) -> None: ...

        # choices
        @abstractmethod
        def on_choice(self, ev: Event) -> None: ...
        @abstractmethod
        def choose(self, p: PlayPending, choice: str, value: str | None, seq: int, *, implicit: bool,
                   actor: Seat) -> None: ...
        @abstractmethod
        def _resolve_pending_by_card(self, ev: Event, seat: Seat, card: Card) -> None: ...

        # claims (Laws 68-71)
        @abstractmethod
        def on_claim(self, ev: Event) -> None: ...
        @abstractmethod
        def on_object(self, ev: Event) -> None: ...
        @abstractmethod
        def _claim_fact(self, stage: str, seq: int, **extra: Any) -> None: ...
        @abstractmethod
        def deemed_claim(self, seat: Seat, seq: int, item: int) -> None: ...

        # findings
        @abstractmethod
        def on_finding(self, ev: Event) -> None: ...

        # defective tricks (Law 67)
        @abstractmethod
        def _defective_finding(self, ev: Event, defect: str) -> None: ...
        @abstractmethod
        def _supply_card(self, ev: Event, seat: Seat, card: Card, fld: str) -> None: ...
        @abstractmethod
        def _maybe_quit_defective(self, ev: Event, seat: Seat) -> None: ...

        # revokes (Laws 61-64)
        @abstractmethod
        def open_revoke(self, idx: int, fact: dict[str, Any], card: Card) -> None: ...
        @abstractmethod
        def _establish_by_finding(self, ev: Event, finding: Finding, how: str) -> None: ...
        @abstractmethod
        def _revoke_fact(self, rv: Revoke, stage: str, seq: int, *, event: Event | None = None,
                         **extra: Any) -> None: ...
        @abstractmethod
        def end_of_play(self, seq: int) -> None: ...
        @abstractmethod
        def revoke_side_won_trick(self, seq: int) -> None: ...
        @abstractmethod
        def on_director(self, ev: Event) -> None: ...
        @abstractmethod
        def correct_twelfth(self, rv: Revoke) -> None: ...
        @abstractmethod
        def correct_unlogged(self, rv: Revoke, seq: int) -> Card | None: ...
        # questions about a possible revoke (61B)
        @abstractmethod
        def on_inquiry(self, ev: Event) -> None: ...
        @abstractmethod
        def establish_asked_revoke(self, seat: Seat, seq: int, how: str) -> None: ...
        @abstractmethod
        def open_revoke_of(self, seat: Seat) -> Revoke | None: ...
        # dummy's indications (45F, 57C), concessions of the contract (71B), lapsed choices (63C)
        @abstractmethod
        def on_indicate(self, ev: Event) -> None: ...
        @abstractmethod
        def dummy_names_card(self, ev: Event) -> bool: ...
        @abstractmethod
        def _indication_finding(self, ev: Event) -> bool: ...
        @abstractmethod
        def _suggestion_fields(self) -> dict[str, Any]: ...
        @abstractmethod
        def mark_suggestion(self, trick: int) -> None: ...
        @abstractmethod
        def _contract_conceded(self, ev: Event, remaining: int) -> tuple[int, dict[str, Any]]: ...
        @abstractmethod
        def settle_cancelled_contract_concession(self) -> dict[str, Any]: ...
        @abstractmethod
        def _lapse_fields(self, rv: Revoke, stage: str) -> dict[str, Any]: ...
        @abstractmethod
        def _refuse_lapsed_choice(self, ev: Event) -> None: ...
        @abstractmethod
        def lapse_choice(self, idx: int, card: str, law: str) -> dict[str, Any]: ...
