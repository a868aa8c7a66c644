"""Double-dummy evidence (issue 17): the solver adapter, the table and par against what hand-record
producers write into real PBN files, claims (Laws 68–71), revokes (64C), assigned scores (12C2),
`rulings analyse` and `rulings audit --claims`."""

from __future__ import annotations

import ast
import dataclasses
import json
import random
import re
from pathlib import Path

import pytest

from rulings.analysis.assigned import assigned_scores
from rulings.analysis.claims import claim_evidence
from rulings.analysis.claims_audit import audit_claims
from rulings.analysis.deal import double_dummy, par
from rulings.analysis.lines import fewest_tricks
from rulings.analysis.position import position_at
from rulings.analysis.revokes import revoke_evidence
from rulings.analysis.solver import TableState, best_tricks
from rulings.cards import FULL_PACK, SUITS, Card
from rulings.cli import main
from rulings.errors import InputError, LogError
from rulings.log import Event, load_log, parse_log
from rulings.play import PlayState, trick_winner
from rulings.playtable.statements import parse_statement
from rulings.records import import_pbn
from rulings.seats import ORDER, Seat

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"  # the sample records shipped with the tests
EXAMPLE = ROOT / "examples" / "70C-claim-outstanding-trump.yaml"


# --------------------------------------------------------------------------- the one adapter


