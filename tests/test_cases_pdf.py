"""PDF export of cases (issue 6): the printable HTML printed by headless Chromium (`rulings.store.pdf`).

The case is a played deal (board 5) where East's revoke is established and two tricks go to N/S
(Law 64A1). Each PDF must start with %PDF; `pdftotext` (poppler-utils) must find the board and the
law citation in Chinese, and `pdffonts` must show an embedded CJK font (WenQuanYi Micro Hei, which
scripts/test installs), i.e. the Chinese is drawn with real glyphs. Without Chromium the service
answers 503 and the CLI prints one line and exits 2. Chromium or poppler missing FAILS, never skips.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rulings.cli import main as cli_main
from rulings.service.app import create_app
from rulings.service.settings import Settings
from rulings.store import migrate
from rulings.store.cases import CaseStore
from rulings.store.db import dispose_engines

pytestmark = pytest.mark.slow  # a browser printing PDF: left out of the quick run (pytest -m "not slow")


def detail_text(r: Any) -> str:
    """The words of an error body (`{"detail": [{loc, msg, type, event, field}]}`, as documented)."""
    items = r.json()["detail"]
    assert isinstance(items, list), r.text
    return " | ".join(f"{i['msg']} ({'.'.join(str(p) for p in i['loc'])})" for i in items)

CHROMIUM = Path("/usr/bin/chromium")
HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.QJ", "S": "AKQJT.432.AK.AK5", "W": "-.765.98765.T9876"}
AUCTION = [("N", "P"), ("E", "P"), ("S", "4S"), ("W", "P"), ("N", "P"), ("E", "P")]
# East ruffs trick 4 holding hearts and leads to trick 5: an established revoke (Laws 61A, 63A1, 64A1)
PLAY = ("W:C6 N:C2 E:CQ S:CA", "S:H2 W:H5 N:HA E:H8", "N:HQ E:H9 S:H3 W:H6", "N:HK E:S9 S:H4 W:H7",
        "E:CJ S:CK W:C7 N:C3", "S:SA W:D5 N:S2 E:S6", "S:SK W:D6 N:S3 E:S7", "S:SQ W:D7 N:S4 E:S8",
        "S:C5 W:CT N:C4 E:HT", "W:C9 N:D2 E:HJ S:DK", "W:C8 N:D3 E:DT S:ST", "S:DA W:D8 N:D4 E:DJ",
        "S:SJ W:D9 N:S5 E:DQ")
TOURNAMENT = "全国桥牌锦标赛"
DIRECTOR = {"findings": [{"law": "64C", "answer": "是"}],
            "table_result": {"contract": "4S", "declarer": "S", "tricks": 12},
            "laws": ["64A1"], "statement": "藏牌成立，转移两墩"}
APPEAL = {"side": "EW", "appellants": ["乙"], "statement": "藏牌时已无红心", "committee": ["李委员"]}


def _events() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"seat": s, "call": c} for s, c in AUCTION]
    for trick in PLAY:
        for i, tok in enumerate(trick.split()):
            seat, card = tok.split(":")
            out.append({"seat": seat, ("lead" if i == 0 else "play"): card})
    return out


LOG: dict[str, Any] = {"board": 5, "hands": HANDS, "events": _events()}


def _tools() -> None:
    missing = [p for p in (str(CHROMIUM), "pdftotext", "pdffonts") if shutil.which(p) is None]
    if missing:
        pytest.fail(f"missing {', '.join(missing)}: apt-get install chromium poppler-utils fonts-wqy-microhei"
                    " (scripts/setup --browser)", pytrace=False)


def pdf_text(data: bytes, tmp: Path) -> str:
    """The PDF's text as poppler reads it back."""
    path = tmp / "read.pdf"
    path.write_bytes(data)
    return subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True,
                          text=True).stdout


def pdf_fonts(data: bytes, tmp: Path) -> list[str]:
    """`pdffonts` rows: font name, type, encoding, embedded …"""
    path = tmp / "fonts.pdf"
    path.write_bytes(data)
    out = subprocess.run(["pdffonts", str(path)], capture_output=True, check=True, text=True).stdout
    return out.splitlines()[2:]


