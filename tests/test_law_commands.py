"""`rulings law`, `rulings search` and `rulings coverage`: the lawbook looked up, searched and measured.

The answers are checked against the 1999 code as the lawbook holds it (Law 64A2's transfer of one
trick and possibly a second, the sections that cite Law 23, the laws titled 越序 …) and against
small feature and test files written for the purpose.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulings import coverage
from rulings.cli import main
from rulings.errors import InputError
from rulings.lawbook import KINDS, Lawbook, load_lawbook
from rulings.lawsearch import search


@pytest.fixture(scope="module")
def book() -> Lawbook:
    return load_lawbook()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- rulings law ------------------------------------------------------------------------------------

def test_law_64A2_shows_the_two_trick_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "64A2")
    assert code == 0
    assert out.startswith("第64条A款2 — Law 64A2\n")
    assert "违规者未赢得藏牌墩" in out
    # one trick transferred, and a second when the offender won a later trick with a card he could have played
    assert "将一墩牌转给非违规方" in out
    assert "该墩牌也须转给非违规方" in out
    assert "机械" in out and "mechanical" in out


def test_law_23_json_lists_what_cites_it(capsys: pytest.CaptureFixture[str], book: Lawbook) -> None:
    code, out, _ = run(capsys, "law", "23", "--json")
    assert code == 0
    data = json.loads(out)
    cited_by = [c["ref"] for c in data["cited_by"]]
    assert "31B" in cited_by and "27B2" in cited_by
    assert cited_by == book.cited_by("23")
    assert [r["ref"] for r in data["refs"]] == ["72B1"]
    assert data["kind"] == "judgment"
    assert data["judgment"]["question"]["zh"].endswith("？")
    assert data["heading"] == {"zh": "第23条", "en": "Law 23"}


def test_law_accepts_chinese_and_bracketed_citations(capsys: pytest.CaptureFixture[str]) -> None:
    _, plain, _ = run(capsys, "law", "31A2b", "--json")
    _, chinese, _ = run(capsys, "law", "第31条A款2(b)", "--json")
    _, bracketed, _ = run(capsys, "law", "31A2(b)", "--json")
    assert json.loads(plain) == json.loads(chinese) == json.loads(bracketed)
    data = json.loads(plain)
    assert [c["ref"] for c in data["chain"]] == ["31", "31A", "31A2", "31A2b"]
    assert [r["id"] for r in data["rules"]] == ["31A2b", "31A2b.2", "31A2b.3"]
    assert {"forced_pass": {"seat": "offender.partner", "scope": "rest_of_auction"}} in data["rules"][0]["then"]


def test_law_text_shows_subsections_rules_and_cross_references(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "31")
    assert code == 0
    lines = out.splitlines()
    sub = next(line for line in lines if "未重复原定约名目" in line)
    assert sub.startswith("      (b)") and "31A2b" in sub  # indented under A款 2, with its rule
    assert any(line.startswith("参阅 cites：第29条") for line in lines)
    cited = next(line for line in lines if line.startswith("被引用 cited by："))
    assert "第27条C款" in cited
    assert "  31（auction）" in lines
    assert any("when：" in line and "call_kind: bid" in line for line in lines)


def test_law_judgment_section_shows_its_question(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "law", "17D")
    assert "裁判判断 judgment：" in out and "问 question：" in out
    assert "人为调整分" in out


@pytest.mark.parametrize("ref", ["99", "31Z", "abc", "31A9"])
def test_law_unknown_ref_is_one_line_exit_2(capsys: pytest.CaptureFixture[str], ref: str) -> None:
    code, out, err = run(capsys, "law", ref)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and ref in err and "Traceback" not in err


# --- rulings search -----------------------------------------------------------------------------------

def test_search_out_of_rotation_finds_laws_30_31_32(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "search", "越序", "--json")
    assert code == 0
    results = json.loads(out)["results"]
    refs = [r["ref"] for r in results]
    assert {"30", "31", "32"} <= set(refs)
    # title hits first
    hits = [r["title_hits"] > 0 for r in results]
    assert hits == sorted(hits, reverse=True)
    for r in results:
        assert "越序" in r["title"]["zh"] or "越序" in r["snippet"]
    _, text, _ = run(capsys, "search", "越序")
    assert "第31条 越序实质叫牌 — Law 31 Bid Out of Rotation" in text


def test_search_english_words_any_case(book: Lawbook) -> None:
    refs = [r["ref"] for r in search(book, "INSUFFICIENT bid", limit=50)]
    assert "27" in refs and "18D" in refs
    assert all("insufficient" in book.sections[r].title.en.lower() for r in refs)
    # whole words: "bid" matches "Bid" and "Bid," but not "Bidding" or "Bids"
    found = search(book, "bid", limit=1000)
    assert found
    for r in found:
        assert "bid" in re.findall(r"[a-z]+", r["title"]["en"].lower()), r["title"]["en"]
    assert any("bidding" in s.title.en.lower() and "bid" not in re.findall(r"[a-z]+", s.title.en.lower())
               for s in book.sections.values()), "the code has a title with Bidding alone, which must not match"


def test_search_every_word_must_match(book: Lawbook) -> None:
    both = search(book, "越序 加倍", limit=100)
    assert both and all(("越序" in (r["title"]["zh"] + book.sections[r["ref"]].text))
                        and ("加倍" in (r["title"]["zh"] + book.sections[r["ref"]].text)) for r in both)
    assert both[0]["ref"] == "32"  # both words in the title
    assert len(search(book, "越序", limit=500)) > len(both)


def test_search_limit_and_bad_queries(book: Lawbook, capsys: pytest.CaptureFixture[str]) -> None:
    assert len(search(book, "越序", limit=3)) == 3
    with pytest.raises(InputError):
        search(book, "   ", limit=3)
    with pytest.raises(InputError):
        search(book, "越序", limit=0)
    code, out, _ = run(capsys, "search", "不存在的词语甲乙丙")
    assert code == 0 and "没有找到" in out
    code, _, err = run(capsys, "search", "越序", "--limit", "-1")
    assert code == 2 and err.count("\n") == 1


# --- rulings coverage ----------------------------------------------------------------------------------

def test_coverage_json_lists_93_laws_and_counts(capsys: pytest.CaptureFixture[str], book: Lawbook) -> None:
    code, out, _ = run(capsys, "coverage", "--json")
    assert code == 0
    data = json.loads(out)
    t = data["totals"]
    assert t["laws"] == 93 and [law["law"] for law in data["laws"]] == list(range(1, 94))
    rows = [s for law in data["laws"] for s in law["sections"]]
    assert t["sections"] == len(rows) == len(book.sections)
    assert t["sub_sections"] == t["sections"] - 93
    assert sum(t["by_kind"].values()) == t["sections"]
    for kind in KINDS:
        assert t["by_kind"][kind] == sum(1 for s in book.sections.values() if s.kind == kind)
    mech = [s for s in rows if s["kind"] == "mechanical"]
    assert t["mechanical"] == len(mech)
    assert t["mechanical_with_rules"] == sum(1 for s in mech if s["rules"] or s["sub_rules"])
    assert t["mechanical_with_scenarios"] == sum(1 for s in mech if s["scenarios"] or s["sub_scenarios"])
    assert t["mechanical_with_both"] <= min(t["mechanical_with_rules"], t["mechanical_with_scenarios"])
    assert t["mechanical_uncovered"] == t["mechanical"] - t["mechanical_with_both"] == len(data["uncovered_mechanical"])
    assert t["rules"] == len(book.rules) == sum(len(s["rules"]) for s in rows)
    law31 = next(law for law in data["laws"] if law["law"] == 31)
    assert law31["title"]["zh"] == "越序实质叫牌"
    a2b = next(s for s in law31["sections"] if s["ref"] == "31A2b")
    assert a2b["rules"] == ["31A2b", "31A2b.2", "31A2b.3"] and a2b["heading"]["zh"] == "第31条A款2(b)"


def test_coverage_table_is_chinese_with_totals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "coverage", "--law", "31")
    assert code == 0
    assert out.splitlines()[0].startswith("条款")
    assert any(line.startswith("第31条 越序实质叫牌") for line in out.splitlines())
    assert "条数 laws: 93" in out
    assert "第32条" not in out.split("----")[1]  # --law limits the rows
    code, _, err = run(capsys, "coverage", "--law", "94")
    assert code == 2 and "94" in err


def test_coverage_markdown_page(capsys: pytest.CaptureFixture[str], tmp_path: Path, book: Lawbook) -> None:
    page = tmp_path / "coverage.md"
    code, _, _ = run(capsys, "coverage", "--markdown", str(page))
    assert code == 0
    text = page.read_text(encoding="utf-8")
    assert text.startswith("# 规则覆盖矩阵 — Coverage matrix")
    assert "| 条 | laws | 93 |" in text
    assert f"| 条款（含各条本文） | sections (with each law's own text) | {len(book.sections)} |" in text
    assert text.count("\n### 第") == 93
    assert "| 第31条A款2(b) |" in text
    code, _, err = run(capsys, "coverage", "--markdown", str(tmp_path / "missing" / "dir" / "c.md"))
    assert code == 2 and err.count("\n") == 1


FEATURE = """# language: zh-CN
@ref-31
功能: 第31条 越序实质叫牌

  @ref-31A2b @ref-26A2
  场景: 上家叫牌后违规者改叫其他花色
    假如 发牌人为北
    当 东叫1D

  场景大纲: 上家不叫
    假如 发牌人为<发牌人>

    @ref-31A1
    例子:
      | 发牌人 |
      | 北 |

  @ref-99Q
  场景: 标签写错了
    假如 发牌人为北
