"""The case record cannot be forged, the console cannot be frozen by one user (issue 15).

Amendments are validated like the original step and signed by the caller; the database refuses a
version out of order and records every role change; tokens are revoked and rotated at once; the login
never redirects off-site; ids out of range are 404; the case list is paged; the case form is handled
off the event loop and through the one log loader; a large body is 413; a client with too many
rulings queued is 429 with Retry-After; the health check hides the workers' ids from all but an
administrator. Runs on SQLite (the PostgreSQL half of the store is exercised by tests/test_cases.py).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from rulings.cli import main as cli_main
from rulings.service.app import create_app
from rulings.service.pool import PoolBusy, RulingPool, rule_task
from rulings.service.server import serve_in_thread
from rulings.service.settings import Settings
from rulings.store.cases import CaseStore
from rulings.store.db import dispose_engines, make_engine
from tests.test_cases import DIRECTOR, LOG, WEIGHTED, H, _appealed_case, detail_text


@pytest.fixture
def db_url(tmp_path: Path) -> Iterator[str]:
    yield f"sqlite:///{tmp_path / 'cases.sqlite3'}"
    dispose_engines()


@pytest.fixture
def store(db_url: str, migrated: Callable[[str], None]) -> CaseStore:
    migrated(db_url)
    return CaseStore(db_url)


@pytest.fixture
def tokens(store: CaseStore) -> dict[str, str]:
    return {name: store.add_user(name, role)[1] for name, role in (
        ("王裁判", "director"), ("李委员", "committee"), ("赵委员", "committee"), ("管理员", "admin"))}


@pytest.fixture
def client(db_url: str, store: CaseStore) -> Iterator[TestClient]:
    app = create_app(Settings(database_url=db_url, inline=True, workers=1))
    with TestClient(app) as c:
        yield c


def _closed_case(client: TestClient, tokens: dict[str, str]) -> int:
    cid = _appealed_case(client, tokens)
    r = client.post(f"/api/cases/{cid}/decision", headers=H(tokens["李委员"]),
                    json={"decision": "changed", "adjusted": WEIGHTED, "reasons": "改为加权"})
    assert r.status_code == 200, r.text
    return cid


# ---------------------------------------------------------------------------------------------- amendments

def test_an_amendment_is_validated_like_the_decision_and_its_score_recomputed(client: TestClient,
                                                                              tokens: dict[str, str]) -> None:
    cid = _closed_case(client, tokens)
    before = client.get(f"/api/cases/{cid}", headers=H(tokens["管理员"])).json()
    # a decision that disagrees with its score cannot be written: the score is never taken from the request
    forged = {"reason": "x", "changes": {"decision": {"decision": "upheld", "score": {"ns": 9999}, "by": "别人"}}}
    r = client.post(f"/api/cases/{cid}/amend", headers=H(tokens["李委员"]), json=forged)
    assert r.status_code == 422 and {"score", "by"} <= {i["loc"][-1] for i in r.json()["detail"]}
    # "changed" without an adjusted score is refused, as when the committee first decided
    r = client.post(f"/api/cases/{cid}/amend", headers=H(tokens["李委员"]),
                    json={"reason": "x", "changes": {"decision": {"adjusted": None, "decision": "changed"}}})
    assert r.status_code == 422 and "adjusted" in detail_text(r)
    # a valid amendment: upheld → the director's adjusted score, recomputed, signed by the caller
    r = client.post(f"/api/cases/{cid}/amend", headers=H(tokens["李委员"]),
                    json={"reason": "复议后维持原裁决", "changes": {"decision": {"decision": "upheld", "adjusted": None}}})
    assert r.status_code == 200, r.text
    dec = r.json()["decision"]
    assert dec["decision"] == "upheld" and dec["by"] == "李委员"
    assert dec["score"] == before["director"]["adjusted"] and dec["adjusted"] is None
    # a field that is not amendable is refused by name
    r = client.post(f"/api/cases/{cid}/amend", headers=H(tokens["管理员"]),
                    json={"reason": "x", "changes": {"ruling": {"rulings": []}}})
    assert r.status_code == 422 and r.json()["detail"][0]["loc"][-1] == "ruling"


def test_an_amended_director_ruling_is_rescored(client: TestClient, tokens: dict[str, str]) -> None:
    cid = _closed_case(client, tokens)
    r = client.post(f"/api/cases/{cid}/amend", headers=H(tokens["管理员"]),
                    json={"reason": "桌上结果记错", "changes": {"director": {
                        "table_result": {"contract": "4H", "declarer": "N", "tricks": 11}}}})
    assert r.status_code == 200, r.text
    director = r.json()["director"]
    assert director["table_result"]["ns"] == 650 and director["by"] == "管理员"  # 4H+1 vulnerable, Law 77
    assert director["adjusted"] == client.get(f"/api/cases/{cid}/versions/3", headers=H(tokens["管理员"])
                                              ).json()["director"]["adjusted"]  # the rest kept
    r = client.post(f"/api/cases/{cid}/amend", headers=H(tokens["管理员"]),
                    json={"reason": "x", "changes": {"director": {"table_result": {"contract": "4H", "declarer": "N",
                                                                                    "tricks": False}}}})
    assert r.status_code == 422  # booleans are not numbers


# ---------------------------------------------------------------------------------------------- the database

def test_a_forged_version_is_refused_by_the_database(client: TestClient, tokens: dict[str, str], db_url: str) -> None:
    cid = _closed_case(client, tokens)
    engine = make_engine(db_url)
    try:
        for version, status in ((99, "filed"), (5, "filed"), (4, "filed"), (3, "closed")):
            with pytest.raises(sa.exc.DBAPIError), engine.begin() as conn:
                conn.execute(sa.text("INSERT INTO case_versions (case_id, version, created_at, status, data) "
                                     "VALUES (:c, :v, '2026-01-01', :s, '{}')"), {"c": cid, "v": version, "s": status})
        with engine.begin() as conn:  # the next version, closed, is what an amendment writes
            conn.execute(sa.text("INSERT INTO case_versions (case_id, version, created_at, status, data) "
                                 "VALUES (:c, 5, '2026-01-01', 'closed', '{}')"), {"c": cid})
    finally:
        engine.dispose()


def test_role_changes_are_recorded_by_the_database_even_behind_the_programs_back(
        store: CaseStore, tokens: dict[str, str], db_url: str) -> None:
    engine = make_engine(db_url)
    try:
        with engine.begin() as conn:
            conn.execute(sa.text("UPDATE users SET role = 'admin' WHERE name = '王裁判'"))
        with pytest.raises(sa.exc.DBAPIError), engine.begin() as conn:
            conn.execute(sa.text("DELETE FROM user_events"))
    finally:
        engine.dispose()
    events = store.user_events("王裁判")
    assert [(e["action"], e["old_role"], e["new_role"]) for e in events] == [
        ("create", None, "director"), ("role", "director", "admin")]


# ---------------------------------------------------------------------------------------------- tokens

def test_revoke_and_rotate_take_effect_at_once(client: TestClient, tokens: dict[str, str], store: CaseStore,
                                               db_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    director = H(tokens["王裁判"])
    assert client.get("/api/cases", headers=director).status_code == 200
    r = client.post("/api/users/王裁判/revoke", headers=director)
    assert r.status_code == 403  # only an administrator
    assert client.post("/api/users/王裁判/revoke", headers=H(tokens["管理员"])).json()["revoked"] is True
    r = client.get("/api/cases", headers=director)
    assert r.status_code == 401 and "revoked" in detail_text(r)
    rotated = client.post("/api/users/王裁判/rotate", headers=H(tokens["管理员"])).json()
    assert client.get("/api/cases", headers=H(rotated["token"])).status_code == 200
    assert client.get("/api/cases", headers=director).status_code == 401  # the old token stays refused
    # the command line, in local administrator mode
    assert cli_main(["user", "rotate", "李委员", "--database", db_url]) == 0
    new = capsys.readouterr().out.split("token (shown once): ")[1].strip()
    assert client.get("/api/cases", headers=H(tokens["李委员"])).status_code == 401
    assert client.get("/api/cases", headers=H(new)).status_code == 200
    assert cli_main(["user", "revoke", "李委员", "--database", db_url]) == 0
    assert client.get("/api/cases", headers=H(new)).status_code == 401
    actions = [(e["name"], e["action"]) for e in store.user_events() if e["action"] != "create"]
    assert actions == [("王裁判", "revoke"), ("王裁判", "rotate"), ("李委员", "rotate"), ("李委员", "revoke")]


# ---------------------------------------------------------------------------------------------- requests

@pytest.mark.parametrize("target", ["//evil.example.com/x", "https://evil.example.com/", "/\\evil.example.com",
                                    "evil.example.com", "/\\\\evil", " //evil.example.com", "/%0a//evil"])
def test_login_returns_only_to_a_path_of_this_site(client: TestClient, tokens: dict[str, str], target: str) -> None:
    r = client.post("/cases/login", data={"token": tokens["王裁判"], "next": target}, follow_redirects=False)
    assert r.status_code == 303
    location = r.headers["location"]
    assert location.startswith("/") and not location.startswith(("//", "/\\"))
    assert "evil" not in location or location == target.strip()
    page = client.get("/cases/login", params={"next": target})
    assert "evil.example.com" not in page.text


def test_a_path_of_this_site_is_kept(client: TestClient, tokens: dict[str, str]) -> None:
    r = client.post("/cases/login", data={"token": tokens["王裁判"], "next": "/cases/3?x=1"}, follow_redirects=False)
    assert r.headers["location"] == "/cases/3?x=1"


@pytest.mark.parametrize("path", ["/api/cases/{big}", "/api/cases/{big}/versions/1", "/api/cases/1/versions/{big}",
                                  "/api/cases/{big}/export.html", "/api/cases/-1", "/cases/{big}"])
def test_ids_out_of_range_are_404(client: TestClient, tokens: dict[str, str], path: str) -> None:
    _appealed_case(client, tokens)
    for big in (2**63, 2**63 + 1, 2**31, 10**30):
        r = client.get(path.format(big=big), headers=H(tokens["管理员"]), cookies={"rulings_token": tokens["管理员"]})
        assert r.status_code == 404, (path, big, r.text[:200])
    r = client.post(f"/api/cases/{2**63}/notes", headers=H(tokens["王裁判"]), json={"text": "x"})
    assert r.status_code == 404


def test_the_case_list_is_paged_with_a_total(client: TestClient, tokens: dict[str, str], store: CaseStore) -> None:
    director = store.authenticate(tokens["王裁判"])
    ids = [store.create_case(director, {"log": LOG, "tournament": f"T{i}"}).id for i in range(7)]
    page = client.get("/api/cases", params={"offset": 2, "limit": 3}, headers=H(tokens["王裁判"])).json()
    assert page["total"] == 7 and [c["id"] for c in page["cases"]] == ids[::-1][2:5]
    assert client.get("/api/cases", params={"limit": 0}, headers=H(tokens["王裁判"])).status_code == 422
    # a committee member sees only the closed cases and his own
    page = client.get("/api/cases", headers=H(tokens["李委员"])).json()
    assert page["total"] == 0 and page["cases"] == []


def test_the_case_form_reads_the_log_with_the_log_loader(client: TestClient, tokens: dict[str, str]) -> None:
    cookies = {"rulings_token": tokens["王裁判"]}
    bad = "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, call: 1Q}\n"
    r = client.post("/cases/new", data={"tournament": "T", "log": bad}, cookies=cookies, follow_redirects=False)
    assert r.status_code == 422 and "表单 form:4" in r.text and "event 2" in r.text
    assert "事件记录有误（表单 form 第4行，第2项事件，字段 call）：&#39;1Q&#39; 不是叫品" in r.text  # Chinese first


def test_the_event_loop_stays_free_while_a_case_is_ruled(db_url: str, store: CaseStore,
                                                         tokens: dict[str, str]) -> None:
    """The form's ruling waits on a gate; meanwhile the server answers other requests."""
    gate, entered = threading.Event(), threading.Event()

    def gated(data: Any, backend: str) -> tuple[str, Any]:
        entered.set()
        assert gate.wait(60)
        return rule_task(data, backend)

    pool = RulingPool(1, inline=True, task=gated)
    app = create_app(Settings(database_url=db_url, inline=True), pool=pool)
    form = {"tournament": "T", "log": "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: S, call: 2C}\n"}
    with serve_in_thread(app) as base:
        result: dict[str, Any] = {}
        poster = threading.Thread(target=lambda: result.update(r=httpx.post(
            f"{base}/cases/new", data=form, cookies={"rulings_token": tokens["王裁判"]}, timeout=60)))
        poster.start()
        try:
            assert entered.wait(60)
            other = httpx.get(f"{base}/api/health", timeout=10)  # answered while the case is being ruled
            assert other.status_code == 200 and not result
        finally:
            gate.set()
            poster.join(60)
    assert result["r"].status_code == 303 and result["r"].headers["location"] == "/cases/1"


