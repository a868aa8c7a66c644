"""Issue 14.6, the PBN 2.1 export read back: every call in its caller's column, the endplay library
reading the same deal, calls (at their seats), contract, play and result, and our reader giving
back the very log that was exported (cancelled calls, the director, choices, findings …), so that
the engine rules the same way on it."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bench.generate import auction_logs
from bench.generate_pbn import Rates, session
from rulings.audit import audit_board
from rulings.errors import RulingsError
from rulings.log import DealLog, dump_log, load_log, parse_log
from rulings.records import BoardRecord, import_lin, import_pbn, parse_pbn, to_pbn
from rulings.records.export import to_pbn_file
from rulings.records.logcomment import LOG_LINE, log_lines
from rulings.ruling import default_engine, rule
from rulings.seats import Seat

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))
ISSUE14 = ROOT / "tests" / "data" / "issue14"
ENGINE = default_engine("python")


def _ruling(log: DealLog) -> dict[str, Any] | None:
    """The engine's ruling, None for a log it cannot rule (the export command does the same)."""
    try:
        return rule(log, ENGINE)
    except (RulingsError, ValueError):
        return None


def _same(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def _grid(text: str, section: str = "Auction") -> list[str]:
    """The cells of a game's Auction section, note references left out."""
    rows = text.split(f"[{section} ", 1)[1].split("\n")[1:]
    rows = rows[:next(i for i, r in enumerate(rows) if not r or r[0] in "[{")]
    return [c for c in " ".join(rows).split() if not c.startswith("=")]


def _columns(text: str, dealer: Seat) -> list[tuple[str, str]]:
    """(seat of its column, call) for each call of the grid: the dealer's column first, clockwise."""
    out, seat = [], dealer
    for cell in _grid(text):
        if cell in ("+", "*"):
            break
        if cell not in ("-", "^S", "^I"):
            out.append((str(seat), cell))
        if cell != "^I":
            seat = seat.lho
    return out


def _standing(log: DealLog, ruling: dict[str, Any] | None) -> list[tuple[str, str]]:
    """(seat, call) of the calls that stand after the ruling's rectification, in PBN's words."""
    words = {"P": "Pass", "X": "X", "XX": "XX"}
    cancelled = {a["event"] for a in ((ruling or {}).get("state") or {}).get("auction") or [] if a.get("cancelled")}
    return [(str(e.seat), words.get(str(e.call), str(e.call))) for e in log.events
            if e.type == "call" and e.index not in cancelled]


def _in_rotation(dealer: Seat, calls: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The calls up to the first not made in rotation from the dealer: all a plain rotation can hold."""
    out, seat = [], dealer
    for call in calls:
        if call[0] != str(seat):
            break
        out.append(call)
        seat = seat.lho
    return out


def _endplay(text: str) -> list[Any]:
    from endplay.parsers import pbn as endplay_pbn

    return endplay_pbn.loads(text)


def _endplay_calls(board: Any) -> list[tuple[str, str]]:
    """endplay's auction as (seat, call): a list of calls in rotation from its dealer."""
    from endplay.config import suppress_unicode

    seat = Seat(board.dealer.abbr)
    out = []
    with suppress_unicode():
        for bid in board.auction:
            level = getattr(bid, "level", None)
            call = f"{level}{bid.denom.abbr}" if level else (bid.penalty.abbr.upper() or "Pass")
            out.append((str(seat), call))
            seat = seat.lho
    return out


def _endplay_cards(board: Any) -> list[str]:
    from endplay.config import suppress_unicode

    with suppress_unicode():
        return [f"{c.suit.abbr}{c.rank.abbr}".replace("10", "T") for c in board.play if c.suit.name != "nt"]


def _endplay_hands(board: Any) -> dict[str, str]:
    from endplay import Player

    hands = {p: board.deal[getattr(Player, name)].to_pbn() for p, name in
             (("N", "north"), ("E", "east"), ("S", "south"), ("W", "west"))}
    return {s: h for s, h in hands.items() if h != "..."}


def _check_endplay(board: Any, log: DealLog, ruling: dict[str, Any] | None, contract: str | None,
                   declarer: str | None, result: int | None) -> None:
    """endplay reads the same deal, the standing calls at their seats (up to a skipped player: its
    auction is a rotation from the dealer), the contract, declarer, result and the cards played."""
    assert _endplay_hands(board) == {str(s): h for s, h in dump_log(log).get("hands", {}).items()}
    assert board.dealer.abbr == str(log.dealer)
    assert _endplay_calls(board) == _in_rotation(log.dealer, _standing(log, ruling))
    got = board.contract
    if contract:
        from endplay.config import suppress_unicode

        with suppress_unicode():
            abbr = got.denom.abbr
        text = f"{got.level}{abbr}{('', 'X', 'XX')[[0, 1, 2, 2, 2][got.penalty.value >> 1]]}"
        assert (text, got.declarer.abbr) == (contract.replace("N", "NT").replace("NTT", "NT"), declarer)
        if result is not None:
            assert got.result == result - 6 - got.level
    ours = [str(e.card) for e in log.events if e.type in ("lead", "play")]
    cards = _endplay_cards(board)
    assert Counter(cards) == Counter(ours) and cards[:1] == ours[:1]


# --------------------------------------------------------------------------- (a) every call in its caller's column


def test_a_standing_call_out_of_rotation_stays_in_its_callers_column() -> None:
    """PBN §3.9: a call out of rotation that stands (Law 29A) leaves the skipped player's column to
    the skipped player: by default it holds `-` (not that player's turn: the call took it) with the
    mark `^S` in its note, never the next call; endplay, whose auction is a rotation from the
    dealer, reads the calls up to it at their seats and the same deal, contract, play and result;
    our reader reads the `^S` back into the same log and marks."""
    path = ISSUE14 / "standing-out-of-rotation.pbn"
    records = import_pbn(path)
    assert [r.error for r in records] == [None, None]
    assert [[(m["mark"], m["event"], m["seat"]) for m in r.meta["irregularities"]] for r in records] == [
        [("^S", 1, "E")], [("^S", 0, "E"), ("^S", 0, "S")]]
    text = to_pbn_file([to_pbn(r.data, _ruling(r.log), r.meta, header=False) for r in records])
    games = text.split("\n\n")
    assert "1C - =1= 1H Pass\nPass Pass\n" in games[0]
    assert '[Note "1:^S (越序叫牌，跳过东 call out of rotation, E skipped)"]' in games[0]
    assert "- =1= - =1= 2D Pass\nPass Pass\n" in games[1]
    assert '[Note "1:^S (越序叫牌，跳过东、南 call out of rotation, E S skipped)"]' in games[1]
    for record, game in zip(records, games, strict=True):
        assert record.log is not None
        calls = [(str(e.seat), {"P": "Pass"}.get(str(e.call), str(e.call))) for e in record.log.events
                 if e.type == "call"]
        assert _columns(game, record.log.dealer) == calls  # every call in its caller's column
        assert "^" not in "".join(_grid(game))  # readers without §3.9 meet no mark in the grid
    read = _endplay(text)
    assert [len(b.auction) for b in read] == [1, 0]  # 1C, then E's skipped column; W's 2D skips the dealer
    for record, board in zip(records, read, strict=True):
        assert record.log is not None
        meta = record.meta
        _check_endplay(board, record.log, None, meta["contract"], meta["declarer"], int(meta["result"]))
    back = parse_pbn(text, "<export>")
    assert [b.data["events"] for b in back] == [r.data["events"] for r in records]
    assert [b.meta["irregularities"] for b in back] == [
        [{**m, "line": b.meta["irregularities"][i]["line"]} for i, m in enumerate(r.meta["irregularities"])]
        for r, b in zip(records, back, strict=True)]
    assert all(not b.meta["warnings"] for b in back)


def test_example_34_the_retained_turn_is_norths_column() -> None:
    """examples/34: E's pass out of rotation at N's turn stands (Law 29A), the passes after it are
    cancelled (Law 34): the grid is `1D Pass 1H -` / `Pass +`, N's column empty, E's pass in E's."""
    log = load_log(ROOT / "examples" / "34-retention-of-right-to-call.yaml")
    ruling = rule(log, ENGINE)
    text = to_pbn(log, ruling)
    assert "1D Pass 1H - =1=\nPass =2= +\n" in text
    assert _columns(text, log.dealer) == [("E", "1D"), ("S", "Pass"), ("W", "1H"), ("E", "Pass")]
    board = _endplay(text)[0]
    assert _endplay_calls(board) == [("E", "1D"), ("S", "Pass"), ("W", "1H")]
    back = parse_pbn(text, "<34>")[0]
    assert back.log is not None and dump_log(back.log) == dump_log(log)
    assert _same(rule(back.log, ENGINE), ruling)


def test_the_grid_form_still_writes_the_marks_of_section_3_9() -> None:
    records = import_pbn(ISSUE14 / "standing-out-of-rotation.pbn")
    text = to_pbn(records[1].data, None, records[1].meta, marks="grid")
    assert "^S ^S 2D Pass\nPass Pass\n" in text
    assert parse_pbn(text, "<grid>")[0].data["events"] == records[1].data["events"]


# --------------------------------------------------------------------------- (b) the log read back


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_every_example_round_trips_through_the_export_command(path: Path, tmp_path: Path) -> None:
    """log → `rulings export` → our PBN reader → the same log: every call (the cancelled ones too)
    and every event in table order, so the engine rules the same; endplay reads the same deal,
    standing calls at their seats, contract, declarer and cards."""
    from rulings.cli import main

    out = tmp_path / "out.pbn"
    assert main(["export", str(path), "-o", str(out), "--engine", "python"]) == 0
    log = load_log(path)
    ruling = rule(log, ENGINE)
    back = import_pbn(out)
    assert len(back) == 1 and back[0].error is None and back[0].log is not None
    assert back[0].meta["warnings"] == []
    assert dump_log(back[0].log) == dump_log(log)
    assert _same(rule(back[0].log, ENGINE), ruling)
    # the audit finds each mark read back (renumbered to the log's events) where the ruling rules
    assert audit_board(back[0], ENGINE)["warnings"] == []
    text = out.read_text(encoding="utf-8")
    # exported again from what was read back: the same file (the earlier commentary is made again,
    # not copied, even split into pieces)
    assert to_pbn_file([to_pbn(back[0].data or {}, ruling, back[0].meta, header=False)]) == text
    state = ruling["state"].get("contract") or {}
    board = _endplay(text)[0]
    _check_endplay(board, log, ruling, state.get("text"), state.get("declarer"), None)


def test_the_command_keeps_a_logs_alerts(tmp_path: Path) -> None:
    """An event log's `alert: true` (which `DealLog` does not keep) is exported as a note and read back."""
    from rulings.cli import main

    log = tmp_path / "alert.yaml"
    log.write_text("dealer: N\nvulnerable: none\nevents:\n"
                   "  - {seat: N, call: 1C, alert: true, explanation: 2+ clubs}\n"
                   "  - {seat: E, call: P}\n  - {seat: S, call: 1H}\n  - {seat: W, call: P}\n", encoding="utf-8")
    out = tmp_path / "alert.pbn"
    assert main(["export", str(log), "-o", str(out), "--engine", "python"]) == 0
    assert '1C =1= Pass 1H Pass' in out.read_text(encoding="utf-8")
    assert '[Note "1:Alert: 2+ clubs"]' in out.read_text(encoding="utf-8")
    back = import_pbn(out)[0]
    assert back.data is not None
    assert back.data["events"][0] == {"seat": "N", "call": "1C", "alert": True, "explanation": "2+ clubs"}


def test_the_cancelled_calls_come_back_as_events_in_table_order() -> None:
    """examples/27: E's insufficient 1D, the director, S's choice, E's 2NT: the grid shows the auction
    as it stands (`1H 1S 2NT`), the commentary the log (`; 日志 log 2: {"seat": "E", "call": "1D"}`),
    and the reader gives back the six events; the note stays in `meta["cancelled"]`, not in 2NT's
    explanation."""
    log = load_log(ROOT / "examples" / "27-insufficient-bid.yaml")
    text = to_pbn(log, rule(log, ENGINE))
    assert '; 日志 log 2: {"seat": "E", "call": "1D"}' in text
    assert '; 日志 log 3: {"director": true}' in text and '; 日志 log 4: {"seat": "S", "choose": "decline"}' in text
    assert text.index("; 日志 log 0:") < text.index("[Event ")  # before the first tag (§3.8)
    back = parse_pbn(text, "<27>")[0]
    assert back.data is not None
    assert back.data["events"] == dump_log(log)["events"]
    assert back.meta["cancelled"][0]["event"] == 5  # on E's 2NT, event 5 of the log
    assert back.meta["comments"] and not any(c.startswith(LOG_LINE) for c in back.meta["comments"])
    # the sections alone: the standing auction, the cancelled call a note, no explanation made of it
    alone = parse_pbn("\n".join(line for line in text.splitlines() if not line.startswith(";")), "<27>")[0]
    assert alone.data is not None
    assert alone.data["events"] == [{"seat": "W", "call": "1H"}, {"seat": "N", "call": "1S"},
                                    {"seat": "E", "call": "2NT"}]
    assert alone.meta["cancelled"][0]["calls"].startswith("^I 东 E 1D")


def test_marks_read_back_name_the_events_of_the_log() -> None:
    """E's insufficient 1D is cancelled and corrected to 2D (Law 27B); later N bids 2H at W's turn,
    accepted by E's call (Law 29A). The grid: `1H 2D =1= Pass - =2=` / `2H Pass Pass Pass`; read back,
    the `^S` and the cancelled note name events 6 and 4 of the log (not 3 and 1 of the grid), and
    the audit finds the ruling at the mark."""
    data = {"dealer": "N", "vulnerable": "none", "events": [
        {"seat": "N", "call": "1H"}, {"seat": "E", "call": "1D"}, {"director": True},
        {"seat": "S", "choose": "decline"}, {"seat": "E", "call": "2D"}, {"seat": "S", "call": "P"},
        {"seat": "N", "call": "2H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"}, {"seat": "W", "call": "P"}]}
    ruling = rule(parse_log(data), ENGINE)
    assert [(r["event"], r["irregularity"]) for r in ruling["rulings"]] == [(1, "insufficient_bid"),
                                                                            (6, "bid_out_of_rotation")]
    text = to_pbn(data, ruling)
    assert "[Auction \"N\"]\n1H 2D =1= Pass - =2=\n2H Pass Pass Pass\n" in text
    back = parse_pbn(text, "<marks>")[0]
    assert back.data is not None and back.data["events"] == data["events"]
    assert [(m["mark"], m["event"], m["seat"]) for m in back.meta["irregularities"]] == [("^S", 6, "W")]
    assert [c["event"] for c in back.meta["cancelled"]] == [4]
    assert audit_board(back, ENGINE)["warnings"] == []


def test_no_log_in_the_commentary_when_the_sections_give_it_back() -> None:
    log = load_log(ROOT / "examples" / "70C-claim-outstanding-trump.yaml")
    plain = {**dump_log(log), "events": [e for e in dump_log(log)["events"]
                                         if "object" not in e and "director" not in e and "claim" not in e]}
    text = to_pbn(plain)
    assert LOG_LINE not in text
    assert parse_pbn(text, "<70C>")[0].data["events"] == plain["events"]


def test_a_log_in_the_commentary_that_disagrees_or_is_broken_is_warned_and_the_sections_read() -> None:
    log = load_log(ROOT / "examples" / "27-insufficient-bid.yaml")
    text = to_pbn(log, rule(log, ENGINE))
    cases = {
        '; 日志 log 5: {"seat": "E", "call": "3NT"}': "does not agree with the Auction and Play sections",
        '; 日志 log 5: {"seat": "E", "call": "2NT"': "is not JSON",
        '; 日志 log 7: {"seat": "E", "call": "2NT"}': "does not number its events",
        '; 日志 log 5: {"seat": "Q", "call": "2NT"}': "is not a valid log",
    }
    for line, warning in cases.items():
        changed = text.replace('; 日志 log 5: {"seat": "E", "call": "2NT"}', line)
        got = parse_pbn(changed, "<edited>")[0]
        assert got.error is None and got.data is not None
        assert [e["call"] for e in got.data["events"]] == ["1H", "1S", "2NT"], line
        assert any(warning in w for w in got.meta["warnings"]), (line, got.meta["warnings"])


def test_long_events_are_cut_into_lines_that_lose_no_space() -> None:
    events = [{"seat": "S", "claim": 4, "statement": "红心 都是 赢张 " * 40 + "end"}]
    lines = log_lines(events)
    assert len(lines) > 1 and all(len(line) <= 255 for line in lines)
    text = "\n".join(lines) + '\n[Dealer "N"]\n[Vulnerable "None"]\n'
    got = parse_pbn(text, "<long>")[0]
    assert got.error is None and got.meta["warnings"] == [] and got.data is not None
    assert got.data["events"] == events


def test_generated_auction_logs_round_trip_and_rule_the_same() -> None:
    """bench.generate's auctions with irregularities (calls out of rotation, insufficient bids,
    doubles of one's own side, accept/decline choices): each read back into the same log, with or
    without the ruling's standing auction; ruled the same where the engine can rule."""
    logs = auction_logs(240, seed=14)
    ruled = with_log = skipped = 0
    for data in logs:
        log = parse_log(data)
        ruling = _ruling(log)
        ruled += ruling is not None
        for given in ([ruling, None] if ruling is not None else [None]):
            text = to_pbn(data, given)
            with_log += LOG_LINE in text
            skipped += " - =" in text
            back = parse_pbn(text, "<generated>")
            assert len(back) == 1 and back[0].error is None and back[0].log is not None, text
            assert back[0].data is not None and back[0].data["events"] == data["events"], text
            assert dump_log(back[0].log) == dump_log(log) and back[0].meta["warnings"] == []
            if given is not None:
                assert _same(rule(back[0].log, ENGINE), ruling), text
            board = _endplay(text)[0]
            assert board.dealer.abbr == data["dealer"]
            assert _endplay_calls(board) == _in_rotation(log.dealer, _standing(log, given))
    assert ruled >= 80 and with_log >= 80 and skipped >= 20  # the irregular cases were met


def test_generated_sessions_with_insufficient_bids_revokes_and_claims_round_trip() -> None:
    """bench.generate_pbn's whole boards (deal, auction with insufficient bids accepted, play with
    revokes, claims): export with the ruling, read back into the same log by us, and by endplay with
    the same deal, calls, contract, declarer, result and play."""
    boards = session(60, seed=14, rates=Rates(insufficient=0.3, revoke=0.02, claim=0.5))
    records: list[BoardRecord] = [r for b in boards for r in parse_pbn(b.text, "<session>")]
    assert all(r.error is None for r in records)
    rulings = [_ruling(r.log) if r.log else None for r in records]
    text = to_pbn_file([to_pbn(r.data or {}, ruling, r.meta, header=False) for r, ruling in zip(records, rulings,
                                                                                              strict=True)])
    back = parse_pbn(text, "<export>")
    read = _endplay(text)
    assert len(back) == len(read) == len(records)
    transferred = 0
    for record, again, board, ruling in zip(records, back, read, rulings, strict=True):
        assert again.data is not None and record.data is not None and record.log is not None
        assert again.data["events"] == record.data["events"]
        meta = record.meta
        ruled = ((ruling or {}).get("state") or {}).get("result") or {}
        result = None if meta["result"] is None else int(meta["result"])
        if ruled.get("transferred"):  # a revoke's tricks transferred (Law 64): the Result is the ruled one
            transferred += 1
            result = ruled["declarer_tricks"]
            assert any(f"recorded: Result {meta['result']}" in c for c in again.meta["comments"])
        if meta["contract"] not in (None, "", "Pass"):
            _check_endplay(board, record.log, None, meta["contract"], meta["declarer"], result)
        ours = [str(e.card) for e in record.log.events if e.type in ("lead", "play")]
        assert _endplay_cards(board) == ours
    assert transferred  # the session holds a revoke whose tricks the ruling transferred



# --------------------------------------------------------------------------- (b) nothing of the record lost


def test_every_tag_of_the_record_is_kept_in_pbn_order_and_read_by_endplay() -> None:
    """Scoring (IMP, MP) and the tags the export does not make itself (Score, HomeTeam, Table,
    ScoreIMP, Competition, OptimumScore, DoubleDummyTricks, Room, a table tag with its rows and its
    column format `\\2R`) are written back after the Mandatory Tag Set, in the record's order;
    endplay reads them (the table with its columns), and our reader reads the export back to them."""
    path = ISSUE14 / "tags.pbn"
    records = import_pbn(path)
    assert [r.error for r in records] == [None, None]
    text = to_pbn_file([to_pbn(r.data, _ruling(r.log), r.meta, header=False) for r in records])
    games = text.split("\n\n")
    tags = [[line.split(" ", 1)[0][1:] for line in g.splitlines() if line.startswith("[")] for g in games]
    mandatory = ["Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
                 "Scoring", "Declarer", "Contract", "Result"]
    assert tags[0] == mandatory + ["Score", "HomeTeam", "Table", "ScoreIMP", "Competition", "OptimumScore",
                                   "DoubleDummyTricks", "OptimumResultTable", "Auction"]
    assert tags[1] == mandatory + ["Score", "Table", "Room", "Auction"]
    assert '[Scoring "IMP"]' in games[0] and '[Scoring "MP"]' in games[1]
    assert '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 13\nS NT 13\n' in games[0]
    assert '[DoubleDummyTricks "d0d0d0d0d0d00000000"]' in games[0] and '[Score "EW 400"]' in games[1]
    read = _endplay(text)
    assert read[0].info["Scoring"] == "IMP" and read[0].info["ScoreIMP"] == "NS 1"
    assert read[0].info["OptimumResultTable"]["rows"] == [["N", "NT", "13"], ["S", "NT", "13"]]
    assert read[0].info["OptimumResultTable"]["headers"][1]["minwidth"] == "2"
    assert (read[1].info["Room"], read[1].info["Table"]) == ("Closed", "5")
    for record, board in zip(records, read, strict=True):
        assert record.log is not None
        _check_endplay(board, record.log, None, record.meta["contract"], record.meta["declarer"],
                       int(record.meta["result"]))
    back = parse_pbn(text, "<export>")
    for record, again in zip(records, back, strict=True):
        kept = {k: v for k, v in record.meta["tags"].items() if k not in ("Site", "Date", "West", "North", "East",
                                                                             "South")}
        assert {k: again.meta["tags"][k] for k in kept} == kept
        assert again.meta["tag_rows"] == record.meta["tag_rows"]
    assert to_pbn_file([to_pbn(r.data, _ruling(r.log), r.meta, header=False) for r in back]) == text


def test_vugraph_rooms_are_two_games_with_event_round_teams_and_room() -> None:
    """A vugraph LIN (`vg|Final,Segment 1,I,…,A,0,B,0|`, `qx|o1|` and `qx|c1|`): each room's table of
    board 1 is a game with the Event, the Round (segment), Scoring IMP, HomeTeam and VisitTeam and
    its Room, Open or Closed; endplay reads both."""
    records = import_lin(ISSUE14 / "vugraph.lin")
    text = to_pbn_file([to_pbn(r.data, None, r.meta, header=False) for r in records])
    games = text.split("\n\n")
    assert len(games) == 2
    for game, room in zip(games, ("Open", "Closed"), strict=True):
        for tag in ('[Event "Final"]', '[Board "1"]', '[Scoring "IMP"]', '[Round "Segment 1"]',
                    '[HomeTeam "A"]', '[VisitTeam "B"]', f'[Room "{room}"]'):
            assert tag in game
    read = _endplay(text)
    assert [(b.board_num, b.info["Room"], b.info["HomeTeam"]) for b in read] == [(1, "Open", "A"), (1, "Closed", "A")]
    assert [b.info["West"] for b in read] == ["w1", "w2"]


def test_a_trick_transfer_gives_the_ruled_result_and_score_with_the_recorded_ones_in_the_commentary() -> None:
    """A result the ruling changes (a revoke's tricks transferred, Law 64) is the ruled one in the
    Result and Score tags; the recorded Result and Score are said in the commentary."""
    boards = session(60, seed=14, rates=Rates(insufficient=0.3, revoke=0.02, claim=0.5))
    records = [r for b in boards for r in parse_pbn(b.text, "<session>") if r.log is not None]
    ruled = [(r, ruling) for r in records if (ruling := _ruling(r.log))
             and ((ruling.get("state") or {}).get("result") or {}).get("transferred")]
    assert ruled
    record, ruling = ruled[0]
    record.meta["score"] = record.meta["tags"]["Score"] = "NS 1"  # a recorded Score, to be replaced
    result = ruling["state"]["result"]
    text = to_pbn(record.data, ruling, record.meta)
    assert f'[Result "{result["declarer_tricks"]}"]' in text
    assert f'[Score "NS {result["score"]["ns"]}"]' in text and '[Score "NS 1"]' not in text
    assert f"recorded: Result {record.meta['result']}，Score NS 1" in text
    assert "第64条 Law 64" in text


def test_the_ruling_commentary_is_in_words_chinese_first(tmp_path: Path) -> None:
    """`rulings export LOG`: the ruling as the console says it (rulings.render), Chinese with 第31条B款
    then English with Law 31B, and never a dump of the ruling's fields."""
    from rulings.cli import main

    out = tmp_path / "out.pbn"
    assert main(["export", str(ROOT / "examples" / "31B-bid-out-of-rotation.yaml"), "-o", str(out),
                 "--engine", "python"]) == 0
    comments = [line[1:-1] for line in out.read_text(encoding="utf-8").splitlines() if line.startswith("{")]
    zh = comments.index("裁决1（第1项事件）：西家越序实质叫牌")
    assert comments.index("Ruling 1 (event 1): bid out of rotation by West") > zh
    assert any(c.startswith("第31条B款 ") for c in comments) and "Law 31B Partner's or LHO's Turn" in comments
    assert "第3项事件：北家选择不接受 — event 3: North declines" in comments  # the choice in words, not `decline`
    assert not any(word in c for c in comments for word in ("kind:", "choices:", "by:", "law:", "rule_ref"))


@pytest.mark.parametrize("where", ["missing/x.pbn", "."])
def test_an_output_that_cannot_be_written_is_one_line_naming_it(tmp_path: Path, where: str,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """`-o` in a folder that does not exist, or `-o` a directory: one line naming the path, exit 2."""
    from rulings.cli import main

    target = tmp_path / where
    assert main(["export", str(ROOT / "examples" / "27-insufficient-bid.yaml"), "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(target) in err and "Traceback" not in err
