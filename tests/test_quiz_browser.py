"""The practice page in a real browser (Debian's Chromium through Playwright): sign up, answer five
questions (one wrong), read the explanation, watch the progress chart change; screenshot to
artifacts/quiz.png."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn

from rulings.quiz.bank import answer_key, default_bank
from rulings.service.app import create_app
from rulings.service.settings import Settings

pytestmark = pytest.mark.slow  # a browser (Playwright, Chromium): left out of the quick run (pytest -m "not slow")

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    """The service on 127.0.0.1 and a free port, in a thread, on a temporary SQLite database."""
    app = create_app(Settings(database_url=f"sqlite:///{tmp_path / 'quiz.sqlite3'}", inline=True, workers=1))
    port = _free_port()
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not srv.started:
        assert time.monotonic() < deadline, "the server did not start within 60 s"
        assert thread.is_alive(), "the server thread died on start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        srv.should_exit = True
        thread.join(timeout=30)


def test_practice_five_questions_one_wrong(server: str) -> None:
    from playwright.sync_api import expect, sync_playwright

    assert CHROMIUM.exists(), ("Debian's Chromium is missing at /usr/bin/chromium: "
                               "run `apt-get install -y chromium` (scripts/setup --browser does)")
    bank = default_bank()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            page.goto(server + "/quiz")
            expect(page.locator("#signup")).to_be_visible()
            page.fill("#signup-name", "浏览器学员")
            page.click("#signup-submit")
            expect(page.locator("#new-token-value")).not_to_be_empty()
            token = page.evaluate("localStorage.getItem('quiz_token')")
            assert token and page.locator("#new-token-value").inner_text() == token
            expect(page.locator("#chart")).to_have_attribute("data-count", "0")

            seen: list[str] = []
            for i in range(5):
                expect(page.locator("button.choice").first).to_be_enabled()
                qid = page.locator("#question").get_attribute("data-question")
                assert qid and qid not in seen
                seen.append(qid)
                key = answer_key(bank.by_id(qid))["value"]
                buttons = page.locator("button.choice")
                values = [json.loads(buttons.nth(j).get_attribute("data-value") or "null")
                          for j in range(buttons.count())]
                want_right = i != 2
                index = next(j for j, v in enumerate(values) if (v == key) == want_right)
                before = page.locator("#line-accuracy").get_attribute("points") if i else ""
                buttons.nth(index).click()

                verdict = page.locator("#verdict")
                expect(verdict).to_have_attribute("data-correct", "true" if want_right else "false")
                expect(page.locator("#chart")).to_have_attribute("data-count", str(i + 1))
                expect(page.locator("#chart circle.pt")).to_have_count(i + 1)
                after = page.locator("#line-accuracy").get_attribute("points")
                assert after != before, "the progress chart changes after each answer"
                expect(page.locator(".citation").first).to_be_visible()
                if want_right:
                    expect(verdict).to_contain_text("正确")
                    expect(buttons.nth(index)).to_have_class("choice picked right")
                else:
                    expect(verdict).to_contain_text("错误")
                    expect(page.locator("#why li").first).to_be_visible()
                    expect(page.locator("#chart circle.wrong")).to_have_count(1)
                    page.click("#lang-toggle")  # English beside the Chinese
                    expect(verdict).to_contain_text("Wrong")
                    expect(page.locator("body")).to_have_attribute("data-lang", "en")
                    page.click("#lang-toggle")
                    expect(verdict).to_contain_text("错误")
                if i < 4:
                    page.click("#next")
                    expect(page.locator("#question")).not_to_have_attribute("data-question", qid)

            expect(page.locator("#summary")).to_contain_text("已答 5 题，答对 4 题")
            points = (page.locator("#line-accuracy").get_attribute("points") or "").split()
            assert len(points) == 5
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "quiz.png"), full_page=True)
            progress = page.evaluate("""async () => (await fetch('/api/quiz/progress',
                {headers: {Authorization: 'Bearer ' + localStorage.getItem('quiz_token')}})).json()""")
            assert (progress["total"], progress["right"]) == (5, 4)
            assert [p["correct"] for p in progress["over_time"]] == [True, True, False, True, True]
        finally:
            browser.close()
    assert (ARTIFACTS / "quiz.png").stat().st_size > 10_000


def test_the_bank_is_built_at_startup_before_any_question_is_asked(server: str) -> None:
    """Issue 16 (9): the question bank is built as the service starts, not at the first request: with no
    quiz request made, the service reports the bank ready; the first question then needs no build."""
    import httpx
    from playwright.sync_api import expect, sync_playwright

    deadline = time.monotonic() + 180  # a wait for the startup build, not a timing assertion
    while not (state := httpx.get(server + "/api/quiz/ready", timeout=10).json())["bank"]:
        assert time.monotonic() < deadline, "the bank was not built after startup"
        time.sleep(0.5)
    assert state["questions"] > 0
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 390, "height": 844})
            page.goto(server + "/quiz")
            page.fill("#signup-name", "手机学员")
            page.click("#signup-submit")
            expect(page.locator("button.choice").first).to_be_enabled()
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "issue16-quiz-first-question-phone.png"))
        finally:
            browser.close()


@pytest.mark.parametrize("where,viewport", [("phone", {"width": 390, "height": 844}),
                                            ("desktop", {"width": 1280, "height": 900})])
def test_a_question_is_drawn_as_a_bridge_diagram(server: str, where: str, viewport: dict[str, int]) -> None:
    """Issue 16 (10): on the practice page a question on a played deal (Law 64) is a diagram: the four
    hands around the table, the auction table headed 西家 北家 东家 南家 with suit symbols, the tricks;
    no raw log lines; the vulnerability in Chinese on the Chinese page and in English on the English
    page, with no Chinese word left in the English diagram. Screenshots at both viewports."""
    import re

    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_page(viewport=viewport)
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(server + "/quiz")
            page.fill("#signup-name", "图示学员")
            page.click("#signup-submit")
            expect(page.locator("button.choice").first).to_be_enabled(timeout=300_000)
            page.fill("#f-law", "64")
            before = page.locator("#question").get_attribute("data-question")
            page.click("#filter button[type='submit']")
            zh = page.locator("#question .diagram.zh")
            expect(zh.locator("table.tricks")).to_be_visible(timeout=300_000)
            assert before is not None
            assert zh.locator("table.auction th").all_inner_texts() == ["西家", "北家", "东家", "南家"]
            expect(zh.locator(".hand")).to_have_count(4)
            assert re.search(r"局况(双无|南北有局|东西有局|双有)", zh.locator(".head").inner_text())
            assert re.search(r"[♠♥♦♣]", zh.locator("table.tricks").inner_text())
            assert page.locator("#question pre.prompt").count() == 0  # a diagram, not the log's lines
            assert not re.search(r"^\s*\d+\. ", zh.inner_text(), flags=re.M)
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"issue16-quiz-diagram-zh-{where}.png"), full_page=True)
            page.click("#lang-toggle")
            en = page.locator("#question .diagram.en")
            expect(en).to_be_visible()
            assert en.locator("table.auction th").all_inner_texts() == ["West", "North", "East", "South"]
            assert re.search(r"(none|North-South|East-West|both) vulnerable", en.locator(".head").inner_text())
            assert not re.search(r"[\u4e00-\u9fff]", en.inner_text()), en.inner_text()
            page.screenshot(path=str(ARTIFACTS / f"issue16-quiz-diagram-en-{where}.png"), full_page=True)
            assert errors == [], errors
        finally:
            browser.close()