def test_only_the_solver_adapter_imports_endplay() -> None:
    """Nothing in the package or the features imports endplay but rulings/analysis/solver.py. (The
    records tests read our PBN export back with endplay's own parser: there it is the independent
    reader the export is checked against, not a solver the rulings depend on.)"""
    offenders = []
    for path in [*(ROOT / "rulings").rglob("*.py"), *(ROOT / "features").rglob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(n == "endplay" or n.startswith("endplay.") for n in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == ["rulings/analysis/solver.py"] * len(offenders) and offenders


# --------------------------------------------------------------------------- table and par on real files

#: PBN DoubleDummyTricks: 20 hex digits, declarer N S E W, each NT S H D C
TAG_SEATS, TAG_STRAINS = ("N", "S", "E", "W"), ("NT", "S", "H", "D", "C")


def _games(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [g for g in re.split(r"\n\s*\n", text) if "[Deal " in g]


# the 299-board file (a double-dummy solve per board, about a minute of CPU) is the full run only
@pytest.mark.parametrize("name", ["endplay_examples_pbn_files_sample.pbn",
                                  pytest.param("endplay_tests_pbn_example2.pbn", marks=pytest.mark.slow)])
def test_double_dummy_table_equals_the_pbn_tag_on_every_board(name: str) -> None:
    path = DATA / name
    games = _games(path)
    records = import_pbn(path)
    assert len(games) == len(records) > 0
    cache: dict[frozenset, dict] = {}
    for game, record in zip(games, records, strict=True):
        tag = re.search(r'\[DoubleDummyTricks "([0-9a-dA-D]{20})"\]', game)
        assert tag is not None and record.log is not None
        expected = {seat: {strain: int(tag.group(1)[5 * i + j], 16) for j, strain in enumerate(TAG_STRAINS)}
                    for i, seat in enumerate(TAG_SEATS)}
        key = frozenset((s, c) for s, cards in record.log.hands.items() for c in cards)
        table = cache.setdefault(key, double_dummy(record.log.hands))
        assert table == {seat: expected[seat] for seat in ("N", "E", "S", "W")}, f"line {record.line}"
        optimum = re.search(r'\[OptimumScore "NS ([+-]?\d+)"\]', game)
        assert optimum is not None
        assert par(table, record.log.vulnerable, record.log.dealer)["score_ns"] == int(optimum.group(1))


def test_par_contracts_of_a_recorded_board() -> None:
    record = import_pbn(DATA / "endplay_examples_pbn_files_sample.pbn")[0]
    assert record.log is not None
    table = double_dummy(record.log.hands)
    assert par(table, "none", Seat.N) == {"score": 400, "score_ns": 400, "contracts": ["5D N", "5D S"]}


# --------------------------------------------------------------------------- claims (68-71)


def test_claim_with_an_outstanding_trump_shows_it_and_a_worst_normal_line_one_trick_short() -> None:
    log = load_log(EXAMPLE)
    index = next(e.index for e in log.events if e.type == "claim")
    claim = claim_evidence(log, index, "en")
    assert (claim["trick"], claim["by"], claim["claimed"], claim["tricks_left"]) == (10, "S", 4, 4)
    assert claim["double_dummy"] == 4
    assert claim["worst_normal"] == 3 == claim["claimed"] - 1 and claim["exact"]
    assert claim["outstanding_trumps"] == ["SJ"]
    assert claim["statement"]["steps"] == ["hearts"] and claim["statement"]["not_understood"] == []
    (line,) = claim["lines"]
    assert line["declarer_tricks"] == 3 and len(line["play"]) == 16
    # the line is legal play from the claim position and gives the claimer's side 3 tricks
    state = position_at(log, index).state
    for text in line["play"]:
        seat = state.next_to_play
        assert seat is not None
        result = state.play(seat, Card.parse(text))
        assert result.revoke is False and result.card_in_hand
    assert state.tricks_won["NS"] - 9 == 3
    # the trump lost: West's SJ wins a trick on the line
    assert any(t.winning_card == Card("S", "J") for t in state.tricks)


def _with_claim(log, statement: str | None, tricks: int = 4, kind: str = "claim"):  # type: ignore[no-untyped-def]
    index = next(e.index for e in log.events if e.type == "claim")
    events = list(log.events[:index])
    events.append(Event(index=index, type=kind, seat=Seat.S, tricks=tricks, statement=statement))
    return dataclasses.replace(log, events=tuple(events)), index


def test_a_statement_that_draws_trumps_mentions_them_and_makes_every_trick() -> None:
    log, index = _with_claim(load_log(EXAMPLE), "先清将，然后红心")
    claim = claim_evidence(log, index)
    assert claim["outstanding_trumps"] == []
    assert claim["worst_normal"] == claim["double_dummy"] == 4
    assert claim["lines"][0]["play"][0] == "SA"  # the stated line leads the trump first
    assert claim["statement"]["steps"] == ["清将", "红心"]


def test_a_statement_names_the_trumps_by_their_words_not_by_the_word_will() -> None:
    """Law 70C1 (the 70C rule reads it: `trump_mentioned`): 将牌, 清将, a trump card, 一张将 name the trumps;
    将 as "will" (我将先打红心) does not."""
    assert parse_statement("东还有一张将牌S9，我先打SJ清将").mentions_trump("S")
    assert parse_statement("东还有一张将，其余都是赢张").mentions_trump("S")
    assert parse_statement("SJ, then hearts").mentions_trump("S")
    assert not parse_statement("我将先打红心，其余都是赢张").mentions_trump("S")
    assert not parse_statement("其余都是赢张").mentions_trump("S")
    assert not parse_statement("清将").mentions_trump(None)  # notrump: there is no trump to mention


def test_words_of_a_statement_not_understood_are_reported() -> None:
    statement = parse_statement("SA, then crossruff the rest")
    assert [s.kind for s in statement.steps] == ["card"]
    assert statement.not_understood == ("then crossruff the rest",)


def test_concession_of_a_trick_that_could_not_be_lost() -> None:
    """Law 71A evidence: South concedes all four tricks, but by any legal play his side wins two: the
    trick with the SA, and one North ruffs (North holds three trumps and one diamond; only West's
    SJ and the SA are higher)."""
    log, index = _with_claim(load_log(EXAMPLE), None, tricks=4, kind="concede")
    claim = claim_evidence(log, index, "en")
    assert claim["kind"] == "concession" and claim["conceded"] == 4 and claim["claimed"] == 0
    assert claim["could_not_lose"] == 2 and claim["could_not_lose_exact"]
    assert claim["already"] == {"made": False, "defeated": False}  # 9 tricks won of the 12 of 6S (71B)
    assert claim["laws"]["could_not_lose"] == "71A" and claim["laws"]["already"] == "71B"


def test_claim_errors_are_one_line_log_errors() -> None:
    log = load_log(EXAMPLE)
    with pytest.raises(LogError, match="event 1: a call, not a claim"):
        claim_evidence(log, 0)
    bad, index = _with_claim(log, None, tricks=5)
    with pytest.raises(LogError, match="5 tricks, but only 4 are left"):
        claim_evidence(bad, index)


def _hand(text: str) -> frozenset[Card]:
    return frozenset(Card.parse(card) for card in text.split())


#: seven tricks left, spades trumps, South on lead; East's SQ is the one trump out
SEVEN_LEFT = TableState({Seat.N: _hand("S5 DA DK DQ DJ DT CA"), Seat.E: _hand("SQ H3 H2 D5 D4 D3 D2"),
                         Seat.S: _hand("SA SK HA HK HQ HJ HT"), Seat.W: _hand("H4 CK CQ CJ CT C9 C8")}, "S", Seat.S)


def test_worst_normal_line_with_seven_tricks_left() -> None:
    """Worked out by hand (Law 70C, 70D). South holds SA SK and five top hearts; North five top
    diamonds, the CA and the S5; East the SQ, two small hearts and four small diamonds; West one
    small heart and six clubs below North's ace. Every card of South's is a winner, so leading any of
    them is normal.

    - Double dummy: SA (or SK) drops East's singleton SQ and every other card is a winner: 7.
    - Worst normal line: South carelessly runs hearts first. East follows to two, ruffs the third
      with the SQ (North's S5 cannot overruff) and leads a diamond; North, last to play, must win
      it, and North and South then hold only winners: 6. It cannot go lower: East has one trump,
      and West wins nothing — his H4 is below South's hearts and East's, and clubs are never led
      to him (only he holds clubs besides North's ace), so he never gets the lead.
    - The statement 'draw trumps first' leads a spade at once: 7.
    - Any legal play (71A) loses no more: the only trick East–West can take is the ruff: 6."""
    assert best_tricks(SEVEN_LEFT) == 7
    worst = fewest_tricks(SEVEN_LEFT, "NS")
    assert (worst.tricks, worst.exact) == (6, True)
    tricks = [worst.line[i: i + 4] for i in range(0, 28, 4)]
    assert all(c.suit == "H" for c in (tricks[0][0], tricks[1][0], tricks[2][0]))  # hearts first
    assert Card("S", "Q") in tricks[2]  # East's trump ruffs the third heart
    drawn = fewest_tricks(SEVEN_LEFT, "NS", parse_statement("draw trumps first").steps)
    assert drawn.tricks == 7 and drawn.line[0].suit == "S"
    assert fewest_tricks(SEVEN_LEFT, "NS", normal=False).tricks == 6


#: seven tricks left, hearts trumps, North on lead with the only trumps (board 24 of the sample file's
#: seven-trick claims, the slowest position of the old search: 1.5 s)
LONG_TRUMPS = TableState({Seat.N: _hand("H9 H7 H4 DA DK DT CT"), Seat.E: _hand("SA S8 S7 D9 D7 D2 CQ"),
                          Seat.S: _hand("SK SJ S5 S4 DJ D6 C9"), Seat.W: _hand("SQ ST S9 DQ D8 D4 CJ")}, "H", Seat.N)


def _replay(state: TableState, side: str, line: tuple[Card, ...]) -> list[tuple[Seat, Seat, Card]]:
    """Plays `line` from `state` by the rules (every card held, suit followed, Law 44): the tricks as
    (leader, winner, card led); fails on a card not held, a revoke, or a card left over."""
    hands = {seat: set(cards) for seat, cards in state.hands.items()}
    trump = None if state.strain == "NT" else state.strain
    seat, trick, out = state.leader, list[tuple[Seat, Card]](), []
    for card in line:
        assert card in hands[seat], f"{seat} does not hold {card}"
        assert not trick or card.suit == trick[0][1].suit or not any(
            c.suit == trick[0][1].suit for c in hands[seat]), f"{seat} revokes with {card}"
        hands[seat].discard(card)
        trick.append((seat, card))
        seat = seat.lho
        if len(trick) == 4:
            seat = trick_winner(trick, trump)
            out.append((trick[0][0], seat, trick[0][1]))
            trick = []
    assert not trick and not any(hands.values())
    return out


def test_worst_normal_line_with_long_trumps_cashes_a_plain_winner_at_last() -> None:
    """Worked out by hand (Law 70D; the normal line leads no loser while it holds a winner). North
    holds the only three trumps, the DA DK, the DT and the CT; on lead, every card he leads while he
    holds a winner takes its trick, and he keeps the lead with his trumps (South has none to
    overtake with), so he must cash a plain winner at last: his three trumps and one more, 4.
    - 4 is reached: North leads his three trumps (East and West throw the D9 and DQ, so the DT
      becomes a winner), then the DT, which South carelessly overtakes with the DJ; South leads
      spades and North throws the DK and DA on the black cards East-West lead.
    - Double dummy North-South take 5 (the solver). Any legal play (71A): 3 — after his trumps
      North may lead the CT, a loser, and throw both diamond honours on the spades that follow."""
    worst = fewest_tricks(LONG_TRUMPS, "NS")
    assert (worst.tricks, worst.exact) == (4, True)
    tricks = _replay(LONG_TRUMPS, "NS", worst.line)
    assert sum(winner.side == "NS" for _, winner, _ in tricks) == 4
    assert best_tricks(LONG_TRUMPS) == 5
    legal = fewest_tricks(LONG_TRUMPS, "NS", normal=False)
    assert (legal.tricks, legal.exact) == (3, True)
    assert sum(winner.side == "NS" for _, winner, _ in _replay(LONG_TRUMPS, "NS", legal.line)) == 3


#: ten tricks left, hearts trumps (board 20 of the sample file's ten-trick claims): the search needs
#: some 375,000 nodes to prove its 6
TEN_LEFT = TableState({Seat.N: _hand("HK HJ HT H9 H7 H4 DA DK DT CT"),
                       Seat.E: _hand("SA S8 S7 S6 H6 H5 D9 D7 D2 CQ"),
                       Seat.S: _hand("SK SJ S5 S4 S3 H8 DJ D6 D3 C7"),
                       Seat.W: _hand("SQ ST S9 S2 DQ D8 D5 D4 CJ C6")}, "H", Seat.N)


def test_a_search_over_its_node_limit_stops_there_with_a_whole_legal_line() -> None:
    """The node limit bounds the work (a node: a card tried): a search cut short stops within one
    trick's cards of it and reports a whole line it found, played legally to the tricks it reports,
    marked not exact (an upper bound on the fewest tricks)."""
    cut = fewest_tricks(TEN_LEFT, "NS", node_limit=5_000)
    assert not cut.exact and 5_000 < cut.nodes <= 5_000 + 500
    tricks = _replay(TEN_LEFT, "NS", cut.line)
    assert len(tricks) == 10 and sum(winner.side == "NS" for _, winner, _ in tricks) == cut.tricks


def _brute(state: PlayState, side: str) -> int:
    """The fewest tricks `side` takes by any legal play: every line tried, no pruning, no memo."""
    if state.is_over:
        return 0
    seat = state.next_to_play
    assert seat is not None
    best = 99
    for card in sorted(state.legal_cards(seat) or ()):
        result = state.play(seat, card)
        won = 1 if result.completes_trick and result.winning_side == side else 0
        best = min(best, won + _brute(state, side))
        state.withdraw_last(seat)  # a completed trick becomes the trick in progress again
    return best


@pytest.mark.parametrize("seed", range(6))
def test_least_successful_line_search_agrees_with_trying_every_line(seed: int) -> None:
    """71A's figure (any legal play) against an exhaustive search, on random three-card endings; and
    worst_normal lies between it and the double-dummy result."""
    rng = random.Random(seed)
    pack = sorted(FULL_PACK)
    rng.shuffle(pack)
    hands = {seat: frozenset(pack[13 * i: 13 * i + 13]) for i, seat in enumerate(ORDER)}
    strain = rng.choice([*SUITS, "NT"])
    from rulings.play import Contract

    contract = Contract(3, strain, 0, Seat.S)
    state = PlayState(hands, contract)
    while len(state.tricks) < 10:  # ten tricks of legal cards, then the search
        seat = state.next_to_play
        assert seat is not None
        state.play(seat, sorted(state.legal_cards(seat) or ())[0])
    position = TableState(state.remaining, strain, state.leader or Seat.N)
    for side in ("NS", "EW"):
        legal = fewest_tricks(position, side, normal=False)
        assert legal.exact and legal.tricks == _brute(state, side)
        normal = fewest_tricks(position, side)
        on_turn = best_tricks(position)
        dd = on_turn if position.to_play.side == side else 3 - on_turn
        assert legal.tricks <= normal.tricks <= dd


# --------------------------------------------------------------------------- revokes (64C)

REVOKE_LOG = {
    "board": 1, "dealer": "N", "vulnerable": "none",
    "hands": {"N": "96432.85.T742.J8", "E": "JT7.963.J85.Q965", "S": "AKQ.AKQJT.AKQ.AK", "W": "85.742.963.T7432"},
    "events": [{"seat": s, "call": c} for s, c in zip("NESWNE", ["P", "P", "6S", "P", "P", "P"], strict=True)] + [
        {"seat": seat, ("lead" if i % 4 == 0 else "play"): card} for i, (seat, card) in enumerate([
            ("W", "S5"), ("N", "S6"), ("E", "S7"), ("S", "SK"), ("S", "SQ"), ("W", "S8"), ("N", "S9"), ("E", "ST"),
            ("S", "HJ"), ("W", "H4"), ("N", "H5"), ("E", "H6"), ("S", "HT"), ("W", "H7"), ("N", "H8"), ("E", "H9"),
            ("S", "DA"), ("W", "D3"), ("N", "D4"), ("E", "D5"), ("S", "DK"), ("W", "D6"), ("N", "D7"), ("E", "D8"),
            ("S", "DQ"), ("W", "D9"), ("N", "DT"), ("E", "DJ"), ("S", "CA"), ("W", "C7"), ("N", "C8"), ("E", "C9"),
            ("S", "CK"), ("W", "CT"), ("N", "CJ"), ("E", "CQ"),
            # trick 10: East ruffs the HA with SJ while holding H3 (Law 61A) and wins it
            ("S", "HA"), ("W", "H2"), ("N", "D2"), ("E", "SJ"),
            ("E", "C5"), ("S", "SA"), ("W", "C2"), ("N", "S2"),
            ("S", "HK"), ("W", "C3"), ("N", "S3"), ("E", "H3"),
            ("S", "HQ"), ("W", "C4"), ("N", "S4"), ("E", "C6")])],
}


def test_revoke_equity_figures() -> None:
    """Worked out by hand: 9 tricks to South, then East ruffs the HA (holding H3) and wins trick 10;
    South takes the last three: 12. Established (East led to trick 11); 64A1 transfers the revoke
    trick (East's side won no later trick): 13. Had East followed with H3, his only heart, South
    takes all four: 13 — the transfer restores equity."""
    log = parse_log(REVOKE_LOG)
    (revoke,) = revoke_evidence(log)
    assert {k: revoke[k] for k in ("trick", "by", "card", "established", "result", "transfer",
                                   "result_with_transfer", "double_dummy_without_revoke", "best_replacement")} == {
        "trick": 10, "by": "E", "card": "SJ", "established": True, "result": 12, "transfer": 1,
        "result_with_transfer": 13, "double_dummy_without_revoke": 13, "best_replacement": "H3"}
    assert revoke["replacements"] == [{"card": "H3", "declarer_tricks": 13}]
    assert revoke["laws"]["equity"] == "64C"


# --------------------------------------------------------------------------- assigned scores (12C2)


def test_assigned_score_figures_for_named_contracts() -> None:
    log = load_log(EXAMPLE)
    figures = assigned_scores(log.hands, "none", likely=["6S S"], at_all_probable=["7NT N", "5CX E"])
    assert figures["law"] == "12C2"
    assert figures["likely"] == [{"contract": "6S", "declarer": "S", "double_dummy": 13,
                                  "score": {"NS": 1010, "EW": -1010}, "law": "77"}]
    # 7NT N makes 13 (1520 not vulnerable); 5CX by East takes 2 tricks: 9 down doubled, 2300
    assert [(e["contract"], e["double_dummy"], e["score"]["NS"]) for e in figures["at_all_probable"]] == [
        ("7NT", 13, 1520), ("5CX", 2, 2300)]
    with pytest.raises(InputError, match="contract and declarer"):
        assigned_scores(log.hands, "none", likely=["6S"])


# --------------------------------------------------------------------------- commands


def test_analyse_command_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE), "--json", "--likely", "6S S"]) == 0
    report = json.loads(capsys.readouterr().out)
    (board,) = report["boards"]
    assert {"board", "double_dummy", "par", "claims", "revokes", "assigned"} <= set(board)
    assert board["board"] == 1 and board["double_dummy"]["S"] == {"C": 10, "D": 13, "H": 13, "S": 13, "NT": 13}
    assert board["par"]["contracts"] == ["7NT N", "7NT S"] and board["par"]["score"] == 1520
    (claim,) = board["claims"]
    assert (claim["event"], claim["claimed"], claim["double_dummy"], claim["worst_normal"]) == (42, 4, 4, 3)
    assert board["revokes"] == []


