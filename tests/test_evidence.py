"""The analysis as evidence under the director's question (issue 17): the ruling on a disputed claim
(Law 70) and on an established revoke (64C) carries the double-dummy figures in its judgment, from the
CLI (`rulings rule --evidence`) and the API; the question is unchanged; a search cut short says why a
figure is left out; `POST /api/analysis/assigned` gives the double-dummy tricks and scores of
the contracts the director names (12C2)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from fastapi.testclient import TestClient

from rulings.analysis.evidence import with_evidence
from rulings.cli import main
from rulings.log import parse_log
from rulings.ruling import default_engine, rule
from rulings.ruling_json import Ruling
from rulings.service import Settings, create_app
from tests.test_analysis import REVOKE_LOG

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "70C-claim-outstanding-trump.yaml"
HANDS = {"N": "96432.85.T742.J8", "E": "T7.9632.J85.Q965", "S": "AKQ.AKQJT.AKQ.AK", "W": "J85.74.963.T7432"}


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    home = tmp_path_factory.mktemp("evidence")
    app = create_app(Settings(inline=True, database_url=f"sqlite:///{home / 'db.sqlite3'}"))
    with TestClient(app) as c:
        yield c


def _judgment(ruling: dict[str, Any], law: str) -> dict[str, Any]:
    (judgment,) = [j for item in ruling["rulings"] for j in item["director_judgments"] if j["law"] == law]
    return judgment


def _assert_claim_evidence(judgment: dict[str, Any]) -> None:
    """South claims the last four in 6S with West's SJ out and a statement that says only 'the hearts are
    good' (examples/70C-…): double dummy 4, the worst normal line 3 (a heart before the trump is drawn
    is ruffed), the outstanding trump SJ."""
    evidence = judgment["evidence"]
    assert evidence["kind"] == "claim" and evidence["law"] == "70" and "skipped" not in evidence
    analysis = evidence["analysis"]
    assert analysis["outstanding_trumps"] == ["SJ"]
    assert (analysis["claimed"], analysis["double_dummy"], analysis["worst_normal"]) == (4, 4, 3)
    (line,) = analysis["lines"]
    assert line["declarer_tricks"] == 3 and "SJ" in line["play"]


def _law70_question() -> dict[str, str]:
    from rulings.lawbook import default_lawbook

    judgment = default_lawbook().sections["70"].judgment
    assert judgment is not None
    return {"zh": judgment["question"]["zh"], "en": judgment["question"]["en"]}


def test_cli_rule_evidence_carries_the_claim_analysis_under_an_unchanged_question(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", str(EXAMPLE), "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main(["rule", str(EXAMPLE), "--json", "--evidence"]) == 0
    with_it = json.loads(capsys.readouterr().out)
    judgment = _judgment(with_it, "70")
    _assert_claim_evidence(judgment)
    assert "evidence" not in _judgment(plain, "70")
    # the law's question and everything else is as without the evidence
    assert {k: v for k, v in judgment.items() if k != "evidence"} == _judgment(plain, "70")
    # the question is the lawbook's for Law 70 (70A's words, fix12), the same with or without the evidence
    assert judgment["question"] == _law70_question()
    Ruling.model_validate(with_it)


def test_api_ruling_carries_the_claim_evidence(client: TestClient) -> None:
    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    response = client.post("/api/rulings", json=data)
    assert response.status_code == 200, response.text
    judgment = _judgment(response.json(), "70")
    _assert_claim_evidence(judgment)
    assert judgment["question"] == _law70_question()
    explained = client.post("/api/rulings/explain", json=data).json()
    _assert_claim_evidence(_judgment(explained["ruling"], "70"))


def test_revoke_ruling_carries_the_64C_figures() -> None:
    """tests/test_analysis.py works the hand out: 12 as played, 13 after the transfer, 13 had East
    followed with H3 — the transfer restores equity, and the director sees it under 64C's question."""
    log = parse_log(REVOKE_LOG)
    plain = rule(log, default_engine("python"))
    ruling = with_evidence(log, plain)
    judgment = _judgment(ruling, "64C")
    analysis = judgment["evidence"]["analysis"]
    assert judgment["evidence"]["kind"] == "revoke"
    assert (analysis["result"], analysis["result_with_transfer"], analysis["double_dummy_without_revoke"],
            analysis["best_replacement"]) == (12, 13, 13, "H3")
    assert judgment["question"] == _judgment(plain, "64C")["question"]
    assert "evidence" not in _judgment(plain, "64C")  # with_evidence copies, it does not touch its input


def test_revoke_evidence_through_the_api(client: TestClient) -> None:
    response = client.post("/api/rulings", json=REVOKE_LOG)
    assert response.status_code == 200, response.text
    analysis = _judgment(response.json(), "64C")["evidence"]["analysis"]
    assert (analysis["transfer"], analysis["result_with_transfer"], analysis["double_dummy_without_revoke"]) == (1, 13, 13)


def test_a_search_cut_short_leaves_worst_normal_out_and_says_so() -> None:
    """With the search of normal lines bounded at one node, worst_normal would be a guess: it is left
    out with the reason; the exact figures (double dummy, the outstanding trump) stay."""
    log = parse_log(yaml.safe_load(EXAMPLE.read_text(encoding="utf-8")))
    judgment = _judgment(with_evidence(log, rule(log, default_engine("python")), node_limit=1), "70")
    evidence = judgment["evidence"]
    assert "worst_normal" not in evidence["analysis"] and "lines" not in evidence["analysis"]
    assert (evidence["analysis"]["double_dummy"], evidence["analysis"]["outstanding_trumps"]) == (4, ["SJ"])
    assert "cut short" in evidence["skipped"]["en"] and "截断" in evidence["skipped"]["zh"]


def test_assigned_endpoint_gives_double_dummy_tricks_and_scores(client: TestClient) -> None:
    """South holds the top cards of every suit (13 tricks in any strain he declares, the trumps
    breaking 3-2): 7NT by South vulnerable is 220 + 1500 + 500 = 2220; 6S by South with an overtrick
    is 180 + 30 + 750 + 500 = 1460 (Law 77)."""
    body = {"hands": HANDS, "vulnerable": "NS", "likely": ["7NT S"], "at_all_probable": ["6S S"]}
    response = client.post("/api/analysis/assigned", json=body)
    assert response.status_code == 200, response.text
    got = response.json()
    assert got["law"] == "12C2"
    assert got["likely"] == [{"contract": "7NT", "declarer": "S", "double_dummy": 13,
                              "score": {"NS": 2220, "EW": -2220}, "law": "77"}]
    assert got["at_all_probable"] == [{"contract": "6S", "declarer": "S", "double_dummy": 13,
                                       "score": {"NS": 1460, "EW": -1460}, "law": "77"}]


@pytest.mark.parametrize(("body", "names"), [
    ({"hands": {**HANDS, "W": "J85.74.963.T743"}, "likely": ["4S N"]}, "hands.W"),
    ({"hands": HANDS, "likely": ["4S"]}, "4S"),
    ({"hands": {"N": HANDS["N"]}, "likely": ["4S N"]}, "hands"),
])
def test_assigned_endpoint_refuses_bad_input_naming_it(client: TestClient, body: dict[str, Any], names: str) -> None:
    response = client.post("/api/analysis/assigned", json=body)
    assert response.status_code == 422
    assert names in response.text


def test_assigned_endpoint_is_documented(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    op = spec["paths"]["/api/analysis/assigned"]["post"]
    assert "12C2" in op["summary"]
    assert "AssignedResponse" in json.dumps(op["responses"]["200"])
    assert "Evidence" in spec["components"]["schemas"]
