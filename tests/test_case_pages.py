"""The committee's pages as they read (issue 16, points 6-8): the auction diagram starts at the dealer and
keeps a cancelled call struck through in its own seat's column, with no "#n"; the audit trail is a history
in words (who, when, what changed from what to what); the decision and the adjusted score come before the
engine's trace; no section title is printed twice; the PDFs are linked from the pages; a committee member
is not shown the filing form. The PDF itself is read back in tests/test_cases_pdf.py (slow: Chromium).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rulings.service.app import create_app
from rulings.service.settings import Settings
from rulings.store.cases import CaseStore
from rulings.store.db import dispose_engines
from rulings.store.printable import audit_words
from tests.test_cases import DIRECTOR, LOG, WEIGHTED, H

# East deals and opens 1H; West bids 1S out of rotation (South's turn), North declines it (Law 29B:
# cancelled); South passes; West's 2S is cancelled too (Law 31A1); North passes.
OUT_OF_ROTATION: dict[str, Any] = {
    "dealer": "E", "vulnerable": "none",
    "events": [{"seat": "E", "call": "1H"}, {"seat": "W", "call": "1S"}, {"seat": "N", "choose": "decline"},
               {"seat": "S", "call": "P"}, {"seat": "W", "call": "2S"}, {"seat": "N", "call": "P"}]}


@pytest.fixture
def db_url(tmp_path: Path, migrated: Callable[[str], None]) -> Iterator[str]:
    url = f"sqlite:///{tmp_path / 'pages.sqlite3'}"
    migrated(url)
    yield url
    dispose_engines()


@pytest.fixture
def tokens(db_url: str) -> dict[str, str]:
    st = CaseStore(db_url)
    return {name: st.add_user(name, role)[1] for name, role in (("王裁判", "director"), ("李委员", "committee"))}


@pytest.fixture
def client(db_url: str, tokens: dict[str, str]) -> Iterator[TestClient]:
    with TestClient(create_app(Settings(database_url=db_url, inline=True, workers=1))) as c:
        yield c


def _file(client: TestClient, tokens: dict[str, str], log: dict[str, Any]) -> int:
    r = client.post("/api/cases", headers=H(tokens["王裁判"]),
                    json={"log": log, "tournament": "全国桥牌锦标赛", "board": 5, "scoring": "matchpoints"})
    assert r.status_code == 201, r.text
    return int(r.json()["id"])


def _closed(client: TestClient, tokens: dict[str, str]) -> int:
    cid = _file(client, tokens, LOG)
    for path, who, body in ((f"/api/cases/{cid}/director", "王裁判", DIRECTOR),
                            (f"/api/cases/{cid}/appeal", "王裁判",
                             {"side": "EW", "appellants": ["乙"], "statement": "我们没有利用同伴的犹豫",
                              "committee": ["李委员"]}),
                            (f"/api/cases/{cid}/decision", "李委员",
                             {"decision": "changed", "adjusted": WEIGHTED, "laws": ["12C3"], "reasons": "按加权调整分"})):
        r = client.post(path, headers=H(tokens[who]), json=body)
        assert r.status_code == 200, r.text
    return cid


class _Auction(HTMLParser):
    """The rows of `table.auction`: each cell a list of calls, a cancelled one as "~call"."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[list[str]]] = []
        self.head: list[str] = []
        self._in_table = self._struck = False
        self._cell: list[str] | None = None
        self._text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "table" and a.get("class") == "auction":
            self._in_table = True
        elif self._in_table and tag == "tr":
            self.rows.append([])
        elif self._in_table and tag == "td":
            self._cell = []
            self.rows[-1].append(self._cell)
        elif self._cell is not None and tag in ("s", "span") and a.get("class") in ("cancelled", "call"):
            self._struck, self._text = tag == "s", ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            self._in_table = False
        elif tag == "td":
            self._cell = None
        elif self._cell is not None and tag in ("s", "span") and self._text:
            self._cell.append(("~" if self._struck else "") + self._text)
            self._text = ""

    def handle_data(self, data: str) -> None:
        if self._in_table and self._cell is None and data.strip():
            self.head.append(data.strip())
        elif self._cell is not None:
            self._text += data.strip()


def auction_of(page: str) -> _Auction:
    parser = _Auction()
    parser.feed(page)
    return parser


def text_of(page: str) -> str:
    """A page's words, markup and style sheet left out."""
    body = re.sub(r"<style.*?</style>|<script.*?</script>", " ", page, flags=re.S)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body)))


def test_the_auction_starts_at_the_dealer_and_keeps_a_cancelled_call_in_its_own_column(
        client: TestClient, tokens: dict[str, str]) -> None:
    cid = _file(client, tokens, OUT_OF_ROTATION)
    for path in (f"/cases/{cid}", f"/cases/{cid}/export.html"):
        page = client.get(path, headers=H(tokens["王裁判"])).text
        auction = auction_of(page)
        assert auction.head[:4] == ["西 W", "北 N", "东 E", "南 S"]
        rows = [row for row in auction.rows if row]
        # East deals: nothing under West and North on the first row; West's two cancelled bids struck
        # through in West's own column, the calls that stand where they were made
        assert rows == [[[], [], ["1♥"], ["不叫"]], [["~1♠", "~2♠"], ["不叫"], [], []]], rows
        table = page[page.index('<table class="auction">'):]
        table = table[:table.index("</table>")]
        assert not re.search(r"#\d", table) and "<sub" not in table