def assert_case_pdf(data: bytes, tmp: Path) -> None:
    """A PDF of the revoke case: the board, the Law 64A1 citation and its Chinese text, real CJK glyphs."""
    assert data.startswith(b"%PDF-")
    text = pdf_text(data, tmp)
    assert f"{TOURNAMENT} 第5副" in text  # the board, in the case's heading
    assert "第64条A款1" in text and "违规者赢得藏牌墩" in text  # the law cited, with its Chinese title
    assert re.search(r"将2墩转给(NS|南北)", text)  # the trick transfer (words from rulings.render)
    cjk = [row for row in pdf_fonts(data, tmp) if "WenQuanYi" in row]
    assert cjk and all(row.split()[-5] == "yes" for row in cjk), "no embedded CJK font: Chinese drawn as tofu"


@pytest.fixture
def db_url(tmp_path: Path) -> Iterator[str]:
    url = f"sqlite:///{tmp_path / 'pdf.sqlite3'}"
    migrate.upgrade(url)
    yield url
    dispose_engines()


@pytest.fixture
def tokens(db_url: str) -> dict[str, str]:
    st = CaseStore(db_url)
    return {name: st.add_user(name, role)[1] for name, role in (("王裁判", "director"), ("李委员", "committee"))}


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(Settings(database_url=db_url, inline=True, workers=1))) as c:
        yield c


