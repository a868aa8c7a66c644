"""PBN 2.1 and BBO LIN import, PBN export: the sample records in tests/data and generated files."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from rulings.calls import Call
from rulings.log import dump_log
from rulings.play import Contract
from rulings.records import BoardRecord, import_lin, import_pbn, parse_lin, parse_pbn, to_pbn
from rulings.records.export import ref_zh
from rulings.records.pbn import CLAIM_NOTE, read_record_text
from rulings.seats import Seat

#: the sample records shipped with the tests (tests/data, see its README)
DATA = Path(__file__).resolve().parent / "data"
SAMPLES = {  # file -> number of games in it
    "endplay_examples_pbn_files_sample.pbn": 2,
    "endplay_tests_pbn_example1.pbn": 2,
    "endplay_tests_pbn_example2.pbn": 299,
    "endplay_tests_pbn_example3.pbn": 7632,
    "endplay_tests_pbn_example4.pbn": 1,
    "endplay_tests_lin_example1.lin": 8,
}
_cache: dict[str, list[BoardRecord]] = {}
BIG = "endplay_tests_pbn_example3.pbn"  # 7,632 games: the full run only (pytest -m "not slow" leaves it out)


def samples(names: list[str]) -> list[object]:
    """The sample files as test parameters, the 7,632-game archive marked slow."""
    return [pytest.param(n, marks=pytest.mark.slow) if n == BIG else n for n in sorted(names)]


def sample(name: str) -> list[BoardRecord]:
    """The records of one sample file of tests/data; FAILS (never skips) when it is not there."""
    path = DATA / name
    if not path.is_file():
        pytest.fail(f"the sample record {path} is missing from {DATA}")
    if name not in _cache:
        _cache[name] = import_lin(path) if path.suffix == ".lin" else import_pbn(path)
    return _cache[name]


def calls_of(record: BoardRecord) -> list[dict]:
    assert record.data is not None
    return [e for e in record.data["events"] if "call" in e]


def cards_of(record: BoardRecord) -> list[dict]:
    assert record.data is not None
    return [e for e in record.data["events"] if "lead" in e or "play" in e]


def tag_values(name: str, tag: str) -> list[str]:
    text = (DATA / name).read_text(encoding="utf-8")
    return re.findall(rf'^\[{tag} "([^"]*)"\]', text, flags=re.M)


# --------------------------------------------------------------------------- the sample files


@pytest.mark.parametrize("name", samples(list(SAMPLES)))
def test_every_board_of_every_sample_imports(name: str) -> None:
    records = sample(name)
    assert len(records) == SAMPLES[name]
    failed = [str(r.error) for r in records if r.error is not None]
    assert failed == []
    assert all(r.log is not None and r.line >= 1 for r in records)


def test_the_sample_folder_holds_only_known_records() -> None:
    sample("endplay_tests_pbn_example1.pbn")  # fails clearly when the folder is missing
    found = {p.name for p in DATA.iterdir() if p.suffix in (".pbn", ".lin")}
    assert found == set(SAMPLES)


@pytest.mark.parametrize("name", ["endplay_tests_pbn_example2.pbn", "endplay_tests_pbn_example1.pbn"])
def test_dealer_and_vulnerability_follow_the_tags(name: str) -> None:
    records = sample(name)
    vul = {"None": "none", "NS": "NS", "EW": "EW", "All": "both", "Both": "both", "-": "none"}
    assert [str(r.log.dealer) for r in records] == tag_values(name, "Dealer")
    assert [r.log.vulnerable for r in records] == [vul[v] for v in tag_values(name, "Vulnerable")]
    assert [r.meta["contract"] for r in records] == tag_values(name, "Contract")


def test_example2_vulnerabilities_and_dealers_count_as_recorded() -> None:
    records = sample("endplay_tests_pbn_example2.pbn")
    assert Counter(r.log.vulnerable for r in records) == {"both": 59, "EW": 60, "NS": 90, "none": 90}
    assert Counter(str(r.log.dealer) for r in records) == {"E": 60, "N": 60, "S": 90, "W": 89}


def test_example1_board_1_the_audit_facts() -> None:
    first = sample("endplay_tests_pbn_example1.pbn")[0]
    log = first.log
    assert (log.board, log.dealer, log.vulnerable) == (1, Seat.N, "none")
    assert log.title == "16th European Youth Team Championships"
    assert len(log.hands) == 4 and all(len(c) == 13 for c in log.hands.values())
    assert [(c["seat"], c["call"]) for c in calls_of(first)] == [
        ("N", "1C"), ("E", "1S"), ("S", "2H"), ("W", "4S"), ("N", "5H"), ("E", "P"), ("S", "P"), ("W", "P")]
    meta = first.meta
    assert (meta["declarer"], meta["contract"], meta["result"]) == ("S", "5H", "10")
    assert (meta["event"], meta["site"], meta["date"], meta["board"]) == (
        "16th European Youth Team Championships", "Vienna, Austria AUT", "1998.07.16", "1")
    # Play "W": W DQ wins trick 1, W SK trick 2, E DK trick 3; then the Result implies a claim.
    assert [(c["seat"], c.get("lead") or c.get("play")) for c in cards_of(first)] == [
        ("W", "DQ"), ("N", "D3"), ("E", "D4"), ("S", "D2"),
        ("W", "SK"), ("N", "S2"), ("E", "S4"), ("S", "SJ"),
        ("W", "DJ"), ("N", "DT"), ("E", "DK"), ("S", "D7")]
    claim = log.events[-1]
    assert (claim.type, claim.seat, claim.tricks) == ("claim", Seat.S, 10)
    assert claim.note == CLAIM_NOTE.format(10)


def test_each_trick_is_led_by_the_winner_of_the_one_before() -> None:
    for record in sample("endplay_tests_pbn_example2.pbn")[:60]:
        cards = [e for e in record.log.events if e.type in ("lead", "play")]
        if not cards:
            continue
        contract = Contract.from_auction([(e.seat, e.call) for e in record.log.events if e.type == "call"])
        assert cards[0].seat == contract.declarer.lho  # the opening leader
        for start in range(0, len(cards) - 4, 4):
            trick = cards[start:start + 4]
            assert trick[0].type == "lead" and all(e.type == "play" for e in trick[1:])
            assert [e.seat for e in trick] == [trick[0].seat.at(r) for r in ("self", "lho", "partner", "rho")]
            trumps = [e for e in trick if contract.trump and e.card.suit == contract.trump]
            best = max(trumps or [e for e in trick if e.card.suit == trick[0].card.suit],
                       key=lambda e: e.card.rank_value)
            assert cards[start + 4].seat == best.seat


def test_unfinished_trick_is_logged_from_its_leader_then_the_claim() -> None:
    # example2, second game: 1NT by N, Result 8; trick 8 "- - H3 -" (Play "E") is W's lead only.
    record = sample("endplay_tests_pbn_example2.pbn")[1]
    assert record.meta["contract"] == "1NT" and record.meta["result"] == "8"
    events = record.log.events
    assert (events[-2].type, events[-2].seat, str(events[-2].card)) == ("lead", Seat.W, "H3")
    assert (events[-1].type, events[-1].seat) == ("claim", Seat.N)
    won = 8 - events[-1].tricks
    assert 0 <= won <= 7


def test_notes_become_explanations_and_inherited_tags_resolve() -> None:
    records = sample("endplay_examples_pbn_files_sample.pbn")
    calls = calls_of(records[0])
    assert len(calls) == 16
    assert calls[5] == {"seat": "E", "call": "2H", "explanation": "Spades & minor"}
    assert calls[11] == {"seat": "W", "call": "5S", "explanation": "♠"}
    assert records[0].log.events[5].explanation == "Spades & minor"
    assert records[0].log.vulnerable == "none" and records[0].meta["contract"] == "5SX"
    # [Event "#"] repeats the previous game's value; a passed-out board has four passes.
    assert records[1].meta["event"] == "TestingPBN" and records[1].log.title == "TestingPBN"
    assert [c["call"] for c in calls_of(records[1])] == ["P", "P", "P", "P"]
    assert records[1].meta["contract"] == "Pass" and records[1].meta["declarer"] == ""


@pytest.mark.slow  # reads the 7,632-game archive
def test_import_format_games_take_the_board_from_the_game_before() -> None:
    records = sample("endplay_tests_pbn_example3.pbn")
    first, second = records[0], records[1]
    assert (second.log.board, second.log.dealer, second.log.vulnerable) == (1, Seat.N, "none")
    assert second.log.hands == first.log.hands
    assert second.meta["contract"] == "4SX" and second.meta["declarer"] == "N"
    # "1NT X XX 4H / X 4S 4NT X / 5C AP": AP closes the auction with three passes.
    assert [c["call"] for c in calls_of(first)] == ["1NT", "X", "XX", "4H", "X", "4S", "4NT", "X", "5C",
                                                    "P", "P", "P"]
    assert len(tag_values("endplay_tests_pbn_example3.pbn", "Contract")) == len(records)
    assert [r.meta["contract"] for r in records] == tag_values("endplay_tests_pbn_example3.pbn", "Contract")


def test_cards_written_in_the_wrong_columns_are_logged_for_their_holders() -> None:
    # example4 (= example3 game 1): the third row "CA D2 C9 CQ" is written in the order played.
    record = sample("endplay_tests_pbn_example4.pbn")[0]
    assert any("not in their players' columns" in w for w in record.meta["warnings"])
    third = [(str(e.seat), str(e.card)) for e in record.log.events if e.type in ("lead", "play")][8:12]
    assert third == [("E", "CA"), ("S", "D2"), ("W", "C9"), ("N", "CQ")]
    for e in record.log.events:
        if e.card is not None:
            assert e.card in record.log.hands[e.seat]


def test_lin_sample_calls_cards_alerts_and_claims() -> None:
    records = sample("endplay_tests_lin_example1.lin")
    first = records[0]
    log = first.log
    assert (log.board, log.dealer, log.vulnerable) == (1, Seat.N, "none")
    assert len(log.hands) == 4  # the fourth hand (East) is completed
    assert first.meta["players"]["S"] == "domtp"
    calls = calls_of(first)
    assert [(c["seat"], c["call"]) for c in calls] == [
        ("N", "P"), ("E", "P"), ("S", "1H"), ("W", "2H"), ("N", "P"), ("E", "4S"), ("S", "5H"),
        ("W", "P"), ("N", "P"), ("E", "P")]
    assert calls[3]["alert"] is True and calls[3]["explanation"].startswith("Michaels")
    assert log.events[2].explanation.startswith("Major suit opening")
    cards = cards_of(first)
    assert len(cards) == 52 and cards[0] == {"seat": "W", "lead": "C9"}  # 5H by S: West leads
    assert (first.meta["declarer"], first.meta["contract"], first.meta["result"]) == ("S", "5H", "12")
    assert [r.meta["vulnerable"] for r in records] == ["none", "NS", "EW", "both", "NS", "EW", "both", "none"]
    assert [r.log.board for r in records] == list(range(1, 9))
    # Board 3: `mc|9|` after 11 tricks: declarer (S, 2H) claims the 2 tricks still to play.
    third = records[2]
    assert len(cards_of(third)) == 44
    assert (third.log.events[-1].type, third.log.events[-1].seat, third.log.events[-1].tricks) == ("claim", Seat.S, 2)
    assert third.meta["result"] == "9"


# --------------------------------------------------------------------------- generated files

GOOD_GAME = """[Event "Test"]
[Board "{board}"]
[Dealer "N"]
[Vulnerable "NS"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]
[Declarer "N"]
[Contract "7NT"]
[Result "13"]
[Auction "N"]
7NT AP
[Play "E"]
ST SA S3 S2
*
"""


def test_a_malformed_board_names_board_and_line_and_the_others_import(tmp_path: Path) -> None:
    bad_deal = GOOD_GAME.format(board=2).replace("N:AKQJ.AKQ", "N:AKQZ.AKQ")
    unknown_call = GOOD_GAME.format(board=3).replace("7NT AP", "7NT 8Q AP")
    bad_card = GOOD_GAME.format(board=4).replace("ST SA S3 S2", "ST SA S3 S1")
    twice = GOOD_GAME.format(board=5).replace("ST SA S3 S2", "ST SA S3 S2\nST SK S4 H5")
    twelve_cards = GOOD_GAME.format(board=6).replace("N:AKQJ.", "N:AKQ.")
    text = "% PBN 2.1\n\n" + "\n".join([GOOD_GAME.format(board=1), bad_deal, unknown_call, bad_card, twice,
                                           twelve_cards, GOOD_GAME.format(board=7)])
    path = tmp_path / "mixed.pbn"
    path.write_text(text, encoding="utf-8")
    records = import_pbn(path)
    assert len(records) == 7
    assert [r.error is None for r in records] == [True, False, False, False, False, False, True]
    lines = text.splitlines()

    def line_of(board: int, marker: str) -> int:
        start = lines.index(f'[Board "{board}"]')
        return next(i for i in range(start, len(lines)) if marker in lines[i]) + 1

    expected = {2: ('[Deal "', "'Z' is not a rank"), 3: ("8Q", "unknown call '8Q'"), 4: ("S1", "bad card 'S1'"),
                5: ("ST SK", "bad card: ST is played twice"), 6: ('[Deal "', "12 cards")}
    for record in records[1:6]:
        board = int(record.meta["board"])
        marker, words = expected[board]
        assert record.error.line == line_of(board, marker), record.error
        assert f"board {board}:" in str(record.error) and words in str(record.error)
        assert f"mixed.pbn:{record.error.line}" in str(record.error)
        assert record.log is None
        # in Chinese too (what `rulings audit` prints by default): the board, then what is wrong
        assert record.error.zh.startswith(f"第{board}副牌：") and said_zh[board] in record.error.zh, record.error.zh
    assert records[6].log.board == 7 and records[6].log.events[-1].tricks == 12


said_zh = {2: "'Z' 不是点数", 3: "无法识别的叫品 '8Q'", 4: "牌张 'S1' 有误", 5: "♠10 打出了两次", 6: "北家的牌有12张"}


def test_a_malformed_lin_board_is_said_in_chinese_too() -> None:
    """A LIN board's fault: the board and what is wrong, in English (unchanged) and in Chinese."""
    [record] = parse_lin("qx|o1|md|3SAKQJHAKQDAKQCAKQ,S2H5432D5432C5432,ST987HJT9DJT9CJT9|sv|x|mb|p|", "bad.lin")
    assert str(record.error) == "bad.lin:1: board 1: sv 'x' is not o, n, e or b"  # qx|o1: board 1
    assert record.error.zh == "第1副牌：局况 sv 'x' 不是 o、n、e 或 b"