def test_the_audit_trail_reads_as_a_history(client: TestClient, tokens: dict[str, str]) -> None:
    cid = _closed(client, tokens)
    page = client.get(f"/cases/{cid}", headers=H(tokens["李委员"])).text
    trail = text_of(page[page.index("修改记录"):])
    for said in ("立案", "记录裁判裁决", "登记申诉", "记录仲裁决定", "王裁判（裁判）", "李委员（仲裁委员）",
                 "状态：已立案 → 裁判已裁决", "状态：已申诉 → 已结案", "计分方式：比赛分",
                 "裁判裁决：（无） → 裁判王裁判，依第16条A款、第12条C款2",
                 "申诉：（无） → 东西（乙）申诉，我们没有利用同伴的犹豫", "仲裁委员会：（无） → 委员李委员",
                 "仲裁决定：（无） → 改变原裁决，依第12条C款3，加权：60% 4♥ 北家 10墩"):
        assert said in trail, said
    assert re.search(r"20\d\d-\d\d-\d\d \d\d:\d\d:\d\d", trail)  # when
    for raw in ("replace", "/@", "@status", "director_ruling", "laws_cited", "lawbook_version", "matchpoints",
                "一份记录", "（无） 加入"):
        assert raw not in trail, raw
    assert "加入申诉" not in trail  # the parts a new case is filed without are not listed as added


def test_audit_words_say_before_and_after() -> None:
    assert audit_words([{"op": "replace", "path": "/@status", "old": "ruled", "value": "appealed"}]) == \
        ["状态：裁判已裁决 → 已申诉"]
    assert audit_words([{"op": "replace", "path": "/decision/decision", "old": "upheld", "value": "changed"},
                        {"op": "replace", "path": "/director/laws", "old": ["16A"], "value": ["16A", "12C2"]},
                        {"op": "remove", "path": "/notes/0", "old": {"by": "王裁判", "text": "迟到"}}]) == \
        ["仲裁决定·仲裁决定：维持原裁决 → 改变原裁决", "裁判裁决·所引规则：第16条A款 → 第16条A款、第12条C款2",
         "删去备注·第1项（原为：王裁判：迟到）"]


def test_the_decision_and_the_adjusted_score_come_before_the_trace(client: TestClient,
                                                                  tokens: dict[str, str]) -> None:
    cid = _closed(client, tokens)
    for path in (f"/cases/{cid}", f"/cases/{cid}/export.html", "/casebook/export.html?law=16"):
        text = text_of(client.get(path, headers=H(tokens["李委员"])).text)
        decision, adjusted = text.index("改变原裁决"), text.index("加权：60% 4♥ 北家 10墩")
        assert decision < text.index("推理过程") and adjusted < text.index("推理过程"), path
        assert decision < text.index("案情") and adjusted < text.index("叫牌过程"), path  # the outcome first


def test_no_section_title_is_printed_twice(client: TestClient, tokens: dict[str, str]) -> None:
    cid = _closed(client, tokens)
    for path in (f"/cases/{cid}", f"/cases/{cid}/export.html"):
        text = text_of(client.get(path, headers=H(tokens["李委员"])).text)
        heading = r"第\d+条(?:[A-Z]款)?(?:\d+)?(?:\([a-z]\))?"
        assert not re.search(rf"({heading}) \1(?![\w(])", text), path  # "第12条C款3 第12条C款3"
        assert not re.search(rf"({heading}) (\S+?)：\1：\2", text), path  # "第27条 不足叫牌：第27条：不足叫牌"
        assert "第27条 不足叫牌" in text  # the title itself is still there


def test_the_pdfs_are_linked_from_the_pages(client: TestClient, tokens: dict[str, str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    cid = _closed(client, tokens)
    me = H(tokens["李委员"])
    case = client.get(f"/cases/{cid}", headers=me).text
    assert f'href="/cases/{cid}/export.pdf"' in case and 'href="/casebook/export.pdf"' in case  # and in the nav
    book = client.get("/casebook?law=16", headers=me).text
    assert 'href="/casebook/export.pdf?law=16"' in book
    # the links lead to the PDF routes of the pages (printing needs Chromium: without it, a 503 in one line)
    monkeypatch.setenv("RULINGS_CHROMIUM", "/nonexistent/chromium")
    for href in (f"/cases/{cid}/export.pdf", "/casebook/export.pdf?law=16"):
        r = client.get(href, headers=me)
        assert r.status_code == 503 and "Chromium" in r.text, (href, r.status_code)


def test_a_committee_member_is_not_shown_the_filing_form(client: TestClient, tokens: dict[str, str]) -> None:
    member, director = H(tokens["李委员"]), H(tokens["王裁判"])
    assert 'id="new-case-form"' not in client.get("/cases/new", headers=member).text
    assert 'id="not-director"' in client.get("/cases/new", headers=member).text
    assert 'id="new-case"' not in client.get("/cases", headers=member).text
    assert 'id="new-case-form"' in client.get("/cases/new", headers=director).text
    assert 'id="new-case"' in client.get("/cases", headers=director).text
    r = client.post("/cases/new", headers=member, data={"tournament": "x", "log": "events: []"},
                    follow_redirects=False)
    assert r.status_code != 303  # and the form posted anyway files nothing
    assert client.get("/api/cases", headers=member).json()["total"] == 0
