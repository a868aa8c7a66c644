"""The director's console in a real browser: Debian's Chromium, headless, driven by Playwright.

The server runs on 127.0.0.1 (a free port) in a thread, with its two engine worker processes, exactly
as `rulings serve` runs it. The test enters an auction with a bid out of rotation (Law 31), reads the
ruling card, declines the call as LHO (Law 29B), sees the partner's forced pass (Law 31A2b) marked on
the diagram, and finishes the auction. Screenshots go to `artifacts/console.png` (desktop) and
`artifacts/console-375.png` (a 375 px wide phone).

Chromium comes from Debian (`apt-get install -y chromium`); without `/usr/bin/chromium` the test
FAILS, never skips.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from rulings.service import Settings, create_app
from rulings.service.server import serve_in_thread

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


MISSING = (f"{CHROMIUM} is missing: the browser tests need Debian's Chromium"
           " (apt-get update && apt-get install -y chromium fonts-wqy-microhei)")


def test_chromium_is_installed() -> None:
    """Fails (never skips) on a machine without Debian's Chromium, saying what to install."""
    assert CHROMIUM.exists(), MISSING


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("browser") / "console.sqlite3"
    app = create_app(Settings(workers=2, database_url=f"sqlite:///{db}"))
    with serve_in_thread(app) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.fail(MISSING, pytrace=False)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def page(browser: Any, base_url: str) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="zh-CN")
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.goto(base_url + "/")
    expect(pg.locator(".state-summary")).to_be_visible()  # the first (empty) ruling has arrived
    yield pg
    context.close()
    assert errors == [], f"JavaScript errors on the page: {errors}"


def call(page: Page, seat: str, bid: str) -> None:
    """Pick the seat, press the call in the bidding box, wait until the log has one event more."""
    before = page.locator("#events li").count()
    page.click(f"button.seat[data-seat='{seat}']")
    page.click(f"button.call[data-call='{bid}']")
    expect(page.locator("#events li")).to_have_count(before + 1)


def diagram(page: Page) -> list[list[str]]:
    """The auction diagram as text, row by row, in W N E S columns."""
    return page.eval_on_selector_all(
        "#auction tbody tr", "rows => rows.map(r => Array.from(r.cells).map(c => c.innerText.trim()))")


def test_bid_out_of_rotation_declined_forced_pass_and_finish(page: Page) -> None:
    # Board 1: North deals, nobody vulnerable (Law 2)
    expect(page.locator("#conditions")).to_contain_text("北家")
    expect(page.locator("#conditions")).to_contain_text("双无")
    call(page, "N", "1H")
    call(page, "S", "2C")  # South bids at East's turn: out of rotation (Law 31A)
    page.click("#btn-director")
    expect(page.locator("#events li")).to_have_count(3)

    page.click("#btn-rule")
    item = page.locator(".ruling-item[data-irregularity='bid_out_of_rotation']")
    expect(item.locator("h3")).to_contain_text("南家越序实质叫牌")
    law31 = item.locator("details.citation[data-ref='31']")
    expect(law31.locator("summary")).to_contain_text("第31条")
    law31.locator("summary").click()  # the law's text, expandable
    expect(law31.locator("p").first).to_contain_text("越序实质叫牌应予取消")
    expect(page.locator("#btn-decline")).to_be_enabled()

    decline = item.locator("button.option-btn[data-choice='decline']")
    expect(decline).to_have_text("西家不接受")
    decline.click()
    expect(page.locator("#events li").last).to_contain_text("西家不接受")
    expect(page.locator("#auction s.cancelled")).to_have_text("2♣")  # the cancelled call stays, struck
    expect(page.locator("button.seat[data-seat='E']")).to_have_attribute("aria-pressed", "true")  # back to East

    call(page, "E", "2D")
    call(page, "S", "2NT")  # another denomination: partner must pass throughout (Law 31A2b)
    north = page.locator("#auction thead th[data-seat='N']")
    expect(north).to_have_class(re.compile(r"\bforced\b"))
    expect(north.locator(".forced-badge")).to_contain_text("必须不叫")
    expect(north.locator(".forced-badge")).to_contain_text("31A2b")
    expect(item.locator(".judgment[data-law='23']")).to_be_visible()  # Law 23 question for the director
    expect(page.locator(".state-summary .lead-penalties")).to_contain_text("梅花")  # Law 26A2

    call(page, "W", "3D")
    expect(page.locator("#auction td .next-mark")).to_have_text("(不叫)")  # North's turn: the forced pass
    call(page, "N", "P")
    call(page, "E", "P")
    call(page, "S", "P")
    expect(page.locator(".state-summary")).to_have_attribute("data-phase", "play")
    expect(page.locator("#state-line")).to_contain_text("3D")
    expect(page.locator("#play-hook")).to_have_attribute("open", "")
    assert diagram(page) == [["", "1♥", "2♦", "2♣\n2NT"], ["3♦", "不叫", "不叫", "不叫"]]

    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "console.png"), full_page=True)
    page.set_viewport_size({"width": 375, "height": 812})
    assert page.evaluate("document.documentElement.scrollWidth") <= 375  # no sideways scrolling
    page.screenshot(path=str(ARTIFACTS / "console-375.png"), full_page=True)
    assert (ARTIFACTS / "console.png").stat().st_size > 10_000
    assert (ARTIFACTS / "console-375.png").stat().st_size > 10_000