def test_gb18030_comments_decode(tmp_path: Path) -> None:
    text = ('% PBN 2.1\n{ 第一副：北家越序开叫，裁判到场 }\n' + GOOD_GAME.format(board=1)
            + '; 注释：东家首引黑桃十\n')
    path = tmp_path / "chinese.pbn"
    path.write_bytes(text.encode("gb18030"))
    with pytest.raises(UnicodeDecodeError):
        path.read_bytes().decode("utf-8")
    record = import_pbn(path)[0]
    assert record.error is None
    assert record.meta["encoding"] == "gb18030"
    assert record.meta["comments"] == ["第一副：北家越序开叫，裁判到场", "注释：东家首引黑桃十"]
    utf8 = tmp_path / "utf8.pbn"
    utf8.write_text(text, encoding="utf-8")
    assert import_pbn(utf8)[0].meta["comments"] == record.meta["comments"]


def test_irregular_auction_notation() -> None:
    # The older grid form: E calls 1H out of rotation (N's column '-'), W's insufficient 1H is
    # corrected to 2H on the next round. Every call is logged as made; the table model rules.
    text = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Auction "N"]
- 1H! =1= 1S 1H
- - - 2H
AP
[Note "1:hearts and a minor"]
"""
    record = parse_pbn(text, "<t>")[0]
    assert record.error is None
    calls = calls_of(record)
    assert calls == [  # `!` is the annotator's "good call" (NAG $1), not an alert
        {"seat": "E", "call": "1H", "explanation": "hearts and a minor"},
        {"seat": "S", "call": "1S"},
        {"seat": "W", "call": "1H"},
        {"seat": "W", "call": "2H"},
        {"seat": "N", "call": "P"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"}]
    assert record.log.events[0].seat == Seat.E and record.log.dealer == Seat.N
    assert record.meta["annotations"] == [{"event": 0, "line": 5, "annotation": "!", "nag": 1, "meaning": "good"}]
    again = parse_pbn(to_pbn(record.data), "<again>")[0]  # the export writes the ^S where '-' stood
    assert calls_of(again) == calls


def test_plus_continues_the_auction_and_a_cut_auction_is_an_error() -> None:
    records = parse_pbn('[Board "6"]\n[Auction "E"]\n1C + \n\n[Board "6"]\n[Auction "E"]\n1C AP\n\n'
                        '[Board "7"]\n[Auction "S"]\n1S Pass 2H\n', "<t>")
    assert records[0].error is None and records[0].meta["continued"] == "auction"
    assert [c["call"] for c in calls_of(records[0])] == ["1C"]
    log = records[1].log
    assert (log.dealer, log.vulnerable) == (Seat.E, "EW")  # Law 2: board 6
    cut = records[2]
    assert cut.log is None and "cut short" in str(cut.error) and cut.error.line == 11


def test_lin_with_several_boards_and_a_malformed_one() -> None:
    # hands S, W, N (East left out): N holds AKQJ.AKQ.AKQ.AKQ
    deal = "md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|"
    good = f"qx|o1|{deal}sv|n|ah|Board 1|mb|7N!|an|grand|mb|p|mb|p|mb|p|pc|ST|pc|S3|pc|S2|pc|SA|mc|13|\n"
    bad = f"qx|o2|{deal}sv|b|ah|Board 2|mb|7Z|\n"
    records = parse_lin(good + bad + good.replace("o1", "o3").replace("Board 1", "Board 3"), "<lin>")
    assert [r.error is None for r in records] == [True, False, True]
    assert "board 2: unknown call '7Z'" in str(records[1].error) and records[1].error.line == 2
    first = records[0]
    assert calls_of(first)[0] == {"seat": "N", "call": "7NT", "alert": True, "explanation": "grand"}
    assert cards_of(first)[0] == {"seat": "E", "lead": "ST"}  # declarer N: East leads
    assert len(first.log.hands) == 4 and first.log.hands[Seat.E] == records[2].log.hands[Seat.E]
    assert (first.log.events[-1].seat, first.log.events[-1].tricks) == (Seat.N, 12)
    assert first.meta["contract"] == "7NT" and first.meta["result"] == "13"


# --------------------------------------------------------------------------- export


@pytest.mark.parametrize("name", samples([n for n in SAMPLES if n.endswith(".pbn")]))
def test_export_round_trip(name: str) -> None:
    """import -> export -> import gives the same log (and, from the plain data, the same alerts).
    Every game of each file; every third game of the 7632 in the large archive."""
    records = sample(name)
    for record in records[::3] if len(records) > 1000 else records:
        text = to_pbn(record.log, meta=record.meta)
        back = parse_pbn(text, "<round trip>")
        assert len(back) == 1 and back[0].error is None, text
        assert dump_log(back[0].log) == dump_log(record.log)
        assert parse_pbn(to_pbn(record.data, meta=record.meta), "<rt>")[0].data["events"] == record.data["events"]


def test_lin_export_round_trip_keeps_calls_alerts_explanations_and_cards() -> None:
    for record in sample("endplay_tests_lin_example1.lin"):
        back = parse_pbn(to_pbn(record.data, meta=None), "<rt>")[0]
        assert back.error is None
        assert (back.log.dealer, back.log.vulnerable, back.log.board, back.log.hands) == (
            record.log.dealer, record.log.vulnerable, record.log.board, record.log.hands)
        assert calls_of(back) == calls_of(record)
        assert cards_of(back) == cards_of(record)
        assert back.meta["contract"] == record.meta["contract"] and back.meta["result"] == record.meta["result"]


def test_export_writes_the_ruling_as_chinese_commentary() -> None:
    """The ruling in the words of the console (`rulings.render`), Chinese first with the law's
    heading (第31条B款), then English (Law 31B): no field names, no raw values."""
    from rulings.log import load_log
    from rulings.ruling import default_engine, rule

    log = load_log(Path(__file__).parents[1] / "examples" / "31B-bid-out-of-rotation.yaml")
    text = to_pbn(log, rule(log, default_engine("python")))
    assert "{裁决1（第1项事件）：西家越序实质叫牌}" in text
    assert "{第31条B款 轮到同伴或下家叫牌：违规者在轮到其下家叫牌时" in text
    assert "{· 东家此后轮到他叫牌时必须永远不叫（31B）}" in text
    assert "{Law 31B Partner's or LHO's Turn}" in text and "{· East must pass whenever it is his turn to call [31B]}" in text
    assert text.index("{裁决1（") < text.index("{Ruling 1 (")
    assert "kind:" not in text and "choices:" not in text and "纠正：" not in text
    for tag in ("Event", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", "Auction"):
        assert f"[{tag} " in text
    back = parse_pbn(text, "<t>")[0]
    assert dump_log(back.log) == dump_log(log)
    assert "裁决1（第1项事件）：西家越序实质叫牌" in back.meta["comments"]


def test_export_from_a_log_without_metadata_computes_contract_and_result() -> None:
    calls = [("N", "1NT"), ("E", "P"), ("S", "3NT"), ("W", "P"), ("N", "P"), ("E", "X"), ("S", "P"),
             ("W", "P"), ("N", "P")]
    data = {"board": 5, "events": [{"seat": s, "call": c} for s, c in calls]
            + [{"seat": "E", "lead": "S2"}, {"director": True}, {"seat": "N", "claim": 9}]}
    data["events"][2]["conventional"] = True
    data["events"][9]["note"] = "led face down"
    text = to_pbn(data)
    assert "第3项事件：南家叫3无将（约定性叫牌） — event 3: South 3NT (conventional)" in text
    assert parse_pbn(text, "<t>")[0].log.events[9].note == "led face down"
    assert '[Dealer "N"]' in text and '[Vulnerable "NS"]' in text  # Law 2 for board 5
    assert '[Declarer "N"]' in text and '[Contract "3NTX"]' in text and '[Result "9"]' in text
    assert "第11项事件：裁判被召请到桌 — event 11: the director is called" in text
    assert Contract.from_auction([(Seat(s), Call.parse(c)) for s, c in calls]).doubled == 1


def test_chinese_citation_paths() -> None:
    assert [ref_zh(r) for r in ("31", "31B", "31A2b", "25B2b2", "Law X")] == [
        "第31条", "第31条B款", "第31条A款第2项(b)", "第25条B款第2项(b)(2)", "Law X"]


# --------------------------------------------------------------------------- issue 14: small files, one a defect

DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


def game(auction: str, dealer: str = "N", extra: str = "", play: str = "", board: int = 1) -> str:
    text = (f'[Board "{board}"]\n[Dealer "{dealer}"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n{extra}'
            f'[Auction "{dealer}"]\n{auction}\n')
    return text + play


def test_skipped_player_mark_logs_the_call_out_of_rotation() -> None:
    # PBN §3.9 (B): N deals, E opens 1D out of rotation; ^S stands for N, who was skipped.
    record = parse_pbn(game("^S 1D Pass Pass\nPass", extra='[Declarer "E"]\n[Contract "1D"]\n'), "<t>")[0]
    assert record.error is None
    assert [(c["seat"], c["call"]) for c in calls_of(record)] == [("E", "1D"), ("S", "P"), ("W", "P"), ("N", "P")]
    assert record.meta["irregularities"] == [
        {"mark": "^S", "kind": "call_out_of_rotation", "event": 0, "line": 8, "seat": "N"}]


def test_insufficient_bid_mark_precedes_the_bid() -> None:
    # §3.9 (A): "1D ^I 1C": W opens 1D, N bids 1C insufficiently (accepted).
    record = parse_pbn(game("1D ^I 1C Pass Pass\nPass", dealer="W"), "<t>")[0]
    assert record.error is None
    assert [(c["seat"], c["call"]) for c in calls_of(record)] == [("W", "1D"), ("N", "1C"), ("E", "P"),
                                                                  ("S", "P"), ("W", "P")]
    assert [(m["mark"], m["event"]) for m in record.meta["irregularities"]] == [("^I", 1)]
    assert parse_pbn(game("1D ^I", dealer="W"), "<t>")[0].error is not None  # a mark with no bid after it


def test_lead_out_of_turn_and_revoke_marks_in_the_play() -> None:
    # 7NT by N: E should lead; W leads S2 out of turn (^L), the others follow clockwise after it.
    play = '[Play "E"]\nS7 S3 ^L S2 SA\n*\n'
    record = parse_pbn(game("7NT AP", extra='[Declarer "N"]\n[Contract "7NT"]\n[Result "13"]\n', play=play), "<t>")[0]
    assert record.error is None
    cards = [(e.type, str(e.seat), str(e.card)) for e in record.log.events if e.card is not None]
    assert cards == [("lead", "W", "S2"), ("play", "N", "SA"), ("play", "E", "S7"), ("play", "S", "S3")]
    assert [(m["mark"], m["event"]) for m in record.meta["irregularities"]] == [("^L", 4)]
    revoke = parse_pbn(game("7NT AP", extra='[Declarer "N"]\n[Contract "7NT"]\n',
                            play='[Play "E"]\nS7 S3 ^R H2 SA\n*\n'), "<t>")[0]
    assert [(m["mark"], m["event"], m["seat"]) for m in revoke.meta["irregularities"]] == [("^R", 6, "W")]


def test_declarer_mark_and_side_results() -> None:
    swapped = parse_pbn(game("1NT AP", extra='[Declarer "^S"]\n[Contract "1NT"]\n[Result "NS 9"]\n'), "<t>")[0]
    assert swapped.meta["declarer"] == "S" and swapped.meta["irregularities"][0]["kind"] == "declarer_dummy_swapped"
    assert swapped.meta["result"] == "9"
    exported = to_pbn(swapped.data, meta=swapped.meta)
    assert '[Declarer "S"]' in exported and '"^' not in exported and "庄家与明手对换" in exported
    for text, tricks in (("EW 4", "9"), ("EW 4 NS 9", "9"), ("NS 9 EW 4", "9"), ("9", "9")):
        r = parse_pbn(game("1NT AP", extra=f'[Declarer "N"]\n[Contract "1NT"]\n[Result "{text}"]\n'), "<t>")[0]
        assert r.meta["result"] == tricks, text
    east = parse_pbn(game("Pass 1NT AP", extra='[Declarer "E"]\n[Contract "1NT"]\n[Result "NS 9"]\n'), "<t>")[0]
    assert east.meta["result"] == "4"  # NS took 9, so declarer's side (EW) took 4
    agreed = parse_pbn(game("1NT AP", extra='[Declarer "N"]\n[Contract "1NT"]\n[Result "^8"]\n'), "<t>")[0]
    assert agreed.meta["result"] == "8" and agreed.meta["result_agreed"] is True
    # an impossible result is an error of the board with its line, never an "ok" board with a note
    for text in ("NS 7 EW 3", "EW 4 NS 8", "NS 14", "14", "NS"):
        bad = parse_pbn(game("1NT AP", extra=f'[Declarer "N"]\n[Contract "1NT"]\n[Result "{text}"]\n'), "<t>")[0]
        assert bad.log is None and bad.error is not None, text
        assert f"Result {text!r}" in str(bad.error) and bad.error.line == 7, text  # the Result tag's line


def test_plus_and_double_dash_in_the_play() -> None:
    # '+' (§3.6): W is to play the next card; the Result is the partial result, no claim is inferred.
    extra = '[Declarer "N"]\n[Contract "7NT"]\n[Result "1"]\n'
    record = parse_pbn(game("7NT AP", extra=extra, play='[Play "E"]\nST SA S3 S2\n+ HA -- --\n'), "<t>")[0]
    assert record.error is None and record.meta["continued"] == "play"
    assert [e.type for e in record.log.events][-2:] == ["play", "lead"]  # N won trick 1 and led HA
    assert not any(e.type == "claim" for e in record.log.events)
    dashes = parse_pbn(game("7NT AP", extra=extra.replace('"1"', '"13"'), play='[Play "E"]\nST SA S3 S2\n-- -- -- --\n*\n'),
                       "<t>")[0]
    assert dashes.error is None and dashes.log.events[-1].type == "claim"


def test_end_position_is_read_and_its_play_checked() -> None:
    # §3.10: three cards each, trump spades (Contract gives the denomination), W to lead.
    text = ('[Board "3"]\n[Deal "N:AK2... Q43... J65... T98..."]\n[Declarer "N"]\n[Contract "S"]\n[Result "3"]\n'
            '[Play "W"]\nST SA S3 S5\n*\n')
    record = parse_pbn(text, "<t>")[0]
    assert record.error is None and record.log.hands == {}
    info = record.meta["end_position"]
    assert (info["cards"], info["trump"], info["leader"], info["tricks"], info["won"]) == (3, "S", "W", 1,
                                                                                         {"NS": 1, "EW": 0})
    bad = parse_pbn(text.replace("ST SA S3 S5", "ST SA S5 S3"), "<t>")[0]
    assert bad.error is not None and "not in E's hand" in str(bad.error)


def test_encodings_default_declaration_utf8_and_gb18030(tmp_path: Path) -> None:
    from rulings.records.encoding import decode

    latin = ('{ Réunion à Genève }\n' + game("1NT AP", extra='[North "Müller"]\n') + "\n"
             + game("2C AP", board=2, extra='[North "Señor"]\n')).encode("latin-1")
    records = parse_pbn(*decode(latin)[:1], source="<latin>")
    assert [r.meta["players"]["N"] for r in records] == ["Müller", "Señor"]
    assert records[0].meta["comments"] == ["Réunion à Genève"]
    assert decode(latin)[1] == "iso-8859-1 (PBN default)"
    path = tmp_path / "cz.pbn"
    path.write_bytes(("%Content-type: text/x-pbn; charset=windows-1250\n" + game("1NT AP", extra='[North "Łódź"]\n'))
                     .encode("cp1250"))
    record = import_pbn(path)[0]
    assert record.meta["players"]["N"] == "Łódź" and record.meta["encoding"] == "cp1250 (declared)"
    assert decode("{ Zürich }".encode())[1] == "utf-8"
    assert decode("{ 北家越序开叫 }".encode("gb18030"))[1] == "gb18030"
    assert decode(b"[Event \"x\"]")[1].startswith("iso-8859-1")


def test_a_stray_line_in_lin_does_not_drop_later_boards() -> None:
    deal = "md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|"
    text = (f"qx|o1|{deal}sv|o|mb|7N|mb|p|mb|p|mb|p|\ngarbage|\n"
            f"qx|o2|{deal}sv|n|mb|1C|mb|p|mb|p|mb|p|\nqx|o3|{deal}sv|e|mb|p|mb|p|mb|p|mb|p|\n")
    records = parse_lin(text, "<lin>")
    assert [r.meta["board"] for r in records] == ["1", "2", "3"]
    assert all(r.error is None for r in records)
    assert any("'garbage'" in w and "line 2" in w for w in records[0].meta["warnings"])


def test_vugraph_players_before_the_first_board() -> None:
    deal = "md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|"
    text = (f"vg|Final,Segment 1,I,1,16,A,0,B,0|rs|,|pn|s1,w1,n1,e1,s2,w2,n2,e2|pg||\n"
            f"qx|o1|{deal}sv|o|mb|p|mb|p|mb|p|mb|p|pg||\nqx|c1|{deal}sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n")
    records = parse_lin(text, "<vg>")
    assert [r.meta["players"] for r in records] == [{"S": "s1", "W": "w1", "N": "n1", "E": "e1"},
                                                    {"S": "s2", "W": "w2", "N": "n2", "E": "e2"}]


def test_the_builder_makes_the_log_parse_log_makes() -> None:
    from rulings.log import parse_log

    for name in ("endplay_tests_pbn_example2.pbn", "endplay_tests_lin_example1.lin"):
        for record in sample(name)[:80]:
            assert record.log == parse_log(record.data, source=record.log.source,
                                           lines=[e.line for e in record.log.events])


SYMBOL = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def _endplay_view(board) -> tuple:  # type: ignore[no-untyped-def]
    """What endplay read: hands by seat, the calls with their seats (endplay's auction is a list in
    rotation from its dealer), contract, declarer, result, and the cards in play order."""
    def text(x: object) -> str:
        out = str(x).rstrip("!*")
        for sym, letter in SYMBOL.items():
            out = out.replace(sym, letter)
        return out

    hands = {}
    if board.deal is not None:
        for player in ("north", "east", "south", "west"):
            hands[player[0].upper()] = board.deal[getattr(__import__("endplay").Player, player)].to_pbn()
    play = [text(c) for c in board.play if c.suit.name != "nt"]
    contract = board.contract
    calls, seat = [], Seat(board.dealer.abbr) if board.dealer is not None else Seat.N
    for b in board.auction:
        calls.append((str(seat), text(b)))
        seat = seat.lho
    return (hands, calls, text(contract.level) + text(contract.denom.abbr)
            + ("", "X", "XX")[contract.penalty.value.bit_length() - 1 if contract.penalty.value else 0]
            if contract and contract.level else None, contract.declarer.abbr if contract else None,
            contract.result if contract else None, play)


def _stated(record: BoardRecord) -> tuple[str, str, int]:
    """The contract, declarer and declarer's tricks the export states: the closed auction's contract
    (Law 22; example4's board 1 records 5C by E under an auction giving 5C by N), the recorded Result
    counted for its side, else the record's."""
    from rulings.records.builder import auction_contract

    made = auction_contract([(e.seat, e.call) for e in record.log.events if e.type == "call"] if record.log else [])
    recorded = (record.meta["contract"].upper(), record.meta["declarer"], int(record.meta["result"]))
    if made is None:
        return recorded
    same_side = Seat(recorded[1]).side == made.declarer.side
    return made.text, str(made.declarer), recorded[2] if same_side else 13 - recorded[2]


@pytest.mark.parametrize("name", sorted(n for n in SAMPLES if n != "endplay_tests_pbn_example3.pbn"))
def test_export_is_pbn_that_endplay_reads_back_the_same(name: str) -> None:
    """The independent reader (endplay) reads the exported file with the deal, calls, contract,
    declarer, result and the cards in the order played of our import."""
    from endplay.parsers import pbn as endplay_pbn

    from rulings.records.export import to_pbn_file

    records = sample(name)
    # with a ruling, so every game has commentary (after a complete play it once read as cards)
    text = to_pbn_file([to_pbn(r.data, {"rulings": []}, meta=r.meta, header=False) for r in records])
    assert text.count("{未发现违规。}") == text.count("{No irregularity found.}") == len(records)
    assert "X!" not in text and '"^' not in text and not re.search(r"(^| )-( |$)", text.split("[Auction")[1], re.M)
    read = endplay_pbn.loads(text)
    assert len(read) == len(records)
    for record, board in zip(records, read, strict=True):
        hands, calls, contract, declarer, result, play = _endplay_view(board)
        assert {s: h for s, h in hands.items() if h != "..."} == record.data.get("hands", {})
        assert calls == [(c["seat"], c["call"]) for c in calls_of(record)]  # each call at its seat
        assert play == [str(e.card) for e in record.log.events if e.card is not None]
        if record.meta["contract"] not in (None, "", "Pass"):
            assert (contract, declarer) == _stated(record)[:2]
            assert _stated(record)[2] - 6 - int(contract[0]) == result


def test_export_command_writes_logs_and_records_with_their_rulings(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from rulings.cli import main

    log = Path(__file__).parents[1] / "examples" / "31B-bid-out-of-rotation.yaml"
    record = tmp_path / "r.pbn"
    record.write_text(game("^S 1D Pass Pass\nPass", extra='[Declarer "E"]\n[Contract "1D"]\n') + "\n"
                      + game("1NT 9Z", board=2), encoding="utf-8")
    out = tmp_path / "out.pbn"
    assert main(["export", str(log), str(record), "-o", str(out), "--engine", "python"]) == 2
    assert "board 2: unknown call '9Z'" in capsys.readouterr().err
    back = import_pbn(out)
    # the board that cannot be imported is written with its lines in the commentary, read back as its error
    assert [r.error for r in back[:2]] == [None, None] and "board 2: unknown call '9Z'" in str(back[2].error)
    assert any(c.startswith("裁决1（") for c in back[0].meta["comments"])
    assert any(c.startswith("第31条B款") for c in back[0].meta["comments"])
    assert [(c["seat"], c["call"]) for c in calls_of(back[1])] == [("E", "1D"), ("S", "P"), ("W", "P"), ("N", "P")]
    assert any("第29条A款" in c for c in back[1].meta["comments"])
    written = out.read_text(encoding="utf-8")
    assert written.startswith("% PBN 2.1\n% EXPORT\n%Content-type: text/x-pbn; charset=UTF-8\n{")
    # §3.8: the commentary on a game stands before its first tag; a blank line before each game (§3)
    assert re.findall(r"\n\n(?:\{[^\n]*\}\n)*\[Event ", written) and written.count("\n\n") == 2


def test_export_marks_the_insufficient_bid_and_reads_back() -> None:
    record = parse_pbn(game("1NT ^I 1C Pass 1NT\nPass Pass Pass"), "<t>")[0]
    text = to_pbn(record.data, meta=record.meta, marks="grid")
    assert "1NT ^I 1C Pass 1NT" in text  # the second 1NT is sufficient over the accepted 1C
    assert calls_of(parse_pbn(text, "<t>")[0]) == calls_of(record)
    text = to_pbn(record.data, meta=record.meta)
    assert "1NT 1C =1= Pass 1NT" in text and '[Note "1:^I (不足叫牌 insufficient bid)"]' in text
    assert calls_of(parse_pbn(text, "<t>")[0]) == calls_of(record)


# --------------------------------------------------------------------------- issue 14: irregular boards exported

ISSUE14 = DATA / "issue14"


def in_rotation(record: BoardRecord) -> list[dict]:
    """The record's calls up to the first one not made in rotation from the dealer (a call out of
    rotation, or one after a skipped player): what a reader of a plain rotation holds."""
    assert record.log is not None
    seat, out = record.log.dealer, []
    for call in calls_of(record):
        if call["seat"] != str(seat):
            break
        out.append(call)
        seat = seat.lho
    return out


def _marks(record: BoardRecord) -> list[tuple[str, int | None, str]]:
    return [(m["mark"], m["event"], m["seat"]) for m in record.meta["irregularities"]]


def test_irregular_boards_export_as_pbn_that_endplay_reads_and_we_read_back() -> None:
    """PBN §3.9's irregularities (call out of rotation, insufficient bid, lead out of turn, revoke),
    exported with the marks in notes: endplay reads the same deal, calls, contract, declarer,
    result and play; our reader reads the marks back into the same log and the same marks."""
    from endplay.parsers import pbn as endplay_pbn

    from rulings.records.export import to_pbn_file

    records = import_pbn(ISSUE14 / "irregular.pbn")
    assert [r.error for r in records] == [None] * 6
    assert [_marks(r) for r in records] == [
        [("^S", 0, "N")], [("^S", 1, "N"), ("^I", 1, "E")], [("^S", 1, "E")],
        [("^L", 4, "W")], [("^R", 6, "W")], [("^L", 8, "E")]]
    from rulings.ruling import default_engine, rule

    ruling = rule(records[0].log, default_engine("python"))
    text = to_pbn_file([to_pbn(r.data, ruling if i == 0 else None, r.meta, header=False)
                        for i, r in enumerate(records)]).replace("\r\n", "\n")  # export format's CR LF
    grids = [line for line in text.splitlines() if line and line[0] not in "[{%;"]
    assert grids and not any("^" in line for line in grids)
    # board 2: N's column holds `-` (E took N's turn), with the §3.9 mark in its note; E's 1C in E's column
    assert "1D - =1= 1C =2= Pass" in text
    assert '[Note "1:^S (越序叫牌，跳过北 call out of rotation, N skipped)"]' in text
    assert '[Note "2:^I (不足叫牌 insufficient bid) Alert: clubs"]' in text
    assert '[Play "W"]\nS2 =1= SA S7 S3' in text  # board 4: W led first, out of turn

    read = endplay_pbn.loads(text)
    assert len(read) == len(records)
    for record, board in zip(records, read, strict=True):
        hands, calls, contract, declarer, result, play = _endplay_view(board)
        assert hands == record.data["hands"]
        # endplay's auction is a list of calls in rotation from the dealer: it reads the calls up to
        # the skipped player's `-`, each at its seat, and no call at another player's seat
        assert str(board.dealer) == str(record.log.dealer)[0] or board.dealer.abbr == str(record.log.dealer)
        assert calls == [(c["seat"], c["call"]) for c in in_rotation(record)]  # each at its seat
        assert (contract, declarer) == (record.meta["contract"], record.meta["declarer"])
        assert result == int(record.meta["result"]) - 6 - int(contract[0])
        ours = [str(e.card) for e in record.log.events if e.card is not None]
        if record.meta["board"] == "6":  # a lead out of turn after trick 1: endplay, knowing no
            # §3.9, orders that trick from the player due to lead; the tricks hold the same cards
            assert [set(play[i:i + 4]) for i in range(0, len(play), 4)] == [set(ours[i:i + 4])
                                                                             for i in range(0, len(ours), 4)]
            assert play[:4] == ours[:4] and play[4:] != ours[4:]
        else:
            assert play == ours
    assert [len(b.auction) for b in read[:3]] == [0, 1, 1]  # boards 1-3: up to the skipped player

    back = parse_pbn(text, "<export>")
    for record, again in zip(records, back, strict=True):
        assert again.error is None
        assert again.data["events"] == record.data["events"]
        assert _marks(again) == _marks(record)
    assert "裁决1（第1项事件）：东家越序实质叫牌" in back[0].meta["comments"]
    assert any(c.startswith("第29条A款 ") for c in back[0].meta["comments"])
    assert back[0].meta["comments"][0] == records[0].meta["comments"][0]  # the record's own comment kept
    grid = parse_pbn(to_pbn_file([to_pbn(r.data, None, r.meta, header=False, marks="grid") for r in records]),
                     "<grid>")
    assert [g.data["events"] for g in grid] == [r.data["events"] for r in records]
    assert [_marks(g) for g in grid] == [_marks(r) for r in records]


def test_export_command_on_the_irregular_file_writes_what_endplay_reads(tmp_path: Path) -> None:
    from endplay.parsers import pbn as endplay_pbn

    from rulings.cli import main

    out = tmp_path / "out.pbn"
    assert main(["export", str(ISSUE14 / "irregular.pbn"), "-o", str(out), "--no-ruling"]) == 0
    assert len(endplay_pbn.loads(out.read_text(encoding="utf-8"))) == 6
    assert [_marks(r) for r in import_pbn(out)] == [_marks(r) for r in import_pbn(ISSUE14 / "irregular.pbn")]
    assert main(["export", str(ISSUE14 / "irregular.pbn"), "-o", str(out), "--no-ruling", "--marks", "grid"]) == 0
    assert "^S 1D Pass Pass" in out.read_text(encoding="utf-8")


def test_one_law_1_check_words_a_bad_deal_alike_in_logs_and_records(capsys: pytest.CaptureFixture[str]) -> None:
    """`rulings.cards.check_deal` is the one check of a deal (Laws 1, 2, 6B): an event log names
    its file and field, a record its file, line and board, and both say the same words."""
    from rulings.cards import DealError, check_deal, parse_hand
    from rulings.cli import main
    from rulings.errors import LogError
    from rulings.log import load_log

    twelve = "N's hand has 12 cards, not 13 (Laws 1 and 6B: 13 cards each)"
    twice = "SA is in both N's and E's hands (Law 1: one pack of 52 cards)"
    log_file, record_file = ISSUE14 / "short-hand.yaml", ISSUE14 / "short-hand.pbn"
    with pytest.raises(LogError) as exc:
        load_log(log_file)
    assert str(exc.value) == f"{log_file}, field 'hands.N': {twelve}"
    short, both = import_pbn(record_file)
    assert str(short.error) == f"{record_file}:4: board 3: {twelve}"
    assert str(both.error) == f"{record_file}:10: board 4: {twice}"
    with pytest.raises(DealError) as bad:
        check_deal({Seat.N: parse_hand("AKQJ.AKQ.AKQ.AKQ"), Seat.E: parse_hand("AT98.JT9.JT9.JT9")})
    assert (str(bad.value), bad.value.seat) == (twice, Seat.E)
    check_deal({Seat.N: parse_hand("AKQJ.AKQ.AKQ.AKQ")})  # a hand not known is not given
    # and from the command line
    assert main(["rule", str(log_file), "--engine", "python"]) == 2
    assert twelve in capsys.readouterr().err
    assert main(["audit", str(record_file), "--workers", "1", "--engine", "python", "--lang", "en"]) == 1  # boards in error
    out = capsys.readouterr().out
    assert f"board 3: {twelve}" in out and f"board 4: {twice}" in out
    assert main(["audit", str(record_file), "--workers", "1", "--engine", "python"]) == 1  # Chinese, the default
    out = capsys.readouterr().out
    assert "无法导入：第3副牌：北家的牌有12张，不是13张（第1条、第6条B款：每家13张）" in out
    assert "无法导入：第4副牌：♠A 同时在北家和东家的牌中（第1条：一副牌52张）" in out


# --------------------------------------------------------------------------- issue 14.6: the standing auction

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _ruled_example(path: Path) -> tuple:  # type: ignore[type-arg]
    from rulings.log import load_log
    from rulings.ruling import default_engine, rule

    log = load_log(path)
    return log, rule(log, default_engine("python"))


def _auction_irregular(path: Path) -> bool:
    """An example whose ruling rules on a call (an irregularity of the auction)."""
    log, ruling = _ruled_example(path)
    called = {e.index for e in log.events if e.type == "call"}
    return any(r.get("event") in called for r in ruling["rulings"])


AUCTION_EXAMPLES = sorted(p.name for p in EXAMPLES.glob("*.yaml") if _auction_irregular(p))


def _grid(text: str) -> list[str]:
    """The Auction section's cells, notes left out (`^S` kept: it holds a skipped player's column)."""
    section = text.split("[Auction", 1)[1].split("\n", 1)[1]
    rows = [line for line in section.splitlines() if line and line[0] not in "[{%"]
    rows = rows[:next((i for i, r in enumerate(rows) if r.startswith("[")), len(rows))]
    return [c for c in " ".join(rows).split() if not c.startswith("=") and c not in ("+", "*")]


def test_the_examples_with_an_auction_irregularity_are_found() -> None:
    assert {"27-insufficient-bid.yaml", "31B-bid-out-of-rotation.yaml",
            "34-retention-of-right-to-call.yaml"} <= set(AUCTION_EXAMPLES)


@pytest.mark.parametrize("name", AUCTION_EXAMPLES)
def test_an_example_exports_the_standing_auction_with_the_cancelled_calls_in_notes(name: str) -> None:
    """Issue 14.6, PBN §3.9: the grid holds the auction as it stands after rectification (the ruling's
    `state.auction` without the calls it cancelled), each call in its seat's column from the dealer,
    four a row; contract and declarer are the ruling's; each cancelled call is in a note with its
    law; endplay reads the same calls and contract; our reader reads the export back into a log
    whose ruling reaches the same contract."""
    from endplay.parsers import pbn as endplay_pbn

    from rulings.records.export import PBN_CALL
    from rulings.ruling import default_engine, rule

    log, ruling = _ruled_example(EXAMPLES / name)
    state = ruling["state"]
    standing = [a for a in state["auction"] if not a.get("cancelled")]
    cancelled = [a for a in state["auction"] if a.get("cancelled")]
    words = [PBN_CALL.get(Call.parse(a["call"]).kind, a["call"]) for a in standing]
    contract = state["contract"]
    for marks in ("grid", "notes"):
        text = to_pbn(log, ruling, marks=marks)
        cells = _grid(text)
        skip = "^S" if marks == "grid" else "-"  # what a skipped player's column holds
        assert [c for c in cells if c not in (skip, "^I")] == words
        in_turn = [str(s) for s in (log.dealer, log.dealer.lho, log.dealer.partner, log.dealer.rho)] * 20
        if all(a["seat"] == in_turn[i] for i, a in enumerate(standing)):  # no call out of rotation stands:
            assert cells == words  # no mark in the grid, in either form (the cancelled calls are in notes)
        # in either form every call in its seat's column: dealer, then clockwise
        seat, seats = log.dealer, []
        for cell in cells:
            if cell != "^I":
                seats.append(seat if cell != skip else None)
                seat = seat.lho
        assert [str(s) for s in seats if s is not None] == [a["seat"] for a in standing]
        rows = text.split("[Auction")[1].split("\n")[1:]
        assert all(len([c for c in r.split() if not c.startswith("=") and c != "^I"]) <= 4
                   for r in rows if r and r[0] not in "[{")
        notes = re.findall(r'\[Note "\d+:([^"]*)"\]', text)
        for a in cancelled:
            assert any(f"{a['seat']} {a['call']}" in n and f"Law {a['law']}" in n for n in notes), (a, notes)
        assert re.search(r'\[Contract "([^"]*)"\]', text)[1] == (contract["text"] if contract else "?")
        assert re.search(r'\[Declarer "([^"]*)"\]', text)[1] == (contract["declarer"] if contract else "?")
        back = parse_pbn(text, "<export>")[0]
        assert back.error is None
        assert len(back.meta.get("cancelled", [])) == (1 if cancelled else 0)  # one note carries them here
        assert all(f"{a['seat']} {a['call']}" in back.meta["cancelled"][0]["calls"] for a in cancelled)
        assert rule(back.log, default_engine("python"))["state"]["contract"] == contract
    _, calls, got, declarer, _, _ = _endplay_view(endplay_pbn.loads(to_pbn(log, ruling))[0])
    # endplay's auction is a rotation from the dealer: the standing calls up to a skipped player
    upto = next((i for i, a in enumerate(standing) if a["seat"] != in_turn[i]), len(standing))
    assert calls == [(a["seat"], a["call"]) for a in standing[:upto]]  # each at its seat
    if contract:
        assert (got, declarer) == (contract["text"], contract["declarer"])


def test_27_the_corrected_bid_carries_the_cancelled_insufficient_bid() -> None:
    log, ruling = _ruled_example(EXAMPLES / "27-insufficient-bid.yaml")
    text = to_pbn(log, ruling)
    assert "1H 1S 2NT =1= *" in text  # §3.5: the auction ends as the log records it
    assert '[Note "1:取消 cancelled: ^I 东 E 1D（不足叫牌 insufficient bid；第27条B款 Law 27B）"]' in text
    log, ruling = _ruled_example(EXAMPLES / "31B-bid-out-of-rotation.yaml")
    text = to_pbn(log, ruling)
    assert "Pass =1= 1S 2C 2S\nPass Pass Pass" in text  # E's pass in E's column; W's 1D is cancelled
    assert "^S 西 W 1D（越序叫牌 call out of rotation；第29条B款 Law 29B）" in text


def test_more_than_32_notes_go_to_the_commentary_and_long_strings_are_split() -> None:
    """PBN 2.1: note numbers 1 to 32, strings of at most 255 characters: the 33rd note and after
    are commentary naming their call; a long note keeps its start and is whole in the commentary;
    a long commentary is split, never cut."""
    events = [{"seat": s, "call": "P" if i else "1C", "explanation": f"note {i}"}
              for i, s in enumerate(["N", "E", "S", "W"] * 9)][:3] + \
             [{"seat": s, "call": f"{1 + i // 5}{'CDHSN'[i % 5]}".replace("N", "NT"), "explanation": f"note {i}"}
              for i, s in enumerate((["E", "S", "W", "N"] * 10)[:34])]
    data = {"dealer": "N", "vulnerable": "none", "events": [{"seat": "N", "call": "1C", "explanation": "x" * 300}]
            + events[3:]}
    text = to_pbn(data, {"rulings": [{"event": 1, "irregularity": "~" * 600, "offender": "E", "citations": [],
                                      "rectification": []}]})
    numbers = [int(n) for n in re.findall(r'\[Note "(\d+):', text)]
    assert numbers == list(range(1, 33))
    assert all(len(line) <= 255 + len('[Note ""]') for line in text.splitlines() if line.startswith("[Note"))
    assert '"1:' + "x" * 200 in text and "全文见注释 note 1 in full" in text
    commentary = [line[1:-1] for line in text.splitlines() if line.startswith("{")]
    assert all(len(c) <= 255 for c in commentary)
    # the notes cut short: the log in the commentary (`; 日志 log N: …`), lines of at most 255 characters
    assert all(len(line) <= 255 for line in text.splitlines() if line.startswith(";"))
    assert "".join(commentary).count("x") == 300  # note 1 whole (in two pieces) in the commentary
    assert "".join(commentary).count("~") == 2 * 600  # in Chinese and in English, nothing cut
    assert sum("beyond PBN's 32 notes" in c for c in commentary) == 35 - 32
    back = parse_pbn(text, "<many notes>")[0]
    assert back.error is None and len([e for e in back.log.events if e.type == "call"]) == 35
    assert back.data["events"] == data["events"]  # every explanation whole, from the log in the commentary


def test_export_command_without_the_ruling_still_writes_the_standing_auction(tmp_path: Path) -> None:
    from rulings.cli import main

    out = tmp_path / "27.pbn"
    assert main(["export", str(EXAMPLES / "27-insufficient-bid.yaml"), "-o", str(out), "--no-ruling",
                 "--engine", "python"]) == 0
    text = out.read_text(encoding="utf-8")
    assert "1H 1S 2NT =1= *" in text and "裁决：" not in text
    assert import_pbn(out)[0].meta["cancelled"][0]["calls"].startswith("^I 东 E 1D")


def test_a_lin_file_is_not_labelled_with_pbns_default(tmp_path: Path) -> None:
    # a LIN file declares no encoding: read as Latin-1 (PBN's default), and labelled as a LIN file's
    raw = "pn|Müller,B,C,D|st||md|1SAKQ.HAKQ.DAKQ.CAKQJ,S2345.H2345.D2345.C2,S6789.H6789.D6789.C3,|sv|0|pg||\n"
    lin = tmp_path / "latin1.lin"
    lin.write_bytes(raw.encode("latin-1"))
    text, label = read_record_text(lin)
    assert "Müller" in text and label == "iso-8859-1 (LIN: no declaration, read as PBN's default)"
    pbn = tmp_path / "latin1.pbn"
    pbn.write_bytes('[Event "Müller"]\n'.encode("latin-1"))
    assert read_record_text(pbn)[1] == "iso-8859-1 (PBN default)"


# --------------------------------------------------------------------------- reading every line (issue 14)


def test_an_unclosed_comment_ends_at_the_next_game_and_swallows_no_board() -> None:
    # board 1 opens `{` on line 5 and never closes it: board 1 is an error at that line, boards 2 and 3 are read
    one, two, three = import_pbn(ISSUE14 / "unclosed-comment.pbn")
    assert one.log is None and one.error.line == 5 and "never closed" in str(one.error)
    assert two.error is None and two.meta["board"] == "2" and calls_of(two)[0]["call"] == "1C"
    assert any("line 9:" in w and "opened on line 5" in w for w in two.meta["warnings"])
    assert three.error is None and three.meta["board"] == "3" and three.meta["warnings"] == []


def test_stray_text_is_reported_with_its_line() -> None:
    # a line inside a game (its warning), a line between games and a block of tags without `[` after
    # the last game (each a paragraph of its own: an error row with its lines)
    one, between, two, rest = import_pbn(ISSUE14 / "stray-text.pbn")
    assert one.error is None and one.meta["warnings"] == [
        "line 5: 'garbage inside a game' is not read: it stands after the tag Vulnerable, which has no section "
        "(PBN §3: only the Auction, Play and table tags are followed by a section)"]
    assert between.log is None and between.line == 9 and between.error.line == 9
    assert "line 9: 'this is a stray line'" in str(between.error) and "not a game" in str(between.error)
    assert two.error is None and two.meta["board"] == "2" and two.meta["warnings"] == []
    assert rest.log is None and rest.line == 18 and rest.error.line == 18
    assert "lines 18-21: 'Event \"v\"] Board \"3\"] Auction \"W\"] 1C Pass Pass Pass'" in str(rest.error)


def test_a_game_without_brackets_in_the_middle_of_a_file_is_a_row_of_its_own() -> None:
    # lines 8-13: a game whose tags lack `[`, between two games (empty lines around it): an error with
    # its lines, and the next game is ok with no warning (it was hidden in board 3's warnings before)
    one, lost, three = import_pbn(ISSUE14 / "tags-without-bracket.pbn")
    assert one.error is None and one.meta["board"] == "1"
    assert lost.log is None and lost.line == 8 and lost.error.line == 8
    assert "not a game" in str(lost.error) and "lines 8-13: 'Event \"v\"] Board \"2\"]" in str(lost.error)
    assert three.error is None and three.meta["board"] == "3" and three.line == 15 and three.meta["warnings"] == []


def test_text_before_the_first_game_is_a_row_of_its_own_and_a_comment_paragraph_is_commentary() -> None:
    body = '[Event "v"]\n[Board "1"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\nPass Pass Pass Pass\n'
    title, board = parse_pbn("Club session, Tuesday\n\n" + body, "<t>")
    assert title.log is None and title.line == 1 and "line 1: 'Club session, Tuesday'" in str(title.error)
    assert board.error is None and board.line == 3 and board.meta["warnings"] == []
    # escape lines and comments alone are commentary for the next game (PBN §3.8), not an error
    (game,) = parse_pbn("% PBN 2.1\n{ a session comment }\n\n" + body, "<t>")
    assert game.error is None and game.meta["comments"] == ["a session comment"]


def test_text_before_a_games_first_tag_with_no_empty_line_is_its_warning() -> None:
    body = '[Event "v"]\n[Board "1"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\nPass Pass Pass Pass\n'
    (game,) = parse_pbn("stray words\n" + body, "<t>")
    assert game.error is None and game.meta["warnings"] == [
        "line 1: 'stray words' is not read: it stands before the first tag of this game, with no empty line "
        "between (PBN §3: a game starts with its tags [Name \"value\"])"]


def test_a_play_cut_short_is_an_error_as_an_auction_cut_short_is() -> None:
    (record,) = import_pbn(ISSUE14 / "cut-play.pbn")
    assert record.log is None and record.error.line == 13 and "cut short" in str(record.error)
    text = (ISSUE14 / "cut-play.pbn").read_text()
    assert parse_pbn(text + "*\n", "<t>")[0].error is None  # `*`: the play ends here as recorded
    assert parse_pbn(text + "+\n", "<t>")[0].meta["continued"] == "play"  # `+`: to be continued


def test_lowercase_tag_names_are_warned_about_and_read() -> None:
    # PBN §3.3: a tag name starts with a capital; `[board "8"]` is read as Board 8 (not board 7 inherited)
    seven, eight = import_pbn(ISSUE14 / "lowercase-tags.pbn")
    assert seven.meta["board"] == "7" and eight.meta["board"] == "8" and eight.log.board == 8
    assert eight.meta["warnings"] == [
        "line 8: tag name 'event' is not valid (PBN §3.3: a tag name starts with a capital letter); read as Event",
        "line 9: tag name 'board' is not valid (PBN §3.3: a tag name starts with a capital letter); read as Board"]
    assert "board" not in eight.meta["tags"] and eight.meta["tags"]["Board"] == "8"


def test_games_with_no_empty_line_between_them_are_split_and_said() -> None:
    one, two, three = import_pbn(ISSUE14 / "no-blank-line.pbn")
    assert [r.meta["board"] for r in (one, two, three)] == ["1", "2", "3"]
    assert [calls_of(r)[0]["call"] for r in (one, two, three)] == ["1C", "1D", "1H"]
    assert one.meta["warnings"] == []
    assert two.meta["warnings"] == ["line 7: the tag Event is given again with no empty line before it: a new game "
                                    "starts here (PBN §3: games are separated by an empty line)"]
    assert three.line == 13 and three.log.dealer == Seat.E and "tag Board is given again" in three.meta["warnings"][0]


def test_declarer_swap_mark_is_read_as_declarer_spreading_his_hand() -> None:
    # PBN §3.4.13 `Declarer "^N"`: the auction makes South declarer, East led, South spread (Law 54A), North played
    (record,) = import_pbn(ISSUE14 / "declarer-swapped.pbn")
    assert record.error is None and record.meta["warnings"] == []
    events = record.data["events"][7:10]
    assert events[0] == {"seat": "E", "lead": "C7"}
    assert events[1]["seat"] == "S" and len(events[1]["expose"]) == 13 and "^N" in events[1]["note"]
    assert events[2] == {"seat": "S", "play": "C6"}  # dummy's card, now South's hand
    assert [(m["kind"], m["event"]) for m in record.meta["irregularities"]] == [
        ("declarer_dummy_swapped", 8), ("lead_out_of_turn", 7)]
    # a swap the play does not bear out (West, on lead, led) is said, and no choice is logged
    text = (ISSUE14 / "declarer-swapped.pbn").read_text().replace('[Play "E"]', '[Play "W"]').replace(
        "C7 C6 CA C3", "CA C3 C7 C6")
    other = parse_pbn(text, "<t>")[0]
    assert not any("expose" in e for e in other.data["events"])
    assert other.meta["warnings"] == ['line 9: Declarer "^N" (PBN §3.4.13) says N played the contract, but the '
                                      "auction's declarer is S and W made the opening lead: no Law 54A choice is logged"]


def test_suffix_annotations_are_the_annotators_not_alerts() -> None:
    # PBN §3.5.2: `!` good (NAG $1), `?` poor ($2), `!?` speculative ($5); `$6` written as a NAG; on calls and cards
    extra = '[Declarer "N"]\n[Contract "1NT"]\n'
    record = parse_pbn(game("1NT! Pass? Pass Pass $6", extra=extra, play='[Play "E"]\nS7 S2 S3!? SA\n*\n'), "<t>")[0]
    assert record.error is None and not any(c.get("alert") for c in calls_of(record))
    assert [(a.get("event"), a.get("card"), a["annotation"], a["nag"], a["meaning"])
            for a in record.meta["annotations"]] == [
        (0, None, "!", 1, "good"), (1, None, "?", 2, "poor"), (3, None, "$6", 6, "questionable"),
        (None, "S3", "!?", 5, "speculative")]


def test_comment_paragraphs_before_between_and_after_the_games_are_commentary() -> None:
    # issue 14: a `{…}`/`;` paragraph is the next game's commentary (PBN §3.8); the one after the last
    # game has no next game: it is the last game's, with a note naming its lines (it was dropped)
    one, two = import_pbn(ISSUE14 / "trailing-comment.pbn")
    assert one.error is None and one.line == 4 and one.meta["comments"] == ["Club pairs, Tuesday: the director's notes"]
    assert one.meta["warnings"] == []
    assert two.error is None and two.line == 13 and two.meta["event"] == "Club pairs"
    assert two.meta["comments"] == ["board 2 was replayed after a fouled board",
                                    "Session ended 22:40; results posted on the board", "the director: no appeals"]
    assert two.meta["warnings"] == ["lines 20-21: commentary after the last game, with no game after it: read as "
                                    "this game's commentary (PBN §3.8)"]


def test_a_semicolon_paragraph_is_commentary_not_text_with_no_tag() -> None:
    # a `;` line was taken for text: a paragraph of them between games was an error row, "text with no tag"
    body = '[Event "v"]\n[Board "{n}"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\nPass Pass Pass Pass\n'
    one, two = parse_pbn(body.format(n=1) + "\n; between\n\n" + body.format(n=2), "<t>")
    assert one.error is None and two.error is None and two.meta["comments"] == ["between"]
    # escape lines alone after the last game are skipped there as anywhere (§2.4): no note
    (game,) = parse_pbn(body.format(n=1) + "\n% PBN trailer\n", "<t>")
    assert game.error is None and game.meta["warnings"] == [] and game.meta["comments"] == []


def test_an_unclosed_comment_after_the_last_game_is_its_own_row_naming_it() -> None:
    body = '[Event "v"]\n[Board "1"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\nPass Pass Pass Pass\n'
    game, rest = parse_pbn(body + "\n{ never closed\n\nmore\n", "<t>")
    assert game.error is None and game.meta["warnings"] == []
    assert rest.log is None and rest.line == 8 and "line 8: the comment 'never closed more'" in str(rest.error)
    assert "never closed with '}'" in str(rest.error)


def test_a_paragraph_with_no_tag_names_its_comments_with_their_lines() -> None:
    body = '[Event "v"]\n[Board "{n}"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\nPass Pass Pass Pass\n'
    _, lost, _ = parse_pbn(body.format(n=1) + "\n{ a remark }\nstray words\n\n" + body.format(n=2), "<t>")
    assert lost.log is None and lost.line == 8
    assert "not read: line 8: the comment 'a remark'; line 9: 'stray words'" in str(lost.error)


def test_a_note_no_call_takes_is_said_and_kept_as_commentary() -> None:
    # PBN §3.7: a Note is for the =N= of a call or card; one given twice, one no =N= refers to and one
    # with no number were dropped without a word (issue 14)
    (game,) = import_pbn(ISSUE14 / "unread-notes.pbn")
    assert game.error is None
    assert [(c["call"], c.get("explanation")) for c in calls_of(game)] == [
        ("1C", "3+ clubs"), ("P", None), ("1H", "4+ hearts"), ("P", None), ("P", None), ("P", None)]
    assert game.meta["warnings"] == [
        "line 10: [Note '1:natural, twice'] gives note 1 of the Auction again; the first is used: kept as commentary",
        "line 12: [Note 'a note with no number'] has no number (PBN §3.7: [Note \"N:text\"] for the =N= of a call "
        "or card): kept as commentary",
        "line 11: [Note '3:never referred to'] is referred to by no =3= in the Auction section: kept as commentary"]
    assert game.meta["comments"] == ['[Note "1:natural, twice"]', '[Note "a note with no number"]',
                                     '[Note "3:never referred to"]']


def test_a_hash_value_with_no_game_before_to_give_one_is_said() -> None:
    # PBN §4.8: `#` is the previous game's value; in the first game there is none, and the `#` was
    # read as an empty value without a word (issue 14). `##Club` makes Club every later game's Site
    body = '[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\nPass Pass Pass Pass\n'
    one, two = parse_pbn('[Event "#"]\n[Site "##Club"]\n' + body.format(n=1) + '\n[Event "Cup"]\n[Site "#"]\n'
                         + body.format(n=2), "<t>")
    assert (one.meta["event"], one.meta["site"]) == ("", "Club") and one.meta["warnings"] == [
        "line 1: Event \"#\" takes the previous game's value (PBN §4.8), but no game before gives one: read as empty"]
    assert (two.meta["event"], two.meta["site"], two.meta["warnings"]) == ("Cup", "Club", [])