"""


def test_coverage_reads_ref_tags(tmp_path: Path, book: Lawbook) -> None:
    (tmp_path / "law-31.feature").write_text(FEATURE, encoding="utf-8")
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_x.py").write_text('def test_a():\n    assert rule("31A2b")\n\nREF = "31B"\n\n'
                                     'def test_b():\n    tricks = "1"\n    assert item["law"] == "23"\n',
                                     encoding="utf-8")
    cov = coverage.build(book, features_dir=tmp_path, tests_dir=tests)
    assert [s.name for s in cov.row("31A2b").scenarios] == ["上家叫牌后违规者改叫其他花色"]
    assert [s.name for s in cov.row("31A1").scenarios] == ["上家不叫"]  # tag on the example table
    assert len(cov.row("31").scenarios) == 3  # the feature's tag covers every scenario
    assert cov.row("26A2").scenarios and not cov.row("26A1").scenarios
    assert [s.name for s in cov.row("31A2").sub_scenarios] == ["上家叫牌后违规者改叫其他花色"]
    assert cov.row("31A2b").covered is True and cov.row("31A2a").covered is False
    assert cov.row("23").covered is None  # judgment: nothing required
    assert cov.unknown_tags == [{"tag": "@ref-99Q", "feature": str(tmp_path / "law-31.feature"), "line": 18}]
    assert [m.label() for m in cov.row("31A2b").tests] == [f"{tests / 'test_x.py'}::test_a"]
    assert [m.label() for m in cov.row("31B").tests] == [str(tests / "test_x.py")]
    assert [m.label() for m in cov.row("23").tests] == [f"{tests / 'test_x.py'}::test_b"]
    assert cov.row("1").tests == []  # "1" on a line about tricks is not Law 1
    missing = coverage.uncovered_mechanical(book, tmp_path, laws=[31])
    assert "31A2b" not in missing and "31A2" not in missing and "31A1" not in missing
    assert "31A2a" in missing and "31B" in missing
    assert set(missing) == {"31A2a", "31B"}


def test_coverage_refuses_bad_gherkin(tmp_path: Path, book: Lawbook) -> None:
    (tmp_path / "bad.feature").write_text("# language: zh-CN\n功能: x\n  场景: y\n    假如 a\n    这不是步骤\n",
                                          encoding="utf-8")
    with pytest.raises(InputError, match=r"bad\.feature:5: not valid Gherkin: expected: .*got '这不是步骤'"):
        coverage.build(book, features_dir=tmp_path, tests_dir=None)