def test_a_body_over_the_limit_is_413(db_url: str, store: CaseStore, tokens: dict[str, str]) -> None:
    app = create_app(Settings(database_url=db_url, inline=True, max_body=4096))
    with TestClient(app) as c:
        big = {"dealer": "N", "events": [{"seat": "N", "call": "P"}], "title": "x" * 10_000}
        r = c.post("/api/rulings", json=big)
        assert r.status_code == 413 and r.json()["detail"][0]["type"] == "too_large"

        def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it arrives
            yield b'{"dealer": "N", "title": "'
            for _ in range(10):
                yield b"y" * 1000
            yield b'"}'
        assert c.post("/api/rulings", content=chunks(), headers={"content-type": "application/json"}).status_code == 413
        r = c.post("/cases/new", data={"tournament": "T", "log": "z" * 5000}, cookies={"rulings_token": tokens["王裁判"]})
        assert r.status_code == 413
        assert c.post("/api/rulings", json={"dealer": "N", "events": []}).status_code == 200


def test_too_many_rulings_from_one_client_are_429_and_from_all_503() -> None:
    gate = threading.Event()
    pool = RulingPool(1, inline=True, task=lambda data, backend: (gate.wait(60), ("ok", {}))[1],
                      per_client=2, max_queue=3)
    threads = [threading.Thread(target=pool.rule_sync, args=({}, "a")) for _ in range(2)]
    for t in threads:
        t.start()
    try:
        _wait_until(lambda: pool.status()["running"] + pool.status()["waiting"] == 2)
        with pytest.raises(PoolBusy) as one:
            pool.rule_sync({}, "a")
        assert one.value.status == 429
        extra = threading.Thread(target=pool.rule_sync, args=({}, "b"))
        extra.start()
        threads.append(extra)
        _wait_until(lambda: pool.status()["running"] + pool.status()["waiting"] == 3)
        with pytest.raises(PoolBusy) as every:
            pool.rule_sync({}, "c")
        assert every.value.status == 503
    finally:
        gate.set()
        for t in threads:
            t.join(60)
    assert pool.rule_sync({}, "a") == {}


