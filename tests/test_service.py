"""The director's console service: the API, the engine pool, settings and `rulings serve`.

The ruling endpoint must answer exactly what `rulings rule --json` prints; errors are 422s naming the
event and field; rulings run in worker processes that are replaced when they crash or hang; no request
(random bodies drawn from the OpenAPI document, or random JSON) gets a 500.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
import yaml
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.cli import main as cli_main
from rulings.errors import InputError, LogError
from rulings.lawbook import default_lawbook
from rulings.service import Settings, create_app
from rulings.service import routers as routers_pkg
from rulings.service.pool import PoolUnavailable, RulingPool, rule_task, unwrap
from rulings.service.server import serve_in_thread
from rulings.service.settings import data_dir, default_database_url

# ----------------------------------------------------------------------------------- the logs

OUT_OF_ROTATION = {"dealer": "N", "vulnerable": "none", "events": [
    {"seat": "N", "call": "1H"}, {"seat": "S", "call": "2C"}, {"director": True}]}
DECLINED = {"dealer": "N", "vulnerable": "none", "events": [
    {"seat": "N", "call": "1H"}, {"seat": "S", "call": "2C"}, {"director": True},
    {"seat": "W", "choose": "decline"}, {"seat": "E", "call": "2D"}, {"seat": "S", "call": "2NT"},
    {"seat": "W", "call": "3D"}, {"seat": "N", "call": "P"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"}]}
INSUFFICIENT = {"dealer": "N", "vulnerable": "both", "events": [
    {"seat": "N", "call": "1H"}, {"seat": "E", "call": "1D"}, {"director": True}]}
PASSED_OUT = {"board": 3, "events": [
    {"seat": "S", "call": "P"}, {"seat": "W", "call": "P"}, {"seat": "N", "call": "P"}, {"seat": "E", "call": "P"}]}
CLEAN = {"dealer": "N", "vulnerable": "NS", "events": [
    {"seat": "N", "call": "1NT"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "3NT"},
    {"seat": "W", "call": "P"}, {"seat": "N", "call": "P"}, {"seat": "E", "call": "P"}]}
EXPOSED = {"dealer": "E", "vulnerable": "EW", "events": [
    {"seat": "E", "call": "1S"}, {"seat": "S", "expose": ["HK"]}, {"director": True}]}
LOGS = {"out_of_rotation": OUT_OF_ROTATION, "declined": DECLINED, "insufficient": INSUFFICIENT,
        "passed_out": PASSED_OUT, "clean": CLEAN, "exposed": EXPOSED}


# ----------------------------------------------------------------------------------- fixtures

def admin_headers(database_url: str) -> dict[str, str]:
    """An administrator's token on the app's database (the health check shows internals only to him)."""
    from rulings.store.cases import CaseStore
    from rulings.store.migrate import ensure_current

    ensure_current(database_url)
    store = CaseStore(database_url)
    name = f"admin-{len(store.users())}"
    _, token = store.add_user(name, "admin")
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture(scope="module")
def data_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("data")


@pytest.fixture(scope="module")
def client(data_home: Path) -> Iterator[TestClient]:
    """The app ruling in-process (inline) — fast, for everything but the pool."""
    app = create_app(Settings(inline=True, database_url=f"sqlite:///{data_home / 'inline.sqlite3'}"))
    with TestClient(app) as c:
        yield c


@pytest.fixture(scope="module")
def pool_client(data_home: Path) -> Iterator[TestClient]:
    """The app as `rulings serve` runs it: two worker processes."""
    app = create_app(Settings(workers=2, database_url=f"sqlite:///{data_home / 'pool.sqlite3'}"))
    with TestClient(app) as c:
        yield c


def reference(log: dict[str, Any]) -> dict[str, Any]:
    """The ruling as `rulings rule` computes it (facts numbered from 1), here in the test process."""
    return unwrap(rule_task(log))


def cli_json(log: dict[str, Any], tmp_path: Path) -> dict[str, Any]:
    """What `rulings rule LOG.yaml --json` prints for `log` (`rulings.cli.main`, the installed command's entry
    point; the command as a process is proved by tests/test_log_errors.py)."""
    path = tmp_path / "log.yaml"
    path.write_text(yaml.safe_dump(log, allow_unicode=True), encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):  # the command's own entry point, without a new interpreter per log
        assert cli_main(["rule", str(path), "--json"]) == 0
    return json.loads(out.getvalue())


# ----------------------------------------------------------------------------------- rulings

@pytest.mark.parametrize("name", sorted(LOGS))
def test_ruling_round_trip_equals_the_cli(name: str, pool_client: TestClient, tmp_path: Path) -> None:
    log = LOGS[name]
    answer = pool_client.post("/api/rulings", json=log)
    assert answer.status_code == 200, answer.text
    assert answer.json() == cli_json(log, tmp_path)


def test_ruling_names_the_irregularity_and_the_choice(pool_client: TestClient) -> None:
    ruling = pool_client.post("/api/rulings", json=OUT_OF_ROTATION).json()
    (item,) = ruling["rulings"]
    assert (item["irregularity"], item["offender"], item["event"]) == ("bid_out_of_rotation", "S", 1)
    assert {c["ref"] for c in item["citations"]} >= {"31"}
    assert {(o["by"], o["choice"]) for o in item["options"]} == {("W", "accept"), ("W", "decline")}
    assert ruling["state"]["pending"]["by"] == "W"


def test_decline_then_other_denomination_forces_partner_to_pass(pool_client: TestClient) -> None:
    """Law 31A2(b): after the decline the offender bids another denomination — partner must pass."""
    ruling = pool_client.post("/api/rulings", json=DECLINED).json()
    forced = ruling["state"]["forced_passes"]
    assert {"seat": "N", "scope": "rest_of_auction", "law": "31A2b"} in forced
    cancelled = [c for c in ruling["state"]["auction"] if c.get("cancelled")]
    assert [(c["seat"], c["call"]) for c in cancelled] == [("S", "2C")]
    assert ruling["state"]["contract"]["text"] == "3D"


def test_explain_adds_words_beside_the_same_ruling(client: TestClient) -> None:
    plain = client.post("/api/rulings", json=OUT_OF_ROTATION).json()
    explained = client.post("/api/rulings/explain", json=OUT_OF_ROTATION).json()
    assert explained["ruling"] == plain
    words = explained["words"]
    assert words["rulings"][0]["irregularity"] == {"zh": "南家越序实质叫牌", "en": "Bid out of rotation by South"}
    labels = [o["label"]["zh"] for o in words["rulings"][0]["options"]]
    assert labels == ["西家接受", "西家不接受"]
    assert words["text"]["zh"].startswith("裁决1")


# ----------------------------------------------------------------------------------- 422s

def _only_error(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 422, response.text
    (item,) = response.json()["detail"]
    return item


def test_bad_call_names_event_and_field(client: TestClient) -> None:
    log = {"dealer": "N", "events": [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"},
                                     {"seat": "S", "call": "2H"}, {"seat": "W", "call": "9Z"}]}
    item = _only_error(client.post("/api/rulings", json=log))
    assert item["loc"] == ["body", "events", 3, "call"]
    assert (item["event"], item["field"]) == (3, "call")
    assert "9Z" in item["msg"]


@pytest.mark.parametrize(("log", "loc", "event", "field"), [
    ({"dealer": "N", "events": [{"seat": "N", "call": "1H"}, {"call": "P"}]}, ["body", "events", 1, "seat"], 1, "seat"),
    ({"dealer": "N", "events": [{"seat": "Q", "call": "1H"}]}, ["body", "events", 0, "seat"], 0, "seat"),
    ({"dealer": "N", "events": [{"seat": "N", "call": "1H", "colour": "red"}]}, ["body", "events", 0, "colour"], 0, "colour"),
    ({"dealer": "N", "events": [{"seat": "N", "expose": ["ZZ"]}]}, ["body", "events", 0, "expose"], 0, "expose"),
    ({"dealer": "N", "events": [{"seat": "N", "choose": "maybe"}]}, ["body", "events", 0, "choose"], 0, "choose"),
    ({"dealer": "N", "events": ["1H"]}, ["body", "events", 0], 0, None),
    ({"dealer": "X", "events": []}, ["body", "dealer"], None, "dealer"),
    ({"events": []}, ["body", "dealer"], None, "dealer"),
    ({"dealer": "N", "colour": "red"}, ["body", "colour"], None, "colour"),
    ({"dealer": "N", "hands": {"N": "AKQ.J.T.9"}}, ["body", "hands", "N"], None, "hands.N"),
    ({"dealer": "N", "events": [{"seat": "N", "call": "P"}] * 501}, ["body", "events"], None, "events"),
])
def test_log_errors_are_422_with_event_and_field(client: TestClient, log: dict[str, Any], loc: list[Any],
                                                 event: int | None, field: str | None) -> None:
    item = _only_error(client.post("/api/rulings", json=log))
    assert (item["loc"], item["event"], item["field"]) == (loc, event, field)
    assert item["msg"]


def test_a_log_the_model_chokes_on_is_still_a_422_naming_the_event(client: TestClient) -> None:
    """`suits: true` makes the log model raise TypeError (not LogError): still 422, at event 1."""
    log = {"dealer": "N", "events": [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "1S", "suits": True}]}
    item = _only_error(client.post("/api/rulings", json=log))
    assert item["loc"][:3] == ["body", "events", 1]
    assert item["event"] == 1


@pytest.mark.parametrize("body", [b"[1, 2]", b"{not json", b"\xff\xfe{", b'"a string"',
                                  b'{"dealer": "N", "events": [{"note": ' + b"[" * 60 + b"]" * 60 + b"}]}"],
                         ids=["list", "not-json", "not-utf8", "string", "nested-60"])
def test_bodies_that_are_not_a_log_are_422(client: TestClient, body: bytes) -> None:
    for path in ("/api/rulings", "/api/rulings/explain"):
        item = _only_error(client.post(path, content=body, headers={"content-type": "application/json"}))
        assert item["loc"][0] == "body" and item["msg"]


# ----------------------------------------------------------------------------------- laws and search

def test_law_lookup_gives_text_refs_cited_by_and_rules(client: TestClient) -> None:
    got = client.get("/api/laws/31A2b").json()
    assert (got["ref"], got["law"], got["heading"], got["heading_en"]) == ("31A2b", 31, "第31条A款2(b)", "Law 31A2(b)")
    assert "必须永远不叫" in got["text"] and "参阅第23条" in got["text"]
    assert "23" in got["refs"]
    assert got["kind"] == "mechanical"
    assert [c["ref"] for c in got["chain"]] == ["31", "31A", "31A2", "31A2b"]
    (rule_json,) = [r for r in got["rules"] if r["id"] == "31A2b"]
    assert {"forced_pass": {"seat": "offender.partner", "scope": "rest_of_auction"}} in rule_json["then"]
    assert "31A2b" in client.get("/api/laws/23").json()["cited_by"]
    assert client.get("/api/laws/第31条A款2(b)").json()["ref"] == "31A2b"
    assert [s["ref"] for s in client.get("/api/laws/31A").json()["sections"]] == ["31A1", "31A2"]


@pytest.mark.parametrize("ref", ["99", "31Z", "abc"])
def test_unknown_law_is_404_with_a_message(client: TestClient, ref: str) -> None:
    got = client.get(f"/api/laws/{ref}")
    assert got.status_code == 404
    assert "no law or section" in got.json()["detail"]


@pytest.mark.parametrize("q", ["越序", "不足叫牌", "insufficient bid", "Lead Penalties", "强制 不叫"])
def test_search_finds_sections_holding_every_word(client: TestClient, q: str) -> None:
    got = client.get("/api/search", params={"q": q}).json()
    assert got["count"] > 0
    book = default_lawbook()
    words = [w.casefold() for w in q.split()]
    for hit in got["results"]:
        if hit["kind"] != "section":
            continue
        sec = book.section(hit["ref"])
        law = book.law(sec.law)
        haystack = " ".join([sec.title.zh, sec.title.en, sec.text, law.title.zh, law.title.en]).casefold()
        assert all(w in haystack for w in words), (q, hit["ref"])


def test_search_puts_titles_first_and_a_citation_at_the_top(client: TestClient) -> None:
    refs = [h["ref"] for h in client.get("/api/search", params={"q": "insufficient bid"}).json()["results"]]
    assert "27" in refs[:3]
    top = client.get("/api/search", params={"q": "31A2b"}).json()["results"][0]
    assert (top["ref"], top["match"]) == ("31A2b", "ref")
    assert client.get("/api/search", params={"q": "zzqqxx"}).json()["count"] == 0


@pytest.mark.parametrize("params", [{"q": ""}, {"q": "   "}, {}])
def test_search_without_words_is_422(client: TestClient, params: dict[str, str]) -> None:
    got = client.get("/api/search", params=params)
    assert got.status_code == 422
    assert got.json()["detail"][0]["loc"][:2] == ["query", "q"]


# ----------------------------------------------------------------------------------- scores and boards

LAW_2 = {1: ("N", "none"), 2: ("E", "NS"), 3: ("S", "EW"), 4: ("W", "both"), 5: ("N", "NS"), 6: ("E", "EW"),
         7: ("S", "both"), 8: ("W", "none"), 9: ("N", "EW"), 10: ("E", "both"), 11: ("S", "none"),
         12: ("W", "NS"), 13: ("N", "both"), 14: ("E", "none"), 15: ("S", "NS"), 16: ("W", "EW")}


@pytest.mark.parametrize("board", [1, 2, 4, 7, 12, 16, 17, 20, 32, 33])
def test_boards_follow_law_2(client: TestClient, board: int) -> None:
    got = client.get(f"/api/boards/{board}").json()
    assert (got["dealer"], got["vulnerable"]) == LAW_2[(board - 1) % 16 + 1]
    assert got["law"] == "2"


@pytest.mark.parametrize("board", ["0", "-3", "x"])
def test_bad_board_number_is_422(client: TestClient, board: str) -> None:
    assert client.get(f"/api/boards/{board}").status_code == 422


@pytest.mark.parametrize(("request_json", "ns"), [
    ({"contract": "4SX", "declarer": "S", "tricks": 7, "vulnerable": "both"}, -800),  # 3 down doubled, vul
    ({"contract": "3NT", "declarer": "N", "tricks": 9, "vulnerable": "none"}, 400),
    ({"contract": "4H", "declarer": "N", "tricks": 10, "board": 2}, 620),  # Law 2: board 2 NS vulnerable
    ({"contract": "1C", "declarer": "E", "tricks": 7, "vulnerable": "none"}, -70),
    ({"contract": "6NTXX", "declarer": "W", "tricks": 12, "vulnerable": "EW"}, -2110),  # 190×4 + 500 + 750 + 100
])
def test_score_follows_law_77(client: TestClient, request_json: dict[str, Any], ns: int) -> None:
    got = client.post("/api/score", json=request_json).json()
    assert (got["ns"], got["ew"], got["law"]) == (ns, -ns, "77")
    assert sum(item["points"] for item in got["breakdown"]) == got["declarer_points"]


@pytest.mark.parametrize(("request_json", "field"), [
    ({"contract": "4S", "declarer": "S", "tricks": 14, "vulnerable": "none"}, "tricks"),
    ({"contract": "8S", "declarer": "S", "tricks": 7, "vulnerable": "none"}, None),
    ({"contract": "4S", "declarer": "Q", "tricks": 7, "vulnerable": "none"}, None),
    ({"contract": "4S", "declarer": "S", "tricks": 7, "vulnerable": "sometimes"}, None),
    ({"contract": "4S", "declarer": "S", "tricks": 7}, None),
    ({"declarer": "S", "tricks": 7, "vulnerable": "none"}, "contract"),
])
def test_score_errors_are_422(client: TestClient, request_json: dict[str, Any], field: str | None) -> None:
    item = _only_error(client.post("/api/score", json=request_json))
    assert item["field"] == field and item["msg"]


@pytest.mark.parametrize("body", [{"contract": "4S", "declarer": "S", "tricks": False, "vulnerable": "none"},
                                  {"contract": "4S", "declarer": "S", "tricks": True, "vulnerable": "none"},
                                  {"contract": "4S", "declarer": "S", "tricks": 10, "board": True}])
def test_booleans_are_not_numbers(client: TestClient, body: dict[str, Any]) -> None:
    r = client.post("/api/score", json=body)
    assert r.status_code == 422
    assert r.json()["detail"][0]["field"] in ("tricks", "board")


def test_an_engine_error_names_its_event_and_field(client: TestClient) -> None:
    """"card not in hand": the message names the event and the field, and so does the 422 item."""
    log = {"dealer": "N", "hands": {"N": "AKQJ.AKQ.AKQ.AKQ", "E": "T987.JT9.JT9.JT9", "S": "6543.876.876.876",
                                    "W": "2.5432.5432.5432"},
           "events": [{"seat": "N", "call": "1NT"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"},
                      {"seat": "W", "call": "P"}, {"seat": "E", "lead": "SA"}]}
    item = client.post("/api/rulings", json=log).json()["detail"][0]
    assert (item["event"], item["field"], item["loc"]) == (4, "lead", ["body", "events", 4, "lead"])
    # the same item as the reader's refusals: the message without its place, and its Chinese form beside
    assert (item["type"], item["msg"], item["msg_zh"]) == ("log_error", "SA is in N's hand, not E's", "♠A 在北家手中，不在东家手中")


def test_a_log_error_gives_its_message_in_chinese_beside_the_english(client: TestClient) -> None:
    """`msg` the English (unchanged), `msg_zh` its Chinese form: the reader's refusal and the service's own."""
    log = {"dealer": "N", "events": [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "1Z"}]}
    item = _only_error(client.post("/api/rulings", json=log))
    assert item["msg"] == "'1Z' is not a call (1C…7NT, P, X or XX)"
    assert item["msg_zh"] == "'1Z' 不是叫品（1C…7NT、P、X 或 XX）"
    item = _only_error(client.post("/api/rulings", json={"dealer": "N", "events": [{"seat": "N", "call": "P"}] * 501}))
    assert item["msg"] == "at most 500 events in one log, not 501" and item["msg_zh"] == "一份记录最多500项事件，不是501项"
    schema = client.get("/openapi.json").json()["components"]["schemas"]["ErrorItem"]
    assert "msg_zh" in schema["properties"]


@pytest.mark.parametrize(("request_json", "imps"), [
    ({"difference": 0}, 0), ({"difference": 10}, 0), ({"difference": 20}, 1), ({"difference": 450}, 10),
    ({"difference": -4000}, -24), ({"scores": [620, 170]}, 10), ({"scores": [170, 620]}, -10),
])
def test_imps_follow_law_78b(client: TestClient, request_json: dict[str, Any], imps: int) -> None:
    got = client.post("/api/imps", json=request_json).json()
    assert (got["imps"], got["law"]) == (imps, "78B")


@pytest.mark.parametrize("request_json", [{}, {"difference": 1, "scores": [1, 2]}, {"scores": [1]}])
def test_imps_need_one_difference_or_two_scores(client: TestClient, request_json: dict[str, Any]) -> None:
    assert _only_error(client.post("/api/imps", json=request_json))["msg"]


def test_board_is_matchpointed_by_law_78a(client: TestClient) -> None:
    board = {"board": 5, "scoring": "matchpoints", "results": [
        {"ns": "1", "ew": "11", "contract": "4H", "declarer": "S", "tricks": 10},
        {"ns": "2", "ew": "12", "contract": "4H", "declarer": "S", "tricks": 9},
        {"ns": "3", "ew": "13", "artificial": "average_plus"}]}
    got = client.post("/api/board", json=board).json()
    assert (got["vulnerable"], got["vulnerable_source"], got["top"]) == ("NS", "law 2", 2)
    assert [(r["pair"], r["points"], r["value"]) for r in got["ns"][:2]] == [("1", 620, 2), ("2", -100, 0)]
    assert (got["ns"][2]["law"], got["ns"][2]["percentage"]) == ("88", 60.0)


def test_board_of_an_individual_event_scores_each_player(client: TestClient) -> None:
    # Laws 88 and 89: `form: individual` names four players a table; each is scored.
    board = {"board": 5, "scoring": "matchpoints", "form": "individual", "session": {"2": 70}, "results": [
        {"n": "1", "s": "2", "e": "3", "w": "4", "artificial": {"ns": "average_plus", "ew": "average_minus"}},
        {"n": "5", "s": "6", "e": "7", "w": "8", "contract": "4H", "declarer": "S", "tricks": 10},
        {"n": "9", "s": "10", "e": "11", "w": "12", "contract": "4H", "declarer": "S", "tricks": 9}]}
    got = client.post("/api/board", json=board).json()
    assert got["form"] == "individual"
    assert [(r["pair"], r["seat"], r["percentage"], r["law"]) for r in got["ns"][:2]] == [
        ("1", "N", 60.0, "88"), ("2", "S", 70.0, "88")]
    assert [(r["pair"], r["percentage"], r["law"]) for r in got["ew"][:2]] == [("3", 40.0, "89"), ("4", 40.0, "89")]


@pytest.mark.parametrize("board", [{"results": []}, {"board": 1, "scoring": "bogus", "results": [{"score": 1}]},
                                   {"board": 1, "results": [{"contract": "4H", "declarer": "S", "tricks": 99}]},
                                   {"board": 1, "form": "rubber", "results": [{"score": 1}]}])
def test_bad_board_is_422(client: TestClient, board: dict[str, Any]) -> None:
    item = _only_error(client.post("/api/board", json=board))
    assert item["msg"] and not item["msg"].startswith("line ")


# ----------------------------------------------------------------------------------- the page and the app

def test_console_page_docs_and_openapi(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert 'lang="zh-CN"' in page.text and "/static/console.js" in page.text
    for asset in ("/static/console.js", "/static/console.css"):
        assert client.get(asset).status_code == 200
    assert client.get("/docs").status_code == 200
    spec = client.get("/openapi.json").json()
    for path in ("/api/rulings", "/api/rulings/explain", "/api/laws/{ref}", "/api/search", "/api/score",
                 "/api/imps", "/api/board", "/api/boards/{n}"):
        assert path in spec["paths"], path
    body = spec["paths"]["/api/rulings"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body["title"] == "EventLog"


def test_the_pages_share_one_dom_helper(client: TestClient) -> None:
    """`el()` is written once, in static/dom.js; the console, the evidence script and the quiz pages use
    it, and every page that runs one of them loads dom.js first."""
    import re

    service = Path(__file__).resolve().parents[1] / "rulings" / "service"
    sources = {p.relative_to(service).as_posix(): p.read_text(encoding="utf-8")
               for p in [*(service / "static").glob("*.js"), *(service / "templates").glob("*.html")]}
    sources["store/_evidence.html"] = (service.parent / "store" / "templates" / "_evidence.html").read_text()
    defined = sorted(name for name, text in sources.items() if re.search(r"function el\s*\(", text))
    assert defined == ["static/dom.js"]
    for name in ("static/console.js", "static/evidence.js", "templates/quiz_base.html"):
        assert "window.RulingsDom" in sources[name], name
    assert client.get("/static/dom.js").status_code == 200
    for path, later in (("/", "/static/evidence.js"), ("/quiz", "Quiz = (")):
        page = client.get(path).text
        assert 0 <= page.index("/static/dom.js") < page.index(later), path
    macro = sources["store/_evidence.html"]
    assert macro.index('src="/static/dom.js"') < macro.index('src="/static/evidence.js"')


def test_every_router_module_is_included_without_editing_the_app(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data_home: Path) -> None:
    """A new module in rulings/service/routers with `router` and `pages` is picked up by pkgutil."""
    (tmp_path / "zz_probe.py").write_text(
        "from fastapi import APIRouter\nfrom fastapi.responses import HTMLResponse\n"
        "router = APIRouter(prefix='/api')\npages = APIRouter()\n"
        "@router.get('/zz-probe')\ndef probe() -> dict:\n    return {'probe': True}\n"
        "@pages.get('/zz-probe', response_class=HTMLResponse)\ndef page() -> str:\n    return '<p>probe</p>'\n",
        encoding="utf-8")
    monkeypatch.setattr(routers_pkg, "__path__", [*routers_pkg.__path__, str(tmp_path)])
    monkeypatch.delitem(sys.modules, "rulings.service.routers.zz_probe", raising=False)
    app = create_app(Settings(inline=True, database_url=f"sqlite:///{data_home / 'probe.sqlite3'}"))
    try:
        with TestClient(app) as c:
            assert c.get("/api/zz-probe").json() == {"probe": True}
            assert c.get("/zz-probe").text == "<p>probe</p>"
            assert {"zz_probe.router", "zz_probe.pages", "rulings.router"} <= set(c.get("/api/health").json()["routers"])
    finally:
        sys.modules.pop("rulings.service.routers.zz_probe", None)


# ----------------------------------------------------------------------------------- no 500, ever

@pytest.fixture(scope="module")
def fuzz_app(data_home: Path) -> Any:
    return create_app(Settings(inline=True, database_url=f"sqlite:///{data_home / 'fuzz.sqlite3'}"))


@pytest.mark.slow  # hypothesis requests drawn from the OpenAPI schema: the full run only
def test_no_request_drawn_from_the_openapi_spec_is_a_server_error(fuzz_app: Any) -> None:
    """Every operation of /openapi.json, with bodies valid and invalid by its schema: never a 5xx."""
    schema = schemathesis.openapi.from_asgi("/openapi.json", fuzz_app)
    client = TestClient(fuzz_app, raise_server_exceptions=False)
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 9
    for op in operations:
        _fuzz(op, client)()


def _fuzz(op: Any, client: TestClient) -> Any:
    """A hypothesis test of one operation: bodies and parameters valid and invalid by its schema."""
    examples = 120 if op.path.startswith("/api/rulings") else 25
    strategy = st.one_of(op.as_strategy(generation_mode=schemathesis.GenerationMode.POSITIVE),
                         op.as_strategy(generation_mode=schemathesis.GenerationMode.NEGATIVE))

    @settings(max_examples=examples, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(case=strategy)
    def check(case: Any) -> None:
        kwargs = case.as_transport_kwargs(base_url="http://testserver")
        sent = {k: v for k, v in kwargs.items() if k in ("method", "url", "headers", "params", "json", "content")}
        response = client.request(**sent)
        assert response.status_code < 500, (op.method, op.path, case.body, response.text[:500])
        if response.status_code == 422 and op.path.startswith(("/api/rulings", "/api/score", "/api/imps", "/api/board")):
            for item in response.json()["detail"]:
                assert {"loc", "msg", "event", "field"} <= set(item)

    return check


JSON_LEAVES = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8)
ANY_JSON = st.recursive(JSON_LEAVES, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                        max_leaves=20)
EVENT_KEYS = ["seat", "call", "director", "choose", "expose", "lead", "play", "designate", "indicate", "claim", "concede",
              "object", "finding", "law", "suits", "conventional", "replaces", "inadvertent", "premature_lead",
              "names_card", "asks", "names"]
LOG_LIKE = st.fixed_dictionaries(
    {"events": st.lists(st.dictionaries(st.sampled_from(EVENT_KEYS),
                                        st.sampled_from(["N", "E", "S", "W", "1H", "2C", "P", "X", "XX", "SK", "accept",
                                                         "decline", True, 3, "high", "contract"]) | ANY_JSON, max_size=4), max_size=8)},
    optional={"dealer": st.sampled_from(["N", "E", "S", "W", "Q", 3]), "board": st.integers(-2, 40) | ANY_JSON,
              "vulnerable": st.sampled_from(["none", "NS", "EW", "both", "all", 1]),
              "hands": st.dictionaries(st.sampled_from(["N", "E", "S", "W", "Z"]), st.text(max_size=20), max_size=4)})


@pytest.mark.slow  # 250 generated bodies: the full run only
@settings(max_examples=250, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(body=st.one_of(LOG_LIKE, ANY_JSON))
def test_random_json_is_a_ruling_or_a_422(client: TestClient, body: Any) -> None:
    response = client.post("/api/rulings", json=body)
    assert response.status_code in (200, 422), (body, response.text[:500])
    if response.status_code == 422:
        for item in response.json()["detail"]:
            assert item["loc"][0] == "body" and item["msg"]
            if item["event"] is not None:
                assert item["loc"][1:3] == ["events", item["event"]]
    else:
        assert response.json() == reference(body)


# ----------------------------------------------------------------------------------- the pool

def crash_once_task(data: Any, backend: str) -> tuple[str, Any]:
    """Kill the worker the first time (a native crash, as durable-rules may cause); answer after."""
    marker = Path(data["marker"])
    if not marker.exists():
        marker.write_text("crashed", encoding="utf-8")
        os._exit(3)
    return "ok", {"pid": os.getpid()}


def crash_always_task(data: Any, backend: str) -> tuple[str, Any]:
    os._exit(3)


def sleepy_task(data: Any, backend: str) -> tuple[str, Any]:
    """A stand-in for the ruling: it sleeps, then answers a ruling of nothing (the route's documented
    response) that names the worker it ran in."""
    time.sleep(float(data.get("sleep", 0)))
    return "ok", {"rulings": [], "state": {"phase": "auction"}, "pid": os.getpid()}


_inline_state = {"inside": 0, "most": 0}
_inline_guard = threading.Lock()


def counting_task(data: Any, backend: str) -> tuple[str, Any]:
    """Counts how many calls are inside at once (inline mode runs on the caller's threads)."""
    with _inline_guard:
        _inline_state["inside"] += 1
        _inline_state["most"] = max(_inline_state["most"], _inline_state["inside"])
    time.sleep(0.01)
    with _inline_guard:
        _inline_state["inside"] -= 1
    return rule_task(data, backend)


@pytest.mark.slow  # a pool of worker processes: the full run only
def test_rulings_run_in_worker_processes_not_the_server() -> None:
    pool = RulingPool(2, task=sleepy_task)
    try:
        pool.start()
        workers = pool.worker_pids()
        assert len(workers) == 2 and os.getpid() not in workers
        with ThreadPoolExecutor(4) as ex:
            pids = {r["pid"] for r in ex.map(lambda _: pool.rule_sync({"sleep": 0.2}), range(4))}
        assert pids <= set(workers) and len(pids) == 2
    finally:
        pool.close()


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_a_crashed_worker_is_replaced_and_the_request_retried(tmp_path: Path) -> None:
    pool = RulingPool(1, task=crash_once_task)
    try:
        first = pool.worker_pids()
        got = pool.rule_sync({"marker": str(tmp_path / "crashed")})
        assert (tmp_path / "crashed").exists()  # the first attempt did crash its worker
        assert got["pid"] != os.getpid() and got["pid"] not in first
        assert pool.restarts == 1
    finally:
        pool.close()


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_a_worker_that_crashes_twice_is_a_503(data_home: Path) -> None:
    pool = RulingPool(1, task=crash_always_task)
    app = create_app(Settings(database_url=f"sqlite:///{data_home / 'crash.sqlite3'}"), pool=pool)
    with TestClient(app) as c:
        got = c.post("/api/rulings", json=OUT_OF_ROTATION)
    assert got.status_code == 503
    assert "崩溃" in got.json()["detail"] and "crashed" in got.json()["detail"]
    assert pool.restarts == 2


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_a_killed_worker_is_replaced_under_real_rulings(data_home: Path) -> None:
    url = f"sqlite:///{data_home / 'kill.sqlite3'}"
    app = create_app(Settings(workers=1, database_url=url))
    admin = admin_headers(url)
    with TestClient(app) as c:
        (victim,) = c.get("/api/health", headers=admin).json()["worker_pids"]
        os.kill(victim, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # the executor notices the death and breaks
            try:
                os.kill(victim, 0)
            except ProcessLookupError:
                break
            time.sleep(0.05)
        got = c.post("/api/rulings", json=DECLINED)
        assert got.status_code == 200
        assert got.json() == reference(DECLINED)
        health = c.get("/api/health", headers=admin).json()
        assert health["restarts"] == 1 and victim not in health["worker_pids"]


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_a_hung_worker_is_killed_and_answered_503() -> None:
    """A ruling that never answers (it would sleep a minute) is given up after the pool's timeout: the
    caller gets the 'took longer' error instead of the answer, the hung worker is killed (not left to
    finish), and a fresh worker answers the next ruling. No clock is read: under load the proof is the
    error and the dead worker, waited for with a generous bound."""
    pool = RulingPool(1, task=sleepy_task, timeout=1.0, stall_after=600)  # the request's own timeout acts
    try:
        pool.start()
        (hung,) = pool.worker_pids()
        with pytest.raises(PoolUnavailable, match="took longer"):
            pool.rule_sync({"sleep": 60})
        assert pool.restarts == 1 and pool.stalls == 0  # the timeout acted, not the watchdog
        assert _gone(hung), "the hung worker was left running"
        pool.start()  # warm the fresh worker (spawning it costs more than this pool's 1 s timeout)
        pool.timeout = 300.0  # and its first task imports this test module, which is slow under load
        assert pool.rule_sync({"sleep": 0})["pid"] != hung
    finally:
        pool.close()


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_the_watchdog_reports_a_silent_worker_and_replaces_it_before_the_timeout(data_home: Path) -> None:
    """A worker that does not answer: health says `degraded` (for everyone) while the ruling runs past
    half the watchdog's limit; the watchdog (6 s) kills and replaces the worker while the request's own
    timeout (600 s) is far off, so the frozen request's 503 names the watchdog; the next ruling is
    answered by a fresh worker. Every wait is on a condition with a generous bound, never a timed
    assertion (the machine may be loaded)."""
    url = f"sqlite:///{data_home / 'watchdog.sqlite3'}"
    pool = RulingPool(1, task=sleepy_task, timeout=600.0, stall_after=6.0)
    app = create_app(Settings(database_url=url), pool=pool)
    admin = admin_headers(url)
    with serve_in_thread(app) as base, ThreadPoolExecutor(1) as ex:
        (frozen,) = httpx.get(f"{base}/api/health", headers=admin, timeout=60).json()["worker_pids"]
        assert httpx.get(f"{base}/api/health", timeout=60).json()["status"] == "ok"
        stuck = ex.submit(httpx.post, f"{base}/api/rulings", json={"sleep": 3600}, timeout=900)
        states = []
        deadline = time.monotonic() + 600  # a bound on the wait, not a measurement
        while not stuck.done() and time.monotonic() < deadline:
            states.append(httpx.get(f"{base}/api/health", timeout=60).json()["status"])
            time.sleep(0.1)
        answer = stuck.result(timeout=600)
        assert "degraded" in states  # reported while the worker was silent
        assert answer.status_code == 503 and "watchdog" in answer.json()["detail"]  # not "took longer"
        assert pool.stalls == 1 and pool.restarts == 1
        again = httpx.post(f"{base}/api/rulings", json={"sleep": 0}, timeout=600).json()
        assert again["pid"] != frozen and _gone(frozen)
        assert httpx.get(f"{base}/api/health", timeout=60).json()["status"] == "ok"


def _gone(pid: int, bound: float = 120.0) -> bool:
    """Whether process `pid` has ended, waiting for it up to `bound` seconds (a kill is delivered at
    once but reaped when the machine gets to it)."""
    deadline = time.monotonic() + bound
    while _alive(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (killed, not yet reaped) is dead too
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


def _children(pid: int) -> set[int]:
    """The process ids whose parent is `pid` (from /proc)."""
    out = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.add(int(stat.parent.name))
    return out


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_workers_exit_when_the_server_is_killed(tmp_path: Path) -> None:
    """`kill -9` of `rulings serve`: its engine workers notice they were orphaned and exit."""
    port = _free_port()
    env = {**os.environ, "RULINGS_DATABASE_URL": f"sqlite:///{tmp_path / 'orphans.sqlite3'}", "RULINGS_WORKERS": "2"}
    server = subprocess.Popen([sys.executable, "-m", "rulings", "serve", "--port", str(port)], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        workers: set[int] = set()
        while time.monotonic() < deadline and len(workers) < 2:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=2).status_code == 200:
                    workers = {p for p in _children(server.pid) if _alive(p)}
                    workers = {p for p in workers if "multiprocessing" in Path(f"/proc/{p}/cmdline").read_text()
                               and "resource_tracker" not in Path(f"/proc/{p}/cmdline").read_text()}
            except (httpx.TransportError, OSError):
                pass
            time.sleep(0.2)
        assert len(workers) == 2, "the server did not start its two workers"
        os.kill(server.pid, signal.SIGKILL)
        server.wait(timeout=10)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and any(_alive(p) for p in workers):
            time.sleep(0.1)
        assert not any(_alive(p) for p in workers), "engine workers outlived the server"
    finally:
        if server.poll() is None:
            server.kill()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_inline_pool_rules_one_at_a_time() -> None:
    pool = RulingPool(1, inline=True, task=counting_task)
    logs = [LOGS[name] for name in sorted(LOGS)] * 3
    with ThreadPoolExecutor(8) as ex:
        got = list(ex.map(pool.rule_sync, logs))
    assert _inline_state["most"] == 1
    assert got == [reference(log) for log in logs]


def test_inline_pool_raises_log_errors_with_event_and_field() -> None:
    pool = RulingPool(1, inline=True)
    with pytest.raises(LogError) as caught:
        pool.rule_sync({"dealer": "N", "events": [{"seat": "N", "call": "1Q"}]})
    assert (caught.value.event, caught.value.field) == (0, "call")


def _client_logs(i: int) -> list[dict[str, Any]]:
    """Client i's logs: a different auction (and irregularity) for each client and request."""
    seats = ["N", "E", "S", "W"]
    calls = ["1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H"]
    out = []
    for k in range(5):
        dealer = seats[(i + k) % 4]
        first = calls[(i + k) % len(calls)]
        offender = seats[(seats.index(dealer) + 2) % 4]  # partner of the dealer, out of rotation
        out.append({"dealer": dealer, "vulnerable": "none", "events": [
            {"seat": dealer, "call": first}, {"seat": offender, "call": calls[(i + k + 3) % len(calls)]},
            {"director": True}, {"seat": seats[(seats.index(offender) + 1) % 4], "choose": ("accept", "decline")[k % 2]}]})
    return out


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_eight_concurrent_clients_get_correct_answers(data_home: Path) -> None:
    expected = {json.dumps(log, sort_keys=True): reference(log) for i in range(8) for log in _client_logs(i)}
    url = f"sqlite:///{data_home / 'load.sqlite3'}"
    # the 8 clients share one address (127.0.0.1), which the pool bounds as one client: allow them all
    app = create_app(Settings(workers=2, database_url=url, per_client=8))
    admin = admin_headers(url)
    barrier = threading.Barrier(8)

    def client_run(i: int) -> list[bool]:
        results = []
        with httpx.Client(base_url=base, timeout=60) as http:
            barrier.wait()
            for log in _client_logs(i):
                answer = http.post("/api/rulings", json=log)
                results.append(answer.status_code == 200 and answer.json() == expected[json.dumps(log, sort_keys=True)])
        return results

    with serve_in_thread(app) as base, ThreadPoolExecutor(8) as ex:
        outcomes = [ok for results in ex.map(client_run, range(8)) for ok in results]
        health = httpx.get(f"{base}/api/health", headers=admin).json()
    assert len(outcomes) == 40 and all(outcomes)
    assert len(health["worker_pids"]) == 2 and os.getpid() not in health["worker_pids"]
    assert health["restarts"] == 0
    assert len({json.dumps(v, sort_keys=True) for v in expected.values()}) > 8  # the clients asked different things


# ----------------------------------------------------------------------------------- settings and serve

def test_settings_default_to_sqlite_in_the_user_data_dir(tmp_path: Path) -> None:
    home = str(Path.home())
    assert default_database_url({}) == f"sqlite:///{home}/.local/share/rulings/rulings.sqlite3"
    assert data_dir({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path / "rulings"
    assert Settings.from_env({"XDG_DATA_HOME": str(tmp_path)}).database_url == f"sqlite:///{tmp_path}/rulings/rulings.sqlite3"
    env = {"RULINGS_DATABASE_URL": "postgresql://u@localhost/rulings", "RULINGS_WORKERS": "3", "RULINGS_INLINE": "true"}
    got = Settings.from_env(env)
    assert (got.database_url, got.workers, got.inline, got.port) == ("postgresql://u@localhost/rulings", 3, True, 8000)
    assert Settings.from_env(env, workers=5).workers == 5


@pytest.mark.parametrize(("env", "name"), [({"RULINGS_WORKERS": "many"}, "RULINGS_WORKERS"),
                                           ({"RULINGS_PORT": "70000"}, "RULINGS_PORT"),
                                           ({"RULINGS_ENGINE": "drools"}, "RULINGS_ENGINE")])
def test_bad_settings_name_the_variable(env: dict[str, str], name: str) -> None:
    with pytest.raises(InputError, match=name):
        Settings.from_env(env)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_rulings_serve_prints_the_console_url_and_serves(tmp_path: Path) -> None:
    port = _free_port()
    env = {**os.environ, "RULINGS_DATABASE_URL": f"sqlite:///{tmp_path / 'serve.sqlite3'}"}
    proc = subprocess.Popen([sys.executable, "-m", "rulings", "serve", "--port", str(port), "--workers", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        assert line == f"控制台 Console: http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 60
        while True:
            try:
                page = httpx.get(f"http://127.0.0.1:{port}/", timeout=5)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline and proc.poll() is None, "rulings serve did not come up"
                time.sleep(0.2)
        assert page.status_code == 200 and "console.js" in page.text
        ruled = httpx.post(f"http://127.0.0.1:{port}/api/rulings", json=INSUFFICIENT, timeout=60)
        assert ruled.json() == reference(INSUFFICIENT)
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0


@pytest.mark.slow  # real worker or server processes started, killed or hung: the full run only
def test_rulings_serve_on_a_busy_port_is_one_line() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "rulings", "serve", "--port", str(port)],
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and f"cannot listen on 127.0.0.1:{port}" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow  # serves and walks the whole OpenAPI documentation: the full run only
def test_the_api_docs_are_served_without_a_cdn(client: TestClient) -> None:
    """/docs works on a closed network: Swagger UI's script and style come from this service."""
    page = client.get("/docs")
    assert page.status_code == 200 and "/docs-assets/swagger-ui-bundle.js" in page.text
    assert "cdn" not in page.text.lower()
    assert client.get("/docs-assets/swagger-ui-bundle.js").status_code == 200
    assert client.get("/openapi.json").json()["paths"]["/api/rulings"]
