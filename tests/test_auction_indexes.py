"""The auction table's indexes that keep a ruling linear in the log (issue 14) give what reading every
call and every lead penalty gives: the contract (Law 22), Law 26A1's check of the lead penalties at
each call, and the calls that stand when a copy of the table shares their list."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rulings import auction as auction_module
from rulings.auction import AuctionTable
from rulings.consequences import handlers_for
from rulings.contract import Contract
from rulings.engine import EngineSession
from rulings.errors import LogError
from rulings.log import parse_log
from rulings.ruling import default_engine, rule
from rulings.seats import ORDER
from rulings.table import copy_sharing_session

BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]


def suit_heavy(rng: random.Random, length: int) -> dict[str, Any]:
    """An auction with many suit bids out of rotation (Law 31: a lead penalty in the suit, Law 26A)
    and the offenders bidding suits again later (Law 26A1: the penalty lapses once the suit is named)."""
    seat = rng.choice(ORDER)
    dealer, level, events = seat, 0, []
    for _ in range(length):
        who = seat if rng.random() > 0.35 else rng.choice([s for s in ORDER if s != seat])
        r = rng.random()
        if r < 0.25:
            call = "P"
        elif r < 0.3:
            call = "X"
        elif rng.random() < 0.2 and level > 0:
            call = BIDS[rng.randrange(0, level)]  # insufficient
        else:
            level = min(level + rng.randint(1, 2), len(BIDS))
            call = BIDS[level - 1]
        events.append({"seat": str(who), "call": call})
        if rng.random() < 0.1:
            events.append({"director": True})
        seat = who.lho
    events += [{"seat": str(ORDER[(ORDER.index(seat) + i) % 4]), "call": "P"} for i in range(3)]
    return {"dealer": str(dealer), "vulnerable": "none", "events": events}


def _rulings(logs: list[Any]) -> list[str]:
    engine = default_engine("python")
    out = []
    for log in logs:
        try:
            out.append(json.dumps(rule(log, engine), sort_keys=True))
        except LogError as exc:
            out.append(str(exc))
    return out


def _read_every_penalty(self: AuctionTable, seat: Any) -> None:
    """Law 26A1's check as it was: every pending lead penalty of the offender read at each of his calls."""
    for lp in self.lead_penalties.where("offender", str(seat)):
        if lp["status"] == "pending" and self._named_suit(lp):
            self._assert_lead_penalty_check(lp, defends=None, named=True)


@pytest.mark.slow  # 150 generated auctions ruled twice: the full run only
def test_the_law_26a1_check_finds_what_reading_every_penalty_finds(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(5)
    logs = [parse_log(suit_heavy(rng, rng.choice([20, 40, 80]))) for _ in range(150)]
    named: list[int] = []
    assert_fact = EngineSession.assert_fact

    def counted(self: EngineSession, fact: dict[str, Any]) -> Any:
        if fact.get("kind") == "lead_penalty_check" and fact.get("named_suit") and fact.get("offender_defends") is None:
            named.append(1)
        return assert_fact(self, fact)

    monkeypatch.setattr(EngineSession, "assert_fact", counted)
    indexed = _rulings(logs)
    found = len(named)
    monkeypatch.setattr(AuctionTable, "check_named_suits", _read_every_penalty)
    assert _rulings(logs) == indexed
    assert found == len(named) - found
    assert found >= 10  # the check found named suits: the comparison is not an empty one


def _table(events: list[dict[str, Any]], dealer: str = "N") -> AuctionTable:
    log = parse_log({"dealer": dealer, "events": events})
    engine = default_engine("python")
    with engine.session() as session:
        table = AuctionTable(log.dealer, session, handlers_for("auction"))
        for ev in log.events:
            table.on_event(ev)
            if table.ended:
                break
        return table


def test_the_contract_read_from_the_end_is_law_22s() -> None:
    """Law 22 over every call that stands (Contract.from_auction) and the contract the table reads from
    the end agree, over generated auctions with irregularities and calls beyond seven (Law 38)."""
    rng = random.Random(11)
    compared = 0
    for _ in range(200):
        data = suit_heavy(rng, rng.choice([8, 16, 30]))
        if rng.random() < 0.2:
            i = rng.randrange(len(data["events"]) - 3)
            if "call" in data["events"][i]:
                data["events"][i]["call"] = "8C"
        try:
            table = _table(data["events"], data["dealer"])
        except LogError:
            continue
        if not table.ended:
            continue
        standing = table.standing
        assert table.contract() == Contract.from_auction((c.seat, c.call) for c in standing if c.call.level <= 7)
        compared += 1
    assert compared >= 50


def test_a_full_copy_before_any_call_leaves_the_tables_calls_that_stand() -> None:
    """The list of calls that stand is extended in place: a copy made outside a checkpoint (which shares
    nothing that can change) and given a call leaves the table's own list as it was."""
    table = _table([{"director": True}])
    assert table.standing == []
    twin = copy_sharing_session(table)
    twin.on_event(parse_log({"dealer": "N", "events": [{"seat": "N", "call": "1H"}]}).events[0])
    assert [str(c.call) for c in twin.standing] == ["1H"]
    assert table.standing == [] and table.turn == table.dealer


def test_the_declarer_is_the_first_of_his_side_to_bid_the_strain() -> None:
    """Law 22: the contract is the last bid, doubled by the last double after it, and its declarer the
    first of that side to name the strain."""
    calls = [("N", "1H"), ("E", "P"), ("S", "2C"), ("W", "P"), ("N", "2H"), ("E", "X"), ("S", "4H"), ("W", "X"),
             ("N", "P"), ("E", "P"), ("S", "P")]
    table = _table([{"seat": s, "call": c} for s, c in calls])
    contract = table.contract()
    assert contract is not None and (contract.text, str(contract.declarer)) == ("4HX", "N")
    assert auction_module._contract_of(table._standing_index()) == contract


def test_a_call_out_of_rotation_is_left_out_while_the_player_on_turn_calls() -> None:
    # West bids out of rotation at East's turn; East, the offender's partner, calls before the ruling:
    # no rule closes the choice (Law 28B is for an opponent), so East's call is read in turn with
    # West's call left out of the auction (Law 29B): 1C is the first bid, not an insufficient one.
    log = parse_log({"dealer": "E", "vulnerable": "none",
                     "events": [{"seat": "W", "call": "1D"}, {"seat": "E", "call": "1C"}, {"director": True}]})
    ruling = rule(log)
    refs = {c["ref"] for item in ruling["rulings"] for c in item["citations"]}
    assert [item["irregularity"] for item in ruling["rulings"]] == ["bid_out_of_rotation"], ruling["rulings"]
    assert not any(ref.startswith("27") for ref in refs)


def test_the_calls_that_stand_are_those_read_afresh_at_every_call(monkeypatch: pytest.MonkeyPatch) -> None:
    # the index (brought up to date call by call, set aside and restored) against reading every call
    seen = {"aside": 0, "calls": 0}
    original = AuctionTable._call_fact

    def checked(self: AuctionTable, ev: Any) -> Any:
        afresh = [c for c in self.calls if not c.cancelled and c is not self.set_aside]
        assert list(self.standing) == afresh, (ev.index, self.set_aside)
        seen["calls"] += 1
        seen["aside"] += self.set_aside is not None
        return original(self, ev)

    monkeypatch.setattr(AuctionTable, "_call_fact", checked)
    rng = random.Random(29)
    for _ in range(150):
        data = suit_heavy(rng, 24)
        try:
            log = parse_log(data)
        except LogError:
            continue
        rule(log)
    assert seen["calls"] > 1000 and seen["aside"] > 0, seen