def H(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _closed_case(client: TestClient, tokens: dict[str, str]) -> int:
    r = client.post("/api/cases", headers=H(tokens["王裁判"]),
                    json={"log": LOG, "tournament": TOURNAMENT, "board": 5, "scoring": "matchpoints"})
    assert r.status_code == 201, r.text
    cid = r.json()["id"]
    for path, who, body in ((f"/api/cases/{cid}/director", "王裁判", DIRECTOR),
                            (f"/api/cases/{cid}/appeal", "王裁判", APPEAL),
                            (f"/api/cases/{cid}/decision", "李委员", {"decision": "upheld", "reasons": "维持"})):
        r = client.post(path, headers=H(tokens[who]), json=body)
        assert r.status_code == 200, r.text
    return cid


def test_case_and_casebook_pdf_from_the_api(client: TestClient, tokens: dict[str, str], tmp_path: Path) -> None:
    _tools()
    cid = _closed_case(client, tokens)
    r = client.get(f"/api/cases/{cid}/export.pdf", headers=H(tokens["李委员"]))
    assert r.status_code == 200, r.text
    assert r.headers["content-type"] == "application/pdf"
    assert f'filename="case-{cid}.pdf"' in r.headers["content-disposition"]
    assert_case_pdf(r.content, tmp_path)
    assert "维持原裁决" in pdf_text(r.content, tmp_path)  # the committee's decision is printed too

    book = client.get("/api/casebook/export.pdf?law=64", headers=H(tokens["李委员"]))
    assert book.status_code == 200, book.text
    assert_case_pdf(book.content, tmp_path)
    assert "仲裁案例汇编" in pdf_text(book.content, tmp_path)
    # a filter that matches nothing prints an empty casebook, not this case
    empty = client.get("/api/casebook/export.pdf?law=16", headers=H(tokens["李委员"]))
    assert empty.status_code == 200 and "第64条A款1" not in pdf_text(empty.content, tmp_path)


def pdf_pages(data: bytes, tmp: Path) -> list[list[str]]:
    """The PDF's pages as poppler reads them, each its non-empty lines."""
    return [[line.strip() for line in page.splitlines() if line.strip()]
            for page in pdf_text(data, tmp).split("\f") if page.strip()]


def headings(page_html: str) -> set[str]:
    """The texts of the h1-h4 headings of a printable page, as one line each."""
    found = re.findall(r"<h[1-4][^>]*>(.*?)</h[1-4]>", page_html, flags=re.S)
    return {re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", h)).strip() for h in found}


def test_the_decision_is_on_page_one_and_no_heading_ends_a_page(client: TestClient, tokens: dict[str, str],
                                                                  tmp_path: Path) -> None:
    """Issue 16 (8): in the case and the casebook PDF the decision and the adjusted score come first (page
    1, before the trace); no heading is left at the foot of a page without what it heads; no section
    title is printed twice."""
    _tools()
    cid = _closed_case(client, tokens)
    second = _closed_case(client, tokens)  # two cases: the casebook runs over several pages
    me = H(tokens["李委员"])
    for html_path, pdf_path in ((f"/api/cases/{cid}/export.html", f"/api/cases/{cid}/export.pdf"),
                                ("/api/casebook/export.html?law=64", "/api/casebook/export.pdf?law=64")):
        r = client.get(pdf_path, headers=me)
        assert r.status_code == 200, r.text
        pages = pdf_pages(r.content, tmp_path)
        assert len(pages) > 1, pdf_path
        first = " ".join(pages[0])
        assert "维持原裁决" in first and "第64条A款1" in first, pdf_path  # the decision and its law
        assert re.search(r"4♠ 南家 1[12]墩", first), pdf_path  # the score it stands on
        text = " ".join(" ".join(p) for p in pages)
        assert text.index("维持原裁决") < text.index("推理过程"), pdf_path
        titles = headings(client.get(html_path, headers=me).text)
        for n, page in enumerate(pages[:-1], start=1):
            assert page[-1] not in titles, f"{pdf_path}: heading {page[-1]!r} alone at the foot of page {n}"
        assert not re.search(r"(第\d+条\S*) \1(?![\w(])", text), pdf_path
    assert second != cid


def test_pdf_needs_the_same_rights_as_the_html(client: TestClient, tokens: dict[str, str]) -> None:
    cid = _closed_case(client, tokens)
    assert client.get(f"/api/cases/{cid}/export.pdf").status_code == 401
    missing = client.get(f"/api/cases/{cid + 1}/export.pdf", headers=H(tokens["李委员"]))
    assert missing.status_code == 404 and "不存在" in detail_text(missing)


def test_without_chromium_the_pdf_is_a_503_in_one_line(client: TestClient, tokens: dict[str, str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    cid = _closed_case(client, tokens)
    monkeypatch.setenv("RULINGS_CHROMIUM", "/nonexistent/chromium")
    for path in (f"/api/cases/{cid}/export.pdf", "/api/casebook/export.pdf"):
        r = client.get(path, headers=H(tokens["李委员"]))
        assert r.status_code == 503
        detail = detail_text(r)
        assert "\n" not in detail and "Chromium" in detail and "/nonexistent/chromium" in detail
    assert client.get(f"/api/cases/{cid}/export.html", headers=H(tokens["李委员"])).status_code == 200


def test_cli_writes_case_and_casebook_pdf(db_url: str, tokens: dict[str, str], client: TestClient, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    _tools()
    cid = _closed_case(client, tokens)
    monkeypatch.setenv("RULINGS_DATABASE_URL", db_url)
    monkeypatch.delenv("RULINGS_TOKEN", raising=False)
    one, book = tmp_path / "case.pdf", tmp_path / "book.pdf"
    assert cli_main(["case", "export", str(cid), "--pdf", str(one)]) == 0
    assert cli_main(["casebook", "--law", "64", "--pdf", str(book)]) == 0
    assert f"已写出 {one}" in capsys.readouterr().out
    assert_case_pdf(one.read_bytes(), tmp_path)
    assert_case_pdf(book.read_bytes(), tmp_path)

    assert cli_main(["case", "export", str(cid), "--pdf", str(tmp_path / "no-such-dir" / "x.pdf")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "无法写入" in err

    monkeypatch.setenv("RULINGS_CHROMIUM", "/nonexistent/chromium")
    assert cli_main(["case", "export", str(cid), "--pdf", str(tmp_path / "none.pdf")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Chromium" in err and "Traceback" not in err
    assert not (tmp_path / "none.pdf").exists()
    with pytest.raises(SystemExit) as usage:  # --pdf or --html, not both: argparse's usage error
        cli_main(["case", "export", str(cid), "--pdf", "a.pdf", "--html", "a.html"])
    assert usage.value.code == 2 and "not allowed with" in capsys.readouterr().err
