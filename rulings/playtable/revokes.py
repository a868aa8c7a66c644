"""Revokes (Laws 61-64): opened when a rule names one, established (Law 63), corrected (Law 62),
and assessed at the end of play (Law 64)."""

from __future__ import annotations

from typing import Any

from rulings.auction import summons_fact
from rulings.cards import Card
from rulings.errors import LogError
from rulings.lawbook import NOTHING, Finding
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import Revoke
from rulings.refusals import law_zh, role_zh
from rulings.seats import Seat


class Revokes(PlayTableBase):
    """Revokes: the methods of `PlayTable` for them."""

    def open_revoke(self, idx: int, fact: dict[str, Any], card: Card) -> None:
        """A revoke (Law 61A) is followed until it is established, corrected or assessed (Laws 62-64)."""
        trick = int(fact["trick"])
        current = self.ps.current_trick
        if current and trick == self.ps.trick_number:
            led = current[0][1].suit
        else:
            led = self.ps.trick(trick).led_suit
        kind = ("restriction" if fact.get("restriction_breach") else
                "penalty_card" if fact.get("owes_penalty_card") and not fact.get("revoke") else "follow")
        faced = None
        if fact.get("penalty_card"):  # Law 62B2: a defender's faced card; it was a penalty card before it was played
            faced = next((dict(pc) for pc in self.penalty_cards + self._played_penalty_cards
                          if pc["card"] == str(card)), None)
        self.revokes.append(Revoke(idx, Seat(fact["seat"]), trick, card, led, fact["role"], kind, faced_card=faced))

    def _establish_by_finding(self, ev: Event, finding: Finding, how: str) -> None:
        """The director's finding establishes the latest open revoke (of the player of the role the law
        names, `of_role`), `how` as the law declares it (its `finding:` with `stage: established`: Law 63A2,
        the offending side named its next lead or play; 63B, attention drawn illegally; 43B2b, dummy asked
        declarer first, a revoke by declarer). What follows (a correction still due) is the rules'."""
        role = finding.of_role
        rv = next((r for r in reversed(self.revokes) if not r.established and not r.corrected
                   and (role is None or r.role == role)), None)
        if rv is None:
            # what such a finding means when there is no revoke is the law's (43B2b "而庄家打出的这张牌确已违规":
            # then nothing follows); a finding no rule takes is refused
            before = len(self.items)
            self._assert({"kind": "play_finding", "phase": "play", "seq": ev.index, "seat": str(self.declarer),
                          "offender": str(ev.seat or self.declarer), "role": "declarer", "law": ev.law,
                          "finding": str(ev.finding), "trick": self.ps.trick_number, "revoke_open": False})
            if len(self.items) == before:
                raise LogError(f"no revoke {'by ' + role + ' ' if role else ''}is open for a Law {ev.law} finding",
                               event=ev.index, field="finding",
                               zh=f"没有{role_zh(role) if role else ''}尚未处理的藏牌可作{law_zh(ev.law)}的认定")
            self.items[-1].judgments.append(str(ev.finding))
            return
        self.items[rv.item].judgments.append(str(ev.finding))
        self._revoke_fact(rv, "established", ev.index, how=how)

    def _found_at_end(self) -> dict[str, Any]:
        """What the director's findings anywhere in the log say about a revoke assessed at the end of play,
        as the laws declare it (`finding:` with `stage: end`: Law 64B4, 64B5 noticed_late); the first
        finding that answers a field gives it."""
        out = self.lawbook.finding_fields("revoke", "end")
        given: set[str] = set()
        for f in self.log.events:
            if f.type != "finding":
                continue
            for d in self.lawbook.findings_for(str(f.law or "")):
                value = d.value(f.finding) if d.fact == "revoke" and d.stage == "end" else NOTHING
                if value is not NOTHING and d.field not in given:
                    given.add(d.field)
                    out[d.field] = value
        return out

    def on_director(self, ev: Event) -> None:
        """Law 62A "藏牌未成立前，如果有赛员发现自己藏牌": the director called while a revoke is on the
        table, neither established nor corrected, is the moment of its discovery (a `discovered` fact);
        what must follow (the correction, the card's fate) is the lawbook's."""
        for rv in self.revokes:
            if not rv.established and not rv.corrected and not rv.assessed and rv.kind == "follow":
                self._revoke_fact(rv, "discovered", ev.index,
                                  exposed_card=rv.role == "dummy" or rv.faced_card is not None)
        # Law 17E, 21B3, 75D2: the opening lead is faced, the auction period over — what the log shows of the
        # explanations given in the auction (rulings.auction.summons_fact); which law asks is the lawbook's
        summons = summons_fact(self.auction_calls, self.explained, [], ev.index, ev.index, lead_faced=True,
                               found=self.explanation_found)
        if summons is not None:
            self._assert({**summons, "phase": "play"})
        if ev.seat is not None:
            self._summoner_fact(ev, ev.seat)

    def _summoner_fact(self, ev: Event, seat: Seat) -> None:
        """Who summoned the director (`{director: true, seat: N}`, Law 43A1a "除非已有另一赛员指出违规，明手不得
        主动召请裁判"): a `director_summoned` fact with his role, and whether the log records an irregularity since
        the director was last summoned (one another player may have drawn attention to); whom the law restrains
        is the lawbook's."""
        since = max((e.index for e in self.log.events[:ev.index] if e.type == "director"), default=-1)
        irregular = any(it.event > since for it in (*self.auction_items, *self.items))
        self._assert({"kind": "director_summoned", "phase": "play", "seq": ev.index, "seat": str(seat),
                      "offender": str(seat), "role": self.role(seat), "trick": self.ps.trick_number,
                      "irregularity_since": irregular})

    def _due_facts(self, rv: Revoke) -> dict[str, Any]:
        """Stage established: what the play so far says about Law 64A (the revoke trick is complete):
        who won it, and whether this is the player's second revoke in the suit (64B2)."""
        revoke_trick = next((t for t in self.ps.tricks if t.index == rv.trick), None)
        if revoke_trick is None:
            return {}
        second = any(o is not rv and o.seat == rv.seat and o.led_suit == rv.led_suit and o.established
                     and o.trick < rv.trick for o in self.revokes)
        return {"offender_won_revoke_trick": revoke_trick.winner == rv.seat,
                "side_won_revoke_trick": revoke_trick.winning_side == rv.seat.side, "second_in_suit": second}

    def _revoke_fact(self, rv: Revoke, stage: str, seq: int, *, event: Event | None = None, **extra: Any) -> None:
        """A `revoke` fact at one stage of it (Laws 62-64); `event`, the log's correction when it names the card
        played instead (Law 62B)."""
        if stage == "established":
            extra = {**self._due_facts(rv), **extra}
            rv.how = extra.get("how", rv.how)
        elif stage == "corrected" and rv.how is not None:
            extra = {"how": rv.how, **extra}  # Law 43B2b, 63B: a correction of a revoke deemed established
        fact = {"kind": "revoke", "phase": "play", "seq": seq, "seat": str(rv.seat), "offender": str(rv.seat),
                "role": rv.role, "ruling": rv.item, "trick": rv.trick, "stage": stage,
                "established": rv.established,
                "faced": rv.role == "dummy" or rv.kind == "penalty_card", "deemed": rv.deemed, **rv.found, **extra,
                **self._lapse_fields(rv, stage)}  # Law 63C: a Law 52B choice on it lapses (playtable/lapses.py)
        self.revoke_now = rv
        self._assert(fact, card=rv.card, event=event)

    def revoke_side_won_trick(self, seq: int) -> None:
        """Law 64A2 "如果违规方赢得藏牌墩或任何藏牌以后的牌墩，（判罚）当打牌结束后，将一墩牌转给非违规方": the
        offending side has just won a trick after an established revoke, so the condition is met for good;
        a `revoke` fact of stage `won_later` lets the lawbook announce the transfer due at the end of play.
        Asked once per revoke, and not when a transfer is already announced for it (at establishment)."""
        last = self.ps.tricks[-1] if self.ps.tricks else None
        for rv in self.revokes:
            if (last is None or not rv.established or rv.assessed or last.index <= rv.trick
                    or last.winning_side != rv.seat.side or rv.won_later_asked):
                continue
            rv.won_later_asked = True
            if any(x.get("kind") == "trick_transfer" for x in self.items[rv.item].rectification):
                continue
            self._revoke_fact(rv, "won_later", seq, **self._due_facts(rv))

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
            # the transfer announced at establishment (Law 64A, `trick_transfer_due`) gives way to the
            # assessment: Law 64A applies it (once, cited again), or 64B (43B2c) withholds it, and the law
            # that announced it is no longer cited for it
            item = self.items[rv.item]
            due = [x for x in item.rectification if x.get("kind") == "trick_transfer" and x.get("due")]
            item.rectification[:] = [x for x in item.rectification if x not in due]
            cited = {x.get("law") for x in item.rectification} | {x.get("rule_ref") for x in item.rectification}
            item.refs[:] = [r for r in item.refs if r in cited or r not in {x.get("law") for x in due}]
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
        return {**self._found_at_end(), "offender_won_revoke_trick": offender_won, "side_tricks_from_revoke": won,
                "won_later_with_legal_card": legal_later, "second_in_suit": second}

    def correct_twelfth(self, rv: Revoke) -> None:
        """Law 62D1: the revoke on trick 12 is corrected: the offender's card of the suit led goes to
        trick 12, and trick 13 is played from what is left."""
        left = [c for c in self.log_hand(rv.seat) if c.suit == rv.led_suit and self._played_at(c) >= 12]
        if not left:
            return
        self.replay(replace={(12, rv.seat): left[0]})
        rv.corrected = True

    def correct_unlogged(self, rv: Revoke, seq: int) -> Card | None:
        """Law 43B2b "庄家必须换出正确的牌张": when the revoker's next card in the log is not the logged
        replacement, the correct card is the one of the suit led he still holds and does not play later
        in the log (the lowest of them when several); trick `rv.trick` is replayed with it and the revoke
        card goes back to his hand."""
        later = [e for e in self.log.events if e.index > seq and e.seat == rv.seat and e.type in ("lead", "play")]
        if later and later[0].replaces:
            return None  # the log names the replacement: Law 62 corrects it with that card
        held = sorted((c for c in self.ps.remaining.get(rv.seat, ()) if c.suit == rv.led_suit),
                      key=lambda c: c.rank_value)
        if not held:
            return None
        played_later = {e.card for e in later}
        card = next((c for c in held if c not in played_later), held[0])
        self.replay(replace={(rv.trick, rv.seat): card})
        rv.corrected = True
        return card

    def log_hand(self, seat: Seat) -> frozenset[Card]:
        return self.ps.hands.get(seat, frozenset())

    def _played_at(self, card: Card) -> int:
        for t in self.ps.tricks:
            if t.card_of(self.ps.played_by(card) or Seat.N) == card:
                return t.index
        return 14