def test_429_over_http_carries_retry_after(db_url: str) -> None:
    gate = threading.Event()
    pool = RulingPool(1, inline=True, task=lambda data, backend: (gate.wait(60), ("ok", {}))[1], per_client=1)
    app = create_app(Settings(database_url=db_url, inline=True), pool=pool)
    with serve_in_thread(app) as base:
        first = threading.Thread(target=httpx.post, args=(f"{base}/api/rulings",), kwargs={"json": {}, "timeout": 60})
        first.start()
        try:
            _wait_until(lambda: pool.status()["running"] == 1)
            r = httpx.post(f"{base}/api/rulings", json={}, timeout=60)
            assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
        finally:
            gate.set()
            first.join(60)


def test_health_shows_worker_ids_only_to_an_administrator(client: TestClient, tokens: dict[str, str]) -> None:
    anyone = client.get("/api/health").json()
    assert anyone["status"] == "ok" and "worker_pids" not in anyone and "pool" not in anyone
    assert "worker_pids" not in client.get("/api/health", headers=H(tokens["王裁判"])).json()
    admin = client.get("/api/health", headers=H(tokens["管理员"])).json()
    assert "worker_pids" in admin and admin["pool"]["state"] == "ok"


def test_wal_with_synchronous_full(store: CaseStore) -> None:
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL


def test_store_and_cli_import_nothing_from_the_service() -> None:
    """Layering (issue 12): the store sits below the service; the CLI's export uses the store."""
    import ast

    root = Path(__file__).resolve().parent.parent / "rulings"
    for path in [*root.joinpath("store").rglob("*.py"), root / "commands" / "case.py"]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module] + [
            a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        assert not [n for n in names if n.startswith(("rulings.service", "fastapi"))], path


def _wait_until(check: Any, seconds: float = 30) -> None:
    import time

    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "condition not reached"
        time.sleep(0.01)


def test_director_amendment_keeps_the_committees_finding_questions(client: TestClient, tokens: dict[str, str]) -> None:
    """A finding on a question the engine did not ask is refused in an amendment as in the first ruling."""
    cid = _closed_case(client, tokens)
    r = client.post(f"/api/cases/{cid}/amend", headers=H(tokens["管理员"]),
                    json={"reason": "x", "changes": {"director": {"findings": [{"law": "16B", "answer": "是"}]}}})
    assert r.status_code == 422 and "16B" in detail_text(r)
    assert DIRECTOR["findings"][0]["law"] == "23"
