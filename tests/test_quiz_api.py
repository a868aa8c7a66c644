"""The web quiz's API (issue 7): sign-up, the next question, answers checked by the engine, progress,
timed exams with a pass mark, the instructor's view (the role granted by an administrator with
`rulings user add NAME --role instructor --group G`, never claimed at sign-up), 401/403; and
`rulings quiz --user TOKEN`."""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from rulings.cli import main as rulings_main
from rulings.lawbook import default_lawbook
from rulings.quiz.bank import answer_key, default_bank
from rulings.quiz.models import Trainee, new_token
from rulings.quiz.progress import chapter_of
from rulings.quiz.store import quiz_task
from rulings.service.app import create_app
from rulings.service.routers.quiz import get_clock
from rulings.service.settings import Settings
from rulings.store.db import get_engine, session_scope


def detail_text(r: Any) -> str:
    """The words of an error body (`{"detail": [{loc, msg, type, event, field}]}`, as documented)."""
    items = r.json()["detail"]
    assert isinstance(items, list), r.text
    return " | ".join(f"{i['msg']} ({'.'.join(str(p) for p in i['loc'])})" for i in items)

RULINGS = [sys.executable, "-m", "rulings"]  # this checkout's package (python -m from the repository root)
ROOT = Path(__file__).resolve().parent.parent


class Clock:
    """A clock the test moves: the quiz records answers and sittings at `now`."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def env(tmp_path: Path) -> Any:
    url = f"sqlite:///{tmp_path / 'quiz.sqlite3'}"
    app = create_app(Settings(database_url=url, inline=True, workers=1))
    clock = Clock()
    app.dependency_overrides[get_clock] = lambda: clock
    with TestClient(app) as client:
        yield client, clock, url


def signup(client: TestClient, name: str, invitation: str | None = None) -> dict[str, str]:
    """A trainee signs himself up through the API; with an instructor's invitation code he joins the
    instructor's group."""
    r = client.post("/api/quiz/signup", json={"name": name, "role": "trainee", "invitation": invitation})
    assert r.status_code == 201, r.text
    return {"Authorization": "Bearer " + r.json()["token"]}


def grant(url: str, name: str, group: str) -> dict[str, str]:
    """An administrator makes an instructor: `rulings user add NAME --role instructor --group G`, run
    through the real command line; the token it prints once becomes the instructor's header."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = rulings_main(["user", "add", name, "--role", "instructor", "--group", group, "--database", url])
    assert code == 0, out.getvalue()
    m = re.search(r"token \(shown once\): (\S+)", out.getvalue())
    assert m, out.getvalue()
    return {"Authorization": "Bearer " + m.group(1)}


def code_of(client: TestClient, teacher: dict[str, str]) -> str:
    """The instructor's invitation code for his group."""
    r = client.get("/api/quiz/invitation", headers=teacher)
    assert r.status_code == 200, r.text
    return r.json()["code"]


def people(url: str) -> list[tuple[str, str, str | None]]:
    """Every row of the quiz's people table: (name, role, group)."""
    with session_scope(get_engine(url)) as s:
        return [(t.name, t.role, t.group) for t in s.scalars(select(Trainee).order_by(Trainee.id))]


def pick(question: dict[str, Any], right: bool) -> dict[str, Any]:
    """A choice the engine's key (computed here, independently of the API) says is right or wrong."""
    q = default_bank().by_id(question["id"])
    key = answer_key(q)["value"]
    for c in question["choices"]:
        if (c["value"] == key) == right:
            return c["value"]
    raise AssertionError(f"no {'right' if right else 'wrong'} choice among {question['choices']}")


def test_signup_shows_the_token_once_and_stores_only_its_hash(env) -> None:
    client, _, url = env
    r = client.post("/api/quiz/signup", json={"name": "王五"})
    assert r.status_code == 201
    token = r.json()["token"]
    assert r.json()["person"] == {"id": 1, "name": "王五", "role": "trainee", "role_zh": "学员", "group": None}
    me = client.get("/api/quiz/me", headers={"Authorization": f"Bearer {token}"})
    assert me.status_code == 200 and me.json()["name"] == "王五"
    assert "token" not in me.json()
    with session_scope(get_engine(url)) as s:
        stored = s.scalars(select(Trainee)).one()
        assert stored.token_hash != token and len(stored.token_hash) == 64
    assert client.post("/api/quiz/signup", json={"name": "王五"}).status_code == 409
    assert client.post("/api/quiz/signup", json={"name": "", "role": "trainee"}).status_code == 422
    assert client.post("/api/quiz/signup", json={"name": "x", "role": "admin"}).status_code == 422