def test_keyboard_language_toggle_and_bad_input(page: Page) -> None:
    # keyboard only: Tab to the bidding box's 1♣ and press Enter; then the shortcut S picks South
    page.locator("button.call[data-call='1C']").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#events li")).to_have_count(1)
    page.keyboard.press("s")
    expect(page.locator("button.seat[data-seat='S']")).to_have_attribute("aria-pressed", "true")
    page.locator("button.call[data-call='P']").focus()
    page.keyboard.press("Space")  # South passes at East's turn: pass out of rotation (Law 30)
    expect(page.locator(".ruling-item[data-irregularity='pass_out_of_rotation']")).to_be_visible()

    page.click("#lang-toggle")
    expect(page.locator("h1")).to_contain_text("Director's console")
    expect(page.locator(".ruling-item h3")).to_contain_text("Pass out of rotation by South")
    expect(page.locator("html")).to_have_attribute("lang", "en")

    # a card exposed, typed badly: the server's 422 is shown, the log keeps what it had
    page.click("#btn-expose")
    page.fill("#expose-cards", "ZZ")
    page.press("#expose-cards", "Enter")
    expect(page.locator("#error")).to_contain_text("event 2")
    expect(page.locator("#events li")).to_have_count(2)
    page.fill("#expose-cards", "HK")
    page.press("#expose-cards", "Enter")
    expect(page.locator("#events li")).to_have_count(3)
    expect(page.locator("#error")).to_be_hidden()

    page.click("#btn-undo")
    expect(page.locator("#events li")).to_have_count(2)
    page.click("#new-deal")
    expect(page.locator("#events li")).to_have_count(0)
    expect(page.locator(".no-irregularity")).to_have_text("No irregularity found.")


def test_board_number_sets_dealer_and_vulnerability(page: Page) -> None:
    page.fill("#board", "7")
    page.press("#board", "Tab")  # change event
    expect(page.locator("#conditions")).to_contain_text("南家")  # board 7: South deals, both vulnerable
    expect(page.locator("#conditions")).to_contain_text("双有")
    south = page.locator("#auction thead th[data-seat='S']")
    expect(south).to_have_class(re.compile(r"\bvulnerable\b"))
    expect(south).to_have_class(re.compile(r"\bdealer\b"))
    expect(page.locator("button.seat[data-seat='S']")).to_have_attribute("aria-pressed", "true")
