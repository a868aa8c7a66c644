"""Exploring a choice on a copy of the table (rulings.table, issue 14): the copy shares what cannot
change and the auction's calls under a checkpoint, and the table is found as it was left."""

from __future__ import annotations

from typing import Any

from rulings.auction import AuctionTable
from rulings.consequences import handlers_for
from rulings.log import parse_log
from rulings.ruling import default_engine, rule
from rulings.table import TrailedDict, TrailedList, checkpoint, copy_sharing_session

# West bids out of rotation at North's turn (Law 31): a choice waits for North.
LOG = {"dealer": "N", "events": [{"seat": "N", "call": "1H"}, {"seat": "S", "call": "2C"}, {"seat": "E", "call": "P"}]}


def _table(events: list[dict[str, Any]]) -> Any:
    engine = default_engine("python")
    log = parse_log({"dealer": "N", "events": events})
    with engine.session() as session:
        table = AuctionTable(log.dealer, session, handlers_for("auction"))
        for ev in log.events:
            table.on_event(ev)
        return table


def _calls(table: AuctionTable) -> list[tuple[Any, ...]]:
    return [(c.seq, str(c.seat), str(c.call), c.cancelled, c.cancelled_by, c.skipped) for c in table.calls]


def test_a_checkpoint_undoes_what_the_copy_changed_in_the_shared_calls() -> None:
    table = _table(LOG["events"])
    before = _calls(table)
    with checkpoint():
        twin = copy_sharing_session(table)
        assert twin.calls[0] is table.calls[0]  # shared inside the checkpoint
        twin.calls[0].cancelled, twin.calls[0].cancelled_by = True, "99"
        inner = twin.calls[1].cancelled
        with checkpoint():
            sim = copy_sharing_session(twin)
            sim.calls[1].cancelled = not inner
        assert twin.calls[1].cancelled is inner  # the inner checkpoint undid the inner change
        assert table.calls[0].cancelled is True  # shared: the table sees it until the checkpoint ends
    assert _calls(table) == before


def test_outside_a_checkpoint_the_copy_shares_no_call_and_no_item() -> None:
    table = _table([{"seat": "N", "call": "1H"}, {"seat": "E", "call": "1C"}, {"seat": "S", "call": "P"}])
    twin = copy_sharing_session(table)
    assert twin.session is table.session
    assert all(a is not b for a, b in zip(twin.calls, table.calls, strict=True))
    twin.calls[0].cancelled = True
    twin.items[0].refs.append("99")
    assert table.calls[0].cancelled is False and "99" not in table.items[0].refs


def test_the_copy_copies_an_item_when_it_first_reads_it() -> None:
    table = _table([{"seat": "N", "call": "1H"}, {"seat": "E", "call": "1C"}, {"seat": "S", "call": "P"}])
    refs = list(table.items[0].refs)
    with checkpoint():
        twin = copy_sharing_session(table)
        item = twin.items[0]
        assert item is not table.items[0] and twin.items[0] is item
        item.refs.append("99")
        item.trace.append({"rule": "99", "fact": {}})
    assert table.items[0].refs == refs and all(t["rule"] != "99" for t in table.items[0].trace)


def test_exploring_the_options_leaves_the_auction_as_replaying_without_them() -> None:
    """The options of Law 31 are explored on copies: the auction the ruling states is the one the
    table reaches when the same log is replayed with no option explored."""
    plain = _calls(_table(LOG["events"]))
    for backend in ("python", "durable"):
        ruling = rule(parse_log(LOG), default_engine(backend))
        [item] = [i for i in ruling["rulings"] if i["irregularity"] == "bid_out_of_rotation"]
        assert {o["choice"] for o in item["options"]} == {"accept", "decline"}
        assert [(c["event"], c["seat"], c["call"], bool(c.get("cancelled"))) for c in ruling["state"]["auction"]] \
            == [(seq, seat, call, cancelled) for seq, seat, call, cancelled, _law, _skipped in plain]


