"""The evidence on the page (issue 17), in Debian's Chromium driven by Playwright (launched as in
tests/test_browser.py): the console, given the 70C claim log, shows the double-dummy analysis folded
(<details>) under Law 70's question, with the outstanding trump and the line as small cards; the
assigned-score panel works out the contracts the director names (12C2); an established revoke's equity
figures (64C) fold under its question the same way; the case page shows the same evidence under the
question in the director's form."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from playwright.sync_api import Locator, Page, expect

from rulings.service import Settings, create_app
from rulings.service.server import serve_in_thread
from rulings.store.cases import CaseStore
from rulings.store.migrate import ensure_current
from tests.test_analysis import REVOKE_LOG
from tests.test_browser import ARTIFACTS

pytestmark = pytest.mark.slow  # a browser (Playwright, Chromium): left out of the quick run (pytest -m "not slow")

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "70C-claim-outstanding-trump.yaml"
CLAIM_LOG = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    db = f"sqlite:///{tmp_path_factory.mktemp('evidence-browser') / 'console.sqlite3'}"
    ensure_current(db)
    token = CaseStore(db).add_user("王裁判", "director")[1]
    app = create_app(Settings(workers=1, database_url=db))
    with serve_in_thread(app) as url:
        yield url, token


@pytest.fixture
def page(browser: Any) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="zh-CN")
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    context.close()
    assert errors == [], f"JavaScript errors on the page: {errors}"


def _unfolded_evidence(page: Page, url: str, log: dict[str, Any], law: str, kind: str,
                       figure: str) -> tuple[Locator, Locator]:
    """The console opened on `log` (as a director left it in the browser): the judgment under Law `law`
    and its evidence of `kind`, checked folded by default (the `figure` row hidden), then unfolded."""
    saved = {"board": 1, "events": log["events"], "hands": log["hands"], "lang": "zh"}
    page.add_init_script(f"localStorage.setItem('rulings-console-v1', {json.dumps(json.dumps(saved))});")
    page.goto(url + "/")
    judgment = page.locator(f".judgment[data-law='{law}']")
    expect(judgment).to_be_visible(timeout=60_000)  # the first ruling starts the engine worker
    evidence = judgment.locator(f"details.evidence[data-kind='{kind}']")
    expect(evidence).to_have_count(1)
    assert evidence.get_attribute("open") is None  # folded by default
    expect(evidence.locator(f"tr[data-figure='{figure}'] td")).to_be_hidden()
    evidence.locator("summary").click()
    return judgment, evidence


def test_console_shows_the_folded_evidence_under_the_question(page: Page, server: tuple[str, str]) -> None:
    url, _ = server
    judgment, evidence = _unfolded_evidence(page, url, CLAIM_LOG, "70", "claim", "worst_normal")
    expect(judgment.locator(".question")).to_contain_text("任何不确定因素应对声称者不利")  # 70A's words (fix12)
    expect(evidence.locator("tr[data-figure='worst_normal'] td")).to_have_text("3")
    expect(evidence.locator("tr[data-figure='double_dummy'] td")).to_have_text("4")
    expect(evidence.locator("tr[data-figure='outstanding'] .ev-card[data-card='SJ']")).to_have_text("♠J")
    line = evidence.locator(".ev-line")
    expect(line.locator(".ev-trick")).to_have_count(4)  # four tricks left, four cards each
    expect(line.locator(".ev-card[data-card='HQ']")).to_have_text("♥Q")

    assigned = judgment.locator("details.evidence-assigned")  # Law 12C2 figures, folded, beside it
    assigned.locator("summary").click()
    assigned.locator("input.ev-likely").fill("7NT S")
    assigned.locator("input.ev-probable").fill("6S S")
    assigned.locator("button.ev-work").click()
    # board 1, nobody vulnerable: 7NT by South makes 13, 220 + 1000 + 300 = 1520 (Law 77)
    expect(assigned.locator("tr[data-contract='7NT S'] td").nth(1)).to_have_text("13")
    expect(assigned.locator("tr[data-contract='7NT S'] td").nth(2)).to_have_text("1520")
    expect(assigned.locator("tr[data-contract='6S S'] td").nth(2)).to_have_text("1010")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "console-evidence.png"), full_page=True)


def test_console_shows_the_revoke_equity_folded_under_law_64cs_question(page: Page, server: tuple[str, str]) -> None:
    # tests/test_analysis.py works the hand out: 12 tricks as played, one transferred (13), and 13 had
    # East followed with the H3 he held: the transfer restores equity (64C), shown, not decided
    url, _ = server
    _, evidence = _unfolded_evidence(page, url, REVOKE_LOG, "64C", "revoke", "with_transfer")
    expect(evidence.locator("tr[data-figure='result'] td")).to_have_text("12")
    expect(evidence.locator("tr[data-figure='transfer'] td")).to_have_text("1")
    expect(evidence.locator("tr[data-figure='with_transfer'] td")).to_have_text("13")
    expect(evidence.locator("tr[data-figure='without_revoke'] td")).to_have_text("13")
    expect(evidence.locator("tr[data-figure='best_replacement'] .ev-card[data-card='H3']")).to_have_text("♥3")


def test_case_page_shows_the_evidence_under_the_directors_question(page: Page, server: tuple[str, str]) -> None:
    url, token = server
    r = httpx.post(f"{url}/api/cases", headers={"Authorization": f"Bearer {token}"}, timeout=60,
                   json={"log": CLAIM_LOG, "tournament": "测试赛", "board": 1, "scoring": "matchpoints"})
    assert r.status_code == 201, r.text
    cid = r.json()["id"]
    page.goto(f"{url}/cases/login")
    page.fill("input[name='token']", token)
    page.click("#login")
    page.goto(f"{url}/cases/{cid}")
    form = page.locator("#director-form")
    evidence = form.locator(".evidence-slot[data-law='70'] details.evidence[data-kind='claim']")
    expect(evidence).to_have_count(1)
    assert evidence.get_attribute("open") is None
    evidence.locator("summary").click()
    expect(evidence.locator("tr[data-figure='outstanding'] .ev-card[data-card='SJ']")).to_be_visible()
    expect(form.locator("fieldset details.evidence-assigned")).to_have_count(1)


def test_console_puts_the_assigned_score_figures_on_the_adjusted_score_form(page: Page,
                                                                            server: tuple[str, str]) -> None:
    """Issue 17 (5): once the director's finding leads to an adjusted score (Law 23 here), the Law 12C2
    figures sit beside the form where he enters it, and no longer under the question already answered."""
    url, _ = server
    hands = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}
    events = [{"seat": "N", "call": "1H"}, {"seat": "S", "call": "2C"}, {"seat": "W", "choose": "decline"},
              {"seat": "E", "call": "2D"}, {"seat": "S", "call": "2NT"}, {"seat": "W", "call": "3D"},
              {"seat": "N", "call": "P"}, {"finding": "yes", "law": "23"}]
    saved = {"board": 1, "events": events, "hands": hands, "lang": "zh"}
    page.add_init_script(f"localStorage.setItem('rulings-console-v1', {json.dumps(json.dumps(saved))});")
    page.goto(url + "/")
    block = page.locator(".adjusted-block").first
    expect(block.locator("form.adjusted")).to_have_count(1, timeout=60_000)
    figures = block.locator("details.evidence-assigned")
    expect(figures).to_have_count(1)
    expect(block.locator("form.adjusted details.evidence-assigned")).to_have_count(0)  # outside the form
    expect(page.locator(".judgment[data-law='23'] details.evidence-assigned")).to_have_count(0)
    figures.locator("summary").click()
    figures.locator("input.ev-likely").fill("3NT S")
    figures.locator("button.ev-work").click()
    # South's top tricks in no trump: 5 spades, 3 hearts, 2 diamonds and the club ace; West's club king
    # sits over the ace-queen and West, on lead first, keeps his exit cards: 11 tricks, 3NT+2, 460 (Law 77)
    expect(figures.locator("tr[data-contract='3NT S'] td").nth(1)).to_have_text("11", timeout=60_000)
    expect(figures.locator("tr[data-contract='3NT S'] td").nth(2)).to_have_text("460")