def test_instructor_is_granted_by_an_administrator_not_claimed_at_sign_up(env) -> None:
    """Issue 7: anyone could sign up as an instructor of any group and read its results. A sign-up
    asking for the role is 403 and creates nothing; an instructor made by `rulings user add … --role
    instructor --group G` sees his group's results, and only his group's."""
    client, _, url = env
    teacher = grant(url, "教员甲", "A组")
    trainee = signup(client, "学员甲", code_of(client, teacher))
    before = people(url)
    for body in ({"name": "冒名教员", "role": "instructor", "invitation": code_of(client, teacher)},
                 {"name": "冒名教员", "role": "instructor"}):
        r = client.post("/api/quiz/signup", json=body)
        assert r.status_code == 403, r.text
        assert "token" not in r.json() and "管理员" in detail_text(r) and "\n" not in detail_text(r)
        assert r.json()["detail"][0]["type"] == "Forbidden"
    assert people(url) == before == [("教员甲", "instructor", "A组"), ("学员甲", "trainee", "A组")]
    # a bearer token does not lend its role to a sign-up either: the endpoint only ever makes trainees
    r = client.post("/api/quiz/signup", headers=teacher, json={"name": "冒名教员", "role": "instructor"})
    assert r.status_code == 403 and [p[0] for p in people(url)] == ["教员甲", "学员甲"]

    assert client.get("/api/quiz/me", headers=teacher).json() == {
        "id": 1, "name": "教员甲", "role": "instructor", "role_zh": "教员", "group": "A组"}
    exam = client.post("/api/quiz/exams", headers=teacher, json={"count": 2, "minutes": 10, "pass_mark": 50})
    assert exam.status_code == 201, exam.text
    eid = exam.json()["id"]
    group = client.get(f"/api/quiz/exams/{eid}/results", headers=teacher)
    assert group.status_code == 200, group.text
    assert [x["trainee"]["name"] for x in group.json()["results"]] == ["学员甲"]
    assert group.json()["results"][0]["sat"] is False
    assert client.get(f"/api/quiz/exams/{eid}/results", headers=trainee).status_code == 403
    other = grant(url, "教员乙", "B组")
    assert client.get(f"/api/quiz/exams/{eid}/results", headers=other).status_code == 403