def test_a_checkpoint_undoes_what_the_copy_changed_in_the_restriction_lists() -> None:
    """The restriction lists (compulsory passes, lead penalties …) are shared inside a checkpoint
    (issue 14): entries added, changed or removed there are undone, and the index by field follows."""
    lps = TrailedList([{"ruling": 0, "status": "pending"}, {"ruling": 1, "status": "pending"}], keys=("ruling",))
    before = [dict(e) for e in lps]
    with checkpoint():
        lps.append({"ruling": 1, "status": "pending"})
        lps[0]["status"] = "firm"
        assert [e["status"] for e in lps.where("ruling", 1)] == ["pending", "pending"]
        with checkpoint():
            lps.remove(lps[1])
            lps.extend([{"ruling": 2, "status": "pending"}])
            assert len(lps.where("ruling", 1)) == 1 and len(lps.where("ruling", 2)) == 1
        assert len(lps.where("ruling", 1)) == 2 and lps.where("ruling", 2) == []
    assert [dict(e) for e in lps] == before and all(type(e) is TrailedDict for e in lps)
    assert lps.where("ruling", 0) == [before[0]] and lps.where("ruling", 1) == [before[1]]


def test_the_calls_that_stand_follow_each_cancellation_and_its_undoing() -> None:
    """The auction keeps the calls that stand up to date instead of reading every call for every
    event (issue 14): after each change, and after a checkpoint undoes the changes, they are the calls
    not cancelled."""
    table = _table([{"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "2H"},
                    {"seat": "W", "call": "P"}, {"seat": "N", "call": "3H"}])

    def naive(t: AuctionTable) -> list[Any]:
        return [c for c in t.calls if not c.cancelled and c is not t.set_aside]

    assert table.standing == naive(table) and len(table.standing) == 5
    with checkpoint():
        twin = copy_sharing_session(table)
        twin.calls[2].cancelled = True
        assert twin.standing == naive(twin) and twin.calls[2] not in twin.standing
        twin.calls[0].cancelled = twin.calls[4].cancelled = True
        assert twin.standing == naive(twin) and len(twin.standing) == 2
        assert twin.standing_after(1) == [c for c in naive(twin) if c.seq > 1]
    assert table.standing == naive(table) and len(table.standing) == 5
    assert table.standing_after(2) == [c for c in naive(table) if c.seq > 2]



def _lead_penalty_checks(monkeypatch: Any, log: Any) -> list[tuple[int | None, int]]:
    """The Law 26 lead penalty checks asserted while ruling `log`: (the item being explored, or None
    on the table itself; the item whose penalty is checked)."""
    import rulings.ruling as ruling_module
    from rulings.engine import EngineSession

    explored: list[int] = []
    checks: list[tuple[int | None, int]] = []
    explore, assert_fact = ruling_module.explore_auction, EngineSession.assert_fact

    def explore_recorded(table: AuctionTable) -> None:
        assert table.pending is not None
        explored.append(table.pending.item)
        try:
            explore(table)
        finally:
            explored.pop()

    def assert_recorded(self: EngineSession, fact: dict[str, Any]) -> Any:
        if fact.get("kind") == "lead_penalty_check":
            checks.append((explored[-1] if explored else None, fact["ruling"]))
        return assert_fact(self, fact)

    monkeypatch.setattr(ruling_module, "explore_auction", explore_recorded)
    monkeypatch.setattr(EngineSession, "assert_fact", assert_recorded)
    rule(log, default_engine("python"))
    return checks


def test_an_exploration_leaves_the_other_items_lead_penalties_to_the_table(monkeypatch: Any) -> None:
    """Issue 14: when an option's continuation ends the auction, the copy does not settle the lead
    penalties of the other items still pending (each option did, and a log with many irregularities
    was quadratic); the table settles all of them when its own auction ends (Law 26)."""
    from bench.growth_bench import mixed_log

    checks = _lead_penalty_checks(monkeypatch, mixed_log(50))
    assert all(item == ruling for item, ruling in checks if item is not None), checks
    assert {ruling for item, ruling in checks if item is None} == {2, 3, 10, 15, 17, 21, 25, 27}


# A log (bench.generate, seed 7): a lead penalty of item 3 is pending when item 3's choice is
# explored and a continuation ends the auction.
OWN_LEAD_PENALTY = [("S", "1S"), ("W", "P"), ("N", "2H"), ("E", "2D"), ("S", "P"), ("W", "3D"), ("N", "P"),
                    ("E", "3H"), ("W", "P"), ("N", "4D"), ("E", "P"), ("S", "P"), ("W", "2C"), ("S", "P"),
                    ("E", "P"), ("S", "P")]


def test_an_exploration_settles_the_lead_penalty_of_its_own_item(monkeypatch: Any) -> None:
    """The option lists what the end of the auction does to its own item's lead penalty (Law 26)."""
    log = parse_log({"dealer": "N", "events": [{"seat": s, "call": c} for s, c in OWN_LEAD_PENALTY]})
    assert _lead_penalty_checks(monkeypatch, log) == [(3, 3)]
