"""The committee page in a real browser (Debian's /usr/bin/chromium through Playwright): a case goes from
the director's ruling to the committee's weighted decision (Law 12C3) through the pages, and the
printable casebook shows it. The service runs under uvicorn on 127.0.0.1."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import yaml
from playwright.sync_api import Page, sync_playwright

from rulings.store import migrate
from rulings.store.cases import CaseStore
from rulings.store.db import dispose_engines

pytestmark = pytest.mark.slow  # a browser (Playwright, Chromium): left out of the quick run (pytest -m "not slow")

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
LOG = {"dealer": "N", "vulnerable": "NS",
       "events": [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "1D"}, {"seat": "S", "choose": "decline"},
                  {"seat": "E", "call": "X"}]}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, dict[str, str]]]:
    url = f"sqlite:///{tmp_path / 'browser.sqlite3'}"
    migrate.upgrade(url)
    st = CaseStore(url)
    tokens = {name: st.add_user(name, role)[1] for name, role in
              (("王裁判", "director"), ("李委员", "committee"), ("赵委员", "committee"))}
    dispose_engines()
    port = _free_port()
    env = {**os.environ, "RULINGS_DATABASE_URL": url, "RULINGS_INLINE": "true", "RULINGS_WORKERS": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "uvicorn", "rulings.service.app:create_app", "--factory",
                             "--host", "127.0.0.1", "--port", str(port)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/api/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else "server died"
            assert time.monotonic() < deadline, "the service did not start"
            time.sleep(0.2)
        yield base, tokens
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _login(page: Page, base: str, token: str) -> None:
    page.context.clear_cookies()
    page.goto(f"{base}/cases/login")
    page.fill("#token", token)
    page.click("#login")
    page.wait_for_url(f"{base}/cases")


def test_weighted_decision_through_the_committee_page(server: tuple[str, dict[str, str]], tmp_path: Path) -> None:
    base, tokens = server
    assert Path(CHROMIUM).exists(), "apt-get install -y chromium"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        try:
            # the director files the case and records the ruling
            _login(page, base, tokens["王裁判"])
            page.click("#new-case")
            page.fill("#tournament", "全国桥牌锦标赛")
            page.fill("#board", "5")
            page.fill("#player_N", "甲")
            page.fill("#log", yaml.safe_dump(LOG))
            page.click("#file-case")
            page.wait_for_url(f"{base}/cases/1")
            assert "第27条" in page.inner_text("table.trace")
            assert "加倍" in page.inner_text("table.auction")
            page.check("input[name='finding_23'][value='是']")
            page.fill("#t_contract", "4H")
            page.select_option("#t_declarer", "N")
            page.fill("#t_tricks", "10")
            page.fill("#laws", "16A, 12C2")
            page.fill("#statement", "东西利用了未经许可的信息")
            page.click("#record-director")
            page.wait_for_selector("#appeal-form")
            assert "4♥ 北家 10墩" in page.inner_text("#director-ruling")
            page.select_option("#side", "EW")
            page.fill("#appeal-statement", "我们没有利用同伴的犹豫")
            page.check("input[name='committee'][value='李委员']")
            page.click("#lodge-appeal")
            page.wait_for_selector("#committee-decision")
            assert page.locator("#decision-form").count() == 0  # the director cannot decide
            assert "李委员" in page.inner_text("#committee-decision")

            # a committee member NOT on this committee sees no form and cannot post one
            _login(page, base, tokens["赵委员"])
            page.goto(f"{base}/cases/1")
            assert "(403)" in page.inner_text("h1") and page.locator("#decision-form").count() == 0

            # the committee member records a weighted decision
            _login(page, base, tokens["李委员"])
            page.goto(f"{base}/cases/1")
            page.check("#decision-changed")
            page.select_option("#adj_kind", "weighted")
            for i, (tricks, weight) in enumerate(((10, "60%"), (9, "40%")), start=1):
                page.fill(f"#w{i}_contract", "4H")
                page.select_option(f"#w{i}_declarer", "N")
                page.fill(f"#w{i}_tricks", str(tricks))
                page.fill(f"#w{i}_weight", weight)
            page.fill("#field", "620, 650, -100")
            page.fill("#decision-laws", "12C3")
            page.fill("#reasons", "按加权调整分")
            page.click("#record-decision")
            page.wait_for_selector("#committee-decision .decision")
            decision = page.inner_text("#committee-decision")
            assert "改变原裁决" in decision and "60% 4♥ 北家 10墩" in decision and "40% 4♥ 北家 9墩" in decision
            assert "比赛分 2.2 / 6" in decision
            assert page.locator("#decision-form").count() == 0  # closed
            page.screenshot(path=os.environ.get("RULINGS_SCREENSHOT", str(tmp_path / "case.png")), full_page=True)

            # the casebook lists it by law, and its printable export shows it
            page.goto(f"{base}/casebook?law=16&since=2026-01-01")
            assert "全国桥牌锦标赛" in page.inner_text("#casebook")
            page.click("#export")
            page.wait_for_selector("#case-1")
            export = page.inner_text("#case-1")
            assert "改变原裁决" in export and "我们没有利用同伴的犹豫" in export and "第12条C款3" in export
            page.screenshot(path=str(tmp_path / "casebook.png"), full_page=True)
            page.emulate_media(media="print")
            assert page.locator("nav").first.is_hidden()
        finally:
            browser.close()