@pytest.mark.slow  # builds exams for several users: the full run only
def test_granting_an_instructor_needs_a_group_and_a_free_name(env) -> None:
    """`rulings user add NAME --role instructor` without `--group`, with a taken name, or `--group`
    on a case-store role: one line on stderr, exit 2, nothing created."""
    _, _, url = env
    grant(url, "教员丙", "C组")
    for args in (["user", "add", "教员丁", "--role", "instructor"],
                 ["user", "add", "教员丙", "--role", "instructor", "--group", "D组"],
                 ["user", "add", "裁判戊", "--role", "director", "--group", "C组"]):
        run = subprocess.run([*RULINGS, *args, "--database", url], cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert run.returncode == 2, (args, run.stdout, run.stderr)
        assert "Traceback" not in run.stderr and len(run.stderr.strip().splitlines()) == 1
    assert people(url) == [("教员丙", "instructor", "C组")]


def test_bad_tokens_are_401_and_wrong_roles_403(env) -> None:
    client, _, url = env
    for method, path in (("GET", "/api/quiz/next"), ("GET", "/api/quiz/progress"), ("GET", "/api/quiz/me"),
                         ("POST", "/api/quiz/answer"), ("GET", "/api/quiz/exams")):
        for headers in ({}, {"Authorization": "Bearer not-a-token"}, {"Authorization": "Basic abc"}):
            r = client.request(method, path, headers=headers, json={} if method == "POST" else None)
            assert r.status_code == 401, (method, path, headers, r.text)
            assert r.headers["www-authenticate"] == "Bearer"
            assert "\n" not in detail_text(r)
    trainee = signup(client, "学员甲")
    r = client.post("/api/quiz/exams", headers=trainee, json={"count": 3, "minutes": 10, "pass_mark": 60})
    assert r.status_code == 403
    teacher = grant(url, "教员乙", "B组")
    exam = client.post("/api/quiz/exams", headers=teacher, json={"count": 2, "minutes": 10, "pass_mark": 60}).json()
    assert client.get(f"/api/quiz/exams/{exam['id']}/results", headers=trainee).status_code == 403
    assert client.post(f"/api/quiz/exams/{exam['id']}/start", headers=trainee).status_code == 403  # another group
    assert client.post(f"/api/quiz/exams/{exam['id']}/start", headers=teacher).status_code == 403  # not a trainee
    assert client.get("/api/quiz/exams/999/results", headers=teacher).status_code == 404


def test_next_gives_a_bank_question_without_its_key(env) -> None:
    client, _, _ = env
    me = signup(client, "学员丙")
    bank = default_bank()
    for law in (27, 31):
        r = client.get(f"/api/quiz/next?law={law}", headers=me)
        assert r.status_code == 200, r.text
        q = r.json()
        assert law in bank.by_id(q["id"]).law_numbers
        assert q["prompt"]["zh"] and q["prompt"]["en"] and len(q["choices"]) >= 2
        assert not any(k in c for c in q["choices"] for k in ("correct", "right", "key"))
        key = answer_key(bank.by_id(q["id"]))["value"]
        assert sum(c["value"] == key for c in q["choices"]) == 1
    q = client.get("/api/quiz/next?chapter=8", headers=me).json()
    assert {chapter_of(n) for n in bank.by_id(q["id"]).law_numbers} == {8}
    assert client.get("/api/quiz/next?law=1", headers=me).status_code == 404  # no question on Law 1
    assert client.get("/api/quiz/next?law=abc", headers=me).status_code == 422


def test_answers_right_and_wrong_are_explained_stored_and_change_progress(env) -> None:
    client, _, _ = env
    me = signup(client, "学员丁")
    assert client.get("/api/quiz/progress", headers=me).json()["total"] == 0
    q1 = client.get("/api/quiz/next?qtype=ruling&law=31", headers=me).json()
    r = client.post("/api/quiz/answer", headers=me, json={"question": q1["id"], "answer": pick(q1, True)})
    assert r.status_code == 200, r.text
    right = r.json()
    assert right["correct"] is True and right["why"]["zh"] == [] and right["progress"]["total"] == 1
    book = default_lawbook()
    for c in right["citations"]:
        assert c["text"] == book.section(c["ref"]).text
    assert {c["ref"] for c in right["citations"]} == set(answer_key(default_bank().by_id(q1["id"]))["refs"])

    q2 = client.get("/api/quiz/next?qtype=law&law=27", headers=me).json()
    r = client.post("/api/quiz/answer", headers=me, json={"question": q2["id"], "answer": pick(q2, False)})
    wrong = r.json()
    assert wrong["correct"] is False
    assert wrong["why"]["zh"] and wrong["why"]["en"], "a wrong answer says why"
    assert wrong["key"] == answer_key(default_bank().by_id(q2["id"]))["value"]
    assert wrong["key_text"]["zh"].startswith("第")

    p = client.get("/api/quiz/progress", headers=me).json()
    assert (p["total"], p["right"]) == (2, 1)
    assert [pt["accuracy"] for pt in p["over_time"]] == [1.0, 0.5]
    assert p["by_law"]["31"]["right"] >= 1
    assert p["by_law"]["27"]["total"] == 1 and p["by_law"]["27"]["right"] == 0
    assert p["by_chapter"]["5"]["total"] == 2

    # bad answers: one line, never a 500
    assert client.post("/api/quiz/answer", headers=me, json={"question": "nope", "answer": {}}).status_code == 404
    assert client.post("/api/quiz/answer", headers=me, json={"question": q1["id"], "answer": 3}).status_code == 422
    assert client.post("/api/quiz/answer", headers=me,
                       json={"question": q1["id"], "answer": {"refs": "31"}}).status_code == 422
    qn = client.get("/api/quiz/next?qtype=next", headers=me).json()
    assert client.post("/api/quiz/answer", headers=me,
                       json={"question": qn["id"], "answer": {"next": "Q", "phase": "x"}}).status_code == 422
    # a free-form answer with an item missing is checked item by item: the key less its last section,
    # or, for a focused question (which asks for its items only, not the laws), less its last item
    q1_obj = default_bank().by_id(q1["id"])
    key1 = answer_key(q1_obj)["value"]
    if q1_obj.focus:
        partial = {"refs": [], "rectification": key1["rectification"][:-1]}
    else:
        partial = {"refs": key1["refs"][:-1], "rectification": key1["rectification"]}
    free = client.post("/api/quiz/answer", headers=me, json={"question": q1["id"], "answer": partial})
    assert free.json()["correct"] is False and any("漏" in w for w in free.json()["why"]["zh"])


@pytest.mark.slow  # dozens of answers through the API (~4 s): the full run only
def test_next_favours_the_laws_answered_worst(env) -> None:
    client, _, _ = env
    bank = default_bank()
    fresh = signup(client, "学员戊")
    weak = signup(client, "学员己")
    on_30 = [q for q in bank.questions if q.law_numbers == (30,) and q.qtype == "law"][:5]
    for q in on_30:  # Law 30 only: "Law 31 applies" is wrong
        r = client.post("/api/quiz/answer", headers=weak, json={"question": q.id, "answer": {"refs": ["31"]}})
        assert r.json()["correct"] is False
    assert client.get("/api/quiz/progress", headers=weak).json()["by_law"]["30"]["accuracy"] == 0.0

    def share(headers: dict[str, str]) -> float:
        ids = [client.get(f"/api/quiz/next?seed={s}", headers=headers).json()["id"] for s in range(40)]
        return sum(30 in bank.by_id(i).law_numbers for i in ids) / len(ids)

    # relative, not absolute: the certified bank's share of Law 30 questions changes as keys are certified
    assert share(weak) >= 1.5 * share(fresh) > 0


def test_exam_with_a_time_limit_and_a_pass_mark(env) -> None:
    client, clock, url = env
    teacher = grant(url, "教员庚", "A组")
    code = code_of(client, teacher)
    late, good, absent = signup(client, "学员辛", code), signup(client, "学员壬", code), signup(client, "学员癸", code)
    r = client.post("/api/quiz/exams", headers=teacher, json={"count": 4, "minutes": 10, "pass_mark": 50, "seed": 3})
    assert r.status_code == 201, r.text
    exam = r.json()
    assert exam["count"] == 4 and exam["group"] == "A组"
    chapters = {chapter_of(n) for qid in exam["questions"] for n in default_bank().by_id(qid).law_numbers}
    assert len(chapters) >= 2, "an exam spreads across the chapters"
    eid = exam["id"]
    assert [e["id"] for e in client.get("/api/quiz/exams", headers=late).json()] == [eid]

    q0 = default_bank().by_id(exam["questions"][0])
    r = client.post(f"/api/quiz/exams/{eid}/answer", headers=late, json={"question": q0.id, "answer": {}})
    assert r.status_code == 409, "an exam not started takes no answer"

    sitting = client.post(f"/api/quiz/exams/{eid}/start", headers=late).json()
    assert [q["id"] for q in sitting["questions"]] == exam["questions"]
    assert sitting["seconds_left"] == 600.0
    qs = sitting["questions"]

    def ans(headers: dict[str, str], q: dict[str, Any], right: bool) -> Any:
        return client.post(f"/api/quiz/exams/{eid}/answer", headers=headers,
                           json={"question": q["id"], "answer": pick(q, right)})

    first = ans(late, qs[0], True)
    assert first.status_code == 200 and first.json()["late"] is False
    assert "correct" not in first.json() and "key" not in first.json(), "an exam answer is not revealed"
    assert ans(late, qs[0], True).status_code == 409, "one answer per question"
    clock.now += timedelta(minutes=2)
    ans(late, qs[1], False)
    clock.now += timedelta(minutes=9)  # past the ten minutes
    assert ans(late, qs[2], True).json()["late"] is True
    res = client.get(f"/api/quiz/exams/{eid}/result", headers=late).json()
    assert (res["right"], res["total"], res["late"], res["unanswered"]) == (1, 4, 1, 1)
    assert res["percent"] == 25.0 and res["passed"] is False

    clock.now += timedelta(minutes=1)
    client.post(f"/api/quiz/exams/{eid}/start", headers=good)
    for q in qs:
        assert ans(good, q, True).json()["late"] is False
    res = client.get(f"/api/quiz/exams/{eid}/result", headers=good).json()
    assert (res["right"], res["percent"], res["passed"]) == (4, 100.0, True)
    # resuming does not restart the clock
    assert client.post(f"/api/quiz/exams/{eid}/start", headers=late).json()["seconds_left"] == 0

    group = client.get(f"/api/quiz/exams/{eid}/results", headers=teacher).json()
    by_name = {r["trainee"]["name"]: r for r in group["results"]}
    assert set(by_name) == {"学员辛", "学员壬", "学员癸"}
    assert by_name["学员癸"]["sat"] is False and by_name["学员壬"]["passed"] is True
    assert (group["sat"], group["passed"], group["average"]) == (2, 1, 62.5)

    me_id = client.get("/api/quiz/me", headers=late).json()["id"]
    sheet = client.get(f"/api/quiz/exams/{eid}/sheet.html?trainee={me_id}", headers=teacher)
    assert sheet.status_code == 200 and sheet.headers["content-type"].startswith("text/html")
    assert "学员辛" in sheet.text and "不及格" in sheet.text and "超时" in sheet.text and "@media print" in sheet.text
    assert "1/4" in sheet.text
    assert client.get(f"/api/quiz/exams/{eid}/result?trainee={me_id}", headers=good).status_code == 403
    # a trainee who has not sat the exam sees no keys: he could still sit it
    assert client.get(f"/api/quiz/exams/{eid}/sheet.html", headers=absent).status_code == 409
    other = grant(url, "教员子", "B组")
    assert client.get(f"/api/quiz/exams/{eid}/results", headers=other).status_code == 403
    assert client.get(f"/api/quiz/exams/{eid}/sheet.html?trainee={me_id}", headers=other).status_code == 403
    bad = client.post("/api/quiz/exams", headers=teacher, json={"count": 0, "minutes": 10, "pass_mark": 50})
    assert bad.status_code == 422
    assert client.post("/api/quiz/exams", headers=teacher,
                       json={"count": 2, "minutes": 10, "pass_mark": 150}).status_code == 422


def test_pages_are_chinese_first_with_an_english_toggle(env) -> None:
    client, _, _ = env
    for path in ("/quiz", "/quiz/exam", "/quiz/instructor"):
        r = client.get(path)
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
        assert 'lang="zh-CN"' in r.text and 'data-lang="zh"' in r.text and "lang-toggle" in r.text
        assert "localStorage" in r.text and "Authorization" in r.text
    assert "<svg id=\"chart\"" in client.get("/quiz").text


@pytest.mark.slow  # the installed command builds the bank in a subprocess: the full run only
def test_cli_stores_answers_for_a_token(env, tmp_path: Path) -> None:
    client, _, url = env
    me = signup(client, "终端学员")
    token = me["Authorization"].removeprefix("Bearer ")
    run = subprocess.run([*RULINGS, "quiz", "--user", token, "--db", url, "--count", "2", "--seed", "4"],
                         input="A\nB\n", capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert "已记录到终端学员" in run.stdout
    p = client.get("/api/quiz/progress", headers=me).json()
    assert p["total"] == 2
    assert p["right"] == run.stdout.count("✓ 正确")
    bad = subprocess.run([*RULINGS, "quiz", "--user", "wrong", "--db", url, "--count", "1"],
                         input="A\n", capture_output=True, text=True, timeout=300)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "令牌无效" in bad.stderr
    offline = subprocess.run([*RULINGS, "quiz", "--count", "1", "--seed", "1"], input="A\n",
                             capture_output=True, text=True, timeout=300)
    assert offline.returncode == 0 and "已记录" not in offline.stdout
    assert client.get("/api/quiz/progress", headers=me).json()["total"] == 2


def test_a_group_is_joined_only_with_its_instructors_invitation_code(env) -> None:
    client, _, url = env
    teacher = grant(url, "教员甲", "A组")
    for body in ({"name": "闯入者", "group": "A组"}, {"name": "闯入者", "invitation": "guessed-code"}):
        r = client.post("/api/quiz/signup", json=body)
        assert r.status_code == 403 and r.json()["detail"][0]["field"] == "invitation", r.text
    assert [p[0] for p in people(url)] == ["教员甲"]
    member = signup(client, "学员甲", code_of(client, teacher))
    assert client.get("/api/quiz/me", headers=member).json()["group"] == "A组"
    assert client.get("/api/quiz/invitation", headers=member).status_code == 403  # trainees have no code
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert rulings_main(["user", "add", "教员乙", "--role", "instructor", "--group", "B组", "--database", url]) == 0
    code = re.search(r"invitation code \(trainees give it at sign-up\): (\S+)", out.getvalue()).group(1)
    assert client.get("/api/quiz/me", headers=signup(client, "学员乙", code)).json()["group"] == "B组"


def test_exam_questions_are_answered_only_in_the_exam_and_keys_shown_after_it(env) -> None:
    """The practice endpoint refuses the questions of an exam the trainee has not finished (the key
    would be given away), and his own result waits for the end of his sitting."""
    client, clock, url = env
    teacher = grant(url, "教员甲", "A组")
    me = signup(client, "学员甲", code_of(client, teacher))
    exam = client.post("/api/quiz/exams", headers=teacher, json={"count": 2, "minutes": 10, "pass_mark": 50,
                                                                 "seed": 1}).json()
    qid = exam["questions"][0]
    question = client.post(f"/api/quiz/exams/{exam['id']}/start", headers=me).json()["questions"][0]
    r = client.post("/api/quiz/answer", headers=me, json={"question": qid, "answer": pick(question, True)})
    assert r.status_code == 403 and "exam" in detail_text(r) and "key" not in r.json()
    for _ in range(6):  # practice never draws them meanwhile
        nxt = client.get("/api/quiz/next", headers=me).json()
        assert nxt["id"] not in exam["questions"]
    assert client.get(f"/api/quiz/exams/{exam['id']}/result", headers=me).status_code == 409
    assert client.get(f"/api/quiz/exams/{exam['id']}/sheet.html", headers=me).status_code == 409
    r = client.post(f"/api/quiz/exams/{exam['id']}/answer", headers=me, json={"question": qid,
                                                                            "answer": pick(question, True)})
    assert r.status_code == 200 and "correct" not in r.json() and "key" not in r.json()
    clock.now += timedelta(minutes=11)  # the sitting is over: the result and the keys are shown
    assert client.get(f"/api/quiz/exams/{exam['id']}/result", headers=me).json()["right"] == 1
    after = client.post("/api/quiz/answer", headers=me, json={"question": qid, "answer": pick(question, True)})
    assert after.status_code == 200 and after.json()["correct"] is True


def test_the_engine_worker_refuses_a_check_without_an_answer() -> None:
    """quiz_task (the pool's side of /api/quiz/answer) given no answer object: an input error saying
    so, not a TypeError inside the check."""
    qid = default_bank().questions[0].id
    assert quiz_task({"op": "check", "question": qid}) == \
        ("input_error", "a quiz check needs an answer object, not NoneType")
    assert quiz_task({"op": "check", "question": qid, "answer": ["A"]}) == \
        ("input_error", "a quiz check needs an answer object, not list")


def test_a_token_never_looks_like_a_command_line_option() -> None:
    """A trainee types his token after `rulings quiz --user`; one starting with "-" was read by argparse
    as an option (1 token in 64). Two thousand fresh tokens: none starts with "-"."""
    assert not [t for t in (new_token() for _ in range(2000)) if t.startswith("-")]