def test_analyse_command_text_is_chinese_by_default_english_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE)]) == 0
    zh = capsys.readouterr().out
    assert "外面将牌未提及：SJ（第70条C款）" in zh and "最不利正常打法3墩" in zh
    assert main(["analyse", str(EXAMPLE), "--lang", "en"]) == 0
    en = capsys.readouterr().out
    assert "outstanding trumps not mentioned: SJ (Law 70C)" in en and "worst normal line 3" in en


def test_analyse_command_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "missing.yaml"
    assert main(["analyse", str(missing), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rulings: no such file") and err.count("\n") == 1
    assert main(["analyse", str(missing)]) == 2  # the default, zh: Chinese first, the English beside
    assert capsys.readouterr().err == f"rulings: 事件记录有误：没有这个文件：{missing} — no such file: {missing}\n"
    assert main(["analyse", str(EXAMPLE), "--likely", "9S N"]) == 2
    assert "1" in capsys.readouterr().err


def test_analyse_a_record_file_every_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(DATA / "endplay_examples_pbn_files_sample.pbn"), "--json"]) == 0
    boards = json.loads(capsys.readouterr().out)["boards"]
    assert [b["board"] for b in boards] == [17, 11]
    assert boards[0]["par"]["score_ns"] == 400 and boards[1]["par"]["score_ns"] == 90
    (claim,) = boards[0]["claims"]
    assert claim["by"] == "W" and claim["claimed"] == 5 and claim["double_dummy"] == 5


def test_audit_claims_lists_the_claims_an_opponent_could_contest(capsys: pytest.CaptureFixture[str]) -> None:
    report = audit_claims([DATA / "endplay_examples_pbn_files_sample.pbn"], "en")
    assert report["totals"] == {"boards": 2, "paragraphs": 0, "claims": 1, "contestable": 1, "not_analysed": 0, "inexact": 0,
                                "mismatch": 0}
    (claim,) = report["claims"]
    assert (claim["board"], claim["by"], claim["claimed"], claim["double_dummy"]) == (17, "W", 5, 5)
    assert claim["worst_normal"] == 3 and claim["why"] == ["above_worst_normal"]
    assert main(["audit", "--claims", "--lang", "en", str(DATA / "endplay_examples_pbn_files_sample.pbn")]) == 0
    out = capsys.readouterr().out
    assert "board 17 5SX W: trick 9, W claimed 5 of 5; double dummy 5, worst normal 3" in out
    assert "Total: 2 boards, 1 claims or concessions, 1 contestable, 0 not analysed" in out
